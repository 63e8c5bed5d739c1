"""Where batches of games are played: threads in this process, worker
processes, or a Dask cluster. Every backend takes the same tasks and gives back
the same records (a task's games depend only on its payload and game range).

A task is (key, payload, start, end) with payload = (matchup, PR, seed, mirror,
stats); `Backend.run(tasks)` yields (key, start, end, records, counters) as
tasks finish, keeping a bounded number in flight (memory stays flat).
"""
from __future__ import annotations

import ctypes
import os
import pickle
import sys
import threading
from collections import deque

from decksim.sim.scheduler_probe import NotAScheduler, probe, split_address


LOCAL_BACKENDS = ("threads", "processes")
BACKENDS = ("auto",) + LOCAL_BACKENDS + ("dask",)
DEFAULT_BACKEND = "auto"
# "auto", from benchmarks/backends.py (benchmarks/results/backends-local.md):
# threads are ~15% faster on an idle machine and start at once; processes lose
# far less when other programs compete for the cores (25-50% more games/s then:
# no batch waits for its slowest thread) but take seconds to start. So threads
# for short runs, processes for long ones (which rarely have the machine to
# themselves throughout).
AUTO_PROCESSES_FROM = 100_000


def cores() -> int:
    """Cores this process may use (core/threads.py; imported when asked: decksim.core
    loads numba, which commands that play no games do without)."""
    from decksim.core.threads import cores as usable
    return usable()


class BackendError(Exception):
    """A backend could not start or run (the message says why)."""


def load_engine(module: str | None) -> None:
    """Compile the engine of the game defined in `module`, or load it from numba's
    cache (nothing without a game: the first batch loads it)."""
    if module:
        import importlib
        importlib.import_module(module).GAME.load_engine()


def _play(payload, start, end):
    from decksim.sim.runner import play_range
    matchup, PR, seed, mirror, stats = payload
    return play_range(matchup, PR, seed, mirror, start, end, stats)


# ----------------------------------------------------------------- threads
class ThreadBackend:
    """One process; each batch's chunks are played on `workers` threads (core/threads.py)."""
    name = "threads"

    def __init__(self, workers: int, game: str | None = None):
        self.workers, self.game = workers, game

    def __enter__(self):
        import numba

        load_engine(self.game)        # the engine loads here, before the first batch
        self._prev = numba.get_num_threads()
        numba.set_num_threads(min(self.workers, numba.config.NUMBA_NUM_THREADS))
        return self

    def __exit__(self, *exc):
        import numba
        numba.set_num_threads(self._prev)

    def describe(self) -> str:
        return f"{self.workers} thread{'s' * (self.workers != 1)}"

    def run(self, tasks):
        for key, payload, start, end in tasks:
            rec, counters = _play(payload, start, end)
            yield key, start, end, rec, counters


# ----------------------------------------------------------------- processes
def _proc_init(game: str | None = None):
    import numba
    numba.set_num_threads(1)
    load_engine(game)                # loads or compiles the engine once


def _proc_ready():
    return os.getpid()


def _proc_play(payload, start, end):
    return _play(payload, start, end)


class ProcessBackend:
    """`workers` spawned processes with one thread each. A worker that dies
    (killed, out of memory) breaks the pool: it is restarted and the unfinished
    tasks are submitted again, up to `retries` times."""
    name = "processes"

    def __init__(self, workers: int, retries: int = 3, game: str | None = None):
        self.workers, self.retries, self.game = workers, retries, game
        self.pool = None
        self._warming = []

    def _new_pool(self):
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        return ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                   initializer=_proc_init, initargs=(self.game,))

    def start(self):
        """Spawn the workers and let them load the engine, without waiting: the
        caller can load its own copy meanwhile (prestart)."""
        if self.pool is None:
            self.pool = self._new_pool()
            self._spawn()
        return self

    def _spawn(self):
        """Start every worker (a task each). They ignore Ctrl-C, which reaches the
        whole process group: this process stops the run and says so, without a
        traceback from each worker (a disposition set to ignore survives exec,
        and Python then leaves it)."""
        import signal
        main = threading.current_thread() is threading.main_thread()
        old = signal.signal(signal.SIGINT, signal.SIG_IGN) if main else None
        try:
            self._warming = [self.pool.submit(_proc_ready) for _ in range(self.workers)]
        finally:
            if main:
                signal.signal(signal.SIGINT, old)

    def __enter__(self):
        self.start()
        self._warm()
        return self

    def _warm(self):
        """Every worker started and loaded the engine before the clock starts."""
        if not self._warming:
            self._spawn()
        for f in self._warming:
            f.result()
        self._warming = []

    def __exit__(self, *exc):
        self._warming = []
        if self.pool is None:
            return
        pool, self.pool = self.pool, None
        if exc[0] is not None:
            stop_workers(pool)
        pool.shutdown(wait=True, cancel_futures=True)

    def describe(self) -> str:
        return f"{self.workers} process{'es' * (self.workers != 1)} x 1 thread"

    def run(self, tasks):
        from concurrent.futures import FIRST_COMPLETED, wait
        from concurrent.futures.process import BrokenProcessPool
        tasks = iter(tasks)
        window = 2 * self.workers
        retry: deque = deque()
        inflight = {}
        failures = 0

        def submit_more():
            while len(inflight) < window:
                t = retry.popleft() if retry else next(tasks, None)
                if t is None:
                    return
                key, payload, start, end = t
                inflight[self.pool.submit(_proc_play, payload, start, end)] = t

        submit_more()
        while inflight:
            done, _ = wait(list(inflight), return_when=FIRST_COMPLETED)
            broken = False
            for f in done:
                t = inflight.pop(f)
                try:
                    rec, counters = f.result()
                except BrokenProcessPool:
                    retry.append(t)
                    broken = True
                    continue
                yield t[0], t[2], t[3], rec, counters
            if broken:
                failures += 1
                if failures > self.retries:
                    raise BackendError(f"worker processes died {failures} times; giving up "
                                       "(out of memory? see the messages above)")
                print(f"decksim: a worker process died; restarting the pool and "
                      f"retrying {len(inflight) + len(retry)} batches", file=sys.stderr)
                retry.extend(inflight.values())
                inflight.clear()
                self.pool.shutdown(wait=False, cancel_futures=True)
                self.pool = self._new_pool()
                self._warm()
            submit_more()


def stop_workers(pool) -> None:
    """End the worker processes of a pool whose run stopped (Ctrl-C, an error): each
    is terminated and waited for, instead of finishing the batch it plays for no
    one; left to finish, a worker outlived a parent that exited meanwhile and
    stayed blocked on its pipe. (The pool's processes: a private attribute of
    concurrent.futures, read with care.)"""
    procs = list((getattr(pool, "_processes", None) or {}).values())
    for p in procs:
        try:
            p.terminate()
        except (OSError, ValueError, AttributeError):
            pass
    for p in procs:
        try:
            p.join(5)
            if p.is_alive():
                p.kill()
                p.join(5)
        except (OSError, ValueError, AssertionError, AttributeError):
            pass


# ----------------------------------------------------------------- dask
_WORKER_LOCK = threading.Lock()


def _dask_play(payload, start, end):
    """A Dask task: one batch at a time per worker process, its chunks on as many
    threads as the worker has (a worker of 1 thread per core, or 1 worker of N
    threads on N cores, both use every core and never more)."""
    import numba
    try:
        from distributed import get_worker
        n = get_worker().state.nthreads
    except Exception:                 # run outside a worker (tests, debugging)
        n = 1
    with _WORKER_LOCK:
        numba.set_num_threads(max(1, min(n, numba.config.NUMBA_NUM_THREADS)))
        return _play(payload, start, end)


def keep_freed_memory() -> None:
    """Dask's nanny starts its workers with MALLOC_TRIM_THRESHOLD_=65536: glibc then
    hands freed memory back to the system at once (and no longer raises its mmap
    threshold), so each later allocation of that size page-faults it in again. The
    engine played 1.5-2x slower in such a process (measured with that variable).
    A worker process keeps up to 64 MB of freed memory instead, and serves blocks
    up to 4 MB from its heap. (Linux with glibc; elsewhere nothing changes.)"""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(-1, 64 << 20)     # M_TRIM_THRESHOLD
        libc.mallopt(-3, 4 << 20)      # M_MMAP_THRESHOLD
    except (OSError, AttributeError):
        pass


def _warm_plugin(game: str | None = None):
    from distributed.diagnostics.plugin import WorkerPlugin

    class EngineWarmup(WorkerPlugin):
        """Load (or compile) the game's engine once per worker process, before any
        task, and keep the worker's freed memory (keep_freed_memory)."""
        name = "decksim-engine"

        def setup(self, worker):
            keep_freed_memory()
            load_engine(game)

    return EngineWarmup()


# A LocalCluster has no dashboard, so what only feeds one is switched off or slowed:
# each worker's event loop spent 10% of a core on it beside a playing thread (the
# profiler sampling every 10 ms, 20 ms ticks, memory and system monitors), a third
# of Dask's overhead against plain processes on 2 cores (benchmarks/README.md).
QUIET_LOCAL_CLUSTER = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "2s",
    "distributed.worker.memory.monitor-interval": "1s",
}


def _payload_task(blob: bytes):
    """A Dask task: a run's payload from its pickle (_SharedPayloads)."""
    return pickle.loads(blob)


class _SharedPayloads:
    """Each run's payload (its matchup tables, ~200 kB) sent to the cluster once, as
    one task that unpickles it, and referred to by the run's tasks. Passed in each
    task's arguments instead, the scheduler and the worker unpickled it for every
    batch: a quarter of a 2-core machine's CPU at batch 2048 (benchmarks/README.md).
    A task, not `client.scatter`: the scheduler keeps the task and computes it again
    when the worker holding its result is lost, where scattered data that lived only
    on a killed worker cannot be recovered and the run failed. A payload is dropped
    from the cluster when no task of it is in flight (a tournament's runs come one
    after another)."""

    def __init__(self, client):
        self.client = client
        self.held = {}              # id(payload) -> [payload, future, tasks in flight]

    def take(self, payload):
        h = self.held.get(id(payload))
        if h is None:
            blob = pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
            h = self.held[id(payload)] = [
                payload, self.client.submit(_payload_task, blob, pure=False), 0]
        h[2] += 1
        return h[1]

    def give_back(self, payload):
        h = self.held[id(payload)]
        h[2] -= 1
        if h[2] == 0:
            del self.held[id(payload)]


class DaskBackend:
    """A Dask cluster: an existing scheduler (`scheduler="tcp://host:port"`) or a
    LocalCluster of `workers` single-threaded worker processes. Failed tasks are
    retried `retries` times; a lost worker's tasks are rescheduled by Dask."""
    name = "dask"

    def __init__(self, workers: int, scheduler: str | None = None, retries: int = 3,
                 timeout: float = 10.0, window: int | None = None, game: str | None = None):
        self.workers, self.scheduler, self.retries, self.timeout = (workers, scheduler,
                                                                    retries, timeout)
        self.window, self.game = window, game
        self.client = self.cluster = self._quiet = None

    def __enter__(self):
        import logging

        import dask
        from distributed import Client, LocalCluster
        if self.scheduler:       # before Dask reads what a server that is not one says
            try:
                probe(self.scheduler, self.timeout)
            except NotAScheduler as e:
                raise BackendError(str(e)) from None
        try:
            if self.scheduler:
                self.client = Client(self.scheduler, timeout=self.timeout)
            else:
                logging.getLogger("distributed").setLevel(logging.ERROR)
                self._quiet = dask.config.set(QUIET_LOCAL_CLUSTER)
                # no dashboard; the scheduler's small HTTP server (health, metrics) on
                # a free local port: its default 8787 warns when another cluster runs
                self.cluster = LocalCluster(n_workers=self.workers, threads_per_worker=1,
                                            processes=True, dashboard_address=None,
                                            scheduler_kwargs={"dashboard_address":
                                                              "127.0.0.1:0"},
                                            silence_logs=logging.ERROR)
                self.client = Client(self.cluster, timeout=self.timeout)
        except (OSError, TimeoutError) as e:
            self.__exit__(None, None, None)
            where = self.scheduler or "a local Dask cluster"
            raise BackendError(f"cannot reach the Dask scheduler at {where} within "
                               f"{self.timeout:g}s ({e.__class__.__name__}: {e}); is it "
                               "running and is the address right? (--scheduler "
                               "tcp://HOST:PORT)") from None
        try:
            self.client.register_plugin(_warm_plugin(self.game))
        except Exception as e:   # a worker that cannot import decksim
            self.__exit__(None, None, None)
            raise BackendError(f"Dask workers cannot load the decksim engine: {e}") from None
        return self

    def __exit__(self, *exc):
        if self.client is not None:
            self.client.close()
            self.client = None
        if self.cluster is not None:
            self.cluster.close()
            self.cluster = None
        if self._quiet is not None:
            self._quiet.__exit__(None, None, None)
            self._quiet = None

    def threads(self) -> int:
        try:
            return max(1, sum(self.client.nthreads().values()))
        except Exception:
            return 1

    def describe(self) -> str:
        n = self.client.nthreads() if self.client else {}
        where = self.scheduler or "a LocalCluster"
        return f"Dask at {where}: {len(n)} workers, {sum(n.values())} threads"

    def run(self, tasks):
        from distributed import as_completed
        tasks = iter(tasks)
        window = self.window or max(4, 3 * self.threads())
        shared = _SharedPayloads(self.client)

        def submit(t):
            key, payload, start, end = t
            f = self.client.submit(_dask_play, shared.take(payload), start, end,
                                   retries=self.retries, pure=False)
            meta[f.key] = t
            return f

        meta = {}
        first = []
        for t in tasks:
            first.append(submit(t))
            if len(first) >= window:
                break
        if not first:
            return
        ac = as_completed(first)
        for f in ac:
            t = meta.pop(f.key)
            try:
                rec, counters = f.result()
            except Exception as e:
                raise BackendError(f"Dask task for games {t[2]}-{t[3] - 1} failed after "
                                   f"{self.retries} retries: {e.__class__.__name__}: {e}") from e
            f.release()
            shared.give_back(t[1])
            yield t[0], t[2], t[3], rec, counters
            nxt = next(tasks, None)
            if nxt is not None:
                ac.add(submit(nxt))


def auto_backend(games: int, workers: int | None = None) -> str:
    """threads for short runs, processes for long ones (see AUTO_PROCESSES_FROM)."""
    if (workers or cores()) == 1 or games < AUTO_PROCESSES_FROM:
        return "threads"
    return "processes"


def default_batch(backend: str, games: int, scheduler: str | None = None) -> int:
    """Games per task and shard when none is given: 8192 where each task crosses a
    process boundary (processes, Dask), 2048 on threads. A task pickles its matchup
    to the worker and the main process writes and fsyncs three shards for it, about
    20 ms in all, which the playing workers share two cores with; at 8192 a
    1,000,000-game run on processes played about 8% faster (docs/simulation.md)."""
    if backend == "auto":
        backend = "dask" if scheduler else auto_backend(games)
    return 8192 if backend in ("processes", "dask") else 2048


def prestart(name: str, workers: int | None, scheduler: str | None, games: int,
             game: str | None = None):
    """The process backend a run with these options will use, its workers already
    loading the engine, or None (any other backend, or options make_backend
    rejects: the run reports those itself). A run that is handed it enters and
    exits it as usual; the caller exits it too (idempotent) in case the run never
    starts. The workers load the compiled engine while the caller reads the decks;
    the caller itself never loads it (decksim.sim.runner imports the engine where
    games are played)."""
    try:
        be = make_backend(name, workers, scheduler, games=games, game=game)
    except BackendError:
        return None
    return be.start() if isinstance(be, ProcessBackend) else None


def make_backend(name: str, workers: int | None, scheduler: str | None = None,
                 timeout: float = 10.0, games: int = 0, game: str | None = None):
    """The backend `name` with `workers` (default: every core); "auto" picks by the
    number of games to play (or dask when a scheduler is given). `game`: the
    module defining the game (Game.module) whose engine the workers load first."""
    if name == "auto":
        name = "dask" if scheduler else auto_backend(games, workers)
    if name not in BACKENDS:
        raise BackendError(f"unknown backend {name!r}; choose one of {', '.join(BACKENDS)}")
    n = cores()
    if workers is None:
        workers = n
    if workers < 1:
        raise BackendError(f"--workers must be at least 1 (got {workers})")
    if name in LOCAL_BACKENDS or not scheduler:
        if workers > n:
            raise BackendError(f"--workers {workers} is more than the {n} cores of this "
                               "machine (threads x processes must not exceed the cores)")
    if scheduler and name != "dask":
        raise BackendError("--scheduler needs --backend dask")
    if scheduler:
        try:
            split_address(scheduler)
        except NotAScheduler as e:
            raise BackendError(str(e)) from None
    if name == "threads":
        return ThreadBackend(workers, game)
    if name == "processes":
        return ProcessBackend(workers, game=game)
    return DaskBackend(workers, scheduler, timeout=timeout, game=game)