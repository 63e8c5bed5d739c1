"""The Battle Spirits Standard engine (rules: battle-spirits-standard-rules-1.0):
flat int32 state (state.py), the card and ability tables it reads (tables.py),
cores and levels (cores.py), costs (costs.py), effects (effects.py), destruction
and the events others watch (destruction.py), when effects happen (triggers.py),
the attack step (battle.py), the main step's actions (actions.py), the turn
(turns.py) and its driver (mainphase.py), and the batch loop (game.py).
Decisions go through decide.py to the pilots in policies/; the expert's
look-ahead through mainphase.py."""
