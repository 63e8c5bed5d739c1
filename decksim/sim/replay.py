"""Replaying one game of a run: its seed from the run's root seed and game
index (seeding.plan), then the game's own engine and event formatter."""
from __future__ import annotations

import numpy as np

import decksim.games as games
from decksim.sim.seeding import plan


def play_logged(matchup, PR: np.ndarray, seed: int, game: int = 0, first: int | None = None,
                mirror: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Game `game` of a run with root seed `seed`: mirror=True for a run of mirrored
    pairs (simulate's default), False for a --no-mirror run. `first` (0 / 1 / -1
    random) overrides the first player the run would use. (final state, events)."""
    seeds, firsts = plan(seed, game, 1, mirror)
    if first is None:
        first = int(firsts[0])
    return games.get(matchup.game).play_logged(matchup, PR, seeds[0], first)


def replay_lines(matchup, PR: np.ndarray, seed: int, game: int, mirror: bool,
                 names=("A", "B")) -> list[str]:
    """Game `game` of a run, one line per event."""
    _, events = play_logged(matchup, PR, seed, game, mirror=mirror)
    return games.get(matchup.game).format_log(events, matchup, names)
