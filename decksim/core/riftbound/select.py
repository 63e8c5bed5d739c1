"""Which units an effect step may pick (its `who`, tables.WHO_*): the candidates
as target codes (player * UNIT_CAP + unit slot) for the pilots to choose from
(decide.effect_target)."""
import numpy as np

from decksim.core.riftbound.board import ROLE_NONE, might
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CTRL, bfo, G_ATTACKER, G_COMBAT_LOC, G_EVENT_LOC, go, G_ONLY_AT, GR_ATT, G_XP, LOC_BASE,
    LOC_BF0, NBF, pb, P_GEAR_N, P_RUNES_N, P_UNITS_N, U_BUFF, U_CARD, U_EMP, U_GONE, U_LOC,
    UNIT_CAP, uo, U_SHROUD,
)
from decksim.core.riftbound.tables import (
    C_DEFLECT, C_DEFLECT_HERE, C_EMP_DEFLECT, C_LVL, C_LVL_DEFLECT, C_MECH, C_MECH_DEFLECT,
    WHO_ALL_AT_BFS, WHO_ALL_ENEMY_AT, WHO_ALL_ENEMY_COMBAT, WHO_ALL_FRIENDLY, WHO_ALL_FRIENDLY_HERE,
    WHO_ALL_FRIENDLY_HERE_OTHER, WHO_ALL_FRIENDLY_MECH, WHO_ALL_HERE, WHO_ENEMY,
    WHO_ENEMY_ATTACKING, WHO_ENEMY_ATTACKING_HERE, WHO_ENEMY_BASE, WHO_ENEMY_BF,
    WHO_ENEMY_ELSEWHERE, WHO_ENEMY_HERE, WHO_FRIENDLY, WHO_FRIENDLY_BF, WHO_FRIENDLY_BUFFED_OTHER,
    WHO_FRIENDLY_EQUIPPED, WHO_FRIENDLY_HERE_OTHER, WHO_FRIENDLY_MECH_OTHER, WHO_FRIENDLY_OTHER,
    WHO_FRIENDLY_THERE, WHO_FRIENDLY_TO_HELD, WHO_UNIT, WHO_UNIT_BF, WHO_UNIT_OTHER,
    WHO_UNIT_BF_OR_GEAR,
)


TGEAR = 2 * UNIT_CAP   # a gear's target code: TGEAR + player * GEAR_CAP + gear slot


@kernel(inline=True)
def tcode(q, u):
    return np.int64(q * UNIT_CAP + u)


@kernel()
def deflect(S, CT, q, u):
    """Unit u's Deflect value (735): its own, its Empowered one, and what its player's
    other units give it (at its battlefield, or to Mechs), summed (735.2)."""
    card = S[uo(q, u) + U_CARD]
    d = CT[card, C_DEFLECT] + S[uo(q, u) + U_EMP] * CT[card, C_EMP_DEFLECT]
    if CT[card, C_LVL_DEFLECT] != 0 and S[G_XP + q] >= CT[card, C_LVL]:
        d += CT[card, C_LVL_DEFLECT]            # Level
    loc = S[uo(q, u) + U_LOC]
    for v in range(S[pb(q) + P_UNITS_N]):
        other = S[uo(q, v) + U_CARD]
        if v != u and loc != LOC_BASE and S[uo(q, v) + U_LOC] == loc:
            d += CT[other, C_DEFLECT_HERE]
        if CT[card, C_MECH] == 1:
            d += CT[other, C_MECH_DEFLECT]
    return d


@kernel()
def held_dest(S, p, loc):
    """The battlefield (a location) p controls, other than loc, that a unit at loc moves
    to: the one a card from Hidden was hidden at (737.1.d.2), else the combat's, else
    the first; 0 none."""
    if S[G_ONLY_AT] > 0:
        d = S[G_ONLY_AT] - 1
        return d if d != loc and S[bfo(d - LOC_BF0) + BF_CTRL] == p else 0
    d = S[G_COMBAT_LOC]
    if d > 0 and d != loc and S[bfo(d - LOC_BF0) + BF_CTRL] == p:
        return d
    for bf in range(NBF):
        if LOC_BF0 + bf != loc and S[bfo(bf) + BF_CTRL] == p:
            return LOC_BF0 + bf
    return 0


@kernel()
def fits(S, CT, p, src, who, q, u):
    """Does player q's unit u fit `who` for player p's step (src: the source unit of
    p, -1 none)? A unit leaving at the next cleanup fits nothing."""
    o = uo(q, u)
    if S[o + U_GONE] != 0 or (S[G_ONLY_AT] > 0 and S[o + U_LOC] != S[G_ONLY_AT] - 1
                              and who != WHO_FRIENDLY_TO_HELD
                              and who != WHO_ENEMY_ELSEWHERE):
        return False                            # 737.1.d.2: a card from Hidden picks there
    at_bf = S[o + U_LOC] != LOC_BASE
    if who == WHO_UNIT:
        return True
    if who == WHO_UNIT_BF or who == WHO_ALL_AT_BFS or who == WHO_UNIT_BF_OR_GEAR:
        return at_bf                            # (the gear: effects_more.unit_or_gear)
    if who == WHO_ENEMY:
        return q != p
    if who == WHO_ENEMY_BASE:
        return q != p and not at_bf
    if who == WHO_ENEMY_BF or who == WHO_ALL_ENEMY_AT:
        return q != p and at_bf
    if who == WHO_ENEMY_HERE:
        return q != p and at_bf and src >= 0 and S[uo(p, src) + U_LOC] == S[o + U_LOC]
    if who == WHO_FRIENDLY or who == WHO_ALL_FRIENDLY:
        return q == p
    if who == WHO_FRIENDLY_OTHER:
        return q == p and u != src
    if who == WHO_UNIT_OTHER:
        return q != p or u != src
    if who == WHO_ALL_HERE:
        return src >= 0 and S[o + U_LOC] == S[uo(p, src) + U_LOC]
    if who == WHO_ENEMY_ELSEWHERE:
        return q != p and src >= 0 and S[uo(p, src) + U_LOC] != S[o + U_LOC]
    if who == WHO_ALL_FRIENDLY_HERE:
        return q == p and src >= 0 and S[o + U_LOC] == S[uo(p, src) + U_LOC]
    if who == WHO_ALL_FRIENDLY_HERE_OTHER or who == WHO_FRIENDLY_HERE_OTHER:
        return q == p and u != src and src >= 0 and S[o + U_LOC] == S[uo(p, src) + U_LOC]
    if who == WHO_FRIENDLY_MECH_OTHER:
        return q == p and u != src and CT[S[o + U_CARD], C_MECH] == 1
    if who == WHO_FRIENDLY_BUFFED_OTHER:
        return q == p and u != src and S[o + U_BUFF] == 1
    if who == WHO_FRIENDLY_BF:
        return q == p and at_bf
    if who == WHO_FRIENDLY_THERE:
        return q == p and S[o + U_LOC] == S[G_EVENT_LOC]
    if who == WHO_FRIENDLY_EQUIPPED:                 # 744.3
        if q != p:
            return False
        for g in range(S[pb(q) + P_GEAR_N]):
            if S[go(q, g) + GR_ATT] == u + 1:
                return True
    combat = S[G_COMBAT_LOC] > 0 and S[o + U_LOC] == S[G_COMBAT_LOC]     # 437: in combat
    if who == WHO_ALL_ENEMY_COMBAT:
        return q != p and combat
    if who == WHO_ENEMY_ATTACKING:
        return q != p and combat and q == S[G_ATTACKER]                   # 442.1.a.3
    if who == WHO_ENEMY_ATTACKING_HERE:
        return q != p and combat and q == S[G_ATTACKER] and src >= 0 \
            and S[uo(p, src) + U_LOC] == S[o + U_LOC]
    if who == WHO_ALL_FRIENDLY_MECH:
        return q == p and CT[S[o + U_CARD], C_MECH] == 1
    if who == WHO_FRIENDLY_TO_HELD:
        return q == p and held_dest(S, p, S[o + U_LOC]) > 0
    return False


@kernel()
def candidates(S, CT, p, src, who, mx, taken, ak, n):
    """Append the codes of the units fitting `who`, with Might at most mx (0: any),
    and not in `taken` (a mask of target-code bits) to ak from n; the new count. An
    enemy unit with Deflect is a candidate only while p has as many runes on the
    board to recycle for its Power (735.1.c), and not while shrouded (Twilight
    Shroud: enemy spells and abilities cannot choose it this turn)."""
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            c = tcode(q, u)
            if (taken >> c) & 1 == 0 and fits(S, CT, p, src, who, q, u) \
                    and (mx == 0 or might(S, CT, q, u, ROLE_NONE) <= mx) \
                    and (q == p or (deflect(S, CT, q, u) <= S[pb(p) + P_RUNES_N]
                                    and S[uo(q, u) + U_SHROUD] == 0)):
                ak[n] = c
                n += 1
    return n


