"""Rule-conformance tests for the SVE effect vocabulary and keywords, built with
the scenario API (docs/scenarios.md) on the built-in card pool.

Each test is named after the rule of the comprehensive rules 1.8.0 it checks
(/work/shared/rules/sve-comprehensive-rules-1.8.0.txt). Choices made while an
effect resolves are taken by the deterministic greedy pilot, so every position
is built to have one sensible answer.

A few vocabulary entries (once-per-turn activated abilities, "whenever you play
a spell", destroying an enemy amulet, a selection of exactly two targets, a
required selection in the cemetery) are used by no card of the built-in pool;
those tests load a small extra card file of test-only cards (TEST_CARDS).
"""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from scenario_kit import card, FILL, make, names

TEST_CARDS = '''
[[card]]
id = "TEST-001"
name = "Test Once Sentinel"
class = "Neutral"
type = "follower"
cost = 1
attack = 1
defense = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-001"]

  [[card.ability]]
  on = "activate"
  once_per_turn = true
  effects = [ { op = "draw", amount = 1 } ]

[[card]]
id = "TEST-002"
name = "Test Spell Watcher"
class = "Neutral"
type = "follower"
cost = 2
attack = 1
defense = 3
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-002"]

  [[card.ability]]
  on = "spell_played"
  effects = [ { op = "buff", to = "self", attack = 1, defense = 0 } ]

[[card]]
id = "TEST-004"
name = "Test Twin Bolt"
class = "Neutral"
type = "spell"
cost = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-004"]

  [[card.ability]]
  on = "spell"
  select = "enemy_follower"
  count = 2
  effects = [ { op = "damage", to = "target", amount = 1 } ]

[[card]]
id = "TEST-005"
name = "Test Grave Pick"
class = "Neutral"
type = "spell"
cost = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-005"]

  [[card.ability]]
  on = "spell"
  select = "cemetery_card"
  effects = [ { op = "to_hand", to = "target" } ]

[[card]]
id = "TEST-003"
name = "Test Amulet Breaker"
class = "Neutral"
type = "spell"
cost = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-003"]

  [[card.ability]]
  on = "spell"
  select = "enemy_card"
  effects = [ { op = "destroy", to = "target" } ]
'''


@pytest.fixture(scope="module")
def test_cards(tmp_path_factory):
    path = tmp_path_factory.mktemp("cards") / "test_cards.toml"
    path.write_text(TEST_CARDS)
    return (path,)


# ====================================================================== 12.4 Fanfare

def test_12_4_fanfare_damages_selected_enemy_follower():
    sc = make({"pp": 5, "hand": ["Robin Hood"]}, {"field": ["Okami"]})
    sc.apply("play Robin Hood")
    okami = card(sc, "b", "Okami")
    assert okami["damage"] == 4 and okami["defense"] == 1
    assert names(sc.field("a")) == ["Robin Hood"]
    assert sc.player("a")["pp"] == 0


def test_12_4_fanfare_may_select_the_enemy_leader():
    sc = make({"pp": 2, "hand": ["Fire Lizard"]})
    sc.apply("play Fire Lizard")
    assert sc.player("b")["leader"] == 19


def test_12_4_fanfare_without_target_does_not_stop_the_follower_being_played():
    # 10.7.3.2: the pending Fanfare that cannot be played is just removed
    sc = make({"pp": 5, "hand": ["Robin Hood"]})
    assert "play Robin Hood" in sc.legal_actions()
    sc.apply("play Robin Hood")
    assert names(sc.field("a")) == ["Robin Hood"]
    assert sc.player("b")["leader"] == 20


# ====================================================================== 12.5 Last Words

def test_12_5_last_words_rabbit_necromancer_damages_each_leader():
    sc = make({"field": ["Rabbit Necromancer"]}, {"pp": 4, "hand": ["Fiery Embrace"]},
              active="b")
    sc.apply("play Fiery Embrace")
    assert sc.field("a") == []
    assert sc.zone("a", "cemetery") == ["Rabbit Necromancer"]
    assert sc.player("a")["leader"] == 18
    assert sc.player("b")["leader"] == 18


def test_12_5_last_words_crafty_warlock_summons_magic_sediment():
    sc = make({"field": ["Crafty Warlock"]}, {"pp": 4, "hand": ["Fiery Embrace"]},
              active="b")
    sc.apply("play Fiery Embrace")
    f = sc.field("a")
    assert names(f) == ["Magic Sediment"]
    assert f[0]["stack"] == 1                      # 13.3.2.2: enters with one counter
    assert sc.zone("a", "cemetery") == ["Crafty Warlock"]


def test_12_5_last_words_of_evolved_crafty_warlock_also_adds_a_stack_counter():
    sc = make({"field": [{"card": "Crafty Warlock", "evolved": True}]},
              {"pp": 4, "hand": ["Fiery Embrace"]}, active="b")
    sc.apply("play Fiery Embrace")
    f = sc.field("a")
    assert names(f) == ["Magic Sediment"]
    assert f[0]["stack"] == 2
    # 5.15.4 / 4.9: the evolved card is not put into the cemetery, its base card is
    assert sc.zone("a", "cemetery") == ["Crafty Warlock"]


def test_12_5_3_last_words_needs_the_cemetery_banish_does_not_trigger_it():
    sc = make({"field": ["Rabbit Necromancer"]}, {"pp": 2, "hand": ["Blackened Scripture"]},
              active="b")
    sc.apply("play Blackened Scripture")
    assert sc.zone("a", "banished") == ["Rabbit Necromancer"]
    assert sc.zone("a", "cemetery") == []
    assert sc.player("a")["leader"] == 20 and sc.player("b")["leader"] == 20


# ====================================================================== 12.6 On Evolve

def test_12_6_on_evolve_shenlong_heals_leader_and_fanfare_does_not_repeat():
    sc = make({"pp": 2, "leader": 10, "hand": ["Fighter"], "field": ["Shenlong"],
               "evolve_deck": ["Shenlong"]})
    sc.apply("evolve Shenlong")
    assert sc.player("a")["leader"] == 15
    s = card(sc, "a", "Shenlong")
    assert s["evolved"] and (s["attack"], s["defense"]) == (5, 6)
    assert sc.zone("a", "hand") == ["Fighter"]     # no Fanfare draw 2 / discard 1
    assert sc.player("a")["pp"] == 0


def test_12_6_on_evolve_jeanne_hits_enemies_and_shields_allies():
    sc = make({"pp": 2, "field": ["Jeanne d'Arc", "Fighter"], "evolve_deck": ["Jeanne d'Arc"]},
              {"field": ["Okami", "Fairy"]})
    sc.apply("evolve Jeanne d'Arc")
    assert card(sc, "b", "Okami")["damage"] == 2
    assert "Fairy" not in names(sc.field("b"))
    assert card(sc, "a", "Fighter")["defense"] == 5          # 2/3 +0/+2
    assert card(sc, "a", "Jeanne d'Arc")["defense"] == 5     # evolved 4/5, not buffed itself


# ====================================================================== 12.7 Strike

def test_12_7_strike_dragonewt_scholar_draws_then_discards():
    sc = make({"field": ["Dragonewt Scholar"], "deck": ["Dread Dragon"] + FILL})
    sc.apply("attack Dragonewt Scholar -> leader")
    # draw first (Dread Dragon is the only card in hand), then discard it
    assert sc.zone("a", "hand") == []
    assert sc.zone("a", "cemetery") == ["Dread Dragon"]
    assert sc.player("b")["leader"] == 18


def test_12_7_2_follower_strike_moon_almiraj_gains_attack_before_damage():
    sc = make({"field": ["Moon Al-mi'raj"]}, {"field": [{"card": "Shenlong", "engaged": True}]})
    sc.apply("attack Moon Al-mi'raj -> Shenlong")
    # 4 + 2 = 6 damage kills the 4/5 Shenlong; Moon takes 4 of its 5
    assert sc.field("b") == []
    moon = card(sc, "a", "Moon Al-mi'raj")
    assert moon["attack"] == 6 and moon["damage"] == 4


def test_12_7_2_follower_strike_does_not_trigger_on_a_leader_attack():
    sc = make({"field": ["Moon Al-mi'raj"]})
    sc.apply("attack Moon Al-mi'raj -> leader")
    assert sc.player("b")["leader"] == 16
    assert card(sc, "a", "Moon Al-mi'raj")["attack"] == 4


# ====================================================================== 13.2.1 Combo

@pytest.mark.parametrize("played_before, dmg", [(0, 1), (1, 1), (2, 3)])
def test_13_2_1_combo_upgrades_damage(played_before, dmg):
    sc = make({"pp": 2, "hand": ["Elf Metallurgist"], "played_this_turn": played_before},
              {"field": ["Okami"]})
    sc.apply("play Elf Metallurgist")
    assert card(sc, "b", "Okami")["damage"] == dmg
    assert sc.player("a")["played_this_turn"] == played_before + 1


def test_13_2_1_3_tokens_played_from_the_ex_area_count_for_combo():
    sc = make({"pp": 2, "hand": ["Elf Metallurgist"], "ex": ["Mimi"], "played_this_turn": 1},
              {"field": ["Dread Dragon"]})
    sc.apply("play Mimi from ex")                   # 2 damage, 2 cards played
    sc.apply("play Elf Metallurgist")               # 3rd card: Combo 3
    assert card(sc, "b", "Dread Dragon")["damage"] == 2 + 3


def test_13_2_1_combo_noble_fairy_destroys_and_summons_fairy_for_the_opponent():
    sc = make({"pp": 3, "hand": ["Noble Fairy"], "played_this_turn": 2}, {"field": ["Okami"]})
    sc.apply("play Noble Fairy")
    assert names(sc.field("b")) == ["Fairy"]
    assert sc.zone("b", "cemetery") == ["Okami"]
    assert names(sc.field("a")) == ["Noble Fairy"]


def test_13_2_1_2_noble_fairy_without_combo_does_nothing():
    sc = make({"pp": 3, "hand": ["Noble Fairy"], "played_this_turn": 1}, {"field": ["Okami"]})
    sc.apply("play Noble Fairy")
    assert names(sc.field("b")) == ["Okami"] and card(sc, "b", "Okami")["damage"] == 0


# ====================================================================== 13.3.1 Spellchain

@pytest.mark.parametrize("spells, dmg", [(9, 2), (10, 4)])
def test_13_3_1_spellchain_wind_blast(spells, dmg):
    # 13.3.1.3: Wind Blast itself is in the resolution zone and does not count
    sc = make({"pp": 1, "hand": ["Wind Blast"], "cemetery": ["Angelic Snipe"] * spells},
              {"field": ["Okami"]})
    sc.apply("play Wind Blast")
    assert card(sc, "b", "Okami")["damage"] == dmg
    assert sc.zone("a", "cemetery").count("Wind Blast") == 1


@pytest.mark.parametrize("spells, cost", [(4, 9), (5, 6), (10, 3), (15, 0)])
def test_13_3_1_spellchain_flame_destroyer_cost_drops_by_3_6_9(spells, cost):
    base = {"hand": ["Flame Destroyer"], "cemetery": ["Angelic Snipe"] * spells}
    if cost > 0:
        short = make(dict(base, pp=cost - 1, max_pp=10))
        assert "play Flame Destroyer" not in short.legal_actions()
    sc = make(dict(base, pp=cost, max_pp=10))
    assert "play Flame Destroyer" in sc.legal_actions()
    sc.apply("play Flame Destroyer")
    assert sc.player("a")["pp"] == 0
    assert names(sc.field("a")) == ["Flame Destroyer"]


# ====================================================================== 13.3.2 Stack

def test_13_3_2_2_stack_amulet_enters_with_one_counter():
    sc = make({"pp": 1, "hand": ["Teachings of Creation"], "deck": ["Okami"] + FILL})
    sc.apply("play Teachings of Creation")
    t = card(sc, "a", "Teachings of Creation")
    assert t["stack"] == 1
    assert sc.zone("a", "hand") == ["Okami"]        # its Fanfare draw


def test_13_3_2_2_destroying_a_stack_amulet_removes_a_counter_instead(test_cards):
    sc = make({"pp": 2, "hand": ["Test Amulet Breaker"] * 2},
              {"field": [{"card": "Teachings of Creation", "stack": 2}]},
              card_files=test_cards)
    sc.apply("play Test Amulet Breaker")
    assert card(sc, "b", "Teachings of Creation")["stack"] == 1
    assert sc.zone("b", "cemetery") == []
    sc.apply("play Test Amulet Breaker")
    # the last counter goes instead of the card; then 11.7 puts it into the cemetery
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Teachings of Creation"]


def test_13_3_2_2_returning_a_stack_amulet_to_hand_removes_a_counter_instead():
    sc = make({"pp": 1, "hand": ["Nature's Guidance"], "deck": ["Okami"] + FILL,
               "field": [{"card": "Teachings of Creation", "stack": 2}]})
    sc.apply("play Nature's Guidance")
    assert card(sc, "a", "Teachings of Creation")["stack"] == 1
    assert sc.zone("a", "hand") == ["Okami"]        # the draw still happens


def test_11_7_token_stack_amulet_losing_its_last_counter_ceases_to_exist(test_cards):
    sc = make({"pp": 1, "hand": ["Test Amulet Breaker"]}, {"field": ["Magic Sediment"]},
              card_files=test_cards)
    sc.apply("play Test Amulet Breaker")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == []           # 9.1.4.1: a token cannot be there


# ====================================================================== 13.3.3 Earth Rite

def test_13_3_3_earth_rite_golem_protection_buffs_only_when_a_counter_is_removed():
    sc = make({"pp": 4, "hand": ["Golem Protection"]})
    sc.apply("play Golem Protection")
    golems = sc.field("a")
    assert names(golems) == ["Guardform Golem"] * 2
    assert all((g["attack"], g["defense"]) == (2, 3) for g in golems)


def test_13_3_3_2_earth_rite_last_counter_puts_the_amulet_into_the_cemetery():
    sc = make({"pp": 4, "hand": ["Golem Protection"], "field": ["Teachings of Creation"]})
    sc.apply("play Golem Protection")
    golems = sc.field("a")
    assert names(golems) == ["Guardform Golem"] * 2
    assert all((g["attack"], g["defense"]) == (3, 4) for g in golems)
    assert sorted(sc.zone("a", "cemetery")) == ["Golem Protection", "Teachings of Creation"]


def test_13_3_3_2_earth_rite_with_counters_left_keeps_the_amulet():
    sc = make({"pp": 4, "hand": ["Golem Protection"],
               "field": [{"card": "Teachings of Creation", "stack": 2}]})
    sc.apply("play Golem Protection")
    assert card(sc, "a", "Teachings of Creation")["stack"] == 1
    assert [(g["attack"], g["defense"]) for g in sc.field("a")
            if g["card"] == "Guardform Golem"] == [(3, 4), (3, 4)]


# ====================================================================== 13.4.1 Overflow

@pytest.mark.parametrize("max_pp, dmg", [(6, 2), (7, 4)])
def test_13_4_1_overflow_blazing_breath(max_pp, dmg):
    sc = make({"pp": 1, "max_pp": max_pp, "hand": ["Blazing Breath"]}, {"field": ["Okami"]})
    sc.apply("play Blazing Breath")
    assert card(sc, "b", "Okami")["damage"] == dmg


# ====================================================================== 13.5.1 Necrocharge

def test_13_5_1_necrocharge_cerberus_puts_mimi_and_coco_into_the_ex_area():
    sc = make({"pp": 4, "hand": ["Cerberus"], "cemetery": ["Fighter"] * 10})
    sc.apply("play Cerberus")
    assert sorted(sc.zone("a", "ex")) == ["Coco", "Mimi"]


def test_5_17_cerberus_below_necrocharge_chooses_exactly_one_token():
    sc = make({"pp": 4, "hand": ["Cerberus"], "cemetery": ["Fighter"] * 9})
    sc.apply("play Cerberus")
    ex = sc.zone("a", "ex")
    assert len(ex) == 1 and ex[0] in ("Mimi", "Coco")


# ====================================================================== 13.5.2 Sanguine

@pytest.mark.parametrize("lost", [False, True])
def test_13_5_2_sanguine_skeleton_fighter(lost):
    sc = make({"pp": 1, "hand": ["Skeleton Fighter"], "lost_defense_this_turn": lost})
    sc.apply("play Skeleton Fighter")
    s = card(sc, "a", "Skeleton Fighter")
    assert (s["attack"], s["defense"]) == ((3, 3) if lost else (2, 2))


@pytest.mark.parametrize("lost", [False, True])
def test_13_5_2_sanguine_dark_summoner_gets_stats_and_rush(lost):
    sc = make({"pp": 2, "hand": ["Dark Summoner"], "lost_defense_this_turn": lost},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Dark Summoner")
    s = card(sc, "a", "Dark Summoner")
    assert (s["attack"], s["defense"]) == ((4, 3) if lost else (3, 2))
    assert ("rush" in s["keywords"]) == lost
    assert ("attack Dark Summoner -> Fighter" in sc.legal_actions()) == lost
    assert "attack Dark Summoner -> leader" not in sc.legal_actions()


@pytest.mark.parametrize("lost", [False, True])
def test_13_5_2_sanguine_dark_general_gets_storm(lost):
    sc = make({"pp": 4, "hand": ["Dark General"], "lost_defense_this_turn": lost})
    sc.apply("play Dark General")
    assert ("storm" in card(sc, "a", "Dark General")["keywords"]) == lost
    assert ("attack Dark General -> leader" in sc.legal_actions()) == lost


def test_13_5_2_2_sanguine_ignores_defense_lost_during_the_opponents_turn():
    sc = make({"pp": 1, "hand": ["Skeleton Fighter"]}, {"pp": 1, "hand": ["Ambling Wraith"]},
              turn=4, active="b")
    sc.apply("play Ambling Wraith")                 # 1 damage to each leader on B's turn
    assert sc.player("a")["leader"] == 19
    sc.apply("end")                                 # A's turn 5 starts
    assert sc.state()["active"] == "a"
    sc.apply("play Skeleton Fighter")
    s = card(sc, "a", "Skeleton Fighter")
    assert (s["attack"], s["defense"]) == (2, 2)


def test_13_5_2_2_sanguine_counts_your_own_cost_and_own_damage():
    # Spectre's optional cost (-2 defense, 5.26) and Razory Claw's self-damage both count
    sc = make({"pp": 3, "hand": ["Spectre", "Skeleton Fighter"]})
    sc.apply("play Spectre")
    assert sc.player("a")["leader"] == 18
    sc.apply("play Skeleton Fighter")
    s = card(sc, "a", "Skeleton Fighter")
    assert (s["attack"], s["defense"]) == (3, 3)
    sc2 = make({"pp": 3, "hand": ["Razory Claw", "Skeleton Fighter"]})
    sc2.apply("play Razory Claw")
    assert sc2.player("a")["leader"] == 18
    sc2.apply("play Skeleton Fighter")
    assert card(sc2, "a", "Skeleton Fighter")["attack"] == 3


# ====================================================================== 9.1 Tokens

def test_9_1_2_fairy_whisperer_summons_one_fairy_and_puts_one_into_the_ex_area():
    sc = make({"pp": 2, "hand": ["Fairy Whisperer"]})
    sc.apply("play Fairy Whisperer")
    assert names(sc.field("a")) == ["Fairy Whisperer", "Fairy"]
    assert sc.zone("a", "ex") == ["Fairy"]
    fairy = card(sc, "a", "Fairy")
    assert (fairy["attack"], fairy["defense"]) == (1, 1)


def test_9_1_4_2_token_spell_mimi_from_ex_deals_2_and_leaves_no_card_behind():
    sc = make({"pp": 0, "ex": ["Mimi"]}, {"field": ["Okami"]})
    sc.apply("play Mimi from ex")
    assert card(sc, "b", "Okami")["damage"] == 2
    assert sc.zone("a", "ex") == []
    assert sc.zone("a", "cemetery") == []           # 9.1.4.2: not in the cemetery


def test_9_1_4_3_token_returned_to_hand_ceases_to_exist():
    sc = make({"pp": 1, "hand": ["Nature's Guidance"], "field": ["Fairy"],
               "deck": ["Okami"] + FILL})
    sc.apply("play Nature's Guidance")
    assert sc.field("a") == []
    assert sc.zone("a", "hand") == ["Okami"]        # only the drawn card
    assert sc.zone("a", "cemetery") == ["Nature's Guidance"]


def test_9_1_4_1_destroyed_token_follower_is_not_put_into_the_cemetery():
    sc = make({"pp": 5, "hand": ["Alchemical Lore"]}, {"field": ["Fairy", "Fighter"]})
    sc.apply("play Alchemical Lore")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Fighter"]


# ====================================================================== effects (5.x)

def test_5_13_alchemical_lore_damages_each_enemy_follower_only():
    sc = make({"pp": 5, "hand": ["Alchemical Lore"], "field": ["Fighter"]},
              {"field": ["Okami", "Dread Dragon"]})
    sc.apply("play Alchemical Lore")
    assert [c["damage"] for c in sc.field("b")] == [4, 4]
    assert card(sc, "a", "Fighter")["damage"] == 0


def test_5_13_dragon_wings_damages_each_follower_on_both_fields():
    sc = make({"pp": 3, "max_pp": 5, "hand": ["Dragon Wings"], "field": ["Okami", "Fighter"]},
              {"field": ["Dread Dragon", "Archer"]})
    sc.apply("play Dragon Wings")
    assert [c["damage"] for c in sc.field("a")] == [2, 2]
    assert [c["damage"] for c in sc.field("b")] == [2, 2]


def test_13_4_1_dragon_wings_overflow_deals_3():
    sc = make({"pp": 3, "max_pp": 7, "hand": ["Dragon Wings"], "field": ["Okami"]},
              {"field": ["Dread Dragon", "Fighter"]})
    sc.apply("play Dragon Wings")
    assert card(sc, "a", "Okami")["damage"] == 3
    assert names(sc.field("b")) == ["Dread Dragon"]


@pytest.mark.parametrize("spells, leader", [(0, 20), (10, 17)])
def test_5_5_fiery_embrace_destroys_and_spellchain_hits_the_leader(spells, leader):
    sc = make({"pp": 4, "hand": ["Fiery Embrace"], "cemetery": ["Angelic Snipe"] * spells},
              {"field": ["Dread Dragon"]})
    sc.apply("play Fiery Embrace")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Dread Dragon"]
    assert sc.player("b")["leader"] == leader


def test_5_6_blackened_scripture_only_targets_defense_3_or_less():
    sc = make({"pp": 2, "hand": ["Blackened Scripture"]}, {"field": ["Okami"]})
    assert "play Blackened Scripture" not in sc.legal_actions()   # 10.6.2.3.4
    sc = make({"pp": 2, "hand": ["Blackened Scripture"]}, {"field": ["Okami", "Fighter"]})
    sc.apply("play Blackened Scripture")
    assert names(sc.field("b")) == ["Okami"]
    assert sc.zone("b", "banished") == ["Fighter"]
    assert sc.zone("b", "cemetery") == []


def test_5_6_blackened_scripture_reads_current_defense():
    sc = make({"pp": 2, "hand": ["Blackened Scripture"]},
              {"field": [{"card": "Okami", "damage": 2}]})
    assert "play Blackened Scripture" in sc.legal_actions()
    sc.apply("play Blackened Scripture")
    assert sc.zone("b", "banished") == ["Okami"]


def test_5_6_price_of_magic_banishes_defense_4_or_less_and_stays_as_stack_amulet():
    sc = make({"pp": 3, "hand": ["Price of Magic"]}, {"field": ["Okami", "Archer"]})
    sc.apply("play Price of Magic")
    assert names(sc.field("b")) == ["Okami"]         # 5/5 is out of reach
    assert sc.zone("b", "banished") == ["Archer"]    # 1/4
    assert card(sc, "a", "Price of Magic")["stack"] == 1


def test_5_12_natures_guidance_returns_a_card_to_hand_and_draws():
    sc = make({"pp": 1, "hand": ["Nature's Guidance"], "field": ["Elf Metallurgist"],
               "deck": ["Okami"] + FILL}, {"field": ["Dread Dragon"]})
    sc.apply("play Nature's Guidance")
    assert sc.field("a") == []
    assert sorted(sc.zone("a", "hand")) == ["Elf Metallurgist", "Okami"]


def test_5_26_curate_heals_leader_and_draws():
    sc = make({"pp": 6, "leader": 10, "hand": ["Curate"], "deck": ["Okami"] + FILL})
    sc.apply("play Curate")
    assert sc.player("a")["leader"] == 15
    assert sc.zone("a", "hand") == ["Okami"]


@pytest.mark.parametrize("max_pp, after", [(5, 6), (10, 10)])
def test_3_2_4_1_aiela_last_words_raises_max_pp_up_to_10(max_pp, after):
    sc = make({"pp": 2, "max_pp": max_pp, "field": ["Aiela, Dragon Knight"]},
              {"pp": 1, "hand": ["Angelic Snipe"]}, active="b")
    sc.apply("play Angelic Snipe")
    assert sc.zone("a", "cemetery") == ["Aiela, Dragon Knight"]
    assert sc.player("a")["max_pp"] == after
    assert sc.player("a")["pp"] == 2                # max PP only; nothing is recovered


def test_5_14_fates_hand_recovers_pp_with_spellchain():
    sc = make({"pp": 3, "max_pp": 6, "hand": ["Fate's Hand"], "cemetery": ["Angelic Snipe"] * 10,
               "deck": ["Okami", "Fighter"] + FILL})
    sc.apply("play Fate's Hand")
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Okami"]
    assert sc.player("a")["pp"] == 1


DISTINCT_DECK = ["Angelic Snipe", "Fighter", "Okami", "Archer", "Fire Lizard", "Merlin",
                 "Curate", "Wind Blast", "Spectre", "Shenlong", "Mist Dragon"]


def test_5_7_gemstaff_commander_searches_a_swordcraft_follower_and_shuffles():
    deck = DISTINCT_DECK[:6] + ["Veteran Lancer"] + DISTINCT_DECK[6:]
    sc = make({"pp": 3, "hand": ["Gemstaff Commander"], "deck": deck})
    sc.apply("play Gemstaff Commander")
    assert sc.zone("a", "hand") == ["Veteran Lancer"]
    new_deck = sc.zone("a", "deck")
    assert len(new_deck) == len(deck) - 1
    assert sorted(new_deck) == sorted(DISTINCT_DECK)
    assert new_deck != DISTINCT_DECK                # 5.7.2: shuffled


def test_5_7_2_search_without_a_match_still_shuffles():
    sc = make({"pp": 3, "hand": ["Gemstaff Commander"], "deck": list(DISTINCT_DECK)})
    sc.apply("play Gemstaff Commander")
    assert sc.zone("a", "hand") == []
    assert sorted(sc.zone("a", "deck")) == sorted(DISTINCT_DECK)
    assert sc.zone("a", "deck") != DISTINCT_DECK


def test_look_top_spectral_wizard_takes_a_spell_from_the_top():
    sc = make({"pp": 2, "hand": ["Spectral Wizard"], "deck": ["Angelic Snipe", "Fighter"]})
    sc.apply("play Spectral Wizard")
    assert sc.zone("a", "hand") == ["Angelic Snipe"]
    assert sc.zone("a", "deck") == ["Fighter"]


def test_look_top_spectral_wizard_leaves_a_non_spell_on_top():
    sc = make({"pp": 2, "hand": ["Spectral Wizard"], "deck": ["Fighter", "Angelic Snipe"]})
    sc.apply("play Spectral Wizard")
    assert sc.zone("a", "hand") == []
    assert sc.zone("a", "deck") == ["Fighter", "Angelic Snipe"]


def test_mill_spartoi_sergeant_puts_the_top_two_into_the_cemetery():
    sc = make({"pp": 2, "hand": ["Spartoi Sergeant"],
               "deck": ["Fire Lizard", "Angelic Snipe", "Okami"]})
    sc.apply("play Spartoi Sergeant")
    assert sorted(sc.zone("a", "cemetery")) == ["Angelic Snipe", "Fire Lizard"]
    assert sc.zone("a", "deck") == ["Okami"]


# ====================================================================== 5.17 choose one

def test_5_17_4_1_rhinoceroach_evolved_without_enemy_takes_the_storm_option():
    sc = make({"field": [{"card": "Rhinoceroach", "entered_this_turn": True}],
               "evolve_deck": ["Rhinoceroach"]})
    assert "attack Rhinoceroach -> leader" not in sc.legal_actions()
    sc.apply("evolve Rhinoceroach")
    r = card(sc, "a", "Rhinoceroach")
    assert r["evolved"] and "storm" in r["keywords"]
    assert "attack Rhinoceroach (evolved) -> leader" in sc.legal_actions()


def test_5_17_rhinoceroach_evolved_performs_exactly_one_option():
    sc = make({"field": [{"card": "Rhinoceroach", "attack_bonus": 3}],
               "evolve_deck": ["Rhinoceroach"]}, {"field": ["Dread Dragon"]})
    sc.apply("evolve Rhinoceroach")
    storm = "storm" in card(sc, "a", "Rhinoceroach")["keywords"]
    dmg = card(sc, "b", "Dread Dragon")["damage"]
    assert dmg in (0, 4)                            # X = its attack, 1 + 3
    assert storm != (dmg == 4)


# ====================================================================== X amounts (5.2.1.2)

@pytest.mark.parametrize("played_before, attack", [(0, 1), (2, 3), (4, 5)])
def test_5_2_1_2_rhinoceroach_fanfare_x_is_cards_played_excluding_itself(played_before, attack):
    sc = make({"pp": 2, "hand": ["Rhinoceroach"], "played_this_turn": played_before})
    sc.apply("play Rhinoceroach")
    r = card(sc, "a", "Rhinoceroach")
    assert (r["attack"], r["defense"]) == (attack, 1)


def test_5_2_1_2_ace_dragoon_x_is_the_selected_followers_attack():
    sc = make({"pp": 2, "hand": ["Ace Dragoon"]}, {"field": ["Dread Dragon"]})
    sc.apply("play Ace Dragoon")
    assert card(sc, "a", "Ace Dragoon")["attack"] == 7


# ====================================================================== optional costs (10.4.7)

def test_10_4_7_spectre_pays_2_defense_for_rush_and_mill():
    sc = make({"pp": 2, "hand": ["Spectre"], "deck": ["Okami"] + FILL},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Spectre")
    assert sc.player("a")["leader"] == 18
    assert "rush" in card(sc, "a", "Spectre")["keywords"]
    assert sc.zone("a", "cemetery") == ["Okami"]
    assert "attack Spectre -> Fighter" in sc.legal_actions()


def test_10_4_7_spectre_unpaid_cost_gives_nothing():
    sc = make({"pp": 2, "hand": ["Spectre"]}, {"field": [{"card": "Fighter", "engaged": True}]},
              pilots={"a": "greedy:leader_floor=100"})
    sc.apply("play Spectre")
    assert sc.player("a")["leader"] == 20
    assert "rush" not in card(sc, "a", "Spectre")["keywords"]
    assert sc.zone("a", "cemetery") == []
    assert not any(x.startswith("attack Spectre") for x in sc.legal_actions())


def test_10_4_5_leader_loss_cost_needs_that_much_defense():
    sc = make({"pp": 2, "leader": 1, "hand": ["Spectre"]},
              pilots={"a": "greedy:leader_floor=-100"})
    sc.apply("play Spectre")
    assert sc.winner is None
    assert sc.player("a")["leader"] == 1
    assert "rush" not in card(sc, "a", "Spectre")["keywords"]


def test_10_4_7_4_mordecai_pays_3_defense_to_come_back():
    sc = make({"field": ["Mordecai the Duelist"]}, {"pp": 4, "hand": ["Fiery Embrace"]},
              active="b")
    sc.apply("play Fiery Embrace")
    assert sc.player("a")["leader"] == 17
    m = card(sc, "a", "Mordecai the Duelist")
    assert m["damage"] == 0
    assert sc.zone("a", "cemetery") == []


def test_10_4_7_4_mordecai_unpaid_stays_in_the_cemetery():
    sc = make({"field": ["Mordecai the Duelist"]}, {"pp": 4, "hand": ["Fiery Embrace"]},
              active="b", pilots={"a": "greedy:leader_floor=100"})
    sc.apply("play Fiery Embrace")
    assert sc.player("a")["leader"] == 20
    assert sc.field("a") == []
    assert sc.zone("a", "cemetery") == ["Mordecai the Duelist"]


# ====================================================================== activated abilities (8.3)

def test_8_3_once_per_turn_activated_ability(test_cards):
    sc = make({"field": ["Test Once Sentinel"], "deck": ["Okami", "Archer"] + FILL},
              card_files=test_cards)
    sc.apply("activate Test Once Sentinel #1")
    assert sc.zone("a", "hand") == ["Okami"]
    assert "activate Test Once Sentinel #1" not in sc.legal_actions()
    sc.apply("end")                                 # B's turn
    sc.apply("end")                                 # A's next turn: usable again
    assert "activate Test Once Sentinel #1" in sc.legal_actions()


def test_10_4_6_sacred_plea_engage_and_sacrifice_to_draw():
    sc = make({"pp": 0, "field": ["Sacred Plea"], "deck": ["Okami", "Archer"] + FILL})
    acts = sc.legal_actions()
    assert "activate Sacred Plea #1" in acts
    assert "activate Sacred Plea #2" not in acts    # needs 2 PP
    sc.apply("activate Sacred Plea #1")
    assert sc.field("a") == []
    assert sc.zone("a", "cemetery") == ["Sacred Plea"]
    assert sc.zone("a", "hand") == ["Okami"]


def test_10_4_6_1_sacred_plea_second_ability_pays_pp_and_draws_two_the_turn_it_enters():
    sc = make({"pp": 3, "hand": ["Sacred Plea"], "deck": ["Okami", "Archer"] + FILL})
    sc.apply("play Sacred Plea")
    sc.apply("activate Sacred Plea #2")
    assert sorted(sc.zone("a", "hand")) == ["Archer", "Okami"]
    assert sc.player("a")["pp"] == 0
    assert sc.zone("a", "cemetery") == ["Sacred Plea"]


def test_10_4_6_death_sentence_enters_engaged_and_waits_for_refresh():
    sc = make({"pp": 3, "hand": ["Death Sentence"]}, {"field": ["Dread Dragon"]})
    sc.apply("play Death Sentence")
    assert card(sc, "a", "Death Sentence")["engaged"]
    assert "activate Death Sentence #1" not in sc.legal_actions()
    sc.apply("end")
    sc.apply("end")                                 # 7.2.3: refreshed at A's turn start
    assert sc.state()["active"] == "a"
    assert "activate Death Sentence #1" in sc.legal_actions()
    sc.apply("activate Death Sentence #1")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Dread Dragon"]
    assert sc.zone("a", "cemetery") == ["Death Sentence"]


# ====================================================================== triggers

def test_ally_enters_archer_pings_when_another_follower_is_put_onto_the_field():
    sc = make({"pp": 3, "hand": ["Fighter", "Sacred Plea"], "field": ["Archer"]},
              {"field": ["Okami"]})
    sc.apply("play Sacred Plea")                    # an amulet: no trigger
    assert card(sc, "b", "Okami")["damage"] == 0
    sc.apply("play Fighter")
    assert card(sc, "b", "Okami")["damage"] == 1


def test_ally_enters_okami_counts_played_and_summoned_followers():
    sc = make({"pp": 2, "hand": ["Fairy Whisperer"], "field": ["Okami"]})
    sc.apply("play Fairy Whisperer")                # Whisperer + its Fairy
    o = card(sc, "a", "Okami")
    assert (o["attack"], o["defense"]) == (7, 7)


def test_ally_enters_fervid_soldier_only_for_its_own_field():
    sc = make({"pp": 2, "hand": ["Fighter"], "field": ["Fervid Soldier"]},
              {"field": ["Fervid Soldier"]})
    sc.apply("play Fighter")
    mine = card(sc, "a", "Fervid Soldier")
    assert (mine["attack"], mine["defense"]) == (3, 2)
    assert card(sc, "b", "Fervid Soldier")["attack"] == 2


def test_ally_enters_fires_for_a_token_put_onto_the_opponents_field():
    # Noble Fairy summons the Fairy on B's field: B's Okami sees another follower arrive
    # (Okami has Aura here, so the Fighter is the only follower Noble Fairy can select)
    sc = make({"pp": 3, "hand": ["Noble Fairy"], "played_this_turn": 2},
              {"field": [{"card": "Okami", "keywords": ["aura"]}, "Fighter"]})
    sc.apply("play Noble Fairy")
    assert names(sc.field("b")) == ["Okami", "Fairy"]
    o = card(sc, "b", "Okami")
    assert (o["attack"], o["defense"]) == (6, 6)


def test_spell_played_trigger(test_cards):
    sc = make({"pp": 2, "hand": ["Angelic Snipe", "Fighter"], "field": ["Test Spell Watcher"]},
              {"field": ["Okami"]}, card_files=test_cards)
    sc.apply("play Fighter")
    assert card(sc, "a", "Test Spell Watcher")["attack"] == 1
    sc2 = make({"pp": 2, "hand": ["Angelic Snipe"], "field": ["Test Spell Watcher"]},
               {"field": ["Okami"]}, card_files=test_cards)
    sc2.apply("play Angelic Snipe")
    assert card(sc2, "a", "Test Spell Watcher")["attack"] == 2


def test_5_11_crazed_executioner_evolved_makes_the_opponent_discard():
    sc = make({"pp": 1, "field": ["Crazed Executioner"], "evolve_deck": ["Crazed Executioner"]},
              {"hand": ["Fighter", "Dread Dragon"]})
    sc.apply("evolve Crazed Executioner")
    assert sc.player("a")["leader"] == 18
    hand, cem = sc.zone("b", "hand"), sc.zone("b", "cemetery")
    assert len(hand) == 1 and len(cem) == 1
    assert sorted(hand + cem) == ["Dread Dragon", "Fighter"]


# ====================================================================== playing / rules handling

def test_10_6_2_3_4_spell_without_a_legal_target_cannot_be_played():
    sc = make({"pp": 5, "hand": ["Angelic Snipe", "Wind Blast", "Fiery Embrace", "Fairy Circle"]},
              {"field": ["Sacred Plea"]})             # an amulet is no follower target
    acts = sc.legal_actions()
    assert "play Angelic Snipe" not in acts
    assert "play Wind Blast" not in acts
    assert "play Fiery Embrace" not in acts
    assert "play Fairy Circle" in acts               # no selection needed


def test_10_6_2_3_4_token_spell_without_target_cannot_be_played_from_ex():
    sc = make({"ex": ["Coco", "Mimi"]}, {"field": ["Okami"]})
    acts = sc.legal_actions()
    assert "play Coco from ex" not in acts           # no follower of yours
    assert "play Mimi from ex" in acts


def test_12_15_aura_follower_cannot_be_selected_by_the_opponent():
    sc = make({"pp": 1, "hand": ["Angelic Snipe"]}, {"field": ["Mainyu"]})
    assert "play Angelic Snipe" not in sc.legal_actions()


def test_10_5_2_confirmation_timing_destroys_zero_defense_followers():
    sc = make({"field": [{"card": "Okami", "damage": 5}, {"card": "Fighter", "defense_bonus": -3},
                         {"card": "Archer", "damage": 3}]})
    sc.confirm()
    assert names(sc.field("a")) == ["Archer"]
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Okami"]


def test_10_5_2_confirmation_timing_plays_last_words_of_destroyed_followers():
    sc = make({"field": [{"card": "Rabbit Necromancer", "damage": 3}]})
    sc.confirm()
    assert sc.player("a")["leader"] == 18 and sc.player("b")["leader"] == 18


def test_11_2_1_both_leaders_at_zero_at_once_is_a_draw():
    sc = make({"leader": 2, "field": [{"card": "Rabbit Necromancer", "damage": 3}]},
              {"leader": 2})
    sc.confirm()
    assert sc.winner == "draw"


def test_11_3_2_bane_destroys_the_attacker_that_fought_it():
    sc = make({"field": ["Dread Dragon"]}, {"field": [{"card": "Medusa", "engaged": True}]})
    sc.apply("attack Dread Dragon -> Medusa")
    assert sc.field("a") == [] and sc.field("b") == []
    assert sc.zone("a", "cemetery") == ["Dread Dragon"]


def test_12_14_2_1_bane_with_zero_attack_still_destroys():
    sc = make({"field": ["Serpent"]}, {"field": [{"card": "Okami", "engaged": True}]})
    sc.apply("attack Serpent -> Okami")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Okami"]


def test_12_8_2_ward_must_be_the_attack_target():
    sc = make({"field": ["Okami"]},
              {"field": [{"card": "Fighter", "engaged": True},
                         {"card": "Veteran Lancer", "engaged": True}]})
    attacks = [x for x in sc.legal_actions() if x.startswith("attack")]
    assert attacks == ["attack Okami -> Veteran Lancer"]


def test_12_12_intimidate_cannot_be_attacked():
    sc = make({"field": ["Okami"]}, {"field": [{"card": "Dragonewt Scholar", "engaged": True}]})
    attacks = [x for x in sc.legal_actions() if x.startswith("attack")]
    assert attacks == ["attack Okami -> leader"]


# ====================================================================== zone limits

def test_4_8_3_2_ex_area_never_holds_more_than_5():
    sc = make({"pp": 1, "hand": ["Fairy Circle"], "ex": ["Fairy"] * 4})
    sc.apply("play Fairy Circle")
    assert sc.zone("a", "ex") == ["Fairy"] * 5
    sc2 = make({"pp": 4, "hand": ["Cerberus"], "ex": ["Fairy"] * 5,
                "cemetery": ["Fighter"] * 10})
    sc2.apply("play Cerberus")
    assert sc2.zone("a", "ex") == ["Fairy"] * 5


def test_4_4_4_2_summoning_into_a_full_field_puts_nothing_there():
    sc = make({"pp": 2, "hand": ["Fairy Whisperer"], "field": ["Fighter"] * 4})
    sc.apply("play Fairy Whisperer")
    assert names(sc.field("a")) == ["Fighter"] * 4 + ["Fairy Whisperer"]
    assert sc.zone("a", "ex") == ["Fairy"]          # only its ex_token Fairy


def test_4_4_4_2_otohime_evolved_overflows_bodyguards_into_the_ex_area():
    sc = make({"pp": 2, "field": ["Sea Queen Otohime", "Fighter", "Fighter", "Fighter"],
               "evolve_deck": ["Sea Queen Otohime"]})
    sc.apply("evolve Sea Queen Otohime")
    assert names(sc.field("a")).count("Otohime's Bodyguard") == 1
    assert len(sc.field("a")) == 5
    assert sc.zone("a", "ex") == ["Otohime's Bodyguard"] * 2


def test_4_8_3_2_otohime_overflow_stops_at_the_ex_limit():
    sc = make({"pp": 2, "field": ["Sea Queen Otohime", "Fighter", "Fighter", "Fighter"],
               "evolve_deck": ["Sea Queen Otohime"], "ex": ["Fairy"] * 4})
    sc.apply("evolve Sea Queen Otohime")
    assert len(sc.field("a")) == 5
    assert sc.zone("a", "ex") == ["Fairy"] * 4 + ["Otohime's Bodyguard"]


def test_10_6_2_6_follower_cannot_be_played_onto_a_full_field():
    sc = make({"pp": 5, "hand": ["Fighter", "Sacred Plea", "Angelic Snipe"],
               "field": ["Archer"] * 5}, {"field": ["Okami"]})
    acts = sc.legal_actions()
    assert "play Fighter" not in acts and "play Sacred Plea" not in acts
    assert "play Angelic Snipe" in acts


# ====================================================================== more of the vocabulary

def test_10_6_2_3_3_two_required_targets_with_only_one_available_cannot_be_played(test_cards):
    sc = make({"pp": 1, "hand": ["Test Twin Bolt"]}, {"field": ["Okami", "Fighter"]},
              card_files=test_cards)
    sc.apply("play Test Twin Bolt")                 # two targets: playable
    assert [c["damage"] for c in sc.field("b")] == [1, 1]


def test_10_6_2_3_3_spell_needing_two_targets_is_illegal_with_one(test_cards):
    sc = make({"pp": 1, "hand": ["Test Twin Bolt"]}, {"field": ["Okami"]},
              card_files=test_cards)
    assert "play Test Twin Bolt" not in sc.legal_actions()


def test_13_3_2_2_stack_counters_can_be_transferred_to_another_stack_amulet():
    sc = make({"field": ["Teachings of Creation", {"card": "Magic Sediment", "stack": 2}]})
    transfers = [x for x in sc.legal_actions() if x.startswith("activate")]
    assert transfers
    sc.apply(transfers[0])
    stacks = sorted(c["stack"] for c in sc.field("a"))
    assert stacks == [3] or stacks == [0, 3]


@pytest.mark.parametrize("lost, cem, cost", [(False, 0, 6), (True, 0, 5), (False, 10, 5),
                                             (True, 10, 4)])
def test_10_4_4_1_medusa_cost_drops_with_sanguine_and_necrocharge(lost, cem, cost):
    spec = {"hand": ["Medusa"], "max_pp": 10, "lost_defense_this_turn": lost,
            "cemetery": ["Fighter"] * cem}
    assert "play Medusa" not in make(dict(spec, pp=cost - 1)).legal_actions()
    sc = make(dict(spec, pp=cost))
    sc.apply("play Medusa")
    assert sc.player("a")["pp"] == 0


def test_10_6_2_3_4_activated_ability_without_target_cannot_be_played():
    sc = make({"field": ["Medusa"]})
    assert "activate Medusa #3" not in sc.legal_actions()
    sc = make({"field": ["Medusa"]}, {"field": ["Dread Dragon"]})
    sc.apply("activate Medusa #3")
    assert sc.field("b") == [] and card(sc, "a", "Medusa")["engaged"]


def test_10_4_6_robin_hood_activation_pays_pp_and_engages():
    sc = make({"pp": 1, "field": ["Robin Hood"]}, {"field": ["Okami"]})
    sc.apply("activate Robin Hood #2")
    assert card(sc, "b", "Okami")["damage"] == 4
    assert card(sc, "a", "Robin Hood")["engaged"]
    assert sc.player("a")["pp"] == 0
    assert not any(x.startswith(("activate Robin Hood", "attack Robin Hood"))
                   for x in sc.legal_actions())


def test_returned_to_hand_trigger_elf_child_may():
    sc = make({"pp": 1, "hand": ["Nature's Guidance"], "field": ["Elf Child May"]},
              {"field": ["Okami"]})
    sc.apply("play Nature's Guidance")
    assert "Elf Child May" in sc.zone("a", "hand")
    assert card(sc, "b", "Okami")["damage"] == 1


def test_ally_attacks_mana_elk_needs_a_pixie_attacker():
    sc = make({"field": ["Mana Elk", "Fairy", "Okami"]})
    sc.apply("attack Okami -> leader")
    assert sc.player("b")["leader"] == 15           # no trigger for a Beast
    sc.apply("attack Fairy -> leader")
    assert sc.player("b")["leader"] == 15 - 1 - 1   # Fairy + Mana Elk's 1


def test_7_4_1_ghost_tokens_are_banished_at_the_start_of_the_end_phase():
    sc = make({"pp": 3, "hand": ["Phantom Howl"]})
    sc.apply("play Phantom Howl")
    assert names(sc.field("a")) == ["Ghost"] * 4
    assert "attack Ghost -> leader" in sc.legal_actions()   # Storm
    sc.apply("attack Ghost -> leader")
    sc.end_turn()
    assert sc.field("a") == []
    assert sc.zone("a", "banished") == []           # 9.1.4.1: tokens are gone
    assert sc.player("b")["leader"] == 19


def test_undead_king_returns_up_to_two_followers_from_the_cemetery():
    sc = make({"pp": 6, "hand": ["Undead King"],
               "cemetery": ["Fighter", "Angelic Snipe", "Okami", "Dread Dragon"]})
    sc.apply("play Undead King")
    hand = sc.zone("a", "hand")
    assert len(hand) == 2 and "Angelic Snipe" not in hand
    assert sorted(hand + sc.zone("a", "cemetery")) == sorted(
        ["Fighter", "Angelic Snipe", "Okami", "Dread Dragon"])


def test_filter_engaged_shadowed_assassin_destroys_only_an_engaged_follower():
    sc = make({"pp": 2, "field": ["Shadowed Assassin"], "evolve_deck": ["Shadowed Assassin"]},
              {"field": ["Dread Dragon", {"card": "Fighter", "engaged": True}]})
    sc.apply("evolve Shadowed Assassin")
    assert names(sc.field("b")) == ["Dread Dragon"]
    assert sc.zone("b", "cemetery") == ["Fighter"]


def test_5_7_maid_leader_searches_a_follower_with_evolve():
    sc = make({"pp": 2, "field": ["Maid Leader"], "evolve_deck": ["Maid Leader"],
               "deck": ["Dread Dragon", "Angelic Snipe", "Archer", "Okami"]})
    sc.apply("evolve Maid Leader")
    assert sc.zone("a", "hand") == ["Archer"]
    assert sorted(sc.zone("a", "deck")) == ["Angelic Snipe", "Dread Dragon", "Okami"]


def test_filter_keyword_guardian_sun_buffs_only_a_ward_follower():
    sc = make({"pp": 2, "field": ["Guardian Sun", "Fighter"]})
    assert "activate Guardian Sun #2" not in sc.legal_actions()    # no Ward follower
    sc = make({"pp": 2, "field": ["Guardian Sun", "Fighter", "Veteran Lancer"]})
    sc.apply("activate Guardian Sun #2")
    v = card(sc, "a", "Veteran Lancer")
    assert (v["attack"], v["defense"]) == (4, 5)
    assert card(sc, "a", "Fighter")["attack"] == 2
    assert sc.zone("a", "cemetery") == ["Guardian Sun"]


def test_5_5_themis_decree_destroys_every_follower_but_not_amulets():
    sc = make({"pp": 5, "hand": ["Themis's Decree"], "field": ["Fighter", "Sacred Plea"]},
              {"field": ["Okami", "Fairy", "Death Sentence"]})
    sc.apply("play Themis's Decree")
    assert names(sc.field("a")) == ["Sacred Plea"]
    assert names(sc.field("b")) == ["Death Sentence"]
    assert sc.zone("b", "cemetery") == ["Okami"]


def test_12_15_3_aura_does_not_stop_effects_that_select_nothing():
    sc = make({"pp": 5, "hand": ["Alchemical Lore"]}, {"field": ["Mainyu"]})
    sc.apply("play Alchemical Lore")
    assert sc.field("b") == [] and sc.zone("b", "cemetery") == ["Mainyu"]


def test_5_9_1_1_drawing_from_an_empty_deck_loses_at_rules_handling():
    sc = make({"pp": 6, "hand": ["Curate"], "deck": []})
    sc.apply("play Curate")
    assert sc.winner == "b"


def test_trigger_filter_leonidas_resolve_only_for_swordcraft_followers():
    sc = make({"pp": 4, "hand": ["Fighter", "Veteran Lancer"], "field": ["Leonidas's Resolve"]})
    sc.apply("play Fighter")
    sc.apply("play Veteran Lancer")
    f = card(sc, "a", "Fighter")
    v = card(sc, "a", "Veteran Lancer")
    assert (f["attack"], f["defense"], f["keywords"]) == (2, 3, [])
    assert (v["attack"], v["defense"]) == (5, 6) and "rush" in v["keywords"]


def test_4_4_4_2_alwidas_command_creates_only_what_fits():
    sc = make({"pp": 5, "hand": ["Alwida's Command"], "field": ["Fighter"] * 3})
    sc.apply("play Alwida's Command")
    assert len(sc.field("a")) == 5
    assert names(sc.field("a"))[:3] == ["Fighter"] * 3
    assert sc.zone("a", "ex") == []


@pytest.mark.parametrize("spells, dmg, leader", [(4, 2, 20), (5, 4, 20), (10, 4, 18)])
def test_13_3_1_spellchain_lightning_shooter_ladder(spells, dmg, leader):
    sc = make({"pp": 4, "hand": ["Lightning Shooter"], "cemetery": ["Angelic Snipe"] * spells},
              {"field": ["Okami"]})
    sc.apply("play Lightning Shooter")
    assert card(sc, "b", "Okami")["damage"] == dmg
    assert sc.player("b")["leader"] == leader


def test_10_5_2_2_active_players_pending_abilities_resolve_first():
    # B (active) clears both boards. B's Mordecai Last Words resolves before A's Rabbit
    # Necromancer: B still has 5 defense, pays 3 to come back, then the Rabbit's 2 finish B.
    # (The other order would leave B at 3 defense, unwilling to pay below its floor of 1.)
    sc = make({"field": [{"card": "Rabbit Necromancer", "damage": 1}]},
              {"pp": 3, "max_pp": 5, "leader": 5, "hand": ["Dragon Wings"],
               "field": [{"card": "Mordecai the Duelist", "damage": 3}]},
              active="b", pilots={"b": "greedy:leader_floor=1"})
    sc.apply("play Dragon Wings")
    assert sc.player("a")["leader"] == 18
    assert sc.player("b")["leader"] == 0
    assert sc.winner == "a"


def test_1_3_2_4_leader_defense_has_no_upper_limit():
    sc = make({"pp": 6, "hand": ["Curate"]})
    sc.apply("play Curate")
    assert sc.player("a")["leader"] == 25


def test_10_6_2_3_required_cemetery_selection_with_few_candidates(test_cards):
    sc = make({"pp": 1, "hand": ["Test Grave Pick"], "cemetery": ["Okami"] * 3},
              card_files=test_cards)
    sc.apply("play Test Grave Pick")
    assert sc.zone("a", "hand") == ["Okami"]
    assert sorted(sc.zone("a", "cemetery")) == ["Okami", "Okami", "Test Grave Pick"]


def test_10_6_2_3_required_cemetery_selection_with_many_candidates(test_cards):
    # run in a child process: the engine corrupts memory here
    code = textwrap.dedent(f"""
        import decksim
        sc = decksim.scenario({{"players": {{
            "a": {{"pp": 1, "hand": ["Test Grave Pick"], "cemetery": ["Okami"] * 40,
                   "deck": ["Fighter"] * 5}},
            "b": {{"deck": ["Fighter"] * 5}}}}}}, card_files=({str(test_cards[0])!r},))
        sc.apply("play Test Grave Pick")
        print(sc.zone("a", "hand"), len(sc.zone("a", "cemetery")))
    """)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       timeout=600, cwd=Path(__file__).resolve().parents[2])
    assert r.returncode == 0, r.stderr[-500:]
    assert r.stdout.strip() == "['Okami'] 40"
