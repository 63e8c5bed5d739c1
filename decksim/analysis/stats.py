"""Interval arithmetic shared by every table: Wilson intervals as polars
expressions, Newcombe's interval for a difference of two rates, and a normal
interval for a mean. docs/metrics.md gives the formulas."""
from __future__ import annotations

import math

import polars as pl

from decksim.analysis.summary import Z95, wilson

__all__ = ["Z95", "wilson", "wilson_cols", "rate_cols", "newcombe", "newcombe_cols", "mean_ci"]


def _wilson_exprs(k: pl.Expr, n: pl.Expr, z: float = Z95) -> tuple[pl.Expr, pl.Expr]:
    nf = n.cast(pl.Float64)
    p = k.cast(pl.Float64) / nf
    den = 1 + z * z / nf
    centre = (p + z * z / (2 * nf)) / den
    half = z * (p * (1 - p) / nf + z * z / (4 * nf * nf)).sqrt() / den
    lo = pl.when(n > 0).then((centre - half).clip(0.0, 1.0)).otherwise(0.0)
    hi = pl.when(n > 0).then((centre + half).clip(0.0, 1.0)).otherwise(1.0)
    return lo, hi


def rate_cols(k: str, n: str, name: str) -> list[pl.Expr]:
    """`name` = k/n (null when n = 0) with its Wilson 95% interval `name_low`, `name_high`."""
    lo, hi = _wilson_exprs(pl.col(k), pl.col(n))
    rate = pl.when(pl.col(n) > 0).then(pl.col(k).cast(pl.Float64) / pl.col(n)).otherwise(None)
    return [rate.alias(name), lo.alias(f"{name}_low"), hi.alias(f"{name}_high")]


def wilson_cols(df: pl.DataFrame, k: str, n: str, name: str) -> pl.DataFrame:
    """Add `name`, `name_low`, `name_high` (see rate_cols) to a DataFrame."""
    return df.with_columns(rate_cols(k, n, name))


def newcombe(k1: float, n1: int, k2: float, n2: int, z: float = Z95) -> tuple[float, float, float]:
    """p1 - p2 with Newcombe's hybrid score interval (method 10, 1998), built from
    the two Wilson intervals; for two independent rates."""
    if n1 == 0 or n2 == 0:
        return (float("nan"), -1.0, 1.0)
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1, z)
    l2, u2 = wilson(k2, n2, z)
    d = p1 - p2
    lo = d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    hi = d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    return (d, max(-1.0, lo), min(1.0, hi))


def newcombe_cols(k1: str, n1: str, k2: str, n2: str, name: str) -> list[pl.Expr]:
    """Newcombe's interval for k1/n1 - k2/n2 as polars expressions."""
    l1, u1 = _wilson_exprs(pl.col(k1), pl.col(n1))
    l2, u2 = _wilson_exprs(pl.col(k2), pl.col(n2))
    p1 = pl.col(k1).cast(pl.Float64) / pl.col(n1)
    p2 = pl.col(k2).cast(pl.Float64) / pl.col(n2)
    ok = (pl.col(n1) > 0) & (pl.col(n2) > 0)
    d = p1 - p2
    lo = d - ((p1 - l1) ** 2 + (u2 - p2) ** 2).sqrt()
    hi = d + ((u1 - p1) ** 2 + (p2 - l2) ** 2).sqrt()
    return [pl.when(ok).then(d).otherwise(None).alias(name),
            pl.when(ok).then(lo.clip(-1.0, 1.0)).otherwise(-1.0).alias(f"{name}_low"),
            pl.when(ok).then(hi.clip(-1.0, 1.0)).otherwise(1.0).alias(f"{name}_high")]


def mean_ci(values, z: float = Z95) -> tuple[float, float, float, int]:
    """(mean, low, high, n): normal-approximation interval mean ± z·sd/sqrt(n)."""
    import numpy as np
    x = np.asarray(values, dtype=float)
    n = len(x)
    if n == 0:
        return (float("nan"), float("nan"), float("nan"), 0)
    m = float(x.mean())
    if n < 2:
        return (m, float("nan"), float("nan"), n)
    se = float(x.std(ddof=1)) / math.sqrt(n)
    return (m, m - z * se, m + z * se, n)
