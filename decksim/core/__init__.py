"""The engine: numba kernels over flat arrays. No I/O beyond numba's cache.

numba's on-disk cache is keyed per function by its own source file only, so a
caller compiled against an older version of a callee in another file would be
reused after that callee changed. The cache directory is therefore keyed by a
hash of every engine source file: any change to the engine starts a fresh cache.
Set DECKSIM_NUMBA_CACHE to choose the parent directory. numba_setup.py applies
it when the engine loads; importing this package alone does not load numba.
"""
import hashlib
import os
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path


def _engine_hash() -> str:
    try:
        numba_version = version("numba")
    except PackageNotFoundError:      # numba not installed as a distribution
        import numba
        numba_version = numba.__version__
    h = hashlib.sha256(numba_version.encode())
    # linking.py's mode changes the compiled code's symbol references
    h.update(os.environ.get("DECKSIM_LINK_CALLEES", "").encode())
    # compact_args.py's setting changes how compiled functions take arrays
    h.update(os.environ.get("DECKSIM_COMPACT_ARGS", "").encode())
    # no_wraparound.py's settings change how compiled functions index arrays
    for var in ("DECKSIM_WRAPAROUND", "DECKSIM_INDEX_CHECK"):
        h.update(f"{var}={os.environ.get(var, '')}".encode())
    for f in sorted(Path(__file__).parent.rglob("*.py")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


def _cache_dir() -> str:
    parent = os.environ.get("DECKSIM_NUMBA_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache"), "decksim")
    return os.path.join(parent, "numba-" + _engine_hash())
