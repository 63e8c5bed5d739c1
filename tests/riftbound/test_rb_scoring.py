"""Scoring (445-449): Conquer and Hold, once per battlefield per turn, the Final
Point (448.1.b), victory at 8 points in Duel (462.3)."""
FURY = "Fury Rune"


def spec(a_units=(), b_units=(), control=(None, None), a_points=0, **more):
    def units(us):
        return [{"card": c, "at": at} for c, at in us]
    return {"battlefields": [{"card": "Void Gate", "control": control[0]},
                             {"card": "Startipped Peak", "control": control[1]}],
            "players": {"a": {"units": units(a_units), "points": a_points,
                              "deck": ["Pit Rookie"] * 3, "rune_deck": [FURY] * 4},
                        "b": {"units": units(b_units), "deck": ["Pit Rookie"] * 3}},
            **more}


def test_446_2_hold_scores_each_battlefield_controlled_at_the_beginning_phase(rb_position):
    sc = rb_position(spec([("Pit Rookie", 0), ("Sea Monkey", 1)], control=("a", "a")))
    sc.start_turn()
    assert sc.points("a") == 2
    assert int(sc.S[sc.st.pb(0) + sc.st.P_HOLDS]) == 2


def test_446_2_the_opponent_does_not_score_your_battlefields_on_your_turn(rb_position):
    sc = rb_position(spec([("Pit Rookie", 0)], [("Sea Monkey", 1)], control=("a", "b")))
    sc.start_turn()
    assert sc.points("a") == 1 and sc.points("b") == 0


def test_447_a_battlefield_held_this_turn_is_not_scored_again_by_conquer(rb_position):
    # a holds Void Gate, then its unit leaves and comes back: no second point
    sc = rb_position(spec([("Pit Rookie", 0), ("Sea Monkey", "base")], control=("a", None)))
    sc.start_turn()
    assert sc.points("a") == 1
    sc.apply("move Pit Rookie to base")
    assert sc.control(0) is None
    sc.apply("move Sea Monkey to Void Gate")
    assert sc.control(0) == "a" and sc.points("a") == 1


def test_447_each_battlefield_scores_once_per_turn_by_conquer(rb_position):
    sc = rb_position(spec([("Pit Rookie", "base"), ("Sea Monkey", "base")]))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.points("a") == 1
    sc.apply("move Sea Monkey to Startipped Peak")
    assert sc.points("a") == 2


def test_448_1_b_2_a_conquer_for_the_final_point_needs_every_battlefield_scored(rb_position):
    # at 7 points, conquering one battlefield without having scored the other: draw instead
    sc = rb_position(spec([("Pit Rookie", "base")], a_points=7))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.points("a") == 7 and sc.winner is None
    assert sc.zone("a", "hand") == ["Pit Rookie"] and sc.control(0) == "a"


def test_448_1_b_2_the_final_point_by_conquer_after_scoring_the_other(rb_position):
    # a scored Startipped Peak this turn (held it), then conquers Void Gate: the 8th point
    sc = rb_position(spec([("Pit Rookie", "base"), ("Sea Monkey", 1)], control=(None, "a"),
                          a_points=6))
    sc.start_turn()
    assert sc.points("a") == 7
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.points("a") == 8 and sc.winner == "a"


def test_448_1_b_1_the_final_point_by_hold(rb_position):
    sc = rb_position(spec([("Pit Rookie", 0)], control=("a", None), a_points=7))
    sc.start_turn()
    assert sc.points("a") == 8 and sc.winner == "a"
    assert sc.zone("a", "hand") == []                # the game ended in the Beginning Phase


def test_449_462_3_eight_points_win_the_duel(rb_position):
    sc = rb_position(spec([("Pit Rookie", "base"), ("Sea Monkey", "base")], a_points=6))
    sc.apply("move Pit Rookie to Void Gate")
    assert sc.points("a") == 7 and sc.winner is None
    sc.apply("move Sea Monkey to Startipped Peak")    # every battlefield scored this turn
    assert sc.points("a") == 8 and sc.winner == "a"


def test_448_1_a_1_a_burn_out_point_is_not_held_to_the_final_point_rule(rb_position):
    s = spec(a_points=7)
    s["active"] = "b"
    s["players"]["b"]["deck"] = []
    sc = rb_position(s).start_turn()
    assert sc.points("a") == 8 and sc.winner == "a"


def test_445_a_combat_conquest_scores(rb_position):
    sc = rb_position(spec([("Flame Chompers", "base")], [("Pit Rookie", 0)], control=("b", None)))
    sc.apply("move Flame Chompers to Void Gate")
    assert sc.points("a") == 1 and int(sc.S[sc.st.pb(0) + sc.st.P_CONQUERS]) == 1
