"""Helpers the per-set card tests share (test_bp02_cards, test_bp06_cards): a set's
records from the shared data, a deck of a class's cards of the set, and full games
played with the engine invariants checked (check=True)."""
import json
from pathlib import Path

import numpy as np
import pytest

from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "sve"


def set_records(set_id, cls=None):
    """The records of ../shared/data/sve/SET.json, those of `cls` only if given (the
    test skips without the file)."""
    path = DATA / f"{set_id}.json"
    if not path.exists():
        pytest.skip(f"{path} not available")
    recs = json.loads(path.read_text(encoding="utf-8"))["cards"]
    return [r for r in recs if cls is None or r["class"] == cls]


def set_deck(pool, set_id, cls, home=None, evolve_copies=1):
    """The set's leader of the class (else another of the `home` class, by default the
    card class: Neutral cards play under a class's leader, 6.1.1.5.1), three copies of
    every main-deck card of the set and class (filled to 40 from the home class's other
    cards) and `evolve_copies` of every evolved card of the set and class (at most 10)."""
    home = home or cls
    leaders = [c for c in pool if c.type == "leader" and c.cls == home]
    leader = next((c for c in leaders if c.id.startswith(set_id + "-")), leaders[0])
    cards = [c for c in pool if c.id.startswith(set_id + "-") and c.is_main_deck_card
             and c.cls == cls]
    main = [c for c in cards for _ in range(3)]
    fill = [c for c in pool if c.is_main_deck_card and c.cls == home and c not in cards]
    while len(main) < 40:
        main.append(fill[len(main) % len(fill)])
    evolve = [pool.evolved_of(c) for c in cards
              if c.evolve_cost is not None and pool.evolved_of(c) is not None]
    evolve = (evolve * evolve_copies)[:10]
    assert 40 <= len(main) <= 50
    return Deck(name=f"{set_id.lower()}-{cls}", path="<test>", leader=leader, main=main,
                evolve=evolve, warnings=[])


def check_games(m, seed, n, pilots):
    PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
    rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, G.R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, G.R_BAD])}"
    assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()


def play_set_deck(pool, decks, mine):
    """`mine` in full games against itself and an example deck, two pilot pairs each."""
    for i, other in enumerate((mine, decks[sorted(decks)[0]])):
        m = Matchup.build(mine, other, pool)
        check_games(m, 80 + i, 16, ("random", "greedy"))
        check_games(m, 90 + i, 8, ("planner", "aggro"))


def check_evolved_linked(pool, records):
    """Each evolved record's card is the evolved card of its unevolved namesake (12.2.2.1)."""
    for r in records:
        if r["evolved"]:
            base = pool.by_name(r["name"], evolved=False)
            assert base and base[0].evolve_cost is not None, r["id"]
            assert pool.evolved_of(base[0]).id == r["id"]
