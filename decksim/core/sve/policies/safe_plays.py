"""Scoring a play that only puts a card onto the field, without simulating it.

A greedy score is the gain in evaluation after doing an action on a look-ahead
copy (pilots.score_actions). About a third of those look-aheads play a
follower or amulet whose play does nothing else: playing it (actions.play_card,
8.2 / 10.6.2) pays its cost, takes it from the hand or EX area, makes pending
the "whenever you play a card" abilities of p's field, puts it onto the field
(10.6.2.8.1, 4.4), makes pending its Fanfare (12.4) and the "whenever another follower is
put onto your field" (or "an amulet", for an amulet) abilities of p's field, then runs a confirmation timing
(10.5.2). When none of those abilities exists, no aura can change the card
and nothing is pending, the timing's rules handling finds nothing new (the
position before was the result of one) and the evaluation afterwards is the
one before with the card's worth added to p's board and one card fewer in hand
or EX: policies/evaluate.evaluate_plus computes exactly that, with the same
floating-point operations in the same order, so the score is the simulated
one to the last bit and the pilots play the same games.

`check_safe_scores` verifies that on every decision of a game played with the
invariant checks on (invariants.BAD_SAFE_SCORE): the test suite plays every
card of the pool that way (tests/sve/test_pool_cards.py), and so does the soak
run's checked sample.
"""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import ACT_PLAY, apply_action, play_cost_from
from decksim.core.sve.invariants import BAD_SAFE_SCORE
from decksim.core.sve.policies.evaluate import entering_value, evaluate, evaluate_plus
from decksim.core.sve.lookahead import lookahead_into
from decksim.core.sve.state import (
    CEM, EX, EX_BUFF, F_CARD, G_PEND_N, G_TRIG_ABSENT, HAND, LOOKED, P_AURA_N, P_CEM_N, P_FIELD_N,
    P_PP, fo, pb,
)
from decksim.core.sve.tables import C_KW, C_ON_MASK, C_TYPE

# what a card played this way must not have: a Fanfare, or an aura (it would apply
# to the field, 10.10)
_PLAYED_MASK = (1 << V.TRIG_FANFARE) | (1 << V.TRIG_AURA)
# what no card on the player's field may have (silenced or not)
_FIELD_MASK = V.int32_mask((1 << V.TRIG_CARD_PLAYED) | (1 << V.TRIG_ALLY_ENTERS) |
                           (1 << V.TRIG_AMULET_ENTERS))   # "whenever an amulet is put
                                                          # onto your field" (BP02-089)
# what no card in the player's cemetery may have: an ability played from there when a
# follower is put onto the field (vocab.TRIG_CEM_ALLY_ENTERS; its bit is shared by the
# triggers from 31 on, so any of them there makes plays simulated)
_CEM_BIT = (1 << V.TRIG_CEM_ALLY_ENTERS) if V.TRIG_CEM_ALLY_ENTERS < 31 else V.BIT31


@kernel(inline=True)
def safe_plays_possible(S, CT, p):
    """Can a play by p be scored without simulating it in this position: nothing
    pending, no aura on either field, no card on p's field that reacts to a play
    or to a follower or amulet entering."""
    if S[G_PEND_N] != 0 or S[pb(0) + P_AURA_N] + S[pb(1) + P_AURA_N] != 0:
        return False
    for s in range(S[pb(p) + P_FIELD_N]):
        if (CT[S[fo(p, s) + F_CARD], C_ON_MASK] & _FIELD_MASK) != 0:
            return False
    if (S[G_TRIG_ABSENT] & _CEM_BIT) == 0:   # a cemetery card reacting to a follower put
        for i in range(S[pb(p) + P_CEM_N]):   # onto the field (rules.trigger_cem, BP08-068)
            if (CT[S[pb(p) + CEM + i], C_ON_MASK] & _CEM_BIT) != 0:
                return False
    return True


@kernel(inline=True)
def played_card(S, p, a, b):
    """The card of ACT_PLAY (a = index, b = 1 from the EX area)."""
    return S[pb(p) + (EX if b == 1 else HAND) + a]


@kernel(inline=True)
def is_safe_play(S, CT, p, k, a, b):
    """Is action (k, a, b) a play of a follower or amulet with neither Fanfare nor
    aura (given safe_plays_possible), nor Storm or Rush: a follower that can attack
    at once changes the turn's attacks, which pilots.score_actions weighs on a copy
    (attack_plan.py)."""
    if k != ACT_PLAY:
        return False
    if b == 1 and S[pb(p) + EX_BUFF + a] != 0:   # it enters with a stat change (4.8.3.3)
        return False
    card = played_card(S, p, a, b)
    t = CT[card, C_TYPE]
    return ((t == V.TYPE_FOLLOWER or t == V.TYPE_AMULET)
            and (CT[card, C_ON_MASK] & _PLAYED_MASK) == 0
            and (CT[card, C_KW] & (V.KW_STORM | V.KW_RUSH)) == 0)


@kernel(inline=True)
def safe_play_eval(S, CT, AB, EF, FL, P, p, a, b):
    """(evaluation after the play, PP it spends) of a safe play (a, b)."""
    card = played_card(S, p, a, b)
    from_ex = b == 1
    cost = play_cost_from(S, CT, AB, EF, FL, p, card, from_ex)
    v = evaluate_plus(S, CT, p, P, entering_value(CT, card), True,
                      0 if from_ex else 1, 1 if from_ex else 0)
    return v, cost


@kernel()
def check_safe_scores(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, S2, r2, L2):
    """BAD_SAFE_SCORE if a safe play of the n legal actions evaluates otherwise than
    its simulation on a look-ahead copy (the pilots' way, pilots.score_actions), else 0.
    Uses S2's first look-ahead state and r2; leaves S as it was."""
    if not safe_plays_possible(S, CT, p):
        return 0
    P = PR[p]
    K = S.size
    A = S2[:K]
    looked = S[LOOKED]
    bad = 0
    for i in range(n):
        if not is_safe_play(S, CT, p, ak[i], aa[i], ab[i]):
            continue
        v, cost = safe_play_eval(S, CT, AB, EF, FL, P, p, aa[i], ab[i])
        lookahead_into(S, rng, A, r2)
        apply_action(A, CT, AB, EF, FL, PR, r2, L2[:1], p, ak[i], aa[i], ab[i])
        if evaluate(A, CT, p, P) != v or S[pb(p) + P_PP] - A[pb(p) + P_PP] != cost:
            bad = BAD_SAFE_SCORE
            break
    S[LOOKED] = looked
    return bad
