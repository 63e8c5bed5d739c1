"""The expert pilot: the greedy pilot's rules, but its Action Phase choices by
look-ahead (docs/riftbound.md, Pilots).

For each action examined (greedy's pick first, ending the turn, then the others
in greedy's order up to `width`), `samples` look-ahead games: a copy of the game
(state.LOOK) in which the player's deck is shuffled and the opponent's hand, deck
and facedown card are dealt again from those cards together (the player does
not know them); the action is taken, the rest of the turn and the opponent's
whole next turn are played by the pilots' own rules, and the position is scored
for the player (`evaluate`). The best mean wins; a tie keeps greedy's pick.
Sample k plays every action on the same guess and the same random stream,
derived from the game's without advancing it: the same seed gives the same games.

The look-ahead games run this module's own loop (look_actions), which asks
decide.py, never the expert: the engine's calls form no circle."""
import numpy as np

from decksim.core.rng import shuffle_range, shuffle_sorted
from decksim.core.riftbound import decide
from decksim.core.riftbound.action_codes import A_END, LOOK_AK, LOOK_RNG
from decksim.core.riftbound.actions import apply_action, list_actions
from decksim.core.riftbound.board import ROLE_NONE, might
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.policies.pilots import action_value
from decksim.core.riftbound.policies.params import PI_SAMPLES, PI_WIDTH
from decksim.core.riftbound.state import (
    ACTIONS_PER_TURN, BF_CTRL, BF_HIDDEN, BF_HIDER, bfo, G_ACTIONS, G_ACTIVE, G_DQ_N, G_WINNER,
    G_XP, LOC_BASE, LOOK, MAX_MAIN, NBF, P_DECK, P_DECK_N, P_HAND, P_HAND_N, P_POINTS, P_RUNES_N,
    P_UNITS_N, pb, STATE_SIZE, U_LOC, uo, VICTORY,
)
from decksim.core.riftbound.tables import C_HIDDEN
from decksim.core.riftbound.turns import end_turn, start_turn

WIN = 1000.0
_SAMPLE = np.uint64(0x2545F4914F6CDD1D)   # odd: sample k's stream is the game's xor k+1 times it


@kernel()
def guess_hidden(S, CT, p, rng):
    """What p does not know, guessed: its own deck order, and the opponent's deck
    order, hand and facedown card, dealt again from those cards together (sorted
    first, so that the guess depends on the cards alone, not on where they were).
    The facedown card stays a card with Hidden: the first such card of the deal."""
    b = pb(p)
    shuffle_range(S, b + P_DECK, S[b + P_DECK_N], rng)
    q = 1 - p
    b = pb(q)
    n = S[b + P_DECK_N]
    h = S[b + P_HAND_N]
    hid = -1
    for bf in range(NBF):
        if S[bfo(bf) + BF_HIDDEN] > 0 and S[bfo(bf) + BF_HIDER] == q:
            hid = bf
    m = n + h + (1 if hid >= 0 else 0)
    d = b + P_DECK
    if m > MAX_MAIN + 1:
        shuffle_range(S, d, n, rng)
        return
    for j in range(h):
        S[d + n + j] = S[b + P_HAND + j]
    if hid >= 0:
        S[d + n + h] = S[bfo(hid) + BF_HIDDEN] - 1
    shuffle_sorted(S, d, m, rng)
    if hid >= 0:
        for i in range(m):
            if CT[S[d + i], C_HIDDEN]:
                c = S[d + i]
                S[d + i] = S[d + m - 1]
                S[d + m - 1] = c
                break
        S[bfo(hid) + BF_HIDDEN] = S[d + m - 1] + 1
    for j in range(h):
        S[b + P_HAND + j] = S[d + n + j]


@kernel()
def side_value(S, CT, q):
    """What q has: points first (the last ones count more, 445), battlefields it
    controls, then its units (a unit on the board is worth more than a card in
    hand), its hand, its runes and its XP."""
    b = pb(q)
    pts = S[b + P_POINTS]
    v = 4.0 * pts + (3.0 if pts >= VICTORY - 1 else 0.0) + 0.5 * S[b + P_HAND_N] \
        + 0.4 * S[b + P_RUNES_N] + 0.15 * S[G_XP + q]
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == q:
            v += 2.0
    for u in range(S[b + P_UNITS_N]):
        v += 1.0 + 0.3 * might(S, CT, q, u, ROLE_NONE) \
            + (0.3 if S[uo(q, u) + U_LOC] != LOC_BASE else 0.0)
    return v


@kernel()
def evaluate(S, CT, p):
    """The position for p: WIN or -WIN once decided, else p's side less the opponent's."""
    w = S[G_WINNER]
    if w >= 0:
        return WIN if w == p else (0.0 if w == 2 else -WIN)
    return side_value(S, CT, p) - side_value(S, CT, 1 - p)


@kernel()
def look_actions(S, CT, PR, rng, ak, L):
    """The rest of the turn player's Action Phase by the pilots' rules (the loop of
    mainphase.action_phase, without the expert)."""
    p = S[G_ACTIVE]
    while S[G_WINNER] < 0 and S[G_ACTIONS] < ACTIONS_PER_TURN:
        n = list_actions(S, CT, p, ak)
        code = ak[decide.action(S, CT, PR, rng, p, ak, n)]
        if code == A_END:
            break
        apply_action(S, CT, PR, rng, p, code, ak, L)
        S[G_ACTIONS] += 1


@kernel()
def look_value(S, CT, PR, rng, p, code, ak, L):
    """p's score after action `code` in the look-ahead game S: the rest of p's turn,
    then the opponent's whole turn."""
    if code != A_END:
        apply_action(S, CT, PR, rng, p, code, ak, L)
        S[G_ACTIONS] += 1
        look_actions(S, CT, PR, rng, ak, L)
    if S[G_WINNER] < 0:
        end_turn(S, CT, PR, rng, ak, L)
    if S[G_WINNER] < 0:
        start_turn(S, CT, PR, rng, ak, L)
    if S[G_WINNER] < 0:
        look_actions(S, CT, PR, rng, ak, L)
    if S[G_WINNER] < 0:
        end_turn(S, CT, PR, rng, ak, L)
    return evaluate(S, CT, p)


@kernel()
def sample_value(S, CT, PR, rng, p, code, k, ak, L):
    """Action `code`'s score in sample k (module docstring)."""
    A = S[LOOK:LOOK + STATE_SIZE]
    for j in range(STATE_SIZE):
        A[j] = S[j]
    A[G_DQ_N] = 0
    r = ak[LOOK_RNG:LOOK_RNG + 2].view(np.uint64)
    r[0] = rng[0] ^ (_SAMPLE * np.uint64(k + 1))
    r[1] = rng[1]
    guess_hidden(A, CT, p, r)
    return look_value(A, CT, PR, r, p, code, ak[LOOK_AK:LOOK_RNG], L[:1])


@kernel()
def mean_value(S, CT, PR, rng, p, code, ak, L):
    samples = max(1, np.int64(PR[p, PI_SAMPLES]))
    v = 0.0
    for k in range(samples):
        v += sample_value(S, CT, PR, rng, p, code, k, ak, L)
    return v / samples


@kernel()
def expert_pick(S, CT, PR, rng, p, ak, n, L):
    """The index in ak[0:n] of the action with the best mean score (module
    docstring): greedy's pick, ending the turn, then the others by greedy's value,
    `width` in all. ak[n:2n] holds the greedy values (in thousandths) while it
    chooses, the ones examined set to the lowest."""
    g = decide.action(S, CT, PR, rng, p, ak, n)
    if n <= 1 or 2 * n > LOOK_AK:
        return g
    for j in range(n):
        ak[n + j] = np.int64(1 << 50) if ak[j] == A_END else \
            np.int64(1000.0 * action_value(S, CT, PR, p, ak[j]))
    ak[n + g] = -(np.int64(1) << 60)
    best = g
    best_v = mean_value(S, CT, PR, rng, p, ak[g], ak, L)
    width = max(2, np.int64(PR[p, PI_WIDTH]))
    for t in range(1, min(width, n)):
        i = 0
        for j in range(1, n):
            if ak[n + j] > ak[n + i]:
                i = j
        ak[n + i] = -(np.int64(1) << 60)
        v = mean_value(S, CT, PR, rng, p, ak[i], ak, L)
        if v > best_v:
            best_v = v
            best = i
    return best
