"""Battle Spirits Standard behind the game interface (decksim/games/base.py).

The engine is decksim/core/bss/, the cards decksim/cards/bss/ with their data
in decksim/cards/data/bss/. Importing this module loads neither numba nor
polars; the engine loads in load_engine(), or when a matchup first plays."""
from __future__ import annotations

from decksim.core.bss import records as bss_records
from decksim.core.bss.policies.params import PRESETS
from decksim.games.base import Column, Game, RecordSchema


class BSS(Game):
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

    # ---- playing
    def load_engine(self) -> None:
        from decksim.core.bss import game
        game.load()

    def engine_version(self) -> str:
        from decksim.core import engine_hash
        return engine_hash("bss")

    def matchup(self, deck_a, deck_b, pool):
        from decksim.games.bss.matchup import Matchup
        return Matchup.build(deck_a, deck_b, pool)

    def pilot_vector(self, name, overrides=None):
        from decksim.games.bss.pilots import pilot_vector
        return pilot_vector(name, overrides)

    def pilot_params(self, vec) -> dict:
        from decksim.games.bss.pilots import pilot_params
        return pilot_params(vec)

    # ---- looking at games
    def play_logged(self, matchup, PR, seed_words, first):
        from decksim.games.bss.replay import play_logged
        return play_logged(matchup, PR, seed_words, first)

    def format_log(self, events, matchup, names=("A", "B")):
        from decksim.games.bss.replay import format_log
        return format_log(events, matchup, names)

    # ---- how well the pilots played
    audit_counters = bss_records.AUDIT_NAMES

    def audit(self, matchup, PR, seeds, firsts, nodes):
        from decksim.games.bss.audit import audit
        return audit(matchup, PR, seeds, firsts, nodes)

    def audit_table(self, rec, AU, names):
        from decksim.games.bss.audit import tabulate
        return tabulate(rec, AU, names)

    def audit_lines(self, rows):
        from decksim.games.bss.audit import format_rows
        return format_rows(rows)

    @property
    def audit_intro(self):
        from decksim.games.bss.audit import INTRO
        return INTRO

    @property
    def audit_columns(self):
        from decksim.games.bss.audit import COLUMNS
        return COLUMNS

    # ---- report
    def report_sections(self):
        from decksim.games.bss.report import SECTIONS
        return SECTIONS

    def scenario(self, spec, pool, seed=0):
        from decksim.games.bss.scenario import Scenario
        return Scenario.from_dict(spec, pool, seed=seed)

    def new_scenario(self, deck_a, deck_b, pool, seed_words, first=-1,
                     pilots=("greedy", "greedy")):
        from decksim.games.bss.scenario import Scenario
        return Scenario.new_game(deck_a, deck_b, pool, seed_words, first, pilots)


GAME = BSS()
