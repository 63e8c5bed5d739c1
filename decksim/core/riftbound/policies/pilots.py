"""The two pilots. `random`: uniform over the legal choices. `greedy`: moves
first (conquers an empty battlefield with its weakest unit, attacks with the
smallest group whose Might kills every defender, reinforces a battlefield it
holds while the opponent's units outweigh its own there), then plays its most
expensive affordable unit, to a held battlefield when threatened; it never
moves units back to base. It plays an Equipment (or a gear with encoded text)
when no unit is left to play, and equips an unattached Equipment to its best
wearer (the strongest unit, at a battlefield or ready first). Its spells and the
targets of card text: targets.py."""
import numpy as np

from decksim.core.rng import randint
from decksim.core.riftbound.action_codes import (
    ability_src, A_END, EXTRA_BIT, GEAR_SRC, K_ACTIVATE, K_EMPOWER, K_EQUIP, K_FLOW, K_GEAR, K_HIDE,
    K_MOVE, K_PLAY, K_REVEAL, K_SPELL, SRC_CHAMP, accel_of, dest_of, kind_of, loc_of, mask_of,
    mode_of, src_of,
)
from decksim.core.riftbound.board import (
    ability_card, count_at, lethal, might, might_at, ROLE_ATTACKER, ROLE_DEFENDER, ROLE_NONE,
)
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies import choices, targets
from decksim.core.riftbound.policies.points import WIN_NOW, conquest_value, deny_value
from decksim.core.riftbound.policies.params import (
    K_RANDOM, PI_ACCEL, PI_KIND, PI_MARGIN, PI_MULLIGAN_COST,
)
from decksim.core.riftbound.state import (
    BF_CTRL, LOC_BASE, LOC_BF0, NBF, OPENING_HAND, P_CHAMP, P_HAND, P_HAND_N, bfo, pb, P_POINTS,
    P_TRASH, P_UNITS_N, U_CARD, U_LOC, uo,
)
from decksim.core.riftbound.tables import C_ENERGY, C_POWER, C_TYPE, T_UNIT


@kernel()
def leaves_held(S, p, mask):
    """Would moving the units of mask leave a battlefield p controls empty?"""
    for bf in range(NBF):
        loc = LOC_BF0 + bf
        if S[bfo(bf) + BF_CTRL] != p:
            continue
        stay = 0
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_LOC] == loc and (mask >> u) & 1 == 0:
                stay += 1
        if stay == 0:
            return True
    return False


@kernel()
def move_value(S, CT, PR, p, code):
    dest = dest_of(code)
    if dest == LOC_BASE:
        return -1.0
    bf = dest - LOC_BF0
    q = 1 - p
    mask = mask_of(code)
    fresh = conquest_value(S, p, bf) + deny_value(S, p, bf)   # points to 8, the Final Point
    if leaves_held(S, p, mask) and S[pb(p) + P_POINTS] >= S[pb(q) + P_POINTS] \
            and fresh < WIN_NOW:
        return -1.0                   # ahead or level: it holds what it has
    enemies = count_at(S, q, dest)
    how = ROLE_ATTACKER if enemies > 0 else ROLE_NONE
    mine = np.int64(0)
    k = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        if (mask >> u) & 1:
            mine += might(S, CT, p, u, how)
            k += 1
    if S[bfo(bf) + BF_CTRL] == p:
        threat = np.int64(0)
        for u in range(S[pb(q) + P_UNITS_N]):
            threat += might(S, CT, q, u, ROLE_ATTACKER)
        held = might_at(S, CT, p, dest, ROLE_DEFENDER)
        return 10.0 - 0.1 * mine if threat >= held else -1.0
    if enemies > 0:
        need = np.int64(PR[p, PI_MARGIN])
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_LOC] == dest:
                need += lethal(S, CT, q, u, ROLE_DEFENDER)
        if mine < need:
            return -1.0
        # a unit of its own survives when their lethal damage outweighs the defenders'
        # Might (443.1.d.3); else a trade that leaves the battlefield uncontrolled
        staying = np.int64(0)
        for u in range(S[pb(p) + P_UNITS_N]):
            if (mask >> u) & 1:
                staying += lethal(S, CT, p, u, ROLE_ATTACKER)
        if staying > might_at(S, CT, q, dest, ROLE_DEFENDER):
            return 40.0 + fresh - 0.1 * mine
        return 5.0 + deny_value(S, p, bf) - 0.1 * mine
    return 40.0 + fresh - 0.1 * mine - k


@kernel(inline=True)
def card_of(S, p, src):
    return S[pb(p) + P_CHAMP] if src == SRC_CHAMP else S[pb(p) + P_HAND + src]


@kernel()
def action_value(S, CT, PR, p, code):
    """The greedy pilot's value of an action; the highest is taken, ending the turn
    (0) when none is positive."""
    kind = kind_of(code)
    if code == A_END:
        return 0.0
    if kind == K_MOVE:
        return move_value(S, CT, PR, p, code)
    if (kind == K_SPELL or kind == K_PLAY) and code & EXTRA_BIT:
        return targets.extra_value(S, CT, PR, p, code, card_of(S, p, src_of(code)))
    if kind == K_SPELL:
        return targets.spell_value(S, CT, PR, p, S[pb(p) + P_HAND + src_of(code)])
    if kind == K_FLOW:                  # as from the hand, a little after it (its Flow cost)
        v = targets.spell_value(S, CT, PR, p, S[pb(p) + P_TRASH + src_of(code)])
        return v - 0.5 if v > 0 else v
    if kind == K_ACTIVATE and mode_of(code) > 0:     # a "choose one" ability's mode
        return choices.mode_value(S, CT, p, ability_card(S, p, ability_src(code)),
                                  src_of(code), mode_of(code))
    if kind == K_ACTIVATE:
        src = src_of(code)
        return targets.activate_value(S, CT, PR, p, ability_card(S, p, ability_src(code)),
                                      -1 if src >= GEAR_SRC else src)   # the legend, a gear
    if kind == K_EMPOWER:               # 19: below any unit play, above ending the turn
        return targets.empower_value(S, CT, PR, p, S[uo(p, src_of(code)) + U_CARD])
    if kind == K_EQUIP:
        return targets.equip_value(S, CT, PR, p, code & 255, (code >> 8) & 255)
    if kind == K_GEAR:
        return targets.gear_value(S, CT, PR, p, card_of(S, p, src_of(code)))
    if kind == K_HIDE or kind == K_REVEAL:
        return targets.hidden_value(S, CT, PR, p, code)
    if kind != K_PLAY:
        return -1.0
    src = src_of(code)
    card = S[pb(p) + P_CHAMP] if src == SRC_CHAMP else S[pb(p) + P_HAND + src]
    v = 20.0 + CT[card, C_ENERGY] + CT[card, C_POWER]
    if accel_of(code):
        v += 0.5 if PR[p, PI_ACCEL] > 0 else -0.5
    loc = loc_of(code)
    if loc != LOC_BASE and S[bfo(loc - LOC_BF0) + BF_CTRL] != p:
        return v + 5.0 if S[bfo(loc - LOC_BF0) + BF_CTRL] < 0 else -1.0   # a conquest
    if loc != LOC_BASE:
        q = 1 - p
        threat = np.int64(0)
        for u in range(S[pb(q) + P_UNITS_N]):
            threat += might(S, CT, q, u, ROLE_ATTACKER)
        v += 0.25 if threat >= might_at(S, CT, p, loc, ROLE_DEFENDER) else -0.25
    return v


@kernel()
def choose_action(S, CT, PR, rng, p, ak, n):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = -1e9
    for i in range(n):
        v = action_value(S, CT, PR, p, ak[i])
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)


@kernel()
def mulligan_choice(S, CT, PR, rng, p):
    """117.1: a mask of the opening hand's cards to set aside (at most two). random:
    0, 1 or 2 cards, uniformly; greedy: the two costliest of its spells, gear and
    units above PI_MULLIGAN_COST Energy."""
    b = pb(p)
    n = S[b + P_HAND_N]
    mask = np.int64(0)
    if PR[p, PI_KIND] == K_RANDOM:
        k = randint(rng, 3)
        while k > 0 and n > 0:
            i = randint(rng, n)
            if (mask >> i) & 1 == 0:
                mask |= np.int64(1) << i
                k -= 1
        return mask
    for k in range(2):
        best = -1
        best_e = -1
        for i in range(min(n, OPENING_HAND)):
            card = S[b + P_HAND + i]
            e = CT[card, C_ENERGY] + (100 if CT[card, C_TYPE] != T_UNIT else 0)
            if (mask >> i) & 1 == 0 and e > PR[p, PI_MULLIGAN_COST] and e > best_e:
                best = i
                best_e = e
        if best >= 0:
            mask |= np.int64(1) << best
    return mask


@kernel()
def damage_choice(S, CT, PR, rng, p, ak, n, amount, how):
    """The opponent's unit ak[i] p assigns lethal damage to next (443.1.d). random:
    any; greedy: the one with the most Might it can still kill, else the
    strongest."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    q = 1 - p
    best = 0
    best_v = np.int64(-1)
    for i in range(n):
        need = lethal(S, CT, q, ak[i], how)
        v = need + (1000 if need <= amount else 0)
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)
