"""Paying costs with runes (156-163, 353-354), playing units and gear (352,
356) and Accelerate (731), through the scenario API."""
FURY = "Fury Rune"
BODY = "Body Rune"
CALM = "Calm Rune"


def runes(*names, exhausted=()):
    return [{"card": n, "exhausted": i in exhausted} for i, n in enumerate(names)]


def test_160_2_a_energy_is_paid_by_exhausting_runes(rb_position):
    sc = rb_position({"players": {"a": {"hand": ["Flame Chompers"], "runes": runes(*[FURY] * 4)}}})
    sc.apply("play Flame Chompers to base")
    assert sorted(exh for _, exh in sc.runes("a")) == [False, True, True, True]
    assert sc.units("a") == [{"card": "Flame Chompers", "at": "base", "exhausted": True,
                              "damage": 0}]                      # 142.4: enters exhausted
    assert sc.zone("a", "hand") == []


def test_130_a_unit_needs_as_many_ready_runes_as_its_energy(rb_position):
    sc = rb_position({"players": {"a": {"hand": ["Flame Chompers"],
                                        "runes": runes(FURY, FURY, FURY, exhausted=(0,))}}})
    assert sc.legal_actions() == ["end"]


def test_160_2_b_power_is_paid_by_recycling_a_rune_of_the_cards_domain(rb_position):
    # Captain Farron: 4 Energy and 1 Fury Power
    sc = rb_position({"players": {"a": {"hand": ["Captain Farron"],
                                        "runes": runes(FURY, CALM, CALM, CALM, exhausted=(0,)),
                                        "rune_deck": [CALM]}}})
    assert sc.legal_actions() == ["end"]         # 3 ready runes: the exhausted Fury can't tap
    sc = rb_position({"players": {"a": {"hand": ["Captain Farron"],
                                        "runes": runes(FURY, CALM, CALM, CALM, CALM,
                                                       exhausted=(0,)),
                                        "rune_deck": [CALM]}}})
    sc.apply("play Captain Farron to base")
    # the exhausted Fury rune was recycled to the bottom of the rune deck, four Calm tapped
    assert sc.runes("a") == [(CALM, True)] * 4
    assert sc.zone("a", "rune_deck") == [CALM, FURY]
    assert sc.broken_invariant() == 0


def test_159_2_power_of_another_domain_does_not_pay(rb_position):
    sc = rb_position({"players": {"a": {"hand": ["Captain Farron"],
                                        "runes": runes(*[CALM] * 6)}}})
    assert sc.legal_actions() == ["end"]


def test_160_a_ready_rune_gives_energy_and_then_power(rb_position):
    # one Fury rune both taps for Energy and is recycled for Power: 4 runes pay 4 + 1
    sc = rb_position({"players": {"a": {"hand": ["Captain Farron"],
                                        "runes": runes(FURY, CALM, CALM, CALM)}}})
    sc.apply("play Captain Farron to base")
    assert sc.runes("a") == [(CALM, True)] * 3
    assert sc.zone("a", "rune_deck") == [FURY]


def test_352_2_a_units_are_played_to_base_or_a_battlefield_you_control(rb_position):
    spec = {"battlefields": [{"card": "Void Gate", "control": "a"},
                             {"card": "Startipped Peak", "control": "b"}],
            "players": {"a": {"hand": ["Pit Rookie"], "runes": runes(BODY, BODY),
                              "units": [{"card": "Sea Monkey", "at": 0}]},
                        "b": {"units": [{"card": "Sea Monkey", "at": 1}]}}}
    acts = rb_position(spec).legal_actions()
    assert "play Pit Rookie to base" in acts and "play Pit Rookie to Void Gate" in acts
    assert "play Pit Rookie to Startipped Peak" not in acts
    sc = rb_position(spec).apply("play Pit Rookie to Void Gate")
    assert sc.units("a")[1] == {"card": "Pit Rookie", "at": 0, "exhausted": True, "damage": 0}
    assert sc.control(0) == "a" and sc.points("a") == 0            # no contest, no score


def test_107_2_c_the_chosen_champion_is_played_from_its_zone(rb_position, rb_pool):
    champ = next(c for c in rb_pool.cards if c.is_champion_unit and c.energy == 3
                 and not c.power and c.domains == ("fury",))
    sc = rb_position({"players": {"a": {"champion": champ.name, "runes": runes(*[FURY] * 3)}}})
    sc.apply(f"play {champ.name} from the champion zone to base")
    assert sc.champion_zone("a") is None and sc.units("a")[0]["card"] == champ.name
    assert sc.broken_invariant() == 0


def test_151_spells_are_not_played_yet(rb_position):
    sc = rb_position({"players": {"a": {"hand": ["Incinerate"], "runes": runes(*[FURY] * 6)}}})
    assert sc.legal_actions() == ["end"]


def test_356_2_d_gear_enters_the_base(rb_position):
    sc = rb_position({"players": {"a": {"hand": ["Iron Ballista"], "runes": runes(*[FURY] * 3)}}})
    sc.apply("gear Iron Ballista")
    assert sc.zone("a", "gear") == ["Iron Ballista"] and sc.zone("a", "hand") == []
    assert sc.broken_invariant() == 0


def test_731_accelerate_pays_1_and_a_power_of_its_domain_to_enter_ready(rb_position):
    # Legion Rearguard: 2 Energy, Fury, Accelerate
    sc = rb_position({"players": {"a": {"hand": ["Legion Rearguard"],
                                        "runes": runes(FURY, CALM, CALM)}}})
    assert "play Legion Rearguard to base accelerated" in sc.legal_actions()
    sc.apply("play Legion Rearguard to base accelerated")
    assert sc.units("a")[0]["exhausted"] is False
    assert sc.runes("a") == [(CALM, True), (CALM, True)] and sc.zone("a", "rune_deck") == [FURY]
    # 731.1.a.1: without a Fury rune the Power can't be paid
    sc = rb_position({"players": {"a": {"hand": ["Legion Rearguard"],
                                        "runes": runes(CALM, CALM, CALM)}}})
    assert sc.legal_actions() == ["end", "play Legion Rearguard to base"]
