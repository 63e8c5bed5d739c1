"""The user-card how-to of docs/cards.md works as written: the example file
loads, its trigger, condition (Combo, 13.2.1) and choice play out in a
scenario, and a typo in it is reported with the file and the card."""
import re
from pathlib import Path

import decksim
from decksim.cli import main

from conftest import ROOT, deck_file

DOC = ROOT / "docs" / "cards.md"


def example_file(tmp_path: Path, fix=lambda t: t) -> str:
    text = DOC.read_text()
    how_to = text[text.index("## Adding your own card"):]
    block = re.search(r"```toml\n(.*?)```", how_to, re.S).group(1)
    path = tmp_path / "my_cards.toml"
    path.write_text(fix(block))
    return str(path)


def duelist_scenario(cards: str, played: int):
    return decksim.scenario({
        "turn": 5, "active": "a",
        "players": {"a": {"pp": 5, "max_pp": 5, "hand": ["Thicket Duelist"],
                          "played_this_turn": played},
                    "b": {"field": ["Fighter"]}},
    }, card_files=(cards,))


def test_13_2_1_user_card_fanfare_with_combo_damages_the_chosen_follower(tmp_path):
    cards = example_file(tmp_path)
    sc = duelist_scenario(cards, played=2)
    sc.apply("play Thicket Duelist")
    assert sc.field("b")[0]["damage"] == 2


def test_13_2_1_user_card_fanfare_without_combo_does_nothing(tmp_path):
    cards = example_file(tmp_path)
    sc = duelist_scenario(cards, played=0)
    sc.apply("play Thicket Duelist")
    assert sc.field("b")[0]["damage"] == 0
    assert [f["card"] for f in sc.field("a")] == ["Thicket Duelist"]


def test_user_card_typo_names_file_card_and_problem(tmp_path, capsys):
    bad = example_file(tmp_path, lambda t: t.replace('"fanfare"', '"fanfair"'))
    assert main(["simulate", deck_file("forest_fairies"), deck_file("sword_officers"),
                 "--games", "2", "--cards", bad, "--no-report"]) == 2
    err = capsys.readouterr().err
    assert "my_cards.toml" in err and "MY-001" in err and "fanfair" in err
