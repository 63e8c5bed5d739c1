import glob
from pathlib import Path

import pytest

import decksim

ROOT = Path(__file__).resolve().parent.parent
DECK_FILES = sorted(glob.glob(str(ROOT / "examples" / "decks" / "sve" / "*.txt")))


@pytest.fixture(scope="session")
def pool():
    return decksim.pool()


@pytest.fixture(scope="session")
def decks(pool):
    return {Path(f).stem: decksim.load_deck_file(f, pool) for f in DECK_FILES}
