"""deckcode.py: the community's deck codes, byte for byte as the npm package
@piltoverarchive/riftbound-deck-codes 1.1.0 writes and reads them.

The fixtures in data/deck_codes.json were made with the package itself: in a
temporary directory, `npm install @piltoverarchive/riftbound-deck-codes`, then
for each vector getCodeFromDeck(input.mainDeck, input.sideboard,
input.chosenChampion) gave `code` and getDeckFromCode(code) gave `decoded`
(`decodedStar`: with {signedSuffix: "*"}); the last vector is the code of the
package's README, a version 2 code."""
import json

import pytest

from decksim.cards.errors import DeckError
from decksim.cards.riftbound import deckcode
from decksim.cards.riftbound.deckcode import CodeError, decode, deck_from_code, deck_to_code, encode
from decksim.cards.riftbound.decklist import load_deck_file
from rb_kit import DATA, DECKS

FIXTURES = json.loads((DATA / "deck_codes.json").read_text())
VECTORS = FIXTURES["vectors"]
ENCODED = [v for v in VECTORS if "input" in v]


def pairs(cards):
    return [(c["cardCode"], c["count"]) for c in cards]


def test_the_fixtures_come_from_the_package():
    assert FIXTURES["generator"].startswith("@piltoverarchive/riftbound-deck-codes 1.1.0")
    assert len(VECTORS) >= 5


@pytest.mark.parametrize("v", VECTORS, ids=lambda v: v["name"][:40])
def test_decode_reads_what_the_package_reads(v):
    assert decode(v["code"]).as_package() == v["decoded"]
    if "decodedStar" in v:
        assert decode(v["code"], signed="*").as_package() == v["decodedStar"]


@pytest.mark.parametrize("v", ENCODED, ids=lambda v: v["name"][:40])
def test_encode_writes_what_the_package_writes(v):
    i = v["input"]
    assert encode(pairs(i["mainDeck"]), pairs(i["sideboard"]), i.get("chosenChampion")) == v["code"]
    # the package orders the cards itself: the input's order does not matter
    assert encode(pairs(i["mainDeck"])[::-1], pairs(i["sideboard"])[::-1],
                  i.get("chosenChampion")) == v["code"]


@pytest.mark.parametrize("v", [v for v in ENCODED if not v.get("input", {}).get("sideboard")],
                         ids=lambda v: v["deck"])
def test_an_example_deck_and_its_code_round_trip(rb_pool, v):
    deck = load_deck_file(DECKS / v["deck"], rb_pool)
    assert deck_to_code(deck) == v["code"]
    back = deck_from_code(v["code"], rb_pool)
    assert back.content_hash == deck.content_hash and back.champion is deck.champion


def test_a_code_of_other_printings_is_the_same_deck_with_its_sideboard(rb_pool):
    v = next(v for v in ENCODED if v["input"]["sideboard"])
    deck = deck_from_code(v["code"], rb_pool)
    jinx = load_deck_file(DECKS / v["deck"], rb_pool)
    assert sorted(c.name for c in deck.main_deck) == sorted(c.name for c in jinx.main_deck)
    assert deck.content_hash != jinx.content_hash            # the sideboard
    assert deck.champion.name == "Jinx, Demolitionist" and len(deck.sideboard) == 6
    assert deck.printings[deck.legend.id] == "OGN-301s"        # the signed printing, kept
    assert deck_to_code(deck) == v["code"]                     # ... and written back


def test_a_version_2_code_has_no_chosen_champion_and_the_readme_deck_is_banned(rb_pool):
    v = VECTORS[-1]
    assert v["code"][0] == "C" and "chosenChampion" not in v["decoded"]   # format 1, version 2
    with pytest.raises(DeckError, match=r"'The Dreaming Tree' is banned in Duel"):
        deck_from_code(v["code"], rb_pool)


def test_a_code_without_a_champion_gets_one_with_a_warning(rb_pool):
    v = ENCODED[1]                             # the Jinx deck, written as a version 1 code
    data = bytes([0x11]) + deckcode._section(pairs(v["input"]["mainDeck"]), 12)
    deck = deck_from_code(deckcode._b32encode(data), rb_pool)
    assert deck.champion.name == "Jinx, Demolitionist"
    assert "names no Chosen Champion (a version 1 or 2 code); decksim chose " \
           "'Jinx, Demolitionist'" in deck.warnings[0]


def test_a_deck_with_cards_no_code_can_name(rb_pool):
    deck = load_deck_file(DECKS / "zed_vendetta_showdown.txt", rb_pool)
    with pytest.raises(CodeError, match=r"'Blade Twirler' is printed only in VEN; deck codes know "
                                        r"the sets OGN, OGS, ARC, SFD"):
        deck_to_code(deck)


@pytest.mark.parametrize("code, message", [
    ("", "empty"),
    ("CMAA!AAA", "invalid character '!'"),
    ("CMAAAAAA", "ends too early"),
    ("AAAAAAAA", "format 0; Riftbound deck codes are format 1"),
    ("CQAAAAAA", "version 4; decksim reads versions 1 to 3"),
])
def test_a_bad_code_is_refused_with_its_reason(code, message):
    with pytest.raises(CodeError, match=message):
        decode(code)


def test_an_unknown_set_or_variant_number_is_refused():
    data = bytes([0x13]) + bytes([1, 1, 9, 0, 7]) + bytes(11) + bytes(3) + bytes([0])
    with pytest.raises(CodeError, match="unknown set number 9"):
        decode(deckcode._b32encode(data))
    data = bytes([0x13]) + bytes([1, 1, 0, 7, 7]) + bytes(11) + bytes(3) + bytes([0])
    with pytest.raises(CodeError, match="unknown variant number 7"):
        decode(deckcode._b32encode(data))


@pytest.mark.parametrize("main, message", [
    ([("UNL-001", 1)], "deck codes know the sets OGN, OGS, ARC, SFD"),
    ([("OGN-001c", 1)], "deck codes know the variants"),
    ([("OGN001", 1)], "expected SET-NUMBER"),
    ([("OGN-007", 13)], "13 copies of OGN-007"),
    ([("OGN-007", 2), ("OGN-007", 3)], "listed twice"),
])
def test_encode_refuses_what_the_package_would_drop_or_reject(main, message):
    with pytest.raises(CodeError, match=message):
        encode(main)


def test_varints_and_base32_of_the_package():
    assert deckcode._varint(0) == b"\x00" and deckcode._varint(298) == b"\xaa\x02"
    assert deckcode._b32encode(b"\x13\x00") == "CMAA"
    assert deckcode._b32decode("cmaa") == b"\x13\x00"          # lower case reads too


def test_load_takes_a_file_or_a_code(rb_pool):
    path = DECKS / "jinx_origins.txt"
    by_file = deckcode.load(str(path), rb_pool)
    by_code = deckcode.load(deck_to_code(by_file), rb_pool)
    assert by_code.content_hash == by_file.content_hash
    assert not deckcode.looks_like_code(str(path))
