"""The BP08 Havencraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names

EACHTAR = "Holylord Eachtar"
ALEXIEL = "Godsworn Alexiel"
EIDOLON = "Eidolon of Madness"
RADIANCE = "Vengeful Radiance"
COLETTE = "Colette, Holy Gunner"
INQUISITOR = "Battlefield Inquisitor"
MANIFESTATION = "Manifestation of Repose"
ALMIRAJ = "Malevolent Al-mi'raj"
ZEALOT = "Zealot of Repose"
WINDBEAR = "Temple Windbear"
ANGEL = "Angel of the Iron Steed"
SANCTUARY = "Forgotten Sanctuary"
REALM = "Realm of Repose"        # a plain amulet (BP05-101: an activated ability only)
MARWYNN = "Marwynn, Omen of Repose"
SEKHMET = "Sekhmet"


def new(name):
    """A card put onto the field this turn (it can't attack without Rush or Storm)."""
    return {"card": name, "entered_this_turn": True}


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Holylord Eachtar

def test_5_4_1_eachtar_summons_up_to_2_havencraft_followers_of_cost_2_or_less():
    sc = make({"pp": 7, "hand": [EACHTAR],
               "cemetery": [COLETTE, "Fighter", "Guardian Nun", WINDBEAR, "Ardent Nun"]})
    sc.dictate(("target", f"a:cemetery:{COLETTE}"), ("target", f"a:cemetery:{WINDBEAR}"))
    sc.apply(f"play {EACHTAR}")
    assert sorted(names(sc.field("a"))) == sorted([EACHTAR, COLETTE, WINDBEAR])
    # a Neutral 2-cost and a 3-cost Havencraft follower stay
    assert sorted(sc.zone("a", "cemetery")) == sorted(["Fighter", "Guardian Nun", "Ardent Nun"])


def test_5_4_1_eachtar_with_no_fitting_follower_in_the_cemetery_still_plays():
    sc = make({"pp": 7, "hand": [EACHTAR], "cemetery": ["Fighter", "Guardian Nun"]})
    sc.apply(f"play {EACHTAR}")
    assert names(sc.field("a")) == [EACHTAR]
    assert len(sc.zone("a", "cemetery")) == 2


ENGAGED_GOLIATH = {"card": "Goliath", "engaged": True}   # 8.4.3: attackable


def test_12_10_eachtar_gives_your_havencraft_followers_rush():
    sc = make({"field": [new(EACHTAR), new("Priest of the Cudgel"), new("Fighter")]},
              {"field": [ENGAGED_GOLIATH]})
    assert attacks(sc, EACHTAR) == [f"attack {EACHTAR} -> Goliath"]        # itself too
    assert attacks(sc, "Priest of the Cudgel") == ["attack Priest of the Cudgel -> Goliath"]
    assert attacks(sc, "Fighter") == []                                      # Neutral
    sc = make({"field": [new("Priest of the Cudgel")]}, {"field": [ENGAGED_GOLIATH]})
    assert attacks(sc, "Priest of the Cudgel") == []                         # no Eachtar


def test_10_4_2_2_eachtar_banishes_3_havencraft_followers_to_buff_the_others_once_a_turn():
    sc = make({"field": [EACHTAR, "Fighter", SANCTUARY],
               "cemetery": [COLETTE, "Fighter", "Guardian Nun", WINDBEAR]})
    act = next(a for a in sc.legal_actions() if a.startswith(f"activate {EACHTAR}"))
    sc.apply(act)
    assert sorted(sc.zone("a", "banished")) == sorted([COLETTE, "Guardian Nun", WINDBEAR])
    assert sc.zone("a", "cemetery") == ["Fighter"]
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4)
    e = card(sc, "a", EACHTAR)
    assert (e["attack"], e["defense"]) == (5, 6)          # "each other follower"
    assert not [a for a in sc.legal_actions() if a.startswith(f"activate {EACHTAR}")]


def test_10_4_2_2_eachtar_cant_activate_with_fewer_than_3_havencraft_followers_there():
    sc = make({"field": [EACHTAR, "Fighter"],
               "cemetery": [COLETTE, "Fighter", WINDBEAR, "Fighter"]})
    assert not [a for a in sc.legal_actions() if a.startswith(f"activate {EACHTAR}")]


# ------------------------------------------------------------ Godsworn Alexiel

def test_alexiel_gives_your_leader_2_defense_per_amulet_on_your_field():
    sc = make({"pp": 7, "leader": 10, "hand": [ALEXIEL], "field": [REALM, SANCTUARY]})
    sc.apply(f"play {ALEXIEL}")
    assert sc.player("a")["leader"] == 14
    sc = make({"pp": 7, "leader": 10, "hand": [ALEXIEL], "field": ["Fighter"]})
    sc.apply(f"play {ALEXIEL}")
    assert sc.player("a")["leader"] == 10


def test_12_6_evolved_alexiel_deals_2_per_amulet_to_a_follower_and_its_leader():
    sc = make({"pp": 1, "field": [ALEXIEL, REALM, SANCTUARY], "evolve_deck": [ALEXIEL]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"evolve {ALEXIEL}")
    assert names(sc.field("b")) == ["Fighter"]            # 4 damage to the 3/4
    assert sc.player("b")["leader"] == 16


# ------------------------------------------------------------ Eidolon of Madness

def test_12_2_eidolon_evolves_for_0_this_turn_with_3_amulets_on_your_field():
    sc = make({"pp": 2, "hand": [EIDOLON], "field": [REALM, REALM, SANCTUARY],
               "evolve_deck": [EIDOLON]})
    sc.apply(f"play {EIDOLON}")
    assert sc.player("a")["pp"] == 0
    assert f"evolve {EIDOLON}" in sc.legal_actions()
    sc = make({"pp": 2, "hand": [EIDOLON], "field": [REALM, SANCTUARY],
               "evolve_deck": [EIDOLON]})
    sc.apply(f"play {EIDOLON}")
    assert f"evolve {EIDOLON}" not in sc.legal_actions()   # 2 amulets: its Evolve costs 2


def test_5_15_2_evolved_eidolon_is_an_amulet_that_banished_an_enemy_follower():
    sc = make({"pp": 2, "field": [EIDOLON], "evolve_deck": [EIDOLON], "hand": [ALEXIEL]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"evolve {EIDOLON}")
    assert names(sc.field("b")) == ["Fighter"]
    assert sc.zone("b", "banished") == ["Goliath"]
    assert card(sc, "a", EIDOLON)["evolved"]
    assert not [a for a in sc.legal_actions() if a.startswith(f"attack {EIDOLON}")]
    # it counts as an amulet: Alexiel's Fanfare gives 2 defense for it
    sc = make({"pp": 7, "leader": 10, "hand": [ALEXIEL],
               "field": [{"card": EIDOLON, "evolved": True}]})
    sc.apply(f"play {ALEXIEL}")
    assert sc.player("a")["leader"] == 12


def test_12_5_evolved_eidolon_deals_3_to_the_enemy_leader_when_it_leaves():
    sc = make({"pp": 1, "hand": ["Dark Offering"],
               "field": [{"card": EIDOLON, "evolved": True}]})
    sc.dictate(("target", f"a:{EIDOLON} (evolved)"))
    sc.apply("play Dark Offering")
    assert sc.field("a") == [] and sc.player("b")["leader"] == 17
    assert sorted(sc.zone("a", "cemetery")) == sorted(["Dark Offering", EIDOLON])


def test_unevolved_eidolon_has_no_last_words():
    sc = make({"pp": 1, "hand": ["Dark Offering"], "field": [EIDOLON]})
    sc.apply("play Dark Offering")
    assert sc.player("b")["leader"] == 20


# ------------------------------------------------------------ Sekhmet

def test_10_4_2_1_sekhmet_engages_and_buries_an_amulet_to_deal_4_and_1():
    sc = make({"field": [SEKHMET, REALM]}, {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"activate {SEKHMET} #1")
    assert names(sc.field("b")) == ["Fighter"] and sc.player("b")["leader"] == 19
    assert names(sc.field("a")) == [SEKHMET] and card(sc, "a", SEKHMET)["engaged"]
    assert sc.zone("a", "cemetery") == [REALM]
    assert not [a for a in sc.legal_actions() if a.startswith(f"activate {SEKHMET}")]


def test_10_4_2_2_sekhmet_cant_activate_without_an_amulet_or_engaged():
    sc = make({"field": ["Sekhmet", "Fighter"]}, {"field": ["Goliath"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate Sekhmet")]
    sc = make({"field": [{"card": "Sekhmet", "engaged": True}, REALM]}, {"field": ["Goliath"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate Sekhmet")]


def test_10_6_2_3_4_sekhmet_needs_an_enemy_follower():
    sc = make({"field": ["Sekhmet", REALM]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate Sekhmet")]


# ------------------------------------------------------------ Vengeful Radiance

def test_vengeful_radiance_cant_be_played_during_your_turn():
    sc = make({"pp": 5, "hand": [RADIANCE]}, {"field": ["Fighter"]})
    assert f"play {RADIANCE}" not in sc.legal_actions()


def test_12_3_vengeful_radiance_divides_4_damage_at_a_quick_timing_of_the_enemy_turn():
    sc = make({"field": ["Fighter", "Fairy"]},
              {"pp": 2, "max_pp": 5, "hand": [RADIANCE]})
    sc.dictate(("quick", f"play {RADIANCE}"), ("target", "a:Fighter"), ("target", "a:Fairy"))
    sc.apply("attack Fighter -> leader")
    assert sc.field("a") == []                 # 3 to the Fighter, 1 to the Fairy
    assert sc.player("b")["leader"] == 20      # the attacker left: no combat damage
    assert sc.zone("b", "cemetery") == [RADIANCE]


# ------------------------------------------------------------ Colette, Holy Gunner

def test_4_9_evolved_colette_makes_the_opponent_bury_a_follower():
    sc = make({"pp": 2, "field": [COLETTE], "evolve_deck": [COLETTE]},
              {"field": ["Goliath", "Fighter", REALM]})
    sc.apply(f"evolve {COLETTE}")
    assert len(sc.field("b")) == 2 and REALM in names(sc.field("b"))
    assert len(sc.zone("b", "cemetery")) == 1


# ------------------------------------------------------------ Battlefield Inquisitor

def test_5_5_inquisitor_destroys_up_to_2_enemy_cards_and_draws():
    sc = make({"pp": 8, "hand": [INQUISITOR], "deck": ["Goliath"] + ["Fighter"] * 5},
              {"field": ["Goliath", REALM, "Fighter"]})
    sc.dictate(("target", "b:Goliath"), ("target", f"b:{REALM}"))
    sc.apply(f"play {INQUISITOR}")
    assert names(sc.field("b")) == ["Fighter"]
    assert sc.zone("a", "hand") == ["Goliath"]


def test_inquisitor_draws_with_no_enemy_card():
    sc = make({"pp": 8, "hand": [INQUISITOR]})
    sc.apply(f"play {INQUISITOR}")
    assert sc.zone("a", "hand") == ["Fighter"]


# ------------------------------------------------------------ Manifestation of Repose

def test_10_4_4_1_manifestation_costs_2_less_with_marwynn_on_your_field():
    sc = make({"pp": 0, "hand": [MANIFESTATION], "field": [MARWYNN, "Fighter"]})
    sc.dictate(("target", "a:Fighter"))
    sc.apply(f"play {MANIFESTATION}")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (2, 5)
    assert sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 1, "hand": [MANIFESTATION], "field": ["Fighter"]})
    assert f"play {MANIFESTATION}" not in sc.legal_actions()


def test_10_6_2_3_4_manifestation_needs_a_follower_of_yours():
    sc = make({"pp": 2, "hand": [MANIFESTATION], "field": [REALM]})
    assert f"play {MANIFESTATION}" not in sc.legal_actions()


# ------------------------------------------------------------ Malevolent Al-mi'raj

def test_12_14_al_miraj_gains_bane_when_it_buries_a_ward_follower():
    sc = make({"pp": 2, "hand": [ALMIRAJ], "deck": ["Guardian Nun"] + ["Fighter"] * 5})
    sc.apply(f"play {ALMIRAJ}")
    assert sc.zone("a", "cemetery") == ["Guardian Nun"]
    assert set(card(sc, "a", ALMIRAJ)["keywords"]) >= {"ward", "bane"}


def test_al_miraj_stays_without_bane_when_it_buries_something_else():
    for top in ("Fighter", "Dark Offering"):
        sc = make({"pp": 2, "hand": [ALMIRAJ], "deck": [top] + ["Fighter"] * 5})
        sc.apply(f"play {ALMIRAJ}")
        assert sc.zone("a", "cemetery") == [top]
        assert "bane" not in card(sc, "a", ALMIRAJ)["keywords"]


# ------------------------------------------------------------ Zealot of Repose

def test_7_3_1_zealot_destroys_an_enemy_follower_with_4_defense_or_less():
    sc = make({"field": [ZEALOT]}, {"field": ["Goliath", "Cleric Lancer"]})
    sc.apply("end")
    assert sc.state()["active"] == "b"
    assert names(sc.field("b")) == ["Cleric Lancer"]
    assert sc.zone("b", "cemetery") == ["Goliath"]


def test_7_3_1_zealot_reads_the_current_defense():
    sc = make({"field": [ZEALOT]},
              {"field": [{"card": "Cleric Lancer", "damage": 1}, {"card": "Goliath",
                                                                   "defense_bonus": 1}]})
    sc.apply("end")
    assert names(sc.field("b")) == ["Goliath"]     # 1/5 with 1 damage: 4 defense


def test_7_3_1_zealot_does_nothing_on_your_own_main_phase():
    sc = make({"field": [ZEALOT]}, {"field": ["Fighter"]}, active="b")
    sc.apply("end")
    assert sc.state()["active"] == "a"
    assert names(sc.field("b")) == ["Fighter"]


# ------------------------------------------------------------ Temple Windbear

def test_evolved_windbear_summons_a_holy_tiger_and_draws_with_2_amulets():
    sc = make({"pp": 2, "field": [WINDBEAR, REALM, SANCTUARY], "evolve_deck": [WINDBEAR]})
    sc.apply(f"evolve {WINDBEAR}")
    assert "Holy Tiger" in names(sc.field("a"))
    assert sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 2, "field": [WINDBEAR, REALM], "evolve_deck": [WINDBEAR]})
    sc.apply(f"evolve {WINDBEAR}")
    assert "Holy Tiger" in names(sc.field("a"))
    assert sc.zone("a", "hand") == []


# ------------------------------------------------------------ Angel of the Iron Steed

def test_12_4_3_angel_summons_a_mystic_artifact_whose_fanfare_draws():
    sc = make({"pp": 4, "hand": [ANGEL]})
    sc.apply(f"play {ANGEL}")
    assert names(sc.field("a")) == [ANGEL, "Mystic Artifact"]
    assert sc.zone("a", "hand") == ["Fighter"]


# ------------------------------------------------------------ Forgotten Sanctuary

def test_forgotten_sanctuary_summons_a_holy_tiger_and_heals_2_when_it_leaves():
    sc = make({"pp": 3, "leader": 10, "hand": [SANCTUARY]})
    sc.apply(f"play {SANCTUARY}")
    assert names(sc.field("a")) == [SANCTUARY, "Holy Tiger"]
    sc = make({"pp": 1, "leader": 10, "hand": ["Dark Offering"], "field": [SANCTUARY]})
    sc.apply("play Dark Offering")              # destroy it: 3 from the spell, 2 more
    assert sc.player("a")["leader"] == 15
