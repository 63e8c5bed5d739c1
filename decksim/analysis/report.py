"""`decksim report DIR`: CSV tables, PNG plots and one self-contained report.html.

Everything goes to DIR/report/ (or `out`). The HTML embeds its images (base64) and
its style, and references nothing outside itself, so it opens offline and can be
mailed as one file. How to read it: docs/report.md; the metrics: docs/metrics.md.
"""
from __future__ import annotations

import datetime as _dt
import html
import json
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl

import decksim.analysis.cards as C
import decksim.analysis.html as H
import decksim.analysis.meta as MT
import decksim.analysis.metrics as M
import decksim.analysis.plots as P
from decksim.analysis.audit_section import audit_section
from decksim.analysis.html import ci, num, pct, signed_ci, signed_pct, text
from decksim.analysis.load import ResultError, Results, collect, load_results
from decksim.analysis.pairs import all_mirrored, all_row_intervals, pair_sums

COUNTERS_NOTE = ("needs the per-card counters (RUN/cards/part-*.parquet), which this result "
                 "directory does not have (runs stored before the engine recorded them have "
                 "only per-game records)")
TURNS_NOTE = ("needs the per-turn counters (RUN/turns/part-*.parquet), which this result "
              "directory does not have")


@dataclass
class Report:
    """What build_report wrote."""
    out: Path
    html: Path
    csv: dict[str, Path] = field(default_factory=dict)
    png: dict[str, Path] = field(default_factory=dict)
    tables: dict[str, pl.DataFrame] = field(default_factory=dict)
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)    # for the report's Notes section
    # what the stored results lack (games the manifest records but no shard holds):
    # the Notes section says it, and `decksim report` prints it as a warning
    missing: list[str] = field(default_factory=list)

    def write(self, name: str, df: pl.DataFrame) -> None:
        """Keep a table and write it as NAME.csv."""
        self.tables[name] = df
        path = self.out / f"{name}.csv"
        df.write_csv(path)
        self.csv[name] = path

    def plot(self, name: str, fn, *args) -> str:
        """Draw NAME.png with fn(*args, path)."""
        self.png[name] = fn(*args, self.out / f"{name}.png")
        return name


STYLE = """
body{font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;margin:2em auto;
max-width:1150px;padding:0 1em;color:#222;line-height:1.45}
h1{font-size:1.6em}h2{border-bottom:2px solid #ddd;padding-bottom:.2em;margin-top:2em}
h3{margin-top:1.4em}
table{border-collapse:collapse;margin:.6em 0 1.2em;font-size:.86em}
th,td{border:1px solid #ccc;padding:.25em .55em;text-align:right;white-space:nowrap}
th{background:#f2f2f2}.l,table.kv td{text-align:left}
img{max-width:100%;height:auto;display:block;margin:.6em 0}
.note{background:#fff8e1;border-left:4px solid #f0b400;padding:.5em .8em}
.lead{font-size:1.08em;background:#eef5ff;border-left:4px solid #4c72b0;padding:.6em .9em}
code{background:#f4f4f4;padding:0 .25em}
nav a{margin-right:1em}.w{overflow-x:auto}
"""

RESULT_COLS = [("deck", text("deck")), ("seat", text("seat")), ("games", num("games")),
               ("W", num("wins")), ("L", num("losses")), ("D", num("draws")),
               ("win rate", pct("win_rate")), ("95% CI", ci("win_rate")),
               ("mean turns", num("mean_turns"))]


# --- building ------------------------------------------------------------------------------

def build_report(path, out=None, results: Results | None = None) -> Report:
    """Write the CSVs, PNGs and report.html of a run, tournament or compare directory.
    Returns what was written. Raises load.ResultError for a directory that is not a
    decksim result."""
    res = results or load_results(path)
    out = Path(out) if out is not None else res.path / "report"
    out.mkdir(parents=True, exist_ok=True)
    rep = Report(out=out, html=out / "report.html")
    players = res.players()                        # lazy: each table scans the shards
    n_games = collect(res.games().select(pl.len())).item()
    if n_games == 0:
        raise ResultError(f"{res.path}: the stored games are empty")
    has_mulligan = "mulligan" in res.game.records.player_names

    # ---- tables -------------------------------------------------------------------------
    sums = pair_sums(res)            # the "all" rows: a mirrored pair is one unit (pairs.py)
    rep.write("summary", all_row_intervals(M.results(players), sums, "win_rate", "s"))
    rep.write("matchups", M.matchups(players))
    rep.write("game_length", M.game_length(players))
    rep.write("game_length_stats", M.game_length_stats(players))
    rep.write("end_reasons", M.end_reasons(players))
    if has_mulligan:
        mull = all_row_intervals(M.mulligan(players), sums, "mulligan_rate", "t")
        mull = all_row_intervals(mull, sums, "keep_win_rate", "k", "km")
        rep.write("mulligan", all_row_intervals(mull, sums, "mulligan_win_rate", "u", "um"))
    cards = res.cards()
    if cards is not None:
        rep.write("cards", C.card_stats(cards))
        if "open_seen" in cards.columns:
            rep.write("card_mulligan", C.card_mulligan(cards, all_mirrored(res)))
    else:
        rep.skipped.append("cards: " + COUNTERS_NOTE)
    meta = res.kind == "tournament" and len(res.decks) >= 2
    if meta:
        mu = rep.tables["matchups"]
        rep.write("win_matrix", MT.win_matrix(mu))
        rep.write("ratings", MT.bradley_terry(mu))
        rep.write("field", MT.field_win_rates(mu))
        try:
            rep.write("nash", MT.nash(mu))
        except ValueError as e:
            rep.skipped.append(f"nash: {e}")
    if res.kind == "compare":
        from decksim.analysis.comparison import compare_summary, paired_games
        pairs = paired_games(res)
        rep.write("compare", compare_summary(pairs))

    # ---- plots --------------------------------------------------------------------------
    T = rep.tables
    rep.plot("win_rates", P.plot_win_rates, T["summary"])
    rep.plot("game_length", P.plot_game_length, T["game_length"])
    if res.kind != "simulate":
        rep.plot("matchup_heatmap", P.plot_matchup_heatmap,
                 MT.win_matrix(T["matchups"]), T["matchups"])
    if "cards" in T:
        rep.plot("card_iwd", P.plot_card_iwd, T["cards"])
    if "card_mulligan" in T:
        rep.plot("card_mulligan", P.plot_card_mulligan, T["card_mulligan"])
    if "ratings" in T:
        rep.plot("ratings", P.plot_ratings, T["ratings"])
    if "compare" in T:
        rep.plot("compare", P.plot_compare, T["compare"])
        rep.plot("sprt", P.plot_sprt, res.manifest.get("trajectory") or [])

    # ---- html: the shared sections, the game's own between Mulligan and Cards -------------
    sections: list[tuple[str, str, str]] = []       # (anchor, title, html)
    sections.append(("run", "What was run", _run_section(res, n_games)))
    if res.kind == "compare":
        sections.append(("compare", "Baseline vs candidate", _compare_section(res, rep)))
    sections.append(("results", "Results", _results_section(res, rep)))
    if meta:
        sections.append(("metagame", "Metagame", _meta_section(rep)))
    if has_mulligan:
        sections.append(("mulligan", "Mulligan", _mulligan_section(rep, res.game)))
    for sec in res.game.report_sections():
        sections.append((sec.anchor, sec.title, sec.build(res, players, rep)))
    sections.append(("cards", "Cards", _cards_section(rep)))
    if res.kind == "simulate":
        sections.append(("audit", "How well the pilots played",
                         audit_section(res.path, res.game)))
    rep.missing = list(res.notes)
    notes = res.notes + rep.notes
    if notes:
        sections.append(("notes", "Notes", "<ul>" + "".join(f"<li>{html.escape(n)}</li>"
                                                            for n in notes) + "</ul>"))
    rep.html.write_text(_page(res, sections), encoding="utf-8")
    return rep


def _title(res: Results) -> str:
    if res.kind == "tournament":
        return f"decksim report: tournament of {len(res.decks)} decks"
    if res.kind == "compare":
        d = res.manifest.get("decks", {})
        return (f"decksim report: {d.get('candidate', {}).get('name', '?')} vs "
                f"{d.get('base', {}).get('name', '?')} (compare)")
    a, b = res.runs[0].label_a, res.runs[0].label_b
    return f"decksim report: {a} vs {b}"


def _page(res: Results, sections) -> str:
    nav = "".join(f'<a href="#{a}">{html.escape(t)}</a>' for a, t, _ in sections)
    body = "".join(f'<h2 id="{a}">{html.escape(t)}</h2>{h}' for a, t, h in sections)
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>{html.escape(_title(res))}</title><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(_title(res))}</h1><nav>{nav}</nav>{body}"
            f"<p class=\"note\">Definitions of every number: docs/metrics.md; how to read "
            f"this report: docs/report.md (both in the decksim source).</p></body></html>")


def _pilot(spec) -> str:
    return spec if isinstance(spec, str) else json.dumps(spec)


def _run_section(res: Results, games: int) -> str:
    m = res.manifest
    rows = [("kind", res.kind), ("decksim version", str(m.get("decksim_version") or "?")),
            ("root seed", str(m.get("root_seed", "?"))),
            ("games stored", f"{games:,}"), ("directory", str(res.path)),
            ("report written", _dt.datetime.now().strftime("%Y-%m-%d %H:%M"))]
    if res.kind == "simulate":
        pil = m.get("pilots") or {}
        rows.insert(3, ("pilots", f"a: {_pilot(pil.get('a'))}, b: {_pilot(pil.get('b'))}"))
        rows.insert(4, ("games planned", str(m.get("games", "?"))))
        if m.get("done"):
            rows.insert(5, ("game ranges done", ", ".join(f"[{a}, {b})" for a, b in m["done"])))
    elif res.kind == "tournament":
        rows.insert(3, ("pairs with games", f"{len(res.runs)}"))
        if m.get("pilots"):
            rows.insert(4, ("pilots", _pilot(m.get("pilots"))))
    else:
        pil = m.get("pilots") or {}
        rows.insert(3, ("pilots", f"lists: {_pilot(pil.get('decks'))}, opponents: "
                                  f"{_pilot(pil.get('against'))}"))
    h = '<table class="kv"><tbody>' + "".join(f"<tr><th>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>"
                                   for k, v in rows) + "</tbody></table>"
    drows = []
    for label, d in res.decks.items():
        d = d if isinstance(d, dict) else {}
        drows.append({"label": label, "name": d.get("name"), "path": d.get("path"),
                      "hash": d.get("hash"), **res.game.deck_columns(d)})
    extra = list(res.game.deck_columns({}))
    ddf = pl.DataFrame(drows, schema_overrides={k: pl.String for k in ("label", "name", "path",
                                                                         "hash")},
                       infer_schema_length=None)
    cols = [("deck", text("label")), ("file", text("path")), ("content hash", text("hash"))]
    for c in extra:
        numeric = ddf.height and ddf.schema.get(c, pl.String).is_numeric()
        cols.append((c, num(c) if numeric else text(c)))
    h += "<h3>Decks</h3>" + H.table(ddf, cols)
    return h


def _lead(res: Results, rep: Report) -> str:
    s = rep.tables["summary"].filter(pl.col("seat") == "all")
    if res.kind == "simulate":
        r = s.row(0, named=True)
        opp = res.runs[0].label_b
        interval = H.fmt_ci(r["win_rate_low"], r["win_rate_high"])
        return (f"{r['deck']} won {H.fmt_pct(r['win_rate'])} (95% CI {interval}) of "
                f"{r['games']:,} games against {opp}; the average game lasted "
                f"{r['mean_turns']:.1f} turns.")
    best = s.sort("win_rate", descending=True).row(0, named=True)
    return (f"Highest overall win rate: {best['deck']} with {H.fmt_pct(best['win_rate'])} (95% CI "
            f"{H.fmt_ci(best['win_rate_low'], best['win_rate_high'])}) over {best['games']:,} games.")


def _results_section(res: Results, rep: Report) -> str:
    T = rep.tables
    h = "" if res.kind == "compare" else f'<p class="lead">{html.escape(_lead(res, rep))}</p>'
    h += H.para("Win rate counts a draw as half a win; the interval is Wilson's 95% score "
            "interval, except on the \"all\" rows, where both games of a mirrored pair "
            "count as one unit (they share their shuffles; docs/metrics.md). \"On the "
            "play\" = the deck went first.")
    h += H.table(T["summary"], RESULT_COLS) + H.img(rep.png["win_rates"], "win rates")
    if res.kind != "simulate":
        h += "<h3>Matchups</h3>" + H.img(rep.png["matchup_heatmap"], "matchup heatmap")
        h += H.table(T["matchups"], [
            ("deck", text("deck")), ("opponent", text("opponent")), ("games", num("games")),
            ("W", num("wins")), ("L", num("losses")), ("D", num("draws")),
            ("win rate", pct("win_rate")), ("95% CI", ci("win_rate")),
            ("on the play", pct("play_win_rate")), ("on the draw", pct("draw_win_rate"))])
    h += "<h3>Game length and how games end</h3>"
    h += H.table(T["game_length_stats"].filter(pl.col("seat") == "all"), [
        ("deck", text("deck")), ("games", num("games")), ("mean turns", num("mean_turns")),
        ("median", num("median_turns")), ("10th pct", num("p10_turns", 0)),
        ("90th pct", num("p90_turns", 0)), ("mean when won", num("mean_turns_won")),
        ("mean when lost", num("mean_turns_lost"))])
    h += H.img(rep.png["game_length"], "game length histogram")
    h += H.para("Turns count both players' turns. End reasons: " + res.game.end_reasons_text)
    h += H.table(T["end_reasons"], [
        ("deck", text("deck")), ("end reason", text("end_reason")), ("games", num("games")),
        ("share", pct("share")), ("95% CI", ci("share")), ("won", num("wins")),
        ("lost", num("losses")), ("drawn", num("draws"))])
    return h


def _meta_section(rep: Report) -> str:
    T = rep.tables
    h = H.para("Bradley-Terry ratings fit one strength per deck so that P(i beats j) = p_i / (p_i + "
           "p_j); shown on the Elo scale (400·log10), mean 0, with 95% intervals.")
    h += H.img(rep.png["ratings"], "Bradley-Terry ratings")
    h += H.table(T["ratings"], [("deck", text("deck")), ("rating", num("elo", 0)),
                               ("95% CI", lambda r: f"{r['elo_low']:.0f} to {r['elo_high']:.0f}"),
                               ("games", num("games", 0)), ("score", num("score", 1)),
                               ("prior", num("prior", 1))])
    h += "<h3>Expected win rate against the field</h3>"
    h += H.para("Each deck's win rate against a field in which every deck (itself included, as a "
            "mirror at 50%) has an equal share; pass other shares with "
            "decksim.analysis.field_win_rates(matchups, shares).")
    h += H.table(T["field"], [("deck", text("deck")), ("field share", pct("share")),
                             ("expected win rate", pct("expected_win_rate")),
                             ("95% CI", ci("expected_win_rate"))])
    if "nash" in T:
        n = T["nash"]
        used = n.filter(pl.col("in_support") == True)["deck"].to_list()  # noqa: E712
        h += "<h3>Metagame Nash equilibrium</h3>"
        h += H.para("The mix of decks that no single deck choice can beat on average (a linear "
                f"program over the win-rate matrix). It uses: {', '.join(used)}. Decks outside "
                "the support lose on average against that mix.")
        h += H.table(n, [("deck", text("deck")), ("share", pct("share")),
                        ("win rate vs equilibrium", pct("win_rate_vs_equilibrium")),
                        ("in the mix", text("in_support"))])
    for s in rep.skipped:
        if s.startswith("nash"):
            h += H.note(s)
    return h


def _compare_section(res: Results, rep: Report) -> str:
    m = res.manifest
    r = m.get("result") or {}
    sp = m.get("sprt")
    d = m.get("decks", {})
    base, cand = d.get("base", {}).get("name", "baseline"), d.get("candidate", {}).get(
        "name", "candidate")
    diff = r.get("diff")
    lead = (f"{cand} (candidate) minus {base} (baseline): {100 * diff:+.1f} points of win rate "
            f"(95% CI {100 * r['diff_low']:+.1f} to {100 * r['diff_high']:+.1f}) over "
            f"{r.get('games_played', 0):,} games on {r.get('seeds_per_opponent', 0):,} paired "
            "seeds per opponent." if diff is not None and r.get("diff_low") is not None else "")
    if sp:
        dec = r.get("decision")
        tested = f"it tested a difference of {100 * sp['wr0']:+.1f} (H0) against " \
                 f"{100 * sp['wr1']:+.1f} points (H1)"
        verdict = {"H1": f"the SPRT accepted H1: {cand} is better ({tested})",
                   "H0": f"the SPRT accepted H0: {cand} is not better by "
                         f"{100 * sp['wr1']:+.1f} points ({tested})",
                   "continue": "the SPRT had not decided when the game budget ran out"}.get(
            dec, "no SPRT")
        lead += (f" Verdict: {verdict} (alpha = {sp['alpha']}, beta = {sp['beta']}; "
                 f"LLR {r.get('llr', 0):.2f}). Stopping early saved "
                 f"{r.get('games_saved', 0):,} of {r.get('games_max', 0):,} games.")
        if r.get("games_saved", 0) > 0:
            from decksim.analysis.sprt import EARLY_STOP_NOTE
            lead += " Note: " + EARLY_STOP_NOTE + "."
    h = f'<p class="lead">{html.escape(lead)}</p>'
    h += H.para("Both lists played the same seeds against each opponent (the opponent's same "
                "shuffles, their own alike by position when the lists have the same size, "
                "same seat); the difference and its interval come from the per-seed differences.")
    h += H.img(rep.png["compare"], "paired differences")
    h += H.table(rep.tables["compare"], [
        ("opponent", text("opponent")), ("seeds", num("pairs")),
        (f"{base} WR", pct("base_win_rate")), ("95% CI", ci("base")),
        (f"{cand} WR", pct("candidate_win_rate")), ("95% CI ", ci("candidate")),
        ("difference (points)", signed_pct("diff")), ("95% CI  ", signed_ci("diff")),
        ("only candidate won", num("only_candidate_won")),
        ("only baseline won", num("only_base_won"))])
    if sp:
        h += H.img(rep.png["sprt"], "SPRT trajectory")
        pent = r.get("pentanomial")
        if pent:
            h += H.para("Pair outcomes (candidate score − baseline score = −1, −½, 0, +½, +1): "
                    + ", ".join(f"{x:,}" for x in pent) + ".")
    return h


def _mulligan_section(rep: Report, game) -> str:
    T = rep.tables
    h = H.para(f"How often each deck's pilot mulligans ({game.mulligan_text}) "
           "and how the game went after keeping vs after mulliganing.")
    h += H.table(T["mulligan"], [
        ("deck", text("deck")), ("seat", text("seat")), ("games", num("games")),
        ("mulligan rate", pct("mulligan_rate")), ("95% CI", ci("mulligan_rate")),
        ("WR after keep", pct("keep_win_rate")), ("95% CI ", ci("keep_win_rate")),
        ("WR after mulligan", pct("mulligan_win_rate")), ("95% CI  ", ci("mulligan_win_rate"))])
    if "card_mulligan" in T:
        h += "<h3>Per card</h3>"
        h += H.para("Kept % = share of the games in which the card was among the 4 cards dealt "
                "and the hand was kept. Mulligan WR = win rate of games with the card in the "
                "opening hand after the mulligan decision (HSReplay's definition).")
        h += H.img(rep.png["card_mulligan"], "mulligan win rate per card")
        h += H.table(T["card_mulligan"], [
            ("deck", text("deck")), ("card", text("card_name")), ("copies", num("copies")),
            ("seen in opener", num("open_seen")), ("kept %", pct("kept_rate")),
            ("95% CI", ci("kept_rate")), ("WR kept", pct("kept_wr")),
            ("WR mulliganed", pct("mulliganed_wr")), ("mulligan WR", pct("mulligan_wr")),
            ("95% CI ", ci("mulligan_wr"))])
    else:
        h += H.note("Per-card mulligan statistics " + COUNTERS_NOTE + ".")
    return h


def _cards_section(rep: Report) -> str:
    T = rep.tables
    if "cards" not in T:
        return H.note("Per-card win rates (GIH, OH, GD, GNS, IWD, played) " + COUNTERS_NOTE + ".")
    h = H.para("17lands definitions. GIH = games in which the card was in hand at some point "
           "(opening hand or drawn); OH = in the opening hand after the mulligan; GD = drawn "
           "later, not in the opening hand; GNS = never in hand. IWD = GIH WR − GNS WR: how "
           "much having the card helps. Win rates count wins only.")
    h += H.img(rep.png["card_iwd"], "IWD per card")
    h += H.table(T["cards"], [
        ("deck", text("deck")), ("card", text("card_name")), ("copies", num("copies")),
        ("GIH WR", pct("gih_wr")), ("95% CI", ci("gih_wr")), ("OH WR", pct("oh_wr")),
        ("GD WR", pct("gd_wr")), ("GNS WR", pct("gns_wr")),
        ("IWD (points)", signed_pct("iwd")), ("95% CI ", signed_ci("iwd")),
        ("played WR", pct("played_wr")), ("played in", pct("played_rate")),
        ("mean turn played", num("mean_turn_played")),
        ("mean turns held", num("mean_turns_held"))])
    return h
