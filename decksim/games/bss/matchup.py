"""Two Battle Spirits decks compiled into the arrays the engine's batch kernel reads."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.bss.compile import CompiledPool, compile_pool
from decksim.core.bss.records import N_CC, N_TC, R_COLS, TURNS
from decksim.core.bss.state import MAX_DECK
from decksim.games.base import Stats


@dataclass
class Matchup:
    game = "bss"
    compiled: CompiledPool
    decks: np.ndarray        # int32[2, MAX_DECK]: card rows of each deck
    deck_n: np.ndarray       # int64[2]
    slot_cards: list         # per deck: the card row of each counter slot
    slot_of: np.ndarray      # int32[2, card rows]: the slot of a card row, -1 none

    @classmethod
    def build(cls, deck_a, deck_b, pool) -> "Matchup":
        cp = compile_pool(pool)
        decks = np.zeros((2, MAX_DECK), np.int32)
        deck_n = np.zeros(2, np.int64)
        for p, d in enumerate((deck_a, deck_b)):
            rows = [cp.row(c) for c in d.cards]
            decks[p, :len(rows)] = rows
            deck_n[p] = len(rows)
        slot_cards = [list(dict.fromkeys(decks[p, :deck_n[p]].tolist())) for p in range(2)]
        slot_of = np.full((2, len(cp.CT)), -1, np.int32)
        for p in range(2):
            slot_of[p, slot_cards[p]] = np.arange(len(slot_cards[p]), dtype=np.int32)
        return cls(cp, decks, deck_n, slot_cards, slot_of)

    def new_stats(self) -> Stats:
        slots = max(len(s) for s in self.slot_cards)
        return Stats(np.zeros((2, slots, N_CC), np.int64), np.zeros((2, 2, TURNS, N_TC), np.int64))

    def card_slots(self) -> list[list[tuple[str, str, int]]]:
        """Per deck, (card id, card name, copies) of each counter slot, in slot order."""
        out = []
        for p in range(2):
            rows = self.decks[p, :self.deck_n[p]].tolist()
            out.append([(self.compiled.cards[r].id, self.compiled.cards[r].name, rows.count(r))
                        for r in self.slot_cards[p]])
        return out

    def play(self, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
             check: bool = False, stats=None) -> np.ndarray:
        """Records of one batch; check=True tests the engine invariants after every
        action (column R_BAD)."""
        import numba

        from decksim.core.bss import game as engine
        engine.load()
        out = np.zeros((len(seeds), R_COLS), np.int32)
        chk = self.deck_n.copy() if check else np.zeros(0, np.int64)
        st = stats or _NO_STATS
        engine.play_batch(self.compiled.CT, self.compiled.AB, np.ascontiguousarray(PR, np.float64),
                          self.decks, self.deck_n, np.ascontiguousarray(seeds, np.uint64),
                          np.ascontiguousarray(firsts, np.int64), out, chk, self.slot_of,
                          st.cards, st.turns, 8 * numba.get_num_threads())
        return out


_NO_STATS = Stats(np.zeros((2, 0, N_CC), np.int64), np.zeros((2, 2, TURNS, N_TC), np.int64))
