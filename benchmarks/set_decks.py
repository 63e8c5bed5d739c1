"""The example decks built around the newer sets (examples/decks/sve/sets/) against
five random legal piles of their class and against the class's example decks.

    python -m benchmarks.set_decks [--pilot greedy] [--games 400]

A serious list should beat every pile of its class (benchmarks.soak.random_deck:
random legal cards of the class, the same generator pilot_agreement uses); the
classic example decks of the class say where it stands among real lists. The piles
come from a generator seeded by the class's name: the decks of a class meet the same
five piles, in every run. Writes results/set_decks-<pilot>.md: per deck its win
rate (draws half) against each pile and each classic deck.
"""
from __future__ import annotations

import argparse
import random
import zlib

from benchmarks.pilot_agreement import DECK_DIR, play
from benchmarks.profile import write_result
from benchmarks.soak import random_deck
from decksim.core.records import R_WINNER
from decksim.games import get

SETS_DIR = DECK_DIR / "sets"
PILES = 5


def win_rate(rec) -> float:
    w = rec[:, R_WINNER]
    return float(((w == 0).sum() + 0.5 * (w == 2).sum()) / len(w))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.set_decks")
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=70_000)
    a = ap.parse_args(argv)
    game = get("sve")
    pool = game.pool()
    classic = [game.load_deck(p, pool) for p in sorted(DECK_DIR.glob("*.txt"))]
    body = ["| deck | against its 5 piles (%) | worst pile | against the class's example decks (%) |",
            "| --- | --- | --- | --- |"]
    for k, path in enumerate(sorted(SETS_DIR.glob("*.txt"))):
        d = game.load_deck(path, pool)
        rnd = random.Random(zlib.crc32(d.cls.encode()))
        piles = [random_deck(pool, rnd, name=f"pile-{m + 1}", cls=d.cls) for m in range(PILES)]
        seed = a.seed + 100 * k
        vs_piles = [win_rate(play(game, pool, d, pile, (a.pilot, a.pilot), a.games, seed + m))
                    for m, pile in enumerate(piles)]
        vs_classic = [(c.name, win_rate(play(game, pool, d, c, (a.pilot, a.pilot), a.games,
                                             seed + 50 + m)))
                      for m, c in enumerate(c for c in classic if c.cls == d.cls)]
        body.append(f"| {d.name} | " + " ".join(f"{100 * x:.0f}" for x in vs_piles)
                    + f" | {100 * min(vs_piles):.0f} | "
                    + ", ".join(f"{n} {100 * x:.0f}" for n, x in vs_classic) + " |")
        print(body[-1], flush=True)
    write_result(f"set_decks-{a.pilot}.md", f"Set decks against random piles: {a.pilot}",
                 f"python -m benchmarks.set_decks --pilot {a.pilot} --games {a.games}",
                 f"{a.games} games a pair, first player random, seed {a.seed} + 100 per deck.",
                 body)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
