"""Two Riftbound decks compiled into the arrays the engine's batch kernel reads."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.riftbound.compile import CompiledPool, compile_pool, matchup_arrays
from decksim.core.riftbound.records import N_CC, N_TC, TURNS
from decksim.games.base import Stats


@dataclass
class Matchup:
    game = "riftbound"
    compiled: CompiledPool
    decks: np.ndarray        # int32[2, DECK_W] (core/riftbound/tables.py D_*)
    chk: np.ndarray          # int64[4]: the invariant totals
    slot_cards: list         # per deck: the card row of each counter slot
    slot_of: np.ndarray      # int32[2, card rows]: the slot of a card row, -1 none
    battlefields: list       # per deck: its three battlefields' names (records' battlefield)

    @classmethod
    def build(cls, deck_a, deck_b, pool) -> "Matchup":
        cp = compile_pool(pool)
        decks, chk = matchup_arrays(deck_a, deck_b, cp)
        # the counters' slots: the Main Deck's cards, the Chosen Champion's copy included
        rows = [[cp.row(c) for c in d.main_deck] for d in (deck_a, deck_b)]
        slot_cards = [list(dict.fromkeys(r)) for r in rows]
        slot_of = np.full((2, len(cp.CT)), -1, np.int32)
        for p in range(2):
            slot_of[p, slot_cards[p]] = np.arange(len(slot_cards[p]), dtype=np.int32)
        bfs = [[c.name for c in d.battlefields] for d in (deck_a, deck_b)]
        return cls(cp, decks, chk, slot_cards, slot_of, bfs)

    def new_stats(self) -> Stats:
        slots = max(len(s) for s in self.slot_cards)
        return Stats(np.zeros((2, slots, N_CC), np.int64), np.zeros((2, 2, TURNS, N_TC), np.int64))

    def card_slots(self) -> list[list[tuple[str, str, int]]]:
        """Per deck, (card id, card name, copies) of each counter slot, in slot order."""
        from decksim.core.riftbound.tables import D_CHAMPION, D_MAIN, D_MAIN_N
        out = []
        for p in range(2):
            rows = self.decks[p, D_MAIN:D_MAIN + self.decks[p, D_MAIN_N]].tolist()
            rows.append(int(self.decks[p, D_CHAMPION]))
            out.append([(self.compiled.cards[r].id, self.compiled.cards[r].name, rows.count(r))
                        for r in self.slot_cards[p]])
        return out

    def play(self, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
             check: bool = False, stats=None) -> np.ndarray:
        """Records of one batch; check=True tests the engine invariants after every
        action (column R_BAD)."""
        import numba

        from decksim.core.riftbound import game as engine
        engine.load()
        chk = self.chk.copy() if check else np.zeros(0, np.int64)
        kw = {} if stats is None else dict(SL=self.slot_of, CC=stats.cards, TC=stats.turns)
        return engine.play_batch(self.compiled.CT, np.ascontiguousarray(PR, np.float64),
                                 self.decks, np.ascontiguousarray(seeds, np.uint64),
                                 np.ascontiguousarray(firsts, np.int64), chk,
                                 8 * numba.get_num_threads(), **kw)
