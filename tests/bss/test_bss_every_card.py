"""Every card the engine plays in full, of the starter sets ST01-ST07 and BSS01,
is played in a scenario (from the hand, with cores enough) and in full games
(decks made of those cards, with the per-card counters)."""
import numpy as np
import pytest

from bss_kit import two
from decksim.cards.bss.decklist import BssDeck
from decksim.core.bss.records import CC_NAMES, R_BAD, R_WINNER
from decksim.games.base import pilot_pair
from decksim.sim.seeding import plan

SETS = {"ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07", "BSS01"}


def full_cards(pool):
    return [c for c in pool.cards if c.set in SETS and c.coverage == "full"]


def test_the_target_sets_have_full_cards_of_every_type(bss_pool):
    kinds = {c.type for c in full_cards(bss_pool)}
    assert kinds == {"spirit", "nexus", "magic"}


def ascend_payer(pool, card):
    """A's field for playing `card`: for Ascend N, the cheapest spirit of cost N or more
    (Ascend takes its cores), else nothing."""
    need = [v for e in card.effects for k, v in e.keywords if k == "ascend"]
    if not need:
        return []
    spirits = [c for c in pool.cards if c.type == "spirit" and c.cost >= need[0] and c.set in SETS]
    return [min(spirits, key=lambda c: (c.cost, c.id)).name]


@pytest.mark.parametrize("set_id", sorted(SETS))
def test_every_full_card_of_the_set_is_played_from_the_hand(position, bss_pool, set_id):
    for card in [c for c in full_cards(bss_pool) if c.set == set_id]:
        sc = position(two(a={"reserve": 12, "hand": [card.name],
                             "field": ascend_payer(bss_pool, card)},
                          b={"field": ["Raineedle", "Scorched Battlefield"]}))
        plays = [a for a in sc.legal_actions()
                 if a.startswith(f"play {card.name} (") or a == f"flash {card.name}"]
        if not plays:               # a burst-only or flash-only magic: set it, or use at Flash
            assert f"set burst {card.name}" in sc.legal_actions(), card.id
            sc.apply(f"set burst {card.name}")
            assert card.name not in sc.player("a")["hand"]
            continue
        sc.apply(plays[0])
        a = sc.player("a")
        where = [f["card"] for f in a["field"]] + a["trash"]
        assert card.name in where or card.name not in a["hand"], card.id
        assert sc.broken_invariant() == 0, card.id


def test_every_full_card_is_played_in_full_games(bss, bss_pool):
    cards = full_cards(bss_pool)
    rnd = np.random.default_rng(7)
    played = {c.id: 0 for c in cards}
    order = [cards[i] for i in rnd.permutation(len(cards))]
    # decks of 14 different cards x 3 (42), the cards in turn, each deck against the next
    n = len(order)
    decks = [BssDeck(f"d{k}", "<test>", [order[(k + j) % n] for j in range(14) for _ in range(3)])
             for k in range(0, n, 7)]
    col = CC_NAMES.index("played_copies")
    for i, a in enumerate(decks):
        b = decks[(i + 1) % len(decks)]
        m = bss.matchup(a, b, bss_pool)
        st = m.new_stats()
        seeds, firsts = plan(11, 0, 200, True)
        rec = m.play(pilot_pair(bss, "greedy", "random"), seeds, firsts, check=True, stats=st)
        assert (rec[:, R_BAD] == 0).all() and (rec[:, R_WINNER] >= 0).all()
        for p, slots in enumerate(m.card_slots()):
            for s, (cid, _, _) in enumerate(slots):
                played[cid] += int(st.cards[p, s, col])
    assert {c.id for d in decks for c in d.cards} == set(played)     # every card in a deck
    assert [cid for cid, n in played.items() if n == 0] == []
