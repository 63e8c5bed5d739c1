"""Upper bound of the damage a player can still deal to the enemy leader this
turn (`leader_reach`): the lethal search (lethal.py) only searches on while it
reaches the leader's defense. It counts the attacks of the followers able to hit
the leader, less the attack the engaged Wards in the way must take (12.8.2 iii)
when nothing else can remove them (`ward_toll`), the best evolve (once a turn,
8.3.2), and what playable cards and field abilities add (`ability_reach`) within
the PP left. What depends on the card alone is a column of the card table
(reach.py fills it as the pool compiles).
"""
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import evolve_card_slot, play_cost_from
from decksim.core.sve.auras import combat_damage
from decksim.core.sve.cardinfo import attack_of, defense_of, kw_of, leader_barred, silenced, \
    type_at
from decksim.core.sve.policies.reach import REMOVES_EVOLVED, REMOVES_ON_FIELD, UNBOUNDED
from decksim.core.sve.state import (
    EX, F_CARD, F_ENG, F_ENTER, F_EVO_SLOT, F_EVOTURN, FIELD_LIMIT, G_TURN, HAND,
    P_CEM_N, P_EVOLVED_AT, P_EX_N, P_FIELD_N, P_HAND_N, P_PLAYED, P_PP, fo, pb,
)
from decksim.core.sve.tables import (
    A_E0, A_EN, A_SCOUNT, A_SEL, A_TRIG, A_ZONE, C_AB0, C_ABN, C_ATK, C_EVO_TO, C_KW,
    C_REACH_ACT, C_REACH_EVO, C_REACH_FAN, C_REACH_TRIG, C_REMOVES, C_TYPE, E_AMT, E_ARG, E_OP,
    E_TO, E_X,
)

@kernel(inline=True)
def amount_bound(S, EF, e, p):
    """At least the amount effect row e will have this turn (5.2.1.2): its constant,
    or a bound of its X from what p may still play; UNBOUNDED for other Xs."""
    x = EF[e, E_X]
    b = pb(p)
    if x == V.X_CONST:
        return EF[e, E_AMT]
    if x == V.X_PLAYED_EXCL_SELF:
        return EF[e, E_AMT] + S[b + P_PLAYED] + S[b + P_HAND_N] + S[b + P_EX_N]
    if x == V.X_HAND_SIZE:
        return EF[e, E_AMT] + S[b + P_HAND_N] + S[b + P_EX_N]
    if x == V.X_CEMETERY:
        return EF[e, E_AMT] + S[b + P_CEM_N] + S[b + P_HAND_N] + S[b + P_FIELD_N]
    return UNBOUNDED


@kernel(hits=nbt.boolean)
def ability_reach(S, CT, AB, EF, p, a, card, hits):
    """Upper bound of the damage to the enemy leader that ability row a of `card`
    adds this turn: its damage or defense loss to the enemy leader, attack it gives
    (to the card itself only when it can hit the leader: hits), Storm it gives,
    Storm tokens it summons; UNBOUNDED for what the bound can't count (refreshes,
    PP recovered, EP gained, free plays)."""
    v = 0
    for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
        op = EF[e, E_OP]
        to = EF[e, E_TO]
        if op == V.OP_DAMAGE or op == V.OP_LOSE_DEFENSE:
            if to == V.TO_ENEMY_LEADER or to == V.TO_EACH_LEADER or \
                    to == V.TO_TARGET_LEADER or \
                    (to == V.TO_TARGET and AB[a, A_SEL] == V.SEL_ENEMY_FOLLOWER_OR_LEADER):
                v += amount_bound(S, EF, e, p)
        elif op == V.OP_BUFF or op == V.OP_BUFF_EOT:
            amt = amount_bound(S, EF, e, p)
            if amt > 0:
                if to == V.TO_SELF:
                    v += amt if hits else 0
                elif to == V.TO_ALL_OWN_FOLLOWERS or to == V.TO_ALL_OWN_OTHER_FOLLOWERS or \
                        to == V.TO_ALL_FOLLOWERS or to == V.TO_ALL_OTHER_FOLLOWERS or \
                        to == V.TO_ALL_CARDS or to == V.TO_ALL_OWN_CARDS or \
                        to == V.TO_ALL_OTHER_CARDS:
                    v += amt * FIELD_LIMIT
                else:
                    v += amt * max(1, AB[a, A_SCOUNT])
        elif op == V.OP_GRANT or op == V.OP_GRANT_EOT:
            if (EF[e, E_ARG] & V.KW_STORM) != 0:
                v += (CT[card, C_ATK] if not hits else 0) if to == V.TO_SELF else UNBOUNDED
        elif op == V.OP_SUMMON:
            tok = EF[e, E_ARG]
            if tok >= 0 and (CT[tok, C_KW] & V.KW_STORM) != 0:
                v += CT[tok, C_ATK] * amount_bound(S, EF, e, p)
        elif op == V.OP_REFRESH or op == V.OP_RECOVER_PP or op == V.OP_EVOLVE_COST_EOT or \
                op == V.OP_PLAY_FREE or op == V.OP_GAIN_EP:
            v += UNBOUNDED
    return v


@kernel(hits=nbt.boolean)
def card_reach(S, CT, AB, EF, p, card, trig, hits):
    """ability_reach summed over card's abilities with trigger `trig` (a spell's own
    with TRIG_FANFARE), plus the attack of a Storm follower played (TRIG_FANFARE)."""
    v = 0
    a0 = CT[card, C_AB0]
    for a in range(a0, a0 + CT[card, C_ABN]):
        t = AB[a, A_TRIG]
        if t == trig or (trig == V.TRIG_FANFARE and t == V.TRIG_SPELL):
            v += ability_reach(S, CT, AB, EF, p, a, card, hits)
    if trig == V.TRIG_FANFARE and hits:
        v += CT[card, C_ATK]
    return v


@kernel(hits=nbt.boolean)
def field_reach(S, CT, AB, EF, p, card, trig, hits):
    """What a card on p's field may add: its activated abilities (trig = TRIG_ACTIVATE),
    or its abilities that trigger on p's actions (attacks, plays, evolves, Strike;
    any other trig), counted thrice."""
    v = 0
    a0 = CT[card, C_AB0]
    for a in range(a0, a0 + CT[card, C_ABN]):
        t = AB[a, A_TRIG]
        if t == V.TRIG_ACTIVATE:
            if trig == V.TRIG_ACTIVATE and AB[a, A_ZONE] == 0:   # on the field (not zoneacts.py)
                v += ability_reach(S, CT, AB, EF, p, a, card, hits)
        elif trig != V.TRIG_ACTIVATE and (
                t == V.TRIG_STRIKE or t == V.TRIG_STRIKE_LEADER or t == V.TRIG_STRIKE_FOLLOWER or
                t == V.TRIG_ALLY_ATTACKS or t == V.TRIG_ALLY_ENTERS or
                t == V.TRIG_SPELL_PLAYED or t == V.TRIG_CARD_PLAYED or
                t == V.TRIG_ALLY_EVOLVES or t == V.TRIG_ENEMY_DESTROYED or
                t == V.TRIG_LAST_WORDS or t == V.TRIG_LEAVES or t == V.TRIG_ALLY_TO_CEM or
                t == V.TRIG_WARD_TO_CEM):
            v += 3 * ability_reach(S, CT, AB, EF, p, a, card, hits)
    return v


@kernel(inline=True, hits=nbt.boolean)
def field_reach_of(S, CT, AB, EF, p, card, trig, hits):
    """field_reach, from the card's C_REACH_ACT / C_REACH_TRIG column (reach.py) when
    it depends on the card alone."""
    v = CT[card, (C_REACH_ACT if trig == V.TRIG_ACTIVATE else C_REACH_TRIG) + (1 if hits else 0)]
    if v > 0:
        return v - 1
    return field_reach(S, CT, AB, EF, p, card, trig, hits)


@kernel(inline=True)
def storm_follower(CT, card):
    return CT[card, C_TYPE] == V.TYPE_FOLLOWER and (CT[card, C_KW] & V.KW_STORM) != 0


@kernel(inline=True)
def fanfare_reach(S, CT, AB, EF, p, card):
    """card_reach(card, TRIG_FANFARE, storm_follower): what playing it may add."""
    v = CT[card, C_REACH_FAN]
    if v > 0:
        return v - 1
    return card_reach(S, CT, AB, EF, p, card, V.TRIG_FANFARE, storm_follower(CT, card))


@kernel(inline=True, hits=nbt.boolean)
def evolve_reach(S, CT, AB, EF, p, card, hits):
    """card_reach(card, TRIG_ON_EVOLVE, hits): what evolving into `card` may add."""
    v = CT[card, C_REACH_EVO + (1 if hits else 0)]
    if v > 0:
        return v - 1
    return card_reach(S, CT, AB, EF, p, card, V.TRIG_ON_EVOLVE, hits)


@kernel(inline=True)
def can_hit_leader(S, CT, p, s):
    """Follower (p, s) may still attack the enemy leader this turn (8.4.2, 8.4.3),
    Wards aside."""
    o = fo(p, s)
    if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_ENG] == 1 or silenced(S, p, s):
        return False
    kw = kw_of(S, CT, p, s)
    if (kw & (V.KW_NO_ATTACK | V.KW_NO_LEADER_ATTACK)) != 0 or leader_barred(S, CT, p, s):
        return False
    return S[o + F_ENTER] < S[G_TURN] or (kw & V.KW_STORM) != 0


@kernel(inline=True)
def can_remove(CT, card):
    """Some ability of `card` damages, destroys, banishes, silences or moves a
    follower: it might take a Ward out of the way without an attack (C_REMOVES,
    reach.removal_bits)."""
    return CT[card, C_REMOVES] != 0


@kernel(inline=True)
def can_remove_from_field(CT, card):
    """can_remove for a card already on the field: its Fanfare is past; its other
    abilities and its evolved form's On Evolve may still fire."""
    e = CT[card, C_EVO_TO]
    return (CT[card, C_REMOVES] & REMOVES_ON_FIELD) != 0 or \
        (e >= 0 and (CT[e, C_REMOVES] & (REMOVES_EVOLVED | REMOVES_ON_FIELD)) != 0)


@kernel(inline=True)
def removes_this_turn(S, CT, p, s):
    """can_remove_from_field for field slot s of p, by its evolved form only while
    p may still evolve it this turn (8.3.2)."""
    o = fo(p, s)
    card = S[o + F_CARD]
    if not can_remove_from_field(CT, card):
        return False
    if (CT[card, C_REMOVES] & REMOVES_ON_FIELD) != 0:
        return True
    return S[pb(p) + P_EVOLVED_AT] != S[G_TURN] and S[o + F_EVO_SLOT] < 0


@kernel(inline=True)
def ward_toll(S, CT, AB, EF, FL, p):
    """Attack damage p must spend on the opponent's engaged Ward followers before
    any attack reaches the leader (12.8.2 iii), beyond what followers that can't hit
    the leader can spend on them; 0 when some card or ability of p might remove a
    Ward otherwise (a field card's ability that can still fire this turn, a card p
    can pay for) or a Bane attacker kills one with any damage."""
    q = 1 - p
    toll = 0
    for t in range(S[pb(q) + P_FIELD_N]):
        o = fo(q, t)
        if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_ENG] == 0:
            continue
        kw = kw_of(S, CT, q, t)
        if (kw & V.KW_WARD) != 0 and (kw & V.KW_INTIMIDATE) == 0:
            toll += defense_of(S, CT, q, t)
    if toll == 0:
        return 0
    b = pb(p)
    turn = S[G_TURN]
    evo_free = 0
    for s in range(S[b + P_FIELD_N]):
        o = fo(p, s)
        card = S[o + F_CARD]
        if removes_this_turn(S, CT, p, s):
            return 0
        if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_ENG] == 1 or silenced(S, p, s):
            continue
        kw = kw_of(S, CT, p, s)
        if (kw & V.KW_BANE) != 0:
            return 0
        if can_hit_leader(S, CT, p, s) or (kw & V.KW_NO_ATTACK) != 0:
            continue
        if S[o + F_ENTER] < turn or S[o + F_EVOTURN] == turn or (kw & V.KW_RUSH) != 0:
            toll -= attack_of(S, CT, p, s)     # free to spend on a Ward
        elif S[b + P_EVOLVED_AT] != turn and S[o + F_EVO_SLOT] < 0 and \
                CT[card, C_EVO_TO] >= 0:       # evolving lets it attack followers (8.4.2)
            evo_free = max(evo_free, CT[CT[card, C_EVO_TO], C_ATK] + attack_of(S, CT, p, s)
                           - CT[card, C_ATK])
    toll -= evo_free
    if toll <= 0:
        return 0
    for z in range(2):
        for i in range(S[b + (P_EX_N if z else P_HAND_N)]):
            card = S[b + (EX if z else HAND) + i]
            if (can_remove(CT, card) or (CT[card, C_KW] & (V.KW_BANE | V.KW_RUSH)) != 0) and \
                    play_cost_from(S, CT, AB, EF, FL, p, card, z == 1) <= S[b + P_PP]:
                return 0
    return toll if toll > 0 else 0


@kernel(inline=True)
def leader_reach(S, CT, AB, EF, FL, p):
    """Upper bound of the damage p can still deal to the enemy leader this turn:
    attacks of the followers able to hit it, the best evolve (once a turn, 8.3.2),
    and what p's playable cards and field abilities add (ability_reach), less the
    attack the Wards in the way must take (ward_toll). The PP all those plays need
    together is bounded by their best damage per PP: it only prunes."""
    b = pb(p)
    turn = S[G_TURN]
    v = 0
    att = 0
    evo = 0
    for s in range(S[b + P_FIELD_N]):
        o = fo(p, s)
        card = S[o + F_CARD]
        hits = can_hit_leader(S, CT, p, s)
        if hits:
            d = combat_damage(S, CT, AB, FL, p, s)
            att += d if d > 0 else 0
        v += field_reach_of(S, CT, AB, EF, p, card, V.TRIG_ACTIVATE, hits) + \
            field_reach_of(S, CT, AB, EF, p, card, V.TRIG_ALLY_ENTERS, hits)
        if S[b + P_EVOLVED_AT] != turn and S[o + F_EVO_SLOT] < 0 and CT[card, C_EVO_TO] >= 0:
            to = CT[card, C_EVO_TO]
            e = evolve_reach(S, CT, AB, EF, p, to, hits)
            if hits and CT[to, C_ATK] > CT[card, C_ATK]:
                e += CT[to, C_ATK] - CT[card, C_ATK]
            if e > evo and evolve_card_slot(S, CT, p, to) >= 0:
                evo = e
    v += evo
    if att > 0:
        toll = ward_toll(S, CT, AB, EF, FL, p)
        v += att - toll if att > toll else 0
    # cards p can still play: the free ones all, the others within the PP left, at
    # best at the highest reach per PP among them (a bound of any set of them)
    pp = S[b + P_PP]
    paid = 0
    ratio = 0.0
    for z in range(2):
        for i in range(S[b + (P_EX_N if z else P_HAND_N)]):
            card = S[b + (EX if z else HAND) + i]
            r = fanfare_reach(S, CT, AB, EF, p, card)
            if r == 0:          # adds nothing whatever it costs
                continue
            cost = play_cost_from(S, CT, AB, EF, FL, p, card, z == 1)
            if cost > pp:
                continue
            if cost == 0:
                v += r
            else:
                paid += r
                if r / cost > ratio:
                    ratio = r / cost
    return v + min(paid, int(ratio * pp))
