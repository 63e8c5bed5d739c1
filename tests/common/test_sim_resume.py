"""Run directories: a run stopped at any point and resumed equals an uninterrupted
one; resuming something else is refused with a clear message."""
import errno
import json
import os
import signal
import subprocess
import sys
import time

import polars as pl
import pytest

from decksim.cli import main
from decksim.sim import jobs
from decksim.sim import storage as S

from conftest import ROOT, deck_file

FOREST = deck_file("forest_fairies")
SWORD = deck_file("sword_officers")
DRAGON = deck_file("dragon_ramp")


def _run(out, *extra, games="50", seed="3"):
    return main(["simulate", FOREST, SWORD, "--games", games, "--seed", seed, "--batch", "8",
                 "--workers", "1", "--out", str(out), "--quiet", *extra])


@pytest.fixture(scope="module")
def whole(tmp_path_factory):
    out = tmp_path_factory.mktemp("whole") / "run"
    assert _run(out) == 0
    return out


def _files(d, kind="games"):
    return sorted(p.name for p in (d / kind).glob("part-*.parquet"))


def test_run_directory_layout(whole):
    m = S.read_manifest(whole)
    assert m["kind"] == "simulate" and m["format"] == 1 and m["mirror"] is True
    assert m["root_seed"] == 3 and m["games"] == 50 and m["batch"] == 8
    assert m["done"] == [[0, 50]] and m["shards"] == _files(whole)
    assert m["decks"]["a"]["name"] == "forest_fairies" and len(m["decks"]["a"]["main"]) >= 40
    assert m["pilots"] == {"a": "greedy", "b": "greedy"}
    assert m["pilot_params"]["a"]["pilot"] == "greedy"
    assert _files(whole)[0] == "part-000000000000-000000000008.parquet"
    games = S.scan_games(whole).collect()
    assert games["game"].to_list() == list(range(50))
    summary = pl.read_csv(whole / "summary.csv")
    assert summary.filter(pl.col("seat") == "all")["games"].to_list() == [50, 50]
    assert not list(whole.rglob(".*tmp*"))


def test_disk_full_keeps_done_games_and_resume_completes(whole, tmp_path, monkeypatch, capsys):
    out = tmp_path / "full"
    real = S.write_parquet
    calls = {"n": 0}

    def failing(df, path):       # the 4th games shard fails after its counters are written
        calls["n"] += path.parent.name == "games"
        if calls["n"] > 3:
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        real(df, path)

    monkeypatch.setattr(S, "write_parquet", failing)
    assert _run(out) == 2
    err = capsys.readouterr().err
    assert "no space left on the device" in err and "24 of 50 games are stored" in err
    assert "--resume" in err and "Traceback" not in err
    m = S.read_manifest(out)
    assert m["done"] == [[0, 24]] and len(m["shards"]) == 3
    assert len(S.shard_files(out, "cards")) == 3        # the orphan counters do not count
    monkeypatch.setattr(S, "write_parquet", real)
    assert _run(out, "--resume") == 0
    assert _files(out) == _files(whole)
    assert S.scan_games(out).collect().equals(S.scan_games(whole).collect())
    assert S.read_manifest(out)["done"] == [[0, 50]]
    for scan in (S.scan_cards, S.scan_turns):
        assert scan(out).collect().equals(scan(whole).collect())


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGTERM])
def test_killed_process_then_resume_equals_uninterrupted(decks, pool, tmp_path, sig):
    out = tmp_path / "killed"
    opts = ["--games", "600", "--seed", "8", "--batch", "30", "--pilot-a", "planner",
            "--pilot-b", "planner"]
    cmd = [sys.executable, "-m", "decksim", "simulate", FOREST, SWORD, *opts, "--workers", "1",
           "--out", str(out), "--quiet"]
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and len(_files(out) if (out / "games").exists() else []) < 2:
            time.sleep(0.02)
            assert p.poll() is None, "the run ended before it could be killed"
        p.send_signal(sig)
        err = p.communicate(timeout=60)[1]
    finally:
        if p.poll() is None:
            p.kill()
    before = _files(out)
    assert 2 <= len(before) < 20, before
    if sig == signal.SIGTERM:     # a batch system's time limit: a clean stop, manifest up to date
        assert p.returncode == 2 and "interrupted" in err and "--resume" in err
        assert S.read_manifest(out)["shards"] == before
    # options and decks come from the manifest
    assert main(["simulate", "--resume", "--out", str(out), "--quiet"]) == 0
    assert len(_files(out)) == 20 and set(before) <= set(_files(out))
    want = jobs.simulate(decks["forest_fairies"], decks["sword_officers"], pool, games=600,
                         seed=8, pilot_a="planner", pilot_b="planner", batch=300,
                         progress="off").frame
    assert S.scan_games(out).collect().equals(want)


def test_ctrl_c_on_worker_processes_stops_cleanly_then_resumes(decks, pool, tmp_path):
    """Ctrl-C reaches the whole process group: the command stops with its message,
    the workers print no traceback (they ignore SIGINT), the run resumes."""
    out = tmp_path / "ctrl-c"
    cmd = [sys.executable, "-m", "decksim", "simulate", FOREST, SWORD, "--games", "600",
           "--seed", "8", "--batch", "30", "--pilot-a", "planner", "--pilot-b", "planner",
           "--backend", "processes", "--workers", "2", "--out", str(out), "--quiet"]
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                         text=True, start_new_session=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and len(_files(out) if (out / "games").exists() else []) < 2:
            time.sleep(0.02)
            assert p.poll() is None, "the run ended before it could be interrupted"
        os.killpg(p.pid, signal.SIGINT)
        err = p.communicate(timeout=60)[1]
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    assert p.returncode == 2 and "interrupted" in err and "Traceback" not in err, err[-2000:]
    assert S.read_manifest(out)["shards"] == _files(out)
    assert main(["simulate", "--resume", "--out", str(out), "--quiet"]) == 0
    want = jobs.simulate(decks["forest_fairies"], decks["sword_officers"], pool, games=600,
                         seed=8, pilot_a="planner", pilot_b="planner", batch=300,
                         progress="off").frame
    assert S.scan_games(out).collect().equals(want)


def _live_processes(group: int) -> list[str]:
    """The processes of a process group that are not zombies (a zombie has ended; the
    container's init reaps it when it likes)."""
    live = []
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            stat = open(f"/proc/{d}/stat").read()
        except OSError:
            continue
        fields = stat.rsplit(")", 1)[1].split()
        if int(fields[2]) == group and fields[0] != "Z":
            live.append(f"{d} {stat[:80]}")
    return live


def test_three_quick_ctrl_c_on_worker_processes_leave_nothing_behind(tmp_path):
    """The first Ctrl-C stops the run; the next two, while it stops, are ignored: no
    "Exception ignored" traceback, exit status 2, no worker left blocked on its pipe."""
    out = tmp_path / "three"
    cmd = [sys.executable, "-m", "decksim", "simulate", FOREST, SWORD, "--games", "600",
           "--seed", "8", "--batch", "30", "--pilot-a", "planner", "--pilot-b", "planner",
           "--backend", "processes", "--workers", "2", "--out", str(out), "--quiet"]
    err_file = tmp_path / "stderr.txt"
    with open(err_file, "w") as err_out:       # a file: a worker left behind holds no pipe
        p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err_out,
                             start_new_session=True)
    try:
        deadline = time.time() + 120
        while time.time() < deadline and len(_files(out) if (out / "games").exists() else []) < 2:
            time.sleep(0.02)
            assert p.poll() is None, "the run ended before it could be interrupted"
        for _ in range(3):
            os.killpg(p.pid, signal.SIGINT)
            time.sleep(0.05)
        p.wait(timeout=60)
        deadline = time.time() + 20
        while _live_processes(p.pid) and time.time() < deadline:
            time.sleep(0.1)
        left = _live_processes(p.pid)
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    err = err_file.read_text()
    assert p.returncode == 2 and "interrupted" in err, err[-2000:]
    assert "Traceback" not in err and "Exception ignored" not in err, err[-2000:]
    assert not left, left
    assert S.read_manifest(out)["shards"] == _files(out)


def test_resume_reconciles_leftovers(whole, tmp_path):
    out = tmp_path / "left"
    assert _run(out, games="16") == 0
    (out / "games" / ".part-000000000016-000000000024.parquet.tmp-1").write_bytes(b"half")
    orphan = out / "cards" / S.shard_name(16, 24)
    orphan.write_bytes(b"x")          # counters written, games shard not: range not done
    m = json.loads((out / "manifest.json").read_text())
    m["done"], m["shards"] = [], []   # a manifest that lags behind the shards
    (out / "manifest.json").write_text(json.dumps(m))
    assert _run(out, "--resume", games="50") == 0
    assert not orphan.exists() or orphan.stat().st_size > 1
    assert not list(out.rglob(".part-*"))
    assert S.scan_games(out).collect().equals(S.scan_games(whole).collect())


def test_resume_refusals(whole, tmp_path, capsys):
    capsys.readouterr()
    assert _run(whole) == 2
    err = capsys.readouterr().err
    assert "already holds a run of forest_fairies vs sword_officers" in err and "--resume" in err
    cases = [
        (["--resume"], "seed: the run has 3, now 4", {"seed": "4"}),
        (["--resume", "--no-mirror"], "seating: the run has mirrored pairs, now --no-mirror", {}),
        (["--resume", "--pilot-b", "greedy:face=2"], "pilot b", {}),
        (["--resume"], "a run can be extended, not shortened", {"games": "10"}),
    ]
    for extra, msg, kw in cases:
        assert _run(whole, *extra, **kw) == 2
        err = capsys.readouterr().err
        assert msg in err and "cannot resume" in err and "Traceback" not in err, err
    assert main(["simulate", FOREST, DRAGON, "--games", "50", "--seed", "3", "--batch", "8",
                 "--out", str(whole), "--resume", "--quiet"]) == 2
    err = capsys.readouterr().err
    assert "deck b: the run has sword_officers" in err and "dragon_ramp" in err
    m = json.loads((whole / "manifest.json").read_text())
    assert m["done"] == [[0, 50]]          # refusals touch nothing


def test_resume_of_a_complete_run_plays_nothing(whole, capsys):
    capsys.readouterr()
    assert _run(whole, "--resume") == 0
    out = capsys.readouterr().out
    assert "0 games in" in out and "50 games stored" in out


def test_output_directory_errors(tmp_path, capsys):
    f = tmp_path / "file"
    f.write_text("")
    assert _run(f / "run") == 2
    assert "cannot write to output directory" in capsys.readouterr().err
    assert _run(f) == 2
    assert "is a file, not a directory" in capsys.readouterr().err
    old = tmp_path / "old"
    old.mkdir()
    (old / "games.parquet").write_bytes(b"")
    assert _run(old) == 2
    assert "without a manifest.json" in capsys.readouterr().err
    assert main(["simulate", "--resume", "--quiet"]) == 2
    assert "two decks" in capsys.readouterr().err


def test_api_simulate_with_workers_and_mirror(decks, tmp_path):
    import decksim
    a, b = decks["rune_spells"], decks["haven_wards"]
    df = decksim.simulate(a, b, games=12, seed=2, workers=1, mirror=False)
    assert df.height == 12 and df["game"].to_list() == list(range(12))
    df2 = decksim.simulate(a, b, games=12, seed=2, workers=2, out=tmp_path / "api")
    assert df2["first"].cast(pl.String).to_list() == ["a", "b"] * 6
    assert S.scan_games(tmp_path / "api").collect().equals(df2)


def test_a_stop_between_a_shards_files_and_its_listing_leaves_it_listed(decks, pool, tmp_path):
    """A stop (Ctrl-C, SIGTERM) may come after `add` wrote a shard's files and before it
    listed the shard: the manifest written on the way out lists it (adopt_written)."""
    out = tmp_path / "r"
    jobs.simulate(decks["forest_fairies"], decks["sword_officers"], pool, games=60, seed=3,
                  batch=30, out=out, progress="off")
    rd = S.RunDir(out, S.read_manifest(out))
    last = rd.shards.pop()
    rd.done = S.merge_ranges(S.parse_shard(n) for n in rd.shards)
    rd.adopt_written()
    rd.flush(final=True)
    assert S.read_manifest(out)["shards"] == _files(out) and last in _files(out)
    assert S.read_manifest(out)["games_done"] == 60
