"""Cards whose costs name cards or take several, alternative play costs (10.4.7.3),
EX-area stat changes (4.8.3.3), transform (5.16) and trait grants, played through
the scenario API (docs/scenarios.md). Test names carry the rule numbers of the
comprehensive rules 1.8.0; choices inside effects are made by the greedy pilot.
"""
from __future__ import annotations

from scenario_kit import card, make, names

# ---------------------------------------------------------------- costs naming cards

def test_10_4_2_1_harnessed_flame_puts_itself_and_a_glass_into_the_cemetery_for_flame_and_glass():
    sc = make({"pp": 1, "field": ["Harnessed Flame", "Harnessed Glass", "Fighter"],
               "deck": ["Fighter", "Flame and Glass", "Goliath"]})
    sc.apply("activate Harnessed Flame #1")
    assert names(sc.field("a")) == ["Fighter", "Flame and Glass"]
    assert sorted(sc.zone("a", "cemetery")) == ["Harnessed Flame", "Harnessed Glass"]
    assert sc.player("a")["pp"] == 0
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Goliath"]


def test_10_4_2_2_harnessed_flame_without_a_glass_on_the_field_cannot_activate():
    sc = make({"pp": 1, "field": ["Harnessed Flame", "Fighter"],
               "cemetery": ["Harnessed Glass"], "deck": ["Flame and Glass"]})
    assert "activate Harnessed Flame #1" not in sc.legal_actions()


def test_10_4_2_1_assembly_droid_buries_itself_and_two_other_machina_for_5_damage():
    sc = make({"field": ["Assembly Droid", "Assembly Droid", "Fighter", "Assembly Droid"]},
              {"field": ["Goliath"]})
    sc.apply("activate Assembly Droid #1")
    assert names(sc.field("a")) == ["Fighter"]          # tokens cease to exist (9.1.4)
    assert sc.field("b") == []                          # Goliath (5 defense) destroyed


def test_10_4_2_2_assembly_droid_with_one_other_machina_cannot_activate():
    sc = make({"field": ["Assembly Droid", "Assembly Droid", "Fighter"]},
              {"field": ["Goliath"]})
    assert not any(a.startswith("activate Assembly Droid") for a in sc.legal_actions())


ARMED_COUNTER = """
[[card]]
id = "TEST-ARMED"
name = "Test Armory Count"
class = "Dragoncraft"
type = "spell"
cost = 0
coverage = "full"

  [[card.ability]]
  on = "spell"
  effects = [
    { op = "damage", to = "enemy_leader", amount = "x:count", count = "own_field", count_filter = { trait = "Armed", type = "follower" } },
  ]
"""


def test_appendix_a_draconic_weapon_gives_defense_and_the_armed_trait(tmp_path):
    f = tmp_path / "armed.toml"
    f.write_text(ARMED_COUNTER)
    sc = make({"pp": 0, "hand": ["Test Armory Count"],
               "field": ["Draconic Weapon", "Dragon Warrior"]}, card_files=(f,))
    before = card(sc, "a", "Dragon Warrior")["defense"]
    sc.apply("activate Draconic Weapon #1")
    assert names(sc.field("a")) == ["Dragon Warrior"]   # the weapon went to the cemetery
    assert card(sc, "a", "Dragon Warrior")["defense"] == before + 1
    sc.apply("play Test Armory Count")                  # counts the Armed follower
    assert sc.player("b")["leader"] == 19


# ---------------------------------------------------------------- alternative costs (10.4.7.3)

def test_10_4_7_3_dimension_shift_banishes_10_spells_to_cost_7_and_takes_another_turn():
    spells = ["Angelic Snipe"] * 11
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Dimension Shift"], "cemetery": spells})
    acts = sc.legal_actions()
    assert "play Dimension Shift" not in acts          # 12 PP the normal way
    sc.apply("play Dimension Shift by alternative cost #1")
    st = sc.player("a")
    assert st["pp"] == 0
    assert sc.zone("a", "banished").count("Angelic Snipe") == 10
    assert sc.zone("a", "cemetery") == ["Angelic Snipe", "Dimension Shift"]
    sc.end_turn()
    assert sc.state()["active"] == "a"                  # 5.27: another turn


def test_10_4_2_2_dimension_shift_with_9_spells_has_no_alternative_cost():
    sc = make({"pp": 10, "max_pp": 10, "hand": ["Dimension Shift"],
               "cemetery": ["Angelic Snipe"] * 9})
    assert not any("alternative" in a for a in sc.legal_actions())


def test_10_4_7_3_greedy_plays_dimension_shift_by_its_alternative_cost():
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Dimension Shift"],
               "cemetery": ["Angelic Snipe"] * 10}, pilots={"a": "greedy"})
    sc.play_turn("greedy")
    assert sc.zone("a", "banished").count("Angelic Snipe") == 10
    assert sc.state()["active"] == "a"                  # its extra turn follows


def test_10_4_7_3_lord_atomy_puts_4_reserved_abysscraft_cards_into_the_cemetery_for_0():
    field = ["Skeleton Fighter", "Ambling Wraith", "Dire Bond", "Skeleton Fighter",
             {"card": "Ambling Wraith", "engaged": True}]
    sc = make({"pp": 0, "hand": ["Lord Atomy"], "field": field})
    sc.apply("play Lord Atomy by alternative cost #1")
    assert names(sc.field("a")) == ["Ambling Wraith", "Lord Atomy"]   # the engaged one stays
    assert sorted(sc.zone("a", "cemetery")) == ["Ambling Wraith", "Dire Bond",
                                                "Skeleton Fighter", "Skeleton Fighter"]


def test_10_4_7_3_lord_atomy_banishes_4_abysscraft_cards_of_the_ex_area_for_0():
    ex = ["Skeleton Fighter", "Ambling Wraith", "Fighter", "Dire Bond", "Soul Conversion"]
    sc = make({"pp": 0, "hand": ["Lord Atomy"], "ex": ex,
               "field": [{"card": "Skeleton Fighter", "engaged": True}]})
    acts = sc.legal_actions()
    assert "play Lord Atomy by alternative cost #1" not in acts   # 1 engaged card only
    sc.apply("play Lord Atomy by alternative cost #2")
    assert sc.zone("a", "ex") == ["Fighter"]            # the Neutral card stays
    assert len(sc.zone("a", "banished")) == 4
    assert names(sc.field("a")) == ["Skeleton Fighter", "Lord Atomy"]


# ---------------------------------------------------------------- EX-area stat changes (4.8.3.3)

def test_4_8_3_3_blessed_fairy_dancer_buffs_pixies_on_the_field_and_in_the_ex_area():
    sc = make({"pp": 5, "hand": ["Blessed Fairy Dancer"], "ex": ["Noble Fairy", "Fighter"],
               "field": ["Fairy", "Fighter"]})
    sc.apply("play Blessed Fairy Dancer")
    fairy = card(sc, "a", "Fairy")
    assert (fairy["attack"], fairy["defense"]) == (2, 2)
    dancer = card(sc, "a", "Blessed Fairy Dancer")
    assert (dancer["attack"], dancer["defense"]) == (2, 3)   # "other" Pixies
    sc.apply("play Noble Fairy from ex")               # the change goes with it
    noble = card(sc, "a", "Noble Fairy")
    assert (noble["attack"], noble["defense"]) == (4, 4)


def test_4_8_3_3_a_card_not_buffed_in_the_ex_area_enters_with_its_printed_stats():
    sc = make({"pp": 4, "hand": ["Blessed Fairy Dancer"], "ex": ["Fighter"]})
    sc.apply("play Blessed Fairy Dancer")
    sc.apply("play Fighter from ex")
    fighter = card(sc, "a", "Fighter")
    assert (fighter["attack"], fighter["defense"]) == (2, 3)


# ---------------------------------------------------------------- transform (5.16)

def test_5_16_1_rose_queen_transforms_ex_pixies_into_thorn_bursts_and_recovers_pp():
    sc = make({"pp": 8, "max_pp": 8, "hand": ["Rose Queen"],
               "ex": ["Fairy", "Noble Fairy", "Fighter", "Fairy Circle"]})
    sc.apply("play Rose Queen")
    ex = sc.zone("a", "ex")
    assert sorted(ex) == ["Fairy Circle", "Fighter", "Thorn Burst", "Thorn Burst"]
    assert sc.zone("a", "banished") == ["Noble Fairy"]   # the Fairy token ceased to exist
    assert sc.player("a")["pp"] == 0
    sc.apply("activate Rose Queen #2")                 # X = 2 Thorn Bursts
    assert sc.player("a")["pp"] == 2
    sc.apply("play Thorn Burst from ex")               # a 2-PP spell token: 3 damage, a card
    assert sc.player("b")["leader"] == 17
