"""Where the engine's time goes: a sampling profile of compiled games.

    python -m benchmarks.profile [--pilot greedy] [--seconds 12]

Needs `perf` and `gdb` (Linux). numba's compiled functions are invisible to
perf's symbol tables, so the child process plays games on one thread, perf
samples it, and gdb (attached to the same process) names the function behind
each sampled address. Writes results/profile-<pilot>.md: the share of samples
per function (self time), with the machine and the versions.
"""
from __future__ import annotations

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import RESULTS, ROOT, machine

CHILD = """
import os, sys, time, numba, numpy as np
sys.path.insert(0, {root!r})
from benchmarks.common import load_pair
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
numba.set_num_threads(1)
m = load_pair()
PR = np.stack([pilot_vector({pilot!r}), pilot_vector({pilot!r})])
m.play(PR, game_seeds(1, 0, 8), -np.ones(8, np.int64))
open({ready!r}, "w").write("ok")
for r in range(1000):
    m.play(PR, game_seeds(2 + r, 0, 2000), -np.ones(2000, np.int64))
"""


def start_games(pilot: str, tmp: Path) -> subprocess.Popen:
    """A child process playing pilot-vs-pilot games on one thread, compiled and
    warmed up when this returns."""
    ready = tmp / "ready"
    child = subprocess.Popen([sys.executable, "-c", CHILD.format(
        root=str(ROOT), pilot=pilot, ready=str(ready))], cwd=ROOT)
    while not ready.exists():
        if child.poll() is not None:
            raise SystemExit("the profiled process ended early")
        time.sleep(0.5)
    time.sleep(2)
    return child


def profile(pilot: str, seconds: float, top: int) -> list[tuple[float, str]]:
    tmp = Path(tempfile.mkdtemp(prefix="decksim-profile-"))
    child = start_games(pilot, tmp)
    try:
        data = tmp / "perf.data"
        subprocess.run(["perf", "record", "-q", "-F", "3000", "-p", str(child.pid), "-o",
                        str(data), "--", "sleep", str(seconds)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        rep = subprocess.run(["perf", "report", "-i", str(data), "--no-children", "--sort",
                              "symbol", "--stdio"], capture_output=True, text=True).stdout
        rows = []
        for line in rep.splitlines():
            f = line.split()
            if len(f) >= 3 and f[0].endswith("%") and not line.startswith("#"):
                rows.append((float(f[0].rstrip("%")), f[2]))
        addrs = [a for _, a in rows if a.startswith("0x")][:top]
        cmds = tmp / "gdb.txt"
        cmds.write_text("".join(f"info symbol {a}\n" for a in addrs))
        out = subprocess.run(["gdb", "-p", str(child.pid), "-batch", "-x", str(cmds)],
                             capture_output=True, text=True, timeout=600).stdout
        names = {}
        resolved = [ln for ln in out.splitlines()
                    if " in section " in ln or ln.startswith("No symbol matches")]
        for a, ln in zip(addrs, resolved):
            name = ln.split(" + ")[0].split(" in section")[0]
            names[a] = re.sub(r"\[abi.*", "", name).replace("decksim::core::", "")
    finally:
        child.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    agg = collections.Counter()
    for pct, sym in rows:
        agg[names.get(sym, "(other JIT code)" if sym.startswith("0x") else sym)] += pct
    return agg.most_common()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--seconds", type=float, default=12.0)
    ap.add_argument("--top", type=int, default=4000, help="sampled addresses to name")
    ap.add_argument("--rows", type=int, default=30)
    a = ap.parse_args()
    for tool in ("perf", "gdb"):
        if shutil.which(tool) is None:
            raise SystemExit(f"benchmarks.profile needs `{tool}` on the PATH")
    res = profile(a.pilot, a.seconds, a.top)
    write_result(f"profile-{a.pilot}.md", f"Profile: {a.pilot} vs {a.pilot}, one thread",
                 f"python -m benchmarks.profile --pilot {a.pilot}",
                 "Self time per function, share of perf samples; `NRT_*`, malloc and free "
                 "are numba's reference counting and array allocation.",
                 ["| share | function |", "| --- | --- |"]
                 + [f"| {pct:.1f}% | `{name}` |" for name, pct in res[:a.rows]])


def write_result(name: str, title: str, command: str, note: str, body: list[str]) -> None:
    """results/<name>: the title, machine, versions, command and note, then body."""
    m = machine()
    lines = [f"# {title} ({m['date']})", "",
             f"Machine: {m['cpu']}, {m['cores']} cores; Python {m['python']}, numba "
             f"{m['numba']}. Command: `{command}`. {note}", ""] + body
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / name
    path.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"wrote {path.relative_to(ROOT)}", file=sys.stderr)

if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
