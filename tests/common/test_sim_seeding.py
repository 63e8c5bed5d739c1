"""Seeding, mirrored pairs, ranges and summaries of the sim layer (cheap tests)."""
import io

import numpy as np
import polars as pl
import pytest

import decksim
from decksim.core.sve import rules as R
from decksim.sim import storage as S
from decksim.sim.replay import play_logged
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.sim.runner import Progress, run_games
from decksim.sim.seeding import derived_seed, game_seeds, plan


def test_mirrored_plan_pairs_games_on_one_stream():
    seeds, firsts = plan(7, 10, 6, mirror=True)
    assert firsts.tolist() == [0, 1, 0, 1, 0, 1]
    for k in range(3):
        assert seeds[2 * k].tolist() == seeds[2 * k + 1].tolist()
    assert seeds[0].tolist() == game_seeds(7, 5, 1)[0].tolist()      # pair index 5
    assert seeds[0].tolist() != seeds[2].tolist()


def test_unmirrored_plan_is_per_game_with_random_first():
    seeds, firsts = plan(7, 3, 4, mirror=False)
    assert seeds.tolist() == game_seeds(7, 3, 4).tolist()
    assert firsts.tolist() == [-1] * 4


def test_plan_depends_only_on_game_index():
    whole = plan(99, 0, 40, True)
    for s, e in ((0, 7), (7, 8), (8, 40)):
        part = plan(99, s, e - s, True)
        assert np.array_equal(part[0], whole[0][s:e]) and np.array_equal(part[1], whole[1][s:e])


def test_derived_seeds_differ_per_pair():
    assert len({derived_seed(1, i, j) for i in range(4) for j in range(4)}) == 16
    assert derived_seed(1, 0, 1) == derived_seed(1, 0, 1) != derived_seed(2, 0, 1)


def _opening_draws(events):
    draws = {0: [], 1: []}
    for kind, a, b, *_ in events:
        if kind == R.EV_MULLIGAN:
            break
        if kind == R.EV_DRAW:
            draws[int(a)].append(int(b))
    return draws


def test_mirrored_pairs_share_shuffles(decks, pool):
    m = Matchup.build(decks["forest_fairies"], decks["sword_officers"], pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("greedy")])
    openings = []
    for k in range(3):
        (Sa, ea), (Sb, eb) = (play_logged(m, PR, 5, 2 * k + i, mirror=True) for i in (0, 1))
        da, db = _opening_draws(ea), _opening_draws(eb)
        assert len(da[0]) == len(da[1]) == 4
        assert da == db                       # each deck drew the same opening hand
        assert ea[0][1] == 0 and eb[0][1] == 1   # deck a draws first in game 2k, deck b in 2k+1
        openings.append(da)
    assert openings[0] != openings[1]


def test_mirrored_run_seats_each_deck_first_half_the_time(decks, pool):
    m = Matchup.build(decks["haven_wards"], decks["rune_spells"], pool)
    PR = np.stack([pilot_vector("random"), pilot_vector("random")])
    g = run_games(m, 20, 3, PR, batch=6)
    assert g["first"].cast(pl.String).to_list() == ["a", "b"] * 10
    odd = run_games(m, 21, 3, PR)                     # odd: the last pair is half played
    assert odd.slice(0, 20).equals(g) and odd["first"][20] == "a"


def test_ranges():
    assert S.merge_ranges([[5, 9], [0, 3], [3, 5], [12, 14]]) == [[0, 9], [12, 14]]
    assert S.missing_ranges([[0, 9], [12, 14]], 20) == [(9, 12), (14, 20)]
    assert S.missing_ranges([], 5) == [(0, 5)]
    assert S.missing_ranges([[0, 5]], 5) == []
    assert list(S.batches([(0, 10), (13, 25)], 8)) == [(0, 8), (8, 10), (13, 16), (16, 24),
                                                       (24, 25)]
    name = S.shard_name(2048, 4096)
    assert name == "part-000000002048-000000004096.parquet"
    assert S.parse_shard(name) == (2048, 4096) and S.parse_shard(".part-x.tmp") is None


def test_streamed_summary_equals_summarize(decks, pool):
    m = Matchup.build(decks["dragon_ramp"], decks["abyss_sanguine"], pool)
    PR = np.stack([pilot_vector("greedy"), pilot_vector("random")])
    g = run_games(m, 60, 4, PR, mirror=False)
    want = decksim.summarize(g, "x", "y")
    from decksim.analysis.summary import frame_pair_sums
    got = S.summary_from_counts(S.summary_counts(g.lazy()), "x", "y", frame_pair_sums(g))
    assert got.drop("mean_turns").equals(want.drop("mean_turns"))
    assert np.allclose(got["mean_turns"].to_numpy(), want["mean_turns"].to_numpy())


def test_records_use_small_dtypes(decks, pool):
    m = Matchup.build(decks["forest_fairies"], decks["dragon_ramp"], pool)
    g = run_games(m, 4, 1, np.stack([pilot_vector("random")] * 2))
    assert g.schema["winner"] == pl.Enum(["a", "b", "draw"])
    assert g.schema["turns"] == pl.Int16 and g.schema["a_evolves"] == pl.Int8
    assert g.filter(pl.col("winner") == "a").height + g.filter(pl.col("winner") != "a").height == 4


def test_a_record_value_past_its_dtype_is_a_message_naming_the_game():
    """Card effects can build, say, 40,000 damage to a leader in one hit: the record
    conversion names the game and the column instead of failing in polars."""
    from decksim.games import get
    from decksim.sim.errors import RunError
    from decksim.sim.runner import records_frame
    from decksim.core.records import R_P0
    schema = get("sve").records
    rec = np.zeros((2, 64), np.int64)
    col = next(c for c in schema.player if c.name == "face_damage")
    rec[1, R_P0 + col.offset] = 40000
    with pytest.raises(RunError, match="game 11: a_face_damage = 40000 does not fit"):
        records_frame(rec, schema, start=10)


def test_quiet_progress_logs_one_line_per_interval():
    buf = io.StringIO()
    p = Progress(1000, "log", interval=0.0, stream=buf)
    p.update(250)
    p.update(1000, force=True)
    lines = buf.getvalue().splitlines()
    assert len(lines) == 2 and "250/1,000 games (25.0%)" in lines[0] and "left" in lines[0]
    buf2 = io.StringIO()
    p = Progress(1000, "log", interval=3600, stream=buf2)
    p.update(500)
    assert buf2.getvalue() == ""
