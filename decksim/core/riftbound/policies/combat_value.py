"""The pilots' showdown choice (decide.showdown): `random` picks uniformly among
passing and its options; `greedy` plays the option that most improves its
forecast of the combat, else passes.

The forecast: the combat's units in a small table (ak from FC: the player, its
Might in its role, the damage still needed to kill it, stunned / gone flags and
its slot), each side's Might dealt (stunned units deal none, 410) killing the
other side's units cheapest first; worth, to the attacker, 100 for a conquest
(all defenders dead, an attacker left), -100 while a defender stays, 0 when
both sides die, plus 5 per unit and 1 per Might killed or removed on the other
side (less its own). An option's steps are applied to the table (damage, kill,
bounce, stun, Might, Assault, Shield, prevention, a friendly unit moved into
the combat; each single pick on the unit that gains most; steps with other
conditions are skipped) and its gain is the
new forecast less the old, less a hundredth of its cost (and 0.5 for a Repeat);
a gain above 0 is played."""
import numpy as np

from decksim.core.rng import randint
from decksim.core.riftbound.action_codes import (
    EXTRA_BIT, K_PLAY, K_REVEAL, K_SPELL, SRC_CHAMP, kind_of, src_of,
)
from decksim.core.riftbound.board import ROLE_ATTACKER, ROLE_DEFENDER, lethal, might
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies.params import K_RANDOM, PI_KIND
from decksim.core.riftbound.select import fits, held_dest
from decksim.core.riftbound.state import (
    BF_HIDDEN, G_ATTACKER, G_COMBAT_LOC, G_EXTRA, G_ONLY_AT, LOC_BF0, P_HAND, P_LEGEND, P_UNITS_N,
    U_CARD, U_DMG, U_GONE, U_LOC, U_STUN, bfo, pb, uo,
)
from decksim.core.riftbound.tables import (
    AB_COUNT, AB_IF, AB_N, AB_OP, AB_WHEN, AB_WHO, C_AB, C_ABN, C_ENERGY, C_MIGHT, C_POWER, C_TYPE,
    IF_ALWAYS, IF_EXTRA_PAID, IF_EXTRA_UNPAID, OP_BOUNCE, OP_BUFF, OP_DAMAGE, OP_DAMAGE_MARKED,
    OP_DOUBLE_MIGHT, OP_GIVE_ASSAULT, OP_GIVE_SHIELD, OP_KILL, OP_MIGHT, OP_MOVE_BASE,
    OP_MOVE_TO_HELD, OP_PREVENT, OP_RECALL, OP_STUN, OP_STUN_OR_BOUNCE, OP_WEAKEN, T_UNIT,
    WHO_ALL_AT_BFS, WHO_ALL_ENEMY_AT, WHO_ALL_ENEMY_COMBAT, WHO_ALL_FRIENDLY, WHO_ALL_FRIENDLY_MECH,
    WHO_ALL_HERE, WHO_IT, WHO_NONE, WHO_SELF, W_ACTIVATE, W_CAST, W_PLAY,
)

FC = 768            # the forecast table's offset in ak (4 words a unit, 64 units at most)
NO_SLOT = 63        # a unit not on the board yet (an Ambush or hidden unit being weighed)
F_STUN = 1
F_GONE = 2


@kernel()
def build_table(S, CT, loc, ak):
    """The combat's units at loc into the table; their count."""
    k = np.int64(0)
    att = S[G_ATTACKER]
    for q in range(2):
        how = ROLE_ATTACKER if q == att else ROLE_DEFENDER
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_LOC] == loc and S[uo(q, u) + U_GONE] == 0 and k < 64:
                e = FC + 4 * k
                ak[e] = q
                ak[e + 1] = might(S, CT, q, u, how)
                ak[e + 2] = lethal(S, CT, q, u, how)
                ak[e + 3] = (u << 8) | (F_STUN if S[uo(q, u) + U_STUN] == 1 else 0)
                k += 1
    return k


@kernel()
def kills(ak, k, q, amount):
    """(units, Might) of q's table units that `amount` damage kills, cheapest first,
    with those already gone."""
    done = np.int64(0)
    n = np.int64(0)
    m = np.int64(0)
    for j in range(k):
        e = FC + 4 * j
        if ak[e] == q and ak[e + 3] & F_GONE:
            done |= np.int64(1) << j
            n += 1
            m += ak[e + 1]
    while True:
        best = -1
        for j in range(k):
            e = FC + 4 * j
            if ak[e] == q and (done >> j) & 1 == 0 and (best < 0 or ak[e + 2] < ak[FC + 4 * best
                                                                                 + 2]):
                best = j
        if best < 0 or ak[FC + 4 * best + 2] > amount:
            return n, m
        amount -= ak[FC + 4 * best + 2]
        done |= np.int64(1) << best
        n += 1
        m += ak[FC + 4 * best + 1]


@kernel()
def forecast(S, ak, k, p):
    """The combat's worth to p (see the module's text)."""
    att = S[G_ATTACKER]
    dmg_a = np.int64(0)
    dmg_d = np.int64(0)
    n_a = 0
    n_d = 0
    for j in range(k):
        e = FC + 4 * j
        deals = ak[e + 1] if ak[e + 3] & (F_STUN | F_GONE) == 0 else 0
        if ak[e] == att:
            dmg_a += deals
            n_a += 1
        else:
            dmg_d += deals
            n_d += 1
    kd, md = kills(ak, k, 1 - att, dmg_a)
    ka, ma = kills(ak, k, att, dmg_d)
    left_a = n_a - ka
    left_d = n_d - kd
    v = 0.0
    if left_d > 0:
        v = -100.0
    elif left_a > 0:
        v = 100.0
    v += 5.0 * (kd - ka) + (md - ma)
    return v if p == att else -v


@kernel()
def apply_op(S, ak, j, op, n):
    """A step's op on table unit j."""
    e = FC + 4 * j
    if op == OP_DAMAGE or op == OP_DAMAGE_MARKED:
        d = n
        if op == OP_DAMAGE_MARKED:
            d = 0 if ak[e + 3] >> 8 == NO_SLOT else S[uo(ak[e], ak[e + 3] >> 8) + U_DMG]
        ak[e + 2] -= d
        if ak[e + 2] <= 0:
            ak[e + 3] |= F_GONE
    elif op == OP_KILL or op == OP_BOUNCE or op == OP_RECALL or op == OP_MOVE_BASE:
        ak[e + 3] |= F_GONE
    elif op == OP_STUN:
        ak[e + 3] |= F_STUN
    elif op == OP_STUN_OR_BOUNCE:
        ak[e + 3] |= F_GONE if ak[e + 3] & F_STUN else F_STUN
    elif op == OP_MIGHT or op == OP_BUFF or op == OP_DOUBLE_MIGHT or op == OP_WEAKEN \
            or (op == OP_GIVE_ASSAULT and ak[e] == S[G_ATTACKER]) \
            or (op == OP_GIVE_SHIELD and ak[e] != S[G_ATTACKER]):
        d = n
        if op == OP_BUFF:
            d = 1
        elif op == OP_DOUBLE_MIGHT:
            d = ak[e + 1]
        elif op == OP_WEAKEN:
            d = -min(n, max(ak[e + 1] - 1, 0))
        d = max(d, -ak[e + 1])
        ak[e + 1] += d
        ak[e + 2] = max(ak[e + 2] + d, 1)
    elif op == OP_PREVENT:
        ak[e + 2] += n


@kernel()
def steps_gain(S, CT, p, card, when, src, ak, k):
    """Apply card's steps of `when` (src: the unit whose ability it is) to the table;
    the forecast after them."""
    last = -1
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        cond = CT[r, AB_IF]
        if CT[r, AB_WHEN] != when or not (
                cond == IF_ALWAYS or (cond == IF_EXTRA_PAID and S[G_EXTRA] == 1)
                or (cond == IF_EXTRA_UNPAID and S[G_EXTRA] == 0)):
            continue
        op = CT[r, AB_OP]
        who = CT[r, AB_WHO]
        n = CT[r, AB_N]
        if who == WHO_NONE:
            continue
        if op == OP_MOVE_TO_HELD:             # its strongest fitting unit joins the combat
            best = -1
            best_m = np.int64(-1)
            loc = S[G_COMBAT_LOC]
            if k < 64:
                for u in range(S[pb(p) + P_UNITS_N]):
                    if S[uo(p, u) + U_LOC] != loc and fits(S, CT, p, src, who, p, u) \
                            and held_dest(S, p, S[uo(p, u) + U_LOC]) == loc:
                        m = might(S, CT, p, u, ROLE_DEFENDER)
                        if m > best_m:
                            best = u
                            best_m = m
            if best >= 0:
                e = FC + 4 * k
                ak[e] = p
                ak[e + 1] = best_m
                ak[e + 2] = lethal(S, CT, p, best, ROLE_DEFENDER)
                ak[e + 3] = (best << 8) | (F_STUN if S[uo(p, best) + U_STUN] == 1 else 0)
                last = k
                k += 1
            continue
        if who == WHO_IT or who == WHO_SELF:
            for j in range(k):
                e = FC + 4 * j
                if (who == WHO_IT and j == last) or (who == WHO_SELF and ak[e] == p
                                                     and ak[e + 3] >> 8 == src):
                    apply_op(S, ak, j, op, n)
            continue
        if who == WHO_ALL_AT_BFS or who == WHO_ALL_FRIENDLY or who == WHO_ALL_HERE \
                or who == WHO_ALL_ENEMY_COMBAT or who == WHO_ALL_FRIENDLY_MECH \
                or who == WHO_ALL_ENEMY_AT:
            for j in range(k):
                e = FC + 4 * j
                if ak[e + 3] & F_GONE == 0 and ak[e + 3] >> 8 != NO_SLOT and (
                        (who == WHO_ALL_ENEMY_AT and ak[e] != p)
                        or fits(S, CT, p, src, who, ak[e], ak[e + 3] >> 8)):
                    apply_op(S, ak, j, op, n)
            continue
        taken = np.int64(0)
        for pick in range(CT[r, AB_COUNT]):
            best = -1
            best_v = -1e9
            for j in range(k):
                e = FC + 4 * j
                if (taken >> j) & 1 or ak[e + 3] & F_GONE or ak[e + 3] >> 8 == NO_SLOT \
                        or not fits(S, CT, p, src, who, ak[e], ak[e + 3] >> 8):
                    continue
                a1 = ak[e + 1]
                a2 = ak[e + 2]
                a3 = ak[e + 3]
                apply_op(S, ak, j, op, n)
                v = forecast(S, ak, k, p)
                ak[e + 1] = a1
                ak[e + 2] = a2
                ak[e + 3] = a3
                if v > best_v:
                    best = j
                    best_v = v
            if best < 0:
                break
            apply_op(S, ak, best, op, n)
            taken |= np.int64(1) << best
            last = best
    return forecast(S, ak, k, p)


@kernel()
def option_gain(S, CT, p, bf, code, ak):
    """The greedy pilot's gain of showdown option `code` (see the module's text)."""
    loc = LOC_BF0 + bf
    k = build_table(S, CT, loc, ak)
    before = forecast(S, ak, k, p)
    kind = kind_of(code)
    src = src_of(code)
    if kind == K_SPELL or kind == K_PLAY:
        card = S[pb(p) + P_HAND + src]
        S[G_EXTRA] = 1 if code & EXTRA_BIT else 0
        cost = 0.01 * (CT[card, C_ENERGY] + CT[card, C_POWER]) + 0.5 * S[G_EXTRA]
        if kind == K_PLAY and k < 64:              # Ambush: the unit joins the combat
            e = FC + 4 * k
            ak[e] = p
            ak[e + 1] = CT[card, C_MIGHT]
            ak[e + 2] = max(CT[card, C_MIGHT], 1)
            ak[e + 3] = NO_SLOT << 8                    # no slot yet: no step picks it by slot
            k += 1
        after = steps_gain(S, CT, p, card, W_CAST if kind == K_SPELL else W_PLAY, -1, ak, k)
        S[G_EXTRA] = 0
        return after - before - cost
    if kind == K_REVEAL:
        at = (code >> 8) & 15
        card = S[bfo(at) + BF_HIDDEN] - 1
        if CT[card, C_TYPE] == T_UNIT:
            if at != bf or k >= 64:
                return -1.0
            e = FC + 4 * k
            ak[e] = p
            ak[e + 1] = CT[card, C_MIGHT]
            ak[e + 2] = max(CT[card, C_MIGHT], 1)
            ak[e + 3] = NO_SLOT << 8
            k += 1
            S[G_ONLY_AT] = at + LOC_BF0 + 1
            after = steps_gain(S, CT, p, card, W_PLAY, -1, ak, k)
            S[G_ONLY_AT] = 0
            return after - before
        S[G_ONLY_AT] = at + LOC_BF0 + 1
        after = steps_gain(S, CT, p, card, W_CAST, -1, ak, k)
        S[G_ONLY_AT] = 0
        return after - before
    u = -1 if src == SRC_CHAMP else src                 # an activated ability
    card = S[pb(p) + P_LEGEND] if u < 0 else S[uo(p, u) + U_CARD]
    return steps_gain(S, CT, p, card, W_ACTIVATE, u, ak, k) - before - 0.01


@kernel()
def showdown_choice(S, CT, PR, rng, p, bf, ak, n):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = 0.0
    for i in range(1, n):
        v = option_gain(S, CT, p, bf, ak[i], ak)
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)
