"""The pilot audit (`decksim audit DIR`, decksim/core/sve/audit.py): the run's own
games replayed with checks between turns, tabulated per deck and seat."""
import csv
import json

import numpy as np
import pytest

import decksim
from conftest import deck_file
from decksim.cli import main
from decksim.games import get
from decksim.games.base import pilot_pair
from decksim.sim.audit import audit_run
from decksim.sim.runner import run_games
from decksim.sim.seeding import plan


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("audit") / "run"
    a, b = deck_file("forest_fairies"), deck_file("sword_officers")
    assert main(["simulate", a, b, "--games", "60", "--seed", "3", "--pilot-a", "greedy-v1",
                 "--pilot-b", "greedy", "--out", str(out), "--no-report", "--quiet"]) == 0
    return out


def test_the_audit_replays_the_run_s_own_games(pool):
    game = get("sve")
    a = decksim.load_deck(deck_file("forest_fairies"))
    b = decksim.load_deck(deck_file("sword_officers"))
    m = game.matchup(a, b, pool)
    PR = pilot_pair(game, "greedy", "planner")
    seeds, firsts = plan(4, 0, 24, True)
    rec, AU = game.audit(m, PR, seeds, firsts, 5000)
    run = run_games(m, 24, 4, PR)
    assert list(rec[:, 0]) == [{"a": 0, "b": 1, "draw": 2}[w] for w in run["winner"]]
    assert list(rec[:, 2]) == list(run["turns"])
    assert AU.shape == (24, 2, len(game.audit_counters))
    lethal, missed = AU[:, :, 0], AU[:, :, 1]
    assert (missed <= lethal).all() and lethal.sum() > 0


def test_audit_counts_more_missed_lethals_for_the_pilot_without_the_search(run_dir):
    rows = {(r["deck"], r["seat"]): r for r in audit_run(run_dir, 60)}
    v1, new = rows[("forest_fairies", "all")], rows[("sword_officers", "all")]
    assert v1["games"] == new["games"] == 60
    assert v1["missed_lethal_turns"] > new["missed_lethal_turns"]
    for r in rows.values():   # only the second player has EP (6.2.1.10)
        if r["seat"] == "on the play":
            assert r["ep_left_per_game"] == 0
            assert r["evolve_skipped_per_game"] == 0


def test_audit_command_prints_the_table_and_writes_audit_csv(run_dir, capsys):
    assert main(["audit", str(run_dir), "--games", "20"]) == 0
    out = capsys.readouterr().out
    assert "missed lethal" in out and "forest_fairies  on the play" in out
    with open(run_dir / "audit.csv") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 6 and rows[0]["games"] == "20"


def test_audit_refuses_a_run_whose_deck_file_changed(run_dir, tmp_path, capsys):
    m = json.loads((run_dir / "manifest.json").read_text())
    copy = tmp_path / "run"
    copy.mkdir()
    changed = tmp_path / "deck.txt"
    changed.write_text(open(m["decks"]["a"]["path"]).read().replace("3 Fighter", "2 Fighter"))
    m["decks"]["a"]["path"] = str(changed)
    (copy / "manifest.json").write_text(json.dumps(m))
    assert main(["audit", str(copy)]) == 2
    assert "changed since the run" in capsys.readouterr().err


def test_audit_of_a_directory_that_is_no_run_is_a_message(tmp_path, capsys):
    assert main(["audit", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "not a decksim result directory" in err and "Traceback" not in err


def test_audit_counter_names_match_the_engine():
    from decksim.core.sve.audit import N_AU
    assert N_AU == len(get("sve").audit_counters) == np.int64(9)


def test_the_report_shows_the_audit_once_it_was_made(run_dir):
    from decksim.analysis.report import build_report
    from decksim.analysis.audit_section import write_audit
    write_audit(audit_run(run_dir, 10), run_dir)
    html = build_report(run_dir).html.read_text()
    assert "How well the pilots played" in html and "games with a missed lethal" in html


def test_the_report_says_how_to_audit_a_run_not_audited(tmp_path):
    from decksim.analysis.report import build_report
    out = tmp_path / "run"
    assert main(["simulate", deck_file("forest_fairies"), deck_file("sword_officers"),
                 "--games", "4", "--seed", "1", "--out", str(out), "--no-report",
                 "--quiet"]) == 0
    assert f"decksim audit {out}" in build_report(out).html.read_text()
