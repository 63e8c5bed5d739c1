"""Battle Spirits Standard's own report sections: cores per turn (available,
spent, left in the Reserve) and the battle (life, attacks, blocks, level rises,
the Soul Core), with their tables and plots. decksim/analysis/report.py places
them between the shared "Mulligan" and "Cards" sections."""
from __future__ import annotations

from pathlib import Path

import polars as pl

import decksim.analysis.html as H
import decksim.analysis.metrics as M
import decksim.analysis.plots as P
from decksim.analysis.html import ci, num, pct, text
from decksim.analysis.stats import Z95, rate_cols
from decksim.games.base import Section

TURNS_NOTE = ("needs the per-turn counters (RUN/turns/part-*.parquet), which this result "
              "directory does not have")
SEAT_LABEL = {"play": "on the play", "draw": "on the draw"}
# per game and deck, from the records (core/bss/records.py)
PER_GAME = (("life_damage", "life taken from the opponent"), ("attacks", "attacks"),
            ("blocks", "blocks"), ("level_ups", "level rises"),
            ("soul_core_uses", "Soul Core uses"), ("cores_spent", "cores paid"),
            ("spirits_lost", "own spirits destroyed"), ("cards_played", "cards played"),
            ("life", "life left at the end"))


def cores_per_turn(turns: pl.DataFrame) -> pl.DataFrame:
    """Per deck, seat and own turn: games that reached it, mean cores in the Reserve at
    the start of the Main Step, cores paid, cores left at the End Step, the chance the
    Reserve was emptied (interval), mean life lost by the turn's start, attacks, level
    rises and Soul Core uses in the turn (turns that reached the End Step)."""
    g, e = pl.col("games"), pl.col("turns_ended")
    df = turns.filter(g > 0).with_columns(
        (pl.col("cores_sum") / g).alias("cores_available"),
        (pl.col("spent_sum") / e).alias("cores_spent"),
        (pl.col("reserve_left_sum") / e).alias("reserve_left"),
        *rate_cols("all_spent", "turns_ended", "all_spent_rate"),
        (pl.col("life_lost_sum") / g).alias("life_lost"),
        (pl.col("attacks_sum") / e).alias("attacks"),
        (pl.col("level_ups_sum") / e).alias("level_ups"),
        (pl.col("soul_sum") / e).alias("soul_uses"),
        (pl.col("played_sum") / e).alias("cards_played"),
        pl.col("seat").replace(SEAT_LABEL))
    return df.select("deck", "seat", "turn", "games", "cores_available", "cores_spent",
                     "reserve_left", "all_spent_rate", "all_spent_rate_low",
                     "all_spent_rate_high", "life_lost", "attacks", "level_ups", "soul_uses",
                     "cards_played").sort(["deck", "seat", "turn"], descending=[False, True, False])


def per_game(players) -> pl.DataFrame:
    """Per deck and seat: the mean of each PER_GAME record column with its normal 95%
    interval (mean ± 1.96 sd / sqrt(n)), and the share of games with a redraw."""
    aggs = [pl.len().alias("games"), pl.col("redraw").cast(pl.Int64).sum().alias("redraws")]
    for c, _ in PER_GAME:
        x = pl.col(c).cast(pl.Float64)
        aggs += [x.sum().alias(f"_{c}_s"), (x * x).sum().alias(f"_{c}_q")]
    df = M.by_seat(players.lazy(), ["deck"], aggs)
    n = pl.col("games")
    cols = []
    for c, _ in PER_GAME:
        mean = pl.col(f"_{c}_s") / n
        var = (pl.col(f"_{c}_q") / n - mean * mean).clip(0, None) * n / (n - 1).clip(1, None)
        sd = var.sqrt()
        half = Z95 * sd / n.sqrt()
        cols += [mean.alias(c), (mean - half).alias(f"{c}_low"), (mean + half).alias(f"{c}_high")]
    df = df.with_columns(*cols, *rate_cols("redraws", "games", "redraw_rate"))
    return df.select("deck", "seat", "games", *[x for c, _ in PER_GAME
                                                 for x in (c, f"{c}_low", f"{c}_high")],
                     "redraw_rate", "redraw_rate_low", "redraw_rate_high")


def plot_cores(curve: pl.DataFrame, path) -> Path:
    """Mean cores available, paid and left per own turn, on the play and on the draw."""
    return P.plot_turn_curves(curve, (("cores_available", "#4c72b0", "in the Reserve"),
                                      ("cores_spent", "#dd8452", "paid"),
                                      ("reserve_left", "#55a868", "left")), path, "cores (mean)",
                              "Cores: in the Reserve at the Main Step, paid, left at the End Step")


def plot_life(curve: pl.DataFrame, path) -> Path:
    """Mean life lost by the start of each own turn, per deck and seat."""
    return P.plot_turn_curve(curve, "life_lost", path, "life lost by its start (mean)",
                             "Life lost (Life starts at 5)")


def cores_section(res, players, rep) -> str:
    turns = res.turns()
    if turns is None:
        rep.skipped.append("cores: " + TURNS_NOTE)
        return H.note("The cores per turn " + TURNS_NOTE + ".")
    rep.write("cores_per_turn", cores_per_turn(turns))
    rep.plot("cores_curve", plot_cores, rep.tables["cores_per_turn"])
    rep.plot("life_lost", plot_life, rep.tables["cores_per_turn"])
    T = rep.tables["cores_per_turn"]
    h = H.para("Per own turn (1 = the player's first turn; the first player has no Core Step "
               "on turn 1, rule 7-3-3): cores in the Reserve at the start of the Main Step, "
               "cores paid as costs during the turn, cores left in the Reserve at the End Step "
               "(the rest sits on spirits and nexuses as levels), and how often the Reserve was "
               "emptied. Life lost counts by the start of the turn.")
    h += H.img(rep.png["cores_curve"], "cores per turn") + H.img(rep.png["life_lost"], "life lost")
    h += H.table(T, [("deck", text("deck")), ("seat", text("seat")), ("turn", num("turn")),
                     ("games", num("games")), ("in the Reserve", num("cores_available", 2)),
                     ("paid", num("cores_spent", 2)), ("left", num("reserve_left", 2)),
                     ("Reserve emptied", pct("all_spent_rate")), ("95% CI", ci("all_spent_rate")),
                     ("life lost", num("life_lost", 2)), ("attacks", num("attacks", 2)),
                     ("level rises", num("level_ups", 2)), ("Soul Core", num("soul_uses", 2)),
                     ("cards played", num("cards_played", 2))])
    return h


def _mean_ci(col):
    return lambda r: ("" if r.get(f"{col}_low") is None else
                      H.fmt_ci(r[f"{col}_low"], r[f"{col}_high"], 2, 1, ""))


def battle_section(res, players, rep) -> str:
    rep.write("battle", per_game(players))
    T = rep.tables["battle"]
    h = H.para("Per game and deck: the means of what each game recorded, with normal 95% "
               "intervals, and how often the opening hand was redrawn (rule 6-2-1-7).")
    cols = [("deck", text("deck")), ("seat", text("seat")), ("games", num("games"))]
    for c, label in PER_GAME:
        cols += [(label, num(c, 2)), (f"95% CI{' ' * len(cols)}", _mean_ci(c))]
    cols += [("redraws", pct("redraw_rate")), ("95% CI", ci("redraw_rate"))]
    return h + H.table(T, cols)


SECTIONS = [Section("cores", "Cores per turn", cores_section),
            Section("battle", "Battle: life, attacks, blocks, levels, the Soul Core",
                    battle_section)]
