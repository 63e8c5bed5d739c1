"""The planner tries its first actions in the order numba's np.argsort(-scores)
gives; sorted_best_first writes that algorithm out (policies/best_first.py).
Equal scores are common (every action that changes nothing scores 0), so the
order among ties must be numba's too: here against numba's own Python version of
its quicksort."""
import numpy as np
from numba.misc.quicksort import make_py_quicksort
from numba.np.numpy_support import lt_floats

from decksim.core.sve.actions import MAX_ACTIONS
from decksim.core.sve.policies.best_first import STACK_WORDS, next_best, sorted_best_first

NUMBA_ARGSORT = make_py_quicksort(lt=lt_floats, is_argsort=True).run_quicksort


def _ours(scores):
    n = scores.size
    o = 6                       # somewhere inside a larger array, as a scratch frame is
    arr = np.full(o + n + STACK_WORDS + 4, -7, np.int32)
    sorted_best_first(scores, n, arr, o)
    assert (arr[:o] == -7).all() and (arr[o + n + STACK_WORDS:] == -7).all()
    return arr[o:o + n]


def test_same_order_as_numba_argsort_ties_included():
    rng = np.random.default_rng(5)
    for trial in range(600):
        n = int(rng.integers(0, MAX_ACTIONS + 1))
        kinds = int(rng.integers(1, 6))          # few distinct values: many ties
        values = np.array([0.0, -1.0e9, 1.0e6, 2.5, -0.75, 3.0])[:kinds]
        scores = values[rng.integers(0, kinds, n)] if trial % 3 else rng.normal(size=n)
        want = NUMBA_ARGSORT(-scores)
        assert (_ours(scores) == want).all(), (trial, scores)


def test_sorted_and_reverse_sorted_runs():
    for n in (16, 17, 40, MAX_ACTIONS):
        for scores in (np.arange(n, dtype=np.float64), -np.arange(n, dtype=np.float64),
                       np.zeros(n)):
            assert (_ours(scores) == NUMBA_ARGSORT(-scores)).all()
            assert (scores[_ours(scores)][:-1] >= scores[_ours(scores)][1:]).all()


def test_next_best_is_the_same_order_for_up_to_15():
    rng = np.random.default_rng(9)
    for _ in range(200):
        n = int(rng.integers(1, 16))
        scores = rng.integers(0, 3, n).astype(np.float64)
        tried = 0
        got = []
        for _ in range(n):
            i = next_best(scores, n, tried)
            tried |= 1 << i
            got.append(i)
        assert got == list(NUMBA_ARGSORT(-scores))
