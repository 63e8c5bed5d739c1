"""The Battle Spirits Standard engine (rules: battle-spirits-standard-rules-1.0):
flat int32 state (state.py), the card and ability tables it reads (tables.py),
cores and levels (cores.py), effects (effects.py), the attack step (battle.py),
the main step's actions (actions.py), the turn (turns.py) and the batch loop
(game.py). Decisions go through decide.py to the pilots in policies/."""
