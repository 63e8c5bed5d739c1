"""The report's tables are computed in streaming passes over the shards (memory flat in
the number of games, docs/report.md): by-seat tables from additive per-seat sums, game
length quantiles from per-length counts. Here they must equal a plain in-memory
computation over all rows (the definitions of docs/metrics.md written the direct way)
on multi-shard directories of synthetic games."""
import json

import numpy as np
import polars as pl
import pytest
from polars.testing import assert_frame_equal

from decksim import analysis as A
from decksim.games.sve import report as SR
from decksim.analysis.load import collect
from decksim.analysis.metrics import SEATS, quantile_from_counts
from decksim.core.sve.capacities import START_EP_SECOND

from analysis_data import write_run


def fake_games(n: int, seed: int, optional: bool = True) -> pl.DataFrame:
    """n random game records (no engine): the columns of decksim.sim.runner.records_frame."""
    rng = np.random.default_rng(seed)
    cols = {"game": np.arange(n), "first": rng.choice(["a", "b"], n),
            "winner": rng.choice(["a", "b", "draw"], n, p=[0.45, 0.5, 0.05]),
            "end_reason": rng.choice(["leader", "deck_out", "cap"], n, p=[0.9, 0.08, 0.02]),
            "turns": rng.integers(7, 30, n)}
    for s in "ab":
        cols[f"{s}_mulligan"] = rng.random(n) < 0.4
        for c, hi in (("leader_defense", 20), ("pp_spent", 60), ("ep_used", 4), ("evolves", 6),
                      ("cards_played", 25), ("face_damage", 21)):
            cols[f"{s}_{c}"] = rng.integers(0, hi, n)
        if optional:
            cols[f"{s}_first_evolve"] = rng.integers(0, 8, n)
            cols[f"{s}_ep_left"] = rng.integers(0, 3, n)
    return pl.DataFrame(cols)


DECK = {"a": {"name": "alpha", "hash": "1"}, "b": {"name": "beta", "hash": "2"},
        "c": {"name": "gamma", "hash": "3"}}


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("mem") / "run"
    return write_run(d, fake_games(5001, 1), {"a": DECK["a"], "b": DECK["b"]}, shards=7)


@pytest.fixture(scope="module")
def tournament_dir(tmp_path_factory):
    d = tmp_path_factory.mktemp("memtour")
    pairs = {(0, 1): (3000, True), (0, 2): (2001, False), (1, 2): (1500, True),
             (1, 1): (999, True)}
    keys = "abc"
    for k, ((i, j), (n, opt)) in enumerate(pairs.items()):
        write_run(d / "pairs" / f"{i:02d}-{j:02d}", fake_games(n, 10 + k, opt),
                  {"a": DECK[keys[i]], "b": DECK[keys[j]]}, shards=4)
    (d / "manifest.json").write_text(json.dumps({"format": 1, "kind": "tournament",
                                                 "decks": [DECK[k] for k in keys]}))
    return d


# --- the direct way: every row in memory, one group_by per seat ----------------------------

def by_seat_direct(df: pl.DataFrame, keys: list[str], aggs: list[pl.Expr]) -> pl.DataFrame:
    parts = [(df if seat is None else df.filter(pl.col("seat") == seat))
             .group_by(keys).agg(aggs).with_columns(pl.lit(label).alias("seat"))
             for label, seat in SEATS]
    order = {lab: i for i, (lab, _) in enumerate(SEATS)}
    out = pl.concat(parts)
    return (out.with_columns(pl.col("seat").replace_strict(order).alias("_o"))
            .sort([*keys, "_o"]).select([*keys, "seat", *[c for c in out.columns
                                                          if c not in keys and c != "seat"]]))


def direct_tables(players: pl.DataFrame) -> dict[str, pl.DataFrame]:
    q, r, fe = pl.col("turns"), pl.col("result"), pl.col("first_evolve")
    ep_avail = (pl.when(pl.col("ep_left").is_not_null())
                .then(pl.col("ep_used") + pl.col("ep_left"))
                .otherwise(pl.col("seat").replace_strict({"play": 0, "draw": START_EP_SECOND}, return_dtype=pl.Int64)))
    return {
        "results": by_seat_direct(players, ["deck"], [
            pl.len().alias("games"), (r == "win").sum().alias("wins"),
            (r == "loss").sum().alias("losses"), (r == "draw").sum().alias("draws"),
            (pl.col("score").sum() / pl.len()).alias("win_rate"), q.mean().alias("mean_turns")]),
        "game_length_stats": by_seat_direct(players, ["deck"], [
            pl.len().alias("games"), q.mean().alias("mean_turns"),
            q.median().alias("median_turns"), q.quantile(0.1, "lower").alias("p10_turns"),
            q.quantile(0.9, "higher").alias("p90_turns"),
            q.filter(r == "win").mean().alias("mean_turns_won"),
            q.filter(r == "loss").mean().alias("mean_turns_lost")]),
        "mulligan": by_seat_direct(players, ["deck"], [
            pl.len().alias("games"), pl.col("mulligan").sum().alias("mulligans"),
            pl.col("score").filter(~pl.col("mulligan")).mean().alias("keep_win_rate")]),
        "evolution": by_seat_direct(players.with_columns(ep_avail.alias("_ep")), ["deck"], [
            pl.len().alias("games"), pl.col("_ep").mean().alias("ep_available"),
            pl.col("ep_used").mean().alias("ep_used"), pl.col("ep_left").mean().alias("ep_left"),
            pl.col("evolves").mean().alias("evolves"),
            (pl.col("evolves") > 0).sum().alias("games_evolved"),
            fe.filter(fe > 0).mean().alias("first_evolve_turn")]),
    }


@pytest.mark.slow
@pytest.mark.parametrize("which", ["run_dir", "tournament_dir"])
def test_streamed_tables_equal_the_in_memory_computation(which, request):
    res = A.load_results(request.getfixturevalue(which))
    assert sum(len(r.games_files) for r in res.runs) >= 4          # really several shards
    lazy = res.players()
    assert isinstance(lazy, pl.LazyFrame)
    rows = lazy.collect()                                          # everything in memory
    got = {"results": A.results(lazy), "game_length_stats": A.game_length_stats(lazy),
           "mulligan": A.mulligan(lazy), "evolution": SR.evolution(lazy)}
    for name, want in direct_tables(rows).items():
        assert_frame_equal(got[name].select(want.columns), want, check_dtypes=False,
                           rel_tol=1e-12, abs_tol=0)
    # the tables over the lazy shards are the tables over the same rows held in memory
    for fn in (A.results, A.matchups, A.game_length, A.end_reasons, SR.evolves_win_rate):
        assert_frame_equal(fn(lazy), fn(rows), check_dtypes=False)
    if which == "tournament_dir":                 # one run without first_evolve / ep_left
        ev = SR.evolution(lazy)
        assert ev["ep_left"].null_count() == 0 and ev["games"].sum() > 0


def test_quantile_from_counts_is_polars_quantile():
    rng = np.random.default_rng(3)
    for n in [1, 2, 3, 4, 5, 10, 11, 37, 100, 101, 1000]:
        x = rng.integers(5, 40, n)
        s = pl.Series(x)
        vals, counts = np.unique(x, return_counts=True)
        v, c = vals.tolist(), counts.tolist()
        assert quantile_from_counts(v, c, 0.5) == s.median(), n
        for q in (0.0, 0.1, 0.25, 0.9, 1.0):
            for method in ("lower", "higher", "linear"):
                assert quantile_from_counts(v, c, q, method) == s.quantile(q, method), (n, q)
    assert quantile_from_counts([], [], 0.5) is None


def test_collect_streams_and_gives_the_in_memory_result(run_dir):
    lf = pl.scan_parquet(sorted((run_dir / "games").glob("part-*.parquet")))
    q = lf.group_by("first").agg(pl.len(), pl.col("turns").sum()).sort("first")
    assert_frame_equal(collect(q), q.collect(engine="in-memory"))
    assert collect(lf.select(pl.len())).item() == 5001
