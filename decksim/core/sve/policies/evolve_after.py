"""A played follower's evolve this turn, seen when the play is scored.

A one-step pilot scores the play of a follower by the position right after it,
and the evolve (12.2) that may follow in the same turn by itself at the next
decision, once the follower is on the field. A follower worth most evolved (an
On Evolve summon, a better evolved body) then loses to a play worth a little more
at once and sits in the hand: the planner, which plays turns to their end, plays
it and evolves it. With `play_evolve`, the greedy score of such a play also
counts what evolving the follower right after it gains (on a look-ahead copy of
the play's result, an EP paying one PP when there is one, 12.2.3), less the best
evolve the field already offers this turn (once a turn, 8.3.2): only what the
play adds to the turn's one evolve."""
from numba import types as nbt

from decksim.core.jit import I32_1D
from decksim.core.sve.kernel import kernel

from decksim.core.sve.actions import ACT_EVOLVE, apply_action, evolve_card_slot
from decksim.core.sve.costs import evolve_cost_now, evolve_extra_ok
from decksim.core.sve.lookahead import lookahead_into
from decksim.core.sve.policies.attack_plan import attack_plan_value
from decksim.core.sve.policies.evaluate import evaluate
from decksim.core.sve.policies.params import PR_ATTACK_PLAN, PR_PP_WASTE
from decksim.core.sve import vocab as V
from decksim.core.sve.state import (
    F_CARD, F_ENTER, F_EVO_SLOT, G_TURN, G_WINNER, LOOKED, P_EP, P_EVOLVED_AT, P_FIELD_N, P_PP,
    fo, pb,
)
from decksim.core.sve.tables import C_EVO_TO, C_TYPE

U64_1D = nbt.uint64[::1]


@kernel(A=I32_1D, B=I32_1D, ra=U64_1D, rb=U64_1D)
def gain_on_copy(A, CT, AB, EF, FL, PR, P, p, kind, a, b, ra, B, rb, L2):
    """The change in p's evaluation, with the PP it spends (as score_actions counts
    them), of action (kind, a, b) done on B, a look-ahead copy of A (ra, rb: their
    random streams). A stays as it was, its LOOKED mark too: it may still become the
    real game (lookahead.take_kept)."""
    looked = A[LOOKED]
    lookahead_into(A, ra, B, rb)
    A[LOOKED] = looked
    apply_action(B, CT, AB, EF, FL, PR, rb, L2[:1], p, kind, a, b)
    return evaluate(B, CT, p, P) - evaluate(A, CT, p, P) + P[PR_PP_WASTE] * (
        A[pb(p) + P_PP] - B[pb(p) + P_PP])


@kernel(inline=True)
def evolvable(S, CT, p, card):
    """1 if `card` is a follower p's evolve deck can still evolve (an unused matching
    evolved card, 12.2.2), else 0."""
    if CT[card, C_TYPE] != V.TYPE_FOLLOWER or CT[card, C_EVO_TO] < 0:
        return 0
    return 1 if evolve_card_slot(S, CT, p, CT[card, C_EVO_TO]) >= 0 else 0


@kernel(inline=True, A=I32_1D)
def _entered_slot(A, p, card):
    """Field slot of `card` put onto p's field this turn and not evolved, the last
    such one; -1 when there is none."""
    for s in range(A[pb(p) + P_FIELD_N] - 1, -1, -1):
        o = fo(p, s)
        if A[o + F_CARD] == card and A[o + F_EVO_SLOT] < 0 and A[o + F_ENTER] == A[G_TURN]:
            return s
    return -1


@kernel(A=I32_1D, B=I32_1D, ra=U64_1D, rb=U64_1D, plan=nbt.float64)
def evolve_after_gain(A, CT, AB, EF, FL, PR, P, p, card, plan, ra, B, rb, L2):
    """What evolving `card`, just played onto p's field in A, gains this turn: the
    change in evaluation (with the PP it spends and the turn's attacks, as
    score_actions counts them; plan: A's attack_plan_value) of the evolve done on B,
    a look-ahead copy of A (ra, rb: their random streams); 0 when it can't evolve now
    (12.2.2, 8.3.2)."""
    b = pb(p)
    if A[G_WINNER] >= 0 or A[b + P_EVOLVED_AT] == A[G_TURN]:
        return 0.0
    s = _entered_slot(A, p, card)
    if s < 0 or evolve_card_slot(A, CT, p, CT[card, C_EVO_TO]) < 0 or \
            not evolve_extra_ok(A, CT, AB, FL, p, s):
        return 0.0
    cost = evolve_cost_now(A, CT, AB, EF, FL, p, s)
    how = 0
    if cost >= 1 and A[b + P_EP] >= 1 and A[b + P_PP] >= cost - 1:
        how = 1                         # one EP in lieu of one PP (12.2.3)
    elif A[b + P_PP] < cost:
        return 0.0
    g = gain_on_copy(A, CT, AB, EF, FL, PR, P, p, ACT_EVOLVE, s, how, ra, B, rb, L2)
    if P[PR_ATTACK_PLAN] > 0:
        g += P[PR_ATTACK_PLAN] * (attack_plan_value(B, CT, P, p) - plan)
    return g
