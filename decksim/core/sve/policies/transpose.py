"""Positions the lethal search (lethal.py) needs not search twice.

Two lines of actions often reach the same position: a play and an attack in
either order, two attacks on two Wards in either order, or the same attack
made by one of two tokens that are alike in every way. `twins` lets the search
act with the first of such followers only; `seen_before` remembers the
positions a search has expanded, by a fingerprint of what a turn's actions
change (`position_key`), so that a position reached again by another order is
not searched again.
"""
import numpy as np
from numba import types as nbt
from numpy import uint64 as u64

from decksim.core.jit import I32_1D
from decksim.core.sve.kernel import kernel
from decksim.core.sve.state import (
    EX, F_CARD, F_COLS, F_DMG, F_ONCE, F_UID, HAND, P_EX_N, P_FIELD_N, P_HAND_N, P_MULLIGAN,
    fo, pb,
)

SEEN_SLOTS = 512                # positions one search remembers (a power of two):
SEEN_WORDS = 3 * SEEN_SLOTS     # the search's stamp, then 31 + 31 bits of the fingerprint
SEEN_PROBES = 16
FNV_OFFSET = 14695981039346656037   # FNV-1a, 64 bits
FNV_PRIME = 1099511628211


@kernel(inline=True)
def twins(S, p):
    """Bit s: p's field slot s holds a card in the same state as an earlier slot
    (every field word but the instance id): acting with either, or on either,
    leads to the same position."""
    m = 0
    for s in range(1, S[pb(p) + P_FIELD_N]):
        o = fo(p, s)
        for t in range(s):
            u = fo(p, t)
            same = True
            for c in range(F_COLS):
                if c != F_UID and S[u + c] != S[o + c]:
                    same = False
                    break
            if same:
                m |= 1 << s
                break
    return m


@kernel(inline=True, h=nbt.uint64)
def _mix(h, w):
    return (h ^ u64(np.int64(w) & 0xFFFFFFFF)) * u64(FNV_PRIME)   # (int64: also without the JIT)


@kernel(inline=True, A=I32_1D)
def position_key(A):
    """64-bit fingerprint of what a turn's actions mostly change in look-ahead state
    A: each player's leader, PP, EP, zone counts, cards played and evolve turn
    (P_LEADER .. P_EVOLVED_AT), hand, EX area, and each field slot's card, damage,
    attack and defense changes, engaged state, entry and evolve turns, keywords,
    Stack counters and once-per-turn marks (F_CARD, F_DMG .. F_ONCE). Not the
    instance ids, nor rarer words (shields, the cards in decks and cemeteries): two
    positions that differ only there count as one, and the search may skip the
    second; that costs at most a lethal it would have found, never a wrong one,
    as a line is only taken when it wins on a look-ahead copy."""
    h = u64(FNV_OFFSET)
    for q in range(2):
        b = pb(q)
        for w in range(b, b + P_MULLIGAN):      # P_LEADER .. P_EVOLVED_AT
            h = _mix(h, A[w])
        for w in range(b + HAND, b + HAND + A[b + P_HAND_N]):
            h = _mix(h, A[w])
        for w in range(b + EX, b + EX + A[b + P_EX_N]):
            h = _mix(h, A[w])
        for s in range(A[b + P_FIELD_N]):
            o = fo(q, s)
            h = _mix(h, A[o + F_CARD])
            for c in range(F_DMG, F_ONCE + 1):
                h = _mix(h, A[o + c])
    return h


@kernel(inline=True, T=I32_1D, stamp=nbt.int64, h=nbt.uint64)
def seen_before(T, stamp, h):
    """Has the search `stamp` met the position of fingerprint h already? Remembers
    it if not (T: SEEN_SLOTS entries, linear probing over at most SEEN_PROBES;
    entries with another stamp are free; a search larger than the table, such as
    the audit's, remembers what fits)."""
    hi = np.int32((h >> u64(33)) & u64(0x7FFFFFFF))
    lo = np.int32(h & u64(0x7FFFFFFF))
    i = np.int64(h & u64(SEEN_SLOTS - 1))
    for _ in range(SEEN_PROBES):
        e = 3 * i
        if T[e] != stamp:
            T[e] = stamp
            T[e + 1] = hi
            T[e + 2] = lo
            return False
        if T[e + 1] == hi and T[e + 2] == lo:
            return True
        i = i + 1 if i + 1 < SEEN_SLOTS else 0
    return False
