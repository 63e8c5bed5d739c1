"""The pilots' choices for card text (decide.py asks): an effect's target, a
battlefield, the card to discard, Vision's recycle, the unit to reclaim, whether to
take an optional move of its own unit, and the greedy pilot's value of playing a spell
and of an activated ability. `random` picks uniformly (a coin for a move).

`greedy`, documented in docs/riftbound.md: a harmful op (damage, kill, stun,
exhaust, bounce, recall, fight, Might below 0) goes to the enemy unit with the
most Might it kills, else the strongest enemy, at a battlefield first; a helpful
one (buff, Might, ready) to its own strongest ready unit (ready: an exhausted one,
buff: an unbuffed one). It discards its costliest card, recycles with Vision a
card it cannot pay soon, reclaims its costliest unit. A spell is worth playing
when its first step kills an enemy unit (damage or kill: 30 + that unit's Might),
boosts a ready unit while a battlefield is left to take (41, before the moves at
40), or draws and channels (10, 25 when the hand is low); otherwise it waits. A
move by card text sends an enemy home from a battlefield, or an enemy from its base
into the greedy player's defenders, or its own unit from its base to a battlefield it
conquers (30); a token goes to a battlefield it holds while the opponent's Might
outweighs its defenders there, else to its base. A Flow spell from the trash is
worth what it is from the hand, less 0.5 (pilots.py). It pulls an enemy unit
(Evelynn, Iascylla) only where its defenders kill it, never sends its own unit home
when it may decline; it moves a unit to a battlefield where it stunned an enemy
unless that leaves one it holds empty. A banish is a kill to it (Wind and Ghosts: the
strongest enemy at a battlefield, banished or returned to hand); it Empowers a unit
with `empowered` text only when that text has a target (Mel); from a trash it banishes
its own cheapest card while its legend wakes on that (Zed), else the opponent's
costliest (a Flow spell first); it pays Gust Monk's extra Energy when a trash has a card
and it has a fight to take; it loots with Zed only when nothing better is left. It gives
Temporary to the enemy's costliest gear when that beats its strongest unit at a
battlefield; a Ravenbloom Prefect banishes itself for a gear costing at least as much,
unless it alone holds a battlefield; Blast Cone stuns a moved enemy unit not yet stunned;
Mistfall readies an exhausted unit on its own turn; Zed, Without a Sound swaps with a
Shadow Clone at a battlefield while it stands at its base (choices.swap_value)."""
import numpy as np

from decksim.core.rng import randint
from decksim.core.riftbound.board import (
    count_at, lethal, might, might_at, ROLE_ATTACKER, ROLE_DEFENDER, ROLE_NONE,
)
from decksim.core.riftbound.action_codes import K_HIDE, KIND_SHIFT
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies import choices
from decksim.core.riftbound.policies.params import K_RANDOM, PI_KIND
from decksim.core.riftbound.select import fits, TGEAR
from decksim.core.riftbound.state import (
    BF_CTRL, BF_HIDDEN, bfo, G_ACTIVE, GEAR_CAP, G_EXTRA, G_LEGEND_EMP, go, G_ONLY_AT, GR_ATT,
    GR_CARD, G_SCORED, LOC_BASE, LOC_BF0, NBF, pb, P_GEAR_N, P_HAND_N, P_LEGEND, P_RUNES_N,
    P_TRASH, P_TRASH_N, P_UNITS_N, TRASH_CAP, U_BUFF, U_CARD, U_EMP, U_EXH, U_GANK, U_LOC, UNIT_CAP,
    uo, U_PLUS, U_STUN,
)
from decksim.core.riftbound.tables import (
    AB_IF, AB_MAX, AB_N, AB_OP, AB_WHEN, AB_WHO, C_AB, C_ABN, C_ENERGY, C_EQ_MIGHT, C_EQUIP,
    C_EXTRA, C_FLOW, C_GANKING, C_MIGHT, C_POWER, C_QUICKDRAW, C_TYPE, EXTRA_ENERGY, EXTRA_POWER,
    IF_EXTRA_PAID, IF_EXTRA_UNPAID, OP_BANISH, OP_BANISH_OR_BOUNCE, OP_BASE_MIGHT, OP_BOUNCE,
    OP_BUFF, OP_CHANNEL, OP_DAMAGE, OP_DAMAGE_MARKED, OP_DISCARD, OP_DISEMPOWER, OP_DRAW,
    OP_EXHAUST, OP_FIGHT, OP_GAIN_XP, OP_GIVE_ASSAULT, OP_GIVE_GANKING, OP_GIVE_TANK,
    OP_GIVE_TEMPORARY, OP_KILL, OP_MIGHT, OP_MOVE, OP_MOVE_BASE, OP_MOVE_TO_MINE, OP_PIN, OP_PULL,
    OP_READY, OP_RECALL, OP_RECLAIM, OP_SHROUD, OP_STUN, OP_STUN_OR_BOUNCE, OP_SWAP, OP_TOKEN,
    OP_VISION, OP_WEAKEN, T_SPELL, T_UNIT, W_ACTIVATE, W_BANISH, W_CAST, W_EMPOWERED, WHO_SELF,
    WHO_UNIT_BF_OR_GEAR,
)

HAND_LOW = 3          # the hand, the spell included, at or below which drawing is urgent


@kernel(inline=True)
def harmful(op, amount):
    return (op == OP_DAMAGE or op == OP_KILL or op == OP_STUN or op == OP_EXHAUST
            or op == OP_BOUNCE or op == OP_RECALL or op == OP_FIGHT
            or op == OP_WEAKEN or (op == OP_MIGHT and amount < 0)
            or op == OP_STUN_OR_BOUNCE or op == OP_DAMAGE_MARKED or op == OP_PIN
            or op == OP_BANISH or op == OP_BANISH_OR_BOUNCE or op == OP_GIVE_TEMPORARY)


@kernel()
def has_when(CT, card, when):
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] == when:
            return True
    return False


@kernel()
def open_bf(S, p, bf):
    """A battlefield p may conquer by moving there: not its own, no enemy unit there."""
    return S[bfo(bf) + BF_CTRL] != p and count_at(S, 1 - p, LOC_BF0 + bf) == 0


@kernel()
def unit_value(S, CT, p, op, amount, q, u):
    m = might(S, CT, q, u, ROLE_NONE)
    o = uo(q, u)
    if op == OP_PULL:         # worth it when the defenders there (amount) kill it
        return 100.0 + m if q != p and lethal(S, CT, q, u, ROLE_NONE) <= amount else -1.0
    if op == OP_MOVE_BASE:                          # home: an enemy off a battlefield; its
        if q != p:                                  # own unless that gives up a battlefield
            return 100.0 + m
        loc = S[o + U_LOC]
        if loc != LOC_BASE and count_at(S, p, loc) == 1 and S[bfo(loc - LOC_BF0) + BF_CTRL] == p:
            return m - 500.0
        return np.float64(m)
    if op == OP_MOVE or op == OP_MOVE_TO_MINE:
        if q != p:                                  # an enemy: off a battlefield, else into
            return (100.0 + m) if S[o + U_LOC] != LOC_BASE else (50.0 - m)   # my defenders
        if S[o + U_LOC] != LOC_BASE:
            return -1000.0 - m
        for bf in range(NBF):                       # my unit at its base: to a conquest
            if open_bf(S, p, bf):
                return 60.0 + m
        return -1000.0 - m
    if op == OP_SWAP:                               # Zed: a clone holding a battlefield
        return 100.0 if q == p and S[o + U_LOC] != LOC_BASE else (1.0 if q == p else -1000.0)
    if op == OP_DISEMPOWER:                         # Lacerate: the kill that follows wants
        if q == p:                                  # 3 Might or less
            return -1000.0 - m
        return m + 50.0 * S[o + U_EMP] + (1000.0 if m <= 3 else 0.0)
    if op == OP_BASE_MIGHT:
        if q != p:
            return -1000.0 - m
        return amount - CT[S[o + U_CARD], C_MIGHT] + (100.0 if S[o + U_EXH] == 0 else 0.0)
    if harmful(op, amount):
        if q == p:
            return -1000.0 - m
        v = m + (100.0 if S[o + U_LOC] != LOC_BASE else 0.0)
        if (op == OP_DAMAGE or op == OP_FIGHT) and lethal(S, CT, q, u, ROLE_NONE) <= amount:
            v += 1000.0
        return v + (1000.0 if op == OP_KILL or op == OP_BANISH else 0.0)
    if q != p:
        return -1000.0 - m
    v = np.float64(m)
    if op == OP_READY and S[o + U_EXH] == 1:
        v += 1000.0
    if op == OP_BUFF and S[o + U_BUFF] == 0:
        v += 1000.0
    if (op == OP_MIGHT or op == OP_SHROUD or op == OP_GIVE_ASSAULT or op == OP_GIVE_TANK) \
            and S[o + U_EXH] == 0:
        v += 100.0
    if op == OP_GIVE_TANK and S[o + U_LOC] != LOC_BASE:
        v += 500.0                                  # a defender at a battlefield
    return v


@kernel()
def gear_target_value(S, CT, p, op, t):
    """A gear as an effect's target (select.TGEAR codes; Fading Memories' Temporary): an
    enemy gear worth 100 plus its cost (plus an Equipment's Might Bonus), its own -1000."""
    q = (t - TGEAR) // GEAR_CAP
    card = S[go(q, (t - TGEAR) % GEAR_CAP) + GR_CARD]
    if q == p or not harmful(op, 0):
        return -1000.0
    return 100.0 + CT[card, C_ENERGY] + CT[card, C_POWER] + CT[card, C_EQ_MIGHT]


@kernel()
def unit_choice(S, CT, PR, rng, p, ak, n, op, amount):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = -1e9
    optional = False                                # -2: "you may", no pick at all
    for i in range(n):
        optional = optional or ak[i] == -2
    for i in range(n):
        if ak[i] < 0:
            v = 0.0                                 # stop ("up to"): better than harming its own
        elif ak[i] >= TGEAR:
            v = gear_target_value(S, CT, p, op, ak[i])
        elif optional and op == OP_MOVE_BASE and ak[i] // UNIT_CAP == p:
            v = -1.0                                # "you may" send its own unit home: it won't
        else:
            v = unit_value(S, CT, p, op, amount, ak[i] // UNIT_CAP, ak[i] % UNIT_CAP)
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)


@kernel()
def bf_value(S, CT, p, op, amount, bf):
    """The enemy Might at bf that `amount` damage kills, plus their count."""
    q = 1 - p
    v = 0.0
    for u in range(S[pb(q) + P_UNITS_N]):
        if S[uo(q, u) + U_LOC] == LOC_BF0 + bf:
            v += 0.1
            if op != OP_DAMAGE or lethal(S, CT, q, u, ROLE_NONE) <= amount:
                v += might(S, CT, q, u, ROLE_NONE) + 1.0
    return v


@kernel()
def bf_choice(S, CT, PR, rng, p, ak, n, op, amount):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = -1.0
    for i in range(n):
        v = bf_value(S, CT, p, op, amount, ak[i])
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)


@kernel()
def loc_value(S, CT, p, op, t, loc):
    """greedy: a token goes to a battlefield p holds while the opponent's units there
    and at its base outweigh p's defenders, else to the base; an enemy unit moved by
    p goes home from a battlefield, or to where p's defenders kill it; p's own unit
    to a battlefield it conquers, else one where it beats the defenders."""
    q = 1 - p
    if op == OP_TOKEN:
        if loc == LOC_BASE:
            return 0.0
        threat = np.int64(0)
        for u in range(S[pb(q) + P_UNITS_N]):
            threat += might(S, CT, q, u, ROLE_ATTACKER)
        return 1.0 if threat >= might_at(S, CT, p, loc, ROLE_DEFENDER) else -1.0
    x = t // UNIT_CAP
    u = t % UNIT_CAP
    if loc == LOC_BASE:
        return 10.0 if x != p else 0.0
    bf = loc - LOC_BF0
    if x != p:
        mine = might_at(S, CT, p, loc, ROLE_DEFENDER)
        if count_at(S, p, loc) == 0:
            return -100.0                           # it would conquer
        return np.float64(mine - lethal(S, CT, x, u, ROLE_ATTACKER))
    if open_bf(S, p, bf):
        return 50.0 + (5.0 if (S[G_SCORED] >> (p * NBF + bf)) & 1 == 0 else 0.0)
    if S[bfo(bf) + BF_CTRL] == p:
        return 1.0
    need = np.int64(0)
    for v in range(S[pb(q) + P_UNITS_N]):
        if S[uo(q, v) + U_LOC] == loc:
            need += lethal(S, CT, q, v, ROLE_DEFENDER)
    return 20.0 if might_at(S, CT, p, loc, ROLE_ATTACKER) + might(
        S, CT, p, u, ROLE_ATTACKER) >= need else -10.0


@kernel()
def loc_choice(S, CT, PR, rng, p, ak, n, op, t):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    best_v = -1e9
    for i in range(n):
        v = loc_value(S, CT, p, op, t, ak[i])
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)


@kernel()
def player_pick(S, CT, PR, rng, p, op, n):
    """greedy: the opponent (burning its deck); random: either."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2)
    return np.int64(1 - p)


@kernel()
def vision_choice(S, CT, PR, rng, p, card):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    if CT[card, C_TYPE] != T_UNIT and CT[card, C_ABN] == 0:
        return True                          # a spell or gear the engine cannot use
    return CT[card, C_ENERGY] > S[pb(p) + P_RUNES_N] + 2


@kernel()
def reclaim_choice(S, CT, PR, rng, p, ak, n):
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    b = pb(p)
    for i in range(n):
        c = S[b + P_TRASH + ak[i]]
        d = S[b + P_TRASH + ak[best]]
        if CT[c, C_ENERGY] + CT[c, C_POWER] > CT[d, C_ENERGY] + CT[d, C_POWER]:
            best = i
    return np.int64(best)


@kernel()
def banish_choice(S, CT, PR, rng, p, ak, n):
    """greedy: the cheapest card (the one it misses least)."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    b = pb(p)
    for i in range(n):
        c = S[b + P_TRASH + ak[i]]
        d = S[b + P_TRASH + ak[best]]
        if CT[c, C_ENERGY] + CT[c, C_POWER] < CT[d, C_ENERGY] + CT[d, C_POWER]:
            best = i
    return np.int64(best)


@kernel()
def banish_any_choice(S, CT, PR, rng, p, ak, n):
    """greedy: its own cheapest card while its legend wakes on banishing its own card and
    is not Empowered (Zed), else the opponent's costliest (a Flow spell first); random:
    any."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    leg = S[pb(p) + P_LEGEND]
    own = leg >= 0 and (S[G_LEGEND_EMP] >> p) & 1 == 0 and has_when(CT, leg, W_BANISH)
    best = 0
    best_v = -1e9
    for i in range(n):
        q = ak[i] // TRASH_CAP
        c = S[pb(q) + P_TRASH + ak[i] % TRASH_CAP]
        cost = np.float64(CT[c, C_ENERGY] + CT[c, C_POWER])
        if q == p:
            v = 100.0 - cost if own else -100.0 - cost
        else:
            v = cost + 20.0 * CT[c, C_FLOW]
        if v > best_v:
            best = i
            best_v = v
    return np.int64(best)


@kernel()
def open_fight(S, p):
    """Does p have a ready unit and a battlefield it does not control?"""
    ready = False
    for u in range(S[pb(p) + P_UNITS_N]):
        if S[uo(p, u) + U_EXH] == 0:
            ready = True
    if not ready:
        return False
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] != p:
            return True
    return False


@kernel()
def step_value(S, CT, PR, p, card, when):
    """The greedy pilot's value of card's steps of `when` (a spell cast, an ability
    used), read from the first that applies with or without the optional additional
    cost (G_EXTRA)."""
    r = CT[card, C_AB]
    end = CT[card, C_AB] + CT[card, C_ABN]
    while r < end and CT[r, AB_WHEN] != when:
        r += 1
    if r >= end:
        return -1.0
    while r < end - 1 and (
            (CT[r, AB_IF] == IF_EXTRA_PAID and S[G_EXTRA] == 0)
            or (CT[r, AB_IF] == IF_EXTRA_UNPAID and S[G_EXTRA] == 1)):
        r += 1
    op = CT[r, AB_OP]
    who = CT[r, AB_WHO]
    n = CT[r, AB_N]
    q = 1 - p
    if op == OP_DAMAGE or op == OP_KILL or op == OP_BOUNCE or op == OP_BANISH \
            or op == OP_BANISH_OR_BOUNCE:
        best = -1.0
        for u in range(S[pb(q) + P_UNITS_N]):
            if not fits(S, CT, p, -1, who, q, u) or (CT[r, AB_MAX] > 0 and might(
                    S, CT, q, u, ROLE_NONE) > CT[r, AB_MAX]):
                continue
            if op == OP_DAMAGE and lethal(S, CT, q, u, ROLE_NONE) > n:
                continue
            best = max(best, np.float64(might(S, CT, q, u, ROLE_NONE)))
        if op == OP_BOUNCE:
            return -1.0 if best < 3 else 20.0 + best
        return -1.0 if best < 0 else 30.0 + best
    if op == OP_BUFF or op == OP_READY or (op == OP_MIGHT and n > 0) or op == OP_SHROUD:
        return 41.0 if open_fight(S, p) else -1.0
    if op == OP_BASE_MIGHT:
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_EXH] == 0 and CT[S[uo(p, u) + U_CARD], C_MIGHT] < n:
                return 41.0 if open_fight(S, p) else -1.0
        return -1.0
    if op == OP_MOVE or op == OP_MOVE_TO_MINE or op == OP_DISEMPOWER:
        best = -1.0
        for x in range(2):
            for u in range(S[pb(x) + P_UNITS_N]):
                if fits(S, CT, p, -1, who, x, u) and (CT[r, AB_MAX] == 0 or might(
                        S, CT, x, u, ROLE_NONE) <= CT[r, AB_MAX]):
                    best = max(best, unit_value(S, CT, p, op, n, x, u))
        if op == OP_DISEMPOWER:
            return 30.0 + best - 1000.0 if best >= 1000.0 else -1.0
        if op == OP_MOVE_TO_MINE:
            return 30.0 if best >= 100.0 else -1.0      # an enemy off a battlefield it
        return 30.0 if best >= 50.0 else -1.0           # contests, or a free conquest
    if op == OP_TOKEN:
        return 30.0 + n
    if op == OP_GIVE_TEMPORARY:                     # the strongest enemy unit at a battlefield
        best = -1.0                                 # or its costliest gear (Fading Memories)
        for u in range(S[pb(q) + P_UNITS_N]):
            if fits(S, CT, p, -1, who, q, u):
                best = max(best, np.float64(might(S, CT, q, u, ROLE_NONE)))
        if who == WHO_UNIT_BF_OR_GEAR:
            for g in range(S[pb(q) + P_GEAR_N]):
                c = S[go(q, g) + GR_CARD]
                best = max(best, np.float64(CT[c, C_ENERGY] + CT[c, C_POWER] + CT[c, C_EQ_MIGHT]))
        return -1.0 if best < 3 else 30.0 + best
    if op == OP_DRAW or op == OP_CHANNEL or op == OP_VISION or op == OP_RECLAIM:
        return 25.0 if S[pb(p) + P_HAND_N] <= HAND_LOW else 10.0
    return -1.0


@kernel()
def empower_value(S, CT, PR, p, card):
    """The greedy pilot's value of Empowering a unit: with `empowered` text, that text's
    value (Mel: a unit to banish), else 19 (below any unit play)."""
    if has_when(CT, card, W_EMPOWERED):
        return step_value(S, CT, PR, p, card, W_EMPOWERED)
    return 19.0


@kernel()
def spell_value(S, CT, PR, p, card):
    """The greedy pilot's value of playing spell `card`."""
    return step_value(S, CT, PR, p, card, W_CAST)


@kernel()
def hidden_value(S, CT, PR, p, code):
    """Hiding (737) is worth 1 with 5+ runes on the board (it costs one), so only when
    nothing better is left; playing from Hidden is worth the play itself, plus 1 as
    it costs nothing: a spell's value with its choices at that battlefield, a unit's
    20 + its cost."""
    bf = (code >> 8) & 15
    if (code >> KIND_SHIFT) == K_HIDE:
        return 1.0 if S[pb(p) + P_RUNES_N] >= 5 else -1.0
    card = S[bfo(bf) + BF_HIDDEN] - 1
    if CT[card, C_TYPE] == T_UNIT:
        return 21.0 + CT[card, C_ENERGY] + CT[card, C_POWER]
    S[G_ONLY_AT] = LOC_BF0 + bf + 1
    v = spell_value(S, CT, PR, p, card)
    S[G_ONLY_AT] = 0
    return v + 1.0 if v > 0 else v


@kernel()
def extra_value(S, CT, PR, p, code, card):
    """A play or spell paying its optional additional cost: the play's value with the
    cost paid, less 2 for the card or the unit's readiness it spends."""
    S[G_EXTRA] = 1
    v = spell_value(S, CT, PR, p, card) if CT[card, C_TYPE] == T_SPELL else 20.0 + CT[
        card, C_ENERGY] + CT[card, C_POWER]
    if CT[card, C_TYPE] == T_UNIT and CT[card, C_EXTRA] == EXTRA_ENERGY \
            and S[pb(p) + P_TRASH_N] + S[pb(1 - p) + P_TRASH_N] > 0 and open_fight(S, p):
        v += 3.0                                    # Gust Monk: a card banished, Assault 2
    if CT[card, C_TYPE] == T_UNIT and CT[card, C_EXTRA] == EXTRA_POWER:
        for u in range(S[pb(1 - p) + P_UNITS_N]):       # a Power is worth a stun at a
            if S[uo(1 - p, u) + U_LOC] != LOC_BASE:     # battlefield
                v += 3.0
                break
    S[G_EXTRA] = 0
    return v - 2.0


@kernel()
def wearer_value(S, CT, p, u):
    """The greedy pilot's value of p's unit u as an Equipment's wearer: its Might, more
    at a battlefield or ready to move."""
    o = uo(p, u)
    return (np.float64(might(S, CT, p, u, ROLE_NONE)) + (10.0 if S[o + U_LOC] != LOC_BASE else 0.0)
            + (5.0 if S[o + U_EXH] == 0 else 0.0))


@kernel()
def equip_unit_choice(S, CT, PR, rng, p, ak, n):
    """The unit ak[i] a Quick-Draw gear attaches to: random any; greedy its best wearer."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n)
    best = 0
    for i in range(n):
        if wearer_value(S, CT, p, ak[i]) > wearer_value(S, CT, p, ak[best]):
            best = i
    return np.int64(best)


@kernel()
def weaponmaster_choice(S, CT, PR, rng, p, u, ak, n):
    """747: the gear slot ak[i] a Weaponmaster unit equips, -1 none. random: any or none;
    greedy: the unattached Equipment with the highest Might Bonus (moving an attached
    one gains nothing), none when all are attached."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, n + 1) - 1
    best = -1
    for i in range(n):
        o = go(p, ak[i])
        if S[o + GR_ATT] == 0 and (best < 0 or CT[S[o + GR_CARD], C_EQ_MIGHT]
                                   > CT[S[go(p, ak[best]) + GR_CARD], C_EQ_MIGHT]):
            best = i
    return np.int64(best)


@kernel()
def equip_value(S, CT, PR, p, g, u):
    """The greedy pilot's value of Equipping gear slot g to unit u: an unattached one,
    18 plus its Might Bonus and the unit's worth as a wearer (/ 10) so that its best unit
    gets it; moving an attached one is not worth it."""
    o = go(p, g)
    if S[o + GR_ATT] != 0:
        return -1.0
    return 18.0 + CT[S[o + GR_CARD], C_EQ_MIGHT] + 0.1 * wearer_value(S, CT, p, u)


@kernel()
def gear_value(S, CT, PR, p, card):
    """The greedy pilot's value of playing a gear: an Equipment 15 plus its Might Bonus
    (plus 5 with Quick-Draw and a unit to take it), a gear with encoded text 12."""
    if CT[card, C_EQUIP] == 1:
        v = 15.0 + CT[card, C_EQ_MIGHT]
        if CT[card, C_QUICKDRAW] == 1 and S[pb(p) + P_UNITS_N] > 0:
            v += 5.0
        return v
    return 12.0 if CT[card, C_ABN] > 0 else -1.0


@kernel()
def activate_value(S, CT, PR, p, card, u):
    """The greedy pilot's value of an activated ability (u: the unit using it, -1 the
    legend): gaining XP by exhausting a unit only when nothing better is left;
    Ganking for the units here while one of them is ready to take the other
    battlefield; +Might to itself while it is ready to fight and was given under +2
    this turn; else its first step's value, less 1."""
    r = CT[card, C_AB]
    while r < CT[card, C_AB] + CT[card, C_ABN] - 1 and CT[r, AB_WHEN] != W_ACTIVATE:
        r += 1
    op = CT[r, AB_OP]
    if op == OP_GAIN_XP:
        return 1.0
    if op == OP_SWAP:
        return choices.swap_value(S, CT, p, u)
    if op == OP_DISCARD:                            # discard 1, then draw 1 (Zed): a loot,
        return 2.0 if S[pb(p) + P_HAND_N] > 0 else -1.0     # when nothing better is left
    if op == OP_GIVE_GANKING and u >= 0:
        loc = S[uo(p, u) + U_LOC]
        if loc == LOC_BASE:
            return -1.0
        for bf in range(NBF):
            if LOC_BF0 + bf != loc and S[bfo(bf) + BF_CTRL] != p:
                for v in range(S[pb(p) + P_UNITS_N]):
                    if S[uo(p, v) + U_LOC] == loc and S[uo(p, v) + U_EXH] == 0 \
                            and S[uo(p, v) + U_GANK] == 0 and CT[S[uo(p, v) + U_CARD],
                                                                  C_GANKING] == 0:
                        return 41.0
        return -1.0
    if op == OP_MIGHT and CT[r, AB_WHO] == WHO_SELF and u >= 0:
        if S[uo(p, u) + U_EXH] == 0 and S[uo(p, u) + U_PLUS] < 2 and open_fight(S, p):
            return 41.0
        return -1.0
    return step_value(S, CT, PR, p, card, W_ACTIVATE) - 1.0


@kernel()
def may_move_choice(S, CT, PR, rng, p, u, dest):
    """An optional move of p's unit u to dest by an effect: random, a coin; greedy,
    unless it leaves a battlefield p controls without a unit."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    loc = S[uo(p, u) + U_LOC]
    if loc == LOC_BASE or S[bfo(loc - LOC_BF0) + BF_CTRL] != p:
        return True
    for v in range(S[pb(p) + P_UNITS_N]):
        if v != u and S[uo(p, v) + U_LOC] == loc:
            return True
    return False


@kernel()
def banish_for_gear_choice(S, CT, PR, rng, p, u, card):
    """Ravenbloom Prefect: random, a coin; greedy, when the gear costs at least what the
    unit does and the unit does not alone hold a battlefield of p's."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    mine = S[uo(p, u) + U_CARD]
    if CT[card, C_ENERGY] + CT[card, C_POWER] < CT[mine, C_ENERGY] + CT[mine, C_POWER]:
        return False
    loc = S[uo(p, u) + U_LOC]
    return loc == LOC_BASE or S[bfo(loc - LOC_BF0) + BF_CTRL] != p or count_at(S, p, loc) > 1


@kernel()
def gear_stun_choice(S, CT, PR, rng, p, q, u):
    """Blast Cone: random, a coin; greedy, when the moved enemy unit is not stunned yet."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    return S[uo(q, u) + U_STUN] == 0


@kernel()
def gear_ready_choice(S, CT, PR, rng, p, u):
    """Mistfall: random, a coin; greedy, on its own turn when the unit is exhausted."""
    if PR[p, PI_KIND] == K_RANDOM:
        return randint(rng, 2) == 1
    return S[G_ACTIVE] == p and S[uo(p, u) + U_EXH] == 1
