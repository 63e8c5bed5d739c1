"""Two SVE decks compiled into the arrays the engine's batch kernel reads."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np

from decksim.cards.compile import CompiledPool, compile_pool
from decksim.cards.decklist import Deck
from decksim.cards.pool import CardPool
from decksim.core.sve.records import N_CC, N_TC, R_COLS, TURNS
from decksim.core.sve.capacities import MAX_DECK, MAX_EVO
from decksim.games.base import Stats


@dataclass
class Matchup:
    """Two decks compiled into the arrays the kernel reads."""
    game = "sve"              # (a class attribute: decksim.games.get(matchup.game))
    compiled: CompiledPool
    decks: np.ndarray         # int32[2, MAX_DECK]: card rows of each main deck
    deck_n: np.ndarray
    evos: np.ndarray          # int32[2, MAX_EVO]: card rows of each evolve deck
    evo_n: np.ndarray
    slot_cards: list          # per deck: the card row of each stats slot
    slot_of: np.ndarray       # int32[2, card rows]: slot of a card row, -1 none

    @classmethod
    def build(cls, deck_a: Deck, deck_b: Deck, pool: CardPool,
              compiled: CompiledPool | None = None) -> "Matchup":
        cp = compiled or compile_pool(pool)
        decks = np.zeros((2, MAX_DECK), np.int32)
        evos = np.zeros((2, MAX_EVO), np.int32)
        deck_n = np.zeros(2, np.int64)
        evo_n = np.zeros(2, np.int64)
        for p, d in enumerate((deck_a, deck_b)):
            main = [cp.row(c) for c in d.main]
            evo = [cp.row(c) for c in d.evolve]
            decks[p, :len(main)] = main
            evos[p, :len(evo)] = evo
            deck_n[p] = len(main)
            evo_n[p] = len(evo)
        slot_cards = [list(dict.fromkeys(decks[p, :deck_n[p]].tolist()
                                         + evos[p, :evo_n[p]].tolist())) for p in range(2)]
        slot_of = np.full((2, len(cp.CT)), -1, np.int32)
        for p in range(2):
            slot_of[p, slot_cards[p]] = np.arange(len(slot_cards[p]), dtype=np.int32)
        return cls(cp, decks, deck_n, evos, evo_n, slot_cards, slot_of)

    def new_stats(self) -> Stats:
        slots = max(len(s) for s in self.slot_cards)
        return Stats(np.zeros((2, slots, N_CC), np.int64),
                     np.zeros((2, 2, TURNS, N_TC), np.int64))

    def card_slots(self) -> list[list[tuple[str, str, int]]]:
        """Per deck, (card id, card name, copies in the main and evolve decks) of each
        counter slot, in slot order."""
        out = []
        for p in range(2):
            copies = Counter(self.decks[p, :self.deck_n[p]].tolist()
                             + self.evos[p, :self.evo_n[p]].tolist())
            out.append([(self.compiled.cards[row].id, self.compiled.cards[row].name, copies[row])
                        for row in self.slot_cards[p]])
        return out

    def play(self, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
             check: bool = False, stats: Stats | None = None) -> np.ndarray:
        """Records of one batch; check=True tests the engine invariants after
        every action (column R_BAD of the records); the batch's counters are
        added into `stats` when given (new_stats())."""
        import numba

        from decksim.core.sve import game as engine     # the engine: loaded where games are played
        engine.load()
        out = np.zeros((len(seeds), R_COLS), np.int32)
        c = self.compiled
        chk = self.deck_n.copy() if check else np.zeros(0, np.int64)
        st = stats or _NO_STATS
        engine.play_batch(c.CT, c.AB, c.EF, c.FL, PR, self.decks, self.deck_n, self.evos,
                     self.evo_n, seeds, firsts, out, chk, self.slot_of, st.cards, st.turns,
                     8 * numba.get_num_threads())
        return out


_NO_STATS = Stats(np.zeros((2, 0, N_CC), np.int64), np.zeros((2, 2, TURNS, N_TC), np.int64))
