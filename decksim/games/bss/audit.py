"""Battle Spirits' pilot audit: a run's games replayed with the checks of
core/bss/audit.py, and its table per deck and seat (docs/battle-spirits.md)."""
from __future__ import annotations

import numpy as np

from decksim.games.base import audit_games, audit_seats, text_table

INTRO = ("The run's first games replayed, the same games, with checks between turns "
         "(docs/battle-spirits.md, \"Audit\"). Missed lethal: an Attack Step began with "
         "attacks that took the opponent's last life whatever the opponent blocked (its "
         "flash effects and bursts aside), and the pilot did not win that turn. Dead on "
         "board: a turn ended with the opponent's spirits able to take the player's last life "
         "whatever it blocked, and how often the opponent then won. Cores left: turns that "
         "ended with cores in the Reserve and a card in hand they could pay for.")
COLUMNS = (("deck", "deck", "text"), ("seat", "seat", "text"), ("games", "games", "int"),
           ("games with a missed lethal", "missed_lethal_games", "pct"),
           ("lethal turns missed", "missed_lethal_turns", "of:lethal_turns"),
           ("dead on board per game", "dead_on_board_per_game", "num2"),
           ("of which lost", "dead_on_board_lost", "pct0"),
           ("turns ending with cores left and a card to pay for, per game",
            "cores_left_playable_per_game", "num2"),
           ("cores left in the Reserve per turn", "reserve_left_per_turn", "num2"))


def audit(matchup, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
          nodes: int) -> tuple[np.ndarray, np.ndarray]:
    """The games replayed with the checks: (records, counters games x 2 x AUDIT_NAMES).
    (nodes: no search here; the checks are exact counts.)"""
    from decksim.core.bss import game as engine
    from decksim.core.bss.records import AUDIT_NAMES, R_COLS
    engine.load()
    c = matchup.compiled

    def chunk(lo, hi, PR, seeds, firsts, out, AU):
        S, rng, L, ak = engine.chunk_buffers()[:4]
        engine.audit_chunk(c.CT, c.AB, PR, matchup.decks, matchup.deck_n, seeds, firsts, out,
                           AU, np.zeros(0, np.int64), lo, hi, S, rng, L, ak)

    return audit_games(seeds, firsts, PR, R_COLS, len(AUDIT_NAMES), chunk)


def tabulate(rec: np.ndarray, AU: np.ndarray, names: tuple[str, str]) -> list[dict]:
    """Battle Spirits' audit rows per deck and seat."""
    from decksim.core.bss.records import AUDIT_NAMES

    def row(c, g, idx):
        missed = c[:, idx["missed_lethals"]]
        dead = c[:, idx["dead_on_board"]].sum()
        return {
            "missed_lethal_games": round(float((missed > 0).mean()), 4),
            "missed_lethal_turns": int(missed.sum()),
            "lethal_turns": int(c[:, idx["lethal_turns"]].sum()),
            "dead_on_board_per_game": round(float(dead / g), 3),
            "dead_on_board_lost": round(float(c[:, idx["dead_on_board_lost"]].sum()
                                              / max(1, dead)), 3),
            "cores_left_playable_per_game": round(float(
                c[:, idx["cores_left_playable"]].mean()), 3),
            "reserve_left_per_turn": round(float(c[:, idx["reserve_left"]].sum()
                                                 / max(1, c[:, idx["own_turns"]].sum())), 3),
        }
    return audit_seats(rec, AU, names, AUDIT_NAMES, row)


def format_rows(rows: list[dict]) -> list[str]:
    head = ("deck", "seat", "games", "missed lethal", "dead on board (lost)", "cores left",
            "reserve left / turn")
    body = [(r["deck"], r["seat"], f"{r['games']:,}",
             f"{100 * r['missed_lethal_games']:.1f}% ({r['missed_lethal_turns']}/"
             f"{r['lethal_turns']})",
             f"{r['dead_on_board_per_game']:.2f} ({100 * r['dead_on_board_lost']:.0f}%)",
             f"{r['cores_left_playable_per_game']:.2f}", f"{r['reserve_left_per_turn']:.2f}")
            for r in rows]
    return text_table(head, body)
