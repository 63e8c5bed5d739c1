"""The Riftbound pilots, through the scenario API: what `greedy` does with a
position, and `random` taking only legal actions."""
FURY = "Fury Rune"
BODY = "Body Rune"


def position(a_units=(), b_units=(), control=(None, None), hand=(), runes=(), points=(0, 0)):
    def units(us):
        return [{"card": c, "at": at} for c, at in us]
    return {"battlefields": [{"card": "Void Gate", "control": control[0]},
                             {"card": "Startipped Peak", "control": control[1]}],
            "players": {"a": {"units": units(a_units), "hand": list(hand), "runes": list(runes),
                              "points": points[0]},
                        "b": {"units": units(b_units), "points": points[1]}}}


def test_greedy_conquers_an_empty_battlefield_with_its_weakest_unit(rb_position):
    # the weakest unit takes the first battlefield, the next the second
    sc = rb_position(position([("Flame Chompers", "base"), ("Cithria of Cloudfield", "base")]))
    sc.play_actions("greedy")
    assert sc.control(0) == "a" and sc.control(1) == "a" and sc.points("a") == 2
    assert {u["card"]: u["at"] for u in sc.units("a")} == {"Cithria of Cloudfield": 0,
                                                           "Flame Chompers": 1}


def test_greedy_reinforces_a_held_battlefield_the_opponent_outweighs(rb_position):
    sc = rb_position(position([("Flame Chompers", "base"), ("Cithria of Cloudfield", 0)],
                              [("Captain Farron", 1)], control=("a", "b")))
    sc.play_actions("greedy")
    assert [u["at"] for u in sc.units("a")] == [0, 0]


def test_greedy_attacks_when_its_might_kills_the_defenders(rb_position):
    # Flame Chompers alone would kill both defenders and die (3 damage back): it takes
    # Pit Rookie along so that a unit survives and conquers
    sc = rb_position(position([("Flame Chompers", "base"), ("Pit Rookie", "base"),
                               ("Sea Monkey", 1)],
                              [("Sea Monkey", 0), ("Cithria of Cloudfield", 0)],
                              control=("b", "a"), points=(1, 1)))
    sc.play_actions("greedy")                  # 5 Might against 2 + 1
    assert sc.control(0) == "a" and sc.units("b") == [] and sc.points("a") == 2
    assert len(sc.units("a")) == 2


def test_greedy_does_not_attack_into_stronger_defenders(rb_position):
    sc = rb_position(position([("Pit Rookie", "base")], [("Flame Chompers", 0)],
                              control=("b", None)))
    sc.play_actions("greedy")
    assert sc.control(0) == "b" and sc.units("a")[0]["at"] in ("base", 1)


def test_greedy_plays_its_most_expensive_affordable_unit(rb_position):
    sc = rb_position(position(hand=["Pit Rookie", "Flame Chompers", "Captain Farron"],
                              runes=[BODY, FURY, FURY]))
    sc.play_actions("greedy")
    assert [u["card"] for u in sc.units("a")] == ["Flame Chompers"]
    assert sorted(sc.zone("a", "hand")) == ["Captain Farron", "Pit Rookie"]


def test_greedy_holds_a_battlefield_when_not_behind(rb_position):
    # its Ganking unit alone holds Void Gate: it does not leave it to conquer the other
    spec = position([("Vi, Destructive", 0)], control=("a", None), points=(3, 3))
    sc = rb_position(spec)
    sc.play_actions("greedy")
    assert sc.control(0) == "a" and sc.control(1) is None
    spec = position([("Vi, Destructive", 0)], control=("a", None), points=(2, 5))
    sc = rb_position(spec)
    sc.play_actions("greedy")                  # behind: it takes the other one
    assert sc.control(1) == "a" and sc.control(0) is None


def test_random_takes_only_legal_actions_and_ends_its_turn(rb_position):
    for seed in range(20):
        sc = rb_position(position([("Flame Chompers", "base"), ("Vi, Destructive", 0)],
                                  [("Pit Rookie", 1)], control=("a", "b"),
                                  hand=["Pit Rookie", "Legion Rearguard"],
                                  runes=[FURY, FURY, BODY, BODY]), seed=seed)
        sc.play_turn("random")
        assert sc.active == "b" and sc.broken_invariant() == 0
        assert int(sc.S[sc.st.G_BAD]) == 0


def test_a_scenario_copy_plays_on_independently_and_logs_its_events(rb_position):
    sc = rb_position(position([("Pit Rookie", "base")]))
    other = sc.copy()
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.state()["players"]["a"]["points"] == 1 and other.points("a") == 0
    assert sc.log_lines() == ["A moves 1 unit(s) to Void Gate", "A conquers Void Gate: 1 points"]
    assert other.log_lines() == []


def test_448_1_b_2_greedy_takes_the_final_point_by_conquering_the_last_battlefield(
        rb_position):
    # at 7 points, Void Gate conquered this turn: Startipped Peak is the Final Point
    spec = position([("Pit Rookie", 0), ("Sea Monkey", "base")], control=("a", None),
                    points=(7, 3))
    spec["scored"] = [("a", 0)]
    sc = rb_position(spec)
    sc.play_actions("greedy")
    assert sc.winner == "a" and sc.points("a") == 8


def test_448_1_b_2_greedy_draws_instead_of_a_point_one_short_with_a_battlefield_unscored(
        rb_position):
    spec = position([("Sea Monkey", "base")], control=(None, None), points=(7, 3),
                    hand=["Pit Rookie"])
    spec["players"]["a"]["deck"] = ["Sea Monkey"] * 3
    sc = rb_position(spec)
    sc.play_actions("greedy")
    assert sc.winner is None and sc.points("a") == 7 and sc.control(0) == "a"
    assert len(sc.zone("a", "hand")) == 2                # a card instead of the point


def test_448_1_b_1_greedy_trades_away_the_battlefield_the_opponent_would_hold_to_win(
        rb_position):
    # b, one point short, would score its Final Point by holding Startipped Peak: the
    # even trade there (both 2-Might units die) beats conquering the empty Void Gate
    sc = rb_position(position([("Pit Rookie", "base")], [("Sea Monkey", 1)],
                              control=(None, "b"), points=(3, 7)))
    sc.play_actions("greedy")
    assert sc.control(1) is None and sc.units("b") == [] and sc.control(0) is None
    sc.end_turn().start_turn()
    assert sc.winner is None and sc.points("b") == 7
