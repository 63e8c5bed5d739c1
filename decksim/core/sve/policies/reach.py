"""What the lethal search's damage bound (leader_reach.py) and its Ward test know of a
card from the card alone, for the card table's C_REACH_* and C_REMOVES columns
(tables.py): the card compiler fills them (decksim/cards/compile.py), so this
module is plain Python and loads no numba.

Each function below follows its leader_reach.py kernel line for line (ability_reach,
card_reach, field_reach), with one difference: an amount whose X
leader_reach.amount_bound reads from the state makes the value None, "compute it as
now". tests/sve/test_reach_columns.py checks every card of the pool against
the kernels.
"""
from decksim.core.sve import vocab as V
from decksim.core.sve.capacities import FIELD_LIMIT
from decksim.core.sve.tables import (
    A_E0, A_EN, A_SCOUNT, A_SEL, A_TRIG, A_ZONE, C_AB0, C_ABN, C_ATK, C_KW, C_REACH_ACT,
    C_REACH_ACT_H, C_REACH_EVO, C_REACH_EVO_H, C_REACH_FAN, C_REACH_TRIG, C_REACH_TRIG_H,
    C_REMOVES, C_TYPE, E_AMT, E_ARG, E_OP, E_TO, E_X,
)

UNBOUNDED = 20      # damage an effect may add that the bound can't count (most X amounts,
                    # Storm granted to others, refreshes, PP recovered): a leader's worth
STATE_X = (V.X_PLAYED_EXCL_SELF, V.X_HAND_SIZE, V.X_CEMETERY)   # amount_bound reads S
LEADER_TO = (V.TO_ENEMY_LEADER, V.TO_EACH_LEADER, V.TO_TARGET_LEADER)
ALL_TO = (V.TO_ALL_OWN_FOLLOWERS, V.TO_ALL_OWN_OTHER_FOLLOWERS, V.TO_ALL_FOLLOWERS,
          V.TO_ALL_OTHER_FOLLOWERS, V.TO_ALL_CARDS, V.TO_ALL_OWN_CARDS, V.TO_ALL_OTHER_CARDS)
UNBOUNDED_OPS = (V.OP_REFRESH, V.OP_RECOVER_PP, V.OP_EVOLVE_COST_EOT, V.OP_PLAY_FREE,
                 V.OP_GAIN_EP)
FIELD_TRIGS = (V.TRIG_STRIKE, V.TRIG_STRIKE_LEADER, V.TRIG_STRIKE_FOLLOWER,
               V.TRIG_ALLY_ATTACKS, V.TRIG_ALLY_ENTERS, V.TRIG_SPELL_PLAYED,
               V.TRIG_CARD_PLAYED, V.TRIG_ALLY_EVOLVES, V.TRIG_ENEMY_DESTROYED,
               V.TRIG_LAST_WORDS, V.TRIG_LEAVES, V.TRIG_ALLY_TO_CEM, V.TRIG_WARD_TO_CEM)
REMOVAL_OPS = (V.OP_DAMAGE, V.OP_DESTROY, V.OP_BANISH, V.OP_TO_HAND, V.OP_TO_DECK,
               V.OP_TO_EX, V.OP_SILENCE, V.OP_PLAY_FREE, V.OP_SUMMON, V.OP_GRANT,
               V.OP_GRANT_EOT, V.OP_CHANGE_TYPE)


def _amount(EF, e):
    """leader_reach.amount_bound of effect row e, None when it reads the state."""
    x = EF[e][E_X]
    if x == V.X_CONST:
        return EF[e][E_AMT]
    return None if x in STATE_X else UNBOUNDED


def ability_reach(CT, AB, EF, a, card, hits):
    v = 0
    for e in range(AB[a][A_E0], AB[a][A_E0] + AB[a][A_EN]):
        op = EF[e][E_OP]
        to = EF[e][E_TO]
        if op == V.OP_DAMAGE or op == V.OP_LOSE_DEFENSE:
            if to in LEADER_TO or (to == V.TO_TARGET and
                                   AB[a][A_SEL] == V.SEL_ENEMY_FOLLOWER_OR_LEADER):
                amt = _amount(EF, e)
                if amt is None:
                    return None
                v += amt
        elif op == V.OP_BUFF or op == V.OP_BUFF_EOT:
            amt = _amount(EF, e)
            if amt is None:
                return None
            if amt > 0:
                if to == V.TO_SELF:
                    v += amt if hits else 0
                elif to in ALL_TO:
                    v += amt * FIELD_LIMIT
                else:
                    v += amt * max(1, AB[a][A_SCOUNT])
        elif op == V.OP_GRANT or op == V.OP_GRANT_EOT:
            if (EF[e][E_ARG] & V.KW_STORM) != 0:
                v += (CT[card][C_ATK] if not hits else 0) if to == V.TO_SELF else UNBOUNDED
        elif op == V.OP_SUMMON:
            tok = EF[e][E_ARG]
            if tok >= 0 and (CT[tok][C_KW] & V.KW_STORM) != 0:
                amt = _amount(EF, e)
                if amt is None:
                    return None
                v += CT[tok][C_ATK] * amt
        elif op in UNBOUNDED_OPS:
            v += UNBOUNDED
    return v


def card_reach(CT, AB, EF, card, trig, hits):
    v = 0
    a0 = CT[card][C_AB0]
    for a in range(a0, a0 + CT[card][C_ABN]):
        t = AB[a][A_TRIG]
        if t == trig or (trig == V.TRIG_FANFARE and t == V.TRIG_SPELL):
            r = ability_reach(CT, AB, EF, a, card, hits)
            if r is None:
                return None
            v += r
    if trig == V.TRIG_FANFARE and hits:
        v += CT[card][C_ATK]
    return v


def field_reach(CT, AB, EF, card, trig, hits):
    v = 0
    a0 = CT[card][C_AB0]
    for a in range(a0, a0 + CT[card][C_ABN]):
        t = AB[a][A_TRIG]
        r = 0
        if t == V.TRIG_ACTIVATE:
            if trig == V.TRIG_ACTIVATE and AB[a][A_ZONE] == 0:
                r = ability_reach(CT, AB, EF, a, card, hits)
        elif trig != V.TRIG_ACTIVATE and t in FIELD_TRIGS:
            r = ability_reach(CT, AB, EF, a, card, hits)
            r = None if r is None else 3 * r
        if r is None:
            return None
        v += r
    return v


REMOVES_PLAYED = 1   # C_REMOVES bits: where a removal of the card can still fire: when
REMOVES_EVOLVED = 2  # it is played (Fanfare, a spell's text), when it evolves (On Evolve),
REMOVES_ON_FIELD = 4  # or while it is on the field (activated and other triggered abilities)
NOT_THIS_TURN = (V.TRIG_END_PHASE, V.TRIG_MAIN_PHASE, V.TRIG_ENEMY_MAIN)   # past or too late


def removal_bits(CT, AB, EF, card):
    """C_REMOVES: the REMOVES_* bits of the card's abilities with a removal effect
    (REMOVAL_OPS) that could fire before this turn's attacks end."""
    bits = 0
    a0 = CT[card][C_AB0]
    for a in range(a0, a0 + CT[card][C_ABN]):
        t = AB[a][A_TRIG]
        if t in NOT_THIS_TURN or \
                not any(EF[e][E_OP] in REMOVAL_OPS
                        for e in range(AB[a][A_E0], AB[a][A_E0] + AB[a][A_EN])):
            continue
        if t == V.TRIG_FANFARE or t == V.TRIG_SPELL:
            bits |= REMOVES_PLAYED
        elif t == V.TRIG_ON_EVOLVE:
            bits |= REMOVES_EVOLVED
        else:
            bits |= REMOVES_ON_FIELD
    return bits


def _column(v):
    """A C_REACH_* value: the reach + 1, or 0 (compute it as now) for None. A
    negative reach (a negative constant amount) is left to the kernel too."""
    return 0 if v is None or v < 0 else v + 1


def fill_reach_columns(CT, AB, EF):
    """Fill CT's C_REACH_* and C_REMOVES columns (CT's other columns already set)."""
    ct, ab, ef = CT.tolist(), AB.tolist(), EF.tolist()
    for card in range(len(ct)):
        row = CT[card]
        for col, hits in ((C_REACH_ACT, False), (C_REACH_ACT_H, True)):
            row[col] = _column(field_reach(ct, ab, ef, card, V.TRIG_ACTIVATE, hits))
        for col, hits in ((C_REACH_TRIG, False), (C_REACH_TRIG_H, True)):
            row[col] = _column(field_reach(ct, ab, ef, card, V.TRIG_ALLY_ENTERS, hits))
        storm = ct[card][C_TYPE] == V.TYPE_FOLLOWER and (ct[card][C_KW] & V.KW_STORM) != 0
        row[C_REACH_FAN] = _column(card_reach(ct, ab, ef, card, V.TRIG_FANFARE, storm))
        for col, hits in ((C_REACH_EVO, False), (C_REACH_EVO_H, True)):
            row[col] = _column(card_reach(ct, ab, ef, card, V.TRIG_ON_EVOLVE, hits))
        row[C_REMOVES] = removal_bits(ct, ab, ef, card)
