"""Property test: random legal decks from the pool with random pilots always
finish, and after every action the engine invariants hold (cards conserved
across zones, 0 <= PP <= max PP <= 10, field <= 5, EX area <= 5, EP >= 0)."""
import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decksim.cards.decklist import Deck
from decksim.core.sve import game as G
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds

CLASSES = ["Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft", "Abysscraft", "Havencraft"]
PILOTS = ["random", "greedy", "aggro", "control", "planner"]


def random_deck(pool, cls, rnd):
    leader = rnd.choice([c for c in pool if c.type == "leader" and c.cls == cls])
    cands = [c for c in pool if c.is_main_deck_card and c.cls in (cls, "Neutral")]
    # 6.1.1.2 / 6.1.1.4: 40-50 cards, at most 3 of a name (the pool may allow fewer than 50)
    size = min(rnd.randint(40, 50), 3 * len(cands))
    copies = [c for c in cands for _ in range(3)]
    main = rnd.sample(copies, size)
    evolve = []
    for c in sorted({c.id: c for c in main}.values(), key=lambda c: c.id):
        e = pool.evolved_of(c)
        if e is not None and c.evolve_cost is not None and len(evolve) < 10:
            evolve.extend([e] * min(rnd.randint(0, 3), 10 - len(evolve)))
    return Deck(name=f"random-{cls}", path="<random>", leader=leader, main=main,
                evolve=evolve, warnings=[])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), ca=st.sampled_from(CLASSES), cb=st.sampled_from(CLASSES),
       pa=st.sampled_from(PILOTS), pb=st.sampled_from(PILOTS))
def test_random_decks_finish_with_invariants(pool, seed, ca, cb, pa, pb):
    import random
    rnd = random.Random(seed)
    m = Matchup.build(random_deck(pool, ca, rnd), random_deck(pool, cb, rnd), pool)
    PR = np.stack([pilot_vector(pa), pilot_vector(pb)])
    n = 24
    rec = m.play(PR, game_seeds(seed, 0, n), -np.ones(n, np.int64), check=True)
    assert (rec[:, G.R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, G.R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, G.R_BAD])}"
    assert (rec[:, G.R_TURNS] < G.TURN_CAP).all()
