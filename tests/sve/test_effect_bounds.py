"""Every loop of the effect interpreter is bounded by what the zones hold (issue 21,
item 8): a card file can only ask for 99 cards, but an amount taken from the game
(x:KIND) is unbounded, so the engine must not loop past the deck's end either."""
import numpy as np

from decksim.core.sve import vocab as V
from decksim.core.sve.tables import E_AMT, E_OP
from decksim.games.sve import GAME
from decksim.sim.runner import play_range, records_frame

from conftest import deck_file

# Elf Child May (1 PP) made to draw: random pilots play it, and the deck runs out
DRAWING_MAY = """[[card]]
id = "BP01-012"
name = "Elf Child May"
class = "Forestcraft"
type = "follower"
cost = 1
attack = 1
defense = 1
traits = ["Elf"]
coverage = "full"
printings = ["BP01-012"]

  [[card.ability]]
  on = "fanfare"
  effects = [ { op = "draw", amount = 99 } ]
"""


def test_a_draw_of_a_billion_cards_stops_at_the_deck_end_5_9_1(tmp_path):
    f = tmp_path / "may.toml"
    f.write_text(DRAWING_MAY)
    pool = GAME.pool((str(f),))
    m = GAME.matchup(GAME.load_deck(deck_file("forest_fairies"), pool),
                     GAME.load_deck(deck_file("sword_officers"), pool), pool)
    EF = m.compiled.EF
    rows = np.where((EF[:, E_OP] == V.OP_DRAW) & (EF[:, E_AMT] == 99))[0]
    assert len(rows) == 1
    PR = np.stack([GAME.pilot_vector("random"), GAME.pilot_vector("random")])
    ninety_nine, _ = play_range(m, PR, 1, True, 0, 20)
    EF[rows, E_AMT] = 10**9          # beyond what the compiler takes: the engine's own bound
    billion, _ = play_range(m, PR, 1, True, 0, 20)
    # a deck holds fewer than 99 cards: both draws empty it, the same games follow
    assert np.array_equal(billion, ninety_nine)
    reasons = records_frame(billion, GAME.records)["end_reason"].cast(str).to_list()
    assert reasons.count("deck_out") >= 5, reasons
