"""The filters of an effect's selector (tables.A_KIND .. A_FILT) on a card, and
on a card on the field. No BP here: BP depends on continuous effects, whose
own targets these filters decide (values.bp_of)."""
from decksim.core.bss.cores import level_of
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import F_CARD, F_CORES, F_EXH, G_ACTIVE, G_ATK, G_BLK, P_SOUL, fs, pb
from decksim.core.bss.tables import (
    A_CARD, A_COLOUR, A_COSTMAX, A_COSTMIN, A_FAM, A_FAM2, A_FILT, A_HAS, A_KIND, A_NAME, C_COLOURS,
    C_COST, C_FAM, C_FX, C_KW, C_KWLV, C_NAMES, C_TYPE, FAMILIES, FX_ANY, FX_ASCEND, FX_BLOCK,
    FX_SUMMON, K_MAGIC, K_NEXUS, K_SPIRIT, SF_BLOCK_FX, SF_BLOCKING, SF_COST_EQ, SF_EXHAUSTED,
    SF_LV2, SF_MAX_TWO_CORES, SF_NO_ASCEND, SF_NO_FX, SF_NOT_ATTACKING, SF_ONE_CORE, SF_OTHER,
    SF_OTHER_NAME, SF_REFRESHED, SF_SOUL, SF_SUMMON_FX, SF_TWO_CORES, T_MAGIC, T_NEXUS, T_SPIRIT,
)


@kernel()
def card_matches(CT, AB, k, card):
    """The card itself (wherever it is) passes row k's kind, cost, family, colour
    and listed-effect filters."""
    t = CT[card, C_TYPE]
    kind = AB[k, A_KIND]
    if (t == T_SPIRIT and kind & K_SPIRIT == 0) or (t == T_NEXUS and kind & K_NEXUS == 0) \
            or (t == T_MAGIC and kind & K_MAGIC == 0):
        return False
    f = AB[k, A_FILT]
    if AB[k, A_COSTMIN] >= 0 and CT[card, C_COST] < AB[k, A_COSTMIN]:
        return False
    cm = AB[k, A_COSTMAX]
    if cm >= 0 and (CT[card, C_COST] != cm if f & SF_COST_EQ else CT[card, C_COST] > cm):
        return False
    fam = AB[k, A_FAM]
    if fam > 0:
        found = False
        for i in range(FAMILIES):
            f2 = CT[card, C_FAM + i]
            if f2 == fam or (AB[k, A_FAM2] > 0 and f2 == AB[k, A_FAM2]):
                found = True
        if not found:
            return False
    if AB[k, A_COLOUR] != 0 and (AB[k, A_COLOUR] & CT[card, C_COLOURS]) == 0:
        return False
    if AB[k, A_HAS] != 0 and CT[card, C_KW] & AB[k, A_HAS] == 0:
        return False
    if AB[k, A_NAME] != 0 and CT[card, C_NAMES] & AB[k, A_NAME] == 0:
        return False
    if f & SF_OTHER_NAME and card == AB[k, A_CARD]:
        return False
    fx = CT[card, C_FX]
    if (f & SF_SUMMON_FX and fx & FX_SUMMON == 0) or (f & SF_BLOCK_FX and fx & FX_BLOCK == 0) \
            or (f & SF_NO_FX and fx & FX_ANY != 0) or (f & SF_NO_ASCEND and fx & FX_ASCEND != 0):
        return False
    return True


@kernel()
def base_kw(S, CT, p, s, k):
    """Player p's card in slot s has keyword bit k of its own, at its level (a keyword
    another effect grants it is values.kw's)."""
    card = S[fs(p, s) + F_CARD]
    if (CT[card, C_KW] >> k) & 1 == 0:
        return False
    return (CT[card, C_KWLV + k] >> level_of(S, CT, p, s)) & 1 == 1


@kernel()
def has_kw(S, CT, AB, k, q, s):
    """Player q's card in slot s has one of row k's keywords (A_HAS) at its level, or
    the row names none."""
    m = AB[k, A_HAS]
    if m == 0:
        return True
    for b in range(31):
        if (m >> b) & 1 and base_kw(S, CT, q, s, b):
            return True
    return False


@kernel()
def state_matches(S, CT, AB, k, src, s, p, q):
    """Player q's card in slot s passes row k's filters on its state (exhausted,
    refreshed, Soul Core, cores, level, not the source)."""
    o = fs(q, s)
    f = AB[k, A_FILT]
    if f & SF_OTHER and q == p and s == src:
        return False
    if f & SF_NOT_ATTACKING and q == S[G_ACTIVE] and s == S[G_ATK]:
        return False
    if f & SF_BLOCKING and (q == S[G_ACTIVE] or s != S[G_BLK]):
        return False
    if (f & SF_EXHAUSTED and S[o + F_EXH] == 0) or (f & SF_REFRESHED and S[o + F_EXH] != 0):
        return False
    if f & SF_SOUL and S[pb(q) + P_SOUL] != s:
        return False
    cores = S[o + F_CORES]
    if (f & SF_ONE_CORE and cores != 1) or (f & SF_TWO_CORES and cores < 2) \
            or (f & SF_MAX_TWO_CORES and cores > 2):
        return False
    if f & SF_LV2 and level_of(S, CT, q, s) < 2:
        return False
    if not has_kw(S, CT, AB, k, q, s):
        return False                    # on the field: the keyword at its level
    return True


@kernel()
def slot_matches(S, CT, AB, k, src, s, p, q):
    """Player q's card in slot s passes row k's filters that need no BP (the
    continuous effects' test: BP itself depends on them); src: the source's
    slot on p's side (-1 none)."""
    return card_matches(CT, AB, k, S[fs(q, s) + F_CARD]) and state_matches(S, CT, AB, k, src, s,
                                                                           p, q)
