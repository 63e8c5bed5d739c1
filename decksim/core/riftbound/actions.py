"""The Action Phase's discretionary actions (316.2, 398): the list of those
legal now, and applying one (their codes: action_codes.py).

Spells whose text is encoded are played on the turn player's turn in the Action
Phase, and those with Action or Reaction timing also in combat showdowns
(showdown.py, 732, 739); a spell without an encoding, or whose first target does
not exist, is not playable."""
import numpy as np

from decksim.core.riftbound.action_codes import (
    ability_src, accel_of, A_END, dest_of, EXTRA_BIT, K_ACTIVATE, K_EMPOWER, K_EQUIP, K_FLOW,
    K_GEAR, K_HIDE, kind_of, KIND_SHIFT, K_PLAY, K_REVEAL, K_SPELL, loc_of, mask_of, mode_of,
    LOOK_AK, move_code, play_code, SRC_CHAMP, src_of,
)
from decksim.core.riftbound.board import (
    add_unit, count_at, enters_ready, might, ROLE_ATTACKER, ROLE_NONE,
)
from decksim.core.riftbound.combat import arrive
from decksim.core.riftbound.effect_moves import count_move
from decksim.core.riftbound.flow import cast_from_trash, list_flow
from decksim.core.riftbound.costs import affordable, ANY_DOMAIN, pay, recycle_for_power
from decksim.core.riftbound.moves import settle
from decksim.core.riftbound.effects import extra_payable, pay_extra, resolve
from decksim.core.riftbound.triggers import (
    cleanup, granted_on_play, mark_mighty, play_reactions,
)
from decksim.core.riftbound.gear import equip, list_equip, play_gear, weaponmaster
from decksim.core.riftbound import decide
from decksim.core.riftbound.abilities import activate, empower, list_activate, list_empower
from decksim.core.riftbound.hidden import hide, list_hidden, reveal
from decksim.core.riftbound.select import candidates
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CTRL, bfo, EV_MOVE, EV_PLAY, G_DISCARDED, GEAR_CAP, G_EXTRA, G_MODE, GONE_KILL, G_READY,
    LOC_BASE, LOC_BF0, log, NBF, pb, P_CHAMP, P_GEAR_N, P_HAND, P_HAND_N, P_PLAYED, P_RUNES_N,
    P_TURN_PLAYS, P_UNITS_N, U_BUFF, U_CARD, U_EMP, U_EXH, U_GANK, U_GONE, U_LOC, UNIT_CAP,
    U_NOMOVE, uo,
)
from decksim.core.riftbound.tables import (
    C_ACCEL, C_COST_KILL, C_EMP_GANK, C_EXTRA, C_GANK_BUFFED, C_GANKING, C_MECH, C_MECH_GANK,
    C_MOVE_TAX, C_PLAY_TO, C_RAGE, C_TYPE, C_WEAPONMASTER, OP_KILL, T_GEAR, T_SPELL, T_UNIT,
    WHO_FRIENDLY, W_MOVE, W_PLAY,
)
from decksim.core.riftbound.showdown import card_at, cast_spell, list_spell, take_card


MOVE_SCRATCH = LOOK_AK - 2 * UNIT_CAP   # list_moves' scratch: eligible units, their Might


@kernel()
def mech_ganking(S, CT, p, card):
    """Does a unit of p give its Mechs Ganking, card being a Mech?"""
    if CT[card, C_MECH] == 0:
        return False
    for v in range(S[pb(p) + P_UNITS_N]):
        if CT[S[uo(p, v) + U_CARD], C_MECH_GANK] == 1:
            return True
    return False


@kernel(inline=True)
def can_move(S, CT, p, u, dest):
    """143.4: base -> battlefield, battlefield -> base; battlefield -> battlefield
    with Ganking (736); the unit ready, its exhausting the cost (143.2)."""
    o = uo(p, u)
    loc = S[o + U_LOC]
    if S[o + U_EXH] == 1 or loc == dest or S[o + U_NOMOVE] == 1:
        return False
    if loc == LOC_BASE or dest == LOC_BASE:
        return True
    card = S[o + U_CARD]
    return CT[card, C_GANKING] == 1 or S[o + U_GANK] == 1 \
        or (S[o + U_BUFF] == 1 and CT[card, C_GANK_BUFFED] == 1) \
        or (CT[card, C_RAGE] == 1 and (S[G_DISCARDED] >> p) & 1 == 1) \
        or (S[o + U_EMP] == 1 and CT[card, C_EMP_GANK] == 1) or mech_ganking(S, CT, p, card)


@kernel()
def list_plays(S, CT, p, ak, n):
    """Append the affordable unit, gear and spell plays; the new count."""
    b = pb(p)
    room = S[b + P_UNITS_N] < UNIT_CAP
    for i in range(-1, S[b + P_HAND_N]):
        src = SRC_CHAMP if i < 0 else i
        if i < 0 and S[b + P_CHAMP] < 0:
            continue
        card = card_at(S, p, src)
        dup = False
        for j in range(i):                    # one action per card name in the hand
            if S[b + P_HAND + j] == card:
                dup = True
        if dup:
            continue
        kind = CT[card, C_TYPE]
        if kind == T_GEAR and S[b + P_GEAR_N] < GEAR_CAP and affordable(S, CT, p, card, 0):
            ak[n] = (np.int64(K_GEAR) << KIND_SHIFT) | src
            n += 1
        if kind == T_SPELL:
            n = list_spell(S, CT, p, card, src, ak, n)
        if kind != T_UNIT or not room or (CT[card, C_COST_KILL] == 1 and S[b + P_UNITS_N] == 0):
            continue
        for mode in range(4):
            accel = mode & 1
            extra = mode >> 1
            if accel == 1 and CT[card, C_ACCEL] == 0:
                continue
            if extra == 1 and (CT[card, C_EXTRA] == 0 or not extra_payable(S, CT, p, card)):
                continue
            S[G_EXTRA] = extra
            ok = affordable(S, CT, p, card, accel)
            S[G_EXTRA] = 0
            if not ok:
                continue
            ak[n] = play_code(src, LOC_BASE, accel) | (extra * EXTRA_BIT)
            n += 1
            for bf in range(NBF):
                c = S[bfo(bf) + BF_CTRL]
                if c == p or (c < 0 and CT[card, C_PLAY_TO] == 1) \
                        or (c == 1 - p and CT[card, C_PLAY_TO] == 2):
                    ak[n] = play_code(src, LOC_BF0 + bf, accel) | (extra * EXTRA_BIT)
                    n += 1
    return n


@kernel()
def move_tax(S, CT, p, dest):
    """The Power of any domain p pays per unit beyond the first it moves to dest at
    once: the move_tax of the opponent's units there (Mageseeker Investigator)."""
    t = np.int64(0)
    if dest == LOC_BASE:
        return t
    for v in range(S[pb(1 - p) + P_UNITS_N]):
        if S[uo(1 - p, v) + U_LOC] == dest:
            t += CT[S[uo(1 - p, v) + U_CARD], C_MOVE_TAX]
    return t


@kernel()
def list_moves(S, CT, p, ak, n):
    """Append the Standard Moves: to each destination, each eligible unit alone,
    and (143.3: several units move at once to one destination) its strongest 2, 3,
    ... eligible units together; the new count. The eligible units and their Might
    wait in the scratch words at the end of the game's part of ak (MOVE_SCRATCH)."""
    units = S[pb(p) + P_UNITS_N]
    for dest in range(NBF + 1):
        how = ROLE_NONE
        if dest != LOC_BASE and count_at(S, 1 - p, dest) > 0:
            how = ROLE_ATTACKER
        eligible = 0
        for u in range(units):
            if can_move(S, CT, p, u, dest):
                ak[n] = move_code(np.int64(1) << u, dest)
                n += 1
                ak[MOVE_SCRATCH + eligible] = u
                ak[MOVE_SCRATCH + UNIT_CAP + eligible] = might(S, CT, p, u, how)
                eligible += 1
        mask = np.int64(0)
        tax = move_tax(S, CT, p, dest)
        for size in range(eligible):
            best = -1
            for k in range(eligible):         # the strongest unit not yet in the group
                if ak[MOVE_SCRATCH + UNIT_CAP + k] >= 0 and (
                        best < 0 or ak[MOVE_SCRATCH + UNIT_CAP + k]
                        > ak[MOVE_SCRATCH + UNIT_CAP + best]):
                    best = k
            mask |= np.int64(1) << ak[MOVE_SCRATCH + best]
            ak[MOVE_SCRATCH + UNIT_CAP + best] = -1
            if size >= 1 and tax * size <= S[pb(p) + P_RUNES_N]:
                ak[n] = move_code(mask, dest)
                n += 1
    return n


@kernel()
def list_actions(S, CT, p, ak):
    """Player p's legal actions now into ak; their count (ending the turn first)."""
    ak[0] = A_END
    n = list_plays(S, CT, p, ak, np.int64(1))
    n = list_hidden(S, CT, p, ak, n)
    n = list_empower(S, CT, p, ak, n)
    n = list_activate(S, CT, p, ak, n)
    n = list_equip(S, CT, p, ak, n)
    n = list_flow(S, CT, p, ak, n)
    return list_moves(S, CT, p, ak, n)


@kernel()
def apply_action(S, CT, PR, rng, p, code, ak, L):
    """Player p takes the action `code` (not A_END), then the cleanup's control check
    (322.6)."""
    kind = kind_of(code)
    b = pb(p)
    if kind == K_ACTIVATE:
        S[G_MODE] = mode_of(code)                   # a "choose one" ability's mode
        activate(S, CT, PR, rng, p, ability_src(code), ak, L)
    elif kind == K_EQUIP:
        equip(S, CT, p, code & 255, (code >> 8) & 255, L)
    elif kind == K_FLOW:
        cast_from_trash(S, CT, PR, rng, p, src_of(code), ak, L)
    elif kind == K_EMPOWER:
        empower(S, CT, PR, rng, p, src_of(code), ak, L)
    elif kind == K_HIDE:
        hide(S, CT, p, src_of(code), (code >> 8) & 15, L)
    elif kind == K_REVEAL:
        reveal(S, CT, PR, rng, p, (code >> 8) & 15, ak, L)
    elif kind == K_SPELL:
        cast_spell(S, CT, PR, rng, p, code, ak, L)
    elif kind == K_PLAY or kind == K_GEAR:
        src = src_of(code)
        card = card_at(S, p, src)
        accel = accel_of(code)
        S[G_EXTRA] = 1 if code & EXTRA_BIT else 0
        pay(S, CT, p, card, accel)                  # 353-354
        take_card(S, p, src)
        if S[G_EXTRA] == 1:
            pay_extra(S, CT, PR, rng, p, card, ak, L)
        S[b + P_TURN_PLAYS] += 1
        if kind == K_GEAR:
            play_gear(S, CT, PR, rng, p, card, ak, L)
        else:
            loc = loc_of(code)
            if CT[card, C_COST_KILL] == 1:          # an additional cost: a friendly unit dies
                k = candidates(S, CT, p, -1, WHO_FRIENDLY, 0, np.int64(0), ak, np.int64(0))
                t = ak[decide.effect_target(S, CT, PR, rng, p, ak, k, OP_KILL, 0)]
                S[uo(p, t % UNIT_CAP) + U_GONE] = GONE_KILL
            u = add_unit(S, p, card, loc, accel | ((S[G_READY] >> p) & 1)
                         | enters_ready(S, CT, p))  # 356.2.c
            S[b + P_PLAYED] += 1
            log(L, EV_PLAY, p, card, loc, accel)
            mark_mighty(S, CT, p, u)                # entering the board is not becoming Mighty
            if CT[card, C_WEAPONMASTER] == 1:
                weaponmaster(S, CT, PR, rng, p, u, ak, L)
            resolve(S, CT, PR, rng, p, card, W_PLAY, u, ak, L)
            granted_on_play(S, CT, PR, rng, p, card, ak, L)
            play_reactions(S, CT, PR, rng, p, ak, L)    # before its arrival's combat
            if loc != LOC_BASE and S[bfo(loc - LOC_BF0) + BF_CTRL] != p:
                cleanup(S, CT, PR, rng, ak, L)      # played to an open or enemy battlefield
                arrive(S, CT, PR, rng, p, loc - LOC_BF0, ak, L)
    else:
        dest = dest_of(code)
        mask = mask_of(code)
        k = 0
        for u in range(S[b + P_UNITS_N]):
            k += (mask >> u) & 1
        if k > 1:
            recycle_for_power(S, CT, p, ANY_DOMAIN, move_tax(S, CT, p, dest) * (k - 1), 0)
        log(L, EV_MOVE, p, mask, dest, 0)
        for u in range(S[b + P_UNITS_N]):
            if (mask >> u) & 1:
                S[uo(p, u) + U_EXH] = 1             # 143.2
                S[uo(p, u) + U_LOC] = dest
                count_move(S, p, u)
        for u in range(S[b + P_UNITS_N]):
            if (mask >> u) & 1:
                resolve(S, CT, PR, rng, p, S[uo(p, u) + U_CARD], W_MOVE, u, ak, L)
        if dest != LOC_BASE:
            cleanup(S, CT, PR, rng, ak, L)
            arrive(S, CT, PR, rng, p, dest - LOC_BF0, ak, L)
    cleanup(S, CT, PR, rng, ak, L)                   # 322
    settle(S, CT, PR, rng, p, ak, L)                 # play reactions, stuns, effect moves
    cleanup(S, CT, PR, rng, ak, L)
    S[G_EXTRA] = 0
