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
R_PN = 8
R_BAD = R_P0 + 2 * R_PN   # debug: the first broken invariant (0 none)
R_COLS = R_BAD + 1

PLAYER_COLUMNS = (
    (R_POINTS, "points"), (R_SET_ASIDE, "set_aside"), (R_PLAYED, "units_played"),
    (R_LOST, "units_lost"), (R_CONQUERS, "conquers"), (R_HOLDS, "holds"),
    (R_BURNOUTS, "burn_outs"), (R_COMBATS, "attacks"),
)

END_NONE = 0
END_POINTS = 1    # 449: the Victory Score reached by Conquer or Hold
END_BURNOUT = 2   # 418.2.c: the winning point given by the opponent's Burn Out
END_CAP = 3       # the engine's turn cap (turns.TURN_CAP): a draw
END_NAMES = {END_NONE: "none", END_POINTS: "points", END_BURNOUT: "burn_out", END_CAP: "cap"}
