"""Battle Spirits pilot strength: pilot A against pilot B over the example decks
of examples/decks/bss/, every ordered pair of different decks, N mirrored games
a pair (docs/battle-spirits.md, Pilots).

    python -m benchmarks.bss_strength greedy random [--games 200] [--seed 5]
"""
from __future__ import annotations

import argparse
import glob

import numpy as np

from benchmarks.common import ROOT


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.bss_strength")
    ap.add_argument("pilot_a")
    ap.add_argument("pilot_b")
    ap.add_argument("--games", type=int, default=200, help="games a pair (default 200)")
    ap.add_argument("--seed", type=int, default=5)
    a = ap.parse_args(argv)
    from decksim import games
    from decksim.core.bss.records import R_BLOCKS, R_P0, R_TURNS, R_WINNER
    from decksim.games.base import pilot_pair
    from decksim.sim.seeding import plan
    g = games.get("bss")
    pool = g.pool()
    decks = [g.load_deck(f, pool) for f in sorted(glob.glob(str(ROOT / "examples" / "decks" /
                                                                  "bss" / "*.txt")))]
    PR = pilot_pair(g, a.pilot_a, a.pilot_b)
    wins = total = 0.0
    turns, blocks = [], []
    for da in decks:
        for db in decks:
            if da is db:
                continue
            seeds, firsts = plan(a.seed, 0, a.games, True)
            rec = g.matchup(da, db, pool).play(PR, seeds, firsts)
            wins += (rec[:, R_WINNER] == 0).sum() + 0.5 * (rec[:, R_WINNER] == 2).sum()
            total += len(rec)
            turns.append(rec[:, R_TURNS].mean())
            blocks.append(rec[:, R_P0 + R_BLOCKS].mean())
    print(f"{a.pilot_a} vs {a.pilot_b}: {wins / total:.1%} of {int(total):,} games; "
          f"{np.mean(turns):.2f} turns a game; {np.mean(blocks):.2f} blocks a game by "
          f"{a.pilot_a}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
