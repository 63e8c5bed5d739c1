"""Continuous effects (auras), replacement effects on costs and damage, loss
prevention, restrictions and "choose up to N" (decksim/core/sve/auras.py), played
with real cards through the scenario API. Test names carry the rule numbers of
the comprehensive rules 1.8.0.

A few positions need a card the built-in pool lacks (a plain Golem follower, a
spell that burns your own leader); they come from TEST_CARDS.
"""
from __future__ import annotations

import pytest

from decksim.core.sve.state import G_RESTRICT
from scenario_kit import card, make

TEST_CARDS = '''
[[card]]
id = "TEST-A01"
name = "Test Golem"
class = "Runecraft"
type = "follower"
cost = 3
attack = 3
defense = 3
traits = ["Golem"]
keywords = []
coverage = "full"
printings = ["TEST-A01"]

[[card]]
id = "TEST-A02"
name = "Test Self Burn"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-A02"]

  [[card.ability]]
  on = "spell"
  effects = [ { op = "damage", to = "own_leader", amount = 6 } ]

[[card]]
id = "TEST-A03"
name = "Test Double Burn"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-A03"]

  [[card.ability]]
  on = "spell"
  effects = [
    { op = "damage", to = "own_leader", amount = 3 },
    { op = "damage", to = "own_leader", amount = 2 },
  ]

[[card]]
id = "TEST-A04"
name = "Test Storm of Blades"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-A04"]

  [[card.ability]]
  on = "spell"
  effects = [
    { op = "damage", to = "all_followers", amount = 3 },
    { op = "damage", to = "each_leader", amount = 3 },
  ]

[[card]]
id = "TEST-A06"
name = "Test Gifts"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-A06"]

  [[card.ability]]
  on = "spell"
  mode = 1
  choose = 2
  choose_if = "necrocharge 3"
  effects = [ { op = "draw", amount = 1 } ]

  [[card.ability]]
  on = "spell"
  mode = 1
  effects = [ { op = "heal", to = "own_leader", amount = 3 } ]

  [[card.ability]]
  on = "spell"
  mode = 1
  effects = [ { op = "heal", to = "own_leader", amount = 1 } ]
'''


@pytest.fixture(scope="module")
def test_cards(tmp_path_factory):
    path = tmp_path_factory.mktemp("cards") / "aura_cards.toml"
    path.write_text(TEST_CARDS)
    return [path]


# ---------------------------------------------------------------- cost auras (10.2.1.3.3)

def test_10_2_1_3_3_ancient_alchemist_golems_cost_1_less(test_cards):
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Test Golem"],
               "field": [{"card": "Ancient Alchemist", "evolved": True}]},
              card_files=test_cards)
    assert "play Test Golem" in sc.legal_actions()
    sc.apply("play Test Golem")
    assert sc.player("a")["pp"] == 0
    # the Golem entering also fires the Alchemist's other ability (3 damage)
    assert sc.player("b")["leader"] == 17
    # the unevolved Alchemist has no aura
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Test Golem"], "field": ["Ancient Alchemist"]},
              card_files=test_cards)
    assert "play Test Golem" not in sc.legal_actions()


def test_10_2_1_3_3_noah_puppets_cost_1_less():
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Puppet"],
               "field": [{"card": "Noah, Vengeful Puppeteer", "evolved": True}]})
    sc.apply("play Puppet")
    assert sc.player("a")["pp"] == 0
    puppet = card(sc, "a", "Puppet")
    assert puppet["attack"] == 2 and "storm" in puppet["keywords"]


@pytest.mark.parametrize("evolved", [False, True])
def test_10_10_2_4_rulenye_enemy_spells_cost_1_more(test_cards, evolved):
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Test Gifts", "Angelic Snipe"]},
              {"field": [{"card": "Rulenye, Omen of Silence", "evolved": evolved}]},
              card_files=test_cards)
    acts = sc.legal_actions()
    assert "play Test Gifts" in acts          # 0 + 1
    assert "play Angelic Snipe" not in acts   # 1 + 1 > 1 PP
    sc.apply("play Test Gifts")
    assert sc.player("a")["pp"] == 0
    # its owner's own spells are not affected
    sc = make({"pp": 0, "max_pp": 5, "hand": ["Test Gifts"],
               "field": ["Rulenye, Omen of Silence"]}, card_files=test_cards)
    assert "play Test Gifts" in sc.legal_actions()


# ---------------------------------------------------------------- keyword auras

def test_10_9_wyrm_spire_gives_dragon_tokens_rush():
    foe = {"field": [{"card": "Fighter", "engaged": True}]}
    sc = make({"field": ["Wyrm Spire", {"card": "Dragon", "entered_this_turn": True}]}, foe)
    assert "attack Dragon -> Fighter" in sc.legal_actions()
    assert "attack Dragon -> leader" not in sc.legal_actions()
    assert "rush" in card(sc, "a", "Dragon")["keywords"]
    sc = make({"field": [{"card": "Dragon", "entered_this_turn": True}]}, foe)
    assert "attack Dragon -> Fighter" not in sc.legal_actions()


@pytest.mark.parametrize("sanguine", [True, False])
def test_13_5_2_valnareik_has_storm_while_sanguine(sanguine):
    sc = make({"lost_defense_this_turn": sanguine,
               "field": [{"card": "Valnareik, Omen of Lust", "entered_this_turn": True}]})
    assert ("attack Valnareik, Omen of Lust -> leader" in sc.legal_actions()) == sanguine


# ---------------------------------------------------------------- restrictions

def test_8_4_3_2_1_god_bullet_golem_cannot_attack_leaders():
    sc = make({"field": ["God Bullet Golem"]}, {"field": [{"card": "Fighter", "engaged": True}]})
    acts = sc.legal_actions()
    assert "attack God Bullet Golem -> Fighter" in acts
    assert "attack God Bullet Golem -> leader" not in acts


def test_10_9_cursed_stone_silences_until_end_of_opponents_next_turn():
    sc = make({"pp": 5, "max_pp": 5, "field": ["Cursed Stone"], "evolve_deck": ["Cursed Stone"]},
              {"field": [{"card": "Temple Defender"}]})
    sc.apply("evolve Cursed Stone")
    assert card(sc, "b", "Temple Defender")["keywords"] == []   # lost Ward
    sc.apply("end")                     # b's turn: it can't attack and has no abilities
    assert not [a for a in sc.legal_actions() if a.startswith("attack Temple Defender")]
    sc.apply("end")                     # a's turn: restored
    assert card(sc, "b", "Temple Defender")["keywords"] == ["ward"]
    sc.apply("end")                     # b's next turn: it may attack again
    assert [a for a in sc.legal_actions() if a.startswith("attack Temple Defender")]


# ---------------------------------------------------------------- damage replacement (10.2.1.3.2)

def test_10_2_1_3_2_woodkin_curse_target_deals_no_damage_this_turn():
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Woodkin Curse"], "field": ["Goliath"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Woodkin Curse")
    sc.apply("attack Goliath -> Fighter")
    assert card(sc, "a", "Goliath")["damage"] == 0
    assert sc.field("b") == []


def test_10_2_1_3_2_temple_defender_takes_1_less_damage():
    sc = make({"field": ["Goliath"]}, {"field": [{"card": "Temple Defender", "engaged": True}]})
    sc.apply("attack Goliath -> Temple Defender")
    assert card(sc, "b", "Temple Defender")["damage"] == 2
    assert card(sc, "a", "Goliath")["damage"] == 3


def test_10_2_1_3_2_cleric_lancer_deals_4_more_on_opponents_turn():
    sc = make({"field": ["Goliath"]}, {"field": [{"card": "Cleric Lancer", "engaged": True}]})
    sc.apply("attack Goliath -> Cleric Lancer")
    assert sc.field("a") == []          # 1 + 4 = 5 damage on a 3/4
    # on its own turn it deals its attack
    sc = make({"field": [{"card": "Cleric Lancer"}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Cleric Lancer -> Goliath")
    assert card(sc, "b", "Goliath")["damage"] == 1


@pytest.mark.parametrize("evolved", [False, True])
def test_10_2_1_3_2_laelia_followers_deal_damage_equal_to_defense(evolved):
    sc = make({"field": [{"card": "Arch Priestess Laelia", "evolved": evolved}, "Fighter"]})
    sc.apply("attack Arch Priestess Laelia" + (" (evolved)" if evolved else "") + " -> leader")
    assert sc.player("b")["leader"] == 14
    sc.apply("attack Fighter -> leader")
    assert sc.player("b")["leader"] == 11


def test_10_10_mark_of_the_six_prevents_the_next_damage_only(test_cards):
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Mark of the Six", "Test Double Burn"]},
              card_files=test_cards)
    sc.apply("play Mark of the Six")
    sc.apply("play Test Double Burn")
    assert sc.player("a")["leader"] == 18   # 3 prevented, 2 taken


def test_10_10_realm_of_repose_caps_leader_damage_at_4(test_cards):
    sc = make({"hand": ["Test Self Burn"], "field": ["Realm of Repose"]}, card_files=test_cards)
    sc.apply("activate Realm of Repose #1")
    assert "Realm of Repose" in sc.zone("a", "cemetery")
    sc.apply("play Test Self Burn")
    assert sc.player("a")["leader"] == 16
    sc.apply("end")   # the cap ends with the turn
    sc2 = make({"hand": ["Test Self Burn"]}, card_files=test_cards)
    sc2.apply("play Test Self Burn")
    assert sc2.player("a")["leader"] == 14


def test_10_2_1_3_2_lyrial_leader_takes_no_ability_damage(test_cards):
    sc = make({"hand": ["Test Storm of Blades"], "field": ["Lyrial, Archer Throne"]},
              card_files=test_cards)
    sc.apply("play Test Storm of Blades")
    assert sc.player("a")["leader"] == 20
    assert sc.player("b")["leader"] == 17
    # combat damage still hits
    sc = make({"field": ["Lyrial, Archer Throne"]}, {"field": ["Goliath"]}, active="b")
    sc.apply("attack Goliath -> leader")
    assert sc.player("a")["leader"] == 17


def test_10_2_1_3_2_enlightenment_mjerrabaine_is_upgraded_and_takes_no_damage(test_cards):
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Enlightenment", "Test Storm of Blades"],
               "field": ["Mjerrabaine, Omen of One"]}, card_files=test_cards)
    sc.apply("play Enlightenment")
    m = card(sc, "a", "Mjerrabaine, Omen of One")
    assert (m["attack"], m["defense"]) == (8, 8) and "assail" in m["keywords"]
    sc.apply("play Test Storm of Blades")
    assert card(sc, "a", "Mjerrabaine, Omen of One")["damage"] == 0


def test_10_2_1_3_2_enlightenment_other_follower_gets_plus_1():
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Enlightenment"], "field": ["Fighter"]})
    sc.apply("play Enlightenment")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4) and f["keywords"] == []


def test_10_2_1_3_2_ephemeral_moon_protects_kaguya_on_your_turn(test_cards):
    sc = make({"hand": ["Test Storm of Blades"], "field": ["Ephemeral Moon", "Kaguya", "Fighter"]},
              card_files=test_cards)
    sc.apply("play Test Storm of Blades")
    assert card(sc, "a", "Kaguya")["damage"] == 0
    assert [c["card"] for c in sc.field("a")] == ["Ephemeral Moon", "Kaguya"]   # Fighter died
    sc = make({"field": ["Ephemeral Moon", {"card": "Kaguya", "damage": 1}]},   # (4/4)
              {"hand": ["Test Storm of Blades"]}, active="b", card_files=test_cards)
    sc.apply("play Test Storm of Blades")
    assert [c["card"] for c in sc.field("a")] == ["Ephemeral Moon"]


# ---------------------------------------------------------------- loss prevention (11.2.1)

def test_11_2_1_ancient_protector_prevents_the_loss_once():
    sc = make({"leader": 3, "field": ["Ancient Protector"]}, {"field": ["Goliath"]}, active="b")
    sc.apply("attack Goliath -> leader")
    assert sc.winner is None
    assert sc.player("a")["leader"] == 1
    assert sc.field("a") == [] and "Ancient Protector" in sc.zone("a", "cemetery")


# ---------------------------------------------------------------- choose up to N (5.17.2)

def test_5_17_2_choose_up_to_2_when_the_condition_holds(test_cards):
    sc = make({"leader": 10, "hand": ["Test Gifts"],
               "cemetery": ["Fighter", "Fighter", "Fighter"]}, card_files=test_cards)
    sc.apply("play Test Gifts")
    p = sc.player("a")
    assert (p["leader"], p["hand"]) == (13, ["Fighter"])   # heal 3 and draw


def test_5_17_3_1_choose_one_without_the_condition(test_cards):
    sc = make({"leader": 10, "hand": ["Test Gifts"]}, card_files=test_cards)
    sc.apply("play Test Gifts")
    p = sc.player("a")
    assert (p["leader"], p["hand"]) == (13, [])             # heal 3 only


def test_5_17_2_wings_of_lust_may_take_two_options():
    sc = make({"leader": 20, "pp": 1, "max_pp": 5, "hand": ["Wings of Lust"],
               "field": ["Fighter"]},
              {"field": [{"card": "Fighter", "damage": 1}]})
    sc.apply("play Wings of Lust")
    lost = 20 - sc.player("a")["leader"]
    assert lost in (1, 2)           # one or two options, each 1 damage to your leader
    assert sc.field("b") == []      # the greedy pilot takes the kill


# ---------------------------------------------------------------- opponent-chosen restrictions

def test_5_17_morton_opponent_chooses_a_restriction_for_their_next_turn():
    # b holds a follower it can play next turn and can still grow its PP: the
    # greedy pilot gives up its draw instead
    sc = make({"field": ["Morton the Manipulator"]},
              {"pp": 0, "max_pp": 4, "hand": ["Fighter"]})
    sc.apply("end")
    b = sc.player("b")
    assert b["hand"] == ["Fighter"] and b["max_pp"] == 5
    assert "play Fighter" in sc.legal_actions()
    sc.apply("end")      # the restriction ended with b's turn
    assert sc.S[G_RESTRICT] == 0


def test_5_17_morton_opponent_at_10_pp_gives_up_the_pp_increase():
    sc = make({"field": ["Morton the Manipulator"]},
              {"pp": 0, "max_pp": 10, "hand": ["Fighter"]})
    sc.apply("end")
    b = sc.player("b")
    assert len(b["hand"]) == 2 and b["max_pp"] == 10
    assert "play Fighter" in sc.legal_actions()


@pytest.mark.parametrize("restriction", ["no_pp_increase", "no_followers"])
def test_5_17_morton_restrictions(tmp_path, restriction):
    f = tmp_path / "m.toml"
    f.write_text(f'''
[[card]]
id = "TEST-M01"
name = "Test Morton"
class = "Forestcraft"
type = "follower"
cost = 3
attack = 3
defense = 3
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-M01"]

  [[card.ability]]
  on = "end_phase"
  mode = 1
  choose = 1
  chooser = "opponent"
  effects = [ {{ op = "restrict_next_turn", restriction = "{restriction}" }} ]
''')
    sc = make({"field": ["Test Morton"]}, {"pp": 0, "max_pp": 4, "hand": ["Fighter"]},
              card_files=[f])
    sc.apply("end")
    b = sc.player("b")
    assert len(b["hand"]) == 2
    if restriction == "no_pp_increase":
        assert b["max_pp"] == 4 and "play Fighter" in sc.legal_actions()
    else:
        assert b["max_pp"] == 5 and "play Fighter" not in sc.legal_actions()
        sc.apply("end")
        assert sc.S[G_RESTRICT] == 0


def test_10_9_a_silenced_aura_card_gets_its_aura_back_when_the_silence_ends(test_cards):
    sc = make({"pp": 5, "max_pp": 5, "field": ["Cursed Stone"], "evolve_deck": ["Cursed Stone"]},
              {"field": [{"card": "Ancient Alchemist", "evolved": True}],
               "hand": ["Test Golem"], "pp": 0, "max_pp": 1}, card_files=test_cards)
    sc.apply("evolve Cursed Stone")     # silences the Alchemist: Golems cost 3 again
    sc.apply("end")
    assert "play Test Golem" not in sc.legal_actions()   # b has 2 PP
    sc.apply("end")
    sc.apply("end")                     # b: 3 PP and the aura is back (3 - 1)
    assert sc.player("b")["pp"] == 3
    sc.apply("play Test Golem")
    assert sc.player("b")["pp"] == 1
