"""The first compile on two cores: a helper process compiles from the other end.

With an empty cache the engine's ~190 kernels take over a minute to compile on
one core (numba's type inference, lowering and LLVM: about 0.4 s per kernel).
Since linking.py a kernel is compiled once and cached under a symbol name that
is the same in every process, so one process can load what another compiled.
Kernels never compile when they are defined. A game's load_engine imports its
engine module (which defines every kernel) and calls compile_all(module); with
an empty cache that process starts one helper (`python -m
decksim.core.parallel_compile`, told the module in DECKSIM_COMPILE_MODULE).
Both define every kernel without compiling it, then take turns on the list
by_chain_above gives:
each compiles the first kernel whose callees are done and that the other is not
compiling, so the longest chains of callers start first and the two end
together. A lock file per kernel makes sure only one of them compiles it; the
other loads it from the cache.

Files, in each part's cache directory (decksim.core.cache_dir: the shared
core's, a game's) under `decksim-compile/`: `<kernel>.lock` (host and pid of
the process compiling it; a lock whose process is gone is broken),
`<kernel>.done` (in the cache; the host and pid that put it there); in the
game's: `helper.lock` (a helper runs) and `complete` (every kernel the game
uses is cached: later processes skip all of this).

DECKSIM_PARALLEL_COMPILE=0 turns it off; so do NUMBA_DISABLE_JIT=1 and
DECKSIM_LINK_CALLEES=1 (numba's per-process symbol names). On one core no
helper is started. DECKSIM_COMPILE_LOG=DIR: each process appends one line per
kernel it compiles or loads while the cache is cold to DIR/<pid>.log (when it
began waiting for the kernel's lock, started and finished, in epoch seconds,
`compiled` or `loaded`, and the kernel's name; benchmarks/compile_timeline.py
reads them).
"""
import os
import socket
import subprocess
import sys
import time

import numba

from decksim.core import linking, no_wraparound
from decksim.core.numba_gate import PATCHES
from decksim.core.numba_setup import group_cache_dir
from decksim.core.threads import cores

HELPER = os.environ.get("DECKSIM_COMPILE_HELPER") == "1"
ENABLED = (linking.ENABLED and not numba.config.DISABLE_JIT
           and os.environ.get("DECKSIM_PARALLEL_COMPILE", "") != "0")
LOG_DIR = os.environ.get("DECKSIM_COMPILE_LOG", "")
POLL_S = 0.01          # how often a waiting process looks at a lock
ALIVE_CHECK_S = 1.0    # how often it checks that the lock's process still runs
FOREIGN_STALE_S = 600  # a lock from another host older than this is stale


class Kernel:
    """One engine kernel: its dispatcher, its one signature, its part of the engine
    ("core" or a game), its place in the order."""
    __slots__ = ("disp", "sig", "fn", "group", "index", "share", "name", "ready", "_deps")

    def __init__(self, disp, sig, fn, group, index, share):
        self.disp, self.sig, self.fn, self.index, self.share = disp, sig, fn, index, share
        self.group = group
        self.name = f"{fn.__module__}.{fn.__qualname__}"
        self.ready = False
        self._deps = None

    def deps(self):
        """The engine kernels this one calls: globals it names, and attributes of
        modules it names (`R.put_on_field`). More is harmless (only the order)."""
        if self._deps is None:
            names = set()
            stack = [self.fn.__code__]
            while stack:
                code = stack.pop()
                names.update(code.co_names)
                stack.extend(c for c in code.co_consts if hasattr(c, "co_names"))
            found = {}
            for n in names:
                obj = self.fn.__globals__.get(n)
                if obj is None:
                    continue
                k = _by_disp.get(id(obj))
                if k is not None:
                    found[k.index] = k
                elif type(obj).__name__ == "module":
                    for a in names:
                        k = _by_disp.get(id(getattr(obj, a, None)))
                        if k is not None:
                            found[k.index] = k
            found.pop(self.index, None)
            self._deps = [found[i] for i in sorted(found)]
        return self._deps


registry: list[Kernel] = []
_by_disp: dict[int, Kernel] = {}
_cold_games: dict[str, bool] = {}
_dirs: dict[str, str] = {}
_finished: set[str] = set()     # kernels known to be in the cache (their .done exists)


def register(disp, sig, fn, group: str, share: bool = True) -> Kernel:
    """share: callers may call it by declaration (linking.share; not inline kernels)."""
    k = Kernel(disp, sig, fn, group, len(registry), share)
    registry.append(k)
    _by_disp[id(disp)] = k
    return k


def _lock_dir(group: str) -> str:
    if group not in _dirs:
        d = os.path.join(group_cache_dir(group), "decksim-compile")
        try:
            os.makedirs(d, exist_ok=True)
        except OSError:
            d = ""
        _dirs[group] = d
    return _dirs[group]


def _path(group: str, name: str) -> str:
    return os.path.join(_lock_dir(group), name)


def _cold(game: str) -> bool:
    """True while the game's cache is not known to be complete (locks are then needed)."""
    if game not in _cold_games:
        _cold_games[game] = bool(ENABLED and _lock_dir(game)
                                 and not os.path.exists(_path(game, "complete")))
    return _cold_games[game]


def _me(pid: int | None = None) -> str:
    return f"{socket.gethostname()} {pid or os.getpid()}"


def _alive(pid_file: str) -> bool:
    """Does the process named in the lock file still run? On another host (a
    cache on a shared file system) that cannot be asked: there a lock is taken
    to be stale once it is FOREIGN_STALE_S old."""
    try:
        with open(pid_file) as f:
            host, _, pid = f.read().strip().rpartition(" ")
        age = time.time() - os.path.getmtime(pid_file)
    except FileNotFoundError:
        return False
    if not pid:
        return True                  # being written
    if host != socket.gethostname() or os.name == "nt":   # (os.kill would end it there)
        return age < FOREIGN_STALE_S
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except (PermissionError, ValueError):
        return True
    return True


def _take(pid_file: str, pid: int | None = None) -> bool:
    """Create the lock file naming this process (or pid); break it first if that
    process is gone."""
    for _ in range(2):
        try:
            fd = os.open(pid_file, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            if _alive(pid_file):
                return False
            try:
                os.unlink(pid_file)   # stale: its process died
            except FileNotFoundError:
                pass
            continue
        with os.fdopen(fd, "w") as f:
            f.write(_me(pid))
        return True
    return False


def _release(pid_file: str):
    try:
        os.unlink(pid_file)
    except FileNotFoundError:
        pass


def _wait(pid_file: str):
    checked = time.monotonic()
    while os.path.exists(pid_file):
        time.sleep(POLL_S)
        if time.monotonic() - checked > ALIVE_CHECK_S:
            checked = time.monotonic()
            if not _alive(pid_file):
                return


def _start_helper(module: str, game: str):
    if cores() < 2 or not _take(_path(game, "helper.lock")):
        return
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = os.pathsep.join(p for p in (root, os.environ.get("PYTHONPATH")) if p)
    env = dict(os.environ, DECKSIM_COMPILE_HELPER="1", DECKSIM_COMPILE_MODULE=module,
               PYTHONPATH=path)   # this decksim
    try:
        child = subprocess.Popen([sys.executable, "-m", "decksim.core.parallel_compile"],
                                 env=env, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        _release(_path(game, "helper.lock"))
        return
    with open(_path(game, "helper.lock"), "w") as f:
        f.write(_me(child.pid))


def ensure(k: Kernel, game: str | None = None):
    """Compile k's one signature (or load it from the cache), callees first; with
    locks while `game`'s cache (default: k's own part's) is not complete."""
    if k.ready:
        return
    for d in k.deps():
        ensure(d, game)
    if _cold(game or k.group):
        lock = _path(k.group, k.name + ".lock")
        asked = time.time()
        while not _take(lock):
            _wait(lock)
        began = time.time()
        try:
            with no_wraparound.engine_compile():
                k.disp.compile(k.sig)
        finally:
            _release(lock)
        if LOG_DIR:
            with open(os.path.join(LOG_DIR, f"{os.getpid()}.log"), "a") as f:
                how = "compiled" if sum(k.disp._cache_misses.values()) else "loaded"
                f.write(f"{asked:.3f} {began:.3f} {time.time():.3f} {how} {k.name}\n")
        with open(_path(k.group, k.name + ".done"), "w") as f:
            f.write(_me())
    else:
        with no_wraparound.engine_compile():
            k.disp.compile(k.sig)
    k.disp.disable_compile()      # what njit(signature) does after compiling
    if k.share:
        linking.share(k.disp)
    k.ready = True


def defer(k: Kernel):
    """Compile k when first typed or called, not when defined (compile_all compiles
    every kernel of a game at once). Outside numba's tested versions (numba_gate)
    the dispatcher is left as numba made it: a kernel called before compile_all
    compiles for the types it is called with."""
    if not PATCHES:
        return
    disp = k.disp
    typed, called = disp.get_call_template, disp._compile_for_args

    def get_call_template(args, kws):
        ensure(k)
        return typed(args, kws)

    def compile_for_args(*args, **kws):
        # numba's fallback when no compiled version matches a call from Python: it
        # returns the function to call. Called before compile_all, compile k now
        # (numba's own would refuse: compiling is disabled after ensure).
        if not k.ready:
            ensure(k)
            if disp.targetoptions.get("no_cpython_wrapper"):
                return disp          # numba calls it: py_entry builds the entry
            found = disp.overloads.get(tuple(disp.typeof_pyval(a) for a in args))
            if found is not None and not kws:
                return found.entry_point
        return called(*args, **kws)      # arguments of other types: numba's error

    disp.get_call_template = get_call_template
    disp._compile_for_args = compile_for_args


def _done(k: Kernel) -> bool:
    """In the cache: compiled here, or marked done by another process (once seen,
    not looked up again: the helper polls while it waits)."""
    if k.ready or k.name in _finished:
        return True
    if os.path.exists(_path(k.group, k.name + ".done")):
        _finished.add(k.name)
        return True
    return False


# Estimated compile cost of a kernel, in bytes of bytecode (about 1,900 a second on
# this project's 2-core machine, 2026-11-26): its bytecode, plus numba's fixed work
# per kernel, plus a second's worth when it creates arrays (numba's runtime and
# array constructors: a kernel that only returned six new arrays, 480 bytes,
# took 1.2 s).
PER_KERNEL_BYTES = 300
ALLOC_BYTES = 2000


def compile_cost(k: Kernel) -> int:
    n, stack = PER_KERNEL_BYTES, [k.fn.__code__]
    while stack:
        code = stack.pop()
        n += len(code.co_code)
        stack.extend(c for c in code.co_consts if hasattr(c, "co_names"))
    if k.disp.targetoptions.get("_nrt"):
        n += ALLOC_BYTES
    return n


def by_chain_above(kernels: list[Kernel]) -> list[Kernel]:
    """The kernels in the order to compile them: the longest chain of callers above
    first (the compile_cost of it and of its callers up to the batch kernel). A caller
    compiles only after its callees, so that chain is what is left to do once a
    kernel is done; two processes that each take the first kernel whose callees
    are done then end together instead of one of them compiling the last chain alone."""
    callers: dict[int, list[Kernel]] = {k.index: [] for k in kernels}
    for k in kernels:
        for d in k.deps():
            if d.index in callers:
                callers[d.index].append(k)
    above: dict[int, int] = {}
    for k in sorted(kernels, key=lambda k: -k.index):      # callers come later: done first
        above[k.index] = compile_cost(k) + max((above[c.index] for c in callers[k.index]),
                                                default=0)
    return sorted(kernels, key=lambda k: (-above[k.index], -k.index))


def game_of(module: str) -> str:
    """The game whose engine module this is: decksim.core.<game>.<module>."""
    return module.split(".")[2]


def compile_all(module: str):
    """Every kernel defined so far, compiled or loaded: a game's load_engine calls it
    once `module` (its engine module, decksim.core.<game>.game) has defined them
    all; nothing to do in the helper. With a cold cache this process and a helper
    both take, in by_chain_above order, the first kernel whose callees are done
    and that the other is not compiling; then this one loads what the helper
    compiled, and marks the game's cache complete."""
    if HELPER:
        return
    game = game_of(module)
    cold = _cold(game)
    if cold:
        _start_helper(module, game)
        _share_work(by_chain_above(list(registry)), game)
    for k in list(registry):
        ensure(k, game)
    if cold:
        _mark_complete(game)


def _mark_complete(game: str):
    try:
        with open(_path(game, "complete"), "w"):
            pass
    except OSError:
        pass
    _cold_games[game] = False


def _share_work(order: list[Kernel], game: str):
    remaining = order
    while remaining:
        remaining = [k for k in remaining if not _done(k)]
        pick = None
        for k in remaining:
            if (not os.path.exists(_path(k.group, k.name + ".lock"))
                    and all(_done(d) for d in k.deps())):
                pick = k
                break
        if pick is not None:
            ensure(pick, game)
        elif remaining:
            time.sleep(POLL_S)


def helper_main():
    """Compile kernels as compile_all does, until all are in the cache."""
    import importlib
    module = os.environ["DECKSIM_COMPILE_MODULE"]
    game = game_of(module)
    importlib.import_module(module)   # defines every kernel of the game, compiles none
    try:
        _share_work(by_chain_above(list(registry)), game)
        _mark_complete(game)
    finally:
        _release(_path(game, "helper.lock"))


if __name__ == "__main__" and HELPER:
    from decksim.core import parallel_compile   # the module jit.py registers kernels in
    parallel_compile.helper_main()
