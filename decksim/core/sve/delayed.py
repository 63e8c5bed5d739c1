"""Delayed triggers (10.7.5): abilities an effect sets up for a later moment.

- G_DELAYED bit p (vocab.OP_BANISH_EX_NEXT_END, BP01-056): at the start of p's next
  end phase every card in p's EX area is banished. It triggers once (10.7.5.1):
  game.end_turn clears the bit when it applies it.
"""
from decksim.core.sve.kernel import kernel
from decksim.core.sve.rules import EV_BANISH, add_banish, ex_owner, log, remove_ex
from decksim.core.sve.state import G_DELAYED, P_EX_N, pb


@kernel()
def set_banish_ex_next_end(S, p):
    S[G_DELAYED] |= 1 << p


@kernel()
def delayed_end_phase(S, CT, p, L):
    """Start of p's end phase (7.4.1): the delayed triggers waiting for it."""
    if ((S[G_DELAYED] >> p) & 1) == 0:
        return
    S[G_DELAYED] &= ~(1 << p)
    while S[pb(p) + P_EX_N] > 0:   # tokens cease to exist (add_banish skips them)
        i = S[pb(p) + P_EX_N] - 1
        owner = ex_owner(S, p, i)   # 5.6.1: to its owner's banished zone
        card = remove_ex(S, p, i)
        add_banish(S, CT, owner, card)
        log(L, EV_BANISH, p, card, 1, 0)
