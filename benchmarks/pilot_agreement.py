"""Do two pilots agree on which decks are better? And do curated decks beat random
piles of their class?

    python -m benchmarks.pilot_agreement [--games N] [--pilots greedy,expert]
                                         [--pile-games N] [--piles N] [--out NAME]

1. The example decks (examples/decks/sve/*.txt) round robin under each pilot (both
   seats the same pilot, N games a pair in mirrored pairs): each deck's mean win
   rate against the others ranks the decks; the Spearman rank correlation of the
   two rankings, the matchups whose favourite swaps between the pilots with both
   win rates more than 5 (and 3) points from 50%, and the first player's win rate
   under each pilot.
2. Every example deck against `--piles` random legal decks of its class
   (benchmarks/soak.py random_deck) under the first pilot: a pile that beats a
   curated deck says the pilot can't tell a deck from a pile.

Writes results/pilot_agreement.md and .json (`--out NAME`: results/NAME.md and .json).
"""
from __future__ import annotations

import json
import random
import sys
import time

import numpy as np

from benchmarks.common import RESULTS, ROOT, git_commit, machine
from decksim.analysis.summary import wilson
from decksim.core.records import R_FIRST, R_WINNER
from decksim.games import get
from decksim.games.base import pilot_pair
from decksim.sim.runner import play_range

DECK_DIR = ROOT / "examples" / "decks" / "sve"


def ranks(x: np.ndarray) -> np.ndarray:
    """Ranks 1..n, ties sharing their mean rank."""
    order = np.argsort(x, kind="stable")
    r = np.empty(len(x))
    r[order] = np.arange(1, len(x) + 1)
    for v in np.unique(x):
        tie = x == v
        r[tie] = r[tie].mean()
    return r


def spearman(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.corrcoef(ranks(a), ranks(b))[0, 1])


def play(game, pool, da, db, pilots: tuple[str, str], games: int, seed: int) -> np.ndarray:
    rec, _ = play_range(game.matchup(da, db, pool), pilot_pair(game, *pilots), seed, True, 0,
                        games)
    return rec


def round_robin(game, pool, decks, pilot: str, games: int, seed: int) -> dict:
    n = len(decks)
    W = np.full((n, n), 0.5)          # W[i, j]: i's win rate against j (draws half)
    first_wins = decided = 0
    for i in range(n):
        for j in range(i + 1, n):
            rec = play(game, pool, decks[i], decks[j], (pilot, pilot), games,
                       seed + 1000 * i + j)
            w = rec[:, R_WINNER]
            W[i, j] = ((w == 0).sum() + 0.5 * (w == 2).sum()) / len(w)
            W[j, i] = 1 - W[i, j]
            ok = w < 2
            first_wins += int((w[ok] == rec[ok, R_FIRST]).sum())
            decided += int(ok.sum())
    field = (W.sum(axis=1) - 0.5) / (n - 1)
    return {"W": W, "field": field, "first_wins": first_wins, "decided": decided}


def main() -> int:
    args = sys.argv[1:]

    def opt(name, default):
        return args[args.index(name) + 1] if name in args else default
    games = int(opt("--games", 200))
    pilots = opt("--pilots", "greedy,expert").split(",")
    pile_games = int(opt("--pile-games", 400))
    piles = int(opt("--piles", 5))
    out = opt("--out", "pilot_agreement")     # result file stem in results/
    game = get("sve")
    pool = game.pool()
    paths = sorted(DECK_DIR.glob("*.txt"))
    decks = [game.load_deck(p, pool) for p in paths]
    names = [d.name for d in decks]
    mc = machine()
    t0 = time.perf_counter()
    rr = {}
    for p in pilots:
        t = time.perf_counter()
        rr[p] = round_robin(game, pool, decks, p, games, 1)
        print(f"{p}: round robin of {len(decks)} decks in {time.perf_counter() - t:.0f}s",
              flush=True)
    a, b = pilots[0], pilots[1]
    rho = spearman(rr[a]["field"], rr[b]["field"])
    swaps = {}
    for margin in (0.05, 0.03):
        lst = []
        for i in range(len(decks)):
            for j in range(i + 1, len(decks)):
                x, y = rr[a]["W"][i, j], rr[b]["W"][i, j]
                if (x - 0.5) * (y - 0.5) < 0 and abs(x - 0.5) > margin and abs(y - 0.5) > margin:
                    lst.append((names[i], names[j], round(float(x), 3), round(float(y), 3)))
        swaps[margin] = lst
    # curated decks against random piles of their class
    from benchmarks.soak import random_deck
    rnd = random.Random(7)
    pile_rows = []
    for k, d in enumerate(decks):
        for m in range(piles):
            pile = random_deck(pool, rnd, name=f"{d.cls.lower()}-pile-{m + 1}", cls=d.cls)
            rec = play(game, pool, d, pile, (a, a), pile_games, 50_000 + 10 * k + m)
            w = rec[:, R_WINNER]
            pile_rows.append((d.name, pile.name, float(((w == 0).sum() + 0.5 * (w == 2).sum())
                                                       / len(w))))
    beaten = [r for r in pile_rows if r[2] < 0.5]
    dur = time.perf_counter() - t0

    lines = [f"# Pilot agreement ({mc['date']}, commit {git_commit()})", "",
             f"The {len(decks)} example decks round robin under each pilot ({games} games a pair, "
             f"mirrored pairs, both seats the same pilot); each deck's mean win rate against the "
             f"others ranks them. Then every example deck against {piles} random legal decks of "
             f"its class ({pile_games} games each) under {a}. Command: `python -m "
             f"benchmarks.pilot_agreement --games {games} --pilots {','.join(pilots)} "
             f"--pile-games {pile_games} --piles {piles}"
             f"{'' if out == 'pilot_agreement' else ' --out ' + out}` ({dur / 60:.1f} min on "
             f"{mc['cores']} cores).", "",
             "| measure | result |", "| --- | --- |",
             f"| Spearman rank correlation, {a} vs {b} | {rho:.3f} |",
             f"| matchups whose favourite swaps, both more than 5 points from 50% | "
             f"{len(swaps[0.05])} of {len(decks) * (len(decks) - 1) // 2} |",
             f"| the same, more than 3 points | {len(swaps[0.03])} |"]
    for p in pilots:
        fw, dc = rr[p]["first_wins"], rr[p]["decided"]
        lo, hi = wilson(fw, dc)
        lines.append(f"| first player's win rate, {p} | {100 * fw / dc:.1f}% "
                     f"({100 * lo:.1f}-{100 * hi:.1f}%) |")
    lines.append(f"| random piles that beat a curated deck under {a} | {len(beaten)} of "
                 f"{len(pile_rows)} |")
    lines += ["", "## Decks by mean win rate", "",
              f"| deck | {a} | {b} |", "| --- | --- | --- |"]
    order = np.argsort(-rr[b]["field"])
    for i in order:
        lines.append(f"| {names[i]} | {100 * rr[a]['field'][i]:.1f}% | "
                     f"{100 * rr[b]['field'][i]:.1f}% |")
    if swaps[0.03]:
        lines += ["", "## Favourite swaps (more than 3 points from 50% under both)", "",
                  f"| deck | against | {a} | {b} |", "| --- | --- | --- | --- |"]
        lines += [f"| {x} | {y} | {100 * u:.1f}% | {100 * v:.1f}% |" for x, y, u, v in swaps[0.03]]
    if beaten:
        lines += ["", "## Piles that beat a curated deck", "", "| deck | pile | deck's win rate |",
                  "| --- | --- | --- |"] + [f"| {x} | {y} | {100 * w:.1f}% |" for x, y, w in beaten]
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{out}.md").write_text("\n".join(lines) + "\n")
    (RESULTS / f"{out}.json").write_text(json.dumps({
        "decks": names, "pilots": pilots, "games": games, "spearman": rho,
        "win_matrix": {p: rr[p]["W"].round(4).tolist() for p in pilots},
        "swaps_5": swaps[0.05], "swaps_3": swaps[0.03],
        "first_player": {p: [rr[p]["first_wins"], rr[p]["decided"]] for p in pilots},
        "piles": pile_rows}, indent=1))
    print("\n".join(lines[6:14]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
