"""The decision interface: every choice the SVE rules leave to a player goes
through here. Rules code (actions, effects, timing, costs, deckops, ...) never
imports policies/; it asks one of these functions, handing over the player's
pilot as data (its parameter vector P = PR[p], kind in P[PR_KIND]) and the
options, and gets the choice back. Which pilot code answers is decided here.

A choice whose options the rules must try out first (a Quick response, a mode
of a modal ability) is asked in two steps: `simulates(P)` says whether the
pilot compares outcomes; if so the rules play each option on a look-ahead copy
(lookahead.py) and ask `value` of each outcome, else the pilot picks without
them. The main-phase action is the game loop's to ask (game.py, the driver,
the one engine module besides this that calls pilot code): policies/pilots.py
searches it with the rules, which is why it cannot sit below them.

Each function is inlined into its caller: the interface costs nothing at run time.
A Battle Spirits or Riftbound engine has the same room: core/<game>/decide.py.
"""
from numba import types as nbt

from decksim.core.rng import randint
from decksim.core.sve.kernel import kernel
from decksim.core.sve.policies import choices, evaluate as ev
from decksim.core.sve.policies.params import K_RANDOM, PR_KIND


# ---------------------------------------------------------------- game preparation, end phase

@kernel(inline=True)
def mulligan(S, CT, P, rng, p):
    """6.2.1.8: True to redraw the four cards of player p's opening hand."""
    return choices.choose_mulligan(S, CT, P, rng, p)


@kernel(inline=True)
def discard(S, CT, P, rng, p):
    """Hand index of the card player p discards (hand limit 7.4.7, discard effects)."""
    return choices.choose_discard(S, CT, P, rng, p)


@kernel(inline=True)
def ward_engage(P, rng):
    """7.4.3: whether player p engages a Ward follower at its end phase."""
    return P[PR_KIND] != K_RANDOM or randint(rng, 2) == 1


# ---------------------------------------------------------------- while something resolves

@kernel(inline=True, out=nbt.int64[::1])
def targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, intent, amount, out, wk):
    """The candidates (zone cz, player cp, index ci; intents.py) a selection takes,
    into out; how many."""
    return choices.choose_targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, intent,
                                  amount, out, wk)


@kernel(inline=True)
def from_cards(CT, P, rng, cards, n, may_skip, prefer_high):
    """Index of the card picked from `cards` (a search, a look at the top), -1 none."""
    return choices.choose_from_cards(CT, P, rng, cards, n, may_skip, prefer_high)


@kernel(inline=True)
def pay_optional(S, CT, P, rng, p, opt, optarg):
    """10.4.7: whether player p pays an optional cost (vocab.OPT_*)."""
    return choices.choose_pay(S, CT, P, rng, p, opt, optarg)


@kernel(inline=True)
def self_cost_worth(S, CT, AB, EF, P, p, a):
    """Whether putting the ability's own card into the cemetery is worth its effect."""
    return choices.self_cost_worth(S, CT, AB, EF, P, p, a)


@kernel(inline=True)
def cost_discard(S, CT, FL, P, rng, p, f):
    """Hand index of the card a discard cost takes (filter f)."""
    return choices.choose_cost_discard(S, CT, FL, P, rng, p, f)


@kernel(inline=True)
def mode(P, rng, scores, n):
    """Which of n candidate mode choices (scored when simulates(P)) to take."""
    return choices.choose_mode(P, rng, scores, n)


@kernel(inline=True)
def quick_random(rng, n):
    """A pilot that does not simulate: one of n Quick options, or -1 (pass) half
    of the time."""
    r = randint(rng, 2 * n)
    return r if r < n else -1


# ---------------------------------------------------------------- what a pilot compares

@kernel(inline=True)
def simulates(P):
    """Whether the pilot compares the outcomes of its options (every pilot but random)."""
    return P[PR_KIND] != K_RANDOM


@kernel(inline=True)
def value(S, CT, p, P):
    """The pilot's value of a position for player p (its evaluation function)."""
    return ev.evaluate(S, CT, p, P)


@kernel(inline=True)
def card_value(S, CT, p, s):
    """The pilot's value of player p's field card in slot s (the cheapest is
    given up first)."""
    return ev.card_value(S, CT, p, s)


@kernel(inline=True)
def restriction_cost(S, CT, P, q, bits):
    """What next-turn restrictions (vocab.RESTRICT_*) cost player q, by the pilot's
    estimate: a look-ahead cannot see them, they act next turn."""
    return ev.restriction_cost(S, CT, P, q, bits)
