"""Win rates from per-game records: 95% Wilson intervals, and on the "all" rows the
cluster-robust interval over mirrored pairs (the sums of one frame of games here;
analysis/pairs.py reads them shard by shard and says why)."""
from __future__ import annotations

import math

import numpy as np
import polars as pl

Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for wins/n (draws count as half a win by the caller)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def _rate_row(label: str, games: pl.DataFrame, deck: str) -> dict:
    n = games.height
    wins = games.filter(pl.col("winner") == deck).height
    draws = games.filter(pl.col("winner") == "draw").height
    score = wins + 0.5 * draws
    lo, hi = wilson(score, n)
    return {"deck": label, "games": n, "wins": wins, "losses": n - wins - draws, "draws": draws,
            "win_rate": score / n if n else float("nan"), "ci_low": lo, "ci_high": hi}


def summarize(games: pl.DataFrame, name_a: str = "a", name_b: str = "b") -> pl.DataFrame:
    """One row per deck and seat: all games, on the play (first), on the draw.

    The win rate counts a draw as half a win (`capped`: draws because the game
    reached the engine's turn cap); the interval is Wilson's at 95% on
    the seat rows, and on the "all" rows the cluster-robust one over mirrored
    pairs (games 2k and 2k+1; analysis/pairs.py), whose two games share shuffles.
    """
    rows = []
    for deck, label in (("a", name_a), ("b", name_b)):
        for seat, part in (("all", games), ("on the play", games.filter(pl.col("first") == deck)),
                           ("on the draw", games.filter(pl.col("first") != deck))):
            r = _rate_row(label, part, deck)
            r["seat"] = seat
            r["mean_turns"] = part["turns"].mean() if part.height else float("nan")
            r["capped"] = (part.filter(pl.col("end_reason").cast(pl.String) == "cap").height
                           if "end_reason" in part.columns else 0)
            rows.append(r)
    cols = ["deck", "seat", "games", "wins", "losses", "draws", "win_rate", "ci_low", "ci_high",
            "mean_turns", "capped"]
    table = pl.DataFrame(rows).select(cols)
    if "game" not in games.columns or not games.height:
        return table
    return pair_unit_summary(table, frame_pair_sums(games))


# ---- the mirrored pair as the unit of the "all" rows (analysis/pairs.py says why)
# per unit: m games, s score, t mulligans, k score after keeping, km games kept,
# u score after a mulligan, um games mulliganed; each rate a ratio (numerator,
# denominator) of them, and the sums its interval needs
RATIOS = (("s", "m"), ("t", "m"), ("k", "km"), ("u", "um"))
COLUMNS = ("m", "s", "t", "k", "km", "u", "um")
PRODUCTS = tuple(dict.fromkeys(pq for num, den in RATIOS
                               for pq in ((num, num), (num, den), (den, den))))
SUMS = ("units",) + COLUMNS + tuple(x + y for x, y in PRODUCTS)


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


def ratio_interval(u: dict, num: str, den: str = "m") -> tuple[float, float]:
    """cluster_interval of sum num / sum den from a row of sums."""
    return cluster_interval(u[num], u[num + num], u[num + den], u[den + den], u[den],
                            u["units"])


def pair_table(games: pl.DataFrame, mirror: bool, side: str) -> pl.DataFrame:
    """One side's units of a shard's games: unit, then COLUMNS."""
    game = pl.col("game").cast(pl.Int64)
    score = (pl.when(pl.col("winner") == side).then(1.0)
             .when(pl.col("winner") == "draw").then(0.5).otherwise(0.0))
    mull = (pl.col(f"{side}_mulligan").cast(pl.Float64)
            if f"{side}_mulligan" in games.columns else pl.lit(0.0))
    return (games.select((game // 2 if mirror else game).alias("unit"), score.alias("s"),
                         mull.alias("t"), (score * (1 - mull)).alias("k"),
                         (1 - mull).alias("km"), (score * mull).alias("u"), mull.alias("um"))
            .group_by("unit").agg(pl.len().alias("m"),
                                  *[pl.col(c).sum() for c in COLUMNS if c != "m"]))


def add_units(acc, label: str, t: pl.DataFrame) -> None:
    if not t.height:
        return
    col = {c: t[c].to_numpy().astype(float) for c in COLUMNS}
    v = ([float(t.height)] + [col[c].sum() for c in COLUMNS]
         + [float((col[x] * col[y]).sum()) for x, y in PRODUCTS])
    acc[label] = acc.get(label, np.zeros(len(SUMS))) + np.array(v)


def frame_pair_sums(games: pl.DataFrame, mirror: bool = True,
                    labels: tuple[str, str] = ("a", "b")) -> pl.DataFrame:
    """pair_sums of games held in one frame (a run in memory, or one batch whose
    pairs it holds whole). Pairing games that were not mirrored only groups
    independent games: the interval stays valid, a little wider."""
    games = games.with_columns(pl.col("winner").cast(pl.String))
    acc: dict[str, np.ndarray] = {}
    for side, label in zip(("a", "b"), labels):
        add_units(acc, label, pair_table(games, mirror, side))
    return sums_frame(acc)


def sums_frame(acc: dict) -> pl.DataFrame:
    rows = [{"deck": k, **dict(zip(SUMS, v.tolist()))} for k, v in acc.items()]
    return pl.DataFrame(rows, schema={"deck": pl.String, **{k: pl.Float64 for k in SUMS}})


def pair_unit_summary(summary: pl.DataFrame, sums: pl.DataFrame) -> pl.DataFrame:
    """A summarize() table (deck a's three rows, then deck b's; ci_low, ci_high) with
    the "all" rows' win-rate interval over pair units; sums keyed by side "a" / "b"
    (the two decks may share a name)."""
    by = {r["deck"]: r for r in sums.iter_rows(named=True)}
    lows, highs = summary["ci_low"].to_list(), summary["ci_high"].to_list()
    per_deck = summary.height // 2
    for i, row in enumerate(summary.iter_rows(named=True)):
        u = by.get("a" if i < per_deck else "b")
        if row["seat"] == "all" and u is not None:
            lows[i], highs[i] = ratio_interval(u, "s")
    return summary.with_columns(pl.Series("ci_low", lows, dtype=pl.Float64),
                                pl.Series("ci_high", highs, dtype=pl.Float64))
