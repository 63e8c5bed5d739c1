"""Riftbound's pilot audit: a run's games replayed with a log of each turn's
end (core/riftbound/audit.py), and its table per deck and seat
(docs/riftbound.md, "Audit")."""
from __future__ import annotations

import numpy as np

from decksim.games.base import audit_games, audit_seats, text_table

AUDIT_LOG_ROWS = 2048

INTRO = ("The run's first games replayed, the same games, with a look at the board as each "
         "turn ended (docs/riftbound.md, \"Audit\"). Points left on the table: a turn ended "
         "with a ready unit able to move to an empty battlefield the player neither controlled "
         "nor had scored that turn (a Conquer, one more point), and how often that player then "
         "lost. Missed wins: those conquers would have reached the Victory Score (with the "
         "final point's rule 448.1.b). Runes unspent: turns that ended with a ready rune and a "
         "unit or gear in hand (or the Champion Zone) it could still pay for.")
COLUMNS = (("deck", "deck", "text"), ("seat", "seat", "text"), ("games", "games", "int"),
           ("turns with points left on the table, per game", "conquer_left_per_game", "num2"),
           ("of which the game was lost", "conquer_left_lost", "pct0"),
           ("games with a missed win", "missed_win_games", "pct"),
           ("turns ending with runes unspent and a card to pay for, per game",
            "unspent_per_game", "num2"),
           ("ready runes left per turn", "ready_left_per_turn", "num2"))


def audit(matchup, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
          nodes: int) -> tuple[np.ndarray, np.ndarray]:
    """The games replayed with the checks: (records, counters games x 2 x AUDIT_NAMES).
    (nodes: no search here; the checks are exact counts.)"""
    from decksim.core.riftbound import game as engine
    from decksim.core.riftbound.records import AUDIT_NAMES, R_COLS
    from decksim.core.riftbound.state import EV_TURN, EV_TURN_END
    engine.load()

    def chunk(lo, hi, PR, seeds, firsts, out, AU):
        S, rng, ak, L = engine.chunk_buffers(AUDIT_LOG_ROWS)
        L[0, 1] = (1 << EV_TURN) | (1 << EV_TURN_END)
        engine.audit_chunk(matchup.compiled.CT, PR, matchup.decks, seeds, firsts, out, AU,
                           np.zeros(0, np.int64), lo, hi, S, rng, ak, L)

    return audit_games(seeds, firsts, PR, R_COLS, len(AUDIT_NAMES), chunk)


def tabulate(rec: np.ndarray, AU: np.ndarray, names: tuple[str, str]) -> list[dict]:
    """Riftbound's audit rows per deck and seat."""
    from decksim.core.riftbound.records import AUDIT_NAMES

    def row(c, g, idx):
        left = c[:, idx["conquer_left"]].sum()
        return {
            "conquer_left_per_game": round(float(left / g), 3),
            "conquer_left_lost": round(float(c[:, idx["conquer_left_games_lost"]].sum()
                                             / max(1, left)), 3),
            "missed_win_games": round(float((c[:, idx["missed_win"]] > 0).mean()), 4),
            "unspent_per_game": round(float(c[:, idx["unspent"]].mean()), 3),
            "ready_left_per_turn": round(float(c[:, idx["ready_left"]].sum()
                                               / max(1, c[:, idx["turns_ended"]].sum())), 3),
        }
    return audit_seats(rec, AU, names, AUDIT_NAMES, row)


def format_rows(rows: list[dict]) -> list[str]:
    head = ("deck", "seat", "games", "points left / game (lost)", "missed win",
            "runes unspent / game", "ready runes left / turn")
    body = [(r["deck"], r["seat"], f"{r['games']:,}",
             f"{r['conquer_left_per_game']:.2f} ({100 * r['conquer_left_lost']:.0f}%)",
             f"{100 * r['missed_win_games']:.1f}%", f"{r['unspent_per_game']:.2f}",
             f"{r['ready_left_per_turn']:.2f}")
            for r in rows]
    return text_table(head, body)
