"""The benchmark runner: one command measures everything issue 6 asks for and
writes benchmarks/results/bench.md and bench.json (bench-quick.* with --quick).

    python -m benchmarks [--quick] [--big] [--e2e-games N] [--big-games N]
                         [--only engine,backends,compile,jit,e2e] [--skip ...]

Sections (each written to the results as soon as it is done):

- engine:   games/s per pilot pair (random, greedy, planner) on one core and on
            all cores, and the speedup (in this process, medians of 3 runs)
- backends: plain local processes against a Dask LocalCluster (and threads)
            on the same games through the whole `simulate --out` path, interleaved;
            the Dask / processes ratio
- compile:  first compile (a whole fresh process with an empty numba cache) and
            cached start (the same process again, median of 3)
- jit:      the same engine and games with NUMBA_DISABLE_JIT=1 against the jitted
            rate on one core: the JIT's factor
- bss:      Battle Spirits Standard: games/s of the example decks (random, greedy) on
            one core and all, first compile and cached start (benchmarks/bss.py)
- riftbound: Riftbound (1v1 Duel): games/s of the 13 precons (random, greedy, greedy
            with the counters) on one core and all, first compile and cached start
            (benchmarks/riftbound.py)
- e2e:      N games (default 1,000,000) through the real command, `decksim simulate
            --out DIR` (play, store, summary and report), in a child process: wall
            time, bytes stored per game, peak memory; with --big also 10,000,000
            streamed games (random pilots by default: that is what makes it
            feasible in minutes) and the same pilots at N games, to show memory
            does not grow with the number of games
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks import bss, riftbound
from benchmarks.common import (RESULTS, ROOT, dir_bytes, games_per_second, git_commit, load_pair,
                               machine, run_measured, timed_subprocess, utc_now)

SECTIONS = ("engine", "backends", "compile", "jit", "e2e", "bss", "riftbound")

MATCHUP_CODE = """
import numpy as np, decksim
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
pool = decksim.pool()
a = decksim.load_deck_file('examples/decks/sve/forest_fairies.txt', pool)
b = decksim.load_deck_file('examples/decks/sve/sword_officers.txt', pool)
m = Matchup.build(a, b, pool)
PR = np.stack([pilot_vector('greedy'), pilot_vector('greedy')])
"""
START_CODE = MATCHUP_CODE + "m.play(PR, game_seeds(1, 0, 4), -np.ones(4, np.int64))\n"
NOJIT_CODE = """
import json, time
t0 = time.perf_counter()
""" + MATCHUP_CODE + """
n = {n}
t1 = time.perf_counter()
m.play(PR, game_seeds(1, 0, n), -np.ones(n, np.int64))
t2 = time.perf_counter()
print("RESULT " + json.dumps({{"start_s": t1 - t0, "play_s": t2 - t1}}))
"""

PAIR = "forest_fairies vs sword_officers"


def log(msg: str) -> None:
    print(msg, flush=True)


# ---------------------------------------------------------------- sections

def engine(cfg) -> dict:
    from decksim.sim.backends import cores
    k = cores()
    m = load_pair()
    rows = []
    on_cores = sorted(os.sched_getaffinity(0))[:k]
    for pilots, games in ((("random", "random"), cfg.games), (("greedy", "greedy"), cfg.games),
                          (("planner", "planner"), max(cfg.games // 10, 200))):
        # one core: pinned to each core in turn (the cores of a shared machine
        # differ: the other tenants of their physical cores differ)
        per_core = {c: games_per_second(m, pilots, games, 1, repeats=cfg.repeats, core=c)
                    for c in on_cores}
        r1 = [x for c in on_cores for x in per_core[c][1]]
        one = statistics.median(r1)
        allc, rk = games_per_second(m, pilots, games, k, repeats=cfg.repeats)
        row = {"pilots": " vs ".join(pilots), "games": games, "one_core": one,
               "one_core_by_core": {str(c): per_core[c][0] for c in on_cores},
               "all_cores": allc, "speedup": allc / one, "runs_one": r1, "runs_all": rk}
        rows.append(row)
        by = ", ".join(f"core {c} {per_core[c][0]:,.0f}" for c in on_cores)
        log(f"  {row['pilots']:<18} 1 core {one:>9,.0f} games/s ({by})   {k} cores "
            f"{allc:>9,.0f} games/s   x{row['speedup']:.2f}")
    return {"cores": k, "rows": rows}


def engine_md(r: dict, cfg) -> list[str]:
    k = r["cores"]
    out = [f"{PAIR}, in one process (`Matchup.play`, no storage), after a warm-up. 1 core: "
           f"one thread pinned to each core in turn, {cfg.repeats} runs on each, the median "
           f"of all runs (and each core's median: the cores of a shared machine are not "
           f"equally fast); {k} cores: the median of {cfg.repeats} runs.", "",
           f"| pilots | games/run | 1 core (games/s) | per core | {k} cores (games/s) | "
           "speedup |", "| --- | --- | --- | --- | --- | --- |"]
    for x in r["rows"]:
        by = ", ".join(f"{v:,.0f}" for v in x.get("one_core_by_core", {}).values())
        out.append(f"| {x['pilots']} | {x['games']:,} | {x['one_core']:,.0f} | {by} | "
                   f"{x['all_cores']:,.0f} | x{x['speedup']:.2f} |")
    return out


def backends(cfg) -> dict:
    from benchmarks.backends import one
    from decksim.sim.backends import cores
    k = cores()
    names = ("processes", "dask", "threads")
    one("threads", 64, cfg.backend_pilot, k, cfg.batch)        # warm the engine here
    runs = {n: [] for n in names}
    for i in range(cfg.repeats):      # interleaved, so a busy spell hits every backend
        for n in names:
            load = os.getloadavg()[0]
            runs[n].append({**one(n, cfg.backend_games, cfg.backend_pilot, k, cfg.batch),
                            "load_before": load})
            x = runs[n][-1]
            log(f"  round {i + 1} {n:<10} {x['games_s']:>8,.0f} games/s, start-up "
                f"{x['start']:.1f} s, wall {x['wall']:.1f} s (load {load:.1f})")
    med = {n: {key: statistics.median(r[key] for r in runs[n]) for key in runs[n][0]}
           for n in names}
    p, d = med["processes"], med["dask"]
    return {"workers": k, "games": cfg.backend_games, "pilot": cfg.backend_pilot,
            "batch": cfg.batch, "median": med, "runs": runs,
            "dask_over_processes_rate": d["games_s"] / p["games_s"],
            "dask_over_processes_wall": p["wall"] / d["wall"]}


def backends_md(r: dict, cfg) -> list[str]:
    out = [f"{PAIR}, {r['pilot']} vs {r['pilot']}, {r['games']:,} games, {r['workers']} workers, "
           f"batch {r['batch']}, through `decksim.sim.jobs.simulate` into a run directory "
           f"(parquet shards and manifest, no report); medians of {cfg.repeats} interleaved "
           "rounds. games/s counts from the first batch started (start-up excluded); wall time "
           "includes start-up.", "",
           "| backend | games/s | start-up (s) | wall time (s) |", "| --- | --- | --- | --- |"]
    for n, x in r["median"].items():
        out.append(f"| {n} | {x['games_s']:,.0f} | {x['start']:.1f} | {x['wall']:.1f} |")
    out += ["", f"Dask LocalCluster / plain processes: x{r['dask_over_processes_rate']:.2f} in "
            f"games/s, x{r['dask_over_processes_wall']:.2f} in wall time (processes' wall time / "
            "Dask's: above 1 means Dask was faster).", "",
            "| round | " + " | ".join(f"{n} games/s (load)" for n in r["runs"]) + " |",
            "| --- |" + " --- |" * len(r["runs"])]
    for i in range(len(next(iter(r["runs"].values())))):
        out.append(f"| {i + 1} | " + " | ".join(
            f"{r['runs'][n][i]['games_s']:,.0f} ({r['runs'][n][i]['load_before']:.1f})"
            for n in r["runs"]) + " |")
    return out


def compile_(cfg) -> dict:
    with tempfile.TemporaryDirectory() as d:
        env = {"DECKSIM_NUMBA_CACHE": d}
        first = timed_subprocess(START_CODE, env)
        log(f"  first compile {first:.1f} s")
        cached = [timed_subprocess(START_CODE, env) for _ in range(3)]
    log(f"  cached start {statistics.median(cached):.1f} s ({', '.join(f'{c:.1f}' for c in cached)})")
    return {"first_compile_s": first, "cached_start_s": statistics.median(cached),
            "cached_runs_s": cached}


def compile_md(r: dict, cfg) -> list[str]:
    return ["A whole fresh process (`python -c`): import decksim, load and compile the two "
            "decks, play 4 greedy games. First compile: empty numba cache (a new temporary "
            "directory in DECKSIM_NUMBA_CACHE). Cached start: the same again with that cache "
            "filled, median of 3.", "",
            "| measure | seconds |", "| --- | --- |",
            f"| first compile | {r['first_compile_s']:.1f} |",
            f"| cached start | {r['cached_start_s']:.1f} |"]


def jit(cfg) -> dict:
    import subprocess
    n = cfg.nojit_games
    t = time.perf_counter()
    p = subprocess.run([sys.executable, "-c", NOJIT_CODE.format(n=n)], cwd=ROOT,
                       env={**os.environ, "NUMBA_DISABLE_JIT": "1"}, capture_output=True,
                       text=True, check=True)
    wall = time.perf_counter() - t
    res = json.loads(p.stdout.split("RESULT ", 1)[1])
    nojit = n / res["play_s"]
    m = load_pair()
    jitted, _ = games_per_second(m, ("greedy", "greedy"), max(cfg.games // 4, 500), 1,
                                 repeats=cfg.repeats)
    log(f"  NUMBA_DISABLE_JIT=1: {nojit:.2f} games/s ({n} games in {res['play_s']:.1f} s, "
        f"start-up {res['start_s']:.1f} s); jitted, 1 core: {jitted:,.0f} games/s; "
        f"x{jitted / nojit:,.0f}")
    return {"games": n, "nojit_games_s": nojit, "nojit_play_s": res["play_s"],
            "nojit_start_s": res["start_s"], "nojit_wall_s": wall,
            "jit_games_s": jitted, "factor": jitted / nojit}


def jit_md(r: dict, cfg) -> list[str]:
    return [f"{PAIR}, greedy vs greedy, one core. Without the JIT: a fresh process "
            f"with NUMBA_DISABLE_JIT=1 plays {r['games']} games (the same engine code run by "
            "the Python interpreter), games 0.. of root seed 1; the rate counts the games only "
            f"(start-up {r['nojit_start_s']:.1f} s excluded). Jitted: the same kernel "
            "compiled, in this process on one thread, games 0.. of root seeds 1, 2, 3 "
            "(median).", "",
            "| engine | games/s |", "| --- | --- |",
            f"| NUMBA_DISABLE_JIT=1 | {r['nojit_games_s']:.2f} |",
            f"| jitted | {r['jit_games_s']:,.0f} |",
            f"| JIT factor | x{r['factor']:,.0f} |"]


def _e2e_one(games: int, pilot: str, keep: Path | None) -> dict:
    """`decksim simulate --no-report` then `decksim report` on its run directory: the
    command's whole path (`simulate` without --no-report does both in one process)
    in two measured steps."""
    with tempfile.TemporaryDirectory(dir=keep) as tmp:
        out = Path(tmp) / "run"
        ff, so = (f"examples/decks/sve/{d}.txt" for d in ("forest_fairies", "sword_officers"))
        args = ["simulate", ff, so, "--games", str(games), "--seed", "1", "--pilot-a", pilot,
                "--pilot-b", pilot, "--out", "DIR", "--quiet", "--no-report"]
        steps = {}
        for step, argv in (("simulate", args), ("report", ["report", "DIR"])):
            shown = "decksim " + " ".join(argv)
            log(f"  $ {shown}")
            cmd = [sys.executable, "-m", "decksim"] + [str(out) if x == "DIR" else x for x in argv]
            r = run_measured(cmd, log=lambda s: log("    | " + s))
            if r["returncode"] != 0:
                raise RuntimeError(f"{shown} failed with status {r['returncode']}:\n{r['output']}")
            steps[step] = {"command": shown, **{k: v for k, v in r.items() if k != "output"}}
            if step == "simulate":
                m = re.search(r"([\d,]+) games in ([\d.]+)s \(([\d,]+) games/s, ([^)]*)\)",
                              r["output"])
        games_b = dir_bytes(out / "games")
        counters_b = dir_bytes(out / "cards") + dir_bytes(out / "turns")
        report_b = dir_bytes(out / "report")
        total_b = dir_bytes(out)
    wall = steps["simulate"]["wall_s"] + steps["report"]["wall_s"]
    return {"games": games, "pilots": f"{pilot} vs {pilot}", "steps": steps,
            "wall_s": wall, "simulate_s": steps["simulate"]["wall_s"],
            "report_s": steps["report"]["wall_s"], "games_s_wall": games / wall,
            "play_s": float(m.group(2)) if m else None,
            "games_s_play": float(m.group(3).replace(",", "")) if m else None,
            "backend": m.group(4) if m else "?",
            "games_bytes_per_game": games_b / games,
            "counters_bytes_per_game": counters_b / games,
            "report_bytes": report_b, "total_bytes": total_b,
            "total_bytes_per_game": total_b / games,
            "max_rss_mb": max(x["max_rss_bytes"] for x in steps.values()) / 2**20,
            "peak_tree_rss_mb": max(x["peak_tree_rss_bytes"] for x in steps.values()) / 2**20,
            "simulate_peak_tree_rss_mb": steps["simulate"]["peak_tree_rss_bytes"] / 2**20,
            "report_peak_tree_rss_mb": steps["report"]["peak_tree_rss_bytes"] / 2**20}


def e2e(cfg) -> dict:
    runs = [_e2e_one(cfg.e2e_games, cfg.e2e_pilot, cfg.tmp)]
    if cfg.big:
        if cfg.big_pilot != cfg.e2e_pilot:      # the same pilots at both sizes for memory
            runs.append(_e2e_one(cfg.e2e_games, cfg.big_pilot, cfg.tmp))
        runs.append(_e2e_one(cfg.big_games, cfg.big_pilot, cfg.tmp))
    for x in runs:
        log(f"  {x['games']:,} {x['pilots']}: {x['wall_s']:.1f} s, {x['games_bytes_per_game']:.1f} "
            f"B/game in games/, {x['total_bytes_per_game']:.1f} B/game in all, peak "
            f"{x['peak_tree_rss_mb']:.0f} MB (tree), {x['max_rss_mb']:.0f} MB (largest process)")
    return {"runs": runs}


def e2e_md(r: dict, cfg) -> list[str]:
    out = ["The real commands, each in a child process, from start to exit: `decksim "
           "simulate A B --games N --seed 1 --pilot-a P --pilot-b P --out DIR --quiet "
           "--no-report` (backend `auto`: threads below 100,000 games, worker processes "
           "from there; plays and writes the game shards, counter shards, manifest and "
           "summary), then `decksim report DIR` (CSV tables, plots, report.html: what "
           "`simulate` does at its end without `--no-report`). Total = the two. Play time is "
           "what `simulate` itself prints (from its first batch to its last). Bytes: `games/` "
           "shards / N, the `cards/` and `turns/` counter shards / N, and the whole run "
           "directory (counters, manifest, summary and report included) / N. Peak memory: the "
           "largest sum of resident memory over a command's process tree (sampled every "
           "0.2 s: the parent and its workers together; simulate / report), and the largest "
           "single process (ru_maxrss from wait4).", "",
           "| games | pilots | backend | total (s) | simulate (s) | play (s) | report (s) | "
           "games/s (total) | bytes/game, games/ | bytes/game, counters | bytes/game, whole "
           "run | peak memory, tree: simulate / report (MB) | peak memory, largest process "
           "(MB) |",
           "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for x in r["runs"]:
        play = f"{x['play_s']:.1f}" if x["play_s"] is not None else "?"
        out.append(f"| {x['games']:,} | {x['pilots']} | {x['backend']} | {x['wall_s']:.1f} | "
                   f"{x['simulate_s']:.1f} | {play} | {x['report_s']:.1f} | "
                   f"{x['games_s_wall']:,.0f} | {x['games_bytes_per_game']:.1f} | "
                   f"{x['counters_bytes_per_game']:.1f} | {x['total_bytes_per_game']:.1f} | "
                   f"{x['simulate_peak_tree_rss_mb']:.0f} / {x['report_peak_tree_rss_mb']:.0f} | "
                   f"{x['max_rss_mb']:.0f} |")
    runs = r["runs"]
    for x in runs:                      # memory against the number of games, same pilots
        for y in runs:
            if (x["pilots"] == y["pilots"] and x["backend"] == y["backend"]
                    and y["games"] > x["games"]):
                sim = y["simulate_peak_tree_rss_mb"] / max(x["simulate_peak_tree_rss_mb"], 1e-9)
                rep = y["report_peak_tree_rss_mb"] / max(x["report_peak_tree_rss_mb"], 1e-9)
                out += ["", f"Memory against the number of games ({y['pilots']}, "
                        f"{y['backend']}): {y['games']:,} games peaked at "
                        f"{y['simulate_peak_tree_rss_mb']:.0f} MB in simulate and "
                        f"{y['report_peak_tree_rss_mb']:.0f} MB in report, {x['games']:,} games "
                        f"at {x['simulate_peak_tree_rss_mb']:.0f} and "
                        f"{x['report_peak_tree_rss_mb']:.0f} MB: x{sim:.2f} and x{rep:.2f} for "
                        f"x{y['games'] / x['games']:.0f} the games."]
    return out


RUN = {"engine": (engine, engine_md, "Games per second"),
       "backends": (backends, backends_md, "Dask LocalCluster against plain processes"),
       "compile": (compile_, compile_md, "Compile and start-up"),
       "jit": (jit, jit_md, "The JIT's factor"),
       "e2e": (e2e, e2e_md, "End to end through the command: time, storage, memory"),
       "bss": (bss.run, bss.md, "Battle Spirits Standard: games per second and compile"),
       "riftbound": (riftbound.run, riftbound.md,
                     "Riftbound (1v1 Duel): games per second and compile")}


# ---------------------------------------------------------------- driver

def parse(argv):
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true",
                    help="everything small (a few minutes; first compile skipped unless "
                         "--only compile): checks the runner, not the machine")
    ap.add_argument("--only", default=None, help=f"comma-separated sections of {','.join(SECTIONS)}")
    ap.add_argument("--skip", default="", help="comma-separated sections to leave out")
    ap.add_argument("--games", type=int, default=None,
                    help="games per engine run (default 20,000; planner a tenth)")
    ap.add_argument("--repeats", type=int, default=None, help="runs per measurement (default 3)")
    ap.add_argument("--backend-games", type=int, default=None,
                    help="games per backend run (default 100,000: seconds of play, "
                         "not only the first batches)")
    ap.add_argument("--backend-pilot", default="greedy")
    ap.add_argument("--batch", type=int, default=2048, help="batch of the backend runs")
    ap.add_argument("--nojit-games", type=int, default=None,
                    help="games without the JIT (default 20)")
    ap.add_argument("--e2e-games", type=int, default=None,
                    help="games of the end-to-end run (default 1,000,000)")
    ap.add_argument("--e2e-pilot", default="greedy")
    ap.add_argument("--big", action="store_true",
                    help="also the memory run over --big-games streamed games (long)")
    ap.add_argument("--big-games", type=int, default=None, help="default 10,000,000")
    ap.add_argument("--big-pilot", default="random")
    ap.add_argument("--tmp", type=Path, default=None,
                    help="where the end-to-end run directories go (default: the system's "
                         "temporary directory; they are deleted after measuring)")
    ap.add_argument("--tag", default=None,
                    help="result file stem suffix (default: none, 'quick' with --quick)")
    cfg = ap.parse_args(argv)
    q = cfg.quick
    for key, full, quick in (("games", 20000, 2000), ("repeats", 3, 1),
                             ("backend_games", 100_000, 4000), ("nojit_games", 20, 4),
                             ("e2e_games", 1_000_000, 20000), ("big_games", 10_000_000, 200_000)):
        if getattr(cfg, key) is None:
            setattr(cfg, key, quick if q else full)
    if cfg.tag is None:
        cfg.tag = "quick" if q else ""
    chosen = cfg.only.split(",") if cfg.only else [s for s in SECTIONS
                                                   if not (q and s == "compile")]
    bad = [s for s in chosen + [s for s in cfg.skip.split(",") if s] if s not in SECTIONS]
    if bad:
        ap.error(f"unknown section(s) {', '.join(bad)}; choose from {', '.join(SECTIONS)}")
    cfg.sections = [s for s in chosen if s not in cfg.skip.split(",")]
    return cfg


def write(res: dict, cfg) -> Path:
    RESULTS.mkdir(exist_ok=True)
    stem = "bench" + (f"-{cfg.tag}" if cfg.tag else "")
    (RESULTS / f"{stem}.json").write_text(json.dumps(res, indent=1) + "\n")
    mc = res["machine"]
    lines = [f"# Benchmarks ({res['started']})", "",
             f"Command: `{res['command']}` (commit {res['commit']}). Machine: {mc['cpu']}, "
             f"{mc['cores']} cores, {mc['os']}; Python {mc['python']}, numba {mc['numba']}, "
             f"numpy {mc['numpy']}. Load average (1 min) at the start: {res['load_start']:.2f}"
             + (f", at the end: {res['load_end']:.2f}" if "load_end" in res else "")
             + (f". Duration: {res['duration_s'] / 60:.1f} min." if "duration_s" in res else ".")]
    if cfg.quick:
        lines += ["", "**--quick: small sizes to check the runner; not a measurement.**"]
    for s in cfg.sections:
        if s in res["sections"]:
            fn, md, title = RUN[s]
            lines += ["", f"## {title}", ""] + md(res["sections"][s], cfg)
        elif s in res.get("errors", {}):
            lines += ["", f"## {RUN[s][2]}", "", "Failed:", "", "```", res["errors"][s].rstrip(),
                      "```"]
    path = RESULTS / f"{stem}.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    cfg = parse(argv)
    t0 = time.perf_counter()
    res = {"command": shlex.join(["python", "-m", "benchmarks", *argv]), "started": utc_now(),
           "commit": git_commit(), "machine": machine(), "load_start": os.getloadavg()[0],
           "config": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(cfg).items()},
           "sections": {}, "errors": {}}
    path = None
    for s in cfg.sections:
        log(f"== {s} ({RUN[s][2]})")
        t = time.perf_counter()
        try:
            res["sections"][s] = RUN[s][0](cfg)
        except Exception as e:          # one broken section must not lose the others
            res["errors"][s] = f"{type(e).__name__}: {e}"
            log(f"  FAILED: {res['errors'][s]}")
        log(f"  ({time.perf_counter() - t:.0f} s)")
        path = write(res, cfg)
    res["load_end"] = os.getloadavg()[0]
    res["duration_s"] = time.perf_counter() - t0
    path = write(res, cfg)
    log(f"wrote {path} and {path.with_suffix('.json')} in {res['duration_s'] / 60:.1f} min")
    return 1 if res["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
