"""decksim/core/fast_flags.py: numba's compile flags compare and hash as numba's
own methods say, only faster."""
from numba.core.compiler import Flags

from decksim.core import fast_flags


def test_flags_compare_and_hash_as_numba_does():
    a, b, c = Flags(), Flags(), Flags()
    for f in (a, b):
        f.nrt = True
        f.error_model = "numpy"
    c.nrt = True
    c.error_model = "numpy"
    c.boundscheck = Flags().boundscheck        # set explicitly to its default
    d = Flags(a)
    d.nrt = False
    pairs = [(a, b), (a, c), (a, d), (a, Flags()), (Flags(), Flags()), (a, a), (a, object())]
    for x, y in pairs:
        want = fast_flags._numba_eq(x, y)
        got = x == y
        assert got == (want if want is not NotImplemented else x is y), (x, y)
    flags = (a, b, c, d, Flags())
    for x in flags:
        for y in flags:
            if fast_flags._numba_eq(x, y):
                assert hash(x) == hash(y)                  # equal flags hash equal
    assert a == c and a != d                          # equal options: equal, whoever set them
    assert hash(a) != hash(d)                         # the runtime tells them apart
