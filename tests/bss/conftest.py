import glob
from pathlib import Path

import pytest

import decksim
from decksim import games

ROOT = Path(__file__).resolve().parent.parent.parent
BSS_DECKS = sorted(glob.glob(str(ROOT / "examples" / "decks" / "bss" / "*.txt")))


def bss_deck_file(stem: str) -> str:
    return str(ROOT / "examples" / "decks" / "bss" / f"{stem}.txt")


@pytest.fixture(scope="session")
def bss():
    """The Battle Spirits game, its engine compiled (or loaded from the cache) once."""
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
