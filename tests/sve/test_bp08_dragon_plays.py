"""The BP08 Dragoncraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names

FILL = ["Fighter"] * 6
OTOHIME = "Dragon Empress Otohime"
VANGUARD = "Otohime's Vanguard"
AZI = "Azi Dahaka"
ELIOS = "Elios, Loyal Dragoon"
PRINCESS = "Dragonsoul Princess"
VIOLET = "Vile Violet Dragon"
ZEALOT = "Zealot of Disdain"
DRAGOON = "Righteous Dragoon"
MARIONETTE = "Marionette Dragon"
SNEER = "Sneer of Disdain"
GALMIEUX = "Galmieux, Omen of Disdain"


def face_up(sc, side):
    return [c for c in sc.player(side)["evolve_deck"] if c.endswith(" (face up)")]


# ------------------------------------------------------------ Dragon Empress Otohime

def test_5_4_2_1_otohime_summons_one_vanguard_with_rush():
    sc = make({"pp": 4, "max_pp": 6, "hand": [OTOHIME]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {OTOHIME}")
    assert names(sc.field("a")) == [OTOHIME, VANGUARD]
    assert f"attack {VANGUARD} -> Fighter" in sc.legal_actions()   # 12.10 Rush


def test_13_4_1_otohime_summons_three_vanguards_with_overflow():
    sc = make({"pp": 4, "max_pp": 7, "hand": [OTOHIME]})
    sc.apply(f"play {OTOHIME}")
    assert names(sc.field("a")) == [OTOHIME] + [VANGUARD] * 3


def test_otohime_deals_1_when_another_dragoncraft_follower_goes_to_the_cemetery():
    sc = make({"field": [OTOHIME, VANGUARD, "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.dictate(("target", "b:leader"))
    sc.apply(f"attack {VANGUARD} -> Goliath")   # the token is destroyed
    assert sc.player("b")["leader"] == 19
    sc.apply("attack Fighter -> Goliath")        # Goliath (2 damage) and Fighter die; a
    assert names(sc.field("a")) == [OTOHIME]     # Neutral follower does not count
    assert sc.player("b")["leader"] == 19


# ------------------------------------------------------------ Azi Dahaka

def test_10_4_7_azi_dahaka_turns_3_evolved_followers_face_up_to_destroy():
    sc = make({"pp": 6, "hand": [AZI],
               "evolve_deck": [AZI, "Goliath", "Annerose", ELIOS]},
              {"field": ["Goliath"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {AZI}")
    assert sc.field("b") == []
    # 4.2.3: three face up; its own evolved card, which can still evolve it, stays down
    assert sorted(face_up(sc, "a")) == sorted(f"{n} (face up)" for n in
                                              ("Goliath", "Annerose", ELIOS))
    assert AZI in sc.player("a")["evolve_deck"]          # face down


def test_10_4_2_2_azi_dahaka_destroys_nothing_with_fewer_than_3_face_down():
    sc = make({"pp": 6, "hand": [AZI], "evolve_deck": [AZI, "Goliath"]},
              {"field": ["Goliath"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {AZI}")
    assert names(sc.field("b")) == ["Goliath"] and face_up(sc, "a") == []


def test_12_7_evolved_azi_dahaka_heals_3_with_5_face_up_and_burns_3_with_8():
    evolved = {"card": AZI, "evolved": True}
    sc = make({"leader": 10, "field": [evolved], "evolve_deck": [AZI],
               "evolve_deck_face_up": ["Goliath"] * 5})
    sc.apply(f"attack {AZI} (evolved) -> leader")
    assert sc.player("a")["leader"] == 13 and sc.player("b")["leader"] == 13
    sc = make({"leader": 10, "field": [evolved], "evolve_deck": [AZI],
               "evolve_deck_face_up": ["Goliath"] * 8})
    sc.apply(f"attack {AZI} (evolved) -> leader")
    assert sc.player("a")["leader"] == 13 and sc.player("b")["leader"] == 10
    sc = make({"leader": 10, "field": [evolved], "evolve_deck": [AZI],
               "evolve_deck_face_up": ["Goliath"] * 4})
    sc.apply(f"attack {AZI} (evolved) -> leader")
    assert sc.player("a")["leader"] == 10 and sc.player("b")["leader"] == 13


# ------------------------------------------------------------ Annerose

def test_13_4_1_annerose_takes_a_dragonewt_card_from_the_top_3_with_overflow():
    deck = ["Fighter", PRINCESS, "Goliath", *FILL]
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Annerose"], "deck": deck})
    sc.apply("play Annerose")
    assert sc.zone("a", "hand") == [PRINCESS]
    sc = make({"pp": 2, "max_pp": 6, "hand": ["Annerose"], "deck": deck})
    sc.apply("play Annerose")
    assert sc.zone("a", "hand") == []


def test_12_6_evolved_annerose_deals_2_on_evolve():
    sc = make({"pp": 1, "field": ["Annerose"], "evolve_deck": ["Annerose"]},
              {"field": ["Fighter"]})
    sc.apply("evolve Annerose")
    assert card(sc, "b", "Fighter")["damage"] == 2


# ------------------------------------------------------------ Ouroboros

def test_ouroboros_deals_5_and_gives_your_leader_5():
    sc = make({"leader": 10, "pp": 7, "hand": ["Ouroboros"]}, {"field": ["Goliath"]})
    sc.apply("play Ouroboros")
    assert sc.field("b") == [] and sc.player("a")["leader"] == 15


def test_12_5_ouroboros_last_words_discards_2_to_go_into_the_ex_area():
    sc = make({"hand": ["Fighter", "Goliath", "Annerose"],
               "field": [{"card": "Ouroboros", "damage": 3}]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.dictate(("pay", True))
    sc.apply("attack Ouroboros -> Fighter")
    assert sc.zone("a", "ex") == ["Ouroboros"] and len(sc.zone("a", "hand")) == 1
    assert "Ouroboros" not in sc.zone("a", "cemetery")
    sc = make({"hand": ["Fighter"], "field": [{"card": "Ouroboros", "damage": 3}]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Ouroboros -> Fighter")      # one card: the cost can't be paid
    assert sc.zone("a", "ex") == [] and sc.zone("a", "cemetery") == ["Ouroboros"]


# ------------------------------------------------------------ Powerforge

def test_powerforge_deals_the_attack_of_a_follower_in_your_ex_area():
    sc = make({"pp": 1, "hand": ["Powerforge"], "field": ["Fighter"], "ex": ["Ouroboros"]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply("play Powerforge")
    assert card(sc, "b", "Goliath")["damage"] == 8


def test_powerforge_deals_the_attack_of_a_follower_on_your_field():
    sc = make({"pp": 1, "hand": ["Powerforge"],
               "field": [{"card": "Fighter", "attack_bonus": 3}]}, {"field": ["Goliath"]})
    sc.apply("play Powerforge")
    assert sc.field("b") == []                 # 5 damage


def test_10_6_2_3_4_powerforge_needs_a_follower_of_yours_to_select():
    sc = make({"pp": 1, "hand": ["Powerforge"], "ex": ["Powerforge"]}, {"field": ["Goliath"]})
    assert "play Powerforge" not in sc.legal_actions()
    sc = make({"pp": 1, "hand": ["Powerforge"], "field": ["Fighter"]})
    assert "play Powerforge" not in sc.legal_actions()   # no enemy follower


# ------------------------------------------------------------ Elios, Loyal Dragoon

def test_5_13_elios_grows_and_heals_whenever_it_takes_damage():
    sc = make({"leader": 10, "pp": 1, "hand": [SNEER], "field": [ELIOS]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"attack {ELIOS} -> Fighter")          # combat damage 2
    el = card(sc, "a", ELIOS)
    assert (el["defense"], sc.player("a")["leader"]) == (3, 11)
    sc.dictate(("target", f"a:{ELIOS}"))
    sc.apply(f"play {SNEER}")                       # ability damage 1
    el = card(sc, "a", ELIOS)
    assert (el["defense"], sc.player("a")["leader"]) == (3, 12)


def test_evolved_elios_has_storm_ward_and_heals_on_the_enemy_turn_too():
    sc = make({"leader": 10, "field": [{"card": ELIOS, "evolved": True,
                                         "entered_this_turn": True}],
               "evolve_deck": [ELIOS]},
              {"field": ["Fighter"]})
    assert f"attack {ELIOS} (evolved) -> leader" in sc.legal_actions()   # 12.9 Storm
    el = card(sc, "a", ELIOS)
    assert "ward" in el["keywords"]
    sc = make({"leader": 10, "field": [{"card": ELIOS, "evolved": True, "engaged": True}],
               "evolve_deck": [ELIOS]},
              {"field": ["Fighter"]}, active="b")
    sc.apply(f"attack Fighter -> {ELIOS} (evolved)")
    assert sc.player("a")["leader"] == 11
    assert card(sc, "a", ELIOS)["defense"] == 5    # 6 + 1 - 2


# ------------------------------------------------------------ Dragonsoul Princess

def test_13_4_1_dragonsoul_princess_puts_a_wyrmkin_follower_into_ex_3_cheaper():
    deck = ["Fighter", AZI, "Annerose", *FILL]
    sc = make({"pp": 6, "max_pp": 7, "hand": [PRINCESS], "deck": deck})
    sc.apply(f"play {PRINCESS}")
    assert sc.zone("a", "ex") == [AZI]
    assert f"play {AZI} from ex" in sc.legal_actions()        # 6 - 3 with 3 PP left
    sc = make({"pp": 8, "max_pp": 6, "hand": [PRINCESS], "deck": deck})
    sc.apply(f"play {PRINCESS}")
    assert sc.zone("a", "ex") == [AZI]
    assert f"play {AZI} from ex" not in sc.legal_actions()    # 6 with 5 PP left


# ------------------------------------------------------------ Vile Violet Dragon

def test_13_4_1_vile_violet_dragon_gains_1_1_and_rush_with_overflow():
    sc = make({"pp": 4, "max_pp": 7, "hand": [VIOLET]}, {"field": ["Fighter"]})
    sc.apply(f"play {VIOLET}")
    vv = card(sc, "a", VIOLET)
    assert (vv["attack"], vv["defense"]) == (5, 5) and "rush" in vv["keywords"]
    sc = make({"pp": 4, "max_pp": 6, "hand": [VIOLET]}, {"field": ["Fighter"]})
    sc.apply(f"play {VIOLET}")
    assert "rush" not in card(sc, "a", VIOLET)["keywords"]


def test_vile_violet_dragon_draws_2_once_on_your_turn_when_damaged():
    sc = make({"pp": 2, "hand": [SNEER, SNEER], "field": [VIOLET], "deck": ["Goliath"] * 8},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"attack {VIOLET} -> Fighter")
    assert sc.zone("a", "hand").count("Goliath") == 2
    sc.dictate(("target", f"a:{VIOLET}"))
    sc.apply(f"play {SNEER}")                    # once per turn: no more
    assert sc.zone("a", "hand").count("Goliath") == 2
    sc = make({"field": [{"card": VIOLET, "engaged": True}], "deck": ["Goliath"] * 8},
              {"field": ["Fighter"]}, active="b")
    sc.apply(f"attack Fighter -> {VIOLET}")      # the opponent's turn
    assert sc.zone("a", "hand") == []


# ------------------------------------------------------------ Zealot of Disdain

def test_5_13_3_3_zealot_hits_every_follower_and_its_own_damage_burns_the_leader():
    sc = make({"pp": 2, "hand": [ZEALOT], "field": ["Fighter"]}, {"field": ["Goliath"]})
    sc.apply(f"play {ZEALOT}")
    assert card(sc, "a", ZEALOT)["damage"] == 1 and card(sc, "a", "Fighter")["damage"] == 1
    assert card(sc, "b", "Goliath")["damage"] == 1
    assert sc.player("b")["leader"] == 19


# ------------------------------------------------------------ Righteous Dragoon

def test_5_17_righteous_dragoon_chooses_4_to_one_or_2_to_each_with_overflow():
    sc = make({"pp": 3, "max_pp": 7, "hand": [DRAGOON]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("mode", 1), ("target", "b:Goliath"))
    sc.apply(f"play {DRAGOON}")
    assert names(sc.field("b")) == ["Fighter"]
    sc = make({"pp": 3, "max_pp": 7, "hand": [DRAGOON]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("mode", 2))
    sc.apply(f"play {DRAGOON}")
    assert [c["damage"] for c in sc.field("b")] == [2, 2]
    sc = make({"pp": 3, "max_pp": 6, "hand": [DRAGOON]}, {"field": ["Goliath", "Fighter"]})
    sc.apply(f"play {DRAGOON}")
    assert [c["damage"] for c in sc.field("b")] == [0, 0]


# ------------------------------------------------------------ Geovore

def test_4_9_geovore_buries_2_then_heals_and_draws_for_a_non_dragoncraft_card():
    sc = make({"leader": 10, "pp": 6, "hand": ["Geovore"],
               "deck": ["Fighter", "Annerose", "Goliath", *FILL]})
    sc.apply("play Geovore")
    assert sorted(sc.zone("a", "cemetery")) == ["Annerose", "Fighter"]
    assert sc.player("a")["leader"] == 12 and sc.zone("a", "hand") == ["Goliath"]


def test_geovore_gives_nothing_with_only_dragoncraft_cards_in_the_cemetery():
    sc = make({"leader": 10, "pp": 6, "hand": ["Geovore"],
               "deck": [AZI, "Annerose", "Goliath", *FILL]})
    sc.apply("play Geovore")
    assert sc.player("a")["leader"] == 10 and sc.zone("a", "hand") == []


def test_12_7_evolved_geovore_banishes_5_cemetery_cards_for_2_attack():
    sc = make({"field": [{"card": "Geovore", "evolved": True}], "evolve_deck": ["Geovore"],
               "cemetery": ["Fighter"] * 6})
    sc.dictate(("pay", True))
    sc.apply("attack Geovore (evolved) -> leader")
    assert sc.player("b")["leader"] == 13 and len(sc.zone("a", "banished")) == 5
    sc = make({"field": [{"card": "Geovore", "evolved": True}], "evolve_deck": ["Geovore"],
               "cemetery": ["Fighter"] * 4})
    sc.apply("attack Geovore (evolved) -> leader")
    assert sc.player("b")["leader"] == 15 and sc.zone("a", "banished") == []


# ------------------------------------------------------------ Marionette Dragon

def test_7_4_marionette_dragon_has_rush_and_is_destroyed_at_your_end_phase():
    sc = make({"pp": 3, "hand": [MARIONETTE]}, {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"play {MARIONETTE}")
    assert f"attack {MARIONETTE} -> Goliath" in sc.legal_actions()
    assert f"attack {MARIONETTE} -> leader" not in sc.legal_actions()
    sc.end_turn()
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == [MARIONETTE]


# ------------------------------------------------------------ Sneer of Disdain

def test_sneer_of_disdain_deals_1_to_any_follower():
    sc = make({"pp": 1, "hand": [SNEER]}, {"field": ["Fighter"]})
    sc.dictate(("target", "b:Fighter"))
    sc.apply(f"play {SNEER}")
    assert card(sc, "b", "Fighter")["damage"] == 1


def test_sneer_of_disdain_in_the_cemetery_banishes_itself_when_galmieux_enters():
    sc = make({"pp": 5, "hand": [GALMIEUX], "cemetery": [SNEER], "evolve_deck": [GALMIEUX]})
    sc.dictate(("pay", True))          # Galmieux is the one follower to select
    sc.apply(f"play {GALMIEUX}")
    assert sc.zone("a", "banished") == [SNEER] and sc.zone("a", "cemetery") == []
    assert card(sc, "a", GALMIEUX)["damage"] == 1
    # Galmieux took ability damage on your turn: its Evolve costs 0 (BP05-052)
    assert f"evolve {GALMIEUX}" in sc.legal_actions()


def test_sneer_of_disdain_stays_in_the_cemetery_for_other_followers():
    sc = make({"pp": 5, "hand": ["Fighter"], "cemetery": [SNEER]})
    sc.apply("play Fighter")
    assert sc.zone("a", "cemetery") == [SNEER] and card(sc, "a", "Fighter")["damage"] == 0
    sc = make({"pp": 5, "hand": [GALMIEUX], "cemetery": [SNEER, SNEER]})
    sc.dictate(("pay", True), ("pay", True))   # Galmieux is the one follower to select
    sc.apply(f"play {GALMIEUX}")                 # each copy triggers and pays with itself
    assert sc.zone("a", "banished") == [SNEER, SNEER]
    assert card(sc, "a", GALMIEUX)["damage"] == 2
