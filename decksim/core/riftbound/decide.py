"""The decision interface: every choice the rules ask a player for goes through
here to the player's pilot (policies/), selected by PR[p]; the scenario API's
dictated answers come first."""
import numpy as np

from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies import pilots, targets
from decksim.core.riftbound.state import DQ_BF, DQ_CAP, DQ_EFFECT, DQ_TARGET, G_DQ, G_DQ_N


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
def discard(S, CT, PR, rng, p):
    """409: the index of the hand card p discards (the hand is not empty)."""
    return targets.discard_choice(S, CT, PR, rng, p)


@kernel()
def vision(S, CT, PR, rng, p, card):
    """743: does p recycle the top card of its Main Deck, `card`?"""
    return targets.vision_choice(S, CT, PR, rng, p, card)


@kernel()
def reclaim(S, CT, PR, rng, p, ak, n):
    """The trash index ak[i] of the unit card p returns to its hand."""
    return targets.reclaim_choice(S, CT, PR, rng, p, ak, n)


@kernel()
def may_move(S, CT, PR, rng, p, u, dest):
    """Does p move its unit u to dest when an effect lets it ("you may move me")?"""
    return targets.may_move_choice(S, CT, PR, rng, p, u, dest)
