"""Hidden (737): hiding a card facedown at a battlefield its player controls for
one Power of any domain, playing it from there on a later turn for no cost with
its choices at that battlefield (737.1.d), and losing it with the battlefield
(322.7)."""
from test_rb_spells import names, pos


def hidden_at(card, turn=0, **kw):
    spec = pos(**kw)
    spec["battlefields"][0] |= {"hidden": card, "hider": "a", "hidden_turn": turn}
    return spec


def test_737_1_b_hiding_costs_a_rune_of_any_domain_at_a_battlefield_you_control(rb_position):
    sc = rb_position(pos(["Consult the Past"], domain="order", runes=1, a=[("Sea Monkey", 0)]))
    assert "hide Consult the Past at Void Gate" in sc.legal_actions()
    assert "hide Consult the Past at Startipped Peak" not in sc.legal_actions()   # b's
    sc.apply("hide Consult the Past at Void Gate")
    assert sc.hidden(0) == "Consult the Past" and sc.zone("a", "hand") == []
    assert sc.runes("a") == [] and sc.zone("a", "rune_deck") == ["Order Rune"]
    assert sc.broken_invariant() == 0
    assert not any(x.startswith("reveal") for x in sc.legal_actions())   # not this turn


def test_737_1_b_a_hidden_card_is_played_on_a_later_turn_ignoring_its_cost(rb_position):
    sc = rb_position(hidden_at("Consult the Past", runes=0, a=[("Sea Monkey", 0)]))
    sc.apply("reveal Consult the Past at Void Gate")
    assert sc.hidden(0) is None
    assert sc.zone("a", "hand") == ["Sea Monkey", "Sea Monkey"]
    assert sc.zone("a", "trash") == ["Consult the Past"]


def test_737_1_d_2_a_spell_from_hidden_picks_only_at_its_battlefield(rb_position):
    sc = rb_position(hidden_at("Back Off", runes=0, a=[("Sea Monkey", 0)],
                               b=[("Mountain Drake", 1), ("Pit Rookie", "base")]))
    sc.apply("reveal Back Off at Void Gate")                     # only Sea Monkey is there
    assert [u["stunned"] for u in sc.mights("a")] == [True]
    assert sc.zone("a", "hand") == []                            # not from the hand: no card


def test_737_1_d_1_a_hidden_unit_enters_at_its_battlefield(rb_position):
    sc = rb_position(hidden_at("Pakaa Cub", runes=0, a=[("Sea Monkey", 0)]))
    sc.apply("reveal Pakaa Cub at Void Gate")
    assert [(u["card"], u["at"]) for u in sc.units("a")] == [("Sea Monkey", 0), ("Pakaa Cub", 0)]


def test_322_7_a_hidden_card_goes_to_the_trash_when_its_battlefield_is_lost(rb_position):
    sc = rb_position(hidden_at("Consult the Past", a=[("Pit Rookie", 0)], runes=2,
                               ax={"hand": ["Incinerate"]}))
    sc.dictate_target("a", "Pit Rookie").apply("cast Incinerate")   # its only unit there dies
    assert sc.control(0) is None and sc.hidden(0) is None
    assert sorted(sc.zone("a", "trash")) == ["Consult the Past", "Incinerate", "Pit Rookie"]
    assert sc.broken_invariant() == 0


def test_hidden_blade_kills_and_its_owner_draws_2(rb_position):
    sc = rb_position(pos(["Hidden Blade"], domain="order", b=[("Mountain Drake", 1)],
                         bx={"deck": ["Pit Rookie"] * 3}))
    sc.apply("cast Hidden Blade")
    assert sc.units("b") == [] and sc.zone("b", "hand") == ["Pit Rookie"] * 2
    assert names(sc.units("a")) == []


def test_a_spell_played_from_hidden_is_a_spell_played(rb_position):
    sc = rb_position(hidden_at("Consult the Past", runes=0,
                               a=[("Sea Monkey", 0), ("Ravenbloom Student", "base")]))
    sc.apply("reveal Consult the Past at Void Gate")
    assert sc.mights("a")[1]["plus"] == 1
