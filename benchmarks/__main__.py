"""Engine benchmarks: games/s per pilot pair on one core and on all cores,
compile time, cached start, and the JIT's factor. Writes
benchmarks/results/engine.md and engine.json."""
from __future__ import annotations

import json
import os
import sys
import tempfile

from benchmarks.common import RESULTS, games_per_second, load_pair, machine, timed_subprocess

START_CODE = """
import numpy as np, decksim
from decksim.sim.runner import Matchup, pilot_vector
from decksim.sim.seeding import game_seeds
pool = decksim.pool()
a = decksim.load_deck_file('examples/decks/sve/forest_fairies.txt', pool)
b = decksim.load_deck_file('examples/decks/sve/sword_officers.txt', pool)
m = Matchup.build(a, b, pool)
PR = np.stack([pilot_vector('greedy'), pilot_vector('greedy')])
m.play(PR, game_seeds(1, 0, 4), -np.ones(4, np.int64))
"""


def main(argv=None) -> int:
    quick = "--quick" in (argv or sys.argv[1:])
    n = 2000 if quick else 20000
    cores = os.cpu_count() or 1
    res = {"machine": machine(), "games_per_run": n, "rows": []}
    with tempfile.TemporaryDirectory() as d:
        env = {"DECKSIM_NUMBA_CACHE": d}
        res["first_compile_s"] = timed_subprocess(START_CODE, env)
        res["cached_start_s"] = timed_subprocess(START_CODE, env)
    print(f"first compile {res['first_compile_s']:.1f}s, cached start "
          f"{res['cached_start_s']:.1f}s", flush=True)
    m = load_pair()
    for pilots, games in ((("random", "random"), n), (("greedy", "greedy"), n),
                          (("planner", "planner"), max(n // 10, 200))):
        one, _ = games_per_second(m, pilots, games, 1)
        allc, _ = games_per_second(m, pilots, games, cores)
        row = {"pilots": "-".join(pilots), "games": games, "one_core": one, "all_cores": allc,
               "speedup": allc / one}
        res["rows"].append(row)
        print(f"{row['pilots']:<16} 1 core {one:>9,.0f} games/s   {cores} cores {allc:>9,.0f} "
              f"games/s   x{row['speedup']:.2f}", flush=True)
    nojit = timed_subprocess(START_CODE.replace("game_seeds(1, 0, 4), -np.ones(4",
                                                "game_seeds(1, 0, 20), -np.ones(20"),
                             {"NUMBA_DISABLE_JIT": "1"})
    res["nojit_games_per_s"] = 20 / nojit
    print(f"NUMBA_DISABLE_JIT=1: {res['nojit_games_per_s']:.1f} games/s (incl. start-up)")
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "engine.json").write_text(json.dumps(res, indent=2))
    mc = res["machine"]
    lines = [f"# Engine benchmark ({mc['date']})", "",
             f"Machine: {mc['cpu']}, {mc['cores']} cores; Python {mc['python']}, numba "
             f"{mc['numba']}, numpy {mc['numpy']}. Command: `python -m benchmarks`. Decks: "
             "forest_fairies vs sword_officers. Medians of 3 runs.", "",
             "| pilots | games/run | 1 core (games/s) | all cores (games/s) | speedup |",
             "| --- | --- | --- | --- | --- |"]
    for r in res["rows"]:
        lines.append(f"| {r['pilots']} | {r['games']:,} | {r['one_core']:,.0f} | "
                     f"{r['all_cores']:,.0f} | x{r['speedup']:.2f} |")
    lines += ["", f"First compile (empty cache, whole process): {res['first_compile_s']:.1f} s. "
              f"Cached start (whole process, 4 games): {res['cached_start_s']:.1f} s. "
              f"Without the JIT (NUMBA_DISABLE_JIT=1, 20 greedy games incl. start-up): "
              f"{res['nojit_games_per_s']:.1f} games/s."]
    (RESULTS / "engine.md").write_text("\n".join(lines) + "\n")
    print(f"wrote {RESULTS / 'engine.md'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
