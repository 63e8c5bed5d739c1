"""Battle Spirits Standard in `python -m benchmarks` (section "bss"): games per
second of the example decks' random, default and expert pilots on one core and on all
(each example deck against every other, one matchup per pair in turn), and the
engine's first compile and cached start in a fresh process."""
from __future__ import annotations

import os
import statistics

from benchmarks.common import (
    compile_and_start, example_decks, games_per_second, pair_matchups, start_code,
)

EXPERT_GAMES = 40      # a pair: the expert plays about a hundred games a second
DECKS = example_decks("bss")
START_CODE = start_code("bss", "st01_red_star_dragons", "st02_purple_undead")


def run(cfg) -> dict:
    from decksim.sim.backends import cores
    k = cores()
    ms = pair_matchups("bss")
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
    first, cached = compile_and_start(START_CODE)
    return {"cores": k, "rows": rows, "first_compile_s": first,
            "cached_start_s": cached, "load": os.getloadavg()[0]}


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
