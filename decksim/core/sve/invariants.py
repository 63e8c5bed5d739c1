"""Engine invariants, checked after every action in debug runs (tests, soak).

Returns 0 when the state is sound, else the number of the first broken rule:
1 cards not conserved across zones, 2 PP out of [0, max PP], 3 max PP > 10,
4 field over its limit, 5 EX area over its limit, 6 EP < 0, 7 hand over capacity,
8 an evolved card linked twice or to a used slot that is not marked,
10 the Carrots of a race zone (4.13) not the ones linked to field cards (14.2.1),
9 a pilot's score of a play without simulating it differs from the simulated one
(policies/safe_plays.py, checked before each main-phase decision),
11 a field card's changed type (5.24.1, F_TYPE_AS) not a follower's or an amulet's,
12 a rules handling would change the position (11.2, 11.3, 11.7) though one ran last
(timing.timing_after_triggers skips it after steps that only trigger).
"""

from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import defense_of, type_at

from decksim.core.sve.state import (
    EVO, EVO_IN_RACE, EVO_USED, EX, EX_LIMIT, F_BASE, F_CARD, F_CNT, F_EVO_SLOT, F_FOREIGN,
    F_FOUGHT_BANE, F_RACE, F_TYPE_AS, G_WINNER, P_EVO_N, P_EX_FOREIGN, FIELD_LIMIT, MAX_HAND,
    P_BAN_N, P_CEM_N, P_DECK_N, P_DREW_EMPTY, P_EP, P_EX_N, P_FIELD_N, P_HAND_N, P_LEADER,
    P_MAXPP, P_PP, fo, pb,
)
from decksim.core.sve.tables import C_CARROT, C_KW, C_TOKEN

BAD_CONSERVATION = 1
BAD_PP = 2
BAD_MAXPP = 3
BAD_FIELD = 4
BAD_EX = 5
BAD_EP = 6
BAD_HAND = 7
BAD_EVOLVE_LINK = 8
BAD_SAFE_SCORE = 9
BAD_RACE_LINK = 10
BAD_TYPE_AS = 11
BAD_RULES = 12


@kernel()
def rules_due(S, CT):
    """Whether rules.rules_handling would change the position: a loss (11.2), a
    follower at 0 defense or one that fought Bane (11.3), a Stack card without
    counters (11.7)."""
    if S[G_WINNER] >= 0:
        return False
    for p in range(2):
        b = pb(p)
        if S[b + P_LEADER] <= 0 or S[b + P_DREW_EMPTY] == 1:
            return True
        for s in range(S[b + P_FIELD_N]):
            o = fo(p, s)
            if type_at(S, CT, o) == V.TYPE_FOLLOWER:
                if defense_of(S, CT, p, s) <= 0 or S[o + F_FOUGHT_BANE] == 1:
                    return True
            elif (CT[S[o + F_CARD], C_KW] & V.KW_STACK) != 0 and S[o + F_CNT] <= 0:
                return True
    return False


@kernel()
def check(S, CT, main_sizes):
    """main_sizes[p]: the number of main-deck cards player p started with. Cards are
    counted for their owner (3.1.1): a card taken from the opponent sits in p's EX
    area or field but is the opponent's (P_EX_FOREIGN, F_FOREIGN)."""
    n0 = 0
    n1 = 0
    for p in range(2):
        b = pb(p)
        if S[b + P_PP] < 0 or S[b + P_PP] > S[b + P_MAXPP]:
            return BAD_PP
        if S[b + P_MAXPP] > 10:
            return BAD_MAXPP
        if S[b + P_FIELD_N] > FIELD_LIMIT:
            return BAD_FIELD
        if S[b + P_EX_N] > EX_LIMIT:
            return BAD_EX
        if S[b + P_EP] < 0:
            return BAD_EP
        if S[b + P_HAND_N] > MAX_HAND:
            return BAD_HAND
        mine = S[b + P_DECK_N] + S[b + P_HAND_N] + S[b + P_CEM_N] + S[b + P_BAN_N]
        theirs = 0
        for i in range(S[b + P_EX_N]):
            if CT[S[b + EX + i], C_TOKEN] == 0:
                if ((S[b + P_EX_FOREIGN] >> i) & 1) != 0:
                    theirs += 1
                else:
                    mine += 1
        for s in range(S[b + P_FIELD_N]):
            o = fo(p, s)
            if CT[S[o + F_BASE], C_TOKEN] == 0:
                if S[o + F_FOREIGN] == 1:
                    theirs += 1
                else:
                    mine += 1
            if S[o + F_TYPE_AS] != 0 and S[o + F_TYPE_AS] != V.TYPE_FOLLOWER + 1 and \
                    S[o + F_TYPE_AS] != V.TYPE_AMULET + 1:   # 5.24.1: a field card's types
                return BAD_TYPE_AS
            e = S[o + F_EVO_SLOT]
            if e >= 0:
                if S[b + EVO_USED + e] != 1:
                    return BAD_EVOLVE_LINK
                for t in range(s):
                    if S[fo(p, t) + F_EVO_SLOT] == e:
                        return BAD_EVOLVE_LINK
        raced = 0
        for s in range(S[b + P_FIELD_N]):
            raced += S[fo(p, s) + F_RACE]
        for i in range(S[b + P_EVO_N]):
            if S[b + EVO_USED + i] == EVO_IN_RACE:
                if CT[S[b + EVO + i], C_CARROT] != 1:
                    return BAD_RACE_LINK
                raced -= 1
        if raced != 0:
            return BAD_RACE_LINK
        if p == 0:
            n0 += mine
            n1 += theirs
        else:
            n1 += mine
            n0 += theirs
    if n0 != main_sizes[0] or n1 != main_sizes[1]:
        return BAD_CONSERVATION
    if rules_due(S, CT):
        return BAD_RULES
    return 0
