"""Attacks aimed at a spirit, and a forced first attacker (docs/cards.md: attack_spirit,
attack_spirit_turn, first_attacker).

An attack is aimed at a spirit when the attacking spirit's effect lets its player
choose one of the opponent's exhausted spirits to attack instead of the player
(OP_ATTACK_SPIRIT, a When This Spirit Attacks effect; OP_ATTACK_SPIRIT_TURN gives
that effect to a player's spirits for a turn). The attacking player's pilot picks
the spirit, or none (a "you may": the attack stays on the player). The battle is
then fought as if that spirit had blocked, but it did not block (battle.aimed_battle):
decksim's reading of the cards, the rules (8-1) having no attack on a spirit.

A forced first attacker: at the start of the opponent's Attack Step a player may
select one of the turn player's spirits; the step's first attack must then be by
it, when it can attack (battle.attack_actions)."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.action_codes import NO_TARGET, TARGET_P, WHY_AIM, WHY_FIRST
from decksim.core.bss.filters import slot_matches
from decksim.core.bss.kernel import kernel
from decksim.core.bss.select import candidates
from decksim.core.bss.state import (
    EV_AIM, EV_EFFECT, EV_FORCED, F_CARD, F_EXH, fs, F_UID, G_ACTIVE, G_AIM, G_ATK, G_FORCED,
    log, P_AIM_ROW, pb, P_FIELD_N,
)
from decksim.core.bss.tables import (
    A_CARD, A_HAS, A_MAY, A_OP, C_COLOURS, C_TYPE, OP_ATTACK_SPIRIT, T_SPIRIT,
)
from decksim.core.bss.values import armored, bp_of, kw_any


@kernel()
def aim(S, CT, AB, PR, rng, p, src, k, L, ak):
    """Row k aims the attack of p's attacking spirit (G_ATK; src: the row's source slot,
    -1 for a granted row) at one of the opponent's exhausted spirits: those on the field
    that are exhausted, not protected by Armor from the effect's colours (the row's card
    for OP_ATTACK_SPIRIT; for a granted row the attacker's, whose effect it now is) and,
    for OP_ATTACK_SPIRIT, passing the row's filters. p's pilot picks one (WHY_AIM), or
    NO_TARGET when the row says "may" (a granted row always does). G_AIM then holds the
    spirit's uid + 1. Whether the attack was aimed."""
    a = S[G_ATK]
    if p != S[G_ACTIVE] or a < 0 or (src >= 0 and src != a) or S[G_AIM] != 0:
        return False
    own = AB[k, A_OP] == OP_ATTACK_SPIRIT
    colours = CT[AB[k, A_CARD], C_COLOURS] if own else CT[S[fs(p, a) + F_CARD], C_COLOURS]
    q = 1 - p
    n = np.int64(0)
    for s in range(S[pb(q) + P_FIELD_N]):
        o = fs(q, s)
        if CT[S[o + F_CARD], C_TYPE] == T_SPIRIT and S[o + F_EXH] != 0 \
                and not armored(S, CT, AB, q, s, colours) \
                and (not own or slot_matches(S, CT, AB, k, a, s, p, q)):
            ak[n] = q * TARGET_P + s
            n += 1
    if n == 0:
        return False
    if AB[k, A_MAY] or not own:
        ak[n] = NO_TARGET
        n += 1
    t = ak[decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_AIM)]
    if t == NO_TARGET:
        return False
    o = fs(q, t % TARGET_P)
    S[G_AIM] = S[o + F_UID] + 1
    log(L, EV_AIM, p, S[o + F_CARD], bp_of(S, CT, AB, q, t % TARGET_P), 0)
    return True


@kernel()
def aim_granted(S, CT, AB, PR, rng, p, L, ak):
    """The When This Spirit Attacks effect an OP_ATTACK_SPIRIT_TURN gave p's spirits this
    turn (P_AIM_ROW), for p's attacker when it has one of the row's keywords (A_HAS)."""
    r = S[pb(p) + P_AIM_ROW]
    a = S[G_ATK]
    if r == 0 or a < 0 or S[G_AIM] != 0 or not kw_any(S, CT, AB, p, a, AB[r - 1, A_HAS]):
        return
    log(L, EV_EFFECT, p, S[fs(p, a) + F_CARD], OP_ATTACK_SPIRIT, 0)
    aim(S, CT, AB, PR, rng, p, np.int64(-1), r - 1, L, ak)


@kernel()
def force_first(S, CT, AB, PR, rng, p, src, k, L, ak):
    """OP_FIRST_ATTACKER: in the opponent's turn, p selects one of the turn player's
    spirits row k's selector finds (p's pilot, WHY_FIRST; NO_TARGET too when the row says
    "may"): if it can attack, the first attack of this step must be by it (G_FORCED, read
    by battle.attack_actions). Whether one was selected."""
    if p == S[G_ACTIVE]:
        return False
    n = candidates(S, CT, AB, k, src, p, ak)
    if n == 0:
        return False
    if AB[k, A_MAY]:
        ak[n] = NO_TARGET
        n += 1
    t = ak[decide.target(S, CT, AB, PR, rng, p, ak, n, WHY_FIRST)]
    if t == NO_TARGET or t // TARGET_P == p:
        return False
    o = fs(t // TARGET_P, t % TARGET_P)
    S[G_FORCED] = S[o + F_UID] + 1
    log(L, EV_FORCED, p, S[o + F_CARD], 0, 0)
    return True
