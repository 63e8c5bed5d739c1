"""What waits until an action's own text has resolved: the reactions to a unit
being played (triggers.play_reactions: a battlefield's `played_here`, the next play
readied and buffed, the opponent's `foe_play`), the "when you stun" triggers (410),
then the effects' moves (arrivals.settle_moves: the moved units' move triggers and
their arrivals, 428-431), then the "when you discard me" text (discarded.py, 409.1.b).
actions.apply_action and the Beginning Phase call settle;
the engine has no chain, so they resolve in this fixed order once the triggering
text is done, again while any of them wakes another."""
from decksim.core.riftbound.arrivals import settle_moves
from decksim.core.riftbound.discarded import discard_plays, effect_plays
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    G_ARRIVE, G_DISC_N, G_EVENT_LOC, G_STUN_AT, G_WINNER, LOC_BF0, NBF, pb, P_UNITS_N, U_ARRIVE,
    U_NEW, uo, U_PLAY_WAIT,
)
from decksim.core.riftbound.tables import W_STUN
from decksim.core.riftbound.triggers import play_reactions, trigger_units

SETTLE_ROUNDS = 8      # rounds of waiting reactions at most (each may wake new ones)


@kernel()
def waiting(S):
    """Does a play text or reaction, a "when you stun" trigger, an effect's move or a
    discarded card's text wait?"""
    if S[G_STUN_AT] != 0 or S[G_ARRIVE] != 0 or S[G_DISC_N] != 0:
        return True
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_NEW] == 1 or S[uo(q, u) + U_ARRIVE] == 1 \
                    or S[uo(q, u) + U_PLAY_WAIT] == 1:
                return True
    return False


@kernel()
def settle(S, CT, PR, rng, p, ak, L):
    """After p's action (or a Beginning Phase step): the units played (p's, then the
    opponent's: tokens its triggers made), the waiting "when you stun" triggers
    (G_STUN_AT: the event battlefield is the stunned unit's), then the effects' moves
    and their arrivals (arrivals.settle_moves: a combat, the mover attacking,
    442.1.a.1, or a conquest), until none waits."""
    for _ in range(SETTLE_ROUNDS):
        if not waiting(S) or S[G_WINNER] >= 0:
            return
        effect_plays(S, CT, PR, rng, ak, L)         # units card text played: their text
        play_reactions(S, CT, PR, rng, p, ak, L)
        play_reactions(S, CT, PR, rng, 1 - p, ak, L)
        for x in range(2):
            for bf in range(NBF):
                bit = 1 << (x * NBF + bf)
                if S[G_STUN_AT] & bit and S[G_WINNER] < 0:
                    S[G_STUN_AT] &= ~bit
                    S[G_EVENT_LOC] = LOC_BF0 + bf
                    trigger_units(S, CT, PR, rng, x, W_STUN, -1, ak, L)
        settle_moves(S, CT, PR, rng, ak, L)
        discard_plays(S, CT, PR, rng, ak, L)
    S[G_STUN_AT] = 0
