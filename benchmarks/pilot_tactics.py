"""How well the pilots play, measured on whole games with the pilot audit
(decksim/core/sve/audit.py, `decksim audit`): missed lethals, turn ends dead on
board, evolution points, the first player's edge.

    python -m benchmarks.pilot_tactics [--games N] [--pilots greedy,greedy-v1]

Mirror games (both seats the same pilot, mirrored pairs) over six example decks,
N a deck. Writes results/pilot_tactics.md.
"""
from __future__ import annotations

import sys
import time

import numpy as np

from benchmarks.common import RESULTS, git_commit, load_pair, machine
from decksim.analysis.summary import wilson
from decksim.core.sve.records import R_EP_USED, R_FIRST, R_P0, R_PN, R_TURNS, R_WINNER
from decksim.games import get
from decksim.games.base import pilot_pair
from decksim.sim.audit import DEFAULT_NODES
from decksim.sim.seeding import plan

DECKS = ["forest_fairies", "sword_officers", "dragon_ramp", "abyss_sanguine", "haven_wards",
         "rune_spells"]


def measure(pilot: str, games: int, seed: int = 1) -> dict:
    game = get("sve")
    idx = {k: i for i, k in enumerate(game.audit_counters)}
    t = dict(games=0, missed_games=0, lethal=0, missed=0, dead=0, dead_lost=0, avoidable=0,
             turns=0, decided=0, first_wins=0, second_ep=0, second_ep_left=0,
             second_skipped=0)
    for d in DECKS:
        m = load_pair(d, d)
        seeds, firsts = plan(seed, 0, games, True)
        rec, AU = game.audit(m, pilot_pair(game, pilot, pilot), seeds, firsts, DEFAULT_NODES)
        first = rec[:, R_FIRST]
        second = 1 - first
        rows = np.arange(len(rec))
        t["games"] += len(rec)
        t["missed_games"] += int((AU[:, :, idx["missed_lethals"]] > 0).sum())
        t["lethal"] += int(AU[:, :, idx["lethal_turns"]].sum())
        t["missed"] += int(AU[:, :, idx["missed_lethals"]].sum())
        t["dead"] += int(AU[:, :, idx["dead_on_board"]].sum())
        t["dead_lost"] += int(AU[:, :, idx["dead_on_board_lost"]].sum())
        t["avoidable"] += int(AU[:, :, idx["dead_on_board_avoidable"]].sum())
        t["turns"] += int(rec[:, R_TURNS].sum())
        decided = rec[:, R_WINNER] < 2
        t["decided"] += int(decided.sum())
        t["first_wins"] += int((rec[decided, R_WINNER] == first[decided]).sum())
        t["second_ep"] += int(rec[rows, R_P0 + second * R_PN + R_EP_USED].sum())
        t["second_ep_left"] += int((AU[rows, second, idx["ep_left"]] > 0).sum())
        t["second_skipped"] += int(AU[rows, second, idx["evolve_skipped"]].sum())
    return t


def main() -> int:
    args = sys.argv[1:]
    games = int(args[args.index("--games") + 1]) if "--games" in args else 500
    pilots = (args[args.index("--pilots") + 1].split(",") if "--pilots" in args
              else ["greedy", "greedy-v1", "planner", "planner-v1"])
    mc = machine()
    lines = [f"# Pilot tactics ({mc['date']}, commit {git_commit()})", "",
             f"Mirror games (mirrored pairs) over {len(DECKS)} example decks, {games:,} a deck, "
             f"seed 1, replayed with the pilot audit (`decksim audit`, docs/pilots.md). Missed "
             f"lethal: the exact search ({DEFAULT_NODES:,} simulated actions at most) finds a win "
             "at the start of the main phase and the pilot does not win that turn; counted per "
             "player-game (each game has two). Dead on board: a turn ends with the opponent's "
             "board able to deal the leader's whole defense; lost = the opponent won the next "
             "turn; avoidable = a defensive line of the same turn (greedy with danger 4 from the "
             "turn's start) ended alive, per 100 turn ends. Second player's EP: used of 3 per "
             "game, the share of games in which it ends with EP left, and its turn ends per game "
             "with an Evolve still legal that an EP could have paid for (evolve skipped). 95% "
             "Wilson intervals. "
             "Command: "
             f"`python -m benchmarks.pilot_tactics --games {games}`.", "",
             "| pilot | player-games | with a missed lethal | lethal turns missed | "
             "dead-on-board turn ends per game (lost next turn) | avoidable, per 100 turn ends | "
             "2nd player EP used | 2nd player ends with EP | 2nd player evolve skipped | "
             "first player wins | s |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for pilot in pilots:
        t0 = time.perf_counter()
        t = measure(pilot, games)
        n = t["games"]
        lo, hi = wilson(t["missed_games"], 2 * n)
        flo, fhi = wilson(t["first_wins"], t["decided"])
        lines.append(
            f"| {pilot} | {2 * n:,} | {100 * t['missed_games'] / (2 * n):.2f}% "
            f"({100 * lo:.2f}-{100 * hi:.2f}%) | {t['missed']:,} of {t['lethal']:,} | "
            f"{t['dead'] / n:.2f} ({100 * t['dead_lost'] / max(1, t['dead']):.0f}%) | "
            f"{100 * t['avoidable'] / t['turns']:.2f} | "
            f"{t['second_ep'] / n:.2f} | {100 * t['second_ep_left'] / n:.0f}% | "
            f"{t['second_skipped'] / n:.2f} | "
            f"{100 * t['first_wins'] / t['decided']:.1f}% ({100 * flo:.1f}-{100 * fhi:.1f}%) | "
            f"{time.perf_counter() - t0:.0f} |")
        print(lines[-1], flush=True)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "pilot_tactics.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
