"""Pilot strength in mirror matches, with 95% Wilson intervals:
python -m benchmarks.pilot_strength [--games N]. Writes results/pilot_strength.md."""
from __future__ import annotations

import sys

import numpy as np

from benchmarks.common import RESULTS, load_pair, machine
from decksim.analysis.summary import wilson
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.runner import run_games

PAIRS = [("greedy", "random"), ("planner", "greedy"), ("aggro", "greedy"),
         ("control", "greedy"), ("greedy", "greedy-v1"), ("planner", "planner-v1"),
         ("greedy", "planner-v1"), ("expert", "greedy"), ("expert", "planner-v1")]
DECKS = ["forest_fairies", "sword_officers", "dragon_ramp", "abyss_sanguine", "haven_wards",
         "rune_spells"]


def mirror_wins(PR: np.ndarray, games: int) -> tuple[float, int]:
    """Pilot A's wins (draws half) and the games, in `games` mirror games a deck
    over DECKS (seed 1) with the pilots' vectors PR."""
    wins = n = 0
    for d in DECKS:
        g = run_games(load_pair(d, d), games, 1, PR)
        wins += (g["winner"] == "a").sum() + 0.5 * (g["winner"] == "draw").sum()
        n += g.height
    return wins, n


def main() -> int:
    games = int(sys.argv[sys.argv.index("--games") + 1]) if "--games" in sys.argv else 400
    mc = machine()
    lines = [f"# Pilot strength ({mc['date']})", "",
             f"Mirror matches (the same deck on both sides, the first player random per game), "
             f"{games} games per deck, seed 1. Pilot A's score counts a draw as half a win; "
             f"95% Wilson interval. Command: `python -m benchmarks.pilot_strength --games "
             f"{games}`.", "", "| pilot A | pilot B | games | A's win rate | 95% CI |",
             "| --- | --- | --- | --- | --- |"]
    for pa, pb in PAIRS:
        wins, n = mirror_wins(np.stack([pilot_vector(pa), pilot_vector(pb)]), games)
        lo, hi = wilson(wins, n)
        lines.append(f"| {pa} | {pb} | {n:,} | {100 * wins / n:.1f}% | "
                     f"{100 * lo:.1f}-{100 * hi:.1f}% |")
        print(lines[-1], flush=True)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "pilot_strength.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
