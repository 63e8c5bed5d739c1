"""The BP02 Runecraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from decksim.games.sve.scenario import ScenarioError
from scenario_kit import card, make, names

# a cemetery of 5 spells and 5 Runecraft followers: Spellchain 10 only with Daria
CEM_5_5 = ["Wind Blast"] * 5 + ["Spectral Wizard"] * 5


def test_13_3_1_daria_counts_runecraft_followers_for_spellchain():
    # Rimewind: Spellchain 10 puts the follower on top of its owner's deck
    sc = make({"pp": 2, "hand": ["Rimewind"], "cemetery": CEM_5_5,
               "field": ["Daria, Dimensional Witch"]},
              {"field": ["Goliath"]})
    sc.apply("play Rimewind")
    assert sc.field("b") == [] and sc.zone("b", "deck")[0] == "Goliath"
    assert "Goliath" not in sc.zone("b", "hand")


def test_13_3_1_without_daria_followers_do_not_count_for_spellchain():
    sc = make({"pp": 2, "hand": ["Rimewind"], "cemetery": CEM_5_5, "field": ["Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Rimewind")
    assert sc.field("b") == [] and "Goliath" in sc.zone("b", "hand")


def test_13_3_1_daria_counts_only_runecraft_followers():
    cem = ["Wind Blast"] * 5 + ["Fighter"] * 5   # Neutral followers: not counted
    sc = make({"pp": 2, "hand": ["Rimewind"], "cemetery": cem,
               "field": ["Daria, Dimensional Witch"]},
              {"field": ["Goliath"]})
    sc.apply("play Rimewind")
    assert "Goliath" in sc.zone("b", "hand")


def test_5_15_rimewind_selects_unevolved_followers_only():
    sc = make({"pp": 2, "hand": ["Rimewind"]},
              {"field": [{"card": "Goliath", "evolved": True}]})
    assert "play Rimewind" not in sc.legal_actions()
    sc = make({"pp": 2, "hand": ["Rimewind"]},
              {"field": [{"card": "Goliath", "evolved": True}, "Fighter"]})
    sc.apply("play Rimewind")
    assert names(sc.field("b")) == ["Goliath"] and "Fighter" in sc.zone("b", "hand")


def test_daria_fanfare_discards_the_hand_and_fills_the_ex_area():
    sc = make({"pp": 6, "hand": ["Daria, Dimensional Witch", "Fighter", "Goliath"],
               "deck": ["Fighter"] * 8})
    sc.apply("play Daria, Dimensional Witch")
    assert sc.zone("a", "hand") == []
    assert len(sc.zone("a", "ex")) == 5
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath"]


def test_10_2_1_3_3_evolved_daria_cuts_an_ex_follower_and_spell_by_5_this_turn():
    sc = make({"pp": 6, "field": ["Daria, Dimensional Witch"],
               "evolve_deck": ["Daria, Dimensional Witch"],
               "ex": ["Flame Destroyer", "Golem Protection"]})
    sc.apply("evolve Daria, Dimensional Witch")      # 1 PP: 5 left
    assert sc.player("a")["pp"] == 5
    sc.apply("play Flame Destroyer from ex")          # 9 - 5 = 4
    assert sc.player("a")["pp"] == 1
    sc.apply("play Golem Protection from ex")         # 4 - 5: 0
    assert sc.player("a")["pp"] == 1


def test_10_2_1_3_3_daria_cut_ends_with_the_turn():
    sc = make({"pp": 1, "max_pp": 3, "field": ["Daria, Dimensional Witch"],
               "evolve_deck": ["Daria, Dimensional Witch"],
               "ex": ["Flame Destroyer"]})
    sc.apply("evolve Daria, Dimensional Witch")
    sc.end_turn()
    sc.end_turn()
    assert sc.player("a")["pp"] == 4
    assert "play Flame Destroyer from ex" not in sc.legal_actions()


def test_5_17_2_multipart_experiment_chooses_up_to_2_without_spellchain():
    sc = make({"pp": 4, "hand": ["Multipart Experiment"]}, {"field": ["Goliath"]})
    sc.dictate(("mode", 1), ("mode", 3)).apply("play Multipart Experiment")
    assert sc.field("b") == [] or card(sc, "b", "Goliath")["damage"] == 3
    assert len(sc.zone("a", "hand")) == 1 and sc.field("a") == []
    sc = make({"pp": 4, "hand": ["Multipart Experiment"]}, {"field": ["Goliath"]})
    with pytest.raises(ScenarioError):
        sc.dictate(("mode", 1), ("mode", 2), ("mode", 3)).apply("play Multipart Experiment")


def test_5_17_3_1_multipart_experiment_chooses_up_to_3_with_spellchain_10():
    sc = make({"pp": 4, "hand": ["Multipart Experiment"], "cemetery": ["Wind Blast"] * 10},
              {"field": ["Goliath"]})
    sc.dictate(("mode", 1), ("mode", 2), ("mode", 3)).apply("play Multipart Experiment")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert names(sc.field("a")) == ["Guardform Golem"] and len(sc.zone("a", "hand")) == 1


def test_witchbolt_draws_only_with_an_evolved_follower_of_yours():
    sc = make({"pp": 3, "hand": ["Witchbolt"], "field": ["Fighter"]}, {"field": ["Goliath"]})
    sc.apply("play Witchbolt")
    assert sc.field("b") == [] and sc.zone("a", "hand") == []
    sc = make({"pp": 3, "hand": ["Witchbolt"], "field": [{"card": "Goliath", "evolved": True}]},
              {"field": ["Lizardman"]})
    sc.apply("play Witchbolt")
    assert sc.field("b") == [] and len(sc.zone("a", "hand")) == 1


def test_anne_and_grea_cost_2_less_with_each_other_and_grea_deals_6():
    sc = make({"pp": 2, "hand": ["Grea the Dragonborn"],
               "field": ["Anne, Belle of Mysteria"]}, {"field": ["Lucifer"]})
    sc.apply("play Grea the Dragonborn")
    assert sc.player("a")["pp"] == 0
    sc = make({"field": ["Grea the Dragonborn", "Anne, Belle of Mysteria"]},
              {"field": ["Lucifer"]})
    sc.apply("activate Grea the Dragonborn #2")
    assert card(sc, "b", "Lucifer")["damage"] == 6
    sc = make({"field": ["Grea the Dragonborn"]}, {"field": ["Lucifer"]})
    sc.apply("activate Grea the Dragonborn #2")
    assert card(sc, "b", "Lucifer")["damage"] == 3
    sc = make({"pp": 3, "hand": ["Anne, Belle of Mysteria"]})
    assert "play Anne, Belle of Mysteria" not in sc.legal_actions()


def test_evolved_anne_searches_another_academic_follower():
    sc = make({"pp": 1, "field": ["Anne, Belle of Mysteria"],
               "evolve_deck": ["Anne, Belle of Mysteria"],
               "deck": ["Anne, Belle of Mysteria", "Fighter", "Craig, Wizard of Mysteria"]
               + ["Fighter"] * 5})
    sc.apply("evolve Anne, Belle of Mysteria")
    assert sc.zone("a", "hand") == ["Craig, Wizard of Mysteria"]


def test_13_3_3_pascale_earth_rite_quick_abilities():
    sc = make({"field": ["Sun Oracle Pascale", "Magic Sediment"]}, {"field": ["Goliath"]})
    sc.apply("activate Sun Oracle Pascale #2")
    g = card(sc, "b", "Goliath")
    assert (g["attack"], g["defense"]) == (1, 2)
    assert names(sc.field("a")) == ["Sun Oracle Pascale"]
    assert card(sc, "a", "Sun Oracle Pascale")["engaged"]


def test_13_3_3_remi_and_rami_golem_gains_2_attack_with_earth_rite():
    sc = make({"pp": 1, "field": ["Remi & Rami, Witchy Duo", "Magic Sediment"],
               "evolve_deck": ["Remi & Rami, Witchy Duo"]})
    sc.dictate(("pay", True)).apply("evolve Remi & Rami, Witchy Duo")
    assert card(sc, "a", "Strikeform Golem")["attack"] == 5
    assert "Magic Sediment" not in names(sc.field("a"))


def test_13_3_3_shadow_witch_banishes_with_earth_rite():
    sc = make({"pp": 5, "hand": ["Shadow Witch"], "field": ["Magic Sediment"]},
              {"field": ["Lucifer"]})
    sc.dictate(("pay", True)).apply("play Shadow Witch")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Lucifer"]


def test_13_3_2_4_grand_gargoyle_adds_2_stack_when_destroyed():
    sc = make({"field": [{"card": "Grand Gargoyle", "damage": 3, "engaged": True}, "Magic Sediment"]},
              {"field": [{"card": "Goliath"}]}, active="b")
    sc.apply("attack Goliath -> Grand Gargoyle")
    assert card(sc, "a", "Magic Sediment")["stack"] == 3   # 1 when put, + 2


def test_red_hot_ritual_and_magical_strategy():
    sc = make({"pp": 6, "hand": ["Red-Hot Ritual", "Magical Strategy"]}, {"field": ["Goliath"]})
    sc.apply("play Red-Hot Ritual")
    sc.apply("play Magical Strategy")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert names(sc.field("a")) == ["Red-Hot Ritual", "Magical Pawn"]


def test_evolved_daria_with_an_empty_ex_area_still_evolves():
    sc = make({"pp": 1, "field": ["Daria, Dimensional Witch"],
               "evolve_deck": ["Daria, Dimensional Witch"]})
    sc.apply("evolve Daria, Dimensional Witch")
    assert card(sc, "a", "Daria, Dimensional Witch")["evolved"]

