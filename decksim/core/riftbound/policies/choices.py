"""The pilots' choices for the last precon cards (decide.py and pilots.py ask): the card
to discard and whether to play a card just discarded from the trash (Flame Chompers),
the value of a swap (Zed, Without a Sound) and of each mode of a "choose one" ability
(Udyr, Wildman), and the unit to recycle for a trash Mech (Rumble, Hotheaded).
`random` picks uniformly (a coin for a yes or no; its actions among the legal ones).

`greedy`, documented in docs/riftbound.md: it discards its costliest card, except that a
card it could play back from the trash once discarded (`discarded` text, its Power on the
board) goes first; it always pays to play a discarded card back. Zed swaps places (35)
while it stands at its base and a Shadow Clone at a battlefield (its 5 Might there for
the clone's 0). A mode of Udyr (spending its buff) is worth 30 + Might when its 2 damage
kills an enemy unit at a battlefield, 20 + Might when it stuns an unstunned enemy of 3+
Might at a battlefield while the greedy player has a ready unit, 41 when it readies Udyr
exhausted that can then move to a battlefield left to take (from its base, or with
Ganking), or gives it Ganking at a battlefield, ready, while another battlefield is left
to take; else -1. Rumble recycles the friendly unit and plays the trash Mech that gain
it the most Might (the Mech's less the recycled unit's, one less for a card that is not
a token), when that is positive."""
import numpy as np

from decksim.core.rng import randint
from decksim.core.riftbound.board import lethal, might, ROLE_NONE, rune_counts
from decksim.core.riftbound.costs import power_mask
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies.params import K_RANDOM, PI_KIND
from decksim.core.riftbound.select import fits
from decksim.core.riftbound.state import (
    BF_CTRL, bfo, LOC_BASE, LOC_BF0, NBF, pb, P_HAND, P_HAND_N, P_TRASH, P_UNITS_N, U_CARD, U_EXH,
    U_GANK, U_GONE, U_LOC, uo, U_STUN,
)
from decksim.core.riftbound.tables import (
    AB_CARD, AB_IF, AB_LEVEL, AB_N, AB_OP, AB_WHEN, AB_WHO, C_AB, C_ABN, C_ENERGY, C_GANKING,
    C_MIGHT, C_TOKEN, C_POWER, IF_MODE, OP_DAMAGE, OP_GIVE_GANKING, OP_PLAY_DISCARDED, OP_READY,
    OP_STUN, OP_SWAP, W_ACTIVATE, W_DISCARDED,
)


@kernel()
def discard_back_cost(CT, card):
    """The Power a card's `discarded` text pays to play it back, -1 none."""
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] == W_DISCARDED and CT[r, AB_OP] == OP_PLAY_DISCARDED:
            return np.int64(CT[r, AB_N])
    return np.int64(-1)


@kernel()
def discard_value(S, CT, p, card):
    """greedy: its cost; a card it would play back from the trash first (1000 more)."""
    v = np.float64(CT[card, C_ENERGY] + CT[card, C_POWER])
    n = discard_back_cost(CT, card)
    if n >= 0 and rune_counts(S, CT, p, power_mask(CT, card))[1] >= n:
        v += 1000.0
    return v


@kernel()
def discard_choice(S, CT, PR, rng, p):
    b = pb(p)
    n = S[b + P_HAND_N]
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    for i in range(n):
        if discard_value(S, CT, p, S[b + P_HAND + i]) > discard_value(
                S, CT, p, S[b + P_HAND + best]):
            best = i
    return np.int64(best)


@kernel()
def discard_among_choice(S, CT, PR, rng, p, ak, n):
    """A discard among the hand cards ak[0:n]: greedy as discard_choice; random any."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    b = pb(p)
    best = 0
    for i in range(n):
        if discard_value(S, CT, p, S[b + P_HAND + ak[i]]) > discard_value(
                S, CT, p, S[b + P_HAND + ak[best]]):
            best = i
    return np.int64(best)


@kernel()
def discard_play_choice(S, CT, PR, rng, p, card):
    """Flame Chompers: random, a coin; greedy, always (a unit for one Power)."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    return True


@kernel()
def swap_value(S, CT, p, u):
    """greedy: unit u's swap ability (Zed) is worth 35 while u stands at its base and a
    unit it swaps with stands at a battlefield, else -1."""
    if u < 0 or S[uo(p, u) + U_LOC] != LOC_BASE:
        return -1.0
    card = S[uo(p, u) + U_CARD]
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] == W_ACTIVATE and CT[r, AB_OP] == OP_SWAP:
            for v in range(S[pb(p) + P_UNITS_N]):
                if S[uo(p, v) + U_CARD] == CT[r, AB_CARD] and S[uo(p, v) + U_GONE] == 0 \
                        and S[uo(p, v) + U_LOC] != LOC_BASE:
                    return 35.0
    return -1.0


@kernel()
def left_to_take(S, p, loc):
    """Is a battlefield other than loc not p's?"""
    for bf in range(NBF):
        if LOC_BF0 + bf != loc and S[bfo(bf) + BF_CTRL] != p:
            return True
    return False


@kernel()
def mode_value(S, CT, p, card, u, k):
    """greedy: p's unit u using mode k of card's "choose one" ability (Udyr, Wildman)."""
    r = CT[card, C_AB]
    while r < CT[card, C_AB] + CT[card, C_ABN] - 1 and not (
            CT[r, AB_WHEN] == W_ACTIVATE and CT[r, AB_IF] == IF_MODE and CT[r, AB_LEVEL] == k):
        r += 1
    op = CT[r, AB_OP]
    o = uo(p, u)
    best = -1.0
    if op == OP_DAMAGE or op == OP_STUN:
        ready = False
        for v in range(S[pb(p) + P_UNITS_N]):
            ready = ready or S[uo(p, v) + U_EXH] == 0
        q = 1 - p
        for v in range(S[pb(q) + P_UNITS_N]):
            if not fits(S, CT, p, u, CT[r, AB_WHO], q, v):
                continue
            m = np.float64(might(S, CT, q, v, ROLE_NONE))
            if op == OP_DAMAGE and lethal(S, CT, q, v, ROLE_NONE) <= CT[r, AB_N]:
                best = max(best, 30.0 + m)
            elif op == OP_STUN and ready and m >= 3 and S[uo(q, v) + U_STUN] == 0:
                best = max(best, 20.0 + m)
        return best
    if op == OP_READY:                          # to move on: from its base, or with Ganking
        can = S[o + U_LOC] == LOC_BASE or S[o + U_GANK] == 1 or CT[card, C_GANKING] == 1
        return 41.0 if S[o + U_EXH] == 1 and can and left_to_take(S, p, S[o + U_LOC]) else -1.0
    if op == OP_GIVE_GANKING:
        if S[o + U_LOC] != LOC_BASE and S[o + U_EXH] == 0 and S[o + U_GANK] == 0 \
                and CT[card, C_GANKING] == 0 and left_to_take(S, p, S[o + U_LOC]):
            return 41.0
    return best


@kernel()
def recycle_mech_choice(S, CT, PR, rng, p, ak, n):
    """Rumble, Hotheaded: random, any pair or declining (-1); greedy, the pair gaining the
    most Might, declining unless it gains some."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = -1e9
    for i in range(n):
        v = 0.0
        if ak[i] >= 0:
            u = ak[i] // 256
            mech = S[pb(p) + P_TRASH + ak[i] % 256]
            v = np.float64(CT[mech, C_MIGHT] - might(S, CT, p, u, ROLE_NONE)) \
                - (1.0 - CT[S[uo(p, u) + U_CARD], C_TOKEN])
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)
