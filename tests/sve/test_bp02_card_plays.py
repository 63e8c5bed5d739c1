"""The BP02 cards with a non-trivial ability, each played in an exact position with
the scenario API (docs/scenarios.md). Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names


# ====================================================== BP02 Abysscraft

def test_vania_grows_by_the_forest_bats_beside_her():
    sc = make({"pp": 2, "hand": ["Vania, Vampire Princess"],
               "field": ["Forest Bat", "Forest Bat", "Fighter"]})
    sc.apply("play Vania, Vampire Princess")
    vania = card(sc, "a", "Vania, Vampire Princess")
    assert (vania["attack"], vania["defense"]) == (4, 4)


def test_vania_grows_by_four_with_a_full_field_of_bats():
    sc = make({"pp": 2, "hand": ["Vania, Vampire Princess"], "field": ["Forest Bat"] * 4})
    sc.apply("play Vania, Vampire Princess")
    vania = card(sc, "a", "Vania, Vampire Princess")
    assert (vania["attack"], vania["defense"]) == (6, 6)


def test_10_4_vania_activation_sacrifices_a_bat_to_hit_a_follower_and_its_leader():
    sc = make({"pp": 1, "field": ["Vania, Vampire Princess", "Forest Bat"]},
              {"field": ["Goliath"]})
    assert "activate Vania, Vampire Princess #2" in sc.legal_actions()
    sc.apply("activate Vania, Vampire Princess #2")
    assert names(sc.field("a")) == ["Vania, Vampire Princess"]
    assert card(sc, "b", "Goliath")["damage"] == 3 and sc.player("b")["leader"] == 19
    assert sc.player("a")["pp"] == 0


def test_10_4_2_2_vania_cannot_activate_without_a_bat():
    sc = make({"pp": 1, "field": ["Vania, Vampire Princess", "Fighter"]},
              {"field": ["Goliath"]})
    assert not any(a.startswith("activate Vania") for a in sc.legal_actions())


def test_soul_dealer_hurts_its_own_leader_and_evolved_destroys_and_heals_by_attack():
    sc = make({"pp": 4, "hand": ["Soul Dealer"]})
    sc.apply("play Soul Dealer")
    assert sc.player("a")["leader"] == 17
    sc = make({"pp": 2, "leader": 10, "field": ["Soul Dealer"], "evolve_deck": ["Soul Dealer"]},
              {"field": [{"card": "Goliath", "attack_bonus": 2}]})
    sc.apply("evolve Soul Dealer")
    assert sc.field("b") == [] and sc.zone("b", "cemetery") == ["Goliath"]
    assert sc.player("a")["leader"] == 15              # Goliath 3 attack + 2


def test_12_5_khawy_last_words_destroys_and_heals_by_the_attack():
    sc = make({"leader": 10, "field": ["Underworld Watchman Khawy"]},
              {"field": [{"card": "Goliath", "engaged": True, "defense_bonus": 2},
                         "Fighter"]})
    sc.dictate(("target", "b:Fighter"))
    sc.apply("attack Underworld Watchman Khawy -> Goliath")   # 5/5 into 3/6: not yet
    assert "Fighter" in names(sc.field("b"))
    sc = make({"leader": 10, "field": [{"card": "Underworld Watchman Khawy", "damage": 4}]},
              {"field": [{"card": "Goliath", "engaged": True}, "Fighter"]})
    sc.dictate(("target", "b:Fighter"))
    sc.apply("attack Underworld Watchman Khawy -> Goliath")   # both destroyed
    assert sc.field("b") == [] and sc.player("a")["leader"] == 12   # Fighter: 2 attack


def test_13_5_1_azazel_costs_3_less_with_necrocharge_10_and_discards_at_random():
    sc = make({"pp": 4, "hand": ["Azazel"], "cemetery": ["Fighter"] * 10},
              {"hand": ["Fighter", "Goliath"]})
    assert "play Azazel" in sc.legal_actions()
    sc.apply("play Azazel")
    assert len(sc.zone("b", "hand")) == 1 and len(sc.zone("b", "cemetery")) == 1
    sc = make({"pp": 4, "hand": ["Azazel"], "cemetery": ["Fighter"] * 9})
    assert "play Azazel" not in sc.legal_actions()


def test_5_26_2_evolved_azazel_lowers_the_enemy_leader_to_10():
    sc = make({"pp": 1, "field": ["Azazel"], "evolve_deck": ["Azazel"]}, {"leader": 18})
    sc.apply("evolve Azazel")
    assert sc.player("b")["leader"] == 10


def test_5_26_2_evolved_azazel_raises_a_low_enemy_leader_to_10():
    sc = make({"pp": 1, "field": ["Azazel"], "evolve_deck": ["Azazel"]}, {"leader": 4})
    sc.apply("evolve Azazel")
    assert sc.player("b")["leader"] == 10


def test_vampiric_fortress_takes_a_vampire_and_sacrifices_itself_for_a_bat():
    sc = make({"pp": 1, "hand": ["Vampiric Fortress"],
               "deck": ["Fighter", "Veight, Vampire Noble", "Goliath"] + ["Fighter"] * 5})
    sc.apply("play Vampiric Fortress")
    assert sc.zone("a", "hand") == ["Veight, Vampire Noble"]
    sc = make({"pp": 1, "field": ["Vampiric Fortress"]})
    sc.apply("activate Vampiric Fortress #2")
    assert names(sc.field("a")) == ["Forest Bat"]
    assert sc.zone("a", "cemetery") == ["Vampiric Fortress"]


def test_12_7_veight_strike_summons_a_bat_and_evolved_stores_one():
    sc = make({"pp": 1, "field": ["Veight, Vampire Noble"], "evolve_deck": ["Veight, Vampire Noble"]})
    sc.apply("attack Veight, Vampire Noble -> leader")
    assert names(sc.field("a")).count("Forest Bat") == 1
    sc.apply("evolve Veight, Vampire Noble")
    assert sc.zone("a", "ex") == ["Forest Bat"]


def test_13_5_1_trick_dullahan_stores_one_ghost_or_three_with_necrocharge():
    sc = make({"pp": 2, "hand": ["Trick Dullahan"], "cemetery": ["Fighter"] * 9})
    sc.apply("play Trick Dullahan")
    assert sc.zone("a", "ex") == ["Ghost"]
    sc = make({"pp": 2, "hand": ["Trick Dullahan"], "cemetery": ["Fighter"] * 10})
    sc.apply("play Trick Dullahan")
    assert sc.zone("a", "ex") == ["Ghost"] * 3


def test_5_17_precious_bloodfangs_summons_a_bat_per_enemy_card_or_buffs_bats():
    sc = make({"pp": 2, "hand": ["Precious Bloodfangs"]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("mode", 1)).apply("play Precious Bloodfangs")
    assert names(sc.field("a")) == ["Forest Bat", "Forest Bat"]
    sc = make({"pp": 2, "hand": ["Precious Bloodfangs"], "field": ["Forest Bat", "Fighter"]})
    sc.dictate(("mode", 2)).apply("play Precious Bloodfangs")
    bat = card(sc, "a", "Forest Bat")
    assert (bat["attack"], bat["defense"]) == (2, 2)
    assert card(sc, "a", "Fighter")["attack"] == 2


def test_mini_soul_devil_hits_the_enemy_leader_when_a_follower_evolves():
    sc = make({"pp": 1, "field": ["Mini Soul Devil", "Veight, Vampire Noble"],
               "evolve_deck": ["Veight, Vampire Noble"]})
    sc.apply("evolve Veight, Vampire Noble")
    assert sc.player("b")["leader"] == 18


def test_13_5_2_moriana_heals_and_draws_only_with_sanguine():
    sc = make({"pp": 3, "leader": 10, "hand": ["Moriana the Bejeweled"],
               "lost_defense_this_turn": True})
    sc.apply("play Moriana the Bejeweled")
    assert sc.player("a")["leader"] == 13 and sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 3, "leader": 10, "hand": ["Moriana the Bejeweled"]})
    sc.apply("play Moriana the Bejeweled")
    assert sc.player("a")["leader"] == 10 and sc.zone("a", "hand") == []


def test_13_5_2_demonic_hedonist_cycles_a_card_at_end_phase_with_sanguine():
    sc = make({"field": ["Demonic Hedonist"], "hand": ["Goliath"],
               "lost_defense_this_turn": True})
    sc.end_turn()
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 1
    sc = make({"field": ["Demonic Hedonist"], "hand": ["Goliath"]})
    sc.end_turn()
    assert sc.zone("a", "hand") == ["Goliath"] and sc.zone("a", "cemetery") == []


def test_12_7_evolved_demonic_hedonist_strike_hits_each_leader():
    sc = make({"pp": 1, "field": ["Demonic Hedonist"], "evolve_deck": ["Demonic Hedonist"]})
    sc.apply("evolve Demonic Hedonist")
    sc.apply("attack Demonic Hedonist (evolved) -> leader")
    assert sc.player("a")["leader"] == 19 and sc.player("b")["leader"] == 16


def test_13_5_1_bone_chimera_mills_three_and_has_rush_and_bane_with_necrocharge_7():
    sc = make({"pp": 3, "hand": ["Bone Chimera"], "cemetery": ["Fighter"] * 4},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play Bone Chimera")
    assert len(sc.zone("a", "cemetery")) == 7
    chimera = card(sc, "a", "Bone Chimera")
    assert {"rush", "bane"} <= set(chimera["keywords"])
    sc.apply("attack Bone Chimera -> Goliath")
    assert sc.field("b") == []                         # 12.14: Bane
    sc = make({"pp": 3, "hand": ["Bone Chimera"], "cemetery": ["Fighter"] * 3})
    sc.apply("play Bone Chimera")
    assert "rush" not in card(sc, "a", "Bone Chimera")["keywords"]


def test_5_17_2_necrocarnival_chooses_one_or_both_with_necrocharge_10():
    sc = make({"pp": 3, "hand": ["Necrocarnival"], "cemetery": ["Fighter"] * 9})
    sc.apply("play Necrocarnival")
    assert len(sc.field("a")) in (1, 2)
    assert not ("Ghost" in names(sc.field("a")) and "Fighter" in names(sc.field("a")))
    sc = make({"pp": 3, "hand": ["Necrocarnival"], "cemetery": ["Fighter"] * 10})
    sc.dictate(("target", "a:cemetery:Fighter"))
    sc.apply("play Necrocarnival")
    assert sorted(names(sc.field("a"))) == ["Fighter", "Ghost", "Ghost"]


# ====================================================== BP02 Forestcraft

def test_13_2_1_crystalia_tia_summons_eve_with_combo_3_and_evolved_arms_her():
    sc = make({"pp": 2, "hand": ["Crystalia Tia"], "played_this_turn": 1})
    sc.apply("play Crystalia Tia")
    assert "Crystalia Eve" not in names(sc.field("a"))
    sc = make({"pp": 3, "hand": ["Crystalia Tia"], "played_this_turn": 2,
               "evolve_deck": ["Crystalia Tia"]})
    sc.apply("play Crystalia Tia")
    eve = card(sc, "a", "Crystalia Eve")
    assert (eve["attack"], eve["defense"]) == (4, 4)
    sc.apply("evolve Crystalia Tia")
    eve = card(sc, "a", "Crystalia Eve")
    assert (eve["attack"], eve["defense"]) == (5, 5) and "rush" in eve["keywords"]


def test_10_6_2_3_evolved_crystalia_tia_evolves_without_an_eve_on_the_field():
    sc = make({"pp": 1, "field": ["Crystalia Tia"], "evolve_deck": ["Crystalia Tia"]})
    sc.apply("evolve Crystalia Tia")
    assert card(sc, "a", "Crystalia Tia")["evolved"]


def test_12_5_white_wolf_last_words_puts_a_forestcraft_follower_from_the_top_4():
    sc = make({"field": ["White Wolf of Eldwood"],
               "deck": ["Fighter", "Elf Healer", "Goliath", "Fighter"] + ["Fighter"] * 4},
              {"field": [{"card": "Goliath", "engaged": True, "attack_bonus": 5}]})
    sc.apply("attack White Wolf of Eldwood -> Goliath")
    assert names(sc.field("a")) == ["Elf Healer"]
    assert sc.player("a")["leader"] == 23              # put onto the field: Fanfare (12.4.3)


def test_10_2_1_3_2_elf_girl_liza_softens_enemy_ability_damage_only():
    sc = make({"field": ["Elf Girl Liza", {"card": "Goliath", "engaged": True}]},
              {"pp": 1, "hand": ["Elven Archery"], "field": ["Fighter"]}, active="b")
    sc.apply("play Elven Archery")
    assert all(c["damage"] == 0 for c in sc.field("a"))
    sc.apply("attack Fighter -> Goliath")              # a fight: no change
    assert card(sc, "a", "Goliath")["damage"] == 2


def test_elf_girl_liza_softens_the_damage_of_an_enemy_triggered_ability():
    sc = make({"pp": 1, "field": ["Dwarf Perfumer", "Crystalia Tia"],
               "evolve_deck": ["Crystalia Tia"]},
              {"field": ["Elf Girl Liza", "Goliath"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply("evolve Crystalia Tia")
    assert card(sc, "b", "Goliath")["damage"] == 1


def test_10_4_elf_knight_cynthia_strike_pays_an_ex_card_for_2_damage_and_2_fairies():
    sc = make({"field": ["Elf Knight Cynthia"], "ex": ["Fairy"]})
    sc.dictate(("pay", True), ("target", "b:leader"))
    sc.apply("attack Elf Knight Cynthia -> leader")
    assert sc.player("b")["leader"] == 13              # 2 + 5 combat
    assert names(sc.field("a")).count("Fairy") == 2 and sc.zone("a", "ex") == []


def test_elf_knight_cynthia_strike_without_an_ex_card_does_nothing_more():
    sc = make({"field": ["Elf Knight Cynthia"]})
    sc.apply("attack Elf Knight Cynthia -> leader")
    assert sc.player("b")["leader"] == 15 and names(sc.field("a")) == ["Elf Knight Cynthia"]


def test_13_2_1_grand_archer_selwyn_deals_5_with_combo_4_and_evolved_destroys_cost_3():
    sc = make({"pp": 4, "hand": ["Grand Archer Selwyn"], "played_this_turn": 3},
              {"field": [{"card": "Goliath", "defense_bonus": 1}]})
    sc.apply("play Grand Archer Selwyn")
    assert sc.field("b") == []
    sc = make({"pp": 1, "field": ["Grand Archer Selwyn"], "evolve_deck": ["Grand Archer Selwyn"]},
              {"field": ["Goliath", "Elf Healer"]})
    sc.dictate(("target", "b:Elf Healer"))
    sc.apply("evolve Grand Archer Selwyn")
    assert names(sc.field("b")) == ["Goliath"]


def test_crystalia_lily_takes_a_crystalian_or_pixie_and_evolved_bottoms_a_follower():
    sc = make({"pp": 2, "hand": ["Crystalia Lily"],
               "deck": ["Fighter", "Crystalia Tia"] + ["Fighter"] * 6})
    sc.apply("play Crystalia Lily")
    assert sc.zone("a", "hand") == ["Crystalia Tia"]
    sc = make({"pp": 2, "field": ["Crystalia Lily"], "evolve_deck": ["Crystalia Lily"]},
              {"field": ["Goliath"]})
    sc.apply("evolve Crystalia Lily")
    assert sc.field("b") == [] and sc.zone("b", "deck")[-1] == "Goliath"


def test_5_17_baalt_buffs_a_pixie_or_searches_one():
    sc = make({"pp": 4, "hand": ["Baalt, King of the Elves"], "field": ["Fairy"]})
    sc.dictate(("mode", 1)).apply("play Baalt, King of the Elves")
    fairy = card(sc, "a", "Fairy")
    assert (fairy["attack"], fairy["defense"]) == (3, 3)
    sc = make({"pp": 4, "hand": ["Baalt, King of the Elves"],
               "deck": ["Fighter", "Water Fairy"] + ["Fighter"] * 6})
    sc.dictate(("mode", 2)).apply("play Baalt, King of the Elves")
    assert sc.zone("a", "hand") == ["Water Fairy"]


def test_13_2_1_elven_archery_deals_1_or_2_with_combo_3():
    sc = make({"pp": 1, "hand": ["Elven Archery"]}, {"field": ["Goliath", "Fighter"]})
    sc.apply("play Elven Archery")
    assert [c["damage"] for c in sc.field("b")] == [1, 1]
    sc = make({"pp": 1, "hand": ["Elven Archery"], "played_this_turn": 2},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("play Elven Archery")
    assert [c["damage"] for c in sc.field("b")] == [2, 2]


def test_dwarf_perfumer_and_elf_bard_answer_an_evolve():
    sc = make({"pp": 2, "field": ["Dwarf Perfumer", "Elf Bard", "Crystalia Tia"],
               "evolve_deck": ["Crystalia Tia"]}, {"field": ["Goliath"]})
    sc.apply("evolve Crystalia Tia")
    assert card(sc, "b", "Goliath")["damage"] == 2
    assert sc.zone("a", "ex") == ["Fairy Wisp"]


def test_elf_healer_heals_3():
    sc = make({"pp": 3, "leader": 10, "hand": ["Elf Healer"]})
    sc.apply("play Elf Healer")
    assert sc.player("a")["leader"] == 13


def test_forest_gigas_counts_the_ex_area_and_evolved_hits_by_its_attack():
    sc = make({"pp": 7, "hand": ["Forest Gigas"], "ex": ["Fairy", "Fairy Wisp"],
               "evolve_deck": ["Forest Gigas"]}, {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply("play Forest Gigas")
    assert card(sc, "a", "Forest Gigas")["attack"] == 3
    sc.apply("evolve Forest Gigas")                    # evolved 3 + the +2 it kept (5.15.3)
    assert card(sc, "b", "Goliath")["damage"] == 5


def test_rose_deer_stores_a_thorn_burst():
    sc = make({"pp": 4, "hand": ["Rose Deer"]})
    sc.apply("play Rose Deer")
    assert sc.zone("a", "ex") == ["Thorn Burst"]


# ====================================================== BP02 Dragoncraft

def test_imperial_dragoon_hits_everything_enemy_by_hand_size_then_discards_it():
    sc = make({"pp": 8, "hand": ["Imperial Dragoon", "Fighter", "Fighter", "Goliath"]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("play Imperial Dragoon")                  # 3 cards left in hand
    assert sc.player("b")["leader"] == 17
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 3
    assert sc.zone("a", "hand") == [] and len(sc.zone("a", "cemetery")) == 3


def test_5_11_dragonsong_flute_stores_a_hellflame_dragon_when_discarded():
    sc = make({"pp": 8, "hand": ["Imperial Dragoon", "Dragonsong Flute"]})
    sc.apply("play Imperial Dragoon")
    assert "Dragonsong Flute" in sc.zone("a", "cemetery")
    assert sc.zone("a", "ex") == ["Hellflame Dragon"]


def test_10_4_7_dragonsong_flute_fanfare_pays_3_for_a_dragon_and_a_card():
    sc = make({"pp": 4, "hand": ["Dragonsong Flute"]})
    sc.dictate(("pay", True)).apply("play Dragonsong Flute")
    assert "Hellflame Dragon" in names(sc.field("a")) and sc.zone("a", "hand") == ["Fighter"]
    assert sc.player("a")["pp"] == 0


def test_13_4_1_dragonsong_flute_activates_only_with_overflow():
    sc = make({"pp": 0, "max_pp": 6, "hand": ["Goliath"], "field": ["Dragonsong Flute"]})
    assert not any(a.startswith("activate Dragonsong Flute") for a in sc.legal_actions())
    sc = make({"pp": 0, "max_pp": 7, "hand": ["Goliath"], "field": ["Dragonsong Flute"]})
    sc.apply("activate Dragonsong Flute #3")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "ex") == ["Hellflame Dragon"]


def test_10_9_neptune_gives_megalorcas_rush_and_evolved_storm():
    sc = make({"pp": 7, "hand": ["Neptune"], "evolve_deck": ["Neptune"]})
    sc.apply("play Neptune")
    orca = card(sc, "a", "Megalorca")
    assert "rush" in orca["keywords"] and "storm" not in orca["keywords"]
    sc.apply("evolve Neptune")
    assert names(sc.field("a")).count("Megalorca") == 2
    assert all("storm" in c["keywords"] for c in sc.field("a") if c["card"] == "Megalorca")


def test_draconic_fervor_ramps_heals_and_draws():
    sc = make({"pp": 5, "max_pp": 5, "leader": 10, "hand": ["Draconic Fervor"]})
    sc.apply("play Draconic Fervor")
    assert sc.player("a")["max_pp"] == 6 and sc.player("a")["leader"] == 13
    assert sc.zone("a", "hand") == ["Fighter"]


def test_polyphonic_roar_deals_5_when_a_dragon_token_arrives():
    sc = make({"pp": 7, "hand": ["Twin-Headed Dragon"], "field": ["Polyphonic Roar"]})
    sc.dictate(("pay", True), ("target", "b:leader")).apply("play Twin-Headed Dragon")
    assert sc.player("b")["leader"] == 15 and "Dragon" in names(sc.field("a"))


def test_polyphonic_roar_ignores_other_tokens():
    sc = make({"pp": 5, "hand": ["Neptune"], "field": ["Polyphonic Roar"]})
    sc.apply("play Neptune")
    assert sc.player("b")["leader"] == 20


def test_siegfried_deals_2_and_evolved_destroys_defense_3_or_less():
    sc = make({"pp": 4, "hand": ["Siegfried"]}, {"field": ["Goliath"]})
    sc.apply("play Siegfried")
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc = make({"pp": 1, "field": ["Siegfried"], "evolve_deck": ["Siegfried"]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("evolve Siegfried")
    assert names(sc.field("b")) == ["Goliath"]


def test_5_16_transmorgrifried_wyrm_turns_a_card_of_either_ex_area_into_a_dragon():
    sc = make({"pp": 4, "hand": ["Transmorgrifried Wyrm"]}, {"ex": ["Goliath"]})
    sc.dictate(("target", "b:ex:Goliath"))
    sc.apply("play Transmorgrifried Wyrm")
    assert sc.zone("b", "ex") == ["Dragon"]
    sc = make({"pp": 4, "hand": ["Transmorgrifried Wyrm"], "ex": ["Fairy"]})
    sc.dictate(("target", "a:ex:Fairy"))
    sc.apply("play Transmorgrifried Wyrm")
    assert sc.zone("a", "ex") == ["Dragon"]


def test_transmorgrifried_wyrm_is_played_with_both_ex_areas_empty():
    sc = make({"pp": 4, "hand": ["Transmorgrifried Wyrm"]})
    sc.apply("play Transmorgrifried Wyrm")
    assert names(sc.field("a")) == ["Transmorgrifried Wyrm"]


def test_5_11_dracomancers_rites_heals_for_a_discard_and_hits_2_at_end_phase():
    sc = make({"pp": 3, "leader": 10, "hand": ["Dracomancer's Rites", "Fighter"]},
              {"field": ["Fighter"]})
    sc.dictate(("pay", True)).apply("play Dracomancer's Rites")
    assert sc.player("a")["leader"] == 11 and sc.zone("a", "hand") == []
    sc.dictate(("target", "b:Fighter")).end_turn()
    assert card(sc, "b", "Fighter")["damage"] == 2


def test_dracomancers_rites_stays_quiet_at_end_phase_without_a_discard_this_turn():
    sc = make({"field": ["Dracomancer's Rites"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 20


def test_5_11_wildfang_dragonewt_costs_2_less_after_a_discard_this_turn():
    sc = make({"pp": 4, "hand": ["Wildfang Dragonewt", "Dracomancer's Rites", "Fighter"]})
    sc.dictate(("pay", True)).apply("play Dracomancer's Rites")   # the cheapest: Fighter
    assert sc.zone("a", "hand") == ["Wildfang Dragonewt"]
    assert "play Wildfang Dragonewt" in sc.legal_actions()
    sc.apply("play Wildfang Dragonewt")
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 1, "hand": ["Wildfang Dragonewt"]})
    assert "play Wildfang Dragonewt" not in sc.legal_actions()


def test_mushussu_gains_2_attack_when_a_follower_evolves():
    sc = make({"pp": 1, "field": ["Mushussu", "Siegfried"], "evolve_deck": ["Siegfried"]})
    sc.apply("evolve Siegfried")
    assert card(sc, "a", "Mushussu")["attack"] == 4


def test_evolved_dragontamer_discards_for_a_wyrmkin_from_the_cemetery():
    sc = make({"pp": 1, "hand": ["Fighter"], "cemetery": ["Siegfried"],
               "field": ["Dragontamer"], "evolve_deck": ["Dragontamer"]})
    sc.dictate(("pay", True)).apply("evolve Dragontamer")
    assert sc.zone("a", "hand") == ["Siegfried"] and sc.zone("a", "cemetery") == ["Fighter"]


def test_twin_headed_dragon_deals_double_damage_in_attacks_and_fights():
    sc = make({"field": ["Twin-Headed Dragon"]})
    sc.apply("attack Twin-Headed Dragon -> leader")
    assert sc.player("b")["leader"] == 16
    sc = make({"field": ["Twin-Headed Dragon"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Twin-Headed Dragon -> Goliath")     # 4 damage: Goliath (3/4) destroyed
    assert sc.field("b") == []
    assert card(sc, "a", "Twin-Headed Dragon")["damage"] == 3


def test_13_4_1_draconic_armor_summons_one_weapon_or_two_with_overflow():
    sc = make({"pp": 1, "max_pp": 6, "hand": ["Draconic Armor"]})
    sc.apply("play Draconic Armor")
    assert names(sc.field("a")) == ["Draconic Weapon"]
    sc = make({"pp": 1, "max_pp": 7, "hand": ["Draconic Armor"]})
    sc.apply("play Draconic Armor")
    assert names(sc.field("a")) == ["Draconic Weapon", "Draconic Weapon"]
