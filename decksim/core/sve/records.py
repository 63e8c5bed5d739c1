"""What the engine hands back to the sim layer: the per-game record columns,
the end reasons, and the names of the per-card and per-turn counters (stats.py).

No kernels here, so the process that coordinates worker processes or a Dask
cluster reads them without loading the engine (decksim.sim.runner).
"""

# --- per-game record columns (game.write_record; decksim.sim names them) ---
R_WINNER = 0     # 0 / 1, 2 draw
R_REASON = 1     # state.END_*
R_TURNS = 2
R_FIRST = 3      # player who went first
R_P0 = 4         # first per-player column; player p's block starts at R_P0 + p * R_PN
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

# --- end reasons (state.G_REASON, column R_REASON) ---
END_NONE = 0
END_LEADER = 1    # 11.2.1 leader defense 0 or less
END_DECKOUT = 2   # 11.2.2 drew from an empty deck
END_CAP = 3       # safety cap (TURN_CAP, or RESOLVE_CAP abilities in one Confirmation
                  # Timing: a cycle inside a turn, 15.2.1.3): a draw
END_BOTH = 4      # both players lost at once (1.2): a draw
END_CYCLE = 5     # 15.2.1.3: whole rounds changed nothing and nobody broke the cycle: a draw

# --- counters (stats.py) ---
CC_NAMES = (
    "games", "wins",
    "open_seen", "open_seen_wins",      # >= 1 copy among the 4 cards dealt (6.2.1.7)
    "kept", "kept_wins",                # open_seen and the hand was kept (6.2.1.8)
    "mulliganed", "mulliganed_wins",    # open_seen and the hand was redrawn
    "oh", "oh_wins",                    # in the starting hand after the mulligan decision
    "drawn", "drawn_wins",              # not in the starting hand, put into the hand later
    "gih", "gih_wins",                  # oh or drawn (games in hand)
    "gns", "gns_wins",                  # never in hand
    "played", "played_wins",            # >= 1 copy played
    "played_copies",                    # copies played
    "turn_played_sum",                  # sum of the own turn number of each copy played
    "held_sum",                         # sum of own turns each played copy spent in hand / EX
    "evolved", "evolved_wins",          # evolve-deck card: >= 1 copy evolved onto
    "evolved_copies",
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
