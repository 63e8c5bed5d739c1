"""Summoning, deploying and using a card from the hand (11-1, 11-2, 11-3)."""
import numpy as np

from decksim.core.bss.costs import cost_of
from decksim.core.bss.cores import add_to_field, lv1_cost, note_levels, pay, take_core, \
    to_trash
from decksim.core.bss.triggers import (
    fire, fire_burst, fire_rows, fire_watchers, run_pending,
)
from decksim.core.bss.keywords import ascend
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    BM_CAP, EV_BURST_SET, EV_PLAY, G_ACTIVE, G_ASCENDED, G_ATK, G_BM, G_BM_N, G_SOULPAY, G_WINNER,
    log, pb, P_BURST, P_HAND, P_HAND_N, P_PLAYED, P_TURN_MAGIC,
)
from decksim.core.bss.tables import (
    C_FX, C_TYPE, FX_SUMMON, T_MAGIC, T_NEXUS, TR_BURST_SUMMONED, TR_DEPLOYED, TR_ON_MAGIC,
    TR_ON_OPP_SUMMONED, TR_ON_OWN_SUMMONED, TR_SUMMONED,
)


@kernel()
def take_from_hand(S, p, h):
    b = pb(p)
    card = S[b + P_HAND + h]
    n = S[b + P_HAND_N]
    for j in range(h, n - 1):
        S[b + P_HAND + j] = S[b + P_HAND + j + 1]
    S[b + P_HAND_N] = n - 1
    return np.int64(card)


@kernel()
def play_card(S, CT, AB, PR, rng, p, h, trig, L, ak):
    """Player p plays hand card h: the cost after reduction is paid to the Trash
    (11-1-1-5); a spirit or nexus comes onto the field with its Lv1 cost in cores
    (11-1-1-6), then its When Summoned / When Deployed effects resolve; a magic
    resolves its effects for `trig` (TR_MAIN or TR_FLASH, 9-1-7-1-3) belonging to
    no area (3-4-3, 11-3-1-6), then goes to the Trash. The caller checked that
    p can pay (costs.can_afford)."""
    b = pb(p)
    card = S[b + P_HAND + h]
    cost = cost_of(S, CT, AB, p, card)
    take_from_hand(S, p, h)
    S[G_SOULPAY] = 0
    pay(S, CT, p, cost, L)
    S[b + P_PLAYED] += 1
    t = CT[card, C_TYPE]
    if t == T_MAGIC:
        S[b + P_TURN_MAGIC] += 1
        log(L, EV_PLAY, p, card, cost, 0)
        if S[G_ATK] >= 0 and p == S[G_ACTIVE] and S[G_BM_N] < BM_CAP:   # for Luster
            S[G_BM + S[G_BM_N]] = card
            S[G_BM_N] += 1
        fire_rows(S, CT, AB, PR, rng, p, card, trig, -1, L, ak)
        to_trash(S, p, card)
        soul = S[G_SOULPAY]
        run_pending(S, CT, AB, PR, rng, L, ak)
        S[G_SOULPAY] = soul                 # (on_magic watchers: "if the Soul Core was paid")
        fire_watchers(S, CT, AB, PR, rng, p, TR_ON_MAGIC, card, -1, L, ak)
    else:
        S[G_ASCENDED] = -1
        ascend(S, CT, AB, PR, rng, p, card, L, ak)          # Ascend's extra cost, if it has one
        s = add_to_field(S, CT, p, card)
        if s < 0:
            to_trash(S, p, card)
            return
        need = lv1_cost(CT, card)
        for i in range(need):
            take_core(S, CT, p, s, L)
        note_levels(S, CT, p)
        log(L, EV_PLAY, p, card, cost, need)
        fire(S, CT, AB, PR, rng, p, s, TR_DEPLOYED if t == T_NEXUS else TR_SUMMONED, L, ak)
        if t != T_NEXUS and S[G_WINNER] < 0:
            fire_watchers(S, CT, AB, PR, rng, p, TR_ON_OWN_SUMMONED, card, s, L, ak)
            fire_watchers(S, CT, AB, PR, rng, 1 - p, TR_ON_OPP_SUMMONED, card, -1, L, ak)
            if CT[card, C_FX] & FX_SUMMON:                    # the opponent's burst
                run_pending(S, CT, AB, PR, rng, L, ak)
                fire_burst(S, CT, AB, PR, rng, 1 - p, TR_BURST_SUMMONED, L, ak)
    S[G_SOULPAY] = 0
    run_pending(S, CT, AB, PR, rng, L, ak)


@kernel()
def set_burst(S, CT, p, h, L):
    """Set hand card h face down as p's burst (keywords.md, Burst); a burst already
    set goes to the trash."""
    b = pb(p)
    card = take_from_hand(S, p, h)
    if S[b + P_BURST] > 0:
        to_trash(S, p, S[b + P_BURST] - 1)
    S[b + P_BURST] = card + 1
    log(L, EV_BURST_SET, p, 0, 0, 0)
