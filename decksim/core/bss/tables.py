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
C_FAMILY = 23         # family bits (the compiler numbers the pool's families, 31 at most)
C_TIMING = 24         # magic: TM_MAIN | TM_FLASH, when it can be used (12-2-1-4, 12-2-1-5)
C_KWLV = 25           # MAX_KW columns: level mask of each keyword bit (bit l: at Lv l)
MAX_KW = 8
CT_COLS = C_KWLV + MAX_KW

TM_MAIN = 1
TM_FLASH = 2

# keywords the engine plays natively (bit numbers in C_KW)
KW_CONFRONT = 0       # while attacking: the opponent blocks if able
KW_NAMES = {"confront": KW_CONFRONT}

# --- the ability table AB: int32[rows, AB_COLS] ---
A_CARD = 0            # card row
A_LV = 1              # level mask: bit l set when active at Lv l (0: magic, any)
A_TRIG = 2            # TR_*
A_OP = 3              # OP_*
A_AMT = 4             # amount (cards, BP, cores)
A_ARG = 5             # a second number (a BP limit, a colour mask)
A_WHO = 6             # W_*: whose card or spirit it acts on
A_COND = 7            # CD_*: a condition on the source
AB_COLS = 8

# triggers and durations (9-1-4, 9-1-5, 12-2-1)
TR_SUMMONED = 1       # When Summoned (12-2-1-6)
TR_ATTACKS = 2        # When This Spirit Attacks (12-2-1-7)
TR_BLOCKS = 3         # When This Spirit Blocks (12-2-1-9)
TR_DESTROYED = 4      # When Destroyed (12-2-1-12)
TR_WHILE_ATTACKS = 5  # While This Spirit Attacks: continuous (12-2-1-8)
TR_MAIN = 6           # a magic's [Main] effect (12-2-1-4)
TR_FLASH = 7          # a magic's [Flash] effect (12-2-1-5)
TR_DEPLOYED = 8       # When Deployed (12-2-1-11)
TR_YOUR_ATTACK_STEP = 9   # During Your Attack Step: continuous, on your spirits
TR_ATTACKS_OR_BLOCKS = 10
TR_WHILE_BLOCKS = 11  # While This Spirit Blocks: continuous (12-2-1-10)

# opcodes (effects.py)
OP_DRAW = 1           # draw AMT cards (5-6-3)
OP_DESTROY_BP = 2     # destroy one of the opponent's spirits with ARG or less BP (5-10)
OP_BP_TURN = 3        # one of your spirits gains AMT BP during this turn
OP_BP = 4             # continuous: the spirit(s) of W_* gain AMT BP (ARG: colour mask, 0 any)
OP_CORE_CHARGE = 5    # place AMT cores from the void into your reserve (4-8-1)
OP_REFRESH_SELF = 6   # refresh this spirit (5-14)
OP_DESTROY_BP_OR_NEXUS = 7   # destroy a spirit with ARG or less BP, or a nexus
OP_TRASH_TO_HAND = 8  # return a spirit card of colour mask ARG from your trash to your hand
OP_DRAW_ON_LIFE_HIT = 9      # continuous (During Your Attack Step): draw AMT when you
                             # reduce the opponent's life (once per attack)

# who an effect acts on
W_SELF = 0            # the source spirit
W_YOURS = 1           # your spirits
W_THEIRS = 2          # the opponent's spirits

# conditions
CD_NONE = 0
