"""Whole Battle Spirits games: every example deck plays every other with the
invariants checked after every action; the same seeds give the same games on
any number of threads; golden playthroughs; a property test over random legal
decks from the full-coverage pool."""
import os
import random
from pathlib import Path

import numba
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from decksim.cards.bss.decklist import BssDeck
from decksim.core.bss.records import R_BAD, R_REASON, R_TURNS, R_WINNER, END_CAP
from decksim.core.bss.turns import TURN_CAP
from decksim.games.base import pilot_pair
from decksim.sim.replay import play_logged
from decksim.sim.seeding import game_seeds, plan

GOLDEN = Path(__file__).parent / "golden"


def test_every_example_deck_plays_every_other_with_the_invariants_held(bss, bss_decks, bss_pool):
    names = sorted(bss_decks)
    assert len(names) >= 7
    for i, a in enumerate(names):
        for b in names[i:]:
            m = bss.matchup(bss_decks[a], bss_decks[b], bss_pool)
            for pilots in (("greedy", "greedy"), ("random", "greedy")):
                seeds, firsts = plan(7, 0, 40, True)
                rec = m.play(pilot_pair(bss, *pilots), seeds, firsts, check=True)
                assert (rec[:, R_WINNER] >= 0).all()
                assert (rec[:, R_BAD] == 0).all(), f"{a} vs {b} {pilots}: {set(rec[:, R_BAD])}"
                assert (rec[:, R_REASON] != END_CAP).mean() > 0.9


def test_the_same_seeds_give_the_same_games_on_one_thread_or_two(bss, bss_decks, bss_pool):
    m = bss.matchup(bss_decks["st01_red_star_dragons"], bss_decks["st02_purple_undead"],
                    bss_pool)
    PR = pilot_pair(bss, "greedy", "random")
    seeds, firsts = plan(3, 0, 500, True)
    before = numba.get_num_threads()
    try:
        numba.set_num_threads(1)
        one = m.play(PR, seeds, firsts)
        numba.set_num_threads(min(2, numba.config.NUMBA_NUM_THREADS))
        two = m.play(PR, seeds, firsts)
    finally:
        numba.set_num_threads(before)
    assert (one == two).all()
    assert len(set(map(tuple, one.tolist()))) > 100             # and they differ from each other


CASES = [("st01_red_star_dragons", "st02_purple_undead", "greedy", "greedy", 1, 0),
         ("st03_white_machine_beasts", "st05_green_preybirds", "greedy", "random", 2, 3),
         ("red_dragon_dinos", "purple_dark_knights", "expert", "greedy", 3, 0)]


@pytest.mark.parametrize("a,b,pa,pb,seed,game", CASES)
def test_golden_playthrough(bss, bss_decks, bss_pool, a, b, pa, pb, seed, game):
    m = bss.matchup(bss_decks[a], bss_decks[b], bss_pool)
    _, events = play_logged(m, pilot_pair(bss, pa, pb), seed, game)
    text = "\n".join(bss.format_log(events, m)) + "\n"
    path = GOLDEN / f"{a}-{b}-{pa}-{pb}-s{seed}-g{game}.txt"
    if os.environ.get("DECKSIM_UPDATE_GOLDEN"):
        path.write_text(text)
    assert path.exists(), (f"golden file {path} is missing; write it with "
                           "DECKSIM_UPDATE_GOLDEN=1 and review it like code")
    assert text == path.read_text(), f"game log differs from {path.name}"
    assert "===" in text.splitlines()[-1], "the game did not end"


def random_deck(pool, rnd):
    """40-60 cards, at most 3 of a name (6-1-1), from the cards the engine plays in full."""
    full = [c for c in pool.cards if c.coverage == "full"]
    colours = rnd.sample(["red", "purple", "green", "white", "yellow", "blue"], rnd.randint(1, 2))
    cands = [c for c in full if set(c.colours) & set(colours)] or full
    copies = [c for c in cands for _ in range(3)]
    return BssDeck("random", "<random>", rnd.sample(copies, min(rnd.randint(40, 60),
                                                                len(copies))))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), pa=st.sampled_from(["random", "greedy"]),
       pb=st.sampled_from(["random", "greedy"]))
def test_random_full_coverage_decks_finish_with_cores_soul_and_levels_consistent(
        bss, bss_pool, seed, pa, pb):
    rnd = random.Random(seed)
    m = bss.matchup(random_deck(bss_pool, rnd), random_deck(bss_pool, rnd), bss_pool)
    n = 30
    rec = m.play(pilot_pair(bss, pa, pb), game_seeds(seed, 0, n), -np.ones(n, np.int64),
                 check=True)
    assert (rec[:, R_WINNER] >= 0).all(), "a game did not finish"
    assert (rec[:, R_BAD] == 0).all(), f"invariant broken: codes {set(rec[:, R_BAD])}"
    assert (rec[:, R_TURNS] <= TURN_CAP).all()
