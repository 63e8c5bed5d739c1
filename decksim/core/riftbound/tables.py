"""The card table CT the Riftbound engine reads (int32[cards + steps, CT_COLS]),
compiled from the card pool by decksim/cards/riftbound/compile.py, and the deck
rows (int32[2, DECK_W]) of a matchup. Column names are offsets.

CT's first rows are the cards; after them comes the ability table AB, one row
per step of the cards' encoded text (decksim/cards/riftbound/dsl.py), a card's
steps in order from row CT[card, C_AB], CT[card, C_ABN] of them."""

# domains (133): bit k of a domain mask, in the order of pool.DOMAINS
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
N_DOMAINS = 6

# card types (132)
T_UNIT = 0
T_SPELL = 1
T_GEAR = 2
T_LEGEND = 3
T_BATTLEFIELD = 4
T_RUNE = 5
TYPES = ("unit", "spell", "gear", "legend", "battlefield", "rune")

# --- the card table CT ---
C_TYPE = 0        # T_*
C_DOMAINS = 1     # domain mask (a rune: the domain of the Power it adds, 160.2.b.1)
C_ENERGY = 2      # Energy cost (130.2)
C_POWER = 3       # Power cost: symbols of the card's domain (130.3)
C_MIGHT = 4       # printed Might (142.2), 0 when none
C_ASSAULT = 5     # Assault value (733), 0 none
C_SHIELD = 6      # Shield value (740), 0 none
C_TANK = 7        # 1: Tank (741)
C_GANKING = 8     # 1: Ganking (736)
C_ACCEL = 9       # 1: Accelerate (731)
C_CHAMPION = 10   # 1: a champion unit (103.2.a)
C_AB = 11         # the card's first AB row
C_ABN = 12        # its AB rows (0: no encoded text)
C_TOKEN = 13      # 1: a token (a unit token leaving the board ceases to exist)
C_SOLO = 14       # static: +Might while attacking or defending alone
C_HERE = 15       # static, a battlefield's: +Might to the units there
C_SPELL_DISC = 16  # static: while at a battlefield, its controller's spells cost this less
C_PLAY_TO = 17    # static: 1 may be played to an open battlefield, 2 to an enemy-held one
C_BUFFED = 18     # static: +Might while buffed
C_GANK_BUFFED = 19  # static: Ganking while buffed
C_PACK = 20       # static: +Might while attacking with another unit
C_DEFLECT = 21    # Deflect value (735): opponents' spells and abilities choosing it pay it
C_HIDDEN = 22     # 1: Hidden (737), a spell or unit
C_BONUS_HERE = 23  # static, a battlefield's: Bonus Damage to units there (712)
C_BONUS_MINE = 24  # static: its controller's spells and abilities deal this Bonus Damage
C_RALLY = 25      # static: other friendly units at its place have +this Might
C_NAMESAKE_DISC = 26  # static: Energy less per card of its name in the trash
C_TRASH_DISC = 27     # static: Energy less per card in the trash
C_MIGHTY_DISC = 28    # static: Energy less per Mighty friendly unit
C_PAIR_SHIELD = 29    # static: Shield while at a battlefield with exactly one other friendly unit
C_DUEL = 30           # static: 1: Might doubled attacking or defending one on one
C_RUNES8 = 31         # static: +Might with 8+ runes on the board
C_PAIR_ONLY = 32      # static: 1: combat damage only beside exactly one other friendly unit
C_COST_KILL = 33      # static: 1: a friendly unit killed as an additional cost to play it
C_TEMP = 34           # 1: Temporary (742)
C_RAGE = 35           # static: Assault 1 and Ganking after its player discarded this turn
C_EXTRA = 36          # static: an optional additional cost, EXTRA_DISCARD / EXTRA_EXHAUST
C_EXTRA_DISC = 37     # static: Energy less when that cost is paid
C_MECH = 38           # 1: the tag Mech
C_MECH_VISION = 39    # static: its player's Mechs have Vision
C_MECH_SHIELD = 40    # static (a legend's): its player's Mechs have Shield this much
C_EMP_KIND = 41       # Empower: 0 none, EMP_RUNES (C_EMP_E Energy, C_EMP_P Power), EMP_DISCARD
C_EMP_E = 42
C_EMP_P = 43
C_EMP_MIGHT = 44      # while Empowered: +Might
C_EMP_ASSAULT = 45    # while Empowered: Assault
C_EMP_SHIELD = 46     # while Empowered: Shield
C_EMP_GANK = 47       # while Empowered: 1 Ganking
C_EMP_DEFLECT = 48    # while Empowered: Deflect
C_HUNT = 49           # Hunt N: N XP when the unit conquers or holds
C_DEFLECT_HERE = 50   # static: its player's other units at its battlefield have this Deflect
C_MECH_DEFLECT = 51   # static: its player's Mechs have this Deflect
C_MECH_GANK = 52      # static: 1: its player's Mechs have Ganking
C_BACKLINE = 53       # 1: Backline, assigned combat damage last
C_ACT = 54            # 1: an activated ability (steps `activate`) with this cost:
C_ACT_E = 55          # Energy,
C_ACT_P = 56          # Power of its domain,
C_ACT_EXH = 57        # 1: exhausting it (a unit, or the Champion Legend),
C_ACT_AT_BF = 58      # 1: usable only while the unit is at a battlefield
C_EQUIP = 59          # 1: an Equipment with Equip (744), its cost:
C_EQ_E = 60           # Energy,
C_EQ_P = 61           # Power (of its domain; of any when C_EQ_ANY),
C_EQ_ANY = 62         # 1: the Equip Power is of any domain ([A], 134.2.e.5)
C_EQ_MIGHT_DISC = 63  # 1: the Equip Energy is reduced by the chosen unit's Might
C_EQ_MIGHT = 64       # the Equipment's Might Bonus (718.4; data/riftbound/equipment.toml)
C_WEAPONMASTER = 65   # 1: Weaponmaster (747)
C_QUICKDRAW = 66      # 1: Quick-Draw (745): Reaction, attached to a friendly unit as played
C_EQ_ASSAULT = 67     # static, an Equipment's: its unit has this Assault
C_EQ_LVL_MIGHT = 68   # static, an Equipment's: its unit has +this Might while its player
C_EQ_LVL = 69         # has this much XP (Level)
C_EQ_PAIR_MIGHT = 70  # static, an Equipment's: +this Might beside exactly one other friendly unit
C_GEAR_DISC = 71      # static, a battlefield's: its controller's first non-token gear each turn
                      # costs this Energy less
C_GOLD = 72           # static, a gear's: kill it and exhaust it to add one Power of any domain
C_ACT_KILL = 73       # 1: the activated ability also costs killing the gear itself
C_ENTERS_EXH = 74     # 1: the gear enters exhausted
C_FLOW = 75           # 1: Flow: the spell may be played from its player's trash for its
C_FLOW_E = 76         # Flow cost, this Energy
C_FLOW_P = 77         # and this Power, of its domain
C_FLOW_ANY = 78       # (1: of any domain); it is then banished (flow.py)
C_MECH_MIGHT = 79     # static: its player's Mechs have +this Might
C_TANK_HERE = 80      # static, a battlefield's: units there with Tank have +this Might
C_DEFEND_ALONE = 81   # static, a legend's: a friendly unit defending alone has +this Might
C_RALLY_BUFFED = 82   # static: other buffed friendly units at its battlefield have +this Might
C_ENTER_READY = 83    # static: 1: its player's other units come into play ready
C_DISC_MECH = 84      # static: a spell costing this Energy less while its player has a Mech
C_ACT_SD = 85         # 1: usable in showdowns too (an Action / Reaction ability, 344.2)
C_TIMING = 86         # a spell's TIMING_*: Action (732) or Reaction (739), 0 neither
C_AMBUSH = 87         # 1: Ambush, a unit played as a Reaction to a battlefield of its units
C_SPELL_MANA = 88     # static: exhausting the unit adds this Energy, only to play spells
C_EXTRA_P = 89        # the optional additional cost's Power of any domain (Repeat)
C_ACT_ANY = 90        # 1: the activated ability's Power may be of any domain
C_STUNNED_HERE = 91   # static: +Might while a stunned enemy unit is at its battlefield
C_LVL = 92            # Level: the XP from which C_LVL_MIGHT and C_LVL_DEFLECT apply
C_LVL_MIGHT = 93
C_LVL_DEFLECT = 94
C_ACT_XP = 95         # the activated ability also spends this XP
C_ACT_RECYCLE = 96    # the activated ability also recycles this many trash cards
C_STUN_DISC = 97      # static: Energy less while an opponent controls a stunned unit
C_MOVE_TAX = 98       # static: Power per unit beyond the first an opponent moves here at once
C_COMBAT_SPELL = 99   # static: spells cost this less (the opponent's more) while it fights
C_BORROW = 100        # static: 1: the unit has the exhaust abilities of its player's other cards
C_ACT_DISEMP = 101    # 1: the activated ability also costs disempowering its unit or legend
C_ACT_RECYCLE_UNIT = 102  # 1: the activated ability also recycles a unit card of the trash
C_STUN_MOVED = 103    # static, a gear's: 1: exhausting it stuns an enemy unit its player moves
C_READY_BUFFED = 104  # static, a gear's: this Power and exhausting it ready a unit its player buffs
C_PAIR_BF_DISC = 105      # static: Energy less while its player controls a battlefield with
C_PAIR_BF_DISC_P = 106    # exactly two units there, and this Power of its domain less
C_ACT_BUFF = 107      # 1: the activated ability also costs spending the unit's buff
C_ACT_MODES = 108     # the activated ability's modes (steps if = mode, level 1..this), 0 none
C_MECH_ASSAULT = 109  # static: its player's Mechs have this Assault (733)
C_WATCH = 110        # what a player holding it must watch for (its WATCH_* bits): 1 its static
                     # text changes other friendly units' Might (mech_might, mech_assault,
                     # rally_here, rally_buffed); 2 it has `mighty` steps (709)
WATCH_AURA = 1
WATCH_MIGHTY = 2
CT_COLS = 111
TIMING_ACTION = 1
TIMING_REACTION = 2
EMP_RUNES = 1
EMP_DISCARD = 2
EMP_DISCARD_SPELL = 3     # Empower by discarding a spell
EXTRA_DISCARD = 1
EXTRA_EXHAUST = 2
EXTRA_ENERGY = 3      # Energy only: C_EXTRA_DISC is then negative
EXTRA_POWER = 4       # one more Power of the card's domain

# --- an AB row (the codes are the indices of dsl.py's words) ---
AB_WHEN = 0
AB_OP = 1
AB_WHO = 2
AB_N = 3
AB_COUNT = 4
AB_IF = 5
AB_MAX = 6        # the highest Might of a unit the step picks, 0 any
AB_CARD = 7       # op token: the token's card row
AB_AT = 8         # op token: AT_HERE / AT_BASE
AB_UPTO = 9       # 1: the pilot may stop after the first pick
AB_READY = 10     # op token: 1 the tokens enter ready
AB_LEVEL = 11     # if level / below_level: the XP threshold
AB_W = 12
AT_HERE = 0       # the source unit's place (the base when there is none)
AT_BASE = 1
AT_CHOOSE = 2     # the base or a battlefield its player controls, the pilot's pick (352.2.a)

(W_CAST, W_PLAY, W_ATTACK, W_DEFEND, W_DEATH, W_CONQUER, W_HOLD, W_MOVE, W_SPELL,
 W_STATIC, W_START, W_END, W_COMBAT_END, W_ACTIVATE, W_MIGHTY, W_OFF_TURN, W_FOE_PLAY, W_STUN,
 W_PLAYED_HERE, W_BOUNCED, W_FIRST_DEATH, W_HELD_MAIN, W_BANISH, W_EMPOWERED, W_FOE_GEAR,
 W_DISCARDED) = range(26)
(OP_DAMAGE, OP_KILL, OP_STUN, OP_READY, OP_EXHAUST, OP_BUFF, OP_MIGHT, OP_DRAW, OP_CHANNEL,
 OP_DISCARD, OP_VISION, OP_RECALL, OP_BOUNCE, OP_RECLAIM, OP_CHOOSE, OP_FIGHT,
 OP_WEAKEN, OP_MIGHT_ALONE, OP_MIGHT_HERE, OP_READY_PLAYS, OP_RECLAIM_SPELL, OP_SPELL_DISCOUNT,
 OP_PLAY_OPEN, OP_PLAY_ENEMY, OP_MIGHT_BUFFED, OP_GANK_BUFFED, OP_MIGHT_TOGETHER, OP_GIVE_GANKING,
 OP_GIVE_ASSAULT, OP_READY_RUNES, OP_OWNER_DRAW, OP_DRAW_MIGHTY, OP_GIVE_SHIELD, OP_BONUS_HERE,
 OP_BONUS_MINE, OP_RALLY_HERE, OP_DISCOUNT_NAMESAKE, OP_DISCOUNT_TRASH, OP_DISCOUNT_MIGHTY,
 OP_SHIELD_PAIR, OP_DUEL_DOUBLE, OP_MIGHT_8_RUNES, OP_PAIR_ONLY_DAMAGE, OP_COST_KILL, OP_BURN,
 OP_DIG_UNIT, OP_SCORE_POINT, OP_DAMAGE_DISCARDED, OP_READY_RUNES_AT_END, OP_MOVE_BASE,
 OP_BUFF_BOOST, OP_GIVE_TEMPORARY, OP_SPEND_BUFF, OP_RAGE, OP_EXTRA_DISCARD, OP_EXTRA_EXHAUST,
 OP_MECH_VISION, OP_MECH_SHIELD, OP_EMPOWER_COST, OP_EMPOWER_DISCARD, OP_EMPOWERED_MIGHT,
 OP_EMPOWERED_ASSAULT, OP_EMPOWERED_SHIELD, OP_EMPOWERED_GANKING, OP_EMPOWERED_DEFLECT, OP_EMPOWER,
 OP_GAIN_XP, OP_SAVE, OP_DRAW_PER_BF, OP_DEFLECT_HERE, OP_MECH_DEFLECT, OP_MECH_GANKING,
 OP_EXHAUST_LEGEND, OP_ACTIVATE_COST, OP_ACTIVATE_EXHAUST, OP_ACTIVATE_AT_BF, OP_DOUBLE_MIGHT,
 OP_EXTRA_ENERGY, OP_TOKEN, OP_WEARER_ASSAULT, OP_WEARER_MIGHT_LEVEL, OP_WEARER_MIGHT_PAIR,
 OP_GEAR_DISCOUNT, OP_STRIKE, OP_DETACH, OP_READY_GEAR, OP_READY_MIGHTY, OP_GOLD, OP_GEAR_TOKEN,
 OP_PAY_ENERGY, OP_ACTIVATE_KILL, OP_ENTERS_EXHAUSTED, OP_PREDICT, OP_MOVE, OP_MOVE_TO_MINE,
 OP_SHROUD, OP_DISEMPOWER, OP_BASE_MIGHT, OP_BANISH_UNIT_TRASH, OP_BURN_PLAYER, OP_GIVE_TANK,
 OP_FLOW_COST, OP_FLOW_COST_ANY, OP_MECH_MIGHT, OP_TANK_MIGHT_HERE, OP_DEFEND_ALONE,
 OP_RALLY_BUFFED, OP_OTHERS_ENTER_READY, OP_DISCOUNT_MECH, OP_PREVENT, OP_STUN_OR_BOUNCE,
 OP_DAMAGE_MARKED, OP_ACTIVATE_SHOWDOWN, OP_ACTIVATE_ANY_POWER, OP_SPELL_ENERGY,
 OP_MIGHT_STUNNED_HERE, OP_MOVE_TO_HELD, OP_MOVE_TO_EVENT, OP_PULL, OP_PIN, OP_NEXT_PLAY_BOOST,
 OP_DIG_SPELL, OP_WIN, OP_GIVE_SHIELD_COMBAT, OP_LEVEL_MIGHT, OP_LEVEL_DEFLECT, OP_ACTIVATE_XP,
 OP_ACTIVATE_RECYCLE, OP_STUN_DISCOUNT, OP_EXTRA_POWER, OP_MOVE_TAX, OP_COMBAT_SPELL_COST,
 OP_BORROW_EXHAUST, OP_BANISH, OP_BANISH_OR_BOUNCE, OP_BANISH_TRASH, OP_EMPOWER_LEGEND,
 OP_EMPOWER_DISCARD_SPELL, OP_ACTIVATE_DISEMPOWER, OP_ACTIVATE_RECYCLE_UNIT,
 OP_STUN_MOVED_ENEMY, OP_READY_BUFFED, OP_BANISH_SELF_GEAR, OP_DISCOUNT_PAIR_BF,
 OP_ADD_ENERGY_BOTH, OP_PLAY_DISCARDED, OP_SWAP, OP_ACTIVATE_SPEND_BUFF, OP_MECH_ASSAULT,
 OP_RECYCLE_PLAY_MECH) = range(150)
(WHO_NONE, WHO_SELF, WHO_IT, WHO_UNIT, WHO_UNIT_BF, WHO_ENEMY, WHO_ENEMY_BF, WHO_ENEMY_HERE,
 WHO_FRIENDLY, WHO_FRIENDLY_OTHER, WHO_ALL_ENEMY_AT, WHO_ALL_AT_BFS, WHO_ALL_FRIENDLY,
 WHO_UNIT_OTHER, WHO_EACH_OWN, WHO_FRIENDLY_THERE, WHO_FRIENDLY_BF,
 WHO_FRIENDLY_BUFFED_OTHER, WHO_FRIENDLY_MECH_OTHER, WHO_ALL_FRIENDLY_HERE_OTHER,
 WHO_ALL_HERE, WHO_FRIENDLY_EQUIPPED, WHO_MIGHTY, WHO_ENEMY_BASE, WHO_ALL_FRIENDLY_AT_IT,
 WHO_ALL_ENEMY_COMBAT, WHO_ENEMY_ATTACKING, WHO_ENEMY_ATTACKING_HERE, WHO_ALL_FRIENDLY_MECH,
 WHO_FRIENDLY_TO_HELD, WHO_PLAYED, WHO_ALL_FRIENDLY_HERE, WHO_FRIENDLY_HERE_OTHER,
 WHO_ENEMY_ELSEWHERE, WHO_UNIT_BF_OR_GEAR) = range(35)
(IF_ALWAYS, IF_KILLED, IF_LEGION, IF_ALONE, IF_NO_RUNES, IF_AT_BF, IF_NOT_ALONE, IF_WAS_MIGHTY,
 IF_PAIR, IF_NAMESAKE_IN_TRASH, IF_A_UNIT_DIED, IF_READY_ENEMY_HERE, IF_SPELL_5, IF_HAND_LOW,
 IF_FOUR_THERE, IF_FROM_HAND, IF_PAID, IF_PICKED, IF_EXTRA_PAID, IF_EXTRA_UNPAID, IF_LEVEL,
 IF_BELOW_LEVEL, IF_WAS_EMPOWERED, IF_ANOTHER_MECH, IF_LEGEND_READY, IF_FIRST_CONQUER,
 IF_WAS_OPEN, IF_HIDDEN_MINE, IF_FIRST_MOVE, IF_TWO_AT_IT, IF_EXCESS, IF_ENEMY_STUNNED,
 IF_FROM_HIDDEN, IF_MIGHTY_THERE, IF_SEVEN_THERE, IF_FIRST_HERE, IF_MODE) = range(37)

# --- a deck's row in `decks` ---
MAX_MAIN = 60     # the rules set no upper limit (103.2: at least 40); decksim plays up to 60
RUNES = 12        # 103.3.a
BATTLEFIELDS = 3  # 462.4.a
D_LEGEND = 0      # the Champion Legend's card row
D_CHAMPION = 1    # the Chosen Champion's card row
D_BF = 2          # BATTLEFIELDS card rows
D_MAIN_N = D_BF + BATTLEFIELDS    # main deck cards besides the Chosen Champion
D_MAIN = D_MAIN_N + 1             # MAX_MAIN card rows
D_RUNES = D_MAIN + MAX_MAIN       # RUNES card rows
DECK_W = D_RUNES + RUNES
