"""Battle Spirits through the command line and the report: `decksim simulate`
prints a result, `--out` stores the games with the per-card and per-turn
counters, and the report has the game's own sections; `decksim cards --game bss`
lists every card with its coverage, per set."""
import polars as pl

from decksim.cli import main
from conftest import bss_deck_file

A = bss_deck_file("st01_red_star_dragons")
B = bss_deck_file("st02_purple_undead")


def test_simulate_prints_the_result_and_the_report_has_the_battle_spirits_sections(
        bss, tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["simulate", A, B, "--games", "200", "--seed", "3", "--out", str(out)]) == 0
    got = capsys.readouterr()
    text = got.out + got.err
    assert "st01_red_star_dragons (greedy) vs st02_purple_undead (greedy), 200 games" in text
    assert "on the play" in text and "95% CI" in text
    html = (out / "report" / "report.html").read_text()
    assert "Cores per turn" in html and "Battle: life, attacks, blocks" in html
    cores = pl.read_csv(out / "report" / "cores_per_turn.csv")
    first = cores.filter((pl.col("deck") == "st01_red_star_dragons") & (pl.col("turn") == 1)
                         & (pl.col("seat") == "on the play"))
    assert first["cores_available"][0] == 4.0              # 6-2-1-3, no Core Step (7-3-3)
    cards = pl.read_csv(out / "report" / "cards.csv")
    assert set(cards["deck"]) == {"st01_red_star_dragons", "st02_purple_undead"}
    assert cards.filter(pl.col("card_name") == "Raineedle")["gih"][0] > 0
    battle = pl.read_csv(out / "report" / "battle.csv")
    row = battle.filter((pl.col("deck") == "st01_red_star_dragons") & (pl.col("seat") == "all"))
    assert row["games"][0] == 200 and row["attacks_low"][0] <= row["attacks"][0]


def test_a_deck_without_a_game_header_is_told_battle_spirits_by_its_cards(bss, tmp_path):
    from decksim import games
    f = tmp_path / "red.txt"
    f.write_text("\n".join(l for l in open(A).read().splitlines() if not l.startswith("Game:")))
    assert games.deck_game(f) == "bss"


def test_cards_lists_coverage_per_set(bss, capsys):
    assert main(["cards", "--game", "bss", "--search", "ST01"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(l.startswith("ST01-004   Raineedle") and l.endswith("full") for l in lines)
    assert any(l.startswith("ST01: ") and "/16 full" in l for l in lines)
    assert main(["cards", "--game", "bss", "--search", "ST07"]) == 0
    assert any("partial: missing keyword at_field" in l for l in capsys.readouterr().out.splitlines())
