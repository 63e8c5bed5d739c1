"""compact_args.py: C-contiguous arrays reach compiled functions as meminfo, data
and shape; everything else about them must read the same as numba's own way."""
import numpy as np
import pytest
from numba import njit

import decksim.core  # noqa: F401  (installs the convention)
from decksim.core import compact_args


@njit(cache=False)
def _describe(a):
    return a.size, a.itemsize, a.strides[0], a.strides[-1], a.shape[0], a[-1, -1]


@njit(cache=False)
def _outer(a, b, c):
    # a call between two compiled functions: the compact convention on both sides
    return _describe(a), _describe(b), c.sum()


@njit(cache=False)
def _same(a):
    return a


@njit(cache=False)
def _copy_and_return(a):
    b = a.copy()
    b[0, 0] = 7
    return b, _same(a)


def test_enabled_by_default():
    assert compact_args.ENABLED


@pytest.mark.parametrize("dtype", [np.int32, np.float64, np.uint64, np.bool_])
def test_c_arrays_keep_size_itemsize_and_strides(dtype):
    a = np.arange(12).astype(dtype).reshape(3, 4)
    got = _describe(a)
    assert got == (12, a.itemsize, a.strides[0], a.strides[1], 3, a[-1, -1])


def test_calls_between_compiled_functions_and_non_c_layouts():
    a = np.arange(30, dtype=np.int64).reshape(5, 6)
    f = np.asfortranarray(np.arange(6, dtype=np.float64).reshape(2, 3))
    strided = np.arange(20, dtype=np.int32)[::2]          # layout 'A': numba's own way
    da, df, s = _outer(a, f, strided)
    assert da == (30, 8, 48, 8, 5, 29)
    assert df == (6, 8, 8, 16, 2, 5.0)
    assert s == strided.sum()


def test_arrays_handed_back_to_python():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    b, same = _copy_and_return(a)
    assert b[0, 0] == 7 and a[0, 0] == 0
    same[1, 2] = 99                      # the same memory as the argument
    assert a[1, 2] == 99
    assert np.shares_memory(_same(a), a)
