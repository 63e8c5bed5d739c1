"""Per-card and per-turn counters of a batch (decksim/core/sve/stats.py) as the
tables stored in OUT/cards/ and OUT/turns/ (docs/simulation.md).

cards: one row per (deck, card): deck ("a" / "b"), card_id, card_name, copies
(in the main or evolve deck), then the counters of CC_NAMES.
turns: one row per (deck, seat, turn): deck, seat ("play" = went first, "draw"),
turn (own turn number 1..10), then the counters of TC_NAMES.
Counters are sums over the shard's games; sum them over shards (storage.scan_cards).
"""
from __future__ import annotations

from collections import Counter

import numpy as np
import polars as pl

from decksim.core.sve.stats import CC_NAMES, TC_NAMES, TURNS

SEATS = ("play", "draw")


def card_frame(matchup, stats) -> pl.DataFrame:
    c = matchup.compiled
    rows = {k: [] for k in ("deck", "card_id", "card_name", "copies")}
    blocks = []
    for p, side in enumerate("ab"):
        slots = matchup.slot_cards[p]
        copies = Counter(matchup.decks[p, :matchup.deck_n[p]].tolist()
                         + matchup.evos[p, :matchup.evo_n[p]].tolist())
        for s, row in enumerate(slots):
            card = c.cards[row]
            rows["deck"].append(side)
            rows["card_id"].append(card.id)
            rows["card_name"].append(card.name)
            rows["copies"].append(copies[row])
        blocks.append(stats.cards[p, :len(slots)])
    data = np.concatenate(blocks) if blocks else np.zeros((0, len(CC_NAMES)), np.int64)
    cols = [pl.Series("deck", rows["deck"], dtype=pl.String),
            pl.Series("card_id", rows["card_id"], dtype=pl.String),
            pl.Series("card_name", rows["card_name"], dtype=pl.String),
            pl.Series("copies", rows["copies"], dtype=pl.Int16)]
    cols += [pl.Series(n, data[:, i], dtype=pl.Int64) for i, n in enumerate(CC_NAMES)]
    return pl.DataFrame(cols)


def turn_frame(stats) -> pl.DataFrame:
    T = stats.turns                       # [deck, seat, own turn - 1, TC]
    deck, seat, turn, data = [], [], [], []
    for p, side in enumerate("ab"):
        for s in range(2):
            for t in range(TURNS):
                deck.append(side)
                seat.append(SEATS[s])
                turn.append(t + 1)
                data.append(T[p, s, t])
    data = np.asarray(data, np.int64).reshape(len(deck), len(TC_NAMES))
    cols = [pl.Series("deck", deck, dtype=pl.String), pl.Series("seat", seat, dtype=pl.String),
            pl.Series("turn", turn, dtype=pl.Int8)]
    cols += [pl.Series(n, data[:, i], dtype=pl.Int64) for i, n in enumerate(TC_NAMES)]
    return pl.DataFrame(cols)
