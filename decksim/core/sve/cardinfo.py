"""What a card on the field is now: its current keywords, attack and defense
(base, evolution, buffs, auras, silence: 5.16, 12.x), and the filters that
select cards (card text conditions "a follower with ..."). Pure reads of the
state (state.py) and the compiled tables (tables.py)."""

from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.state import (
    F_ATKB, F_BASE, F_CARD, F_DEFB, F_DMG, F_ENG, F_ENTER, F_EVO_SLOT, F_KW, F_TATK, F_TDEF, F_TKW, F_UID, F_AKW,
    F_RACE, F_SILENT_UNTIL, F_TRAITS, F_TYPE_AS, G_KW_ABSENT, P_AURA_N, G_TURN, P_FIELD_N, fo,
    pb,
)
from decksim.core.sve.tables import (
    C_ALIAS, C_ATK, C_CLASS, C_COST, C_DEF, C_EVO_COST, C_EVOLVED, C_KW, C_NAME, C_ON_MASK, C_TOKEN, C_TRAITS, C_TRAITS2, C_TYPE,
    FL_CLASS, FL_ENGAGED, FL_HASEVO, FL_KW, FL_MAXCOST, FL_MAXDEF, FL_MINCOST, FL_NAME,
    FL_NAME2_SHIFT,
    FL_ENTERED, FL_EVOLVED, FL_RACING, FL_RESERVED, FL_TOKEN, FL_TRAIT, FL_TRAIT2, FL_TYPES,
    TYPES_OR_TRAIT,
)


@kernel(inline=True)
def type_at(S, CT, o):
    """The card type (vocab.TYPE_*) of the field card at field offset o now: the type an
    effect changed it into (5.24.1, F_TYPE_AS; kept through evolving, 5.24.3.2), else
    its card's. Every test of a field card's type reads it (BP05-001)."""
    t = S[o + F_TYPE_AS]
    if t > 0:
        return t - 1
    return CT[S[o + F_CARD], C_TYPE]


@kernel(inline=True)
def field_type(S, CT, p, s):
    """type_at of field card (p, s)."""
    return type_at(S, CT, fo(p, s))


@kernel(inline=True)
def kw_of(S, CT, p, s):
    o = fo(p, s)
    if S[o + F_SILENT_UNTIL] >= S[G_TURN]:   # it lost all its abilities (OP_SILENCE)
        return 0
    return CT[S[o + F_CARD], C_KW] | S[o + F_KW] | S[o + F_TKW] | S[o + F_AKW]


@kernel(inline=True)
def silenced(S, p, s):
    return S[fo(p, s) + F_SILENT_UNTIL] >= S[G_TURN]


@kernel(inline=True)
def followers_first(S, CT):
    """Is a card with the followers_first keyword on either field (BP06-113)? Then a
    follower that can attack a follower can't attack leaders (8.4.3.2.1). The keyword
    is printed only (card files can't grant it): none in the game, no field scan."""
    if (S[G_KW_ABSENT] & V.KW_FOLLOWERS_FIRST) != 0:
        return False
    for q in range(2):
        for s in range(S[pb(q) + P_FIELD_N]):
            if (CT[S[fo(q, s) + F_CARD], C_KW] & V.KW_FOLLOWERS_FIRST) != 0 and \
                    not silenced(S, q, s):
                return True
    return False


@kernel(inline=True)
def leader_barred(S, CT, p, s):
    """followers_first for follower (p, s) as the pilots see it: it may not attack the
    leader while an enemy follower is engaged (or, with Assail, any), 8.4.3.1, that
    Intimidate (12.12) does not shield (actions.attack_targets decides exactly)."""
    if not followers_first(S, CT):
        return False
    assail = (kw_of(S, CT, p, s) & V.KW_ASSAIL) != 0
    q = 1 - p
    for t in range(S[pb(q) + P_FIELD_N]):
        if field_type(S, CT, q, t) != V.TYPE_FOLLOWER or \
                (kw_of(S, CT, q, t) & V.KW_INTIMIDATE) != 0:
            continue
        if S[fo(q, t) + F_ENG] == 1 or assail:
            return True
    return False


@kernel()
def recount_auras(S, CT, p):
    """P_AURA_N: p's field cards with an `aura` ability that still have their abilities.
    Every continuous-effect lookup checks it first, so auras cost nothing without one."""
    n = 0
    for s in range(S[pb(p) + P_FIELD_N]):
        card = S[fo(p, s) + F_CARD]
        if ((CT[card, C_ON_MASK] >> V.TRIG_AURA) & 1) != 0 and not silenced(S, p, s):
            n += 1
    S[pb(p) + P_AURA_N] = n


@kernel(inline=True)
def attack_of(S, CT, p, s):
    o = fo(p, s)
    a = CT[S[o + F_CARD], C_ATK] + S[o + F_ATKB] + S[o + F_TATK]
    return a if a > 0 else 0


@kernel(inline=True)
def max_defense_of(S, CT, p, s):
    o = fo(p, s)
    return CT[S[o + F_CARD], C_DEF] + S[o + F_DEFB] + S[o + F_TDEF]


@kernel(inline=True)
def defense_of(S, CT, p, s):
    """Current defense: printed + changes - damage (2.8.2)."""
    return max_defense_of(S, CT, p, s) - S[fo(p, s) + F_DMG]


@kernel(inline=True)
def is_follower(S, CT, p, s):
    return field_type(S, CT, p, s) == V.TYPE_FOLLOWER


@kernel(inline=True)
def find_uid(S, p, uid):
    if uid < 0:
        return -1
    b = pb(p)
    for s in range(S[b + P_FIELD_N]):
        if S[fo(p, s) + F_UID] == uid:
            return s
    return -1


@kernel(inline=True, alias=nbt.int64, typ=nbt.int64)
def _kind_matches(CT, FL, f, card, bits, alias, typ):
    """The filter's type, trait, class and name tests on a card id's information;
    `bits`: traits an effect gave the card (F_TRAITS), 0 off the field; `alias`: name id
    + 1 of another name it has on the field (C_ALIAS, "its name is also Puppet"), 0 none;
    `typ`: its type (vocab.TYPE_*; on the field, field_type: 5.24.1)."""
    t = FL[f, FL_TYPES]
    # one of the filter's traits (bits 0-30, then 31-61 in the second words)
    has = (FL[f, FL_TRAIT] & (CT[card, C_TRAITS] | bits)) != 0 or \
        (FL[f, FL_TRAIT2] & CT[card, C_TRAITS2]) != 0
    if t >= TYPES_OR_TRAIT:   # one of the types or one of the traits (BP06-035)
        if (t & (1 << typ)) == 0 and not has:
            return False
    else:
        if t != 0 and (t & (1 << typ)) == 0:
            return False
        if (FL[f, FL_TRAIT] != 0 or FL[f, FL_TRAIT2] != 0) and not has:
            return False
    if FL[f, FL_CLASS] > 0 and FL[f, FL_CLASS] - 1 != CT[card, C_CLASS]:
        return False
    if FL[f, FL_CLASS] < 0 and -FL[f, FL_CLASS] - 1 == CT[card, C_CLASS]:   # not_class
        return False
    nm = FL[f, FL_NAME]
    if nm > 0:   # one name id + 1, or two (FL_NAME2_SHIFT: "an A or a B", BP09-105)
        n1 = nm & ((1 << FL_NAME2_SHIFT) - 1)
        n2 = nm >> FL_NAME2_SHIFT
        own = CT[card, C_NAME] + 1
        if n1 != own and n1 != alias and (n2 == 0 or (n2 != own and n2 != alias)):
            return False
    if FL[f, FL_NAME] < 0 and (-FL[f, FL_NAME] - 1 == CT[card, C_NAME] or
                               -FL[f, FL_NAME] == alias):   # not_name
        return False
    return True


@kernel(inline=True, alias=nbt.int64)
def card_matches_as(CT, FL, f, card, alias):
    """card_matches, the card also named by `alias` (name id + 1; 0 none): a card that
    was on the field, by its last known information (10.7.4.1.2; C_ALIAS, BP08-T01)."""
    if f <= 0:
        return True
    if not _kind_matches(CT, FL, f, card, 0, alias, CT[card, C_TYPE]):
        return False
    if FL[f, FL_MAXCOST] >= 0 and CT[card, C_COST] > FL[f, FL_MAXCOST]:
        return False
    if FL[f, FL_MINCOST] >= 0 and CT[card, C_COST] < FL[f, FL_MINCOST]:
        return False
    if FL[f, FL_HASEVO] != 0 and CT[card, C_EVO_COST] < 0:
        return False
    if FL[f, FL_KW] != 0 and (CT[card, C_KW] & FL[f, FL_KW]) != FL[f, FL_KW]:
        return False
    if FL[f, FL_TOKEN] != 0 and CT[card, C_TOKEN] == 0:
        return False
    if FL[f, FL_EVOLVED] != 0 and (CT[card, C_EVOLVED] == 1) != (FL[f, FL_EVOLVED] == 1):
        return False   # 5.15: evolved / unevolved, by the card's printed side
    if FL[f, FL_RACING] != 0:
        return False   # 14.2.3: only a card on the field races
    return True


@kernel(inline=True)
def card_matches(CT, FL, f, card):
    """Does a card id (by its printed information) pass filter row f?"""
    return card_matches_as(CT, FL, f, card, 0)


@kernel()
def _field_passes(S, CT, FL, f, p, s):
    card = S[fo(p, s) + F_CARD]
    if FL[f, FL_KW] != 0 and (kw_of(S, CT, p, s) & FL[f, FL_KW]) != FL[f, FL_KW]:
        return False
    if FL[f, FL_MAXDEF] >= 0 and (field_type(S, CT, p, s) != V.TYPE_FOLLOWER
                                  or defense_of(S, CT, p, s) > FL[f, FL_MAXDEF]):
        return False
    if FL[f, FL_ENGAGED] != 0 and S[fo(p, s) + F_ENG] == 0:
        return False
    if FL[f, FL_RESERVED] != 0 and S[fo(p, s) + F_ENG] != 0:   # 4.2.2
        return False
    if FL[f, FL_RACING] != 0 and S[fo(p, s) + F_RACE] == 0:   # 14.2.3: linked to a Carrot
        return False
    if FL[f, FL_ENTERED] != 0 and S[fo(p, s) + F_ENTER] != S[G_TURN]:   # put onto the field
        return False                                                   # this turn (BP02-098)
    if FL[f, FL_EVOLVED] != 0:   # 5.15: an evolved follower (its evolved card on top)
        evo = CT[card, C_EVOLVED] == 1 or S[fo(p, s) + F_EVO_SLOT] >= 0
        if evo != (FL[f, FL_EVOLVED] == 1):
            return False
    base = S[fo(p, s) + F_BASE]
    # cost filters read the card's printed cost (5.15.2: evolved keeps the cost)
    if FL[f, FL_MAXCOST] >= 0 and CT[base, C_COST] > FL[f, FL_MAXCOST]:
        return False
    if FL[f, FL_MINCOST] >= 0 and CT[base, C_COST] < FL[f, FL_MINCOST]:
        return False
    # another name it has while on the field (C_ALIAS; an ability: silence takes it away)
    alias = 0 if S[fo(p, s) + F_SILENT_UNTIL] >= S[G_TURN] else CT[card, C_ALIAS]
    if not _kind_matches(CT, FL, f, card, S[fo(p, s) + F_TRAITS], alias,
                         field_type(S, CT, p, s)):
        return False
    if FL[f, FL_HASEVO] != 0 and CT[base, C_EVO_COST] < 0:
        return False
    if FL[f, FL_TOKEN] != 0 and CT[base, C_TOKEN] == 0:
        return False
    return True


@kernel(inline=True)
def field_matches(S, CT, FL, f, p, s):
    """Filter test for a card on the field, with its current information."""
    return f <= 0 or _field_passes(S, CT, FL, f, p, s)


@kernel()
def trigger_matches(S, CT, FL, f, trig_uid, trig_card):
    """vocab.COND_TRIGGER_MATCHES: does the card that triggered an ability pass filter f,
    as it is on the field now, else by its printed information (BP09-002)?"""
    for q in range(2):
        s = find_uid(S, q, trig_uid)
        if s >= 0:
            return field_matches(S, CT, FL, f, q, s)
    return trig_card >= 0 and card_matches(CT, FL, f, trig_card)
