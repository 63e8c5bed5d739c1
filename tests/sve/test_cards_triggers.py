"""New automatic-ability triggers and costs (issue 3), each played through a real
card with the scenario API (docs/scenarios.md). Test names carry the rule
numbers of the comprehensive rules 1.8.0.

Two words are used by no card of the pool (a follower on your field evolves;
pay N more PP as an optional cost): they are tested with test-only cards.
"""
from __future__ import annotations

import pytest

import decksim
from scenario_kit import card, FILL, make, names

def activations(sc):
    return [a for a in sc.legal_actions() if a.startswith("activate")]


TEST_CARDS = '''
[[card]]
id = "TRIG-001"
name = "Test Evolve Watcher"
class = "Neutral"
type = "follower"
cost = 1
attack = 1
defense = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TRIG-001"]

  [[card.ability]]
  on = "ally_evolves"
  effects = [ { op = "heal", to = "own_leader", amount = 2 } ]

[[card]]
id = "TRIG-002"
name = "Test PP Payer"
class = "Neutral"
type = "follower"
cost = 1
attack = 1
defense = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TRIG-002"]

  [[card.ability]]
  on = "fanfare"
  optional_cost = { pp = 2 }
  effects = [ { op = "draw", amount = 2, if = "paid" } ]
'''


@pytest.fixture(scope="module")
def test_cards(tmp_path_factory):
    path = tmp_path_factory.mktemp("cards") / "trig_cards.toml"
    path.write_text(TEST_CARDS)
    return (path,)


# ====================================================== enemy_main_phase (7.3.1)

def test_7_3_1_apostle_of_repose_recovers_pp_at_the_opponents_main_phase():
    sc = make({"pp": 0, "max_pp": 5, "field": ["Apostle of Repose"]})
    sc.apply("end")
    assert sc.state()["active"] == "b"
    assert sc.player("a")["pp"] == 1


def test_7_3_1_evolved_apostle_of_repose_recovers_two_pp():
    sc = make({"pp": 0, "max_pp": 5,
               "field": [{"card": "Apostle of Repose", "evolved": True}]})
    sc.apply("end")
    assert sc.player("a")["pp"] == 2


def test_7_3_1_enemy_main_phase_does_not_trigger_on_your_own_main_phase():
    sc = make({"pp": 0, "max_pp": 5}, {"pp": 0, "max_pp": 4, "field": ["Apostle of Repose"]},
              active="b")
    sc.apply("end")                      # a's turn starts: b's Apostle recovers 1
    assert sc.player("b")["pp"] == 1
    sc.apply("end")                      # b's own turn: max PP refill, no extra trigger
    assert sc.player("b")["pp"] == 5


def test_7_3_1_disciple_of_repose_damages_an_enemy_follower():
    sc = make({"field": ["Disciple of Repose"]}, {"field": ["Goliath"]})
    sc.apply("end")
    assert card(sc, "b", "Goliath")["damage"] == 1


def test_7_3_1_servant_of_repose_heals_its_leader():
    sc = make({"leader": 15, "field": ["Servant of Repose"]})
    sc.apply("end")
    assert sc.player("a")["leader"] == 16


def test_4_2_2_reserved_filter_apostle_on_evolve_banishes_a_reserved_follower():
    sc = make({"pp": 2, "field": ["Apostle of Repose"], "evolve_deck": ["Apostle of Repose"]},
              {"field": [{"card": "Goliath", "engaged": True}, "Fighter"]})
    sc.apply("evolve Apostle of Repose")
    assert names(sc.field("b")) == ["Goliath"]
    assert sc.zone("b", "banished") == ["Fighter"]


# ====================================================== ability_damaged (5.13.3.3)

def test_5_13_3_3_servant_of_disdain_draws_when_its_fanfare_damages_it():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"]}, {"field": ["Goliath"]})
    sc.apply("play Servant of Disdain")
    assert card(sc, "a", "Servant of Disdain")["damage"] == 1
    assert sc.zone("a", "hand") == ["Fighter"]            # drew one


def test_5_13_3_3_no_trigger_for_ability_damage_in_the_opponents_turn():
    sc = make({"field": ["Servant of Disdain"]}, {"pp": 1, "hand": ["Angelic Snipe"]},
              active="b")
    sc.apply("play Angelic Snipe")
    assert card(sc, "a", "Servant of Disdain")["damage"] == 2
    assert sc.zone("a", "hand") == []


def test_5_13_3_3_attack_damage_is_not_ability_damage():
    sc = make({"field": ["Servant of Disdain"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Servant of Disdain -> Fighter")
    assert card(sc, "a", "Servant of Disdain")["damage"] == 2
    assert sc.zone("a", "hand") == []


def test_5_13_3_3_apostle_of_disdain_gains_attack_and_storm():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"],
               "field": ["Apostle of Disdain"]})
    sc.apply("play Servant of Disdain")      # the only other follower is the Apostle
    ap = card(sc, "a", "Apostle of Disdain")
    assert ap["damage"] == 1 and ap["attack"] == 3 and "storm" in ap["keywords"]


def test_12_2_galmieux_evolve_cost_becomes_0_after_ability_damage():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"],
               "field": ["Galmieux, Omen of Disdain"],
               "evolve_deck": ["Galmieux, Omen of Disdain"]})
    assert "evolve Galmieux, Omen of Disdain" in sc.legal_actions()   # 2 PP
    sc.apply("play Servant of Disdain")
    assert sc.player("a")["pp"] == 0
    assert "evolve Galmieux, Omen of Disdain" in sc.legal_actions()
    sc.apply("evolve Galmieux, Omen of Disdain")
    assert sc.field("a")[0]["evolved"] and sc.player("a")["pp"] == 0


def test_12_2_galmieux_evolve_cost_change_lasts_only_this_turn():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"],
               "field": ["Galmieux, Omen of Disdain"],
               "evolve_deck": ["Galmieux, Omen of Disdain"]})
    sc.apply("play Servant of Disdain")
    sc.apply("end")
    sc.apply("end")                             # a's next turn, 8 PP
    sc.S[decksim.core.sve.state.pb(0) + decksim.core.sve.state.P_PP] = 1
    assert "evolve Galmieux, Omen of Disdain" not in sc.legal_actions()


# ====================================================== card_played

def test_geno_gives_defense_when_you_play_an_amulet():
    sc = make({"pp": 2, "hand": ["Sacred Plea"], "field": ["Geno, Machine Artisan"]})
    sc.apply("play Sacred Plea")
    g = card(sc, "a", "Geno, Machine Artisan")
    assert g["defense"] == 3


def test_geno_ignores_followers_played():
    sc = make({"pp": 2, "hand": ["Fighter"], "field": ["Geno, Machine Artisan"]})
    sc.apply("play Fighter")
    assert card(sc, "a", "Geno, Machine Artisan")["defense"] == 2


def test_disciple_of_truth_heals_for_a_spellcaster_follower_not_for_others():
    sc = make({"leader": 10, "pp": 4, "hand": ["Spectral Wizard", "Fighter"],
               "field": ["Disciple of Truth"]})
    sc.apply("play Spectral Wizard")
    assert sc.player("a")["leader"] == 11
    sc.apply("play Fighter")
    assert sc.player("a")["leader"] == 11


# ====================================================== discards (5.11)

def test_5_11_servant_of_silence_punishes_the_end_phase_discard():
    sc = make({"hand": ["Fighter"] * 9}, {"field": ["Servant of Silence"]})
    sc.apply("end")                            # 7.4.7: a discards 2
    assert sc.player("a")["leader"] == 16
    assert len(sc.zone("b", "cemetery")) == 4   # milled 2 twice


def test_5_11_own_discard_does_not_trigger_servant_of_silence():
    sc = make({"pp": 9, "hand": ["Amethyst Giant", "Fighter"], "field": ["Servant of Silence"]})
    sc.apply("play Amethyst Giant")
    assert sc.zone("a", "cemetery") == ["Fighter"]
    assert sc.player("b")["leader"] == 20 and sc.zone("a", "deck") == FILL


def test_5_11_trail_of_light_draws_when_discarded_as_amethyst_giants_cost():
    sc = make({"pp": 9, "hand": ["Amethyst Giant", "Trail of Light"]})
    sc.apply("play Amethyst Giant")
    assert sc.zone("a", "cemetery") == ["Trail of Light"]
    assert sc.zone("a", "hand") == ["Fighter"]
    g = card(sc, "a", "Amethyst Giant")
    assert "rush" in g["keywords"] and "aura" in g["keywords"]


def test_10_4_7_amethyst_giant_without_a_card_to_discard_gains_nothing():
    sc = make({"pp": 9, "hand": ["Amethyst Giant"]})
    sc.apply("play Amethyst Giant")
    assert card(sc, "a", "Amethyst Giant")["keywords"] == []


# ====================================================== once per turn (automatic)

def test_amethyst_giant_strike_refresh_works_once_per_turn():
    sc = make({"field": ["Amethyst Giant"]})
    sc.apply("attack Amethyst Giant -> leader")
    g = card(sc, "a", "Amethyst Giant")
    assert not g["engaged"] and sc.player("b")["leader"] == 13
    sc.apply("attack Amethyst Giant -> leader")
    assert card(sc, "a", "Amethyst Giant")["engaged"]
    assert sc.player("b")["leader"] == 6
    assert not any(a.startswith("attack") for a in sc.legal_actions())


# ====================================================== ally_to_cemetery

def test_masked_puppet_grows_when_your_follower_dies_on_your_turn():
    sc = make({"field": ["Masked Puppet", "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Fighter -> Goliath")
    assert sc.zone("a", "cemetery") == ["Fighter"]
    assert card(sc, "a", "Masked Puppet")["attack"] == 3


def test_masked_puppet_does_not_grow_on_the_opponents_turn():
    sc = make({"field": ["Masked Puppet", "Fighter"]}, {"pp": 1, "hand": ["Angelic Snipe"]},
              active="b")
    sc.S[decksim.core.sve.state.fo(0, 1) + decksim.core.sve.state.F_DMG] = 2
    sc.apply("play Angelic Snipe")
    assert "Fighter" in sc.zone("a", "cemetery")
    assert card(sc, "a", "Masked Puppet")["attack"] == 2


# ====================================================== drew (7.2)

def test_7_2_unidentified_subject_grows_on_effect_draws_only():
    sc = make({"pp": 2, "hand": ["Trail of Light"], "field": ["Unidentified Subject"]})
    sc.apply("play Trail of Light")
    u = card(sc, "a", "Unidentified Subject")
    assert (u["attack"], u["defense"]) == (4, 8)
    sc.apply("end")
    sc.apply("end")                       # a's start-phase draw: no trigger
    u = card(sc, "a", "Unidentified Subject")
    assert (u["attack"], u["defense"]) == (4, 8)


def test_7_2_evolved_unidentified_subject_grows_twice_from_its_on_evolve_draw():
    sc = make({"pp": 2, "field": ["Unidentified Subject"],
               "evolve_deck": ["Unidentified Subject"]})
    sc.apply("evolve Unidentified Subject")
    u = card(sc, "a", "Unidentified Subject")
    assert (u["attack"], u["defense"]) == (5, 9)


# ====================================================== optional costs (10.4.7)

def test_10_4_7_mechanical_bowman_banishes_an_ex_card_for_5_damage():
    sc = make({"pp": 4, "hand": ["Mechanical Bowman"], "ex": ["Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Mechanical Bowman")
    assert sc.zone("a", "ex") == [] and sc.zone("a", "banished") == ["Fighter"]
    assert sc.field("b") == []


def test_10_4_7_mechanical_bowman_without_ex_cards_deals_nothing():
    sc = make({"pp": 4, "hand": ["Mechanical Bowman"]}, {"field": ["Goliath"]})
    sc.apply("play Mechanical Bowman")
    assert card(sc, "b", "Goliath")["damage"] == 0


def test_10_4_7_steel_demolitionist_hits_the_leader():
    sc = make({"pp": 2, "hand": ["Steel Demolitionist"], "ex": ["Puppet"]})
    sc.apply("play Steel Demolitionist")
    assert sc.zone("a", "ex") == [] and sc.player("b")["leader"] == 18


def test_10_4_7_fervent_machine_soldier_discards_a_commander_to_search_one():
    sc = make({"pp": 3, "hand": ["Fervent Machine Soldier", "Fighter", "Navy Lieutenant"],
               "deck": ["Fighter", "Fighter", "Luminous Knight", "Fighter"]})
    sc.apply("play Fervent Machine Soldier")
    assert sc.zone("a", "cemetery") == ["Navy Lieutenant"]
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Luminous Knight"]


def test_10_4_7_raio_discards_a_spellcaster_for_9_damage():
    sc = make({"pp": 7, "hand": ["Raio, Omen of Truth", "Fighter", "Spectral Wizard"]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply("play Raio, Omen of Truth")
    assert sc.zone("a", "cemetery") == ["Spectral Wizard"]
    assert sc.field("b") == []


def test_10_4_7_colossal_construct_shuffles_5_cemetery_cards_into_the_deck():
    sc = make({"pp": 7, "hand": ["Colossal Construct"], "deck": ["Fighter"] * 3,
               "cemetery": ["Goliath"] * 6}, {"field": [{"card": "Goliath", "defense_bonus": 1}]})
    sc.apply("play Colossal Construct")
    assert len(sc.zone("a", "cemetery")) == 1 and len(sc.zone("a", "deck")) == 8
    assert sc.field("b") == []


def test_10_4_7_colossal_construct_cannot_pay_with_4_cemetery_cards():
    sc = make({"pp": 7, "hand": ["Colossal Construct"], "cemetery": ["Goliath"] * 4},
              {"field": ["Goliath"]})
    sc.apply("play Colossal Construct")
    assert len(sc.zone("a", "cemetery")) == 4 and card(sc, "b", "Goliath")["damage"] == 0


def test_10_4_7_wardrobe_raider_may_put_itself_into_the_cemetery():
    sc = make({"pp": 0, "field": ["Wardrobe Raider"], "evolve_deck": ["Wardrobe Raider"]},
              {"field": ["Goliath"]})
    sc.apply("evolve Wardrobe Raider")
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == ["Wardrobe Raider"]
    assert sc.field("b") == []


def test_10_4_4_optional_pp_cost(test_cards):
    sc = make({"pp": 3, "hand": ["Test PP Payer"]}, card_files=test_cards)
    sc.apply("play Test PP Payer")
    assert sc.player("a")["pp"] == 0 and len(sc.zone("a", "hand")) == 2


def test_10_4_4_optional_pp_cost_not_payable(test_cards):
    sc = make({"pp": 2, "hand": ["Test PP Payer"]}, card_files=test_cards)
    sc.apply("play Test PP Payer")
    assert sc.player("a")["pp"] == 1 and sc.zone("a", "hand") == []


# ====================================================== required costs (10.4.2.2, 13.3.3)

def test_13_3_3_erasmus_activation_needs_an_earth_rite():
    sc = make({"field": ["Arch Summoner Erasmus"]}, {"field": ["Goliath"]})
    assert activations(sc) == []
    sc = make({"field": ["Arch Summoner Erasmus", "Magic Sediment"]}, {"field": ["Goliath"]})
    acts = activations(sc)
    assert len(acts) == 1
    sc.apply(acts[0])
    assert sc.field("b") == [] and sc.player("b")["leader"] == 18
    assert names(sc.field("a")) == ["Arch Summoner Erasmus"]      # last counter removed


def test_13_3_3_junos_laboratory_golem_options_need_an_earth_rite():
    sc = make({"field": ["Juno's Secret Laboratory"]})
    assert len(activations(sc)) == 1                 # only the Magic Sediment one
    sc = make({"field": ["Juno's Secret Laboratory", {"card": "Magic Sediment", "stack": 2}]})
    acts = activations(sc)
    assert len(acts) == 3
    sc.apply(acts[1])
    f = sc.field("a")
    assert f[1]["stack"] == 1 and len(f) == 3 and f[0]["engaged"]


def test_10_4_2_fairy_beast_banishes_a_pixie_follower_once_per_turn():
    sc = make({"leader": 10, "field": ["Fairy Beast"], "ex": ["Fighter"]})
    assert activations(sc) == []                     # a Mercenary is no Pixie
    sc = make({"leader": 10, "field": ["Fairy Beast"], "ex": ["Fairy", "Fairy"]})
    sc.apply(activations(sc)[0])
    assert sc.player("a")["leader"] == 13 and sc.zone("a", "ex") == ["Fairy"]
    assert sc.zone("a", "hand") == ["Fighter"]
    assert activations(sc) == []


def test_dragonbond_mage_spell_counters_pay_for_5_damage():
    sc = make({"pp": 3, "hand": ["Angelic Snipe"] * 3, "field": ["Dragonbond Mage"]},
              {"field": [{"card": "Goliath", "defense_bonus": 10}]})
    for _ in range(2):
        sc.apply("play Angelic Snipe")
        assert activations(sc) == []
    sc.apply("play Angelic Snipe")
    acts = activations(sc)
    assert len(acts) == 1
    sc.apply(acts[0])
    assert card(sc, "b", "Goliath")["damage"] == 11
    assert activations(sc) == []                     # the 3 counters are gone


# ====================================================== Evolve costs (12.2)

def test_12_2_righteous_devil_evolves_for_3_leader_defense():
    sc = make({"pp": 0, "field": ["Righteous Devil"], "evolve_deck": ["Righteous Devil"]})
    sc.apply("evolve Righteous Devil")
    assert sc.player("a")["leader"] == 17 and sc.field("a")[0]["evolved"]


def test_10_4_5_righteous_devil_cannot_evolve_with_2_defense():
    sc = make({"leader": 2, "field": ["Righteous Devil"], "evolve_deck": ["Righteous Devil"]})
    assert not any(a.startswith("evolve") for a in sc.legal_actions())


def test_12_2_demons_epitaph_evolves_by_discarding_a_card():
    sc = make({"pp": 0, "field": ["Demon's Epitaph"], "evolve_deck": ["Demon's Epitaph"]})
    assert not any(a.startswith("evolve") for a in sc.legal_actions())
    sc = make({"pp": 0, "hand": ["Goliath"], "field": ["Demon's Epitaph"],
               "evolve_deck": ["Demon's Epitaph"]})
    sc.apply("evolve Demon's Epitaph")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "cemetery") == ["Goliath"]
    assert sc.field("a")[0]["evolved"]


def test_5_15_ally_evolves_trigger(test_cards):
    sc = make({"leader": 10, "pp": 2, "field": ["Test Evolve Watcher", "Goliath"],
               "evolve_deck": ["Goliath"]}, card_files=test_cards)
    sc.apply("evolve Goliath")
    assert sc.player("a")["leader"] == 12


def test_10_4_7_wardrobe_raider_pilot_does_not_trade_up_for_a_smaller_follower():
    sc = make({"pp": 0, "field": ["Wardrobe Raider"], "evolve_deck": ["Wardrobe Raider"]},
              {"field": ["Fighter"]})
    sc.apply("evolve Wardrobe Raider")
    assert names(sc.field("a")) == ["Wardrobe Raider"] and names(sc.field("b")) == ["Fighter"]
