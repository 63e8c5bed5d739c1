"""The turn's driver: the Action Phase's loop (316; card text calls it the Main
Phase), asking the expert's look-ahead when the turn player's pilot is the
expert, and a whole turn (turns.start_turn, the Action Phase, turns.end_turn)."""
from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import A_END
from decksim.core.riftbound.actions import apply_action, list_actions
from decksim.core.riftbound.audit import turn_end
from decksim.core.riftbound.invariants import check
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies.expert import expert_pick
from decksim.core.riftbound.policies.params import K_EXPERT, PI_KIND
from decksim.core.riftbound.state import ACTIONS_PER_TURN, G_ACTIONS, G_ACTIVE, G_DQ_N, G_WINNER
from decksim.core.riftbound.turns import end_turn, start_turn


@kernel()
def action_phase(S, CT, PR, rng, ak, L, chk):
    """316: the Turn Player's discretionary actions until it ends its turn."""
    p = S[G_ACTIVE]
    while S[G_WINNER] < 0 and S[G_ACTIONS] < ACTIONS_PER_TURN:
        n = list_actions(S, CT, p, ak)
        if PR[p, PI_KIND] == K_EXPERT and S[G_DQ_N] == 0:
            i = expert_pick(S, CT, PR, rng, p, ak, n, L)
        else:
            i = decide.action(S, CT, PR, rng, p, ak, n)
        code = ak[i]
        if code == A_END:
            break
        apply_action(S, CT, PR, rng, p, code, ak, L)
        S[G_ACTIONS] += 1
        check(S, CT, chk)


@kernel()
def play_turn(S, CT, PR, rng, ak, L, chk):
    start_turn(S, CT, PR, rng, ak, L)
    check(S, CT, chk)
    if S[G_WINNER] < 0:
        action_phase(S, CT, PR, rng, ak, L, chk)
    if S[G_WINNER] < 0:
        turn_end(S, CT, S[G_ACTIVE], L)
        end_turn(S, CT, PR, rng, ak, L)
