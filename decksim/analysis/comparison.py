"""Tables of a `decksim compare` directory: per-seed pairs of the baseline and the
candidate list and their paired win-rate difference, per opponent and overall."""
from __future__ import annotations

import polars as pl

from decksim.analysis.load import Results, ResultError
from decksim.analysis.sprt import paired_difference
from decksim.analysis.summary import wilson


def paired_games(res: Results) -> pl.DataFrame:
    """One row per (opponent, seed index): opponent, game, first, base_score, cand_score."""
    runs = {r.path.name: r for r in res.runs}
    parts = []
    k = 0
    while f"base-{k:02d}" in runs and f"cand-{k:02d}" in runs:
        rb, rc = runs[f"base-{k:02d}"], runs[f"cand-{k:02d}"]
        score = (pl.when(pl.col("winner") == "a").then(1.0)
                 .when(pl.col("winner") == "draw").then(0.5).otherwise(0.0))
        b = pl.scan_parquet(rb.games_files).select("game", "first", score.alias("base_score"))
        c = pl.scan_parquet(rc.games_files).select("game", score.alias("cand_score"))
        parts.append(b.join(c, on="game", how="inner")
                     .with_columns(pl.lit(rb.label_b).alias("opponent"))
                     .select("opponent", "game", "first", "base_score", "cand_score").collect())
        k += 1
    if not parts:
        raise ResultError(f"{res.path}: no paired runs (expected runs/base-00 and runs/cand-00)")
    return pl.concat(parts)


def compare_summary(pairs: pl.DataFrame) -> pl.DataFrame:
    """Per opponent and over all opponents ("all"): pairs (seeds), each list's win rate
    with its Wilson interval, the paired difference candidate - baseline with its 95%
    interval (from per-seed differences), and its logistic Elo."""
    rows = []
    groups = [(o, pairs.filter(pl.col("opponent") == o))
              for o in pairs["opponent"].unique(maintain_order=True).to_list()]
    for opp, part in [("all", pairs), *groups] if len(groups) > 1 else groups:
        d = paired_difference(part["base_score"].to_numpy(), part["cand_score"].to_numpy())
        n = d["pairs"]
        bl, bh = wilson(float(part["base_score"].sum()), n)
        cl, ch = wilson(float(part["cand_score"].sum()), n)
        rows.append({"opponent": opp, "pairs": n,
                     "base_win_rate": d["base_win_rate"], "base_low": bl, "base_high": bh,
                     "candidate_win_rate": d["candidate_win_rate"], "candidate_low": cl,
                     "candidate_high": ch, "diff": d["diff"], "diff_low": d["diff_low"],
                     "diff_high": d["diff_high"], "elo": d["elo"],
                     "both_won": int(((part["base_score"] == 1) & (part["cand_score"] == 1)).sum()),
                     "both_lost": int(((part["base_score"] == 0) & (part["cand_score"] == 0)).sum()),
                     "only_candidate_won": int((part["cand_score"] > part["base_score"]).sum()),
                     "only_base_won": int((part["base_score"] > part["cand_score"]).sum())})
    return pl.DataFrame(rows)
