"""Points and the end of the game: scoring by Conquer and Hold (445-449, the
Final Point of 448.1.b), drawing and Burn Out (400, 418), and battlefield
control lost by having no units there (184.4.c)."""
from decksim.core.rng import shuffle_range
from decksim.core.riftbound.board import count_at
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import END_BURNOUT, END_POINTS
from decksim.core.riftbound.state import (
    BF_CTRL, CONQUER, EV_BURNOUT, EV_DRAW, EV_END, EV_SCORE, G_REASON, G_SCORED, G_WINNER, HOLD,
    LOC_BF0, NBF, P_BURNOUTS, P_CONQUERS, P_DECK, P_DECK_N, P_HAND, P_HAND_N, P_HOLDS, P_POINTS,
    P_TRASH, P_TRASH_N, VICTORY, bfo, log, pb,
)


@kernel()
def end_game(S, p, how, L):
    """The game ends: p won (2: a draw), for reason `how`."""
    if S[G_WINNER] >= 0:
        return
    S[G_WINNER] = p
    S[G_REASON] = how
    log(L, EV_END, p, how, 0, 0)


@kernel()
def gain_point(S, p, how, L):
    """p earns a point; reaching the Victory Score wins at once (449)."""
    b = pb(p)
    S[b + P_POINTS] += 1
    if S[b + P_POINTS] >= VICTORY:
        end_game(S, p, how, L)


@kernel()
def burn_out(S, rng, p, L):
    """418.2: the trash is recycled into the empty main deck in a random order
    (403.5), and the opponent gains 1 point (not held to the Final Point's rules,
    448.1.a.1)."""
    b = pb(p)
    n = S[b + P_TRASH_N]
    for i in range(n):
        S[b + P_DECK + i] = S[b + P_TRASH + i]
    S[b + P_DECK_N] = n
    S[b + P_TRASH_N] = 0
    shuffle_range(S, b + P_DECK, n, rng)
    S[b + P_BURNOUTS] += 1
    log(L, EV_BURNOUT, p, S[pb(1 - p) + P_POINTS] + 1, 0, 0)
    gain_point(S, 1 - p, END_BURNOUT, L)


@kernel()
def draw(S, rng, p, L):
    """400.1: the top card of the main deck to the hand; an empty deck Burns Out
    first (400.4.b) and the draw is then completed (418.2.d), again and again while
    the deck stays empty, until the opponent wins (418.3.a)."""
    b = pb(p)
    while S[b + P_DECK_N] == 0:
        if S[G_WINNER] >= 0:
            return
        burn_out(S, rng, p, L)
    n = S[b + P_DECK_N] - 1
    card = S[b + P_DECK + n]
    S[b + P_DECK_N] = n
    S[b + P_HAND + S[b + P_HAND_N]] = card
    S[b + P_HAND_N] += 1
    log(L, EV_DRAW, p, card, 0, 0)


@kernel(inline=True)
def scored(S, p, bf):
    """Has p scored battlefield bf this turn (447)?"""
    return (S[G_SCORED] >> (p * NBF + bf)) & 1 == 1


@kernel()
def score(S, rng, p, bf, how, L):
    """p scores battlefield bf by CONQUER or HOLD (446), at most once per battlefield
    per turn (447). One point short of the Victory Score, a Hold scores the Final
    Point; a Conquer does only when p scored every battlefield this turn, else p
    draws a card instead (448.1.b)."""
    if scored(S, p, bf):
        return
    S[G_SCORED] |= 1 << (p * NBF + bf)
    b = pb(p)
    if how == CONQUER:
        S[b + P_CONQUERS] += 1
    else:
        S[b + P_HOLDS] += 1
    if S[b + P_POINTS] == VICTORY - 1 and how == CONQUER:
        for k in range(NBF):
            if not scored(S, p, k):
                log(L, EV_SCORE, p, bf, how, 0)
                draw(S, rng, p, L)
                return
    log(L, EV_SCORE, p, bf, how, S[b + P_POINTS] + 1)
    gain_point(S, p, END_POINTS, L)


@kernel()
def hold_all(S, rng, p, L):
    """315.2.b: the Scoring Step: p scores each battlefield it controls by Hold."""
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == p and S[G_WINNER] < 0:
            score(S, rng, p, bf, HOLD, L)


@kernel()
def settle_control(S):
    """184.4.c, 322.6: a battlefield where its controller has no units becomes
    uncontrolled."""
    for bf in range(NBF):
        c = S[bfo(bf) + BF_CTRL]
        if c >= 0 and count_at(S, c, LOC_BF0 + bf) == 0:
            S[bfo(bf) + BF_CTRL] = -1
