"""Continuous effects (10.2.1.2, 10.9) and replacement effects on costs and damage
(10.2.1.3.2-3, 10.10): the `aura` abilities (vocab.AURA_*) of field cards, the
leader shields and the per-card "this turn" damage states.

Every lookup first reads P_AURA_N (cardinfo.recount_auras) or a per-card turn
column, so a game without such cards pays one comparison per event.
"""
from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.prerequisites import cond_ok
from decksim.core.sve.cardinfo import (
    attack_of, card_matches, defense_of, field_matches, is_follower, silenced,
)
from decksim.core.sve.defense_loss import leader_lost
from decksim.core.sve.rules import damage_follower, damage_leader, trigger_card
from decksim.core.sve.state import (
    F_AKW, F_CARD, F_DMG_CAP, F_IMMUNE_ENEMY_TURN, F_IMMUNE_TURN, F_NO_COMBAT_TURN, F_NODEAL_TURN, F_UID,
    G_ACTIVE, G_AKW, G_TURN, P_AURA_N, P_FIELD_N, P_FIRSTS, P_SHIELD, P_TURNS, fo, pb,
)
from decksim.core.sve.tables import (
    A_AUX, A_AUX2, A_CARG, A_CFILT, A_CNEG, A_COND, A_OPTARG, A_SFILT, A_TRIG, C_AB0, C_ABN,
    C_ON_MASK,
)

AURA_BIT = 1 << V.TRIG_AURA


@kernel(inline=True)
def _is_source(S, CT, q, t):
    return (CT[S[fo(q, t) + F_CARD], C_ON_MASK] & AURA_BIT) != 0 and not silenced(S, q, t)


@kernel()
def _aura_on(S, CT, AB, FL, a, q, t):
    """The condition of aura row a of the card in (q, t) (e.g. Sanguine, your turn)."""
    if AB[a, A_COND] == V.COND_NONE:
        return True
    o = fo(q, t)
    return cond_ok(S, CT, FL, q, AB[a, A_COND], AB[a, A_CARG], AB[a, A_CNEG], AB[a, A_CFILT],
                   S[o + F_UID],
                   S[o + F_CARD], True)


@kernel()
def aura_cost_delta(S, CT, AB, FL, p, card, from_ex):
    """10.2.1.3.3 / 10.10.2.4: cost increases and decreases for p playing `card`, from
    p's cost auras (`ex_cost` ones only when it is played from the EX area) and the
    opponent's enemy cost auras."""
    d = 0
    for side in range(2):
        q = p if side == 0 else 1 - p
        if S[pb(q) + P_AURA_N] == 0:
            continue
        want = V.AURA_COST_OWN if side == 0 else V.AURA_COST_ENEMY
        for t in range(S[pb(q) + P_FIELD_N]):
            if not _is_source(S, CT, q, t):
                continue
            c = S[fo(q, t) + F_CARD]
            for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                k = AB[a, A_AUX]
                if AB[a, A_TRIG] == V.TRIG_AURA and (k == want or (
                        from_ex and side == 0 and k == V.AURA_COST_OWN_EX) or (
                        side == 0 and k == V.AURA_COST_FIRST and   # the first this turn
                        ((S[pb(p) + P_FIRSTS] >> AB[a, A_OPTARG]) & 1) == 0)) and \
                        card_matches(CT, FL, AB[a, A_SFILT], card) and \
                        _aura_on(S, CT, AB, FL, a, q, t):
                    d += AB[a, A_AUX2]
    return d


@kernel()
def refresh_aura_keywords(S, CT, AB, FL):
    """F_AKW of every field card: keywords the auras give it now (BP01-091 Rush for
    Dragon tokens, BP05-069 Storm while Sanguine, SD01-001 Rush for the other Pixie
    followers; an `all_keyword` aura reaches both fields, BP09-040). Called before
    the legal actions are listed, so attacks always see the current auras."""
    for p in range(2):
        if S[pb(p) + P_AURA_N] == 0 and ((S[G_AKW] >> p) & 1) == 0:
            continue
        for s in range(S[pb(p) + P_FIELD_N]):
            S[fo(p, s) + F_AKW] = 0
        S[G_AKW] &= ~(1 << p)
    for p in range(2):
        b = pb(p)
        if S[b + P_AURA_N] == 0:
            continue
        n = S[b + P_FIELD_N]
        for t in range(n):
            if not _is_source(S, CT, p, t):
                continue
            c = S[fo(p, t) + F_CARD]
            for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                k = AB[a, A_AUX]
                if AB[a, A_TRIG] != V.TRIG_AURA or (k != V.AURA_KW_OWN and k != V.AURA_KW_SELF
                                                    and k != V.AURA_KW_OTHER
                                                    and k != V.AURA_KW_ALL):
                    continue
                if not _aura_on(S, CT, AB, FL, a, p, t):
                    continue
                for q in range(2):
                    if q != p and k != V.AURA_KW_ALL:
                        continue
                    for s in range(S[pb(q) + P_FIELD_N]):
                        if k == V.AURA_KW_SELF and s != t:
                            continue
                        if k == V.AURA_KW_OTHER and s == t:   # "your other followers" (SD01-001)
                            continue
                        if k != V.AURA_KW_SELF and (
                                not is_follower(S, CT, q, s) or
                                not field_matches(S, CT, FL, AB[a, A_SFILT], q, s)):
                            continue
                        S[fo(q, s) + F_AKW] |= AB[a, A_AUX2]
                        S[G_AKW] |= 1 << q


@kernel()
def _has_aura(S, CT, AB, FL, q, kind, s):
    """Does a `kind` aura of q's field apply (to q's card in slot s, or -1: no card)?"""
    for t in range(S[pb(q) + P_FIELD_N]):
        if not _is_source(S, CT, q, t):
            continue
        c = S[fo(q, t) + F_CARD]
        for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[a, A_TRIG] == V.TRIG_AURA and AB[a, A_AUX] == kind and \
                    (s < 0 or field_matches(S, CT, FL, AB[a, A_SFILT], q, s)) and \
                    _aura_on(S, CT, AB, FL, a, q, t):
                return True
    return False


@kernel(inline=True)
def _damage_cap(S, q, s, amount):
    """10.2.1.3.2: a damage cap on follower (q, s) this turn or during the opponent's
    turn it names (F_DMG_CAP; BP08-024), applied last: its player orders the
    replacements (10.10.2), a cap after any increase."""
    v = S[fo(q, s) + F_DMG_CAP]
    if v == 0:
        return amount
    cap = v & 127
    e = v >> 19
    if ((v >> 7) & 4095) == S[G_TURN] or (
            S[G_ACTIVE] != q and S[pb(1 - q) + P_TURNS] == e):
        return cap if amount > cap else amount
    return amount


@kernel()
def _aura_damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability):
    """_damage_taken's changes by the damage auras of q's field."""
    for t in range(S[pb(q) + P_FIELD_N]):
        if not _is_source(S, CT, q, t):
            continue
        c = S[fo(q, t) + F_CARD]
        for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            k = AB[a, A_AUX]
            if AB[a, A_TRIG] != V.TRIG_AURA:
                continue
            if k == V.AURA_TAKEN_SELF and t != s:
                continue
            if (k == V.AURA_TAKEN_OWN or k == V.AURA_TAKEN_ENEMY_ABILITY) and \
                    not field_matches(S, CT, FL, AB[a, A_SFILT], q, s):
                continue
            if k == V.AURA_TAKEN_ENEMY_ABILITY and not enemy_ability:
                continue
            if k != V.AURA_TAKEN_SELF and k != V.AURA_TAKEN_OWN and \
                    k != V.AURA_TAKEN_ENEMY_ABILITY:
                continue
            if not _aura_on(S, CT, AB, FL, a, q, t):
                continue
            if AB[a, A_AUX2] == V.AURA_NO_DAMAGE:
                return 0
            amount += AB[a, A_AUX2]
    return amount if amount > 0 else 0


@kernel(inline=True)
def _damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability):
    """follower_damage_taken before a damage cap."""
    if amount <= 0:
        return 0
    if S[fo(q, s) + F_IMMUNE_TURN] == S[G_TURN]:   # OP_IMMUNE_EOT
        return 0
    e = S[fo(q, s) + F_IMMUNE_ENEMY_TURN]   # the opponent's next turn (BP02-087)
    if e != 0 and S[G_ACTIVE] != q and S[pb(1 - q) + P_TURNS] == e:
        return 0
    if S[pb(q) + P_AURA_N] == 0:
        return amount
    return _aura_damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability)


@kernel(inline=True)
def follower_damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability):
    """10.2.1.3.2: the damage follower (q, s) takes out of `amount` (enemy_ability:
    dealt by an ability of q's opponent, not in a fight)."""
    return _damage_cap(S, q, s, _damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability))


@kernel()
def leader_damage_taken(S, CT, AB, FL, q, amount, ability):
    """10.10: the damage q's leader takes out of `amount` (ability: from an ability,
    not combat). A prevent-next shield (BP05-017) is used up by the damage it stops."""
    if amount <= 0:
        return 0
    b = pb(q)
    if ability and S[b + P_AURA_N] > 0 and \
            _has_aura(S, CT, AB, FL, q, V.AURA_LEADER_NO_ABILITY_DMG, -1):
        return 0
    sh = S[b + P_SHIELD]
    if sh != 0 and (sh >> 8) == S[G_TURN]:
        if sh & 1:
            S[b + P_SHIELD] = sh & ~1
            return 0
        cap = (sh >> 1) & 127
        if 0 < cap < amount:
            amount = cap
    return amount


@kernel()
def add_leader_shield(S, p, cap, prevent_next):
    """OP_LEADER_SHIELD: shields of p's leader until the end of this turn."""
    b = pb(p)
    sh = S[b + P_SHIELD]
    if sh == 0 or (sh >> 8) != S[G_TURN]:
        sh = S[G_TURN] << 8
    if prevent_next:
        sh |= 1
    if cap > 0:
        old = (sh >> 1) & 127
        if old == 0 or cap < old:
            sh = (sh & ~(127 << 1)) | (cap << 1)
    S[b + P_SHIELD] = sh


@kernel()
def _has_self_aura(S, CT, AB, FL, p, s, kind):
    """Does follower (p, s) itself hold a `kind` aura that is on?"""
    if not _is_source(S, CT, p, s):
        return False
    c = S[fo(p, s) + F_CARD]
    for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
        if AB[a, A_TRIG] == V.TRIG_AURA and AB[a, A_AUX] == kind and \
                _aura_on(S, CT, AB, FL, a, p, s):
            return True
    return False


@kernel(inline=True)
def no_combat_damage(S, CT, AB, FL, p, s):
    """10.2.1.3.2: does follower (p, s) take no combat damage now? (this turn by
    no_combat_damage_eot, BP02-019; for good by its self_no_combat_damage aura, BP06-021)"""
    if S[fo(p, s) + F_NO_COMBAT_TURN] == S[G_TURN]:
        return True
    return S[pb(p) + P_AURA_N] > 0 and _has_self_aura(S, CT, AB, FL, p, s, V.AURA_NO_COMBAT_SELF)


@kernel(inline=True)
def combat_damage_taken(S, CT, AB, FL, p, s, amount):
    """10.2.1.3.2: the combat damage follower (p, s) takes in a fight out of `amount`
    (after follower_damage_taken): none (no_combat_damage), or changed by its
    self_combat_damage_taken auras ("minus 2", BP08-114), never below 0."""
    if no_combat_damage(S, CT, AB, FL, p, s):
        return 0
    if S[pb(p) + P_AURA_N] > 0 and _is_source(S, CT, p, s):
        c = S[fo(p, s) + F_CARD]
        for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[a, A_TRIG] == V.TRIG_AURA and AB[a, A_AUX] == V.AURA_COMBAT_TAKEN_SELF and \
                    _aura_on(S, CT, AB, FL, a, p, s):
                amount += AB[a, A_AUX2]
    return amount if amount > 0 else 0


@kernel(inline=True)
def damage_dealt(S, CT, AB, FL, p, s, amount):
    """The damage follower (p, s) deals instead of `amount` (BP01-024 none this turn;
    BP01-137 more during the opponent's turn)."""
    if S[fo(p, s) + F_NODEAL_TURN] == S[G_TURN]:
        return 0
    if S[pb(p) + P_AURA_N] == 0:
        return amount
    if _is_source(S, CT, p, s):
        c = S[fo(p, s) + F_CARD]
        for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[a, A_TRIG] == V.TRIG_AURA and AB[a, A_AUX] == V.AURA_DEALT_SELF and \
                    _aura_on(S, CT, AB, FL, a, p, s):
                amount += AB[a, A_AUX2]
    # 10.2.1.3.2: "your followers passing the filter deal N more" (BP06-074)
    for t in range(S[pb(p) + P_FIELD_N]):
        if not _is_source(S, CT, p, t):
            continue
        c = S[fo(p, t) + F_CARD]
        for a in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[a, A_TRIG] == V.TRIG_AURA and AB[a, A_AUX] == V.AURA_DEALT_OWN and \
                    field_matches(S, CT, FL, AB[a, A_SFILT], p, s) and \
                    _aura_on(S, CT, AB, FL, a, p, t):
                amount += AB[a, A_AUX2]
    return amount if amount > 0 else 0


@kernel(inline=True)
def combat_damage(S, CT, AB, FL, p, s):
    """8.4.9.1: what follower (p, s) deals in a fight: its attack, or its defense
    under a damage_from_defense aura (BP01-129), then damage_dealt."""
    amount = attack_of(S, CT, p, s)
    if S[pb(p) + P_AURA_N] > 0 and _has_aura(S, CT, AB, FL, p, V.AURA_DEF_DAMAGE, s):
        d = defense_of(S, CT, p, s)
        amount = d if d > 0 else 0
    if S[pb(p) + P_AURA_N] > 0 and _has_self_aura(S, CT, AB, FL, p, s, V.AURA_DOUBLE_COMBAT_SELF):
        amount *= 2
    return damage_dealt(S, CT, AB, FL, p, s, amount)


@kernel(inline=True)
def took_damage(S, CT, AB, FL, q, s):
    """5.13: follower (q, s) took damage (more than 0, combat or ability): "whenever
    this follower takes damage" (BP08-059, BP08-062), unless it lost its abilities."""
    o = fo(q, s)
    if silenced(S, q, s) or not is_follower(S, CT, q, s):
        return
    trigger_card(S, CT, AB, FL, S[o + F_CARD], V.TRIG_DAMAGED, q, S[o + F_UID], -1, -1)


@kernel(inline=True)
def hit_follower(S, CT, AB, FL, q, s, amount, enemy_ability, L):
    """Deal `amount` ability damage to follower (q, s) through its replacement effects
    (enemy_ability: the ability is its opponent's); returns the damage dealt."""
    amount = follower_damage_taken(S, CT, AB, FL, q, s, amount, enemy_ability)
    damage_follower(S, CT, q, s, amount, L)
    if amount > 0:   # "whenever this follower takes damage" (BP08-059)
        took_damage(S, CT, AB, FL, q, s)
    return amount


@kernel(inline=True)
def hit_leader(S, CT, AB, FL, q, amount, ability, L):
    amount = leader_damage_taken(S, CT, AB, FL, q, amount, ability)
    damage_leader(S, q, amount, L)
    leader_lost(S, CT, AB, FL, q, amount)   # 5.26 (BP06-089)
    return amount
