"""The BP06 Runecraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from scenario_kit import card, make, names, refuses

FILL = ["Fighter"] * 6
# "spells and Onmyoji cards": 7 of them (a spell, Onmyoji followers, an Onmyoji spell
# counted once) and a card that is neither
SEVEN = ["Wind Blast", "Wind Blast", "Shikigami Summons", "Talisman Disciple",
         "Curse Crafter", "Demoncaller", "Koyo's Big Invention", "Fighter"]


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Kuon / Koyori Hakui

@pytest.mark.parametrize("name", ["Kuon, Founder of Onmyodo", "Clear Intellect, Koyori Hakui"])
def test_10_4_4_1_kuon_costs_1_less_for_each_spell_or_onmyoji_card_in_the_cemetery(name):
    # SEVEN + 1 more spell: 8 (the Onmyoji spells count once, the Fighter not): 15 - 8 = 7
    cem = SEVEN + ["Fiery Embrace"]
    sc = make({"pp": 6, "max_pp": 10, "hand": [name], "cemetery": cem})
    assert f"play {name}" not in sc.legal_actions()
    sc = make({"pp": 7, "max_pp": 10, "hand": [name], "cemetery": cem})
    sc.apply(f"play {name}")
    assert sc.player("a")["pp"] == 0
    assert names(sc.field("a")) == [name, "Celestial Shikigami"]   # Fanfare: none there
    shiki = card(sc, "a", "Celestial Shikigami")
    assert (shiki["attack"], shiki["defense"]) == (4, 5) and "aura" in shiki["keywords"]


def test_kuon_summons_no_second_celestial_shikigami():
    sc = make({"pp": 10, "max_pp": 10, "hand": ["Kuon, Founder of Onmyodo"],
               "cemetery": SEVEN * 2, "field": ["Celestial Shikigami"]})
    sc.apply("play Kuon, Founder of Onmyodo")
    assert names(sc.field("a")) == ["Celestial Shikigami", "Kuon, Founder of Onmyodo"]


def test_10_4_6_kuon_engages_to_give_two_shikigami_followers_storm():
    sc = make({"field": ["Kuon, Founder of Onmyodo",
                         {"card": "Celestial Shikigami", "entered_this_turn": True},
                         {"card": "Paper Shikigami", "entered_this_turn": True},
                         {"card": "Fighter", "entered_this_turn": True}]})
    assert attacks(sc, "Paper Shikigami") == []
    sc.apply("activate Kuon, Founder of Onmyodo #3")
    assert card(sc, "a", "Kuon, Founder of Onmyodo")["engaged"]
    assert "storm" in card(sc, "a", "Celestial Shikigami")["keywords"]
    assert "storm" in card(sc, "a", "Paper Shikigami")["keywords"]
    assert "storm" not in card(sc, "a", "Fighter")["keywords"]         # not a Shikigami
    assert "attack Paper Shikigami -> leader" in sc.legal_actions()


# ------------------------------------------------------------ Mysteria, Magic Founder

def test_5_20_1_mysteria_reveals_an_academic_follower_to_deal_2():
    sc = make({"pp": 3, "hand": ["Mysteria, Magic Founder", "Craig, Wizard of Mysteria"]},
              {"field": ["Fighter"]})
    sc.apply("play Mysteria, Magic Founder")
    assert card(sc, "b", "Fighter")["damage"] == 2
    assert sc.zone("a", "hand") == ["Craig, Wizard of Mysteria"]   # revealed, kept


def test_mysteria_without_an_academic_follower_in_hand_deals_nothing():
    # Grea is a Dragonewt Academic follower: there is none of it here; a spell is no follower
    sc = make({"pp": 3, "hand": ["Mysteria, Magic Founder", "Wind Blast", "Fighter"]},
              {"field": ["Fighter"]})
    sc.apply("play Mysteria, Magic Founder")
    assert card(sc, "b", "Fighter")["damage"] == 0


def test_10_2_1_3_3_mysteria_makes_academic_followers_cost_1_less():
    hand = ["Craig, Wizard of Mysteria", "Fighter"]
    sc = make({"pp": 1, "hand": hand, "field": ["Mysteria, Magic Founder"]})
    acts = sc.legal_actions()
    assert "play Craig, Wizard of Mysteria" in acts and "play Fighter" not in acts
    sc.apply("play Craig, Wizard of Mysteria")
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 1, "hand": hand})
    assert "play Craig, Wizard of Mysteria" not in sc.legal_actions()


def test_12_6_evolved_mysteria_deals_3_and_keeps_the_cost_aura():
    sc = make({"pp": 2, "hand": ["Anne, Belle of Mysteria"],
               "field": ["Mysteria, Magic Founder"], "evolve_deck": ["Mysteria, Magic Founder"]},
              {"field": ["Goliath"]})
    sc.apply("evolve Mysteria, Magic Founder")
    assert card(sc, "b", "Goliath")["damage"] == 3
    sc = make({"pp": 3, "hand": ["Anne, Belle of Mysteria"],
               "field": [{"card": "Mysteria, Magic Founder", "evolved": True}],
               "evolve_deck": []})
    assert "play Anne, Belle of Mysteria" in sc.legal_actions()      # 4 - 1


# ------------------------------------------------------------ Curse Crafter

def test_curse_crafter_summons_a_paper_shikigami():
    sc = make({"pp": 4, "hand": ["Curse Crafter"]})
    sc.apply("play Curse Crafter")
    assert names(sc.field("a")) == ["Curse Crafter", "Paper Shikigami"]


def test_10_4_3_curse_crafter_buries_a_shikigami_for_4_damage_once_a_turn():
    sc = make({"pp": 2, "hand": ["Fighter"], "deck": ["Goliath", *FILL],
               "field": ["Curse Crafter", "Paper Shikigami", "Celestial Shikigami"],
               "evolve_deck": ["Curse Crafter"]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply("activate Curse Crafter #2")
    assert names(sc.field("b")) == ["Fighter"]                          # 4 damage to the 3/4
    # the least valued Shikigami went; its Last Words drew a card and discarded one
    assert names(sc.field("a")) == ["Curse Crafter", "Celestial Shikigami"]
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "cemetery")) == 1
    acts = sc.legal_actions()
    assert not any(a.startswith("activate Curse Crafter") for a in acts)
    assert "evolve Curse Crafter" in acts                               # Evolve excepted
    sc.apply("evolve Curse Crafter")
    assert not any(a.startswith("activate Curse Crafter") for a in sc.legal_actions())


def test_10_4_2_2_curse_crafter_without_a_shikigami_cannot_activate():
    sc = make({"field": ["Curse Crafter", "Fighter"]}, {"field": ["Goliath"]})
    assert not any(a.startswith("activate Curse Crafter") for a in sc.legal_actions())


def test_12_6_evolved_curse_crafter_deals_2_or_4_with_7_spells_and_onmyoji_cards():
    for cem, dmg in ((SEVEN[:6] + ["Fighter"], 2), (SEVEN, 4)):
        sc = make({"pp": 1, "field": ["Curse Crafter"], "evolve_deck": ["Curse Crafter"],
                   "cemetery": cem}, {"field": [{"card": "Goliath", "defense_bonus": 5}]})
        sc.apply("evolve Curse Crafter")
        assert card(sc, "b", "Goliath")["damage"] == dmg


def test_evolved_curse_crafter_activates_with_a_shikigami():
    sc = make({"field": [{"card": "Curse Crafter", "evolved": True}, "Paper Shikigami"],
               "evolve_deck": []}, {"field": ["Goliath"]})
    sc.apply("activate Curse Crafter (evolved) #2")
    assert sc.field("b") == [] and names(sc.field("a")) == ["Curse Crafter"]


# ------------------------------------------------------------ Hulking Giant

def test_13_3_3_hulking_giant_earth_rite_deals_5_and_its_last_words_3():
    sc = make({"pp": 5, "hand": ["Hulking Giant"], "field": [{"card": "Magic Sediment",
                                                              "stack": 2}]},
              {"field": ["Goliath"]})
    sc.apply("play Hulking Giant")
    assert sc.field("b") == []
    assert card(sc, "a", "Magic Sediment")["stack"] == 1
    sc = make({"field": [{"card": "Hulking Giant", "damage": 4}, "Magic Sediment"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Hulking Giant -> Goliath")
    assert sc.player("b")["leader"] == 17 and sc.field("a") == []   # Sediment spent


def test_hulking_giant_without_a_stack_amulet_deals_nothing():
    sc = make({"pp": 5, "hand": ["Hulking Giant"]}, {"field": ["Goliath"]})
    sc.apply("play Hulking Giant")
    assert card(sc, "b", "Goliath")["damage"] == 0


# ------------------------------------------------------------ Shikigami Summons, Koyo's

@pytest.mark.parametrize("name", ["Shikigami Summons", "Koyo's Big Invention"])
def test_shikigami_summons_summons_and_draws_with_7_spells_and_onmyoji_cards(name):
    # 6 before it: the spell itself is not in the cemetery while it resolves
    sc = make({"pp": 2, "hand": [name], "cemetery": SEVEN[:6], "deck": ["Goliath", *FILL]})
    sc.apply(f"play {name}")
    assert names(sc.field("a")) == ["Paper Shikigami"] and sc.zone("a", "hand") == []
    sc = make({"pp": 2, "hand": [name], "cemetery": SEVEN, "deck": ["Goliath", *FILL]})
    sc.apply(f"play {name}")
    assert names(sc.field("a")) == ["Paper Shikigami"] and sc.zone("a", "hand") == ["Goliath"]


# ------------------------------------------------------------ Demoncaller

def test_demoncaller_gives_a_shikigami_put_onto_the_field_1_attack_and_rush():
    sc = make({"pp": 2, "hand": ["Shikigami Summons"], "field": ["Demoncaller"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play Shikigami Summons")
    paper = card(sc, "a", "Paper Shikigami")
    assert (paper["attack"], paper["defense"]) == (3, 2) and "rush" in paper["keywords"]
    assert "attack Paper Shikigami -> Goliath" in sc.legal_actions()


def test_12_6_evolved_demoncaller_summons_a_paper_shikigami_which_gets_rush():
    sc = make({"pp": 1, "field": ["Demoncaller"], "evolve_deck": ["Demoncaller"]})
    sc.apply("evolve Demoncaller")
    paper = card(sc, "a", "Paper Shikigami")
    assert paper["attack"] == 3 and "rush" in paper["keywords"]


def test_demoncaller_ignores_followers_that_are_not_shikigami():
    sc = make({"pp": 2, "hand": ["Fighter"], "field": ["Demoncaller"]})
    sc.apply("play Fighter")
    assert card(sc, "a", "Fighter")["attack"] == 2


# ------------------------------------------------------------ Traditional Sorcerer

def test_traditional_sorcerer_with_7_summons_a_warded_shikigami_and_heals_2():
    sc = make({"pp": 2, "leader": 15, "hand": ["Traditional Sorcerer"], "cemetery": SEVEN})
    sc.apply("play Traditional Sorcerer")
    assert "ward" in card(sc, "a", "Paper Shikigami")["keywords"]
    assert sc.player("a")["leader"] == 17
    sc = make({"pp": 2, "leader": 15, "hand": ["Traditional Sorcerer"], "cemetery": SEVEN[:6]})
    sc.apply("play Traditional Sorcerer")
    assert names(sc.field("a")) == ["Traditional Sorcerer"] and sc.player("a")["leader"] == 15


def test_traditional_sorcerer_gives_later_shikigami_ward():
    sc = make({"pp": 4, "hand": ["Curse Crafter"], "field": ["Traditional Sorcerer"]})
    sc.apply("play Curse Crafter")
    assert "ward" in card(sc, "a", "Paper Shikigami")["keywords"]
    assert "ward" not in card(sc, "a", "Curse Crafter")["keywords"]


# ------------------------------------------------------------ Crimson Meteor Storm

def test_13_3_1_crimson_meteor_storm_costs_2_less_with_spellchain_10():
    sc = make({"pp": 5, "hand": ["Crimson Meteor Storm"], "cemetery": ["Wind Blast"] * 9})
    assert "play Crimson Meteor Storm" not in sc.legal_actions()
    sc = make({"pp": 5, "hand": ["Crimson Meteor Storm"], "cemetery": ["Wind Blast"] * 10},
              {"field": ["Goliath", {"card": "Fighter", "defense_bonus": 4}]})
    sc.apply("play Crimson Meteor Storm")
    assert names(sc.field("b")) == ["Fighter"] and card(sc, "b", "Fighter")["damage"] == 6
    assert sc.player("b")["leader"] == 17 and sc.player("a")["pp"] == 0


# ------------------------------------------------------------ Talisman Disciple

def test_12_5_talisman_disciple_searches_shikigami_summons():
    sc = make({"field": ["Talisman Disciple"], "deck": ["Fighter", "Shikigami Summons", *FILL]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Talisman Disciple -> Goliath")
    assert sc.zone("a", "hand") == ["Shikigami Summons"]
    assert "Shikigami Summons" not in sc.zone("a", "deck")


# ------------------------------------------------------------ Charming Gentlemouse

def test_10_4_4_charming_gentlemouse_pays_2_to_summon_another_in_a_chain():
    deck = ["Fighter", "Charming Gentlemouse", "Fighter", "Charming Gentlemouse", "Fighter"]
    sc = make({"pp": 6, "hand": ["Charming Gentlemouse"], "deck": deck})
    sc.apply("play Charming Gentlemouse")
    assert names(sc.field("a")) == ["Charming Gentlemouse"] * 3
    assert sc.player("a")["pp"] == 0
    sc = make({"pp": 3, "hand": ["Charming Gentlemouse"], "deck": deck})
    sc.apply("play Charming Gentlemouse")
    assert names(sc.field("a")) == ["Charming Gentlemouse"] and sc.player("a")["pp"] == 1


def test_12_6_evolved_gentlemouse_deals_2_per_gentlemouse_on_the_field():
    sc = make({"pp": 1, "field": ["Charming Gentlemouse", "Charming Gentlemouse", "Fighter"],
               "evolve_deck": ["Charming Gentlemouse"]},
              {"field": [{"card": "Goliath", "defense_bonus": 5}]})
    sc.apply("evolve Charming Gentlemouse")
    assert card(sc, "b", "Goliath")["damage"] == 4


# ------------------------------------------------------------ Passionate Potioneer

def test_passionate_potioneer_summons_magic_sediment_on_fanfare_and_last_words():
    sc = make({"pp": 2, "hand": ["Passionate Potioneer"]})
    sc.apply("play Passionate Potioneer")
    assert names(sc.field("a")) == ["Passionate Potioneer", "Magic Sediment"]
    sc = make({"field": [{"card": "Passionate Potioneer", "damage": 2}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Passionate Potioneer -> Goliath")
    assert names(sc.field("a")) == ["Magic Sediment"]


# ------------------------------------------------------------ Golem's Rampage

def test_10_4_7_5_golems_rampage_buries_a_golem_for_3_to_each_enemy():
    sc = make({"pp": 2, "hand": ["Golem's Rampage"], "field": ["Guardform Golem", "Fighter"]},
              {"field": ["Fighter", "Goliath"]})
    sc.apply("play Golem's Rampage")
    assert names(sc.field("a")) == ["Fighter"]
    assert names(sc.field("b")) == ["Goliath"] and card(sc, "b", "Goliath")["damage"] == 3
    assert sc.player("b")["leader"] == 17


def test_golems_rampage_without_a_golem_does_nothing():
    sc = make({"pp": 2, "hand": ["Golem's Rampage"], "field": ["Fighter"]},
              {"field": ["Fighter"]})
    sc.apply("play Golem's Rampage")
    assert sc.player("b")["leader"] == 20 and card(sc, "b", "Fighter")["damage"] == 0
    assert names(sc.field("a")) == ["Fighter"]


# ------------------------------------------------------------ Mirror of Truth

def test_5_4_1_mirror_of_truth_summons_a_cheap_alchemist_follower_from_the_cemetery():
    sc = make({"pp": 3, "hand": ["Mirror of Truth"],
               "cemetery": ["Shadow Witch", "Crafty Warlock", "Golem Protection"]})
    sc.apply("play Mirror of Truth")
    assert names(sc.field("a")) == ["Mirror of Truth", "Crafty Warlock"]
    assert card(sc, "a", "Mirror of Truth")["stack"] >= 1
    assert sorted(sc.zone("a", "cemetery")) == ["Golem Protection", "Shadow Witch"]


def test_mirror_of_truth_without_a_target_is_still_played():
    sc = make({"pp": 3, "hand": ["Mirror of Truth"], "cemetery": ["Shadow Witch"]})
    sc.apply("play Mirror of Truth")
    assert names(sc.field("a")) == ["Mirror of Truth"]


# ---------------------------------------------------------------- the new words, misused



@pytest.mark.parametrize("effect,message", [
    ('{ op = "cost_down", amount = "x:count", count = "own_cemetery", '
     'count_filter = { type = "spell", type_or_trait = true } }',
     "type_or_trait needs a type and a trait"),
    ('{ op = "cost_down", amount = "x:hand_size" }', "cost_down takes a number or x:count"),
    ('{ op = "cost_down", amount = "x:count", count = "own_ex" }',
     "cost_down takes a number or x:count"),
])
def test_card_files_refuse_the_runecraft_words_where_the_engine_would_not_read_them(
        effect, message, tmp_path):
    refuses(tmp_path, f'on = "cost"\n  effects = [ {effect} ]', message, "Runecraft", cost=9)
