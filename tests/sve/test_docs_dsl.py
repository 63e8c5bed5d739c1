"""docs/cards.md is the DSL reference: every word the card compiler accepts
(decksim/core/sve/vocab.py) appears there in backticks, so a user can look it up."""
import re
from pathlib import Path

import pytest

from decksim.core.sve import vocab as V

DOC = (Path(__file__).resolve().parents[2] / "docs" / "cards.md").read_text(encoding="utf-8")
DOC = re.sub(r"```.*?```", "", DOC, flags=re.S)   # the reference is the prose and tables
WORDS = set(re.findall(r"`([^`]+)`", DOC))
WORDS |= {w.strip() for quoted in list(WORDS) for w in re.split(r"[ ,/=:{}\"]+", quoted)}

VOCABULARIES = {
    "op": V.OPS, "trigger": V.TRIGGERS, "selection": V.SELECTORS, "target": V.TARGETS,
    "condition": V.CONDITIONS, "x amount": V.X_KINDS, "optional cost": V.OPTIONAL_COSTS,
    "keyword": V.KEYWORDS,
}


@pytest.mark.parametrize("kind", sorted(VOCABULARIES))
def test_every_dsl_word_is_documented(kind):
    missing = sorted(w for w in VOCABULARIES[kind] if w != "none" and w not in WORDS)
    assert not missing, f"docs/cards.md does not document the {kind}(s) {missing}"
