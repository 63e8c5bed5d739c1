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
from decksim.core.riftbound.records import END_CAP, R_COLS
from decksim.core.riftbound.scoring import end_game
from decksim.core.riftbound.state import G_TURN, G_WINNER, LOG_COLS, STATE_SIZE
from decksim.core.riftbound.turns import TURN_CAP, play_turn, setup_game, write_record


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
    """A chunk's state, random stream, action list and log (one row: silent)."""
    return (np.zeros(STATE_SIZE, np.int32), np.zeros(2, np.uint64),
            np.zeros(ACTIONS_CAP, np.int64), np.zeros((log_rows, LOG_COLS), np.int32))


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def play_chunk(CT, PR, decks, seeds, firsts, out, chk, lo, hi, S, rng, ak, L):
    """Games lo..hi-1 of play_batch, one after another on one thread."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_game(S, CT, PR, rng, decks, firsts[i], ak, L, chk)
        write_record(S, out[i])


def play_batch(CT, PR, decks, seeds, firsts, chk, chunks: int = 1) -> np.ndarray:
    """Play len(seeds) games; game i is seeded by seeds[i] alone (the same games
    whatever the chunking). firsts[i]: -1 a random first player, or 0 / 1. chk:
    the invariant totals (compile.invariant_totals) to check after every action
    (records' R_BAD), or empty. The records, int32[n, R_COLS]."""
    n = seeds.shape[0]
    out = np.zeros((n, R_COLS), np.int32)
    chunks = max(1, min(n, chunks))

    def play_one(c):
        play_chunk(CT, PR, decks, seeds, firsts, out, chk, c * n // chunks,
                   (c + 1) * n // chunks, *chunk_buffers())

    run_chunks(play_one, chunks)
    return out


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
