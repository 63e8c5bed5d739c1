"""Zones, pending abilities, the field, damage and rules handling (sections 4,
5, 9, 11); what a card on the field is now (stats, keywords, filters) is in
cardinfo.py.

Pure numba over the flat state (state.py) and the compiled tables (tables.py).
Automatic abilities are never resolved here: a trigger only becomes pending
(10.7.2) in the state's queue; `timing.confirmation_timing` plays them.
"""

import numpy as np
from numba import types as nbt

from decksim.core.sve.kernel import kernel
from decksim.core.zones import insert_first, pop_at, push

from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import kw_of, recount_auras, defense_of, is_follower, card_matches_as, \
    type_at
from decksim.core.sve.losses import count_loss
from decksim.core.sve.race import return_carrots
from decksim.core.sve.state import (
    G_ACTIVE, CEM, BAN, DECK, EX, EX_BUFF, EX_LIMIT, F_ATKB, F_BASE, F_BY_ABILITY, F_DEFB, F_FOREIGN, F_CARD, F_CNT, F_COLS, F_DMG, F_ENG, F_ENTER,
    F_EVO_SLOT, F_EVOTURN, F_FOUGHT_BANE, F_ONCE_TURN, F_RACE, F_UID, FIELD_LIMIT, F_SILENT_UNTIL,
    P_AURA_N, G_PEND_N, G_REASON, G_SPELL_BACK, G_TRIG_ABSENT, G_TURN, G_UID, G_WINNER, HAND, MAX_BAN, MAX_CEM, MAX_DECK,
    MAX_HAND, MAX_PEND, P_BAN_N, P_CEM_N, P_CEM_FOLLOWERS, P_DECK_N, P_DREW_EMPTY, P_HIDE, P_EX_N,
    P_ALLY_DESTROYED_AT, P_EX_FOREIGN, P_FIELD_N, P_HAND_N, P_HAND_SHOWN, P_LEADER, P_LOST_DEF, P_MAXPP, P_PP, P_SPELLS_CEM, PEND, PEND_COLS, PD_AB,
    PD_PLAYER, PD_SRC_CARD, PD_SRC_UID, PD_TRIG_CARD, PD_TRIG_UID, END_BOTH, END_DECKOUT,
    END_LEADER, PH_OVER, G_PHASE, fo, pb,
)
from decksim.core.sve.tables import (
    A_TFILT, A_TRIG, C_AB0, C_ABN, C_ALIAS, C_EVOLVED, C_KW, C_ON_MASK, C_TOKEN, C_TYPE,
)

# destinations for cards leaving the field
D_CEM = 0
D_BAN = 1
D_HAND = 2
D_DECK_TOP = 3
D_DECK_BOTTOM = 4
D_EX = 5

# an event log L is int32[rows, LOG_COLS]: row 0 holds the count and the kind
# filter, every other row an event: its kind and four values (one column spare)
from decksim.core.eventlog import LOG_COLS, log  # noqa: E402,F401  (as before)
# log event kinds (decksim/games/sve/replay.py formats them)
EV_TURN = 1        # player, turn, max PP, PP
EV_DRAW = 2        # player, card
EV_PLAY = 3        # player, card, from (0 hand, 1 EX, 2 cemetery), PP paid
EV_EVOLVE = 4      # player, base card, evolved card, EP used
EV_ATTACK = 5      # player, attacker card, target card (-1 leader)
EV_DMG_LEADER = 6  # player hit, amount, defense after
EV_DMG_FOLLOWER = 7  # controller, card, amount, defense after
EV_DESTROY = 8     # controller, card
EV_SUMMON = 9      # player, card
EV_TO_EX = 10      # player, card
EV_BANISH = 11     # controller, card
EV_TO_HAND = 12    # owner, card
EV_HEAL = 13       # player, amount, defense after
EV_DISCARD = 14    # player, card
EV_MULLIGAN = 15   # player, 1 mulligan / 0 keep
EV_END = 16        # winner (2 draw), reason
EV_ABILITY = 17    # player, card, trigger
EV_TARGET = 18     # player choosing, target controller, target card (-1 leader)
EV_MILL = 19       # player, card
EV_TO_DECK = 20    # owner, card
EV_PP = 21         # player, max PP, PP (after a max PP / recover change)
EV_ENGAGE = 22     # controller, card
EV_DECKOUT = 23    # player
EV_MAIN_END = 24   # player, PP left, PP spent so far in the game (statistics)
EV_SERVE = 25      # player, card served, Carrots linked, EP used (14.2.1, 14.2.2)
EV_DIE = 26        # player, the number a die roll gave (op roll_die, 5.18; BP06-110)


# ---------------------------------------------------------------- simple zones

@kernel()
def add_cem(S, CT, p, card):
    """Cemetery (4.9). Tokens and evolved cards never stay there (9.1.4, 11.6)."""
    if CT[card, C_TOKEN] == 1 or CT[card, C_EVOLVED] == 1:
        return
    b = pb(p)
    if not push(S, b + CEM, b + P_CEM_N, MAX_CEM, card):
        return
    if CT[card, C_TYPE] == V.TYPE_SPELL:
        S[b + P_SPELLS_CEM] += 1
    elif CT[card, C_TYPE] == V.TYPE_FOLLOWER:
        S[b + P_CEM_FOLLOWERS] += 1


@kernel()
def add_hand(S, CT, p, card, L):
    """Put a card into p's hand; tokens returned to hand cease to exist (9.1.4)."""
    if CT[card, C_TOKEN] == 1:
        return False
    b = pb(p)
    S[b + P_HAND_SHOWN] = 0   # a card the other player has not seen joins it (5.20)
    if push(S, b + HAND, b + P_HAND_N, MAX_HAND, card):
        return True
    add_cem(S, CT, p, card)   # physical capacity only; never reached in normal play
    return False


@kernel(inline=True)
def remove_hand(S, p, i):
    return pop_at(S, pb(p) + HAND, pb(p) + P_HAND_N, i)


@kernel()
def remove_cem(S, CT, p, i):
    b = pb(p)
    card = pop_at(S, b + CEM, b + P_CEM_N, i)
    if CT[card, C_TYPE] == V.TYPE_SPELL:
        S[b + P_SPELLS_CEM] -= 1
    elif CT[card, C_TYPE] == V.TYPE_FOLLOWER:
        S[b + P_CEM_FOLLOWERS] -= 1
    return card


@kernel()
def add_banish(S, CT, p, card):
    if CT[card, C_TOKEN] == 1 or CT[card, C_EVOLVED] == 1:
        return
    push(S, pb(p) + BAN, pb(p) + P_BAN_N, MAX_BAN, card)


@kernel()
def add_ex(S, CT, p, card, L):
    """EX area (4.8). Past the limit a new card is not put there (4.8.3.2). The new
    slot keeps no stat change and belongs to p (EX_BUFF, P_EX_FOREIGN)."""
    b = pb(p)
    if not push(S, b + EX, b + P_EX_N, EX_LIMIT, card):
        if CT[card, C_TOKEN] == 0:
            add_cem(S, CT, p, card)
        return False
    i = S[b + P_EX_N] - 1
    S[b + EX_BUFF + i] = 0
    S[b + P_EX_FOREIGN] &= ~(1 << i)
    log(L, EV_TO_EX, p, card, 0, 0)
    return True


@kernel()
def add_ex_foreign(S, CT, p, card, L):
    """A card the opponent owns into p's EX area (3.1.1; BP05-019). Past the limit
    it goes to its owner's cemetery (11.5.1)."""
    b = pb(p)
    if not push(S, b + EX, b + P_EX_N, EX_LIMIT, card):
        add_cem(S, CT, 1 - p, card)
        return False
    i = S[b + P_EX_N] - 1
    S[b + EX_BUFF + i] = 0
    S[b + P_EX_FOREIGN] |= 1 << i
    log(L, EV_TO_EX, p, card, 0, 0)
    return True


@kernel(inline=True)
def spell_done(S, CT, owner, card, L):
    """10.6.2.8.3: a resolved spell goes to its owner's cemetery; to its owner's hand
    or EX area instead when one of its effects put it there (G_SPELL_BACK 1: BP05-034;
    2: BP09-113; a full EX area takes no card, 4.8.3.2: it goes to the cemetery)."""
    if S[G_SPELL_BACK] == 1:
        S[G_SPELL_BACK] = 0
        add_hand(S, CT, owner, card, L)
        log(L, EV_TO_HAND, owner, card, 4, 0)
        return
    if S[G_SPELL_BACK] == 2:
        S[G_SPELL_BACK] = 0
        add_ex(S, CT, owner, card, L)   # (a full EX area: add_ex puts it into the cemetery)
        return
    add_cem(S, CT, owner, card)


@kernel(inline=True)
def ex_owner(S, p, i):
    """Owner of the card in EX slot i of p (3.1.1): p, or the opponent (P_EX_FOREIGN)."""
    if S[pb(p) + P_EX_FOREIGN] == 0:
        return p
    return 1 - p if ((S[pb(p) + P_EX_FOREIGN] >> i) & 1) != 0 else p


@kernel()
def remove_ex(S, p, i):
    """Take the card out of EX slot i; the slots above move down with their stat
    changes and owner bits (read them first: ex_owner, ex_to_field_extras)."""
    b = pb(p)
    n = S[b + P_EX_N]
    for j in range(i, n - 1):
        S[b + EX_BUFF + j] = S[b + EX_BUFF + j + 1]
    S[b + EX_BUFF + n - 1] = 0
    fb = S[b + P_EX_FOREIGN]
    if fb != 0:
        low = fb & ((1 << i) - 1)
        S[b + P_EX_FOREIGN] = low | ((fb >> (i + 1)) << i)
    return pop_at(S, b + EX, b + P_EX_N, i)


@kernel(inline=True)
def ex_buff(S, p, i):
    """The stat change kept on EX slot i of p (EX_BUFF: attack << 12 | defense)."""
    return S[pb(p) + EX_BUFF + i]


@kernel()
def keep_ex_extras(S, q, s, buff, foreign):
    """4.8.3.3: a card moved from an EX area onto field slot s of q keeps the stat
    change made to it there (buff, from ex_buff) and its owner (foreign: the
    opponent owns it, 5.21.3)."""
    o = fo(q, s)
    if buff != 0:
        S[o + F_ATKB] += buff >> 12
        S[o + F_DEFB] += buff & 0xFFF
    if foreign:
        S[o + F_FOREIGN] = 1


@kernel()
def reveal_deck(S, p):
    """A look-ahead copy does not know the deck order: the first time it looks
    at p's deck, shuffle it (seeded by P_HIDE; splitmix64, multiply-shift)."""
    b = pb(p)
    h = S[b + P_HIDE]
    if h == 0:
        return
    S[b + P_HIDE] = 0
    x = np.uint64(h)
    for i in range(S[b + P_DECK_N] - 1, 0, -1):
        x += np.uint64(0x9E3779B97F4A7C15)
        z = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z ^= z >> np.uint64(31)
        j = np.int64(((z >> np.uint64(32)) * np.uint64(i + 1)) >> np.uint64(32))
        t = S[b + DECK + i]
        S[b + DECK + i] = S[b + DECK + j]
        S[b + DECK + j] = t


@kernel()
def deck_top(S, p):
    reveal_deck(S, p)
    b = pb(p)
    n = S[b + P_DECK_N]
    if n == 0:
        return -1
    S[b + P_DECK_N] = n - 1
    return S[b + DECK + n - 1]


@kernel()
def deck_put_top(S, CT, p, card):
    if CT[card, C_TOKEN] == 1 or CT[card, C_EVOLVED] == 1:
        return
    reveal_deck(S, p)
    push(S, pb(p) + DECK, pb(p) + P_DECK_N, MAX_DECK, card)


@kernel()
def deck_put_bottom(S, CT, p, card):
    if CT[card, C_TOKEN] == 1 or CT[card, C_EVOLVED] == 1:
        return
    reveal_deck(S, p)
    insert_first(S, pb(p) + DECK, pb(p) + P_DECK_N, MAX_DECK, card)


@kernel(inline=True)
def draw(S, CT, p, L):
    """5.9.1: an empty deck makes the player lose at the next rules handling (11.2.2)."""
    card = deck_top(S, p)
    if card < 0:
        S[pb(p) + P_DREW_EMPTY] = 1
        log(L, EV_DECKOUT, p, 0, 0, 0)
        return -1
    add_hand(S, CT, p, card, L)
    log(L, EV_DRAW, p, card, 0, 0)
    return card


# ---------------------------------------------------------------- pending abilities

@kernel(inline=True, ab=nbt.int64)
def enqueue(S, ab, player, src_uid, src_card, trig_uid, trig_card):
    """10.7.2: an automatic ability becomes pending."""
    n = S[G_PEND_N]
    if n >= MAX_PEND:
        return
    o = PEND + n * PEND_COLS
    S[o + PD_AB] = ab
    S[o + PD_PLAYER] = player
    S[o + PD_SRC_UID] = src_uid
    S[o + PD_SRC_CARD] = src_card
    S[o + PD_TRIG_UID] = trig_uid
    S[o + PD_TRIG_CARD] = trig_card
    S[G_PEND_N] = n + 1


@kernel(inline=True)
def _trigger_abilities(S, CT, AB, FL, card, trig, player, src_uid, trig_uid, trig_card):
    a0 = CT[card, C_AB0]
    # a triggering card on the field, or that just left it, has its other name too
    # (C_ALIAS, BP08-T01: last known information, 10.7.4.1.2); a played, drawn,
    # discarded or milled one does not
    alias = 0
    if trig_card >= 0 and trig != V.TRIG_CARD_PLAYED and trig != V.TRIG_SPELL_PLAYED and \
            trig != V.TRIG_DREW and trig != V.TRIG_ENEMY_DISCARDS and trig != V.TRIG_ENEMY_MILLED \
            and trig != V.TRIG_OWN_DISCARDS:
        alias = CT[trig_card, C_ALIAS]
    for a in range(a0, a0 + CT[card, C_ABN]):
        if AB[a, A_TRIG] == trig:
            if trig_card >= 0 and not card_matches_as(CT, FL, AB[a, A_TFILT], trig_card, alias):
                continue
            enqueue(S, a, player, src_uid, card, trig_uid, trig_card)


@kernel(inline=True)
def trig_bit(trig):
    """Trigger trig's bit in C_ON_MASK and G_TRIG_ABSENT (the triggers from 31 on
    share bit 31: vocab.BIT31)."""
    return (1 << trig) if trig < 31 else V.BIT31


@kernel(inline=True)
def trigger_card(S, CT, AB, FL, card, trig, player, src_uid, trig_uid, trig_card):
    """Make every ability of `card` with trigger `trig` pending. (Inlined: most
    cards have no such ability, and then no call is made.) Triggers from 31 on share
    bit 31 of C_ON_MASK (an int32)."""
    if (CT[card, C_ON_MASK] & trig_bit(trig)) != 0:
        _trigger_abilities(S, CT, AB, FL, card, trig, player, src_uid, trig_uid, trig_card)


@kernel(inline=True)
def trigger_field(S, CT, AB, FL, p, trig, skip_uid, trig_uid, trig_card):
    """Abilities with trigger `trig` of every card on p's field (except skip_uid)."""
    if (S[G_TRIG_ABSENT] & trig_bit(trig)) != 0:
        return
    for s in range(S[pb(p) + P_FIELD_N]):
        o = fo(p, s)
        if S[o + F_UID] == skip_uid or S[o + F_SILENT_UNTIL] >= S[G_TURN]:
            continue
        trigger_card(S, CT, AB, FL, S[o + F_CARD], trig, p, S[o + F_UID], trig_uid, trig_card)


@kernel(inline=True)
def trigger_cem(S, CT, AB, FL, p, trig, trig_uid, trig_card):
    """The abilities with trigger `trig` of p's cemetery cards, played from there
    (`zone = "cemetery"`, vocab.CEMETERY_TRIGGERS, their own text: BP08-041, BP08-068
    when a follower is put onto p's field, BP08-083 when the opponent discards); each
    becomes pending with no source uid, as a Last Words does (10.7.2)."""
    if (S[G_TRIG_ABSENT] & trig_bit(trig)) != 0:
        return
    for i in range(S[pb(p) + P_CEM_N]):
        trigger_card(S, CT, AB, FL, S[pb(p) + CEM + i], trig, p, -1, trig_uid, trig_card)


@kernel(inline=True)
def engage_card(S, CT, AB, FL, p, s):
    """5.3.1: engage field card (p, s). One that was reserved becomes engaged: its
    "whenever this card becomes engaged" abilities trigger (BP09-108, BP09-109), unless
    it lost its abilities. (A card put onto the field engaged never was reserved.)"""
    o = fo(p, s)
    if S[o + F_ENG] == 1:
        return
    S[o + F_ENG] = 1
    if S[o + F_SILENT_UNTIL] < S[G_TURN]:
        trigger_card(S, CT, AB, FL, S[o + F_CARD], V.TRIG_BECOMES_ENGAGED, p, S[o + F_UID],
                     -1, -1)


@kernel()
def milled(S, CT, AB, FL, q, card):
    """`card` went from q's deck to q's cemetery: "during your turn, whenever a card
    goes from the opponent's deck to the cemetery" of q's opponent (BP05-029)."""
    if S[G_ACTIVE] != q:
        trigger_field(S, CT, AB, FL, 1 - q, V.TRIG_ENEMY_MILLED, -1, -1, card)


# ---------------------------------------------------------------- the field

@kernel()
def put_on_field(S, CT, AB, FL, p, card, L):
    """Put `card` onto p's field reserved (4.4). Returns the slot, or -1 if full.

    Triggers Fanfare (12.4) and "whenever another follower is put onto your
    field". A card with Stack enters with one counter (13.3.2).
    """
    b = pb(p)
    n = S[b + P_FIELD_N]
    if n >= FIELD_LIMIT:  # 4.4.4.2: what does not fit is not put there
        if CT[card, C_TOKEN] == 0:
            add_cem(S, CT, p, card)
        return -1
    o = fo(p, n)
    for c in range(F_COLS):
        S[o + c] = 0
    uid = S[G_UID]
    S[G_UID] = uid + 1
    S[o + F_CARD] = card
    S[o + F_BASE] = card
    S[o + F_UID] = uid
    S[o + F_ENTER] = S[G_TURN]
    S[o + F_EVOTURN] = -1
    S[o + F_EVO_SLOT] = -1
    S[o + F_ONCE_TURN] = S[G_TURN]
    S[o + F_BY_ABILITY] = 1   # 5.4.1: by an ability, unless a play clears it (play_card)
    if (CT[card, C_KW] & V.KW_STACK) != 0:
        S[o + F_CNT] = 1
    if (CT[card, C_KW] & V.KW_ENTERS_ENGAGED) != 0:
        S[o + F_ENG] = 1
    # 12.8.2 (i): a Ward follower may enter engaged. Pilots take that option when it
    # arrives during the opponent's turn (it guards at once); in its controller's
    # turn it enters reserved and is engaged at the end phase (7.4.3) instead.
    ward_engage = (CT[card, C_KW] & V.KW_WARD) != 0 and S[G_ACTIVE] != p
    S[b + P_FIELD_N] = n + 1
    if ((CT[card, C_ON_MASK] >> V.TRIG_AURA) & 1) != 0:
        S[b + P_AURA_N] += 1
    if ward_engage:   # put reserved, then engaged (12.8.2 (i)): it becomes engaged
        engage_card(S, CT, AB, FL, p, n)
    trigger_card(S, CT, AB, FL, card, V.TRIG_FANFARE, p, uid, -1, -1)
    if CT[card, C_TYPE] == V.TYPE_FOLLOWER:
        trigger_field(S, CT, AB, FL, p, V.TRIG_ALLY_ENTERS, uid, uid, card)
        trigger_cem(S, CT, AB, FL, p, V.TRIG_CEM_ALLY_ENTERS, uid, card)
    elif CT[card, C_TYPE] == V.TYPE_AMULET:   # "whenever an amulet is put onto your field"
        trigger_field(S, CT, AB, FL, p, V.TRIG_AMULET_ENTERS, uid, uid, card)
    return n


@kernel(inline=True)
def _compact_field(S, p, s):
    b = pb(p)
    n = S[b + P_FIELD_N]
    for j in range(s, n - 1):
        o1 = fo(p, j)
        o2 = fo(p, j + 1)
        for c in range(F_COLS):
            S[o1 + c] = S[o2 + c]
    S[b + P_FIELD_N] = n - 1


@kernel()
def leave_field(S, CT, AB, FL, p, s, dest, L, destroyed):
    """Move the card in field slot s of player p to `dest` (D_*).

    13.3.2: a card with Stack counters loses one instead of leaving.
    5.15.4 / 11.6.1: an evolved card's evolve card goes back face up.
    Tokens cease to exist outside the field and EX area (9.1.4.3).
    Returns True if the card left the field.
    """
    o = fo(p, s)
    card = S[o + F_CARD]
    base = S[o + F_BASE]
    if S[o + F_CNT] > 0 and (kw_of(S, CT, p, s) & V.KW_STACK) != 0:   # silence removes Stack
        S[o + F_CNT] -= 1
        return False
    silent = S[o + F_SILENT_UNTIL] >= S[G_TURN]
    typ = type_at(S, CT, o)   # its type as it was on the field (10.7.4.1.2; 5.24.1)
    # a follower with Ward as it was on the field (10.7.4.1.2) for TRIG_WARD_TO_CEM (BP06-090)
    ward = dest == D_CEM and typ == V.TYPE_FOLLOWER and \
        (kw_of(S, CT, p, s) & V.KW_WARD) != 0
    if S[o + F_RACE] > 0:   # 14.2.1.3 / 11.8.1: its Carrots go back face up
        return_carrots(S, p, S[o + F_RACE])
    # 4.1.6 / 5.21.3: it goes to its owner's zone (a card taken from the opponent, 3.1.1)
    owner = 1 - p if S[o + F_FOREIGN] == 1 else p
    _compact_field(S, p, s)
    if S[pb(p) + P_AURA_N] > 0:
        recount_auras(S, CT, p)
    # the evolve card stays face up in the evolve deck area (EVO_USED stays 1)
    if dest == D_CEM:
        add_cem(S, CT, owner, base)
        if not silent:
            trigger_card(S, CT, AB, FL, card, V.TRIG_LAST_WORDS, p, -1, -1, -1)
        if destroyed and typ == V.TYPE_FOLLOWER:
            S[pb(p) + P_ALLY_DESTROYED_AT] = S[G_TURN]   # COND_ALLY_DESTROYED
            log(L, EV_DESTROY, p, card, 0, 0)
            trigger_field(S, CT, AB, FL, 1 - p, V.TRIG_ENEMY_DESTROYED, -1, -1, card)
        else:
            log(L, EV_DESTROY, p, card, 1, 0)
        if typ == V.TYPE_FOLLOWER:   # "during your turn": the active player's
            trigger_field(S, CT, AB, FL, S[G_ACTIVE], V.TRIG_ALLY_TO_CEM if S[G_ACTIVE] == p
                          else V.TRIG_ENEMY_TO_CEM, -1, -1, card)   # (enemy: BP08-035)
        if ward:   # on any turn
            trigger_field(S, CT, AB, FL, p, V.TRIG_WARD_TO_CEM, -1, -1, card)
    elif dest == D_BAN:
        add_banish(S, CT, owner, base)
        log(L, EV_BANISH, p, card, 0, 0)
    elif dest == D_HAND:
        add_hand(S, CT, owner, base, L)
        log(L, EV_TO_HAND, p, card, 0, 0)
        if not silent:
            trigger_card(S, CT, AB, FL, card, V.TRIG_RETURNED, p, -1, -1, -1)
    elif dest == D_DECK_TOP:
        deck_put_top(S, CT, owner, base)
        log(L, EV_TO_DECK, p, card, 0, 0)
    elif dest == D_DECK_BOTTOM:
        deck_put_bottom(S, CT, owner, base)
        log(L, EV_TO_DECK, p, card, 1, 0)
    else:   # D_EX: the card under an evolved follower goes there too (5.15.4)
        add_ex(S, CT, owner, base, L)
    if not silent:
        trigger_card(S, CT, AB, FL, card, V.TRIG_LEAVES, p, -1, -1, -1)
    if typ == V.TYPE_AMULET:   # "another amulet leaves your field" (BP01-141)
        trigger_field(S, CT, AB, FL, p, V.TRIG_AMULET_LEAVES, -1, -1, card)
    elif typ == V.TYPE_FOLLOWER:   # "whenever a follower of yours leaves" (BP06-074)
        trigger_field(S, CT, AB, FL, p, V.TRIG_ALLY_LEAVES, -1, -1, card)
    return True


@kernel()
def damage_leader(S, p, amount, L):
    if amount <= 0:
        return
    b = pb(p)
    S[b + P_LEADER] -= amount
    S[b + P_LOST_DEF] = S[G_TURN]
    count_loss(S, b)
    log(L, EV_DMG_LEADER, p, amount, S[b + P_LEADER], 0)


@kernel()
def lose_defense(S, p, amount, L):
    """'Give your leader -N defense' (5.26): a loss of defense, not damage."""
    if amount <= 0:
        return
    b = pb(p)
    S[b + P_LEADER] -= amount
    S[b + P_LOST_DEF] = S[G_TURN]
    count_loss(S, b)
    log(L, EV_DMG_LEADER, p, amount, S[b + P_LEADER], 1)


@kernel()
def heal_leader(S, p, amount, L):
    if amount <= 0:
        return
    b = pb(p)
    S[b + P_LEADER] += amount
    log(L, EV_HEAL, p, amount, S[b + P_LEADER], 0)


@kernel()
def gain_defense(S, CT, AB, FL, p, amount, L):
    """p's leader gains `amount` defense (5.26): `leader_gains_defense` triggers."""
    if amount <= 0:
        return
    heal_leader(S, p, amount, L)
    trigger_field(S, CT, AB, FL, p, V.TRIG_LEADER_GAINS, -1, -1, -1)


@kernel(inline=True)
def damage_follower(S, CT, p, s, amount, L):
    """5.13.1; 5.13.1.2: damage to a non-follower does nothing."""
    if amount <= 0 or not is_follower(S, CT, p, s):
        return
    o = fo(p, s)
    S[o + F_DMG] += amount
    log(L, EV_DMG_FOLLOWER, p, S[o + F_CARD], amount, defense_of(S, CT, p, s))


@kernel()
def set_pp(S, p, value):
    """3.2.4: play points stay within [0, max PP]."""
    b = pb(p)
    if value > S[b + P_MAXPP]:
        value = S[b + P_MAXPP]
    if value < 0:
        value = 0
    S[b + P_PP] = value


@kernel()
def end_game(S, winner, reason, L):
    if S[G_WINNER] >= 0:
        return
    S[G_WINNER] = winner
    S[G_REASON] = reason
    S[G_PHASE] = PH_OVER
    log(L, EV_END, winner, reason, 0, 0)


@kernel()
def _loss_prevented(S, CT, AB, FL, p, L):
    """11.2.1 replaced by a `cant_lose` card on p's field (BP05-092): p does not lose
    while it is there; at 0 defense or less it goes to the cemetery and the leader's
    defense becomes 1 (its own automatic ability, applied at once)."""
    for s in range(S[pb(p) + P_FIELD_N]):
        if (kw_of(S, CT, p, s) & V.KW_CANT_LOSE) != 0:
            if S[pb(p) + P_LEADER] <= 0:
                S[fo(p, s) + F_CNT] = 0
                leave_field(S, CT, AB, FL, p, s, D_CEM, L, False)
                log(L, EV_HEAL, p, 1 - S[pb(p) + P_LEADER], 1, 1)
                S[pb(p) + P_LEADER] = 1   # set higher: a gain of defense (5.26.2)
                trigger_field(S, CT, AB, FL, p, V.TRIG_LEADER_GAINS, -1, -1, -1)
            S[pb(p) + P_DREW_EMPTY] = 0   # 11.2.2 looks at draws since the last check only
            return True
    return False


@kernel(inline=True)
def rules_handling(S, CT, AB, FL, L):
    """10.5.2.1 / 11: apply every applicable rule at once, repeat until none."""
    changed = True
    while changed and S[G_WINNER] < 0:
        changed = False
        # 11.2 losses; both at once is a draw
        lost0 = S[pb(0) + P_LEADER] <= 0 or S[pb(0) + P_DREW_EMPTY] == 1
        lost1 = S[pb(1) + P_LEADER] <= 0 or S[pb(1) + P_DREW_EMPTY] == 1
        if lost0 or lost1:
            if lost0 and _loss_prevented(S, CT, AB, FL, 0, L):
                lost0 = False
            if lost1 and _loss_prevented(S, CT, AB, FL, 1, L):
                lost1 = False
        if lost0 or lost1:
            deck = S[pb(0) + P_DREW_EMPTY] == 1 or S[pb(1) + P_DREW_EMPTY] == 1
            leader = S[pb(0) + P_LEADER] <= 0 or S[pb(1) + P_LEADER] <= 0
            reason = END_LEADER
            if deck and not leader:
                reason = END_DECKOUT
            if lost0 and lost1:
                end_game(S, 2, END_BOTH, L)
            elif lost0:
                end_game(S, 1, reason, L)
            else:
                end_game(S, 0, reason, L)
            return
        # 11.3 destruction (0 defense, 11.3.1; fought Bane, 11.3.2) and 11.7 Stack
        # collect first: simultaneous (11.1.3)
        for p in range(2):
            s = 0
            while s < S[pb(p) + P_FIELD_N]:
                o = fo(p, s)
                card = S[o + F_CARD]
                dead = False
                if type_at(S, CT, o) == V.TYPE_FOLLOWER:   # 5.24.2.1: not a changed one
                    dead = defense_of(S, CT, p, s) <= 0
                    if S[o + F_FOUGHT_BANE] == 1:   # 11.3.2, by Bane: by an ability (11.3.2.1)
                        S[o + F_FOUGHT_BANE] = 0    # (fought since the last rules handling)
                        if (kw_of(S, CT, p, s) & V.KW_NO_ABILITY_DESTROY) == 0:
                            dead = True
                elif (CT[card, C_KW] & V.KW_STACK) != 0 and S[o + F_CNT] <= 0:
                    dead = True
                if dead:
                    S[o + F_CNT] = 0
                    leave_field(S, CT, AB, FL, p, s, D_CEM, L, True)
                    changed = True
                else:
                    s += 1
            # 11.9 play point limits
            b = pb(p)
            if S[b + P_PP] > S[b + P_MAXPP]:
                S[b + P_PP] = S[b + P_MAXPP]
