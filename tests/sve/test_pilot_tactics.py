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
