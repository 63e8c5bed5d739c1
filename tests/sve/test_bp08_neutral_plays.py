"""The BP08 Neutral cards with a non-trivial ability, each played in an exact position
with the scenario API (docs/scenarios.md). Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from scenario_kit import FILL, card, make, names

ARBITER = "Alterplane Arbiter"
SYLVIA = "Sylvia, the Condemner"
SAHAQUIEL = "Sahaquiel"
SLASH = "Slash of the One"
REINA = "Reina, Evolution's Herald"
EPHEMERA = "Ephemera, Sword Angel"
MAP = "Treasure Map"
MINOTAUR = "Steelclad Minotaur"
ENCHANTRESS = "High Enchantress"
PIG = "Happy Pig"
MITHRA = "Mithra, Daybreak Deity"
GATE = "Sentry Gate"
SNIPE = "Angelic Snipe"


# ------------------------------------------------------------ Alterplane Arbiter

def test_4_9_alterplane_arbiter_deals_the_buried_cards_of_the_declared_cost_to_each_enemy():
    top = ["Fighter", "Fighter", "Goliath", "Fighter", SNIPE]   # three of cost 2
    sc = make({"pp": 5, "hand": [ARBITER], "deck": top + FILL},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("x", 2)).apply(f"play {ARBITER}")
    assert sorted(sc.zone("a", "cemetery")) == sorted(top)
    assert names(sc.field("b")) == ["Goliath"]          # Fighter (3 defense) destroyed
    assert card(sc, "b", "Goliath")["damage"] == 3


def test_alterplane_arbiter_deals_nothing_when_no_buried_card_costs_the_declared_number():
    sc = make({"pp": 5, "hand": [ARBITER], "deck": ["Fighter"] * 5 + FILL},
              {"field": ["Goliath"]})
    sc.dictate(("x", 7)).apply(f"play {ARBITER}")
    assert len(sc.zone("a", "cemetery")) == 5
    assert card(sc, "b", "Goliath")["damage"] == 0


def test_alterplane_arbiter_pilot_declares_the_cost_most_of_its_deck_has():
    # the deck holds seven 3-cost cards and two 2-cost ones: the pilot names 3; four of
    # the five buried cost 3
    deck = ["Goliath", "Goliath", "Fighter", "Goliath", "Goliath", "Goliath", "Fighter",
            "Goliath", "Goliath"]
    sc = make({"pp": 5, "hand": [ARBITER], "deck": deck}, {"field": ["Goliath", "Fighter"]})
    sc.apply(f"play {ARBITER}")
    assert sc.field("b") == []                          # 4 damage to each


def test_10_6_2_3_3_evolved_arbiter_takes_3_names_of_one_cost_from_the_cemetery():
    cem = ["Fighter", "Archer", "Veteran Lancer", "Goliath", "Elf Metallurgist"]
    sc = make({"pp": 2, "field": [ARBITER], "evolve_deck": [ARBITER], "cemetery": cem})
    sc.apply(f"evolve {ARBITER}")
    # four names of cost 2: the latest three
    assert sorted(sc.zone("a", "hand")) == sorted(["Archer", "Veteran Lancer",
                                                   "Elf Metallurgist"])
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath"]


def test_evolved_arbiter_takes_the_highest_cost_with_3_names():
    cem = ["Fighter", "Archer", "Veteran Lancer", "Goliath", "Badb Catha",
           "Chaht, Ringside Announcer"]
    sc = make({"pp": 2, "field": [ARBITER], "evolve_deck": [ARBITER], "cemetery": cem})
    sc.apply(f"evolve {ARBITER}")
    assert sorted(sc.zone("a", "hand")) == sorted(["Goliath", "Badb Catha",
                                                   "Chaht, Ringside Announcer"])


def test_evolved_arbiter_takes_nothing_without_3_different_names_of_one_cost():
    # copies of one name count once (three Fighters, an Archer: two names of cost 2)
    cem = ["Fighter", "Fighter", "Fighter", "Archer", "Goliath", SNIPE]
    sc = make({"pp": 2, "field": [ARBITER], "evolve_deck": [ARBITER], "cemetery": cem})
    sc.apply(f"evolve {ARBITER}")
    assert sc.zone("a", "hand") == [] and len(sc.zone("a", "cemetery")) == 6


# ------------------------------------------------------------ Sylvia, the Condemner

def test_5_5_sylvia_destroys_an_enemy_follower_and_deals_5_to_its_leader():
    sc = make({"pp": 7, "hand": [SYLVIA]}, {"field": ["Goliath"]})
    sc.apply(f"play {SYLVIA}")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 15


def test_8_3_sylvia_from_the_hand_pays_2_discards_itself_and_destroys_a_cost_5_follower():
    sc = make({"pp": 2, "hand": [SYLVIA]}, {"field": [MITHRA, "Goliath"]})
    act = f"activate {SYLVIA} #2 from hand"
    assert act in sc.legal_actions()
    sc.apply(act)
    assert names(sc.field("b")) == ["Goliath"]
    assert sc.zone("a", "hand") == [] and sc.zone("a", "cemetery") == [SYLVIA]
    assert sc.player("a")["pp"] == 0 and sc.player("b")["leader"] == 20


def test_10_6_2_3_4_sylvia_from_the_hand_needs_an_enemy_follower_of_cost_5_or_more():
    act = f"activate {SYLVIA} #2 from hand"
    assert act not in make({"pp": 2, "hand": [SYLVIA]}, {"field": ["Goliath"]}).legal_actions()
    assert act not in make({"pp": 1, "hand": [SYLVIA]}, {"field": [MITHRA]}).legal_actions()


# ------------------------------------------------------------ Sahaquiel

def test_5_4_1_sahaquiel_puts_a_neutral_follower_that_returns_at_your_end_phase_7_4_1():
    sc = make({"leader": 10, "pp": 6, "hand": [SAHAQUIEL, "Archer", PIG]})
    sc.apply(f"play {SAHAQUIEL}")
    assert names(sc.field("a")) == [SAHAQUIEL, PIG]     # not Archer (Forestcraft)
    pig = card(sc, "a", PIG)
    assert "return_at_end_phase" in pig["keywords"]
    assert sc.player("a")["leader"] == 11               # its Fanfare (12.4.3)
    assert sc.player("a")["played_this_turn"] == 1      # put, not played (5.4.1)
    sc.end_turn()
    assert names(sc.field("a")) == [SAHAQUIEL]
    assert sorted(sc.zone("a", "hand")) == ["Archer", PIG]
    assert sc.player("a")["leader"] == 11               # no Last Words: not the cemetery


def test_sahaquiel_puts_nothing_without_a_neutral_follower_in_hand():
    sc = make({"pp": 6, "hand": [SAHAQUIEL, "Archer", SNIPE]})
    sc.apply(f"play {SAHAQUIEL}")
    assert names(sc.field("a")) == [SAHAQUIEL]
    sc.end_turn()
    assert names(sc.field("a")) == [SAHAQUIEL]          # Sahaquiel itself stays


def test_return_at_end_phase_goes_in_its_controllers_end_phase_only():
    sc = make({}, {"field": [{"card": "Goliath", "keywords": ["return_at_end_phase"]}]})
    sc.end_turn()                                       # a's end phase: b's card stays
    assert names(sc.field("b")) == ["Goliath"]
    sc.end_turn()                                       # b's end phase
    assert sc.field("b") == [] and "Goliath" in sc.zone("b", "hand")


def test_12_10_12_11_evolved_sahaquiel_gives_each_follower_rush_and_assail():
    fresh = {"card": "Fighter", "entered_this_turn": True}
    sc = make({"pp": 2, "field": [SAHAQUIEL, fresh], "evolve_deck": [SAHAQUIEL]},
              {"field": ["Goliath"]})   # reserved: only Assail attacks it (12.11)
    assert "attack Fighter -> Goliath" not in sc.legal_actions()
    sc.apply(f"evolve {SAHAQUIEL}")
    assert {"rush", "assail"} <= set(card(sc, "a", "Fighter")["keywords"])
    assert {"rush", "assail"} <= set(card(sc, "a", SAHAQUIEL)["keywords"])
    assert "attack Fighter -> Goliath" in sc.legal_actions()


# ------------------------------------------------------------ Tart Man, Ms. Tart Man

@pytest.mark.parametrize("name", ["Tart Man", "Ms. Tart Man"])
def test_5_7_tart_man_searches_any_card(name):
    sc = make({"pp": 4, "hand": [name], "deck": ["Fighter"] * 4 + ["Ouroboros"]})
    sc.apply(f"play {name}")
    assert sc.zone("a", "hand") == ["Ouroboros"]
    assert sorted(sc.zone("a", "deck")) == ["Fighter"] * 4


# ------------------------------------------------------------ Slash of the One

def test_5_5_slash_of_the_one_destroys_an_amulet_and_with_2_cards_in_hand_deals_2():
    sc = make({"pp": 3, "hand": [SLASH, "Fighter", "Goliath"]}, {"field": [GATE]})
    sc.apply(f"play {SLASH}")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 18


def test_slash_of_the_one_deals_nothing_to_the_leader_with_3_cards_in_hand():
    sc = make({"pp": 3, "hand": [SLASH, "Fighter", "Goliath", "Archer"]},
              {"field": ["Goliath"]})
    sc.apply(f"play {SLASH}")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 20


def test_10_6_2_3_4_slash_of_the_one_needs_an_enemy_card_of_cost_4_or_less():
    sc = make({"pp": 3, "hand": [SLASH]}, {"field": [MITHRA]})
    assert f"play {SLASH}" not in sc.legal_actions()


# ------------------------------------------------------------ Reina, Evolution's Herald

def test_4_2_3_reina_deals_the_face_up_evolved_followers_of_your_evolve_deck():
    sc = make({"pp": 5, "hand": [REINA], "evolve_deck": [REINA],
               "evolve_deck_face_up": ["Goliath", ARBITER, "Annerose"]},
              {"field": [MITHRA]})
    sc.apply(f"play {REINA}")
    assert card(sc, "b", MITHRA)["damage"] == 3


def test_4_2_3_evolved_reina_turns_one_face_down_and_searches_a_follower():
    sc = make({"pp": 2, "field": [REINA], "evolve_deck": [REINA],
               "evolve_deck_face_up": ["Goliath"], "deck": [SNIPE, "Fighter", SNIPE]})
    sc.apply(f"evolve {REINA}")
    # Reina's own card is face up as it is linked to her (5.15.1); Goliath face down
    assert sc.evolve_deck("a") == [f"{REINA} (face up)", "Goliath"]
    assert sc.zone("a", "hand") == ["Fighter"]


def test_10_6_2_3_4_evolved_reina_searches_nothing_without_a_face_up_evolved_follower():
    sc = make({"pp": 2, "field": [REINA], "evolve_deck": [REINA],
               "deck": [SNIPE, "Fighter", SNIPE]})
    sc.apply(f"evolve {REINA}")
    assert sc.zone("a", "hand") == []


# ------------------------------------------------------------ Ephemera, Sword Angel

def test_12_11_ephemera_gets_plus_1_and_assail_with_3_cards_on_the_enemy_field():
    sc = make({"pp": 1, "hand": [EPHEMERA]}, {"field": ["Fighter", "Goliath", GATE]})
    sc.apply(f"play {EPHEMERA}")
    e = card(sc, "a", EPHEMERA)
    assert e["attack"] == 3 and "assail" in e["keywords"] and "rush" in e["keywords"]
    sc = make({"pp": 1, "hand": [EPHEMERA]}, {"field": ["Fighter", "Goliath"]})
    sc.apply(f"play {EPHEMERA}")
    e = card(sc, "a", EPHEMERA)
    assert e["attack"] == 2 and "assail" not in e["keywords"]


# ------------------------------------------------------------ Treasure Map

def test_5_10_treasure_map_takes_a_follower_and_an_amulet_of_the_top_7():
    top = [SNIPE, "Goliath", SNIPE, GATE, "Fighter", SNIPE, SNIPE]
    sc = make({"pp": 3, "hand": [MAP], "deck": top + ["Ouroboros"]})
    sc.apply(f"play {MAP}")
    hand = sc.zone("a", "hand")
    assert len(hand) == 2 and GATE in hand and set(hand) & {"Goliath", "Fighter"}
    assert sc.zone("a", "deck")[0] == "Ouroboros"       # the rest went to the bottom


# ------------------------------------------------------------ Steelclad Minotaur

def test_10_2_1_3_2_steelclad_minotaur_takes_2_less_combat_damage():
    sc = make({"field": [MINOTAUR]}, {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {MINOTAUR} -> Goliath")
    assert card(sc, "a", MINOTAUR)["damage"] == 1       # 3 - 2
    sc = make({"field": [MINOTAUR]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"attack {MINOTAUR} -> Fighter")
    assert card(sc, "a", MINOTAUR)["damage"] == 0       # 2 - 2, not below 0


def test_5_13_3_3_steelclad_minotaur_takes_ability_damage_in_full():
    sc = make({"pp": 5, "hand": [REINA], "evolve_deck": [REINA],
               "evolve_deck_face_up": ["Goliath"] * 3}, {"field": [MINOTAUR]})
    sc.apply(f"play {REINA}")
    assert card(sc, "b", MINOTAUR)["damage"] == 3


# ------------------------------------------------------------ High Enchantress

def test_4_8_high_enchantress_each_player_puts_their_top_card_into_ex_twice():
    sc = make({"pp": 4, "hand": [ENCHANTRESS], "deck": ["Fighter", "Goliath", *FILL]},
              {"deck": ["Annerose", "Archer", *FILL]})
    sc.apply(f"play {ENCHANTRESS}")
    assert sc.zone("a", "ex") == ["Fighter", "Goliath"]
    assert sc.zone("b", "ex") == ["Annerose", "Archer"]


def test_evolved_high_enchantress_deals_the_cards_of_your_ex_area():
    sc = make({"pp": 1, "field": [ENCHANTRESS], "evolve_deck": [ENCHANTRESS],
               "ex": ["Fighter", "Goliath", SNIPE]}, {"field": [MITHRA]})
    sc.apply(f"evolve {ENCHANTRESS}")
    assert card(sc, "b", MITHRA)["damage"] == 3


# ------------------------------------------------------------ Happy Pig

def test_12_4_12_5_happy_pig_gives_your_leader_1_on_fanfare_and_on_last_words():
    sc = make({"leader": 10, "pp": 2, "hand": [PIG]}, {"field": ["Goliath"]})
    sc.apply(f"play {PIG}")
    assert sc.player("a")["leader"] == 11
    sc = make({"leader": 10, "field": [PIG]}, {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {PIG} -> Goliath")                # 3 damage: destroyed
    assert sc.field("a") == [] and sc.player("a")["leader"] == 11
