"""What waits until an action's own text has resolved: the reactions to a unit
being played (a battlefield's `played_here`, the next play readied and buffed,
the opponent's `foe_play`), the "when you stun" triggers (410) and the arrival
(428-430) of units an effect moved to a battlefield. actions.apply_action and
the Beginning Phase call them; the engine has no chain, so they resolve in this
fixed order once the triggering text is done.

Simplified: a unit an effect moves into a battlefield where a combat was staged
joins after that combat (the first arrival resolves first)."""
from decksim.core.riftbound.combat import arrive
from decksim.core.riftbound.effects import has_steps, resolve
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.select import tcode
from decksim.core.riftbound.state import (
    BF_CARD, G_ARRIVE, G_EVENT_LOC, G_FIRST_HERE, G_NEXT_PLAY, G_PLAYED, G_STUN_AT, G_WINNER,
    LOC_BASE, LOC_BF0, NBF, P_UNITS_N, U_BUFF, U_CARD, U_EXH, U_GONE, U_LOC, U_NEW, bfo, pb, uo,
)
from decksim.core.riftbound.tables import C_TOKEN, W_FOE_PLAY, W_PLAYED_HERE, W_STUN
from decksim.core.riftbound.triggers import cleanup, trigger_units


@kernel()
def played(S, CT, PR, rng, p, ak, L):
    """The units p played in this action (U_NEW), in board order: the battlefield's
    `played_here` text (the unit its `self`), then the next play readied and buffed
    (G_NEXT_PLAY), then the opponent's units' `foe_play` text (G_PLAYED the unit)."""
    for u in range(S[pb(p) + P_UNITS_N]):
        o = uo(p, u)
        if S[o + U_NEW] == 0:
            continue
        S[o + U_NEW] = 0
        if S[o + U_GONE] != 0 or S[G_WINNER] >= 0:
            continue
        loc = S[o + U_LOC]
        if loc != LOC_BASE:
            card = S[bfo(loc - LOC_BF0) + BF_CARD]
            if has_steps(CT, card, W_PLAYED_HERE):
                resolve(S, CT, PR, rng, p, card, W_PLAYED_HERE, u, ak, L)
            if CT[S[o + U_CARD], C_TOKEN] == 0:
                S[G_FIRST_HERE] |= 1 << (p * NBF + loc - LOC_BF0)
        if (S[G_NEXT_PLAY] >> p) & 1:
            S[G_NEXT_PLAY] &= ~(1 << p)
            S[o + U_EXH] = 0                    # 402
            S[o + U_BUFF] = 1                   # 701
        S[G_PLAYED] = tcode(p, u)
        trigger_units(S, CT, PR, rng, 1 - p, W_FOE_PLAY, -1, ak, L)


@kernel()
def settle(S, CT, PR, rng, p, ak, L):
    """After p's action: the units played, then the waiting "when you stun"
    triggers (G_STUN_AT: the event battlefield is the stunned unit's) and the
    arrivals of units moved by an effect (G_ARRIVE: a showdown or a combat, the
    mover attacking, 442.1.a.1), until none waits."""
    for _ in range(8):
        played(S, CT, PR, rng, p, ak, L)
        played(S, CT, PR, rng, 1 - p, ak, L)        # tokens its triggers made
        if S[G_WINNER] >= 0:
            return
        if S[G_STUN_AT] == 0 and S[G_ARRIVE] == 0:
            return
        for x in range(2):
            for bf in range(NBF):
                bit = 1 << (x * NBF + bf)
                if S[G_STUN_AT] & bit:
                    S[G_STUN_AT] &= ~bit
                    S[G_EVENT_LOC] = LOC_BF0 + bf
                    trigger_units(S, CT, PR, rng, x, W_STUN, -1, ak, L)
        for x in range(2):
            for bf in range(NBF):
                bit = 1 << (x * NBF + bf)
                if S[G_ARRIVE] & bit and S[G_WINNER] < 0:
                    S[G_ARRIVE] &= ~bit
                    cleanup(S, CT, PR, rng, ak, L)
                    arrive(S, CT, PR, rng, x, bf, ak, L)
    S[G_STUN_AT] = 0
    S[G_ARRIVE] = 0
