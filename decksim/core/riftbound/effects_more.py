"""More of the ability interpreter (effects.resolve calls these): the conditions,
player ops and unit ops added for the Unleashed precons (Vex, Vi) and some
battlefields: stuns that wait for "when you stun" (410), moves made by an effect
(427: they wait for their arrival, moves.settle), paying an optional Energy,
revealing a spell, winning outright."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.board import ROLE_DEFENDER, ROLE_NONE, count_at, might, might_at
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import END_CARD
from decksim.core.riftbound.scoring import draw
from decksim.core.riftbound.state import (
    G_ARRIVE, G_EVENT_LOC, G_EXCESS_DMG, G_LEGEND_EXH, G_NEXT_PLAY, G_FIRST_HERE, G_PAID, G_REASON,
    G_ONLY_AT, G_STUN_AT, G_WINNER, LOC_BASE, LOC_BF0, NBF, P_DECK, P_DECK_N, P_RUNES, P_RUNES_N,
    P_UNITS_N, RN_EXH, RN_W, U_CARD, U_CSHIELD, U_GONE, U_LOC, U_NOMOVE, U_STUN, pb, uo,
)
from decksim.core.riftbound.tables import (
    C_TOKEN, C_TYPE, IF_ENEMY_STUNNED, IF_EXCESS_3, IF_FIRST_HERE, IF_FROM_HIDDEN, IF_MIGHTY_THERE,
    IF_SEVEN_THERE, OP_DIG_SPELL, OP_GIVE_SHIELD_COMBAT, OP_NEXT_PLAY_BOOST, OP_PAY, OP_PIN,
    OP_STUN, OP_WIN, T_SPELL,
)


@kernel()
def enemy_stunned(S, p):
    """Does p's opponent control a stunned unit?"""
    q = 1 - p
    for u in range(S[pb(q) + P_UNITS_N]):
        if S[uo(q, u) + U_STUN] == 1:
            return True
    return False


@kernel()
def more_condition(S, CT, p, cond, src):
    """The conditions of effects_more (effects.condition asks for the others)."""
    if cond == IF_ENEMY_STUNNED:
        return enemy_stunned(S, p)
    if cond == IF_EXCESS_3:
        return S[G_EXCESS_DMG + p] >= 3 and (S[G_LEGEND_EXH] >> p) & 1 == 0
    if cond == IF_FROM_HIDDEN:
        return S[G_ONLY_AT] > 0
    if cond == IF_MIGHTY_THERE:
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_LOC] == S[G_EVENT_LOC] and might(S, CT, p, u, ROLE_NONE) >= 5:
                return True                     # 706
        return False
    if cond == IF_SEVEN_THERE:
        return count_at(S, p, S[G_EVENT_LOC]) >= 7
    if cond == IF_FIRST_HERE:
        if src < 0 or CT[S[uo(p, src) + U_CARD], C_TOKEN] == 1:
            return False
        loc = S[uo(p, src) + U_LOC]
        return loc != LOC_BASE and (S[G_FIRST_HERE] >> (p * NBF + loc - LOC_BF0)) & 1 == 0
    return True


@kernel()
def more_unit(S, p, op, n, q, u):
    """Player p's unit ops of effects_more on q's unit u."""
    o = uo(q, u)
    if op == OP_STUN:
        # 410.1.a.1: stunning a stunned unit is no new stun; an enemy's at a battlefield
        # wakes p's "when you stun" triggers (moves.settle)
        if S[o + U_STUN] == 0 and q != p and S[o + U_LOC] != LOC_BASE:
            S[G_STUN_AT] |= 1 << (p * NBF + S[o + U_LOC] - LOC_BF0)
        S[o + U_STUN] = 1                       # 410.1
    elif op == OP_PIN:
        S[o + U_NOMOVE] = 1
    elif op == OP_GIVE_SHIELD_COMBAT:
        S[o + U_CSHIELD] += n


@kernel()
def pay_energy(S, p, n):
    """Exhaust n ready runes of p when it has them (an optional [n] paid): paid?"""
    b = pb(p)
    ready = 0
    for r in range(S[b + P_RUNES_N]):
        if S[b + P_RUNES + r * RN_W + RN_EXH] == 0:
            ready += 1
    if ready < n:
        return False
    k = n
    for r in range(S[b + P_RUNES_N] - 1, -1, -1):
        if k > 0 and S[b + P_RUNES + r * RN_W + RN_EXH] == 0:
            S[b + P_RUNES + r * RN_W + RN_EXH] = 1
            k -= 1
    return True


@kernel()
def more_player(S, CT, rng, p, op, n, L):
    """The player ops of effects_more."""
    b = pb(p)
    if op == OP_PAY:
        S[G_PAID] = 1 if pay_energy(S, p, n) else 0
    elif op == OP_NEXT_PLAY_BOOST:
        S[G_NEXT_PLAY] |= 1 << p
    elif op == OP_WIN:
        if S[G_WINNER] < 0:
            S[G_WINNER] = p
            S[G_REASON] = END_CARD
    elif op == OP_DIG_SPELL:
        top = S[b + P_DECK_N] - 1           # 418.1.c: an empty deck reveals nothing
        if top < 0:
            return
        card = S[b + P_DECK + top]
        if CT[card, C_TYPE] == T_SPELL:
            draw(S, rng, p, L)
        else:                               # 403.1.a: recycled to the bottom
            for k in range(top, 0, -1):
                S[b + P_DECK + k] = S[b + P_DECK + k - 1]
            S[b + P_DECK] = card


@kernel()
def move_to_event(S, CT, PR, rng, p, src):
    """p's unit src moves (an effect's move, 427) to the event battlefield when its
    pilot wants; its arrival waits for moves.settle."""
    loc = S[G_EVENT_LOC]
    o = uo(p, src)
    if src < 0 or S[o + U_GONE] != 0 or loc == LOC_BASE or S[o + U_LOC] == loc:
        return False
    if not decide.may_move(S, CT, PR, rng, p, src, loc):
        return False
    S[o + U_LOC] = loc
    S[G_ARRIVE] |= 1 << (p * NBF + loc - LOC_BF0)
    return True


@kernel()
def pull_amount(S, CT, p, src):
    """What an enemy unit pulled to src's battlefield would face: p's defenders' Might
    there (the pilot's `amount`)."""
    if src < 0:
        return np.int64(0)
    return might_at(S, CT, p, S[uo(p, src) + U_LOC], ROLE_DEFENDER)


@kernel()
def pull(S, p, src, q, u):
    """q's unit u moves (an effect's move) to p's unit src's battlefield; q's arrival
    waits for moves.settle (q applied the Contested status: it attacks, 442.1.a.1)."""
    loc = S[uo(p, src) + U_LOC]
    if src < 0 or loc == LOC_BASE:
        return
    S[uo(q, u) + U_LOC] = loc
    S[G_ARRIVE] |= 1 << (q * NBF + loc - LOC_BF0)
