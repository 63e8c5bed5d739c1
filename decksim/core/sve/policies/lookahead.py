"""Copies of the state for look-ahead that leak no hidden information.

A pilot that simulates an action on a plain copy would see the order of both
decks and the outcome of every random effect. The look-ahead copy reshuffles
both decks and runs on its own random stream, so the simulated draws and
random picks are guesses, as a player's would be. (The opponent's hand is still
seen when a simulated attack asks the opponent for a Quick response:
docs/pilots.md.)"""
import numpy as np

from decksim.core.jit import kernel

from decksim.core.rng import shuffle_range
from decksim.core.sve.state import DECK, P_DECK_N, pb

_STREAM = np.uint64(0x9E3779B97F4A7C16)   # even: the PCG increment stays odd


@kernel()
def lookahead(S, rng):
    S2 = S.copy()
    r2 = rng.copy()
    r2[1] = r2[1] + _STREAM
    r2[0] = r2[0] ^ _STREAM
    for p in range(2):
        shuffle_range(S2, pb(p) + DECK, S2[pb(p) + P_DECK_N], r2)
    return S2, r2
