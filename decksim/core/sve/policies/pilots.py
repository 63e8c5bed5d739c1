"""Main-phase decisions of the pilots: greedy (one-step look-ahead) and planner
(searches this turn's action sequences with greedy roll-outs); choose.py picks
the pilot, expert.py is the search over both players' turns."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve.lookahead import (
    KEEP_WORDS, LA_LOG_ROWS, forget_kept, free_state, keep_result, lookahead_into, ran_as_real,
    take_kept,
)
from decksim.core.rng import randint
from decksim.core.sve import vocab as V
from decksim.core.sve.actions import (
    ACT_ATTACK, ACT_END, ACT_EVOLVE, ACT_PLAY, EVO_ALT, EVO_HOW, MAX_ACTIONS, apply_action,
    legal_actions,
)
from decksim.core.sve.costs import evolve_action_cost, evolve_extra_ok, \
    evolve_pp_cost
from decksim.core.sve.rules import LOG_COLS
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.policies.attack_plan import attack_plan_value, can_fight
from decksim.core.sve.policies.bundle import bundle_plays
from decksim.core.sve.policies.best_first import STACK_WORDS, next_best, sorted_best_first
from decksim.core.sve.policies.threat import danger, danger_after_attack
from decksim.core.sve.policies.safe_plays import (
    is_safe_play, played_card, safe_play_eval, safe_plays_possible,
)
from decksim.core.sve.policies.evaluate import WIN, card_value, evaluate
from decksim.core.sve.policies.enablers import add_enabler_gains
from decksim.core.sve.policies.evolve_after import evolvable, evolve_after_gain
from decksim.core.sve.policies.lethal import (
    LETHAL_DEPTH, SETS, lethal_reset, lethal_words, set_words, spare_at,
)
from decksim.core.sve.policies.params import (
    PR_ATTACK_PLAN, PR_BOARD, PR_BUNDLE, PR_ENABLERS, PR_EVOLVABLE, PR_FACE, PR_HAND, PR_NOISE,
    PR_PAIR_TRADES, PR_PLAY_EVOLVE, PR_PP_WASTE,
)
from decksim.core.sve.cardinfo import attack_of, defense_of, kw_of
from decksim.core.sve.state import (
    EX, G_TURN, G_WINNER, HAND, LOOKED, P_EP, P_EVOLVED_AT, P_FIELD_N, P_LEADER,
    P_MAXPP, P_PP, pb,
)

MAX_TURN_ACTIONS = 60   # actions in one main phase before a pilot must end it


@kernel(inline=True)
def attack_score(S, CT, P, p, s, t):
    """Fast heuristic value of attacking target t (-1 leader) with follower s: the
    value of what dies on each side, or damage to the leader. With pair_trades, an
    attack that leaves t for a second attacker to finish is worth that kill, less
    what the pair loses, at 0.9 (two actions)."""
    q = 1 - p
    atk = attack_of(S, CT, p, s)
    kw = kw_of(S, CT, p, s)
    if t < 0:
        if atk >= S[pb(q) + P_LEADER]:
            return WIN
        return P[PR_FACE] * atk + 0.01
    tdef = defense_of(S, CT, q, t)
    tatk = attack_of(S, CT, q, t)
    tkw = kw_of(S, CT, q, t)
    kills = atk >= tdef or (kw & V.KW_BANE) != 0
    dies = tatk >= defense_of(S, CT, p, s) or (tkw & V.KW_BANE) != 0
    v = 0.0
    if kills:
        v += card_value(S, CT, q, t)
    else:
        v += 0.2 * min(atk, tdef)
    if dies:
        v -= card_value(S, CT, p, s)
    if not kills and P[PR_PAIR_TRADES] > 0:
        tv = card_value(S, CT, q, t)
        for s2 in range(S[pb(p) + P_FIELD_N]):
            if s2 == s or not can_fight(S, CT, p, s2, t):
                continue
            a2 = attack_of(S, CT, p, s2)
            if a2 < tdef - atk and (kw_of(S, CT, p, s2) & V.KW_BANE) == 0:
                continue
            pair = tv - (card_value(S, CT, p, s) if dies else 0.0)
            if tatk >= defense_of(S, CT, p, s2) or (tkw & V.KW_BANE) != 0:
                pair -= card_value(S, CT, p, s2)
            if 0.9 * pair > v:
                v = 0.9 * pair
    return P[PR_BOARD] * v


@kernel()
def alt_evolve_penalty(S, CT, AB, FL, P, p, s):
    """What the pilot charges for evolving (p, s) through its alternative Evolve ability
    whose cost is skipping the next turn (5.25.2, BP05-086): never while the normal
    Evolve is affordable (PP, or EP in lieu of one PP); otherwise a turn's worth, about
    two stats per maximum PP put on the board plus the card it draws."""
    cost = evolve_pp_cost(S, CT, p, s)
    b = pb(p)
    if evolve_extra_ok(S, CT, AB, FL, p, s) and (
            S[b + P_PP] >= cost or (cost >= 1 and S[b + P_EP] >= 1 and S[b + P_PP] >= cost - 1)):
        return 1.0e9
    return P[PR_BOARD] * 2.0 * S[b + P_MAXPP] + P[PR_HAND]


@kernel(inline=True)
def _add_evolve_after(P, ak, n, scores):
    """Each play's score gains what evolving its follower after it adds beyond the
    best evolve the field offers now (evolve_after.py; the gains in scores[MAX_ACTIONS:])."""
    best = 0.0
    for i in range(1, n):
        if ak[i] == ACT_EVOLVE and scores[i] > best:
            best = scores[i]
    for i in range(1, n):
        if ak[i] == ACT_PLAY and scores[MAX_ACTIONS + i] > best:
            scores[i] += P[PR_PLAY_EVOLVE] * (scores[MAX_ACTIONS + i] - best)


@kernel()
def score_actions(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """Greedy score of each legal action: the gain in evaluation after doing it
    (on a look-ahead copy, or without one for a play that only puts a card onto
    the field: safe_plays.py), with `bundle` a play's as part of the best set of
    plays (bundle.py). S2, r2, L2: a set of look-ahead buffers (work_buffers). The
    best-scoring result (before bundling) that ran as the real action will is kept
    in S2's keep area (lookahead.py; take_kept)."""
    P = PR[p]
    K = S.size
    forget_kept(S2, K)
    kept = -1.0e300
    A0 = S2[:K]            # the two look-ahead states
    A1 = S2[K:2 * K]
    w = 0                  # the one the next candidate uses
    base = evaluate(S, CT, p, P)
    pp0 = S[pb(p) + P_PP]
    scores[0] = 0.0
    ep = S[pb(p) + P_EP]
    # dead on board (threat.py): every action is scored by how much of that danger it
    # removes, attacks from the fight's numbers, the rest on a look-ahead copy;
    # otherwise attacks by a heuristic, safe plays without a copy
    d0 = danger(S, CT, P, p)
    defend = d0 > 0.0
    safe = not defend and safe_plays_possible(S, CT, p)
    plan0 = attack_plan_value(S, CT, P, p) if P[PR_ATTACK_PLAN] > 0 else 0.0
    # play_evolve (evolve_after.py): a played follower's evolve gain, in scores[MAX_ACTIONS:]
    # (the next set's, unused while this one scores)
    evo_open = P[PR_PLAY_EVOLVE] > 0 and S[pb(p) + P_EVOLVED_AT] != S[G_TURN]
    sp = spare_at(S2, K)
    for i in range(1, n):
        real = False
        pe = -1         # the card of a play whose evolve after it is scored
        if evo_open and ak[i] == ACT_PLAY:
            card = played_card(S, p, aa[i], ab[i])
            if evolvable(S, CT, p, card) == 1:
                pe = card
            scores[MAX_ACTIONS + i] = 0.0
        if ak[i] == ACT_ATTACK:
            scores[i] = attack_score(S, CT, P, p, aa[i], ab[i])
            if defend:
                scores[i] -= danger_after_attack(S, CT, P, p, aa[i], ab[i]) - d0
        elif safe and pe < 0 and is_safe_play(S, CT, p, ak[i], aa[i], ab[i]):
            v, cost = safe_play_eval(S, CT, AB, EF, FL, P, p, aa[i], ab[i])  # safe_plays.py
            scores[i] = v - base + P[PR_PP_WASTE] * cost
            S[LOOKED] = 1      # as a look-ahead copy would
        elif ak[i] == ACT_EVOLVE and (ab[i] & EVO_HOW) == 0 and ep > 0 and \
                evolve_action_cost(S, CT, AB, EF, FL, p, aa[i], ab[i]) >= 1:
            # EP only ever pay for evolving: with EP in hand, evolve with EP and
            # keep the play point for cards (the EP variant is scored instead; it is
            # legal only while the Evolve costs 1 or more PP now, 12.2.3)
            scores[i] = -1.0e9
        else:
            A = A1 if w else A0
            lookahead_into(S, rng, A, r2)
            r0 = r2[0]
            L2[0, 0] = 0
            apply_action(A, CT, AB, EF, FL, PR, r2, L2, p, ak[i], aa[i], ab[i])
            real = ran_as_real(A, r2, r0, L2)
            spent = pp0 - A[pb(p) + P_PP]
            scores[i] = evaluate(A, CT, p, P) - base + P[PR_PP_WASTE] * spent
            if defend:
                scores[i] -= danger(A, CT, P, p) - d0
            plan = plan0
            if P[PR_ATTACK_PLAN] > 0 and ak[i] != ACT_ATTACK:
                plan = attack_plan_value(A, CT, P, p)
                scores[i] += P[PR_ATTACK_PLAN] * (plan - plan0)
            if ak[i] == ACT_EVOLVE and ab[i] == EVO_ALT:
                scores[i] -= alt_evolve_penalty(S, CT, AB, FL, P, p, aa[i])
            if pe >= 0:
                scores[MAX_ACTIONS + i] = evolve_after_gain(
                    A, CT, AB, EF, FL, PR, P, p, pe, plan, r2, S2[sp:sp + K], r2[r2.size - 2:], L2)
        if ak[i] == ACT_PLAY and P[PR_EVOLVABLE] > 0:
            zone = EX if ab[i] == 1 else HAND
            scores[i] += P[PR_EVOLVABLE] * evolvable(S, CT, p, S[pb(p) + zone + aa[i]])
        if P[PR_NOISE] > 0:
            scores[i] += P[PR_NOISE] * (randint(rng, 1000) / 1000.0)
        if real and scores[i] > kept:
            kept = scores[i]
            keep_result(S2, K, w, L2, i)
            w = 1 - w
    if evo_open:
        _add_evolve_after(P, ak, n, scores)
    if P[PR_ENABLERS] > 0:
        add_enabler_gains(S, CT, AB, EF, FL, PR, P, p, ak, aa, ab, n, scores, rng, S2, r2, L2)
    if P[PR_BUNDLE] > 0:
        bundle_plays(S, CT, AB, EF, FL, p, ak, aa, ab, n, scores)


@kernel(inline=True)
def greedy_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """The best-scored action (score_actions), or END when none scores above 0."""
    score_actions(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    best = 0
    for i in range(1, n):
        if scores[i] > scores[best]:
            best = i
    if scores[best] <= 0.0:
        return 0
    return best


def work_buffers(S, rng, L) -> tuple:
    """A game's work arrays for its main phases, allocated by Python: the legal
    actions (ak, aa, ab) and their scores, two look-ahead states with a keep area
    and a random stream (S2, r2; lookahead.py), and the look-ahead log (L2). Each
    holds two sets; the planner's roll-outs use the second (planner_pick); the
    lethal search's blocks follow them (lethal.find_lethal). L2
    captures what L filters for (statistics) so that a kept result brings its
    events along; it is silent when L is (no reuse needs them) or logs
    everything (replays: no reuse, take_kept)."""
    K = S.size
    hs = 2 * K + KEEP_WORDS
    assert K % 2 == 0 and hs % 2 == 0     # look-ahead states 8-byte aligned (state.SCRATCH)
    S2 = np.empty(SETS * hs + lethal_words(K), np.int32)
    S2[2 * K] = S2[hs + 2 * K] = -1          # both keep areas empty (forget_kept)
    lethal_reset(S2, K)
    L2 = np.zeros((LA_LOG_ROWS if L.shape[0] > 1 and L[0, 1] != 0 else 1, LOG_COLS), np.int32)
    L2[0, 1] = L[0, 1]
    na = (SETS + LETHAL_DEPTH) * MAX_ACTIONS
    return (np.empty(na, np.int64), np.empty(na, np.int64), np.empty(na, np.int64),
            np.empty(na), S2, np.empty((SETS + LETHAL_DEPTH) * rng.size, np.uint64), L2)


@kernel()
def rollout_turn(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, scores, S2, r2, L2):
    """Finish p's main phase greedily on a copy; returns the final evaluation.
    ak .. L2: the roll-out's work arrays (the second set of work_buffers); its
    log is silent (L2[:1])."""
    Ls = L2[:1]
    for _ in range(MAX_TURN_ACTIONS):
        if S[G_WINNER] >= 0:
            break
        n = legal_actions(S, CT, AB, EF, FL, p, ak, aa, ab)
        i = greedy_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, Ls)
        if ak[i] == ACT_END:
            break
        if not take_kept(S, Ls, S2, i):
            apply_action(S, CT, AB, EF, FL, PR, rng, Ls, p, ak[i], aa[i], ab[i])
    return evaluate(S, CT, p, PR[p]) - danger(S, CT, PR[p], p)


@kernel(width=nbt.int64)
def plan_scored(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2, width):
    """The planner's choice among the `width` best first actions by their greedy
    scores (scores[:n], score_actions): each is taken on a copy and the turn
    finished greedily; the first action of the best line. A line that wins is
    always taken, so lethal is never missed when a greedy finish finds it."""
    P = PR[p]
    small = n <= 15
    f = -1                  # more than 15: their order, in a frame of S's scratch stack
    if not small:
        f = take(S, n + STACK_WORDS)
        if f < 0:           # (a main phase starts with an empty stack: never)
            small = True
        else:
            sorted_best_first(scores, n, S, f)
    tried = 0
    if width < 1:
        width = 1
    h = MAX_ACTIONS         # the roll-outs' work arrays: the second set (work_buffers)
    hs = set_words(S2, S.size)
    o = free_state(S2, S.size)   # a look-ahead state of the first set; the kept one stays
    A = S2[o:o + S.size]
    best = 0
    best_v = -1.0e18
    for j in range(min(width, n)):
        if small:
            i = next_best(scores, n, tried)
            tried |= 1 << i
        else:
            i = S[f + j]
        lookahead_into(S, rng, A, r2)
        if ak[i] == ACT_END:
            v = evaluate(A, CT, p, P) - danger(A, CT, P, p)
        else:
            apply_action(A, CT, AB, EF, FL, PR, r2, L2[:1], p, ak[i], aa[i], ab[i])
            v = rollout_turn(A, CT, AB, EF, FL, PR, r2[:2], p, ak[h:], aa[h:], ab[h:],
                             scores[h:], S2[hs:], r2[2:], L2)
            if ak[i] == ACT_EVOLVE and ab[i] == EVO_ALT and v < WIN:
                v -= alt_evolve_penalty(S, CT, AB, FL, P, p, aa[i])
        if v > best_v:
            best_v = v
            best = i
        if v >= WIN:
            break
    if f >= 0:
        give_back(S, f)
    return best


@kernel(width=nbt.int64, kinds=nbt.int64, margin=nbt.float64)
def planner_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2, width, kinds,
                 margin):
    """The planner: greedy scores, then plan_scored over the `width` best.
    kinds, margin: plan only when greedy's best action is of these kinds (bits,
    0: any) and the two best greedy scores are within margin (0: always); else
    the greedy choice (the planner's plan_kinds and plan_margin)."""
    score_actions(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    if margin > 0:                  # a clear greedy choice is taken without roll-outs
        b1 = 0
        b2 = -1
        for i in range(1, n):
            if scores[i] > scores[b1]:
                b2 = b1
                b1 = i
            elif b2 < 0 or scores[i] > scores[b2]:
                b2 = i
        if b2 < 0 or scores[b1] - scores[b2] > margin:
            return b1
    if kinds > 0:                   # plan only when greedy's best is of these kinds
        b1 = 0
        for i in range(1, n):
            if scores[i] > scores[b1]:
                b1 = i
        if ((kinds >> ak[b1]) & 1) == 0:
            return b1
    return plan_scored(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2, width)
