"""Where the first compile's time goes: which kernel each process compiled when.

    python -m benchmarks.compile_timeline

Imports the engine in a fresh process with an empty numba cache (a new
temporary directory), as `make bench`'s first compile does, with
DECKSIM_COMPILE_LOG set: the importing process and its compile helper
(decksim/core/parallel_compile.py) log each kernel's wait for its lock and its
compile. Reports the wall time, each process's compiling and waiting, how many
processes compiled in each second (2 = both cores busy), the slowest kernels,
and the critical chain: from the last kernel to finish, back through the callee
that finished last, the kernels that one process compiled while the other
waited. Writes results/compile-timeline.md.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import RESULTS, ROOT, git_commit, machine, utc_now


# compile the engine: its load() (an engine from before load() compiled at import)
COMPILE = "import decksim.core.sve.game as g; getattr(g, 'load', lambda: None)()"


def compile_logged(tmp: Path) -> tuple[float, float, list[tuple]]:
    """(start epoch, wall s, rows (asked, began, ended, pid, kernel, compiled: else
    loaded, once the other process had compiled it), times relative to start)."""
    logs = tmp / "log"
    logs.mkdir()
    env = {**os.environ, "DECKSIM_NUMBA_CACHE": str(tmp / "cache"),
           "DECKSIM_COMPILE_LOG": str(logs)}
    env.pop("NUMBA_CACHE_DIR", None)
    start = time.time()
    subprocess.run([sys.executable, "-c", COMPILE], check=True, env=env, cwd=ROOT)
    wall = time.time() - start
    time.sleep(1.0)                       # the helper writes its last line as it exits
    rows = []
    for f in logs.glob("*.log"):
        for line in f.read_text().splitlines():
            asked, began, ended, how, name = line.split()
            rows.append((float(asked) - start, float(began) - start, float(ended) - start,
                         f.stem, name.removeprefix("decksim.core."), how == "compiled"))
    return start, wall, sorted(rows, key=lambda r: r[1])


def busy_per_second(rows) -> list[float]:
    rows = [r for r in rows if r[5]]
    end = max(r[2] for r in rows)
    return [sum(max(0.0, min(r[2], s + 1) - max(r[1], s)) for r in rows)
            for s in range(int(end) + 1)]


# defines every kernel without compiling any (as the compile helper does) and
# prints what each calls
_DEPS = """
import json
import decksim.core.sve.game
from decksim.core import parallel_compile as pc
print(json.dumps({k.name: [d.name for d in k.deps()] for k in pc.registry}))
"""


def kernel_deps() -> dict[str, list[str]]:
    env = {**os.environ, "DECKSIM_COMPILE_HELPER": "1"}
    out = subprocess.run([sys.executable, "-c", _DEPS], check=True, env=env, cwd=ROOT,
                         capture_output=True, text=True).stdout
    short = "decksim.core."
    return {k.removeprefix(short): [d.removeprefix(short) for d in v]
            for k, v in json.loads(out.splitlines()[-1]).items()}


def critical_chain(rows) -> list[tuple]:
    """From the last kernel to finish, back through the callee that finished last."""
    deps = kernel_deps()
    rows = [r for r in rows if r[5]]
    by_name = {r[4]: r for r in rows}
    chain = [max(rows, key=lambda r: r[2])]
    while True:
        ds = [by_name[d] for d in deps.get(chain[-1][4], ()) if d in by_name]
        if not ds:
            break
        last = max(ds, key=lambda r: r[2])
        if last[2] < chain[-1][1] - 2.0:  # its callees were all done well before it began
            break
        chain.append(last)
    return chain[::-1]


def report(wall, rows) -> str:
    pids = sorted({r[3] for r in rows})
    busy = busy_per_second(rows)
    one = sum(1 for b in busy if b < 1.5)
    lines = [
        "# The first compile, kernel by kernel", "",
        f"Command: `python -m benchmarks.compile_timeline` (commit {git_commit()}), "
        f"{utc_now()}. Machine: {machine()['cpu']}, {os.cpu_count()} cores. "
        "A fresh process imports the engine with an empty numba cache; it and its compile "
        "helper log every kernel (DECKSIM_COMPILE_LOG). Times in seconds from the start.", "",
        f"Wall time: {wall:.1f} s. Seconds in which at most one process compiled: {one} "
        f"of {len(busy)}.", "",
        "| process | kernels compiled | compiling (s) | waiting for a lock (s) | last finished (s) |",
        "| --- | --- | --- | --- | --- |",
    ]
    for pid in pids:
        rs = [r for r in rows if r[3] == pid]
        done = [r for r in rs if r[5]]
        lines.append(f"| {pid} | {len(done)} | {sum(r[2] - r[1] for r in done):.1f} | "
                     f"{sum(r[1] - r[0] for r in rs):.1f} | {max(r[2] for r in rs):.1f} |")
    lines += ["", "Processes compiling, per second: " +
              " ".join(f"{b:.1f}" for b in busy), "",
              "## The critical chain (each kernel waits for the one before)", "",
              "| began | ended | seconds | process | kernel |", "| --- | --- | --- | --- | --- |"]
    for r in critical_chain(rows):
        lines.append(f"| {r[1]:.1f} | {r[2]:.1f} | {r[2] - r[1]:.2f} | {r[3]} | `{r[4]}` |")
    lines += ["", "## The slowest kernels", "",
              "| began | seconds | process | kernel |", "| --- | --- | --- | --- |"]
    for r in sorted((r for r in rows if r[5]), key=lambda r: r[1] - r[2])[:15]:
        lines.append(f"| {r[1]:.1f} | {r[2] - r[1]:.2f} | {r[3]} | `{r[4]}` |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="decksim-compile-"))
    try:
        _, wall, rows = compile_logged(tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    text = report(wall, rows)
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "compile-timeline.md").write_text(text)
    print(text)
    print(f"wrote {RESULTS / 'compile-timeline.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
