"""Shadowverse: Evolve's own report sections: the play-point curve and the
evolution points (with their metrics and plots), and which deck section
(main or evolve) a card counter row belongs to. decksim/analysis/report.py
places them between the shared "Mulligan" and "Cards" sections."""
from __future__ import annotations

import html
from pathlib import Path

import numpy as np
import polars as pl

import decksim.analysis.html as H
import decksim.analysis.metrics as M
import decksim.analysis.plots as P
from decksim.analysis.html import ci, num, pct, text
from decksim.analysis.stats import rate_cols
from decksim.core.sve.capacities import START_EP_SECOND
from decksim.games.base import Section
import decksim.games.sve.playpoints as K

TURNS_NOTE = ("needs the per-turn counters (RUN/turns/part-*.parquet), which this result "
              "directory does not have")
COUNTERS_NOTE = ("needs the per-card counters (RUN/cards/part-*.parquet), which this result "
                 "directory does not have")


# --- metrics ------------------------------------------------------------------------------

def evolution(players) -> pl.DataFrame:
    """Per deck and seat: EP available (start EP, rule 6.2.1.10, or used + left when the
    records hold ep_left), mean EP used and left, mean evolves, share of games with at
    least one evolve (interval), mean own turn of the first evolve (games with one)."""
    # when/then, not replace_strict: polars' streaming engine runs it batch by batch
    start = pl.when(pl.col("seat") == "play").then(pl.lit(0, pl.Int64))
    lf = players.lazy().with_columns(
        pl.when(pl.col("ep_left").is_not_null()).then(pl.col("ep_used") + pl.col("ep_left"))
        .otherwise(start.otherwise(pl.lit(START_EP_SECOND, pl.Int64))).alias("_ep_avail"))
    fe = pl.col("first_evolve")
    means = ("ep_available", "ep_used", "ep_left", "evolves", "first_evolve_turn")
    df = M.by_seat(lf, ["deck"], [
        pl.len().alias("games"),
        *M.mean_parts(pl.col("_ep_avail"), "ep_available"),
        *M.mean_parts(pl.col("ep_used"), "ep_used"),
        *M.mean_parts(pl.col("ep_left"), "ep_left"),
        *M.mean_parts(pl.col("evolves"), "evolves"),
        (pl.col("evolves") > 0).sum().alias("games_evolved"),
        *M.mean_parts(fe.filter(fe > 0), "first_evolve_turn"),
        (pl.col("ep_used") > 0).sum().alias("games_ep_used"),
    ]).with_columns(M.mean_of(c) for c in means)
    df = df.select("deck", "seat", "games", *means[:4], "games_evolved", means[4],
                   "games_ep_used")
    return df.with_columns(*rate_cols("games_evolved", "games", "evolved_rate"))


def evolves_win_rate(players, cap: int = 3) -> pl.DataFrame:
    """Win rate by number of evolves in the game (0, 1, ..., `cap`+ pooled), per deck
    and seat, with intervals."""
    lf = players.lazy().with_columns(pl.col("evolves").clip(0, cap).alias("evolves"))
    df = M.by_seat(lf, ["deck", "evolves"], [*M.win_loss()])
    df = df.with_columns(*rate_cols("_score", "games", "win_rate")).drop("_score")
    return df.with_columns(pl.col("evolves").cast(pl.String)
                           .replace({str(cap): f"{cap}+"}).alias("evolves"))


def evolved_cards(cards: pl.DataFrame) -> pl.DataFrame:
    """Evolve-deck cards (section "evolve", or any card with an evolve when the section
    is unknown): games with at least one evolve onto it (share of the deck's games,
    interval), copies evolved, win rate in those games."""
    used = (pl.col("evolved") > 0) | (pl.col("evolved_copies") > 0)
    df = cards.filter((pl.col("section") == "evolve") | used if "section" in cards.columns
                      else used)
    return (df.with_columns(*rate_cols("evolved", "games", "evolved_rate"),
                            *rate_cols("evolved_wins", "evolved", "evolved_wr"))
            .select(["deck", "card_id", "card_name", "copies", "games", "evolved",
                     "evolved_rate", "evolved_rate_low", "evolved_rate_high", "evolved_copies",
                     "evolved_wr", "evolved_wr_low", "evolved_wr_high"])
            .sort(["deck", "evolved"], descending=[False, True]))


# --- plots ------------------------------------------------------------------------------

def plot_curve(curve: pl.DataFrame, path) -> Path:
    """Mean PP available vs spent per own turn, on the play and on the draw."""
    decks = curve["deck"].unique(maintain_order=True).to_list()
    fig, axes = P.grid(len(decks))
    for ax, deck in zip(axes, decks):
        for seat, ls in (("on the play", "-"), ("on the draw", "--")):
            part = curve.filter((pl.col("deck") == deck) & (pl.col("seat") == seat)).sort("turn")
            if not part.height:
                continue
            ax.plot(part["turn"], part["pp_available"], ls, color="#4c72b0", marker="o", ms=3,
                    label=f"available ({seat})")
            ax.plot(part["turn"], part["pp_spent"], ls, color="#dd8452", marker="o", ms=3,
                    label=f"spent ({seat})")
        ax.set_title(deck)
        ax.set_xlabel("own turn")
        ax.set_ylabel("play points (mean)")
        ax.legend(fontsize=7)
    fig.suptitle("Play points: available vs spent")
    return P.save(fig, path)


def plot_ep(evolution: pl.DataFrame, evolves_wr: pl.DataFrame, path) -> Path:
    """Left: mean EP available, used and left per deck and seat. Right: win rate by
    number of evolves in the game (all seats)."""
    fig, (a1, a2) = P.plt.subplots(1, 2, figsize=(13, 4.2), layout="constrained")
    ev = evolution.filter(pl.col("seat") != "all")
    labels = [f"{d}\n{s}" for d, s in zip(ev["deck"], ev["seat"])]
    x = np.arange(len(labels))
    a1.bar(x - 0.27, ev["ep_available"].to_numpy(), 0.27, label="EP available", color="#4c72b0")
    a1.bar(x, ev["ep_used"].to_numpy(), 0.27, label="EP used", color="#dd8452")
    a1.bar(x + 0.27, ev["evolves"].to_numpy(), 0.27, label="evolves", color="#55a868")
    a1.set_xticks(x, labels, fontsize=7)
    a1.set_ylabel("per game (mean)")
    a1.set_title("Evolution points and evolves per game")
    a1.legend(fontsize=8)
    wr = evolves_wr.filter(pl.col("seat") == "all")
    decks = wr["deck"].unique(maintain_order=True).to_list()
    buckets = sorted(set(wr["evolves"].to_list()), key=lambda b: int(b.rstrip("+")))
    pos = {b: i for i, b in enumerate(buckets)}
    for k, deck in enumerate(decks):
        part = wr.filter(pl.col("deck") == deck)
        xs = (np.array([pos[b] for b in part["evolves"].to_list()])
              + (k - (len(decks) - 1) / 2) * 0.8 / max(len(decks), 1))
        a2.errorbar(xs, part["win_rate"].to_numpy(), yerr=P.error_bars(part, "win_rate"), fmt="o",
                    capsize=3, label=deck)
    a2.set_xticks(np.arange(len(buckets)), buckets)
    a2.axhline(0.5, color="grey", lw=1, ls="--")
    a2.set_ylim(0, 1)
    a2.set_xlabel("evolves in the game")
    a2.set_ylabel("win rate (95% interval)")
    a2.set_title("Win rate by number of evolves")
    a2.legend(fontsize=8)
    return P.save(fig, path)


# --- sections -----------------------------------------------------------------------------

def mulligan_rules(res) -> dict[str, tuple[float, float]]:
    """Deck label -> (mulligan_cost, mulligan_need) of the pilot that played it in
    every run, where that pilot keeps by greedy's rule (every pilot but random);
    from the run manifests' pilot_params."""
    rules: dict[str, tuple | None] = {}
    for r in res.runs:
        params = r.manifest.get("pilot_params") or {}
        for label, side in ((r.label_a, "a"), (r.label_b, "b")):
            p = params.get(side, params) if isinstance(params, dict) else None
            rule = None
            if isinstance(p, dict) and p.get("pilot") != "random" and "mulligan_cost" in p:
                rule = (float(p["mulligan_cost"]), float(p["mulligan_need"]))
            rules[label] = rule if rules.get(label, rule) == rule else None
    return {k: v for k, v in rules.items() if v is not None}


def curve_section(res, players, rep) -> str:
    """Curve (play points): the per-turn counters, Karsten's efficiency, and the exact
    chance of having drawn each cost."""
    costs, notes = K.deck_costs(res.decks, res.manifest.get("card_files") or ())
    rep.notes.extend(notes)
    hyper = K.hypergeometric(costs, mulligans=mulligan_rules(res)) if costs else None
    if hyper is not None:
        rep.write("hypergeometric", hyper)
    turns = res.turns()
    if turns is not None:
        cv = K.curve(turns)
        rep.write("curve", K.with_math(cv, hyper) if hyper is not None else cv)
        rep.write("pp_efficiency", K.pp_efficiency(turns))
        rep.plot("pp_curve", plot_curve, rep.tables["curve"])
    else:
        rep.skipped.append("curve: " + TURNS_NOTE)
    return _curve_html(rep)


def evolution_section(res, players, rep) -> str:
    """Evolution points: EP available, used and left, evolves, win rate by evolves,
    which cards were evolved."""
    rep.write("evolution", evolution(players))
    rep.write("evolves_win_rate", evolves_win_rate(players))
    cards = res.cards()
    if cards is not None:
        rep.write("evolved_cards", evolved_cards(cards))
    rep.plot("ep_usage", plot_ep, rep.tables["evolution"], rep.tables["evolves_win_rate"])
    return _evolution_html(rep)


def _curve_html(rep) -> str:
    T = rep.tables
    h = ""
    if "curve" in T:
        h += H.para("Per own turn (1 = the player's first turn): play points available at the "
                "start of the main phase and spent in the turn, the chance that every PP was "
                "spent, and the chance that a card whose printed cost equals the turn number "
                "was played. \"Drawn by then\" is the exact hypergeometric chance of having "
                "drawn at least one card of that cost by the turn (mulligans ignored); "
                "\"with the pilot's mulligan\" is the same chance when the opening hand is "
                "redrawn by the pilot's keep rule (enough cheap cards, docs/metrics.md).")
        h += H.img(rep.png["pp_curve"], "PP spent vs available")
        h += "<h3>Compounded PP efficiency (turns 1–7)</h3>"
        h += H.para("Karsten's compounded objective: PP spent on own turn t counts 8 − t times "
                "(it keeps working on every later turn up to turn 7); efficiency = weighted "
                "PP spent / weighted PP available.")
        h += H.table(T["pp_efficiency"], [
            ("deck", text("deck")), ("seat", text("seat")),
            ("compounded PP spent", num("compounded_spent")),
            ("compounded PP available", num("compounded_available")),
            ("nominal maximum", num("nominal_maximum", 0)), ("efficiency", pct("efficiency"))])
        cols = [("deck", text("deck")), ("seat", text("seat")), ("turn", num("turn")),
                ("games", num("games")), ("PP available", num("pp_available", 2)),
                ("PP spent", num("pp_spent", 2)), ("all PP spent", pct("all_spent_rate")),
                ("95% CI", ci("all_spent_rate")), ("on-curve play", pct("on_curve_rate")),
                ("95% CI ", ci("on_curve_rate"))]
        if "p_hold_on_curve" in T["curve"].columns:
            cols.append(("drawn by then (math)", pct("p_hold_on_curve")))
        if "p_hold_on_curve_mulligan" in T["curve"].columns:
            cols.append(("with the pilot's mulligan", pct("p_hold_on_curve_mulligan")))
        h += "<h3>Per turn</h3>" + H.table(T["curve"], cols)
    else:
        h += H.note("The simulated curve (PP spent vs available, on-curve plays) " + TURNS_NOTE
                   + ".")
    if "hypergeometric" in T:
        hy = T["hypergeometric"].filter(pl.col("turn") <= 7)
        h += "<h3>Drawing each cost: the exact probabilities</h3>"
        h += H.para("P(at least one card of the cost has been drawn by the main phase of own "
                "turn t), from the deck list: 4-card opening hand, one draw per turn, no "
                "draw on the first player's first turn (rule 7.2.4.1); mulligans ignored.")
        for deck in hy["deck"].unique(maintain_order=True).to_list():
            for seat in ("on the play", "on the draw"):
                part = hy.filter((pl.col("deck") == deck) & (pl.col("seat") == seat))
                wide = part.pivot(on="turn", index=["cost", "copies"], values="p_at_least_one")
                tcols = [c for c in wide.columns if c not in ("cost", "copies")]
                h += f"<p><b>{html.escape(deck)}</b>, {seat}</p>" + H.table(
                    wide, [("cost", num("cost")), ("copies", num("copies"))]
                    + [(f"turn {c}", pct(c, 0)) for c in tcols])
    return h


def _evolution_html(rep) -> str:
    T = rep.tables
    h = H.para("Evolution points: the first player starts with 0, the second with 3 (rule "
           "6.2.1.10); an EP pays 1 PP of an evolve cost.")
    ev = T["evolution"]
    cols = [("deck", text("deck")), ("seat", text("seat")), ("games", num("games")),
            ("EP available", num("ep_available", 2)), ("EP used", num("ep_used", 2))]
    if ev["ep_left"].null_count() < ev.height:
        cols.append(("EP left", num("ep_left", 2)))
    cols += [("evolves / game", num("evolves", 2)), ("games with an evolve", pct("evolved_rate")),
             ("95% CI", ci("evolved_rate"))]
    if ev["first_evolve_turn"].null_count() < ev.height:
        cols.append(("first evolve (own turn)", num("first_evolve_turn", 1)))
    h += H.table(ev, cols) + H.img(rep.png["ep_usage"], "EP usage")
    h += "<h3>Win rate by number of evolves</h3>"
    h += H.table(T["evolves_win_rate"].filter(pl.col("seat") != "all"), [
        ("deck", text("deck")), ("seat", text("seat")), ("evolves", text("evolves")),
        ("games", num("games")), ("win rate", pct("win_rate")), ("95% CI", ci("win_rate"))])
    if "evolved_cards" in T:
        h += "<h3>Which cards were evolved</h3>" + H.table(T["evolved_cards"], [
            ("deck", text("deck")), ("card", text("card_name")), ("games evolved", num("evolved")),
            ("share of games", pct("evolved_rate")), ("copies evolved", num("evolved_copies")),
            ("WR when evolved", pct("evolved_wr")), ("95% CI", ci("evolved_wr"))])
    else:
        h += H.note("Which cards were evolved " + COUNTERS_NOTE + ".")
    return h


SECTIONS = [Section("curve", "Curve (play points)", curve_section),
            Section("evolution", "Evolution points", evolution_section)]


def card_sections(card_ids, decks: dict[str, dict], card_files=()) -> list[str]:
    """"main" or "evolve" per (deck label, card id): from the manifest's evolve lists,
    else from the card pool (an evolved card can only be in the evolve deck, 6.1.1.3)."""
    evolve = {(lab, cid) for lab, d in decks.items() if isinstance(d, dict)
              for cid in d.get("evolve") or ()}
    pool = None
    out = []
    for deck, cid in card_ids:
        if (deck, cid) in evolve:
            out.append("evolve")
            continue
        if not evolve:
            if pool is None:
                from decksim.games.sve.decks import pool as sve_pool
                try:
                    pool = sve_pool(tuple(card_files or ()))
                except Exception:  # noqa: BLE001 - unknown card files: keep every row
                    pool = False
            c = pool.by_id(cid) if pool else None
            if c is not None and c.evolved:
                out.append("evolve")
                continue
        out.append("main")
    return out
