"""Losses of leader defense as events (5.26): "whenever your leader loses defense"
(`leader_loses_defense`, BP06-089). rules.py lowers the defense (damage_leader,
lose_defense); the callers that may trigger abilities come through here."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve import vocab as V
from decksim.core.sve.rules import lose_defense, trigger_field


@kernel(inline=True)
def leader_lost(S, CT, AB, FL, p, amount):
    """p's leader lost `amount` defense (5.26; damage or a loss): `leader_loses_defense`
    abilities of p's field trigger (BP06-089)."""
    if amount > 0:
        trigger_field(S, CT, AB, FL, p, V.TRIG_LEADER_LOSES, -1, -1, -1)


@kernel()
def lose_defense_by(S, CT, AB, FL, p, amount, L):
    """lose_defense, then `leader_loses_defense` triggers (5.26; BP06-089)."""
    lose_defense(S, p, amount, L)
    leader_lost(S, CT, AB, FL, p, amount)
