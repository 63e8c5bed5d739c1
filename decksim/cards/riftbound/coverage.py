"""The Riftbound pool's coverage as text: one line per card passing the filters,
a coverage line per set and per deck, and the total. A card whose text is only
keywords the engine plays (or none) is `vanilla`, counted as full.

    python -m decksim.cards.riftbound.coverage [--decks DIR] [--coverage partial]

(`decksim cards --game riftbound` can print the same once the game is registered.)"""
from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from decksim.cards.riftbound.encodings import load_encodings
from decksim.cards.riftbound.pool import RbCard, RbPool, load_pool
from decksim.games.base import coverage_line


def kind(card: RbCard, encodings: dict) -> str:
    """vanilla (encoded with no steps, in full), full or partial."""
    enc = encodings.get(card.name.lower())
    if card.coverage == "full" and enc is not None and not enc.steps:
        return "vanilla"
    return card.coverage


def list_cards(pool: RbPool, coverage: str | None = None, decks=()) -> list[str]:
    """One line per card (only main deck, legend and battlefield cards: runes and
    tokens are left out), then a coverage line per set, per deck and in total."""
    enc = load_encodings()
    lines, sets = [], {}
    for c in pool.cards:
        if c.type == "rune" or c.is_token or any(p.variant for p in c.printings[:1]):
            continue
        k = kind(c, enc)
        if coverage and coverage != k and not (coverage == "full" and k == "vanilla"):
            continue
        lines.append(f"{c.set:<4} {c.name:<36} {c.type:<11} {k}"
                     + (f": missing {c.missing}" if c.missing else ""))
        sets.setdefault(c.set, Counter())[k] += 1
    total = Counter()
    for name, n in sorted(sets.items()):
        lines.append(f"{name}: {coverage_line(n)}")
        total.update(n)
    lines.append(f"{sum(total.values())} cards" + (f": {coverage_line(total)}" if total else ""))
    for deck in decks:
        n = Counter(kind(c, enc) for c in {c.id: c for c in deck_cards(deck)}.values())
        copies = Counter(kind(c, enc) for c in deck_cards(deck))
        lines.append(f"{deck.name}: {coverage_line(n)} (copies: {coverage_line(copies)})")
    return lines


def deck_cards(deck) -> list[RbCard]:
    """A deck's legend, Chosen Champion, battlefields and main deck, every copy."""
    return [deck.legend, deck.champion, *deck.battlefields, *deck.main]


def main(argv=None) -> int:
    from decksim.cards.riftbound.decklist import load_deck_file
    ap = argparse.ArgumentParser(prog="python -m decksim.cards.riftbound.coverage")
    ap.add_argument("--decks", default=None, help="a folder of deck files to count too")
    ap.add_argument("--coverage", choices=["full", "partial", "vanilla"], default=None)
    ap.add_argument("--summary", action="store_true", help="only the coverage lines")
    a = ap.parse_args(argv)
    pool = load_pool()
    decks = [load_deck_file(f, pool) for f in sorted(Path(a.decks).glob("*.txt"))] \
        if a.decks else []
    lines = list_cards(pool, a.coverage, decks)
    if a.summary:
        lines = [ln for ln in lines if ":" in ln and " full (" in ln]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
