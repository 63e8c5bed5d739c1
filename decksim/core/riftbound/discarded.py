""""When you discard me" text (409.1.b) and units played by card text: hand_to_trash
queues each discarded card with `discarded` steps (G_DISC); once the discarding effect
or cost is done, moves.settle resolves them here in the order discarded (Flame
Chompers' play_discarded). A unit card text played (a Limited Play, 406.3:
effects_more.effect_play) has its play text run here once that text is done
(U_PLAY_WAIT), then its play reactions (U_NEW), so no effect recurses into another."""
from decksim.core.riftbound.board import might, ROLE_NONE
from decksim.core.riftbound.effects import resolve
from decksim.core.riftbound.gear import weaponmaster
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    G_DISC, G_DISC_N, G_WINNER, pb, PEND_MIGHT, PEND_OWNER, P_UNITS_N, U_CARD, U_GONE, U_MIGHTY,
    uo, U_PLAY_WAIT,
)
from decksim.core.riftbound.tables import C_WEAPONMASTER, W_DISCARDED, W_PLAY
from decksim.core.riftbound.triggers import granted_on_play


@kernel()
def effect_plays(S, CT, PR, rng, ak, L):
    """The play text of the units card text played (U_PLAY_WAIT), in board order:
    Weaponmaster, its `play` steps, what other cards give it (as actions.apply_action
    plays a unit). Entering the board is not becoming Mighty (709)."""
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            o = uo(q, u)
            if S[o + U_PLAY_WAIT] == 0:
                continue
            S[o + U_PLAY_WAIT] = 0
            if S[o + U_GONE] != 0 or S[G_WINNER] >= 0:
                continue
            card = S[o + U_CARD]
            if S[o + U_MIGHTY] == 0:
                S[o + U_MIGHTY] = 2 if might(S, CT, q, u, ROLE_NONE) >= 5 else 1
            if CT[card, C_WEAPONMASTER] == 1:
                weaponmaster(S, CT, PR, rng, q, u, ak, L)
            resolve(S, CT, PR, rng, q, card, W_PLAY, u, ak, L)
            granted_on_play(S, CT, PR, rng, q, card, ak, L)


@kernel()
def discard_plays(S, CT, PR, rng, ak, L):
    """Resolve the waiting `discarded` text, the first discarded first."""
    while S[G_DISC_N] > 0 and S[G_WINNER] < 0:
        x = S[G_DISC]
        for j in range(S[G_DISC_N] - 1):
            S[G_DISC + j] = S[G_DISC + j + 1]
        S[G_DISC_N] -= 1
        resolve(S, CT, PR, rng, (x // PEND_OWNER) % 2, x % PEND_MIGHT, W_DISCARDED, -1, ak, L)
    S[G_DISC_N] = 0
