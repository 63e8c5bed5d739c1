"""Battle Spirits Standard behind the game interface (decksim/games/base.py).

The engine is decksim/core/bss/, the cards decksim/cards/bss/ with their data
in decksim/cards/data/bss/. Importing this module loads neither numba nor
polars; the engine loads in load_engine(), or when a matchup first plays."""
from __future__ import annotations

from decksim.core.bss import records as bss_records
from decksim.core.bss.policies.params import PRESETS
from decksim.games.base import Column, RecordSchema
from decksim.games.folder import FolderGame


class BSS(FolderGame):
    name = "bss"
    title = "Battle Spirits Standard"
    module = __name__
    records = RecordSchema(
        end_reasons=dict(bss_records.END_NAMES),
        player=tuple(Column(n, dt, off) for off, n, dt in bss_records.PLAYER_COLUMNS),
        player_width=bss_records.R_PN, cols=bss_records.R_COLS)
    card_counters = bss_records.CC_NAMES
    turn_counters = bss_records.TC_NAMES
    pilots = PRESETS
    card_types = ("spirit", "nexus", "magic")

    # ---- cards and decks
    def pool(self, card_files=()):
        from decksim.cards.bss.pool import load_pool
        return load_pool(tuple(card_files))

    def parse_deck(self, text, pool, path="<text>"):
        from decksim.cards.bss.decklist import parse_deck_text
        return parse_deck_text(text, pool, path)

    def list_cards(self, pool, **filters) -> list[str]:
        from decksim.games.bss.cards import list_cards
        return list_cards(pool, **filters)

    def check_cards(self, pool) -> None:
        from decksim.cards.bss.compile import compile_pool
        compile_pool(pool)

    def deck_entry(self, deck) -> dict:
        from pathlib import Path
        return {"name": deck.name, "path": str(Path(deck.path).resolve()),
                "hash": deck.content_hash, "colours": deck.colours,
                "main": [c.id for c in deck.cards]}

    def deck_columns(self, entry: dict) -> dict:
        return {"colours": ", ".join(entry.get("colours") or ()),
                "main": len(entry["main"]) if entry.get("main") else None}

    end_reasons_text = ("life = the opponent's Life became 0 (1-3-2-1), deck_out = a player had "
                        "no cards in its deck at the start of its Start Step (1-3-2-2), cap = "
                        "the engine's turn cap was reached (a draw), both = both players won at "
                        "once (1-3-3, a draw).")

    # ---- playing, replays, scenarios, the audit, the report: decksim/games/folder.py
    audit_counters = bss_records.AUDIT_NAMES


GAME = BSS()
