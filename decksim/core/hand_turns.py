"""When the copies of one card in a hand arrived: a queue of own turns, oldest
first, in QUEUE words of a per-card counters' scratch row (FG[p, slot, q:q + QUEUE],
each turn + 1, 0 empty). The games' per-card counters (core/<game>/stats.py) read
how long a played copy was held from it."""
import numpy as np
from numba import types as nbt

from decksim.core.jit import I64, kernel

QUEUE = 4         # copies tracked per card
TYPES = dict(FG=nbt.int64[:, :, ::1], p=I64, s=I64, t=I64, q=I64)


@kernel(inline=True, **TYPES)
def enter(FG, p, s, t, q):
    """A copy of slot s enters p's hand at own turn t."""
    for i in range(QUEUE):
        if FG[p, s, q + i] == 0:
            FG[p, s, q + i] = t + 1
            return


@kernel(**TYPES)
def leave(FG, p, s, t, q):
    """A copy of slot s leaves p's hand at own turn t: the turns the oldest copy held."""
    if FG[p, s, q] == 0:
        return np.int64(0)
    held = t - (FG[p, s, q] - 1)
    for i in range(QUEUE - 1):
        FG[p, s, q + i] = FG[p, s, q + i + 1]
    FG[p, s, q + QUEUE - 1] = 0
    return max(held, np.int64(0))
