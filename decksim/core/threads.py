"""Run the chunks of a batch on threads: the game kernels release the GIL.

A batch is split into chunks of consecutive games; each chunk is one call of a
`nogil` kernel, so Python threads play chunks side by side on every core the
caller allows (`numba.get_num_threads()`, which the backends set). Which thread
plays which chunk changes nothing: a game depends on its seed alone.
(This replaced a numba `prange` kernel: the same speed, without the seconds
numba spends compiling a parallel loop, and without a threading layer.)"""
from concurrent.futures import ThreadPoolExecutor

import os

import numba

_pools: dict[int, ThreadPoolExecutor] = {}


def cores() -> int:
    """Cores this process may use (CPU affinity / cgroup aware where possible)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def threads() -> int:
    """Threads a batch may use in the calling thread (numba.set_num_threads)."""
    return max(1, numba.get_num_threads())


def run_chunks(play_one, chunks: int):
    """Call play_one(c) for c in 0 .. chunks-1, on threads() threads."""
    n = threads()
    if n == 1 or chunks <= 1:
        for c in range(chunks):
            play_one(c)
        return
    pool = _pools.get(n)
    if pool is None:
        pool = _pools[n] = ThreadPoolExecutor(n, thread_name_prefix="decksim")
    futures = [pool.submit(play_one, c) for c in range(chunks)]
    try:
        for f in futures:
            f.result()
    except BaseException:          # an error or Ctrl-C: drop the chunks not started
        for f in futures:
            f.cancel()
        raise
