"""The numba versions decksim's compile-time patches are tested with.

linking.py, parallel_compile.py, py_entry.py, compact_args.py, no_wraparound.py,
fast_flags.py, typing_memo.py and ir_vars.py change numba's private internals to
compile the engine faster and make it play faster. They are switched on only for
the numba versions the test suite passes on (TESTED, the range pyproject.toml
allows). Outside it, or with DECKSIM_NUMBA_PATCHES=0, every patch stays off,
decksim warns once, and the engine compiles with numba's own machinery: the same
games, a slower first compile and slower play (benchmarks/numba_range.py checks
both ends of the range and one version below it: docs/engine.md).
"""
import os
import re
import warnings

import numba

TESTED = ((0, 63, 1), (0, 68, 99))   # lowest and highest numba the suite passes on


def version_tuple(v: str) -> tuple[int, int, int]:
    """(0, 68, 1) from '0.68.1'; a pre-release ('0.69.0rc1') counts as its release."""
    m = re.match(r"(\d+)\.(\d+)(?:\.(\d+))?", v)
    return (int(m[1]), int(m[2]), int(m[3] or 0)) if m else (0, 0, 0)


VERSION = version_tuple(numba.__version__)
IN_RANGE = TESTED[0] <= VERSION <= TESTED[1]
PATCHES = IN_RANGE and os.environ.get("DECKSIM_NUMBA_PATCHES", "") != "0"

if not IN_RANGE:
    warnings.warn(
        f"decksim: numba {numba.__version__} is outside the versions decksim is tested with "
        f"(0.63.1 to 0.68.x): its compile-time patches are off. The engine plays the same "
        "games but compiles and plays more slowly; pip install 'numba>=0.63.1,<0.69' for "
        "the tested range.", RuntimeWarning, stacklevel=2)
