"""The Battle Spirits game state: one flat int32 array S. Globals first, then
one block per player (pb(p)): counters, deck, hand, trash and field slots.

Cores (5-7) are counts: Life, Reserve and the core half of the Trash hold
numbers of cores, a field slot its number of cores. Each player's one Soul Core
(5-7-3) is counted there too, and P_SOUL says where it is. The Void (4-8) is
unlimited: P_VOID_IN counts the cores a player took from it, so
Life + Reserve + Trash cores + field cores = 9 + P_VOID_IN at all times
(invariants.py)."""
from decksim.core.bss.kernel import kernel

# --- globals ---
G_TURN = 0        # turns begun, both players together (the first turn is 1)
G_ACTIVE = 1      # the turn player (5-3-2)
G_FIRST = 2       # the player who went first (6-2-1-6)
G_WINNER = 3      # -1 playing, 0 / 1 the winner, 2 a draw
G_REASON = 4      # END_* of records.py
G_STEP = 5        # ST_* below
G_ATK = 6         # the attacking spirit's slot (turn player), -1 none
G_BLK = 7         # the blocking spirit's slot (non-turn player), -1 none
G_UID = 8         # next instance id of a card put onto the field (4-1-4: a new card)
G_MOVES = 9       # core moves made in this step (capped: CORE_MOVES_CAP)
G_BAD = 10        # debug: the first broken invariant (invariants.py), 0 none
G_HIT = 11        # this attack reduced the defender's life
G_ACTIONS = 12    # actions taken in this step (capped: STEP_ACTIONS_CAP)
G_PQ_N = 13       # triggered effects waiting (9-1-5): cards that left the field
G_PQ = 16         # PQ_CAP events of PQ_W: kind (QE_*), player, card row, level it had
PQ_CAP = 8        # (10-2-2-3), the player who caused it
PQ_W = 5
QE_DESTROYED = 1  # a spirit or nexus was destroyed (5-10)
QE_SUMMONED = 2   # an effect summoned a spirit: its When Summoned (player, card, uid)
QE_DREW = 3       # an effect made the player draw outside their own Draw Step (player)
QE_RETURNED = 4   # the player's spirit went back to their hand or deck (player, card)
QE_LIFE_UP = 5    # the player's Life increased (player)
QE_EXHAUSTED = 6  # the player's spirit or nexus became exhausted (player, card)
QE_CRUSHED = 7    # a spirit card of the player's deck went to the trash by Crush (player, card)
QE_DRAINED = 8    # the player's spirit was depleted after the opponent's effect took its cores
G_DQ_N = 14       # dictated answers waiting (the scenario API's `dictate`; 0 in batches)
G_SOULPAY = 15    # the Soul Core was paid for the card being played (CD_SOUL_PAID)
G_DQ = G_PQ + PQ_CAP * PQ_W   # DQ_CAP answers: an action code, or a target code
DQ_CAP = 4
DQ_TARGET = 1 << 20   # added to a dictated target code (decide.dictated)
G_EV_S = G_DQ + DQ_CAP    # the slot of the event's card while its watchers resolve (W_IT), -1
G_COUNT = G_EV_S + 1      # what the effect's last OP_COUNT row found (A_PER rows)
G_AUDIT = G_COUNT + 1     # 1: the pilot audit's checks run (audit.py; 0 in runs)
G_EV_BY = G_AUDIT + 1     # (on_own_destroyed watchers) the player who destroyed it
G_END_ATTACKS = G_EV_BY + 1   # 1: the Attack Step ends after this battle (OP_END_ATTACKS)
G_LUSTER = G_END_ATTACKS + 1  # 1: the attacker has Luster: this battle's magic comes back
G_BM_N = G_LUSTER + 1         # magic the turn player used in this battle: their count,
G_BM = G_BM_N + 1             # then BM_CAP card rows
BM_CAP = 4
G_TURN_ATTACKS = G_BM + BM_CAP    # attacks declared in this turn
G_EV_CARD = G_TURN_ATTACKS + 1    # the event's card row while its watchers resolve, -1
G_MILLED = G_EV_CARD + 1      # the card the last OP_MILL sent to the trash, -1 none
G_LAST_T = G_MILLED + 1       # the first target of the effect's last selecting row (W_LAST)
G_DOOM = G_LAST_T + 1         # 1: the spirit blocking now is destroyed when the battle ends
                              # (OP_DOOM_BLOCKER)
G_ASCENDED = G_DOOM + 1       # the card the card being played used for Ascend, -1 none
G_SKIP_LO = G_ASCENDED + 1    # ability rows lo <= k < hi are skipped: the option an OP_ONE_OF
G_SKIP_HI = G_SKIP_LO + 1     # row did not take (rows of its own effect only)
G_AIM = G_SKIP_HI + 1         # the attack is aimed at the opponent's spirit of this uid + 1
                              # (OP_ATTACK_SPIRIT, aim.py), not at the player; 0 at the player
G_FORCED = G_AIM + 1          # this Attack Step's first attack must be by the turn player's
                              # spirit of this uid + 1, if it can attack (OP_FIRST_ATTACKER); 0
GLOBALS = G_FORCED + 1

# steps (7-1-1)
ST_START, ST_CORE, ST_DRAW, ST_REFRESH, ST_MAIN, ST_ATTACK, ST_MAIN2, ST_END = range(8)

# --- capacities ---
MAX_DECK = 60     # the rules set no upper limit (6-1-1); decksim plays decks of 40 to 60
HAND_CAP = 40
TRASH_CAP = 2 * MAX_DECK
FIELD_CAP = 16
CORE_MOVES_CAP = 40     # core moves per step: a pilot cannot shuffle cores for ever
STEP_ACTIONS_CAP = 120  # actions per step, moves and plays together

# --- one player's block, from pb(p) ---
P_LIFE = 0        # cores in Life (4-7)
P_RES = 1         # cores in the Reserve (4-6), the Soul Core included when there
P_TRASHC = 2      # cores in the Trash's core area (4-4-1)
P_SOUL = 3        # where the Soul Core is: SOUL_* or a field slot (>= 0)
P_VOID_IN = 4     # cores taken from the Void, less those returned to it
P_DECK_N = 5
P_HAND_N = 6
P_TRASH_N = 7     # cards in the Trash
P_FIELD_N = 8     # spirits and nexuses on the field
P_REDRAW = 9      # 1 when the player redrew the opening hand (6-2-1-7)
P_SPENT = 10      # cores paid as costs in the game (11-1-1-5)
P_BLOCKS = 11     # blocks declared (8-1-3)
P_LEVELUPS = 12   # times a spirit or nexus of this player rose a level
P_SOUL_PAID = 13  # times the Soul Core was paid as a cost or placed for a level
P_PLAYED = 14     # cards summoned, deployed or used from the hand
P_DMG = 15        # life this player's attacks took from the opponent
P_OWN_TURNS = 16  # own turns begun
P_ATTACKS = 17    # attacks declared
P_RES_LEFT = 18   # cores left in the Reserve at the end of the player's last turn, summed
P_LOST = 19       # this player's spirits destroyed or depleted
P_REMOVED_N = 20  # cards in the Removed Area (4-9)
P_BURST = 21      # the set burst card's row + 1 (0: none)
P_BURSTS = 22     # burst effects activated
# the pilot audit's counters (audit.py), with G_AUDIT
P_AU_LETHAL = 23  # attack steps that began with a lethal the opponent's blocks could not stop
P_AU_MISSED = 24  # of those, turns the player did not win
P_AU_DOB = 25     # turns that ended dead on board
P_AU_DOB_LOST = 26    # of those, the opponent won the next turn
P_AU_DOB_NOW = 27     # (the last turn ended dead on board)
P_AU_LEFT = 28    # turns that ended with cores in the Reserve and a card it could pay for
P_LIFE_LOST_TURN = 29    # Life lost in this turn (counted from its start)
P_TURN_MAGIC = 30     # magic cards used in this turn
P_ATTACK_TAX = 31     # 1: this turn the player's attacks each cost a core (OP_ATTACK_TAX)
P_LIFE_COST = 32      # this turn the player's spirit cards passing ability row P_LIFE_COST - 1's
                      # filters cost the player's Life (OP_LIFE_COST_TURN); 0 none
P_AIM_ROW = 33        # this turn the player's spirits have an OP_ATTACK_SPIRIT_TURN effect: its
                      # ability row + 1 (0 none)
P_HDR = 34
P_DECK = P_HDR                        # the deck's card rows, the top card last (4-2)
P_HAND = P_DECK + MAX_DECK
P_TRASH = P_HAND + HAND_CAP
P_FIELD = P_TRASH + TRASH_CAP         # FIELD_CAP slots of F_W columns

# a field slot's columns
F_CARD = 0        # card row
F_CORES = 1       # cores on it, the Soul Core included when P_SOUL names this slot
F_EXH = 2         # 0 refreshed, 1 exhausted (5-5-1)
F_BP_TURN = 3     # BP gained until the end of this turn
F_UID = 4         # instance id (G_UID)
F_NEW = 5         # 1 the turn it came onto the field
F_LV_TOP = 6      # the highest level it has reached (level-up statistics)
F_FLAGS = 7       # FL_* bits: effects on it until the end of this turn
F_W = 8
PSIZE = P_FIELD + FIELD_CAP * F_W
GAME_SIZE = GLOBALS + 2 * PSIZE     # one game's words
LOOK = GAME_SIZE                    # then the expert pilot's look-ahead copy of the game
STATE_SIZE = 2 * GAME_SIZE          # (policies/expert.py), the same length

# F_FLAGS bits
FL_LV1 = 1        # treated as Lv1 (OP_LV1_TURN)
FL_NO_ATTACK = 2  # cannot attack
FL_NO_BLOCK = 4   # cannot block
FL_UNBLOCKABLE = 8    # cannot be blocked
FL_MAXLV = 16     # treated as its highest level
FL_STAY = 32      # not refreshed at its controller's next Refresh Step (OP_NO_REFRESH; kept
                  # past the turn's end, cleared by that step)
FL_SHIELD = 64    # not destroyed nor its cores removed by the opponent this turn (OP_SHIELD_TURN)
FL_DRAINED = 128  # (within one effect) the opponent's effect took cores off it
FL_RAID1 = 256    # Raid used this turn: bits 8-11 count the uses (FL_RAID1 each)
FL_RAIDS = 15 * 256
FL_LV1_BATTLE = 4096  # treated as Lv1 until this battle ends (OP_LV1_BATTLE)
FL_BLOCK_EXH = 8192   # can block while exhausted this turn (OP_BLOCK_EXH_TURN)
FL_ONCE1 = 1 << 16    # effect e (1..8) of the card was used this turn: FL_ONCE1 << (e - 1)
FL_ONCES = 255 << 16
FL_BY_SHIFT = 24      # bits 24-28: the tables.BY_* blockers that cannot block it this turn
FL_BY = 31 << 24      # (OP_UNBLOCKABLE_BY_TURN)
# the bits that end with the turn (7-9-1-1)
FL_TURN = 31 | FL_SHIELD | FL_LV1_BATTLE | FL_BLOCK_EXH | FL_RAIDS | FL_ONCES | FL_BY

# the Soul Core's places (P_SOUL); a field slot is a number >= 0
SOUL_RES = -1
SOUL_TRASH = -2
SOUL_VOID = -3        # (only by a card's effect that says so: OP_SOUL_TO_VOID)

START_LIFE = 5        # 6-2-1-3
START_RESERVE = 4     # 6-2-1-3: three cores and the Soul Core
OPENING_HAND = 4      # 6-2-1-5


@kernel(inline=True)
def pb(p):
    """The offset of player p's block."""
    return GLOBALS + p * PSIZE


@kernel(inline=True)
def fs(p, s):
    """The offset of player p's field slot s."""
    return GLOBALS + p * PSIZE + P_FIELD + s * F_W


# an event log L is int32[rows, LOG_COLS]: row 0 holds the count, every other row
# one event: its kind and four values (games/bss/replay.py formats them)
from decksim.core.eventlog import LOG_COLS, log  # noqa: E402,F401  (as before)
EV_TURN = 1       # player, turn, reserve, life
EV_DRAW = 2       # player, card
EV_PLAY = 3       # player, card, cost paid, cores placed
EV_ATTACK = 4     # player, attacker card, its BP
EV_BLOCK = 5      # player, blocker card (-1 no block), its BP
EV_LIFE = 6       # player hit, amount, life after
EV_DESTROY = 7    # controller, card, 1 destroyed / 2 depleted
EV_CORE = 8       # player, card (-1 reserve), cores after, 1 placed / -1 removed
EV_REDRAW = 9     # player, 1 redrew / 0 kept
EV_END = 10       # winner (2 draw), reason
EV_EFFECT = 11    # player, card, opcode
EV_DECKOUT = 12   # player
EV_SOUL = 13      # player, card it now sits on
EV_BURST_SET = 14 # player (the card stays hidden)
EV_BURST = 15     # player, card, 1 its cost paid for its flash / main effect
EV_TO_HAND = 16   # owner, card: put into the hand by an effect (not a draw)
EV_MAIN = 17      # player, cores in the Reserve at the start of the Main Step
EV_TURN_END = 18  # player, Reserve left, cores paid in the game, level rises in the game
EV_TURN_END2 = 19 # player, Soul Core uses, attacks, cards played (all in the game)
EV_AIM = 20       # player, the opponent's spirit its attack is aimed at, that spirit's BP
EV_FORCED = 21    # player, the opponent's spirit that must attack first this step
# the events the per-card and per-turn counters read (stats.py): a run's log keeps these
STATS_EVENTS = sum(1 << k for k in (EV_TURN, EV_DRAW, EV_PLAY, EV_REDRAW, EV_TO_HAND, EV_MAIN,
                                    EV_TURN_END, EV_TURN_END2))


