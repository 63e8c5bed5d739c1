"""The BP09 Dragoncraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake; Lindworm's two faces follow the
card's own text (no rule covers two-faced cards)."""
from __future__ import annotations

from scenario_kit import card, evolves, make, names

FILL = ["Fighter"] * 6
JERVA = "Jerva of Draconic Mail"
FLAME = "Zirnitra, Dragon's Flame"
LINDWORM = "Lindworm"
VIRTUOUS = "Virtuous Lindworm"
INIQUITOUS = "Iniquitous Lindworm"
WARRIOR = "Dragonplate Warrior"
FORCE = "Force of the Dragonewt"
ROY = "Roy, Dragoncleaver"
GALUA = "Galua of Two Breaths"
WATERS = "Waters of the Megalorca"
SLAYER = "Heroic Dragonslayer"
BLADEMASTER = "Dragonclad Blademaster"
ASSASSIN = "Drakewing Assassin"
CODA = "Coda, Twilight Dragoon"
HANDSPUR = "Dragon's Handspur"


# ------------------------------------------------------------ Jerva of Draconic Mail

def test_5_11_jerva_discards_your_whole_hand_on_fanfare():
    sc = make({"pp": 5, "hand": [JERVA, "Fighter", "Goliath", HANDSPUR]})
    sc.apply(f"play {JERVA}")
    assert sc.zone("a", "hand") == []
    assert sorted(sc.zone("a", "cemetery")) == sorted(["Fighter", "Goliath", HANDSPUR])


def test_7_4_1_jerva_deals_5_to_each_other_follower_and_draws_at_your_end_phase():
    sc = make({"leader": 20, "field": [JERVA, "Fighter"], "deck": ["Goliath"] * 8},
              {"field": [{"card": "Goliath", "defense_bonus": 2}, "Fighter"]})
    sc.end_turn()
    assert names(sc.field("a")) == [JERVA] and card(sc, "a", JERVA)["damage"] == 0
    g = card(sc, "b", "Goliath")
    assert names(sc.field("b")) == ["Goliath"] and g["damage"] == 5
    assert sc.zone("a", "hand") == ["Goliath"]
    assert sc.player("b")["leader"] == 20        # the unevolved side spares the leader


def test_7_4_1_evolved_jerva_also_deals_5_to_the_enemy_leader():
    sc = make({"field": [{"card": JERVA, "evolved": True}], "evolve_deck": [JERVA],
               "deck": ["Goliath"] * 8}, {"field": ["Fighter"]})
    sc.end_turn()
    assert sc.field("b") == [] and sc.player("b")["leader"] == 15
    assert sc.zone("a", "hand") == ["Goliath"]


# ------------------------------------------------------------ Zirnitra, Dragon's Flame

def test_10_4_7_3_zirnitra_dragons_flame_costs_3_less_burying_a_zirnitra():
    sc = make({"pp": 3, "hand": [FLAME], "field": ["Zirnitra"], "deck": ["Goliath"] * 8})
    acts = sc.legal_actions()
    assert f"play {FLAME}" not in acts                          # 6 PP
    assert f"play {FLAME} by alternative cost #1" in acts       # Zirnitra buried (2.1.2)
    sc.apply(f"play {FLAME} by alternative cost #1")
    assert sc.zone("a", "cemetery") == ["Zirnitra"] and sc.player("a")["pp"] == 0
    assert names(sc.field("a")) == [FLAME, "Dragon"]
    assert sc.zone("a", "hand") == ["Goliath"]                  # one Wyrmkin token


def test_zirnitra_dragons_flame_may_bury_another_dragons_flame_not_another_follower():
    sc = make({"pp": 3, "hand": [FLAME], "field": ["Fighter"]})
    acts = sc.legal_actions()
    assert not any(a.startswith(f"play {FLAME}") for a in acts)
    sc = make({"pp": 3, "hand": [FLAME], "field": [FLAME]})
    acts = sc.legal_actions()
    sc.apply(f"play {FLAME} by alternative cost #1")   # the other Dragon's Flame (2.1.2)
    assert sc.zone("a", "cemetery") == [FLAME]


def test_12_9_zirnitra_dragons_flame_draws_per_wyrmkin_token_and_gives_them_storm():
    sc = make({"pp": 6, "hand": [FLAME], "deck": ["Goliath"] * 8,
               "field": [{"card": "Dragon", "entered_this_turn": True}, "Megalorca"]})
    assert "attack Dragon -> leader" not in sc.legal_actions()
    sc.apply(f"play {FLAME}")
    assert names(sc.field("a")) == ["Dragon", "Megalorca", FLAME, "Dragon"]
    assert sc.zone("a", "hand") == ["Goliath", "Goliath"]       # 2 Dragons, no Megalorca
    acts = sc.legal_actions(each=True)
    assert "attack Dragon [1] -> leader" in acts and "attack Dragon [2] -> leader" in acts
    assert "storm" not in card(sc, "a", "Megalorca")["keywords"]   # a Marine token
    assert "storm" not in card(sc, "a", FLAME)["keywords"]         # not a token


# ------------------------------------------------------------ Lindworm

def test_5_14_lindworm_recovers_a_pp_per_dragoncraft_spell_in_your_cemetery():
    sc = make({"pp": 10, "max_pp": 10, "hand": [LINDWORM],
               "cemetery": [HANDSPUR, FORCE, WATERS, "Angelic Snipe", ROY]})
    sc.apply(f"play {LINDWORM}")
    assert sc.player("a")["pp"] == 3


def test_12_2_2_1_lindworm_evolves_for_5_into_either_face():
    sc = make({"pp": 5, "ep": 0, "field": [LINDWORM], "evolve_deck": [VIRTUOUS]})
    assert sorted(evolves(sc)) == [f"evolve {LINDWORM} into {INIQUITOUS}",
                                   f"evolve {LINDWORM} into {VIRTUOUS}"]
    sc = make({"pp": 4, "ep": 0, "field": [LINDWORM], "evolve_deck": [INIQUITOUS]})
    assert evolves(sc) == []
    sc = make({"pp": 5, "ep": 0, "field": [LINDWORM], "evolve_deck": [INIQUITOUS]},
              {"field": [{"card": "Goliath", "keywords": ["ward"], "engaged": True}]})
    sc.apply(f"evolve {LINDWORM} into {INIQUITOUS}")
    w = card(sc, "a", INIQUITOUS)
    assert w["evolved"] and "storm" in w["keywords"]
    assert sc.player("a")["evolve_deck"] == [f"{VIRTUOUS} (face up)"]


def test_12_8_2_iniquitous_lindworm_ignores_ward_and_has_storm():
    sc = make({"field": [{"card": LINDWORM, "evolved": INIQUITOUS, "entered_this_turn": True},
                         "Fighter"],
               "evolve_deck": [VIRTUOUS]},
              {"field": [{"card": "Goliath", "keywords": ["ward"], "engaged": True}]})
    acts = sc.legal_actions()
    assert "attack Fighter -> leader" not in acts              # Ward binds the Fighter
    attacks = [a for a in acts if a.startswith(f"attack {INIQUITOUS}")]
    assert any(a.endswith("-> leader") for a in attacks)


def test_7_4_1_virtuous_lindworm_has_ward_heals_6_and_draws_3_at_your_end_phase():
    sc = make({"leader": 10, "field": [{"card": LINDWORM, "evolved": VIRTUOUS}],
               "evolve_deck": [VIRTUOUS], "deck": ["Goliath"] * 8})
    assert "ward" in card(sc, "a", VIRTUOUS)["keywords"]
    sc.dictate(("ward", False))
    sc.end_turn()
    assert sc.player("a")["leader"] == 16 and sc.zone("a", "hand") == ["Goliath"] * 3


# ------------------------------------------------------------ Dragonplate Warrior

def test_13_4_1_dragonplate_warrior_recovers_2_pp_with_overflow():
    sc = make({"pp": 5, "max_pp": 7, "hand": [WARRIOR]})
    sc.apply(f"play {WARRIOR}")
    assert sc.player("a")["pp"] == 2
    sc = make({"pp": 5, "max_pp": 6, "hand": [WARRIOR]})
    sc.apply(f"play {WARRIOR}")
    assert sc.player("a")["pp"] == 0


def test_dragonplate_warrior_deals_2_to_each_enemy_follower_for_your_dragoncraft_spell():
    sc = make({"pp": 3, "hand": [HANDSPUR, "Angelic Snipe"], "field": [WARRIOR]},
              {"field": [{"card": "Goliath", "defense_bonus": 4}, "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"play {HANDSPUR}")
    assert [c["damage"] for c in sc.field("b")] == [4, 2]
    sc.dictate(("target", "b:Goliath"))
    sc.apply("play Angelic Snipe")               # a Neutral spell: no trigger
    assert [c["damage"] for c in sc.field("b")] == [6, 2]


def test_dragonplate_warrior_does_not_trigger_during_the_opponents_turn():
    sc = make({"pp": 2, "hand": [FORCE], "field": [{"card": WARRIOR, "engaged": True}]},
              {"field": [{"card": "Goliath", "defense_bonus": 4}, "Fighter"]}, active="b")
    sc.dictate(("quick", f"play {FORCE}"), ("target", "b:Goliath"))
    sc.apply("attack Fighter -> leader")
    g = card(sc, "b", "Goliath")
    assert g["damage"] == 3 and card(sc, "b", "Fighter")["damage"] == 0


# ------------------------------------------------------------ Force of the Dragonewt

def test_force_of_the_dragonewt_deals_3_draws_then_discards():
    sc = make({"pp": 2, "hand": [FORCE, "Goliath"], "deck": [ROY, *FILL]},
              {"field": ["Fighter"]})
    sc.apply(f"play {FORCE}")
    assert sc.field("b") == []
    assert len(sc.zone("a", "hand")) == 1
    assert sorted(sc.zone("a", "hand") + sc.zone("a", "cemetery")) == \
        sorted(["Goliath", ROY, FORCE])


def test_12_3_force_of_the_dragonewt_is_quick():
    sc = make({"pp": 2, "hand": [FORCE]},
              {"field": ["Goliath", {"card": "Fighter", "engaged": False}]}, active="b")
    sc.dictate(("quick", f"play {FORCE}"), ("target", "b:Goliath"))
    sc.apply("attack Fighter -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 3


# ------------------------------------------------------------ Roy, Dragoncleaver

def test_5_7_roy_searches_a_dragoncraft_spell_of_base_cost_2():
    deck = ["Fighter", WATERS, "Angelic Snipe", FORCE, "Goliath"]
    sc = make({"pp": 3, "hand": [ROY], "deck": deck})
    sc.apply(f"play {ROY}")
    assert sc.zone("a", "hand") == [FORCE]


def test_10_2_1_3_evolved_roy_deals_5_to_a_wyrmkin_follower_else_2():
    sc = make({"pp": 1, "field": [ROY], "evolve_deck": [ROY]}, {"field": [LINDWORM]})
    sc.apply(f"evolve {ROY}")
    assert card(sc, "b", LINDWORM)["damage"] == 5
    sc = make({"pp": 1, "field": [ROY], "evolve_deck": [ROY]}, {"field": ["Goliath"]})
    sc.apply(f"evolve {ROY}")
    assert card(sc, "b", "Goliath")["damage"] == 2


# ------------------------------------------------------------ Galua of Two Breaths

def test_10_4_7_galua_pays_2_more_to_destroy_an_enemy_card():
    sc = make({"pp": 6, "hand": [GALUA]}, {"field": ["Path to Purgatory", "Goliath"]})
    sc.dictate(("pay", True), ("target", "b:Path to Purgatory"))
    sc.apply(f"play {GALUA}")
    assert names(sc.field("b")) == ["Goliath"] and sc.player("a")["pp"] == 0
    sc = make({"pp": 5, "hand": [GALUA]}, {"field": ["Goliath"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {GALUA}")                    # 1 PP left: the cost can't be paid
    assert names(sc.field("b")) == ["Goliath"] and sc.player("a")["pp"] == 1


# ------------------------------------------------------------ Waters of the Megalorca

def test_13_4_1_waters_of_the_megalorca_summons_two_with_overflow():
    sc = make({"pp": 1, "max_pp": 7, "hand": [WATERS]})
    sc.apply(f"play {WATERS}")
    assert names(sc.field("a")) == ["Megalorca", "Megalorca"]
    sc = make({"pp": 1, "max_pp": 6, "hand": [WATERS]})
    sc.apply(f"play {WATERS}")
    assert names(sc.field("a")) == ["Megalorca"]


# ------------------------------------------------------------ Heroic Dragonslayer

def test_13_4_1_heroic_dragonslayer_gains_2_attack_with_overflow():
    sc = make({"pp": 2, "max_pp": 7, "hand": [SLAYER]})
    sc.apply(f"play {SLAYER}")
    assert card(sc, "a", SLAYER)["attack"] == 3
    sc = make({"pp": 2, "max_pp": 6, "hand": [SLAYER]})
    sc.apply(f"play {SLAYER}")
    assert card(sc, "a", SLAYER)["attack"] == 1


def test_12_6_evolved_heroic_dragonslayer_deals_its_attack():
    sc = make({"pp": 1, "field": [{"card": SLAYER, "attack_bonus": 2}],
               "evolve_deck": [SLAYER]}, {"field": [{"card": "Goliath", "defense_bonus": 4}]})
    sc.apply(f"evolve {SLAYER}")
    assert card(sc, "a", SLAYER)["attack"] == 4
    assert card(sc, "b", "Goliath")["damage"] == 4


# ------------------------------------------------------------ Dragonclad Blademaster

def test_8_3_blademaster_activates_with_3_draconic_duelist_cards_on_your_field():
    sc = make({"field": [BLADEMASTER, ROY, "Fighter"]}, {"field": ["Goliath"]})
    assert f"activate {BLADEMASTER} #1" not in sc.legal_actions()
    sc = make({"field": [BLADEMASTER, ROY, {"card": ROY, "evolved": True}],
               "evolve_deck": [ROY]}, {"field": ["Goliath"]})
    assert f"activate {BLADEMASTER} #1" in sc.legal_actions()
    sc.apply(f"activate {BLADEMASTER} #1")
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert card(sc, "a", BLADEMASTER)["engaged"]                      # 10.4.6
    assert f"activate {BLADEMASTER} #1" not in sc.legal_actions()


# ------------------------------------------------------------ Drakewing Assassin

def test_drakewing_assassin_deals_the_dragoncraft_spells_in_your_cemetery():
    sc = make({"pp": 3, "hand": [ASSASSIN],
               "cemetery": [HANDSPUR, FORCE, WATERS, "Angelic Snipe", ROY]},
              {"field": [{"card": "Goliath", "defense_bonus": 4}]})
    sc.apply(f"play {ASSASSIN}")
    assert card(sc, "b", "Goliath")["damage"] == 3


# ------------------------------------------------------------ Coda, Dragon's Handspur

def test_5_4_2_1_coda_summons_a_dragon():
    sc = make({"pp": 4, "hand": [CODA]})
    sc.apply(f"play {CODA}")
    assert names(sc.field("a")) == [CODA, "Dragon"]


def test_dragons_handspur_deals_2_and_draws():
    sc = make({"pp": 2, "hand": [HANDSPUR], "deck": [ROY, *FILL]}, {"field": ["Goliath"]})
    sc.apply(f"play {HANDSPUR}")
    assert card(sc, "b", "Goliath")["damage"] == 2 and sc.zone("a", "hand") == [ROY]
