"""The Riftbound game state: one flat int32 array S. Globals and the two
battlefields first, then one block per player (pb(p)): counters, the Legend
and Champion Zones, the main deck, hand, trash, rune deck, runes on the board,
gear and units.

Energy and Power are spent as they are added (354.1.a): a cost exhausts and
recycles runes directly, so the Rune Pool (161) holds only the Energy card text
adds outside a payment (Threshold of the Gray: G_POOL), which costs spend first."""
from decksim.core.riftbound.kernel import kernel
from decksim.core.riftbound.tables import MAX_MAIN, RUNES

VICTORY = 8       # 462.3: the Victory Score of Duel
NBF = 2           # 462.4: two battlefields in play, one per player
OPENING_HAND = 4  # 116
CHANNEL = 2       # 315.3.b: runes channelled in each Channel Phase

# --- globals ---
G_TURN = 0        # turns begun, both players together (the first turn is 1)
G_ACTIVE = 1      # the Turn Player (304)
G_FIRST = 2       # the First Player (115.1.b.1)
G_WINNER = 3      # -1 playing, 0 / 1 the winner, 2 a draw
G_REASON = 4      # END_* of records.py
G_BAD = 5         # debug: the first broken invariant (invariants.py), 0 none
G_ACTIONS = 6     # actions taken in this Action Phase (capped: ACTIONS_PER_TURN)
G_SCORED = 7      # bit p * NBF + bf: player p scored battlefield bf this turn (447)
G_DQ_N = 8        # dictated answers waiting (the scenario API; 0 in batches)
G_DQ = 9          # DQ_CAP answers: a unit index plus DQ_TARGET (decide.dictated)
DQ_CAP = 4
DQ_TARGET = 1 << 20
DQ_EFFECT = 1 << 21   # an effect's unit target (player * UNIT_CAP + slot) plus DQ_EFFECT
DQ_BF = 1 << 22       # an effect's battlefield plus DQ_BF
DQ_EQUIP = 1 << 23    # the unit slot a Quick-Draw gear attaches to plus DQ_EQUIP
DQ_LOC = 1 << 24      # an effect's location (a move's destination, a token's place) plus DQ_LOC
G_BF = G_DQ + DQ_CAP      # NBF battlefields of BF_W columns
BF_CARD = 0       # its card row
BF_OWNER = 1      # the player who provided it (166.1)
BF_CTRL = 2       # its controller, -1 uncontrolled (184.2)
BF_HIDDEN = 3     # the card hidden facedown here (737) plus 1; 0 none
BF_HIDER = 4      # the player who hid it
BF_HID_TURN = 5   # the turn (G_TURN) it was hidden
BF_W = 6
G_PEND_N = G_BF + NBF * BF_W   # Deathknells waiting to resolve (triggers.cleanup)
G_PEND = G_PEND_N + 1           # PEND_CAP of owner * PEND_OWNER + PEND_ALONE if it died
PEND_CAP = 16                   # alone + Might * PEND_MIGHT + card row
PEND_OWNER = 1 << 20
PEND_EMP = 1 << 22              # it died Empowered
PEND_ALONE = 1 << 19
PEND_MIGHT = 1 << 11            # card rows stay below it (compile.py checks)
G_DEATH = G_PEND + PEND_CAP     # the Deathknell resolving: its PEND_ALONE and Might bits
G_READY = G_DEATH + 1           # bit p: units p plays this turn enter ready
G_DIED = G_READY + 1            # 1: a unit died this turn
G_CAST = G_DIED + 1             # the spell whose cast triggers are resolving
G_EVENT_LOC = G_CAST + 1        # the battlefield conquered or held, as a location
G_ONLY_AT = G_EVENT_LOC + 1     # a card played from Hidden: its location plus 1 (737.1.d); 0 none
G_PAID = G_ONLY_AT + 1          # 1: the last burn / dig_unit trashed a card
G_LAST_DISC = G_PAID + 1        # the card row last discarded
G_END_RUNES = G_LAST_DISC + 1   # 2 words: runes player p readies at the end of this turn
G_BUFF_BOOST = G_END_RUNES + 2  # bit p: p's buffs give one more Might this turn
G_DISCARDED = G_BUFF_BOOST + 1  # bit p: p discarded a card this turn
G_EXTRA = G_DISCARDED + 1       # 1: the card being played pays its optional additional cost
G_XP = G_EXTRA + 1              # 2 words: each player's XP (Hunt, Level)
G_LEGEND_EXH = G_XP + 2         # bit p: p's Champion Legend is exhausted
G_MIGHTY_UNIT = G_LEGEND_EXH + 1    # the unit that just became Mighty (709), a target code
G_GEAR_PLAYED = G_MIGHTY_UNIT + 1   # bit p: p played a non-token gear this turn
G_EXCESS = G_GEAR_PLAYED + 1    # 2 words: the excess combat damage p assigned in the last combat
G_OPEN = G_EXCESS + 2           # 1: the battlefield being conquered was uncontrolled (open)
G_ARRIVE = G_OPEN + 1           # bit p * NBF + bf: p's units an effect moved to bf wait to
                                # arrive there (arrivals.settle_moves: 428-431)
G_COMBAT_LOC = G_ARRIVE + 1     # the location of the combat in progress (437); 0 none
G_ATTACKER = G_COMBAT_LOC + 1   # its attacker (442.1.a.1)
G_STUN_AT = G_ATTACKER + 1      # bit p * NBF + bf: p stunned an enemy unit at bf (its
                                # "when you stun" triggers wait: moves.settle)
G_PLAYED = G_STUN_AT + 1        # the unit just played, as a target code (when = foe_play)
G_NEXT_PLAY = G_PLAYED + 1      # bit p: p's next unit played this turn is readied and buffed
G_FIRST_HERE = G_NEXT_PLAY + 1  # bit p * NBF + bf: p played a non-token unit at bf this turn
G_BOUNCED = G_FIRST_HERE + 1    # 2 * NBF words: p's units returned to hand from bf, waiting
G_DEATH_TURN = G_BOUNCED + 2 * NBF  # bit p: a unit of p died this turn
G_FIRST_DEATH = G_DEATH_TURN + 1    # bit p: the first death's triggers wait (cleanup)
G_BANISH_OWN = G_FIRST_DEATH + 1    # bit p: p banished a card it owns; its `banish` triggers
                                    # wait (triggers.waiting_triggers)
G_LEGEND_EMP = G_BANISH_OWN + 1     # bit p: p's Champion Legend is Empowered
G_GEAR_SLOT = G_LEGEND_EMP + 1     # the gear slot just played plus 1 (when = foe_gear); 0 gone
G_BUFFED = G_GEAR_SLOT + 1          # bit p: p buffed a friendly unit (U_BUFFED), its "when you
                                    # buff" text waits for the effect's end (effects.resolve)
G_POOL = G_BUFFED + 1           # 2 words: the Energy in player p's Rune Pool (162, 416: added
                                # outside a payment), spent first; empties at the end of each
                                # player's Draw Phase and turn (163)
G_DISC_N = G_POOL + 2           # discarded cards whose `discarded` text waits (409.1.b:
G_DISC = G_DISC_N + 1           # after the discarding effect or cost; discarded.discard_plays)
DISC_CAP = 4                    # of owner * PEND_OWNER + card row
G_MODE = G_DISC + DISC_CAP      # the mode of the activated ability being used (if = mode), 0
GLOBALS = G_MODE + 1

# --- capacities ---
HAND_CAP = MAX_MAIN + 1
TRASH_CAP = MAX_MAIN + 1
UNIT_CAP = 32     # units on the board per player (a move's unit mask is 32 bits)
GEAR_CAP = 16
ACTIONS_PER_TURN = 120

# --- one player's block, from pb(p) ---
P_POINTS = 0      # points (445)
P_LEGEND = 1      # the Champion Legend's card row (106.5)
P_CHAMP = 2       # the Chosen Champion's card row while in the Champion Zone, else -1 (107.2)
P_DECK_N = 3
P_HAND_N = 4
P_TRASH_N = 5
P_RDECK_N = 6     # runes in the Rune Deck (107.4)
P_RUNES_N = 7     # runes on the board (106.2.e)
P_GEAR_N = 8
P_UNITS_N = 9
P_OWN_TURNS = 10  # own turns begun
P_MAIN_CARDS = 11     # main deck cards the player owns (the invariant's total)
P_SET_ASIDE = 12  # cards set aside by the mulligan (117.1)
P_PLAYED = 13     # units played
P_LOST = 14       # own units killed
P_CONQUERS = 15
P_HOLDS = 16
P_BURNOUTS = 17
P_COMBATS = 18    # combats begun as the attacker
P_COMBATS_WON = 19    # of those, combats after which the player controlled the battlefield
P_BF_PICK = 20    # which of the deck's three battlefields is in play (0-2, 462.5)
P_TURN_PLAYS = 21  # cards played this turn (Legion, 735)
P_BANISHED = 22   # cards of the player's in its Banishment (107.5, 414)
P_WATCH = 23      # the tables.WATCH_* bits of its deck's cards (tables.C_WATCH): board.might
                  # reads the player's other units, triggers.mighty_check its units, only then
P_HDR = 24
P_DECK = P_HDR                    # main deck card rows, the top card last
P_HAND = P_DECK + MAX_MAIN + 1
P_TRASH = P_HAND + HAND_CAP
P_RDECK = P_TRASH + TRASH_CAP     # rune deck card rows, the top rune last
P_RUNES = P_RDECK + RUNES         # RUNES slots of RN_W columns
RN_CARD = 0
RN_EXH = 1        # 1 exhausted (401)
RN_W = 2
P_GEAR = P_RUNES + RUNES * RN_W   # GEAR_CAP slots of GR_W columns (gear.py)
GR_CARD = 0       # card row
GR_EXH = 1        # 1 exhausted (401)
GR_ATT = 2        # the unit slot it is attached to plus 1 (716-719); 0: unattached, at the base
GR_TEMP = 3       # 1: given Temporary (742)
GR_W = 4
P_UNITS = P_GEAR + GEAR_CAP * GR_W    # UNIT_CAP slots of U_W columns
U_CARD = 0        # card row
U_LOC = 1         # LOC_BASE or a battlefield's LOC_BF0 + bf
U_EXH = 2         # 1 exhausted (142.4: units enter exhausted)
U_DMG = 3         # damage marked (141)
U_BUFF = 4        # 1: a buff, a +1 Might counter (701)
U_PLUS = 5        # Might given this turn (expires at End of Turn, 317.2.c)
U_STUN = 6        # 1: stunned this turn, deals no combat damage (410)
U_GONE = 7        # leaving at the next cleanup: GONE_KILL / GONE_HAND / GONE_BANISH + p
U_ASSAULT = 8     # Assault given this turn
U_GANK = 9        # 1: Ganking given this turn
U_SHIELD = 10     # Shield given for the rest of the turn
U_TEMP = 11       # 1: given Temporary (742)
U_EMP = 12        # 1: Empowered
U_FOUGHT = 13     # 1: in the combat now ending
U_SAVE = 14       # 1: the next time it would die this turn, it is recalled instead
U_MIGHTY = 15     # Mighty at the last check (708-709): 0 not yet checked, 1 no, 2 yes
U_CONQ = 16       # 1: it conquered this turn
U_SHROUD = 17     # 1: enemy spells and abilities cannot choose it this turn
U_TANK = 18       # 1: Tank (741) given this turn
U_MOVED = 19      # moves this turn (a Standard Move or an effect's)
U_ARRIVE = 20     # 1: an effect moved it; its move triggers wait (arrivals.settle_moves)
U_PREVENT = 21    # damage still to prevent this turn (the next n damage dealt to it)
U_NOMOVE = 22     # 1: it can't move this turn
U_NEW = 23        # 1: played in the action now resolving, its play reactions waiting
U_CSHIELD = 24    # Shield given until the combat ends
U_EMP_NEW = 25    # 1: it just became Empowered; its `empowered` triggers wait (cleanup)
U_BUFFED = 26     # 1: its player just buffed it (413.1.b), its "when you buff" text waiting
U_MODES = 27      # bit m: the mode m of its activated ability chosen this turn
U_PLAY_WAIT = 28  # 1: played by card text (a Limited Play, 406.3), its play text waiting
                  # (discarded.effect_plays, from moves.settle)
U_W = 29
GONE_KILL = 1
GONE_HAND = 2
GONE_BANISH = 3   # plus the banishing player: banished (414), to its owner's Banishment
GONE_RECYCLE = 5  # recycled (403): to the bottom of its owner's Main Deck
PSIZE = P_UNITS + UNIT_CAP * U_W
STATE_SIZE = GLOBALS + 2 * PSIZE
LOOK = STATE_SIZE                # the expert pilot's look-ahead copy of the game follows it
BUFFER_SIZE = LOOK + STATE_SIZE  # a game's buffer S: the game, then the look-ahead copy

LOC_BASE = 0      # the player's Base (106.2)
LOC_BF0 = 1       # battlefield bf is location LOC_BF0 + bf

# how a battlefield is scored (446)
CONQUER = 1
HOLD = 2


@kernel(inline=True)
def pb(p):
    """The offset of player p's block."""
    return GLOBALS + p * PSIZE


@kernel(inline=True)
def uo(p, u):
    """The offset of player p's unit slot u."""
    return GLOBALS + p * PSIZE + P_UNITS + u * U_W


@kernel(inline=True)
def go(p, g):
    """The offset of player p's gear slot g."""
    return GLOBALS + p * PSIZE + P_GEAR + g * GR_W


@kernel(inline=True)
def bfo(bf):
    """The offset of battlefield bf."""
    return G_BF + bf * BF_W


# an event log L is int32[rows, LOG_COLS] (decksim/core/eventlog.py)
from decksim.core.eventlog import LOG_COLS, log  # noqa: E402,F401
EV_TURN = 1       # player, turn, points, runes on the board
EV_DRAW = 2       # player, card
EV_PLAY = 3       # player, card, location, 1 accelerated
EV_MOVE = 4       # player, unit mask, destination
EV_COMBAT = 5     # attacker, battlefield, attackers' Might, defenders' Might
EV_KILL = 6       # owner, card, battlefield
EV_SCORE = 7      # player, battlefield, CONQUER / HOLD, points after (0: drew instead)
EV_BURNOUT = 8    # player, opponent's points after
EV_END = 9        # winner (2 draw), reason
EV_MULLIGAN = 10  # player, cards set aside, the first and second card set aside (-1 none)
EV_CHANNEL = 11   # player, runes channelled
EV_GEAR = 12      # player, card
EV_TURN_END = 13  # player, ready runes, unspent (audit.py), empty battlefields it could conquer
EV_BATTLEFIELD = 14   # player, the card row of the battlefield it provides (462.5)
EV_SPELL = 15     # player, card
EV_EFFECT = 16    # player, card, op, target (owner * 64 + unit slot, -1 none)
EV_HIDE = 17      # player, card, battlefield, 1 played from Hidden (0 hidden)
EV_EQUIP = 18     # player, gear card, unit (owner * UNIT_CAP + slot), gear.EQ_* how
EV_FLOW = 19      # player, card: a spell played from the trash with Flow, then banished
# the events the per-card and per-turn counters read (stats.py)
STATS_EVENTS = sum(1 << k for k in (EV_TURN, EV_DRAW, EV_PLAY, EV_GEAR, EV_SPELL, EV_COMBAT,
                                    EV_SCORE, EV_MULLIGAN, EV_CHANNEL, EV_TURN_END))
