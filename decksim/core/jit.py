"""`kernel`: njit with an explicit signature derived from parameter names.

Without signatures numba compiles a separate copy of a function (and of its
whole call tree) for every mix of int32 / int64 / literal arguments it is
called with; the SVE engine then took minutes to compile. Every engine
function names its parameters by the conventions below, so each compiles once.
"""
import inspect

from numba import njit
from numba import types as t

from decksim.core import numba_setup  # noqa: F401  (cache directory, code generation)
from decksim.core import linking, parallel_compile, py_entry

I32_1D = t.int32[::1]
I32_2D = t.int32[:, ::1]
I64_1D = t.int64[::1]

BY_NAME = {
    # state, tables, pilots, random stream, event log
    "S": I32_1D, "S2": I32_1D, "CT": I32_2D, "AB": I32_2D, "EF": I32_2D, "FL": I32_2D,
    "L": I32_2D, "L2": I32_2D, "PR": t.float64[:, ::1], "P": t.float64[::1], "rng": t.uint64[::1], "r2": t.uint64[::1],
    # work arrays
    "ak": I64_1D, "aa": I64_1D, "ab": I64_1D, "cz": I64_1D, "cp": I64_1D, "ci": I64_1D,
    "tz": I64_1D, "tp": I64_1D, "tid": I64_1D, "tp_out": I64_1D, "tid_out": I64_1D,
    "pick": I64_1D, "wk": I64_1D,
    "qk": I64_1D, "qa": I64_1D, "qb": I64_1D, "scores": t.float64[::1],
    "cards": t.int32[:], "chk": I64_1D, "main_sizes": I64_1D,
    "decks": I32_2D, "deck_n": I64_1D, "evos": I32_2D, "evo_n": I64_1D,
    "seeds": t.uint64[:, ::1], "firsts": I64_1D, "arr": I32_1D,
    # flags
    "from_ex": t.boolean, "use_ep": t.boolean, "quick_only": t.boolean,
    "destroyed": t.boolean, "may_skip": t.boolean, "prefer_high": t.boolean,
    "followers_only": t.boolean, "paid": t.boolean, "overflow_ex": t.boolean,
}


def kernel(inline: bool = False, alloc: bool = False, nogil: bool = False, python: bool = False,
           **override):
    """Compile with cache=True and one signature; other parameters are int64.

    A call of a compiled function increments and decrements the reference
    count of each array argument atomically; profiles showed that to be a
    sixth of the engine's time. So functions are compiled without numba's
    runtime (NRT) unless `alloc=True`: a function that creates arrays itself
    (np.empty, .copy(), a returned array) needs it. The arrays a game uses are
    owned by the chunk kernel (play_chunk) for the whole game, so nothing is freed early.
    inline=True marks a small accessor, or a hot kernel with one or two callers:
    its code is linked into each caller and LLVM always inlines it (forceinline).
    Every other kernel is called by declaration (decksim/core/linking.py: each
    kernel is compiled once, not once per caller).
    (numba's own inline="always" copied the body at the IR level into every
    call site; it made the compile slower and the games no faster.)
    nogil=True releases the GIL while it runs (batch chunks on threads, threads.py).
    No C-callable wrapper is made (numba builds one for every function by default,
    for use as a first-class function or cfunc, which the engine never does), and
    the CPython wrapper only for python=True, the entry points a run calls from
    Python; any other kernel gets it when Python first calls it (py_entry.py).
    Kernels are compiled (loaded from the cache) when defined; while the cache is
    empty, when game.py has defined them all, two processes sharing the work
    (parallel_compile.py)."""
    def deco(fn):
        names = inspect.signature(fn).parameters
        sig = tuple(override.get(n) or BY_NAME.get(n, t.int64) for n in names)
        # (py_entry's wrappers call kernels by the symbols linking.py shares)
        lazy = not python and linking.ENABLED and py_entry.AVAILABLE
        disp = njit(cache=True, nogil=nogil, _nrt=alloc, forceinline=inline,
                    no_cfunc_wrapper=True, no_cpython_wrapper=lazy)(fn)
        if not hasattr(disp, "compile"):     # NUMBA_DISABLE_JIT=1: a plain function
            return disp
        if lazy:
            py_entry.attach(disp)
        k = parallel_compile.register(disp, sig, fn, share=not inline)
        if parallel_compile.at_definition():
            parallel_compile.ensure(k)
        else:
            parallel_compile.defer(k)
        return disp
    return deco
