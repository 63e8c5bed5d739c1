"""Engine invariants, checked after every action when a run asks for it (chk
non-empty: the deck sizes): the first broken one goes to G_BAD.
1 cores: Life + Reserve + Trash cores + field cores = 9 + cores from the Void
2 the Soul Core: exactly one per player, where P_SOUL says (5-7-3), or none once an
  effect put it into the Void (OP_SOUL_TO_VOID)
3 levels: no spirit below its Lv1 cost stays on the field (3-2-5-4)
4 cards: deck + hand + trash + field + removed + the set burst = the deck's size
5 counts: no negative count, no count past its capacity"""
import numpy as np

from decksim.core.bss.cores import lv1_cost
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_CARD, F_CORES, FIELD_CAP, G_BAD, HAND_CAP, MAX_DECK, P_BURST, P_DECK_N, P_FIELD_N, P_HAND_N,
    P_LIFE, P_REMOVED_N, P_RES, P_SOUL, P_TRASH_N, P_TRASHC, P_VOID_IN, SOUL_RES, SOUL_TRASH,
    SOUL_VOID, START_LIFE, START_RESERVE, TRASH_CAP, fs, pb,
)

BAD_CORES = 1
BAD_SOUL = 2
BAD_LEVEL = 3
BAD_CARDS = 4
BAD_COUNT = 5


@kernel()
def broken(S, CT, chk):
    """The first broken invariant's code, 0 none."""
    for p in range(2):
        b = pb(p)
        nf = S[b + P_FIELD_N]
        if S[b + P_LIFE] < 0 or S[b + P_RES] < 0 or S[b + P_TRASHC] < 0 or nf < 0 \
                or nf > FIELD_CAP or S[b + P_HAND_N] < 0 or S[b + P_HAND_N] > HAND_CAP \
                or S[b + P_DECK_N] < 0 or S[b + P_DECK_N] > MAX_DECK \
                or S[b + P_TRASH_N] < 0 or S[b + P_TRASH_N] > TRASH_CAP:
            return np.int64(BAD_COUNT)
        cores = np.int64(S[b + P_LIFE]) + S[b + P_RES] + S[b + P_TRASHC]
        for s in range(nf):
            o = fs(p, s)
            if S[o + F_CORES] < 0:
                return np.int64(BAD_COUNT)
            cores += S[o + F_CORES]
            if S[o + F_CORES] < lv1_cost(CT, S[o + F_CARD]):
                return np.int64(BAD_LEVEL)
        if cores != START_LIFE + START_RESERVE + S[b + P_VOID_IN]:
            return np.int64(BAD_CORES)
        soul = S[b + P_SOUL]
        if (soul == SOUL_RES and S[b + P_RES] < 1) or (soul == SOUL_TRASH and S[b + P_TRASHC] < 1) \
                or (soul >= 0 and (soul >= nf or S[fs(p, soul) + F_CORES] < 1)) \
                or (soul < 0 and soul != SOUL_RES and soul != SOUL_TRASH and soul != SOUL_VOID):
            return np.int64(BAD_SOUL)
        cards = np.int64(S[b + P_DECK_N]) + S[b + P_HAND_N] + S[b + P_TRASH_N] + nf \
            + S[b + P_REMOVED_N] + (1 if S[b + P_BURST] > 0 else 0)
        if cards != chk[p]:
            return np.int64(BAD_CARDS)
    return np.int64(0)


@kernel()
def check(S, CT, chk):
    """Record the first broken invariant (a no-op when chk is empty: the batches)."""
    if chk.shape[0] == 0 or S[G_BAD] != 0:
        return
    S[G_BAD] = broken(S, CT, chk)
