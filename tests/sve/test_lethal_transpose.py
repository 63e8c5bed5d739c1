"""Positions the lethal search need not search twice (policies/transpose.py): twin
followers, and one position reached by two orders of the same actions."""
import numpy as np

import decksim
from decksim.core.sve.policies.transpose import SEEN_WORDS, position_key, seen_before, twins

BODYGUARD = {"card": "Otohime's Bodyguard", "engaged": True}   # a 1/2 Ward token
WARDS = {"turn": 9, "active": "a", "first": "a", "players": {
    "a": {"pp": 0, "field": ["Fighter", "Goliath", "Fighter", {"card": "Fighter", "damage": 1}]},
    "b": {"leader": 20, "deck": ["Fighter"] * 5,
          "field": [BODYGUARD, {"card": "Imprisoned Dragon", "engaged": True}, BODYGUARD]}}}


def test_followers_alike_but_for_their_instance_ids_are_twins():
    sc = decksim.scenario(WARDS)
    assert twins(sc.S, 0) == 0b0100      # the second Fighter; the damaged one differs
    assert twins(sc.S, 1) == 0b0100      # the second Bodyguard


def _after(*actions):
    sc = decksim.scenario(WARDS)
    for act in actions:
        sc.apply(act)
    return position_key(sc.S)


def test_two_attacks_in_either_order_reach_one_position():
    dragon = "attack Goliath -> Imprisoned Dragon"
    guard = "attack Fighter -> Otohime's Bodyguard"
    assert _after(dragon, guard) == _after(guard, dragon)
    assert _after(dragon, guard) != _after(dragon)
    assert _after("attack Fighter -> Imprisoned Dragon", "attack Goliath -> Otohime's Bodyguard") \
        != _after(dragon, guard)


def test_a_search_meets_a_position_once_and_the_next_search_afresh():
    seen = np.zeros(SEEN_WORDS, np.int32)
    key = _after("attack Goliath -> Imprisoned Dragon")
    assert not seen_before(seen, 1, key)
    assert seen_before(seen, 1, key)
    assert not seen_before(seen, 1, _after())
    assert not seen_before(seen, 2, key)       # a new search (stamp) remembers nothing
