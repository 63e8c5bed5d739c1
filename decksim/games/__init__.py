"""The games decksim plays, by name, and which game a deck is for.

    from decksim import games
    g = games.get("sve")            # the game's interface (decksim/games/base.py)
    g = games.for_decks(paths)      # the one game of these deck files, or GameError

Built-in games are listed in BUILT_IN; more come from `register(game)` or from
modules named in the environment variable DECKSIM_GAMES (comma-separated import
paths, each defining GAME), which worker processes see too.
Importing this package loads no game.
"""
from __future__ import annotations

import importlib
import os

from decksim.games.base import Game, GameError

BUILT_IN = {"sve": "decksim.games.sve", "bss": "decksim.games.bss",   # name -> module defining GAME
            "riftbound": "decksim.games.riftbound"}
_registered: dict[str, Game] = {}


def _modules() -> dict[str, str]:
    extra = [m.strip() for m in os.environ.get("DECKSIM_GAMES", "").split(",") if m.strip()]
    found = dict(BUILT_IN)
    for mod in extra:
        g = _import(mod)
        found[g.name] = mod
    return found


def _import(module: str) -> Game:
    try:
        g = importlib.import_module(module).GAME
    except (ImportError, AttributeError) as e:
        raise GameError(f"cannot load the game module {module!r} (DECKSIM_GAMES): {e}") from None
    return g


def register(game: Game) -> Game:
    """Make `game` known by its name in this process (tests, plugins)."""
    _registered[game.name] = game
    return game


def unregister(name: str) -> None:
    _registered.pop(name, None)


def names() -> list[str]:
    """Every game known here, built-in first."""
    return list(dict.fromkeys([*_modules(), *_registered]))


def get(name: str) -> Game:
    """The game called `name` (GameError naming the known ones otherwise)."""
    if name in _registered:
        return _registered[name]
    mod = _modules().get(name)
    if mod is None:
        raise GameError(f"unknown game {name!r}; decksim plays: {', '.join(names())}")
    return _import(mod)


def deck_game(path, given: str | None = None, card_files=()) -> str:
    """The game of one deck file: its `Game: NAME` header, else `given` (--game),
    else the game whose cards its lines name (GameError if none or several fit). A
    reference that names no file is the game's whose deck_reference takes it (a deck
    code), if any."""
    from pathlib import Path

    from decksim.cards.deckfile import card_refs, declared_game, read_deck_text
    if not Path(path).exists():
        claims = [n for n in ([given] if given else names()) if get(n).deck_reference(str(path))]
        if claims:
            return claims[0]
    text = read_deck_text(path)
    declared = declared_game(text)
    if declared is not None:
        name, line = declared
        if name not in names():
            raise GameError(f"{path}, line {line}: unknown game {name!r}; decksim plays: "
                            f"{', '.join(names())}")
        if given is not None and given != name:
            raise GameError(f"{path}, line {line}: the deck is for {name}, but --game {given} "
                            "was given; fix the header or leave out --game")
        return name
    if given is not None:
        get(given)
        return given
    known = names()
    if len(known) == 1:
        return known[0]
    refs = card_refs(text)
    scores = {n: get(n).recognised(refs, get(n).pool(tuple(card_files))) for n in known}
    best = max(scores.values())
    winners = [n for n, s in scores.items() if s == best]
    if best == 0 or len(winners) > 1:
        what = "names no card of any game" if best == 0 else \
            f"fits several games ({', '.join(winners)})"
        raise GameError(f"{path}: cannot tell the deck's game: it {what}; add a header line "
                        f"`Game: NAME` or give --game NAME ({', '.join(known)})")
    return winners[0]


def for_decks(paths, given: str | None = None, card_files=()) -> Game:
    """The one game of the deck files `paths`; GameError when they belong to
    different games (one run plays one game)."""
    found = {str(p): deck_game(p, given, card_files) for p in paths}
    kinds = sorted(set(found.values()))
    if len(kinds) > 1:
        raise GameError("one run plays one game, but the decks are of several: " + "; ".join(
            f"{p} is {g}" for p, g in found.items()))
    return get(kinds[0] if kinds else (given or names()[0]))


def of_manifest(manifest: dict) -> Game:
    """The game of a stored result (results stored before the field existed are
    Shadowverse: Evolve, the only game then)."""
    return get(manifest.get("game") or "sve")
