"""The engines: numba kernels over flat arrays. No I/O beyond numba's cache.

numba's on-disk cache is keyed per function by its own source file only, so a
caller compiled against an older version of a callee in another file would be
reused after that callee changed. Each part of the engine therefore has a cache
directory of its own, keyed by a hash of the sources it depends on: the shared
core (this folder's own files, `group` "core") and each game (its folder,
core/<game>/, and the shared core). Editing one game's files starts a fresh
cache for that game alone. The directories lie under DECKSIM_NUMBA_CACHE
(default ~/.cache/decksim), or under NUMBA_CACHE_DIR when that is set.
numba_setup.py applies this when an engine loads; importing this package alone
does not load numba.
"""
import hashlib
import os
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

HERE = Path(__file__).parent


def _numba_version() -> str:
    try:
        return version("numba")
    except PackageNotFoundError:      # numba not installed as a distribution
        import numba
        return numba.__version__


def engine_hash(group: str = "core") -> str:
    """A hash of what decides the compiled code of one part of the engine: numba's
    version, the code generation settings, the shared core's sources and, for a
    game, its folder's sources."""
    h = hashlib.sha256(_numba_version().encode())
    # linking.py's mode changes the compiled code's symbol references
    h.update(os.environ.get("DECKSIM_LINK_CALLEES", "").encode())
    # compact_args.py's setting changes how compiled functions take arrays
    h.update(os.environ.get("DECKSIM_COMPACT_ARGS", "").encode())
    # no_wraparound.py's settings change how compiled functions index arrays
    # numba_gate.py: the patches on or off
    for var in ("DECKSIM_WRAPAROUND", "DECKSIM_INDEX_CHECK", "DECKSIM_NUMBA_PATCHES"):
        h.update(f"{var}={os.environ.get(var, '')}".encode())
    files = sorted(HERE.glob("*.py"))
    if group != "core":
        files += sorted((HERE / group).rglob("*.py"))
    for f in files:
        h.update(str(f.relative_to(HERE)).encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:16]


def cache_root() -> str:
    """The directory holding every part's cache directory."""
    return (os.environ.get("NUMBA_CACHE_DIR") or os.environ.get("DECKSIM_NUMBA_CACHE")
            or os.path.join(os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(),
                                                                             ".cache"),
                            "decksim"))


def cache_dir(group: str = "core") -> str:
    """numba's cache directory for one part of the engine ("core" or a game)."""
    return os.path.join(cache_root(), f"numba-{group}-{engine_hash(group)}")
