"""Choices that split something among several places while a card resolves:
damage divided among targets (10.6.2.4) and tokens between the field and the EX
area (5.4.2). Random pilots split at random; the others use the fixed answers
below."""
from numba import types as nbt

from decksim.core.rng import randint
from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import defense_of, find_uid
from decksim.core.sve.intents import Z_FIELD
from decksim.core.sve.kernel import kernel
from decksim.core.sve.policies.params import K_RANDOM, PR_KIND
from decksim.core.sve.state import FIELD_LIMIT, HAND, P_FIELD_N, P_HAND_N, P_PP, pb
from decksim.core.sve.tables import C_COST, C_TYPE


@kernel(inline=True)
def _candidate_defense(S, CT, cz, cp, ci, i):
    """A candidate's defense for dividing damage; a leader counts as out of reach."""
    if cz[i] != Z_FIELD:
        return 1 << 20
    return defense_of(S, CT, cp[i], ci[i])


@kernel(out=nbt.int64[::1])
def divided_targets(S, CT, P, cz, cp, ci, out, k, amount):
    """10.6.2.4.1: each target of divided damage gets at least 1, so at most `amount`
    targets. Of the pilot's k picks (out), the fixed answer of every pilot but random
    keeps those the amount destroys, lowest defense first, plus one more for what is
    left over; when it destroys none, the pilot's first pick alone takes it all.
    Reorders out; returns how many are kept."""
    if k > amount:
        k = amount if amount > 0 else 0
    if P[PR_KIND] == K_RANDOM or k <= 1:
        return k
    first = out[0]
    for i in range(1, k):          # insertion sort by defense, lowest first
        j = i
        while j > 0 and _candidate_defense(S, CT, cz, cp, ci, out[j]) < \
                _candidate_defense(S, CT, cz, cp, ci, out[j - 1]):
            t = out[j]
            out[j] = out[j - 1]
            out[j - 1] = t
            j -= 1
    used = 0
    m = 0
    while m < k and used + _candidate_defense(S, CT, cz, cp, ci, out[m]) <= amount:
        used += _candidate_defense(S, CT, cz, cp, ci, out[m])
        m += 1
    if m == 0:
        out[0] = first
        return 1
    if m < k and used < amount:
        return m + 1
    return m


# a random split hands out damage 1 at a time up to this much (bounds its loop; real
# effects divide far less, so their splits are unchanged)
SPLIT_ONE_BY_ONE = 1024


@kernel()
def divide_damage(S, CT, P, rng, amount, tp, tid, nt, alloc):
    """10.6.2.4: the split of `amount` damage among the nt selected followers (tp, tid)
    into alloc, each at least 1 (10.6.2.4.1). Random pilots split at random; the others
    give each follower, lowest defense first, what destroys it while the ones after it
    can still get 1, and the last one the rest."""
    if nt > amount:   # (unreachable with the targets divided_targets keeps)
        nt = amount if amount > 0 else 0
    for i in range(nt):
        alloc[i] = 0
    if nt <= 0:
        return
    if P[PR_KIND] == K_RANDOM:
        for i in range(nt):
            alloc[i] = 1
        extra = amount - nt
        if extra > SPLIT_ONE_BY_ONE:   # more than any follower's defense: the rest at once
            alloc[randint(rng, nt)] += extra - SPLIT_ONE_BY_ONE
            extra = SPLIT_ONE_BY_ONE
        for _ in range(extra):
            alloc[randint(rng, nt)] += 1
        return
    rem = amount
    for left in range(nt, 0, -1):
        best = -1
        bd = 0
        for i in range(nt):
            if alloc[i] > 0:
                continue
            s = find_uid(S, tp[i], tid[i])
            d = defense_of(S, CT, tp[i], s) if s >= 0 else 1 << 20
            if best < 0 or d < bd:
                best = i
                bd = d
        g = rem
        if left > 1:
            g = bd if bd < rem - (left - 1) else rem - (left - 1)
            if g < 1:
                g = 1
        alloc[best] = g
        rem -= g


@kernel(inline=True)
def tokens_onto_field(S, CT, P, rng, p, n):
    """5.4.2: of n tokens that go onto p's field or into p's EX area as p chooses, how
    many go onto the field (at most its free slots, 4.4.4.2). Random pilots take any
    number; the others fill the field, but keep one slot free while the hand holds a
    follower or amulet p can still pay for."""
    k = FIELD_LIMIT - S[pb(p) + P_FIELD_N]
    if k > n:
        k = n
    if k <= 0:
        return 0
    if P[PR_KIND] == K_RANDOM:
        return randint(rng, k + 1)
    if k == FIELD_LIMIT - S[pb(p) + P_FIELD_N]:
        b = pb(p)
        for i in range(S[b + P_HAND_N]):
            c = S[b + HAND + i]
            if CT[c, C_TYPE] != V.TYPE_SPELL and CT[c, C_COST] <= S[b + P_PP]:
                return k - 1
    return k
