"""Golden playthroughs: seeded full games whose logs are stored and compared.

Regenerate after an intended rules change with DECKSIM_UPDATE_GOLDEN=1 and
review the diff like code."""
import os
from pathlib import Path

import numpy as np
import pytest

from decksim.games.sve.replay import format_log
from decksim.sim.replay import play_logged
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector

GOLDEN = Path(__file__).parent / "golden"
CASES = [
    ("forest_fairies", "sword_officers", "greedy", "greedy", 1, 0),
    ("dragon_ramp", "rune_spells", "planner", "control", 2, 5),
    ("abyss_sanguine", "haven_wards", "aggro", "random", 3, 7),
]


@pytest.mark.parametrize("a,b,pa,pb,seed,game", CASES)
def test_golden_playthrough(decks, pool, a, b, pa, pb, seed, game):
    m = Matchup.build(decks[a], decks[b], pool)
    PR = np.stack([pilot_vector(pa), pilot_vector(pb)])
    _, events = play_logged(m, PR, seed, game)
    text = "\n".join(format_log(events, m)) + "\n"
    path = GOLDEN / f"{a}-{b}-{pa}-{pb}-s{seed}-g{game}.txt"
    if os.environ.get("DECKSIM_UPDATE_GOLDEN"):
        path.write_text(text)
    assert path.exists(), (f"golden file {path} is missing; write it with "
                           "DECKSIM_UPDATE_GOLDEN=1 and review it like code")
    assert text == path.read_text(), f"game log differs from {path.name}"
    assert "===" in text.splitlines()[-1], "the game did not end"
