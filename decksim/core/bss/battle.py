"""The Attack Step (7-7) and its battles (8-1): declare an attack by
exhausting a refreshed spirit, Flash Timings before and after the block
(defender first, until both pass in a row), the block, and the battle's
resolution: life damage equal to the attacker's symbols, or the BP comparison.
An attack an effect aimed at an exhausted spirit (aim.py) has no block: that
spirit's battle is fought as if it had blocked (aimed_battle)."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.aim import aim_granted
from decksim.core.bss.action_codes import A_ATTACK, A_AWAKEN, A_BLOCK, A_END, A_FLASH
from decksim.core.bss.cores import awaken, lose_life
from decksim.core.bss.costs import can_afford
from decksim.core.bss.keywords import (
    awaken_actions, curse_end, luster_returns, on_attack, on_block, on_life_hit, swift_actions,
)
from decksim.core.bss.destruction import cores_off, destroy, exhaust, HOW_BATTLE
from decksim.core.bss.triggers import fire, fire_burst, fire_watchers, run_pending
from decksim.core.bss.kernel import kernel
from decksim.core.bss.play import play_card
from decksim.core.bss.state import (
    EV_ATTACK, EV_BLOCK, F_CARD, F_CORES, F_EXH, F_FLAGS, FL_BLOCK_EXH, FL_LV1_BATTLE, FL_NO_ATTACK,
    FL_NO_BLOCK, FL_UNBLOCKABLE, fs, F_UID, G_ACTIVE, G_AIM, G_ATK, G_BLK, G_BM_N, G_COUNT, G_DOOM,
    G_FORCED, G_HIT, G_LUSTER, G_TURN_ATTACKS, G_WINNER, log, P_AIM_ROW, P_ATTACKS, P_ATTACK_TAX,
    pb, P_BLOCKS, P_DMG, P_FIELD_N, P_HAND, P_HAND_N,
)
from decksim.core.bss.tables import (
    C_COLOURS, C_NSYM, C_TIMING, C_TYPE, D_RESERVE, KW_CONFRONT, KW_CURSE, KW_LUSTER,
    OP_BLOCK_FX_ON_ATTACK, OP_CANT_ATTACK, OP_CANT_BLOCK, T_MAGIC, TM_FLASH, TR_ATTACKS,
    TR_ATTACKS_OR_BLOCKS, TR_BATTLE_END, TR_BLOCKS, TR_BURST_LOSE_LIFE, TR_FLASH, TR_ON_BLOCKED,
    TR_ON_BP_WIN, TR_ON_LIFE_HIT, TR_ON_LOSE_LIFE, TR_ON_OWN_ATTACKS, TR_ON_OWN_BLOCKS, T_SPIRIT,
)
from decksim.core.bss.values import (
    aimed_at, any_in_force, barred, blocks_exhausted, bp_of, can_pay_tax, cant_block_it,
    extra_symbols, hits_nothing, kw, uid_slot,
)

ATTACKS_CAP = 64       # attacks in one Attack Step (refresh effects could loop)
FLASH_CAP = 24         # Flash effects used in one Flash Timing


@kernel()
def flash_actions(S, CT, AB, p, ak):
    """A_END (pass), each [Flash] card of p's hand it can pay for (12-2-1-5), each
    Swift spirit it can summon, each Awaken it can use (keywords.py)."""
    ak[0] = A_END
    n = np.int64(1)
    b = pb(p)
    for h in range(S[b + P_HAND_N]):
        c = S[b + P_HAND + h]
        if CT[c, C_TYPE] == T_MAGIC and CT[c, C_TIMING] & TM_FLASH \
                and can_afford(S, CT, AB, p, c):
            ak[n] = A_FLASH + h
            n += 1
    n = swift_actions(S, CT, AB, p, ak, n)
    return awaken_actions(S, CT, AB, p, ak, n)


@kernel()
def flash_timing(S, CT, AB, PR, rng, L, ak):
    """8-1-2-1, 8-1-4-1: the defending player first, then in turn, one Flash effect
    or a pass each; two passes in a row end it."""
    q = 1 - S[G_ACTIVE]
    passes = 0
    used = 0
    while passes < 2 and S[G_WINNER] < 0:
        n = flash_actions(S, CT, AB, q, ak) if used < FLASH_CAP else np.int64(1)
        a = ak[decide.action(S, CT, AB, PR, rng, q, ak, n, decide.DECIDE_FLASH)] if n > 1 \
            else A_END
        if a == A_END:
            passes += 1
        else:
            if a >= A_AWAKEN:
                awaken(S, CT, q, a - A_AWAKEN, L)
            else:
                play_card(S, CT, AB, PR, rng, q, a - A_FLASH, TR_FLASH, L, ak)
            used += 1
            passes = 0
        q = 1 - q


@kernel()
def block_actions(S, CT, AB, q, ak):
    """The defender's choices (8-1-3-1): each refreshed spirit; no block, unless the
    attacker has Confront and a block is possible."""
    n = np.int64(0)
    p = S[G_ACTIVE]
    free = S[G_ATK] >= 0 and S[fs(p, S[G_ATK]) + F_FLAGS] & FL_UNBLOCKABLE == 0
    for s in range(S[pb(q) + P_FIELD_N]):
        o = fs(q, s)
        if free and CT[S[o + F_CARD], C_TYPE] == T_SPIRIT \
                and (S[o + F_EXH] == 0 or S[o + F_FLAGS] & FL_BLOCK_EXH
                     or blocks_exhausted(S, CT, AB, q, s, S[fs(p, S[G_ATK]) + F_CORES])) \
                and S[o + F_FLAGS] & FL_NO_BLOCK == 0 \
                and not barred(S, CT, AB, q, s, OP_CANT_BLOCK) \
                and not cant_block_it(S, CT, AB, p, S[G_ATK], q, s):
            ak[n] = A_BLOCK + s
            n += 1
    if n == 0 or S[G_ATK] < 0 or not kw(S, CT, AB, p, S[G_ATK], KW_CONFRONT):
        ak[n] = A_END
        n += 1
    return n


@kernel()
def compare(S, CT, AB, PR, rng, p, q, t, L, ak):
    """The BP comparison (8-1-5-2) of p's attacking spirit (G_ATK) and q's spirit in
    slot t: the lower BP is destroyed, both on equal BP (8-1-6-1); then the cards
    watching a spirit of theirs win by BP (8-1-6-2; a tie: both did)."""
    a = S[G_ATK]
    ab = bp_of(S, CT, AB, p, a)
    bb = bp_of(S, CT, AB, q, t)
    ac = S[fs(p, a) + F_CARD]
    bc = S[fs(q, t) + F_CARD]
    uid = S[fs(q, t) + F_UID]
    if ab <= bb:
        destroy(S, CT, AB, p, a, HOW_BATTLE, q, L)
    if bb <= ab and uid_slot(S, q, uid) >= 0:
        destroy(S, CT, AB, q, uid_slot(S, q, uid), HOW_BATTLE, p, L)
    if ab >= bb:
        S[G_COUNT] = bb                                       # (the BP it beat: SF_BP_BEATEN)
        fire_watchers(S, CT, AB, PR, rng, p, TR_ON_BP_WIN, ac, S[G_ATK], L, ak)
    if bb >= ab:
        S[G_COUNT] = ab
        fire_watchers(S, CT, AB, PR, rng, q, TR_ON_BP_WIN, bc, uid_slot(S, q, uid), L, ak)


@kernel()
def aimed_battle(S, CT, AB, PR, rng, L, ak):
    """The rest of a battle whose attack an effect aimed at one of the opponent's
    exhausted spirits (aim.py), after its first Flash Timing (8-1-2). decksim fights it
    as if that spirit had blocked, without a block (docs/cards.md, attack_spirit): no
    Block Step, so neither that spirit's block effects (When Blocks, While Blocks, the
    watchers of blocks) nor the attacker's when-blocked ones (Curse, Gale, on_blocked)
    happen; the Flash Timing after a block (8-1-4); the BP comparison (8-1-5-2, 8-1-6)
    and no Life damage. When that spirit has left the field or been refreshed, the
    battle ends with nothing more."""
    q = 1 - S[G_ACTIVE]
    t = aimed_at(S)
    if t < 0 or S[fs(q, t) + F_EXH] == 0:
        return
    flash_timing(S, CT, AB, PR, rng, L, ak)                   # 8-1-4
    if S[G_WINNER] >= 0 or S[G_ATK] < 0:
        return
    t = aimed_at(S)
    if t < 0 or S[fs(q, t) + F_EXH] == 0:
        return
    compare(S, CT, AB, PR, rng, S[G_ACTIVE], q, t, L, ak)
    run_pending(S, CT, AB, PR, rng, L, ak)


@kernel()
def fight(S, CT, AB, PR, rng, s, L, ak):
    """One attack of the turn player's spirit in slot s, to its battle's resolution (8-1-1
    .. 8-1-6)."""
    p = S[G_ACTIVE]
    q = 1 - p
    S[G_ATK] = s
    S[G_BLK] = -1
    S[G_AIM] = 0
    S[G_HIT] = 0
    exhaust(S, CT, p, s)                                      # 8-1-1-1
    if S[pb(p) + P_ATTACK_TAX]:
        cores_off(S, p, s, 1, D_RESERVE)
    S[G_LUSTER] = 1 if kw(S, CT, AB, p, s, KW_LUSTER) else 0
    S[G_BM_N] = 0
    S[pb(p) + P_ATTACKS] += 1
    S[G_TURN_ATTACKS] += 1
    log(L, EV_ATTACK, p, S[fs(p, s) + F_CARD], bp_of(S, CT, AB, p, s), 0)
    fire(S, CT, AB, PR, rng, p, s, TR_ATTACKS, L, ak)         # 8-1-1-2
    if S[pb(p) + P_AIM_ROW] > 0:                              # a When Attacks given this turn
        aim_granted(S, CT, AB, PR, rng, p, L, ak)
    if any_in_force(S, CT, AB, p, OP_BLOCK_FX_ON_ATTACK):
        fire(S, CT, AB, PR, rng, p, s, TR_BLOCKS, L, ak)
    if S[G_ATK] >= 0:
        fire(S, CT, AB, PR, rng, p, S[G_ATK], TR_ATTACKS_OR_BLOCKS, L, ak)
    if S[G_ATK] >= 0:
        on_attack(S, CT, AB, p, S[G_ATK], L)                  # Crush, Raid
    if S[G_ATK] >= 0:
        fire_watchers(S, CT, AB, PR, rng, p, TR_ON_OWN_ATTACKS, S[fs(p, S[G_ATK]) + F_CARD],
                      S[G_ATK], L, ak)
    run_pending(S, CT, AB, PR, rng, L, ak)
    if S[G_WINNER] >= 0 or S[G_ATK] < 0:
        return
    flash_timing(S, CT, AB, PR, rng, L, ak)                   # 8-1-2
    if S[G_WINNER] >= 0 or S[G_ATK] < 0:
        return
    if S[G_AIM] > 0:                                          # aimed at a spirit: no block
        aimed_battle(S, CT, AB, PR, rng, L, ak)
        return
    n = block_actions(S, CT, AB, q, ak)                       # 8-1-3
    a = ak[decide.action(S, CT, AB, PR, rng, q, ak, n, decide.DECIDE_BLOCK)] if n > 1 else ak[0]
    if a != A_END:
        bs = a - A_BLOCK
        S[G_BLK] = bs
        exhaust(S, CT, q, bs)
        S[pb(q) + P_BLOCKS] += 1
        log(L, EV_BLOCK, q, S[fs(q, bs) + F_CARD], bp_of(S, CT, AB, q, bs), 0)
        if S[G_ATK] >= 0:
            on_block(S, CT, AB, PR, rng, p, S[G_ATK], q, bs, L, ak)   # Gale
        fire(S, CT, AB, PR, rng, q, bs, TR_BLOCKS, L, ak)     # 8-1-3-2
        if S[G_BLK] >= 0:
            fire(S, CT, AB, PR, rng, q, S[G_BLK], TR_ATTACKS_OR_BLOCKS, L, ak)
        if S[G_ATK] >= 0:
            fire_watchers(S, CT, AB, PR, rng, p, TR_ON_BLOCKED, S[fs(p, S[G_ATK]) + F_CARD],
                          S[G_ATK], L, ak)
        if S[G_BLK] >= 0:
            fire_watchers(S, CT, AB, PR, rng, q, TR_ON_OWN_BLOCKS, S[fs(q, S[G_BLK]) + F_CARD],
                          S[G_BLK], L, ak)
        run_pending(S, CT, AB, PR, rng, L, ak)
        if S[G_WINNER] >= 0:
            return
        flash_timing(S, CT, AB, PR, rng, L, ak)               # 8-1-4
        if S[G_WINNER] >= 0:
            return
        if S[G_ATK] < 0 or S[G_BLK] < 0:                     # 8-1-5-2-1
            return
        ac = S[fs(p, S[G_ATK]) + F_CARD]
        # Curse, or an effect dooming the blocker (OP_DOOM_BLOCKER): the same end
        cursed = kw(S, CT, AB, p, S[G_ATK], KW_CURSE) or S[G_DOOM] == 1
        compare(S, CT, AB, PR, rng, p, q, S[G_BLK], L, ak)   # 8-1-5-2, 8-1-6
        curse_end(S, CT, AB, p, cursed, CT[ac, C_COLOURS], q, S[G_BLK], L)    # 8-1-7
        run_pending(S, CT, AB, PR, rng, L, ak)
    else:
        log(L, EV_BLOCK, q, -1, 0, 0)
        if S[G_ATK] >= 0:                                     # 8-1-5-1
            ac = S[fs(p, S[G_ATK]) + F_CARD]
            k = np.int64(0) if hits_nothing(S, CT, AB, p, S[G_ATK]) else \
                lose_life(S, q, CT[ac, C_NSYM] + extra_symbols(S, CT, AB, p, S[G_ATK], -1), L)
            S[pb(p) + P_DMG] += k
            if k > 0 and S[G_WINNER] < 0:
                S[G_HIT] = 1
                on_life_hit(S, CT, AB, p, S[G_ATK], L)            # Blessed
                fire_watchers(S, CT, AB, PR, rng, p, TR_ON_LIFE_HIT, ac, S[G_ATK], L, ak)
                fire_watchers(S, CT, AB, PR, rng, q, TR_ON_LOSE_LIFE, -1, -1, L, ak)
                fire_burst(S, CT, AB, PR, rng, q, TR_BURST_LOSE_LIFE, L, ak)
                run_pending(S, CT, AB, PR, rng, L, ak)


@kernel()
def battle(S, CT, AB, PR, rng, s, L, ak):
    """One attack of the turn player's spirit in slot s, to the end of its battle
    (8-1): the battle-end effects of the attacker (8-1-7-1), then no spirit is
    attacking or blocking any more (8-1-7-2)."""
    fight(S, CT, AB, PR, rng, s, L, ak)
    if S[G_WINNER] < 0:
        luster_returns(S, S[G_ACTIVE], L)
    if S[G_WINNER] < 0 and S[G_ATK] >= 0:
        fire(S, CT, AB, PR, rng, S[G_ACTIVE], S[G_ATK], TR_BATTLE_END, L, ak)
        run_pending(S, CT, AB, PR, rng, L, ak)
    S[G_ATK] = -1
    S[G_BLK] = -1
    S[G_DOOM] = 0
    S[G_AIM] = 0
    for q in range(2):                                        # "during the battle" ends
        for x in range(S[pb(q) + P_FIELD_N]):
            S[fs(q, x) + F_FLAGS] &= ~FL_LV1_BATTLE


@kernel(inline=True)
def can_attack(S, CT, AB, p, s):
    """p's spirit in slot s can attack now (8-1-1-1: refreshed; no effect forbids it)."""
    o = fs(p, s)
    return CT[S[o + F_CARD], C_TYPE] == T_SPIRIT and S[o + F_EXH] == 0 \
        and S[o + F_FLAGS] & FL_NO_ATTACK == 0 \
        and not barred(S, CT, AB, p, s, OP_CANT_ATTACK) and can_pay_tax(S, CT, p, s)


@kernel()
def attack_actions(S, CT, AB, p, ak):
    """A_END and an attack by each spirit of p that can attack (8-1-1-1); for the step's
    first attack only by the spirit an OP_FIRST_ATTACKER effect selected (G_FORCED),
    when that one can attack."""
    ak[0] = A_END
    n = np.int64(1)
    if S[G_FORCED] > 0 and S[G_TURN_ATTACKS] == 0:
        f = uid_slot(S, p, S[G_FORCED] - 1)
        if f >= 0 and can_attack(S, CT, AB, p, f):
            ak[1] = A_ATTACK + f
            return np.int64(2)
    for s in range(S[pb(p) + P_FIELD_N]):
        if can_attack(S, CT, AB, p, s):
            ak[n] = A_ATTACK + s
            n += 1
    return n
