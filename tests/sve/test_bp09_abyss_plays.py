"""The BP09 Abysscraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, evolves, make, names, refuses

NIGHTSHADE = "Vania, Nightshade Vampire"
KIND = "Vania, Kind Queen"
BLOOD = "Vania, Blood Queen"
BAT = "Forest Bat"
ARCUS = "Arcus, Spirited Manager"
KING = "Oldblood King"
DARKFEAST = "Darkfeast Bat"
GIFT = "Gift for Bloodkin"
HUNTER = "Big Soul Hunter"
EVENTIDE = "Raven, Eventide Vampire"
MOON = "Blood Moon"
ORATOR = "Orator of the Bones"
NOONTIDE = "Raven, Noontide Vampire"
MIDNIGHT = "Raven, Midnight Vampire"
DEATH = "Death the Nyctophile"
VAMPIRES = [EVENTIDE] * 5   # 5 Vampire cards for the cemetery


# ------------------------------------------------------------ Vania: two evolve abilities, two faces

def test_vania_puts_a_forest_bat_into_the_ex_area():
    sc = make({"pp": 3, "hand": [NIGHTSHADE]})
    sc.apply(f"play {NIGHTSHADE}")
    assert sc.zone("a", "ex") == [BAT]


def test_12_2_2_1_vania_evolves_for_1_into_the_kind_queen_draw_and_discard():
    sc = make({"pp": 1, "ep": 0, "field": [NIGHTSHADE], "evolve_deck": [KIND],
               "hand": ["Goliath"], "deck": ["Fighter"] * 4})
    assert evolves(sc) == [f"evolve {NIGHTSHADE} into {KIND}"]   # no Vampire cemetery
    sc.apply(f"evolve {NIGHTSHADE} into {KIND}")
    q = card(sc, "a", KIND)
    assert q["evolved"] and (q["attack"], q["defense"]) == (4, 4)
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 1
    assert len(sc.zone("a", "deck")) == 3


def test_10_2_1_3_3_the_kind_queen_makes_forest_bats_cheaper_and_heals_when_one_enters():
    sc = make({"pp": 0, "leader": 10, "ex": [BAT],
               "field": [{"card": NIGHTSHADE, "evolved": KIND}]})
    assert f"play {BAT} from ex" in sc.legal_actions()   # 1 - 1 = 0 PP
    sc.apply(f"play {BAT} from ex")
    assert sc.player("a")["leader"] == 11
    sc = make({"pp": 0, "ex": [BAT], "field": [NIGHTSHADE]})
    assert f"play {BAT} from ex" not in sc.legal_actions()


def test_the_blood_queen_needs_3_pp_and_5_vampire_cards_in_the_cemetery():
    sc = make({"pp": 3, "ep": 0, "field": [NIGHTSHADE], "evolve_deck": [KIND],
               "cemetery": VAMPIRES[:4]})
    assert evolves(sc) == [f"evolve {NIGHTSHADE} into {KIND}"]
    sc = make({"pp": 2, "ep": 0, "field": [NIGHTSHADE], "evolve_deck": [KIND],
               "cemetery": VAMPIRES})
    assert evolves(sc) == [f"evolve {NIGHTSHADE} into {KIND}"]
    sc = make({"pp": 3, "ep": 0, "field": [NIGHTSHADE], "evolve_deck": [KIND],
               "cemetery": VAMPIRES})
    sc.apply(f"evolve {NIGHTSHADE} into {BLOOD}")
    q = card(sc, "a", BLOOD)
    assert q["evolved"] and (q["attack"], q["defense"]) == (6, 6)
    assert sc.player("a")["pp"] == 0
    assert sc.player("a")["evolve_deck"] == [f"{KIND} (face up)"]


def test_the_blood_queen_deals_3_to_an_enemy_follower_when_a_forest_bat_enters():
    sc = make({"pp": 0, "ex": [BAT], "field": [{"card": NIGHTSHADE, "evolved": BLOOD}]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"play {BAT} from ex")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert "storm" in card(sc, "a", BLOOD)["keywords"]


# ------------------------------------------------------------ Arcus

def test_8_4_3_2_1_arcus_cant_attack():
    sc = make({"field": [ARCUS]}, {"field": [{"card": "Fighter", "engaged": True}]})
    assert not [a for a in sc.legal_actions() if a.startswith("attack")]


def test_13_5_1_arcus_summons_a_ghost_at_the_main_phase_with_necrocharge_10():
    sc = make({"field": [ARCUS], "cemetery": ["Fighter"] * 10})
    sc.end_turn()
    sc.end_turn()
    assert names(sc.field("a")) == [ARCUS, "Ghost"]
    sc = make({"field": [ARCUS], "cemetery": ["Fighter"] * 9})
    sc.end_turn()
    sc.end_turn()
    assert names(sc.field("a")) == [ARCUS]


def test_5_17_3_arcus_option_is_an_action_and_the_three_share_once_per_turn():
    sc = make({"field": [ARCUS, "Fighter", "Goliath"], "hand": [], "deck": ["Goliath"] * 5})
    acts = [a for a in sc.legal_actions() if a.startswith("activate")]
    assert acts == [f"activate {ARCUS} #2", f"activate {ARCUS} #3", f"activate {ARCUS} #4"]
    sc.apply(f"activate {ARCUS} #3")   # bury another follower, summon 2 Ghosts
    assert names(sc.field("a")).count("Ghost") == 2 and len(sc.field("a")) == 4
    assert len(sc.zone("a", "cemetery")) == 1
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]   # once a turn


def test_4_9_arcus_buries_another_follower_to_draw_or_mill():
    sc = make({"field": [ARCUS, "Fighter"], "deck": ["Goliath"] * 5})
    sc.apply(f"activate {ARCUS} #2")
    assert names(sc.field("a")) == [ARCUS] and sc.zone("a", "hand") == ["Goliath"]
    assert sc.zone("a", "cemetery") == ["Fighter"]
    sc = make({"field": [ARCUS, "Fighter"], "deck": ["Goliath"] * 5})
    sc.apply(f"activate {ARCUS} #4")
    assert sorted(sc.zone("a", "cemetery")) == ["Fighter", "Goliath", "Goliath"]
    sc = make({"field": [ARCUS]})   # no other follower: the cost can't be paid (10.4.2.2)
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


def test_5_17_the_options_of_one_activated_ability_have_the_same_costs(tmp_path):
    refuses(tmp_path, 'on = "activate"\n  mode = 1\n  engage = true\n'
            '  effects = [ { op = "draw", amount = 1 } ]\n\n  [[card.ability]]\n'
            '  on = "activate"\n  mode = 1\n  effects = [ { op = "draw", amount = 1 } ]',
            "the options (mode 1) of one activated ability have the same costs")


# ------------------------------------------------------------ Oldblood King

def test_12_10_12_11_oldblood_king_summons_2_forest_bats_with_rush_and_assail():
    sc = make({"pp": 4, "hand": [KING]}, {"field": ["Fighter"]})
    sc.apply(f"play {KING}")
    assert names(sc.field("a")) == [KING, BAT, BAT]
    bat = card(sc, "a", BAT)
    assert "rush" in bat["keywords"] and "assail" in bat["keywords"]
    assert f"attack {BAT} -> Fighter" in sc.legal_actions()   # a reserved one: Assail


def test_12_6_evolved_oldblood_king_gives_the_forest_bats_1_attack():
    sc = make({"pp": 1, "field": [KING, BAT, BAT, "Fighter"], "evolve_deck": [KING]})
    sc.apply(f"evolve {KING}")
    assert [c["attack"] for c in sc.field("a") if c["card"] == BAT] == [2, 2]
    assert card(sc, "a", "Fighter")["attack"] == 2
    assert "assail" in card(sc, "a", BAT)["keywords"]


# ------------------------------------------------------------ Darkfeast Bat

def test_13_5_2_darkfeast_bat_deals_4_to_a_follower_and_its_leader_and_sanguine_recovers_3():
    sc = make({"pp": 6, "hand": [DARKFEAST]}, {"field": [{"card": "Goliath", "defense_bonus": 2}]})
    sc.apply(f"play {DARKFEAST}")
    assert card(sc, "b", "Goliath")["damage"] == 4 and sc.player("b")["leader"] == 16
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 6, "hand": [DARKFEAST], "lost_defense_this_turn": True},
              {"field": ["Goliath"]})
    sc.apply(f"play {DARKFEAST}")
    assert sc.field("b") == [] and sc.player("a")["pp"] == 3


# ------------------------------------------------------------ Gift for Bloodkin

def test_10_2_1_3_3_gift_for_bloodkin_costs_0_with_5_vampire_cards_in_the_cemetery():
    sc = make({"pp": 0, "hand": [GIFT], "cemetery": VAMPIRES})
    sc.apply(f"play {GIFT}")
    assert names(sc.field("a")) == [BAT, BAT] and sc.zone("a", "hand") == []
    sc = make({"pp": 1, "hand": [GIFT], "cemetery": VAMPIRES[:4]})
    assert f"play {GIFT}" not in sc.legal_actions()


def test_gift_for_bloodkin_draws_once_with_a_vania_in_the_cemetery():
    for cem in ([NIGHTSHADE], ["Vania, Vampire Princess"],
                [NIGHTSHADE, "Vania, Vampire Princess"]):
        sc = make({"pp": 2, "hand": [GIFT], "cemetery": cem, "deck": ["Goliath"] * 4})
        sc.apply(f"play {GIFT}")
        assert sc.zone("a", "hand") == ["Goliath"], cem
    sc = make({"pp": 2, "hand": [GIFT], "cemetery": ["Fighter"]})
    sc.apply(f"play {GIFT}")
    assert sc.zone("a", "hand") == []


# ------------------------------------------------------------ Big Soul Hunter

def test_4_9_big_soul_hunter_makes_the_opponent_bury_their_highest_attack_follower():
    sc = make({"pp": 1, "field": [HUNTER], "evolve_deck": [HUNTER]},
              {"field": ["Fighter", "Goliath", "Fighter"]})
    sc.apply(f"evolve {HUNTER}")
    assert names(sc.field("b")) == ["Fighter", "Fighter"]
    assert sc.zone("b", "cemetery") == ["Goliath"]
    # attack as it is now: a buffed Fighter (4) over Goliath (3)
    sc = make({"pp": 1, "field": [HUNTER], "evolve_deck": [HUNTER]},
              {"field": [{"card": "Fighter", "attack_bonus": 2}, "Goliath"]})
    sc.apply(f"evolve {HUNTER}")
    assert names(sc.field("b")) == ["Goliath"]


def test_highest_attack_is_a_bury_followers_field(tmp_path):
    refuses(tmp_path, 'on = "fanfare"\n  effects = [ { op = "destroy", to = "target", '
            'highest_attack = true } ]', "does not read ['highest_attack']")


# ------------------------------------------------------------ Raven, Eventide Vampire

def test_10_4_2_1_eventide_engages_and_buries_a_forest_bat_to_deal_4_and_draw():
    sc = make({"field": [EVENTIDE], "deck": ["Goliath"] * 4}, {"field": ["Goliath"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]   # no bat
    sc = make({"field": [EVENTIDE, BAT], "deck": ["Goliath"] * 4},
              {"field": [{"card": "Goliath", "defense_bonus": 1}]})
    acts = [a for a in sc.legal_actions() if a.startswith("activate")]
    assert acts == [f"activate {EVENTIDE} #1", f"activate {EVENTIDE} #2"]
    sc.apply(f"activate {EVENTIDE} #1")
    assert card(sc, "b", "Goliath")["damage"] == 4 and sc.zone("a", "hand") == ["Goliath"]
    assert names(sc.field("a")) == [EVENTIDE] and card(sc, "a", EVENTIDE)["engaged"]
    assert sc.zone("a", "cemetery") == []   # a token ceases to exist (9.1.4.3)


def test_eventide_second_option_hits_the_leader_heals_and_draws():
    sc = make({"leader": 10, "field": [EVENTIDE, BAT, BAT], "deck": ["Goliath"] * 4})
    sc.apply(f"activate {EVENTIDE} #2")
    assert sc.player("b")["leader"] == 18 and sc.player("a")["leader"] == 12
    assert sc.zone("a", "hand") == ["Goliath"]
    assert names(sc.field("a")) == [EVENTIDE, BAT]
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]   # engaged


# ------------------------------------------------------------ Blood Moon

def test_blood_moon_searches_a_beast_follower_and_buries_itself_to_hit_each_leader():
    sc = make({"pp": 2, "hand": [MOON], "deck": [MOON, "Fighter", DARKFEAST, "Goliath"]})
    sc.apply(f"play {MOON}")
    assert sc.zone("a", "hand") == [DARKFEAST]
    sc.apply(f"activate {MOON} #2")
    assert sc.player("a")["leader"] == 19 and sc.player("b")["leader"] == 19
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == [MOON]


# ------------------------------------------------------------ Orator of the Bones

def test_12_6_orator_returns_an_abysscraft_follower_from_the_cemetery():
    sc = make({"pp": 1, "field": [ORATOR], "evolve_deck": [ORATOR],
               "cemetery": ["Goliath", DEATH, GIFT]})
    sc.apply(f"evolve {ORATOR}")
    assert sc.zone("a", "hand") == [DEATH]
    assert sorted(sc.zone("a", "cemetery")) == sorted([GIFT, "Goliath"])


# ------------------------------------------------------------ Ravens of noon and midnight

def test_noontide_heals_1_once_on_your_turn_when_a_forest_bat_enters():
    sc = make({"pp": 3, "leader": 10, "hand": [NOONTIDE], "ex": [BAT]})
    sc.apply(f"play {NOONTIDE}")
    assert sc.zone("a", "ex") == [BAT, BAT]
    sc.apply(f"play {BAT} from ex")
    sc.apply(f"play {BAT} from ex")
    assert names(sc.field("a")) == [NOONTIDE, BAT, BAT]
    assert sc.player("a")["leader"] == 11


def test_midnight_deals_1_once_on_your_turn_when_a_forest_bat_enters():
    sc = make({"pp": 3, "hand": [MIDNIGHT]})
    sc.apply(f"play {MIDNIGHT}")
    assert sc.zone("a", "ex") == [BAT]
    sc.apply(f"play {BAT} from ex")
    assert sc.player("b")["leader"] == 19
    sc = make({"pp": 4, "field": [MIDNIGHT], "hand": [KING]})
    sc.apply(f"play {KING}")   # two bats: once a turn
    assert sc.player("b")["leader"] == 19


# ------------------------------------------------------------ Death the Nyctophile

def test_12_5_death_destroys_an_enemy_follower_and_hits_its_leader_with_last_words():
    sc = make({"field": [{"card": DEATH, "damage": 5}]},
              {"field": [{"card": "Fighter", "engaged": True}, "Goliath"]})
    sc.apply(f"attack {DEATH} -> Fighter")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 17
    assert DEATH in sc.zone("a", "cemetery")


def test_12_10_death_has_rush():
    sc = make({"pp": 6, "hand": [DEATH]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {DEATH}")
    assert f"attack {DEATH} -> Fighter" in sc.legal_actions()
    assert f"attack {DEATH} -> leader" not in sc.legal_actions()


# ------------------------------------------------------------ Poltergeist

def test_12_3_poltergeist_buries_the_top_2_cards_even_in_the_opponents_turn():
    sc = make({"pp": 1, "hand": ["Poltergeist"], "deck": ["Goliath", DEATH, "Fighter"]})
    sc.apply("play Poltergeist")
    assert sorted(sc.zone("a", "cemetery")) == sorted(["Goliath", DEATH, "Poltergeist"])
    sc = make({"field": ["Goliath"]},
              {"pp": 1, "hand": ["Poltergeist"], "deck": ["Goliath", DEATH, "Fighter"]})
    sc.dictate(("quick", "play Poltergeist"))
    sc.apply("attack Goliath -> leader")
    assert sorted(sc.zone("b", "cemetery")) == sorted(["Goliath", DEATH, "Poltergeist"])
