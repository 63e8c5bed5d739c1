"""The decision interface: every choice the rules ask a player for goes through
here to the player's pilot (policies/), selected by PR[p]."""
import numpy as np

from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import DQ_CAP, DQ_TARGET, G_DQ, G_DQ_N
from decksim.core.bss.policies import pilots
from decksim.core.bss.policies.pilots import (  # noqa: F401  (the kinds of decision)
    DECIDE_ATTACK, DECIDE_BLOCK, DECIDE_FLASH, DECIDE_MAIN,
)


@kernel()
def dictated(S, ak, n, off):
    """The index in ak[0:n] of the first dictated answer (the scenario API), taken
    off the queue; -1 when none waits or it is not among the choices (it stays,
    and the scenario reports it). An answer is an action code, or a target code
    plus DQ_TARGET (off): the two never match each other."""
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
def redraw(S, CT, PR, rng, p):
    """6-2-1-7: does p redraw its opening hand?"""
    return pilots.redraw_choice(S, CT, PR, rng, p)


@kernel()
def action(S, CT, AB, PR, rng, p, ak, n, kind):
    """p's pick among the legal actions ak[0:n] (kind: DECIDE_*); one is not a choice."""
    if n <= 1:
        return np.int64(0)
    i = dictated(S, ak, n, 0)
    if i >= 0:
        return i
    return pilots.choose_action(S, CT, AB, PR, rng, p, ak, n, kind)


@kernel()
def target(S, CT, AB, PR, rng, p, ak, n, kind):
    """p's pick among an effect's candidate targets ak[0:n] (kind: WHY_*); one is not
    a choice."""
    if n <= 1:
        return np.int64(0)
    i = dictated(S, ak, n, DQ_TARGET)
    if i >= 0:
        return i
    return pilots.choose_target(S, CT, AB, PR, rng, p, ak, n, kind)


@kernel()
def keep_on_top(S, CT, PR, rng, p, card):
    """p viewed `card` on top of its deck (OP_SCRY): keep it there, or send it to the bottom?"""
    return pilots.keep_on_top_choice(S, CT, PR, rng, p, card)


@kernel()
def first_option(PR, rng, p, first):
    """An effect's one of two options (OP_ONE_OF): does p take the first? `first`: the
    first option's first row has something to act on."""
    return pilots.option_choice(PR, rng, p, first)


@kernel()
def pay_follow_up(S, CT, AB, PR, rng, p, card, trig):
    """After a burst of p resolved: does p pay the card's cost for its effect `trig`?"""
    return pilots.follow_up_choice(S, CT, AB, PR, rng, p, card, trig)
