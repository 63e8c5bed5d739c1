"""Deck-list parser and rule 6.1 validator (decksim.cards.decklist).

Uses a small in-memory pool, independent of the built-in card data files.
"""
import re

import pytest
from hypothesis import given, settings, strategies as st

from decksim.cards.decklist import Deck, DeckError, format_deck, load_deck_file, parse_deck_text
from decksim.cards.pool import CardDef, CardPool

FILLERS = [f"Forest Sprite {c}" for c in "ABCDEFGHIJKL"]          # 12 names x 3 = 36 cards


def make_pool() -> CardPool:
    cards = [
        CardDef("LD01-001", "Forest Queen", "Forestcraft", "leader"),
        CardDef("LD02-001", "Sword Captain", "Swordcraft", "leader"),
        CardDef("BP01-012", "Elf Child May", "Forestcraft", "follower", cost=1, attack=1, defense=1,
                evolve_cost=1, printings=["BP01-012", "BP01-P12", "PR-042"]),
        CardDef("BP01-013", "Elf Child May", "Forestcraft", "follower", attack=3, defense=3, evolved=True,
                printings=["BP01-013", "BP01-P13"]),
        CardDef("BP01-100", "Goblin", "Neutral", "follower", cost=1, attack=1, defense=2),
        CardDef("TK01-001", "Fairy", "Forestcraft", "follower", attack=1, defense=1, token=True),
        CardDef("BP01-200", "Knight", "Swordcraft", "follower", cost=2, attack=2, defense=2),
        CardDef("BP01-050", "Tricky Elf", "Forestcraft", "follower", cost=2, attack=2, defense=2,
                coverage="partial", missing="its Fanfare choice is always the first option"),
    ]
    for i, name in enumerate(FILLERS):
        cards.append(CardDef(f"TS01-{i + 1:03d}", name, "Forestcraft", "follower", cost=2, attack=2,
                             defense=2, printings=[f"TS01-{i + 1:03d}"]))
        if i < 4:  # a few more evolved cards, so the evolve deck can reach 11 legally per name
            cards.append(CardDef(f"TS01-{i + 101:03d}", name, "Forestcraft", "follower", attack=4,
                                 defense=4, evolved=True))
    return CardPool(cards)


POOL = make_pool()


def deck_text(main_extra="3 Elf Child May\n1 Goblin", evolve="2 Elf Child May", leader="Forest Queen",
              fillers=FILLERS):
    fill = "\n".join(f"3 {n}" for n in fillers)
    return f"Leader\n{leader}\n\nMain deck\n{main_extra}\n{fill}\n\nEvolve deck\n{evolve}\n"


def problems(text, path="d.txt"):
    with pytest.raises(DeckError) as ei:
        parse_deck_text(text, POOL, path)
    return ei.value.problems


def line_of(text, needle):
    """1-based number of the first line containing `needle`."""
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def only(probs, rule):
    found = [p for p in probs if f"({rule})" in p]
    assert found, f"no {rule} problem in {probs}"
    return found


# --- valid decks -----------------------------------------------------------

def test_valid_deck_parses():
    d = parse_deck_text(deck_text(), POOL, "examples/decks/sve/forest.txt")
    assert isinstance(d, Deck)
    assert d.name == "forest" and d.path == "examples/decks/sve/forest.txt"
    assert d.leader.id == "LD01-001" and d.cls == "Forestcraft"
    assert len(d.main) == 40 and len(d.evolve) == 2
    assert [c.id for c in d.main[:4]] == ["BP01-012"] * 3 + ["BP01-100"]   # file order, one per copy
    assert all(c.evolved and c.id == "BP01-013" for c in d.evolve)       # evolve names -> evolved card
    assert d.warnings == []
    assert "Forestcraft" in d.summary() and "40" in d.summary()


def test_ids_and_printings():
    d = parse_deck_text(deck_text("1 BP01-012\n1 bp01-p12\n1 PR-042\n1 BP01-100",
                                  evolve="1 BP01-P13\n1 BP01-013"), POOL)
    assert [c.id for c in d.main[:3]] == ["BP01-012"] * 3
    assert [c.id for c in d.evolve] == ["BP01-013"] * 2


def test_count_forms():
    d = parse_deck_text(deck_text("2x Elf Child May\nGoblin ×1\nTricky Elf\nx1 BP01-P12"), POOL)
    names = [c.name for c in d.main]
    assert names.count("Elf Child May") == 3 and names.count("Goblin") == 1
    assert names.count("Tricky Elf") == 1 and len(d.main) == 41


def test_header_styles_and_inline_leader():
    fill = "\n".join(f"- 3 {n}" for n in FILLERS)
    text = (f"LEADER: Forest Queen\n\n## Main Deck\n{fill}\n3 Elf Child May\n1 Goblin\n"
            f"[Evolve]\n2 Elf Child May\n")
    d = parse_deck_text(text, POOL)
    assert d.leader.name == "Forest Queen" and len(d.main) == 40 and len(d.evolve) == 2
    for hdr in ("[Leader]", "# leader", "Leader:"):
        assert parse_deck_text(deck_text().replace("Leader\n", hdr + "\n", 1), POOL).leader.id == "LD01-001"
    assert len(parse_deck_text(deck_text().replace("Main deck", "Deck:"), POOL).main) == 40
    assert len(parse_deck_text(deck_text().replace("Evolve deck", "evolve:"), POOL).evolve) == 2


def test_comments_and_blank_lines():
    text = ("# my forest deck\n\n   \n" + deck_text().replace("1 Goblin", "1 Goblin   # tech card")
            + "\n# the end\n#Deck: forest fairies (a comment, not a header)\n")
    d = parse_deck_text(text, POOL)
    assert len(d.main) == 40 and d.main[3].name == "Goblin"
    assert d.content_hash == parse_deck_text(deck_text(), POOL).content_hash


def test_lines_before_any_header_are_sorted_by_card_kind():
    fill = "\n".join(f"3 {n}" for n in FILLERS)
    text = f"Forest Queen\n3 Elf Child May\n{fill}\n1 Goblin\n2 BP01-013\n"
    d = parse_deck_text(text, POOL)
    assert d.leader.name == "Forest Queen" and len(d.main) == 40
    assert [c.id for c in d.evolve] == ["BP01-013"] * 2
    assert d.content_hash == parse_deck_text(deck_text(), POOL).content_hash


# --- rule 6.1 ------------------------------------------------------------------

def test_6_1_1_1_no_leader():
    text = deck_text().replace("Leader\nForest Queen\n", "")
    [p] = only(problems(text), "6.1.1.1")
    assert p.startswith("d.txt:1: no leader card")


def test_6_1_1_1_two_leaders():
    text = deck_text(leader="Forest Queen\n1 Forest Queen")
    [p] = only(problems(text), "6.1.1.1")
    assert p.startswith("d.txt:3: 2 leader cards") and "exactly one leader" in p


def test_6_1_1_1_leader_section_needs_a_leader():
    text = deck_text(leader="Goblin")
    assert any(p.startswith("d.txt:2: 'Goblin' is not a leader card") for p in only(problems(text), "6.1.1.1"))


def test_6_1_1_2_main_deck_size():
    small = deck_text(fillers=FILLERS[:-1])          # 37 cards
    [p] = only(problems(small), "6.1.1.2")
    assert p == f"d.txt:{line_of(small, 'Main deck')}: the main deck has 37 cards; it must have 40 to 50 (add 3) (6.1.1.2)"
    big = deck_text("3 Elf Child May\n3 Goblin\n3 Tricky Elf\n6 Forest Sprite A")     # 51 cards
    assert any("51 cards" in p and "remove 1" in p for p in only(problems(big), "6.1.1.2"))


def test_6_1_1_2_no_leader_evolved_or_token_in_main_deck():
    text = deck_text("3 Elf Child May\n1 Fairy\n1 Sword Captain\n1 BP01-013\n1 Goblin")
    probs = only(problems(text), "6.1.1.2")
    assert f"d.txt:{line_of(text, '1 Fairy')}: 'Fairy' (TK01-001) is a token" in probs[0]
    assert probs[1].startswith(f"d.txt:{line_of(text, 'Sword Captain')}: 'Sword Captain'")
    assert "put it under 'Leader'" in probs[1]
    assert probs[2].startswith(f"d.txt:{line_of(text, 'BP01-013')}: 'Elf Child May' (BP01-013) is an evolved card")


def test_6_1_1_3_evolve_deck_size():
    evolve = "3 Elf Child May\n" + "\n".join(f"2 {n}" for n in FILLERS[:4])      # 11 cards
    text = deck_text(evolve=evolve)
    [p] = only(problems(text), "6.1.1.3")
    assert p == f"d.txt:{line_of(text, 'Evolve deck')}: the evolve deck has 11 cards; it must have 0 to 10 (remove 1) (6.1.1.3)"
    assert len(parse_deck_text(deck_text(evolve=""), POOL).evolve) == 0         # an empty evolve deck is fine


def test_6_1_1_3_only_evolved_cards_in_evolve_deck():
    text = deck_text(evolve="1 Elf Child May\n1 Goblin\n1 BP01-012")
    probs = only(problems(text), "6.1.1.3")
    assert [p.split(":")[1] for p in probs] == ["22", "23"]
    assert text.splitlines()[21:23] == ["1 Goblin", "1 BP01-012"]
    assert "'Goblin' (BP01-100) is not an evolved card" in probs[0] and "put it under Main" in probs[0]


def test_6_1_1_4_at_most_three_copies_of_a_name():
    text = deck_text("2 Elf Child May\n2 PR-042", evolve="3 Elf Child May\n1 BP01-P13")
    probs = only(problems(text), "6.1.1.4")
    assert len(probs) == 2
    assert probs[0].startswith(f"d.txt:{line_of(text, 'PR-042')}: 4 copies of 'Elf Child May' in the main deck")
    assert probs[1].startswith(f"d.txt:{line_of(text, 'BP01-P13')}: 4 copies of 'Elf Child May' in the evolve deck")
    # 3 + 3 across both decks is legal
    assert parse_deck_text(deck_text(evolve="3 Elf Child May"), POOL)


def test_6_1_1_5_1_class_must_match_leader_or_neutral():
    text = deck_text("3 Elf Child May\n1 Knight")
    [p] = only(problems(text), "6.1.1.5.1")
    assert p == (f"d.txt:{line_of(text, 'Knight')}: 'Knight' is Swordcraft; a Forestcraft deck may only "
                 f"hold Forestcraft or Neutral cards (6.1.1.5.1)")


# --- other errors --------------------------------------------------------------

def test_unknown_card_did_you_mean():
    text = deck_text("3 Elf Chlid May\n1 Goblin")
    [p] = problems(text, "examples/decks/sve/x.txt")
    assert p == "examples/decks/sve/x.txt:5: unknown card 'Elf Chlid May'; did you mean 'Elf Child May'?"
    [p] = problems(deck_text("3 BP09-999\n1 Goblin"))
    assert p.startswith("d.txt:5: unknown card id 'BP09-999'")


def test_bad_counts():
    for bad, msg in (("0 Goblin", "count 0 for 'Goblin' must be at least 1"),
                     ("-1 Goblin", "'-1' is not a count"), ("three Goblin", "'three' is not a count"),
                     ("2.5 Goblin", "'2.5' is not a count")):
        text = deck_text(f"3 Elf Child May\n{bad}")
        assert any(p.startswith(f"d.txt:6: {msg}") for p in problems(text)), bad


def test_all_problems_collected_before_raising():
    text = deck_text("3 Elf Chlid May\n1 Knight\n4 Goblin", evolve="1 Goblin")
    probs = problems(text)
    assert len(probs) == 4                                                # sorted by line
    assert [p.split(":")[1] for p in probs] == ["5", "6", "7", "22"]
    assert [re.search(r"\((6[.\d]+)\)$", p)[1] for p in probs[1:]] == ["6.1.1.5.1", "6.1.1.4", "6.1.1.3"]
    with pytest.raises(DeckError) as ei:
        parse_deck_text(text, POOL, "d.txt")
    assert str(ei.value) == "\n".join(probs)
    assert isinstance(ei.value, ValueError)


def test_missing_file(tmp_path):
    path = tmp_path / "nope.txt"
    with pytest.raises(DeckError, match=re.escape(str(path))):
        load_deck_file(path, POOL)


def test_load_file(tmp_path):
    path = tmp_path / "forest_fairies.txt"
    path.write_text(deck_text(), encoding="utf-8")
    d = load_deck_file(path, POOL)
    assert d.name == "forest_fairies" and d.path == str(path) and len(d.main) == 40


# --- warnings -------------------------------------------------------------------

def test_partial_card_warning():
    text = deck_text("3 Elf Child May\n1 Tricky Elf")
    d = parse_deck_text(text, POOL, "d.txt")
    assert d.warnings == [f"d.txt:{line_of(text, 'Tricky')}: 'Tricky Elf' is partially modelled: "
                          "its Fanfare choice is always the first option"]


def test_evolved_card_without_base_warning():
    text = deck_text("3 Elf Child May\n3 Goblin\n1 Tricky Elf", evolve="1 Forest Sprite A",
                     fillers=FILLERS[1:])
    d = parse_deck_text(text, POOL, "d.txt")
    assert d.evolve[0].evolved and d.evolve[0].name == "Forest Sprite A"
    assert d.warnings[1] == (f"d.txt:{line_of(text, '1 Forest Sprite A')}: evolved 'Forest Sprite A' has no "
                             "'Forest Sprite A' in the main deck to evolve from (12.2.2.1)")


# --- hashing and formatting -------------------------------------------------------

def test_content_hash_stable_under_reordering_and_formatting():
    base = parse_deck_text(deck_text(), POOL).content_hash
    fill = "\n".join(f"  {n.upper()}  \n{n}\n{n}" for n in reversed(FILLERS))
    text = (f"[Evolve Deck]\n1 BP01-P13\n1x Elf Child May\n## MAIN\n1 Goblin # x\n{fill}\n"
            f"2 PR-042\n1 elf child may\nleader:\nLD01-001\n")
    assert parse_deck_text(text, POOL).content_hash == base
    other = parse_deck_text(deck_text(evolve="1 Elf Child May"), POOL).content_hash
    assert other != base and len(base) == 16 and int(base, 16) >= 0


def test_format_deck_round_trip():
    d = parse_deck_text(deck_text("2 Elf Child May\n1 PR-042\n1 Tricky Elf"), POOL)
    out = format_deck(d)
    assert "Leader:" in out and "Main deck:" in out and "Evolve deck:" in out
    assert "3 BP01-012  # Elf Child May" in out
    again = parse_deck_text(out, POOL)
    assert again.content_hash == d.content_hash and format_deck(again) == out


@settings(max_examples=30, deadline=None)
@given(st.permutations(["Forest Queen", "3 Elf Child May", "1 Goblin", "2 BP01-013"]
                       + [f"3 {n}" for n in FILLERS]))
def test_hash_ignores_line_order_without_headers(lines):
    text = "\n".join(lines)
    assert parse_deck_text(text, POOL).content_hash == parse_deck_text(deck_text(), POOL).content_hash
