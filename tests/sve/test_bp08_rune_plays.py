"""The BP08 Runecraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names

FILL = ["Fighter"] * 6
MEDUSA = "Sweet-Tooth Medusa"
PROPHETESS = "Prophetess of Creation"
WITCH = "Unbodied Witch"
MONIKA = "Lovely Heart Monika"
MORRA = "Morra, Monika's Familiar"
EDICT = "Edict of Truth"
ELUSA = "Elusa, Magic Wunderkind"
MOONSHADE = "Moonshade Mage"
RABBIT = "Rabbit Mage"
RAIO = "Raio, Omen of Truth"
LISHENNA = "Lishenna, Omen of Destruction"
SERVANT = "Servant of Destruction"
# one card of each base cost 1 to 10
COSTS_1_TO_10 = ["Skeleton Fighter", "Fighter", "Goliath", "Cerberus", "Mordecai the Duelist",
                 "Undead King", "Gilgamesh", "Imperial Dragoon", "Lord Atomy", "Flame and Glass"]


# ------------------------------------------------------------ Sweet-Tooth Medusa

def test_5_7_medusa_searches_a_card_of_cost_2_or_less():
    sc = make({"pp": 4, "hand": [MEDUSA], "deck": ["Goliath", "Gilgamesh", "Fighter", "Goliath"]})
    sc.apply(f"play {MEDUSA}")
    assert sc.zone("a", "hand") == ["Fighter"]


def test_medusa_summons_a_serpent_when_an_enemy_follower_goes_to_the_cemetery_in_your_turn():
    sc = make({"field": [MEDUSA, "Goliath"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Goliath -> Fighter")      # 3 damage: the Fighter (2/3) is destroyed
    assert sc.field("b") == []
    assert names(sc.field("a")) == [MEDUSA, "Goliath", "Serpent"]
    serpent = card(sc, "a", "Serpent")
    assert (serpent["attack"], serpent["defense"]) == (0, 1) and "bane" in serpent["keywords"]


def test_4_9_buried_enemy_followers_give_medusa_a_serpent_each():
    # Yuzuki's Necrocharge 10: the opponent buries 2 followers (a move, not a destruction)
    sc = make({"pp": 6, "hand": ["Yuzuki, Righteous Demon"], "cemetery": ["Fighter"] * 10,
               "field": [MEDUSA]},
              {"field": ["Fighter", "Goliath"]})
    sc.apply("play Yuzuki, Righteous Demon")
    assert sc.field("b") == []
    assert names(sc.field("a")).count("Serpent") == 2


def test_medusa_gives_no_serpent_when_an_enemy_follower_dies_in_the_opponents_turn():
    sc = make({"field": [{"card": MEDUSA}, {"card": "Goliath", "engaged": True}]},
              {"field": ["Fighter"]}, active="b")
    sc.apply("attack Fighter -> Goliath")      # 3 damage back: the Fighter is destroyed
    assert sc.field("b") == []
    assert names(sc.field("a")) == [MEDUSA, "Goliath"]


def test_10_6_2_4_evolved_medusa_divides_5_damage_between_2_enemy_followers():
    sc = make({"pp": 2, "field": [MEDUSA], "evolve_deck": [MEDUSA]},
              {"field": ["Fighter", "Skeleton Fighter"]})
    sc.dictate(("target", "b:Fighter"), ("target", "b:Skeleton Fighter"))
    sc.apply(f"evolve {MEDUSA}")
    assert sc.field("b") == []                 # 3 to the Fighter, 2 to the Skeleton Fighter
    # both destroyed in your turn: a Serpent each (the evolved Medusa has the ability too)
    assert names(sc.field("a")).count("Serpent") == 2


def test_10_2_1_3_3_evolved_medusa_buries_2_serpents_the_next_card_costs_2_less():
    sc = make({"pp": 1, "hand": ["Goliath", "Fighter"],
               "field": [{"card": MEDUSA, "evolved": True}, "Serpent", "Serpent"]})
    assert "play Goliath" not in sc.legal_actions()
    sc.apply(f"activate {MEDUSA} (evolved) #3")
    assert names(sc.field("a")) == [MEDUSA]
    acts = sc.legal_actions()
    assert "play Goliath" in acts and "play Fighter" in acts   # 3 - 2 and 2 - 2
    sc.apply("play Fighter")                   # the next card: it costs 0
    assert sc.player("a")["pp"] == 1
    assert "play Goliath" not in sc.legal_actions()   # the discount is used


def test_evolved_medusa_needs_2_serpents_to_bury():
    sc = make({"pp": 1, "field": [{"card": MEDUSA, "evolved": True}, "Serpent"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


# ------------------------------------------------------------ Prophetess of Creation

def test_10_4_7_3_prophetess_costs_10_less_banishing_cards_of_costs_1_to_10():
    sc = make({"pp": 0, "hand": [PROPHETESS], "cemetery": COSTS_1_TO_10 + ["Fighter"]})
    acts = sc.legal_actions()
    assert f"play {PROPHETESS} by alternative cost #1" in acts
    assert f"play {PROPHETESS}" not in acts
    sc.apply(f"play {PROPHETESS} by alternative cost #1")
    assert names(sc.field("a")) == [PROPHETESS]
    assert sc.zone("a", "cemetery") == ["Fighter"]      # one of each cost went
    assert sorted(sc.zone("a", "banished")) == sorted(COSTS_1_TO_10)
    p = card(sc, "a", PROPHETESS)
    assert {"ward", "aura", "cant_be_destroyed_by_abilities"} <= set(p["keywords"])


def test_prophetess_needs_every_cost_from_1_to_10_in_the_cemetery():
    cem = [c for c in COSTS_1_TO_10 if c != "Undead King"] + ["Fighter"]
    sc = make({"pp": 10, "hand": [PROPHETESS], "cemetery": cem})
    acts = sc.legal_actions()
    assert f"play {PROPHETESS}" in acts
    assert not [a for a in acts if "alternative" in a]


def test_10_4_2_1_prophetess_discards_itself_from_the_hand_to_draw_and_discard():
    sc = make({"pp": 0, "hand": [PROPHETESS, "Fighter"], "deck": ["Goliath", *FILL]})
    sc.apply(f"activate {PROPHETESS} #2 from hand")
    assert len(sc.zone("a", "hand")) == 1
    assert PROPHETESS in sc.zone("a", "cemetery") and len(sc.zone("a", "cemetery")) == 2


# ------------------------------------------------------------ Unbodied Witch

def test_unbodied_witch_draws_the_deck_size_minus_5():
    sc = make({"pp": 8, "hand": [WITCH], "deck": ["Goliath"] * 8})
    sc.apply(f"play {WITCH}")
    assert sc.zone("a", "hand") == ["Goliath"] * 3 and len(sc.zone("a", "deck")) == 5
    sc = make({"pp": 8, "hand": [WITCH], "deck": ["Goliath"] * 4})
    sc.apply(f"play {WITCH}")
    assert sc.zone("a", "hand") == [] and len(sc.zone("a", "deck")) == 4


def test_4_9_evolved_unbodied_witch_puts_every_other_card_on_the_field_into_the_cemetery():
    sc = make({"pp": 1, "field": [WITCH, "Fighter", "Magic Sediment"],
               "evolve_deck": [WITCH]},
              {"field": ["Goliath", "Gilgamesh"]})
    sc.apply(f"evolve {WITCH}")
    assert names(sc.field("a")) == [WITCH] and sc.field("b") == []
    assert sc.zone("a", "cemetery") == ["Fighter"]     # the token ceased to exist
    assert sorted(sc.zone("b", "cemetery")) == ["Gilgamesh", "Goliath"]


# ------------------------------------------------------------ Lovely Heart Monika

def test_5_17_monika_summons_morra_from_the_deck():
    sc = make({"pp": 3, "hand": [MONIKA], "deck": ["Goliath", MORRA, "Fighter", "Fighter"]})
    sc.dictate(("mode", 1))
    sc.apply(f"play {MONIKA}")
    assert names(sc.field("a")) == [MONIKA, MORRA]
    assert MORRA not in sc.zone("a", "deck")


def test_5_17_monika_puts_morra_from_the_hand_onto_the_field():
    sc = make({"pp": 3, "hand": [MONIKA, MORRA], "deck": ["Goliath", *FILL]})
    sc.dictate(("mode", 2))
    sc.apply(f"play {MONIKA}")
    assert names(sc.field("a")) == [MONIKA, MORRA]
    assert sc.player("a")["pp"] == 0         # Morra was not played: nothing paid for it


def test_10_4_6_monika_engages_with_a_morra_to_deal_3_damage():
    sc = make({"field": [MONIKA, MORRA]}, {"field": ["Goliath"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"activate {MONIKA} #3")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert card(sc, "a", MONIKA)["engaged"] and card(sc, "a", MORRA)["engaged"]
    sc = make({"field": [MONIKA, {"card": MORRA, "engaged": True}]}, {"field": ["Goliath"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


def test_morra_draws_then_discards():
    sc = make({"pp": 1, "hand": [MORRA, "Fighter"], "deck": ["Goliath", *FILL]})
    sc.apply(f"play {MORRA}")
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 1


# ------------------------------------------------------------ Edict of Truth

def test_edict_of_truth_puts_up_to_2_cards_of_cost_3_or_less_into_the_ex_area_3_less():
    sc = make({"pp": 5, "hand": [EDICT],
               "deck": ["Gilgamesh", "Goliath", "Fighter", "Raio, Omen of Truth", "Goliath",
                        "Fighter"]})
    sc.apply(f"play {EDICT}")
    ex = sc.zone("a", "ex")
    assert len(ex) == 2 and set(ex) <= {"Goliath", "Fighter"}
    assert "Gilgamesh" in sc.zone("a", "deck")
    acts = sc.legal_actions()
    assert all(f"play {c} from ex" in acts for c in ex)   # 0 PP left: they cost 0 now


def test_edict_of_truth_in_the_cemetery_is_banished_for_an_ep_when_raio_enters():
    sc = make({"pp": 7, "ep": 0, "hand": [RAIO], "cemetery": [EDICT, "Fighter"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {RAIO}")
    assert sc.player("a")["ep"] == 1
    assert sc.zone("a", "banished") == [EDICT] and sc.zone("a", "cemetery") == ["Fighter"]


def test_edict_of_truth_stays_in_the_cemetery_for_another_follower():
    sc = make({"pp": 3, "ep": 0, "hand": ["Goliath"], "cemetery": [EDICT]})
    sc.apply("play Goliath")
    assert sc.player("a")["ep"] == 0 and sc.zone("a", "cemetery") == [EDICT]


# ------------------------------------------------------------ Elusa, Magic Wunderkind

def test_evolved_elusa_searches_a_magical_creature_follower():
    sc = make({"pp": 2, "field": [ELUSA], "evolve_deck": [ELUSA],
               "deck": ["Goliath", MORRA, "Fighter"]})
    sc.apply(f"evolve {ELUSA}")
    assert sc.zone("a", "hand") == [MORRA]


# ------------------------------------------------------------ Veridic Discovery

def test_12_3_veridic_discovery_draws_2_and_discards_1_at_quick_speed():
    sc = make({"pp": 2, "hand": ["Veridic Discovery"], "deck": ["Goliath", "Fighter", *FILL]})
    sc.apply("play Veridic Discovery")
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 2


# ------------------------------------------------------------ Moonshade Mage

def test_moonshade_mage_draws_3_then_discards_2():
    sc = make({"pp": 8, "hand": [MOONSHADE], "deck": ["Goliath"] * 3 + FILL})
    sc.apply(f"play {MOONSHADE}")
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 2


def test_10_4_2_moonshade_mage_engages_and_discards_to_deal_6_damage():
    sc = make({"hand": ["Fighter"], "field": [MOONSHADE]}, {"field": ["Gilgamesh"]})
    sc.dictate(("target", "b:Gilgamesh"))
    sc.apply(f"activate {MOONSHADE} #2")
    assert sc.field("b") == [] and sc.zone("a", "hand") == []
    assert card(sc, "a", MOONSHADE)["engaged"]
    sc = make({"field": [MOONSHADE]}, {"field": ["Gilgamesh"]})   # no card to discard
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


# ------------------------------------------------------------ Zealot of Truth

def test_zealot_of_truth_gets_1_1_with_5_mage_cards_in_the_cemetery():
    sc = make({"pp": 3, "hand": ["Zealot of Truth"], "cemetery": ["Insight"] * 5})
    sc.apply("play Zealot of Truth")
    z = card(sc, "a", "Zealot of Truth")
    assert (z["attack"], z["defense"]) == (3, 5)
    assert "attack Zealot of Truth -> leader" in sc.legal_actions()   # Storm
    sc = make({"pp": 3, "hand": ["Zealot of Truth"], "cemetery": ["Insight"] * 4 + ["Fighter"]})
    sc.apply("play Zealot of Truth")
    z = card(sc, "a", "Zealot of Truth")
    assert (z["attack"], z["defense"]) == (2, 4)


# ------------------------------------------------------------ Rabbit Mage

def test_rabbit_mage_summons_a_magic_sediment():
    sc = make({"pp": 2, "hand": [RABBIT]})
    sc.apply(f"play {RABBIT}")
    assert names(sc.field("a")) == [RABBIT, "Magic Sediment"]


def test_13_3_3_evolved_rabbit_mage_takes_a_card_with_earth_rite_from_the_top_4():
    sc = make({"pp": 1, "field": [RABBIT], "evolve_deck": [RABBIT],
               "deck": ["Goliath", "Insight", "Golem Protection", "Fighter", "Goliath"]})
    sc.apply(f"evolve {RABBIT}")
    assert sc.zone("a", "hand") == ["Golem Protection"]
    sc = make({"pp": 1, "field": [RABBIT], "evolve_deck": [RABBIT],
               "deck": ["Goliath", "Insight", "Fighter", "Fighter", "Golem Protection"]})
    sc.apply(f"evolve {RABBIT}")
    assert sc.zone("a", "hand") == []          # the 5th card is not looked at


# ------------------------------------------------------------ Zealot of Destruction

def test_zealot_of_destruction_destroys_and_hits_the_leader_with_3_idolatry_cards():
    sc = make({"pp": 3, "leader": 15, "hand": ["Zealot of Destruction"],
               "field": [SERVANT, SERVANT]}, {"field": ["Gilgamesh"]})
    sc.dictate(("target", "b:Gilgamesh"))
    sc.apply("play Zealot of Destruction")
    assert sc.field("b") == []
    assert sc.player("b")["leader"] == 18 and sc.player("a")["leader"] == 17


def test_zealot_of_destruction_does_nothing_with_2_idolatry_cards():
    sc = make({"pp": 3, "leader": 15, "hand": ["Zealot of Destruction"], "field": [SERVANT]},
              {"field": ["Gilgamesh"]})
    sc.apply("play Zealot of Destruction")
    assert names(sc.field("b")) == ["Gilgamesh"]
    assert sc.player("b")["leader"] == 20 and sc.player("a")["leader"] == 15


# ------------------------------------------------------------ Joy of Destruction

def test_5_14_joy_of_destruction_recovers_a_pp_with_an_idolatry_card_and_draws_with_lishenna():
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Joy of Destruction"], "field": [SERVANT],
               "deck": ["Goliath", *FILL]})
    sc.apply("play Joy of Destruction")
    assert sc.player("a")["pp"] == 1 and sc.zone("a", "hand") == []
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Joy of Destruction"], "field": [LISHENNA],
               "deck": ["Goliath", *FILL]})
    sc.apply("play Joy of Destruction")
    assert sc.player("a")["pp"] == 1 and sc.zone("a", "hand") == ["Goliath"]
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Joy of Destruction"], "field": ["Fighter"]})
    sc.apply("play Joy of Destruction")
    assert sc.player("a")["pp"] == 0 and sc.zone("a", "hand") == []
