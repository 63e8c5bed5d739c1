"""Per-deck metrics from per-game records (the player view of load.player_view).

Every function takes a DataFrame or LazyFrame of player rows and returns a polars
DataFrame. A draw scores half a win; every rate carries its Wilson 95% interval in
`<rate>_low` and `<rate>_high`. Definitions: docs/metrics.md.
"""
from __future__ import annotations

import polars as pl

from decksim.analysis.stats import rate_cols

SEATS = (("all", None), ("on the play", "play"), ("on the draw", "draw"))
START_EP = {"play": 0, "draw": 3}       # 6.2.1.10: first player 0 EP, second player 3


def _by_seat(lf: pl.LazyFrame, keys: list[str], aggs: list[pl.Expr]) -> pl.DataFrame:
    """Aggregate per keys for all games, on the play and on the draw; column `seat`."""
    parts = []
    for label, seat in SEATS:
        part = lf if seat is None else lf.filter(pl.col("seat") == seat)
        parts.append(part.group_by(keys).agg(aggs).with_columns(pl.lit(label).alias("seat")))
    order = {lab: i for i, (lab, _) in enumerate(SEATS)}
    df = pl.concat(parts).collect()
    return (df.with_columns(pl.col("seat").replace_strict(order, return_dtype=pl.Int64)
                            .alias("_o"))
            .sort([*keys, "_o"]).drop("_o").select([*keys, "seat", *[c for c in df.columns
                                                                      if c not in keys
                                                                      and c != "seat"]]))


def _wl() -> list[pl.Expr]:
    return [pl.len().alias("games"), (pl.col("result") == "win").sum().alias("wins"),
            (pl.col("result") == "loss").sum().alias("losses"),
            (pl.col("result") == "draw").sum().alias("draws"), pl.col("score").sum().alias("_score")]


def results(players) -> pl.DataFrame:
    """Per deck and seat (all, on the play, on the draw): games, wins, losses, draws,
    win_rate (draw = half) with interval, mean_turns."""
    df = _by_seat(players.lazy(), ["deck"], [*_wl(), pl.col("turns").mean().alias("mean_turns")])
    return (df.with_columns(*rate_cols("_score", "games", "win_rate")).drop("_score")
            .select(["deck", "seat", "games", "wins", "losses", "draws", "win_rate",
                     "win_rate_low", "win_rate_high", "mean_turns"]))


def matchups(players) -> pl.DataFrame:
    """Per deck and opponent: games, wins, losses, draws, win_rate with interval, and the
    win rate on the play and on the draw. A mirror (a deck against itself) counts each
    game once, from deck a's side."""
    lf = players.lazy().filter((pl.col("deck") != pl.col("opponent")) | (pl.col("side") == "a"))
    df = (lf.group_by(["deck", "opponent"]).agg(
        *_wl(),
        (pl.col("seat") == "play").sum().alias("play_games"),
        pl.col("score").filter(pl.col("seat") == "play").sum().alias("_play_score"),
        (pl.col("seat") == "draw").sum().alias("draw_games"),
        pl.col("score").filter(pl.col("seat") == "draw").sum().alias("_draw_score"),
        pl.col("turns").mean().alias("mean_turns"),
    ).collect())
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
    df = (lf.group_by(["deck", "turns"]).agg(*_wl()[:4]).collect())
    tot = df.group_by("deck").agg(pl.col("games").sum().alias("_n"))
    return (df.join(tot, on="deck").with_columns((pl.col("games") / pl.col("_n")).alias("share"))
            .drop("_n").sort(["deck", "turns"])
            .select(["deck", "turns", "games", "share", "wins", "losses", "draws"]))


def game_length_stats(players) -> pl.DataFrame:
    """Per deck and seat: mean, median, 10th and 90th percentile of game length (turns),
    and mean length of the deck's wins and of its losses."""
    q = pl.col("turns")
    return _by_seat(players.lazy(), ["deck"], [
        pl.len().alias("games"), q.mean().alias("mean_turns"), q.median().alias("median_turns"),
        q.quantile(0.1, "lower").alias("p10_turns"), q.quantile(0.9, "higher").alias("p90_turns"),
        q.filter(pl.col("result") == "win").mean().alias("mean_turns_won"),
        q.filter(pl.col("result") == "loss").mean().alias("mean_turns_lost"),
    ])


def end_reasons(players) -> pl.DataFrame:
    """Per deck and end reason (leader, deck_out, cap, both_lost): games, share of the
    deck's games with interval, and how many of those the deck won / lost."""
    lf = players.lazy()
    df = lf.group_by(["deck", "end_reason"]).agg(*_wl()[:4]).collect()
    tot = df.group_by("deck").agg(pl.col("games").sum().alias("deck_games"))
    return (df.join(tot, on="deck").with_columns(*rate_cols("games", "deck_games", "share"))
            .sort(["deck", "games"], descending=[False, True])
            .select(["deck", "end_reason", "games", "deck_games", "share", "share_low",
                     "share_high", "wins", "losses", "draws"]))


def mulligan(players) -> pl.DataFrame:
    """Per deck and seat: mulligan rate, and win rate after keeping vs after mulliganing
    (each with its interval)."""
    m = pl.col("mulligan")
    df = _by_seat(players.lazy(), ["deck"], [
        pl.len().alias("games"), m.sum().alias("mulligans"),
        (~m).sum().alias("kept"),
        pl.col("score").filter(~m).sum().alias("_keep_score"),
        pl.col("score").filter(m).sum().alias("_mull_score"),
    ])
    return (df.with_columns(*rate_cols("mulligans", "games", "mulligan_rate"),
                            *rate_cols("_keep_score", "kept", "keep_win_rate"),
                            *rate_cols("_mull_score", "mulligans", "mulligan_win_rate"))
            .drop("_keep_score", "_mull_score"))


def evolution(players) -> pl.DataFrame:
    """Per deck and seat: EP available (start EP, rule 6.2.1.10, or used + left when the
    records hold ep_left), mean EP used and left, mean evolves, share of games with at
    least one evolve (interval), mean own turn of the first evolve (games with one)."""
    lf = players.lazy().with_columns(
        pl.when(pl.col("ep_left").is_not_null()).then(pl.col("ep_used") + pl.col("ep_left"))
        .otherwise(pl.col("seat").replace_strict(START_EP, return_dtype=pl.Int64))
        .alias("_ep_avail"))
    fe = pl.col("first_evolve")
    df = _by_seat(lf, ["deck"], [
        pl.len().alias("games"),
        pl.col("_ep_avail").mean().alias("ep_available"),
        pl.col("ep_used").mean().alias("ep_used"),
        pl.col("ep_left").mean().alias("ep_left"),
        pl.col("evolves").mean().alias("evolves"),
        (pl.col("evolves") > 0).sum().alias("games_evolved"),
        fe.filter(fe > 0).mean().alias("first_evolve_turn"),
        (pl.col("ep_used") > 0).sum().alias("games_ep_used"),
    ])
    return df.with_columns(*rate_cols("games_evolved", "games", "evolved_rate"))


def evolves_win_rate(players, cap: int = 3) -> pl.DataFrame:
    """Win rate by number of evolves in the game (0, 1, ..., `cap`+ pooled), per deck
    and seat, with intervals."""
    lf = players.lazy().with_columns(pl.col("evolves").clip(0, cap).alias("evolves"))
    df = _by_seat(lf, ["deck", "evolves"], [*_wl()])
    df = df.with_columns(*rate_cols("_score", "games", "win_rate")).drop("_score")
    return df.with_columns(pl.col("evolves").cast(pl.String)
                           .replace({str(cap): f"{cap}+"}).alias("evolves"))
