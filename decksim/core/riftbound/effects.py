"""The one interpreter of the Riftbound ability table AB (tables.py; the words of
decksim/cards/riftbound/dsl.py): a card's steps of one trigger run in order,
their targets picked by the pilots (decide.py); the cleanup after them and the
triggers that run them: triggers.py.

Simplified: an effect resolves at once when played or triggered; no player may
respond to it (the chain, 326-336, is not modelled; a combat's showdown lets the
players play cards in turn between effects, showdown.py)."""
import numpy as np

from decksim.core.zones import insert_first, pop_at
from decksim.core.riftbound import decide
from decksim.core.riftbound.board import (
    add_gear, add_unit, count_at, detach_least, enters_ready, might, ROLE_NONE, take_damage,
)
from decksim.core.riftbound.costs import ANY_DOMAIN, power_mask, recycle_for_power
from decksim.core.riftbound.effects_more import (
    banish_for_gear, buffs_done, count_fit, enemy_moved, fight, more_condition, more_player,
    more_step, more_unit, move_to_event, pull, pull_amount, unit_or_gear,
)
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import END_POINTS
from decksim.core.riftbound.scoring import draw, gain_point
from decksim.core.riftbound.select import candidates, deflect, fits, tcode
from decksim.core.riftbound.state import (
    BF_CARD, BF_CTRL, bfo, DISC_CAP, EV_EFFECT, G_BUFF_BOOST, G_BUFFED, G_CAST, G_DEATH,
    G_DEATH_TURN, G_DIED, G_DISC, G_DISC_N, G_DISCARDED, G_END_RUNES, G_EVENT_LOC, G_EXTRA,
    G_FIRST_HERE, G_GEAR_PLAYED, G_LAST_DISC, G_LEGEND_EXH, G_MIGHTY_UNIT, G_NEXT_PLAY, GONE_HAND,
    GONE_KILL, G_ONLY_AT, G_PAID, G_PLAYED, G_POOL, G_READY, G_STUN_AT, G_WINNER, G_XP, LOC_BASE,
    LOC_BF0, log, NBF, pb, P_DECK, P_DECK_N, PEND_ALONE, PEND_EMP, PEND_MIGHT, PEND_OWNER, P_GEAR_N,
    P_HAND, P_HAND_N, P_RDECK, P_RDECK_N, P_RUNES, P_RUNES_N, P_TRASH, P_TRASH_N, P_TURN_PLAYS,
    P_UNITS_N, RN_CARD, RN_EXH, RN_W, U_ASSAULT, U_BUFF, U_CARD, U_CONQ, U_CSHIELD, U_DMG, U_EMP,
    U_EMP_NEW, U_EXH, U_GANK, U_GONE, U_LOC, U_MODES, U_MOVED, UNIT_CAP, U_NOMOVE, uo, U_PLUS,
    U_PREVENT, U_SAVE, U_SHIELD, U_SHROUD, U_STUN, U_TANK, U_TEMP,
)
from decksim.core.riftbound.tables import (
    AB_AT, AB_CARD, AB_COUNT, AB_IF, AB_LEVEL, AB_MAX, AB_N, AB_OP, AB_READY, AB_UPTO, AB_WHEN,
    AB_WHO, AT_CHOOSE, AT_HERE, C_AB, C_ABN, C_BONUS_HERE, C_BONUS_MINE, C_ENERGY, C_EXTRA, C_MECH,
    C_MIGHT, C_TYPE, EXTRA_DISCARD, EXTRA_ENERGY, EXTRA_EXHAUST, EXTRA_POWER, IF_ALONE,
    IF_ANOTHER_MECH, IF_AT_BF, IF_A_UNIT_DIED, IF_BELOW_LEVEL, IF_EXTRA_PAID, IF_EXTRA_UNPAID,
    IF_FIRST_CONQUER, IF_FOUR_THERE, IF_FROM_HAND, IF_HAND_LOW, IF_KILLED, IF_LEGEND_READY,
    IF_LEGION, IF_LEVEL, IF_NAMESAKE_IN_TRASH, IF_NO_RUNES, IF_NOT_ALONE, IF_PAID, IF_PAIR,
    IF_PICKED, IF_READY_ENEMY_HERE, IF_SPELL_5, IF_WAS_EMPOWERED, IF_WAS_MIGHTY, MAX_MAIN,
    OP_ADD_ENERGY_BOTH, OP_BANISH, OP_BANISH_OR_BOUNCE, OP_BANISH_SELF_GEAR, OP_BANISH_TRASH,
    OP_BANISH_UNIT_TRASH, OP_BASE_MIGHT, OP_BOUNCE, OP_BUFF, OP_BUFF_BOOST, OP_BURN, OP_BURN_PLAYER,
    OP_CHANNEL, OP_CHOOSE, OP_DAMAGE, OP_DAMAGE_DISCARDED, OP_DAMAGE_MARKED, OP_DETACH,
    OP_DIG_SPELL, OP_DIG_UNIT, OP_DISCARD, OP_DISEMPOWER, OP_DOUBLE_MIGHT, OP_DRAW, OP_DRAW_MIGHTY,
    OP_DRAW_PER_BF, OP_EMPOWER, OP_EMPOWER_LEGEND, OP_EXHAUST, OP_EXHAUST_LEGEND, OP_FIGHT,
    OP_GAIN_XP, OP_GEAR_TOKEN, OP_GIVE_ASSAULT, OP_GIVE_GANKING, OP_GIVE_SHIELD,
    OP_GIVE_SHIELD_COMBAT, OP_GIVE_TANK, OP_GIVE_TEMPORARY, OP_KILL, OP_MIGHT, OP_MOVE,
    OP_MOVE_BASE, OP_MOVE_TO_EVENT, OP_MOVE_TO_HELD, OP_MOVE_TO_MINE, OP_NEXT_PLAY_BOOST,
    OP_OWNER_DRAW, OP_PAY_ENERGY, OP_PIN, OP_PLAY_DISCARDED, OP_PREDICT, OP_PREVENT, OP_PULL,
    OP_READY, OP_READY_GEAR, OP_READY_MIGHTY, OP_READY_PLAYS, OP_READY_RUNES, OP_READY_RUNES_AT_END,
    OP_RECALL, OP_RECLAIM, OP_RECLAIM_SPELL, OP_RECYCLE_PLAY_MECH, OP_SAVE, OP_SCORE_POINT,
    OP_SHROUD, OP_SPEND_BUFF, OP_STRIKE, OP_STUN, OP_STUN_OR_BOUNCE, OP_SWAP, OP_TOKEN, OP_VISION,
    OP_WEAKEN, OP_WIN, T_SPELL, T_UNIT, W_CAST, W_DISCARDED, WHO_ALL_AT_BFS, WHO_ALL_ENEMY_AT,
    WHO_ALL_ENEMY_COMBAT, WHO_ALL_FRIENDLY, WHO_ALL_FRIENDLY_AT_IT, WHO_ALL_FRIENDLY_HERE,
    WHO_ALL_FRIENDLY_HERE_OTHER, WHO_ALL_FRIENDLY_MECH, WHO_ALL_HERE, WHO_EACH_OWN, WHO_FRIENDLY,
    WHO_IT, WHO_MIGHTY, WHO_NONE, WHO_PLAYED, WHO_SELF, WHO_UNIT_BF_OR_GEAR,
)
from decksim.core.riftbound.effect_moves import count_move, effect_move, place_moved, token_loc


@kernel(inline=True)
def has_steps(CT, card, when):
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] == when:
            return True
    return False


@kernel(inline=True)
def lethal_now(S, CT, q, u):
    """142.2.a: non-zero damage reaching the unit's Might, or marked to leave."""
    o = uo(q, u)
    d = S[o + U_DMG]
    return S[o + U_GONE] != 0 or (d > 0 and d >= might(S, CT, q, u, ROLE_NONE))


@kernel()
def bonus_damage(S, CT, p, q, u):
    """712-714: the Bonus Damage of player p's spells and abilities on q's unit u: its
    battlefield's and p's units' (static text), summed."""
    d = np.int64(0)
    loc = S[uo(q, u) + U_LOC]
    if loc != LOC_BASE:
        d += CT[S[bfo(loc - LOC_BF0) + BF_CARD], C_BONUS_HERE]
    for v in range(S[pb(p) + P_UNITS_N]):
        d += CT[S[uo(p, v) + U_CARD], C_BONUS_MINE]
    return d


@kernel()
def on_unit(S, CT, p, op, n, q, u):
    """Player p's unit op on player q's unit u."""
    o = uo(q, u)
    if op == OP_STUN or op == OP_PIN or op == OP_GIVE_SHIELD_COMBAT or op == OP_STUN_OR_BOUNCE \
            or op == OP_MOVE_TO_HELD or op == OP_BANISH or op == OP_BANISH_OR_BOUNCE \
            or op == OP_BUFF:
        more_unit(S, CT, p, op, n, q, u)
    elif op == OP_DAMAGE:
        take_damage(S, q, u, n + bonus_damage(S, CT, p, q, u))    # 404.1.b, 712
    elif op == OP_KILL:
        S[o + U_GONE] = GONE_KILL               # 415.1.a.1: killed at the cleanup below
    elif op == OP_READY:
        S[o + U_EXH] = 0                        # 402
    elif op == OP_EXHAUST:
        S[o + U_EXH] = 1                        # 401
    elif op == OP_MIGHT:
        S[o + U_PLUS] += n
    elif op == OP_RECALL:
        S[o + U_LOC] = LOC_BASE                 # 432: not a move
    elif op == OP_BOUNCE:
        S[o + U_GONE] = GONE_HAND
    elif op == OP_SAVE:
        S[o + U_SAVE] = 1
    elif op == OP_EMPOWER:
        S[o + U_EMP_NEW] |= 1 - S[o + U_EMP]    # becoming Empowered: its triggers wait
        S[o + U_EMP] = 1
    elif op == OP_DOUBLE_MIGHT:
        S[o + U_PLUS] += might(S, CT, q, u, ROLE_NONE)
    elif op == OP_GIVE_TEMPORARY:
        S[o + U_TEMP] = 1
    elif op == OP_SPEND_BUFF:
        S[o + U_BUFF] = 0
    elif op == OP_MOVE_BASE:
        place_moved(S, q, u, LOC_BASE)          # 407: its move triggers wait for
        count_move(S, q, u)                     # arrivals.settle_moves
    elif op == OP_DAMAGE_DISCARDED:
        take_damage(S, q, u, CT[S[G_LAST_DISC], C_ENERGY] + bonus_damage(S, CT, p, q, u))
    elif op == OP_GIVE_SHIELD:
        S[o + U_SHIELD] += n
    elif op == OP_GIVE_GANKING:
        S[o + U_GANK] = 1
    elif op == OP_GIVE_ASSAULT:
        S[o + U_ASSAULT] += n
    elif op == OP_WEAKEN:
        S[o + U_PLUS] -= min(n, max(might(S, CT, q, u, ROLE_NONE) - 1, 0))
    elif op == OP_DETACH:
        detach_least(S, CT, q, u)
    elif op == OP_SHROUD:
        S[o + U_SHROUD] = 1
    elif op == OP_DISEMPOWER:
        S[o + U_EMP] = 0
    elif op == OP_BASE_MIGHT:
        S[o + U_PLUS] += n - CT[S[o + U_CARD], C_MIGHT]     # its base Might becomes n
    elif op == OP_GIVE_TANK:
        S[o + U_TANK] = 1
    elif op == OP_PREVENT:
        S[o + U_PREVENT] += n
    elif op == OP_DAMAGE_MARKED:
        take_damage(S, q, u, S[o + U_DMG] + bonus_damage(S, CT, p, q, u))


@kernel()
def channel_runes(S, p, n, exh):
    """417: up to n runes from the top of the Rune Deck onto the board, exhausted when
    exh; how many came."""
    b = pb(p)
    k = 0
    while k < n and S[b + P_RDECK_N] > 0:
        top = S[b + P_RDECK_N] - 1
        o = b + P_RUNES + S[b + P_RUNES_N] * RN_W
        S[o + RN_CARD] = S[b + P_RDECK + top]
        S[o + RN_EXH] = exh
        S[b + P_RUNES_N] += 1
        S[b + P_RDECK_N] = top
        k += 1
    return k


@kernel()
def hand_to_trash(S, CT, p, i):
    """409: hand card i is discarded; its `discarded` text waits (409.1.b, G_DISC)."""
    b = pb(p)
    if has_steps(CT, S[b + P_HAND + i], W_DISCARDED) and S[G_DISC_N] < DISC_CAP:
        S[G_DISC + S[G_DISC_N]] = p * PEND_OWNER + S[b + P_HAND + i]
        S[G_DISC_N] += 1
    S[b + P_TRASH + S[b + P_TRASH_N]] = S[b + P_HAND + i]
    S[b + P_TRASH_N] += 1
    S[G_LAST_DISC] = S[b + P_HAND + i]
    S[G_DISCARDED] |= 1 << p
    pop_at(S, b + P_HAND, b + P_HAND_N, i)


@kernel()
def on_player(S, CT, PR, rng, p, op, n, ak, L):
    """A player op of p."""
    b = pb(p)
    if op == OP_NEXT_PLAY_BOOST or op == OP_WIN or op == OP_DIG_SPELL or op == OP_PAY_ENERGY \
            or op == OP_BANISH_UNIT_TRASH or op == OP_BURN_PLAYER or op == OP_PREDICT \
            or op == OP_READY_GEAR or op == OP_BANISH_TRASH or op == OP_EMPOWER_LEGEND \
            or op == OP_ADD_ENERGY_BOTH:
        more_player(S, CT, PR, rng, p, op, n, ak, L)
    elif op == OP_DRAW:
        for _ in range(n):
            draw(S, rng, p, L)
    elif op == OP_CHANNEL:
        channel_runes(S, p, n, 1)
    elif op == OP_DISCARD:
        for _ in range(n):
            if S[b + P_HAND_N] > 0:
                hand_to_trash(S, CT, p, decide.discard(S, CT, PR, rng, p))
    elif op == OP_VISION:
        top = S[b + P_DECK_N] - 1               # 743: look at the top card, may recycle it
        if top >= 0 and decide.vision(S, CT, PR, rng, p, S[b + P_DECK + top]):
            insert_first(S, b + P_DECK, b + P_DECK_N, MAX_MAIN + 1,   # 403.1.a: to the
                         pop_at(S, b + P_DECK, b + P_DECK_N, top))       # bottom
    elif op == OP_BURN or op == OP_DIG_UNIT:
        S[G_PAID] = 0
        for _ in range(n):
            top = S[b + P_DECK_N] - 1
            if top < 0:
                break
            card = S[b + P_DECK + top]
            S[b + P_DECK_N] = top
            if op == OP_DIG_UNIT and CT[card, C_TYPE] == T_UNIT:
                S[b + P_HAND + S[b + P_HAND_N]] = card     # a unit revealed: drawn
                S[b + P_HAND_N] += 1
            else:
                S[b + P_TRASH + S[b + P_TRASH_N]] = card
                S[b + P_TRASH_N] += 1
                S[G_PAID] = 1
    elif op == OP_SCORE_POINT:
        for _ in range(n):
            gain_point(S, p, END_POINTS, L)
    elif op == OP_READY_RUNES_AT_END:
        S[G_END_RUNES + p] += n
    elif op == OP_BUFF_BOOST:
        S[G_BUFF_BOOST] |= 1 << p
    elif op == OP_DRAW_PER_BF:
        k = n
        for bf in range(NBF):
            if S[bfo(bf) + BF_CTRL] == p:
                k += 1
        for _ in range(k):
            draw(S, rng, p, L)
    elif op == OP_EXHAUST_LEGEND:
        S[G_LEGEND_EXH] |= 1 << p
    elif op == OP_GAIN_XP:
        S[G_XP + p] += n
    elif op == OP_DRAW_MIGHTY:
        k = 0
        for u in range(S[b + P_UNITS_N]):
            if might(S, CT, p, u, ROLE_NONE) >= 5:          # 708
                k += 1
        for _ in range(k):
            draw(S, rng, p, L)
    elif op == OP_READY_RUNES:
        k = n
        for r in range(S[b + P_RUNES_N]):
            if k > 0 and S[b + P_RUNES + r * RN_W + RN_EXH] == 1:
                S[b + P_RUNES + r * RN_W + RN_EXH] = 0
                k -= 1
    elif op == OP_READY_PLAYS:
        S[G_READY] |= 1 << p
    elif op == OP_RECLAIM or op == OP_RECLAIM_SPELL:
        want = T_UNIT if op == OP_RECLAIM else T_SPELL
        k = 0
        for i in range(S[b + P_TRASH_N]):
            if CT[S[b + P_TRASH + i], C_TYPE] == want:
                ak[k] = i
                k += 1
        if k > 0:
            i = ak[decide.reclaim(S, CT, PR, rng, p, ak, k)]
            S[b + P_HAND + S[b + P_HAND_N]] = pop_at(S, b + P_TRASH, b + P_TRASH_N, i)
            S[b + P_HAND_N] += 1


@kernel()
def condition(S, CT, p, cond, it, src, card, r):
    if cond >= IF_FIRST_CONQUER:
        return more_condition(S, CT, p, cond, it, src, r)
    if cond == IF_KILLED:
        return it >= 0 and lethal_now(S, CT, it // UNIT_CAP, it % UNIT_CAP)
    if cond == IF_NOT_ALONE:
        return S[G_DEATH] & PEND_ALONE == 0
    if cond == IF_WAS_MIGHTY:
        return (S[G_DEATH] // PEND_MIGHT) % 256 >= 5   # 708
    if cond == IF_NAMESAKE_IN_TRASH:
        b = pb(p)
        for i in range(S[b + P_TRASH_N]):
            if S[b + P_TRASH + i] == card:
                return True
        return False
    if cond == IF_A_UNIT_DIED:
        return S[G_DIED] == 1
    if cond == IF_SPELL_5:
        return S[G_CAST] >= 0 and CT[S[G_CAST], C_ENERGY] >= 5
    if cond == IF_READY_ENEMY_HERE:
        if src < 0 or S[uo(p, src) + U_LOC] == LOC_BASE:
            return False
        for u in range(S[pb(1 - p) + P_UNITS_N]):
            if S[uo(1 - p, u) + U_LOC] == S[uo(p, src) + U_LOC] and S[uo(1 - p, u) + U_EXH] == 0:
                return True
        return False
    if cond == IF_LEGEND_READY:
        return (S[G_LEGEND_EXH] >> p) & 1 == 0
    if cond == IF_WAS_EMPOWERED:
        return S[G_DEATH] & PEND_EMP != 0
    if cond == IF_ANOTHER_MECH:
        for u in range(S[pb(p) + P_UNITS_N]):
            if u != src and CT[S[uo(p, u) + U_CARD], C_MECH] == 1:
                return True
        return False
    if cond == IF_LEVEL:
        return S[G_XP + p] >= CT[r, AB_LEVEL]
    if cond == IF_BELOW_LEVEL:
        return S[G_XP + p] < CT[r, AB_LEVEL]
    if cond == IF_EXTRA_PAID:
        return S[G_EXTRA] == 1
    if cond == IF_EXTRA_UNPAID:
        return S[G_EXTRA] == 0
    if cond == IF_PICKED:
        return it >= 0
    if cond == IF_PAID:
        return S[G_PAID] == 1
    if cond == IF_FROM_HAND:
        return S[G_ONLY_AT] == 0
    if cond == IF_HAND_LOW:
        return S[pb(p) + P_HAND_N] <= 1
    if cond == IF_FOUR_THERE:
        return count_at(S, p, S[G_EVENT_LOC]) >= 4
    if cond == IF_PAIR:
        return src >= 0 and count_at(S, p, S[uo(p, src) + U_LOC]) == 2
    if cond == IF_AT_BF:
        return src >= 0 and S[uo(p, src) + U_LOC] != LOC_BASE
    if cond == IF_NO_RUNES:
        return S[pb(p) + P_RDECK_N] == 0
    if cond == IF_LEGION:
        return S[pb(p) + P_TURN_PLAYS] >= 2     # 738: this card and another
    if cond == IF_ALONE:
        if it < 0:
            return False
        q = it // UNIT_CAP
        return q == p and count_at(S, p, S[uo(q, it % UNIT_CAP) + U_LOC]) == 1
    return True


@kernel()
def resolve(S, CT, PR, rng, p, card, when, src, ak, L):
    """Run card's steps of trigger `when` for player p; src: the unit whose ability
    it is (-1: a spell, or a unit that has left the board)."""
    it = np.int64(-1)
    S[G_PAID] = 0
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] != when or S[G_WINNER] >= 0:
            continue
        op = CT[r, AB_OP]
        who = CT[r, AB_WHO]
        n = CT[r, AB_N]
        if not condition(S, CT, p, CT[r, AB_IF], it, src, card, r):
            continue
        if op == OP_GEAR_TOKEN:
            for _ in range(n):
                add_gear(S, p, CT[r, AB_CARD], 1)
            log(L, EV_EFFECT, p, card, op, -1)
        elif op == OP_TOKEN:
            loc = LOC_BASE
            if CT[r, AB_AT] == AT_HERE and src >= 0:
                loc = S[uo(p, src) + U_LOC]
            elif CT[r, AB_AT] == AT_HERE and S[G_ONLY_AT] > 0:
                loc = S[G_ONLY_AT] - 1            # 737.1.d.3: a token from Hidden plays there
            elif CT[r, AB_AT] == AT_CHOOSE:
                loc = token_loc(S, CT, PR, rng, p, ak)   # 352.2.a: base or a held battlefield
            for _ in range(n):                    # 142.4: enters exhausted unless told
                add_unit(S, p, CT[r, AB_CARD], loc, CT[r, AB_READY] | ((S[G_READY] >> p) & 1)
                         | enters_ready(S, CT, p))
            log(L, EV_EFFECT, p, card, op, -1)
        elif op == OP_READY_MIGHTY:
            t = S[G_MIGHTY_UNIT]                  # "you may pay": taken when it can
            mq = t // UNIT_CAP
            if t >= 0 and S[uo(mq, t % UNIT_CAP) + U_EXH] == 1 \
                    and count_fit(S, CT, p, power_mask(CT, card)) >= n:
                recycle_for_power(S, CT, p, power_mask(CT, card), n, 0)
                S[uo(mq, t % UNIT_CAP) + U_EXH] = 0
                log(L, EV_EFFECT, p, card, op, t)
        elif op == OP_MOVE_TO_EVENT:
            if move_to_event(S, CT, PR, rng, p, src):
                log(L, EV_EFFECT, p, card, op, tcode(p, src))
                it = tcode(p, src)
        elif op == OP_BANISH_SELF_GEAR:
            banish_for_gear(S, CT, PR, rng, p, card, src, L)
        elif op == OP_PLAY_DISCARDED or op == OP_SWAP or op == OP_RECYCLE_PLAY_MECH:
            more_step(S, CT, PR, rng, p, op, card, src, r, ak, L)
        elif who == WHO_NONE:
            on_player(S, CT, PR, rng, p, op, n, ak, L)
            log(L, EV_EFFECT, p, card, op, -1)
        elif op == OP_OWNER_DRAW:
            if it >= 0:
                for _ in range(n):
                    draw(S, rng, it // UNIT_CAP, L)
                log(L, EV_EFFECT, p, card, op, it)
        elif who == WHO_ALL_FRIENDLY_AT_IT:
            if it >= 0:
                at = S[uo(it // UNIT_CAP, it % UNIT_CAP) + U_LOC]
                for u in range(S[pb(p) + P_UNITS_N]):
                    if S[uo(p, u) + U_LOC] == at and S[uo(p, u) + U_GONE] == 0:
                        on_unit(S, CT, p, op, n, p, u)
                log(L, EV_EFFECT, p, card, op, -1)
        elif who == WHO_SELF or who == WHO_IT or who == WHO_MIGHTY or who == WHO_PLAYED:
            t = tcode(p, src) if who == WHO_SELF else (it if who == WHO_IT else (
                S[G_MIGHTY_UNIT] if who == WHO_MIGHTY else S[G_PLAYED]))
            if t >= 0 and CT[r, AB_MAX] > 0 and might(S, CT, t // UNIT_CAP, t % UNIT_CAP,
                                                     ROLE_NONE) > CT[r, AB_MAX]:
                continue                          # "if it has N Might or less"
            if t >= 0 and S[uo(t // UNIT_CAP, t % UNIT_CAP) + U_GONE] == 0:
                on_unit(S, CT, p, op, n, t // UNIT_CAP, t % UNIT_CAP)
                log(L, EV_EFFECT, p, card, op, t)
                it = t
        elif who == WHO_ALL_AT_BFS or who == WHO_ALL_FRIENDLY \
                or who == WHO_ALL_FRIENDLY_HERE_OTHER or who == WHO_ALL_HERE \
                or who == WHO_ALL_ENEMY_COMBAT or who == WHO_ALL_FRIENDLY_MECH \
                or who == WHO_ALL_FRIENDLY_HERE:
            for q in range(2):
                for u in range(S[pb(q) + P_UNITS_N]):
                    if fits(S, CT, p, src, who, q, u):
                        on_unit(S, CT, p, op, n, q, u)
            log(L, EV_EFFECT, p, card, op, -1)
        elif who == WHO_EACH_OWN:
            for j in range(2):
                x = p if j == 0 else 1 - p
                k = candidates(S, CT, x, -1, WHO_FRIENDLY, CT[r, AB_MAX], np.int64(0), ak,
                               np.int64(0))
                if k > 0:
                    t = ak[decide.effect_target(S, CT, PR, rng, x, ak, k, op, n)]
                    on_unit(S, CT, p, op, n, t // UNIT_CAP, t % UNIT_CAP)
                    log(L, EV_EFFECT, p, card, op, t)
        elif who == WHO_ALL_ENEMY_AT:
            k = 0
            for bf in range(NBF):
                if count_at(S, 1 - p, LOC_BF0 + bf) > 0 and (S[G_ONLY_AT] == 0
                                                             or S[G_ONLY_AT] == LOC_BF0 + bf + 1):
                    ak[k] = bf
                    k += 1
            if k > 0:
                bf = ak[decide.effect_bf(S, CT, PR, rng, p, ak, k, op, n)]
                q = 1 - p
                for u in range(S[pb(q) + P_UNITS_N]):
                    if S[uo(q, u) + U_LOC] == LOC_BF0 + bf and S[uo(q, u) + U_GONE] == 0:
                        on_unit(S, CT, p, op, n, q, u)
                log(L, EV_EFFECT, p, card, op, -1)
        elif who == WHO_UNIT_BF_OR_GEAR:
            t = unit_or_gear(S, CT, PR, rng, p, card, src, op, n, ak, L)    # a gear: done
            if t >= 0:
                on_unit(S, CT, p, op, n, t // UNIT_CAP, t % UNIT_CAP)
                log(L, EV_EFFECT, p, card, op, t)
                it = t
        else:
            taken = np.int64(0)
            partner = it
            for pick in range(CT[r, AB_COUNT]):
                k = candidates(S, CT, p, src, who, CT[r, AB_MAX], taken, ak, np.int64(0))
                if k == 0:
                    break
                if CT[r, AB_UPTO] == 1 and (pick > 0 or CT[r, AB_COUNT] == 1):
                    ak[k] = -1 if pick > 0 else -2      # "up to" / "you may" (-2): stopping
                    k += 1
                amount = np.int64(n)
                if (op == OP_FIGHT or op == OP_STRIKE) and partner >= 0:
                    amount = might(S, CT, partner // UNIT_CAP, partner % UNIT_CAP, ROLE_NONE)
                elif op == OP_PULL:
                    amount = pull_amount(S, CT, p, src)
                t = ak[decide.effect_target(S, CT, PR, rng, p, ak, k, op, amount)]
                if t < 0:
                    break
                taken |= np.int64(1) << t
                q = t // UNIT_CAP
                u = t % UNIT_CAP
                if q != p and deflect(S, CT, q, u) > 0:                 # 735.1.c
                    recycle_for_power(S, CT, p, ANY_DOMAIN, deflect(S, CT, q, u), 0)
                if op == OP_STRIKE:                     # the striker deals its Might (404)
                    if partner >= 0:
                        on_unit(S, CT, p, OP_DAMAGE, amount, q, u)
                    log(L, EV_EFFECT, p, card, op, t)
                    continue                            # `it` stays the striker
                if op == OP_FIGHT:
                    if partner >= 0 and S[uo(partner // UNIT_CAP, partner % UNIT_CAP)
                                          + U_GONE] == 0:
                        fight(S, CT, q, u, partner // UNIT_CAP, partner % UNIT_CAP)
                elif op == OP_MOVE or op == OP_MOVE_TO_MINE:
                    effect_move(S, CT, PR, rng, p, op, q, u, ak)
                    count_move(S, q, u)
                elif op == OP_PULL:
                    pull(S, p, src, q, u)
                elif op != OP_CHOOSE:
                    on_unit(S, CT, p, op, n, q, u)
                log(L, EV_EFFECT, p, card, op, t)
                enemy_moved(S, CT, PR, rng, p, op, q, u, L)     # Blast Cone
                it = t
    if S[G_BUFFED] != 0:
        buffs_done(S, CT, PR, rng, ak, L)       # Mistfall, once the effect is done


@kernel()
def end_of_turn(S):
    """317.2.c: "this turn" Might and ready plays expire; 410.1.a.2: stuns end."""
    for q in range(2):
        for u in range(S[pb(q) + P_UNITS_N]):
            S[uo(q, u) + U_PLUS] = 0
            S[uo(q, u) + U_STUN] = 0
            S[uo(q, u) + U_ASSAULT] = 0
            S[uo(q, u) + U_GANK] = 0
            S[uo(q, u) + U_SHIELD] = 0
            S[uo(q, u) + U_SAVE] = 0
            S[uo(q, u) + U_CONQ] = 0
            S[uo(q, u) + U_SHROUD] = 0
            S[uo(q, u) + U_TANK] = 0
            S[uo(q, u) + U_MOVED] = 0
            S[uo(q, u) + U_PREVENT] = 0
            S[uo(q, u) + U_NOMOVE] = 0
            S[uo(q, u) + U_CSHIELD] = 0
            S[uo(q, u) + U_MODES] = 0
    S[G_NEXT_PLAY] = 0
    S[G_FIRST_HERE] = 0
    S[G_DEATH_TURN] = 0
    S[G_STUN_AT] = 0
    S[G_READY] = 0
    S[G_DIED] = 0
    S[G_BUFF_BOOST] = 0
    S[G_DISCARDED] = 0
    S[G_GEAR_PLAYED] = 0
    S[G_POOL] = 0                               # 163: the Rune Pools empty
    S[G_POOL + 1] = 0


@kernel()
def usable(S, CT, p, card, when, src, ak, n):
    """Does card's first step of `when` that picks a unit have one to pick (src: the
    unit whose ability it is, -1 none)? True when no step picks."""
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] != when:
            continue
        who = CT[r, AB_WHO]
        if who == WHO_NONE or who == WHO_SELF or who == WHO_IT or who == WHO_ALL_AT_BFS \
                or who == WHO_ALL_FRIENDLY or who == WHO_EACH_OWN or who == WHO_ALL_FRIENDLY_AT_IT \
                or who == WHO_PLAYED or who == WHO_ALL_FRIENDLY_HERE:
            continue
        if CT[r, AB_OP] == OP_MOVE_TO_MINE and count_at(S, p, LOC_BF0) + count_at(
                S, p, LOC_BF0 + 1) == 0:
            return False                        # no battlefield where p has units
        if who == WHO_ALL_ENEMY_COMBAT or who == WHO_ALL_FRIENDLY_MECH:
            for q in range(2):
                for u in range(S[pb(q) + P_UNITS_N]):
                    if fits(S, CT, p, src, who, q, u):
                        return True
            return False
        if who == WHO_ALL_ENEMY_AT:
            for bf in range(NBF):
                if count_at(S, 1 - p, LOC_BF0 + bf) > 0:
                    return True
            return False
        if who == WHO_UNIT_BF_OR_GEAR and S[pb(0) + P_GEAR_N] + S[pb(1) + P_GEAR_N] > 0:
            return True
        return candidates(S, CT, p, src, who, CT[r, AB_MAX], np.int64(0), ak, n) > n
    return True


@kernel()
def castable(S, CT, p, card, ak, n):
    """Can spell `card` be played now: its first step that picks a unit has one to
    pick (ak from n is scratch space)? A spell with no encoded step is not."""
    return CT[card, C_ABN] > 0 and usable(S, CT, p, card, W_CAST, -1, ak, n)


@kernel()
def extra_payable(S, CT, p, card):
    """Can p pay card's optional additional cost (the card itself still in the hand)?"""
    if CT[card, C_EXTRA] == EXTRA_DISCARD:
        return S[pb(p) + P_HAND_N] >= 2
    if CT[card, C_EXTRA] == EXTRA_ENERGY or CT[card, C_EXTRA] == EXTRA_POWER:
        return True                             # affordable() counts the Energy
    if CT[card, C_EXTRA] == EXTRA_EXHAUST:
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_EXH] == 0:
                return True
    return False


@kernel()
def pay_extra(S, CT, PR, rng, p, card, ak, L):
    """Pay card's optional additional cost (the card has left the hand): discard a card
    or exhaust a ready friendly unit, the pilot's pick (extra Energy was paid with the
    card's cost)."""
    if CT[card, C_EXTRA] == EXTRA_DISCARD:
        hand_to_trash(S, CT, p, decide.discard(S, CT, PR, rng, p))
    elif CT[card, C_EXTRA] == EXTRA_EXHAUST:
        k = 0
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_EXH] == 0:
                ak[k] = tcode(p, u)
                k += 1
        t = ak[decide.effect_target(S, CT, PR, rng, p, ak, k, OP_EXHAUST, 0)]
        S[uo(p, t % UNIT_CAP) + U_EXH] = 1
