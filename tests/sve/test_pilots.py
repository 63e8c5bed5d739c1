"""Pilot strength is measured: greedy beats random clearly in a mirror.
(planner > greedy needs more games: benchmarks/pilot_strength.py.)"""
import numpy as np

from decksim.analysis.summary import wilson
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.runner import run_games


def test_greedy_beats_random_in_mirror(decks, pool):
    d = decks["sword_officers"]
    m = Matchup.build(d, d, pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("random")])
    games = run_games(m, 200, 21, PR)
    wins = (games["winner"] == "a").sum() + 0.5 * (games["winner"] == "draw").sum()
    lo, _ = wilson(wins, games.height)
    assert lo > 0.6, f"greedy won only {wins}/200 against random"


def test_pilot_parameters_change_play(decks, pool):
    d = decks["forest_fairies"]
    m = Matchup.build(d, d, pool)
    base = run_games(m, 40, 2, np.stack([pilot_vector("greedy"), pilot_vector("greedy")]))
    other = run_games(m, 40, 2, np.stack([pilot_vector("greedy", {"face": 5.0, "board": 0.1}),
                                          pilot_vector("greedy")]))
    assert not base.equals(other)
