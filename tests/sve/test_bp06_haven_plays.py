"""The BP06 Havencraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names, refuses

WILBERT = "Wilbert, Grand Knight"
KARULA = "Karula, Arts Master"
PRIESTESS = "Winged Staff Priestess"
PHANTOM = "Phantom Blade Wielder"
BRAWLER = "Barrage Brawler"
SANCTUARY = "Feather Sanctuary"


# ------------------------------------------------------------ Wilbert, Grand Knight

def test_wilbert_summons_a_ward_follower_of_another_name_from_the_top_5():
    sc = make({"pp": 5, "hand": [WILBERT],
               "deck": [WILBERT, "Goliath", PRIESTESS, "Fighter", "Fighter", "Archer"]})
    sc.apply(f"play {WILBERT}")
    assert names(sc.field("a")) == [WILBERT, PRIESTESS]
    deck = sc.zone("a", "deck")
    assert deck[0] == "Archer" and sorted(deck[1:]) == sorted([WILBERT, "Goliath", "Fighter",
                                                                "Fighter"])


def test_wilbert_finds_nothing_without_a_ward_follower_costing_5_or_less():
    sc = make({"pp": 5, "hand": [WILBERT], "deck": [WILBERT, "Goliath", "Fighter"]})
    sc.apply(f"play {WILBERT}")
    assert names(sc.field("a")) == [WILBERT]


def test_wilbert_hits_the_enemy_leader_when_a_ward_follower_goes_to_your_cemetery():
    sc = make({"field": [WILBERT, PRIESTESS, "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True},
                         {"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {PRIESTESS} -> Goliath")   # the Ward Priestess is destroyed
    assert sc.player("b")["leader"] == 19
    sc.apply("attack Fighter -> Goliath")       # no Ward: nothing
    assert sc.player("b")["leader"] == 19


def test_10_7_4_1_2_wilbert_counts_ward_a_follower_had_on_the_field_in_the_enemy_turn():
    # the Fighter was given Ward; it is destroyed in the opponent's turn
    sc = make({"field": [{"card": "Goliath", "engaged": False}]},
              {"field": [WILBERT, {"card": "Fighter", "keywords": ["ward"], "engaged": True}]})
    sc.apply("attack Goliath -> Fighter")
    assert "Fighter" not in names(sc.field("b"))
    assert sc.player("a")["leader"] == 19


# ------------------------------------------------------------ Karula, Arts Master

def test_7_4_1_karula_with_6_pp_hits_2_draws_and_destroys_at_the_end_phase():
    sc = make({"pp": 6, "max_pp": 6, "field": [KARULA], "deck": ["Goliath", "Fighter", "Fighter"]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.end_turn()
    assert sc.player("b")["leader"] == 18
    assert names(sc.field("b")) == ["Fighter"]
    assert sc.zone("a", "hand") == ["Goliath"]


def test_3_2_2_karula_with_4_pp_hits_and_draws_and_with_2_only_hits():
    sc = make({"pp": 4, "max_pp": 6, "field": [KARULA], "deck": ["Goliath", "Fighter"]},
              {"field": ["Goliath"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 18 and sc.zone("a", "hand") == ["Goliath"]
    assert names(sc.field("b")) == ["Goliath"]
    sc = make({"pp": 2, "max_pp": 6, "field": [KARULA], "deck": ["Goliath", "Fighter"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 18 and sc.zone("a", "hand") == []
    sc = make({"pp": 1, "max_pp": 6, "field": [KARULA], "deck": ["Goliath", "Fighter"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 20 and sc.zone("a", "hand") == []


def test_5_14_evolved_karula_recovers_2_pp_first():
    sc = make({"pp": 4, "max_pp": 8, "field": [{"card": KARULA, "evolved": True}],
               "deck": ["Goliath", "Fighter"]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:Goliath"))
    sc.end_turn()        # 4 + 2 = 6 PP: all three parts
    assert sc.player("b")["leader"] == 18 and sc.zone("a", "hand") == ["Goliath"]
    assert sc.field("b") == []
    sc = make({"pp": 0, "max_pp": 8, "field": [{"card": KARULA, "evolved": True}],
               "deck": ["Goliath", "Fighter"]})
    sc.end_turn()        # 0 + 2: the damage only
    assert sc.player("b")["leader"] == 18 and sc.zone("a", "hand") == []


# ------------------------------------------------------------ Saintly Leader

def test_10_4_2_saintly_leader_engages_and_banishes_3_ward_followers_to_banish():
    sc = make({"field": ["Saintly Leader"],
               "cemetery": [PRIESTESS, PRIESTESS, "Fighter", WILBERT, "Saintly Leader"]},
              {"field": ["Goliath"]})
    sc.apply("activate Saintly Leader #1")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Goliath"]
    assert card(sc, "a", "Saintly Leader")["engaged"]
    # the cheapest 3 Ward followers went: the two Priestesses and the Saintly Leader
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", WILBERT]
    assert sorted(sc.zone("a", "banished")) == ["Saintly Leader", PRIESTESS, PRIESTESS]


def test_saintly_leader_cannot_activate_with_2_ward_followers_in_the_cemetery():
    sc = make({"field": ["Saintly Leader"], "cemetery": [PRIESTESS, PRIESTESS, "Fighter"]},
              {"field": ["Goliath"]})
    assert not any(a.startswith("activate Saintly Leader") for a in sc.legal_actions())


# ------------------------------------------------------------ Phantom Blade Wielder

def test_phantom_blade_wielder_deals_2_at_the_end_phase_with_2_pp():
    sc = make({"pp": 2, "field": [PHANTOM]}, {"field": ["Goliath"]})
    sc.end_turn()
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc = make({"pp": 1, "field": [PHANTOM]}, {"field": ["Goliath"]})
    sc.end_turn()
    assert card(sc, "b", "Goliath")["damage"] == 0


def test_12_6_evolved_phantom_blade_wielder_deals_2_on_evolve():
    sc = make({"pp": 1, "field": [PHANTOM], "evolve_deck": [PHANTOM]}, {"field": ["Goliath"]})
    sc.apply(f"evolve {PHANTOM}")
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc.end_turn()     # 0 PP left: no end-phase damage
    assert card(sc, "b", "Goliath")["damage"] == 2


# ------------------------------------------------------------ Manifest Devotion

def test_manifest_devotion_summons_an_amulet_of_5_and_one_of_3_from_the_top_7():
    sc = make({"pp": 5, "hand": ["Manifest Devotion"],
               "deck": ["Fighter", "Holy Sentinel", "Goliath", "Ancient Protector", "Fighter",
                        "Fighter", "Fighter", "Archer"]})
    sc.apply("play Manifest Devotion")
    assert sorted(names(sc.field("a"))) == ["Ancient Protector", "Holy Sentinel"]
    assert sc.zone("a", "deck")[0] == "Archer" and len(sc.zone("a", "deck")) == 6


def test_manifest_devotion_takes_no_second_amulet_costing_more_than_3():
    sc = make({"pp": 5, "hand": ["Manifest Devotion"],
               "deck": ["Holy Sentinel", SANCTUARY, "Fighter"]})
    sc.apply("play Manifest Devotion")
    field = names(sc.field("a"))
    assert len([c for c in field if c in ("Holy Sentinel", SANCTUARY)]) == 1


# ------------------------------------------------------------ Holy Lancer

def test_holy_lancer_deals_3_with_another_ward_follower_on_your_field():
    sc = make({"pp": 5, "hand": ["Holy Lancer"], "field": [PRIESTESS]}, {"field": ["Goliath"]})
    sc.apply("play Holy Lancer")
    assert card(sc, "b", "Goliath")["damage"] == 3
    sc = make({"pp": 5, "hand": ["Holy Lancer"], "field": ["Fighter"]}, {"field": ["Goliath"]})
    sc.apply("play Holy Lancer")       # its own Ward does not count
    assert card(sc, "b", "Goliath")["damage"] == 0


def test_12_6_evolved_holy_lancer_deals_4_on_evolve():
    sc = make({"pp": 1, "field": ["Holy Lancer"], "evolve_deck": ["Holy Lancer"]},
              {"field": [{"card": "Goliath", "evolved": True}]})
    sc.apply("evolve Holy Lancer")
    assert card(sc, "b", "Goliath")["damage"] == 4
    assert "ward" in card(sc, "a", "Holy Lancer")["keywords"]


# ------------------------------------------------------------ Boost Kicker

def test_10_6_2_2_2_boost_kicker_pays_x_pp_to_deal_x_to_each_enemy_follower():
    sc = make({"pp": 6, "hand": ["Boost Kicker"]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("x", 3))
    sc.apply("play Boost Kicker")
    assert sc.player("a")["pp"] == 1
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 3


def test_boost_kicker_x_may_be_0():
    sc = make({"pp": 6, "hand": ["Boost Kicker"]}, {"field": ["Goliath"]})
    sc.dictate(("x", 0))
    sc.apply("play Boost Kicker")
    assert sc.player("a")["pp"] == 4 and card(sc, "b", "Goliath")["damage"] == 0


def test_boost_kicker_pilot_names_the_x_that_clears_the_board():
    sc = make({"pp": 8, "hand": ["Boost Kicker"]}, {"field": ["Goliath", "Fighter"]})
    sc.apply("play Boost Kicker")
    assert sc.field("b") == []
    assert sc.player("a")["pp"] == 2      # X = 4, the least that destroys both


def test_5_14_boost_kicker_recovers_1_pp_at_the_end_phase():
    sc = make({"pp": 0, "max_pp": 5, "field": ["Boost Kicker", KARULA]})
    sc.end_turn()     # the Kicker's recovery first (field order): Karula sees 1 PP
    assert sc.player("b")["leader"] == 20
    sc = make({"pp": 1, "max_pp": 5, "field": ["Boost Kicker", KARULA]})
    sc.end_turn()     # 2 PP: Karula's 2 damage
    assert sc.player("b")["leader"] == 18


# ------------------------------------------------------------ Feather Sanctuary

def test_feather_sanctuary_summons_a_holy_falcon_on_fanfare():
    sc = make({"pp": 5, "hand": [SANCTUARY]})
    sc.apply(f"play {SANCTUARY}")
    assert names(sc.field("a")) == [SANCTUARY, "Holy Falcon"]


def test_4_9_feather_sanctuary_buries_another_amulet_for_a_falcon():
    sc = make({"field": [SANCTUARY, "Ancient Protector"]})
    sc.apply(f"activate {SANCTUARY} #2")
    assert names(sc.field("a")) == [SANCTUARY, "Holy Falcon"]
    assert card(sc, "a", SANCTUARY)["engaged"]
    assert sc.zone("a", "cemetery") == ["Ancient Protector"]


def test_4_9_feather_sanctuary_may_bury_itself():
    sc = make({"field": [SANCTUARY]})
    sc.apply(f"activate {SANCTUARY} #2")
    assert names(sc.field("a")) == ["Holy Falcon"]
    assert sc.zone("a", "cemetery") == [SANCTUARY]


# ------------------------------------------------------------ Winged Staff Priestess

def test_12_5_winged_staff_priestess_searches_another_priestess_when_it_dies():
    sc = make({"field": [PRIESTESS], "deck": ["Fighter", PRIESTESS, "Goliath"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {PRIESTESS} -> Goliath")
    assert sc.zone("a", "hand") == [PRIESTESS]
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Goliath"]


# ------------------------------------------------------------ Gravity Grappler

def test_gravity_grappler_summons_a_mystic_artifact_with_2_pp_left():
    sc = make({"pp": 2, "field": ["Gravity Grappler"]})
    sc.end_turn()
    assert names(sc.field("a")) == ["Gravity Grappler", "Mystic Artifact"]
    sc = make({"pp": 1, "field": ["Gravity Grappler"]})
    sc.end_turn()
    assert names(sc.field("a")) == ["Gravity Grappler"]


# ------------------------------------------------------------ Barrage Brawler

def test_12_2_barrage_brawler_evolves_by_discarding_a_card_and_recovers_2_pp():
    sc = make({"pp": 0, "max_pp": 5, "field": [BRAWLER], "evolve_deck": [BRAWLER]})
    assert not any(a.startswith("evolve") for a in sc.legal_actions())
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Goliath"], "field": [BRAWLER],
               "evolve_deck": [BRAWLER]})
    sc.apply(f"evolve {BRAWLER}")
    assert sc.zone("a", "cemetery") == ["Goliath"] and sc.field("a")[0]["evolved"]
    assert sc.player("a")["pp"] == 2
    sc.end_turn()     # 2 PP: 1 damage to the enemy leader
    assert sc.player("b")["leader"] == 19


def test_barrage_brawler_hits_the_enemy_leader_for_1_with_2_pp():
    sc = make({"pp": 2, "field": [BRAWLER]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 19
    sc = make({"pp": 1, "field": [BRAWLER]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Holy Counterattack, Focus

def test_12_3_holy_counterattack_cannot_be_played_during_your_turn():
    sc = make({"pp": 3, "hand": ["Holy Counterattack", "Focus"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    acts = sc.legal_actions()
    assert "play Holy Counterattack" not in acts and "play Focus" not in acts


def test_12_3_4_holy_counterattack_hits_the_attacker_for_2_or_4_with_ward():
    sc = make({"pp": 1, "hand": ["Holy Counterattack"]},
              {"field": ["Goliath"]}, active="b")
    sc.dictate(("quick", "play Holy Counterattack"))
    sc.apply("attack Goliath -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc = make({"pp": 1, "hand": ["Holy Counterattack"], "field": [PRIESTESS]},
              {"field": ["Goliath"]}, active="b")
    sc.dictate(("quick", "play Holy Counterattack"))
    sc.apply("attack Goliath -> leader")       # (the Priestess is reserved: no guard)
    assert "Goliath" not in names(sc.field("b"))    # 4 damage: destroyed before it hits
    assert sc.player("a")["leader"] == 20


def test_focus_heals_1_and_draws_in_the_enemy_turn_with_2_pp():
    sc = make({"leader": 10, "pp": 2, "hand": ["Focus"], "deck": ["Goliath", "Fighter"]},
              {"field": ["Fighter"]}, active="b")
    sc.dictate(("quick", "play Focus"))
    sc.apply("attack Fighter -> leader")
    assert sc.zone("a", "hand") == ["Goliath"] and sc.player("a")["leader"] == 9
    sc = make({"leader": 10, "pp": 1, "hand": ["Focus"], "deck": ["Goliath", "Fighter"]},
              {"field": ["Fighter"]}, active="b")
    sc.dictate(("quick", "play Focus"))
    sc.apply("attack Fighter -> leader")
    assert sc.zone("a", "hand") == [] and sc.player("a")["leader"] == 8
    assert sc.zone("a", "cemetery") == ["Focus"]


# ------------------------------------------------------------ the card file words

def test_pp_x_goes_on_automatic_abilities_only(tmp_path):
    refuses(tmp_path, 'on = "activate"\n  optional_cost = { pp_x = true }\n'
            '  effects = [ { op = "draw" } ]', "goes on an automatic ability")
