"""Flow: a spell with Flow may be played from its player's trash for its Flow
cost (Energy and Power, the card's data: tables.C_FLOW_*), at the same timing
as from the hand; once it resolves it is banished (414) instead of going back
to the trash.

Simplified: the cost reductions of spells (spell_discount, discount_mech) do not
apply to a Flow cost."""
import numpy as np

from decksim.core.zones import pop_at
from decksim.core.riftbound.action_codes import K_FLOW, KIND_SHIFT
from decksim.core.riftbound.board import pool_pay, rune_counts
from decksim.core.riftbound.costs import ANY_DOMAIN, exhaust_runes, power_mask, recycle_for_power
from decksim.core.riftbound.effects import castable
from decksim.core.riftbound.effects_more import banished
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.showdown import spell_resolves
from decksim.core.riftbound.state import (
    EV_FLOW, P_TRASH, P_TRASH_N, pb,
)
from decksim.core.riftbound.tables import (
    C_FLOW, C_FLOW_ANY, C_FLOW_E, C_FLOW_P, C_TYPE, T_SPELL,
)


@kernel(inline=True)
def flow_mask(CT, card):
    return np.int64(ANY_DOMAIN) if CT[card, C_FLOW_ANY] == 1 else power_mask(CT, card)


@kernel()
def list_flow(S, CT, p, ak, n):
    """Append p's Flow plays: each spell with Flow in its trash (one per name) whose
    Flow cost it can pay and whose first choice has a target; the new count."""
    b = pb(p)
    for i in range(S[b + P_TRASH_N]):
        card = S[b + P_TRASH + i]
        if CT[card, C_TYPE] != T_SPELL or CT[card, C_FLOW] == 0:
            continue
        dup = False
        for j in range(i):
            if S[b + P_TRASH + j] == card:
                dup = True
        if dup:
            continue
        ready, fit = rune_counts(S, CT, p, flow_mask(CT, card))
        if ready >= CT[card, C_FLOW_E] and fit >= CT[card, C_FLOW_P] \
                and castable(S, CT, p, card, ak, n + 1):
            ak[n] = (np.int64(K_FLOW) << KIND_SHIFT) | i
            n += 1
    return n


@kernel()
def cast_from_trash(S, CT, PR, rng, p, i, ak, L):
    """Play the spell at trash index i for its Flow cost; it resolves like a spell
    from the hand (its player's spell triggers first), then is banished."""
    b = pb(p)
    card = S[b + P_TRASH + i]
    energy = recycle_for_power(S, CT, p, flow_mask(CT, card), CT[card, C_FLOW_P],
                               pool_pay(S, p, CT[card, C_FLOW_E]))
    exhaust_runes(S, p, energy)
    pop_at(S, b + P_TRASH, b + P_TRASH_N, i)
    spell_resolves(S, CT, PR, rng, p, card, EV_FLOW, ak, L)
    banished(S, p, p)                          # banished, not trashed (414)
