"""BP02 in the SVE pool, class by class: every card of a finished class is in the
pool with the facts of the set's data file, and decks built from those cards play
full games with the engine invariants holding (cards conserved, PP and zone
limits; check=True). The classes not listed in DONE are not in the pool yet."""
import pytest

from set_kit import check_evolved_linked, check_set_facts, play_set_deck, set_deck, set_records

DONE = ["Abysscraft", "Forestcraft", "Dragoncraft", "Swordcraft", "Runecraft", "Neutral",
        "Havencraft"]
# Neutral has no leader: its cards play in a deck of this class (6.1.1.5.1)
HOME = {"Neutral": "Forestcraft"}
# where the pool keeps other facts than the BP02 data file, and why:
# Magical Pawn (BP02-T04): Chess, the trait of the spell that summons it (BP02-050);
# the data file's Officer is the trait of the Swordcraft tokens listed before it.
# Ephemeral Moon (BP02-T08): a token with the trait Faith, as the rules' Appendix A
# lists it (Amulet / Token, Faith); the data file marks it no token and gives it the
# trait Token
TRAITS_KEPT = {"BP02-T04": ["Chess"], "BP02-T08": ["Faith"]}
TOKENS_KEPT = {"BP02-T08"}


def bp02_records(cls):
    return set_records("BP02", cls)


@pytest.mark.parametrize("cls", DONE)
def test_every_bp02_card_of_a_finished_class_is_in_the_pool_with_its_facts(pool, cls):
    recs = bp02_records(cls)
    assert recs
    check_set_facts(pool, recs, TRAITS_KEPT, TOKENS_KEPT)


@pytest.mark.parametrize("cls", DONE)
def test_bp02_evolved_cards_are_linked(pool, cls):
    check_evolved_linked(pool, bp02_records(cls))


@pytest.mark.parametrize("cls", DONE)
def test_every_bp02_card_of_a_finished_class_plays_with_invariants(pool, decks, cls):
    play_set_deck(pool, decks, set_deck(pool, "BP02", cls, home=HOME.get(cls)))
