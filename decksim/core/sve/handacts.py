"""Activated abilities played from the hand (vocab.ZONE_HAND, A_ZONE; from the card's own
text: "[cost], discard this card: ...", BP06-079): whether one can be played, the legal
actions they give, and playing one (its PP, then the discard, 10.4.2.1; then it resolves,
10.6.2). It is not a card played (8.2): no Combo count, no "whenever you play" triggers."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.costs import discard_card
from decksim.core.sve.effects import resolve_ability
from decksim.core.sve.intents import ACT_ACTIVATE_HAND
from decksim.core.sve.playable import MAX_ACTIONS
from decksim.core.sve.prerequisites import ability_cond_ok, selection_possible
from decksim.core.sve.state import HAND, P_PP, P_PP_SPENT, pb
from decksim.core.sve.tables import A_PP, A_TRIG, A_ZONE, C_AB0, C_ABN
from decksim.core.sve.timing import confirmation_timing


@kernel()
def hand_activation_ok(S, CT, AB, FL, p, card, a):
    """Can p play ability row a of `card` in their hand (A_ZONE = ZONE_HAND, from the card's
    own text: its PP, then discarding it, 10.4.2.1; BP06-079)? Its condition holds (10.3.3)
    and a required selection has its targets (10.6.2.3.4)."""
    if AB[a, A_TRIG] != V.TRIG_ACTIVATE or AB[a, A_ZONE] != V.ZONE_HAND:
        return False
    if AB[a, A_PP] > S[pb(p) + P_PP]:
        return False
    if not ability_cond_ok(S, CT, AB, FL, a, p, -1, card):
        return False
    return selection_possible(S, CT, AB, FL, a, p, -1)


@kernel()
def hand_activations(S, CT, AB, FL, p, i, card, ak, aa, ab, n):
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if n < MAX_ACTIONS and hand_activation_ok(S, CT, AB, FL, p, card, a):
            ak[n] = ACT_ACTIVATE_HAND
            aa[n] = i
            ab[n] = a
            n += 1
    return n


@kernel()
def activate_from_hand(S, CT, AB, EF, FL, PR, rng, L, p, i, a):
    """An activated ability played from the hand (vocab.ZONE_HAND): pay its PP, discard
    the card (10.4.2.1, in the listed order; "discarded" triggers, 5.11), resolve it."""
    b = pb(p)
    card = S[b + HAND + i]
    S[b + P_PP] -= AB[a, A_PP]
    S[b + P_PP_SPENT] += AB[a, A_PP]
    discard_card(S, CT, AB, FL, p, i, L, 3)
    resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)
