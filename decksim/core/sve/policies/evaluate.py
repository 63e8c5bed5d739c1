"""The evaluation function pilots score positions with."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.policies.params import (
    PR_BOARD, PR_EP, PR_FACE, PR_HAND, PR_OWN_LEADER,
)
from decksim.core.sve.cardinfo import attack_of, defense_of, field_type, kw_of
from decksim.core.sve.capacities import MAX_PP
from decksim.core.sve.state import (
    F_CARD, F_CNT, G_WINNER, HAND, P_EP, P_FIELD_N, P_HAND_N, P_LEADER, P_EX_N, P_MAXPP, fo, pb,
)
from decksim.core.sve.tables import C_ATK, C_COST, C_DEF, C_KW, C_TYPE

WIN = 1.0e6


@kernel(inline=True)
def follower_value(a, d, kw):
    """Worth of a follower with attack a, defense d and keywords kw: stats plus
    keyword bonuses."""
    if d <= 0:
        return 0.0
    v = 1.0 + a * 1.2 + d * 0.8
    if kw & V.KW_WARD:
        v += 1.0 + 0.2 * d
    if kw & V.KW_BANE:
        v += 2.0
    if kw & V.KW_AURA:
        v += 0.5
    if kw & V.KW_STORM:
        v += 0.5
    if kw & V.KW_DRAIN:
        v += 0.5 * a
    if kw & V.KW_NO_ATTACK:
        v -= a * 1.0
    return v


@kernel(inline=True)
def amulet_value(CT, card, cnt):
    return 1.0 + 0.5 * CT[card, C_COST] + 0.5 * cnt


@kernel(inline=True)
def card_value(S, CT, p, s):
    """Worth of the card in field slot s."""
    card = S[fo(p, s) + F_CARD]
    if field_type(S, CT, p, s) != V.TYPE_FOLLOWER:   # 5.24.1: a changed type counts
        return amulet_value(CT, card, S[fo(p, s) + F_CNT])
    return follower_value(attack_of(S, CT, p, s), defense_of(S, CT, p, s), kw_of(S, CT, p, s))


@kernel(inline=True)
def entering_value(CT, card):
    """card_value of `card` just put onto the field (rules.put_on_field) with nothing
    else changing it: its printed stats and keywords, one counter with Stack."""
    if CT[card, C_TYPE] != V.TYPE_FOLLOWER:
        return amulet_value(CT, card, 1 if (CT[card, C_KW] & V.KW_STACK) != 0 else 0)
    a = CT[card, C_ATK]
    return follower_value(a if a > 0 else 0, CT[card, C_DEF], CT[card, C_KW])


@kernel(inline=True, extra=nbt.float64, has_extra=nbt.boolean)
def evaluate_plus(S, CT, p, P, extra, has_extra, hand_less, ex_less):
    """evaluate(), as if p's field had one more card of worth `extra` after its
    last (has_extra) and p held hand_less fewer cards in hand and ex_less fewer
    in the EX area: the same operations in the same order as evaluate() of that
    position, so the same number to the last bit (policies/safe_plays.py)."""
    w = S[G_WINNER]
    if w >= 0:
        if w == p:
            return WIN
        if w == 2:
            return 0.0
        return -WIN
    q = 1 - p
    bp = pb(p)
    bq = pb(q)
    v = 0.0
    v += P[PR_FACE] * (20 - S[bq + P_LEADER])
    v -= P[PR_OWN_LEADER] * (20 - S[bp + P_LEADER])
    if S[bp + P_LEADER] <= 6:  # danger zone: defense matters more
        v -= P[PR_OWN_LEADER] * (7 - S[bp + P_LEADER]) * 2.0
    board = 0.0
    for s in range(S[bp + P_FIELD_N]):
        board += card_value(S, CT, p, s)
    if has_extra:
        board += extra
    for s in range(S[bq + P_FIELD_N]):
        board -= card_value(S, CT, q, s)
    v += P[PR_BOARD] * board
    v += P[PR_HAND] * (min(S[bp + P_HAND_N] - hand_less, 7) + 0.5 * (S[bp + P_EX_N] - ex_less)
                       - min(S[bq + P_HAND_N], 7) - 0.5 * S[bq + P_EX_N])
    v += P[PR_EP] * S[bp + P_EP]
    return v


@kernel(inline=True)
def evaluate(S, CT, p, P):
    """Score of the position for player p with pilot parameters P."""
    return evaluate_plus(S, CT, p, P, 0.0, False, 0, 0)


@kernel()
def restriction_cost(S, CT, P, q, bits):
    """Pilot estimate of what next-turn restrictions (vocab.RESTRICT_*) cost player q,
    in evaluation units; the look-ahead can't see them, as they act next turn."""
    b = pb(q)
    v = 0.0
    if (bits & V.RESTRICT_NO_DRAW) != 0:
        v += P[PR_HAND]
    if (bits & V.RESTRICT_NO_PP) != 0 and S[b + P_MAXPP] < MAX_PP:
        v += 1.5 * P[PR_BOARD]
    if (bits & V.RESTRICT_NO_FOLLOWERS) != 0:
        n = 0
        for i in range(S[b + P_HAND_N]):
            c = S[b + HAND + i]
            if CT[c, C_TYPE] == V.TYPE_FOLLOWER and CT[c, C_COST] <= S[b + P_MAXPP] + 1:
                n += 1
        v += 2.0 * P[PR_BOARD] * (n if n < 2 else 2)
    return v
