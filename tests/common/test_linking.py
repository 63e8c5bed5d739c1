"""decksim/core/linking.py: callers call big engine kernels by declaration, so a
kernel's symbol name must be the same in every process and a cache holding only
some of the kernels must still give the same games."""
import json
import os
import subprocess
import sys

import numba
import pytest
from numba.core import types

import decksim
from decksim.core import linking
from conftest import ROOT, copy_engine_cache, deck_file

GAMES = """
import json, sys
import decksim
pool = decksim.pool()
a = decksim.load_deck_file(sys.argv[1], pool)
b = decksim.load_deck_file(sys.argv[2], pool)
df = decksim.simulate(a, b, games=24, seed=5, pilot_a="greedy", pilot_b="planner", workers=1)
print(json.dumps(df.rows()))
"""


def test_engine_kernel_names_do_not_carry_the_process_counter():
    sig = (types.int32[::1], types.int64)
    engine = [linking._mangler(None, "decksim.core.sve.cardinfo.attack_of", sig, uid=u)
              for u in (3, 11)]
    other = [linking._mangler(None, "tests.helper.f", sig, uid=u) for u in (3, 11)]
    assert engine[0] == engine[1]
    assert other[0] != other[1]


@pytest.mark.slow
@pytest.mark.skipif(not linking.ENABLED, reason="DECKSIM_LINK_CALLEES=1: numba's own linking")
def test_a_partial_cache_gives_the_same_games(tmp_path):
    """Cached callers of kernels that a later process compiles anew (their cache
    entries deleted: a big callee, a mid-level one, a linked accessor) resolve
    them by name and play exactly the games of the fully compiled engine."""
    a, b = deck_file("forest_fairies"), deck_file("sword_officers")
    pool = decksim.pool()
    here = decksim.simulate(decksim.load_deck_file(a, pool), decksim.load_deck_file(b, pool),  # compiles if need be
                            games=24, seed=5, pilot_a="greedy", pilot_b="planner", workers=1)
    cache = tmp_path / "cache"
    copy_engine_cache(cache)
    gone = [f for f in cache.rglob("*") if f.name.startswith(
        ("effects.apply_effect-", "pilots.score_actions-", "cardinfo.attack_of-"))]
    assert len(gone) >= 6            # index and data file of each
    for f in gone:
        f.unlink()
    env = dict(os.environ, NUMBA_CACHE_DIR=str(cache),
               PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", GAMES, a, b], env=env, capture_output=True,
                         text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == json.loads(json.dumps(here.rows()))


SIZES = """
import decksim.core.sve.game
decksim.core.sve.game.load()
from decksim.core import linking, parallel_compile
small = loaded = kernels = 0
for k in parallel_compile.registry:
    if not k.share:
        continue
    for cres in k.disp.overloads.values():
        lib = cres.library
        n = linking._size(lib, linking.LINK_MAX)
        assert n > 0, k.name
        assert (lib in linking._shared) == (n > linking.LINK_MAX), k.name
        kernels += 1
        small += n <= linking.LINK_MAX
        loaded += not any(not f.is_declaration for f in lib._final_module.functions)
print(kernels, small, loaded)
"""


@pytest.mark.slow
@pytest.mark.skipif(not linking.ENABLED, reason="DECKSIM_LINK_CALLEES=1: numba's own linking")
def test_a_small_kernel_loaded_from_the_cache_is_still_linked_into_callers():
    """With a cold cache two processes compile the engine, each loading what the
    other compiled; a caller must link a small callee whichever process compiled
    it (its size is read from the bitcode numba caches beside the object code),
    or the machine code would depend on who compiled what."""
    import decksim.core.sve.game
    decksim.core.sve.game.load()                   # the cache is complete
    env = dict(os.environ, NUMBA_CACHE_DIR=numba.config.CACHE_DIR, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", SIZES], env=env, capture_output=True,
                         text=True, timeout=900)
    assert run.returncode == 0, run.stderr[-3000:]
    kernels, small, loaded = map(int, run.stdout.split())
    assert loaded == kernels > 100 and small > 0
