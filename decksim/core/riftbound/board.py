"""Units, gear and runes on the board: adding, removing, their Might, and who
is where."""
import numpy as np

from decksim.core.riftbound.action_codes import (
    BORROW_BIT, GEAR_SRC, GRANTED_BIT, SOURCE_SHIFT, SRC_CHAMP,
)
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.tables import (
    C_ASSAULT, C_BUFFED, C_DEFEND_ALONE, C_DOMAINS, C_DUEL, C_EMP_ASSAULT, C_EMP_MIGHT,
    C_EMP_SHIELD, C_ENTER_READY, C_EQ_ASSAULT, C_EQ_LVL, C_EQ_LVL_MIGHT, C_EQ_MIGHT,
    C_EQ_PAIR_MIGHT, C_GOLD, C_HERE, C_LVL, C_LVL_MIGHT, C_MECH, C_MECH_ASSAULT, C_MECH_MIGHT,
    C_MECH_SHIELD, C_MIGHT, C_PACK, C_PAIR_ONLY, C_PAIR_SHIELD, C_RAGE, C_RALLY, C_RALLY_BUFFED,
    C_RUNES8, C_SHIELD, C_SOLO, C_STUNNED_HERE, C_TANK, C_TANK_HERE, C_TOKEN, WATCH_AURA,
)
from decksim.core.riftbound.state import (
    BF_CARD, bfo, G_BUFF_BOOST, G_DISCARDED, GEAR_CAP, go, G_POOL, GR_ATT, GR_CARD, GR_EXH, GR_W,
    G_XP, LOC_BASE, LOC_BF0, P_WATCH, pb, P_GEAR, P_GEAR_N, P_LEGEND, P_RDECK, P_RDECK_N, P_RUNES,
    P_RUNES_N, P_TRASH, P_TRASH_N, P_UNITS_N, RN_CARD, RN_EXH, RN_W, U_ASSAULT, U_BUFF, U_CARD,
    U_CSHIELD, U_DMG, U_EMP, U_EXH, U_LOC, U_NEW, UNIT_CAP, uo, U_PLUS, U_PREVENT, U_SHIELD, U_STUN,
    U_TANK, U_W,
)

ROLE_NONE = 0
ROLE_ATTACKER = 1     # 442.1.a.3
ROLE_DEFENDER = 2     # 442.1.a.4


@kernel()
def ability_card(S, p, src):
    """The card whose activated ability K_ACTIVATE's src (ability_src of the code)
    names: the legend (SRC_CHAMP), gear slot src - GEAR_SRC, or unit slot src; with
    GRANTED_BIT, the battlefield where unit src stands; with BORROW_BIT, the card the
    source (src >> SOURCE_SHIFT: the legend, a unit or a gear slot) names, whose
    ability unit src uses (Heimerdinger, Inventor)."""
    s = src & 255
    if src & GRANTED_BIT:
        return S[bfo(S[uo(p, s) + U_LOC] - LOC_BF0) + BF_CARD]
    if src & BORROW_BIT:
        s = (src >> SOURCE_SHIFT) & 255
    if s == SRC_CHAMP:
        return S[pb(p) + P_LEGEND]
    if s >= GEAR_SRC:
        return S[go(p, s - GEAR_SRC) + GR_CARD]
    return S[uo(p, s) + U_CARD]


@kernel()
def add_unit(S, p, card, loc, accel):
    """A unit enters the board at loc, exhausted unless accelerated (142.4, 731); its
    slot, -1 when the board is full. (A unit played: moves.played runs its reactions.)"""
    b = pb(p)
    n = S[b + P_UNITS_N]
    if n >= UNIT_CAP:
        return np.int64(-1)
    o = uo(p, n)
    for c in range(U_W):
        S[o + c] = 0
    S[o + U_CARD] = card
    S[o + U_LOC] = loc
    S[o + U_EXH] = 0 if accel else 1
    S[o + U_NEW] = 1                  # its play reactions wait (moves.played)
    S[b + P_UNITS_N] = n + 1
    return np.int64(n)


@kernel(inline=True)
def take_damage(S, q, u, n):
    """n damage dealt to q's unit u (404.1.b), less what is still prevented for it this
    turn (the prevention used up as it works)."""
    o = uo(q, u)
    stop = min(n, S[o + U_PREVENT])
    S[o + U_PREVENT] -= stop
    S[o + U_DMG] += n - stop


@kernel()
def enters_ready(S, CT, p):
    """1: a unit of p's on the board makes p's other units enter ready (static text)."""
    for v in range(S[pb(p) + P_UNITS_N]):
        if CT[S[uo(p, v) + U_CARD], C_ENTER_READY] == 1:
            return 1
    return 0


@kernel()
def unit_to_trash(S, p, u):
    """Unit slot u leaves the board for its owner's trash (415.2), the later slots
    moving down one; its Equipment detach and stay on the board, at the base (719.5,
    435.1), the others following their units' slots."""
    b = pb(p)
    n = S[b + P_UNITS_N]
    for g in range(S[b + P_GEAR_N]):
        a = b + P_GEAR + g * GR_W + GR_ATT
        if S[a] == u + 1:
            S[a] = 0
        elif S[a] > u + 1:
            S[a] -= 1
    S[b + P_TRASH + S[b + P_TRASH_N]] = S[uo(p, u) + U_CARD]
    S[b + P_TRASH_N] += 1
    for k in range(u, n - 1):
        for c in range(U_W):
            S[uo(p, k) + c] = S[uo(p, k + 1) + c]
    S[b + P_UNITS_N] = n - 1


@kernel()
def add_gear(S, p, card, exh):
    """A gear enters p's base (356.2.d), exhausted when exh; its slot, -1 when full."""
    b = pb(p)
    g = S[b + P_GEAR_N]
    if g >= GEAR_CAP:
        return np.int64(-1)
    o = b + P_GEAR + g * GR_W
    for c in range(GR_W):
        S[o + c] = 0
    S[o + GR_CARD] = card
    S[o + GR_EXH] = exh
    S[b + P_GEAR_N] = g + 1
    return np.int64(g)


@kernel()
def gear_leaves(S, CT, p, g):
    """Gear slot g leaves the board: to its owner's trash, a token ceasing to exist; the
    later slots move down one."""
    b = pb(p)
    card = S[b + P_GEAR + g * GR_W + GR_CARD]
    if CT[card, C_TOKEN] == 0:
        S[b + P_TRASH + S[b + P_TRASH_N]] = card
        S[b + P_TRASH_N] += 1
    n = S[b + P_GEAR_N]
    for k in range((g + 1) * GR_W, n * GR_W):
        S[b + P_GEAR + k - GR_W] = S[b + P_GEAR + k]
    S[b + P_GEAR_N] = n - 1


@kernel()
def ready_golds(S, CT, p):
    """p's ready gear that add a Power of any domain when killed (a Gold token)."""
    k = 0
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        o = b + P_GEAR + g * GR_W
        if S[o + GR_EXH] == 0 and CT[S[o + GR_CARD], C_GOLD] == 1:
            k += 1
    return np.int64(k)


@kernel()
def spend_gold(S, CT, p):
    """Kill a ready Gold and exhaust it for one Power of any domain; False: none."""
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        o = b + P_GEAR + g * GR_W
        if S[o + GR_EXH] == 0 and CT[S[o + GR_CARD], C_GOLD] == 1:
            gear_leaves(S, CT, p, g)
            return True
    return False


@kernel()
def count_at(S, p, loc):
    """Player p's units at loc."""
    c = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_LOC] == loc:
            c += 1
    return np.int64(c)


@kernel()
def gear_might(S, CT, p, u, how):
    """What the Equipment attached to p's unit u give it: their Might Bonus (718.4) and
    their effect text's static Might (718.3), Assault while it attacks."""
    b = pb(p)
    m = np.int64(0)
    for g in range(S[b + P_GEAR_N]):
        o = b + P_GEAR + g * GR_W
        if S[o + GR_ATT] != u + 1:
            continue
        gc = S[o + GR_CARD]
        m += CT[gc, C_EQ_MIGHT]
        if CT[gc, C_EQ_LVL_MIGHT] != 0 and S[G_XP + p] >= CT[gc, C_EQ_LVL]:
            m += CT[gc, C_EQ_LVL_MIGHT]
        loc = S[uo(p, u) + U_LOC]
        if CT[gc, C_EQ_PAIR_MIGHT] != 0 and loc != LOC_BASE and count_at(S, p, loc) == 2:
            m += CT[gc, C_EQ_PAIR_MIGHT]
        if how == ROLE_ATTACKER:
            m += CT[gc, C_EQ_ASSAULT]
    return m


@kernel()
def detach_least(S, CT, p, u):
    """Detach the Equipment with the least Might Bonus from p's unit u (it stays on the
    board, at the base: 435.1); its card row, -1 when none was attached."""
    b = pb(p)
    best = -1
    for g in range(S[b + P_GEAR_N]):
        o = b + P_GEAR + g * GR_W
        if S[o + GR_ATT] == u + 1 and (best < 0 or CT[S[o + GR_CARD], C_EQ_MIGHT]
                                       < CT[S[b + P_GEAR + best * GR_W + GR_CARD], C_EQ_MIGHT]):
            best = g
    if best < 0:
        return np.int64(-1)
    S[b + P_GEAR + best * GR_W + GR_ATT] = 0
    return np.int64(S[b + P_GEAR + best * GR_W + GR_CARD])


@kernel(inline=True)
def might(S, CT, p, u, how):
    """Unit u's current Might: printed, its buff (701), what it was given this turn,
    its battlefield's bonus and its own while attacking or defending alone (static
    text), plus Assault while an attacker (733.1.c) or Shield while a defender
    (740.1.c); never below 0 (142.2.b). how: ROLE_*."""
    o = uo(p, u)
    card = S[o + U_CARD]
    m = np.int64(CT[card, C_MIGHT]) + S[o + U_BUFF] + S[o + U_PLUS]
    if S[pb(p) + P_GEAR_N] > 0:
        m += gear_might(S, CT, p, u, how)
    e = S[o + U_EMP]
    m += e * CT[card, C_EMP_MIGHT]
    if S[o + U_BUFF]:
        m += CT[card, C_BUFFED] + ((S[G_BUFF_BOOST] >> p) & 1)
    if S[pb(p) + P_RUNES_N] >= 8:
        m += CT[card, C_RUNES8]
    if CT[card, C_LVL_MIGHT] != 0 and S[G_XP + p] >= CT[card, C_LVL]:
        m += CT[card, C_LVL_MIGHT]              # Level N: while its player has N+ XP
    loc = S[o + U_LOC]
    mech = CT[card, C_MECH]
    for v in range(S[pb(p) + P_UNITS_N] if S[pb(p) + P_WATCH] & WATCH_AURA else 0):
        other = S[uo(p, v) + U_CARD]
        m += mech * CT[other, C_MECH_MIGHT]             # "your Mechs have +1" (itself too)
        if how == ROLE_ATTACKER:
            m += mech * CT[other, C_MECH_ASSAULT]       # "your Mechs have Assault" (733)
        if v != u and S[uo(p, v) + U_LOC] == loc:
            m += CT[other, C_RALLY]
            if loc != LOC_BASE and S[o + U_BUFF]:
                m += CT[other, C_RALLY_BUFFED]
    if loc != LOC_BASE:
        m += CT[S[bfo(loc - LOC_BF0) + BF_CARD], C_HERE]
        if CT[card, C_TANK] == 1 or S[o + U_TANK] == 1:
            m += CT[S[bfo(loc - LOC_BF0) + BF_CARD], C_TANK_HERE]
        if CT[card, C_STUNNED_HERE] != 0:
            for v in range(S[pb(1 - p) + P_UNITS_N]):
                if S[uo(1 - p, v) + U_LOC] == loc and S[uo(1 - p, v) + U_STUN] == 1:
                    m += CT[card, C_STUNNED_HERE]
                    break
        if how != ROLE_NONE and CT[card, C_SOLO] != 0 and count_at(S, p, loc) == 1:
            m += CT[card, C_SOLO]
        if how == ROLE_ATTACKER and CT[card, C_PACK] != 0 and count_at(S, p, loc) >= 2:
            m += CT[card, C_PACK]
    if how == ROLE_ATTACKER:
        m += CT[card, C_ASSAULT] + S[o + U_ASSAULT] + e * CT[card, C_EMP_ASSAULT] \
            + CT[card, C_RAGE] * ((S[G_DISCARDED] >> p) & 1)
    elif how == ROLE_DEFENDER:
        m += CT[card, C_SHIELD] + S[o + U_SHIELD] + S[o + U_CSHIELD] + e * CT[card, C_EMP_SHIELD]
        if CT[card, C_MECH] == 1 and S[pb(p) + P_LEGEND] >= 0:
            m += CT[S[pb(p) + P_LEGEND], C_MECH_SHIELD]
        if loc != LOC_BASE and CT[card, C_PAIR_SHIELD] != 0 and count_at(S, p, loc) == 2:
            m += CT[card, C_PAIR_SHIELD]
        if S[pb(p) + P_LEGEND] >= 0 and count_at(S, p, loc) == 1:
            m += CT[S[pb(p) + P_LEGEND], C_DEFEND_ALONE]
    if how != ROLE_NONE and CT[card, C_DUEL] != 0 and count_at(S, p, loc) == 1 \
            and count_at(S, 1 - p, loc) == 1:
        m *= 2
    return m if m > 0 else np.int64(0)


@kernel(inline=True)
def lethal(S, CT, p, u, how):
    """The damage still needed to kill unit u: non-zero damage reaching its Might
    (142.2.a), plus the damage still prevented for it (combat damage may be assigned
    past it, 443.1.d)."""
    need = might(S, CT, p, u, how) - S[uo(p, u) + U_DMG] + S[uo(p, u) + U_PREVENT]
    return need if need > 0 else np.int64(1)


@kernel()
def might_at(S, CT, p, loc, how):
    """The summed Might of player p's units at loc that deal combat damage (443.1.b):
    a stunned unit deals none (410.1.b), nor one whose static text forbids it."""
    m = np.int64(0)
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_LOC] == loc and S[uo(p, u) + U_STUN] == 0 and (
                CT[S[uo(p, u) + U_CARD], C_PAIR_ONLY] == 0 or count_at(S, p, loc) == 2):
            m += might(S, CT, p, u, how)
    return m


@kernel()
def rune_counts(S, CT, p, mask):
    """(ready Energy: ready runes and the Energy in the Rune Pool, G_POOL; Power sources for
    mask: runes whose domain is in mask, and ready Gold) on player p's board."""
    b = pb(p)
    ready = S[G_POOL + p]
    fit = ready_golds(S, CT, p)
    for r in range(S[b + P_RUNES_N]):
        o = b + P_RUNES + r * RN_W
        if S[o + RN_EXH] == 0:
            ready += 1
        if CT[S[o + RN_CARD], C_DOMAINS] & mask:
            fit += 1
    return np.int64(ready), np.int64(fit)


@kernel()
def pool_pay(S, p, energy):
    """Pay what it can of `energy` from p's Rune Pool (G_POOL); the Energy still owed."""
    k = min(energy, S[G_POOL + p])
    S[G_POOL + p] -= k
    return energy - k


@kernel()
def recycle_rune(S, p, r):
    """Rune slot r goes to the bottom of its Rune Deck (403.1.b)."""
    b = pb(p)
    n = S[b + P_RDECK_N]
    for k in range(n, 0, -1):
        S[b + P_RDECK + k] = S[b + P_RDECK + k - 1]
    S[b + P_RDECK] = S[b + P_RUNES + r * RN_W + RN_CARD]
    S[b + P_RDECK_N] = n + 1
    last = S[b + P_RUNES_N] - 1
    for k in range(r, last):
        S[b + P_RUNES + k * RN_W + RN_CARD] = S[b + P_RUNES + (k + 1) * RN_W + RN_CARD]
        S[b + P_RUNES + k * RN_W + RN_EXH] = S[b + P_RUNES + (k + 1) * RN_W + RN_EXH]
    S[b + P_RUNES_N] = last
