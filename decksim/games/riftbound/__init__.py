"""Riftbound (1v1 Duel) behind the game interface (decksim/games/base.py).

The engine is decksim/core/riftbound/, the cards decksim/cards/riftbound/ with
their data in decksim/cards/data/riftbound/. A deck is a deck file (`Game:
riftbound`) or a Riftbound deck code where a deck file's path is expected.
Importing this module loads neither numba nor polars; the engine loads in
load_engine(), or when a matchup first plays."""
from __future__ import annotations

from pathlib import Path

from decksim.core.riftbound import records as rb_records
from decksim.core.riftbound.policies.params import PRESETS
from decksim.games.base import Column, RecordSchema
from decksim.games.folder import FolderGame


class Riftbound(FolderGame):
    name = "riftbound"
    title = "Riftbound (1v1 Duel)"
    module = __name__
    records = RecordSchema(
        end_reasons=dict(rb_records.END_NAMES),
        player=tuple(Column(n, dt, off) for off, n, dt in rb_records.PLAYER_COLUMNS),
        player_width=rb_records.R_PN, cols=rb_records.R_COLS)
    card_counters = rb_records.CC_NAMES
    turn_counters = rb_records.TC_NAMES
    pilots = PRESETS
    tune_params = ("margin", "mulligan_cost")
    card_types = ("unit", "spell", "gear", "legend", "battlefield", "rune")

    # ---- cards and decks
    def pool(self, card_files=()):
        """The built-in facts (decksim/cards/data/riftbound/facts.json). Riftbound has no
        user card files: --cards files, the other games' card format, add nothing here
        (games.deck_game asks every game's pool with them to tell a deck's game)."""
        from decksim.cards.riftbound.pool import load_pool
        return load_pool()

    def parse_deck(self, text, pool, path="<text>"):
        from decksim.cards.riftbound.decklist import parse_deck_text
        return parse_deck_text(text, pool, path)

    def deck_reference(self, ref: str) -> bool:
        from decksim.cards.riftbound.deckcode import looks_like_code
        return looks_like_code(ref)

    def load_deck(self, path, pool):
        """A deck file, or a deck code (its name: code-HASH, its path: the code)."""
        if self.deck_reference(str(path)):
            from decksim.cards.riftbound.deckcode import CodeError, deck_from_code
            code = str(path).strip()
            try:
                deck = deck_from_code(code, pool)
            except CodeError as e:
                raise CodeError(f"{code}: no such deck file, and not a Riftbound deck code "
                                f"({e})") from None
            deck.name = f"code-{deck.content_hash[:8]}"
            deck.path = code
            return deck
        return super().load_deck(path, pool)

    def list_cards(self, pool, **filters) -> list[str]:
        from decksim.games.riftbound.cards import list_cards
        return list_cards(pool, **filters)

    def check_cards(self, pool) -> None:
        from decksim.cards.riftbound.compile import compile_pool
        compile_pool(pool)

    def deck_entry(self, deck) -> dict:
        path = deck.path if self.deck_reference(str(deck.path)) else str(Path(deck.path).resolve())
        return {"name": deck.name, "path": path, "hash": deck.content_hash,
                "legend": deck.legend.name, "champion": deck.champion.name,
                "battlefields": [c.name for c in deck.battlefields],
                "main": [c.id for c in deck.main]}

    def deck_columns(self, entry: dict) -> dict:
        return {"legend": entry.get("legend"), "champion": entry.get("champion"),
                "main": len(entry["main"]) + 1 if entry.get("main") else None,
                "battlefields": ", ".join(entry.get("battlefields") or ())}

    end_reasons_text = ("points = a player reached the Victory Score of 8 by Conquer or Hold "
                        "(449, 462.3), burn_out = the opponent's Burn Out gave the winning point "
                        "(418.2.c), cap = 200 turns were played (a draw).")

    mulligan_text = "sets aside one or two of its 4 opening cards and draws as many, rule 117"

    # ---- playing (the rest: decksim/games/folder.py)
    replay_formatter = "format_game"

    def new_scenario(self, deck_a, deck_b, pool, seed_words, first=-1,
                     pilots=("greedy", "greedy")):
        from decksim.games.riftbound.scenario import Scenario
        sc = Scenario.new_game(deck_a, deck_b, pool, seed_words, first, pilots)
        sc.continues = True
        return sc.start_turn()

    # ---- how well the pilots played
    audit_counters = rb_records.AUDIT_NAMES


GAME = Riftbound()
