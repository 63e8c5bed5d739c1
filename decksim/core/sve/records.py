"""What the engine hands back to the sim layer: the per-game record columns,
the end reasons, and the names of the per-card and per-turn counters (stats.py).

No kernels here, so the process that coordinates worker processes or a Dask
cluster reads them without loading the engine (decksim.sim.runner).
"""

# --- per-game record columns (game.write_record; decksim.games.sve names them) ---
# R_WINNER, R_REASON (END_* below), R_TURNS, R_FIRST, then player p's block
# from R_P0 + p * R_PN (decksim/core/records.py)
from decksim.core.records import R_FIRST, R_P0, R_REASON, R_TURNS, R_WINNER  # noqa: E402,F401
R_MULL = 0
R_LEADER = 1
R_PP_SPENT = 2
R_EP_USED = 3
R_EVOLVES = 4
R_PLAYED = 5
R_FACE_DMG = 6
R_FIRST_EVO = 7  # own turn number of the first evolve, 0 never
R_EP_LEFT = 8    # EP unused at the end
R_PN = 9
R_BAD = R_P0 + 2 * R_PN   # debug: first broken invariant (0 none)
R_COLS = R_BAD + 1

# the stored per-player columns: (offset in the block, name, polars dtype)
PLAYER_COLUMNS = (
    (R_MULL, "mulligan", "Boolean"),
    (R_LEADER, "leader_defense", "Int16"),
    (R_PP_SPENT, "pp_spent", "Int16"),
    (R_EP_USED, "ep_used", "Int8"),
    (R_EVOLVES, "evolves", "Int8"),
    (R_PLAYED, "cards_played", "Int16"),
    (R_FACE_DMG, "face_damage", "Int16"),
    (R_FIRST_EVO, "first_evolve", "Int16"),   # own turn number of the first evolve, 0 never
    (R_EP_LEFT, "ep_left", "Int8"),
)
OPTIONAL_COLUMNS = ("first_evolve", "ep_left")   # runs stored before these were recorded

# --- end reasons (state.G_REASON, column R_REASON) ---
END_NONE = 0
END_LEADER = 1    # 11.2.1 leader defense 0 or less
END_DECKOUT = 2   # 11.2.2 drew from an empty deck
END_CAP = 3       # safety cap (TURN_CAP, or RESOLVE_CAP abilities in one Confirmation
                  # Timing: a cycle inside a turn, 15.2.1.3): a draw
END_BOTH = 4      # both players lost at once (1.2): a draw
END_CYCLE = 5     # 15.2.1.3: whole rounds changed nothing and nobody broke the cycle: a draw
END_EFFECT = 6    # 5.22.1, 1.2.4: an effect made a player win the game (BP09-020)
END_NAMES = {END_NONE: "none", END_LEADER: "leader", END_DECKOUT: "deck_out", END_CAP: "cap",
             END_BOTH: "both_lost", END_CYCLE: "cycle", END_EFFECT: "effect"}   # as stored

# --- counters (stats.py) ---
CC_NAMES = (
    "games", "wins",
    "open_seen", "open_seen_wins",      # >= 1 copy among the 4 cards dealt (6.2.1.7)
    "kept", "kept_wins",                # open_seen and the hand was kept (6.2.1.8)
    "mulliganed", "mulliganed_wins",    # open_seen and the hand was redrawn
    "oh", "oh_wins",                    # in the starting hand after the mulligan decision
    "drawn", "drawn_wins",              # not in the starting hand, drawn from the deck later
    "gih", "gih_wins",                  # oh, drawn or fetched (games in hand)
    "gns", "gns_wins",                  # never in hand
    "played", "played_wins",            # >= 1 copy played
    "played_copies",                    # copies played
    "turn_played_sum",                  # sum of the own turn number of each copy played
    "held_sum",                         # sum of own turns each played copy spent in hand / EX
    "evolved", "evolved_wins",          # evolve-deck card: >= 1 copy evolved onto
    "evolved_copies",
    "fetched", "fetched_wins",          # neither oh nor drawn, put into the hand by an
                                        # effect (a search, a return from the field)
)
TC_NAMES = (
    "games",          # the player started this own turn
    "pp_max_sum",     # PP available after the 7.2.2 refill, summed
    "pp_spent_sum",   # PP paid during the turn
    "all_spent",      # turns whose main phase ended with 0 PP left
    "on_curve",       # turns in which a card of printed cost == own turn number was played
    "evolves",
    "ep_used",
)
N_CC = len(CC_NAMES)
N_TC = len(TC_NAMES)
TURNS = 10          # own turns counted (PP stops growing at 10, 7.2.1)

# counters of the pilot audit per game and player (core/sve/audit.py, decksim audit)
AUDIT_NAMES = ("lethal_turns", "missed_lethals", "dead_on_board", "dead_on_board_lost",
               "pp_left_playable", "ep_left", "evolvable_held", "dead_on_board_avoidable",
               "evolve_skipped")
