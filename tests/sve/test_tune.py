"""`decksim tune`: SPSA over a pilot's parameters on paired seeds, a resumable state
file, and a result file that `--pilot-a NAME@FILE` loads (docs/pilots.md)."""
import json

import pytest

from conftest import deck_file
from decksim.cli import main

BASE = [deck_file("sword_officers"), "--against", deck_file("forest_fairies"),
        deck_file("dragon_ramp"), "--games", "16", "--seed", "4", "--quiet"]
ARGS = BASE + ["--params", "face,board"]


def _tune(out, iterations, *extra):
    return main(["tune", *ARGS, "--iterations", str(iterations), "--out", str(out), *extra])


def test_tune_writes_a_result_that_pilot_name_at_file_loads(tmp_path, capsys):
    out = tmp_path / "sword.json"
    assert _tune(out, 3) == 0
    res = json.loads(out.read_text())
    assert res["pilot"] == "greedy" and set(res["params"]) == {"face", "board"}
    assert res["tuned_for"]["iterations"] == 3
    assert f"greedy@{out}" in capsys.readouterr().out
    from decksim.games import get
    from decksim.games.base import parse_pilot
    name, over = parse_pilot(f"greedy@{out}:board=2")
    vec = get("sve").pilot_params(get("sve").pilot_vector(name, over))
    assert vec["face"] == pytest.approx(res["params"]["face"]) and vec["board"] == 2.0


def test_an_interrupted_tune_resumes_to_the_same_result(tmp_path, monkeypatch, capsys):
    import decksim.sim.tune as tune_mod
    whole, parts = tmp_path / "whole.json", tmp_path / "parts.json"
    assert _tune(whole, 4) == 0
    real = tune_mod.step

    def ctrl_c_after_two(run, state, field):
        if state["done"] == 2:
            raise KeyboardInterrupt
        return real(run, state, field)

    monkeypatch.setattr(tune_mod, "step", ctrl_c_after_two)
    assert _tune(parts, 4) != 0
    assert "add --resume to continue" in capsys.readouterr().err
    monkeypatch.setattr(tune_mod, "step", real)
    assert _tune(parts, 4, "--resume") == 0
    a = json.loads(whole.read_text())
    b = json.loads(parts.read_text())
    assert a["params"] == b["params"]
    state = json.loads((tmp_path / "parts.json.state").read_text())
    assert [h["iteration"] for h in state["history"]] == [1, 2, 3, 4]


def test_tune_refuses_to_overwrite_a_state_or_resume_another_tune(tmp_path, capsys):
    out = tmp_path / "t.json"
    assert _tune(out, 1) == 0
    assert _tune(out, 2) == 2
    assert "add --resume" in capsys.readouterr().err
    assert main(["tune", *BASE, "--params", "face", "--iterations", "2",
                 "--out", str(out), "--resume"]) == 2
    assert "give the same arguments to resume" in capsys.readouterr().err


def test_pilot_files_that_do_not_fit_are_messages(tmp_path, capsys):
    from decksim.games.base import PilotError, parse_pilot
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    for spec, words in [(f"greedy@{tmp_path / 'none.json'}", "no such file"),
                        (f"greedy@{bad}", "not a tune result")]:
        with pytest.raises(PilotError, match=words):
            parse_pilot(spec)
    other = tmp_path / "planner.json"
    other.write_text(json.dumps({"pilot": "planner", "params": {"face": 1.0}}))
    with pytest.raises(PilotError, match="write planner@"):
        parse_pilot(f"greedy@{other}")
    assert main(["tune", *BASE, "--params", "nosuch", "--iterations", "1",
                 "--out", str(tmp_path / "x.json")]) == 2
    assert "no parameter nosuch" in capsys.readouterr().err
