"""Clash of Heroes (BP06-116): the selection own_follower_and_enemy_follower, a
follower on your field and then an enemy follower (10.6.2.3; both required,
10.6.2.3.4: prerequisites.selection_possible), and the op clash, each of the two
taking damage equal to the other's attack (5.13)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import decide
from decksim.core.sve import vocab as V
from decksim.core.sve.auras import hit_follower
from decksim.core.sve.cardinfo import attack_of, find_uid, is_follower, silenced
from decksim.core.sve.intents import I_HARM, Z_FIELD
from decksim.core.sve.prerequisites import gather
from decksim.core.sve.rules import EV_TARGET, log, trigger_card
from decksim.core.sve.state import F_CARD, F_UID, G_ACTIVE, fo


@kernel()
def enemy_target(S, CT, FL, P, rng, p, cz, cp, ci, tz, tp, tid, pick, wk, L):
    """The second target of own_follower_and_enemy_follower, after the first (tz[0],
    tp[0], tid[0]): an enemy follower p selects, the pilot as for damage equal to the
    first one's attack. Written to target 1; the number of targets (2, or 1 without
    one)."""
    n = gather(S, CT, FL, V.SEL_ENEMY_FOLLOWER, 0, p, -1, cz, cp, ci)
    s = find_uid(S, tp[0], tid[0])
    amount = attack_of(S, CT, tp[0], s) if s >= 0 else 0
    if decide.targets(S, CT, P, rng, p, cz, cp, ci, n, 1, 0, I_HARM, amount, pick, wk) < 1:
        return 1
    i = pick[0]
    tz[1] = Z_FIELD
    tp[1] = cp[i]
    tid[1] = S[fo(cp[i], ci[i]) + F_UID]
    log(L, EV_TARGET, p, cp[i], S[fo(cp[i], ci[i]) + F_CARD], 0)
    return 2


@kernel()
def _ability_damage(S, CT, AB, FL, p, q, s, amt, L):
    """p's ability deals amt damage to follower (q, s) (5.13; as effects._op_card)."""
    if hit_follower(S, CT, AB, FL, q, s, amt, p != q, L) > 0 and is_follower(S, CT, q, s) and \
            S[G_ACTIVE] == q and not silenced(S, q, s):   # 5.13.3.3
        trigger_card(S, CT, AB, FL, S[fo(q, s) + F_CARD], V.TRIG_ABILITY_DAMAGED, q,
                     S[fo(q, s) + F_UID], -1, -1)


@kernel()
def clash(S, CT, AB, FL, p, tp, tid, nt, L):
    """The first target takes damage equal to the second's attack, then the second
    damage equal to the first's (both attacks as they were before: damage does not
    change attack, and a follower at 0 defense stays until rules handling, 11.3)."""
    if nt < 2:
        return
    s0 = find_uid(S, tp[0], tid[0])
    s1 = find_uid(S, tp[1], tid[1])
    if s0 < 0 or s1 < 0:
        return
    a0 = attack_of(S, CT, tp[0], s0)
    a1 = attack_of(S, CT, tp[1], s1)
    _ability_damage(S, CT, AB, FL, p, tp[0], s0, a1, L)
    s1 = find_uid(S, tp[1], tid[1])
    if s1 >= 0:
        _ability_damage(S, CT, AB, FL, p, tp[1], s1, a0, L)
