"""Errors of card files and deck lists, the same for every game. Their own
module so that the command line can name them without loading a game."""
from __future__ import annotations


class CardFileError(ValueError):
    """A card file is malformed; the message names the file, card and problem."""


SHOWN_PROBLEMS = 30   # a message lists this many problems, then how many more


class DeckError(ValueError):
    """A deck list is unreadable or breaks its game's deck rules; `problems` holds
    one message per problem (all of them; the message shows the first
    SHOWN_PROBLEMS and counts the rest)."""

    def __init__(self, problems: str | list[str]):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__(self._text())

    def _text(self) -> str:
        shown = self.problems[:SHOWN_PROBLEMS]
        more = len(self.problems) - len(shown)
        return "\n".join(shown + ([f"... and {more:,} more problems"] if more > 0 else []))

    def __str__(self) -> str:
        return self._text()
