"""Per-card and per-turn counters of a game (records.CC_NAMES, TC_NAMES), read
from the game's event log (the events of state.STATS_EVENTS) once it is over:
per card slot of each deck (SL maps a card row to its slot, -1 none) and per
seat (0 on the play, 1 on the draw) and own turn.

The Chosen Champion waits in the Champion Zone, playable from the first turn
(107.2): its copy there counts as in the opening hand."""
import numpy as np

from decksim.core.hand_turns import QUEUE, enter, leave
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import CC_NAMES, TC_NAMES, TURNS
from decksim.core.riftbound.state import (
    CONQUER, EV_CHANNEL, EV_COMBAT, EV_DRAW, EV_GEAR, EV_MULLIGAN, EV_SPELL, EV_PLAY, EV_SCORE,
    EV_TURN, EV_TURN_END, G_FIRST, G_WINNER, OPENING_HAND,
)
from decksim.core.riftbound.tables import C_ENERGY, C_POWER, D_CHAMPION

STATS_LOG_ROWS = 4096          # a game logs under 200 of the counters' events

# the scratch fields of one slot (FG[p, slot, field])
G_OPEN, G_SET, G_REPL, G_CHZ, G_DRAWN, G_PLAYED, G_TSUM, G_HSUM, G_Q = range(9)
N_G = G_Q + QUEUE               # then the hand's queue (core/hand_turns.py)
# PT[p, field]: own turn, cards dealt so far; PT[0, 2]: the first turn has begun
PT_TURN, PT_DEALT, PT_STARTED = range(3)

CC = {n: i for i, n in enumerate(CC_NAMES)}
TC = {n: i for i, n in enumerate(TC_NAMES)}
C_GAMES, C_WINS, C_PLAYED_COPIES, C_TSUM, C_HSUM = (CC[n] for n in (
    "games", "wins", "played_copies", "turn_played_sum", "held_sum"))
T_GAMES, T_POINTS, T_RUNES, T_ENERGY, T_POWER, T_READY, T_UNSPENT = (TC[n] for n in (
    "games", "points_sum", "runes_sum", "energy_spent_sum", "power_spent_sum",
    "ready_left_sum", "unspent"))
T_SCORED, T_CONQ, T_HOLDS, T_COMBATS, T_PLAYED, T_ENDED = (TC[n] for n in (
    "scored_sum", "conquers_sum", "holds_sum", "combats_sum", "played_sum", "turns_ended"))


def count_buffers(slots: int) -> tuple:
    """count_game's scratch arrays for decks of `slots` counter slots."""
    return (np.zeros((2, max(slots, 1), N_G), np.int64), np.zeros((2, 4), np.int64))


@kernel()
def count_played(S, CT, L, SL, TCc, FG, PT, r, energy, power):
    """A unit (EV_PLAY), gear (EV_GEAR) or spell (EV_SPELL) played: its slot's and its
    turn's counters."""
    p = L[r, 1]
    t = PT[p, PT_TURN]
    seat = 0 if p == S[G_FIRST] else 1
    if 0 < t <= TURNS:
        TCc[p, seat, t - 1, T_ENERGY] += energy
        TCc[p, seat, t - 1, T_POWER] += power
        TCc[p, seat, t - 1, T_PLAYED] += 1
    s = SL[p, L[r, 2]]
    if s >= 0:
        FG[p, s, G_PLAYED] += 1
        FG[p, s, G_TSUM] += t
        FG[p, s, G_HSUM] += leave(FG, p, s, t, G_Q)


@kernel()
def count_game(S, CT, L, SL, decks, CCc, TCc, FG, PT):
    """Add this game's counters into CCc[p, slot, CC] and TCc[p, seat, turn, TC]."""
    FG[:, :, :] = 0
    PT[:, :] = 0
    for r in range(1, L[0, 0] + 1):
        kind = L[r, 0]
        p = L[r, 1]
        seat = 0 if p == S[G_FIRST] else 1
        t = PT[p, PT_TURN]
        if kind == EV_TURN:
            if PT[0, PT_STARTED] == 0:
                PT[0, PT_STARTED] = 1
                for q in range(2):
                    s = SL[q, decks[q, D_CHAMPION]]
                    if s >= 0:
                        FG[q, s, G_CHZ] = 1
                        enter(FG, q, s, 0, G_Q)
            PT[p, PT_TURN] = t + 1
            if t < TURNS:
                TCc[p, seat, t, T_GAMES] += 1
                TCc[p, seat, t, T_POINTS] += L[r, 3]
                TCc[p, seat, t, T_RUNES] += L[r, 4]
            continue
        if kind == EV_CHANNEL:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_RUNES] += L[r, 2]
            continue
        if kind == EV_PLAY:
            c = L[r, 2]
            count_played(S, CT, L, SL, TCc, FG, PT, r, CT[c, C_ENERGY] + L[r, 4],
                         CT[c, C_POWER] + L[r, 4])
            continue
        if kind == EV_GEAR or kind == EV_SPELL:
            c = L[r, 2]
            count_played(S, CT, L, SL, TCc, FG, PT, r, CT[c, C_ENERGY], CT[c, C_POWER])
            continue
        if kind == EV_COMBAT:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_COMBATS] += 1
            continue
        if kind == EV_SCORE:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_SCORED] += 1 if L[r, 4] > 0 else 0
                TCc[p, seat, t - 1, T_CONQ if L[r, 3] == CONQUER else T_HOLDS] += 1
            continue
        if kind == EV_TURN_END:
            if 0 < t <= TURNS:
                TCc[p, seat, t - 1, T_ENDED] += 1
                TCc[p, seat, t - 1, T_READY] += L[r, 2]
                TCc[p, seat, t - 1, T_UNSPENT] += L[r, 3] & 1
            continue
        if kind == EV_MULLIGAN:
            for k in range(3, 5):
                if L[r, k] >= 0:
                    s = SL[p, L[r, k]]
                    if s >= 0:
                        FG[p, s, G_SET] += 1
                        leave(FG, p, s, 0, G_Q)
            continue
        if kind == EV_DRAW:
            s = SL[p, L[r, 2]]
            if s < 0:
                continue
            if PT[0, PT_STARTED] == 1:
                FG[p, s, G_DRAWN] += 1
            elif PT[p, PT_DEALT] < OPENING_HAND:
                FG[p, s, G_OPEN] += 1
            else:
                FG[p, s, G_REPL] += 1                    # a mulligan's replacement (117)
            if PT[0, PT_STARTED] == 0:
                PT[p, PT_DEALT] += 1
            enter(FG, p, s, t, G_Q)
    for p in range(2):
        won = 1 if S[G_WINNER] == p else 0
        top = np.int64(-1)
        for c in range(SL.shape[1]):
            top = max(top, np.int64(SL[p, c]))
        for s in range(top + 1):
            o = FG[p, s, G_OPEN]
            kept = o - FG[p, s, G_SET]
            h = kept + FG[p, s, G_REPL] + FG[p, s, G_CHZ]
            d = FG[p, s, G_DRAWN]
            row = CCc[p, s]
            row[C_GAMES] += 1
            row[C_WINS] += won
            flags = (o > 0, o > 0 and kept > 0, o > 0 and FG[p, s, G_SET] > 0, h > 0,
                     h == 0 and d > 0, h > 0 or d > 0, h == 0 and d == 0,
                     FG[p, s, G_PLAYED] > 0)
            for i in range(8):                           # the (count, wins) pairs in order
                if flags[i]:
                    row[2 + 2 * i] += 1
                    row[3 + 2 * i] += won
            row[C_PLAYED_COPIES] += FG[p, s, G_PLAYED]
            row[C_TSUM] += FG[p, s, G_TSUM]
            row[C_HSUM] += FG[p, s, G_HSUM]
