"""Statistics over stored results (polars; never imports numba code).

    from decksim import analysis as A
    res = A.load_results("out/run")               # a run, tournament or compare directory
    players = res.players()                       # one row per game and deck (lazy)
    A.results(players); A.mulligan(players); A.matchups(players)
    A.card_stats(res.cards())
    A.build_report("out/run")                     # CSVs, PNGs, report.html in out/run/report/

Every function returns a polars DataFrame (`.to_pandas()` works). docs/metrics.md
defines each number; docs/report.md explains the report. These metrics hold for
every game; a game's own (SVE's evolution points and play-point curve) are in
its report module, e.g. decksim.games.sve.report.
"""
import importlib

# name -> submodule; imported on first use, so `import decksim` (which needs only
# summary) does not pay for scipy and the report modules at every start
_WHERE = {
    "cards": ("card_mulligan", "card_stats"),
    "comparison": ("compare_summary", "paired_games"),
    "load": ("ResultError", "Results", "Run", "load_results", "player_view",
             "sum_card_counters"),
    "meta": ("bradley_terry", "field_win_rates", "matrix_arrays", "nash", "nash_from_matrix",
             "win_matrix"),
    "metrics": ("end_reasons", "game_length", "game_length_stats", "matchups", "mulligan",
                "results"),
    "sprt": ("SPRT", "elo_from_score", "llr", "llr_bounds", "paired_difference", "pentanomial",
             "score_from_elo", "score_from_wr_diff"),
    "stats": ("newcombe", "wilson_cols"),
    "summary": ("summarize", "wilson"),
}
_MODULE_OF = {name: mod for mod, names in _WHERE.items() for name in names}


def __getattr__(name):
    mod = _MODULE_OF.get(name)
    if mod is None:
        raise AttributeError(f"module 'decksim.analysis' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"decksim.analysis.{mod}"), name)
    globals()[name] = value
    return value


def build_report(path, out=None):
    """Write CSVs, PNGs and report.html for a result directory (see report.build_report)."""
    from decksim.analysis.report import build_report as _build
    return _build(path, out)


__all__ = [
    "build_report", "load_results", "Results", "Run", "ResultError", "player_view",
    "sum_card_counters", "results", "matchups", "game_length", "game_length_stats",
    "end_reasons", "mulligan", "card_stats", "card_mulligan", "win_matrix", "matrix_arrays",
    "bradley_terry", "field_win_rates", "nash", "nash_from_matrix", "SPRT", "llr",
    "llr_bounds", "pentanomial", "paired_difference", "score_from_elo", "elo_from_score",
    "score_from_wr_diff", "paired_games", "compare_summary", "summarize", "wilson", "newcombe",
    "wilson_cols",
]
