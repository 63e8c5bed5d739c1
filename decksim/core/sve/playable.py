"""What a card costs to play and whether it can be played now: cost changes
(10.4.4.1, 10.10.2.4), plays paying a `cost` ability's cost for its cost change
(10.4.7.3), room on the field (10.6.2.6), a spell's required targets
(10.6.2.3.4) and its costs beyond PP (10.4.2.2)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.auras import aura_cost_delta
from decksim.core.sve.costs import can_pay_cost
from decksim.core.sve.counts import count_zone
from decksim.core.sve.deckops import EX_COST_ZERO, ex_discount
from decksim.core.sve.intents import ACT_PLAY_ALT
from decksim.core.sve.prerequisites import (
    ability_cond_ok, cond_ok, play_cond_ok, selection_possible,
)
from decksim.core.sve.state import (
    FIELD_LIMIT, G_ACTIVE, G_RESTRICT, G_TURN, P_AURA_N, P_FIELD_N, P_NEXT_DISC, P_PP, pb,
)
from decksim.core.sve.tables import (
    A_E0, A_EN, A_FROM_EX, A_MODE, A_OPT, A_OPTARG, A_REQ, A_TRIG, C_AB0, C_ABN, C_COST, C_KW,
    C_ON_MASK, C_TYPE, E_AMT, E_ARG2, E_CARG, E_CFILT, E_CNEG, E_COND, E_OP, E_X,
)

# legal actions per decision (kinds: intents.ACT_*)
MAX_ACTIONS = 96


@kernel(inline=True)
def next_discount(S, p):
    """10.2.1.3.3: how much less the next card p plays this turn costs
    (vocab.OP_NEXT_COST_DOWN; BP08-036)."""
    v = S[pb(p) + P_NEXT_DISC]
    return v & 255 if v != 0 and (v >> 8) == S[G_TURN] else 0


@kernel()
def _cost_change(S, CT, AB, EF, FL, p, card, from_ex, alt):
    """The increases and decreases of the cost of playing `card` (10.10.2.4).
    alt: the row of a `cost` ability whose cost the player pays when playing the
    card (10.4.7.3, ACT_PLAY_ALT), -1 none; such abilities apply only then."""
    cost = 0
    a0 = CT[card, C_AB0]
    for a in range(a0, a0 + CT[card, C_ABN]):
        if AB[a, A_TRIG] != V.TRIG_COST:
            continue
        if AB[a, A_FROM_EX] == 1 and not from_ex:   # only when played from the EX area
            continue
        if AB[a, A_OPT] != V.OPT_NONE and a != alt:   # its cost is not being paid
            continue
        if not ability_cond_ok(S, CT, AB, FL, a, p, -1, card):
            continue
        for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
            if EF[e, E_OP] == V.OP_COST_DOWN and cond_ok(
                    S, CT, FL, p, EF[e, E_COND], EF[e, E_CARG], EF[e, E_CNEG], EF[e, E_CFILT],
                    -1, card, False):
                cost -= EF[e, E_AMT]
                if EF[e, E_X] >= V.X_COUNT and EF[e, E_X] <= V.X_COUNT_LAST:
                    # "costs 1 less for every ..." (x:count; BP06-035)
                    cost -= count_zone(S, CT, FL, p, EF[e, E_X] - V.X_COUNT, EF[e, E_CFILT]) \
                        * (EF[e, E_ARG2] if EF[e, E_ARG2] > 0 else 1)
    cost -= next_discount(S, p)   # "the next card you play this turn" (BP08-036)
    # 10.10.2.4: then the increases and decreases of cost auras on the field
    if S[pb(0) + P_AURA_N] + S[pb(1) + P_AURA_N] > 0:
        cost += aura_cost_delta(S, CT, AB, FL, p, card, from_ex)
    return cost


@kernel()
def _changed_cost(S, CT, AB, EF, FL, p, card, from_ex, alt):
    """The printed cost with its increases and decreases (_cost_change), never below 0."""
    cost = CT[card, C_COST] + _cost_change(S, CT, AB, EF, FL, p, card, from_ex, alt)
    return cost if cost > 0 else 0


@kernel(inline=True)
def _ex_cost(S, CT, AB, EF, FL, p, card, alt):
    """10.10.2.4: a card of p's EX area whose cost an effect set to 0 (EX_COST_ZERO,
    BP02-088): 0, then the increases and decreases; -1 for any other card."""
    if ex_discount(S, p, card) != EX_COST_ZERO:
        return -1
    cost = _cost_change(S, CT, AB, EF, FL, p, card, True, alt)
    return cost if cost > 0 else 0


@kernel(inline=True)
def play_cost(S, CT, AB, EF, FL, p, card):
    """The PP paid to play `card` (10.4.4.1, cost changes are replacement effects)."""
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_COST)) == 0 and \
            S[pb(0) + P_AURA_N] + S[pb(1) + P_AURA_N] == 0 and S[pb(p) + P_NEXT_DISC] == 0:
        return CT[card, C_COST]
    return _changed_cost(S, CT, AB, EF, FL, p, card, False, -1)


@kernel(inline=True)
def play_cost_from(S, CT, AB, EF, FL, p, card, from_ex):
    """play_cost, less a cost change an effect left on the card in the EX area
    (deckops.ex_discount); never below 0."""
    if from_ex:
        z = _ex_cost(S, CT, AB, EF, FL, p, card, -1)
        if z >= 0:
            return z
    if from_ex and ((CT[card, C_ON_MASK] & (1 << V.TRIG_COST)) != 0
                    or S[pb(0) + P_AURA_N] + S[pb(1) + P_AURA_N] > 0):
        # `zone = "ex"` cost abilities, `ex_cost` auras
        cost = _changed_cost(S, CT, AB, EF, FL, p, card, True, -1)
    else:
        cost = play_cost(S, CT, AB, EF, FL, p, card)
    if from_ex:
        cost -= ex_discount(S, p, card)
    return cost if cost > 0 else 0


@kernel()
def play_cost_alt(S, CT, AB, EF, FL, p, card, from_ex, alt):
    """The PP paid to play `card` paying the cost of its `cost` ability `alt`
    (10.4.7.3) for that ability's cost change."""
    if from_ex:
        z = _ex_cost(S, CT, AB, EF, FL, p, card, alt)
        if z >= 0:
            return z
    cost = _changed_cost(S, CT, AB, EF, FL, p, card, from_ex, alt)
    if from_ex:
        cost -= ex_discount(S, p, card)
    return cost if cost > 0 else 0


@kernel(inline=True)
def spell_playable(S, CT, AB, FL, p, card):
    """10.6.2.3.4: a spell whose required selection has no target can't be played."""
    a0 = CT[card, C_AB0]
    any_mode_ok = False
    has_modes = False
    for a in range(a0, a0 + CT[card, C_ABN]):
        if AB[a, A_TRIG] != V.TRIG_SPELL:
            continue
        if AB[a, A_MODE] > 0:
            has_modes = True
            if ability_cond_ok(S, CT, AB, FL, a, p, -1, card) and \
                    selection_possible(S, CT, AB, FL, a, p, -1):
                any_mode_ok = True
            continue
        if ability_cond_ok(S, CT, AB, FL, a, p, -1, card) and \
                not selection_possible(S, CT, AB, FL, a, p, -1):
            return False
        if AB[a, A_REQ] == 1 and not can_pay_cost(S, CT, AB, FL, p, a, -1):
            return False   # 10.4.2.2: a cost beyond PP it can't pay (BP06-034)
    return any_mode_ok or not has_modes


@kernel(inline=True)
def card_fits(S, CT, AB, FL, p, card):
    """Could `card` be played now, its cost aside? (10.6.2.6 room, 10.6.2.3.4 targets)"""
    if (CT[card, C_KW] & V.KW_NOT_YOUR_TURN) != 0 and S[G_ACTIVE] == p:
        return False   # "can't be played during your turn" (its own text; BP06-105, BP08-092)
    if not play_cond_ok(S, CT, AB, FL, p, card):   # "can only be played if" (CP01-057)
        return False
    t = CT[card, C_TYPE]
    if t == V.TYPE_FOLLOWER and S[G_RESTRICT] != 0 and \
            ((S[G_RESTRICT] >> (4 * p)) & V.RESTRICT_NO_FOLLOWERS) != 0:   # BP05-006
        return False
    if t == V.TYPE_FOLLOWER or t == V.TYPE_AMULET:
        return S[pb(p) + P_FIELD_N] < FIELD_LIMIT   # 10.6.2.6
    if t == V.TYPE_SPELL:
        return spell_playable(S, CT, AB, FL, p, card)
    return False


@kernel(inline=True)
def card_playable(S, CT, AB, EF, FL, p, card, quick_only, from_ex):
    if quick_only and (CT[card, C_KW] & V.KW_QUICK) == 0:
        return False
    if from_ex and (CT[card, C_KW] & V.KW_ONLY_FROM_HAND) != 0:   # its own text (BP06-059)
        return False
    if play_cost_from(S, CT, AB, EF, FL, p, card, from_ex) > S[pb(p) + P_PP]:
        return False
    return card_fits(S, CT, AB, FL, p, card)


@kernel()
def alt_plays(S, CT, AB, EF, FL, p, card, idx, from_ex, ak, aa, ab, n):
    """ACT_PLAY_ALT actions of `card` (hand / EX index idx) from n on: one per `cost`
    ability with a cost (10.4.7.3) that can be paid, holds, and makes the card
    affordable. Returns the new n."""
    a0 = CT[card, C_AB0]
    if from_ex and (CT[card, C_KW] & V.KW_ONLY_FROM_HAND) != 0:   # its own text (BP06-059)
        return n
    if not play_cond_ok(S, CT, AB, FL, p, card):   # "can only be played if" (CP01-057)
        return n
    for a in range(a0, a0 + CT[card, C_ABN]):
        if n >= MAX_ACTIONS or AB[a, A_TRIG] != V.TRIG_COST or AB[a, A_OPT] == V.OPT_NONE:
            continue
        if AB[a, A_FROM_EX] == 1 and not from_ex:
            continue
        if not ability_cond_ok(S, CT, AB, FL, a, p, -1, card) or \
                not can_pay_cost(S, CT, AB, FL, p, a, -1):
            continue
        if play_cost_alt(S, CT, AB, EF, FL, p, card, from_ex, a) > S[pb(p) + P_PP]:
            continue
        if AB[a, A_OPT] == V.OPT_SAC_CARDS and CT[card, C_TYPE] != V.TYPE_SPELL and \
                S[pb(p) + P_FIELD_N] >= FIELD_LIMIT:
            # 10.6.2.6 is checked after the costs are paid (10.6.2.5): the cards the
            # cost puts into the cemetery make room
            if S[pb(p) + P_FIELD_N] - AB[a, A_OPTARG] >= FIELD_LIMIT or (
                    CT[card, C_TYPE] == V.TYPE_FOLLOWER and
                    ((S[G_RESTRICT] >> (4 * p)) & V.RESTRICT_NO_FOLLOWERS) != 0):
                continue
        elif not card_fits(S, CT, AB, FL, p, card):
            continue
        ak[n] = ACT_PLAY_ALT
        aa[n] = idx
        ab[n] = 2 * a + (1 if from_ex else 0)
        n += 1
    return n
