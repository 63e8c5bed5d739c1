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

The scenario API may dictate the answers to targets, modes, optional costs,
Quick responses and the end-phase Ward engage (state.SCRIPT, below): the
decision takes a dictated answer that fits, else asks the pilot.

Each function is inlined into its caller: the interface costs nothing at run time.
A Battle Spirits or Riftbound engine has the same room: core/<game>/decide.py.
"""
from numba import types as nbt

from decksim.core.rng import randint
from decksim.core.sve.intents import (
    ACT_ACTIVATE, DICT_MODE, DICT_PAY, DICT_QUICK, DICT_TARGET, DICT_WARD, DICT_X, I_HARM,
    I_HARM_DIVIDED, Z_FIELD, Z_LEADER,
)
from decksim.core.sve.kernel import kernel
from decksim.core.sve.policies import choices, evaluate as ev, splits
from decksim.core.sve.policies.params import K_RANDOM, PR_KIND
from decksim.core.sve.state import (
    DICT_COLS, EX, F_CARD, F_UID, HAND, SCRIPT, SCRIPT_AT, SCRIPT_ERR, SCRIPT_NEXT, fo, pb,
)


# ---------------------------------------------------------------- dictated answers
# The scenario API may dictate the next answers (state.SCRIPT: count, next,
# error, then DICT_COLS words an answer). A decision takes the next answer when
# it is of its kind and fits; otherwise the pilot answers. An answer of the
# right kind that fits no option is left in place and marked (S[SCRIPT_ERR]).
# Games without a scenario have no answers: one comparison per decision.

@kernel(inline=True)
def _next_answer(S, kind):
    """Offset of the next dictated answer when it is of `kind`, else -1."""
    i = S[SCRIPT_NEXT]
    if i < S[SCRIPT] and S[SCRIPT_AT + DICT_COLS * i] == kind:
        return SCRIPT_AT + DICT_COLS * i
    return -1


@kernel(inline=True)
def _refuse(S):
    """Mark the next dictated answer as fitting no option of its decision."""
    if S[SCRIPT_ERR] == 0:
        S[SCRIPT_ERR] = S[SCRIPT_NEXT] + 1


@kernel(out=nbt.int64[::1])
def _dictated_targets(S, cz, cp, ci, n, count, out):
    """The dictated targets (zone, player, uid on the field / index elsewhere) among
    the candidates, into out; how many, or -1 when none is dictated."""
    got = 0
    while got < count:
        e = _next_answer(S, DICT_TARGET)
        if e < 0:
            break
        found = -1
        for i in range(n):
            if cz[i] == S[e + 1] and cp[i] == S[e + 2]:
                key = S[fo(cp[i], ci[i]) + F_UID] if cz[i] == Z_FIELD else ci[i]
                if cz[i] == Z_LEADER or key == S[e + 3]:
                    found = i
                    break
        for j in range(got):
            if out[j] == found:
                found = -1
        if found < 0:
            _refuse(S)
            break
        out[got] = found
        got += 1
        S[SCRIPT_NEXT] += 1
    return got if got > 0 else -1


@kernel()
def dictated_mode(S, sib, n, ok, k, masks, m):
    """The candidate (a mask over ok, the legal modes) whose modes are the dictated
    ones (their printed positions among the n modes sib), or -1."""
    mask = 0
    e = _next_answer(S, DICT_MODE)
    while e >= 0:
        pos = S[e + 1] - 1
        hit = -1
        if 0 <= pos < n:
            for i in range(k):
                if ok[i] == sib[pos]:
                    hit = i
        if hit < 0:
            _refuse(S)
            return -1
        mask |= 1 << hit
        S[SCRIPT_NEXT] += 1
        e = _next_answer(S, DICT_MODE)
    if mask == 0:
        return -1
    for j in range(m):
        if masks[j] == mask:
            return j
    S[SCRIPT_ERR] = S[SCRIPT_NEXT]          # (the last mode taken)
    return -1


@kernel()
def dictated_quick(S, q, qk, qa, qb, n):
    """The dictated Quick response of player q: an option's index, -1 to pass, or
    -2 when none is dictated (the pilot answers)."""
    e = _next_answer(S, DICT_QUICK)
    if e < 0:
        return -2
    if S[e + 1] < 0:
        S[SCRIPT_NEXT] += 1
        return -1
    b = pb(q)
    for i in range(n):
        if qk[i] != S[e + 1] or qb[i] != S[e + 3]:
            continue
        if S[e + 1] == ACT_ACTIVATE:
            card = S[fo(q, qa[i]) + F_CARD]
        else:
            card = S[b + (EX if qb[i] == 1 else HAND) + qa[i]]
        if card == S[e + 2]:
            S[SCRIPT_NEXT] += 1
            return i
    _refuse(S)
    return -2


@kernel()
def dictated_x(S, n):
    """The dictated X (0 to n) of a `pp_x` cost, or -1 (BP06-099)."""
    e = _next_answer(S, DICT_X)
    if e < 0:
        return -1
    if not 0 <= S[e + 1] <= n:
        _refuse(S)
        return -1
    S[SCRIPT_NEXT] += 1
    return S[e + 1]


@kernel(inline=True)
def declare_number(S, CT, P, rng, p):
    """The number player p declares (op declare_number; BP08-103): the dictated one (an
    "x" answer, 0 to 99), else the pilot's (choices.choose_declared_cost)."""
    d = dictated_x(S, 99)
    if d >= 0:
        return d
    return choices.choose_declared_cost(S, CT, P, rng, p)


@kernel(inline=True)
def _dictated_yes_no(S, kind):
    """1 / 0 as dictated, or -1."""
    e = _next_answer(S, kind)
    if e < 0:
        return -1
    S[SCRIPT_NEXT] += 1
    return 1 if S[e + 1] != 0 else 0


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
def ward_engage(S, P, rng):
    """7.4.3: whether player p engages a Ward follower at its end phase."""
    if S[SCRIPT] > S[SCRIPT_NEXT]:
        d = _dictated_yes_no(S, DICT_WARD)
        if d >= 0:
            return d == 1
    return P[PR_KIND] != K_RANDOM or randint(rng, 2) == 1


# ---------------------------------------------------------------- while something resolves

@kernel(inline=True, out=nbt.int64[::1])
def targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, intent, amount, out, wk):
    """The candidates (zone cz, player cp, index ci; intents.py) a selection takes,
    into out; how many."""
    if S[SCRIPT] > S[SCRIPT_NEXT]:
        k = _dictated_targets(S, cz, cp, ci, n, count, out)
        if k >= 0:
            return k
    if intent == I_HARM_DIVIDED:   # 10.6.2.4: picked as harm, then kept where it serves
        k = choices.choose_targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, I_HARM,
                                   amount, out, wk)
        return splits.divided_targets(S, CT, P, cz, cp, ci, out, k, amount)
    return choices.choose_targets(S, CT, P, rng, p, cz, cp, ci, n, count, upto, intent,
                                  amount, out, wk)


@kernel()
def divide_damage(S, CT, P, rng, amount, tp, tid, nt, alloc):
    """10.6.2.4: the player's split of `amount` damage among the nt selected
    followers (tp, tid), into alloc (policies/splits.py)."""
    splits.divide_damage(S, CT, P, rng, amount, tp, tid, nt, alloc)


@kernel(inline=True)
def tokens_onto_field(S, CT, P, rng, p, n):
    """5.4.2: of n tokens that go onto p's field or into p's EX area as p chooses,
    how many go onto the field (policies/splits.py)."""
    return splits.tokens_onto_field(S, CT, P, rng, p, n)


@kernel(inline=True)
def from_cards(CT, P, rng, cards, n, may_skip, prefer_high):
    """Index of the card picked from `cards` (a search, a look at the top), -1 none."""
    return choices.choose_from_cards(CT, P, rng, cards, n, may_skip, prefer_high)


@kernel(inline=True)
def arrange(S, CT, P, rng, p, cards, n):
    """5.10: which of the n cards p looked at (cards[0] the top one) go back on top, in
    what order: cards rewritten, the first k (returned) on top, top first (BP06-108)."""
    return choices.choose_arrange(S, CT, P, rng, p, cards, n)


@kernel(inline=True)
def pay_optional(S, CT, P, rng, p, opt, optarg):
    """10.4.7: whether player p pays an optional cost (vocab.OPT_*)."""
    if S[SCRIPT] > S[SCRIPT_NEXT]:
        d = _dictated_yes_no(S, DICT_PAY)
        if d >= 0:
            return d == 1
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
def x_random(rng, n):
    """A pilot that does not simulate names an X from 0 to n at random (BP06-099)."""
    return randint(rng, n + 1)


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
