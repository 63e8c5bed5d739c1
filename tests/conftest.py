import glob
from pathlib import Path

import pytest

import decksim

ROOT = Path(__file__).resolve().parent.parent
DECK_FILES = sorted(glob.glob(str(ROOT / "examples" / "decks" / "sve" / "*.txt")))


def deck_file(stem: str) -> str:
    """The example deck named `stem` (tests pick decks by name, not by position,
    so adding decks to the folder does not change what they run)."""
    return str(ROOT / "examples" / "decks" / "sve" / f"{stem}.txt")


@pytest.fixture(scope="session")
def pool():
    return decksim.pool()


@pytest.fixture(scope="session")
def decks(pool):
    return {Path(f).stem: decksim.load_deck_file(f, pool) for f in DECK_FILES}
