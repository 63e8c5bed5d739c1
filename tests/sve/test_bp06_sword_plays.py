"""The BP06 Swordcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

import decksim
from scenario_kit import card, make, names

KAGE = "Kagemitsu, Matchless Blade"
RALMIA = "Ralmia, Sonic Racer"
HERO = "Hero of Antiquity"
# evolved followers of the pool, for face-up cards in an evolve deck
EVOLVED = ["Goliath", "Jeno, Levin Vanguard", "Albert, Levin Saber", "Leonidas", "Archer",
           "Avant Blader", "Quickdraw Maven", "Samurai Outlaw"]


# ---------------------------------------------------------------- Kagemitsu (BP06-018)

def test_4_2_3_kagemitsu_grows_by_the_face_up_evolved_cards_of_the_evolve_deck():
    # 3 face up; the face-down one and the one linked to a follower on the field
    # (in the evolve zone, 11.6.1) do not count
    sc = make({"pp": 1, "hand": [KAGE], "evolve_deck": ["Goliath"],
               "evolve_deck_face_up": EVOLVED[1:4],
               "field": [{"card": "Archer", "evolved": True}]})
    sc.apply(f"play {KAGE}")
    k = card(sc, "a", KAGE)
    assert (k["attack"], k["defense"]) == (4, 4)
    assert {"rush", "assail"} <= set(k["keywords"])


def test_kagemitsu_with_two_face_up_cards_has_no_assail():
    sc = make({"pp": 1, "hand": [KAGE], "evolve_deck_face_up": EVOLVED[:2]})
    sc.apply(f"play {KAGE}")
    k = card(sc, "a", KAGE)
    assert (k["attack"], k["defense"]) == (3, 3) and "assail" not in k["keywords"]


def test_12_11_12_7_kagemitsu_with_seven_face_up_cards_assails_and_strikes_twice():
    sc = make({"pp": 1, "hand": [KAGE], "evolve_deck_face_up": EVOLVED[:7]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply(f"play {KAGE}")
    k = card(sc, "a", KAGE)
    assert (k["attack"], k["defense"]) == (8, 8)
    sc.apply(f"attack {KAGE} -> Goliath")           # reserved: Assail (12.11.2), Rush
    assert names(sc.field("b")) == ["Fighter"]
    assert not card(sc, "a", KAGE)["engaged"]        # the given Strike refreshed it
    sc.apply(f"attack {KAGE} -> Fighter")
    assert sc.field("b") == [] and card(sc, "a", KAGE)["engaged"]   # once per turn


def test_kagemitsu_with_six_face_up_cards_has_no_strike():
    sc = make({"pp": 1, "hand": [KAGE], "evolve_deck_face_up": EVOLVED[:6]},
              {"field": ["Goliath"]})
    sc.apply(f"play {KAGE}")
    sc.apply(f"attack {KAGE} -> Goliath")
    assert card(sc, "a", KAGE)["engaged"]


# ---------------------------------------------------------------- Ralmia (BP06-019/020)

def test_12_2_ralmia_evolve_costs_1_less_per_other_follower():
    alone = make({"pp": 2, "field": [RALMIA], "evolve_deck": [RALMIA]})
    assert f"evolve {RALMIA}" not in alone.legal_actions()      # 3 PP
    sc = make({"pp": 1, "field": [RALMIA, "Fighter", "Fighter"], "evolve_deck": [RALMIA]})
    sc.dictate(("pay", False)).apply(f"evolve {RALMIA}")        # 3 - 2 = 1
    assert sc.player("a")["pp"] == 0 and card(sc, "a", RALMIA)["evolved"]


def test_12_2_3_ralmia_evolves_for_0_pp_beside_three_followers_without_an_ep_variant():
    sc = make({"pp": 0, "ep": 2, "field": [RALMIA, "Fighter", "Fighter", "Goliath"],
               "evolve_deck": [RALMIA]})
    acts = sc.legal_actions()
    assert f"evolve {RALMIA}" in acts and f"evolve {RALMIA} with ep" not in acts
    sc.apply(f"evolve {RALMIA}")
    assert sc.player("a")["ep"] == 2 and card(sc, "a", RALMIA)["evolved"]


def test_greedy_pilot_evolves_ralmia_for_free_while_holding_ep():
    sc = make({"pp": 0, "ep": 2, "field": [RALMIA, "Fighter", "Fighter", "Goliath"],
               "evolve_deck": [RALMIA]}, {"field": ["Goliath"]})
    sc.play_turn("greedy")
    assert card(sc, "a", RALMIA)["evolved"]


def test_evolved_ralmia_pays_3_for_plus_1_1_per_other_follower():
    sc = make({"pp": 4, "field": [RALMIA, "Fighter", "Fighter"], "evolve_deck": [RALMIA]})
    sc.dictate(("pay", True)).apply(f"evolve {RALMIA}")
    r = card(sc, "a", RALMIA)
    assert (r["attack"], r["defense"]) == (6, 5) and sc.player("a")["pp"] == 0
    assert "storm" in r["keywords"]
    sc = make({"pp": 4, "field": [RALMIA, "Fighter", "Fighter"], "evolve_deck": [RALMIA]})
    sc.dictate(("pay", False)).apply(f"evolve {RALMIA}")
    r = card(sc, "a", RALMIA)
    assert (r["attack"], r["defense"]) == (4, 3) and sc.player("a")["pp"] == 3


# ---------------------------------------------------------------- Steadfast Samurai (BP06-021)

def test_10_2_1_3_2_steadfast_samurai_takes_no_combat_damage():
    sc = make({"field": ["Steadfast Samurai"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Steadfast Samurai -> Goliath")
    assert card(sc, "a", "Steadfast Samurai")["damage"] == 0
    assert card(sc, "b", "Goliath")["damage"] == 1
    sc = make({"field": [{"card": "Steadfast Samurai", "engaged": True}]},
              {"field": ["Goliath"]}, active="b")
    sc.apply("attack Goliath -> Steadfast Samurai")
    assert card(sc, "a", "Steadfast Samurai")["damage"] == 0


def test_steadfast_samurai_still_takes_ability_damage():
    sc = make({"field": ["Steadfast Samurai"]}, {"pp": 2, "hand": ["Whole-Souled Swing"]},
              active="b")
    sc.apply("play Whole-Souled Swing")
    assert sc.field("a") == []


def test_steadfast_samurai_buys_plus_1_1_and_rush():
    sc = make({"pp": 3, "hand": ["Steadfast Samurai"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play Steadfast Samurai")
    assert "attack Steadfast Samurai -> Goliath" not in sc.legal_actions()
    sc.apply("activate Steadfast Samurai #2")
    s = card(sc, "a", "Steadfast Samurai")
    assert (s["attack"], s["defense"]) == (2, 2) and "rush" in s["keywords"]
    sc.apply("attack Steadfast Samurai -> Goliath")
    assert card(sc, "b", "Goliath")["damage"] == 2


# ---------------------------------------------------------------- Hero of Antiquity (BP06-022/023)

def test_hero_of_antiquity_is_not_destroyed_nor_banished_by_abilities():
    sc = make({"pp": 5, "hand": ["Themis's Decree"], "field": [HERO]}, {"field": ["Goliath"]})
    sc.apply("play Themis's Decree")
    assert names(sc.field("a")) == [HERO] and sc.field("b") == []
    sc = make({"pp": 10, "field": [HERO, "Hare of Illusions"]}, {"field": ["Goliath"]})
    sc.apply("activate Hare of Illusions #2")
    assert names(sc.field("a")) == [HERO] and sc.field("b") == []
    assert sc.zone("b", "banished") == ["Goliath"]


def test_11_3_2_1_hero_of_antiquity_survives_bane():
    sc = make({"field": [HERO]}, {"field": [{"card": "Spectre", "engaged": True}]})
    sc.apply(f"attack {HERO} -> Spectre")
    assert card(sc, "a", HERO)["damage"] == 2 and sc.field("b") == []


def test_hero_of_antiquity_is_destroyed_by_ability_damage():
    sc = make({"field": [{"card": HERO, "damage": 9}]},
              {"pp": 2, "hand": ["Total Domination"], "field": ["Fighter"]}, active="b")
    sc.apply("play Total Domination")
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == [HERO]


def test_5_16_1_hero_of_antiquity_is_not_transformed(tmp_path):
    # a user card transforming one of your followers: 5.16.1 banishes it, so nothing
    # happens to a card that can't be banished by abilities, and no token comes
    f = tmp_path / "t.toml"
    f.write_text('''[[card]]
id = "MY-900"
name = "Test Transmutation"
class = "Neutral"
type = "spell"
cost = 1
traits = []
coverage = "full"

  [[card.ability]]
  on = "spell"
  select = "own_follower"
  effects = [ { op = "transform", to = "target", token = "Dragon" } ]
''', encoding="utf-8")
    sc = make({"pp": 1, "hand": ["Test Transmutation"], "field": [HERO]}, card_files=[f])
    sc.apply("play Test Transmutation")
    assert names(sc.field("a")) == [HERO]
    sc = make({"pp": 1, "hand": ["Test Transmutation"], "field": ["Fighter"]}, card_files=[f])
    sc.apply("play Test Transmutation")
    assert names(sc.field("a")) == ["Dragon"]


def test_evolved_hero_destroys_a_cheap_follower_and_banishes_one_costing_6_or_more():
    sc = make({"pp": 1, "field": [HERO], "evolve_deck": [HERO]}, {"field": ["Goliath"]})
    sc.apply(f"evolve {HERO}")
    assert sc.field("b") == [] and sc.zone("b", "cemetery") == ["Goliath"]
    sc = make({"pp": 1, "field": [HERO], "evolve_deck": [HERO]}, {"field": ["Leonidas"]})
    sc.apply(f"evolve {HERO}")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Leonidas"]
    assert sc.zone("b", "cemetery") == []


# ---------------------------------------------------------------- Courtly Dance (BP06-024)

def test_courtly_dance_summons_cheap_swordcraft_followers_up_to_7_total_cost():
    top = ["Quickdraw Maven", "Twinsword Master", "Fighter", "Steadfast Samurai",
           "Samurai Outlaw"]
    sc = make({"pp": 6, "hand": ["Courtly Dance"], "deck": top + ["Goliath"] * 3})
    sc.apply("play Courtly Dance")
    pool = decksim.pool()
    field = names(sc.field("a"))
    assert field and all(pool.lookup(c).cls == "Swordcraft" for c in field)
    total = sum(pool.lookup(c).cost for c in field)
    assert 6 <= total <= 7                        # 3 + 2 + 1 + 2 = 8 do not all fit
    deck = sc.zone("a", "deck")
    assert deck[:3] == ["Goliath"] * 3            # the rest went under
    assert sorted(deck[3:] + field) == sorted(top)
    assert sc.player("a")["played_this_turn"] == 1     # put onto the field, not played


def test_courtly_dance_takes_nothing_costing_more_than_3():
    top = [HERO, "Leonidas", "Albert, Levin Saber", "Goliath", "Fighter"]
    sc = make({"pp": 6, "hand": ["Courtly Dance"], "deck": top + ["Fighter"]})
    sc.apply("play Courtly Dance")
    assert sc.field("a") == [] and sorted(sc.zone("a", "deck")[1:]) == sorted(top)


# ---------------------------------------------------------------- Quickdraw Maven (BP06-025/026)

def test_evolved_quickdraw_maven_discards_a_card_for_5_damage():
    sc = make({"pp": 1, "hand": ["Fighter"], "field": ["Quickdraw Maven"],
               "evolve_deck": ["Quickdraw Maven"]}, {"field": ["Leonidas"]})
    sc.dictate(("pay", True)).apply("evolve Quickdraw Maven")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "cemetery") == ["Fighter"]
    assert card(sc, "b", "Leonidas")["damage"] == 5
    sc = make({"pp": 1, "hand": ["Fighter"], "field": ["Quickdraw Maven"],
               "evolve_deck": ["Quickdraw Maven"]}, {"field": ["Leonidas"]})
    sc.dictate(("pay", False)).apply("evolve Quickdraw Maven")
    assert sc.zone("a", "hand") == ["Fighter"] and card(sc, "b", "Leonidas")["damage"] == 0


def test_evolved_quickdraw_maven_with_an_empty_hand_deals_nothing():
    sc = make({"pp": 1, "field": ["Quickdraw Maven"], "evolve_deck": ["Quickdraw Maven"]},
              {"field": ["Leonidas"]})
    sc.apply("evolve Quickdraw Maven")
    assert card(sc, "b", "Leonidas")["damage"] == 0


# ---------------------------------------------------------------- Twinsword Master (BP06-027)

def test_12_7_twinsword_master_attacks_twice_a_turn():
    sc = make({"field": ["Twinsword Master"]}, {"field": ["Fighter"]})
    sc.apply("attack Twinsword Master -> leader")
    assert not card(sc, "a", "Twinsword Master")["engaged"]
    sc.apply("attack Twinsword Master -> leader")
    assert sc.player("b")["leader"] == 18 and card(sc, "a", "Twinsword Master")["engaged"]
    assert "attack Twinsword Master -> leader" not in sc.legal_actions()


# ---------------------------------------------------------------- thieves (BP06-028, BP06-031)

def test_12_3_grand_acquisition_mills_3_enemy_cards_even_in_the_enemy_turn():
    sc = make({"pp": 1, "hand": ["Grand Acquisition"]},
              {"deck": ["Goliath", "Leonidas", "Archer", "Fighter"], "field": ["Fighter"]},
              active="b")
    sc.dictate(("quick", "play Grand Acquisition"))
    sc.apply("attack Fighter -> leader")
    assert sorted(sc.zone("b", "cemetery")) == ["Archer", "Goliath", "Leonidas"]
    assert sc.zone("b", "deck") == ["Fighter"]


def test_5_17_adept_thief_mills_one_or_draws_and_discards():
    sc = make({"pp": 2, "hand": ["Adept Thief"]}, {"deck": ["Goliath", "Fighter"]})
    sc.dictate(("mode", 1)).apply("play Adept Thief")
    assert sc.zone("b", "cemetery") == ["Goliath"]
    sc = make({"pp": 2, "hand": ["Adept Thief"], "deck": ["Leonidas", "Fighter"]})
    sc.dictate(("mode", 2)).apply("play Adept Thief")
    assert len(sc.zone("a", "hand")) == 0 and sc.zone("a", "cemetery") == ["Leonidas"]
    assert sc.zone("a", "deck") == ["Fighter"]


# ---------------------------------------------------------------- the others

def test_petalwink_paladin_destroys_and_draws():
    sc = make({"pp": 6, "hand": ["Petalwink Paladin"], "deck": ["Leonidas", "Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Petalwink Paladin")
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Leonidas"]


def test_10_6_2_3_4_petalwink_paladin_draws_nothing_without_an_enemy_follower():
    sc = make({"pp": 6, "hand": ["Petalwink Paladin"], "deck": ["Leonidas", "Fighter"]})
    sc.apply("play Petalwink Paladin")
    assert sc.zone("a", "hand") == [] and names(sc.field("a")) == ["Petalwink Paladin"]


def test_5_7_levin_scholar_searches_a_levin_follower():
    sc = make({"pp": 3, "hand": ["Levin Scholar"],
               "deck": ["Goliath", "Jeno, Levin Vanguard", "Fighter"]})
    sc.apply("play Levin Scholar")
    assert sc.zone("a", "hand") == ["Jeno, Levin Vanguard"]


def test_10_4_2_2_breakneck_draw_needs_a_reserved_swordcraft_follower():
    for field in (["Fighter"], [{"card": "Samurai", "engaged": True}]):
        sc = make({"pp": 2, "hand": ["Breakneck Draw"], "field": field},
                  {"field": ["Goliath"]})
        assert "play Breakneck Draw" not in sc.legal_actions()


def test_10_4_6_breakneck_draw_engages_a_swordcraft_follower_to_destroy():
    # the cost takes the follower that can't attack this turn anyway
    sc = make({"pp": 2, "hand": ["Breakneck Draw"],
               "field": ["Leonidas", {"card": "Samurai", "entered_this_turn": True}, "Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Breakneck Draw")
    assert sc.field("b") == []
    assert card(sc, "a", "Samurai")["engaged"] and not card(sc, "a", "Leonidas")["engaged"]
    assert sc.player("a")["pp"] == 0


# ---------------------------------------------------------------- the new words, misspelt

BAD = '''[[card]]
id = "MY-901"
name = "Bad Card"
class = "Swordcraft"
type = "TYPE"
cost = 2
EXTRA
traits = []
coverage = "full"

  [[card.ability]]
  ABILITY

  [[card.ability]]
  on = "strike"
  if = "granted"
  effects = [ { op = "refresh", to = "self" } ]
'''
FOLLOWER = "attack = 1\ndefense = 1"


@pytest.mark.parametrize("kind, extra, ability, words", [
    ("follower", FOLLOWER, 'on = "fanfare"\n  effects = [ { op = "grant_ability", to = "self", '
     'ability = 1 } ]', "grant_ability needs ability = N"),
    ("follower", FOLLOWER + "\nevolve_cost = 1", 'on = "fanfare"\n  effects = [ { op = '
     '"grant_ability", to = "self", ability = 2 } ]', "without an evolved side"),
    ("follower", FOLLOWER, 'on = "fanfare"\n  effects = [ { op = "buff", to = "self", attack = '
     '"x:hand_size", defense = "x:cemetery" } ]', "same as its attack"),
    ("follower", FOLLOWER + "\nevolve_cost = 1", 'on = "evolve_cost"\n  effects = [ { op = '
     '"draw", amount = 1 } ]', "effects are cost_down"),
    ("spell", "", 'on = "spell"\n  mode = 1\n  required_cost = { engage_followers = true }\n  '
     'effects = [ { op = "draw", amount = 1 } ]', "choose-one option"),
    ("spell", "", 'on = "spell"\n  effects = [ { op = "draw", amount = 1, max_total_cost = 3 } ]',
     "does not read"),
    ("spell", "", 'on = "spell"\n  effects = [ { op = "draw", amount = 1, if = "granted" } ]',
     "condition of an ability"),
])
def test_the_bp06_words_refuse_what_they_can_not_do(tmp_path, kind, extra, ability, words):
    from decksim.cards.compile import compile_pool
    from decksim.cards.pool import CardFileError, load_pool
    f = tmp_path / "bad.toml"
    f.write_text(BAD.replace("TYPE", kind).replace("EXTRA", extra).replace("ABILITY", ability),
                 encoding="utf-8")
    with pytest.raises(CardFileError, match=words):
        compile_pool(load_pool([f]))
