"""The `decksim` command. Thin: parses arguments and calls the other rooms."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

EXIT_BAD_INPUT = 2


def _common_cards(p):
    p.add_argument("--cards", action="append", default=[], metavar="FILE",
                   help="extra card file (TOML, docs/cards.md); may be repeated")


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="decksim", description="Monte Carlo deck analyser "
                                 "(Shadowverse: Evolve).")
    ap.add_argument("--version", action="store_true", help="print the version and exit")
    sub = ap.add_subparsers(dest="cmd")

    s = sub.add_parser("simulate", help="play DECK_A against DECK_B many times")
    s.add_argument("deck_a")
    s.add_argument("deck_b")
    s.add_argument("--games", type=int, default=1000)
    s.add_argument("--seed", type=int, default=None, help="root seed (default: random, printed)")
    s.add_argument("--pilot-a", default="greedy",
                   help="pilot of deck A: random greedy aggro control planner, with "
                        "optional parameters, e.g. greedy:face=1.5 (docs/pilots.md)")
    s.add_argument("--pilot-b", default="greedy", help="pilot of deck B")
    s.add_argument("--out", default=None, help="directory for games.parquet and summary.csv")
    s.add_argument("--batch", type=int, default=2048, help="games per kernel call")
    s.add_argument("--quiet", action="store_true", help="no progress line")
    _common_cards(s)

    v = sub.add_parser("validate", help="check deck lists against rule 6.1")
    v.add_argument("decks", nargs="+")
    _common_cards(v)

    c = sub.add_parser("cards", help="list the card pool with coverage")
    c.add_argument("--search", default=None, help="text in the name, id, class or trait")
    _common_cards(c)

    r = sub.add_parser("replay", help="print one game turn by turn")
    r.add_argument("deck_a")
    r.add_argument("deck_b")
    r.add_argument("--seed", type=int, default=0, help="root seed of the run")
    r.add_argument("--game", type=int, default=0, help="game index within the run")
    r.add_argument("--pilot-a", default="greedy")
    r.add_argument("--pilot-b", default="greedy")
    _common_cards(r)

    rp = sub.add_parser("report", help="CSV tables, PNG plots and report.html of a stored "
                        "run, tournament or compare directory")
    rp.add_argument("dir", help="result directory (the --out of simulate, tournament, compare)")
    rp.add_argument("--out", default=None, help="where to write (default: DIR/report)")

    cp = sub.add_parser("compare", help="two lists on identical seeds against opponents, "
                        "paired, with an early-stopping SPRT (docs/metrics.md)")
    cp.add_argument("deck", help="the baseline list")
    cp.add_argument("deck2", help="the candidate list (the difference is DECK2 - DECK)")
    cp.add_argument("--against", nargs="+", required=True, metavar="DECK",
                    help="opponent decks")
    cp.add_argument("--games", type=int, default=2000,
                    help="most seeds per opponent (each seed: one game per list)")
    cp.add_argument("--seed", type=int, default=None, help="root seed (default: random, printed)")
    cp.add_argument("--pilot", default="greedy", help="pilot of both lists (docs/pilots.md)")
    cp.add_argument("--pilot-against", default=None, help="pilot of the opponents "
                    "(default: --pilot)")
    cp.add_argument("--elo0", type=float, default=None, help="SPRT H0 in logistic Elo")
    cp.add_argument("--elo1", type=float, default=None, help="SPRT H1 in logistic Elo")
    cp.add_argument("--wr0", type=float, default=None,
                    help="SPRT H0 as a win-rate difference (fraction; default 0)")
    cp.add_argument("--wr1", type=float, default=None,
                    help="SPRT H1 as a win-rate difference (fraction; default 0.04)")
    cp.add_argument("--alpha", type=float, default=0.05, help="SPRT false-positive rate")
    cp.add_argument("--beta", type=float, default=0.05, help="SPRT false-negative rate")
    cp.add_argument("--no-sprt", action="store_true", help="play every game, no early stop")
    cp.add_argument("--round", type=int, default=200,
                    help="seeds per opponent between two looks of the SPRT")
    cp.add_argument("--out", default=None, help="directory for the games and the report")
    cp.add_argument("--quiet", action="store_true", help="no progress line")
    _common_cards(cp)
    return ap


def _fail(msg: str) -> int:
    print(f"decksim: error: {msg}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _pilots(spec_a, spec_b):
    import numpy as np

    from decksim.sim.runner import parse_pilot, pilot_vector
    na, oa = parse_pilot(spec_a)
    nb, ob = parse_pilot(spec_b)
    return np.stack([pilot_vector(na, oa), pilot_vector(nb, ob)])


def _fmt_table(df) -> str:
    rows = [["deck", "seat", "games", "W", "L", "D", "win rate", "95% CI", "turns"]]
    for r in df.iter_rows(named=True):
        rows.append([r["deck"], r["seat"], str(r["games"]), str(r["wins"]), str(r["losses"]),
                     str(r["draws"]), f"{100 * r['win_rate']:.1f}%",
                     f"{100 * r['ci_low']:.1f}-{100 * r['ci_high']:.1f}%",
                     f"{r['mean_turns']:.1f}"])
    w = [max(len(x[i]) for x in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(x[i].ljust(w[i]) for i in range(len(x))) for x in rows)


def cmd_simulate(a) -> int:
    import decksim
    from decksim.analysis.summary import summarize
    from decksim.sim.runner import Matchup, run_games

    if a.games < 1:
        return _fail(f"--games must be at least 1 (got {a.games})")
    if a.batch < 1:
        return _fail(f"--batch must be at least 1 (got {a.batch})")
    seed = a.seed if a.seed is not None else int.from_bytes(os.urandom(4), "little")
    out = Path(a.out) if a.out else None
    if out is not None:
        try:
            out.mkdir(parents=True, exist_ok=True)
            probe = out / ".write-test"
            probe.write_text("")
            probe.unlink()
        except OSError as e:
            return _fail(f"cannot write to output directory {out}: {e.strerror}")
    pool = decksim.pool(tuple(a.cards))
    da = decksim.load_deck_file(a.deck_a, pool)
    db = decksim.load_deck_file(a.deck_b, pool)
    for d in (da, db):
        for w in d.warnings:
            print(f"warning: {w}", file=sys.stderr)
    PR = _pilots(a.pilot_a, a.pilot_b)
    print(f"decksim {decksim.__version__}: {da.name} ({a.pilot_a}) vs {db.name} ({a.pilot_b}), "
          f"{a.games:,} games, seed {seed}", file=sys.stderr)
    m = Matchup.build(da, db, pool)
    t0 = time.perf_counter()
    games = run_games(m, a.games, seed, PR, batch=a.batch, progress=not a.quiet)
    elapsed = time.perf_counter() - t0
    summary = summarize(games, da.name, db.name)
    print(_fmt_table(summary))
    print(f"{a.games:,} games in {elapsed:.1f}s ({a.games / max(elapsed, 1e-9):,.0f} games/s); "
          f"seed {seed}")
    if out is not None:
        games.write_parquet(out / "games.parquet")
        summary.write_csv(out / "summary.csv")
        meta = {"decksim_version": decksim.__version__, "seed": seed, "games": a.games,
                "deck_a": {"path": str(a.deck_a), "name": da.name, "hash": da.content_hash},
                "deck_b": {"path": str(a.deck_b), "name": db.name, "hash": db.content_hash},
                "pilot_a": a.pilot_a, "pilot_b": a.pilot_b,
                "pilot_params": PR.tolist(), "card_files": a.cards}
        (out / "run.json").write_text(json.dumps(meta, indent=2))
        print(f"wrote {out / 'games.parquet'}, {out / 'summary.csv'}, {out / 'run.json'}")
    return 0


def cmd_validate(a) -> int:
    import decksim
    from decksim.cards.decklist import DeckError
    pool = decksim.pool(tuple(a.cards))
    bad = 0
    for path in a.decks:
        try:
            d = decksim.load_deck_file(path, pool)
        except DeckError as e:
            print(str(e), file=sys.stderr)
            bad += 1
            continue
        for w in d.warnings:
            print(f"warning: {w}")
        print(f"ok: {d.summary()}")
    return EXIT_BAD_INPUT if bad else 0


def cmd_cards(a) -> int:
    import decksim
    pool = decksim.pool(tuple(a.cards))
    q = (a.search or "").lower()
    n = 0
    for c in sorted(pool.cards, key=lambda c: c.id):
        hay = " ".join([c.id, c.name, c.cls, c.type, *c.traits, *c.printings]).lower()
        if q and q not in hay:
            continue
        kind = c.type + (" (evolved)" if c.evolved else "") + (" token" if c.token else "")
        stats = f"{c.attack}/{c.defense}" if c.type == "follower" else ""
        cost = "" if c.evolved or c.type == "leader" else str(c.cost)
        cov = c.coverage + (f": missing {c.missing}" if c.missing else "")
        print(f"{c.id:<14} {c.name:<28} {c.cls:<12} {kind:<22} {cost:>2} {stats:>5}  {cov}")
        n += 1
    print(f"{n} cards")
    return 0


def cmd_replay(a) -> int:
    import decksim
    from decksim.sim.replay import format_log, play_logged
    from decksim.sim.runner import Matchup
    pool = decksim.pool(tuple(a.cards))
    da = decksim.load_deck_file(a.deck_a, pool)
    db = decksim.load_deck_file(a.deck_b, pool)
    PR = _pilots(a.pilot_a, a.pilot_b)
    m = Matchup.build(da, db, pool)
    _, events = play_logged(m, PR, a.seed, a.game)
    print(f"# game {a.game} of seed {a.seed}: A = {da.name} ({a.pilot_a}), "
          f"B = {db.name} ({a.pilot_b})")
    print("\n".join(format_log(events, m)))
    return 0


def cmd_report(a) -> int:
    import polars as pl

    from decksim.analysis.load import ResultError
    from decksim.analysis.report import build_report
    try:
        rep = build_report(a.dir, a.out)
    except ResultError as e:
        return _fail(str(e))
    except (pl.exceptions.PolarsError, OSError) as e:
        return _fail(f"cannot read the stored results in {a.dir}: {e}")
    print(f"wrote {len(rep.csv)} CSV tables and {len(rep.png)} plots to {rep.out}")
    for s in rep.skipped:
        print(f"skipped {s}")
    print(f"report: {rep.html}")
    return 0


def cmd_compare(a) -> int:
    import decksim
    from decksim.analysis.sprt import SPRT
    from decksim.sim.compare import run_compare
    from decksim.sim.runner import parse_pilot

    if a.games < 1 or a.round < 1:
        return _fail(f"--games and --round must be at least 1 (got {a.games}, {a.round})")
    elo = a.elo0 is not None or a.elo1 is not None
    wr = a.wr0 is not None or a.wr1 is not None
    if elo and wr:
        return _fail("give the SPRT bounds either as --elo0/--elo1 or as --wr0/--wr1, not both")
    if elo and (a.elo0 is None or a.elo1 is None):
        return _fail("--elo0 and --elo1 go together")
    for nm in ("wr0", "wr1"):
        v = getattr(a, nm)
        if v is not None and not -1 < v < 1:
            return _fail(f"--{nm} is a difference of win rates as a fraction, e.g. 0.03 for "
                         f"3 points (got {v})")
    try:
        sprt = None if a.no_sprt else (
            SPRT.from_elo(a.elo0, a.elo1, a.alpha, a.beta) if elo else
            SPRT.from_wr(0.0 if a.wr0 is None else a.wr0, 0.04 if a.wr1 is None else a.wr1,
                         a.alpha, a.beta))
    except ValueError as e:
        return _fail(f"SPRT: {e}")
    seed = a.seed if a.seed is not None else int.from_bytes(os.urandom(4), "little")
    pool = decksim.pool(tuple(a.cards))
    base = decksim.load_deck_file(a.deck, pool)
    cand = decksim.load_deck_file(a.deck2, pool)
    opps = [decksim.load_deck_file(p, pool) for p in a.against]
    pn, po = parse_pilot(a.pilot)
    qn, qo = parse_pilot(a.pilot_against) if a.pilot_against else (None, None)
    _pilots(a.pilot, a.pilot_against or a.pilot)            # validate both before playing
    print(f"decksim {decksim.__version__}: compare {cand.name} (candidate) with {base.name} "
          f"(baseline) against {', '.join(o.name for o in opps)}; up to {a.games:,} seeds "
          f"per opponent, seed {seed}", file=sys.stderr)
    res = run_compare(base, cand, opps, pool, games=a.games, seed=seed, pilot=pn,
                      pilot_params=po, pilot_against=qn, pilot_against_params=qo, sprt=sprt,
                      round_size=a.round, out=a.out, progress=not a.quiet,
                      version=decksim.__version__)
    r = res.manifest["result"]
    from decksim.analysis.comparison import compare_summary
    tab = compare_summary(res.pairs)
    w = max(len(x) for x in tab["opponent"].to_list() + ["opponent"])
    wb, wc = max(len(base.name), 9), max(len(cand.name), 9)
    print(f"{'opponent':<{w}}  pairs   {base.name:>{wb}}  {cand.name:>{wc}}  difference  95% CI")
    for t in tab.iter_rows(named=True):
        print(f"{t['opponent']:<{w}}  {t['pairs']:<6,}  {100 * t['base_win_rate']:{wb - 1}.1f}%  "
              f"{100 * t['candidate_win_rate']:{wc - 1}.1f}%  {100 * t['diff']:+9.1f}   "
              f"{100 * t['diff_low']:+.1f} to {100 * t['diff_high']:+.1f}")
    if sprt is not None:
        verdict = {"H1": f"H1 accepted: {cand.name} is better (tested {100 * sprt.wr0:+.1f} vs "
                         f"{100 * sprt.wr1:+.1f} points, Elo {sprt.elo0 + 0:+.1f} vs {sprt.elo1 + 0:+.1f})",
                   "H0": f"H0 accepted: {cand.name} is not better by {100 * sprt.wr1:+.1f} "
                         f"points (tested {100 * sprt.wr0:+.1f} vs {100 * sprt.wr1:+.1f})",
                   "continue": "undecided, the game budget ran out first"}[r["decision"]]
        print(f"SPRT: {verdict}; LLR {r['llr']:.2f} (bounds {res.sprt['lower']:.2f}, "
              f"{res.sprt['upper']:.2f})")
    print(f"{r['games_played']:,} games played of at most {r['games_max']:,}; early stop "
          f"saved {r['games_saved']:,} games; {res.seconds:.1f}s; seed {seed}")
    if a.out:
        from decksim.analysis.report import build_report
        rep = build_report(a.out)
        print(f"report: {rep.html}")
    return 0


def main(argv=None) -> int:
    from decksim.cards.decklist import DeckError
    from decksim.cards.pool import CardFileError
    from decksim.sim.runner import PilotError

    ap = _parser()
    a = ap.parse_args(argv)
    if a.version:
        import decksim
        print(decksim.__version__)
        return 0
    if a.cmd is None:
        ap.print_help()
        return EXIT_BAD_INPUT
    try:
        return {"simulate": cmd_simulate, "validate": cmd_validate, "cards": cmd_cards,
                "replay": cmd_replay, "report": cmd_report, "compare": cmd_compare}[a.cmd](a)
    except (DeckError, CardFileError, PilotError) as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted")
    except BrokenPipeError:   # `decksim cards | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
