"""How well the pilots play, measured on whole games: missed lethals, turn ends
dead on board, evolution points, the first player's edge.

    python -m benchmarks.pilot_tactics [--games N] [--pilots greedy,greedy-v1]

Mirror games (both seats the same pilot) over six example decks, N a deck.
At the start of every main phase the exact lethal search runs with a large
budget (AUDIT_NODES simulated actions) on the position; a turn where it finds a
win that the pilot then does not take is a missed lethal. A turn end is "dead
on board" when the opponent's followers on the field have attack enough for
the player's leader and the player has no Ward follower. Writes
results/pilot_tactics.md.
"""
from __future__ import annotations

import sys
import time

import numpy as np

import decksim
from benchmarks.common import RESULTS, git_commit, machine
from decksim.analysis.summary import wilson

DECKS = ["forest_fairies", "sword_officers", "dragon_ramp", "abyss_sanguine", "haven_wards",
         "rune_spells"]
AUDIT_NODES = 5000


def _deck(name):
    from pathlib import Path
    return decksim.load_deck(Path(__file__).parent.parent / "examples/decks/sve" / f"{name}.txt")


def lethal_at_start(sc) -> bool:
    """Does the exact search find a win for the active player from this main phase?"""
    from decksim.core.sve import state as ST
    from decksim.core.sve.actions import legal_actions
    from decksim.core.sve.policies.lethal import find_lethal, forget_lethal
    from decksim.core.sve.policies.params import PR_LETHAL_NODES
    S, c = sc.S.copy(), sc.cp
    p = int(S[ST.G_ACTIVE])
    ak, aa, ab, scores, S2, r2, L2 = (w.copy() for w in sc._work)
    PR = sc.PR.copy()
    PR[p, PR_LETHAL_NODES] = AUDIT_NODES
    n = legal_actions(S, c.CT, c.AB, c.EF, c.FL, p, ak, aa, ab)
    forget_lethal(S, S2)
    return find_lethal(S, c.CT, c.AB, c.EF, c.FL, PR, sc.rng.copy(), p, ak, aa, ab, n, scores,
                       S2, r2, L2) >= 0


def dead_on_board(sc, side: str) -> bool:
    """After `side`'s turn: the opponent's followers hit for its leader's defense and
    `side` has no Ward follower to stop them (no hand card counted)."""
    st = sc.state()["players"]
    me, foe = st[side], st["b" if side == "a" else "a"]
    if any("ward" in f["keywords"] for f in me["field"]):
        return False
    return sum(max(0, f["attack"]) for f in foe["field"] if f["defense"] > 0) >= me["leader"]


def play(deck, pilot: str, games: int, seed: int) -> dict:
    m = dict(games=0, missed_games=0, lethal_turns=0, missed_turns=0, dead_ends=0,
             dead_lost=0, first_wins=0, decided=0, second_ep_used=0, second_ep_left_games=0)
    for g in range(games):
        sc = decksim.scenario.new_game(deck, deck, seed=seed + g, pilot_a=pilot, pilot_b=pilot)
        first = sc.state()["first"]
        missed = False
        while sc.winner is None:
            side = sc.state()["active"]
            turn = sc.turn
            lethal = lethal_at_start(sc)
            sc.play_turn()
            if lethal:
                m["lethal_turns"] += 1
                if sc.winner != side:
                    m["missed_turns"] += 1
                    missed = True
            if sc.winner is None and sc.turn == turn + 1 and dead_on_board(sc, side):
                m["dead_ends"] += 1
                nxt = sc.copy().play_turn()
                m["dead_lost"] += nxt.winner not in (None, side)
        m["games"] += 1
        m["missed_games"] += missed
        if sc.winner in ("a", "b"):
            m["decided"] += 1
            m["first_wins"] += sc.winner == first
        second = "b" if first == "a" else "a"
        pl = sc.player(second)
        m["second_ep_used"] += 3 - pl["ep"]
        m["second_ep_left_games"] += pl["ep"] > 0
    return m


def main() -> int:
    args = sys.argv[1:]
    games = int(args[args.index("--games") + 1]) if "--games" in args else 50
    pilots = (args[args.index("--pilots") + 1].split(",") if "--pilots" in args
              else ["greedy", "greedy-v1", "planner", "planner-v1"])
    mc = machine()
    lines = [f"# Pilot tactics ({mc['date']}, commit {git_commit()})", "",
             f"Mirror games over {len(DECKS)} example decks, {games} a deck (seeds 1..{games}). "
             f"Missed lethal: the exact search ({AUDIT_NODES:,} simulated actions at most) "
             "finds a win at the start of the main phase and the pilot does not win that turn. "
             "Dead on board: at the end of a turn the opponent's followers have attack for the "
             "player's leader and the player has no Ward; lost = the opponent won the next turn. "
             "Second player's EP: used of 3 per game, and the share of games ending with EP left. "
             f"Command: `python -m benchmarks.pilot_tactics --games {games}`.", "",
             "| pilot | games | games with a missed lethal | lethal turns missed | "
             "dead-on-board turn ends (lost next turn) | 2nd player EP used | "
             "games ending with EP left | first player wins | s |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    decks = [_deck(d) for d in DECKS]
    for pilot in pilots:
        t0 = time.perf_counter()
        tot: dict = {}
        for d in decks:
            for k, v in play(d, pilot, games, 1).items():
                tot[k] = tot.get(k, 0) + v
        n = tot["games"]
        lo, hi = wilson(tot["missed_games"], n)
        fw = tot["first_wins"] / max(1, tot["decided"])
        lines.append(
            f"| {pilot} | {n:,} | {100 * tot['missed_games'] / n:.1f}% "
            f"({100 * lo:.1f}-{100 * hi:.1f}%) | {tot['missed_turns']} of "
            f"{tot['lethal_turns']} | {100 * tot['dead_ends'] / n:.1f} per 100 games "
            f"({100 * tot['dead_lost'] / max(1, tot['dead_ends']):.0f}%) | "
            f"{tot['second_ep_used'] / n:.2f} | {100 * tot['second_ep_left_games'] / n:.0f}% | "
            f"{100 * fw:.1f}% | {time.perf_counter() - t0:.0f} |")
        print(lines[-1], flush=True)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "pilot_tactics.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    raise SystemExit(main())
