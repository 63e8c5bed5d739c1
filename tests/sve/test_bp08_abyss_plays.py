"""The BP08 Abysscraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names, refuses

FILL = ["Goliath"] * 6
QUEEN = "Crimson Rose Queen"
TARTARUS = "Tartarus the Tormentor"
VUELLA = "Vuella, One-Winged Demon"
RULENYE = "Rulenye, Omen of Silence"
CHRIS = "Chris Pumpkinhead"
MARIAN = "Marian the Mummy"
SILENCE = "Zealot of Silence"
LUST = "Zealot of Lust"


# ------------------------------------------------------------ Crimson Rose Queen

def test_5_4_2_crimson_rose_queen_puts_a_thorn_burst_into_the_ex_area():
    sc = make({"pp": 6, "hand": [QUEEN]})
    sc.apply(f"play {QUEEN}")
    assert sc.zone("a", "ex") == ["Thorn Burst"]


def test_5_14_evolved_crimson_rose_queen_recovers_a_pp_per_2_cost_card_in_hand():
    # Fighter, Kiss of Lust and Vuella originally cost 2; Goliath 3
    sc = make({"pp": 2, "max_pp": 8, "field": [QUEEN], "evolve_deck": [QUEEN],
               "hand": ["Fighter", "Kiss of Lust", VUELLA, "Goliath"]})
    sc.apply(f"evolve {QUEEN}")
    assert sc.player("a")["pp"] == 3


def test_5_17_evolved_crimson_rose_queen_hits_each_enemy_follower_when_a_2_cost_card_is_played():
    sc = make({"pp": 5, "leader": 15, "hand": ["Fighter", "Goliath"],
               "field": [{"card": QUEEN, "evolved": True}]},
              {"field": ["Fighter", "Goliath"]})
    sc.apply("play Goliath")                  # 3 cost: nothing
    assert card(sc, "b", "Fighter")["damage"] == 0 and sc.player("a")["leader"] == 15
    sc.dictate(("mode", 1))
    sc.apply("play Fighter")
    assert card(sc, "b", "Fighter")["damage"] == 2 and card(sc, "b", "Goliath")["damage"] == 2
    assert sc.player("a")["leader"] == 17 and sc.player("b")["leader"] == 20


def test_5_17_evolved_crimson_rose_queen_or_hits_the_enemy_leader_for_2():
    sc = make({"pp": 2, "ex": ["Thorn Burst"], "field": [{"card": QUEEN, "evolved": True}]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:Goliath"), ("mode", 2))
    sc.apply("play Thorn Burst from ex")      # a 2-cost token spell counts
    assert sc.player("b")["leader"] == 18
    assert card(sc, "b", "Goliath")["damage"] == 3


# ------------------------------------------------------------ Nephthys

def test_5_10_nephthys_summons_up_to_4_abysscraft_followers_of_different_names_and_destroys_them():
    deck = [LUST, LUST, CHRIS, VUELLA, "Fighter", "Kiss of Lust", TARTARUS, *FILL]
    sc = make({"pp": 7, "hand": ["Nephthys"], "deck": deck})
    sc.apply("play Nephthys")
    assert names(sc.field("a")) == ["Nephthys"]
    assert sorted(sc.zone("a", "cemetery")) == sorted([LUST, CHRIS, VUELLA])
    rest = sc.zone("a", "deck")
    assert len(rest) == len(deck) - 3 and rest[:len(FILL)] == FILL   # the rest at the bottom
    assert sorted(rest[len(FILL):]) == sorted([LUST, "Fighter", "Kiss of Lust", TARTARUS])


def test_nephthys_takes_at_most_4_and_their_fanfares_still_resolve():
    deck = [LUST, CHRIS, VUELLA, SILENCE, MARIAN, "Fighter", "Fighter", *FILL]
    sc = make({"pp": 7, "hand": ["Nephthys"], "deck": deck})
    sc.apply("play Nephthys")
    assert names(sc.field("a")) == ["Nephthys"]
    cem = sc.zone("a", "cemetery")
    taken = [c for c in cem if c in (LUST, CHRIS, VUELLA, SILENCE, MARIAN)]
    assert len(taken) == 4
    if MARIAN in taken:   # 12.4.3, 10.7.7: her Fanfare buries 2 though she was destroyed
        assert len(cem) == 6


# ------------------------------------------------------------ Tartarus the Tormentor

def test_10_4_4_tartarus_costs_5_less_with_15_departed_cards_in_the_cemetery():
    sc = make({"pp": 5, "hand": [TARTARUS], "cemetery": [MARIAN] * 15})
    assert f"play {TARTARUS}" in sc.legal_actions()
    sc.apply(f"play {TARTARUS}")
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 5, "hand": [TARTARUS], "cemetery": [MARIAN] * 14 + ["Goliath"]})
    assert f"play {TARTARUS}" not in sc.legal_actions()


def test_8_3_tartarus_from_the_hand_goes_to_the_ex_area_to_take_a_departed_card_and_bury_the_rest():
    sc = make({"pp": 1, "hand": [TARTARUS], "deck": ["Fighter", MARIAN, *FILL]})
    act = f"activate {TARTARUS} #2 from hand"
    assert act in sc.legal_actions()
    sc.apply(act)
    assert sc.zone("a", "ex") == [TARTARUS] and sc.zone("a", "hand") == [MARIAN]
    assert sc.zone("a", "cemetery") == ["Fighter"] and sc.player("a")["pp"] == 0


def test_10_4_2_2_tartarus_from_the_hand_needs_room_in_the_ex_area():
    sc = make({"pp": 1, "hand": [TARTARUS], "ex": ["Fighter"] * 5})
    assert f"activate {TARTARUS} #2 from hand" not in sc.legal_actions()
    sc = make({"pp": 0, "hand": [TARTARUS]})
    assert f"activate {TARTARUS} #2 from hand" not in sc.legal_actions()


def test_12_6_evolved_tartarus_summons_a_departed_follower_from_the_cemetery():
    sc = make({"pp": 1, "field": [TARTARUS], "evolve_deck": [TARTARUS],
               "cemetery": [CHRIS, "Goliath"]})
    sc.apply(f"evolve {TARTARUS}")
    assert sorted(names(sc.field("a"))) == sorted([TARTARUS, CHRIS])
    assert sc.zone("a", "cemetery") == ["Goliath"]


# ------------------------------------------------------------ Vuella, One-Winged Demon

def test_5_20_vuella_puts_a_revealed_2_cost_card_into_the_ex_area_2_cheaper_this_turn():
    sc = make({"pp": 1, "field": [VUELLA], "deck": ["Fighter", *FILL]})
    act = f"activate {VUELLA} #1"
    sc.apply(act)
    assert sc.zone("a", "ex") == ["Fighter"] and sc.player("a")["pp"] == 0
    assert "play Fighter from ex" in sc.legal_actions()     # 2 - 2 = 0
    assert act not in sc.legal_actions()                    # once per turn


def test_5_20_vuella_leaves_a_card_of_another_cost_on_top():
    sc = make({"pp": 2, "field": [VUELLA], "deck": ["Goliath", *FILL]})
    sc.apply(f"activate {VUELLA} #1")
    assert sc.zone("a", "ex") == [] and sc.zone("a", "deck")[0] == "Goliath"
    assert sc.player("a")["pp"] == 1


# ------------------------------------------------------------ Sonata of Silence

def test_10_6_2_3_4_sonata_of_silence_needs_a_rulenye_in_the_cemetery():
    sc = make({"pp": 2, "hand": ["Sonata of Silence"], "cemetery": ["Goliath"]})
    assert "play Sonata of Silence" not in sc.legal_actions()


def test_13_5_1_sonata_of_silence_summons_rulenye_and_with_necrocharge_10_a_random_discard():
    sc = make({"pp": 2, "hand": ["Sonata of Silence"], "cemetery": [RULENYE]},
              {"hand": ["Fighter", "Goliath"]})
    sc.apply("play Sonata of Silence")
    assert names(sc.field("a")) == [RULENYE] and len(sc.zone("b", "hand")) == 2
    sc = make({"pp": 2, "hand": ["Sonata of Silence"], "cemetery": [RULENYE] + FILL * 2},
              {"hand": ["Fighter", "Goliath"]})
    sc.apply("play Sonata of Silence")
    assert names(sc.field("a")) == [RULENYE] and len(sc.zone("b", "hand")) == 1


# ------------------------------------------------------------ Chris Pumpkinhead

def test_13_5_1_chris_pumpkinhead_at_the_end_phase_buffs_gives_ward_and_engages_a_follower():
    sc = make({"field": [CHRIS, "Fighter"], "cemetery": FILL * 2})
    sc.dictate(("target", "a:Fighter"))
    sc.end_turn()
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4) and "ward" in f["keywords"] and f["engaged"]


def test_chris_pumpkinhead_without_necrocharge_10_does_nothing():
    sc = make({"field": [CHRIS, "Fighter"], "cemetery": FILL})
    sc.end_turn()
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (2, 3) and "ward" not in f["keywords"]


def test_12_6_evolved_chris_pumpkinhead_buries_the_top_2_cards():
    sc = make({"pp": 1, "field": [CHRIS], "evolve_deck": [CHRIS],
               "deck": ["Fighter", "Goliath", *FILL]})
    sc.apply(f"evolve {CHRIS}")
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath"]


# ------------------------------------------------------------ Salome

def test_12_4_salome_deals_2_to_an_enemy_follower_and_heals_1_on_entering():
    sc = make({"pp": 3, "leader": 15, "hand": ["Salome"]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply("play Salome")
    assert card(sc, "b", "Goliath")["damage"] == 2 and sc.player("a")["leader"] == 16


def test_12_5_salome_deals_2_and_heals_1_again_on_leaving():
    sc = make({"leader": 15, "field": ["Salome"]},
              {"field": [{"card": "Goliath", "engaged": True, "damage": 2}, "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply("attack Salome -> Goliath")      # Salome (1/2) dies: Last Words
    assert names(sc.field("b")) == ["Fighter"] and sc.player("a")["leader"] == 16


# ------------------------------------------------------------ Kiss of Lust

def test_13_5_2_kiss_of_lust_heals_2_and_draws_1_or_2_with_sanguine():
    sc = make({"pp": 2, "leader": 10, "hand": ["Kiss of Lust"]})
    sc.apply("play Kiss of Lust")
    assert sc.player("a")["leader"] == 12 and len(sc.zone("a", "hand")) == 1
    sc = make({"pp": 2, "leader": 10, "hand": ["Kiss of Lust"], "lost_defense_this_turn": True})
    sc.apply("play Kiss of Lust")
    assert sc.player("a")["leader"] == 12 and len(sc.zone("a", "hand")) == 2


# ------------------------------------------------------------ Arion

def test_12_5_arion_has_rush_and_summons_an_abysscraft_follower_costing_5_or_less():
    sc = make({"pp": 6, "hand": ["Arion"], "cemetery": ["Goliath", TARTARUS, CHRIS]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play Arion")
    assert "attack Arion -> Goliath" in sc.legal_actions()
    sc.apply("attack Arion -> Goliath")      # 3/3 against 3/4: Arion dies
    assert names(sc.field("a")) == [CHRIS]
    assert sorted(sc.zone("a", "cemetery")) == sorted(["Goliath", TARTARUS, "Arion"])


# ------------------------------------------------------------ Marian the Mummy

def test_marian_the_mummy_buries_the_top_2_cards():
    sc = make({"pp": 3, "hand": [MARIAN], "deck": ["Fighter", "Goliath", *FILL]})
    sc.apply(f"play {MARIAN}")
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath"]


def test_13_5_1_evolved_marian_has_ward_assail_at_necrocharge_7_storm_and_bane_at_15():
    ev = {"card": MARIAN, "evolved": True, "entered_this_turn": True}
    for cem, kws in ((6, {"ward"}), (7, {"ward", "assail"}),
                     (15, {"ward", "assail", "storm", "bane"})):
        sc = make({"field": [ev], "cemetery": ["Goliath"] * cem})
        m = card(sc, "a", MARIAN)
        assert set(m["keywords"]) & {"ward", "assail", "storm", "bane"} == kws, cem
    assert f"attack {MARIAN} (evolved) -> leader" in sc.legal_actions()   # Storm


# ------------------------------------------------------------ Zealot of Silence

def test_5_11_zealot_of_silence_returns_from_the_cemetery_for_1_pp_when_the_opponent_discards():
    sc = make({"pp": 3, "hand": ["Sonata of Silence"],
               "cemetery": [RULENYE, SILENCE] + FILL + ["Fighter"] * 3},
              {"hand": ["Fighter", "Goliath"]})
    sc.dictate(("pay", True))
    sc.apply("play Sonata of Silence")        # Necrocharge 10: b discards at random
    assert sorted(names(sc.field("a"))) == sorted([RULENYE, SILENCE])
    assert sc.player("a")["pp"] == 0
    assert "attack Zealot of Silence -> leader" not in sc.legal_actions()   # Rush only


def test_zealot_of_silence_stays_without_the_1_pp():
    sc = make({"pp": 2, "hand": ["Sonata of Silence"],
               "cemetery": [RULENYE, SILENCE] + FILL + ["Fighter"] * 3},
              {"hand": ["Fighter", "Goliath"]})
    sc.apply("play Sonata of Silence")
    assert names(sc.field("a")) == [RULENYE] and SILENCE in sc.zone("a", "cemetery")


def test_zealot_of_silence_does_not_return_on_the_opponents_turn():
    sc = make({"pp": 3, "cemetery": [SILENCE]}, {"hand": ["Fighter"] * 9}, active="b")
    sc.end_turn()                              # b's end phase: b discards down to 7 (7.4)
    assert names(sc.field("a")) == [] and SILENCE in sc.zone("a", "cemetery")


# ------------------------------------------------------------ Zealot of Lust

def test_10_7_2_2_zealot_of_lust_activates_twice_per_turn_for_1_defense_each():
    sc = make({"field": [LUST]}, {"field": ["Goliath"]})
    act = f"activate {LUST} #1"
    sc.dictate(("target", "b:Goliath"))
    sc.apply(act)
    sc.dictate(("target", "b:Goliath"))
    sc.apply(act)
    assert card(sc, "b", "Goliath")["damage"] == 2 and sc.player("a")["leader"] == 18
    assert act not in sc.legal_actions()
    sc.end_turn()
    sc.end_turn()                              # a's next turn: twice again
    assert act in sc.legal_actions()


# ------------------------------------------------------------ Manifest Malice

def test_10_4_7_manifest_malice_banishes_4_cemetery_cards_to_return_to_the_hand():
    sc = make({"pp": 2, "hand": ["Manifest Malice"], "cemetery": FILL[:5]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:Goliath"), ("pay", True))
    sc.apply("play Manifest Malice")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert sc.zone("a", "hand") == ["Manifest Malice"] and len(sc.zone("a", "cemetery")) == 1
    assert len(sc.zone("a", "banished")) == 4


def test_manifest_malice_with_3_cemetery_cards_goes_to_the_cemetery():
    sc = make({"pp": 2, "hand": ["Manifest Malice"], "cemetery": FILL[:3]},
              {"field": ["Goliath"]})
    sc.apply("play Manifest Malice")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert sc.zone("a", "hand") == [] and "Manifest Malice" in sc.zone("a", "cemetery")


# ------------------------------------------------------------ the new card-file words

def test_times_per_turn_and_cost_to_ex_and_zone_cemetery_are_checked(tmp_path):
    refuses(tmp_path, 'on = "activate"\n  once_per_turn = true\n  times_per_turn = 2\n'
            '  effects = [ { op = "draw", amount = 1 } ]', "times_per_turn = N takes a whole number")
    refuses(tmp_path, 'on = "activate"\n  cost_to_ex = true\n'
            '  effects = [ { op = "draw", amount = 1 } ]', "cost_to_ex = true goes on")
    refuses(tmp_path, 'on = "fanfare"\n  zone = "cemetery"\n'
            '  effects = [ { op = "draw", amount = 1 } ]', "zone = \"cemetery\" goes on")
    refuses(tmp_path, 'on = "fanfare"\n  effects = [ { op = "draw", amount = 1, '
            'distinct_names = true } ]', "does not read ['distinct_names']")
