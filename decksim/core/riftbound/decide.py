"""The decision interface: every choice the rules ask a player for goes through
here to the player's pilot (policies/), selected by PR[p]; the scenario API's
dictated answers come first."""
import numpy as np

from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies import choices, combat_value, pilots, targets
from decksim.core.riftbound.state import (
    DQ_BF, DQ_CAP, DQ_EFFECT, DQ_EQUIP, DQ_LOC, DQ_TARGET, G_DQ, G_DQ_N,
)


@kernel()
def dictated(S, ak, n, off):
    """The index in ak[0:n] of the first dictated answer, taken off the queue; -1
    when none waits or it is not among the choices. An answer is a unit index plus
    DQ_TARGET (off). (The scenario applies its actions itself.)"""
    if S[G_DQ_N] == 0:
        return np.int64(-1)
    for i in range(n):
        if ak[i] + off == S[G_DQ]:
            for j in range(DQ_CAP - 1):
                S[G_DQ + j] = S[G_DQ + j + 1]
            S[G_DQ_N] -= 1
            return np.int64(i)
    return np.int64(-1)


@kernel()
def action(S, CT, PR, rng, p, ak, n):
    """p's pick among its legal actions ak[0:n] (actions.list_actions)."""
    if n <= 1:
        return np.int64(0)
    return pilots.choose_action(S, CT, PR, rng, p, ak, n)


@kernel()
def showdown(S, CT, PR, rng, p, bf, ak, n):
    """p's pick, with Focus in the showdown of the combat at bf, among its options
    ak[0:n] (showdown.list_showdown; ak[0] passes)."""
    if n <= 1:
        return np.int64(0)
    return combat_value.showdown_choice(S, CT, PR, rng, p, bf, ak, n)


@kernel()
def mulligan(S, CT, PR, rng, p):
    """117.1: the mask of p's hand cards to set aside (at most two)."""
    return pilots.mulligan_choice(S, CT, PR, rng, p)


@kernel()
def damage_target(S, CT, PR, rng, p, ak, n, amount, how):
    """443.1.d: the opponent's unit ak[i] (role how) p assigns damage to next, with
    `amount` left to assign."""
    if n <= 1:
        return np.int64(0)
    i = dictated(S, ak, n, DQ_TARGET)
    if i >= 0:
        return i
    return pilots.damage_choice(S, CT, PR, rng, p, ak, n, amount, how)


@kernel()
def effect_target(S, CT, PR, rng, p, ak, n, op, amount):
    """The unit ak[i] (a target code, select.py) p picks for an effect step's op."""
    i = dictated(S, ak, n, DQ_EFFECT)
    if i >= 0:
        return i
    if n <= 1:
        return np.int64(0)
    return targets.unit_choice(S, CT, PR, rng, p, ak, n, op, amount)


@kernel()
def effect_bf(S, CT, PR, rng, p, ak, n, op, amount):
    """The battlefield ak[i] p picks for an effect on every enemy unit there."""
    i = dictated(S, ak, n, DQ_BF)
    if i >= 0:
        return i
    if n <= 1:
        return np.int64(0)
    return targets.bf_choice(S, CT, PR, rng, p, ak, n, op, amount)


@kernel()
def effect_loc(S, CT, PR, rng, p, ak, n, op, t):
    """The location ak[i] p picks for an effect's op: a move's destination for the unit
    of target code t (q * 64 + u), or a token's place (t = -1)."""
    i = dictated(S, ak, n, DQ_LOC)
    if i >= 0:
        return i
    if n <= 1:
        return np.int64(0)
    return targets.loc_choice(S, CT, PR, rng, p, ak, n, op, t)


@kernel()
def player_choice(S, CT, PR, rng, p, op, n):
    """The player (0 / 1) p picks for an effect's op ("choose a player")."""
    return targets.player_pick(S, CT, PR, rng, p, op, n)


@kernel()
def discard(S, CT, PR, rng, p):
    """409: the index of the hand card p discards (the hand is not empty)."""
    return choices.discard_choice(S, CT, PR, rng, p)


@kernel()
def vision(S, CT, PR, rng, p, card):
    """743: does p recycle the top card of its Main Deck, `card`?"""
    return targets.vision_choice(S, CT, PR, rng, p, card)


@kernel()
def reclaim(S, CT, PR, rng, p, ak, n):
    """The trash index ak[i] of the unit card p returns to its hand."""
    return targets.reclaim_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def weaponmaster(S, CT, PR, rng, p, u, ak, n):
    """747: the index in ak[0:n] (gear slots) of the Equipment p's Weaponmaster unit u
    equips, -1 none."""
    return targets.weaponmaster_choice(S, CT, PR, rng, p, u, ak, n)


@kernel()
def equip_unit(S, CT, PR, rng, p, ak, n):
    """745: the index in ak[0:n] (unit slots) of the unit a Quick-Draw gear attaches to."""
    i = dictated(S, ak, n, DQ_EQUIP)
    if i >= 0:
        return i
    if n <= 1:
        return np.int64(0)
    return targets.equip_unit_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def banish(S, CT, PR, rng, p, ak, n):
    """The trash index ak[i] of the card p banishes (414)."""
    return targets.banish_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def banish_any(S, CT, PR, rng, p, ak, n):
    """The card ak[i] (its owner * TRASH_CAP + its trash index) p banishes from either
    player's trash (414)."""
    return targets.banish_any_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def discard_among(S, CT, PR, rng, p, ak, n):
    """409: the index in ak[0:n] (hand indices: the cards a cost allows) p discards."""
    return choices.discard_among_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def may_move(S, CT, PR, rng, p, u, dest):
    """Does p move its unit u to dest when an effect lets it ("you may move me")?"""
    return targets.may_move_choice(S, CT, PR, rng, p, u, dest)


@kernel()
def recycle(S, CT, PR, rng, p, ak, n):
    """The trash index ak[i] of the card p recycles for a cost (the cheapest, like a
    banished one)."""
    return targets.banish_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def banish_for_gear(S, CT, PR, rng, p, u, card):
    """Does p banish its unit u to banish the gear `card` the opponent just played?"""
    return targets.banish_for_gear_choice(S, CT, PR, rng, p, u, card)


@kernel()
def gear_stun(S, CT, PR, rng, p, q, u):
    """Does p exhaust its gear to stun q's unit u, which p's effect just moved?"""
    return targets.gear_stun_choice(S, CT, PR, rng, p, q, u)


@kernel()
def gear_ready(S, CT, PR, rng, p, u):
    """Does p pay its gear's Power and exhaust it to ready its unit u, just buffed?"""
    return targets.gear_ready_choice(S, CT, PR, rng, p, u)


@kernel()
def discard_play(S, CT, PR, rng, p, card):
    """Does p pay to play `card`, just discarded, from its trash (Flame Chompers)?"""
    return choices.discard_play_choice(S, CT, PR, rng, p, card)


@kernel()
def recycle_mech(S, CT, PR, rng, p, ak, n):
    """The pair ak[i] (unit slot * 256 + trash index, -1 declining) p picks: a friendly
    unit to recycle and the Mech of its trash to play (Rumble, Hotheaded)."""
    i = dictated(S, ak, n, DQ_EFFECT)
    if i >= 0:
        return i
    return choices.recycle_mech_choice(S, CT, PR, rng, p, ak, n)
