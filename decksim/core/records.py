"""The columns every game's per-game record starts with. A game's batch kernel
writes int32[n, cols] records: these four, then one block of columns per
player from R_P0 (each game names its own in core/<game>/records.py)."""
R_WINNER = 0     # 0 / 1 the player who won, 2 a draw
R_REASON = 1     # the game's end reason code
R_TURNS = 2      # turns played, both players together
R_FIRST = 3      # the player who went first
R_P0 = 4         # first per-player column
