"""The planner's order of first actions: best greedy score first, ties in the
order numba's `np.argsort(-scores[:n])` gives them.

That order decides which actions the planner tries, so it is part of every
planner game. numba's argsort (numba/misc/quicksort.py, the default 'quicksort'
kind) cost about 3 s of each first compile; `sorted_best_first` is the same
algorithm written out on a frame of the scratch stack: an insertion sort below
16 elements, otherwise median-of-three partitions, the larger part pushed and
the smaller one sorted next, floats compared with NaN last. Tested against
numba's own Python version of it (tests/sve/test_best_first.py)."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel

SMALL = 15          # numba's SMALL_QUICKSORT: shorter runs get an insertion sort
STACK_WORDS = 32    # pending (low, high) runs; the larger part is pushed, so at most log2(n)


@kernel(inline=True)
def next_best(scores, n, tried):
    """Index of the best score among the n not yet tried (bitmask), the lowest index
    among equal ones: for n <= 15 the order sorted_best_first gives (an insertion
    sort, so stable), found one at a time."""
    best = -1
    for i in range(n):
        if (tried >> i) & 1 == 0 and (best < 0 or scores[i] > scores[best]):
            best = i
    return best


@kernel(inline=True, a=nbt.float64, b=nbt.float64)
def _lt(a, b):
    """numba's lt_floats: a < b, NaN after everything."""
    return a < b or (np.isnan(b) and not np.isnan(a))


@kernel(inline=True)
def _insertion_sort(scores, arr, o, low, high):
    for i in range(low + 1, high + 1):
        k = arr[o + i]
        v = -scores[k]
        j = i
        while j > low and _lt(v, -scores[arr[o + j - 1]]):
            arr[o + j] = arr[o + j - 1]
            j -= 1
        arr[o + j] = k


@kernel(inline=True)
def _swap(arr, i, j):
    x = arr[i]
    arr[i] = arr[j]
    arr[j] = x


@kernel(inline=True)
def _partition(scores, arr, o, low, high):
    """Partition run low..high around its median of three; the pivot's index."""
    mid = (low + high) >> 1
    if _lt(-scores[arr[o + mid]], -scores[arr[o + low]]):
        _swap(arr, o + low, o + mid)
    if _lt(-scores[arr[o + high]], -scores[arr[o + mid]]):
        _swap(arr, o + high, o + mid)
    if _lt(-scores[arr[o + mid]], -scores[arr[o + low]]):
        _swap(arr, o + low, o + mid)
    pivot = -scores[arr[o + mid]]
    _swap(arr, o + high, o + mid)
    i = low
    j = high - 1
    while True:
        while i < high and _lt(-scores[arr[o + i]], pivot):
            i += 1
        while j >= low and _lt(pivot, -scores[arr[o + j]]):
            j -= 1
        if i >= j:
            break
        _swap(arr, o + i, o + j)
        i += 1
        j -= 1
    _swap(arr, o + i, o + high)
    return i


@kernel()
def sorted_best_first(scores, n, arr, o):
    """arr[o:o + n] = np.argsort(-scores[:n]) as numba orders it; arr[o + n:o + n +
    STACK_WORDS] is work space (a frame of n + STACK_WORDS words)."""
    for j in range(n):
        arr[o + j] = j
    if n < 2:
        return
    st = o + n                  # the stack of runs still to sort
    arr[st] = 0
    arr[st + 1] = n - 1
    m = 1
    while m > 0:
        m -= 1
        low = arr[st + 2 * m]
        high = arr[st + 2 * m + 1]
        while high - low >= SMALL:
            i = _partition(scores, arr, o, low, high)
            if high - i > i - low:      # the right part is larger: push it
                if high > i:
                    arr[st + 2 * m] = i + 1
                    arr[st + 2 * m + 1] = high
                    m += 1
                high = i - 1
            else:
                if i > low:
                    arr[st + 2 * m] = low
                    arr[st + 2 * m + 1] = i - 1
                    m += 1
                low = i + 1
        _insertion_sort(scores, arr, o, low, high)
