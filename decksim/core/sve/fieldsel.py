"""Selections of cards outside the field: the EX areas (4.8) and the
opponent's cemetery (4.9). `prerequisites.gather` hands these selectors here."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.intents import I_GET, I_HARM, Z_CEM, Z_EX, Z_HAND
from decksim.core.sve.cardinfo import card_matches
from decksim.core.sve.state import CEM, EX, HAND, P_CEM_N, P_EX_N, pb
from decksim.core.sve.tables import C_TOKEN


@kernel(inline=True)
def is_zone_selector(sel):
    return V.SEL_OWN_EX_CARD <= sel <= V.SEL_ANY_EX_CARD


@kernel()
def gather_zone(S, CT, FL, sel, f, p, cz, cp, ci):
    """Candidates of a zone selector as (zone, player, index); any_ex_card takes
    your EX area, then the opponent's."""
    q = 1 - p if sel == V.SEL_ENEMY_EX_CARD or sel == V.SEL_ENEMY_CEMETERY_CARD else p
    z = Z_CEM if sel == V.SEL_ENEMY_CEMETERY_CARD else Z_EX
    off = CEM if z == Z_CEM else EX
    n = 0
    for side in range(2 if sel == V.SEL_ANY_EX_CARD else 1):
        if side == 1:
            q = 1 - p
        b = pb(q)
        cnt = S[b + P_CEM_N] if z == Z_CEM else S[b + P_EX_N]
        for i in range(cnt):
            card = S[b + off + i]
            if sel == V.SEL_OWN_EX_TOKEN and CT[card, C_TOKEN] == 0:
                continue
            if card_matches(CT, FL, f, card):
                cz[n] = z
                cp[n] = q
                ci[n] = i
                n += 1
    return n


@kernel(inline=True)
def zone_intent(sel):
    """Banishing from the opponent's EX area harms them (so does changing a card of
    either EX area, BP02-061); the others take a card."""
    return I_HARM if sel == V.SEL_ENEMY_EX_CARD or sel == V.SEL_ANY_EX_CARD else I_GET


@kernel(cp=nbt.int64, ci=nbt.int64)
def zone_card(S, z, cp, ci):
    """Card id of candidate (zone, player, index) in a cemetery, an EX area or a hand."""
    if z == Z_EX:
        return S[pb(cp) + EX + ci]
    if z == Z_HAND:   # vocab.SEL_OWN_HAND_CARD (CP01-035)
        return S[pb(cp) + HAND + ci]
    return S[pb(cp) + CEM + ci]
