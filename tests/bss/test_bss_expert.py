"""The Battle Spirits expert pilot (decksim/core/bss/policies/expert.py) on exact
positions: each test names the behaviour and holds the one right line; and
the expert never reads what its player can't see."""
import numba

from bss_kit import two
from decksim.core.bss.policies.expert import guess_hidden
from decksim.core.bss.records import R_BAD, R_WINNER
from decksim.core.bss.state import GAME_SIZE, P_BURST, P_HAND, pb
from decksim.games.base import pilot_pair
from decksim.sim.seeding import plan

# b at 1 life behind one refreshed 3000 BP blocker; a's Reserve pays for the nexus
# or for the spirit (Raineedle's red symbol reduces both), not for both
LETHAL_OR_NEXUS = two(a={"reserve": 4, "hand": ["Ancient Fault", "Quicksand Dragon"],
                         "field": ["Raineedle"]},
                      b={"life": 1, "field": ["Racoon Guard"]})


def test_greedy_plays_the_costlier_nexus_and_leaves_the_lethal(position):
    sc = position(LETHAL_OR_NEXUS)
    sc.play_turn("greedy")
    assert sc.winner is None
    assert "A plays Ancient Fault paying 4 core(s), 0 core(s) on it" in sc.log_lines()


def test_expert_summons_the_second_attacker_for_lethal_through_one_blocker(position):
    sc = position(LETHAL_OR_NEXUS)
    sc.play_turn("expert")
    assert sc.winner == "a"
    lines = sc.log_lines()
    assert lines.index("A plays Quicksand Dragon paying 2 core(s), 1 core(s) on it") < \
        lines.index("B loses 1 life (0 left)")


def _hidden_split(position, b_hand, b_burst, b_deck):
    sc = position(two(a={"hand": ["Quicksand Dragon"], "field": ["Raineedle"]},
                      b={"hand": b_hand, "deck": b_deck, "field": ["Racoon Guard"]}))
    sc.S[pb(1) + P_BURST] = sc._row(b_burst) + 1
    return sc


def test_expert_does_not_read_the_opponents_hand_or_burst(position):
    """The look-ahead's guess of what a can't see (b's hand, set burst and deck order,
    a's deck order) depends on the cards alone: the same cards split differently
    between b's hand, burst and deck give the same guess, and the real game's random
    stream is not advanced."""
    rest = ["Ankylosauroid Gaston"] * 6
    one = _hidden_split(position, ["Pentaceratop", "Pentaceratop"], "Bearded Eagle",
                        rest + ["Bearded Eagle"] * 2)
    other = _hidden_split(position, ["Bearded Eagle", "Ankylosauroid Gaston"], "Pentaceratop",
                          ["Pentaceratop", "Bearded Eagle", "Bearded Eagle"] + rest[:5])
    assert (one.S[pb(1) + P_HAND:pb(1) + P_HAND + 2] != other.S[pb(1) + P_HAND:
                                                                 pb(1) + P_HAND + 2]).any()
    guesses = []
    for sc in (one, other):
        rng = sc.rng.copy()
        S = sc.S[:GAME_SIZE].copy()
        guess_hidden(S, 0, rng)
        guesses.append(S)
    assert (guesses[0] == guesses[1]).all()
    assert (one.rng == other.rng).all()


def test_expert_games_keep_the_invariants_and_do_not_depend_on_threads(bss, bss_decks,
                                                                       bss_pool):
    m = bss.matchup(bss_decks["red_dragon_dinos"], bss_decks["yellow_white_angels"], bss_pool)
    PR = pilot_pair(bss, "expert", "expert:width=4,samples=2")
    seeds, firsts = plan(5, 0, 40, True)
    before = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = m.play(PR, seeds, firsts, check=True)
        numba.set_num_threads(min(2, numba.config.NUMBA_NUM_THREADS))
        other = m.play(PR, seeds, firsts, check=True)
    finally:
        numba.set_num_threads(before)
    assert (one == other).all()
    assert (one[:, R_WINNER] >= 0).all() and (one[:, R_BAD] == 0).all()
