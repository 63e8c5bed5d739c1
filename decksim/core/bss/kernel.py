"""The Battle Spirits engine's `kernel` decorator and its type table: every
kernel parameter name and its numba type (decksim/core/jit.py)."""
from numba import types as t

from decksim.core.jit import I32_1D, I32_2D, I64, I64_1D, kernel_maker

ARRAYS = {
    "S": I32_1D, "CT": I32_2D, "AB": I32_2D, "L": I32_2D, "PR": t.float64[:, ::1],
    "rng": t.uint64[::1], "ak": I64_1D, "chk": I64_1D,
    "decks": I32_2D, "deck_n": I64_1D, "seeds": t.uint64[:, ::1], "firsts": I64_1D,
    "out": t.int32[::1], "need": I64_1D, "SL": I32_2D, "FG": t.int64[:, :, ::1],
    "PT": t.int64[:, ::1], "CCc": t.int64[:, :, ::1], "TCc": t.int64[:, :, :, ::1],
    "AU": t.int64[:, :, ::1],
}
INTS = """
a amount b blk bp by c card cnt col colours cores d dual e es first fx h hi how i idx k keep kind
lethal lim lo lv m mask n off op p paid q reason s slot src step t target trig uid v want who
winner x
""".split()

TYPES = {**ARRAYS, **{n: I64 for n in INTS}, "nexus": t.boolean, "cursed": t.boolean,
         "all_attack": t.boolean}
kernel = kernel_maker("bss", TYPES)
