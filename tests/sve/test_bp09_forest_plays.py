"""The BP09 Forestcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, evolves, make, names, refuses

YGG = "Yggdrasil"
VANARA = "White Vanara"
PAULA = "Paula, Icy Warmth"
GENTLE = "Paula, Gentle Warmth"
PASSIONATE = "Paula, Passionate Warmth"
AXEMAN = "Greenglen Axeman"
WRATH = "Wrath of Nature"
FALCONER = "Storied Falconer"
OWL = "Owl Man"
BLESSINGS = "Blessings of Creation"
HOPPER = "Grasshopper Conductor"
GENERAL = "Elf General"
LILA = "Lila, Arborist"
SUBSTITUTION = "Substitution"
FLOWER = "Flower of Fairies"
# five Forestcraft spells with different names (1, 1, 1, 2, 2 PP)
FIVE = ["Fairy Circle", "Nature's Guidance", "Elven Archery", "Woodkin Curse",
        "Sylvan Justice"]
BIG = {"card": "Goliath", "evolved": True}   # 5/6


def stats(c):
    return c["attack"], c["defense"]


# ------------------------------------------------------------ Yggdrasil

def test_5_7_yggdrasil_searches_a_forestcraft_spell():
    sc = make({"pp": 5, "hand": [YGG], "deck": ["Fighter", "Woodkin Curse", "Fighter"]})
    sc.apply(f"play {YGG}")
    assert sc.zone("a", "hand") == ["Woodkin Curse"]


def test_yggdrasil_puts_a_spell_costing_at_most_the_different_names_into_the_ex_area():
    # two different names (Fairy Circle twice, Homecoming): X = 2, so Homecoming (3) can't go
    sc = make({"pp": 3, "field": [YGG],
               "cemetery": ["Homecoming", "Fairy Circle", "Fairy Circle"]})
    sc.apply(f"activate {YGG} #2")
    assert sc.zone("a", "ex") == ["Fairy Circle"] and sc.player("a")["pp"] == 2
    assert sorted(sc.zone("a", "cemetery")) == ["Fairy Circle", "Homecoming"]
    # it costs 0 to play this turn (10.10.2.4)
    sc.apply("play Fairy Circle from ex")
    assert sc.player("a")["pp"] == 2
    assert f"activate {YGG} #2" not in sc.legal_actions()   # once per turn


def test_10_6_2_3_4_yggdrasil_cant_activate_without_a_spell_costing_x_or_less():
    sc = make({"pp": 3, "field": [YGG], "cemetery": ["Woodkin Curse"]})   # X = 1, cost 2
    assert f"activate {YGG} #2" not in sc.legal_actions()
    sc = make({"pp": 3, "field": [YGG], "cemetery": ["Woodkin Curse", "Fairy Circle"]})
    sc.dictate(("target", "a:cemetery:Woodkin Curse"))    # X = 2 now
    sc.apply(f"activate {YGG} #2")
    assert sc.zone("a", "ex") == ["Woodkin Curse"]


def test_the_yggdrasil_ex_card_costs_0_this_turn_only():
    sc = make({"pp": 3, "max_pp": 3, "field": [YGG],
               "cemetery": ["Nature's Guidance", "Fairy Circle"]})
    sc.dictate(("target", "a:cemetery:Fairy Circle"))
    sc.apply(f"activate {YGG} #2")
    sc.end_turn()
    sc.end_turn()   # a's next turn: 4 PP
    sc.apply("play Fairy Circle from ex")
    assert sc.player("a")["pp"] == 3


# ------------------------------------------------------------ White Vanara

def test_white_vanara_gets_1_1_when_another_follower_enters():
    sc = make({"pp": 2, "hand": ["Fighter"], "field": [VANARA]})
    sc.apply("play Fighter")
    assert stats(card(sc, "a", VANARA)) == (3, 3)


def test_10_2_1_3_white_vanara_gets_2_2_instead_for_a_beast_and_owl_man_adds_1_1():
    sc = make({"pp": 1, "hand": [OWL], "field": [VANARA]})
    sc.dictate(("target", f"a:{VANARA}"))
    sc.apply(f"play {OWL}")
    assert stats(card(sc, "a", VANARA)) == (5, 5)   # 2/2 + 2/2 (Beast) + 1/1 (Owl Man)


def test_owl_man_buffs_only_another_beast_follower():
    sc = make({"pp": 1, "hand": [OWL], "field": ["Fighter"]})
    sc.apply(f"play {OWL}")
    assert stats(card(sc, "a", "Fighter")) == (2, 3) and stats(card(sc, "a", OWL)) == (2, 1)


def test_12_8_evolved_white_vanara_has_ward_from_4_attack():
    sc = make({"field": [{"card": VANARA, "evolved": True}]}, active="b")
    sc.legal_actions()
    assert "ward" not in card(sc, "a", VANARA)["keywords"]
    sc = make({"field": [{"card": VANARA, "evolved": True, "attack_bonus": 1}]}, active="b")
    sc.legal_actions()
    assert "ward" in card(sc, "a", VANARA)["keywords"]


def test_12_9_evolved_white_vanara_has_storm_from_7_attack():
    six = {"card": VANARA, "evolved": True, "attack_bonus": 3, "entered_this_turn": True}
    sc = make({"field": [six]})
    assert f"attack {VANARA} (evolved) -> leader" not in sc.legal_actions()
    sc = make({"field": [dict(six, attack_bonus=4)]})
    assert f"attack {VANARA} (evolved) -> leader" in sc.legal_actions()


def test_12_8_2_evolved_white_vanara_ignores_ward_from_10_attack():
    nine = {"card": VANARA, "evolved": True, "attack_bonus": 6}
    ward = {"card": "Fighter", "keywords": ["ward"], "engaged": True}   # 12.8.2 (iii)
    sc = make({"field": [nine]}, {"field": [ward]})
    assert f"attack {VANARA} (evolved) -> leader" not in sc.legal_actions()
    sc = make({"field": [dict(nine, attack_bonus=7)]}, {"field": [ward]})
    assert f"attack {VANARA} (evolved) -> leader" in sc.legal_actions()


def test_12_7_evolved_white_vanara_strikes_for_its_attack():
    sc = make({"field": [{"card": VANARA, "evolved": True, "attack_bonus": 2}]},
              {"field": [BIG]})
    sc.dictate(("target", "b:Goliath (evolved)"))
    sc.apply(f"attack {VANARA} (evolved) -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 5 and sc.player("b")["leader"] == 15


# ------------------------------------------------------------ Paula

def test_12_2_2_1_paula_evolves_into_either_face():
    sc = make({"pp": 1, "ep": 0, "field": [PAULA], "evolve_deck": [GENTLE]})
    assert sorted(evolves(sc)) == [f"evolve {PAULA} into {GENTLE}",
                                   f"evolve {PAULA} into {PASSIONATE}"]


def test_5_10_the_gentle_face_takes_a_forestcraft_spell_of_the_top_5():
    deck = ["Fighter", "Goliath", "Woodkin Curse", "Fighter", "Fighter", "Homecoming"]
    sc = make({"pp": 1, "field": [PAULA], "evolve_deck": [GENTLE], "deck": deck})
    sc.apply(f"evolve {PAULA} into {GENTLE}")
    assert sc.zone("a", "hand") == ["Woodkin Curse"]
    assert sc.zone("a", "deck")[0] == "Homecoming"   # the other four went to the bottom
    assert sorted(sc.zone("a", "deck")[1:]) == ["Fighter", "Fighter", "Fighter", "Goliath"]


def test_the_passionate_face_puts_another_card_of_yours_into_the_ex_area():
    sc = make({"pp": 1, "field": [PAULA, "Fighter", FLOWER], "evolve_deck": [GENTLE]})
    sc.dictate(("target", "a:Fighter"), ("target", f"a:{FLOWER}"))
    sc.apply(f"evolve {PAULA} into {PASSIONATE}")
    assert names(sc.field("a")) == [PASSIONATE]
    assert sorted(sc.zone("a", "ex")) == ["Fighter", FLOWER]


def test_13_2_1_the_passionate_face_strikes_for_3_with_combo_3():
    face = {"card": PAULA, "evolved": PASSIONATE}
    sc = make({"field": [face], "played_this_turn": 2}, {"field": [BIG]})
    sc.apply(f"attack {PASSIONATE} (evolved) -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 0
    sc = make({"field": [face], "played_this_turn": 3}, {"field": [BIG]})
    sc.dictate(("target", "b:Goliath (evolved)"))
    sc.apply(f"attack {PASSIONATE} (evolved) -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 3


# ------------------------------------------------------------ Greenglen Axeman

def test_5_11_axeman_draws_when_its_discard_cost_is_a_forestcraft_spell():
    sc = make({"field": [AXEMAN], "hand": ["Woodkin Curse"], "deck": ["Goliath"] * 3})
    sc.apply(f"activate {AXEMAN} #3")   # 2 damage to the enemy leader
    assert sc.player("b")["leader"] == 18 and card(sc, "a", AXEMAN)["engaged"]
    assert sc.zone("a", "cemetery") == ["Woodkin Curse"]
    assert sc.zone("a", "hand") == ["Goliath"]


def test_axeman_deals_4_to_an_enemy_follower_and_draws_nothing_for_another_discard():
    sc = make({"field": [AXEMAN], "hand": ["Fighter"], "deck": ["Goliath"] * 3},
              {"field": [BIG]})
    sc.apply(f"activate {AXEMAN} #2")
    assert card(sc, "b", "Goliath")["damage"] == 4
    assert sc.zone("a", "hand") == [] and sc.zone("a", "cemetery") == ["Fighter"]


def test_10_4_2_2_axeman_cant_activate_without_a_card_to_discard():
    sc = make({"field": [AXEMAN]})
    assert not [a for a in sc.legal_actions() if a.startswith(f"activate {AXEMAN}")]


def test_axeman_draws_once_on_each_of_your_turns():
    # Lila discards Woodkin Curse: Lila and Axeman each draw a spell; Axeman's own discard
    # of one of them draws nothing more this turn
    sc = make({"pp": 1, "field": [AXEMAN], "hand": [LILA, "Woodkin Curse"],
               "deck": ["Elven Archery", "Fairy Circle", "Goliath", "Goliath"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {LILA}")
    assert sorted(sc.zone("a", "hand")) == ["Elven Archery", "Fairy Circle"]
    sc.apply(f"activate {AXEMAN} #3")
    assert len(sc.zone("a", "hand")) == 1


# ------------------------------------------------------------ Wrath of Nature

def test_wrath_of_nature_deals_3_with_4_different_spell_names():
    cem = FIVE[:4] + [FIVE[0]]   # five spells, four names
    sc = make({"pp": 4, "hand": [WRATH], "cemetery": cem}, {"field": [BIG, "Fighter"]})
    sc.apply(f"play {WRATH}")
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 3
    assert sc.player("b")["leader"] == 20


def test_wrath_of_nature_deals_5_and_2_to_the_leader_with_5_different_names():
    sc = make({"pp": 4, "hand": [WRATH], "cemetery": FIVE}, {"field": [BIG, "Fighter"]})
    sc.apply(f"play {WRATH}")
    assert card(sc, "b", "Goliath")["damage"] == 5 and sc.player("b")["leader"] == 18


# ------------------------------------------------------------ Storied Falconer

def test_5_4_2_1_storied_falconer_summons_a_holy_falcon():
    sc = make({"pp": 4, "hand": [FALCONER]})
    sc.apply(f"play {FALCONER}")
    assert names(sc.field("a")) == [FALCONER, "Holy Falcon"]


def test_12_14_evolved_storied_falconer_gives_a_holy_falcon_1_attack_and_bane():
    sc = make({"pp": 1, "field": [FALCONER, "Holy Falcon"], "evolve_deck": [FALCONER]})
    sc.apply(f"evolve {FALCONER}")
    falcon = card(sc, "a", "Holy Falcon")
    assert stats(falcon) == (3, 2) and "bane" in falcon["keywords"]


# ------------------------------------------------------------ Blessings of Creation

def test_blessings_of_creation_draws_and_gives_2_defense_with_5_names():
    sc = make({"pp": 1, "leader": 15, "hand": [BLESSINGS], "cemetery": FIVE[:4],
               "deck": ["Goliath"] * 3})
    sc.apply(f"play {BLESSINGS}")
    assert sc.zone("a", "hand") == ["Goliath"] and sc.player("a")["leader"] == 15
    sc = make({"pp": 1, "leader": 15, "hand": [BLESSINGS], "cemetery": FIVE,
               "deck": ["Goliath"] * 3})
    sc.apply(f"play {BLESSINGS}")
    assert sc.zone("a", "hand") == ["Goliath"] and sc.player("a")["leader"] == 17


def test_12_3_blessings_of_creation_is_quick():
    sc = make({"pp": 1, "hand": [BLESSINGS], "deck": ["Goliath"] * 3},
              {"field": ["Fighter"]}, active="b")
    sc.dictate(("quick", f"play {BLESSINGS}"))
    sc.apply("attack Fighter -> leader")
    assert BLESSINGS in sc.zone("a", "cemetery")


# ------------------------------------------------------------ Grasshopper Conductor

def test_grasshopper_conductor_deals_4_only_with_5_different_names():
    sc = make({"pp": 3, "hand": [HOPPER], "cemetery": FIVE[:4]}, {"field": [BIG]})
    sc.apply(f"play {HOPPER}")
    assert card(sc, "b", "Goliath")["damage"] == 0
    sc = make({"pp": 3, "hand": [HOPPER], "cemetery": FIVE}, {"field": [BIG]})
    sc.apply(f"play {HOPPER}")
    assert card(sc, "b", "Goliath")["damage"] == 4


def test_5_7_evolved_grasshopper_conductor_searches_a_spell_costing_1_or_less():
    sc = make({"pp": 1, "field": [HOPPER], "evolve_deck": [HOPPER],
               "deck": ["Woodkin Curse", "Fairy Circle", "Goliath"]})
    sc.apply(f"evolve {HOPPER}")
    assert sc.zone("a", "hand") == ["Fairy Circle"]


# ------------------------------------------------------------ Elf General

def test_elf_general_summons_2_fairies_with_1_1_and_ward():
    sc = make({"pp": 5, "hand": [GENERAL]})
    sc.apply(f"play {GENERAL}")
    fairies = [c for c in sc.field("a") if c["card"] == "Fairy"]
    assert len(fairies) == 2
    assert all(stats(c) == (2, 2) and "ward" in c["keywords"] for c in fairies)
    assert "ward" in card(sc, "a", GENERAL)["keywords"]


# ------------------------------------------------------------ Lila, Arborist

def test_10_4_7_lila_discards_a_forestcraft_spell_heals_1_and_draws():
    sc = make({"pp": 1, "leader": 15, "hand": [LILA, "Woodkin Curse"],
               "deck": ["Goliath"] * 3})
    sc.dictate(("pay", True))
    sc.apply(f"play {LILA}")
    assert sc.player("a")["leader"] == 16 and sc.zone("a", "hand") == ["Goliath"]


def test_lila_discarding_another_card_heals_without_a_draw():
    sc = make({"pp": 1, "leader": 15, "hand": [LILA, "Fighter"], "deck": ["Goliath"] * 3})
    sc.dictate(("pay", True))
    sc.apply(f"play {LILA}")
    assert sc.player("a")["leader"] == 16 and sc.zone("a", "hand") == []


def test_lila_without_the_discard_does_nothing():
    sc = make({"pp": 1, "leader": 15, "hand": [LILA, "Woodkin Curse"],
               "deck": ["Goliath"] * 3})
    sc.dictate(("pay", False))
    sc.apply(f"play {LILA}")
    assert sc.player("a")["leader"] == 15 and sc.zone("a", "hand") == ["Woodkin Curse"]


# ------------------------------------------------------------ Substitution

def test_substitution_returns_a_follower_costing_3_or_less_and_gives_a_puppet():
    sc = make({"pp": 2, "hand": [SUBSTITUTION]}, {"field": [BIG, "Fighter"]})
    sc.apply(f"play {SUBSTITUTION}")   # Goliath (evolved, printed cost 3) or Fighter
    assert len(sc.field("b")) == 1 and len(sc.zone("b", "hand")) == 1
    assert sc.zone("a", "ex") == ["Puppet"]


def test_10_6_2_3_4_substitution_needs_a_follower_costing_3_or_less():
    sc = make({"pp": 2, "hand": [SUBSTITUTION]}, {"field": [YGG]})
    assert f"play {SUBSTITUTION}" not in sc.legal_actions()


def test_9_1_4_a_token_substitution_returns_is_removed():
    sc = make({"pp": 2, "hand": [SUBSTITUTION]}, {"field": ["Fairy"]})
    sc.apply(f"play {SUBSTITUTION}")
    assert sc.field("b") == [] and sc.zone("b", "hand") == []


# ------------------------------------------------------------ Flower of Fairies

def test_flower_of_fairies_puts_a_fairy_wisp_into_the_ex_area_and_buries_itself_for_a_fairy():
    sc = make({"pp": 2, "hand": [FLOWER]})
    sc.apply(f"play {FLOWER}")
    assert sc.zone("a", "ex") == ["Fairy Wisp"]
    sc.apply(f"activate {FLOWER} #2")
    assert names(sc.field("a")) == ["Fairy"] and sc.zone("a", "cemetery") == [FLOWER]


# ------------------------------------------------------------ the new words in card files

def test_trigger_matches_is_an_effect_condition_only(tmp_path):
    refuses(tmp_path, '''on = "ally_enters"
  if = "trigger_matches"
  effects = [ { op = "draw", amount = 1 } ]''', "trigger_matches is a condition of an effect")


def test_distinct_names_counts_one_zone(tmp_path):
    refuses(tmp_path, '''on = "fanfare"
  if = { count = "both_fields", distinct_names = true, at_least = 2 }
  effects = [ { op = "draw", amount = 1 } ]''', "distinct_names = true counts the different names in one zone")
