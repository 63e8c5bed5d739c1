"""The tactical core the pilots share (decksim/core/sve/policies/lethal.py,
docs/pilots.md): exact positions, each with the one right line. The pilots
before the tactical core (greedy-v1) stay as baselines; where they miss the
line, the test says so."""
import pytest

import decksim


def _turn(players: dict, pilot: str = "greedy"):
    sc = decksim.scenario({"turn": 9, "active": "a", "first": "a", "players": players})
    return sc.play_turn(pilot)


LETHAL_OVER_A_TRADE = {
    # Goliath would rather kill the engaged Imprisoned Dragon (worth more than 3
    # damage), but Goliath and Fighter to the face are exactly 5
    "a": {"pp": 0, "field": ["Goliath", "Fighter"]},
    "b": {"leader": 5, "deck": ["Fighter"] * 5,
          "field": [{"card": "Goliath", "engaged": True, "damage": 1}]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner", "aggro", "control"])
def test_lethal_through_several_attackers_is_taken_over_a_trade(pilot):
    assert _turn(LETHAL_OVER_A_TRADE, pilot).winner == "a"


def test_greedy_v1_trades_instead_and_misses_that_lethal():
    assert _turn(LETHAL_OVER_A_TRADE, "greedy-v1").winner is None


LETHAL_THROUGH_A_WARD = {
    # the engaged Ward (12.8) takes every attack until it dies: two Fighters break
    # it together (2 + 2 = its 4 defense), then Goliath's 3 is exactly lethal
    "a": {"pp": 0, "field": ["Fighter", "Fighter", "Goliath"]},
    "b": {"leader": 3, "deck": ["Fighter"] * 5,
          "field": [{"card": "Imprisoned Dragon", "engaged": True}]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_lethal_by_breaking_a_ward_with_two_attackers(pilot):
    assert _turn(LETHAL_THROUGH_A_WARD, pilot).winner == "a"


def test_greedy_v1_never_chips_a_ward_so_misses_it():
    assert _turn(LETHAL_THROUGH_A_WARD, "greedy-v1").winner is None


def test_lethal_by_evolving_with_an_ep_for_attack():
    # 12.2: evolving with 1 EP and 1 PP makes Goliath 5/6; its 5 is lethal, its 3 was not
    sc = _turn({"a": {"pp": 1, "ep": 1, "field": ["Goliath"], "evolve_deck": ["Goliath"]},
                "b": {"leader": 5, "deck": ["Fighter"] * 5}})
    assert sc.winner == "a"


def test_lethal_by_a_spell_to_the_leader_after_the_attack():
    # Demonic Strike (3 damage to an enemy follower or leader) would rather kill the
    # damaged Goliath; after Fighter's 2 to the face, 3 to the leader is lethal
    sc = _turn({"a": {"pp": 3, "field": ["Fighter"], "hand": ["Demonic Strike"]},
                "b": {"leader": 5, "deck": ["Fighter"] * 5,
                      "field": [{"card": "Goliath", "engaged": True, "damage": 1}]}})
    assert sc.winner == "a"


def test_no_lethal_no_search_result_changes_nothing():
    # 20 defense, 5 attack on board: the search is not even entered (leader_reach)
    players = {"a": {"pp": 0, "field": ["Goliath", "Fighter"]},
               "b": {"leader": 20, "deck": ["Fighter"] * 5}}
    new, old = _turn(players, "greedy"), _turn(players, "greedy-v1")
    assert new.player("b")["leader"] == old.player("b")["leader"] == 15


def test_lethal_can_be_switched_off_per_pilot():
    assert _turn(LETHAL_OVER_A_TRADE, "greedy:lethal=0").winner is None


DEAD_ON_BOARD = {
    # b's damaged Goliath hits for a's last 3 defense next turn. Fighter to the face
    # is worth more than trading itself for a damaged Goliath, unless one looks at
    # b's next turn: the trade is the one line that survives it.
    "a": {"leader": 3, "pp": 0, "field": ["Fighter"], "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5,
          "field": [{"card": "Goliath", "engaged": True, "damage": 2}]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_dead_on_board_trades_the_attacker_away_and_survives(pilot):
    sc = _turn(DEAD_ON_BOARD, pilot)
    assert sc.field("b") == [] and sc.player("a")["leader"] == 3
    sc.play_turn()                       # b's turn: nothing on board hits a's leader
    assert sc.winner is None and sc.player("a")["leader"] == 3


def test_greedy_v1_goes_face_when_dead_on_board():
    sc = _turn(DEAD_ON_BOARD, "greedy-v1")
    assert [f["card"] for f in sc.field("b")] == ["Goliath"]
    assert sc.play_turn().winner == "b"


TWO_INTO_ONE = {
    # neither Goliath kills b's Goliath alone (3 attack, 4 defense); together they do
    # and both survive its 3 attack: the pair trade beats 6 damage to a leader at 20
    "a": {"pp": 0, "field": ["Goliath", "Goliath"]},
    "b": {"leader": 20, "deck": ["Fighter"] * 5, "field": [{"card": "Goliath", "engaged": True}]}}


def test_two_attackers_trade_into_one_follower_they_only_kill_together():
    sc = _turn(TWO_INTO_ONE)
    assert sc.field("b") == [] and sc.player("b")["leader"] == 20
    assert [f["card"] for f in sc.field("a")] == ["Goliath", "Goliath"]


def test_greedy_v1_never_makes_the_first_attack_of_a_pair_trade():
    sc = _turn(TWO_INTO_ONE, "greedy-v1")
    assert len(sc.field("b")) == 1 and sc.player("b")["leader"] == 14


EVOLVABLE_OR_NOT = {
    # 3 PP, two 3-cost followers: Goliath (3/4) is worth a little more on its own, but
    # the evolve deck holds Cat Cannoneer's evolved card (12.2.2), not Goliath's
    "a": {"pp": 3, "hand": ["Goliath", "Cat Cannoneer"], "evolve_deck": ["Cat Cannoneer"],
          "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5}}


def test_the_follower_the_evolve_deck_can_answer_is_played_first():
    assert [f["card"] for f in _turn(EVOLVABLE_OR_NOT).field("a")] == ["Cat Cannoneer"]


def test_greedy_v1_plays_the_bigger_follower_it_can_never_evolve():
    assert [f["card"] for f in _turn(EVOLVABLE_OR_NOT, "greedy-v1").field("a")] == ["Goliath"]


PLAY_THEN_EVOLVE = {
    # 3 PP and 1 EP: Hakrabi (4/3 Ward; its Fanfare needs an amulet to discard) is
    # worth more on the board at once than Cat Cannoneer (3/3), but Cat Cannoneer
    # evolves right after for the EP alone (its Evolve costs 1 PP, 12.2.3) into a 4/4
    # that summons an Ancient Artifact (evolve_after.py)
    "a": {"pp": 3, "ep": 1, "hand": ["Cat Cannoneer", "Hakrabi"],
          "evolve_deck": ["Cat Cannoneer"], "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_the_follower_worth_most_evolved_is_played_and_evolved_with_the_ep(pilot):
    sc = _turn(PLAY_THEN_EVOLVE, pilot)
    assert [f["card"] for f in sc.field("a")] == ["Cat Cannoneer", "Ancient Artifact"]
    assert sc.field("a")[0]["evolved"] and sc.player("a")["ep"] == 0
    assert sc.zone("a", "hand") == ["Hakrabi"]


def test_without_play_evolve_greedy_plays_the_better_body_and_keeps_the_ep():
    sc = _turn(PLAY_THEN_EVOLVE, "greedy:play_evolve=0")
    assert [f["card"] for f in sc.field("a")] == ["Hakrabi"] and sc.player("a")["ep"] == 1


ENABLER_FIRST = {
    # 4 PP for both: Veteran Lancer (2/3 Ward) is worth more on its own than Archer
    # (1/4), but Archer's ability (1 damage to an enemy follower whenever another
    # follower enters your field) fires on the Lancer when Archer comes first, and
    # kills Elf Child May (enablers.py)
    "a": {"pp": 4, "hand": ["Archer", "Veteran Lancer"], "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5, "field": ["Elf Child May"]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_the_card_the_later_plays_set_off_is_played_first(pilot):
    sc = _turn(ENABLER_FIRST, pilot)
    assert [f["card"] for f in sc.field("a")] == ["Archer", "Veteran Lancer"]
    assert sc.field("b") == []


def test_without_enablers_greedy_plays_the_better_card_first_and_archer_fires_on_nothing():
    sc = _turn(ENABLER_FIRST, "greedy:enablers=0")
    assert [f["card"] for f in sc.field("a")] == ["Veteran Lancer", "Archer"]
    assert [f["card"] for f in sc.field("b")] == ["Elf Child May"]


TWO_CARDS_OVER_ONE = {
    # 5 PP: Sage Commander (5/5) alone is the best single play, but Goliath (3/4) and
    # Fighter (2/3) together put more on the board for the same 5 PP (bundle.py)
    "a": {"pp": 5, "hand": ["Fighter", "Goliath", "Sage Commander"], "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5}}


def test_the_pp_go_to_the_two_cards_worth_more_than_the_one():
    sc = _turn(TWO_CARDS_OVER_ONE)
    assert [f["card"] for f in sc.field("a")] == ["Goliath", "Fighter"]
    assert sc.zone("a", "hand") == ["Sage Commander"]


def test_greedy_v1_plays_the_best_single_card_and_strands_the_rest():
    sc = _turn(TWO_CARDS_OVER_ONE, "greedy-v1")
    assert [f["card"] for f in sc.field("a")] == ["Sage Commander"]


REMOVAL_OR_BUFF = {
    # b's engaged Ward Veteran Lancer (2/3) blocks every attack (12.8). Onslaught
    # (5 damage) would kill it, but Luminous Knight's Fanfare (+1 attack) lets Fighter
    # kill it by attacking and survive: the buff, the attack, and the removal kept
    # for a follower attacks cannot reach (attack_plan.py)
    "a": {"pp": 3, "field": ["Fighter"], "hand": ["Luminous Knight", "Onslaught"],
          "deck": ["Fighter"] * 5},
    "b": {"leader": 20, "deck": ["Fighter"] * 5,
          "field": [{"card": "Veteran Lancer", "engaged": True}]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_removal_is_not_wasted_on_what_a_buffed_attack_kills(pilot):
    sc = _turn(REMOVAL_OR_BUFF, pilot)
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Onslaught"]
    assert [f["card"] for f in sc.field("a")] == ["Fighter", "Luminous Knight"]


def test_greedy_v1_spends_the_removal_on_the_ward():
    sc = _turn(REMOVAL_OR_BUFF, "greedy-v1")
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Luminous Knight"]


COMBO_LAST = {
    # Noble Fairy's Fanfare destroys an enemy follower with Combo 3 (13.2.1: three
    # cards played this turn, itself included); one card was played already, so the
    # free Fairy Wisp goes before it
    "a": {"pp": 3, "played_this_turn": 1, "hand": ["Noble Fairy"], "ex": ["Fairy Wisp"]},
    "b": {"deck": ["Fighter"] * 5, "field": ["Goliath"]}}


@pytest.mark.parametrize("pilot", ["greedy", "planner"])
def test_the_cheap_plays_go_before_the_combo_card_that_counts_them(pilot):
    sc = _turn(COMBO_LAST, pilot)
    assert [f["card"] for f in sc.field("b")] == ["Fairy"]     # Goliath destroyed, a Fairy given
    assert "Noble Fairy" in [f["card"] for f in sc.field("a")]


def test_without_plan_combo_greedy_plays_the_combo_card_first_and_it_fizzles():
    sc = _turn(COMBO_LAST, "greedy:plan_combo=0")
    assert [f["card"] for f in sc.field("b")] == ["Goliath"]
    assert "Noble Fairy" in [f["card"] for f in sc.field("a")]


# ------------------------------------------------------------------ the expert pilot

def test_expert_never_reads_the_opponent_s_hand():
    # positions of real games, and the same positions with b's hand swapped for
    # other cards of b's deck: the expert samples b's hand from all the cards it has
    # not seen, so each sample (ending a's turn, then b's whole reply) scores the
    # same in both, to the last bit
    seen = 0
    for sc in _turn_7_positions():
        st = sc.state()["players"]["b"]
        hand, deck = st["hand"], st["deck"]
        if len(deck) < len(hand) or set(hand) == set(deck[:len(hand)]):
            continue
        other = _with_b_cards(sc, deck[:len(hand)], hand + deck[len(hand):])
        assert sorted(other.zone("b", "hand") + other.zone("b", "deck")) == sorted(hand + deck)
        for k in range(3):
            assert _sample_value(sc, k) == _sample_value(other, k)
        seen += 1
    assert seen >= 3


def test_expert_scores_its_own_turn_end_beside_the_opponent_s_reply():
    # a sample's score is the position after the opponent's whole reply plus
    # own_end times the position at the end of the player's own turn (evaluation less
    # the danger of being dead on board): ending the turn now, that is the position now
    from decksim.core.sve.policies.evaluate import evaluate
    from decksim.core.sve.policies.threat import danger
    from decksim.games.sve.pilots import pilot_vector
    P = pilot_vector("expert")
    seen = 0
    for sc in _turn_7_positions():
        now = evaluate(sc.S, sc.cp.CT, 0, P) - danger(sc.S, sc.cp.CT, P, 0)
        for k in range(2):
            reply = _sample_value(sc, k, own_end=0.0)
            assert _sample_value(sc, k, own_end=2.0) == pytest.approx(reply + 2.0 * now)
        seen += 1
    assert seen >= 3


def _turn_7_positions():
    """Turn 7 of the first games of forest_fairies vs sword_officers (seed 2) where a
    is to play and the game goes on."""
    from conftest import deck_file
    a = decksim.load_deck(deck_file("forest_fairies"))
    b = decksim.load_deck(deck_file("sword_officers"))
    for game in range(6):
        sc = decksim.scenario.from_game(a, b, seed=2, game=game, turn=7)
        if sc.winner is None and sc.state()["active"] == "a":
            yield sc


def _sample_value(sc, k, **params):
    """The expert's score for a of ending the turn now, in sample k."""
    from decksim.core.sve.actions import ACT_END
    from decksim.core.sve.lookahead import lookahead
    from decksim.core.sve.policies.expert import expert_value
    from decksim.games.sve.pilots import pilot_vector
    c = sc.copy()
    c.PR[0] = pilot_vector("expert", params) if params else pilot_vector("expert")
    A, r = lookahead(c.S, c.rng)
    ak, aa, ab, scores, S2, r2, L2 = c._work
    return expert_value(A, c.cp.CT, c.cp.AB, c.cp.EF, c.cp.FL, c.PR, r, 0, ACT_END, 0, 0, k,
                        ak, aa, ab, scores, S2, r2, L2)


def _with_b_cards(sc, hand, deck):
    """A copy of the position with b's hand and deck (top first) replaced."""
    from decksim.core.sve import state as ST
    c = sc.copy()
    b = ST.pb(1)
    rows = {c.card_name(r): r for r in set(c.S[b + ST.HAND:b + ST.HAND + c.S[b + ST.P_HAND_N]])
            | set(c.S[b + ST.DECK:b + ST.DECK + c.S[b + ST.P_DECK_N]])}
    for i, name in enumerate(hand):
        c.S[b + ST.HAND + i] = rows[name]
    for i, name in enumerate(reversed(deck)):
        c.S[b + ST.DECK + i] = rows[name]
    return c


def test_expert_games_are_the_same_for_the_same_seed(pool):
    import numpy as np

    from conftest import deck_file
    from decksim.games import get
    from decksim.games.base import pilot_pair
    from decksim.sim.runner import run_games
    game = get("sve")
    d = decksim.load_deck(deck_file("sword_officers"))
    m = game.matchup(d, d, pool)
    PR = pilot_pair(game, "expert", "greedy")
    one, two = run_games(m, 12, 7, PR), run_games(m, 12, 7, PR)
    assert one.equals(two)
    assert np.isin(one["winner"].to_numpy(), ["a", "b", "draw"]).all()


def test_expert_beats_greedy_in_mirrors(pool):
    from conftest import deck_file
    from decksim.games import get
    from decksim.games.base import pilot_pair
    from decksim.sim.runner import run_games
    game = get("sve")
    d = decksim.load_deck(deck_file("forest_fairies"))
    g = run_games(game.matchup(d, d, pool), 120, 3, pilot_pair(game, "expert", "greedy"))
    assert (g["winner"] == "a").mean() > 0.55      # 68% over six decks (pilot_strength)
