"""What the Battle Spirits engine hands back to the sim layer: the per-game
record columns, the end reasons and the counters' names. No kernels here: the
process that coordinates workers reads them without loading the engine."""
from decksim.core.records import R_FIRST, R_P0, R_REASON, R_TURNS, R_WINNER  # noqa: F401

# per-player columns, from R_P0 + p * R_PN
R_REDRAW = 0      # the opening hand was redrawn (6-2-1-7)
R_LIFE = 1        # life left at the end
R_SPENT = 2       # cores paid as costs
R_BLOCKS = 3      # blocks declared
R_LEVELUPS = 4    # level rises of the player's spirits and nexuses
R_SOUL = 5        # Soul Core paid or placed for a level
R_PLAYED = 6      # cards summoned, deployed or used
R_DMG = 7         # life taken from the opponent by attacks
R_ATTACKS = 8     # attacks declared
R_RES_LEFT = 9    # cores left in the Reserve at the ends of the player's turns, summed
R_LOST = 10       # own spirits destroyed or depleted
R_PN = 11
R_BAD = R_P0 + 2 * R_PN   # debug: the first broken invariant (0 none)
R_COLS = R_BAD + 1

PLAYER_COLUMNS = (
    (R_REDRAW, "redraw", "Boolean"),
    (R_LIFE, "life", "Int8"),
    (R_SPENT, "cores_spent", "Int16"),
    (R_BLOCKS, "blocks", "Int16"),
    (R_LEVELUPS, "level_ups", "Int16"),
    (R_SOUL, "soul_core_uses", "Int16"),
    (R_PLAYED, "cards_played", "Int16"),
    (R_DMG, "life_damage", "Int16"),
    (R_ATTACKS, "attacks", "Int16"),
    (R_RES_LEFT, "reserve_left", "Int16"),
    (R_LOST, "spirits_lost", "Int16"),
)

END_NONE = 0
END_LIFE = 1      # 1-3-2-1: the opponent's Life became 0
END_DECKOUT = 2   # 1-3-2-2, 1-3-8: 0 cards in the deck at the start of the Start Step
END_CAP = 3       # the engine's turn cap (TURN_CAP): a draw
END_BOTH = 4      # 1-3-3: both players won at once: a draw
END_NAMES = {END_NONE: "none", END_LIFE: "life", END_DECKOUT: "deck_out", END_CAP: "cap",
             END_BOTH: "both"}

# --- counters (stats.py): per card slot of each deck, and per seat and own turn ---
CC_NAMES = (
    "games", "wins",
    "open_seen", "open_seen_wins",      # >= 1 copy among the first 4 cards dealt (6-2-1-5)
    "kept", "kept_wins",                # open_seen and the hand was kept (6-2-1-7)
    "mulliganed", "mulliganed_wins",    # open_seen and the hand was redrawn (6-2-1-8)
    "oh", "oh_wins",                    # in the starting hand after the redraw decision
    "drawn", "drawn_wins",              # not in the starting hand, drawn in a Draw Step later
    "gih", "gih_wins",                  # oh, drawn or fetched (games in hand)
    "gns", "gns_wins",                  # never in hand
    "played", "played_wins",            # >= 1 copy summoned, deployed or used from the hand
    "played_copies",
    "turn_played_sum",                  # sum of the own turn number of each copy played
    "held_sum",                         # sum of own turns each played copy spent in hand
    "fetched", "fetched_wins",          # neither oh nor drawn: put into the hand by an effect
)
TC_NAMES = (
    "games",            # the player began this own turn
    "cores_sum",        # cores in the Reserve at the start of the Main Step (7-6), summed
    "spent_sum",        # cores paid as costs during the turn (11-1-1-5)
    "reserve_left_sum", # cores left in the Reserve at the End Step
    "all_spent",        # turns that ended with an empty Reserve
    "life_lost_sum",    # life lost by the start of this own turn (5 - life), summed
    "attacks_sum",      # attacks declared
    "level_ups_sum",    # level rises of the player's spirits and nexuses
    "soul_sum",         # Soul Core paid or placed
    "played_sum",       # cards summoned, deployed or used
    "turns_ended",      # the player reached its End Step (the sums above end there)
)
N_CC = len(CC_NAMES)
N_TC = len(TC_NAMES)
TURNS = 10          # own turns counted

# the pilot audit's counters per game and player (game.audit_chunk, decksim audit)
AUDIT_NAMES = ("lethal_turns", "missed_lethals", "dead_on_board", "dead_on_board_lost",
               "cores_left_playable", "reserve_left", "own_turns")
