"""Universe-based decks (6.1.1.5.2), the declaration of 6.2.1.3 (`Based on:`) and a
card's own copy limit (6.1.2) in the deck-list validator (decksim.cards.decklist).

A small in-memory pool, independent of the built-in card data files."""
import pytest

from decksim.cards.decklist import DeckError, format_deck, parse_deck_text
from decksim.cards.pool import CardDef, CardPool

U = "Umamusume"


def make_pool() -> CardPool:
    cards = [
        CardDef("UL-001", "Star Leader", "Dragoncraft", "leader", universe=U),
        CardDef("LD01-001", "Forest Queen", "Forestcraft", "leader"),
        CardDef("UE-001", "Carrot", "Neutral", "spell", evolved=True, universe=U, max_copies=10),
        CardDef("BP01-100", "Goblin", "Neutral", "follower", cost=1, attack=1, defense=2),
    ]
    for i, cls in enumerate(["Forestcraft", "Swordcraft", "Dragoncraft", "Abysscraft"] * 4):
        cards.append(CardDef(f"UM-{i:03d}", f"Runner {i}", cls, "follower", cost=2, attack=2,
                             defense=2, universe=U))
    for i in range(14):
        cards.append(CardDef(f"DR-{i:03d}", f"Drake {i}", "Dragoncraft", "follower", cost=2,
                             attack=2, defense=2))
    return CardPool(cards)


POOL = make_pool()
UNI_MAIN = "\n".join(f"3 Runner {i}" for i in range(14))        # 42 cards of 4 classes
CLASS_MAIN = "\n".join(f"3 Drake {i}" for i in range(14))        # 42 Dragoncraft cards


def text(main, evolve="7 Carrot", leader="Star Leader", based=None):
    head = f"Based on: {based}\n" if based else ""
    return f"{head}Leader\n{leader}\n\nMain deck\n{main}\n\nEvolve deck\n{evolve}\n"


def problems(t):
    with pytest.raises(DeckError) as ei:
        parse_deck_text(t, POOL, "d.txt")
    return ei.value.problems


def test_6_1_1_5_2_a_universe_deck_holds_cards_of_several_classes():
    deck = parse_deck_text(text(UNI_MAIN), POOL, "d.txt")
    assert deck.basis == "universe" and deck.based_on == U
    assert len(deck.evolve) == 7 and deck.warnings == []       # Carrots need no base card
    assert "Umamusume universe" in deck.summary()


def test_6_2_1_3_declared_universe_deck():
    deck = parse_deck_text(text(UNI_MAIN, based=U), POOL, "d.txt")
    assert deck.basis == "universe"
    deck = parse_deck_text(text(UNI_MAIN, based="universe"), POOL, "d.txt")
    assert deck.basis == "universe"


def test_6_2_1_3_a_leader_with_class_and_universe_plays_a_class_deck():
    deck = parse_deck_text(text(CLASS_MAIN, evolve=""), POOL, "d.txt")
    assert deck.basis == "class" and deck.based_on == "Dragoncraft"
    deck = parse_deck_text(text(CLASS_MAIN, evolve="", based="Dragoncraft"), POOL, "d.txt")
    assert deck.basis == "class"


def test_6_1_1_5_2_a_card_without_the_universe_is_refused_naming_the_rule():
    main = UNI_MAIN.replace("3 Runner 13", "3 Goblin")
    ps = problems(text(main, based=U))
    assert len(ps) == 1
    assert "d.txt:19: 'Goblin' has no universe; a deck based on the Umamusume universe" in ps[0]
    assert ps[0].endswith("(6.1.1.5.2)")


def test_6_1_1_5_1_declared_class_deck_refuses_other_classes():
    ps = problems(text(UNI_MAIN, based="class"))
    assert ps and all("(6.1.1.5.1)" in p for p in ps)
    assert "'Runner 0' is Forestcraft; a Dragoncraft deck may only hold" in ps[0]


def test_6_2_1_3_a_declaration_the_leader_does_not_allow_is_refused():
    ps = problems(text(UNI_MAIN, based="Havencraft"))
    assert ps == ["d.txt:1: 'Based on: Havencraft': the leader 'Star Leader' allows "
                  "'Based on: Dragoncraft' (its class, 6.1.1.5.1) or 'Based on: Umamusume' "
                  "(its universe, 6.1.1.5.2) (6.2.1.3)"]
    ps = problems(text(CLASS_MAIN.replace("Drake", "Runner"), leader="Forest Queen",
                       based="Umamusume", evolve=""))
    assert "it has no universe" in ps[0]


def test_6_1_1_5_2_a_class_leader_can_not_lead_a_universe_deck():
    ps = problems(text(UNI_MAIN, leader="Forest Queen"))
    assert any("(6.1.1.5.1)" in p for p in ps)


def test_6_1_2_carrots_up_to_ten_in_the_evolve_deck():
    deck = parse_deck_text(text(UNI_MAIN, evolve="10 Carrot"), POOL, "d.txt")
    assert len(deck.evolve) == 10
    ps = problems(text(UNI_MAIN, evolve="6 Carrot\n5 Carrot"))
    assert any("11 copies of 'Carrot' in the evolve deck (lines 21, 22); at most 10 of this "
               "card (6.1.2" in p for p in ps)


def test_a_universe_deck_round_trips_through_its_canonical_form():
    deck = parse_deck_text(text(UNI_MAIN), POOL, "d.txt")
    out = format_deck(deck)
    assert "Based on: Umamusume" in out
    again = parse_deck_text(out, POOL, "d.txt")
    assert again.basis == "universe" and again.content_hash == deck.content_hash
