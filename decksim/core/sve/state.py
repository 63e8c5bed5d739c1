"""The SVE game state: one flat int32 array per game (Pgx style).

A state `S` is `np.zeros(STATE_SIZE, np.int32)`; every field below is an
offset into it. Player p's block starts at `pb(p)`. The game itself is
S[:GAME_SIZE] (what a look-ahead copies); after it comes a scratch stack, the
work arrays of ability resolution (scratch.py), so that the hot paths allocate
nothing. Card ids are rows of the compiled card table.
"""
from numba import njit

from decksim.core import numba_setup  # (cache directory, code generation)
from decksim.core.sve.records import (  # noqa: F401  (G_REASON values)
    END_BOTH, END_CAP, END_CYCLE, END_DECKOUT, END_LEADER, END_NONE,
)

from decksim.core.sve.capacities import (  # noqa: F401
    EX_LIMIT, FIELD_LIMIT, HAND_LIMIT, MAX_BAN, MAX_CEM, MAX_DECK, MAX_EVO, MAX_HAND, MAX_PEND,
    PEND_COLS,
)

# --- global block ---
G_TURN = 0         # turn number, 1-based (turn 1 = first player's first turn)
G_ACTIVE = 1       # active player (7.1.1)
G_FIRST = 2        # who went first
G_WINNER = 3       # -1 running, 0/1 winner, 2 draw
G_REASON = 4       # END_* (records.py)
G_UID = 5          # next card-instance uid on the field
G_PHASE = 6        # PH_* below
G_STEPS = 7        # actions taken (safety cap, 15.2)
G_PEND_N = 8       # pending automatic abilities
G_EXTRA_TURN = 9   # 5.27 take another turn (player id + 1, 0 none)
G_BAD = 10         # debug runs: first invariant broken (invariants.py), 0 none
G_FO_SUMMONED = 11  # first uid put onto the field by the latest placing effect (TO_SUMMONED)
G_FO_MOVED = 12    # bits 0-7: cards moved by the resolving ability (E_IFMOVED);
                   # bits 8+: a pending free play from a cemetery, ((card << 1 | player) + 1) << 8
G_AKW = 13         # bit p: some card of player p holds keywords from an aura (F_AKW)
G_RESTRICT = 14    # vocab.RESTRICT_* bits on player p's next turn, shifted by 4 * p
G_SILENCED = 15    # 1 once a card was silenced (OP_SILENCE): turn starts recount auras
G_DELAYED = 16     # bit p: at the start of p's next end phase, banish every card in p's
                   # EX area (vocab.OP_BANISH_EX_NEXT_END, delayed.py; BP01-056); bit 2 + p:
                   # a card on p's field has GRANT_END_DESTROY (BP09-T02)
G_CYCLE_FP = 17   # fingerprint of the material state at the latest turn start (cycles.py)
G_CYCLE_N = 18    # consecutive turn starts with that same fingerprint
G_TOOK = 19        # card id + 1 of the card the latest search / look_top pick of the
                   # resolving ability took, or its mill milled last, or its discard cost
                   # discarded last (vocab.COND_TOOK_MATCHES; BP09-015; 0 none)
G_SPELL_BACK = 20  # 1: the resolving spell goes to its owner's hand, not the cemetery
                   # (vocab.OP_TO_HAND on a spell's `self`; BP05-034); 2: to its owner's
                   # EX area (vocab.OP_TO_EX on a spell's `self`; BP09-113)
G_TRIG_ABSENT = 21  # bits (1 << vocab.TRIG_*, 31 from 31 on) of triggers no card of the game
                    # has (its decks, evolve decks and the tokens): trigger_field skips them.
                    # 0 (scenario states) scans every trigger
G_DIE = 22         # the latest die roll of op roll_die, 1-6 (0 none; the die conditions,
                   # vocab.COND_DIE; BP06-110)
G_DECLARED = 23    # the number the resolving ability declared + 1 (bits 0-7; 0 none) and how
                   # many cards of that base cost its mill put into the cemetery (bits 8+;
                   # vocab.OP_DECLARE_NUMBER, X_MILLED_DECLARED; BP08-103)
G_KW_ABSENT = 24   # keyword bits (vocab.KW_*) no card of the game has printed (as G_TRIG_ABSENT;
                   # 0 in scenario states): a printed-only keyword is never looked for
                   # without a card that has it (cardinfo.followers_first)
G_SIZE = 25
PEND = G_SIZE                    # MAX_PEND x PEND_COLS pending abilities:
PD_AB = 0                        #   ability row
PD_PLAYER = 1                    #   controller
PD_SRC_UID = 2                   #   uid of the source on the field (-1 gone)
PD_SRC_CARD = 3                  #   source card id (its last known information, 10.7.4.1.2)
PD_TRIG_UID = 4                  #   uid of the card that triggered it (-1 none)
PD_TRIG_CARD = 5                 #   card id of the card that triggered it
PLAYERS = PEND + MAX_PEND * PEND_COLS

# --- per-player scalars (offsets inside a player block) ---
P_LEADER = 0        # leader defense (2.8.3.1: starts at 20)
P_PP = 1            # play points (3.2)
P_MAXPP = 2         # maximum play points
P_EP = 3            # evolution points
P_DECK_N = 4
P_HAND_N = 5
P_EX_N = 6
P_CEM_N = 7
P_BAN_N = 8
P_FIELD_N = 9
P_EVO_N = 10        # cards in the evolve deck area (face down or up)
P_PLAYED = 11       # cards played this turn (Combo, 13.2.1)
P_LOST_DEF = 12     # turn number in which the leader last lost defense (Sanguine)
P_EVOLVED_AT = 13   # turn number of the last evolve or serve ability (8.3.2: one a turn)
P_MULLIGAN = 14     # 1 if this player mulliganed (6.2.1.8)
P_PP_SPENT = 15     # statistics: PP paid for cards and abilities
P_EP_USED = 16
P_EVOLVES = 17
P_CARDS_PLAYED = 18
P_DREW_EMPTY = 19   # 11.2.2: drew from an empty deck
P_SPELLS_CEM = 20   # spells in the cemetery (Spellchain)
P_TURNS = 21        # turns taken
P_DMG_FACE = 22     # statistics: damage dealt to the enemy leader
P_CEM_FOLLOWERS = 23
P_FIRST_EVO = 24    # statistics: own turn number of the first evolve (0 never)
P_HIDE = 25         # look-ahead copies: nonzero = deck order unknown, a seed to reshuffle
                    # it with on first access (core/sve/lookahead.py); 0 in real games
P_LOSSES = 26      # 13.5.2: times the leader lost defense in turn P_LOSSES_TURN
P_LOSSES_TURN = 27
P_START_PHASE = 28  # 1 while this player's start phase runs (7.2; "outside your start phase")
P_SAC_ATK = 29     # attack of the follower a sacrifice cost last put into the cemetery
                   # (vocab.X_SAC_ATTACK; its last known information, 10.7.4.1.2)
P_AURA_N = 30      # cards with an `aura` ability on this player's field (cardinfo.recount_auras)
P_SHIELD = 31      # leader damage shields (10.10): turn << 8 | cap << 1 | prevent-next
P_EX_FOREIGN = 32  # 3.1.1: bit i = EX slot i holds a card the opponent owns (BP05-019)
P_DISCARDED_AT = 33  # turn number in which this player last discarded a card (5.11;
                     # the discarded_this_turn condition, BP02-062)
P_ALLY_DESTROYED_AT = 34  # turn number in which a follower of this player was last destroyed
                          # (5.5; the ally_destroyed_this_turn condition, BP02-033)
P_ATTACKS = 35     # attacks by this player's followers this turn (8.4): turn << 8 | count
                   # (count capped at 255; the attacks_this_turn condition, BP02-095)
P_NEXT_DISC = 36   # the next card this player plays costs less (10.2.1.3.3): turn << 8 | amount
                   # (vocab.OP_NEXT_COST_DOWN; cleared when a card is played; BP08-036)
P_HAND_SHOWN = 37  # 1: this player revealed their hand (op reveal_hand, 5.20) and no card
                   # joined it since (rules.add_hand); the expert pilot then reads it
P_X_PAID = 38      # X + 1 of the `pp_x` cost of the resolving ability (10.6.2.2.2; set to the
                   # X named before it resolves, timing.resolve_x_cost; 0 none; BP06-099), or
                   # of the cards its discard_any_draw discards (BP09-020)
P_FIRSTS = 39     # bit k: a card passing the filter of `cost_first` aura slot k (tables.C_FIRSTS)
                  # was played by this player this turn (reset at each turn start; BP09-036)
P_SPELLS = 40     # spells this player played in turn t (10.6.2; counts.spell_played): t << 8 |
                  # count (count capped at 255; the spells_played condition, CP01-029)
P_SCALARS = 41

# --- per-player zones ---
DECK = P_SCALARS                 # deck[0] is the bottom, deck[n-1] the top
HAND = DECK + MAX_DECK
EX = HAND + MAX_HAND
EX_DISC = EX + EX_LIMIT           # 3 spare EX slots: cost changes on EX cards (deckops.py)
EX_DISC_N = 3
EX_BUFF = EX + EX_LIMIT + EX_DISC_N   # 4.8.3.3: per EX slot, a stat change the card keeps
                                     # onto the field: attack << 12 | defense (both >= 0)
CEM = EX_BUFF + EX_LIMIT
BAN = CEM + MAX_CEM
EVO = BAN + MAX_BAN              # evolve deck card ids
EVO_USED = EVO + MAX_EVO         # 1 once the card is face up (used or returned, 11.6.1);
                                 # EVO_IN_RACE: a Carrot in the race zone (4.13, 14.2.1.1)
FIELD = EVO_USED + MAX_EVO       # FIELD_LIMIT rows of F_COLS, packed (count = P_FIELD_N)

# --- field columns ---
F_CARD = 0      # current card id (the evolved card while evolved, 5.15.2)
F_BASE = 1      # the card that was put onto the field (cost, return to hand)
F_UID = 2       # instance id, stable while it stays on the field
F_DMG = 3       # damage taken (defense lost)
F_ATKB = 4      # permanent attack change
F_DEFB = 5      # permanent defense change
F_TATK = 6      # attack change until end of turn (7.4.8)
F_TDEF = 7      # defense change until end of turn
F_ENG = 8       # 1 engaged, 0 reserved (5.3)
F_ENTER = 9     # turn number it was put onto the field
F_EVOTURN = 10  # turn number it evolved (-1 never)
F_KW = 11       # keywords given by effects (vocab.KW_*)
F_TKW = 12      # keywords given until end of turn
F_CNT = 13      # Stack counters (13.3.2)
F_ONCE = 14     # bitmask: once-per-turn abilities used, reset each turn
F_ONCE_TURN = 15  # the turn F_ONCE refers to
F_FOUGHT_BANE = 16  # fought a follower with Bane since the last rules handling (11.3.2)
F_EVO_SLOT = 17  # index in EVO of the linked evolved card (-1 none)
F_EVO_FREE = 18  # turn number in which this card's Evolve cost is 0 (evolve_cost_eot),
                 # or EVO_FREE_ALWAYS: 0 while it stays on the field (evolve_cost_zero)
F_COUNTERS = 19  # counters other than Stack (spell counters, BP01-062)
F_AKW = 20      # keywords from auras (auras.refresh_aura_keywords)
F_IMMUNE_TURN = 21  # takes no damage during this turn number (0 none)
F_SILENT_UNTIL = 22  # no abilities and can't attack through this turn number (0 none)
F_NODEAL_TURN = 23  # deals no damage during this turn number (0 none)
F_TRAITS = 24   # traits given by effects (compiled trait bits, vocab.OP_GRANT_TRAIT)
F_FOREIGN = 25  # 1: the opponent owns this card (3.1.1; it leaves to their zones, 5.21.3)
F_NO_COMBAT_TURN = 26  # takes no combat damage during this turn number (0 none; BP02-019)
F_RACE = 27     # Carrots of the race zone linked to this card (14.2.1; 0 none): it was
                # served. Carrots are alike and race-zone order is not tracked (4.13.2), so
                # a count stands for the links; they end when the card leaves (14.2.1.3)
F_BY_ABILITY = 28  # 1: put onto the field by an ability, 0: played (5.4.1; the
                   # put_by_ability condition, BP06-005)
F_IMMUNE_ENEMY_TURN = 29  # takes no damage during the opponent's turn whose number among
                          # their turns (their P_TURNS) is this (0 none; BP02-087)
F_GRANTED = 30  # bit i: an effect gave this card its own ability i (`granted`, vocab.OP_GRANT_ABILITY)
                # (i < 30); bit 30, GRANT_END_DESTROY: "at the start of your end phase,
                # destroy this card" (vocab.OP_DESTROY_AT_END; BP09-T02)
F_NO_REFRESH = 31  # its controller's turn (their P_TURNS) whose start phase does not
                   # refresh it (7.2.3; 0 none; vocab.OP_SKIP_NEXT_REFRESH, BP06-056)
F_DMG_CAP = 32  # damage above a cap becomes the cap (10.2.1.3.2; BP08-024): cap (bits 0-6)
                #  | this turn's number << 7 | the opponent's turn (their P_TURNS) << 19
                #  during which it also holds (0 none; vocab.OP_DAMAGE_CAP_TO_ENEMY_TURN)
F_TYPE_AS = 33  # 5.24.1: the card type an effect changed it into, vocab.TYPE_* + 1 (0: its
                # own); kept when it evolves (5.24.3.2); read through cardinfo.field_type
F_GIVEN_AB = 34  # ability row + 1 of an activated ability an effect of another card gave it
                 # (0 none; vocab.OP_GIVE_ABILITY, BP05-001); silence takes it away
F_COLS = 35
GRANT_END_DESTROY = 1 << 30   # F_GRANTED: the card is destroyed at its controller's end phase
EVO_FREE_ALWAYS = -1   # F_EVO_FREE: the Evolve cost is 0 for good (vocab.OP_EVOLVE_COST_ZERO)
EVO_IN_RACE = 2        # EVO_USED: the Carrot is in the race zone, linked to a card (4.13)

PLAYER_SIZE = FIELD + FIELD_LIMIT * F_COLS
GAME_SIZE = PLAYERS + 2 * PLAYER_SIZE

# --- scratch stack (scratch.py): not part of the game ---
SCRATCH = GAME_SIZE + GAME_SIZE % 2   # S[SCRATCH]: words in use; frames from SCRATCH + 2
LOOKED = SCRATCH + 1                  # set to 1 when a look-ahead copy is made of this state
                                      # (core/sve/lookahead.py: reuse needs none made of it)
SCRATCH_WORDS = 16384                 # (even offsets: 8-byte aligned int64 / float64 views)
# answers dictated by the scenario API (decide.py); outside the game: a look-ahead
# copy has none (lookahead.lookahead_into), and games outside scenarios never any
SCRIPT = SCRATCH + 2 + SCRATCH_WORDS  # answers in the script
SCRIPT_NEXT = SCRIPT + 1              # answers taken so far
SCRIPT_ERR = SCRIPT + 2               # 1 + index of an answer that fit no option (0 none)
SCRIPT_AT = SCRIPT + 4                # the answers, DICT_COLS words each (intents.DICT_*)
DICT_COLS = 4
MAX_DICT = 32
STATE_SIZE = SCRIPT_AT + DICT_COLS * MAX_DICT

# --- phases ---
PH_SETUP = 0
PH_MAIN = 1
PH_END = 2
PH_OVER = 3


with numba_setup.caching("sve"):
    @njit(cache=True, inline="always")
    def pb(p):
        """Offset of player p's block."""
        return PLAYERS + p * PLAYER_SIZE

    @njit(cache=True, inline="always")
    def fo(p, slot):
        """Offset of field row `slot` of player p."""
        return PLAYERS + p * PLAYER_SIZE + FIELD + slot * F_COLS