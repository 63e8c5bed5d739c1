"""Copies of the state for look-ahead that leak no hidden information.

A pilot that simulates an action on a plain copy would see the order of both
decks and the outcome of every random effect. The look-ahead copy marks both
decks as unknown (P_HIDE: reshuffled the first time the simulation touches
them, rules.reveal_deck, so actions that never look at a deck pay nothing for
it) and runs on its own random stream, so the simulated draws and random
picks are guesses, as a player's would be. (The opponent's hand is still
seen when a simulated attack asks the opponent for a Quick response:
docs/pilots.md.)"""
import numpy as np

from decksim.core.jit import kernel

from decksim.core.rng import next_u32
from decksim.core.sve.state import GAME_SIZE, P_HIDE, SCRATCH, pb

_STREAM = np.uint64(0x9E3779B97F4A7C16)   # even: the PCG increment stays odd


@kernel(inline=True)
def lookahead_into(S, rng, S2, r2):
    """Make S2 / r2 (preallocated, reused across candidates) a look-ahead copy:
    the game, and an empty scratch stack (state.SCRATCH)."""
    for i in range(GAME_SIZE):   # a plain loop: 10x faster than S2[:] = S in numba
        S2[i] = S[i]
    S2[SCRATCH] = 0
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
