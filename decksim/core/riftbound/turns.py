"""Setup (110-118, Duel 462) and the turn's fixed parts (315, 317): Awaken,
Beginning (Hold scoring), Channel, Draw, End of Turn; and the per-game record.
The Action Phase between them is mainphase.py's."""
import numpy as np

from decksim.core.rng import randint, shuffle_range
from decksim.core.zones import insert_first, pop_at
from decksim.core.riftbound import decide
from decksim.core.riftbound.combat import heal_all
from decksim.core.riftbound.effects import channel_runes, end_of_turn
from decksim.core.riftbound.triggers import (
    battlefield_trigger, cleanup, temporary_dies, trigger_legend, trigger_units,
)
from decksim.core.riftbound.moves import settle
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.records import (
    R_BAD, R_BATTLEFIELD, R_BURNOUTS, R_COMBATS, R_COMBATS_WON, R_CONQUERS, R_FIRST, R_HOLDS,
    R_LOST, R_MULLIGAN, R_P0, R_PLAYED, R_PN, R_POINTS, R_REASON, R_SET_ASIDE, R_TURNS, R_WINNER,
)
from decksim.core.riftbound.gear import gear_steps
from decksim.core.riftbound.scoring import draw, hold_all
from decksim.core.riftbound.state import (
    BF_CARD, BF_CTRL, bfo, BF_OWNER, CHANNEL, EV_BATTLEFIELD, EV_CHANNEL, EV_MULLIGAN, EV_TURN,
    G_ACTIONS, G_ACTIVE, G_BAD, G_END_RUNES, G_FIRST, G_LEGEND_EXH, go, G_POOL, G_REASON, GR_EXH,
    G_SCORED, G_TURN, G_WINNER, LOC_BF0, log, NBF, OPENING_HAND, P_WATCH, pb, P_BF_PICK, P_BURNOUTS,
    P_CHAMP, P_COMBATS, P_COMBATS_WON, P_CONQUERS, P_DECK, P_DECK_N, P_GEAR_N, P_HAND, P_HAND_N,
    P_HOLDS, P_LEGEND, P_LOST, P_MAIN_CARDS, P_OWN_TURNS, P_PLAYED, P_POINTS, P_RDECK, P_RDECK_N,
    P_RUNES, P_RUNES_N, P_SET_ASIDE, P_TURN_PLAYS, P_UNITS_N, RN_EXH, RN_W, STATE_SIZE, U_EXH, uo,
)
from decksim.core.riftbound.tables import (
    BATTLEFIELDS, C_WATCH, D_BF, D_CHAMPION, D_LEGEND, D_MAIN, D_MAIN_N, D_RUNES, MAX_MAIN, RUNES,
    W_END, W_HELD_MAIN, W_HOLD, W_START,
)

TURN_CAP = 200         # turns, both players together, before a game counts as a draw


@kernel()
def to_deck_bottom(S, p, card):
    """403.1.a: a card recycled to the bottom of the main deck (index 0: the top is last;
    the deck has room for every card its player owns)."""
    insert_first(S, pb(p) + P_DECK, pb(p) + P_DECK_N, MAX_MAIN + 1, card)


@kernel()
def take_from_hand(S, p, i):
    """Hand card i leaves the hand (the later ones moving down); its card row."""
    return pop_at(S, pb(p) + P_HAND, pb(p) + P_HAND_N, i)


@kernel()
def mulligan(S, CT, PR, rng, p, L):
    """117: p sets aside up to two cards, draws as many, then recycles the set-aside
    cards to the bottom of the main deck in a random order (403.5)."""
    mask = decide.mulligan(S, CT, PR, rng, p)
    first = -1
    second = -1
    for i in range(S[pb(p) + P_HAND_N] - 1, -1, -1):
        if (mask >> i) & 1 and second < 0:
            card = take_from_hand(S, p, i)
            if first < 0:
                first = card
            else:
                second = card
    k = (1 if first >= 0 else 0) + (1 if second >= 0 else 0)
    for _ in range(k):
        draw(S, rng, p, L)
    if second >= 0 and randint(rng, 2) == 1:
        first, second = second, first
    if first >= 0:
        to_deck_bottom(S, p, first)
    if second >= 0:
        to_deck_bottom(S, p, second)
    S[pb(p) + P_SET_ASIDE] = k
    log(L, EV_MULLIGAN, p, k, first, second)


@kernel()
def setup_game(S, CT, PR, rng, decks, first, L):
    """110-118 for Duel: Legend and Chosen Champion to their zones (111-112), one of
    each player's three battlefields chosen at random (462.5), the main deck and
    rune deck shuffled (114), a random First Player unless `first` is 0 / 1 (115),
    4 cards each (116), the mulligans in turn order (117)."""
    S[:STATE_SIZE] = 0
    S[G_WINNER] = -1
    for p in range(2):
        b = pb(p)
        S[b + P_LEGEND] = decks[p, D_LEGEND]
        S[b + P_CHAMP] = decks[p, D_CHAMPION]
        n = decks[p, D_MAIN_N]
        watch = CT[decks[p, D_CHAMPION], C_WATCH] | CT[decks[p, D_LEGEND], C_WATCH]
        for i in range(n):
            S[b + P_DECK + i] = decks[p, D_MAIN + i]
            watch |= CT[decks[p, D_MAIN + i], C_WATCH]
        S[b + P_WATCH] = watch
        S[b + P_DECK_N] = n
        S[b + P_MAIN_CARDS] = n + 1
        shuffle_range(S, b + P_DECK, n, rng)
        for i in range(RUNES):
            S[b + P_RDECK + i] = decks[p, D_RUNES + i]
        S[b + P_RDECK_N] = RUNES
        shuffle_range(S, b + P_RDECK, RUNES, rng)
        o = bfo(p)
        S[b + P_BF_PICK] = randint(rng, BATTLEFIELDS)
        S[o + BF_CARD] = decks[p, D_BF + S[b + P_BF_PICK]]
        S[o + BF_OWNER] = p
        S[o + BF_CTRL] = -1
        log(L, EV_BATTLEFIELD, p, S[o + BF_CARD], 0, 0)
    if first < 0:
        first = randint(rng, 2)
    S[G_FIRST] = first
    S[G_ACTIVE] = first
    for p in range(2):
        for _ in range(OPENING_HAND):
            draw(S, rng, p, L)
    mulligan(S, CT, PR, rng, first, L)
    mulligan(S, CT, PR, rng, 1 - first, L)


@kernel()
def channel(S, p, n, L):
    """417: up to n runes from the top of the Rune Deck onto the board, ready."""
    log(L, EV_CHANNEL, p, channel_runes(S, p, n, 0), 0, 0)


@kernel()
def start_turn(S, CT, PR, rng, ak, L):
    """315: the Start of Turn of the Turn Player."""
    p = S[G_ACTIVE]
    b = pb(p)
    S[G_TURN] += 1
    S[b + P_OWN_TURNS] += 1
    S[b + P_TURN_PLAYS] = 0
    S[G_SCORED] = 0
    S[G_ACTIONS] = 0
    S[G_LEGEND_EXH] &= ~(1 << p)
    for u in range(S[b + P_UNITS_N]):                 # 315.1.a: Awaken
        S[uo(p, u) + U_EXH] = 0
    for r in range(S[b + P_RUNES_N]):
        S[b + P_RUNES + r * RN_W + RN_EXH] = 0
    for g in range(S[b + P_GEAR_N]):
        S[go(p, g) + GR_EXH] = 0
    log(L, EV_TURN, p, S[G_TURN], S[b + P_POINTS], S[b + P_RUNES_N])
    temporary_dies(S, CT, PR, rng, p, ak, L)          # 742.1.b, before scoring
    trigger_legend(S, CT, PR, rng, p, W_START, ak, L)  # 315.2: the Beginning Phase begins
    gear_steps(S, CT, PR, rng, p, W_START, ak, L)
    held = np.int64(0)
    for bf in range(NBF):
        if S[bfo(bf) + BF_CTRL] == p:
            held |= 1 << bf
    hold_all(S, rng, p, L)                            # 315.2.b: Scoring Step
    for bf in range(NBF):
        if (held >> bf) & 1 and S[G_WINNER] < 0:
            battlefield_trigger(S, CT, PR, rng, p, bf, W_HOLD, ak, L)
    cleanup(S, CT, PR, rng, ak, L)
    settle(S, CT, PR, rng, p, ak, L)                  # a hold trigger's moves (428-431)
    cleanup(S, CT, PR, rng, ak, L)
    if S[G_WINNER] >= 0:
        return
    n = CHANNEL                                       # 315.3.b
    if p != S[G_FIRST] and S[b + P_OWN_TURNS] == 1:
        n += 1                                        # 462.7: the second player's extra rune
    channel(S, p, n, L)
    draw(S, rng, p, L)                                # 315.4.b (Burn Out: 315.4.b.1)
    S[G_POOL] = 0                                     # 163: the Rune Pools empty
    S[G_POOL + 1] = 0
    for bf in range(NBF):                             # 316: the Main Phase begins
        if (held >> bf) & 1 and S[G_WINNER] < 0:
            trigger_units(S, CT, PR, rng, p, W_HELD_MAIN, LOC_BF0 + bf, ak, L)
    settle(S, CT, PR, rng, p, ak, L)
    cleanup(S, CT, PR, rng, ak, L)


@kernel()
def end_turn(S, CT, PR, rng, ak, L):
    """317: the turn player's end-of-turn text; heal all units (317.2.b); "this
    turn" Might and stuns expire (317.2.c, 410.1.a.2); the next player's turn
    (317.4)."""
    p = S[G_ACTIVE]
    trigger_legend(S, CT, PR, rng, p, W_END, ak, L)
    cleanup(S, CT, PR, rng, ak, L)
    for r in range(S[pb(p) + P_RUNES_N]):              # runes an effect readies now
        o = pb(p) + P_RUNES + r * RN_W
        if S[G_END_RUNES + p] > 0 and S[o + RN_EXH] == 1:
            S[o + RN_EXH] = 0
            S[G_END_RUNES + p] -= 1
    S[G_END_RUNES + p] = 0
    heal_all(S)
    end_of_turn(S)
    S[G_ACTIVE] = 1 - S[G_ACTIVE]


@kernel()
def write_record(S, out):
    out[R_WINNER] = S[G_WINNER]
    out[R_REASON] = S[G_REASON]
    out[R_TURNS] = S[G_TURN]
    out[R_FIRST] = S[G_FIRST]
    out[R_BAD] = S[G_BAD]
    for p in range(2):
        b = pb(p)
        o = R_P0 + p * R_PN
        out[o + R_POINTS] = S[b + P_POINTS]
        out[o + R_SET_ASIDE] = S[b + P_SET_ASIDE]
        out[o + R_PLAYED] = S[b + P_PLAYED]
        out[o + R_LOST] = S[b + P_LOST]
        out[o + R_CONQUERS] = S[b + P_CONQUERS]
        out[o + R_HOLDS] = S[b + P_HOLDS]
        out[o + R_BURNOUTS] = S[b + P_BURNOUTS]
        out[o + R_COMBATS] = S[b + P_COMBATS]
        out[o + R_COMBATS_WON] = S[b + P_COMBATS_WON]
        out[o + R_BATTLEFIELD] = S[b + P_BF_PICK]
        out[o + R_MULLIGAN] = 1 if S[b + P_SET_ASIDE] > 0 else 0
