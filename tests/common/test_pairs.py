"""The "all seats" rows count a mirrored pair as one unit (decksim/analysis/pairs.py):
checked by simulation against correlated pairs, and on a real run's report."""
import numpy as np
import polars as pl
import pytest

from decksim.analysis.summary import cluster_interval
from decksim.analysis.summary import wilson


def test_the_pair_interval_covers_95_percent_where_counting_games_does_not():
    """Both games of a pair share a latent edge (as mirrored games share shuffles):
    the cluster-robust interval keeps 95% coverage, the games-as-independent Wilson
    interval does not."""
    rng = np.random.default_rng(7)
    pairs, runs, truth = 300, 1000, 0.5
    cover_pair = cover_games = 0
    for _ in range(runs):
        edge = rng.choice([-0.3, 0.3], size=pairs)          # the pair's shared luck
        s = (rng.random((pairs, 2)) < truth + edge[:, None]).sum(axis=1).astype(float)
        m = np.full(pairs, 2.0)
        lo, hi = cluster_interval(s.sum(), (s * s).sum(), (s * m).sum(), (m * m).sum(), m.sum(),
                                  pairs)
        cover_pair += lo <= truth <= hi
        wlo, whi = wilson(s.sum(), int(m.sum()))
        cover_games += wlo <= truth <= whi
    assert abs(cover_pair / runs - 0.95) < 0.02
    assert cover_games / runs < 0.92                   # 90.3% here


def test_the_report_widens_the_all_rows_of_a_mirrored_run(tmp_path):
    import decksim
    from decksim.analysis.report import build_report
    from conftest import deck_file
    a = decksim.load_deck(deck_file("forest_fairies"))
    b = decksim.load_deck(deck_file("sword_officers"))
    decksim.simulate(a, b, games=400, seed=3, out=tmp_path / "run", workers=1)
    rep = build_report(tmp_path / "run")
    mull = rep.tables["mulligan"].filter(pl.col("seat") == "all").row(0, named=True)
    lo, hi = wilson(mull["mulligans"], mull["games"])
    # a deterministic pilot keeps or redraws the same hand in both games of a pair:
    # the pair interval is about sqrt(2) times as wide as counting games
    ratio = (mull["mulligan_rate_high"] - mull["mulligan_rate_low"]) / (hi - lo)
    assert 1.25 < ratio < 1.6
    summ = rep.tables["summary"].filter(pl.col("seat") == "all")
    assert (summ["win_rate_low"] <= summ["win_rate"]).all()
    assert (summ["win_rate"] <= summ["win_rate_high"]).all()


def test_printed_summary_and_summary_csv_take_the_all_interval_over_pairs(tmp_path):
    """decksim simulate's table (memory and run directory) and summarize(): the "all"
    rows' interval is the pair-unit one of the report; seat rows stay Wilson's."""
    import decksim
    from conftest import deck_file
    from decksim.analysis.summary import frame_pair_sums, pair_unit_summary
    from decksim.analysis.summary import wilson
    from decksim.sim import storage
    a = decksim.load_deck(deck_file("forest_fairies"))
    b = decksim.load_deck(deck_file("forest_fairies"))     # one name on both sides
    games = decksim.simulate(a, b, games=400, seed=3)
    s = decksim.summarize(games, a.name, b.name)
    all_a = s.row(0, named=True)
    sums = {r["deck"]: r for r in frame_pair_sums(games).iter_rows(named=True)}
    assert set(sums) == {"a", "b"} and sums["a"]["units"] == 200
    w = wilson(all_a["wins"] + 0.5 * all_a["draws"], all_a["games"])
    assert (all_a["ci_low"], all_a["ci_high"]) != pytest.approx(w)
    play = s.row(1, named=True)
    assert (play["ci_low"], play["ci_high"]) == pytest.approx(
        wilson(play["wins"] + 0.5 * play["draws"], play["games"]))
    out = tmp_path / "run"
    decksim.simulate(a, b, games=400, seed=3, out=out)
    disk = storage.summarize_dir(out)
    assert disk["ci_low"].to_list() == pytest.approx(s["ci_low"].to_list())
    assert pair_unit_summary(s, frame_pair_sums(games)).equals(s)


def test_keep_and_mulligan_win_rates_take_the_pair_as_the_unit_too(tmp_path):
    """The report's mulligan table: on the "all" rows the win rate after keeping and
    after a mulligan have the cluster-robust interval of their ratio over pairs."""
    import decksim
    from conftest import deck_file
    from decksim.analysis.report import build_report
    from decksim.analysis.summary import frame_pair_sums, ratio_interval
    a = decksim.load_deck(deck_file("dragon_ramp"))
    b = decksim.load_deck(deck_file("haven_wards"))
    out = tmp_path / "run"
    games = decksim.simulate(a, b, games=400, seed=5, out=out)
    rep = build_report(out)
    t = pl.read_csv(rep.csv["mulligan"]).filter((pl.col("deck") == a.name)
                                               & (pl.col("seat") == "all")).row(0, named=True)
    u = frame_pair_sums(games).row(0, named=True)
    assert u["deck"] == "a" and u["km"] + u["um"] == u["m"] == 400
    for rate, num, den in (("keep_win_rate", "k", "km"), ("mulligan_win_rate", "u", "um")):
        lo, hi = ratio_interval(u, num, den)
        assert (t[f"{rate}_low"], t[f"{rate}_high"]) == pytest.approx((lo, hi))
        assert t[rate] == pytest.approx(u[num] / u[den])
