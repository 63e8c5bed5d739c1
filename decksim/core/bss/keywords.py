"""The keywords the engine plays (docs/cards.md, Keywords; tables.KW_*), at the
moments of a battle they act in: on the attack (Crush, Raid), on the block
(Gale), at the battle's end (Curse), on a life hit (Blessed), and the Flash
abilities a player may use (Awaken; Swift from the hand)."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.action_codes import A_AWAKEN, A_FLASH, TARGET_P, WHY_DESTROY
from decksim.core.bss.cores import level_of, lv1_cost, surplus, to_trash
from decksim.core.bss.costs import can_afford, cost_of
from decksim.core.bss.destruction import HOW_DESTROYED, destroy, exhaust, queue_event
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    EV_EFFECT, EV_TO_HAND, F_CARD, F_CORES, F_EXH, F_FLAGS, FL_RAID1, FL_RAIDS, fs, G_ASCENDED,
    G_BM, G_BM_N, G_LUSTER, HAND_CAP, log, pb, P_DECK, P_DECK_N, P_FIELD_N, P_HAND, P_HAND_N,
    P_LIFE, P_RES, P_SOUL, P_TRASH, P_TRASH_N, P_VOID_IN, QE_CRUSHED, SOUL_RES,
)
from decksim.core.bss.tables import (
    C_COST, C_KW, C_KWV, C_TYPE, KW_ASCEND, KW_AWAKEN, KW_BLESSED, KW_CRUSH, KW_EVENT, KW_GALE,
    KW_RAID, KW_SWIFT, T_NEXUS, T_SPIRIT,
)
from decksim.core.bss.values import armored, kw


@kernel(inline=True)
def kw_value(S, CT, p, s, k):
    return np.int64(CT[S[fs(p, s) + F_CARD], C_KWV + k])


@kernel()
def on_attack(S, CT, AB, p, s, L):
    """Crush: the top (level + its number) cards of the opponent's deck go to their
    trash. Raid: a refreshed nexus of p's is exhausted to refresh the attacker,
    its number of times a turn (the pilots always use it)."""
    if kw(S, CT, AB, p, s, KW_CRUSH):
        q = 1 - p
        n = level_of(S, CT, p, s) + kw_value(S, CT, p, s, KW_CRUSH)
        log(L, EV_EFFECT, p, S[fs(p, s) + F_CARD], KW_EVENT + KW_CRUSH, n)
        for i in range(n):
            d = S[pb(q) + P_DECK_N]
            if d <= 0:
                break
            S[pb(q) + P_DECK_N] = d - 1
            c = S[pb(q) + P_DECK + d - 1]
            to_trash(S, q, c)
            if CT[c, C_TYPE] == T_SPIRIT:
                queue_event(S, CT, QE_CRUSHED, q, c)
    o = fs(p, s)
    if kw(S, CT, AB, p, s, KW_RAID) and (S[o + F_FLAGS] & FL_RAIDS) // FL_RAID1 \
            < max(kw_value(S, CT, p, s, KW_RAID), np.int64(1)):      # (granted: Raid:1)
        for x in range(S[pb(p) + P_FIELD_N]):
            ox = fs(p, x)
            if CT[S[ox + F_CARD], C_TYPE] == T_NEXUS and S[ox + F_EXH] == 0:
                exhaust(S, CT, p, x)
                S[o + F_EXH] = 0
                S[o + F_FLAGS] += FL_RAID1
                log(L, EV_EFFECT, p, S[o + F_CARD], KW_EVENT + KW_RAID, 1)
                break


@kernel()
def on_block(S, CT, AB, PR, rng, p, s, q, blk, L, ak):
    """Gale: when p's attacker in slot s is blocked, q exhausts that many of its
    other refreshed spirits (q's pilot picks)."""
    if not kw(S, CT, AB, p, s, KW_GALE):
        return
    for t in range(kw_value(S, CT, p, s, KW_GALE)):
        n = np.int64(0)
        for x in range(S[pb(q) + P_FIELD_N]):
            ox = fs(q, x)
            if x != blk and CT[S[ox + F_CARD], C_TYPE] == T_SPIRIT and S[ox + F_EXH] == 0:
                ak[n] = q * TARGET_P + x
                n += 1
        if n == 0:
            return
        i = decide.target(S, CT, AB, PR, rng, q, ak, n, WHY_DESTROY)
        exhaust(S, CT, q, ak[i] % TARGET_P)
    log(L, EV_EFFECT, p, S[fs(p, s) + F_CARD], KW_EVENT + KW_GALE, 0)


@kernel()
def curse_end(S, CT, AB, p, cursed, colours, q, blk, L):
    """Curse: at the battle's end the blocking spirit, if still on the field, is
    destroyed by p (an effect: the blocker's Armor of the attacker's colours stops it)."""
    if cursed and blk >= 0 and not armored(S, CT, AB, q, blk, colours):
        destroy(S, CT, AB, q, blk, HOW_DESTROYED, p, L)


@kernel()
def on_life_hit(S, CT, AB, p, s, L):
    """Blessed: when the attack of p's spirit in slot s reduces the opponent's life,
    p gains one life from the Void."""
    if s >= 0 and kw(S, CT, AB, p, s, KW_BLESSED):
        S[pb(p) + P_LIFE] += 1
        S[pb(p) + P_VOID_IN] += 1
        log(L, EV_EFFECT, p, S[fs(p, s) + F_CARD], KW_EVENT + KW_BLESSED, 1)


@kernel()
def awaken_actions(S, CT, AB, p, ak, n):
    """Append A_AWAKEN + slot for each spirit of p whose Awaken would move a core;
    the new count."""
    b = pb(p)
    spare = np.int64(0)
    for x in range(S[b + P_FIELD_N]):
        if CT[S[fs(p, x) + F_CARD], C_TYPE] == T_SPIRIT:
            spare += max(surplus(S, CT, p, x), np.int64(0))
    for x in range(S[b + P_FIELD_N]):
        if kw(S, CT, AB, p, x, KW_AWAKEN) and spare - max(surplus(S, CT, p, x),
                                                            np.int64(0)) > 0:
            ak[n] = A_AWAKEN + x
            n += 1
    return n


@kernel()
def swift_actions(S, CT, AB, p, ak, n):
    """Append A_FLASH + hand index for each Swift spirit card p can summon from its
    Reserve alone (cost and Lv1 cores); the new count."""
    b = pb(p)
    for h in range(S[b + P_HAND_N]):
        c = S[b + P_HAND + h]
        if CT[c, C_TYPE] == T_SPIRIT and (CT[c, C_KW] >> KW_SWIFT) & 1 \
                and cost_of(S, CT, AB, p, c) + lv1_cost(CT, c) <= S[b + P_RES] \
                and can_afford(S, CT, AB, p, c):
            ak[n] = A_FLASH + h
            n += 1
    return n


@kernel()
def ascend_spirits(S, CT, p, card, ak):
    """Ascend (docs/cards.md, Keywords): p's other spirits that can pay for `card`'s
    Ascend (cost its number or more, a core on it), into ak; their count. For a card
    without Ascend, -1."""
    if (CT[card, C_KW] >> KW_ASCEND) & 1 == 0:
        return np.int64(-1)
    n = np.int64(0)
    for s in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, s) + F_CARD]
        if CT[c, C_TYPE] == T_SPIRIT and CT[c, C_COST] >= CT[card, C_KWV + KW_ASCEND] \
                and S[fs(p, s) + F_CORES] >= 1:
            ak[n] = p * TARGET_P + s
            n += 1
    return n


@kernel()
def ascend_ok(S, CT, p, card):
    """`card` has no Ascend, or p has a spirit that can pay for it."""
    if (CT[card, C_KW] >> KW_ASCEND) & 1 == 0:
        return True
    for s in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, s) + F_CARD]
        if CT[c, C_TYPE] == T_SPIRIT and CT[c, C_COST] >= CT[card, C_KWV + KW_ASCEND] \
                and S[fs(p, s) + F_CORES] >= 1:
            return True
    return False


@kernel()
def ascend(S, CT, AB, PR, rng, p, card, L, ak):
    """Pay `card`'s Ascend: every core of one of p's spirits (its pilot picks) goes to
    the Reserve; the spirit is then depleted, not destroyed (run_pending)."""
    n = ascend_spirits(S, CT, p, card, ak)
    if n <= 0:
        return
    s = ak[decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_DESTROY)] % TARGET_P
    o = fs(p, s)
    S[G_ASCENDED] = S[o + F_CARD]
    S[pb(p) + P_RES] += S[o + F_CORES]
    S[o + F_CORES] = 0
    if S[pb(p) + P_SOUL] == s:
        S[pb(p) + P_SOUL] = SOUL_RES
    log(L, EV_EFFECT, p, card, KW_EVENT + KW_ASCEND, 0)


@kernel()
def luster_returns(S, p, L):
    """Luster: at the battle's end, the magic p used in it go from p's trash back to
    p's hand (each copy once)."""
    b = pb(p)
    if S[G_LUSTER] == 1:
        for i in range(S[G_BM_N]):
            card = S[G_BM + i]
            for j in range(S[b + P_TRASH_N] - 1, -1, -1):
                if S[b + P_TRASH + j] == card and S[b + P_HAND_N] < HAND_CAP:
                    for m in range(j, S[b + P_TRASH_N] - 1):
                        S[b + P_TRASH + m] = S[b + P_TRASH + m + 1]
                    S[b + P_TRASH_N] -= 1
                    S[b + P_HAND + S[b + P_HAND_N]] = card
                    S[b + P_HAND_N] += 1
                    log(L, EV_TO_HAND, p, card, 0, 0)
                    break
    S[G_LUSTER] = 0
    S[G_BM_N] = 0
