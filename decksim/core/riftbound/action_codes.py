"""The action codes of the Action Phase (actions.py lists and applies them; the
pilots read them):

    0                            end the turn (316.6)
    K_PLAY  src, loc, accel      play a unit from the hand (src its index) or the
                                 Champion Zone (src SRC_CHAMP) to loc (352.2.a)
    K_GEAR  src                  play a gear to the base (356.2.d)
    K_MOVE  mask, dest           the Standard Move of the units in mask (143)
    K_SPELL src                  play a spell from the hand (src its index), its
                                 targets picked as it resolves (effects.py)
    K_HIDE  src, bf              hide a Hidden hand card at a battlefield (737)
    K_REVEAL bf                  play the card hidden at a battlefield (hidden.py)
    K_EMPOWER u                  pay unit u's Empower cost (abilities.py)
    K_ACTIVATE u                 use unit u's (SRC_CHAMP: the legend's) activated ability;
                                 with GRANTED_BIT, the ability unit u has from the
                                 battlefield it stands at (Gardens of Becoming); with
                                 BORROW_BIT, the exhaust ability of another card of
                                 its player that unit u has (Heimerdinger, Inventor)
A play or spell with EXTRA_BIT pays the card's optional additional cost."""
import numpy as np

from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.state import (
    BF_CARD, LOC_BF0, P_GEAR, P_LEGEND, U_CARD, U_LOC, bfo, pb, uo,
)

A_END = 0
K_PLAY = 1
K_GEAR = 2
K_MOVE = 3
K_SPELL = 4
K_HIDE = 5
K_REVEAL = 6
K_EMPOWER = 7
K_ACTIVATE = 8
EXTRA_BIT = 1 << 13   # K_PLAY / K_SPELL: the optional additional cost is paid
GRANTED_BIT = 1 << 9  # K_ACTIVATE: the unit's battlefield's ability
BORROW_BIT = 1 << 10  # K_ACTIVATE: the ability of the card SOURCE_SHIFT names, used by the unit
SOURCE_SHIFT = 16     # with BORROW_BIT: SRC_CHAMP the legend, a unit slot, GEAR_SRC + gear index
GEAR_SRC = 64
KIND_SHIFT = 40
DEST_SHIFT = 32
SRC_CHAMP = 255
ACTIONS_CAP = 1024


@kernel(inline=True)
def play_code(src, loc, accel):
    return (np.int64(K_PLAY) << KIND_SHIFT) | src | (loc << 8) | (accel << 12)


@kernel(inline=True)
def move_code(mask, dest):
    return (np.int64(K_MOVE) << KIND_SHIFT) | (dest << DEST_SHIFT) | mask


@kernel(inline=True)
def kind_of(code):
    return code >> KIND_SHIFT


@kernel(inline=True)
def src_of(code):
    """A play's hand index or SRC_CHAMP."""
    return code & 255


@kernel(inline=True)
def loc_of(code):
    """A unit play's location."""
    return (code >> 8) & 15


@kernel(inline=True)
def accel_of(code):
    """1: a unit play paying Accelerate."""
    return (code >> 12) & 1


@kernel(inline=True)
def dest_of(code):
    """A move's destination."""
    return (code >> DEST_SHIFT) & 15


@kernel(inline=True)
def mask_of(code):
    """A move's unit mask."""
    return code & 0xFFFFFFFF


@kernel()
def ability_card(S, p, code):
    """The card row whose activated ability a K_ACTIVATE code uses: the legend's, the
    unit's, (GRANTED_BIT) that of the battlefield the unit stands at, or (BORROW_BIT)
    the card it borrows from."""
    src = code & 255
    if src == SRC_CHAMP:
        return S[pb(p) + P_LEGEND]
    if code & BORROW_BIT:
        s = (code >> SOURCE_SHIFT) & 255
        if s == SRC_CHAMP:
            return S[pb(p) + P_LEGEND]
        if s >= GEAR_SRC:
            return S[pb(p) + P_GEAR + s - GEAR_SRC]
        return S[uo(p, s) + U_CARD]
    if code & GRANTED_BIT:
        return S[bfo(S[uo(p, src) + U_LOC] - LOC_BF0) + BF_CARD]
    return S[uo(p, src) + U_CARD]
