"""Seeds: one root seed per run; game i always gets the same 2-word PCG32 seed
derived from (root, i), whatever the batch size or number of workers."""
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


def game_seeds(seed: int, start: int, count: int) -> np.ndarray:
    """uint64[count, 2]: the PCG32 seed words of games start .. start+count-1."""
    k = root_key(seed)
    i = np.arange(start, start + count, dtype=np.uint64)
    with np.errstate(over="ignore"):
        a = _splitmix64(k[0] ^ (i * _GOLDEN))
        b = _splitmix64(k[1] + i)
    return np.stack([a, b], axis=1)
