"""Turns whose plays count each other: where greedy plans its plays.

A card whose ability asks how many cards were played this turn (Combo, 13.2.1, or an
amount X of them) is worth most after the turn's cheap plays, and which of them come
first, and how many, is a question of the whole turn's order that a one-step score
misjudges: the planner's roll-outs answer it (pilots.plan_scored). With `plan_combo`
greedy plans, at that width, when its own choice is to play such a card while another
play fits beside it: the roll-outs then try the best plays before it. Everywhere else, and
while the cheap plays come first by themselves, it stays one-step (choose.py)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import ACT_PLAY
from decksim.core.sve.playable import play_cost_from
from decksim.core.sve.policies.params import PR_PLAN_COMBO
from decksim.core.sve.policies.pilots import greedy_pick, plan_scored
from decksim.core.sve.policies.safe_plays import played_card
from decksim.core.sve.state import P_PP, pb
from decksim.core.sve.tables import A_COND, A_E0, A_EN, C_AB0, C_ABN, E_COND, E_X


@kernel(inline=True)
def counts_plays(CT, AB, EF, card):
    """Does an ability of `card` depend on the cards played this turn (13.2.1)?"""
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[a, A_COND] == V.COND_COMBO:
            return True
        for e in range(AB[a, A_E0], AB[a, A_E0] + AB[a, A_EN]):
            if EF[e, E_COND] == V.COND_COMBO or EF[e, E_X] == V.X_PLAYED_EXCL_SELF:
                return True
    return False


@kernel()
def combo_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2):
    """greedy_pick, but when greedy's best action plays a card that counts the turn's
    plays (counts_plays) and another play fits in the PP left after it (else the
    order is no question), the roll-outs of plan_scored
    (width plan_combo) choose among the best first actions, on greedy's scores."""
    best = greedy_pick(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2, L2)
    card = played_card(S, p, aa[best], ab[best]) if ak[best] == ACT_PLAY else -1
    if card < 0 or not counts_plays(CT, AB, EF, card):
        return best
    left = S[pb(p) + P_PP] - play_cost_from(S, CT, AB, EF, FL, p, card, ab[best] == 1)
    for i in range(1, n):
        if i != best and ak[i] == ACT_PLAY and play_cost_from(
                S, CT, AB, EF, FL, p, played_card(S, p, aa[i], ab[i]), ab[i] == 1) <= left:
            return plan_scored(S, CT, AB, EF, FL, PR, rng, p, ak, aa, ab, n, scores, S2, r2,
                               L2, int(PR[p, PR_PLAN_COMBO]))
    return best
