"""The Riftbound expert pilot (policies/expert.py): its look-ahead guards a win,
never reads the opponent's hidden cards, plays whole games with the invariants
kept, and gives the same games for the same seeds on any number of threads."""
import numpy as np
import pytest

from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
from decksim.core.riftbound.records import R_BAD, R_WINNER
from decksim.games.riftbound.pilots import pilot_vector
from test_rb_pilots import position

DECK = ["Sea Monkey"] * 5


@pytest.fixture(scope="module")
def cp(rb_pool):
    return compile_pool(rb_pool)


def guard_position(b_hand=(), b_deck=DECK):
    """a at 7 points holds Void Gate with a 2-Might unit and has a ready 3-Might
    unit in its base; b at 6 holds Startipped Peak with a 5-Might unit and has a
    ready 3-Might unit in its base."""
    spec = position([("Sea Monkey", 0), ("Flame Chompers", "base")],
                    [("Flame Chompers", "base"), ("Captain Farron", 1)],
                    control=("a", "b"), points=(7, 6))
    spec["players"]["a"]["deck"] = list(DECK)
    spec["players"]["b"]["deck"] = list(b_deck)
    spec["players"]["b"]["hand"] = list(b_hand)
    return spec


def test_448_expert_guards_the_battlefield_it_will_hold_for_the_final_point(rb_position):
    # Left at 2 Might, Void Gate falls to b's 3-Might unit: b holds Startipped Peak
    # (7 points) and then conquers Void Gate, both battlefields scored that turn, the
    # Final Point (448.1.b.2). Reinforced, Void Gate holds and a scores its Final
    # Point by Hold at its next Beginning Phase (448.1.b.1).
    sc = rb_position(guard_position())
    sc.play_actions("expert")
    assert ("Flame Chompers", 0) in [(u["card"], u["at"]) for u in sc.units("a")]
    sc.end_turn().start_turn()
    sc.play_turn("greedy")
    assert sc.winner is None and sc.control(0) == "a"
    sc.start_turn()
    assert sc.winner == "a" and sc.points("a") == 8


def test_expert_never_reads_the_opponents_hand_or_deck(rb_position):
    # b's hidden cards differ, a's choices do not: the look-ahead deals them again
    one = rb_position(guard_position(b_hand=["Sea Monkey", "Pit Rookie"],
                                     b_deck=["Flame Chompers"] * 5))
    two = rb_position(guard_position(b_hand=["Flame Chompers", "Sea Monkey"],
                                     b_deck=["Pit Rookie"] * 5))
    one.play_actions("expert")
    two.play_actions("expert")
    assert one.units("a") == two.units("a")


def test_expert_games_keep_the_invariants_and_repeat_with_their_seeds(rb_engine, rb_precons,
                                                                      cp):
    decks, chk = matchup_arrays(rb_precons["annie_proving_grounds"],
                                rb_precons["garen_proving_grounds"], cp)
    PR = np.stack([pilot_vector("expert", {"width": 3, "samples": 2}), pilot_vector("greedy")])
    seeds = np.random.SeedSequence(5).generate_state(80, np.uint64).reshape(40, 2)
    firsts = -np.ones(40, np.int64)
    one = rb_engine.play_batch(cp.CT, PR, decks, seeds, firsts, chk, 1)
    two = rb_engine.play_batch(cp.CT, PR, decks, seeds, firsts, chk, 3)
    assert (one[:, R_BAD] == 0).all() and np.isin(one[:, R_WINNER], (0, 1, 2)).all()
    assert np.array_equal(one, two)
