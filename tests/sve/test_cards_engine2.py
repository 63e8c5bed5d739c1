"""Round 2 engine features (issue 3), played through real cards with the scenario API
(docs/scenarios.md): "another amulet leaves your field" (BP01-141), an optional cost
that engages this card and puts it into the cemetery (BP01-162), cost changes only
from the EX area (BP05-106, BP05-113), the enemy-mill trigger (BP05-029), an
alternative Evolve ability paid by skipping a turn (BP05-086) and X = the attack of
a sacrificed follower (BP05-057).

Rule numbers refer to /work/shared/rules/sve-comprehensive-rules-1.8.0.txt.
"""
from __future__ import annotations

import pytest

from decksim.core.sve import state as ST
from scenario_kit import FILL, make, names

SENTINEL = "Holy Sentinel"
PURGATORY = "Path to Purgatory"


# ====================================================== BP01-162: engage + to cemetery (10.4.6)

@pytest.mark.parametrize("leader, fired", [(6, True), (7, False)])
def test_10_4_6_path_to_purgatory_end_phase_needs_leader_at_6_or_less(leader, fired):
    sc = make({"leader": leader, "field": [PURGATORY]}, {"field": ["Goliath", "Fighter"]})
    sc.apply("end")
    if fired:
        assert PURGATORY in sc.zone("a", "cemetery")
        assert names(sc.field("a")) == []
        assert names(sc.field("b")) == []          # 6 damage destroys both
        assert sorted(sc.zone("b", "cemetery")) == ["Fighter", "Goliath"]
    else:
        assert names(sc.field("a")) == [PURGATORY]
        assert sorted(names(sc.field("b"))) == ["Fighter", "Goliath"]


def test_10_4_7_path_to_purgatory_pilot_keeps_it_when_nothing_would_die():
    # 6 damage destroys no 8-defense follower: the pilot does not pay the cost
    sc = make({"leader": 5, "field": [PURGATORY]},
              {"field": [{"card": "Fighter", "defense_bonus": 6}]})
    sc.apply("end")
    assert names(sc.field("a")) == [PURGATORY]
    assert sc.field("b")[0]["damage"] == 0


def test_10_4_6_path_to_purgatory_engaged_cannot_pay():
    sc = make({"leader": 5, "field": [{"card": PURGATORY, "engaged": True}]},
              {"field": ["Fighter"]})
    sc.apply("end")
    assert names(sc.field("b")) == ["Fighter"]
    assert sc.field("b")[0]["damage"] == 0


# ====================================================== BP01-141: another amulet leaves

def test_4_4_holy_sentinel_summons_a_ward_holy_tiger_when_another_amulet_leaves():
    sc = make({"leader": 5, "field": [SENTINEL, PURGATORY]}, {"field": ["Fighter"]})
    sc.apply("end")   # Path to Purgatory goes to the cemetery in a's end phase
    a = sc.field("a")
    assert names(a) == [SENTINEL, "Holy Tiger"]
    assert "ward" in a[1]["keywords"]


def test_4_4_holy_sentinel_once_per_turn():
    sc = make({"leader": 5, "field": [SENTINEL, PURGATORY, PURGATORY]}, {"field": ["Fighter"]})
    sc.apply("end")   # both Paths leave in the same end phase: one Holy Tiger
    assert names(sc.field("a")).count("Holy Tiger") == 1
    assert sc.zone("a", "cemetery").count(PURGATORY) >= 1


def test_4_4_holy_sentinel_not_on_the_opponents_turn():
    # b's Execution destroys a's Path to Purgatory during b's turn (Aura, 12.15, keeps
    # the Sentinel itself from being selected)
    sc = make({"field": [{"card": SENTINEL, "keywords": ["aura"]}, PURGATORY]},
              {"pp": 4, "hand": ["Execution"]}, active="b")
    sc.apply("play Execution")
    assert PURGATORY in sc.zone("a", "cemetery")
    assert names(sc.field("a")) == [SENTINEL]            # no Holy Tiger


def test_4_4_holy_sentinel_ignores_the_opponents_amulets():
    sc = make({"pp": 4, "hand": ["Execution"], "field": [SENTINEL]}, {"field": [PURGATORY]})
    sc.apply("play Execution")
    assert PURGATORY in sc.zone("b", "cemetery")
    assert names(sc.field("a")) == [SENTINEL]


# ====================================================== BP05-106 / 113: cost from the EX area

@pytest.mark.parametrize("gilnelise, legal", [(True, True), (False, False)])
def test_10_2_1_3_3_apostle_of_craving_costs_3_less_from_ex_with_gilnelise(gilnelise, legal):
    field = ["Gilnelise, Omen of Craving"] if gilnelise else []
    sc = make({"pp": 0, "ex": ["Apostle of Craving"], "hand": ["Apostle of Craving"],
               "field": field})
    acts = sc.legal_actions()
    assert ("play Apostle of Craving from ex" in acts) == legal
    assert "play Apostle of Craving" not in acts   # from the hand it still costs 3


def test_10_2_1_3_3_cravings_splendor_costs_3_less_from_ex_with_gilnelise():
    sc = make({"pp": 1, "leader": 10, "ex": ["Craving's Splendor"],
               "field": ["Gilnelise, Omen of Craving"]},
              {"field": [{"card": "Goliath", "defense_bonus": 2}]})
    sc.apply("play Craving's Splendor from ex")
    assert sc.player("a")["pp"] == 1                   # 3 - 3 = 0 PP paid
    assert sc.field("b")[0]["damage"] == 4
    assert sc.player("a")["leader"] == 11
    assert sc.player("b")["leader"] == 19              # Gilnelise: a Neutral spell was played


# ====================================================== BP05-029: enemy mill trigger

def test_5_7_servant_of_usurpation_grows_when_the_opponent_mills_on_your_turn():
    sc = make({"pp": 1, "hand": ["Servant of Usurpation"]})
    sc.apply("play Servant of Usurpation")
    assert len(sc.zone("b", "cemetery")) == 1
    assert sc.field("a")[0]["attack"] == 2


def test_5_7_servant_of_usurpation_ignores_its_own_deck():
    sc = make({"pp": 4, "field": ["Servant of Usurpation"], "hand": ["Apostle of Usurpation"]},
              {"deck": list(FILL)})
    sc.apply("play Apostle of Usurpation")   # mills the opponent: +1 per card
    milled = len(sc.zone("b", "cemetery"))
    assert milled >= 1
    servant = [c for c in sc.field("a") if c["card"] == "Servant of Usurpation"][0]
    assert servant["attack"] == 1 + milled


# ====================================================== BP05-086: skip your next turn (5.25.2)

MARWYNN = "Marwynn, Omen of Repose"


def test_5_25_2_marwynn_evolves_for_a_skipped_turn():
    sc = make({"pp": 0, "max_pp": 5, "ep": 0, "field": [MARWYNN], "evolve_deck": [MARWYNN]})
    acts = sc.legal_actions()
    assert f"evolve {MARWYNN} by alternative cost" in acts
    assert f"evolve {MARWYNN}" not in acts
    sc.apply(f"evolve {MARWYNN} by alternative cost")
    assert sc.field("a")[0]["evolved"] and sc.field("a")[0]["attack"] == 8
    assert sc.player("a")["pp"] == 0
    turn = sc.S[ST.G_TURN]
    sc.apply("end")                       # b's turn
    assert sc.S[ST.G_ACTIVE] == 1
    sc.apply("end")                       # a's turn is skipped: b again
    assert sc.S[ST.G_ACTIVE] == 1 and sc.S[ST.G_TURN] == turn + 2
    sc.apply("end")                       # then a
    assert sc.S[ST.G_ACTIVE] == 0


def test_5_25_2_marwynn_normal_evolve_is_still_offered():
    sc = make({"pp": 4, "ep": 0, "field": [MARWYNN], "evolve_deck": [MARWYNN]})
    acts = sc.legal_actions()
    assert f"evolve {MARWYNN}" in acts and f"evolve {MARWYNN} by alternative cost" in acts
    sc.apply(f"evolve {MARWYNN}")
    assert sc.player("a")["pp"] == 0
    sc.apply("end")
    sc.apply("end")
    assert sc.S[ST.G_ACTIVE] == 0   # no skip


# ====================================================== BP05-057: X = sacrificed attack

def test_5_2_1_2_god_bullet_golem_deals_the_sacrificed_followers_attack():
    sc = make({"field": ["God Bullet Golem", {"card": "Fighter", "attack_bonus": 3}]})
    acts = [a for a in sc.legal_actions() if a.startswith("activate")]
    assert acts == ["activate God Bullet Golem #1"]
    sc.apply(acts[0])
    assert names(sc.field("a")) == ["God Bullet Golem"]
    assert sc.field("a")[0]["engaged"]
    assert "Fighter" in sc.zone("a", "cemetery")
    assert sc.player("b")["leader"] == 15          # X = 2 + 3, its attack when it left


def test_10_4_2_2_god_bullet_golem_needs_another_follower():
    sc = make({"field": ["God Bullet Golem"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


@pytest.mark.parametrize("pp, penalty", [(4, 1.0e9), (0, 2.0 * 5 + 1.0)])
def test_5_25_2_pilot_skips_a_turn_only_without_pp_for_the_normal_evolve(pp, penalty):
    from decksim.core.sve.policies.pilots import alt_evolve_penalty
    sc = make({"pp": pp, "max_pp": 5, "ep": 0, "field": [MARWYNN], "evolve_deck": [MARWYNN]})
    c = sc.cp
    assert alt_evolve_penalty(sc.S, c.CT, c.AB, c.FL, sc.PR[0], 0, 0) == penalty


# ====================================================== BP05-020: the banished count (COND_MOVED)

@pytest.mark.parametrize("deck_n, dmg", [(29, 8), (28, 4)])
def test_5_6_magna_legacy_deals_8_when_15_or_more_were_banished(deck_n, dmg):
    sc = make({"pp": 8, "hand": ["Magna Legacy"], "deck": ["Fighter"] * deck_n},
              {"field": [{"card": "Goliath", "defense_bonus": 10}]})
    sc.apply("play Magna Legacy")
    assert len(sc.zone("a", "banished")) == (deck_n + 1) // 2
    assert sc.player("b")["leader"] == 20 - dmg
    assert sc.field("b")[0]["damage"] == dmg


# ====================================================== BP01-056: delayed trigger (10.7.5)

def test_10_7_5_arcane_enlightenment_banishes_the_ex_area_at_your_next_end_phase():
    sc = make({"pp": 4, "hand": ["Arcane Enlightenment"], "ex": ["Goliath"],
               "deck": ["Fighter"] * 10})
    sc.apply("play Arcane Enlightenment")
    assert sc.zone("a", "ex") == ["Goliath"] + ["Fighter"] * 4      # filled to 5 (4.8.3.1)
    sc.apply("end")
    assert sc.zone("a", "ex") == []
    assert sorted(sc.zone("a", "banished")) == ["Fighter"] * 4 + ["Goliath"]
    assert sc.S[ST.G_DELAYED] == 0


def test_10_7_5_1_arcane_enlightenment_triggers_only_once():
    from decksim.core.sve.rules import add_ex
    sc = make({"pp": 4, "hand": ["Arcane Enlightenment"], "deck": ["Fighter"] * 12})
    sc.apply("play Arcane Enlightenment")
    sc.apply("end")                         # a's end phase: banished
    sc.apply("end")                         # b's turn
    n = len(sc.zone("a", "banished"))
    add_ex(sc.S, sc.cp.CT, 0, sc._row("Goliath"), sc.L)
    sc.apply("end")                         # a's next end phase: nothing more
    assert len(sc.zone("a", "banished")) == n
    assert "Goliath" in sc.zone("a", "ex")
