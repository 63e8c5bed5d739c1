"""Conditions, X amounts, the `token` selection filter and enemy mill (issue 3),
played through real cards with the scenario API (docs/scenarios.md).

Rule numbers refer to /work/shared/rules/sve-comprehensive-rules-1.8.0.txt:
conditions of abilities and effects 10.3.3 / 10.6.2.8.2, X 5.2.1.2, mill (put the
top of a deck into the cemetery) 5.7 family, Sanguine and loss of defense 13.5.2,
tokens 2.1.4.
"""
from __future__ import annotations

import pytest

from decksim.core.sve import state as ST
from scenario_kit import card, FILL, make, names

HUNTERS = ["Archer", "Robin Hood", "Servant of Unkilling"]


# ====================================================================== count conditions

@pytest.mark.parametrize("cem, drew", [(HUNTERS, True), (HUNTERS[:2] + ["Fighter"], False)])
def test_5_2_1_2_mark_of_the_unkilling_x_is_defense_minus_1_and_draws_with_3_hunters(cem, drew):
    sc = make({"pp": 2, "hand": ["Mark of the Unkilling"], "cemetery": cem},
              {"field": ["Raio, Omen of Truth"]})
    sc.apply("play Mark of the Unkilling")
    raio = card(sc, "b", "Raio, Omen of Truth")
    assert raio["damage"] == 6 and raio["defense"] == 1
    # the spell itself reaches the cemetery only after it resolved (10.6.2.8.3)
    assert sc.zone("a", "hand") == (["Fighter"] if drew else [])


@pytest.mark.parametrize("cem, leader", [(HUNTERS, 17), (HUNTERS[:2], 15)])
def test_10_3_3_servant_of_unkilling_heals_only_with_3_hunter_cards_in_cemetery(cem, leader):
    sc = make({"pp": 1, "leader": 15, "hand": ["Servant of Unkilling"], "cemetery": cem})
    sc.apply("play Servant of Unkilling")
    assert sc.player("a")["leader"] == leader


@pytest.mark.parametrize("field, stats", [(["Disciple of Truth", "Disciple of Truth"], (5, 5)),
                                          (["Disciple of Truth", "Fighter"], (3, 3))])
def test_10_3_3_apostle_of_truth_counts_spellcaster_followers_on_own_field(field, stats):
    sc = make({"pp": 3, "hand": ["Apostle of Truth"], "field": field})
    sc.apply("play Apostle of Truth")
    apo = card(sc, "a", "Apostle of Truth")
    assert (apo["attack"], apo["defense"]) == stats
    assert ("ward" in apo["keywords"]) == (stats == (5, 5))


def test_5_2_1_2_evolved_apostle_of_truth_deals_twice_the_spellcaster_followers():
    # itself (evolved, still a Mage follower) + Disciple of Truth = 2, times 2
    sc = make({"pp": 1, "field": ["Apostle of Truth", "Disciple of Truth", "Fighter"],
               "evolve_deck": ["Apostle of Truth"]}, {"field": ["Raio, Omen of Truth"]})
    sc.apply("evolve Apostle of Truth")
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 4


def test_5_2_1_2_safira_gains_attack_per_runecraft_follower_in_cemetery():
    cem = ["Apostle of Truth", "Disciple of Truth", "Honest Cohort", "Fighter"]
    sc = make({"pp": 4, "hand": ["Safira, Synthetic Beast"], "cemetery": cem})
    sc.apply("play Safira, Synthetic Beast")
    assert card(sc, "a", "Safira, Synthetic Beast")["attack"] == 4   # 2 + 2 followers


@pytest.mark.parametrize("field, hit", [(["Destruction in White", "Destruction in Black"], True),
                                        (["Destruction in White", "Fighter"], False)])
def test_10_6_2_8_2_monochromatic_destruction_with_2_idolatry_cards(field, hit):
    sc = make({"pp": 2, "leader": 15, "hand": ["Monochromatic Destruction"], "field": field},
              {"field": ["Raio, Omen of Truth"]})
    sc.apply("play Monochromatic Destruction")
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 2
    assert sc.player("b")["leader"] == (18 if hit else 20)
    assert sc.player("a")["leader"] == (17 if hit else 15)


@pytest.mark.parametrize("field, hand", [(["Destruction in White", "Servant of Destruction"], 2),
                                         (["Destruction in White"], 0)])
def test_10_3_3_disciple_of_destruction_draws_2_with_3_idolatry_cards(field, hand):
    sc = make({"pp": 3, "hand": ["Disciple of Destruction"], "field": field})
    sc.apply("play Disciple of Destruction")
    assert len(sc.zone("a", "hand")) == hand


@pytest.mark.parametrize("raio", [True, False])
def test_10_6_2_8_2_honest_cohort_named_card_on_field_changes_damage(raio):
    sc = make({"pp": 2, "hand": ["Honest Cohort"],
               "field": ["Raio, Omen of Truth"] if raio else ["Fighter"]},
              {"field": ["Goblin King"]})
    sc.apply("play Honest Cohort")
    if raio:
        assert sc.field("b") == [] and sc.player("b")["leader"] == 17
    else:
        assert card(sc, "b", "Goblin King")["damage"] == 3
        assert sc.player("b")["leader"] == 20


@pytest.mark.parametrize("galmieux, dmg", [(True, 4), (False, 2)])
def test_10_6_2_8_2_total_domination_more_damage_with_galmieux(galmieux, dmg):
    own = ["Galmieux, Omen of Disdain"] if galmieux else ["Goblin King"]
    sc = make({"pp": 2, "hand": ["Total Domination"], "field": own},
              {"field": ["Raio, Omen of Truth"]})
    sc.apply("play Total Domination")
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == dmg


@pytest.mark.parametrize("gil", [True, False])
def test_10_6_2_8_2_gliesaray_banishes_instead_with_gilnelise(gil):
    sc = make({"pp": 1, "hand": ["Gliesaray"],
               "field": ["Gilnelise, Omen of Craving"] if gil else ["Fighter"]},
              {"field": ["Goblin King"]})
    sc.apply("play Gliesaray")
    if gil:
        assert sc.field("b") == [] and sc.zone("b", "banished") == []   # a token ceases
    else:
        assert card(sc, "b", "Goblin King")["damage"] == 2


def test_10_6_2_8_2_gliesaray_banishes_a_card_that_is_kept_in_banished_zone():
    sc = make({"pp": 1, "hand": ["Gliesaray"], "field": ["Gilnelise, Omen of Craving"]},
              {"field": ["Raio, Omen of Truth"]})
    sc.apply("play Gliesaray")
    assert sc.zone("b", "banished") == ["Raio, Omen of Truth"]
    assert sc.zone("b", "cemetery") == []


@pytest.mark.parametrize("cem, dmg", [(["Harnessed Flame", "Harnessed Glass"], 7),
                                      (["Harnessed Flame"], 3), (["Harnessed Glass"], 3),
                                      ([], 3)])
def test_12_7_flame_and_glass_needs_both_named_cards_in_cemetery(cem, dmg):
    sc = make({"field": ["Flame and Glass"], "cemetery": cem},
              {"field": [{"card": "Raio, Omen of Truth", "defense_bonus": 3}]})
    sc.apply("attack Flame and Glass -> leader")
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == dmg   # exactly one Strike hit
    assert sc.player("b")["leader"] == 13


# ====================================================================== enemy cemetery, enemy mill

@pytest.mark.parametrize("cem_n, drew", [(8, True), (7, False)])
def test_5_7_apostle_of_usurpation_mills_the_opponent_then_draws_at_10(cem_n, drew):
    sc = make({"pp": 4, "hand": ["Apostle of Usurpation"]},
              {"cemetery": ["Fighter"] * cem_n, "deck": ["Archer", "Robin Hood"] + FILL})
    sc.apply("play Apostle of Usurpation")
    assert sc.zone("b", "cemetery")[-2:] == ["Archer", "Robin Hood"]
    assert sc.zone("b", "deck") == FILL
    assert sc.zone("a", "deck") == FILL[1:] if drew else FILL
    assert len(sc.zone("a", "hand")) == (1 if drew else 0)


@pytest.mark.parametrize("cem_n, leader", [(9, 15), (8, 17)])
def test_12_7_disciple_of_usurpation_strike_mills_then_gains_attack_at_10(cem_n, leader):
    sc = make({"field": ["Disciple of Usurpation"]}, {"cemetery": ["Fighter"] * cem_n})
    sc.apply("attack Disciple of Usurpation -> leader")
    assert len(sc.zone("b", "cemetery")) == cem_n + 1
    assert sc.player("b")["leader"] == leader


@pytest.mark.parametrize("cem_n, dmg", [(9, 5), (8, 3)])
def test_5_7_usurping_spineblade_2_more_damage_at_10_enemy_cemetery_cards(cem_n, dmg):
    sc = make({"pp": 2, "hand": ["Usurping Spineblade"]},
              {"cemetery": ["Fighter"] * cem_n, "field": ["Raio, Omen of Truth"]})
    sc.apply("play Usurping Spineblade")
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == dmg
    assert len(sc.zone("b", "cemetery")) == cem_n + 1


# ====================================================================== hand sizes

@pytest.mark.parametrize("enemy_hand, leader", [(3, 17), (4, 20)])
def test_7_4_1_apostle_of_silence_end_phase_needs_3_or_fewer_enemy_cards(enemy_hand, leader):
    sc = make({"field": ["Apostle of Silence"]}, {"hand": ["Fighter"] * enemy_hand})
    sc.end_turn()
    assert sc.player("b")["leader"] == leader


@pytest.mark.parametrize("enemy_hand", [3, 4])
def test_10_6_2_8_2_evolved_apostle_of_silence_destroys_instead_with_3_enemy_cards(enemy_hand):
    sc = make({"pp": 1, "field": ["Apostle of Silence"], "evolve_deck": ["Apostle of Silence"]},
              {"hand": ["Fighter"] * enemy_hand, "field": ["Raio, Omen of Truth"]})
    sc.apply("evolve Apostle of Silence")
    if enemy_hand == 3:
        assert sc.field("b") == []
    else:
        assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 3


@pytest.mark.parametrize("hand, pp, hand_after", [(7, 2, 6), (6, 2, 6), (5, 0, 5)])
def test_10_6_2_8_2_silver_cog_spinner_hand_size_conditions(hand, pp, hand_after):
    # the hand is counted after the Spinner left it: 6 -> +2 PP only; 5 -> +2 PP and,
    # still 5, a draw; 4 -> a draw only
    sc = make({"pp": 4, "max_pp": 10, "hand": ["Silver Cog Spinner"] + ["Archer"] * (hand - 1)})
    sc.apply("play Silver Cog Spinner")
    assert sc.player("a")["pp"] == pp
    assert len(sc.zone("a", "hand")) == hand_after


@pytest.mark.parametrize("hand, leader, hit", [(2, 17, False), (0, 17, True), (3, 20, False)])
def test_7_4_1_mjerrabaine_end_phase_hand_size_conditions(hand, leader, hit):
    sc = make({"hand": ["Archer"] * hand, "field": ["Mjerrabaine, Omen of One"]},
              {"field": ["Raio, Omen of Truth"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == leader
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == (3 if hit else 0)


def test_7_4_1_evolved_mjerrabaine_refreshes_and_deals_5():
    sc = make({"field": [{"card": "Mjerrabaine, Omen of One", "evolved": True,
                          "engaged": True}]},
              {"field": ["Raio, Omen of Truth"]})
    sc.end_turn()
    assert sc.player("b")["leader"] == 15
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 5
    assert not card(sc, "a", "Mjerrabaine, Omen of One")["engaged"]


# ====================================================================== leader defense

@pytest.mark.parametrize("leader, legal", [(10, True), (9, False)])
def test_10_3_3_izudia_activate_needs_enemy_leader_at_10_or_more(leader, legal):
    sc = make({"field": [{"card": "Izudia, Omen of Unkilling", "evolved": True}]},
              {"leader": leader})
    acts = [a for a in sc.legal_actions() if a.startswith("activate Izudia")]
    assert bool(acts) == legal
    if legal:
        sc.apply(acts[0])
        assert sc.player("b")["leader"] == 4
        assert card(sc, "a", "Izudia, Omen of Unkilling")["engaged"]


# ====================================================================== X = leader losses

def _losses(sc, side):
    b = ST.pb("ab".index(side))
    return int(sc.S[b + ST.P_LOSSES]) if sc.S[b + ST.P_LOSSES_TURN] == sc.S[ST.G_TURN] else 0


def test_13_5_2_servant_of_lust_counts_the_cost_as_a_loss_of_defense():
    sc = make({"pp": 2, "field": ["Servant of Lust"], "evolve_deck": ["Servant of Lust"]},
              {"field": ["Raio, Omen of Truth"]})
    sc.apply("evolve Servant of Lust")
    assert sc.player("a")["leader"] == 19
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 1


def test_13_5_2_leader_losses_count_damage_and_loss_of_defense_this_turn_only():
    # two earlier losses this turn are set in the state; paying -1 is the third
    sc = make({"pp": 2, "field": ["Servant of Lust"],
               "evolve_deck": ["Servant of Lust"]},
              {"field": ["Raio, Omen of Truth"]})
    b = ST.pb(0)
    sc.S[b + ST.P_LOSSES] = 2
    sc.S[b + ST.P_LOSSES_TURN] = sc.S[ST.G_TURN]
    sc.apply("evolve Servant of Lust")
    assert _losses(sc, "a") == 3
    assert card(sc, "b", "Raio, Omen of Truth")["damage"] == 3
    sc.end_turn()                         # the count belongs to the turn it was made in
    assert _losses(sc, "a") == 0


def test_13_5_2_damage_to_a_leader_counts_as_a_loss():
    sc = make({"pp": 2, "hand": ["Fire Lizard"]})
    sc.apply("play Fire Lizard")
    assert sc.player("b")["leader"] == 19 and _losses(sc, "b") == 1 and _losses(sc, "a") == 0


# ====================================================================== token filter

@pytest.mark.parametrize("own, knight_stats", [(["Fighter", "Knight"], (3, 3)),
                                               (["Fighter"], None)])
def test_2_1_4_gravikinetic_warrior_buffs_only_a_token_follower(own, knight_stats):
    sc = make({"pp": 4, "hand": ["Gravikinetic Warrior"], "field": own})
    sc.apply("play Gravikinetic Warrior")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (2, 3)
    if knight_stats:
        k = card(sc, "a", "Knight")
        assert (k["attack"], k["defense"]) == knight_stats


def test_2_1_4_ancient_amplifier_activate_needs_a_token_follower():
    sc = make({"pp": 1, "field": ["Ancient Amplifier", "Fighter"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate Ancient Amplifier")]
    sc = make({"pp": 1, "field": ["Ancient Amplifier", "Fighter", "Mystic Artifact"]})
    sc.apply("activate Ancient Amplifier #2")
    m = card(sc, "a", "Mystic Artifact")
    assert (m["attack"], m["defense"]) == (4, 4)
    assert "Ancient Amplifier" not in names(sc.field("a"))
    assert sc.zone("a", "cemetery") == ["Ancient Amplifier"]
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (2, 3)


# ====================================================================== the DSL

BAD = '''
[[card]]
id = "TEST-C01"
name = "Test Bad Count"
class = "Neutral"
type = "spell"
cost = 1
traits = []
keywords = []
coverage = "full"
printings = ["TEST-C01"]

  [[card.ability]]
  on = "spell"
  effects = [ { op = "draw", amount = 1, if = COND } ]
'''


@pytest.mark.parametrize("cond, words", [
    ('{ count = "own_cemetery", at_least = 1, at_most = 3 }', "count condition"),
    ('{ count = "enemy_hand", at_least = 1 }', "unknown count zone"),
    ('"hand_at_most"', "unknown condition"),
    ('"hand_at_most two"', "is not a number"),
])
def test_count_and_comparison_conditions_reject_bad_spellings(tmp_path, cond, words):
    from decksim.cards.compile import compile_pool
    from decksim.cards.pool import CardFileError, load_pool
    f = tmp_path / "bad.toml"
    f.write_text(BAD.replace("COND", cond))
    with pytest.raises(CardFileError, match=words):
        compile_pool(load_pool([f]))
