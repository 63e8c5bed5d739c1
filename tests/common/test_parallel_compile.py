"""decksim/core/parallel_compile.py: with an empty cache a helper process compiles
part of the engine; per-kernel lock files keep the two processes from
compiling the same kernel, and the games are the same as ever."""
import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

import decksim
import decksim.core.sve.game  # noqa: F401  (every kernel defined)
from decksim.core import cache_dir
from decksim.core import parallel_compile as pc
from conftest import ROOT, copy_engine_cache, deck_file
from test_linking import GAMES

# a chain from the top of the call graph to an accessor
GONE = ("game.play_chunk", "mainphase.main_phase", "pilots.greedy_pick", "pilots.score_actions",
        "timing.confirmation_timing", "effects.resolve_ability", "effects.apply_effect",
        "cardinfo.attack_of")


def test_a_lock_is_taken_once_and_broken_when_its_process_is_gone(tmp_path):
    lock = str(tmp_path / "k.lock")
    assert pc._take(lock)
    assert not pc._take(lock)                      # this process holds it
    pc._release(lock)
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True)
    with open(lock, "w") as f:                     # left behind by a process that died
        f.write(f"{socket.gethostname()} {int(done.stdout)}")
    assert pc._take(lock)
    assert open(lock).read() == f"{socket.gethostname()} {os.getpid()}"


def test_a_lock_from_another_host_is_stale_only_when_old(tmp_path):
    lock = str(tmp_path / "k.lock")
    with open(lock, "w") as f:
        f.write("some-other-node 1")
    assert not pc._take(lock)
    old = time.time() - pc.FOREIGN_STALE_S - 60
    os.utime(lock, (old, old))
    assert pc._take(lock)


def test_every_kernel_knows_the_kernels_it_calls():
    names = {k.name: k for k in pc.registry}
    deps = {d.name for d in names["decksim.core.sve.game.play_chunk"].deps()}
    assert {"decksim.core.sve.game.play_game", "decksim.core.rng.seed_state",
            "decksim.core.sve.turns.write_record", "decksim.core.sve.stats.count_game"} <= deps
    assert all(d.index < k.index for k in pc.registry for d in k.deps())


def test_compile_order_puts_the_longest_chain_of_callers_first():
    """by_chain_above: every kernel once, each callee before its callers (its chain
    is longer by its own cost), and the effect interpreter, at the bottom of the
    engine's longest chain, before every pilot kernel."""
    order = pc.by_chain_above(list(pc.registry))
    at = {k.name: i for i, k in enumerate(order)}
    assert sorted(at.values()) == list(range(len(pc.registry))) == sorted(at.values())
    assert all(at[d.name] < at[k.name] for k in pc.registry for d in k.deps())
    pilots = [n for n in at if ".policies.pilots." in n]
    assert pilots and all(at["decksim.core.sve.effects.apply_effect"] < at[n] for n in pilots)


@pytest.mark.skipif(not pc.ENABLED or not hasattr(os, "sched_setaffinity"),
                    reason="parallel compile off, or no CPU affinity to keep the helper off")
@pytest.mark.slow
def test_a_kernel_called_before_the_engine_is_defined_compiles_on_demand(tmp_path):
    """Kernels are defined without compiling (the game's load_engine compiles them
    all); one called from Python before that compiles then, with its callees, and
    returns its result."""
    code = ("import os, numpy as np\n"
            "os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core: no helper\n"
            "from decksim.core.sve import state as ST\n"
            "from decksim.core.sve.scratch import take\n"
            "S = np.zeros(ST.STATE_SIZE, np.int32)\n"
            "print(take(S, 7) - ST.SCRATCH, take(S, 3) - ST.SCRATCH)\n")
    env = {**os.environ, "DECKSIM_NUMBA_CACHE": str(tmp_path)}
    env.pop("NUMBA_CACHE_DIR", None)
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split() == ["2", "10"]


@pytest.mark.slow
@pytest.mark.skipif(not pc.ENABLED, reason="parallel compile off (no JIT or numba linking)")
def test_two_processes_complete_a_partial_cache_and_play_the_same_games(tmp_path):
    """The cache misses a chain of kernels and is not marked complete: the new
    process starts the helper, the two compile the missing kernels between them
    (each once), and the games equal those of the fully compiled engine."""
    a, b = deck_file("forest_fairies"), deck_file("sword_officers")
    pool = decksim.pool()
    here = decksim.simulate(decksim.load_deck_file(a, pool), decksim.load_deck_file(b, pool),
                            games=24, seed=5, pilot_a="greedy", pilot_b="planner", workers=1)
    cache = copy_engine_cache(tmp_path / "cache")
    marks = cache / Path(cache_dir("sve")).name / "decksim-compile"
    gone = [f for f in cache.rglob("*") if f.name.startswith(tuple(g + "-" for g in GONE))]
    assert len(gone) >= 2 * len(GONE)            # index and data file of each
    for f in gone:
        f.unlink()
    for g in GONE:
        for f in marks.glob(f"*.{g}.done"):
            f.unlink()
    for f in ("complete", "helper.lock"):
        (marks / f).unlink(missing_ok=True)
    logs = tmp_path / "log"
    logs.mkdir()
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache), PYTHONPATH=str(ROOT),
               DECKSIM_COMPILE_LOG=str(logs))
    run = subprocess.run([sys.executable, "-c", GAMES, a, b], env=env, capture_output=True,
                         text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == json.loads(json.dumps(here.rows()))
    deadline = time.time() + 300                 # the helper finishes on its own
    while not (marks / "complete").exists() and time.time() < deadline:
        time.sleep(0.5)
    assert (marks / "complete").exists()
    assert not list(marks.glob("*.lock"))
    for g in GONE:
        assert len([f for f in cache.rglob(g + "-*.nbi")]) == 1
    # DECKSIM_COMPILE_LOG: a line per kernel each process compiled or loaded; the
    # missing ones compiled once, by one process or the other
    lines = [ln.split() for f in logs.glob("*.log") for ln in f.read_text().splitlines()]
    compiled = [name for *_, how, name in lines if how == "compiled"]
    assert sorted(compiled) == sorted(n for n in compiled if n.endswith(GONE))
    assert len(compiled) == len(GONE) and all(any(n.endswith("." + g) for n in compiled)
                                              for g in GONE)
    assert all(float(a) <= float(b) <= float(c) for a, b, c, _, _ in lines)
