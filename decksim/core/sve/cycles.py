"""Perpetual cycles across turns (15.2).

A game can reach a position no one ever leaves: both decks empty, both players
protected from losing (Ancient Protector, BP05-092: "can't lose"), and pilots that
see no gain in attacking. Every turn then repeats the last. Rule 15.2.1.3 makes
that a draw when neither player stops the cycle; decksim calls it when the
material state (leaders, zone sizes, EP, PP maximum, every field card with its
damage, bonuses and counters) is the same at CYCLE_TURNS consecutive turn starts.
A draw changes the deck size, so in normal play the fingerprint changes every
turn. Turn numbers are left out on purpose: they always change.
"""
from decksim.core.sve.kernel import kernel
from decksim.core.sve.state import (
    F_ATKB, F_CARD, F_CNT, F_COUNTERS, F_DEFB, F_DMG, F_ENG, F_KW, G_CYCLE_FP, G_CYCLE_N,
    P_BAN_N, P_CEM_N, P_DECK_N, P_EP, P_EX_N, P_FIELD_N, P_HAND_N, P_LEADER, P_MAXPP, fo, pb,
)

CYCLE_TURNS = 8   # four whole rounds without any change


@kernel()
def fingerprint(S):
    h = 1469598103
    for p in range(2):
        b = pb(p)
        for k in (P_LEADER, P_DECK_N, P_HAND_N, P_CEM_N, P_EX_N, P_BAN_N, P_EP, P_MAXPP):
            h = (h * 1000003 + int(S[b + k])) & 0x7FFFFFFF
        for s in range(S[b + P_FIELD_N]):
            o = fo(p, s)
            for k in (F_CARD, F_DMG, F_ATKB, F_DEFB, F_ENG, F_KW, F_CNT, F_COUNTERS):
                h = (h * 1000003 + int(S[o + k])) & 0x7FFFFFFF
    return h


@kernel()
def cycle_reached(S):
    """Call at each turn start: True once CYCLE_TURNS turn starts in a row looked
    the same (15.2.1.3)."""
    h = fingerprint(S)
    if h == S[G_CYCLE_FP]:
        S[G_CYCLE_N] += 1
    else:
        S[G_CYCLE_FP] = h
        S[G_CYCLE_N] = 1
    return S[G_CYCLE_N] >= CYCLE_TURNS
