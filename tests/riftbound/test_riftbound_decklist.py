"""decklist.py: Riftbound Duel deck files, checked against the deck-construction
rules 103.1-103.4 and the Duel mode 462.4.a; every problem names the file, the
line, what is wrong and what would be right, all collected before DeckError."""
import pytest

from decksim.cards.errors import DeckError
from decksim.cards.riftbound.decklist import RbDeck, format_deck, load_deck_file, parse_deck_text
from decksim.cards.riftbound.pool import NO_ENGINE

BASE = """Game: riftbound
# Annie's burn, for the tests
Legend: Annie, Dark Child
Champion: Annie, Stubborn
Battlefield: Void Gate
Battlefield: Startipped Peak
Battlefield: Trifarian War Camp
Main:
3 Gust
2 Flash
3 Incinerate
3 Morbid Return
3 Mystic Poro
2 Pouty Poro
3 Traveling Merchant
3 Sneaky Deckhand
1 Annie, Stubborn
3 Disintegrate
2 Annie, Fiery
3 Maddened Marauder
3 Firestorm
3 Sai Scout
2 Tibbers
Runes:
6 Fury Rune
6 Chaos Rune
"""


def edit(old: str, new: str, text: str = BASE) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def problems(pool, text: str) -> list[str]:
    with pytest.raises(DeckError) as e:
        parse_deck_text(text, pool, "d.txt")
    return e.value.problems


def test_a_legal_duel_deck(rb_pool):
    d = parse_deck_text(BASE, rb_pool, "d.txt")
    assert isinstance(d, RbDeck) and d.game == "riftbound" and d.name == "d"
    assert d.legend.name == "Annie, Dark Child" and d.champion.name == "Annie, Stubborn"
    assert len(d.main_deck) == 40 and len(d.main) == 39 and d.main_deck[0] is d.champion
    assert len(d.runes) == 12 and len(d.battlefields) == 3 and d.sideboard == []
    assert d.domains == ("fury", "chaos") and d.description == "Annie's burn, for the tests"
    assert d.summary().startswith("d: Fury/Chaos, legend Annie, Dark Child, champion Annie, "
                                  "Stubborn, 40 main / 12 runes / 3 battlefields [")


def test_the_deck_warns_which_of_its_cards_are_partial(rb_pool):
    assert parse_deck_text(BASE, rb_pool, "d.txt").warnings == []     # Annie's: all encoded
    d = parse_deck_text(edit("2 Flash\n", "2 Cleave\n"), rb_pool, "d.txt")
    assert d.warnings == ["d.txt: 1 of its 21 cards are partial (their text is not all "
                          "encoded): Cleave"]
    assert rb_pool.lookup("Cleave").missing == NO_ENGINE


# ---- 103.1 the Champion Legend

def test_103_1_no_champion_legend(rb_pool):
    assert problems(rb_pool, edit("Legend: Annie, Dark Child\n", "")) == [
        "d.txt:1: no Champion Legend; add a line 'Legend: NAME' (103.1)"]


def test_103_1_two_champion_legends(rb_pool):
    got = problems(rb_pool, edit("Legend: Annie, Dark Child\n",
                                 "Legend: Annie, Dark Child\nLegend: Jinx, Loose Cannon\n"))
    assert got[0] == ("d.txt:4: 1 'Annie, Dark Child' and 1 'Jinx, Loose Cannon' as the Champion "
                      "Legend; a deck has exactly one (103.1)")


def test_103_1_a_unit_is_no_legend(rb_pool):
    got = problems(rb_pool, edit("Legend: Annie, Dark Child", "Legend: Annie, Fiery"))
    assert got[0] == ("d.txt:3: 'Annie, Fiery' is a unit; the Legend section holds a Champion "
                      "Legend: put it under Main (103.1)")


def test_103_1_b_3_a_card_of_another_domain(rb_pool):
    assert problems(rb_pool, edit("2 Flash", "2 Stupefy")) == [
        "d.txt:10: 'Stupefy' is Mind; the legend 'Annie, Dark Child' allows Fury/Chaos cards only "
        "(Domain Identity, 103.1.b.3)"]


def test_103_1_b_4_a_two_domain_card_needs_both_domains(rb_pool):
    got = problems(rb_pool, edit("2 Flash", "2 Final Spark"))
    assert "d.txt:10: 'Final Spark' is Mind/Order; the legend 'Annie, Dark Child' allows Fury/Chaos " \
           "cards only (Domain Identity, 103.1.b.4)" in got


# ---- 103.2 the Main Deck and the Chosen Champion

def test_103_2_a_main_deck_of_39_cards(rb_pool):
    assert problems(rb_pool, edit("2 Flash", "1 Flash")) == [
        "d.txt:8: the main deck has 39 cards, the Chosen Champion included; it needs at least 40 "
        "(add 1) (103.2)"]


def test_103_2_a_main_deck_may_hold_more_than_40(rb_pool):
    d = parse_deck_text(edit("2 Flash", "3 Flash"), rb_pool, "d.txt")
    assert len(d.main_deck) == 41


def test_103_2_a_no_chosen_champion_names_the_fix(rb_pool):
    got = problems(rb_pool, edit("Champion: Annie, Stubborn\n", ""))
    assert "d.txt:1: no Chosen Champion; add a line 'Champion: NAME', e.g. 'Champion: Annie, " \
           "Fiery' (103.2.a)" in got


def test_103_2_a_two_chosen_champions(rb_pool):
    got = problems(rb_pool, edit("Champion: Annie, Stubborn", "Champion: Annie, Stubborn\n"
                                 "Champion: Annie, Fiery"))
    assert got == ["d.txt:5: 1 'Annie, Stubborn' and 1 'Annie, Fiery' as the Chosen Champion; a "
                   "deck has exactly one (103.2.a)"]


def test_103_2_a_2_the_champion_needs_the_legends_tag(rb_pool):
    got = problems(rb_pool, edit("Champion: Annie, Stubborn", "Champion: Jinx, Rebel"))
    assert got == ["d.txt:4: the Chosen Champion 'Jinx, Rebel' has the tags Jinx, Zaun; it needs "
                   "the tag 'Annie' of the legend 'Annie, Dark Child' (103.2.a.2)"]


def test_103_2_a_2_a_unit_that_is_no_champion_cannot_be_chosen(rb_pool):
    got = problems(rb_pool, edit("Champion: Annie, Stubborn", "Champion: Sai Scout"))
    assert got == ["d.txt:4: 'Sai Scout' is not a champion unit; the Chosen Champion is a champion "
                   "unit with the tag of the legend (103.2.a.2)"]


def test_103_2_d_3_a_signature_card_cannot_be_the_chosen_champion(rb_pool):
    got = problems(rb_pool, edit("Champion: Annie, Stubborn", "Champion: Tibbers"))
    assert "(a Signature card cannot be the Chosen Champion, 103.2.d.3)" in got[0]


def test_103_2_b_four_copies_of_a_name(rb_pool):
    got = problems(rb_pool, edit("2 Flash\n", "2 Flash\n2 Gust\n"))
    assert got == ["d.txt:11: 5 copies of 'Gust' (lines 9, 11); at most 3 of a name (103.2.b)"]


def test_103_2_b_1_the_chosen_champion_counts_among_the_three(rb_pool):
    got = problems(rb_pool, edit("1 Annie, Stubborn", "3 Annie, Stubborn"))
    assert got == ["d.txt:17: 4 copies of 'Annie, Stubborn' (lines 4, 17), the Chosen Champion "
                   "included; at most 3 of a name (103.2.b, 103.2.b.1)"]


def test_103_2_b_2_cards_of_one_champion_with_other_names_are_other_cards(rb_pool):
    d = parse_deck_text(edit("2 Flash", "2 Annie, Fiery\n1 Flash\n1 Gust", BASE)
                        .replace("2 Annie, Fiery\n3 Maddened", "1 Annie, Fiery\n3 Maddened")
                        .replace("3 Gust\n", "2 Gust\n", 1), rb_pool, "d.txt")
    names = [c.name for c in d.main_deck]
    assert names.count("Annie, Fiery") == 3 and names.count("Annie, Stubborn") == 2


def test_103_2_d_1_at_most_three_signature_cards(rb_pool):
    got = problems(rb_pool, edit("2 Tibbers", "3 Tibbers\n1 Tibbers"))
    assert "d.txt:24: 4 Signature cards (Tibbers); a deck holds at most 3 in all (103.2.d.1)" in got


def test_103_2_d_2_a_signature_card_of_another_champion(rb_pool):
    got = problems(rb_pool, edit("2 Flash", "1 Flash\n1 Super Mega Death Rocket!"))
    assert got == ["d.txt:11: 'Super Mega Death Rocket!' is a Signature card of Jinx; this deck's "
                   "legend 'Annie, Dark Child' allows only Signature cards with the tag 'Annie' "
                   "(103.2.d.2)"]


def test_103_2_a_rune_in_the_main_deck_says_where_it_belongs(rb_pool):
    got = problems(rb_pool, edit("2 Flash", "2 Fury Rune"))
    assert got[0] == ("d.txt:10: 'Fury Rune' is a rune; the Main section holds units, gear and "
                      "spells: put it under Runes (103.2)")


def test_179_a_token_is_in_no_deck(rb_pool):
    got = problems(rb_pool, edit("2 Flash", "2 Recruit // Buff"))
    assert got[0] == ("d.txt:10: 'Recruit // Buff' is a token; tokens are not cards (179) and are "
                      "in no deck; take it out")


# ---- 103.3 the Rune Deck

def test_103_3_a_twelve_runes(rb_pool):
    assert problems(rb_pool, edit("6 Chaos Rune", "5 Chaos Rune")) == [
        "d.txt:24: the deck has 11 runes; a Duel deck has exactly 12 (add 1) (103.3.a)"]
    assert problems(rb_pool, edit("6 Chaos Rune", "7 Chaos Rune")) == [
        "d.txt:24: the deck has 13 runes; a Duel deck has exactly 12 (remove 1) (103.3.a)"]


def test_103_3_a_1_a_rune_of_another_domain(rb_pool):
    assert problems(rb_pool, edit("6 Chaos Rune", "6 Mind Rune")) == [
        "d.txt:26: 'Mind Rune' is Mind; the legend 'Annie, Dark Child' allows Fury/Chaos cards "
        "only (Domain Identity, 103.3.a.1)"]


def test_103_3_a_a_unit_in_the_rune_deck(rb_pool):
    got = problems(rb_pool, edit("6 Chaos Rune", "6 Chaos Rune\n1 Sai Scout"))
    assert got[0] == ("d.txt:27: 'Sai Scout' is a unit; the Runes section holds rune cards: put it "
                      "under Main (103.3.a)")


# ---- 103.4 and 462.4.a battlefields

def test_462_4_a_a_duel_deck_brings_three_battlefields(rb_pool):
    assert problems(rb_pool, edit("Battlefield: Startipped Peak\n", "")) == [
        "d.txt:5: the deck has 2 battlefields; a Duel deck has exactly 3 (add 1) (462.4.a)"]


def test_103_4_c_one_battlefield_of_a_name(rb_pool):
    assert problems(rb_pool, edit("Battlefield: Startipped Peak", "Battlefield: Void Gate")) == [
        "d.txt:6: 2 battlefields named 'Void Gate' (lines 5, 6); at most one of a name (103.4.c)"]


def test_103_4_a_unit_is_no_battlefield(rb_pool):
    got = problems(rb_pool, edit("Battlefield: Startipped Peak", "Battlefield: Sai Scout"))
    assert got[0].startswith("d.txt:6: 'Sai Scout' is a unit; the Battlefields section holds "
                             "battlefields: put it under Main (103.4)")


# ---- the Duel ban list

def test_a_card_banned_in_duel(rb_pool):
    assert problems(rb_pool, edit("2 Flash", "2 Scrapheap")) == [
        "d.txt:10: 'Scrapheap' is banned in Duel (the ban list of 2026-09-18); take it out"]


def test_a_battlefield_banned_in_duel(rb_pool):
    got = problems(rb_pool, edit("Battlefield: Void Gate", "Battlefield: Reaver's Row"))
    assert got == ["d.txt:5: \"Reaver's Row\" is banned in Duel (the ban list of 2026-09-18); "
                   "take it out"]


# ---- the file format

def test_an_unknown_card_gets_suggestions(rb_pool):
    assert problems(rb_pool, edit("3 Gust", "3 Gusst")) == [
        "d.txt:9: unknown Riftbound card 'Gusst'; did you mean 'Gust'?"]


def test_a_bad_count(rb_pool):
    assert problems(rb_pool, edit("3 Gust", "three Gust")) == [
        "d.txt:9: 'three' is not a count; write a whole number >= 1 before the card, e.g. '3 Gust'"]
    assert problems(rb_pool, edit("3 Gust", "0 Gust"))[0] == \
        "d.txt:9: count 0 for 'Gust' must be at least 1 (e.g. '1 Gust')"


def test_an_unknown_section(rb_pool):
    assert problems(rb_pool, edit("Runes:", "Rune pile:")) == [
        "d.txt:24: unknown section 'Rune pile'; the sections are Legend, Champion, Battlefields, "
        "Main, Runes, Sideboard"]


def test_a_header_of_another_game(rb_pool):
    assert problems(rb_pool, edit("Game: riftbound", "Game: sve")) == [
        "d.txt:1: the header names the game 'sve'; a Riftbound deck says 'Game: riftbound'"]


def test_every_problem_is_collected_and_sorted_by_line(rb_pool):
    text = edit("3 Gust", "3 Gusst", edit("6 Chaos Rune", "6 Mind Rune",
                                          edit("Champion: Annie, Stubborn", "Champion: Jinx, Rebel")))
    got = problems(rb_pool, text)
    assert [int(p.split(":")[1]) for p in got] == [4, 9, 26]


def test_header_styles_counts_and_ids(rb_pool):
    text = """[Legend]
ogs-017-024
## Chosen Champion
OGS-010
Battlefields
- Void Gate
* Startipped Peak
1x Trifarian War Camp
Main deck:
Gust x3
2x Flash
x3 Incinerate
3 morbid return
3 MYSTIC PORO
2 Pouty Poro   # a comment
3 Traveling Merchant
3 Sneaky Deckhand
1 Annie - Stubborn
3 Disintegrate
2 Annie, Fiery
3 Maddened Marauder
3 Firestorm
3 Sai Scout
2 Tibbers
Rune deck
6 ven-r01--6a517605ad64d2d80a4f038d
6 Chaos Rune (Alternate Art)
"""
    d = parse_deck_text(text, rb_pool, "d.txt")
    assert d.content_hash == parse_deck_text(BASE, rb_pool, "d.txt").content_hash
    assert d.printings["ogn-007-298"] == "ven-r01--6a517605ad64d2d80a4f038d"


def test_lines_before_any_header_are_sorted_by_card_type(rb_pool):
    text = "\n".join(l for l in BASE.splitlines() if l not in ("Main:", "Runes:")) \
        .replace("Legend: ", "").replace("Battlefield: ", "")
    d = parse_deck_text(text.replace("Champion: Annie, Stubborn\n", "")
                        + "\nChampion: Annie, Stubborn\n", rb_pool, "d.txt")
    assert d.content_hash == parse_deck_text(BASE, rb_pool, "d.txt").content_hash


def test_a_sideboard_is_kept_and_checked(rb_pool):
    d = parse_deck_text(BASE + "Sideboard:\n2 Get Excited!\n", rb_pool, "d.txt")
    assert [c.name for c in d.sideboard] == ["Get Excited!"] * 2
    assert problems(rb_pool, BASE + "Sideboard:\n1 Fury Rune\n1 Stupefy\n") == [
        "d.txt:28: 'Fury Rune' is a rune; the Sideboard section holds units, gear and spells: "
        "put it under Runes (103.2)",
        "d.txt:29: 'Stupefy' is Mind; the legend 'Annie, Dark Child' allows Fury/Chaos cards only "
        "(Domain Identity, 103.1.b.3)"]


def test_format_deck_parses_back_to_the_same_deck(rb_pool):
    d = parse_deck_text(BASE + "Sideboard:\n2 Get Excited!\n", rb_pool, "d.txt")
    text = format_deck(d)
    assert text.startswith("Game: riftbound\n# Annie's burn, for the tests\nLegend: Annie, Dark Child\n")
    assert parse_deck_text(text, rb_pool, "e.txt").content_hash == d.content_hash


def test_the_content_hash_ignores_order_and_printing(rb_pool):
    a = parse_deck_text(BASE, rb_pool, "d.txt")
    b = parse_deck_text(edit("3 Gust\n2 Flash", "2 Flash\n3 OGN-169")
                        .replace("6 Fury Rune", "6 ogn-007a-298"), rb_pool, "d.txt")
    assert a.content_hash == b.content_hash
    c = parse_deck_text(edit("2 Flash", "3 Flash"), rb_pool, "d.txt")
    assert c.content_hash != a.content_hash


def test_an_unreadable_deck_file(rb_pool, tmp_path):
    with pytest.raises(DeckError, match="cannot read deck file"):
        load_deck_file(tmp_path / "none.txt", rb_pool)
