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


# ------------------------------------------------------------------ Zed, Without a Sound

ZED = "Zed, Without a Sound"


def zed_pos(a, control=("a", "b"), runes=2, b=()):
    return pos([], a=a, b=b, domain="chaos", runes=runes, control=control)


def test_zed_conquers_and_plays_a_shadow_clone_at_its_base(rb_position):
    sc = rb_position(zed_pos([(ZED, "base")], control=(None, "b")))
    sc.apply(f"move {ZED} to Void Gate")
    assert sc.control(0) == "a"
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [(ZED, 0),
                                                             ("Shadow Clone", "base")]
    assert sc.broken_invariant() == 0


def test_407_zed_and_a_shadow_clone_swap_locations_for_1_and_a_chaos_power(rb_position):
    sc = rb_position(zed_pos([(ZED, "base"), ("Shadow Clone", 0)]))
    sc.apply(f"use {ZED}")
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [(ZED, 0),
                                                             ("Shadow Clone", "base")]
    assert not sc.units("a")[0]["exhausted"]        # an effect's move: no exhausting (407)
    assert len(sc.runes("a")) == 1                  # a Chaos rune recycled, the other spent
    assert sc.control(0) == "a" and sc.broken_invariant() == 0


def test_428_zed_swapped_to_an_open_battlefield_conquers_it_and_plays_a_clone(rb_position):
    sc = rb_position(zed_pos([(ZED, "base"), ("Shadow Clone", 0)], control=(None, "b")))
    sc.apply(f"use {ZED}")                          # the clone stood there uncontrolled
    assert sc.control(0) == "a"
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [
        (ZED, 0), ("Shadow Clone", "base"), ("Shadow Clone", "base")]
    assert sc.broken_invariant() == 0


def test_430_zed_swapped_in_fights_the_enemy_units_there(rb_position):
    sc = rb_position(zed_pos([(ZED, "base"), ("Shadow Clone", 1)], control=(None, "b"),
                             b=[("Pit Rookie", 1)]))
    sc.apply(f"use {ZED}")
    assert sc.units("b") == [] and sc.control(1) == "a"     # 5 Might beats 2: conquered
    assert [u["card"] for u in sc.units("a")] == [ZED, "Shadow Clone", "Shadow Clone"]
    assert sc.broken_invariant() == 0


def test_zeds_swap_needs_a_shadow_clone_elsewhere_and_its_cost(rb_position):
    assert f"use {ZED}" not in rb_position(zed_pos([(ZED, "base")])).legal_actions()
    same = zed_pos([(ZED, "base"), ("Shadow Clone", "base")])
    assert f"use {ZED}" not in rb_position(same).legal_actions()
    fury = pos([], a=[(ZED, "base"), ("Shadow Clone", 0)], domain="fury", runes=2)
    assert f"use {ZED}" not in rb_position(fury).legal_actions()     # no Chaos Power


def test_greedy_swaps_zed_from_its_base_into_a_clones_battlefield(rb_position):
    sc = rb_position(zed_pos([{"card": ZED, "at": "base", "exhausted": True},
                              ("Shadow Clone", 0)]))
    sc.play_actions("greedy")
    assert (sc.units("a")[0]["card"], sc.units("a")[0]["at"]) == (ZED, 0)   # swapped in
    assert len(sc.runes("a")) == 1


# ------------------------------------------------------------------ Udyr, Wildman

UDYR = "Udyr, Wildman"


def udyr(sc, column="U_BUFF", value=1):
    sc.S[sc.st.uo(0, 0) + getattr(sc.st, column)] = value      # a's first unit: Udyr


def udyr_uses(sc):
    return sorted(x for x in sc.legal_actions() if x.startswith(f"use {UDYR}"))


def test_701_udyr_spends_its_buff_to_deal_2_to_a_unit_at_a_battlefield(rb_position):
    sc = rb_position(pos([], a=[(UDYR, "base")], b=[("Pit Rookie", 1)], domain="body"))
    udyr(sc)
    assert udyr_uses(sc) == [f"use {UDYR} mode {k}" for k in (1, 2, 3, 4)]
    sc.apply(f"use {UDYR} mode 1")
    assert sc.units("b") == [] and sc.zone("b", "trash") == ["Pit Rookie"]
    assert sc.S[sc.st.uo(0, 0) + sc.st.U_BUFF] == 0            # the buff spent
    assert udyr_uses(sc) == [] and sc.broken_invariant() == 0   # no buff left to spend


def test_udyr_chooses_each_mode_once_a_turn(rb_position):
    sc = rb_position(pos([], a=[(UDYR, 0)], b=[("Vanguard Sergeant", 1)], domain="body"))
    udyr(sc)
    sc.apply(f"use {UDYR} mode 2")                             # 410: stun
    assert sc.S[sc.st.uo(1, 0) + sc.st.U_STUN] == 1
    udyr(sc)                                                   # buffed again
    assert udyr_uses(sc) == [f"use {UDYR} mode {k}" for k in (1, 3, 4)]
    sc.apply(f"use {UDYR} mode 4")                             # Ganking this turn
    assert sc.S[sc.st.uo(0, 0) + sc.st.U_GANK] == 1
    assert "move Udyr, Wildman to Startipped Peak" in sc.legal_actions()    # 736
    udyr(sc)
    assert udyr_uses(sc) == [f"use {UDYR} mode {k}" for k in (1, 3)]
    sc.end_turn()                                              # 317: the choices expire
    assert sc.S[sc.st.uo(0, 0) + sc.st.U_MODES] == 0


def test_402_udyr_readies_itself_spending_its_buff(rb_position):
    sc = rb_position(pos([], a=[{"card": UDYR, "at": "base", "exhausted": True}],
                         domain="body"))
    assert udyr_uses(sc) == []                                 # no buff: no ability
    udyr(sc)
    assert udyr_uses(sc) == [f"use {UDYR} mode {k}" for k in (3, 4)]   # no unit at a bf
    sc.apply(f"use {UDYR} mode 3")
    assert not sc.units("a")[0]["exhausted"] and sc.broken_invariant() == 0


def test_greedy_udyr_spends_its_buff_to_kill_an_enemy_at_a_battlefield(rb_position):
    sc = rb_position(pos([], a=[{"card": UDYR, "at": 0, "exhausted": True}],
                         b=[("Pit Rookie", 1)], domain="body"))
    udyr(sc)
    sc.play_actions("greedy")
    assert sc.units("b") == []


# ------------------------------------------------------------------ Rumble, Hotheaded

RUMBLE = "Rumble, Hotheaded"


def attacking_might(sc, side, i):
    from decksim.core.riftbound.board import ROLE_ATTACKER, might
    return int(might(sc.S, sc.cp.CT, 0 if side == "a" else 1, i, ROLE_ATTACKER))


def test_733_rumbles_mechs_have_assault_1(rb_position):
    alone = rb_position(pos([], a=[("Mech", "base")]))
    both = rb_position(pos([], a=[("Mech", "base"), (RUMBLE, "base"), ("Pit Rookie", "base")]))
    assert attacking_might(alone, "a", 0) == 3
    assert attacking_might(both, "a", 0) == 4                  # the Mech token
    assert attacking_might(both, "a", 1) == 5                  # Rumble is a Mech too
    assert attacking_might(both, "a", 2) == 2                  # not a Mech


def test_403_rumble_conquers_recycles_a_unit_to_play_a_mech_from_the_trash(rb_position):
    sc = rb_position(pos([], a=[(RUMBLE, "base"), ("Pit Rookie", "base")], runes=5,
                         control=(None, "b"), ax={"trash": ["Mega-Mech"]}))
    sc.apply(f"move {RUMBLE} to Void Gate")
    assert sc.control(0) == "a"
    assert names(sc.units("a")) == [RUMBLE, "Mega-Mech"]       # 7 less Pit Rookie's 2
    assert sc.zone("a", "trash") == [] and sc.zone("a", "deck")[-1] == "Pit Rookie"
    assert all(exhausted for _, exhausted in sc.runes("a"))     # 5 Energy paid
    assert sc.broken_invariant() == 0


def test_403_rumble_recycling_a_token_makes_it_cease_to_exist(rb_position):
    sc = rb_position(pos([], a=[(RUMBLE, "base"), ("Mech", "base")], runes=4,
                         control=(None, "b"), ax={"trash": ["Mega-Mech"]}))
    sc.apply(f"move {RUMBLE} to Void Gate")
    assert names(sc.units("a")) == [RUMBLE, "Mega-Mech"]       # 7 less the token's 3
    assert "Mech" not in sc.zone("a", "deck") and sc.broken_invariant() == 0


def test_rumble_plays_no_mech_it_cannot_pay(rb_position):
    sc = rb_position(pos([], a=[(RUMBLE, "base"), ("Pit Rookie", "base")], runes=2,
                         control=(None, "b"), ax={"trash": ["Mega-Mech"]}))
    sc.apply(f"move {RUMBLE} to Void Gate")
    assert names(sc.units("a")) == [RUMBLE, "Pit Rookie"]
    assert sc.zone("a", "trash") == ["Mega-Mech"] and sc.broken_invariant() == 0


def test_greedy_rumble_declines_a_trade_that_gains_no_might(rb_position):
    sc = rb_position(pos([], a=[(RUMBLE, "base"), ("Pit Rookie", "base")], runes=5,
                         control=(None, "b"), ax={"trash": ["Gem Jammer"]}))
    sc.apply(f"move {RUMBLE} to Void Gate")                    # 2 Might for 2: no gain
    assert names(sc.units("a")) == [RUMBLE, "Pit Rookie"]
