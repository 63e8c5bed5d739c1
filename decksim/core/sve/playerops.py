"""Effects on a player's own numbers and zones that no other module holds: gaining
evolution points (3.2.5), discarding random cards of your own hand (5.18.1), the
face-up evolved followers of your evolve deck (4.2.3, 11.6.1) and turning them face
down, and the cost of your deck's top card (5.20: revealed, it stays on top)."""
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.deckops import random_discard
from decksim.core.sve.rules import reveal_deck
from decksim.core.sve.state import (
    DECK, EVO, EVO_USED, F_EVO_SLOT, P_DECK_N, P_EP, P_EVO_N, P_FIELD_N, fo, pb,
)
from decksim.core.sve.tables import C_COST, C_TYPE


@kernel(inline=True)
def _linked(S, p, i):
    """Is evolve-deck card i of p linked to a card on p's field (5.15.1: in the evolve
    zone, not in the evolve deck area)?"""
    for s in range(S[pb(p) + P_FIELD_N]):
        if S[fo(p, s) + F_EVO_SLOT] == i:
            return True
    return False


@kernel(face_down=nbt.boolean)
def face_up_evolved(S, CT, p, face_down):
    """The face-up evolved followers in p's evolve deck area (vocab.X_FACE_UP_EVOLVED):
    those whose follower left the field (11.6.1), not those still linked. With
    `face_down` they are turned face down (4.2.3; vocab.OP_FACE_DOWN_EVOLVED): they can
    evolve a follower again (actions.evolve_card_slot)."""
    b = pb(p)
    n = 0
    for i in range(S[b + P_EVO_N]):
        if S[b + EVO_USED + i] == 1 and CT[S[b + EVO + i], C_TYPE] == V.TYPE_FOLLOWER and \
                not _linked(S, p, i):
            n += 1
            if face_down:
                S[b + EVO_USED + i] = 0
    return n


@kernel()
def top_card_cost(S, CT, p):
    """5.20: the cost of p's top deck card, revealed (vocab.X_TOP_CARD_COST); 0 for an
    empty deck. A look-ahead copy draws its guess of the deck order first."""
    reveal_deck(S, p)
    b = pb(p)
    n = S[b + P_DECK_N]
    if n == 0:
        return 0
    return CT[S[b + DECK + n - 1], C_COST]


@kernel()
def player_op(S, CT, AB, FL, rng, op, p, amt, L):
    """The ops of this module (vocab OP codes 80-82) for player p."""
    if op == V.OP_GAIN_EP:   # 3.2.5.1: a lower limit of 0, no upper one
        ep = S[pb(p) + P_EP] + amt
        S[pb(p) + P_EP] = ep if ep > 0 else 0
    elif op == V.OP_DISCARD_RANDOM:   # 5.18.1: each from the hand as it is then
        random_discard(S, CT, AB, FL, rng, p, amt, L)
    elif op == V.OP_FACE_DOWN_EVOLVED:
        face_up_evolved(S, CT, p, True)
