"""Cores, levels and BP: what a card on the field is worth and what a player
can pay. Paying a cost (11-1-1-5): from the Reserve and the field to the Trash; a new
spirit or nexus takes at least its Lv1 cost in cores (11-1-1-6); what a cost is
after reduction is costs.py's.
Levels by cores (2-8-3); depletion below the Lv1 cost (3-2-5-4, 3-3-3-3)."""
import numpy as np

from decksim.core.bss.kernel import kernel
from decksim.core.bss.records import END_LIFE
from decksim.core.bss.state import (
    EV_CORE, EV_DRAW, EV_END, EV_LIFE, F_BP_TURN, F_CARD, F_CORES, F_EXH, F_FLAGS, FIELD_CAP,
    FL_LV1, FL_LV1_BATTLE, FL_MAXLV, FL_STAY, FL_TURN, F_LV_TOP, F_NEW, fs, F_UID, F_W, G_ACTIVE,
    G_ATK, G_BLK, G_REASON, G_SOULPAY, G_STEP, G_TURN, G_TURN_ATTACKS, G_UID, G_WINNER, HAND_CAP,
    log, pb, P_DECK, P_DECK_N, P_FIELD_N, P_HAND, P_HAND_N, P_LEVELUPS, P_LIFE, P_LIFE_LOST_TURN,
    P_RES, P_SOUL, P_SOUL_PAID, P_SPENT, P_TRASH, P_TRASHC, P_TRASH_N, SOUL_RES, SOUL_TRASH,
    TRASH_CAP,
)
from decksim.core.bss.tables import (
    C_FAM, C_LVARG, C_LVARG2, C_LVC, C_LVRULE, C_NLV, C_TYPE, FAMILIES, LR_ONLY_FAMILIES, T_SPIRIT,
)


@kernel()
def end_game(S, winner, reason, L):
    """The game ends at once (1-3-1, 1-3-7): winner 0 / 1, or 2 a draw."""
    if S[G_WINNER] < 0:
        S[G_WINNER] = winner
        S[G_REASON] = reason
        log(L, EV_END, winner, reason, 0, 0)


@kernel(inline=True)
def lv1_cost(CT, card):
    """The fewest cores the card needs on the field (2-8-3; a nexus's is 0, 3-3-3-3)."""
    if CT[card, C_NLV] == 0:
        return np.int64(0)
    return np.int64(CT[card, C_LVC])


@kernel()
def level_rule(S, CT, p, card):
    """The card's level rule (C_LVRULE) holds for player p: it is treated as its
    highest level (an effect of its own, e.g. "while you have two spirits or fewer")."""
    n = np.int64(0)
    for x in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, x) + F_CARD]
        if CT[c, C_TYPE] != T_SPIRIT:
            continue
        n += 1
        if CT[card, C_LVRULE] == LR_ONLY_FAMILIES:
            ok = False
            for i in range(FAMILIES):
                f = CT[c, C_FAM + i]
                if f > 0 and (f == CT[card, C_LVARG] or f == CT[card, C_LVARG2]):
                    ok = True
            if not ok:
                return False
    return CT[card, C_LVRULE] == LR_ONLY_FAMILIES or n <= CT[card, C_LVARG]


@kernel()
def level_of(S, CT, p, s):
    """The level of player p's card in slot s: the highest whose cost its cores
    meet (2-8-3); 0 below Lv1 (a spirit about to be depleted)."""
    o = fs(p, s)
    card = S[o + F_CARD]
    cores = S[o + F_CORES]
    lv = 0
    for k in range(CT[card, C_NLV]):
        if cores >= CT[card, C_LVC + k]:
            lv = k + 1
    if lv > 0 and CT[card, C_LVRULE] != 0 and level_rule(S, CT, p, card):
        lv = CT[card, C_NLV]
    if lv > 0 and S[o + F_FLAGS] & (FL_LV1 | FL_LV1_BATTLE | FL_MAXLV):  # "treat it as"
        lv = 1 if S[o + F_FLAGS] & (FL_LV1 | FL_LV1_BATTLE) else CT[card, C_NLV]
    return np.int64(lv)


@kernel(inline=True)
def surplus(S, CT, p, s):
    """Cores slot s can give up without falling below its Lv1 cost."""
    o = fs(p, s)
    return np.int64(S[o + F_CORES]) - lv1_cost(CT, S[o + F_CARD])


@kernel()
def field_surplus(S, CT, p):
    t = np.int64(0)
    for s in range(S[pb(p) + P_FIELD_N]):
        t += surplus(S, CT, p, s)
    return t


@kernel()
def note_levels(S, CT, p):
    """Count each card's rise above the highest level it reached (statistics)."""
    b = pb(p)
    for s in range(S[b + P_FIELD_N]):
        o = fs(p, s)
        lv = level_of(S, CT, p, s)
        if lv > S[o + F_LV_TOP]:
            if S[o + F_LV_TOP] > 0:
                S[b + P_LEVELUPS] += lv - S[o + F_LV_TOP]
            S[o + F_LV_TOP] = lv


@kernel()
def take_core(S, CT, p, target, L):
    """Move one core of player p to `target` (a field slot, or -1 the Trash as a
    payment, 11-1-1-5): from the Reserve, an ordinary core before the Soul Core,
    else from the field card with the most cores above its Lv1 cost (its
    ordinary cores before the Soul Core), never from `target` itself.
    False when none is left."""
    b = pb(p)
    soul = S[b + P_SOUL]
    src = np.int64(-1)
    if S[b + P_RES] > 0:
        src = -2
    else:
        best = np.int64(0)
        for s in range(S[b + P_FIELD_N]):
            if s == target:
                continue
            v = surplus(S, CT, p, s) * 2 - (1 if soul == s else 0)
            if v > best:
                best = v
                src = s
        if src < 0:
            return False
    # the Soul Core moves only when nothing else is there to take
    if src == -2:
        moved_soul = soul == SOUL_RES and S[b + P_RES] == 1
        S[b + P_RES] -= 1
    else:
        moved_soul = soul == src and S[fs(p, src) + F_CORES] == 1
        S[fs(p, src) + F_CORES] -= 1
    if target < 0:
        S[b + P_TRASHC] += 1
        S[b + P_SPENT] += 1
        if moved_soul:
            S[b + P_SOUL] = SOUL_TRASH
    else:
        S[fs(p, target) + F_CORES] += 1
        if moved_soul:
            S[b + P_SOUL] = target
    if moved_soul:
        S[b + P_SOUL_PAID] += 1
        if target < 0:
            S[G_SOULPAY] = 1
    return True


@kernel()
def pay(S, CT, p, n, L):
    """Pay n cores to the Trash (11-1-1-5); how many were paid."""
    k = np.int64(0)
    while k < n and take_core(S, CT, p, -1, L):
        k += 1
    return k


@kernel()
def add_to_field(S, CT, p, card):
    """Put a card onto p's field refreshed (4-5-3), as a new card (4-1-4); its slot,
    or -1 when the field is full."""
    b = pb(p)
    s = S[b + P_FIELD_N]
    if s >= FIELD_CAP:
        return np.int64(-1)
    o = fs(p, s)
    for k in range(F_W):
        S[o + k] = 0
    S[o + F_CARD] = card
    S[o + F_UID] = S[G_UID]
    S[G_UID] += 1
    S[o + F_NEW] = 1
    S[b + P_FIELD_N] = s + 1
    return np.int64(s)


@kernel()
def leave_field(S, CT, p, s, L):
    """Take slot s off p's field: its cores to the owner's Reserve (4-5-4,
    10-2-2-5), the Soul Core with them; later slots move down one. Its card row."""
    b = pb(p)
    o = fs(p, s)
    card = S[o + F_CARD]
    S[b + P_RES] += S[o + F_CORES]
    if S[b + P_SOUL] == s:
        S[b + P_SOUL] = SOUL_RES
    elif S[b + P_SOUL] > s:
        S[b + P_SOUL] -= 1
    # the battle's spirits keep their slots (8-1-5-2-1: one that left is gone)
    g = G_ATK if p == S[G_ACTIVE] else G_BLK
    if S[g] == s:
        S[g] = -1
    elif S[g] > s:
        S[g] -= 1
    n = S[b + P_FIELD_N]
    for j in range(o, fs(p, n - 1)):
        S[j] = S[j + F_W]
    S[b + P_FIELD_N] = n - 1
    return np.int64(card)


@kernel()
def to_trash(S, p, card):
    b = pb(p)
    if S[b + P_TRASH_N] < TRASH_CAP:
        S[b + P_TRASH + S[b + P_TRASH_N]] = card
        S[b + P_TRASH_N] += 1


@kernel()
def draw(S, p, L):
    """Draw one card (5-6-2); from an empty deck nothing happens (a loss comes
    only at the Start Step, 1-3-8). True when a card was drawn."""
    b = pb(p)
    n = S[b + P_DECK_N]
    if n <= 0 or S[b + P_HAND_N] >= HAND_CAP:
        return False
    card = S[b + P_DECK + n - 1]
    S[b + P_DECK_N] = n - 1
    S[b + P_HAND + S[b + P_HAND_N]] = card
    S[b + P_HAND_N] += 1
    log(L, EV_DRAW, p, card, S[G_STEP], S[G_TURN])   # (step, turn: the counters' source)
    return True


@kernel()
def lose_life(S, p, n, L):
    """p's Life is reduced by n (8-1-5-1): the cores go to p's Reserve; at 0 the
    opponent wins at once (1-3-2-1, 1-3-7). The life actually lost."""
    b = pb(p)
    k = min(np.int64(n), np.int64(S[b + P_LIFE]))
    if k <= 0:
        return np.int64(0)
    S[b + P_LIFE] -= k
    S[b + P_RES] += k
    S[b + P_LIFE_LOST_TURN] += k
    log(L, EV_LIFE, p, k, S[b + P_LIFE], 0)
    if S[b + P_LIFE] == 0:
        end_game(S, 1 - p, END_LIFE, L)
    return k


@kernel()
def refresh_all(S, p):
    """7-5-2: refresh every card on p's field (but those an effect keeps exhausted this
    once, FL_STAY) and return the Trash's cores to the Reserve (the Soul Core with them)."""
    b = pb(p)
    for s in range(S[b + P_FIELD_N]):
        o = fs(p, s)
        if S[o + F_FLAGS] & FL_STAY:
            S[o + F_FLAGS] &= ~FL_STAY
        else:
            S[o + F_EXH] = 0
    S[b + P_RES] += S[b + P_TRASHC]
    S[b + P_TRASHC] = 0
    if S[b + P_SOUL] == SOUL_TRASH:
        S[b + P_SOUL] = SOUL_RES


@kernel()
def end_of_turn(S, p):
    """7-9-1-1: 'during this turn' effects expire; nothing is new any more."""
    S[G_TURN_ATTACKS] = 0
    for q in range(2):
        for s in range(S[pb(q) + P_FIELD_N]):
            o = fs(q, s)
            S[o + F_BP_TURN] = 0
            S[o + F_NEW] = 0
            S[o + F_FLAGS] &= ~FL_TURN


@kernel()
def move_core(S, CT, p, s, v, L):
    """Main Step core moves (7-6-1-2-2): v = 1 one core from the Reserve onto slot
    s (an ordinary core before the Soul Core), v = -1 one core from slot s to the
    Reserve (its ordinary cores first), v = 2 the Soul Core from the Reserve onto s."""
    b = pb(p)
    o = fs(p, s)
    if v == -1:
        S[o + F_CORES] -= 1
        S[b + P_RES] += 1
        if S[b + P_SOUL] == s and S[o + F_CORES] == 0:
            S[b + P_SOUL] = SOUL_RES
    else:
        S[o + F_CORES] += 1
        S[b + P_RES] -= 1
        if v == 2 or (S[b + P_SOUL] == SOUL_RES and S[b + P_RES] == 0):
            S[b + P_SOUL] = s
    log(L, EV_CORE, p, S[o + F_CARD], S[o + F_CORES], v)
    note_levels(S, CT, p)


@kernel(inline=True)
def is_spirit(CT, card):
    return CT[card, C_TYPE] == T_SPIRIT


@kernel()
def awaken(S, CT, p, s, L):
    """Awaken (docs/cards.md, Keywords): every core above its Lv1 cost on p's other
    spirits moves onto the spirit in slot s (7-6-1-2-2 moves, at Flash timing);
    the Soul Core stays where it is. How many cores moved."""
    b = pb(p)
    moved = np.int64(0)
    for q in range(S[b + P_FIELD_N]):
        o = fs(p, q)
        if q == s or CT[S[o + F_CARD], C_TYPE] != T_SPIRIT:
            continue
        n = surplus(S, CT, p, q) - (1 if S[b + P_SOUL] == q else 0)
        if n > 0:
            S[o + F_CORES] -= n
            S[fs(p, s) + F_CORES] += n
            moved += n
    if moved > 0:
        log(L, EV_CORE, p, S[fs(p, s) + F_CARD], S[fs(p, s) + F_CORES], moved)
        note_levels(S, CT, p)
    return moved
