"""Counting cards in a zone by filter, and the comparisons of the count, hand-size
and leader-defense conditions (vocab.COND_COUNT .. COND_BOTH_MAX_PP) and of the
x:count amounts, and the different names among them (BP09); the face-up evolved followers of an evolve deck (4.2.3, 11.6.1), and the
face-down ones a cost turns face up; the best attack a follower of yours lends."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import attack_of, card_matches, field_matches, field_type
from decksim.core.sve.intents import Z_EVO
from decksim.core.sve.state import (
    CEM, EVO, EVO_USED, EX, EX_BUFF, F_CARD, F_EVO_SLOT, G_TURN, HAND, P_CEM_N, P_EVO_N,
    P_EX_N, P_FIELD_N, P_HAND_N, P_SPELLS, fo, pb,
)
from decksim.core.sve.tables import C_ATK, C_NAME, C_TYPE


@kernel()
def count_zone(S, CT, FL, p, zone, f):
    """Cards matching filter row f in zone (vocab.CZ_*) seen from player p. Field
    cards are tested with their current information, cemetery and EX cards as printed."""
    if zone == V.CZ_BOTH_FIELDS:   # "cards on the field": both fields (CP01-004)
        n = 0
        for q in range(2):
            for s in range(S[pb(q) + P_FIELD_N]):
                if field_matches(S, CT, FL, f, q, s):
                    n += 1
        return n
    if zone == V.CZ_OWN_HAND:   # your hand, as printed ("originally costs 2", BP08-070)
        n = 0
        for i in range(S[pb(p) + P_HAND_N]):
            if card_matches(CT, FL, f, S[pb(p) + HAND + i]):
                n += 1
        return n
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


@kernel(inline=True, field=nbt.boolean, base=nbt.int64)
def _zone_match(S, CT, FL, q, field, base, i, f):
    """The card id of entry i of q's field (field) or of the card list at S[base:], if it
    passes filter f (field cards as they are now, listed cards as printed); else -1."""
    if field:
        c = S[fo(q, i) + F_CARD]
        return c if field_matches(S, CT, FL, f, q, i) else -1
    c = S[base + i]
    return c if card_matches(CT, FL, f, c) else -1


@kernel()
def count_names(S, CT, FL, p, zone, f):
    """The different names among the cards count_zone counts in zone (seen from p; not
    both fields): vocab.COND_COUNT_NAMES, SEL_CEM_CARD_NAMES_COST ("spells with
    different names in your cemetery", BP09-001, BP09-007)."""
    q = p if zone == V.CZ_OWN_FIELD or zone == V.CZ_OWN_CEMETERY or zone == V.CZ_OWN_EX \
        else 1 - p
    b = pb(q)
    field = zone == V.CZ_OWN_FIELD or zone == V.CZ_ENEMY_FIELD
    base = b + EX if zone == V.CZ_OWN_EX else b + CEM
    n = S[b + P_FIELD_N] if field else S[b + P_EX_N] if zone == V.CZ_OWN_EX else S[b + P_CEM_N]
    k = 0
    for i in range(n):
        c = _zone_match(S, CT, FL, q, field, base, i, f)
        if c < 0:
            continue
        seen = False
        for j in range(i):
            cj = S[fo(q, j) + F_CARD] if field else S[base + j]
            if CT[cj, C_NAME] == CT[c, C_NAME] and _zone_match(S, CT, FL, q, field, base, j, f) >= 0:
                seen = True
                break
        if not seen:
            k += 1
    return k


@kernel(inline=True)
def _linked(S, p, i):
    """Is evolve-deck card i of p linked to a card on p's field (5.15.1: in the evolve
    zone, not in the evolve deck area)?"""
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fo(p, s) + F_EVO_SLOT] == i:
            return True
    return False


@kernel(face_down=nbt.boolean)
def face_up_evolved(S, CT, p, face_down):
    """The face-up evolved followers in p's evolve deck area (4.2.3; x:face_up_evolved
    and the face_up_evolved condition: vocab.X_FACE_UP_EVOLVED, COND_FACE_UP_EVOLVED;
    BP02-108, BP06-018): the used ones (EVO_USED 1) whose follower left the field
    (11.6.1), not those still linked (5.15.1) nor race-zone Carrots (EVO_IN_RACE). With
    `face_down` they are turned face down (vocab.OP_FACE_DOWN_EVOLVED): they can evolve
    a follower again (actions.evolve_card_slot)."""
    b = pb(p)
    n = 0
    for i in range(S[b + P_EVO_N]):
        if S[b + EVO_USED + i] == 1 and CT[S[b + EVO + i], C_TYPE] == V.TYPE_FOLLOWER and \
                not _linked(S, p, i):
            n += 1
            if face_down:
                S[b + EVO_USED + i] = 0
    return n


@kernel(any_type=nbt.boolean)
def gather_face_up(S, CT, FL, f, p, any_type, cz, cp, ci):
    """Candidates of the own_face_up_evolved selection (BP06-117): the face-up evolved
    followers of p's evolve deck area that face_up_evolved counts, passing filter f, as
    (Z_EVO, p, index in EVO). With `any_type` (own_face_up_evolve_card, CP01-082) a
    face-up card of any type: a Carrot back from the race zone (14.2.1.3) too."""
    b = pb(p)
    n = 0
    for i in range(S[b + P_EVO_N]):
        card = S[b + EVO + i]
        if S[b + EVO_USED + i] == 1 and (any_type or CT[card, C_TYPE] == V.TYPE_FOLLOWER) \
                and not _linked(S, p, i) and card_matches(CT, FL, f, card):
            cz[n] = Z_EVO
            cp[n] = p
            ci[n] = i
            n += 1
    return n


@kernel(inline=True)
def spells_played(S, p):
    """The spells p played this turn (state.P_SPELLS; the spells_played condition,
    CP01-029)."""
    v = S[pb(p) + P_SPELLS]
    return v & 255 if (v >> 8) == S[G_TURN] else 0


@kernel(inline=True)
def count_spell_played(S, p):
    """p played a spell (10.6.2, from any zone): one more for spells_played."""
    S[pb(p) + P_SPELLS] = (S[G_TURN] << 8) | min(spells_played(S, p) + 1, 255)


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


@kernel()
def count_names_cond(S, CT, FL, p, carg, f):
    """COND_COUNT_NAMES: as count_cond, counting different names (BP09-007)."""
    return compare(count_names(S, CT, FL, p, carg // V.ZONE_SHIFT, f), carg)


@kernel(n=nbt.int64)
def flip_evolved(S, CT, p, n):
    """The face-down evolved followers of p's evolve deck (4.2.3); with n > 0 turn n of
    them face up, p's choice (vocab.OPT_FLIP_EVOLVED, BP08-053): first those whose
    follower has no card of its name on p's field (which could still evolve with
    them), then any. Returns how many were face down."""
    b = pb(p)
    down = 0
    for i in range(S[b + P_EVO_N]):
        if S[b + EVO_USED + i] == 0 and CT[S[b + EVO + i], C_TYPE] == V.TYPE_FOLLOWER:
            down += 1
    for rnd in range(2):
        for i in range(S[b + P_EVO_N]):
            if n <= 0:
                return down
            c = S[b + EVO + i]
            if S[b + EVO_USED + i] != 0 or CT[c, C_TYPE] != V.TYPE_FOLLOWER:
                continue
            keep = False
            for s in range(S[b + P_FIELD_N]):
                if CT[S[fo(p, s) + F_CARD], C_NAME] == CT[c, C_NAME]:
                    keep = True
            if rnd == 0 and keep:
                continue
            S[b + EVO_USED + i] = 1
            n -= 1
    return down


@kernel()
def own_best_attack(S, CT, p):
    """vocab.X_OWN_BEST_ATTACK: the highest attack among p's followers on the field (as
    they are now) and in p's EX area (printed, with the change kept there, 4.8.3.3):
    the most a selected follower of p lends ("damage equal to its attack", BP08-058)."""
    b = pb(p)
    best = 0
    for s in range(S[b + P_FIELD_N]):
        if field_type(S, CT, p, s) == V.TYPE_FOLLOWER:
            best = max(best, attack_of(S, CT, p, s))
    for i in range(S[b + P_EX_N]):
        c = S[b + EX + i]
        if CT[c, C_TYPE] == V.TYPE_FOLLOWER:
            best = max(best, CT[c, C_ATK] + (S[b + EX_BUFF + i] >> 12))
    return best
