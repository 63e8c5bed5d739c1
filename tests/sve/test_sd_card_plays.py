"""The starter-deck cards (SD01-SD06) with a non-trivial ability, each played in an
exact position with the scenario API (docs/scenarios.md). The engine features they
brought are tested in test_sd_rules.py. Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names


# ====================================================== SD01 Forestcraft

def test_10_9_titanias_sanctuary_grows_and_arms_pixie_tokens():
    sc = make({"pp": 2, "hand": ["Titania's Sanctuary"], "ex": ["Fairy"],
               "field": ["Fairy", "Water Fairy"]})
    sc.apply("play Titania's Sanctuary")
    fairy = card(sc, "a", "Fairy")
    assert (fairy["attack"], fairy["defense"]) == (2, 2)
    water = card(sc, "a", "Water Fairy")                 # a Pixie, but not a token
    assert (water["attack"], water["defense"]) == (1, 1) and "assail" not in water["keywords"]
    sc.legal_actions()
    assert "assail" in card(sc, "a", "Fairy")["keywords"]


def test_titanias_sanctuary_buffs_each_pixie_token_put_onto_the_field():
    sc = make({"pp": 6, "hand": ["Fairy Caster"], "field": ["Titania's Sanctuary"]})
    sc.apply("play Fairy Caster")
    fairies = [c for c in sc.field("a") if c["card"] == "Fairy"]
    assert len(fairies) == 3 and all((f["attack"], f["defense"]) == (2, 2) for f in fairies)


def test_fairy_caster_puts_the_fairies_that_do_not_fit_into_the_ex_area():
    sc = make({"pp": 4, "hand": ["Fairy Caster"], "field": ["Fighter", "Fighter", "Fighter"]})
    sc.apply("play Fairy Caster")
    assert names(sc.field("a")).count("Fairy") == 1
    assert sc.zone("a", "ex") == ["Fairy", "Fairy"]


def test_13_2_1_evolved_rose_gardener_returns_a_follower_and_draws_with_combo_3():
    sc = make({"pp": 1, "played_this_turn": 3, "field": ["Rose Gardener"],
               "evolve_deck": ["Rose Gardener"]}, {"field": ["Goliath"]})
    sc.apply("evolve Rose Gardener")
    assert sc.field("b") == [] and sc.zone("b", "hand") == ["Goliath"]
    assert sc.zone("a", "hand") == ["Fighter"]


def test_13_2_1_evolved_rose_gardener_without_combo_does_not_draw():
    sc = make({"pp": 1, "played_this_turn": 2, "field": ["Rose Gardener"],
               "evolve_deck": ["Rose Gardener"]}, {"field": ["Goliath"]})
    sc.apply("evolve Rose Gardener")
    assert sc.zone("b", "hand") == ["Goliath"] and sc.zone("a", "hand") == []


def test_12_5_waltzing_fairy_puts_a_fairy_into_the_ex_area_on_arrival_and_departure():
    sc = make({"pp": 3, "hand": ["Waltzing Fairy"]})
    sc.apply("play Waltzing Fairy")
    assert sc.zone("a", "ex") == ["Fairy"]
    sc = make({"field": ["Waltzing Fairy"]}, {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Waltzing Fairy -> Goliath")        # 3/3 into 3/4: destroyed
    assert sc.zone("a", "ex") == ["Fairy"]


def test_12_6_evolved_water_fairy_summons_a_fairy_and_leaves_one_in_the_ex_area():
    sc = make({"pp": 2, "field": ["Water Fairy"], "evolve_deck": ["Water Fairy"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("evolve Water Fairy")
    assert names(sc.field("a")) == ["Water Fairy", "Fairy"]
    sc.apply("attack Water Fairy (evolved) -> Goliath")   # 2/2 into 3/4: destroyed (12.5)
    assert sc.zone("a", "ex") == ["Fairy"]


def test_sylvan_justice_deals_3_and_stores_a_fairy():
    sc = make({"pp": 2, "hand": ["Sylvan Justice"]}, {"field": ["Guardian Nun"]})
    sc.apply("play Sylvan Justice")
    assert sc.field("b") == [] and sc.zone("a", "ex") == ["Fairy"]


# ====================================================== SD02 Swordcraft

def test_5_17_tsubaki_destroys_a_follower_or_gains_storm():
    sc = make({"pp": 6, "hand": ["Tsubaki", "Tsubaki"]}, {"field": ["Goliath"]})
    sc.dictate(("mode", 1)).apply("play Tsubaki")
    assert sc.field("b") == []
    sc.S[_pp(0)] = 6
    sc.dictate(("mode", 2)).apply("play Tsubaki")
    storm = [c for c in sc.field("a") if "storm" in c["keywords"]]
    assert len(storm) == 1 and "attack Tsubaki -> leader" in sc.legal_actions()


def _pp(p):
    from decksim.core.sve import state
    return state.pb(p) + state.P_PP


def test_12_6_evolved_floral_fencer_summons_a_steelclad_knight_and_a_knight():
    sc = make({"pp": 1, "field": ["Floral Fencer"], "evolve_deck": ["Floral Fencer"]})
    sc.apply("evolve Floral Fencer")
    assert names(sc.field("a")) == ["Floral Fencer", "Steelclad Knight", "Knight"]


def test_12_14_moonlight_assassin_buys_bane_for_1_pp():
    sc = make({"pp": 1, "field": ["Moonlight Assassin"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("activate Moonlight Assassin #1")
    assert "bane" in card(sc, "a", "Moonlight Assassin")["keywords"]
    assert sc.player("a")["pp"] == 0
    sc.apply("attack Moonlight Assassin -> Goliath")
    assert sc.field("b") == []                          # 12.14: Bane destroys it


def test_12_7_white_general_strike_gives_another_follower_2_attack():
    sc = make({"pp": 4, "hand": ["White General"], "field": ["Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play White General")
    sc.apply("attack White General -> Goliath")         # Rush (12.10)
    assert card(sc, "a", "Fighter")["attack"] == 4


def test_fencer_gives_another_follower_1_1():
    sc = make({"pp": 3, "hand": ["Fencer"], "field": ["Fighter"]})
    sc.apply("play Fencer")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4)
    assert (card(sc, "a", "Fencer")["attack"], card(sc, "a", "Fencer")["defense"]) == (3, 3)


def test_oathless_knight_brings_a_knight_and_evolves_with_assail():
    sc = make({"pp": 3, "hand": ["Oathless Knight"], "evolve_deck": ["Oathless Knight"]})
    sc.apply("play Oathless Knight")
    assert names(sc.field("a")) == ["Oathless Knight", "Knight"]
    sc.apply("evolve Oathless Knight")
    assert "assail" in card(sc, "a", "Oathless Knight")["keywords"]


def test_unbridled_fury_deals_the_number_of_your_followers():
    sc = make({"pp": 1, "hand": ["Unbridled Fury"],
               "field": ["Fighter", "Knight", "Fighter", "Dual Flames"]},
              {"field": ["Goliath", "Fairy"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply("play Unbridled Fury")                     # 3 followers; the amulet is not one
    assert card(sc, "b", "Goliath")["damage"] == 3


# ====================================================== SD03 Runecraft

def test_13_3_1_mythril_golem_deals_3_then_5_with_spellchain_7_and_hits_the_leader_at_15():
    sc = make({"pp": 6, "hand": ["Mythril Golem"], "cemetery": ["Insight"] * 6},
              {"field": ["Goliath"]})
    sc.apply("play Mythril Golem")
    assert card(sc, "b", "Goliath")["damage"] == 3 and sc.player("b")["leader"] == 20
    sc = make({"pp": 6, "hand": ["Mythril Golem"], "cemetery": ["Insight"] * 7},
              {"field": ["Goliath"]})
    sc.apply("play Mythril Golem")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 20
    sc = make({"pp": 6, "hand": ["Mythril Golem"], "cemetery": ["Insight"] * 15})
    sc.apply("play Mythril Golem")
    assert sc.player("b")["leader"] == 15


def test_13_3_1_rune_blade_summoner_grows_at_spellchain_5_and_storms_at_10():
    sc = make({"pp": 3, "hand": ["Rune Blade Summoner"], "cemetery": ["Insight"] * 5})
    sc.apply("play Rune Blade Summoner")
    r = card(sc, "a", "Rune Blade Summoner")
    assert (r["attack"], r["defense"]) == (5, 5) and "storm" not in r["keywords"]
    sc = make({"pp": 3, "hand": ["Rune Blade Summoner"], "cemetery": ["Insight"] * 10})
    sc.apply("play Rune Blade Summoner")
    assert "storm" in card(sc, "a", "Rune Blade Summoner")["keywords"]


def test_12_6_evolved_demonflame_mage_deals_2_to_each_enemy_follower():
    sc = make({"pp": 1, "field": ["Demonflame Mage"], "evolve_deck": ["Demonflame Mage"]},
              {"field": ["Fairy", "Goliath"]})
    sc.apply("evolve Demonflame Mage")
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 2


def test_10_4_penguin_wizard_engages_and_discards_a_spell_to_draw():
    sc = make({"hand": ["Fighter"], "field": ["Penguin Wizard"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]   # no spell
    sc = make({"hand": ["Insight"], "field": ["Penguin Wizard"]})
    sc.apply("activate Penguin Wizard #1")
    assert sc.zone("a", "cemetery") == ["Insight"] and sc.zone("a", "hand") == ["Fighter"]
    assert card(sc, "a", "Penguin Wizard")["engaged"]


def test_12_6_evolved_penguin_wizard_refreshes_itself():
    sc = make({"pp": 1, "hand": ["Insight"], "evolve_deck": ["Penguin Wizard"],
               "field": [{"card": "Penguin Wizard", "engaged": True}]})
    sc.apply("evolve Penguin Wizard")
    assert not card(sc, "a", "Penguin Wizard")["engaged"]
    sc.apply("activate Penguin Wizard (evolved) #2")
    assert sc.zone("a", "hand") == ["Fighter"]


def test_magic_missile_deals_2_and_draws():
    sc = make({"pp": 3, "hand": ["Magic Missile"]}, {"field": ["Fairy"]})
    sc.apply("play Magic Missile")
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Fighter"]


def test_5_17_conjure_golem_puts_either_golem_into_the_ex_area():
    sc = make({"pp": 2, "hand": ["Conjure Golem", "Conjure Golem"]})
    sc.dictate(("mode", 1)).apply("play Conjure Golem")
    sc.dictate(("mode", 2)).apply("play Conjure Golem")
    assert sc.zone("a", "ex") == ["Guardform Golem", "Strikeform Golem"]


# ====================================================== SD04 Dragoncraft

def test_5_17_dragon_oracle_ramps_or_draws():
    sc = make({"pp": 4, "max_pp": 4, "hand": ["Dragon Oracle", "Dragon Oracle"]})
    sc.dictate(("mode", 1)).apply("play Dragon Oracle")
    assert sc.player("a")["max_pp"] == 5
    sc.dictate(("mode", 2)).apply("play Dragon Oracle")
    assert sc.zone("a", "hand") == ["Fighter"]


def _overflow(name, max_pp):
    sc = make({"pp": max_pp, "max_pp": max_pp, "hand": [name]}, {"field": ["Goliath"]})
    sc.apply(f"play {name}")
    return sc


def test_13_4_1_overflow_cards_upgrade_at_7_max_pp():
    assert card(_overflow("Dragonewt Princess", 6), "b", "Goliath")["damage"] == 0
    assert _overflow("Dragonewt Princess", 7).field("b") == []      # 4 damage
    low, high = (card(_overflow("Dragonguard", m), "a", "Dragonguard") for m in (6, 7))
    assert (low["attack"], low["defense"], high["attack"], high["defense"]) == (4, 5, 6, 7)
    assert _overflow("Dragonrider", 6).zone("a", "ex") == []
    assert _overflow("Dragonrider", 7).zone("a", "ex") == ["Dragon"]
    assert "storm" not in card(_overflow("Seabrand Dragon", 6), "a", "Seabrand Dragon")["keywords"]
    assert "storm" in card(_overflow("Seabrand Dragon", 7), "a", "Seabrand Dragon")["keywords"]


def test_13_4_1_evolved_dragonrider_gains_2_attack_with_overflow():
    sc = make({"pp": 1, "max_pp": 7, "field": ["Dragonrider"], "evolve_deck": ["Dragonrider"]})
    sc.apply("evolve Dragonrider")
    assert card(sc, "a", "Dragonrider")["attack"] == 5


def test_12_7_roc_grows_on_each_attack_and_evolves_for_0():
    sc = make({"pp": 0, "field": ["Roc"], "evolve_deck": ["Roc"]})
    sc.apply("attack Roc -> leader")
    assert card(sc, "a", "Roc")["attack"] == 4
    sc.apply("evolve Roc")                              # 0 PP
    r = card(sc, "a", "Roc")
    assert r["evolved"] and (r["attack"], r["defense"]) == (4, 3)


def test_fafnir_and_glint_dragon_clear_the_board():
    sc = make({"pp": 12, "max_pp": 10, "hand": ["Glint Dragon", "Fafnir"]},
              {"field": ["Fairy", "Goliath", {"card": "Fighter", "defense_bonus": 5}]})
    sc.dictate(("target", "b:Fighter"))
    sc.apply("play Glint Dragon")
    sc.apply("play Fafnir")
    assert sc.field("b") == []


# ====================================================== SD05 Abysscraft

def test_queen_vampire_bats_arrive_with_1_attack_and_ward():
    sc = make({"pp": 6, "leader": 10, "hand": ["Queen Vampire"]})
    sc.apply("play Queen Vampire")
    bats = [c for c in sc.field("a") if c["card"] == "Forest Bat"]
    assert len(bats) == 2 and all(b["attack"] == 2 and "ward" in b["keywords"] for b in bats)
    sc.apply("end")
    sc.apply("end")                                     # a's next turn: engage, lose 1
    sc.apply("activate Queen Vampire #2")
    assert sc.player("a")["leader"] == 9
    assert names(sc.field("a")).count("Forest Bat") == 4


def test_10_9_midnight_vampire_gives_forest_bats_drain():
    sc = make({"pp": 3, "leader": 10, "hand": ["Midnight Vampire"], "field": ["Forest Bat"]})
    sc.apply("play Midnight Vampire")
    sc.legal_actions()
    assert all("drain" in c["keywords"] for c in sc.field("a") if c["card"] == "Forest Bat")
    sc.apply("attack Forest Bat -> leader")
    assert sc.player("a")["leader"] == 11                 # 12.13


def test_night_horde_counts_the_bats_after_summoning_two():
    sc = make({"pp": 3, "hand": ["Night Horde"], "field": ["Forest Bat"]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply("play Night Horde")
    assert names(sc.field("a")).count("Forest Bat") == 3
    assert card(sc, "b", "Goliath")["damage"] == 3


def test_13_5_1_alucard_grows_with_necrocharge_and_strikes_a_follower():
    sc = make({"pp": 7, "leader": 10, "hand": ["Alucard"], "cemetery": ["Fighter"] * 10},
              {"field": [{"card": "Goliath", "engaged": True}, "Fairy"]})
    sc.apply("play Alucard")
    assert card(sc, "a", "Alucard")["attack"] == 6
    sc.dictate(("target", "b:Goliath"))
    sc.apply("attack Alucard -> leader")                # Storm; Strike: 4 damage, heal 4
    assert sc.player("a")["leader"] == 14 and names(sc.field("b")) == ["Fairy"]
    assert sc.player("b")["leader"] == 14


def test_13_5_1_lesser_mummy_storms_with_necrocharge_and_evolved_strikes_a_ghost():
    sc = make({"pp": 2, "hand": ["Lesser Mummy"], "cemetery": ["Fighter"] * 9})
    sc.apply("play Lesser Mummy")
    assert "storm" not in card(sc, "a", "Lesser Mummy")["keywords"]
    sc = make({"pp": 3, "hand": ["Lesser Mummy"], "cemetery": ["Fighter"] * 10,
               "evolve_deck": ["Lesser Mummy"]})
    sc.apply("play Lesser Mummy")
    assert "storm" in card(sc, "a", "Lesser Mummy")["keywords"]
    sc.apply("evolve Lesser Mummy")
    sc.apply("attack Lesser Mummy (evolved) -> leader")
    assert "Ghost" in names(sc.field("a"))


def test_12_6_evolved_playful_necromancer_summons_three_ghosts():
    sc = make({"pp": 1, "field": ["Playful Necromancer"], "evolve_deck": ["Playful Necromancer"]})
    sc.apply("evolve Playful Necromancer")
    assert names(sc.field("a")).count("Ghost") == 3


def test_lilith_stores_a_bat_and_evolved_heals_on_strike():
    sc = make({"pp": 3, "leader": 10, "hand": ["Lilith"], "evolve_deck": ["Lilith"]})
    sc.apply("play Lilith")
    assert sc.zone("a", "ex") == ["Forest Bat"]
    sc.apply("end")
    sc.apply("end")
    sc.apply("evolve Lilith")
    sc.apply("attack Lilith (evolved) -> leader")
    assert sc.player("a")["leader"] == 12


def test_undying_resentment_deals_3_and_mills_one():
    sc = make({"pp": 2, "hand": ["Undying Resentment"], "deck": ["Goliath", "Fighter"]},
              {"field": ["Guardian Nun"]})
    sc.apply("play Undying Resentment")
    assert sc.field("b") == []
    assert sorted(sc.zone("a", "cemetery")) == ["Goliath", "Undying Resentment"]


def test_summon_bloodkin_puts_one_bat_on_each_side_of_the_ex_line():
    sc = make({"pp": 1, "hand": ["Summon Bloodkin"]})
    sc.apply("play Summon Bloodkin")
    assert names(sc.field("a")) == ["Forest Bat"] and sc.zone("a", "ex") == ["Forest Bat"]


# ====================================================== SD06 Havencraft

def test_4_4_skullfane_punishes_each_amulet_that_leaves():
    sc = make({"pp": 2, "field": ["Skullfane", "Pinion Prayer"]},
              {"leader": 20, "field": ["Goliath", "Fairy"]})
    sc.apply("activate Pinion Prayer #1")
    assert sc.player("b")["leader"] == 18
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 2
    assert "Holy Falcon" in names(sc.field("a"))


def test_hare_of_illusions_engages_a_follower_or_banishes_every_follower():
    sc = make({"field": ["Hare of Illusions"]}, {"field": ["Goliath"]})
    sc.apply("activate Hare of Illusions #1")
    assert card(sc, "b", "Goliath")["engaged"] and sc.zone("a", "cemetery") == ["Hare of Illusions"]
    sc = make({"pp": 10, "max_pp": 10, "field": ["Hare of Illusions", "Fighter", "Dual Flames"]},
              {"field": ["Goliath", "Pinion Prayer"]})
    sc.apply("activate Hare of Illusions #2")
    assert names(sc.field("a")) == ["Dual Flames"] and names(sc.field("b")) == ["Pinion Prayer"]
    assert sc.zone("a", "banished") == ["Fighter"] and sc.zone("b", "banished") == ["Goliath"]


def test_5_6_evolved_priest_of_the_cudgel_banishes_only_3_defense_or_less():
    sc = make({"pp": 1, "field": ["Priest of the Cudgel"], "evolve_deck": ["Priest of the Cudgel"]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("evolve Priest of the Cudgel")
    assert names(sc.field("b")) == ["Goliath"] and sc.zone("b", "banished") == ["Fighter"]


def test_acolytes_light_banishes_and_heals_2():
    sc = make({"pp": 4, "leader": 10, "hand": ["Acolyte's Light"]}, {"field": ["Goliath"]})
    sc.apply("play Acolyte's Light")
    assert sc.zone("b", "banished") == ["Goliath"] and sc.player("a")["leader"] == 12


def test_dual_flames_brings_a_tiger_now_and_another_later():
    sc = make({"pp": 6, "hand": ["Dual Flames"]})
    sc.apply("play Dual Flames")
    assert names(sc.field("a")) == ["Dual Flames", "Holy Tiger"]
    sc.apply("activate Dual Flames #2")
    assert names(sc.field("a")) == ["Holy Tiger", "Holy Tiger"]
    assert sc.zone("a", "cemetery") == ["Dual Flames"]


def test_beastly_vow_enters_engaged_so_it_waits_a_turn():
    sc = make({"pp": 3, "hand": ["Beastly Vow"]})
    sc.apply("play Beastly Vow")
    assert card(sc, "a", "Beastly Vow")["engaged"]
    assert "activate Beastly Vow #1" not in sc.legal_actions()   # 10.4.6: needs it reserved
    sc.apply("end")
    sc.apply("end")
    sc.apply("activate Beastly Vow #1")
    assert names(sc.field("a")) == ["Holy Tiger"]


def test_ardent_nun_deals_more_damage_during_the_opponents_turn():
    sc = make({"field": [{"card": "Ardent Nun", "engaged": True}]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]}, active="b")
    sc.apply("attack Goliath -> Ardent Nun")
    assert card(sc, "b", "Goliath")["damage"] == 3        # 2 + 1
    sc = make({"field": ["Ardent Nun"]},
              {"field": [{"card": "Goliath", "engaged": True, "defense_bonus": 5}]})
    sc.apply("attack Ardent Nun -> Goliath")
    assert card(sc, "b", "Goliath")["damage"] == 2        # its own turn: no bonus


def test_evolved_ardent_nun_deals_2_more_during_the_opponents_turn():
    sc = make({"field": [{"card": "Ardent Nun", "evolved": True, "engaged": True}]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]}, active="b")
    sc.apply("attack Goliath -> Ardent Nun (evolved)")
    assert card(sc, "b", "Goliath")["damage"] == 5        # 3 + 2


def test_guardian_nun_gains_defense_with_an_amulet_and_evolved_heals_2():
    sc = make({"pp": 4, "leader": 10, "hand": ["Guardian Nun"], "field": ["Pinion Prayer"],
               "evolve_deck": ["Guardian Nun"]})
    sc.apply("play Guardian Nun")
    assert card(sc, "a", "Guardian Nun")["defense"] == 4
    sc.apply("evolve Guardian Nun")
    assert sc.player("a")["leader"] == 12
    sc = make({"pp": 3, "hand": ["Guardian Nun"]})
    sc.apply("play Guardian Nun")
    assert card(sc, "a", "Guardian Nun")["defense"] == 3
