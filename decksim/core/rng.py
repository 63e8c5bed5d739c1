"""A small per-game PRNG (PCG32) in pure numba.

numba's np.random is not reproducible across threads, so every game owns a
2-word state (uint64 state, uint64 increment) derived by `sim` from
(root seed, game index). The same seed then gives the same game on any number
of threads, processes or workers.
"""
import numpy as np
from numba import types as nbt

from decksim.core.jit import kernel

MULT = np.uint64(6364136223846793005)


@kernel(inline=True)
def next_u32(rng):
    old = rng[0]
    rng[0] = old * MULT + rng[1]
    xorshifted = np.uint32(((old >> np.uint64(18)) ^ old) >> np.uint64(27))
    rot = np.uint32(old >> np.uint64(59))
    return np.uint32((xorshifted >> rot) | (xorshifted << ((np.uint32(32) - rot) & np.uint32(31))))


@kernel(a=nbt.uint64, b=nbt.uint64)
def seed_state(rng, a, b):
    """Initialise rng[0:2] from two 64-bit words (PCG32 srandom)."""
    rng[0] = np.uint64(0)
    rng[1] = (np.uint64(b) << np.uint64(1)) | np.uint64(1)
    next_u32(rng)
    rng[0] = rng[0] + np.uint64(a)
    next_u32(rng)


@kernel(inline=True)
def randint(rng, n):
    """Uniform integer in [0, n) (n >= 1), by rejection to avoid bias."""
    if n <= 1:
        return np.int64(0)
    bound = np.uint32(n)
    threshold = np.uint32((np.uint32(0) - bound) % bound)
    while True:
        r = next_u32(rng)
        if r >= threshold:
            return np.int64(r % bound)


@kernel()
def shuffle_range(arr, start, n, rng):
    """Fisher-Yates shuffle of arr[start:start+n] in place."""
    for i in range(n - 1, 0, -1):
        j = randint(rng, i + 1)
        t = arr[start + i]
        arr[start + i] = arr[start + j]
        arr[start + j] = t


@kernel()
def shuffle_sorted(arr, start, n, rng):
    """Sort arr[start:start+n], then shuffle it: the order that comes out depends on
    the cards alone, not on where they were (the experts' guesses of hidden cards)."""
    for i in range(1, n):
        c = arr[start + i]
        j = i
        while j > 0 and arr[start + j - 1] > c:
            arr[start + j] = arr[start + j - 1]
            j -= 1
        arr[start + j] = c
    shuffle_range(arr, start, n, rng)
