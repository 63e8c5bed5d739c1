"""Moves made by card text (407, 427): a unit an effect moves, and where. The
destination is the acting player's pilot's pick (352.3); the move itself is
instant (424.3). Arriving at a battlefield its controller does not control
contests it (428), which opens a showdown or a combat (429-430) only once the
effect is done and the cleanup runs (431, 438): the unit is marked (U_ARRIVE,
G_ARRIVE) and arrivals.settle_moves resolves its move triggers and the arrival
then, so no effect recurses into another."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.board import count_at
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CTRL, G_ARRIVE, LOC_BASE, LOC_BF0, NBF, UNIT_CAP, U_ARRIVE, U_LOC, U_MOVED, bfo, uo,
)
from decksim.core.riftbound.tables import OP_MOVE_TO_MINE, OP_TOKEN


@kernel()
def move_dests(S, p, op, q, u, ak, n):
    """Append the locations player p's effect `op` may move q's unit u to (not where
    it is): its base or any battlefield (op move), or a battlefield where p has units
    (op move_to_mine); the new count."""
    here = S[uo(q, u) + U_LOC]
    if op != OP_MOVE_TO_MINE and here != LOC_BASE:
        ak[n] = LOC_BASE
        n += 1
    for bf in range(NBF):
        loc = LOC_BF0 + bf
        if loc != here and (op != OP_MOVE_TO_MINE or count_at(S, p, loc) > 0):
            ak[n] = loc
            n += 1
    return n


@kernel()
def can_move_unit(S, p, op, q, u, ak, n):
    """Has q's unit u a destination for p's effect `op` (ak from n is scratch)?"""
    return move_dests(S, p, op, q, u, ak, n) > n


@kernel()
def place_moved(S, q, u, dest):
    """q's unit u is moved by an effect to dest (the move is instant, 424.3); its move
    triggers and its arrival wait for arrivals.settle_moves (U_ARRIVE, G_ARRIVE). Its
    moves this turn are counted by count_move."""
    o = uo(q, u)
    S[o + U_LOC] = dest
    S[o + U_ARRIVE] = 1
    if dest != LOC_BASE:
        S[G_ARRIVE] |= np.int64(1) << (q * NBF + dest - LOC_BF0)


@kernel()
def effect_move(S, CT, PR, rng, p, op, q, u, ak):
    """Player p's effect moves q's unit u to the location p's pilot picks (at least
    one exists: can_move_unit). Its move triggers and its arrival wait for
    arrivals.settle_moves."""
    k = move_dests(S, p, op, q, u, ak, np.int64(0))
    if k == 0:
        return
    place_moved(S, q, u, ak[decide.effect_loc(S, CT, PR, rng, p, ak, k, op, q * UNIT_CAP + u)])


@kernel()
def token_loc(S, CT, PR, rng, p, ak):
    """Where p plays a token `at = choose`: its base or a battlefield it controls
    (352.2.a, 179.1.a), the pilot's pick."""
    k = 1
    ak[0] = LOC_BASE
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == p:
            ak[k] = LOC_BF0 + bf
            k += 1
    if k == 1:
        return np.int64(LOC_BASE)
    return ak[decide.effect_loc(S, CT, PR, rng, p, ak, k, OP_TOKEN, -1)]


@kernel(inline=True)
def count_move(S, q, u):
    """A unit moved (a Standard Move or an effect's): its moves this turn."""
    S[uo(q, u) + U_MOVED] += 1
