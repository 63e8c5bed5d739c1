"""A real action whose look-ahead ran exactly as it will is done by copying the
look-ahead's result (core/sve/lookahead.py, take_kept). It must never change a
game: batches (which reuse) play the same games, with the same counters, as
the logged replays (which never reuse: their log records every event)."""
import random

import numpy as np
import pytest

from benchmarks.soak import build_decks

from decksim.core.sve import actions as A
from decksim.core.sve import game as G
from decksim.core.sve import state as ST
from decksim.core.sve.policies import pilots
from decksim.core.sve.lookahead import take_kept
from decksim.core.sve.records import R_COLS
from decksim.core.sve.stats import STATS_EVENTS, count_buffers, count_game
from decksim.sim.replay import play_logged
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import plan
from scenario_kit import make

N = 24
PAIRS = [
    ("forest_fairies", "sword_officers", "greedy", "greedy"),
    ("dragon_ramp", "rune_spells", "planner", "control"),
    ("abyss_sanguine", "haven_wards", "aggro", "greedy"),
    ("haven_wards", "forest_fairies", "planner", "random"),
]


def _logged_counters(m, PR, seed, n):
    """Records and counters of games 0..n-1 replayed with full logs (no reuse)."""
    c = m.compiled
    st = m.new_stats()
    slots = st.cards.shape[1]
    work = count_buffers(slots)
    rec = np.zeros((n, R_COLS), np.int32)
    for g in range(n):
        S, ev = play_logged(m, PR, seed, g, mirror=True)
        G.write_record(S, rec[g])
        keep = ev[[(STATS_EVENTS >> int(k)) & 1 == 1 for k in ev[:, 0]]]
        L = np.zeros((len(keep) + 1, 6), np.int32)
        L[0, 0] = len(keep)
        L[1:] = keep
        count_game(S, c.CT, L, m.slot_of, st.cards, st.turns, *work)
    return rec, st


@pytest.mark.parametrize("a,b,pa,pb", PAIRS)
def test_reused_look_aheads_play_the_logged_games(decks, pool, a, b, pa, pb):
    m = Matchup.build(decks[a], decks[b], pool)
    PR = np.stack([pilot_vector(pa), pilot_vector(pb)])
    seeds, firsts = plan(5, 0, N, True)
    st = m.new_stats()
    rec = m.play(PR, seeds, firsts, stats=st)
    plain = m.play(PR, seeds, firsts)
    ref, ref_st = _logged_counters(m, PR, 5, N)
    assert np.array_equal(rec, ref)
    assert np.array_equal(plain, ref)
    assert np.array_equal(st.cards, ref_st.cards)
    assert np.array_equal(st.turns, ref_st.turns)


def test_random_decks_and_pilots_play_the_logged_games(pool):
    """Decks built at random from the whole pool (the soak run's), every pilot:
    more card effects than the example decks use."""
    decks = build_decks(pool, 60, 11)
    rnd = random.Random(4)
    pilots = ["greedy", "planner", "aggro", "control", "random"]
    for k in range(30):
        a, b = rnd.sample(decks, 2)
        m = Matchup.build(a, b, pool)
        PR = np.stack([pilot_vector(rnd.choice(pilots)), pilot_vector(rnd.choice(pilots))])
        n = 4
        seeds, firsts = plan(k, 0, n, True)
        rec = m.play(PR, seeds, firsts, stats=m.new_stats())
        for g in range(n):
            S, _ = play_logged(m, PR, k, g, mirror=True)
            want = np.zeros(R_COLS, np.int32)
            G.write_record(S, want)
            assert np.array_equal(rec[g], want), (k, g, a.name, b.name)


def _greedy_choice(sc):
    """The greedy pilot's main-phase choice on a scenario, with its work arrays."""
    c = sc.cp
    S, rng = sc.S, sc.rng
    L = np.zeros((1, 6), np.int32)
    ak, aa, ab, scores, S2, r2, L2 = pilots.work_buffers(S, rng, L)
    p = int(S[ST.G_ACTIVE])
    n = A.legal_actions(S, c.CT, c.AB, c.EF, c.FL, p, ak, aa, ab)
    i = pilots.greedy_pick(S, c.CT, c.AB, c.EF, c.FL, sc.PR, rng, p, ak, aa, ab, n, scores,
                           S2, r2, L2)
    return p, (ak[i], aa[i], ab[i]), i, S2, L


def _live(S):
    """The words of a game that anything reads: all but the pending-ability rows
    past G_PEND_N (lookahead.copy_game)."""
    end = ST.PEND + S[ST.G_PEND_N] * ST.PEND_COLS
    return np.concatenate([S[:end], S[ST.PLAYERS:ST.GAME_SIZE]])


def _real(sc, p, act):
    c = sc.cp
    S, rng = sc.S.copy(), sc.rng.copy()
    A.apply_action(S, c.CT, c.AB, c.EF, c.FL, sc.PR, rng, np.zeros((1, 6), np.int32), p, *act)
    return S, rng


def test_a_play_that_draws_nothing_random_is_copied_from_its_look_ahead():
    """Its Fanfare puts tokens onto the field and into the EX area: simulated, kept."""
    sc = make({"pp": 3, "hand": ["Fairy Whisperer"]}, {"field": ["Fighter"]})
    p, act, i, S2, L = _greedy_choice(sc)
    assert act[0] == A.ACT_PLAY
    assert S2[2 * ST.STATE_SIZE] == i                     # kept
    want, want_rng = _real(sc, p, act)
    S, rng = sc.S.copy(), sc.rng.copy()
    assert take_kept(S, L, S2, i)
    assert np.array_equal(_live(S), _live(want))
    assert np.array_equal(rng, want_rng)
    assert S2[2 * ST.STATE_SIZE] == -1                    # taken once only
    assert not take_kept(S, L, S2, i)


def test_a_play_that_only_puts_its_card_onto_the_field_is_scored_without_a_look_ahead():
    """A vanilla follower (policies/safe_plays.py): nothing simulated, nothing kept;
    the real action runs."""
    sc = make({"pp": 3, "hand": ["Goliath"]}, {"field": ["Fighter"]})
    p, act, i, S2, L = _greedy_choice(sc)
    assert act[0] == A.ACT_PLAY
    assert S2[2 * ST.STATE_SIZE] == -1
    assert not take_kept(sc.S.copy(), L, S2, i)


def test_a_play_that_draws_from_the_deck_is_not_kept():
    """Its look-ahead drew from a reshuffled unknown deck: the real draw differs."""
    sc = make({"pp": 3, "hand": ["Mystic Artifact"]}, {"field": ["Fighter"]})
    _, act, i, S2, L = _greedy_choice(sc)
    assert act[0] == A.ACT_PLAY and i > 0
    assert S2[2 * ST.STATE_SIZE] == -1
    assert not take_kept(sc.S.copy(), L, S2, i)
