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
    K_ACTIVATE u                 use unit u's (SRC_CHAMP: the legend's, GEAR_SRC + g: gear
                                 slot g's) activated ability; with GRANTED_BIT, the
                                 ability unit u has from the battlefield it stands at
                                 (Gardens of Becoming); with BORROW_BIT, the exhaust
                                 ability of another card of its player (SOURCE_SHIFT)
                                 that unit u uses (Heimerdinger, Inventor); a modal
                                 ability's mode at MODE_SHIFT (Udyr, Wildman)
    K_EQUIP g, u                 Equip gear slot g to unit slot u (744, gear.py)
    K_FLOW  i                    play the spell at trash index i for its Flow cost (flow.py)
A play or spell with EXTRA_BIT pays the card's optional additional cost."""
import numpy as np

from decksim.core.riftbound.kernel import kernel

A_END = 0
K_PLAY = 1
K_GEAR = 2
K_MOVE = 3
K_SPELL = 4
K_HIDE = 5
K_REVEAL = 6
K_EMPOWER = 7
K_ACTIVATE = 8
K_EQUIP = 9
K_FLOW = 10
EXTRA_BIT = 1 << 13   # K_PLAY / K_SPELL: the optional additional cost is paid
GRANTED_BIT = 1 << 9  # K_ACTIVATE: the unit's battlefield's ability
BORROW_BIT = 1 << 10  # K_ACTIVATE: the ability of the card SOURCE_SHIFT names, used by the unit
SOURCE_SHIFT = 16     # with BORROW_BIT: SRC_CHAMP the legend, a unit slot, GEAR_SRC + gear index
MODE_SHIFT = 24       # K_ACTIVATE: the mode (1-15) of a "choose one" ability, 0 none
KIND_SHIFT = 40
DEST_SHIFT = 32
SRC_CHAMP = 255
GEAR_SRC = 64          # K_ACTIVATE's src of gear slot g: GEAR_SRC + g
# the action buffer ak: the game's legal actions and scratch in its first LOOK_AK words, the
# expert's look-ahead games' in the next LOOK_AK, then the look-ahead's random stream
LOOK_AK = 1024
LOOK_RNG = 2 * LOOK_AK
ACTIONS_CAP = LOOK_RNG + 2


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


@kernel(inline=True)
def ability_src(code):
    """A K_ACTIVATE's source: the unit slot, SRC_CHAMP or GEAR_SRC + g, with its
    GRANTED_BIT / BORROW_BIT and lender (board.ability_card reads it)."""
    return code & 0xFFFFFF


@kernel(inline=True)
def mode_of(code):
    """A K_ACTIVATE's mode (if = mode), 0 none."""
    return (code >> MODE_SHIFT) & 15
