"""Activated abilities of units: Empower (pay the cost: the unit becomes Empowered,
once; its Empowered text then applies: board.might, actions.can_move,
select.candidates)."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import K_EMPOWER, KIND_SHIFT
from decksim.core.riftbound.costs import cost_affordable, pay_cost
from decksim.core.riftbound.effects import hand_to_trash
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    EV_EFFECT, P_HAND_N, P_UNITS_N, UNIT_CAP, U_CARD, U_EMP, log, pb, uo,
)
from decksim.core.riftbound.tables import (
    C_EMP_E, C_EMP_KIND, C_EMP_P, EMP_DISCARD, EMP_RUNES, OP_EMPOWER,
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
