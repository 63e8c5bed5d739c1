"""The BP02 Swordcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names


def test_10_2_1_3_2_evolved_albert_takes_no_combat_damage_and_strikes_twice():
    sc = make({"pp": 3, "field": ["Albert, Levin Saber"], "evolve_deck": ["Albert, Levin Saber"]},
              {"field": [{"card": "Goliath", "engaged": True, "attack_bonus": 5}]})
    sc.apply("evolve Albert, Levin Saber")
    sc.apply("attack Albert, Levin Saber (evolved) -> Goliath")
    albert = card(sc, "a", "Albert, Levin Saber")
    assert albert["damage"] == 0 and not albert["engaged"]     # Strike: refreshed once
    sc.apply("attack Albert, Levin Saber (evolved) -> leader")
    assert sc.player("b")["leader"] == 17
    assert card(sc, "a", "Albert, Levin Saber")["engaged"]      # once per turn


def test_albert_ability_damage_still_hits_after_evolving():
    sc = make({"pp": 3, "field": ["Albert, Levin Saber"], "evolve_deck": ["Albert, Levin Saber"]},
              {"pp": 2, "hand": ["Whole-Souled Swing"]})
    sc.apply("evolve Albert, Levin Saber")
    sc.dictate(("quick", "play Whole-Souled Swing"), ("target", "a:Albert, Levin Saber (evolved)"))
    sc.apply("attack Albert, Levin Saber (evolved) -> leader")
    assert card(sc, "a", "Albert, Levin Saber")["damage"] == 3


def test_8_4_9_alexander_refreshes_after_dealing_combat_damage_on_its_turn():
    sc = make({"field": ["Alexander"]})
    sc.apply("attack Alexander -> leader")
    assert not card(sc, "a", "Alexander")["engaged"] and sc.player("b")["leader"] == 15
    sc.apply("attack Alexander -> leader")
    assert sc.player("b")["leader"] == 10


def test_alexander_stays_engaged_after_defending_on_the_enemy_turn():
    sc = make({"field": [{"card": "Alexander", "engaged": True}]},
              {"field": ["Fighter"]}, active="b")
    sc.apply("attack Fighter -> Alexander")
    assert card(sc, "a", "Alexander")["engaged"]


def test_5_17_amelia_puts_a_cheap_follower_from_hand_or_deals_4():
    sc = make({"pp": 4, "hand": ["Amelia, Silver Paladin", "Fighter", "Leonidas"]})
    sc.dictate(("mode", 1)).apply("play Amelia, Silver Paladin")
    assert names(sc.field("a")) == ["Amelia, Silver Paladin", "Fighter"]
    assert sc.zone("a", "hand") == ["Leonidas"] and sc.player("a")["played_this_turn"] == 1
    sc = make({"pp": 4, "hand": ["Amelia, Silver Paladin"]}, {"field": ["Goliath"]})
    sc.dictate(("mode", 2)).apply("play Amelia, Silver Paladin")
    assert sc.field("b") == []


def test_12_4_3_amelia_puts_a_follower_whose_fanfare_triggers():
    sc = make({"pp": 4, "hand": ["Amelia, Silver Paladin", "Gunner Maid Seria"],
               "deck": ["Fighter", "Crystalia Tia"] + ["Fighter"] * 6})
    sc.dictate(("mode", 1)).apply("play Amelia, Silver Paladin")
    assert "Gunner Maid Seria" in names(sc.field("a"))
    assert sc.zone("a", "hand") == ["Crystalia Tia"]


def test_12_5_evolved_leonidas_trades_5_damage_and_leaves_its_resolve():
    sc = make({"pp": 1, "field": ["Leonidas"], "evolve_deck": ["Leonidas"]},
              {"field": ["Goliath"]})
    sc.apply("evolve Leonidas")
    assert sc.field("b") == [] and card(sc, "a", "Leonidas")["damage"] == 5
    sc = make({"field": [{"card": "Leonidas", "evolved": True, "damage": 5}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Leonidas (evolved) -> Goliath")
    assert names(sc.field("a")) == ["Leonidas's Resolve"]


def test_white_paladin_engages_for_two_shield_guardians():
    sc = make({"pp": 2, "field": ["White Paladin"]})
    sc.apply("activate White Paladin #1")
    assert names(sc.field("a")).count("Shield Guardian") == 2
    assert card(sc, "a", "White Paladin")["engaged"]


def test_evolved_jeno_takes_a_levin_follower_of_another_name():
    sc = make({"pp": 1, "field": ["Jeno, Levin Vanguard"], "evolve_deck": ["Jeno, Levin Vanguard"],
               "deck": ["Jeno, Levin Vanguard", "Fighter", "Fighter", "Fighter"] * 2})
    sc.apply("evolve Jeno, Levin Vanguard")
    assert sc.zone("a", "hand") == []
    sc = make({"pp": 1, "field": ["Jeno, Levin Vanguard"], "evolve_deck": ["Jeno, Levin Vanguard"],
               "deck": ["Jeno, Levin Vanguard", "Yurius, Levin Duke", "Fighter", "Fighter"] * 2})
    sc.apply("evolve Jeno, Levin Vanguard")
    assert sc.zone("a", "hand") == ["Yurius, Levin Duke"]


def test_12_3_yurius_engages_to_ping_an_enemy_follower():
    sc = make({"field": ["Yurius, Levin Duke"]}, {"field": ["Goliath"]})
    sc.apply("activate Yurius, Levin Duke #1")
    assert card(sc, "b", "Goliath")["damage"] == 1 and card(sc, "a", "Yurius, Levin Duke")["engaged"]


def test_whole_souled_swing_deals_3_and_stores_a_knight():
    sc = make({"pp": 2, "hand": ["Whole-Souled Swing"]}, {"field": ["Fighter"]})
    sc.apply("play Whole-Souled Swing")
    assert sc.field("b") == [] and sc.zone("a", "ex") == ["Knight"]


def test_swift_infiltrator_grows_when_a_follower_evolves():
    sc = make({"pp": 1, "field": ["Swift Infiltrator", "Leonidas"], "evolve_deck": ["Leonidas"]},
              {"field": ["Fighter"]})
    sc.apply("evolve Leonidas")
    inf = card(sc, "a", "Swift Infiltrator")
    assert (inf["attack"], inf["defense"]) == (3, 3)


def test_samurai_buys_storm_and_bane():
    sc = make({"pp": 5, "hand": ["Samurai"]})
    sc.apply("play Samurai")
    sc.apply("activate Samurai #1")
    assert {"storm", "bane"} <= set(card(sc, "a", "Samurai")["keywords"])
    assert "attack Samurai -> leader" in sc.legal_actions()


def test_5_7_evolved_avant_blader_searches_two_officer_followers():
    sc = make({"pp": 1, "field": ["Avant Blader"], "evolve_deck": ["Avant Blader"],
               "deck": ["Goliath", "Samurai", "Goliath", "Swift Infiltrator", "Samurai"]})
    sc.apply("evolve Avant Blader")
    assert len(sc.zone("a", "hand")) == 2 and "Goliath" not in sc.zone("a", "hand")


def test_5_5_flame_soldier_deals_4_after_an_ally_was_destroyed_this_turn():
    sc = make({"pp": 3, "hand": ["Flame Soldier"]}, {"field": ["Goliath"]})
    sc.apply("play Flame Soldier")
    assert card(sc, "b", "Goliath")["damage"] == 1
    sc = make({"pp": 3, "hand": ["Flame Soldier"], "field": ["Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True, "attack_bonus": 2}, "Goliath"]})
    sc.apply("attack Fighter -> Goliath")               # Fighter destroyed
    sc.dictate(("target", "b:Goliath [2]"))
    sc.apply("play Flame Soldier")
    assert "Goliath" in names(sc.field("b")) and len(sc.field("b")) == 1


def test_gunner_maid_seria_searches_a_princess():
    sc = make({"pp": 2, "hand": ["Gunner Maid Seria"],
               "deck": ["Fighter", "Crystalia Tia", "Fighter"]})
    sc.apply("play Gunner Maid Seria")
    assert sc.zone("a", "hand") == ["Crystalia Tia"]
