"""One Riftbound game's event log (core/riftbound/state.py EV_*) as readable
text: the replays and the golden playthroughs."""
from __future__ import annotations

import numpy as np

from decksim.cards.riftbound import dsl
from decksim.core.riftbound import state as st
from decksim.core.riftbound.records import END_NAMES

HOW = {st.CONQUER: "conquers", st.HOLD: "holds"}
OPS = list(dsl.OPS)


LOG_ROWS = 8000


def play_logged(matchup, PR: np.ndarray, seed_words, first: int) -> tuple[np.ndarray, np.ndarray]:
    """One game from its two seed words (decksim.sim.seeding) and first player
    (0 / 1, -1 random): (final state, events int32[n, 6])."""
    from decksim.core.riftbound import game as engine
    engine.load()
    S, L = engine.play_logged(matchup.compiled.CT, np.ascontiguousarray(PR, np.float64),
                              matchup.decks, seed_words[0], seed_words[1], first,
                              np.zeros(0, np.int64), LOG_ROWS)
    return S, L[1:L[0, 0] + 1].copy()


def format_game(events: np.ndarray, matchup, names=("A", "B")) -> list[str]:
    """The events of play_logged, one line each, the battlefields named from the log."""
    return format_log(events, matchup.compiled, None, names)


def format_log(events: np.ndarray, cp, battlefields=("battlefield 0", "battlefield 1"),
               names=("A", "B")) -> list[str]:
    """One line per event; `battlefields` names the two battlefields in play (None:
    the log's EV_BATTLEFIELD events do, each on a line)."""
    shown = battlefields is None
    if shown:
        battlefields = ["battlefield 0", "battlefield 1"]
        for kind, a, b, *_ in events:
            if kind == st.EV_BATTLEFIELD:
                battlefields[int(a)] = cp.card(int(b)).name

    def card(i):
        return cp.card(int(i)).name

    def who(p):
        return names[int(p)]

    def place(loc):
        return "base" if loc == st.LOC_BASE else battlefields[int(loc) - st.LOC_BF0]

    lines = []
    for kind, a, b, c, d, _ in events:
        if kind == st.EV_BATTLEFIELD and shown:
            lines.append(f"{who(a)} provides the battlefield {card(b)}")
        elif kind == st.EV_TURN:
            lines.append(f"--- turn {b}: {who(a)} ({c} points, {d} runes) ---")
        elif kind == st.EV_DRAW:
            lines.append(f"{who(a)} draws {card(b)}")
        elif kind == st.EV_MULLIGAN:
            lines.append(f"{who(a)} sets aside {b} card(s)")
        elif kind == st.EV_CHANNEL:
            lines.append(f"{who(a)} channels {b} rune(s)")
        elif kind == st.EV_PLAY:
            lines.append(f"{who(a)} plays {card(b)} to {place(c)}"
                         + (" (accelerated)" if d else ""))
        elif kind == st.EV_GEAR:
            lines.append(f"{who(a)} plays the gear {card(b)}")
        elif kind == st.EV_EQUIP:
            how = ("equips", "equips (Weaponmaster)", "attaches (Quick-Draw)", "detaches")[int(d)]
            unit = "" if c < 0 else f" to {who(c // st.UNIT_CAP)}'s unit #{c % st.UNIT_CAP}"
            lines.append(f"{who(a)} {how} {card(b)}{unit}")
        elif kind == st.EV_MOVE:
            units = bin(int(b) & 0xFFFFFFFF).count("1")
            lines.append(f"{who(a)} moves {units} unit(s) to {place(c)}")
        elif kind == st.EV_COMBAT:
            lines.append(f"{who(a)} attacks at {battlefields[int(b)]}: Might {c} against {d}")
        elif kind == st.EV_KILL:
            lines.append(f"{who(a)}'s {card(b)} is killed at {place(int(c) + st.LOC_BF0)}")
        elif kind == st.EV_SCORE:
            lines.append(f"{who(a)} {HOW[int(c)]} {battlefields[int(b)]}: "
                         + (f"{d} points" if d else "draws a card instead of the final point"))
        elif kind == st.EV_BURNOUT:
            lines.append(f"{who(a)} burns out: {who(1 - a)} has {b} points")
        elif kind == st.EV_SPELL:
            lines.append(f"{who(a)} casts {card(b)}")
        elif kind == st.EV_EFFECT:
            lines.append(f"  {card(b)}: {OPS[int(c)]}" + (
                "" if d < 0 else f" {names[int(d) // st.UNIT_CAP]}'s unit {int(d) % st.UNIT_CAP}"))
        elif kind == st.EV_HIDE:
            lines.append(f"{who(a)} {'plays from Hidden' if d else 'hides a card at'} "
                         + (f"{card(b)} at " if d else "") + battlefields[int(c)])
        elif kind == st.EV_END:
            lines.append("draw" if a == 2 else f"{who(a)} wins ({END_NAMES[int(b)]})")
    return lines
