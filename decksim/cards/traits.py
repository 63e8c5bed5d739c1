"""Trait bits of the compiled tables (compile.py): each trait the abilities name
(filters, grant_trait) and each `name_contains` text gets a bit. A card's bits are its
traits' and those of the texts its printed name holds (2.1.2: "with X in its name",
BP09-086). Bits 0-30 go in C_TRAITS / FL_TRAIT, 31-61 in C_TRAITS2 / FL_TRAIT2 (int32
columns); granted traits come first, as a field card's F_TRAITS holds bits 0-30 only."""
from __future__ import annotations

from decksim.cards.pool import CardFileError

TRAIT_WORD = 31      # trait bits per int32 table column
NAME_HAS = "\x00name has "   # key of a `name_contains` text (no trait's name starts so)


def filter_traits(cards) -> dict[str, int]:
    """The bit of each trait (lower case) and name text the cards' abilities name."""
    used, granted, texts = set(), set(), set()

    def scan(d):
        if isinstance(d, dict):
            if d.get("op") == "grant_trait" and isinstance(d.get("trait"), str):
                granted.add(d["trait"].lower())
            for k, v in d.items():
                if k == "trait":
                    for t in (v if isinstance(v, list) else [v]):
                        used.add(t.lower())
                elif k == "name_contains" and isinstance(v, str):
                    texts.add(NAME_HAS + v.lower())
                else:
                    scan(v)
        elif isinstance(d, list):
            for v in d:
                scan(v)
    for c in cards:
        scan(c.abilities)
    order = sorted(granted) + sorted(used - granted) + sorted(texts)
    if len(order) > 2 * TRAIT_WORD:
        raise CardFileError(f"more than {2 * TRAIT_WORD} traits and name texts are "
                            f"referenced by abilities: {order}")
    return {t: 1 << i for i, t in enumerate(order)}


def trait_bits(bits_of: dict[str, int], traits) -> int:
    bits = 0
    for t in traits:
        bits |= bits_of.get(t.lower(), 0)
    return bits


def card_trait_bits(bits_of: dict[str, int], card) -> int:
    """A card's bits: its traits and the `name_contains` texts its name holds."""
    bits = trait_bits(bits_of, card.traits)
    for k, b in bits_of.items():
        if k.startswith(NAME_HAS) and k[len(NAME_HAS):] in card.name.lower():
            bits |= b
    return bits


def trait_words(bits: int) -> tuple[int, int]:
    """Trait bits as the two int32 words C_TRAITS / C_TRAITS2 (FL_TRAIT / FL_TRAIT2)."""
    return bits & ((1 << TRAIT_WORD) - 1), bits >> TRAIT_WORD
