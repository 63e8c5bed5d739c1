"""typing_memo.py remembers how numba typed a call of a built-in function. It must
type every call exactly as numba does: the same signature for every call of the
function, and the same implementation chosen for lowering. (Checked on the whole
engine once, by compiling it into two empty caches with and without the memo:
the machine code of all 217 kernels was the same.)"""
import operator

import numpy as np
from numba import njit
from numba.core.types import functions

from decksim.core import typing_memo as TM
from numba_sample import SIGNATURE, sample


def _call_types(disp):
    """Each call of the compiled function: (callee, its typed signature)."""
    cres = next(iter(disp.overloads.values()))
    return sorted((str(expr), str(sig))
                  for expr, sig in cres.type_annotation.calltypes.items())


def _compiled(memo: bool, monkeypatch):
    monkeypatch.setattr(functions.BaseFunction, "get_call_type",
                        TM.get_call_type if memo else TM._numba_get_call_type)
    disp = njit(SIGNATURE)(sample)
    return disp, _call_types(disp)


def test_the_memo_types_every_call_as_numba_does(monkeypatch):
    assert TM.ENABLED
    a = np.array([1, 5, 3, 0, 7, 9, 2], np.int64)
    with_memo, types_memo = _compiled(True, monkeypatch)
    without, types_numba = _compiled(False, monkeypatch)
    assert types_memo == types_numba
    assert with_memo(a.copy(), 7, 0.5) == without(a.copy(), 7, 0.5) == sample(a.copy(), 7, 0.5)


def test_repeated_calls_are_remembered_but_not_overloads(monkeypatch):
    _compiled(True, monkeypatch)
    fns = {k[0].key[0] for k in TM._memo}
    assert operator.add in fns and operator.getitem in fns      # plain templates
    assert np.empty not in fns                                  # @overload: flags matter
