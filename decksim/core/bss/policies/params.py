"""The Battle Spirits pilots' parameter vectors: PR[p] is player p's, slot 0
its kind, then the named parameters (docs/pilots.md)."""
K_RANDOM = 0
K_GREEDY = 1
K_EXPERT = 2         # greedy's rules, but the turn's Main Step and attack choices by look-ahead

PI_KIND = 0
PI_KEEP = 1          # cores the greedy pilot keeps in its Reserve after its plays
PI_BLOCK_LIFE = 2    # at this life or less it blocks even when the blocker dies (chump)
PI_REDRAW_COST = 3   # redraw an opening hand without a spirit of this cost or less
PI_ALL_IN = 4        # 1: attack with every spirit when the attacks can take the last life
PI_TRADE = 5         # 1: block when both spirits are destroyed (equal BP, 8-1-6-1)
PI_GUARD = 6         # 1: keep back the blockers the opponent's next attacks would need
PI_WIDTH = 7         # expert: the most choices it looks ahead at (greedy's pick and ending first)
PI_SAMPLES = 8       # expert: look-ahead games a choice, each with its own guess of hidden cards
N_PARAMS = 10

NAMES = {"keep": PI_KEEP, "block_life": PI_BLOCK_LIFE, "redraw_cost": PI_REDRAW_COST,
         "all_in": PI_ALL_IN, "trade": PI_TRADE, "guard": PI_GUARD, "width": PI_WIDTH,
         "samples": PI_SAMPLES}

PRESETS = {
    "random": {"kind": K_RANDOM, "keep": 0, "block_life": 0, "redraw_cost": 0, "all_in": 0,
               "trade": 0, "guard": 0, "width": 0, "samples": 0},
    "greedy": {"kind": K_GREEDY, "keep": 0, "block_life": 0, "redraw_cost": 3, "all_in": 1,
               "trade": 1, "guard": 1, "width": 0, "samples": 0},
    "expert": {"kind": K_EXPERT, "keep": 0, "block_life": 0, "redraw_cost": 3, "all_in": 1,
               "trade": 1, "guard": 1, "width": 12, "samples": 4},
}
