"""The tactical core's count of points (445-449): what taking a battlefield this
turn is worth to the player, with the Final Point rule, and what it takes from
an opponent one point short of victory."""
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import BF_CTRL, bfo, G_SCORED, NBF, P_POINTS, pb, VICTORY

WIN_NOW = 1000.0     # the conquest scores the last point: the game is won
POINT = 5.0          # a point
CARD = 1.0           # one point short, a Conquer that is not the Final Point draws instead
DENY = 50.0          # it takes from an opponent one point short the battlefield it would hold
                     # (above any other conquest: the opponent's win is at stake)


@kernel()
def conquest_value(S, p, bf):
    """What conquering bf this turn is worth to p: nothing if p scored it this turn
    (447); one point short of victory, the Final Point if p scored every other
    battlefield this turn, else a card (448.1.b.2); otherwise a point."""
    if (S[G_SCORED] >> (p * NBF + bf)) & 1:
        return 0.0
    if S[pb(p) + P_POINTS] != VICTORY - 1:
        return POINT
    for other in range(NBF):
        if other != bf and (S[G_SCORED] >> (p * NBF + other)) & 1 == 0:
            return CARD
    return WIN_NOW


@kernel()
def deny_value(S, p, bf):
    """DENY when p's opponent, one point short, controls bf: it would score the Final
    Point there by Hold at its next Beginning Phase (448.1.b.1) unless it loses bf."""
    q = 1 - p
    if S[pb(q) + P_POINTS] == VICTORY - 1 and S[bfo(bf) + BF_CTRL] == q:
        return DENY
    return 0.0
