"""When card text runs, outside a card's own play: the cleanup (319-322) that
kills units with lethal damage or marked to leave and resolves their
Deathknells (734); the triggers of units, battlefields and the Champion Legend
(conquer, hold, attack, defend, move, spell, start, end); Temporary (742); what
other cards grant a unit as it is played. The steps themselves run in
effects.resolve."""
import numpy as np

from decksim.core.zones import insert_first
from decksim.core.riftbound.board import count_at, gear_leaves, might, ROLE_NONE, unit_to_trash
from decksim.core.riftbound.effects import has_steps, lethal_now, on_player, resolve
from decksim.core.riftbound.effects_more import banished
from decksim.core.riftbound.gear import wearers
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.scoring import settle_control
from decksim.core.riftbound.select import tcode
from decksim.core.riftbound.state import (
    BF_CARD, BF_CTRL, BF_HIDDEN, BF_HIDER, bfo, EV_KILL, G_BANISH_OWN, G_BOUNCED, G_DEATH,
    G_DEATH_TURN, G_DIED, G_EVENT_LOC, G_FIRST_DEATH, G_FIRST_HERE, G_MIGHTY_UNIT, G_NEXT_PLAY, go,
    GONE_BANISH, GONE_HAND, GONE_KILL, GONE_RECYCLE, G_PEND, G_PEND_N, G_PLAYED, GR_ATT, GR_CARD,
    GR_TEMP, G_WINNER, G_XP, LOC_BASE, LOC_BF0, log, NBF, pb, P_DECK, P_DECK_N, PEND_ALONE,
    PEND_CAP, PEND_EMP, PEND_MIGHT, PEND_OWNER, P_GEAR_N, P_HAND, P_HAND_N, P_LEGEND, P_LOST,
    P_TRASH, P_TRASH_N, P_UNITS_N, P_WATCH, U_BUFF, U_CARD, U_CONQ, U_CSHIELD, U_DMG, U_EMP,
    U_EMP_NEW, U_EXH, U_FOUGHT, U_GONE, U_LOC, U_MIGHTY, U_NEW, UNIT_CAP, uo, U_SAVE, U_TEMP,
)
from decksim.core.riftbound.tables import (
    C_HUNT, C_MECH, C_MECH_VISION, C_TEMP, C_TOKEN, MAX_MAIN, OP_VISION, WATCH_MIGHTY, W_BANISH,
    W_BOUNCED, W_COMBAT_END, W_CONQUER, W_DEATH, W_EMPOWERED, W_FIRST_DEATH, W_FOE_PLAY, W_MIGHTY,
    W_PLAYED_HERE,
)


@kernel()
def leave(S, CT, q, u, alone, L):
    """Player q's unit u leaves the board at the cleanup: to the hand when bounced,
    to its owner's Banishment when banished (414, no Deathknell), else killed (415),
    its Deathknell waiting to resolve (734) with whether it died alone (1: no other
    friendly unit at its place) and its Might."""
    o = uo(q, u)
    card = S[o + U_CARD]
    b = pb(q)
    if S[o + U_GONE] == GONE_HAND and CT[card, C_TOKEN] == 0:
        loc = S[o + U_LOC]
        if loc != LOC_BASE and has_steps(CT, S[bfo(loc - LOC_BF0) + BF_CARD], W_BOUNCED):
            S[G_BOUNCED + q * NBF + loc - LOC_BF0] += 1     # its battlefield's text waits
        S[b + P_HAND + S[b + P_HAND_N]] = card
        S[b + P_HAND_N] += 1
        unit_to_trash(S, q, u)                  # the slot closes; the card was not trashed
        S[b + P_TRASH_N] -= 1
        return
    gone = S[o + U_GONE]
    if gone == GONE_RECYCLE:                    # 403.1.a, 403.1.c: to the bottom of its
        unit_to_trash(S, q, u)                  # owner's Main Deck (a token ceases to exist)
        S[b + P_TRASH_N] -= 1
        if CT[card, C_TOKEN] == 0:
            insert_first(S, b + P_DECK, b + P_DECK_N, MAX_MAIN + 1, card)
        return
    if gone >= GONE_BANISH:                     # 414.2: banished, not killed (414.2.a): no
        unit_to_trash(S, q, u)                  # Deathknell; a token ceases to exist
        S[b + P_TRASH_N] -= 1
        if CT[card, C_TOKEN] == 0:
            banished(S, gone - GONE_BANISH, q)
        return
    if S[o + U_SAVE] == 1:                  # it would die: healed, exhausted, recalled instead
        S[o + U_SAVE] = 0
        S[o + U_GONE] = 0
        S[o + U_DMG] = 0
        S[o + U_EXH] = 1
        S[o + U_LOC] = LOC_BASE
        return
    log(L, EV_KILL, q, card, S[o + U_LOC] - LOC_BF0, 0)
    S[G_DIED] = 1
    m = min(might(S, CT, q, u, ROLE_NONE), 255)
    for g in range(S[b + P_GEAR_N]):            # its Equipment's Deathknells (718.3)
        gc = S[go(q, g) + GR_CARD]
        if S[go(q, g) + GR_ATT] == u + 1 and has_steps(CT, gc, W_DEATH) and S[G_PEND_N] < PEND_CAP:
            S[G_PEND + S[G_PEND_N]] = q * PEND_OWNER + alone * PEND_ALONE + m * PEND_MIGHT + gc
            S[G_PEND_N] += 1
    if (S[G_DEATH_TURN] >> q) & 1 == 0:         # q's first unit to die this turn
        S[G_DEATH_TURN] |= 1 << q
        S[G_FIRST_DEATH] |= 1 << q
    if CT[card, C_TOKEN]:
        unit_to_trash(S, q, u)                  # a token ceases to exist
        S[b + P_TRASH_N] -= 1
        return
    if has_steps(CT, card, W_DEATH) and S[G_PEND_N] < PEND_CAP:
        S[G_PEND + S[G_PEND_N]] = (q * PEND_OWNER + alone * PEND_ALONE + m * PEND_MIGHT + card
                                   + S[o + U_EMP] * PEND_EMP)
        S[G_PEND_N] += 1
    unit_to_trash(S, q, u)
    S[b + P_LOST] += 1


@kernel()
def alone_mask(S, q, dying):
    """Bit u: unit u (of the dying mask) had no other friendly unit at its place."""
    out = np.int64(0)
    for u in range(S[pb(q) + P_UNITS_N]):
        if (dying >> u) & 1 and count_at(S, q, S[uo(q, u) + U_LOC]) == 1:
            out |= np.int64(1) << u
    return out


@kernel()
def sweep(S, CT, L):
    """322.3-322.4: the units with lethal damage or marked to leave go, all at once
    (whether each died alone is read before any leaves); again while a unit's
    leaving made another's damage lethal (321: a static Might bonus gone)."""
    again = True
    while again:
        again = False
        for q in range(2):
            dying = np.int64(0)
            for u in range(S[pb(q) + P_UNITS_N]):
                if lethal_now(S, CT, q, u):
                    dying |= np.int64(1) << u
            alone = alone_mask(S, q, dying)
            for u in range(S[pb(q) + P_UNITS_N] - 1, -1, -1):
                if (dying >> u) & 1:
                    leave(S, CT, q, u, (alone >> u) & 1, L)
                    again = True


@kernel()
def trigger_units(S, CT, PR, rng, p, when, loc, ak, L):
    """Player p's units at loc (-1: anywhere) with steps of `when` resolve them, in
    board order."""
    n = S[pb(p) + P_UNITS_N]
    seen = np.int64(0)
    for u in range(n):
        card = S[uo(p, u) + U_CARD]
        if (loc < 0 or S[uo(p, u) + U_LOC] == loc) and has_steps(CT, card, when):
            seen |= np.int64(1) << u
    for u in range(n):
        if (seen >> u) & 1 and S[uo(p, u) + U_GONE] == 0:
            resolve(S, CT, PR, rng, p, S[uo(p, u) + U_CARD], when, u, ak, L)


@kernel()
def trigger_legend(S, CT, PR, rng, p, when, ak, L):
    """Player p's Champion Legend resolves its steps of `when` (it stays in its
    zone: no unit is its own)."""
    card = S[pb(p) + P_LEGEND]
    if card >= 0 and has_steps(CT, card, when):
        resolve(S, CT, PR, rng, p, card, when, -1, ak, L)


@kernel()
def mark_mighty(S, CT, q, u):
    """Record whether q's unit u is Mighty now (708), without triggering."""
    S[uo(q, u) + U_MIGHTY] = 2 if might(S, CT, q, u, ROLE_NONE) >= 5 else 1


@kernel()
def mighty_check(S, CT, PR, rng, ak, L):
    """709: a unit whose Might went from below 5 to 5 or more since the last check
    became Mighty: its player's legend and units resolve their `mighty` steps, for it
    (G_MIGHTY_UNIT). A unit not yet checked (a token just made) is only recorded:
    entering the board is not becoming Mighty. Checked after each cleanup, so the
    combat-only Might (Assault, Shield) does not count."""
    for q in range(2):
        if (S[pb(q) + P_WATCH] & WATCH_MIGHTY) == 0:
            continue                            # no card of q's watches for it
        for u in range(S[pb(q) + P_UNITS_N]):
            o = uo(q, u)
            was = S[o + U_MIGHTY]
            mark_mighty(S, CT, q, u)
            if was == 1 and S[o + U_MIGHTY] == 2 and S[o + U_GONE] == 0:
                S[G_MIGHTY_UNIT] = q * UNIT_CAP + u
                trigger_legend(S, CT, PR, rng, q, W_MIGHTY, ak, L)
                trigger_units(S, CT, PR, rng, q, W_MIGHTY, -1, ak, L)


@kernel()
def waiting_triggers(S, CT, PR, rng, ak, L):
    """The triggers leave() left waiting: a battlefield's `bounced` text, its unit's
    owner acting, once per unit; each player's units' `first_death` text, the first
    time one of its units died this turn; then a player's legend's and units' `banish`
    text once it banished a card it owns (414), and the `empowered` text of units that
    became Empowered. Did any wait?"""
    woke = False
    for q in range(2):
        if (S[G_BANISH_OWN] >> q) & 1:
            S[G_BANISH_OWN] &= ~(1 << q)
            woke = True
            trigger_legend(S, CT, PR, rng, q, W_BANISH, ak, L)
            trigger_units(S, CT, PR, rng, q, W_BANISH, -1, ak, L)
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_EMP_NEW] == 1:
                S[uo(q, u) + U_EMP_NEW] = 0
                woke = True
                if S[uo(q, u) + U_GONE] == 0:
                    resolve(S, CT, PR, rng, q, S[uo(q, u) + U_CARD], W_EMPOWERED, u, ak, L)
    for q in range(2):
        for bf in range(NBF):
            while S[G_BOUNCED + q * NBF + bf] > 0:
                S[G_BOUNCED + q * NBF + bf] -= 1
                woke = True
                resolve(S, CT, PR, rng, q, S[bfo(bf) + BF_CARD], W_BOUNCED, -1, ak, L)
        if (S[G_FIRST_DEATH] >> q) & 1:
            S[G_FIRST_DEATH] &= ~(1 << q)
            trigger_units(S, CT, PR, rng, q, W_FIRST_DEATH, -1, ak, L)
            woke = True
    return woke


@kernel()
def play_reactions(S, CT, PR, rng, p, ak, L):
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
def cleanup(S, CT, PR, rng, ak, L):
    """321-322: sweep, resolve the waiting Deathknells in the order they died, sweep
    again, until nothing changes; battlefields without their controller's units
    become uncontrolled (322.6)."""
    woke = True
    while woke:                                 # the waiting triggers may kill or banish
        sweep(S, CT, L)
        while S[G_PEND_N] > 0:
            x = S[G_PEND]
            for j in range(S[G_PEND_N] - 1):
                S[G_PEND + j] = S[G_PEND + j + 1]
            S[G_PEND_N] -= 1
            S[G_DEATH] = x
            resolve(S, CT, PR, rng, (x // PEND_OWNER) % 2, x % PEND_MIGHT, W_DEATH, -1, ak, L)
            sweep(S, CT, L)
        woke = waiting_triggers(S, CT, PR, rng, ak, L)
    settle_control(S)
    for bf in range(NBF):                       # 322.7: a hidden card needs its hider in control
        o = bfo(bf)
        if S[o + BF_HIDDEN] > 0 and S[o + BF_CTRL] != S[o + BF_HIDER]:
            q = S[o + BF_HIDER]
            S[pb(q) + P_TRASH + S[pb(q) + P_TRASH_N]] = S[o + BF_HIDDEN] - 1
            S[pb(q) + P_TRASH_N] += 1
            S[o + BF_HIDDEN] = 0
    mighty_check(S, CT, PR, rng, ak, L)


@kernel()
def temporary_dies(S, CT, PR, rng, p, ak, L):
    """742.1.b: at the start of p's Beginning Phase, before scoring, p's units and gear
    with Temporary die (a gear given it by Fading Memories, GR_TEMP)."""
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_TEMP] == 1 or CT[S[uo(p, u) + U_CARD], C_TEMP] == 1:
            S[uo(p, u) + U_GONE] = GONE_KILL
    for g in range(S[pb(p) + P_GEAR_N] - 1, -1, -1):
        if S[go(p, g) + GR_TEMP] == 1:
            gear_leaves(S, CT, p, g)
    cleanup(S, CT, PR, rng, ak, L)


@kernel()
def battlefield_trigger(S, CT, PR, rng, p, bf, when, ak, L):
    """Player p conquered or held battlefield bf: its units there with steps of
    `when`, then the battlefield's own."""
    S[G_EVENT_LOC] = LOC_BF0 + bf
    for u in range(S[pb(p) + P_UNITS_N]):                  # Hunt: XP for conquer or hold
        if S[uo(p, u) + U_LOC] == LOC_BF0 + bf:
            S[G_XP + p] += CT[S[uo(p, u) + U_CARD], C_HUNT]
    trigger_units(S, CT, PR, rng, p, when, LOC_BF0 + bf, ak, L)
    wearers(S, CT, PR, rng, p, when, LOC_BF0 + bf, ak, L)      # 718.3: Equipment text
    if when == W_CONQUER:
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_LOC] == LOC_BF0 + bf:
                S[uo(p, u) + U_CONQ] = 1
    card = S[bfo(bf) + BF_CARD]
    if has_steps(CT, card, when):
        resolve(S, CT, PR, rng, p, card, when, -1, ak, L)
    trigger_legend(S, CT, PR, rng, p, when, ak, L)


@kernel()
def granted_on_play(S, CT, PR, rng, p, card, ak, L):
    """What other cards give a unit p just played: Vision to a Mech while p has a unit
    giving its Mechs Vision (743)."""
    if CT[card, C_MECH] == 0:
        return
    for u in range(S[pb(p) + P_UNITS_N]):
        if CT[S[uo(p, u) + U_CARD], C_MECH_VISION] == 1:
            on_player(S, CT, PR, rng, p, OP_VISION, 1, ak, L)
            return


@kernel()
def combat_end(S, CT, PR, rng, ak, L):
    """The units that were in the combat just ended (U_FOUGHT) and are still on the
    board resolve their steps for it."""
    for q in range(2):
        fought = np.int64(0)
        for u in range(S[pb(q) + P_UNITS_N]):
            S[uo(q, u) + U_CSHIELD] = 0                 # "this combat" ends
            if S[uo(q, u) + U_FOUGHT] == 1:
                fought |= np.int64(1) << u
                S[uo(q, u) + U_FOUGHT] = 0
        for u in range(S[pb(q) + P_UNITS_N]):
            if (fought >> u) & 1 and has_steps(CT, S[uo(q, u) + U_CARD], W_COMBAT_END):
                resolve(S, CT, PR, rng, q, S[uo(q, u) + U_CARD], W_COMBAT_END, u, ak, L)
