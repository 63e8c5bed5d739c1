"""The decksim command end to end (in-process)."""
import json
from pathlib import Path

import polars as pl

from decksim.cli import main

from conftest import deck_file, loads_in_fresh_process

FOREST = deck_file("forest_fairies")
SWORD = deck_file("sword_officers")


def test_simulate_writes_games_summary_and_manifest(tmp_path, capsys):
    out = tmp_path / "run"
    assert main(["simulate", FOREST, SWORD, "--games", "60", "--seed", "4", "--out", str(out),
                 "--quiet"]) == 0
    games = pl.read_parquet(out / "games" / "*.parquet")
    assert games.height == 60
    for col in ("game", "first", "winner", "end_reason", "turns", "a_mulligan",
                "a_leader_defense", "a_pp_spent", "a_ep_used", "a_evolves", "a_cards_played",
                "b_mulligan", "b_leader_defense", "b_pp_spent", "b_ep_used", "b_evolves",
                "b_cards_played"):
        assert col in games.columns
    summary = pl.read_csv(out / "summary.csv")
    row = summary.filter((pl.col("deck") == "forest_fairies") & (pl.col("seat") == "all"))
    wins = games.filter(pl.col("winner") == "a").height
    assert row["wins"][0] == wins
    assert row["ci_low"][0] <= row["win_rate"][0] <= row["ci_high"][0]
    run = json.loads((out / "manifest.json").read_text())
    assert run["root_seed"] == 4 and run["decks"]["a"]["hash"] and run["done"] == [[0, 60]]
    printed = capsys.readouterr().out
    assert "forest_fairies" in printed and "seed 4" in printed
    # the report is written at the end of the run
    html = out / "report" / "report.html"
    assert f"report: {html}" in printed and html.stat().st_size > 10_000
    assert (out / "report" / "cards.csv").exists()


def test_simulate_same_seed_same_games(tmp_path):
    for d in ("x", "y"):
        assert main(["simulate", FOREST, SWORD, "--games", "40", "--seed", "9", "--batch", "7",
                     "--out", str(tmp_path / d), "--quiet", "--no-report"]) == 0
        assert not (tmp_path / d / "report").exists()
    x = pl.read_parquet(tmp_path / "x" / "games" / "*.parquet")
    y = pl.read_parquet(tmp_path / "y" / "games" / "*.parquet")
    assert x.equals(y)


def test_replay_reproduces_game_of_a_simulation(tmp_path, capsys):
    out = tmp_path / "r"
    main(["simulate", FOREST, SWORD, "--games", "12", "--seed", "5", "--out", str(out), "--quiet"])
    main(["simulate", FOREST, SWORD, "--games", "4", "--seed", "5", "--out", str(tmp_path / "n"),
          "--quiet", "--no-mirror"])
    games = pl.read_parquet(out / "games" / "*.parquet")
    unmirrored = pl.read_parquet(tmp_path / "n" / "games" / "*.parquet")
    capsys.readouterr()
    for g, extra, df in ((0, [], games), (11, [], games), (3, ["--no-mirror"], unmirrored)):
        assert main(["replay", FOREST, SWORD, "--seed", "5", "--game", str(g), *extra]) == 0
        text = capsys.readouterr().out
        last = text.strip().splitlines()[-1]
        w = df["winner"][g]
        assert ("draw" in last) if w == "draw" else (f"{w.upper()} wins" in last)
        assert f"turn {df['turns'][g]}:" in text


def test_validate_good_and_bad_decks(tmp_path, capsys):
    assert main(["validate", FOREST]) == 0
    assert "ok:" in capsys.readouterr().out
    bad = tmp_path / "bad.txt"
    bad.write_text("Leader:\n1 Arisa\nMain deck:\n3 Elf Chlid May\n")
    assert main(["validate", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.txt:4" in err and "Elf Child May" in err


def test_every_example_deck_validates(capsys):
    """examples/decks/sve/ and its subfolders (the starter decks, the variants): each
    passes `decksim validate` (6.1)."""
    from conftest import DECK_FILES
    assert any("/starter/" in f for f in DECK_FILES) and any("/variants/" in f for f in DECK_FILES)
    assert main(["validate", *DECK_FILES]) == 0
    assert capsys.readouterr().out.count("ok: ") == len(DECK_FILES)


def test_simulate_bad_inputs_exit_2_without_traceback(tmp_path, capsys):
    assert main(["simulate", FOREST, str(tmp_path / "missing.txt"), "--games", "5"]) == 2
    assert "missing.txt" in capsys.readouterr().err
    assert main(["simulate", FOREST, SWORD, "--pilot-a", "genius", "--games", "5"]) == 2
    assert "unknown pilot" in capsys.readouterr().err
    assert main(["simulate", FOREST, SWORD, "--pilot-a", "greedy:face", "--games", "5"]) == 2
    assert "NAME=NUMBER" in capsys.readouterr().err
    assert main(["simulate", FOREST, SWORD, "--games", "0"]) == 2


def test_cards_lists_pool_with_coverage(capsys):
    assert main(["cards", "--search", "archer"]) == 0
    out = capsys.readouterr().out
    assert "BP01-018" in out and "full" in out


def test_cards_filters_and_per_set_coverage(tmp_path, capsys):
    assert main(["cards"]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith("BP01: "))
    full, total = map(int, line.split()[1].split("/"))
    assert total == 209 and full > 0 and "partial" in line and "vanilla" in line
    assert main(["cards", "--class", "forest", "--type", "follower", "--cost", "2-3",
                 "--trait", "pixie", "--coverage", "full"]) == 0
    rows = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("BP01-0")]
    assert rows and all("Forestcraft" in r and r.rstrip().endswith("full") for r in rows)
    assert any("Noble Fairy" in r for r in rows)
    assert main(["cards", "--coverage", "partial"]) == 0   # every pool card is full
    assert capsys.readouterr().out.splitlines()[-1] == "0 cards"
    mine = str(partial_card_file(tmp_path))
    assert main(["cards", "--coverage", "partial", "--cards", mine]) == 0
    rows = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("MY-")]
    assert rows == [r for r in rows if "partial: missing its Last Words" in r] and rows
    assert main(["cards", "--cost", "two"]) == 2
    assert "--cost" in capsys.readouterr().err


def partial_card_file(tmp_path):
    """A user card file with one partial Forestcraft follower (the pool has none left)."""
    f = tmp_path / "partial.toml"
    f.write_text('[[card]]\nid = "MY-PARTIAL"\nname = "Half Done"\nclass = "Forestcraft"\n'
                 'type = "follower"\ncost = 2\nattack = 2\ndefense = 2\ncoverage = "partial"\n'
                 'missing = "its Last Words"\n')
    return f


def test_validate_warns_per_partial_card(tmp_path, capsys):
    deck = Path(FOREST).read_text().replace("3 Fighter", "3 Half Done")
    f = tmp_path / "d.txt"
    f.write_text(deck)
    assert main(["validate", str(f), "--cards", str(partial_card_file(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "warning:" in out and "'Half Done' is partially modelled: its Last Words" in out


def test_user_card_file_error_names_file_and_card(tmp_path, capsys):
    f = tmp_path / "mine.toml"
    f.write_text('[[card]]\nid = "X-1"\nname = "Mine"\nclass = "Forestcraft"\n'
                 'type = "follower"\ncost = 1\nattack = 1\ndefense = 1\n'
                 '[[card.ability]]\non = "fanfare"\neffects = [{ op = "explode" }]\n')
    assert main(["simulate", FOREST, SWORD, "--games", "2", "--cards", str(f)]) == 2
    err = capsys.readouterr().err
    assert "mine.toml" in err and "X-1" in err and "explode" in err


def test_report_and_cards_do_not_load_the_engine(tmp_path):
    """Commands that only read card files or results never import numba
    (decksim/core/numba_setup.py): `decksim report` starts 0.4 s sooner."""
    out = tmp_path / "run"
    assert main(["simulate", FOREST, SWORD, "--games", "8", "--seed", "2", "--out", str(out),
                 "--quiet", "--no-report"]) == 0
    assert not loads_in_fresh_process([["report", str(out)], ["cards", "--cost", "2"]], "numba")
    assert (out / "report" / "report.html").exists()
