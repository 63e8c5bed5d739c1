"""A card that counts its symbol more than once (2-3-3, 11-1-1-4-1, 8-1-5-1): for the
cost of the cards its filters name, and in battle when it names none
(decksim/cards/data/bss/effects: op "extra_symbols")."""
import pytest

from bss_kit import two


@pytest.mark.parametrize("card,cost", [("Phobos Dragoon", 3),      # a Star Dragon: 5 - 2
                                       ("Pentaceratop", 4)])       # a Terrasaur: 5 - 1
def test_st01_002_andrometeos_counts_its_symbol_twice_for_a_star_dragon_spirit(position, card,
                                                                               cost):
    sc = position(two(a={"reserve": 9, "hand": [card],
                         "field": ["Galaxy Dragon Andrometeos"]}))
    assert f"play {card} (cost {cost})" in sc.legal_actions()


@pytest.mark.parametrize("soul,life", [(0, 3), ("reserve", 4)])
def test_bss01_006_nebula_dragon_lv2_with_the_soul_core_attacks_for_two_life(position, soul, life):
    sc = position(two(a={"field": [{"card": "Nebula Dragon", "cores": 3}], "soul": soul},
                      b={"reserve": 0},
                      step="attack"))
    sc.apply("attack with Nebula Dragon")
    assert sc.player("b")["life"] == life and sc.player("b")["reserve"] == 5 - life


def test_bss01_102_ancient_fault_counts_two_red_symbols_during_your_turn(position):
    sc = position(two(a={"reserve": 9, "hand": ["Phobos Dragoon"], "field": ["Ancient Fault"]}))
    assert "play Phobos Dragoon (cost 3)" in sc.legal_actions()


@pytest.mark.parametrize("card,cost", [("Mechabeast Fortress Naumanngard", 5),  # cost 8: 8 - 3
                                       ("Racoon Guard", 2)])                     # cost 3: 3 - 1
def test_bss01_109_naumann_city_counts_three_white_symbols_for_a_machine_beast_of_cost_6(
        position, card, cost):
    sc = position(two(a={"reserve": 9, "hand": [card],
                         "field": ["Fortress Metropolis Naumann City"]}))
    assert f"play {card} (cost {cost})" in sc.legal_actions()
