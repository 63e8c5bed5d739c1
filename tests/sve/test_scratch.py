"""decksim/core/sve/scratch.py: the work-space stack at the end of a state."""
import numpy as np

from decksim.core.sve import state as ST
from decksim.core.sve.lookahead import lookahead
from decksim.core.sve.scratch import give_back, take


def test_frames_nest_are_aligned_and_a_full_stack_says_so():
    S = np.zeros(ST.STATE_SIZE, np.int32)
    a = take(S, 7)                       # rounded up to an even number of words
    b = take(S, 100)
    assert (a, b) == (ST.SCRATCH + 2, ST.SCRATCH + 2 + 8)
    assert a % 2 == 0 and b % 2 == 0     # int64 / float64 views stay 8-byte aligned
    assert take(S, ST.SCRATCH_WORDS) == -1
    give_back(S, b)
    assert take(S, 10) == b
    give_back(S, a)                      # releases every frame taken after it too
    assert S[ST.SCRATCH] == 0
    assert ST.SCRIPT - ST.SCRATCH - 2 == ST.SCRATCH_WORDS   # then the dictated answers


def test_a_look_ahead_copies_the_game_and_starts_an_empty_stack():
    S = np.arange(ST.STATE_SIZE, dtype=np.int32)
    S[ST.SCRATCH] = 40                    # frames in use in the real game
    S[ST.G_PEND_N] = 3                    # pending abilities
    S2, _ = lookahead(S, np.array([1, 3], np.uint64))
    keep = np.ones(ST.GAME_SIZE, bool)
    keep[[ST.pb(0) + ST.P_HIDE, ST.pb(1) + ST.P_HIDE]] = False   # the unknown-deck seeds
    keep[ST.PEND + 3 * ST.PEND_COLS:ST.PLAYERS] = False   # pending rows past the 3: never read
    assert np.array_equal(S2[:ST.GAME_SIZE][keep], S[:ST.GAME_SIZE][keep])
    assert S2[ST.SCRATCH] == 0
    assert S2[ST.SCRIPT] == 0                   # no dictated answers in a look-ahead
