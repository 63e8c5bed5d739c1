"""Effects that move cards between the field, the cemeteries, the EX areas and
the deck (5.4, 5.6, 4.8, 4.9), and the bookkeeping they share:

- G_FO_SUMMONED: the first uid put onto the field by the latest summon / revive /
  EX-to-field / hand-to-field / look_top effect of the resolving ability; `to = "summoned"` hits every field
  card with that uid or a later one (uids only grow, state.G_UID).
- G_FO_MOVED bits 0-7: cards this ability moved so far (`if_moved` effects).
- G_FO_MOVED bits 8+: a spell to play for 0 PP from a cemetery. An effect can't
  resolve a spell in the middle of itself (the interpreter is not recursive), so
  the spell is taken out of the cemetery and played by `timing.confirmation_timing`
  as soon as the ability that played it has finished.
- G_TOOK: the card the latest search / look_top pick of this ability took, or the
  latest card its `mill` put into a cemetery.

A card taken from the opponent's cemetery keeps its owner (3.1.1): on the field its
F_FOREIGN is 1, in an EX area its P_EX_FOREIGN bit is set, and it leaves to its
owner's zones (4.1.6, 5.21.3; rules.leave_field, rules.ex_owner).
"""
from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.intents import Z_CEM, Z_EX, Z_HAND
from decksim.core.sve.cardinfo import card_matches, recount_auras, silenced
from decksim.core.sve.costs import can_pay_cost
from decksim.core.sve.prerequisites import ability_cond_ok, play_cond_ok, selection_possible
from decksim.core.sve.rules import (
    D_CEM, D_DECK_BOTTOM, D_DECK_TOP, D_EX, EV_BANISH, EV_EVOLVE, EV_PLAY, EV_SUMMON, add_banish, add_ex,
    add_ex_foreign, engage_card, ex_buff, ex_owner, keep_ex_extras, leave_field, log, put_on_field, remove_cem, remove_ex,
    remove_hand,
    trigger_card, trigger_field,
)
from decksim.core.sve.state import (
    CEM, EVO, EVO_USED, EX, EX_BUFF, EX_LIMIT, HAND, P_HAND_N, F_BY_ABILITY, F_CARD, F_EVO_SLOT, F_EVOTURN,
    F_FOREIGN, F_NO_REFRESH, F_UID, FIELD_LIMIT, G_ACTIVE, G_DECLARED, G_FO_MOVED, G_FO_SUMMONED,
    G_TOOK, G_TURN, G_UID,
    P_CARDS_PLAYED, P_CEM_N, P_EVO_N, P_EVOLVES, P_EX_N, P_FIELD_N, P_FIRST_EVO, P_NEXT_DISC,
    P_FIRSTS, P_PLAYED, P_TURNS, F_GRANTED, G_DELAYED, GRANT_END_DESTROY,
    fo, pb,
)
from decksim.core.sve.tables import (
    A_MODE, A_REQ, A_TRIG, C_AB0, C_ABN, C_EVO_TO, C_EVO_TO2, C_EVOLVED, C_FIRSTS, C_FRONT, C_KW,
    C_TOKEN, C_TYPE,
)

@kernel(inline=True)
def begin_ability(S):
    """A new ability resolves: nothing summoned, moved or taken by it yet."""
    S[G_FO_SUMMONED] = S[G_UID]
    S[G_FO_MOVED] = S[G_FO_MOVED] & ~255
    S[G_TOOK] = 0
    S[G_DECLARED] = 0   # no number declared yet (vocab.OP_DECLARE_NUMBER; BP08-103)


@kernel(inline=True)
def begin_effect(S, op):
    """A placing effect starts: `summoned` now means what it puts onto the field."""
    if op == V.OP_SUMMON or op == V.OP_SUMMON_FOR_TARGET or op == V.OP_REVIVE or \
            op == V.OP_EX_TO_FIELD or op == V.OP_PLAY_FREE or op == V.OP_REVIVE_SELF or \
            op == V.OP_LOOK_TOP or op == V.OP_HAND_TO_FIELD:   # (BP08-071; BP08-106)
        S[G_FO_SUMMONED] = S[G_UID]


@kernel(inline=True)
def moved_before(S):
    return (S[G_FO_MOVED] & 255) != 0


@kernel(inline=True)
def _count_move(S):
    if (S[G_FO_MOVED] & 255) < 255:
        S[G_FO_MOVED] += 1


@kernel()
def field_op(S, CT, AB, FL, op, arg, q, s, L):
    """The field-card ops of this module on field card (q, s)."""
    o = fo(q, s)
    if op == V.OP_TO_DECK:
        # 5.4 / 9.1.4.3: tokens cease to exist in the deck (deck_put_* drops them).
        # A `choice` is the controller's; pilots put the card on top to draw it again.
        dest = D_DECK_BOTTOM if arg == V.TO_DECK_BOTTOM else D_DECK_TOP
        if leave_field(S, CT, AB, FL, q, s, dest, L, False):
            _count_move(S)
    elif op == V.OP_TO_EX:
        # the card needs room there (4.8.3.2) or stays put; an evolved follower's
        # base card goes, its evolve card returns face up (5.15.4, leave_field)
        if S[pb(q) + P_EX_N] >= EX_LIMIT:
            return
        if leave_field(S, CT, AB, FL, q, s, D_EX, L, False):
            _count_move(S)
    elif op == V.OP_TO_CEMETERY:
        # 4.9: into its owner's cemetery as a move, not a destruction (5.5): "destroyed"
        # triggers stay quiet and "can't be destroyed" does not stop it (BP02-088)
        if leave_field(S, CT, AB, FL, q, s, D_CEM, L, False):
            _count_move(S)
    elif op == V.OP_SKIP_NEXT_REFRESH:
        # 7.2.3 does not refresh it in its controller's next start phase (BP06-056):
        # their next turn, whoever's turn it is now (turns.start_turn)
        S[o + F_NO_REFRESH] = S[pb(q) + P_TURNS] + 1
    elif op == V.OP_DESTROY_AT_END:
        # it has "at the start of your end phase, destroy this card" (BP09-T02):
        # delayed.destroy_at_end_phase plays it
        S[o + F_GRANTED] |= GRANT_END_DESTROY
        S[G_DELAYED] |= 4 << q
    elif op == V.OP_MAY_ENGAGE:
        # "you may engage it": pilots engage on the opponent's turn, when a Ward
        # follower guards at once, as put_on_field does for 12.8.2 (i)
        if S[G_ACTIVE] != q:
            engage_card(S, CT, AB, FL, q, s)   # 5.3.1 (BP09-108)


@kernel()
def spell_ok(S, CT, AB, FL, p, card):
    """10.6.2.3.4: a spell whose required selection has no candidate can't be
    played (playable.spell_playable, which this module does not import)."""
    any_mode_ok = False
    has_modes = False
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] != V.TRIG_SPELL:
            continue
        ok = ability_cond_ok(S, CT, AB, FL, a, p, -1, card)
        if AB[a, A_MODE] > 0:
            has_modes = True
            if ok and selection_possible(S, CT, AB, FL, a, p, -1):
                any_mode_ok = True
        elif ok and not selection_possible(S, CT, AB, FL, a, p, -1):
            return False
        elif AB[a, A_REQ] == 1 and not can_pay_cost(S, CT, AB, FL, p, a, -1):
            return False   # 10.4.2.2: a cost beyond PP it can't pay (BP06-034)
    return any_mode_ok or not has_modes


@kernel(inline=True)
def take_free_play(S):
    """The pending free play, 0 if none, else (card << 2 | owner << 1 | player) + 1;
    clears it."""
    v = S[G_FO_MOVED] >> 8
    if v != 0:
        S[G_FO_MOVED] = S[G_FO_MOVED] & 255
    return v


@kernel()
def _find(S, start, n, card):
    for j in range(n - 1, -1, -1):
        if S[start + j] == card:
            return j
    return -1


@kernel()
def _play_from_cem(S, CT, AB, FL, p, q, j, card, L):
    """Play cemetery card `card` (index j of q's cemetery) for 0 PP as player p."""
    b = pb(p)
    t = CT[card, C_TYPE]
    if (CT[card, C_KW] & V.KW_NOT_YOUR_TURN) != 0 and S[G_ACTIVE] == p:
        return   # "can't be played during your turn" (its own text; BP06-105, BP08-092)
    if not play_cond_ok(S, CT, AB, FL, p, card):   # "can only be played if" (CP01-057)
        return
    if t == V.TYPE_SPELL:
        if (S[G_FO_MOVED] >> 8) != 0 or not spell_ok(S, CT, AB, FL, p, card):
            return
        remove_cem(S, CT, q, j)
        S[G_FO_MOVED] = (S[G_FO_MOVED] & 255) | ((((card << 2) | (q << 1) | p) + 1) << 8)
        return
    if t != V.TYPE_FOLLOWER and t != V.TYPE_AMULET:
        return
    if (CT[card, C_KW] & V.KW_ONLY_FROM_HAND) != 0:   # played from hand only (BP06-059)
        return
    if S[b + P_FIELD_N] >= FIELD_LIMIT:   # 10.6.2.6: no room, it can't be played
        return
    remove_cem(S, CT, q, j)
    S[b + P_PLAYED] += 1                  # 13.2.1.3: played, from any zone
    S[b + P_NEXT_DISC] = 0   # a card played: the next-card discount goes (BP08-036)
    S[b + P_FIRSTS] |= CT[card, C_FIRSTS]   # the first of a kind played (BP09-036)
    S[b + P_CARDS_PLAYED] += 1
    log(L, EV_PLAY, p, card, 2, 0)
    trigger_field(S, CT, AB, FL, p, V.TRIG_CARD_PLAYED, -1, -1, card)
    s = put_on_field(S, CT, AB, FL, p, card, L)   # 10.6.2.8.1: Fanfare triggers
    S[fo(p, s) + F_BY_ABILITY] = 0   # played (for 0 PP), not put by the ability (5.4.1)
    if q != p:
        S[fo(p, s) + F_FOREIGN] = 1   # 3.1.1: still the opponent's card
    _count_move(S)


@kernel()
def zone_op(S, CT, AB, FL, op, p, z, q, card, L):
    """An op on a selected card of q's cemetery (z = Z_CEM) or EX area (Z_EX),
    for the controller p of the ability. Returns False if the op is not one of
    these (the interpreter then handles it)."""
    b = pb(q)
    room = S[pb(p) + P_FIELD_N] < FIELD_LIMIT   # 4.4.4.2: what does not fit stays
    if z == Z_CEM:
        j = _find(S, b + CEM, S[b + P_CEM_N], card)
        if j < 0:
            return op == V.OP_REVIVE or op == V.OP_TO_EX or op == V.OP_PLAY_FREE
        if op == V.OP_REVIVE:
            if room:
                remove_cem(S, CT, q, j)
                s = put_on_field(S, CT, AB, FL, p, card, L)
                if q != p:
                    S[fo(p, s) + F_FOREIGN] = 1   # 3.1.1
                log(L, EV_SUMMON, p, card, 1, 0)
                _count_move(S)
            return True
        if op == V.OP_TO_EX:
            if S[pb(p) + P_EX_N] < EX_LIMIT:   # 4.8.3.2
                remove_cem(S, CT, q, j)
                if q != p:   # into your EX area, still the opponent's card (3.1.1)
                    add_ex_foreign(S, CT, p, card, L)
                else:
                    add_ex(S, CT, p, card, L)
                _count_move(S)
            return True
        if op == V.OP_PLAY_FREE:
            _play_from_cem(S, CT, AB, FL, p, q, j, card, L)
            return True
        return False
    if z == Z_HAND:   # a card selected in your hand (vocab.SEL_OWN_HAND_CARD; CP01-035)
        j = _find(S, b + HAND, S[b + P_HAND_N], card)
        if op != V.OP_TO_EX:
            return False
        if j >= 0 and S[pb(p) + P_EX_N] < EX_LIMIT:   # 4.8.3.2: else it stays in the hand
            remove_hand(S, q, j)
            add_ex(S, CT, p, card, L)
            _count_move(S)
        return True
    if z != Z_EX:
        return False
    j = _find(S, b + EX, S[b + P_EX_N], card)
    if j < 0:
        return True
    owner = ex_owner(S, q, j)
    if op == V.OP_EX_TO_FIELD:
        if room:
            buff = ex_buff(S, q, j)
            remove_ex(S, q, j)
            s = put_on_field(S, CT, AB, FL, p, card, L)
            keep_ex_extras(S, p, s, buff, owner != p)   # 4.8.3.3, 5.21.3
            log(L, EV_SUMMON, p, card, 2, 0)
            _count_move(S)
    elif op == V.OP_BANISH:   # 5.6.1; a token ceases to exist (add_banish drops it)
        remove_ex(S, q, j)
        add_banish(S, CT, owner, card)
        log(L, EV_BANISH, q, card, 1, 0)
        _count_move(S)
    elif op == V.OP_EX_COPY:   # 5.4.2.2: a token of the same name
        if CT[card, C_TOKEN] == 1:
            add_ex(S, CT, p, card, L)
    return True


@kernel()
def transform_ex(S, CT, q, card, token, L):
    """5.16.1: banish `card` from q's EX area (to its owner's banished zone, 5.6.1) and
    create a `token` there, owned by q (9.1.2.1). Nothing happens if it is gone."""
    b = pb(q)
    j = _find(S, b + EX, S[b + P_EX_N], card)
    if j < 0:
        return
    owner = ex_owner(S, q, j)
    remove_ex(S, q, j)
    add_banish(S, CT, owner, card)
    log(L, EV_BANISH, q, card, 1, 0)
    add_ex(S, CT, q, token, L)
    _count_move(S)


@kernel()
def buff_ex_cards(S, CT, FL, p, f, amt, arg):
    """+amt/+arg on every card of p's EX area passing filter f: kept in EX_BUFF and
    carried onto the field (4.8.3.3; rules.keep_ex_extras). Both are >= 0 (compile)."""
    b = pb(p)
    for i in range(S[b + P_EX_N]):
        if card_matches(CT, FL, f, S[b + EX + i]):
            v = S[b + EX_BUFF + i]
            atk = (v >> 12) + amt
            df = (v & 0xFFF) + arg
            S[b + EX_BUFF + i] = (min(atk, 0x7FFF) << 12) | min(df, 0xFFF)


@kernel()
def buff_ex_card(S, q, card, amt, arg):
    """+amt/+arg on a selected card of q's EX area (the last copy of `card` there; copies
    of one card are alike to a selection): kept in EX_BUFF and carried onto the field
    (4.8.3.3; BP06-011). A change below 0 is not kept (EX_BUFF holds gains only)."""
    b = pb(q)
    j = _find(S, b + EX, S[b + P_EX_N], card)
    if j < 0:
        return
    v = S[b + EX_BUFF + j]
    atk = max((v >> 12) + amt, 0)
    df = max((v & 0xFFF) + arg, 0)
    S[b + EX_BUFF + j] = (min(atk, 0x7FFF) << 12) | min(df, 0xFFF)


@kernel()
def evolve_by_effect(S, CT, AB, FL, q, s, L):
    """5.15.1.1: an effect evolves field card (q, s): its controller links a face-down card
    of their evolve deck with its name (the pool's evolved card of it) to it. Nothing
    happens when it is evolved already, has no evolved side or none is face down. No
    cost is paid and it is not the Evolve ability (8.3.2 does not count it); it evolved
    this turn (8.4.2.1), its On Evolve abilities (12.6.1) and "whenever a follower
    evolves" trigger."""
    o = fo(q, s)
    card = S[o + F_CARD]
    target = CT[card, C_EVO_TO]
    if S[o + F_EVO_SLOT] >= 0 or CT[card, C_EVOLVED] == 1 or target < 0:
        return
    b = pb(q)
    i = -1
    for j in range(S[b + P_EVO_N]):
        if S[b + EVO + j] == CT[target, C_FRONT] and S[b + EVO_USED + j] == 0:
            i = j
            break
    if i < 0:
        return
    S[b + EVO_USED + i] = 1
    S[o + F_CARD] = target
    S[o + F_EVOTURN] = S[G_TURN]
    S[o + F_EVO_SLOT] = i
    S[b + P_EVOLVES] += 1
    if S[b + P_FIRST_EVO] == 0:
        S[b + P_FIRST_EVO] = S[b + P_TURNS]
    log(L, EV_EVOLVE, q, card, target, 0)
    recount_auras(S, CT, q)   # the evolved card may have other auras
    if not silenced(S, q, s):
        trigger_card(S, CT, AB, FL, target, V.TRIG_ON_EVOLVE, q, S[o + F_UID], -1, -1)
    trigger_field(S, CT, AB, FL, q, V.TRIG_ALLY_EVOLVES, -1, S[o + F_UID], target)


@kernel()
def self_cem_to_ex(S, CT, p, src_card, L):
    """`to_ex` with `to = "self"` once the card has left the field (a Last Words ability,
    12.5.3): "this card" is the card put into the cemetery, the base card under an
    evolved one (5.15.4); it goes from its owner's cemetery into its owner's EX area
    (3.1.1), if there is room (4.8.3.2). The latest such card of p's cemetery, else of
    the opponent's (a card p took from them, 5.21.3). BP06-060."""
    for k in range(2):
        q = p if k == 0 else 1 - p
        b = pb(q)
        for j in range(S[b + P_CEM_N] - 1, -1, -1):
            c = S[b + CEM + j]
            if c == src_card or CT[c, C_EVO_TO] == src_card or CT[c, C_EVO_TO2] == src_card:
                if S[b + P_EX_N] < EX_LIMIT:
                    remove_cem(S, CT, q, j)
                    add_ex(S, CT, q, c, L)
                    _count_move(S)
                return
