"""Engine kernels index arrays without numba's negative-index wraparound.

numba gives every signed integer index Python's meaning: `a[i]` with i < 0 reads
`a[i + len(a)]`. So each `S[o + F_DMG]` compiles to the address arithmetic plus
a compare, a select and an add on the dimension's size, and LLVM can seldom drop
them: an offset like `fo(p, s) + F_DMG` is not provably >= 0. The engine indexes
its flat arrays with computed offsets only, never with negative numbers (a
negative index there is a bug, and would silently read the wrong card), so while
decksim compiles its kernels (parallel_compile.ensure) an integer index is taken
as it is.

DECKSIM_INDEX_CHECK=1 compiles a check instead: a negative index raises
IndexError. tests/common/test_no_wraparound.py compiles the whole engine that way and
plays games of random legal decks with every pilot; the full test suite and a
soak sample passed in that mode too (docs/engine.md).
DECKSIM_WRAPAROUND=1 keeps numba's own behaviour. Both settings key the cache
directory (decksim/core/__init__.py). numba functions compiled outside decksim's
kernels are never affected.
"""
import contextlib
import os

from decksim.core.numba_gate import PATCHES
from numba.core import cgutils, types
from numba.np import arrayobj

ENABLED = PATCHES and os.environ.get("DECKSIM_WRAPAROUND", "") != "1"
CHECK = os.environ.get("DECKSIM_INDEX_CHECK", "") == "1"

_orig = arrayobj.fix_integer_index
_active = [0]   # > 0 while an engine kernel compiles


def _fix_integer_index(context, builder, idxty, idx, size):
    if not _active[0] or not idxty.signed:
        return _orig(context, builder, idxty, idx, size)
    ind = context.cast(builder, idx, idxty, types.intp)
    if CHECK:
        negative = builder.icmp_signed("<", ind, ind.type(0))
        with cgutils.if_unlikely(builder, negative):
            context.call_conv.return_user_exc(
                builder, IndexError, ("negative index in an engine kernel",))
    return ind


@contextlib.contextmanager
def engine_compile():
    """Indexing as described above for what compiles inside this block."""
    _active[0] += 1
    try:
        yield
    finally:
        _active[0] -= 1


if ENABLED:
    arrayobj.fix_integer_index = _fix_integer_index
