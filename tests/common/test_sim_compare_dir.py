"""compare --out and tournament --out: another run in the directory is refused, the
games are stored as they are played, and an interrupted run resumed ends as one
uninterrupted run does; an unwritable --out is a message before any game."""
import polars as pl
import pytest

import decksim.sim.compare as compare
import decksim.sim.compare_dir as compare_dir
from decksim.cli import main
from decksim.sim import jobs
from decksim.sim import storage as S

from conftest import deck_file

FOREST, DRAGON = deck_file("forest_fairies"), deck_file("dragon_ramp")
SWORD, HAVEN = deck_file("sword_officers"), deck_file("haven_wards")
CMP = ["compare", FOREST, DRAGON, "--against", SWORD, HAVEN, "--games", "48", "--round", "8",
       "--seed", "3", "--wr0", "0", "--wr1", "0.45", "--quiet", "--no-report"]
TOUR = ["tournament", FOREST, DRAGON, SWORD, "--games-per-pair", "12", "--seed", "5",
        "--batch", "4", "--workers", "1", "--quiet", "--no-report"]


def run(args) -> int:
    try:
        return main(args)
    except SystemExit as e:
        return e.code


def _games(d):
    """Every stored game of a compare or tournament directory, by run."""
    return {p.parent.parent.name + "/" + p.parent.name: S.scan_games(p.parent).collect()
            for p in sorted(d.glob("*/*/games"))}


def _cards(d):
    return {p.name: S.scan_cards(p).collect() for p in sorted(d.glob("*/*"))
            if (p / "cards").is_dir()}


@pytest.fixture(scope="module")
def whole_compare(tmp_path_factory):
    out = tmp_path_factory.mktemp("cmp") / "whole"
    assert run(CMP + ["--out", str(out)]) == 0
    return out


def test_an_interrupted_compare_resumes_to_the_same_result(whole_compare, tmp_path, monkeypatch,
                                                           capsys):
    out = tmp_path / "cut"
    real = compare_dir.CompareDir.round_done
    rounds = {"n": 0}

    def stop_after_two(self, seeds, trajectory):
        real(self, seeds, trajectory)
        rounds["n"] += 1
        if rounds["n"] == 2:
            raise KeyboardInterrupt
    monkeypatch.setattr(compare_dir.CompareDir, "round_done", stop_after_two)
    assert run(CMP + ["--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "interrupted" in err and "--resume" in err and "Traceback" not in err
    kept = _games(out)
    assert {g.height for g in kept.values()} == {16}          # two rounds of 8 seeds, stored
    assert S.read_manifest(out)["seeds_done"] == 16
    monkeypatch.setattr(compare_dir.CompareDir, "round_done", real)
    # the lists and options come from the manifest
    assert run(["compare", "--resume", "--out", str(out), "--quiet", "--no-report"]) == 0
    want, got = S.read_manifest(whole_compare), S.read_manifest(out)
    assert got["result"] == {**want["result"]} and got["trajectory"] == want["trajectory"]
    assert _games(out).keys() == _games(whole_compare).keys()
    for k, g in _games(whole_compare).items():
        assert _games(out)[k].equals(g), k
    for k, c in _cards(whole_compare).items():
        assert _cards(out)[k].equals(c), k
    assert pl.read_parquet(out / "pairs.parquet").equals(
        pl.read_parquet(whole_compare / "pairs.parquet"))
    assert run(["report", str(out)]) == 0


def test_a_round_cut_short_is_played_again(whole_compare, tmp_path, monkeypatch, capsys):
    """Ctrl-C between the runs of a round: the runs written of that round are
    played again on resume, never counted twice."""
    out = tmp_path / "mid"
    real = S.RunDir.add
    calls = {"n": 0}

    def stop_in_round_two(self, *args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 6:           # round 1: 4 runs; round 2: after the first two
            raise KeyboardInterrupt
        return real(self, *args, **kwargs)
    monkeypatch.setattr(S.RunDir, "add", stop_in_round_two)
    assert run(CMP + ["--out", str(out)]) == 2
    monkeypatch.setattr(S.RunDir, "add", real)
    assert sorted(g.height for g in _games(out).values()) == [8, 8, 8, 16]
    assert S.read_manifest(out)["seeds_done"] == 8
    assert run(CMP + ["--out", str(out), "--resume"]) == 0
    for k, g in _games(whole_compare).items():
        assert _games(out)[k].equals(g), k
    capsys.readouterr()


def test_compare_refuses_another_run_or_other_options(whole_compare, tmp_path, capsys):
    assert run(CMP + ["--out", str(whole_compare)]) == 2
    assert "already holds a compare of dragon_ramp with forest_fairies" in \
        capsys.readouterr().err
    assert run(CMP + ["--seed", "4", "--out", str(whole_compare), "--resume"]) == 2
    err = capsys.readouterr().err
    assert "the options differ" in err and "seed: the compare has 3, now 4" in err
    other = ["compare", FOREST, DRAGON, "--against", SWORD, "--games", "48", "--seed", "3",
             "--out", str(whole_compare), "--resume", "--quiet"]
    assert run(other) == 2
    assert "opponents (--against)" in capsys.readouterr().err
    sim = tmp_path / "sim"
    assert run(["simulate", FOREST, DRAGON, "--games", "4", "--seed", "1", "--out", str(sim),
                "--quiet", "--no-report"]) == 0
    for resume in ([], ["--resume"]):
        assert run(CMP + ["--out", str(sim), *resume]) == 2
        err = capsys.readouterr().err
        assert "holds a run of forest_fairies vs dragon_ramp" in err and \
            "not a compare run" in err and "Traceback" not in err
    assert S.read_manifest(sim)["kind"] == "simulate"          # left as it was
    for cmd in (["simulate", FOREST, DRAGON, "--games", "4"], TOUR):
        for resume in ([], ["--resume"]):
            assert run(cmd + ["--out", str(whole_compare), *resume]) == 2
            assert "holds a compare of" in capsys.readouterr().err


def test_an_unwritable_out_is_a_message_before_any_game(tmp_path, monkeypatch, capsys):
    def no_games(*args, **kwargs):
        raise AssertionError("a game was played")
    monkeypatch.setattr(compare, "game_seeds", no_games)
    monkeypatch.setattr(jobs, "execute", no_games)
    f = tmp_path / "afile"
    f.write_text("")
    for cmd in (CMP, TOUR):
        assert run(cmd + ["--out", str(f / "sub")]) == 2
        err = capsys.readouterr().err
        assert "cannot write to output directory" in err and "Traceback" not in err


def test_compare_without_out_says_it_keeps_nothing_when_interrupted(monkeypatch, capsys):
    def stop(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(compare, "run_compare", stop)
    assert run(["compare", FOREST, DRAGON, "--against", SWORD]) == 2
    assert "without --out a compare keeps no games" in capsys.readouterr().err


def test_an_interrupted_tournament_resumes_to_the_same_games(tmp_path, monkeypatch, capsys):
    whole, cut = tmp_path / "whole", tmp_path / "cut"
    assert run(TOUR + ["--out", str(whole)]) == 0
    real = S.RunDir.add
    calls = {"n": 0}

    def stop(self, *args, **kwargs):
        calls["n"] += 1
        if calls["n"] == 5:           # the second pair's second batch
            raise KeyboardInterrupt
        return real(self, *args, **kwargs)
    monkeypatch.setattr(S.RunDir, "add", stop)
    assert run(TOUR + ["--out", str(cut)]) == 2
    err = capsys.readouterr().err
    assert "interrupted" in err and "--resume" in err and "Traceback" not in err
    monkeypatch.setattr(S.RunDir, "add", real)
    assert sum(g.height for g in _games(cut).values()) == 16     # 4 batches of 4 kept
    assert run(["tournament", "--resume", "--out", str(cut), "--quiet", "--no-report"]) == 0
    assert _games(cut).keys() == _games(whole).keys()
    for k, g in _games(whole).items():
        assert _games(cut)[k].equals(g), k
    assert pl.read_csv(cut / "matchups.csv").equals(pl.read_csv(whole / "matchups.csv"))
    # another tournament, or the same with other arguments, is refused
    assert run(TOUR[:-6] + ["--seed", "6", "--out", str(cut), "--resume", "--quiet"]) == 2
    assert "seed: the run has 5, now 6" in capsys.readouterr().err
    assert run(TOUR + ["--out", str(cut)]) == 2
    assert "already holds a tournament" in capsys.readouterr().err
