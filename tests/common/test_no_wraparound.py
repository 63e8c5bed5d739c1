"""no_wraparound.py: engine kernels index arrays as given (no negative-index
wraparound); the check mode turns a negative index into an IndexError; numba
code compiled outside the engine keeps Python's meaning of a[-1]."""
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from numba import njit, types

from decksim.core import no_wraparound

ROOT = Path(__file__).resolve().parents[2]


def _pick(a, i, b, j, k):
    return a[i] + b[j, k]


SIG = (types.int64[::1], types.int64, types.int32[:, ::1], types.int64, types.int64)


def _engine_compiled(check: bool):
    old = no_wraparound.CHECK
    no_wraparound.CHECK = check
    try:
        disp = njit(cache=False)(_pick)
        with no_wraparound.engine_compile():
            disp.compile(SIG)
    finally:
        no_wraparound.CHECK = old
    return disp


def test_enabled_by_default():
    assert no_wraparound.ENABLED


def test_engine_kernels_read_the_same_elements_and_skip_the_wraparound():
    a = np.arange(10, dtype=np.int64)
    b = np.arange(12, dtype=np.int32).reshape(3, 4)
    disp = _engine_compiled(check=False)
    assert disp(a, 7, b, 2, 1) == 7 + 9
    ir = disp.inspect_llvm(SIG)
    plain = njit(cache=False)(_pick)
    plain.compile(SIG)
    # numba's wraparound is a `select` on a signed compare with 0 per index
    assert plain.inspect_llvm(SIG).count("select i1") > ir.count("select i1")


def test_check_mode_raises_on_a_negative_index():
    a = np.arange(10, dtype=np.int64)
    b = np.arange(12, dtype=np.int32).reshape(3, 4)
    disp = _engine_compiled(check=True)
    assert disp(a, 0, b, 1, 3) == 7
    with pytest.raises(IndexError, match="negative index in an engine kernel"):
        disp(a, -1, b, 0, 0)
    with pytest.raises(IndexError, match="negative index"):
        disp(a, 0, b, 0, -2)


def test_numba_code_outside_the_engine_keeps_negative_indices():
    a = np.arange(10, dtype=np.int64)
    b = np.arange(12, dtype=np.int32).reshape(3, 4)
    plain = njit(cache=False)(_pick)
    assert plain(a, -1, b, -1, -1) == 9 + 11


CHECKED_GAMES = """
import random, sys
import numpy as np
sys.path.insert(0, {root!r})
import decksim
from benchmarks.soak import random_deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
pool = decksim.pool()
rnd = random.Random(5)
pilots = ["random", "greedy", "aggro", "control", "planner", "expert"]
for k in range(12):
    m = Matchup.build(random_deck(pool, rnd, "a"), random_deck(pool, rnd, "b"), pool)
    PR = np.stack([pilot_vector(pilots[k % 6]), pilot_vector(pilots[(k + 2) % 6])])
    rec = m.play(PR, game_seeds(k, 0, 20), -np.ones(20, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all() and (rec[:, G.R_BAD] == 0).all()
print("ok")
"""


@pytest.mark.slow
def test_engine_games_never_index_below_zero(tmp_path):
    """The whole engine compiled in check mode plays games of random legal decks
    with every pilot: any negative index would raise."""
    env = dict(os.environ, DECKSIM_INDEX_CHECK="1", DECKSIM_NUMBA_CACHE=str(tmp_path))
    env.pop("NUMBA_CACHE_DIR", None)
    r = subprocess.run([sys.executable, "-c", CHECKED_GAMES.format(root=str(ROOT))],
                       env=env, capture_output=True, text=True, timeout=1800)
    assert r.returncode == 0 and r.stdout.strip().endswith("ok"), r.stderr[-3000:]
