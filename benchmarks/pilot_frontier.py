"""What strength each pilot setting buys for its speed: the frontier the default
pilot is chosen on (docs/pilots.md, "Strength").

    python -m benchmarks.pilot_frontier [--games N] [--speed-games N]
        [--pilots greedy,planner:plan_kinds=2,width=2,...]

For each setting (a pilot spec, `NAME:key=value,...`, as --pilot-a takes it):
its win rate against planner-v1 in mirrors over the six strength decks (N games a
deck, mirrored pairs, seed 1), and its games/s on one thread in its own mirror of
forest_fairies vs sword_officers, the settings measured in interleaved rounds so that
the host's drift touches them alike (the median of the rounds, and its ratio to the
first setting's). Writes results/pilot_frontier.md.
"""
from __future__ import annotations

import statistics
import sys
import time

from benchmarks.common import RESULTS, git_commit, load_pair, machine
from benchmarks.pilot_strength import DECKS, mirror_wins
from decksim.analysis.summary import wilson
from decksim.games import get
from decksim.games.base import pilot_pair
from decksim.sim.runner import run_games

SETTINGS = ["greedy", "planner:plan_margin=1,plan_kinds=2,width=2",
            "planner:plan_kinds=2,width=2", "planner:plan_kinds=2,width=3", "planner"]
BASELINE = "planner-v1"
ROUNDS = 3


def strength(spec: str, games: int) -> tuple[float, float, float, int]:
    wins, n = mirror_wins(pilot_pair(get("sve"), spec, BASELINE), games)
    lo, hi = wilson(wins, n)
    return wins / n, lo, hi, n


def speeds(specs: list[str], games: int) -> dict[str, list[float]]:
    import numba
    game = get("sve")
    m = load_pair()
    numba.set_num_threads(1)
    rates: dict[str, list[float]] = {s: [] for s in specs}
    try:
        for s in specs:      # warm-up: compiled, caches filled
            run_games(m, 20, 99, pilot_pair(game, s, s))
        for r in range(ROUNDS):
            for s in specs:
                t = time.perf_counter()
                run_games(m, games, 1 + r, pilot_pair(game, s, s))
                rates[s].append(games / (time.perf_counter() - t))
    finally:
        numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    return rates


def main() -> int:
    args = sys.argv[1:]
    games = int(args[args.index("--games") + 1]) if "--games" in args else 500
    sgames = int(args[args.index("--speed-games") + 1]) if "--speed-games" in args else 2000
    specs = args[args.index("--pilots") + 1].split(";") if "--pilots" in args else SETTINGS
    mc = machine()
    t0 = time.perf_counter()
    rates = speeds(specs, sgames)
    base = statistics.median(rates[specs[0]])
    lines = [f"# Pilot frontier ({mc['date']}, commit {git_commit()})", "",
             f"Each setting against {BASELINE} in mirrors over {len(DECKS)} decks "
             f"({', '.join(DECKS)}), {games} games a deck, seed 1, 95% Wilson interval; and "
             f"its games/s on one thread in its own mirror of forest_fairies vs sword_officers "
             f"({sgames:,} games a round, the median of {ROUNDS} rounds interleaved across "
             f"the settings, and its ratio to {specs[0]}'s). Command: `python -m "
             f"benchmarks.pilot_frontier --games {games} --speed-games {sgames}`.", "",
             f"| setting | games/s, 1 thread | speed ratio | against {BASELINE} | 95% CI |",
             "| --- | --- | --- | --- | --- |"]
    for s in specs:
        w, lo, hi, n = strength(s, games)
        med = statistics.median(rates[s])
        lines.append(f"| `{s}` | {med:,.0f} | x{med / base:.2f} | {100 * w:.1f}% | "
                     f"{100 * lo:.1f}-{100 * hi:.1f}% |")
        print(lines[-1], flush=True)
    lines += ["", f"{time.perf_counter() - t0:.0f} s in all."]
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "pilot_frontier.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
