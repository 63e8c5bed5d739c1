"""Paths and helpers of the Riftbound card-layer tests."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECKS = ROOT / "examples" / "decks" / "riftbound"
DATA = Path(__file__).resolve().parent / "data"
SHARED = ROOT.parent / "shared" / "data" / "riftbound"     # the source data, beside the clone

needs_shared = pytest.mark.skipif(not (SHARED / "cards.json").is_file(),
                                  reason=f"the Riftbound source data is not at {SHARED}")
