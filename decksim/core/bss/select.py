"""Which cards an effect row selects (9-2-2, 9-3-2): its side, kind and
filters, then as many as it may take, each picked by the player's pilot
(decide.target); "all" takes every match. Chosen targets are handed back
highest slot first, so that removing one from the field leaves the others'
slots as they were."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.action_codes import (
    TARGET_P, WHY_BUFF, WHY_DESTROY,
)
from decksim.core.bss.filters import slot_matches, state_matches
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_CARD, fs, G_COUNT, G_EV_S, G_LAST_T, pb, P_FIELD_N,
)
from decksim.core.bss.tables import (
    A_AMT, A_BPMAX, A_CARD, A_CHOOSER, A_FILT, A_N, A_OP, A_WHO, C_COLOURS, C_TYPE, OP_BP_TURN,
    OP_CORES_OFF, OP_CORES_ON, OP_DESTROY, OP_DISCARD_DRAIN, OP_DESTROY_COSTS, OP_IF_CONTROL,
    OP_KEEP_CORES, OP_MAXLV_TURN, OP_NO_RETURN, OP_REFRESH, OP_REFRESH_NO_ATTACK, OP_RETURN,
    OP_UNBLOCKABLE_BY_TURN, OP_UNBLOCKABLE_TURN, OP_UNLESS_CONTROL, SF_BP_BEATEN, T_SPIRIT, W_ANY,
    W_IT, W_LAST, W_SELF, W_THEIRS, W_YOURS,
)
from decksim.core.bss.values import (
    armored, bp_of, immune, kept,
)

HALF = 256            # ak[HALF:] holds the chosen while ak[:n] holds the candidates


@kernel()
def candidates(S, CT, AB, k, src, p, ak):
    """Every field card row k may select into ak (codes q * TARGET_P + slot), the
    opponent's first; their count."""
    who = AB[k, A_WHO]
    n = np.int64(0)
    if who == W_LAST:                        # the previous row's first target
        t = S[G_LAST_T]
        if t >= 0 and t % TARGET_P < S[pb(t // TARGET_P) + P_FIELD_N]:
            ak[0] = t
            n = 1
        return n
    if who == W_SELF or who == W_IT:         # one card: only its state filters apply
        x = src if who == W_SELF else S[G_EV_S]
        if x >= 0 and x < S[pb(p) + P_FIELD_N] and state_matches(S, CT, AB, k, -1, x, p, p):
            ak[0] = p * TARGET_P + x
            n = 1
        return n
    for side in range(2):
        q = 1 - p if side == 0 else p
        if (q == p and who == W_THEIRS) or (q != p and who == W_YOURS):
            continue
        for s in range(S[pb(q) + P_FIELD_N]):
            if not slot_matches(S, CT, AB, k, src, s, p, q):
                continue
            if q != p and AB[k, A_OP] != OP_IF_CONTROL and AB[k, A_OP] != OP_UNLESS_CONTROL \
                    and armored(S, CT, AB, q, s, CT[AB[k, 0], C_COLOURS]):
                continue                        # Armor: not affected (a gate only looks)
            op = AB[k, A_OP]
            if q != p and (((op == OP_CORES_OFF or op == OP_DISCARD_DRAIN)
                            and kept(S, CT, AB, q, s, OP_KEEP_CORES))
                           or (AB[k, A_OP] == OP_RETURN and kept(S, CT, AB, q, s, OP_NO_RETURN))
                           or ((AB[k, A_OP] == OP_DESTROY or AB[k, A_OP] == OP_DESTROY_COSTS)
                               and immune(S, CT, AB, q, s, AB[k, A_CARD]))):
                continue                        # it would not be affected
            if AB[k, A_FILT] & SF_BP_BEATEN and bp_of(S, CT, AB, q, s) != S[G_COUNT]:
                continue
            if AB[k, A_BPMAX] >= 0 and CT[S[fs(q, s) + F_CARD], C_TYPE] == T_SPIRIT \
                    and bp_of(S, CT, AB, q, s) > AB[k, A_BPMAX]:        # (a nexus has no BP)
                continue
            ak[n] = q * TARGET_P + s
            n += 1
    return n


@kernel()
def helpful(AB, k):
    """Row k does its targets good (the pilot picks its own), or harm."""
    op = AB[k, A_OP]
    return op == OP_REFRESH or op == OP_REFRESH_NO_ATTACK or op == OP_CORES_ON \
        or op == OP_UNBLOCKABLE_TURN or op == OP_UNBLOCKABLE_BY_TURN \
        or op == OP_MAXLV_TURN or (op == OP_BP_TURN and AB[k, A_AMT] > 0)


@kernel()
def select(S, CT, AB, PR, rng, k, src, p, ak):
    """The targets row k selects, into ak[0:count] highest slot first; the count.
    A_N = 0 takes all; otherwise the pilot picks up to A_N, as many as there are
    (9-3-2-1)."""
    n = candidates(S, CT, AB, k, src, p, ak)
    want = np.int64(AB[k, A_N]) if AB[k, A_N] >= 0 else np.int64(S[G_COUNT])   # n = "count"
    if AB[k, A_N] < 0 and want <= 0:
        return np.int64(0)
    chooser = 1 - p if AB[k, A_CHOOSER] else p
    c = np.int64(0)
    if want == 0 or AB[k, A_WHO] == W_SELF or AB[k, A_WHO] == W_IT or AB[k, A_WHO] == W_LAST:
        for i in range(n):
            ak[HALF + i] = ak[i]
        c = n
    else:
        why = WHY_BUFF if helpful(AB, k) else WHY_DESTROY
        if why == WHY_BUFF and AB[k, A_WHO] == W_ANY:
            # a helpful effect on any spirit: p's own are listed first
            m = np.int64(0)
            for i in range(n):
                if ak[i] // TARGET_P == p:
                    t = ak[m]
                    ak[m] = ak[i]
                    ak[i] = t
                    m += 1
        while c < want and n > 0:
            i = decide.target(S, CT, AB, PR, rng, chooser, ak, n, why)
            ak[HALF + c] = ak[i]
            c += 1
            ak[i] = ak[n - 1]
            n -= 1
    # highest slot first, each side
    for i in range(c):
        ak[i] = ak[HALF + i]
    for i in range(1, c):
        j = i
        while j > 0 and ak[j] % TARGET_P > ak[j - 1] % TARGET_P:
            t = ak[j]
            ak[j] = ak[j - 1]
            ak[j - 1] = t
            j -= 1
    return c
