"""The Battle Spirits game loop and the batch that plays many games, a chunk
of them per jitted call. The same `play_game` serves batches, replays and
tests."""
import numpy as np
from numba import types as nbt

from decksim.core import parallel_compile
from decksim.core.rng import seed_state
from decksim.core.threads import run_chunks
from decksim.core.bss.action_codes import ACTIONS_CAP
from decksim.core.bss.cores import end_game
from decksim.core.bss.invariants import check
from decksim.core.bss.kernel import kernel
from decksim.core.bss.records import END_CAP
from decksim.core.bss.audit import at_turn_start
from decksim.core.bss.state import (
    G_AUDIT, G_TURN, G_WINNER, LOG_COLS, P_AU_DOB, P_AU_DOB_LOST, P_AU_LEFT, P_AU_LETHAL,
    P_AU_MISSED, P_OWN_TURNS, P_RES_LEFT, STATE_SIZE, STATS_EVENTS, pb,
)
from decksim.core.bss.stats import STATS_LOG_ROWS, count_buffers, count_game
from decksim.core.bss.turns import TURN_CAP, setup_game, write_record
from decksim.core.bss.mainphase import play_turn


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


def chunk_buffers(slots: int = 0) -> tuple:
    """A chunk's state, random stream, log (one silent row without counters, else
    the counters' events) and action list, and count_game's scratch arrays."""
    L = np.zeros((STATS_LOG_ROWS if slots > 0 else 1, LOG_COLS), np.int32)
    L[0, 1] = STATS_EVENTS
    return (np.zeros(STATE_SIZE, np.int32), np.zeros(2, np.uint64), L,
            np.zeros(ACTIONS_CAP, np.int64)) + count_buffers(slots)


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def play_chunk(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk, SL, CCc, TCc, lo, hi, S, rng,
               L, ak, FG, PT):
    """Games lo..hi-1 of play_batch, one after another on one thread; counters into
    this chunk's CCc / TCc when it has slots."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        L[0, 0] = 0
        play_game(S, rng, CT, AB, PR, decks, deck_n, firsts[i], L, chk, ak)
        write_record(S, out[i])
        if CCc.shape[1] > 0:
            count_game(S, L, SL, CCc, TCc, FG, PT)


def play_batch(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk, SL, CC, TC, chunks):
    """Play len(seeds) games; game i is seeded by seeds[i] alone (the same games
    whatever the thread count). firsts[i]: -1 a random first player, or 0 / 1.
    chk = deck_n checks the invariants after every action (R_BAD), or empty. With
    CC of shape (2, slots > 0, N_CC) the per-card and per-turn counters are added
    into CC and TC (stats.py)."""
    n = seeds.shape[0]
    chunks = max(1, min(n, chunks))
    CCt = np.zeros((chunks,) + CC.shape, np.int64)
    TCt = np.zeros((chunks,) + TC.shape, np.int64)

    def play_one(c):
        play_chunk(CT, AB, PR, decks, deck_n, seeds, firsts, out, chk, SL, CCt[c], TCt[c],
                   c * n // chunks, (c + 1) * n // chunks, *chunk_buffers(CC.shape[1]))

    run_chunks(play_one, chunks)
    CC += CCt.sum(axis=0)
    TC += TCt.sum(axis=0)


@kernel(nogil=True, python=True, out=nbt.int32[:, ::1])
def audit_chunk(CT, AB, PR, decks, deck_n, seeds, firsts, out, AU, chk, lo, hi, S, rng, L, ak):
    """Games lo..hi-1 of a run replayed with the audit's checks (audit.py): records
    into out, per player the counters of records.AUDIT_NAMES into AU."""
    for i in range(lo, hi):
        seed_state(rng, seeds[i, 0], seeds[i, 1])
        S[G_AUDIT] = 1
        play_game(S, rng, CT, AB, PR, decks, deck_n, firsts[i], L, chk, ak)
        at_turn_start(S, -1)                 # the last dead-on-board turn end: lost or not
        write_record(S, out[i])
        for p in range(2):
            b = pb(p)
            AU[i, p, 0] = S[b + P_AU_LETHAL]
            AU[i, p, 1] = S[b + P_AU_MISSED]
            AU[i, p, 2] = S[b + P_AU_DOB]
            AU[i, p, 3] = S[b + P_AU_DOB_LOST]
            AU[i, p, 4] = S[b + P_AU_LEFT]
            AU[i, p, 5] = S[b + P_RES_LEFT]
            AU[i, p, 6] = S[b + P_OWN_TURNS]
    S[G_AUDIT] = 0


@kernel(seed0=nbt.uint64, seed1=nbt.uint64, python=True)
def play_into(CT, AB, PR, decks, deck_n, seed0, seed1, first, L, chk, S, rng, ak):
    seed_state(rng, seed0, seed1)
    play_game(S, rng, CT, AB, PR, decks, deck_n, first, L, chk, ak)


def play_logged(CT, AB, PR, decks, deck_n, seed0, seed1, first, L, chk):
    """One game with its event log L (replays, golden playthroughs); its final state."""
    S, rng, _, ak = chunk_buffers()[:4]
    play_into(CT, AB, PR, decks, deck_n, np.uint64(seed0), np.uint64(seed1), first, L, chk,
              S, rng, ak)
    return S


_loaded = []


def load():
    """Compile every kernel of the engine, or load it from numba's cache."""
    if not _loaded:
        parallel_compile.compile_all(__name__)
        _loaded.append(True)
