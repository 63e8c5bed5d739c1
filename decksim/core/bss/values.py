"""What a card on the field is at this moment: its BP with every effect that
applies (2-9, 9-1-4 continuous effects), its keywords, and which of its
ability rows are active at its level (2-8-2)."""
import numpy as np

from decksim.core.bss.cores import (
    level_of, lv1_cost,
)
from decksim.core.bss.filters import base_kw, card_matches, slot_matches
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_BP_TURN, F_CARD, F_CORES, F_EXH, F_FLAGS, FIELD_CAP, FL_BY_SHIFT, FL_NO_ATTACK, FL_NO_BLOCK,
    FL_ONCE1, FL_SHIELD, FL_UNBLOCKABLE, fs, F_UID, G_ACTIVE, G_AIM, G_ATK, G_BLK, G_STEP,
    P_AIM_ROW, P_ATTACK_TAX, pb, P_BURST, P_FIELD_N, P_LIFE_LOST_TURN, P_SOUL, P_TRASH_N, ST_ATTACK,
    ST_MAIN, ST_MAIN2,
)
from decksim.core.bss.tables import (
    A_AMT, A_ARG, A_BPMAX, A_CARD, A_COLOUR, A_COND, A_COSTMAX, A_COSTMIN, A_EFF, A_FAM, A_HAS,
    A_KIND, A_LV, A_ONCE, A_OP, A_PER, A_TRIG, A_WHO, BY_ANY_FX, BY_BLOCK_FX, BY_LV1, BY_LV2,
    BY_ONE_CORE, C_AB0, C_ABN, C_BP, C_COLOURS, CD_BURST_SET, CD_EITHER_MAIN, CD_EITHER_STEP,
    CD_NO_LIFE_LOST, CD_ONLY_COLOURS, CD_OPP_STEP, CD_OPP_TRASH_10, CD_OPP_TURN, CD_SOUL_ON_SELF,
    CD_YOUR_MAIN, CD_YOUR_STEP, CD_YOUR_TURN, C_FX, C_KWV, C_NSYM, C_TYPE, FX_AIM, FX_ANY, FX_BLOCK,
    FX_GRANT_ARMOR, FX_IMMUNE, FX_NEXUS_LV1_OFF, FX_RULES, FX_SYMBOLS, FX_UNBLOCKABLE_BY, K_CARD,
    KW_ARMOR, OP_ATTACK_SPIRIT, OP_BLOCK_EXHAUSTED, OP_BP, OP_CANT_ATTACK, OP_CANT_BLOCK,
    OP_EXTRA_SYMBOLS, OP_GRANT, OP_IMMUNE, OP_KEEP_CORES, OP_LIFE_CATCHER, OP_NEXUS_LV1_OFF,
    OP_NO_SMALL_HITS, OP_SYMBOL_COLOURS, OP_UNBLOCKABLE_BY, T_NEXUS, TR_ALWAYS, TR_OPP_ATTACK_STEP,
    TR_WHILE_ATTACKS, TR_WHILE_BLOCKS, TR_YOUR_ATTACK_STEP, T_SPIRIT, W_SELF, W_THEIRS, W_YOURS,
)


@kernel(inline=True)
def row_active(AB, k, lv):
    """Ability row k applies at level lv (its level mask; 0: at any level)."""
    m = AB[k, A_LV]
    return m == 0 or (m >> lv) & 1 == 1


@kernel(inline=True)
def once_bit(AB, k):
    return np.int64(FL_ONCE1) << (min(max(np.int64(AB[k, A_EFF]), np.int64(1)), np.int64(8)) - 1)


@kernel()
def spent_once(S, AB, p, s, k):
    """Row k of p's card in slot s opens a once-per-turn effect (12-3-1) used this turn
    (the flag is read on an effect's first row only: its later rows run after it is set)."""
    first = k == 0 or AB[k - 1, A_CARD] != AB[k, A_CARD] or AB[k - 1, A_EFF] != AB[k, A_EFF]
    return first and AB[k, A_ONCE] == 1 and (S[fs(p, s) + F_FLAGS] & once_bit(AB, k)) != 0


@kernel()
def use_once(S, AB, p, s, k):
    if AB[k, A_ONCE] == 1 and s >= 0 and s < S[pb(p) + P_FIELD_N]:
        S[fs(p, s) + F_FLAGS] |= once_bit(AB, k)


@kernel()
def cond_now(S, q, s, c):
    """Condition c (CD_*) of the turn, the step or the Soul Core holds now for
    player q's card in slot s (-1: off the field); conditions on the field are
    effects.cond_ok's."""
    act = S[G_ACTIVE]
    attack = S[G_STEP] == ST_ATTACK
    if c == CD_OPP_TURN:
        return act != q
    if c == CD_YOUR_TURN:
        return act == q
    if c == CD_YOUR_STEP:
        return attack and act == q
    if c == CD_OPP_STEP:
        return attack and act != q
    if c == CD_EITHER_STEP:
        return attack
    if c == CD_EITHER_MAIN:
        return S[G_STEP] == ST_MAIN or S[G_STEP] == ST_MAIN2
    if c == CD_OPP_TRASH_10:
        return S[pb(1 - q) + P_TRASH_N] >= 10
    if c == CD_NO_LIFE_LOST:
        return act != q and S[pb(q) + P_LIFE_LOST_TURN] == 0
    if c == CD_YOUR_MAIN:
        return act == q and (S[G_STEP] == ST_MAIN or S[G_STEP] == ST_MAIN2)
    if c == CD_SOUL_ON_SELF:
        return s >= 0 and S[pb(q) + P_SOUL] == s
    if c == CD_BURST_SET:
        return S[pb(q) + P_BURST] > 0
    return c == 0


@kernel()
def nexus_lv1_off(S, CT, AB):
    """A continuous OP_NEXUS_LV1_OFF of either player's cards is in force (its level,
    its condition). Its own loop: in_force asks lv1_lost, which asks this (no kernel
    may call itself), and the one card with the op is a spirit."""
    for q in range(2):
        for x in range(S[pb(q) + P_FIELD_N]):
            c = S[fs(q, x) + F_CARD]
            if CT[c, C_FX] & FX_NEXUS_LV1_OFF == 0:
                continue
            lv = level_of(S, CT, q, x)
            for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                if AB[k, A_OP] == OP_NEXUS_LV1_OFF and row_active(AB, k, lv) \
                        and cond_now(S, q, x, AB[k, A_COND]):
                    return True
    return False


@kernel()
def lv1_lost(S, CT, AB, q, s, k):
    """Row k of player q's card in slot s is a nexus's effect with Lv1 among its levels
    while an OP_NEXUS_LV1_OFF is in force (read in Main Steps only: the one card with it
    works during either Main Step)."""
    if S[G_STEP] != ST_MAIN and S[G_STEP] != ST_MAIN2:
        return False
    return CT[S[fs(q, s) + F_CARD], C_TYPE] == T_NEXUS and (AB[k, A_LV] >> 1) & 1 == 1 \
        and nexus_lv1_off(S, CT, AB)


@kernel()
def only_colours(S, CT, q, col):
    """Every spirit on player q's field has one of the colours `col` (a mask)."""
    for x in range(S[pb(q) + P_FIELD_N]):
        c = S[fs(q, x) + F_CARD]
        if CT[c, C_TYPE] == T_SPIRIT and CT[c, C_COLOURS] & col == 0:
            return False
    return True


@kernel()
def in_force(S, CT, q, s, k, AB):
    """Continuous row k of player q's card in slot s is in force now: its duration
    (while attacking or blocking, during an Attack Step, always) and its condition."""
    t = AB[k, A_TRIG]
    act = S[G_ACTIVE]
    attack = S[G_STEP] == ST_ATTACK
    if t == TR_WHILE_ATTACKS:
        ok = attack and act == q and S[G_ATK] == s
    elif t == TR_WHILE_BLOCKS:
        ok = attack and act != q and S[G_BLK] == s
    elif t == TR_YOUR_ATTACK_STEP:
        ok = attack and act == q
    elif t == TR_OPP_ATTACK_STEP:
        ok = attack and act != q
    else:
        ok = t == TR_ALWAYS
    if ok and lv1_lost(S, CT, AB, q, s, k):
        return False
    if ok and AB[k, A_COND] == CD_ONLY_COLOURS:
        return only_colours(S, CT, q, AB[k, A_COLOUR])
    return ok and cond_now(S, q, s, AB[k, A_COND])


@kernel()
def count_own(S, CT, AB, k, q):
    """The field cards of player q that pass row k's filters (a continuous BP row with
    `per` on its own card: so much BP for each)."""
    n = np.int64(0)
    for x in range(S[pb(q) + P_FIELD_N]):
        if card_matches(CT, AB, k, S[fs(q, x) + F_CARD]):
            n += 1
    return n


@kernel()
def bp_of(S, CT, AB, p, s):
    """The BP of player p's spirit in slot s: its level's BP (2-9), BP gained or
    lost during this turn, and every continuous BP effect in force on it, its
    own and those of both players' cards (their filters, filters.slot_matches)."""
    o = fs(p, s)
    card = S[o + F_CARD]
    if CT[card, C_TYPE] != T_SPIRIT:
        return np.int64(0)
    lv = level_of(S, CT, p, s)
    if lv <= 0:
        return np.int64(0)
    bp = np.int64(CT[card, C_BP + lv - 1]) + S[o + F_BP_TURN]
    for side in range(2):
        q = p if side == 0 else 1 - p
        for s2 in range(S[pb(q) + P_FIELD_N]):
            c2 = S[fs(q, s2) + F_CARD]
            n = CT[c2, C_ABN]
            if n == 0:
                continue
            lv2 = level_of(S, CT, q, s2)
            for k in range(CT[c2, C_AB0], CT[c2, C_AB0] + n):
                if AB[k, A_OP] != OP_BP or not row_active(AB, k, lv2):
                    continue
                who = AB[k, A_WHO]
                if who == W_SELF:
                    hit = q == p and s2 == s
                elif who == W_YOURS:
                    hit = q == p and slot_matches(S, CT, AB, k, s2, s, q, p)
                elif who == W_THEIRS:
                    hit = q != p and slot_matches(S, CT, AB, k, s2, s, q, p)
                else:
                    hit = slot_matches(S, CT, AB, k, s2, s, q, p)
                if hit and in_force(S, CT, q, s2, k, AB):
                    bp += AB[k, A_AMT] * (count_own(S, CT, AB, k, q) if AB[k, A_PER] else 1)
    return max(bp, np.int64(0))


@kernel()
def barred(S, CT, AB, p, s, op):
    """A continuous effect of player p's card in slot s with opcode `op`
    (one of tables.RULE_OPS) is in force at its level."""
    card = S[fs(p, s) + F_CARD]
    if CT[card, C_FX] & FX_RULES == 0:
        return False
    n = CT[card, C_ABN]
    lv = level_of(S, CT, p, s)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + n):
        if AB[k, A_OP] == op and row_active(AB, k, lv) and in_force(S, CT, p, s, k, AB):
            return True
    return False


@kernel()
def blocks_exhausted(S, CT, AB, q, s, cores):
    """q's exhausted spirit in slot s may block an attacker with `cores` cores: a
    continuous OP_BLOCK_EXHAUSTED effect of its own in force allows that many."""
    card = S[fs(q, s) + F_CARD]
    if CT[card, C_FX] & FX_RULES == 0:
        return False
    lv = level_of(S, CT, q, s)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] == OP_BLOCK_EXHAUSTED and row_active(AB, k, lv) \
                and in_force(S, CT, q, s, k, AB) and cores <= AB[k, A_AMT]:
            return True
    return False


@kernel()
def any_in_force(S, CT, AB, p, op):
    """A continuous effect with opcode `op` of one of p's cards is in force."""
    for s in range(S[pb(p) + P_FIELD_N]):
        if barred(S, CT, AB, p, s, op):
            return True
    return False


@kernel()
def kw(S, CT, AB, p, s, k):
    """Player p's spirit in slot s has keyword bit k now: its own at its level, or one
    that a continuous OP_GRANT effect of p's cards gives it (docs/cards.md, grant)."""
    if base_kw(S, CT, p, s, k):
        return True
    for s2 in range(S[pb(p) + P_FIELD_N]):
        c2 = S[fs(p, s2) + F_CARD]
        n = CT[c2, C_ABN]
        if n == 0:
            continue
        lv2 = level_of(S, CT, p, s2)
        for k2 in range(CT[c2, C_AB0], CT[c2, C_AB0] + n):
            if AB[k2, A_OP] != OP_GRANT or AB[k2, A_AMT] != k or not row_active(AB, k2, lv2):
                continue
            who = AB[k2, A_WHO]
            hit = s2 == s if who == W_SELF else slot_matches(S, CT, AB, k2, s2, s, p, p)
            if hit and in_force(S, CT, p, s2, k2, AB):
                return True
    return False


@kernel()
def covered(S, CT, AB, q, s, op, fx, amount, mask):
    """A continuous row of opcode `op` of one of q's cards with the card bit fx, in force
    at its level, selects q's card in slot s, with A_AMT `amount` (-1 any) and an A_ARG
    sharing a bit with `mask` (OP_GRANT of Armor, OP_IMMUNE: their colours)."""
    for s2 in range(S[pb(q) + P_FIELD_N]):
        c2 = S[fs(q, s2) + F_CARD]
        if CT[c2, C_FX] & fx == 0:
            continue
        lv2 = level_of(S, CT, q, s2)
        for k2 in range(CT[c2, C_AB0], CT[c2, C_AB0] + CT[c2, C_ABN]):
            if AB[k2, A_OP] == op and (amount < 0 or AB[k2, A_AMT] == amount) \
                    and AB[k2, A_ARG] & mask and row_active(AB, k2, lv2) \
                    and in_force(S, CT, q, s2, k2, AB) \
                    and (s2 == s if AB[k2, A_WHO] == W_SELF
                         else slot_matches(S, CT, AB, k2, s2, s, q, q)):
                return True
    return False


@kernel()
def armored(S, CT, AB, q, s, c):
    """Player q's card in slot s has Armor against colours c (an opponent's effect
    of those colours does not affect it): its own, or Armor with such colours that a
    continuous OP_GRANT of q's cards gives it (A_ARG)."""
    card = S[fs(q, s) + F_CARD]
    if (CT[card, C_KWV + KW_ARMOR] & c) != 0 and base_kw(S, CT, q, s, KW_ARMOR):
        return True
    return covered(S, CT, AB, q, s, OP_GRANT, FX_GRANT_ARMOR, KW_ARMOR, c)


@kernel()
def immune(S, CT, AB, q, s, src):
    """Player q's card in slot s is not destroyed by the effect of the opponent's card
    `src` (a card row): a continuous OP_IMMUNE of q's cards selects it and `src` is a
    spirit or magic of one of the row's colours (A_ARG)."""
    if CT[src, C_TYPE] == T_NEXUS:
        return False
    return covered(S, CT, AB, q, s, OP_IMMUNE, FX_IMMUNE, -1, CT[src, C_COLOURS])


@kernel()
def kw_any(S, CT, AB, p, s, mask):
    """Player p's spirit in slot s has one of the keywords of `mask` now (kw), or it is 0."""
    if mask == 0:
        return True
    for b in range(31):
        if (mask >> b) & 1 and kw(S, CT, AB, p, s, b):
            return True
    return False


@kernel()
def can_aim(S, CT, AB, p, s):
    """Player p's spirit in slot s, attacking now, would have an effect aiming its attack
    at a spirit (aim.py): an OP_ATTACK_SPIRIT row of its own active at its level (FX_AIM),
    or this turn's OP_ATTACK_SPIRIT_TURN of p's (P_AIM_ROW) for its keywords."""
    r = S[pb(p) + P_AIM_ROW]
    if r > 0 and kw_any(S, CT, AB, p, s, AB[r - 1, A_HAS]):
        return True
    card = S[fs(p, s) + F_CARD]
    if CT[card, C_FX] & FX_AIM == 0:
        return False
    lv = level_of(S, CT, p, s)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] == OP_ATTACK_SPIRIT and row_active(AB, k, lv):
            return True
    return False


@kernel()
def uid_slot(S, q, uid):
    """Player q's field slot of the card with instance id uid (F_UID), -1 none."""
    for s in range(S[pb(q) + P_FIELD_N]):
        if S[fs(q, s) + F_UID] == uid:
            return np.int64(s)
    return np.int64(-1)


@kernel()
def aimed_at(S):
    """The slot of the defending player's spirit the attack is aimed at (G_AIM, aim.py);
    -1 when it is aimed at the player, or that spirit has left the field."""
    if S[G_AIM] == 0:
        return np.int64(-1)
    return uid_slot(S, 1 - S[G_ACTIVE], S[G_AIM] - 1)


@kernel()
def defender(S):
    """The defending player's spirit in the battle: the blocker, or the spirit the attack
    is aimed at; -1 none."""
    if S[G_BLK] >= 0:
        return np.int64(S[G_BLK])
    return aimed_at(S)


@kernel()
def blocker_kept_out(S, CT, q, s, by):
    """q's spirit in slot s has one of the BY_* qualities in `by`."""
    o = fs(q, s)
    lv = level_of(S, CT, q, s)
    fx = CT[S[o + F_CARD], C_FX]
    return (by & BY_ONE_CORE != 0 and S[o + F_CORES] == 1) or (by & BY_LV1 != 0 and lv == 1) \
        or (by & BY_LV2 != 0 and lv >= 2) or (by & BY_BLOCK_FX != 0 and fx & FX_BLOCK != 0) \
        or (by & BY_ANY_FX != 0 and fx & FX_ANY != 0)


@kernel()
def cant_block_it(S, CT, AB, p, a, q, s):
    """q's spirit in slot s cannot block p's attacker in slot a: a continuous
    OP_UNBLOCKABLE_BY effect of p's cards selects the attacker and keeps such a
    blocker out, or an OP_UNBLOCKABLE_BY_TURN did this turn (docs/cards.md)."""
    by = (S[fs(p, a) + F_FLAGS] >> FL_BY_SHIFT) & 31
    if by != 0 and blocker_kept_out(S, CT, q, s, by):
        return True
    for s2 in range(S[pb(p) + P_FIELD_N]):
        c2 = S[fs(p, s2) + F_CARD]
        if CT[c2, C_FX] & FX_UNBLOCKABLE_BY == 0:
            continue
        n = CT[c2, C_ABN]
        lv2 = level_of(S, CT, p, s2)
        for k2 in range(CT[c2, C_AB0], CT[c2, C_AB0] + n):
            if AB[k2, A_OP] != OP_UNBLOCKABLE_BY or not row_active(AB, k2, lv2):
                continue
            hit = s2 == a if AB[k2, A_WHO] == W_SELF else slot_matches(S, CT, AB, k2, s2, a, p, p)
            if hit and in_force(S, CT, p, s2, k2, AB) \
                    and blocker_kept_out(S, CT, q, s, AB[k2, A_AMT]):
                return True
    return False


@kernel()
def extra_symbol_rows(S, CT, AB, p, s, paid):
    card = S[fs(p, s) + F_CARD]
    n = CT[card, C_ABN]
    lv = level_of(S, CT, p, s)
    extra = np.int64(0)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + n):
        if AB[k, A_OP] != OP_EXTRA_SYMBOLS or not row_active(AB, k, lv) \
                or not in_force(S, CT, p, s, k, AB):
            continue
        if paid >= 0:
            if card_matches(CT, AB, k, paid):
                extra += AB[k, A_AMT]
        elif AB[k, A_KIND] == K_CARD and AB[k, A_FAM] == 0 and AB[k, A_COLOUR] == 0 \
                and AB[k, A_COSTMAX] < 0 and AB[k, A_COSTMIN] < 0:
            extra += AB[k, A_AMT]
    return extra


@kernel()
def symbol_colour_rows(S, CT, AB, p, s, paid):
    card = S[fs(p, s) + F_CARD]
    lv = level_of(S, CT, p, s)
    m = np.int64(0)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] == OP_SYMBOL_COLOURS and row_active(AB, k, lv) \
                and in_force(S, CT, p, s, k, AB) and card_matches(CT, AB, k, paid):
            m |= AB[k, A_AMT]
    return m


@kernel(inline=True)
def symbol_colours(S, CT, AB, p, s, paid):
    """The colours player p's card in slot s gives its symbols beyond their own for
    the cost of card `paid` (OP_SYMBOL_COLOURS in force at its level), a mask."""
    if CT[S[fs(p, s) + F_CARD], C_FX] & FX_SYMBOLS == 0:
        return np.int64(0)
    return symbol_colour_rows(S, CT, AB, p, s, paid)


@kernel(inline=True)
def extra_symbols(S, CT, AB, p, s, paid):
    """The symbols player p's card in slot s counts beyond its own (OP_EXTRA_SYMBOLS in
    force at its level): for the cost of card `paid` when it passes the row's filters,
    or in battle (paid < 0) from the rows without filters. (Inline: nearly every card
    has none, and the cost of each card in hand asks for every slot.)"""
    if CT[S[fs(p, s) + F_CARD], C_FX] & FX_SYMBOLS == 0:
        return np.int64(0)
    return extra_symbol_rows(S, CT, AB, p, s, paid)


@kernel()
def kept(S, CT, AB, q, s, op):
    """The opponent's effects cannot do `op`'s harm to q's card in slot s: a continuous
    effect of q's cards with opcode `op` (OP_KEEP_CORES: take its cores; OP_NO_RETURN:
    return it to the hand or deck) selects it; for cores, shielded this turn too."""
    if op == OP_KEEP_CORES and S[fs(q, s) + F_FLAGS] & FL_SHIELD:
        return True
    for x in range(S[pb(q) + P_FIELD_N]):
        c = S[fs(q, x) + F_CARD]
        if CT[c, C_FX] & FX_RULES == 0:
            continue
        lv = level_of(S, CT, q, x)
        for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[k, A_OP] == op and row_active(AB, k, lv) \
                    and in_force(S, CT, q, x, k, AB) \
                    and ((x == s) if AB[k, A_WHO] == W_SELF
                         else slot_matches(S, CT, AB, k, x, s, q, q)):
                return True
    return False


@kernel()
def life_catcher(S, CT, AB):
    """The slot (player * FIELD_CAP + slot) of the first card of either player with an
    OP_LIFE_CATCHER effect in force, or -1."""
    for q in range(2):
        for x in range(S[pb(q) + P_FIELD_N]):
            if barred(S, CT, AB, q, x, OP_LIFE_CATCHER):
                return np.int64(q * FIELD_CAP + x)
    return np.int64(-1)


@kernel()
def small_hits_cap(S, CT, AB):
    """The highest A_BPMAX of the continuous OP_NO_SMALL_HITS effects in force on
    either side: an attack by a spirit of that BP or less takes no Life; -1 none."""
    cap = np.int64(-1)
    for q in range(2):
        for x in range(S[pb(q) + P_FIELD_N]):
            c = S[fs(q, x) + F_CARD]
            if CT[c, C_FX] & FX_RULES == 0:
                continue
            lv = level_of(S, CT, q, x)
            for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                if AB[k, A_OP] == OP_NO_SMALL_HITS and row_active(AB, k, lv) \
                        and in_force(S, CT, q, x, k, AB):
                    cap = max(cap, np.int64(AB[k, A_BPMAX]))
    return cap


@kernel()
def hits_nothing(S, CT, AB, p, s):
    """p's attacker in slot s takes no Life (small_hits_cap)."""
    cap = small_hits_cap(S, CT, AB)
    return cap >= 0 and bp_of(S, CT, AB, p, s) <= cap


@kernel(inline=True)
def can_pay_tax(S, CT, p, s):
    """p's spirit in slot s can attack under this turn's attack tax (OP_ATTACK_TAX): no
    tax, or a core to move that leaves it at Lv1 (paying with its last one would
    deplete it, so that attack is not offered)."""
    o = fs(p, s)
    return S[pb(p) + P_ATTACK_TAX] == 0 or S[o + F_CORES] - 1 >= lv1_cost(CT, S[o + F_CARD])


@kernel()
def reach(S, CT, AB, p, all_attack):
    """The life p's spirits take whatever the opponent blocks: every spirit that can
    attack (all_attack: all of them, as after p's next Refresh Step; else the
    refreshed ones) against the opponent's spirits that can block now, each blocking
    the attacker with the most symbols it can."""
    o = 1 - p
    blockers = np.int64(0)
    for s in range(S[pb(o) + P_FIELD_N]):
        x = fs(o, s)
        if CT[S[x + F_CARD], C_TYPE] == T_SPIRIT and S[x + F_EXH] == 0 \
                and S[x + F_FLAGS] & FL_NO_BLOCK == 0 and not barred(S, CT, AB, o, s,
                                                                     OP_CANT_BLOCK):
            blockers += 1
    cap = small_hits_cap(S, CT, AB)
    total = np.int64(0)
    by1 = np.int64(0)                   # blockable attackers with 1, 2, 3 symbols
    by2 = np.int64(0)
    by3 = np.int64(0)
    for s in range(S[pb(p) + P_FIELD_N]):
        x = fs(p, s)
        c = S[x + F_CARD]
        if CT[c, C_TYPE] != T_SPIRIT or (S[x + F_EXH] != 0 and not all_attack) \
                or S[x + F_FLAGS] & FL_NO_ATTACK or barred(S, CT, AB, p, s, OP_CANT_ATTACK) \
                or not can_pay_tax(S, CT, p, s):
            continue
        k = min(np.int64(CT[c, C_NSYM]) + extra_symbols(S, CT, AB, p, s, -1), np.int64(3))
        if cap >= 0 and bp_of(S, CT, AB, p, s) <= cap:
            continue                        # it takes no Life (OP_NO_SMALL_HITS)
        total += k
        if S[x + F_FLAGS] & FL_UNBLOCKABLE == 0:
            by1 += 1 if k == 1 else 0
            by2 += 1 if k == 2 else 0
            by3 += 1 if k == 3 else 0
    m = min(blockers, by3)
    total -= 3 * m
    blockers -= m
    m = min(blockers, by2)
    total -= 2 * m
    blockers -= m
    return total - min(blockers, by1)
