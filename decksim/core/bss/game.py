"""The Battle Spirits game loop and the batch that plays many games, a chunk
of them per jitted call. The same `play_game` serves batches, replays and
tests."""
import numpy as np
from numba import types as nbt

from decksim.core import parallel_compile
from decksim.core.rng import seed_state
from decksim.core.threads import run_chunks
from decksim.core.bss.cores import end_game
from decksim.core.bss.invariants import check
from decksim.core.bss.kernel import kernel
from decksim.core.bss.records import END_CAP
from decksim.core.bss.state import G_TURN, G_WINNER, LOG_COLS, STATE_SIZE
from decksim.core.bss.turns import TURN_CAP, play_turn, setup_game, write_record

ACTIONS_CAP = 512      # the longest list of legal actions (action_codes.A_LIMIT)


@kernel()
def play_game(S, rng, CT, AB, PR, decks, deck_n, first, L, chk, ak):
    """One whole game from setup (6-2) to its end; S holds the final state."""
    setup_game(S, rng, decks, deck_n, first, CT, PR, L)
    check(S, CT, chk)
    while S[G_WINNER] < 0:
        if S[G_TURN] >= TURN_CAP:
            end_game(S, 2, END_CAP, L)
            break
        play_turn(S, CT, AB, PR, rng, L, ak, chk)
        check(S, CT, chk)


def chunk_buffers() -> tuple:
    """A chunk's state, random stream, one-row (silent) log and action list."""
    return (np.zeros(STATE_SIZE, np.int32), np.zeros(2, np.uint64),
            np.zeros((1, LOG_COLS), np.int32), np.zeros(ACTIONS_CAP, np.int64))


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def play_chunk(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk, lo, hi, S, rng, L, ak):
    """Games lo..hi-1 of play_batch, one after another on one thread."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        play_game(S, rng, CT, AB, PR, decks, deck_n, firsts[i], L, chk, ak)
        write_record(S, out[i])


def play_batch(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk, chunks):
    """Play len(seeds) games; game i is seeded by seeds[i] alone (the same games
    whatever the thread count). firsts[i]: -1 a random first player, or 0 / 1.
    chk = deck_n checks the invariants after every action (R_BAD), or empty."""
    n = seeds.shape[0]
    chunks = max(1, min(n, chunks))

    def play_one(c):
        play_chunk(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk,
                   c * n // chunks, (c + 1) * n // chunks, *chunk_buffers())

    run_chunks(play_one, chunks)


@kernel(seed0=nbt.uint64, seed1=nbt.uint64, python=True)
def play_into(CT, AB, PR, decks, deck_n, seed0, seed1, first, L, chk, S, rng, ak):
    seed_state(rng, seed0, seed1)
    play_game(S, rng, CT, AB, PR, decks, deck_n, first, L, chk, ak)


def play_logged(CT, AB, PR, decks, deck_n, seed0, seed1, first, L, chk):
    """One game with its event log L (replays, golden playthroughs); its final state."""
    S, rng, _, ak = chunk_buffers()
    play_into(CT, AB, PR, decks, deck_n, np.uint64(seed0), np.uint64(seed1), first, L, chk,
              S, rng, ak)
    return S


_loaded = []


def load():
    """Compile every kernel of the engine, or load it from numba's cache."""
    if not _loaded:
        parallel_compile.compile_all(__name__)
        _loaded.append(True)
