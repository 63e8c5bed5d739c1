"""`kernel_maker(group, types)`: each part of the engine's `kernel` decorator,
njit with an explicit signature derived from parameter names.

Without signatures numba compiles a separate copy of a function (and of its
whole call tree) for every mix of int32 / int64 / literal arguments it is
called with; the SVE engine then took minutes to compile. Every engine
function names its parameters by its part's conventions, a type table: the
shared core's below (SHARED_TYPES, for rng.py and zones.py), each game's in
core/<game>/kernel.py. A parameter the table does not know, and no override
types, is an error: the kernel would otherwise compile for the wrong type.
"""
import inspect

from numba import njit
from numba import types as t

from decksim.core import numba_setup
from decksim.core import linking, parallel_compile, py_entry

I32_1D = t.int32[::1]
I32_2D = t.int32[:, ::1]
I64_1D = t.int64[::1]
I64 = t.int64

# the shared core's kernels: a state or array, a random stream, and integers
SHARED_TYPES = {"S": I32_1D, "arr": I32_1D, "rng": t.uint64[::1], "L": I32_2D,
                **{n: I64 for n in ("a", "b", "c", "cap", "card", "count_at", "d", "i", "kind",
                                    "n", "start")}}


class KernelTypeError(TypeError):
    """A kernel parameter has no type: not in its part's table and not overridden."""


def kernel_maker(group: str, types: dict):
    """The `kernel` decorator of one part of the engine: `group` is "core" or a
    game's folder under core/ (its kernels cache in its own directory and
    compile with it, parallel_compile.py); `types` maps parameter names to
    numba types."""

    def kernel(inline: bool = False, alloc: bool = False, nogil: bool = False,
               python: bool = False, **override):
        """Compile with cache=True and one signature.

        A call of a compiled function increments and decrements the reference
        count of each array argument atomically; profiles showed that to be a
        sixth of the engine's time. So functions are compiled without numba's
        runtime (NRT) unless `alloc=True`: a function that creates arrays itself
        (np.empty, .copy(), a returned array) needs it. The arrays a game uses are
        owned by the chunk kernel (play_chunk) for the whole game, so nothing is
        freed early.
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
        Nothing compiles when a kernel is defined: the game's load_engine compiles
        (or loads from the cache) every kernel at once, with a cold cache in two
        processes (parallel_compile.compile_all); a kernel called before that
        compiles then, with its callees."""
        def deco(fn):
            names = inspect.signature(fn).parameters
            unknown = [n for n in names if n not in override and n not in types]
            if unknown:
                raise KernelTypeError(
                    f"{fn.__module__}.{fn.__qualname__}: no type for parameter(s) "
                    f"{', '.join(unknown)}; add them to the {group} type table "
                    f"({'decksim/core/jit.py SHARED_TYPES' if group == 'core' else f'decksim/core/{group}/kernel.py'}) "
                    "or give the type in @kernel(NAME=type)")
            sig = tuple(override.get(n) or types[n] for n in names)
            # (py_entry's wrappers call kernels by the symbols linking.py shares)
            lazy = not python and linking.ENABLED and py_entry.AVAILABLE
            with numba_setup.caching(group):
                disp = njit(cache=True, nogil=nogil, _nrt=alloc, forceinline=inline,
                            no_cfunc_wrapper=True, no_cpython_wrapper=lazy)(fn)
            if not hasattr(disp, "compile"):     # NUMBA_DISABLE_JIT=1: a plain function
                return disp
            if lazy:
                py_entry.attach(disp)
            k = parallel_compile.register(disp, sig, fn, group, share=not inline)
            parallel_compile.defer(k)
            return disp
        return deco
    return kernel


kernel = kernel_maker("core", SHARED_TYPES)
