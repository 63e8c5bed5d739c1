"""Plays that the turn's later plays set off, seen when the play is scored.

A follower or amulet whose abilities trigger on the player's later plays ("whenever
another follower enters your field", "whenever you play a card / a spell": 12.4.3;
Archer, Okami, Noah) is worth more before the cheap plays of the turn than after
them, and a one-step pilot scores it by the position right after it, where nothing
has fired yet: it plays the cheap cards first and the enabler last, or not at all.
With `enablers`, such a play gains what it adds to one later play: the cheapest
other play of the kind its trigger names (a follower for "enters", a spell for
"spell played", any card), simulated on look-ahead copies after the enabler and
without it (its gain in evaluation, with the PP it spends, in both), times the
other plays of that kind the PP left after the enabler still buy, cheapest first."""
from numba import types as nbt

from decksim.core.jit import I32_1D
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import ACT_PLAY, apply_action, play_cost_from
from decksim.core.sve.lookahead import lookahead_into
from decksim.core.sve.policies.evolve_after import U64_1D, gain_on_copy
from decksim.core.sve.policies.lethal import spare_at
from decksim.core.sve.policies.params import PR_ENABLERS
from decksim.core.sve.policies.safe_plays import played_card
from decksim.core.sve.state import EX, G_WINNER, HAND, P_EX_N, P_HAND_N, P_PP, pb
from decksim.core.sve.tables import C_ON_MASK, C_TYPE

FIRED_BY_PLAYS = ((1 << V.TRIG_ALLY_ENTERS) | (1 << V.TRIG_CARD_PLAYED)
                  | (1 << V.TRIG_SPELL_PLAYED))


@kernel(inline=True, A=I32_1D)
def _index_of(A, p, card, zone):
    """Index of `card` in p's hand (zone 0) or EX area (1) in A; -1 when absent."""
    b = pb(p)
    for k in range(A[b + (P_EX_N if zone == 1 else P_HAND_N)]):
        if A[b + (EX if zone == 1 else HAND) + k] == card:
            return k
    return -1


@kernel(inline=True)
def _fired_type(CT, card):
    """The card type whose plays fire `card`'s abilities (FIRED_BY_PLAYS): a follower
    entering, a spell played, or -1 for any card played."""
    m = CT[card, C_ON_MASK]
    if (m & (1 << V.TRIG_ALLY_ENTERS)) != 0:
        return V.TYPE_FOLLOWER
    if (m & (1 << V.TRIG_SPELL_PLAYED)) != 0:
        return V.TYPE_SPELL
    return -1


@kernel(A=I32_1D, B=I32_1D, ra=U64_1D, rb=U64_1D)
def _play_gain(A, CT, AB, EF, FL, PR, P, p, card, zone, ra, B, rb, L2):
    """Gain in evaluation, with the PP spent, of playing `card` from `zone` in A, done
    on B (a look-ahead copy of A); 0 when A no longer holds it or the game is over."""
    k = _index_of(A, p, card, zone)
    if k < 0 or A[G_WINNER] >= 0:
        return 0.0
    return gain_on_copy(A, CT, AB, EF, FL, PR, P, p, ACT_PLAY, k, zone, ra, B, rb, L2)


@kernel(inline=True, ft=nbt.int64)
def _other_cost(S, CT, AB, EF, FL, p, ak, aa, ab, scores, i, k, ft):
    """PP of action k when it is a positive play other than i of a card of type ft
    (-1: any type), else -1."""
    if k == i or ak[k] != ACT_PLAY or scores[k] <= 0.0:
        return -1
    card = played_card(S, p, aa[k], ab[k])
    if ft >= 0 and CT[card, C_TYPE] != ft:
        return -1
    return max(play_cost_from(S, CT, AB, EF, FL, p, card, ab[k] == 1), 0)


@kernel(ft=nbt.int64, left=nbt.int64)
def _cheapest_other(S, CT, AB, EF, FL, p, ak, aa, ab, n, scores, i, ft, left):
    """The cheapest other positive play of type ft within `left` PP, -1 when none."""
    j = -1
    cj = 0
    for k in range(1, n):
        c = _other_cost(S, CT, AB, EF, FL, p, ak, aa, ab, scores, i, k, ft)
        if 0 <= c <= left and (j < 0 or c < cj):
            j = k
            cj = c
    return j


@kernel(ft=nbt.int64, left=nbt.int64)
def _fires(S, CT, AB, EF, FL, p, ak, aa, ab, n, scores, i, ft, left):
    """How many other positive plays of type ft `left` PP buy, cheapest first."""
    fires = 0
    spent = 0
    for c in range(left + 1):
        for k in range(1, n):
            if _other_cost(S, CT, AB, EF, FL, p, ak, aa, ab, scores, i, k, ft) == c and \
                    spent + c <= left:
                spent += c
                fires += 1
    return fires


@kernel()
def add_enabler_gains(S, CT, AB, EF, FL, PR, P, p, ak, aa, ab, n, scores, rng, S2, r2, L2):
    """Raise each positive play of a card that stays on the field with abilities fired
    by p's plays (FIRED_BY_PLAYS) by what it adds to the later plays (module
    docstring). The lethal search's two deepest look-ahead states (lethal.spare_at) and
    r2's last four words: work space, free outside a search."""
    K = S.size
    sp = spare_at(S2, K)
    A = S2[sp - K:sp]
    B = S2[sp:sp + K]
    ra = r2[r2.size - 4:r2.size - 2]
    rb = r2[r2.size - 2:]
    for i in range(1, n):
        if ak[i] != ACT_PLAY or scores[i] <= 0.0:
            continue
        card = played_card(S, p, aa[i], ab[i])
        if (CT[card, C_ON_MASK] & FIRED_BY_PLAYS) == 0 or CT[card, C_TYPE] == V.TYPE_SPELL:
            continue
        left = S[pb(p) + P_PP] - play_cost_from(S, CT, AB, EF, FL, p, card, ab[i] == 1)
        ft = _fired_type(CT, card)
        j = _cheapest_other(S, CT, AB, EF, FL, p, ak, aa, ab, n, scores, i, ft, left)
        if j < 0:
            continue
        other = played_card(S, p, aa[j], ab[j])
        lookahead_into(S, rng, A, ra)
        apply_action(A, CT, AB, EF, FL, PR, ra, L2[:1], p, ACT_PLAY, aa[i], ab[i])
        after = _play_gain(A, CT, AB, EF, FL, PR, P, p, other, ab[j], ra, B, rb, L2)
        lookahead_into(S, rng, A, ra)
        now = _play_gain(A, CT, AB, EF, FL, PR, P, p, other, ab[j], ra, B, rb, L2)
        if after > now:
            scores[i] += P[PR_ENABLERS] * (after - now) * _fires(
                S, CT, AB, EF, FL, p, ak, aa, ab, n, scores, i, ft, left)
