"""The Riftbound game loop and the batch that plays many games, a chunk of them
per jitted call. The same `play_game` serves batches, replays and tests."""
import numpy as np
from numba import types as nbt

from decksim.core import parallel_compile
from decksim.core.rng import seed_state
from decksim.core.threads import run_chunks
from decksim.core.riftbound.action_codes import ACTIONS_CAP
from decksim.core.riftbound.invariants import check
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import END_CAP, N_CC, N_TC, R_COLS, TURNS
from decksim.core.riftbound.scoring import end_game
from decksim.core.riftbound.state import (
    BUFFER_SIZE, EV_TURN, EV_TURN_END, G_TURN, G_WINNER, LOG_COLS, STATS_EVENTS,
)
from decksim.core.riftbound.stats import STATS_LOG_ROWS, count_buffers, count_game
from decksim.core.riftbound.mainphase import play_turn
from decksim.core.riftbound.turns import TURN_CAP, setup_game, write_record


@kernel()
def play_game(S, CT, PR, rng, decks, first, ak, L, chk):
    """One whole game from setup (110) to its end; S holds the final state."""
    setup_game(S, CT, PR, rng, decks, first, L)
    check(S, CT, chk)
    while S[G_WINNER] < 0:
        if S[G_TURN] >= TURN_CAP:
            end_game(S, 2, END_CAP, L)
            break
        play_turn(S, CT, PR, rng, ak, L, chk)


def chunk_buffers(log_rows: int = 1) -> tuple:
    """A chunk's state (and the expert's look-ahead copy), random stream, action list
    and log (one row: silent)."""
    return (np.zeros(BUFFER_SIZE, np.int32), np.zeros(2, np.uint64),
            np.zeros(ACTIONS_CAP, np.int64), np.zeros((log_rows, LOG_COLS), np.int32))


def stats_buffers(slots: int) -> tuple:
    """A chunk's state, random stream, action list, log (the counters' events when it
    counts: slots > 0) and count_game's scratch arrays."""
    S, rng, ak, L = chunk_buffers(STATS_LOG_ROWS if slots > 0 else 1)
    L[0, 1] = STATS_EVENTS
    return (S, rng, ak, L) + count_buffers(slots)


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def play_chunk(CT, PR, decks, seeds, firsts, out, chk, SL, CCc, TCc, lo, hi, S, rng, ak, L,
               FG, PT):
    """Games lo..hi-1 of play_batch, one after another on one thread; counters into
    this chunk's CCc / TCc when it has slots."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_game(S, CT, PR, rng, decks, firsts[i], ak, L, chk)
        write_record(S, out[i])
        if CCc.shape[1] > 0:
            count_game(S, CT, L, SL, decks, CCc, TCc, FG, PT)


def play_batch(CT, PR, decks, seeds, firsts, chk, chunks: int = 1, SL=None, CC=None,
               TC=None) -> np.ndarray:
    """Play len(seeds) games; game i is seeded by seeds[i] alone (the same games
    whatever the chunking). firsts[i]: -1 a random first player, or 0 / 1. chk:
    the invariant totals (compile.invariant_totals) to check after every action
    (records' R_BAD), or empty. With CC of shape (2, slots > 0, N_CC) the per-card
    and per-turn counters are added into CC and TC (stats.py; SL: the card rows'
    slots). The records, int32[n, R_COLS]."""
    n = seeds.shape[0]
    out = np.zeros((n, R_COLS), np.int32)
    chunks = max(1, min(n, chunks))
    if CC is None:
        SL = np.zeros((2, 1), np.int32)
        CC = np.zeros((2, 0, N_CC), np.int64)
        TC = np.zeros((2, 2, TURNS, N_TC), np.int64)
    CCt = np.zeros((chunks,) + CC.shape, np.int64)
    TCt = np.zeros((chunks,) + TC.shape, np.int64)

    def play_one(c):
        play_chunk(CT, PR, decks, seeds, firsts, out, chk, SL, CCt[c], TCt[c], c * n // chunks,
                   (c + 1) * n // chunks, *stats_buffers(CC.shape[1]))

    run_chunks(play_one, chunks)
    CC += CCt.sum(axis=0)
    TC += TCt.sum(axis=0)
    return out


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def audit_chunk(CT, PR, decks, seeds, firsts, out, AU, chk, lo, hi, S, rng, ak, L):
    """Games lo..hi-1 replayed with a log of their turns' ends (audit.turn_end):
    records into out, per player the counters of records.AUDIT_NAMES into AU."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_game(S, CT, PR, rng, decks, firsts[i], ak, L, chk)
        write_record(S, out[i])
        for r in range(1, L[0, 0] + 1):
            p = L[r, 1]
            if L[r, 0] == EV_TURN:
                AU[i, p, 0] += 1
            elif L[r, 0] == EV_TURN_END:
                AU[i, p, 1] += 1
                if L[r, 4] > 0:
                    AU[i, p, 2] += 1
                    if S[G_WINNER] != p:
                        AU[i, p, 3] += 1
                AU[i, p, 4] += L[r, 3] & 1
                AU[i, p, 5] += L[r, 2]
                AU[i, p, 6] += (L[r, 3] >> 1) & 1


@kernel(seed0=nbt.uint64, seed1=nbt.uint64, python=True)
def play_into(CT, PR, decks, seed0, seed1, first, L, chk, S, rng, ak):
    seed_state(rng, seed0, seed1)
    play_game(S, CT, PR, rng, decks, first, ak, L, chk)


def play_logged(CT, PR, decks, seed0, seed1, first, chk, log_rows: int = 5000):
    """One game with its event log; (final state, log)."""
    S, rng, ak, L = chunk_buffers(log_rows)
    play_into(CT, PR, decks, np.uint64(seed0), np.uint64(seed1), first, L, chk, S, rng, ak)
    return S, L


_loaded = []


def load():
    """Compile every kernel of the engine, or load it from numba's cache."""
    if not _loaded:
        parallel_compile.compile_all(__name__)
        _loaded.append(True)
