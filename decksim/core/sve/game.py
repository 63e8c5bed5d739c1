"""The SVE game loop (6.2, 7) and the batch that plays many games, a chunk of
them per jitted call. The same `play_game` serves batches, replays and tests;
the turns themselves are in turns.py."""
import numpy as np
from numba import types as nbt

from decksim.core import parallel_compile
from decksim.core.sve.kernel import kernel
from decksim.core.threads import run_chunks

from decksim.core.rng import seed_state
from decksim.core.sve.cycles import cycle_reached
from decksim.core.sve.stats import I64_2D, I64_3D, I64_4D, STATS_EVENTS, STATS_LOG_ROWS, \
    count_buffers, count_game
from decksim.core.sve.policies.pilots import work_buffers
from decksim.core.sve.rules import EV_MAIN_END, LOG_COLS, end_game, log
from decksim.core.sve.records import (  # noqa: F401  (engine.R_* as before)
    R_BAD, R_EP_LEFT, R_EP_USED, R_EVOLVES, R_FACE_DMG, R_FIRST, R_FIRST_EVO, R_LEADER, R_MULL,
    R_P0, R_PLAYED, R_PN, R_PP_SPENT, R_REASON, R_TURNS, R_WINNER,
)
from decksim.core.sve.state import END_CAP, END_CYCLE, G_ACTIVE, G_TURN, G_WINNER, STATE_SIZE, pb
from decksim.core.sve.mainphase import _check, main_phase
from decksim.core.sve.turns import (  # noqa: F401  (engine.TURN_CAP etc. as before)
    TURN_CAP, end_turn, setup_game, start_turn, write_record,
)
from decksim.core.sve.state import P_PP, P_PP_SPENT
from decksim.core.sve import audit  # noqa: F401,E402  (its kernels compile with the engine's)


@kernel()
def play_game(S, rng, CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, first, L, chk, ak, aa,
              ab, scores, S2, r2, L2):
    """Play one whole game from setup to its end; S holds the final state.
    ak .. L2: the pilots' work arrays (work_buffers), reused from game to game:
    no allocation per game (a worker whose malloc returns freed memory to the
    system at once, as Dask's do, paid page faults for each)."""
    setup_game(S, rng, decks, deck_n, evos, evo_n, first, CT, PR, L)
    _check(S, CT, chk)
    while S[G_WINNER] < 0:
        if S[G_TURN] >= TURN_CAP:
            end_game(S, 2, END_CAP, L)
            break
        if cycle_reached(S):                                  # 15.2.1.3
            end_game(S, 2, END_CYCLE, L)
            break
        start_turn(S, CT, AB, EF, FL, PR, rng, L)
        if S[G_WINNER] >= 0:
            break
        _check(S, CT, chk)
        main_phase(S, CT, AB, EF, FL, PR, rng, L, chk, ak, aa, ab, scores, S2, r2, L2)
        b = pb(S[G_ACTIVE])
        log(L, EV_MAIN_END, S[G_ACTIVE], S[b + P_PP], S[b + P_PP_SPENT], 0)
        if S[G_WINNER] >= 0:
            break
        end_turn(S, CT, AB, EF, FL, PR, rng, L)
        _check(S, CT, chk)


def chunk_buffers(slots: int) -> tuple:
    """A chunk's arrays, allocated by Python (numba's runtime would cost compile
    time in every kernel that allocates): its state, random stream, statistics
    log (one silent row without counters), count_game's scratch arrays
    (stats.count_buffers) and the pilots' work arrays (pilots.work_buffers)."""
    S = np.zeros(STATE_SIZE, np.int32)
    rng = np.zeros(2, np.uint64)
    L = np.zeros((STATS_LOG_ROWS if slots > 0 else 1, LOG_COLS), np.int32)
    L[0, 1] = STATS_EVENTS
    return (S, rng, L) + count_buffers(slots) + work_buffers(S, rng, L)


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1], SL=nbt.int32[:, ::1],
        CCc=I64_3D, TCc=I64_4D, FG=I64_2D, Q=I64_3D, QN=I64_2D, GW=I64_2D)
def play_chunk(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, seeds, firsts, out, chk,
               SL, CCc, TCc, lo, hi, S, rng, L, FG, Q, QN, GW, ak, aa, ab, scores, S2, r2, L2):
    """Games lo..hi-1 of play_batch, one after another on one thread; counters
    into this chunk's own CCc / TCc. S .. L2: chunk_buffers(slots)."""
    slots = CCc.shape[1]
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_game(S, rng, CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, firsts[i], L, chk,
                  ak, aa, ab, scores, S2, r2, L2)
        write_record(S, out[i])
        if slots > 0:
            count_game(S, CT, L, SL, CCc, TCc, FG, Q, QN, GW)


def play_batch(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, seeds, firsts, out, chk,
               SL, CC, TC, chunks):
    """Play len(seeds) games; game i is seeded by seeds[i] alone (reproducible
    whatever the thread count). firsts[i] = -1 random first player, or 0 / 1.
    chk = deck_n to check invariants after every action (debug), or empty.
    With CC of shape (2, slots > 0, N_CC), per-card and per-turn counters are
    added into CC and TC (stats.py); SL maps card rows to slots. The games are
    split into `chunks` runs of consecutive games, played on the caller's
    threads (core/threads.py; a few chunks per thread balances the load, any
    count gives the same results)."""
    n = seeds.shape[0]
    chunks = max(1, min(n, chunks))
    CCt = np.zeros((chunks,) + CC.shape, np.int64)
    TCt = np.zeros((chunks,) + TC.shape, np.int64)

    def play_one(c):
        play_chunk(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, seeds, firsts, out, chk,
                   SL, CCt[c], TCt[c], c * n // chunks, (c + 1) * n // chunks,
                   *chunk_buffers(CC.shape[1]))

    run_chunks(play_one, chunks)
    CC += CCt.sum(axis=0)
    TC += TCt.sum(axis=0)


@kernel(seed0=nbt.uint64, seed1=nbt.uint64, python=True)
def play_into(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, seed0, seed1, first, L, chk,
              S, rng, ak, aa, ab, scores, S2, r2, L2):
    """play_logged's game, on arrays it allocated."""
    seed_state(rng, seed0, seed1)
    play_game(S, rng, CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, first, L, chk, ak, aa, ab,
              scores, S2, r2, L2)


def play_logged(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, seed0, seed1, first, L, chk):
    """One game with its event log (replays, golden playthroughs); its final state."""
    S = np.zeros(STATE_SIZE, np.int32)
    rng = np.zeros(2, np.uint64)
    play_into(CT, AB, EF, FL, PR, decks, deck_n, evos, evo_n, np.uint64(seed0), np.uint64(seed1),
              first, L, chk, S, rng, *work_buffers(S, rng, L))
    return S


_loaded = []


def load():
    """Compile every kernel of the engine, or load it from numba's cache: with a
    cold cache by this process and a helper together (parallel_compile.py).
    Importing this module defines them and compiles none."""
    if not _loaded:
        parallel_compile.compile_all(__name__)
        _loaded.append(True)
