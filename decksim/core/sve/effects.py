"""The ability interpreter: conditions, optional costs, selections (10.6.2),
effects (10.6.2.8.2); choose groups and Confirmation Timing are in timing.py."""
import numpy as np

from decksim.core.sve.kernel import kernel

from decksim.core.sve.auras import (
    add_leader_shield, damage_dealt, hit_follower, hit_leader,
)
from decksim.core.rng import randint
from decksim.core.sve import vocab as V
from decksim.core.sve.deckops import add_ex_discount, deck_op, repeat_ability
from decksim.core.sve.counts import count_zone, face_up_evolved, own_best_attack
from decksim.core.sve.losses import losses_this_turn
from decksim.core.sve.fieldops import (
    begin_ability, begin_effect, buff_ex_card, buff_ex_cards, evolve_by_effect, field_op,
    moved_before, self_cem_to_ex, transform_ex, zone_op,
)
from decksim.core.sve.fieldsel import zone_card
from decksim.core.sve.playerops import player_op, top_card_cost
from decksim.core.sve import decide
from decksim.core.sve.intents import Z_CEM, Z_EVO, Z_EX, Z_FIELD, Z_HAND, Z_LEADER
from decksim.core.sve.prerequisites import (
    MAX_CAND, ability_cond_ok, cond_ok, gather, selection_intent,
)
from decksim.core.sve.costs import (
    bury_followers, bury_highest, can_pay_cost, discard_card, draw_card, pay_cost,
)
from decksim.core.sve.cardinfo import (
    attack_of, card_matches, defense_of, field_matches, find_uid, is_follower, kw_of, type_at,
    recount_auras, silenced, trigger_matches,
)
from decksim.core.sve.defense_loss import lose_defense_by
from decksim.core.sve.rules import (
    D_BAN, D_CEM, D_HAND, EV_ABILITY, EV_ENGAGE, EV_MILL, EV_PP, EV_SUMMON, EV_TARGET, EV_TO_HAND,
    add_cem, add_ex, add_hand, deck_top, end_game, engage_card, gain_defense, leave_field, log,
    milled, put_on_field, remove_cem, set_pp, trigger_card,
)
from decksim.core.sve.raceops import race_card
from decksim.core.sve.clash import clash, enemy_target
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.capacities import MAX_PP
from decksim.core.sve.state import (
    CEM, END_CAP, EVO, EVO_FREE_ALWAYS, EX_LIMIT, F_ATKB, F_CARD, F_CNT, F_COUNTERS, F_DEFB,
    F_DMG_CAP, F_ENG,
    F_EVO_FREE, F_GIVEN_AB, F_GRANTED, F_TRAITS, F_TYPE_AS, FIELD_LIMIT,
    F_IMMUNE_ENEMY_TURN, F_IMMUNE_TURN, F_KW, F_NO_COMBAT_TURN, F_NODEAL_TURN, F_SILENT_UNTIL, F_TATK, F_TDEF, F_TKW, F_UID,
    G_ACTIVE, G_DECLARED, G_FO_SUMMONED, G_RESTRICT, G_SILENCED, G_SPELL_BACK, G_TOOK, G_TURN, G_WINNER,
    HAND,
    P_CEM_N, P_DECK_N, P_EX_N, P_FIELD_N, P_HAND_N, P_LEADER, P_SAC_ATK, P_X_PAID,
    P_MAXPP, P_PLAYED, P_PP, P_TURNS,
    fo, pb,
)
from decksim.core.sve.tables import (
    A_BY, A_E0, A_EN, A_OPT, A_OPTARG, A_SCOUNT, A_SEL, A_SFILT, A_TRIG, A_UPTO, A_ZONE,
    A_REQ, C_ATK, C_COST, C_TOKEN, C_TYPE, E_AMT, E_ARG, E_ARG2, E_CARG, E_CFILT, E_CNEG,
    E_COND, E_DCOST, E_FILT, E_IFMOVED, E_OP, E_TO, E_X,
)

MAX_T = 16
RESOLVE_CAP = 400   # automatic abilities per Confirmation Timing before calling a cycle (15.2)


# ---------------------------------------------------------------- effects

@kernel(inline=True)
def _amount(S, CT, EF, FL, e, p, src_uid, src_card, trig_card, tp, tid, nt):
    x = EF[e, E_X] % V.X_TO_DEFENSE   # (a buff's X on its defense: apply_effect)
    base = EF[e, E_AMT]
    if x == V.X_CONST:
        return base
    v = 0
    if x == V.X_PLAYED_EXCL_SELF:
        v = S[pb(p) + P_PLAYED] - 1
    elif x == V.X_HAND_SIZE:
        v = S[pb(p) + P_HAND_N]
    elif x == V.X_SELF_ATTACK:
        s = find_uid(S, p, src_uid)
        v = attack_of(S, CT, p, s) if s >= 0 else CT[src_card, C_ATK]
    elif x == V.X_TARGET_ATTACK:
        if nt > 0 and tid[0] >= 0:
            s = find_uid(S, tp[0], tid[0])
            if s >= 0:
                v = attack_of(S, CT, tp[0], s)
    elif x == V.X_CEMETERY:
        v = S[pb(p) + P_CEM_N]
    elif x == V.X_TARGET_DEFENSE:
        if nt > 0 and tid[0] >= 0:
            s = find_uid(S, tp[0], tid[0])
            if s >= 0:
                v = defense_of(S, CT, tp[0], s)
    elif x >= V.X_COUNT and x <= V.X_COUNT_LAST:
        times = EF[e, E_ARG2] if EF[e, E_ARG2] > 0 else 1
        v = count_zone(S, CT, FL, p, x - V.X_COUNT, EF[e, E_CFILT]) * times
    elif x == V.X_LEADER_LOSSES:   # 13.5.2: each loss of defense this turn
        v = losses_this_turn(S, p)
    elif x == V.X_SAC_ATTACK:
        v = S[pb(p) + P_SAC_ATK]
    elif x == V.X_COUNT_OWN_EX or x == V.X_COUNT_OWN_HAND:
        times = EF[e, E_ARG2] if EF[e, E_ARG2] > 0 else 1
        zone = V.CZ_OWN_EX if x == V.X_COUNT_OWN_EX else V.CZ_OWN_HAND   # (BP08-070)
        v = count_zone(S, CT, FL, p, zone, EF[e, E_CFILT]) * times
    elif x == V.X_FACE_UP_EVOLVED:   # 4.2.3 / 11.6.1 (BP02-108, BP06-018)
        v = face_up_evolved(S, CT, p, False)
    elif x == V.X_TOP_CARD_COST:
        v = top_card_cost(S, CT, p)
    elif x == V.X_DECK_SIZE:   # the cards in your deck (BP08-038)
        v = S[pb(p) + P_DECK_N]
    elif x == V.X_OWN_BEST_ATTACK:   # BP08-058
        v = own_best_attack(S, CT, p)
    elif x == V.X_TRIGGER_COST:   # the triggering card's cost (BP02-089: an amulet's)
        v = CT[trig_card, C_COST] if trig_card >= 0 else 0
    elif x == V.X_PP_PAID:   # the X of this ability's pp_x cost (10.6.2.2.2; BP06-099)
        v = S[pb(p) + P_X_PAID] - 1
    elif x == V.X_RETURNED:   # the cards its return_any cost returned, times `times` (CP01-003)
        v = (S[pb(p) + P_X_PAID] - 1) * (EF[e, E_ARG2] if EF[e, E_ARG2] > 0 else 1)
    elif x == V.X_MILLED_DECLARED:   # BP08-103
        v = S[G_DECLARED] >> 8
    if v < 0:
        v = 0
    return v + base


@kernel()
def _op_card(S, CT, AB, FL, op, amt, arg, p, q, s, L):
    """Apply a targeted op of player p's ability to field card (q, s)."""
    o = fo(q, s)
    if op == V.OP_DAMAGE:
        # 5.13.3.3: ability damage taken during its controller's turn
        if hit_follower(S, CT, AB, FL, q, s, amt, p != q, L) > 0 and is_follower(S, CT, q, s) and \
                S[G_ACTIVE] == q and not silenced(S, q, s):
            trigger_card(S, CT, AB, FL, S[o + F_CARD], V.TRIG_ABILITY_DAMAGED, q, S[o + F_UID],
                         -1, -1)
    elif op == V.OP_BUFF:
        S[o + F_ATKB] += amt
        S[o + F_DEFB] += arg
    elif op == V.OP_BUFF_EOT:
        S[o + F_TATK] += amt
        S[o + F_TDEF] += arg
    elif op == V.OP_GRANT:
        S[o + F_KW] |= arg
    elif op == V.OP_GRANT_EOT:
        S[o + F_TKW] |= arg
    elif op == V.OP_GRANT_TRAIT:
        S[o + F_TRAITS] |= arg
    elif op == V.OP_GRANT_ABILITY:   # one of its own `granted` abilities (BP06-018)
        S[o + F_GRANTED] |= arg
    elif op == V.OP_CHANGE_TYPE:   # 5.24.1: it becomes that type (cardinfo.field_type)
        S[o + F_TYPE_AS] = arg + 1
    elif op == V.OP_GIVE_ABILITY:   # another card's activated ability row (BP05-001)
        S[o + F_GIVEN_AB] = arg + 1
    elif op == V.OP_TRANSFORM:   # 5.16.1: banished, and a token in its place (a card
        # that can't be banished by abilities stays, and no token comes: BP06-022)
        if (kw_of(S, CT, q, s) & V.KW_NO_ABILITY_BANISH) == 0 and \
                leave_field(S, CT, AB, FL, q, s, D_BAN, L, False) and \
                S[pb(q) + P_FIELD_N] < FIELD_LIMIT:
            put_on_field(S, CT, AB, FL, q, arg, L)
            log(L, EV_SUMMON, q, arg, 0, 0)
    elif op == V.OP_DESTROY:   # 5.5; not a card that can't be destroyed by abilities
        if (kw_of(S, CT, q, s) & V.KW_NO_ABILITY_DESTROY) == 0:
            leave_field(S, CT, AB, FL, q, s, D_CEM, L, True)
    elif op == V.OP_BANISH:   # 5.6; not a card that can't be banished by abilities
        if (kw_of(S, CT, q, s) & V.KW_NO_ABILITY_BANISH) == 0:
            leave_field(S, CT, AB, FL, q, s, D_BAN, L, False)
    elif op == V.OP_TO_HAND:
        leave_field(S, CT, AB, FL, q, s, D_HAND, L, False)
    elif op == V.OP_ENGAGE:   # 5.3.1: "whenever this card becomes engaged" (BP09-108)
        engage_card(S, CT, AB, FL, q, s)
        log(L, EV_ENGAGE, q, S[o + F_CARD], 0, 0)
    elif op == V.OP_REFRESH:
        S[o + F_ENG] = 0
    elif op == V.OP_EVOLVE_COST_EOT:   # 12.2: its Evolve costs 0 PP for the rest of the turn
        S[o + F_EVO_FREE] = S[G_TURN]
    elif op == V.OP_EVOLVE_COST_ZERO:   # 12.2: 0 PP while it stays on the field (SD01-009)
        S[o + F_EVO_FREE] = EVO_FREE_ALWAYS
    elif op == V.OP_ADD_COUNTER:
        S[o + F_COUNTERS] += amt
    elif op == V.OP_EVOLVE:   # 5.15.1.1 (fieldops.py; BP06-005)
        evolve_by_effect(S, CT, AB, FL, q, s, L)
    elif V.OP_TO_DECK <= op <= V.OP_MAY_ENGAGE or op == V.OP_TO_CEMETERY or \
            op == V.OP_SKIP_NEXT_REFRESH or op == V.OP_DESTROY_AT_END:   # fieldops.py
        field_op(S, CT, AB, FL, op, arg, q, s, L)
    elif op == V.OP_IMMUNE_EOT:
        S[o + F_IMMUNE_TURN] = S[G_TURN]
    elif op == V.OP_IMMUNE_TO_ENEMY_TURN:   # this turn and the opponent's next one (BP02-087)
        S[o + F_IMMUNE_TURN] = S[G_TURN]
        S[o + F_IMMUNE_ENEMY_TURN] = S[pb(1 - q) + P_TURNS] + 1
    elif op == V.OP_DAMAGE_CAP_TO_ENEMY_TURN:   # 10.2.1.3.2: this turn and the opponent's
        # next one (BP08-024); a later cap replaces an earlier one
        S[o + F_DMG_CAP] = min(max(amt, 0), 127) | (S[G_TURN] << 7) | \
            ((S[pb(1 - q) + P_TURNS] + 1) << 19)
    elif op == V.OP_NO_COMBAT_DAMAGE_EOT:   # 10.2.1.3.2: fights deal it nothing this turn
        S[o + F_NO_COMBAT_TURN] = S[G_TURN]
    elif op == V.OP_NO_DEAL_EOT:
        S[o + F_NODEAL_TURN] = S[G_TURN]
    elif op == V.OP_RACE:   # 14.2.3 (raceops.py)
        race_card(S, CT, AB, FL, q, s, amt)
    elif op == V.OP_SILENCE:
        # through the end of q's next turn: the next one, or the one after if it is q's now
        S[o + F_SILENT_UNTIL] = S[G_TURN] + (2 if S[G_ACTIVE] == q else 1)
        S[G_SILENCED] = 1
        recount_auras(S, CT, q)


@kernel()
def _op_leader(S, CT, AB, FL, op, amt, q, L):
    if op == V.OP_DAMAGE:
        hit_leader(S, CT, AB, FL, q, amt, 1, L)
    elif op == V.OP_HEAL:   # 5.26.1: the leader gains defense
        gain_defense(S, CT, AB, FL, q, amt, L)
    elif op == V.OP_LOSE_DEFENSE:
        lose_defense_by(S, CT, AB, FL, q, amt, L)
    elif op == V.OP_BURY_FOLLOWERS:   # q puts amt followers into their cemetery (BP06-079)
        bury_followers(S, CT, AB, FL, q, amt, L)
    elif op == V.OP_BURY_HIGHEST:   # ... each with the highest attack (BP09-077)
        bury_highest(S, CT, AB, FL, q, amt, L)
    elif op == V.OP_SET_DEFENSE:
        # 5.26.2: a value set higher counts as increased (the leader gains defense),
        # lower as decreased (a loss of defense, not damage: 5.26.1, Sanguine 13.5.2)
        change = amt - S[pb(q) + P_LEADER]
        if change > 0:
            gain_defense(S, CT, AB, FL, q, change, L)
        else:
            lose_defense_by(S, CT, AB, FL, q, -change, L)


@kernel()
def _summon(S, CT, AB, FL, pl, token, n, overflow_ex, L):
    for _ in range(n):
        if S[pb(pl) + P_FIELD_N] < FIELD_LIMIT:
            put_on_field(S, CT, AB, FL, pl, token, L)
            log(L, EV_SUMMON, pl, token, 0, 0)
        elif overflow_ex and S[pb(pl) + P_EX_N] < EX_LIMIT:
            add_ex(S, CT, pl, token, L)
        else:
            break      # neither the field nor the EX area holds more (4.4.4.2, 4.8.3.2)


@kernel()
def _summon_or_ex(S, CT, AB, FL, P, rng, pl, token, n, L):
    """5.4.2: up to n tokens, each onto pl's field or into pl's EX area, as the player
    chooses (decide.tokens_onto_field); what fits in neither is not put (4.4.4.2,
    4.8.3.2)."""
    k = decide.tokens_onto_field(S, CT, P, rng, pl, n)
    _summon(S, CT, AB, FL, pl, token, k, False, L)
    for _ in range(n - k):
        if S[pb(pl) + P_EX_N] >= EX_LIMIT:
            break
        add_ex(S, CT, pl, token, L)


@kernel()
def _damage_divided(S, CT, AB, FL, P, rng, amt, p, tp, tid, nt, L):
    """10.6.2.4: `amt` damage divided among the selected followers, each at least 1
    (10.6.2.4.1); the split is the player's (decide.divide_damage). The split is a
    frame of S's scratch stack."""
    if nt <= 0:
        return
    o = take(S, 2 * MAX_T)
    if o < 0:              # nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return
    alloc = S[o:o + 2 * MAX_T].view(np.int64)
    decide.divide_damage(S, CT, P, rng, amt, tp, tid, nt, alloc)
    for i in range(nt):
        s = find_uid(S, tp[i], tid[i])
        if s >= 0 and alloc[i] > 0:
            _op_card(S, CT, AB, FL, V.OP_DAMAGE, alloc[i], 0, p, tp[i], s, L)
    give_back(S, o)


@kernel()
def _targets_all(S, CT, FL, to, f, p, src_uid, tp_out, tid_out):
    """Field cards hit by an `all_*` target, as (player, uid) pairs."""
    n = 0
    for side in range(2):
        q = p if side == 0 else 1 - p
        if to == V.TO_ALL_ENEMY_FOLLOWERS or to == V.TO_ALL_ENEMY_CARDS:
            if q == p:
                continue
        if to == V.TO_ALL_OWN_FOLLOWERS or to == V.TO_ALL_OWN_OTHER_FOLLOWERS or \
                to == V.TO_ALL_OWN_CARDS:
            if q != p:
                continue
        amulets_too = to == V.TO_ALL_ENEMY_CARDS or to == V.TO_ALL_CARDS or \
            to == V.TO_ALL_OTHER_CARDS or to == V.TO_ALL_OWN_CARDS
        other = to == V.TO_ALL_OWN_OTHER_FOLLOWERS or to == V.TO_ALL_OTHER_FOLLOWERS or \
            to == V.TO_ALL_OTHER_CARDS   # (BP08-039)
        for s in range(S[pb(q) + P_FIELD_N]):
            o = fo(q, s)
            if not amulets_too and type_at(S, CT, o) != V.TYPE_FOLLOWER:
                continue
            if other and S[o + F_UID] == src_uid:
                continue
            if not field_matches(S, CT, FL, f, q, s):
                continue
            tp_out[n] = q
            tid_out[n] = S[o + F_UID]
            n += 1
    return n


@kernel()
def _apply_to_all(S, CT, AB, FL, to, f, p, src_uid, op, amt, arg, L):
    """all_* targets: collect first (a frame of S's scratch stack), they are
    affected at once."""
    o = take(S, 4 * 2 * FIELD_LIMIT)
    if o < 0:              # nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return
    w = S[o:o + 4 * 2 * FIELD_LIMIT].view(np.int64)
    ap = w[:2 * FIELD_LIMIT]
    au = w[2 * FIELD_LIMIT:]
    n = _targets_all(S, CT, FL, to, f, p, src_uid, ap, au)
    for i in range(n):
        s = find_uid(S, ap[i], au[i])
        if s >= 0:
            _op_card(S, CT, AB, FL, op, amt, arg, p, ap[i], s, L)
    give_back(S, o)


@kernel()
def apply_effect(S, CT, AB, EF, FL, P, rng, L, e, p, src_uid, src_card, trig_uid, trig_card,
                 tz, tp, tid, nt, paid):
    if EF[e, E_COND] == V.COND_TARGET_MATCHES:
        hit = False
        if nt > 0 and tz[0] == Z_FIELD:
            t = find_uid(S, tp[0], tid[0])
            hit = t >= 0 and field_matches(S, CT, FL, EF[e, E_FILT], tp[0], t)
        if hit == (EF[e, E_CNEG] == 1):
            return
    elif EF[e, E_COND] == V.COND_TOOK_MATCHES:   # the card a search / pick took (BP05-034)
        hit = S[G_TOOK] > 0 and card_matches(CT, FL, EF[e, E_FILT], S[G_TOOK] - 1)
        if hit == (EF[e, E_CNEG] == 1):
            return
    elif EF[e, E_COND] == V.COND_TRIGGER_MATCHES:   # the triggering card (BP09-002)
        if trigger_matches(S, CT, FL, EF[e, E_FILT], trig_uid, trig_card) == (EF[e, E_CNEG] == 1):
            return
    elif not cond_ok(S, CT, FL, p, EF[e, E_COND], EF[e, E_CARG], EF[e, E_CNEG], EF[e, E_CFILT],
                     src_uid, src_card, paid):
        return
    if EF[e, E_IFMOVED] == 1 and not moved_before(S):
        return
    op = EF[e, E_OP]
    begin_effect(S, op)
    amt = _amount(S, CT, EF, FL, e, p, src_uid, src_card, trig_card, tp, tid, nt)
    arg = EF[e, E_ARG]
    if EF[e, E_X] >= V.X_TO_BOTH:   # a buff of +X/+X: X is both changes (BP06-018)
        arg = amt
    elif EF[e, E_X] >= V.X_TO_DEFENSE:   # a buff's X is its defense change (BP02-102)
        arg = amt
        amt = EF[e, E_ARG]
    if op == V.OP_DAMAGE and src_uid >= 0:   # a follower's ability deals the damage
        s = find_uid(S, p, src_uid)
        if s >= 0 and is_follower(S, CT, p, s):
            amt = damage_dealt(S, CT, AB, FL, p, s, amt)
    b = pb(p)
    # ops without a target
    if op == V.OP_DRAW:   # bounded by the decks: past its end a draw only loses (5.9.1)
        to = EF[e, E_TO]
        if to == V.TO_TARGET_LEADER:   # the selected card's controller draws (BP06-112)
            to = V.TO_ENEMY_LEADER if nt > 0 and tp[0] != p else V.TO_OWN_LEADER
        own = to != V.TO_ENEMY_LEADER
        other = to == V.TO_EACH_LEADER or to == V.TO_ENEMY_LEADER   # 1.3.4.1: each player
        for _ in range(amt):
            if own and draw_card(S, CT, AB, FL, p, L) < 0:
                own = False
            if other and draw_card(S, CT, AB, FL, 1 - p, L) < 0:
                other = False
            if not own and not other:
                break
        return
    if op == V.OP_DISCARD:
        for _ in range(amt):
            i = decide.discard(S, CT, P, rng, p)
            if i < 0:
                break
            discard_card(S, CT, AB, FL, p, i, L, 0)
        return
    if V.OP_GAIN_EP <= op <= V.OP_FACE_DOWN_EVOLVED or op == V.OP_NEXT_COST_DOWN or \
            op == V.OP_ROLL_DIE or op == V.OP_ARRANGE_TOP or op == V.OP_REVEAL_HAND or \
            V.OP_DISCARD_ANY_DRAW <= op <= V.OP_WIN_GAME or op == V.OP_DECLARE_NUMBER or \
            op == V.OP_CEM_SAME_COST_TO_HAND or op == V.OP_SHUFFLE_DECK:   # playerops.py
        player_op(S, CT, AB, FL, P, rng, op, p, amt, tz, tid, nt, L)
        return
    if op == V.OP_CLASH:   # clash.py (BP06-116)
        clash(S, CT, AB, FL, p, tp, tid, nt, L)
        return
    if op == V.OP_SUMMON:
        _summon(S, CT, AB, FL, p, arg, amt, EF[e, E_ARG2] == 1, L)
        return
    if op == V.OP_EX_TOKEN:
        for _ in range(amt):
            if S[b + P_EX_N] >= EX_LIMIT and CT[arg, C_TOKEN] == 1:
                break      # 4.8.3.2: a token that does not fit is not put anywhere
            add_ex(S, CT, p, arg, L)
        return
    if op == V.OP_SUMMON_OR_EX:
        _summon_or_ex(S, CT, AB, FL, P, rng, p, arg, amt, L)
        return
    if op == V.OP_DAMAGE_DIVIDED:
        _damage_divided(S, CT, AB, FL, P, rng, amt, p, tp, tid, nt, L)
        return
    if op == V.OP_SUMMON_FOR_TARGET:
        for i in range(nt):
            _summon(S, CT, AB, FL, tp[i], arg, amt, False, L)
        return
    if op == V.OP_SEARCH or op == V.OP_LOOK_TOP or \
            (op >= V.OP_HAND_TO_BOTTOM and op <= V.OP_CEM_TO_DECK) or \
            op == V.OP_BANISH_EX_NEXT_END or op == V.OP_HAND_TO_FIELD:
        deck_op(S, CT, AB, EF, FL, P, rng, p, e, amt, L)   # deckops.py
        return
    if op == V.OP_MILL:   # to = "enemy_leader": the opponent mills
        q = 1 - p if EF[e, E_TO] == V.TO_ENEMY_LEADER else p
        again = False
        for _ in range(amt):
            card = deck_top(S, q)
            if card < 0:
                break
            add_cem(S, CT, q, card)
            S[G_TOOK] = card + 1   # COND_TOOK_MATCHES: "if you buried X" (BP08-097)
            d = S[G_DECLARED]   # a number declared: x:milled_declared counts (BP08-103)
            if d > 0 and CT[card, C_COST] == (d & 255) - 1:
                S[G_DECLARED] = d + 256
            log(L, EV_MILL, q, card, 0, 0)
            milled(S, CT, AB, FL, q, card)
            if EF[e, E_ARG] == 1 and card_matches(CT, FL, EF[e, E_FILT], card):
                again = True
        if again:   # `repeat_if_milled`: the whole ability again (deckops.py)
            repeat_ability(S, CT, AB, e, p, src_uid, src_card, trig_uid, trig_card)
        return
    if op == V.OP_MAX_PP:
        m = S[b + P_MAXPP] + amt
        S[b + P_MAXPP] = m if m < MAX_PP else MAX_PP   # 3.2.4.1
        log(L, EV_PP, p, S[b + P_MAXPP], S[b + P_PP], 0)
        return
    if op == V.OP_RECOVER_PP:
        set_pp(S, p, S[b + P_PP] + amt)      # 5.14.1.1
        log(L, EV_PP, p, S[b + P_MAXPP], S[b + P_PP], 1)
        return
    if op == V.OP_ENEMY_DISCARD:
        q = 1 - p
        bq = pb(q)
        for _ in range(amt):
            n = S[bq + P_HAND_N]
            if n == 0:
                break
            i = decide.from_cards(CT, P, rng, S[bq + HAND:bq + HAND + n], n, False, True)
            discard_card(S, CT, AB, FL, q, i, L, 1)
        return
    if op == V.OP_ADD_STACK:
        best = -1
        for s in range(S[b + P_FIELD_N]):
            if (kw_of(S, CT, p, s) & V.KW_STACK) != 0:
                if best < 0 or S[fo(p, s) + F_CNT] < S[fo(p, best) + F_CNT]:
                    best = s
        if best >= 0:
            S[fo(p, best) + F_CNT] += amt
        return
    if op == V.OP_REVIVE_SELF:
        for i in range(S[b + P_CEM_N] - 1, -1, -1):
            if S[b + CEM + i] == src_card:
                card = remove_cem(S, CT, p, i)
                put_on_field(S, CT, AB, FL, p, card, L)
                log(L, EV_SUMMON, p, card, 1, 0)
                break
        return
    if op == V.OP_COST_DOWN:
        return
    if op == V.OP_RESTRICT_NEXT:   # set at your end phase for the opponent's next turn
        S[G_RESTRICT] |= arg << (4 * (1 - p))
        return
    if op == V.OP_LEADER_SHIELD:   # 10.10: on your leader until the end of the turn
        add_leader_shield(S, p, amt, arg)
        return
    if op == V.OP_TRANSFER_STACK:   # 13.3.2.2 (c): all of this card's counters move
        s = find_uid(S, p, src_uid)
        if s >= 0 and nt > 0:
            t = find_uid(S, tp[0], tid[0])
            if t >= 0:
                S[fo(tp[0], t) + F_CNT] += S[fo(p, s) + F_CNT]
                S[fo(p, s) + F_CNT] = 0
        return
    # ops on leaders and cards
    to = EF[e, E_TO]
    if to == V.TO_OWN_LEADER:
        _op_leader(S, CT, AB, FL, op, amt, p, L)
        return
    if to == V.TO_ENEMY_LEADER:
        _op_leader(S, CT, AB, FL, op, amt, 1 - p, L)
        return
    if to == V.TO_EACH_LEADER:
        _op_leader(S, CT, AB, FL, op, amt, p, L)
        _op_leader(S, CT, AB, FL, op, amt, 1 - p, L)
        return
    if to == V.TO_TARGET_LEADER:
        for i in range(nt):
            if tz[i] == Z_FIELD or tz[i] == Z_LEADER:
                _op_leader(S, CT, AB, FL, op, amt, tp[i], L)
        return
    if to == V.TO_SELF:
        if src_uid < 0 and (op == V.OP_TO_HAND or op == V.OP_TO_EX) and \
                CT[src_card, C_TYPE] == V.TYPE_SPELL:
            # the resolving spell goes to its owner's hand (BP05-034) or EX area (BP09-113),
            # not the cemetery (10.6.2.8.3; rules.spell_done)
            S[G_SPELL_BACK] = 1 if op == V.OP_TO_HAND else 2
            return
        s = find_uid(S, p, src_uid)
        if s >= 0:
            _op_card(S, CT, AB, FL, op, amt, arg, p, p, s, L)
        elif op == V.OP_TO_EX and src_uid < 0:   # Last Words: from the cemetery (BP06-060)
            self_cem_to_ex(S, CT, p, src_card, L)
        return
    if to == V.TO_TRIGGER:
        for q in range(2):
            s = find_uid(S, q, trig_uid)
            if s >= 0:
                _op_card(S, CT, AB, FL, op, amt, arg, p, q, s, L)
        return
    if to == V.TO_TARGET:
        for i in range(nt):
            ai = arg   # transform: the second selected card into the second token (BP08-011)
            if op == V.OP_TRANSFORM and i == 1 and EF[e, E_ARG2] > 0:
                ai = EF[e, E_ARG2] - 1
            if tz[i] == Z_LEADER:
                _op_leader(S, CT, AB, FL, op, amt, tp[i], L)
            elif op == V.OP_EX_COST_DOWN_EOT:   # 10.2.1.3.3: this turn, from your EX area
                if tz[i] == Z_EX and tp[i] == p:
                    add_ex_discount(S, p, tid[i], min(amt, V.EX_COST_ZERO - 1), 1)
            elif op == V.OP_BUFF and tz[i] == Z_EX:   # 4.8.3.3: kept onto the field
                buff_ex_card(S, tp[i], tid[i], amt, arg)   # (fieldops.py; BP06-011)
            elif op == V.OP_TRANSFORM and tz[i] == Z_EX:
                transform_ex(S, CT, tp[i], tid[i], ai, L)   # 5.16.1 (fieldops.py)
            elif (tz[i] == Z_CEM or tz[i] == Z_EX or tz[i] == Z_HAND) and \
                    zone_op(S, CT, AB, FL, op, p, tz[i], tp[i], tid[i], L):
                # cemetery / EX area / hand ops (fieldops.py); a card put into the EX area
                # may cost less to play from there (E_DCOST; this turn only with E_ARG2)
                if op == V.OP_TO_EX and EF[e, E_DCOST] > 0 and tz[i] != Z_EX:
                    add_ex_discount(S, p, tid[i], EF[e, E_DCOST], EF[e, E_ARG2])
            elif tz[i] == Z_CEM:
                if op == V.OP_TO_HAND:
                    bq = pb(tp[i])
                    for j in range(S[bq + P_CEM_N] - 1, -1, -1):
                        if S[bq + CEM + j] == tid[i]:
                            card = remove_cem(S, CT, tp[i], j)
                            add_hand(S, CT, tp[i], card, L)
                            log(L, EV_TO_HAND, tp[i], card, 3, 0)
                            break
            elif tz[i] != Z_HAND:   # (a hand card takes to_ex only: fields.py)
                s = find_uid(S, tp[i], tid[i])
                if s >= 0:
                    _op_card(S, CT, AB, FL, op, amt, ai, p, tp[i], s, L)
        return
    if to == V.TO_ALL_OWN_EX:   # 4.8.3.3: kept when the card moves onto the field
        buff_ex_cards(S, CT, FL, p, EF[e, E_FILT], amt, arg)
        return
    if to == V.TO_SUMMONED:   # downwards: a card leaving only shifts visited slots
        for q in range(2):
            for s in range(S[pb(q) + P_FIELD_N] - 1, -1, -1):
                if S[fo(q, s) + F_UID] >= S[G_FO_SUMMONED]:
                    _op_card(S, CT, AB, FL, op, amt, arg, p, q, s, L)
        return
    if to == V.TO_RANDOM_ENEMY_FOLLOWER:
        q = 1 - p
        n = 0
        for s in range(S[pb(q) + P_FIELD_N]):
            if is_follower(S, CT, q, s):
                n += 1
        if n > 0:
            r = randint(rng, n)
            for s in range(S[pb(q) + P_FIELD_N]):
                if is_follower(S, CT, q, s):
                    if r == 0:
                        _op_card(S, CT, AB, FL, op, amt, arg, p, q, s, L)
                        break
                    r -= 1
        return
    _apply_to_all(S, CT, AB, FL, to, EF[e, E_FILT], p, src_uid, op, amt, arg, L)


@kernel(inline=True)
def _resolve(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid, trig_card,
             cz, cp, ci, tz, tp, tid, pick, wk):
    """resolve_ability with its lists: candidates (cz, cp, ci), targets (tz, tp,
    tid), the picked candidates and the pilot's work row (wk)."""
    begin_ability(S)
    P = PR[p]
    sel = AB[a, A_SEL]
    for j in range(MAX_T):
        tz[j] = 0
        tp[j] = 0
        tid[j] = 0
    n = 0
    if sel != V.SEL_NONE:
        n = gather(S, CT, FL, sel, AB[a, A_SFILT], p, src_uid, cz, cp, ci)
        if n < AB[a, A_SCOUNT] and AB[a, A_UPTO] == 0:   # 10.6.2.3.3-4, before any cost
            return False
    paid = False
    opt = AB[a, A_OPT]
    if AB[a, A_REQ] == 1 and AB[a, A_TRIG] == V.TRIG_SPELL:
        # 10.6.2.5: a spell's cost beyond PP, paid as it is played (playable checked it
        # could be; BP06-034)
        if not can_pay_cost(S, CT, AB, FL, p, a, src_uid):
            return False
        pay_cost(S, CT, AB, FL, P, rng, p, a, src_uid, L)
        paid = True
    elif AB[a, A_REQ] == 1:   # a required cost was paid when the ability was played (10.4.2)
        paid = True
    elif opt == V.OPT_PP_X or opt == V.OPT_RETURN_X:
        # X named, 0 to p's PP or cards (10.6.2.2.2): always "paid" (BP06-099, CP01-003)
        pay_cost(S, CT, AB, FL, P, rng, p, a, src_uid, L)
        paid = S[pb(p) + P_X_PAID] > 1
    elif opt != V.OPT_NONE and can_pay_cost(S, CT, AB, FL, p, a, src_uid):
        payer = 1 - p if opt == V.OPT_ENEMY_PP else p   # "its controller may pay" (BP06-121)
        if decide.pay_optional(S, CT, PR[payer], rng, payer, opt, AB[a, A_OPTARG]) and \
                (opt != V.OPT_SELF_TO_CEM and AB[a, A_ZONE] != V.ZONE_CEM
                 or decide.self_cost_worth(S, CT, AB, EF, P, p, a)):
            pay_cost(S, CT, AB, FL, P, rng, p, a, src_uid, L)
            paid = True
            if sel != V.SEL_NONE:   # the cost may have removed candidates
                n = gather(S, CT, FL, sel, AB[a, A_SFILT], p, src_uid, cz, cp, ci)
    nt = 0
    if sel != V.SEL_NONE:
        intent, hint = selection_intent(AB, EF, a, sel)
        k = decide.targets(S, CT, P, rng, p, cz, cp, ci, n, AB[a, A_SCOUNT], AB[a, A_UPTO],
                           intent, hint, pick, wk)
        for j in range(k):
            i = pick[j]
            tz[j] = cz[i]
            tp[j] = cp[i]
            if cz[i] == Z_FIELD:
                tid[j] = S[fo(cp[i], ci[i]) + F_UID]
                log(L, EV_TARGET, p, cp[i], S[fo(cp[i], ci[i]) + F_CARD], 0)
            elif cz[i] == Z_CEM or cz[i] == Z_EX or cz[i] == Z_HAND:   # (hand: CP01-035)
                tid[j] = zone_card(S, cz[i], cp[i], ci[i])
                log(L, EV_TARGET, p, cp[i], tid[j], 2)
            elif cz[i] == Z_EVO:   # index in the evolve deck (BP06-117)
                tid[j] = ci[i]
                log(L, EV_TARGET, p, cp[i], S[pb(cp[i]) + EVO + ci[i]], 2)
            else:
                tid[j] = -1
                log(L, EV_TARGET, p, cp[i], -1, 1)
        nt = k
        if sel == V.SEL_OWN_AND_ENEMY_FOLLOWER and k > 0:   # then an enemy follower (clash.py)
            nt = enemy_target(S, CT, FL, P, rng, p, cz, cp, ci, tz, tp, tid, pick, wk, L)
    log(L, EV_ABILITY, p, src_card, AB[a, A_TRIG], 0)
    for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
        if S[G_WINNER] >= 0:
            break
        apply_effect(S, CT, AB, EF, FL, P, rng, L, e, p, src_uid, src_card, trig_uid,
                     trig_card, tz, tp, tid, nt, paid)
    if opt == V.OPT_PP_X or opt == V.OPT_RETURN_X:
        S[pb(p) + P_X_PAID] = 0   # X is named anew for the next such ability
    return True


@kernel()
def resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                    trig_card):
    """Play and resolve ability row `a` for player p (10.6.2). False if it could not.
    Its lists (candidates, targets, picks) are a frame of S's scratch stack.
    An ability whose effects the opponent performs (A_BY, "that player ...", 3.1.2.4)
    resolves as theirs: their deck, field and choices (BP01-083)."""
    if AB[a, A_BY] == 1:
        p = 1 - p
        src_uid = -1
    if not ability_cond_ok(S, CT, AB, FL, a, p, src_uid, src_card):   # 10.3.3
        return False
    m = MAX_CAND if AB[a, A_SEL] != V.SEL_NONE else MAX_T
    o = take(S, 16 * m)                 # 8 rows of m int64
    if o < 0:              # abilities nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return False
    w = S[o:o + 16 * m].view(np.int64)
    done = _resolve(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                    trig_card, w[:m], w[m:2 * m], w[2 * m:3 * m], w[3 * m:4 * m],
                    w[4 * m:5 * m], w[5 * m:6 * m], w[6 * m:7 * m], w[7 * m:])
    give_back(S, o)
    return done
