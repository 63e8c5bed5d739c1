"""Spells played from card text (dsl.py, effects.py): Action timing on the turn
player's turn (732, 739), their targets, damage and the cleanup (404, 322.4),
kill (415), stun (410), Might this turn, buffs (701), bounce, reclaim, fight,
draw (400) and channel (417), through the scenario API."""
import pytest

RUNE = {"fury": "Fury Rune", "calm": "Calm Rune", "mind": "Mind Rune", "body": "Body Rune",
        "chaos": "Chaos Rune", "order": "Order Rune"}


def pos(hand=(), a=(), b=(), domain="fury", runes=8, control=("a", "b"), ax=None, bx=None):
    """a to act with `hand` and `runes` runes of `domain`; a's and b's units as
    (card, where) or dicts; a battlefield held by a and one by b; ax, bx: more of
    each player's zones."""
    def units(us):
        return [u if isinstance(u, dict) else {"card": u[0], "at": u[1]} for u in us]
    spec = {"battlefields": [{"card": "Void Gate", "control": control[0]},
                             {"card": "Startipped Peak", "control": control[1]}],
            "players": {"a": {"hand": list(hand), "runes": [RUNE[domain]] * runes,
                              "units": units(a), "deck": ["Sea Monkey"] * 5,
                              **(ax or {})},
                        "b": {"units": units(b), "deck": ["Sea Monkey"] * 5,
                              **(bx or {})}}}
    return spec


def names(units):
    return [u["card"] for u in units]


def test_404_incinerate_deals_2_damage_and_kills_a_2_might_unit(rb_position):
    sc = rb_position(pos(["Incinerate"], a=[("Sea Monkey", 0)], b=[("Pit Rookie", 1)]))
    sc.apply("cast Incinerate")
    assert sc.units("b") == []                                   # 322.4: killed at the cleanup
    assert sc.zone("b", "trash") == ["Pit Rookie"]
    assert sc.zone("a", "trash") == ["Incinerate"]               # the spell resolved
    assert sc.control(1) is None                                 # 322.6: left uncontrolled
    assert sc.broken_invariant() == 0


def test_404_damage_below_might_stays_marked_until_the_turn_ends(rb_position):
    sc = rb_position(pos(["Void Seeker"], b=[("Zephyr Sage", 1)]))
    sc.apply("cast Void Seeker")
    assert sc.units("b")[0]["damage"] == 4                       # 6 Might: survives
    assert sc.zone("a", "hand") == ["Sea Monkey"]                # and a card drawn
    sc.end_turn()
    assert sc.units("b")[0]["damage"] == 0                       # 317.2.b: healed


def test_a_spell_that_picks_a_unit_at_a_battlefield_needs_one_there(rb_position):
    sc = rb_position(pos(["Incinerate"], a=[("Sea Monkey", "base")],
                         b=[("Pit Rookie", "base")], control=(None, None)))
    assert not any(x.startswith("cast") for x in sc.legal_actions())


def test_a_spell_whose_text_is_not_encoded_is_not_playable(rb_position):
    sc = rb_position(pos(["Strike Down"], b=[("Pit Rookie", 1)], domain="body"))
    assert not any(x.startswith("cast") for x in sc.legal_actions())


def test_130_a_spell_is_paid_like_a_unit(rb_position):
    sc = rb_position(pos(["Void Seeker"], b=[("Pit Rookie", 1)], runes=2))
    assert sc.legal_actions() == ["end"]                         # 3 Energy + 1 Fury Power
    sc = rb_position(pos(["Void Seeker"], b=[("Pit Rookie", 1)], runes=3))
    sc.apply("cast Void Seeker")                                 # one rune taps and recycles
    assert sc.runes("a") == [("Fury Rune", True)] * 2


def test_disintegrate_draws_only_when_its_damage_kills(rb_position):
    sc = rb_position(pos(["Disintegrate"], b=[("Pit Rookie", 1)]))
    sc.apply("cast Disintegrate")
    assert sc.units("b") == [] and sc.zone("a", "hand") == ["Sea Monkey"]
    sc = rb_position(pos(["Disintegrate"], b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Disintegrate")
    assert sc.units("b")[0]["damage"] == 3 and sc.zone("a", "hand") == []


def test_firestorm_deals_3_to_each_enemy_unit_at_the_battlefield_picked(rb_position):
    sc = rb_position(pos(["Firestorm"], a=[("Sea Monkey", 0)],
                         b=[("Pit Rookie", 1), ("Vanguard Sergeant", 1), ("Sea Monkey", "base"),
                            ("Daring Poro", 0)], control=(None, "b")))
    sc.dictate_battlefield(1).apply("cast Firestorm")
    assert [(u["card"], u["damage"]) for u in sc.units("b")] == [
        ("Vanguard Sergeant", 3), ("Sea Monkey", 0), ("Daring Poro", 0)]
    assert sc.units("a")[0]["damage"] == 0                       # friendly units spared


def test_415_blast_of_power_kills_a_unit_at_a_battlefield(rb_position):
    sc = rb_position(pos(["Blast of Power"], domain="order", b=[("Mountain Drake", 1)]))
    sc.apply("cast Blast of Power")
    assert sc.units("b") == [] and sc.zone("b", "trash") == ["Mountain Drake"]


def test_415_vengeance_kills_a_unit_anywhere(rb_position):
    sc = rb_position(pos(["Vengeance"], domain="order", b=[("Mountain Drake", "base")],
                         control=(None, None)))
    sc.apply("cast Vengeance")
    assert sc.units("b") == []


def test_410_a_stunned_defender_deals_no_combat_damage(rb_position):
    sc = rb_position(pos(["Back Off"], domain="calm", a=[("Pit Rookie", "base")],
                         b=[("Vanguard Sergeant", 1)], control=(None, "b")))
    sc.dictate_target("b", "Vanguard Sergeant").apply("cast Back Off")
    assert sc.mights("b")[0]["stunned"]
    sc.apply("move Pit Rookie to Startipped Peak")               # 2 Might against a 4
    assert names(sc.units("a")) == ["Pit Rookie"]                # 410.1.b: took no damage
    assert sc.units("a")[0]["at"] == "base"                      # 444.1.a: recalled
    sc.end_turn()
    assert not sc.mights("b")[0]["stunned"]                      # 410.1.a.2


def test_punch_first_gives_5_might_this_turn_only(rb_position):
    sc = rb_position(pos(["Punch First"], domain="body", a=[("Pit Rookie", "base")]))
    sc.apply("cast Punch First")
    assert sc.mights("a")[0]["might"] == 7
    sc.end_turn()
    assert sc.mights("a")[0]["might"] == 2                       # 317.2.c: expired


def test_might_this_turn_wins_a_combat_it_would_lose(rb_position):
    sc = rb_position(pos(["Discipline"], domain="calm", a=[("Pit Rookie", "base")],
                         b=[("Vanguard Sergeant", 1)], control=(None, "b")))
    sc.dictate_target("a", "Pit Rookie").apply("cast Discipline")
    sc.apply("move Pit Rookie to Startipped Peak")               # 4 against 4
    assert sc.units("b") == []
    assert sc.units("a") == []                                   # both lethal: a trade


def test_smoke_screen_weakens_to_a_minimum_of_1_might(rb_position):
    sc = rb_position(pos(["Smoke Screen"], domain="mind", b=[("Playful Phantom", 1)]))
    sc.apply("cast Smoke Screen")
    assert sc.mights("b")[0]["might"] == 1                       # 5 - 4
    sc = rb_position(pos(["Smoke Screen"], domain="mind", b=[("Pit Rookie", 1)]))
    sc.apply("cast Smoke Screen")
    assert sc.mights("b")[0]["might"] == 1                       # not below 1


def test_gust_returns_a_unit_of_3_might_or_less_at_a_battlefield_to_its_owners_hand(
        rb_position):
    sc = rb_position(pos(["Gust"], domain="chaos",
                         b=[("Vanguard Sergeant", 1), ("Pit Rookie", 1)]))
    sc.apply("cast Gust")
    assert names(sc.units("b")) == ["Vanguard Sergeant"]         # 4 Might: not a choice
    assert sc.zone("b", "hand") == ["Pit Rookie"] and sc.zone("b", "trash") == []
    assert sc.broken_invariant() == 0


def test_morbid_return_returns_a_unit_card_from_the_trash_to_the_hand(rb_position):
    sc = rb_position(pos(["Morbid Return"], domain="chaos",
                         ax={"trash": ["Incinerate", "Mountain Drake"]}))
    sc.apply("cast Morbid Return")
    assert sc.zone("a", "hand") == ["Mountain Drake"]
    assert sc.zone("a", "trash") == ["Incinerate", "Morbid Return"]


def test_404_6_b_3_challenge_the_two_units_deal_their_mights_to_each_other(rb_position):
    sc = rb_position(pos(["Challenge"], domain="body", a=[("Vanguard Sergeant", "base")],
                         b=[("Pit Rookie", "base"), ("Mountain Drake", "base")]))
    sc.dictate_target("a", "Vanguard Sergeant").dictate_target("b", "Pit Rookie")
    sc.apply("cast Challenge")
    assert names(sc.units("b")) == ["Mountain Drake"]
    assert sc.units("a")[0]["damage"] == 2


def test_gentlemens_duel_gives_3_might_before_the_fight(rb_position):
    sc = rb_position(pos(["Gentlemen's Duel"], domain="body", a=[("Pit Rookie", "base")],
                         b=[("Vanguard Sergeant", "base")]))
    sc.apply("cast Gentlemen's Duel")
    assert sc.units("b") == []                                   # 5 damage on 4 Might
    assert sc.units("a")[0]["damage"] == 4                       # 5 Might this turn: lives


def test_singularity_deals_6_to_each_of_two_units(rb_position):
    sc = rb_position(pos(["Singularity"], domain="mind",
                         b=[("Playful Phantom", 1), ("Zephyr Sage", "base"), ("Pit Rookie", 1)]))
    sc.apply("cast Singularity")
    assert names(sc.units("b")) == ["Zephyr Sage"]               # greedy: battlefields first
    sc = rb_position(pos(["Singularity"], domain="mind",
                         b=[("Playful Phantom", 1), ("Zephyr Sage", "base"), ("Pit Rookie", 1)]))
    sc.dictate_target("b", "Zephyr Sage").apply("cast Singularity")
    assert names(sc.units("b")) == ["Pit Rookie"]


def test_decisive_strike_gives_every_friendly_unit_2_might(rb_position):
    sc = rb_position(pos(["Decisive Strike"], domain="body",
                         a=[("Pit Rookie", "base"), ("Sea Monkey", 0)], b=[("Pit Rookie", 1)]))
    sc.apply("cast Decisive Strike")
    assert [u["might"] for u in sc.mights("a")] == [4, 4]
    assert sc.mights("b")[0]["might"] == 2


def test_en_garde_gives_one_more_to_a_unit_alone_at_its_place(rb_position):
    sc = rb_position(pos(["En Garde"], domain="calm", a=[("Pit Rookie", 0)]))
    sc.apply("cast En Garde")
    assert sc.mights("a")[0]["might"] == 4
    sc = rb_position(pos(["En Garde"], domain="calm", a=[("Pit Rookie", 0), ("Sea Monkey", 0)]))
    sc.dictate_target("a", "Pit Rookie").apply("cast En Garde")
    assert sc.mights("a")[0]["might"] == 3


@pytest.mark.parametrize("rune_deck,runes_after,hand", [(["Body Rune"], 9, []),
                                                        ([], 8, ["Sea Monkey"])])
def test_417_mobilize_channels_an_exhausted_rune_or_draws_when_it_cannot(
        rb_position, rune_deck, runes_after, hand):
    sc = rb_position(pos(["Mobilize"], domain="body", ax={"rune_deck": rune_deck}))
    sc.apply("cast Mobilize")
    assert len(sc.runes("a")) == runes_after and sc.zone("a", "hand") == hand
    if rune_deck:
        assert sc.runes("a")[-1] == ("Body Rune", True)


def test_back_to_back_gives_two_friendly_units_2_might(rb_position):
    sc = rb_position(pos(["Back to Back"], domain="order",
                         a=[("Pit Rookie", "base"), ("Sea Monkey", 0), ("Daring Poro", 0)]))
    sc.apply("cast Back to Back")
    assert sorted(u["plus"] for u in sc.mights("a")) == [0, 2, 2]


def test_735_choosing_an_enemy_unit_with_deflect_costs_one_more_power(rb_position):
    sc = rb_position(pos(["Incinerate"], runes=3, b=[("Pouty Poro", 1)]))
    sc.apply("cast Incinerate")
    assert sc.units("b") == []
    assert len(sc.runes("a")) == 2 and sc.zone("a", "rune_deck") == ["Fury Rune"]
    sc = rb_position(pos(["Discipline"], domain="calm", runes=3, a=[("Pouty Poro", 0)]))
    sc.apply("cast Discipline")                                  # its own unit: no extra
    assert len(sc.runes("a")) == 3


def test_ruthless_strike_deals_5_when_its_optional_discard_is_paid(rb_position):
    sc = rb_position(pos(["Ruthless Strike", "Mountain Drake"], b=[("Playful Phantom", 1)]))
    assert "cast Ruthless Strike paying the extra cost" in sc.legal_actions()
    sc.apply("cast Ruthless Strike paying the extra cost")
    assert sc.units("b") == [] and sc.zone("a", "trash") == ["Mountain Drake", "Ruthless Strike"]
    sc = rb_position(pos(["Ruthless Strike", "Mountain Drake"], b=[("Playful Phantom", 1)]))
    sc.apply("cast Ruthless Strike")
    assert sc.units("b")[0]["damage"] == 3 and sc.zone("a", "hand") == ["Mountain Drake"]


def test_meditation_draws_2_when_a_friendly_unit_is_exhausted_for_it(rb_position):
    sc = rb_position(pos(["Meditation"], domain="calm", a=[("Sea Monkey", "base")],
                         control=(None, None)))
    sc.apply("cast Meditation paying the extra cost")
    assert len(sc.zone("a", "hand")) == 2 and sc.units("a")[0]["exhausted"] is True
    sc = rb_position(pos(["Meditation"], domain="calm", control=(None, None)))
    assert sc.legal_actions() == ["end", "cast Meditation"]      # no unit to exhaust
    sc.apply("cast Meditation")
    assert len(sc.zone("a", "hand")) == 1


def test_brazen_buccaneer_costs_2_less_for_an_optional_discard(rb_position):
    sc = rb_position(pos(["Brazen Buccaneer", "Pit Rookie"], runes=4, control=(None, None)))
    assert sorted(sc.legal_actions()[1:]) == [
        "play Brazen Buccaneer to base paying the extra cost", "play Pit Rookie to base"]
    sc.apply("play Brazen Buccaneer to base paying the extra cost")
    assert sc.zone("a", "trash") == ["Pit Rookie"] and len(sc.runes("a")) == 4


def test_407_charm_moves_an_enemy_at_a_battlefield_to_its_base(rb_position):
    sc = rb_position(pos(["Charm"], domain="calm", b=[("Vanguard Sergeant", 1)]))
    sc.apply("cast Charm")
    assert sc.units("b")[0]["at"] == "base" and sc.control(1) is None


def test_746_repeat_pays_2_more_to_ready_a_second_unit(rb_position):
    units = [{"card": "Pit Rookie", "at": "base", "exhausted": True},
             {"card": "Sea Monkey", "at": "base", "exhausted": True}]
    sc = rb_position(pos(["Upstage Comedy"], runes=4, a=units, control=(None, None)))
    assert "cast Upstage Comedy paying the extra cost" in sc.legal_actions()
    sc.apply("cast Upstage Comedy paying the extra cost")
    assert [u["exhausted"] for u in sc.units("a")] == [False, False]
    assert all(e for _, e in sc.runes("a"))
    sc = rb_position(pos(["Upstage Comedy"], runes=3, a=units, control=(None, None)))
    assert "cast Upstage Comedy paying the extra cost" not in sc.legal_actions()   # 2 + 2
