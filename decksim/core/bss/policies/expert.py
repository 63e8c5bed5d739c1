"""The expert pilot: the greedy pilot's rules, but its Main Step and attack
choices by look-ahead (docs/battle-spirits.md, Pilots).

For each choice (greedy's pick first, ending the step, then the others in list
order up to `width`), `samples` look-ahead games: a copy of the game (state.LOOK)
in which both decks are shuffled and the opponent's hand and set burst are
redrawn from their cards together with their deck (the player does not know
them), the choice is made, the rest of the turn and the opponent's whole next
turn are played by the pilots' own rules, and the position is scored for the
player (`evaluate`). The best mean wins; a tie keeps greedy's pick. Sample k
plays every choice on the same guess and the same random stream, derived from
the game's without advancing it: the same seed gives the same games.

The look-ahead games run this module's own loops (look_main, look_attacks), which
ask decide.py, never the expert: the engine's calls form no circle."""
import numpy as np

from decksim.core.rng import shuffle_range, shuffle_sorted
from decksim.core.bss import decide
from decksim.core.bss.action_codes import A_ATTACK, A_END, LOOK_AK, LOOK_RNG
from decksim.core.bss.actions import apply_main, main_actions
from decksim.core.bss.battle import ATTACKS_CAP, attack_actions, battle
from decksim.core.bss.triggers import fire_step
from decksim.core.bss.kernel import kernel
from decksim.core.bss.policies.params import PI_ALL_IN, PI_SAMPLES, PI_WIDTH
from decksim.core.bss.state import (
    F_CARD, F_CORES, fs, G_ACTIONS, G_ACTIVE, G_AUDIT, G_DQ_N, G_END_ATTACKS, G_MOVES, G_STEP,
    G_TURN, G_WINNER, GAME_SIZE, LOOK, MAX_DECK, P_BURST, P_DECK, P_DECK_N, P_FIELD_N, P_HAND,
    P_HAND_N, P_LIFE, P_RES, P_TRASHC, pb, ST_ATTACK, ST_MAIN, ST_MAIN2,
)
from decksim.core.bss.tables import C_NSYM, C_TYPE, T_SPIRIT
from decksim.core.bss.turns import finish_turn, second_main_start, start_turn
from decksim.core.bss.values import bp_of, reach

WIN = 1000.0
_SAMPLE = np.uint64(0x2545F4914F6CDD1D)   # odd: sample k's stream is the game's xor k+1 times it

# where a look-ahead game goes on from (look_rest)
GO_MAIN = 0          # the Main Step, going on
GO_ATTACK_STEP = 1   # the Attack Step, from its start
GO_ATTACKS = 2       # the attacks, going on
GO_MAIN2 = 3         # the Second Main Step, from its start
GO_MAIN2_ON = 4      # the Second Main Step, going on
GO_END = 5           # the End Step


@kernel()
def guess_hidden(S, p, rng):
    """What p does not know, guessed: p's deck order, and the opponent's deck order,
    hand and set burst, drawn again from those cards together (sorted first, so that
    the guess depends on the cards alone, not on where they really were)."""
    b = pb(p)
    shuffle_range(S, b + P_DECK, S[b + P_DECK_N], rng)
    b = pb(1 - p)
    n = S[b + P_DECK_N]
    h = S[b + P_HAND_N]
    burst = S[b + P_BURST]
    m = n + h + (1 if burst > 0 else 0)
    d = b + P_DECK
    if m > MAX_DECK:
        shuffle_range(S, d, n, rng)
        return
    for j in range(h):
        S[d + n + j] = S[b + P_HAND + j]
    if burst > 0:
        S[d + n + h] = burst - 1
    shuffle_sorted(S, d, m, rng)
    for j in range(h):
        S[b + P_HAND + j] = S[d + n + j]
    if burst > 0:
        S[b + P_BURST] = S[d + n + h] + 1


@kernel()
def side_value(S, CT, AB, q):
    """What q has, in rough cards: Life first (a Life core lost feeds the Reserve,
    8-1-5-1, so it is worth less than it looks), then spirits by BP and symbols, the
    hand, and every core q can spend."""
    b = pb(q)
    v = 3.0 * S[b + P_LIFE] + 0.5 * S[b + P_HAND_N] + 0.35 * (S[b + P_RES] + S[b + P_TRASHC])
    for s in range(S[b + P_FIELD_N]):
        o = fs(q, s)
        c = S[o + F_CARD]
        v += 0.35 * S[o + F_CORES] + 1.0
        if CT[c, C_TYPE] == T_SPIRIT:
            v += bp_of(S, CT, AB, q, s) / 3000.0 + 0.5 * CT[c, C_NSYM]
    return v


@kernel()
def evaluate(S, CT, AB, p):
    """The position for p: WIN or -WIN once decided, else p's side less the opponent's."""
    w = S[G_WINNER]
    if w >= 0:
        return WIN if w == p else (0.0 if w == 2 else -WIN)
    return side_value(S, CT, AB, p) - side_value(S, CT, AB, 1 - p)


@kernel()
def look_main(S, CT, AB, PR, rng, k, L, ak):
    """The rest of Main Step k by the pilots' rules (mainphase.main_step's loop)."""
    p = S[G_ACTIVE]
    S[G_STEP] = k
    while S[G_WINNER] < 0:
        n = main_actions(S, CT, AB, p, ak)
        a = ak[decide.action(S, CT, AB, PR, rng, p, ak, n, decide.DECIDE_MAIN)] if n > 1 \
            else A_END
        if a == A_END:
            break
        apply_main(S, CT, AB, PR, rng, p, a, L, ak)


@kernel()
def look_attacks(S, CT, AB, PR, rng, L, ak):
    """The rest of the attacks by the pilots' rules (mainphase.attacks' loop)."""
    p = S[G_ACTIVE]
    for i in range(ATTACKS_CAP):
        if S[G_WINNER] >= 0 or S[G_END_ATTACKS] == 1:
            break
        n = attack_actions(S, CT, AB, p, ak)
        a = ak[decide.action(S, CT, AB, PR, rng, p, ak, n, decide.DECIDE_ATTACK)] if n > 1 \
            else A_END
        if a == A_END:
            break
        battle(S, CT, AB, PR, rng, a - A_ATTACK, L, ak)


@kernel()
def look_rest(S, CT, AB, PR, rng, L, ak, step):
    """The turn player's turn from `step` (GO_*) to its end, as mainphase.play_turn
    plays it."""
    if step == GO_MAIN and S[G_WINNER] < 0:
        look_main(S, CT, AB, PR, rng, ST_MAIN, L, ak)
    if step <= GO_ATTACK_STEP:
        if S[G_TURN] <= 1:                                    # 7-7-2, 7-8-2
            step = GO_END
        elif S[G_WINNER] < 0:
            S[G_STEP] = ST_ATTACK
            S[G_END_ATTACKS] = 0
            fire_step(S, CT, AB, PR, rng, ST_ATTACK, L, ak)
    if step <= GO_ATTACKS:
        look_attacks(S, CT, AB, PR, rng, L, ak)
    if step <= GO_MAIN2 and S[G_WINNER] < 0:
        second_main_start(S, CT, AB, PR, rng, L, ak)
        S[G_MOVES] = 0
        S[G_ACTIONS] = 0
    if step <= GO_MAIN2_ON and S[G_WINNER] < 0:
        look_main(S, CT, AB, PR, rng, ST_MAIN2, L, ak)
    if S[G_WINNER] < 0:
        finish_turn(S, CT, AB, PR, rng, L, ak)


@kernel()
def look_value(S, CT, AB, PR, rng, p, a, kind, L, ak):
    """p's score after choice a (kind: decide.DECIDE_MAIN or DECIDE_ATTACK) in the
    look-ahead game S: the rest of p's turn, then the opponent's whole turn."""
    if kind == decide.DECIDE_MAIN:
        main2 = S[G_STEP] == ST_MAIN2
        if a == A_END:
            step = GO_END if main2 else GO_ATTACK_STEP
        else:
            apply_main(S, CT, AB, PR, rng, p, a, L, ak)
            step = GO_MAIN2_ON if main2 else GO_MAIN
    elif a == A_END:
        step = GO_MAIN2
    else:
        battle(S, CT, AB, PR, rng, a - A_ATTACK, L, ak)
        step = GO_ATTACKS
    look_rest(S, CT, AB, PR, rng, L, ak, step)
    if S[G_WINNER] < 0 and S[G_ACTIVE] != p:
        start_turn(S, CT, AB, PR, rng, L, ak)
        if S[G_WINNER] < 0:
            S[G_STEP] = ST_MAIN
            S[G_MOVES] = 0
            S[G_ACTIONS] = 0
            fire_step(S, CT, AB, PR, rng, ST_MAIN, L, ak)
            look_rest(S, CT, AB, PR, rng, L, ak, GO_MAIN)
    return evaluate(S, CT, AB, p)


@kernel()
def sample_value(S, CT, AB, PR, rng, p, ak, i, kind, k, L):
    """Choice ak[i]'s score in sample k (module docstring)."""
    A = S[LOOK:LOOK + GAME_SIZE]
    for j in range(GAME_SIZE):
        A[j] = S[j]
    A[G_DQ_N] = 0
    A[G_AUDIT] = 0
    r = ak[LOOK_RNG:LOOK_RNG + 2].view(np.uint64)
    r[0] = rng[0] ^ (_SAMPLE * np.uint64(k + 1))
    r[1] = rng[1]
    guess_hidden(A, p, r)
    return look_value(A, CT, AB, PR, r, p, ak[i], kind, L[:1], ak[LOOK_AK:LOOK_RNG])


@kernel()
def mean_value(S, CT, AB, PR, rng, p, ak, i, kind, L):
    samples = max(1, np.int64(PR[p, PI_SAMPLES]))
    v = 0.0
    for k in range(samples):
        v += sample_value(S, CT, AB, PR, rng, p, ak, i, kind, k, L)
    return v / samples


@kernel()
def expert_pick(S, CT, AB, PR, rng, p, ak, n, kind, L):
    """The index in ak[0:n] of the choice with the best mean score (module docstring).
    When the attacks take the last life whatever the opponent blocks, greedy's all-out
    attack is taken as it is: a guess of the hidden cards that could stop it is a
    guess, the lethal is on the board."""
    g = decide.action(S, CT, AB, PR, rng, p, ak, n, kind)
    if kind == decide.DECIDE_ATTACK and PR[p, PI_ALL_IN] > 0 and \
            reach(S, CT, AB, p, False) >= S[pb(1 - p) + P_LIFE]:
        return g
    best = g
    best_v = mean_value(S, CT, AB, PR, rng, p, ak, g, kind, L)
    width = max(2, np.int64(PR[p, PI_WIDTH]))
    tried = np.int64(1)
    for e in range(2):                       # ending the step first, then the others
        for i in range(n):
            if i == g or (ak[i] == A_END) != (e == 0) or tried >= width:
                continue
            tried += 1
            v = mean_value(S, CT, AB, PR, rng, p, ak, i, kind, L)
            if v > best_v:
                best_v = v
                best = i
    return best
