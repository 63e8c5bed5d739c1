"""The example decks built around the newer sets (examples/decks/sve/sets/): at least
two per class, each legal (rule 6.1, no warnings), described in one comment line, and
built from cards printed in BP02, BP06, BP08, BP09 or EBD02."""
from collections import Counter

import pytest

from conftest import ROOT

SETS_DIR = ROOT / "examples" / "decks" / "sve" / "sets"
NEW_SETS = ("BP02-", "BP06-", "BP08-", "BP09-", "EBD02-")
CLASSES = ("Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft", "Abysscraft", "Havencraft")
SET_DECKS = sorted(p.stem for p in SETS_DIR.glob("*.txt"))


def test_every_class_has_at_least_two_decks_built_around_the_new_sets(decks):
    per_class = Counter(decks[name].leader.cls for name in SET_DECKS)
    assert all(per_class[cls] >= 2 for cls in CLASSES), per_class


@pytest.mark.parametrize("name", SET_DECKS)
def test_a_set_deck_is_legal_and_described_in_one_comment_line(decks, name):
    lines = (SETS_DIR / f"{name}.txt").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# ") and len(lines[0]) > 40
    assert sum(line.startswith("#") for line in lines) == 1
    assert decks[name].warnings == []


@pytest.mark.parametrize("name", SET_DECKS)
def test_a_set_deck_is_built_from_cards_of_the_new_sets(decks, name):
    d = decks[name]
    new = [c for c in d.main if any(p.startswith(NEW_SETS) for p in (c.id, *c.printings))]
    assert len(new) >= 0.75 * len(d.main), name
