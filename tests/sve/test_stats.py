"""Per-card and per-turn counters of the kernel (decksim/core/sve/stats.py)."""
import numba
import numpy as np
import pytest

from decksim.core.sve import game as G
from decksim.core.sve import rules as R
from decksim.core.sve.stats import CC_NAMES, TC_NAMES
from decksim.sim.replay import play_logged
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.seeding import game_seeds
from conftest import deck_file

CC = {n: i for i, n in enumerate(CC_NAMES)}
TC = {n: i for i, n in enumerate(TC_NAMES)}
N = 120


@pytest.fixture(scope="module")
def run(pool, decks):
    m = Matchup.build(decks["forest_fairies"], decks["sword_officers"], pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
    st = m.new_stats()
    rec = m.play(PR, game_seeds(7, 0, N), -np.ones(N, np.int64), stats=st)
    return m, PR, st, rec


def col(st, p, name):
    return st.cards[p, :, CC[name]]


def test_stats_do_not_change_the_games(run):
    m, PR, st, rec = run
    plain = m.play(PR, game_seeds(7, 0, N), -np.ones(N, np.int64))
    assert np.array_equal(plain, rec)


def test_card_counters_partition_the_games(run):
    m, _, st, rec = run
    for p in range(2):
        k = len(m.slot_cards[p])
        wins = int((rec[:, G.R_WINNER] == p).sum())
        assert (col(st, p, "games")[:k] == N).all()
        assert (col(st, p, "wins")[:k] == wins).all()
        assert (col(st, p, "kept") + col(st, p, "mulliganed") == col(st, p, "open_seen")).all()
        assert (col(st, p, "oh") + col(st, p, "drawn") + col(st, p, "fetched")
                == col(st, p, "gih")).all()
        assert (col(st, p, "gih") + col(st, p, "gns") == col(st, p, "games")).all()
        for name in ("open_seen", "kept", "oh", "drawn", "fetched", "gih", "played", "evolved"):
            assert (col(st, p, name + "_wins") <= col(st, p, name)).all()
        # every evolve reveals a card of the evolve deck, which has a slot
        evolves = rec[:, G.R_P0 + p * G.R_PN + G.R_EVOLVES].sum()
        assert col(st, p, "evolved_copies").sum() == evolves
        played = rec[:, G.R_P0 + p * G.R_PN + G.R_PLAYED].sum()
        assert 0 < col(st, p, "played_copies").sum() <= played
        # each game deals 4 cards (6.2.1.7): at most 4 distinct slots seen
        assert N <= col(st, p, "open_seen").sum() <= 4 * N


def test_turn_counters_follow_the_records(run):
    _, _, st, rec = run
    for p in range(2):
        went_first = int((rec[:, G.R_FIRST] == p).sum())
        assert st.turns[p, 0, 0, TC["games"]] == went_first          # seat 0 = on the play
        assert st.turns[p, 1, 0, TC["games"]] == N - went_first
        # 7.2.1: max PP grows by one per own turn from 0
        for t in range(3):
            for seat in range(2):
                g = st.turns[p, seat, t, TC["games"]]
                assert st.turns[p, seat, t, TC["pp_max_sum"]] >= (t + 1) * g
        spent = st.turns[p, :, :, TC["pp_spent_sum"]].sum()
        assert 0 < spent <= rec[:, G.R_P0 + p * G.R_PN + G.R_PP_SPENT].sum()
        assert (st.turns[p, :, :, TC["all_spent"]] <= st.turns[p, :, :, TC["games"]]).all()
        assert (st.turns[p, :, :, TC["on_curve"]] <= st.turns[p, :, :, TC["games"]]).all()
    # 6.2.1.10: the first player starts with 0 EP and gains none in these decks
    assert st.turns[:, 0, :, TC["ep_used"]].sum() == 0


def test_counters_do_not_depend_on_threads_or_batches(run):
    m, PR, st, _ = run
    seeds = game_seeds(7, 0, N)
    firsts = -np.ones(N, np.int64)
    one = m.new_stats()
    old = numba.get_num_threads()
    numba.set_num_threads(1)
    try:
        m.play(PR, seeds[:50], firsts[:50], stats=one)
    finally:
        numba.set_num_threads(old)
    m.play(PR, seeds[50:], firsts[50:], stats=one)
    assert np.array_equal(one.cards, st.cards)
    assert np.array_equal(one.turns, st.turns)


def test_opening_hand_counters_match_the_game_log(run):
    """One game: the slots counted as dealt / starting hand are the cards the
    log shows dealt before, and kept after, the mulligan decision (6.2.1.7-8)."""
    m, PR, _, _ = run
    st = m.new_stats()
    rec = m.play(PR, game_seeds(7, 3, 1), -np.ones(1, np.int64), stats=st)
    _, events = play_logged(m, PR, 7, 3)
    for p in range(2):
        dealt, start, decided, mulled = set(), set(), False, False
        for kind, a, b, *_ in events:
            if kind == R.EV_TURN:
                break
            if kind == R.EV_MULLIGAN and a == p:
                decided, mulled = True, bool(b)
                if not mulled:
                    start = set(dealt)
            elif kind == R.EV_DRAW and a == p:
                (start if decided else dealt).add(int(b))
        slots = m.slot_cards[p]
        assert {slots[s] for s in np.flatnonzero(col(st, p, "open_seen"))} == dealt
        assert {slots[s] for s in np.flatnonzero(col(st, p, "oh"))} == start
        assert bool(rec[0, G.R_P0 + p * G.R_PN + G.R_MULL]) == mulled
        assert col(st, p, "mulliganed").sum() == (len(dealt) if mulled else 0)


def test_a_searched_card_counts_as_fetched_not_drawn(pool):
    """17lands' GD is a draw from the deck: a copy put into the hand by a search is
    'fetched' (in hand, so in GIH), never 'drawn'."""
    import decksim
    d = decksim.load_deck_file(deck_file("sword_officers"), pool)
    o = decksim.load_deck_file(deck_file("haven_wards"), pool)
    m = Matchup.build(d, o, pool)
    PR = np.stack([pilot_vector("greedy")] * 2)
    st = m.new_stats()
    m.play(PR, game_seeds(3, 0, 400), -np.ones(400, np.int64), stats=st)
    fetched = col(st, 0, "fetched")
    assert fetched.sum() > 0            # sword_officers searches its deck
    assert ((col(st, 0, "drawn") + fetched + col(st, 0, "oh")) == col(st, 0, "gih")).all()
