"""Static card text (dsl.py `when = "static"`: card table columns) and the
this-turn keywords: playing to an open or enemy battlefield, spell discounts,
Might while buffed or attacking together, Ganking (736) and Assault (733) given
this turn, and the conditions that read the turn (a unit died, a namesake in the
trash, a 5+ Energy spell, a ready enemy)."""
from test_rb_spells import names, pos


def test_sneaky_deckhand_may_be_played_to_an_open_battlefield_and_conquers_it(rb_position):
    sc = rb_position(pos(["Sneaky Deckhand"], domain="chaos", control=(None, None)))
    assert "play Sneaky Deckhand to Void Gate" in sc.legal_actions()
    sc.apply("play Sneaky Deckhand to Void Gate")
    assert sc.control(0) == "a" and sc.points("a") == 1
    sc = rb_position(pos(["Pit Rookie"], domain="body", control=(None, None)))
    assert sc.legal_actions() == ["end", "play Pit Rookie to base"]   # 352.2.a otherwise


def test_dauntless_vanguard_played_to_an_enemy_battlefield_attacks_there(rb_position):
    sc = rb_position(pos(["Dauntless Vanguard"], domain="body", b=[("Pit Rookie", 1)]))
    sc.apply("play Dauntless Vanguard to Startipped Peak")
    assert sc.units("b") == [] and sc.control(1) == "a"          # 4 Might against 2


def test_eager_apprentice_at_a_battlefield_makes_spells_cost_1_less(rb_position):
    sc = rb_position(pos(["Discipline"], domain="calm", runes=1,
                         a=[("Eager Apprentice", 0)], b=[("Pit Rookie", 1)]))
    assert "cast Discipline" in sc.legal_actions()              # 2 - 1
    sc = rb_position(pos(["Discipline"], domain="calm", runes=1,
                         a=[("Eager Apprentice", "base")], b=[("Pit Rookie", 1)],
                         control=(None, "b")))
    assert "cast Discipline" not in sc.legal_actions()          # at the base: no discount


def test_wizened_elder_has_one_more_might_while_buffed(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", a=[("Wizened Elder", "base")]))
    assert sc.mights("a")[0]["might"] == 4
    sc.apply("play Pit Rookie to base")
    assert sc.mights("a")[0]["might"] == 6                       # 4 + the buff + 1


def test_736_bilgewater_bully_moves_between_battlefields_while_buffed(rb_position):
    sc = rb_position(pos(["Pit Rookie"], domain="body", a=[("Bilgewater Bully", 0)],
                         control=("a", None)))
    assert "move Bilgewater Bully to Startipped Peak" not in sc.legal_actions()
    sc.apply("play Pit Rookie to base")
    assert "move Bilgewater Bully to Startipped Peak" in sc.legal_actions()


def test_crimson_pigeons_have_2_more_might_attacking_beside_another_unit(rb_position):
    sc = rb_position(pos([], a=[("Crimson Pigeons", "base"), ("Sea Monkey", "base")],
                         b=[("Zephyr Sage", 1)], control=(None, "b")))
    sc.apply("move Crimson Pigeons + Sea Monkey to Startipped Peak")  # 5 + 2 against 7
    assert sc.units("b") == []


def test_736_gem_jammer_gives_ganking_this_turn(rb_position):
    sc = rb_position(pos(["Gem Jammer"], domain="fury", a=[("Sea Monkey", 0)],
                         control=("a", None)))
    sc.dictate_target("a", "Sea Monkey").apply("play Gem Jammer to base")
    assert "move Sea Monkey to Startipped Peak" in sc.legal_actions()
    sc.end_turn().end_turn()
    assert "move Sea Monkey to Startipped Peak" not in sc.legal_actions()


def test_733_vault_breaker_gives_assault_2_this_turn(rb_position):
    sc = rb_position(pos(["Vault Breaker"], domain="fury", a=[("Pit Rookie", 0)],
                         b=[("Vanguard Sergeant", 1)], control=("a", "b")))
    sc.dictate_target("a", "Pit Rookie").apply("cast Vault Breaker")
    sc.apply("move Pit Rookie to Startipped Peak")               # Ganking; 2 + 2 against 4
    assert sc.units("b") == [] and sc.units("a") == []


def test_shadow_assassin_enters_ready_with_a_namesake_in_the_trash(rb_position):
    for trash, ready in (([], False), (["Shadow Assassin"], True)):
        sc = rb_position(pos(["Shadow Assassin"], domain="fury", ax={"trash": trash}))
        sc.apply("play Shadow Assassin to base")
        assert sc.units("a")[0]["exhausted"] is not ready


def test_towering_pairofant_enters_ready_after_a_unit_died_this_turn(rb_position):
    sc = rb_position(pos(["Incinerate", "Towering Pairofant"], b=[("Pit Rookie", 1)],
                         ax={"runes": ["Fury Rune"] * 2 + ["Order Rune"] * 6}))
    sc.apply("cast Incinerate")
    sc.apply("play Towering Pairofant to base")
    assert sc.units("a")[0]["exhausted"] is False


def test_dune_drake_gets_2_as_it_attacks_where_an_enemy_is_ready(rb_position):
    for exhausted, survivors in ((False, []), (True, ["Zephyr Sage"])):
        sc = rb_position(pos([], a=[("Dune Drake", "base")],
                             b=[{"card": "Zephyr Sage", "at": 1, "exhausted": exhausted}],
                             control=(None, "b")))
        sc.apply("move Dune Drake to Startipped Peak")           # 5 (+2) against 6 + Shield
        assert names(sc.units("b")) == survivors


def test_lux_illuminated_gets_3_when_a_5_energy_spell_is_cast(rb_position):
    sc = rb_position(pos(["Falling Comet", "Incinerate"], domain="mind",
                         a=[("Lux, Illuminated", "base")], b=[("Pit Rookie", 1)],
                         ax={"runes": ["Mind Rune"] * 5 + ["Fury Rune"] * 2}))
    sc.apply("cast Incinerate")
    assert sc.mights("a")[0]["plus"] == 0
    sc = rb_position(pos(["Falling Comet"], domain="mind", a=[("Lux, Illuminated", "base")],
                         b=[("Pit Rookie", 1)]))
    sc.apply("cast Falling Comet")
    assert sc.mights("a")[0]["plus"] == 3


def test_712_void_gate_adds_1_bonus_damage_to_spells_on_units_there(rb_position):
    spec = pos(["Incinerate"], b=[("Vanguard Sergeant", 0)], control=("b", None))
    sc = rb_position(spec)
    sc.apply("cast Incinerate")
    assert sc.units("b")[0]["damage"] == 3                       # 2 + 1 at Void Gate


def test_712_annie_fiery_adds_1_bonus_damage_to_her_controllers_spells(rb_position):
    sc = rb_position(pos(["Incinerate"], a=[("Annie, Fiery", "base")],
                         b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Incinerate")
    assert sc.units("b")[0]["damage"] == 3


def test_singularity_may_stop_after_one_unit_rather_than_hurt_its_own(rb_position):
    sc = rb_position(pos(["Singularity"], domain="mind", a=[("Sea Monkey", "base")],
                         b=[("Playful Phantom", 1)]))
    sc.apply("cast Singularity")
    assert sc.units("b") == [] and names(sc.units("a")) == ["Sea Monkey"]


def test_cull_the_weak_each_player_kills_one_of_its_own_units(rb_position):
    sc = rb_position(pos(["Cull the Weak"], domain="order",
                         a=[("Sea Monkey", "base"), ("Mountain Drake", "base")],
                         b=[("Pit Rookie", 1), ("Zephyr Sage", 1)], control=(None, "b")))
    sc.apply("cast Cull the Weak")
    assert names(sc.units("a")) == ["Mountain Drake"]            # the greedy gives its weakest
    assert names(sc.units("b")) == ["Zephyr Sage"]


def test_706_show_of_strength_draws_one_per_mighty_unit(rb_position):
    sc = rb_position(pos(["Show of Strength"], domain="body",
                         a=[("Mountain Drake", "base"), ("Playful Phantom", 0), ("Pit Rookie", 0)]))
    sc.apply("cast Show of Strength")
    assert len(sc.zone("a", "hand")) == 2                        # 10 and 5 Might: Mighty


def test_fortified_position_gives_a_defender_there_shield_2(rb_position):
    spec = pos([], a=[("Vanguard Sergeant", "base")], b=[("Pit Rookie", 1)],
               control=(None, "b"))
    spec["battlefields"][1]["card"] = "Fortified Position"
    sc = rb_position(spec)
    sc.apply("move Vanguard Sergeant to Fortified Position")     # 4 against 2 + 2
    assert names(sc.units("b")) == [] and names(sc.units("a")) == []


def test_garen_commander_gives_other_friendly_units_beside_him_1_might(rb_position):
    sc = rb_position(pos([], a=[("Garen, Commander", 0), ("Pit Rookie", 0),
                                ("Sea Monkey", "base")]))
    assert [u["might"] for u in sc.mights("a")] == [5, 3, 2]


def test_130_shadowblade_lurker_costs_2_less_per_namesake_in_the_trash(rb_position):
    sc = rb_position(pos(["Shadowblade Lurker"], domain="chaos", runes=1,
                         ax={"trash": ["Shadowblade Lurker"] * 2}))
    assert "play Shadowblade Lurker to base" in sc.legal_actions()      # 5 - 4
    sc = rb_position(pos(["Shadowblade Lurker"], domain="chaos", runes=1,
                         ax={"trash": ["Shadowblade Lurker"]}))
    assert sc.legal_actions() == ["end"]


def test_130_jaull_fish_costs_2_less_per_mighty_unit(rb_position):
    sc = rb_position(pos(["Jaull-Fish"], domain="body", runes=3,
                         a=[("Mountain Drake", "base"), ("Playful Phantom", "base")],
                         control=(None, "b"), b=[("Pit Rookie", 1)]))
    assert "play Jaull-Fish to base" in sc.legal_actions()               # 7 - 4, 2 Power


def test_disciple_of_shen_defends_with_shield_3_beside_exactly_one_companion(rb_position):
    sc = rb_position(pos([], a=[("Vanguard Sergeant", "base")],
                         b=[("Disciple of Shen", 1), ("Sea Monkey", 1)], control=(None, "b")))
    sc.apply("move Vanguard Sergeant to Startipped Peak")        # 4 against 1 + 3 + 2
    assert names(sc.units("a")) == []


def test_fiora_peerless_doubles_her_might_one_on_one(rb_position):
    sc = rb_position(pos([], a=[("Fiora, Peerless", "base")], b=[("Playful Phantom", 1)],
                         control=(None, "b")))
    sc.apply("move Fiora, Peerless to Startipped Peak")          # 6 against 5
    assert sc.units("b") == [] and names(sc.units("a")) == ["Fiora, Peerless"]   # 5 < 6
    assert sc.control(1) == "a"


def test_master_yi_meditative_has_4_more_might_with_8_runes(rb_position):
    for runes, m in ((7, 4), (8, 8)):
        sc = rb_position(pos([], runes=runes, a=[("Master Yi, Meditative", "base")],
                             control=(None, None)))
        assert sc.mights("a")[0]["might"] == m


def test_sacred_protector_deals_combat_damage_only_beside_one_companion(rb_position):
    for others, killed in (([], False), (["Sea Monkey"], True)):
        sc = rb_position(pos([], a=[("Sacred Protector", "base")] + [(o, "base") for o in others],
                             b=[("Vanguard Sergeant", 1)], control=(None, "b")))
        sc.apply("move " + " + ".join(["Sacred Protector"] + others) + " to Startipped Peak")
        assert (sc.units("b") == []) is killed


def test_cruel_patron_kills_a_friendly_unit_as_it_is_played(rb_position):
    sc = rb_position(pos(["Cruel Patron"], domain="chaos", control=(None, None)))
    assert sc.legal_actions() == ["end"]                         # no unit to pay with
    sc = rb_position(pos(["Cruel Patron"], domain="chaos", a=[("Sea Monkey", "base")],
                         control=(None, None)))
    sc.apply("play Cruel Patron to base")
    assert names(sc.units("a")) == ["Cruel Patron"] and sc.zone("a", "trash") == ["Sea Monkey"]
    assert sc.broken_invariant() == 0


def test_stand_united_buffs_and_buffs_give_one_more_might_this_turn(rb_position):
    sc = rb_position(pos(["Stand United"], domain="body", a=[("Pit Rookie", 0)],
                         control=("a", None)))
    sc.apply("cast Stand United")
    assert sc.mights("a")[0]["might"] == 4                       # 2 + buff + 1
    sc.end_turn()
    assert sc.mights("a")[0]["might"] == 3


def test_bubble_bot_readies_another_friendly_mech(rb_position):
    sc = rb_position(pos(["Bubble Bot"], domain="mind",
                         a=[{"card": "Pit Rookie", "at": "base", "exhausted": True},
                            {"card": "Mega-Mech", "at": "base", "exhausted": True}]))
    sc.apply("play Bubble Bot to base")
    assert [u["exhausted"] for u in sc.units("a")] == [True, False, True]


def test_743_forecaster_gives_mechs_vision_itself_included(rb_position):
    sc = rb_position(pos(["Forecaster"], domain="mind", runes=2,
                         ax={"deck": ["Mountain Drake", "Pit Rookie"]}))
    sc.apply("play Forecaster to base")
    assert sc.zone("a", "deck") == ["Pit Rookie", "Mountain Drake"]     # recycled


def test_740_rumble_legend_gives_mechs_shield(rb_position):
    sc = rb_position(pos([], a=[("Vanguard Sergeant", "base")], b=[("Bubble Bot", 1)],
                         control=(None, "b"), bx={"legend": "Rumble, Mechanized Menace"}))
    sc.apply("move Vanguard Sergeant to Startipped Peak")        # 4 against 3 + 1
    assert names(sc.units("a")) == [] and names(sc.units("b")) == []


def test_kinkou_lifeblade_empowered_for_2_energy_has_1_more_might_and_ganking(rb_position):
    sc = rb_position(pos([], domain="chaos", runes=2, a=[("Kinkou Lifeblade", 0)],
                         control=("a", None)))
    assert "move Kinkou Lifeblade to Startipped Peak" not in sc.legal_actions()
    sc.apply("empower Kinkou Lifeblade")
    assert all(e for _, e in sc.runes("a")) and sc.mights("a")[0]["might"] == 5
    assert "move Kinkou Lifeblade to Startipped Peak" in sc.legal_actions()
    assert "empower Kinkou Lifeblade" not in sc.legal_actions()          # once


def test_punching_poro_empowers_for_a_discard(rb_position):
    sc = rb_position(pos(["Mountain Drake"], a=[("Punching Poro", "base")], control=(None, None)))
    sc.apply("empower Punching Poro")
    assert sc.zone("a", "trash") == ["Mountain Drake"] and sc.mights("a")[0]["might"] == 3


def test_mournful_witness_is_empowered_when_a_combat_it_was_in_ends(rb_position):
    sc = rb_position(pos([], a=[("Mournful Witness", "base")], b=[("Sea Monkey", 1)],
                         control=(None, "b")))
    sc.apply("move Mournful Witness to Startipped Peak")         # 2 against 2: a trade
    assert sc.units("a") == []
    sc = rb_position(pos([], a=[("Mournful Witness", "base")], b=[("Soaring Scout", 1)],
                         control=(None, "b")))
    sc.apply("move Mournful Witness to Startipped Peak")          # 2 against 1: it survives
    assert sc.mights("a")[0]["empowered"] and sc.mights("a")[0]["might"] == 4


def test_734_noxian_emissary_leaves_two_recruits_only_if_it_died_empowered(rb_position):
    for empowered, tokens in ((False, 0), (True, 2)):
        sc = rb_position(pos(["Incinerate"], b=[("Noxian Emissary", 1), ("Sea Monkey", 1)]))
        sc.S[sc.st.uo(1, 0) + sc.st.U_EMP] = int(empowered)
        sc.dictate_target("b", "Noxian Emissary").apply("cast Incinerate")
        assert names(sc.units("b")).count("Recruit // Buff") == tokens


def test_735_allay_gives_deflect_to_its_companions_at_its_battlefield(rb_position):
    sc = rb_position(pos(["Incinerate"], runes=3, b=[("Allay, Eager Admirer", 1),
                                                      ("Sea Monkey", 1)]))
    sc.dictate_target("b", "Sea Monkey").apply("cast Incinerate")
    assert len(sc.runes("a")) == 2                               # one recycled for Deflect


def test_breakneck_mech_gives_mechs_ganking_and_enters_ready_beside_a_mech(rb_position):
    sc = rb_position(pos(["Breakneck Mech"], domain="mind", runes=10,
                         a=[("Bubble Bot", 0)], control=("a", None)))
    sc.apply("play Breakneck Mech to base")
    assert sc.units("a")[1]["exhausted"] is False
    assert "move Bubble Bot to Startipped Peak" in sc.legal_actions()


def test_highlander_turns_a_units_next_death_this_turn_into_a_recall(rb_position):
    sc = rb_position(pos(["Highlander", "Incinerate"], domain="calm", runes=6,
                         a=[("Pit Rookie", 0), ("Sea Monkey", 0)],
                         ax={"runes": ["Calm Rune"] * 4 + ["Fury Rune"] * 2}))
    sc.dictate_target("a", "Pit Rookie").apply("cast Highlander")
    sc.dictate_target("a", "Pit Rookie").apply("cast Incinerate")
    assert sc.units("a")[0] == {"card": "Pit Rookie", "at": "base", "exhausted": True,
                                "damage": 0}
    assert "Pit Rookie" not in sc.zone("a", "trash")


def test_right_of_conquest_draws_one_plus_one_per_battlefield_held(rb_position):
    sc = rb_position(pos(["Right of Conquest"], domain="fury", a=[("Sea Monkey", 0)],
                         control=("a", None)))
    sc.apply("cast Right of Conquest")
    assert len(sc.zone("a", "hand")) == 2


def test_lord_broadmane_gives_his_companions_there_assault(rb_position):
    sc = rb_position(pos(["Lord Broadmane"], domain="fury", a=[("Sea Monkey", 0),
                                                                ("Pit Rookie", "base")]))
    sc.apply("play Lord Broadmane to Void Gate")
    assert [u["card"] for u in sc.mights("a")] == ["Sea Monkey", "Pit Rookie", "Lord Broadmane"]
    st = sc.st
    assert [sc.S[st.uo(0, u) + st.U_ASSAULT] for u in range(3)] == [1, 0, 0]


def test_lee_sin_legend_pays_1_and_exhausts_to_buff_a_friendly_unit(rb_position):
    sc = rb_position(pos([], domain="body", runes=2, a=[("Pit Rookie", "base")],
                         control=(None, None), ax={"legend": "Lee Sin, Blind Monk"}))
    sc.apply("use Lee Sin, Blind Monk")
    assert sc.mights("a")[0]["buff"] == 1 and [e for _, e in sc.runes("a")].count(True) == 1
    assert "use Lee Sin, Blind Monk" not in sc.legal_actions()   # the legend is exhausted
    sc.end_turn().end_turn().start_turn()
    assert "use Lee Sin, Blind Monk" in sc.legal_actions()       # 315.1.a: readied


def test_xerath_deals_3_only_while_at_a_battlefield(rb_position):
    sc = rb_position(pos([], runes=1, a=[("Xerath, Freed", "base")], b=[("Vanguard Sergeant", 1)],
                         control=(None, "b")))
    assert "use Xerath, Freed" not in sc.legal_actions()
    sc = rb_position(pos([], runes=1, a=[("Xerath, Freed", 0)], b=[("Pit Rookie", 1)]))
    sc.apply("use Xerath, Freed")
    assert sc.units("b") == [] and sc.units("a")[0]["exhausted"] is True


def test_vi_hotheaded_doubles_her_might_this_turn(rb_position):
    sc = rb_position(pos([], runes=3, a=[("Vi, Hotheaded", "base")], control=(None, None)))
    sc.apply("use Vi, Hotheaded")
    assert sc.mights("a")[0]["might"] == 6


def test_viktor_legend_plays_a_recruit_for_1(rb_position):
    sc = rb_position(pos([], domain="order", runes=1, control=(None, None),
                         ax={"legend": "Viktor, Herald of the Arcane"}))
    sc.apply("use Viktor, Herald of the Arcane")
    assert names(sc.units("a")) == ["Recruit // Buff"] and sc.broken_invariant() == 0
