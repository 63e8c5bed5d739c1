"""Play-point curve: per-turn counters, Karsten-style compounded PP efficiency, and the
exact hypergeometric probability of having drawn a card of each cost by each turn.

Turns are the player's own turns (1 = its first turn). Definitions: docs/metrics.md.
"""
from __future__ import annotations

from math import comb

import polars as pl

from decksim.analysis.stats import rate_cols

OPENING_HAND = 4          # 6.2.1.7
SEAT_LABEL = {"play": "on the play", "draw": "on the draw"}


def curve(turns: pl.DataFrame) -> pl.DataFrame:
    """Per deck, seat and own turn: games that reached the turn, mean PP available and
    spent, spent/available, P(all PP spent), P(on-curve play: a card of printed cost ==
    the turn number was played), mean evolves and EP used in that turn."""
    g = pl.col("games")
    df = turns.filter(g > 0).with_columns(
        (pl.col("pp_max_sum") / g).alias("pp_available"),
        (pl.col("pp_spent_sum") / g).alias("pp_spent"),
        (pl.col("pp_spent_sum") / pl.col("pp_max_sum")).alias("pp_efficiency"),
        *rate_cols("all_spent", "games", "all_spent_rate"),
        *rate_cols("on_curve", "games", "on_curve_rate"),
        (pl.col("evolves") / g).alias("evolves_per_game"),
        (pl.col("ep_used") / g).alias("ep_used_per_game"),
        pl.col("seat").replace(SEAT_LABEL),
    )
    return df.select(["deck", "seat", "turn", "games", "pp_available", "pp_spent",
                      "pp_efficiency", "all_spent", "all_spent_rate", "all_spent_rate_low",
                      "all_spent_rate_high", "on_curve", "on_curve_rate", "on_curve_rate_low",
                      "on_curve_rate_high", "evolves_per_game", "ep_used_per_game"]
                     ).sort(["deck", "seat", "turn"], descending=[False, True, False])


def karsten_weights(last_turn: int = 7) -> dict[int, int]:
    """Weight of own turn t in the compounded objective: PP spent on turn t is counted
    again on every later turn up to `last_turn`, so w(t) = last_turn + 1 - t."""
    return {t: last_turn + 1 - t for t in range(1, last_turn + 1)}


def pp_efficiency(turns: pl.DataFrame, last_turn: int = 7) -> pl.DataFrame:
    """Karsten's compounded PP efficiency per deck and seat over own turns 1..last_turn:
    sum_t w(t) * mean PP spent(t) / sum_t w(t) * mean PP available(t), with
    w(t) = last_turn + 1 - t; also the compounded PP spent itself and the nominal
    maximum sum_t w(t) * t (one more PP per turn, rule 7.2.1)."""
    w = karsten_weights(last_turn)
    nominal = float(sum(wt * t for t, wt in w.items()))
    df = (turns.filter((pl.col("games") > 0) & pl.col("turn").is_between(1, last_turn))
          .with_columns(pl.col("turn").replace_strict(w, return_dtype=pl.Float64).alias("_w"))
          .group_by(["deck", "seat"]).agg(
              (pl.col("_w") * pl.col("pp_spent_sum") / pl.col("games")).sum()
              .alias("compounded_spent"),
              (pl.col("_w") * pl.col("pp_max_sum") / pl.col("games")).sum()
              .alias("compounded_available"),
              pl.len().alias("turns_counted")))
    return (df.with_columns(
        (pl.col("compounded_spent") / pl.col("compounded_available")).alias("efficiency"),
        pl.lit(nominal).alias("nominal_maximum"),
        pl.col("seat").replace(SEAT_LABEL))
        .sort(["deck", "seat"], descending=[False, True])
        .select(["deck", "seat", "turns_counted", "compounded_spent", "compounded_available",
                 "nominal_maximum", "efficiency"]))


def cards_seen(turn: int, seat: str) -> int:
    """Cards drawn from the deck by the main phase of own turn `turn`: the 4-card
    opening hand plus one draw per turn, except the first player's first turn (7.2.4.1)."""
    return OPENING_HAND + (turn - 1 if seat == "play" else turn)


def p_at_least_one(deck_size: int, copies: int, seen: int) -> float:
    """Hypergeometric P(at least one of `copies` cards among `seen` drawn of deck_size)."""
    if copies <= 0:
        return 0.0
    seen = min(seen, deck_size)
    return 1.0 - comb(deck_size - copies, seen) / comb(deck_size, seen)


def p_with_mulligan(costs: list[int], cost: int, seen: int, cheap_cost: float,
                    need: float) -> float:
    """P(at least one card of `cost` among the cards seen by a turn) when the 4-card
    opening hand is redrawn once (6.2.1.8) unless it holds at least `need` cards of
    cost <= cheap_cost (greedy's mulligan rule). The redrawn cards come from the
    deck without the 4 returned to its bottom; exact, by the opening hand's
    composition (targets, other cheap cards, the rest)."""
    n = len(costs)
    a_all = sum(1 for c in costs if c == cost)
    if a_all == 0:
        return 0.0
    target_cheap = cost <= cheap_cost
    b_all = sum(1 for c in costs if c <= cheap_cost and c != cost)
    r_all = n - a_all - b_all
    draws = seen - OPENING_HAND                 # cards drawn after the opening hand
    total = comb(n, OPENING_HAND)
    p = 0.0
    for a in range(min(a_all, OPENING_HAND) + 1):
        for b in range(min(b_all, OPENING_HAND - a) + 1):
            r = OPENING_HAND - a - b
            if r > r_all:
                continue
            w = comb(a_all, a) * comb(b_all, b) * comb(r_all, r) / total
            keep = b + (a if target_cheap else 0) >= need
            rest = n - OPENING_HAND             # the deck after the opening hand
            if keep:
                hold = 1.0 if a > 0 else p_at_least_one(rest, a_all, draws)
            else:                               # a new hand and the draws, from the rest
                hold = p_at_least_one(rest, a_all - a, OPENING_HAND + draws)
            p += w * hold
    return p


def hypergeometric(deck_costs: dict[str, list[int]], max_turn: int = 10,
                   mulligans: dict[str, tuple[float, float]] | None = None) -> pl.DataFrame:
    """For each deck (label -> printed cost of every main-deck copy), seat, cost present
    in the deck and own turn 1..max_turn: P(at least one card of that cost has been
    drawn by that turn's main phase). p_at_least_one ignores mulligans (a kept 4-card
    hand); p_with_mulligan, for the decks in `mulligans` (label -> the pilot's
    mulligan_cost and mulligan_need), follows that keep rule (null elsewhere)."""
    rows = []
    for deck, costs in deck_costs.items():
        n = len(costs)
        by_cost: dict[int, int] = {}
        for c in costs:
            by_cost[c] = by_cost.get(c, 0) + 1
        for seat in ("play", "draw"):
            for cost in sorted(by_cost):
                for t in range(1, max_turn + 1):
                    seen = cards_seen(t, seat)
                    rule = (mulligans or {}).get(deck)
                    rows.append({"deck": deck, "seat": SEAT_LABEL[seat], "cost": cost,
                                 "copies": by_cost[cost], "deck_size": n, "turn": t,
                                 "cards_seen": min(seen, n),
                                 "p_at_least_one": p_at_least_one(n, by_cost[cost], seen),
                                 "p_with_mulligan": None if rule is None or seen > n else
                                 p_with_mulligan(costs, cost, seen, *rule)})
    schema = {"deck": pl.String, "seat": pl.String, "cost": pl.Int64, "copies": pl.Int64,
              "deck_size": pl.Int64, "turn": pl.Int64, "cards_seen": pl.Int64,
              "p_at_least_one": pl.Float64, "p_with_mulligan": pl.Float64}
    return pl.DataFrame(rows, schema=schema)


def with_math(curve_df: pl.DataFrame, hyper: pl.DataFrame) -> pl.DataFrame:
    """The curve table with `p_hold_on_curve`: the hypergeometric chance of having drawn
    a card of cost == turn by that turn (0 when the deck has none), beside the
    simulated on-curve rate."""
    h = (hyper.filter(pl.col("cost") == pl.col("turn"))
         .select("deck", "seat", "turn", pl.col("p_at_least_one").alias("p_hold_on_curve"),
                 pl.col("p_with_mulligan").alias("p_hold_on_curve_mulligan")))
    decks = hyper["deck"].unique().to_list()
    ruled = hyper.filter(pl.col("p_with_mulligan").is_not_null())["deck"].unique().to_list()
    return (curve_df.join(h, on=["deck", "seat", "turn"], how="left")
            .with_columns(pl.when(pl.col("deck").is_in(decks))
                          .then(pl.col("p_hold_on_curve").fill_null(0.0))
                          .otherwise(None).alias("p_hold_on_curve"),
                          pl.when(pl.col("deck").is_in(ruled))
                          .then(pl.col("p_hold_on_curve_mulligan").fill_null(0.0))
                          .otherwise(None).alias("p_hold_on_curve_mulligan")))


def deck_costs(decks: dict[str, dict], card_files=()) -> tuple[dict[str, list[int]], list[str]]:
    """Printed cost of every main-deck copy per deck label, from the manifest's card id
    list ("main", one id per copy) or, failing that, the deck file at "path".
    Returns (costs, notes about decks that could not be resolved)."""
    from pathlib import Path

    from decksim.cards.decklist import load_deck_file
    from decksim.games.sve.decks import pool as sve_pool   # plain Python, no engine code
    pool = sve_pool(tuple(card_files or ()))
    out, notes = {}, []
    for label, d in decks.items():
        ids = d.get("main") if isinstance(d, dict) else None
        if not ids and isinstance(d, dict) and d.get("path") and Path(d["path"]).is_file():
            try:
                deck = load_deck_file(d["path"], pool)
                ids = [c.id for c in deck.main]
            except Exception as e:  # noqa: BLE001 - a note in the report, not a crash
                notes.append(f"{label}: deck file {d['path']} unreadable ({e})")
                continue
        if not ids:
            notes.append(f"{label}: the manifest has no main-deck card list")
            continue
        costs, missing = [], []
        for cid in ids:
            c = pool.by_id(cid) or pool.lookup(cid)
            if c is None:
                missing.append(cid)
            else:
                costs.append(c.cost)
        if missing:
            notes.append(f"{label}: unknown card ids {', '.join(sorted(set(missing)))}")
            continue
        out[label] = costs
    return out, notes
