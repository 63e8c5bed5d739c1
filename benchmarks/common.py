"""Shared helpers: machine description, deck loading, timing."""
from __future__ import annotations

import datetime
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "examples" / "decks" / "sve"
RESULTS = Path(__file__).resolve().parent / "results"


def machine() -> dict:
    import numba
    cpu = platform.processor() or ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return {"date": datetime.date.today().isoformat(), "cpu": cpu, "cores": os.cpu_count(),
            "python": platform.python_version(), "numba": numba.__version__,
            "numpy": np.__version__, "os": platform.platform()}


def load_pair(a="forest_fairies", b="sword_officers"):
    import decksim
    from decksim.games.sve.matchup import Matchup
    pool = decksim.pool()
    da = decksim.load_deck_file(DECKS / f"{a}.txt", pool)
    db = decksim.load_deck_file(DECKS / f"{b}.txt", pool)
    return Matchup.build(da, db, pool)


_ALL_CORES = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else set()


def pin(core: int | None) -> None:
    """Every thread of this process on `core` (None: on every core again). Pool
    threads that already exist keep their own masks, so each thread is set."""
    if not hasattr(os, "sched_setaffinity") or not os.path.isdir("/proc/self/task"):
        return
    mask = _ALL_CORES if core is None else {core}
    for tid in os.listdir("/proc/self/task"):
        try:
            os.sched_setaffinity(int(tid), mask)
        except OSError:
            pass


def games_per_second(matchup, pilots, games, threads, repeats=3, seed=1, core=None):
    """Median games/s over `repeats` runs of `games` games (after a warm-up);
    core: pin the process to that core for the runs."""
    import numba

    from decksim import games as _games
    from decksim.sim.seeding import game_seeds
    numba.set_num_threads(threads)
    game = _games.get(matchup.game)
    PR = np.stack([game.pilot_vector(pilots[0]), game.pilot_vector(pilots[1])])
    matchup.play(PR, game_seeds(seed, 0, 8), -np.ones(8, np.int64))
    pin(core)
    rates = []
    try:
        for r in range(repeats):
            seeds = game_seeds(seed + r, 0, games)
            t = time.perf_counter()
            matchup.play(PR, seeds, -np.ones(games, np.int64))
            rates.append(games / (time.perf_counter() - t))
    finally:
        if core is not None:
            pin(None)
    numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    return statistics.median(rates), rates


def timed_subprocess(code: str, env: dict) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, **env},
                   cwd=ROOT)
    return time.perf_counter() - t


def example_decks(game: str) -> list[str]:
    """The example deck files of a game (examples/decks/<game>/*.txt), sorted."""
    return sorted(str(p) for p in (ROOT / "examples" / "decks" / game).glob("*.txt"))


def pair_matchups(game: str) -> list:
    """Every pair of the game's example decks, each pair's matchup once."""
    from decksim import games
    g = games.get(game)
    pool = g.pool()
    decks = [g.load_deck(f, pool) for f in example_decks(game)]
    return [g.matchup(a, b, pool) for i, a in enumerate(decks) for b in decks[i + 1:]]


def start_code(game: str, deck_a: str, deck_b: str) -> str:
    """A fresh process's work for the compile and start-up times: load two of the game's
    example decks (file stems), build their matchup and play 4 greedy games."""
    return f"""
import numpy as np
from decksim import games
from decksim.sim.seeding import game_seeds
g = games.get({game!r})
pool = g.pool()
a = g.load_deck("examples/decks/{game}/{deck_a}.txt", pool)
b = g.load_deck("examples/decks/{game}/{deck_b}.txt", pool)
m = g.matchup(a, b, pool)
PR = np.stack([g.pilot_vector("greedy"), g.pilot_vector("greedy")])
m.play(PR, game_seeds(1, 0, 4), -np.ones(4, np.int64))
"""


def compile_and_start(code: str) -> tuple[float, float]:
    """Seconds of `code` in a fresh process with an empty numba cache (the first compile)
    and the median of three more with that cache (a cached start), printed too."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        env = {"DECKSIM_NUMBA_CACHE": d}
        first = timed_subprocess(code, env)
        cached = statistics.median(timed_subprocess(code, env) for _ in range(3))
    print(f"  first compile {first:.1f} s, cached start {cached:.1f} s", flush=True)
    return first, cached


def utc_now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")


def git_commit() -> str:
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, text=True,
                              capture_output=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=ROOT, text=True, capture_output=True, check=True).stdout
        return head + (" with uncommitted changes" if dirty.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "?"


def _tree_rss(pid: int) -> int:
    """Resident bytes of a process and all its descendants (0 when it is gone)."""
    try:
        import psutil
        p = psutil.Process(pid)
        procs = [p] + p.children(recursive=True)
    except Exception:
        return 0
    total = 0
    for q in procs:
        try:
            total += q.memory_info().rss
        except Exception:
            pass
    return total


def run_measured(cmd: list[str], env: dict | None = None, log=None,
                 interval: float = 0.2) -> dict:
    """Run `cmd` (cwd = the repository) and measure it: wall time, exit status, its
    output, `max_rss_bytes` (the kernel's peak resident size of the largest single
    process of the tree, from wait4: the child or any of its waited-for children)
    and `peak_tree_rss_bytes` (the largest sum over the whole process tree, sampled
    every `interval` s: counts the parent and its worker processes together)."""
    import threading
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=ROOT, env={**os.environ, **(env or {})},
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    peak = [0]
    done = threading.Event()

    def sample():
        while not done.wait(interval):
            peak[0] = max(peak[0], _tree_rss(p.pid))

    out_lines = []

    def read():
        for line in p.stdout:
            out_lines.append(line)
            if log is not None:
                log(line.rstrip("\n"))

    ts = threading.Thread(target=sample, daemon=True)
    tr = threading.Thread(target=read, daemon=True)
    ts.start()
    tr.start()
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    done.set()
    tr.join()
    ts.join()
    p.returncode = os.waitstatus_to_exitcode(status)
    return {"wall_s": wall, "returncode": p.returncode, "output": "".join(out_lines),
            "max_rss_bytes": ru.ru_maxrss * 1024, "peak_tree_rss_bytes": peak[0]}


def dir_bytes(path: Path, pattern: str = "**/*") -> int:
    return sum(f.stat().st_size for f in Path(path).glob(pattern) if f.is_file())
