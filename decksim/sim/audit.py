"""`decksim audit DIR`: how well did the pilots of a run play? The run's first
games are replayed, the same games to the card (their seeds come from the
manifest), with the game's audit checks between turns (games/<game>/audit.py),
and tabulated per deck and seat (docs/pilots.md, "Audit"); the analysis layer
stores the table (analysis/audit_section.py)."""
from __future__ import annotations

from pathlib import Path

import numpy as np

import decksim.games as games
from decksim.games.base import GameError
from decksim.sim import storage
from decksim.sim.errors import RunError
from decksim.sim.seeding import plan

DEFAULT_GAMES = 2000
DEFAULT_NODES = 5000


class AuditError(RunError):
    """A run directory the audit can't replay (with what is wrong and what to do)."""


def _decks(m: dict, game, pool):
    """The run's two decks, from their files, checked against the manifest's hashes."""
    out = []
    for side in ("a", "b"):
        entry = m["decks"][side]
        path = Path(entry["path"])
        if not path.exists():
            raise AuditError(f"deck {side} of the run, {path}, is gone; the audit replays the "
                             "run's games from its deck files")
        deck = game.load_deck(path, pool)
        if deck.content_hash != entry.get("hash"):
            raise AuditError(f"{path} changed since the run (its hash was {entry.get('hash')}, "
                             f"now {deck.content_hash}); the audit would replay other games")
        out.append(deck)
    return out


def _pilots(m: dict, game) -> np.ndarray:
    """The run's pilots exactly as they played: from the parameters the manifest records."""
    rows = []
    for side in ("a", "b"):
        params = dict(m["pilot_params"][side])
        name = params.pop("pilot")
        rows.append(game.pilot_vector(name, params))
    return np.stack(rows)


def audit_run(directory, games_n: int | None = None, nodes: int = DEFAULT_NODES) -> list[dict]:
    """Rows per deck and seat: games, and per game or per turn the audit's counters."""
    m = storage.read_manifest(directory)
    if m.get("kind") != "simulate":
        raise AuditError(f"{directory} holds a {m.get('kind')} run; `decksim audit` reads the "
                         "directory of one `decksim simulate --out` run (a tournament's pairs "
                         "are in its pairs/ folders)")
    game = games.of_manifest(m)
    if not game.audit_counters:
        raise GameError(f"{game.title} has no pilot audit yet")
    pool = game.pool(tuple(f["path"] for f in m.get("card_files", [])))
    da, db = _decks(m, game, pool)
    PR = _pilots(m, game)
    n = min(int(games_n or DEFAULT_GAMES), int(m["games"]))
    seeds, firsts = plan(int(m["root_seed"]), 0, n, bool(m.get("mirror", True)))
    rec, AU = game.audit(game.matchup(da, db, pool), PR, seeds, firsts, nodes)
    return game.audit_table(rec, AU, (da.name, db.name))


def format_rows(rows: list[dict], game) -> list[str]:
    """The lines `decksim audit` prints: the game's own (Game.audit_lines)."""
    return game.audit_lines(rows)
