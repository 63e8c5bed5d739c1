"""Battle Spirits deck lists: one card per line, `3 Raineedle` or `3 ST01-004`
(docs/decks.md), checked against 6-1: 40 or more cards, at most 3 of a name.
Every problem names the file and line; all are collected before DeckError."""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from decksim.cards.bss.pool import BssCard, BssPool
from decksim.cards.deckfile import GAME_HEADER
from decksim.cards.errors import DeckError
from decksim.core.bss.state import MAX_DECK

DECK_MIN = 40          # 6-1-1
MAX_COPIES = 3         # 6-1-1-1-2
_COUNT = re.compile(r"^(\d+)\s*[x×]?\s+(.+)$|^(.+?)\s+[x×](\d+)$", re.IGNORECASE)


@dataclass
class BssDeck:
    name: str
    path: str
    cards: list[BssCard]             # one entry per copy, in file order
    warnings: list[str] = field(default_factory=list)
    game = "bss"

    @property
    def content_hash(self) -> str:
        counts = Counter(c.id.upper() for c in self.cards)
        listing = "\n".join(f"{n} {cid}" for cid, n in sorted(counts.items()))
        return hashlib.sha256(listing.encode()).hexdigest()[:16]

    @property
    def colours(self) -> list[str]:
        seen = Counter(col for c in self.cards for col in c.colours)
        return [col for col, _ in seen.most_common()]

    def summary(self) -> str:
        return (f"{self.name}: {'/'.join(self.colours) or 'no colour'}, {len(self.cards)} cards "
                f"[{self.content_hash}]")


def _body(raw: str) -> str:
    s = raw.strip()
    lead = re.match(r"#+\s*", s)
    if lead and s.startswith("#"):
        return ""                   # a comment line
    return s.split("#", 1)[0].strip()


def parse_deck_text(text: str, pool: BssPool, path: str = "<text>") -> BssDeck:
    problems: list[str] = []
    cards: list[BssCard] = []
    lines: dict[str, list[int]] = {}
    for no, raw in enumerate(text.splitlines(), 1):
        body = _body(raw)
        if not body or GAME_HEADER.match(body) or re.match(r"^\[?\s*(main\s*)?deck\s*\]?:?$",
                                                           body, re.IGNORECASE):
            continue
        count, ref = 1, body
        m = _COUNT.match(body)
        if m and pool.lookup(body) is None:
            count, ref = (int(m[1]), m[2]) if m[1] else (int(m[4]), m[3])
        card = pool.lookup(ref)
        if card is None:
            near = pool.suggest(ref.strip())
            hint = f"did you mean {' or '.join(repr(n) for n in near)}?" if near else \
                "check the spelling or the id (decksim cards --game bss lists them)"
            problems.append(f"{path}, line {no}: unknown Battle Spirits card {ref.strip()!r}; "
                            f"{hint}")
            continue
        if count < 1:
            problems.append(f"{path}, line {no}: count {count} for {card.name!r} must be at "
                            "least 1")
            continue
        cards.extend([card] * count)
        lines.setdefault(card.name, []).append(no)
    for name, n in Counter(c.name for c in cards).items():
        if n > MAX_COPIES:
            problems.append(f"{path}, line {lines[name][0]}: {n} copies of {name!r}; a deck "
                            f"holds at most {MAX_COPIES} of a card (6-1-1-1-2)")
    if not problems and len(cards) < DECK_MIN:
        problems.append(f"{path}: {len(cards)} cards; a deck needs {DECK_MIN} or more (6-1-1)")
    if not problems and len(cards) > MAX_DECK:
        problems.append(f"{path}: {len(cards)} cards; decksim plays decks of at most {MAX_DECK}")
    if problems:
        raise DeckError(problems)
    warnings = [f"{c.id} {c.name} is partly played: missing {c.missing}"
                for c in {c.id: c for c in cards}.values() if c.coverage != "full"]
    return BssDeck(Path(path).stem, path, cards, warnings)
