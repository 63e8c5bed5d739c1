"""The starter decks SD01-SD06 in the SVE pool: every card first printed in them is
present with the facts of its data file and modelled in full; the six official
starter decks (examples/decks/sve/starter/) hold exactly the official contents,
validate, and play full games with the engine invariants holding (cards
conserved, PP and zone limits; check=True)."""
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from decksim.cards.decklist import load_deck_file
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
from set_kit import set_records

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT.parent / "shared" / "data" / "sve"
SETS = ["SD01", "SD02", "SD03", "SD04", "SD05", "SD06"]
STARTER = ROOT / "examples" / "decks" / "sve" / "starter"
STARTER_DECKS = {"SD01_Forest": "sd01_forest", "SD02_Sword": "sd02_sword",
                 "SD03_Rune": "sd03_rune", "SD04_Dragon": "sd04_dragon",
                 "SD05_Abyss": "sd05_abyss", "SD06_Haven": "sd06_haven"}


def records(set_id):
    return set_records(set_id)


@pytest.mark.parametrize("set_id", SETS)
def test_every_starter_card_is_in_the_pool_with_its_facts(pool, set_id):
    recs = records(set_id)
    assert len(recs) == 12
    for r in recs:
        c = pool.by_id(r["id"])
        assert c is not None, f"{r['id']} {r['name']} missing"
        assert c.id == r["id"] and c.name == r["name"], r["id"]
        assert c.cls == r["class"] and c.type == r["type"], r["id"]
        assert c.evolved == r["evolved"] and c.token == r["token"], r["id"]
        assert c.traits == r["traits"], r["id"]
        if not r["evolved"]:
            assert c.cost == r["cost"], r["id"]
            evo = r.get("evolve_cost")
            assert c.evolve_cost == (None if evo is None else int(evo)), r["id"]
        if r["type"] == "follower":
            assert (c.attack, c.defense) == (r["attack"], r["defense"]), r["id"]
        assert set(r["printings"]) <= {c.id, *c.printings}, r["id"]
        assert c.coverage in ("full", "vanilla"), f"{r['id']} is {c.coverage}: {c.missing}"
        assert (c.coverage == "vanilla") == (r["text"]["en"].strip() == ""), r["id"]


@pytest.mark.parametrize("set_id", SETS)
def test_starter_evolved_cards_are_linked(pool, set_id):
    for r in records(set_id):
        if r["evolved"]:
            base = pool.by_name(r["name"], evolved=False)
            assert base and base[0].evolve_cost is not None, r["id"]
            assert pool.evolved_of(base[0]).id == r["id"]


def _official(stem):
    """(leader id, Counter of main ids, Counter of evolve ids) of an official list."""
    path = DATA / "starter-decks" / f"{stem}.txt"
    if not path.exists():
        pytest.skip(f"{path} not available")
    part, got = None, {"Leader": Counter(), "Main Deck": Counter(), "Evolve Deck": Counter()}
    for line in path.read_text().splitlines():
        line = line.strip()
        if line.startswith("# ") and line[2:] in got:
            part = line[2:]
        elif line and not line.startswith("#") and part:
            n, cid = line.split()
            got[part][cid] += int(n)
    return got["Leader"], got["Main Deck"], got["Evolve Deck"]


@pytest.mark.parametrize("official,stem", sorted(STARTER_DECKS.items()))
def test_starter_deck_holds_the_official_contents(pool, official, stem):
    leader, main, evolve = _official(official)
    deck = load_deck_file(str(STARTER / f"{stem}.txt"), pool)
    assert deck.warnings == []
    assert Counter([deck.leader.id]) == Counter(pool.by_id(i).id for i in leader.elements())
    assert Counter(c.id for c in deck.main) == \
        Counter(pool.by_id(i).id for i in main.elements())
    assert Counter(c.id for c in deck.evolve) == \
        Counter(pool.by_id(i).id for i in evolve.elements())
    comments = [ln for ln in (STARTER / f"{stem}.txt").read_text().splitlines()
                if ln.startswith("#")]
    assert len(comments) == 1 and len(comments[0]) > 40


def test_starter_decks_play_full_games_with_invariants(pool, decks):
    stems = sorted(STARTER_DECKS.values())
    for i, a in enumerate(stems):
        b = stems[(i + 1) % len(stems)]
        m = Matchup.build(decks[a], decks[b], pool)
        for pilots, seed, n in ((("greedy", "random"), 80 + i, 12), (("planner", "aggro"), 90 + i, 4)):
            PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
            rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
            assert (rec[:, G.R_WINNER] >= 0).all(), f"{a} vs {b}: a game did not finish"
            assert (rec[:, G.R_BAD] == 0).all(), \
                f"{a} vs {b}: invariant broken: codes {set(rec[:, G.R_BAD].tolist())}"
            assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()
