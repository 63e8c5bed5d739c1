"""Intervals, the SPRT, Bradley-Terry, the field and the Nash solver against known values."""
import math

import numpy as np
import polars as pl
import pytest

from decksim import analysis as A
from decksim.analysis.stats import mean_ci, rate_cols


def test_wilson_published_values():
    # Newcombe (1998), Statistics in Medicine 17:857, table I: 81/263 and 15/148
    assert A.wilson(81, 263) == pytest.approx((0.2553, 0.3662), abs=1e-4)
    assert A.wilson(15, 148) == pytest.approx((0.0624, 0.1605), abs=1e-4)
    assert A.wilson(8, 10) == pytest.approx((0.4902, 0.9433), abs=1e-4)
    assert A.wilson(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


def test_wilson_polars_expression_matches_scalar():
    df = pl.DataFrame({"k": [81, 0, 10, 0], "n": [263, 10, 10, 0]})
    out = df.with_columns(rate_cols("k", "n", "r"))
    for r in out.iter_rows(named=True):
        lo, hi = A.wilson(r["k"], r["n"])
        assert (r["r_low"], r["r_high"]) == pytest.approx((lo, hi))
    assert out["r"][3] is None


def test_newcombe_difference_published_example():
    # Newcombe (1998) example (method 10): 56/70 - 48/80 = 0.2, interval 0.0524 to 0.3339
    d, lo, hi = A.newcombe(56, 70, 48, 80)
    assert d == pytest.approx(0.2)
    assert (lo, hi) == pytest.approx((0.0524, 0.3339), abs=1e-4)


def test_mean_ci():
    m, lo, hi, n = mean_ci([0, 1, 0, 1])
    se = np.std([0, 1, 0, 1], ddof=1) / 2
    assert (m, n) == (0.5, 4) and lo == pytest.approx(0.5 - 1.959964 * se, abs=1e-6)


# --- SPRT ----------------------------------------------------------------------------------

def test_elo_score_conversions():
    assert A.score_from_elo(0) == 0.5
    assert A.elo_from_score(A.score_from_elo(35.0)) == pytest.approx(35.0)
    assert A.score_from_wr_diff(0.04) == pytest.approx(0.52)
    assert A.elo_from_score(0.52) == pytest.approx(400 * math.log10(0.52 / 0.48))


def test_pentanomial_from_paired_scores():
    counts = A.pentanomial([1, 0, 1, 0.5, 0], [1, 1, 0, 0.5, 0.5])
    # pair scores (1 + cand - base) / 2: 0.5, 1, 0, 0.5, 0.75
    assert counts.tolist() == [1, 0, 2, 1, 1]


def test_sprt_fixed_example():
    counts = [10, 20, 40, 25, 5]          # pair scores 0, 1/4, 1/2, 3/4, 1
    # mean 0.4875; variance 0.303125 - 0.4875^2 = 0.06546875
    # LLR = 100 * (0.52 - 0.5) * (2 * 0.4875 - 0.5 - 0.52) / (2 * 0.06546875)
    expected = 100 * 0.02 * (-0.045) / 0.1309375
    assert A.llr(counts, 0.5, 0.52) == pytest.approx(expected)
    assert expected == pytest.approx(-0.687351, abs=1e-6)
    lo, hi = A.llr_bounds(0.05, 0.05)
    assert lo == pytest.approx(math.log(0.05 / 0.95)) and hi == pytest.approx(-lo)
    assert lo == pytest.approx(-2.944439, abs=1e-6)
    t = A.SPRT.from_wr(0.0, 0.04)
    assert t.status(counts)["decision"] == "continue"
    assert t.status([c * 5 for c in counts])["decision"] == "H0"      # LLR -3.44
    better = [2, 10, 40, 30, 18]            # mean 0.6: clearly above H1
    s = t.status(better)
    assert s["llr"] > hi and s["decision"] == "H1"
    assert A.llr([0, 0, 50, 0, 0], 0.5, 0.52) == 0.0              # no variance: no evidence


def test_sprt_bounds_validation():
    with pytest.raises(ValueError):
        A.SPRT.from_wr(0.02, 0.02)
    with pytest.raises(ValueError):
        A.SPRT.from_wr(0.0, 0.04, alpha=0.7)
    t = A.SPRT.from_elo(0, 10)
    assert t.wr0 == pytest.approx(0) and t.elo1 == pytest.approx(10)


def test_paired_difference():
    d = A.paired_difference([1, 0, 1, 0], [1, 1, 1, 0])
    assert d["diff"] == pytest.approx(0.25) and d["pairs"] == 4
    assert d["base_win_rate"] == 0.5 and d["candidate_win_rate"] == 0.75
    assert d["diff_low"] < 0.25 < d["diff_high"]


# --- matchups over many decks ----------------------------------------------------------------

def long_table(pairs):
    """(deck, opponent, games, wins) for one orientation each -> both orientations."""
    rows = []
    for d, o, n, w in pairs:
        rows.append({"deck": d, "opponent": o, "games": n, "wins": w, "losses": n - w, "draws": 0})
        rows.append({"deck": o, "opponent": d, "games": n, "wins": n - w, "losses": w, "draws": 0})
    return pl.DataFrame(rows)


def test_bradley_terry_recovers_known_strengths():
    # strengths 4 : 2 : 1 and wins exactly proportional to p_i / (p_i + p_j)
    m = long_table([("A", "B", 60, 40), ("A", "C", 50, 40), ("B", "C", 30, 20)])
    bt = A.bradley_terry(m)
    s = dict(zip(bt["deck"], bt["strength"]))
    assert s["A"] == pytest.approx(4 / 7, abs=1e-6)
    assert s["B"] == pytest.approx(2 / 7, abs=1e-6)
    assert s["C"] == pytest.approx(1 / 7, abs=1e-6)
    elo = dict(zip(bt["deck"], bt["elo"]))
    assert elo["A"] - elo["C"] == pytest.approx(400 * math.log10(4), abs=1e-3)
    assert sum(elo.values()) == pytest.approx(0, abs=1e-9)
    assert bt["prior"][0] == 0.0
    assert all(bt["elo_low"] < bt["elo"]) and all(bt["elo"] < bt["elo_high"])


def test_bradley_terry_adds_prior_when_a_deck_never_wins():
    bt = A.bradley_terry(long_table([("A", "B", 10, 10), ("B", "C", 10, 5)]))
    assert bt["prior"][0] == 0.5
    assert bt["deck"].to_list()[0] == "A" and np.isfinite(bt["elo"].to_numpy()).all()


def test_nash_rock_paper_scissors():
    m = long_table([("rock", "scissors", 100, 100), ("scissors", "paper", 100, 100),
                    ("paper", "rock", 100, 100)])
    n = A.nash(m)
    assert dict(zip(n["deck"], n["share"])) == pytest.approx(
        {"rock": 1 / 3, "paper": 1 / 3, "scissors": 1 / 3}, abs=1e-9)
    assert n["game_value"][0] == pytest.approx(0.5)
    assert all(n["in_support"])
    assert n["win_rate_vs_equilibrium"].to_list() == pytest.approx([0.5] * 3)


def test_nash_drops_a_dominated_deck():
    m = long_table([("rock", "scissors", 100, 100), ("scissors", "paper", 100, 100),
                    ("paper", "rock", 100, 100), ("junk", "rock", 100, 40),
                    ("junk", "paper", 100, 40), ("junk", "scissors", 100, 40)])
    n = A.nash(m)
    s = dict(zip(n["deck"], n["share"]))
    assert s["junk"] == pytest.approx(0, abs=1e-9)
    assert s["rock"] == pytest.approx(1 / 3, abs=1e-9)
    assert not n.filter(pl.col("deck") == "junk")["in_support"][0]
    assert n.filter(pl.col("deck") == "junk")["win_rate_vs_equilibrium"][0] == pytest.approx(0.4)


def test_nash_from_matrix_pure_strategy():
    x, v = A.nash_from_matrix(np.array([[0.5, 0.7], [0.3, 0.5]]))
    assert x == pytest.approx([1, 0]) and v == pytest.approx(0.5)


def test_field_win_rates():
    m = long_table([("A", "B", 100, 60)])
    f = A.field_win_rates(m)
    r = dict(zip(f["deck"], f["expected_win_rate"]))
    assert r["A"] == pytest.approx(0.5 * 0.5 + 0.5 * 0.6)
    assert r["B"] == pytest.approx(0.5 * 0.5 + 0.5 * 0.4)
    f2 = A.field_win_rates(m, {"B": 1.0})
    a = f2.filter(pl.col("deck") == "A").row(0, named=True)
    assert a["expected_win_rate"] == pytest.approx(0.6)
    sd = math.sqrt(0.6 * 0.4 / 100)
    assert a["expected_win_rate_low"] == pytest.approx(0.6 - 1.959964 * sd, abs=1e-6)
    with pytest.raises(ValueError, match="not in the matchups"):
        A.field_win_rates(m, {"Z": 1.0})


def test_win_matrix():
    w = A.win_matrix(long_table([("A", "B", 100, 60)]))
    assert w.columns == ["deck", "A", "B"]
    assert w.row(0) == ("A", 0.5, pytest.approx(0.6))
