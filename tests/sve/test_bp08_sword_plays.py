"""The BP08 Swordcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names, refuses

AETHER = "Aether of the Warrior Wing"
DIONNE = "Dionne, Dancing Blade"
ROLAND = "Roland the Incorruptible"
DURANDAL = "Durandal the Incorruptible"
PANTHER = "Swordflash Panther"
AZORD = "Azord, Duke of the Mists"
CENTAUR = "Madlance Centaur"
DANCE = "Dance of Usurpation"
ASSASSIN = "Phantom Assassin"
ZEALOT = "Zealot of Usurpation"
MERC = "Mana Pistol Merc"
STRIDE = "Godsent Stride"
LATHAM = "Latham, Vanguard Captain"     # a vanilla Commander follower (SD02-002)
ENGAGED = {"engaged": True}


def foe(name):
    return {"card": name, **ENGAGED}


# ------------------------------------------------------------ Aether (BP08-018)

def test_5_7_aether_searches_a_commander_or_officer_card():
    sc = make({"pp": 3, "hand": [AETHER], "deck": ["Fighter", LATHAM, "Goliath"]})
    sc.apply(f"play {AETHER}")
    assert sc.zone("a", "hand") == [LATHAM]
    sc = make({"pp": 3, "hand": [AETHER], "deck": ["Fighter", "Veteran Lancer", "Goliath"]})
    sc.apply(f"play {AETHER}")
    assert sc.zone("a", "hand") == ["Veteran Lancer"]       # an Officer
    sc = make({"pp": 3, "hand": [AETHER], "deck": ["Fighter", "Goliath"]})
    sc.apply(f"play {AETHER}")
    assert sc.zone("a", "hand") == []


def test_7_4_1_aether_buffs_your_followers_with_7_swordcraft_followers_in_the_cemetery():
    grave = ["Quickblader"] * 7
    sc = make({"field": [AETHER, "Fighter"], "cemetery": grave}, {"field": ["Goliath"]})
    sc.end_turn()
    assert (card(sc, "a", AETHER)["attack"], card(sc, "a", AETHER)["defense"]) == (3, 4)
    assert (card(sc, "a", "Fighter")["attack"], card(sc, "a", "Fighter")["defense"]) == (3, 4)
    assert card(sc, "b", "Goliath")["attack"] == 3
    # six of them and a Neutral follower (Fighter) are not seven Swordcraft followers
    sc = make({"field": [AETHER], "cemetery": grave[:6] + ["Fighter", "Fighter"]})
    sc.end_turn()
    assert card(sc, "a", AETHER)["attack"] == 2


# ------------------------------------------------------------ Dionne (BP08-019/020)

def test_12_7_evolved_dionne_refreshes_on_strike_only_twice_per_turn():
    sc = make({"field": [{"card": DIONNE, "evolved": True}]})
    for k in range(3):
        sc.apply(f"attack {DIONNE} (evolved) -> leader")
        assert card(sc, "a", DIONNE)["engaged"] == (k == 2)
    assert sc.player("b")["leader"] == 11
    assert not any(a.startswith("attack") for a in sc.legal_actions())


def test_evolved_dionne_refreshes_twice_again_the_next_turn():
    sc = make({"field": [{"card": DIONNE, "evolved": True}]})
    for _ in range(3):
        sc.apply(f"attack {DIONNE} (evolved) -> leader")
    sc.end_turn()
    sc.end_turn()                                           # a's next turn
    for k in range(3):
        sc.apply(f"attack {DIONNE} (evolved) -> leader")
        assert card(sc, "a", DIONNE)["engaged"] == (k == 2)


def test_12_9_dionne_has_storm():
    sc = make({"pp": 3, "hand": [DIONNE]})
    sc.apply(f"play {DIONNE}")
    assert f"attack {DIONNE} -> leader" in sc.legal_actions()


# ------------------------------------------------------------ Roland (BP08-021/022)

def test_5_17_roland_searches_durandal_or_puts_it_from_the_hand_onto_the_field():
    sc = make({"pp": 4, "hand": [ROLAND], "deck": ["Fighter", DURANDAL, "Goliath"]})
    sc.dictate(("mode", 1)).apply(f"play {ROLAND}")
    assert sc.zone("a", "hand") == [DURANDAL]
    sc = make({"pp": 4, "hand": [ROLAND, DURANDAL]})
    sc.dictate(("mode", 2)).apply(f"play {ROLAND}")
    assert names(sc.field("a")) == [ROLAND, DURANDAL] and sc.zone("a", "hand") == []
    assert sc.player("a")["pp"] == 0                        # not played: no cost paid


def test_5_3_evolved_roland_refreshes_each_amulet_of_your_field_on_evolve():
    sc = make({"pp": 1, "field": [ROLAND, foe(DURANDAL), foe("Fighter")],
               "evolve_deck": [ROLAND]}, {"field": [foe(DURANDAL)]})
    sc.apply(f"evolve {ROLAND}")
    assert not card(sc, "a", DURANDAL)["engaged"]
    assert card(sc, "a", "Fighter")["engaged"]              # a follower stays engaged
    assert card(sc, "b", DURANDAL)["engaged"]               # the enemy's amulet too


def test_7_4_1_evolved_roland_heals_3_and_draws_with_durandal_on_the_field():
    sc = make({"leader": 10, "field": [{"card": ROLAND, "evolved": True}, DURANDAL],
               "deck": ["Goliath"] * 4})
    sc.end_turn()
    assert sc.player("a")["leader"] == 13 and sc.zone("a", "hand") == ["Goliath"]
    sc = make({"leader": 10, "field": [{"card": ROLAND, "evolved": True}]})
    sc.end_turn()
    assert sc.player("a")["leader"] == 13 and sc.zone("a", "hand") == []


# ------------------------------------------------------------ Swordflash Panther (BP08-023)

def test_5_4_1_swordflash_panther_summons_a_cheap_swordcraft_follower_with_1_more_attack():
    sc = make({"pp": 4, "hand": [PANTHER],
               "cemetery": ["Fighter", "Goliath", "Albert, Levin Saber", "Quickblader"]})
    sc.apply(f"play {PANTHER}")
    assert names(sc.field("a")) == [PANTHER, "Quickblader"]
    q = card(sc, "a", "Quickblader")
    assert (q["attack"], q["defense"]) == (2, 1)
    assert sorted(sc.zone("a", "cemetery")) == ["Albert, Levin Saber", "Fighter", "Goliath"]


def test_swordflash_panther_with_no_such_follower_in_the_cemetery_is_still_played():
    sc = make({"pp": 4, "hand": [PANTHER], "cemetery": ["Fighter"]})
    sc.apply(f"play {PANTHER}")
    assert names(sc.field("a")) == [PANTHER]
    assert f"attack {PANTHER} -> leader" not in sc.legal_actions()   # Rush, not Storm


# ------------------------------------------------------------ Durandal (BP08-024)

def test_10_4_6_durandal_engages_to_give_attack_or_defense():
    sc = make({"field": [DURANDAL, "Fighter"]})
    acts = sc.legal_actions()
    assert all(f"activate {DURANDAL} #{k}" in acts for k in (1, 2, 3))
    sc.apply(f"activate {DURANDAL} #1")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 3) and card(sc, "a", DURANDAL)["engaged"]
    assert not any(a.startswith(f"activate {DURANDAL}") for a in sc.legal_actions())
    sc = make({"field": [DURANDAL, "Fighter"]})
    sc.apply(f"activate {DURANDAL} #2")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (2, 4)


def test_10_6_2_3_4_durandal_needs_a_follower_of_yours_to_select():
    sc = make({"field": [DURANDAL]}, {"field": ["Fighter"]})
    assert not any(a.startswith(f"activate {DURANDAL}") for a in sc.legal_actions())


def test_10_2_1_3_2_durandal_caps_the_damage_a_follower_takes_at_3_this_turn():
    sc = make({"field": [DURANDAL, "Goliath"]}, {"field": [foe("Leonidas")]})
    sc.dictate(("target", "a:Goliath")).apply(f"activate {DURANDAL} #3")
    sc.apply("attack Goliath -> Leonidas")                   # 5 attack: 3 damage
    assert card(sc, "a", "Goliath")["damage"] == 3
    assert card(sc, "b", "Leonidas")["damage"] == 3


def test_10_2_1_3_2_durandal_caps_the_damage_during_the_opponents_next_turn_only():
    sc = make({"field": [DURANDAL, "Leonidas"]},
              {"field": ["Leonidas", "Leonidas"]})
    sc.dictate(("target", "a:Leonidas")).apply(f"activate {DURANDAL} #3")
    sc.apply("attack Leonidas -> leader")                    # engaged: b may attack it
    sc.end_turn()                                            # b's turn
    sc.apply("attack Leonidas -> Leonidas")
    assert card(sc, "a", "Leonidas")["damage"] == 3          # 5 capped to 3
    sc.end_turn()                                            # a's turn: the cap is over
    sc.apply("attack Leonidas -> Leonidas")                  # b's engaged attacker
    assert names(sc.field("a")) == [DURANDAL]                # 3 + 5 damage: destroyed


# ------------------------------------------------------------ Azord (BP08-025/026)

def test_5_4_1_evolved_azord_summons_up_to_2_cheap_swordcraft_followers():
    sc = make({"pp": 3, "field": [AZORD], "evolve_deck": [AZORD],
               "cemetery": ["Quickblader", "Fighter", "Albert, Levin Saber", "Ninja Trainee"]})
    sc.apply(f"evolve {AZORD}")
    assert sorted(names(sc.field("a"))) == sorted([AZORD, "Quickblader", "Ninja Trainee"])
    assert sorted(sc.zone("a", "cemetery")) == ["Albert, Levin Saber", "Fighter"]


# ------------------------------------------------------------ Madlance Centaur (BP08-027)

def test_12_7_madlance_centaur_deals_4_to_an_enemy_follower_when_it_attacks():
    sc = make({"field": [CENTAUR]}, {"field": ["Leonidas", "Goliath"]})
    sc.dictate(("target", "b:Goliath")).apply(f"attack {CENTAUR} -> leader")
    assert names(sc.field("b")) == ["Leonidas"]
    assert sc.player("b")["leader"] == 15


# ------------------------------------------------------------ Dance of Usurpation (BP08-028)

def test_10_6_2_4_dance_of_usurpation_divides_4_damage():
    sc = make({"pp": 4, "hand": [DANCE]},
              {"field": ["Goliath", "Goliath"], "cemetery": ["Fighter"] * 9})
    sc.apply(f"play {DANCE}")
    b = sc.field("b")              # 4 defense each: 4 damage in all, however divided
    assert sum(c["damage"] for c in b) + 4 * (2 - len(b)) == 4
    assert sc.player("b")["leader"] == 20


def test_dance_of_usurpation_divides_8_with_10_enemy_cemetery_cards_and_hits_for_8_with_20():
    sc = make({"pp": 4, "hand": [DANCE]},
              {"field": ["Goliath", "Fighter"], "cemetery": ["Fighter"] * 10})
    sc.apply(f"play {DANCE}")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 20
    sc = make({"pp": 4, "hand": [DANCE]},
              {"field": ["Goliath"], "cemetery": ["Fighter"] * 20})
    sc.apply(f"play {DANCE}")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 12


def test_10_6_2_3_2_dance_of_usurpation_is_played_with_no_enemy_follower():
    sc = make({"pp": 4, "hand": [DANCE]}, {"cemetery": ["Fighter"] * 20})
    assert f"play {DANCE}" in sc.legal_actions()
    sc.apply(f"play {DANCE}")
    assert sc.player("b")["leader"] == 12


# ------------------------------------------------------------ Phantom Assassin (BP08-029)

def test_12_14_phantom_assassin_with_2_assassin_followers_in_the_cemetery_gets_bane():
    sc = make({"pp": 1, "hand": [ASSASSIN],
               "cemetery": ["Moonlight Assassin", "Shadowed Assassin"]})
    sc.apply(f"play {ASSASSIN}")
    a = card(sc, "a", ASSASSIN)
    assert (a["attack"], a["defense"]) == (3, 3) and "bane" in a["keywords"]
    sc = make({"pp": 1, "hand": [ASSASSIN], "cemetery": ["Moonlight Assassin", "Fighter"]})
    sc.apply(f"play {ASSASSIN}")
    a = card(sc, "a", ASSASSIN)
    assert (a["attack"], a["defense"]) == (2, 2) and "bane" not in a["keywords"]


# ------------------------------------------------------------ Zealot of Usurpation (BP08-030)

def test_zealot_buries_the_enemy_top_card_then_with_10_takes_your_top_card_into_ex():
    sc = make({"pp": 2, "hand": [ZEALOT], "deck": ["Goliath", "Fighter"]},
              {"deck": ["Leonidas", "Fighter"], "cemetery": ["Fighter"] * 9})
    sc.apply(f"play {ZEALOT}")
    assert sc.zone("b", "cemetery").count("Leonidas") == 1
    assert len(sc.zone("b", "cemetery")) == 10
    assert sc.zone("a", "ex") == ["Goliath"]
    sc = make({"pp": 2, "hand": [ZEALOT]},
              {"deck": ["Leonidas", "Fighter"], "cemetery": ["Fighter"] * 8})
    sc.apply(f"play {ZEALOT}")
    assert len(sc.zone("b", "cemetery")) == 9 and sc.zone("a", "ex") == []


# ------------------------------------------------------------ Wardog (BP08-031)

def test_wardog_deals_2_to_the_enemy_leader_with_a_commander_card_on_your_field():
    sc = make({"pp": 2, "hand": ["Wardog"], "field": [LATHAM]})
    sc.apply("play Wardog")
    assert sc.player("b")["leader"] == 18
    sc = make({"pp": 2, "hand": ["Wardog"], "field": [DURANDAL]})   # an amulet counts
    sc.apply("play Wardog")
    assert sc.player("b")["leader"] == 18
    sc = make({"pp": 2, "hand": ["Wardog"], "field": ["Veteran Lancer"]})
    sc.apply("play Wardog")
    assert sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Mana Pistol Merc (BP08-032/033)

def test_12_2_mana_pistol_merc_evolves_for_0_with_a_commander_card_and_deals_6():
    sc = make({"pp": 0, "ep": 0, "field": [MERC, LATHAM], "evolve_deck": [MERC]},
              {"field": ["Leonidas"]})
    assert f"evolve {MERC}" in sc.legal_actions()
    sc.dictate(("target", "b:Leonidas")).apply(f"evolve {MERC}")
    assert sc.field("b") == [] and sc.player("a")["pp"] == 0
    few = make({"pp": 1, "ep": 0, "field": [MERC], "evolve_deck": [MERC]})
    assert not any(a.startswith("evolve") for a in few.legal_actions())
    two = make({"pp": 2, "ep": 0, "field": [MERC], "evolve_deck": [MERC]})
    assert f"evolve {MERC}" in two.legal_actions()


# ------------------------------------------------------------ Godsent Stride (BP08-034)

def test_12_10_godsent_stride_gives_3_2_and_rush():
    sc = make({"pp": 4, "hand": [STRIDE, "Fighter"]}, {"field": [foe("Goliath")]})
    sc.apply("play Fighter")
    sc.dictate(("target", "a:Fighter")).apply(f"play {STRIDE}")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (5, 5) and "rush" in f["keywords"]
    assert "attack Fighter -> Goliath" in sc.legal_actions()


# ------------------------------------------------------------ times_per_turn

def test_times_per_turn_takes_a_number_from_2_to_8(tmp_path):
    refuses(tmp_path, 'on = "strike"\n  times_per_turn = 1\n'
            '  effects = [ { op = "refresh", to = "self" } ]', "times_per_turn = N")
    refuses(tmp_path, 'on = "strike"\n  times_per_turn = 2\n  once_per_turn = true\n'
            '  effects = [ { op = "refresh", to = "self" } ]', "times_per_turn = N")
