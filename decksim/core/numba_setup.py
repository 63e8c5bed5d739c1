"""numba's settings for the engine, made before any engine function compiles:
the cache root (decksim/core/__init__.py; each part of the engine sets its own
directory below it when it defines a kernel, jit.py), the code generation of
compact_args.py and no_wraparound.py, and fast_flags.py's quicker flag
comparisons, typing_memo.py's remembered call types and ir_vars.py's quicker
variable lists for the compile.

Imported by the modules that compile (jit.py for kernels, state accessors), not
by decksim.core itself: commands that only read card files or results never
load numba, 0.4 s of every `decksim report`.
"""
import contextlib
import functools

import numba

from decksim.core import cache_dir, cache_root

numba.config.CACHE_DIR = cache_root()

# before anything compiles
from decksim.core import (  # noqa: E402,F401
    compact_args, fast_flags, ir_vars, no_wraparound, typing_memo,
)


@functools.cache
def group_cache_dir(group: str) -> str:
    return cache_dir(group)


@contextlib.contextmanager
def caching(group: str):
    """numba functions defined inside cache into `group`'s directory (numba reads
    its cache directory when a function with cache=True is defined)."""
    before = numba.config.CACHE_DIR
    numba.config.CACHE_DIR = group_cache_dir(group)
    try:
        yield
    finally:
        numba.config.CACHE_DIR = before
