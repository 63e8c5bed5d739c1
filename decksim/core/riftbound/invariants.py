"""Engine invariants, checked after every action when a run asks for it (chk
non-empty: each player's main deck cards, then their runes): the first broken
one goes to G_BAD.
1 counts: no negative count, none past its capacity
2 cards: main deck + hand + trash + units (not tokens) + gear + the Champion Zone + cards
  hidden at battlefields + the banished = the deck's cards
3 runes: Rune Deck + runes on the board = 12 (103.3.a)
4 points: between 0 and the Victory Score (462.3)
5 damage: no unit keeps non-zero damage reaching its Might (142.2.a, 322.4), none
  is left marked to leave, no Deathknell is left waiting (triggers.cleanup)
6 control: outside combat a battlefield's units are its controller's (184.4)"""
import numpy as np

from decksim.core.riftbound.board import ROLE_NONE, count_at, might
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CTRL, BF_HIDDEN, BF_HIDER, bfo, G_BAD, GEAR_CAP, go, G_PEND_N, GR_CARD, G_WINNER, HAND_CAP,
    LOC_BF0, NBF, pb, P_BANISHED, P_CHAMP, P_DECK_N, P_GEAR_N, P_HAND_N, P_POINTS, P_RDECK_N,
    P_RUNES_N, P_TRASH_N, P_UNITS_N, TRASH_CAP, U_CARD, U_DMG, U_GONE, UNIT_CAP, uo, VICTORY,
)
from decksim.core.riftbound.tables import C_TOKEN, MAX_MAIN, RUNES

BAD_COUNT = 1
BAD_CARDS = 2
BAD_RUNES = 3
BAD_POINTS = 4
BAD_DAMAGE = 5
BAD_CONTROL = 6
BAD_NAMES = {BAD_COUNT: "counts", BAD_CARDS: "cards", BAD_RUNES: "runes", BAD_POINTS: "points",
             BAD_DAMAGE: "damage", BAD_CONTROL: "control"}


@kernel()
def broken(S, CT, chk):
    """The first broken invariant's code, 0 none."""
    for p in range(2):
        b = pb(p)
        units = S[b + P_UNITS_N]
        if not (0 <= S[b + P_DECK_N] <= MAX_MAIN + 1 and 0 <= S[b + P_HAND_N] <= HAND_CAP
                and 0 <= S[b + P_TRASH_N] <= TRASH_CAP and 0 <= units <= UNIT_CAP
                and 0 <= S[b + P_GEAR_N] <= GEAR_CAP and 0 <= S[b + P_RDECK_N] <= RUNES
                and 0 <= S[b + P_RUNES_N] <= RUNES):
            return np.int64(BAD_COUNT)
        tokens = 0
        for u in range(units):
            tokens += CT[S[uo(p, u) + U_CARD], C_TOKEN]
        for g in range(S[b + P_GEAR_N]):        # a gear token is no card either
            tokens += CT[S[go(p, g) + GR_CARD], C_TOKEN]
        for bf in range(NBF):
            if S[bfo(bf) + BF_HIDDEN] > 0 and S[bfo(bf) + BF_HIDER] == p:
                tokens -= 1                     # a card hidden at a battlefield (737)
        cards = np.int64(S[b + P_DECK_N]) + S[b + P_HAND_N] + S[b + P_TRASH_N] + units \
            - tokens + S[b + P_GEAR_N] + (1 if S[b + P_CHAMP] >= 0 else 0) + S[b + P_BANISHED]
        if cards != chk[p]:
            return np.int64(BAD_CARDS)
        if S[b + P_RDECK_N] + S[b + P_RUNES_N] != chk[2 + p]:
            return np.int64(BAD_RUNES)
        if S[b + P_POINTS] < 0 or S[b + P_POINTS] > VICTORY:
            return np.int64(BAD_POINTS)
        for u in range(units):
            d = S[uo(p, u) + U_DMG]
            if (d > 0 and d >= might(S, CT, p, u, ROLE_NONE)) or S[uo(p, u) + U_GONE] != 0:
                return np.int64(BAD_DAMAGE)
    if S[G_PEND_N] != 0:
        return np.int64(BAD_DAMAGE)
    for bf in range(NBF if S[G_WINNER] < 0 else 0):   # a won game leaves moves unsettled
        c = S[bfo(bf) + BF_CTRL]
        for p in range(2):
            here = count_at(S, p, LOC_BF0 + bf)
            if (p == c and here == 0) or (p != c and here > 0):
                return np.int64(BAD_CONTROL)
    return np.int64(0)


@kernel()
def check(S, CT, chk):
    """Record the first broken invariant (a no-op when chk is empty: the batches)."""
    if chk.shape[0] == 0 or S[G_BAD] != 0:
        return
    S[G_BAD] = broken(S, CT, chk)
