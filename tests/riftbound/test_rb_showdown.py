"""The combat showdown (337-345, 442): after the attack and defend triggers the
attacker, then each player in turn, may play an Action or Reaction spell, a card
from Hidden, an Ambush unit or a showdown ability, or pass; two passes in a row
end it and combat damage follows (core/riftbound/showdown.py). The cards that
need the window, through the scenario API (both pilots greedy)."""
from test_rb_spells import names, pos


def attack(sc, *units):
    """a moves its units (by name, together) to Startipped Peak, b's battlefield."""
    return sc.apply(f"move {' + '.join(units)} to Startipped Peak")


def test_442_defender_plays_a_reaction_before_combat_damage(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base"), ("Sea Monkey", "base")],
                         b=[("Vanguard Sergeant", 1)],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 2}))
    attack(sc, "Sea Monkey", "Sea Monkey")
    assert sc.units("a") == []                                  # both attackers died first
    assert sc.units("b") == [{"card": "Vanguard Sergeant", "at": 1, "exhausted": False,
                              "damage": 0}]                      # so it took no damage
    assert sc.control(1) == "b" and sc.points("a") == 0
    assert sc.zone("b", "trash") == ["Cannon Barrage"] and sc.zone("b", "hand") == []
    assert sc.runes("b") == [("Body Rune", True)]               # 2 Energy and a Power paid
    assert sc.broken_invariant() == 0


def test_442_1_a_1_a_the_attacker_has_focus_first(rb_position):
    sc = rb_position(pos(["Cannon Barrage"], domain="body", runes=2,
                         a=[("Sea Monkey", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 2}))
    attack(sc, "Sea Monkey")
    assert sc.units("b") == [] and sc.zone("b", "hand") == ["Cannon Barrage"]   # no turn left
    assert [(u["card"], u["at"], u["damage"]) for u in sc.units("a")] == [("Sea Monkey", 1, 0)]
    assert sc.control(1) == "a" and sc.points("a") == 1        # conquered
    assert sc.broken_invariant() == 0


def test_344_3_a_both_passing_leaves_the_combat_as_it_was(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 2}))
    attack(sc, "Mountain Drake")           # 2 damage changes nothing: b keeps its card
    assert sc.zone("b", "hand") == ["Cannon Barrage"] and sc.control(1) == "a"
    assert sc.units("a")[0]["damage"] == 0 and sc.runes("b") == [("Body Rune", False)] * 2


def test_442_a_damage_spell_that_turns_a_lost_combat_into_a_trade_is_played(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 2}))
    attack(sc, "Vanguard Sergeant")        # 2 + 2 damage kill the 4-Might attacker
    assert sc.units("a") == [] and sc.units("b") == [] and sc.control(1) is None


def test_existential_dread_repeated_stuns_an_attacker_then_returns_it_to_hand(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base")], b=[("Vanguard Sergeant", 1)],
                         bx={"hand": ["Existential Dread"], "runes": ["Chaos Rune"] * 4}))
    attack(sc, "Mountain Drake")
    assert sc.units("a") == [] and sc.zone("a", "hand") == ["Mountain Drake"]
    assert names(sc.units("b")) == ["Vanguard Sergeant"] and sc.control(1) == "b"
    assert sc.zone("b", "trash") == ["Existential Dread"]
    assert sc.broken_invariant() == 0


def test_410_existential_dread_stuns_an_attacker_which_deals_no_combat_damage(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base")], b=[("Vanguard Sergeant", 1)],
                         bx={"hand": ["Existential Dread"], "runes": ["Chaos Rune"] * 2}))
    attack(sc, "Mountain Drake")           # no runes for Repeat: a stun only
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Mountain Drake", "base")]
    assert sc.mights("a")[0]["stunned"]                          # 444.1.a: recalled, stunned
    assert names(sc.units("b")) == ["Vanguard Sergeant"] and sc.control(1) == "b"


def test_existential_dread_needs_an_attacking_enemy(rb_position):
    sc = rb_position(pos(["Existential Dread"], domain="chaos", b=[("Sea Monkey", 1)]))
    assert not any(x.startswith("cast") for x in sc.legal_actions())


def test_cannon_barrage_needs_a_combat(rb_position):
    sc = rb_position(pos(["Cannon Barrage"], domain="body", b=[("Sea Monkey", 1)]))
    assert not any(x.startswith("cast") for x in sc.legal_actions())


def test_ki_barrier_prevents_the_next_7_damage_to_a_defender(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Ki Barrier"], "runes": ["Order Rune"] * 2}))
    attack(sc, "Vanguard Sergeant")
    assert [(u["card"], u["at"]) for u in sc.units("b")] == [("Sea Monkey", 1)]
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Vanguard Sergeant", "base")]
    assert sc.control(1) == "b" and sc.zone("b", "trash") == ["Ki Barrier"]


def test_ki_barrier_prevention_is_used_up_by_the_damage_it_stops(rb_position):
    sc = rb_position(pos(["Ki Barrier", "Void Seeker", "Void Seeker"], runes=0,
                         a=[("Mountain Drake", 0)],
                         ax={"runes": ["Order Rune"] * 2 + ["Fury Rune"] * 6}))
    sc.dictate_target("a", "Mountain Drake").apply("cast Ki Barrier")
    sc.dictate_target("a", "Mountain Drake").apply("cast Void Seeker")
    assert sc.units("a")[0]["damage"] == 0      # 4 and Void Gate's Bonus Damage 1: 5 of 7
    sc.dictate_target("a", "Mountain Drake").apply("cast Void Seeker")
    assert sc.units("a")[0]["damage"] == 3      # the last 2 prevented, 3 dealt
    sc.end_turn()
    assert sc.units("a")[0]["damage"] == 0


def test_443_1_d_combat_damage_past_the_prevention_kills(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Ki Barrier"], "runes": ["Order Rune"] * 2}))
    attack(sc, "Mountain Drake")           # 10 damage: 7 prevented still kill a 2-Might unit
    assert sc.zone("b", "hand") == ["Ki Barrier"]              # so b keeps the card
    assert sc.units("b") == [] and sc.control(1) == "a"


def test_lux_crownguard_adds_2_energy_for_a_spell_on_the_opponents_turn(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")],
                         b=[("Sea Monkey", 1), ("Lux, Crownguard", "base")],
                         bx={"hand": ["Incinerate"]}))                # b has no runes
    attack(sc, "Sea Monkey")
    assert sc.units("a") == [] and sc.zone("a", "trash") == ["Sea Monkey"]
    assert [(u["card"], u["exhausted"]) for u in sc.units("b")] == [
        ("Sea Monkey", False), ("Lux, Crownguard", True)]        # exhausted for the Energy
    assert sc.zone("b", "trash") == ["Incinerate"] and sc.control(1) == "b"


def test_lux_crownguard_energy_pays_only_spells(rb_position):
    sc = rb_position(pos(["Sea Monkey", "Incinerate"], runes=0,
                         a=[("Lux, Crownguard", "base")], b=[("Sea Monkey", 1)]))
    legal = sc.legal_actions()
    assert "cast Incinerate" in legal
    assert not any(x.startswith("play Sea Monkey") for x in legal)


def test_viktor_innovator_a_card_played_on_the_opponents_turn_makes_a_recruit(rb_position):
    sc = rb_position(pos(a=[("Sea Monkey", "base")],
                         b=[("Sea Monkey", 1), ("Viktor, Innovator", "base")],
                         bx={"hand": ["Cannon Barrage"], "runes": ["Body Rune"] * 2}))
    attack(sc, "Sea Monkey")
    assert [(u["card"], u["at"]) for u in sc.units("b")] == [
        ("Sea Monkey", 1), ("Viktor, Innovator", "base"), ("Recruit // Buff", "base")]
    assert sc.broken_invariant() == 0


def test_viktor_innovator_a_card_played_on_its_own_turn_makes_none(rb_position):
    sc = rb_position(pos(["Incinerate"], a=[("Viktor, Innovator", "base")],
                         b=[("Sea Monkey", 1)]))
    sc.apply("cast Incinerate")
    assert names(sc.units("a")) == ["Viktor, Innovator"]


def test_ambush_morgana_is_played_as_a_reaction_to_a_battlefield_of_its_units(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Morgana, Vindictive"], "runes": ["Fury Rune"] * 6}))
    attack(sc, "Vanguard Sergeant")
    assert sc.units("a") == [] and sc.zone("a", "trash") == ["Vanguard Sergeant"]
    assert [(u["card"], u["at"]) for u in sc.units("b")] == [("Morgana, Vindictive", 1)]
    assert sc.control(1) == "b"                                  # Sea Monkey died defending
    assert sc.broken_invariant() == 0


def test_ambush_needs_a_friendly_unit_at_the_combat(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")], b=[("Sea Monkey", 1)],
                         bx={"hand": ["Morgana, Vindictive"], "runes": ["Fury Rune"] * 2}))
    attack(sc, "Vanguard Sergeant")        # too few runes: not played
    assert sc.zone("b", "hand") == ["Morgana, Vindictive"] and sc.control(1) == "a"


def test_morgana_deals_a_unit_damage_equal_to_its_marked_damage(rb_position):
    sc = rb_position(pos(["Morgana, Vindictive"], runes=6,
                         b=[{"card": "Vanguard Sergeant", "at": 1, "damage": 2}]))
    sc.dictate_target("b", "Vanguard Sergeant").apply("play Morgana, Vindictive to base")
    assert sc.units("b") == [] and sc.zone("b", "trash") == ["Vanguard Sergeant"]


def test_shadow_enters_ready_when_played_to_a_battlefield(rb_position):
    sc = rb_position(pos(["Shadow", "Shadow"], domain="calm", runes=6))
    sc.apply("play Shadow to Void Gate")
    sc.apply("play Shadow to base")
    assert [(u["at"], u["exhausted"]) for u in sc.units("a")] == [(0, False), ("base", True)]


def test_shadow_stuns_an_enemy_attacking_its_battlefield_in_the_showdown(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")], b=[("Shadow", 1)],
                         bx={"runes": ["Order Rune"] * 2}))     # its Power: any domain
    attack(sc, "Vanguard Sergeant")
    assert [(u["card"], u["at"], u["exhausted"]) for u in sc.units("b")] == [
        ("Shadow", 1, True)]
    assert sc.mights("a")[0]["stunned"] and sc.units("a")[0]["at"] == "base"
    assert sc.control(1) == "b"
    assert sc.runes("b") == [("Order Rune", False)]      # one rune: its Energy and its Power


def test_danger_zone_repeated_gives_mechs_plus_2(rb_position):
    sc = rb_position(pos(["Danger Zone"], domain="mind", runes=4,
                         a=[("Mega-Mech", "base"), ("Sea Monkey", "base")]))
    sc.apply("cast Danger Zone paying the extra cost")
    assert [u["plus"] for u in sc.mights("a")] == [2, 0]
    assert len(sc.runes("a")) == 2                       # 2 Power recycled (2 Energy with them)


def test_737_a_hidden_unit_is_played_as_a_reaction_in_the_showdown(rb_position):
    spec = pos(a=[("Vanguard Sergeant", "base")], b=[("Sea Monkey", 1)])
    spec["battlefields"][1] |= {"hidden": "Pakaa Cub", "hider": "b", "hidden_turn": 0}
    sc = rb_position(spec)
    attack(sc, "Vanguard Sergeant")
    assert sc.hidden(1) is None                          # 5 Might of defenders against 4
    assert sc.units("a") == [] and sc.zone("a", "trash") == ["Vanguard Sergeant"]
    assert sc.zone("b", "trash") == ["Pakaa Cub"]         # a assigned its 4 damage to the Cub
    assert names(sc.units("b")) == ["Sea Monkey"] and sc.control(1) == "b"
    assert sc.broken_invariant() == 0


def test_741_shen_gives_a_friendly_unit_tank_which_takes_combat_damage_first(rb_position):
    sc = rb_position(pos(a=[("Mountain Drake", "base"), ("Sea Monkey", "base")],
                         b=[("Vanguard Sergeant", 1)],
                         ax={"legend": "Shen, Eye of Twilight"}))
    sc.dictate_target("a", "Mountain Drake").apply("use Shen, Eye of Twilight")
    attack(sc, "Mountain Drake", "Sea Monkey")     # b's 4 damage must go to the Drake first
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [
        ("Mountain Drake", 1), ("Sea Monkey", 1)]
    assert sc.control(1) == "a"


def test_344_2_an_action_ability_is_a_showdown_option_of_the_defender(rb_position):
    from decksim.core.riftbound.action_codes import K_ACTIVATE, SRC_CHAMP, kind_of, src_of
    from decksim.core.riftbound.showdown import list_showdown
    sc = rb_position(pos(a=[("Mountain Drake", 1)], b=[("Sea Monkey", 1)],
                         bx={"legend": "Shen, Eye of Twilight"}))
    n = list_showdown(sc.S, sc.cp.CT, 1, 1, sc.ak)
    codes = [int(c) for c in sc.ak[:n]]
    assert codes[0] == 0                                         # pass
    assert any(kind_of(c) == K_ACTIVATE and src_of(c) == SRC_CHAMP for c in codes)


def test_kennen_keeper_of_balance_pays_2_to_stun_as_it_is_played(rb_position):
    sc = rb_position(pos(["Kennen, Keeper of Balance"], domain="order", runes=5,
                         b=[("Vanguard Sergeant", 1)]))
    sc.apply("play Kennen, Keeper of Balance to base")
    assert sc.mights("b")[0]["stunned"] and sc.runes("a") == [("Order Rune", True)] * 5


def test_kennen_keeper_of_balance_attacks_stuns_and_has_plus_2_beside_a_stunned_enemy(
        rb_position):
    sc = rb_position(pos(domain="order", runes=2, a=[("Kennen, Keeper of Balance", "base")],
                         b=[("Sea Monkey", 1)]))
    attack(sc, "Kennen, Keeper of Balance")        # 2 paid: the Sea Monkey deals no damage
    assert sc.units("b") == [] and sc.control(1) == "a"
    assert [(u["card"], u["at"], u["damage"]) for u in sc.units("a")] == [
        ("Kennen, Keeper of Balance", 1, 0)]
    assert sc.mights("a")[0]["might"] == 2                       # the stunned enemy is gone


def test_kennen_without_2_energy_stuns_nothing(rb_position):
    sc = rb_position(pos(["Kennen, Keeper of Balance"], domain="order", runes=4,
                         b=[("Vanguard Sergeant", 1)]))
    sc.apply("play Kennen, Keeper of Balance to base")
    assert not sc.mights("b")[0]["stunned"]


def test_riposte_stays_partial_no_chain_to_counter_a_spell(rb_pool):
    card = rb_pool.lookup("Riposte")
    assert card.coverage == "partial" and "countering a spell" in card.missing


def test_resonating_strike_moves_a_defender_in_from_the_base_with_plus_2(rb_position):
    sc = rb_position(pos(a=[("Vanguard Sergeant", "base")],
                         b=[("Sea Monkey", 1), ("Sea Monkey", "base")],
                         bx={"hand": ["Resonating Strike"], "runes": ["Calm Rune"] * 2}))
    attack(sc, "Vanguard Sergeant")        # 2 + 4 Might of defenders kill the attacker
    assert sc.units("a") == [] and sc.control(1) == "b"
    assert sc.units("b") == [{"card": "Sea Monkey", "at": 1, "exhausted": False, "damage": 0}]
    assert sc.zone("b", "trash") == ["Resonating Strike", "Sea Monkey"]   # a killed one


def test_737_1_d_2_resonating_strike_from_hidden_moves_a_unit_to_its_battlefield(rb_position):
    spec = pos(a=[("Sea Monkey", "base"), ("Sea Monkey", 1)], control=("a", "a"))
    spec["battlefields"][0] |= {"hidden": "Resonating Strike", "hider": "a", "hidden_turn": 0}
    sc = rb_position(spec)
    sc.dictate_target("a", "Sea Monkey", 1).apply("reveal Resonating Strike at Void Gate")
    assert [(u["at"], m["plus"]) for u, m in zip(sc.units("a"), sc.mights("a"))] == [
        ("base", 0), (0, 2)]                       # from the other battlefield to Void Gate


def test_344_2_a_gears_action_phase_ability_is_no_showdown_option(rb_position):
    # Orb of Regret's ability has no Action timing: b's only showdown option is passing
    # (a gear slot is no unit slot: the option list reads the gear's own card)
    from decksim.core.riftbound.showdown import list_showdown
    sc = rb_position(pos(a=[("Sea Monkey", 1)], b=[("Sea Monkey", 1)],
                         bx={"gear": ["Orb of Regret"], "runes": ["Body Rune"] * 2}))
    assert "use Orb of Regret" not in sc.legal_actions()        # b's ability, a's turn
    n = list_showdown(sc.S, sc.cp.CT, 1, 1, sc.ak)
    assert n == 1 and sc.ak[0] == 0                              # pass only


def test_737_evelynn_from_hidden_in_the_opponents_showdown_pulls_no_one(rb_position):
    # her pull is for her player's own turn: revealed in a's attack, a's Pit Rookie at
    # Void Gate stays there
    spec = pos(a=[("Vanguard Sergeant", "base"), ("Pit Rookie", 0)], b=[("Sea Monkey", 1)])
    spec["battlefields"][1] |= {"hidden": "Evelynn, Entrancing", "hider": "b",
                                "hidden_turn": 0}
    sc = rb_position(spec)
    attack(sc, "Vanguard Sergeant")
    assert sc.hidden(1) is None                          # revealed as a Reaction
    assert ("Pit Rookie", 0) in [(u["card"], u["at"]) for u in sc.units("a")]
    assert sc.control(0) == "a" and sc.broken_invariant() == 0
