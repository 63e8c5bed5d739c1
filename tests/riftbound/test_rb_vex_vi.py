"""The Unleashed Vex and Vi precons' cards and some battlefields and legends of the
other precons, through the scenario API: stuns on the opponent's plays and the
moves they wake (410), Level statics, XP and trash costs of activated
abilities, a battlefield's ability of the units there, effect moves and their
combats (427-430, 442.1.a.1), excess combat damage (443.1.d.4), Shield for one
combat (740), and the battlefields' play, bounce, defend, conquer and hold text."""
from test_rb_spells import RUNE, names, pos


def bfs(first, second="Startipped Peak", control=("a", "b")):
    return [{"card": first, "control": control[0]}, {"card": second, "control": control[1]}]


def unit_of(sc, side, card):
    return next(u for u in sc.mights(side) if u["card"] == card)


def set_unit(sc, side, i, column, value):
    st = sc.st
    sc.S[st.uo(0 if side == "a" else 1, i) + getattr(st, column)] = value


# ------------------------------------------------------------------ Vex precon

def test_410_vex_apathetic_stuns_a_unit_played_by_the_opponent_and_pins_it(rb_position):
    sc = rb_position(pos(["Mister Root"], domain="chaos", b=[("Vex, Apathetic", 1)]))
    sc.apply("play Mister Root to base accelerated")            # it enters ready (731)
    root = unit_of(sc, "a", "Mister Root")
    assert root["stunned"] and not sc.units("a")[0]["exhausted"]
    assert not any(x.startswith("move Mister Root") for x in sc.legal_actions())   # pinned
    sc = rb_position(pos(["Mister Root"], domain="chaos", b=[("Vex, Apathetic", "base")],
                         control=("a", None)))
    sc.apply("play Mister Root to base accelerated")            # Vex at its base: no stun
    assert not unit_of(sc, "a", "Mister Root")["stunned"]
    assert "move Mister Root to Void Gate" in sc.legal_actions()


def test_410_vex_mocking_moves_to_the_battlefield_where_its_player_stuns_an_enemy(rb_position):
    sc = rb_position(pos(["Back Off"], domain="calm", a=[("Vex, Mocking", "base")],
                         b=[("Pit Rookie", 1)]))
    sc.dictate_target("b", "Pit Rookie").apply("cast Back Off")
    # Vex moved in (an effect's move) and attacked the stunned Rookie: 5 against 0 (410.1.b)
    assert sc.units("b") == [] and sc.control(1) == "a"
    assert sc.units("a") == [{"card": "Vex, Mocking", "at": 1, "exhausted": False, "damage": 0}]
    assert sc.broken_invariant() == 0


def test_410_vex_mocking_stays_on_a_battlefield_it_would_leave_empty(rb_position):
    sc = rb_position(pos(["Back Off"], domain="calm", a=[("Vex, Mocking", 0)],
                         b=[("Pit Rookie", 1)]))
    sc.dictate_target("b", "Pit Rookie").apply("cast Back Off")
    assert names(sc.units("b")) == ["Pit Rookie"] and sc.units("a")[0]["at"] == 0


def test_vex_cheerless_in_combat_makes_friendly_spells_cheaper_and_enemy_ones_dearer(
        rb_position):
    from decksim.core.riftbound.costs import energy_cost, power_cost
    sc = rb_position(pos([], a=[("Vex, Cheerless", 0)], b=[("Pit Rookie", 1)]))
    row = sc._row("Void Seeker")                                 # 3 Energy, 1 Fury Power
    assert energy_cost(sc.S, sc.cp.CT, 0, row) == 3
    set_unit(sc, "a", 0, "U_FOUGHT", 1)                          # Vex is in a combat
    assert energy_cost(sc.S, sc.cp.CT, 0, row) == 2
    assert tuple(power_cost(sc.S, sc.cp.CT, 0, row)) == (0, 0)
    assert energy_cost(sc.S, sc.cp.CT, 1, row) == 4              # the opponent's: 1 and
    assert tuple(power_cost(sc.S, sc.cp.CT, 1, row)) == (1, 1)   # a Power of any domain more


def test_vex_cheerless_defending_makes_a_showdown_reaction_cost_1_energy(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")] * 3, b=[("Vex, Cheerless", 1)],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"]}))
    sc.apply("move Sea Monkey + Sea Monkey + Sea Monkey to Startipped Peak")
    # 2 Energy and a Body Power less one of each (Energy not below 1): one rune pays it,
    # and the 2 damage to each attacker kills them before combat damage (442)
    assert sc.units("a") == [] and sc.zone("b", "trash") == ["Cannon Barrage"]
    assert sc.units("b")[0]["damage"] == 0 and sc.control(1) == "b"
    assert sc.runes("b") == [("Body Rune", True)]


def test_vex_cheerless_attacking_makes_the_defenders_reaction_dearer(rb_position):
    for runes, played in ((2, False), (3, True)):
        sc = rb_position(pos(a=[("Vex, Cheerless", "base")], b=[("Sea Monkey", 1)] * 2,
                             bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * runes}))
        sc.apply("move Vex, Cheerless to Startipped Peak")
        # one Energy and a Power of any domain more: 3 Energy, 2 Power, 3 runes
        assert ("Cannon Barrage" in sc.zone("b", "trash")) is played
        assert (sc.units("a") == []) is played                    # 2 + 4 on 5 Might
        assert sc.control(1) == (None if played else "a")         # a trade (444.2.d)


def test_level_3_mosstomper_has_one_more_might_and_deflect(rb_position):
    from decksim.core.riftbound.select import deflect
    for xp, might, dfl in ((2, 3, 0), (3, 4, 1)):
        sc = rb_position(pos([], domain="calm", a=[("Mosstomper", "base")], ax={"xp": xp}))
        assert unit_of(sc, "a", "Mosstomper")["might"] == might
        assert deflect(sc.S, sc.cp.CT, 0, 0) == dfl


def test_hunt_2_mosstomper_gains_2_xp_when_it_conquers(rb_position):
    sc = rb_position(pos([], domain="calm", a=[("Mosstomper", "base")], control=("a", None)))
    sc.apply("move Mosstomper to Startipped Peak")
    assert sc.xp("a") == 2 and sc.control(1) == "a"


def test_736_megatusk_spends_3_xp_to_give_its_units_there_ganking(rb_position):
    sc = rb_position(pos([], domain="chaos", a=[("Megatusk", 0), ("Sea Monkey", 0)],
                         control=("a", None), ax={"xp": 2}))
    assert "use Megatusk" not in sc.legal_actions()             # 2 XP: not enough
    sc = rb_position(pos([], domain="chaos", a=[("Megatusk", 0), ("Sea Monkey", 0)],
                         control=("a", None), ax={"xp": 4}))
    assert "move Sea Monkey to Startipped Peak" not in sc.legal_actions()
    sc.apply("use Megatusk")
    assert sc.xp("a") == 1
    assert "move Sea Monkey to Startipped Peak" in sc.legal_actions()
    assert "move Megatusk to Startipped Peak" in sc.legal_actions()


def test_monch_costs_2_less_and_enters_ready_while_an_enemy_unit_is_stunned(rb_position):
    sc = rb_position(pos(["Monch"], domain="calm", runes=4, b=[("Pit Rookie", 1)]))
    assert "play Monch to base" not in sc.legal_actions()        # 6 Energy
    set_unit(sc, "b", 0, "U_STUN", 1)
    sc.apply("play Monch to base")
    assert sc.units("a") == [{"card": "Monch", "at": "base", "exhausted": False, "damage": 0}]


def test_737_evelynn_played_from_hidden_pulls_an_enemy_unit_into_a_combat_there(rb_position):
    spec = pos([], domain="chaos", a=[("Vanguard Sergeant", 0)], b=[("Pit Rookie", "base")],
               control=("a", None))
    spec["battlefields"][0].update(hidden="Evelynn, Entrancing", hider="a", hidden_turn=1)
    sc = rb_position(spec)
    sc.apply("reveal Evelynn, Entrancing at Void Gate")
    # 737.1.d.2: "a different location" cannot be there, so the pick is free; the Rookie
    # applied the Contested status and attacks (442.1.a.1): 2 against 6
    assert sc.units("b") == [] and sc.zone("b", "trash") == ["Pit Rookie"]
    assert sc.control(0) == "a" and sc.broken_invariant() == 0


def test_evelynn_played_from_hidden_may_leave_a_strong_enemy_where_it_is(rb_position):
    spec = pos([], domain="chaos", a=[("Sea Monkey", 0)], b=[("Zephyr Sage", "base")],
               control=("a", None))
    spec["battlefields"][0].update(hidden="Evelynn, Entrancing", hider="a", hidden_turn=1)
    sc = rb_position(spec)
    sc.apply("reveal Evelynn, Entrancing at Void Gate")
    assert sc.units("b")[0]["at"] == "base" and sc.control(0) == "a"


def test_nami_headstrong_paying_a_calm_power_stuns_an_enemy_unit(rb_position):
    sc = rb_position(pos(["Nami, Headstrong"], domain="calm", runes=4, b=[("Pit Rookie", 1)]))
    sc.apply("play Nami, Headstrong to base paying the extra cost")
    assert unit_of(sc, "b", "Pit Rookie")["stunned"]
    assert len(sc.runes("a")) == 3                               # the Calm Power recycled
    sc = rb_position(pos(["Nami, Headstrong"], domain="calm", runes=4, b=[("Pit Rookie", 1)]))
    sc.apply("play Nami, Headstrong to base")
    assert not unit_of(sc, "b", "Pit Rookie")["stunned"] and len(sc.runes("a")) == 4


def test_nami_headstrong_held_readies_and_buffs_the_next_unit_played_that_turn(rb_position):
    sc = rb_position(pos(["Sea Monkey", "Sea Monkey"], domain="body",
                         a=[("Nami, Headstrong", 0)], b=[("Pit Rookie", 1)],
                         ax={"rune_deck": ["Body Rune"] * 4}))
    sc.end_turn().end_turn().start_turn()                         # a holds Void Gate
    sc.apply("play Sea Monkey to base")
    first = sc.mights("a")[-1]
    assert first["buff"] == 1 and not sc.units("a")[-1]["exhausted"]
    sc.apply("play Sea Monkey to base")
    assert sc.mights("a")[-1]["buff"] == 0 and sc.units("a")[-1]["exhausted"]


def test_gardens_of_becoming_a_unit_there_exhausts_for_1_xp(rb_position):
    spec = pos([], a=[("Sea Monkey", 0)], b=[("Pit Rookie", "base")], control=("a", None))
    spec["battlefields"] = bfs("Gardens of Becoming", control=("a", None))
    sc = rb_position(spec)
    sc.apply("use Gardens of Becoming with Sea Monkey")
    assert sc.xp("a") == 1 and sc.units("a")[0]["exhausted"]
    assert not any(x.startswith("use") for x in sc.legal_actions())


def test_rippers_bay_a_unit_bounced_from_there_lets_its_owner_pay_1_to_channel(rb_position):
    spec = pos(["Gust"], domain="chaos", a=[("Sea Monkey", 0)], b=[("Pit Rookie", 1)],
               bx={"runes": ["Order Rune"] * 2, "rune_deck": ["Order Rune"] * 3})
    spec["battlefields"] = bfs("Void Gate", "Ripper's Bay")
    sc = rb_position(spec)
    sc.dictate_target("b", "Pit Rookie").apply("cast Gust")
    assert sc.zone("b", "hand") == ["Pit Rookie"]
    assert sorted(sc.runes("b")) == [("Order Rune", False), ("Order Rune", True),
                                     ("Order Rune", True)]       # 1 paid, 1 channelled
    assert len(sc.zone("b", "rune_deck")) == 2 and sc.broken_invariant() == 0


# ------------------------------------------------------------------ Vi precon

def test_443_vi_piltover_enforcer_readies_a_unit_after_3_excess_damage_in_a_conquest(
        rb_position):
    for defender, ready in (("Pit Rookie", True), ("Vanguard Sergeant", False)):
        sc = rb_position(pos([], a=[("Zephyr Sage", "base")], b=[(defender, 1)],
                             ax={"legend": "Vi, Piltover Enforcer"}, control=(None, "b")))
        sc.apply("move Zephyr Sage to Startipped Peak")         # 6 on 2 (4 excess) or 4
        assert sc.control(1) == "a"
        assert sc.units("a")[0]["exhausted"] is not ready
        assert bool(sc.S[sc.st.G_LEGEND_EXH] & 1) is ready      # exhausted to do it


def test_vi_destructive_recycles_a_trash_card_for_1_might_this_turn(rb_position):
    sc = rb_position(pos([], a=[("Vi, Destructive", "base")], b=[("Pit Rookie", 1)],
                         ax={"trash": ["Pit Rookie", "Incinerate"]}))
    sc.apply("use Vi, Destructive").apply("use Vi, Destructive")
    assert unit_of(sc, "a", "Vi, Destructive")["might"] == 5
    assert sc.zone("a", "trash") == []
    assert sc.zone("a", "deck")[-2:] == ["Pit Rookie", "Incinerate"]   # 403.1.a: the bottom
    assert "use Vi, Destructive" not in sc.legal_actions()        # nothing left to recycle
    sc.end_turn()
    assert unit_of(sc, "a", "Vi, Destructive")["might"] == 3


def test_mageseeker_investigator_taxes_moving_units_there_together(rb_position):
    sc = rb_position(pos([], domain="fury", runes=1, a=[("Sea Monkey", "base"),
                                                        ("Pit Rookie", "base")],
                         b=[("Mageseeker Investigator", 1)]))
    sc.apply("move Sea Monkey + Pit Rookie to Startipped Peak")   # one Power for the second
    assert sc.runes("a") == []
    sc = rb_position(pos([], domain="fury", runes=0, a=[("Sea Monkey", "base"),
                                                        ("Pit Rookie", "base")],
                         b=[("Mageseeker Investigator", 1)]))
    moves = [x for x in sc.legal_actions() if "Startipped Peak" in x]
    assert moves == ["move Sea Monkey to Startipped Peak", "move Pit Rookie to Startipped Peak"]
    assert any("+" in x for x in sc.legal_actions())              # together to the base-side bf


def test_valley_of_idols_a_unit_played_there_is_buffed_for_1_energy(rb_position):
    spec = pos(["Sea Monkey"], domain="body", runes=3, control=("a", None))
    spec["battlefields"] = bfs("Valley of Idols", control=("a", None))
    sc = rb_position(spec)
    sc.apply("play Sea Monkey to Valley of Idols")
    assert sc.mights("a")[0]["buff"] == 1
    assert sc.runes("a") == [("Body Rune", True)] * 3


def test_star_spring_the_first_unit_played_there_may_send_a_companion_home(rb_position):
    spec = pos(["Sea Monkey", "Pit Rookie"], domain="body", a=[("Vanguard Sergeant", 0)],
               control=("a", None))
    spec["battlefields"] = bfs("Star Spring", control=("a", None))
    sc = rb_position(spec)
    sc.dictate_target("a", "Vanguard Sergeant").apply("play Sea Monkey to Star Spring")
    assert sc.units("a")[0] == {"card": "Vanguard Sergeant", "at": "base", "exhausted": False,
                                "damage": 0}
    sc.dictate_target("a", "Sea Monkey").apply("play Pit Rookie to Star Spring")
    assert [u["at"] for u in sc.units("a")] == ["base", 0, 0]    # only the first each turn


def test_star_spring_the_greedy_pilot_keeps_its_units_there(rb_position):
    spec = pos(["Sea Monkey"], domain="body", a=[("Vanguard Sergeant", 0)], control=("a", None))
    spec["battlefields"] = bfs("Star Spring", control=("a", None))
    sc = rb_position(spec)
    sc.apply("play Sea Monkey to Star Spring")
    assert [u["at"] for u in sc.units("a")] == [0, 0]


# ------------------------------------------------------------------ other precons

def test_740_fortified_position_gives_a_defender_shield_2_for_that_combat_only(rb_position):
    spec = pos([], domain="body", a=[("Pit Rookie", "base")], b=[("Sea Monkey", 0)],
               control=("b", None))
    spec["battlefields"] = bfs("Fortified Position", control=("b", None))
    sc = rb_position(spec)
    sc.apply("move Pit Rookie to Fortified Position")             # 2 against 2 + 2
    assert sc.units("a") == [] and names(sc.units("b")) == ["Sea Monkey"]
    assert sc.S[sc.st.uo(1, 0) + sc.st.U_CSHIELD] == 0            # the combat is over


def test_sunken_temple_a_conquest_with_a_mighty_unit_pays_1_for_a_card(rb_position):
    for unit, drawn in (("Zephyr Sage", ["Sea Monkey"]), ("Sea Monkey", [])):
        spec = pos([], domain="calm", a=[(unit, "base")], control=(None, None))
        spec["battlefields"] = bfs("Sunken Temple", control=(None, None))
        sc = rb_position(spec)
        sc.apply(f"move {unit} to Sunken Temple")
        assert sc.points("a") == 1 and sc.zone("a", "hand") == drawn
        assert sum(ex for _, ex in sc.runes("a")) == len(drawn)


def test_ravenbloom_conservatory_defending_there_draws_a_spell_from_the_top(rb_position):
    for top, hand in (("Incinerate", ["Incinerate"]), ("Pit Rookie", [])):
        spec = pos([], a=[("Zephyr Sage", "base")], b=[("Sea Monkey", 0)], control=("b", None),
                   bx={"deck": [top, "Sea Monkey"]})
        spec["battlefields"] = bfs("Ravenbloom Conservatory", control=("b", None))
        sc = rb_position(spec)
        sc.apply("move Zephyr Sage to Ravenbloom Conservatory")
        assert sc.zone("b", "hand") == hand
        assert sc.zone("b", "deck")[-1] == top or hand             # else recycled to the bottom


def test_the_grand_plaza_held_with_7_units_there_wins_the_game(rb_position):
    for k, winner in ((7, "a"), (6, None)):
        spec = pos([], domain="body", a=[("Sea Monkey", 0)] * k, control=("a", None),
                   ax={"rune_deck": ["Body Rune"] * 4})
        spec["battlefields"] = bfs("The Grand Plaza", control=("a", None))
        sc = rb_position(spec)
        sc.start_turn()
        assert sc.winner == winner
        if winner:
            from decksim.core.riftbound.records import END_CARD
            assert sc.reason == END_CARD


def test_wraith_of_echoes_draws_for_the_first_friendly_death_each_turn(rb_position):
    sc = rb_position(pos([], a=[("Wraith of Echoes", "base"), ("Sea Monkey", "base"),
                                ("Pit Rookie", "base")], b=[("Zephyr Sage", 1)]))
    sc.apply("move Sea Monkey to Startipped Peak")                 # dies: a card
    assert sc.zone("a", "hand") == ["Sea Monkey"]
    sc.apply("move Pit Rookie to Startipped Peak")                 # dies: no second card
    assert sc.zone("a", "hand") == ["Sea Monkey"]


def test_the_pilots_play_the_vex_and_vi_precons_with_invariants_holding(rb_position, rb_precons,
                                                                       rb_pool):
    from decksim.games.riftbound.scenario import Scenario
    for pilots in (("greedy", "greedy"), ("random", "random")):
        for seed in range(3):
            sc = Scenario.new_game(rb_precons["vex_unleashed"], rb_precons["vi_unleashed"],
                                   rb_pool, seed=seed, pilots=pilots)
            for _ in range(60):
                if sc.winner is not None:
                    break
                sc.start_turn()
                if sc.winner is None:
                    sc.play_turn()
                assert sc.broken_invariant() == 0


assert RUNE  # the domains' runes, for the positions above


def test_heimerdinger_inventor_uses_the_exhaust_abilities_of_its_legend_and_units(rb_position):
    sc = rb_position(pos([], domain="mind", a=[("Heimerdinger, Inventor", "base"),
                                               ("Arena Kingpin", "base")],
                         ax={"legend": "Viktor, Herald of the Arcane"}))
    acts = sc.legal_actions()
    assert "use Viktor, Herald of the Arcane with Heimerdinger, Inventor" in acts
    assert "use Arena Kingpin with Heimerdinger, Inventor" in acts
    sc.apply("use Viktor, Herald of the Arcane with Heimerdinger, Inventor")
    assert names(sc.units("a")) == ["Heimerdinger, Inventor", "Arena Kingpin", "Recruit // Buff"]
    assert sc.units("a")[0]["exhausted"]                          # it paid by exhausting
    assert "use Viktor, Herald of the Arcane" in sc.legal_actions()   # the legend still ready
    assert not any(x.endswith("with Heimerdinger, Inventor") for x in sc.legal_actions())


def test_iascylla_held_pulls_an_enemy_unit_there_as_the_main_phase_begins(rb_position):
    sc = rb_position(pos([], domain="calm", a=[("Iascylla", 0)], b=[("Pit Rookie", "base")],
                         control=("a", None), ax={"rune_deck": ["Calm Rune"] * 4}))
    sc.start_turn()                    # held; then the Rookie, pulled, attacks: 2 against 6
    assert sc.points("a") == 1 and sc.units("b") == [] and sc.zone("b", "trash") == ["Pit Rookie"]
    assert sc.control(0) == "a" and sc.broken_invariant() == 0


def test_amateur_recital_held_sends_an_enemy_unit_at_a_battlefield_home(rb_position):
    spec = pos([], a=[("Sea Monkey", 0)], b=[("Vanguard Sergeant", 1)],
               ax={"rune_deck": ["Fury Rune"] * 4})
    spec["battlefields"] = bfs("Amateur Recital")
    sc = rb_position(spec)
    sc.start_turn()
    assert sc.units("b")[0]["at"] == "base" and sc.control(1) is None
    assert sc.units("a")[0]["at"] == 0
