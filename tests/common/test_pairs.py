"""The "all seats" rows count a mirrored pair as one unit (decksim/analysis/pairs.py):
checked by simulation against correlated pairs, and on a real run's report."""
import numpy as np
import polars as pl

from decksim.analysis.pairs import cluster_interval
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
