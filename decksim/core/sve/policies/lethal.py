"""The exact lethal search every pilot shares (docs/pilots.md, "Tactical core").

At a main-phase decision, is there a sequence of this turn's actions that
defeats the opponent (11.2.1.1: their leader at 0 defense)? The search plays
candidate lines on look-ahead copies (lookahead.py: no hidden card is read)
depth first, in every order that can matter: attacks on the leader, attacks
that break a Ward (12.8) alone or with several attackers, evolving with EP or
PP for attack and On Evolve effects (12.2, 12.6), Fanfare (12.4), spells and
activated abilities that deal damage to the leader or enable attacks (buffs,
Storm, refresh). A line is only searched while `leader_reach` (leader_reach.py)
says it can still deal enough damage, so the search costs nothing in most
positions; a position reached again by another order, or by acting with a twin
follower, is not searched again (transpose.py); `lethal_nodes` bounds the
simulated actions per decision.

Target choices inside a simulated effect are the pilot's (choices.py), which
send damage to the leader when that is lethal on its own; a line needing a
burn to the face that is not lethal by itself is found when the attacks come
first, as they are searched first.
"""
from numba import types as nbt

from decksim.core.jit import I32_1D
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import (
    ACT_ACTIVATE, ACT_ATTACK, ACT_EVOLVE, ACT_PLAY, EVO_HOW, MAX_ACTIONS, apply_action,
    legal_actions,
)
from decksim.core.sve.auras import combat_damage
from decksim.core.sve.cardinfo import kw_of
from decksim.core.sve.costs import evolve_action_cost
from decksim.core.sve.lookahead import lookahead_into
from decksim.core.sve.policies.leader_reach import (
    can_hit_leader, can_remove, can_remove_from_field, fanfare_reach, field_reach_of,
    leader_reach,
)
from decksim.core.sve.policies.params import PR_LETHAL_CERTAIN, PR_LETHAL_NODES
from decksim.core.sve.policies.transpose import SEEN_WORDS, position_key, seen_before, twins
from decksim.core.sve.state import (
    EX, F_CARD, G_ACTIVE, G_WINNER, HAND, P_DECK_N, P_EP, P_EX_N, P_FIELD_N, P_HAND_N, P_HIDE,
    P_LEADER, P_PLAYED, fo, pb,
)
from decksim.core.sve.tables import C_ABN, C_KW, C_TYPE

LETHAL_DEPTH = 10   # actions in one searched line
SETS = 2            # work-array sets before the search's own (pilots.work_buffers)

# what the search tries first at a node (sort keys; 0 = not part of any lethal line)
KEY_EVOLVE = 5000.0   # + 1 for the EP variant
KEY_REMOVAL = 4500.0  # a play or ability that may take a Ward out of the way without an attack
KEY_PLAY = 4000.0     # + the damage it may add (card_reach)
KEY_FACE = 3000.0     # + the damage
KEY_WARD = 2500.0     # an attack on a Ward, + the damage
KEY_ACTIVATE = 2000.0
KEY_BREAKER = 1000.0  # a play that may get past a Ward some other way
KEY_FILLER = 600.0    # a play that adds no reach of its own but sets off field abilities


BIT_WARD = 1       # node bits: the opponent has a Ward follower
BIT_TRIGGERS = 2   # p's field has abilities that trigger on p's plays and attacks


@kernel(inline=True)
def node_bits(S, CT, AB, EF, p):
    bits = 0
    q = 1 - p
    for t in range(S[pb(q) + P_FIELD_N]):
        if (kw_of(S, CT, q, t) & V.KW_WARD) != 0:
            bits |= BIT_WARD
    for s in range(S[pb(p) + P_FIELD_N]):
        if field_reach_of(S, CT, AB, EF, p, S[fo(p, s) + F_CARD], V.TRIG_ALLY_ENTERS,
                          can_hit_leader(S, CT, p, s)) > 0:
            bits |= BIT_TRIGGERS
    return bits


@kernel(inline=True)
def lethal_key(S, CT, AB, EF, FL, p, kind, i, t, bits):
    """Sort key of action (kind, i, t) in the search (KEY_*), 0 when it can't
    be part of a lethal line: an attack on a follower without Ward (unless it
    has Strike abilities), a play that neither adds reach nor can break a Ward
    nor sets off one of p's field abilities."""
    b = pb(p)
    if kind == ACT_ATTACK:
        d = combat_damage(S, CT, AB, FL, p, i)
        if t < 0:
            return KEY_FACE + d
        if (kw_of(S, CT, 1 - p, t) & V.KW_WARD) != 0:
            return KEY_WARD + d
        return 1.0 if (bits & BIT_TRIGGERS) != 0 else 0.0
    if kind == ACT_EVOLVE:
        if (t & EVO_HOW) == 0 and S[b + P_EP] >= 1 and \
                evolve_action_cost(S, CT, AB, EF, FL, p, i, t) >= 1:
            return 0.0          # the EP variant is legal too (12.2.3) and keeps a PP
        return KEY_EVOLVE + (t & EVO_HOW)
    if kind == ACT_PLAY:
        card = S[b + (EX if t == 1 else HAND) + i]
        r = fanfare_reach(S, CT, AB, EF, p, card)
        ward = (bits & BIT_WARD) != 0
        if ward and (can_remove(CT, card) or (CT[card, C_KW] & V.KW_RUSH) != 0):
            return KEY_REMOVAL + r
        if r > 0:
            return KEY_PLAY + r
        if (bits & BIT_TRIGGERS) != 0:
            return KEY_FILLER
        if ward and (CT[card, C_TYPE] != V.TYPE_FOLLOWER or CT[card, C_ABN] > 0):
            return KEY_BREAKER
        return 0.0
    if kind == ACT_ACTIVATE:
        if (bits & BIT_WARD) != 0 and can_remove_from_field(CT, S[fo(p, i) + F_CARD]):
            return KEY_REMOVAL
        return KEY_ACTIVATE
    return 0.0


@kernel()
def _expand(S, CT, AB, EF, FL, p, ak, aa, ab, scores, o):
    """The node's actions worth searching into ak .. scores[o:], best key first;
    returns how many. Of twin followers (transpose.twins) only the first acts or
    is attacked."""
    n = legal_actions(S, CT, AB, EF, FL, p, ak[o:], aa[o:], ab[o:])
    bits = node_bits(S, CT, AB, EF, p)
    mine = twins(S, p)
    theirs = twins(S, 1 - p)
    m = 0
    for i in range(n):
        kind = ak[o + i]
        if (kind == ACT_ATTACK or kind == ACT_EVOLVE or kind == ACT_ACTIVATE) and \
                ((mine >> aa[o + i]) & 1) != 0:
            continue
        if kind == ACT_ATTACK and ab[o + i] >= 0 and ((theirs >> ab[o + i]) & 1) != 0:
            continue
        k = lethal_key(S, CT, AB, EF, FL, p, kind, aa[o + i], ab[o + i], bits)
        if k <= 0.0:
            continue
        j = m            # insertion sort, descending keys
        while j > 0 and scores[o + j - 1] < k:
            ak[o + j] = ak[o + j - 1]
            aa[o + j] = aa[o + j - 1]
            ab[o + j] = ab[o + j - 1]
            scores[o + j] = scores[o + j - 1]
            j -= 1
        kk = ak[o + i]
        x = aa[o + i]
        y = ab[o + i]
        ak[o + j] = kk
        aa[o + j] = x
        ab[o + j] = y
        scores[o + j] = k
        m += 1
    return m


MEMO_WORDS = 40  # what the search keeps within one main phase (forget_lethal):
M_NONE = 0       # +0 .. +5: the latest search that found nothing (_no_lethal_known)
M_NODES = 6      # simulated actions of the latest search
M_LINE_N = 7     # the winning line found: its length (0 none),
M_LINE_AT = 8    # the index of its action to take next,
M_LINE = 9       # and its actions, (kind, a, b) each
M_STAMP = 39     # searches made: the stamp of this one's seen positions (transpose.py)


@kernel(inline=True)
def states_at(S2, K):
    """Offset in S2 of the search's look-ahead states (K words each, one per depth):
    the end of S2 (lethal_words)."""
    return S2.size - LETHAL_DEPTH * K


@kernel(inline=True)
def spare_at(S2, K):
    """Offset in S2 of the search's deepest look-ahead state, free outside a search:
    score_actions uses it (evolve_after.py); the audit's survival line uses the first."""
    return S2.size - K


@kernel(inline=True)
def memo_at(S2, K):
    """Offset in S2 of the search's memo, followed by a cursor and a count per depth."""
    return states_at(S2, K) - 2 * LETHAL_DEPTH - MEMO_WORDS


@kernel(inline=True)
def seen_at(S2, K):
    """Offset in S2 of the positions the search has seen (transpose.seen_before)."""
    return memo_at(S2, K) - SEEN_WORDS


@kernel(inline=True)
def set_words(S2, K):
    """Words of each of the pilots' look-ahead sets at the start of S2 (work_buffers)."""
    return seen_at(S2, K) // SETS


@kernel(inline=True, mem=I32_1D)
def _no_lethal_known(S, p, mem):
    """The search found nothing earlier in this main phase, and p gained no card in
    hand or EX area since (from the deck or elsewhere) and the enemy leader gained
    no defense: the actions taken since were ones it had searched or ruled out, so
    searching again finds nothing either (or ran out of budget again)."""
    b = pb(p)
    return (mem[0] == 1 and mem[1] == p and mem[2] == S[b + P_DECK_N]
            and S[b + P_HAND_N] + S[b + P_EX_N] + S[b + P_PLAYED] - mem[4] <= mem[3]
            and S[pb(1 - p) + P_LEADER] >= mem[5])


@kernel(inline=True, mem=I32_1D)
def _remember_no_lethal(S, p, mem):
    b = pb(p)
    mem[0] = 1
    mem[1] = p
    mem[2] = S[b + P_DECK_N]
    mem[3] = S[b + P_HAND_N] + S[b + P_EX_N]
    mem[4] = S[b + P_PLAYED]
    mem[5] = S[pb(1 - p) + P_LEADER]


@kernel()
def forget_lethal(S, S2):
    """Start of a main phase: no earlier search result holds (_no_lethal_known, the
    line kept by find_lethal)."""
    m0 = memo_at(S2, S.size)
    S2[m0 + M_NONE] = 0
    S2[m0 + M_LINE_N] = 0


@kernel(inline=True, r0=nbt.uint64)
def _certain(S2, r2, r0):
    """The action just simulated on S2 drew nothing from its stream r2 and looked
    at no deck (lookahead.ran_as_real without the log): its outcome is the real one."""
    return r2[0] == r0 and S2[pb(0) + P_HIDE] != 0 and S2[pb(1) + P_HIDE] != 0


@kernel(mem=I32_1D)
def _follow_line(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, S2, r2, L2, mem):
    """Index among the n legal actions of the next action of the winning line an
    earlier search of this main phase found, when the rest of the line still wins
    on look-ahead copies; -1 (and the line forgotten) otherwise."""
    at = mem[M_LINE_AT]
    if at >= mem[M_LINE_N]:
        return -1
    e = M_LINE + 3 * at
    idx = -1
    for i in range(n):
        if ak[i] == mem[e] and aa[i] == mem[e + 1] and ab[i] == mem[e + 2]:
            idx = i
            break
    K = S.size
    sbase = states_at(S2, K)
    rbase = 2 * SETS
    A = S2[sbase:sbase + K]
    ra = r2[rbase:rbase + 2]
    if idx >= 0:
        lookahead_into(S, rng, A, ra)
        o = SETS * MAX_ACTIONS       # the search's first block: each step's legal actions
        for k in range(at, mem[M_LINE_N]):
            e = M_LINE + 3 * k
            if k > at:               # (the first was found among the n legal ones)
                m = legal_actions(A, CT, AB, EF, FL, p, ak[o:], aa[o:], ab[o:])
                legal = False
                for i in range(m):
                    if ak[o + i] == mem[e] and aa[o + i] == mem[e + 1] and \
                            ab[o + i] == mem[e + 2]:
                        legal = True
                        break
                if not legal:
                    break
            apply_action(A, CT, AB, EF, FL, PR, ra, L2[:1], p, mem[e], mem[e + 1], mem[e + 2])
            if A[G_WINNER] >= 0 or A[G_ACTIVE] != p:
                break
        if A[G_WINNER] == p:
            mem[M_LINE_AT] = at + 1
            return idx
    mem[M_LINE_N] = 0
    return -1




@kernel()
def find_lethal(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """Index among the n legal actions (ak .. ab[:n]) of the first action of a line
    that wins this turn, or -1 when there is none (or the budget ran out first).
    The search's own work arrays follow the pilots' two sets (work_buffers):
    ak .. scores from SETS * MAX_ACTIONS, one block per depth; its look-ahead
    states at the end of S2 (lethal_words), one per depth; their random streams in
    r2 from 2 * SETS words."""
    q = 1 - p
    K = S.size
    sbase = states_at(S2, K)
    m0 = memo_at(S2, K)
    mem = S2[m0:m0 + MEMO_WORDS]
    if mem[M_LINE_N] > 0:
        i = _follow_line(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, S2, r2, L2, mem)
        if i >= 0:
            return i
    if _no_lethal_known(S, p, mem) or leader_reach(S, CT, AB, EF, FL, p) < S[pb(q) + P_LEADER]:
        return -1
    budget = int(PR[p, PR_LETHAL_NODES])
    stamp = mem[M_STAMP] + 1
    mem[M_STAMP] = stamp
    sa = seen_at(S2, K)
    seen = S2[sa:sa + SEEN_WORDS]
    certain = PR[p, PR_LETHAL_CERTAIN] > 0
    base = SETS * MAX_ACTIONS
    rbase = 2 * SETS
    Ls = L2[:1]
    cur = S2[sbase - 2 * LETHAL_DEPTH:sbase - LETHAL_DEPTH]     # cursor per depth
    cnt = S2[sbase - LETHAL_DEPTH:sbase]                        # actions per depth
    cnt[0] = _expand(S, CT, AB, EF, FL, p, ak, aa, ab, scores, base)
    cur[0] = 0
    nodes = 0
    d = 0
    while d >= 0:
        if cur[d] >= cnt[d] or nodes >= budget:
            d -= 1
            continue
        o = base + d * MAX_ACTIONS
        j = o + cur[d]
        cur[d] += 1
        kind = ak[j]
        x = aa[j]
        y = ab[j]
        c0 = sbase + d * K
        if d > 0:
            # actions that commute are searched in one order only: attacks on one
            # target (the leader, or a Ward) by ascending attacker slot, plays
            # that add no reach by ascending card
            pj = o - MAX_ACTIONS + cur[d - 1] - 1
            if kind == ACT_ATTACK and ak[pj] == ACT_ATTACK and ab[pj] == y and aa[pj] > x:
                continue
            if kind == ACT_PLAY and ak[pj] == ACT_PLAY and scores[j] == KEY_FILLER and \
                    scores[pj] == KEY_FILLER:
                P0 = S if d == 1 else S2[c0 - 2 * K:c0 - K]   # where the earlier play was made
                P1 = S2[c0 - K:c0]                            # where this one is
                b = pb(p)
                if P0[b + (EX if ab[pj] == 1 else HAND) + aa[pj]] > \
                        P1[b + (EX if y == 1 else HAND) + x]:
                    continue
        if d == 0:
            lookahead_into(S, rng, S2[c0:c0 + K], r2[rbase:rbase + 2])
        else:
            pr = rbase + 2 * (d - 1)
            lookahead_into(S2[c0 - K:c0], r2[pr:pr + 2], S2[c0:c0 + K], r2[pr + 2:pr + 4])
        A = S2[c0:c0 + K]
        ra = r2[rbase + 2 * d:rbase + 2 * d + 2]
        r0 = ra[0]
        apply_action(A, CT, AB, EF, FL, PR, ra, Ls, p, kind, x, y)
        nodes += 1
        if certain and not _certain(A, ra, r0):
            continue
        if A[G_WINNER] == p:
            mem[M_NODES] = nodes
            for e in range(d + 1):      # keep the line: the next decisions follow it
                jj = base + e * MAX_ACTIONS + cur[e] - 1
                mem[M_LINE + 3 * e] = ak[jj]
                mem[M_LINE + 3 * e + 1] = aa[jj]
                mem[M_LINE + 3 * e + 2] = ab[jj]
            mem[M_LINE_N] = d + 1
            mem[M_LINE_AT] = 1
            r = base + cur[0] - 1       # the root action of this line
            for i in range(n):
                if ak[i] == ak[r] and aa[i] == aa[r] and ab[i] == ab[r]:
                    return i
            mem[M_LINE_N] = 0
            return -1
        if A[G_WINNER] >= 0 or A[G_ACTIVE] != p or d + 1 >= LETHAL_DEPTH:
            continue
        if leader_reach(A, CT, AB, EF, FL, p) < A[pb(q) + P_LEADER] or \
                seen_before(seen, stamp, position_key(A)):
            continue
        d += 1
        cnt[d] = _expand(A, CT, AB, EF, FL, p, ak, aa, ab, scores, base + d * MAX_ACTIONS)
        cur[d] = 0
    _remember_no_lethal(S, p, mem)
    mem[M_NODES] = nodes
    return -1


def lethal_words(K: int) -> int:
    """Words of S2 the search needs after the pilots' two sets: the positions it
    has seen, its memo, a cursor and a count per depth, then a look-ahead state per
    depth (seen_at, memo_at, states_at). lethal_reset zeroes the first two."""
    return SEEN_WORDS + MEMO_WORDS + 2 * LETHAL_DEPTH + LETHAL_DEPTH * K


def lethal_reset(S2, K: int) -> None:
    """A new S2's search memory: no position seen, no search made (stamp 0)."""
    at = S2.size - lethal_words(K)
    S2[at:at + SEEN_WORDS + MEMO_WORDS] = 0
