"""The Main Step (7-6) and the Second Main Step (7-8): the turn player's legal
actions (summon, deploy, use a [Main] or [Flash] magic, move cores, end the
step) and their application, one pilot decision at a time."""
import numpy as np

from decksim.core.bss.action_codes import (
    A_AWAKEN, A_BURST, A_CORE_OFF, A_CORE_ON, A_END, A_FLASH, A_PLAY, A_SOUL_ON,
)
from decksim.core.bss.cores import awaken, move_core, surplus
from decksim.core.bss.costs import can_afford
from decksim.core.bss.keywords import ascend_ok, awaken_actions
from decksim.core.bss.triggers import run_pending
from decksim.core.bss.kernel import kernel
from decksim.core.bss.play import play_card, set_burst
from decksim.core.bss.state import (
    CORE_MOVES_CAP, FIELD_CAP, G_ACTIONS, G_MOVES, P_FIELD_N,
    P_BURST, P_HAND, P_HAND_N, P_RES, P_SOUL, SOUL_RES, STEP_ACTIONS_CAP, pb,
)
from decksim.core.bss.tables import C_TIMING, C_TYPE, T_MAGIC, TM_BURST, TM_FLASH, TM_MAIN, \
    TR_FLASH, TR_MAIN


@kernel()
def main_actions(S, CT, AB, p, ak):
    """The legal actions of p's Main Step into ak (7-6-1-2-1); their count. A card
    is listed once however many copies the hand holds."""
    b = pb(p)
    ak[0] = A_END
    n = np.int64(1)
    if S[G_ACTIONS] >= STEP_ACTIONS_CAP:
        return n
    full = S[b + P_FIELD_N] >= FIELD_CAP
    for h in range(S[b + P_HAND_N]):
        c = S[b + P_HAND + h]
        dup = False
        for j in range(h):
            if S[b + P_HAND + j] == c:
                dup = True
        if dup:
            continue
        if CT[c, C_TIMING] & TM_BURST and S[b + P_BURST] == 0:   # setting costs nothing
            ak[n] = A_BURST + h
            n += 1
        if not can_afford(S, CT, AB, p, c):
            continue
        if CT[c, C_TYPE] != T_MAGIC:
            if not full and ascend_ok(S, CT, p, c):
                ak[n] = A_PLAY + h
                n += 1
            continue
        if CT[c, C_TIMING] & TM_MAIN:
            ak[n] = A_PLAY + h
            n += 1
        if CT[c, C_TIMING] & TM_FLASH:                     # 12-2-1-5: Flash in the Main Step
            ak[n] = A_FLASH + h
            n += 1
    n = awaken_actions(S, CT, AB, p, ak, n)                  # [Flash] in the Main Step
    if S[G_MOVES] < CORE_MOVES_CAP:                          # 7-6-1-2-2
        res = S[b + P_RES]
        soul_here = S[b + P_SOUL] == SOUL_RES
        for s in range(S[b + P_FIELD_N]):
            if res > 0:
                ak[n] = A_CORE_ON + s
                n += 1
            if soul_here and res > 1:
                ak[n] = A_SOUL_ON + s
                n += 1
            if surplus(S, CT, p, s) > 0:
                ak[n] = A_CORE_OFF + s
                n += 1
    return n


@kernel()
def apply_main(S, CT, AB, PR, rng, p, a, L, ak):
    """Apply main-step action a of player p (not A_END)."""
    S[G_ACTIONS] += 1
    if a < A_CORE_ON:
        play_card(S, CT, AB, PR, rng, p, a - A_PLAY, TR_MAIN, L, ak)
    elif a >= A_AWAKEN:
        awaken(S, CT, p, a - A_AWAKEN, L)
        run_pending(S, CT, AB, PR, rng, L, ak)
    elif a >= A_BURST:
        set_burst(S, CT, p, a - A_BURST, L)
    elif a >= A_FLASH:
        play_card(S, CT, AB, PR, rng, p, a - A_FLASH, TR_FLASH, L, ak)
    else:
        S[G_MOVES] += 1
        if a < A_CORE_OFF:
            move_core(S, CT, p, a - A_CORE_ON, 1, L)
        elif a < A_SOUL_ON:
            move_core(S, CT, p, a - A_CORE_OFF, -1, L)
        else:
            move_core(S, CT, p, a - A_SOUL_ON, 2, L)
        run_pending(S, CT, AB, PR, rng, L, ak)
