"""py_entry.py: kernels are compiled without numba's CPython wrapper, and get it
when Python first calls them; calls from Python behave as numba's own."""
import os
import subprocess
import sys

import numpy as np
import pytest

from decksim.core.sve import game as G
from decksim.core.sve import records as R
from decksim.core.sve import state as ST
from decksim.core.sve.policies import evaluate as E
from decksim.core.sve import lookahead as LA


def test_only_the_entry_points_of_a_run_are_compiled_with_a_wrapper():
    assert E.follower_value.targetoptions["no_cpython_wrapper"]       # inline
    assert G.write_record.targetoptions["no_cpython_wrapper"]
    assert LA.lookahead.targetoptions["no_cpython_wrapper"]          # returns arrays
    for entry in (G.play_chunk, G.play_into):     # python=True
        assert not entry.targetoptions["no_cpython_wrapper"]


def test_a_kernel_without_a_wrapper_is_called_from_python_as_numba_would():
    assert E.follower_value(3, 2, 0) == pytest.approx(1.0 + 3 * 1.2 + 2 * 0.8)
    assert E.follower_value(np.int32(3), np.uint64(2), True) == E.follower_value(3, 2, 1)
    assert E.follower_value(3, 0, 0) == 0.0
    S = np.zeros(ST.STATE_SIZE, np.int32)
    S[ST.G_WINNER], S[ST.G_TURN] = 1, 9
    out = np.zeros(R.R_COLS, np.int32)
    G.write_record(S, out)
    assert out[R.R_WINNER] == 1 and out[R.R_TURNS] == 9
    with pytest.raises(TypeError, match="No matching definition"):
        G.write_record(S, 3)
    with pytest.raises(TypeError, match="No matching definition"):
        G.write_record(S.astype(np.int64), out)


def test_entries_work_in_a_process_that_loads_the_engine_from_the_cache():
    """This process may have compiled the engine; a new one loads every kernel
    from the cache and builds the entries from that. The arrays a kernel returns
    need its own runtime setting in the wrapper (they came back without their
    owner when it was built in the dispatcher's base context)."""
    code = """
import numpy as np
from decksim.core.sve import game as G, records as R, state as ST
from decksim.core.sve.policies import evaluate as E
from decksim.core.sve import lookahead as LA
S = np.zeros(ST.STATE_SIZE, np.int32)
S[ST.G_TURN] = 4
S2, r2 = LA.lookahead(S, np.ones(2, np.uint64))
out = np.zeros(R.R_COLS, np.int32)
G.write_record(S2, out)
print(E.follower_value(3, 2, 0), out[R.R_TURNS], S2.shape[0] == S.shape[0])
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [str(1.0 + 3 * 1.2 + 2 * 0.8), "4", "True"]


def test_a_kernel_called_from_python_can_still_be_called_by_kernels_compiled_later(tmp_path):
    """A Python call builds a kernel's entry (the shared core's seed_state, as the
    scenario APIs call it); an engine compiled afterwards in the same process, from an
    empty cache, still calls that kernel."""
    code = ("import numpy as np\n"
            "from decksim.core.rng import seed_state\n"
            "seed_state(np.zeros(2, np.uint64), np.uint64(1), np.uint64(2))\n"
            "from decksim.core.riftbound import game\n"
            "game.load()\n"
            "print('compiled')\n")
    env = {**os.environ, "DECKSIM_NUMBA_CACHE": str(tmp_path), "NUMBA_CACHE_DIR": ""}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=600)
    assert run.returncode == 0 and "compiled" in run.stdout, run.stderr[-2000:]
