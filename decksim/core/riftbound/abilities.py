"""Activated abilities: Empower (pay the cost: the unit becomes Empowered, once;
its Empowered text then applies: board.might, actions.can_move,
select.candidates), and the `activate` steps of units and the Champion Legend,
used in their player's Action Phase for their cost (Energy, Power, exhausting)."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import (
    GEAR_SRC, K_ACTIVATE, K_EMPOWER, KIND_SHIFT, SRC_CHAMP,
)
from decksim.core.riftbound.costs import cost_affordable, pay_cost
from decksim.core.riftbound.board import ability_card, gear_leaves
from decksim.core.riftbound.effects import hand_to_trash, resolve, usable
from decksim.core.riftbound.gear import after_pay, golds_before
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    EV_EFFECT, GR_ATT, GR_CARD, GR_EXH, G_LEGEND_EXH, LOC_BASE, P_GEAR_N, P_HAND_N, P_LEGEND,
    P_UNITS_N, go, UNIT_CAP, U_CARD, U_EMP,
    U_EXH, U_LOC, log, pb, uo,
)
from decksim.core.riftbound.tables import (
    C_ACT, C_ACT_AT_BF, C_ACT_E, C_ACT_EXH, C_ACT_KILL, C_ACT_P, C_EMP_E, C_EMP_KIND, C_EMP_P, EMP_DISCARD,
    EMP_RUNES, OP_EMPOWER, W_ACTIVATE,
)


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
                or (kind == EMP_DISCARD and S[pb(p) + P_HAND_N] > 0):
            ak[n] = (np.int64(K_EMPOWER) << KIND_SHIFT) | u
            n += 1
    return n


@kernel()
def empower(S, CT, PR, rng, p, u, L):
    """Pay unit u's Empower cost; it becomes Empowered."""
    card = S[uo(p, u) + U_CARD]
    if CT[card, C_EMP_KIND] == EMP_RUNES:
        pay_cost(S, CT, p, card, CT[card, C_EMP_E], CT[card, C_EMP_P])
    else:
        hand_to_trash(S, p, decide.discard(S, CT, PR, rng, p))
    S[uo(p, u) + U_EMP] = 1
    log(L, EV_EFFECT, p, card, OP_EMPOWER, p * UNIT_CAP + u)


@kernel()
def list_activate(S, CT, p, ak, n):
    """Append p's usable activated abilities (units, the legend, then unattached gear:
    an attached Equipment's own text is inactive, 718.2); the new count."""
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
        if not dup and cost_affordable(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P]) \
                and usable(S, CT, p, card, W_ACTIVATE, -1, ak, n + 1):
            ak[n] = (np.int64(K_ACTIVATE) << KIND_SHIFT) | (GEAR_SRC + g)
            n += 1
    for u in range(-1, S[b + P_UNITS_N]):
        card = S[b + P_LEGEND] if u < 0 else S[uo(p, u) + U_CARD]
        if card < 0 or CT[card, C_ACT] == 0:
            continue
        if CT[card, C_ACT_EXH] == 1 and ((u < 0 and (S[G_LEGEND_EXH] >> p) & 1 == 1)
                                         or (u >= 0 and S[uo(p, u) + U_EXH] == 1)):
            continue
        if CT[card, C_ACT_AT_BF] == 1 and (u < 0 or S[uo(p, u) + U_LOC] == LOC_BASE):
            continue
        if cost_affordable(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P]) \
                and usable(S, CT, p, card, W_ACTIVATE, u, ak, n + 1):
            ak[n] = (np.int64(K_ACTIVATE) << KIND_SHIFT) | (SRC_CHAMP if u < 0 else u)
            n += 1
    return n


@kernel()
def activate(S, CT, PR, rng, p, src, ak, L):
    """Pay the ability's cost and resolve its steps (src: a unit slot or SRC_CHAMP,
    the legend)."""
    card = ability_card(S, p, src)
    if src >= GEAR_SRC and src != SRC_CHAMP:               # a gear's: pay, then exhaust / kill it
        g = src - GEAR_SRC
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
    u = -1 if src == SRC_CHAMP else src
    pay_cost(S, CT, p, card, CT[card, C_ACT_E], CT[card, C_ACT_P])
    if CT[card, C_ACT_EXH] == 1:
        if u < 0:
            S[G_LEGEND_EXH] |= 1 << p
        else:
            S[uo(p, u) + U_EXH] = 1
    resolve(S, CT, PR, rng, p, card, W_ACTIVATE, u, ak, L)
