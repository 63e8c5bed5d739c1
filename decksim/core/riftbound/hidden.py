"""Hidden (737): hiding a card facedown at a battlefield its player controls for
[A] (one Power of any domain: a rune recycled), and playing it from there on a
later turn, ignoring its base cost, its choices restricted to that battlefield
(737.1.d). A hidden card whose hider loses the battlefield goes to the trash
(322.7, triggers.cleanup).

A hidden card is played in its player's Action Phase or, having Reaction
(737.6), in a combat's showdown (showdown.py) on either player's turn."""
import numpy as np

from decksim.core.zones import pop_at
from decksim.core.riftbound.action_codes import K_HIDE, K_REVEAL, KIND_SHIFT
from decksim.core.riftbound.board import add_unit
from decksim.core.riftbound.costs import ANY_DOMAIN, recycle_for_power
from decksim.core.riftbound.effects import castable, resolve
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CTRL, BF_HIDDEN, BF_HIDER, BF_HID_TURN, EV_HIDE, G_CAST, G_ONLY_AT, G_TURN, LOC_BF0, NBF,
    P_HAND, P_HAND_N, P_PLAYED, P_RUNES_N, P_TRASH, P_TRASH_N, P_TURN_PLAYS, P_UNITS_N, UNIT_CAP,
    bfo, log, pb,
)
from decksim.core.riftbound.tables import C_HIDDEN, C_TYPE, T_SPELL, W_CAST, W_PLAY, W_SPELL
from decksim.core.riftbound.triggers import granted_on_play, trigger_legend, trigger_units


@kernel()
def list_hidden(S, CT, p, ak, n):
    """Append p's hides (a Hidden hand card to a battlefield it controls with no
    facedown card, [A] payable) and plays from Hidden (hidden on an earlier turn;
    a spell only with a choice at that battlefield); the new count."""
    b = pb(p)
    for bf in range(NBF):
        o = bfo(bf)
        if S[o + BF_CTRL] != p:
            continue
        if S[o + BF_HIDDEN] == 0 and S[b + P_RUNES_N] > 0:
            for i in range(S[b + P_HAND_N]):
                card = S[b + P_HAND + i]
                dup = False
                for j in range(i):
                    if S[b + P_HAND + j] == card:
                        dup = True
                if CT[card, C_HIDDEN] == 1 and not dup:
                    ak[n] = (np.int64(K_HIDE) << KIND_SHIFT) | i | (bf << 8)
                    n += 1
        elif S[o + BF_HIDDEN] > 0 and S[o + BF_HIDER] == p and S[o + BF_HID_TURN] < S[G_TURN]:
            card = S[o + BF_HIDDEN] - 1
            ok = S[b + P_UNITS_N] < UNIT_CAP
            if CT[card, C_TYPE] == T_SPELL:
                S[G_ONLY_AT] = LOC_BF0 + bf + 1
                ok = castable(S, CT, p, card, ak, n + 1)
                S[G_ONLY_AT] = 0
            if ok:
                ak[n] = (np.int64(K_REVEAL) << KIND_SHIFT) | (bf << 8)
                n += 1
    return n


@kernel()
def hide(S, CT, p, i, bf, L):
    """737.1.b: hand card i facedown at bf, paying [A]."""
    b = pb(p)
    card = S[b + P_HAND + i]
    recycle_for_power(S, CT, p, ANY_DOMAIN, 1, 0)
    pop_at(S, b + P_HAND, b + P_HAND_N, i)
    o = bfo(bf)
    S[o + BF_HIDDEN] = card + 1
    S[o + BF_HIDER] = p
    S[o + BF_HID_TURN] = S[G_TURN]
    log(L, EV_HIDE, p, card, bf, 0)


@kernel()
def reveal(S, CT, PR, rng, p, bf, ak, L):
    """Play the card hidden at bf, ignoring its base cost: a spell resolves with its
    choices at bf, a unit enters there (737.1.d.1-2)."""
    o = bfo(bf)
    card = S[o + BF_HIDDEN] - 1
    S[o + BF_HIDDEN] = 0
    b = pb(p)
    S[b + P_TURN_PLAYS] += 1
    log(L, EV_HIDE, p, card, bf, 1)
    S[G_ONLY_AT] = LOC_BF0 + bf + 1
    if CT[card, C_TYPE] == T_SPELL:
        S[G_CAST] = card
        trigger_units(S, CT, PR, rng, p, W_SPELL, -1, ak, L)     # a spell played
        trigger_legend(S, CT, PR, rng, p, W_SPELL, ak, L)
        resolve(S, CT, PR, rng, p, card, W_CAST, -1, ak, L)
        S[b + P_TRASH + S[b + P_TRASH_N]] = card
        S[b + P_TRASH_N] += 1
    else:
        u = add_unit(S, p, card, LOC_BF0 + bf, 0)
        S[b + P_PLAYED] += 1
        resolve(S, CT, PR, rng, p, card, W_PLAY, u, ak, L)
        granted_on_play(S, CT, PR, rng, p, card, ak, L)
    S[G_ONLY_AT] = 0
