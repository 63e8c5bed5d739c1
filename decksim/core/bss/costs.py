"""What a card costs after reduction (2-3-3, 11-1-1-4-1): the printed cost (or the
cost an effect of its own gives it in the hand) less one for each symbol of its
reduction colours on its player's field, up to its reduction symbols, the symbols
that effects add counted too (values.extra_symbols); and whether a player can pay
for it."""
import numpy as np

from decksim.core.bss.cores import (
    field_surplus, level_of, lv1_cost,
)
from decksim.core.bss.filters import (
    card_matches, slot_matches,
)
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_CARD, fs, pb, P_FIELD_N, P_LIFE, P_LIFE_COST, P_RES, P_TRASH, P_TRASH_N, P_TURN_MAGIC,
)
from decksim.core.bss.tables import (
    A_AMT, A_N, A_OP, C_AB0, C_ABN, C_COST, C_FX, C_NSYM, C_RED, C_SYM, C_TYPE, FX_HAND_COST,
    FX_RULES, FX_SYMBOLS, MAX_SYMBOLS, N_COLOURS, OP_ADD_REDUCTION, OP_DOUBLE_SYMBOLS_FOR_MAGIC,
    OP_DOUBLE_SYMBOLS_FOR_ME, OP_FIRST_MAGIC_OFF, OP_FREE_MAGIC, OP_HAND_COST, OP_TRASH_SYMBOLS,
    T_MAGIC, T_SPIRIT,
)
from decksim.core.bss.values import (
    any_in_force, extra_symbols, in_force, row_active, symbol_colours,
)


@kernel()
def cost_rows(S, CT, AB, p, card, op, fx):
    """Over p's cards with the card bit fx, the rows of continuous opcode `op` in force
    whose filters `card` passes: OP_FIRST_MAGIC_OFF their amounts added up,
    OP_ADD_REDUCTION their colour masks together."""
    v = np.int64(0)
    for x in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, x) + F_CARD]
        if CT[c, C_FX] & fx == 0:
            continue
        lv = level_of(S, CT, p, x)
        for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[k, A_OP] == op and row_active(AB, k, lv) and in_force(S, CT, p, x, k, AB) \
                    and card_matches(CT, AB, k, card):
                v = v | AB[k, A_AMT] if op == OP_ADD_REDUCTION else v + AB[k, A_AMT]
    return v


@kernel()
def doubled_for(S, CT, AB, p, s, card):
    """For the cost of `card`: the symbols of p's card in slot s once more, when a row of
    `card`'s own (OP_DOUBLE_SYMBOLS_FOR_ME) selects it."""
    if CT[card, C_FX] & FX_SYMBOLS == 0:
        return np.int64(0)
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] == OP_DOUBLE_SYMBOLS_FOR_ME and slot_matches(S, CT, AB, k, -1, s, p, p):
            return np.int64(CT[S[fs(p, s) + F_CARD], C_NSYM])
    return np.int64(0)


@kernel()
def doubled_for_magic(S, CT, AB, p, s):
    """For the cost of p's magic: the symbols of p's card in slot s once more, when a
    continuous OP_DOUBLE_SYMBOLS_FOR_MAGIC of p's cards in force selects it."""
    for x in range(S[pb(p) + P_FIELD_N]):
        c = S[fs(p, x) + F_CARD]
        if CT[c, C_FX] & FX_SYMBOLS == 0:
            continue
        lv = level_of(S, CT, p, x)
        for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
            if AB[k, A_OP] == OP_DOUBLE_SYMBOLS_FOR_MAGIC and row_active(AB, k, lv) \
                    and in_force(S, CT, p, x, k, AB) and slot_matches(S, CT, AB, k, x, s, p, p):
                return np.int64(CT[S[fs(p, s) + F_CARD], C_NSYM])
    return np.int64(0)


@kernel(inline=True)
def spend(want, m, dual):
    """The wants (4 bits a colour) less one of symbol m's colours (a mask), when this
    pass takes it (dual 0: single-colour symbols, 1: two-colour ones)."""
    if ((m & (m - 1)) != 0) != (dual == 1):
        return want
    for k in range(N_COLOURS):
        if (m >> k) & 1 and (want >> (4 * k)) & 15 > 0:
            return want - (np.int64(1) << (4 * k))
    return want


@kernel()
def own_row(CT, AB, card, op):
    """The card's own row of opcode `op`, -1 none."""
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] == op:
            return k
    return -1


@kernel()
def reduction(S, CT, AB, p, card):
    """How much the symbols on p's field reduce the card's cost (2-3-3, 11-1-1-4-1):
    single-colour symbols first, then each two-colour symbol where one of its
    colours is still wanted. The wants are packed 4 bits a colour (no array)."""
    want = np.int64(0)
    more = cost_rows(S, CT, AB, p, card, OP_ADD_REDUCTION, FX_SYMBOLS)
    for k in range(N_COLOURS):
        want |= (np.int64(CT[card, C_RED + k]) + ((more >> k) & 1)) << (4 * k)
    start = want
    n = S[pb(p) + P_FIELD_N]
    tk = own_row(CT, AB, card, OP_TRASH_SYMBOLS) if CT[card, C_FX] & FX_SYMBOLS else -1
    b = pb(p)
    for dual in range(2):
        for s in range(n):
            c = S[fs(p, s) + F_CARD]
            extra = extra_symbols(S, CT, AB, p, s, card) + doubled_for(S, CT, AB, p, s, card) \
                + (doubled_for_magic(S, CT, AB, p, s) if CT[card, C_TYPE] == T_MAGIC else 0)
            also = symbol_colours(S, CT, AB, p, s, card)
            for i in range(min(CT[c, C_NSYM], MAX_SYMBOLS) + extra):
                # an extra symbol has the colour of the card's first
                want = spend(want, (CT[c, C_SYM + i] if i < CT[c, C_NSYM] else CT[c, C_SYM])
                             | also, dual)
        for i in range(S[b + P_TRASH_N] if tk >= 0 else 0):    # OP_TRASH_SYMBOLS
            c = S[b + P_TRASH + i]
            if card_matches(CT, AB, tk, c):
                for j in range(min(CT[c, C_NSYM], MAX_SYMBOLS)):
                    want = spend(want, np.int64(CT[c, C_SYM + j]), dual)
    got = np.int64(0)
    for k in range(N_COLOURS):
        got += ((start >> (4 * k)) & 15) - ((want >> (4 * k)) & 15)
    return got


@kernel()
def hand_cost(S, CT, AB, p, card):
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] != OP_HAND_COST:
            continue
        found = np.int64(0)
        for s in range(S[pb(p) + P_FIELD_N]):
            if slot_matches(S, CT, AB, k, -1, s, p, p):
                found += 1
        if found >= max(np.int64(AB[k, A_N]), np.int64(1)):
            return np.int64(AB[k, A_AMT])
    return np.int64(CT[card, C_COST])


@kernel(inline=True)
def printed_cost(S, CT, AB, p, card):
    """The card's cost before reduction: its printed cost, or what its OP_HAND_COST row
    says while p's field has what the row asks for (A_N cards, at least one), or p's
    Life this turn (OP_LIFE_COST_TURN)."""
    r = S[pb(p) + P_LIFE_COST] - 1
    if r >= 0 and CT[card, C_TYPE] == T_SPIRIT and card_matches(CT, AB, r, card):
        return np.int64(S[pb(p) + P_LIFE])
    if CT[card, C_FX] & FX_HAND_COST == 0:
        return np.int64(CT[card, C_COST])
    return hand_cost(S, CT, AB, p, card)


@kernel()
def cost_of(S, CT, AB, p, card):
    """The cost after reduction (11-1-1-4-1): never below 0, never overpaid (2-3-3)."""
    c = printed_cost(S, CT, AB, p, card) - reduction(S, CT, AB, p, card)
    if CT[card, C_TYPE] == T_MAGIC and any_in_force(S, CT, AB, p, OP_FREE_MAGIC):
        return np.int64(0)
    if CT[card, C_TYPE] == T_MAGIC and S[pb(p) + P_TURN_MAGIC] == 0:       # the turn's first
        c -= cost_rows(S, CT, AB, p, card, OP_FIRST_MAGIC_OFF, FX_RULES)
    return max(np.int64(0), c)


@kernel()
def can_afford(S, CT, AB, p, card):
    """Cores enough for the cost and, for a spirit or nexus, its Lv1 cost (11-1-1-6)."""
    need = cost_of(S, CT, AB, p, card) + lv1_cost(CT, card)
    return np.int64(S[pb(p) + P_RES]) + field_surplus(S, CT, p) >= need
