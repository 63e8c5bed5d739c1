"""Per-card and per-turn counters of a batch (the game's engine counts them) as
the tables stored in OUT/cards/ and OUT/turns/ (docs/simulation.md).

cards: one row per (deck, card): deck ("a" / "b"), card_id, card_name, copies
(in the deck), then the game's card counters (Game.card_counters).
turns: one row per (deck, seat, turn): deck, seat ("play" = went first, "draw"),
turn (own turn number from 1), then the game's turn counters (Game.turn_counters).
Counters are sums over the shard's games; sum them over shards (storage.scan_cards).
"""
from __future__ import annotations

import numpy as np
import polars as pl

SEATS = ("play", "draw")


def card_frame(matchup, stats, names: tuple[str, ...]) -> pl.DataFrame:
    rows = {k: [] for k in ("deck", "card_id", "card_name", "copies")}
    blocks = []
    for p, (side, slots) in enumerate(zip("ab", matchup.card_slots())):
        for card_id, card_name, copies in slots:
            rows["deck"].append(side)
            rows["card_id"].append(card_id)
            rows["card_name"].append(card_name)
            rows["copies"].append(copies)
        blocks.append(stats.cards[p, :len(slots)])
    data = np.concatenate(blocks) if blocks else np.zeros((0, len(names)), np.int64)
    cols = [pl.Series("deck", rows["deck"], dtype=pl.String),
            pl.Series("card_id", rows["card_id"], dtype=pl.String),
            pl.Series("card_name", rows["card_name"], dtype=pl.String),
            pl.Series("copies", rows["copies"], dtype=pl.Int16)]
    cols += [pl.Series(n, data[:, i], dtype=pl.Int64) for i, n in enumerate(names)]
    return pl.DataFrame(cols)


def turn_frame(stats, names: tuple[str, ...]) -> pl.DataFrame:
    T = stats.turns                       # [deck, seat, own turn - 1, counter]
    turns = T.shape[2]
    deck, seat, turn, data = [], [], [], []
    for p, side in enumerate("ab"):
        for s in range(2):
            for t in range(turns):
                deck.append(side)
                seat.append(SEATS[s])
                turn.append(t + 1)
                data.append(T[p, s, t])
    data = np.asarray(data, np.int64).reshape(len(deck), len(names))
    cols = [pl.Series("deck", deck, dtype=pl.String), pl.Series("seat", seat, dtype=pl.String),
            pl.Series("turn", turn, dtype=pl.Int8)]
    cols += [pl.Series(n, data[:, i], dtype=pl.Int64) for i, n in enumerate(names)]
    return pl.DataFrame(cols)


def counter_frames(game, matchup, counters) -> tuple[pl.DataFrame | None, pl.DataFrame | None]:
    """Per-card and per-turn counter tables of one batch (None where the game
    counts none)."""
    if counters is None:
        return None, None
    return card_frame(matchup, counters, game.card_counters), turn_frame(counters,
                                                                         game.turn_counters)
