"""Units arriving at a battlefield (428-431) and combat (437-444), its showdown
step (442) in showdown.py: after the attack and defend triggers, both players
may play Action and Reaction cards, the attacker first, before combat damage.

Simplified: the showdown has no chain (a card resolves before Focus passes, so
no one responds to a single spell) and a cap of plays; a move to an empty
battlefield opens no showdown (340.2: both players pass at once there); damage
is assigned as the pilots pick, not as a simultaneous choice."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.board import (
    ROLE_ATTACKER, ROLE_DEFENDER, count_at, lethal, might, might_at, take_damage,
)
from decksim.core.riftbound.effects import has_steps, resolve
from decksim.core.riftbound.gear import gear_steps
from decksim.core.riftbound.triggers import (
    alone_mask, battlefield_trigger, combat_end, leave, sweep, trigger_units,
)
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.scoring import score
from decksim.core.riftbound.showdown import showdown
from decksim.core.riftbound.state import (
    BF_CARD, BF_CTRL, bfo, CONQUER, EV_COMBAT, G_ATTACKER, G_COMBAT_LOC, G_EVENT_LOC, G_EXCESS,
    G_OPEN, LOC_BASE, LOC_BF0, log, pb, P_COMBATS, P_COMBATS_WON, P_UNITS_N, U_CARD, U_DMG,
    U_FOUGHT, U_LOC, uo, U_TANK,
)
from decksim.core.riftbound.tables import C_BACKLINE, C_TANK, W_ATTACK, W_CONQUER, W_DEFEND


@kernel(inline=True)
def has_tank(S, CT, q, u):
    """Tank (741): its own or given this turn."""
    return CT[S[uo(q, u) + U_CARD], C_TANK] == 1 or S[uo(q, u) + U_TANK] == 1


@kernel()
def assign_damage(S, CT, PR, rng, p, bf, amount, how, ak):
    """443.1.d: p assigns `amount` combat damage among the opponent's units at bf
    (theirs with role `how`): each chosen unit gets lethal damage in full before
    the next is chosen (443.1.d.3), no more than lethal unless it is the last
    (443.1.d.4), units with Tank first (741.1.c.2) and with Backline last. p chooses
    the order. The excess: what the last unit got beyond lethal, or what no unit was
    left to take."""
    q = 1 - p
    loc = LOC_BF0 + bf
    done = np.int64(0)            # bit u: unit u was assigned damage
    while amount > 0:
        n = 0
        tanks = 0
        front = 0                 # units without Backline
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_LOC] == loc and (done >> u) & 1 == 0:
                if has_tank(S, CT, q, u):
                    tanks += 1
                if CT[S[uo(q, u) + U_CARD], C_BACKLINE] == 0:
                    front += 1
                n += 1
        if n == 0:
            return amount
        k = 0
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_LOC] == loc and (done >> u) & 1 == 0 \
                    and (tanks == 0 or has_tank(S, CT, q, u)) \
                    and (front == 0 or CT[S[uo(q, u) + U_CARD], C_BACKLINE] == 0):
                ak[k] = u
                k += 1
        u = ak[decide.damage_target(S, CT, PR, rng, p, ak, k, amount, how)]
        need = lethal(S, CT, q, u, how)
        give = amount if n == 1 else min(amount, need)
        if n == 1 and amount > need:
            take_damage(S, q, u, give)
            return amount - need
        take_damage(S, q, u, give)
        amount -= give
        done |= np.int64(1) << u
    return np.int64(0)


@kernel()
def kill_lethal(S, CT, p, loc, L):
    """322.4 (with the combat's roles, 444.1): units at loc with non-zero damage
    reaching their Might are killed, all at once (both sides' lethal units found
    before any leaves), their Deathknells waiting for the action's cleanup
    (triggers.py); p is the attacker."""
    dying0 = np.int64(0)
    dying1 = np.int64(0)
    for q in range(2):
        how = ROLE_ATTACKER if q == p else ROLE_DEFENDER
        for u in range(S[pb(q) + P_UNITS_N]):
            o = uo(q, u)
            if S[o + U_LOC] == loc and S[o + U_DMG] > 0 and S[o + U_DMG] >= might(S, CT, q, u,
                                                                                 how):
                if q == 0:
                    dying0 |= np.int64(1) << u
                else:
                    dying1 |= np.int64(1) << u
    alone0 = alone_mask(S, 0, dying0)
    alone1 = alone_mask(S, 1, dying1)
    for q in range(2):
        dying = dying0 if q == 0 else dying1
        alone = alone0 if q == 0 else alone1
        for u in range(S[pb(q) + P_UNITS_N] - 1, -1, -1):
            if (dying >> u) & 1:
                leave(S, CT, q, u, (alone >> u) & 1, L)


@kernel()
def heal_all(S):
    """405: every unit's damage is cleared (444.1.a.1, 317.2.b)."""
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            S[uo(q, u) + U_DMG] = 0


@kernel()
def combat(S, CT, PR, rng, p, bf, ak, L):
    """437-444: p's units attack the opponent's at bf. The attack and defend
    triggers, then the showdown (442); each side's summed Might is assigned among
    the other's units (443), the damage dealt at once; the lethal are killed, all
    units healed, the attackers recalled if defenders remain (444.1.a); whoever
    alone remains controls the battlefield (444.2)."""
    q = 1 - p
    loc = LOC_BF0 + bf
    S[pb(p) + P_COMBATS] += 1
    S[G_EXCESS] = 0
    S[G_EXCESS + 1] = 0
    S[G_OPEN] = 0
    for x in range(2):
        for u in range(S[pb(x) + P_UNITS_N]):
            if S[uo(x, u) + U_LOC] == loc:
                S[uo(x, u) + U_FOUGHT] = 1
    trigger_units(S, CT, PR, rng, p, W_ATTACK, loc, ak, L)
    trigger_units(S, CT, PR, rng, q, W_DEFEND, loc, ak, L)
    S[G_EVENT_LOC] = loc
    gear_steps(S, CT, PR, rng, p, W_ATTACK, ak, L)         # "when a friendly unit attacks"
    gear_steps(S, CT, PR, rng, q, W_DEFEND, ak, L)
    if has_steps(CT, S[bfo(bf) + BF_CARD], W_DEFEND):       # "when you defend here"
        resolve(S, CT, PR, rng, q, S[bfo(bf) + BF_CARD], W_DEFEND, -1, ak, L)
    sweep(S, CT, L)
    S[G_COMBAT_LOC] = loc
    S[G_ATTACKER] = p
    showdown(S, CT, PR, rng, p, bf, ak, L)        # 442: the Showdown Step
    atk = might_at(S, CT, p, loc, ROLE_ATTACKER)
    dfn = might_at(S, CT, q, loc, ROLE_DEFENDER)
    log(L, EV_COMBAT, p, bf, atk, dfn)
    S[G_EXCESS + p] = assign_damage(S, CT, PR, rng, p, bf, atk, ROLE_DEFENDER, ak)
    S[G_EXCESS + q] = assign_damage(S, CT, PR, rng, q, bf, dfn, ROLE_ATTACKER, ak)
    kill_lethal(S, CT, p, loc, L)
    heal_all(S)
    S[G_COMBAT_LOC] = 0
    left_p = count_at(S, p, loc)
    left_q = count_at(S, q, loc)
    if left_p > 0 and left_q > 0:
        for u in range(S[pb(p) + P_UNITS_N]):        # 432: a recall is not a move
            if S[uo(p, u) + U_LOC] == loc:
                S[uo(p, u) + U_LOC] = LOC_BASE
        left_p = 0
    combat_end(S, CT, PR, rng, ak, L)
    if left_p > 0:
        S[pb(p) + P_COMBATS_WON] += 1
        S[bfo(bf) + BF_CTRL] = p
        score(S, rng, p, bf, CONQUER, L)
        battlefield_trigger(S, CT, PR, rng, p, bf, W_CONQUER, ak, L)
    elif left_q == 0:
        S[bfo(bf) + BF_CTRL] = -1                    # 444.2.d


@kernel()
def arrive(S, CT, PR, rng, p, bf, ak, L):
    """p's units became present at bf. A battlefield p does not control becomes
    Contested (428): with the opponent's units there a combat follows (430), else a
    showdown, passed by both players, after which p establishes control and
    conquers (429, 340.2, 345.2.a)."""
    if S[bfo(bf) + BF_CTRL] == p:
        return
    if count_at(S, 1 - p, LOC_BF0 + bf) > 0:
        combat(S, CT, PR, rng, p, bf, ak, L)
    else:
        S[G_EXCESS + p] = 0
        S[G_OPEN] = 1 if S[bfo(bf) + BF_CTRL] < 0 else 0
        S[bfo(bf) + BF_CTRL] = p
        score(S, rng, p, bf, CONQUER, L)
        battlefield_trigger(S, CT, PR, rng, p, bf, W_CONQUER, ak, L)
