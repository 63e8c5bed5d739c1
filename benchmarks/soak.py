"""Soak run: millions of games over randomly built legal decks from the whole card
pool and every pilot, on every core, counting what must never happen.

    python -m benchmarks.soak [--games 10000000] [--decks 300] [--seed 1]
                              [--batch 1000] [--check-every 100] [--workers K]
                              [--planner-weight 0.1] [--tag NAME]

- Decks: `--decks` random decks built from `--seed` (`random_deck`): a leader, a
  main deck of 40-50 cards of its class and Neutral with at most 3 copies of a
  name, an evolve deck of 0-10 evolved cards (at most 3 of a name) whose names are
  in the main deck. Each is written out and read back through decksim's own deck
  validator (`parse_deck_text`, rule 6.1) before use.
- Batches of `--batch` games: two random decks (any classes), a pilot for each
  (random, greedy, aggro, control, planner; the planner is about 10x slower than
  the others, so it is drawn with weight `--planner-weight` against 1 for each
  other pilot), random first player, streams of their own. Every
  `--check-every`-th batch runs with the engine's invariant checks after every
  action (`Matchup.play(check=True)`: cards conserved across zones, PP, zone
  sizes, EP; column R_BAD of the records).
- Counted: crashes (an exception from a batch, or a worker process that died),
  games stopped by the safety cap (end reason END_CAP), and invariant
  violations (checked games with R_BAD != 0, or a game without a winner).

Writes benchmarks/results/soak.md and soak.json (soak-<tag>.* with --tag) with
the command, the duration and the three counts, and exits with status 1 if any
of them is not 0. Every failure is listed with what reproduces it (decks,
pilots, seed, game range, check).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

PILOTS = ("random", "greedy", "aggro", "control", "planner")
MAX_EXAMPLES = 25
# Self-test of the counting: DECKSIM_SOAK_INJECT="raise:3,exit:5" makes batch 3 raise
# and batch 5 kill its worker process.
INJECT = "DECKSIM_SOAK_INJECT"


# ------------------------------------------------------------ random decks

def random_deck(pool, rnd: random.Random, name: str = "random", cls: str | None = None):
    """A random legal deck (rule 6.1) from the whole pool: one leader, 40-50 main
    deck cards of its class and Neutral (at most 3 of a name), 0-10 evolved cards
    of names in the main deck (at most 3 of a name). Validated by decksim's deck
    validator (format_deck -> parse_deck_text); returns the validator's Deck."""
    from decksim.cards.decklist import (EVOLVE_MAX, MAIN_MAX, MAIN_MIN, MAX_COPIES, Deck,
                                        format_deck, parse_deck_text)
    leaders = sorted((c for c in pool if c.type == "leader" and not c.token),
                     key=lambda c: c.id)
    if cls is None:
        cls = rnd.choice(sorted({c.cls for c in leaders}))
    leader = rnd.choice([c for c in leaders if c.cls == cls])
    by_name: dict[str, list] = {}
    for c in sorted(pool, key=lambda c: c.id):
        if c.is_main_deck_card and c.cls in (cls, "Neutral"):
            by_name.setdefault(c.name.lower(), []).append(c)
    names = sorted(by_name)
    size = min(rnd.randint(MAIN_MIN, MAIN_MAX), MAX_COPIES * len(names))
    if size < MAIN_MIN:
        raise ValueError(f"{cls}: only {len(names)} card names, too few for a legal deck")
    count: Counter = Counter()
    rnd.shuffle(names)
    while sum(count.values()) < size:
        for n in names:
            room = min(MAX_COPIES - count[n], size - sum(count.values()))
            if room > 0:
                count[n] += rnd.randint(1, room)
    main = [rnd.choice(by_name[n]) for n in names for _ in range(count[n])]
    rnd.shuffle(main)
    evolve = []
    target = rnd.randint(0, EVOLVE_MAX)
    for n in names:
        if not count[n] or len(evolve) >= target:
            continue
        evos = [e for e in pool.by_name(by_name[n][0].name, evolved=True)
                if not e.token and e.cls in (cls, "Neutral")]
        if evos:
            evolve += [rnd.choice(evos)] * min(rnd.randint(0, MAX_COPIES), target - len(evolve))
    deck = Deck(name=name, path="<soak>", leader=leader, main=main, evolve=evolve, warnings=[])
    checked = parse_deck_text(format_deck(deck), pool, path=f"<soak {name}>")   # DeckError if not legal
    if checked.content_hash != deck.content_hash:
        raise AssertionError(f"{name}: the validator read back a different deck")
    checked.name = name
    return checked


def build_decks(pool, n: int, seed: int) -> list:
    rnd = random.Random(seed)
    return [random_deck(pool, rnd, name=f"soak-{seed}-{i:04d}") for i in range(n)]


# ------------------------------------------------------------ batches

def plan_batches(games: int, batch: int, n_decks: int, seed: int, check_every: int,
                 planner_weight: float):
    """The batches of a soak run, each a dict: k, a, b (deck indices), pa, pb (pilots),
    start, games (streams start .. start+games-1 of the root seed), check."""
    rnd = random.Random(seed * 1_000_003 + 17)
    weights = [planner_weight if p == "planner" else 1.0 for p in PILOTS]
    k = start = 0
    while start < games:
        n = min(batch, games - start)
        pa, pb = rnd.choices(PILOTS, weights, k=2)
        yield {"k": k, "a": rnd.randrange(n_decks), "b": rnd.randrange(n_decks), "pa": pa,
               "pb": pb, "start": start, "games": n,
               "check": check_every > 0 and k % check_every == 0}
        k += 1
        start += n


_W: dict = {}


def _worker_init(seed: int, n_decks: int, threads: int | None) -> None:
    import numba
    if threads is not None:
        numba.set_num_threads(threads)
    import decksim
    from decksim.cards.compile import compile_pool
    from decksim.games.sve import GAME
    GAME.load_engine()               # loads or compiles the engine
    pool = decksim.pool()
    _W.update(seed=seed, pool=pool, cp=compile_pool(pool), decks=build_decks(pool, n_decks, seed))


def play_batch(spec: dict) -> dict:
    """Play one batch; never raises (an exception is returned as a crash)."""
    import numpy as np

    from decksim.core.sve import game as G
    from decksim.core.sve.records import END_CAP
    from decksim.games.sve.matchup import Matchup
    from decksim.games.sve.pilots import pilot_vector
    from decksim.sim.seeding import game_seeds
    t = time.perf_counter()
    out = {"k": spec["k"], "games": 0, "cap": 0, "bad": 0, "unfinished": 0, "checked": 0,
           "codes": [], "reasons": {}, "error": None}
    try:
        inject = dict(x.split(":")[::-1] for x in os.environ.get(INJECT, "").split(",") if x)
        if inject.get(str(spec["k"])) == "exit":
            os._exit(3)
        if inject.get(str(spec["k"])) == "raise":
            raise RuntimeError(f"{INJECT}: injected failure in batch {spec['k']}")
        decks = _W["decks"]
        m = Matchup.build(decks[spec["a"]], decks[spec["b"]], _W["pool"], _W["cp"])
        PR = np.stack([pilot_vector(spec["pa"]), pilot_vector(spec["pb"])])
        n = spec["games"]
        rec = m.play(PR, game_seeds(_W["seed"], spec["start"], n), -np.ones(n, np.int64),
                     check=spec["check"])
        out["games"] = n
        out["cap"] = int((rec[:, G.R_REASON] == END_CAP).sum())
        out["unfinished"] = int((rec[:, G.R_WINNER] < 0).sum())
        out["reasons"] = {int(r): int(c) for r, c in zip(*np.unique(rec[:, G.R_REASON],
                                                                   return_counts=True))}
        if spec["check"]:
            out["checked"] = n
            bad = rec[:, G.R_BAD] != 0
            out["bad"] = int(bad.sum())
            out["codes"] = sorted(set(rec[bad, G.R_BAD].tolist()))
    except Exception:
        out["error"] = traceback.format_exc(limit=8)
    out["seconds"] = time.perf_counter() - t
    return out


# ------------------------------------------------------------ the run

def _run_batches(specs, workers: int, init_args, on_result, on_ready=lambda: None) -> int:
    """Play the batches (in this process when workers == 0, else in `workers` spawned
    processes of one thread each); returns how many times a worker died."""
    if workers == 0:
        _worker_init(*init_args)
        on_ready()
        for s in specs:
            on_result(s, play_batch(s))
        return 0
    import multiprocessing
    from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
    from concurrent.futures.process import BrokenProcessPool

    def new_pool():
        ex = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                                 initializer=_worker_init, initargs=init_args)
        for f in [ex.submit(os.getpid) for _ in range(workers)]:
            f.result()
        return ex

    deaths = 0
    specs = iter(specs)
    ex = new_pool()
    on_ready()
    inflight = {}
    suspects: list = []        # batches in flight when a worker died: replayed one at a time
    alone = False              # replaying a suspect alone
    found = 0                  # suspects that killed a worker again when alone
    try:
        while True:
            if not inflight:
                if suspects:
                    alone = True
                    s = suspects.pop(0)
                    inflight[ex.submit(play_batch, s)] = s
                elif alone:    # every suspect replayed
                    if not found:
                        on_result(None, {"detail": "a worker process died; no batch in flight "
                                         "then killed a worker when replayed alone"})
                    alone, found = False, 0
            if not alone:
                while len(inflight) < 3 * workers:
                    s = next(specs, None)
                    if s is None:
                        break
                    inflight[ex.submit(play_batch, s)] = s
            if not inflight:
                return deaths
            done, _ = wait(list(inflight), return_when=FIRST_COMPLETED)
            broken = []
            for f in done:
                s = inflight.pop(f)
                try:
                    on_result(s, f.result())
                except BrokenProcessPool:
                    broken.append(s)
            if broken:
                deaths += 1
                lost = broken + list(inflight.values())
                inflight.clear()
                if alone:      # this batch killed its worker on its own: a crash
                    found += 1
                    on_result(lost[0], {"died": True})
                else:          # which batch did it? replay each alone
                    suspects.extend(sorted(lost, key=lambda s: s["k"]))
                ex.shutdown(wait=False, cancel_futures=True)
                ex = new_pool()
    finally:
        ex.shutdown(wait=False, cancel_futures=True)


def run_soak(games: int = 10_000_000, decks: int = 300, seed: int = 1, batch: int = 1000,
             check_every: int = 100, workers: int | None = None, planner_weight: float = 0.1,
             progress: float = 10.0, stream=None) -> dict:
    """Run the soak; returns the results (what soak.json holds, without the machine).
    workers=0 plays in this process (tests); None = every core."""
    import decksim
    from decksim.core.sve.records import END_CAP
    from decksim.sim.backends import cores
    from decksim.core.sve.records import END_NAMES as END_REASONS
    stream = stream or sys.stderr
    if workers is None:
        workers = cores()
    pool = decksim.pool()
    deck_list = build_decks(pool, decks, seed)          # validated here before any game
    specs = list(plan_batches(games, batch, decks, seed, check_every, planner_weight))
    res = {"games_requested": games, "games_played": 0, "batches": len(specs), "decks": decks,
           "seed": seed, "batch": batch, "check_every": check_every,
           "planner_weight": planner_weight, "workers": workers,
           "crashes": 0, "cap_games": 0, "invariant_violations": 0, "unfinished_games": 0,
           "startup_s": 0.0,
           "checked_games": 0, "checked_batches": 0, "worker_deaths": 0,
           "end_reasons": Counter(), "pilot_games": Counter(),
           "classes": dict(Counter(d.cls for d in deck_list)),
           "deck_sizes": {"main": [min(len(d.main) for d in deck_list),
                                   max(len(d.main) for d in deck_list)],
                          "evolve": [min(len(d.evolve) for d in deck_list),
                                     max(len(d.evolve) for d in deck_list)]},
           "failures": []}
    t0 = last = time.perf_counter()
    ready = [t0]

    def on_ready():
        ready[0] = time.perf_counter()
        res["startup_s"] = ready[0] - t0

    def example(kind, s, detail):
        if len(res["failures"]) < MAX_EXAMPLES:
            d = {"kind": kind, "detail": detail}
            if s is not None:
                d.update(batch=s["k"], seed=seed, streams=[s["start"], s["start"] + s["games"]],
                         pilots=[s["pa"], s["pb"]], check=s["check"],
                         decks=[{"name": deck_list[i].name, "hash": deck_list[i].content_hash}
                                for i in (s["a"], s["b"])])
            res["failures"].append(d)

    def on_result(s, r):
        nonlocal last
        if s is None:            # a worker died, but no batch reproduced it alone
            res["crashes"] += 1
            example("worker died", None, r["detail"])
        elif r.get("died"):
            res["crashes"] += 1
            example("worker died", s, "this batch killed its worker process (replayed alone)")
        elif r["error"]:
            res["crashes"] += 1
            example("exception", s, r["error"])
        else:
            res["games_played"] += r["games"]
            res["cap_games"] += r["cap"]
            res["invariant_violations"] += r["bad"] + r["unfinished"]
            res["unfinished_games"] += r["unfinished"]
            res["checked_games"] += r["checked"]
            res["checked_batches"] += int(s["check"])
            res["pilot_games"][f"{s['pa']} vs {s['pb']}"] += r["games"]
            for reason, c in r["reasons"].items():
                res["end_reasons"][END_REASONS.get(reason, str(reason))] += c
            if r["cap"]:
                example("cap", s, f"{r['cap']} games ended by the safety cap (END_CAP={END_CAP})")
            if r["bad"]:
                example("invariant", s, f"{r['bad']} games broke invariants, codes {r['codes']}")
            if r["unfinished"]:
                example("unfinished", s, f"{r['unfinished']} games without a winner")
        now = time.perf_counter()
        if progress and now - last >= progress:
            last = now
            _progress(res, now - ready[0], stream)

    res["worker_deaths"] = _run_batches(specs, workers, (seed, decks, 1 if workers else None),
                                        on_result, on_ready)
    res["duration_s"] = time.perf_counter() - t0
    res["games_per_s"] = res["games_played"] / max(time.perf_counter() - ready[0], 1e-9)
    if progress:
        _progress(res, time.perf_counter() - ready[0], stream)
    res["end_reasons"] = dict(res["end_reasons"])
    res["pilot_games"] = dict(sorted(res["pilot_games"].items()))
    return res


def _progress(res, el, stream) -> None:
    done, total = res["games_played"], res["games_requested"]
    rate = done / max(el, 1e-9)
    left = (total - done) / rate if rate else float("inf")
    stream.write(f"{time.strftime('%H:%M:%S')} {done:,}/{total:,} games ({100 * done / total:.1f}%)"
                 f"  {rate:,.0f} games/s  {left / 60:.1f} min left | crashes {res['crashes']}, "
                 f"cap {res['cap_games']}, invariant violations {res['invariant_violations']} "
                 f"({res['checked_games']:,} games checked)\n")
    stream.flush()


def failed(res: dict) -> bool:
    return bool(res["crashes"] or res["cap_games"] or res["invariant_violations"]
                or res["games_played"] < res["games_requested"])


def write(res: dict, stem: str) -> Path:
    from benchmarks.common import RESULTS
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{stem}.json").write_text(json.dumps(res, indent=1) + "\n")
    mc = res["machine"]
    ok = "PASS" if not failed(res) else "FAIL"
    lines = [f"# Soak run ({res['started']}): {ok}", "",
             f"Command: `{res['command']}` (commit {res['commit']}). Machine: {mc['cpu']}, "
             f"{mc['cores']} cores; Python {mc['python']}, numba {mc['numba']}. "
             f"Duration: {res['duration_s'] / 60:.1f} min, of which {res['startup_s']:.0f} s "
             f"start-up (building and validating the decks, starting the workers, loading "
             f"the engine); then {res['games_per_s']:,.0f} games/s on {res['workers']} "
             f"worker processes of one thread.", "",
             "| count | value |", "| --- | --- |",
             f"| games played | {res['games_played']:,} of {res['games_requested']:,} |",
             f"| crashes (exceptions from a batch, batches that kill their worker) | "
             f"{res['crashes']} |",
             f"| games stopped by the safety cap (END_CAP) | {res['cap_games']} |",
             f"| invariant violations (in checked games) | {res['invariant_violations']} |",
             f"| games checked for invariants | {res['checked_games']:,} "
             f"({res['checked_batches']} batches, 1 in {res['check_every']}) |",
             f"| worker processes that died (their batches replayed one by one) | "
             f"{res['worker_deaths']} |", "",
             f"Decks: {res['decks']} random legal decks from seed {res['seed']} (each checked "
             f"by the deck validator; main {res['deck_sizes']['main'][0]}-"
             f"{res['deck_sizes']['main'][1]} cards, evolve {res['deck_sizes']['evolve'][0]}-"
             f"{res['deck_sizes']['evolve'][1]}; classes "
             + ", ".join(f"{k} {v}" for k, v in sorted(res["classes"].items())) + "). "
             f"Batches of {res['batch']:,} games, two random decks and a pilot each, drawn "
             f"with weight 1 for random, greedy, aggro and control and "
             f"{res['planner_weight']} for the planner (about 10x slower). End reasons: "
             + ", ".join(f"{k} {v:,}" for k, v in sorted(res["end_reasons"].items())) + ".",
             "", "| pilots | games |", "| --- | --- |"]
    lines += [f"| {k} | {v:,} |" for k, v in res["pilot_games"].items()]
    if res["failures"]:
        lines += ["", f"## Failures (the first {MAX_EXAMPLES})", ""]
        for f in res["failures"]:
            lines += [f"- {f['kind']}: batch {f.get('batch')}, pilots {f.get('pilots')}, "
                      f"streams {f.get('streams')} of seed {f.get('seed')}, check "
                      f"{f.get('check')}, decks {f.get('decks')}:", "", "```",
                      f["detail"].rstrip(), "```"]
    path = RESULTS / f"{stem}.md"
    path.write_text("\n".join(lines) + "\n")
    return path


def main(argv=None) -> int:
    from benchmarks.common import git_commit, machine, utc_now
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=10_000_000)
    ap.add_argument("--decks", type=int, default=300, help="random decks to build (default 300)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=1000, help="games per batch (default 1,000)")
    ap.add_argument("--check-every", type=int, default=100,
                    help="every N-th batch runs with invariant checks (default 100; 0 none)")
    ap.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    ap.add_argument("--planner-weight", type=float, default=0.1,
                    help="weight of the planner when drawing pilots (others 1; default 0.1)")
    ap.add_argument("--progress", type=float, default=10.0, help="seconds between progress lines")
    ap.add_argument("--tag", default="", help="result file stem suffix (soak-TAG.md)")
    a = ap.parse_args(argv)
    started = utc_now()
    res = run_soak(a.games, a.decks, a.seed, a.batch, a.check_every, a.workers,
                   a.planner_weight, a.progress)
    res = {"command": shlex.join(["python", "-m", "benchmarks.soak", *argv]), "started": started,
           "commit": git_commit(), "machine": machine(), **res}
    path = write(res, "soak" + (f"-{a.tag}" if a.tag else ""))
    print(f"{'FAIL' if failed(res) else 'PASS'}: {res['games_played']:,} games in "
          f"{res['duration_s'] / 60:.1f} min; crashes {res['crashes']}, cap {res['cap_games']}, "
          f"invariant violations {res['invariant_violations']}; wrote {path}")
    return 1 if failed(res) else 0


if __name__ == "__main__":
    raise SystemExit(main())
