"""Where the engine's time goes, with callers: sampled call stacks of compiled games.

    python -m benchmarks.stacks [--pilot greedy] [--samples 1500]

benchmarks.profile gives self time per function; in a flat profile that does
not show which call paths cost the most. Here gdb attaches to a process playing
games on one thread (benchmarks.profile's child), stops it every 15 ms and
records the backtrace through numba's functions. Per function: the share of
samples in which it is on the stack (inclusive) and on top (self), and for the
most expensive ones their direct callees. Needs gdb (Linux). Writes
results/stacks-<pilot>.md.
"""
from __future__ import annotations

import argparse
import collections
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from benchmarks.profile import start_games, write_result

# run inside gdb: interrupt the process every 15 ms and keep numba frames' names
GDB_SCRIPT = r"""
import gdb, os, re, signal, threading
gdb.execute("set pagination off")
with open({out!r}, "w") as f:
    for i in range({samples}):
        threading.Timer(0.015, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            gdb.execute("continue", to_string=True)
        except (gdb.error, KeyboardInterrupt):
            pass
        names = []
        for ln in gdb.execute("bt 40", to_string=True).splitlines():
            m = re.search(r" in (?:cpython::)?(?:decksim::core::)?([\w:]+)\[abi", ln)
            if m and (not names or names[-1] != m.group(1)):   # (cpython wrapper frames)
                names.append(m.group(1))
        f.write(";".join(names) + "\n")
gdb.execute("detach")
"""


def sample(pilot: str, samples: int) -> list[list[str]]:
    tmp = Path(tempfile.mkdtemp(prefix="decksim-stacks-"))
    out = tmp / "stacks.txt"
    script = tmp / "sample.py"
    script.write_text(GDB_SCRIPT.format(out=str(out), samples=samples))
    child = start_games(pilot, tmp)
    try:
        subprocess.run(["gdb", "-p", str(child.pid), "-batch", "-x", str(script)],
                       capture_output=True, text=True, timeout=60 + samples)
        stacks = [ln.split(";") for ln in out.read_text().splitlines() if ln]
    finally:
        child.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    return [st for st in stacks if st and st[0]]


def tables(stacks: list[list[str]], rows: int, callees_of: int) -> list[str]:
    n = len(stacks)
    incl, top, kids = collections.Counter(), collections.Counter(), collections.defaultdict(
        collections.Counter)
    for st in stacks:
        top[st[0]] += 1
        for f in set(st):
            incl[f] += 1
        for i, f in enumerate(st[1:], 1):
            kids[f][st[i - 1]] += 1
    lines = ["| on the stack | on top | function |", "| --- | --- | --- |"]
    lines += [f"| {100 * c / n:.1f}% | {100 * top[f] / n:.1f}% | `{f}` |"
              for f, c in incl.most_common(rows)]
    lines += ["", "Direct callees of the most expensive functions (share of all samples):", ""]
    for f, _ in incl.most_common(callees_of):
        parts = [f"`{k}` {100 * c / n:.1f}%" for k, c in kids[f].most_common(6)]
        if parts:
            lines.append(f"- `{f}`: " + ", ".join(parts))
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pilot", default="greedy")
    ap.add_argument("--samples", type=int, default=1500)
    ap.add_argument("--rows", type=int, default=35)
    a = ap.parse_args()
    if shutil.which("gdb") is None:
        raise SystemExit("benchmarks.stacks needs `gdb` on the PATH")
    stacks = sample(a.pilot, a.samples)
    if not stacks:
        raise SystemExit("gdb recorded no stacks (is ptrace allowed here?)")
    write_result(f"stacks-{a.pilot}.md", f"Call stacks: {a.pilot} vs {a.pilot}, one thread",
                 f"python -m benchmarks.stacks --pilot {a.pilot}",
                 f"{len(stacks)} samples, one every 15 ms. Functions marked `inline=True` "
                 "are part of their callers here.", tables(stacks, a.rows, 8))

if __name__ == "__main__":
    os.environ.setdefault("PYTHONHASHSEED", "0")
    main()
