"""BP09 in the SVE pool, class by class: every card of a finished class is in the
pool with the facts of the set's data file, and decks built from those cards play
full games with the engine invariants holding (cards conserved, PP and zone
limits; check=True). The classes not listed in DONE are not in the pool yet. The
data file's Japanese traits are read through set_kit.TRAITS_EN."""
import pytest

from set_kit import check_evolved_linked, check_set_facts, play_set_deck, set_deck, set_records

DONE = ["Dragoncraft", "Forestcraft", "Swordcraft", "Abysscraft", "Havencraft", "Runecraft",
        "Neutral"]
# Neutral has no leader: its cards play in a deck of this class (6.1.1.5.1)
HOME = {"Neutral": "Forestcraft"}
# where the pool keeps other facts than the BP09 data file, and why (none so far)
TRAITS_KEPT = {}


def bp09_records(cls):
    return set_records("BP09", cls)


def test_the_bp09_leaders_are_in_the_pool(pool):
    check_set_facts(pool, [r for r in set_records("BP09") if r["type"] == "leader"])


@pytest.mark.parametrize("cls", DONE)
def test_every_bp09_card_of_a_finished_class_is_in_the_pool_with_its_facts(pool, cls):
    recs = bp09_records(cls)
    assert recs
    check_set_facts(pool, recs, TRAITS_KEPT)


@pytest.mark.parametrize("cls", DONE)
def test_bp09_evolved_cards_are_linked(pool, cls):
    check_evolved_linked(pool, bp09_records(cls))


@pytest.mark.parametrize("cls", DONE)
def test_every_bp09_card_of_a_finished_class_plays_with_invariants(pool, decks, cls):
    play_set_deck(pool, decks, set_deck(pool, "BP09", cls, home=HOME.get(cls), evolve_copies=2))
