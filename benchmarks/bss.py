"""Battle Spirits Standard in `python -m benchmarks` (section "bss"): games per
second of the example decks' random, default and expert pilots on one core and on all
(each example deck against every other, one matchup per pair in turn), and the
engine's first compile and cached start in a fresh process."""
from __future__ import annotations

import glob
import os
import statistics
import tempfile

from benchmarks.common import ROOT, games_per_second, timed_subprocess

EXPERT_GAMES = 40      # a pair: the expert plays about a hundred games a second
DECKS = sorted(glob.glob(str(ROOT / "examples" / "decks" / "bss" / "*.txt")))
START_CODE = """
import numpy as np
from decksim import games
from decksim.sim.seeding import game_seeds
g = games.get("bss")
pool = g.pool()
a = g.load_deck("examples/decks/bss/st01_red_star_dragons.txt", pool)
b = g.load_deck("examples/decks/bss/st02_purple_undead.txt", pool)
m = g.matchup(a, b, pool)
PR = np.stack([g.pilot_vector("greedy"), g.pilot_vector("greedy")])
m.play(PR, game_seeds(1, 0, 4), -np.ones(4, np.int64))
"""


def matchups():
    from decksim import games
    g = games.get("bss")
    pool = g.pool()
    decks = [g.load_deck(f, pool) for f in DECKS]
    return [g.matchup(a, b, pool) for i, a in enumerate(decks) for b in decks[i + 1:]]


def run(cfg) -> dict:
    from decksim.sim.backends import cores
    k = cores()
    ms = matchups()
    rows = []
    for pilots in (("random", "random"), ("greedy", "greedy"), ("expert", "expert")):
        games = EXPERT_GAMES if pilots[0] == "expert" else max(cfg.games // 4, 500)
        one = [games_per_second(m, pilots, games, 1, repeats=1)[0] for m in ms]
        allc = [games_per_second(m, pilots, games, k, repeats=1)[0] for m in ms]
        rows.append({"pilots": " vs ".join(pilots), "games": games, "pairs": len(ms),
                     "one_core": statistics.median(one), "one_core_min": min(one),
                     "all_cores": statistics.median(allc)})
        print(f"  {rows[-1]['pilots']:<18} 1 core {rows[-1]['one_core']:>9,.0f} games/s (median "
              f"of {len(ms)} pairs, slowest {min(one):,.0f})   {k} cores "
              f"{rows[-1]['all_cores']:>9,.0f}", flush=True)
    with tempfile.TemporaryDirectory() as d:
        env = {"DECKSIM_NUMBA_CACHE": d}
        first = timed_subprocess(START_CODE, env)
        cached = [timed_subprocess(START_CODE, env) for _ in range(3)]
    print(f"  first compile {first:.1f} s, cached start {statistics.median(cached):.1f} s",
          flush=True)
    return {"cores": k, "rows": rows, "first_compile_s": first,
            "cached_start_s": statistics.median(cached), "load": os.getloadavg()[0]}


def md(r: dict, cfg) -> list[str]:
    out = [f"The {len(DECKS)} example decks of examples/decks/bss/, each against every other "
           f"({r['rows'][0]['pairs']} pairs), in one process (`Matchup.play`, no storage); the "
           "median over the pairs of one run each, and the slowest pair.", "",
           f"| pilots | games/run | 1 core (games/s) | slowest pair | {r['cores']} cores "
           "(games/s) |", "| --- | --- | --- | --- | --- |"]
    for x in r["rows"]:
        out.append(f"| {x['pilots']} | {x['games']:,} | {x['one_core']:,.0f} | "
                   f"{x['one_core_min']:,.0f} | {x['all_cores']:,.0f} |")
    out += ["", "A whole fresh process: load two decks, compile the Battle Spirits engine and "
            "play 4 greedy games.", "", "| measure | seconds |", "| --- | --- |",
            f"| first compile (empty cache) | {r['first_compile_s']:.1f} |",
            f"| cached start (median of 3) | {r['cached_start_s']:.1f} |"]
    return out
