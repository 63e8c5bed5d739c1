"""Card definitions: reading card files (TOML) into `CardDef` records.

A pool is every card decksim knows for a game: the built-in files under
`decksim/cards/data/<game>/` plus any user files given with `--cards`.
Errors name the file, the card and what is wrong (CardFileError).
"""
from __future__ import annotations

import difflib
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from decksim.cards.errors import CardFileError
from decksim.core.sve import vocab

DATA_DIR = Path(__file__).parent / "data"
COVERAGES = ("full", "partial", "vanilla")


@dataclass
class CardDef:
    id: str
    name: str
    cls: str
    type: str
    cost: int = 0
    attack: int = 0
    defense: int = 0
    traits: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    evolved: bool = False
    token: bool = False
    evolve_cost: int | None = None   # PP cost of the card's Evolve ability (12.2)
    abilities: list[dict] = field(default_factory=list)
    coverage: str = "full"
    missing: str = ""                # what a `partial` card leaves out
    printings: list[str] = field(default_factory=list)
    source: str = ""                 # file the card came from
    universe: str = ""               # 2.12.2: the card's universe (6.1.1.5.2), "" none
    max_copies: int | None = None    # 6.1.2: a deck may hold this many of it (CP01-085: 10)
    id_ja: str = ""                  # its Japanese printing id where it differs from `id`
    # 12.2.2.1 "unless specified": the names of the evolved cards its Evolve ability may
    # reveal ("into A", "into A or B"); empty: the evolved card of its own name
    evolve_into: list[str] = field(default_factory=list)
    front_face: str = ""             # a back face (BP08-003_back): the id of its front face,
                                     # the card an evolve deck holds for both faces
    also_named: str = ""             # another name it has while on the field (BP08-T01)

    @property
    def is_main_deck_card(self) -> bool:
        return not (self.evolved or self.token or self.type == "leader")


JA_PREFIX = "JA:"   # `ja:BP02-071`: a Japanese printing id (CardDef.id_ja)


class CardPool:
    """All cards of one game, indexed by id, printing and name. An id is read as an
    English printing id first; `ja:ID` reads it as a Japanese one, and an id that no
    English printing has falls back to the Japanese ids (docs/decks.md)."""

    def __init__(self, cards: list[CardDef]):
        self.cards: list[CardDef] = []
        self._by_id: dict[str, CardDef] = {}
        self._by_id_ja: dict[str, CardDef] = {}
        self._by_name: dict[str, list[CardDef]] = {}
        for c in cards:
            self.add(c)

    def add(self, card: CardDef) -> None:
        key = card.id.upper()
        if key in self._by_id:          # a replacement: it stands for every printing
            old = self._by_id[key]
            self.cards.remove(old)
            self._by_name[old.name.lower()].remove(old)
            for index in (self._by_id, self._by_id_ja):
                for pid, c in list(index.items()):
                    if c is old:
                        index[pid] = card
        self.cards.append(card)
        for pid in {card.id, *card.printings}:
            self._by_id[pid.upper()] = card
        if card.id_ja:
            self._by_id_ja[card.id_ja.upper()] = card
        self._by_name.setdefault(card.name.lower(), []).append(card)

    def by_id(self, card_id: str) -> CardDef | None:
        key = card_id.strip().upper()
        if key.startswith(JA_PREFIX):
            return self._by_id_ja.get(key[len(JA_PREFIX):].strip())
        return self._by_id.get(key) or self._by_id_ja.get(key)

    def ja_reading(self, card_id: str) -> CardDef | None:
        """The card a bare id names when read as a Japanese printing id, if that is
        another card than its English reading (a deck may mean either)."""
        key = card_id.strip().upper()
        ja, en = self._by_id_ja.get(key), self._by_id.get(key)
        return ja if ja is not None and en is not None and ja is not en else None

    def by_name(self, name: str, evolved: bool | None = None) -> list[CardDef]:
        found = self._by_name.get(name.strip().lower(), [])
        if evolved is None:
            return list(found)
        return [c for c in found if c.evolved == evolved]

    def lookup(self, ref: str, evolved: bool | None = None) -> CardDef | None:
        """A card by printing id or name (the unevolved one unless evolved=True)."""
        c = self.by_id(ref)
        if c is not None:
            return c
        found = self.by_name(ref, evolved=evolved if evolved is not None else False)
        if not found and evolved is None:
            found = self.by_name(ref)
        return found[0] if found else None

    def token(self, name: str) -> CardDef | None:
        for c in self.by_name(name):
            if c.token:
                return c
        return None

    def evolved_of(self, card: CardDef) -> CardDef | None:
        """The evolved card linked to `card` (same name, 12.2.2.1, or the first name of
        its `evolve_into`)."""
        for c in self.by_name((card.evolve_into or [card.name])[0], evolved=True):
            return c
        return None

    def evolve_faces(self, card: CardDef) -> list[CardDef]:
        """Every evolved card (face) `card`'s Evolve abilities may reveal: its
        `evolve_into` names (or its own) and the `into` of its alternative ones."""
        names = list(card.evolve_into or [card.name])
        names += [a["into"] for a in card.abilities if isinstance(a.get("into"), str)]
        found = [c for n in names for c in self.by_name(n, evolved=True)[:1]]
        return [c for i, c in enumerate(found) if c not in found[:i]]

    def evolve_deck_card(self, card: CardDef) -> CardDef:
        """The card an evolve deck holds for `card`: a back face's front face (one card
        with two faces), else the card itself."""
        return (self.by_id(card.front_face) or card) if card.front_face else card

    def suggest(self, ref: str, n: int = 3) -> list[str]:
        names = sorted({c.name for c in self.cards})
        return difflib.get_close_matches(ref, names, n=n, cutoff=0.5)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)


def _err(path, card, msg) -> CardFileError:
    where = f"card {card!r}" if card else "top level"
    return CardFileError(f"{path}: {where}: {msg}")


def _check_choice(path, cid, what, value, allowed):
    if value not in allowed:
        raise _err(path, cid, f"unknown {what} {value!r}; expected one of {sorted(allowed)}")


# the numbers a card may hold: what the engine's state and records store
NUMBER_RANGES = {"cost": (0, 99), "attack": (0, 999), "defense": (0, 999),
                 "evolve_cost": (0, 99), "max_copies": (1, 50)}


def _check_types(raw: dict, path: str, cid: str) -> None:
    """Each field of the type the format gives it (docs/cards.md), numbers in range."""
    for key in ("id", "name", "class", "type", "coverage", "missing", "universe", "id_ja",
                "front_face", "also_named"):
        if key in raw and not isinstance(raw[key], str):
            raise _err(path, cid, f"{key} must be a string, not {raw[key]!r}")
    for key, (lo, hi) in NUMBER_RANGES.items():
        v = raw.get(key)
        if v is None:
            continue
        if isinstance(v, bool) or not isinstance(v, int):
            raise _err(path, cid, f"{key} must be a whole number from {lo} to {hi}, not {v!r}")
        if not lo <= v <= hi:
            raise _err(path, cid, f"{key} {v} is out of range: from {lo} to {hi}")
    for key in ("traits", "keywords", "printings", "evolve_into"):
        v = raw.get(key, [])
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise _err(path, cid, f"{key} must be a list of strings, e.g. {key} = [\"ward\"], "
                                  f"not {v!r}")
    for key in ("evolved", "token"):
        if key in raw and not isinstance(raw[key], bool):
            raise _err(path, cid, f"{key} must be true or false, not {raw[key]!r}")
    ab = raw.get("ability", [])
    if not isinstance(ab, list) or not all(isinstance(x, dict) for x in ab):
        raise _err(path, cid, "ability must be [[card.ability]] tables")


def parse_card(raw: dict, path: str) -> CardDef:
    if not isinstance(raw, dict):
        raise CardFileError(f"{path}: a card must be a [[card]] table, not {raw!r}")
    cid = raw.get("id") or raw.get("name") or "?"
    for key in ("id", "name", "class", "type"):
        if key not in raw:
            raise _err(path, cid, f"missing required field {key!r}")
    _check_types(raw, path, str(cid))
    _check_choice(path, cid, "class", raw["class"], vocab.CLASS_NAMES)
    _check_choice(path, cid, "type", raw["type"], vocab.TYPE_NAMES)
    for kw in raw.get("keywords", []):
        _check_choice(path, cid, "keyword", kw, vocab.KEYWORDS)
        if kw == "earth_rite":   # 13.3.3: the compiler gives it from an earth_rite cost
            raise _err(path, cid, "keyword 'earth_rite' comes from an earth_rite cost; "
                       "don't list it in keywords")
    cov = raw.get("coverage", "full")
    _check_choice(path, cid, "coverage", cov, COVERAGES)
    if cov == "partial" and not raw.get("missing"):
        raise _err(path, cid, "coverage 'partial' needs a 'missing' field naming what is left out")
    known = {"id", "name", "class", "type", "cost", "attack", "defense", "traits", "keywords",
             "evolved", "token", "evolve_cost", "ability", "coverage", "missing", "printings",
             "universe", "max_copies", "id_ja", "evolve_into", "front_face", "also_named"}
    extra = set(raw) - known
    if extra:
        raise _err(path, cid, f"unknown field(s) {sorted(extra)}; known fields: {sorted(known)}")
    card = CardDef(
        id=raw["id"], name=raw["name"], cls=raw["class"], type=raw["type"],
        cost=int(raw.get("cost", 0)), attack=int(raw.get("attack", 0)),
        defense=int(raw.get("defense", 0)), traits=list(raw.get("traits", [])),
        keywords=list(raw.get("keywords", [])), evolved=bool(raw.get("evolved", False)),
        token=bool(raw.get("token", False)), evolve_cost=raw.get("evolve_cost"),
        abilities=list(raw.get("ability", [])), coverage=cov, missing=raw.get("missing", ""),
        printings=list(raw.get("printings", [])), source=str(path),
        universe=raw.get("universe", ""), max_copies=raw.get("max_copies"),
        id_ja=raw.get("id_ja", ""), evolve_into=list(raw.get("evolve_into", [])),
        front_face=raw.get("front_face", ""), also_named=raw.get("also_named", ""),
    )
    if card.evolve_into and (card.evolved or card.evolve_cost is None or len(card.evolve_into) > 2):
        raise _err(path, cid, "evolve_into (one or two evolved cards' names) goes on a card "
                              "with an evolve_cost")
    if card.front_face and not card.evolved:
        raise _err(path, cid, "front_face goes on the back face of an evolved card")
    if card.type == "follower" and not card.evolved and card.defense <= 0:
        raise _err(path, cid, "a follower needs defense >= 1")
    return card


MAX_CARD_FILE_BYTES = 16 << 20


def load_card_file(path: str | Path) -> list[CardDef]:
    from decksim.cards.deckfile import check_text_file
    path = Path(path)
    check_text_file(path, MAX_CARD_FILE_BYTES, "card file", CardFileError)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise CardFileError(f"{path}: cannot read card file: {e.strerror}") from None
    except UnicodeDecodeError as e:
        utf16 = path.read_bytes()[:2] in (b"\xff\xfe", b"\xfe\xff")
        raise CardFileError(f"{path}: not a UTF-8 text file ({e.reason} at byte {e.start})"
                            + ("; it is UTF-16: save it as UTF-8" if utf16 else "")) from None
    try:
        data = tomllib.loads(text.removeprefix("\ufeff"))     # a UTF-8 BOM, as deck files
    except tomllib.TOMLDecodeError as e:
        raise CardFileError(f"{path}: not valid TOML: {e}") from None
    raws = data.get("card")
    if not isinstance(raws, list) or not all(isinstance(r, dict) for r in raws):
        raise CardFileError(f"{path}: expected [[card]] tables, found none")
    return [parse_card(r, str(path)) for r in raws]


def builtin_files(game: str = "sve") -> list[Path]:
    return sorted((DATA_DIR / game).glob("*.toml"))


def load_pool(extra_files: list[str | Path] | None = None, game: str = "sve") -> CardPool:
    """The built-in pool plus user card files (later files override by id)."""
    cards: list[CardDef] = []
    for f in builtin_files(game):
        cards.extend(load_card_file(f))
    builtin = {c.id for c in cards}
    names = {(c.name.strip().lower(), c.evolved): c.id for c in cards}
    from decksim.cards.deckfile import card_file_game
    for f in extra_files or []:
        if card_file_game(f) != game:
            continue                    # another game's card file (its `game = ...` line)
        for c in load_card_file(f):
            other = names.get((c.name.strip().lower(), c.evolved))
            if c.id not in builtin and other is not None:
                raise CardFileError(
                    f"{f}: card {c.id!r} is named {c.name!r} like the built-in card {other}: a "
                    f"deck naming {c.name!r} would get the built-in one; give it another name, "
                    f"or id = {other!r} to replace the built-in card")
            cards.append(c)
    return CardPool(cards)
