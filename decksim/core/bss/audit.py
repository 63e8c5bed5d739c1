"""The pilot audit's checks (`decksim audit`, docs/pilots.md): with G_AUDIT set,
the turn asks at the start of each Attack Step whether the attacks alone can take
the opponent's last life whatever the opponent blocks (a lethal; flash effects
and bursts aside), and at each End Step whether the opponent's next attacks can
take the player's last life whatever it blocks (dead on board), and whether
cores were left in the Reserve with a card in hand they could pay for."""
import numpy as np

from decksim.core.bss.cores import can_afford
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_CARD, F_EXH, F_FLAGS, FL_NO_ATTACK, FL_NO_BLOCK, FL_UNBLOCKABLE, G_AUDIT, G_WINNER,
    P_AU_DOB, P_AU_DOB_LOST, P_AU_DOB_NOW, P_AU_LEFT, P_AU_LETHAL, P_AU_MISSED, P_FIELD_N,
    P_HAND, P_HAND_N, P_LIFE, P_RES, fs, pb,
)
from decksim.core.bss.tables import C_NSYM, C_TYPE, OP_CANT_ATTACK, OP_CANT_BLOCK, T_SPIRIT
from decksim.core.bss.values import barred


@kernel()
def reach(S, CT, AB, p, all_attack):
    """The life p's spirits take whatever the opponent blocks: every spirit that can
    attack (all_attack: all of them, as after p's next Refresh Step; else the
    refreshed ones) against the opponent's spirits that can block now, each blocking
    the attacker with the most symbols it can."""
    o = 1 - p
    blockers = np.int64(0)
    for s in range(S[pb(o) + P_FIELD_N]):
        x = fs(o, s)
        if CT[S[x + F_CARD], C_TYPE] == T_SPIRIT and S[x + F_EXH] == 0 \
                and S[x + F_FLAGS] & FL_NO_BLOCK == 0 and not barred(S, CT, AB, o, s,
                                                                     OP_CANT_BLOCK):
            blockers += 1
    total = np.int64(0)
    by1 = np.int64(0)                   # blockable attackers with 1, 2, 3 symbols
    by2 = np.int64(0)
    by3 = np.int64(0)
    for s in range(S[pb(p) + P_FIELD_N]):
        x = fs(p, s)
        c = S[x + F_CARD]
        if CT[c, C_TYPE] != T_SPIRIT or (S[x + F_EXH] != 0 and not all_attack) \
                or S[x + F_FLAGS] & FL_NO_ATTACK or barred(S, CT, AB, p, s, OP_CANT_ATTACK):
            continue
        k = min(np.int64(CT[c, C_NSYM]), np.int64(3))
        total += k
        if S[x + F_FLAGS] & FL_UNBLOCKABLE == 0:
            by1 += 1 if k == 1 else 0
            by2 += 1 if k == 2 else 0
            by3 += 1 if k == 3 else 0
    m = min(blockers, by3)
    total -= 3 * m
    blockers -= m
    m = min(blockers, by2)
    total -= 2 * m
    blockers -= m
    return total - min(blockers, by1)


@kernel()
def at_attack_step(S, CT, AB, p):
    """At the start of p's Attack Step: is there a lethal (1 yes)?"""
    if S[G_AUDIT] == 0:
        return np.int64(0)
    return np.int64(1) if reach(S, CT, AB, p, False) >= S[pb(1 - p) + P_LIFE] else np.int64(0)


@kernel()
def at_turn_end(S, CT, AB, p, lethal):
    """At the end of p's turn (or of the game): a lethal missed, dead on board, cores
    left with a card they could pay for."""
    if S[G_AUDIT] == 0:
        return
    b = pb(p)
    if lethal:
        S[b + P_AU_LETHAL] += 1
        if S[G_WINNER] != p:
            S[b + P_AU_MISSED] += 1
    if S[G_WINNER] >= 0:
        return
    o = 1 - p
    if reach(S, CT, AB, o, True) >= S[b + P_LIFE]:
        S[b + P_AU_DOB] += 1
        S[b + P_AU_DOB_NOW] = 1
    if S[b + P_RES] > 0:
        for h in range(S[b + P_HAND_N]):
            if can_afford(S, CT, p, S[b + P_HAND + h]):
                S[b + P_AU_LEFT] += 1
                break


@kernel()
def at_turn_start(S, p):
    """p begins a turn: a dead-on-board turn end before it did not lose; at the game's
    end (G_WINNER set) the one that did is counted."""
    if S[G_AUDIT] == 0:
        return
    for q in range(2):
        b = pb(q)
        if S[b + P_AU_DOB_NOW] == 1 and (q == p or S[G_WINNER] >= 0):
            if S[G_WINNER] == 1 - q:
                S[b + P_AU_DOB_LOST] += 1
            S[b + P_AU_DOB_NOW] = 0
