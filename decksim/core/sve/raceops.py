"""The race effect of the Umamusume: Pretty Derby universe (14.2.3; race.py holds
serving and the race zone, which rules.py reads, so this effect, which triggers
abilities through rules.py, lives apart)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import silenced
from decksim.core.sve.rules import trigger_card, trigger_field
from decksim.core.sve.state import F_CARD, F_KW, F_RACE, F_UID, fo


@kernel()
def race_card(S, CT, AB, FL, q, s, amt):
    """Race q's field card in slot s amt times. 14.2.3.1: while linked to a Carrot it
    has Rush; the link lasts until it leaves the field (14.2.1.3), when its row goes, so
    the Rush is kept with the granted keywords. 14.2.4: raced amt times, its On Race
    abilities trigger amt times, and so do the `ally_races` abilities of q's other
    field cards ("whenever another follower of yours races", CP01-032, CP01-082)."""
    o = fo(q, s)
    if S[o + F_RACE] <= 0:
        return
    S[o + F_KW] |= V.KW_RUSH
    uid = S[o + F_UID]
    for _ in range(amt):
        if not silenced(S, q, s):
            trigger_card(S, CT, AB, FL, S[o + F_CARD], V.TRIG_ON_RACE, q, uid, -1, -1)
        trigger_field(S, CT, AB, FL, q, V.TRIG_ALLY_RACES, uid, uid, S[o + F_CARD])
