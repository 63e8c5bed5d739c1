"""The integer vocabulary of the SVE ability tables.

`decksim.cards` compiles card files into rows of these codes; the interpreter in
`effects.py` executes them. Every name here has the same spelling (lower case)
in the card file format documented in docs/cards.md.
"""

# --- card types (2.3) ---
TYPE_FOLLOWER = 0
TYPE_AMULET = 1
TYPE_SPELL = 2
TYPE_LEADER = 3
TYPE_NAMES = ("follower", "amulet", "spell", "leader")

# --- classes (2.2) ---
CLASS_NAMES = ("Neutral", "Forestcraft", "Swordcraft", "Runecraft", "Dragoncraft",
               "Abysscraft", "Havencraft")

# --- keyword bits (12.x, 13.3.2) ---
KW_WARD = 1 << 0        # 12.8
KW_STORM = 1 << 1       # 12.9
KW_RUSH = 1 << 2        # 12.10
KW_ASSAIL = 1 << 3      # 12.11
KW_INTIMIDATE = 1 << 4  # 12.12
KW_DRAIN = 1 << 5       # 12.13
KW_BANE = 1 << 6        # 12.14
KW_AURA = 1 << 7        # 12.15
KW_QUICK = 1 << 8       # 12.3 (standalone Quick on a card)
KW_STACK = 1 << 9       # 13.3.2
KW_NO_ATTACK = 1 << 10  # "can't attack enemies" (8.4.3.2.1)
KW_ENTERS_ENGAGED = 1 << 11  # "this card is put onto the field engaged"
KW_CANT_LOSE = 1 << 12  # 11.2.1 replaced: its controller can't lose while it is on the field;
                        # when their leader drops to 0 or less it goes to the cemetery and
                        # their leader's defense becomes 1
KW_NO_LEADER_ATTACK = 1 << 13  # "can't attack enemy leaders" (8.4.3.2.1)
KW_IGNORE_WARD = 1 << 14  # its attacks ignore Ward: 12.8.2 (iii) does not bind it (SD01-013)
KW_NO_ABILITY_DESTROY = 1 << 15  # can't be destroyed by abilities: a destroy effect and Bane
                                 # (11.3.2.1) leave it; 0 defense still destroys it (11.3.1;
                                 # BP02-086, BP06-022)
KW_NO_ABILITY_BANISH = 1 << 16   # can't be banished by abilities: a banish effect and a
                                 # transform (5.16.1) leave it (5.6; BP06-022)
KW_ONLY_FROM_HAND = 1 << 17  # "this card can only be played from hand": not from the EX
                             # area, nor by an effect from elsewhere (8.2 restricted by the
                             # card's own text; BP06-059)
KW_FOLLOWERS_FIRST = 1 << 18  # while this card is on the field, a follower on either field
                              # that can attack a follower can't attack leaders (8.4.3.2.1
                              # restricted by the card's own text; BP06-113)
KW_NOT_YOUR_TURN = 1 << 20  # "this card can't be played during your turn": only in the
                            # opponent's turn, by Quick (12.3.4; the card's own text; BP06-105)
KEYWORDS = {
    "ward": KW_WARD, "storm": KW_STORM, "rush": KW_RUSH, "assail": KW_ASSAIL,
    "intimidate": KW_INTIMIDATE, "drain": KW_DRAIN, "bane": KW_BANE, "aura": KW_AURA,
    "quick": KW_QUICK, "stack": KW_STACK, "cant_attack": KW_NO_ATTACK,
    "enters_engaged": KW_ENTERS_ENGAGED, "cant_lose": KW_CANT_LOSE,
    "cant_attack_leaders": KW_NO_LEADER_ATTACK, "ignore_ward": KW_IGNORE_WARD,
    "cant_be_destroyed_by_abilities": KW_NO_ABILITY_DESTROY,
    "cant_be_banished_by_abilities": KW_NO_ABILITY_BANISH,
    "only_from_hand": KW_ONLY_FROM_HAND, "followers_first": KW_FOLLOWERS_FIRST,
    "cant_play_on_your_turn": KW_NOT_YOUR_TURN,
}
# keywords only a card's printed text gives (no grant, no aura): the engine looks for them
# among the game's cards' printed keywords alone (state.G_KW_ABSENT)
PRINTED_ONLY = frozenset({"followers_first"})

# --- triggers: when an ability is played ---
TRIG_SPELL = 0           # the text of a spell (10.1.1.4)
TRIG_FANFARE = 1         # 12.4
TRIG_LAST_WORDS = 2      # 12.5
TRIG_ON_EVOLVE = 3       # 12.6
TRIG_STRIKE = 4          # 12.7 (any target)
TRIG_STRIKE_FOLLOWER = 5
TRIG_STRIKE_LEADER = 6
TRIG_ACTIVATE = 7        # 10.1.1.1 activated ability (8.3)
TRIG_ALLY_ENTERS = 8     # whenever another follower is put onto your field
TRIG_ALLY_ATTACKS = 9    # whenever one of your followers attacks (trait filter)
TRIG_SPELL_PLAYED = 10   # whenever you play a spell
TRIG_END_PHASE = 11      # at the start of your end phase (7.4.1)
TRIG_MAIN_PHASE = 12     # at the start of your main phase (7.3.1)
TRIG_LEAVES = 13         # when this card leaves the field
TRIG_RETURNED = 14       # when this card is returned to hand from your field
TRIG_ENEMY_DESTROYED = 15  # whenever an enemy follower is destroyed
TRIG_COST = 16           # passive: changes this card's play cost (10.2.1.3.3)
TRIG_ENEMY_MAIN = 17     # at the start of each opponent's main phase (7.3.1)
TRIG_ABILITY_DAMAGED = 18  # during your turn, this follower takes ability damage (5.13.3.3)
TRIG_CARD_PLAYED = 19    # whenever you play a card (trigger filter on the played card)
TRIG_ENEMY_DISCARDS = 20  # whenever the opponent discards a card (5.11)
TRIG_ALLY_TO_CEM = 21    # during your turn, a follower goes from your field to the cemetery
TRIG_DREW = 22           # whenever you draw a card outside your start phase (7.2)
TRIG_DISCARDED = 23      # when this card is discarded from your hand (5.11)
TRIG_ALLY_EVOLVES = 24   # whenever a follower on your field evolves (12.2, 5.15)
TRIG_EVOLVE_COST = 25    # passive: the extra cost of this card's Evolve ability (12.2)
TRIG_AMULET_LEAVES = 26  # whenever another amulet leaves your field (4.4; BP01-141)
TRIG_ENEMY_MILLED = 28   # during your turn, a card goes from the opponent's deck to their
                         # cemetery (BP05-029)
TRIG_DEALT_COMBAT_DAMAGE = 29  # this follower dealt combat damage (more than 0) to a
                               # leader or a follower (8.4.9; BP02-020)
TRIG_ON_RACE = 30        # 14.2.4 On Race: when this card races (14.2.3.1; once per time)
TRIG_AMULET_ENTERS = 31  # whenever an amulet is put onto your field (4.4; BP02-089)
TRIG_LEADER_GAINS = 32   # whenever your leader gains defense (5.26; BP02-092); triggers from
                         # 31 on share bit 31 of C_ON_MASK (rules.trigger_card)
TRIG_ALLY_LEAVES = 33   # whenever a follower of yours leaves your field, whatever the way
                         # (4.4; trigger_filter on it; BP06-074)
TRIG_LEADER_LOSES = 34  # whenever your leader loses defense (5.26: damage, lose_defense, a
                        # lower set_defense, a leader_loss cost; BP06-089)
TRIG_ALLY_RACES = 35    # whenever another follower of yours races (14.2.3; CP01-032,
                        # CP01-082; raceops.race_card)
TRIG_DAMAGED = 38       # whenever this follower takes damage (5.13: combat or ability damage,
                        # more than 0, any turn; rules.took_damage; BP08-059, BP08-062)
TRIG_ENEMY_ATTACKS = 39  # whenever an enemy follower attacks (8.4.1; the attacker is the
                         # triggering card; BP06-121)
TRIG_WARD_TO_CEM = 40   # whenever a follower with Ward (as it was on the field, 10.7.4.1.2)
                        # goes from your field to your cemetery, on any turn (BP06-090)
TRIG_AURA = 27           # passive: a continuous effect while this card is on the field
                         # (10.2.1.2, 10.9); its kind is AB column A_AUX (AURA_* below)
TRIGGERS = {
    "spell": TRIG_SPELL, "fanfare": TRIG_FANFARE, "last_words": TRIG_LAST_WORDS,
    "evolve": TRIG_ON_EVOLVE, "strike": TRIG_STRIKE,
    "strike_follower": TRIG_STRIKE_FOLLOWER, "strike_leader": TRIG_STRIKE_LEADER,
    "activate": TRIG_ACTIVATE, "ally_enters": TRIG_ALLY_ENTERS,
    "ally_attacks": TRIG_ALLY_ATTACKS, "spell_played": TRIG_SPELL_PLAYED,
    "end_phase": TRIG_END_PHASE, "main_phase": TRIG_MAIN_PHASE,
    "leaves_field": TRIG_LEAVES, "returned_to_hand": TRIG_RETURNED,
    "enemy_destroyed": TRIG_ENEMY_DESTROYED, "cost": TRIG_COST,
    "enemy_main_phase": TRIG_ENEMY_MAIN, "ability_damaged": TRIG_ABILITY_DAMAGED,
    "card_played": TRIG_CARD_PLAYED, "enemy_discards": TRIG_ENEMY_DISCARDS,
    "ally_to_cemetery": TRIG_ALLY_TO_CEM, "drew": TRIG_DREW, "discarded": TRIG_DISCARDED,
    "ally_evolves": TRIG_ALLY_EVOLVES, "evolve_cost": TRIG_EVOLVE_COST,
    "aura": TRIG_AURA, "amulet_leaves": TRIG_AMULET_LEAVES, "enemy_milled": TRIG_ENEMY_MILLED,
    "dealt_combat_damage": TRIG_DEALT_COMBAT_DAMAGE, "race": TRIG_ON_RACE,
    "dealt_combat_damage": TRIG_DEALT_COMBAT_DAMAGE,
    "amulet_enters": TRIG_AMULET_ENTERS, "leader_gains_defense": TRIG_LEADER_GAINS,
    "ally_leaves": TRIG_ALLY_LEAVES, "leader_loses_defense": TRIG_LEADER_LOSES,
    "ally_races": TRIG_ALLY_RACES, "damaged": TRIG_DAMAGED,
    "enemy_attacks": TRIG_ENEMY_ATTACKS, "ward_ally_to_cemetery": TRIG_WARD_TO_CEM,
}
# BP08 Abysscraft: an automatic ability of a card in your cemetery (`zone = "cemetery"` on
# the ability; compiled to its own trigger code, so field triggers never look at it)
TRIG_CEM_ENEMY_DISCARDS = 41  # this card is in your cemetery and the opponent discards a card
                              # (5.11; from the card's own text, BP08-083; costs.discard_card)

# --- continuous effects: the kind of an `aura` ability (AB column A_AUX; amount or
# keyword bits in A_AUX2; the affected cards pass the ability's select_filter) ---
AURA_COST_OWN = 1       # 10.2.1.3.3: your cards cost A_AUX2 more to play (negative: less)
AURA_COST_ENEMY = 2     # the opponent's cards cost A_AUX2 more to play
AURA_KW_OWN = 3         # your followers have keywords A_AUX2
AURA_KW_SELF = 4        # this card has keywords A_AUX2
AURA_TAKEN_SELF = 5     # 10.2.1.3.2: this card takes A_AUX2 more damage (negative: less)
AURA_TAKEN_OWN = 6      # your followers take A_AUX2 more damage
AURA_NO_DAMAGE = -99    # an A_AUX2 for the two above: takes no damage at all
AURA_LEADER_NO_ABILITY_DMG = 7  # your leader takes no damage from abilities
AURA_DEALT_SELF = 8     # this card deals A_AUX2 more damage
AURA_DEF_DAMAGE = 9     # your followers deal damage equal to their defense, not attack
AURA_KW_OTHER = 10      # your other followers (not this card) have keywords A_AUX2 (SD01-001)
AURA_COST_OWN_EX = 11   # 10.2.1.3.3: your cards played from the EX area cost A_AUX2 more
                        # (negative: less; BP05-019)
AURA_DOUBLE_COMBAT_SELF = 13   # 10.2.1.3.2: this card deals double damage when it attacks a
                               # leader and in fights (BP02-067)
AURA_TAKEN_ENEMY_ABILITY = 12  # 10.2.1.3.2: your followers take A_AUX2 more damage from the
                               # opponent's abilities (negative: less; BP02-004)
AURA_SPELLCHAIN = 14    # 13.3.1: your Spellchain also counts the non-spell cards of your
                        # cemetery passing the aura's filter (BP02-035; not cumulative)
AURA_NO_COMBAT_SELF = 15   # 10.2.1.3.2: this card takes no combat damage (BP06-021)
AURA_DEALT_OWN = 70     # 10.2.1.3.2: your followers passing the filter deal A_AUX2 more damage
                        # (in fights, to leaders and with their abilities; BP06-074)
AURAS = {
    "damage_dealt": AURA_DEALT_OWN,
    "spellchain_counts": AURA_SPELLCHAIN,
    "enemy_ability_damage_taken": AURA_TAKEN_ENEMY_ABILITY,
    "self_double_combat_damage": AURA_DOUBLE_COMBAT_SELF,
    "cost": AURA_COST_OWN, "enemy_cost": AURA_COST_ENEMY, "keyword": AURA_KW_OWN,
    "self_keyword": AURA_KW_SELF, "self_damage_taken": AURA_TAKEN_SELF,
    "damage_taken": AURA_TAKEN_OWN, "leader_no_ability_damage": AURA_LEADER_NO_ABILITY_DMG,
    "self_damage_dealt": AURA_DEALT_SELF, "damage_from_defense": AURA_DEF_DAMAGE,
    "other_keyword": AURA_KW_OTHER, "ex_cost": AURA_COST_OWN_EX,
    "self_no_combat_damage": AURA_NO_COMBAT_SELF,
}

# --- selections made when an ability is played (10.6.2.3) ---
SEL_NONE = 0
SEL_ENEMY_FOLLOWER = 1
SEL_ENEMY_FOLLOWER_OR_LEADER = 2
SEL_ENEMY_CARD = 3           # follower or amulet on the enemy field
SEL_OWN_FOLLOWER = 4
SEL_OWN_OTHER_FOLLOWER = 5
SEL_OWN_CARD = 6
SEL_OWN_OTHER_CARD = 7
SEL_ANY_FOLLOWER = 8
SEL_OTHER_FOLLOWER = 9       # any follower on the field except this one
SEL_CEMETERY_CARD = 10       # a card in your cemetery (filters narrow it)
SEL_OWN_STACK_AMULET = 11
SEL_OWN_EX_CARD = 14         # a card in your EX area (4.8; filters narrow it)
SEL_ENEMY_EX_CARD = 15       # a card in the opponent's EX area
SEL_ENEMY_CEMETERY_CARD = 16  # a card in the opponent's cemetery
SEL_OWN_EX_TOKEN = 17        # a token card in your EX area (9.1)
SEL_ANY_EX_CARD = 18         # a card in either player's EX area (BP02-061)
SEL_OWN_CARD_OR_EX = 19      # a card on your field or in your EX area (BP06-011)
SELECTORS = {
    "none": SEL_NONE, "enemy_follower": SEL_ENEMY_FOLLOWER,
    "enemy_follower_or_leader": SEL_ENEMY_FOLLOWER_OR_LEADER,
    "enemy_card": SEL_ENEMY_CARD, "own_follower": SEL_OWN_FOLLOWER,
    "own_other_follower": SEL_OWN_OTHER_FOLLOWER, "own_card": SEL_OWN_CARD,
    "own_other_card": SEL_OWN_OTHER_CARD, "any_follower": SEL_ANY_FOLLOWER,
    "other_follower": SEL_OTHER_FOLLOWER, "cemetery_card": SEL_CEMETERY_CARD,
    "own_stack_amulet": SEL_OWN_STACK_AMULET,
    "own_ex_card": SEL_OWN_EX_CARD, "enemy_ex_card": SEL_ENEMY_EX_CARD,
    "enemy_cemetery_card": SEL_ENEMY_CEMETERY_CARD, "own_ex_token": SEL_OWN_EX_TOKEN,
    "any_ex_card": SEL_ANY_EX_CARD,
    "own_card_or_ex_card": SEL_OWN_CARD_OR_EX,
}
# BP06 Neutral (codes from 35)
SEL_OWN_AND_ENEMY_FOLLOWER = 35  # a follower on your field, then an enemy follower: two
                                 # targets, both required (10.6.2.3.4; BP06-116; clash.py)
SEL_OWN_FACE_UP_EVOLVED = 36     # a face-up evolved follower of your evolve deck (4.2.3,
                                 # 11.6.1; counts.face_up_evolved; BP06-117)
SELECTORS["own_follower_and_enemy_follower"] = SEL_OWN_AND_ENEMY_FOLLOWER
SELECTORS["own_face_up_evolved"] = SEL_OWN_FACE_UP_EVOLVED

# --- filters on selections, searches and "each" targets ---
# a filter is (type mask, trait bit, class id + 1, max cost, min cost, max defense,
#              required keyword bits, engaged-only, has-evolve-only); -1 / 0 = any.

# --- conditions (13.x class keywords and others) ---
COND_NONE = 0
COND_COMBO = 1        # 13.2.1: cards played this turn >= n
COND_SPELLCHAIN = 2   # 13.3.1: spells in cemetery >= n
COND_NECROCHARGE = 3  # 13.5.1: cards in cemetery >= n
COND_OVERFLOW = 4     # 13.4.1: max PP >= 7
COND_SANGUINE = 5     # 13.5.2: your turn and your leader lost defense this turn
COND_HAS_AMULET = 6   # an amulet on your field
COND_ENEMY_FIELD = 7  # enemy field holds >= n cards
COND_PAID = 8         # the optional cost of this ability was paid
COND_EVOLVED = 9      # this card is evolved
COND_COUNT = 10       # cards matching a filter (A_CFILT / E_CFILT) in a zone, compared to n
COND_HAND = 11        # your hand size compared to n
COND_ENEMY_HAND = 12  # the opponent's hand size compared to n
COND_LEADER_DEF = 13  # your leader's defense compared to n
COND_ENEMY_LEADER_DEF = 14  # the opponent's leader's defense compared to n
COND_BOTH_MAX_PP = 15  # both players have at least n maximum play points
COND_MOVED = 16       # effects only: this ability moved n or more cards so far (banish_top_half
                      # counts the cards it banished; BP05-020)
COND_YOUR_TURN = 20   # it is your turn
COND_ENEMY_TURN = 21  # it is the opponent's turn
COND_TARGET_MATCHES = 22  # effects only: the selected target passes the effect's filter
COND_ALLY_DESTROYED = 25  # a follower of yours was destroyed this turn (5.5; BP02-033)
COND_DISCARDED = 24   # you discarded a card this turn (5.11; BP02-062, BP02-063)
COND_TOOK_MATCHES = 23  # effects only: the card the latest search / look_top pick of this
                        # ability took, or its mill milled last, passes the effect's filter
                        # (state.G_TOOK; BP05-034, BP08-097)
COND_COUNTERS = 26    # this card has n or more counters other than Stack (15.1; BP02-088)
COND_ATTACKS = 27     # your followers attacked n or more times this turn (8.4; BP02-095)
COND_PUT_BY_ABILITY = 28  # this card was put onto the field by an ability, not played
                          # (5.4.1, 12.4.3; state.F_BY_ABILITY; BP06-005, BP06-008)
COND_FACE_UP_EVOLVED = 29  # your evolve deck holds n or more face-up evolved followers: the
                           # count of x:face_up_evolved (4.2.3, 11.6.1; BP06-018)
COND_GRANTED = 30     # abilities only: an effect gave this card this ability (op
                      # grant_ability; carg = the ability's index in its card; BP06-018)
COND_DIE = 45         # the latest die this ability rolled (op roll_die, state.G_DIE) compared
                      # to n (5.18: a random number; BP06-110, BP06-111)
COND_PP = 40          # your play points (3.2.2) compared to n ("if you have at least 2 play
                      # points", BP06-091)
CONDITIONS = {
    "combo": COND_COMBO, "spellchain": COND_SPELLCHAIN, "necrocharge": COND_NECROCHARGE,
    "overflow": COND_OVERFLOW, "sanguine": COND_SANGUINE, "has_amulet": COND_HAS_AMULET,
    "enemy_field": COND_ENEMY_FIELD, "paid": COND_PAID, "evolved": COND_EVOLVED,
    "both_max_pp": COND_BOTH_MAX_PP, "moved": COND_MOVED,
    "your_turn": COND_YOUR_TURN, "enemy_turn": COND_ENEMY_TURN,
    "target_matches": COND_TARGET_MATCHES, "took_matches": COND_TOOK_MATCHES,
    "discarded_this_turn": COND_DISCARDED,
    "ally_destroyed_this_turn": COND_ALLY_DESTROYED,
    "counters": COND_COUNTERS, "attacks_this_turn": COND_ATTACKS,
    "put_by_ability": COND_PUT_BY_ABILITY,
    "face_up_evolved": COND_FACE_UP_EVOLVED, "granted": COND_GRANTED,
}
# comparisons of the COND_COUNT .. COND_ENEMY_LEADER_DEF conditions: the argument is
# n + cmp * CMP_SHIFT (+ zone * ZONE_SHIFT for COND_COUNT)
CMP_AT_LEAST = 0
CMP_AT_MOST = 1
CMP_EXACTLY = 2
CMP_SHIFT = 1 << 12
ZONE_SHIFT = 1 << 16
# zones counted by COND_COUNT (and x:count)
CZ_OWN_FIELD = 0
CZ_OWN_CEMETERY = 1
CZ_ENEMY_FIELD = 2
CZ_ENEMY_CEMETERY = 3
CZ_OWN_EX = 4          # your EX area (4.8; BP01-001)
CZ_BOTH_FIELDS = 5     # both fields (conditions only; "cards on the field", CP01-004)
CZ_OWN_HAND = 6        # your hand, cards as printed ("reveal your hand ... the cards that
                       # originally cost 2", BP08-070)
COUNT_ZONES = {"own_field": CZ_OWN_FIELD, "own_cemetery": CZ_OWN_CEMETERY,
               "enemy_field": CZ_ENEMY_FIELD, "enemy_cemetery": CZ_ENEMY_CEMETERY,
               "own_ex": CZ_OWN_EX, "both_fields": CZ_BOTH_FIELDS, "own_hand": CZ_OWN_HAND}
# condition words with a comparison: word -> (condition, comparison[, zone])
CMP_CONDITIONS = {
    "hand_at_least": (COND_HAND, CMP_AT_LEAST), "hand_at_most": (COND_HAND, CMP_AT_MOST),
    "hand_exactly": (COND_HAND, CMP_EXACTLY),
    "enemy_hand_at_least": (COND_ENEMY_HAND, CMP_AT_LEAST),
    "enemy_hand_at_most": (COND_ENEMY_HAND, CMP_AT_MOST),
    "leader_def_at_least": (COND_LEADER_DEF, CMP_AT_LEAST),
    "leader_def_at_most": (COND_LEADER_DEF, CMP_AT_MOST),
    "leader_def": (COND_LEADER_DEF, CMP_EXACTLY),
    "enemy_leader_def_at_least": (COND_ENEMY_LEADER_DEF, CMP_AT_LEAST),
    "enemy_leader_def_at_most": (COND_ENEMY_LEADER_DEF, CMP_AT_MOST),
    "enemy_leader_def": (COND_ENEMY_LEADER_DEF, CMP_EXACTLY),
    # n or more cards in the opponent's cemetery: a count without a filter
    "enemy_cemetery": (COND_COUNT, CMP_AT_LEAST, CZ_ENEMY_CEMETERY),
    # the die op roll_die rolled (BP06-110, BP06-111)
    "die": (COND_DIE, CMP_EXACTLY), "die_at_most": (COND_DIE, CMP_AT_MOST),
    "die_at_least": (COND_DIE, CMP_AT_LEAST),
    "pp_at_least": (COND_PP, CMP_AT_LEAST), "pp_at_most": (COND_PP, CMP_AT_MOST),
}

# --- optional costs of abilities (10.4.7) ---
OPT_NONE = 0
OPT_LEADER_LOSS = 1   # give your leader -n defense
OPT_EARTH_RITE = 2    # 13.3.3: remove a Stack counter from an amulet on your field
OPT_DISCARD_SPELL = 3  # discard a spell
OPT_SAC_FOLLOWER = 4  # put another follower from your field into your cemetery
OPT_RETURN_OTHER = 5  # return another card on your field to hand
OPT_BANISH_EX = 6     # banish a card (matching the cost filter) from your EX area
OPT_DISCARD = 7       # discard a card matching the cost filter (any card without one)
OPT_PP = 8            # pay n more play points (10.4.4)
OPT_CEM_TO_DECK = 9   # shuffle n cards from your cemetery into your deck
OPT_SAC_ANY = 10      # put a follower from your field, this one included, into your cemetery
OPT_COUNTERS = 11     # remove n counters (other than Stack) from this card
OPT_SELF_TO_CEM = 12  # engage this card and put it into your cemetery (10.4.6; BP01-162)
OPT_SKIP_TURN = 13    # skip your next turn (5.25.2; the alternative Evolve of BP05-086)
OPT_SAC_CARDS = 14    # put `count` other cards of yours on the field matching the cost
                      # filter into your cemetery (BP01-103)
OPT_BANISH_CEM = 15   # banish `count` cards matching the cost filter from your cemetery
                      # (BP01-057)
# the card costs (banish_ex, sacrifice_follower, sacrifice_cards, banish_cemetery) take
# `count = N` in their filter table: N cards (A_OPTARG), 1 without it
OPTIONAL_COSTS = {
    "leader_loss": OPT_LEADER_LOSS, "earth_rite": OPT_EARTH_RITE,
    "discard_spell": OPT_DISCARD_SPELL, "sacrifice_follower": OPT_SAC_FOLLOWER,
    "return_other": OPT_RETURN_OTHER, "banish_ex": OPT_BANISH_EX, "discard": OPT_DISCARD,
    "pp": OPT_PP, "cemetery_to_deck": OPT_CEM_TO_DECK,
    "sacrifice_follower_or_self": OPT_SAC_ANY, "remove_counters": OPT_COUNTERS,
    "engage_sacrifice_self": OPT_SELF_TO_CEM, "skip_next_turn": OPT_SKIP_TURN,
    "sacrifice_cards": OPT_SAC_CARDS, "banish_cemetery": OPT_BANISH_CEM,
}
OPT_ENGAGE_FOLLOWERS = 16  # 10.4.6: engage `count` (1 without it) reserved followers of
                           # yours matching the cost filter; an optional cost (BP06-017) or
                           # a spell's required_cost (BP06-034)
OPTIONAL_COSTS["engage_followers"] = OPT_ENGAGE_FOLLOWERS
# BP06 Runecraft (codes from 50)
OPT_REVEAL = 50       # 5.20.1: reveal a card of your hand matching the cost filter (it stays
                      # in the hand; BP06-037)
OPTIONAL_COSTS["reveal"] = OPT_REVEAL
# BP06 Dragoncraft (codes from 60)
OPT_LOSE_MAX_PP = 60  # decrease your maximum play points by n (3.2.4.1: needs n of them;
                      # play points above the new maximum come down, 3.2.4.2; BP06-058)
OPTIONAL_COSTS["lose_max_pp"] = OPT_LOSE_MAX_PP
# BP08 Dragoncraft (codes from 45)
OPT_FLIP_EVOLVED = 45  # turn n face-down evolved followers of your evolve deck face up (4.2.3;
                       # needs n of them; they can't evolve a follower any more; BP08-053)
OPTIONAL_COSTS["flip_evolved"] = OPT_FLIP_EVOLVED
# BP06 Neutral (codes from 25)
OPT_ENEMY_PP = 25     # the opponent may pay n play points (their choice and their PP, 10.4.7;
                      # "its controller may pay ...", BP06-121)
OPTIONAL_COSTS["enemy_pp"] = OPT_ENEMY_PP
# BP06 Havencraft (codes from 20)
OPT_PP_X = 20         # 5.2.1.2.2, 10.6.2.2.2: pay X play points, X a number of your choice
                      # from 0 to your play points, named as the ability is played (an
                      # automatic ability's optional cost; x:pp_paid reads X; BP06-099)
OPT_SAC_CARDS_SELF = 21  # put `count` cards of yours on the field matching the cost filter,
                         # this card included, into your cemetery ("bury an amulet", 4.9;
                         # BP06-100)
OPTIONAL_COSTS["pp_x"] = OPT_PP_X
OPTIONAL_COSTS["sacrifice_cards_or_self"] = OPT_SAC_CARDS_SELF
# CP01 (codes 105-107)
OPT_RETURN_X = 105    # 5.2.1.2.2, 10.6.2.2.2: return X other cards of yours on the field matching
                      # the cost filter to their owners' hands, X a number of your choice from 0
                      # to how many there are, named as the ability is played (an automatic
                      # ability's optional cost; x:returned reads X; CP01-003)
OPTIONAL_COSTS["return_any"] = OPT_RETURN_X

# --- where an effect lands ---
TO_TARGET = 0          # the selected target(s)
TO_SELF = 1
TO_OWN_LEADER = 2
TO_ENEMY_LEADER = 3
TO_EACH_LEADER = 4
TO_TARGET_LEADER = 5   # the leader of the selected target's controller
TO_ALL_ENEMY_FOLLOWERS = 6
TO_ALL_FOLLOWERS = 7
TO_ALL_OWN_FOLLOWERS = 8
TO_ALL_OWN_OTHER_FOLLOWERS = 9
TO_TRIGGER = 10        # the card that triggered this ability
TO_RANDOM_ENEMY_FOLLOWER = 11
TO_ALL_ENEMY_CARDS = 12
TO_SUMMONED = 15       # the cards the latest summon / revive / EX-to-field effect of
                       # this ability put onto the field (state.G_FO_SUMMONED)
TO_ALL_OWN_EX = 16     # every card in your EX area passing the effect's filter (buff only;
                       # the change stays on the card onto the field, 4.8.3.3; BP01-011)
TARGETS = {
    "target": TO_TARGET, "self": TO_SELF, "own_leader": TO_OWN_LEADER,
    "enemy_leader": TO_ENEMY_LEADER, "each_leader": TO_EACH_LEADER,
    "target_leader": TO_TARGET_LEADER, "all_enemy_followers": TO_ALL_ENEMY_FOLLOWERS,
    "all_followers": TO_ALL_FOLLOWERS, "all_own_followers": TO_ALL_OWN_FOLLOWERS,
    "all_own_other_followers": TO_ALL_OWN_OTHER_FOLLOWERS, "trigger": TO_TRIGGER,
    "random_enemy_follower": TO_RANDOM_ENEMY_FOLLOWER,
    "all_enemy_cards": TO_ALL_ENEMY_CARDS, "summoned": TO_SUMMONED,
    "all_own_ex_cards": TO_ALL_OWN_EX,
}
# BP02 Neutral (codes from 20)
TO_ALL_CARDS = 20            # every card on both fields passing the effect's filter (BP02-105)
TO_ALL_OTHER_FOLLOWERS = 21  # every follower on both fields but this card (BP02-104)
TARGETS["all_cards"] = TO_ALL_CARDS
TARGETS["all_other_followers"] = TO_ALL_OTHER_FOLLOWERS
# BP08 Swordcraft (appended)
TO_ALL_OWN_CARDS = 22        # every card on your field, amulets included, passing the
                             # effect's filter ("each amulet on your field", BP08-022)
TARGETS["all_own_cards"] = TO_ALL_OWN_CARDS

# --- X amounts (5.2.1.2) ---
X_CONST = 0
X_PLAYED_EXCL_SELF = 1  # cards you played this turn, not counting this one
X_HAND_SIZE = 2
X_SELF_ATTACK = 3
X_TARGET_ATTACK = 4
X_CEMETERY = 5
X_TARGET_DEFENSE = 6    # the selected follower's current defense
X_COUNT = 7             # 7-10: cards matching E_CFILT in zone (X - X_COUNT), times E_ARG2
X_COUNT_LAST = 10
X_LEADER_LOSSES = 11    # times your leader lost defense this turn (damage or loss)
X_SAC_ATTACK = 12       # attack of the follower the latest sacrifice cost put into your
                        # cemetery (its last known information, state.P_SAC_ATK; BP05-057)
X_COUNT_OWN_EX = 13     # x:count with count = "own_ex": cards matching E_CFILT in your EX
                        # area, times E_ARG2 (BP01-001)
X_TRIGGER_COST = 14     # the cost of the card that triggered the ability (BP02-089)
X_TO_DEFENSE = 64       # added to E_X of a buff: X is its defense change (E_ARG its attack
                        # change; BP02-102)
X_TO_BOTH = 128         # added to E_X of a buff: X is its attack and its defense change
                        # ("+X/+X", attack and defense the same x:KIND; BP06-018)
X_KINDS = {
    "played_excl_self": X_PLAYED_EXCL_SELF, "hand_size": X_HAND_SIZE,
    "self_attack": X_SELF_ATTACK, "target_attack": X_TARGET_ATTACK,
    "cemetery": X_CEMETERY, "target_defense": X_TARGET_DEFENSE, "count": X_COUNT,
    "leader_losses_this_turn": X_LEADER_LOSSES, "sacrificed_attack": X_SAC_ATTACK,
    "trigger_cost": X_TRIGGER_COST,
}
# BP02 Neutral (codes from 20)
X_FACE_UP_EVOLVED = 20  # the face-up evolved followers of your evolve deck (4.2.3, 11.6.1;
                        # not those linked to a field card, 5.15.1; BP02-108)
X_TOP_CARD_COST = 21    # the cost of your deck's top card, revealed (5.20; 0 for an empty
                        # deck; BP02-114)
X_KINDS["face_up_evolved"] = X_FACE_UP_EVOLVED
X_KINDS["top_card_cost"] = X_TOP_CARD_COST
# BP08 Dragoncraft (codes from 45)
X_OWN_BEST_ATTACK = 45  # the highest attack among the followers on your field (as they are
                        # now) and in your EX area (printed, with an EX-area change): what a
                        # selected follower of yours lends at best ("damage equal to its
                        # attack", BP08-058); 0 with none
X_KINDS["own_best_attack"] = X_OWN_BEST_ATTACK
# BP06 Havencraft (codes from 25)
X_PP_PAID = 25          # the X play points paid for this ability's `pp_x` cost (state.P_X_PAID;
                        # 10.6.2.2.2; BP06-099)
X_KINDS["pp_paid"] = X_PP_PAID
# CP01 (codes 32-33)
X_RETURNED = 32         # the X cards this ability's `return_any` cost returned (state.P_X_PAID;
                        # 10.6.2.2.2), times E_ARG2 (`times`; CP01-003)
X_KINDS["returned"] = X_RETURNED
# BP08 Abysscraft (codes from 49)
X_COUNT_OWN_HAND = 49   # x:count with count = "own_hand": cards of your hand matching E_CFILT,
                        # as printed, times E_ARG2 (BP08-070)

# --- effect opcodes ---
OP_DAMAGE = 1           # 5.13
OP_DRAW = 2             # 5.9
OP_DISCARD = 3          # 5.11 (you choose from your hand)
OP_BUFF = 4             # 5.26: +attack/+defense (amount = attack, arg = defense)
OP_BUFF_EOT = 5         # the same until the end of the turn (7.4.8)
OP_GRANT = 6            # give a keyword (arg = keyword bits)
OP_HEAL = 7             # give a leader +n defense
OP_LOSE_DEFENSE = 8     # give a leader -n defense (not damage)
OP_SUMMON = 9           # 5.4.2.1: n tokens (arg = token card) onto your field
OP_EX_TOKEN = 10        # 5.4.2: n tokens into your EX area
OP_DESTROY = 11         # 5.5
OP_BANISH = 12          # 5.6
OP_TO_HAND = 13         # return to its owner's hand (from field or cemetery)
OP_ENGAGE = 14          # 5.3
OP_SEARCH = 15          # 5.7: a card matching the filter from your deck to hand
OP_LOOK_TOP = 16        # look at the top n; may add one matching the filter to hand
OP_MILL = 17            # put the top n cards of your deck into your cemetery
OP_MAX_PP = 18          # increase your maximum play points
OP_RECOVER_PP = 19      # 5.14
OP_ENEMY_DISCARD = 20   # the opponent discards a card you select from their hand
OP_ADD_STACK = 21       # 13.3.2.4
OP_COST_DOWN = 22       # only in `cost` abilities: this card costs n less
OP_REVIVE_SELF = 23     # put this card from your cemetery onto your field
OP_SUMMON_FOR_TARGET = 24  # n tokens onto the field of the selected target's controller
OP_GRANT_EOT = 25       # give a keyword until the end of the turn
OP_REFRESH = 26         # 5.3
OP_TRANSFER_STACK = 27  # 13.3.2.2: move all of this card's Stack counters to the target
OP_HAND_TO_BOTTOM = 28  # put n cards from your hand on the bottom of your deck
OP_REDRAW_HANDS = 29    # each player shuffles their hand into the deck, draws as many; you n more
OP_EXTRA_TURN = 30      # 5.27: take another turn after this one
OP_TOP_TO_EX = 31       # the top card of your deck into your EX area, n times (arg 1: until full)
OP_BANISH_TOP_HALF = 32  # banish the top half of your deck, rounded up
OP_LOOK_PICK = 33       # a further pick of the look_top row before it (compiled from `picks`)
OP_ENEMY_DISCARD_RANDOM = 34  # 5.18: the opponent discards n random cards
OP_CEM_TO_DECK = 35     # up to n cards matching the filter from your cemetery to your deck
# card-pool work (issue 3), triggers-and-costs helper: high numbers, away from the others
OP_EVOLVE_COST_EOT = 60  # 12.2: the card's Evolve costs 0 PP for the rest of the turn
OP_ADD_COUNTER = 61      # put n counters (not Stack; spell counters, BP01-062) on a card
OP_EVOLVE_COST_ZERO = 62  # 12.2: the card's Evolve costs 0 PP while it stays on the field
                          # (SD01-009)
OP_DAMAGE_DIVIDED = 63   # 10.6.2.4: n damage divided among the selected targets, each at
                         # least 1 (SD03-006)
OP_SUMMON_OR_EX = 64     # 5.4.2: up to n tokens (arg = token card), each onto your field or
                         # into your EX area as you choose (SD01-001)
OP_GRANT_TRAIT = 65      # give a field card a trait (arg = compiled trait bits; TK-Draconic-Weapon)
OP_TRANSFORM = 66        # 5.16.1: banish the target and create a token (arg) in its zone
OP_HAND_TO_FIELD = 68    # a card matching the filter from your hand onto your field (not
                         # played; its Fanfare triggers, 12.4.3; BP02-021)
OP_NO_COMBAT_DAMAGE_EOT = 69  # 10.2.1.3.2: the card takes no combat damage this turn (BP02-019)
OP_EX_COST_DOWN_EOT = 70  # 10.2.1.3.3: the selected card of your EX area costs n less to play
                          # for the rest of this turn (BP02-036)
OP_RACE = 71             # 14.2.3.1: race the card n times: while it is linked to a Carrot of
                         # the race zone it has Rush, and its On Race abilities trigger n times
OP_IMMUNE_TO_ENEMY_TURN = 84  # the card takes no damage this turn and during its controller's
                              # opponent's next turn (F_IMMUNE_ENEMY_TURN; BP02-087)
OP_TO_CEMETERY = 85      # put a field card into its owner's cemetery: a move, not destruction
                         # (4.9; 5.5 is "destroy"; BP02-088)
OP_SET_DEFENSE = 67      # 5.26.2: change a leader's defense to n (up: it gains, down: it loses)
OP_GRANT_ABILITY = 86    # give a field card one of its own `granted` abilities (arg = the
                         # ability's bit, F_GRANTED) while it stays on the field (BP06-018)
# moving cards between the field, the cemetery and the EX area (fieldops.py)
OP_TO_DECK = 36         # a field card to the top / bottom of its owner's deck (arg: TO_DECK_*)
OP_TO_EX = 37           # a field card to its owner's EX area; a cemetery card to yours
OP_REVIVE = 38          # a selected cemetery card onto your field (5.4.1)
OP_PLAY_FREE = 39       # play a selected cemetery card for 0 PP (it is played, 8.2)
OP_EX_TO_FIELD = 40     # a selected card of your EX area onto your field
OP_EX_COPY = 41         # a token with the selected EX card's name into your EX area
OP_MAY_ENGAGE = 42      # "you may engage it": the pilot engages it on the opponent's turn
TO_DECK_CHOICE = 0      # the card's controller chooses top or bottom
TO_DECK_TOP = 1
TO_DECK_BOTTOM = 2
TO_DECK_WHERE = {"choice": TO_DECK_CHOICE, "top": TO_DECK_TOP, "bottom": TO_DECK_BOTTOM}
OP_LEADER_SHIELD = 44   # 10.10 on your leader this turn: arg 1 = prevent the next damage,
                        # amount > 0 = cap each damage at amount
OP_IMMUNE_EOT = 45      # the target takes no damage this turn
OP_NO_DEAL_EOT = 46     # the target deals no damage this turn
OP_SILENCE = 47         # the target loses all abilities and can't attack until the end
                        # of the opponent's next turn
OP_RESTRICT_NEXT = 48   # the opponent's next turn: arg = RESTRICT_* bit
RESTRICT_NO_DRAW = 1        # no draw in their next start phase (7.2.4)
RESTRICT_NO_PP = 2          # no maximum PP increase in their next start phase (7.2.1)
RESTRICT_NO_FOLLOWERS = 4   # no followers played in their next main phase
RESTRICTIONS = {"no_draw": RESTRICT_NO_DRAW, "no_pp_increase": RESTRICT_NO_PP,
                "no_followers": RESTRICT_NO_FOLLOWERS}
OPS = {
    "damage": OP_DAMAGE, "draw": OP_DRAW, "discard": OP_DISCARD, "buff": OP_BUFF,
    "buff_eot": OP_BUFF_EOT, "grant": OP_GRANT, "heal": OP_HEAL,
    "lose_defense": OP_LOSE_DEFENSE, "summon": OP_SUMMON, "ex_token": OP_EX_TOKEN,
    "destroy": OP_DESTROY, "banish": OP_BANISH, "to_hand": OP_TO_HAND,
    "engage": OP_ENGAGE, "search": OP_SEARCH, "look_top": OP_LOOK_TOP,
    "mill": OP_MILL, "max_pp": OP_MAX_PP, "recover_pp": OP_RECOVER_PP,
    "enemy_discard": OP_ENEMY_DISCARD, "add_stack": OP_ADD_STACK,
    "cost_down": OP_COST_DOWN, "revive_self": OP_REVIVE_SELF,
    "summon_for_target": OP_SUMMON_FOR_TARGET, "grant_eot": OP_GRANT_EOT,
    "refresh": OP_REFRESH, "transfer_stack": OP_TRANSFER_STACK,
    "hand_to_bottom": OP_HAND_TO_BOTTOM, "redraw_hands": OP_REDRAW_HANDS,
    "extra_turn": OP_EXTRA_TURN, "top_to_ex": OP_TOP_TO_EX,
    "banish_top_half": OP_BANISH_TOP_HALF, "cem_to_deck": OP_CEM_TO_DECK,
    "evolve_cost_eot": OP_EVOLVE_COST_EOT, "add_counter": OP_ADD_COUNTER,
    "to_deck": OP_TO_DECK, "to_ex": OP_TO_EX, "revive": OP_REVIVE, "play_free": OP_PLAY_FREE,
    "ex_to_field": OP_EX_TO_FIELD, "ex_copy": OP_EX_COPY, "may_engage": OP_MAY_ENGAGE,
    "leader_shield": OP_LEADER_SHIELD, "immune_eot": OP_IMMUNE_EOT,
    "no_damage_eot": OP_NO_DEAL_EOT, "silence": OP_SILENCE,
    "restrict_next_turn": OP_RESTRICT_NEXT,
    "evolve_cost_zero": OP_EVOLVE_COST_ZERO, "damage_divided": OP_DAMAGE_DIVIDED,
    "summon_or_ex": OP_SUMMON_OR_EX, "grant_trait": OP_GRANT_TRAIT,
    "transform": OP_TRANSFORM, "set_defense": OP_SET_DEFENSE,
    "hand_to_field": OP_HAND_TO_FIELD, "no_combat_damage_eot": OP_NO_COMBAT_DAMAGE_EOT,
    "ex_cost_down_eot": OP_EX_COST_DOWN_EOT, "race": OP_RACE,
    "immune_through_enemy_turn": OP_IMMUNE_TO_ENEMY_TURN, "to_cemetery": OP_TO_CEMETERY,
    "grant_ability": OP_GRANT_ABILITY,
}
OP_BANISH_EX_NEXT_END = 49  # a delayed trigger (10.7.5): at the start of your next end phase,
                            # banish every card in your EX area (BP01-056)
OPS["banish_ex_next_end"] = OP_BANISH_EX_NEXT_END
OP_EVOLVE = 83   # 5.15.1.1: evolve a field card by an effect: a face-down card of its
                 # evolve deck with its name is linked to it (no cost; On Evolve triggers,
                 # 12.6.1; fieldops.evolve_by_effect; BP06-005)
OPS["evolve"] = OP_EVOLVE
# BP06 Dragoncraft (codes from 120)
OP_SKIP_NEXT_REFRESH = 120  # the card does not refresh during its controller's next start
                            # phase (7.2.3 skipped for it once; state.F_NO_REFRESH; BP06-056)
OPS["skip_next_refresh"] = OP_SKIP_NEXT_REFRESH
# BP06 Abysscraft (codes from 140)
OP_BURY_FOLLOWERS = 140  # the leader's player (to = own_leader / enemy_leader / each_leader)
                         # puts n followers of their choice from their field into their
                         # cemetery ("bury": a move, not a destruction, 4.9; BP06-079)
OPS["bury_followers"] = OP_BURY_FOLLOWERS
# BP09 Abysscraft (codes from 280)
OP_BURY_HIGHEST = 280    # `bury_followers` with `highest_attack = true`: the leader's player
                         # buries n followers, each one with the highest attack on their field
                         # now, their choice among equals (4.9; BP09-077)
OPS_INTERNAL_BP09 = {"bury_followers_highest": OP_BURY_HIGHEST}
# BP08 Swordcraft (codes from 180)
OP_DAMAGE_CAP_TO_ENEMY_TURN = 180  # 10.2.1.3.2: damage above n the card would take becomes n,
                                   # this turn and during its controller's opponent's next
                                   # turn (state.F_DMG_CAP; BP08-024)
OPS["damage_cap_through_enemy_turn"] = OP_DAMAGE_CAP_TO_ENEMY_TURN
# BP06 Neutral (codes from 160; playerops.py, clash.py)
OP_ROLL_DIE = 160      # roll a 6-sided die: a random number 1-6 (5.18), kept for the die
                       # conditions (state.G_DIE; BP06-110)
OP_ARRANGE_TOP = 161   # look at the top n cards of your deck, put any number back on top in
                       # any order and the rest on the bottom (5.10; BP06-108)
OP_CLASH = 162         # the two selected followers (own_follower_and_enemy_follower) each
                       # take damage equal to the other's attack (5.13; BP06-116)
OP_REVEAL_HAND = 163   # the opponent reveals their hand (5.20; pilots that guess hidden hands
                       # see it until a card joins it; state.P_HAND_SHOWN; BP06-118)
OPS["roll_die"] = OP_ROLL_DIE
OPS["arrange_top"] = OP_ARRANGE_TOP
OPS["clash"] = OP_CLASH
OPS["reveal_hand"] = OP_REVEAL_HAND
# `zone = "hand"` on an activate ability (AB column A_ZONE): it is played from the hand, and
# discarding this card is part of its cost (8.3, 10.4.2.1; BP06-079)
ZONE_EX = 1     # `zone = "ex"` (AB column A_ZONE; BP05-106, BP06-059)
ZONE_HAND = 2
ZONE_HAND_TO_EX = 4   # `zone = "hand"` with `cost_to_ex = true`: played from the hand, and
                      # putting this card into your EX area (not discarding it) is part of
                      # its cost; needs room there (4.8.3.2, 10.4.2.2; BP08-072)
# compiled from other spellings: `picks` of look_top, enemy_discard with random = true
OPS_INTERNAL = {"look_pick": OP_LOOK_PICK, "enemy_discard_random": OP_ENEMY_DISCARD_RANDOM}
OPS_INTERNAL.update(OPS_INTERNAL_BP09)
# BP02 Neutral (playerops.py; codes from 80)
OP_GAIN_EP = 80          # 3.2.5: gain n evolution points (BP02-103)
OP_DISCARD_RANDOM = 81   # 5.18.1: you discard n random cards (`discard` with random = true;
                         # BP02-106)
OP_FACE_DOWN_EVOLVED = 82  # 4.2.3: turn the face-up evolved followers of your evolve deck
                           # face down (BP02-108)
OPS["gain_ep"] = OP_GAIN_EP
OPS["face_down_evolved"] = OP_FACE_DOWN_EVOLVED
OPS_INTERNAL["discard_random"] = OP_DISCARD_RANDOM

# --- destinations of search / look_top (effect field `dest`) ---
DEST_HAND = 0
DEST_FIELD = 1     # put onto the field (not played: no Combo count; its Fanfare triggers, 12.4.3)
DEST_EX = 2
DEST_CEM = 3
DESTS = {"hand": DEST_HAND, "field": DEST_FIELD, "ex": DEST_EX, "cemetery": DEST_CEM}
EX_COST_ZERO = 15  # a cost change (E_DCOST) on a card put into the EX area: it costs 0 to
                   # play from there (`cost_zero`; 10.10.2.4; BP02-088)
# where look_top puts the looked-at cards no pick took (effect field `rest`, EF column E_REST)
REST_BOTTOM = 0    # the bottom of the deck (a single card not taken stays on top)
REST_CEM = 1       # your cemetery (SD06-001)
RESTS = {"bottom": REST_BOTTOM, "cemetery": REST_CEM}
# BP08 Runecraft (OP 190.., OPT 40.., X 41.., TRIG / TO / ZONE / keyword bits appended)
KW_EARTH_RITE = 1 << 19   # 13.3.3: the card has an Earth Rite ability; the compiler sets it on
                          # every card with an earth_rite cost, for filters ("a card with Earth
                          # Rite", BP08-049); not written in a card's `keywords`
KEYWORDS["earth_rite"] = KW_EARTH_RITE
TRIG_ENEMY_TO_CEM = 36    # during your turn, whenever an enemy follower goes from the field to
                          # the cemetery, destroyed or not (tokens included; BP08-035)
TRIGGERS["enemy_to_cemetery"] = TRIG_ENEMY_TO_CEM
TRIG_CEM_ALLY_ENTERS = 37  # `on = "ally_enters"` with `zone = "cemetery"`: an ability of a card
                           # in your cemetery, played from there, when a follower is put onto
                           # your field (rules.trigger_cem; the card's own text, BP08-041)


def int32_mask(m: int) -> int:
    """A bit mask of 32 bits as the int32 it is compared with (C_ON_MASK, G_TRIG_ABSENT:
    bit 31 is shared by the triggers from 31 on): NumPy 2 refuses `int32 & (1 << 31)`
    (out of bounds) when the JIT is off; numba gives the same result either way."""
    return m - (1 << 32) if (m >> 31) & 1 else m


BIT31 = int32_mask(1 << 31)
ZONE_CEM = 3              # `zone = "cemetery"` (AB column A_ZONE) on an ally_enters ability
# the triggers of abilities of a card in your cemetery (`zone = "cemetery"`), each compiled
# to its own code, so field triggers never look at them (rules.trigger_cem)
CEMETERY_TRIGGERS = {"ally_enters": TRIG_CEM_ALLY_ENTERS, "enemy_discards": TRIG_CEM_ENEMY_DISCARDS}
OP_NEXT_COST_DOWN = 190   # 10.2.1.3.3: the next card you play this turn costs n less
                          # (state.P_NEXT_DISC; BP08-036)
OPS["next_card_cost_down"] = OP_NEXT_COST_DOWN
OPT_BANISH_CEM_COSTS = 40  # banish n cards of your cemetery whose base costs are 1, 2, ... n,
                           # one of each (5.6; BP08-037)
OPTIONAL_COSTS["banish_cemetery_costs"] = OPT_BANISH_CEM_COSTS
X_DECK_SIZE = 41          # the cards in your deck (BP08-038)
X_KINDS["deck_size"] = X_DECK_SIZE
TO_ALL_OTHER_CARDS = 23   # every card on both fields but this card, amulets included (BP08-039)
TARGETS["all_other_cards"] = TO_ALL_OTHER_CARDS
# BP09 Forestcraft (COND 84.., SEL 74..; TRIG appended)
TRIG_OWN_DISCARDS = 42   # whenever you discard a card (5.11: by an effect, a cost or the
                         # end-phase hand limit; the discarded card is the triggering card;
                         # costs.discard_card; BP09-006)
TRIGGERS["own_discards"] = TRIG_OWN_DISCARDS
COND_COUNT_NAMES = 84    # a count condition with distinct_names = true: the different names
                         # among the cards matching A_CFILT / E_CFILT in a zone, compared to
                         # n (same argument as COND_COUNT; counts.count_names; BP09-007)
COND_SELF_ATTACK = 85    # this card's attack now compared to n ("while this follower's attack
                         # is at least 4", BP09-003)
CMP_CONDITIONS["self_attack_at_least"] = (COND_SELF_ATTACK, CMP_AT_LEAST)
COND_TRIGGER_MATCHES = 86  # effects only: the card that triggered the ability passes the
                           # effect's filter (as it is on the field, else as printed; "if that
                           # follower is a Beast follower, ... instead", BP09-002)
CONDITIONS["trigger_matches"] = COND_TRIGGER_MATCHES
SEL_CEM_CARD_NAMES_COST = 74  # a card of your cemetery passing the filter whose cost is at
                              # most the number of different names among your cemetery's
                              # cards passing it ("costs X or less, X equals the number of
                              # ... with different names", BP09-001; prerequisites.gather)
SELECTORS["cemetery_card_cost_at_most_names"] = SEL_CEM_CARD_NAMES_COST
# BP09 Swordcraft (OP 250.., COND 88..; ZONE_CEM on activate, an action kind and an end
# reason appended)
OP_DISCARD_ANY_DRAW = 250  # 5.11, 5.9: discard any number X of cards of your choice, then
                           # draw X + n; X is named as the ability is played (state.P_X_PAID,
                           # timing.resolve_x_cost; BP09-020)
OP_WIN_GAME = 251          # 5.22.1, 1.2.4: you win the game at once (records.END_EFFECT;
                           # BP09-020)
OPS["discard_any_draw"] = OP_DISCARD_ANY_DRAW
OPS["win_game"] = OP_WIN_GAME
COND_DECK = 88             # the cards in your deck compared to n (BP09-020)
CMP_CONDITIONS["deck_at_least"] = (COND_DECK, CMP_AT_LEAST)
CMP_CONDITIONS["deck_at_most"] = (COND_DECK, CMP_AT_MOST)
# ZONE_CEM (A_ZONE) on an activate ability: it is played while its card is in your
# cemetery (zoneacts.py; the card's own text, BP09-024)
# BP08 Neutral (OP 230.., X 26.., AURA 71..; the keyword bit appended)
KW_RETURN_AT_END = 1 << 21  # "at the start of your end phase, return this card to its owner's
                            # hand" (the card's own text; given by BP08-106): it goes back as
                            # that end phase starts (7.4.1; delayed.return_at_end)
KEYWORDS["return_at_end_phase"] = KW_RETURN_AT_END
OP_DECLARE_NUMBER = 230   # the player declares a number (state.G_DECLARED; the pilot names the
                          # base cost most cards of its deck have); a later `mill` of the
                          # ability counts the milled cards of that base cost (BP08-103)
OP_CEM_SAME_COST_TO_HAND = 231  # select n cards of different names in your cemetery; if their
                                # base costs are all the same, add them to your hand (the
                                # player's pick; 10.6.2.3.3: fewer names, nothing; BP08-104)
OPS["declare_number"] = OP_DECLARE_NUMBER
OPS["cem_same_cost_to_hand"] = OP_CEM_SAME_COST_TO_HAND
X_MILLED_DECLARED = 26    # the cards this ability's mill put into the cemetery whose base cost
                          # is the number it declared (op declare_number; BP08-103)
X_KINDS["milled_declared"] = X_MILLED_DECLARED
AURA_COMBAT_TAKEN_SELF = 71  # 10.2.1.3.2: this card takes A_AUX2 more combat damage (negative:
                             # less; fights only; auras.combat_damage_taken; BP08-114)
AURAS["self_combat_damage_taken"] = AURA_COMBAT_TAKEN_SELF
# BP09 Havencraft (OPT 94..97)
OPT_ENGAGE_SELF = 94      # 10.4.6: engage this card (reserved) as the cost of an automatic
                          # ability ("whenever ..., [engage]: ...", 10.1.1.2.2; BP09-092)
OPTIONAL_COSTS["engage_self"] = OPT_ENGAGE_SELF
# BP09 Runecraft (OP 260.., AURA 83..; state.P_FIRSTS, tables.C_FIRSTS, F_GRANTED bit 30)
AURA_KW_ALL = 83        # every follower on both fields passing the filter has keywords A_AUX2
                        # ("followers that cost 3 or less on the field can't attack enemies",
                        # 8.4.3.2.1 restricted by the card's own text; BP09-040)
AURA_COST_FIRST = 84    # 10.2.1.3.3: the first card passing the filter you play each turn costs
                        # A_AUX2 more (negative: less); A_OPTARG its slot, a bit of C_FIRSTS /
                        # P_FIRSTS ("the 1st Forbidden token you play each turn", BP09-036)
AURAS["all_keyword"] = AURA_KW_ALL
AURAS["cost_first"] = AURA_COST_FIRST
OP_DESTROY_AT_END = 260  # give a field card "at the start of your end phase, destroy this
                         # card" (an ability: silence takes it away; state.GRANT_END_DESTROY,
                         # delayed.destroy_at_end_phase; BP09-T02)
OPS["destroy_at_end_phase"] = OP_DESTROY_AT_END
# BP09 Neutral (TRIG appended; SEL 98..; ACT appended in intents.py)
TRIG_BECOMES_ENGAGED = 43  # whenever this card becomes engaged (5.3.1: it was reserved and is
                           # engaged: an attack, 8.4.4, an engage cost, 10.4.6, an effect, the
                           # end-phase Ward engage, 7.4.3, 12.8.2; not a card put onto the field
                           # engaged; rules.engage_card; BP09-108, BP09-109)
TRIGGERS["becomes_engaged"] = TRIG_BECOMES_ENGAGED
SEL_CEM_DISTINCT_NAMES = 98  # cards in your cemetery of different names: "select an A and a B
                             # in your cemetery" is count = 2 with select_filter name = [A, B]
                             # (one candidate per name; 10.6.2.3.3 needs both; BP09-105)
SELECTORS["cemetery_card_distinct_names"] = SEL_CEM_DISTINCT_NAMES
# CP01 (COND 112..)
COND_TOP_CARD_ODD = 112   # your deck's top card, revealed (5.20; it stays on top), costs an odd
                          # number of play points (false with an empty deck; CP01-083)
COND_TOP_CARD_EVEN = 113  # ... an even number (0 included; false with an empty deck; CP01-083)
CONDITIONS["top_card_odd"] = COND_TOP_CARD_ODD
CONDITIONS["top_card_even"] = COND_TOP_CARD_EVEN
# BP05 Forestcraft, the last partial card (OP 340..349; state.F_TYPE_AS, F_GIVEN_AB)
OP_CHANGE_TYPE = 340   # 5.24.1: "change it into an amulet": the field card's type becomes arg
                       # (TYPE_*; state.F_TYPE_AS, read by cardinfo.field_type): it keeps its
                       # abilities (5.24.3), Evolve included (5.24.3.1.1), and stays that type
                       # when it evolves (5.24.3.2); attack and defense are not referenced
                       # (5.24.2.1: no fights, no 0-defense destruction); BP05-001
OP_GIVE_ABILITY = 341  # `grant_ability` to another card: give it this card's activated
                       # ability row arg (`if = "granted"`; state.F_GIVEN_AB) while it stays on
                       # the field; its controller plays it as its own (8.3); BP05-001
OPS["change_type"] = OP_CHANGE_TYPE
# CP01, the last partial cards (OP 330..339, COND 118..120, SEL 108..110; state.P_SPELLS,
# intents.Z_HAND, REST_HAND appended)
COND_SPELLS_PLAYED = 118  # the spells you played this turn compared to n (state.P_SPELLS;
                          # 10.6.2: played from any zone, a play_free too; "when you play a
                          # spell, if it's your 3rd this turn", CP01-029)
CMP_CONDITIONS["spells_played"] = (COND_SPELLS_PLAYED, CMP_EXACTLY)
CMP_CONDITIONS["spells_played_at_least"] = (COND_SPELLS_PLAYED, CMP_AT_LEAST)
SEL_OWN_FACE_UP_EVO_CARD = 108  # a face-up card of your evolve deck of any type (4.2.3: an
                                # evolved follower whose follower left the field, 11.6.1, or a
                                # Carrot back from the race zone, 14.2.1.3; not one linked, nor
                                # the race zone's; counts.gather_face_up; CP01-082)
SEL_OWN_HAND_CARD = 109   # a card in your hand (4.6; the player's pick; "select a spell that
                          # costs 2 or less in your hand", CP01-035)
SELECTORS["own_face_up_evolve_card"] = SEL_OWN_FACE_UP_EVO_CARD
SELECTORS["own_hand_card"] = SEL_OWN_HAND_CARD
OP_SHUFFLE_DECK = 330     # shuffle your deck (5.8.1; CP01-080)
OPS["shuffle_deck"] = OP_SHUFFLE_DECK
REST_HAND = 2             # look_top: the cards no pick took go to your hand (CP01-080)
RESTS["hand"] = REST_HAND
