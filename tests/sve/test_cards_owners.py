"""Cards that take the opponent's cards (card owners, 3.1.1 / 5.21.3), effects the
opponent performs, a cost change on a card moved from the cemetery to the EX area and
a spell returning to hand, played through the scenario API (docs/scenarios.md).
Test names carry the rule numbers of the comprehensive rules 1.8.0.
"""
from __future__ import annotations

from decksim.core.sve import state as ST
from scenario_kit import card, make, names

GRAVE = ["Fighter", "Goliath", "Angelic Snipe", "Fighter", "Fighter", "Fighter", "Fighter",
         "Fighter", "Fighter", "Fighter"]   # 10 cards: Octrice's conditions hold


# ---------------------------------------------------------------- Octrice (BP05-018 / 019)

def test_3_1_1_octrice_fanfare_mills_two_enemy_cards():
    sc = make({"pp": 2, "hand": ["Octrice, Omen of Usurpation"]},
              {"deck": ["Goliath", "Fighter", "Angelic Snipe"]})
    sc.apply("play Octrice, Omen of Usurpation")
    assert sorted(sc.zone("b", "cemetery")) == ["Fighter", "Goliath"]
    assert sc.zone("b", "deck") == ["Angelic Snipe"]


def test_12_2_octrice_evolves_for_0_pp_with_10_enemy_cemetery_cards():
    sc = make({"pp": 0, "ep": 0, "field": ["Octrice, Omen of Usurpation"],
               "evolve_deck": ["Octrice, Omen of Usurpation"]}, {"cemetery": list(GRAVE)})
    assert "evolve Octrice, Omen of Usurpation" in sc.legal_actions()
    few = make({"pp": 0, "ep": 0, "field": ["Octrice, Omen of Usurpation"],
                "evolve_deck": ["Octrice, Omen of Usurpation"]}, {"cemetery": GRAVE[:9]})
    assert not any(a.startswith("evolve") for a in few.legal_actions())


def test_3_1_1_octrice_takes_an_enemy_card_into_your_ex_area_and_it_goes_back_to_its_owner():
    sc = make({"pp": 5, "field": ["Octrice, Omen of Usurpation"],
               "evolve_deck": ["Octrice, Omen of Usurpation"]},
              {"cemetery": list(GRAVE), "field": []})
    sc.apply("evolve Octrice, Omen of Usurpation")
    assert sc.zone("a", "ex") == ["Goliath"]           # On Evolve: the best card
    assert "Goliath" not in sc.zone("b", "cemetery")
    assert sc.player("a")["pp"] == 5                    # the Evolve cost 0
    sc.apply("play Goliath from ex")                    # 5 - 2 (the EX cost aura)
    assert sc.player("a")["pp"] == 2
    assert "Goliath" in names(sc.field("a"))
    # 5.5.1 / 5.21.3: destroyed, it goes to its owner's cemetery
    goliath = [i for i, c in enumerate(sc.field("a")) if c["card"] == "Goliath"][0]
    sc.S[ST.fo(0, goliath) + ST.F_DMG] = 99             # 11.3.1 at the next rules handling
    sc.confirm()
    assert "Goliath" in sc.zone("b", "cemetery")
    assert "Goliath" not in sc.zone("a", "cemetery")


def test_3_1_1_octrice_plays_an_enemy_spell_for_0_and_it_returns_to_its_owners_cemetery():
    sc = make({"pp": 8, "field": [{"card": "Octrice, Omen of Usurpation", "evolved": True}]},
              {"cemetery": ["Angelic Snipe"], "field": ["Fighter"]})
    sc.apply("activate Octrice, Omen of Usurpation (evolved) #2")
    assert sc.player("a")["pp"] == 0
    assert sc.zone("b", "cemetery") == ["Angelic Snipe"]   # 10.6.2.8.3: its owner's
    assert sc.zone("a", "cemetery") == []
    assert sc.player("a")["played_this_turn"] == 1


def test_5_21_3_a_follower_played_from_the_enemy_cemetery_returns_to_its_owners_hand():
    sc = make({"pp": 8, "hand": ["Ancient Elf"], "field": ["Octrice, Omen of Usurpation"]},
              {"cemetery": ["Goliath"]})
    sc.apply("activate Octrice, Omen of Usurpation #3")
    assert names(sc.field("a")) == ["Octrice, Omen of Usurpation", "Goliath"]
    sc.S[ST.fo(0, 0) + ST.F_DMG] = 99                   # Octrice is destroyed (11.3.1)
    sc.confirm()
    sc.S[ST.pb(0) + ST.P_PP] = 2
    sc.dictate(("pay", True))
    sc.apply("play Ancient Elf")                        # returns another card to hand
    assert "Goliath" in sc.zone("b", "hand")
    assert "Goliath" not in sc.zone("a", "hand")


# ---------------------------------------------------------------- Avaritia (BP05-034)

def test_10_6_2_8_3_avaritia_returns_to_hand_when_it_reveals_octrice():
    sc = make({"pp": 1, "hand": ["Avaritia"],
               "deck": ["Octrice, Omen of Usurpation", "Fighter", "Fighter", "Fighter"]})
    sc.apply("play Avaritia")
    assert sorted(sc.zone("a", "hand")) == ["Avaritia", "Octrice, Omen of Usurpation"]
    assert sc.zone("a", "cemetery") == []


def test_10_6_2_8_3_avaritia_revealing_another_thief_goes_to_the_cemetery():
    sc = make({"pp": 1, "hand": ["Avaritia"],
               "deck": ["Servant of Usurpation", "Fighter", "Fighter", "Fighter"]})
    sc.apply("play Avaritia")
    assert sc.zone("a", "hand") == ["Servant of Usurpation"]
    assert sc.zone("a", "cemetery") == ["Avaritia"]


# ---------------------------------------------------------------- Phoenix Roost (BP01-083)

def test_3_1_2_4_phoenix_roost_the_opponent_looks_at_their_own_top_card_in_their_main_phase():
    sc = make({"field": ["Phoenix Roost"], "deck": ["Fighter"] * 6},
              {"deck": ["Goliath", "Fighter", "Fighter"], "field": []})
    sc.end_turn()                                       # b draws Goliath, then looks
    assert sc.state()["active"] == "b"
    assert names(sc.field("b")) == ["Fighter"]          # their top card, a follower
    assert names(sc.field("a")) == ["Phoenix Roost"]
    assert sc.zone("b", "deck") == ["Fighter"]


# ---------------------------------------------------------------- Spinaria (EBD01-007)

def test_4_8_spinaria_puts_a_cheap_forest_follower_from_the_cemetery_into_the_ex_area():
    sc = make({"pp": 3, "hand": ["Spinaria, Wavering Will"],
               "cemetery": ["Rose Queen", "Elf Metallurgist", "Fighter"]})
    sc.apply("play Spinaria, Wavering Will")
    assert sc.zone("a", "ex") == ["Elf Metallurgist"]
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Rose Queen"]
    assert "play Elf Metallurgist from ex" in sc.legal_actions()   # 2 - 2 = 0 this turn
    sc.apply("play Elf Metallurgist from ex")
    assert sc.player("a")["pp"] == 0


def test_12_2_spinaria_heals_your_leader_2_whenever_a_follower_of_yours_evolves():
    sc = make({"pp": 1, "leader": 15, "field": ["Spinaria, Wavering Will", "Archer"],
               "evolve_deck": ["Archer"]})
    sc.apply("evolve Archer")
    assert sc.player("a")["leader"] == 17
    assert card(sc, "a", "Archer", evolved=True)
