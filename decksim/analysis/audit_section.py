"""The table of `decksim audit DIR` (rows from decksim/sim/audit.py) stored as
DIR/audit.csv, and the report's "How well the pilots played" section that shows
it, or says how to make it."""
from __future__ import annotations

from pathlib import Path

import polars as pl

import decksim.analysis.html as H
from decksim.analysis.html import num, pct, text

AUDIT_CSV = "audit.csv"


def write_audit(rows: list[dict], run_dir) -> Path:
    """The audit's rows as DIR/audit.csv, written atomically; OSError as it comes."""
    import os
    path = Path(run_dir) / AUDIT_CSV
    tmp = path.with_name(f".{AUDIT_CSV}.tmp")
    try:
        pl.DataFrame(rows).write_csv(tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def audit_section(run_dir: Path) -> str:
    path = Path(run_dir) / AUDIT_CSV
    if not path.exists():
        return H.para(f"Not audited yet: `decksim audit {run_dir}` replays the run's first "
                      "games with checks between turns (missed lethals, turn ends dead on board, "
                      "unspent play and evolution points) and the next report shows them here.")
    try:
        t = pl.read_csv(path)
    except (pl.exceptions.PolarsError, OSError) as e:
        return H.note(f"{path}: cannot read it ({e}); run `decksim audit {run_dir}` again")
    h = H.para("The run's first games replayed, the same games, with checks between turns "
               "(docs/pilots.md, \"Audit\"). Missed lethal: the exact lethal search found a win "
               "at the start of a main phase and the pilot did not win that turn. Dead on board: "
               "a turn ended with the opponent's board able to deal the leader's whole defense "
               "(how often the opponent then won, and how many of those turns a defensive line "
               "of the same turn would have ended alive). A result whose decks miss lethals or die "
               "on board often says as much about the pilot as about the deck.")
    h += H.table(t, [("deck", text("deck")), ("seat", text("seat")), ("games", num("games", 0)),
                     ("games with a missed lethal", pct("missed_lethal_games")),
                     ("lethal turns missed", lambda r: f"{r['missed_lethal_turns']} of "
                                                       f"{r['lethal_turns']}"),
                     ("dead on board per game", num("dead_on_board_per_game", 2)),
                     ("of which lost", pct("dead_on_board_lost", 0)),
                     ("avoidable per game", num("dead_on_board_avoidable_per_game", 2)),
                     ("turns ending with PP left and a playable card, per game",
                      num("pp_left_playable_per_game", 2)),
                     ("EP left per game", num("ep_left_per_game", 2)),
                     ("games ending with EP", pct("games_ending_with_ep", 0)),
                     ("evolvable followers held at the end, per game",
                      num("evolvable_held_per_game", 2)),
                     ("turns ending with an EP evolve skipped, per game",
                      num("evolve_skipped_per_game", 2))])
    return h
