"""Decisions taken while a card or ability resolves: targets, search picks,
discards, optional costs, mulligans. Random pilots pick uniformly; the
others use the heuristics below (the planner shares them)."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.rng import randint
from decksim.core.sve import vocab as V
from decksim.core.sve.policies.evaluate import card_value
from decksim.core.sve.policies.params import (
    K_RANDOM, PR_FACE, PR_KIND, PR_LEADER_FLOOR, PR_MULL_COST, PR_MULL_NEED,
)
from decksim.core.sve.cardinfo import attack_of, card_matches, defense_of, field_type
from decksim.core.sve.intents import (
    I_HARM, I_HELP, I_SPEND, Z_CEM, Z_EVO, Z_EX, Z_HAND, Z_LEADER,
)
from decksim.core.sve.state import (
    CEM, DECK, EVO, EX, FIELD_LIMIT, HAND, P_CEM_N, P_DECK_N, P_FIELD_N, P_HAND_N,
    P_LEADER, P_MAXPP, pb,
)
from decksim.core.sve.tables import (
    A_CARD, A_E0, A_EN, A_ZONE, C_ATK, C_COST, C_DEF, E_AMT, E_OP, E_TO, E_X,
)


@kernel(inline=True, cp=nbt.int64, ci=nbt.int64)
def _score_candidate(S, CT, P, p, z, cp, ci, intent, amount):
    if z == Z_LEADER:
        if intent == I_HARM:
            bonus = 1.0e5 if S[pb(cp) + P_LEADER] <= amount else 0.0
            return P[PR_FACE] * amount + bonus
        return 0.0
    if z == Z_CEM:
        return float(CT[S[pb(cp) + CEM + ci], C_COST])
    if z == Z_EX:   # take or banish the most expensive card
        return float(CT[S[pb(cp) + EX + ci], C_COST]) + 0.5
    if z == Z_HAND:   # a card of your hand to take elsewhere: the dearest (CP01-035)
        return float(CT[S[pb(cp) + HAND + ci], C_COST])
    if z == Z_EVO:   # an evolved follower to turn face down: the strongest (BP06-117)
        card = S[pb(cp) + EVO + ci]
        return float(CT[card, C_ATK] + CT[card, C_DEF])
    v = card_value(S, CT, cp, ci)
    if intent == I_HARM:
        if amount > 0 and defense_of(S, CT, cp, ci) > amount:
            return 0.3 * amount + 0.1 * attack_of(S, CT, cp, ci)
        return v + 1.0
    if intent == I_HELP:
        return v + attack_of(S, CT, cp, ci)
    if intent == I_SPEND:
        return 100.0 - v
    return v


@kernel(inline=True, out=nbt.int64[::1])
def choose_targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, intent, amount, out, wk):
    """Pick up to `count` candidates; returns how many (written to out as indices).
    wk: a work row of at least n entries."""
    if n == 0:
        return 0
    k = count if count < n else n
    if P[PR_KIND] == K_RANDOM:
        if upto == 1:
            k = randint(rng, k + 1)
        order = wk
        for i in range(n):
            order[i] = i
        for i in range(k):
            j = i + randint(rng, n - i)
            t = order[i]
            order[i] = order[j]
            order[j] = t
            out[i] = order[i]
        return k
    scores = wk.view(np.float64)
    for i in range(n):
        scores[i] = _score_candidate(S, CT, P, p, cz[i], cp[i], ci[i], intent, amount)
    got = 0
    for _ in range(k):
        best = -1
        for i in range(n):
            if scores[i] > -1.0e9 and (best < 0 or scores[i] > scores[best]):
                best = i
        if best < 0:
            break
        if upto == 1 and intent == I_HARM and scores[best] <= 0.0:
            break
        out[got] = best
        got += 1
        scores[best] = -2.0e9
    return got


@kernel()
def choose_from_cards(CT, P, rng, cards, n, may_skip, prefer_high):
    """Pick one of n card ids (search, look at the top, discard). -1 = none."""
    if n == 0:
        return -1
    if P[PR_KIND] == K_RANDOM:
        r = randint(rng, n + 1 if may_skip else n)
        return r if r < n else -1
    best = 0
    for i in range(1, n):
        if prefer_high:
            if CT[cards[i], C_COST] > CT[cards[best], C_COST]:
                best = i
        elif CT[cards[i], C_COST] < CT[cards[best], C_COST]:
            best = i
    return best


@kernel()
def choose_declared_cost(S, CT, P, rng, p):
    """A number for p to declare before milling (BP08-103: the milled cards of that base
    cost count). The random pilot names a random deck card's cost; the others the base
    cost most cards of p's deck have (p knows what is left in it, not its order), the
    lower one on a tie."""
    b = pb(p)
    n = S[b + P_DECK_N]
    if n == 0:
        return 0
    if P[PR_KIND] == K_RANDOM:
        return CT[S[b + DECK + randint(rng, n)], C_COST]
    best = 0
    most = 0
    for i in range(n):
        c = CT[S[b + DECK + i], C_COST]
        k = 0
        for j in range(n):
            if CT[S[b + DECK + j], C_COST] == c:
                k += 1
        if k > most or (k == most and c < best):
            best = c
            most = k
    return best


@kernel()
def choose_arrange(S, CT, P, rng, p, cards, n):
    """5.10 (BP06-108): of the n cards looked at (cards[0] the top one), which go back on
    top and in what order: rewrites cards so that the first k (returned), top first, go
    on top and the rest to the bottom. The random pilot keeps a random set in a random
    order; the others keep the cards they can play next turn (cost at most their maximum
    PP + 1), the most expensive of them first."""
    if P[PR_KIND] == K_RANDOM:
        for i in range(n - 1, 0, -1):
            j = randint(rng, i + 1)
            t = cards[i]
            cards[i] = cards[j]
            cards[j] = t
        return randint(rng, n + 1)
    room = S[pb(p) + P_MAXPP] + 1
    k = 0
    for i in range(n):   # the cards kept first, each in its place by cost, highest first
        if CT[cards[i], C_COST] <= room:
            c = cards[i]
            j = i
            while j > k:
                cards[j] = cards[j - 1]
                j -= 1
            while j > 0 and CT[cards[j - 1], C_COST] < CT[c, C_COST]:
                cards[j] = cards[j - 1]
                j -= 1
            cards[j] = c
            k += 1
    return k


@kernel()
def choose_discard(S, CT, P, rng, p):
    """Index in p's hand of the card to discard (highest cost is kept)."""
    b = pb(p)
    n = S[b + P_HAND_N]
    if n == 0:
        return -1
    return choose_from_cards(CT, P, rng, S[b + HAND:b + HAND + n], n, False, False)


@kernel()
def choose_pay(S, CT, P, rng, p, opt, optarg):
    """Pay an optional cost (10.4.7)?"""
    if P[PR_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    if opt == V.OPT_LEADER_LOSS:
        return S[pb(p) + P_LEADER] - optarg >= P[PR_LEADER_FLOOR]
    if opt == V.OPT_SAC_ANY:
        # trade only down: the follower given up is worth less than the best enemy one
        mine = 1.0e9
        theirs = 0.0
        for side in range(2):
            q = p if side == 0 else 1 - p
            for s in range(S[pb(q) + P_FIELD_N]):
                if field_type(S, CT, q, s) != V.TYPE_FOLLOWER:
                    continue
                v = card_value(S, CT, q, s)
                if q == p and v < mine:
                    mine = v
                if q != p and v > theirs:
                    theirs = v
        return mine < theirs
    if opt == V.OPT_LOSE_MAX_PP:
        # BP06-058: a follower back for a maximum PP. Below 10, each turn until the
        # start phases bring it back to 10 has a PP less (7.2.1): paid from 6 max PP on
        # (at most four such turns), with room on the field for what it brings back
        return S[pb(p) + P_MAXPP] - optarg >= 5 and S[pb(p) + P_FIELD_N] < FIELD_LIMIT
    return True


@kernel()
def self_cost_worth(S, CT, AB, EF, P, p, a):
    """Give up this card for ability row a (OPT_SELF_TO_CEM, BP01-162)? Only if its
    damage to every enemy follower destroys at least one of them (or, for a destroy,
    if there is one); the random pilot already flipped a coin in choose_pay. The cost of
    an ability of a card in the cemetery ("[cost]: summon this card from your
    cemetery", BP08-083) is paid only while the card is still there."""
    if AB[a, A_ZONE] == V.ZONE_CEM:
        b = pb(p)
        for i in range(S[b + P_CEM_N]):
            if S[b + CEM + i] == AB[a, A_CARD]:
                return True
        return False
    if P[PR_KIND] == K_RANDOM:
        return True
    q = 1 - p
    for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
        to = EF[e, E_TO]
        if to != V.TO_ALL_ENEMY_FOLLOWERS and to != V.TO_ALL_FOLLOWERS:
            continue
        op = EF[e, E_OP]
        if op != V.OP_DAMAGE and op != V.OP_DESTROY:
            continue
        for s in range(S[pb(q) + P_FIELD_N]):
            if field_type(S, CT, q, s) != V.TYPE_FOLLOWER:
                continue
            if op == V.OP_DESTROY or (EF[e, E_X] == 0 and defense_of(S, CT, q, s) <= EF[e, E_AMT]):
                return True
        return False
    return True


@kernel()
def choose_mulligan(S, CT, P, rng, p):
    """6.2.1.8: True to redraw the whole hand."""
    if P[PR_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    b = pb(p)
    cheap = 0
    for i in range(S[b + P_HAND_N]):
        if CT[S[b + HAND + i], C_COST] <= P[PR_MULL_COST]:
            cheap += 1
    return cheap < P[PR_MULL_NEED]


@kernel()
def choose_mode(P, rng, scores, n):
    """Pick a choose-one option (5.17) given a look-ahead score per option."""
    if n == 0:
        return -1
    if P[PR_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    for i in range(1, n):
        if scores[i] > scores[best]:
            best = i
    return best


@kernel()
def choose_cost_discard(S, CT, FL, P, rng, p, f):
    """Hand index of the card a discard cost takes: the cheapest match (random
    pilots: any match)."""
    b = pb(p)
    n = 0
    best = -1
    for i in range(S[b + P_HAND_N]):
        if card_matches(CT, FL, f, S[b + HAND + i]):
            n += 1
            if best < 0 or CT[S[b + HAND + i], C_COST] < CT[S[b + HAND + best], C_COST]:
                best = i
    if n > 0 and P[PR_KIND] == K_RANDOM:
        r = randint(rng, n)
        for i in range(S[b + P_HAND_N]):
            if card_matches(CT, FL, f, S[b + HAND + i]):
                if r == 0:
                    return i
                r -= 1
    return best
