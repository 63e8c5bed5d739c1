"""What the `decksim` commands share: messages, the manifest to resume from, the
game and decks of the deck files, and the report at the end of a run."""
from __future__ import annotations

import sys
from pathlib import Path

EXIT_BAD_INPUT = 2


def fail(msg: str) -> int:
    print(f"decksim: error: {msg}", file=sys.stderr)
    return EXIT_BAD_INPUT


def resume_manifest(a, kind: str):
    """The manifest of --out when resuming (None for a new run); StorageError when it
    is of another kind of run or cannot be resumed from."""
    from decksim.sim.storage import (MANIFEST, StorageError, check_resumable, describe_run,
                                     read_manifest)
    if not (a.resume and a.out and (Path(a.out) / MANIFEST).exists()):
        return None
    m = read_manifest(a.out)
    if m.get("kind") != kind:
        raise StorageError(f"--out {a.out} holds {describe_run(m)}, not a {kind} run; "
                           "choose another --out")
    check_resumable(m, a.out)
    return m


def game_of_decks(a, paths, m=None):
    """The one game of the deck files (header, --game, their cards, or the manifest)."""
    import decksim.games as games
    try:
        return games.for_decks(paths, a.game, tuple(a.cards))
    except games.GameError:
        if a.game or not (m or {}).get("game"):
            raise
        return games.for_decks(paths, m["game"], tuple(a.cards))   # the run being resumed


def load_decks(paths, game, pool):
    decks = []
    for p in paths:
        d = game.load_deck(p, pool)
        for w in d.warnings:
            print(f"warning: {w}", file=sys.stderr)
        decks.append(d)
    return decks


def say(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def auto_report(a) -> None:
    """The report at the end of a run. The games are stored already, so a
    failing report is a warning that says how to retry, not a failed run."""
    if not getattr(a, "report", True):
        return
    import polars as pl

    from decksim.analysis.load import ResultError
    from decksim.analysis.report import build_report
    try:
        rep = build_report(a.out)
    except (ResultError, pl.exceptions.PolarsError, OSError) as e:
        say(f"warning: no report ({e}); the results are stored: retry with "
             f"`decksim report {a.out}`")
        return
    print(f"report: {rep.html}")
