"""Two Battle Spirits decks compiled into the arrays the engine's batch kernel reads."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from decksim.cards.bss.compile import CompiledPool, compile_pool
from decksim.core.bss.records import R_COLS
from decksim.core.bss.state import MAX_DECK


@dataclass
class Matchup:
    game = "bss"
    compiled: CompiledPool
    decks: np.ndarray        # int32[2, MAX_DECK]: card rows of each deck
    deck_n: np.ndarray       # int64[2]

    @classmethod
    def build(cls, deck_a, deck_b, pool) -> "Matchup":
        cp = compile_pool(pool)
        decks = np.zeros((2, MAX_DECK), np.int32)
        deck_n = np.zeros(2, np.int64)
        for p, d in enumerate((deck_a, deck_b)):
            rows = [cp.row(c) for c in d.cards]
            decks[p, :len(rows)] = rows
            deck_n[p] = len(rows)
        return cls(cp, decks, deck_n)

    def play(self, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
             check: bool = False, stats=None) -> np.ndarray:
        """Records of one batch; check=True tests the engine invariants after every
        action (column R_BAD)."""
        import numba

        from decksim.core.bss import game as engine
        engine.load()
        out = np.zeros((len(seeds), R_COLS), np.int32)
        chk = self.deck_n.copy() if check else np.zeros(0, np.int64)
        engine.play_batch(self.compiled.CT, self.compiled.AB, np.ascontiguousarray(PR, np.float64),
                          self.decks, self.deck_n, np.ascontiguousarray(seeds, np.uint64),
                          np.ascontiguousarray(firsts, np.int64), out, chk,
                          8 * numba.get_num_threads())
        return out
