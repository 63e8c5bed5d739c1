"""The game interface by the folder convention: a game whose engine is
decksim/core/<name>/ (game.py with load()) and whose interface parts sit beside
its module (decksim/games/<name>/): matchup.py (Matchup.build), pilots.py
(pilot_vector, pilot_params), replay.py (play_logged and the formatter named by
`replay_formatter`), scenario.py (Scenario.from_dict, Scenario.new_game),
audit.py (audit, tabulate, format_rows, INTRO, COLUMNS) and report.py
(SECTIONS). Battle Spirits and Riftbound follow it; a game overrides what it
does differently."""
from __future__ import annotations

import importlib

from decksim.games.base import Game


class FolderGame(Game):
    replay_formatter = "format_log"    # the replay.py function formatting play_logged's events

    def part(self, name: str):
        """The game's interface module `name` (decksim/games/<name>/<part>.py)."""
        return importlib.import_module(f"{self.module}.{name}")

    # ---- playing
    def load_engine(self) -> None:
        importlib.import_module(f"decksim.core.{self.name}.game").load()

    def engine_version(self) -> str:
        from decksim.core import engine_hash
        return engine_hash(self.name)

    def matchup(self, deck_a, deck_b, pool):
        return self.part("matchup").Matchup.build(deck_a, deck_b, pool)

    def pilot_vector(self, name, overrides=None):
        return self.part("pilots").pilot_vector(name, overrides)

    def pilot_params(self, vec) -> dict:
        return self.part("pilots").pilot_params(vec)

    # ---- looking at games
    def play_logged(self, matchup, PR, seed_words, first):
        return self.part("replay").play_logged(matchup, PR, seed_words, first)

    def format_log(self, events, matchup, names=("A", "B")):
        return getattr(self.part("replay"), self.replay_formatter)(events, matchup, names)

    def scenario(self, spec, pool, seed=0):
        return self.part("scenario").Scenario.from_dict(spec, pool, seed=seed)

    def new_scenario(self, deck_a, deck_b, pool, seed_words, first=-1,
                     pilots=("greedy", "greedy")):
        return self.part("scenario").Scenario.new_game(deck_a, deck_b, pool, seed_words, first,
                                                       pilots)

    # ---- how well the pilots played
    def audit(self, matchup, PR, seeds, firsts, nodes):
        return self.part("audit").audit(matchup, PR, seeds, firsts, nodes)

    def audit_table(self, rec, AU, names):
        return self.part("audit").tabulate(rec, AU, names)

    def audit_lines(self, rows):
        return self.part("audit").format_rows(rows)

    @property
    def audit_intro(self):
        return self.part("audit").INTRO

    @property
    def audit_columns(self):
        return self.part("audit").COLUMNS

    # ---- report
    def report_sections(self):
        return self.part("report").SECTIONS
