"""Riftbound's own report sections: runes, Energy and Power per turn (the
curve) on the play and on the draw, points per turn and Conquer against Hold,
and per game the battle (combats and those won, burn-outs, units) and the win
rate by the battlefield each deck provided. decksim/analysis/report.py places
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
# per game and deck, from the records (core/riftbound/records.py)
PER_GAME = (("points", "points at the end"), ("conquers", "conquers"), ("holds", "holds"),
            ("attacks", "combats begun"), ("attacks_won", "combats won"),
            ("units_played", "units played"), ("units_lost", "units lost"),
            ("burn_outs", "burn-outs"), ("set_aside", "cards set aside"))


def energy_per_turn(turns: pl.DataFrame) -> pl.DataFrame:
    """Per deck, seat and own turn: games that reached it, mean points at its start,
    runes on the board after the Channel Phase (the Energy available; each can also
    pay one Power by recycling), Energy and Power paid, runes still ready at the end,
    the chance a ready rune could still pay for a card in hand (interval), points
    scored, conquers, holds, combats and cards played in the turn (turns that ended;
    a game won during a turn ends no turn)."""
    g, e = pl.col("games"), pl.col("turns_ended")
    df = turns.filter(g > 0).with_columns(
        (pl.col("points_sum") / g).alias("points_at_start"),
        (pl.col("runes_sum") / g).alias("runes"),
        (pl.col("energy_spent_sum") / g).alias("energy_spent"),
        (pl.col("power_spent_sum") / g).alias("power_spent"),
        (pl.col("ready_left_sum") / e).alias("ready_left"),
        *rate_cols("unspent", "turns_ended", "unspent_rate"),
        (pl.col("scored_sum") / g).alias("points_scored"),
        (pl.col("conquers_sum") / g).alias("conquers"),
        (pl.col("holds_sum") / g).alias("holds"),
        (pl.col("combats_sum") / g).alias("combats"),
        (pl.col("played_sum") / g).alias("cards_played"),
        pl.col("seat").replace(SEAT_LABEL))
    return df.select("deck", "seat", "turn", "games", "points_at_start", "runes", "energy_spent",
                     "power_spent", "ready_left", "unspent_rate", "unspent_rate_low",
                     "unspent_rate_high", "points_scored", "conquers", "holds", "combats",
                     "cards_played").sort(["deck", "seat", "turn"],
                                          descending=[False, True, False])


def _mean_cols(aggs_of: tuple) -> tuple[list, list]:
    aggs, cols = [], []
    n = pl.col("games")
    for c in aggs_of:
        x = pl.col(c).cast(pl.Float64)
        aggs += [x.sum().alias(f"_{c}_s"), (x * x).sum().alias(f"_{c}_q")]
        mean = pl.col(f"_{c}_s") / n
        var = (pl.col(f"_{c}_q") / n - mean * mean).clip(0, None) * n / (n - 1).clip(1, None)
        half = Z95 * var.sqrt() / n.sqrt()
        cols += [mean.alias(c), (mean - half).alias(f"{c}_low"), (mean + half).alias(f"{c}_high")]
    return aggs, cols


def per_game(players) -> pl.DataFrame:
    """Per deck and seat: the mean of each PER_GAME record column with its normal 95%
    interval (mean ± 1.96 sd / sqrt(n)), the share of points scored by Conquer, the
    share of combats won and of games with a burn-out (Wilson intervals)."""
    names = tuple(c for c, _ in PER_GAME)
    aggs, cols = _mean_cols(names)
    aggs = [pl.len().alias("games"), (pl.col("burn_outs") > 0).cast(pl.Int64).sum()
            .alias("burnout_games"), pl.col("conquers").cast(pl.Int64).sum().alias("_conq"),
            (pl.col("conquers") + pl.col("holds")).cast(pl.Int64).sum().alias("_scores"),
            pl.col("attacks_won").cast(pl.Int64).sum().alias("_won"),
            pl.col("attacks").cast(pl.Int64).sum().alias("_att")] + aggs
    df = M.by_seat(players.lazy(), ["deck"], aggs).with_columns(
        *cols, *rate_cols("_conq", "_scores", "conquer_share"),
        *rate_cols("_won", "_att", "combats_won_rate"),
        *rate_cols("burnout_games", "games", "burnout_rate"))
    return df.select("deck", "seat", "games", *[x for c in names
                                                 for x in (c, f"{c}_low", f"{c}_high")],
                     "conquer_share", "conquer_share_low", "conquer_share_high",
                     "combats_won_rate", "combats_won_rate_low", "combats_won_rate_high",
                     "burnout_rate", "burnout_rate_low", "burnout_rate_high")


def battlefields(players, decks: dict[str, dict]) -> pl.DataFrame:
    """Per deck and the battlefield it provided (chosen at random among its three,
    462.5): games, wins and the win rate with its Wilson interval."""
    df = M.by_seat(players.lazy(), ["deck", "battlefield"],
                   [pl.len().alias("games"),
                    (pl.col("result") == "win").cast(pl.Int64).sum().alias("wins")])
    names = [(decks.get(d) or {}).get("battlefields") or [] for d in df["deck"]]
    df = df.with_columns(pl.Series("battlefield_name", [
        n[int(i)] if i is not None and 0 <= int(i) < len(n) else f"#{i}"
        for n, i in zip(names, df["battlefield"])], dtype=pl.String),
        *rate_cols("wins", "games", "win_rate"))
    return df.select("deck", "battlefield_name", "seat", "games", "wins", "win_rate",
                     "win_rate_low", "win_rate_high").rename({"battlefield_name": "battlefield"})


def plot_energy(curve: pl.DataFrame, path) -> Path:
    """Mean runes, Energy and Power paid per own turn, on the play and on the draw."""
    return P.plot_turn_curves(curve, (("runes", "#4c72b0", "runes"),
                                      ("energy_spent", "#dd8452", "Energy paid"),
                                      ("power_spent", "#c44e52", "Power paid"),
                                      ("ready_left", "#55a868", "ready at the end")), path,
                              "mean per turn", "Runes after the Channel Phase, Energy and "
                              "Power paid, runes left ready")


def plot_points(curve: pl.DataFrame, path) -> Path:
    """Mean points at the start of each own turn, per deck and seat."""
    return P.plot_turn_curve(curve, "points_at_start", path, "points at its start (mean)",
                             "Points at the start of each own turn (8 win, rule 462.3)")


def energy_section(res, players, rep) -> str:
    turns = res.turns()
    if turns is None:
        rep.skipped.append("energy: " + TURNS_NOTE)
        return H.note("The Energy and points per turn " + TURNS_NOTE + ".")
    rep.write("energy_per_turn", energy_per_turn(turns))
    rep.plot("energy_curve", plot_energy, rep.tables["energy_per_turn"])
    rep.plot("points_curve", plot_points, rep.tables["energy_per_turn"])
    T = rep.tables["energy_per_turn"]
    h = H.para("Per own turn (1 = the player's first turn; the second player channels a third "
               "rune on its first turn, rule 462.7): runes on the board after the Channel "
               "Phase, each one Energy by exhausting it or one Power of its domain by "
               "recycling it; Energy and Power paid for cards (Accelerate's included); runes "
               "still ready at the turn's end and how often one of them could still have paid "
               "for a unit or gear in hand; points at the turn's start and scored in it, by "
               "Conquer and by Hold. Means per game that began the turn.")
    h += H.img(rep.png["energy_curve"], "Energy per turn") + H.img(rep.png["points_curve"],
                                                                   "points per turn")
    h += H.table(T, [("deck", text("deck")), ("seat", text("seat")), ("turn", num("turn")),
                     ("games", num("games")), ("points", num("points_at_start", 2)),
                     ("runes", num("runes", 2)), ("Energy paid", num("energy_spent", 2)),
                     ("Power paid", num("power_spent", 2)), ("ready left", num("ready_left", 2)),
                     ("could still pay", pct("unspent_rate")), ("95% CI", ci("unspent_rate")),
                     ("points scored", num("points_scored", 2)), ("conquers", num("conquers", 2)),
                     ("holds", num("holds", 2)), ("combats", num("combats", 2)),
                     ("cards played", num("cards_played", 2))])
    return h


def _mean_ci(col):
    return lambda r: ("" if r.get(f"{col}_low") is None else
                      H.fmt_ci(r[f"{col}_low"], r[f"{col}_high"], 2, 1, ""))


def battle_section(res, players, rep) -> str:
    rep.write("battle", per_game(players))
    rep.write("battlefields", battlefields(players, res.decks))
    T = rep.tables["battle"]
    h = H.para("Per game and deck: the means of what each game recorded, with normal 95% "
               "intervals; the share of points scored by Conquer (the rest by Hold), of "
               "combats won by the attacker and of games with a burn-out (rule 418), with "
               "Wilson intervals.")
    cols = [("deck", text("deck")), ("seat", text("seat")), ("games", num("games"))]
    for c, label in PER_GAME:
        cols += [(label, num(c, 2)), (f"95% CI{' ' * len(cols)}", _mean_ci(c))]
    cols += [("by Conquer", pct("conquer_share")), ("95% CI ", ci("conquer_share")),
             ("combats won", pct("combats_won_rate")), ("95% CI  ", ci("combats_won_rate")),
             ("burn-out games", pct("burnout_rate")), ("95% CI   ", ci("burnout_rate"))]
    h += H.table(T, cols)
    h += H.para("Win rate by the battlefield the deck provided: one of its three, chosen at "
                "random each game (rule 462.5).")
    h += H.table(rep.tables["battlefields"], [
        ("deck", text("deck")), ("battlefield", text("battlefield")), ("seat", text("seat")),
        ("games", num("games")), ("wins", num("wins")), ("win rate", pct("win_rate")),
        ("95% CI", ci("win_rate"))])
    return h


SECTIONS = [Section("energy", "Energy, Power and points per turn", energy_section),
            Section("battle", "Battle: conquers, holds, combats, battlefields", battle_section)]
