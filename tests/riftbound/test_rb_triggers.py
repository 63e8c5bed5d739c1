"""Triggered card text (dsl.py WHEN): when a unit is played, moves, attacks;
Deathknell (734); Conquer and Hold triggers of units and battlefields (446);
Legion (738) and Vision (743), through the scenario API."""
from test_rb_spells import names, pos


def test_vanguard_attendant_enters_ready(rb_position):
    sc = rb_position(pos(["Vanguard Attendant"], domain="order", runes=8))
    sc.apply("play Vanguard Attendant to base")
    assert sc.units("a")[0]["exhausted"] is False


def test_402_first_mate_readies_another_friendly_unit(rb_position):
    sc = rb_position(pos(["First Mate"], domain="order",
                         a=[{"card": "Pit Rookie", "at": "base", "exhausted": True}]))
    sc.apply("play First Mate to base")
    assert [u["exhausted"] for u in sc.units("a")] == [False, True]


def test_701_pit_rookie_buffs_another_friendly_unit_and_buffs_do_not_stack(rb_position):
    sc = rb_position(pos(["Pit Rookie", "Pit Rookie"], domain="body", a=[("Sea Monkey", 0)]))
    sc.apply("play Pit Rookie to base")
    assert [(u["card"], u["buff"], u["might"]) for u in sc.mights("a")] == [
        ("Sea Monkey", 1, 3), ("Pit Rookie", 0, 2)]
    sc.dictate_target("a", "Sea Monkey").apply("play Pit Rookie to base")
    assert sc.mights("a")[0]["might"] == 3                       # 413.1.b.1: one buff at most
    sc.end_turn()
    assert sc.mights("a")[0]["might"] == 3                       # a buff does not expire


def test_417_stormclaw_ursine_channels_a_rune_exhausted_when_played(rb_position):
    sc = rb_position(pos(["Stormclaw Ursine"], domain="body", runes=7,
                         ax={"rune_deck": ["Calm Rune"]}))
    sc.apply("play Stormclaw Ursine to base")
    assert sc.runes("a")[-1] == ("Calm Rune", True) and len(sc.runes("a")) == 8


def test_409_chemtech_enforcer_discards_a_card_when_played(rb_position):
    sc = rb_position(pos(["Chemtech Enforcer", "Mountain Drake"], runes=2))
    sc.apply("play Chemtech Enforcer to base")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "trash") == ["Mountain Drake"]
    assert sc.broken_invariant() == 0


def test_traveling_merchant_discards_then_draws_after_it_moves(rb_position):
    sc = rb_position(pos(["Mountain Drake"], a=[("Traveling Merchant", "base")],
                         control=(None, None)))
    sc.apply("move Traveling Merchant to Void Gate")
    assert sc.zone("a", "trash") == ["Mountain Drake"]
    assert sc.zone("a", "hand") == ["Sea Monkey"]
    assert sc.points("a") == 1                                   # and it conquers


def test_maddened_marauder_sends_a_unit_at_a_battlefield_to_its_base(rb_position):
    sc = rb_position(pos(["Maddened Marauder"], domain="fury", b=[("Vanguard Sergeant", 1)]))
    sc.apply("play Maddened Marauder to base")
    assert sc.units("b")[0]["at"] == "base"                      # 432: a recall, not a move
    assert sc.control(1) is None                                 # 322.6


def test_tibbers_deals_3_to_every_unit_at_the_battlefields(rb_position):
    sc = rb_position(pos(["Tibbers"], domain="fury", runes=10,
                         a=[("Sea Monkey", 0), ("Mountain Drake", 0)],
                         b=[("Vanguard Sergeant", 1), ("Pit Rookie", "base")]))
    sc.apply("play Tibbers to base")
    assert [(u["card"], u["damage"]) for u in sc.units("a")] == [("Mountain Drake", 4),
                                                                 ("Tibbers", 0)]  # Void Gate
    assert [(u["card"], u["damage"]) for u in sc.units("b")] == [("Vanguard Sergeant", 3),
                                                                 ("Pit Rookie", 0)]


def test_738_dangerous_duo_legion_needs_another_card_played_this_turn(rb_position):
    sc = rb_position(pos(["Dangerous Duo"], domain="body", a=[("Sea Monkey", 0)]))
    sc.apply("play Dangerous Duo to base")
    assert [u["plus"] for u in sc.mights("a")] == [0, 0]
    sc = rb_position(pos(["Pit Rookie", "Dangerous Duo"], domain="body", a=[("Sea Monkey", 0)]))
    sc.apply("play Pit Rookie to base")
    sc.dictate_target("a", "Sea Monkey").apply("play Dangerous Duo to base")
    assert sc.mights("a")[0]["plus"] == 2


def test_743_vision_recycles_a_top_card_the_greedy_pilot_cannot_pay_soon(rb_position):
    sc = rb_position(pos(["Mystic Poro"], domain="chaos", runes=2,
                         ax={"deck": ["Mountain Drake", "Pit Rookie"]}))
    sc.apply("play Mystic Poro to base")
    assert sc.zone("a", "deck") == ["Pit Rookie", "Mountain Drake"]   # to the bottom
    sc = rb_position(pos(["Mystic Poro"], domain="chaos", runes=2,
                         ax={"deck": ["Pit Rookie", "Mountain Drake"]}))
    sc.apply("play Mystic Poro to base")
    assert sc.zone("a", "deck") == ["Pit Rookie", "Mountain Drake"]   # kept on top


def test_734_deathknell_soaring_scout_channels_a_rune_when_killed_in_combat(rb_position):
    sc = rb_position(pos([], a=[("Vanguard Sergeant", "base")], b=[("Soaring Scout", 1)],
                         control=(None, "b"), bx={"rune_deck": ["Chaos Rune"]}))
    sc.apply("move Vanguard Sergeant to Startipped Peak")
    assert sc.units("b") == [] and sc.control(1) == "a"
    assert sc.runes("b") == [("Chaos Rune", True)]
    assert sc.broken_invariant() == 0


def test_734_undercover_agent_discards_2_then_draws_2_when_a_spell_kills_it(rb_position):
    sc = rb_position(pos(["Blast of Power"], domain="order", b=[("Undercover Agent", 1)],
                         bx={"hand": ["Mountain Drake"],
                             "deck": ["Pit Rookie", "Sea Monkey", "Daring Poro"]}))
    sc.apply("cast Blast of Power")
    assert sorted(sc.zone("b", "trash")) == ["Mountain Drake", "Undercover Agent"]
    assert sc.zone("b", "hand") == ["Pit Rookie", "Sea Monkey"]
    assert sc.broken_invariant() == 0


def test_crackshot_corsair_deals_1_to_an_enemy_there_as_it_attacks(rb_position):
    sc = rb_position(pos([], a=[("Crackshot Corsair", "base")],
                         b=[("Soaring Scout", 1), ("Pit Rookie", 1)], control=(None, "b")))
    sc.dictate_target("b", "Soaring Scout")
    sc.apply("move Crackshot Corsair to Startipped Peak")        # 1 Might Scout dies first
    assert "Soaring Scout" in sc.zone("b", "trash")
    assert sc.units("b") == [] and names(sc.units("a")) == ["Crackshot Corsair"]
    assert sc.control(1) == "a"


def test_vi_peacekeeper_stuns_a_defender_as_it_attacks(rb_position):
    sc = rb_position(pos([], a=[("Vi, Peacekeeper", "base")], b=[("Zephyr Sage", 1)],
                         control=(None, "b")))
    sc.apply("move Vi, Peacekeeper to Startipped Peak")          # 5 against a stunned 7
    assert sc.units("a")[0]["damage"] == 0 and sc.units("a")[0]["at"] == "base"
    assert sc.units("b")[0]["damage"] == 0                       # healed after combat


def test_446_startipped_peak_channels_an_exhausted_rune_when_held(rb_position):
    sc = rb_position(pos([], a=[("Sea Monkey", 1)], control=(None, "a"),
                         ax={"rune_deck": ["Fury Rune"] * 4}))
    sc.start_turn()
    assert sc.points("a") == 1
    # two runes channelled ready in the Channel Phase, one exhausted by the battlefield
    assert [exh for _, exh in sc.runes("a")].count(True) == 1
    assert len(sc.runes("a")) == 8 + 3


def test_446_zaun_warrens_discards_then_draws_when_conquered(rb_position):
    spec = pos(["Mountain Drake"], a=[("Sea Monkey", "base")], control=(None, None))
    spec["battlefields"][0]["card"] = "Zaun Warrens"
    sc = rb_position(spec)
    sc.apply("move Sea Monkey to Zaun Warrens")
    assert sc.points("a") == 1
    assert sc.zone("a", "trash") == ["Mountain Drake"] and sc.zone("a", "hand") == ["Sea Monkey"]


def test_faithful_manufactor_plays_a_recruit_token_where_it_is_played(rb_position):
    sc = rb_position(pos(["Faithful Manufactor"], domain="order", a=[("Sea Monkey", 0)]))
    sc.apply("play Faithful Manufactor to Void Gate")
    assert [(u["card"], u["at"], u["exhausted"]) for u in sc.units("a")][1:] == [
        ("Faithful Manufactor", 0, True), ("Recruit // Buff", 0, True)]
    assert sc.mights("a")[2]["might"] == 1
    assert sc.broken_invariant() == 0                            # a token is no deck card


def test_noxian_drummer_plays_a_recruit_only_when_it_moves_to_a_battlefield(rb_position):
    sc = rb_position(pos([], a=[("Noxian Drummer", "base")], control=(None, None)))
    sc.apply("move Noxian Drummer to Void Gate")
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Noxian Drummer", 0),
                                                              ("Recruit // Buff", 0)]
    sc = rb_position(pos([], a=[("Noxian Drummer", 0), ("Sea Monkey", 0)]))
    sc.apply("move Noxian Drummer to base")
    assert names(sc.units("a")) == ["Noxian Drummer", "Sea Monkey"]


def test_a_token_that_dies_ceases_to_exist(rb_position):
    sc = rb_position(pos(["Recruit the Vanguard"], domain="order", runes=6))
    sc.dictate_location("base").apply("cast Recruit the Vanguard")
    assert names(sc.units("a")) == ["Recruit // Buff"] * 4
    assert all(u["at"] == "base" for u in sc.units("a"))
    assert sc.broken_invariant() == 0
    sc = rb_position(pos(["Incinerate"], b=[("Sea Monkey", 1), ("Recruit // Buff", 1)]))
    sc.dictate_target("b", "Recruit // Buff").apply("cast Incinerate")
    assert names(sc.units("b")) == ["Sea Monkey"]
    assert sc.zone("b", "trash") == [] and sc.zone("b", "hand") == []
    assert sc.broken_invariant() == 0


def test_first_mate_may_ready_an_enemy_unit(rb_position):
    sc = rb_position(pos(["First Mate"], domain="order",
                         b=[{"card": "Pit Rookie", "at": 1, "exhausted": True}]))
    sc.dictate_target("b", "Pit Rookie").apply("play First Mate to base")
    assert sc.units("b")[0]["exhausted"] is False


def test_annie_stubborn_returns_a_spell_from_the_trash(rb_position):
    sc = rb_position(pos(["Annie, Stubborn"], domain="chaos",
                         ax={"trash": ["Sea Monkey", "Incinerate"]}))
    sc.apply("play Annie, Stubborn to base")
    assert sc.zone("a", "hand") == ["Incinerate"] and sc.zone("a", "trash") == ["Sea Monkey"]


def test_shen_scourge_draws_when_held_with_exactly_one_companion(rb_position):
    for others, hand in ((["Sea Monkey"], ["Sea Monkey"]), ([], []),
                         (["Sea Monkey", "Pit Rookie"], [])):
        sc = rb_position(pos([], a=[("Shen, Scourge of Shadows", 1)] + [(o, 1) for o in others],
                             control=(None, "a"), ax={"deck": ["Sea Monkey"] * 2}))
        sc.start_turn()
        assert sc.zone("a", "hand") == ["Sea Monkey"] + hand      # the Draw Phase's, then


def test_ravenbloom_student_gets_1_might_whenever_its_controller_casts_a_spell(rb_position):
    sc = rb_position(pos(["Discipline", "Stupefy"], domain="calm",
                         a=[("Ravenbloom Student", "base")], b=[("Pit Rookie", 1)],
                         ax={"runes": ["Calm Rune"] * 4 + ["Mind Rune"] * 2}))
    sc.dictate_target("b", "Pit Rookie").apply("cast Discipline")
    assert sc.mights("a")[0]["might"] == 3
    sc.dictate_target("b", "Pit Rookie").apply("cast Stupefy")
    assert sc.mights("a")[0]["might"] == 4


def test_wielder_of_water_has_2_more_might_attacking_alone(rb_position):
    sc = rb_position(pos([], a=[("Wielder of Water", "base")], b=[("Vanguard Sergeant", 1)],
                         control=(None, "b")))
    sc.apply("move Wielder of Water to Startipped Peak")         # 2 + 2 against 4
    assert sc.units("b") == [] and sc.units("a") == []
    sc = rb_position(pos([], a=[("Wielder of Water", "base"), ("Sea Monkey", "base")],
                         b=[("Zephyr Sage", 1)], control=(None, "b")))
    assert sc.mights("a")[0]["might"] == 2                       # not attacking: no bonus


def test_trifarian_war_camp_gives_units_there_1_might(rb_position):
    spec = pos([], a=[("Sea Monkey", 0), ("Pit Rookie", "base")], b=[("Pit Rookie", 0)],
               control=(None, None))
    spec["battlefields"][0] = {"card": "Trifarian War Camp"}
    sc = rb_position(spec)
    assert [u["might"] for u in sc.mights("a")] == [3, 2]
    assert sc.mights("b")[0]["might"] == 3                       # both players' units


def test_confront_makes_units_played_this_turn_enter_ready(rb_position):
    sc = rb_position(pos(["Confront", "Pit Rookie"], domain="body"))
    sc.apply("cast Confront")
    assert sc.zone("a", "hand") == ["Pit Rookie", "Sea Monkey"]
    sc.apply("play Pit Rookie to base")
    assert sc.units("a")[0]["exhausted"] is False
    sc.end_turn().end_turn()
    sc.apply("play Sea Monkey to base")
    assert sc.units("a")[1]["exhausted"] is True                 # only this turn


def test_734_loyal_poro_draws_only_if_it_did_not_die_alone(rb_position):
    for others, drawn in (([], 0), (["Sea Monkey"], 1)):
        sc = rb_position(pos(["Incinerate"], b=[("Loyal Poro", 1)] + [(o, 1) for o in others],
                             bx={"deck": ["Pit Rookie"] * 2}))
        sc.dictate_target("b", "Loyal Poro").apply("cast Incinerate")  # 2 on 3 Might: no
        assert len(sc.zone("b", "hand")) == 0
        sc = rb_position(pos(["Falling Comet"], domain="mind",
                             b=[("Loyal Poro", 1)] + [(o, 1) for o in others],
                             bx={"deck": ["Pit Rookie"] * 2}))
        sc.dictate_target("b", "Loyal Poro").apply("cast Falling Comet")
        assert len(sc.zone("b", "hand")) == drawn, others


def test_734_unsung_hero_draws_2_if_it_died_mighty(rb_position):
    for boost, drawn in ((0, 0), (3, 2)):
        unit = {"card": "Unsung Hero", "at": 1}
        sc = rb_position(pos(["Final Spark"], domain="mind", b=[unit],
                             bx={"deck": ["Pit Rookie"] * 3}))
        sc.S[sc.st.uo(1, 0) + sc.st.U_PLUS] = boost              # 2 + 3: Mighty (708)
        sc.apply("cast Final Spark")
        assert len(sc.zone("b", "hand")) == drawn


def test_315_2_jinx_loose_cannon_draws_at_the_start_of_the_turn_with_one_card_or_less(
        rb_position):
    for hand, after in ((["Pit Rookie"], 3), (["Pit Rookie", "Sea Monkey"], 3)):
        sc = rb_position(pos(hand, control=(None, None),
                             ax={"legend": "Jinx, Loose Cannon"}))
        sc.start_turn()                                          # the Draw Phase's card too
        assert len(sc.zone("a", "hand")) == after


def test_garen_legend_draws_2_when_4_units_conquer(rb_position):
    for n, drawn in ((3, 0), (4, 2)):
        sc = rb_position(pos([], a=[("Sea Monkey", "base")] * n, control=(None, None),
                             ax={"legend": "Garen, Might of Demacia"}))
        sc.apply(f"move {' + '.join(['Sea Monkey'] * n)} to Void Gate")
        assert len(sc.zone("a", "hand")) == drawn


def test_lux_legend_draws_for_a_spell_of_5_energy_or_more(rb_position):
    sc = rb_position(pos(["Falling Comet"], domain="mind", b=[("Pit Rookie", 1)],
                         ax={"legend": "Lux, Lady of Luminosity"}))
    sc.apply("cast Falling Comet")
    assert sc.zone("a", "hand") == ["Sea Monkey"]


def test_317_annie_legend_readies_2_runes_as_its_turn_ends(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", runes=3,
                         ax={"legend": "Annie, Dark Child"}))
    sc.apply("play Pit Rookie to base")
    assert [e for _, e in sc.runes("a")].count(True) == 2
    sc.end_turn()
    assert [e for _, e in sc.runes("a")].count(True) == 0


def test_shadow_order_disciple_burns_one_for_1_might_after_it_moves(rb_position):
    sc = rb_position(pos([], a=[("Shadow Order Disciple", "base")], control=(None, None),
                         ax={"deck": ["Mountain Drake", "Pit Rookie"]}))
    sc.apply("move Shadow Order Disciple to Void Gate")
    assert sc.zone("a", "trash") == ["Mountain Drake"] and sc.mights("a")[0]["might"] == 3
    sc = rb_position(pos([], a=[("Shadow Order Disciple", "base")], control=(None, None),
                         ax={"deck": []}))
    sc.apply("move Shadow Order Disciple to Void Gate")
    assert sc.mights("a")[0]["might"] == 2                       # nothing to burn


def test_pakaa_protector_draws_a_unit_on_top_else_burns_it_for_2_might(rb_position):
    for top, hand, m in (("Pit Rookie", ["Pit Rookie"], 4), ("Incinerate", [], 6)):
        sc = rb_position(pos([], a=[("Pakaa Protector", "base")], control=(None, None),
                             ax={"deck": [top]}))
        sc.apply("move Pakaa Protector to Void Gate")
        assert sc.zone("a", "hand") == hand and sc.mights("a")[0]["might"] == m


def test_445_shen_leader_scores_a_point_held_beside_exactly_one_companion(rb_position):
    sc = rb_position(pos([], a=[("Shen, Leader of the Kinkou Order", 1), ("Sea Monkey", 1)],
                         control=(None, "a")))
    sc.start_turn()
    assert sc.points("a") == 2                                   # the Hold and Shen's


def test_get_excited_deals_the_discarded_cards_energy_cost(rb_position):
    sc = rb_position(pos(["Get Excited!", "Vanguard Sergeant"], b=[("Mountain Drake", 1)],
                         ax={"runes": ["Fury Rune"] * 3}))
    sc.apply("cast Get Excited!")
    assert sc.zone("a", "trash") == ["Vanguard Sergeant", "Get Excited!"]
    assert sc.units("b")[0]["damage"] == 4


def test_flash_moves_up_to_two_friendly_units_home(rb_position):
    sc = rb_position(pos(["Flash"], domain="chaos",
                         a=[("Sea Monkey", 0), ("Pit Rookie", 0), ("Daring Poro", 0)]))
    sc.apply("cast Flash")
    assert [u["at"] for u in sc.units("a")].count("base") == 2


def test_targons_peak_readies_2_runes_at_the_end_of_the_turn(rb_position):
    spec = pos(["Vanguard Sergeant"], domain="order", runes=4, a=[("Sea Monkey", "base")],
               control=(None, None))
    spec["battlefields"][0]["card"] = "Targon's Peak"
    sc = rb_position(spec)
    sc.apply("play Vanguard Sergeant to base")
    sc.apply("move Sea Monkey to Targon's Peak")
    assert [e for _, e in sc.runes("a")].count(True) == 4
    sc.end_turn()
    assert [e for _, e in sc.runes("a")].count(True) == 2


def test_742_a_temporary_sprite_dies_at_the_start_of_its_controllers_beginning_phase(
        rb_position):
    sc = rb_position(pos([], a=[("Trevor Snoozebottom", 1)], control=(None, "a")))
    sc.start_turn()                                              # Trevor holds: a Sprite
    assert [(u["card"], u["at"], u["exhausted"]) for u in sc.units("a")] == [
        ("Trevor Snoozebottom", 1, False), ("Sprite // Buff", 1, False)]
    sc.end_turn().end_turn().start_turn()                        # the next Beginning Phase
    assert names(sc.units("a")) == ["Trevor Snoozebottom", "Sprite // Buff"]   # a new one
    assert sc.broken_invariant() == 0


def test_742_fading_memories_kills_the_unit_at_its_controllers_next_beginning_phase(
        rb_position):
    sc = rb_position(pos(["Fading Memories"], domain="chaos", b=[("Mountain Drake", 1)]))
    sc.apply("cast Fading Memories")
    assert names(sc.units("b")) == ["Mountain Drake"]
    sc.end_turn().start_turn()                                   # b's Beginning Phase
    assert sc.units("b") == [] and sc.control(1) is None         # killed before scoring
    assert sc.points("b") == 0


def test_raging_soul_has_assault_and_ganking_after_a_discard_this_turn(rb_position):
    sc = rb_position(pos(["Chemtech Enforcer", "Mountain Drake"], runes=2,
                         a=[("Raging Soul", 0)], control=("a", None)))
    assert "move Raging Soul to Startipped Peak" not in sc.legal_actions()
    sc.apply("play Chemtech Enforcer to base")                   # discards the Drake
    assert "move Raging Soul to Startipped Peak" in sc.legal_actions()


def test_wildclaw_shaman_spends_a_buff_to_buff_and_ready_itself(rb_position):
    sc = rb_position(pos(["Wildclaw Shaman"], domain="body",
                         a=[{"card": "Sea Monkey", "at": "base"}]))
    sc.S[sc.st.uo(0, 0) + sc.st.U_BUFF] = 1
    sc.apply("play Wildclaw Shaman to base")
    assert [(u["card"], u["buff"]) for u in sc.mights("a")] == [("Sea Monkey", 0),
                                                               ("Wildclaw Shaman", 1)]
    assert sc.units("a")[1]["exhausted"] is False
    sc = rb_position(pos(["Wildclaw Shaman"], domain="body", a=[("Sea Monkey", "base")]))
    sc.apply("play Wildclaw Shaman to base")                     # no buff to spend
    assert sc.mights("a")[1]["buff"] == 0 and sc.units("a")[1]["exhausted"] is True


def test_hunt_gains_xp_when_the_unit_conquers_or_holds(rb_position):
    sc = rb_position(pos([], a=[("Herald of Spring", "base")], control=(None, None)))
    sc.apply("move Herald of Spring to Void Gate")
    assert sc.xp("a") == 1                                       # Hunt: conquer
    sc.end_turn().end_turn().start_turn()
    assert sc.xp("a") == 2                                       # and hold


def test_herald_of_spring_gives_2_xp_and_wuju_apprentice_draws_at_level_6(rb_position):
    sc = rb_position(pos(["Herald of Spring"], domain="calm", runes=5))
    sc.apply("play Herald of Spring to base")
    assert sc.xp("a") == 2
    for xp, hand in ((5, 0), (6, 1)):
        sc = rb_position(pos(["Wuju Apprentice"], domain="calm", ax={"xp": xp}))
        sc.apply("play Wuju Apprentice to base")
        assert len(sc.zone("a", "hand")) == hand


def test_combat_experience_gives_3_instead_of_1_at_level_6(rb_position):
    for xp, plus in ((0, 1), (6, 3)):
        sc = rb_position(pos(["Combat Experience"], domain="calm", a=[("Pit Rookie", 0)],
                             ax={"xp": xp}))
        sc.apply("cast Combat Experience")
        assert sc.mights("a")[0]["plus"] == plus


def test_mister_root_gains_2_xp_moving_to_a_battlefield(rb_position):
    sc = rb_position(pos([], a=[("Mister Root", "base")], control=(None, None)))
    sc.apply("move Mister Root to Void Gate")
    assert sc.xp("a") == 2


def test_vex_legend_draws_once_a_turn_for_a_hold_exhausting_itself(rb_position):
    sc = rb_position(pos([], a=[("Sea Monkey", 0), ("Pit Rookie", 1)], control=("a", "a"),
                         ax={"legend": "Vex, Gloomist"}))
    sc.start_turn()                                              # two holds, one card
    assert len(sc.zone("a", "hand")) == 1 + 1                    # and the Draw Phase's


def test_backline_is_assigned_combat_damage_last(rb_position):
    sc = rb_position(pos([], a=[("Pit Rookie", "base")],
                         b=[("Enthusiastic Promoter", 1), ("Soaring Scout", 1)],
                         control=(None, "b")))
    sc.dictate_damage("b", "Enthusiastic Promoter")              # not a legal first choice
    sc.apply("move Pit Rookie to Startipped Peak")               # 2 damage: the Scout dies
    assert names(sc.units("b")) == ["Enthusiastic Promoter"]


def test_enthusiastic_promoter_buffs_every_unit_there_when_it_holds(rb_position):
    sc = rb_position(pos([], a=[("Enthusiastic Promoter", 1), ("Sea Monkey", 1),
                                ("Pit Rookie", "base")], control=(None, "a")))
    sc.start_turn()
    assert [u["buff"] for u in sc.mights("a")] == [1, 1, 0]
