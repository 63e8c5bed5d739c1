"""Win rates with 95% Wilson intervals from per-game records."""
from __future__ import annotations

import math

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

    The win rate counts a draw as half a win; the interval is Wilson's at 95%.
    """
    rows = []
    for deck, label in (("a", name_a), ("b", name_b)):
        for seat, part in (("all", games), ("on the play", games.filter(pl.col("first") == deck)),
                           ("on the draw", games.filter(pl.col("first") != deck))):
            r = _rate_row(label, part, deck)
            r["seat"] = seat
            r["mean_turns"] = part["turns"].mean() if part.height else float("nan")
            rows.append(r)
    cols = ["deck", "seat", "games", "wins", "losses", "draws", "win_rate", "ci_low", "ci_high",
            "mean_turns"]
    return pl.DataFrame(rows).select(cols)
