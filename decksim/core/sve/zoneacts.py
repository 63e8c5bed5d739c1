"""Activated abilities played from outside the field (8.3, by the cards' own text): an
`activate` ability with `zone = "ex"` is played while its card is in its controller's
EX area (vocab.ZONE_EX; BP06-059), one with `zone = "hand"` from the hand
(vocab.ZONE_HAND; "[cost], discard this card: ...", BP06-079; with `cost_to_ex = true`
the card goes into the EX area instead, vocab.ZONE_HAND_TO_EX, BP08-072), one with `zone =
"cemetery"` while its card is in its controller's cemetery (vocab.ZONE_CEM; "[cost],
banish this card from your cemetery: ...", a required cost; BP09-024). AB column A_ZONE
says which. Such an ability is never played from the field (actions.activation_ok_how).

The legal actions (intents.ACT_ACTIVATE_EX / ACT_ACTIVATE_HAND / ACT_ACTIVATE_CEM, a = EX,
hand or cemetery index, b = ability row) and playing one: its costs in the listed order
(10.4.2.1) — the PP (A_PP), then from the EX area or the cemetery a required cost (A_REQ)
and from the EX area with `sacrifice = true` the card into its owner's cemetery (3.1.1),
from the hand the discard of the card (5.11: "discarded" triggers) or its move into the EX
area — then it resolves (10.6.2). None is a card played (8.2): no Combo count, no
"whenever you play" triggers."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.costs import can_pay_cost, discard_card, pay_cost
from decksim.core.sve.effects import resolve_ability
from decksim.core.sve.intents import ACT_ACTIVATE_CEM, ACT_ACTIVATE_EX, ACT_ACTIVATE_HAND
from decksim.core.sve.playable import MAX_ACTIONS
from decksim.core.sve.prerequisites import ability_cond_ok, selection_possible
from decksim.core.sve.rules import (
    EV_DESTROY, add_cem, add_ex, ex_owner, log, remove_ex, remove_hand,
)
from decksim.core.sve.state import (
    CEM, EX, EX_LIMIT, HAND, P_CEM_N, P_EX_N, P_PP, P_PP_SPENT, pb,
)
from decksim.core.sve.tables import A_PP, A_REQ, A_SAC, A_TRIG, A_ZONE, C_AB0, C_ABN, C_ON_MASK
from decksim.core.sve.timing import confirmation_timing


@kernel(inline=True)
def zone_activation_ok(S, CT, AB, FL, p, card, a, zone):
    """Can p play activated ability row a of `card`, in p's EX area, hand or cemetery
    (zone), now?
    (8.3.1: main phase; its costs payable, 10.4.2.2; its condition, 10.3.3; a required
    selection possible, 10.6.2.3.4)"""
    za = AB[a, A_ZONE]
    if za == V.ZONE_HAND_TO_EX:   # from the hand, this card into the EX area as a cost:
        if S[pb(p) + P_EX_N] >= EX_LIMIT:   # it needs room there (4.8.3.2, 10.4.2.2)
            return False
        za = V.ZONE_HAND
    if AB[a, A_TRIG] != V.TRIG_ACTIVATE or za != zone:
        return False
    if AB[a, A_PP] > S[pb(p) + P_PP]:
        return False
    if not ability_cond_ok(S, CT, AB, FL, a, p, -1, card):
        return False
    if AB[a, A_REQ] == 1 and not can_pay_cost(S, CT, AB, FL, p, a, -1):
        return False
    return selection_possible(S, CT, AB, FL, a, p, -1)


@kernel(inline=True)
def card_zone_activations(S, CT, AB, FL, p, i, card, zone, ak, aa, ab, n):
    """The actions of `card`'s abilities played from its zone (slot i there) from n on.
    Returns the new n."""
    kind = ACT_ACTIVATE_EX if zone == V.ZONE_EX else \
        ACT_ACTIVATE_CEM if zone == V.ZONE_CEM else ACT_ACTIVATE_HAND
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if n < MAX_ACTIONS and zone_activation_ok(S, CT, AB, FL, p, card, a, zone):
            ak[n] = kind
            aa[n] = i
            ab[n] = a
            n += 1
    return n


@kernel(inline=True)
def _activations_in(S, CT, AB, FL, p, zone, at, count, ak, aa, ab, n):
    """The actions of the `zone` abilities of the cards of p's EX area or cemetery (S[at:],
    `count` cards) from n on (one per card name and ability: copies are alike)."""
    for i in range(count):
        card = S[at + i]
        if (CT[card, C_ON_MASK] & (1 << V.TRIG_ACTIVATE)) == 0:
            continue
        dup = False
        for j in range(i):
            if S[at + j] == card:
                dup = True
                break
        if not dup:
            n = card_zone_activations(S, CT, AB, FL, p, i, card, zone, ak, aa, ab, n)
    return n


@kernel(inline=True)
def ex_activations(S, CT, AB, FL, p, ak, aa, ab, n):
    """ACT_ACTIVATE_EX actions of p from n on, then the ACT_ACTIVATE_CEM ones (BP09-024).
    Returns the new n."""
    b = pb(p)
    n = _activations_in(S, CT, AB, FL, p, V.ZONE_EX, b + EX, S[b + P_EX_N], ak, aa, ab, n)
    return _activations_in(S, CT, AB, FL, p, V.ZONE_CEM, b + CEM, S[b + P_CEM_N], ak, aa, ab,
                           n)


@kernel()
def activate_from_zone(S, CT, AB, EF, FL, PR, rng, L, p, i, a, zone):
    """8.3 / 10.6: pay the costs of ability row a of the card in p's EX, hand or cemetery
    slot i, then resolve it (the card is no field card: no source uid)."""
    b = pb(p)
    card = S[b + (EX if zone == V.ZONE_EX else CEM if zone == V.ZONE_CEM else HAND) + i]
    pp = AB[a, A_PP]
    S[b + P_PP] -= pp
    S[b + P_PP_SPENT] += pp
    if zone == V.ZONE_HAND and AB[a, A_ZONE] == V.ZONE_HAND_TO_EX:   # (BP08-072)
        add_ex(S, CT, p, remove_hand(S, p, i), L)
    elif zone == V.ZONE_HAND:
        discard_card(S, CT, AB, FL, p, i, L, 3)
    else:
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
