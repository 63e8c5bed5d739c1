"""The scenario API from a game's start and from any turn of a simulated game,
a pilot playing the rest of a turn, copies, copies of a card told apart, and
the state's phase, first player and this-turn flags (docs/scenarios.md)."""
import pytest

import decksim
from conftest import deck_file
from decksim.games.sve.scenario import ScenarioError


@pytest.fixture(scope="module")
def pair():
    return (decksim.load_deck(deck_file("forest_fairies")),
            decksim.load_deck(deck_file("sword_officers")))


def test_6_2_a_new_game_deals_four_cards_and_gives_the_second_player_3_ep(pair):
    a, b = pair
    sc = decksim.scenario.new_game(a, b, seed=1, first="a")
    st = sc.state()
    assert (st["turn"], st["active"], st["first"], st["phase"]) == (1, "a", "a", "main")
    pa, pb = st["players"]["a"], st["players"]["b"]
    assert len(pa["hand"]) == len(pb["hand"]) == 4        # 6.2.1.7; no draw on turn 1 (7.2.4.1)
    assert (pa["ep"], pb["ep"]) == (0, 3)                 # 6.2.1.10
    assert pa["leader"] == pb["leader"] == 20             # 6.2.1.11
    assert (pa["pp"], pa["max_pp"]) == (1, 1)             # 7.2.1-7.2.2
    assert len(pa["deck"]) == len(a.main) - 4 and pa["field"] == []


def test_from_game_is_the_run_s_game_to_its_end(pair):
    a, b = pair
    run = decksim.simulate(a, b, games=8, seed=5, workers=1)
    for g in range(8):
        sc = decksim.scenario.from_game(a, b, seed=5, game=g, turn=10**6)
        r = run.row(g, named=True)
        assert (sc.winner, sc.turn) == (str(r["winner"]), r["turns"])
        assert [sc.player(s)["leader"] for s in "ab"] == [r["a_leader_defense"],
                                                          r["b_leader_defense"]]


def test_from_game_stops_at_the_main_phase_of_the_turn_asked(pair):
    a, b = pair
    sc = decksim.scenario.from_game(a, b, seed=5, game=3, turn=5)
    st = sc.state()
    assert (st["turn"], st["phase"]) == (5, "main")
    assert st["active"] == ("a" if st["first"] == "a" else "b")     # odd turns: the first player


def test_a_copy_plays_on_without_touching_the_original(pair):
    a, b = pair
    sc = decksim.scenario.from_game(a, b, seed=5, game=3, turn=5)
    before = sc.state()
    c = sc.copy().play_turn("planner")
    assert c.turn == 6 and sc.state() == before


def test_play_turn_the_pilot_attacks_for_lethal():
    sc = decksim.scenario({"turn": 5, "active": "a", "players": {
        "a": {"pp": 5, "field": ["Goliath", "Fighter"]},
        "b": {"leader": 5, "deck": ["Fighter"] * 5}}})
    sc.play_turn()
    assert sc.winner == "a"


def test_cards_of_one_name_are_addressed_one_by_one():
    sc = decksim.scenario({"turn": 5, "active": "a", "players": {
        "a": {"pp": 0, "field": ["Fighter", {"card": "Fighter", "damage": 2}]},
        "b": {"field": [{"card": "Goliath", "engaged": True}] * 2, "deck": ["Fighter"] * 5}}})
    each = sc.legal_actions(each=True)
    assert "attack Fighter [2] -> Goliath [1]" in each and "attack Fighter [1] -> leader" in each
    assert "attack Fighter -> leader" in sc.legal_actions()          # merged, as before
    sc.apply("attack Fighter [2] -> Goliath [2]")   # 2 damage to the second Goliath; the
    fa, fb = sc.field("a"), sc.field("b")             # damaged Fighter takes 3: destroyed
    assert [(f["card"], f["engaged"], f["damage"]) for f in fa] == [("Fighter", False, 0)]
    assert [f["damage"] for f in fb] == [0, 2]


def test_state_shows_what_entered_and_evolved_this_turn():
    sc = decksim.scenario({"turn": 6, "active": "b", "first": "a", "phase": "main",
                           "players": {"b": {"evolved_this_turn": True, "field": [
                               {"card": "Fighter", "entered_this_turn": True},
                               {"card": "Archer", "evolved": True, "evolved_this_turn": True}],
                               "evolve_deck": []}}})
    st = sc.state()
    assert (st["first"], st["phase"], st["active"]) == ("a", "main", "b")
    fb = st["players"]["b"]["field"]
    assert [f["entered_this_turn"] for f in fb] == [True, False]
    assert [f["evolved_this_turn"] for f in fb] == [False, True]
    assert st["players"]["b"]["evolved_this_turn"] and not st["players"]["a"]["evolved_this_turn"]


# --- dictated answers: targets, modes, optional costs, Quick responses, Ward -------------

def test_a_dictated_target_is_the_one_hit():
    def position():
        return decksim.scenario({"turn": 5, "active": "a", "players": {
            "a": {"pp": 5, "hand": ["Angelic Snipe"]},
            "b": {"field": ["Goliath", "Goliath"], "deck": ["Fighter"] * 5}}})
    sc = position().dictate(("target", "b:Goliath [2]"))
    sc.apply("play Angelic Snipe")
    assert [f["damage"] for f in sc.field("b")] == [0, 2] and sc.pending() == []
    pilot = position().apply("play Angelic Snipe")        # undictated: the pilot's pick
    assert sum(f["damage"] for f in pilot.field("b")) == 2


def test_5_17_a_dictated_mode_is_the_one_resolved():
    for mode, token in ((1, "Mimi"), (2, "Coco")):
        sc = decksim.scenario({"turn": 7, "active": "a", "players": {
            "a": {"pp": 7, "hand": ["Cerberus"]}, "b": {"deck": ["Fighter"] * 5}}})
        sc.dictate(("mode", mode)).apply("play Cerberus")
        assert sc.zone("a", "ex") == [token]


def test_10_4_7_a_dictated_optional_cost_is_paid_or_not():
    for pay, leader, rush in ((True, 18, True), (False, 20, False)):
        sc = decksim.scenario({"turn": 5, "active": "a", "players": {
            "a": {"pp": 5, "hand": ["Spectre"], "deck": ["Fighter"] * 5},
            "b": {"deck": ["Fighter"] * 5}}})
        sc.dictate(("pay", pay)).apply("play Spectre")
        assert sc.player("a")["leader"] == leader
        assert ("rush" in sc.field("a")[0]["keywords"]) == rush


def test_8_4_7_a_dictated_quick_response_is_played_with_its_target():
    def position():
        return decksim.scenario({"turn": 6, "active": "a", "players": {
            "a": {"pp": 0, "field": ["Goliath", "Fighter"]},
            "b": {"pp": 3, "max_pp": 5, "hand": ["Angelic Snipe"], "deck": ["Fighter"] * 5}}})
    sc = position().dictate(("quick", "play Angelic Snipe"), ("target", "a:Fighter"))
    sc.apply("attack Goliath -> leader")
    assert sc.zone("b", "hand") == []
    assert [(f["card"], f["damage"]) for f in sc.field("a")] == [("Goliath", 0), ("Fighter", 2)]
    passed = position().dictate(("quick", "pass")).apply("attack Goliath -> leader")
    assert passed.zone("b", "hand") == ["Angelic Snipe"]


def test_7_4_3_a_dictated_ward_engage():
    for engage in (True, False):
        sc = decksim.scenario({"turn": 5, "active": "a", "players": {
            "a": {"field": ["Veteran Lancer"], "deck": ["Fighter"] * 5},
            "b": {"deck": ["Fighter"] * 5}}})
        sc.dictate(("ward", engage)).end_turn()
        assert sc.field("a")[0]["engaged"] == engage


def test_a_dictated_answer_that_fits_no_option_is_an_error():
    sc = decksim.scenario({"turn": 5, "active": "a", "players": {
        "a": {"pp": 5, "hand": ["Angelic Snipe"], "field": ["Fighter"]},
        "b": {"field": ["Goliath"], "deck": ["Fighter"] * 5}}})
    sc.dictate(("target", "a:Fighter"))                  # Angelic Snipe hits enemies only
    with pytest.raises(ScenarioError, match="fit no option"):
        sc.apply("play Angelic Snipe")
    with pytest.raises(ScenarioError, match="write SIDE:CARD"):
        sc.dictate(("target", "Goliath"))
