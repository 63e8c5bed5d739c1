"""Per-card metrics (17lands / HSReplay definitions) from the per-card counters.

Input: one row per (deck, card_id) with the summed counters of docs/report.md
(`Results.cards()` or `load.sum_card_counters`). Win rates here count wins only
(the counters hold no draws); every rate carries its Wilson 95% interval.
"""
from __future__ import annotations

import polars as pl

from decksim.analysis.stats import newcombe_cols, rate_cols
from decksim.analysis.summary import cluster_interval


def _main(cards: pl.DataFrame) -> pl.DataFrame:
    """Main-deck rows only (column `section`, when present, says which)."""
    return cards.filter(pl.col("section") != "evolve") if "section" in cards.columns else cards


def card_stats(cards: pl.DataFrame) -> pl.DataFrame:
    """Per deck and card: OH, GD, GIH, GNS and played win rates with intervals, IWD
    (GIH WR - GNS WR) with Newcombe's interval, share of games in hand and played,
    mean own turn played, mean own turns held before being played. Evolve-deck cards
    (section "evolve") are left out: see evolved_cards (SVE's report). `fetched` (games
    the card reached the hand only by an effect: a search, a return) is null for
    results stored before it was counted."""
    main = _main(cards)
    if "fetched" not in main.columns:
        main = main.with_columns(pl.lit(None, pl.Int64).alias("fetched"),
                                 pl.lit(None, pl.Int64).alias("fetched_wins"))
    df = main.with_columns(
        *rate_cols("oh_wins", "oh", "oh_wr"), *rate_cols("drawn_wins", "drawn", "gd_wr"),
        *rate_cols("fetched_wins", "fetched", "fetched_wr"),
        *rate_cols("gih_wins", "gih", "gih_wr"), *rate_cols("gns_wins", "gns", "gns_wr"),
        *rate_cols("played_wins", "played", "played_wr"),
        *newcombe_cols("gih_wins", "gih", "gns_wins", "gns", "iwd"),
        rate_cols("gih", "games", "in_hand_rate")[0],
        rate_cols("played", "games", "played_rate")[0],
        (pl.col("turn_played_sum") / pl.col("played_copies")).alias("mean_turn_played"),
        (pl.col("held_sum") / pl.col("played_copies")).alias("mean_turns_held"),
    ).with_columns(
        pl.when(pl.col("played_copies") > 0).then(pl.col(c)).otherwise(None).alias(c)
        for c in ("mean_turn_played", "mean_turns_held"))
    cols = ["deck", "card_id", "card_name", "copies", "games",
            "oh", "oh_wr", "oh_wr_low", "oh_wr_high",
            "drawn", "gd_wr", "gd_wr_low", "gd_wr_high",
            "fetched", "fetched_wr", "fetched_wr_low", "fetched_wr_high",
            "gih", "gih_wr", "gih_wr_low", "gih_wr_high",
            "gns", "gns_wr", "gns_wr_low", "gns_wr_high",
            "iwd", "iwd_low", "iwd_high",
            "played", "played_wr", "played_wr_low", "played_wr_high", "in_hand_rate",
            "played_rate", "played_copies", "mean_turn_played", "mean_turns_held"]
    return df.select(cols).sort(["deck", "iwd"], descending=[False, True], nulls_last=True)


def card_mulligan(cards: pl.DataFrame, mirrored_pairs: bool = False) -> pl.DataFrame:
    """Per deck and card: how often it was among the 4 cards dealt (open_seen), kept %
    when seen (the hand was kept), the win rate after keeping / mulliganing it, and
    the opening-hand win rate after the mulligan (HSReplay's "mulligan WR" = OH WR),
    beside the deck's overall win rate (wins only). Main-deck cards only.
    `mirrored_pairs`: the games are mirrored pairs, whose kept-rate interval takes
    the pair as the unit (pair_unit_kept_interval), and whose win rates after
    keeping, redrawing and with the card in the opening hand take that interval as
    an upper bound."""
    df = _main(cards).with_columns(
        rate_cols("open_seen", "games", "seen_rate")[0],
        *rate_cols("kept", "open_seen", "kept_rate"),
        *rate_cols("kept_wins", "kept", "kept_wr"),
        *rate_cols("mulliganed_wins", "mulliganed", "mulliganed_wr"),
        *rate_cols("oh_wins", "oh", "mulligan_wr"),
        rate_cols("wins", "games", "deck_win_rate")[0],
    )
    if mirrored_pairs and df.height:
        # the kept rate, and as an upper bound the win rates of the games a card was
        # kept, redrawn or in the opening hand in (both games of a pair are)
        for k, n, name in (("kept", "open_seen", "kept_rate"), ("kept_wins", "kept", "kept_wr"),
                           ("mulliganed_wins", "mulliganed", "mulliganed_wr"),
                           ("oh_wins", "oh", "mulligan_wr")):
            lo, hi = zip(*(pair_unit_kept_interval(a, b, g) for a, b, g in zip(
                df[k].to_list(), df[n].to_list(), df["games"].to_list())))
            df = df.with_columns(pl.Series(f"{name}_low", lo, dtype=pl.Float64),
                                 pl.Series(f"{name}_high", hi, dtype=pl.Float64))
    return df.select([
        "deck", "card_id", "card_name", "copies", "games", "deck_win_rate", "open_seen", "seen_rate", "kept",
        "kept_rate", "kept_rate_low", "kept_rate_high", "kept_wr", "kept_wr_low", "kept_wr_high",
        "mulliganed", "mulliganed_wr", "mulliganed_wr_low", "mulliganed_wr_high", "oh",
        "mulligan_wr", "mulligan_wr_low", "mulligan_wr_high"]).sort(
        ["deck", "mulligan_wr"], descending=[False, True], nulls_last=True)


def pair_unit_kept_interval(kept: int, seen: int, games: int) -> tuple[float, float]:
    """The 95% interval of kept / seen with the mirrored pair as the unit
    (summary.cluster_interval). Both games of a pair are dealt the same four cards,
    so a card seen in one is seen in both (m = 2 a pair), and a pilot whose
    mulligan looks at the hand alone (every pilot but random) keeps or redraws it
    in both (s = 0 or 2): sum s^2 = sum s m = 2 kept, sum m^2 = 2 seen, over
    games / 2 pairs. The variance is twice the binomial one: n / (n - 1) * 2 p (1 - p)
    / seen. For the random pilot, whose two decisions differ, it is an upper bound
    (the interval is wider than it needs to be, never narrower).

    The same function bounds a win rate over the games a card was kept (or redrawn,
    or in the opening hand) in: both games of a pair are, so m = 2 a pair, and the
    pair's score s lies between 0 and 2; for a given total, sum (s - 2p)^2 is
    largest when every s is 0 or 2, which is this variance. Within-pair results
    are less alike than that (correlation +0.2 to +0.3 measured for whole games),
    so the interval is wider than the true one by up to about a quarter."""
    if seen <= 0:
        return (float("nan"), float("nan"))
    pairs = max(1, (games + 1) // 2)
    return cluster_interval(kept, 2 * kept, 2 * kept, 2 * seen, seen, pairs)
