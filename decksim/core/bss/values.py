"""What a card on the field is at this moment: its BP with every effect that
applies (2-9, 9-1-4 continuous effects), its keywords, and which of its
ability rows are active at its level (2-8-2)."""
import numpy as np

from decksim.core.bss.cores import level_of
from decksim.core.bss.kernel import kernel
from decksim.core.bss.state import (
    F_BP_TURN, F_CARD, G_ACTIVE, G_ATK, G_BLK, G_STEP, P_FIELD_N, ST_ATTACK, fs, pb,
)
from decksim.core.bss.tables import (
    A_ARG, A_AMT, A_LV, A_OP, A_TRIG, A_WHO, C_AB0, C_ABN, C_BP, C_COLOURS, C_KW, C_KWLV,
    C_TYPE, OP_BP, T_SPIRIT, TR_WHILE_ATTACKS, TR_WHILE_BLOCKS, TR_YOUR_ATTACK_STEP,
    W_SELF, W_YOURS,
)


@kernel(inline=True)
def row_active(AB, k, lv):
    """Ability row k applies at level lv (its level mask; 0: at any level)."""
    m = AB[k, A_LV]
    return m == 0 or (m >> lv) & 1 == 1


@kernel()
def has_kw(S, CT, p, s, k):
    """Player p's card in slot s has keyword bit k at its level."""
    card = S[fs(p, s) + F_CARD]
    if (CT[card, C_KW] >> k) & 1 == 0:
        return False
    return (CT[card, C_KWLV + k] >> level_of(S, CT, p, s)) & 1 == 1


@kernel()
def bp_of(S, CT, AB, p, s):
    """The BP of player p's spirit in slot s: its level's BP (2-9), BP gained
    during this turn, and the continuous effects that apply now: its own
    while-attacking / while-blocking ones, and 'during your Attack Step' ones of
    p's cards on its colour."""
    o = fs(p, s)
    card = S[o + F_CARD]
    if CT[card, C_TYPE] != T_SPIRIT:
        return np.int64(0)
    lv = level_of(S, CT, p, s)
    if lv <= 0:
        return np.int64(0)
    bp = np.int64(CT[card, C_BP + lv - 1]) + S[o + F_BP_TURN]
    attacking = S[G_STEP] == ST_ATTACK and S[G_ACTIVE] == p and S[G_ATK] == s
    blocking = S[G_STEP] == ST_ATTACK and S[G_ACTIVE] != p and S[G_BLK] == s
    for k in range(CT[card, C_AB0], CT[card, C_AB0] + CT[card, C_ABN]):
        if AB[k, A_OP] != OP_BP or AB[k, A_WHO] != W_SELF or not row_active(AB, k, lv):
            continue
        t = AB[k, A_TRIG]
        if (t == TR_WHILE_ATTACKS and attacking) or (t == TR_WHILE_BLOCKS and blocking):
            bp += AB[k, A_AMT]
    if S[G_STEP] == ST_ATTACK and S[G_ACTIVE] == p:
        for q in range(S[pb(p) + P_FIELD_N]):
            c = S[fs(p, q) + F_CARD]
            if CT[c, C_ABN] == 0:
                continue
            qlv = level_of(S, CT, p, q)
            for k in range(CT[c, C_AB0], CT[c, C_AB0] + CT[c, C_ABN]):
                if AB[k, A_TRIG] == TR_YOUR_ATTACK_STEP and AB[k, A_OP] == OP_BP \
                        and AB[k, A_WHO] == W_YOURS and row_active(AB, k, qlv) \
                        and (AB[k, A_ARG] == 0 or (AB[k, A_ARG] & CT[card, C_COLOURS]) != 0):
                    bp += AB[k, A_AMT]
    return max(bp, np.int64(0))
