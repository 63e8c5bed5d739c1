"""decksim tournament: every pair, both seats, a matchup matrix, resumable."""
import polars as pl
import pytest

from decksim.cli import main
from decksim.sim import storage as S

from conftest import deck_file

FILES = [deck_file(n) for n in ("forest_fairies", "rune_spells", "sword_officers")]


@pytest.mark.slow
def test_tournament_stores_every_pair_and_the_matrix(tmp_path, capsys):
    out = tmp_path / "t"
    args = ["tournament", *FILES, "--games-per-pair", "16", "--seed", "6", "--batch", "8",
            "--out", str(out), "--quiet"]
    assert main(args) == 0
    printed = capsys.readouterr().out
    m = S.read_manifest(out)
    names = [d["name"] for d in m["decks"]]
    assert m["kind"] == "tournament" and m["games_per_pair"] == 16 and m["root_seed"] == 6
    assert [p["dir"] for p in m["pairs"]] == ["pairs/00-01", "pairs/00-02", "pairs/01-02"]
    table = pl.read_csv(out / "matchups.csv")
    assert table.columns == ["deck", "opponent", "games", "wins", "losses", "draws", "win_rate",
                             "ci_low", "ci_high"]
    assert table.height == 6 and set(table["games"]) == {16}
    for p in m["pairs"]:
        d = out / p["dir"]
        pm = S.read_manifest(d)
        assert pm["kind"] == "simulate" and pm["done"] == [[0, 16]]
        assert pm["decks"]["a"]["name"] == names[p["a"]] and pm["decks"]["b"]["name"] == names[p["b"]]
        assert pm["root_seed"] == p["root_seed"]
        g = S.scan_games(d).collect()
        assert g["first"].cast(pl.String).to_list() == ["a", "b"] * 8     # both seats
        row = table.filter((pl.col("deck") == names[p["a"]]) &
                           (pl.col("opponent") == names[p["b"]])).row(0, named=True)
        assert row["wins"] == g.filter(pl.col("winner") == "a").height
        back = table.filter((pl.col("deck") == names[p["b"]]) &
                            (pl.col("opponent") == names[p["a"]])).row(0, named=True)
        assert back["wins"] == row["losses"] and row["ci_low"] <= row["win_rate"] <= row["ci_high"]
        assert (d / "summary.csv").exists() and S.scan_cards(d) is not None
    assert all(n in printed for n in names) and "%" in printed

    # resuming a finished tournament plays nothing; extending plays only the new games
    assert main(args + ["--resume"]) == 0
    assert "0 games in" in capsys.readouterr().out
    assert main(["tournament", "--out", str(out), "--resume", "--games-per-pair", "20",
                 "--quiet"]) == 0
    assert "12 games in" in capsys.readouterr().out
    assert pl.read_csv(out / "matchups.csv")["games"].to_list() == [20] * 6

    # a different deck list or a run without --resume is refused
    assert main(["tournament", *FILES[:2], "--games-per-pair", "16", "--seed", "6", "--out",
                 str(out), "--resume", "--quiet"]) == 2
    assert "decks: the run has" in capsys.readouterr().err
    assert main(args) == 2
    assert "already holds a tournament" in capsys.readouterr().err


def test_tournament_input_errors(tmp_path, capsys):
    assert main(["tournament", FILES[0], "--out", str(tmp_path / "x")]) == 2
    assert "at least two decks" in capsys.readouterr().err
    assert main(["tournament", FILES[0], FILES[0], "--out", str(tmp_path / "y")]) == 2
    assert "two decks are named" in capsys.readouterr().err
    assert main(["tournament", *FILES, "--games-per-pair", "0", "--out", str(tmp_path / "z")]) == 2
    assert "--games-per-pair must be at least 1" in capsys.readouterr().err
