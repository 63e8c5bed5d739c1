"""What the player's attacks can still do this turn, estimated without
simulating them: the worth of a quick attack plan.

A greedy score sees what an action does at once. Much of a play's worth shows
only in the attacks it makes possible or spares: a buff that lets a follower
kill by attacking, a removal that frees the follower which would have made that
kill to hit the leader, a Ward taken away (8.4.3), a Storm or Rush body, an
evolve that lets a follower fight this turn (8.4.2.1). With `attack_plan`, a
non-attack action is also scored by how much it changes `attack_plan_value`:
each ready follower (8.4.2-8.4.3, as actions.attack_targets) takes, best first,
the attack worth most by pilots.attack_score's terms (a kill it survives, a
trade, the leader), each enemy follower fought at most once."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import attack_of, defense_of, kw_of, leader_barred, silenced, \
    field_type, type_at
from decksim.core.sve.policies.evaluate import card_value
from decksim.core.sve.policies.params import PR_BOARD, PR_FACE
from decksim.core.sve.state import (
    F_ENG, F_ENTER, F_EVOTURN, G_TURN, P_FIELD_N, fo, pb,
)

NO_ATTACK = -2      # _reach: the follower cannot attack


@kernel(inline=True)
def _reach(S, CT, p, s):
    """Whom follower (p, s) may attack now: NO_ATTACK, 0 engaged followers only,
    1 also the leader; bit 2 set with Assail (reserved followers too)."""
    o = fo(p, s)
    if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_ENG] == 1 or silenced(S, p, s):
        return NO_ATTACK
    kw = kw_of(S, CT, p, s)
    if (kw & V.KW_NO_ATTACK) != 0:
        return NO_ATTACK
    turn = S[G_TURN]
    since_start = S[o + F_ENTER] < turn
    if not (since_start or S[o + F_EVOTURN] == turn or (kw & (V.KW_STORM | V.KW_RUSH)) != 0):
        return NO_ATTACK
    r = 1 if (since_start or (kw & V.KW_STORM) != 0) and (kw & V.KW_NO_LEADER_ATTACK) == 0 \
        and not leader_barred(S, CT, p, s) else 0
    return r | (2 if (kw & V.KW_ASSAIL) != 0 else 0)


@kernel(inline=True)
def can_fight(S, CT, p, s, t):
    """Follower (p, s) may attack enemy follower t this turn (8.4.2, 8.4.3.1), given
    that t is a legal target of some attacker: able to attack, and t engaged or the
    attacker with Assail."""
    r = _reach(S, CT, p, s)
    return r != NO_ATTACK and (S[fo(1 - p, t) + F_ENG] == 1 or (r & 2) != 0)


@kernel(inline=True)
def _fight_value(S, CT, P, p, s, q, t):
    """attack_score's worth of (p, s) attacking follower t: what dies on each side."""
    atk = attack_of(S, CT, p, s)
    tkw = kw_of(S, CT, q, t)
    kills = atk >= defense_of(S, CT, q, t) or (kw_of(S, CT, p, s) & V.KW_BANE) != 0
    if not kills:
        return 0.0
    v = card_value(S, CT, q, t)
    if attack_of(S, CT, q, t) >= defense_of(S, CT, p, s) or (tkw & V.KW_BANE) != 0:
        v -= card_value(S, CT, p, s)
    return P[PR_BOARD] * v


@kernel(inline=True)
def _attackers(S, CT, p):
    """_reach of each of p's field cards as bit masks: able to attack, also the
    leader, with Assail."""
    able = 0
    leader = 0
    assail = 0
    for s in range(S[pb(p) + P_FIELD_N]):
        r = _reach(S, CT, p, s)
        if r != NO_ATTACK:
            able |= 1 << s
            leader |= (r & 1) << s
            assail |= ((r >> 1) & 1) << s
    return able, leader, assail


@kernel(inline=True)
def _targets(S, CT, q):
    """q's followers as bit masks: those without Intimidate (fightable), the engaged
    ones, the Wards."""
    fol = 0
    eng = 0
    ward = 0
    for t in range(S[pb(q) + P_FIELD_N]):
        if field_type(S, CT, q, t) != V.TYPE_FOLLOWER:
            continue
        tkw = kw_of(S, CT, q, t)
        if (tkw & V.KW_INTIMIDATE) != 0:
            continue
        fol |= 1 << t
        if S[fo(q, t) + F_ENG] == 1:
            eng |= 1 << t
        if (tkw & V.KW_WARD) != 0:
            ward |= 1 << t
    return fol, eng, ward


@kernel()
def attack_plan_value(S, CT, P, p):
    """Worth of p's attacks this turn by a quick plan (module docstring)."""
    able, leader, assail = _attackers(S, CT, p)
    if able == 0:
        return 0.0
    q = 1 - p
    nq = S[pb(q) + P_FIELD_N]
    npf = S[pb(p) + P_FIELD_N]
    fol, eng, ward = _targets(S, CT, q)
    used = 0            # attackers that attacked
    dead = 0            # enemy followers fought
    total = 0.0
    for _ in range(npf):
        # Ward (12.8.2 iii): while an engaged Ward follower stands, only Wards
        ward_up = (fol & eng & ward & ~dead) != 0
        best_v = 0.0
        best_s = -1
        best_t = -1
        for s in range(npf):
            if ((able & ~used) >> s) & 1 == 0:
                continue
            if (leader >> s) & 1 and not ward_up:
                v = P[PR_FACE] * attack_of(S, CT, p, s)
                if v > best_v:
                    best_v, best_s, best_t = v, s, -1
            ts = fol & ~dead & (eng | (-((assail >> s) & 1)))
            if ward_up:
                ts &= ward
            for t in range(nq):
                if (ts >> t) & 1 == 0:
                    continue
                v = _fight_value(S, CT, P, p, s, q, t)
                if v > best_v:
                    best_v, best_s, best_t = v, s, t
        if best_s < 0:
            break
        used |= 1 << best_s
        if best_t >= 0:
            dead |= 1 << best_t
        total += best_v
    return total
