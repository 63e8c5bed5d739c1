"""The Riftbound pilots' parameter vectors: PR[p] is player p's, slot 0 its
kind, then the named parameters."""
K_RANDOM = 0
K_GREEDY = 1
K_EXPERT = 2          # greedy's rules, its Action Phase choices by look-ahead (expert.py)

PI_KIND = 0
PI_MULLIGAN_COST = 1  # the mulligan sets aside cards costing more Energy than this (and spells)
PI_ACCEL = 2          # 1: pay Accelerate when it can
PI_MARGIN = 3         # attack when the attackers' Might reaches the defenders' lethal plus this
PI_WIDTH = 4          # expert: actions examined per decision (greedy's pick, ending the turn first)
PI_SAMPLES = 5        # expert: guesses of the hidden cards per action examined
N_PARAMS = 6

NAMES = {"mulligan_cost": PI_MULLIGAN_COST, "accelerate": PI_ACCEL, "margin": PI_MARGIN,
         "width": PI_WIDTH, "samples": PI_SAMPLES}

PRESETS = {
    "random": {"kind": K_RANDOM, "mulligan_cost": 0, "accelerate": 0, "margin": 0, "width": 0,
               "samples": 0},
    "greedy": {"kind": K_GREEDY, "mulligan_cost": 4, "accelerate": 1, "margin": 0, "width": 0,
               "samples": 0},
    "expert": {"kind": K_EXPERT, "mulligan_cost": 4, "accelerate": 1, "margin": 0, "width": 6,
               "samples": 4},
}
