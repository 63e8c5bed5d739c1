import polars as pl
import pytest

from decksim.analysis.summary import summarize, wilson


def test_wilson_known_values():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_summarize_counts_seats_and_draws():
    games = pl.DataFrame({
        "first": ["a", "a", "b", "b"], "winner": ["a", "draw", "b", "a"], "turns": [10, 12, 8, 9],
    })
    s = summarize(games, "A", "B")
    a_all = s.filter((pl.col("deck") == "A") & (pl.col("seat") == "all")).row(0, named=True)
    assert (a_all["wins"], a_all["losses"], a_all["draws"]) == (2, 1, 1)
    assert a_all["win_rate"] == pytest.approx(2.5 / 4)
    a_play = s.filter((pl.col("deck") == "A") & (pl.col("seat") == "on the play")).row(0, named=True)
    assert a_play["games"] == 2 and a_play["wins"] == 1 and a_play["mean_turns"] == 11
    b_draw = s.filter((pl.col("deck") == "B") & (pl.col("seat") == "on the draw")).row(0, named=True)
    assert b_draw["games"] == 2 and b_draw["wins"] == 0


def test_games_stopped_by_the_turn_cap_are_counted_apart_from_other_draws():
    import polars as pl

    from decksim.sim import storage
    g = pl.DataFrame({"game": [0, 1, 2, 3], "first": ["a", "b", "a", "b"],
                      "winner": ["draw", "draw", "a", "b"],
                      "end_reason": ["cap", "both_lost", "leader", "leader"],
                      "turns": [200, 30, 12, 14]})
    s = summarize(g, "A", "B")
    assert s["draws"][0] == 2 and s["capped"].to_list() == [1, 1, 0, 1, 0, 1]
    streamed = storage.summary_from_counts(storage.summary_counts(g.lazy()), "A", "B")
    assert streamed["capped"].to_list() == s["capped"].to_list()
