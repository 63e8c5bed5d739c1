"""A property test over the precons: any two of the 13, any seed, random or greedy
pilots. Every game finishes (8 points, a Burn Out's point, a card's win, or a draw at the
turn cap),
and after every action the engine's invariants hold (core/riftbound/invariants.py: cards
and runes conserved across zones, points within 0-8, no unit left with lethal damage
after cleanup, control matching the units present)."""
import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
from decksim.core.riftbound.records import (
    END_CARD, R_BAD, R_P0, R_PN, R_POINTS, R_REASON, R_WINNER,
)
from decksim.core.riftbound.state import VICTORY
from decksim.games.riftbound.pilots import pilot_matrix

PILOTS = st.sampled_from(["random", "greedy"])


@settings(max_examples=12, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(a=st.integers(0, 12), b=st.integers(0, 12), seed=st.integers(0, 2**31), pa=PILOTS,
       pb=PILOTS)
def test_462_any_two_precons_finish_with_cards_runes_and_points_consistent(
        rb_pool, rb_precons, rb_engine, a, b, seed, pa, pb):
    names = sorted(rb_precons)
    cp = compile_pool(rb_pool)
    decks, chk = matchup_arrays(rb_precons[names[a]], rb_precons[names[b]], cp)
    n = 20
    seeds = np.random.SeedSequence(seed).generate_state(2 * n, np.uint64).reshape(n, 2)
    rec = rb_engine.play_batch(cp.CT, pilot_matrix(pa, pb), decks, seeds,
                               -np.ones(n, np.int64), chk)
    assert (rec[:, R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, R_BAD])}"
    for p in range(2):
        points = rec[:, R_P0 + p * R_PN + R_POINTS]
        assert ((points >= 0) & (points <= VICTORY)).all()
    won = (rec[:, R_WINNER] < 2) & (rec[:, R_REASON] != END_CARD)    # not The Grand Plaza's
    winners = rec[won, R_WINNER]
    assert (rec[won][np.arange(len(winners)), R_P0 + winners * R_PN + R_POINTS] == VICTORY).all()
