"""Errors of runs that the command line turns into a message and exit status 2.
Their own module so that the command line can name them without loading the
engine (its compiled code takes seconds to load; cli.py)."""
from decksim.games.base import GameError, PilotError  # noqa: F401  (a game's, re-exported)


class RunError(Exception):
    """A run cannot start or go on; the message says why and what to do."""
