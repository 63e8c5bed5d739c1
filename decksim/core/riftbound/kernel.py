"""The Riftbound engine's `kernel` decorator and its type table: every kernel
parameter name and its numba type (decksim/core/jit.py)."""
from numba import types as t

from decksim.core.jit import I32_1D, I32_2D, I64, I64_1D, kernel_maker

ARRAYS = {
    "S": I32_1D, "CT": I32_2D, "PR": t.float64[:, ::1], "rng": t.uint64[::1], "ak": I64_1D,
    "chk": I64_1D, "decks": I32_2D, "seeds": t.uint64[:, ::1], "firsts": I64_1D,
    "out": t.int32[::1], "L": I32_2D, "SL": I32_2D, "FG": t.int64[:, :, ::1],
    "PT": t.int64[:, ::1], "CCc": t.int64[:, :, ::1], "TCc": t.int64[:, :, :, ::1],
    "AU": t.int64[:, :, ::1],
}
INTS = """
accel amount bf card code dest energy first hi how i lo loc mask n off p power r s src t u op
when who taken cond it iq iu q mx alone dying g less before golds exh k j att
""".split()

TYPES = {**ARRAYS, **{n: I64 for n in INTS}}
kernel = kernel_maker("riftbound", TYPES)
