"""Does decksim work on the numba versions it allows? Each version in a scratch
venv: install decksim with that numba pinned, compile the engine from an empty
cache, play a smoke simulation, and compare its games with this venv's.

    python -m benchmarks.numba_range [--versions 0.63.1 0.68.1 0.60.0] [--games 400] [--suite]

By default the lowest and the highest numba that pyproject.toml allows, plus
0.60.0, below the range: there decksim's compile-time patches must switch off
with one warning (decksim/core/numba_gate.py) and the games stay the same.
With --suite each venv also runs the quick test suite (`pytest -m "not slow"`,
the dev extras installed). Not part of `make test` (it downloads numba,
llvmlite and numpy and compiles the engine in each venv). Writes
results/numba-range.md and .json.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import RESULTS, ROOT, git_commit, machine, utc_now

DEFAULT = ("0.63.1", "0.68.1", "0.60.0")

SMOKE = """
import hashlib, json, sys, time, warnings
warnings.simplefilter("always")
with warnings.catch_warnings(record=True) as caught:
    import numba, numpy
    import decksim
    from decksim.core import numba_gate
    a = decksim.load_deck("examples/decks/sve/forest_fairies.txt")
    b = decksim.load_deck("examples/decks/sve/sword_officers.txt")
    t = time.perf_counter()
    df = decksim.simulate(a, b, games=int(sys.argv[1]), seed=1, pilot_a="greedy",
                          pilot_b="planner", workers=1)
    took = time.perf_counter() - t
rows = df.drop("game").rows()
print("RESULT " + json.dumps({
    "numba": numba.__version__, "numpy": numpy.__version__, "patches": numba_gate.PATCHES,
    "seconds": round(took, 1), "games": df.height,
    "crc": hashlib.sha256(json.dumps(rows, default=str).encode()).hexdigest()[:16],
    "warnings": sorted({str(w.message)[:160] for w in caught if "decksim" in str(w.message)})}))
"""


def run(venv_python: str, games: int, cache: Path) -> dict:
    env = {"NUMBA_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(cache)}
    out = subprocess.run([venv_python, "-c", SMOKE, str(games)], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=3600)
    line = [ln for ln in out.stdout.splitlines() if ln.startswith("RESULT ")]
    if out.returncode != 0 or not line:
        return {"error": (out.stderr or out.stdout)[-1500:]}
    return json.loads(line[-1][7:])


def suite(venv_python: str, cache: Path) -> str:
    """The quick test suite in the venv: its closing line."""
    env = {"NUMBA_CACHE_DIR": str(cache), "PATH": "/usr/bin:/bin", "HOME": str(cache)}
    out = subprocess.run([venv_python, "-m", "pytest", "-m", "not slow", "-p", "no:cacheprovider"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=5400)
    lines = [ln for ln in out.stdout.splitlines() if " passed" in ln or " failed" in ln]
    return lines[-1].strip("= ") if lines else (out.stdout + out.stderr)[-300:]


def in_venv(version: str, games: int, parent: Path, with_suite: bool = False) -> dict:
    d = parent / f"venv-{version}"
    subprocess.run([sys.executable, "-m", "venv", str(d)], check=True)
    py = str(d / "bin" / "python")
    pip = [py, "-m", "pip", "install", "--quiet"]
    inst = subprocess.run(pip + [f"numba=={version}", "-e", str(ROOT), "--no-deps"],
                          capture_output=True, text=True)
    extras = ["pytest>=8", "hypothesis>=6.100", "nbclient>=0.9", "nbformat>=5.9",
              "ipykernel>=6.25", "dask>=2024.1", "distributed>=2024.1",
              "dask-jobqueue>=0.8"] if with_suite else []
    deps = subprocess.run(pip + [f"numba=={version}", "polars>=1.32.3", "pyarrow>=14",
                                 "tqdm>=4.66", "scipy>=1.11", "pandas>=2.0", "matplotlib>=3.8",
                                 *extras],
                          capture_output=True, text=True)
    if inst.returncode or deps.returncode:
        return {"numba": version, "error": (inst.stderr + deps.stderr)[-1500:]}
    t = time.perf_counter()
    res = run(py, games, parent / f"cache-{version}")
    res["first_run_seconds"] = round(time.perf_counter() - t, 1)
    if with_suite and "error" not in res:
        res["suite"] = suite(py, parent / f"cache-{version}")
    return {"numba": version, **res}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--versions", nargs="+", default=list(DEFAULT))
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--suite", action="store_true",
                    help="also run the quick test suite in each venv")
    a = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="decksim-numba-") as tmp:
        here = run(sys.executable, a.games, Path(tmp) / "cache-here")
        rows = [in_venv(v, a.games, Path(tmp), a.suite) for v in a.versions]
    for r in rows:
        r["same_games"] = r.get("crc") == here.get("crc")
    res = {"command": "python -m benchmarks.numba_range " + " ".join(sys.argv[1:]),
           "commit": git_commit(), "date": utc_now(), "machine": machine(), "here": here,
           "versions": rows}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "numba-range.json").write_text(json.dumps(res, indent=1) + "\n")
    lines = [f"# numba versions ({res['date']}, commit {res['commit']})", "",
             f"`{res['command']}`: decksim with each numba in a scratch venv, the engine "
             f"compiled from an empty cache, {a.games} games (greedy vs planner, seed 1) "
             f"compared with this venv's (numba {here.get('numba')}).", "",
             "| numba | numpy | patches | first run (s) | same games | quick suite | note |",
             "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in rows:
        note = r.get("error", "").strip().splitlines()[-1:] or r.get("warnings") or [""]
        lines.append(f"| {r['numba']} | {r.get('numpy', '')} | {r.get('patches', '')} | "
                     f"{r.get('first_run_seconds', '')} | {r['same_games']} | "
                     f"{r.get('suite', 'not run')} | {note[0][:150]} |")
    (RESULTS / "numba-range.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0 if all(r["same_games"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
