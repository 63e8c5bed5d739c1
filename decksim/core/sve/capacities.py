"""The SVE state's capacities and the rules' numbers, without numba: the sim and
analysis sides use them without loading the engine."""
MAX_DECK = 64
MAX_HAND = 32      # physical capacity; the hand limit (4.7.3.1) is 7 at the end phase
EX_LIMIT = 5       # 4.8.3.1
FIELD_LIMIT = 5    # 4.4.4.1
HAND_LIMIT = 7     # 4.7.3.1
MAX_CEM = 80
MAX_BAN = 80
MAX_EVO = 12
MAX_PEND = 48
PEND_COLS = 6
START_EP_SECOND = 3  # 6.2.1.10: evolution points of the second player (the first has 0)
MAX_PP = 10        # 7.2.1: the maximum PP stops growing here
