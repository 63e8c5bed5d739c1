"""Per-card and per-turn counters of a batch, read off each game's event log.

Batches that collect statistics log only the event kinds in STATS_EVENTS into
a per-thread buffer; after each game `count_game` folds that log into integer
counters, so millions of games need no per-card rows. Sums of integers do not
depend on the order of games, so the counters are the same on any number of
threads, processes or workers.

Card counters CC[p, slot, CC_*]: deck p (0 = deck a), slot = distinct card of
that deck (main deck first, then evolve deck; `SL[p, card] -> slot`, -1 none).
Turn counters TC[p, seat, t, TC_*]: seat 0 went first, t = own turn - 1 (< 10).
"""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve.rules import (
    EV_DISCARD, EV_DRAW, EV_EVOLVE, EV_MAIN_END, EV_MULLIGAN, EV_PLAY, EV_TO_EX, EV_TO_HAND,
    EV_TURN,
)
from decksim.core.sve.records import CC_NAMES, N_CC, N_TC, TC_NAMES, TURNS  # noqa: F401
from decksim.core.sve.state import G_FIRST, G_WINNER
from decksim.core.sve.tables import C_COST

(CC_GAMES, CC_WINS, CC_OPEN, _, CC_KEPT, _, CC_MULL, _, CC_OH, _, CC_DRAWN, _, CC_GIH, _,
 CC_GNS, _, CC_PLAYED, _, CC_PLAYED_COPIES, CC_TURN_SUM, CC_HELD_SUM, CC_EVOLVED, _,
 CC_EVOLVED_COPIES, CC_FETCHED, _) = range(N_CC)
(TC_GAMES, TC_PP_MAX, TC_PP_SPENT, TC_ALL_SPENT, TC_ON_CURVE, TC_EVOLVES,
 TC_EP_USED) = range(N_TC)
STATS_LOG_ROWS = 4096
STATS_EVENTS = sum(1 << k for k in (EV_TURN, EV_DRAW, EV_PLAY, EV_EVOLVE, EV_TO_EX, EV_TO_HAND,
                                    EV_DISCARD, EV_MULLIGAN, EV_MAIN_END))
QCAP = 8            # remembered hand-entry turns per slot (copies in hand / EX area)

# per-game flags of a slot
F_OPEN = 1
F_OH = 2
F_DRAWN = 4
F_PLAYED = 8
F_EVOLVED = 16
F_FETCHED = 32      # put into the hand by an effect, not drawn

I64_2D = nbt.int64[:, ::1]
I64_3D = nbt.int64[:, :, ::1]
I64_4D = nbt.int64[:, :, :, ::1]


@kernel(SL=nbt.int32[:, ::1], Q=I64_3D, QN=I64_2D)
def _enter(SL, Q, QN, p, card, turn):
    s = SL[p, card]
    if s >= 0 and QN[p, s] < QCAP:
        Q[p, s, QN[p, s]] = turn
        QN[p, s] += 1


@kernel(SL=nbt.int32[:, ::1], Q=I64_3D, QN=I64_2D)
def _leave(SL, Q, QN, p, card, turn):
    """Own turns the oldest remembered copy was held (0 if none is known)."""
    s = SL[p, card]
    if s < 0 or QN[p, s] == 0:
        return 0
    held = turn - Q[p, s, 0]
    for i in range(1, QN[p, s]):
        Q[p, s, i - 1] = Q[p, s, i]
    QN[p, s] -= 1
    return held


@kernel(CC=I64_3D, cond=nbt.boolean)
def _tally(CC, p, s, col, cond, w):
    """Column col counts games where cond holds, col + 1 those of them won."""
    if cond:
        CC[p, s, col] += 1
        CC[p, s, col + 1] += w


GW_ROWS = 5         # count_game's per-player words: own turns, mulligan decided / taken, ...


def count_buffers(slots: int) -> tuple:
    """count_game's scratch arrays FG, Q, QN, GW for `slots` card slots a deck."""
    return (np.zeros((2, slots), np.int64), np.zeros((2, slots, QCAP), np.int64),
            np.zeros((2, slots), np.int64), np.zeros((GW_ROWS, 2), np.int64))


@kernel(SL=nbt.int32[:, ::1], CC=I64_3D, TC=I64_4D, FG=I64_2D, Q=I64_3D, QN=I64_2D, GW=I64_2D)
def count_game(S, CT, L, SL, CC, TC, FG, Q, QN, GW):
    """Add one finished game's log (kinds STATS_EVENTS) to the counters.
    FG, Q, QN, GW are scratch arrays (count_buffers; numba's runtime is not
    needed to allocate them per game)."""
    FG[:, :] = 0
    QN[:, :] = 0
    GW[:, :] = 0
    own = GW[0]
    decided = GW[1]
    mulled = GW[2]
    spent_before = GW[3]
    curve_turn = GW[4]
    first = S[G_FIRST]
    for r in range(1, L[0, 0] + 1):
        kind = L[r, 0]
        p = L[r, 1]
        card = L[r, 2]
        seat = 0 if p == first else 1
        t = own[p]
        if kind == EV_TURN:
            own[p] += 1
            t = own[p]
            if t <= TURNS:
                TC[p, seat, t - 1, TC_GAMES] += 1
                TC[p, seat, t - 1, TC_PP_MAX] += L[r, 4]
        elif kind == EV_MAIN_END:
            if 0 < t <= TURNS:
                TC[p, seat, t - 1, TC_PP_SPENT] += L[r, 3] - spent_before[p]
                if L[r, 2] == 0:
                    TC[p, seat, t - 1, TC_ALL_SPENT] += 1
            spent_before[p] = L[r, 3]
        elif kind == EV_MULLIGAN:
            decided[p] = 1
            mulled[p] = L[r, 2]
            if L[r, 2] == 1:
                QN[p, :] = 0   # 6.2.1.8: the dealt cards go back; four new ones follow
            else:
                for s in range(FG.shape[1]):
                    if FG[p, s] & F_OPEN:
                        FG[p, s] |= F_OH
        elif kind == EV_DRAW or kind == EV_TO_HAND or kind == EV_TO_EX:
            s = SL[p, card]
            if s >= 0:
                if t == 0 and kind == EV_DRAW:
                    FG[p, s] |= F_OH if decided[p] else F_OPEN
                elif kind == EV_DRAW:                # drawn from the deck (17lands' GD)
                    FG[p, s] |= F_DRAWN
                elif kind == EV_TO_HAND:             # searched or returned: not a draw
                    FG[p, s] |= F_FETCHED
            _enter(SL, Q, QN, p, card, t)
        elif kind == EV_PLAY:
            held = _leave(SL, Q, QN, p, card, t)
            s = SL[p, card]
            if s >= 0:
                FG[p, s] |= F_PLAYED
                CC[p, s, CC_PLAYED_COPIES] += 1
                CC[p, s, CC_TURN_SUM] += t
                CC[p, s, CC_HELD_SUM] += held
            if 0 < t <= TURNS and CT[card, C_COST] == t and curve_turn[p] != t:
                curve_turn[p] = t
                TC[p, seat, t - 1, TC_ON_CURVE] += 1
        elif kind == EV_DISCARD:
            _leave(SL, Q, QN, p, card, t)
        elif kind == EV_EVOLVE:
            target = L[r, 3]
            s = SL[p, target]
            if s >= 0:
                FG[p, s] |= F_EVOLVED
                CC[p, s, CC_EVOLVED_COPIES] += 1
            if 0 < t <= TURNS:
                TC[p, seat, t - 1, TC_EVOLVES] += 1
                TC[p, seat, t - 1, TC_EP_USED] += L[r, 4]
    winner = S[G_WINNER]
    for p in range(2):
        w = 1 if winner == p else 0
        for s in range(FG.shape[1]):
            f = FG[p, s]
            _tally(CC, p, s, CC_GAMES, True, w)
            _tally(CC, p, s, CC_OPEN, (f & F_OPEN) != 0, w)
            _tally(CC, p, s, CC_KEPT, (f & F_OPEN) != 0 and mulled[p] == 0, w)
            _tally(CC, p, s, CC_MULL, (f & F_OPEN) != 0 and mulled[p] == 1, w)
            _tally(CC, p, s, CC_OH, (f & F_OH) != 0, w)
            _tally(CC, p, s, CC_DRAWN, (f & F_OH) == 0 and (f & F_DRAWN) != 0, w)
            _tally(CC, p, s, CC_FETCHED, (f & (F_OH | F_DRAWN)) == 0 and (f & F_FETCHED) != 0, w)
            _tally(CC, p, s, CC_GIH, (f & (F_OH | F_DRAWN | F_FETCHED)) != 0, w)
            _tally(CC, p, s, CC_GNS, (f & (F_OH | F_DRAWN | F_FETCHED)) == 0, w)
            _tally(CC, p, s, CC_PLAYED, (f & F_PLAYED) != 0, w)
            _tally(CC, p, s, CC_EVOLVED, (f & F_EVOLVED) != 0, w)
