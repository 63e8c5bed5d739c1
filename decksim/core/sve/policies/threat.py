"""What the opponent can do to a player next turn, from what the player sees
(docs/pilots.md, "Tactical core"): the threat estimate the pilots use to choose
trades and keep themselves off a board that kills them."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import attack_of, defense_of, field_type, kw_of, type_at
from decksim.core.sve.policies.params import PR_DANGER
from decksim.core.sve.state import (
    EVO_USED, F_SILENT_UNTIL, G_TURN, P_EVO_N, P_FIELD_N, P_LEADER, fo, pb,
)

EVOLVE_THREAT = 2    # attack an evolve adds (12.2: most evolved followers have +2 attack)
DEAD = 10.0          # danger of a board that kills, in evaluation units (times `danger`)
DEAD_PER_POINT = 1.5  # and per point of damage past the leader's defense


@kernel(gone=nbt.int64, hurt=nbt.int64, lost=nbt.int64)
def threat_after(S, CT, p, gone, hurt, lost):
    """threat(), as if the opponent's field slot `gone` were empty (-1: none) and
    p's follower in slot `hurt` had `lost` less defense (-1: none; at 0 or below it
    is gone): the threat after a fight, without playing it (danger_after_attack)."""
    q = 1 - p
    bq = pb(q)
    total = 0
    n = 0
    nxt = S[G_TURN] + 1
    for s in range(S[bq + P_FIELD_N]):
        o = fo(q, s)
        if s == gone:
            continue
        if type_at(S, CT, o) != V.TYPE_FOLLOWER or S[o + F_SILENT_UNTIL] >= nxt:
            continue
        if (kw_of(S, CT, q, s) & (V.KW_NO_ATTACK | V.KW_NO_LEADER_ATTACK)) != 0:
            continue
        a = attack_of(S, CT, q, s)
        if a > 0:
            total += a
            n += 1
    if n > 0:
        for i in range(S[bq + P_EVO_N]):
            if S[bq + EVO_USED + i] == 0:
                total += EVOLVE_THREAT
                break
    bp = pb(p)
    for s in range(S[bp + P_FIELD_N]):
        if field_type(S, CT, p, s) == V.TYPE_FOLLOWER and \
                (kw_of(S, CT, p, s) & V.KW_WARD) != 0:
            d = defense_of(S, CT, p, s) - (lost if s == hurt else 0)
            if d > 0:
                total -= d
    return total if total > 0 else 0


@kernel(inline=True)
def threat(S, CT, p):
    """Damage the opponent's followers now on the field can deal to p's leader in
    the opponent's next turn (8.4; each attacks once), plus one evolve
    (EVOLVE_THREAT, if the opponent has a face-down evolve card), less what p's
    Ward followers absorb (12.8: the opponent must destroy each, so spends at
    least its defense on it). Cards in the opponent's hand are not counted: the
    player does not see them."""
    return threat_after(S, CT, p, -1, -1, 0)


@kernel(inline=True, over=nbt.int64)
def danger_of(P, over):
    """danger() of a threat `over` points past the leader's defense (-1 and below: none)."""
    if over < 0 or P[PR_DANGER] <= 0.0:
        return 0.0
    return P[PR_DANGER] * (DEAD + DEAD_PER_POINT * (over + 1))


@kernel(inline=True)
def danger(S, CT, P, p):
    """Evaluation units a pilot with parameters P takes off a position where the
    opponent's board kills p next turn (threat >= p's leader defense); 0 otherwise."""
    return danger_of(P, threat(S, CT, p) - S[pb(p) + P_LEADER])


@kernel()
def danger_after_attack(S, CT, P, p, s, t):
    """danger() once p's follower s has attacked t (-1: the enemy leader), from the
    fight's numbers alone (8.4.3: each deals its attack to the other; Bane 12.9
    destroys; Drain 12.10 heals p's leader by the damage dealt): a pilot scores its
    attacks by it while dead on board, without playing each on a copy."""
    q = 1 - p
    atk = attack_of(S, CT, p, s)
    kw = kw_of(S, CT, p, s)
    heal = atk if (kw & V.KW_DRAIN) != 0 and atk > 0 else 0
    if t < 0:
        return danger_of(P, threat(S, CT, p) - S[pb(p) + P_LEADER] - heal)
    gone = t if atk >= defense_of(S, CT, q, t) or (kw & V.KW_BANE) != 0 else -1
    tatk = attack_of(S, CT, q, t)
    lost = tatk if tatk > 0 else 0
    if (kw_of(S, CT, q, t) & V.KW_BANE) != 0:
        lost = defense_of(S, CT, p, s)
    over = threat_after(S, CT, p, gone, s, lost) - S[pb(p) + P_LEADER] - heal
    return danger_of(P, over)
