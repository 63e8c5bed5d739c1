"""A play that only puts its card onto the field is scored without a look-ahead
(policies/safe_plays.py). Its score must be the simulated one to the last bit,
or the pilots would play other games: here against the simulation itself, and in
every game played with the invariant checks on (invariants.BAD_SAFE_SCORE; the
whole pool in tests/sve/test_pool_cards.py)."""
import numpy as np

from decksim.core.sve import actions as A
from decksim.core.sve import state as ST
from decksim.core.sve.policies import pilots
from decksim.core.sve.policies import safe_plays as SP
from decksim.core.sve.policies.evaluate import evaluate
from decksim.core.sve.lookahead import lookahead
from decksim.core.sve.policies.params import PR_BUNDLE, PR_PP_WASTE
from scenario_kit import make

BOARD_A = [{"card": "Goliath", "damage": 1}, {"card": "Fighter", "attack_bonus": 1}]
BOARD_B = ["Fighter", "Cursed Stone"]


def _decision(sc):
    """The active player's legal actions and the pilots' work arrays."""
    c = sc.cp
    L = np.zeros((1, 6), np.int32)
    work = pilots.work_buffers(sc.S, sc.rng, L)
    p = int(sc.S[ST.G_ACTIVE])
    ak, aa, ab = work[:3]
    n = A.legal_actions(sc.S, c.CT, c.AB, c.EF, c.FL, p, ak, aa, ab)
    return p, n, work


def _simulated(sc, p, act):
    """(evaluation after the action on a look-ahead copy, PP it spent)."""
    c = sc.cp
    S2, r2 = lookahead(sc.S, sc.rng)
    A.apply_action(S2, c.CT, c.AB, c.EF, c.FL, sc.PR, r2, np.zeros((1, 6), np.int32), p, *act)
    P = sc.PR[p]
    return evaluate(S2, c.CT, p, P), sc.S[ST.pb(p) + ST.P_PP] - S2[ST.pb(p) + ST.P_PP]


def _safe(sc, p, n, ak, aa, ab):
    return [i for i in range(n) if SP.is_safe_play(sc.S, sc.cp.CT, p, ak[i], aa[i], ab[i])]


def test_plays_of_followers_and_amulets_without_fanfare_score_as_simulated():
    """Vanilla, Ward and Stack cards, from the hand and the EX area (8.2), on a
    field with damage and buffs."""
    sc = make({"pp": 7, "hand": ["Goliath", "Cursed Stone", "Magic Sediment", "Ancient Protector"],
               "ex": ["Fairy"], "field": BOARD_A}, {"field": BOARD_B})
    c = sc.cp
    p, n, (ak, aa, ab, scores, S2, r2, L2) = _decision(sc)
    assert SP.safe_plays_possible(sc.S, c.CT, p)
    safe = _safe(sc, p, n, ak, aa, ab)
    played = {int(SP.played_card(sc.S, p, aa[i], ab[i])) for i in safe}
    assert len(played) == 5 and any(ab[i] == 1 for i in safe)
    P = sc.PR[p]
    for i in safe:
        v, cost = SP.safe_play_eval(sc.S, c.CT, c.AB, c.EF, c.FL, P, p, aa[i], ab[i])
        assert (v, cost) == _simulated(sc, p, (ak[i], aa[i], ab[i]))
    assert SP.check_safe_scores(sc.S, c.CT, c.AB, c.EF, c.FL, sc.PR, sc.rng, p, ak, aa, ab, n,
                                S2, r2, L2) == 0
    # and the greedy scores (before bundle.py weighs plays as sets) are those of the
    # simulation
    sc.PR[p, PR_BUNDLE] = 0
    pilots.score_actions(sc.S, c.CT, c.AB, c.EF, c.FL, sc.PR, sc.rng, p, ak, aa, ab, n, scores,
                         S2, r2, L2)
    base = evaluate(sc.S, c.CT, p, P)
    for i in safe:
        v, spent = _simulated(sc, p, (ak[i], aa[i], ab[i]))
        assert scores[i] == v - base + P[PR_PP_WASTE] * spent


def test_fanfares_auras_and_spells_are_simulated():
    sc = make({"pp": 7, "hand": ["Fairy Whisperer", "Wyrm Spire", "Fairy Circle", "Goliath"]},
              {"field": BOARD_B})
    p, n, (ak, aa, ab, *_) = _decision(sc)
    safe = _safe(sc, p, n, ak, aa, ab)
    assert n == 5
    assert [sc.cp.cards[SP.played_card(sc.S, p, aa[i], ab[i])].name for i in safe] == ["Goliath"]


def test_a_card_on_the_field_that_reacts_to_plays_or_an_aura_turns_them_off():
    """Okami reacts to followers entering its side's field; an aura (10.10) may
    change the entering card: every play is simulated then. The opponent's Okami
    does not react."""
    for a, b, possible in ((["Okami"], BOARD_B, False), (BOARD_A, ["Wyrm Spire"], False),
                           (BOARD_A, ["Okami"], True)):
        sc = make({"pp": 5, "hand": ["Goliath"], "field": a}, {"field": b})
        assert SP.safe_plays_possible(sc.S, sc.cp.CT, 0) == possible, (a, b)
