"""Plays scored as part of a turn's spending: the best set of plays the play
points buy (a bounded knapsack over the greedy scores of the legal plays).

A one-step greedy pilot plays the card whose play alone gains most; with 5 PP
and a 5-cost card worth 14 beside a 3-cost worth 10 and a 2-cost worth 6 it
plays the 5-cost, and the turn gains 14 where 16 was there. With `bundle`, a
play's score becomes its own plus the best the remaining PP buy among the other
plays (copies of a card in the hand counted, 10.6.2.3: one play action stands
for all of them): the plays of the best set come first. The other plays'
scores are taken from the same position, an estimate: each later decision
scores again."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve.actions import ACT_PLAY, MAX_ACTIONS, play_cost_from
from decksim.core.sve.capacities import MAX_PP
from decksim.core.sve.policies.safe_plays import played_card
from decksim.core.sve.state import EX, HAND, P_EX_N, P_HAND_N, P_PP, pb

TIE = 1.0e-3        # among plays of equal set value, the better play alone first


@kernel(inline=True)
def _copies(S, p, a, b):
    """Copies in p's hand (b = 0) or EX area (b = 1) of the card at index a."""
    zone = EX if b == 1 else HAND
    nz = S[pb(p) + (P_EX_N if b == 1 else P_HAND_N)]
    card = S[pb(p) + zone + a]
    m = 0
    for j in range(nz):
        if S[pb(p) + zone + j] == card:
            m += 1
    return m


@kernel(items=nbt.int64, skip=nbt.int64)
def _best_set(scores, at, items, cap, skip):
    """Best sum of the item scores (each item up to its copies; one copy fewer of
    item `skip`) whose costs fit in cap PP. Items at scores[at:]: (score, cost,
    copies) triples; the DP row follows them."""
    dp = at + 3 * items
    for c in range(cap + 1):
        scores[dp + c] = 0.0
    for k in range(items):
        v = scores[at + 3 * k]
        w = int(scores[at + 3 * k + 1])
        m = int(scores[at + 3 * k + 2]) - (1 if k == skip else 0)
        for _ in range(m):
            for c in range(cap, w - 1, -1):
                x = scores[dp + c - w] + v
                if x > scores[dp + c]:
                    scores[dp + c] = x
    return scores[dp + cap]


@kernel()
def bundle_plays(S, CT, AB, EF, FL, p, ak, aa, ab, n, scores):
    """Raise each positive play's score in scores[:n] to the value of the best set
    of plays containing it (module docstring). Uses scores[n:] up to MAX_ACTIONS as
    work space; does nothing when the plays do not fit there."""
    items = 0
    for i in range(1, n):
        if ak[i] == ACT_PLAY and scores[i] > 0.0:
            items += 1
    at = n
    if items < 2 or at + 3 * items + MAX_PP + 1 > MAX_ACTIONS:
        return
    pp = S[pb(p) + P_PP]
    k = 0
    for i in range(1, n):
        if ak[i] != ACT_PLAY or scores[i] <= 0.0:
            continue
        card = played_card(S, p, aa[i], ab[i])
        c = play_cost_from(S, CT, AB, EF, FL, p, card, ab[i] == 1)
        scores[at + 3 * k] = scores[i]
        scores[at + 3 * k + 1] = min(max(c, 0), pp)
        scores[at + 3 * k + 2] = _copies(S, p, aa[i], ab[i])
        k += 1
    k = 0
    for i in range(1, n):
        if ak[i] != ACT_PLAY or scores[i] <= 0.0:
            continue
        rest = _best_set(scores, at, items, pp - int(scores[at + 3 * k + 1]), k)
        scores[i] = rest + scores[i] * (1.0 + TIE)
        k += 1
