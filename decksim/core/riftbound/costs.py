"""Paying a card's cost with runes (130, 156-163, 353-354): each Energy by
exhausting a ready rune ([E]: Add [1], 160.2.a), each Power by recycling a rune
of the cost's domain (Recycle this: Add [C], 160.2.b). A ready rune can do both:
exhausted for Energy, then recycled for Power.

A unit whose exhausting adds Energy only for spells (C_SPELL_MANA) is exhausted
when a spell's Energy cost is paid and the ready runes fall short: a resource
ability is used while paying (it cannot be reacted to), so the Energy never waits
in the Rune Pool.

Simplified: the Power of a card of two domains may be paid with either domain
(the facts give a number of Power symbols, not their domains)."""
import numpy as np

from decksim.core.riftbound.board import (
    might, pool_pay, recycle_rune, ROLE_NONE, rune_counts, spend_gold,
)
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CARD, BF_CTRL, bfo, G_EXTRA, G_GEAR_PLAYED, LOC_BASE, LOC_BF0, NBF, pb, P_RUNES,
    P_RUNES_N, P_TRASH, P_TRASH_N, P_UNITS_N, RN_CARD, RN_EXH, RN_W, U_CARD, U_EXH, U_FOUGHT,
    U_LOC, uo, U_STUN,
)
from decksim.core.riftbound.tables import (
    C_ACT_ANY, C_COMBAT_SPELL, C_DISC_MECH, C_DOMAINS, C_ENERGY, C_EXTRA, C_EXTRA_DISC, C_EXTRA_P,
    C_GEAR_DISC, C_MECH, C_MIGHTY_DISC, C_NAMESAKE_DISC, C_POWER, C_SPELL_DISC, C_SPELL_MANA,
    C_STUN_DISC, C_TOKEN, C_TRASH_DISC, C_TYPE, EXTRA_POWER, T_GEAR, T_SPELL, T_UNIT,
    C_PAIR_BF_DISC, C_PAIR_BF_DISC_P,
)

ANY_DOMAIN = 63


@kernel(inline=True)
def power_mask(CT, card):
    """The domains that pay the card's Power: its own, any when it has none."""
    m = np.int64(CT[card, C_DOMAINS])
    return m if m != 0 else np.int64(ANY_DOMAIN)


@kernel(inline=True)
def accel_mask(CT, card):
    """731.1.a.1-2: Accelerate's Power: the unit's domain, any domain unless it has one."""
    m = np.int64(CT[card, C_DOMAINS])
    return m if m != 0 and (m & (m - 1)) == 0 else np.int64(ANY_DOMAIN)


@kernel()
def gear_discount(S, CT, p, card):
    """The Energy less p pays for gear `card`: the discounts of the battlefields p
    controls for its first non-token gear each turn (static text)."""
    if CT[card, C_TOKEN] == 1 or (S[G_GEAR_PLAYED] >> p) & 1 == 1:
        return np.int64(0)
    d = np.int64(0)
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == p:
            d += CT[S[bfo(bf) + BF_CARD], C_GEAR_DISC]
    return d


@kernel()
def in_combat(S, CT, p):
    """The spell cost change of p's units now in a combat (U_FOUGHT): the summed
    combat_spell_cost of p's (less) and, negative, of the opponent's (more)."""
    d = np.int64(0)
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_FOUGHT] == 1:
                c = CT[S[uo(q, u) + U_CARD], C_COMBAT_SPELL]
                d += c if q == p else -c
    return d


@kernel()
def pair_bf(S, p):
    """Does p control a battlefield with exactly two units there (either player's)?"""
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == p:
            k = 0
            for q in range(2):
                for u in range(S[pb(q) + P_UNITS_N]):
                    if S[uo(q, u) + U_LOC] == LOC_BF0 + bf:
                        k += 1
            if k == 2:
                return True
    return False


@kernel()
def power_cost(S, CT, p, card):
    """(Power of the card's domain, Power of any domain) p pays for it: its printed
    Power, one more with the optional Power cost paid (EXTRA_POWER); a spell's changed
    while units with combat_spell_cost fight (Vex, Cheerless: less of its own, more
    of any domain)."""
    own = np.int64(CT[card, C_POWER])
    if CT[card, C_EXTRA] == EXTRA_POWER:
        own += S[G_EXTRA]
    more = np.int64(0)
    if CT[card, C_PAIR_BF_DISC_P] != 0 and pair_bf(S, p):      # Keeper of Law
        own = max(own - CT[card, C_PAIR_BF_DISC_P], 0)
    if CT[card, C_TYPE] == T_SPELL:
        d = in_combat(S, CT, p)
        if d > 0:
            own = max(own - d, 0)
        else:
            more = -d
    return own, more


@kernel()
def foe_stunned(S, p):
    q = 1 - p
    for u in range(S[pb(q) + P_UNITS_N]):
        if S[uo(q, u) + U_STUN] == 1:
            return True
    return False


@kernel()
def energy_cost(S, CT, p, card):
    """The card's Energy cost for p (static text): a unit's less its own discounts
    (per card in the trash, per namesake there, per Mighty unit), not below 0; a
    spell's less the discounts of p's units at a battlefield, to a minimum of 1 (or
    its printed cost when lower)."""
    e = np.int64(CT[card, C_ENERGY]) - S[G_EXTRA] * CT[card, C_EXTRA_DISC]
    b = pb(p)
    if CT[card, C_TYPE] == T_UNIT:
        d = CT[card, C_TRASH_DISC] * S[b + P_TRASH_N]
        if CT[card, C_NAMESAKE_DISC] != 0:
            for i in range(S[b + P_TRASH_N]):
                if S[b + P_TRASH + i] == card:
                    d += CT[card, C_NAMESAKE_DISC]
        if CT[card, C_MIGHTY_DISC] != 0:
            for u in range(S[b + P_UNITS_N]):
                if might(S, CT, p, u, ROLE_NONE) >= 5:       # 708
                    d += CT[card, C_MIGHTY_DISC]
        if CT[card, C_STUN_DISC] != 0 and foe_stunned(S, p):
            d += CT[card, C_STUN_DISC]
        if CT[card, C_PAIR_BF_DISC] != 0 and pair_bf(S, p):
            d += CT[card, C_PAIR_BF_DISC]
        return max(e - d, 0)
    if CT[card, C_TYPE] == T_GEAR:
        return max(e - gear_discount(S, CT, p, card), 0)
    if CT[card, C_TYPE] != T_SPELL:
        return e
    if CT[card, C_DISC_MECH] != 0:                   # cheaper while p controls a Mech
        for u in range(S[b + P_UNITS_N]):
            if CT[S[uo(p, u) + U_CARD], C_MECH] == 1:
                e = max(e - CT[card, C_DISC_MECH], 0)
                break
    d = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_LOC] != LOC_BASE:
            d += CT[S[uo(p, u) + U_CARD], C_SPELL_DISC]
    c = in_combat(S, CT, p)                     # friendly fighters: less; enemy: more
    if c > 0:
        d += c
    return max(min(e, 1), e - d) - min(c, 0)


@kernel()
def spell_mana(S, CT, p):
    """The Energy p's ready units add for spells when exhausted (C_SPELL_MANA)."""
    e = np.int64(0)
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_EXH] == 0:
            e += CT[S[uo(p, u) + U_CARD], C_SPELL_MANA]
    return e


@kernel()
def affordable(S, CT, p, card, accel):
    """Can player p pay the card's cost, with Accelerate's [1] and 1 Power when accel
    (731.1.a), and the optional additional cost's Power of any domain when it is paid?
    (The Accelerate mask always holds the card's own, so counting each is enough.)"""
    energy = energy_cost(S, CT, p, card) + (1 if accel else 0)
    power, more = power_cost(S, CT, p, card)
    ready, fit = rune_counts(S, CT, p, power_mask(CT, card))
    if CT[card, C_TYPE] == T_SPELL and ready < energy:
        ready += spell_mana(S, CT, p)
    if ready < energy or fit < power or S[pb(p) + P_RUNES_N] < power + more:
        return False
    if S[G_EXTRA] == 1 and S[pb(p) + P_RUNES_N] < power + more + CT[card, C_EXTRA_P]:
        return False
    if accel:
        ready2, fit2 = rune_counts(S, CT, p, accel_mask(CT, card))
        return fit2 >= power + 1
    return True


@kernel()
def recycle_for_power(S, CT, p, mask, n, energy):
    """Pay n Power of mask: a ready Gold first (killed for a Power of any domain), else
    recycle a rune of mask, exhausted ones first; a ready one is exhausted for Energy on
    its way while energy is still owed. The Energy still owed."""
    b = pb(p)
    for k in range(n):
        if spend_gold(S, CT, p):
            continue
        pick = -1
        for r in range(S[b + P_RUNES_N]):
            o = b + P_RUNES + r * RN_W
            if CT[S[o + RN_CARD], C_DOMAINS] & mask:
                if S[o + RN_EXH] == 1:
                    pick = r
                    break
                if pick < 0:
                    pick = r
        if S[b + P_RUNES + pick * RN_W + RN_EXH] == 0 and energy > 0:
            energy -= 1
        recycle_rune(S, p, pick)
    return energy


@kernel()
def exhaust_runes(S, p, energy):
    """160.2.a: exhaust p's ready runes, the last channelled first, for `energy` Energy;
    the Energy still owed (none when it had the runes)."""
    b = pb(p)
    for r in range(S[b + P_RUNES_N] - 1, -1, -1):
        if energy <= 0:
            break
        o = b + P_RUNES + r * RN_W
        if S[o + RN_EXH] == 0:
            S[o + RN_EXH] = 1
            energy -= 1
    return energy


@kernel()
def pay(S, CT, p, card, accel):
    """354: pay the card's cost (affordable() said it can be paid)."""
    energy = pool_pay(S, p, energy_cost(S, CT, p, card) + (1 if accel else 0))
    power, more = power_cost(S, CT, p, card)
    # the card's own Power first: its domains are the narrower choice
    energy = recycle_for_power(S, CT, p, power_mask(CT, card), power, energy)
    energy = recycle_for_power(S, CT, p, ANY_DOMAIN, more, energy)
    if accel:
        energy = recycle_for_power(S, CT, p, accel_mask(CT, card), 1, energy)
    if S[G_EXTRA] == 1 and CT[card, C_EXTRA_P] > 0:
        energy = recycle_for_power(S, CT, p, ANY_DOMAIN, CT[card, C_EXTRA_P], energy)
    energy = exhaust_runes(S, p, energy)
    b = pb(p)
    if energy > 0 and CT[card, C_TYPE] == T_SPELL:      # Energy only for spells (Lux)
        for u in range(S[b + P_UNITS_N]):
            if energy > 0 and S[uo(p, u) + U_EXH] == 0 and CT[S[uo(p, u) + U_CARD],
                                                                C_SPELL_MANA] > 0:
                S[uo(p, u) + U_EXH] = 1
                energy -= CT[S[uo(p, u) + U_CARD], C_SPELL_MANA]


@kernel(inline=True)
def ability_mask(CT, card):
    """The domains that pay an ability's Power: any with C_ACT_ANY, else the card's."""
    return np.int64(ANY_DOMAIN) if CT[card, C_ACT_ANY] == 1 else power_mask(CT, card)


@kernel()
def cost_affordable(S, CT, p, card, energy, power):
    """Can p pay `energy` and `power` of card's domain (an ability's cost)?"""
    ready, fit = rune_counts(S, CT, p, ability_mask(CT, card))
    return ready >= energy and fit >= power


@kernel()
def pay_cost(S, CT, p, card, energy, power):
    """Pay an ability's cost: `power` of card's domain recycled, `energy` exhausted (the
    Rune Pool's first)."""
    energy = recycle_for_power(S, CT, p, ability_mask(CT, card), power, pool_pay(S, p, energy))
    exhaust_runes(S, p, energy)
