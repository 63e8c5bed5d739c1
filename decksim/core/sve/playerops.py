"""Effects on a player's own numbers and zones that no other module holds: gaining
evolution points (3.2.5), discarding random cards of your own hand (5.18.1), turning
the face-up evolved followers of your evolve deck face down (4.2.3; counted by
counts.face_up_evolved), all or the selected ones, the cost of your deck's top card
(5.20: revealed, it stays on top), rolling a die (5.18), arranging the top of your
deck (5.10), revealing a hand (5.20), "the next card you play this turn costs N less"
(P_NEXT_DISC, read by playable.next_discount), declaring a number (G_DECLARED, BP08-103),
taking cards of one base cost and different names from the cemetery (BP08-104) and
shuffling your deck (5.8.1; CP01-080)."""
from decksim.core.rng import randint, shuffle_range
from decksim.core.sve.kernel import kernel
from decksim.core.sve import decide
from decksim.core.sve import vocab as V
from decksim.core.sve.costs import discard_card, draw_card
from decksim.core.sve.counts import face_up_evolved
from decksim.core.sve.deckops import random_discard
from decksim.core.sve.intents import Z_EVO
from decksim.core.sve.records import END_EFFECT
from decksim.core.sve.rules import (
    EV_DIE, EV_TO_HAND, add_hand, end_game, log, remove_cem, reveal_deck,
)
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.state import (
    CEM, DECK, EVO_USED, G_DECLARED, G_DIE, G_TURN, P_CEM_N, P_DECK_N, P_EP, P_HAND_N,
    P_HAND_SHOWN, P_NEXT_DISC, P_X_PAID, pb,
)
from decksim.core.sve.tables import C_COST, C_NAME


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
def arrange_top(S, CT, P, rng, p, n):
    """5.10 (vocab.OP_ARRANGE_TOP; BP06-108): p looks at the top n cards of their deck,
    puts any number back on top in the order they choose (decide.arrange) and the rest
    on the bottom (in the order they were)."""
    reveal_deck(S, p)
    b = pb(p)
    dn = S[b + P_DECK_N]
    n = n if n < dn else dn
    if n <= 0:
        return
    o = take(S, n)
    if o < 0:
        return
    cards = S[o:o + n]
    for i in range(n):   # cards[0]: the top card
        cards[i] = S[b + DECK + dn - 1 - i]
    k = decide.arrange(S, CT, P, rng, p, cards, n)
    rest = n - k
    for i in range(dn - n - 1, -1, -1):   # deck[0] is the bottom: make room there
        S[b + DECK + i + rest] = S[b + DECK + i]
    for i in range(rest):
        S[b + DECK + i] = cards[k + i]
    for i in range(k):   # the first of the kept ones on top
        S[b + DECK + dn - 1 - i] = cards[i]
    give_back(S, o)


@kernel()
def discard_any_draw(S, CT, AB, FL, P, rng, p, n, L):
    """vocab.OP_DISCARD_ANY_DRAW (BP09-020): p discards X cards of their choice (5.11; X
    named as the ability was played, P_X_PAID = X + 1, timing.resolve_x_cost; at most the
    hand), then draws X + n (5.9.2; past the deck's end a draw only loses, 5.9.1.1)."""
    x = S[pb(p) + P_X_PAID] - 1
    done = 0
    for _ in range(x):
        if S[pb(p) + P_HAND_N] == 0:
            break
        discard_card(S, CT, AB, FL, p, decide.discard(S, CT, P, rng, p), L, 0)
        done += 1
    for _ in range(done + n):
        if draw_card(S, CT, AB, FL, p, L) < 0:
            break


@kernel()
def _names_of_cost(S, CT, p, v):
    """How many different names the cards of base cost v in p's cemetery have."""
    b = pb(p)
    k = 0
    for i in range(S[b + P_CEM_N]):
        c = S[b + CEM + i]
        if CT[c, C_COST] != v:
            continue
        seen = False
        for j in range(i):
            d = S[b + CEM + j]
            if CT[d, C_COST] == v and CT[d, C_NAME] == CT[c, C_NAME]:
                seen = True
                break
        if not seen:
            k += 1
    return k


@kernel()
def same_cost_to_hand(S, CT, p, n, L):
    """Select n cards of different names in p's cemetery; if their base costs are all the
    same, they go to p's hand (BP08-104). Fewer than n names: the selection can't be made
    (10.6.2.3.3), nothing happens. The player picks n cards of one cost when some cost
    has n names (else nothing they pick is added): the highest such cost, the latest
    cards of it in the cemetery."""
    b = pb(p)
    best = -1
    for i in range(S[b + P_CEM_N]):
        cost = CT[S[b + CEM + i], C_COST]
        if cost > best and _names_of_cost(S, CT, p, cost) >= n:
            best = cost
    if best < 0 or n <= 0:
        return
    o = take(S, n)
    if o < 0:
        return
    for k in range(n):   # the names taken so far: S[o:o + k]
        for i in range(S[b + P_CEM_N] - 1, -1, -1):
            c = S[b + CEM + i]
            if CT[c, C_COST] != best:
                continue
            taken = False
            for j in range(k):
                if S[o + j] == CT[c, C_NAME]:
                    taken = True
            if not taken:
                S[o + k] = CT[c, C_NAME]
                card = remove_cem(S, CT, p, i)
                add_hand(S, CT, p, card, L)
                log(L, EV_TO_HAND, p, card, 3, 0)
                break
    give_back(S, o)


@kernel()
def player_op(S, CT, AB, FL, P, rng, op, p, amt, tz, tid, nt, L):
    """The ops of this module (vocab OP codes 80-82, 160, 161, 163, 190, 230, 231, 250, 251,
    330) for player p."""
    if op == V.OP_GAIN_EP:   # 3.2.5.1: a lower limit of 0, no upper one
        ep = S[pb(p) + P_EP] + amt
        S[pb(p) + P_EP] = ep if ep > 0 else 0
    elif op == V.OP_DISCARD_RANDOM:   # 5.18.1: each from the hand as it is then
        random_discard(S, CT, AB, FL, rng, p, amt, L)
    elif op == V.OP_FACE_DOWN_EVOLVED and nt > 0 and tz[0] == Z_EVO:   # the selected ones
        for i in range(nt):   # (own_face_up_evolved; BP06-117)
            S[pb(p) + EVO_USED + tid[i]] = 0
    elif op == V.OP_FACE_DOWN_EVOLVED:
        face_up_evolved(S, CT, p, True)
    elif op == V.OP_NEXT_COST_DOWN:   # 10.2.1.3.3: the next card p plays this turn (BP08-036)
        v = S[pb(p) + P_NEXT_DISC]
        left = v & 255 if (v >> 8) == S[G_TURN] else 0   # two such effects: both apply
        S[pb(p) + P_NEXT_DISC] = (S[G_TURN] << 8) | min(left + amt, 255)
    elif op == V.OP_SHUFFLE_DECK:   # 5.8.1 (CP01-080; one card or none: unchanged, 5.8.1.1)
        reveal_deck(S, p)
        shuffle_range(S, pb(p) + DECK, S[pb(p) + P_DECK_N], rng)
    elif op == V.OP_ROLL_DIE:   # 5.18: a random number from 1 to 6
        S[G_DIE] = 1 + randint(rng, 6)
        log(L, EV_DIE, p, S[G_DIE], 0, 0)
    elif op == V.OP_ARRANGE_TOP:
        arrange_top(S, CT, P, rng, p, amt)
    elif op == V.OP_REVEAL_HAND:   # 5.20: the opponent's hand, seen until a card joins it
        S[pb(1 - p) + P_HAND_SHOWN] = 1
    elif op == V.OP_DISCARD_ANY_DRAW:
        discard_any_draw(S, CT, AB, FL, P, rng, p, amt, L)
    elif op == V.OP_WIN_GAME:   # 5.22.1: the other player loses, at once (1.2.4)
        end_game(S, p, END_EFFECT, L)
    elif op == V.OP_DECLARE_NUMBER:   # the count of a later mill starts at 0 (BP08-103)
        S[G_DECLARED] = min(max(decide.declare_number(S, CT, P, rng, p), 0), 99) + 1
    elif op == V.OP_CEM_SAME_COST_TO_HAND:
        same_cost_to_hand(S, CT, p, amt, L)
