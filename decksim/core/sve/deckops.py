"""Effects that move cards between the deck, the hand and the EX area:
search and look destinations (5.7, 5.10), several picks from one look, random
discard (5.18), a hand card to the bottom of the deck, shuffling hands into
decks, the top of the deck into the EX area, banishing the top half of the
deck, and cost changes kept on cards in the EX area.

Cost changes on EX cards live in the three spare EX slots (state.EX_DISC):
each holds one record packed as (card id + 1) | amount << 12 | turn << 16,
turn 0 meaning "for as long as it stays there", otherwise "only in that turn".
An amount of EX_COST_ZERO means "it costs 0 to play" (a cost set to a value, applied
before increases and decreases, 10.10.2.4; playable.play_cost_from; BP02-088).
"""
import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.rng import randint, shuffle_range
from decksim.core.sve import vocab as V
from decksim.core.sve.costs import discard_card, draw_card
from decksim.core.sve.delayed import set_banish_ex_next_end
from decksim.core.sve import decide
from decksim.core.sve.cardinfo import card_matches
from decksim.core.sve.rules import (
    EV_BANISH, EV_MILL, EV_SUMMON, EV_TO_DECK, EV_TO_HAND, add_banish, add_cem, add_ex, add_hand,
    deck_put_bottom, deck_put_top, deck_top, end_game, log, milled, put_on_field, remove_cem,
    remove_hand, reveal_deck,
)
from decksim.core.sve.scratch import give_back, take
from decksim.core.sve.state import (
    CEM, DECK, END_CAP, EX, EX_DISC, EX_DISC_N, F_ENG, FIELD_LIMIT, EX_LIMIT, G_EXTRA_TURN, G_FO_MOVED,
    G_PEND_N,
    G_TOOK, G_TURN, HAND, MAX_DECK, MAX_PEND, P_CEM_N, P_DECK_N, P_EX_N, P_FIELD_N, P_HAND_N, PEND,
    PEND_COLS, PD_AB, PD_PLAYER, PD_SRC_CARD, PD_SRC_UID, PD_TRIG_CARD, PD_TRIG_UID, fo, pb,
)
from decksim.core.sve.tables import (
    A_E0, A_EN, C_AB0, C_ABN, C_COST, C_NAME, C_TYPE, E_AMT, E_ARG, E_ARG2, E_DCOST, E_DEST, E_FILT,
    E_OP, E_REST, LOOK_DISTINCT,
)

# destinations of a searched / looked-at card (EF column E_DEST)
DEST_HAND = V.DEST_HAND
DEST_FIELD = V.DEST_FIELD
DEST_EX = V.DEST_EX
DEST_CEM = V.DEST_CEM

MAX_PICKS = 8
EX_COST_ZERO = V.EX_COST_ZERO   # the amount of an EX cost record that sets the cost to 0


# ---------------------------------------------------------------- EX cost changes

@kernel()
def ex_discount(S, p, card):
    """How much less `card` in p's EX area costs to play now (0 none)."""
    b = pb(p)
    best = 0
    for k in range(EX_DISC_N):
        v = S[b + EX_DISC + k]
        if v > 0 and (v & 0xFFF) == card + 1:
            t = v >> 16
            if t == 0 or t == S[G_TURN]:
                a = (v >> 12) & 0xF
                if a > best:
                    best = a
    return best


@kernel()
def use_ex_discount(S, p, card):
    """The card is played from the EX area: its cost change is used up."""
    b = pb(p)
    best = -1
    ba = 0
    for k in range(EX_DISC_N):
        v = S[b + EX_DISC + k]
        if v > 0 and (v & 0xFFF) == card + 1:
            t = v >> 16
            if t == 0 or t == S[G_TURN]:
                if best < 0 or ((v >> 12) & 0xF) > ba:
                    best = k
                    ba = (v >> 12) & 0xF
    if best >= 0:
        S[b + EX_DISC + best] = 0


@kernel()
def _in_ex(S, p, card):
    b = pb(p)
    for i in range(S[b + P_EX_N]):
        if S[b + EX + i] == card:
            return True
    return False


@kernel()
def add_ex_discount(S, p, card, amt, eot):
    """Remember that `card` (just put into p's EX area) costs amt less
    (this turn only if eot). A slot is reused when its record expired or its
    card left the EX area; with all three in use the oldest slot is replaced."""
    if amt <= 0 or card >= 0xFFF:
        return
    if amt > EX_COST_ZERO:   # (callers give at most 14 less, or EX_COST_ZERO)
        amt = EX_COST_ZERO - 1
    b = pb(p)
    slot = 0
    for k in range(EX_DISC_N):
        v = S[b + EX_DISC + k]
        if v <= 0:
            slot = k
            break
        t = v >> 16
        if (t != 0 and t != S[G_TURN]) or not _in_ex(S, p, (v & 0xFFF) - 1):
            slot = k
            break
    turn = S[G_TURN] if eot != 0 else 0
    S[b + EX_DISC + slot] = (card + 1) | (amt << 12) | (turn << 16)


# ---------------------------------------------------------------- destinations

@kernel(inline=True)
def fits_dest(CT, FL, f, card, dest):
    """Does `card` pass filter f, and can it go to `dest` (a spell never goes
    onto the field)?"""
    if dest == DEST_FIELD and CT[card, C_TYPE] == V.TYPE_SPELL:
        return False
    return card_matches(CT, FL, f, card)


@kernel()
def dest_room(S, p, dest, pending):
    """Can one more card go to `dest` when `pending` cards are already on their way
    there (4.4.4.2 field limit, 4.8.3.2 EX limit)?"""
    if dest == DEST_FIELD:
        return S[pb(p) + P_FIELD_N] + pending < FIELD_LIMIT
    if dest == DEST_EX:
        return S[pb(p) + P_EX_N] + pending < EX_LIMIT
    return True


@kernel()
def to_dest(S, CT, AB, FL, p, card, dest, dcost, eot, L):
    """Move a card taken out of p's deck to `dest` (DEST_*)."""
    if dest == DEST_FIELD:
        # 12.4.3: put onto the field from another zone, so its Fanfare triggers too
        if put_on_field(S, CT, AB, FL, p, card, L) >= 0:
            log(L, EV_SUMMON, p, card, 2, 0)
    elif dest == DEST_EX:
        if add_ex(S, CT, p, card, L):
            add_ex_discount(S, p, card, dcost, eot)
    elif dest == DEST_CEM:
        add_cem(S, CT, p, card)
        log(L, EV_MILL, p, card, 1, 0)
        milled(S, CT, AB, FL, p, card)
    else:
        add_hand(S, CT, p, card, L)
        log(L, EV_TO_HAND, p, card, 2, 0)


# ---------------------------------------------------------------- search and look

@kernel(inline=True, zone=nbt.int64, pos=nbt.int64[:])
def _fitting(S, CT, FL, f, dest, zone, n, pos, cards):
    """The candidates of a search or a move from a zone: the positions (pos) and cards
    of the n cards from S[zone] on that pass filter f and fit destination dest.
    Returns how many."""
    k = 0
    for i in range(n):
        c = S[zone + i]
        if fits_dest(CT, FL, f, c, dest):
            pos[k] = i
            cards[k] = c
            k += 1
    return k


@kernel()
def search_to(S, CT, AB, EF, FL, P, rng, p, e, L):
    """5.7: find a card matching the filter of effect row e, move it to the row's
    destination, then shuffle (5.7.2). Nothing moves when the destination is full.
    "Up to N" (E_AMT, BP09-037): up to N cards, one pick at a time, those taken costing
    at most E_ARG >> 1 in total (0: no limit; "a total of 4 or less"). The candidates
    are a frame of S's scratch stack (scratch.py)."""
    reveal_deck(S, p)
    b = pb(p)
    dest = EF[e, E_DEST]
    budget = EF[e, E_ARG] >> 1
    spent = 0
    for _ in range(max(EF[e, E_AMT], 1)):
        n = S[b + P_DECK_N]
        o = take(S, 3 * n)
        if o < 0:              # nested deeper than any real chain: a runaway (15.2)
            end_game(S, 2, END_CAP, L)
            return
        idx = S[o:o + 2 * n].view(np.int64)
        cards = S[o + 2 * n:o + 3 * n]
        k = _fitting(S, CT, FL, EF[e, E_FILT], dest, b + DECK, n, idx, cards)
        if budget > 0:   # only the cards the budget still allows
            j = 0
            for i in range(k):
                if spent + CT[cards[i], C_COST] <= budget:
                    idx[j] = idx[i]
                    cards[j] = cards[i]
                    j += 1
            k = j
        pick = -1
        if dest_room(S, p, dest, 0):
            pick = decide.from_cards(CT, P, rng, cards, k, False, True)
            if pick >= 0:
                card = S[b + DECK + idx[pick]]
                for j in range(idx[pick], n - 1):
                    S[b + DECK + j] = S[b + DECK + j + 1]
                S[b + P_DECK_N] = n - 1
                f0 = S[b + P_FIELD_N]
                to_dest(S, CT, AB, FL, p, card, dest, EF[e, E_DCOST], EF[e, E_ARG2], L)
                if dest == DEST_FIELD and (EF[e, E_ARG] & 1) == 1 and S[b + P_FIELD_N] > f0:
                    S[fo(p, f0) + F_ENG] = 1   # `engaged = true`: put onto the field engaged
                S[G_TOOK] = card + 1   # vocab.COND_TOOK_MATCHES
                spent += CT[card, C_COST]
        give_back(S, o)
        if pick < 0:
            break
    shuffle_range(S, b + DECK, S[b + P_DECK_N], rng)


@kernel()
def hand_to_field(S, CT, AB, EF, FL, P, rng, p, e, L):
    """A card of p's hand matching the filter of effect row e onto p's field (not
    played: its Fanfare triggers, 12.4.3); the player picks (decide.from_cards);
    nothing moves when the field is full (4.4.4.2). The candidates are a frame of
    S's scratch stack."""
    b = pb(p)
    n = S[b + P_HAND_N]
    if n == 0 or not dest_room(S, p, DEST_FIELD, 0):
        return
    o = take(S, 3 * n)
    if o < 0:              # nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return
    idx = S[o:o + 2 * n].view(np.int64)
    cards = S[o + 2 * n:o + 3 * n]
    k = _fitting(S, CT, FL, EF[e, E_FILT], DEST_FIELD, b + HAND, n, idx, cards)
    pick = decide.from_cards(CT, P, rng, cards, k, False, True)
    if pick >= 0:
        card = remove_hand(S, p, idx[pick])
        to_dest(S, CT, AB, FL, p, card, DEST_FIELD, 0, 0, L)
    give_back(S, o)


@kernel()
def look_top_picks(S, CT, AB, EF, FL, P, rng, p, n, e, L):
    """5.10: look at the top n. Effect row e and the `look_pick` rows right after
    it are picks, in order: each may take one not yet taken card matching its
    filter to its destination. The rest go to the bottom (a single looked-at
    card that is not taken stays on top), to the cemetery or to the hand (E_REST). Its lists
    are a frame of S's scratch stack (scratch.py)."""
    reveal_deck(S, p)
    b = pb(p)
    if n > S[b + P_DECK_N]:
        n = S[b + P_DECK_N]
    if n <= 0:
        return
    o = take(S, 8 * n)
    if o < 0:              # nested deeper than any real chain: a runaway (15.2)
        end_game(S, 2, END_CAP, L)
        return
    top = S[b + P_DECK_N]
    dest_of = S[o:o + 2 * n].view(np.int64)          # -1: not taken
    row_of = S[o + 2 * n:o + 4 * n].view(np.int64)
    where = S[o + 4 * n:o + 6 * n].view(np.int64)
    looked = S[o + 6 * n:o + 7 * n]
    match = S[o + 7 * n:o + 8 * n]
    for i in range(n):
        looked[i] = S[b + DECK + top - 1 - i]
        dest_of[i] = -1
        row_of[i] = 0
    r = e
    taken = 0
    budget = EF[e, E_ARG] % LOOK_DISTINCT   # the most the taken cards may cost in total
    spent = 0               # (0: no limit; "up to a total cost of 7", BP06-024)
    distinct = EF[e, E_ARG] >= LOOK_DISTINCT   # cards of different names (BP08-071)
    while r < EF.shape[0] and (r == e or EF[r, E_OP] == V.OP_LOOK_PICK):
        d = EF[r, E_DEST]
        k = 0
        for i in range(n):
            if budget > 0 and spent + CT[looked[i], C_COST] > budget:
                continue
            if distinct:   # a name a pick of this look took already
                same = False
                for j in range(n):
                    if dest_of[j] >= 0 and CT[looked[j], C_NAME] == CT[looked[i], C_NAME]:
                        same = True
                if same:
                    continue
            if dest_of[i] < 0 and fits_dest(CT, FL, EF[r, E_FILT], looked[i], d):
                match[k] = looked[i]
                where[k] = i
                k += 1
        pending = 0
        for i in range(n):
            if dest_of[i] == d:
                pending += 1
        if k > 0 and dest_room(S, p, d, pending):
            pick = decide.from_cards(CT, P, rng, match, k, True, True)
            if pick >= 0:
                dest_of[where[pick]] = d
                row_of[where[pick]] = r
                taken += 1
                spent += CT[match[pick], C_COST]
        r += 1
    rest = EF[e, E_REST]
    if taken == 0 and n == 1 and rest == V.REST_BOTTOM:
        give_back(S, o)
        return
    S[b + P_DECK_N] = top - n
    for i in range(n):
        if dest_of[i] >= 0:
            q = row_of[i]
            to_dest(S, CT, AB, FL, p, looked[i], dest_of[i], EF[q, E_DCOST], EF[q, E_ARG2],
                    L)
            S[G_TOOK] = looked[i] + 1   # vocab.COND_TOOK_MATCHES
    for i in range(n):
        if dest_of[i] < 0:
            if rest == V.REST_CEM:   # "put the rest into your cemetery" (SD06-001)
                to_dest(S, CT, AB, FL, p, looked[i], DEST_CEM, 0, 0, L)
            elif rest == V.REST_HAND:   # "add the remaining cards to your hand" (CP01-080)
                to_dest(S, CT, AB, FL, p, looked[i], DEST_HAND, 0, 0, L)
            else:
                deck_put_bottom(S, CT, p, looked[i])
    give_back(S, o)


# ---------------------------------------------------------------- other deck and hand moves

@kernel()
def random_discard(S, CT, AB, FL, rng, q, n, L):
    """5.18.1: player q discards n cards, each chosen at random from the hand
    (discard triggers fire: costs.discard_card)."""
    b = pb(q)
    for _ in range(n):
        h = S[b + P_HAND_N]
        if h == 0:
            break
        discard_card(S, CT, AB, FL, q, randint(rng, h), L, 1)


@kernel()
def hand_to_bottom(S, CT, P, rng, p, n, L):
    """Put n cards of your choice from your hand on the bottom of your deck."""
    for _ in range(n):
        i = decide.discard(S, CT, P, rng, p)
        if i < 0:
            break
        card = remove_hand(S, p, i)
        deck_put_bottom(S, CT, p, card)
        log(L, EV_TO_DECK, p, card, 2, 0)


@kernel()
def redraw_hands(S, CT, AB, FL, rng, p, extra, L):
    """Each player returns their hand to the deck, shuffles (5.8) and draws as many
    cards as they returned; player p then draws `extra` more."""
    cnt0 = 0
    cnt1 = 0
    for side in range(2):
        q = p if side == 0 else 1 - p
        b = pb(q)
        reveal_deck(S, q)
        h = S[b + P_HAND_N]
        m = 0
        for i in range(h):
            if S[b + P_DECK_N] < MAX_DECK:
                S[b + DECK + S[b + P_DECK_N]] = S[b + HAND + i]
                S[b + P_DECK_N] += 1
                m += 1
        S[b + P_HAND_N] = 0
        shuffle_range(S, b + DECK, S[b + P_DECK_N], rng)
        if side == 0:
            cnt0 = m
        else:
            cnt1 = m
    for _ in range(cnt0):   # draws by an effect: "whenever you draw" triggers fire
        draw_card(S, CT, AB, FL, p, L)
    for _ in range(cnt1):
        draw_card(S, CT, AB, FL, 1 - p, L)
    for _ in range(extra):
        if draw_card(S, CT, AB, FL, p, L) < 0:
            break      # past the deck's end a draw only loses (5.9.1)


@kernel()
def top_to_ex(S, CT, FL, p, n, until_full, dcost, eot, f, L):
    """Put the top card of your deck into your EX area, n times (or until the EX
    area is full, 4.8.3.2: a card that would not fit stays in the deck). With a
    filter f (row 0: any card) the top card is revealed (5.20) and goes only if it
    passes; otherwise it stays on top and the moves stop (BP08-074)."""
    b = pb(p)
    k = 0
    while until_full != 0 or k < n:
        if S[b + P_EX_N] >= EX_LIMIT:
            break
        reveal_deck(S, p)
        if f != 0 and (S[b + P_DECK_N] == 0 or
                       not card_matches(CT, FL, f, S[b + DECK + S[b + P_DECK_N] - 1])):
            break
        card = deck_top(S, p)
        if card < 0:
            break
        if add_ex(S, CT, p, card, L):
            add_ex_discount(S, p, card, dcost, eot)
        k += 1


@kernel()
def banish_top_half(S, CT, p, L):
    """Banish the top half of your deck, rounded up; returns how many."""
    b = pb(p)
    reveal_deck(S, p)
    n = (S[b + P_DECK_N] + 1) // 2
    for _ in range(n):
        card = deck_top(S, p)
        add_banish(S, CT, p, card)
        log(L, EV_BANISH, p, card, 1, 0)
    return n


@kernel()
def cem_to_deck(S, CT, FL, rng, p, f, n, L):
    """Return up to n cards matching filter f from your cemetery to your deck, then
    shuffle it (5.8). The pilot returns every match it may ("any number": more
    copies in the deck is what such cards want)."""
    b = pb(p)
    moved = 0
    i = S[b + P_CEM_N] - 1
    while i >= 0 and moved < n:
        if card_matches(CT, FL, f, S[b + CEM + i]):
            card = remove_cem(S, CT, p, i)
            deck_put_top(S, CT, p, card)
            log(L, EV_TO_DECK, p, card, 3, 0)
            moved += 1
        i -= 1
    shuffle_range(S, b + DECK, S[b + P_DECK_N], rng)


@kernel()
def repeat_ability(S, CT, AB, e, p, src_uid, src_card, trig_uid, trig_card):
    """'Repeat this ability': the ability that effect row e belongs to becomes
    pending again at the front of the queue, so it is the next to resolve."""
    n = S[G_PEND_N]
    if n >= MAX_PEND:
        return
    a0 = CT[src_card, C_AB0]
    for a in range(a0, a0 + CT[src_card, C_ABN]):
        if AB[a, A_E0] <= e and e < AB[a, A_E0] + AB[a, A_EN]:
            for j in range(n, 0, -1):
                o1 = PEND + j * PEND_COLS
                for c in range(PEND_COLS):
                    S[o1 + c] = S[o1 - PEND_COLS + c]
            S[PEND + PD_AB] = a
            S[PEND + PD_PLAYER] = p
            S[PEND + PD_SRC_UID] = src_uid
            S[PEND + PD_SRC_CARD] = src_card
            S[PEND + PD_TRIG_UID] = trig_uid
            S[PEND + PD_TRIG_CARD] = trig_card
            S[G_PEND_N] = n + 1
            return


@kernel()
def deck_op(S, CT, AB, EF, FL, P, rng, p, e, amt, L):
    """The ops of this module (vocab OP codes 28-35 and the search / look_top
    destinations). Returns False for an op it does not handle."""
    op = EF[e, E_OP]
    if op == V.OP_SEARCH:
        search_to(S, CT, AB, EF, FL, P, rng, p, e, L)
    elif op == V.OP_HAND_TO_FIELD:
        hand_to_field(S, CT, AB, EF, FL, P, rng, p, e, L)
    elif op == V.OP_LOOK_TOP:
        look_top_picks(S, CT, AB, EF, FL, P, rng, p, amt, e, L)
    elif op == V.OP_LOOK_PICK:
        pass   # read by the look_top row before it
    elif op == V.OP_ENEMY_DISCARD_RANDOM:
        random_discard(S, CT, AB, FL, rng, 1 - p, amt, L)
    elif op == V.OP_HAND_TO_BOTTOM:
        hand_to_bottom(S, CT, P, rng, p, amt, L)
    elif op == V.OP_REDRAW_HANDS:
        redraw_hands(S, CT, AB, FL, rng, p, amt, L)
    elif op == V.OP_EXTRA_TURN:
        S[G_EXTRA_TURN] = p + 1   # 5.27.1: after this turn
    elif op == V.OP_TOP_TO_EX:
        top_to_ex(S, CT, FL, p, amt, EF[e, E_ARG], EF[e, E_DCOST], EF[e, E_ARG2], EF[e, E_FILT],
                  L)
    elif op == V.OP_BANISH_TOP_HALF:
        n = banish_top_half(S, CT, p, L) + (S[G_FO_MOVED] & 255)
        # the banished cards count as moved by this ability (vocab.COND_MOVED, BP05-020)
        S[G_FO_MOVED] = (S[G_FO_MOVED] & ~255) | (n if n < 255 else 255)
    elif op == V.OP_BANISH_EX_NEXT_END:
        set_banish_ex_next_end(S, p)
    elif op == V.OP_CEM_TO_DECK:
        cem_to_deck(S, CT, FL, rng, p, EF[e, E_FILT], amt, L)
    else:
        return False
    return True
