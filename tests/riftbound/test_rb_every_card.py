"""Every card of the 13 precons that decksim plays in full is played in full games:
a round robin of the precons (greedy and random pilots, logged games) plays each
unit, gear and spell, and runs the encoded abilities of each legend and
battlefield (their own steps; a static-only one has nothing to log). The
scenario tests of each card are in the other test files."""
import itertools

import numpy as np

from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
from decksim.cards.riftbound.coverage import deck_cards
from decksim.core.riftbound import state as st
from decksim.core.riftbound.tables import C_ABN
from decksim.games.riftbound.pilots import pilot_matrix

PLAYED = (st.EV_PLAY, st.EV_GEAR, st.EV_SPELL, st.EV_FLOW, st.EV_EFFECT, st.EV_EQUIP,
          st.EV_HIDE)
PILOTS = (("greedy", "greedy"), ("random", "random"), ("greedy", "random"))


def test_every_full_precon_card_is_played_in_full_games(rb_engine, rb_pool, rb_precons):
    cp = compile_pool(rb_pool)
    want = {}
    for deck in rb_precons.values():
        for c in deck_cards(deck):
            row = cp.row(c)
            if c.coverage == "full" and (c.type in ("unit", "spell", "gear")
                                         or cp.CT[row, C_ABN] > 0):
                want[row] = c.name
    seen = set()
    for k, (a, b) in enumerate(itertools.combinations(sorted(rb_precons), 2)):
        decks, chk = matchup_arrays(rb_precons[a], rb_precons[b], cp)
        for g in range(6):
            S, L = rb_engine.play_logged(cp.CT, pilot_matrix(*PILOTS[g % 3]), decks,
                                         1000 + 10 * k + g, 7, -1, chk)
            assert S[st.G_BAD] == 0 and S[st.G_WINNER] >= 0
            rows = L[1:L[0, 0] + 1]
            seen.update(rows[np.isin(rows[:, 0], PLAYED), 2].tolist())
    assert len(want) > 240
    assert sorted(name for row, name in want.items() if row not in seen) == []
