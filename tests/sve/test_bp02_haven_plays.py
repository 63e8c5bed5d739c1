"""The BP02 Havencraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from scenario_kit import card, make, names, refuses

AEGIS = "Heavenly Aegis"
SERAPH = "Enstatued Seraph"


# ---------------------------------------------------------------- Heavenly Aegis

def test_5_5_heavenly_aegis_is_not_destroyed_by_a_destroy_effect():
    sc = make({"pp": 5, "hand": ["Themis's Decree"], "field": [AEGIS, "Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Themis's Decree")
    assert names(sc.field("a")) == [AEGIS] and sc.field("b") == []


def test_11_3_2_1_heavenly_aegis_survives_a_fight_with_bane():
    sc = make({"field": [{"card": AEGIS, "engaged": True}]},
              {"field": ["Spectre"]}, active="b")
    sc.apply("attack Spectre -> Heavenly Aegis")
    assert card(sc, "a", AEGIS)["damage"] == 2 and sc.field("b") == []


def test_11_3_1_heavenly_aegis_is_destroyed_by_ability_damage():
    sc = make({"field": [{"card": AEGIS, "damage": 6}]},
              {"pp": 2, "hand": ["Total Domination"], "field": ["Goliath"]}, active="b")
    sc.apply("play Total Domination")
    assert sc.field("a") == [] and AEGIS in sc.zone("a", "cemetery")


def test_12_2_heavenly_aegis_evolves_by_discarding_three_cards():
    sc = make({"pp": 0, "hand": ["Fighter", "Goliath", "Fighter"], "field": [AEGIS],
               "evolve_deck": [AEGIS]})
    sc.apply("evolve Heavenly Aegis by alternative cost")
    assert card(sc, "a", AEGIS)["evolved"] and sc.zone("a", "hand") == []
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Fighter", "Goliath"]
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 0, "hand": ["Fighter", "Goliath"], "field": [AEGIS],
               "evolve_deck": [AEGIS]})
    assert not any(a.startswith("evolve") for a in sc.legal_actions())


def test_evolved_heavenly_aegis_takes_no_damage_this_turn_and_the_next_enemy_turn():
    sc = make({"pp": 4, "hand": ["Total Domination"], "field": [AEGIS],
               "evolve_deck": [AEGIS]},
              {"field": [{"card": "Goliath", "engaged": True}, "Fighter", "Fighter"]})
    sc.apply("evolve Heavenly Aegis")
    sc.dictate(("target", "a:Heavenly Aegis (evolved)"))
    sc.apply("play Total Domination")          # 2 ability damage to it: none taken
    assert card(sc, "a", AEGIS)["damage"] == 0
    sc.apply("attack Heavenly Aegis (evolved) -> Goliath")   # nor combat damage
    assert card(sc, "a", AEGIS)["damage"] == 0
    sc.end_turn()                              # the opponent's next turn: none either
    sc.apply("attack Fighter -> Heavenly Aegis (evolved)")
    assert card(sc, "a", AEGIS)["damage"] == 0 and names(sc.field("b")) == ["Fighter"]
    sc.end_turn()
    sc.apply("attack Heavenly Aegis (evolved) -> leader")
    sc.end_turn()                              # the opponent's turn after: damage again
    sc.apply("attack Fighter -> Heavenly Aegis (evolved)")
    assert card(sc, "a", AEGIS)["damage"] == 2


# ---------------------------------------------------------------- Enstatued Seraph

def test_15_1_enstatued_seraph_gains_a_prayer_counter_each_end_phase():
    sc = make({"field": [{"card": SERAPH, "counters": 2}]})
    sc.end_turn()
    assert card(sc, "a", SERAPH)["counters"] == 3
    sc.end_turn()                              # the opponent's end phase: none
    assert card(sc, "a", SERAPH)["counters"] == 3


def test_enstatued_seraph_with_four_counters_leaves_heals_and_searches_two_free_cards():
    sc = make({"leader": 10, "field": [{"card": SERAPH, "counters": 3}],
               "deck": ["Kaguya", "Goliath"] + ["Fighter"] * 6})
    sc.end_turn()
    a = sc.player("a")
    assert a["field"] == [] and SERAPH in a["cemetery"]
    assert a["leader"] == 20
    assert len(a["ex"]) == 2
    sc.end_turn()                              # a's next turn: 1 PP; the two cost 0
    assert sc.player("a")["pp"] == 1
    for c in list(sc.player("a")["ex"]):
        sc.apply(f"play {c} from ex")
    assert sc.player("a")["pp"] == 1 and sc.player("a")["ex"] == []


def test_10_10_2_4_a_cost_set_to_0_is_changed_by_cost_increases_after():
    # Rulenye: the opponent's spells cost 1 more; Seraph's searched spells cost 0 + 1
    sc = make({"field": [{"card": SERAPH, "counters": 3}], "deck": ["Wind Blast"] * 8},
              {"field": ["Rulenye, Omen of Silence", "Goliath"]})
    sc.end_turn()
    assert sc.zone("a", "ex") == ["Wind Blast", "Wind Blast"]
    sc.end_turn()
    assert sc.player("a")["pp"] == 1
    sc.apply("play Wind Blast from ex")
    assert sc.player("a")["pp"] == 0
    assert "play Wind Blast from ex" not in sc.legal_actions()


def test_5_5_enstatued_seraph_is_not_destroyed_by_execution():
    sc = make({"field": [SERAPH]}, {"pp": 4, "hand": ["Execution"]}, active="b")
    sc.apply("play Execution")
    assert names(sc.field("a")) == [SERAPH] and "Execution" in sc.zone("b", "cemetery")


# ---------------------------------------------------------------- Kaguya

def test_12_4_3_kaguya_puts_a_cheap_amulet_and_deals_its_cost():
    sc = make({"pp": 5, "hand": ["Kaguya", "Beastcall Aria", "Tribunal of Good and Evil"]},
              {"field": ["Goliath"]})
    sc.apply("play Kaguya")
    assert names(sc.field("a")) == ["Kaguya", "Beastcall Aria", "Holy Falcon"]
    assert sc.zone("a", "hand") == ["Tribunal of Good and Evil"]
    assert card(sc, "b", "Goliath")["damage"] == 3   # X = the amulet's cost, 3
    assert sc.player("a")["played_this_turn"] == 1


def test_kaguya_deals_the_cost_of_each_amulet_put_onto_the_field():
    sc = make({"pp": 5, "hand": ["Tribunal of Good and Evil"], "field": ["Kaguya"]},
              {"field": ["Goliath", {"card": "Goliath", "attack_bonus": 1}]})
    sc.dictate(("target", "b:Goliath"), ("target", "b:Goliath [2]"))
    sc.apply("play Tribunal of Good and Evil")   # destroys one, 5 damage to the other
    assert sc.field("b") == []


def test_evolved_kaguya_summons_the_moon_which_triggers_its_damage():
    sc = make({"pp": 2, "leader": 10, "field": ["Kaguya"], "evolve_deck": ["Kaguya"]},
              {"field": ["Fighter"]})
    sc.apply("evolve Kaguya")
    assert names(sc.field("a")) == ["Kaguya", "Ephemeral Moon"]
    assert sc.field("b") == []                     # 3 damage (the Moon costs 3)
    assert sc.player("a")["leader"] == 13


# ---------------------------------------------------------------- the other cards

def test_tribunal_destroys_then_draws_as_it_goes_to_the_cemetery():
    sc = make({"pp": 5, "hand": ["Tribunal of Good and Evil"], "deck": ["Goliath"] * 3},
              {"field": ["Goliath"]})
    sc.apply("play Tribunal of Good and Evil")
    assert sc.field("b") == []
    sc.apply("activate Tribunal of Good and Evil #2")
    assert sc.field("a") == [] and sc.zone("a", "hand") == ["Goliath"]
    assert "Tribunal of Good and Evil" in sc.zone("a", "cemetery")


def test_5_26_elanas_prayer_buffs_once_per_turn_when_the_leader_gains_defense():
    sc = make({"pp": 6, "hand": ["Frog Cleric"], "field": ["Elana's Prayer", "Fighter"]})
    sc.apply("play Frog Cleric")                    # +2 defense: each follower +1/+1
    assert card(sc, "a", "Fighter")["attack"] == 3
    assert card(sc, "a", "Frog Cleric")["defense"] == 3
    sc.apply("activate Frog Cleric #2")             # a second gain: once per turn
    assert card(sc, "a", "Fighter")["attack"] == 3
    assert sc.player("a")["leader"] == 23


def test_12_13_drain_is_a_gain_of_defense_for_elanas_prayer():
    sc = make({"field": ["Elana's Prayer", {"card": "Fighter", "keywords": ["drain"]}]})
    sc.apply("attack Fighter -> leader")
    assert sc.player("a")["leader"] == 22 and card(sc, "a", "Fighter")["attack"] == 3


def test_8_4_sapphire_priestess_draws_three_after_three_attacks():
    sc = make({"field": ["Sapphire Priestess", "Fighter", "Goliath"],
               "deck": ["Goliath"] * 6})
    for f in ("Sapphire Priestess", "Fighter", "Goliath"):
        sc.apply(f"attack {f} -> leader")
    sc.end_turn()
    assert sc.zone("a", "hand") == ["Goliath"] * 3
    sc = make({"field": ["Sapphire Priestess", "Fighter"], "deck": ["Goliath"] * 6})
    sc.apply("attack Fighter -> leader")
    sc.apply("attack Sapphire Priestess -> leader")
    sc.end_turn()
    assert sc.zone("a", "hand") == []


def test_sapphire_priestess_counts_this_turns_attacks_only():
    sc = make({"field": ["Sapphire Priestess", "Fighter", "Goliath"],
               "deck": ["Goliath"] * 8})
    sc.apply("attack Fighter -> leader")
    sc.apply("attack Goliath -> leader")
    sc.end_turn()
    sc.end_turn()                                   # a's next turn draws one
    sc.apply("attack Fighter -> leader")
    sc.end_turn()
    assert len(sc.zone("a", "hand")) == 1


def test_beastcall_aria_summons_a_falcon_then_a_tiger():
    sc = make({"pp": 5, "hand": ["Beastcall Aria"]})
    sc.apply("play Beastcall Aria")
    assert names(sc.field("a")) == ["Beastcall Aria", "Holy Falcon"]
    sc.apply("activate Beastcall Aria #2")
    assert names(sc.field("a")) == ["Holy Falcon", "Holy Tiger"]
    assert sc.player("a")["pp"] == 0 and "Beastcall Aria" in sc.zone("a", "cemetery")


def test_sky_sprite_buffs_a_follower_put_onto_the_field_this_turn():
    sc = make({"pp": 3, "hand": ["Sky Sprite"],
               "field": ["Goliath", {"card": "Fighter", "entered_this_turn": True}]})
    sc.apply("play Sky Sprite")
    assert card(sc, "a", "Fighter")["attack"] == 4 and card(sc, "a", "Goliath")["attack"] == 3
    assert card(sc, "a", "Sky Sprite")["attack"] == 3
    sc = make({"pp": 3, "hand": ["Sky Sprite"], "field": ["Goliath"]})
    sc.apply("play Sky Sprite")                     # no follower that entered: no target
    assert card(sc, "a", "Goliath")["attack"] == 3


def test_soul_collector_banishes_a_cheap_follower_and_returns_a_haven_follower():
    sc = make({"pp": 7, "hand": ["Soul Collector"], "evolve_deck": ["Soul Collector"],
               "cemetery": ["Fighter", "Radiance Angel"]},
              {"field": ["Goliath", "Kaguya"]})
    sc.apply("play Soul Collector")                 # Goliath costs 3; Kaguya 5
    assert names(sc.field("b")) == ["Kaguya"] and sc.zone("b", "banished") == ["Goliath"]
    sc.apply("evolve Soul Collector")
    assert sc.zone("a", "hand") == ["Radiance Angel"]


def test_10_4_7_sledgehammer_exorcist_pays_2_more_for_4_damage():
    sc = make({"pp": 5, "hand": ["Sledgehammer Exorcist"]}, {"field": ["Goliath"]})
    sc.dictate(("pay", True)).apply("play Sledgehammer Exorcist")
    assert sc.field("b") == [] and sc.player("a")["pp"] == 0
    sc = make({"pp": 5, "hand": ["Sledgehammer Exorcist"]}, {"field": ["Goliath"]})
    sc.dictate(("pay", False)).apply("play Sledgehammer Exorcist")
    assert names(sc.field("b")) == ["Goliath"] and sc.player("a")["pp"] == 2


def test_emerald_maiden_gains_defense_for_each_other_ward_follower():
    sc = make({"pp": 3, "hand": ["Emerald Maiden"],
               "field": ["Radiance Angel", "Radiance Angel", "Fighter"]})
    sc.apply("play Emerald Maiden")
    m = card(sc, "a", "Emerald Maiden")
    assert (m["attack"], m["defense"]) == (3, 6)
    sc = make({"pp": 3, "hand": ["Emerald Maiden"], "field": ["Fighter"]})
    sc.apply("play Emerald Maiden")
    m = card(sc, "a", "Emerald Maiden")
    assert (m["attack"], m["defense"]) == (3, 4)


def test_radiance_angel_draws_and_its_evolve_heals_two():
    sc = make({"pp": 5, "leader": 10, "hand": ["Radiance Angel"],
               "evolve_deck": ["Radiance Angel"], "deck": ["Goliath"] * 4})
    sc.apply("play Radiance Angel")
    assert sc.zone("a", "hand") == ["Goliath"]
    sc.apply("evolve Radiance Angel")
    assert sc.player("a")["leader"] == 12


# ---------------------------------------------------------------- the new words, misused



@pytest.mark.parametrize("effect,message", [
    ('{ op = "draw", amount = 1, cost_zero = true }', "does not read ['cost_zero']"),
    ('{ op = "search", dest = "ex", cost_zero = true, cost_down = 1 }',
     "use one of cost_down, cost_down_eot and cost_zero"),
    ('{ op = "buff", to = "self", attack = "x:hand_size", defense = "x:cemetery" }',
     "an X amount for its attack or for its defense, not both"),
])
def test_card_files_refuse_the_havencraft_words_where_the_engine_would_not_read_them(
        effect, message, tmp_path):
    refuses(tmp_path, f'on = "fanfare"\n  effects = [ {effect} ]', message, "Havencraft")
