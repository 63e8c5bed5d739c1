"""Does `decksim compare` keep its pairing? Two lists on the same seeds against
the same opponent share the opponent's shuffles only if a deck's order depends
on its own cards alone. This plays both swaps of the README's kind and measures:

- how often the opponent's opening hand is the same for both lists (same seed);
- the variance ratio: var(base) + var(candidate), what unpaired games would
  give, over var(candidate - base) on paired seeds. Pairing is worth the ratio
  in games; 1 means no pairing at all.

    python -m benchmarks.paired_variance [--seeds 2000] [--seed 11]

Cases: forest_fairies against forest_one_fighter (a size-changing swap: two
Fighters cut) and sword_officers against itself with one card swapped for a
Goblin (the same size), each against haven_wards, greedy pilots.
Writes results/paired-variance.md and .json.
"""
from __future__ import annotations

import argparse
import json
import sys

import numpy as np

from benchmarks.common import DECKS, RESULTS, git_commit, machine, utc_now

CASES = (("size-changing swap", "forest_fairies", "variants/forest_one_fighter", "haven_wards"),
         ("same-size swap", "sword_officers", "SWAPPED", "haven_wards"))


def swapped_copy(path, out):
    """The deck with one copy of its first main-deck card replaced by a Goblin
    (a Neutral card it does not hold): the same size, the same class."""
    from collections import Counter

    import decksim
    d = decksim.load_deck(path)
    ids = [c.id for c in d.main]
    ids.remove(ids[0])
    ids.append(decksim.pool().lookup("Goblin").id)
    lines = ["Leader", f"1 {d.leader.id}", "Main deck"]
    lines += [f"{n} {cid}" for cid, n in Counter(ids).items()]
    lines += ["Evolve deck"] + [f"{n} {cid}" for cid, n in Counter(c.id for c in d.evolve).items()]
    out.write_text("\n".join(lines) + "\n")
    return str(out)


def opening(sc, side):
    return sorted(sc.zone(side, "hand")), sc.zone(side, "deck")[:10]


def measure(base, cand, opp, seeds: int, seed: int) -> dict:
    import decksim
    from decksim.sim.compare import STRIDE
    from decksim.sim.seeding import game_seeds
    res = decksim.compare(base, cand, [opp], games=seeds, seed=seed, sprt=False)
    p = res.pairs
    b, c = p["base_score"].to_numpy(), p["cand_score"].to_numpy()
    ratio = (b.var() + c.var()) / max((c - b).var(), 1e-12)
    same = 0
    words = game_seeds(seed, 0 * STRIDE, min(seeds, 300))
    for i in range(len(words)):
        first = i % 2
        g = decksim.games.get(base.game)
        sb = g.new_scenario(base, opp, g.pool(), words[i], first)
        sc = g.new_scenario(cand, opp, g.pool(), words[i], first)
        same += opening(sb, "b") == opening(sc, "b")
    return {"seeds": seeds, "variance_ratio": round(float(ratio), 2),
            "opponent_same_opening_and_top10": f"{same}/{len(words)}",
            "base_win_rate": round(float(b.mean()), 4), "cand_win_rate": round(float(c.mean()), 4)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args()
    import tempfile
    from pathlib import Path

    import decksim
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, b, c, o in CASES:
            bp = DECKS / f"{b}.txt"
            cp = swapped_copy(bp, Path(tmp) / f"{b}_swapped.txt") if c == "SWAPPED" \
                else DECKS / f"{c}.txt"
            base, cand = decksim.load_deck(bp), decksim.load_deck(cp)
            opp = decksim.load_deck(DECKS / f"{o}.txt")
            r = measure(base, cand, opp, a.seeds, a.seed)
            rows.append({"case": label, "base": b, "candidate": c, "opponent": o,
                         "sizes": [len(base.main), len(cand.main)], **r})
            print(label, r, file=sys.stderr)
    res = {"command": "python -m benchmarks.paired_variance " + " ".join(sys.argv[1:]),
           "commit": git_commit(), "date": utc_now(), "machine": machine(), "rows": rows}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "paired-variance.json").write_text(json.dumps(res, indent=1) + "\n")
    lines = [f"# Paired comparison ({res['date']}, commit {res['commit']})", "",
             f"`{res['command']}`: `decksim compare` without the SPRT, greedy pilots, "
             f"{a.seeds} seeds per case; the opponent's opening compared on the first 300.",
             "", "| case | base | candidate | sizes | opponent | opponent's opening hand and "
             "top 10 cards the same | variance ratio (unpaired / paired) |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in rows:
        lines.append(f"| {r['case']} | {r['base']} | {r['candidate']} | {r['sizes'][0]} / "
                     f"{r['sizes'][1]} | {r['opponent']} | "
                     f"{r['opponent_same_opening_and_top10']} | {r['variance_ratio']} |")
    (RESULTS / "paired-variance.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    sys.exit(main())
