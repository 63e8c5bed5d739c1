"""Costs beyond PP and engaging (10.4): the optional costs of abilities
(10.4.7), required costs of activated abilities (10.4.2.2) and of Evolve
(12.2), plus the discards and draws that trigger automatic abilities
(whenever you draw / the opponent discards / this card is discarded)."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.rng import shuffle_range

from decksim.core.sve import decide
from decksim.core.sve import vocab as V
from decksim.core.sve.counts import count_zone, flip_evolved
from decksim.core.sve.prerequisites import (
    _cheapest_own, _spell_in_hand, ability_cond_ok, can_pay_opt, pay_opt,
)
from decksim.core.sve.cardinfo import (
    attack_of, card_matches, field_matches, find_uid, is_follower, kw_of,
)
from decksim.core.sve.rules import (
    D_CEM, D_HAND, EV_BANISH, EV_DISCARD, EV_ENGAGE, EV_PP, EV_TO_DECK, add_banish, add_cem, deck_put_top, draw, engage_card,
    ex_owner, leave_field, log, remove_cem, remove_ex, remove_hand, trigger_card, trigger_cem,
    trigger_field,
)
from decksim.core.sve.state import (
    CEM, DECK, EX, EVO_FREE_ALWAYS, F_CARD, F_CNT, F_COUNTERS, F_ENG, F_ENTER, F_EVO_FREE,
    F_EVOTURN, F_ONCE,
    F_ONCE_TURN, F_UID, P_FIELD_N,
    G_EXTRA_TURN, G_TOOK, G_TURN, HAND, P_CEM_N, P_DECK_N, P_DISCARDED_AT, P_EX_N, P_HAND_N, P_MAXPP,
    P_PP,
    P_SAC_ATK, P_X_PAID,
    P_START_PHASE, fo, pb,
)
from decksim.core.sve.intents import EVO_INTO
from decksim.core.sve.tables import (
    A_COND, A_E0, A_EN, A_EVO_ALT, A_ONCE, A_OPT, A_OPTARG, A_OPTFILT, A_PP, A_TRIG, C_AB0, C_ABN,
    C_COST,
    C_EVO_COST, C_ON_MASK, C_TOKEN, E_AMT, E_ARG2, E_CFILT, E_OP, E_X, ONCE_SHIFT,
)


# ---------------------------------------------------------------- triggering zone moves

@kernel()
def discard_card(S, CT, AB, FL, p, i, L, why):
    """5.11.1: hand index i of p to the cemetery. Triggers "when this card is
    discarded" on the card, "whenever you discard" on p's field (BP09-006) and
    "whenever the opponent discards" on the other field."""
    card = remove_hand(S, p, i)
    add_cem(S, CT, p, card)
    S[pb(p) + P_DISCARDED_AT] = S[G_TURN]
    log(L, EV_DISCARD, p, card, why, 0)
    trigger_card(S, CT, AB, FL, card, V.TRIG_DISCARDED, p, -1, -1, -1)
    trigger_field(S, CT, AB, FL, p, V.TRIG_OWN_DISCARDS, -1, -1, card)
    trigger_field(S, CT, AB, FL, 1 - p, V.TRIG_ENEMY_DISCARDS, -1, -1, card)
    trigger_cem(S, CT, AB, FL, 1 - p, V.TRIG_CEM_ENEMY_DISCARDS, -1, card)   # (BP08-083)
    return card


@kernel()
def draw_card(S, CT, AB, FL, p, L):
    """5.9 by an effect: "whenever you draw outside your start phase" (7.2) triggers."""
    card = draw(S, CT, p, L)
    if card >= 0 and S[pb(p) + P_START_PHASE] == 0:
        trigger_field(S, CT, AB, FL, p, V.TRIG_DREW, -1, -1, card)
    return card


# ---------------------------------------------------------------- picks for costs

@kernel()
def _pick_ex(S, CT, FL, p, f):
    """EX index of the card a banish cost takes: a token first, then the cheapest."""
    b = pb(p)
    best = -1
    bv = 0
    for i in range(S[b + P_EX_N]):
        c = S[b + EX + i]
        if card_matches(CT, FL, f, c):
            v = -1 if CT[c, C_TOKEN] == 1 else CT[c, C_COST]
            if best < 0 or v < bv:
                best = i
                bv = v
    return best


@kernel()
def _count_ex(S, CT, FL, p, f):
    b = pb(p)
    n = 0
    for i in range(S[b + P_EX_N]):
        if card_matches(CT, FL, f, S[b + EX + i]):
            n += 1
    return n


@kernel()
def _pick_cem(S, CT, FL, p, f):
    """Cemetery index of the card a banish-from-cemetery cost takes: the cheapest
    matching card."""
    b = pb(p)
    best = -1
    for i in range(S[b + P_CEM_N]):
        c = S[b + CEM + i]
        if card_matches(CT, FL, f, c) and (best < 0 or CT[c, C_COST] < CT[S[b + CEM + best], C_COST]):
            best = i
    return best


@kernel()
def _count_cem(S, CT, FL, p, f):
    b = pb(p)
    n = 0
    for i in range(S[b + P_CEM_N]):
        if card_matches(CT, FL, f, S[b + CEM + i]):
            n += 1
    return n


@kernel()
def _pick_field(S, CT, FL, p, src_uid, followers_only, f):
    """Field slot of the card a sacrifice cost takes: another card of p (not
    src_uid) passing filter f, the one the pilot values least (decide.card_value)."""
    best = -1
    bv = 0.0
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fo(p, s) + F_UID] == src_uid:
            continue
        if followers_only and not is_follower(S, CT, p, s):
            continue
        if not field_matches(S, CT, FL, f, p, s):
            continue
        v = decide.card_value(S, CT, p, s)
        if best < 0 or v < bv:
            best = s
            bv = v
    return best


@kernel()
def bury_followers(S, CT, AB, FL, q, n, L):
    """q puts n followers of their choice from their field into their cemetery ("bury",
    4.9: a move, not a destruction): the ones their pilot values least, as for a
    sacrifice cost (BP06-079). Fewer when q has fewer."""
    for _ in range(n):
        s = _pick_field(S, CT, FL, q, -1, True, 0)
        if s < 0:
            return
        S[fo(q, s) + F_CNT] = 0
        leave_field(S, CT, AB, FL, q, s, D_CEM, L, False)


@kernel()
def bury_highest(S, CT, AB, FL, q, n, L):
    """q buries n followers, each one with the highest attack among the followers on
    their field now (4.9; the card's own text, BP09-077); among equals q chooses: the
    one their pilot values least. Fewer when q has fewer."""
    for _ in range(n):
        best = -1
        ba = 0
        bv = 0.0
        for s in range(S[pb(q) + P_FIELD_N]):
            if not is_follower(S, CT, q, s):
                continue
            a = attack_of(S, CT, q, s)
            v = decide.card_value(S, CT, q, s)
            if best < 0 or a > ba or (a == ba and v < bv):
                best = s
                ba = a
                bv = v
        if best < 0:
            return
        S[fo(q, best) + F_CNT] = 0
        leave_field(S, CT, AB, FL, q, best, D_CEM, L, False)


@kernel()
def _count_field(S, CT, FL, p, src_uid, followers_only, f):
    n = 0
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fo(p, s) + F_UID] == src_uid:
            continue
        if followers_only and not is_follower(S, CT, p, s):
            continue
        if field_matches(S, CT, FL, f, p, s):
            n += 1
    return n


@kernel()
def return_x_most(S, CT, AB, FL, p, a, src_uid):
    """The most cards a `return_any` cost of ability row a can return: the other cards of
    p's field passing its filter (the X named is 0 to this, 10.6.2.2.2; CP01-003)."""
    return _count_field(S, CT, FL, p, src_uid, False, AB[a, A_OPTFILT])


@kernel(want_slot=nbt.boolean)
def _reserved_followers(S, CT, FL, p, f, want_slot):
    """10.4.6: p's reserved followers passing filter f. want_slot False: how many; True:
    the slot of the one to engage (-1 none): one that can't attack this turn first
    (put onto the field this turn without Storm or Rush, not evolved this turn,
    8.4.2.1), then the one the pilot values least (decide.card_value)."""
    best = -1
    bv = 0.0
    n = 0
    for s in range(S[pb(p) + P_FIELD_N]):
        o = fo(p, s)
        if S[o + F_ENG] == 1 or not is_follower(S, CT, p, s) or \
                not field_matches(S, CT, FL, f, p, s):
            continue
        n += 1
        v = decide.card_value(S, CT, p, s)
        if S[o + F_ENTER] < S[G_TURN] or S[o + F_EVOTURN] == S[G_TURN] or \
                (kw_of(S, CT, p, s) & (V.KW_STORM | V.KW_RUSH)) != 0:
            v += 1.0e6   # it could attack: engaged last
        if best < 0 or v < bv:
            best = s
            bv = v
    return best if want_slot else n


@kernel()
def _cem_of_cost(S, CT, p, k):
    """Index of a card of p's cemetery whose base (printed) cost is k, -1 none."""
    b = pb(p)
    for i in range(S[b + P_CEM_N]):
        if CT[S[b + CEM + i], C_COST] == k:
            return i
    return -1


@kernel()
def _cem_costs_ok(S, CT, p, n):
    """OPT_BANISH_CEM_COSTS: does p's cemetery hold a card of each base cost 1 to n?"""
    for k in range(1, n + 1):
        if _cem_of_cost(S, CT, p, k) < 0:
            return False
    return True


@kernel()
def _cheapest_cem(S, CT, p):
    b = pb(p)
    best = -1
    for i in range(S[b + P_CEM_N]):
        if best < 0 or CT[S[b + CEM + i], C_COST] < CT[S[b + CEM + best], C_COST]:
            best = i
    return best


# ---------------------------------------------------------------- costs of abilities

@kernel()
def can_pay_cost(S, CT, AB, FL, p, a, src_uid):
    """Can p pay the (optional or required) cost of ability row a? (10.4.2.2)"""
    opt = AB[a, A_OPT]
    arg = AB[a, A_OPTARG]
    f = AB[a, A_OPTFILT]
    b = pb(p)
    need = arg if arg > 1 else 1   # `count` of the card costs (A_OPTARG)
    if opt == V.OPT_BANISH_EX:
        return _count_ex(S, CT, FL, p, f) >= need
    if opt == V.OPT_BANISH_CEM:
        return _count_cem(S, CT, FL, p, f) >= need
    if opt == V.OPT_BANISH_CEM_COSTS:   # one card of each base cost 1 to n (BP08-037)
        return _cem_costs_ok(S, CT, p, arg)
    if opt == V.OPT_SAC_CARDS:
        return _count_field(S, CT, FL, p, src_uid, False, f) >= need
    if opt == V.OPT_SAC_CARDS_SELF:   # this card included (BP06-100)
        return _count_field(S, CT, FL, p, -1, False, f) >= need
    if opt == V.OPT_PP_X or opt == V.OPT_RETURN_X:   # X may be 0 (10.6.2.2.2; BP06-099)
        return True
    if opt == V.OPT_SAC_FOLLOWER and (f > 0 or arg > 1):
        return _count_field(S, CT, FL, p, src_uid, True, f) >= need
    if opt == V.OPT_DISCARD or opt == V.OPT_REVEAL:   # `count` matching cards of the hand
        # (BP02-086: 3); a card to reveal (5.20.1, BP06-037)
        k = 0
        for i in range(S[b + P_HAND_N]):
            if card_matches(CT, FL, f, S[b + HAND + i]):
                k += 1
        return k >= need
    if opt == V.OPT_PP:                # 10.4.4
        return S[b + P_PP] >= arg
    if opt == V.OPT_ENEMY_PP:          # the opponent's PP (BP06-121)
        return S[pb(1 - p) + P_PP] >= arg
    if opt == V.OPT_CEM_TO_DECK:
        return S[b + P_CEM_N] >= arg
    if opt == V.OPT_SAC_ANY:
        return _cheapest_own(S, CT, p, -1, True) >= 0
    if opt == V.OPT_COUNTERS:
        s = find_uid(S, p, src_uid)
        return s >= 0 and S[fo(p, s) + F_COUNTERS] >= arg
    if opt == V.OPT_SELF_TO_CEM or opt == V.OPT_ENGAGE_SELF:   # 10.4.6: engaging needs
        s = find_uid(S, p, src_uid)                                # it reserved (BP09-092)
        return s >= 0 and S[fo(p, s) + F_ENG] == 0
    if opt == V.OPT_SKIP_TURN:         # 5.25.2: always possible
        return True
    if opt == V.OPT_ENGAGE_FOLLOWERS:  # 10.4.6: reserved ones (BP06-017)
        return _reserved_followers(S, CT, FL, p, f, False) >= need
    if opt == V.OPT_LOSE_MAX_PP:       # 3.2.4.1: not below 0 (BP06-058)
        return S[b + P_MAXPP] >= arg
    if opt == V.OPT_FLIP_EVOLVED:      # 4.2.3: n face-down evolved followers (BP08-053)
        return flip_evolved(S, CT, p, 0) >= need
    return can_pay_opt(S, CT, p, opt, arg, src_uid)


@kernel()
def pay_cost(S, CT, AB, FL, P, rng, p, a, src_uid, L):
    """Pay the cost of ability row a (can_pay_cost was checked)."""
    opt = AB[a, A_OPT]
    arg = AB[a, A_OPTARG]
    f = AB[a, A_OPTFILT]
    b = pb(p)
    if opt == V.OPT_BANISH_EX:   # `count` cards (A_OPTARG, at least 1)
        for _ in range(arg if arg > 1 else 1):
            i = _pick_ex(S, CT, FL, p, f)
            owner = ex_owner(S, p, i)   # 5.6.1: its owner's banished zone
            card = remove_ex(S, p, i)
            add_banish(S, CT, owner, card)
            log(L, EV_BANISH, p, card, 1, 0)
    elif opt == V.OPT_BANISH_CEM:   # 5.6.1: `count` matching cards of your cemetery
        for _ in range(arg if arg > 1 else 1):
            card = remove_cem(S, CT, p, _pick_cem(S, CT, FL, p, f))
            add_banish(S, CT, p, card)
            log(L, EV_BANISH, p, card, 2, 0)
    elif opt == V.OPT_BANISH_CEM_COSTS:   # 5.6.1: base costs 1, 2, ... n (BP08-037)
        for k in range(1, arg + 1):
            card = remove_cem(S, CT, p, _cem_of_cost(S, CT, p, k))
            add_banish(S, CT, p, card)
            log(L, EV_BANISH, p, card, 2, 0)
    elif opt == V.OPT_SAC_CARDS or opt == V.OPT_SAC_CARDS_SELF or \
            (opt == V.OPT_SAC_FOLLOWER and (f > 0 or arg > 1)):
        # `count` other cards (followers) of yours matching the filter, to the cemetery;
        # OPT_SAC_CARDS_SELF: this card may be one (BP06-100)
        keep = -1 if opt == V.OPT_SAC_CARDS_SELF else src_uid
        for _ in range(arg if arg > 1 else 1):
            s = _pick_field(S, CT, FL, p, keep, opt == V.OPT_SAC_FOLLOWER, f)
            if is_follower(S, CT, p, s):
                S[b + P_SAC_ATK] = attack_of(S, CT, p, s)   # V.X_SAC_ATTACK
            S[fo(p, s) + F_CNT] = 0
            leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    elif opt == V.OPT_DISCARD:   # G_TOOK: the card discarded last, for took_matches (BP09-015)
        for _ in range(arg if arg > 1 else 1):
            c = discard_card(S, CT, AB, FL, p, decide.cost_discard(S, CT, FL, P, rng, p, f), L, 3)
            S[G_TOOK] = c + 1
    elif opt == V.OPT_DISCARD_SPELL:
        S[G_TOOK] = discard_card(S, CT, AB, FL, p, _spell_in_hand(S, CT, p), L, 3) + 1
    elif opt == V.OPT_PP:
        S[b + P_PP] -= arg
    elif opt == V.OPT_ENEMY_PP:   # the opponent chose to pay (effects._resolve; BP06-121)
        S[pb(1 - p) + P_PP] -= arg
    elif opt == V.OPT_PP_X:
        # 10.6.2.2.2 / 10.4.4: the X named before the ability resolved (P_X_PAID = X + 1,
        # timing.resolve_x_cost; none named: all p's play points), at most p's play
        # points; P_X_PAID keeps X + 1 for x:pp_paid while the ability resolves (BP06-099)
        x = S[b + P_X_PAID] - 1 if S[b + P_X_PAID] > 0 else S[b + P_PP]
        if x > S[b + P_PP]:
            x = S[b + P_PP]
        S[b + P_PP] -= x
        S[b + P_X_PAID] = x + 1
    elif opt == V.OPT_RETURN_X:
        # 10.6.2.2.2: the X named before the ability resolved (timing.resolve_x_cost; none
        # named: 0), at most the other matching cards of p's field: the ones the pilot values
        # least go to their owners' hands (tokens cease to exist, 9.1.4.3); P_X_PAID keeps
        # the X returned + 1 for x:returned (CP01-003)
        x = S[b + P_X_PAID] - 1 if S[b + P_X_PAID] > 0 else 0
        done = 0
        for _ in range(x):
            s = _pick_field(S, CT, FL, p, src_uid, False, f)
            if s < 0:
                break
            leave_field(S, CT, AB, FL, p, s, D_HAND, L, False)
            done += 1
        S[b + P_X_PAID] = done + 1
    elif opt == V.OPT_REVEAL:   # 5.20.1: the card is shown and stays in the hand
        pass
    elif opt == V.OPT_CEM_TO_DECK:
        for _ in range(arg):
            card = remove_cem(S, CT, p, _cheapest_cem(S, CT, p))
            deck_put_top(S, CT, p, card)
            log(L, EV_TO_DECK, p, card, 2, 0)
        shuffle_range(S, b + DECK, S[b + P_DECK_N], rng)
    elif opt == V.OPT_SAC_ANY:
        s = _cheapest_own(S, CT, p, -1, True)
        S[b + P_SAC_ATK] = attack_of(S, CT, p, s)   # V.X_SAC_ATTACK
        leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    elif opt == V.OPT_SELF_TO_CEM:     # engage, then put it into the cemetery (10.4.2.1)
        s = find_uid(S, p, src_uid)
        S[fo(p, s) + F_ENG] = 1
        log(L, EV_ENGAGE, p, S[fo(p, s) + F_CARD], 0, 0)
        S[fo(p, s) + F_CNT] = 0
        leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    elif opt == V.OPT_ENGAGE_SELF:     # 10.4.6: engage this card (BP09-092)
        s = find_uid(S, p, src_uid)
        engage_card(S, CT, AB, FL, p, s)
        log(L, EV_ENGAGE, p, S[fo(p, s) + F_CARD], 0, 0)
    elif opt == V.OPT_SKIP_TURN:
        # 5.25.2: p's next turn is skipped. Paid in p's own turn (an Evolve, 8.3.2), so
        # the turns run p, opponent, (p skipped), opponent, p: the same sequence as the
        # opponent taking another turn after their next one (5.27.1), which G_EXTRA_TURN
        # already plays (game.py): their start phase, PP and draw happen as in any turn,
        # and p's skipped turn would have had none. If p was to take another turn next
        # (G_EXTRA_TURN = p + 1), that extra turn is the one skipped.
        if S[G_EXTRA_TURN] == p + 1:
            S[G_EXTRA_TURN] = 0
        else:
            S[G_EXTRA_TURN] = (1 - p) + 1
    elif opt == V.OPT_COUNTERS:
        s = find_uid(S, p, src_uid)
        S[fo(p, s) + F_COUNTERS] -= arg
    elif opt == V.OPT_ENGAGE_FOLLOWERS:   # 10.4.6: `count` reserved followers (BP06-017)
        for _ in range(arg if arg > 1 else 1):
            s = _reserved_followers(S, CT, FL, p, f, True)
            engage_card(S, CT, AB, FL, p, s)   # 5.3.1 (BP09-108)
            log(L, EV_ENGAGE, p, S[fo(p, s) + F_CARD], 0, 0)
    elif opt == V.OPT_LOSE_MAX_PP:   # BP06-058; 3.2.4.2: PP above the new maximum go
        S[b + P_MAXPP] -= arg
        if S[b + P_PP] > S[b + P_MAXPP]:
            S[b + P_PP] = S[b + P_MAXPP]
        log(L, EV_PP, p, S[b + P_MAXPP], S[b + P_PP], 0)
    elif opt == V.OPT_FLIP_EVOLVED:   # 4.2.3: face up, they evolve nothing more (BP08-053)
        flip_evolved(S, CT, p, arg if arg > 1 else 1)
    else:
        pay_opt(S, CT, AB, FL, p, opt, arg, src_uid, L)


@kernel(inline=True)
def once_free_bit(S, AB, a, o):
    """The F_ONCE bit a use of ability row a (once or N times per turn, A_ONCE) of field
    row o takes now, or 0 when its uses this turn are spent (reads only)."""
    v = AB[a, A_ONCE]
    first = (v & ((1 << ONCE_SHIFT) - 1)) - 1
    used = S[o + F_ONCE] if S[o + F_ONCE_TURN] == S[G_TURN] else 0
    for k in range((v >> ONCE_SHIFT) + 1):
        bit = 1 << (first + k)
        if (used & bit) == 0:
            return bit
    return 0


@kernel(inline=True)
def mark_once(S, o, m):
    """Marks F_ONCE bit m (a mask of one bit) of field row o used this turn."""
    if S[o + F_ONCE_TURN] != S[G_TURN]:
        S[o + F_ONCE] = 0
        S[o + F_ONCE_TURN] = S[G_TURN]
    S[o + F_ONCE] |= m


@kernel(inline=True)
def once_spent(S, AB, a, p, src_uid):
    """Once (or N times) per turn on an automatic ability: True if its uses this turn
    are spent; otherwise marks one used (F_ONCE shares the activated abilities' bits)."""
    if AB[a, A_ONCE] <= 0:
        return False
    s = find_uid(S, p, src_uid)
    if s < 0:
        return False
    o = fo(p, s)
    bit = once_free_bit(S, AB, a, o)
    if bit == 0:
        return True
    mark_once(S, o, bit)
    return False


# ---------------------------------------------------------------- Evolve costs (12.2)

@kernel()
def evolve_pp_cost(S, CT, p, s):
    """PP cost of the Evolve ability of field card (p, s) (12.2); 0 after
    evolve_cost_eot (this turn) or evolve_cost_zero (while it stays on the field)."""
    o = fo(p, s)
    if S[o + F_EVO_FREE] == S[G_TURN] or S[o + F_EVO_FREE] == EVO_FREE_ALWAYS:
        return 0
    return CT[S[o + F_CARD], C_EVO_COST]


@kernel(inline=True)
def _evolve_cost_ab(CT, AB, card):
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_EVOLVE_COST)) == 0:
        return -1
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_EVOLVE_COST and AB[a, A_EVO_ALT] == 0 and \
                AB[a, A_OPT] != V.OPT_NONE:   # one without a cost only lowers it
            return a
    return -1


@kernel()
def evolve_alt_ab(CT, AB, card):
    """The alternative Evolve ability of `card` (A_EVO_ALT; its cost replaces the PP
    cost and any other extra cost, BP05-086), or -1."""
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_EVOLVE_COST)) == 0:
        return -1
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_EVOLVE_COST and AB[a, A_EVO_ALT] == 1:
            return a
    return -1


@kernel()
def evolve_face_ab(CT, AB, card):
    """The second Evolve ability of `card` revealing a named face with its own PP cost
    (A_EVO_ALT 2, `into`; "{4}: evolve this into X", BP08-002; 12.2.2.1), or -1."""
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_EVOLVE_COST)) == 0:
        return -1
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_EVOLVE_COST and AB[a, A_EVO_ALT] == 2:
            return a
    return -1


@kernel()
def evolve_face_cost(S, AB, p, s, a):
    """PP cost of the second Evolve ability row a of field card (p, s): its own, 0 after
    evolve_cost_eot / evolve_cost_zero (as evolve_pp_cost)."""
    o = fo(p, s)
    if S[o + F_EVO_FREE] == S[G_TURN] or S[o + F_EVO_FREE] == EVO_FREE_ALWAYS:
        return 0
    return AB[a, A_PP]


@kernel(inline=True)
def evolve_free_alt(S, CT, AB, FL, p, s):
    """Can field card (p, s) evolve for 0 PP by its alternative Evolve ability without
    a cost (an `alternative = true` evolve_cost ability with only a condition, whose
    condition holds: a second Evolve ability for 0 PP, 12.2; BP05-018)?"""
    a = evolve_alt_ab(CT, AB, S[fo(p, s) + F_CARD])
    return a >= 0 and AB[a, A_OPT] == V.OPT_NONE and \
        ability_cond_ok(S, CT, AB, FL, a, p, S[fo(p, s) + F_UID], S[fo(p, s) + F_CARD])


@kernel()
def evolve_cost_down(S, CT, AB, EF, FL, p, s):
    """10.2.1.3.3 / 12.2: how much less the Evolve of field card (p, s) costs by the
    `cost_down` effects of its evolve_cost abilities without a cost: a number, or an
    x:count amount counted now (BP06-019: 1 less per other follower on your field)."""
    card = S[fo(p, s) + F_CARD]
    d = 0
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] != V.TRIG_EVOLVE_COST or AB[a, A_EVO_ALT] != 0 or \
                AB[a, A_OPT] != V.OPT_NONE:
            continue
        for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
            if EF[e, E_OP] != V.OP_COST_DOWN:
                continue
            v = EF[e, E_AMT]
            x = EF[e, E_X]
            if x >= V.X_COUNT and x <= V.X_COUNT_LAST:   # compile.py allows no other X
                times = EF[e, E_ARG2] if EF[e, E_ARG2] > 0 else 1
                v += count_zone(S, CT, FL, p, x - V.X_COUNT, EF[e, E_CFILT]) * times
            if v > 0:
                d += v
    return d


@kernel(inline=True)
def evolve_cost_now(S, CT, AB, EF, FL, p, s):
    """The PP the Evolve of field card (p, s) costs now: evolve_pp_cost, 0 while its
    alternative Evolve ability for 0 PP can be used (evolve_free_alt), less its own
    cost reductions (evolve_cost_down), never below 0."""
    cost = evolve_pp_cost(S, CT, p, s)
    if cost == 0:
        return 0
    card = S[fo(p, s) + F_CARD]
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_EVOLVE_COST)) == 0:
        return cost
    if evolve_free_alt(S, CT, AB, FL, p, s):
        return 0
    cost -= evolve_cost_down(S, CT, AB, EF, FL, p, s)
    return cost if cost > 0 else 0


@kernel()
def evolve_action_cost(S, CT, AB, EF, FL, p, s, b):
    """The PP the Evolve action (s, b) (intents.ACT_EVOLVE) costs before an EP pays one:
    its second Evolve ability's own cost (EVO_INTO) or evolve_cost_now."""
    if (b & EVO_INTO) != 0:
        return evolve_face_cost(S, AB, p, s, evolve_face_ab(CT, AB, S[fo(p, s) + F_CARD]))
    return evolve_cost_now(S, CT, AB, EF, FL, p, s)


@kernel()
def _evolve_cond_ok(S, CT, AB, FL, p, s):
    """The condition of this card's Evolve ability ("activate only if ...", the card's own
    text; an evolve_cost ability with only a condition, BP09-038) holds, or it has none."""
    card = S[fo(p, s) + F_CARD]
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_EVOLVE_COST and AB[a, A_EVO_ALT] == 0 and \
                AB[a, A_OPT] == V.OPT_NONE and AB[a, A_COND] != V.COND_NONE and \
                not ability_cond_ok(S, CT, AB, FL, a, p, S[fo(p, s) + F_UID], card):
            return False
    return True


@kernel(inline=True)
def evolve_extra_ok(S, CT, AB, FL, p, s):
    """Can the extra (non-PP) cost of this card's Evolve be paid (10.4.2.2), and does its
    condition hold (BP09-038)?"""
    o = fo(p, s)
    card = S[o + F_CARD]
    if (CT[card, C_ON_MASK] & (1 << V.TRIG_EVOLVE_COST)) != 0 and \
            not _evolve_cond_ok(S, CT, AB, FL, p, s):
        return False
    a = _evolve_cost_ab(CT, AB, card)
    if a < 0:
        return True
    return can_pay_cost(S, CT, AB, FL, p, a, -1)


@kernel()
def pay_evolve_extra(S, CT, AB, FL, P, rng, p, s, L):
    o = fo(p, s)
    a = _evolve_cost_ab(CT, AB, S[o + F_CARD])
    if a >= 0:
        pay_cost(S, CT, AB, FL, P, rng, p, a, -1, L)
