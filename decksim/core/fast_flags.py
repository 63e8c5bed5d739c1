"""Faster equality and hashing of numba's compile flags, with the same results.

Typing a call of an overloaded function looks up its implementation in a cache
keyed by the argument types and the current compile flags (a TargetConfig).
numba compares two flags by building the full dict of every option (set or
default) on both sides, and hashes one by building it and sorting its keys,
which are the same for every flags object of a class. The engine's first
compile makes about 300,000 such comparisons: in a profile of the compile,
about 9% of the time went to building those dicts.

Here two flags of the same class are compared on the options either of them
set explicitly (every other option has its default on both sides, so their full
dicts agree there), anything else is compared as numba does. numba's hash is
the same for every flags object of a class (its sorted option names), so a
lookup compared the flags with every cached entry of the same argument types;
the hash here also mixes in the options that tell the engine's kernels apart
(runtime, inlining, GIL): equal flags still hash equal, and fewer unequal ones
collide. Nothing compiled changes. DECKSIM_FAST_FLAGS=0 keeps numba's own
methods.
"""
import os

from decksim.core.numba_gate import PATCHES
from numba.core.targetconfig import TargetConfig

_numba_eq = TargetConfig.__eq__
_class_hash: dict[type, int] = {}


def _eq(self, other):
    if self is other:
        return True
    if type(self) is type(other):
        a, b = self._values, other._values
        if a == b:
            return True
        for k in a.keys() | b.keys():
            if getattr(self, k) != getattr(other, k):
                return False
        return True
    return _numba_eq(self, other)


_TELLING = ("nrt", "forceinline", "release_gil")


def _hash(self):
    cls = type(self)
    h = _class_hash.get(cls)
    if h is None:
        h = _class_hash[cls] = hash(tuple(sorted(cls.options)))
    return hash((h,) + tuple(getattr(self, k) for k in _TELLING))


if PATCHES and os.environ.get("DECKSIM_FAST_FLAGS", "") != "0":
    TargetConfig.__eq__ = _eq
    TargetConfig.__hash__ = _hash
