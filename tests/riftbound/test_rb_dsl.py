"""The Riftbound effect DSL (decksim/cards/riftbound/dsl.py): its words' codes are
the engine's (core/riftbound/tables.py), every encoding names a real card and
compiles, the checker names a wrong word, and no card text is copied into the
encodings."""
import json
import re

import pytest

from decksim.cards.riftbound import dsl
from decksim.cards.riftbound.compile import compile_pool
from decksim.cards.riftbound.encodings import EFFECTS, load_encodings
from decksim.core.riftbound import tables as t
from rb_kit import SHARED, needs_shared


@pytest.mark.parametrize("words,prefix", [(dsl.WHEN, "W_"), (dsl.OPS, "OP_"), (dsl.WHO, "WHO_"),
                                          (dsl.IF, "IF_")])
def test_the_dsl_codes_are_the_engines_constants(words, prefix):
    for i, w in enumerate(words):
        name = prefix + ("ALWAYS" if w == "always" else w.upper())
        assert getattr(t, name) == i, name


def test_every_encoding_names_a_card_and_compiles(rb_pool):
    for key, enc in load_encodings().items():
        assert rb_pool.lookup(enc.name) is not None, enc.name
    cp = compile_pool(rb_pool)
    card = cp.row(rb_pool.lookup("Disintegrate"))
    rows = cp.CT[cp.CT[card, t.C_AB]:cp.CT[card, t.C_AB] + cp.CT[card, t.C_ABN]]
    assert [(r[t.AB_OP], r[t.AB_N], r[t.AB_IF]) for r in rows] == [
        (t.OP_DAMAGE, 3, t.IF_ALWAYS), (t.OP_DRAW, 1, t.IF_KILLED)]
    camp = cp.row(rb_pool.lookup("Trifarian War Camp"))
    assert cp.CT[camp, t.C_HERE] == 1 and cp.CT[camp, t.C_ABN] == 0      # static: a column


@pytest.mark.parametrize("step,card_type,error", [
    ({"op": "explode", "who": "unit"}, "spell", "op = 'explode'"),
    ({"op": "damage"}, "spell", "needs a who"),
    ({"op": "draw", "who": "unit"}, "spell", "who must be none"),
    ({"op": "draw"}, "unit", None),
    ({"when": "cast", "op": "draw"}, "unit", "for spells"),
    ({"op": "damage", "who": "unit", "amount": 2}, "spell", "unknown key"),
    ({"op": "token", "who": "none"}, "spell", "go together"),
])
def test_the_checker_names_the_wrong_word(step, card_type, error):
    if error is None:
        assert dsl.check_step(step, card_type)["when"] == "play"
        return
    with pytest.raises(dsl.EncodingError, match=error):
        dsl.check_step(step, card_type)


@needs_shared
def test_no_sentence_of_card_text_is_in_the_encodings():
    raw = json.loads((SHARED / "cards.json").read_text(encoding="utf-8"))
    text = " ".join(f.read_text(encoding="utf-8") for f in EFFECTS.glob("*.toml")).lower()
    sentences = {s.strip().lower() for c in raw for s in re.split(r"[.()\]\[]", c["text"] or "")}
    leaked = [s for s in sentences if len(s) >= 25 and s in text]
    assert not leaked, leaked[:5]
