"""Instructions per game, counted by valgrind: engine speed that the machine's noise cannot touch.

    python -m benchmarks.instructions [REV ...] [--pilot greedy[:k=v,...]] [--games 200]

On this shared machine games/s drift by 10-30% within minutes (benchmarks.ab
runs two builds side by side for that reason). callgrind counts the machine
instructions a process executes instead: the same build, games and inputs give
the same count on a busy machine or an idle one. Time follows instructions
closely in this engine (no wraparound: -21.6% instructions, x1.23 games/s), so
the count is a quick, exact way to rank changes; confirm with benchmarks.ab.

Each REV (a git revision; none: the working tree) is compiled for the CPU that
valgrind emulates (its own cache directory), then a child process under
callgrind plays `--games` games of forest_fairies vs sword_officers with
instrumentation switched on only around them. numba's functions have no
symbols valgrind can see, so the child writes each kernel's address and the
report names them. Writes results/instructions-<pilot>.md: instructions per
game, and per function its own instructions and calls per game; with two
revisions also the ratio B / A and whether both played the same games.
Needs valgrind (Linux).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.ab import drop_worktree, worktree
from benchmarks.profile import write_result

# the measured process: compiled engine, symbol map, instrumentation around the games
CHILD = """
import json, os, subprocess, sys, zlib
import numpy as np, numba
numba.set_num_threads(1)
from benchmarks.common import load_pair
from decksim.core import parallel_compile
if os.path.exists("decksim/games/sve/pilots.py"):
    from decksim.games.sve.pilots import pilot_vector
else:                        # a revision from before the game interface
    from decksim.sim.runner import pilot_vector
from decksim.sim.seeding import game_seeds
pilot, games, symbols = sys.argv[1], int(sys.argv[2]), sys.argv[3]
m = load_pair()
name, _, rest = pilot.partition(":")   # 'greedy' or 'greedy:plan_combo=0,bundle=0'
over = {k: float(v) for k, v in (kv.split("=") for kv in rest.split(","))} if rest else None
vec = pilot_vector(name, over) if over else pilot_vector(name)
PR = np.stack([vec, vec])
m.play(PR, game_seeds(1, 0, 4), -np.ones(4, np.int64))
with open(symbols, "w") as f:
    for k in parallel_compile.registry:
        fn = k.disp.py_func
        name = fn.__module__.replace("decksim.core.", "") + "." + fn.__name__
        for cres in k.disp.overloads.values():
            try:
                f.write(f"{cres.library.get_pointer_to_function(cres.fndesc.llvm_func_name):x} "
                        f"{name}\\n")
            except Exception:
                pass
if os.environ.get("DECKSIM_UNDER_VALGRIND"):
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
out = m.play(PR, game_seeds(7, 0, games), -np.ones(games, np.int64))
if os.environ.get("DECKSIM_UNDER_VALGRIND"):
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)
print("RESULT " + json.dumps({"crc": zlib.crc32(out.tobytes())}))
"""


def valgrind_cpu() -> tuple[str, str]:
    """The CPU name and features LLVM sees under valgrind (code for the host's
    own CPU may use instructions valgrind does not emulate)."""
    code = ("import llvmlite.binding as ll; ll.initialize_native_target(); "
            "print(ll.get_host_cpu_name()); print(ll.get_host_cpu_features().flatten())")
    out = subprocess.run(["valgrind", "-q", sys.executable, "-c", code], capture_output=True,
                         text=True, check=True).stdout.split()
    return out[-2], out[-1]


def parse(path: Path, symbols: dict[int, str]) -> tuple[int, dict, dict]:
    """Total instructions, own instructions and calls per function of a callgrind
    file (compiled kernels named through `symbols`: address -> name)."""
    names: dict[str, str] = {}
    self_ir: collections.Counter = collections.Counter()
    calls: collections.Counter = collections.Counter()
    total = 0
    fn = cfn = None
    inclusive_next = False

    def name_of(spec: str) -> str:
        m = re.match(r"\((\d+)\)(?: (.*))?", spec)
        if m is None:
            return spec
        if m.group(2):
            names[m.group(1)] = m.group(2)
        raw = names.get(m.group(1), "?")
        a = re.search(r"0x([0-9a-f]+)", raw)
        if a and int(a.group(1), 16) in symbols:
            return symbols[int(a.group(1), 16)]
        return raw.split(":")[-1].split(" [")[0]

    for line in path.read_text().splitlines():
        if line.startswith("fn="):
            fn = name_of(line[3:].strip())
        elif line.startswith("cfn="):
            cfn = name_of(line[4:].strip())
        elif line.startswith("calls="):
            calls[cfn] += int(line.split("=")[1].split()[0])
            inclusive_next = True
        elif line and line[0] in "+-*0123456789":     # a position and its cost
            cost = int(line.split()[-1])
            if inclusive_next:        # the call's inclusive cost: not this function's own
                inclusive_next = False
            else:
                self_ir[fn] += cost
                total += cost
    return total, dict(self_ir), dict(calls)


def measure(tree: Path, pilot: str, games: int, cpu: tuple[str, str], tmp: Path) -> dict:
    env = dict(os.environ, PYTHONPATH=str(tree), NUMBA_CPU_NAME=cpu[0],
               NUMBA_CPU_FEATURES=cpu[1], PYTHONHASHSEED="0")
    env.pop("NUMBA_CACHE_DIR", None)
    env["DECKSIM_NUMBA_CACHE"] = os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache"),
        "decksim", "valgrind-cpu")
    symbols = tmp / "symbols.txt"
    args = [sys.executable, "-c", CHILD, pilot, str(games), str(symbols)]
    subprocess.run(args[:-2] + ["2", str(symbols)], cwd=tree, env=env, check=True,
                   capture_output=True)                      # compile outside valgrind
    out = tmp / "callgrind.out"
    run = subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                          f"--callgrind-out-file={out}"] + args, cwd=tree,
                         env=dict(env, DECKSIM_UNDER_VALGRIND="1"), capture_output=True,
                         text=True)
    if run.returncode != 0:
        raise SystemExit(f"benchmarks.instructions: the measured process failed:\n"
                         f"{run.stderr[-2000:]}")
    crc = json.loads(run.stdout.strip().splitlines()[-1].removeprefix("RESULT "))["crc"]
    sym = {int(a, 16): n for a, n in (ln.split() for ln in symbols.read_text().splitlines())}
    total, self_ir, calls = parse(out, sym)
    return {"total": total / games, "self": {k: v / games for k, v in self_ir.items()},
            "calls": {k: v / games for k, v in calls.items()}, "crc": crc}


def table(r: dict, rows: int) -> list[str]:
    lines = [f"Instructions per game: {r['total']:,.0f}.", "",
             "| own instructions / game | share | calls / game | function |",
             "| --- | --- | --- | --- |"]
    for name, ir in sorted(r["self"].items(), key=lambda kv: -kv[1])[:rows]:
        lines.append(f"| {ir:,.0f} | {100 * ir / r['total']:.1f}% | "
                     f"{r['calls'].get(name, 0):,.1f} | `{name}` |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("revs", nargs="*", help="git revisions (none: the working tree; two: "
                    "compare B with A)")
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--rows", type=int, default=30)
    a = ap.parse_args()
    if len(a.revs) > 2:
        raise SystemExit("benchmarks.instructions: at most two revisions (A and B)")
    for tool in ("valgrind", "callgrind_control"):
        if shutil.which(tool) is None:
            raise SystemExit(f"benchmarks.instructions needs `{tool}` on the PATH")
    cpu = valgrind_cpu()
    results = []
    with tempfile.TemporaryDirectory(prefix="decksim-instr-") as tmp:
        for i, rev in enumerate(a.revs or [None]):
            tree = worktree(rev, Path(tmp))
            try:
                d = Path(tmp) / f"run{i}"
                d.mkdir()
                results.append(measure(tree, a.pilot, a.games, cpu, d))
            finally:
                drop_worktree(tree)
    label = " against ".join(a.revs) if a.revs else "the working tree"
    note = (f"callgrind on the CPU valgrind emulates ({cpu[0]}), {a.games} games of "
            f"forest_fairies vs sword_officers, {a.pilot} vs {a.pilot}; {label}.")
    body = table(results[-1], a.rows)
    if len(results) == 2:
        same = results[0]["crc"] == results[1]["crc"]
        body = [f"A ({a.revs[0]}): {results[0]['total']:,.0f} instructions per game; "
                f"B ({a.revs[1]}): {results[1]['total']:,.0f}; B / A "
                f"x{results[1]['total'] / results[0]['total']:.3f}. Same games: "
                f"{'yes' if same else 'NO'}.", "", "B:", ""] + body
    write_result(f"instructions-{a.pilot.replace(':', '-').replace(',', '-')}.md",
                 f"Instructions per game: {a.pilot} vs {a.pilot}",
                 "python -m benchmarks.instructions " + " ".join(sys.argv[1:]), note, body)


if __name__ == "__main__":
    main()
