"""Activated abilities a card plays from its controller's EX area (8.3, by the card's
own text: an `activate` ability with `zone = "ex"`, A_FROM_EX; BP06-059): the legal
actions (intents.ACT_ACTIVATE_EX, a = EX index, b = ability row) and playing one.
Such an ability is not playable while the card is on the field (actions.activation_ok_how).
Its costs: the PP (A_PP), a required cost (A_REQ), then `sacrifice = true`: "put this
card from your EX area into the cemetery" (its owner's, 3.1.1), in that order (10.4.2.1)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.costs import can_pay_cost, pay_cost
from decksim.core.sve.effects import resolve_ability
from decksim.core.sve.intents import ACT_ACTIVATE_EX
from decksim.core.sve.playable import MAX_ACTIONS
from decksim.core.sve.prerequisites import ability_cond_ok, selection_possible
from decksim.core.sve.rules import EV_DESTROY, add_cem, ex_owner, log, remove_ex
from decksim.core.sve.state import EX, P_EX_N, P_PP, P_PP_SPENT, pb
from decksim.core.sve.tables import (
    A_FROM_EX, A_PP, A_REQ, A_SAC, A_TRIG, C_AB0, C_ABN,
)
from decksim.core.sve.timing import confirmation_timing


@kernel()
def ex_activation_ok(S, CT, AB, FL, p, card, a):
    """Can p play activated ability row a of `card`, in p's EX area, now? (8.3.1:
    main phase, its costs payable (10.4.2.2), a required selection possible,
    10.6.2.3.4)"""
    if AB[a, A_TRIG] != V.TRIG_ACTIVATE or AB[a, A_FROM_EX] != 1:
        return False
    if AB[a, A_PP] > S[pb(p) + P_PP]:
        return False
    if not ability_cond_ok(S, CT, AB, FL, a, p, -1, card):
        return False
    if AB[a, A_REQ] == 1 and not can_pay_cost(S, CT, AB, FL, p, a, -1):
        return False
    return selection_possible(S, CT, AB, FL, a, p, -1)


@kernel()
def ex_activations(S, CT, AB, FL, p, ak, aa, ab, n):
    """ACT_ACTIVATE_EX actions of p from n on (one per card name and ability: copies in
    the EX area are alike). Returns the new n."""
    b = pb(p)
    for i in range(S[b + P_EX_N]):
        card = S[b + EX + i]
        dup = False
        for j in range(i):
            if S[b + EX + j] == card:
                dup = True
                break
        if dup:
            continue
        for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
            if n < MAX_ACTIONS and ex_activation_ok(S, CT, AB, FL, p, card, a):
                ak[n] = ACT_ACTIVATE_EX
                aa[n] = i
                ab[n] = a
                n += 1
    return n


@kernel()
def activate_from_ex(S, CT, AB, EF, FL, PR, rng, L, p, i, a):
    """8.3 / 10.6: pay the costs of ability row a of the card in p's EX slot i, then
    resolve it (the card is no field card: no source uid)."""
    b = pb(p)
    card = S[b + EX + i]
    pp = AB[a, A_PP]
    S[b + P_PP] -= pp
    S[b + P_PP_SPENT] += pp
    if AB[a, A_REQ] == 1:
        pay_cost(S, CT, AB, FL, PR[p], rng, p, a, -1, L)
    if AB[a, A_SAC] == 1:   # this card from the EX area into its owner's cemetery
        for j in range(S[b + P_EX_N] - 1, -1, -1):   # a cost may have moved it down
            if S[b + EX + j] == card:
                owner = ex_owner(S, p, j)
                remove_ex(S, p, j)
                add_cem(S, CT, owner, card)
                log(L, EV_DESTROY, p, card, 1, 0)
                break
    resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)
