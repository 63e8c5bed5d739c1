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
SEATS = (("all", None), ("on the play", True), ("on the draw", False))


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
    return tabulate(game, rec, AU, (da.name, db.name))


def tabulate(game, rec: np.ndarray, AU: np.ndarray, names: tuple[str, str]) -> list[dict]:
    from decksim.core.records import R_FIRST
    idx = {k: i for i, k in enumerate(game.audit_counters)}
    rows = []
    for p, name in enumerate(names):
        on_play = rec[:, R_FIRST] == p
        for seat, play in SEATS:
            sel = np.ones(len(rec), bool) if play is None else on_play == play
            c = AU[sel, p, :]
            g = int(sel.sum())
            if g == 0:
                continue
            lethal = c[:, idx["lethal_turns"]].sum()
            missed = c[:, idx["missed_lethals"]]
            dead = c[:, idx["dead_on_board"]].sum()
            rows.append({
                "deck": name, "seat": seat, "games": g,
                "missed_lethal_games": round(float((missed > 0).mean()), 4),
                "missed_lethal_turns": int(missed.sum()), "lethal_turns": int(lethal),
                "dead_on_board_per_game": round(float(dead / g), 3),
                "dead_on_board_lost": round(float(c[:, idx["dead_on_board_lost"]].sum()
                                                  / max(1, dead)), 3),
                "dead_on_board_avoidable_per_game": round(float(
                    c[:, idx["dead_on_board_avoidable"]].mean()), 3),
                "pp_left_playable_per_game": round(float(c[:, idx["pp_left_playable"]].mean()),
                                                   3),
                "ep_left_per_game": round(float(c[:, idx["ep_left"]].mean()), 3),
                "games_ending_with_ep": round(float((c[:, idx["ep_left"]] > 0).mean()), 4),
                "evolvable_held_per_game": round(float(c[:, idx["evolvable_held"]].mean()), 3),
                "evolve_skipped_per_game": round(float(c[:, idx["evolve_skipped"]].mean()), 3),
            })
    return rows


def format_rows(rows: list[dict]) -> list[str]:
    head = ("deck", "seat", "games", "missed lethal", "dead on board (lost, avoidable)",
            "PP left", "EP left", "evolvable held", "evolve skipped")
    body = [(r["deck"], r["seat"], f"{r['games']:,}",
             f"{100 * r['missed_lethal_games']:.1f}% ({r['missed_lethal_turns']}/"
             f"{r['lethal_turns']})",
             f"{r['dead_on_board_per_game']:.2f} ({100 * r['dead_on_board_lost']:.0f}%, "
             f"{r['dead_on_board_avoidable_per_game']:.2f})",
             f"{r['pp_left_playable_per_game']:.2f}",
             f"{r['ep_left_per_game']:.2f} ({100 * r['games_ending_with_ep']:.0f}%)",
             f"{r['evolvable_held_per_game']:.2f}",
             f"{r['evolve_skipped_per_game']:.2f}") for r in rows]
    w = [max(len(str(x[i])) for x in [head] + body) for i in range(len(head))]
    return ["  ".join(str(x[i]).ljust(w[i]) for i in range(len(head))).rstrip()
            for x in [head] + body]

