"""Activated abilities: Empower (pay the cost: the unit becomes Empowered, once;
its Empowered text then applies: board.might, actions.can_move,
select.candidates), and the `activate` steps of units, the Champion Legend and
gear, used in their player's Action Phase for their cost (Energy, Power,
exhausting, XP, recycling trash cards); a unit also uses the ability of the
battlefield it stands at (Gardens of Becoming) and, with borrow_exhaust, the
exhaust abilities of its player's other cards (Heimerdinger, Inventor)."""
import numpy as np

from decksim.core.zones import insert_first, pop_at
from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import (
    BORROW_BIT, GEAR_SRC, GRANTED_BIT, K_ACTIVATE, K_EMPOWER, KIND_SHIFT, MODE_SHIFT, SOURCE_SHIFT,
    SRC_CHAMP,
)
from decksim.core.riftbound.costs import cost_affordable, pay_cost
from decksim.core.riftbound.board import ability_card, gear_leaves
from decksim.core.riftbound.effects import hand_to_trash, resolve, usable
from decksim.core.riftbound.effects_more import mode_usable, swap_ready
from decksim.core.riftbound.gear import after_pay, golds_before
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CARD, bfo, EV_EFFECT, G_LEGEND_EMP, G_LEGEND_EXH, G_MODE, go, GR_ATT, GR_CARD, GR_EXH, G_XP,
    LOC_BASE, LOC_BF0, log, pb, P_DECK, P_DECK_N, P_GEAR_N, P_HAND, P_HAND_N, P_LEGEND, P_TRASH,
    P_TRASH_N, P_UNITS_N, U_BUFF, U_CARD, U_EMP, U_EMP_NEW, U_EXH, U_LOC, U_MODES, UNIT_CAP, uo,
)
from decksim.core.riftbound.tables import (
    C_ACT, C_ACT_AT_BF, C_ACT_BUFF, C_ACT_DISEMP, C_ACT_E, C_ACT_EXH, C_ACT_KILL, C_ACT_MODES,
    C_ACT_P, C_ACT_RECYCLE, C_ACT_RECYCLE_UNIT, C_ACT_XP, C_BORROW, C_EMP_E, C_EMP_KIND, C_EMP_P,
    C_TYPE, EMP_DISCARD, EMP_DISCARD_SPELL, EMP_RUNES, MAX_MAIN, OP_EMPOWER, T_SPELL, T_UNIT,
    W_ACTIVATE,
)


@kernel()
def hand_spells(S, CT, p, ak, n):
    """The hand indices of p's spell cards into ak from n; how many."""
    k = 0
    for i in range(S[pb(p) + P_HAND_N]):
        if CT[S[pb(p) + P_HAND + i], C_TYPE] == T_SPELL:
            ak[n + k] = i
            k += 1
    return k


@kernel()
def list_empower(S, CT, p, ak, n):
    """Append p's affordable Empowers of units not yet Empowered; the new count."""
    for u in range(S[pb(p) + P_UNITS_N]):
        card = S[uo(p, u) + U_CARD]
        kind = CT[card, C_EMP_KIND]
        if kind == 0 or S[uo(p, u) + U_EMP] == 1:
            continue
        if (kind == EMP_RUNES and cost_affordable(S, CT, p, card, CT[card, C_EMP_E],
                                                  CT[card, C_EMP_P])) \
                or (kind == EMP_DISCARD and S[pb(p) + P_HAND_N] > 0) \
                or (kind == EMP_DISCARD_SPELL and hand_spells(S, CT, p, ak, n + 1) > 0):
            ak[n] = (np.int64(K_EMPOWER) << KIND_SHIFT) | u
            n += 1
    return n


@kernel()
def empower(S, CT, PR, rng, p, u, ak, L):
    """Pay unit u's Empower cost; it becomes Empowered (its `empowered` text waits for
    the cleanup)."""
    card = S[uo(p, u) + U_CARD]
    if CT[card, C_EMP_KIND] == EMP_RUNES:
        pay_cost(S, CT, p, card, CT[card, C_EMP_E], CT[card, C_EMP_P])
    elif CT[card, C_EMP_KIND] == EMP_DISCARD_SPELL:     # a spell card, not any card
        k = hand_spells(S, CT, p, ak, 0)
        hand_to_trash(S, CT, p, ak[decide.discard_among(S, CT, PR, rng, p, ak, k)])
    else:
        hand_to_trash(S, CT, p, decide.discard(S, CT, PR, rng, p))
    S[uo(p, u) + U_EMP] = 1
    S[uo(p, u) + U_EMP_NEW] = 1
    log(L, EV_EFFECT, p, card, OP_EMPOWER, p * UNIT_CAP + u)


@kernel()
def unit_in_trash(S, CT, p):
    b = pb(p)
    for i in range(S[b + P_TRASH_N]):
        if CT[S[b + P_TRASH + i], C_TYPE] == T_UNIT:
            return True
    return False


@kernel()
def extra_costs_ok(S, CT, p, card):
    """Has p the XP and the trash cards (a unit card, for C_ACT_RECYCLE_UNIT) the ability
    also spends?"""
    return S[G_XP + p] >= CT[card, C_ACT_XP] and S[pb(p) + P_TRASH_N] >= CT[card, C_ACT_RECYCLE] \
        and (CT[card, C_ACT_RECYCLE_UNIT] == 0 or unit_in_trash(S, CT, p))


@kernel()
def ability_ok(S, CT, p, card, u, ak, n):
    """Can p use card's activated ability with its unit u (-1: the legend) now: the
    exhausting, XP, trash and rune costs payable and a target to pick?"""
    if CT[card, C_ACT_EXH] == 1 and ((u < 0 and (S[G_LEGEND_EXH] >> p) & 1 == 1)
                                     or (u >= 0 and S[uo(p, u) + U_EXH] == 1)):
        return False
    if CT[card, C_ACT_AT_BF] == 1 and (u < 0 or S[uo(p, u) + U_LOC] == LOC_BASE):
        return False
    if CT[card, C_ACT_DISEMP] == 1 and ((u < 0 and (S[G_LEGEND_EMP] >> p) & 1 == 0)
                                        or (u >= 0 and S[uo(p, u) + U_EMP] == 0)):
        return False                            # disempowering it needs it Empowered
    if CT[card, C_ACT_BUFF] == 1 and (u < 0 or S[uo(p, u) + U_BUFF] == 0):
        return False                            # spending its buff needs one (701)
    return extra_costs_ok(S, CT, p, card) \
        and cost_affordable(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P]) \
        and (CT[card, C_ACT_MODES] > 0 or usable(S, CT, p, card, W_ACTIVATE, u, ak, n + 1)) \
        and swap_ready(S, CT, p, card, u, ak, n + 1)


@kernel()
def list_borrowed(S, CT, p, ak, n):
    """Append the exhaust abilities p's units with borrow_exhaust have from p's legend,
    other units and unattached gear (Heimerdinger, Inventor; not one whose cost kills
    the gear); the new count."""
    b = pb(p)
    units = S[b + P_UNITS_N]
    for u in range(units):
        if CT[S[uo(p, u) + U_CARD], C_BORROW] == 0:
            continue
        for s in range(-1, units + S[b + P_GEAR_N]):
            if s == u or (s >= units and S[go(p, s - units) + GR_ATT] != 0):
                continue
            code = (np.int64(K_ACTIVATE) << KIND_SHIFT) | u | BORROW_BIT
            if s < 0:
                code |= np.int64(SRC_CHAMP) << SOURCE_SHIFT
            elif s < units:
                code |= np.int64(s) << SOURCE_SHIFT
            else:
                code |= np.int64(GEAR_SRC + s - units) << SOURCE_SHIFT
            card = ability_card(S, p, code & 0xFFFFFF)
            if card >= 0 and CT[card, C_ACT] == 1 and CT[card, C_ACT_EXH] == 1 \
                    and CT[card, C_ACT_KILL] == 0 and ability_ok(S, CT, p, card, u, ak, n):
                ak[n] = code
                n += 1
    return n


@kernel()
def list_activate(S, CT, p, ak, n):
    """Append p's usable activated abilities (unattached gear: an attached Equipment's
    own text is inactive, 718.2; the legend and units; the abilities units have from
    the battlefield they stand at; the borrowed ones); the new count."""
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        o = go(p, g)
        card = S[o + GR_CARD]
        if CT[card, C_ACT] == 0 or S[o + GR_ATT] != 0 \
                or (CT[card, C_ACT_EXH] == 1 and S[o + GR_EXH] == 1):
            continue
        dup = False
        for h in range(g):
            if S[go(p, h) + GR_CARD] == card and S[go(p, h) + GR_EXH] == S[o + GR_EXH] \
                    and S[go(p, h) + GR_ATT] == 0:
                dup = True
        if not dup and extra_costs_ok(S, CT, p, card) \
                and cost_affordable(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P]) \
                and usable(S, CT, p, card, W_ACTIVATE, -1, ak, n + 1):
            ak[n] = (np.int64(K_ACTIVATE) << KIND_SHIFT) | (GEAR_SRC + g)
            n += 1
    for u in range(-1, S[b + P_UNITS_N]):
        card = S[b + P_LEGEND] if u < 0 else S[uo(p, u) + U_CARD]
        if card >= 0 and CT[card, C_ACT] == 1 and ability_ok(S, CT, p, card, u, ak, n):
            code = (np.int64(K_ACTIVATE) << KIND_SHIFT) | (SRC_CHAMP if u < 0 else u)
            for k in range(1, CT[card, C_ACT_MODES] + 1):       # a "choose one": each mode
                if u >= 0 and mode_usable(S, CT, p, card, u, k, ak, n + 1):
                    ak[n] = code | (np.int64(k) << MODE_SHIFT)
                    n += 1
            if CT[card, C_ACT_MODES] == 0:
                ak[n] = code
                n += 1
    for u in range(S[b + P_UNITS_N]):
        loc = S[uo(p, u) + U_LOC]
        if loc == LOC_BASE:
            continue
        card = S[bfo(loc - LOC_BF0) + BF_CARD]
        if CT[card, C_ACT] == 1 and ability_ok(S, CT, p, card, u, ak, n):
            ak[n] = (np.int64(K_ACTIVATE) << KIND_SHIFT) | u | GRANTED_BIT
            n += 1
    return list_borrowed(S, CT, p, ak, n)


@kernel()
def recycle_trash(S, p, n):
    """n cards of p's trash, the oldest first, to the bottom of its Main Deck
    (403.1.a)."""
    b = pb(p)
    for _ in range(n):
        insert_first(S, b + P_DECK, b + P_DECK_N, MAX_MAIN + 1,
                     pop_at(S, b + P_TRASH, b + P_TRASH_N, 0))


@kernel()
def recycle_unit(S, CT, PR, rng, p, ak):
    """403.1.a: a unit card of p's trash (the pilot's pick) to the bottom of its Main Deck
    (an activated ability's cost: Assembly Rig)."""
    b = pb(p)
    k = 0
    for i in range(S[b + P_TRASH_N]):
        if CT[S[b + P_TRASH + i], C_TYPE] == T_UNIT:
            ak[k] = i
            k += 1
    if k == 0:
        return
    i = ak[decide.recycle(S, CT, PR, rng, p, ak, k)]
    insert_first(S, b + P_DECK, b + P_DECK_N, MAX_MAIN + 1,
                 pop_at(S, b + P_TRASH, b + P_TRASH_N, i))


@kernel()
def activate(S, CT, PR, rng, p, src, ak, L):
    """Pay the ability's cost and resolve its steps (src: action_codes.ability_src of
    the code: a unit slot, SRC_CHAMP the legend or GEAR_SRC + g a gear; with
    GRANTED_BIT, the unit's battlefield's ability; with BORROW_BIT, another card's,
    the unit exhausting)."""
    card = ability_card(S, p, src)
    S[G_XP + p] -= CT[card, C_ACT_XP]
    recycle_trash(S, p, CT[card, C_ACT_RECYCLE])
    if CT[card, C_ACT_RECYCLE_UNIT] == 1:
        recycle_unit(S, CT, PR, rng, p, ak)
    if src >= GEAR_SRC and src != SRC_CHAMP and (src & (GRANTED_BIT | BORROW_BIT)) == 0:
        g = src - GEAR_SRC                                 # a gear's: pay, then exhaust / kill it
        before = S[pb(p) + P_GEAR_N]
        golds = golds_before(S, CT, p, g)
        pay_cost(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P])
        g = after_pay(S, CT, p, g, before, golds)
        if CT[card, C_ACT_EXH] == 1:
            S[go(p, g) + GR_EXH] = 1
        if CT[card, C_ACT_KILL] == 1:
            gear_leaves(S, CT, p, g)
        resolve(S, CT, PR, rng, p, card, W_ACTIVATE, -1, ak, L)
        return
    u = -1 if src == SRC_CHAMP else src & 255
    pay_cost(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P])
    if CT[card, C_ACT_BUFF] == 1 and u >= 0:
        S[uo(p, u) + U_BUFF] = 0                # its buff spent (701)
    if S[G_MODE] > 0 and u >= 0:
        S[uo(p, u) + U_MODES] |= 1 << S[G_MODE]     # the mode chosen, not again this turn
    if CT[card, C_ACT_EXH] == 1:
        if u < 0:
            S[G_LEGEND_EXH] |= 1 << p
        else:
            S[uo(p, u) + U_EXH] = 1
    if CT[card, C_ACT_DISEMP] == 1:
        if u < 0:
            S[G_LEGEND_EMP] &= ~(1 << p)
        else:
            S[uo(p, u) + U_EMP] = 0
    resolve(S, CT, PR, rng, p, card, W_ACTIVATE, u, ak, L)
    S[G_MODE] = 0
