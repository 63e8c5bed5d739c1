"""Errors of card files and deck lists, the same for every game. Their own
module so that the command line can name them without loading a game."""
from __future__ import annotations


class CardFileError(ValueError):
    """A card file is malformed; the message names the file, card and problem."""


class DeckError(ValueError):
    """A deck list is unreadable or breaks its game's deck rules; `problems` holds
    one message per problem."""

    def __init__(self, problems: str | list[str]):
        self.problems = [problems] if isinstance(problems, str) else list(problems)
        super().__init__("\n".join(self.problems))

    def __str__(self) -> str:
        return "\n".join(self.problems)
