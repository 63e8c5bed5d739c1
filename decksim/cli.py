"""The `decksim` command. Thin: parses arguments and calls the other rooms."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from decksim.cli_common import (EXIT_BAD_INPUT, auto_report, fail, game_of_decks, load_decks,
                                 resume_manifest, say)

MAX_SEED = 2**63 - 1          # root seeds: numpy's SeedSequence takes any of them
MAX_INDEX = 2**62             # game indices (a mirrored pair index is index // 2)


def _whole(low: int, high: int, what: str):
    """An argparse type: a whole number from low to high (argparse reports the
    message with the option's name and exits with status 2)."""
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= v <= high:
            raise argparse.ArgumentTypeError(f"{v} is out of range: {what} is a whole number "
                                             f"from {low:,} to {high:,}")
        return v
    return parse


def _seconds(text: str) -> float:
    """An argparse type: a finite number of seconds above 0."""
    import math
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"{text} is not a number of seconds above 0")
    return v


_SEED = _whole(0, MAX_SEED, "a seed")
_INDEX = _whole(0, MAX_INDEX, "a game index")


def _common_cards(p, game: bool = True):
    p.add_argument("--cards", action="append", default=[], metavar="FILE",
                   help="extra card file (TOML, docs/cards.md); may be repeated")
    if game:
        _game_option(p)


def _game_option(p, extra: str = ""):
    p.add_argument("--game", default=None, metavar="NAME",
                   help="the game of the decks (sve, bss, riftbound), where no `Game:` "
                        "header line names it "
                        "and their cards do not tell (docs/decks.md)" + extra)


def _common_run(p):
    from decksim.sim.backends import BACKENDS, DEFAULT_BACKEND
    p.add_argument("--mirror", action=argparse.BooleanOptionalAction, default=None,
                   help="play games as mirrored pairs on the same shuffles, each deck first "
                        "once (default); --no-mirror: random first player per game")
    p.add_argument("--batch", type=int, default=None, help="games per task and shard "
                   "(default 2048; 8192 with --backend dask)")
    p.add_argument("--workers", type=int, default=None,
                   help="cores to use (default: all) or LocalCluster workers")
    p.add_argument("--backend", choices=BACKENDS, default=DEFAULT_BACKEND,
                   help="threads (threads in one process), processes (one thread "
                        "each), dask, or auto: threads below 100,000 games to play, processes "
                        f"from there (default {DEFAULT_BACKEND}; docs/simulation.md)")
    p.add_argument("--scheduler", default=None, metavar="tcp://HOST:PORT",
                   help="Dask scheduler to use (with --backend dask; default: a LocalCluster)")
    p.add_argument("--scheduler-timeout", type=_seconds, default=10.0, metavar="SECONDS",
                   help="how long to try to reach the scheduler (default 10)")
    p.add_argument("--resume", action="store_true",
                   help="continue the run in --out (same decks and options)")
    p.add_argument("--quiet", action="store_true",
                   help="no progress bar; one progress line every 10 s (batch jobs)")
    p.add_argument("--no-report", dest="report", action="store_false",
                   help="do not write OUT/report/ (CSV, plots, report.html) at the end")


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="decksim", description="Monte Carlo deck analyser "
                                 "for trading card games (Shadowverse: Evolve).")
    ap.add_argument("--version", action="store_true", help="print the version and exit")
    sub = ap.add_subparsers(dest="cmd")

    s = sub.add_parser("simulate", help="play DECK_A against DECK_B many times",
                       description="Play DECK_A against DECK_B (docs/simulation.md). With "
                       "--resume the decks and options may be left out: they come from "
                       "OUT/manifest.json.")
    s.add_argument("decks", nargs="*", metavar="DECK", help="DECK_A DECK_B")
    s.add_argument("--games", type=int, default=None,
                   help="games to play (default 1000); an even number gives whole mirrored pairs")
    s.add_argument("--seed", type=_SEED, default=None, help="root seed (default: random, printed)")
    s.add_argument("--pilot-a", default=None,
                   help="pilot of deck A (default greedy): random greedy aggro control planner, "
                        "with optional parameters, e.g. greedy:face=1.5 (docs/pilots.md)")
    s.add_argument("--pilot-b", default=None, help="pilot of deck B (default greedy)")
    s.add_argument("--out", default=None,
                   help="run directory: manifest.json, games/ shards, summary.csv")
    _common_run(s)
    _common_cards(s)

    t = sub.add_parser("tournament", help="play every pair of DECKs (both seats)",
                       description="Every pair of decks, both seats (mirrored pairs), into "
                       "OUT/pairs/II-JJ/ plus OUT/matchups.csv (docs/simulation.md).")
    t.add_argument("decks", nargs="*", metavar="DECK")
    t.add_argument("--games-per-pair", type=int, default=None, help="games per pair (default 1000)")
    t.add_argument("--seed", type=_SEED, default=None, help="root seed (default: random, printed)")
    t.add_argument("--pilot", default=None, help="pilot of every deck (default greedy)")
    t.add_argument("--out", required=True, help="tournament directory")
    _common_run(t)
    _common_cards(t)

    v = sub.add_parser("validate", help="check deck lists against rule 6.1")
    v.add_argument("decks", nargs="+")
    _common_cards(v)

    c = sub.add_parser("cards", help="list the card pool with coverage (filters combine)")
    c.add_argument("--search", default=None, help="text in the name, id, class or trait")
    c.add_argument("--class", dest="cls", default=None,
                   help="class, e.g. forest or Neutral (Battle Spirits: a colour; Riftbound: "
                        "a domain, e.g. fury)")
    c.add_argument("--type", default=None,
                   help="card type: SVE follower, amulet, spell, leader, evolved, token; Battle "
                        "Spirits spirit, nexus, magic; Riftbound unit, spell, gear, legend, "
                        "battlefield, rune")
    c.add_argument("--cost", default=None, help="play cost N or range A-B (Riftbound: "
                   "the Energy cost)")
    c.add_argument("--trait", default=None, help="trait, e.g. Pixie (Battle Spirits: a "
                   "family; Riftbound: a tag)")
    c.add_argument("--coverage", default=None, choices=["full", "partial", "vanilla"])
    _common_cards(c)

    r = sub.add_parser("replay", help="print one game turn by turn")
    r.add_argument("deck_a")
    r.add_argument("deck_b")
    r.add_argument("--seed", type=_SEED, default=0, help="root seed of the run")
    r.add_argument("--index", dest="game_index", type=_INDEX,
                   default=None,
                   help="game index within the run (default 0)")
    r.add_argument("--pilot-a", default="greedy")
    r.add_argument("--pilot-b", default="greedy")
    r.add_argument("--no-mirror", dest="mirror", action="store_false",
                   help="the run was played with --no-mirror")
    _common_cards(r, game=False)
    _game_option(r, "; a number here is the game index (--index), as in earlier versions")

    rp = sub.add_parser("report", help="CSV tables, PNG plots and report.html of a stored "
                        "run, tournament or compare directory")
    rp.add_argument("dir", help="result directory (the --out of simulate, tournament, compare)")
    rp.add_argument("--out", default=None, help="where to write (default: DIR/report)")

    tu = sub.add_parser("tune", help="tune a pilot's parameters for one deck against a field "
                        "by SPSA on paired seeds (docs/pilots.md)")
    tu.add_argument("deck", help="the deck the pilot plays")
    tu.add_argument("--against", nargs="+", required=True, metavar="DECK",
                    help="the field: one or more decks, played by --field-pilot")
    tu.add_argument("--pilot", default="greedy", help="the pilot to tune (default greedy)")
    tu.add_argument("--params", default=None,
                    help="comma-separated parameters to tune (default: the game's; SVE: face, "
                    "board, hand, own_leader, pp_waste, ep, danger, evolvable; Riftbound: "
                    "margin, mulligan_cost)")
    tu.add_argument("--field-pilot", default="greedy", help="the field's pilot (default greedy)")
    tu.add_argument("--iterations", type=_whole(1, 100_000, "a number of iterations"),
                    default=50)
    tu.add_argument("--games", type=_whole(2, 10**7, "a number of games"), default=400,
                    help="games per field deck and side of each iteration (default 400)")
    tu.add_argument("--seed", type=_SEED, default=1)
    tu.add_argument("--out", required=True, help="the result file: `--pilot-a NAME@OUT` loads it")
    tu.add_argument("--resume", action="store_true",
                    help="continue the tune whose state is OUT.state")
    tu.add_argument("--quiet", action="store_true", help="no line per iteration")
    _common_cards(tu)

    au = sub.add_parser("audit", help="how well the pilots of a stored run played: missed "
                        "lethals, dead-on-board turn ends, unspent PP and EP (docs/pilots.md)")
    au.add_argument("dir", help="the --out directory of a `decksim simulate` run")
    au.add_argument("--games", type=_whole(1, 10**7, "a number of games"), default=None,
                    help="replay the run's first N games (default 2,000, at most the run's)")
    au.add_argument("--nodes", type=_whole(1, 10**6, "a number of simulated actions"),
                    default=None, help="budget of the exact lethal search that tells a missed "
                    "lethal (default 5,000)")

    cp = sub.add_parser("compare", help="two lists on identical seeds against opponents, "
                        "paired, with an early-stopping SPRT (docs/metrics.md)")
    cp.add_argument("deck", nargs="?", help="the baseline list")
    cp.add_argument("deck2", nargs="?",
                    help="the candidate list (the difference is DECK2 - DECK)")
    cp.add_argument("--against", nargs="+", default=None, metavar="DECK",
                    help="opponent decks (required, but with --resume)")
    cp.add_argument("--games", type=int, default=None,
                    help="most seeds per opponent (default 2000; each seed: one game per list)")
    cp.add_argument("--seed", type=_SEED, default=None, help="root seed (default: random, printed)")
    cp.add_argument("--pilot", default=None,
                    help="pilot of both lists (default greedy; docs/pilots.md)")
    cp.add_argument("--pilot-against", default=None, help="pilot of the opponents "
                    "(default: --pilot)")
    cp.add_argument("--elo0", type=float, default=None, help="SPRT H0 in logistic Elo")
    cp.add_argument("--elo1", type=float, default=None, help="SPRT H1 in logistic Elo")
    cp.add_argument("--wr0", type=float, default=None,
                    help="SPRT H0 as a win-rate difference (fraction; default 0)")
    cp.add_argument("--wr1", type=float, default=None,
                    help="SPRT H1 as a win-rate difference (fraction; default 0.04)")
    cp.add_argument("--alpha", type=float, default=None,
                    help="SPRT false-positive rate (default 0.05)")
    cp.add_argument("--beta", type=float, default=None,
                    help="SPRT false-negative rate (default 0.05)")
    cp.add_argument("--no-sprt", action="store_true", help="play every game, no early stop")
    cp.add_argument("--round", type=int, default=None,
                    help="seeds per opponent between two looks of the SPRT (default 200)")
    cp.add_argument("--out", default=None, help="directory for the games (stored round by "
                    "round) and the report")
    cp.add_argument("--resume", action="store_true",
                    help="continue the compare in --out (the lists and options may be left "
                         "out: they come from OUT/manifest.json)")
    cp.add_argument("--quiet", action="store_true", help="no progress line")
    cp.add_argument("--no-report", dest="report", action="store_false",
                    help="do not write OUT/report/ (CSV, plots, report.html) at the end")
    _common_cards(cp)
    return ap


def _fmt_table(df) -> str:
    rows = [["deck", "seat", "games", "W", "L", "D", "win rate", "95% CI", "turns"]]
    for r in df.iter_rows(named=True):
        rows.append([r["deck"], r["seat"], str(r["games"]), str(r["wins"]), str(r["losses"]),
                     str(r["draws"]), f"{100 * r['win_rate']:.1f}%",
                     f"{100 * r['ci_low']:.1f}-{100 * r['ci_high']:.1f}%",
                     f"{r['mean_turns']:.1f}"])
    w = [max(len(x[i]) for x in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(x[i].ljust(w[i]) for i in range(len(x))) for x in rows)


def _run_options(a, m, games: int):
    """batch, mirror, seed, cards: given, else from the manifest when resuming, else defaults
    (the batch by backend and games, backends.default_batch)."""
    from decksim.sim.backends import default_batch
    from decksim.sim.seeding import new_root_seed
    m = m or {}
    batch = a.batch if a.batch is not None else m.get(
        "batch", default_batch(a.backend, games, a.scheduler))
    mirror = a.mirror if a.mirror is not None else m.get("mirror", True)
    seed = a.seed if a.seed is not None else m.get("root_seed")
    if seed is None:
        seed = new_root_seed()
    cards = a.cards or [c["path"] for c in m.get("card_files", [])]
    return batch, mirror, seed, cards


def _rate(o) -> str:
    return (f"{o.played:,} games in {o.elapsed:.1f}s "
            f"({o.played / max(o.elapsed, 1e-9):,.0f} games/s, {o.backend})")


def _prestarted(a, games: int, game):
    """Worker processes for a new run that will use them, already loading the engine
    while this process loads its own (backends.prestart); None otherwise."""
    from decksim.sim.backends import prestart
    return None if a.resume else prestart(a.backend, a.workers, a.scheduler, games,
                                          game.module)


def _stop(backend) -> None:
    if backend is not None:
        backend.__exit__(RuntimeError, None, None)   # a no-op once the run exited it


def cmd_simulate(a) -> int:
    import decksim

    m = resume_manifest(a, "simulate")
    paths = a.decks or ([m["decks"]["a"]["path"], m["decks"]["b"]["path"]] if m else [])
    if len(paths) != 2:
        return fail(f"simulate needs two decks, DECK_A DECK_B (got {len(paths)})"
                     + ("" if a.resume else "; with --resume they come from --out"))
    games = a.games if a.games is not None else (m or {}).get("games", 1000)
    stored = (m or {}).get("pilots", {})
    pa = a.pilot_a if a.pilot_a is not None else (stored.get("a") or "greedy")
    pb = a.pilot_b if a.pilot_b is not None else (stored.get("b") or "greedy")
    batch, mirror, seed, cards = _run_options(a, m, games)
    game = game_of_decks(a, paths, m)
    pool = game.pool(tuple(cards))
    da, db = load_decks(paths, game, pool)
    seating = "mirrored pairs" if mirror else "random first player"
    say(f"decksim {decksim.__version__}: {da.name} ({pa}) vs {db.name} ({pb}), "
         f"{games:,} games, seed {seed}, {seating}")
    if a.resume and not a.out:
        return fail("--resume needs --out (the run directory to continue)")
    be = _prestarted(a, games, game)
    try:
        from decksim.sim import jobs    # loads the engine
        o = jobs.simulate(da, db, pool, games=games, seed=seed, pilot_a=pa, pilot_b=pb,
                          mirror=mirror, batch=batch, out=a.out, resume=a.resume,
                          backend=be or a.backend, workers=a.workers, scheduler=a.scheduler,
                          timeout=a.scheduler_timeout, progress="log" if a.quiet else "bar",
                          card_files=cards, keep_records=False)
    finally:
        _stop(be)
    print(_fmt_table(o.summary))
    capped = int(o.summary["capped"][0]) if "capped" in o.summary.columns else 0
    if capped:
        print(f"{capped:,} games reached the engine's turn cap and count as draws "
              "(the report's end reasons show them)")
    stored = f"; {o.games_done:,} games stored" if a.out else ""
    print(f"{_rate(o)}{stored}; seed {seed}")
    if a.out:
        print(f"wrote {a.out}/ (manifest.json, games/, summary.csv)")
        auto_report(a)
    return 0


def cmd_tournament(a) -> int:
    import decksim

    m = resume_manifest(a, "tournament")
    paths = a.decks or ([d["path"] for d in m["decks"]] if m else [])
    if len(paths) < 2:
        return fail(f"a tournament needs at least two decks (got {len(paths)})")
    gpp = a.games_per_pair if a.games_per_pair is not None else (m or {}).get(
        "games_per_pair", 1000)
    pilot = a.pilot if a.pilot is not None else (m or {}).get("pilots") or "greedy"
    total = gpp * len(paths) * (len(paths) - 1) // 2
    batch, mirror, seed, cards = _run_options(a, m, total)
    game = game_of_decks(a, paths, m)
    pool = game.pool(tuple(cards))
    decks = load_decks(paths, game, pool)
    n = len(decks) * (len(decks) - 1) // 2
    say(f"decksim {decksim.__version__}: tournament of {len(decks)} decks ({pilot}), {n} pairs "
         f"x {gpp:,} games, seed {seed}")
    be = _prestarted(a, total, game)
    try:
        from decksim.sim import jobs    # loads the engine
        o = jobs.tournament(decks, pool, games_per_pair=gpp, seed=seed, out=a.out, pilot=pilot,
                            mirror=mirror, batch=batch, resume=a.resume, backend=be or a.backend,
                            workers=a.workers, scheduler=a.scheduler,
                            timeout=a.scheduler_timeout, progress="log" if a.quiet else "bar",
                            card_files=cards)
    finally:
        _stop(be)
    print(jobs.format_matrix(o.summary, [d.name for d in decks]))
    print(f"{_rate(o)}; {o.games_done:,} games stored; seed {seed}")
    print(f"wrote {a.out}/ (manifest.json, pairs/, matchups.csv)")
    auto_report(a)
    return 0


def cmd_validate(a) -> int:
    import decksim.games as games
    from decksim.cards.errors import DeckError
    bad = 0
    for path in a.decks:
        try:
            game = games.get(games.deck_game(path, a.game, tuple(a.cards)))
            pool = game.pool(tuple(a.cards))
            if a.cards:
                game.check_cards(pool)        # the user's cards, compiled as a run would
            d = game.load_deck(path, pool)
        except (DeckError, games.GameError) as e:
            print(str(e), file=sys.stderr)
            bad += 1
            continue
        for w in d.warnings:
            print(f"warning: {w}")
        print(f"ok: {d.summary()}")
    return EXIT_BAD_INPUT if bad else 0


def cmd_cards(a) -> int:
    import decksim.games as games
    game = games.get(a.game or "sve")
    if a.type is not None and a.type not in game.card_types:
        return fail(f"argument --type: invalid choice for {game.name}: {a.type!r} (choose from "
                    f"{', '.join(game.card_types)})")
    try:
        lines = game.list_cards(game.pool(tuple(a.cards)), search=a.search, cls=a.cls,
                                type=a.type, cost=a.cost, trait=a.trait, coverage=a.coverage)
    except ValueError as e:
        print(f"decksim cards: {e}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for line in lines:
        print(line)
    return 0


def cmd_replay(a) -> int:
    from decksim.games.base import pilot_pair
    from decksim.sim.replay import replay_lines
    if a.game is not None and a.game.lstrip("-").isdigit():     # `--game 3`: the game index
        if a.game_index is not None:
            return fail("give the game index once: --index N")
        try:
            a.game_index, a.game = _INDEX(a.game), None
        except argparse.ArgumentTypeError as e:
            return fail(f"--game {a.game}: {e}")
    a.game_index = a.game_index or 0
    game = game_of_decks(a, [a.deck_a, a.deck_b])
    pool = game.pool(tuple(a.cards))
    da, db = load_decks([a.deck_a, a.deck_b], game, pool)
    PR = pilot_pair(game, a.pilot_a, a.pilot_b)
    m = game.matchup(da, db, pool)
    print(f"# game {a.game_index} of seed {a.seed}: A = {da.name} ({a.pilot_a}), "
          f"B = {db.name} ({a.pilot_b})")
    print("\n".join(replay_lines(m, PR, a.seed, a.game_index, a.mirror)))
    return 0


def cmd_report(a) -> int:
    import polars as pl

    from decksim.analysis.load import ResultError
    from decksim.analysis.report import build_report
    if a.out is not None and Path(a.out).exists() and not Path(a.out).is_dir():
        return fail(f"report --out {a.out} is a file; give a directory for the report's "
                     f"files (default {Path(a.dir) / 'report'})")
    try:
        rep = build_report(a.dir, a.out)
    except ResultError as e:
        return fail(str(e))
    except (pl.exceptions.PolarsError, OSError) as e:
        return fail(f"cannot read the stored results in {a.dir}: {e}")
    for w in rep.missing:
        print(f"decksim: warning: {w}", file=sys.stderr)
    print(f"wrote {len(rep.csv)} CSV tables and {len(rep.png)} plots to {rep.out}")
    for s in rep.skipped:
        print(f"skipped {s}")
    print(f"report: {rep.html}")
    return 0


def cmd_tune(a) -> int:
    from decksim.games.base import parse_pilot
    from decksim.sim.tune import DEFAULT_PARAMS, TuneRun, tune
    paths = [a.deck] + a.against
    game = game_of_decks(a, paths)
    pool = game.pool(tuple(a.cards))
    decks = load_decks(paths, game, pool)
    names = ([n.strip() for n in a.params.split(",")] if a.params
             else list(game.tune_params or DEFAULT_PARAMS))
    game.pilot_vector(a.pilot)                 # an unknown pilot: PilotError, exit 2
    game.pilot_vector(*parse_pilot(a.field_pilot))
    run = TuneRun(game, decks[0], decks[1:], pool, a.pilot, names, a.iterations, a.games,
                  a.seed, a.field_pilot)
    out = Path(a.out)
    res = tune(run, Path(str(out) + ".state"), out, a.resume, progress=not a.quiet)
    params = ", ".join(f"{k}={v}" for k, v in res["params"].items())
    print(f"{a.pilot} tuned for {decks[0].name} over {res['tuned_for']['iterations']} iterations: "
          f"{params}")
    print(f"wrote {out}; play it with --pilot-a {a.pilot}@{out}")
    return 0


def cmd_audit(a) -> int:
    import time

    from decksim.analysis.audit_section import write_audit
    from decksim.sim import storage
    from decksim.sim.audit import DEFAULT_GAMES, DEFAULT_NODES, audit_run, format_rows
    t = time.perf_counter()
    rows = audit_run(a.dir, a.games or DEFAULT_GAMES, a.nodes or DEFAULT_NODES)
    from decksim.games import of_manifest
    for line in format_rows(rows, of_manifest(storage.read_manifest(a.dir))):
        print(line)
    try:
        path = write_audit(rows, a.dir)
    except OSError as e:
        return fail(f"cannot write the audit table into {a.dir}: {e.strerror or e}")
    print(f"{rows[0]['games']:,} games replayed in {time.perf_counter() - t:.1f}s; wrote {path} "
          f"(`decksim report {a.dir}` shows it)")
    return 0


_STOP_SIGNALS = ("SIGINT", "SIGTERM")
_STOPPED: list = []     # the stop signals this process took (_signals_as_one_interrupt)


def _signals_as_one_interrupt():
    """SIGTERM (a batch system's time limit) stops a run like Ctrl-C: the manifest is
    brought up to date first. The first of them is a KeyboardInterrupt; later ones
    are ignored while the command stops (three quick Ctrl-C interrupted its own
    clean-up: tracebacks, worker processes left behind), also while the process
    exits after the message. Returns the handlers to restore when the command
    ends without such a signal (empty if not set: not the main thread)."""
    import signal
    import threading
    if threading.current_thread() is not threading.main_thread():
        return {}
    prev = {}
    _STOPPED.clear()

    def stop(signum, frame):
        _STOPPED.append(signum)
        for name in _STOP_SIGNALS:
            signal.signal(getattr(signal, name), signal.SIG_IGN)
        prev.clear()                # stopping: they stay ignored
        raise KeyboardInterrupt

    try:
        for name in _STOP_SIGNALS:
            sig = getattr(signal, name)
            if signal.getsignal(sig) is not signal.SIG_IGN:     # nohup, `cmd &`: kept
                prev[name] = signal.signal(sig, stop)
    except (ValueError, OSError):
        pass
    return prev


def _input_errors() -> tuple[type[Exception], ...]:
    """The errors main turns into exit 2 with a message. None of their modules loads
    the engine (seconds of compiled code): `report` never needs it, and `simulate`
    on worker processes starts them at once and leaves it to them (cmd_simulate)."""
    from decksim.cards.errors import CardFileError, DeckError
    from decksim.sim.errors import GameError, PilotError, RunError
    from decksim.sim.storage import StorageError
    return (DeckError, CardFileError, GameError, StorageError, PilotError, RunError)


def _interrupted(a) -> int:
    """Exit 2 with the message for a run stopped by Ctrl-C or SIGTERM."""
    resume = " (the games stored so far are kept: add --resume to continue)" if getattr(
        a, "out", None) and a.cmd in ("simulate", "tournament", "compare") else ""
    if a.cmd == "tune":
        resume = f" (the tune's state is in {a.out}.state: add --resume to continue)"
    if a.cmd == "compare" and not a.out:
        resume = " (without --out a compare keeps no games: give --out DIR to store them)"
    return fail("interrupted" + resume)


def main(argv=None) -> int:
    ap = _parser()
    a = ap.parse_args(argv)
    if a.version:
        import decksim
        print(decksim.__version__)
        return 0
    if a.cmd is None:
        ap.print_help()
        return EXIT_BAD_INPUT
    errors = _input_errors()
    prev = _signals_as_one_interrupt()
    from decksim.cli_compare import cmd_compare
    try:
        return {"simulate": cmd_simulate, "tournament": cmd_tournament,
                "validate": cmd_validate, "cards": cmd_cards, "replay": cmd_replay,
                "report": cmd_report, "compare": cmd_compare, "audit": cmd_audit,
                "tune": cmd_tune}[a.cmd](a)
    except errors as e:
        return fail(str(e))
    except KeyboardInterrupt:
        return _interrupted(a)
    except BrokenPipeError:   # `decksim cards | head`
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception:
        if _STOPPED:    # the interrupt was raised inside a library that turned it into
            return _interrupted(a)      # another error (polars: a TypeError)
        raise
    finally:
        import signal
        for name, handler in prev.items():
            signal.signal(getattr(signal, name), handler)
