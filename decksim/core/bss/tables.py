"""The integer tables the Battle Spirits engine reads, compiled from the card
pool by decksim/cards/bss/compile.py: the card table CT (one row per card) and
the ability table AB (one row per encoded effect). Column names are offsets."""

# colours (2-11-1-1): bit k of a colour mask
RED, PURPLE, GREEN, WHITE, YELLOW, BLUE = range(6)
COLOURS = ("red", "purple", "green", "white", "yellow", "blue")
N_COLOURS = 6

# card types (2-5-2)
T_SPIRIT = 0
T_NEXUS = 1
T_MAGIC = 2

MAX_LV = 3            # the pool's cards have at most three levels
MAX_SYMBOLS = 3       # symbols on one card (2-10-3)

# --- the card table CT: int32[cards, CT_COLS] ---
C_TYPE = 0            # T_SPIRIT / T_NEXUS / T_MAGIC
C_COST = 1            # printed cost (2-2)
C_COLOURS = 2         # colour mask (2-11)
C_RED = 3             # 6 columns: reduction symbols of each colour (2-3), C_RED + colour
C_NSYM = 9            # symbols on the card (2-10): life damage of an attack (8-1-5-1)
C_SYM = 10            # MAX_SYMBOLS columns: each symbol's colour mask (two bits: dual)
C_NLV = 13            # levels (2-8): 0 for magic
C_LVC = 14            # MAX_LV columns: the core cost of Lv1 .. Lv3 (2-8-3)
C_BP = 17             # MAX_LV columns: BP at Lv1 .. Lv3 (2-9)
C_KW = 20             # keyword bits (KW_*) at any level; C_KWLV + bit: their level mask
C_AB0 = 21            # first row of the card's abilities in AB
C_ABN = 22            # number of ability rows
C_TIMING = 23         # magic: TM_MAIN | TM_FLASH, when it can be used (12-2-1-4, 12-2-1-5)
C_KWLV = 24           # MAX_KW columns: level mask of each keyword bit (bit l: at Lv l)
MAX_KW = 12
C_KWV = C_KWLV + MAX_KW   # MAX_KW columns: each keyword's number (Armor: its colour mask)
C_FAM = C_KWV + MAX_KW    # FAMILIES columns: the card's families, each its number + 1
FAMILIES = 3
C_FX = C_FAM + FAMILIES   # bits of what its text lists: FX_SUMMON, FX_BLOCK, FX_ANY
C_LVRULE = C_FX + 1   # LR_*: when the card is treated as its highest level (cores.level_of)
C_LVARG = C_LVRULE + 1    # LR_FEW_SPIRITS: the most spirits; LR_ONLY_FAMILIES: a family + 1
C_LVARG2 = C_LVARG + 1    # LR_ONLY_FAMILIES: the other family + 1 (0 none)
C_NAMES = C_LVARG2 + 1    # bit g: the card's name holds the text of name group g (A_NAME)
CT_COLS = C_NAMES + 1

# level rules (C_LVRULE): the card is treated as its highest level while
LR_FEW_SPIRITS = 1    # its controller has C_LVARG spirits or fewer
LR_ONLY_FAMILIES = 2  # every spirit of its controller has family C_LVARG or C_LVARG2
FX_ANY = 1            # it has an effect listed
FX_SUMMON = 2         # a When Summoned effect
FX_BLOCK = 4          # a When This Spirit Blocks effect
FX_SYMBOLS = 8        # (decksim's own) a row of OP_EXTRA_SYMBOLS, OP_SYMBOL_COLOURS or
                      # OP_ADD_REDUCTION (values.py)
FX_HAND_COST = 16     # (decksim's own) a row of OP_HAND_COST: costs.cost_of reads it
FX_EVENTS = 32        # (decksim's own) a row watching the queued events (TR_ON_OPP_DRAW ..)
FX_UNBLOCKABLE_BY = 64    # (decksim's own) a row of OP_UNBLOCKABLE_BY: values.cant_block_it
FX_RULES = 128        # (decksim's own) a row of one of RULE_OPS: values.barred reads it
FX_SAVES = 256        # (decksim's own) a row of OP_SAVE: effects.destroy reads it
FX_AIM = 512          # (decksim's own) a row of OP_ATTACK_SPIRIT: the pilots' attack choice
FX_ASCEND = 1024      # it has Ascend, of any kind (numbered or naming families): SF_NO_ASCEND
FX_GRANT_ARMOR = 2048 # (decksim's own) a row of OP_GRANT giving Armor: values.armored reads it
FX_IMMUNE = 4096      # (decksim's own) a row of OP_IMMUNE: values.immune reads it
FX_NEXUS_LV1_OFF = 8192   # (decksim's own) a row of OP_NEXUS_LV1_OFF: values.lv1_lost reads it

TM_MAIN = 1
TM_FLASH = 2
TM_BURST = 4          # it has a Burst effect: it can be set

# keywords the engine plays (bit numbers in C_KW; docs/cards.md, Keywords)
KW_CONFRONT = 0       # while attacking: the opponent blocks with a spirit if able
KW_CURSE = 1          # while attacking: the spirit that blocked it is destroyed at the battle's end
KW_ARMOR = 2          # the opponent's effects of its colours (C_KWV) do not affect it
KW_AWAKEN = 3         # [Flash]: move the cores above their Lv1 cost from your other spirits onto it
KW_BLESSED = 4        # while attacking: when its attack reduces the opponent's life, you gain 1
KW_CRUSH = 5          # when attacking: the opponent's top (level + C_KWV) deck cards to the trash
KW_GALE = 6           # while attacking: when blocked, the defender exhausts C_KWV other spirits
KW_SWIFT = 7          # in the hand: summoned at a Flash Timing, paid from the Reserve alone
KW_RAID = 8           # when attacking: exhaust a nexus of yours to refresh it, C_KWV times a turn
KW_LUSTER = 9         # while attacking: the magic you use in its battle returns to your hand after
KW_ASCEND = 10        # summoning it also costs all the cores of another spirit of cost C_KWV+
KW_BLOODCURSE = 11    # read, not played: a selector's `has` may name it (KW_READ)
KW_EVENT = 100        # the log's EV_EFFECT opcode for a keyword: KW_EVENT + its bit
KW_NAMES = {"confront": KW_CONFRONT, "curse": KW_CURSE, "armor": KW_ARMOR, "awaken": KW_AWAKEN,
            "blessed": KW_BLESSED, "crush": KW_CRUSH, "gale": KW_GALE, "swift": KW_SWIFT,
            "raid": KW_RAID, "luster": KW_LUSTER, "ascend": KW_ASCEND}
# keywords the engine records on the cards, for selectors' `has`, without playing them: a card
# with one stays partial
KW_READ = {"bloodcurse": KW_BLOODCURSE}

# --- the ability table AB: int32[rows, AB_COLS] ---
# A row is one step of an effect: its trigger, the condition on its source, the
# cards it selects (side, kind, filters, how many) and what it does to them.
A_CARD = 0            # card row
A_LV = 1              # level mask: bit l set when active at Lv l (0: magic, any)
A_TRIG = 2            # TR_*
A_OP = 3              # OP_*
A_AMT = 4             # amount (cards, BP, cores)
A_BPMAX = 5           # selects spirits with this BP or less (-1: any BP)
A_WHO = 6             # W_*: whose cards it selects
A_COND = 7            # CD_*: a condition on the source or the game
A_N = 8               # how many it selects: k (as many as possible up to k, 9-3-2-1), 0 all
A_FILT = 9            # SF_* bits: more conditions on the selected cards
A_COSTMAX = 10        # selects cards of this cost or less (-1 any; SF_COST_EQ: exactly)
A_FAM = 11            # selects cards of this family (its number + 1; 0 any)
A_COLOUR = 12         # selects cards of one of these colours (mask; 0 any)
A_KIND = 13           # K_* what it selects: spirits, nexuses or both
A_DEST = 14           # D_* where cards or cores go
A_MAY = 15            # 1: "you may" (the pilot decides), 0: it must (9-1-2)
A_EFF = 16            # the effect's number on its card: rows of one effect share it
A_COST = 17           # 1: a cost: when this row does nothing, the rest of its effect is skipped
A_THEN = 18           # a burst row: TR_FLASH / TR_MAIN, the effect its paid cost then uses
A_STEP = 19           # TR_STEP rows: the step (state.ST_*) at whose start it happens
A_HAS = 20            # selects cards with one of these keywords (a mask of their bits; 0 any)
A_ONCE = 21           # 1: once per turn for each card (12-3-1)
A_PER = 22            # 1: A_AMT counts once for each card the effect's last `count` row found
A_FROM = 23           # OP_SUMMON: where the card comes from (D_HAND or D_TRASH)
A_CHOOSER = 24        # 1: the opponent picks the targets (of its own cards, its least wanted)
A_COSTMIN = 25        # selects cards of this cost or more (-1 any)
A_FAM2 = 26           # or of this family (its number + 1; 0 none)
A_PRICE = 27          # OP_SAVE: what saving the card costs (PRICE_*)
A_MIN_SPIRITS = 28    # OP_SAVE: only while its controller has this many spirits or more
A_ARG = 29            # OP_GRANT of Armor, OP_IMMUNE: the colours (a mask)
A_NAME = 30           # selects cards whose names hold the text of one of these name groups
AB_COLS = 31          # (a mask of C_NAMES bits; 0 any)

# kinds of card selected
K_SPIRIT = 1
K_NEXUS = 2
K_BOTH = 3
K_MAGIC = 4
K_CARD = 7            # any card (in a trash or a deck)

# selection filters (A_FILT bits)
SF_EXHAUSTED = 1
SF_REFRESHED = 2
SF_SOUL = 4           # with the Soul Core on it
SF_ONE_CORE = 8       # with exactly one core on it
SF_TWO_CORES = 16     # with two or more cores on it
SF_OTHER = 32         # not the source itself
SF_COST_EQ = 64       # cost exactly A_COSTMAX
SF_SUMMON_FX = 128    # with a When Summoned effect
SF_BLOCK_FX = 256     # with a When This Spirit Blocks effect
SF_NO_FX = 512        # with no effects listed
SF_LV2 = 1024         # at Lv2 or higher
SF_SELF = 2048        # (an event's filter, OP_WHEN) the event's card is the source itself
SF_NOT_ATTACKING = 4096   # not the spirit attacking now
SF_BLOCKING = 8192    # the spirit blocking now
SF_OTHER_NAME = 16384     # a card other than the source's own (by name, for cards off the field)
SF_MAX_TWO_CORES = 32768  # with two cores or fewer on it
SF_NO_SOUL = 65536    # (cores_on from the trash, the row's `soul_core = false`) not the Soul Core
SF_SILENT = 131072    # (destroy, `silent = true`) its targets' When Destroyed do not happen
SF_EVENT_CARD = 262144    # (a watcher's trash_to_hand) the event's card itself
SF_OR_SELF = 524288   # (an event filter) the source itself passes whatever the other filters
SF_CHEAPER_EVENT = 1048576    # (a watcher's trash_to_hand) costing less than the event's card
SF_BP_BEATEN = 2097152    # (on_bp_win) with the BP of the spirit just beaten (G_COUNT)
SF_NO_ASCEND = 4194304    # without Ascend (of any kind, FX_ASCEND)

# destinations
D_RESERVE = 0
D_TRASH = 1
D_VOID = 2
D_HAND = 3
D_DECK_TOP = 4
D_DECK_BOTTOM = 5
D_FROM_RESERVE = 6    # (cores_on) the cores come from your Reserve, the Soul Core first

# triggers and durations (9-1-4, 9-1-5, 12-2-1)
TR_SUMMONED = 1       # When Summoned (12-2-1-6)
TR_ATTACKS = 2        # When This Spirit Attacks (12-2-1-7)
TR_BLOCKS = 3         # When This Spirit Blocks (12-2-1-9)
TR_DESTROYED = 4      # When Destroyed (12-2-1-12)
TR_WHILE_ATTACKS = 5  # While This Spirit Attacks: continuous (12-2-1-8)
TR_MAIN = 6           # a magic's [Main] effect (12-2-1-4)
TR_FLASH = 7          # a magic's [Flash] effect (12-2-1-5)
TR_DEPLOYED = 8       # When Deployed / When Placed (12-2-1-11)
TR_YOUR_ATTACK_STEP = 9   # During Your Attack Step: continuous
TR_ATTACKS_OR_BLOCKS = 10
TR_WHILE_BLOCKS = 11  # While This Spirit Blocks: continuous (12-2-1-10)
TR_ALWAYS = 12        # continuous, at the source's levels
TR_OPP_ATTACK_STEP = 13   # During Your Opponent's Attack Step: continuous
TR_DESTROYED_BY_OPP = 14  # When Destroyed By Opponent (12-2-1-12-1)
# events other cards watch (effects.py fire_watchers); A_COND says during which step
TR_ON_LIFE_HIT = 20   # when you reduce the opponent's life
TR_ON_OWN_DESTROYED = 21  # when one of your spirits (matching the filters) is destroyed
TR_ON_BP_WIN = 22     # when one of your spirits (matching) destroys one by comparing BP
TR_ON_BLOCKED = 23    # when one of your spirits (matching) is blocked
TR_ON_OWN_SUMMONED = 24   # when one of your spirits is summoned
TR_ON_LOSE_LIFE = 25  # when you lose life
TR_ON_OWN_ATTACKS = 26    # when one of your spirits (matching) attacks
TR_ON_OWN_BLOCKS = 27     # when one of your spirits (matching) blocks
TR_ON_MAGIC = 28      # when you use a magic (matching)
TR_BATTLE_END = 29    # while this spirit attacks: when the battle ends (8-1-7-1)
TR_STEP = 33          # at the start of a step (A_STEP; A_COND: your / the opponent's turn)
TR_ON_OPP_SUMMONED = 34   # when the opponent summons a spirit (matching)
TR_ON_OPP_DRAW = 35   # when the opponent draws outside their Draw Step
TR_ON_OPP_RETURNED = 36   # when an opponent's spirit (matching) goes back to their hand or deck
TR_ON_LIFE_UP = 37    # when your Life increases
TR_ON_OPP_EXHAUSTED = 38  # when an opponent's spirit (matching) becomes exhausted
TR_ON_OWN_EXHAUSTED = 39  # when one of your cards (matching) becomes exhausted
TR_ON_CRUSHED = 40    # when your Crush sends a spirit card of the opponent's deck to the trash
TR_ON_OPP_DRAINED = 41    # when your effect's taking cores depletes an opponent's spirit
# bursts (Burst: a set magic's effect when its event comes, keywords.md)
TR_BURST_DESTROYED = 30   # when the opponent destroys your spirit
TR_BURST_LOSE_LIFE = 31   # when you lose life
TR_BURST_SUMMONED = 32    # when the opponent resolves a spirit's When Summoned effect

# conditions (A_COND)
CD_NONE = 0
CD_SOUL_ON_SELF = 1   # the source has the Soul Core on it
CD_SOUL_PAID = 2      # the Soul Core was paid for this card's cost
CD_OPP_TURN = 3       # it is the opponent's turn
CD_YOUR_STEP = 4      # (watchers) during your Attack Step
CD_OPP_STEP = 5       # (watchers) during your opponent's Attack Step
CD_EITHER_STEP = 6    # (watchers) during either Attack Step
CD_YOUR_TURN = 7      # during your turn
CD_OPP_ONE_CORE = 8   # the opponent has a spirit with one core on it
CD_OPP_SPIRIT = 9     # the opponent has a spirit
CD_BY_OPPONENT = 10   # (on_own_destroyed) the opponent destroyed it
CD_YOUR_MAIN = 11     # during your Main Step (7-6, 7-8)
CD_IN_BATTLE = 12     # (on_own_destroyed) it was destroyed comparing BP (8-1-6-1)
CD_IN_YOUR_BATTLE = 13    # the same, in your Attack Step
CD_FIRST_ATTACK = 14  # the first attack of this turn is being declared (on_own_attacks)
CD_NO_LIFE_LOST = 15  # it is the opponent's turn and you have lost no Life in it
CD_OPP_TRASH_10 = 16  # the opponent's trash holds ten cards or more
CD_EITHER_MAIN = 17   # during either player's Main Step (7-6, 7-8)
CD_BURST_SET = 18     # you have a burst card set
CD_ONLY_COLOURS = 19  # every spirit of yours has one of the row's colours (A_COLOUR)

# opcodes (effects.py); "selected" = the cards the row's selector picks
OP_DRAW = 1           # draw AMT cards (5-6-3)
OP_DESTROY = 2        # destroy the selected (5-10)
OP_BP_TURN = 3        # the selected gain AMT BP (or lose, AMT < 0) during this turn
OP_BP = 4             # continuous: the selected gain AMT BP
OP_CORE_CHARGE = 5    # AMT cores from the void into your reserve (4-8-1)
OP_REFRESH = 6        # refresh the selected (5-14)
OP_EXHAUST = 7        # exhaust the selected (5-15)
OP_RETURN = 8         # return the selected to the owner's hand / deck (A_DEST)
OP_CORES_OFF = 9      # AMT cores off each selected (99: all but one) to A_DEST
OP_CORES_ON = 10      # AMT cores from the void onto each selected (D_TRASH: from your trash)
OP_TRASH_TO_HAND = 11 # up to A_N cards of your trash (matching) to your hand
OP_LIFE = 12          # AMT cores from the void into your life
OP_MILL = 13          # discard the top AMT cards of the opponent's deck (A_WHO: W_YOURS own)
OP_REVEAL_ADD = 14    # reveal AMT from the top; A_N matching to the hand, the rest to A_DEST
OP_LV1_TURN = 15      # the selected are treated as Lv1 during this turn
OP_NO_ATTACK_TURN = 16    # the selected cannot attack during this turn
OP_NO_BLOCK_TURN = 17     # the selected cannot block during this turn
OP_UNBLOCKABLE_TURN = 18  # the selected cannot be blocked during this turn
OP_DISCARD = 19       # you discard AMT cards from your hand (the pilot's least wanted)
OP_CORE_TRASH_TO_RES = 20 # AMT cores from your trash to your reserve
OP_MAXLV_TURN = 21    # the selected are treated as their highest level during this turn
OP_PAY_SOUL = 22      # (a cost) the Soul Core on the source goes to your trash
OP_WHEN = 23          # a watcher's event filter: the event's card must pass this row's
                      # filters, else the rest of the effect is skipped; it does nothing
OP_IF_CONTROL = 24    # a gate: the selector finds A_AMT or more field cards, else the rest
                      # of the effect is skipped
OP_UNLESS_CONTROL = 25    # a gate: the selector finds fewer than A_AMT
OP_IF_HAND_AT_MOST = 26   # a gate: you hold A_AMT cards or fewer
OP_IF_TRASH_AT_LEAST = 27 # a gate: the trash of A_WHO holds A_AMT cards or more
OP_UNLESS_SOUL_PAID = 28  # a gate: the Soul Core was not paid for this card
OP_COUNT = 29         # counts the field cards the selector finds (for A_PER rows after it)
OP_SUMMON = 30        # summons a spirit card (A_FROM: your hand or trash) matching the
                      # selector; A_AMT 0 free, else its cost is paid (from the Reserve)
OP_CANT_ATTACK = 31   # continuous: the spirit cannot attack
OP_CANT_BLOCK = 32    # continuous: the spirit cannot block
OP_GRANT = 33         # continuous: the selected spirits (W_SELF, W_YOURS) have keyword A_AMT
OP_RES_TO_LIFE = 34   # A_AMT cores from your Reserve into your Life (not the Soul Core, 5-7-3)
OP_HAND_TO_BOTTOM = 35    # A_AMT cards from your hand to your deck's bottom (the cheapest)
OP_END_ATTACKS = 36   # the Attack Step ends when this battle ends
OP_EXTRA_SYMBOLS = 37 # continuous: the source counts A_AMT more symbols (of its first symbol's
                      # colour) for costs of cards passing the row's filters, and in battle
OP_UNBLOCKABLE_BY = 38    # continuous: the selected attackers (W_SELF, W_YOURS) cannot be
                          # blocked by spirits with one of the BY_* qualities in A_AMT
OP_HAND_COST = 39     # continuous, in the hand: the card costs A_AMT while A_N (at least 1) of
                      # p's field cards pass the row's selector
OP_NO_REFRESH = 40    # the selected are not refreshed at their controller's next Refresh Step
OP_DESTROY_COSTS = 41 # destroys cards the selector finds, the pilot picking one at a time, while
                      # their costs together stay within A_AMT
OP_SYMBOL_COLOURS = 42    # continuous: the source's symbols also have the colours A_AMT (a mask)
                          # for the cost of cards passing the row's filters
OP_REFRESH_NO_ATTACK = 43 # refreshes the selected; they cannot attack this turn
OP_BLOCK_FX_ON_ATTACK = 44    # continuous: your spirits' When Blocks effects happen when they
                              # attack too
OP_REFRESH_AFTER_ATTACKS = 45 # continuous: a Refresh Step follows your Attack Step
OP_SAVE = 46          # continuous: when a selected card (W_SELF, W_YOURS) would be destroyed
                      # (A_FROM 1: by an opponent's effect only), its A_PRICE is paid and
                      # SAVE_* in A_AMT happens instead (a replacement effect)
OP_NO_SMALL_HITS = 47 # continuous: an attack by a spirit of A_BPMAX BP or less takes no Life
                      # (either player's)
OP_SHIELD_TURN = 48   # the selected are not destroyed by the opponent (effects, battle) nor lose
                      # cores to the opponent's effects this turn
OP_KEEP_CORES = 49    # continuous: the selected (W_SELF, W_YOURS) lose no cores to the opponent's
                      # effects
OP_LIFE_TO_TRASH = 50 # A_AMT cores from the Life of A_WHO's player to their trash
OP_FIRST_MAGIC_OFF = 51   # continuous: the first magic you use each turn costs A_AMT less
OP_ADD_REDUCTION = 52     # continuous: the cards passing the row's filters have one more
                          # reduction symbol of each colour in A_AMT (a mask)
OP_ATTACK_TAX = 53    # this turn A_WHO's player attacks only by moving a core from the attacker
                      # to their Reserve
OP_SCRY = 54          # view the top A_AMT cards of your deck, the unwanted ones to the bottom
OP_LV1_BATTLE = 55    # the selected are treated as Lv1 until this battle ends
OP_UNLESS_MILLED = 56 # a gate: the card the effect's last mill sent to the trash fails the row's
                      # filters (kind, ...), else the rest of the effect is skipped
OP_FREE_MAGIC = 57    # continuous: your magic cards cost nothing
OP_LIFE_CATCHER = 58  # continuous: cores that would go into either player's Life go onto this
                      # card instead
OP_NO_RETURN = 59     # continuous: the selected (W_SELF, W_YOURS) are not returned to the hand
                      # or deck by the opponent's effects
OP_BLOCK_EXH_TURN = 62    # the selected can block while exhausted this turn
OP_BLOCK_EXHAUSTED = 63   # continuous: this spirit can block while exhausted an attacker with
                          # A_AMT cores or fewer
OP_UNBLOCKABLE_BY_TURN = 64  # the selected attackers cannot be blocked this turn by spirits with
                             # one of the BY_* qualities in A_AMT (state.FL_BY)
OP_TRASH_SYMBOLS = 65 # this card's cost: the symbols of the cards of your trash passing the row's
                      # filters count toward its reduction too
OP_LIFE_COST_TURN = 66    # this turn your spirit cards passing the row's filters cost your Life
                          # (before reduction; state.P_LIFE_COST)
OP_DOOM_BLOCKER = 67  # the spirit blocking now is destroyed when this battle ends (state.G_DOOM)
OP_IMMUNE = 68        # continuous: the selected (W_SELF, W_YOURS) are not destroyed by the effects
                      # of the opponent's spirits and magic of the colours A_ARG
OP_IF_SAME_COST = 69  # a gate: your spirits (one or more) all have the same cost
OP_DOUBLE_SYMBOLS_FOR_MAGIC = 70  # continuous: for the cost of your magic, the symbols of the
                                  # selected (yours) count twice
OP_DISCARD_DRAIN = 71 # you discard cards (the pilots: as many as the selected has cores, or all
                      # they hold) and one core per card goes off it to its owner's trash
OP_NEXUS_LV1_OFF = 72 # continuous: every nexus's effects with Lv1 among their levels do nothing
                      # (values.lv1_lost)
OP_IF_ASCENDED = 73   # a gate: this card was summoned by Ascend using a card passing the row's
                      # filters (state.G_ASCENDED)
OP_SOUL_TO_VOID = 74  # (a cost) your Soul Core, wherever it is (not from a card it would
                      # deplete), goes to the Void (state.SOUL_VOID)
OP_LIFE_UP_TO = 75    # cores from the Void into your Life until it holds A_AMT
OP_DESTROY_BPS = 76   # as OP_DESTROY_COSTS, with the spirits' BP added up instead of costs
OP_ONE_OF = 77        # the player takes one of two options: the next A_AMT rows, or the rows
                      # after them to the effect's end (state.G_SKIP_LO, G_SKIP_HI)
OP_LEVEL_RULE = 60    # (compiled into C_LVRULE: the row itself does nothing)
OP_DOUBLE_SYMBOLS_FOR_ME = 61 # this card's cost: the symbols of the field cards passing the
                              # row's filters count twice
OP_ATTACK_SPIRIT = 78 # (when attacking) the attacker may attack one of the opponent's exhausted
                      # spirits passing the row's filters instead of the player (aim.py)
OP_ATTACK_SPIRIT_TURN = 79    # this turn, your spirits with one of the A_HAS keywords (any, 0)
                              # have OP_ATTACK_SPIRIT when they attack (P_AIM_ROW)
OP_FIRST_ATTACKER = 80    # (at the start of the opponent's Attack Step) you may select one of
                          # the opponent's spirits: if it can, it must attack first (G_FORCED)

# what a saved card does instead (OP_SAVE's A_AMT)
SAVE_EXHAUSTED = 1    # stays on the field, exhausted
SAVE_REFRESHED = 2    # stays on the field, refreshed
SAVE_TO_HAND = 3      # is destroyed, but goes to its owner's hand, not the trash
SAVE_RETURNED = 4     # goes back to its owner's hand instead (not destroyed)
# what saving it costs (A_PRICE)
PRICE_NONE = 0
PRICE_VOID_CORE = 1   # (a gain) a core from the Void onto it
PRICE_CORE = 2        # one core of the Reserve to the trash
PRICE_EXHAUST_SOURCE = 3  # the source, refreshed, is exhausted
PRICE_DISCARD = 4     # a card from the hand to the trash (the pilot's least wanted)

# the continuous effects values.barred looks for (FX_RULES)
RULE_OPS = (OP_CANT_ATTACK, OP_CANT_BLOCK, OP_BLOCK_FX_ON_ATTACK, OP_REFRESH_AFTER_ATTACKS,
            OP_NO_SMALL_HITS, OP_KEEP_CORES, OP_FIRST_MAGIC_OFF, OP_FREE_MAGIC, OP_LIFE_CATCHER,
            OP_NO_RETURN, OP_BLOCK_EXHAUSTED)

# blockers an OP_UNBLOCKABLE_BY row keeps out (A_AMT bits)
BY_ONE_CORE = 1       # only one core on it
BY_LV1 = 2            # at Lv1
BY_LV2 = 4            # at Lv2 or higher
BY_BLOCK_FX = 8       # with a When This Spirit Blocks effect
BY_ANY_FX = 16        # with any effect listed

# who an effect selects
W_SELF = 0            # the source itself
W_YOURS = 1           # your cards
W_THEIRS = 2          # the opponent's cards
W_ANY = 3             # either player's (your opponent's first when a pilot picks)
W_IT = 4              # (watchers) the event's card: the spirit that attacked, blocked, ...
W_LAST = 5            # the card the effect's previous selecting row selected (G_LAST_T)
