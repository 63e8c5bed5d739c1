"""examples/decks/riftbound/: the 13 official precons as Duel-legal deck files."""
import json
from collections import Counter

import pytest

from decksim.cards.riftbound.decklist import load_deck_file
from rb_kit import DECKS, SHARED, needs_shared

FILES = sorted(DECKS.glob("*.txt"))
PRECON_FILES = {"precon-annie": "annie_proving_grounds", "precon-lux": "lux_proving_grounds",
                "precon-garen": "garen_proving_grounds",
                "precon-master-yi": "master_yi_proving_grounds", "precon-jinx": "jinx_origins",
                "precon-viktor": "viktor_origins", "precon-lee-sin": "lee_sin_origins",
                "precon-fiora": "fiora_spiritforged", "precon-rumble": "rumble_spiritforged",
                "precon-vi": "vi_unleashed", "precon-vex": "vex_unleashed",
                "precon-shen": "shen_vendetta_showdown", "precon-zed": "zed_vendetta_showdown"}


def test_there_are_the_13_precons():
    assert sorted(f.stem for f in FILES) == sorted(PRECON_FILES.values())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_103_and_462_4_a_each_precon_is_a_legal_duel_deck(rb_pool, path):
    d = load_deck_file(path, rb_pool)
    assert len(d.main_deck) == 40 and len(d.runes) == 12 and len(d.battlefields) == 3
    assert d.legend.champion in d.champion.tags
    lines = path.read_text().splitlines()
    assert lines[0] == "Game: riftbound"
    assert lines[1].startswith("# ") and d.description == lines[1][2:]
    assert d.legend.domain_text in d.description          # its domains, then its plan


@needs_shared
@pytest.mark.parametrize("pid", sorted(PRECON_FILES))
def test_each_precon_is_the_printed_list_but_for_its_documented_changes(rb_pool, pid):
    """The Proving Grounds decks come with one battlefield (Duel needs 3: two are
    added); the Jinx deck's three cards banned in Duel are replaced. Each file
    says so in its comments."""
    raw = {p["id"]: p for p in json.loads((SHARED / "precon-lists.json").read_text())}[pid]
    path = DECKS / f"{PRECON_FILES[pid]}.txt"
    d = load_deck_file(path, rb_pool)
    card = lambda ref: rb_pool.lookup(ref)
    assert d.legend is card(raw["legendId"]) and d.champion is card(raw["championId"])
    printed_main = Counter({card(m["cardId"]).name: m["count"] for m in raw["main"]})
    printed_runes = Counter({card(m["cardId"]).name: m["count"] for m in raw["runes"]})
    assert Counter(c.name for c in d.runes) == printed_runes
    printed_fields = [card(b).name for b in raw["battlefieldIds"]]
    fields = [c.name for c in d.battlefields]
    text = path.read_text()
    if pid == "precon-jinx":
        banned = ["Fight or Flight", "Scrapheap", "Reaver's Row"]
        assert all(name in text for name in banned) and "banned in Duel" in text
        assert set(printed_fields) - set(fields) == {"Reaver's Row"}
        main = Counter(c.name for c in d.main)
        assert {n for n in printed_main if printed_main[n] != main[n]} == \
            {"Fight or Flight", "Scrapheap", "Blazing Scorcher", "Get Excited!", "Cemetery Attendant",
             "Undercover Agent", "Void Seeker", "Fading Memories"}
    else:
        assert Counter(c.name for c in d.main) == printed_main
        assert fields[:len(printed_fields)] == printed_fields
        if len(printed_fields) == 1:
            assert "Duel needs three (462.4.a)" in text and len(fields) == 3
