"""Seeds: one root seed per run; every game's PCG32 seed is derived from (root,
index) alone, whatever the batch size, thread, process or Dask worker count.

Mirrored runs (the default) play games 2k and 2k+1 as pair k: both use the seed
stream of pair index k (so the same deck shuffles, which happen before the first
player is fixed) with deck a first in game 2k and deck b first in game 2k+1.
Unmirrored runs seed game i with index i and let the engine draw the first
player (firsts = -1). See docs/simulation.md.
"""
import os

import numpy as np

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def _splitmix64(x: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore"):
        z = x + _GOLDEN
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def root_key(seed: int) -> np.ndarray:
    """Two 64-bit words from numpy's SeedSequence for the run's root seed."""
    return np.random.SeedSequence(seed).generate_state(2, np.uint64)


def stream_seeds(seed: int, index: np.ndarray) -> np.ndarray:
    """uint64[len(index), 2]: the PCG32 seed words of the streams `index`."""
    k = root_key(seed)
    i = np.asarray(index, dtype=np.uint64)
    with np.errstate(over="ignore"):
        a = _splitmix64(k[0] ^ (i * _GOLDEN))
        b = _splitmix64(k[1] + i)
    return np.stack([a, b], axis=1)


def game_seeds(seed: int, start: int, count: int) -> np.ndarray:
    """uint64[count, 2]: the seed words of streams start .. start+count-1 (per-game
    streams of an unmirrored run)."""
    return stream_seeds(seed, np.arange(start, start + count, dtype=np.uint64))


def plan(seed: int, start: int, count: int, mirror: bool = True) -> tuple[np.ndarray, np.ndarray]:
    """(seeds uint64[count, 2], firsts int64[count]) of games start .. start+count-1.

    mirror=True: game g uses stream g // 2 and first player g % 2 (0 = deck a).
    mirror=False: game g uses stream g and a random first player (-1)."""
    g = np.arange(start, start + count, dtype=np.int64)
    if mirror:
        return stream_seeds(seed, (g // 2).astype(np.uint64)), (g % 2).astype(np.int64)
    return stream_seeds(seed, g.astype(np.uint64)), -np.ones(count, np.int64)


def new_root_seed() -> int:
    """A fresh random root seed (32 bits, so it is easy to type back)."""
    return int.from_bytes(os.urandom(4), "little")


def derived_seed(seed: int, *key: int) -> int:
    """A 32-bit root seed for a sub-run (a tournament pair) from (seed, *key)."""
    ss = np.random.SeedSequence(seed, spawn_key=tuple(int(k) for k in key))
    return int(ss.generate_state(1, np.uint32)[0])
