"""The actions a player chooses among (actions.py lists the legal ones, the
pilots pick one through decide.py): one integer each, a kind plus a hand
index or a field slot."""
A_END = 0         # end the step (7-6-1-2-4, 7-7-3-2), pass (8-1-2-1), or no block (8-1-3-1)
A_PLAY = 1        # + hand index: summon, deploy or use the card (11-1, 11-2, 11-3)
A_CORE_ON = 64    # + slot: one core from the Reserve onto it (7-6-1-2-2)
A_CORE_OFF = 96   # + slot: one core from it to the Reserve (7-6-1-2-2)
A_SOUL_ON = 128   # + slot: the Soul Core from the Reserve onto it (7-6-1-2-2)
A_ATTACK = 160    # + slot: attack with it (8-1-1)
A_BLOCK = 192     # + slot: block with it (8-1-3)
A_FLASH = 256     # + hand index: use the card's [Flash] effect (8-1-2, 12-2-1-5)
A_BURST = 320     # + hand index: set the card as your burst (docs/cards.md, Burst)
A_AWAKEN = 384    # + slot: that spirit's Awaken (docs/cards.md, Keywords)
A_LIMIT = 416

# the action buffer ak: the game's legal actions and effect targets in its first LOOK_AK
# words (select.HALF splits them), the expert's look-ahead games' in the next LOOK_AK
# (policies/expert.py), and their random stream in the last two
LOOK_AK = 512
LOOK_RNG = 2 * LOOK_AK
ACTIONS_CAP = LOOK_RNG + 2

# targets of an effect (decide.choose_target): player * TARGET_P + slot
TARGET_P = 64
NO_TARGET = 2 * TARGET_P  # among the targets of a "you may" selection (aim.py): take none
# why a target is chosen
WHY_DESTROY = 0   # an opponent's spirit or nexus to destroy
WHY_BUFF = 1      # one of your spirits to gain BP
WHY_CORES = 2     # one of your spirits to take cores
WHY_CARD = 3      # a card from your trash (ak holds trash indices)
WHY_HAND = 4      # a card from your hand (ak holds hand indices)
WHY_AIM = 5       # an opponent's exhausted spirit to aim your attack at, or NO_TARGET (aim.py)
WHY_FIRST = 6     # an opponent's spirit that must attack first this step, or NO_TARGET
