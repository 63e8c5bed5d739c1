"""What a turn's end left unused, for the per-turn counters and the pilot
audit (decksim audit): the ready runes, whether one of them could still pay for
a card in hand, and the empty battlefields a ready unit could still have
conquered (and whether those conquers would have won). Logged as EV_TURN_END
only when the log keeps it: batches without counters skip the work."""
import numpy as np

from decksim.core.riftbound.actions import can_move, card_at
from decksim.core.riftbound.action_codes import SRC_CHAMP
from decksim.core.riftbound.board import count_at
from decksim.core.riftbound.costs import affordable
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.scoring import scored
from decksim.core.riftbound.state import (
    BF_CTRL, EV_TURN_END, GEAR_CAP, LOC_BF0, NBF, P_CHAMP, P_GEAR_N, P_HAND_N, P_POINTS,
    P_RUNES, P_RUNES_N, P_UNITS_N, RN_EXH, RN_W, UNIT_CAP, VICTORY, bfo, log, pb,
)
from decksim.core.riftbound.tables import C_TYPE, T_GEAR, T_UNIT


@kernel()
def could_pay(S, CT, p):
    """Could player p still play a unit or gear from its hand or Champion Zone?"""
    b = pb(p)
    for i in range(-1, S[b + P_HAND_N]):
        if i < 0 and S[b + P_CHAMP] < 0:
            continue
        card = card_at(S, p, SRC_CHAMP if i < 0 else i)
        kind = CT[card, C_TYPE]
        if kind == T_UNIT and S[b + P_UNITS_N] >= UNIT_CAP:
            continue
        if kind == T_GEAR and S[b + P_GEAR_N] >= GEAR_CAP:
            continue
        if (kind == T_UNIT or kind == T_GEAR) and affordable(S, CT, p, card, 0):
            return True
    return False


@kernel()
def turn_end(S, CT, p, L):
    """Log EV_TURN_END: player p, its ready runes, bit 0 a card it could pay for
    with them, bit 1 conquering the open battlefields would have won (448.1.b: the
    final point needs every battlefield scored this turn), and how many empty
    battlefields its ready units could still have conquered (one unit each)."""
    if L.shape[0] <= 1 or (L[0, 1] != 0 and (L[0, 1] >> EV_TURN_END) & 1 == 0):
        return
    b = pb(p)
    ready = 0
    for r in range(S[b + P_RUNES_N]):
        if S[b + P_RUNES + r * RN_W + RN_EXH] == 0:
            ready += 1
    flags = 1 if ready > 0 and could_pay(S, CT, p) else 0
    open_n = 0
    done = 0
    movers = np.int64(0)
    for bf in range(NBF):
        if scored(S, p, bf):
            done += 1
            continue
        if S[bfo(bf) + BF_CTRL] == p or count_at(S, 1 - p, LOC_BF0 + bf) > 0:
            continue
        reach = np.int64(0)
        for u in range(S[b + P_UNITS_N]):
            if can_move(S, CT, p, u, LOC_BF0 + bf):
                reach |= np.int64(1) << u
        if reach != 0:
            open_n += 1
            movers |= reach
    units = 0
    for u in range(S[b + P_UNITS_N]):
        if (movers >> u) & 1:
            units += 1
    k = min(open_n, units)
    if k > 0 and S[b + P_POINTS] + k >= VICTORY and done + k == NBF:
        flags |= 2
    log(L, EV_TURN_END, p, ready, flags, k)
