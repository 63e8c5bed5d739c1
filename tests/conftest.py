import glob
from pathlib import Path

import pytest

import decksim

ROOT = Path(__file__).resolve().parent.parent
# every example deck, the subfolders (starter/, variants/) included
DECK_FILES = sorted(glob.glob(str(ROOT / "examples" / "decks" / "sve" / "**" / "*.txt"),
                              recursive=True))


def deck_file(stem: str) -> str:
    """The example deck named `stem` (tests pick decks by name, not by position,
    so adding decks to the folder does not change what they run)."""
    return str(ROOT / "examples" / "decks" / "sve" / f"{stem}.txt")


@pytest.fixture(scope="session", autouse=True)
def engine():
    """The SVE engine compiled (or loaded from the cache) once per test session,
    with a cold cache by two processes (decksim/core/parallel_compile.py)."""
    from decksim.games.sve import GAME
    GAME.load_engine()


def copy_engine_cache(dst: Path) -> Path:
    """A copy of the shared core's and SVE's cache directories under dst (a cache
    root: NUMBA_CACHE_DIR=dst gives a process these caches)."""
    import shutil

    from decksim.core import cache_dir
    for group in ("core", "sve"):
        src = Path(cache_dir(group))
        shutil.copytree(src, dst / src.name)
    return dst


@pytest.fixture(scope="session")
def pool():
    return decksim.pool()


@pytest.fixture(scope="session")
def decks(pool):
    return {Path(f).stem: decksim.load_deck_file(f, pool) for f in DECK_FILES}


def loads_in_fresh_process(commands: list[list[str]], module: str) -> bool:
    """Run `decksim` commands (each must exit 0) in a new Python process: did they
    import `module`? (What a command loads costs start-up time.)"""
    import subprocess
    import sys
    code = ("import sys\nfrom decksim.cli import main\n"
            + "".join(f"assert main({c!r}) == 0\n" for c in commands)
            + f"print('loaded:', {module!r} in sys.modules)\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return "loaded: True" in run.stdout


# ---- Battle Spirits Standard (tests/bss/)
BSS_DECKS = sorted(glob.glob(str(ROOT / "examples" / "decks" / "bss" / "*.txt")))


def bss_deck_file(stem: str) -> str:
    return str(ROOT / "examples" / "decks" / "bss" / f"{stem}.txt")


@pytest.fixture(scope="session")
def bss():
    """The Battle Spirits game, its engine compiled (or loaded from the cache) once."""
    from decksim import games
    g = games.get("bss")
    g.load_engine()
    return g


@pytest.fixture(scope="session")
def bss_pool(bss):
    return bss.pool()


@pytest.fixture(scope="session")
def bss_decks(bss, bss_pool):
    return {Path(f).stem: bss.load_deck(f, bss_pool) for f in BSS_DECKS}


@pytest.fixture
def position(bss, bss_pool):
    """position(spec) -> a Battle Spirits scenario (decksim/games/bss/scenario.py)."""
    def make(spec, seed=0):
        return decksim.scenario(spec, game="bss", seed=seed)
    return make


@pytest.fixture(scope="session")
def rb_pool():
    """Riftbound's card pool."""
    from decksim.cards.riftbound.pool import load_pool
    return load_pool()


# (the Riftbound fixtures live here, not in tests/riftbound/conftest.py: a second module
# named conftest would stand in for this one where tests import `from conftest import ...`)
@pytest.fixture(scope="session")
def rb_engine():
    """The Riftbound engine compiled (or loaded from numba's cache) once per session."""
    from decksim.core.riftbound import game
    game.load()
    return game


@pytest.fixture(scope="session")
def rb_position(rb_pool, rb_engine):
    """rb_position(spec, seed=0) -> a Riftbound scenario (decksim/games/riftbound/scenario.py)."""
    from decksim.games.riftbound.scenario import Scenario

    def make(spec, seed=0):
        return Scenario.from_dict(spec, rb_pool, seed=seed)
    return make


@pytest.fixture(scope="session")
def rb_precons(rb_pool):
    """The 13 precons of examples/decks/riftbound/, by file stem."""
    from decksim.cards.riftbound.decklist import load_deck_file
    folder = ROOT / "examples" / "decks" / "riftbound"
    return {f.stem: load_deck_file(f, rb_pool) for f in sorted(folder.glob("*.txt"))}
