"""Flow (a spell played from the trash for its Flow cost, then banished: 414),
unit tokens played to a place (179.1.a, 352.2.a), the Shadow Clone's attack
trigger, and the static and triggered text of the Zed, Shen, Rumble, Lee Sin
and Master Yi precons' cards, through the scenario API."""
from test_rb_spells import RUNE, names, pos


def mixed(*domains):
    return [RUNE[d] for d in domains]


# ------------------------------------------------------------------ Flow
def test_414_perfect_execution_flows_from_the_trash_then_is_banished(rb_position):
    sc = rb_position(pos([], runes=4, a=[{"card": "Pit Rookie", "at": "base", "exhausted": True}],
                         ax={"trash": ["Perfect Execution"]}))
    assert "flow Perfect Execution" in sc.legal_actions()
    sc.apply("flow Perfect Execution")
    assert sc.units("a")[0]["exhausted"] is False                # readied
    assert sc.zone("a", "trash") == [] and sc.banished("a") == 1  # banished, not trashed
    # the fury Power: a rune recycled (exhausted for 1 Energy on its way), 2 more exhausted
    assert [ex for _, ex in sc.runes("a")] == [False, True, True]
    assert sc.broken_invariant() == 0


def test_flow_needs_its_flow_cost_not_the_spells_cost(rb_position):
    sc = rb_position(pos([], runes=2, a=[("Pit Rookie", "base")],
                         ax={"trash": ["Perfect Execution"]}))
    assert "flow Perfect Execution" not in sc.legal_actions()   # 3 Energy + 1 Power: 3 runes


def test_death_mark_burns_3_and_plays_a_shadow_clone_then_flows_for_1_and_2_any(rb_position):
    sc = rb_position(pos(["Death Mark"], runes=5,
                         ax={"runes": mixed("fury", "chaos", "calm", "calm", "calm"),
                             "deck": ["Sea Monkey"] * 5}))
    sc.dictate_location("base").apply("cast Death Mark")
    assert sc.zone("a", "trash") == ["Sea Monkey"] * 3 + ["Death Mark"]
    assert names(sc.units("a")) == ["Shadow Clone"] and sc.units("a")[0]["at"] == "base"
    sc.apply("flow Death Mark")                                   # 1 Energy + 2 of any domain
    assert names(sc.units("a")) == ["Shadow Clone", "Shadow Clone"]
    assert sc.banished("a") == 1 and "Death Mark" not in sc.zone("a", "trash")
    assert sc.broken_invariant() == 0


def test_shadow_clone_banishes_a_unit_from_the_trash_for_assault_4_when_it_attacks(rb_position):
    sc = rb_position(pos([], a=[("Shadow Clone", "base")], b=[("Pit Rookie", 1)],
                         ax={"trash": ["Sea Monkey", "Incinerate"]}))
    sc.apply("move Shadow Clone to Startipped Peak")
    assert sc.units("b") == []                                   # 0 + Assault 4 kills the Rookie
    assert sc.zone("a", "trash") == ["Incinerate"] and sc.banished("a") == 1
    assert sc.control(1) == "a" and sc.broken_invariant() == 0


def test_shadow_clone_without_a_unit_in_the_trash_deals_no_damage(rb_position):
    sc = rb_position(pos([], a=[("Shadow Clone", "base")], b=[("Pit Rookie", 1)]))
    sc.apply("move Shadow Clone to Startipped Peak")
    assert names(sc.units("b")) == ["Pit Rookie"] and sc.units("a") == []


def test_twilight_shroud_the_unit_cannot_be_chosen_by_enemy_spells(rb_position):
    spec = pos(["Twilight Shroud"], domain="calm", runes=2, a=[("Pit Rookie", 0)],
               bx={"hand": ["Incinerate"], "runes": ["Fury Rune"] * 4})
    sc = rb_position(spec)
    sc.apply("cast Twilight Shroud")
    assert sc.mights("a")[0]["might"] == 3                       # +1 this turn
    sc.S[sc.st.G_ACTIVE] = 1                                     # b looks for a target
    assert "cast Incinerate" not in sc.legal_actions()


def test_lacerate_disempowers_then_kills_a_unit_of_3_might_or_less(rb_position):
    sc = rb_position(pos(["Lacerate"], domain="order", runes=4, b=[("Pit Rookie", 1)]))
    sc.apply("cast Lacerate")
    assert sc.units("b") == []
    sc = rb_position(pos(["Lacerate"], domain="order", runes=4, b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Lacerate")
    assert names(sc.units("b")) == ["Vanguard Sergeant"]         # 4 Might: it lives


def test_dragon_form_sets_a_units_base_might_to_5_this_turn(rb_position):
    sc = rb_position(pos(["Dragon Form"], domain="order", runes=3, a=[("Pit Rookie", 0)]))
    sc.apply("cast Dragon Form")
    assert sc.mights("a")[0]["might"] == 5
    sc.end_turn()
    assert sc.mights("a")[0]["might"] == 2


def test_430_shadow_dash_moves_an_enemy_into_my_pair_which_gets_plus_1_and_wins(rb_position):
    sc = rb_position(pos(["Shadow Dash"], domain="calm", runes=3,
                         a=[("Pit Rookie", 0), ("Pit Rookie", 0)],
                         b=[("Vanguard Sergeant", "base")]))
    sc.apply("cast Shadow Dash")
    assert sc.units("b") == []                       # it attacked the pair (3 + 3) and died
    assert [(u["card"], u["plus"]) for u in sc.mights("a")] == [("Pit Rookie", 1)]
    assert sc.control(0) == "a" and sc.broken_invariant() == 0


def test_greedy_pilot_casts_a_flow_spell_from_the_trash(rb_position):
    sc = rb_position(pos([], domain="order", runes=4, b=[("Pit Rookie", 1)],
                         ax={"trash": ["Lacerate"]}))
    sc.play_actions("greedy")
    assert sc.units("b") == [] and sc.banished("a") == 1


# ------------------------------------------------------------------ tokens
def test_352_2_a_recruit_the_vanguard_plays_its_tokens_to_a_battlefield_i_control(rb_position):
    sc = rb_position(pos(["Recruit the Vanguard"], domain="order", runes=6))
    sc.dictate_location(0).apply("cast Recruit the Vanguard")
    assert [u["at"] for u in sc.units("a")] == [0, 0, 0, 0]
    assert sc.broken_invariant() == 0


def test_viktor_herald_plays_its_recruit_at_a_battlefield_i_control(rb_position):
    sc = rb_position(pos([], domain="order", runes=2,
                         ax={"legend": "Viktor, Herald of the Arcane"}))
    sc.dictate_location(0).apply("use Viktor, Herald of the Arcane")
    assert sc.units("a") == [{"card": "Recruit // Buff", "at": 0, "exhausted": True, "damage": 0}]


def test_royal_guard_plays_a_sand_soldier_where_it_is_played(rb_position):
    sc = rb_position(pos(["Royal Guard"], domain="order", runes=4))
    sc.apply("play Royal Guard to Void Gate")
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Royal Guard", 0),
                                                             ("Sand Soldier", 0)]


def test_production_surge_costs_2_less_with_a_mech_and_plays_a_mech_and_draws(rb_position):
    sc = rb_position(pos(["Production Surge"], domain="mind", runes=2))
    assert "cast Production Surge" not in sc.legal_actions()
    sc = rb_position(pos(["Production Surge"], domain="mind", runes=2, a=[("Mech", "base")]))
    sc.apply("cast Production Surge")
    assert names(sc.units("a")) == ["Mech", "Mech"] and sc.zone("a", "hand") == ["Sea Monkey"]


def test_734_ferrous_forerunner_deathknell_plays_two_mechs_to_the_base(rb_position):
    sc = rb_position(pos(["Incinerate"], runes=2,
                         a=[{"card": "Ferrous Forerunner", "at": 0, "damage": 5}]))
    sc.dictate_target("a", "Ferrous Forerunner").apply("cast Incinerate")
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Mech", "base"), ("Mech", "base")]
    assert sc.broken_invariant() == 0


def test_734_carrion_dredger_deathknell_plays_a_bird_with_deflect(rb_position):
    sc = rb_position(pos(["Incinerate"], runes=2, a=[("Carrion Dredger", 0)]))
    sc.dictate_target("a", "Carrion Dredger").apply("cast Incinerate")
    assert names(sc.units("a")) == ["Bird"]
    from decksim.core.riftbound.tables import C_DEFLECT
    assert sc.cp.CT[sc.cp.row(sc.pool.lookup("Bird")), C_DEFLECT] == 1


def test_rumble_scrapper_gives_mechs_plus_1_and_plays_a_mech_when_it_holds(rb_position):
    sc = rb_position(pos([], a=[("Rumble, Scrapper", 0)]))
    assert sc.mights("a")[0]["might"] == 5                       # a Mech itself
    sc.start_turn()                                              # holds Void Gate
    assert [(m["card"], m["might"]) for m in sc.mights("a")] == [("Rumble, Scrapper", 5),
                                                                 ("Mech", 4)]


def test_magma_wurm_other_friendly_units_enter_ready(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", a=[("Magma Wurm", "base")]))
    sc.apply("play Pit Rookie to base")
    assert sc.units("a")[1]["exhausted"] is False


def test_zed_from_the_shadows_paying_the_discard_plays_a_shadow_clone(rb_position):
    sc = rb_position(pos(["Zed, From the Shadows", "Sea Monkey"], runes=5))
    sc.dictate_location("base").apply("play Zed, From the Shadows to base paying the extra cost")
    assert names(sc.units("a")) == ["Zed, From the Shadows", "Shadow Clone"]
    assert sc.zone("a", "trash") == ["Sea Monkey"]
    sc = rb_position(pos(["Zed, From the Shadows", "Sea Monkey"], runes=5))
    sc.apply("play Zed, From the Shadows to base")
    assert names(sc.units("a")) == ["Zed, From the Shadows"]


# ------------------------------------------------------------------ static and triggered
def test_lee_sin_centered_gives_other_buffed_units_at_its_battlefield_plus_2(rb_position):
    sc = rb_position(pos([], a=[("Lee Sin, Centered", 0), ("Pit Rookie", 0), ("Pit Rookie", 0)]))
    sc.S[sc.st.uo(0, 1) + sc.st.U_BUFF] = 1
    assert [m["might"] for m in sc.mights("a")] == [6, 5, 2]     # 2 + buff + 2; unbuffed: 2


def test_master_yi_legend_a_unit_defending_alone_gets_plus_2(rb_position):
    spec = pos([], a=[("Pit Rookie", 0)], b=[("Pit Rookie", "base")],
               ax={"legend": "Master Yi, Wuju Bladesman"})
    spec["active"] = "b"
    sc = rb_position(spec)
    sc.apply("move Pit Rookie to Void Gate")
    assert names(sc.units("a")) == ["Pit Rookie"]                # 2 + 2 = 4: it lives
    assert sc.units("b") == [] and sc.control(0) == "a"


def test_741_shen_legend_gives_tank_and_kinkou_temple_gives_tank_units_plus_1(rb_position):
    spec = pos([], a=[("Pit Rookie", 0), ("Vanguard Sergeant", 0)],
               ax={"legend": "Shen, Eye of Twilight"})
    spec["battlefields"][0]["card"] = "Kinkou Temple"
    sc = rb_position(spec)
    sc.dictate_target("a", "Pit Rookie").apply("use Shen, Eye of Twilight")
    assert [(m["might"], m["tank"]) for m in sc.mights("a")] == [(3, True), (4, False)]
    assert "use Shen, Eye of Twilight" not in sc.legal_actions()  # exhausted


def test_blade_twirler_first_move_each_turn_a_player_burns_1(rb_position):
    sc = rb_position(pos([], a=[("Blade Twirler", "base")], control=("a", None),
                         bx={"deck": ["Pit Rookie"] * 3}))
    sc.apply("move Blade Twirler to Void Gate")
    assert sc.zone("b", "trash") == ["Pit Rookie"]               # the greedy pick: the opponent
    sc.S[sc.st.uo(0, 0) + sc.st.U_EXH] = 0
    sc.apply("move Blade Twirler to base")
    assert sc.zone("b", "trash") == ["Pit Rookie"]               # not the second move


def test_monastery_of_hirana_conquered_spends_a_buff_to_draw(rb_position):
    spec = pos([], a=[("Pit Rookie", "base")], control=("a", None))
    spec["battlefields"][1]["card"] = "Monastery of Hirana"
    sc = rb_position(spec)
    sc.S[sc.st.uo(0, 0) + sc.st.U_BUFF] = 1
    sc.apply("move Pit Rookie to Monastery of Hirana")
    assert sc.zone("a", "hand") == ["Sea Monkey"] and sc.mights("a")[0]["buff"] == 0


def test_443_1_d_4_trapping_grounds_conquered_with_3_excess_damage_plays_a_bird(rb_position):
    spec = pos([], a=[("Vanguard Sergeant", "base")], b=[("Carrion Dredger", 1)])
    spec["battlefields"][1]["card"] = "Trapping Grounds"
    sc = rb_position(spec)
    sc.dictate_location(1).apply("move Vanguard Sergeant to Trapping Grounds")
    assert sc.control(1) == "a"                                   # 4 on a 1-Might unit: 3 excess
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Vanguard Sergeant", 1),
                                                             ("Bird", 1)]


def test_trapping_grounds_with_less_excess_plays_no_bird(rb_position):
    spec = pos([], a=[("Vanguard Sergeant", "base")], b=[("Pit Rookie", 1)])
    spec["battlefields"][1]["card"] = "Trapping Grounds"
    sc = rb_position(spec)
    sc.apply("move Vanguard Sergeant to Trapping Grounds")       # 4 on 2 Might: 2 excess
    assert names(sc.units("a")) == ["Vanguard Sergeant"] and sc.control(1) == "a"
