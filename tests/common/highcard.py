"""A toy second game for the tests: high card. Each deck is 10 to 20 cards of
rank Two to Ace (at most 4 of a rank). Each turn both players reveal their top
card; the higher card scores a point (the first player wins ties); 3 points
win, and a player who cannot reveal loses. A pilot may mulligan once: it
reshuffles when its top card is below its `keep` rank.

It exists to show that the game interface (decksim/games/base.py) is all a
game needs: it plugs into `decksim simulate`, storage, `decksim report` and
`decksim compare` without a line of sim/ or analysis/ written for it.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

import numpy as np
import polars as pl

from decksim.cards.errors import DeckError
from decksim.games.base import Column, Game, RecordSchema, Section, pilot_from_presets

RANKS = {"Two": 2, "Three": 3, "Four": 4, "Five": 5, "Six": 6, "Seven": 7, "Eight": 8,
         "Nine": 9, "Ten": 10, "Jack": 11, "Queen": 12, "King": 13, "Ace": 14}
WIN_POINTS = 3
END_POINTS, END_EMPTY = 1, 2
COLS = 4 + 2 * 2                    # winner, reason, turns, first; per player: points, mulligan


@dataclass
class Card:
    id: str
    name: str
    rank: int


class Pool:
    def __init__(self):
        self.cards = [Card(f"HC-{r:02d}", n, r) for n, r in RANKS.items()]

    def lookup(self, ref: str):
        ref = ref.strip().lower()
        return next((c for c in self.cards if ref in (c.id.lower(), c.name.lower())), None)


@dataclass
class Deck:
    name: str
    path: str
    cards: list
    warnings: list = field(default_factory=list)
    game = "highcard"

    @property
    def content_hash(self) -> str:
        import hashlib
        listing = ",".join(sorted(c.id for c in self.cards))
        return hashlib.sha256(listing.encode()).hexdigest()[:16]

    def summary(self) -> str:
        return f"{self.name}: {len(self.cards)} cards"


@dataclass
class Matchup:
    ranks: list                          # per player: the deck's ranks
    game = "highcard"

    def play(self, PR, seeds, firsts, check=False, stats=None) -> np.ndarray:
        out = np.zeros((len(seeds), COLS), np.int32)
        for i in range(len(seeds)):
            out[i] = play_one(self.ranks, PR, seeds[i], int(firsts[i]))[0]
        return out


def play_one(ranks, PR, seed_words, first):
    """One game from its seed: (record, events [kind, player, rank a, rank b, 0, 0])."""
    rng = np.random.default_rng([int(seed_words[0]), int(seed_words[1])])
    decks = [rng.permutation(np.asarray(r)) for r in ranks]
    if first < 0:
        first = int(rng.integers(2))
    events, mull = [], [0, 0]
    for p in (first, 1 - first):
        if decks[p][0] < PR[p, 1]:
            decks[p] = rng.permutation(decks[p])
            mull[p] = 1
        events.append((1, p, mull[p], 0, 0, 0))
    points, turn, winner, reason = [0, 0], 0, 2, 0
    while winner == 2 and reason == 0:
        if turn >= len(decks[0]) or turn >= len(decks[1]):
            short = [turn >= len(decks[p]) for p in (0, 1)]
            winner = 2 if all(short) else (1 if short[0] else 0)
            reason = END_EMPTY
            break
        a, b = int(decks[0][turn]), int(decks[1][turn])
        scorer = 0 if a > b else 1 if b > a else first
        points[scorer] += 1
        events.append((2, scorer, a, b, 0, 0))
        turn += 1
        if points[scorer] >= WIN_POINTS:
            winner, reason = scorer, END_POINTS
    rec = np.array([winner, reason, turn, first, points[0], mull[0], points[1], mull[1]],
                   np.int32)
    return rec, np.array(events, np.int32).reshape(-1, 6)


def points_section(res, players, rep) -> str:
    """The game's own report section: mean points per deck and seat."""
    df = (players.group_by("deck", "seat").agg(pl.len().alias("games"),
                                               pl.col("points").mean().alias("points"))
          .sort("deck", "seat").collect())
    rep.write("points", df)
    from decksim.analysis.html import num, table, text
    return table(df, [("deck", text("deck")), ("seat", text("seat")), ("games", num("games")),
                      ("mean points", num("points", 2))])


class HighCard(Game):
    name = "highcard"
    title = "High card (a test game)"
    module = __name__
    records = RecordSchema(end_reasons={0: "none", END_POINTS: "points", END_EMPTY: "empty"},
                           player=(Column("points", "Int8", 0), Column("mulligan", "Boolean", 1)),
                           player_width=2, cols=COLS)
    pilots = {"greedy": {"kind": 1, "keep": 8}, "random": {"kind": 0, "keep": 0}}

    def pool(self, card_files=()):
        return Pool()

    def parse_deck(self, text, pool, path="<text>"):
        cards, problems = [], []
        for no, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not line or re.match(r"(?i)^game\s*:", line):
                continue
            m = re.match(r"^(\d+)\s*x?\s+(.+)$", line)
            n, ref = (int(m[1]), m[2]) if m else (1, line)
            card = pool.lookup(ref)
            if card is None:
                problems.append(f"{path}, line {no}: unknown card {ref!r}; write a rank, "
                                "Two to Ace")
                continue
            cards += [card] * n
        over = [c for c, n in Counter(c.name for c in cards).items() if n > 4]
        if over:
            problems.append(f"{path}: more than 4 of {', '.join(over)}")
        if not problems and not 10 <= len(cards) <= 20:
            problems.append(f"{path}: {len(cards)} cards; a deck has 10 to 20")
        if problems:
            raise DeckError(problems)
        from pathlib import Path
        return Deck(Path(path).stem, str(path), cards)

    def deck_entry(self, deck) -> dict:
        return {"name": deck.name, "path": deck.path, "hash": deck.content_hash,
                "main": [c.id for c in deck.cards]}

    def matchup(self, deck_a, deck_b, pool):
        return Matchup([[c.rank for c in deck_a.cards], [c.rank for c in deck_b.cards]])

    def pilot_vector(self, name, overrides=None):
        return pilot_from_presets(self.pilots, {"keep": 1}, 2, 0, name, overrides)

    def pilot_params(self, vec):
        return {"keep": float(vec[1])}

    def play_logged(self, matchup, PR, seed_words, first):
        rec, events = play_one(matchup.ranks, PR, seed_words, first)
        return rec, events

    def format_log(self, events, matchup, names=("A", "B")):
        out = []
        for kind, p, a, b, _, _ in events:
            if kind == 1:
                out.append(f"{names[p]} {'mulligans' if a else 'keeps'}")
            else:
                out.append(f"{names[0]} {a} vs {names[1]} {b}: point to {names[p]}")
        return out

    def report_sections(self):
        return [Section("points", "Points", points_section)]


GAME = HighCard()
