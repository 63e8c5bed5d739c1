"""BP02 in the SVE pool, class by class: every card of a finished class is in the
pool with the facts of the set's data file, and decks built from those cards play
full games with the engine invariants holding (cards conserved, PP and zone
limits; check=True). The classes not listed in DONE are not in the pool yet."""
import json
from pathlib import Path

import numpy as np
import pytest

from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data" / "sve" / "BP02.json"
DONE = ["Abysscraft", "Forestcraft", "Dragoncraft", "Swordcraft", "Runecraft", "Neutral",
        "Havencraft"]
# Neutral has no leader: its cards play in a deck of this class (6.1.1.5.1)
HOME = {"Neutral": "Forestcraft"}
# where the pool keeps other facts than the BP02 data file, and why:
# Magical Pawn (BP02-T04): Chess, the trait of the spell that summons it (BP02-050);
# the data file's Officer is the trait of the Swordcraft tokens listed before it.
# Ephemeral Moon (BP02-T08): a token with the trait Faith, as the rules' Appendix A
# lists it (Amulet / Token, Faith); the data file marks it no token and gives it the
# trait Token
TRAITS_KEPT = {"BP02-T04": ["Chess"], "BP02-T08": ["Faith"]}
TOKENS_KEPT = {"BP02-T08"}


def bp02_records(cls):
    if not DATA.exists():
        pytest.skip(f"{DATA} not available")
    recs = json.loads(DATA.read_text(encoding="utf-8"))["cards"]
    return [r for r in recs if r["class"] == cls]


@pytest.mark.parametrize("cls", DONE)
def test_every_bp02_card_of_a_finished_class_is_in_the_pool_with_its_facts(pool, cls):
    recs = bp02_records(cls)
    assert recs
    for r in recs:
        c = pool.by_id(r["id"])
        assert c is not None, f"{r['id']} {r['name']} missing"
        assert c.name == r["name"], r["id"]
        assert c.cls == r["class"] and c.type == r["type"], r["id"]
        assert c.evolved == r["evolved"], r["id"]
        assert c.token == (r["token"] or r["id"] in TOKENS_KEPT), r["id"]
        assert set(r["printings"]) <= {c.id, *c.printings}, r["id"]
        assert c.id_ja == r.get("id_ja", ""), r["id"]   # the Japanese id where it differs
        if r["type"] == "leader":
            continue
        assert sorted(c.traits) == sorted(TRAITS_KEPT.get(r["id"], r["traits"])), r["id"]
        assert c.coverage in ("full", "vanilla"), r["id"]
        if not r["evolved"]:
            assert c.cost == r["cost"], r["id"]
        if r["type"] == "follower":
            assert (c.attack, c.defense) == (r["attack"], r["defense"]), r["id"]
        if r.get("evolve_cost") is not None:
            assert c.evolve_cost == int(r["evolve_cost"]), r["id"]


@pytest.mark.parametrize("cls", DONE)
def test_bp02_evolved_cards_are_linked(pool, cls):
    for r in bp02_records(cls):
        if r["evolved"]:
            base = pool.by_name(r["name"], evolved=False)
            assert base and base[0].evolve_cost is not None, r["id"]
            assert pool.evolved_of(base[0]).id == r["id"]


def _all_bp02_deck(pool, cls):
    """Three copies of every BP02 main-deck card of the class (filled to 40 from the
    class's other cards, or its HOME class's) and every BP02 evolved card of the class."""
    home = HOME.get(cls, cls)
    leader = next(c for c in pool if c.type == "leader" and c.cls == home)
    cards = [c for c in pool if c.id.startswith("BP02-") and c.is_main_deck_card
             and c.cls == cls]
    main = [c for c in cards for _ in range(3)]
    fill = [c for c in pool if c.is_main_deck_card and c.cls == home and c not in cards]
    while len(main) < 40:
        main.append(fill[len(main) % len(fill)])
    evolve = [pool.evolved_of(c) for c in cards
              if c.evolve_cost is not None and pool.evolved_of(c) is not None][:10]
    assert 40 <= len(main) <= 50
    return Deck(name=f"bp02-{cls}", path="<test>", leader=leader, main=main,
                evolve=evolve, warnings=[])


def _check(m, seed, n, pilots):
    PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
    rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, G.R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, G.R_BAD])}"
    assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()


@pytest.mark.parametrize("cls", DONE)
def test_every_bp02_card_of_a_finished_class_plays_with_invariants(pool, decks, cls):
    mine = _all_bp02_deck(pool, cls)
    for i, other in enumerate((mine, decks[sorted(decks)[0]])):
        m = Matchup.build(mine, other, pool)
        _check(m, 80 + i, 16, ("random", "greedy"))
        _check(m, 90 + i, 8, ("planner", "aggro"))
