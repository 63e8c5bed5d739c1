"""The same seed gives the same games whatever the backend, worker count and batch
size; a Dask worker killed mid-run costs nothing."""
import os
import signal
import threading
import time

import pytest

from decksim.sim import jobs
from decksim.sim.backends import (BackendError, ProcessBackend, ThreadBackend, cores,
                                  default_batch, make_backend, prestart)
from decksim.sim.storage import scan_cards, scan_games, scan_turns

ARGS = dict(games=60, seed=17, pilot_a="greedy", pilot_b="aggro")


@pytest.fixture(scope="module")
def pair(decks):
    return decks["forest_fairies"], decks["sword_officers"]


@pytest.fixture(scope="module")
def reference_dir(pair, pool, tmp_path_factory):
    """Threads, 2 workers, one batch: every other run must match it."""
    a, b = pair
    out = tmp_path_factory.mktemp("ref") / "run"
    jobs.simulate(a, b, pool, **ARGS, batch=64, backend="threads", workers=2, progress="off",
                  out=out)
    return out


@pytest.fixture(scope="module")
def reference(reference_dir):
    return scan_games(reference_dir).collect()


def same_counters(d, ref):
    for scan in (scan_cards, scan_turns):
        got, want = scan(d).collect(), scan(ref).collect()
        assert got.equals(want) and want["games"].sum() > 0


def test_one_vs_two_threads_and_batch_sizes(pair, pool, reference):
    a, b = pair
    for workers, batch in ((1, 64), (2, 7), (1, 13)):
        o = jobs.simulate(a, b, pool, **ARGS, batch=batch, backend="threads", workers=workers,
                          progress="off")
        assert o.frame.equals(reference), (workers, batch)
    assert reference.height == 60 and reference["game"].to_list() == list(range(60))


def test_processes_match_threads(pair, pool, reference, reference_dir, tmp_path):
    a, b = pair
    be = prestart("processes", 2, None, 60)     # the workers load the engine meanwhile
    assert isinstance(be, ProcessBackend) and be.pool is not None
    o = jobs.simulate(a, b, pool, **ARGS, batch=16, backend=be, progress="off",
                      out=tmp_path / "p")
    assert be.pool is None                      # the run stopped it
    be.__exit__(RuntimeError, None, None)       # and stopping again is harmless
    assert scan_games(tmp_path / "p").collect().equals(reference)
    same_counters(tmp_path / "p", reference_dir)
    assert o.played == 60


def test_the_caller_of_worker_processes_never_loads_the_engine(tmp_path):
    """decksim simulate on processes: the workers play, the calling process reads
    the decks, stores the shards and the summary without the engine's kernels."""
    from conftest import deck_file, loads_in_fresh_process
    run = ["simulate", deck_file("forest_fairies"), deck_file("sword_officers"), "--games", "40",
           "--batch", "10", "--backend", "processes", "--workers", "2",
           "--out", str(tmp_path / "p"), "--quiet", "--no-report"]
    assert not loads_in_fresh_process([run], "decksim.core.sve.game")
    threads = run[:run.index("--backend")] + ["--backend", "threads", "--out", str(tmp_path / "t"),
                                              "--quiet", "--no-report"]
    assert loads_in_fresh_process([threads], "decksim.core.sve.game")    # (the check works)
    assert scan_games(tmp_path / "p").collect().height == 40


def test_prestart_only_for_processes():
    assert prestart("threads", None, None, 10_000_000) is None
    assert prestart("auto", None, None, 1000) is None
    assert prestart("processes", 10_000, None, 1000) is None   # make_backend reports it
    assert prestart("dask", 1, None, 1000) is None


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as c:
        yield c


def test_dask_local_cluster_matches_threads(pair, pool, reference, reference_dir, cluster,
                                            tmp_path):
    a, b = pair
    o = jobs.simulate(a, b, pool, **ARGS, batch=9, backend="dask", scheduler=cluster.scheduler_address,
                      progress="off", out=tmp_path / "d")
    assert "2 workers" in o.backend
    assert scan_games(tmp_path / "d").collect().equals(reference)
    same_counters(tmp_path / "d", reference_dir)


def test_dask_tournament_sends_each_payload_once_and_drops_it(decks, pool, cluster, tmp_path,
                                                              monkeypatch):
    """A run's payload goes to the cluster once (backends._SharedPayloads), its
    tasks refer to it, and nothing stays on the cluster afterwards; the games are
    those of threads."""
    from distributed import Client

    from decksim.sim import backends
    three = [decks[n] for n in ("forest_fairies", "rune_spells", "sword_officers")]
    args = dict(games_per_pair=12, seed=4, batch=5, progress="off")
    jobs.tournament(three, pool, **args, backend="threads", out=tmp_path / "t")
    scattered = []
    submit = Client.submit
    monkeypatch.setattr(Client, "submit", lambda self, fn, *a, **kw: (
        fn is backends._payload_task and scattered.append(1)) or submit(self, fn, *a, **kw))
    jobs.tournament(three, pool, **args, backend="dask", scheduler=cluster.scheduler_address,
                    out=tmp_path / "d")
    for pair in ("00-01", "00-02", "01-02"):
        assert scan_games(tmp_path / "d" / "pairs" / pair).collect().equals(
            scan_games(tmp_path / "t" / "pairs" / pair).collect())
    assert len(scattered) == 3            # one per pair, for its 3 batches
    with Client(cluster.scheduler_address) as c:
        deadline = time.time() + 10
        while c.has_what() and any(c.has_what().values()) and time.time() < deadline:
            time.sleep(0.1)
        assert not any(c.has_what().values())


def test_local_cluster_workers_skip_dashboard_work():
    """decksim's own LocalCluster runs its workers without the profiler and with slow
    monitors (QUIET_LOCAL_CLUSTER), gives the process its Dask settings back, and
    does not warn when another cluster holds port 8787."""
    pytest.importorskip("distributed")
    import dask
    from decksim.sim.backends import QUIET_LOCAL_CLUSTER, DaskBackend
    import socket
    import warnings
    before = {k: dask.config.get(k) for k in QUIET_LOCAL_CLUSTER}
    taken = socket.socket()             # Dask's default HTTP port in use: no warning
    try:
        taken.bind(("", 8787))
        taken.listen()
    except OSError:
        pass                            # in use already
    with warnings.catch_warnings(record=True) as caught, taken:
        warnings.simplefilter("always")
        with DaskBackend(1) as be:
            got = be.client.run(lambda: {k: dask.config.get(k) for k in QUIET_LOCAL_CLUSTER})
    assert not [w for w in caught if "8787" in str(w.message)]
    assert list(got.values()) == [QUIET_LOCAL_CLUSTER]
    assert {k: dask.config.get(k) for k in QUIET_LOCAL_CLUSTER} == before


def test_dask_worker_killed_mid_run_gives_the_same_result(pair, pool, cluster, tmp_path):
    from distributed import Client
    a, b = pair
    args = dict(games=240, seed=5, pilot_a="planner", pilot_b="greedy", batch=10)
    want = jobs.simulate(a, b, pool, **args, backend="threads", progress="off").frame
    out = tmp_path / "k"
    killed = {}

    def killer():
        with Client(cluster.scheduler_address) as c:
            pids = c.run(os.getpid)
            deadline = time.time() + 120
            while time.time() < deadline:
                n = len(list((out / "games").glob("part-*.parquet"))) if out.exists() else 0
                if n >= 2:
                    pid = next(iter(pids.values()))
                    killed["at"] = n
                    os.kill(pid, signal.SIGKILL)
                    return
                time.sleep(0.05)

    t = threading.Thread(target=killer)
    t.start()
    o = jobs.simulate(a, b, pool, **args, backend="dask", scheduler=cluster.scheduler_address,
                      progress="off", out=out)
    t.join()
    assert killed and killed["at"] < 24, "the worker was not killed during the run"
    assert o.games_done == 240
    assert scan_games(out).collect().equals(want)


def test_unreachable_scheduler_is_a_clear_error():
    be = make_backend("dask", 1, "tcp://127.0.0.1:9", timeout=1)
    with pytest.raises(BackendError, match="cannot reach the Dask scheduler at tcp://127.0.0.1:9"):
        be.__enter__()


def test_backend_option_errors():
    with pytest.raises(BackendError, match="more than the"):
        make_backend("threads", 10_000)
    with pytest.raises(BackendError, match="needs --backend dask"):
        make_backend("threads", 1, "tcp://x:1")
    assert isinstance(make_backend("threads", None), ThreadBackend)
    # auto: threads for short runs, processes for long ones (benchmarks/results/backends.md)
    assert isinstance(make_backend("auto", None, games=1000), ThreadBackend)
    many = make_backend("auto", None, games=10_000_000)
    assert isinstance(many, ProcessBackend if cores() > 1 else ThreadBackend)
    assert make_backend("auto", 1, "tcp://x:1").name == "dask"


def test_default_batch_is_larger_where_tasks_cross_processes():
    assert default_batch("threads", 10_000_000) == 2048
    assert default_batch("processes", 1000) == 8192
    assert default_batch("dask", 1000) == 8192
    assert default_batch("auto", 1000) == 2048
    assert default_batch("auto", 10_000_000) == (8192 if cores() > 1 else 2048)
    assert default_batch("auto", 1000, "tcp://x:1") == 8192


def test_dask_workers_keep_their_freed_memory(monkeypatch):
    """The decksim-engine worker plugin undoes the nanny's MALLOC_TRIM_THRESHOLD_
    (keep_freed_memory) before it loads the engine."""
    from decksim.sim import backends
    calls = []
    monkeypatch.setattr(backends, "keep_freed_memory", lambda: calls.append(1))
    backends._warm_plugin().setup(worker=None)
    assert calls == [1]
    monkeypatch.undo()
    backends.keep_freed_memory()      # mallopt through ctypes: no error, twice
    backends.keep_freed_memory()
