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
