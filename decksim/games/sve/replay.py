"""Replay one SVE game of a run with its event log, as readable text."""
from __future__ import annotations

import numpy as np

from decksim.core.sve import game as engine
from decksim.core.sve import rules
from decksim.core.sve import vocab as V
from decksim.core.sve.records import END_NAMES
from decksim.games.sve.matchup import Matchup

LOG_ROWS = 20000
_TRIG = {v: k for k, v in V.TRIGGERS.items()}


def play_logged(matchup: Matchup, PR: np.ndarray, seed_words, first: int
                ) -> tuple[np.ndarray, np.ndarray]:
    """One game from its two seed words (decksim.sim.seeding) and first player
    (0 / 1, -1 random): (final state, events int32[n, 6])."""
    engine.load()
    L = np.zeros((LOG_ROWS, rules.LOG_COLS), np.int32)
    c = matchup.compiled
    S = engine.play_logged(c.CT, c.AB, c.EF, c.FL, PR, matchup.decks, matchup.deck_n, matchup.evos,
                      matchup.evo_n, seed_words[0], seed_words[1], first, L,
                      np.zeros(0, np.int64))
    return S, L[1:L[0, 0] + 1].copy()


def format_log(events: np.ndarray, matchup: Matchup, names=("A", "B")) -> list[str]:
    """One line per event."""
    c = matchup.compiled

    def card(i):
        return c.name(int(i)) if i >= 0 else "leader"

    def who(p):
        return names[int(p)]

    lines = []
    for kind, a, b, d, e, _ in events:
        if kind == rules.EV_TURN:
            lines.append(f"--- turn {b}: {who(a)} (PP {e}/{d}) ---")
        elif kind == rules.EV_DRAW:
            lines.append(f"{who(a)} draws {card(b)}")
        elif kind == rules.EV_MULLIGAN:
            lines.append(f"{who(a)} {'mulligans' if b else 'keeps'}")
        elif kind == rules.EV_PLAY:
            src = ("", " from the EX area", " from a cemetery")[min(int(d), 2)]
            lines.append(f"{who(a)} plays {card(b)}{src} for {e} PP")
        elif kind == rules.EV_SERVE:   # 14.2.1, 14.2.2
            lines.append(f"{who(a)} serves {card(b)} ({d} Carrot{'s' if d != 1 else ''} to the "
                         f"race zone){' using 1 EP' if e else ''}")
        elif kind == rules.EV_DIE:   # op roll_die (BP06-110)
            lines.append(f"{who(a)} rolls a die: {b}")
        elif kind == rules.EV_EVOLVE:
            lines.append(f"{who(a)} evolves {card(b)}{' using 1 EP' if e else ''}")
        elif kind == rules.EV_ATTACK:
            tgt = f"{who(1 - a)}'s leader" if d < 0 else card(d)
            lines.append(f"{who(a)}: {card(b)} attacks {tgt}")
        elif kind == rules.EV_DMG_LEADER:
            verb = "loses" if e else "takes"
            lines.append(f"  {who(a)}'s leader {verb} {b} -> defense {d}")
        elif kind == rules.EV_DMG_FOLLOWER:
            lines.append(f"  {who(a)}'s {card(b)} takes {d} -> defense {e}")
        elif kind == rules.EV_DESTROY:
            lines.append(f"  {who(a)}'s {card(b)} {'is destroyed' if d == 0 else 'goes to the cemetery'}")
        elif kind == rules.EV_SUMMON:
            lines.append(f"  {who(a)} summons {card(b)}")
        elif kind == rules.EV_TO_EX:
            lines.append(f"  {who(a)} puts {card(b)} into the EX area")
        elif kind == rules.EV_BANISH:
            lines.append(f"  {who(a)}'s {card(b)} is banished")
        elif kind == rules.EV_TO_HAND:
            lines.append(f"  {card(b)} goes to {who(a)}'s hand")
        elif kind == rules.EV_HEAL:
            lines.append(f"  {who(a)}'s leader gains {b} -> defense {d}")
        elif kind == rules.EV_DISCARD:
            lines.append(f"  {who(a)} discards {card(b)}")
        elif kind == rules.EV_ABILITY:
            lines.append(f"  {card(b)}: {_TRIG.get(int(d), '?')} ability")
        elif kind == rules.EV_TARGET:
            lines.append(f"    {who(a)} selects {who(b)}'s {card(d)}")
        elif kind == rules.EV_MILL:
            lines.append(f"  {who(a)} puts {card(b)} from the deck into the cemetery")
        elif kind == rules.EV_TO_DECK:
            lines.append(f"  {card(b)} goes to {who(a)}'s deck")
        elif kind == rules.EV_PP:
            lines.append(f"  {who(a)} now has {d}/{b} PP")
        elif kind == rules.EV_ENGAGE:
            lines.append(f"  {who(a)}'s {card(b)} is engaged")
        elif kind == rules.EV_DECKOUT:
            lines.append(f"  {who(a)} must draw from an empty deck")
        elif kind == rules.EV_END:
            res = "draw" if a == 2 else f"{who(a)} wins"
            lines.append(f"=== {res} ({END_NAMES.get(int(b), '?')}) ===")
    return lines
