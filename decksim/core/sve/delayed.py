"""Delayed triggers (10.7.5): abilities an effect sets up for a later moment.

- G_DELAYED bit p (vocab.OP_BANISH_EX_NEXT_END, BP01-056): at the start of p's next
  end phase every card in p's EX area is banished. It triggers once (10.7.5.1):
  game.end_turn clears the bit when it applies it.
- G_DELAYED bit 2 + p (vocab.OP_DESTROY_AT_END, BP09-T02): a card on p's field has
  "at the start of your end phase, destroy this card" (F_GRANTED bit GRANT_END_DESTROY).

Not delayed, but at the same moment: a card with the keyword `return_at_end_phase`
("at the start of your end phase, return this card to its owner's hand", given by
BP08-106) goes back to its owner's hand as its controller's end phase starts (7.4.1),
once that phase's other abilities triggered and before any of them resolves: one order
the active player may give abilities that trigger together (10.7.3.1).
"""
from decksim.core.sve.kernel import kernel
from decksim.core.sve import vocab as V
from decksim.core.sve.cardinfo import kw_of, silenced
from decksim.core.sve.rules import (
    D_CEM, D_HAND, EV_BANISH, add_banish, ex_owner, leave_field, log, remove_ex,
)
from decksim.core.sve.state import (
    F_GRANTED, G_DELAYED, GRANT_END_DESTROY, P_EX_N, P_FIELD_N, fo, pb,
)


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


@kernel()
def return_at_end(S, CT, AB, FL, p, L):
    """Start of p's end phase (7.4.1): p's cards with the return_at_end_phase keyword go
    to their owners' hands (BP08-106); a card that lost its abilities stays."""
    for s in range(S[pb(p) + P_FIELD_N] - 1, -1, -1):   # downwards: leaving shifts the rest
        if (kw_of(S, CT, p, s) & V.KW_RETURN_AT_END) != 0:
            leave_field(S, CT, AB, FL, p, s, D_HAND, L, False)


@kernel()
def destroy_at_end_phase(S, CT, AB, FL, p, L):
    """Start of p's end phase (7.4.1): each card of p's field given "at the start of your
    end phase, destroy this card" (BP09-T02) and not silenced is destroyed (5.5; by an
    ability: a card that can't be destroyed by abilities stays). Of the abilities
    triggering now, p plays these first (an order p may choose, 10.7.4)."""
    if ((S[G_DELAYED] >> (2 + p)) & 1) == 0:
        return
    left = 0
    s = S[pb(p) + P_FIELD_N] - 1
    while s >= 0:
        if (S[fo(p, s) + F_GRANTED] & GRANT_END_DESTROY) != 0:
            if not silenced(S, p, s) and (kw_of(S, CT, p, s) & V.KW_NO_ABILITY_DESTROY) == 0:
                leave_field(S, CT, AB, FL, p, s, D_CEM, L, True)
            else:
                left = 1
        s -= 1
    if left == 0:
        S[G_DELAYED] &= ~(4 << p)
