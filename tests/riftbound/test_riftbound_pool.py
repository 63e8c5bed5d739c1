"""pool.py: every Riftbound card by name or by any printing id, case-insensitive;
near names suggested; every card partial while the engine plays no card text."""
import dataclasses

import pytest

from decksim.cards.riftbound.pool import NO_ENGINE, RbPool, card_code, load_pool


def test_the_pool_holds_every_card_once(rb_pool):
    assert isinstance(rb_pool, RbPool) and len(rb_pool) == len(rb_pool.cards) > 900
    assert load_pool() is rb_pool                                   # read once
    assert sum(len(c.printings) for c in rb_pool.cards) == 1451 + 4   # + decksim's tokens.json


@pytest.mark.parametrize("ref", ["Jinx, Demolitionist", "jinx, demolitionist", "Jinx - Demolitionist",
                                 "  JINX,   Demolitionist ", "ogn-030-298", "OGN-030a-298",
                                 "ven-168-166--6a517605ad64d2d80a4f039d", "ven-168-166",
                                 "OGN-030", "ogn-030a", "Jinx - Demolitionist (Alternate Art)"])
def test_a_card_by_its_name_or_any_printing(rb_pool, ref):
    card = rb_pool.lookup(ref)
    assert card is not None and card.name == "Jinx, Demolitionist" and card.id == "ogn-030-298"


def test_printings_share_one_definition(rb_pool):
    rune = rb_pool.lookup("Fury Rune")
    assert [rb_pool.lookup(p.id) for p in rune.printings] == [rune] * 5
    assert rune.printings[0].id == rune.id == "ogn-007-298" and not rune.printings[0].variant
    assert rb_pool.lookup("Fury Rune (Alternate Art)") is rune


def test_a_signed_printing_by_s_or_star(rb_pool):
    legend = rb_pool.lookup("Jinx, Loose Cannon")
    assert rb_pool.by_code("OGN-301s") is rb_pool.by_code("OGN-301*") is legend
    assert rb_pool.lookup("ogn-301*-298") is legend


def test_a_vendetta_legend_by_its_listed_name(rb_pool):
    assert rb_pool.lookup("Rogue Assassin").name == "Akali, Rogue Assassin"
    assert rb_pool.lookup("Kennen, Heart of the Tempest").champion == "Kennen"


def test_a_card_code_that_names_two_cards_names_none(rb_pool):
    # OPP-001 is a promo number of three sets of promos (opp-001-024, -221, -298)
    assert rb_pool.by_code("OPP-001") is None and rb_pool.lookup("OPP-001") is None
    assert rb_pool.lookup("opp-001-298") is rb_pool.lookup("Blazing Scorcher")


def test_card_codes_of_riftbound_ids():
    assert card_code("ogn-007a-298") == "OGN-007a"
    assert card_code("sfd-223*-221") == "SFD-223*"
    assert card_code("ven-r01") == card_code("ven-sp1-006") == ""


def test_unknown_names_get_near_suggestions(rb_pool):
    assert rb_pool.lookup("Jinx Demolitionist") is None
    assert rb_pool.suggest("Jinx Demolitionist")[0] == "Jinx, Demolitionist"
    assert rb_pool.suggest("Anie, Fiery") == ["Annie, Fiery"]
    assert rb_pool.suggest("qqqqqqq") == []


def test_a_card_is_full_when_its_text_is_encoded_else_partial_naming_what_is_missing(rb_pool):
    assert rb_pool.lookup("Void Seeker").coverage == "full"
    assert rb_pool.lookup("Vanguard Sergeant").coverage == "full"     # no text
    assert rb_pool.lookup("Daring Poro").coverage == "full"           # Assault, played
    barrage = rb_pool.lookup("Cleave")                    # not encoded
    assert (barrage.coverage, barrage.missing) == ("partial", NO_ENGINE)
    riposte = rb_pool.lookup("Riposte")                   # encoded but for its counter
    assert riposte.coverage == "partial" and riposte.missing.startswith("countering a spell")
    assert rb_pool.lookup("Fading Memories").coverage == "full"     # its gear target too (742)
    assert all(c.missing for c in rb_pool.cards if c.coverage == "partial")
    assert all(not c.missing for c in rb_pool.cards if c.coverage == "full")


def test_cards_are_frozen(rb_pool):
    card = rb_pool.lookup("Fury Rune")
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.name = "x"
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.printings[0].set = "x"


def test_103_2_a_2_legends_and_champion_units_carry_their_champion_tag(rb_pool):
    for c in rb_pool.cards:
        if c.type == "legend" or c.is_champion_unit or c.is_signature:
            assert c.champion and c.champion in c.tags, c.name
    assert rb_pool.lookup("Annie, Dark Child").champion == "Annie"
    assert rb_pool.lookup("Tibbers").champion == "Annie"             # a Signature unit (103.2.a.2)


def test_facts_of_a_card(rb_pool):
    c = rb_pool.lookup("Blazing Scorcher")
    assert (c.type, c.domains, c.energy, c.power, c.might, c.keywords) == \
        ("unit", ("fury",), 5, None, 5, ("Accelerate",))
    assert (c.set, c.number, c.domain_text) == ("OGN", 1, "Fury")
    assert rb_pool.lookup("Void Gate").domains == () and rb_pool.lookup("Void Gate").domain_text == "colourless"
    assert rb_pool.lookup("Scrapheap").banned and not c.banned
