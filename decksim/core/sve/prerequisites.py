"""What an ability needs before it resolves: its conditions (13.x class
keywords and others), its selections (10.6.2.3) and its optional costs (10.4.7)."""
import numpy as np

from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.counts import (
    compare, count_cond, count_names, count_names_cond, face_up_evolved, gather_face_up,
    spells_played,
)
from decksim.core.sve import decide
from decksim.core.sve.intents import (
    I_GET, I_HARM, I_HARM_DIVIDED, I_HELP, I_SPEND, Z_CEM, Z_EX, Z_FIELD, Z_HAND, Z_LEADER,
)
from decksim.core.sve.fieldsel import gather_zone, is_zone_selector, zone_intent
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.cardinfo import (
    attack_of, card_matches, field_matches, field_type, find_uid, is_follower, kw_of, type_at,
)
from decksim.core.sve.defense_loss import lose_defense_by
from decksim.core.sve.rules import (
    D_CEM, D_HAND, EV_DISCARD, add_cem, leave_field, log, remove_hand, reveal_deck,
)
from decksim.core.sve.state import (
    CEM, DECK, EX, F_BY_ABILITY, F_CARD, F_GIVEN_AB, F_CNT, F_COUNTERS, F_EVO_SLOT, F_GRANTED, F_SILENT_UNTIL, F_UID, G_ACTIVE, G_DIE, G_FO_MOVED, G_TURN, HAND, P_CEM_N,
    P_DECK_N, P_EX_N, P_FIELD_N, P_HAND_N,
    P_ALLY_DESTROYED_AT, P_ATTACKS, P_DISCARDED_AT, P_LEADER, P_LOST_DEF, P_AURA_N, P_MAXPP, P_PLAYED, P_PP, P_SAC_ATK, P_SPELLS_CEM, fo, pb,
)
from decksim.core.sve.tables import (
    A_CARG, A_CFILT, A_CNEG, A_COND, A_E0, A_EN, A_OPT, A_SCOUNT, A_SEL, A_SFILT, A_TRIG, A_UPTO,
    C_AB0, C_ABN, C_COST, C_EVOLVED, C_NAME, C_ON_MASK,
    C_SCHAIN, C_TYPE, E_AMT, E_OP, E_TO, E_X,
)

MAX_CAND = 96       # selection candidates: two fields and leaders, or a whole cemetery


# ---------------------------------------------------------------- conditions

@kernel()
def spellchain_count(S, CT, FL, p):
    """13.3.1: the spells in p's cemetery; while a card of p's field with a
    `spellchain_counts` aura keeps its abilities, also the other cemetery cards passing
    that aura's filter (BP02-035: Runecraft followers). Several such auras count once."""
    b = pb(p)
    n = S[b + P_SPELLS_CEM]
    if S[b + P_AURA_N] == 0:
        return n
    f = 0
    for t in range(S[b + P_FIELD_N]):
        c = S[fo(p, t) + F_CARD]
        if CT[c, C_SCHAIN] > 0 and S[fo(p, t) + F_SILENT_UNTIL] < S[G_TURN]:
            f = CT[c, C_SCHAIN]
            break
    if f > 0:
        for j in range(S[b + P_CEM_N]):
            cc = S[b + CEM + j]
            if CT[cc, C_TYPE] != V.TYPE_SPELL and card_matches(CT, FL, f, cc):
                n += 1
    return n


@kernel(inline=True)
def cond_ok(S, CT, FL, p, cond, carg, cneg, cfilt, src_uid, src_card, paid):
    """cfilt: the filter row of a COND_COUNT condition (A_CFILT / E_CFILT)."""
    b = pb(p)
    r = True
    if cond == V.COND_COMBO:          # 13.2.1.2
        r = S[b + P_PLAYED] >= carg
    elif cond == V.COND_SPELLCHAIN:   # 13.3.1.2
        r = spellchain_count(S, CT, FL, p) >= carg
    elif cond == V.COND_NECROCHARGE:  # 13.5.1.2
        r = S[b + P_CEM_N] >= carg
    elif cond == V.COND_OVERFLOW:     # 13.4.1.2
        r = S[b + P_MAXPP] >= 7
    elif cond == V.COND_SANGUINE:     # 13.5.2.2
        r = S[G_ACTIVE] == p and S[b + P_LOST_DEF] == S[G_TURN]
    elif cond == V.COND_DISCARDED:    # 5.11: p discarded a card this turn
        r = S[b + P_DISCARDED_AT] == S[G_TURN]
    elif cond == V.COND_ALLY_DESTROYED:   # 5.5: a follower of p was destroyed this turn
        r = S[b + P_ALLY_DESTROYED_AT] == S[G_TURN]
    elif cond == V.COND_HAS_AMULET:
        r = False
        for s in range(S[b + P_FIELD_N]):
            if field_type(S, CT, p, s) == V.TYPE_AMULET:
                r = True
    elif cond == V.COND_ENEMY_FIELD:
        r = S[pb(1 - p) + P_FIELD_N] >= carg
    elif cond == V.COND_PAID:
        r = paid
    elif cond == V.COND_YOUR_TURN:
        r = S[G_ACTIVE] == p
    elif cond == V.COND_ENEMY_TURN:
        r = S[G_ACTIVE] != p
    elif cond == V.COND_EVOLVED:
        s = find_uid(S, p, src_uid)
        r = CT[src_card, C_EVOLVED] == 1 or (s >= 0 and S[fo(p, s) + F_EVO_SLOT] >= 0)
    elif cond == V.COND_PUT_BY_ABILITY:   # 5.4.1: not played (BP06-005)
        s = find_uid(S, p, src_uid)
        r = s >= 0 and S[fo(p, s) + F_BY_ABILITY] == 1
    elif cond == V.COND_COUNT:
        r = count_cond(S, CT, FL, p, carg, cfilt)
    elif cond == V.COND_COUNT_NAMES:   # different names among them (BP09-007)
        r = count_names_cond(S, CT, FL, p, carg, cfilt)
    elif cond == V.COND_SELF_ATTACK:   # this card's attack now (BP09-003)
        s = find_uid(S, p, src_uid)
        r = s >= 0 and compare(attack_of(S, CT, p, s), carg)
    elif cond == V.COND_HAND:
        r = compare(S[b + P_HAND_N], carg)
    elif cond == V.COND_ENEMY_HAND:
        r = compare(S[pb(1 - p) + P_HAND_N], carg)
    elif cond == V.COND_LEADER_DEF:
        r = compare(S[b + P_LEADER], carg)
    elif cond == V.COND_ENEMY_LEADER_DEF:
        r = compare(S[pb(1 - p) + P_LEADER], carg)
    elif cond == V.COND_MOVED:   # effects only (begin_ability resets the count)
        r = (S[G_FO_MOVED] & 255) >= carg
    elif cond == V.COND_BOTH_MAX_PP:
        r = S[b + P_MAXPP] >= carg and S[pb(1 - p) + P_MAXPP] >= carg
    elif cond == V.COND_COUNTERS:   # 15.1: counters (not Stack) on this card (BP02-088)
        s = find_uid(S, p, src_uid)
        r = s >= 0 and S[fo(p, s) + F_COUNTERS] >= carg
    elif cond == V.COND_ATTACKS:    # 8.4: p's followers' attacks this turn (BP02-095)
        r = (S[b + P_ATTACKS] >> 8) == S[G_TURN] and (S[b + P_ATTACKS] & 255) >= carg
    elif cond == V.COND_DIE:   # the latest die roll_die rolled (5.18; BP06-110)
        r = compare(S[G_DIE], carg)
    elif cond == V.COND_FACE_UP_EVOLVED:   # 4.2.3 / 11.6.1 (BP06-018)
        r = face_up_evolved(S, CT, p, False) >= carg
    elif cond == V.COND_PP:   # 3.2.2: p's play points now (BP06-091)
        r = compare(S[b + P_PP], carg)
    elif cond == V.COND_DECK:   # the cards in p's deck (BP09-020)
        r = compare(S[b + P_DECK_N], carg)
    elif cond == V.COND_TOP_CARD_ODD or cond == V.COND_TOP_CARD_EVEN:
        # 5.20: p's top deck card revealed, left on top; its cost odd / even (CP01-083)
        reveal_deck(S, p)   # a look-ahead copy draws its guess of the order first
        dn = S[b + P_DECK_N]
        par = 1 if cond == V.COND_TOP_CARD_ODD else 0
        r = dn > 0 and CT[S[b + DECK + dn - 1], C_COST] % 2 == par
    elif cond == V.COND_SPELLS_PLAYED:   # the spells p played this turn (CP01-029)
        r = compare(spells_played(S, p), carg)
    elif cond == V.COND_GRANTED:   # the card has this ability only once an effect gave it
        s = find_uid(S, p, src_uid)
        r = s >= 0 and ((S[fo(p, s) + F_GRANTED] >> carg) & 1) == 1
    if cneg == 1:
        return not r
    return r


@kernel(inline=True)
def ability_cond_ok(S, CT, AB, FL, a, p, src_uid, src_card):
    if AB[a, A_COND] == V.COND_GRANTED:   # another card's effect gave the card row a
        s = find_uid(S, p, src_uid)       # (F_GIVEN_AB; BP05-001)
        if s >= 0 and S[fo(p, s) + F_GIVEN_AB] == a + 1:
            return True
    return cond_ok(S, CT, FL, p, AB[a, A_COND], AB[a, A_CARG], AB[a, A_CNEG], AB[a, A_CFILT],
                   src_uid, src_card, True)


@kernel()
def _cost_conds_ok(S, CT, AB, FL, p, card):
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_COST and AB[a, A_EN] == 0 and AB[a, A_OPT] == V.OPT_NONE \
                and AB[a, A_COND] != V.COND_NONE and \
                not ability_cond_ok(S, CT, AB, FL, a, p, -1, card):
            return False
    return True


@kernel(inline=True)
def play_cond_ok(S, CT, AB, FL, p, card):
    """"This card can only be played if ..." (the card's own text; 10.6.2.1.2: a card that
    can't be played can't be specified): the condition of each `cost` ability of `card`
    with no effect and no cost holds (CP01-057)."""
    return (CT[card, C_ON_MASK] & (1 << V.TRIG_COST)) == 0 or \
        _cost_conds_ok(S, CT, AB, FL, p, card)


# ---------------------------------------------------------------- selections

@kernel(inline=True)
def _selectable(S, CT, FL, f, chooser, q, s):
    """May `chooser` select field card (q, s) through filter f? (12.15 Aura)"""
    if q != chooser and (kw_of(S, CT, q, s) & V.KW_AURA) != 0:
        return False
    return field_matches(S, CT, FL, f, q, s)


@kernel(inline=True)
def _name_seen(S, CT, b, i):
    """Has a card before index i of the cemetery at player block b the name of card i?"""
    for j in range(i):
        if CT[S[b + CEM + j], C_NAME] == CT[S[b + CEM + i], C_NAME]:
            return True
    return False


@kernel(inline=True)
def gather(S, CT, FL, sel, f, p, src_uid, cz, cp, ci):
    """Candidates for selection `sel` (vocab.SEL_*): zone, player, slot/index."""
    if is_zone_selector(sel):   # EX areas, the opponent's cemetery (fieldsel.py)
        return gather_zone(S, CT, FL, sel, f, p, cz, cp, ci)
    if sel == V.SEL_OWN_FACE_UP_EVOLVED or sel == V.SEL_OWN_FACE_UP_EVO_CARD:
        # the evolve deck (counts.py; BP06-117; any type, a Carrot too: CP01-082)
        return gather_face_up(S, CT, FL, f, p, sel == V.SEL_OWN_FACE_UP_EVO_CARD, cz, cp, ci)
    if sel == V.SEL_OWN_HAND_CARD:   # a card of your hand (4.6; CP01-035)
        n = 0
        for i in range(S[pb(p) + P_HAND_N]):
            if card_matches(CT, FL, f, S[pb(p) + HAND + i]):
                cz[n] = Z_HAND
                cp[n] = p
                ci[n] = i
                n += 1
        return n
    if sel == V.SEL_OWN_AND_ENEMY_FOLLOWER:   # your follower first (clash.py; BP06-116)
        sel = V.SEL_OWN_FOLLOWER
    n = 0
    q = 1 - p
    if sel == V.SEL_CEMETERY_CARD or sel == V.SEL_CEM_CARD_NAMES_COST or \
            sel == V.SEL_CEM_DISTINCT_NAMES:
        b = pb(p)
        # SEL_CEM_CARD_NAMES_COST: costing at most the different names among them (BP09-001)
        x = count_names(S, CT, FL, p, V.CZ_OWN_CEMETERY, f) \
            if sel == V.SEL_CEM_CARD_NAMES_COST else 999
        for i in range(S[b + P_CEM_N]):
            if sel == V.SEL_CEM_DISTINCT_NAMES and _name_seen(S, CT, b, i):
                continue   # one candidate per name: the selected cards differ (BP09-105)
            if card_matches(CT, FL, f, S[b + CEM + i]) and CT[S[b + CEM + i], C_COST] <= x:
                cz[n] = Z_CEM
                cp[n] = p
                ci[n] = i
                n += 1
        return n
    for side in range(2):
        pl = p if side == 0 else q
        enemy = pl == q
        if sel in (V.SEL_ENEMY_FOLLOWER, V.SEL_ENEMY_FOLLOWER_OR_LEADER, V.SEL_ENEMY_CARD):
            if not enemy:
                continue
        if sel in (V.SEL_OWN_FOLLOWER, V.SEL_OWN_OTHER_FOLLOWER, V.SEL_OWN_CARD,
                   V.SEL_OWN_OTHER_CARD, V.SEL_OWN_STACK_AMULET, V.SEL_OWN_CARD_OR_EX):
            if enemy:
                continue
        for s in range(S[pb(pl) + P_FIELD_N]):
            o = fo(pl, s)
            follower = type_at(S, CT, o) == V.TYPE_FOLLOWER
            if sel in (V.SEL_ENEMY_FOLLOWER, V.SEL_ENEMY_FOLLOWER_OR_LEADER,
                       V.SEL_OWN_FOLLOWER, V.SEL_OWN_OTHER_FOLLOWER, V.SEL_ANY_FOLLOWER,
                       V.SEL_OTHER_FOLLOWER) and not follower:
                continue
            if sel in (V.SEL_OWN_OTHER_FOLLOWER, V.SEL_OWN_OTHER_CARD,
                       V.SEL_OTHER_FOLLOWER) and S[o + F_UID] == src_uid:
                continue
            if sel == V.SEL_OWN_STACK_AMULET and (kw_of(S, CT, pl, s) & V.KW_STACK) == 0:
                continue
            if not _selectable(S, CT, FL, f, p, pl, s):
                continue
            cz[n] = Z_FIELD
            cp[n] = pl
            ci[n] = s
            n += 1
    if sel == V.SEL_ENEMY_FOLLOWER_OR_LEADER:
        cz[n] = Z_LEADER
        cp[n] = q
        ci[n] = -1
        n += 1
    if sel == V.SEL_OWN_CARD_OR_EX:   # then the cards of your EX area (BP06-011)
        b = pb(p)
        for i in range(S[b + P_EX_N]):
            if card_matches(CT, FL, f, S[b + EX + i]):
                cz[n] = Z_EX
                cp[n] = p
                ci[n] = i
                n += 1
    return n


@kernel()
def selection_possible(S, CT, AB, FL, a, p, src_uid):
    """10.6.2.3.3-4: a required selection needs as many candidates as it names.
    (The candidate lists are a frame of S's scratch stack; with the stack full,
    resolve_ability ends the game as a runaway.)"""
    sel = AB[a, A_SEL]
    if sel == V.SEL_NONE or AB[a, A_UPTO] == 1:
        return True
    o = take(S, 6 * MAX_CAND)
    if o < 0:
        return True
    w = S[o:o + 6 * MAX_CAND].view(np.int64)
    n = gather(S, CT, FL, sel, AB[a, A_SFILT], p, src_uid, w[:MAX_CAND],
               w[MAX_CAND:2 * MAX_CAND], w[2 * MAX_CAND:])
    if n > 0 and sel == V.SEL_OWN_AND_ENEMY_FOLLOWER:   # and an enemy follower (BP06-116)
        n = gather(S, CT, FL, V.SEL_ENEMY_FOLLOWER, 0, p, src_uid, w[:MAX_CAND],
                   w[MAX_CAND:2 * MAX_CAND], w[2 * MAX_CAND:])
    give_back(S, o)
    return n >= AB[a, A_SCOUNT]


@kernel(inline=True)
def selection_intent(AB, EF, a, sel):
    if sel == V.SEL_CEMETERY_CARD or sel == V.SEL_CEM_CARD_NAMES_COST or \
            sel == V.SEL_CEM_DISTINCT_NAMES or sel == V.SEL_OWN_HAND_CARD:
        return I_GET, 0
    if is_zone_selector(sel):
        return zone_intent(sel), 0
    enemy = sel in (V.SEL_ENEMY_FOLLOWER, V.SEL_ENEMY_FOLLOWER_OR_LEADER, V.SEL_ENEMY_CARD)
    for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
        if EF[e, E_TO] != V.TO_TARGET and EF[e, E_TO] != V.TO_TARGET_LEADER:
            continue
        op = EF[e, E_OP]
        if op == V.OP_DAMAGE_DIVIDED and EF[e, E_X] == 0:   # 10.6.2.4
            return I_HARM_DIVIDED, EF[e, E_AMT]
        if op in (V.OP_DAMAGE, V.OP_DESTROY, V.OP_BANISH, V.OP_ENGAGE, V.OP_TO_HAND,
                  V.OP_SUMMON_FOR_TARGET, V.OP_TO_DECK, V.OP_TO_EX, V.OP_NO_DEAL_EOT,
                  V.OP_SILENCE, V.OP_CHANGE_TYPE):   # (an enemy follower made an amulet, BP05-001)
            amt = EF[e, E_AMT] if op == V.OP_DAMAGE and EF[e, E_X] == 0 else 0
            if enemy or sel == V.SEL_ANY_FOLLOWER:
                return I_HARM, amt
            return I_SPEND, 0
        return I_HELP, 0
    if enemy:
        return I_HARM, 0
    return I_HELP, 0


# ---------------------------------------------------------------- optional costs (10.4.7)

@kernel()
def _stack_slot(S, CT, p):
    best = -1
    for s in range(S[pb(p) + P_FIELD_N]):
        if (kw_of(S, CT, p, s) & V.KW_STACK) != 0 and S[fo(p, s) + F_CNT] > 0:
            if best < 0 or S[fo(p, s) + F_CNT] > S[fo(p, best) + F_CNT]:
                best = s
    return best


@kernel()
def _cheapest_own(S, CT, p, src_uid, followers_only):
    best = -1
    bv = 0.0
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fo(p, s) + F_UID] == src_uid:
            continue
        if followers_only and not is_follower(S, CT, p, s):
            continue
        v = decide.card_value(S, CT, p, s)
        if best < 0 or v < bv:
            best = s
            bv = v
    return best


@kernel()
def _spell_in_hand(S, CT, p):
    b = pb(p)
    best = -1
    for i in range(S[b + P_HAND_N]):
        if CT[S[b + HAND + i], C_TYPE] == V.TYPE_SPELL:
            best = i
    return best


@kernel()
def can_pay_opt(S, CT, p, opt, arg, src_uid):
    if opt == V.OPT_LEADER_LOSS:   # 10.4.5: the defense must cover the loss
        return S[pb(p) + P_LEADER] >= arg
    if opt == V.OPT_EARTH_RITE:
        return _stack_slot(S, CT, p) >= 0
    if opt == V.OPT_DISCARD_SPELL:
        return _spell_in_hand(S, CT, p) >= 0
    if opt == V.OPT_SAC_FOLLOWER:
        return _cheapest_own(S, CT, p, src_uid, True) >= 0
    if opt == V.OPT_RETURN_OTHER:
        return _cheapest_own(S, CT, p, src_uid, False) >= 0
    return False


@kernel()
def pay_opt(S, CT, AB, FL, p, opt, arg, src_uid, L):
    if opt == V.OPT_LEADER_LOSS:
        lose_defense_by(S, CT, AB, FL, p, arg, L)
    elif opt == V.OPT_EARTH_RITE:  # 13.3.3.2
        s = _stack_slot(S, CT, p)
        S[fo(p, s) + F_CNT] -= 1
        if S[fo(p, s) + F_CNT] <= 0:
            leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    elif opt == V.OPT_DISCARD_SPELL:
        i = _spell_in_hand(S, CT, p)
        card = remove_hand(S, p, i)
        add_cem(S, CT, p, card)
        S[pb(p) + P_DISCARDED_AT] = S[G_TURN]
        log(L, EV_DISCARD, p, card, 0, 0)
    elif opt == V.OPT_SAC_FOLLOWER:
        s = _cheapest_own(S, CT, p, src_uid, True)
        S[pb(p) + P_SAC_ATK] = attack_of(S, CT, p, s)   # V.X_SAC_ATTACK
        leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
    elif opt == V.OPT_RETURN_OTHER:
        s = _cheapest_own(S, CT, p, src_uid, False)
        leave_field(S, CT, AB, FL, p, s, D_HAND, L, False)
