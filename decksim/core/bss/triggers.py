"""When effects happen (9-1, 9-4): the rows a trigger fires on a card (at its
level; once per turn, 12-3-1), the cards watching an event, the owner's set
burst, the queue of destroyed and summoned cards resolved in order once an
effect is done (run_pending), and the effects at the start of a step."""
import numpy as np

from decksim.core.bss import decide
from decksim.core.bss.cores import level_of, pay, to_trash
from decksim.core.bss.costs import can_afford, cost_of
from decksim.core.bss.destruction import (
    CORES_UNIT, deplete, IN_BATTLE, SILENT_FLAG, SOUL_FLAG,
)
from decksim.core.bss.effects import cond_ok, resolve
from decksim.core.bss.values import spent_once, use_once
from decksim.core.bss.filters import card_matches, has_kw
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    EV_BURST, F_CARD, fs, F_UID, G_ACTIVE, G_COUNT, G_EV_BY, G_EV_CARD, G_EV_S, G_PQ, G_PQ_N,
    G_SKIP_HI, G_SKIP_LO, G_SOULPAY, G_WINNER, log, pb, P_BURST, P_BURSTS, P_FIELD_N, PQ_W,
    QE_CRUSHED, QE_DRAINED, QE_DREW, QE_LIFE_UP, QE_RETURNED, QE_SUMMONED,
)
from decksim.core.bss.tables import (
    A_COST, A_EFF, A_FILT, A_OP, A_STEP, A_THEN, A_TRIG, C_AB0, C_ABN, C_FX, FX_SUMMON, OP_WHEN,
    SF_OR_SELF, SF_OTHER, SF_SELF, TR_BURST_DESTROYED, TR_BURST_SUMMONED, TR_DESTROYED,
    TR_DESTROYED_BY_OPP, TR_FLASH, TR_MAIN, TR_ON_CRUSHED, TR_ON_LIFE_UP, TR_ON_OPP_DRAINED,
    TR_ON_OPP_DRAW, TR_ON_OPP_EXHAUSTED, TR_ON_OPP_RETURNED, TR_ON_OPP_SUMMONED,
    TR_ON_OWN_DESTROYED, TR_ON_OWN_EXHAUSTED, TR_ON_OWN_SUMMONED, TR_STEP, TR_SUMMONED,
)
from decksim.core.bss.values import lv1_lost, row_active

PENDING_ROUNDS = 4    # queue-then-deplete rounds after one effect (run_pending)


@kernel(inline=True)
def skipped(S, k):
    """Row k is in the option an OP_ONE_OF row did not take."""
    return k >= S[G_SKIP_LO] and k < S[G_SKIP_HI]


@kernel()
def fire(S, CT, AB, PR, rng, p, s, trig, L, ak):
    """Player p's card in slot s meets trigger `trig` (9-1-5): its rows for it that
    are active at the card's level resolve in card order (1-4-7)."""
    card = S[fs(p, s) + F_CARD]
    lv = level_of(S, CT, p, s)          # the level when it triggered: a cost may lower it
    skip = np.int64(0)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            return
        if s >= S[pb(p) + P_FIELD_N] or S[fs(p, s) + F_CARD] != card:
            return                      # 9-1-5-5: it left the field meanwhile
        if AB[k, A_TRIG] == trig and spent_once(S, AB, p, s, k):
            skip = AB[k, A_EFF]
        if AB[k, A_TRIG] == trig and AB[k, A_EFF] != skip and row_active(AB, k, lv) \
                and not lv1_lost(S, CT, AB, p, s, k) and not skipped(S, k):
            if not resolve(S, CT, AB, PR, rng, p, s, k, L, ak) and AB[k, A_COST]:
                skip = AB[k, A_EFF]     # an unpaid cost: the rest of its effect is not done
            else:
                use_once(S, AB, p, s, k)


@kernel()
def fire_rows(S, CT, AB, PR, rng, p, card, trig, lv, L, ak):
    """The rows for `trig` of a card off the field (a magic being used, a
    destroyed card at level lv, a burst), in card order (1-4-7)."""
    skip = np.int64(0)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            return
        if AB[k, A_TRIG] == trig and AB[k, A_EFF] != skip and (lv < 0 or row_active(AB, k, lv)) \
                and not skipped(S, k):
            if not resolve(S, CT, AB, PR, rng, p, -1, k, L, ak) and AB[k, A_COST]:
                skip = AB[k, A_EFF]


@kernel()
def event_passes(S, CT, AB, k, card, es, s, p):
    """The event's card (`card`, in p's slot es or off the field: -1) passes the
    event filter row k (OP_WHEN) of the watcher in p's slot s; on the field, a
    keyword filter (`has`) counts the keyword at the card's level."""
    f = AB[k, A_FILT]
    if f & SF_OR_SELF and es == s:
        return True
    if (f & SF_SELF and es != s) or (f & SF_OTHER and es == s):
        return False
    if es >= 0 and not has_kw(S, CT, AB, k, p, es):
        return False
    return card < 0 or card_matches(CT, AB, k, card)


@kernel()
def fire_watchers(S, CT, AB, PR, rng, p, trig, card, es, L, ak):
    """Player p's field cards whose rows watch event `trig` (TR_ON_*): each row
    active at its card's level, in its step (A_COND), resolves when the event's
    card (`card`, in slot es, -1 off the field or none) passes the effect's event
    filter: its OP_WHEN row, or else the row's own filters. While they resolve,
    W_IT selects the event's card."""
    s = np.int64(0)
    while s < S[pb(p) + P_FIELD_N] and S[G_WINNER] < 0:
        c = S[fs(p, s) + F_CARD]
        lv = level_of(S, CT, p, s)
        skip = np.int64(0)
        gated = np.int64(0)
        for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            e = AB[k, A_EFF]
            if AB[k, A_TRIG] == trig and spent_once(S, AB, p, s, k):
                skip = e
            if AB[k, A_TRIG] != trig or e == skip or not row_active(AB, k, lv) \
                    or lv1_lost(S, CT, AB, p, s, k) or skipped(S, k):
                continue
            if AB[k, A_OP] == OP_WHEN:
                if event_passes(S, CT, AB, k, card, es, s, p) and cond_ok(S, CT, AB, p, s, k):
                    gated = e
                else:
                    skip = e
                continue
            if gated != e and card >= 0 and not (card_matches(CT, AB, k, card) and (
                    es < 0 or has_kw(S, CT, AB, k, p, es))):
                continue
            S[G_EV_S] = es
            S[G_EV_CARD] = card
            if not resolve(S, CT, AB, PR, rng, p, s, k, L, ak) and AB[k, A_COST]:
                skip = e
            else:
                use_once(S, AB, p, s, k)
            S[G_EV_S] = -1
            S[G_EV_CARD] = -1
        s += 1


@kernel()
def fire_burst(S, CT, AB, PR, rng, q, trig, L, ak):
    """Player q's set burst whose event (trig) came: its burst effect resolves
    for free, then q may pay its cost to use its [Flash] or [Main] effect (the
    burst row's A_DEST); the card goes to the trash (keywords.md, Burst)."""
    b = pb(q)
    card = S[b + P_BURST] - 1
    if card < 0:
        return
    first = np.int64(-1)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_TRIG] == trig:
            first = k
            break
    if first < 0:
        return
    S[b + P_BURST] = 0
    S[b + P_BURSTS] += 1
    S[G_SOULPAY] = 0
    then = AB[first, A_THEN]
    paid = S[G_WINNER] < 0 and (then == TR_FLASH or then == TR_MAIN)
    log(L, EV_BURST, q, card, 0, 0)
    fire_rows(S, CT, AB, PR, rng, q, card, trig, -1, L, ak)
    if paid and S[G_WINNER] < 0 and can_afford(S, CT, AB, q, card) \
            and decide.pay_follow_up(S, CT, AB, PR, rng, q, card, then):
        log(L, EV_BURST, q, card, 1, 0)
        pay(S, CT, q, cost_of(S, CT, AB, q, card), L)
        fire_rows(S, CT, AB, PR, rng, q, card, then, -1, L, ak)
    to_trash(S, q, card)


@kernel()
def summoned(S, CT, AB, PR, rng, p, card, uid, L, ak):
    """A spirit an effect summoned: its When Summoned effects, p's cards watching, the
    opponent's burst (as play.play_card does for a card from the hand)."""
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fs(p, s) + F_UID] == uid:
            fire(S, CT, AB, PR, rng, p, s, TR_SUMMONED, L, ak)
            if s < S[pb(p) + P_FIELD_N] and S[fs(p, s) + F_UID] == uid:
                fire_watchers(S, CT, AB, PR, rng, p, TR_ON_OWN_SUMMONED, card, s, L, ak)
            fire_watchers(S, CT, AB, PR, rng, 1 - p, TR_ON_OPP_SUMMONED, card, -1, L, ak)
            if CT[card, C_FX] & FX_SUMMON:
                fire_burst(S, CT, AB, PR, rng, 1 - p, TR_BURST_SUMMONED, L, ak)
            return


@kernel()
def resolve_queue(S, CT, AB, PR, rng, L, ak):
    """Resolve the queued events, oldest first (9-4-1): a destroyed card's When
    Destroyed (and By Opponent) effects, its owner's cards watching, its owner's
    burst; the events other cards watch."""
    i = np.int64(0)
    while i < S[G_PQ_N] and S[G_WINNER] < 0:
        e = G_PQ + i * PQ_W
        q = S[e + 1]
        card = S[e + 2]
        if S[e] >= QE_DREW:                         # events other cards watch
            kind = S[e]
            if kind == QE_DREW:
                fire_watchers(S, CT, AB, PR, rng, 1 - q, TR_ON_OPP_DRAW, -1, -1, L, ak)
            elif kind == QE_RETURNED:
                fire_watchers(S, CT, AB, PR, rng, 1 - q, TR_ON_OPP_RETURNED, card, -1, L, ak)
            elif kind == QE_LIFE_UP:
                fire_watchers(S, CT, AB, PR, rng, q, TR_ON_LIFE_UP, -1, -1, L, ak)
            elif kind == QE_CRUSHED:
                fire_watchers(S, CT, AB, PR, rng, 1 - q, TR_ON_CRUSHED, card, -1, L, ak)
            elif kind == QE_DRAINED:
                fire_watchers(S, CT, AB, PR, rng, 1 - q, TR_ON_OPP_DRAINED, card, -1, L, ak)
            else:
                fire_watchers(S, CT, AB, PR, rng, 1 - q, TR_ON_OPP_EXHAUSTED, card, -1, L, ak)
                fire_watchers(S, CT, AB, PR, rng, q, TR_ON_OWN_EXHAUSTED, card, -1, L, ak)
            i += 1
            continue
        if S[e] == QE_SUMMONED:
            S[G_SOULPAY] = S[e + 4]
            summoned(S, CT, AB, PR, rng, q, card, S[e + 3], L, ak)
            i += 1
            continue
        silent = (S[e + 3] // SILENT_FLAG) % 2 == 1
        lv = S[e + 3] % SOUL_FLAG
        by = S[e + 4] % IN_BATTLE
        S[G_SOULPAY] = (S[e + 3] // SOUL_FLAG) % 2
        if not silent:
            fire_rows(S, CT, AB, PR, rng, q, card, TR_DESTROYED, lv, L, ak)
        if by != q and not silent:
            fire_rows(S, CT, AB, PR, rng, q, card, TR_DESTROYED_BY_OPP, lv, L, ak)
        S[G_EV_BY] = S[e + 4]
        S[G_COUNT] = S[e + 3] // CORES_UNIT                  # (per rows: the cores it had)
        fire_watchers(S, CT, AB, PR, rng, q, TR_ON_OWN_DESTROYED, card, -1, L, ak)
        S[G_EV_BY] = -1
        if by != q:
            fire_burst(S, CT, AB, PR, rng, q, TR_BURST_DESTROYED, L, ak)
        i += 1


@kernel()
def run_pending(S, CT, AB, PR, rng, L, ak):
    """The queue resolved (resolve_queue), then what has too few cores depleted
    (10-2-2-5); again while a depletion queued an event (a spirit the opponent's
    effect drained), at most PENDING_ROUNDS times."""
    for r in range(PENDING_ROUNDS):
        resolve_queue(S, CT, AB, PR, rng, L, ak)
        S[G_PQ_N] = 0
        S[G_SOULPAY] = 0
        deplete(S, CT, AB, L)
        if S[G_PQ_N] == 0 or S[G_WINNER] >= 0:
            break
    S[G_PQ_N] = 0


@kernel()
def fire_step(S, CT, AB, PR, rng, step, L, ak):
    """7-2-1, 7-3-1, 7-4-1, 7-5-1, 7-6-1-1, 7-7-3-1, 7-9-1-1: the effects that happen at
    the start of `step` (TR_STEP rows, A_STEP), the turn player's cards first
    (9-1-5-8), then what they destroyed (run_pending)."""
    act = S[G_ACTIVE]
    for side in range(2):
        p = act if side == 0 else 1 - act
        s = np.int64(0)
        while s < S[pb(p) + P_FIELD_N] and S[G_WINNER] < 0:
            c = S[fs(p, s) + F_CARD]
            if CT[c, C_ABN] > 0:
                lv = level_of(S, CT, p, s)
                skip = np.int64(0)
                for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                    if AB[k, A_TRIG] == TR_STEP and AB[k, A_STEP] == step \
                            and spent_once(S, AB, p, s, k):
                        skip = AB[k, A_EFF]
                    if AB[k, A_TRIG] == TR_STEP and AB[k, A_STEP] == step \
                            and AB[k, A_EFF] != skip and row_active(AB, k, lv) \
                            and s < S[pb(p) + P_FIELD_N] and S[fs(p, s) + F_CARD] == c:
                        if not resolve(S, CT, AB, PR, rng, p, s, k, L, ak) and AB[k, A_COST]:
                            skip = AB[k, A_EFF]
                        else:
                            use_once(S, AB, p, s, k)
            s += 1
    run_pending(S, CT, AB, PR, rng, L, ak)
