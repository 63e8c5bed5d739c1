"""Faster equality and hashing of numba's compile flags, with the same results.

Typing a call of an overloaded function looks up its implementation in a cache
keyed by the argument types and the current compile flags (a TargetConfig).
numba compares two flags by building the full dict of every option (set or
default) on both sides, and hashes one by building it and sorting its keys,
which are the same for every flags object of a class. The engine's first
compile makes about 300,000 such comparisons: in a profile of the compile,
about 9% of the time went to building those dicts.

Here two flags of the same class whose explicitly set options are equal are
equal at once (their full dicts would be too), anything else is compared as
numba does, and the hash is computed once per class: the same value numba's
__hash__ gives (the sorted option names). Nothing compiled changes.
DECKSIM_FAST_FLAGS=0 keeps numba's own methods.
"""
import os

from numba.core.targetconfig import TargetConfig

_numba_eq = TargetConfig.__eq__
_class_hash: dict[type, int] = {}


def _eq(self, other):
    if self is other or (type(self) is type(other) and self._values == other._values):
        return True
    return _numba_eq(self, other)


def _hash(self):
    cls = type(self)
    h = _class_hash.get(cls)
    if h is None:
        h = _class_hash[cls] = hash(tuple(sorted(cls.options)))
    return h


if os.environ.get("DECKSIM_FAST_FLAGS", "") != "0":
    TargetConfig.__eq__ = _eq
    TargetConfig.__hash__ = _hash
