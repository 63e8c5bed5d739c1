"""numba's settings for the engine, made before any engine function compiles:
the cache directory keyed by the engine's sources (decksim/core/__init__.py),
the code generation of compact_args.py and no_wraparound.py, and
fast_flags.py's quicker flag comparisons, typing_memo.py's remembered call
types and ir_vars.py's quicker variable lists for the compile.

Imported by the two modules that compile (jit.py for kernels, state.py for its
accessors), not by decksim.core itself: commands that only read card files or
results (the card vocabulary, the engine hash of a manifest) then never load
numba, 0.4 s of every `decksim report`.
"""
import os

import numba

from decksim.core import _cache_dir

if not os.environ.get("NUMBA_CACHE_DIR"):
    numba.config.CACHE_DIR = _cache_dir()

# before anything compiles
from decksim.core import (  # noqa: E402,F401
    compact_args, fast_flags, ir_vars, no_wraparound, typing_memo,
)
