"""Moves made by card text (407, 427): to a unit's base or from it to a
battlefield, which the moved unit's controller then contests once the effect
is done (428-431): a combat with the other player's units there, the mover
attacking, else a conquest. Through the scenario API."""
from test_rb_spells import names, pos


def test_430_charm_moves_an_enemy_from_its_base_into_my_defenders_and_it_dies(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", runes=2, a=[("Vanguard Sergeant", 0)],
                         b=[("Pit Rookie", "base")]))
    sc.dictate_location(0).apply("cast Charm")
    assert sc.units("b") == []                                   # it attacked the Sergeant
    assert sc.units("a")[0]["damage"] == 0                       # healed after combat (444.1.a.1)
    assert sc.control(0) == "a" and sc.points("b") == 0
    assert sc.broken_invariant() == 0


def test_428_an_enemy_moved_into_my_weaker_unit_conquers_my_battlefield(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", runes=2, a=[("Pit Rookie", 0)],
                         b=[("Vanguard Sergeant", "base")]))
    sc.dictate_location(0).apply("cast Charm")
    assert sc.units("a") == [] and sc.control(0) == "b" and sc.points("b") == 1


def test_429_an_enemy_moved_to_an_empty_open_battlefield_conquers_it(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", runes=2, control=("a", None),
                         b=[("Pit Rookie", "base")]))
    sc.dictate_location(1).apply("cast Charm")
    assert sc.units("b")[0]["at"] == 1 and sc.control(1) == "b" and sc.points("b") == 1


def test_407_charm_moves_an_enemy_at_a_battlefield_to_its_base(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", runes=2, b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Charm")                                        # the greedy pick: home
    assert sc.units("b")[0]["at"] == "base" and sc.control(1) is None     # 322.6


def test_skyward_strike_moves_an_enemy_unit(rb_position):
    sc = rb_position(pos(["Skyward Strike"], domain="calm", runes=3, b=[("Pit Rookie", 1)]))
    sc.apply("cast Skyward Strike")
    assert sc.units("b")[0]["at"] == "base"


def test_twilight_step_moves_my_exhausted_unit_to_conquer_an_open_battlefield(rb_position):
    sc = rb_position(pos(["Twilight Step"], domain="chaos", runes=3, control=("a", None),
                         a=[{"card": "Pit Rookie", "at": "base", "exhausted": True}]))
    sc.apply("cast Twilight Step")                                # no Standard Move needed
    assert sc.units("a")[0]["at"] == 1 and sc.control(1) == "a" and sc.points("a") == 1
    assert sc.broken_invariant() == 0


def test_twilight_step_picks_only_units_of_3_might_or_less(rb_position):
    sc = rb_position(pos(["Twilight Step"], domain="chaos", runes=3,
                         a=[("Vanguard Sergeant", "base")]))
    assert "cast Twilight Step" not in sc.legal_actions() or sc.units("b") == []
    sc = rb_position(pos(["Twilight Step"], domain="chaos", runes=3,
                         a=[("Vanguard Sergeant", "base")], b=[("Vanguard Sergeant", 1)]))
    assert "cast Twilight Step" not in sc.legal_actions()


def test_twilight_step_flows_from_the_trash_for_4_and_a_chaos_power(rb_position):
    sc = rb_position(pos([], domain="chaos", runes=4, control=("a", None),
                         a=[{"card": "Pit Rookie", "at": "base", "exhausted": True}],
                         ax={"trash": ["Twilight Step"]}))
    sc.apply("flow Twilight Step")
    assert sc.control(1) == "a" and sc.banished("a") == 1


def test_blade_twirler_moved_by_an_effect_triggers_its_first_move(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", runes=2, control=("a", None),
                         ax={"deck": ["Sea Monkey"] * 3},
                         b=[("Blade Twirler", "base")], bx={"deck": ["Pit Rookie"] * 3}))
    sc.dictate_location(1).apply("cast Charm")
    assert sc.zone("a", "trash") == ["Charm", "Sea Monkey"]     # b's greedy pick: its opponent
    assert sc.units("b")[0]["at"] == 1                           # and it conquered the Peak


def test_amateur_recital_held_moves_an_enemy_at_a_battlefield_to_its_base(rb_position):
    spec = pos([], a=[("Pit Rookie", 0)], b=[("Vanguard Sergeant", 1)])
    spec["battlefields"][0]["card"] = "Amateur Recital"
    sc = rb_position(spec)
    sc.start_turn()
    assert sc.units("b")[0]["at"] == "base" and sc.control(1) is None
    assert sc.broken_invariant() == 0


def test_amateur_recital_may_move_nothing(rb_position):
    spec = pos([], a=[("Pit Rookie", 0)])
    spec["battlefields"][0]["card"] = "Amateur Recital"
    sc = rb_position(spec)
    sc.start_turn()
    assert sc.units("a")[0]["at"] == 0                           # "you may": it keeps its own


def test_random_pilot_plays_moves_and_flow_legally(rb_position):
    sc = rb_position(pos(["Charm", "Twilight Step"], domain="calm", runes=8,
                         a=[("Pit Rookie", "base")], b=[("Pit Rookie", "base")],
                         ax={"trash": ["Perfect Execution"]}))
    for seed in range(3):
        s2 = sc.copy()
        s2.play_actions("random")
        assert s2.broken_invariant() == 0
    assert names(sc.units("a")) == ["Pit Rookie"]
