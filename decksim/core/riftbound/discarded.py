""""When you discard me" text (409.1.b): hand_to_trash queues each discarded card with
`discarded` steps (G_DISC); once the discarding effect or cost is done, moves.settle
resolves them here in the order discarded, and plays the text of a unit that text played
from the trash (Flame Chompers' play_discarded, a Limited Play, 406.3): its play
reactions follow in settle's next round (U_NEW)."""
from decksim.core.riftbound.effects import resolve
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    G_DISC, G_DISC_N, G_WINNER, pb, PEND_MIGHT, PEND_OWNER, P_UNITS_N, U_CARD, uo,
)
from decksim.core.riftbound.tables import C_WEAPONMASTER, W_DISCARDED, W_PLAY
from decksim.core.riftbound.triggers import granted_on_play, mark_mighty
from decksim.core.riftbound.gear import weaponmaster


@kernel()
def discard_plays(S, CT, PR, rng, ak, L):
    """Resolve the waiting `discarded` text, the first discarded first."""
    while S[G_DISC_N] > 0 and S[G_WINNER] < 0:
        x = S[G_DISC]
        for j in range(S[G_DISC_N] - 1):
            S[G_DISC + j] = S[G_DISC + j + 1]
        S[G_DISC_N] -= 1
        p = (x // PEND_OWNER) % 2
        card = x % PEND_MIGHT
        before = S[pb(p) + P_UNITS_N]
        resolve(S, CT, PR, rng, p, card, W_DISCARDED, -1, ak, L)
        u = S[pb(p) + P_UNITS_N] - 1
        if u >= before and S[uo(p, u) + U_CARD] == card:     # played: as any unit played
            mark_mighty(S, CT, p, u)
            if CT[card, C_WEAPONMASTER] == 1:
                weaponmaster(S, CT, PR, rng, p, u, ak, L)
            resolve(S, CT, PR, rng, p, card, W_PLAY, u, ak, L)
            granted_on_play(S, CT, PR, rng, p, card, ak, L)
    S[G_DISC_N] = 0
