"""Riftbound through the command line: `decksim simulate` of two precons from a
fresh process prints the result table and writes a run directory with the
per-card and per-turn counters; its report has the Riftbound sections; `decksim
audit` replays it; a deck code works where a deck file is expected; a bad deck
file is a clear error without a traceback; `decksim tournament` of three
precons writes the matchup report."""
import json
import subprocess
import sys

import polars as pl

from decksim.cli import main
from rb_kit import DECKS, ROOT

A = str(DECKS / "annie_proving_grounds.txt")
B = str(DECKS / "garen_proving_grounds.txt")
C = str(DECKS / "jinx_origins.txt")


def decksim(*args):
    return subprocess.run([sys.executable, "-m", "decksim", *args], capture_output=True,
                          text=True, cwd=ROOT)


def test_simulate_in_a_fresh_process_prints_the_table_and_the_report_has_riftbound(tmp_path,
                                                                                    capsys):
    out = tmp_path / "run"
    run = decksim("simulate", A, B, "--games", "200", "--seed", "3", "--out", str(out),
                  "--quiet")
    assert run.returncode == 0, run.stderr[-3000:]
    assert "annie_proving_grounds (greedy) vs garen_proving_grounds (greedy), 200 games" \
        in run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].split()[:6] == ["deck", "seat", "games", "W", "L", "D"]
    row = next(l.split() for l in lines if l.startswith("annie_proving_grounds  all"))
    assert int(row[2]) == 200 and int(row[3]) + int(row[4]) + int(row[5]) == 200
    m = json.loads((out / "manifest.json").read_text())
    assert m["game"] == "riftbound" and m["decks"]["a"]["legend"] == "Annie, Dark Child"
    assert len(m["decks"]["b"]["battlefields"]) == 3
    for kind in ("games", "cards", "turns"):
        assert list((out / kind).glob("part-*.parquet")), kind
    html = (out / "report" / "report.html").read_text()
    assert "Energy, Power and points per turn" in html and "Battle: conquers, holds" in html
    assert "Mulligan" in html

    assert main(["report", str(out)]) == 0
    assert "report.html" in capsys.readouterr().out
    curve = pl.read_csv(out / "report" / "energy_per_turn.csv")
    first = curve.filter((pl.col("turn") == 1) & (pl.col("seat") == "on the play"))
    assert (first["runes"] == 2.0).all()                    # 315.3.b: two runes channelled
    second = curve.filter((pl.col("turn") == 1) & (pl.col("seat") == "on the draw"))
    assert (second["runes"] == 3.0).all()                   # 462.7: the second player's third
    assert (curve["energy_spent"] <= curve["runes"] + 1e-9).all()
    fields = pl.read_csv(out / "report" / "battlefields.csv").filter(pl.col("seat") == "all")
    assert fields.filter(pl.col("deck") == "annie_proving_grounds")["games"].sum() == 200
    assert set(fields["battlefield"]) >= {"Void Gate", "Startipped Peak"}
    battle = pl.read_csv(out / "report" / "battle.csv")
    assert (battle["conquer_share_low"] <= battle["conquer_share"]).all()

    assert main(["audit", str(out)]) == 0
    text = capsys.readouterr().out
    assert "points left / game" in text and "runes unspent / game" in text
    audit = pl.read_csv(out / "audit.csv")
    assert set(audit["deck"]) == {"annie_proving_grounds", "garen_proving_grounds"}


def test_a_deck_code_plays_where_a_deck_file_is_expected(rb_pool, tmp_path, capsys):
    from decksim.cards.riftbound.decklist import load_deck_file
    from decksim.cards.riftbound.deckcode import deck_to_code
    code = deck_to_code(load_deck_file(DECKS / "lux_proving_grounds.txt", rb_pool))
    out = tmp_path / "code"
    assert main(["simulate", code, A, "--games", "100", "--seed", "2", "--out", str(out),
                 "--no-report", "--quiet"]) == 0
    got = capsys.readouterr().out
    assert "code-" in got and "annie_proving_grounds" in got
    m = json.loads((out / "manifest.json").read_text())
    assert m["decks"]["a"]["path"] == code
    assert m["decks"]["a"]["legend"] == "Lux, Lady of Luminosity"
    assert main(["simulate", "--out", str(out), "--resume", "--games", "120", "--no-report",
                 "--quiet"]) == 0       # the code read back from the manifest


def test_a_bad_deck_file_is_a_clear_error_without_a_traceback(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text(open(A).read().replace("3 Gust", "3 Gusty Wind"))
    run = decksim("simulate", str(bad), B, "--games", "10")
    assert run.returncode == 2                  # EXIT_BAD_INPUT, as for every bad input
    assert "Traceback" not in run.stderr and run.stdout == ""
    line = next(i for i, l in enumerate(bad.read_text().splitlines(), 1) if "Gusty" in l)
    assert f"{bad}:{line}: unknown Riftbound card 'Gusty Wind'" in run.stderr


def test_tournament_of_three_precons_writes_the_matchup_report(tmp_path, capsys):
    out = tmp_path / "t"
    assert main(["tournament", A, B, C, "--games-per-pair", "100", "--seed", "5", "--out",
                 str(out), "--quiet"]) == 0
    table = pl.read_csv(out / "matchups.csv")
    assert table.height >= 3
    html = (out / "report" / "report.html").read_text()
    assert "Metagame" in html and "Energy, Power and points per turn" in html
    assert (out / "report" / "ratings.csv").exists()


def test_cards_lists_riftbound_cards(capsys):
    assert main(["cards", "--game", "riftbound", "--search", "Annie"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any("Annie, Dark Child" in l and "legend" in l for l in lines)
    assert lines[-1].endswith("partial") and "cards" in lines[-1]


def test_replay_prints_a_game_of_the_run(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["simulate", A, C, "--games", "20", "--seed", "9", "--out", str(out),
                 "--no-report", "--quiet"]) == 0
    capsys.readouterr()
    row = pl.read_parquet(out / "games").sort("game").row(7, named=True)
    assert main(["replay", A, C, "--seed", "9", "--index", "7"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("A provides the battlefield ")
    assert lines[2].startswith("B provides the battlefield ")
    assert sum(l.startswith("--- turn ") for l in lines) == row["turns"]
    assert lines[-1] == f"{'A' if row['winner'] == 'a' else 'B'} wins ({row['end_reason']})"


def test_a_name_that_is_no_file_nor_deck_code_says_both(capsys):
    assert main(["simulate", "annieprovinggrounds", B, "--games", "10"]) == 2
    assert "annieprovinggrounds: no such deck file, and not a Riftbound deck code" \
        in capsys.readouterr().err


def test_cards_takes_the_games_own_types(capsys):
    assert main(["cards", "--game", "riftbound", "--type", "battlefield", "--search", "void"]) == 0
    assert "Void Gate" in capsys.readouterr().out
    assert main(["cards", "--game", "riftbound", "--type", "follower"]) == 2
    assert "invalid choice for riftbound: 'follower'" in capsys.readouterr().err
