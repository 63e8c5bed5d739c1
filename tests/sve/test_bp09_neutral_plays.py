"""The BP09 Neutral cards with a non-trivial ability, each played in an exact position
with the scenario API (docs/scenarios.md). Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names, refuses

FILL = ["Fighter"] * 6
MOON = "Moon and Sun"
AMA = "Amaterasu"
TSUKU = "Tsukuyomi"
VANGUARD = "Paradise Vanguard"
RETRIBUTION = "Divine Retribution"
CHAOS = "Valkyrie of Chaos"
ORDER = "Valkyrie of Order"
FOUNT = "Fount of Angels"


# ------------------------------------------------------------ Marduk

def test_4_9_marduk_buries_the_top_2_cards_of_your_deck():
    sc = make({"pp": 6, "hand": ["Marduk"], "deck": ["Goliath", AMA, TSUKU, *FILL]})
    sc.apply("play Marduk")
    assert sorted(sc.zone("a", "cemetery")) == [AMA, "Goliath"]
    assert sc.zone("a", "deck")[0] == TSUKU


def test_12_6_evolved_marduk_heals_5_and_draws_with_5_spells_in_the_cemetery():
    sc = make({"leader": 10, "pp": 1, "field": ["Marduk"], "evolve_deck": ["Marduk"],
               "cemetery": [RETRIBUTION] * 5, "deck": ["Goliath", *FILL]},
              {"field": ["Goliath"]})
    sc.apply("evolve Marduk")
    assert sc.player("a")["leader"] == 15 and sc.zone("a", "hand") == ["Goliath"]
    assert card(sc, "b", "Goliath")["damage"] == 0


def test_12_6_evolved_marduk_deals_5_to_each_enemy_follower_with_5_amulets():
    sc = make({"leader": 10, "pp": 1, "field": ["Marduk"], "evolve_deck": ["Marduk"],
               "cemetery": [FOUNT] * 5, "deck": ["Goliath", *FILL]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("evolve Marduk")
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Goliath"]
    assert sc.player("a")["leader"] == 10


def test_12_6_evolved_marduk_does_nothing_with_4_of_each():
    sc = make({"leader": 10, "pp": 1, "field": ["Marduk"], "evolve_deck": ["Marduk"],
               "cemetery": [FOUNT] * 4 + [RETRIBUTION] * 4, "deck": ["Goliath", *FILL]},
              {"field": ["Goliath"]})
    sc.apply("evolve Marduk")
    assert sc.zone("a", "hand") == [] and sc.player("a")["leader"] == 10
    assert card(sc, "b", "Goliath")["damage"] == 0


# ------------------------------------------------------------ Moon and Sun

def test_5_7_moon_and_sun_summons_an_amaterasu_or_a_tsukuyomi_from_the_deck():
    sc = make({"pp": 2, "hand": [MOON], "deck": ["Goliath", TSUKU, *FILL]})
    sc.apply(f"play {MOON}")
    assert names(sc.field("a")) == [TSUKU]
    assert sc.zone("a", "cemetery") == [MOON]
    assert TSUKU not in sc.zone("a", "deck")


def test_8_3_moon_and_sun_from_the_cemetery_summons_one_of_each_and_is_banished():
    sc = make({"pp": 5, "cemetery": [MOON, AMA, AMA, TSUKU]})
    act = f"activate {MOON} #1 from cemetery"
    assert act in sc.legal_actions()
    sc.apply(act)
    assert sorted(names(sc.field("a"))) == [AMA, TSUKU]
    assert sc.zone("a", "cemetery") == [AMA]
    assert sc.zone("a", "banished") == [MOON]
    assert sc.player("a")["pp"] == 1


def test_10_6_2_3_3_moon_and_sun_needs_both_names_in_the_cemetery_and_4_pp():
    sc = make({"pp": 5, "cemetery": [MOON, AMA, AMA]})
    assert f"activate {MOON} #1 from cemetery" not in sc.legal_actions()
    sc = make({"pp": 3, "cemetery": [MOON, AMA, TSUKU]})
    assert f"activate {MOON} #1 from cemetery" not in sc.legal_actions()
    sc = make({"pp": 5, "hand": [MOON], "cemetery": [AMA, TSUKU]})   # from the hand: no
    assert not any(a.startswith(f"activate {MOON}") for a in sc.legal_actions())


# ------------------------------------------------------------ Paradise Vanguard

def test_paradise_vanguard_banishes_with_5_angel_cards_in_the_cemetery():
    sc = make({"pp": 3, "hand": [VANGUARD], "cemetery": [ORDER] * 3 + [FOUNT] * 2},
              {"field": ["Goliath"]})
    sc.apply(f"play {VANGUARD}")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Goliath"]
    sc = make({"pp": 3, "hand": [VANGUARD], "cemetery": [ORDER] * 3 + [CHAOS] * 2},
              {"field": ["Goliath"]})   # Fallen Angel is not Angel
    sc.apply(f"play {VANGUARD}")
    assert names(sc.field("b")) == ["Goliath"]


def test_12_6_evolved_paradise_vanguard_banishes_an_original_cost_4_or_less():
    sc = make({"pp": 1, "field": [VANGUARD], "evolve_deck": [VANGUARD]},
              {"field": [{"card": "Goliath", "evolved": True}, "Suttungr"],
               "evolve_deck": ["Goliath"]})
    sc.apply(f"evolve {VANGUARD}")
    assert names(sc.field("b")) == ["Suttungr"]     # evolved Goliath: original cost 3


# ------------------------------------------------------------ Amaterasu and Tsukuyomi

def test_5_3_1_amaterasu_heals_1_whenever_it_becomes_engaged_by_attacking():
    sc = make({"leader": 10, "field": [AMA]})
    sc.apply(f"attack {AMA} -> leader")
    assert sc.player("a")["leader"] == 11


def test_10_2_1_3_amaterasu_heals_2_instead_with_a_tsukuyomi():
    sc = make({"leader": 10, "field": [AMA, {"card": TSUKU, "engaged": True}]})
    sc.apply(f"attack {AMA} -> leader")
    assert sc.player("a")["leader"] == 12


def test_7_4_3_amaterasu_heals_when_engaged_by_ward_at_the_end_phase():
    sc = make({"leader": 10, "field": [AMA]})
    sc.dictate(("ward", True))
    sc.apply("end")
    assert sc.player("a")["leader"] == 11
    assert card(sc, "a", AMA)["engaged"]


def test_5_3_1_an_engaged_amaterasu_engaged_again_does_not_trigger():
    sc = make({"pp": 5, "hand": ["Suttungr"]},
              {"leader": 10, "field": [{"card": AMA, "engaged": True}, "Fighter"]})
    sc.dictate(("target", f"b:{AMA}"), ("target", "b:Fighter"))
    sc.apply("play Suttungr")
    assert sc.player("b")["leader"] == 10
    sc = make({"pp": 5, "hand": ["Suttungr"]}, {"leader": 10, "field": [AMA]})
    sc.apply("play Suttungr")                      # the opponent's Amaterasu: theirs heals
    assert sc.player("b")["leader"] == 11


def test_12_10_tsukuyomi_rushes_and_deals_1_or_2_with_an_amaterasu():
    sc = make({"field": [{"card": TSUKU, "entered_this_turn": True}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {TSUKU} -> Goliath")
    assert sc.player("b")["leader"] == 19
    sc = make({"field": [{"card": TSUKU, "entered_this_turn": True}, AMA]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {TSUKU} -> Goliath")
    assert sc.player("b")["leader"] == 18


# ------------------------------------------------------------ Suttungr

def test_7_2_3_suttungr_engages_2_enemy_followers_that_do_not_refresh():
    sc = make({"pp": 5, "hand": ["Suttungr"]}, {"field": ["Goliath", "Fighter", AMA]})
    sc.dictate(("target", "b:Goliath"), ("target", "b:Fighter"))
    sc.apply("play Suttungr")
    assert card(sc, "b", "Goliath")["engaged"] and card(sc, "b", "Fighter")["engaged"]
    assert not card(sc, "b", AMA)["engaged"]
    sc.dictate(("ward", False))
    sc.apply("end")                                 # b's start phase: they stay engaged
    assert card(sc, "b", "Goliath")["engaged"] and card(sc, "b", "Fighter")["engaged"]


def test_12_7_evolved_suttungr_gets_2_2_attacking_a_follower_only():
    evolved = {"card": "Suttungr", "evolved": True}
    sc = make({"field": [evolved], "evolve_deck": ["Suttungr"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Suttungr (evolved) -> Goliath")
    su = card(sc, "a", "Suttungr")
    assert (su["attack"], su["defense"], su["damage"]) == (7, 4, 3)   # 7/7 took 3
    sc = make({"field": [evolved], "evolve_deck": ["Suttungr"]})
    sc.apply("attack Suttungr (evolved) -> leader")
    assert card(sc, "a", "Suttungr")["attack"] == 5


# ------------------------------------------------------------ Oceanus

def test_5_17_oceanus_deals_2_or_heals_1_whenever_a_follower_of_yours_evolves():
    sc = make({"leader": 10, "pp": 2, "field": ["Oceanus", "Goliath"],
               "evolve_deck": ["Goliath"]}, {"field": ["Fighter"]})
    sc.dictate(("mode", 1), ("target", "b:Fighter"))
    sc.apply("evolve Goliath")
    assert card(sc, "b", "Fighter")["damage"] == 2
    sc = make({"leader": 10, "pp": 2, "field": ["Oceanus", "Goliath"],
               "evolve_deck": ["Goliath"]}, {"field": ["Fighter"]})
    sc.dictate(("mode", 2))
    sc.apply("evolve Goliath")
    assert sc.player("a")["leader"] == 11 and card(sc, "b", "Fighter")["damage"] == 0


# ------------------------------------------------------------ Divine Retribution

def test_10_6_2_8_3_divine_retribution_goes_to_the_ex_area_with_an_evolved_follower():
    sc = make({"pp": 4, "hand": [RETRIBUTION],
               "field": [{"card": "Goliath", "evolved": True}], "evolve_deck": ["Goliath"]},
              {"field": ["Goliath"]})
    sc.apply(f"play {RETRIBUTION}")
    assert sc.field("b") == []
    assert sc.zone("a", "ex") == [RETRIBUTION] and sc.zone("a", "cemetery") == []


def test_divine_retribution_goes_to_the_cemetery_without_an_evolved_follower():
    sc = make({"pp": 4, "hand": [RETRIBUTION], "field": ["Goliath"]}, {"field": ["Goliath"]})
    sc.apply(f"play {RETRIBUTION}")
    assert sc.field("b") == []
    assert sc.zone("a", "ex") == [] and sc.zone("a", "cemetery") == [RETRIBUTION]


def test_12_3_divine_retribution_is_played_with_quick_in_the_enemy_turn():
    sc = make({"field": [{"card": "Goliath", "evolved": True}], "evolve_deck": ["Goliath"]},
              {"pp": 4, "hand": [RETRIBUTION], "field": ["Goliath"]})
    sc.dictate(("quick", f"play {RETRIBUTION}"), ("target", "a:Goliath (evolved)"))
    sc.apply("attack Goliath (evolved) -> leader")    # destroyed before it hits
    assert sc.field("a") == [] and sc.player("b")["leader"] == 20
    assert sc.zone("b", "cemetery") == [RETRIBUTION]   # b has no evolved follower


# ------------------------------------------------------------ Valkyries

def test_12_10_valkyrie_of_chaos_rushes_and_has_ward_evolved():
    sc = make({"pp": 3, "hand": [CHAOS]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {CHAOS}")
    assert f"attack {CHAOS} -> Fighter" in sc.legal_actions()
    sc = make({"pp": 1, "field": [CHAOS], "evolve_deck": [CHAOS]})
    sc.apply(f"evolve {CHAOS}")
    assert "ward" in card(sc, "a", CHAOS)["keywords"]


def test_10_6_2_2_2_valkyrie_of_order_pays_x_for_x_x():
    sc = make({"pp": 5, "hand": [ORDER]})
    sc.dictate(("x", 3))
    sc.apply(f"play {ORDER}")
    vo = card(sc, "a", ORDER)
    assert (vo["attack"], vo["defense"], sc.player("a")["pp"]) == (5, 4, 1)
    sc = make({"pp": 5, "hand": [ORDER]})
    sc.dictate(("x", 0))
    sc.apply(f"play {ORDER}")
    vo = card(sc, "a", ORDER)
    assert (vo["attack"], vo["defense"], sc.player("a")["pp"]) == (2, 1, 4)


# ------------------------------------------------------------ Fount of Angels

def test_5_20_fount_of_angels_takes_an_angel_or_fallen_angel_from_the_top_3():
    sc = make({"pp": 1, "hand": [FOUNT], "deck": ["Fighter", CHAOS, "Goliath", *FILL]})
    sc.apply(f"play {FOUNT}")
    assert sc.zone("a", "hand") == [CHAOS]
    sc = make({"pp": 1, "hand": [FOUNT], "deck": ["Fighter", "Goliath", AMA, ORDER, *FILL]})
    sc.apply(f"play {FOUNT}")
    assert sc.zone("a", "hand") == []


def test_8_3_fount_of_angels_buries_itself_to_heal_1_with_2_angel_followers():
    act = f"activate {FOUNT} #2"
    sc = make({"leader": 10, "field": [FOUNT, ORDER, "Fighter"]})
    assert act not in sc.legal_actions()
    sc = make({"leader": 10, "field": [FOUNT, ORDER, CHAOS]})
    sc.apply(act)
    assert sc.player("a")["leader"] == 11
    assert names(sc.field("a")) == [ORDER, CHAOS] and sc.zone("a", "cemetery") == [FOUNT]


# ------------------------------------------------------------ the words' checks

def test_an_activated_ability_from_the_cemetery_takes_no_engage(tmp_path):
    refuses(tmp_path, 'on = "activate"\n  zone = "cemetery"\n  engage = true\n'
            '  effects = [ { op = "draw", amount = 1 } ]',
            "an activated ability with zone = 'cemetery' takes none of ['engage']")


def test_a_filter_names_one_card_or_two(tmp_path):
    refuses(tmp_path, 'on = "fanfare"\n  effects = [ { op = "search", filter = { name = '
            '["Fighter", "Goliath", "Marduk"] } } ]', "a filter's name is a card name or a list of two")
