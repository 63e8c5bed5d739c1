"""The last precon cards through the scenario API: a card played from the trash when
its player discards it (Flame Chompers: 409.1.b, a Limited Play, 406.3)."""
from test_rb_spells import names, pos


# ------------------------------------------------------------------ Flame Chompers

def test_409_1_b_406_3_discarded_flame_chompers_is_played_for_a_fury_power(rb_position):
    sc = rb_position(pos(["Chemtech Enforcer", "Flame Chompers"], runes=3, control=(None, None)))
    sc.apply("play Chemtech Enforcer to base")
    assert sc.zone("a", "trash") == [] and sc.zone("a", "hand") == []
    assert names(sc.units("a")) == ["Chemtech Enforcer", "Flame Chompers"]
    chompers = sc.units("a")[1]
    assert chompers["at"] == "base" and chompers["exhausted"]     # 142.4: enters exhausted
    assert len(sc.runes("a")) == 2                  # a Fury rune recycled for its Power
    assert sc.broken_invariant() == 0


def test_409_1_b_flame_chompers_stays_in_the_trash_without_fury_power(rb_position):
    sc = rb_position(pos(["Chemtech Enforcer", "Flame Chompers"], domain="calm", runes=3,
                         control=(None, None)))
    sc.apply("play Chemtech Enforcer to base")
    assert sc.zone("a", "trash") == ["Flame Chompers"]
    assert names(sc.units("a")) == ["Chemtech Enforcer"] and len(sc.runes("a")) == 3
    assert sc.broken_invariant() == 0


def test_greedy_discards_flame_chompers_before_a_costlier_card(rb_position):
    sc = rb_position(pos(["Chemtech Enforcer", "Brazen Buccaneer", "Flame Chompers"], runes=3,
                         control=(None, None)))
    sc.apply("play Chemtech Enforcer to base")
    assert sc.zone("a", "hand") == ["Brazen Buccaneer"]
    assert names(sc.units("a")) == ["Chemtech Enforcer", "Flame Chompers"]


def test_random_pilot_may_decline_to_play_flame_chompers(rb_position):
    seen = set()
    for seed in range(12):
        spec = pos(["Chemtech Enforcer", "Flame Chompers"], runes=3, control=(None, None))
        spec["pilots"] = {"a": "random"}
        sc = rb_position(spec, seed=seed)
        sc.apply("play Chemtech Enforcer to base")
        seen.add(len(sc.units("a")))
        assert sc.broken_invariant() == 0
    assert seen == {1, 2}
