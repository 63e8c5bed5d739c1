"""Turns whose plays count each other: where greedy plans its plays.

A card whose ability asks how many cards were played this turn (Combo, 13.2.1, or an
amount X of them) is worth most after the turn's cheap plays, and which of them come
first, and how many, is a question of the whole turn's order that a one-step score
misjudges: the planner's roll-outs answer it (pilots.planner_pick). With `plan_combo`
greedy plans its plays, at that width, while such a card can be played beside another
play; everywhere else it stays one-step (choose.py)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.actions import ACT_PLAY
from decksim.core.sve.policies.safe_plays import played_card
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
def combo_pending(S, CT, AB, EF, p, ak, aa, ab, n):
    """Among the n legal actions, a play of a card that counts the turn's plays
    (counts_plays) and at least one other play."""
    plays = 0
    counted = False
    for i in range(1, n):
        if ak[i] == ACT_PLAY:
            plays += 1
            if not counted and counts_plays(CT, AB, EF, played_card(S, p, aa[i], ab[i])):
                counted = True
    return counted and plays >= 2
