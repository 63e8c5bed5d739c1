"""Reading a deck file before its game is known: the text, the game its header
names (`Game: sve`), and the card references of its lines (to tell the game
from the cards when no header names it). Each game's own parser reads the rest
(decksim/cards/decklist.py for Shadowverse: Evolve)."""
from __future__ import annotations

import re
from pathlib import Path

from decksim.cards.errors import DeckError

# `Game: sve`, `# game: sve`, `[Game: sve]`: the game the deck is for
GAME_HEADER = re.compile(r"^\[?\s*game\s*:\s*([A-Za-z][\w-]*)\s*\]?$", re.IGNORECASE)
_COUNT = re.compile(r"^(?:\d+\s*[x×]?\s+|\d+[x×]\s*|[x×]\d+\s+)", re.IGNORECASE)
_TRAILING = re.compile(r"\s+[x×]\d+$", re.IGNORECASE)


MAX_DECK_BYTES = 1 << 20      # a deck list is a few kilobytes


def read_deck_text(path: str | Path) -> str:
    """A deck file's text; an unreadable file, one that is not a regular file or is
    larger than MAX_DECK_BYTES, is a DeckError naming the path."""
    check_text_file(path, MAX_DECK_BYTES, "deck list", DeckError)
    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except OSError as e:
        raise DeckError(f"{path}: cannot read deck file: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise DeckError(f"{path}: not a UTF-8 text file ({e.reason} at byte {e.start})") from None


def check_text_file(path, most: int, what: str, error) -> None:
    """Refuse (raise error) a path that is not a regular file, or holds more than
    `most` bytes: /dev/zero or a huge file would be read without end."""
    p = Path(path)
    try:
        if p.exists() and not p.is_file():
            raise error(f"{path}: not a regular file (a device, a directory or a pipe); "
                        f"give the path of a {what}")
        size = p.stat().st_size if p.exists() else 0
    except OSError as e:
        raise error(f"{path}: cannot read the {what}: {e.strerror or e}") from None
    if size > most:
        raise error(f"{path}: {size:,} bytes, too large for a {what} (at most {most:,})")


def _body(raw: str) -> str:
    """A line without its comment marker and trailing comment."""
    s = raw.strip()
    lead = re.match(r"#+\s*", s)
    return (s[lead.end():] if lead else s).split("#", 1)[0].strip()


def declared_game(text: str) -> tuple[str, int] | None:
    """(game name, line number) of the deck's `Game: NAME` header, or None."""
    for no, raw in enumerate(text.splitlines(), 1):
        m = GAME_HEADER.match(_body(raw))
        if m:
            return m[1].lower(), no
    return None


def card_file_game(path) -> str:
    """The game a card file is for: its top-level `game = "NAME"` line, else
    "sve" (card files from before there were other games). An unreadable file
    counts as "sve", whose loader reports what is wrong with it."""
    import tomllib
    try:
        p = Path(path)
        if not p.is_file() or p.stat().st_size > MAX_DECK_BYTES * 16:
            return "sve"                # a device or a huge file: never read here
        data = tomllib.loads(Path(path).read_text(encoding="utf-8").removeprefix("\ufeff"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return "sve"
    game = data.get("game", "sve")
    return game.lower() if isinstance(game, str) else "sve"


def card_refs(text: str) -> list[str]:
    """The card names or ids of the deck's lines, counts and comments stripped
    (section headers and other lines come along: they name no card)."""
    out = []
    for raw in text.splitlines():
        if raw.strip().startswith("#"):
            continue
        s = _body(raw)
        s = re.sub(r"^[-*]\s+", "", s)
        s = _TRAILING.sub("", _COUNT.sub("", s)).strip()
        if s and not s.endswith(":"):
            out.append(s.split(":", 1)[-1].strip() if ":" in s else s)
    return [r for r in out if r]
