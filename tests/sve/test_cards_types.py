"""A field card changing type (5.24, "Change (Card Types)") and an ability given to
another card, with BP05-001 Izudia, Omen of Unkilling: its Fanfare, with 3 or more Hunter
cards in your cemetery, changes an enemy follower into an amulet that keeps its
abilities and gains an activated 2-PP ability putting it into its owner's cemetery.
Played in exact positions with the scenario API (docs/scenarios.md)."""
from __future__ import annotations

from scenario_kit import card, make, names

IZUDIA = "Izudia, Omen of Unkilling"
HUNTERS = ["Archer"] * 3   # Archer is a Hunter (BP01-018)


def izudia_played(enemy_field, *, cemetery=HUNTERS, mine=(), enemy=None):
    sc = make({"pp": 5, "hand": [IZUDIA], "cemetery": list(cemetery), "field": list(mine)},
              {"field": enemy_field, **(enemy or {})})
    sc.apply(f"play {IZUDIA}")
    return sc


def test_5_24_1_izudia_fanfare_changes_an_enemy_follower_into_an_amulet():
    sc = izudia_played(["Goliath"])
    assert card(sc, "b", "Goliath")["type"] == "amulet"
    assert card(sc, "a", IZUDIA)["type"] == "follower"


def test_5_24_1_izudia_fanfare_needs_3_hunter_cards_in_your_cemetery():
    sc = izudia_played(["Goliath"], cemetery=["Archer", "Archer", "Fighter"])
    assert card(sc, "b", "Goliath")["type"] == "follower"


def test_5_24_2_1_a_changed_card_neither_attacks_nor_is_attacked():
    # an engaged Ward follower made an amulet no longer guards (12.8.2), can't be attacked
    # (8.4.3: followers and leaders only) and can't attack on its controller's turn
    sc = izudia_played([{"card": "Goliath", "engaged": True, "keywords": ["ward"]},
                        {"card": "Fighter", "engaged": True}],
                       mine=[{"card": "Archer", "entered_this_turn": False}])
    acts = sc.legal_actions()
    assert "attack Archer -> leader" in acts and "attack Archer -> Fighter" in acts
    assert "attack Archer -> Goliath" not in acts
    sc.apply("end")
    assert not any(a.startswith("attack Goliath") for a in sc.legal_actions())


def test_5_24_2_1_a_changed_card_has_no_defense_to_lose():
    # damage on it is not its defense any more: rules handling (11.3.1) leaves it
    sc = izudia_played([{"card": "Goliath", "damage": 1}])
    sc.confirm()
    assert names(sc.field("b")) == ["Goliath"]
    assert card(sc, "b", "Goliath")["type"] == "amulet"


def test_5_24_its_controller_plays_the_given_ability_into_its_owners_cemetery():
    sc = izudia_played(["Goliath"], enemy={"pp": 0, "max_pp": 1})
    assert not any("#given" in a for a in sc.legal_actions())   # Izudia's: never its own
    sc.apply("end")   # b's turn: 2 PP
    assert "activate Goliath #given" in sc.legal_actions()
    sc.apply("activate Goliath #given")
    assert names(sc.field("b")) == []
    assert sc.zone("b", "cemetery") == ["Goliath"]
    assert sc.player("b")["pp"] == 0


def test_5_24_the_given_ability_costs_2_pp():
    sc = izudia_played(["Goliath"], enemy={"pp": 0, "max_pp": 0})
    sc.apply("end")   # b's turn: 1 PP
    assert "activate Goliath #given" not in sc.legal_actions()


def test_5_24_3_1_1_a_changed_card_keeps_its_evolve_and_stays_an_amulet_5_24_3_2():
    sc = izudia_played(["Archer"], enemy={"pp": 0, "max_pp": 2, "evolve_deck": ["Archer"]})
    sc.apply("end")
    assert "evolve Archer" in sc.legal_actions()
    sc.apply("evolve Archer")
    archer = card(sc, "b", "Archer")
    assert archer["evolved"] and archer["type"] == "amulet"
    assert "activate Archer (evolved) #given" in sc.legal_actions()   # the given one stays


def test_5_24_a_changed_card_is_no_enemy_follower_to_select():
    # a second Izudia's Fanfare can only select the follower left (10.6.2.3)
    sc = make({"pp": 10, "hand": [IZUDIA, IZUDIA], "cemetery": HUNTERS},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"play {IZUDIA}")
    assert card(sc, "b", "Goliath")["type"] == "amulet"
    sc.apply(f"play {IZUDIA}")
    assert card(sc, "b", "Fighter")["type"] == "amulet"
