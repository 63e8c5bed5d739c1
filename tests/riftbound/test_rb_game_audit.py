"""The turn's end the counters and `decksim audit` read (core/riftbound/audit.py):
ready runes, a card they could still pay for, the empty battlefields a ready unit
could still conquer, and whether those conquers would have won (448.1.b)."""
import numpy as np

FURY = "Fury Rune"


def position(units=(), hand=(), runes=(), points=0, control=(None, None), b_units=(),
             scored=()):
    return {"battlefields": [{"card": "Void Gate", "control": control[0]},
                             {"card": "Startipped Peak", "control": control[1]}],
            "scored": list(scored),
            "players": {"a": {"units": [{"card": c, "at": at, "exhausted": ex}
                                        for c, at, ex in units],
                              "hand": list(hand), "runes": list(runes), "points": points},
                        "b": {"units": [{"card": c, "at": at} for c, at in b_units]}}}


def turn_end(sc):
    """The EV_TURN_END the active player's turn would end with: (ready runes, flags,
    open battlefields)."""
    from decksim.core.riftbound.audit import turn_end
    from decksim.core.riftbound.state import EV_TURN_END
    sc.L[0, 0] = 0
    turn_end(sc.S, sc.cp.CT, np.int64(0), sc.L)
    assert sc.L[0, 0] == 1 and sc.L[1, 0] == EV_TURN_END
    return tuple(int(x) for x in sc.L[1, 2:5])


def test_a_ready_unit_and_an_empty_battlefield_leave_a_point_on_the_table(rb_position):
    sc = rb_position(position([("Pit Rookie", "base", False)]))
    assert turn_end(sc) == (0, 0, 1)
    sc = rb_position(position([("Pit Rookie", "base", False), ("Flame Chompers", "base", False)]))
    assert turn_end(sc) == (0, 0, 2)                    # one unit each
    sc = rb_position(position([("Pit Rookie", "base", True)]))
    assert turn_end(sc) == (0, 0, 0)                    # exhausted: it cannot move
    sc = rb_position(position([("Pit Rookie", "base", False)], b_units=[("Pit Rookie", 0)],
                              control=(None, "a"), scored=[]))
    assert turn_end(sc)[2] == 0         # one held, the other has an enemy unit: a combat


def test_conquers_that_would_reach_eight_are_a_missed_win(rb_position):
    both = [("Pit Rookie", "base", False), ("Flame Chompers", "base", False)]
    assert turn_end(rb_position(position(both, points=6)))[1] & 2 == 2
    assert turn_end(rb_position(position(both, points=5)))[1] & 2 == 0
    # at 7 the last conquer must complete the battlefields scored this turn (448.1.b)
    one = [("Pit Rookie", "base", False)]
    assert turn_end(rb_position(position(one, points=7)))[1] & 2 == 0
    sc = rb_position(position(one, points=7, control=(None, "a"), scored=[("a", 1)]))
    assert turn_end(sc)[1] & 2 == 2


def test_ready_runes_and_a_card_they_pay_for_are_runes_unspent(rb_position):
    sc = rb_position(position(hand=["Pit Rookie"], runes=[FURY, FURY]))
    assert turn_end(sc) == (2, 1, 0)
    sc = rb_position(position(hand=["Flame Chompers"], runes=[FURY, FURY]))
    assert turn_end(sc) == (2, 0, 0)                    # 3 Energy: not enough
    sc = rb_position(position(hand=["Pit Rookie"], runes=[{"card": FURY, "exhausted": True}] * 2))
    assert turn_end(sc) == (0, 0, 0)
