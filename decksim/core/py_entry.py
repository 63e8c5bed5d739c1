"""Python entry points of kernels, built when Python first calls one.

numba compiles, beside each function, a CPython wrapper: the code that checks
and unboxes Python arguments and boxes the result. The engine's kernels call
each other natively, and Python calls only a few of them in a run (the batch
kernel, replays); yet every wrapper was compiled, and a small kernel linked into
its callers (linking.py) carried its wrapper into each of them. Compiling the
engine without them took 59 s of CPU instead of 80 s in one process.

So kernels are compiled with numba's `no_cpython_wrapper` unless they are
marked `python=True` (jit.kernel). `attach` keeps such a kernel's compiled
version out of numba's dispatch table. A call from Python then finds no match,
and numba's dispatcher, whose compiling is disabled once a kernel's signature
is compiled, asks `_search_new_conversions` for argument conversions that would
match; there the wrapper is built in a small library of its own (the same
wrapper numba would have built, calling the kernel by its symbol, which the JIT
resolves as it does between kernels) and entered into the table, and the
dispatcher tries again, with numba's conversions as before. Once per kernel and
process, a few hundredths of a second: the tests and the scenario API call
many kernels this way, a run only its entry points, which are compiled with
their wrappers and cached.
"""
from decksim.core.numba_gate import PATCHES
from numba.core.compiler_lock import global_compiler_lock
from numba.core.dispatcher import Dispatcher

# the numba internals this relies on (numba 0.68); without them kernels keep
# numba's own wrappers (jit.kernel)
AVAILABLE = PATCHES and all(hasattr(Dispatcher, a) for a in ("_search_new_conversions", "_insert",
                                                  "add_overload"))


def _build(disp, cres):
    """The CPython wrapper of compiled version `cres` of `disp`, as a callable."""
    # the kernel's own runtime setting (numba's _make_subtarget): a kernel loaded
    # from the cache comes with the dispatcher's base context, and a wrapper built
    # in it boxed the arrays a kernel returns without their owner
    ctx = cres.target_context.subtarget(enable_nrt=bool(disp.targetoptions.get("_nrt", True)))
    with global_compiler_lock:
        lib = ctx.codegen().create_library(f"{cres.fndesc.qualname}.python_entry")
        ctx.create_cpython_wrapper(lib, cres.fndesc, cres.environment, None,
                                   release_gil=bool(disp.targetoptions.get("nogil")))
        return ctx.get_executable(lib, cres.fndesc, cres.environment)


def attach(disp: Dispatcher) -> None:
    """Make `disp` (compiled with no_cpython_wrapper) build its Python entry on the
    first call from Python."""
    numba_search = disp._search_new_conversions
    entered = set()       # signatures whose entry is in the dispatch table

    def add_overload(cres):
        # numba's add_overload without entering cres.entry_point (a null function:
        # there is no wrapper) into the dispatch table
        disp.overloads[tuple(cres.signature.args)] = cres

    def search_new_conversions(*args, **kws):
        new = [sig for sig in disp.overloads if sig not in entered]
        for sig in new:
            cres = disp.overloads[sig]
            entry = _build(disp, cres)
            disp._insert([a._code for a in sig], entry, False)
            # a kernel compiled later that calls this one finds its lowering by
            # get_overload(sig), the entry point: the definitions registered under the
            # compiled version's own entry point serve under the new one too
            defns = disp.targetctx._defns
            if cres.entry_point in defns:
                defns[entry] = defns[cres.entry_point]
            disp.overloads[sig] = cres._replace(entry_point=entry)
            entered.add(sig)
        return numba_search(*args, **kws) or bool(new)    # True: the dispatcher tries again

    disp.add_overload = add_overload
    disp._search_new_conversions = search_new_conversions
