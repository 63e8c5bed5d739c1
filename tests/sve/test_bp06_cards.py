"""BP06 in the SVE pool, class by class: every card of a finished class is in the
pool with the facts of the set's data file, and decks built from those cards play
full games with the engine invariants holding (cards conserved, PP and zone
limits; check=True). The classes not listed in DONE are not in the pool yet. The
data file's Japanese traits are read through set_kit.TRAITS_EN."""
import pytest

from set_kit import check_evolved_linked, check_set_facts, play_set_deck, set_deck, set_records

DONE = ["Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft", "Abysscraft", "Neutral",
        "Havencraft"]
# the class deck the Neutral cards play in (no Neutral leader; 6.1.1.5.1)
HOME = {"Neutral": "Swordcraft"}
# where the pool keeps other facts than the BP06 data file, and why (none so far)
TRAITS_KEPT = {}


def bp06_records(cls):
    return set_records("BP06", cls)


@pytest.mark.parametrize("cls", DONE)
def test_every_bp06_card_of_a_finished_class_is_in_the_pool_with_its_facts(pool, cls):
    recs = bp06_records(cls)
    assert recs
    check_set_facts(pool, recs, TRAITS_KEPT)


def test_the_tokens_bp06_forestcraft_and_dragoncraft_make_carry_their_bp06_printings(pool):
    # (Megalorca's BP06 printing is not in the data file: it keeps BP02-T05 only)
    for name, printing in (("Fairy", "BP06-T05"), ("Fairy Wisp", "BP06-T04"),
                           ("Dragon", "BP06-T07")):
        t = pool.token(name)
        assert t is not None and printing in t.printings, name


def test_the_tokens_bp06_runecraft_and_abysscraft_make_carry_their_bp06_printings(pool):
    for name, printing in (("Celestial Shikigami", "BP06-T01"), ("Paper Shikigami", "BP06-T02"),
                           ("Magic Sediment", "BP06-T06"), ("One-Tailed Fox", "BP06-T03"),
                           ("Forest Bat", "BP06-T09")):
        t = pool.token(name)
        assert t is not None and printing in t.printings, name


def test_the_tokens_bp06_havencraft_makes_carry_their_bp06_printings(pool):
    for name, printing in (("Holy Falcon", "BP06-T10"), ("Mystic Artifact", "BP06-T11")):
        t = pool.token(name)
        assert t is not None and printing in t.printings, name


@pytest.mark.parametrize("cls", DONE)
def test_bp06_evolved_cards_are_linked(pool, cls):
    check_evolved_linked(pool, bp06_records(cls))


@pytest.mark.parametrize("cls", DONE)
def test_every_bp06_card_of_a_finished_class_plays_with_invariants(pool, decks, cls):
    play_set_deck(pool, decks, set_deck(pool, "BP06", cls, home=HOME.get(cls), evolve_copies=2))
