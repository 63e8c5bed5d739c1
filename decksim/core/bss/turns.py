"""Game setup (6-2) and the turn (7): Start, Core, Draw, Refresh, Main, Attack,
Second Main and End Steps; and the per-game record."""
from decksim.core.rng import randint, shuffle_range
from decksim.core.bss import decide
from decksim.core.bss.audit import at_turn_start
from decksim.core.bss.triggers import fire_step
from decksim.core.bss.cores import draw, end_game, end_of_turn, refresh_all
from decksim.core.bss.kernel import kernel
from decksim.core.bss.tables import OP_REFRESH_AFTER_ATTACKS
from decksim.core.bss.values import any_in_force
from decksim.core.bss.records import (
    END_DECKOUT, R_ATTACKS, R_BAD, R_BLOCKS, R_DMG, R_FIRST, R_LEVELUPS, R_LIFE, R_LOST, R_P0,
    R_PLAYED, R_PN, R_REASON, R_REDRAW, R_RES_LEFT, R_SOUL, R_SPENT, R_TURNS, R_WINNER,
)
from decksim.core.bss.state import (
    EV_DECKOUT, EV_REDRAW, EV_TURN, EV_TURN_END, EV_TURN_END2, G_ACTIVE, GAME_SIZE, G_ATK, G_AUDIT,
    G_BAD, G_BLK, G_FIRST, G_FORCED, G_REASON, G_STEP, G_TURN, G_WINNER, log, OPENING_HAND,
    P_AIM_ROW, P_ATTACKS, P_ATTACK_TAX, pb, P_BLOCKS, P_DECK, P_DECK_N, P_DMG, P_HAND, P_HAND_N,
    P_LEVELUPS, P_LIFE, P_LIFE_COST, P_LIFE_LOST_TURN, P_LOST, P_OWN_TURNS, P_PLAYED, P_REDRAW,
    P_RES, P_RES_LEFT, P_SOUL, P_SOUL_PAID, P_SPENT, P_TURN_MAGIC, P_VOID_IN, SOUL_RES, START_LIFE,
    START_RESERVE, ST_CORE, ST_DRAW, ST_END, ST_MAIN2, ST_REFRESH, ST_START,
)

TURN_CAP = 80          # turns, both players together, before a game counts as a draw


@kernel()
def redraw_hand(S, rng, p):
    """6-2-1-8: the hand goes back into the deck, it is shuffled, 4 cards drawn."""
    b = pb(p)
    n = S[b + P_DECK_N]
    for i in range(S[b + P_HAND_N]):
        S[b + P_DECK + n] = S[b + P_HAND + i]
        n += 1
    S[b + P_DECK_N] = n
    S[b + P_HAND_N] = 0
    shuffle_range(S, b + P_DECK, n, rng)


@kernel()
def setup_game(S, rng, decks, deck_n, first, CT, PR, L):
    """6-2: shuffled decks, Life 5, Reserve 3 cores and the Soul Core, 4 cards
    each, the first player (first: 0 / 1, or -1 at random), then one optional
    redraw each in turn order (6-2-1-7)."""
    audit = S[G_AUDIT]
    S[:GAME_SIZE] = 0
    S[G_AUDIT] = audit                                        # (audit.py: kept from game to game)
    S[G_WINNER] = -1
    S[G_ATK] = -1
    S[G_BLK] = -1
    for p in range(2):
        b = pb(p)
        n = deck_n[p]
        for i in range(n):
            S[b + P_DECK + i] = decks[p, i]
        S[b + P_DECK_N] = n
        shuffle_range(S, b + P_DECK, n, rng)                  # 6-2-1-2
        S[b + P_LIFE] = START_LIFE                            # 6-2-1-3
        S[b + P_RES] = START_RESERVE
        S[b + P_SOUL] = SOUL_RES
        for i in range(OPENING_HAND):                         # 6-2-1-5
            draw(S, p, L)
    f = first if first >= 0 else randint(rng, 2)              # 6-2-1-6
    S[G_FIRST] = f
    S[G_ACTIVE] = f
    for i in range(2):                                        # 6-2-1-7
        p = f if i == 0 else 1 - f
        r = decide.redraw(S, CT, PR, rng, p)
        log(L, EV_REDRAW, p, 1 if r else 0, 0, 0)
        if r:
            S[pb(p) + P_REDRAW] = 1
            redraw_hand(S, rng, p)
            for j in range(OPENING_HAND):
                draw(S, p, L)


@kernel()
def start_turn(S, CT, AB, PR, rng, L, ak):
    """The Start, Core, Draw and Refresh Steps (7-2 .. 7-5) of a new turn, each with
    the effects that happen at its start (triggers.fire_step)."""
    p = S[G_ACTIVE]
    b = pb(p)
    for q in range(2):                                        # this turn's counts
        S[pb(q) + P_LIFE_LOST_TURN] = 0
        S[pb(q) + P_TURN_MAGIC] = 0
        S[pb(q) + P_ATTACK_TAX] = 0
        S[pb(q) + P_LIFE_COST] = 0
        S[pb(q) + P_AIM_ROW] = 0                              # (OP_ATTACK_SPIRIT_TURN)
    S[G_FORCED] = 0                                           # (OP_FIRST_ATTACKER)
    at_turn_start(S, p)
    S[G_TURN] += 1
    S[b + P_OWN_TURNS] += 1
    S[G_STEP] = ST_START
    log(L, EV_TURN, p, S[G_TURN], S[b + P_RES], S[b + P_LIFE])
    fire_step(S, CT, AB, PR, rng, ST_START, L, ak)            # 7-2-1
    if S[G_WINNER] >= 0:
        return
    if S[b + P_DECK_N] == 0:                                  # 7-2-2, 1-3-8
        log(L, EV_DECKOUT, p, 0, 0, 0)
        end_game(S, 1 - p, END_DECKOUT, L)
        return
    S[G_STEP] = ST_CORE
    fire_step(S, CT, AB, PR, rng, ST_CORE, L, ak)             # 7-3-1
    if S[G_TURN] > 1:                                         # 7-3-3
        S[b + P_RES] += 1                                     # 7-3-2
        S[b + P_VOID_IN] += 1
    S[G_STEP] = ST_DRAW
    fire_step(S, CT, AB, PR, rng, ST_DRAW, L, ak)             # 7-4-1
    draw(S, p, L)                                             # 7-4-2
    S[G_STEP] = ST_REFRESH
    fire_step(S, CT, AB, PR, rng, ST_REFRESH, L, ak)          # 7-5-1
    refresh_all(S, p)                                         # 7-5-2


@kernel()
def second_main_start(S, CT, AB, PR, rng, L, ak):
    """After the Attack Step (7-8): the Refresh Step an effect adds there
    (OP_REFRESH_AFTER_ATTACKS: the step's effects, then the refresh, 7-5), and the
    Second Main Step begins."""
    p = S[G_ACTIVE]
    if any_in_force(S, CT, AB, p, OP_REFRESH_AFTER_ATTACKS):
        S[G_STEP] = ST_REFRESH
        fire_step(S, CT, AB, PR, rng, ST_REFRESH, L, ak)
        refresh_all(S, p)
    S[G_STEP] = ST_MAIN2


@kernel()
def finish_turn(S, CT, AB, PR, rng, L, ak):
    """7-9: the End Step (this turn's effects end, 7-9-1-1, then the End Step's
    effects happen); the opponent becomes the turn player."""
    p = S[G_ACTIVE]
    S[G_STEP] = ST_END
    end_of_turn(S, p)
    fire_step(S, CT, AB, PR, rng, ST_END, L, ak)
    if S[G_WINNER] >= 0:
        return
    b = pb(p)
    S[b + P_RES_LEFT] += S[b + P_RES]
    log(L, EV_TURN_END, p, S[b + P_RES], S[b + P_SPENT], S[b + P_LEVELUPS])
    log(L, EV_TURN_END2, p, S[b + P_SOUL_PAID], S[b + P_ATTACKS], S[b + P_PLAYED])
    S[G_ACTIVE] = 1 - p


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
        out[o + R_REDRAW] = S[b + P_REDRAW]
        out[o + R_LIFE] = S[b + P_LIFE]
        out[o + R_SPENT] = S[b + P_SPENT]
        out[o + R_BLOCKS] = S[b + P_BLOCKS]
        out[o + R_LEVELUPS] = S[b + P_LEVELUPS]
        out[o + R_SOUL] = S[b + P_SOUL_PAID]
        out[o + R_PLAYED] = S[b + P_PLAYED]
        out[o + R_DMG] = S[b + P_DMG]
        out[o + R_ATTACKS] = S[b + P_ATTACKS]
        out[o + R_RES_LEFT] = S[b + P_RES_LEFT]
        out[o + R_LOST] = S[b + P_LOST]
