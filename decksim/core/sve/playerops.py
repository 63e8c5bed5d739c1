"""Effects on a player's own numbers and zones that no other module holds: gaining
evolution points (3.2.5), discarding random cards of your own hand (5.18.1), turning
the face-up evolved followers of your evolve deck face down (4.2.3; counted by
counts.face_up_evolved), and the cost of your deck's top card (5.20: revealed, it
stays on top); "the next card you play this turn costs N less" (P_NEXT_DISC, read by
playable.next_discount)."""
from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.counts import face_up_evolved
from decksim.core.sve.deckops import random_discard
from decksim.core.sve.rules import reveal_deck
from decksim.core.sve.state import DECK, G_TURN, P_DECK_N, P_EP, P_NEXT_DISC, pb
from decksim.core.sve.tables import C_COST


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
    """The ops of this module (vocab OP codes 80-82, 190) for player p."""
    if op == V.OP_GAIN_EP:   # 3.2.5.1: a lower limit of 0, no upper one
        ep = S[pb(p) + P_EP] + amt
        S[pb(p) + P_EP] = ep if ep > 0 else 0
    elif op == V.OP_DISCARD_RANDOM:   # 5.18.1: each from the hand as it is then
        random_discard(S, CT, AB, FL, rng, p, amt, L)
    elif op == V.OP_FACE_DOWN_EVOLVED:
        face_up_evolved(S, CT, p, True)
    elif op == V.OP_NEXT_COST_DOWN:   # 10.2.1.3.3: the next card p plays this turn (BP08-036)
        v = S[pb(p) + P_NEXT_DISC]
        left = v & 255 if (v >> 8) == S[G_TURN] else 0   # two such effects: both apply
        S[pb(p) + P_NEXT_DISC] = (S[G_TURN] << 8) | min(left + amt, 255)
