"""Cards leaving the field and the events others watch: destruction (5-10, its
pending effects queued at the level the card had, 10-2-2-3) and depletion (5-11),
the replacement effects that save a card from destruction (OP_SAVE), exhaustion,
cores taken off a card, and the queue of events (triggers.run_pending resolves it)."""
import numpy as np

from decksim.core.bss.cores import leave_field, level_of, lv1_cost, pay, to_trash
from decksim.core.bss.filters import slot_matches
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    EV_DESTROY, EV_EFFECT, EV_TO_HAND, F_CARD, F_CORES, F_EXH, F_FLAGS, FL_DRAINED, FL_SHIELD, fs,
    G_PQ, G_PQ_N, HAND_CAP, log, MAX_DECK, pb, P_DECK, P_DECK_N, P_FIELD_N, P_HAND, P_HAND_N,
    P_LOST, PQ_CAP, PQ_W, P_RES, P_SOUL, P_TRASHC, P_VOID_IN, QE_DESTROYED, QE_DRAINED,
    QE_EXHAUSTED, SOUL_RES, SOUL_TRASH,
)
from decksim.core.bss.tables import (
    A_AMT, A_CARD, A_FROM, A_MIN_SPIRITS, A_OP, A_PRICE, A_WHO, C_AB0, C_ABN, C_FX, C_TYPE,
    D_DECK_BOTTOM, D_DECK_TOP, D_HAND, D_TRASH, D_VOID, FX_EVENTS, FX_SAVES, OP_SAVE, PRICE_CORE,
    PRICE_DISCARD, PRICE_EXHAUST_SOURCE, PRICE_VOID_CORE, SAVE_EXHAUSTED, SAVE_REFRESHED,
    SAVE_RETURNED, SAVE_TO_HAND, T_SPIRIT, W_SELF,
)
from decksim.core.bss.values import in_force, row_active, spent_once, use_once

HOW_DESTROYED = 1     # 5-10
HOW_DEPLETED = 2      # 5-11
HOW_BATTLE = 3        # destroyed comparing BP (8-1-6-1): a destruction (5-10) in battle
HOW_SILENT = 4        # destroyed by an effect whose targets' When Destroyed effects do not happen
IN_BATTLE = 4         # (queue, G_EV_BY) added to the destroying player: it was in battle
SOUL_FLAG = 16        # (queue) the Soul Core was on the card: level + SOUL_FLAG
SILENT_FLAG = 32      # (queue) its own When Destroyed effects do not happen (SF_SILENT)
CORES_UNIT = 64       # (queue) + the cores it had, times this


@kernel()
def queue_event(S, CT, kind, q, card):
    """An event (QE_*) of player q's, `card` its card row (-1 none), waits in the queue
    for the cards watching it (triggers.run_pending), when a card on the field has a
    row watching such events (FX_EVENTS: most games have none)."""
    watched = False
    for x in range(2):
        for y in range(S[pb(x) + P_FIELD_N]):
            if CT[S[fs(x, y) + F_CARD], C_FX] & FX_EVENTS:
                watched = True
    if watched and S[G_PQ_N] < PQ_CAP:
        e = G_PQ + S[G_PQ_N] * PQ_W
        S[e] = kind
        S[e + 1] = q
        S[e + 2] = card
        S[e + 3] = 0
        S[e + 4] = 0
        S[G_PQ_N] += 1


@kernel()
def exhaust(S, CT, q, s):
    """Player q's card in slot s becomes exhausted: an event (QE_EXHAUSTED)."""
    o = fs(q, s)
    if S[o + F_EXH] == 0:
        S[o + F_EXH] = 1
        queue_event(S, CT, QE_EXHAUSTED, q, S[o + F_CARD])


@kernel()
def put_card(S, q, card, d, L):
    """Card to its owner q's hand, deck top or deck bottom (D_*), else the trash."""
    b = pb(q)
    if d == D_HAND and S[b + P_HAND_N] < HAND_CAP:
        S[b + P_HAND + S[b + P_HAND_N]] = card
        S[b + P_HAND_N] += 1
        log(L, EV_TO_HAND, q, card, 0, 0)
    elif (d == D_DECK_TOP or d == D_DECK_BOTTOM) and S[b + P_DECK_N] < MAX_DECK:
        n = S[b + P_DECK_N]
        if d == D_DECK_TOP:
            S[b + P_DECK + n] = card
        else:
            for j in range(n, 0, -1):
                S[b + P_DECK + j] = S[b + P_DECK + j - 1]
            S[b + P_DECK] = card
        S[b + P_DECK_N] = n + 1
    else:
        to_trash(S, q, card)


@kernel()
def cheapest_from_hand(S, CT, q):
    """Take the cheapest card out of q's hand (the one a pilot parts with); -1 none."""
    b = pb(q)
    n = S[b + P_HAND_N]
    if n <= 0:
        return np.int64(-1)
    worst = np.int64(0)
    for h in range(n):
        if CT[S[b + P_HAND + h], 1] < CT[S[b + P_HAND + worst], 1]:
            worst = h
    c = S[b + P_HAND + worst]
    for h in range(worst, n - 1):
        S[b + P_HAND + h] = S[b + P_HAND + h + 1]
    S[b + P_HAND_N] = n - 1
    return np.int64(c)


@kernel()
def saving_row(S, CT, AB, q, s, how, p):
    """The OP_SAVE row (and its card's slot) of q's cards that would save q's card in
    slot s from this destruction (how, by player p), else (-1, -1)."""
    spirits = np.int64(0)
    for x in range(S[pb(q) + P_FIELD_N]):
        if CT[S[fs(q, x) + F_CARD], C_TYPE] == T_SPIRIT:
            spirits += 1
    for x in range(S[pb(q) + P_FIELD_N]):
        c = S[fs(q, x) + F_CARD]
        if CT[c, C_FX] & FX_SAVES == 0:
            continue
        lv = level_of(S, CT, q, x)
        for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[k, A_OP] != OP_SAVE or not row_active(AB, k, lv) \
                    or not in_force(S, CT, q, x, k, AB) or spirits < AB[k, A_MIN_SPIRITS] \
                    or (AB[k, A_FROM] == 1 and (how == HOW_BATTLE or p == q)) \
                    or spent_once(S, AB, q, x, k):
                continue
            if (x == s) if AB[k, A_WHO] == W_SELF else slot_matches(S, CT, AB, k, x, s, q, q):
                return k, x
    return np.int64(-1), np.int64(-1)


@kernel()
def pay_to_save(S, CT, AB, q, s, k, src, L):
    """Pay row k's A_PRICE to save q's card in slot s (src: the row's card); whether
    it was paid."""
    price = AB[k, A_PRICE]
    if price == PRICE_CORE:
        if pay(S, CT, q, 1, L) == 0:
            return False
    elif price == PRICE_EXHAUST_SOURCE:
        if S[fs(q, src) + F_EXH] != 0:
            return False
        exhaust(S, CT, q, src)
    elif price == PRICE_DISCARD:
        c = cheapest_from_hand(S, CT, q)
        if c < 0:
            return False
        to_trash(S, q, c)
    elif price == PRICE_VOID_CORE:
        S[fs(q, s) + F_CORES] += 1
        S[pb(q) + P_VOID_IN] += 1
    use_once(S, AB, q, src, k)
    return True


@kernel()
def destroy(S, CT, AB, q, s, how, p, L):
    """Player q's card in slot s leaves the field for the Trash, destroyed (5-10;
    by player p's effect or battle) or depleted (5-11, which is not destruction:
    nothing watches it). A destruction waits in the queue with the level it had
    (10-2-2-3); the cores go to q's Reserve (10-2-2-5)."""
    o = fs(q, s)
    card = S[o + F_CARD]
    if how != HOW_DEPLETED and p != q and S[o + F_FLAGS] & FL_SHIELD:
        return                                                # OP_SHIELD_TURN
    save = np.int64(0)
    if how != HOW_DEPLETED and CT[card, C_TYPE] == T_SPIRIT:   # replacement effects
        k, src = saving_row(S, CT, AB, q, s, how, p)
        if k >= 0 and pay_to_save(S, CT, AB, q, s, k, src, L):
            save = np.int64(AB[k, A_AMT])
            log(L, EV_EFFECT, q, AB[k, A_CARD], OP_SAVE, 0)
            if save == SAVE_EXHAUSTED or save == SAVE_REFRESHED:
                S[o + F_EXH] = 1 if save == SAVE_EXHAUSTED else 0
                return
            if save == SAVE_RETURNED:
                leave_field(S, CT, q, s, L)
                put_card(S, q, card, D_HAND, L)
                return
    if how != HOW_DEPLETED and S[G_PQ_N] < PQ_CAP:
        e = G_PQ + S[G_PQ_N] * PQ_W
        S[e] = QE_DESTROYED
        S[e + 1] = q
        S[e + 2] = card
        S[e + 3] = level_of(S, CT, q, s) + (SOUL_FLAG if S[pb(q) + P_SOUL] == s else 0) \
            + (SILENT_FLAG if how == HOW_SILENT else 0) + CORES_UNIT * S[o + F_CORES]
        S[e + 4] = p + (IN_BATTLE if how == HOW_BATTLE else 0)
        S[G_PQ_N] += 1
    log(L, EV_DESTROY, q, card, HOW_DEPLETED if how == HOW_DEPLETED else HOW_DESTROYED, 0)
    leave_field(S, CT, q, s, L)
    if save == SAVE_TO_HAND:
        put_card(S, q, card, D_HAND, L)
    else:
        to_trash(S, q, card)
    if CT[card, C_TYPE] == T_SPIRIT:
        S[pb(q) + P_LOST] += 1


@kernel()
def deplete(S, CT, AB, L):
    """3-2-5-4: every spirit with fewer cores than its Lv1 cost is depleted (an event
    when the opponent's effect took its cores, FL_DRAINED, which ends here)."""
    for q in range(2):
        s = np.int64(0)
        while s < S[pb(q) + P_FIELD_N]:
            o = fs(q, s)
            if S[o + F_CORES] < lv1_cost(CT, S[o + F_CARD]):
                if S[o + F_FLAGS] & FL_DRAINED and CT[S[o + F_CARD], C_TYPE] == T_SPIRIT:
                    queue_event(S, CT, QE_DRAINED, q, S[o + F_CARD])
                destroy(S, CT, AB, q, s, HOW_DEPLETED, q, L)
            else:
                S[o + F_FLAGS] &= ~FL_DRAINED
                s += 1


@kernel()
def cores_off(S, q, s, n, d):
    """n cores off player q's card in slot s to q's Reserve, Trash or the Void
    (D_*), the Soul Core last (and never into the Void, 5-7-3)."""
    b = pb(q)
    o = fs(q, s)
    for i in range(n):
        if S[o + F_CORES] <= 0:
            break
        soul = S[b + P_SOUL] == s and S[o + F_CORES] == 1
        if soul and d == D_VOID:
            break
        S[o + F_CORES] -= 1
        if d == D_TRASH:
            S[b + P_TRASHC] += 1
            if soul:
                S[b + P_SOUL] = SOUL_TRASH
        elif d == D_VOID:
            S[b + P_VOID_IN] -= 1
        else:
            S[b + P_RES] += 1
            if soul:
                S[b + P_SOUL] = SOUL_RES
