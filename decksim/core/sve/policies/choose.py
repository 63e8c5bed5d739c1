"""Which pilot decides a main-phase action: the dispatch on the pilot's kind,
after the lethal search every pilot but random shares (lethal.py)."""
from decksim.core.sve.kernel import kernel

from decksim.core.rng import randint
from decksim.core.sve.lookahead import forget_kept
from decksim.core.sve.policies.expert import expert_pick
from decksim.core.sve.policies.lethal import find_lethal
from decksim.core.sve.policies.combo import combo_pick
from decksim.core.sve.policies.params import (
    K_EXPERT, K_PLANNER, K_RANDOM, PR_KIND, PR_LETHAL, PR_PLAN_COMBO, PR_PLAN_KINDS, PR_PLAN_MARGIN,
    PR_WIDTH,
)
from decksim.core.sve.policies.pilots import greedy_pick, planner_pick


@kernel(inline=True)
def choose_action(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """Index of the main-phase action pilot p takes among the n legal ones.
    scores, S2, r2, L2: work buffers of the caller (pilots.score_actions). Clears
    S2's keep area: only a result kept by this decision may be taken (take_kept)."""
    forget_kept(S2, S.size)
    kind = PR[p, PR_KIND]
    if n <= 1:
        return 0
    if kind == K_RANDOM:
        return randint(rng, n)
    if PR[p, PR_LETHAL] > 0:
        i = find_lethal(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
        if i >= 0:
            return i
    P = PR[p]
    if kind == K_PLANNER:
        return planner_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2,
                            int(P[PR_WIDTH]), int(P[PR_PLAN_KINDS]), P[PR_PLAN_MARGIN])
    if kind == K_EXPERT:
        return expert_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    if P[PR_PLAN_COMBO] > 0:
        return combo_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    return greedy_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
