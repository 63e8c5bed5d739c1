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
    from decksim.sim.runner import Matchup
    pool = decksim.pool()
    da = decksim.load_deck_file(DECKS / f"{a}.txt", pool)
    db = decksim.load_deck_file(DECKS / f"{b}.txt", pool)
    return Matchup.build(da, db, pool)


def games_per_second(matchup, pilots, games, threads, repeats=3, seed=1):
    """Median games/s over `repeats` runs of `games` games (after a warm-up)."""
    import numba

    from decksim.sim.runner import pilot_vector
    from decksim.sim.seeding import game_seeds
    numba.set_num_threads(threads)
    PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
    matchup.play(PR, game_seeds(seed, 0, 8), -np.ones(8, np.int64))
    rates = []
    for r in range(repeats):
        seeds = game_seeds(seed + r, 0, games)
        t = time.perf_counter()
        matchup.play(PR, seeds, -np.ones(games, np.int64))
        rates.append(games / (time.perf_counter() - t))
    numba.set_num_threads(numba.config.NUMBA_NUM_THREADS)
    return statistics.median(rates), rates


def timed_subprocess(code: str, env: dict) -> float:
    t = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env={**os.environ, **env},
                   cwd=ROOT)
    return time.perf_counter() - t
