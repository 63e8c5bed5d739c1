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
grow with the games.
"""
from __future__ import annotations

import math

import numpy as np
import polars as pl

from decksim.analysis.stats import Z95

SUMS = ("units", "m", "s", "ss", "sm", "mm", "t", "tt", "tm")   # t: mulligans


def cluster_interval(s_sum, ss, sm, mm, m_sum, units, z: float = Z95) -> tuple[float, float]:
    """The cluster-robust 95% interval of the ratio sum s / sum m (module docstring)."""
    if m_sum <= 0:
        return (float("nan"), float("nan"))
    p = s_sum / m_sum
    if units < 2:
        return (0.0, 1.0)
    v = units / (units - 1) * max(ss - 2 * p * sm + p * p * mm, 0.0) / (m_sum * m_sum)
    half = z * math.sqrt(v)
    return (max(0.0, p - half), min(1.0, p + half))


def _pair_table(games: pl.DataFrame, mirror: bool, side: str) -> pl.DataFrame:
    """One side's units of a shard's games: unit, m (games), s (score), t (mulligans)."""
    game = pl.col("game").cast(pl.Int64)
    score = (pl.when(pl.col("winner") == side).then(1.0)
             .when(pl.col("winner") == "draw").then(0.5).otherwise(0.0))
    mull = (pl.col(f"{side}_mulligan").cast(pl.Float64)
            if f"{side}_mulligan" in games.columns else pl.lit(0.0))
    return (games.select((game // 2 if mirror else game).alias("unit"), score.alias("s"),
                         mull.alias("t"))
            .group_by("unit").agg(pl.len().alias("m"), pl.col("s").sum(), pl.col("t").sum()))


def pair_sums(res) -> pl.DataFrame:
    """Per deck label, the sums of module docstring over every run's pairs."""
    acc: dict[str, np.ndarray] = {}
    for r in res.runs:
        m = r.manifest
        mirror = bool(m.get("mirror", True)) and "seed_offset" not in m   # compare: no pairs
        carry = {}
        for f in r.games_files:
            have = pl.read_parquet_schema(f)
            games = pl.read_parquet(f, columns=[c for c in ("game", "winner", "a_mulligan",
                                                            "b_mulligan") if c in have])
            games = games.with_columns(pl.col("winner").cast(pl.String))   # read once a shard
            for side, label in (("a", r.label_a), ("b", r.label_b)):
                t = _pair_table(games, mirror, side)
                prev = carry.get(side)
                if prev is not None:                     # the pair the last shard ended in
                    t = pl.concat([prev, t]).group_by("unit").agg(
                        pl.col("m").sum(), pl.col("s").sum(), pl.col("t").sum())
                last = t["unit"].max() if t.height else None
                carry[side] = t.filter(pl.col("unit") == last) if mirror and t.height else None
                done = t.filter(pl.col("unit") != last) if mirror and t.height else t
                _add(acc, label, done)
        for side, label in (("a", r.label_a), ("b", r.label_b)):
            if carry.get(side) is not None:
                _add(acc, label, carry[side])
    rows = [{"deck": k, **dict(zip(SUMS, v.tolist()))} for k, v in acc.items()]
    return pl.DataFrame(rows, schema={"deck": pl.String, **{k: pl.Float64 for k in SUMS}})


def _add(acc, label: str, t: pl.DataFrame) -> None:
    if not t.height:
        return
    s, mm_, tt = (t[c].to_numpy().astype(float) for c in ("s", "m", "t"))
    v = np.array([len(s), mm_.sum(), s.sum(), (s * s).sum(), (s * mm_).sum(), (mm_ * mm_).sum(),
                  tt.sum(), (tt * tt).sum(), (tt * mm_).sum()])
    acc[label] = acc.get(label, np.zeros(len(SUMS))) + v


def all_row_intervals(df: pl.DataFrame, sums: pl.DataFrame, rate: str, s: str) -> pl.DataFrame:
    """Replace the interval of `rate` on the "all" rows by the pair-unit one (s: "s"
    for the score, "t" for mulligans)."""
    by = {r["deck"]: r for r in sums.iter_rows(named=True)}
    lows, highs = [], []
    for row in df.iter_rows(named=True):
        u = by.get(row["deck"])
        if row["seat"] != "all" or u is None:
            lows.append(row[f"{rate}_low"])
            highs.append(row[f"{rate}_high"])
            continue
        lo, hi = cluster_interval(u[s], u[s + s], u[s + "m"], u["mm"], u["m"], u["units"])
        lows.append(lo)
        highs.append(hi)
    return df.with_columns(pl.Series(f"{rate}_low", lows, dtype=pl.Float64),
                           pl.Series(f"{rate}_high", highs, dtype=pl.Float64))
