"""The engine features the starter-deck cards (SD01-SD06) brought, each played
through the real card with the scenario API (docs/scenarios.md). Test names carry
the rule numbers of the comprehensive rules 1.8.0."""
from __future__ import annotations

from scenario_kit import card, make, names


def keywords(sc, side, name):
    return card(sc, side, name)["keywords"]


# ====================================================== tokens onto the field or into the EX area (5.4.2)

def test_5_4_2_aria_fills_the_field_then_the_ex_area():
    sc = make({"pp": 6, "max_pp": 6, "hand": ["Aria, Fairy Princess"]})
    sc.apply("play Aria, Fairy Princess")
    assert names(sc.field("a")) == ["Aria, Fairy Princess"] + ["Fairy"] * 4
    assert sc.zone("a", "ex") == ["Fairy"] * 5          # 9 asked, 4.8.3.1 caps the EX area


def test_5_4_2_aria_keeps_a_field_slot_for_a_follower_it_can_still_pay_for():
    sc = make({"pp": 8, "max_pp": 8, "hand": ["Aria, Fairy Princess", "Water Fairy"]})
    sc.apply("play Aria, Fairy Princess")
    assert names(sc.field("a")) == ["Aria, Fairy Princess"] + ["Fairy"] * 3
    assert sc.zone("a", "ex") == ["Fairy"] * 5
    sc.apply("play Water Fairy")
    assert len(sc.field("a")) == 5


def test_5_4_2_aria_puts_only_what_fits_in_neither_zone():
    sc = make({"pp": 6, "max_pp": 6, "hand": ["Aria, Fairy Princess"],
               "field": ["Fighter", "Fighter", "Fighter"], "ex": ["Fairy", "Fairy", "Fairy"]})
    sc.apply("play Aria, Fairy Princess")
    assert names(sc.field("a")).count("Fairy") == 1
    assert sc.zone("a", "ex") == ["Fairy"] * 5


# ====================================================== "your other ... followers have" (10.9)

def test_10_9_aria_gives_rush_to_the_other_pixie_followers_only():
    sc = make({"pp": 6, "max_pp": 6, "hand": ["Aria, Fairy Princess"],
               "field": ["Water Fairy", "Fighter"]})
    sc.apply("play Aria, Fairy Princess")
    assert "rush" in keywords(sc, "a", "Water Fairy")
    assert "rush" in keywords(sc, "a", "Fairy")
    assert "rush" not in keywords(sc, "a", "Fighter")          # not a Pixie
    assert "rush" not in keywords(sc, "a", "Aria, Fairy Princess")   # not "other"


def test_10_9_rush_fairies_attack_followers_the_turn_they_arrive():
    sc = make({"pp": 6, "max_pp": 6, "hand": ["Aria, Fairy Princess"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("play Aria, Fairy Princess")
    legal = sc.legal_actions()
    assert "attack Fairy -> Fighter" in legal
    assert "attack Fairy -> leader" not in legal                # Rush, not Storm (12.10)


def test_10_9_the_rush_goes_when_aria_leaves():
    sc = make({"field": ["Aria, Fairy Princess", "Water Fairy"]},
              {"pp": 4, "hand": ["Acolyte's Light"]}, active="b")
    sc.legal_actions()                          # the auras are applied before actions
    assert "rush" in keywords(sc, "a", "Water Fairy")
    sc.dictate(("target", "a:Aria, Fairy Princess"))
    sc.apply("play Acolyte's Light")
    sc.legal_actions()
    assert "rush" not in keywords(sc, "a", "Water Fairy")


# ====================================================== an Evolve cost changed for good (12.2)

def test_12_2_treant_with_combo_3_evolves_for_0_pp_this_turn_and_later():
    sc = make({"pp": 3, "max_pp": 4, "played_this_turn": 2, "hand": ["Treant"],
               "evolve_deck": ["Treant", "Treant"]})
    sc.apply("play Treant")                     # the third card played this turn (13.2.1)
    assert sc.player("a")["pp"] == 0
    assert "evolve Treant" in sc.legal_actions()
    sc.apply("end")
    sc.apply("end")                             # a's next turn: still 0 PP
    sc.S[_pp_offset(0)] = 0
    assert "evolve Treant" in sc.legal_actions()
    sc.apply("evolve Treant")
    assert card(sc, "a", "Treant")["evolved"]


def test_12_2_treant_without_combo_3_keeps_its_evolve_cost():
    sc = make({"pp": 4, "max_pp": 4, "played_this_turn": 1, "hand": ["Treant"],
               "evolve_deck": ["Treant"]})
    sc.apply("play Treant")
    assert sc.player("a")["pp"] == 1
    assert "evolve Treant" not in sc.legal_actions()      # costs 2


def _pp_offset(p):
    from decksim.core.sve import state
    return state.pb(p) + state.P_PP


# ====================================================== ignoring Ward (12.8.2)

def test_12_8_2_elf_wanderer_ignores_ward_where_others_must_attack_it():
    sc = make({"field": ["Elf Wanderer", "Fighter"]},
              {"field": [{"card": "Guardian Nun", "engaged": True}, "Goliath"]})
    legal = sc.legal_actions()
    assert [a for a in legal if a.startswith("attack Fighter")] == \
        ["attack Fighter -> Guardian Nun"]
    wander = {a for a in legal if a.startswith("attack Elf Wanderer")}
    assert wander == {"attack Elf Wanderer -> Guardian Nun", "attack Elf Wanderer -> Goliath",
                      "attack Elf Wanderer -> leader"}          # Assail: reserved Goliath too


def test_12_8_2_elf_wanderer_hits_the_leader_past_a_ward_follower():
    sc = make({"field": ["Elf Wanderer"]},
              {"leader": 20, "field": [{"card": "Guardian Nun", "engaged": True}]})
    sc.apply("attack Elf Wanderer -> leader")
    assert sc.player("b")["leader"] == 18


# ====================================================== dividing damage (10.6.2.4)

def test_10_6_2_4_fire_chain_destroys_the_small_one_and_hurts_the_other():
    sc = make({"pp": 2, "hand": ["Fire Chain"]}, {"field": ["Fairy", "Fighter"]})
    sc.apply("play Fire Chain")
    assert names(sc.field("b")) == ["Fighter"]
    assert card(sc, "b", "Fighter")["damage"] == 2               # 1 for the Fairy, 2 left


def test_10_6_2_4_fire_chain_destroys_two_small_ones():
    sc = make({"pp": 2, "hand": ["Fire Chain"]}, {"field": ["Fairy", "Water Fairy", "Goliath"]})
    sc.apply("play Fire Chain")
    assert names(sc.field("b")) == ["Goliath"]


def test_10_6_2_4_1_fire_chain_puts_all_3_on_one_when_two_would_survive():
    sc = make({"pp": 2, "hand": ["Fire Chain"]},
              {"field": ["Guardian Nun", "Fighter"]})
    sc.apply("play Fire Chain")
    assert len(sc.field("b")) == 1              # one 3-defense follower destroyed
    assert sc.field("b")[0]["damage"] == 0


def test_10_6_2_4_1_each_dictated_target_gets_at_least_1():
    sc = make({"pp": 2, "hand": ["Fire Chain"]}, {"field": ["Guardian Nun", "Priest of the Cudgel"]})
    sc.dictate(("target", "b:Guardian Nun"), ("target", "b:Priest of the Cudgel"))
    sc.apply("play Fire Chain")
    dmg = sorted(c["damage"] for c in sc.field("b"))
    assert dmg == [1, 2]


def test_10_6_2_4_fire_chain_with_one_target_deals_all_3():
    sc = make({"pp": 2, "hand": ["Fire Chain"]}, {"field": ["Guardian Nun"]})
    sc.apply("play Fire Chain")
    assert sc.field("b") == []


# ====================================================== each player draws (1.3.4.1)

def test_1_3_4_1_evolved_sammy_makes_each_player_draw():
    sc = make({"pp": 2, "field": ["Sammy, Wizard's Apprentice"],
               "evolve_deck": ["Sammy, Wizard's Apprentice"]}, {"hand": []})
    sc.apply("evolve Sammy, Wizard's Apprentice")
    assert sc.zone("a", "hand") == ["Fighter"]
    assert sc.zone("b", "hand") == ["Fighter"]


def test_1_3_4_1_each_player_draws_from_an_empty_deck_is_a_draw():
    sc = make({"pp": 2, "deck": [], "field": ["Sammy, Wizard's Apprentice"],
               "evolve_deck": ["Sammy, Wizard's Apprentice"]}, {"deck": []})
    sc.apply("evolve Sammy, Wizard's Apprentice")
    assert sc.winner == "draw"                  # 11.2.2 for both at once (1.2.2)


# ====================================================== the rest of a look into the cemetery (5.10)

def test_5_10_skullfane_puts_an_amulet_onto_the_field_and_the_rest_into_the_cemetery():
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Skullfane"],
               "deck": ["Dual Flames", "Fighter", "Angelic Snipe", "Goliath", "Fighter", "Fighter"]})
    sc.apply("play Skullfane")
    assert names(sc.field("a")) == ["Skullfane", "Dual Flames", "Holy Tiger"]   # its Fanfare
    assert sorted(sc.zone("a", "cemetery")) == ["Angelic Snipe", "Fighter", "Goliath"]
    assert sc.zone("a", "deck") == ["Fighter", "Fighter"]


def test_5_10_skullfane_without_an_amulet_still_buries_all_four():
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Skullfane"], "deck": ["Fighter"] * 6})
    sc.apply("play Skullfane")
    assert len(sc.zone("a", "cemetery")) == 4 and len(sc.zone("a", "deck")) == 2


def test_5_10_sammy_puts_the_top_card_into_the_cemetery():
    sc = make({"pp": 1, "hand": ["Sammy, Wizard's Apprentice"],
               "deck": ["Insight", "Fighter", "Fighter"]})
    sc.apply("play Sammy, Wizard's Apprentice")
    assert sc.zone("a", "cemetery") == ["Insight"]
    assert sc.zone("a", "deck") == ["Fighter", "Fighter"]
