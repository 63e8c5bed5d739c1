"""The expert pilot: a search over this turn and the opponent's reply that never
reads hidden information (docs/pilots.md, "expert").

Each of the `width` best first actions (by greedy score) and ending the turn is
tried on `samples` look-ahead copies. In each copy the opponent's hand is
shuffled back into their deck and as many cards drawn from it (a sample of what
the player has not seen: both decks' orders are unknown to a look-ahead copy
already, lookahead.py), the action is taken, the player's turn is finished
greedily, the opponent plays their whole next turn greedily (turns.py's end and
start phases, the same rules), and the position is scored for the player
(evaluate, less the danger of being dead on board). The action with the best
mean score is taken. The samples' random streams come from the game's stream
without advancing it: the same seed gives the same games.
"""
import numpy as np

from decksim.core.sve.kernel import kernel

from decksim.core.rng import shuffle_range
from decksim.core.sve.actions import ACT_END, MAX_ACTIONS, apply_action
from decksim.core.sve.lookahead import free_state, lookahead_into
from decksim.core.sve.policies.best_first import STACK_WORDS, next_best, sorted_best_first
from decksim.core.sve.policies.evaluate import WIN, evaluate
from decksim.core.sve.policies.lethal import set_words
from decksim.core.sve.policies.params import PR_OWN_END, PR_SAMPLES, PR_WIDTH
from decksim.core.sve.policies.pilots import rollout_turn, score_actions
from decksim.core.sve.policies.threat import danger
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.state import (
    DECK, G_ACTIVE, G_WINNER, HAND, MAX_DECK, P_DECK_N, P_HAND_N, P_HAND_SHOWN, pb,
)
from decksim.core.sve.turns import end_turn, start_turn

_SAMPLE = np.uint64(0x2545F4914F6CDD1D)   # odd: sample k's stream key is k times it


@kernel(inline=True)
def resample_hand(S, q, rng):
    """Shuffle q's hand into q's deck and draw as many: a hand the other player
    can't tell from the real one, drawn from the cards alone (sorted first), so
    that where they really were does not matter."""
    b = pb(q)
    h = S[b + P_HAND_N]
    n = S[b + P_DECK_N]
    if h == 0 or n + h > MAX_DECK:
        return
    for j in range(h):
        S[b + DECK + n + j] = S[b + HAND + j]
    d = b + DECK           # in card order first: the sample depends on the cards alone,
    for i in range(1, n + h):   # not on which of them were in the hand
        c = S[d + i]
        j = i
        while j > 0 and S[d + j - 1] > c:
            S[d + j] = S[d + j - 1]
            j -= 1
        S[d + j] = c
    shuffle_range(S, d, n + h, rng)
    for j in range(h):
        S[b + HAND + j] = S[b + DECK + n + j]


@kernel()
def expert_value(S, CT, AB, EF, FL, PR, rng, p, kind, a, b, k, ak, aa, ab, scores, S2, r2, L2):
    """Score for p of action (kind, a, b) in sample k (module docstring). S: the
    sample's state, already a look-ahead copy; rng: its stream."""
    q = 1 - p
    P = PR[p]
    h = MAX_ACTIONS
    hs = set_words(S2, S.size)
    Ls = L2[:1]
    rng[0] ^= _SAMPLE * np.uint64(k + 1)
    if S[pb(q) + P_HAND_SHOWN] == 0:   # a hand revealed since it last changed is seen (5.20)
        resample_hand(S, q, rng)
    if kind != ACT_END:
        apply_action(S, CT, AB, EF, FL, PR, rng, Ls, p, kind, a, b)
        if S[G_WINNER] < 0:
            rollout_turn(S, CT, AB, EF, FL, PR, rng, p, ak[h:], aa[h:], ab[h:], scores[h:],
                         S2[hs:], r2[2:], L2)
    w = S[G_WINNER]
    if w >= 0:
        return WIN if w == p else (0.0 if w == 2 else -WIN)
    own = evaluate(S, CT, p, P) - danger(S, CT, P, p) if P[PR_OWN_END] > 0 else 0.0
    end_turn(S, CT, AB, EF, FL, PR, rng, Ls)
    if S[G_WINNER] < 0 and S[G_ACTIVE] == q:
        start_turn(S, CT, AB, EF, FL, PR, rng, Ls)
        if S[G_WINNER] < 0:
            rollout_turn(S, CT, AB, EF, FL, PR, rng, q, ak[h:], aa[h:], ab[h:], scores[h:],
                         S2[hs:], r2[2:], L2)
    w = S[G_WINNER]
    if w >= 0:
        return WIN if w == p else (0.0 if w == 2 else -WIN)
    return evaluate(S, CT, p, P) - danger(S, CT, P, p) + P[PR_OWN_END] * own


@kernel(inline=True)
def _among(S, f, m, i):
    """Action i is among the first m of the order in S's frame f."""
    for j in range(m):
        if S[f + j] == i:
            return True
    return False


@kernel()
def expert_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """Index of the action with the best mean score over the samples (module
    docstring), among ending the turn and the `width` best first actions."""
    P = PR[p]
    score_actions(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    width = max(1, int(P[PR_WIDTH]))
    samples = max(1, int(P[PR_SAMPLES]))
    small = n <= 15
    f = -1
    if not small:
        f = take(S, n + STACK_WORDS)
        if f < 0:
            small = True
        else:
            sorted_best_first(scores, n, S, f)
    o = free_state(S2, S.size)
    A = S2[o:o + S.size]
    best = 0
    best_v = -1.0e300
    tried = 0
    m = min(width, n)
    for j in range(m + 1):
        if j == m:
            if (tried & 1) != 0 or (not small and _among(S, f, m, 0)):
                break
            i = 0                       # ending the turn is always weighed
        elif small:
            i = next_best(scores, n, tried)
            tried |= 1 << i
        else:
            i = S[f + j]
        v = 0.0
        for k in range(samples):
            lookahead_into(S, rng, A, r2)
            v += expert_value(A, CT, AB, EF, FL, PR, r2[:2], p, ak[i], aa[i], ab[i], k, ak, aa,
                              ab, scores, S2, r2, L2)
        v /= samples
        if v > best_v:
            best_v = v
            best = i
    if f >= 0:
        give_back(S, f)
    return best
