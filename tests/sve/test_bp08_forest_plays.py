"""The BP08 Forestcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake; the two-faced Orchis and the
tokens "also named Puppet" follow the cards' own text (no rule covers them)."""
from __future__ import annotations

from scenario_kit import card, evolves, make, names

GIRL = "Orchis, Puppet Girl"
RESOLUTE = "Orchis, Resolute Puppet"
VENGEFUL = "Orchis, Vengeful Puppet"
PUPPETRY_CEM = ["Junk", "Junk", "Liam, Master of Puppets"]


# ------------------------------------------------------------ Forest Oracle Pascale

def test_pascale_puts_an_enemy_follower_on_top_of_its_owners_deck():
    sc = make({"pp": 7, "hand": ["Forest Oracle Pascale"]},
              {"field": ["Goliath"], "deck": ["Fighter", "Fighter"]})
    sc.apply("play Forest Oracle Pascale")
    assert sc.field("b") == [] and sc.zone("b", "deck")[0] == "Goliath"
    assert "ward" in card(sc, "a", "Forest Oracle Pascale")["keywords"]


def test_7_4_1_pascale_buffs_the_other_followers_and_heals_at_the_end_phase():
    sc = make({"field": ["Forest Oracle Pascale", "Fighter"], "leader": 10})
    sc.end_turn()
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (4, 5)
    p = card(sc, "a", "Forest Oracle Pascale")
    assert (p["attack"], p["defense"]) == (4, 7)
    assert sc.player("a")["leader"] == 14


# ------------------------------------------------------------ Orchis: two evolve abilities, two faces

def test_12_2_2_1_orchis_evolves_for_1_into_the_resolute_face_summoning_2_puppets():
    sc = make({"pp": 1, "ep": 0, "field": [GIRL], "evolve_deck": [RESOLUTE]})
    assert evolves(sc) == [f"evolve {GIRL} into {RESOLUTE}"]
    sc.apply(f"evolve {GIRL} into {RESOLUTE}")
    o = card(sc, "a", RESOLUTE)
    assert o["evolved"] and (o["attack"], o["defense"]) == (3, 3)
    assert names(sc.field("a")).count("Puppet") == 2 and sc.player("a")["pp"] == 0


def test_the_vengeful_face_needs_4_pp_and_3_puppetry_cards_in_the_cemetery():
    sc = make({"pp": 4, "ep": 0, "field": [GIRL], "evolve_deck": [RESOLUTE],
               "cemetery": PUPPETRY_CEM[:2]})
    assert evolves(sc) == [f"evolve {GIRL} into {RESOLUTE}"]   # 2 Puppetry cards only
    sc = make({"pp": 3, "ep": 0, "field": [GIRL], "evolve_deck": [RESOLUTE],
               "cemetery": PUPPETRY_CEM})
    assert evolves(sc) == [f"evolve {GIRL} into {RESOLUTE}"]   # 3 PP: not enough
    sc = make({"pp": 4, "ep": 0, "field": [GIRL], "evolve_deck": [RESOLUTE],
               "cemetery": PUPPETRY_CEM})
    assert f"evolve {GIRL} into {VENGEFUL}" in evolves(sc)
    sc.apply(f"evolve {GIRL} into {VENGEFUL}")
    o = card(sc, "a", VENGEFUL)
    assert o["evolved"] and (o["attack"], o["defense"]) == (4, 4)
    assert names(sc.field("a")).count("Puppet") == 4 and sc.player("a")["pp"] == 0
    # one evolve-deck card for both faces: it is used now
    assert sc.player("a")["evolve_deck"] == [f"{RESOLUTE} (face up)"]


def test_12_2_3_an_ep_pays_one_pp_of_the_4_pp_evolve():
    sc = make({"pp": 3, "ep": 1, "field": [GIRL], "evolve_deck": [VENGEFUL],
               "cemetery": PUPPETRY_CEM})
    assert f"evolve {GIRL} into {VENGEFUL} with ep" in evolves(sc)
    sc.apply(f"evolve {GIRL} into {VENGEFUL} with ep")
    assert sc.player("a")["pp"] == 0 and sc.player("a")["ep"] == 0
    assert card(sc, "a", VENGEFUL)["evolved"]


def test_8_3_2_orchis_evolves_once_a_turn_whichever_face():
    sc = make({"pp": 9, "field": [GIRL, GIRL], "evolve_deck": [RESOLUTE, RESOLUTE],
               "cemetery": PUPPETRY_CEM})
    sc.apply(f"evolve {GIRL} into {VENGEFUL}")
    assert evolves(sc) == []


def test_the_resolute_face_puts_a_lloyd_into_the_ex_area_once_on_your_turn():
    sc = make({"field": [{"card": GIRL, "evolved": RESOLUTE}, "Puppet", "Puppet"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("attack Puppet -> Goliath")
    assert sc.zone("a", "ex") == ["Lloyd"]
    sc.apply("attack Puppet -> Goliath")      # once per turn
    assert sc.zone("a", "ex") == ["Lloyd"]


def test_the_resolute_face_gives_no_lloyd_on_the_opponents_turn():
    sc = make({"field": [{"card": GIRL, "evolved": RESOLUTE},
                         {"card": "Puppet", "engaged": True}]},
              {"field": ["Goliath"]}, active="b")
    sc.apply("attack Goliath -> Puppet")
    assert sc.zone("a", "ex") == []


def test_the_vengeful_face_gives_puppets_assail_and_deals_2_when_one_leaves():
    sc = make({"field": [{"card": GIRL, "evolved": VENGEFUL}, "Puppet", "Fighter"]},
              {"field": ["Goliath", "Fighter"]})
    assert "assail" in card(sc, "a", "Puppet")["keywords"]
    assert "assail" not in card(sc, "a", "Fighter")["keywords"]
    assert "attack Puppet -> Goliath" in sc.legal_actions()   # a reserved follower
    sc.dictate(("target", "b:leader"))
    sc.apply("attack Puppet -> Goliath")
    assert sc.player("b")["leader"] == 18


def test_a_lloyd_on_the_field_is_also_a_puppet_for_the_vengeful_face():
    sc = make({"field": [{"card": GIRL, "evolved": VENGEFUL}, {"card": "Lloyd", "damage": 1}]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    assert "assail" in card(sc, "a", "Lloyd")["keywords"]
    sc.dictate(("target", "b:leader"))
    sc.apply("attack Lloyd -> Goliath")       # Lloyd (2/4, 1 damage) dies: a Puppet left
    assert "Lloyd" not in names(sc.field("a")) and sc.player("b")["leader"] == 18


def test_a_lloyd_in_the_ex_area_is_no_puppet():
    sc = make({"pp": 3, "hand": ["Zwei, Murderous Puppet"], "ex": ["Lloyd"]})
    sc.apply("play Zwei, Murderous Puppet")   # its Fanfare finds no Puppet there
    assert sc.zone("a", "ex") == ["Lloyd"]


def test_an_evolve_deck_lists_the_two_faced_card_once_by_either_face():
    from decksim.cards.decklist import _resolve
    from decksim.cards.pool import load_pool
    pool = load_pool()
    assert _resolve("BP08-003_back", "evolve", pool).id == "BP08-003"
    assert _resolve(VENGEFUL, "evolve", pool).id == "BP08-003"
    assert [c.id for c in pool.evolve_faces(pool.by_id("BP08-002"))] == ["BP08-003",
                                                                       "BP08-003_back"]


# ------------------------------------------------------------ Zwei, Murderous Puppet

def test_5_16_1_zwei_transforms_a_puppet_of_the_ex_area_into_a_victoria():
    sc = make({"pp": 3, "hand": ["Zwei, Murderous Puppet"], "ex": ["Fighter", "Puppet"]})
    sc.apply("play Zwei, Murderous Puppet")
    assert sc.zone("a", "ex") == ["Fighter", "Victoria"]


def test_a_victoria_plays_from_the_ex_area_with_rush_assail_and_a_draw():
    sc = make({"pp": 0, "ex": ["Victoria"], "deck": ["Goliath", "Fighter"]},
              {"field": ["Fighter"]})
    sc.apply("play Victoria from ex")
    v = card(sc, "a", "Victoria")
    assert {"rush", "assail"} <= set(v["keywords"]) and sc.zone("a", "hand") == ["Goliath"]
    assert "attack Victoria -> Fighter" in sc.legal_actions()


def test_evolved_zwei_makes_a_victoria_take_no_damage_this_turn():
    sc = make({"pp": 2, "ep": 0, "field": ["Zwei, Murderous Puppet", "Victoria"],
               "evolve_deck": ["Zwei, Murderous Puppet"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("evolve Zwei, Murderous Puppet")
    sc.apply("attack Victoria -> Goliath")
    assert card(sc, "a", "Victoria")["damage"] == 0
    assert sc.field("b") == []


# ------------------------------------------------------------ Lycoris, Poisoner Princess

def test_lycoris_deals_1_to_the_enemy_leader_when_an_enemy_follower_goes_to_the_cemetery():
    sc = make({"field": ["Lycoris, Poisoner Princess", "Goliath"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Goliath -> Fighter")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 19


def test_lycoris_does_nothing_on_the_opponents_turn():
    sc = make({"field": ["Lycoris, Poisoner Princess", {"card": "Goliath", "engaged": True}]},
              {"field": ["Fighter"]}, active="b")
    sc.apply("attack Fighter -> Goliath")
    assert sc.player("b")["leader"] == 20


def test_12_14_lycoris_gives_another_follower_bane_by_engaging():
    sc = make({"field": ["Lycoris, Poisoner Princess", "Fighter"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.dictate(("target", "a:Fighter"))
    sc.apply("activate Lycoris, Poisoner Princess #2")
    assert "bane" in card(sc, "a", "Fighter")["keywords"]
    assert card(sc, "a", "Lycoris, Poisoner Princess")["engaged"]
    sc.apply("attack Fighter -> Goliath")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 19


# ------------------------------------------------------------ Lina & Lena, Twin Souls

def test_12_7_lina_and_lena_gain_1_attack_with_3_followers_on_your_field():
    sc = make({"pp": 4, "hand": ["Lina & Lena, Twin Souls"], "field": ["Fighter", "Fighter"]})
    sc.apply("play Lina & Lena, Twin Souls")
    sc.apply("attack Lina & Lena, Twin Souls -> leader")
    assert sc.player("b")["leader"] == 16
    assert card(sc, "a", "Lina & Lena, Twin Souls")["attack"] == 4   # for good
    sc = make({"pp": 4, "hand": ["Lina & Lena, Twin Souls"], "field": ["Fighter"]})
    sc.apply("play Lina & Lena, Twin Souls")
    sc.apply("attack Lina & Lena, Twin Souls -> leader")
    assert sc.player("b")["leader"] == 17


# ------------------------------------------------------------ Michelle, the Mind Reader

def test_5_7_evolved_michelle_searches_a_forestcraft_follower_costing_5_or_more():
    sc = make({"pp": 2, "ep": 0, "field": ["Michelle, the Mind Reader"],
               "evolve_deck": ["Michelle, the Mind Reader"],
               "deck": ["Fighter", "Archer", "Forest Oracle Pascale", "Fighter"]})
    sc.apply("evolve Michelle, the Mind Reader")
    assert sc.zone("a", "hand") == ["Forest Oracle Pascale"]


# ------------------------------------------------------------ Liam, Master of Puppets

def test_liam_puts_2_puppets_into_the_ex_area():
    sc = make({"pp": 2, "hand": ["Liam, Master of Puppets"]})
    sc.apply("play Liam, Master of Puppets")
    assert sc.zone("a", "ex") == ["Puppet", "Puppet"]


def test_liam_looks_at_3_for_a_puppetry_card_with_3_in_the_cemetery():
    deck = ["Fighter", "Junk", "Goliath", "Fighter", "Fighter"]
    sc = make({"field": ["Liam, Master of Puppets"], "cemetery": PUPPETRY_CEM[:2],
               "deck": deck})
    assert "activate Liam, Master of Puppets #2" not in sc.legal_actions()
    sc = make({"field": ["Liam, Master of Puppets"], "cemetery": PUPPETRY_CEM, "deck": deck})
    sc.apply("activate Liam, Master of Puppets #2")
    assert sc.zone("a", "hand") == ["Junk"]
    assert card(sc, "a", "Liam, Master of Puppets")["engaged"]
    assert sc.zone("a", "deck")[:2] == ["Fighter", "Fighter"]   # the rest to the bottom


# ------------------------------------------------------------ Heartless Battle

def test_5_16_1_heartless_battle_turns_2_puppets_into_a_lloyd_and_a_victoria():
    sc = make({"pp": 3, "hand": ["Heartless Battle"], "ex": ["Puppet", "Fighter", "Puppet"]})
    sc.apply("play Heartless Battle")
    assert sorted(sc.zone("a", "ex")) == ["Fighter", "Lloyd", "Victoria"]


def test_10_6_2_3_4_heartless_battle_needs_2_puppets_in_the_ex_area():
    sc = make({"pp": 3, "hand": ["Heartless Battle"], "ex": ["Puppet", "Lloyd"]})
    assert "play Heartless Battle" not in sc.legal_actions()


def test_a_lloyd_plays_with_ward_and_heals_2():
    sc = make({"pp": 0, "ex": ["Lloyd"], "leader": 10})
    sc.apply("play Lloyd from ex")
    assert "ward" in card(sc, "a", "Lloyd")["keywords"] and sc.player("a")["leader"] == 12


# ------------------------------------------------------------ Junk

def test_junk_puts_2_puppets_into_the_ex_area():
    sc = make({"pp": 1, "hand": ["Junk"]})
    sc.apply("play Junk")
    assert sc.zone("a", "ex") == ["Puppet", "Puppet"]


# ------------------------------------------------------------ Insane Dark Elf

def test_12_7_insane_dark_elf_puts_a_fairy_wisp_into_the_ex_area_when_it_attacks():
    sc = make({"field": ["Insane Dark Elf"]})
    sc.apply("attack Insane Dark Elf -> leader")
    assert sc.zone("a", "ex") == ["Fairy Wisp"]


def test_evolved_insane_dark_elf_refreshes_after_dealing_combat_damage_on_your_turn():
    sc = make({"field": [{"card": "Insane Dark Elf", "evolved": True}]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply("attack Insane Dark Elf (evolved) -> Fighter")
    elf = card(sc, "a", "Insane Dark Elf")
    assert not elf["engaged"] and sc.zone("a", "ex") == ["Fairy Wisp"]
    sc.apply("attack Insane Dark Elf (evolved) -> leader")
    assert sc.player("b")["leader"] == 15 and sc.zone("a", "ex") == ["Fairy Wisp"] * 2


# ------------------------------------------------------------ Zealot of Unkilling

def test_zealot_gives_minus_4_attack_with_3_hunter_cards_in_the_cemetery():
    sc = make({"pp": 2, "hand": ["Zealot of Unkilling"],
               "cemetery": ["Archer", "Archer", "Lina & Lena, Twin Souls"]},
              {"field": ["Goliath"]})
    sc.apply("play Zealot of Unkilling")
    assert card(sc, "b", "Goliath")["attack"] == 0
    sc = make({"pp": 2, "hand": ["Zealot of Unkilling"], "cemetery": ["Archer", "Archer"]},
              {"field": ["Goliath"]})
    sc.apply("play Zealot of Unkilling")
    assert card(sc, "b", "Goliath")["attack"] == 3


# ------------------------------------------------------------ Knower of History

def test_knower_deals_2_whenever_a_token_follower_enters_your_field():
    sc = make({"pp": 5, "hand": ["Knower of History"], "ex": ["Fairy", "Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Knower of History")     # its own Ancient Artifact triggers it
    assert card(sc, "b", "Goliath")["damage"] == 2
    assert "Ancient Artifact" in names(sc.field("a"))
    sc.apply("play Fairy from ex")
    assert sc.field("b") == []


# ------------------------------------------------------------ Ward of Unkilling

def test_ward_of_unkilling_gives_minus_2_attack_and_revives_a_cheap_hunter():
    sc = make({"pp": 3, "hand": ["Ward of Unkilling"], "cemetery": ["Archer", "Goliath"]},
              {"field": ["Goliath"]})
    sc.apply("play Ward of Unkilling")
    assert card(sc, "b", "Goliath")["attack"] == 1
    sc.apply("activate Ward of Unkilling #2")
    assert names(sc.field("a")) == ["Archer"]
    assert sorted(sc.zone("a", "cemetery")) == ["Goliath", "Ward of Unkilling"]
    assert sc.player("a")["pp"] == 0
