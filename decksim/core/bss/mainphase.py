"""The turn player's part of a turn (7-6 .. 7-8): the Main Step, the attacks of
the Attack Step, the Second Main Step, and the whole turn around them. The
driver that asks the pilots for those choices (docs/architecture.md).

The expert pilot takes its Main Step and attack choices here (`pick`), by
look-ahead games that replay the rest of the turn with the pilots' own rules
(policies/expert.py). Those look-ahead games run expert.py's copies of these
loops, which ask decide.py only: a loop here that the look-ahead could reach
would make the engine's calls a circle, which numba can't cache."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.action_codes import A_ATTACK, A_END
from decksim.core.bss.actions import apply_main, main_actions
from decksim.core.bss.audit import at_attack_step, at_turn_end
from decksim.core.bss.battle import ATTACKS_CAP, attack_actions, battle
from decksim.core.bss.triggers import fire_step
from decksim.core.bss.invariants import check
from decksim.core.bss.kernel import kernel
from decksim.core.bss.policies.expert import expert_pick
from decksim.core.bss.policies.params import K_EXPERT, PI_KIND
from decksim.core.bss.state import (
    EV_MAIN, G_ACTIONS, G_ACTIVE, G_DQ_N, G_END_ATTACKS, G_MOVES, G_STEP, G_TURN, G_WINNER,
    log, P_RES, pb, ST_ATTACK, ST_MAIN, ST_MAIN2,
)
from decksim.core.bss.turns import finish_turn, second_main_start, start_turn


@kernel(inline=True)
def pick(S, CT, AB, PR, rng, p, ak, n, kind, L):
    """p's Main Step or attack choice among ak[0:n]: the expert's look-ahead, or
    the pilot's rules (decide.py; a dictated answer first)."""
    if n > 1 and PR[p, PI_KIND] == K_EXPERT and S[G_DQ_N] == 0:
        return expert_pick(S, CT, AB, PR, rng, p, ak, n, kind, L)
    return decide.action(S, CT, AB, PR, rng, p, ak, n, kind)


@kernel()
def main_step(S, CT, AB, PR, rng, k, L, ak, chk):
    """7-6 (k = ST_MAIN) or 7-8 (k = ST_MAIN2): the turn player acts until it ends
    the step."""
    p = S[G_ACTIVE]
    S[G_STEP] = k
    S[G_MOVES] = 0
    S[G_ACTIONS] = 0
    while S[G_WINNER] < 0:
        n = main_actions(S, CT, AB, p, ak)
        a = ak[pick(S, CT, AB, PR, rng, p, ak, n, decide.DECIDE_MAIN, L)] if n > 1 else A_END
        if a == A_END:
            break
        apply_main(S, CT, AB, PR, rng, p, a, L, ak)
        check(S, CT, chk)


@kernel()
def attacks(S, CT, AB, PR, rng, L, ak):
    """7-7-3-2: the turn player attacks with one spirit at a time until it ends the step."""
    p = S[G_ACTIVE]
    for i in range(ATTACKS_CAP):
        if S[G_WINNER] >= 0:
            break
        n = attack_actions(S, CT, AB, p, ak)
        a = ak[pick(S, CT, AB, PR, rng, p, ak, n, decide.DECIDE_ATTACK, L)] if n > 1 else A_END
        if a == A_END:
            break
        battle(S, CT, AB, PR, rng, a - A_ATTACK, L, ak)
        if S[G_END_ATTACKS] == 1:                             # an effect ended the step
            break


@kernel()
def attack_step(S, CT, AB, PR, rng, L, ak):
    """7-7: the Attack Step's start (7-7-3-1), then the attacks."""
    S[G_STEP] = ST_ATTACK
    S[G_END_ATTACKS] = 0
    fire_step(S, CT, AB, PR, rng, ST_ATTACK, L, ak)
    if S[G_WINNER] < 0:
        attacks(S, CT, AB, PR, rng, L, ak)


@kernel()
def play_turn(S, CT, AB, PR, rng, L, ak, chk):
    """One whole turn of the turn player (7-1-1)."""
    start_turn(S, CT, AB, PR, rng, L, ak)
    if S[G_WINNER] >= 0:
        return
    S[G_STEP] = ST_MAIN
    fire_step(S, CT, AB, PR, rng, ST_MAIN, L, ak)             # 7-6-1-1
    if S[G_WINNER] >= 0:
        return
    log(L, EV_MAIN, S[G_ACTIVE], S[pb(S[G_ACTIVE]) + P_RES], 0, 0)
    main_step(S, CT, AB, PR, rng, ST_MAIN, L, ak, chk)             # 7-6
    lethal = np.int64(0)
    if S[G_WINNER] < 0 and S[G_TURN] > 1:                     # 7-7-2, 7-8-2
        lethal = at_attack_step(S, CT, AB, S[G_ACTIVE])
        attack_step(S, CT, AB, PR, rng, L, ak)
        check(S, CT, chk)
        if S[G_WINNER] < 0:
            second_main_start(S, CT, AB, PR, rng, L, ak)
        if S[G_WINNER] < 0:
            main_step(S, CT, AB, PR, rng, ST_MAIN2, L, ak, chk)
    at_turn_end(S, CT, AB, S[G_ACTIVE], lethal)
    if S[G_WINNER] < 0:
        finish_turn(S, CT, AB, PR, rng, L, ak)
