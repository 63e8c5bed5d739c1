"""The community's Riftbound deck codes: the format of the npm package
@piltoverarchive/riftbound-deck-codes (version 1.1.0, the reference
implementation), read and written byte for byte (docs/riftbound.md).

A code is unpadded base32 (RFC 4648 alphabet) of bytes: one byte of format 1
and version (1, 2 or 3; written: 3); then the deck, for each count from 12 down
to 1, the number of (set, variant) groups of cards with that count, and for
each group the number of its cards, its set byte, its variant byte and each card
number, sorted; then (version 2+) the sideboard the same way for counts 3 to 1;
then (version 3) a byte 1 and the Chosen Champion's set, variant and number, or
a byte 0. Numbers and counts are varints (7 bits a byte, low bits first, the
high bit set on every byte but the last). One list holds the whole deck: the
legend, the battlefields, the main deck with the Chosen Champion, the runes.

Where the package takes bad input silently (a count above 12 is dropped, an
unknown variant number reads as the base printing), decksim refuses it and says
why; every code the package writes reads the same here.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from decksim.cards.errors import DeckError
from decksim.cards.riftbound.decklist import Entry, RbDeck, build_deck, load_deck_file
from decksim.cards.riftbound.pool import RbCard, RbPool

FORMAT, VERSION = 1, 3
SETS = {"OGN": 0, "OGS": 1, "ARC": 2, "SFD": 3}             # the package's SET_MAP
VARIANTS = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}          # VARIANT_MAP: '*' is 's' (signed)
MAIN_COUNTS, SIDE_COUNTS = 12, 3
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_CARD_CODE = re.compile(r"^([A-Za-z0-9]+)-(\d+)([a-z*]?)$")


@dataclass
class CodeDeck:
    """A deck code's content as the package decodes it: (card code, count) pairs."""
    main: list[tuple[str, int]]
    sideboard: list[tuple[str, int]] = field(default_factory=list)
    champion: str | None = None              # the Chosen Champion's card code (version 3)

    def as_package(self) -> dict:
        """The package's DeckWithSideboard object (chosenChampion absent when None)."""
        out = {"mainDeck": [{"cardCode": c, "count": n} for c, n in self.main],
               "sideboard": [{"cardCode": c, "count": n} for c, n in self.sideboard]}
        if self.champion is not None:
            out["chosenChampion"] = self.champion
        return out


class CodeError(DeckError):
    """A deck code that cannot be read or written; the message says why."""


# ---- bytes

def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _b32encode(data: bytes) -> str:
    out, buf, bits = [], 0, 0
    for b in data:
        buf, bits = (buf << 8 | b) & 0xFFFF, bits + 8
        while bits >= 5:
            bits -= 5
            out.append(_ALPHABET[buf >> bits & 0x1F])
    if bits:
        out.append(_ALPHABET[buf << (5 - bits) & 0x1F])
    return "".join(out)


def _b32decode(code: str) -> bytes:
    out, buf, bits = bytearray(), 0, 0
    for ch in code:
        v = _ALPHABET.find(ch.upper())
        if v < 0:
            raise CodeError(f"deck code: invalid character {ch!r}; a deck code holds only "
                            "the letters A-Z and the digits 2-7")
        buf, bits = (buf << 5 | v) & 0xFFFF, bits + 5
        if bits >= 8:
            bits -= 8
            out.append(buf >> bits & 0xFF)
    return bytes(out)


class _Reader:
    def __init__(self, data: bytes):
        self.data, self.at = data, 0

    def byte(self) -> int:
        if self.at >= len(self.data):
            raise CodeError("deck code: it ends too early (cut off when copied?)")
        self.at += 1
        return self.data[self.at - 1]

    def varint(self) -> int:
        value = shift = 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
            shift += 7


# ---- card codes

def _split(code: str) -> tuple[int, int, int]:
    """(set byte, variant byte, number) of 'OGN-007a'."""
    m = _CARD_CODE.match(code)
    if not m:
        raise CodeError(f"card code {code!r}: expected SET-NUMBER and a variant letter, "
                        "e.g. 'OGN-007' or 'OGN-007a'")
    if m[1] not in SETS:
        raise CodeError(f"card code {code!r}: deck codes know the sets {', '.join(SETS)}")
    if m[3] not in VARIANTS:
        raise CodeError(f"card code {code!r}: deck codes know the variants a, s (or *) and b")
    return SETS[m[1]], VARIANTS[m[3]], int(m[2])


def _join(set_id: int, variant: int, number: int, signed: str) -> str:
    sets = {v: k for k, v in SETS.items()}
    if set_id not in sets:
        raise CodeError(f"deck code: unknown set number {set_id} (known: "
                        f"{', '.join(f'{v} {k}' for k, v in SETS.items())})")
    letter = signed if variant == 2 else {0: "", 1: "a", 3: "b"}.get(variant)
    if letter is None:
        raise CodeError(f"deck code: unknown variant number {variant} (known: 0-3)")
    return f"{sets[set_id]}-{number:03d}{letter}"


# ---- the format

def _section(cards: list[tuple[str, int]], most: int) -> bytes:
    """One section as groupBySetAndVariant and encodeDeckSection write it: groups
    keyed by the set and variant as written, in order of appearance, then sorted
    (stably) by their set and variant bytes; numbers in increasing order."""
    out = bytearray()
    for count in range(most, 0, -1):
        groups: dict[tuple[str, str], list] = {}
        for code, n in cards:
            if n == count:
                s, v, number = _split(code)
                key = (code.split("-")[0], _CARD_CODE.match(code)[3])
                groups.setdefault(key, [s, v, []])[2].append(number)
        out += _varint(len(groups))
        for s, v, numbers in sorted(groups.values(), key=lambda g: (g[0], g[1])):
            out += _varint(len(numbers)) + bytes([s, v])
            for number in sorted(numbers):
                out += _varint(number)
    return bytes(out)


def encode(main: list[tuple[str, int]], sideboard: list[tuple[str, int]] = (),
           champion: str | None = None) -> str:
    """The version 3 code of (card code, count) lists, as getCodeFromDeck writes it."""
    for cards, most, what in ((main, MAIN_COUNTS, "deck"), (sideboard, SIDE_COUNTS, "sideboard")):
        for code, n in cards:
            if not 1 <= n <= most:
                raise CodeError(f"{n} copies of {code} in the {what}: a deck code holds 1 to "
                                f"{most} copies of a card there")
        dup = [c for c, k in Counter(c for c, _ in cards).items() if k > 1]
        if dup:
            raise CodeError(f"card code {dup[0]} is listed twice in the {what}; add the counts")
    data = bytes([FORMAT << 4 | VERSION]) + _section(list(main), MAIN_COUNTS) \
        + _section(list(sideboard), SIDE_COUNTS)
    if champion:
        s, v, number = _split(champion)
        data += bytes([1, s, v]) + _varint(number)
    else:
        data += bytes([0])
    return _b32encode(data)


def _read_section(r: _Reader, most: int, signed: str) -> list[tuple[str, int]]:
    out = []
    for count in range(most, 0, -1):
        for _ in range(r.varint()):
            n = r.varint()
            s, v = r.byte(), r.byte()
            for _ in range(n):
                out.append((_join(s, v, r.varint(), signed), count))
    return out


def decode(code: str, signed: str = "s") -> CodeDeck:
    """The content of a code of version 1, 2 or 3, in the package's order
    (getDeckFromCode; signed cards end in `signed`, 's' or '*')."""
    code = code.strip()
    if not code:
        raise CodeError("deck code: empty")
    r = _Reader(_b32decode(code))
    head = r.byte()
    if head >> 4 != FORMAT:
        raise CodeError(f"deck code: format {head >> 4}; Riftbound deck codes are format {FORMAT}")
    version = head & 0x0F
    if version > VERSION:
        raise CodeError(f"deck code: version {version}; decksim reads versions 1 to {VERSION}")
    main = _read_section(r, MAIN_COUNTS, signed)
    side = _read_section(r, SIDE_COUNTS, signed) if version >= 2 else []
    champion = None
    if version >= 3 and r.byte() == 1:
        s, v = r.byte(), r.byte()
        champion = _join(s, v, r.varint(), signed)
    return CodeDeck(main, side, champion)


# ---- decks

def _code_of(card: RbCard, named: str | None) -> str:
    """The card code a deck code names `card` by: the printing the deck named, if
    deck codes know its set, else the first such printing (canonical first)."""
    codes = [p.code for p in card.printings if p.code and p.code.split("-")[0] in SETS]
    if named:
        key = named.lower().replace("*", "s")
        mine = [p.code for p in card.printings
                if key in {x.lower().replace("*", "s") for x in (p.id, p.riftbound_id, p.code)}]
        codes = [c for c in mine if c in codes] + codes
    if not codes:
        sets = ", ".join(sorted({p.set for p in card.printings}))
        raise CodeError(f"{card.name!r} is printed only in {sets}; deck codes know the sets "
                        f"{', '.join(SETS)}, so no code can name it")
    return codes[0]


def deck_to_code(deck: RbDeck) -> str:
    """The deck's code: legend, battlefields, main deck (Chosen Champion included)
    and runes in one list, the sideboard, the Chosen Champion's label."""
    counts: Counter = Counter()
    problems = []
    for cards in ([deck.legend], deck.battlefields, deck.main_deck, deck.runes):
        for c in cards:
            try:
                counts[_code_of(c, deck.printings.get(c.id))] += 1
            except CodeError as e:
                problems.append(f"{deck.path}: {e}")
    side: Counter = Counter()
    for c in deck.sideboard:
        try:
            side[_code_of(c, deck.printings.get(c.id))] += 1
        except CodeError as e:
            problems.append(f"{deck.path}: {e}")
    if problems:
        raise CodeError(sorted(set(problems)))
    champion = _code_of(deck.champion, deck.printings.get(deck.champion.id))
    return encode(list(counts.items()), list(side.items()), champion)


def deck_from_code(code: str, pool: RbPool, name: str = "deck-code") -> RbDeck:
    """The deck a code holds, sorted into sections by card type and checked like a
    deck file (DeckError naming the code and each problem)."""
    content = decode(code)
    label = f"deck code {code.strip()[:16]}{'...' if len(code.strip()) > 16 else ''}"
    problems, entries = [], []
    for section, cards in (("main", content.main), ("sideboard", content.sideboard)):
        for card_code, n in cards:
            card = pool.by_code(card_code)
            if card is None:
                problems.append((0, f"unknown Riftbound card code {card_code!r}"))
                continue
            sec = section if section == "sideboard" or card.type in ("unit", "gear", "spell") \
                else {"legend": "legend", "battlefield": "battlefields", "rune": "runes"}.get(
                    card.type, "main")
            entries.append(Entry(0, sec, card, n, card_code))
    warnings = []
    chosen = pool.by_code(content.champion) if content.champion else None
    if content.champion and chosen is None:
        problems.append((0, f"unknown Riftbound card code {content.champion!r} as the Chosen "
                            "Champion"))
    if chosen is None and not content.champion:
        chosen = _guess_champion(entries)
        if chosen is not None:
            warnings.append(f"{label}: the code names no Chosen Champion (a version 1 or 2 "
                            f"code); decksim chose {chosen.name!r}")
    if chosen is not None:
        row = next((e for e in entries if e.section == "main" and e.card is chosen), None)
        if row is None:
            problems.append((0, f"the Chosen Champion {chosen.name!r} is not in the deck's list; "
                                "a code counts it among the main deck's copies"))
        else:
            row.count -= 1
            entries.append(Entry(0, "champion", chosen, 1, row.ref))
            entries = [e for e in entries if e.count > 0]
    deck = build_deck(entries, pool, label, problems, description="", name=name, first_line=0)
    deck.warnings = warnings + deck.warnings
    return deck


def _guess_champion(entries: list[Entry]) -> RbCard | None:
    legend = next((e.card for e in entries if e.section == "legend"), None)
    if legend is None:
        return None
    return next((e.card for e in entries if e.section == "main" and e.card.is_champion_unit
                 and legend.champion in e.card.tags), None)


def looks_like_code(ref: str) -> bool:
    """A string that is no file and could be a deck code."""
    s = ref.strip()
    return bool(re.fullmatch(r"[A-Za-z2-7]{8,}", s)) and not Path(s).exists()


def load(ref: str, pool: RbPool) -> RbDeck:
    """A deck from a deck file's path or from a deck code."""
    if looks_like_code(ref):
        return deck_from_code(ref, pool)
    return load_deck_file(ref, pool)
