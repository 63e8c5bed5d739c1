"""What follows an effect's moves (407, 427), once the effect is done: the moved
units' move triggers, the cleanup (431), then each arrival at a battlefield its
mover's controller does not control, which contests it (428): a showdown and a
conquest with no one else there (429), a combat with the opponent's units there
(430, 437), the mover attacking. Effects only mark the moves
(effect_moves.effect_move), so no effect recurses into another."""
import numpy as np

from decksim.core.riftbound.board import count_at
from decksim.core.riftbound.combat import arrive
from decksim.core.riftbound.effects import resolve
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    G_ACTIVE, G_ARRIVE, G_WINNER, LOC_BF0, NBF, P_UNITS_N, U_ARRIVE, U_CARD, U_GONE, pb, uo,
)
from decksim.core.riftbound.tables import W_MOVE
from decksim.core.riftbound.triggers import cleanup


@kernel()
def settle_moves(S, CT, PR, rng, ak, L):
    """Resolve the waiting effect moves: the turn player's moved units' move
    triggers first, then the other's; the cleanup; then the arrivals, the turn
    player's first (439.1)."""
    first = S[G_ACTIVE]
    for j in range(2):
        q = first if j == 0 else 1 - first
        moved = np.int64(0)
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_ARRIVE] == 1:
                S[uo(q, u) + U_ARRIVE] = 0
                moved |= np.int64(1) << u
        for u in range(S[pb(q) + P_UNITS_N]):
            if (moved >> u) & 1 and S[uo(q, u) + U_GONE] == 0:
                resolve(S, CT, PR, rng, q, S[uo(q, u) + U_CARD], W_MOVE, u, ak, L)
    if S[G_ARRIVE] == 0:
        return
    cleanup(S, CT, PR, rng, ak, L)
    for j in range(2):
        q = first if j == 0 else 1 - first
        for bf in range(NBF):
            bit = np.int64(1) << (q * NBF + bf)
            if S[G_ARRIVE] & bit:
                S[G_ARRIVE] &= ~bit
                if count_at(S, q, LOC_BF0 + bf) > 0 and S[G_WINNER] < 0:
                    arrive(S, CT, PR, rng, q, bf, ak, L)
                    cleanup(S, CT, PR, rng, ak, L)
    # a move made during those arrivals (in a combat's showdown) keeps its bit: the
    # next round of moves.settle resolves it
