"""Choose groups (5.17) and Confirmation Timing (10.5): pending automatic abilities
are played one by one, and a spell played for free by an effect resolves."""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve.counts import count_spell_played
from decksim.core.sve import decide
from decksim.core.sve import vocab as V
from decksim.core.sve.costs import once_spent, return_x_most
from decksim.core.sve.effects import RESOLVE_CAP, resolve_ability
from decksim.core.sve.fieldops import take_free_play
from decksim.core.sve.lookahead import lookahead
from decksim.core.sve.prerequisites import ability_cond_ok, cond_ok, selection_possible
from decksim.core.sve.rules import (
    EV_PLAY, LOG_COLS, end_game, log, rules_handling, spell_done, trigger_field,
)
from decksim.core.sve.state import (
    SCRIPT, SCRIPT_NEXT,
    END_CAP, G_ACTIVE, G_PEND_N, G_RESTRICT, G_WINNER, P_CARDS_PLAYED, P_FIRSTS, P_NEXT_DISC,
    P_PLAYED, PEND, PEND_COLS, PD_AB, PD_PLAYER, PD_SRC_CARD, PD_SRC_UID, PD_TRIG_CARD,
    PD_TRIG_UID, P_HAND_N, P_PP, P_X_PAID, pb,
)
from decksim.core.sve.tables import (
    A_AUX, A_AUX2, A_CARD, A_CHOOSE_FILT, A_E0, A_EN, A_MODE, A_OPT, A_TRIG, C_AB0, C_ABN,
    C_FIRSTS, CHOOSE_ELSE, CHOOSER_ENEMY, E_OP,
)


@kernel(out=nbt.int64[::1])
def mode_siblings(CT, AB, a, out):
    """Abilities of a's card in the same choose-one group (5.17)."""
    card = AB[a, A_CARD]
    n = 0
    for b in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[b, A_TRIG] == AB[a, A_TRIG] and AB[b, A_MODE] == AB[a, A_MODE]:
            out[n] = b
            n += 1
    return n


@kernel()
def _mode_count(S, CT, AB, FL, a, p, src_uid, src_card):
    """5.17.2 / 5.17.3.1: how many options of a's group may be chosen, judged now,
    when it is played (A_AUX of the group's first row, with the A_AUX2 condition)."""
    most = AB[a, A_AUX] % CHOOSER_ENEMY
    if most <= 1:
        return 1
    c = AB[a, A_AUX2]
    if c != 0 and not cond_ok(S, CT, FL, p, c & 127, c >> 8, (c >> 7) & 1, AB[a, A_CHOOSE_FILT],
                              src_uid, src_card, True):
        # "up to M, or up to N under the condition" (5.17.2; BP02-045): M, else one
        other = AB[a, A_AUX] // CHOOSE_ELSE
        return other if other > 1 else 1
    return most


@kernel(alloc=True)
def resolve_modes(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                  trig_card):
    """Choose the options of a choose group and resolve them in printed order (5.17.3,
    5.17.4); "choose up to N" (5.17.2) picks 1 to N distinct options."""
    sib = np.empty(8, np.int64)
    n = mode_siblings(CT, AB, a, sib)
    ok = np.empty(8, np.int64)
    k = 0
    for i in range(n):
        b = sib[i]
        if ability_cond_ok(S, CT, AB, FL, b, p, src_uid, src_card) and \
                selection_possible(S, CT, AB, FL, b, p, src_uid):
            ok[k] = b
            k += 1
    if k == 0:
        return False
    most = _mode_count(S, CT, AB, FL, sib[0], p, src_uid, src_card)
    # candidate choices as bitmasks over ok[]: single options, or subsets of 1..most
    masks = np.empty(1 << k, np.int64)
    m = 0
    for mask in range(1, 1 << k):
        c = 0
        for i in range(k):
            c += (mask >> i) & 1
        if c <= most:
            masks[m] = mask
            m += 1
    scores = np.zeros(m)
    chooser = p
    if (AB[sib[0], A_AUX] % CHOOSE_ELSE) >= CHOOSER_ENEMY:   # BP05-006: the opponent chooses
        chooser = 1 - p
    P = PR[chooser]
    nolog = np.zeros((1, LOG_COLS), np.int32)
    c = decide.dictated_mode(S, sib, n, ok, k, masks, m) if S[SCRIPT] > S[SCRIPT_NEXT] else -1
    if c < 0 and decide.simulates(P) and m > 1:
        for j in range(m):
            S2, r2 = lookahead(S, rng)
            for i in range(k):
                if (masks[j] >> i) & 1:
                    resolve_ability(S2, CT, AB, EF, FL, PR, r2, nolog, ok[i], p, src_uid,
                                    src_card, trig_uid, trig_card)
            rules_handling(S2, CT, AB, FL, nolog)
            scores[j] = decide.value(S2, CT, chooser, P)
            if S2[G_RESTRICT] != S[G_RESTRICT]:   # BP05-006: next-turn restrictions
                new = (S2[G_RESTRICT] & ~S[G_RESTRICT]) >> (4 * chooser)
                scores[j] -= decide.restriction_cost(S2, CT, P, chooser, new & 15)
    if c < 0:
        c = decide.mode(P, rng, scores, m)
    done = False
    for i in range(k):
        if ((masks[c] >> i) & 1) == 1 and S[G_WINNER] < 0:
            if resolve_ability(S, CT, AB, EF, FL, PR, rng, L, ok[i], p, src_uid, src_card,
                               trig_uid, trig_card):
                done = True
    return done


@kernel(inline=True)
def names_x(AB, EF, a):
    """Whether its player names an X as automatic ability a is played: a `pp_x` cost
    (BP06-099), or the number of cards its first effect, discard_any_draw, discards
    ("any number", BP09-020)."""
    return AB[a, A_OPT] == V.OPT_PP_X or AB[a, A_OPT] == V.OPT_RETURN_X or \
        (AB[a, A_EN] > 0 and EF[AB[a, A_E0], E_OP] == V.OP_DISCARD_ANY_DRAW)


@kernel(alloc=True)
def resolve_x_cost(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                   trig_card):
    """An automatic ability with a `pp_x` cost (BP06-099): as it is played its player
    names X, 0 to their play points (5.2.1.2.2, 10.6.2.2.2), then pays it (costs.pay_cost).
    A simulating pilot plays each X out on a look-ahead copy and keeps the best (of equal
    ones the least); one that does not names one at random. The X of a discard_any_draw
    (the cards discarded, 0 to the hand's; BP09-020) is named the same way: the player
    knows then all they will know when discarding."""
    b = pb(p)
    most = S[b + P_PP] if AB[a, A_OPT] == V.OPT_PP_X else S[b + P_HAND_N]
    if AB[a, A_OPT] == V.OPT_RETURN_X:   # the other cards it may return (CP01-003)
        most = return_x_most(S, CT, AB, FL, p, a, src_uid)
    P = PR[p]
    x = decide.dictated_x(S, most) if S[SCRIPT] > S[SCRIPT_NEXT] else -1
    if x < 0 and most > 0:
        if decide.simulates(P):
            nolog = np.zeros((1, LOG_COLS), np.int32)
            best = 0.0
            for v in range(most + 1):
                S2, r2 = lookahead(S, rng)
                S2[b + P_X_PAID] = v + 1
                resolve_ability(S2, CT, AB, EF, FL, PR, r2, nolog, a, p, src_uid, src_card,
                                trig_uid, trig_card)
                rules_handling(S2, CT, AB, FL, nolog)
                score = decide.value(S2, CT, p, P)
                if v == 0 or score > best:
                    best = score
                    x = v
        else:
            x = decide.x_random(rng, most)
    S[b + P_X_PAID] = (x if x > 0 else 0) + 1
    done = resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                           trig_card)
    S[b + P_X_PAID] = 0   # (also when it could not be played)
    return done


@kernel(inline=True)
def _pop_pending(S, i):
    n = S[G_PEND_N]
    for j in range(i, n - 1):
        o1 = PEND + j * PEND_COLS
        o2 = o1 + PEND_COLS
        for c in range(PEND_COLS):
            S[o1 + c] = S[o2 + c]
    S[G_PEND_N] = n - 1


@kernel(inline=True)
def _free_play(S, CT, AB, EF, FL, PR, rng, L):
    """Play the spell an effect took from a cemetery for 0 PP (fieldops.py):
    it counts as played (13.2.1.3), resolves (10.6.2.8.2), then goes to the
    cemetery (10.6.2.8.3)."""
    v = take_free_play(S)
    if v == 0:
        return
    card = (v - 1) >> 2
    owner = ((v - 1) >> 1) & 1
    p = (v - 1) & 1
    b = pb(p)
    S[b + P_PLAYED] += 1
    S[b + P_NEXT_DISC] = 0   # a card played: the next-card discount goes (BP08-036)
    S[b + P_FIRSTS] |= CT[card, C_FIRSTS]   # the first of a kind played (BP09-036)
    count_spell_played(S, p)   # a spell: the spells played this turn (CP01-029)
    S[b + P_CARDS_PLAYED] += 1
    log(L, EV_PLAY, p, card, 2, 0)
    trigger_field(S, CT, AB, FL, p, V.TRIG_CARD_PLAYED, -1, -1, card)
    trigger_field(S, CT, AB, FL, p, V.TRIG_SPELL_PLAYED, -1, -1, card)
    last_mode = 0
    for a in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if S[G_WINNER] >= 0:
            break
        if AB[a, A_TRIG] != V.TRIG_SPELL:
            continue
        if AB[a, A_MODE] > 0:
            if AB[a, A_MODE] != last_mode:
                resolve_modes(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)
                last_mode = AB[a, A_MODE]
            continue
        resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, -1, card, -1, -1)
    spell_done(S, CT, owner, card, L)   # 10.6.2.8.3: to its owner's cemetery (or hand, EX area)


@kernel()
def confirmation_timing(S, CT, AB, EF, FL, PR, rng, L):
    """10.5.2: rules handling, then pending abilities, active player's first.
    A spell played for free by the last ability is played first (fieldops.py)."""
    done = 0
    while True:
        _free_play(S, CT, AB, EF, FL, PR, rng, L)
        rules_handling(S, CT, AB, FL, L)
        if S[G_WINNER] >= 0:
            S[G_PEND_N] = 0
            return
        n = S[G_PEND_N]
        if n == 0:
            return
        done += 1
        if done > RESOLVE_CAP:   # 15.2.1.3: an unstoppable cycle ends in a draw
            end_game(S, 2, END_CAP, L)
            return
        act = S[G_ACTIVE]
        pick = 0
        for i in range(n):
            if S[PEND + i * PEND_COLS + PD_PLAYER] == act:
                pick = i
                break
        o = PEND + pick * PEND_COLS
        a = S[o + PD_AB]
        p = S[o + PD_PLAYER]
        src_uid = S[o + PD_SRC_UID]
        src_card = S[o + PD_SRC_CARD]
        trig_uid = S[o + PD_TRIG_UID]
        trig_card = S[o + PD_TRIG_CARD]
        _pop_pending(S, pick)
        if AB[a, A_TRIG] != V.TRIG_ACTIVATE and once_spent(S, AB, a, p, src_uid):
            continue   # "once per turn" on an automatic ability
        if AB[a, A_MODE] > 0:
            # the other options of the group were made pending with it: drop them
            i = 0
            while i < S[G_PEND_N]:
                o2 = PEND + i * PEND_COLS
                b = S[o2 + PD_AB]
                if S[o2 + PD_SRC_CARD] == src_card and S[o2 + PD_SRC_UID] == src_uid and \
                        AB[b, A_MODE] == AB[a, A_MODE] and AB[b, A_TRIG] == AB[a, A_TRIG]:
                    _pop_pending(S, i)
                else:
                    i += 1
            resolve_modes(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                          trig_card)
        elif names_x(AB, EF, a):   # X named first (10.6.2.2.2; BP06-099, BP09-020)
            resolve_x_cost(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                           trig_card)
        else:
            resolve_ability(S, CT, AB, EF, FL, PR, rng, L, a, p, src_uid, src_card, trig_uid,
                            trig_card)


@kernel(inline=True)
def timing_after_triggers(S, CT, AB, EF, FL, PR, rng, L):
    """confirmation_timing after steps that only engaged cards or made abilities
    pending, from a position that was the result of one (a decision point, or the
    previous timing; invariants.BAD_RULES): with nothing pending its rules handling
    would find nothing new, and it is skipped."""
    if S[G_PEND_N] > 0:
        confirmation_timing(S, CT, AB, EF, FL, PR, rng, L)
