"""BP05 in the SVE pool: every card of the set's data file is present with its
facts, and decks built from BP05 cards play full games with the engine
invariants holding (cards conserved, PP and zone limits; check=True)."""
from pathlib import Path

import numpy as np
import pytest

from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
from set_kit import set_records

ROOT = Path(__file__).resolve().parents[2]
CLASSES = ["Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft", "Abysscraft", "Havencraft"]
BP05_DECKS = sorted(p.stem for p in (ROOT / "examples" / "decks" / "sve").glob("*_bp05_*.txt"))


def bp05_records():
    return set_records("BP05")


def test_every_bp05_card_is_in_the_pool_with_its_facts(pool):
    recs = bp05_records()
    assert len(recs) == 128
    for r in recs:
        c = pool.by_id(r["id"])
        assert c is not None, f"{r['id']} {r['name']} missing"
        assert c.name == r["name"], r["id"]
        assert c.cls == r["class"] and c.type == r["type"], r["id"]
        assert c.evolved == r["evolved"] and c.token == r["token"], r["id"]
        if r["type"] == "leader":
            continue
        assert len(c.traits) == len(r["traits"]), r["id"]
        if not r["evolved"]:
            assert c.cost == r["cost"], r["id"]
        if r["type"] == "follower":
            assert (c.attack, c.defense) == (r["attack"], r["defense"]), r["id"]
        if not r["token"]:
            # the card's own entry lists every printing of the data file
            assert set(r["printings"]) <= {c.id, *c.printings}, r["id"]


def test_bp05_evolved_cards_are_linked(pool):
    for r in bp05_records():
        if r["evolved"]:
            base = [c for c in pool.by_name(r["name"], evolved=False)]
            assert base and base[0].evolve_cost is not None, r["id"]
            assert pool.evolved_of(base[0]).id == r["id"]


def test_bp05_partial_cards_say_what_is_missing(pool):
    for c in pool:
        if c.id.startswith("BP05-") and c.coverage == "partial":
            assert len(c.missing) > 10, c.id


def _all_bp05_deck(pool, cls):
    """Two copies of every BP05 main-deck card of the class and Neutral (40-50 cards)."""
    leader = next(c for c in pool if c.type == "leader" and c.cls == cls
                  and c.id.startswith("BP05"))
    cards = [c for c in pool if c.id.startswith("BP05-") and c.is_main_deck_card
             and c.cls in (cls, "Neutral")]
    main = [c for c in cards for _ in range(2)]
    fill = [c for c in pool if c.is_main_deck_card and c.cls == cls and c not in cards]
    while len(main) < 40:
        main.append(fill[len(main) % len(fill)])
    evolve = [pool.evolved_of(c) for c in cards
              if c.evolve_cost is not None and pool.evolved_of(c) is not None][:10]
    assert 40 <= len(main) <= 50
    return Deck(name=f"bp05-{cls}", path="<test>", leader=leader, main=main,
                evolve=evolve, warnings=[])


def _check(m, seed, n, pilots=("greedy", "planner")):
    PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
    rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, G.R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, G.R_BAD])}"
    assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()


@pytest.mark.parametrize("i", range(3))
def test_every_bp05_card_plays_with_invariants(pool, i):
    a, b = CLASSES[2 * i], CLASSES[2 * i + 1]
    m = Matchup.build(_all_bp05_deck(pool, a), _all_bp05_deck(pool, b), pool)
    _check(m, 50 + i, 16, ("random", "greedy"))
    _check(m, 60 + i, 8, ("planner", "aggro"))


def test_bp05_example_decks_play_with_invariants(pool, decks):
    assert len(BP05_DECKS) == 6
    for i, name in enumerate(BP05_DECKS):
        other = BP05_DECKS[(i + 1) % len(BP05_DECKS)]
        _check(Matchup.build(decks[name], decks[other], pool), 70 + i, 8)
