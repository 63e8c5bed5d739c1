"""The last gear and cost cards of the precons through the scenario API: Fading Memories
giving a gear Temporary (742), Assembly Rig's activated ability, Ravenbloom Prefect
banishing a gear (414), Blast Cone's move and stun, Mistfall readying a buffed unit,
Keeper of Law's Energy and Power discount."""
from test_rb_spells import pos


def test_742_fading_memories_gives_an_enemy_gear_temporary_killed_at_its_beginning(rb_position):
    sc = rb_position(pos(["Fading Memories"], domain="chaos", runes=6,
                         b=[("Pit Rookie", 1)], bx={"gear": ["Assembly Rig"]}))
    sc.dictate_gear_target("b", "Assembly Rig").apply("cast Fading Memories")
    assert sc.temporary_gear("b") == ["Assembly Rig"]
    assert [u["card"] for u in sc.units("b")] == ["Pit Rookie"]
    sc.end_turn()
    sc.start_turn()                                      # b's Beginning Phase: the gear dies
    assert sc.gear("b") == []
    assert "Assembly Rig" in sc.zone("b", "trash")
    assert sc.broken_invariant() == 0


def test_742_greedy_fading_memories_takes_an_enemy_gear_costlier_than_the_unit(rb_position):
    sc = rb_position(pos(["Fading Memories"], domain="chaos", runes=6,
                         b=[("Pit Rookie", 1)], bx={"gear": ["Assembly Rig"]}))
    sc.apply("cast Fading Memories")
    assert sc.temporary_gear("b") == ["Assembly Rig"]


def test_742_fading_memories_on_a_unit_at_a_battlefield_still_works(rb_position):
    sc = rb_position(pos(["Fading Memories"], domain="chaos", runes=6, b=[("Pit Rookie", 1)]))
    sc.apply("cast Fading Memories")
    sc.end_turn()
    sc.start_turn()
    assert sc.units("b") == []
    assert sc.broken_invariant() == 0


def test_403_1_a_assembly_rig_recycles_a_trash_unit_and_makes_a_3_might_mech(rb_position):
    sc = rb_position(pos(domain="fury", runes=2,
                         ax={"gear": ["Assembly Rig"], "trash": ["Incinerate", "Pit Rookie"]}))
    sc.apply("use Assembly Rig")
    assert [(m["card"], m["might"]) for m in sc.mights("a")] == [("Mech", 3)]
    assert sc.units("a")[0]["at"] == "base"
    assert sc.zone("a", "trash") == ["Incinerate"]
    assert sc.zone("a", "deck")[-1] == "Pit Rookie"       # recycled to the bottom
    assert sc.gear("a")[0]["exhausted"]
    assert sc.runes("a") == [("Fury Rune", False)]        # one Fury Rune recycled for 1 + [F]
    assert sc.broken_invariant() == 0
    assert "use Assembly Rig" not in sc.legal_actions()   # exhausted


def test_assembly_rig_needs_a_unit_card_in_the_trash(rb_position):
    sc = rb_position(pos(domain="fury", runes=2,
                         ax={"gear": ["Assembly Rig"], "trash": ["Incinerate"]}))
    assert "use Assembly Rig" not in sc.legal_actions()


def test_414_ravenbloom_prefect_banishes_itself_and_the_gear_the_opponent_plays(rb_position):
    sc = rb_position(pos(["Assembly Rig"], domain="fury", runes=4,
                         b=[("Ravenbloom Prefect", "base")]))
    sc.apply("gear Assembly Rig")
    assert sc.gear("a") == []
    assert sc.units("b") == []
    assert sc.banished("a") == 1 and sc.banished("b") == 1
    assert sc.zone("a", "trash") == [] and sc.zone("b", "trash") == []
    assert sc.broken_invariant() == 0


def test_414_greedy_prefect_keeps_a_battlefield_it_alone_holds(rb_position):
    sc = rb_position(pos(["Assembly Rig"], domain="fury", runes=4,
                         b=[("Ravenbloom Prefect", 1)]))
    sc.apply("gear Assembly Rig")
    assert sc.zone("a", "gear") == ["Assembly Rig"]
    assert [u["card"] for u in sc.units("b")] == ["Ravenbloom Prefect"]


def test_410_blast_cone_moves_an_enemy_unit_when_played_and_stuns_it(rb_position):
    sc = rb_position(pos(["Blast Cone"], domain="chaos", runes=6, b=[("Pit Rookie", 1)]))
    sc.dictate_target("b", "Pit Rookie").dictate_location("base").apply("gear Blast Cone")
    assert sc.units("b")[0]["at"] == "base"
    assert sc.mights("b")[0]["stunned"]
    assert sc.gear("a") == [{"card": "Blast Cone", "exhausted": True, "attached": None}]
    assert sc.control(1) is None                          # 322.6: left uncontrolled
    assert sc.broken_invariant() == 0


def test_413_mistfall_pays_a_body_power_to_ready_the_unit_its_player_buffs(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", runes=4,
                         a=[{"card": "Sea Monkey", "at": "base", "exhausted": True}],
                         ax={"gear": ["Mistfall"]}))
    sc.dictate_target("a", "Sea Monkey").apply("play Pit Rookie to base")
    monkey = sc.units("a")[0]
    assert monkey["card"] == "Sea Monkey" and not monkey["exhausted"]
    assert sc.mights("a")[0]["buff"] == 1
    assert sc.gear("a")[0]["exhausted"]
    assert len(sc.runes("a")) == 3                        # a Body Rune recycled
    assert sc.broken_invariant() == 0


def test_413_1_b_mistfall_sleeps_when_the_unit_already_had_a_buff(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", runes=4,
                         a=[{"card": "Sea Monkey", "at": "base", "exhausted": True}],
                         ax={"gear": ["Mistfall"]}))
    sc.S[sc.st.uo(0, 0) + sc.st.U_BUFF] = 1
    sc.dictate_target("a", "Sea Monkey").apply("play Pit Rookie to base")
    assert sc.units("a")[0]["exhausted"]
    assert not sc.gear("a")[0]["exhausted"]


def test_keeper_of_law_costs_2_energy_and_its_order_power_less_with_a_pair_held(rb_position):
    spec = pos(["Keeper of Law"], domain="order", runes=3, a=[("Sea Monkey", 0)] * 2)
    sc = rb_position(spec)
    sc.apply("play Keeper of Law to base")
    assert sc.runes("a") == [("Order Rune", True)] * 3    # 3 Energy, no Power
    assert sc.broken_invariant() == 0
    alone = rb_position(pos(["Keeper of Law"], domain="order", runes=3, a=[("Sea Monkey", 0)]))
    assert not any(a.startswith("play Keeper") for a in alone.legal_actions())


def test_416_threshold_of_the_gray_adds_1_energy_to_each_fighter_lost_at_163(rb_position):
    spec = pos(["Determined Sentry"], a=[("Sea Monkey", "base")], b=[("Pit Rookie", 1)], runes=0)
    spec["battlefields"][1] = {"card": "Threshold of the Gray", "control": "b"}
    sc = rb_position(spec)
    assert not any(x.startswith("play Determined Sentry") for x in sc.legal_actions())
    sc.apply("move Sea Monkey to Threshold of the Gray")     # a combat starts there
    assert [int(sc.S[sc.st.G_POOL + p]) for p in (0, 1)] == [1, 1]
    sc.apply("play Determined Sentry to base")               # paid from the Rune Pool (162)
    assert int(sc.S[sc.st.G_POOL]) == 0
    assert sc.broken_invariant() == 0
    sc.end_turn()
    assert int(sc.S[sc.st.G_POOL + 1]) == 0                  # 163: emptied at the turn's end
