"""Gear on the board (gear slots: state.GR_*) and Equipment (716-719, 744-747):
playing a gear, the Equip action (744: pay its cost, attach it to a friendly
unit; an attached Equipment gives the unit its Might Bonus and effect text,
board.gear_might), Quick-Draw (745: attached as it is played), Weaponmaster
(747: a unit played may Equip one of its player's Equipment to itself for one
Power less) and the Equipment's triggered text, run for the unit it is attached
to. A unit leaving the board leaves its Equipment at the base (board.unit_to_trash).

Simplified: Equip is used in its player's Action Phase (no showdowns are open
there); Quick-Draw's Reaction has no window to open (a gear is played in its
player's Action Phase like any card); Weaponmaster's discount is one Power of
the Equip cost ([A], 747.1.c), which is all the Power these Equip costs have."""
import numpy as np

from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import K_EQUIP, KIND_SHIFT
from decksim.core.riftbound.board import ROLE_NONE, add_gear, might, pool_pay, rune_counts
from decksim.core.riftbound.costs import ANY_DOMAIN, exhaust_runes, power_mask, recycle_for_power
from decksim.core.riftbound.effects import has_steps, resolve
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    EV_EQUIP, EV_GEAR, GR_ATT, GR_CARD, GR_EXH, G_GEAR_PLAYED, G_GEAR_SLOT, U_CARD, P_GEAR_N,
    P_UNITS_N, UNIT_CAP, U_GONE, U_LOC, go, log, pb, uo,
)
from decksim.core.riftbound.tables import (
    C_ENTERS_EXH, C_EQUIP, C_EQ_ANY, C_EQ_E, C_EQ_MIGHT_DISC, C_EQ_P, C_GOLD, C_QUICKDRAW, C_TOKEN,
    W_PLAY, W_FOE_GEAR,
)

EQ_EQUIP = 0          # EV_EQUIP's how: the Equip action,
EQ_WEAPONMASTER = 1   # Weaponmaster,
EQ_QUICKDRAW = 2      # Quick-Draw,
EQ_DETACH = 3         # detached


@kernel(inline=True)
def equip_mask(CT, card):
    return np.int64(ANY_DOMAIN) if CT[card, C_EQ_ANY] == 1 else power_mask(CT, card)


@kernel()
def equip_energy(S, CT, p, card, u):
    """The Equip cost's Energy choosing p's unit u (744.1.c.4: reduced by its Might)."""
    e = np.int64(CT[card, C_EQ_E])
    if CT[card, C_EQ_MIGHT_DISC] == 1:
        e -= might(S, CT, p, u, ROLE_NONE)
    return max(e, np.int64(0))


@kernel()
def equip_affordable(S, CT, p, card, u, less):
    """Can p pay gear `card`'s Equip cost choosing its unit u, `less` Power less?"""
    ready, fit = rune_counts(S, CT, p, equip_mask(CT, card))
    return ready >= equip_energy(S, CT, p, card, u) and fit >= CT[card, C_EQ_P] - less


@kernel()
def pay_equip(S, CT, p, card, u, less):
    energy = pool_pay(S, p, equip_energy(S, CT, p, card, u))
    energy = recycle_for_power(S, CT, p, equip_mask(CT, card), max(CT[card, C_EQ_P] - less, 0),
                               energy)
    exhaust_runes(S, p, energy)


@kernel()
def attach(S, p, g, u, how, L):
    """717: p's gear slot g becomes attached to p's unit u (moving off any other)."""
    S[go(p, g) + GR_ATT] = u + 1
    log(L, EV_EQUIP, p, S[go(p, g) + GR_CARD], p * UNIT_CAP + u, how)


@kernel()
def golds_before(S, CT, p, g):
    """p's ready Gold in the gear slots below g (a cost's Power spends the first ones)."""
    k = 0
    for h in range(g):
        if S[go(p, h) + GR_EXH] == 0 and CT[S[go(p, h) + GR_CARD], C_GOLD] == 1:
            k += 1
    return np.int64(k)


@kernel()
def after_pay(S, CT, p, g, before, golds):
    """Gear slot g's index after a cost paid with Gold (their slots closed): `before`
    gear were on the board, `golds` ready Gold below g."""
    return g - min(golds, before - S[pb(p) + P_GEAR_N])


@kernel()
def list_equip(S, CT, p, ak, n):
    """Append p's affordable Equip actions: each Equipment onto each friendly unit it
    is not attached to (one action per card and place for identical ones); the new
    count."""
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        card = S[go(p, g) + GR_CARD]
        if CT[card, C_EQUIP] == 0:
            continue
        dup = False
        for h in range(g):
            if S[go(p, h) + GR_CARD] == card and S[go(p, h) + GR_ATT] == S[go(p, g) + GR_ATT]:
                dup = True
        if dup:
            continue
        for u in range(S[b + P_UNITS_N]):
            if S[go(p, g) + GR_ATT] != u + 1 and S[uo(p, u) + U_GONE] == 0 \
                    and equip_affordable(S, CT, p, card, u, 0):
                ak[n] = (np.int64(K_EQUIP) << KIND_SHIFT) | g | (u << 8)
                n += 1
    return n


@kernel()
def equip(S, CT, p, g, u, L):
    """744: pay gear slot g's Equip cost and attach it to p's unit u."""
    card = S[go(p, g) + GR_CARD]
    before = S[pb(p) + P_GEAR_N]
    golds = golds_before(S, CT, p, g)
    pay_equip(S, CT, p, card, u, 0)
    attach(S, p, after_pay(S, CT, p, g, before, golds), u, EQ_EQUIP, L)


@kernel()
def weaponmaster(S, CT, PR, rng, p, u, ak, L):
    """747: p just played unit u with Weaponmaster: it may pay the Equip cost of one of
    its Equipment (attached or not, 747.1.c) to attach it to u, one Power less when
    that cost's Power is of any domain ([A]); a cost of a domain's Power is paid in
    full (747.1.c.3)."""
    k = 0
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        card = S[go(p, g) + GR_CARD]
        if CT[card, C_EQUIP] == 1 and S[go(p, g) + GR_ATT] != u + 1 \
                and equip_affordable(S, CT, p, card, u, CT[card, C_EQ_ANY]):
            ak[k] = g
            k += 1
    if k == 0:
        return
    i = decide.weaponmaster(S, CT, PR, rng, p, u, ak, k)
    if i < 0:
        return
    g = ak[i]
    before = S[pb(p) + P_GEAR_N]
    golds = golds_before(S, CT, p, g)
    card = S[go(p, g) + GR_CARD]
    pay_equip(S, CT, p, card, u, CT[card, C_EQ_ANY])
    attach(S, p, after_pay(S, CT, p, g, before, golds), u, EQ_WEAPONMASTER, L)


@kernel()
def foe_gear(S, CT, PR, rng, p, g, ak, L):
    """p just played gear slot g: the opponent's units' `foe_gear` text resolves, in board
    order, while the gear is on the board (G_GEAR_SLOT; Ravenbloom Prefect may banish it).
    Simplified: no chain, so these resolve before the gear's own play text."""
    S[G_GEAR_SLOT] = g + 1
    q = 1 - p
    seen = np.int64(0)
    for u in range(S[pb(q) + P_UNITS_N]):
        if has_steps(CT, S[uo(q, u) + U_CARD], W_FOE_GEAR):
            seen |= np.int64(1) << u
    for u in range(S[pb(q) + P_UNITS_N]):
        if (seen >> u) & 1 and S[uo(q, u) + U_GONE] == 0 and S[G_GEAR_SLOT] > 0:
            resolve(S, CT, PR, rng, q, S[uo(q, u) + U_CARD], W_FOE_GEAR, u, ak, L)


@kernel()
def play_gear(S, CT, PR, rng, p, card, ak, L):
    """A gear is played: to the base (ready unless its text says otherwise), its play
    steps run, Quick-Draw attaching it to a friendly unit the pilot picks (745.1.d; none
    to pick: it stays unattached)."""
    g = add_gear(S, p, card, CT[card, C_ENTERS_EXH])
    if CT[card, C_TOKEN] == 0:
        S[G_GEAR_PLAYED] |= 1 << p
    log(L, EV_GEAR, p, card, 0, 0)
    if g < 0:
        return
    foe_gear(S, CT, PR, rng, p, g, ak, L)
    g = S[G_GEAR_SLOT] - 1                      # -1: banished (Ravenbloom Prefect)
    resolve(S, CT, PR, rng, p, card, W_PLAY, -1, ak, L)
    if CT[card, C_QUICKDRAW] == 0 or g < 0:
        return
    k = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_GONE] == 0:
            ak[k] = u
            k += 1
    if k > 0:
        attach(S, p, g, ak[decide.equip_unit(S, CT, PR, rng, p, ak, k)], EQ_QUICKDRAW, L)


@kernel()
def wearers(S, CT, PR, rng, p, when, loc, ak, L):
    """The Equipment attached to p's units at loc (-1 anywhere) resolve their steps of
    `when`, for the unit they are attached to (718.3: "I" is that unit)."""
    b = pb(p)
    for g in range(S[b + P_GEAR_N]):
        u = S[go(p, g) + GR_ATT] - 1
        card = S[go(p, g) + GR_CARD]
        if u >= 0 and has_steps(CT, card, when) and S[uo(p, u) + U_GONE] == 0 \
                and (loc < 0 or S[uo(p, u) + U_LOC] == loc):
            resolve(S, CT, PR, rng, p, card, when, u, ak, L)


@kernel()
def gear_steps(S, CT, PR, rng, p, when, ak, L):
    """p's unattached gear resolve their own steps of `when` (an attached Equipment's rules
    text is inactive, 718.2)."""
    for g in range(S[pb(p) + P_GEAR_N]):
        card = S[go(p, g) + GR_CARD]
        if S[go(p, g) + GR_ATT] == 0 and has_steps(CT, card, when):
            resolve(S, CT, PR, rng, p, card, when, -1, ak, L)
