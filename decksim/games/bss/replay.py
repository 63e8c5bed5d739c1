"""Replay one Battle Spirits game with its event log, as readable text."""
from __future__ import annotations

import numpy as np

from decksim.cards.bss.dsl import OPS as DSL_OPS
from decksim.core.bss import state as st
from decksim.core.bss.records import END_NAMES
from decksim.core.bss.tables import KW_EVENT, KW_NAMES

LOG_ROWS = 20000
OPS = {code: word for word, (code, _) in DSL_OPS.items()}
KEYWORDS = {bit: word.capitalize() for word, bit in KW_NAMES.items()}


def play_logged(matchup, PR: np.ndarray, seed_words, first: int) -> tuple[np.ndarray, np.ndarray]:
    """One game from its two seed words (decksim.sim.seeding) and first player
    (0 / 1, -1 random): (final state, events int32[n, 6])."""
    from decksim.core.bss import game as engine
    engine.load()
    L = np.zeros((LOG_ROWS, st.LOG_COLS), np.int32)
    c = matchup.compiled
    S = engine.play_logged(c.CT, c.AB, np.ascontiguousarray(PR, np.float64), matchup.decks,
                           matchup.deck_n, seed_words[0], seed_words[1], first, L,
                           np.zeros(0, np.int64))
    return S, L[1:L[0, 0] + 1].copy()


def format_log(events: np.ndarray, matchup, names=("A", "B")) -> list[str]:
    """One line per event."""
    cards = matchup.compiled.cards

    def card(i):
        return cards[int(i)].name if i >= 0 else "-"

    def who(p):
        return names[int(p)]

    lines = []
    for kind, a, b, c, d, _ in events:
        if kind == st.EV_TURN:
            lines.append(f"--- turn {b}: {who(a)} (reserve {c}, life {d}) ---")
        elif kind == st.EV_DRAW:
            lines.append(f"{who(a)} draws {card(b)}")
        elif kind == st.EV_REDRAW:
            lines.append(f"{who(a)} {'redraws' if b else 'keeps'} the opening hand")
        elif kind == st.EV_PLAY:
            placed = f", {d} core(s) on it" if cards[int(b)].type != "magic" else ""
            lines.append(f"{who(a)} plays {card(b)} paying {c} core(s){placed}")
        elif kind == st.EV_ATTACK:
            lines.append(f"{who(a)} attacks with {card(b)} ({c} BP)")
        elif kind == st.EV_BLOCK:
            lines.append(f"{who(a)} blocks with {card(b)} ({c} BP)" if b >= 0 else
                         f"{who(a)} does not block")
        elif kind == st.EV_AIM:
            lines.append(f"{who(a)} aims the attack at {who(1 - a)}'s {card(b)} ({c} BP)")
        elif kind == st.EV_FORCED:
            lines.append(f"{who(a)} selects {who(1 - a)}'s {card(b)} to attack first")
        elif kind == st.EV_LIFE:
            lines.append(f"{who(a)} loses {b} life ({c} left)")
        elif kind == st.EV_DESTROY:
            lines.append(f"{who(a)}'s {card(b)} is {'destroyed' if c == 1 else 'depleted'}")
        elif kind == st.EV_CORE:
            lines.append(f"{who(a)} moves a core {'onto' if d > 0 else 'off'} {card(b)} "
                         f"({c} on it)")
        elif kind == st.EV_EFFECT and c >= KW_EVENT:
            lines.append(f"{who(a)}: {card(b)}'s {KEYWORDS.get(int(c) - KW_EVENT, c)}"
                         + (f" ({d})" if d else ""))
        elif kind == st.EV_EFFECT:
            lines.append(f"{who(a)}: {card(b)} effect ({OPS.get(int(c), c)})")
        elif kind == st.EV_BURST_SET:
            lines.append(f"{who(a)} sets a burst")
        elif kind == st.EV_BURST:
            lines.append(f"{who(a)} pays for {card(b)}'s second effect" if c else
                         f"{who(a)}'s burst {card(b)} activates")
        elif kind == st.EV_DECKOUT:
            lines.append(f"{who(a)} has no cards in the deck at the Start Step")
        elif kind == st.EV_END:
            end = END_NAMES.get(int(b), b)
            lines.append(f"=== {'draw' if a == 2 else who(a) + ' wins'} ({end}) ===")
    return lines
