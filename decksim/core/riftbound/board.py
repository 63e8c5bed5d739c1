"""Units, gear and runes on the board: adding, removing, their Might, and who
is where."""
import numpy as np

from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.tables import (
    C_ASSAULT, C_BUFFED, C_DOMAINS, C_DUEL, C_EMP_ASSAULT, C_EMP_MIGHT, C_EMP_SHIELD, C_HERE, C_LVL,
    C_LVL_MIGHT, C_MECH, C_MECH_SHIELD, C_MIGHT, C_PACK, C_PAIR_ONLY, C_PAIR_SHIELD, C_RAGE,
    C_RALLY, C_RUNES8, C_SHIELD, C_SOLO,
)
from decksim.core.riftbound.state import (
    BF_CARD, G_BUFF_BOOST, G_DISCARDED, G_XP, LOC_BASE, LOC_BF0, P_LEGEND, P_RDECK, P_RDECK_N,
    P_RUNES, P_RUNES_N, P_TRASH, P_TRASH_N, P_UNITS_N, RN_CARD, RN_EXH, RN_W, UNIT_CAP, U_ASSAULT,
    U_BUFF, U_CARD, U_CSHIELD, U_DMG, U_EMP, U_EXH, U_LOC, U_NEW, U_PLUS, U_SHIELD, U_STUN, U_W,
    bfo, pb, uo,
)

ROLE_NONE = 0
ROLE_ATTACKER = 1     # 442.1.a.3
ROLE_DEFENDER = 2     # 442.1.a.4


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


@kernel()
def unit_to_trash(S, p, u):
    """Unit slot u leaves the board for its owner's trash (415.2), the later slots
    moving down one."""
    b = pb(p)
    n = S[b + P_UNITS_N]
    S[b + P_TRASH + S[b + P_TRASH_N]] = S[uo(p, u) + U_CARD]
    S[b + P_TRASH_N] += 1
    for k in range(u, n - 1):
        for c in range(U_W):
            S[uo(p, k) + c] = S[uo(p, k + 1) + c]
    S[b + P_UNITS_N] = n - 1


@kernel()
def count_at(S, p, loc):
    """Player p's units at loc."""
    c = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_LOC] == loc:
            c += 1
    return np.int64(c)


@kernel(inline=True)
def might(S, CT, p, u, how):
    """Unit u's current Might: printed, its buff (701), what it was given this turn,
    its battlefield's bonus and its own while attacking or defending alone (static
    text), plus Assault while an attacker (733.1.c) or Shield while a defender
    (740.1.c); never below 0 (142.2.b). how: ROLE_*."""
    o = uo(p, u)
    card = S[o + U_CARD]
    m = np.int64(CT[card, C_MIGHT]) + S[o + U_BUFF] + S[o + U_PLUS]
    e = S[o + U_EMP]
    m += e * CT[card, C_EMP_MIGHT]
    if S[o + U_BUFF]:
        m += CT[card, C_BUFFED] + ((S[G_BUFF_BOOST] >> p) & 1)
    if S[pb(p) + P_RUNES_N] >= 8:
        m += CT[card, C_RUNES8]
    if CT[card, C_LVL_MIGHT] != 0 and S[G_XP + p] >= CT[card, C_LVL]:
        m += CT[card, C_LVL_MIGHT]              # Level N: while its player has N+ XP
    loc = S[o + U_LOC]
    for v in range(S[pb(p) + P_UNITS_N]):
        if v != u and S[uo(p, v) + U_LOC] == loc:
            m += CT[S[uo(p, v) + U_CARD], C_RALLY]
    if loc != LOC_BASE:
        m += CT[S[bfo(loc - LOC_BF0) + BF_CARD], C_HERE]
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
    if how != ROLE_NONE and CT[card, C_DUEL] != 0 and count_at(S, p, loc) == 1 \
            and count_at(S, 1 - p, loc) == 1:
        m *= 2
    return m if m > 0 else np.int64(0)


@kernel(inline=True)
def lethal(S, CT, p, u, how):
    """The damage still needed to kill unit u: non-zero damage reaching its Might
    (142.2.a)."""
    need = might(S, CT, p, u, how) - S[uo(p, u) + U_DMG]
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
    """(ready runes, runes whose domain is in mask) on player p's board."""
    b = pb(p)
    ready = 0
    fit = 0
    for r in range(S[b + P_RUNES_N]):
        o = b + P_RUNES + r * RN_W
        if S[o + RN_EXH] == 0:
            ready += 1
        if CT[S[o + RN_CARD], C_DOMAINS] & mask:
            fit += 1
    return np.int64(ready), np.int64(fit)


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
