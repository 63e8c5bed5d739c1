"""The phases of an SVE game that no pilot drives (6.2, 7.2, 7.4): setup, the
start phase, the end phase, and the record a game leaves. The main phase, whose
actions the pilots choose, is mainphase.py; game.py plays whole games and
batches with both, audit.py the same games with checks between turns, and the
expert pilot its simulated next turns."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel

from decksim.core.rng import randint, seed_state, shuffle_range
from decksim.core.sve import vocab as V
from decksim.core.sve.capacities import MAX_PP, START_EP_SECOND
from decksim.core.sve.actions import quick_window
from decksim.core.sve.costs import discard_card
from decksim.core.sve.timing import confirmation_timing, timing_after_triggers
from decksim.core.sve.delayed import delayed_end_phase, destroy_at_end_phase, return_at_end
from decksim.core.sve import decide
from decksim.core.sve.cardinfo import kw_of, recount_auras
from decksim.core.sve.rules import (
    EV_ENGAGE, EV_MULLIGAN, EV_TURN, deck_put_bottom, draw, engage_card, log, remove_hand, trigger_field,
)
from decksim.core.sve.records import (
    R_BAD, R_EP_LEFT, R_EP_USED, R_EVOLVES, R_FACE_DMG, R_FIRST, R_FIRST_EVO, R_LEADER, R_MULL,
    R_P0, R_PLAYED, R_PN, R_PP_SPENT, R_REASON, R_TURNS, R_WINNER,
)
from decksim.core.sve.tables import C_FRONT, C_KW, C_ON_MASK, C_TOKEN
from decksim.core.sve.state import (
    DECK, G_BAD, EVO, EVO_USED, F_CARD, F_ENG, F_NO_REFRESH, F_TATK, F_TDEF, F_TKW, G_ACTIVE, G_DELAYED,
    G_EXTRA_TURN, G_RESTRICT, G_SILENCED, G_FIRST, G_KW_ABSENT, G_TRIG_ABSENT, G_PHASE, G_REASON, G_TURN, G_UID, G_WINNER,
    HAND_LIMIT, P_CARDS_PLAYED, P_DECK_N, P_DMG_FACE, P_EP, P_EP_USED, P_EVO_N, P_EVOLVES,
    P_EVOLVED_AT, P_FIRST_EVO, P_FIELD_N, P_HAND_N, P_LEADER, P_LOST_DEF, P_MAXPP, P_MULLIGAN,
    P_FIRSTS, P_PLAYED, P_PP, P_PP_SPENT, P_START_PHASE, P_TURNS, PH_END, PH_MAIN, SCRATCH, fo,
    pb,
)

TURN_CAP = 200   # total turns; decks run out long before (15.2 safety net)
DECK_STREAM = np.uint64(0xD1B54A32D192ED03)   # odd: deck p's stream key is (p + 1) times it


@kernel(inline=True, r=nbt.int64, tm=nbt.int64, km=nbt.int64)
def _or_masks(CT, r, tm, km):
    return tm | CT[r, C_ON_MASK], km | CT[r, C_KW]


@kernel()
def absent_masks(decks, deck_n, evos, evo_n, CT):
    """(trigger bits, keyword bits) no card of the game has (C_ON_MASK, C_KW as printed):
    no card of either deck or evolve deck, nor the other face of an evolve-deck card
    (C_FRONT), nor any token (the cards a game can bring onto a field)."""
    tm = 0
    km = 0
    for p in range(2):
        for i in range(deck_n[p]):
            tm, km = _or_masks(CT, decks[p, i], tm, km)
        for i in range(evo_n[p]):
            tm, km = _or_masks(CT, evos[p, i], tm, km)
    for r in range(CT.shape[0]):
        if CT[r, C_TOKEN] != 0:
            tm, km = _or_masks(CT, r, tm, km)
        elif CT[r, C_FRONT] != r:   # a back face: in the game if its front face is
            for p in range(2):
                for i in range(evo_n[p]):
                    if evos[p, i] == CT[r, C_FRONT]:
                        tm, km = _or_masks(CT, r, tm, km)
    return ~tm, ~km


@kernel()
def setup_game(S, rng, decks, deck_n, evos, evo_n, first, CT, PR, L):
    """6.2.1: decks shuffled, first player, 4 cards, mulligans, PP 0, EP 0 / 3, defense 20.
    Each deck is shuffled from a stream of its own, derived from the game's stream
    and the deck's slot (a / b), which the game's stream then goes on from
    untouched: a deck's order depends on the seed and its own cards alone, so two
    lists compared on the same seeds meet the same opponent shuffles, whatever
    their sizes (decksim compare)."""
    for i in range(SCRATCH + 1):   # the game and an empty scratch stack (a loop:
        S[i] = 0                   # slice assignment is slow in numba)
    S[G_WINNER] = -1
    S[G_UID] = 1
    S[G_TRIG_ABSENT], S[G_KW_ABSENT] = absent_masks(decks, deck_n, evos, evo_n, CT)
    r0 = rng[0]
    r1 = rng[1]
    for p in range(2):
        b = pb(p)
        for i in range(deck_n[p]):
            S[b + DECK + i] = decks[p, i]
        S[b + P_DECK_N] = deck_n[p]
        seed_state(rng, r0 ^ (np.uint64(p + 1) * DECK_STREAM), r1 + np.uint64(p + 1))
        shuffle_range(S, b + DECK, deck_n[p], rng)          # 6.2.1.4
        for i in range(evo_n[p]):
            S[b + EVO + i] = evos[p, i]
            S[b + EVO_USED + i] = 0
        S[b + P_EVO_N] = evo_n[p]
        S[b + P_LEADER] = 20                                 # 6.2.1.11
        S[b + P_LOST_DEF] = -1
        S[b + P_EVOLVED_AT] = -1
    rng[0] = r0                                              # the game's own stream again
    rng[1] = r1
    if first < 0:
        first = randint(rng, 2)                               # 6.2.1.6
    S[G_FIRST] = first
    S[G_ACTIVE] = first
    for k in range(2):
        p = first if k == 0 else 1 - first
        for _ in range(4):                                    # 6.2.1.7
            draw(S, CT, p, L)
    for k in range(2):                                        # 6.2.1.8
        p = first if k == 0 else 1 - first
        b = pb(p)
        mull = decide.mulligan(S, CT, PR[p], rng, p)
        log(L, EV_MULLIGAN, p, 1 if mull else 0, 0, 0)
        if mull:
            S[b + P_MULLIGAN] = 1
            while S[b + P_HAND_N] > 0:
                deck_put_bottom(S, CT, p, remove_hand(S, p, 0))
            for _ in range(4):
                draw(S, CT, p, L)
    S[pb(first) + P_EP] = 0                                   # 6.2.1.10
    S[pb(1 - first) + P_EP] = START_EP_SECOND


@kernel()
def start_turn(S, CT, AB, EF, FL, PR, rng, L):
    p = S[G_ACTIVE]
    b = pb(p)
    S[G_TURN] += 1
    S[b + P_TURNS] += 1
    if S[G_SILENCED] != 0:   # a silence may have ended: its card's auras are back
        recount_auras(S, CT, 0)
        recount_auras(S, CT, 1)
    r = (S[G_RESTRICT] >> (4 * p)) & 15        # restrictions from the opponent (BP05-006)
    if S[b + P_MAXPP] < MAX_PP and (r & V.RESTRICT_NO_PP) == 0:   # 7.2.1
        S[b + P_MAXPP] += 1
    S[b + P_PP] = S[b + P_MAXPP]                              # 7.2.2
    for s in range(S[b + P_FIELD_N]):                         # 7.2.3
        if S[fo(p, s) + F_NO_REFRESH] != S[b + P_TURNS]:      # (BP06-056: not this once)
            S[fo(p, s) + F_ENG] = 0
    S[pb(0) + P_PLAYED] = 0                                   # "this turn" (13.2.1)
    S[pb(1) + P_PLAYED] = 0
    S[pb(0) + P_FIRSTS] = 0                                   # "each turn" (BP09-036)
    S[pb(1) + P_FIRSTS] = 0
    log(L, EV_TURN, p, S[G_TURN], S[b + P_MAXPP], S[b + P_PP])
    S[b + P_START_PHASE] = 1          # draws now are not "outside your start phase"
    if not (p == S[G_FIRST] and S[b + P_TURNS] == 1) and \
            (r & V.RESTRICT_NO_DRAW) == 0:                    # 7.2.4, 7.2.4.1
        draw(S, CT, p, L)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)       # 7.2.5
    S[b + P_START_PHASE] = 0
    S[G_PHASE] = PH_MAIN
    trigger_field(S, CT, AB, FL, p, V.TRIG_MAIN_PHASE, -1, -1, -1)   # 7.3.1
    trigger_field(S, CT, AB, FL, 1 - p, V.TRIG_ENEMY_MAIN, -1, -1, -1)
    timing_after_triggers(S, CT, AB, EF, FL, PR, rng, L)     # 7.3.2


@kernel()
def end_turn(S, CT, AB, EF, FL, PR, rng, L):
    p = S[G_ACTIVE]
    b = pb(p)
    S[G_PHASE] = PH_END
    if S[G_DELAYED] != 0:
        delayed_end_phase(S, CT, p, L)                             # 10.7.5 (BP01-056)
        destroy_at_end_phase(S, CT, AB, FL, p, L)                  # BP09-T02
    trigger_field(S, CT, AB, FL, p, V.TRIG_END_PHASE, -1, -1, -1)    # 7.4.1
    return_at_end(S, CT, AB, FL, p, L)                        # (BP08-106)
    confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)       # 7.4.2
    if S[G_WINNER] >= 0:
        return
    # 7.4.3: engage Ward followers so they protect during the opponent's turn
    for s in range(S[b + P_FIELD_N]):
        o = fo(p, s)
        if S[o + F_ENG] == 0 and (kw_of(S, CT, p, s) & V.KW_WARD) != 0:
            if decide.ward_engage(S, PR[p], rng):
                engage_card(S, CT, AB, FL, p, s)   # 5.3.1: it becomes engaged (BP09-108)
                log(L, EV_ENGAGE, p, S[o + F_CARD], 1, 0)
    timing_after_triggers(S, CT, AB, EF, FL, PR, rng, L)     # 7.4.4
    quick_window(S, CT, AB, EF, FL, PR, rng, L)              # 7.4.5-7.4.6
    if S[G_WINNER] >= 0:
        return
    while S[b + P_HAND_N] > HAND_LIMIT and S[G_WINNER] < 0:   # 7.4.7, repeated
        while S[b + P_HAND_N] > HAND_LIMIT:                   # while discard triggers draw
            i = decide.discard(S, CT, PR[p], rng, p)
            discard_card(S, CT, AB, FL, p, i, L, 2)
        confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)
    for q in range(2):                                        # 7.4.8
        for s in range(S[pb(q) + P_FIELD_N]):
            o = fo(q, s)
            S[o + F_TATK] = 0
            S[o + F_TDEF] = 0
            S[o + F_TKW] = 0
    S[G_RESTRICT] &= ~(15 << (4 * p))   # p's restrictions lasted through this turn
    if S[G_EXTRA_TURN] == p + 1:                              # 5.27
        S[G_EXTRA_TURN] = 0
    else:
        S[G_ACTIVE] = 1 - p                                   # 7.4.9


@kernel(out=nbt.int32[::1])
def write_record(S, out):
    out[R_WINNER] = S[G_WINNER]
    out[R_REASON] = S[G_REASON]
    out[R_TURNS] = S[G_TURN]
    out[R_FIRST] = S[G_FIRST]
    out[R_BAD] = S[G_BAD]
    for p in range(2):
        b = pb(p)
        o = R_P0 + p * R_PN
        out[o + R_MULL] = S[b + P_MULLIGAN]
        out[o + R_LEADER] = S[b + P_LEADER]
        out[o + R_PP_SPENT] = S[b + P_PP_SPENT]
        out[o + R_EP_USED] = S[b + P_EP_USED]
        out[o + R_EVOLVES] = S[b + P_EVOLVES]
        out[o + R_PLAYED] = S[b + P_CARDS_PLAYED]
        out[o + R_FACE_DMG] = S[b + P_DMG_FACE]
        out[o + R_FIRST_EVO] = S[b + P_FIRST_EVO]
        out[o + R_EP_LEFT] = S[b + P_EP]
