"""The mirrored pair as the unit of the "all seats" rows.

Both games of a mirrored pair (games 2k and 2k+1 of a run) start from the same
shuffles: with a deterministic pilot the same hands are kept or redrawn, and
the two results are correlated. Counting them as independent games makes the
"all" intervals too narrow (per-seat rows hold one game of each pair and are
fine). Here each pair is one unit: with s_k a deck's total over pair k (score,
or mulligans) and m_k its games in it (1 or 2), the rate is p = sum s / sum m
and its variance the cluster-robust one of a ratio,

    V = n / (n - 1) * sum (s_k - p m_k)^2 / (sum m)^2,

with the normal 95% interval p +- z sqrt(V). Games of runs without mirrored
pairs (compare, --no-mirror) are units of their own. The sums are read shard
by shard (a pair never spans more than two adjacent shards), so memory does not
grow with the games. The sums of one frame of games, the interval and the
summary table's "all" rows are in summary.py.
"""
from __future__ import annotations

import numpy as np
import polars as pl

from decksim.analysis.summary import COLUMNS, add_units, pair_table, ratio_interval, sums_frame


def mirrored(manifest: dict) -> bool:
    """Are a run's games mirrored pairs? (compare runs are not: seed_offset)"""
    return bool(manifest.get("mirror", True)) and "seed_offset" not in manifest


def all_mirrored(res) -> bool:
    return bool(res.runs) and all(mirrored(r.manifest) for r in res.runs)


def pair_sums(res) -> pl.DataFrame:
    """Per deck label, the sums of module docstring over every run's pairs."""
    acc: dict[str, np.ndarray] = {}
    for r in res.runs:
        mirror = mirrored(r.manifest)
        carry = {}
        for f in r.games_files:
            have = pl.read_parquet_schema(f)
            games = pl.read_parquet(f, columns=[c for c in ("game", "winner", "a_mulligan",
                                                            "b_mulligan") if c in have])
            games = games.with_columns(pl.col("winner").cast(pl.String))   # read once a shard
            for side, label in (("a", r.label_a), ("b", r.label_b)):
                t = pair_table(games, mirror, side)
                prev = carry.get(side)
                if prev is not None:                     # the pair the last shard ended in
                    t = pl.concat([prev, t]).group_by("unit").agg(
                        *[pl.col(c).sum() for c in COLUMNS])
                last = t["unit"].max() if t.height else None
                carry[side] = t.filter(pl.col("unit") == last) if mirror and t.height else None
                done = t.filter(pl.col("unit") != last) if mirror and t.height else t
                add_units(acc, label, done)
        for side, label in (("a", r.label_a), ("b", r.label_b)):
            if carry.get(side) is not None:
                add_units(acc, label, carry[side])
    return sums_frame(acc)


def all_row_intervals(df: pl.DataFrame, sums: pl.DataFrame, rate: str, num: str,
                      den: str = "m") -> pl.DataFrame:
    """Replace the interval of `rate` on the "all" rows by the pair-unit one of the
    ratio num / den (summary.RATIOS: "s" the score, "t" mulligans, "k" / "km" the
    score after keeping, "u" / "um" after a mulligan)."""
    by = {r["deck"]: r for r in sums.iter_rows(named=True)}
    lows, highs = [], []
    for row in df.iter_rows(named=True):
        u = by.get(row["deck"])
        if row["seat"] != "all" or u is None:
            lows.append(row[f"{rate}_low"])
            highs.append(row[f"{rate}_high"])
            continue
        lo, hi = ratio_interval(u, num, den)
        lows.append(lo)
        highs.append(hi)
    return df.with_columns(pl.Series(f"{rate}_low", lows, dtype=pl.Float64),
                           pl.Series(f"{rate}_high", highs, dtype=pl.Float64))


def add_sums(a: pl.DataFrame | None, b: pl.DataFrame) -> pl.DataFrame:
    """Two sums tables added deck by deck (batches of one run)."""
    if a is None or not a.height:
        return b
    return pl.concat([a, b]).group_by("deck", maintain_order=True).agg(pl.all().sum())
