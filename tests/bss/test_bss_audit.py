"""`decksim audit` for Battle Spirits: the checks on exact positions (the life the
attacks take whatever the opponent blocks) and on a stored run's replayed games."""
import polars as pl

from bss_kit import two
from conftest import bss_deck_file
from decksim.cli import main


def reach(sc, side, all_attack=False):
    from decksim.core.bss.audit import reach as kernel_reach
    return int(kernel_reach(sc.S, sc.cp.CT, sc.cp.AB, "ab".index(side), all_attack))


def test_the_blockers_stop_the_attackers_with_the_most_symbols(position):
    sc = position(two(a={"field": ["Raineedle", "Raineedle", "Dragron Captain"]},
                      b={"life": 2, "field": ["Mobile Golem"]}, step="attack"))
    assert reach(sc, "a") == 2                         # three one-symbol attacks, one blocked


def test_exhausted_spirits_neither_attack_nor_block_but_refresh_for_next_turn(position):
    sc = position(two(a={"field": [{"card": "Raineedle", "exhausted": True}, "Raineedle"]},
                      b={"field": [{"card": "Mobile Golem", "exhausted": True}]}, step="attack"))
    assert reach(sc, "a") == 1 and reach(sc, "a", all_attack=True) == 2


def test_audit_replays_a_run_and_the_report_shows_its_table(bss, tmp_path, capsys):
    out = tmp_path / "run"
    a, b = bss_deck_file("red_dragon_dinos"), bss_deck_file("purple_dark_knights")
    assert main(["simulate", a, b, "--games", "200", "--seed", "2", "--out", str(out)]) == 0
    assert main(["audit", str(out), "--games", "100"]) == 0
    text = capsys.readouterr().out
    assert "missed lethal" in text and "red_dragon_dinos     on the play" in text
    rows = pl.read_csv(out / "audit.csv")
    row = rows.filter((pl.col("deck") == "red_dragon_dinos") & (pl.col("seat") == "all"))
    assert row["games"][0] == 100 and row["lethal_turns"][0] > 0
    assert 0 <= row["missed_lethal_turns"][0] <= row["lethal_turns"][0]
    assert main(["report", str(out)]) == 0
    html = (out / "report" / "report.html").read_text()
    assert "lethal turns missed" in html and "cores left in the Reserve per turn" in html
