"""Statistics over stored results (polars; never imports numba code).

    from decksim import analysis as A
    res = A.load_results("out/run")               # a run, tournament or compare directory
    players = res.players()                       # one row per game and deck (lazy)
    A.results(players); A.mulligan(players); A.evolution(players)
    A.card_stats(res.cards()); A.curve(res.turns())
    A.build_report("out/run")                     # CSVs, PNGs, report.html in out/run/report/

Every function returns a polars DataFrame (`.to_pandas()` works). docs/metrics.md
defines each number; docs/report.md explains the report.
"""
from decksim.analysis.cards import card_mulligan, card_stats, evolved_cards
from decksim.analysis.comparison import compare_summary, paired_games
from decksim.analysis.playpoints import (cards_seen, curve, deck_costs, hypergeometric,
                                    karsten_weights, p_at_least_one, pp_efficiency, with_math)
from decksim.analysis.load import (ResultError, Results, Run, load_results, player_view,
                                   sum_card_counters)
from decksim.analysis.meta import (bradley_terry, field_win_rates, matrix_arrays, nash,
                                   nash_from_matrix, win_matrix)
from decksim.analysis.metrics import (end_reasons, evolution, evolves_win_rate, game_length,
                                      game_length_stats, matchups, mulligan, results)
from decksim.analysis.sprt import (SPRT, elo_from_score, llr, llr_bounds, paired_difference,
                                   pentanomial, score_from_elo, score_from_wr_diff)
from decksim.analysis.stats import newcombe, wilson_cols
from decksim.analysis.summary import summarize, wilson


def build_report(path, out=None):
    """Write CSVs, PNGs and report.html for a result directory (see report.build_report)."""
    from decksim.analysis.report import build_report as _build
    return _build(path, out)


__all__ = [
    "build_report", "load_results", "Results", "Run", "ResultError", "player_view",
    "sum_card_counters", "results", "matchups", "game_length", "game_length_stats",
    "end_reasons", "mulligan", "evolution", "evolves_win_rate", "card_stats", "card_mulligan",
    "evolved_cards", "curve", "pp_efficiency", "karsten_weights", "hypergeometric",
    "p_at_least_one", "cards_seen", "deck_costs", "with_math", "win_matrix", "matrix_arrays",
    "bradley_terry", "field_win_rates", "nash", "nash_from_matrix", "SPRT", "llr",
    "llr_bounds", "pentanomial", "paired_difference", "score_from_elo", "elo_from_score",
    "score_from_wr_diff", "paired_games", "compare_summary", "summarize", "wilson", "newcombe",
    "wilson_cols",
]
