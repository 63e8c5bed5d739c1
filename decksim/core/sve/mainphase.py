"""The main phase (7.3): the active player's pilot acts until it ends it. The
driver that asks the pilots for the main-phase action (docs/architecture.md)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve.actions import ACT_END, apply_action, legal_actions
from decksim.core.sve.invariants import check
from decksim.core.sve.lookahead import take_kept
from decksim.core.sve.policies.lethal import forget_lethal
from decksim.core.sve.policies.choose import choose_action
from decksim.core.sve.policies.pilots import MAX_TURN_ACTIONS
from decksim.core.sve.policies.safe_plays import check_safe_scores
from decksim.core.sve.state import G_ACTIVE, G_BAD, G_STEPS, G_WINNER


@kernel(inline=True)
def _check(S, CT, chk):
    if chk.shape[0] == 2 and S[G_BAD] == 0:
        S[G_BAD] = check(S, CT, chk)


@kernel()
def main_phase(S, CT, AB, EF, FL, PR, rng, L, chk, ak, aa, ab, scores, S2, r2, L2):
    """7.3.3-7.3.4: the active pilot acts until it ends the main phase.
    chk: the two main-deck sizes to check invariants after every action, or empty.
    ak .. L2: the pilots' work buffers (play_game allocates them once a game)."""
    p = S[G_ACTIVE]
    forget_lethal(S, S2)
    for _ in range(MAX_TURN_ACTIONS):
        if S[G_WINNER] >= 0:
            return
        n = legal_actions(S, CT, AB, EF, FL, p, ak, aa, ab)
        if chk.shape[0] == 2 and S[G_BAD] == 0:
            S[G_BAD] = check_safe_scores(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, S2, r2, L2)
        i = choose_action(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
        if ak[i] == ACT_END:
            return
        if not take_kept(S, L, S2, i):
            apply_action(S, CT, AB, EF, FL, PR, rng, L, p, ak[i], aa[i], ab[i])
        S[G_STEPS] += 1
        _check(S, CT, chk)


