"""Per-deck metrics of any game from per-game records (the player view of
load.player_view); a game's own metrics are in its report module (decksim.games).

Every function takes a DataFrame or LazyFrame of player rows and returns a polars
DataFrame. A draw scores half a win; every rate carries its Wilson 95% interval in
`<rate>_low` and `<rate>_high`. Definitions: docs/metrics.md.
"""
from __future__ import annotations

import math

import polars as pl

from decksim.analysis.load import collect
from decksim.analysis.stats import rate_cols

SEATS = (("all", None), ("on the play", "play"), ("on the draw", "draw"))


def by_seat(lf: pl.LazyFrame, keys: list[str], aggs: list[pl.Expr]) -> pl.DataFrame:
    """Additive aggregates (counts, sums) per keys for all games, on the play and on the
    draw; column `seat`. The games are read once, grouped by keys and seat in one
    streaming pass (memory flat in the number of games); "all" is the exact sum of the
    two seats. Means: _mean_parts here, _mean on the result."""
    by = collect(lf.group_by([*keys, "seat"]).agg(aggs))
    vals = [c for c in by.columns if c not in keys and c != "seat"]
    both = by.group_by(keys).agg(pl.col(c).sum() for c in vals).with_columns(
        pl.lit("all").alias("seat"))
    seats = by.with_columns(pl.col("seat").replace_strict(
        {s: lab for lab, s in SEATS if s is not None}, return_dtype=pl.String))
    df = pl.concat([both.select(seats.columns), seats], how="vertical_relaxed")
    return _sort_seats(df, keys).select([*keys, "seat", *vals])


def _sort_seats(df: pl.DataFrame, keys: list[str]) -> pl.DataFrame:
    """Sort by keys, then seat in the order all, on the play, on the draw."""
    order = {lab: i for i, (lab, _) in enumerate(SEATS)}
    return (df.with_columns(pl.col("seat").replace_strict(order, return_dtype=pl.Int64)
                            .alias("_o")).sort([*keys, "_o"]).drop("_o"))


def mean_parts(expr: pl.Expr, name: str) -> list[pl.Expr]:
    """Sum and count of the non-null values: additive parts of a mean (see _mean)."""
    return [expr.sum().alias(f"_{name}_sum"), expr.count().alias(f"_{name}_n")]


def mean_of(name: str) -> pl.Expr:
    """The mean from _mean_parts (null without values), as polars' mean computes it."""
    s, n = pl.col(f"_{name}_sum"), pl.col(f"_{name}_n")
    return pl.when(n > 0).then(s / n).otherwise(None).alias(name)


def win_loss() -> list[pl.Expr]:
    return [pl.len().alias("games"), (pl.col("result") == "win").sum().alias("wins"),
            (pl.col("result") == "loss").sum().alias("losses"),
            (pl.col("result") == "draw").sum().alias("draws"), pl.col("score").sum().alias("_score")]


def results(players) -> pl.DataFrame:
    """Per deck and seat (all, on the play, on the draw): games, wins, losses, draws,
    win_rate (draw = half) with interval, mean_turns."""
    df = by_seat(players.lazy(), ["deck"], [*win_loss(), *mean_parts(pl.col("turns"), "mean_turns")])
    return (df.with_columns(*rate_cols("_score", "games", "win_rate"), mean_of("mean_turns"))
            .select(["deck", "seat", "games", "wins", "losses", "draws", "win_rate",
                     "win_rate_low", "win_rate_high", "mean_turns"]))


def matchups(players) -> pl.DataFrame:
    """Per deck and opponent: games, wins, losses, draws, win_rate with interval, and the
    win rate on the play and on the draw. A mirror (a deck against itself) counts each
    game once, from deck a's side."""
    lf = players.lazy().filter((pl.col("deck") != pl.col("opponent")) | (pl.col("side") == "a"))
    df = collect(lf.group_by(["deck", "opponent"]).agg(
        *win_loss(),
        (pl.col("seat") == "play").sum().alias("play_games"),
        pl.col("score").filter(pl.col("seat") == "play").sum().alias("_play_score"),
        (pl.col("seat") == "draw").sum().alias("draw_games"),
        pl.col("score").filter(pl.col("seat") == "draw").sum().alias("_draw_score"),
        pl.col("turns").mean().alias("mean_turns"),
    ))
    df = df.with_columns(*rate_cols("_score", "games", "win_rate"),
                         rate_cols("_play_score", "play_games", "play_win_rate")[0],
                         rate_cols("_draw_score", "draw_games", "draw_win_rate")[0])
    return df.sort(["deck", "opponent"]).select(
        ["deck", "opponent", "games", "wins", "losses", "draws", "win_rate", "win_rate_low",
         "win_rate_high", "play_games", "play_win_rate", "draw_games", "draw_win_rate",
         "mean_turns"])


def game_length(players) -> pl.DataFrame:
    """Distribution of game length (total turns of both players) per deck: turns, games,
    share of the deck's games, wins, losses, draws at that length."""
    lf = players.lazy()
    df = collect(lf.group_by(["deck", "turns"]).agg(*win_loss()[:4]))
    tot = df.group_by("deck").agg(pl.col("games").sum().alias("_n"))
    return (df.join(tot, on="deck").with_columns((pl.col("games") / pl.col("_n")).alias("share"))
            .drop("_n").sort(["deck", "turns"])
            .select(["deck", "turns", "games", "share", "wins", "losses", "draws"]))


def quantile_from_counts(values: list, counts: list[int], q: float,
                         method: str = "linear") -> float | None:
    """polars' quantile(q, method) of the sample holding each of the sorted distinct
    `values` `counts` times, exactly, from the counts alone (lower, higher, linear;
    the median is q = 0.5, linear)."""
    n = sum(counts)
    if n == 0:
        return None
    pos = (n - 1) * q
    lo, hi = math.floor(pos), math.ceil(pos)

    def at(i):                      # the i-th value (0-based) of the sorted sample
        for v, c in zip(values, counts):
            if i < c:
                return v
            i -= c
        raise IndexError(i)
    if method == "lower":
        return float(at(lo))
    if method == "higher":
        return float(at(hi))
    x, y = at(lo), at(hi)
    return float(x + (y - x) * (pos - lo))


def _mean_from_counts(values: list, counts: list[int]) -> float | None:
    """Mean of the sample holding each value `counts` times (None when empty)."""
    n = sum(counts)
    return sum(x * c for x, c in zip(values, counts)) / n if n else None


def game_length_stats(players) -> pl.DataFrame:
    """Per deck and seat: mean, median, 10th and 90th percentile of game length (turns),
    and mean length of the deck's wins and of its losses. Computed exactly from the
    count of games at each length (a histogram), not from the games themselves."""
    res = pl.col("result")
    h = by_seat(players.lazy(), ["deck", "turns"], [
        pl.len().alias("games"), (res == "win").sum().alias("wins"),
        (res == "loss").sum().alias("losses")])
    rows = []
    for (deck, seat), part in h.group_by(["deck", "seat"], maintain_order=True):
        t, g, w, lo = (part[c].to_list() for c in ("turns", "games", "wins", "losses"))
        rows.append({
            "deck": deck, "seat": seat, "games": sum(g),
            "mean_turns": _mean_from_counts(t, g),
            "median_turns": quantile_from_counts(t, g, 0.5),
            "p10_turns": quantile_from_counts(t, g, 0.1, "lower"),
            "p90_turns": quantile_from_counts(t, g, 0.9, "higher"),
            "mean_turns_won": _mean_from_counts(t, w),
            "mean_turns_lost": _mean_from_counts(t, lo)})
    schema = {"deck": pl.String, "seat": pl.String, "games": pl.Int64,
              **{c: pl.Float64 for c in ("mean_turns", "median_turns", "p10_turns",
                                         "p90_turns", "mean_turns_won", "mean_turns_lost")}}
    return _sort_seats(pl.DataFrame(rows, schema=schema), ["deck"])


def end_reasons(players) -> pl.DataFrame:
    """Per deck and end reason (leader, deck_out, cap, both_lost): games, share of the
    deck's games with interval, and how many of those the deck won / lost."""
    lf = players.lazy()
    df = collect(lf.group_by(["deck", "end_reason"]).agg(*win_loss()[:4]))
    tot = df.group_by("deck").agg(pl.col("games").sum().alias("deck_games"))
    return (df.join(tot, on="deck").with_columns(*rate_cols("games", "deck_games", "share"))
            .sort(["deck", "games"], descending=[False, True])
            .select(["deck", "end_reason", "games", "deck_games", "share", "share_low",
                     "share_high", "wins", "losses", "draws"]))


def mulligan(players) -> pl.DataFrame:
    """Per deck and seat: mulligan rate, and win rate after keeping vs after mulliganing
    (each with its interval)."""
    m = pl.col("mulligan")
    df = by_seat(players.lazy(), ["deck"], [
        pl.len().alias("games"), m.sum().alias("mulligans"),
        (~m).sum().alias("kept"),
        pl.col("score").filter(~m).sum().alias("_keep_score"),
        pl.col("score").filter(m).sum().alias("_mull_score"),
    ])
    return (df.with_columns(*rate_cols("mulligans", "games", "mulligan_rate"),
                            *rate_cols("_keep_score", "kept", "keep_win_rate"),
                            *rate_cols("_mull_score", "mulligans", "mulligan_win_rate"))
            .drop("_keep_score", "_mull_score"))
