"""The SVE engine's `kernel` decorator and its type table: every kernel
parameter name and its numba type (decksim/core/jit.py). Arrays are named by
what they hold; every other parameter is an integer named in INTS."""
from numba import types as t

from decksim.core.jit import I32_1D, I32_2D, I64, I64_1D, kernel_maker

ARRAYS = {
    # state, tables, pilots, random stream, event log
    "S": I32_1D, "S2": I32_1D, "CT": I32_2D, "AB": I32_2D, "EF": I32_2D, "FL": I32_2D,
    "L": I32_2D, "L2": I32_2D, "PR": t.float64[:, ::1], "P": t.float64[::1],
    "rng": t.uint64[::1], "r2": t.uint64[::1],
    # work arrays
    "ak": I64_1D, "aa": I64_1D, "ab": I64_1D, "cz": I64_1D, "cp": I64_1D, "ci": I64_1D,
    "tz": I64_1D, "tp": I64_1D, "tid": I64_1D, "tp_out": I64_1D, "tid_out": I64_1D,
    "pick": I64_1D, "wk": I64_1D, "alloc": I64_1D,
    "qk": I64_1D, "qa": I64_1D, "qb": I64_1D, "scores": t.float64[::1],
    "cards": t.int32[:], "chk": I64_1D, "main_sizes": I64_1D,
    "decks": I32_2D, "deck_n": I64_1D, "evos": I32_2D, "evo_n": I64_1D,
    "seeds": t.uint64[:, ::1], "firsts": I64_1D, "arr": I32_1D,
    # a choose ability's modes, the legal ones and the candidate choices (decide.dictated_mode)
    "sib": I64_1D, "ok": I64_1D, "masks": I64_1D,
}
FLAGS = ("from_ex", "quick_only", "destroyed", "may_skip", "prefer_high",
         "followers_only", "paid", "overflow_ex", "foreign", "enemy_ability")
# integers: players, slots, cards, amounts, codes, indices
INTS = """
K a ability alt amount amt arg at b bits buff c cap card carg cfilt chooser cneg cnt col cond
count d dcost dest e eot ex_less extra f first hand_less hi high how i idx intent j k
kind kw lo low m n nt o op opt optarg owner p pending pl player prevent_next q reason s sel
skip_uid src_card src_uid start t target to token tried trig trig_card trig_uid turn uid
until_full upto v value w why winner words z zone
""".split()

TYPES = {**ARRAYS, **{n: t.boolean for n in FLAGS}, **{n: I64 for n in INTS}}
kernel = kernel_maker("sve", TYPES)
