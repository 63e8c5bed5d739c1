"""Cards flipped from partial to full with DSL words that already existed
(issue 3, round 2), each played through the scenario API (docs/scenarios.md).
Test names carry the rule numbers of the comprehensive rules 1.8.0.

Two positions need cards the pool lacks (a spell that costs your leader
defense twice, a spell that pings your own follower); they come from TEST_CARDS.
"""
from __future__ import annotations

import pytest

from scenario_kit import card, make, names

TEST_CARDS = '''
[[card]]
id = "FLIP-001"
name = "Test Double Burn"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["FLIP-001"]

  [[card.ability]]
  on = "spell"
  effects = [
    { op = "damage", to = "own_leader", amount = 3 },
    { op = "damage", to = "own_leader", amount = 2 },
  ]

[[card]]
id = "FLIP-002"
name = "Test Own Ping"
class = "Neutral"
type = "spell"
cost = 0
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["FLIP-002"]

  [[card.ability]]
  on = "spell"
  select = "own_follower"
  effects = [ { op = "damage", to = "target", amount = 1 } ]
'''


@pytest.fixture(scope="module")
def test_cards(tmp_path_factory):
    path = tmp_path_factory.mktemp("cards") / "flip_cards.toml"
    path.write_text(TEST_CARDS)
    return (path,)


# ---------------------------------------------------------------- BP05-024 Confront Adversity

@pytest.mark.parametrize("big", [True, False])
def test_5_4_2_1_confront_adversity_buffs_the_summoned_tokens_against_a_6_cost_follower(big):
    foe = "Gilgamesh" if big else "Goliath"          # cost 7 / cost 3
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Confront Adversity"]}, {"field": [foe]})
    sc.apply("play Confront Adversity")
    f = sc.field("a")
    assert names(f) == ["Shield Guardian", "Knight"]
    stats = (4, 4) if big else (1, 1)
    assert all((c["attack"], c["defense"]) == stats for c in f)
    assert "ward" in f[0]["keywords"]
    assert sc.player("a")["pp"] == 2   # 5.14: recovers 2 either way (a sentence of its own)


def test_5_4_2_1_confront_adversity_counts_an_evolved_follower_by_its_printed_cost():
    # 5.15.2: an evolved card keeps the cost of the card it evolved from
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Confront Adversity"]},
              {"field": [{"card": "Goliath", "evolved": True}]})
    sc.apply("play Confront Adversity")
    assert [c["attack"] for c in sc.field("a")] == [1, 1]


# ---------------------------------------------------------------- BP05-041 Destructive Refrain

def test_10_4_7_2_destructive_refrain_option_2_pays_2_pp_for_x_damage():
    # no Lishenna in the deck: option 1 does nothing, option 2 hits for X = 3
    sc = make({"pp": 3, "max_pp": 5, "hand": ["Destructive Refrain"],
               "field": ["Lishenna, Omen of Destruction", "Destruction in White",
                         "Servant of Destruction"]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply("play Destructive Refrain")
    assert sc.player("a")["pp"] == 0                   # 1 + the option's 2
    assert names(sc.field("b")) == ["Goliath"]         # Fighter (3 def) died
    assert card(sc, "b", "Goliath")["damage"] == 3
    assert sc.zone("b", "cemetery") == ["Fighter"]


def test_10_4_7_destructive_refrain_without_the_2_pp_searches_lishenna():
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Destructive Refrain"],
               "deck": ["Fighter", "Lishenna, Omen of Destruction", "Fighter"],
               "field": ["Destruction in White"]},
              {"field": ["Goblin"]})
    sc.apply("play Destructive Refrain")
    assert sc.zone("a", "hand") == ["Lishenna, Omen of Destruction"]
    assert card(sc, "b", "Goblin")["damage"] == 0
    assert sc.player("a")["pp"] == 0


# ---------------------------------------------------------------- BP05-044 Truth's Adjudication

def _adjudication_options(sc):
    drew = len(sc.zone("a", "hand")) == 2
    leader = sc.player("b")["leader"] == 17
    hit = "Goliath" not in names(sc.field("b")) or card(sc, "b", "Goliath")["damage"] == 3
    return drew + leader + hit


@pytest.mark.parametrize("casters,options", [(2, 2), (1, 1)])
def test_5_17_2_truths_adjudication_up_to_2_with_2_spellcaster_followers(casters, options):
    sc = make({"pp": 3, "max_pp": 5, "hand": ["Truth's Adjudication"],
               "field": ["Disciple of Truth"] * casters + ["Lishenna, Omen of Destruction"]},
              {"field": ["Goliath"]})
    sc.apply("play Truth's Adjudication")
    assert _adjudication_options(sc) == options


# ---------------------------------------------------------------- BP05-048 Servant of Destruction

@pytest.mark.parametrize("others,free", [(2, True), (1, False)])
def test_12_2_servant_of_destruction_evolves_for_0_with_3_idolatry_cards(others, free):
    field = ["Lishenna, Omen of Destruction", "Destruction in White"][:others]
    sc = make({"pp": 2, "max_pp": 5, "ep": 0, "hand": ["Servant of Destruction"],
               "field": field, "evolve_deck": ["Servant of Destruction"]})
    sc.apply("play Servant of Destruction")            # counts itself (3 with 2 others)
    assert sc.player("a")["pp"] == 0
    assert ("evolve Servant of Destruction" in sc.legal_actions()) == free
    if free:
        sc.apply("evolve Servant of Destruction")
        assert card(sc, "a", "Servant of Destruction")["evolved"]


# ---------------------------------------------------------------- BP05-053 Galmieux (evolved)

def test_5_13_3_3_evolved_galmieux_deals_3_when_it_takes_ability_damage():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"],
               "field": [{"card": "Galmieux, Omen of Disdain", "evolved": True}]})
    sc.apply("play Servant of Disdain")                # 1 damage to Galmieux
    assert card(sc, "a", "Galmieux, Omen of Disdain")["damage"] == 1
    assert sc.player("b")["leader"] == 17


def test_5_13_3_3_evolved_galmieux_may_hit_an_enemy_follower(test_cards):
    sc = make({"hand": ["Test Own Ping"],
               "field": [{"card": "Galmieux, Omen of Disdain", "evolved": True}]},
              {"field": ["Goblin"]}, card_files=test_cards)
    sc.apply("play Test Own Ping")
    assert card(sc, "a", "Galmieux, Omen of Disdain")["damage"] == 1
    hit_leader = sc.player("b")["leader"] == 17
    killed = sc.field("b") == [] and sc.zone("b", "cemetery") == ["Goblin"]
    assert hit_leader != killed                        # exactly one target took 3


# ---------------------------------------------------------------- BP05-056 Apostle of Disdain (evolved)

def test_12_6_2_apostle_of_disdain_discards_to_take_up_to_2_omen_cards_from_the_top_5():
    deck = ["Servant of Disdain", "Fighter", "Disciple of Disdain", "Goliath",
            "Total Domination", "Goblin", "Fighter"]
    sc = make({"pp": 1, "max_pp": 5, "hand": ["Angelic Snipe"], "deck": deck,
               "field": ["Apostle of Disdain"], "evolve_deck": ["Apostle of Disdain"]})
    sc.apply("evolve Apostle of Disdain")
    hand = sc.zone("a", "hand")
    assert len(hand) == 2 and all(
        c in ("Servant of Disdain", "Disciple of Disdain", "Total Domination") for c in hand)
    assert sc.zone("a", "cemetery") == ["Angelic Snipe"]
    rest = sc.zone("a", "deck")
    assert rest[:2] == ["Goblin", "Fighter"]           # the other 3 went to the bottom
    left = list(deck[:5])
    for c in hand:
        left.remove(c)
    assert sorted(rest[2:]) == sorted(left)


def test_10_4_7_apostle_of_disdain_with_an_empty_hand_looks_at_nothing():
    deck = ["Servant of Disdain", "Fighter", "Fighter"]
    sc = make({"pp": 1, "max_pp": 5, "hand": [], "deck": deck,
               "field": ["Apostle of Disdain"], "evolve_deck": ["Apostle of Disdain"]})
    sc.apply("evolve Apostle of Disdain")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck") == deck


def test_5_13_3_3_evolved_apostle_of_disdain_gains_attack_and_storm():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Servant of Disdain"],
               "field": [{"card": "Apostle of Disdain", "evolved": True}]})
    sc.apply("play Servant of Disdain")
    ap = card(sc, "a", "Apostle of Disdain")
    assert (ap["damage"], ap["attack"]) == (1, 4) and "storm" in ap["keywords"]


# ---------------------------------------------------------------- BP05-069 Valnareik

@pytest.mark.parametrize("leader,buffed", [(12, True), (13, False)])
def test_12_7_valnareik_strike_deals_x_losses_and_grows_at_exactly_7(test_cards, leader,
                                                                      buffed):
    sc = make({"leader": leader, "hand": ["Test Double Burn"],
               "field": ["Valnareik, Omen of Lust"]}, card_files=test_cards)
    sc.apply("play Test Double Burn")                 # two losses of defense this turn
    assert sc.player("a")["leader"] == leader - 5
    sc.apply("attack Valnareik, Omen of Lust -> leader")
    v = card(sc, "a", "Valnareik, Omen of Lust")
    atk = 4 if buffed else 2
    assert (v["attack"], v["defense"]) == (atk, atk)
    assert sc.player("b")["leader"] == 20 - 2 - atk    # strike X = 2, then combat


def test_12_7_valnareik_strike_with_no_losses_deals_nothing():
    sc = make({"leader": 7, "field": ["Valnareik, Omen of Lust"]})
    sc.apply("attack Valnareik, Omen of Lust -> leader")
    assert card(sc, "a", "Valnareik, Omen of Lust")["attack"] == 4   # defense is 7
    assert sc.player("b")["leader"] == 16


# ---------------------------------------------------------------- BP05-071 Rulenye (evolved)

def test_5_18_rulenye_on_evolve_the_opponent_discards_a_random_card():
    sc = make({"pp": 1, "max_pp": 5, "field": ["Rulenye, Omen of Silence"],
               "evolve_deck": ["Rulenye, Omen of Silence"]},
              {"hand": ["Goliath", "Goblin"]})
    sc.apply("evolve Rulenye, Omen of Silence")
    assert len(sc.zone("b", "hand")) == 1
    assert sc.zone("b", "cemetery") + sc.zone("b", "hand") in (["Goliath", "Goblin"],
                                                               ["Goblin", "Goliath"])


# ---------------------------------------------------------------- BP05-072 Apostle of Lust

def test_10_4_2_2_apostle_of_lust_pays_the_defense_even_at_low_defense():
    # a required cost: paid and the revive always happens (the pilot can't decline)
    sc = make({"leader": 2, "field": ["Apostle of Lust"], "cemetery": ["Goblin"]})
    sc.apply("activate Apostle of Lust #2")
    assert sc.player("a")["leader"] == 1
    assert names(sc.field("a")) == ["Apostle of Lust", "Goblin"]
    assert sc.zone("a", "cemetery") == []


def test_10_6_2_3_4_apostle_of_lust_needs_a_cheap_follower_in_the_cemetery():
    sc = make({"leader": 10, "field": ["Apostle of Lust"], "cemetery": ["Goliath"]})
    assert "activate Apostle of Lust #2" not in sc.legal_actions()
    assert sc.player("a")["leader"] == 10


# ---------------------------------------------------------------- BP05-085 Thundering Roar

def _roar_options(sc):
    discarded = len(sc.zone("b", "hand")) == 1
    hit = "Goliath" not in names(sc.field("b")) or card(sc, "b", "Goliath")["damage"] == 3
    return discarded + hit


@pytest.mark.parametrize("cem,options", [(10, 2), (9, 1)])
def test_13_5_1_thundering_roar_chooses_up_to_2_with_necrocharge_10(cem, options):
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Thundering Roar"], "cemetery": ["Fighter"] * cem},
              {"hand": ["Goblin", "Goblin"], "field": ["Goliath"]})
    sc.apply("play Thundering Roar")
    assert _roar_options(sc) == options


def test_5_18_thundering_roar_random_discard_alone_without_a_target():
    sc = make({"pp": 2, "max_pp": 5, "hand": ["Thundering Roar"]}, {"hand": ["Goblin"]})
    assert "play Thundering Roar" in sc.legal_actions()    # 5.17.4.1
    sc.apply("play Thundering Roar")
    assert sc.zone("b", "hand") == [] and sc.zone("b", "cemetery") == ["Goblin"]


# ---------------------------------------------------------------- BP05-091 Hakrabi

def test_10_4_7_hakrabi_discards_an_amulet_to_put_a_1_cost_amulet_onto_the_field():
    sc = make({"pp": 3, "max_pp": 5, "hand": ["Hakrabi", "Fighter", "Sacred Plea"],
               "deck": ["Fighter", "Guardian Sun", "Fighter"]})
    sc.apply("play Hakrabi")
    assert names(sc.field("a")) == ["Hakrabi", "Guardian Sun"]
    assert sc.zone("a", "cemetery") == ["Sacred Plea"]
    assert sc.zone("a", "hand") == ["Fighter"]
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Fighter"]
    assert "ward" in card(sc, "a", "Hakrabi")["keywords"]


def test_10_4_7_hakrabi_without_an_amulet_in_hand_searches_nothing():
    sc = make({"pp": 3, "max_pp": 5, "hand": ["Hakrabi", "Fighter"],
               "deck": ["Fighter", "Guardian Sun", "Fighter"]})
    sc.apply("play Hakrabi")
    assert names(sc.field("a")) == ["Hakrabi"]
    assert sc.zone("a", "hand") == ["Fighter"] and sc.zone("a", "cemetery") == []
    assert sc.zone("a", "deck") == ["Fighter", "Guardian Sun", "Fighter"]


# ---------------------------------------------------------------- BP05-105 Gilnelise

def test_10_4_4_gilnelise_pays_3_pp_to_put_its_two_cards_into_ex():
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Gilnelise, Omen of Craving"],
               "deck": ["Fighter", "Apostle of Craving", "Craving's Splendor", "Fighter"]})
    sc.apply("play Gilnelise, Omen of Craving")
    assert sc.player("a")["pp"] == 0
    assert sorted(sc.zone("a", "ex")) == ["Apostle of Craving", "Craving's Splendor"]
    assert sc.zone("a", "hand") == []                  # no draw below 10 max PP
    assert sc.player("b")["leader"] == 20              # it does not see its own play


def test_10_4_7_gilnelise_without_3_more_pp_searches_nothing():
    deck = ["Fighter", "Apostle of Craving", "Craving's Splendor", "Fighter"]
    sc = make({"pp": 6, "max_pp": 7, "hand": ["Gilnelise, Omen of Craving"], "deck": deck})
    sc.apply("play Gilnelise, Omen of Craving")
    assert sc.player("a")["pp"] == 2 and sc.zone("a", "ex") == []
    assert sc.zone("a", "deck") == deck


@pytest.mark.parametrize("enemy_max,drawn", [(10, 3), (9, 0)])
def test_10_3_3_gilnelise_draws_3_when_both_have_10_max_pp(enemy_max, drawn):
    sc = make({"pp": 4, "max_pp": 10, "hand": ["Gilnelise, Omen of Craving"]},
              {"max_pp": enemy_max})
    sc.apply("play Gilnelise, Omen of Craving")
    assert len(sc.zone("a", "hand")) == drawn


@pytest.mark.parametrize("played,hit", [("Fighter", True), ("Sacred Plea", False),
                                        ("Angelic Snipe", True)])
def test_10_6_2_gilnelise_pings_when_you_play_any_neutral_card(played, hit):
    sc = make({"pp": 2, "max_pp": 5, "hand": [played],
               "field": ["Gilnelise, Omen of Craving"]}, {"field": ["Goliath"]})
    sc.apply(f"play {played}")
    assert sc.player("b")["leader"] == (19 if hit else 20)


# ---------------------------------------------------------------- BP01-083 Phoenix Roost (partial)

def test_7_3_1_phoenix_roost_puts_your_top_follower_onto_the_field_at_your_main_phase():
    sc = make({"field": ["Phoenix Roost"], "deck": ["Fighter", "Goliath", "Goblin"]},
              {"deck": ["Goblin"] * 4}, turn=4, active="b")
    sc.apply("end")                                    # a draws Fighter, then main phase
    assert sc.state()["active"] == "a"
    assert names(sc.field("a")) == ["Phoenix Roost", "Goliath"]
    assert sc.zone("a", "deck") == ["Goblin"]


def test_7_3_1_phoenix_roost_leaves_a_non_follower_on_top():
    sc = make({"field": ["Phoenix Roost"], "deck": ["Fighter", "Angelic Snipe", "Goblin"]},
              {"deck": ["Goblin"] * 4}, turn=4, active="b")
    sc.apply("end")
    assert names(sc.field("a")) == ["Phoenix Roost"]
    assert sc.zone("a", "deck") == ["Angelic Snipe", "Goblin"]
