"""The BP09 Havencraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import pytest

from scenario_kit import card, evolves, make, names, refuses

JEANNE = "Jeanne, Beacon of Salvation"
DARC = "Jeanne d'Arc"              # BP01-127: the pool's other follower named Jeanne
TUT = "Tutankhamun"
HIND = "Ceryneian Hind"
LIGHT = "Ceryneian Lighthind"
DARK = "Ceryneian Darkhind"
KNIGHT = "Heavenly Knight"
SHRINE = "Tenko's Shrine"
PRIESTESS = "Jeweled Priestess"
TEMPLE = "Whitefang Temple"
STATUES = "Opposing Statues"
LYCAON = "Lycaon"
IVORY = "Holy Fowl of Ivory"
EBON = "Hexed Fowl of Ebon"
NUN = "Deathscythe Nun"
MORIAE = "Moriae Encomium"
REALM = "Realm of Repose"          # a plain amulet (BP05-101: an activated ability only)
PRIEST = "Priest of the Cudgel"    # a vanilla 3-cost Havencraft follower (SD06-003)


def new(name):
    """A card put onto the field this turn (it can't attack without Rush or Storm)."""
    return {"card": name, "entered_this_turn": True}


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Jeanne, Beacon of Salvation

def test_2_1_2_jeanne_with_2_jeanne_followers_in_the_cemetery_gains_1_1_and_storm():
    sc = make({"pp": 3, "hand": [JEANNE], "deck": [MORIAE] + ["Fighter"] * 5,
               "cemetery": [DARC, JEANNE, "Fighter"]})
    sc.apply(f"play {JEANNE}")
    assert sc.zone("a", "hand") == [MORIAE]                  # drew a card
    j = card(sc, "a", JEANNE)
    assert (j["attack"], j["defense"]) == (3, 4) and "storm" in j["keywords"]
    assert f"attack {JEANNE} -> leader" in attacks(sc, JEANNE)   # 12.9: the turn it came


def test_2_1_2_jeanne_with_one_jeanne_follower_in_the_cemetery_only_draws():
    sc = make({"pp": 3, "hand": [JEANNE], "cemetery": [DARC, "Fighter", "Goliath"]})
    sc.apply(f"play {JEANNE}")
    assert len(sc.zone("a", "hand")) == 1
    j = card(sc, "a", JEANNE)
    assert (j["attack"], j["defense"]) == (2, 3) and "storm" not in j["keywords"]
    assert attacks(sc, JEANNE) == []


def test_5_4_1_evolved_jeanne_puts_a_havencraft_follower_of_cost_2_or_less_from_hand():
    sc = make({"pp": 1, "field": [JEANNE], "evolve_deck": [JEANNE],
               "hand": ["Fighter", PRIEST, PRIESTESS]})
    sc.apply(f"evolve {JEANNE}")
    assert sorted(names(sc.field("a"))) == sorted([JEANNE, PRIESTESS])
    # a Neutral 2-cost and a 3-cost Havencraft follower stay in the hand
    assert sorted(sc.zone("a", "hand")) == sorted(["Fighter", PRIEST])


def test_12_7_evolved_jeanne_strike_gives_a_cost_2_havencraft_follower_1_attack():
    sc = make({"field": [{"card": JEANNE, "evolved": True}, PRIESTESS, PRIEST]})
    sc.apply(f"attack {JEANNE} (evolved) -> leader")
    assert card(sc, "a", PRIESTESS)["attack"] == 3
    assert card(sc, "a", PRIEST)["attack"] == 3             # 3-cost: not a candidate
    assert card(sc, "a", JEANNE)["attack"] == 3              # its own card costs 3
    assert sc.player("b")["leader"] == 17


@pytest.mark.parametrize("filt", ['{ name_contains = "Jeanne", trait = "Faith" }',
                                  '{ name_contains = 3 }', '{ name_contains = "" }'])
def test_2_1_2_name_contains_is_a_text_and_not_beside_trait(tmp_path, filt):
    refuses(tmp_path, f'on = "fanfare"\n  select = "own_follower"\n  select_filter = {filt}'
            '\n  effects = [ { op = "draw", amount = 1, to = "target_leader" } ]',
            "name_contains is a text, not beside trait")


def test_2_1_2_two_copies_of_jeanne_d_arc_in_the_cemetery_count():
    sc = make({"pp": 3, "hand": [JEANNE], "cemetery": [DARC, DARC]})
    sc.apply(f"play {JEANNE}")
    assert "storm" in card(sc, "a", JEANNE)["keywords"]      # Jeanne d'Arc twice counts


# ------------------------------------------------------------ Tutankhamun

def test_tutankhamun_draws_then_puts_a_card_of_the_hand_on_the_bottom():
    sc = make({"pp": 4, "hand": [TUT, "Fighter"], "deck": [MORIAE, "Goliath", "Goliath"]})
    sc.apply(f"play {TUT}")
    assert len(sc.zone("a", "hand")) == 1
    assert len(sc.zone("a", "deck")) == 3
    assert "ward" in card(sc, "a", TUT)["keywords"]


ENGAGED_LYCAON = {"card": LYCAON, "engaged": True}   # 8.4.3: attackable, 5 attack


def test_10_4_7_tutankhamun_last_words_paying_1_pp_summons_another_engaged():
    sc = make({"pp": 1, "field": [TUT], "deck": ["Fighter", TUT, "Fighter"]},
              {"field": [ENGAGED_LYCAON]})
    sc.apply(f"attack {TUT} -> {LYCAON}")                    # both destroyed
    t = card(sc, "a", TUT)
    assert t["engaged"]
    assert sc.player("a")["pp"] == 0
    assert sc.zone("a", "cemetery") == [TUT]
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Fighter"]


def test_10_4_7_tutankhamun_last_words_without_pp_or_declined_summons_nothing():
    sc = make({"pp": 0, "field": [TUT], "deck": ["Fighter", TUT]},
              {"field": [ENGAGED_LYCAON]})
    sc.apply(f"attack {TUT} -> {LYCAON}")
    assert names(sc.field("a")) == []
    sc = make({"pp": 2, "field": [TUT], "deck": ["Fighter", TUT]},
              {"field": [ENGAGED_LYCAON]})
    sc.dictate(("pay", False))
    sc.apply(f"attack {TUT} -> {LYCAON}")
    assert names(sc.field("a")) == [] and sc.player("a")["pp"] == 2


# ------------------------------------------------------------ Ceryneian Hind and its faces

def test_5_10_hind_takes_an_amulet_of_the_top_5_the_rest_go_to_the_bottom():
    deck = ["Fighter", "Goliath", MORIAE, "Fighter", "Goliath", TEMPLE]
    sc = make({"pp": 4, "hand": [HIND], "deck": deck})
    sc.apply(f"play {HIND}")
    assert sc.zone("a", "hand") == [MORIAE]
    assert sc.zone("a", "deck")[0] == TEMPLE                 # the 6th was not looked at
    sc = make({"pp": 4, "hand": [HIND], "deck": ["Fighter"] * 5 + [TEMPLE]})
    sc.apply(f"play {HIND}")
    assert sc.zone("a", "hand") == []                        # no amulet among the 5


def test_12_2_2_1_hind_evolves_into_either_face():
    sc = make({"pp": 1, "field": [HIND], "evolve_deck": [LIGHT]})
    assert sorted(evolves(sc)) == sorted([f"evolve {HIND} into {LIGHT}",
                                          f"evolve {HIND} into {DARK}"])


def test_12_6_lighthind_buries_an_amulet_for_4_leader_defense():
    sc = make({"pp": 1, "leader": 10, "field": [HIND, REALM], "evolve_deck": [LIGHT]})
    sc.apply(f"evolve {HIND} into {LIGHT}")
    assert names(sc.field("a")) == [LIGHT]                  # the face it revealed
    assert "ward" in sc.field("a")[0]["keywords"]
    assert sc.zone("a", "cemetery") == [REALM]
    assert sc.player("a")["leader"] == 14
    sc = make({"pp": 1, "leader": 10, "field": [HIND], "evolve_deck": [LIGHT]})
    sc.apply(f"evolve {HIND} into {LIGHT}")
    assert sc.player("a")["leader"] == 10                    # no amulet to bury


def test_12_6_darkhind_buries_an_amulet_for_4_damage_to_an_enemy_leader_or_follower():
    sc = make({"pp": 1, "field": [HIND, REALM], "evolve_deck": [DARK]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:leader"))
    sc.apply(f"evolve {HIND} into {DARK}")
    assert sc.player("b")["leader"] == 16
    assert "bane" in sc.field("a")[0]["keywords"]
    assert sc.zone("a", "cemetery") == [REALM]
    sc = make({"pp": 1, "field": [HIND, REALM], "evolve_deck": [LIGHT]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"evolve {HIND} into {DARK}")
    assert names(sc.field("b")) == []


def test_12_6_moriae_buried_by_lighthind_destroys_an_enemy_follower_of_3_defense():
    sc = make({"pp": 1, "field": [HIND, MORIAE], "evolve_deck": [LIGHT]},
              {"field": ["Goliath", "Fighter"]})
    sc.apply(f"evolve {HIND} into {LIGHT}")
    assert names(sc.field("b")) == ["Goliath"]               # 4 defense: not a candidate
    assert sc.zone("a", "cemetery") == [MORIAE]


# ------------------------------------------------------------ Heavenly Knight

def test_heavenly_knight_with_2_amulets_gets_2_attack_and_heals_2():
    sc = make({"pp": 5, "leader": 10, "hand": [KNIGHT], "field": [REALM, MORIAE]})
    sc.apply(f"play {KNIGHT}")
    k = card(sc, "a", KNIGHT)
    assert (k["attack"], k["defense"]) == (5, 7)
    assert sc.player("a")["leader"] == 12
    assert f"attack {KNIGHT} -> leader" in attacks(sc, KNIGHT)   # 12.9 Storm


def test_heavenly_knight_with_one_amulet_stays_3_7():
    sc = make({"pp": 5, "leader": 10, "hand": [KNIGHT], "field": [REALM]})
    sc.apply(f"play {KNIGHT}")
    assert card(sc, "a", KNIGHT)["attack"] == 3
    assert sc.player("a")["leader"] == 10


# ------------------------------------------------------------ Tenko's Shrine

def test_10_4_6_shrine_engages_when_your_leader_gains_defense_and_deals_2():
    sc = make({"pp": 6, "leader": 10, "hand": [IVORY, IVORY], "field": [SHRINE]},
              {"field": ["Fighter"]})
    sc.dictate(("target", "b:leader"))
    sc.apply(f"play {IVORY}")
    assert sc.player("a")["leader"] == 12
    assert sc.player("b")["leader"] == 18
    assert card(sc, "a", SHRINE)["engaged"]
    sc.apply(f"play {IVORY}")                                # engaged: it can't pay again
    assert sc.player("a")["leader"] == 14
    assert sc.player("b")["leader"] == 18 and names(sc.field("b")) == ["Fighter"]


def test_10_4_6_shrine_declined_stays_reserved():
    sc = make({"pp": 3, "leader": 10, "hand": [IVORY], "field": [SHRINE]})
    sc.dictate(("pay", False))
    sc.apply(f"play {IVORY}")
    assert not card(sc, "a", SHRINE)["engaged"]
    assert sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Jeweled Priestess

def test_evolved_priestess_puts_an_amulet_of_cost_2_from_hand_and_heals_once_a_turn():
    sc = make({"pp": 4, "leader": 10, "field": [PRIESTESS], "evolve_deck": [PRIESTESS],
               "hand": [TEMPLE, MORIAE], "deck": ["Fighter"] * 4})
    sc.apply(f"evolve {PRIESTESS}")
    assert sorted(names(sc.field("a"))) == sorted([PRIESTESS, MORIAE])
    assert sc.player("a")["leader"] == 11                    # the amulet entered
    assert len(sc.zone("a", "hand")) == 2                    # Moriae's Fanfare drew
    sc.apply(f"play {TEMPLE}")
    assert sc.player("a")["leader"] == 11                    # once per turn


# ------------------------------------------------------------ Whitefang Temple

def test_15_1_temple_counts_prayers_and_heals_at_each_of_your_end_phases():
    sc = make({"leader": 10, "field": [TEMPLE]})
    sc.end_turn()
    t = card(sc, "a", TEMPLE)
    assert t["counters"] == 1
    assert sc.player("a")["leader"] == 11


def test_15_1_temple_with_3_prayers_is_buried_for_a_faith_follower_of_cost_4_or_less():
    sc = make({"leader": 10, "field": [{"card": TEMPLE, "counters": 2}],
               "deck": ["Fighter", "Goliath", KNIGHT, IVORY, "Fighter"]})
    sc.end_turn()                                            # a's end phase: 3 counters
    assert card(sc, "a", TEMPLE)["counters"] == 3
    sc.end_turn()                                            # b's turn; a's main phase
    assert names(sc.field("a")) == [IVORY]
    assert TEMPLE in sc.zone("a", "cemetery")
    # the end phase's +1; Ivory's Fanfare saw no amulet (the temple was gone)
    assert sc.player("a")["leader"] == 11


def test_15_1_temple_with_2_prayers_stays_at_your_main_phase():
    sc = make({"field": [{"card": TEMPLE, "counters": 1}], "deck": [IVORY] * 5})
    sc.end_turn()
    sc.end_turn()
    assert names(sc.field("a")) == [TEMPLE]
    assert card(sc, "a", TEMPLE)["counters"] == 2


# ------------------------------------------------------------ Opposing Statues

def test_5_7_statues_summon_ivory_and_burying_another_amulet_ebon():
    sc = make({"pp": 4, "leader": 10, "hand": [STATUES], "field": [REALM],
               "deck": ["Fighter", IVORY, "Goliath", EBON]})
    sc.apply(f"play {STATUES}")
    assert sorted(names(sc.field("a"))) == sorted([STATUES, IVORY, EBON])
    assert sc.zone("a", "cemetery") == [REALM]
    assert sc.player("a")["leader"] == 12                    # Ivory saw an amulet
    assert sc.player("b")["leader"] == 18                    # so did Ebon
    assert sorted(sc.zone("a", "deck")) == ["Fighter", "Goliath"]


def test_5_7_statues_alone_summon_only_ivory():
    sc = make({"pp": 4, "hand": [STATUES], "deck": ["Fighter", IVORY, EBON]})
    sc.apply(f"play {STATUES}")
    assert sorted(names(sc.field("a"))) == sorted([STATUES, IVORY])   # itself: not "another"


# ------------------------------------------------------------ Lycaon

def test_10_4_7_lycaon_discards_an_amulet_for_5_damage_and_a_card():
    sc = make({"pp": 6, "hand": [LYCAON, REALM, "Fighter"], "deck": [IVORY] * 3},
              {"field": ["Goliath"]})
    sc.apply(f"play {LYCAON}")
    assert names(sc.field("b")) == []
    assert sc.zone("a", "cemetery") == [REALM]
    assert sorted(sc.zone("a", "hand")) == sorted(["Fighter", IVORY])


def test_10_4_7_lycaon_without_an_amulet_in_hand_does_nothing():
    sc = make({"pp": 6, "hand": [LYCAON, "Fighter"]}, {"field": ["Goliath"]})
    sc.apply(f"play {LYCAON}")
    assert names(sc.field("b")) == ["Goliath"]
    assert sc.zone("a", "hand") == ["Fighter"]


def test_12_6_evolved_lycaon_discards_an_amulet_for_5_damage_and_a_card():
    sc = make({"pp": 1, "field": [LYCAON], "evolve_deck": [LYCAON], "hand": [MORIAE],
               "deck": [IVORY] * 3}, {"field": ["Goliath"]})
    sc.apply(f"evolve {LYCAON}")
    assert names(sc.field("b")) == []
    assert sc.zone("a", "hand") == [IVORY]


# ------------------------------------------------------------ the Fowls

def test_ivory_heals_2_only_with_an_amulet_on_your_field():
    sc = make({"pp": 3, "leader": 10, "hand": [IVORY], "field": [REALM]})
    sc.apply(f"play {IVORY}")
    assert sc.player("a")["leader"] == 12
    sc = make({"pp": 3, "leader": 10, "hand": [IVORY]})
    sc.apply(f"play {IVORY}")
    assert sc.player("a")["leader"] == 10


def test_ebon_deals_2_to_the_enemy_leader_only_with_an_amulet_on_your_field():
    sc = make({"pp": 3, "hand": [EBON], "field": [REALM]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {EBON}")
    assert sc.player("b")["leader"] == 18
    assert attacks(sc, EBON) == [f"attack {EBON} -> Fighter"]   # 12.10 Rush
    sc = make({"pp": 3, "hand": [EBON]})
    sc.apply(f"play {EBON}")
    assert sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Deathscythe Nun

def test_12_14_deathscythe_nun_gives_another_havencraft_follower_bane():
    sc = make({"pp": 2, "hand": [NUN], "field": ["Fighter", PRIEST]})
    sc.apply(f"play {NUN}")
    assert "bane" in card(sc, "a", PRIEST)["keywords"]
    assert "bane" not in card(sc, "a", "Fighter")["keywords"]   # Neutral: no candidate
    assert "bane" in card(sc, "a", NUN)["keywords"]


def test_deathscythe_nun_with_no_other_havencraft_follower_still_plays():
    sc = make({"pp": 2, "hand": [NUN], "field": ["Fighter"]})
    sc.apply(f"play {NUN}")
    assert sorted(names(sc.field("a"))) == sorted(["Fighter", NUN])


# ------------------------------------------------------------ Moriae Encomium

def test_moriae_draws_on_fanfare():
    sc = make({"pp": 2, "hand": [MORIAE], "deck": [IVORY, "Fighter"]})
    sc.apply(f"play {MORIAE}")
    assert sc.zone("a", "hand") == [IVORY]
