"""Main-phase actions (8.2-8.4): what is legal and what doing it means,
plus the Quick windows (8.4.7, 7.4.5)."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve.counts import count_spell_played

from decksim.core.sve.lookahead import lookahead
from decksim.core.sve import decide
from decksim.core.sve.intents import (  # noqa: F401  (actions.ACT_* as before)
    ACT_ACTIVATE, ACT_ACTIVATE_CEM, ACT_ACTIVATE_EX, ACT_ACTIVATE_HAND, ACT_ATTACK, ACT_END, ACT_EVOLVE, ACT_PLAY, ACT_PLAY_ALT,
    ACT_SERVE_EP, EVO_ALT, EVO_FACE2, EVO_HOW, EVO_INTO,
)
from decksim.core.sve.race import can_serve, serve_card
from decksim.core.sve import vocab as V
from decksim.core.sve.deckops import use_ex_discount
from decksim.core.sve.playable import (  # noqa: F401  (actions.* as before)
    MAX_ACTIONS, alt_plays, card_playable, play_cost_alt, play_cost_from,
)
from decksim.core.sve.costs import can_pay_cost, evolve_alt_ab, evolve_cost_now, \
    evolve_extra_ok, evolve_face_ab, evolve_face_cost, evolve_free_alt, evolve_pp_cost, \
    mark_once, once_free_bit, pay_cost, pay_evolve_extra
from decksim.core.sve.auras import (
    combat_damage, combat_damage_taken, follower_damage_taken, hit_leader, refresh_aura_keywords,
    took_damage,
)
from decksim.core.sve.effects import resolve_ability
from decksim.core.sve.zoneacts import activate_from_zone, card_zone_activations, ex_activations
from decksim.core.sve.timing import confirmation_timing, resolve_modes, timing_after_triggers
from decksim.core.sve.prerequisites import ability_cond_ok, selection_possible
from decksim.core.sve.cardinfo import followers_first, find_uid, kw_of, recount_auras, silenced, \
    type_at
from decksim.core.sve.rules import (
    D_CEM, EV_ATTACK, EV_EVOLVE, EV_PLAY, EV_SERVE, LOG_COLS, damage_follower, end_game, engage_card, ex_buff,
    ex_owner, gain_defense, keep_ex_extras, leave_field, log, put_on_field, remove_ex,
    remove_hand, spell_done, trigger_card, trigger_field,
)
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.state import (
    SCRIPT, SCRIPT_NEXT,
    END_CAP, EVO, EVO_USED, EX, F_BY_ABILITY, F_CARD, F_GIVEN_AB, F_ENG, F_ENTER, F_EVO_SLOT, F_EVOTURN, F_FOUGHT_BANE,
    F_UID, G_ACTIVE, G_AKW, G_TURN, G_WINNER, HAND, P_CARDS_PLAYED,
    P_DMG_FACE, P_EP, P_EP_USED, P_EVO_N, P_EVOLVED_AT, P_EVOLVES, P_EX_N, P_FIRST_EVO, P_TURNS, P_FIELD_N,
    P_ATTACKS, P_AURA_N, P_FIRSTS, P_HAND_N, P_NEXT_DISC, P_PLAYED, P_PP, P_PP_SPENT, fo, pb,
)
from decksim.core.sve.tables import (
    A_ENGAGE, A_EVO_INTO, A_MODE, A_ONCE, A_OPT, A_PP, A_QUICK, A_REQ, A_SAC, A_SERVE, A_TRIG,
    A_ZONE, C_AB0, C_ABN, C_EVO_TO, C_EVO_TO2, C_FIRSTS, C_FRONT, C_KW, C_ON_MASK, C_TYPE,
)


@kernel()
def evolve_card_slot(S, CT, p, target):
    """Index in p's evolve deck of an unused copy of evolved card `target`, or -1. The
    deck holds a two-faced card by its front face (C_FRONT; BP08-003)."""
    b = pb(p)
    front = CT[target, C_FRONT]
    for i in range(S[b + P_EVO_N]):
        if S[b + EVO + i] == front and S[b + EVO_USED + i] == 0:
            return i
    return -1


@kernel(inline=True)
def _evolve_pair(S, p, amt, how, ak, aa, ab, n, s):
    """The two ways to pay an Evolve of PP `amt`: PP, or one EP in lieu of one PP
    (12.2.3); `how` carries the face bits (intents.EVO_FACE2 / EVO_INTO)."""
    b = pb(p)
    if S[b + P_PP] >= amt:
        ak[n] = ACT_EVOLVE
        aa[n] = s
        ab[n] = how
        n += 1
    if amt >= 1 and S[b + P_EP] >= 1 and S[b + P_PP] >= amt - 1:
        ak[n] = ACT_EVOLVE
        aa[n] = s
        ab[n] = how + 1
        n += 1
    return n


@kernel(inline=True, out=nbt.int64[::1])
def attack_targets(S, CT, p, s, out, at):
    """Legal attack targets for attacker (p, s): enemy slots, -1 = leader (8.4.2-8.4.3),
    written to out[at:]; returns how many."""
    o = fo(p, s)
    if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_ENG] == 1:
        return 0
    kw = kw_of(S, CT, p, s)
    if (kw & V.KW_NO_ATTACK) != 0 or silenced(S, p, s):   # 8.4.3.2.1; OP_SILENCE
        return 0
    turn = S[G_TURN]
    since_start = S[o + F_ENTER] < turn
    # 8.4.2.1; Storm 12.9; Rush 12.10
    if not (since_start or S[o + F_EVOTURN] == turn or (kw & (V.KW_STORM | V.KW_RUSH)) != 0):
        return 0
    q = 1 - p
    assail = (kw & V.KW_ASSAIL) != 0
    n = 0
    ward_n = 0
    for t in range(S[pb(q) + P_FIELD_N]):
        ot = fo(q, t)
        if type_at(S, CT, ot) != V.TYPE_FOLLOWER:
            continue
        tkw = kw_of(S, CT, q, t)
        if (tkw & V.KW_INTIMIDATE) != 0:   # 12.12
            continue
        if S[ot + F_ENG] == 0 and not assail:   # 8.4.3.1, Assail 12.11
            continue
        if (tkw & V.KW_WARD) != 0:
            ward_n += 1
        out[at + n] = t
        n += 1
    # 12.8.2 (iii): must select a Ward follower if possible; an attacker that ignores
    # Ward (KW_IGNORE_WARD, SD01-013) is not bound by it
    if ward_n > 0 and (kw & V.KW_IGNORE_WARD) == 0:
        m = 0
        for i in range(n):
            if (kw_of(S, CT, q, out[at + i]) & V.KW_WARD) != 0:
                out[at + m] = out[at + i]
                m += 1
        return m
    # leader: the attacker stayed since the start of the turn (8.4.3.1) or has Storm; not
    # one that can attack a follower while a followers_first card is on the field (BP06-113)
    if (since_start or (kw & V.KW_STORM) != 0) and (kw & V.KW_NO_LEADER_ATTACK) == 0 and \
            (n == 0 or not followers_first(S, CT)):
        out[at + n] = -1
        n += 1
    return n


@kernel(inline=True)
def activation_ok_how(S, CT, AB, FL, p, s, a, quick_only, how):
    """Can p play ability row a of field card (p, s) now? how = 1: a Serve ability
    paying one EP in lieu of one PP (14.2.2.4)."""
    o = fo(p, s)
    if AB[a, A_TRIG] != V.TRIG_ACTIVATE or AB[a, A_ZONE] != 0 or silenced(S, p, s):
        return False   # (A_ZONE: played from the EX area or the hand, zoneacts.py)
    if quick_only and AB[a, A_QUICK] == 0:
        return False
    if AB[a, A_PP] - how > S[pb(p) + P_PP]:
        return False
    if AB[a, A_SERVE] > 0:   # 14.2.2: one evolve or serve ability a turn (8.3.2)
        if S[pb(p) + P_EVOLVED_AT] == S[G_TURN] or not can_serve(S, CT, p, s, AB[a, A_SERVE]):
            return False
        if how == 1 and (AB[a, A_PP] < 1 or S[pb(p) + P_EP] < 1):   # 14.2.2.4
            return False
    if AB[a, A_ENGAGE] == 1 and S[o + F_ENG] == 1:   # 10.4.6
        return False
    if AB[a, A_ONCE] > 0 and once_free_bit(S, AB, a, o) == 0:   # once / N times a turn
        return False
    if not ability_cond_ok(S, CT, AB, FL, a, p, S[o + F_UID], S[o + F_CARD]):
        return False
    if AB[a, A_REQ] == 1 and not can_pay_cost(S, CT, AB, FL, p, a, S[o + F_UID]):
        return False   # 10.4.2.2: a required cost that can't be paid (Earth Rite, 13.3.3)
    return selection_possible(S, CT, AB, FL, a, p, S[o + F_UID])


@kernel(inline=True)
def activation_ok(S, CT, AB, FL, p, s, a, quick_only):
    return activation_ok_how(S, CT, AB, FL, p, s, a, quick_only, 0)


@kernel()
def legal_actions(S, CT, AB, EF, FL, p, ak, aa, ab):
    """Every legal main-phase action of the active player p (7.3.3). Index 0 is END."""
    if S[pb(0) + P_AURA_N] + S[pb(1) + P_AURA_N] + S[G_AKW] != 0:
        refresh_aura_keywords(S, CT, AB, FL)   # keywords from auras (BP01-091, BP05-069)
    n = 0
    ak[n] = ACT_END
    aa[n] = 0
    ab[n] = 0
    n += 1
    b = pb(p)
    for i in range(S[b + P_HAND_N]):
        card = S[b + HAND + i]
        dup = False
        for j in range(i):
            if S[b + HAND + j] == card:
                dup = True
                break
        if not dup and card_playable(S, CT, AB, EF, FL, p, card, False, False):
            ak[n] = ACT_PLAY
            aa[n] = i
            ab[n] = 0
            n += 1
        if not dup and (CT[card, C_ON_MASK] & (1 << V.TRIG_COST)) != 0:
            n = alt_plays(S, CT, AB, EF, FL, p, card, i, False, ak, aa, ab, n)
        if not dup and (CT[card, C_ON_MASK] & (1 << V.TRIG_ACTIVATE)) != 0:
            n = card_zone_activations(S, CT, AB, FL, p, i, card, V.ZONE_HAND, ak, aa, ab, n)
    for i in range(S[b + P_EX_N]):
        card = S[b + EX + i]
        dup = False
        for j in range(i):
            if S[b + EX + j] == card:
                dup = True
                break
        if not dup and card_playable(S, CT, AB, EF, FL, p, card, False, True):
            ak[n] = ACT_PLAY
            aa[n] = i
            ab[n] = 1
            n += 1
        if not dup and (CT[card, C_ON_MASK] & (1 << V.TRIG_COST)) != 0:
            n = alt_plays(S, CT, AB, EF, FL, p, card, i, True, ak, aa, ab, n)
    n = ex_activations(S, CT, AB, FL, p, ak, aa, ab, n)   # zone = "ex" / "cemetery" (BP06-059)
    for s in range(S[b + P_FIELD_N]):
        o = fo(p, s)
        card = S[o + F_CARD]
        # evolve (12.2): once per turn (8.3.2), needs the matching evolve card (12.2.2;
        # a face of a two-faced card: the action names it, EVO_FACE2 / EVO_INTO)
        if S[b + P_EVOLVED_AT] != S[G_TURN] and S[o + F_EVO_SLOT] < 0 and \
                CT[card, C_EVO_TO] >= 0:
            if evolve_extra_ok(S, CT, AB, FL, p, s):
                cost = evolve_cost_now(S, CT, AB, EF, FL, p, s)
                if evolve_card_slot(S, CT, p, CT[card, C_EVO_TO]) >= 0:
                    n = _evolve_pair(S, p, cost, 0, ak, aa, ab, n, s)
                if CT[card, C_EVO_TO2] >= 0 and evolve_card_slot(S, CT, p, CT[card, C_EVO_TO2]) >= 0:
                    n = _evolve_pair(S, p, cost, EVO_FACE2, ak, aa, ab, n, s)
            a = evolve_face_ab(CT, AB, card)   # "{N}: evolve this into X" (BP08-002)
            if a >= 0 and evolve_card_slot(S, CT, p, AB[a, A_EVO_INTO] - 1) >= 0 and \
                    ability_cond_ok(S, CT, AB, FL, a, p, S[o + F_UID], card):
                n = _evolve_pair(S, p, evolve_face_cost(S, AB, p, s, a), EVO_INTO,
                                 ak, aa, ab, n, s)
            alt = evolve_alt_ab(CT, AB, card)   # a second Evolve ability with another cost
            if evolve_card_slot(S, CT, p, CT[card, C_EVO_TO]) < 0:
                alt = -1
            if alt >= 0 and AB[alt, A_OPT] != V.OPT_NONE and \
                    can_pay_cost(S, CT, AB, FL, p, alt, S[o + F_UID]):
                ak[n] = ACT_EVOLVE
                aa[n] = s
                ab[n] = EVO_ALT
                n += 1
        # the targets land in ab[n:], where the actions go
        k = attack_targets(S, CT, p, s, ab, n) if n + 8 <= MAX_ACTIONS else 0
        for i in range(k):
            ak[n] = ACT_ATTACK
            aa[n] = s
            n += 1
        for j in range(CT[card, C_ABN] + 1):
            # its abilities, then one another card's effect gave it (F_GIVEN_AB; BP05-001)
            a = CT[card, C_AB0] + j if j < CT[card, C_ABN] else S[o + F_GIVEN_AB] - 1
            if a < 0:
                continue
            if n < MAX_ACTIONS and activation_ok(S, CT, AB, FL, p, s, a, False):
                ak[n] = ACT_ACTIVATE
                aa[n] = s
                ab[n] = a
                n += 1
            if AB[a, A_SERVE] > 0 and n < MAX_ACTIONS and \
                    activation_ok_how(S, CT, AB, FL, p, s, a, False, 1):
                ak[n] = ACT_SERVE_EP   # 14.2.2.4: an EP in lieu of a PP
                aa[n] = s
                ab[n] = a
                n += 1
    return n


@kernel(inline=True)
def resolve_spell(S, CT, AB, EF, FL, PR, rng, L, p, card):
    """10.6.2.8.2: a spell's abilities in order; a choose-one group once."""
    a0 = CT[card, C_AB0]
    last_mode = 0
    for a in range(a0, a0 + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            return
        if AB[a, A_TRIG] != V.TRIG_SPELL:
            continue
        m = AB[a, A_MODE]
        if m > 0:
            if m != last_mode:
                resolve_modes(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)
                last_mode = m
            continue
        resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)


@kernel()
def play_card_paying(S, CT, AB, EF, FL, PR, rng, L, p, idx, from_ex, alt):
    """play_card; alt >= 0: paying the cost of `cost` ability row alt for its cost
    change (10.4.7.3, 10.4.2.1: that cost first, then the PP)."""
    b = pb(p)
    card = S[b + EX + idx] if from_ex else S[b + HAND + idx]
    if alt >= 0:
        cost = play_cost_alt(S, CT, AB, EF, FL, p, card, from_ex, alt)
    else:
        cost = play_cost_from(S, CT, AB, EF, FL, p, card, from_ex)
    owner = p
    buff = 0
    if from_ex:
        use_ex_discount(S, p, card)
        owner = ex_owner(S, p, idx)   # 3.1.1: a card taken from the opponent (BP05-019)
        buff = ex_buff(S, p, idx)     # 4.8.3.3
        remove_ex(S, p, idx)
    else:
        remove_hand(S, p, idx)
    if alt >= 0:
        pay_cost(S, CT, AB, FL, PR[p], rng, p, alt, -1, L)
    S[b + P_PP] -= cost
    S[b + P_PP_SPENT] += cost
    S[b + P_PLAYED] += 1          # 13.2.1.3: counts cards played from any zone
    S[b + P_CARDS_PLAYED] += 1
    S[b + P_NEXT_DISC] = 0        # the discount on the next card played is used (BP08-036)
    S[b + P_FIRSTS] |= CT[card, C_FIRSTS]   # 10.2.1.3.3: the first of a kind (BP09-036)
    if CT[card, C_TYPE] == V.TYPE_SPELL:   # the spells played this turn (CP01-029)
        count_spell_played(S, p)
    log(L, EV_PLAY, p, card, 1 if from_ex else 0, cost)
    t = CT[card, C_TYPE]
    trigger_field(S, CT, AB, FL, p, V.TRIG_CARD_PLAYED, -1, -1, card)
    if t == V.TYPE_SPELL:
        trigger_field(S, CT, AB, FL, p, V.TRIG_SPELL_PLAYED, -1, -1, card)
        resolve_spell(S, CT, AB, EF, FL, PR, rng, L, p, card)
        spell_done(S, CT, owner, card, L)   # 10.6.2.8.3: its owner's cemetery
    else:
        s = put_on_field(S, CT, AB, FL, p, card, L)   # 10.6.2.8.1
        if s >= 0:
            S[fo(p, s) + F_BY_ABILITY] = 0   # played, not put by an ability (5.4.1)
        if s >= 0 and (buff != 0 or owner != p):
            keep_ex_extras(S, p, s, buff, owner != p)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)


@kernel()
def play_card(S, CT, AB, EF, FL, PR, rng, L, p, idx, from_ex):
    """8.2 / 10.6.2: play the card at hand (or EX) index idx."""
    play_card_paying(S, CT, AB, EF, FL, PR, rng, L, p, idx, from_ex, -1)


@kernel(inline=True)
def evolve_how(S, CT, AB, EF, FL, PR, rng, L, p, s, how):
    """12.2 / 5.15: reveal the evolve card, pay, link it; On Evolve triggers.
    how: 0 PP, 1 one EP in lieu of one PP (12.2.3), EVO_ALT the alternative Evolve
    ability (its own cost instead of PP, BP05-086)."""
    b = pb(p)
    o = fo(p, s)
    card = S[o + F_CARD]
    target = CT[card, C_EVO_TO2] if (how & EVO_FACE2) != 0 else CT[card, C_EVO_TO]
    face = evolve_face_ab(CT, AB, card) if (how & EVO_INTO) != 0 else -1
    if face >= 0:   # the second Evolve ability: its own face and PP cost (BP08-002)
        target = AB[face, A_EVO_INTO] - 1
    how = how & EVO_HOW
    i = evolve_card_slot(S, CT, p, target)
    use_ep = how == 1
    if face >= 0:
        cost = evolve_face_cost(S, AB, p, s, face)
    elif how == EVO_ALT:
        cost = 0
        pay_cost(S, CT, AB, FL, PR[p], rng, p, evolve_alt_ab(CT, AB, card), S[o + F_UID], L)
    else:
        cost = evolve_cost_now(S, CT, AB, EF, FL, p, s)
        if evolve_pp_cost(S, CT, p, s) == 0 or not evolve_free_alt(S, CT, AB, FL, p, s):
            # not the alternative Evolve for 0 PP
            pay_evolve_extra(S, CT, AB, FL, PR[p], rng, p, s, L)   # 12.2: leader defense, a discard
    if use_ep:
        S[b + P_EP] -= 1
        S[b + P_EP_USED] += 1
        cost -= 1
    S[b + P_PP] -= cost
    S[b + P_PP_SPENT] += cost
    S[b + EVO_USED + i] = 1
    S[o + F_CARD] = target
    S[o + F_EVOTURN] = S[G_TURN]
    S[o + F_EVO_SLOT] = i
    S[b + P_EVOLVED_AT] = S[G_TURN]
    S[b + P_EVOLVES] += 1
    if S[b + P_FIRST_EVO] == 0:
        S[b + P_FIRST_EVO] = S[b + P_TURNS]
    log(L, EV_EVOLVE, p, card, target, 1 if use_ep else 0)
    recount_auras(S, CT, p)   # the evolved card may have other auras (BP01-055)
    if not silenced(S, p, s):
        trigger_card(S, CT, AB, FL, target, V.TRIG_ON_EVOLVE, p, S[o + F_UID], -1, -1)
    trigger_field(S, CT, AB, FL, p, V.TRIG_ALLY_EVOLVES, -1, S[o + F_UID], target)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)


@kernel()
def activate_how(S, CT, AB, EF, FL, PR, rng, L, p, s, a, how):
    """activate; how = 1: one EP in lieu of one PP (a Serve ability, 14.2.2.4). A
    Serve ability's cost serves this card (14.2.2, 14.2.1.1) and uses the turn's
    evolve-or-serve ability (8.3.2)."""
    b = pb(p)
    o = fo(p, s)
    uid = S[o + F_UID]
    card = S[o + F_CARD]
    pp = AB[a, A_PP] - how
    if how == 1:
        S[b + P_EP] -= 1
        S[b + P_EP_USED] += 1
    S[b + P_PP] -= pp
    S[b + P_PP_SPENT] += pp
    if AB[a, A_SERVE] > 0:
        S[b + P_EVOLVED_AT] = S[G_TURN]
        log(L, EV_SERVE, p, card, serve_card(S, CT, p, s, AB[a, A_SERVE]), how)
    if AB[a, A_ONCE] > 0:
        mark_once(S, o, once_free_bit(S, AB, a, o))
    if AB[a, A_ENGAGE] == 1:   # 10.4.6; 5.3.1 it becomes engaged (BP09-108)
        engage_card(S, CT, AB, FL, p, s)
    if AB[a, A_REQ] == 1:   # 10.4.2.1: after the engage, in the listed order
        pay_cost(S, CT, AB, FL, PR[p], rng, p, a, uid, L)
        s = find_uid(S, p, uid)
    if AB[a, A_SAC] == 1 and s >= 0:
        leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, uid, card, -1, -1)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)


@kernel()
def activate(S, CT, AB, EF, FL, PR, rng, L, p, s, a):
    """8.3: pay the costs, then resolve."""
    activate_how(S, CT, AB, EF, FL, PR, rng, L, p, s, a, 0)


# ---------------------------------------------------------------- Quick (12.3)

@kernel(inline=True)
def quick_options(S, CT, AB, EF, FL, q, qk, qa, qb):
    """Quick cards (hand, EX) and Quick activated abilities q may play now."""
    n = 0
    b = pb(q)
    for i in range(S[b + P_HAND_N]):
        if n < 32 and card_playable(S, CT, AB, EF, FL, q, S[b + HAND + i], True, False):
            qk[n] = ACT_PLAY
            qa[n] = i
            qb[n] = 0
            n += 1
    for i in range(S[b + P_EX_N]):
        if n < 32 and card_playable(S, CT, AB, EF, FL, q, S[b + EX + i], True, True):
            qk[n] = ACT_PLAY
            qa[n] = i
            qb[n] = 1
            n += 1
    for s in range(S[b + P_FIELD_N]):
        card = S[fo(q, s) + F_CARD]
        for j in range(CT[card, C_ABN] + 1):   # and a given one (F_GIVEN_AB; BP05-001)
            a = CT[card, C_AB0] + j if j < CT[card, C_ABN] else S[fo(q, s) + F_GIVEN_AB] - 1
            if a < 0:
                continue
            if n < 32 and activation_ok(S, CT, AB, FL, q, s, a, True):
                qk[n] = ACT_ACTIVATE
                qa[n] = s
                qb[n] = a
                n += 1
    return n


@kernel()
def _do_quick(S, CT, AB, EF, FL, PR, rng, L, q, k, a, b):
    if k == ACT_PLAY:
        play_card(S, CT, AB, EF, FL, PR, rng, L, q, a, b == 1)
    else:
        activate(S, CT, AB, EF, FL, PR, rng, L, q, a, b)


@kernel(inline=True)
def _may_respond(S, CT, AB, q):
    """Has q any Quick card (hand, EX area) or Quick ability on the field?"""
    b = pb(q)
    for i in range(S[b + P_HAND_N]):
        if (CT[S[b + HAND + i], C_KW] & V.KW_QUICK) != 0:
            return True
    for i in range(S[b + P_EX_N]):
        if (CT[S[b + EX + i], C_KW] & V.KW_QUICK) != 0:
            return True
    for s in range(S[b + P_FIELD_N]):
        card = S[fo(q, s) + F_CARD]
        for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
            if AB[a, A_QUICK] != 0:
                return True
    return False


@kernel(alloc=True)
def _quick_responses(S, CT, AB, EF, FL, PR, rng, L, q):
    """Pilot q plays Quick cards and abilities, one at a time, while it gains by it.
    Its option lists and a silent log are a frame of S's scratch stack (scratch.py)."""
    P = PR[q]
    o = take(S, 6 * 32 + LOG_COLS)   # three int64[32] action lists, one silent log row
    if o < 0:              # nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return
    w = S[o:o + 6 * 32].view(np.int64)
    qk, qa, qb = w[:32], w[32:64], w[64:]
    nolog = S[o + 6 * 32:o + 6 * 32 + LOG_COLS].reshape((1, LOG_COLS))
    for _ in range(4):
        if S[G_WINNER] >= 0:
            break
        n = quick_options(S, CT, AB, EF, FL, q, qk, qa, qb)
        if n == 0:
            break
        pick = decide.dictated_quick(S, q, qk, qa, qb, n) if S[SCRIPT] > S[SCRIPT_NEXT] else -2
        if pick > -2:
            pass                        # dictated (scenario API): an option, or -1 to pass
        elif not decide.simulates(P):
            pick = decide.quick_random(rng, n)
        else:
            pick = -1
            base = decide.value(S, CT, q, P)
            best = 1.0   # a response must clearly gain something
            for i in range(n):
                S2, r2 = lookahead(S, rng)
                _do_quick(S2, CT, AB, EF, FL, PR, r2, nolog, q, qk[i], qa[i], qb[i])
                v = decide.value(S2, CT, q, P) - base
                if v > best:
                    best = v
                    pick = i
        if pick < 0:
            break
        _do_quick(S, CT, AB, EF, FL, PR, rng, L, q, qk[pick], qa[pick], qb[pick])
    give_back(S, o)


@kernel()
def quick_window(S, CT, AB, EF, FL, PR, rng, L):
    """8.4.7 / 7.4.5: the non-active player may play Quick cards, one at a time."""
    q = 1 - S[G_ACTIVE]
    if _may_respond(S, CT, AB, q):
        _quick_responses(S, CT, AB, EF, FL, PR, rng, L, q)


# ---------------------------------------------------------------- attacks (8.4)

@kernel(inline=True)
def attack(S, CT, AB, EF, FL, PR, rng, L, p, s, t):
    q = 1 - p
    o = fo(p, s)
    uid = S[o + F_UID]
    card = S[o + F_CARD]
    tuid = -1
    if t >= 0:
        tuid = S[fo(q, t) + F_UID]
        log(L, EV_ATTACK, p, card, S[fo(q, t) + F_CARD], 0)
    else:
        log(L, EV_ATTACK, p, card, -1, 0)
    engage_card(S, CT, AB, FL, p, s)                     # 8.4.4 (5.3.1, BP09-109)
    n = S[pb(p) + P_ATTACKS]   # attacks this turn (turn << 8 | count; BP02-095)
    n = S[G_TURN] << 8 if (n >> 8) != S[G_TURN] else n
    S[pb(p) + P_ATTACKS] = n + 1 if (n & 255) < 255 else n
    # 12.7 Strike; "whenever one of your followers attacks"
    trigger_card(S, CT, AB, FL, card, V.TRIG_STRIKE, p, uid, -1, -1)
    trigger_card(S, CT, AB, FL, card,
                 V.TRIG_STRIKE_LEADER if t < 0 else V.TRIG_STRIKE_FOLLOWER, p, uid, -1, -1)
    trigger_field(S, CT, AB, FL, p, V.TRIG_ALLY_ATTACKS, -1, uid, card)
    trigger_field(S, CT, AB, FL, q, V.TRIG_ENEMY_ATTACKS, -1, uid, card)   # (BP06-121)
    timing_after_triggers(S, CT, AB, EF, FL, PR, rng, L)  # 8.4.6
    if S[G_WINNER] >= 0:
        return
    quick_window(S, CT, AB, EF, FL, PR, rng, L)         # 8.4.7-8.4.8
    if S[G_WINNER] >= 0:
        return
    s = find_uid(S, p, uid)
    if s < 0:                                           # 8.4.9: attacker gone
        confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)
        return
    atk = combat_damage(S, CT, AB, FL, p, s)            # 10.2.1.3.2 replacements
    kw = kw_of(S, CT, p, s)
    if t < 0:
        atk = hit_leader(S, CT, AB, FL, q, atk, 0, L)
        S[pb(p) + P_DMG_FACE] += atk
        if atk > 0:
            trigger_card(S, CT, AB, FL, S[fo(p, s) + F_CARD], V.TRIG_DEALT_COMBAT_DAMAGE, p, uid,
                         -1, -1)
        if (kw & V.KW_DRAIN) != 0:                      # 12.13
            gain_defense(S, CT, AB, FL, p, atk, L)
    else:
        t = find_uid(S, q, tuid)
        if t >= 0:
            tatk = combat_damage(S, CT, AB, FL, q, t)
            tkw = kw_of(S, CT, q, t)
            tdmg = follower_damage_taken(S, CT, AB, FL, q, t, atk, False)   # 8.4.9.1: simultaneous
            sdmg = follower_damage_taken(S, CT, AB, FL, p, s, tatk, False)
            # 10.2.1.3.2: no combat damage (BP02-019, BP06-021), or less (BP08-114)
            tdmg = combat_damage_taken(S, CT, AB, FL, q, t, tdmg)
            sdmg = combat_damage_taken(S, CT, AB, FL, p, s, sdmg)
            if tdmg > 0:
                trigger_card(S, CT, AB, FL, S[fo(p, s) + F_CARD], V.TRIG_DEALT_COMBAT_DAMAGE, p,
                             uid, -1, -1)
            if sdmg > 0:
                trigger_card(S, CT, AB, FL, S[fo(q, t) + F_CARD], V.TRIG_DEALT_COMBAT_DAMAGE, q,
                             tuid, -1, -1)
            damage_follower(S, CT, q, t, tdmg, L)
            damage_follower(S, CT, p, s, sdmg, L)
            if tdmg > 0:   # 5.13: "whenever this follower takes damage" (BP08-059)
                took_damage(S, CT, AB, FL, q, t)
            if sdmg > 0:
                took_damage(S, CT, AB, FL, p, s)
            if (kw & V.KW_DRAIN) != 0:
                gain_defense(S, CT, AB, FL, p, tdmg, L)
            if (kw & V.KW_BANE) != 0:                  # 8.4.9.2 fought; 12.14
                S[fo(q, t) + F_FOUGHT_BANE] = 1
            if (tkw & V.KW_BANE) != 0:
                S[fo(p, s) + F_FOUGHT_BANE] = 1
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)  # 8.4.10


@kernel()
def apply_action(S, CT, AB, EF, FL, PR, rng, L, p, k, a, b):
    """Do one main-phase action (not END; the game loop handles that)."""
    if k == ACT_PLAY:
        play_card(S, CT, AB, EF, FL, PR, rng, L, p, a, b == 1)
    elif k == ACT_EVOLVE:
        evolve_how(S, CT, AB, EF, FL, PR, rng, L, p, a, b)
    elif k == ACT_ATTACK:
        attack(S, CT, AB, EF, FL, PR, rng, L, p, a, b)
    elif k == ACT_ACTIVATE:
        activate(S, CT, AB, EF, FL, PR, rng, L, p, a, b)
    elif k == ACT_SERVE_EP:
        activate_how(S, CT, AB, EF, FL, PR, rng, L, p, a, b, 1)
    elif k == ACT_ACTIVATE_EX or k == ACT_ACTIVATE_CEM:   # EX area / cemetery (zoneacts.py)
        activate_from_zone(S, CT, AB, EF, FL, PR, rng, L, p, a, b,
                           V.ZONE_EX if k == ACT_ACTIVATE_EX else V.ZONE_CEM)
    elif k == ACT_PLAY_ALT:
        play_card_paying(S, CT, AB, EF, FL, PR, rng, L, p, a, (b & 1) == 1, b >> 1)
    elif k == ACT_ACTIVATE_HAND:
        activate_from_zone(S, CT, AB, EF, FL, PR, rng, L, p, a, b, V.ZONE_HAND)
    elif k == ACT_ACTIVATE_CEM:   # an ability of a card in the cemetery (BP09-105)
        activate_from_zone(S, CT, AB, EF, FL, PR, rng, L, p, a, b, V.ZONE_CEM)
