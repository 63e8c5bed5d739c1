"""The BP06 Abysscraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from scenario_kit import card, make, names, refuses

FILL = ["Fighter"] * 6
GINSETSU = "Ginsetsu, Great Fox"
YUZUKI = "Yuzuki, Righteous Demon"
EVOLVED_GINSETSU = {"card": GINSETSU, "evolved": True}


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Ginsetsu, Great Fox

def test_5_4_2_ginsetsu_puts_5_one_tailed_foxes_into_the_ex_area():
    sc = make({"pp": 6, "hand": [GINSETSU]})
    sc.apply(f"play {GINSETSU}")
    assert sc.zone("a", "ex") == ["One-Tailed Fox"] * 5


def test_4_8_3_2_ginsetsu_puts_only_the_foxes_that_fit_into_the_ex_area():
    sc = make({"pp": 6, "hand": [GINSETSU], "ex": ["Fighter", "Fighter"]})
    sc.apply(f"play {GINSETSU}")
    assert sc.zone("a", "ex") == ["Fighter", "Fighter"] + ["One-Tailed Fox"] * 3


def test_10_2_1_3_3_evolved_ginsetsu_makes_yokai_followers_cost_2_less():
    sc = make({"pp": 0, "hand": ["Kasha", "Antelope Pelt Warrior", "Demonic Procession"],
               "ex": ["One-Tailed Fox"], "field": [EVOLVED_GINSETSU]})
    acts = sc.legal_actions()
    assert "play Kasha" in acts and "play One-Tailed Fox from ex" in acts   # 2 - 2
    assert "play Antelope Pelt Warrior" not in acts      # a Beast
    assert "play Demonic Procession" not in acts         # a Yokai spell, not a follower
    sc.apply("play One-Tailed Fox from ex")
    assert sc.player("a")["pp"] == 0


def test_10_2_1_3_2_evolved_ginsetsu_adds_1_to_the_damage_of_yokai_followers():
    sc = make({"pp": 2, "hand": ["Kasha"], "deck": ["Goliath", *FILL],
               "field": [EVOLVED_GINSETSU, "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True},
                         {"card": "Fighter", "engaged": True}]})
    sc.dictate(("mode", 1), ("target", "b:Goliath"))
    sc.apply("play Kasha")                    # its Fanfare: 1 damage, 2 with Ginsetsu
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc.apply(f"attack {GINSETSU} (evolved) -> leader")   # 1 attack, deals 2
    assert sc.player("b")["leader"] == 18
    sc.apply("attack Fighter -> Fighter")      # not a Yokai: 2 damage
    assert card(sc, "b", "Fighter")["damage"] == 2


def test_evolved_ginsetsu_makes_a_one_tailed_fox_fight_for_2():
    sc = make({"field": [EVOLVED_GINSETSU, "One-Tailed Fox"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack One-Tailed Fox -> Fighter")
    assert card(sc, "b", "Fighter")["damage"] == 2
    assert card(sc, "a", "One-Tailed Fox")["damage"] == 2


def test_evolved_ginsetsu_gains_attack_whenever_a_yokai_follower_of_yours_leaves():
    sc = make({"field": [EVOLVED_GINSETSU, "Kasha", "Fighter", "One-Tailed Fox"]},
              {"field": [{"card": "Goliath", "engaged": True},
                         {"card": "Goliath", "engaged": True}]})
    sc.apply("attack Kasha -> Goliath")          # Kasha (3/1) is destroyed
    assert card(sc, "a", GINSETSU)["attack"] == 2
    assert names(sc.field("b")) == ["Goliath"]   # 3 + 1 damage
    sc.apply("attack Fighter -> Goliath")        # a Fighter leaving does not count
    assert card(sc, "a", GINSETSU)["attack"] == 2
    sc.apply("attack One-Tailed Fox -> Goliath")   # a Yokai token destroyed: it counts
    assert names(sc.field("a")) == [GINSETSU] and sc.field("b") == []
    assert card(sc, "a", GINSETSU)["attack"] == 3


def test_4_9_buried_yokai_followers_leave_the_field_for_evolved_ginsetsu():
    sc = make({"pp": 6, "hand": [YUZUKI], "cemetery": ["Fighter"] * 10},
              {"field": [EVOLVED_GINSETSU, "Kasha", "One-Tailed Fox"]})
    sc.apply(f"play {YUZUKI}")     # Necrocharge 10: b buries 2 followers
    assert names(sc.field("b")) == [GINSETSU]
    assert card(sc, "b", GINSETSU)["attack"] == 3
    assert sc.zone("b", "cemetery") == ["Kasha"]      # the token ceased to exist


# ------------------------------------------------------------ Aragavy the Berserker

def test_10_4_7_aragavy_pays_5_more_to_hit_every_other_follower_for_5_and_gain_storm():
    sc = make({"pp": 8, "hand": ["Aragavy the Berserker"], "field": ["Goliath"]},
              {"field": ["Fighter", "Goliath"]})
    sc.dictate(("pay", True))
    sc.apply("play Aragavy the Berserker")
    assert names(sc.field("a")) == ["Aragavy the Berserker"] and sc.field("b") == []
    ar = card(sc, "a", "Aragavy the Berserker")
    assert (ar["attack"], ar["defense"]) == (6, 5) and "storm" in ar["keywords"]
    assert sc.player("a")["pp"] == 0
    assert "attack Aragavy the Berserker -> leader" in sc.legal_actions()


def test_aragavy_without_5_more_pp_is_a_plain_4_3():
    sc = make({"pp": 7, "hand": ["Aragavy the Berserker"]}, {"field": ["Fighter"]})
    sc.apply("play Aragavy the Berserker")
    ar = card(sc, "a", "Aragavy the Berserker")
    assert (ar["attack"], ar["defense"]) == (4, 3) and "storm" not in ar["keywords"]
    assert card(sc, "b", "Fighter")["damage"] == 0 and sc.player("a")["pp"] == 4


def test_13_5_2_aragavy_deals_3_at_the_end_phase_when_sanguine():
    sc = make({"field": ["Aragavy the Berserker"], "lost_defense_this_turn": True},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:leader"))
    sc.end_turn()
    assert sc.player("b")["leader"] == 17
    sc = make({"field": ["Aragavy the Berserker"]}, {"field": ["Goliath"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 20 and card(sc, "b", "Goliath")["damage"] == 0


# ------------------------------------------------------------ Shuten-Doji

def test_5_15_1_1_shuten_doji_banishes_2_yokai_cards_to_evolve_and_give_storm():
    sc = make({"pp": 3, "hand": ["Shuten-Doji"], "evolve_deck": ["Shuten-Doji"],
               "cemetery": ["Kasha", "Fighter", "Demonic Procession"],
               "field": [{"card": "Zashiki-Warashi", "entered_this_turn": True},
                         {"card": "Fighter", "entered_this_turn": True}]})
    sc.dictate(("pay", True))
    sc.apply("play Shuten-Doji")
    sd = card(sc, "a", "Shuten-Doji")
    assert sd["evolved"] and (sd["attack"], sd["defense"]) == (2, 5)
    assert {"storm", "bane"} <= set(sd["keywords"])
    assert sc.zone("a", "cemetery") == ["Fighter"]
    assert sorted(sc.zone("a", "banished")) == ["Demonic Procession", "Kasha"]
    assert "storm" in card(sc, "a", "Zashiki-Warashi")["keywords"]   # another Yokai
    assert "storm" not in card(sc, "a", "Fighter")["keywords"]
    assert not sc.player("a")["evolved_this_turn"]                  # 8.3.2 unspent
    assert "attack Shuten-Doji (evolved) -> leader" in sc.legal_actions()


def test_10_4_2_2_shuten_doji_with_one_yokai_card_in_the_cemetery_stays_unevolved():
    sc = make({"pp": 3, "hand": ["Shuten-Doji"], "evolve_deck": ["Shuten-Doji"],
               "cemetery": ["Kasha", "Fighter"]})
    sc.apply("play Shuten-Doji")
    assert not card(sc, "a", "Shuten-Doji")["evolved"]
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Kasha"]


# ------------------------------------------------------------ Bear Pelt Warrior

def test_12_7_bear_pelt_warrior_strike_hits_each_leader_and_last_words_heals_4():
    sc = make({"field": [{"card": "Bear Pelt Warrior", "damage": 3}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Bear Pelt Warrior -> Goliath")
    assert sc.field("a") == [] and sc.field("b") == []
    assert sc.player("b")["leader"] == 19
    assert sc.player("a")["leader"] == 20 - 1 + 4


def test_12_10_bear_pelt_warrior_has_rush():
    sc = make({"pp": 4, "hand": ["Bear Pelt Warrior"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Bear Pelt Warrior")
    assert attacks(sc, "Bear Pelt Warrior") == ["attack Bear Pelt Warrior -> Fighter"]


# ------------------------------------------------------------ Yuzuki, Righteous Demon

def test_4_9_yuzuki_makes_the_opponent_bury_a_follower_of_their_choice():
    sc = make({"pp": 6, "hand": [YUZUKI], "cemetery": ["Fighter"] * 9},
              {"field": ["Goliath", "Fighter", "Berserker's Pelt"]})
    sc.apply(f"play {YUZUKI}")
    assert len(sc.field("b")) == 2 and "Berserker's Pelt" in names(sc.field("b"))
    assert len(sc.zone("b", "cemetery")) == 1
    assert "bane" in card(sc, "a", YUZUKI)["keywords"]


def test_13_5_1_yuzuki_with_necrocharge_10_makes_them_bury_2():
    sc = make({"pp": 6, "hand": [YUZUKI], "cemetery": ["Fighter"] * 10},
              {"field": ["Goliath", "Fighter", "Goliath"]})
    sc.apply(f"play {YUZUKI}")
    assert len(sc.field("b")) == 1 and len(sc.zone("b", "cemetery")) == 2
    # a follower with Last Words buried goes to the cemetery: its Last Words trigger
    sc = make({"pp": 6, "hand": [YUZUKI], "cemetery": ["Fighter"] * 10},
              {"field": ["Rookie Succubus"]})
    sc.apply(f"play {YUZUKI}")
    assert names(sc.field("b")) == ["Forest Bat"]


def test_8_3_yuzuki_is_activated_from_the_hand_paying_3_and_discarding_itself():
    sc = make({"pp": 3, "hand": [YUZUKI], "deck": ["Goliath", *FILL]},
              {"field": ["Goliath", "Fighter"]})
    act = f"activate {YUZUKI} #2 from hand"
    assert act in sc.legal_actions()
    sc.dictate(("target", "b:Goliath"))
    sc.apply(act)
    assert names(sc.field("b")) == ["Fighter"]                 # 5 damage
    assert sc.zone("a", "hand") == []
    assert sorted(sc.zone("a", "cemetery")) == ["Goliath", YUZUKI]   # the top card too
    a = sc.player("a")
    assert a["pp"] == 0 and a["played_this_turn"] == 0        # no card was played (8.2)


def test_10_6_2_3_4_yuzuki_from_the_hand_needs_3_pp_and_an_enemy_follower():
    act = f"activate {YUZUKI} #2 from hand"
    assert act not in make({"pp": 2, "hand": [YUZUKI]}, {"field": ["Fighter"]}).legal_actions()
    assert act not in make({"pp": 3, "hand": [YUZUKI]}).legal_actions()
    sc = make({"pp": 3, "field": [YUZUKI]}, {"field": ["Fighter"]})
    assert not any(a.startswith(f"activate {YUZUKI}") for a in sc.legal_actions())


# ------------------------------------------------------------ Kasha

def test_5_17_kasha_deals_1_and_buries_the_top_card():
    sc = make({"pp": 2, "hand": ["Kasha"], "deck": ["Goliath", *FILL],
               "cemetery": ["Shuten-Doji"]}, {"field": ["Fighter"]})
    sc.dictate(("mode", 1))
    sc.apply("play Kasha")
    assert card(sc, "b", "Fighter")["damage"] == 1
    assert sc.zone("a", "cemetery") == ["Shuten-Doji", "Goliath"]


def test_5_17_kasha_takes_back_a_yokai_follower_of_another_name():
    sc = make({"pp": 2, "hand": ["Kasha"],
               "cemetery": ["Kasha", "Demonic Procession", "Fighter", "Zashiki-Warashi"]},
              {"field": ["Fighter"]})
    sc.dictate(("mode", 2))
    sc.apply("play Kasha")
    assert sc.zone("a", "hand") == ["Zashiki-Warashi"]
    sc = make({"pp": 2, "hand": ["Kasha"], "cemetery": ["Kasha", "Demonic Procession"]},
              {"field": ["Fighter"]})
    sc.apply("play Kasha")        # no other Yokai follower: only option 1 can be chosen
    assert sc.zone("a", "hand") == [] and card(sc, "b", "Fighter")["damage"] == 1


# ------------------------------------------------------------ Cougar Pelt Warrior

def test_5_7_evolved_cougar_pelt_warrior_puts_another_onto_the_field_engaged():
    sc = make({"pp": 1, "field": ["Cougar Pelt Warrior"], "evolve_deck": ["Cougar Pelt Warrior"],
               "deck": ["Fighter", "Cougar Pelt Warrior", "Fighter"]})
    sc.apply("evolve Cougar Pelt Warrior")
    cougars = [c for c in sc.field("a") if c["card"] == "Cougar Pelt Warrior"]
    assert [(c["evolved"], c["engaged"]) for c in cougars] == [(True, False), (False, True)]
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Fighter"]


# ------------------------------------------------------------ Unleash the Nightmare

def test_unleash_the_nightmare_costs_1_less_with_a_vampire_card_on_the_field():
    sc = make({"pp": 3, "hand": ["Unleash the Nightmare"], "field": ["Rookie Succubus"],
               "deck": ["Goliath", "Kasha", *FILL]})
    sc.apply("play Unleash the Nightmare")
    assert names(sc.field("a")) == ["Rookie Succubus"] + ["Forest Bat"] * 3
    assert sorted(sc.zone("a", "hand")) == ["Goliath", "Kasha"]
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 3, "hand": ["Unleash the Nightmare"], "field": ["Kasha"]})
    assert "play Unleash the Nightmare" not in sc.legal_actions()


# ------------------------------------------------------------ Zashiki-Warashi

def test_12_6_2_evolved_zashiki_warashi_discards_a_yokai_card_to_heal_1_and_draw_2():
    sc = make({"pp": 1, "leader": 15, "hand": ["Fighter", "Demonic Procession"],
               "field": ["Zashiki-Warashi"], "evolve_deck": ["Zashiki-Warashi"],
               "deck": ["Goliath", "Kasha", *FILL]})
    sc.dictate(("pay", True))
    sc.apply("evolve Zashiki-Warashi")
    assert sc.player("a")["leader"] == 16
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Goliath", "Kasha"]
    assert sc.zone("a", "cemetery") == ["Demonic Procession"]


def test_zashiki_warashi_without_a_yokai_card_in_hand_does_nothing():
    sc = make({"pp": 1, "leader": 15, "hand": ["Fighter"], "field": ["Zashiki-Warashi"],
               "evolve_deck": ["Zashiki-Warashi"]})
    sc.apply("evolve Zashiki-Warashi")
    assert sc.player("a")["leader"] == 15 and sc.zone("a", "hand") == ["Fighter"]


# ------------------------------------------------------------ Antelope Pelt Warrior

def test_7_3_1_antelope_pelt_warrior_hits_its_own_leader_at_the_start_of_the_main_phase():
    sc = make({"field": ["Antelope Pelt Warrior"]}, {"field": ["Antelope Pelt Warrior"]},
              active="b")
    sc.end_turn()          # a's turn starts: a's Antelope only
    assert sc.player("a")["leader"] == 19 and sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Rookie Succubus

def test_12_4_12_5_rookie_succubus_summons_a_forest_bat_on_entering_and_leaving():
    sc = make({"pp": 2, "hand": ["Rookie Succubus"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Rookie Succubus")
    assert names(sc.field("a")) == ["Rookie Succubus", "Forest Bat"]
    sc = make({"field": ["Rookie Succubus"]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Rookie Succubus -> Fighter")
    assert names(sc.field("a")) == ["Forest Bat"]


# ------------------------------------------------------------ Demonic Procession

def test_5_10_demonic_procession_takes_a_yokai_follower_from_the_top_5():
    deck = ["Fighter", "Demonic Procession", "Goliath", "Kasha", "Fighter", *FILL]
    sc = make({"pp": 1, "hand": ["Demonic Procession"], "deck": deck})
    sc.apply("play Demonic Procession")
    assert sc.zone("a", "hand") == ["Kasha"]       # the Yokai spell is not a follower
    rest = sc.zone("a", "deck")
    assert rest[:6] == FILL and sorted(rest[6:]) == sorted(
        ["Fighter", "Demonic Procession", "Goliath", "Fighter"])


# ------------------------------------------------------------ Berserker's Pelt

def test_5_26_berserkers_pelt_buffs_a_follower_once_on_your_turn_when_your_leader_loses():
    sc = make({"field": ["Berserker's Pelt", "Bear Pelt Warrior", "Bear Pelt Warrior"]},
              {"field": [{"card": "Fighter", "engaged": True},
                         {"card": "Fighter", "engaged": True}]})
    sc.apply("attack Bear Pelt Warrior -> Fighter")     # Strike: each leader -1
    bears = [c for c in sc.field("a") if c["card"] == "Bear Pelt Warrior"]
    assert sorted(c["attack"] for c in bears) == [5, 6]
    sc.apply("attack Bear Pelt Warrior -> Fighter")     # a second loss: not again
    bears = [c for c in sc.field("a") if c["card"] == "Bear Pelt Warrior"]
    assert sorted(c["attack"] for c in bears) == [5, 6]
    assert sc.player("a")["leader"] == 18


def test_berserkers_pelt_does_not_trigger_on_the_opponents_turn():
    sc = make({"field": ["Berserker's Pelt", "Fighter"]}, {"field": ["Goliath"]}, active="b")
    sc.apply("attack Goliath -> leader")
    assert sc.player("a")["leader"] == 17
    assert card(sc, "a", "Fighter")["attack"] == 2


def test_10_4_6_berserkers_pelt_is_engaged_and_buried_to_heal_2_at_10_or_less():
    act = "activate Berserker's Pelt #2"
    assert act not in make({"leader": 11, "field": ["Berserker's Pelt"]}).legal_actions()
    sc = make({"leader": 10, "field": ["Berserker's Pelt"]})
    sc.apply(act)
    assert sc.player("a")["leader"] == 12
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == ["Berserker's Pelt"]


# ------------------------------------------------------------ card files



@pytest.mark.parametrize("ability,message", [
    ('on = "fanfare"\n  effects = [ { op = "bury_followers", amount = 1 } ]',
     "bury_followers names who buries"),
    ('on = "fanfare"\n  effects = [ { op = "search", filter = { name = "Kasha" }, engaged = true } ]',
     'engaged = true needs dest = "field"'),
    ('on = "fanfare"\n  effects = [ { op = "draw", engaged = true } ]', "does not read ['engaged']"),
    ('on = "activate"\n  zone = "hand"\n  engage = true\n  effects = [ { op = "draw" } ]',
     "it takes none of"),
    ('on = "fanfare"\n  zone = "hand"\n  effects = [ { op = "draw" } ]',
     'zone = "hand" on on = "activate" ones'),
])
def test_card_files_refuse_the_abysscraft_words_where_the_engine_would_not_read_them(
        ability, message, tmp_path):
    refuses(tmp_path, ability, message, "Abysscraft")
