"""Is build B faster than build A? Both at the same time, one core each.

On a shared machine a build's games/s drifts by 10-30% within minutes, so two
builds measured one after the other cannot show a 5% change. Here each round
runs A and B at the same moment, each pinned to its own core, and swaps the
cores every round; the ratio B/A of one round then sees the same weather on
both sides. The two cores themselves may differ (by up to 25% here), so the
result also gives the ratio balanced for the cores (balanced_ratio). Each
round also checks that both builds played exactly the same games (a CRC of
the records): speed must never change results.

    python -m benchmarks.ab BASE [CANDIDATE] [--pilot greedy] [--games 30000] [--rounds 6]

BASE and CANDIDATE are git revisions (CANDIDATE defaults to this working
tree). Each revision is checked out into a temporary worktree and its engine
compiled once before the rounds. Needs 2 cores. Writes results/ab-<pilot>.md
(or --out NAME).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.common import RESULTS, ROOT, git_commit, machine, utc_now

# one measurement: the engine of the current directory, pinned to one core
RATE = """
import json, os, sys, time, zlib
import numpy as np
os.sched_setaffinity(0, {int(sys.argv[1])})
import numba
numba.set_num_threads(1)
from benchmarks.common import load_pair
if os.path.exists("decksim/games/sve/pilots.py"):
    from decksim.games.sve.pilots import pilot_vector
else:                        # a revision from before the game interface
    from decksim.sim.runner import pilot_vector
from decksim.sim.seeding import game_seeds
pilot, n = sys.argv[2], int(sys.argv[3])
m = load_pair()
PR = np.stack([pilot_vector(pilot), pilot_vector(pilot)])
m.play(PR, game_seeds(1, 0, 300), -np.ones(300, np.int64))
t = time.perf_counter()
out = m.play(PR, game_seeds(2, 0, n), -np.ones(n, np.int64))
dt = time.perf_counter() - t
print("RESULT " + json.dumps({"games_s": n / dt, "crc": zlib.crc32(out.tobytes())}))
"""


# compile an engine: its load() (an engine from before load() compiled at import)
COMPILE = "import decksim.core.sve.game as g; getattr(g, 'load', lambda: None)()"


def worktree(rev: str | None, parent: Path) -> Path:
    """A checkout of git revision `rev` below parent (None: this working tree)."""
    if rev is None:
        return ROOT
    d = parent / rev.replace("/", "_")
    subprocess.run(["git", "worktree", "add", "--detach", "-q", str(d), rev], cwd=ROOT,
                   check=True)
    return d


def drop_worktree(tree: Path) -> None:
    if tree != ROOT:
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT,
                       check=False)


def _start(tree: Path, core: int, pilot: str, games: int) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(tree))
    return subprocess.Popen([sys.executable, "-c", RATE, str(core), pilot, str(games)],
                            cwd=tree, env=env, stdout=subprocess.PIPE, text=True)


def _result(proc: subprocess.Popen) -> dict:
    out, _ = proc.communicate()
    if proc.returncode != 0:
        raise SystemExit(f"benchmarks.ab: a measurement failed (exit {proc.returncode})")
    return json.loads(out.strip().splitlines()[-1].removeprefix("RESULT "))


def balanced_ratio(ratios: list[float]) -> float:
    """B / A with the cores' difference cancelled: rounds alternate which build runs
    on which core, and a core k times faster puts k into one orientation's ratios
    and 1/k into the other's, so the geometric mean of the two orientations'
    medians is B / A on equal cores. (The two cores of a shared machine can differ
    by 25%: the other tenants of their physical cores differ.)"""
    even, odd = ratios[0::2], ratios[1::2]
    if not odd:
        return statistics.median(even)
    return (statistics.median(even) * statistics.median(odd)) ** 0.5


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("base", help="git revision of build A")
    ap.add_argument("candidate", nargs="?", help="git revision of build B (default: the "
                    "working tree)")
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--games", type=int, default=30000)
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--out", default=None, metavar="NAME",
                    help="result file name in results/ (default ab-<pilot>.md)")
    a = ap.parse_args()
    if len(os.sched_getaffinity(0)) < 2:
        raise SystemExit("benchmarks.ab: needs 2 cores (one for each build)")
    cores = sorted(os.sched_getaffinity(0))[:2]
    with tempfile.TemporaryDirectory(prefix="decksim-ab-") as tmp:
        trees = {"A": worktree(a.base, Path(tmp))}
        trees["B"] = worktree(a.candidate, Path(tmp))
        try:
            for tree in trees.values():     # compile each engine once, before the clock
                subprocess.run([sys.executable, "-c", COMPILE],
                               cwd=tree, env=dict(os.environ, PYTHONPATH=str(tree)),
                               check=True)
            rows = []
            for r in range(a.rounds):
                ca, cb = (cores[0], cores[1]) if r % 2 == 0 else (cores[1], cores[0])
                pa = _start(trees["A"], ca, a.pilot, a.games)
                pb = _start(trees["B"], cb, a.pilot, a.games)
                ra, rb = _result(pa), _result(pb)
                rows.append((ra["games_s"], rb["games_s"], rb["games_s"] / ra["games_s"],
                             ra["crc"] == rb["crc"]))
                print(f"round {r + 1}: A {ra['games_s']:,.0f}  B {rb['games_s']:,.0f}  "
                      f"B/A x{rows[-1][2]:.3f}  "
                      f"{'same games' if rows[-1][3] else 'DIFFERENT GAMES'}", flush=True)
        finally:
            for tree in trees.values():
                drop_worktree(tree)
    ratio = statistics.median(r[2] for r in rows)
    balanced = balanced_ratio([r[2] for r in rows])
    same = all(r[3] for r in rows)
    m = machine()
    b_name = a.candidate or f"the working tree ({git_commit()})"
    lines = [f"# A/B: {a.pilot} vs {a.pilot}, {a.base} (A) against {b_name} (B)", "",
             f"{utc_now()}. Command: `python -m benchmarks.ab {' '.join(sys.argv[1:])}`. "
             f"Machine: {m['cpu']}, {m['cores']} cores; Python {m['python']}, numba "
             f"{m['numba']}. forest_fairies vs sword_officers, {a.games:,} games per build "
             "and round, both builds at the same time on one core each, cores swapped "
             "every round.", "",
             "| round | A games/s | B games/s | B / A | same games |",
             "| --- | --- | --- | --- | --- |"]
    lines += [f"| {i + 1} | {ga:,.0f} | {gb:,.0f} | x{q:.3f} | {'yes' if s else 'NO'} |"
              for i, (ga, gb, q, s) in enumerate(rows)]
    lines += ["", f"Median B / A: x{ratio:.3f} (rounds x{min(r[2] for r in rows):.3f} to "
              f"x{max(r[2] for r in rows):.3f}); balanced for the cores: x{balanced:.3f}. "
              f"Same games in every round: {'yes' if same else 'NO'}.", ""]
    out = RESULTS / (a.out or f"ab-{a.pilot}.md")
    out.write_text("\n".join(lines))
    print(f"median B/A x{ratio:.3f}, balanced for the cores x{balanced:.3f}; same games: "
          f"{'yes' if same else 'NO'}; wrote {out}")
    if not same:
        sys.exit(1)


if __name__ == "__main__":
    main()
