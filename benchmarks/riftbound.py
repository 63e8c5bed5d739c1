"""Riftbound (1v1 Duel) in `python -m benchmarks` (section "riftbound"): games
per second of the precons' random, greedy and expert pilots on one core and on all
(each precon against every other, one matchup per pair in turn), greedy with
the per-card and per-turn counters a run stores, and the engine's first compile
and cached start in a fresh process."""
from __future__ import annotations

import os
import statistics
import time

import numpy as np

from benchmarks.common import (
    compile_and_start, example_decks, games_per_second, pair_matchups, start_code,
)

DECKS = example_decks("riftbound")
EXPERT_GAMES = 40      # a pair: the expert plays a few hundred games a second
START_CODE = start_code("riftbound", "annie_proving_grounds", "garen_proving_grounds")


def counted_rate(matchup, games: int, threads: int, seed: int = 1) -> float:
    """Greedy games/s with the counters a stored run keeps (Matchup.play's stats)."""
    import numba

    from decksim import games as _games
    from decksim.sim.seeding import game_seeds
    g = _games.get("riftbound")
    PR = np.stack([g.pilot_vector("greedy"), g.pilot_vector("greedy")])
    numba.set_num_threads(threads)
    matchup.play(PR, game_seeds(seed, 0, 8), -np.ones(8, np.int64), stats=matchup.new_stats())
    t = time.perf_counter()
    matchup.play(PR, game_seeds(seed, 0, games), -np.ones(games, np.int64),
                 stats=matchup.new_stats())
    rate = games / (time.perf_counter() - t)
    numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    return rate


def run(cfg) -> dict:
    from decksim.sim.backends import cores
    k = cores()
    ms = pair_matchups("riftbound")
    games = max(cfg.games // 4, 500)
    rows = []
    for pilots in (("random", "random"), ("greedy", "greedy"), ("greedy", "counters"),
                   ("expert", "expert")):
        n = EXPERT_GAMES if pilots[0] == "expert" else games
        if pilots[1] == "counters":
            one = [counted_rate(m, games, 1) for m in ms]
            allc = [counted_rate(m, games, k) for m in ms]
            label = "greedy vs greedy, counted"
        else:
            one = [games_per_second(m, pilots, n, 1, repeats=1)[0] for m in ms]
            allc = [games_per_second(m, pilots, n, k, repeats=1)[0] for m in ms]
            label = " vs ".join(pilots)
        rows.append({"pilots": label, "games": n, "pairs": len(ms),
                     "one_core": statistics.median(one), "one_core_min": min(one),
                     "all_cores": statistics.median(allc), "all_cores_min": min(allc)})
        print(f"  {label:<26} 1 core {rows[-1]['one_core']:>9,.0f} games/s (median "
              f"of {len(ms)} pairs, slowest {min(one):,.0f})   {k} cores "
              f"{rows[-1]['all_cores']:>9,.0f} (slowest {min(allc):,.0f})", flush=True)
    first, cached = compile_and_start(START_CODE)
    return {"cores": k, "rows": rows, "first_compile_s": first,
            "cached_start_s": cached, "load": os.getloadavg()[0]}


def md(r: dict, cfg) -> list[str]:
    out = [f"The {len(DECKS)} precons of examples/decks/riftbound/, each against every other "
           f"({r['rows'][0]['pairs']} pairs), in one process (`Matchup.play`, no storage); the "
           "median over the pairs of one run each, and the slowest pair. \"counted\": with "
           "the per-card and per-turn counters a stored run keeps (the event log read after "
           "each game).", "",
           f"| pilots | games/run | 1 core (games/s) | slowest pair | {r['cores']} cores "
           "(games/s) | slowest pair |", "| --- | --- | --- | --- | --- | --- |"]
    for x in r["rows"]:
        out.append(f"| {x['pilots']} | {x['games']:,} | {x['one_core']:,.0f} | "
                   f"{x['one_core_min']:,.0f} | {x['all_cores']:,.0f} | "
                   f"{x['all_cores_min']:,.0f} |")
    out += ["", "A whole fresh process: load two precons, compile the Riftbound engine and "
            "play 4 greedy games.", "", "| measure | seconds |", "| --- | --- |",
            f"| first compile (empty cache) | {r['first_compile_s']:.1f} |",
            f"| cached start (median of 3) | {r['cached_start_s']:.1f} |",
            "", f"Load average at the end: {r['load']:.2f} (the machine is shared)."]
    return out
