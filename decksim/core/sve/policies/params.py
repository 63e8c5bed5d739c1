"""Pilot kinds and the meaning of each slot of a pilot's parameter vector.

A pilot is a float64 vector; slot 0 is the kind. The named presets
(`decksim.pilots.PRESETS`) fill the rest; users override slots by name.
"""
K_RANDOM = 0    # uniform over legal actions and choices (the baseline)
K_GREEDY = 1    # one-step look-ahead against the evaluation function
K_PLANNER = 2   # searches this turn's action sequences (greedy roll-outs)
K_EXPERT = 3    # searches this turn and the opponent's reply over sampled hidden cards

PR_KIND = 0
PR_FACE = 1          # value of 1 damage to the enemy leader
PR_BOARD = 2         # weight of board value (attack + defense of followers)
PR_MULL_COST = 3     # mulligan: a "cheap" card costs at most this
PR_MULL_NEED = 4     # mulligan: keep when holding at least this many cheap cards
PR_HAND = 5          # value of one card in hand
PR_OWN_LEADER = 6    # value of 1 defense of your own leader
PR_LEADER_FLOOR = 7  # never pay leader-defense costs below this defense
PR_PP_WASTE = 8      # penalty per unspent play point at the end of the turn
PR_EP = 9            # value of one unspent evolution point
PR_WIDTH = 10        # planner: first actions examined per decision
PR_NOISE = 11        # random tie-break noise added to scores
PR_LETHAL = 12       # 1: take a winning line whenever the exact lethal search finds one
PR_LETHAL_NODES = 13  # lethal search: simulated actions per decision at most
PR_DANGER = 14       # weight of ending the turn dead on board (threat.py)
PR_PAIR_TRADES = 15  # 1: an attack that leaves a follower for a second attacker to kill
                     # is worth that kill (pilots.attack_score)
PR_EVOLVABLE = 16    # bonus for playing a follower the evolve deck can still evolve
PR_LETHAL_CERTAIN = 17  # 1: the lethal search counts only lines whose outcome is known
                        # (no draw, no random effect, no hidden card; the audit's)
PR_SAMPLES = 18      # expert: samples of the hidden cards per candidate action
PR_PLAN_MARGIN = 19  # planner: plan only when the two best greedy scores are this close
                     # (0: at every decision)
PR_BUNDLE = 20       # 1: a play is scored with the best set of plays the remaining PP
                     # buy beside it (bundle.py)
PR_PLAN_KINDS = 21   # planner: plan only when greedy's best action is of these kinds
                     # (bit k for intents.ACT_* k; 0: every kind)
PR_ATTACK_PLAN = 22  # weight of the change an action makes to the worth of the turn's
                     # attacks (attack_plan.py)
PR_PLAY_EVOLVE = 23  # weight of what evolving a played follower this turn adds beyond
                     # the best evolve the field offers (evolve_after.py)
PR_ENABLERS = 24     # weight of what a play adds to the turn's later plays by the
                     # abilities they fire (enablers.py)
PR_OWN_END = 25      # expert: weight of the position at the end of the player's own turn
                     # in a sample's score, beside the one after the opponent's reply
PR_PLAN_COMBO = 26   # greedy: plan the plays (planner roll-outs, this width) while a
                     # card whose play counts the turn's plays can be played (combo.py)
N_PARAMS = 27

PARAM_NAMES = {
    "face": PR_FACE, "board": PR_BOARD, "mulligan_cost": PR_MULL_COST,
    "mulligan_need": PR_MULL_NEED, "hand": PR_HAND, "own_leader": PR_OWN_LEADER,
    "leader_floor": PR_LEADER_FLOOR, "pp_waste": PR_PP_WASTE, "ep": PR_EP,
    "width": PR_WIDTH, "noise": PR_NOISE, "lethal": PR_LETHAL, "lethal_nodes": PR_LETHAL_NODES,
    "danger": PR_DANGER, "pair_trades": PR_PAIR_TRADES, "evolvable": PR_EVOLVABLE,
    "lethal_certain": PR_LETHAL_CERTAIN, "samples": PR_SAMPLES, "plan_margin": PR_PLAN_MARGIN,
    "bundle": PR_BUNDLE, "plan_kinds": PR_PLAN_KINDS, "attack_plan": PR_ATTACK_PLAN,
    "play_evolve": PR_PLAY_EVOLVE, "enablers": PR_ENABLERS, "own_end": PR_OWN_END,
    "plan_combo": PR_PLAN_COMBO,
}

# Named pilots. aggro and control are the greedy search with other weights.
_BASE = {"face": 1.0, "board": 1.0, "mulligan_cost": 2, "mulligan_need": 1, "hand": 1.0,
         "own_leader": 0.6, "leader_floor": 8, "pp_waste": 0.6, "ep": 0.25, "width": 4,
         "noise": 0.0, "lethal": 1, "lethal_nodes": 200, "danger": 1.0,
         "pair_trades": 1, "evolvable": 1.0, "lethal_certain": 0,
         "samples": 4, "plan_margin": 0, "bundle": 1,
         "plan_kinds": 0, "attack_plan": 1, "play_evolve": 1.0,
         "enablers": 1.0, "own_end": 0.0, "plan_combo": 2}
# the pilots as they were before the tactical core (lethal.py, threat.py, pair trades,
# evolvable plays), kept as baselines
V1 = {"lethal": 0, "danger": 0.0, "pair_trades": 0, "evolvable": 0.0, "bundle": 0,
      "attack_plan": 0, "play_evolve": 0.0, "enablers": 0.0, "plan_combo": 0}
PRESETS = {
    "random": dict(_BASE, kind=K_RANDOM, **V1),
    "greedy": dict(_BASE, kind=K_GREEDY),
    "aggro": dict(_BASE, kind=K_GREEDY, face=1.8, board=0.7, own_leader=0.3, leader_floor=5,
                  mulligan_cost=2, mulligan_need=2),
    "control": dict(_BASE, kind=K_GREEDY, face=0.6, board=1.4, own_leader=1.0,
                    leader_floor=10, hand=1.3, mulligan_cost=3),
    "planner": dict(_BASE, kind=K_PLANNER, width=4),
    "greedy-v1": dict(_BASE, kind=K_GREEDY, **V1),
    "planner-v1": dict(_BASE, kind=K_PLANNER, width=4, **V1),
    "expert": dict(_BASE, kind=K_EXPERT, width=8, samples=4, own_end=2.0),
}
