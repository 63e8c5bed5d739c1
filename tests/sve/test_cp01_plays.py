"""The Umamusume: Pretty Derby universe (14.2) and the cards of its starter deck CSD01,
played in exact positions with the scenario API (docs/scenarios.md): serving (14.2.1),
the Serve ability (14.2.2), racing (14.2.3) and On Race (14.2.4), then each card of
the deck with a non-trivial ability. Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import decksim

from scenario_kit import card, make, names, refuses

CARROTS = ["Carrot"] * 3


def carrots(sc, side="a"):
    """The evolve deck's Carrots by where they are: face down, face up, race zone."""
    ev = sc.player(side)["evolve_deck"]
    return (ev.count("Carrot"), ev.count("Carrot (face up)"), ev.count("Carrot (race zone)"))


# ====================================================== the rules of 14.2

def test_14_2_2_serve_pays_a_pp_links_a_carrot_and_races_the_follower():
    sc = make({"pp": 3, "field": [{"card": "Narita Taishin", "entered_this_turn": True}],
               "evolve_deck": CARROTS})
    assert "activate Narita Taishin #1" in sc.legal_actions()
    sc.apply("activate Narita Taishin #1")
    assert sc.player("a")["pp"] == 2
    assert card(sc, "a", "Narita Taishin")["racing"] == 1
    assert carrots(sc) == (2, 0, 1)                      # 14.2.1.1 / 4.13
    assert "A serves Narita Taishin (1 Carrot to the race zone)" in sc.log_lines()


def test_14_2_3_1_a_racing_follower_has_rush_the_turn_it_entered():
    enemy = {"field": [{"card": "Goliath", "engaged": True}]}
    sc = make({"pp": 3, "field": [{"card": "Biko Pegasus", "entered_this_turn": True}],
               "evolve_deck": CARROTS}, enemy)
    assert not any(a.startswith("attack Biko Pegasus") for a in sc.legal_actions())
    sc.apply("activate Biko Pegasus #1")
    assert "rush" in card(sc, "a", "Biko Pegasus")["keywords"]
    acts = sc.legal_actions()
    assert "attack Biko Pegasus -> Goliath" in acts          # Rush (12.10): followers only
    assert "attack Biko Pegasus -> leader" not in acts


def test_14_2_2_4_an_ep_may_pay_for_the_serve_abilitys_pp():
    sc = make({"pp": 0, "ep": 1, "field": ["Haru Urara"], "evolve_deck": CARROTS})
    assert "activate Haru Urara #1" not in sc.legal_actions()
    sc.apply("activate Haru Urara #1 with ep")
    assert (sc.player("a")["pp"], sc.player("a")["ep"]) == (0, 0)
    assert card(sc, "a", "Haru Urara")["racing"] == 1


def test_8_3_2_one_serve_or_evolve_ability_a_turn():
    sc = make({"pp": 5, "field": ["Special Week", "Haru Urara"],
               "evolve_deck": ["Special Week"] + CARROTS})
    sc.apply("activate Haru Urara #1")
    acts = sc.legal_actions()
    assert not any(a.startswith("evolve") for a in acts)
    assert "activate Special Week #1" not in acts
    sc = make({"pp": 5, "field": ["Special Week", "Haru Urara"],
               "evolve_deck": ["Special Week"] + CARROTS})
    sc.apply("evolve Special Week")
    assert not any(a.startswith("activate") for a in sc.legal_actions())


def test_14_2_1_2_1_a_linked_card_can_not_be_served_again():
    sc = make({"pp": 5, "field": [{"card": "Haru Urara", "racing": 1}], "evolve_deck": CARROTS})
    assert "activate Haru Urara #1" not in sc.legal_actions()


def test_14_2_1_1_no_carrot_in_the_evolve_deck_no_serve():
    sc = make({"pp": 5, "field": ["Haru Urara"], "evolve_deck": ["Special Week"]})
    assert not any(a.startswith("activate") for a in sc.legal_actions())


def test_14_2_1_3_11_8_1_the_carrot_returns_face_up_when_the_racer_leaves_and_serves_again():
    sc = make({"pp": 5, "field": [{"card": "Narita Taishin", "racing": 1}, "Haru Urara"],
               "evolve_deck": ["Carrot"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    assert carrots(sc) == (0, 0, 1)
    assert "activate Haru Urara #1" not in sc.legal_actions()   # the only Carrot is linked
    sc.apply("attack Narita Taishin -> Goliath")               # 3/3 into 3/4: destroyed
    assert "Narita Taishin" not in names(sc.field("a"))
    assert carrots(sc) == (0, 1, 0)
    sc.apply("activate Haru Urara #1")                          # a face-up Carrot serves too
    assert carrots(sc) == (0, 0, 1) and card(sc, "a", "Haru Urara")["racing"] == 1


def test_14_2_1_3_a_racer_returned_to_hand_loses_its_link():
    sc2 = make({"pp": 5, "hand": ["Marvelous Sunday"],
                "field": [{"card": "Haru Urara", "racing": 1}], "evolve_deck": CARROTS})
    sc2.dictate(("pay", True)).apply("play Marvelous Sunday")   # the only other card
    assert sc2.zone("a", "hand") == ["Haru Urara"]
    assert carrots(sc2) == (2, 1, 0)


def test_14_2_3_an_evolved_racer_keeps_its_link_and_rush():
    sc = make({"pp": 5, "field": [{"card": "Special Week", "racing": 1}],
               "evolve_deck": ["Special Week"] + CARROTS}, turn=6)
    sc.end_turn()
    sc.end_turn()
    sc.apply("evolve Special Week")
    sw = card(sc, "a", "Special Week")
    assert sw["evolved"] and sw["racing"] == 1 and "rush" in sw["keywords"]


def test_14_2_4_on_race_triggers_once_for_each_time_the_card_races():
    sc = make({"pp": 3, "field": ["Oguri Cap"], "evolve_deck": CARROTS})
    sc.apply("activate Oguri Cap #3")                        # serve 3 times: race 3 times
    oguri = card(sc, "a", "Oguri Cap")
    assert oguri["racing"] == 3 and (oguri["attack"], oguri["defense"]) == (10, 7)
    assert carrots(sc) == (0, 0, 3)


def test_14_2_1_1_serving_x_times_needs_x_carrots():
    sc = make({"pp": 3, "field": ["Oguri Cap"], "evolve_deck": ["Carrot"] * 2})
    acts = sc.legal_actions()
    assert "activate Oguri Cap #2" in acts and "activate Oguri Cap #3" not in acts


# ====================================================== the CSD01 cards

def test_silence_suzuka_evolved_puts_an_enemy_follower_on_top_of_its_deck():
    sc = make({"pp": 2, "field": ["Silence Suzuka"], "evolve_deck": ["Silence Suzuka"]},
              {"field": ["Goliath"]})
    sc.apply("evolve Silence Suzuka")
    assert sc.field("b") == [] and sc.zone("b", "deck")[0] == "Goliath"
    assert "storm" in card(sc, "a", "Silence Suzuka")["keywords"]


def test_14_2_4_eishin_flash_on_race_grows_and_returns_an_enemy_follower():
    sc = make({"pp": 1, "field": ["Eishin Flash"], "evolve_deck": CARROTS},
              {"field": ["Goliath"]})
    sc.apply("activate Eishin Flash #1")
    flash = card(sc, "a", "Eishin Flash")
    assert (flash["attack"], flash["defense"]) == (4, 4)
    assert sc.field("b") == [] and sc.zone("b", "hand") == ["Goliath"]


def test_marvelous_sunday_returns_another_card_for_two_defense():
    sc = make({"pp": 2, "leader": 15, "hand": ["Marvelous Sunday"], "field": ["Fighter"]})
    sc.dictate(("pay", True)).apply("play Marvelous Sunday")
    assert sc.player("a")["leader"] == 17 and sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 2, "leader": 15, "hand": ["Marvelous Sunday"], "field": ["Fighter"]})
    sc.dictate(("pay", False)).apply("play Marvelous Sunday")
    assert sc.player("a")["leader"] == 15


def test_14_2_4_haru_urara_on_race_takes_no_damage_this_turn():
    sc = make({"pp": 1, "field": [{"card": "Haru Urara", "entered_this_turn": True}],
               "evolve_deck": CARROTS}, {"field": [{"card": "Hishi Akebono", "engaged": True}]})
    sc.apply("activate Haru Urara #1")
    sc.apply("attack Haru Urara -> Hishi Akebono")       # 10/10 hits back for nothing
    urara = card(sc, "a", "Haru Urara")
    assert (urara["attack"], urara["defense"], urara["damage"]) == (3, 3, 0)
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3


def test_tokai_teio_deals_twice_the_followers_on_your_field():
    sc = make({"pp": 5, "hand": ["Tokai Teio"], "field": ["Fighter", "Fighter", "Fate's Forecast"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Tokai Teio")                          # 3 followers (the amulet not)
    assert card(sc, "b", "Hishi Akebono")["damage"] == 6


def test_tokai_teio_evolved_has_storm():
    sc = make({"pp": 2, "field": [{"card": "Tokai Teio", "entered_this_turn": True}],
               "evolve_deck": ["Tokai Teio"]})
    sc.apply("evolve Tokai Teio")
    assert "attack Tokai Teio (evolved) -> leader" in sc.legal_actions()


def test_5_17_trial_initiation_looks_for_an_umamusume_or_takes_back_a_bnw_follower():
    sc = make({"pp": 1, "hand": ["Trial Initiation"], "deck": ["Fighter", "Haru Urara", "Goliath"]})
    sc.dictate(("mode", 1)).apply("play Trial Initiation")
    assert sc.zone("a", "hand") == ["Haru Urara"]
    sc = make({"pp": 1, "hand": ["Trial Initiation"], "cemetery": ["Haru Urara", "Narita Taishin"]})
    sc.dictate(("mode", 2)).apply("play Trial Initiation")
    assert sc.zone("a", "hand") == ["Narita Taishin"]


def test_5_17_trial_initiation_second_mode_needs_a_bnw_follower():
    sc = make({"pp": 1, "hand": ["Trial Initiation"], "cemetery": ["Haru Urara"],
               "deck": ["Haru Urara", "Fighter"]})
    sc.apply("play Trial Initiation")                    # only mode 1 is legal
    assert sc.zone("a", "hand") == ["Haru Urara"]


def test_12_5_symboli_rudolf_searches_a_tokai_teio():
    sc = make({"field": ["Symboli Rudolf"], "deck": ["Fighter", "Tokai Teio", "Goliath"]},
              {"field": [{"card": "Hishi Akebono", "engaged": True}]})
    sc.apply("attack Symboli Rudolf -> Hishi Akebono")
    assert sc.zone("a", "hand") == ["Tokai Teio"]


def test_14_2_4_biko_pegasus_on_race_engages_an_enemy_follower():
    sc = make({"pp": 1, "field": [{"card": "Biko Pegasus", "entered_this_turn": True}],
               "evolve_deck": CARROTS}, {"field": ["Fighter"]})
    sc.apply("activate Biko Pegasus #1")
    assert card(sc, "b", "Fighter")["engaged"]
    assert "attack Biko Pegasus -> Fighter" in sc.legal_actions()


def test_14_2_3_lamplit_training_deals_3_with_a_racing_follower_else_2():
    sc = make({"pp": 1, "hand": ["Lamplit Training of a Witch-to-Be"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Lamplit Training of a Witch-to-Be")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 2
    sc = make({"pp": 1, "hand": ["Lamplit Training of a Witch-to-Be"],
               "field": [{"card": "Haru Urara", "racing": 1}], "evolve_deck": CARROTS},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Lamplit Training of a Witch-to-Be")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3


def test_kawakami_princess_discards_for_4_damage():
    sc = make({"pp": 4, "hand": ["Kawakami Princess", "Fighter"]}, {"field": ["Hishi Akebono"]})
    sc.dictate(("pay", True)).apply("play Kawakami Princess")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 4 and sc.zone("a", "hand") == []
    sc = make({"pp": 4, "hand": ["Kawakami Princess", "Fighter"]}, {"field": ["Hishi Akebono"]})
    sc.dictate(("pay", False)).apply("play Kawakami Princess")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 0


def test_12_5_tosen_jordan_takes_a_spell_back_from_the_cemetery():
    sc = make({"field": ["Tosen Jordan"], "cemetery": ["Fighter", "Trial Initiation"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Tosen Jordan -> Goliath")
    assert sc.zone("a", "hand") == ["Trial Initiation"]


def test_14_2_4_narita_top_road_on_race_draws_two_and_discards_one():
    sc = make({"pp": 1, "field": ["Narita Top Road"], "evolve_deck": CARROTS,
               "deck": ["Fighter", "Goliath", "Fighter"]})
    sc.apply("activate Narita Top Road #1")
    top = card(sc, "a", "Narita Top Road")
    assert (top["attack"], top["defense"]) == (4, 4)
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 1


def test_special_week_takes_an_umamusume_from_the_top_and_leaves_another_card():
    sc = make({"pp": 2, "hand": ["Special Week"], "deck": ["Haru Urara", "Fighter"]})
    sc.apply("play Special Week")
    assert sc.zone("a", "hand") == ["Haru Urara"]
    sc = make({"pp": 2, "hand": ["Special Week"], "deck": ["Fighter", "Haru Urara"]})
    sc.apply("play Special Week")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck")[0] == "Fighter"


def test_13_4_1_special_week_evolved_with_overflow_buffs_the_other_umamusume():
    field = ["Special Week", "Haru Urara", "Fighter"]
    sc = make({"pp": 7, "field": field, "evolve_deck": ["Special Week"]})
    sc.apply("evolve Special Week")
    assert (card(sc, "a", "Haru Urara")["attack"], card(sc, "a", "Fighter")["attack"]) == (3, 2)
    assert card(sc, "a", "Special Week")["attack"] == 3
    sc = make({"pp": 6, "field": field, "evolve_deck": ["Special Week"]})
    sc.apply("evolve Special Week")
    assert card(sc, "a", "Haru Urara")["attack"] == 2


def test_14_2_4_tamamo_cross_on_race_deals_2():
    sc = make({"pp": 1, "field": ["Tamamo Cross"], "evolve_deck": CARROTS},
              {"field": ["Fighter"]})
    sc.apply("activate Tamamo Cross #1")
    assert card(sc, "b", "Fighter")["damage"] == 2
    assert card(sc, "a", "Tamamo Cross")["attack"] == 3


def test_grass_wonder_deals_2_to_each_enemy_follower():
    sc = make({"pp": 5, "hand": ["Grass Wonder"]}, {"field": ["Fighter", "Hishi Akebono"]})
    sc.apply("play Grass Wonder")
    assert [c["damage"] for c in sc.field("b")] == [2, 2]


def test_super_creek_gives_the_leader_5():
    sc = make({"pp": 6, "leader": 10, "hand": ["Super Creek"]})
    sc.apply("play Super Creek")
    assert sc.player("a")["leader"] == 15 and "ward" in card(sc, "a", "Super Creek")["keywords"]


def test_my_solo_costs_2_less_with_10_umamusume_in_the_cemetery():
    name = "My Solo Drawn to Raindrop Drums"
    sc = make({"pp": 2, "hand": [name], "cemetery": ["Haru Urara"] * 9 + ["Fighter"]},
              {"field": ["Hishi Akebono"]})
    assert f"play {name}" not in sc.legal_actions()
    sc = make({"pp": 2, "hand": [name], "cemetery": ["Haru Urara"] * 10},
              {"field": ["Hishi Akebono"]})
    sc.apply(f"play {name}")
    assert sc.field("b") == [] and sc.player("a")["pp"] == 0


def test_curren_chan_pings_and_mills():
    sc = make({"pp": 2, "field": ["Curren Chan"], "deck": ["Goliath", "Fighter"]},
              {"field": ["Fighter"]})
    sc.apply("activate Curren Chan #2")
    assert card(sc, "b", "Fighter")["damage"] == 1 and sc.zone("a", "cemetery") == ["Goliath"]
    assert card(sc, "a", "Curren Chan")["engaged"] and sc.player("a")["pp"] == 1


def test_twin_turbo_has_storm_with_10_umamusume_in_the_cemetery():
    sc = make({"pp": 2, "hand": ["Twin Turbo"], "cemetery": ["Haru Urara"] * 10})
    sc.apply("play Twin Turbo")
    assert "attack Twin Turbo -> leader" in sc.legal_actions()
    sc = make({"pp": 2, "hand": ["Twin Turbo"], "cemetery": ["Haru Urara"] * 9})
    sc.apply("play Twin Turbo")
    assert "storm" not in card(sc, "a", "Twin Turbo")["keywords"]


def test_14_2_4_sakura_chiyono_o_on_race_takes_back_an_umamusume():
    sc = make({"pp": 1, "field": ["Sakura Chiyono O"], "evolve_deck": CARROTS,
               "cemetery": ["Fighter", "Grass Wonder"]})
    sc.apply("activate Sakura Chiyono O #1")
    assert sc.zone("a", "hand") == ["Grass Wonder"]
    assert card(sc, "a", "Sakura Chiyono O")["attack"] == 4


def test_fates_forecast_destroys_and_later_looks_for_a_7_cost_card():
    sc = make({"pp": 4, "hand": ["Fate's Forecast"]}, {"field": ["Hishi Akebono"]})
    sc.apply("play Fate's Forecast")
    assert sc.field("b") == []
    sc = make({"field": ["Fate's Forecast"], "deck": ["T.M. Opera O", "Fighter"]})
    sc.apply("activate Fate's Forecast #2")
    assert sc.zone("a", "hand") == ["T.M. Opera O"] and sc.field("a") == []
    assert sc.zone("a", "cemetery") == ["Fate's Forecast"]
    sc = make({"field": ["Fate's Forecast"], "deck": ["Hishi Akebono", "Fighter"]})
    sc.apply("activate Fate's Forecast #2")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck")[0] == "Hishi Akebono"


def test_14_2_4_mejiro_dober_on_race_gives_the_leader_2():
    sc = make({"pp": 1, "leader": 10, "field": ["Mejiro Dober"], "evolve_deck": CARROTS})
    sc.apply("activate Mejiro Dober #1")
    assert sc.player("a")["leader"] == 12 and card(sc, "a", "Mejiro Dober")["defense"] == 3


def test_7_3_1_mejiro_ardan_goes_home_without_another_mejiro():
    sc = make({"field": ["Mejiro Ardan"]}, turn=4, active="b")
    sc.end_turn()                                         # a's main phase starts
    assert sc.field("a") == [] and sc.zone("a", "hand")[-1] == "Mejiro Ardan"
    sc = make({"field": ["Mejiro Ardan", "Mejiro Dober"]}, turn=4, active="b")
    sc.end_turn()
    assert names(sc.field("a")) == ["Mejiro Ardan", "Mejiro Dober"]
    sc = make({"field": ["Mejiro Ardan", "Mejiro Ardan"]}, turn=4, active="b")
    sc.end_turn()                                         # the same name does not count
    assert sc.field("a") == []


def test_tm_opera_o_banishes_and_draws():
    sc = make({"pp": 7, "hand": ["T.M. Opera O"], "deck": ["Fighter"]}, {"field": ["Goliath"]})
    sc.apply("play T.M. Opera O")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Goliath"]
    assert sc.zone("a", "hand") == ["Fighter"]


def test_14_2_3_aoi_kiryuin_gives_a_racing_umamusume_more_defense():
    sc = make({"field": ["Aoi Kiryuin", {"card": "Haru Urara", "racing": 1}],
               "evolve_deck": CARROTS})
    sc.apply("activate Aoi Kiryuin #1")
    assert card(sc, "a", "Haru Urara")["defense"] == 4
    sc = make({"field": ["Aoi Kiryuin", "Haru Urara"]})
    sc.apply("activate Aoi Kiryuin #1")
    assert card(sc, "a", "Haru Urara")["defense"] == 3


def test_14_2_3_riko_kashimoto_gives_a_racing_umamusume_more_attack():
    sc = make({"field": ["Riko Kashimoto", {"card": "Haru Urara", "racing": 1}],
               "evolve_deck": CARROTS})
    sc.apply("activate Riko Kashimoto #1")
    assert card(sc, "a", "Haru Urara")["attack"] == 4
    sc = make({"field": ["Riko Kashimoto", "Haru Urara"]})
    sc.apply("activate Riko Kashimoto #1")
    assert card(sc, "a", "Haru Urara")["attack"] == 3
    sc = make({"field": ["Riko Kashimoto", "Fighter"]})       # not an Umamusume
    assert "activate Riko Kashimoto #1" not in sc.legal_actions()


def test_tazuna_hayakawa_puts_a_cheap_umamusume_from_the_cemetery_onto_the_field():
    sc = make({"pp": 6, "hand": ["Tazuna Hayakawa [Tracen Reception]"],
               "cemetery": ["Grass Wonder", "Haru Urara", "Fighter"]})
    sc.apply("play Tazuna Hayakawa [Tracen Reception]")
    assert names(sc.field("a")) == ["Tazuna Hayakawa [Tracen Reception]", "Haru Urara"]
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Grass Wonder"]


# ====================================================== the rest of CP01 (full cards)

def test_gold_city_recovers_3_pp_and_has_storm_with_8_cards_on_both_fields():
    sc = make({"pp": 4, "max_pp": 6, "hand": ["Gold City"], "field": ["Fighter"] * 3},
              {"field": ["Fighter"] * 4})
    sc.apply("play Gold City")
    assert sc.player("a")["pp"] == 3                       # 6 - 4 + 3 (5.14)
    assert "attack Gold City -> leader" in sc.legal_actions()
    sc = make({"pp": 4, "hand": ["Gold City"], "field": ["Fighter"] * 3},
              {"field": ["Fighter"] * 3})
    sc.apply("play Gold City")
    assert "storm" not in card(sc, "a", "Gold City")["keywords"]


def test_5_17_eat_fast_searches_a_storm_follower_or_pumps_one():
    sc = make({"pp": 2, "hand": ["Eat Fast! Yum Fast!"], "deck": ["Fighter", "Twin Turbo", "Seiun Sky"]})
    sc.apply("play Eat Fast! Yum Fast!")
    assert sc.zone("a", "hand") == ["Seiun Sky"]
    sc = make({"pp": 2, "hand": ["Eat Fast! Yum Fast!"], "field": ["Seiun Sky"]})
    sc.dictate(("mode", 2)).apply("play Eat Fast! Yum Fast!")
    assert card(sc, "a", "Seiun Sky")["attack"] == 4


def test_systematic_squats_draws_and_buffs_an_umamusume_when_it_leaves():
    sc = make({"pp": 2, "hand": ["Systematic Squats"], "deck": ["Fighter"], "field": ["Haru Urara"]})
    sc.apply("play Systematic Squats")
    assert sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 4, "hand": ["Matikanetannhauser"]},
              {"field": ["Systematic Squats", "Haru Urara"]})
    sc.apply("play Matikanetannhauser")                 # destroys b's amulet
    assert card(sc, "b", "Haru Urara")["attack"] == 3


def test_yukino_bijin_returns_another_card_to_grow():
    sc = make({"pp": 3, "hand": ["Yukino Bijin"], "field": ["Fighter"]})
    sc.dictate(("pay", True)).apply("play Yukino Bijin")
    assert card(sc, "a", "Yukino Bijin")["attack"] == 4 and sc.zone("a", "hand") == ["Fighter"]


def test_ines_fujin_returns_another_card_of_yours():
    sc = make({"pp": 6, "hand": ["Ines Fujin"], "field": ["Fighter"]})
    sc.apply("play Ines Fujin")
    assert names(sc.field("a")) == ["Ines Fujin"] and sc.zone("a", "hand") == ["Fighter"]


def test_taiki_shuttle_deals_2_when_returned_to_hand():
    sc = make({"pp": 6, "hand": ["Ines Fujin"], "field": ["Taiki Shuttle"]}, {"field": ["Fighter"]})
    sc.apply("play Ines Fujin")
    assert card(sc, "b", "Fighter")["damage"] == 2


def test_narita_brian_deals_5_to_a_leader_or_follower():
    sc = make({"field": ["Narita Brian"]})
    sc.dictate(("target", "b:leader")).apply("activate Narita Brian #2")
    assert sc.player("b")["leader"] == 15


def test_winning_ticket_grows_with_trial_initiation_and_narita_taishin_in_the_cemetery():
    sc = make({"pp": 3, "hand": ["Winning Ticket"], "cemetery": ["Trial Initiation", "Narita Taishin"]})
    sc.apply("play Winning Ticket")
    wt = card(sc, "a", "Winning Ticket")
    assert (wt["attack"], wt["defense"]) == (5, 3)
    sc = make({"pp": 3, "hand": ["Winning Ticket"], "cemetery": ["Trial Initiation"]})
    sc.apply("play Winning Ticket")
    assert card(sc, "a", "Winning Ticket")["attack"] == 2


def test_outrunning_the_encroaching_heat_gives_storm_and_more_to_an_umamusume():
    sc = make({"pp": 2, "hand": ["Outrunning the Encroaching Heat"],
               "field": [{"card": "Haru Urara", "entered_this_turn": True}]})
    sc.apply("play Outrunning the Encroaching Heat")
    urara = card(sc, "a", "Haru Urara")
    assert "storm" in urara["keywords"] and urara["attack"] == 3
    sc = make({"pp": 2, "hand": ["Outrunning the Encroaching Heat"], "field": ["Fighter"]})
    sc.apply("play Outrunning the Encroaching Heat")
    assert card(sc, "a", "Fighter")["attack"] == 2


def test_14_2_4_air_groove_on_race_refreshes_another_follower_that_then_can_not_attack():
    sc = make({"pp": 1, "field": ["Air Groove", {"card": "Fighter", "engaged": True}],
               "evolve_deck": CARROTS})
    sc.apply("activate Air Groove #1")
    assert not card(sc, "a", "Fighter")["engaged"]
    assert not any(a.startswith("attack Fighter") for a in sc.legal_actions())


def test_hishi_amazon_pays_3_to_put_a_3_cost_umamusume_onto_the_field():
    sc = make({"pp": 6, "hand": ["Hishi Amazon"], "deck": ["Fighter", "Eishin Flash", "Haru Urara"]})
    sc.dictate(("pay", True)).apply("play Hishi Amazon")
    assert names(sc.field("a")) == ["Hishi Amazon", "Eishin Flash"]
    assert sc.player("a")["pp"] == 0


def test_fuji_kiseki_deals_3_for_3_pp():
    sc = make({"pp": 3, "field": ["Fuji Kiseki"]}, {"field": ["Hishi Akebono"]})
    sc.apply("activate Fuji Kiseki #2")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3


def test_agnes_tachyon_weakens_an_enemy_for_each_spell():
    sc = make({"pp": 2, "hand": ["Trial Initiation"], "field": ["Agnes Tachyon"],
               "deck": ["Fighter", "Fighter"]}, {"field": ["Goliath"]})
    sc.apply("play Trial Initiation")
    assert card(sc, "b", "Goliath")["attack"] == 2


def test_agnes_tachyon_evolved_takes_back_a_spell():
    sc = make({"pp": 1, "field": ["Agnes Tachyon"], "evolve_deck": ["Agnes Tachyon"],
               "cemetery": ["Trial Initiation"]})
    sc.apply("evolve Agnes Tachyon")
    assert sc.zone("a", "hand") == ["Trial Initiation"]


def test_vodka_costs_2_less_beside_daiwa_scarlet_and_pumps_umamusume_on_a_spell():
    sc = make({"pp": 1, "hand": ["Vodka"], "field": ["Daiwa Scarlet"]})
    assert "play Vodka" in sc.legal_actions()
    sc = make({"pp": 1, "hand": ["Trial Initiation", "Trial Initiation"],
               "field": ["Vodka", "Fighter"], "deck": ["Fighter"] * 6})
    sc.apply("play Trial Initiation")
    vodka = card(sc, "a", "Vodka")
    assert vodka["attack"] == 4 and "rush" in vodka["keywords"]
    assert card(sc, "a", "Fighter")["attack"] == 2                # not an Umamusume


def test_make_some_noise_deals_4_with_an_umamusume_on_your_field():
    sc = make({"pp": 2, "hand": ["Make! Some! NOISE!"]}, {"field": ["Hishi Akebono"]})
    sc.apply("play Make! Some! NOISE!")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3
    sc = make({"pp": 2, "hand": ["Make! Some! NOISE!"], "field": ["Haru Urara"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Make! Some! NOISE!")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 4


def test_14_2_4_agnes_digital_on_race_draws_and_discards():
    sc = make({"pp": 1, "field": ["Agnes Digital"], "evolve_deck": CARROTS, "deck": ["Goliath"]})
    sc.apply("activate Agnes Digital #1")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "cemetery") == ["Goliath"]


def test_nakayama_festa_deals_5_everywhere_and_discards_the_hand():
    sc = make({"pp": 9, "hand": ["Nakayama Festa", "Fighter", "Goliath"]},
              {"field": ["Goliath"]})
    sc.apply("play Nakayama Festa")
    assert sc.player("b")["leader"] == 15 and sc.field("b") == []
    assert sc.zone("a", "hand") == [] and sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath"]


def test_seiun_sky_grows_when_it_attacks():
    sc = make({"field": ["Seiun Sky"]})
    sc.apply("attack Seiun Sky -> leader")
    assert sc.player("b")["leader"] == 18


def test_champions_passion_needs_another_umamusume_and_hits_at_each_main_phase():
    sc = make({"pp": 7, "hand": ["Champion's Passion"]}, {"field": ["Hishi Akebono"]})
    sc.apply("play Champion's Passion")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 0
    sc = make({"pp": 7, "hand": ["Champion's Passion"], "field": ["Haru Urara"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Champion's Passion")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 4
    sc = make({"field": ["Champion's Passion"]}, turn=4, active="b")
    sc.end_turn()
    assert sc.player("b")["leader"] == 16


def test_5_17_king_halo_fills_the_ex_area_or_fetches_kawakami_princess():
    sc = make({"pp": 6, "hand": ["King Halo"], "deck": ["Fighter"] * 4})
    sc.dictate(("mode", 1)).apply("play King Halo")
    assert sc.zone("a", "ex") == ["Fighter"] * 3
    sc = make({"pp": 6, "hand": ["King Halo"], "deck": ["Fighter", "Kawakami Princess"]})
    sc.dictate(("mode", 2)).apply("play King Halo")
    assert names(sc.field("a")) == ["King Halo", "Kawakami Princess"]


def test_flowers_for_you_gives_seiun_sky_more():
    sc = make({"pp": 1, "hand": ["Flowers for You"], "field": ["Seiun Sky"], "deck": ["Fighter"]})
    sc.apply("play Flowers for You")
    sky = card(sc, "a", "Seiun Sky")
    assert (sky["attack"], sky["defense"]) == (3, 4) and sc.zone("a", "hand") == ["Fighter"]


def test_bamboo_memory_discards_for_2_to_the_enemy_leader():
    sc = make({"pp": 2, "hand": ["Bamboo Memory", "Fighter"]})
    sc.dictate(("pay", True)).apply("play Bamboo Memory")
    assert sc.player("b")["leader"] == 18


def test_14_2_4_yaeno_muteki_on_race_buffs_another_follower():
    sc = make({"pp": 1, "field": ["Yaeno Muteki", "Fighter"], "evolve_deck": CARROTS})
    sc.apply("activate Yaeno Muteki #1")
    assert card(sc, "a", "Fighter")["attack"] == 3 and card(sc, "a", "Yaeno Muteki")["attack"] == 4


def test_hishi_akebono_gives_the_leader_10():
    sc = make({"pp": 10, "leader": 5, "hand": ["Hishi Akebono"]})
    sc.apply("play Hishi Akebono")
    assert sc.player("a")["leader"] == 15


def test_13_5_1_maruzensky_with_necrocharge_10_weakens_by_4_and_evolved_by_2():
    sc = make({"pp": 3, "hand": ["Maruzensky"], "cemetery": ["Fighter"] * 10},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Maruzensky")
    assert card(sc, "b", "Hishi Akebono")["attack"] == 6
    sc = make({"pp": 1, "field": ["Maruzensky"], "evolve_deck": ["Maruzensky"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("evolve Maruzensky")
    assert card(sc, "b", "Hishi Akebono")["attack"] == 8


def test_rice_shower_deals_3_mills_2_and_takes_back_another_umamusume():
    sc = make({"pp": 5, "hand": ["Rice Shower"], "deck": ["Fighter", "Goliath", "Fighter"]},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Rice Shower")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3 and len(sc.zone("a", "cemetery")) == 2
    sc = make({"field": ["Rice Shower"], "cemetery": ["Rice Shower", "Haru Urara"]},
              {"field": [{"card": "Hishi Akebono", "engaged": True}]})
    sc.apply("attack Rice Shower -> Hishi Akebono")
    assert sc.zone("a", "hand") == ["Haru Urara"]


def test_14_2_4_fine_motion_on_race_heals_and_mills():
    sc = make({"pp": 1, "leader": 10, "field": ["Fine Motion"], "evolve_deck": CARROTS,
               "deck": ["Fighter"] * 3})
    sc.apply("activate Fine Motion #1")
    assert sc.player("a")["leader"] == 12 and len(sc.zone("a", "cemetery")) == 2


def test_mayano_top_gun_storm_with_4_other_umamusume_and_attack_with_5_in_the_cemetery():
    sc = make({"pp": 1, "hand": ["Mayano Top Gun"], "field": ["Haru Urara"] * 4,
               "cemetery": ["Haru Urara"] * 5})
    sc.apply("play Mayano Top Gun")
    mtg = card(sc, "a", "Mayano Top Gun")
    assert "storm" in mtg["keywords"] and mtg["attack"] == 4


def test_seeking_the_pearl_mills_2_when_it_leaves():
    sc = make({"field": ["Seeking the Pearl"], "deck": ["Fighter"] * 4},
              {"field": [{"card": "Hishi Akebono", "engaged": True}]})
    sc.apply("attack Seeking the Pearl -> Hishi Akebono")
    assert sc.zone("a", "cemetery").count("Fighter") == 2


def test_matikanetannhauser_destroys_an_enemy_amulet():
    sc = make({"pp": 4, "hand": ["Matikanetannhauser"]}, {"field": ["Fate's Forecast", "Fighter"]})
    sc.apply("play Matikanetannhauser")
    assert names(sc.field("b")) == ["Fighter"]


def test_mejiro_mcqueen_trades_an_amulet_for_3_damage_and_evolved_takes_one_back():
    sc = make({"pp": 4, "hand": ["Mejiro McQueen"], "field": ["Fate's Forecast"]},
              {"field": ["Hishi Akebono"]})
    sc.dictate(("pay", True), ("target", "b:Hishi Akebono")).apply("play Mejiro McQueen")
    assert card(sc, "b", "Hishi Akebono")["damage"] == 3
    assert sc.zone("a", "cemetery") == ["Fate's Forecast"]
    sc = make({"pp": 1, "field": ["Mejiro McQueen"], "evolve_deck": ["Mejiro McQueen"],
               "cemetery": ["Fate's Forecast"]})
    sc.apply("evolve Mejiro McQueen")
    assert sc.zone("a", "hand") == ["Fate's Forecast"]


def test_14_2_4_meisho_doto_on_race_puts_a_1_cost_amulet_onto_the_field():
    sc = make({"pp": 1, "field": ["Meisho Doto"], "evolve_deck": CARROTS,
               "deck": ["Fighter", "The Will to Overtake", "Fate's Forecast"]})
    sc.apply("activate Meisho Doto #1")
    assert names(sc.field("a")) == ["Meisho Doto", "The Will to Overtake"]


def test_inari_one_discards_an_amulet_for_attack_and_rush():
    sc = make({"pp": 2, "hand": ["Inari One", "Fate's Forecast"]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.dictate(("pay", True)).apply("play Inari One")
    assert card(sc, "a", "Inari One")["attack"] == 4
    assert "attack Inari One -> Fighter" in sc.legal_actions()


def test_mejiro_palmer_searches_a_mejiro_and_grows_with_make_some_noise_in_the_cemetery():
    sc = make({"pp": 4, "hand": ["Mejiro Palmer"], "cemetery": ["Make! Some! NOISE!"],
               "deck": ["Fighter", "Mejiro Dober"]})
    sc.apply("play Mejiro Palmer")
    palmer = card(sc, "a", "Mejiro Palmer")
    assert sc.zone("a", "hand") == ["Mejiro Dober"] and palmer["attack"] == 5
    assert "rush" in palmer["keywords"]


def test_riko_kashimoto_planned_perfection_alone_destroys_and_hits_the_leader():
    sc = make({"field": ["Riko Kashimoto [Planned Perfection]"]}, {"field": ["Hishi Akebono"]})
    sc.apply("attack Riko Kashimoto [Planned Perfection] -> leader")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 20 - 3 - 6


def test_tazuna_hayakawa_buffs_an_umamusume():
    sc = make({"pp": 4, "hand": ["Tazuna Hayakawa"], "field": ["Haru Urara"]})
    sc.apply("play Tazuna Hayakawa")
    urara = card(sc, "a", "Haru Urara")
    assert (urara["attack"], urara["defense"]) == (3, 4)


def test_ikuno_dictus_takes_an_amulet_or_an_umamusume_card_from_the_top_3():
    for top, taken in ((["Fighter", "Goliath", "Realm of Repose"], "Realm of Repose"),
                       (["Fighter", "Silence Suzuka", "Goliath"], "Silence Suzuka")):
        sc = make({"pp": 3, "hand": ["Ikuno Dictus"], "deck": top + ["Fighter"] * 5})
        sc.apply("play Ikuno Dictus")
        assert sc.zone("a", "hand") == [taken]
        assert sc.zone("a", "deck")[0] == "Fighter" and len(sc.zone("a", "deck")) == 7


def test_ikuno_dictus_takes_nothing_else():
    sc = make({"pp": 3, "hand": ["Ikuno Dictus"], "deck": ["Fighter", "Goliath", "Angelic Snipe"]
               + ["Fighter"] * 5})
    sc.apply("play Ikuno Dictus")
    assert sc.zone("a", "hand") == [] and len(sc.zone("a", "deck")) == 8


def test_14_2_3_whenever_another_follower_races_zenno_rob_roy_takes_a_spell_or_amulet():
    sc = make({"pp": 3, "field": ["Zenno Rob Roy", "Narita Taishin"], "evolve_deck": CARROTS,
               "deck": ["Fighter", "Goliath", "Realm of Repose", "Fighter"] + ["Fighter"] * 4})
    sc.apply("activate Narita Taishin #1")           # Narita races: Rob Roy's ability
    assert sc.zone("a", "hand") == ["Realm of Repose"]
    assert len(sc.zone("a", "deck")) == 7


def test_14_2_3_zenno_rob_roy_racing_itself_is_not_another_follower_racing():
    sc = make({"pp": 3, "field": ["Zenno Rob Roy"], "evolve_deck": CARROTS,
               "deck": ["Realm of Repose"] + ["Fighter"] * 7})
    sc.apply("activate Zenno Rob Roy #1")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck")[0] == "Realm of Repose"


def test_14_2_3_aoi_kiryuin_gives_the_follower_that_races_plus_1_plus_1():
    sc = make({"pp": 3, "field": ["Aoi Kiryuin [Trainers' Teamwork]", "Narita Taishin"],
               "evolve_deck": CARROTS})
    before = card(sc, "a", "Narita Taishin")
    sc.apply("activate Narita Taishin #1")
    after = card(sc, "a", "Narita Taishin")
    assert (after["attack"], after["defense"]) == (before["attack"] + 1, before["defense"] + 1)


def test_mejiro_ryan_gains_storm_when_a_mejiro_family_follower_of_yours_leaves():
    sc = make({"pp": 3, "field": ["Mejiro Ryan", "Mejiro Dober"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    assert "storm" not in card(sc, "a", "Mejiro Ryan")["keywords"]
    sc.apply("attack Mejiro Dober -> Goliath")          # 2/2 into 3/4: destroyed
    assert "storm" in card(sc, "a", "Mejiro Ryan")["keywords"]


def test_mejiro_ryan_gains_storm_when_an_amulet_of_yours_leaves():
    sc = make({"pp": 3, "field": ["Mejiro Ryan", "Sacred Plea"]})
    sc.apply("activate Sacred Plea #1")                 # it puts itself into the cemetery
    assert "storm" in card(sc, "a", "Mejiro Ryan")["keywords"]


def test_mejiro_ryan_gains_no_storm_when_another_follower_leaves():
    sc = make({"pp": 3, "field": ["Mejiro Ryan", "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Fighter -> Goliath")
    assert "storm" not in card(sc, "a", "Mejiro Ryan")["keywords"]


# ====================================================== the top of the deck (5.10, 5.20)

def test_5_10_shinko_windy_keeps_a_top_card_it_can_play_next_turn():
    sc = make({"pp": 1, "max_pp": 3, "hand": ["Shinko Windy"],
               "deck": ["Fighter", "Goliath", "Goliath"]})       # top first
    sc.apply("play Shinko Windy")
    assert sc.zone("a", "deck") == ["Fighter", "Goliath", "Goliath"]


def test_5_10_shinko_windy_puts_a_top_card_it_can_not_play_soon_on_the_bottom():
    sc = make({"pp": 1, "max_pp": 3, "hand": ["Shinko Windy"],
               "deck": ["Mammoth God's Colosseum", "Fighter", "Goliath"]})
    sc.apply("play Shinko Windy")
    assert sc.zone("a", "deck") == ["Fighter", "Goliath", "Mammoth God's Colosseum"]


def test_5_10_the_will_to_overtake_keeps_the_playable_of_the_top_3_and_sinks_the_rest():
    deck = ["Mammoth God's Colosseum", "Goblin", "Fighter", "Goliath", "Goliath"]
    sc = make({"pp": 1, "max_pp": 4, "hand": ["The Will to Overtake"], "deck": deck})
    sc.apply("play The Will to Overtake")
    # next turn 5 PP: Fighter (2) and Goblin (1) back on top, the dearer first; the
    # Colosseum (7) to the bottom, under the two Goliaths it did not look at
    assert sc.zone("a", "deck") == ["Fighter", "Goblin", "Goliath", "Goliath",
                                    "Mammoth God's Colosseum"]


def test_5_20_gold_ship_reveals_the_top_card_and_deals_its_cost_and_heals_as_much():
    sc = make({"pp": 8, "leader": 10, "hand": ["Gold Ship"], "deck": ["Goliath", "Fighter"]})
    sc.apply("play Gold Ship")
    assert sc.player("b")["leader"] == 20 - 3 and sc.player("a")["leader"] == 10 + 3
    assert sc.zone("a", "deck") == ["Goliath", "Fighter"]          # it stays on top


def test_5_20_gold_ship_with_an_empty_deck_reveals_nothing():
    sc = make({"pp": 8, "leader": 10, "hand": ["Gold Ship"], "deck": []})
    sc.apply("play Gold Ship")
    assert sc.player("b")["leader"] == 20 and sc.player("a")["leader"] == 10


# ====================================================== Take a Jab! (5.18)

def test_5_18_take_a_jab_rolls_at_the_start_of_your_main_phase():
    seen = set()
    for seed in range(60):
        sc = decksim.scenario({"turn": 5, "active": "a", "first": "a", "players": {
            "a": {"leader": 10, "field": ["Take a Jab!"], "deck": ["Fighter"] * 8},
            "b": {"deck": ["Fighter"] * 8}}}, seed=seed)
        sc.end_turn()
        sc.end_turn()                         # b's turn, then a's start and main phase
        rolls = [ln for ln in sc.log_lines() if ln.startswith("A rolls a die")]
        assert len(rolls) == 1
        die = int(rolls[0].rsplit(" ", 1)[1])
        seen.add(die)
        hand = len(sc.zone("a", "hand"))      # 1 from the start phase's draw (7.2)
        on_field = "Take a Jab!" in names(sc.field("a"))
        if die == 1:
            assert (sc.player("a")["leader"], hand, on_field) == (5, 1, True)
        elif die == 6:
            assert (sc.player("a")["leader"], hand, on_field) == (13, 1, False)
            assert sc.zone("a", "cemetery") == ["Take a Jab!"]
        else:
            assert (sc.player("a")["leader"], hand, on_field) == (10, 2, True)
    assert seen == {1, 2, 3, 4, 5, 6}


# ====================================================== Sasami Anshinzawa (5.20)

def test_5_20_sasami_anshinzawa_an_odd_top_card_deals_2_to_the_enemy_leader():
    sc = make({"pp": 2, "hand": ["Sasami Anshinzawa"], "deck": ["Goliath", "Fighter"]})
    sc.apply("play Sasami Anshinzawa")                   # Goliath costs 3
    assert sc.player("b")["leader"] == 18 and sc.player("a")["leader"] == 20
    assert sc.zone("a", "deck") == ["Goliath", "Fighter"]          # it stays on top


def test_5_20_sasami_anshinzawa_an_even_top_card_deals_2_to_your_leader():
    sc = make({"pp": 2, "hand": ["Sasami Anshinzawa"], "deck": ["Fighter", "Goliath"]})
    sc.apply("play Sasami Anshinzawa")                   # Fighter costs 2
    assert sc.player("b")["leader"] == 20 and sc.player("a")["leader"] == 18


def test_5_20_sasami_anshinzawa_with_an_empty_deck_reveals_nothing():
    sc = make({"pp": 2, "hand": ["Sasami Anshinzawa"], "deck": []})
    sc.apply("play Sasami Anshinzawa")
    assert sc.player("b")["leader"] == 20 and sc.player("a")["leader"] == 20


# ====================================================== the last partial cards (issue 24)

def test_10_2_1_3_3_daiwa_scarlet_the_first_umamusume_spell_each_turn_costs_1_less():
    sc = make({"pp": 0, "field": ["Daiwa Scarlet"],
               "hand": ["Trial Initiation", "Trial Initiation", "Angelic Snipe"]},
              {"field": ["Goliath"]})
    acts = sc.legal_actions()
    assert "play Trial Initiation" in acts            # 1 - 1 = 0 PP
    assert "play Angelic Snipe" not in acts           # not an Umamusume spell
    sc.apply("play Trial Initiation")
    assert sc.player("a")["pp"] == 0
    assert "play Trial Initiation" not in sc.legal_actions()   # the second one costs 1


def test_10_6_2_daiwa_scarlet_gives_storm_to_itself_and_an_umamusume_on_the_third_spell():
    sc = make({"pp": 5, "hand": ["Trial Initiation"] * 3,
               "field": [{"card": "Daiwa Scarlet", "entered_this_turn": True},
                         {"card": "Haru Urara", "entered_this_turn": True},
                         {"card": "Fighter", "entered_this_turn": True}]})
    sc.apply("play Trial Initiation")
    sc.apply("play Trial Initiation")
    assert "storm" not in card(sc, "a", "Daiwa Scarlet")["keywords"]   # the 2nd spell
    sc.dictate(("target", "a:Haru Urara"))
    sc.apply("play Trial Initiation")                                  # the 3rd
    assert "storm" in card(sc, "a", "Daiwa Scarlet")["keywords"]
    assert "storm" in card(sc, "a", "Haru Urara")["keywords"]
    assert "storm" not in card(sc, "a", "Fighter")["keywords"]
    acts = sc.legal_actions()
    assert "attack Haru Urara -> leader" in acts and "attack Daiwa Scarlet -> leader" in acts
    sc = make({"pp": 5, "hand": ["Trial Initiation"] * 2 + ["Angelic Snipe"],   # any spell counts
               "field": ["Daiwa Scarlet"]}, {"field": ["Goliath"]})
    for name in ("Trial Initiation", "Trial Initiation", "Angelic Snipe"):
        sc.apply(f"play {name}")
    assert "storm" in card(sc, "a", "Daiwa Scarlet")["keywords"]


def test_4_8_admire_vega_puts_a_cheap_spell_from_hand_into_the_ex_area_free_this_turn():
    sc = make({"pp": 0, "max_pp": 0, "field": ["Admire Vega"],
               "hand": ["Make! Some! NOISE!", "Trial Initiation", "My Solo Drawn to Raindrop Drums"]},
              {"field": ["Hishi Akebono"]})
    sc.dictate(("target", "a:hand:Make! Some! NOISE!"))
    sc.apply("activate Admire Vega #2")
    assert card(sc, "a", "Admire Vega")["engaged"]
    assert sc.zone("a", "ex") == ["Make! Some! NOISE!"]
    assert "Make! Some! NOISE!" not in sc.zone("a", "hand")
    assert "play Make! Some! NOISE! from ex" in sc.legal_actions()    # 0 PP this turn
    sc.end_turn()
    sc.end_turn()                                  # a's next turn: 1 PP, it costs 2 again
    assert sc.player("a")["pp"] == 1
    assert "play Make! Some! NOISE! from ex" not in sc.legal_actions()
    sc = make({"pp": 5, "field": ["Admire Vega"], "hand": ["My Solo Drawn to Raindrop Drums",
                                                          "Fighter"]})
    assert "activate Admire Vega #2" not in sc.legal_actions()   # no spell of cost 2 or less


def test_14_2_1_3_aoi_kiryuin_turns_a_face_up_carrot_face_down_and_draws():
    sc = make({"pp": 2, "hand": ["Aoi Kiryuin [Trainers' Teamwork]"], "deck": ["Goliath"] * 3,
               "evolve_deck": ["Carrot", "Carrot"], "evolve_deck_face_up": ["Carrot"]})
    assert carrots(sc) == (2, 1, 0)
    sc.apply("play Aoi Kiryuin [Trainers' Teamwork]")
    assert carrots(sc) == (3, 0, 0)
    assert sc.zone("a", "hand") == ["Goliath"]
    # no face-up Carrot: a face-up evolved follower is no Carrot, nothing happens (10.6.2.3.4)
    sc = make({"pp": 2, "hand": ["Aoi Kiryuin [Trainers' Teamwork]"], "deck": ["Goliath"] * 3,
               "evolve_deck": CARROTS, "evolve_deck_face_up": ["Archer"]})
    sc.apply("play Aoi Kiryuin [Trainers' Teamwork]")
    assert sc.zone("a", "hand") == []
    assert "Archer (face up)" in sc.player("a")["evolve_deck"]


def test_5_8_close_knit_ambitions_puts_umamusume_onto_the_field_and_the_rest_in_hand():
    deck = ["Haru Urara", "Fighter", "Fate's Forecast", "Goliath", "Biko Pegasus",
            "Trial Initiation"]
    sc = make({"pp": 10, "hand": ["Close-Knit Ambitions"], "deck": deck},
              {"field": ["Hishi Akebono"]})
    sc.apply("play Close-Knit Ambitions")
    assert sorted(names(sc.field("a"))) == ["Biko Pegasus", "Fate's Forecast", "Haru Urara"]
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Goliath", "Trial Initiation"]
    assert sc.zone("a", "deck") == []
    assert sc.field("b") == []                    # Fate's Forecast's Fanfare (12.4.3)
    # 4.4.4.2: what does not fit onto the field goes to the hand with the rest
    sc = make({"pp": 10, "hand": ["Close-Knit Ambitions"], "deck": deck,
               "field": ["Fighter", "Fighter", "Fighter", "Fighter"]})
    sc.apply("play Close-Knit Ambitions")
    assert len(sc.field("a")) == 5
    assert len(sc.zone("a", "hand")) == 5 and sc.zone("a", "deck") == []


# ====================================================== issue 24: the last partial CP01 cards

def test_10_4_7_oguri_cap_discards_2_cards_for_storm():
    sc = make({"pp": 6, "hand": ["Oguri Cap", "Fighter", "Goliath", "Gilgamesh"]},
              {"field": ["Fighter"]})
    sc.dictate(("pay", True)).apply("play Oguri Cap")
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 2
    assert "storm" in card(sc, "a", "Oguri Cap")["keywords"]
    assert "attack Oguri Cap -> leader" in sc.legal_actions()     # Storm (12.9)
    sc.apply("attack Oguri Cap -> leader")                        # Strike: 3 to each
    assert names(sc.field("b")) == [] and sc.player("b")["leader"] == 16


def test_10_4_7_oguri_cap_unpaid_has_no_storm():
    sc = make({"pp": 6, "hand": ["Oguri Cap", "Fighter", "Goliath"]})
    sc.dictate(("pay", False)).apply("play Oguri Cap")
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Goliath"]
    assert "storm" not in card(sc, "a", "Oguri Cap")["keywords"]
    assert not any(a.startswith("attack Oguri Cap") for a in sc.legal_actions())


def test_10_4_2_2_oguri_cap_cant_pay_with_one_card_in_hand():
    sc = make({"pp": 6, "hand": ["Oguri Cap", "Fighter"]})
    sc.apply("play Oguri Cap")
    assert sc.zone("a", "hand") == ["Fighter"] and sc.zone("a", "cemetery") == []
    assert "storm" not in card(sc, "a", "Oguri Cap")["keywords"]


def test_3_1_2_4_nice_nature_last_words_the_opponent_discards_a_card_of_their_choice():
    # the opponent picks: they keep Gilgamesh (enemy_discard would let a pick it)
    sc = make({"pp": 3, "field": ["Nice Nature"]},
              {"hand": ["Gilgamesh", "Fighter"], "field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Nice Nature -> Goliath")          # 3/3 into 3/4: destroyed
    assert "Nice Nature" in sc.zone("a", "cemetery")
    assert sc.zone("b", "hand") == ["Gilgamesh"] and sc.zone("b", "cemetery") == ["Fighter"]
    assert len(sc.zone("a", "hand")) == 0


def test_10_6_2_1_2_seven_more_centimeters_needs_20_umamusume_cards_in_the_cemetery():
    sc = make({"pp": 5, "hand": ["7 More Centimeters"], "cemetery": ["Haru Urara"] * 19
               + ["Fighter"]})
    assert "play 7 More Centimeters" not in sc.legal_actions()
    sc = make({"pp": 5, "hand": ["7 More Centimeters"], "cemetery": ["Haru Urara"] * 20})
    assert "play 7 More Centimeters" in sc.legal_actions()


def test_5_11_seven_more_centimeters_destroys_draws_3_and_the_opponent_discards_3():
    sc = make({"pp": 5, "hand": ["7 More Centimeters"], "cemetery": ["Haru Urara"] * 20,
               "deck": ["Goliath"] * 8},
              {"field": ["Goliath", "Fighter"],
               "hand": ["Gilgamesh", "Fighter", "Fighter", "Fighter"]})
    sc.apply("play 7 More Centimeters")
    assert names(sc.field("b")) == []
    assert sc.zone("a", "hand") == ["Goliath"] * 3
    assert sc.zone("b", "hand") == ["Gilgamesh"]           # their choice: they keep it
    assert sorted(sc.zone("b", "cemetery")) == ["Fighter"] * 4 + ["Goliath"]
    assert "7 More Centimeters" in sc.zone("a", "cemetery")


def test_a_cost_ability_with_no_effects_is_a_play_restriction_and_needs_a_condition(tmp_path):
    refuses(tmp_path, 'on = "cost"', "is a play restriction")


def test_10_6_2_2_2_smart_falcon_returns_x_umamusume_cards_for_2x_damage():
    sc = make({"pp": 5, "hand": ["Smart Falcon"],
               "field": ["Haru Urara", "Special Week", "Fighter"]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("x", 2)).apply("play Smart Falcon")
    assert sorted(names(sc.field("a"))) == ["Fighter", "Smart Falcon"]
    assert sorted(sc.zone("a", "hand")) == ["Haru Urara", "Special Week"]
    assert names(sc.field("b")) == []                      # 4 damage each


def test_10_6_2_2_2_smart_falcon_x_0_returns_nothing_and_deals_no_damage():
    sc = make({"pp": 5, "hand": ["Smart Falcon"], "field": ["Haru Urara"]},
              {"field": ["Fighter"]})
    sc.dictate(("x", 0)).apply("play Smart Falcon")
    assert sorted(names(sc.field("a"))) == ["Haru Urara", "Smart Falcon"]
    assert card(sc, "b", "Fighter")["defense"] == 3


def test_smart_falcon_x_1_returns_one_card_for_2_damage_and_the_pilot_weighs_x():
    sc = make({"pp": 5, "hand": ["Smart Falcon"], "field": ["Haru Urara", "Special Week"]},
              {"field": ["Goliath"]})
    sc.dictate(("x", 1)).apply("play Smart Falcon")
    assert len(sc.field("a")) == 2 and len(sc.zone("a", "hand")) == 1
    assert card(sc, "b", "Goliath")["defense"] == 2
    # no X dictated: the pilot plays each X out on a look-ahead copy
    sc = make({"pp": 5, "hand": ["Smart Falcon"], "field": ["Haru Urara"]},
              {"field": ["Goblin", "Goblin"]})
    sc.apply("play Smart Falcon")
    assert names(sc.field("b")) == []                      # X = 1: 2 damage to each 2/2
    assert sc.zone("a", "hand") == ["Haru Urara"]


def test_return_any_goes_on_an_automatic_ability(tmp_path):
    refuses(tmp_path, 'on = "activate"\n  cost = 1\n  required_cost = { return_any = { trait = '
            '"Umamusume" } }', "return_any = { FILTER }")
