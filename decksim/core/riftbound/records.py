"""What the Riftbound engine hands back: the per-game record columns and the
end reasons. No kernels here."""
from decksim.core.records import R_FIRST, R_P0, R_REASON, R_TURNS, R_WINNER  # noqa: F401

# per-player columns, from R_P0 + p * R_PN
R_POINTS = 0      # points at the end (445)
R_SET_ASIDE = 1   # cards set aside by the mulligan (117)
R_PLAYED = 2      # units played
R_LOST = 3        # own units killed
R_CONQUERS = 4    # scores by Conquer (446.1)
R_HOLDS = 5       # scores by Hold (446.2)
R_BURNOUTS = 6    # Burn Outs (418)
R_COMBATS = 7     # combats begun as the attacker (442.1.a.1)
R_COMBATS_WON = 8     # of those, won: the attacker alone remained and conquered (444.2)
R_BATTLEFIELD = 9     # which of the deck's three battlefields was in play (0-2, 462.5)
R_MULLIGAN = 10   # 1: at least one card set aside (the shared report's mulligan table)
R_PN = 11
R_BAD = R_P0 + 2 * R_PN   # debug: the first broken invariant (0 none)
R_COLS = R_BAD + 1

PLAYER_COLUMNS = (
    (R_POINTS, "points", "Int8"), (R_SET_ASIDE, "set_aside", "Int8"),
    (R_PLAYED, "units_played", "Int16"), (R_LOST, "units_lost", "Int16"),
    (R_CONQUERS, "conquers", "Int16"), (R_HOLDS, "holds", "Int16"),
    (R_BURNOUTS, "burn_outs", "Int16"), (R_COMBATS, "attacks", "Int16"),
    (R_COMBATS_WON, "attacks_won", "Int16"), (R_BATTLEFIELD, "battlefield", "Int8"),
    (R_MULLIGAN, "mulligan", "Boolean"),
)

END_NONE = 0
END_POINTS = 1    # 449: the Victory Score reached by Conquer or Hold
END_BURNOUT = 2   # 418.2.c: the winning point given by the opponent's Burn Out
END_CAP = 3       # the engine's turn cap (turns.TURN_CAP): a draw
END_CARD = 4      # a card's text won the game (The Grand Plaza)
END_NAMES = {END_NONE: "none", END_POINTS: "points", END_BURNOUT: "burn_out", END_CAP: "cap",
             END_CARD: "card"}

# --- counters (stats.py): per card slot of each deck, and per seat and own turn ---
CC_NAMES = (
    "games", "wins",
    "open_seen", "open_seen_wins",      # >= 1 copy among the 4 cards dealt (116)
    "kept", "kept_wins",                # open_seen and >= 1 of its copies kept (117)
    "mulliganed", "mulliganed_wins",    # open_seen and >= 1 of its copies set aside (117.1)
    "oh", "oh_wins",                    # in the hand after the mulligans
    "drawn", "drawn_wins",              # not in that hand, drawn later
    "gih", "gih_wins",                  # oh or drawn (games in hand)
    "gns", "gns_wins",                  # never in hand
    "played", "played_wins",            # >= 1 copy played (a unit or gear)
    "played_copies",
    "turn_played_sum",                  # sum of the own turn number of each copy played
    "held_sum",                         # sum of own turns each played copy spent in hand
)
TC_NAMES = (
    "games",            # the player began this own turn
    "points_sum",       # points at its start, before the Beginning Phase's Holds
    "runes_sum",        # runes on the board after the Channel Phase: the Energy available,
                        # each also able to pay one Power of its domain by recycling it
    "energy_spent_sum", # Energy paid for cards (Accelerate's included)
    "power_spent_sum",  # Power paid for cards (Accelerate's included)
    "ready_left_sum",   # runes still ready at the turn's end
    "unspent",          # turns ending with a ready rune and a card in hand it could pay for
    "scored_sum",       # points scored in the turn (Conquer and Hold)
    "conquers_sum",
    "holds_sum",
    "combats_sum",      # combats begun as the attacker
    "played_sum",       # units and gear played
    "turns_ended",      # the player reached its turn's end (the sums after its start end there)
)
N_CC = len(CC_NAMES)
N_TC = len(TC_NAMES)
TURNS = 12          # own turns counted

# the pilot audit's counters per game and player (game.audit_chunk, decksim audit)
AUDIT_NAMES = ("own_turns", "turns_ended", "conquer_left", "conquer_left_games_lost",
               "unspent", "ready_left", "missed_win")
