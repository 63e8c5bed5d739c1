"""Shadowverse: Evolve behind the game interface (decksim/games/base.py).

The engine is decksim/core/sve/, the cards decksim/cards/ (pool, decklist,
compile) with their data in decksim/cards/data/sve/. Importing this module
loads neither numba nor polars; the engine loads in load_engine(), or when a
matchup first plays.
"""
from __future__ import annotations

from decksim.core.sve import records as sve_records
from decksim.core.sve.policies.params import PRESETS
from decksim.games.base import Column, Game, RecordSchema

class SVE(Game):
    name = "sve"
    title = "Shadowverse: Evolve"
    module = __name__
    records = RecordSchema(
        end_reasons=dict(sve_records.END_NAMES),
        player=tuple(Column(n, dt, off) for off, n, dt in sve_records.PLAYER_COLUMNS),
        player_width=sve_records.R_PN, cols=sve_records.R_COLS,
        optional=sve_records.OPTIONAL_COLUMNS)
    card_counters = sve_records.CC_NAMES
    turn_counters = sve_records.TC_NAMES
    pilots = PRESETS

    # ---- cards and decks
    def pool(self, card_files=()):
        from decksim.games.sve.decks import pool
        return pool(card_files)

    def parse_deck(self, text, pool, path="<text>"):
        from decksim.cards.decklist import parse_deck_text
        return parse_deck_text(text, pool, path)

    def list_cards(self, pool, **filters) -> list[str]:
        from decksim.games.sve.cards import list_cards
        return list_cards(pool, **filters)

    def check_cards(self, pool) -> None:
        from decksim.cards.compile import compile_pool
        compile_pool(pool)

    def deck_entry(self, deck) -> dict:
        from pathlib import Path
        return {"name": deck.name, "path": str(Path(deck.path).resolve()),
                "hash": deck.content_hash, "class": deck.cls, "leader": deck.leader.id,
                "main": [c.id for c in deck.main], "evolve": [c.id for c in deck.evolve]}

    # ---- playing
    def load_engine(self) -> None:
        from decksim.core.sve import game
        game.load()                 # compiles every kernel, or loads it from the cache

    def engine_version(self) -> str:
        from decksim.core import engine_hash
        return engine_hash("sve")

    def matchup(self, deck_a, deck_b, pool):
        from decksim.games.sve.matchup import Matchup
        return Matchup.build(deck_a, deck_b, pool)

    def pilot_vector(self, name, overrides=None):
        from decksim.games.sve.pilots import pilot_vector
        return pilot_vector(name, overrides)

    def pilot_params(self, vec) -> dict:
        from decksim.games.sve.pilots import pilot_params
        return pilot_params(vec)

    # ---- how well the pilots played
    audit_counters = sve_records.AUDIT_NAMES

    def audit(self, matchup, PR, seeds, firsts, nodes):
        from decksim.games.sve.audit import audit
        return audit(matchup, PR, seeds, firsts, nodes)

    def audit_table(self, rec, AU, names):
        from decksim.games.sve.audit import tabulate
        return tabulate(rec, AU, names)

    def audit_lines(self, rows):
        from decksim.games.sve.audit import format_rows
        return format_rows(rows)

    @property
    def audit_intro(self):
        from decksim.games.sve.audit import INTRO
        return INTRO

    @property
    def audit_columns(self):
        from decksim.games.sve.audit import COLUMNS
        return COLUMNS

    # ---- looking at games
    def play_logged(self, matchup, PR, seed_words, first):
        from decksim.games.sve.replay import play_logged
        return play_logged(matchup, PR, seed_words, first)

    def format_log(self, events, matchup, names=("A", "B")):
        from decksim.games.sve.replay import format_log
        return format_log(events, matchup, names)

    def scenario(self, spec, pool, seed=0):
        from decksim.games.sve.scenario import Scenario
        return Scenario.from_dict(spec, pool, seed=seed)

    def new_scenario(self, deck_a, deck_b, pool, seed_words, first=-1,
                     pilots=("greedy", "greedy")):
        from decksim.games.sve.scenario import Scenario
        return Scenario.new_game(deck_a, deck_b, pool, seed_words, first, pilots)

    # ---- report
    def report_sections(self):
        from decksim.games.sve.report import SECTIONS
        return SECTIONS

    def card_sections(self, card_ids, decks, card_files=()):
        from decksim.games.sve.report import card_sections
        return card_sections(card_ids, decks, card_files)


GAME = SVE()
