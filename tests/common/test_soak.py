"""The soak run's code path at a small size (`make soak` plays 10,000,000 games;
benchmarks/soak.py), and its random deck builder: every deck it makes is legal."""
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:          # benchmarks/ is not an installed package
    sys.path.insert(0, str(ROOT))

from benchmarks import soak  # noqa: E402
from decksim.cards.decklist import format_deck, parse_deck_text  # noqa: E402


def test_random_decks_are_legal(pool):
    rnd = random.Random(5)
    decks = [soak.random_deck(pool, rnd, name=f"d{i}") for i in range(200)]
    for d in decks:
        # the validator itself (rule 6.1) accepts the deck as written out
        again = parse_deck_text(format_deck(d), pool, path=d.name)
        assert again.content_hash == d.content_hash
        # and the rules it checks, spelled out
        assert 40 <= len(d.main) <= 50 and len(d.evolve) <= 10
        assert d.leader.type == "leader"
        for part in (d.main, d.evolve):
            assert max(Counter(c.name.lower() for c in part).values(), default=0) <= 3
            assert all(c.cls in (d.cls, "Neutral") for c in part)
        assert all(c.is_main_deck_card for c in d.main)
        assert all(c.evolved and not c.token for c in d.evolve)
    assert len({d.cls for d in decks}) == len({c.cls for c in pool if c.type == "leader"})
    assert len({len(d.main) for d in decks}) > 5 and len({len(d.evolve) for d in decks}) > 5
    # the same seed builds the same decks
    assert [d.content_hash for d in soak.build_decks(pool, 5, 3)] == \
        [d.content_hash for d in soak.build_decks(pool, 5, 3)]


def test_soak_code_path(tmp_path, monkeypatch):
    res = soak.run_soak(games=300, decks=12, seed=2, batch=25, check_every=3, workers=0,
                        planner_weight=0.5, progress=0)
    assert res["games_played"] == 300 and res["batches"] == 12
    assert res["checked_batches"] == 4 and res["checked_games"] == 100
    assert sum(res["end_reasons"].values()) == 300
    assert set(p for k in res["pilot_games"] for p in k.split(" vs ")) <= set(soak.PILOTS)
    assert (res["crashes"], res["cap_games"], res["invariant_violations"]) == (0, 0, 0), \
        res["failures"]
    assert not soak.failed(res)
    # the report files: command, duration and the three counts
    monkeypatch.setattr("benchmarks.common.RESULTS", tmp_path)
    res.update(command="python -m benchmarks.soak --games 300", started="now", commit="x",
               machine={"cpu": "cpu", "cores": 1, "python": "3", "numba": "0"})
    md = soak.write(res, "soak-test").read_text()
    assert "PASS" in md and "| crashes" in md and "safety cap" in md and "--games 300" in md
    assert (tmp_path / "soak-test.json").exists()


def test_15_2_1_3_a_perpetual_cycle_ends_as_a_cycle_draw(pool):
    # Found by the soak run (batch 9870): both decks run out, both players have an
    # Ancient Protector (BP05-092: can't lose) and neither pilot attacks, so every
    # turn repeats the last. The game must end as a 15.2.1.3 draw, not at the cap.
    # (Game 2654 of root seed 1 is such a game since each deck has its own shuffle
    # stream; before, game 9870676.)
    import numpy as np

    import decksim
    from decksim.core.sve import game as G
    from decksim.core.sve.records import END_CYCLE
    from decksim.games.sve.matchup import Matchup
    from decksim.games.sve.pilots import pilot_vector
    from decksim.sim.seeding import game_seeds
    deck = decksim.load_deck_file(str(ROOT / "tests" / "sve" / "data" / "cycle_protectors.txt"), pool)
    m = Matchup.build(deck, deck, pool)
    from decksim.core.sve.policies.params import V1     # the game these pilots played
    PR = np.stack([pilot_vector("aggro", V1), pilot_vector("control", V1)])
    rec = m.play(PR, game_seeds(1, 2654, 1), -np.ones(1, np.int64), check=True)
    assert rec[0, G.R_REASON] == END_CYCLE and rec[0, G.R_WINNER] == 2
    assert rec[0, G.R_TURNS] < G.TURN_CAP
    assert rec[0, G.R_BAD] == 0
