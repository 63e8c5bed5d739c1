"""The codes that rules code, pilots and the scenario API share: the main-phase
actions, where a selection's candidates lie and what it is for, and the kinds
of answers a scenario may dictate (decide.py)."""

# main-phase actions (actions.legal_actions: kind, a, b)
ACT_END = 0       # end the main phase (7.3.3)
ACT_PLAY = 1      # a = hand index, b = 0 hand / 1 EX area (8.2)
ACT_EVOLVE = 2    # a = field slot, b = 1 to pay one EP in lieu of one PP (12.2.3),
                  # EVO_ALT: the card's alternative Evolve ability (its own cost)
ACT_ATTACK = 3    # a = attacker slot, b = target slot or -1 for the leader (8.4)
ACT_ACTIVATE = 4  # a = field slot, b = ability row (8.3)
ACT_PLAY_ALT = 5  # play paying a `cost` ability's cost for its cost change (10.4.7.3):
                  # a = hand / EX index, b = 2 * that ability's row + (1 from the EX area)
ACT_SERVE_EP = 6  # a Serve ability (14.2.2) paying one EP in lieu of one PP (14.2.2.4):
                  # a = field slot, b = ability row (ACT_ACTIVATE pays PP only)
ACT_ACTIVATE_EX = 7  # an activated ability of a card in the EX area (`zone = "ex"`, 8.3;
                     # BP06-059): a = EX index, b = ability row
ACT_ACTIVATE_HAND = 8  # an activated ability played from the hand (vocab.ZONE_HAND, 8.3):
                       # a = hand index, b = ability row; discarding the card is its cost
ACT_ACTIVATE_CEM = 9   # an activated ability played from the cemetery (vocab.ZONE_CEM, 8.3;
                       # BP09-024): a = cemetery index, b = ability row
EVO_ALT = 2
# ACT_EVOLVE's b also names the evolved card (face) revealed, 12.2.2.1 (BP08-002, BP09-004):
EVO_HOW = 3       # b & EVO_HOW: 0 PP, 1 one EP in lieu of one PP, EVO_ALT
EVO_FACE2 = 4     # + EVO_FACE2: the Evolve ability's second face (C_EVO_TO2, "into A or B")
EVO_INTO = 8      # + EVO_INTO: the card's second Evolve ability with its own PP cost and
                  # face (costs.evolve_face_ab); b & EVO_HOW is then 0 or 1 (EP)

# candidate zones
Z_FIELD = 0
Z_LEADER = 1
Z_CEM = 2
Z_EX = 8        # an EX area (fieldsel.py); 8 keeps clear of zones added elsewhere
Z_EVO = 9       # an evolve deck area: index in state.EVO (counts.gather_face_up; BP06-117)
Z_HAND = 10     # a hand: index in state.HAND (vocab.SEL_OWN_HAND_CARD; CP01-035)

# what the selection is for, for the pilots' heuristics
I_HARM = 0      # damage / destroy / banish / engage an enemy
I_HELP = 1      # buff / keyword for your own card
I_SPEND = 2     # your own card as fodder (return, destroy, sacrifice)
I_GET = 3       # take a card (cemetery)
I_HARM_DIVIDED = 4  # damage divided among the targets (10.6.2.4): the pilot picks as for
                    # I_HARM, then decide.divided_targets keeps those the amount can serve

# dictated answers (state.SCRIPT; each DICT_COLS words: kind, then its values)
DICT_TARGET = 1   # zone, player, uid (field) / index (cemetery, EX) / 0 (leader)
DICT_MODE = 2     # printed position (1-based) of one chosen mode
DICT_PAY = 3      # 1 pay the optional cost, 0 not
DICT_QUICK = 4    # action kind (-1 pass), card id, b (from EX / ability row)
DICT_WARD = 5     # 1 engage the Ward follower at the end phase, 0 not
DICT_X = 6        # the X named for a `pp_x` cost (10.6.2.2.2; BP06-099)
