"""Local backends compared: threads in one process vs worker processes (one
thread each) vs a Dask LocalCluster, on every core, through the whole
`decksim simulate --out` path (kernel, records, parquet shards, manifest).
Also the stored size per game.

    python -m benchmarks.backends [--games N] [--repeats R] [--pilot greedy]

Writes results/backends.md and results/backends.json.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.common import DECKS, RESULTS, machine


def one(backend: str, games: int, pilot: str, workers: int, batch: int) -> dict:
    import decksim
    from decksim.sim import jobs
    from decksim.sim.storage import shard_files
    pool = decksim.pool()
    a = decksim.load_deck_file(DECKS / "forest_fairies.txt", pool)
    b = decksim.load_deck_file(DECKS / "sword_officers.txt", pool)
    with tempfile.TemporaryDirectory() as tmp:
        t = time.perf_counter()
        o = jobs.simulate(a, b, pool, games=games, seed=1, pilot_a=pilot, pilot_b=pilot,
                          batch=batch, out=Path(tmp) / "run", backend=backend, workers=workers,
                          progress="off")
        wall = time.perf_counter() - t
        run = Path(tmp) / "run"
        size = sum(p.stat().st_size for p in shard_files(run))
        counters = sum(p.stat().st_size for k in ("cards", "turns") for p in shard_files(run, k))
    return {"wall": wall, "games_s": games / o.elapsed, "start": wall - o.elapsed,
            "bytes_per_game": size / games, "counter_bytes_per_game": counters / games}


def main(argv=None) -> None:
    from decksim.sim.backends import cores
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--batch", type=int, default=2048)
    ap.add_argument("--backends", default="threads,processes,dask")
    ap.add_argument("--tag", default="", help="suffix of the result files")
    a = ap.parse_args(argv)
    k = cores()
    one("threads", 64, a.pilot, k, a.batch)           # warm the engine in this process
    names = tuple(a.backends.split(","))
    from decksim.sim.backends import BACKENDS
    bad = [n for n in names if n not in BACKENDS or n == "auto"]
    if bad:
        raise SystemExit(f"benchmarks.backends: unknown backend {', '.join(bad)} in --backends "
                         f"(choose from {', '.join(b for b in BACKENDS if b != 'auto')})")
    runs = {n: [] for n in names}
    for _ in range(a.repeats):           # interleaved, so a busy spell hits every backend
        for n in names:
            load = os.getloadavg()[0]
            runs[n].append({**one(n, a.games, a.pilot, k, a.batch), "load_before": load})
            print(n, {key: round(v, 2) for key, v in runs[n][-1].items()}, flush=True)
    rows = {}
    for n in names:
        rows[n] = {key: statistics.median(r[key] for r in runs[n]) for key in runs[n][0]}
        rows[n]["runs"] = runs[n]
    m = machine()
    RESULTS.mkdir(exist_ok=True)
    stem = "backends" + (f"-{a.tag}" if a.tag else "")
    (RESULTS / f"{stem}.json").write_text(json.dumps(
        {"machine": m, "games": a.games, "pilot": a.pilot, "workers": k, "batch": a.batch,
         "results": rows}, indent=1))
    lines = [
        "# Local backends", "",
        f"{m['date']}, {m['cpu']}, {m['cores']} cores, Python {m['python']}, numba {m['numba']}. "
        f"forest_fairies vs sword_officers, {a.pilot} vs {a.pilot}, {a.games:,} games, "
        f"{k} workers, batch {a.batch}, medians of {a.repeats} runs, through "
        "`decksim.sim.jobs.simulate` into a run directory (parquet shards and manifest "
        "included). `python -m benchmarks.backends`.", "",
        "| backend | games/s (playing and storing) | start-up (s) | wall time (s) |",
        "| --- | --- | --- | --- |"]
    for name, r in rows.items():
        lines.append(f"| {name} | {r['games_s']:,.0f} | {r['start']:.1f} | {r['wall']:.1f} |")
    r = next(iter(rows.values()))     # every backend stores the same shards
    lines += ["", f"Stored: {r['bytes_per_game']:.1f} bytes per game in `games/` (zstd, small "
              f"integer types), plus {r['counter_bytes_per_game']:.1f} bytes per game of "
              f"per-card and per-turn counters in `cards/` and `turns/` (a fixed size per "
              f"shard: larger batches make it smaller)."]
    lines += ["", "Start-up: processes spawn and load the cached engine in every worker; Dask "
              "also starts a scheduler and its workers (a LocalCluster here)."]
    lines += ["", "Every run (interleaved; load = 1-minute load average of the machine before it):",
              "", "| round | " + " | ".join(f"{n} games/s (load)" for n in names) + " |",
              "| --- |" + " --- |" * len(names)]
    for i in range(a.repeats):
        lines.append(f"| {i + 1} | " + " | ".join(
            f"{runs[n][i]['games_s']:,.0f} ({runs[n][i]['load_before']:.1f})" for n in names) + " |")
    (RESULTS / f"{stem}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
