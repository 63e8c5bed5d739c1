"""Per-card and per-turn counters of a game (records.CC_NAMES, TC_NAMES), read
from the game's event log (the events of state.STATS_EVENTS) once it is over:
per card slot of each deck (SL maps a card row to its slot, -1 none) and per
seat (0 on the play, 1 on the draw) and own turn."""
import numpy as np

from decksim.core.hand_turns import QUEUE, enter, leave
from decksim.core.bss.kernel import kernel
from decksim.core.bss.records import CC_NAMES, TC_NAMES, TURNS
from decksim.core.bss.state import (
    EV_DRAW, EV_MAIN, EV_PLAY, EV_REDRAW, EV_TO_HAND, EV_TURN, EV_TURN_END, EV_TURN_END2,
    G_FIRST, G_WINNER, ST_DRAW, START_LIFE,
)

STATS_LOG_ROWS = 4096

# the scratch fields of one slot (FG[p, slot, field])
G_OPEN, G_OH, G_DRAWN, G_FETCHED, G_PLAYED, G_TSUM, G_HSUM, G_Q = range(8)
N_G = G_Q + QUEUE               # then the hand's queue (core/hand_turns.py)

CC = {n: i for i, n in enumerate(CC_NAMES)}
TC = {n: i for i, n in enumerate(TC_NAMES)}
C_GAMES, C_WINS = CC["games"], CC["wins"]
T_GAMES, T_CORES, T_SPENT, T_LEFT, T_ALL, T_LIFE = (TC[n] for n in (
    "games", "cores_sum", "spent_sum", "reserve_left_sum", "all_spent", "life_lost_sum"))
T_ATTACKS, T_LEVELS, T_SOUL, T_PLAYED, T_ENDED = (TC[n] for n in (
    "attacks_sum", "level_ups_sum", "soul_sum", "played_sum", "turns_ended"))


def count_buffers(slots: int) -> tuple:
    """count_game's scratch arrays for decks of `slots` counter slots."""
    return (np.zeros((2, max(slots, 1), N_G), np.int64), np.zeros((2, 8), np.int64))


@kernel()
def count_game(S, L, SL, CCc, TCc, FG, PT):
    """Add this game's counters into CCc[p, slot, CC] and TCc[p, seat, turn, TC].
    PT[p]: own turn, redraw phase, redrew, and the game totals at the last End Step."""
    FG[:, :, :] = 0
    PT[:, :] = 0
    slots = FG.shape[1]
    for r in range(1, L[0, 0] + 1):
        kind = L[r, 0]
        p = L[r, 1]
        seat = 0 if p == S[G_FIRST] else 1
        t = PT[p, 0]
        if kind == EV_TURN:
            PT[p, 0] = t + 1
            if t < TURNS:
                TCc[p, seat, t, T_GAMES] += 1
                TCc[p, seat, t, T_LIFE] += START_LIFE - L[r, 4]
            continue
        if kind == EV_REDRAW:
            PT[p, 1] = 1
            PT[p, 2] = L[r, 2]
            for s in range(slots):
                if L[r, 2] == 0:
                    FG[p, s, G_OH] = FG[p, s, G_OPEN]
                else:
                    for i in range(QUEUE):
                        FG[p, s, G_Q + i] = 0            # the hand went back (6-2-1-8)
            continue
        if kind == EV_MAIN:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_CORES] += L[r, 2]
            continue
        if kind == EV_TURN_END:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_ENDED] += 1
                TCc[p, seat, t - 1, T_LEFT] += L[r, 2]
                TCc[p, seat, t - 1, T_ALL] += 1 if L[r, 2] == 0 else 0
                TCc[p, seat, t - 1, T_SPENT] += L[r, 3] - PT[p, 3]
                TCc[p, seat, t - 1, T_LEVELS] += L[r, 4] - PT[p, 4]
            PT[p, 3] = L[r, 3]
            PT[p, 4] = L[r, 4]
            continue
        if kind == EV_TURN_END2:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_SOUL] += L[r, 2] - PT[p, 5]
                TCc[p, seat, t - 1, T_ATTACKS] += L[r, 3] - PT[p, 6]
                TCc[p, seat, t - 1, T_PLAYED] += L[r, 4] - PT[p, 7]
            PT[p, 5] = L[r, 2]
            PT[p, 6] = L[r, 3]
            PT[p, 7] = L[r, 4]
            continue
        s = SL[p, L[r, 2]]
        if s < 0:
            continue
        if kind == EV_DRAW:
            if L[r, 4] == 0:                             # dealt before the first turn
                FG[p, s, G_OH if PT[p, 1] == 1 else G_OPEN] += 1
            elif L[r, 3] == ST_DRAW:
                FG[p, s, G_DRAWN] += 1
            else:
                FG[p, s, G_FETCHED] += 1
            enter(FG, p, s, t, G_Q)
        elif kind == EV_TO_HAND:
            FG[p, s, G_FETCHED] += 1
            enter(FG, p, s, t, G_Q)
        elif kind == EV_PLAY:
            FG[p, s, G_PLAYED] += 1
            FG[p, s, G_TSUM] += t
            FG[p, s, G_HSUM] += leave(FG, p, s, t, G_Q)
    for p in range(2):
        won = 1 if S[G_WINNER] == p else 0
        top = np.int64(-1)
        for c in range(SL.shape[1]):
            top = max(top, np.int64(SL[p, c]))
        for s in range(top + 1):
            o, h, d, f = FG[p, s, G_OPEN], FG[p, s, G_OH], FG[p, s, G_DRAWN], FG[p, s, G_FETCHED]
            row = CCc[p, s]
            row[C_GAMES] += 1
            row[C_WINS] += won
            flags = (o > 0, o > 0 and PT[p, 2] == 0, o > 0 and PT[p, 2] == 1, h > 0,
                     h == 0 and d > 0, h > 0 or d > 0 or f > 0, h == 0 and d == 0 and f == 0,
                     FG[p, s, G_PLAYED] > 0)
            for i in range(8):                           # the (count, wins) pairs in order
                if flags[i]:
                    row[2 + 2 * i] += 1
                    row[3 + 2 * i] += won
            row[18] += FG[p, s, G_PLAYED]
            row[19] += FG[p, s, G_TSUM]
            row[20] += FG[p, s, G_HSUM]
            if h == 0 and d == 0 and f > 0:
                row[21] += 1
                row[22] += won
