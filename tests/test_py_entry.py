"""py_entry.py: kernels are compiled without numba's CPython wrapper, and get it
when Python first calls them; calls from Python behave as numba's own."""
import subprocess
import sys

import numpy as np
import pytest

from decksim.core.sve import game as G
from decksim.core.sve import records as R
from decksim.core.sve import state as ST
from decksim.core.sve.policies import evaluate as E


def test_only_entry_points_and_allocating_kernels_are_compiled_with_a_wrapper():
    assert E.follower_value.targetoptions["no_cpython_wrapper"]       # inline, no arrays
    assert G.write_record.targetoptions["no_cpython_wrapper"]
    assert not G.play_chunk.targetoptions["no_cpython_wrapper"]      # python=True
    assert not G.chunk_buffers.targetoptions["no_cpython_wrapper"]   # alloc=True


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
    from the cache and builds the entries from that."""
    code = """
import numpy as np
from decksim.core.sve import game as G, records as R, state as ST
from decksim.core.sve.policies import evaluate as E, lookahead as LA
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
