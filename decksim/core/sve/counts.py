"""Counting cards in a zone by filter, and the comparisons of the count, hand-size
and leader-defense conditions (vocab.COND_COUNT .. COND_BOTH_MAX_PP) and of the
x:count amounts."""
from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import card_matches, field_matches
from decksim.core.sve.state import (
    CEM, EVO, EVO_USED, EX, F_EVO_SLOT, P_CEM_N, P_EVO_N, P_EX_N, P_FIELD_N, fo, pb,
)
from decksim.core.sve.tables import C_TYPE


@kernel()
def count_zone(S, CT, FL, p, zone, f):
    """Cards matching filter row f in zone (vocab.CZ_*) seen from player p. Field
    cards are tested with their current information, cemetery and EX cards as printed."""
    q = p if zone == V.CZ_OWN_FIELD or zone == V.CZ_OWN_CEMETERY or zone == V.CZ_OWN_EX \
        else 1 - p
    b = pb(q)
    n = 0
    if zone == V.CZ_OWN_EX:   # EX-area cards as printed (4.8)
        for i in range(S[b + P_EX_N]):
            if card_matches(CT, FL, f, S[b + EX + i]):
                n += 1
    elif zone == V.CZ_OWN_FIELD or zone == V.CZ_ENEMY_FIELD:
        for s in range(S[b + P_FIELD_N]):
            if field_matches(S, CT, FL, f, q, s):
                n += 1
    else:
        for i in range(S[b + P_CEM_N]):
            if card_matches(CT, FL, f, S[b + CEM + i]):
                n += 1
    return n


@kernel()
def face_up_evolved(S, CT, p):
    """The face-up evolved followers in p's evolve deck (4.2.3; vocab.X_FACE_UP_EVO and
    COND_FACE_UP_EVO, BP06-018): the used evolve cards (EVO_USED) that no card on p's
    field is linked to (a linked one is in the evolve zone, not the deck: 11.6.1)."""
    b = pb(p)
    n = 0
    for i in range(S[b + P_EVO_N]):
        if S[b + EVO_USED + i] == 0 or CT[S[b + EVO + i], C_TYPE] != V.TYPE_FOLLOWER:
            continue
        linked = False
        for s in range(S[b + P_FIELD_N]):
            if S[fo(p, s) + F_EVO_SLOT] == i:
                linked = True
                break
        if not linked:
            n += 1
    return n


@kernel(inline=True)
def compare(v, carg):
    """v against the n of a condition argument n + cmp * CMP_SHIFT (+ zone bits)."""
    n = carg % V.CMP_SHIFT
    cmp = (carg // V.CMP_SHIFT) % (V.ZONE_SHIFT // V.CMP_SHIFT)
    if cmp == V.CMP_AT_MOST:
        return v <= n
    if cmp == V.CMP_EXACTLY:
        return v == n
    return v >= n


@kernel()
def count_cond(S, CT, FL, p, carg, f):
    """COND_COUNT: the zone is carg // ZONE_SHIFT."""
    return compare(count_zone(S, CT, FL, p, carg // V.ZONE_SHIFT, f), carg)
