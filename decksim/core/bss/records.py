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
