"""Gear and Equipment (716-719, 744-747) through the scenario API: playing a gear,
the Equip action and an Equipment's Might Bonus and effect text, Quick-Draw,
Weaponmaster, a unit leaving its Equipment behind, Strike Down, the gear
battlefields, and the Fiora cards' "becomes Mighty" (709)."""
from test_rb_spells import pos


def might_of(sc, side, card):
    return next(u["might"] for u in sc.mights(side) if u["card"] == card)


def test_744_equip_attaches_a_gear_for_its_power_and_718_4_gives_its_might_bonus(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", 0)], domain="order", runes=2,
                         ax={"gear": ["B.F. Sword"]}))
    assert "equip B.F. Sword to Sea Monkey" in sc.legal_actions()
    before = might_of(sc, "a", "Sea Monkey")
    sc.apply("equip B.F. Sword to Sea Monkey")
    assert might_of(sc, "a", "Sea Monkey") == before + 3
    assert sc.gear("a") == [{"card": "B.F. Sword", "exhausted": False, "attached": "Sea Monkey"}]
    assert len(sc.runes("a")) == 1                       # one Order Power recycled (744.1.c.2)
    assert sc.broken_invariant() == 0


def test_744_equip_needs_power_of_the_equipment_domain(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", 0)], domain="fury", runes=4,
                         ax={"gear": ["B.F. Sword"]}))
    assert not any(x.startswith("equip") for x in sc.legal_actions())


def test_playing_an_equipment_puts_it_at_the_base_unattached(rb_position):
    sc = rb_position(pos(["Doran's Blade"], a=[("Sea Monkey", 0)], domain="body", runes=4))
    sc.apply("gear Doran's Blade")
    assert sc.gear("a") == [{"card": "Doran's Blade", "exhausted": False, "attached": None}]
    sc.apply("equip Doran's Blade to Sea Monkey")
    assert might_of(sc, "a", "Sea Monkey") == 4          # 2 + Doran's Blade's +2
    assert sc.broken_invariant() == 0


def test_719_5_a_killed_unit_leaves_its_equipment_on_the_board_at_the_base(rb_position):
    sc = rb_position(pos(["Incinerate"], a=[("Sea Monkey", "base"), ("Pit Rookie", 1)],
                         b=[("Sea Monkey", 1)], control=("a", "b"), domain="fury",
                         ax={"gear": [{"card": "Serrated Dirk", "attached": 1},
                                      {"card": "B.F. Sword", "attached": 0}]}))
    sc.dictate_target("a", "Pit Rookie").apply("cast Incinerate")
    assert [u["card"] for u in sc.units("a")] == ["Sea Monkey"]
    assert sc.gear("a") == [{"card": "Serrated Dirk", "exhausted": False, "attached": None},
                            {"card": "B.F. Sword", "exhausted": False, "attached": "Sea Monkey"}]
    assert sc.broken_invariant() == 0                    # the gear is still counted once


def test_745_long_sword_quick_draw_attaches_to_a_friendly_unit_as_played(rb_position):
    sc = rb_position(pos(["Long Sword"], a=[("Sea Monkey", 0), ("Pit Rookie", "base")],
                         domain="fury", runes=4))
    sc.dictate_equip("a", "Pit Rookie").apply("gear Long Sword")
    assert sc.gear("a")[0]["attached"] == "Pit Rookie"
    assert might_of(sc, "a", "Pit Rookie") == 4          # 2 + Long Sword's +2
    assert sc.broken_invariant() == 0


def test_747_1_c_3_weaponmaster_pays_a_domain_equip_cost_in_full_when_played(rb_position):
    # Doran's Blade's Equip cost is one Body Power, no [A]: Weaponmaster lets Veteran Poro
    # take it as it is played, for that Power in full (747.1.c.3)
    sc = rb_position(pos(["Veteran Poro"], domain="body", runes=3,
                         ax={"gear": ["Doran's Blade"]}))
    sc.apply("play Veteran Poro to base")
    assert sc.gear("a")[0]["attached"] == "Veteran Poro"
    assert might_of(sc, "a", "Veteran Poro") == 4        # 2 + 2
    assert len(sc.runes("a")) == 2                       # a Body Rune recycled for the Power
    assert sc.broken_invariant() == 0


def test_747_1_c_weaponmaster_takes_an_any_domain_equip_cost_one_power_less(rb_position):
    # Hextech Gauntlets' Equip cost, 3 Energy less the unit's Might and [A]: through
    # Weaponmaster the [A] is not owed, the 1 Energy left is paid
    sc = rb_position(pos(["Veteran Poro"], domain="body", runes=3,
                         ax={"gear": ["Hextech Gauntlets"]}))
    sc.apply("play Veteran Poro to base")
    assert sc.gear("a")[0]["attached"] == "Veteran Poro"
    assert sc.runes("a") == [("Body Rune", True)] * 3    # none recycled


def test_747_1_c_lucian_weaponmaster_takes_an_equipment_off_another_unit(rb_position):
    sc = rb_position(pos(["Lucian, Merciless"], a=[("Sea Monkey", 0)], domain="body", runes=3,
                         ax={"gear": [{"card": "Warmog's Armor", "attached": 0}]}))
    sc.PR[0, 0] = 0                                       # random pilot: any (or no) Equipment
    for seed in range(8):
        x = sc.copy()
        from decksim.core.rng import seed_state
        import numpy as np
        seed_state(x.rng, np.uint64(seed), np.uint64(seed + 1))
        x.apply("play Lucian, Merciless to base")
        if x.gear("a")[0]["attached"] == "Lucian, Merciless":
            assert might_of(x, "a", "Lucian, Merciless") == 4
            assert might_of(x, "a", "Sea Monkey") == 2
            return
    raise AssertionError("the random pilot never moved the Equipment in 8 seeds")


def test_718_3_warmogs_armor_buffs_its_unit_when_it_conquers(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")], control=(None, "b"),
                         ax={"gear": [{"card": "Warmog's Armor", "attached": 0}]}))
    sc.apply("move Sea Monkey to Void Gate")
    assert sc.control(0) == "a"
    m = sc.mights("a")[0]
    assert m["buff"] == 1 and m["might"] == 2 + 1 + 1    # printed, Warmog's +1, the buff


def test_733_serrated_dirk_gives_its_unit_assault_2_when_attacking(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")], b=[("Mountain Drake", 1)],
                         ax={"gear": [{"card": "Serrated Dirk", "attached": 0}]}))
    sc.apply("move Sea Monkey to Startipped Peak")
    attack = [e for e in sc.log_lines() if "attacks" in e][0]
    assert attack.split(": ")[1].startswith("Might 4 against")


def test_734_sacred_shears_draws_a_card_when_its_unit_dies(rb_position):
    sc = rb_position(pos(["Incinerate"], b=[("Sea Monkey", 1)], domain="fury",
                         bx={"gear": [{"card": "Sacred Shears", "attached": 0}]}))
    assert might_of(sc, "b", "Sea Monkey") == 3
    sc.apply("cast Incinerate")
    assert sc.units("b")[0]["damage"] == 2               # 3 Might with the Shears: survives
    sc2 = rb_position(pos(["Void Seeker"], b=[("Sea Monkey", 1)], domain="fury",
                          bx={"gear": [{"card": "Sacred Shears", "attached": 0}]}))
    sc2.apply("cast Void Seeker")
    assert sc2.units("b") == [] and sc2.zone("b", "hand") == ["Sea Monkey"]
    assert sc2.gear("b")[0]["attached"] is None and sc2.broken_invariant() == 0


def test_soul_sword_gives_one_more_might_at_level_3(rb_position):
    spec = pos(a=[("Sea Monkey", 0)], ax={"gear": [{"card": "Soul Sword", "attached": 0}]})
    assert might_of(rb_position(spec), "a", "Sea Monkey") == 3
    spec["players"]["a"]["xp"] = 3
    assert might_of(rb_position(spec), "a", "Sea Monkey") == 4


def test_hand_hammer_gives_two_more_might_beside_exactly_one_other_friendly_unit(rb_position):
    spec = pos(a=[("Sea Monkey", 0), ("Pit Rookie", 0)],
               ax={"gear": [{"card": "Hand Hammer", "attached": 0}]})
    assert might_of(rb_position(spec), "a", "Sea Monkey") == 2 + 1 + 2
    spec["players"]["a"]["units"].append({"card": "Pit Rookie", "at": 0})
    assert might_of(rb_position(spec), "a", "Sea Monkey") == 2 + 1


def test_744_1_c_4_hextech_gauntlets_equip_energy_is_reduced_by_the_units_might(rb_position):
    spec = pos(a=[("Sea Monkey", 0)], domain="mind", runes=1,
               ax={"gear": ["Hextech Gauntlets"]})
    sc = rb_position(spec)          # 3 - 2 Might = 1 Energy and [A]: one rune does both
    sc.apply("equip Hextech Gauntlets to Sea Monkey")
    assert might_of(sc, "a", "Sea Monkey") == 5 and sc.runes("a") == []
    spec["players"]["a"]["runes"] = []
    assert not any(x.startswith("equip") for x in rb_position(spec).legal_actions())


def test_hextech_gauntlets_draws_when_its_unit_conquers_with_3_excess_damage(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base")], b=[("Pit Rookie", 1)],
                         ax={"gear": [{"card": "Hextech Gauntlets", "attached": 0}]}))
    sc.apply("move Mountain Drake to Startipped Peak")
    assert sc.control(1) == "a"
    assert sc.zone("a", "hand") == ["Sea Monkey"]         # 8 Might on a 2 Might unit


def test_strike_down_equipped_unit_deals_its_might_then_detaches(rb_position):
    sc = rb_position(pos(["Strike Down"], a=[("Sea Monkey", 0)], b=[("Playful Phantom", 1)],
                         domain="body", runes=4,
                         ax={"gear": [{"card": "B.F. Sword", "attached": 0}]}))
    sc.apply("cast Strike Down")
    assert sc.units("b") == []                           # 5 damage on a 5 Might unit
    assert sc.gear("a")[0]["attached"] is None
    assert might_of(sc, "a", "Sea Monkey") == 2
    assert sc.broken_invariant() == 0


def test_strike_down_needs_an_equipped_friendly_unit(rb_position):
    sc = rb_position(pos(["Strike Down"], a=[("Sea Monkey", 0)], b=[("Mountain Drake", 1)],
                         domain="body", runes=4, ax={"gear": ["B.F. Sword"]}))
    assert not any(x.startswith("cast") for x in sc.legal_actions())


def test_ornns_forge_the_first_gear_each_turn_costs_1_less(rb_position):
    spec = pos(["Doran's Blade", "Doran's Blade"], domain="body", runes=2)
    spec["battlefields"][0] = {"card": "Ornn's Forge", "control": "a"}
    sc = rb_position(spec)
    sc.apply("gear Doran's Blade")
    assert [r[1] for r in sc.runes("a")] == [False, True]    # 2 - 1 Energy
    assert not any(x.startswith("gear") for x in sc.legal_actions())   # the second costs 2


def test_veiled_temple_readies_a_friendly_gear_when_conquered(rb_position):
    spec = pos(a=[("Sea Monkey", "base")], control=(None, "b"),
               ax={"gear": [{"card": "B.F. Sword", "exhausted": True}]})
    spec["battlefields"][0] = {"card": "Veiled Temple"}
    sc = rb_position(spec)
    sc.apply("move Sea Monkey to Veiled Temple")
    assert sc.gear("a")[0]["exhausted"] is False


def test_709_fiora_grand_duelist_channels_when_a_unit_becomes_mighty(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", 0)], domain="order", runes=2,
                         ax={"legend": "Fiora, Grand Duelist", "rune_deck": ["Body Rune"],
                             "units": [{"card": "Sea Monkey", "at": 0}],
                             "gear": ["B.F. Sword"]}))
    sc.apply("equip B.F. Sword to Sea Monkey")           # 2 -> 5: becomes Mighty
    assert len(sc.runes("a")) == 2 and sc.runes("a")[-1] == ("Body Rune", True)


def test_709_a_unit_already_mighty_does_not_become_mighty_again(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", 0)], domain="order", runes=2,
                         ax={"legend": "Fiora, Grand Duelist", "rune_deck": ["Body Rune"],
                             "gear": ["B.F. Sword"]}))
    sc.apply("equip B.F. Sword to Mountain Drake")       # 5 -> 8
    assert len(sc.runes("a")) == 1


def test_709_fiora_worthy_readies_a_unit_that_becomes_mighty_for_an_order_power(rb_position):
    sc = rb_position(pos(a=[{"card": "Sea Monkey", "at": 0, "exhausted": True},
                            ("Fiora, Worthy", "base")], domain="order", runes=3,
                         ax={"gear": ["B.F. Sword"]}))
    sc.apply("equip B.F. Sword to Sea Monkey")
    assert sc.units("a")[0]["exhausted"] is False
    assert len(sc.runes("a")) == 1                       # one for the Equip, one to ready


def test_lucian_readies_on_its_first_conquest_each_turn(rb_position):
    sc = rb_position(pos(a=[("Lucian, Merciless", "base")], control=(None, None)))
    sc.apply("move Lucian, Merciless to Void Gate")
    assert sc.units("a")[0]["exhausted"] is False        # readied
    sc.S[sc.st.uo(0, 0) + sc.st.U_GANK] = 1              # Ganking this turn (736), to go on
    sc.apply("move Lucian, Merciless to Startipped Peak")
    assert sc.control(1) == "a"                          # a second conquest this turn:
    assert sc.units("a")[0]["exhausted"] is True         # not readied again


def test_yone_conquering_an_open_battlefield_deals_its_might_to_an_enemy_in_a_base(rb_position):
    sc = rb_position(pos(a=[("Yone, Blademaster", "base")], b=[("Playful Phantom", "base")],
                         control=(None, "b")))
    sc.apply("move Yone, Blademaster to Void Gate")
    assert sc.units("b") == []                           # 5 damage on 5 Might
    sc2 = rb_position(pos(a=[("Yone, Blademaster", "base")],
                          b=[("Playful Phantom", "base"), ("Sea Monkey", 1)], control=(None, "b")))
    sc2.apply("move Yone, Blademaster to Startipped Peak")    # won in combat: not open
    assert sc2.control(1) == "a"
    assert sc2.units("b") == [{"card": "Playful Phantom", "at": "base", "exhausted": False,
                               "damage": 0}]


def test_greedy_pilot_plays_its_equipment_and_equips_its_best_unit(rb_position):
    sc = rb_position(pos(["B.F. Sword"], a=[{"card": "Sea Monkey", "at": 0, "exhausted": True},
                                             {"card": "Mountain Drake", "at": 0,
                                              "exhausted": True}],
                         domain="order", runes=6, control=("a", "a")))
    sc.play_actions("greedy")
    assert sc.gear("a") == [{"card": "B.F. Sword", "exhausted": False,
                             "attached": "Mountain Drake"}]
    assert sc.broken_invariant() == 0


# --- Gold (a gear token) and gear abilities ---

GOLD = "Gold // Buff"


def test_plundering_poro_conquers_and_plays_a_gold_token_exhausted(rb_position):
    sc = rb_position(pos(a=[("Plundering Poro", "base")], control=(None, "b")))
    sc.apply("move Plundering Poro to Void Gate")
    assert sc.gear("a") == [{"card": GOLD, "exhausted": True, "attached": None}]
    assert sc.broken_invariant() == 0                    # a token is no card of the deck
    sc.end_turn().end_turn()
    sc.start_turn()
    assert sc.gear("a")[0]["exhausted"] is False         # 315.1.a: gear awakens too


def test_a_ready_gold_is_killed_for_a_power_of_any_domain_inside_a_cost(rb_position):
    spec = pos(["Yone, Blademaster"], domain="fury", runes=5, ax={"gear": [GOLD]})
    sc = rb_position(spec)                               # 5 Energy from Fury, [body] from Gold
    sc.apply("play Yone, Blademaster to base")
    assert sc.gear("a") == [] and len(sc.runes("a")) == 5
    assert sc.broken_invariant() == 0
    spec["players"]["a"]["gear"] = [{"card": GOLD, "exhausted": True}]
    assert not any(x.startswith("play Yone") for x in rb_position(spec).legal_actions())


def test_wages_of_pain_deals_3_and_plays_a_gold(rb_position):
    sc = rb_position(pos(["Wages of Pain"], b=[("Sea Monkey", 1)], domain="mind", runes=3))
    sc.apply("cast Wages of Pain")
    assert sc.units("b") == [] and sc.gear("a") == [
        {"card": GOLD, "exhausted": True, "attached": None}]


def test_yeti_brawler_plays_two_gold_after_3_excess_damage(rb_position):
    sc = rb_position(pos(a=[("Yeti Brawler", "base")], b=[("Sea Monkey", 1)]))
    sc.apply("move Yeti Brawler to Startipped Peak")    # 6 on a 2 Might unit: 4 excess
    assert [g["card"] for g in sc.gear("a")] == [GOLD, GOLD]
    sc2 = rb_position(pos(a=[("Yeti Brawler", "base")], b=[("Playful Phantom", 1)]))
    sc2.apply("move Yeti Brawler to Startipped Peak")   # 6 on 5 Might: 1 excess
    assert sc2.gear("a") == []


def test_treasure_hoard_conquered_pays_an_energy_for_a_gold(rb_position):
    spec = pos(a=[("Sea Monkey", "base")], control=(None, "b"), runes=1)
    spec["battlefields"][0] = {"card": "Treasure Hoard"}
    sc = rb_position(spec)
    sc.apply("move Sea Monkey to Treasure Hoard")
    assert [g["card"] for g in sc.gear("a")] == [GOLD] and sc.runes("a")[0][1] is True
    spec["players"]["a"]["runes"] = []
    sc = rb_position(spec)
    sc.apply("move Sea Monkey to Treasure Hoard")
    assert sc.gear("a") == []                            # nothing to pay with


def test_orb_of_regret_exhausts_to_give_a_unit_minus_1_might(rb_position):
    sc = rb_position(pos(b=[("Playful Phantom", 1)], ax={"gear": ["Orb of Regret"]}))
    sc.dictate_target("b", "Playful Phantom").apply("use Orb of Regret")
    assert might_of(sc, "b", "Playful Phantom") == 4
    assert sc.gear("a")[0]["exhausted"] is True
    assert "use Orb of Regret" not in sc.legal_actions()


def test_743_divining_shells_vision_on_play_then_killed_for_plus_2(rb_position):
    sc = rb_position(pos(["Divining Shells"], a=[("Sea Monkey", 0)], domain="order", runes=2))
    sc.apply("gear Divining Shells")
    assert any("vision" in e for e in sc.log_lines())
    sc.apply("use Divining Shells")
    assert might_of(sc, "a", "Sea Monkey") == 4
    assert sc.gear("a") == [] and sc.zone("a", "trash") == ["Divining Shells"]
    assert sc.broken_invariant() == 0


def test_scryers_bloom_enters_exhausted_and_is_killed_to_predict_draw_and_gain_xp(rb_position):
    sc = rb_position(pos(["Scryer's Bloom"], domain="chaos", runes=2))
    sc.apply("gear Scryer's Bloom")
    assert sc.gear("a")[0]["exhausted"] is True
    assert "use Scryer's Bloom" not in sc.legal_actions()
    sc = rb_position(pos(domain="chaos", runes=1, ax={"gear": ["Scryer's Bloom"]}))
    sc.apply("use Scryer's Bloom")
    assert sc.zone("a", "hand") == ["Sea Monkey"] and sc.xp("a") == 1
    assert sc.zone("a", "trash") == ["Scryer's Bloom"] and sc.broken_invariant() == 0


def test_315_2_mushroom_pouch_draws_with_a_card_hidden_at_a_battlefield(rb_position):
    spec = pos(a=[("Sea Monkey", 0)], ax={"gear": ["Mushroom Pouch"]})
    spec["battlefields"][0].update({"hidden": "Wages of Pain", "hider": "a"})
    sc = rb_position(spec)
    sc.start_turn()
    assert len(sc.zone("a", "hand")) == 2                # its draw and the Draw Phase's
    spec["battlefields"][0].pop("hidden")
    sc = rb_position(spec)
    sc.start_turn()
    assert len(sc.zone("a", "hand")) == 1


def test_mask_of_foresight_gives_a_lone_attacker_plus_1(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")], b=[("Sea Monkey", 1)],
                         ax={"gear": ["Mask of Foresight"]}))
    sc.apply("move Sea Monkey to Startipped Peak")     # 3 against 2: it wins
    assert sc.control(1) == "a" and sc.units("b") == []
    sc2 = rb_position(pos(a=[("Sea Monkey", "base"), ("Sea Monkey", "base")],
                          b=[("Playful Phantom", 1)], ax={"gear": ["Mask of Foresight"]}))
    sc2.apply("move Sea Monkey + Sea Monkey to Startipped Peak")
    assert [e for e in sc2.log_lines() if "attacks" in e][0].split(": ")[1].startswith(
        "Might 4 against")                               # two attackers: no bonus


def test_precon_games_with_equipment_keep_the_invariants_and_greedy_equips(rb_engine, rb_precons,
                                                                          rb_pool):
    import numpy as np
    from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
    from decksim.core.riftbound import state as st
    from decksim.core.riftbound.records import R_BAD, R_WINNER
    from decksim.games.riftbound.pilots import pilot_matrix
    cp = compile_pool(rb_pool)
    decks, chk = matchup_arrays(rb_precons["fiora_spiritforged"],
                                rb_precons["rumble_spiritforged"], cp)
    for pilots in (("greedy", "greedy"), ("random", "random")):
        n = 60
        seeds = np.random.SeedSequence(3).generate_state(2 * n, np.uint64).reshape(n, 2)
        out = rb_engine.play_batch(cp.CT, pilot_matrix(*pilots), decks, seeds,
                                   -np.ones(n, np.int64), chk, 1)
        assert (out[:, R_BAD] == 0).all() and np.isin(out[:, R_WINNER], (0, 1, 2)).all()
    equips = 0
    for seed in range(6):
        S, L = rb_engine.play_logged(cp.CT, pilot_matrix("greedy", "greedy"), decks, seed,
                                     seed + 1, -1, chk)
        equips += int((L[1:L[0, 0] + 1, 0] == st.EV_EQUIP).sum())
    assert equips > 0
