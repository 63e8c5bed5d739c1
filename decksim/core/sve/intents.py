"""Where a selection's candidates lie and what the selection is for: the codes
that rules code and pilots share when rules ask for a choice (decide.py)."""

# candidate zones
Z_FIELD = 0
Z_LEADER = 1
Z_CEM = 2
Z_EX = 8        # an EX area (fieldsel.py); 8 keeps clear of zones added elsewhere

# what the selection is for, for the pilots' heuristics
I_HARM = 0      # damage / destroy / banish / engage an enemy
I_HELP = 1      # buff / keyword for your own card
I_SPEND = 2     # your own card as fodder (return, destroy, sacrifice)
I_GET = 3       # take a card (cemetery)
