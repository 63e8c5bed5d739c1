"""Riftbound's games behind the game interface: the same seed gives the same
records and counters, on one thread or two and twice over; the per-card and
per-turn counters are consistent with each other and with the records."""
import numba
import numpy as np
import pytest

import decksim
from decksim.core.records import R_FIRST, R_P0, R_WINNER
from decksim.core.riftbound.records import CC_NAMES, R_PLAYED, R_PN, TC_NAMES, TURNS
from decksim.games import get
from decksim.sim.seeding import plan
from rb_kit import DECKS

GAME = get("riftbound")
N = 300


@pytest.fixture(scope="module")
def matchup(rb_precons, rb_pool):
    return GAME.matchup(rb_precons["jinx_origins"], rb_precons["viktor_origins"], rb_pool)


def play(matchup, threads, pilots=("greedy", "greedy"), seed=11):
    from decksim.games.base import pilot_pair
    seeds, firsts = plan(seed, 0, N, True)
    st = matchup.new_stats()
    before = numba.get_num_threads()
    numba.set_num_threads(threads)
    try:
        rec = matchup.play(pilot_pair(GAME, *pilots), seeds, firsts, check=True, stats=st)
    finally:
        numba.set_num_threads(before)
    return rec, st


@pytest.mark.skipif(numba.config.NUMBA_NUM_THREADS < 2, reason="needs 2 threads")
def test_the_same_seed_gives_the_same_games_on_one_thread_or_two(matchup):
    rec1, st1 = play(matchup, 1)
    rec2, st2 = play(matchup, 2)
    rec3, st3 = play(matchup, 2)
    assert np.array_equal(rec1, rec2) and np.array_equal(rec2, rec3)
    assert np.array_equal(st1.cards, st2.cards) and np.array_equal(st1.turns, st2.turns)
    assert np.array_equal(st2.cards, st3.cards)
    assert (rec1[:, -1] == 0).all()                     # no broken invariant


def test_the_records_and_summary_are_the_same_twice():
    from decksim.analysis.summary import summarize
    a = decksim.load_deck(DECKS / "annie_proving_grounds.txt")
    b = decksim.load_deck(DECKS / "lee_sin_origins.txt")
    one = decksim.simulate(a, b, games=200, seed=4, workers=1)
    two = decksim.simulate(a, b, games=200, seed=4, workers=2)
    assert one.equals(two)
    assert summarize(one, a.name, b.name).equals(summarize(two, a.name, b.name))


@pytest.mark.parametrize("pilots", [("greedy", "greedy"), ("random", "greedy")])
def test_the_card_counters_are_consistent(matchup, pilots):
    rec, st = play(matchup, 2, pilots)
    C = {n: st.cards[:, :, i] for i, n in enumerate(CC_NAMES)}
    slots = [len(s) for s in matchup.card_slots()]
    for p in range(2):
        c = {n: v[p, :slots[p]] for n, v in C.items()}
        assert (c["games"] == N).all()
        assert (c["wins"] == (rec[:, R_WINNER] == p).sum()).all()
        assert (c["played"] <= c["gih"]).all() and (c["gih"] <= c["games"]).all()
        assert (c["gih"] + c["gns"] == c["games"]).all()
        assert (c["oh"] + c["drawn"] == c["gih"]).all()
        assert (c["kept"] <= c["open_seen"]).all() and (c["mulliganed"] <= c["open_seen"]).all()
        assert (c["kept"] + c["mulliganed"] >= c["open_seen"]).all()
        assert (c["played_copies"] >= c["played"]).all()
        for k in ("open_seen", "kept", "oh", "drawn", "gih", "gns", "played"):
            assert (c[f"{k}_wins"] <= c[k]).all()
        # every unit played is a card of its deck: the copies played sum to the records'
        # units played, plus the gear played
        assert c["played_copies"].sum() >= rec[:, R_P0 + p * R_PN + R_PLAYED].sum()
        # the Chosen Champion waits in the Champion Zone: in hand from the start
        champ = [i for i, (cid, name, n) in enumerate(matchup.card_slots()[p])
                 if matchup.compiled.rows[cid] == int(matchup.decks[p, 1])]
        assert champ and c["oh"][champ[0]] == N


def test_the_turn_counters_are_consistent(matchup):
    rec, st = play(matchup, 2, ("random", "greedy"))
    T = {n: st.turns[..., i] for i, n in enumerate(TC_NAMES)}
    assert (T["turns_ended"] <= T["games"]).all()
    assert (T["energy_spent_sum"] <= T["runes_sum"]).all()
    assert (T["power_spent_sum"] <= T["runes_sum"]).all()
    assert (T["ready_left_sum"] <= T["runes_sum"]).all()
    assert (T["unspent"] <= T["turns_ended"]).all()
    assert (T["conquers_sum"] + T["holds_sum"] >= T["scored_sum"]).all()
    for p in range(2):
        on_play = (rec[:, R_FIRST] == p).sum()
        assert T["games"][p, 0, 0] == on_play and T["games"][p, 1, 0] == N - on_play
        assert T["runes_sum"][p, 0, 0] == 2 * on_play           # 315.3.b
        assert T["runes_sum"][p, 1, 0] == 3 * (N - on_play)     # 462.7
    assert T["unspent"].sum() > 0                 # the random pilot leaves plays unmade


def test_a_scenario_from_a_run_plays_the_same_game_as_the_run(rb_precons):
    a = decksim.load_deck(DECKS / "jinx_origins.txt")
    b = decksim.load_deck(DECKS / "viktor_origins.txt")
    sc = decksim.scenario.from_game(a, b, seed=3, game=5, turn=999)
    rec = decksim.simulate(a, b, games=6, seed=3, workers=1)
    row = rec.row(5, named=True)
    assert sc.turn == row["turns"]
    assert sc.points("a") == row["a_points"] and sc.points("b") == row["b_points"]
    assert sc.winner == row["winner"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_games_counters_match_its_replayed_log(matchup, seed):
    """The counters of one game, counted in the batch, against the same game's full
    event log counted here in Python."""
    from decksim.core.riftbound import state as st
    from decksim.games.base import pilot_pair
    seeds, firsts = plan(seed, 0, 1, False)
    PR = pilot_pair(GAME, "random", "greedy")
    stats = matchup.new_stats()
    rec = matchup.play(PR, seeds, firsts, stats=stats)
    _, ev = GAME.play_logged(matchup, PR, seeds[0], int(firsts[0]))
    C = {n: i for i, n in enumerate(CC_NAMES)}
    first_turn = next(i for i, e in enumerate(ev) if e[0] == st.EV_TURN)
    for p in range(2):
        rows = matchup.slot_cards[p]
        dealt = [e[2] for e in ev[:first_turn] if e[0] == st.EV_DRAW and e[1] == p][:4]
        drawn = [e[2] for e in ev[first_turn:] if e[0] == st.EV_DRAW and e[1] == p]
        played = [e[2] for e in ev
                  if e[0] in (st.EV_PLAY, st.EV_GEAR, st.EV_SPELL) and e[1] == p]
        for s, row in enumerate(rows):
            c = stats.cards[p, s]
            assert c[C["open_seen"]] == (row in dealt)
            assert c[C["played_copies"]] == played.count(row)
            assert c[C["played"]] == (row in played)
            assert (c[C["drawn"]] == 1) == (c[C["oh"]] == 0 and row in drawn)
            assert c[C["wins"]] == (rec[0, R_WINNER] == p)
    T = {n: i for i, n in enumerate(TC_NAMES)}
    turns = [e for e in ev if e[0] == st.EV_TURN]
    for p in range(2):
        seat = 0 if rec[0, R_FIRST] == p else 1
        own = [e for e in turns if e[1] == p]
        got = stats.turns[p, seat, :, T["games"]]
        assert got.sum() == min(len(own), got.shape[0])
        assert stats.turns[p, seat, :, T["points_sum"]].sum() == sum(e[3] for e in own[:TURNS])
