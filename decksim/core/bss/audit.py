"""The pilot audit's checks (`decksim audit`, docs/pilots.md): with G_AUDIT set,
the turn asks at the start of each Attack Step whether the attacks alone can take
the opponent's last life whatever the opponent blocks (a lethal; flash effects
and bursts aside), and at each End Step whether the opponent's next attacks can
take the player's last life whatever it blocks (dead on board), and whether
cores were left in the Reserve with a card in hand they could pay for."""
import numpy as np

from decksim.core.bss.costs import can_afford
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    G_AUDIT, G_WINNER, P_AU_DOB, P_AU_DOB_LOST, P_AU_DOB_NOW, P_AU_LEFT, P_AU_LETHAL,
    P_AU_MISSED, P_HAND, P_HAND_N, P_LIFE, P_RES, pb,
)
from decksim.core.bss.values import reach


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
            if can_afford(S, CT, AB, p, S[b + P_HAND + h]):
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
