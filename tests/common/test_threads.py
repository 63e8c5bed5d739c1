"""decksim/core/threads.py: a batch's chunks on the caller's threads."""
import threading
import time

import numba
import pytest

from decksim.core import threads


@pytest.fixture
def two_threads():
    old = numba.get_num_threads()
    numba.set_num_threads(min(2, numba.config.NUMBA_NUM_THREADS))
    yield
    numba.set_num_threads(old)


def test_every_chunk_runs_once(two_threads):
    seen, lock = [], threading.Lock()

    def play_one(c):
        with lock:
            seen.append(c)

    threads.run_chunks(play_one, 37)
    assert sorted(seen) == list(range(37))


def test_one_thread_runs_the_chunks_in_order_in_the_calling_thread():
    old = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        where = []
        threads.run_chunks(lambda c: where.append((c, threading.get_ident())), 5)
    finally:
        numba.set_num_threads(old)
    assert where == [(c, threading.get_ident()) for c in range(5)]


def test_an_error_in_a_chunk_is_raised_and_the_chunks_not_started_are_dropped(two_threads):
    started = []

    def play_one(c):
        started.append(c)
        if c == 1:
            raise ValueError("chunk 1 failed")
        time.sleep(0.05)

    with pytest.raises(ValueError, match="chunk 1 failed"):
        threads.run_chunks(play_one, 40)
    time.sleep(0.3)
    assert len(started) < 40
