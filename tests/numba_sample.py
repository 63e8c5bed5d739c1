"""A small function for the tests of decksim's numba patches (typing_memo.py,
ir_vars.py): loops, integers and floats, a tuple, an array read and written,
a builtin and an allocation, so that numba types and walks many kinds of calls."""
import numpy as np

SIGNATURE = "float64(int64[::1], int64, float64)"


def sample(a, n, x):
    s = 0.0
    t = (1, 2.5, None)
    for k in range(n):
        s += a[k] * x + min(k, 3) - (k >> 1) + t[1]
        if a[k] > 2 and k != 5:
            a[k] -= 1
    b = np.empty(3, np.int64)
    b[0] = n
    return s + b[0]
