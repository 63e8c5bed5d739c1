"""The showdown of a combat (337-345, 442): after the attack and defend triggers
(the Initial Chain, 442.1.b) the attacker has Focus (442.1.a.1.a); the player
with Focus plays one card or ability with Action or Reaction timing, or passes
(344); Focus then goes to the other player; two passes in a row end it (344.3.a),
and combat damage follows (345.1). Also here: playing a spell (shared with the
Action Phase, actions.py), since a showdown plays spells too.

What may be played in a showdown (the options, action codes of action_codes.py):
a spell of the hand with Action or Reaction timing (C_TIMING, 732, 739); a card
hidden at a battlefield its player controls (Hidden gives it Reaction, 737); a
unit with Ambush to the combat's battlefield where its player has units; an
activated ability marked for showdowns (C_ACT_SD). A card played on the
opponent's turn triggers its player's `off_turn` steps (Viktor).

Simplified: no chain inside the showdown: each card resolves before Focus passes,
so no player responds to a single spell (Riposte's counter is not offered); at
most SHOWDOWN_PLAYS cards per showdown; it ends early once one side has no unit
left at the battlefield; a move to an empty battlefield opens no showdown (340.2:
both players pass at once there)."""
import numpy as np

from decksim.core.zones import pop_at
from decksim.core.riftbound import decide
from decksim.core.riftbound.abilities import activate, list_activate
from decksim.core.riftbound.action_codes import (
    ability_src, A_END, EXTRA_BIT, KIND_SHIFT, K_HIDE, K_PLAY, K_REVEAL, K_SPELL, SRC_CHAMP,
    kind_of, loc_of, play_code, src_of,
)
from decksim.core.riftbound.board import ability_card, add_unit, count_at
from decksim.core.riftbound.costs import affordable, pay
from decksim.core.riftbound.effects import castable, extra_payable, pay_extra, resolve
from decksim.core.riftbound.hidden import list_hidden, reveal
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_HIDDEN, EV_PLAY, EV_SPELL, G_ACTIVE, G_CAST, G_EXTRA, G_WINNER, LOC_BF0, P_CHAMP, P_HAND,
    P_HAND_N, P_PLAYED, P_TRASH, P_TRASH_N, P_TURN_PLAYS, P_UNITS_N, UNIT_CAP, U_FOUGHT, bfo, log,
    pb, uo,
)
from decksim.core.riftbound.tables import (
    C_ACT_SD, C_AMBUSH, C_EXTRA, C_TIMING, C_TYPE, T_SPELL, T_UNIT, W_CAST, W_OFF_TURN, W_PLAY,
    W_SPELL,
)
from decksim.core.riftbound.triggers import (
    cleanup, granted_on_play, play_reactions, trigger_legend, trigger_units,
)

SHOWDOWN_PLAYS = 8     # cards and abilities played in one showdown at most


@kernel(inline=True)
def card_at(S, p, src):
    """The card row a play's src names."""
    return S[pb(p) + P_CHAMP] if src == SRC_CHAMP else S[pb(p) + P_HAND + src]


@kernel()
def take_card(S, p, src):
    """The card leaves the hand (or the Champion Zone) to be played (351)."""
    b = pb(p)
    if src == SRC_CHAMP:
        card = S[b + P_CHAMP]
        S[b + P_CHAMP] = -1
        return np.int64(card)
    return np.int64(pop_at(S, b + P_HAND, b + P_HAND_N, src))


@kernel()
def spell_resolves(S, CT, PR, rng, p, card, how, ak, L):
    """p's spell `card`, paid and off its zone, is played (logged as `how`: EV_SPELL,
    EV_FLOW): its player's spell triggers, then its steps (154)."""
    S[pb(p) + P_TURN_PLAYS] += 1
    log(L, how, p, card, 0, 0)
    S[G_CAST] = card
    trigger_units(S, CT, PR, rng, p, W_SPELL, -1, ak, L)
    trigger_legend(S, CT, PR, rng, p, W_SPELL, ak, L)
    resolve(S, CT, PR, rng, p, card, W_CAST, -1, ak, L)


@kernel()
def cast_spell(S, CT, PR, rng, p, code, ak, L):
    """p plays the spell of hand index src_of(code), paying its optional additional
    cost with EXTRA_BIT: its cost paid (354), the spell-played triggers, its steps,
    then the trash."""
    b = pb(p)
    src = src_of(code)
    card = card_at(S, p, src)
    S[G_EXTRA] = 1 if code & EXTRA_BIT else 0
    pay(S, CT, p, card, 0)
    take_card(S, p, src)
    if S[G_EXTRA] == 1:
        pay_extra(S, CT, PR, rng, p, card, ak, L)
    spell_resolves(S, CT, PR, rng, p, card, EV_SPELL, ak, L)
    S[b + P_TRASH + S[b + P_TRASH_N]] = card      # a resolved spell goes to the trash
    S[b + P_TRASH_N] += 1


@kernel()
def list_spell(S, CT, p, card, src, ak, n):
    """Append p's plays of the spell `card` at hand index src when its first choice has
    a target: without and with its optional additional cost, each if affordable; the
    new count."""
    if not castable(S, CT, p, card, ak, n + 1):
        return n
    for extra in range(2):
        if extra == 1 and (CT[card, C_EXTRA] == 0 or not extra_payable(S, CT, p, card)):
            continue
        S[G_EXTRA] = extra
        if affordable(S, CT, p, card, 0):
            ak[n] = (np.int64(K_SPELL) << KIND_SHIFT) | src | (extra * EXTRA_BIT)
            n += 1
    S[G_EXTRA] = 0
    return n


@kernel()
def list_showdown(S, CT, p, bf, ak):
    """p's options with Focus in the showdown of the combat at bf, into ak (A_END:
    pass, first); their count."""
    b = pb(p)
    loc = LOC_BF0 + bf
    ak[0] = A_END
    n = np.int64(1)
    room = S[b + P_UNITS_N] < UNIT_CAP
    for i in range(S[b + P_HAND_N]):
        card = S[b + P_HAND + i]
        dup = False
        for j in range(i):                    # one option per card name in the hand
            if S[b + P_HAND + j] == card:
                dup = True
        if dup:
            continue
        if CT[card, C_TYPE] == T_SPELL and CT[card, C_TIMING] != 0:
            n = list_spell(S, CT, p, card, i, ak, n)
        elif CT[card, C_TYPE] == T_UNIT and CT[card, C_AMBUSH] == 1 and room \
                and count_at(S, p, loc) > 0 and affordable(S, CT, p, card, 0):
            ak[n] = play_code(i, loc, 0)      # Ambush: a Reaction to a battlefield of its units
            n += 1
    k = list_hidden(S, CT, p, ak, n)
    for j in range(n, k):                     # hiding is no showdown play; revealing is
        if kind_of(ak[j]) != K_HIDE:
            ak[n] = ak[j]
            n += 1
    k = list_activate(S, CT, p, ak, n)
    for j in range(n, k):
        if CT[ability_card(S, p, ability_src(ak[j])), C_ACT_SD] == 1:
            ak[n] = ak[j]
            n += 1
    return n


@kernel()
def play_in_showdown(S, CT, PR, rng, p, bf, code, ak, L):
    """p plays the option `code` in the showdown at bf; a unit entering the combat's
    battlefield joins the combat (442.1.a.3.a, 442.1.a.4.a); a card played on the
    opponent's turn triggers p's `off_turn` steps; then the cleanup."""
    b = pb(p)
    loc = LOC_BF0 + bf
    kind = kind_of(code)
    played = True
    if kind == K_SPELL:
        cast_spell(S, CT, PR, rng, p, code, ak, L)
    elif kind == K_REVEAL:
        at = (code >> 8) & 15
        unit = CT[S[bfo(at) + BF_HIDDEN] - 1, C_TYPE] == T_UNIT
        reveal(S, CT, PR, rng, p, at, ak, L)
        if unit and at == bf:
            S[uo(p, S[b + P_UNITS_N] - 1) + U_FOUGHT] = 1
        play_reactions(S, CT, PR, rng, p, ak, L)
    elif kind == K_PLAY:
        src = src_of(code)
        card = card_at(S, p, src)
        pay(S, CT, p, card, 0)
        take_card(S, p, src)
        S[b + P_TURN_PLAYS] += 1
        u = add_unit(S, p, card, loc_of(code), 0)
        S[b + P_PLAYED] += 1
        S[uo(p, u) + U_FOUGHT] = 1
        log(L, EV_PLAY, p, card, loc, 0)
        resolve(S, CT, PR, rng, p, card, W_PLAY, u, ak, L)
        granted_on_play(S, CT, PR, rng, p, card, ak, L)
        play_reactions(S, CT, PR, rng, p, ak, L)      # before the combat's damage
    else:
        played = False                        # an ability is no card played
        activate(S, CT, PR, rng, p, ability_src(code), ak, L)
    S[G_EXTRA] = 0
    if played and p != S[G_ACTIVE]:
        trigger_units(S, CT, PR, rng, p, W_OFF_TURN, -1, ak, L)
    cleanup(S, CT, PR, rng, ak, L)


@kernel()
def showdown(S, CT, PR, rng, p, bf, ak, L):
    """344-345: the showdown of the combat at bf, p (the attacker) with Focus first."""
    loc = LOC_BF0 + bf
    who = p
    passes = 0
    plays = 0
    while passes < 2 and plays < SHOWDOWN_PLAYS and S[G_WINNER] < 0 \
            and count_at(S, p, loc) > 0 and count_at(S, 1 - p, loc) > 0:
        n = list_showdown(S, CT, who, bf, ak)
        code = ak[decide.showdown(S, CT, PR, rng, who, bf, ak, n)]
        if code == A_END:
            passes += 1
        else:
            play_in_showdown(S, CT, PR, rng, who, bf, code, ak, L)
            passes = 0
            plays += 1
        who = 1 - who
