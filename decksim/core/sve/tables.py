"""Column layout of the compiled card tables (int32 2-D arrays).

`decksim.cards.compile` fills them; the engine only reads them.
CT: one row per card.  AB: one row per ability.  EF: one row per effect.
FL: one row per filter (row 0 is the empty filter that matches everything).
"""

# --- CT: cards ---
C_TYPE = 0        # vocab.TYPE_*
C_CLASS = 1       # index in vocab.CLASS_NAMES
C_COST = 2
C_ATK = 3
C_DEF = 4
C_KW = 5          # printed keywords (vocab.KW_*)
C_EVOLVED = 6     # 1 for evolved cards
C_TOKEN = 7       # 1 for tokens
C_EVO_TO = 8      # id of the evolved card this one evolves into (-1 none)
C_EVO_COST = 9    # PP cost of its Evolve ability (-1 none)
C_AB0 = 10        # first ability row
C_ABN = 11        # number of abilities
C_TRAITS = 12     # trait bits (bit i = trait i of the compiled trait list)
C_NAME = 13       # name id (same-name rules, 6.1.1.4)
C_ON_MASK = 14    # bitmask of triggers present (1 << vocab.TRIG_*) for fast skips
C_SCHAIN = 15     # filter row of a `spellchain_counts` aura (13.3.1; 0 none)
C_CARROT = 16     # 1 for a Carrot card (CP01-085), which serving links (14.2.1.1)
C_FRONT = 17      # two-faced evolved cards (BP08-003): the id of the card an evolve deck
                  #   holds for this face, its front face (the card itself for any other)
C_EVO_TO2 = 18    # a second evolved card (a face) the Evolve ability may reveal, "into A
                  #   or B" (BP09-004; -1 none); the evolve action names the face
C_ALIAS = 19      # name id + 1 of another name the card has while on the field ("its
                  #   name is also Puppet", BP08-T01; 0 none)
C_TRAITS2 = 20    # trait bits 31-61 (C_TRAITS holds 0-30; cards/traits.py)
C_FIRSTS = 21     # bit k: the card passes the filter of the pool's k-th `cost_first` aura
                  #   (AB A_OPTARG = k; the compiler fills it; BP09-036)
# the lethal search's damage bound (policies/leader_reach.py) where it depends on the card
# alone (policies/reach.py fills them): the reach + 1, or 0 when an amount of it
# depends on the state (an X of leader_reach.amount_bound): the kernel computes it then
C_REACH_ACT = 22     # field_reach(card, TRIG_ACTIVATE, hits=False): activated abilities
C_REACH_ACT_H = 23   # the same with hits=True (the card can attack the leader)
C_REACH_TRIG = 24    # field_reach(card, any other trigger, hits=False): field triggers
C_REACH_TRIG_H = 25  # the same with hits=True
C_REACH_FAN = 26     # card_reach(card, TRIG_FANFARE, hits=storm_follower(card)): played
C_REACH_EVO = 27     # card_reach(card, TRIG_ON_EVOLVE, hits=False): evolving into it
C_REACH_EVO_H = 28   # the same with hits=True
C_REMOVES = 29       # reach.REMOVES_* bits: when an effect of the card may take a Ward away
C_COLS = 30

# --- AB: abilities ---
A_CARD = 0
A_TRIG = 1        # vocab.TRIG_*
A_SEL = 2         # vocab.SEL_*
A_SFILT = 3       # filter row for the selection
A_SCOUNT = 4      # number to select
A_UPTO = 5        # 1: "up to" (10.6.2.3.2)
A_COND = 6        # vocab.COND_*
A_CARG = 7
A_CNEG = 8        # 1: "unless"
A_OPT = 9         # optional cost kind (vocab.OPT_*)
A_OPTARG = 10
A_PP = 11         # activated: PP cost
A_ENGAGE = 12     # activated: engage this card as a cost (10.4.6)
A_SAC = 13        # activated: put this card into the cemetery as a cost
A_ONCE = 14       # once per turn (bit index + 1 in F_ONCE, 0 = unlimited); N times per
                  #   turn: + (N - 1) << ONCE_SHIFT, its N bits from that index on
ONCE_SHIFT = 6    # A_ONCE: the bit index + 1 below it, the uses beyond one above it
A_MODE = 15       # choose-one group (0 none)
A_QUICK = 16      # activated ability with Quick (12.3.3)
A_E0 = 17         # first effect row
A_EN = 18         # number of effects
A_TFILT = 19      # filter on the triggering card
A_CFILT = 20      # filter row of a COND_COUNT condition
A_OPTFILT = 21    # filter row for the card an optional / required cost takes
A_REQ = 22        # 1: the cost is required (activated: 10.4.2.2; evolve_cost: 12.2)
A_AUX = 24        # `aura` abilities: vocab.AURA_* kind; choose-one groups (first row):
                  #   how many options may be chosen ("choose up to N", 5.17.2; 0 = one),
                  #   + CHOOSER_ENEMY when the opponent chooses, + CHOOSE_ELSE * M when
                  #   M (not one) may be chosen while the A_AUX2 condition fails (BP02-045)
A_AUX2 = 25       # `aura` abilities: amount or keyword bits; choose-one groups: the
                  #   condition for A_AUX (cond | cneg << 7 | arg << 8; 0 = always)
CHOOSER_ENEMY = 16   # in A_AUX of a choose group: the opponent makes the choice
CHOOSE_ELSE = 32     # in A_AUX of a choose group: times the count without its condition
A_CHOOSE_FILT = 23  # choose groups (first row): filter row of a count condition in A_AUX2
# one more use of A_AUX, on abilities that are neither auras nor choose groups:
A_EVO_ALT = A_AUX   # `evolve_cost` abilities: 1 = an alternative Evolve ability whose
                    #   cost is its required cost instead of the Evolve PP cost (BP05-086)
A_EVO_INTO = A_AUX2   # `evolve_cost` alternative abilities: card id + 1 of the evolved
                      #   card (face) it evolves into (0: the card's C_EVO_TO; BP08-002)
A_BY = 26         # 1: the opponent of the ability's controller performs its effects
                  #   ("that player ...", 3.1.2.4; BP01-083 on enemy_main_phase)
A_SERVE = 27      # activated: a Serve ability (14.2.2) serving this card N times as its
                  #   cost (14.2.1; 0 none); one a turn with evolving (8.3.2), EP for a PP
                  #   (14.2.2.4)
A_ZONE = 28       # where the ability is played from (vocab.ZONE_*; 0: the field).
                  #   `cost` abilities: ZONE_EX = the cost change applies only when the
                  #   card is played from the EX area (BP05-106); `activate` abilities:
                  #   ZONE_EX = played while the card is in your EX area (8.3, its own
                  #   text; BP06-059), ZONE_HAND = played from the hand, discarding this
                  #   card as part of the cost (BP06-079) (zoneacts.py); `ally_enters`
                  #   abilities: ZONE_CEM = played from your cemetery (compiled as
                  #   vocab.TRIG_CEM_ALLY_ENTERS, rules.trigger_cem; BP08-041)
A_FROM_EX = A_ZONE  # (ZONE_EX = 1)
A_COLS = 29

# --- EF: effects ---
E_OP = 0          # vocab.OP_*
E_TO = 1          # vocab.TO_*
E_AMT = 2
E_X = 3           # vocab.X_* (0 = constant E_AMT)
E_ARG = 4         # defense for buffs, keyword bits, token card id; look_top: the most the
                  # cards its picks take may cost in total (0 no limit; BP06-024),
                  # + LOOK_DISTINCT when the picks take cards of different names (BP08-071)
LOOK_DISTINCT = 1 << 10   # in E_ARG of a look_top row: `distinct_names = true`
E_ARG2 = 5        # summon: 1 = overflow into the EX area; x:count: the multiplier (0 = 1)
E_COND = 6
E_CARG = 7
E_CNEG = 8
E_FILT = 9        # filter row (search, look_top, all_* targets)
E_CFILT = 10      # filter row of a COND_COUNT condition or of an x:count amount
E_DEST = 11       # search / look_top / look_pick: where the card goes (deckops.DEST_*)
E_DCOST = 12      # the moved card costs this much less to play from the EX area
                  # (E_ARG2 = 1: this turn only); search, look_top, look_pick, top_to_ex
E_IFMOVED = 13    # 1: applies only if this ability moved a card before (G_FO_MOVED)
E_REST = 14       # look_top: where the cards no pick took go (vocab.REST_*; 5.10)
E_COLS = 15

# --- FL: filters ---
FL_TYPES = 0      # bitmask of (1 << vocab.TYPE_*), 0 = any; + TYPES_OR_TRAIT (below)
FL_TRAIT = 1      # trait bits, any of them (0 = any)
FL_CLASS = 2      # class index + 1 (0 = any; negative: any class but -(v) - 1, not_class)
FL_MAXCOST = 3    # -1 any
FL_MINCOST = 4    # -1 any
FL_MAXDEF = 5     # -1 any
FL_KW = 6         # required keyword bits
FL_ENGAGED = 7    # 1 engaged only
FL_HASEVO = 8     # 1: must have an Evolve ability
FL_NAME = 9       # name id + 1 (0 = any; negative: any card but -(v) - 1, not_name); a
                  #   second name id + 1 above FL_NAME2_SHIFT: either name ("an A or a B",
                  #   BP09-105)
FL_NAME2_SHIFT = 16
FL_TOKEN = 10     # 1: tokens only (2.1.4)
FL_RESERVED = 11  # 1 reserved (not engaged) only (4.2.2)
FL_EVOLVED = 12   # 1 evolved followers only, 2 unevolved only (5.15; 0 = either)
FL_RACING = 13    # 1 racing cards only: linked to a Carrot of the race zone (14.2.3)
FL_ENTERED = 14   # 1: field cards put onto the field this turn only (BP02-098)
FL_TRAIT2 = 15    # trait bits 31-61, any of them with FL_TRAIT's (0 = none there)
FL_COLS = 16
TYPES_OR_TRAIT = 1 << 16   # in FL_TYPES: a card passes with one of the types OR one of the
                           # traits ("spells and Onmyoji cards", BP06-035; default: both)
