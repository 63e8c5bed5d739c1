"""Effects (9, 11): the ability rows of a card (tables.AB) resolved by one
interpreter. An effect checks its condition, selects its targets (select.py)
and acts on each. What happens when a card is destroyed (its When Destroyed
effects at the level it had, 10-2-2-3; other cards watching; the owner's
burst) waits in the state's queue (G_PQ) and resolves once the effect that
destroyed it is done (triggers.run_pending): no effect resolves inside
another's, and no kernel calls itself. Destruction itself, and the events other
cards watch, are destruction.py's."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.aim import aim, force_first
from decksim.core.bss.action_codes import TARGET_P, WHY_CARD, WHY_DESTROY, WHY_HAND
from decksim.core.bss.cores import (
    add_to_field, draw, end_game, field_surplus, leave_field, lv1_cost, note_levels, pay, surplus,
    take_core, to_trash,
)
from decksim.core.bss.destruction import (
    cheapest_from_hand, cores_off, destroy, exhaust, HOW_DESTROYED, HOW_SILENT, IN_BATTLE, put_card,
    queue_event,
)
from decksim.core.bss.costs import cost_of
from decksim.core.bss.filters import card_matches
from decksim.core.bss.kernel import kernel
from decksim.core.bss.records import END_LIFE
from decksim.core.bss.select import candidates, select
from decksim.core.bss.state import (
    EV_EFFECT, EV_LIFE, EV_PLAY, F_BP_TURN, F_CARD, F_CORES, F_EXH, F_FLAGS, FIELD_CAP,
    FL_BLOCK_EXH, FL_BY_SHIFT, FL_DRAINED, FL_LV1, FL_LV1_BATTLE, FL_MAXLV, FL_NO_ATTACK,
    FL_NO_BLOCK, FL_SHIELD, FL_STAY, FL_UNBLOCKABLE, fs, F_UID, G_ACTIVE, G_ASCENDED, G_BLK,
    G_COUNT, G_DOOM, G_END_ATTACKS, G_EV_BY, G_EV_CARD, G_LAST_T, G_MILLED, G_PQ, G_PQ_N, G_SKIP_HI,
    G_SKIP_LO, G_SOULPAY, G_STEP, G_TURN_ATTACKS, HAND_CAP, log, P_AIM_ROW, P_ATTACK_TAX, pb,
    P_DECK, P_DECK_N, P_FIELD_N, P_HAND, P_HAND_N, P_LIFE, P_LIFE_COST, P_LIFE_LOST_TURN, PQ_CAP,
    PQ_W, P_RES, P_SOUL, P_SOUL_PAID, P_TRASH, P_TRASHC, P_TRASH_N, P_VOID_IN, QE_DREW, QE_LIFE_UP,
    QE_RETURNED, QE_SUMMONED, SOUL_RES, SOUL_TRASH, SOUL_VOID, ST_DRAW,
)
from decksim.core.bss.tables import (
    A_AMT, A_CARD, A_COLOUR, A_COND, A_DEST, A_EFF, A_FILT, A_FROM, A_N, A_OP, A_PER, A_WHO, C_COST,
    CD_BY_OPPONENT, CD_FIRST_ATTACK, CD_IN_BATTLE, CD_IN_YOUR_BATTLE, CD_ONLY_COLOURS,
    CD_OPP_ONE_CORE, CD_OPP_SPIRIT, CD_SOUL_ON_SELF, CD_SOUL_PAID, C_TYPE, D_DECK_BOTTOM,
    D_DECK_TOP, D_FROM_RESERVE, D_HAND, D_TRASH, OP_ATTACK_SPIRIT, OP_ATTACK_SPIRIT_TURN,
    OP_ATTACK_TAX, OP_BLOCK_EXH_TURN, OP_BP_TURN, OP_CORE_CHARGE, OP_CORES_OFF, OP_CORES_ON,
    OP_CORE_TRASH_TO_RES, OP_COUNT, OP_DESTROY, OP_DESTROY_BPS, OP_DESTROY_COSTS, OP_DISCARD,
    OP_DISCARD_DRAIN, OP_DOOM_BLOCKER, OP_DRAW, OP_END_ATTACKS, OP_EXHAUST, OP_FIRST_ATTACKER,
    OP_HAND_TO_BOTTOM, OP_IF_ASCENDED, OP_IF_CONTROL, OP_IF_HAND_AT_MOST, OP_IF_SAME_COST,
    OP_IF_TRASH_AT_LEAST, OP_KEEP_CORES, OP_LIFE, OP_LIFE_COST_TURN, OP_LIFE_TO_TRASH,
    OP_LIFE_UP_TO, OP_LV1_BATTLE, OP_LV1_TURN, OP_MAXLV_TURN, OP_MILL, OP_NO_ATTACK_TURN,
    OP_NO_BLOCK_TURN, OP_NO_REFRESH, OP_NO_RETURN, OP_ONE_OF, OP_PAY_SOUL, OP_REFRESH,
    OP_REFRESH_NO_ATTACK, OP_RES_TO_LIFE, OP_RETURN, OP_REVEAL_ADD, OP_SCRY, OP_SHIELD_TURN,
    OP_SOUL_TO_VOID, OP_SUMMON, OP_TRASH_TO_HAND, OP_UNBLOCKABLE_BY_TURN, OP_UNBLOCKABLE_TURN,
    OP_UNLESS_CONTROL, OP_UNLESS_MILLED, OP_WHEN, SF_CHEAPER_EVENT, SF_EVENT_CARD, SF_NO_SOUL,
    SF_SILENT, SF_SOUL, T_SPIRIT, W_ANY, W_SELF, W_THEIRS, W_YOURS,
)
from decksim.core.bss.values import (
    bp_of, cond_now, kept, life_catcher, only_colours,
)


@kernel()
def act_on(S, CT, AB, p, k, q, s, L):
    """Row k's operation on player q's card in slot s, for player p."""
    op = AB[k, A_OP]
    amt = np.int64(AB[k, A_AMT]) * (np.int64(S[G_COUNT]) if AB[k, A_PER] else np.int64(1))
    o = fs(q, s)
    if op == OP_DESTROY:
        destroy(S, CT, AB, q, s, HOW_SILENT if AB[k, A_FILT] & SF_SILENT else HOW_DESTROYED, p, L)
    elif op == OP_RETURN:
        if p != q and kept(S, CT, AB, q, s, OP_NO_RETURN):
            return
        card = S[o + F_CARD]
        leave_field(S, CT, q, s, L)
        put_card(S, q, card, AB[k, A_DEST], L)
        if CT[card, C_TYPE] == T_SPIRIT:
            queue_event(S, CT, QE_RETURNED, q, card)
    elif op == OP_REFRESH:
        S[o + F_EXH] = 0
    elif op == OP_REFRESH_NO_ATTACK:
        S[o + F_EXH] = 0
        S[o + F_FLAGS] |= FL_NO_ATTACK
    elif op == OP_EXHAUST:
        exhaust(S, CT, q, s)
    elif op == OP_BP_TURN:
        S[o + F_BP_TURN] += amt
    elif op == OP_DISCARD_DRAIN:
        if p != q and kept(S, CT, AB, q, s, OP_KEEP_CORES):
            return
        n = np.int64(0)
        while n < S[o + F_CORES] and S[pb(p) + P_HAND_N] > 0:
            to_trash(S, p, cheapest_from_hand(S, CT, p))
            n += 1
        cores_off(S, q, s, n, D_TRASH)
        if p != q and n > 0:
            S[o + F_FLAGS] |= FL_DRAINED
    elif op == OP_CORES_OFF:
        if p != q and kept(S, CT, AB, q, s, OP_KEEP_CORES):
            return
        n = max(np.int64(S[o + F_CORES]) - 1, np.int64(0)) if amt >= 99 else amt
        cores_off(S, q, s, n, AB[k, A_DEST])
        if p != q:
            S[o + F_FLAGS] |= FL_DRAINED
    elif op == OP_SHIELD_TURN:
        S[o + F_FLAGS] |= FL_SHIELD
    elif op == OP_LV1_BATTLE:
        S[o + F_FLAGS] |= FL_LV1_BATTLE
    elif op == OP_BLOCK_EXH_TURN:
        S[o + F_FLAGS] |= FL_BLOCK_EXH
    elif op == OP_CORES_ON:
        if AB[k, A_DEST] == D_FROM_RESERVE:          # from p's Reserve, the Soul Core first
            n = min(amt, np.int64(S[pb(p) + P_RES])) if q == p else np.int64(0)
            if n > 0 and S[pb(p) + P_SOUL] == SOUL_RES:
                S[pb(p) + P_SOUL] = s
            S[pb(p) + P_RES] -= n
            S[o + F_CORES] += n
        elif AB[k, A_DEST] == D_TRASH:               # from p's trash (its core area)
            soul = S[pb(p) + P_SOUL] == SOUL_TRASH
            n = min(amt, np.int64(S[pb(p) + P_TRASHC]) - (1 if soul and AB[k, A_FILT] & SF_NO_SOUL
                                                            else 0))
            if soul and n == S[pb(p) + P_TRASHC]:
                if q == p:                           # the Soul Core too, last (5-7-3)
                    S[pb(p) + P_SOUL] = s
                else:
                    n -= 1                           # (it never changes owner)
            S[pb(p) + P_TRASHC] -= n
            S[pb(p) + P_VOID_IN] -= n
            S[pb(q) + P_VOID_IN] += n
            S[o + F_CORES] += n
        else:
            S[o + F_CORES] += amt
            S[pb(q) + P_VOID_IN] += amt
        note_levels(S, CT, q)
    elif op == OP_LV1_TURN:
        S[o + F_FLAGS] = (S[o + F_FLAGS] | FL_LV1) & ~FL_MAXLV
    elif op == OP_MAXLV_TURN:
        S[o + F_FLAGS] = (S[o + F_FLAGS] | FL_MAXLV) & ~FL_LV1
    elif op == OP_NO_ATTACK_TURN:
        S[o + F_FLAGS] |= FL_NO_ATTACK
    elif op == OP_NO_BLOCK_TURN:
        S[o + F_FLAGS] |= FL_NO_BLOCK
    elif op == OP_UNBLOCKABLE_TURN:
        S[o + F_FLAGS] |= FL_UNBLOCKABLE
    elif op == OP_UNBLOCKABLE_BY_TURN:
        S[o + F_FLAGS] |= (AB[k, A_AMT] & 31) << FL_BY_SHIFT
    elif op == OP_NO_REFRESH:
        S[o + F_FLAGS] |= FL_STAY


@kernel()
def same_cost(S, CT, p):
    """p has a spirit, and all p's spirits have the same cost (OP_IF_SAME_COST)."""
    cost = np.int64(-1)
    for s in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, s) + F_CARD]
        if CT[c, C_TYPE] == T_SPIRIT:
            if cost >= 0 and CT[c, C_COST] != cost:
                return False
            cost = CT[c, C_COST]
    return cost >= 0


@kernel()
def cond_ok(S, CT, AB, p, src, k):
    """Row k's condition (A_COND) holds for player p's source in slot src (-1:
    a magic, or a card that left the field: its Soul Core as it was, G_SOULPAY)."""
    c = AB[k, A_COND]
    if c == CD_SOUL_PAID or (c == CD_SOUL_ON_SELF and src < 0):
        return S[G_SOULPAY] == 1
    if c == CD_BY_OPPONENT:
        return S[G_EV_BY] % IN_BATTLE == 1 - p
    if c == CD_FIRST_ATTACK:
        return S[G_TURN_ATTACKS] == 1
    if c == CD_IN_BATTLE or c == CD_IN_YOUR_BATTLE:
        return S[G_EV_BY] >= IN_BATTLE and (c == CD_IN_BATTLE or S[G_ACTIVE] == p)
    if c == CD_ONLY_COLOURS:
        return only_colours(S, CT, p, AB[k, A_COLOUR])
    if c != CD_OPP_ONE_CORE and c != CD_OPP_SPIRIT:
        return cond_now(S, p, src, c)
    o = 1 - p
    for s in range(S[pb(o) + P_FIELD_N]):
        if CT[S[fs(o, s) + F_CARD], C_TYPE] == T_SPIRIT and (
                c == CD_OPP_SPIRIT or (c == CD_OPP_ONE_CORE and S[fs(o, s) + F_CORES] == 1)):
            return True
    return False


@kernel()
def trash_to_hand(S, CT, AB, PR, rng, p, k, ak, L):
    """Up to A_N cards of p's trash that pass row k's filters to p's hand."""
    b = pb(p)
    for t in range(max(np.int64(AB[k, A_N]), np.int64(1))):
        n = np.int64(0)
        for i in range(S[b + P_TRASH_N]):
            c = S[b + P_TRASH + i]
            f = AB[k, A_FILT]
            if card_matches(CT, AB, k, c) and (f & SF_EVENT_CARD == 0 or c == S[G_EV_CARD]) \
                    and (f & SF_CHEAPER_EVENT == 0 or (S[G_EV_CARD] >= 0 and CT[c, C_COST]
                                                       < CT[S[G_EV_CARD], C_COST])):
                ak[n] = i
                n += 1
        if n == 0 or S[b + P_HAND_N] >= HAND_CAP:
            return
        i = ak[decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_CARD)]
        put_card(S, p, S[b + P_TRASH + i], D_HAND, L)
        for j in range(i, S[b + P_TRASH_N] - 1):
            S[b + P_TRASH + j] = S[b + P_TRASH + j + 1]
        S[b + P_TRASH_N] -= 1


@kernel()
def reveal_add(S, CT, AB, p, k, L):
    """Reveal the top A_AMT cards of p's deck; up to A_N (0: all) that pass row k's
    filters go to the hand, the costliest first; the rest to A_DEST (the deck's
    bottom, or the trash)."""
    b = pb(p)
    amt = np.int64(AB[k, A_AMT]) * (np.int64(S[G_COUNT]) if AB[k, A_PER] else np.int64(1))
    n = min(amt, np.int64(S[b + P_DECK_N]))
    want = np.int64(AB[k, A_N]) if AB[k, A_N] > 0 else n
    top = S[b + P_DECK_N] - n                 # the revealed: deck[top .. top+n-1]
    taken = np.int64(0)
    while taken < want:
        best = np.int64(-1)
        for i in range(top, top + n):
            c = S[b + P_DECK + i]
            if c >= 0 and card_matches(CT, AB, k, c) and (
                    best < 0 or CT[c, 1] > CT[S[b + P_DECK + best], 1]):
                best = i
        if best < 0:
            break
        put_card(S, p, S[b + P_DECK + best], D_HAND, L)
        S[b + P_DECK + best] = -1
        taken += 1
    rest = np.int64(0)
    for i in range(top, top + n):
        if S[b + P_DECK + i] >= 0:
            S[b + P_DECK + top + rest] = S[b + P_DECK + i]
            rest += 1
    S[b + P_DECK_N] = top + rest
    if AB[k, A_DEST] == D_DECK_BOTTOM:
        for r in range(rest):                  # to the bottom, in the order they were
            c = S[b + P_DECK + S[b + P_DECK_N] - 1]
            S[b + P_DECK_N] -= 1
            put_card(S, p, c, D_DECK_BOTTOM, L)
    elif AB[k, A_DEST] != D_DECK_TOP:
        for r in range(rest):
            c = S[b + P_DECK + S[b + P_DECK_N] - 1]
            S[b + P_DECK_N] -= 1
            to_trash(S, p, c)


@kernel()
def gate(S, CT, AB, p, src, k, ak):
    """The gates (OP_IF_CONTROL .. OP_UNLESS_SOUL_PAID): whether the rest of the effect
    happens; OP_COUNT: count the selector's cards into G_COUNT (always True)."""
    op = AB[k, A_OP]
    need = max(np.int64(AB[k, A_AMT]), np.int64(1))
    if op == OP_IF_CONTROL or op == OP_UNLESS_CONTROL or op == OP_COUNT:
        n = candidates(S, CT, AB, k, src, p, ak)
        if op == OP_COUNT:
            S[G_COUNT] = n
            return True
        return (n >= need) == (op == OP_IF_CONTROL)
    if op == OP_IF_HAND_AT_MOST:
        return S[pb(p) + P_HAND_N] <= AB[k, A_AMT]
    if op == OP_IF_TRASH_AT_LEAST:
        q = 1 - p if AB[k, A_WHO] == W_THEIRS else p
        return S[pb(q) + P_TRASH_N] >= need
    return S[G_SOULPAY] == 0                    # OP_UNLESS_SOUL_PAID


@kernel()
def summon(S, CT, AB, PR, rng, p, k, L, ak):
    """OP_SUMMON (5-8-1): p summons a spirit card of its hand or trash (A_FROM) that
    passes row k's filters, the pilot picking: free (A_AMT 0) or paying its cost from
    the Reserve; it takes its Lv1 cost in cores (11-1-1-6, else it is not summoned);
    its When Summoned effects wait in the queue (QE_SUMMONED)."""
    b = pb(p)
    zone = P_HAND if AB[k, A_FROM] == D_HAND else P_TRASH
    count = P_HAND_N if AB[k, A_FROM] == D_HAND else P_TRASH_N
    n = np.int64(0)
    for i in range(S[b + count]):
        c = S[b + zone + i]
        if CT[c, C_TYPE] == T_SPIRIT and card_matches(CT, AB, k, c):
            cost = cost_of(S, CT, AB, p, c) if AB[k, A_AMT] != 0 else np.int64(0)
            if cost + lv1_cost(CT, c) <= S[b + P_RES] + (field_surplus(S, CT, p)
                                                          if AB[k, A_AMT] == 0 else 0):
                ak[n] = i
                n += 1
    if n == 0 or S[b + P_FIELD_N] >= FIELD_CAP:
        return False
    i = ak[decide.target(S, CT, AB, PR, rng, p, ak, n,
                         WHY_HAND if AB[k, A_FROM] == D_HAND else WHY_CARD)]
    card = S[b + zone + i]
    for j in range(i, S[b + count] - 1):
        S[b + zone + j] = S[b + zone + j + 1]
    S[b + count] -= 1
    cost = cost_of(S, CT, AB, p, card) if AB[k, A_AMT] != 0 else np.int64(0)
    soulpay = S[G_SOULPAY]
    S[G_SOULPAY] = 0
    pay(S, CT, p, cost, L)
    s = add_to_field(S, CT, p, card)
    for j in range(lv1_cost(CT, card)):
        take_core(S, CT, p, s, L)
    note_levels(S, CT, p)
    log(L, EV_PLAY, p, card, cost, lv1_cost(CT, card))
    if S[G_PQ_N] < PQ_CAP:
        e = G_PQ + S[G_PQ_N] * PQ_W
        S[e] = QE_SUMMONED
        S[e + 1] = p
        S[e + 2] = card
        S[e + 3] = S[fs(p, s) + F_UID]
        S[e + 4] = S[G_SOULPAY]          # (QE_SUMMONED: the Soul Core paid for it)
        S[G_PQ_N] += 1
    S[G_SOULPAY] = soulpay               # the effect's own card's, for its next rows
    return True


@kernel()
def scry(S, CT, PR, rng, p, amount, ak):
    """OP_SCRY: p views the top `amount` cards of its deck; the pilot sends each it does
    not want to the bottom (in the order seen), the others stay on top in their order."""
    b = pb(p)
    d = S[b + P_DECK_N]
    n = min(np.int64(amount), np.int64(d))
    kept = np.int64(0)
    down = np.int64(0)
    for i in range(n):                      # from the top (the last word) down
        c = S[b + P_DECK + d - 1 - i]
        if decide.keep_on_top(S, CT, PR, rng, p, c):
            ak[kept] = c
            kept += 1
        else:
            ak[n + down] = c
            down += 1
    for j in range(d - n - 1, -1, -1):      # the rest of the deck moves up over the bottom ones
        S[b + P_DECK + j + down] = S[b + P_DECK + j]
    for j in range(down):
        S[b + P_DECK + down - 1 - j] = ak[n + j]
    for j in range(kept):                   # the first kept back on top
        S[b + P_DECK + d - 1 - j] = ak[j]


@kernel()
def size_of(S, CT, AB, k, t):
    """What OP_DESTROY_COSTS / OP_DESTROY_BPS (row k) adds up for target code t."""
    q = t // TARGET_P
    s = t % TARGET_P
    if AB[k, A_OP] == OP_DESTROY_BPS:
        return bp_of(S, CT, AB, q, s)
    return np.int64(CT[S[fs(q, s) + F_CARD], C_COST])


@kernel()
def destroy_within(S, CT, AB, PR, rng, p, src, k, L, ak, amount):
    """OP_DESTROY_COSTS (OP_DESTROY_BPS): the pilot destroys one selected card at a time
    among those whose cost (BP) still fits in `amount`, the costs (BP) added up;
    whether one was destroyed."""
    done = False
    while True:
        n = candidates(S, CT, AB, k, src, p, ak)
        m = np.int64(0)
        for i in range(n):
            if size_of(S, CT, AB, k, ak[i]) <= amount:
                ak[m] = ak[i]
                m += 1
        if m == 0:
            return done
        t = ak[decide.target(S, CT, AB, PR, rng, p, ak, m, WHY_DESTROY)]
        amount -= size_of(S, CT, AB, k, t)
        destroy(S, CT, AB, t // TARGET_P, t % TARGET_P, HOW_DESTROYED, p, L)
        done = True


@kernel()
def resolve(S, CT, AB, PR, rng, p, src, k, L, ak):
    """Resolve ability row k for player p; src: the source's slot (-1: a magic, or
    a card that left the field). ak: scratch for the targets. False when it did
    nothing (its condition failed, no target, no Soul Core to pay)."""
    if not cond_ok(S, CT, AB, p, src, k):
        return False
    op = AB[k, A_OP]
    amt = np.int64(AB[k, A_AMT]) * (np.int64(S[G_COUNT]) if AB[k, A_PER] else np.int64(1))
    b = pb(p)
    if op >= OP_IF_CONTROL and op <= OP_COUNT:
        return gate(S, CT, AB, p, src, k, ak)
    if op == OP_IF_SAME_COST:
        return same_cost(S, CT, p)
    if op == OP_ONE_OF:
        e = k + 1                           # the effect's end
        while e < AB.shape[0] and AB[e, A_CARD] == AB[k, A_CARD] and AB[e, A_EFF] == AB[k, A_EFF]:
            e += 1
        mid = min(k + 1 + amt, e)
        first = mid > k + 1 and candidates(S, CT, AB, k + 1, src, p, ak) > 0
        if decide.first_option(PR, rng, p, 1 if first else 0):
            S[G_SKIP_LO] = mid
            S[G_SKIP_HI] = e
        else:
            S[G_SKIP_LO] = k + 1
            S[G_SKIP_HI] = mid
        return True
    if op == OP_IF_ASCENDED:
        return S[G_ASCENDED] >= 0 and card_matches(CT, AB, k, S[G_ASCENDED])
    log(L, EV_EFFECT, p, AB[k, 0], op, 0)
    if op == OP_SUMMON:
        return summon(S, CT, AB, PR, rng, p, k, L, ak)
    if op == OP_DESTROY_COSTS or op == OP_DESTROY_BPS:
        return destroy_within(S, CT, AB, PR, rng, p, src, k, L, ak, amt)
    if op == OP_LIFE_UP_TO:
        op = OP_LIFE                                # as many as Life lacks
        amt = max(amt - np.int64(S[b + P_LIFE]), np.int64(0))
    if op == OP_DRAW:
        for i in range(amt):
            draw(S, p, L)
        if amt > 0 and (S[G_STEP] != ST_DRAW or S[G_ACTIVE] != p):
            queue_event(S, CT, QE_DREW, p, -1)
    elif op == OP_CORE_CHARGE:                      # from the Void: to the Reserve or the trash
        S[b + (P_TRASHC if AB[k, A_DEST] == D_TRASH else P_RES)] += amt
        S[b + P_VOID_IN] += amt
    elif op == OP_LIFE:
        x = life_catcher(S, CT, AB)
        if x >= 0:                          # onto that card instead
            S[fs(x // FIELD_CAP, x % FIELD_CAP) + F_CORES] += amt
            S[pb(x // FIELD_CAP) + P_VOID_IN] += amt
        else:
            S[b + P_LIFE] += amt
            S[b + P_VOID_IN] += amt
            if amt > 0:
                queue_event(S, CT, QE_LIFE_UP, p, -1)
    elif op == OP_CORE_TRASH_TO_RES:                # filter soul: the Soul Core first
        n = min(amt, np.int64(S[b + P_TRASHC]))
        first = AB[k, A_FILT] & SF_SOUL != 0
        soul = S[b + P_SOUL] == SOUL_TRASH and n > 0 and (first or n == S[b + P_TRASHC])
        if soul:
            S[b + P_SOUL] = SOUL_RES
        if first:
            S[G_COUNT] = 1 if soul else 0           # for a `per` row after it
        S[b + P_TRASHC] -= n
        S[b + P_RES] += n
    elif op == OP_MILL:
        q = p if AB[k, A_WHO] == W_YOURS else 1 - p
        S[G_MILLED] = -1
        for i in range(amt):
            n = S[pb(q) + P_DECK_N]
            if n <= 0:
                break
            S[pb(q) + P_DECK_N] = n - 1
            S[G_MILLED] = S[pb(q) + P_DECK + n - 1]
            to_trash(S, q, S[G_MILLED])
    elif op == OP_UNLESS_MILLED:
        return S[G_MILLED] >= 0 and not card_matches(CT, AB, k, S[G_MILLED])
    elif op == OP_DISCARD or op == OP_HAND_TO_BOTTOM:
        for side in range(2 if AB[k, A_WHO] == W_ANY else 1):     # who = any: both players
            q = (1 - p if AB[k, A_WHO] == W_THEIRS else p) if side == 0 else 1 - p
            for i in range(amt):
                c = cheapest_from_hand(S, CT, q)
                if c < 0:
                    break
                if op == OP_DISCARD:
                    to_trash(S, q, c)
                else:
                    put_card(S, q, c, D_DECK_BOTTOM, L)
    elif op == OP_RES_TO_LIFE:
        n = min(amt, np.int64(S[b + P_RES]) - (1 if S[b + P_SOUL] == SOUL_RES else 0))
        x = life_catcher(S, CT, AB)
        if n > 0 and x >= 0:                # onto that card instead
            S[b + P_RES] -= n
            S[b + P_VOID_IN] -= n
            S[fs(x // FIELD_CAP, x % FIELD_CAP) + F_CORES] += n
            S[pb(x // FIELD_CAP) + P_VOID_IN] += n
        elif n > 0:
            S[b + P_RES] -= n
            S[b + P_LIFE] += n
            queue_event(S, CT, QE_LIFE_UP, p, -1)
    elif op == OP_END_ATTACKS:
        S[G_END_ATTACKS] = 1
    elif op == OP_LIFE_COST_TURN:
        S[b + P_LIFE_COST] = k + 1
    elif op == OP_DOOM_BLOCKER:
        if S[G_BLK] < 0:
            return False
        S[G_DOOM] = 1
    elif op == OP_ATTACK_TAX:
        S[pb(1 - p if AB[k, A_WHO] == W_THEIRS else p) + P_ATTACK_TAX] = 1
    elif op == OP_LIFE_TO_TRASH:
        q = 1 - p if AB[k, A_WHO] == W_THEIRS else p
        n = min(amt, np.int64(S[pb(q) + P_LIFE]))
        if n > 0:
            S[pb(q) + P_LIFE] -= n
            S[pb(q) + P_TRASHC] += n
            S[pb(q) + P_LIFE_LOST_TURN] += n
            log(L, EV_LIFE, q, n, S[pb(q) + P_LIFE], 0)
            if S[pb(q) + P_LIFE] == 0:
                end_game(S, 1 - q, END_LIFE, L)
    elif op == OP_TRASH_TO_HAND:
        trash_to_hand(S, CT, AB, PR, rng, p, k, ak, L)
    elif op == OP_REVEAL_ADD:
        reveal_add(S, CT, AB, p, k, L)
    elif op == OP_WHEN:
        return True
    elif op == OP_PAY_SOUL:
        at = S[b + P_SOUL]                  # who = "yours": the Soul Core wherever it is
        if AB[k, A_WHO] == W_SELF and (src < 0 or at != src):
            return False
        if at == SOUL_RES:
            S[b + P_RES] -= 1
        elif at >= 0 and (AB[k, A_WHO] == W_SELF or surplus(S, CT, p, at) > 0):
            S[fs(p, at) + F_CORES] -= 1
        else:
            return False                    # in the trash, or its card would be depleted
        S[b + P_TRASHC] += 1
        S[b + P_SOUL] = SOUL_TRASH
        S[b + P_SOUL_PAID] += 1
    elif op == OP_SCRY:
        scry(S, CT, PR, rng, p, amt, ak)
    elif op == OP_SOUL_TO_VOID:             # (the card's text over 5-7-3)
        at = S[b + P_SOUL]
        if at == SOUL_RES:
            S[b + P_RES] -= 1
        elif at == SOUL_TRASH:
            S[b + P_TRASHC] -= 1
        elif at >= 0 and surplus(S, CT, p, at) > 0:
            S[fs(p, at) + F_CORES] -= 1
        else:
            return False
        S[b + P_SOUL] = SOUL_VOID
        S[b + P_VOID_IN] -= 1
    elif op == OP_ATTACK_SPIRIT:
        return aim(S, CT, AB, PR, rng, p, src, k, L, ak)
    elif op == OP_ATTACK_SPIRIT_TURN:           # this turn (start_turn clears it)
        S[b + P_AIM_ROW] = k + 1
    elif op == OP_FIRST_ATTACKER:
        return force_first(S, CT, AB, PR, rng, p, src, k, L, ak)
    else:
        n = select(S, CT, AB, PR, rng, k, src, p, ak)
        S[G_LAST_T] = ak[0] if n > 0 else -1
        for i in range(n):
            act_on(S, CT, AB, p, k, ak[i] // TARGET_P, ak[i] % TARGET_P, L)
        return n > 0
    return True
