"""`decksim compare`: its options (given, else from the compare being resumed, else
the defaults), the run, and the table it prints."""
from __future__ import annotations

import os
import sys

from decksim.cli_common import auto_report, fail, game_of_decks, load_decks, resume_manifest

DEFAULT_GAMES = 2000
DEFAULT_ROUND = 200
DEFAULT_ERROR_RATE = 0.05


def _sprt(a, stored: dict | None):
    """The SPRT of the options, the stored compare's when none is given, else the
    default (H0 +0, H1 +0.04); ValueError for bounds it refuses."""
    from decksim.analysis.sprt import SPRT
    elo = a.elo0 is not None or a.elo1 is not None
    wr = a.wr0 is not None or a.wr1 is not None
    given = elo or wr or a.no_sprt or a.alpha is not None or a.beta is not None
    if not given and stored is not None:
        return None if stored.get("sprt") is None else SPRT.from_description(stored["sprt"])
    if a.no_sprt:
        return None
    alpha = DEFAULT_ERROR_RATE if a.alpha is None else a.alpha
    beta = DEFAULT_ERROR_RATE if a.beta is None else a.beta
    if elo:
        return SPRT.from_elo(a.elo0, a.elo1, alpha, beta)
    return SPRT.from_wr(0.0 if a.wr0 is None else a.wr0, 0.04 if a.wr1 is None else a.wr1,
                        alpha, beta)


def _pilots(a, stored: dict | None):
    """(name, overrides) of the lists' pilot and of the opponents' (None: the same)."""
    from decksim.games.base import parse_pilot
    if a.pilot is None and a.pilot_against is None and stored is not None:
        p = stored.get("pilots") or {}
        return ((p.get("decks") or "greedy", p.get("decks_params") or None),
                (p.get("against") or None, p.get("against_params") or None))
    pn, po = parse_pilot(a.pilot or "greedy")
    qn, qo = parse_pilot(a.pilot_against) if a.pilot_against else (None, None)
    return (pn, po), (qn, qo)


def _check_options(a) -> str | None:
    """What is wrong with the SPRT and size options (None: nothing)."""
    for nm in ("games", "round"):
        v = getattr(a, nm)
        if v is not None and v < 1:
            return f"--games and --round must be at least 1 (got --{nm} {v})"
    elo = a.elo0 is not None or a.elo1 is not None
    wr = a.wr0 is not None or a.wr1 is not None
    if elo and wr:
        return "give the SPRT bounds either as --elo0/--elo1 or as --wr0/--wr1, not both"
    if elo and (a.elo0 is None or a.elo1 is None):
        return "--elo0 and --elo1 go together"
    for nm in ("wr0", "wr1"):
        v = getattr(a, nm)
        if v is not None and not -1 < v < 1:
            return (f"--{nm} is a difference of win rates as a fraction, e.g. 0.03 for "
                    f"3 points (got {v})")
    if a.resume and not a.out:
        return "--resume needs --out (the compare directory to continue)"
    return None


def cmd_compare(a) -> int:
    import decksim
    from decksim.sim.compare import run_compare

    problem = _check_options(a)
    if problem:
        return fail(problem)
    m = resume_manifest(a, "compare")
    stored = m or {}
    decks = stored.get("decks") or {}
    deck = a.deck or (decks.get("base") or {}).get("path")
    deck2 = a.deck2 or (decks.get("candidate") or {}).get("path")
    against = a.against or [o.get("path") for o in stored.get("against") or []]
    if not deck or not deck2 or not against:
        return fail("compare needs the baseline DECK, the candidate DECK2 and --against "
                    "DECK...; with --resume they come from --out")
    games = a.games if a.games is not None else stored.get("games", DEFAULT_GAMES)
    round_size = a.round if a.round is not None else stored.get("round", DEFAULT_ROUND)
    try:
        sprt = _sprt(a, m)
    except ValueError as e:
        return fail(f"SPRT: {e}")
    seed = a.seed if a.seed is not None else stored.get("root_seed")
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "little")
    a.cards = a.cards or [c["path"] for c in stored.get("card_files") or []]
    paths = [deck, deck2, *against]
    game = game_of_decks(a, paths, m)
    pool = game.pool(tuple(a.cards))
    base, cand, *opps = load_decks(paths, game, pool)
    (pn, po), (qn, qo) = _pilots(a, m)
    game.pilot_vector(pn, po)                      # validate both before playing
    if qn is not None:
        game.pilot_vector(qn, qo)
    print(f"decksim {decksim.__version__}: compare {cand.name} (candidate) with {base.name} "
          f"(baseline) against {', '.join(o.name for o in opps)}; up to {games:,} seeds "
          f"per opponent, seed {seed}", file=sys.stderr)
    res = run_compare(base, cand, opps, pool, games=games, seed=seed, pilot=pn,
                      pilot_params=po, pilot_against=qn, pilot_against_params=qo, sprt=sprt,
                      round_size=round_size, out=a.out, resume=a.resume,
                      progress=not a.quiet, version=decksim.__version__, card_files=a.cards)
    _print_result(res, base, cand, sprt, seed)
    if a.out:
        print(f"wrote {a.out}/ (manifest.json, runs/, pairs.parquet)")
        auto_report(a)
    return 0


def _print_result(res, base, cand, sprt, seed) -> None:
    from decksim.analysis.comparison import compare_summary
    r = res.manifest["result"]
    tab = compare_summary(res.pairs)
    w = max(len(x) for x in tab["opponent"].to_list() + ["opponent"])
    wb, wc = max(len(base.name), 9), max(len(cand.name), 9)
    print(f"{'opponent':<{w}}  pairs   {base.name:>{wb}}  {cand.name:>{wc}}  difference  95% CI")
    for t in tab.iter_rows(named=True):
        print(f"{t['opponent']:<{w}}  {t['pairs']:<6,}  {100 * t['base_win_rate']:{wb - 1}.1f}%  "
              f"{100 * t['candidate_win_rate']:{wc - 1}.1f}%  {100 * t['diff']:+9.1f}   "
              f"{100 * t['diff_low']:+.1f} to {100 * t['diff_high']:+.1f}")
    if sprt is not None:
        verdict = {"H1": f"H1 accepted: {cand.name} is better (tested {100 * sprt.wr0:+.1f} vs "
                         f"{100 * sprt.wr1:+.1f} points, Elo {sprt.elo0 + 0:+.1f} vs "
                         f"{sprt.elo1 + 0:+.1f})",
                   "H0": f"H0 accepted: {cand.name} is not better by {100 * sprt.wr1:+.1f} "
                         f"points (tested {100 * sprt.wr0:+.1f} vs {100 * sprt.wr1:+.1f})",
                   "continue": "undecided, the game budget ran out first"}[r["decision"]]
        print(f"SPRT: {verdict}; LLR {r['llr']:.2f} (bounds {res.sprt['lower']:.2f}, "
              f"{res.sprt['upper']:.2f})")
    print(f"{r['games_played']:,} games played of at most {r['games_max']:,}; early stop "
          f"saved {r['games_saved']:,} games; {res.seconds:.1f}s; seed {seed}")
    if sprt is not None and r["games_saved"] > 0:
        from decksim.analysis.sprt import EARLY_STOP_NOTE
        print(f"note: {EARLY_STOP_NOTE}")
