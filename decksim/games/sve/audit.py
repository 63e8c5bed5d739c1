"""SVE's pilot audit: a run's games replayed with the checks of core/sve/audit.py."""
from __future__ import annotations

import numpy as np

from decksim.games.base import audit_games, audit_seats, text_table

DEFENSIVE_DANGER = 4.0   # `danger` of the line that tells an avoidable dead-on-board turn end


def audit(matchup, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
          nodes: int) -> tuple[np.ndarray, np.ndarray]:
    from decksim.core.sve import audit as A
    from decksim.core.sve import game as engine
    from decksim.core.sve.policies.params import PR_DANGER, PR_LETHAL_CERTAIN, PR_LETHAL_NODES
    from decksim.core.sve.records import R_COLS
    engine.load()
    PA = np.ascontiguousarray(PR.copy())
    PA[:, PR_LETHAL_NODES] = nodes
    PA[:, PR_LETHAL_CERTAIN] = 1       # a missed lethal is one sure to win
    PA[:, PR_DANGER] = np.maximum(PA[:, PR_DANGER], DEFENSIVE_DANGER)   # the survival witness
    c = matchup.compiled

    def chunk(lo, hi, PR, seeds, firsts, out, AU):
        bufs = engine.chunk_buffers(0)
        A.audit_chunk(c.CT, c.AB, c.EF, c.FL, PR, PA, matchup.decks, matchup.deck_n,
                      matchup.evos, matchup.evo_n, seeds, firsts, out, AU, np.zeros(0, np.int64),
                      lo, hi, *bufs[:3], *bufs[-7:])

    return audit_games(seeds, firsts, PR, R_COLS, A.N_AU, chunk)


INTRO = ("The run's first games replayed, the same games, with checks between turns "
         "(docs/pilots.md, \"Audit\"). Missed lethal: the exact lethal search found a win "
         "at the start of a main phase and the pilot did not win that turn. Dead on board: "
         "a turn ended with the opponent's board able to deal the leader's whole defense "
         "(how often the opponent then won, and how many of those turns a defensive line "
         "of the same turn would have ended alive). A result whose decks miss lethals or die "
         "on board often says as much about the pilot as about the deck.")
COLUMNS = (("deck", "deck", "text"), ("seat", "seat", "text"), ("games", "games", "int"),
           ("games with a missed lethal", "missed_lethal_games", "pct"),
           ("lethal turns missed", "missed_lethal_turns", "of:lethal_turns"),
           ("dead on board per game", "dead_on_board_per_game", "num2"),
           ("of which lost", "dead_on_board_lost", "pct0"),
           ("avoidable per game", "dead_on_board_avoidable_per_game", "num2"),
           ("turns ending with PP left and a playable card, per game",
            "pp_left_playable_per_game", "num2"),
           ("EP left per game", "ep_left_per_game", "num2"),
           ("games ending with EP", "games_ending_with_ep", "pct0"),
           ("evolvable followers held at the end, per game", "evolvable_held_per_game", "num2"),
           ("turns ending with an EP evolve skipped, per game", "evolve_skipped_per_game",
            "num2"))


def tabulate(rec: np.ndarray, AU: np.ndarray, names: tuple[str, str]) -> list[dict]:
    """SVE's audit rows per deck and seat."""
    from decksim.core.sve.records import AUDIT_NAMES

    def row(c, g, idx):
        lethal = c[:, idx["lethal_turns"]].sum()
        missed = c[:, idx["missed_lethals"]]
        dead = c[:, idx["dead_on_board"]].sum()
        return {
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
        }
    return audit_seats(rec, AU, names, AUDIT_NAMES, row)


def format_rows(rows: list[dict]) -> list[str]:
    """The lines `decksim audit` prints for an SVE run."""
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
    return text_table(head, body)

