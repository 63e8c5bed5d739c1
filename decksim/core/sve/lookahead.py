"""Copies of the state for look-ahead that leak no hidden information, and the
reuse of a look-ahead's result as the real action's.

A pilot that simulates an action on a plain copy would see the order of both
decks and the outcome of every random effect. The look-ahead copy marks both
decks as unknown (P_HIDE: reshuffled the first time the simulation touches
them, rules.reveal_deck, so actions that never look at a deck pay nothing for
it) and runs on its own random stream, so the simulated draws and random
picks are guesses, as a player's would be. (The opponent's hand is still
seen when a simulated attack asks the opponent for a Quick response:
docs/pilots.md.)

Reuse. A look-ahead copy differs from its game only in P_HIDE, its random
stream, its scratch stack and its log. A simulated action that revealed no
deck (P_HIDE still set), drew nothing from its stream (r2 unchanged), made no
look-ahead copy of its own (LOOKED: a nested pilot decision seeds its copies
from r2 without advancing it) and logged no more than its log holds ran
exactly as the real action will: every branch it took read the same words.
Its resulting game is then the real action's result, and the real action is
a copy instead of a second run (`take_kept`). Each set of look-ahead buffers
(S2, see pilots.work_buffers) holds two look-ahead states of K = STATE_SIZE
words each, so that the best result so far stays where it was simulated while
the next candidate uses the other one, and then a keep area at 2 K:
  +0  index of the action whose result is kept (-1 none)
  +1  which of the two states holds it (0 / 1)
  +2  log rows kept, -1 when the look-ahead's log was silent
  +3  the logged rows, 5 words each (rules.log)
"""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.rng import next_u32
from decksim.core.sve.rules import log
from decksim.core.sve.state import (
    G_PEND_N, GAME_SIZE, LOOKED, P_HIDE, PEND, PEND_COLS, PLAYERS, SCRATCH, SCRIPT, pb,
)

_STREAM = np.uint64(0x9E3779B97F4A7C16)   # even: the PCG increment stays odd

LA_LOG_ROWS = 32                      # a capturing look-ahead log: header + 31 events
KEEP_WORDS = 3 + 5 * LA_LOG_ROWS + (3 + 5 * LA_LOG_ROWS) % 2


@kernel(inline=True)
def copy_game(S, S2):
    """S2's game = S's (S2[:GAME_SIZE]), but for the pending-ability rows past
    S[G_PEND_N], which nothing reads: a quarter of the words, and the rows are
    nearly always empty. (Plain loops: 10x faster than S2[:] = S in numba.)"""
    for i in range(PEND + S[G_PEND_N] * PEND_COLS):
        S2[i] = S[i]
    for i in range(PLAYERS, GAME_SIZE):
        S2[i] = S[i]


@kernel(inline=True)
def lookahead_into(S, rng, S2, r2):
    """Make S2 / r2 (preallocated, reused across candidates) a look-ahead copy:
    the game, and an empty scratch stack (state.SCRATCH)."""
    copy_game(S, S2)
    S2[SCRATCH] = 0
    S2[LOOKED] = 0
    S2[SCRIPT] = 0                 # dictated answers are the real game's alone
    S[LOOKED] = 1
    r2[1] = rng[1] + _STREAM
    r2[0] = rng[0] ^ _STREAM
    for p in range(2):
        S2[pb(p) + P_HIDE] = (next_u32(r2) >> np.uint32(1)) | np.uint32(1)


@kernel(alloc=True)
def lookahead(S, rng):
    S2 = np.empty_like(S)
    r2 = np.empty_like(rng)
    lookahead_into(S, rng, S2, r2)
    return S2, r2


@kernel(inline=True, r0=nbt.uint64)
def ran_as_real(S2, r2, r0, L2):
    """True when the action just simulated on S2 (whose stream stood at r0 after
    the copy) ran as it will in the real game (module docstring)."""
    return (r2[0] == r0 and S2[LOOKED] == 0 and S2[pb(0) + P_HIDE] != 0
            and S2[pb(1) + P_HIDE] != 0 and (L2.shape[0] <= 1 or L2[0, 0] < L2.shape[0] - 1))


@kernel(inline=True)
def forget_kept(S2, K):
    """Empty the keep area of S2 (look-ahead states of K words each)."""
    S2[2 * K] = -1


@kernel(inline=True)
def keep_result(S2, K, w, L2, i):
    """Keep look-ahead state w (0 / 1) as action i's result, with the rows its log
    captured (a one-row log captures none), in the keep area of S2."""
    H = 2 * K
    S2[H] = i
    S2[H + 1] = w
    if L2.shape[0] <= 1:
        S2[H + 2] = -1
        return
    n = L2[0, 0]
    S2[H + 2] = n
    for r in range(n):
        for c in range(5):
            S2[H + 3 + 5 * r + c] = L2[r + 1, c]


@kernel(inline=True)
def free_state(S2, K):
    """Offset in S2 of its look-ahead state (K words each) that holds no kept result."""
    if S2[2 * K] >= 0:
        return (1 - S2[2 * K + 1]) * K
    return 0


@kernel(inline=True)
def take_kept(S, L, S2, i):
    """Do action i by copying its kept look-ahead result into S, when there is one
    for i (and its log rows, when L logs): True if done. Clears the keep area."""
    K = S.size
    H = 2 * K
    if S2[H] != i:
        S2[H] = -1
        return False
    S2[H] = -1
    n = S2[H + 2]
    if S[SCRATCH] != 0 or (L.shape[0] > 1 and n < 0):
        return False
    h0 = S[pb(0) + P_HIDE]
    h1 = S[pb(1) + P_HIDE]
    copy_game(S2[S2[H + 1] * K:], S)
    S[pb(0) + P_HIDE] = h0
    S[pb(1) + P_HIDE] = h1
    if L.shape[0] > 1:
        for r in range(n):
            o = H + 3 + 5 * r
            log(L, S2[o], S2[o + 1], S2[o + 2], S2[o + 3], S2[o + 4])
    return True
