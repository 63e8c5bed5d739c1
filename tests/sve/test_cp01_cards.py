"""CP01 (the Umamusume: Pretty Derby collaboration set) and CSD01 (its starter deck) in
the SVE pool: every card is there with the facts of its data file and its universe
(6.1.1.5.2); every card of the official CSD01 list is modelled in full, the others
say what they leave out; the starter deck (examples/decks/sve/starter/) holds
exactly the official contents, validates as a universe deck, and plays full games
with the engine invariants holding (check=True), the race zone's (14.2.1) included."""
from collections import Counter

import numpy as np
import pytest

from decksim.cards.decklist import load_deck_file
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
from set_kit import set_records
from test_sd_cards import STARTER, _official

SIZES = {"CP01": 93, "CSD01": 4}


def records(set_id):
    return set_records(set_id)


def starter_ids():
    leader, main, evolve = _official("CSD01_Uma")
    return set(leader) | set(main) | set(evolve)


@pytest.mark.parametrize("set_id", sorted(SIZES))
def test_every_card_is_in_the_pool_with_its_facts_and_universe(pool, set_id):
    recs = records(set_id)
    assert len(recs) == SIZES[set_id]
    for r in recs:
        c = pool.by_id(r["id"])
        assert c is not None, f"{r['id']} {r['name']} missing"
        assert (c.id, c.name, c.cls, c.type) == (r["id"], r["name"], r["class"], r["type"])
        assert (c.evolved, c.token, c.traits) == (r["evolved"], r["token"], r["traits"]), r["id"]
        assert c.universe == r["universe"] == "Umamusume", r["id"]
        if not r["evolved"] and r["type"] != "leader":
            assert c.cost == r["cost"], r["id"]
            evo = r.get("evolve_cost")
            assert c.evolve_cost == (None if evo is None else int(evo)), r["id"]
        if r["type"] == "follower":
            assert (c.attack, c.defense) == (r["attack"], r["defense"]), r["id"]
        assert set(r["printings"]) <= {c.id, *c.printings}, r["id"]
        # 14.2.2: every "[feed]" Serve ability is an activated ability with serve = N
        serves = [a for a in c.abilities if a.get("serve")]
        if c.coverage == "full":
            assert len(serves) == r["text"]["en"].count("[feed][cost"), r["id"]


def test_every_card_of_the_starter_list_is_full(pool):
    for cid in starter_ids():
        c = pool.by_id(cid)
        assert c.coverage == "full", f"{cid} {c.name}: {c.missing}"


def test_partial_cards_say_what_they_leave_out(pool):
    for r in records("CP01"):
        c = pool.by_id(r["id"])
        assert c.coverage in ("full", "partial"), r["id"]
        assert (c.coverage == "partial") == bool(c.missing), r["id"]


def test_the_carrot_may_be_ten_in_an_evolve_deck(pool):
    carrot = pool.by_id("CP01-085")
    assert carrot.name == "Carrot" and carrot.evolved and carrot.max_copies == 10   # 6.1.2


def test_the_starter_deck_holds_the_official_contents_as_a_universe_deck(pool):
    leader, main, evolve = _official("CSD01_Uma")
    deck = load_deck_file(str(STARTER / "csd01_umamusume.txt"), pool)
    assert deck.warnings == []
    assert deck.basis == "universe" and deck.based_on == "Umamusume"   # 6.1.1.5.2, 6.2.1.3
    assert deck.leader.id == next(iter(leader))
    assert Counter(c.id for c in deck.main) == Counter(main.elements())
    assert Counter(c.id for c in deck.evolve) == Counter(evolve.elements())
    comments = [ln for ln in (STARTER / "csd01_umamusume.txt").read_text().splitlines()
                if ln.startswith("#")]
    assert len(comments) == 1 and len(comments[0]) > 40


def test_the_starter_deck_plays_full_games_with_invariants(pool, decks):
    uma = decks["csd01_umamusume"]
    for i, other in enumerate(("sd04_dragon", "sd02_sword", "csd01_umamusume")):
        m = Matchup.build(uma, decks[other], pool)
        for pilots, seed, n in ((("greedy", "random"), 70 + i, 12),
                                (("planner", "greedy"), 75 + i, 4),
                                (("random", "aggro"), 78 + i, 8)):
            PR = np.stack([pilot_vector(pilots[0]), pilot_vector(pilots[1])])
            rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
            assert (rec[:, G.R_WINNER] >= 0).all(), f"vs {other}: a game did not finish"
            assert (rec[:, G.R_BAD] == 0).all(), \
                f"vs {other}: invariant broken: codes {set(rec[:, G.R_BAD].tolist())}"
            assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()


def test_14_2_2_the_default_pilot_serves_in_real_games(decks):
    """The pilots are offered the Serve abilities (legal actions) and take them."""
    import decksim
    served = 0
    for seed in range(3):
        sc = decksim.scenario.new_game(decks["csd01_umamusume"], decks["sd02_sword"],
                                       seed=seed, first="a")
        while sc.winner is None and sc.turn < 30:
            sc.play_turn()
        served += sum(" serves " in line for line in sc.log_lines())
    assert served > 0
