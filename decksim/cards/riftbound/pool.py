"""The Riftbound card pool: the facts of every card (data/riftbound/facts.json,
made by convert.py), looked up by name or by any printing id, case-insensitive.

Each card has a coverage: `full` when every piece of its text is encoded
(encodings.py: its steps, no `missing`; a card without text beyond the
keywords the engine plays is encoded with no steps), else `partial` with what is
missing named."""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data" / "riftbound"
NO_ENGINE = "its text is not encoded"
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
MAIN_TYPES = ("unit", "gear", "spell")          # a Main Deck's cards (103.2)
# a deck code's card code: SET-NUMBER and a variant letter (deckcode.py)
_CODE = re.compile(r"^([a-z]+)-(\d+)([a-z*]?)-\d+$", re.IGNORECASE)


@dataclass(frozen=True)
class RbPrinting:
    id: str                  # the source's printing id (unique)
    riftbound_id: str        # Riot's id of the printing ('ogn-007a-298'); several printings may share one
    set: str                 # 'OGN'
    number: int              # collector number
    rarity: str
    variant: bool            # an alternate art, overnumbered, signed or metal printing
    name: str                # as the printing is listed ('Fury Rune (Alternate Art)')

    @property
    def code(self) -> str:
        """The card code of the deck codes ('OGN-007a'), '' when the id has none
        ('ven-r01', 'ven-sp1-006')."""
        return card_code(self.riftbound_id)


@dataclass(frozen=True)
class RbCard:
    id: str                           # canonical id: the riftboundId of its first printing
    name: str                         # 'Jinx, Demolitionist'
    type: str                         # unit / spell / gear / legend / battlefield / rune
    supertype: str | None             # champion / signature / basic / token / None
    domains: tuple[str, ...]          # fury calm mind body chaos order; () has none (colourless)
    energy: int | None
    power: int | None
    might: int | None
    tags: tuple[str, ...]
    keywords: tuple[str, ...]         # as printed: 'Assault 2', 'Tank'
    banned: bool                      # banned in Duel (the ban list of facts.json)
    printings: tuple[RbPrinting, ...]  # the canonical one first
    champion: str = ""                # a legend's, champion unit's or signature card's champion tag
    own_keywords: tuple[str, ...] = ()    # of keywords, those the card has itself, always
                                          # (not those it gives or has under a condition)
    coverage: str = "partial"         # full / partial
    missing: str = NO_ENGINE          # what a partial card lacks

    @property
    def set(self) -> str:
        return self.printings[0].set

    @property
    def number(self) -> int:
        return self.printings[0].number

    @property
    def is_champion_unit(self) -> bool:
        return self.type == "unit" and self.supertype == "champion"

    @property
    def is_signature(self) -> bool:
        return self.supertype == "signature"

    @property
    def is_token(self) -> bool:
        return self.supertype == "token"

    @property
    def domain_text(self) -> str:
        return "/".join(d.title() for d in self.domains) or "colourless"


def card_code(riftbound_id: str) -> str:
    m = _CODE.match(riftbound_id)
    return f"{m[1].upper()}-{m[2]}{m[3].lower()}" if m else ""


def _key(ref: str) -> str:
    """A name or id as looked up: case, spacing, curly quotes and the source's
    'Jinx - Demolitionist' spelling do not matter."""
    s = re.sub(r"\s+", " ", ref.strip().replace("\u2019", "'").replace("\u2018", "'")).lower()
    return s.replace(" - ", ", ", 1)


class RbPool:
    """Every card, by name, by printing id, riftboundId and card code ('OGN-007a'),
    all case-insensitive."""

    def __init__(self, cards: list[RbCard], ban_list_date: str = ""):
        self.cards = cards
        self.ban_list_date = ban_list_date
        self._by_name = {_key(c.name): c for c in cards}
        self._by_id: dict[str, RbCard] = {}
        self._by_code: dict[str, RbCard | None] = {}
        aliases: dict[str, set] = {}
        for c in cards:
            for p in c.printings:
                self._by_id[p.id.lower()] = c
                self._by_id[p.riftbound_id.lower()] = c
                if p.code:                     # a code shared by two cards names neither
                    other = self._by_code.get(p.code.lower(), c)
                    self._by_code[p.code.lower()] = c if other is c else None
                aliases.setdefault(_key(p.name), set()).add(c.id)
        # a printing's listed name ('Rogue Assassin', 'Fury Rune (Alternate Art)'),
        # unless it is another card's name or names several cards
        self._alias = {k: self.by_id(next(iter(ids))) for k, ids in aliases.items()
                       if len(ids) == 1 and k not in self._by_name}
        for k, c in list(self._by_code.items()):
            if k.endswith("*"):
                self._by_code.setdefault(k[:-1] + "s", c)   # OGN-301s is OGN-301* (signed)

    def __len__(self) -> int:
        return len(self.cards)

    def lookup(self, ref: str) -> RbCard | None:
        """The card a name, printing id, riftboundId or card code names, or None."""
        k = _key(ref)
        return (self._by_name.get(k) or self._by_id.get(k) or self._by_code.get(k)
                or self._alias.get(k))

    def by_id(self, ref: str) -> RbCard | None:
        return self._by_id.get(ref.strip().lower())

    def by_code(self, code: str) -> RbCard | None:
        """The card of a deck code's card code ('OGN-007a', 'SFD-223s')."""
        return self._by_code.get(code.strip().lower())

    def suggest(self, ref: str) -> list[str]:
        """Up to three card names near `ref` (difflib)."""
        names = {_key(c.name): c.name for c in self.cards}
        near = difflib.get_close_matches(_key(ref), list(names), n=3, cutoff=0.6)
        return [names[k] for k in near]


def _champions(raw: list[dict]) -> set[str]:
    return {c["name"].split(", ", 1)[0] for c in raw
            if c["type"] in ("unit", "legend") and c["supertype"] == "champion" and ", " in c["name"]}


def _champion_tag(c: dict, champions: set[str]) -> str:
    """The champion a card belongs to: for a legend or champion unit what comes
    before the comma in its name (the legend's tag, 103.2.a.2); for a signature
    card its tag that is a champion (103.2.d.2)."""
    if c["supertype"] == "champion" and ", " in c["name"]:
        head = c["name"].split(", ", 1)[0]
        if head in c["tags"]:
            return head
    tags = [t for t in c["tags"] if t in champions]
    return tags[0] if len(tags) == 1 and c["supertype"] in ("champion", "signature") else ""


def _card(c: dict, champions: set[str]) -> RbCard:
    printings = tuple(RbPrinting(p["id"], p.get("riftboundId", p["id"]), p["set"], p["number"],
                                 p["rarity"], p["variant"], p.get("name", c["name"]))
                      for p in c["printings"])
    return RbCard(c["id"], c["name"], c["type"], c["supertype"], tuple(c["domains"]), c["energy"],
                  c["power"], c["might"], tuple(c["tags"]), tuple(c["keywords"]),
                  c["bannedInDuel"], printings, _champion_tag(c, champions),
                  own_keywords=tuple(c.get("ownKeywords", ())))


# a card's own keywords the engine plays: a unit's from the facts (compile.PLAYED_KEYWORDS),
# those an encoding's steps carry out, and timing: a spell's Action / Reaction (732, 739) lets
# it be played in combat showdowns (core/riftbound/showdown.py), a unit's Ambush lets it be
# played there to a battlefield of its units; a unit's Reaction (Ambush's, or a resource
# ability's) needs no window of its own; a unit's Action is its ability's timing, played when
# the encoding marks the ability for showdowns (activate_showdown); a legend's likewise
PLAYED = ("Accelerate", "Assault", "Backline", "Deflect", "Ganking", "Hunt", "Shield", "Tank",
          "Temporary", "Reaction", "Ambush")
BY_STEPS = ("Vision", "Deathknell", "Legion", "Stun", "Hidden", "Empower", "Empowered", "Level",
            "Repeat", "Flow", "Burn")
SPELL_TIMING = ("Action", "Reaction")
# a gear's keywords the engine plays (core/riftbound/gear.py): Equip with its Might Bonus from
# data/riftbound/equipment.toml, Quick-Draw, and the Reaction it gives (745.1.b); the Action
# timing of a gear's activated ability (used in its player's Action Phase)
GEAR_PLAYED = ("Equip", "Quick-Draw", "Reaction", "Action")


def coverage(card: RbCard, encodings: dict) -> tuple[str, str]:
    """(full / partial, what is missing) of a card under the encodings."""
    enc = encodings.get(card.name.lower())
    if card.type == "rune" and card.supertype == "basic":
        return "full", ""                       # what a basic rune does is rules (160-161)
    if enc is None:
        return "partial", NO_ENGINE
    missing = [enc.missing] if enc.missing else []
    played = BY_STEPS + (PLAYED if card.type == "unit" else ()) \
        + (SPELL_TIMING if card.type == "spell" else ()) \
        + (GEAR_PLAYED if card.type == "gear" else ()) + ("Weaponmaster",)
    if card.type in ("unit", "legend") and any(st.get("op") == "activate_showdown"
                                               for st in enc.steps):
        played += ("Action",)
    if card.type == "gear" and "Equip" in card.own_keywords:
        from decksim.cards.riftbound.encodings import load_equipment
        if card.name.lower() not in load_equipment():
            missing.append("its Might Bonus and Equip cost (not in the facts; "
                           "data/riftbound/equipment.toml)")
    missing += [f"keyword {k}" for k in card.own_keywords
                if k.split()[0] not in played and k.split()[0] not in enc.missing]
    return ("partial", "; ".join(missing)) if missing else ("full", "")


@lru_cache(maxsize=1)
def load_pool() -> RbPool:
    """Every Riftbound card of data/riftbound/facts.json, with its coverage."""
    from dataclasses import replace

    from decksim.cards.riftbound.encodings import load_encodings
    data = json.loads((DATA / "facts.json").read_text(encoding="utf-8"))
    champions = _champions(data["cards"])
    enc = load_encodings()
    cards = []
    # the unit tokens no card list prints (Mech, Bird, ...), decksim's facts of them
    tokens = json.loads((DATA / "tokens.json").read_text(encoding="utf-8"))["cards"]
    for c in data["cards"] + tokens:
        card = _card(c, champions)
        cov, missing = coverage(card, enc)
        cards.append(replace(card, coverage=cov, missing=missing))
    return RbPool(cards, data.get("banListDate") or "")
