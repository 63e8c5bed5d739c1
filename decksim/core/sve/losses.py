"""How many times a leader lost defense this turn (13.5.2; x:leader_losses_this_turn).

Both damage to a leader and "give your leader -N defense" count (each call is one
loss). The count lives in two per-player scalars: the count and the turn it is for,
so it needs no reset at the start of a turn."""
from decksim.core.sve.kernel import kernel
from decksim.core.sve.state import G_TURN, P_LOSSES, P_LOSSES_TURN, pb


@kernel(inline=True)
def count_loss(S, b):
    """One more loss of defense for the player whose block starts at b."""
    if S[b + P_LOSSES_TURN] != S[G_TURN]:
        S[b + P_LOSSES_TURN] = S[G_TURN]
        S[b + P_LOSSES] = 0
    S[b + P_LOSSES] += 1


@kernel(inline=True)
def losses_this_turn(S, p):
    b = pb(p)
    if S[b + P_LOSSES_TURN] != S[G_TURN]:
        return 0
    return S[b + P_LOSSES]
