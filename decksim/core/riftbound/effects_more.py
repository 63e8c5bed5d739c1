"""More of the ability interpreter (effects.resolve calls these): the rarer
conditions, player ops and unit ops: stuns that wake "when you stun" triggers
(410; moves.settle), units moved by an effect to a fixed battlefield (427: the
event's, or pulled to the acting unit's; their arrival waits for
arrivals.settle_moves like every effect's move), paying an optional Energy,
predicting, banishing (a unit from the board, a card from a trash: 414) and burning,
revealing a spell, winning outright; a step picking a unit at a battlefield or a gear
(Fading Memories), a unit banishing itself to banish the gear the opponent just played
(Ravenbloom Prefect), units played by card text (a discarded card from the trash: Flame
Chompers; a trash Mech for a recycled unit: Rumble, Hotheaded), a unit swapping places
with a Shadow Clone (Zed, Without a Sound), a "choose one" ability's modes (Udyr,
Wildman), and the gear that answer their player's effects: stunning an enemy unit it
moved (Blast Cone), readying a friendly unit it buffed (Mistfall)."""
import numpy as np

from decksim.core.zones import insert_first, pop_at
from decksim.core.riftbound import decide
from decksim.core.riftbound.board import (
    add_unit, count_at, enters_ready, gear_leaves, might, might_at, pool_pay, ROLE_DEFENDER,
    ROLE_NONE, rune_counts, take_damage,
)
from decksim.core.riftbound.costs import (
    ANY_DOMAIN, cost_affordable, energy_cost, foe_stunned, pay_cost, power_mask, recycle_for_power,
)
from decksim.core.riftbound.effect_moves import count_move, place_moved, token_loc
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import END_CARD
from decksim.core.riftbound.scoring import draw
from decksim.core.riftbound.select import candidates, deflect, held_dest, TGEAR
from decksim.core.riftbound.state import (
    BF_HIDDEN, BF_HIDER, bfo, EV_EFFECT, EV_PLAY, G_ACTIVE, G_BANISH_OWN, G_BUFFED, G_COMBAT_LOC,
    GEAR_CAP, G_EVENT_LOC, G_EXCESS, G_FIRST_HERE, G_GEAR_SLOT, G_LEGEND_EMP, G_MODE, G_NEXT_PLAY,
    go, GONE_BANISH, GONE_HAND, GONE_RECYCLE, G_ONLY_AT, G_OPEN, G_PAID, G_POOL, GR_ATT, GR_CARD,
    G_READY, G_REASON, GR_EXH, GR_TEMP, G_STUN_AT, G_WINNER, LOC_BASE, LOC_BF0, log, NBF, pb,
    P_BANISHED, P_DECK, P_DECK_N, P_GEAR_N, P_PLAYED, P_RUNES, P_RUNES_N, P_TRASH, P_TRASH_N,
    P_TURN_PLAYS, P_UNITS_N, RN_CARD, RN_EXH, RN_W, TRASH_CAP, U_ARRIVE, U_BUFF, U_BUFFED, U_CARD,
    U_CONQ, U_CSHIELD, U_EXH, U_FOUGHT, U_GONE, U_LOC, U_MODES, U_MOVED, UNIT_CAP, U_NOMOVE, uo,
    U_PLAY_WAIT, U_STUN,
)
from decksim.core.riftbound.tables import (
    AB_CARD, AB_IF, AB_LEVEL, AB_MAX, AB_N, AB_OP, AB_WHEN, AB_WHO, C_AB, C_ABN, C_DOMAINS, C_MECH,
    C_POWER, C_READY_BUFFED, C_STUN_MOVED, C_TOKEN, C_TYPE, IF_ENEMY_STUNNED, IF_EXCESS,
    IF_FIRST_CONQUER, IF_FIRST_HERE, IF_FIRST_MOVE, IF_FROM_HIDDEN, IF_HIDDEN_MINE, IF_MIGHTY_THERE,
    IF_MODE, IF_SEVEN_THERE, IF_TWO_AT_IT, IF_WAS_OPEN, MAX_MAIN, OP_ADD_ENERGY_BOTH, OP_BANISH,
    OP_BANISH_OR_BOUNCE, OP_BANISH_SELF_GEAR, OP_BANISH_TRASH, OP_BANISH_UNIT_TRASH, OP_BUFF,
    OP_BURN_PLAYER, OP_DIG_SPELL, OP_EMPOWER_LEGEND, OP_GIVE_SHIELD_COMBAT, OP_GIVE_TEMPORARY,
    OP_MOVE, OP_MOVE_BASE, OP_MOVE_TO_HELD, OP_MOVE_TO_MINE, OP_NEXT_PLAY_BOOST, OP_PAY_ENERGY,
    OP_PIN, OP_PLAY_DISCARDED, OP_PREDICT, OP_PULL, OP_READY, OP_READY_GEAR, OP_RECYCLE_PLAY_MECH,
    OP_STUN, OP_STUN_OR_BOUNCE, OP_SWAP, OP_WIN, T_SPELL, T_UNIT, W_ACTIVATE, WHO_IT, WHO_NONE,
    WHO_SELF, WHO_UNIT_BF,
)


@kernel()
def more_condition(S, CT, p, cond, it, src, r):
    """The conditions from IF_FIRST_CONQUER on (effects.condition asks for the others)."""
    if cond == IF_HIDDEN_MINE:
        for bf in range(NBF):
            if S[bfo(bf) + BF_HIDDEN] > 0 and S[bfo(bf) + BF_HIDER] == p:
                return True
        return False
    if cond == IF_FIRST_CONQUER:
        return src >= 0 and S[uo(p, src) + U_CONQ] == 0
    if cond == IF_WAS_OPEN:
        return S[G_OPEN] == 1
    if cond == IF_EXCESS:
        return S[G_EXCESS + p] >= CT[r, AB_LEVEL]
    if cond == IF_FIRST_MOVE:
        return src >= 0 and S[uo(p, src) + U_MOVED] == 1
    if cond == IF_TWO_AT_IT:
        return it >= 0 and count_at(S, p, S[uo(it // UNIT_CAP, it % UNIT_CAP) + U_LOC]) == 2
    if cond == IF_ENEMY_STUNNED:
        return foe_stunned(S, p)
    if cond == IF_FROM_HIDDEN:                  # 737: from face down, on its player's turn
        return S[G_ONLY_AT] > 0 and p == S[G_ACTIVE]
    if cond == IF_MIGHTY_THERE:
        for u in range(S[pb(p) + P_UNITS_N]):
            if S[uo(p, u) + U_LOC] == S[G_EVENT_LOC] and might(S, CT, p, u, ROLE_NONE) >= 5:
                return True                     # 706
        return False
    if cond == IF_MODE:
        return S[G_MODE] == CT[r, AB_LEVEL]
    if cond == IF_SEVEN_THERE:
        return count_at(S, p, S[G_EVENT_LOC]) >= 7
    if cond == IF_FIRST_HERE:
        if src < 0 or CT[S[uo(p, src) + U_CARD], C_TOKEN] == 1:
            return False
        loc = S[uo(p, src) + U_LOC]
        return loc != LOC_BASE and (S[G_FIRST_HERE] >> (p * NBF + loc - LOC_BF0)) & 1 == 0
    return True


@kernel()
def stun(S, p, q, u):
    """410.1: p stuns q's unit u. Stunning a stunned unit is no new stun (410.1.a.1); an
    enemy's at a battlefield wakes p's "when you stun" triggers (G_STUN_AT, moves.settle)."""
    o = uo(q, u)
    if S[o + U_STUN] == 0 and q != p and S[o + U_LOC] != LOC_BASE:
        S[G_STUN_AT] |= 1 << (p * NBF + S[o + U_LOC] - LOC_BF0)
    S[o + U_STUN] = 1


@kernel()
def banished(S, p, q):
    """414: p banished a card q owns: one more card in q's Banishment (107.5); a card p
    owns wakes p's `banish` triggers (triggers.waiting_triggers)."""
    S[pb(q) + P_BANISHED] += 1
    if p == q:
        S[G_BANISH_OWN] |= 1 << p


@kernel()
def trash_out(S, q, i):
    """Card i of q's trash leaves it (the later ones moving down); the card row."""
    return pop_at(S, pb(q) + P_TRASH, pb(q) + P_TRASH_N, i)


@kernel()
def more_unit(S, CT, p, op, n, q, u):
    """Player p's unit ops of effects_more on q's unit u."""
    o = uo(q, u)
    if op == OP_BANISH:                         # 414.2: to Banishment at the cleanup, not a
        S[o + U_GONE] = GONE_BANISH + p         # kill (414.2.a)
    elif op == OP_BANISH_OR_BOUNCE:
        S[o + U_GONE] = GONE_BANISH + p if might(S, CT, q, u, ROLE_NONE) <= n else GONE_HAND
    elif op == OP_STUN:
        stun(S, p, q, u)
    elif op == OP_STUN_OR_BOUNCE:
        if S[o + U_STUN] == 1:
            S[o + U_GONE] = GONE_HAND           # already stunned: back to its owner's hand
        else:
            stun(S, p, q, u)
    elif op == OP_PIN:
        S[o + U_NOMOVE] = 1
    elif op == OP_BUFF:
        if S[o + U_BUFF] == 0 and q == p:       # 413.1.b: a buff placed wakes p's "when you
            S[o + U_BUFFED] = 1                 # buff" text (buffs_done, after the effect)
            S[G_BUFFED] |= 1 << p
        S[o + U_BUFF] = 1
    elif op == OP_GIVE_SHIELD_COMBAT:
        S[o + U_CSHIELD] += n
    elif op == OP_MOVE_TO_HELD:
        d = held_dest(S, p, S[o + U_LOC])
        if d > 0:
            S[o + U_LOC] = d
            if d == S[G_COMBAT_LOC]:
                S[o + U_FOUGHT] = 1             # 442.1.a.4.a: it joins the combat


@kernel()
def more_player(S, CT, PR, rng, p, op, n, ak, L):
    """The player ops of effects_more."""
    b = pb(p)
    if op == OP_PAY_ENERGY:                     # "you may pay": taken when it can
        ready = S[G_POOL + p]
        for r in range(S[b + P_RUNES_N]):
            ready += 1 - S[b + P_RUNES + r * RN_W + RN_EXH]
        S[G_PAID] = 1 if ready >= n else 0
        k = pool_pay(S, p, n) if ready >= n else 0
        for r in range(S[b + P_RUNES_N]):
            if k > 0 and S[b + P_RUNES + r * RN_W + RN_EXH] == 0:
                S[b + P_RUNES + r * RN_W + RN_EXH] = 1
                k -= 1
    elif op == OP_NEXT_PLAY_BOOST:
        S[G_NEXT_PLAY] |= 1 << p
    elif op == OP_WIN:
        if S[G_WINNER] < 0:
            S[G_WINNER] = p
            S[G_REASON] = END_CARD
    elif op == OP_DIG_SPELL or op == OP_PREDICT:
        top = S[b + P_DECK_N] - 1           # 418.1.c: an empty deck reveals nothing
        for _ in range(min(n, top + 1)):
            card = S[b + P_DECK + top]
            if op == OP_DIG_SPELL and CT[card, C_TYPE] == T_SPELL:
                draw(S, rng, p, L)          # a spell revealed: drawn
                top -= 1
            elif op == OP_DIG_SPELL or decide.vision(S, CT, PR, rng, p, card):
                insert_first(S, b + P_DECK, b + P_DECK_N, MAX_MAIN + 1,     # 403.1.a: to
                             pop_at(S, b + P_DECK, b + P_DECK_N, top))     # the bottom
            else:
                top -= 1                    # Predict: kept, the next one looked at
    elif op == OP_BANISH_UNIT_TRASH:           # 414: a unit card from the trash
        S[G_PAID] = 0
        k = 0
        for i in range(S[b + P_TRASH_N]):
            if CT[S[b + P_TRASH + i], C_TYPE] == T_UNIT:
                ak[k] = i
                k += 1
        if k > 0:
            trash_out(S, p, ak[decide.banish(S, CT, PR, rng, p, ak, k)])
            banished(S, p, p)
            S[G_PAID] = 1
    elif op == OP_BANISH_TRASH:                 # 414: any card of either trash
        S[G_PAID] = 0
        k = 0
        for q in range(2):
            for i in range(S[pb(q) + P_TRASH_N]):
                ak[k] = q * TRASH_CAP + i
                k += 1
        if k > 0:
            t = ak[decide.banish_any(S, CT, PR, rng, p, ak, k)]
            trash_out(S, t // TRASH_CAP, t % TRASH_CAP)
            banished(S, p, t // TRASH_CAP)
            S[G_PAID] = 1
    elif op == OP_EMPOWER_LEGEND:
        S[G_LEGEND_EMP] |= 1 << p
    elif op == OP_BURN_PLAYER:
        x = decide.player_choice(S, CT, PR, rng, p, op, n)
        bx = pb(x)
        for _ in range(n):
            if S[bx + P_DECK_N] > 0:
                S[bx + P_DECK_N] -= 1
                S[bx + P_TRASH + S[bx + P_TRASH_N]] = S[bx + P_DECK + S[bx + P_DECK_N]]
                S[bx + P_TRASH_N] += 1
    elif op == OP_ADD_ENERGY_BOTH:              # 416: into both Rune Pools (G_POOL)
        S[G_POOL + p] += n
        S[G_POOL + 1 - p] += n
    elif op == OP_READY_GEAR:
        for g in range(S[b + P_GEAR_N]):
            if S[go(p, g) + GR_EXH] == 1:
                S[go(p, g) + GR_EXH] = 0
                break


@kernel()
def move_to_event(S, CT, PR, rng, p, src):
    """p's unit src moves (an effect's move, 427) to the event battlefield when its
    pilot wants ("you may move me"); moved?"""
    loc = S[G_EVENT_LOC]
    if src < 0 or S[uo(p, src) + U_GONE] != 0 or loc == LOC_BASE or S[uo(p, src) + U_LOC] == loc:
        return False
    if not decide.may_move(S, CT, PR, rng, p, src, loc):
        return False
    place_moved(S, p, src, loc)
    count_move(S, p, src)
    return True


@kernel()
def pull_amount(S, CT, p, src):
    """What an enemy unit pulled to src's battlefield would face: p's defenders' Might
    there (the pilot's `amount`)."""
    if src < 0:
        return np.int64(0)
    return might_at(S, CT, p, S[uo(p, src) + U_LOC], ROLE_DEFENDER)


@kernel()
def pull(S, p, src, q, u):
    """q's unit u moves (an effect's move) to p's unit src's battlefield; at p's
    battlefield q's unit arrives attacking (442.1.a.1) once the effect is done."""
    if src < 0 or S[uo(p, src) + U_LOC] == LOC_BASE:
        return
    place_moved(S, q, u, S[uo(p, src) + U_LOC])
    count_move(S, q, u)


@kernel()
def unit_or_gear(S, CT, PR, rng, p, card, src, op, n, ak, L):
    """p's step picks a unit at a battlefield or a gear, either player's (Fading
    Memories). A gear picked gets the op here (give_temporary: GR_TEMP, 742); a unit's
    target code is returned (its Deflect paid, 735.1.c), else -1."""
    k = candidates(S, CT, p, src, WHO_UNIT_BF, 0, np.int64(0), ak, np.int64(0))
    for q in range(2):
        for g in range(S[pb(q) + P_GEAR_N]):
            ak[k] = TGEAR + q * GEAR_CAP + g
            k += 1
    if k == 0:
        return np.int64(-1)
    t = ak[decide.effect_target(S, CT, PR, rng, p, ak, k, op, n)]
    if t >= TGEAR:
        q = (t - TGEAR) // GEAR_CAP
        if op == OP_GIVE_TEMPORARY:
            S[go(q, (t - TGEAR) % GEAR_CAP) + GR_TEMP] = 1
        log(L, EV_EFFECT, p, card, op, -1)
        return np.int64(-1)
    q = t // UNIT_CAP
    if q != p and deflect(S, CT, q, t % UNIT_CAP) > 0:
        recycle_for_power(S, CT, p, ANY_DOMAIN, deflect(S, CT, q, t % UNIT_CAP), 0)
    return t


@kernel()
def banish_gear(S, CT, q, g):
    """414: q's gear slot g to its owner's Banishment (a token ceases to exist)."""
    token = CT[S[go(q, g) + GR_CARD], C_TOKEN]
    gear_leaves(S, CT, q, g)
    if token == 0:
        S[pb(q) + P_TRASH_N] -= 1
        banished(S, 1 - q, q)                   # by the opponent (Ravenbloom Prefect)


@kernel()
def banish_for_gear(S, CT, PR, rng, p, card, src, L):
    """(when = foe_gear) p may banish its unit src (at the cleanup, GONE_BANISH + p) to banish
    the gear the opponent just played (G_GEAR_SLOT), still on the board."""
    g = S[G_GEAR_SLOT] - 1
    q = 1 - p
    if src < 0 or g < 0 or S[uo(p, src) + U_GONE] != 0:
        return
    if not decide.banish_for_gear(S, CT, PR, rng, p, src, S[go(q, g) + GR_CARD]):
        return
    S[uo(p, src) + U_GONE] = GONE_BANISH + p
    banish_gear(S, CT, q, g)
    S[G_GEAR_SLOT] = 0
    log(L, EV_EFFECT, p, card, OP_BANISH_SELF_GEAR, p * UNIT_CAP + src)


@kernel()
def enemy_moved(S, CT, PR, rng, p, op, q, u, L):
    """p's effect op just moved q's unit u: when it is an enemy, a ready gear of p's with
    stun_moved_enemy may be exhausted to stun it (Blast Cone; one is enough)."""
    if q == p or S[uo(q, u) + U_ARRIVE] == 0 or not (
            op == OP_MOVE or op == OP_MOVE_TO_MINE or op == OP_PULL or op == OP_MOVE_BASE):
        return
    for g in range(S[pb(p) + P_GEAR_N]):
        o = go(p, g)
        if CT[S[o + GR_CARD], C_STUN_MOVED] == 1 and S[o + GR_EXH] == 0 and S[o + GR_ATT] == 0:
            if decide.gear_stun(S, CT, PR, rng, p, q, u):
                S[o + GR_EXH] = 1
                stun(S, p, q, u)
                log(L, EV_EFFECT, p, S[o + GR_CARD], OP_STUN, q * UNIT_CAP + u)
            return


@kernel()
def buffs_done(S, CT, PR, rng, ak, L):
    """The "when you buff a friendly unit" text waiting (U_BUFFED): for each such unit, a
    ready gear of its player's with ready_buffed may pay its Power (of the gear's domain)
    and be exhausted to ready the unit (Mistfall)."""
    for q in range(2):
        if (S[G_BUFFED] >> q) & 1 == 0:
            continue
        for u in range(S[pb(q) + P_UNITS_N]):
            if S[uo(q, u) + U_BUFFED] == 0:
                continue
            S[uo(q, u) + U_BUFFED] = 0
            for g in range(S[pb(q) + P_GEAR_N]):
                o = go(q, g)
                card = S[o + GR_CARD]
                n = CT[card, C_READY_BUFFED]
                if n > 0 and S[o + GR_EXH] == 0 and S[o + GR_ATT] == 0 \
                        and rune_counts(S, CT, q, power_mask(CT, card))[1] >= n \
                        and S[uo(q, u) + U_GONE] == 0 \
                        and decide.gear_ready(S, CT, PR, rng, q, u):
                    S[o + GR_EXH] = 1           # exhausted before a Gold may close a slot
                    recycle_for_power(S, CT, q, power_mask(CT, card), n, 0)
                    S[uo(q, u) + U_EXH] = 0
                    log(L, EV_EFFECT, q, card, OP_READY, q * UNIT_CAP + u)
                    break
    S[G_BUFFED] = 0


@kernel()
def count_fit(S, CT, p, mask):
    """p's runes on the board whose domain is in mask."""
    k = 0
    for r in range(S[pb(p) + P_RUNES_N]):
        if CT[S[pb(p) + P_RUNES + r * RN_W + RN_CARD], C_DOMAINS] & mask:
            k += 1
    return k


@kernel()
def fight(S, CT, q, u, iq, iu):
    """The two units deal damage equal to their Mights to each other (404.6.b.3)."""
    a = might(S, CT, q, u, ROLE_NONE)
    c = might(S, CT, iq, iu, ROLE_NONE)
    take_damage(S, q, u, c)
    take_damage(S, iq, iu, a)


@kernel()
def swap_partners(S, CT, p, src, t, ak, n):
    """p's units of card row t, other than src, at another location than src's, that can
    move (not pinned), as target codes into ak from n; how many."""
    k = 0
    for u in range(S[pb(p) + P_UNITS_N]):
        o = uo(p, u)
        if u != src and S[o + U_CARD] == t and S[o + U_GONE] == 0 and S[o + U_NOMOVE] == 0 \
                and S[o + U_LOC] != S[uo(p, src) + U_LOC]:
            ak[n + k] = p * UNIT_CAP + u
            k += 1
    return k


@kernel()
def swap_ready(S, CT, p, card, u, ak, n):
    """Has unit u a partner for card's activated swap step (True when it has none)?"""
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] == W_ACTIVATE and CT[r, AB_OP] == OP_SWAP:
            return u >= 0 and S[uo(p, u) + U_NOMOVE] == 0 \
                and swap_partners(S, CT, p, u, CT[r, AB_CARD], ak, n) > 0
    return True


@kernel()
def swap(S, CT, PR, rng, p, card, src, t, ak, L):
    """p's unit src and its unit of card row t the pilot picks move to each other's
    locations (407: two effect moves; their move triggers and arrivals wait for
    arrivals.settle_moves, 428-431)."""
    if src < 0 or S[uo(p, src) + U_GONE] != 0 or S[uo(p, src) + U_NOMOVE] == 1:
        return
    k = swap_partners(S, CT, p, src, t, ak, np.int64(0))
    if k == 0:
        return
    code = ak[decide.effect_target(S, CT, PR, rng, p, ak, k, OP_SWAP, 0)]
    u = code % UNIT_CAP
    here = S[uo(p, src) + U_LOC]
    place_moved(S, p, src, S[uo(p, u) + U_LOC])
    count_move(S, p, src)
    place_moved(S, p, u, here)
    count_move(S, p, u)
    log(L, EV_EFFECT, p, card, OP_SWAP, code)


@kernel()
def mode_usable(S, CT, p, card, u, k, ak, n):
    """Can p's unit u use mode k of card's activated ability: not chosen this turn, and
    its first step that picks a unit has one to pick (ak from n is scratch)?"""
    if (S[uo(p, u) + U_MODES] >> k) & 1:
        return False
    for r in range(CT[card, C_AB], CT[card, C_AB] + CT[card, C_ABN]):
        if CT[r, AB_WHEN] != W_ACTIVATE or CT[r, AB_IF] != IF_MODE or CT[r, AB_LEVEL] != k:
            continue
        who = CT[r, AB_WHO]
        if who == WHO_NONE or who == WHO_SELF or who == WHO_IT:
            return True
        return candidates(S, CT, p, u, who, CT[r, AB_MAX], np.int64(0), ak, n) > n
    return False


@kernel()
def effect_play(S, CT, PR, rng, p, card, ak, L):
    """p plays unit `card` (out of its zone, paid) by card text: a Limited Play (406.3), to
    its base or a battlefield it controls (the pilot's pick, 352.2.a), exhausted (142.4).
    Its play text waits (U_PLAY_WAIT: discarded.effect_plays), then its play reactions."""
    b = pb(p)
    loc = token_loc(S, CT, PR, rng, p, ak)
    u = add_unit(S, p, card, loc, ((S[G_READY] >> p) & 1) | enters_ready(S, CT, p))
    S[uo(p, u) + U_PLAY_WAIT] = 1
    S[b + P_PLAYED] += 1
    S[b + P_TURN_PLAYS] += 1
    log(L, EV_PLAY, p, card, loc, 0)


@kernel()
def play_discarded(S, CT, PR, rng, p, card, n, ak, L):
    """(when = discarded, 409.1.b) p may pay n Power of card's domain to play it from its
    trash (effect_play)."""
    b = pb(p)
    i = -1
    for j in range(S[b + P_TRASH_N]):
        if S[b + P_TRASH + j] == card:
            i = j                               # still in the trash (406.3.c: else nothing)
    if i < 0 or S[b + P_UNITS_N] >= UNIT_CAP \
            or rune_counts(S, CT, p, power_mask(CT, card))[1] < n \
            or not decide.discard_play(S, CT, PR, rng, p, card):
        return
    recycle_for_power(S, CT, p, power_mask(CT, card), n, 0)
    trash_out(S, p, i)
    effect_play(S, CT, PR, rng, p, card, ak, L)


@kernel()
def recycle_mech_cost(S, CT, p, u, card):
    """The Energy p pays for Mech `card` with its unit u recycled: less u's Might, not
    below 0."""
    return max(energy_cost(S, CT, p, card) - might(S, CT, p, u, ROLE_NONE), 0)


@kernel()
def recycle_play_mech(S, CT, PR, rng, p, card, src, ak, L):
    """(Rumble, Hotheaded) p may recycle another friendly unit (403: at the cleanup,
    GONE_RECYCLE) to play a Mech unit card of its trash (effect_play), its Energy cost
    reduced by that unit's Might: the pairs it can pay, u * 256 + trash index, and -1
    (declining) go to the pilot."""
    b = pb(p)
    k = 0
    for u in range(S[b + P_UNITS_N]):
        if u == src or S[uo(p, u) + U_GONE] != 0:
            continue
        for i in range(S[b + P_TRASH_N]):
            c = S[b + P_TRASH + i]
            dup = False
            for j in range(i):
                dup = dup or S[b + P_TRASH + j] == c
            if not dup and CT[c, C_TYPE] == T_UNIT and CT[c, C_MECH] == 1 and k < 512 \
                    and cost_affordable(S, CT, p, c, recycle_mech_cost(S, CT, p, u, c),
                                        CT[c, C_POWER]):
                ak[k] = u * 256 + i
                k += 1
    if k == 0:
        return
    ak[k] = -1
    x = ak[decide.recycle_mech(S, CT, PR, rng, p, ak, k + 1)]
    if x < 0:
        return
    u = x // 256
    c = S[b + P_TRASH + x % 256]
    pay_cost(S, CT, p, c, recycle_mech_cost(S, CT, p, u, c), CT[c, C_POWER])
    S[uo(p, u) + U_GONE] = GONE_RECYCLE         # 403.1.a: leaves at the cleanup
    log(L, EV_EFFECT, p, card, OP_RECYCLE_PLAY_MECH, p * UNIT_CAP + u)
    trash_out(S, p, x % 256)
    effect_play(S, CT, PR, rng, p, c, ak, L)


@kernel()
def more_step(S, CT, PR, rng, p, op, card, src, r, ak, L):
    """The steps of the last precon cards (effects.resolve's dispatch)."""
    if op == OP_PLAY_DISCARDED:
        play_discarded(S, CT, PR, rng, p, card, CT[r, AB_N], ak, L)
    elif op == OP_SWAP:
        swap(S, CT, PR, rng, p, card, src, CT[r, AB_CARD], ak, L)
    elif op == OP_RECYCLE_PLAY_MECH:
        recycle_play_mech(S, CT, PR, rng, p, card, src, ak, L)
