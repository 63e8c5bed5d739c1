"""Reproducibility: game i depends only on (root seed, i)."""
import numpy as np

import decksim
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.runner import run_games
from decksim.sim.seeding import game_seeds


def test_batch_size_does_not_change_results(decks, pool):
    m = Matchup.build(decks["forest_fairies"], decks["dragon_ramp"], pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("planner")])
    a = run_games(m, 50, 3, PR, batch=50)
    b = run_games(m, 50, 3, PR, batch=7)
    assert a.equals(b)


def test_game_ranges_compose(decks, pool):
    m = Matchup.build(decks["haven_wards"], decks["abyss_sanguine"], pool)
    PR = np.stack([pilot_vector("random"), pilot_vector("greedy")])
    whole = run_games(m, 30, 11, PR)
    tail = run_games(m, 10, 11, PR, start=20)
    assert whole.slice(20, 10).equals(tail)


def test_different_seeds_differ():
    assert not np.array_equal(game_seeds(1, 0, 4), game_seeds(2, 0, 4))
    assert game_seeds(1, 5, 1).tolist() == game_seeds(1, 0, 6)[5:].tolist()


def test_api_simulate_returns_records(decks):
    df = decksim.simulate(decks["rune_spells"], decks["sword_officers"], games=20, seed=1)
    assert df.height == 20 and set(df["winner"].unique()) <= {"a", "b", "draw"}


_PURE_PYTHON = """
import sys, numpy as np, decksim
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
pool = decksim.pool()
m = Matchup.build(decksim.load_deck_file(sys.argv[1], pool),
                  decksim.load_deck_file(sys.argv[2], pool), pool)
PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
np.save(sys.argv[3], m.play(PR, game_seeds(1, 0, 3), -np.ones(3, np.int64)))
"""


def test_the_engine_plays_the_same_games_with_the_jit_off(decks, pool, tmp_path):
    """NUMBA_DISABLE_JIT=1 runs the kernels as Python on NumPy scalars (debugging, and
    benchmarks' jit section): int32 trigger masks with bit 31 must not overflow there."""
    import os
    import subprocess
    import sys

    from tests.conftest import deck_file
    out = tmp_path / "records.npy"
    args = [deck_file("forest_fairies"), deck_file("sword_officers"), str(out)]
    run = subprocess.run([sys.executable, "-c", _PURE_PYTHON] + args, capture_output=True,
                         text=True, env=dict(os.environ, NUMBA_DISABLE_JIT="1"))
    assert run.returncode == 0, run.stderr[-3000:]
    m = Matchup.build(decks["forest_fairies"], decks["sword_officers"], pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
    jitted = m.play(PR, game_seeds(1, 0, 3), -np.ones(3, np.int64))
    assert np.array_equal(np.load(out), jitted)
