"""The BP09 Swordcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake; the two-faced Celia and the
cemetery ability of Monochrome Duel follow the cards' own text."""
from __future__ import annotations

import pytest

from decksim.games.sve.scenario import ScenarioError
from scenario_kit import card, evolves, make, names

FILL = ["Fighter"] * 6
SKY = "Celia, Sky Commander"
HOPE = "Celia, Hope's Strategist"
DESPAIR = "Celia, Despair's Messenger"
PRIM = "Prim, Innocent Princess"
NONJA = "Nonja, Silent Maid"
DUEL = "Monochrome Duel"
DARIO = "Dario, Demon Count"
HEMERA = "Queen Hemera the White"
MAGNUS = "Queen Magnus the Black"
AXE = "Axe Princess"
SAMURAI = "Master Samurai"
SAVAGE = "Savage Swordsman"
RAMPARTS = "Frontline Ramparts"


# ------------------------------------------------------------ Celia: two Evolve abilities

def test_12_2_2_1_celia_evolves_for_1_into_hopes_strategist_with_a_shield_guardian():
    sc = make({"pp": 1, "ep": 0, "field": [SKY], "evolve_deck": [HOPE]})
    assert evolves(sc) == [f"evolve {SKY} into {HOPE}"]    # 3 PP short of the other face
    sc.apply(f"evolve {SKY} into {HOPE}")
    c = card(sc, "a", HOPE)
    assert c["evolved"] and (c["attack"], c["defense"]) == (2, 2)
    assert names(sc.field("a")) == [HOPE, "Shield Guardian"]
    assert "ward" in card(sc, "a", "Shield Guardian")["keywords"]
    assert sc.player("a")["pp"] == 0


def test_celia_evolves_for_4_into_despairs_messenger_with_storm_and_two_knights():
    sc = make({"pp": 4, "ep": 0, "field": [{"card": SKY, "entered_this_turn": True}],
               "evolve_deck": [HOPE]})
    assert f"evolve {SKY} into {DESPAIR}" in evolves(sc)
    sc.apply(f"evolve {SKY} into {DESPAIR}")
    c = card(sc, "a", DESPAIR)
    assert c["evolved"] and (c["attack"], c["defense"]) == (4, 4) and "storm" in c["keywords"]
    assert sorted(names(sc.field("a"))) == sorted([DESPAIR, "Steelclad Knight", "Knight"])
    assert sc.player("a")["pp"] == 0
    # 12.9 Storm: it entered this turn and may attack the leader
    assert any(a.startswith("attack ") and a.endswith("-> leader") and "Despair" in a
               for a in sc.legal_actions())
    # one evolve-deck card for both faces: it is used now
    assert sc.player("a")["evolve_deck"] == [f"{HOPE} (face up)"]


def test_12_2_3_an_ep_pays_one_pp_of_celias_4_pp_evolve():
    sc = make({"pp": 3, "ep": 1, "field": [SKY], "evolve_deck": [DESPAIR]})
    sc.apply(f"evolve {SKY} into {DESPAIR} with ep")
    assert sc.player("a")["pp"] == 0 and sc.player("a")["ep"] == 0
    assert card(sc, "a", DESPAIR)["evolved"]


# ------------------------------------------------------------ Spartacus

def test_5_9_2_spartacus_discards_x_and_draws_x_plus_1_at_the_end_phase():
    sc = make({"hand": ["Goliath", "Fighter", "Annerose"], "field": ["Spartacus"],
               "deck": ["Fighter"] * 8})
    sc.dictate(("x", 2))
    sc.end_turn()
    assert sc.winner is None
    assert len(sc.zone("a", "cemetery")) == 2 and len(sc.zone("a", "hand")) == 4
    assert len(sc.zone("a", "deck")) == 5


def test_spartacus_x_may_be_0_it_draws_1():
    sc = make({"hand": ["Goliath"], "field": ["Spartacus"], "deck": ["Fighter"] * 8})
    sc.dictate(("x", 0))
    sc.end_turn()
    assert sc.zone("a", "cemetery") == [] and len(sc.zone("a", "hand")) == 2


def test_5_22_1_spartacus_wins_the_game_with_1_card_left_in_the_deck():
    sc = make({"hand": ["Goliath", "Fighter", "Annerose"], "field": ["Spartacus"],
               "deck": ["Fighter"] * 4})
    sc.dictate(("x", 2))      # draw 3 of 4
    sc.end_turn()
    assert sc.winner == "a"


def test_1_2_4_spartacus_wins_at_once_before_the_empty_deck_draw_loses():
    # 4 to draw from 2: the third draw would lose at the next rules handling (5.9.1.1),
    # but the win comes first and ends the game (1.2.4)
    sc = make({"hand": ["Goliath", "Fighter", "Annerose"], "field": ["Spartacus"],
               "deck": ["Fighter"] * 2})
    sc.dictate(("x", 3))
    sc.end_turn()
    assert sc.winner == "a"


def test_spartacus_does_not_win_with_2_cards_left():
    sc = make({"hand": ["Goliath"], "field": ["Spartacus"], "deck": ["Fighter"] * 4})
    sc.dictate(("x", 1))      # draw 2 of 4
    sc.end_turn()
    assert sc.winner is None


def test_10_6_2_2_2_the_pilot_names_the_x_that_wins_with_spartacus():
    sc = make({"hand": ["Goliath", "Fighter", "Annerose"], "field": ["Spartacus"],
               "deck": ["Fighter"] * 5})
    sc.end_turn()             # only X = 3 wins (draw 4 of 5): the pilot's look-ahead sees it
    assert sc.winner == "a"


# ------------------------------------------------------------ Prim, Nonja

def test_5_4_2_1_prim_summons_a_knight():
    sc = make({"pp": 2, "hand": [PRIM]})
    sc.apply(f"play {PRIM}")
    assert names(sc.field("a")) == [PRIM, "Knight"]


def test_5_7_evolved_prim_searches_nonja():
    sc = make({"pp": 1, "field": [PRIM], "evolve_deck": [PRIM],
               "deck": ["Fighter", NONJA, "Goliath", *FILL]})
    sc.apply(f"evolve {PRIM}")
    assert sc.zone("a", "hand") == [NONJA]


def test_10_2_1_3_3_nonja_costs_1_less_with_prim_on_the_field():
    sc = make({"pp": 2, "hand": [NONJA], "field": [PRIM]})
    assert f"play {NONJA}" in sc.legal_actions()
    sc = make({"pp": 2, "hand": [NONJA], "field": ["Fighter"]})
    assert f"play {NONJA}" not in sc.legal_actions()


def test_5_11_nonja_draws_2_then_discards_2():
    sc = make({"pp": 3, "hand": [NONJA, "Goliath"], "deck": ["Annerose", "Fighter", *FILL]})
    sc.apply(f"play {NONJA}")
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 2
    assert len(sc.zone("a", "deck")) == len(FILL)


# ------------------------------------------------------------ Monochrome Duel

def test_5_7_monochrome_duel_puts_hemera_and_magnus_onto_the_field_with_plus_1():
    sc = make({"pp": 5, "hand": [DUEL], "deck": ["Fighter", MAGNUS, HEMERA, *FILL]})
    sc.apply(f"play {DUEL}")
    h, m = card(sc, "a", HEMERA), card(sc, "a", MAGNUS)
    assert (h["attack"], h["defense"]) == (5, 4) and (m["attack"], m["defense"]) == (3, 3)
    # 12.4.3: Hemera's Fanfare triggers; Magnus is on the field: 2 Knights
    assert names(sc.field("a")).count("Knight") == 2
    assert "assail" in h["keywords"]                       # Magnus's aura
    assert sc.zone("a", "cemetery") == [DUEL] and sc.player("a")["pp"] == 0
    assert sorted(sc.zone("a", "deck")) == ["Fighter"] * (1 + len(FILL))   # shuffled (5.7.2)


def test_8_3_monochrome_duel_from_the_cemetery_gives_knights_plus_1_and_storm():
    sc = make({"pp": 2, "cemetery": [DUEL],
               "field": [{"card": "Knight", "entered_this_turn": True}, "Knight", "Fighter"]})
    act = f"activate {DUEL} #1 from cemetery"
    assert act in sc.legal_actions()
    sc.apply(act)
    knights = [c for c in sc.field("a") if c["card"] == "Knight"]
    assert all(c["attack"] == 2 and "storm" in c["keywords"] for c in knights)
    f = card(sc, "a", "Fighter")
    assert f["attack"] == 2 and "storm" not in f["keywords"]
    assert sc.zone("a", "cemetery") == [] and sc.zone("a", "banished") == [DUEL]
    assert sc.player("a")["pp"] == 0
    # 12.9: the Knight that entered this turn may attack the leader now
    assert any(a.startswith("attack Knight") and a.endswith("-> leader")
               for a in sc.legal_actions(each=True))


def test_10_4_2_2_monochrome_duel_needs_2_pp_in_the_cemetery_and_is_not_played_from_hand():
    sc = make({"pp": 1, "cemetery": [DUEL], "field": ["Knight"]})
    assert not any("from cemetery" in a for a in sc.legal_actions())
    sc = make({"pp": 2, "hand": [DUEL], "field": ["Knight"]})
    assert not any(a.startswith("activate") for a in sc.legal_actions())


# ------------------------------------------------------------ Dario

def test_12_11_dario_has_assail():
    sc = make({"field": [DARIO]}, {"field": ["Fighter"]})
    assert f"attack {DARIO} -> Fighter" in sc.legal_actions()


def test_evolved_dario_grows_when_an_enemy_follower_goes_to_the_cemetery_on_your_turn():
    sc = make({"field": [{"card": DARIO, "evolved": True}], "evolve_deck": [DARIO]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"attack {DARIO} (evolved) -> Fighter")
    d = card(sc, "a", DARIO)
    assert sc.field("b") == [] and (d["attack"], d["defense"]) == (6, 4)   # 5+1, 5+1-2


def test_evolved_dario_does_not_grow_on_the_opponents_turn():
    sc = make({"field": [{"card": DARIO, "evolved": True, "engaged": True}],
               "evolve_deck": [DARIO]}, {"field": ["Fighter"]}, active="b")
    sc.apply(f"attack Fighter -> {DARIO} (evolved)")
    assert sc.field("b") == [] and card(sc, "a", DARIO)["attack"] == 5


# ------------------------------------------------------------ Hemera, Magnus

def test_hemera_summons_1_knight_or_2_with_magnus_on_the_field():
    sc = make({"pp": 3, "hand": [HEMERA]})
    sc.apply(f"play {HEMERA}")
    assert names(sc.field("a")) == [HEMERA, "Knight"]
    assert "assail" not in card(sc, "a", HEMERA)["keywords"]
    sc = make({"pp": 3, "hand": [HEMERA], "field": [MAGNUS]})
    sc.apply(f"play {HEMERA}")
    assert names(sc.field("a")).count("Knight") == 2
    assert "assail" in card(sc, "a", HEMERA)["keywords"]   # Magnus's aura (12.11)


def test_12_7_hemera_puts_a_knight_into_the_ex_area_on_strike_with_rush():
    sc = make({"pp": 3, "hand": [HEMERA]}, {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"play {HEMERA}")
    assert f"attack {HEMERA} -> leader" not in sc.legal_actions()   # 12.10 Rush only
    sc.apply(f"attack {HEMERA} -> Goliath")
    assert sc.zone("a", "ex") == ["Knight"]


def test_10_4_6_magnus_engages_to_give_up_to_2_other_swordcraft_followers_plus_1_attack():
    sc = make({"field": [MAGNUS, "Knight", HEMERA, "Fighter"]})
    sc.dictate(("target", "a:Knight"), ("target", f"a:{HEMERA}"))
    sc.apply(f"activate {MAGNUS} #2")
    assert card(sc, "a", "Knight")["attack"] == 2 and card(sc, "a", HEMERA)["attack"] == 5
    assert card(sc, "a", "Fighter")["attack"] == 2
    m = card(sc, "a", MAGNUS)
    assert m["engaged"] and m["attack"] == 2
    assert f"activate {MAGNUS} #2" not in sc.legal_actions()   # engaged now


def test_magnus_can_not_select_a_neutral_follower():
    sc = make({"field": [MAGNUS, "Fighter"]})
    sc.dictate(("target", "a:Fighter"))
    with pytest.raises(ScenarioError):
        sc.apply(f"activate {MAGNUS} #2")


# ------------------------------------------------------------ Axe Princess

def test_12_2_axe_princess_evolves_for_4_and_deals_4():
    sc = make({"pp": 3, "ep": 0, "field": [AXE], "evolve_deck": [AXE]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    assert evolves(sc) == []
    sc = make({"pp": 4, "ep": 0, "field": [AXE], "evolve_deck": [AXE]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply(f"evolve {AXE}")
    assert card(sc, "a", AXE)["attack"] == 4 and card(sc, "b", "Goliath")["damage"] == 4


# ------------------------------------------------------------ Master Samurai, Savage Swordsman

def test_master_samurai_deals_its_attack_and_has_rush():
    sc = make({"pp": 3, "hand": [SAMURAI]},
              {"field": [{"card": "Goliath", "defense_bonus": 5, "engaged": True}]})
    sc.apply(f"play {SAMURAI}")
    assert card(sc, "b", "Goliath")["damage"] == 2
    assert f"attack {SAMURAI} -> Goliath" in sc.legal_actions()   # 12.10


def test_savage_swordsman_grows_with_a_token_follower_on_the_field():
    sc = make({"pp": 1, "hand": [SAVAGE], "field": ["Knight"]})
    sc.apply(f"play {SAVAGE}")
    s = card(sc, "a", SAVAGE)
    assert (s["attack"], s["defense"]) == (3, 3)
    sc = make({"pp": 1, "hand": [SAVAGE], "field": ["Fighter"]})
    sc.apply(f"play {SAVAGE}")
    s = card(sc, "a", SAVAGE)
    assert (s["attack"], s["defense"]) == (2, 2)


# ------------------------------------------------------------ Tycoon

def test_10_4_7_tycoon_discards_3_to_draw_3_and_recover_2_pp():
    sc = make({"pp": 5, "hand": ["Tycoon", "Fighter", "Goliath", "Annerose"],
               "deck": ["Fighter"] * 8})
    sc.dictate(("pay", True))
    sc.apply("play Tycoon")
    assert len(sc.zone("a", "cemetery")) == 3 and len(sc.zone("a", "hand")) == 3
    assert sc.player("a")["pp"] == 2


def test_10_4_2_2_tycoon_with_2_other_cards_pays_nothing_and_gets_nothing():
    sc = make({"pp": 5, "hand": ["Tycoon", "Fighter", "Goliath"], "deck": ["Fighter"] * 8})
    sc.apply("play Tycoon")
    assert sc.zone("a", "cemetery") == [] and len(sc.zone("a", "hand")) == 2
    assert sc.player("a")["pp"] == 0


# ------------------------------------------------------------ Frontline Ramparts

def test_4_9_frontline_ramparts_is_buried_to_deal_3():
    sc = make({"field": [RAMPARTS]}, {"field": ["Fighter"]})
    sc.apply(f"activate {RAMPARTS} #1")
    assert sc.field("b") == [] and sc.field("a") == []
    assert sc.zone("a", "cemetery") == [RAMPARTS]


def test_12_3_frontline_ramparts_answers_an_attack_with_quick():
    sc = make({"field": [RAMPARTS]}, {"field": [{"card": "Goliath", "defense_bonus": 5}]},
              active="b")
    sc.dictate(("quick", f"activate {RAMPARTS} #1"), ("target", "b:Goliath"))
    sc.apply("attack Goliath -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert sc.zone("a", "cemetery") == [RAMPARTS]


# ------------------------------------------------------------ the new words are checked

def test_discard_any_draw_goes_first_on_an_automatic_ability(tmp_path):
    from scenario_kit import refuses
    refuses(tmp_path, 'on = "activate"\n  effects = [ { op = "discard_any_draw", amount = 1 } ]',
            "discard_any_draw")
    refuses(tmp_path, 'on = "fanfare"\n  effects = [ { op = "draw", amount = 1 }, '
            '{ op = "discard_any_draw", amount = 1 } ]', "discard_any_draw")


def test_an_ability_played_from_the_cemetery_takes_no_sacrifice(tmp_path):
    from scenario_kit import refuses
    refuses(tmp_path, 'on = "activate"\n  zone = "cemetery"\n  sacrifice = true\n'
            '  effects = [ { op = "draw", amount = 1 } ]', "zone = 'cemetery'")
