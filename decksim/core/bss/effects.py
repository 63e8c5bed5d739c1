"""Effects (9): the ability rows of a card (tables.AB) resolved by one
interpreter. Triggered effects of a card that leaves the field wait in the
state's queue (G_PQ) with the level it had (10-2-2-3) and resolve once the
action that destroyed it is done (run_pending): no effect resolves inside
another's resolution, and no kernel calls itself."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.action_codes import TARGET_P, WHY_BUFF, WHY_CARD, WHY_DESTROY
from decksim.core.bss.cores import draw, leave_field, level_of, lv1_cost, to_trash
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    EV_DESTROY, EV_EFFECT, F_BP_TURN, F_CARD, F_CORES, F_EXH, G_PQ, G_PQ_N, G_WINNER,
    P_FIELD_N, P_HAND, P_HAND_N, P_LOST, P_RES, P_TRASH, P_TRASH_N, P_VOID_IN, PQ_CAP, PQ_W,
    HAND_CAP, fs, log, pb,
)
from decksim.core.bss.tables import (
    A_AMT, A_ARG, A_OP, A_TRIG, C_AB0, C_ABN, C_COLOURS, C_TYPE, OP_BP_TURN,
    OP_CORE_CHARGE, OP_DESTROY_BP, OP_DESTROY_BP_OR_NEXUS, OP_DRAW, OP_REFRESH_SELF,
    OP_TRASH_TO_HAND, T_NEXUS, T_SPIRIT, TR_DESTROYED,
)
from decksim.core.bss.values import bp_of, row_active

HOW_DESTROYED = 1     # 5-10
HOW_DEPLETED = 2      # 5-11


@kernel()
def destroy(S, CT, AB, p, s, how, L):
    """Player p's card in slot s leaves the field for the Trash, destroyed (5-10) or
    depleted (5-11): its When Destroyed effects wait in the queue at the level it
    had (10-2-2-3; depletion is not destruction, 5-11-2), its cores go to the
    Reserve (10-2-2-5)."""
    o = fs(p, s)
    card = S[o + F_CARD]
    if how == HOW_DESTROYED:
        lv = level_of(S, CT, p, s)
        for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
            if AB[k, A_TRIG] == TR_DESTROYED and row_active(AB, k, lv) and S[G_PQ_N] < PQ_CAP:
                q = G_PQ + S[G_PQ_N] * PQ_W
                S[q] = p
                S[q + 1] = card
                S[q + 2] = k
                S[G_PQ_N] += 1
    log(L, EV_DESTROY, p, card, how, 0)
    leave_field(S, CT, p, s, L)
    to_trash(S, p, card)
    if CT[card, C_TYPE] == T_SPIRIT:
        S[pb(p) + P_LOST] += 1


@kernel()
def deplete(S, CT, AB, L):
    """3-2-5-4: every spirit with fewer cores than its Lv1 cost is depleted."""
    for p in range(2):
        s = np.int64(0)
        while s < S[pb(p) + P_FIELD_N]:
            o = fs(p, s)
            if S[o + F_CORES] < lv1_cost(CT, S[o + F_CARD]):
                destroy(S, CT, AB, p, s, HOW_DEPLETED, L)
            else:
                s += 1


@kernel()
def field_targets(S, CT, AB, q, lim, nexus, ak):
    """Candidates into ak: q's spirits with lim or less BP (lim < 0: any), and its
    nexuses when `nexus`; their count."""
    n = np.int64(0)
    for s in range(S[pb(q) + P_FIELD_N]):
        t = CT[S[fs(q, s) + F_CARD], C_TYPE]
        if (t == T_SPIRIT and (lim < 0 or bp_of(S, CT, AB, q, s) <= lim)) or \
                (t == T_NEXUS and nexus):
            ak[n] = q * TARGET_P + s
            n += 1
    return n


@kernel()
def resolve(S, CT, AB, PR, rng, p, s, k, L, ak):
    """Resolve ability row k for player p; s is the source's slot (-1: a magic, or
    a card that left the field). ak: scratch for the candidates."""
    op = AB[k, A_OP]
    amt = np.int64(AB[k, A_AMT])
    arg = np.int64(AB[k, A_ARG])
    log(L, EV_EFFECT, p, AB[k, 0], op, 0)
    if op == OP_DRAW:
        for i in range(amt):
            draw(S, p, L)
    elif op == OP_DESTROY_BP or op == OP_DESTROY_BP_OR_NEXUS:
        n = field_targets(S, CT, AB, 1 - p, arg, op == OP_DESTROY_BP_OR_NEXUS, ak)
        if n > 0:
            i = decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_DESTROY)
            destroy(S, CT, AB, 1 - p, ak[i] % TARGET_P, HOW_DESTROYED, L)
    elif op == OP_BP_TURN:
        n = field_targets(S, CT, AB, p, -1, False, ak)
        if n > 0:
            i = decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_BUFF)
            S[fs(p, ak[i] % TARGET_P) + F_BP_TURN] += amt
    elif op == OP_CORE_CHARGE:
        S[pb(p) + P_RES] += amt
        S[pb(p) + P_VOID_IN] += amt
    elif op == OP_REFRESH_SELF:
        if s >= 0:
            S[fs(p, s) + F_EXH] = 0
    elif op == OP_TRASH_TO_HAND:
        b = pb(p)
        n = np.int64(0)
        for i in range(S[b + P_TRASH_N]):
            c = S[b + P_TRASH + i]
            if CT[c, C_TYPE] == T_SPIRIT and (arg == 0 or (CT[c, C_COLOURS] & arg) != 0):
                ak[n] = i
                n += 1
        if n > 0 and S[b + P_HAND_N] < HAND_CAP:
            i = ak[decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_CARD)]
            S[b + P_HAND + S[b + P_HAND_N]] = S[b + P_TRASH + i]
            S[b + P_HAND_N] += 1
            for j in range(i, S[b + P_TRASH_N] - 1):
                S[b + P_TRASH + j] = S[b + P_TRASH + j + 1]
            S[b + P_TRASH_N] -= 1


@kernel()
def fire(S, CT, AB, PR, rng, p, s, trig, L, ak):
    """Player p's card in slot s meets trigger `trig` (9-1-5): resolve each of its
    rows for it that is active at the card's level, in card order (1-4-7)."""
    card = S[fs(p, s) + F_CARD]
    uid_slot = s
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            return
        if uid_slot >= S[pb(p) + P_FIELD_N] or S[fs(p, uid_slot) + F_CARD] != card:
            return                      # 9-1-5-5: it left the field meanwhile
        if AB[k, A_TRIG] == trig and row_active(AB, k, level_of(S, CT, p, uid_slot)):
            resolve(S, CT, AB, PR, rng, p, uid_slot, k, L, ak)


@kernel()
def fire_rows(S, CT, AB, PR, rng, p, card, trig, L, ak):
    """A magic's rows for `trig` (TR_MAIN or TR_FLASH), in card order (1-4-7)."""
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            return
        if AB[k, A_TRIG] == trig:
            resolve(S, CT, AB, PR, rng, p, -1, k, L, ak)


@kernel()
def run_pending(S, CT, AB, PR, rng, L, ak):
    """Resolve the queued effects of cards that left the field, oldest first,
    then deplete what has too few cores (10-2-2-5)."""
    i = np.int64(0)
    while i < S[G_PQ_N] and S[G_WINNER] < 0:
        q = G_PQ + i * PQ_W
        resolve(S, CT, AB, PR, rng, S[q], -1, S[q + 2], L, ak)
        i += 1
    S[G_PQ_N] = 0
    deplete(S, CT, AB, L)
