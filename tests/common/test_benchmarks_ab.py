"""benchmarks.ab: the ratio balanced for the cores cancels a difference between them."""
import pytest

from benchmarks.ab import balanced_ratio


def test_a_faster_core_cancels_out():
    # B is 1.2x A; core 0 is 1.25x faster than core 1; B on core 1 in even rounds
    true, k = 1.2, 1.25
    rounds = [true / k, true * k, true / k, true * k, true / k]
    assert balanced_ratio(rounds) == pytest.approx(true)


def test_one_round():
    assert balanced_ratio([1.1]) == pytest.approx(1.1)
