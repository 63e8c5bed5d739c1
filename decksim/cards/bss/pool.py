"""The Battle Spirits card pool: the facts of every card (data/bss/facts.json)
joined with decksim's encodings of their effects (data/bss/effects/*.toml,
docs/cards.md), and each card's coverage: `full` when every effect it has is
played by the engine, `partial` naming what is not."""
from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from decksim.cards.bss.dsl import check_row
from decksim.cards.errors import CardFileError

DATA = Path(__file__).resolve().parent.parent / "data" / "bss"
NATIVE_KEYWORDS = {"confront", "curse", "armor", "awaken", "blessed", "crush", "gale", "swift",
                   "raid", "luster", "ascend"}   # the engine plays them (tables.KW_NAMES)
BURST = "burst"                     # a Burst keyword is played with its encoded effect

@dataclass(frozen=True)
class Effect:
    levels: tuple[int, ...]        # the levels it applies at (empty: any, or a magic)
    timing: str                    # the fact's timing code ('' none)
    keywords: tuple[tuple[str, object], ...]
    use: tuple[str, ...]           # a magic's 'main' / 'flash'
    text: bool                     # it has effect text beyond its keywords


@dataclass
class BssCard:
    id: str
    name: str
    set: str
    type: str                      # spirit / nexus / magic
    colours: tuple[str, ...]
    cost: int
    reduction: dict
    symbols: tuple[str, ...]
    families: tuple[str, ...]
    levels: tuple[tuple[int, int], ...]   # (cores, BP) of Lv1, Lv2, Lv3
    effects: tuple[Effect, ...]
    encoded: dict = field(default_factory=dict)   # effect index -> list of DSL rows
    coverage: str = "full"
    missing: str = ""

    @property
    def vanilla(self) -> bool:
        """No effect, keyword or magic timing: its facts model it exactly."""
        return not any(e.text or e.keywords or e.use for e in self.effects)


def _effects(raw: list) -> tuple[Effect, ...]:
    return tuple(Effect(tuple(e["levels"]), e["timing"], tuple(tuple(k) for k in e["keywords"]),
                        tuple(e["use"]), e["text"]) for e in raw)


def _coverage(card: BssCard) -> tuple[str, str]:
    missing = []
    for i, e in enumerate(card.effects):
        kws = [k for k, v in e.keywords if k not in NATIVE_KEYWORDS
               and not (k == BURST and i in card.encoded)]
        kws += [f"{k} (by family)" for k, v in e.keywords if k == "ascend"
                and not isinstance(v, int)]            # Ascend of named families: not yet
        lv = f" Lv{'-'.join(map(str, e.levels))}" if e.levels else ""
        if e.text and i not in card.encoded:
            what = (e.timing or "/".join(e.use) or "continuous").replace("_", " ")
            missing.append(f"effect {i + 1} ({what}{lv})")
        missing.extend(f"keyword {k}" for k in kws)
    return ("partial", "; ".join(missing)) if missing else ("full", "")


def _check_row(path: str, cid: str, row: dict) -> None:
    problem = check_row(row)
    if problem:
        raise CardFileError(f"{path}: card {cid}: {problem}")


def _encodings(files) -> dict[str, dict[int, list]]:
    out: dict[str, dict[int, list]] = {}
    for f in files:
        try:
            data = tomllib.loads(Path(f).read_text())
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
            raise CardFileError(f"{f}: not a readable TOML card file ({e})") from None
        for entry in data.get("card", []):
            cid = entry.get("id")
            if not isinstance(cid, str) or not isinstance(entry.get("effect"), int) \
                    or not isinstance(entry.get("do"), list):
                raise CardFileError(f"{f}: every [[card]] needs id (a card id), effect (the "
                                    f"effect's number, from 1) and do (a list of rows); "
                                    f"got {entry!r:.120}")
            for row in entry["do"]:
                _check_row(str(f), cid, row)
            out.setdefault(cid.upper(), {})[entry["effect"] - 1] = entry["do"]
    return out


class BssPool:
    """Every card, by id and by name (case-insensitive)."""

    def __init__(self, cards: list[BssCard]):
        self.cards = cards
        self._by = {}
        for c in cards:
            self._by[c.id.lower()] = c
            self._by[c.name.lower()] = c

    def lookup(self, ref: str) -> BssCard | None:
        return self._by.get(ref.strip().lower())

    def by_id(self, cid: str) -> BssCard | None:
        return self._by.get(cid.strip().lower())

    def suggest(self, ref: str) -> list[str]:
        import difflib
        names = [c.name for c in self.cards]
        return difflib.get_close_matches(ref, names, n=3, cutoff=0.6)


@lru_cache(maxsize=4)
def load_pool(card_files: tuple[str, ...] = ()) -> BssPool:
    """The built-in facts with the built-in encodings and those of the `card_files`
    that say `game = "bss"` (TOML files of [[card]] id / effect / do entries)."""
    raw = json.loads((DATA / "facts.json").read_text())
    from decksim.cards.deckfile import card_file_game
    mine = [f for f in card_files if card_file_game(f) == "bss"]   # `game = "bss"` files
    enc = _encodings(sorted((DATA / "effects").glob("*.toml")) + mine)
    known = {c["id"].upper() for c in raw}
    for cid in enc:
        if cid not in known:
            raise CardFileError(f"effect encoding for {cid}: no such card in the Battle "
                                "Spirits facts (data/bss/facts.json)")
    cards = []
    for c in raw:
        card = BssCard(c["id"], c["name"], c["set"], c["type"], tuple(c["colours"]), c["cost"],
                       c["reduction"], tuple(c["symbols"]), tuple(c["families"]),
                       tuple(tuple(lv) for lv in c["levels"]), _effects(c["effects"]),
                       enc.get(c["id"].upper(), {}))
        for i in card.encoded:
            if i >= len(card.effects):
                raise CardFileError(f"card {card.id} has {len(card.effects)} effects; an "
                                    f"encoding names effect {i + 1}")
        card.coverage, card.missing = _coverage(card)
        cards.append(card)
    return BssPool(cards)
