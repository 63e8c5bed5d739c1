"""The BP02 Neutral cards with a non-trivial ability, each played in an exact position
with the scenario API (docs/scenarios.md). Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import numpy as np
import pytest

from decksim.cards.compile import compile_pool
from decksim.cards.pool import CardFileError, load_pool
from decksim.core.rng import seed_state
from decksim.games.sve.scenario import ScenarioError
from scenario_kit import card, make, names

OLIVIA = "Dark Angel Olivia"
REINA = "Archangel Reina"


# ---------------------------------------------------------------- Dark Angel Olivia

def test_3_2_5_olivia_gains_an_evolution_point_and_draws():
    sc = make({"pp": 5, "ep": 0, "hand": [OLIVIA], "deck": ["Goliath"] + ["Fighter"] * 4})
    sc.dictate(("mode", 1), ("mode", 3)).apply(f"play {OLIVIA}")
    assert sc.pending() == []
    p = sc.player("a")
    assert p["ep"] == 1 and p["hand"] == ["Goliath"] and p["leader"] == 20


def test_5_11_olivia_makes_the_opponent_discard_a_card_of_their_choice():
    # the opponent's (greedy) pilot keeps its costliest card; a pick of a's would
    # have taken Gilgamesh (enemy_discard)
    sc = make({"pp": 5, "leader": 15, "hand": [OLIVIA]},
              {"hand": ["Gilgamesh", "Fighter"]})
    sc.dictate(("mode", 2), ("mode", 4)).apply(f"play {OLIVIA}")
    assert sc.player("a")["leader"] == 18 and sc.player("a")["ep"] == 0
    assert sc.zone("b", "hand") == ["Gilgamesh"] and sc.zone("b", "cemetery") == ["Fighter"]


def test_5_17_2_olivia_takes_one_option_or_two_never_three():
    sc = make({"pp": 5, "hand": [OLIVIA]})
    sc.dictate(("mode", 1)).apply(f"play {OLIVIA}")
    assert sc.player("a")["ep"] == 1 and sc.player("a")["leader"] == 20
    sc = make({"pp": 5, "hand": [OLIVIA]})
    sc.dictate(("mode", 1), ("mode", 2), ("mode", 3))
    with pytest.raises(ScenarioError):
        sc.apply(f"play {OLIVIA}")


def test_olivia_pilot_picks_two_options():
    sc = make({"pp": 5, "leader": 10, "hand": [OLIVIA], "deck": ["Fighter"] * 6},
              {"hand": ["Gilgamesh", "Fighter"]})
    sc.apply(f"play {OLIVIA}")
    p, b = sc.player("a"), sc.player("b")
    done = [p["ep"] == 1, p["leader"] == 13, len(p["hand"]) == 1, len(b["hand"]) == 1]
    assert sum(done) == 2, done


# ---------------------------------------------------------------- Bahamut

def test_5_5_bahamut_destroys_every_other_follower_of_both_fields_not_amulets():
    sc = make({"pp": 9, "hand": ["Bahamut"], "field": ["Fighter", "Path to Purgatory"]},
              {"field": ["Goliath", "Goblin", "Path to Purgatory"]})
    sc.apply("play Bahamut")
    assert names(sc.field("a")) == ["Path to Purgatory", "Bahamut"]
    assert names(sc.field("b")) == ["Path to Purgatory"]
    assert sorted(sc.zone("b", "cemetery")) == ["Goblin", "Goliath"]
    assert sc.zone("a", "cemetery") == ["Fighter"]


def test_8_4_3_2_1_bahamut_cant_attack_leaders_while_two_enemy_followers_stand():
    sc = make({"field": ["Bahamut"]},
              {"field": [{"card": "Goliath", "engaged": True}, "Fighter"]})
    acts = sc.legal_actions()
    assert "attack Bahamut -> leader" not in acts and "attack Bahamut -> Goliath" in acts
    sc = make({"field": ["Bahamut"]}, {"field": ["Goliath", "Path to Purgatory"]})
    assert "attack Bahamut -> leader" in sc.legal_actions()
    # one of the two destroyed: the leader is open again (the aura is judged now)
    sc = make({"pp": 1, "hand": ["Angelic Snipe"], "field": ["Bahamut"]},
              {"field": ["Goliath", "Goblin"]})
    sc.dictate(("target", "b:Goblin")).apply("play Angelic Snipe")
    assert "attack Bahamut -> leader" in sc.legal_actions()


def test_12_6_evolved_bahamut_destroys_every_amulet_of_both_fields():
    sc = make({"pp": 0, "field": ["Bahamut", "Fighter", "Path to Purgatory"],
               "evolve_deck": ["Bahamut"]},
              {"field": ["Goliath", "Path to Purgatory"]})
    sc.apply("evolve Bahamut")                      # Evolve [0]
    assert names(sc.field("a")) == ["Bahamut", "Fighter"]
    assert card(sc, "a", "Bahamut")["evolved"]
    assert names(sc.field("b")) == ["Goliath"]
    assert sc.zone("a", "cemetery") == ["Path to Purgatory"]
    assert sc.zone("b", "cemetery") == ["Path to Purgatory"]


def test_8_4_3_2_1_evolved_bahamut_keeps_the_restriction():
    sc = make({"field": [{"card": "Bahamut", "evolved": True}]},
              {"field": ["Goliath", "Fighter"]})
    assert "attack Bahamut (evolved) -> leader" not in sc.legal_actions()
    sc = make({"field": [{"card": "Bahamut", "evolved": True}]}, {"field": ["Goliath"]})
    assert "attack Bahamut (evolved) -> leader" in sc.legal_actions()


# ---------------------------------------------------------------- Demonic Simulacrum

def test_5_18_1_demonic_simulacrum_hits_your_leader_and_discards_a_random_card():
    sc = make({"pp": 3, "hand": ["Demonic Simulacrum", "Gilgamesh", "Fighter"]})
    again = sc.copy()
    sc.apply("play Demonic Simulacrum")
    p = sc.player("a")
    assert p["leader"] == 17 and len(p["hand"]) == 1 and len(p["cemetery"]) == 1
    assert sorted(p["hand"] + p["cemetery"]) == ["Fighter", "Gilgamesh"]
    again.apply("play Demonic Simulacrum")      # the game's own random stream: the same card
    assert again.player("a")["cemetery"] == p["cemetery"]


def test_5_18_1_the_random_discard_is_not_the_pilots_choice():
    # over positions with other random streams, both cards get discarded
    seen = set()
    for seed in range(12):
        sc = make({"pp": 3, "hand": ["Demonic Simulacrum", "Gilgamesh", "Fighter"],
                   "deck": ["Fighter"] * 8})
        seed_state(sc.rng, np.uint64(seed), np.uint64(2 * seed + 1))
        sc.apply("play Demonic Simulacrum")
        seen.add(sc.zone("a", "cemetery")[0])
    assert seen == {"Fighter", "Gilgamesh"}


def test_demonic_simulacrum_with_an_empty_hand_discards_nothing():
    sc = make({"pp": 3, "hand": ["Demonic Simulacrum"]})
    sc.apply("play Demonic Simulacrum")
    assert sc.player("a")["leader"] == 17 and sc.zone("a", "cemetery") == []


# ---------------------------------------------------------------- Archangel Reina

def _reina_position(pp=1):
    # an evolved Goblin that dies attacking Gilgamesh: its evolved card turns face up
    # (11.6.1); the evolved Goliath stays linked on the field
    sc = make({"pp": pp, "max_pp": 5,
               "field": [{"card": "Goblin", "evolved": True},
                         {"card": "Goliath", "evolved": True}, REINA, "Goblin"],
               "evolve_deck": [REINA]},
              {"field": [{"card": "Gilgamesh", "engaged": True}]})
    sc.apply("attack Goblin (evolved) -> Gilgamesh")
    assert names(sc.field("a")) == ["Goliath", REINA, "Goblin"]
    return sc


def test_11_6_1_reina_recovers_a_pp_per_face_up_evolved_follower_not_linked_ones():
    sc = _reina_position()
    sc.apply(f"evolve {REINA}")                    # 1 PP, then + 1 (the Goblin only)
    assert sc.player("a")["pp"] == 1
    assert card(sc, "a", REINA)["evolved"] and "ward" in card(sc, "a", REINA)["keywords"]


def test_4_2_3_reina_turns_them_face_down_so_they_evolve_again():
    sc = _reina_position()
    sc.apply(f"evolve {REINA}")
    sc.end_turn()
    sc.end_turn()
    assert "evolve Goblin" in sc.legal_actions()  # the Goblin's evolved card is back
    sc.apply("evolve Goblin")
    assert card(sc, "a", "Goblin")["evolved"]


def test_4_2_3_without_reina_the_evolved_card_stays_face_up():
    sc = _reina_position(pp=5)
    sc.end_turn()
    sc.end_turn()
    assert "evolve Goblin" not in sc.legal_actions()


def test_reina_with_no_face_up_card_recovers_nothing():
    sc = make({"pp": 3, "field": [REINA], "evolve_deck": [REINA]})
    sc.apply(f"evolve {REINA}")
    assert sc.player("a")["pp"] == 2


# ---------------------------------------------------------------- spells and fanfares

def test_5_15_surefire_bullet_deals_3_or_4_to_an_evolved_follower():
    sc = make({"pp": 2, "hand": ["Surefire Bullet"]}, {"field": ["Goliath"]})
    sc.apply("play Surefire Bullet")
    assert card(sc, "b", "Goliath")["damage"] == 3
    sc = make({"pp": 2, "hand": ["Surefire Bullet"]},
              {"field": [{"card": "Goliath", "evolved": True}]})
    sc.apply("play Surefire Bullet")
    assert card(sc, "b", "Goliath")["damage"] == 4


def test_12_7_unica_strike_heals_the_leader_by_2():
    for evolved in (False, True):
        sc = make({"leader": 15, "field": [{"card": "Unicorn Dancer Unica",
                                            "evolved": evolved}]})
        name = "Unicorn Dancer Unica" + (" (evolved)" if evolved else "")
        sc.apply(f"attack {name} -> leader")
        assert sc.player("a")["leader"] == 17 and sc.player("b")["leader"] == 20 - 2 - evolved


def test_khaiza_destroys_a_follower_costing_2_or_less_and_heals_its_leader():
    sc = make({"pp": 3, "hand": ["Gourmet Emperor Khaiza"]},
              {"leader": 15, "field": ["Goliath", "Fighter"]})
    sc.apply("play Gourmet Emperor Khaiza")
    assert names(sc.field("b")) == ["Goliath"] and sc.player("b")["leader"] == 18


def test_5_15_2_khaiza_reads_an_evolved_followers_printed_cost():
    # an evolved Goblin keeps Goblin's cost 1; Goliath (3) can't be selected
    sc = make({"pp": 3, "hand": ["Gourmet Emperor Khaiza"]},
              {"leader": 15, "field": ["Goliath", {"card": "Goblin", "evolved": True}]})
    sc.apply("play Gourmet Emperor Khaiza")
    assert names(sc.field("b")) == ["Goliath"] and sc.player("b")["leader"] == 18
    sc = make({"pp": 3, "hand": ["Gourmet Emperor Khaiza"]},
              {"leader": 15, "field": ["Goliath"]})
    sc.apply("play Gourmet Emperor Khaiza")        # 10.6.2.3.4: no target, still played
    assert names(sc.field("b")) == ["Goliath"] and sc.player("b")["leader"] == 15


def test_5_7_call_of_cocytus_destroys_then_searches_a_neutral_follower():
    sc = make({"pp": 6, "hand": ["Call of Cocytus"],
               "deck": ["Angelic Snipe", "Archer", "Goliath", "Archer"]},
              {"field": ["Gilgamesh"]})
    sc.apply("play Call of Cocytus")
    assert sc.field("b") == [] and sc.zone("a", "hand") == ["Goliath"]
    assert sorted(sc.zone("a", "deck")) == ["Angelic Snipe", "Archer", "Archer"]


def test_5_20_hamsa_gains_the_cost_of_the_revealed_top_card():
    sc = make({"pp": 3, "hand": ["Hamsa"], "deck": ["Gilgamesh", "Fighter"]})
    sc.apply("play Hamsa")
    h = card(sc, "a", "Hamsa")
    assert (h["attack"], h["defense"]) == (7, 3)
    assert sc.zone("a", "deck") == ["Gilgamesh", "Fighter"]   # revealed, still on top
    sc = make({"pp": 3, "hand": ["Hamsa"], "deck": []})
    sc.apply("play Hamsa")
    assert card(sc, "a", "Hamsa")["attack"] == 0


def test_dance_of_death_hits_the_follower_for_5_and_its_leader_for_2():
    sc = make({"pp": 4, "hand": ["Dance of Death"]}, {"field": ["Gilgamesh"]})
    sc.apply("play Dance of Death")
    assert card(sc, "b", "Gilgamesh")["damage"] == 5 and sc.player("b")["leader"] == 18


def test_12_2_sektor_evolves_for_3_into_a_ward_follower():
    sc = make({"pp": 3, "field": ["Sektor"], "evolve_deck": ["Sektor"]})
    sc.apply("evolve Sektor")
    s = card(sc, "a", "Sektor")
    assert sc.player("a")["pp"] == 0 and (s["attack"], s["defense"]) == (4, 4)
    assert s["keywords"] == ["ward"]


# ---------------------------------------------------------------- the card file words

def test_by_opponent_is_refused_where_the_opponent_cant_perform_it(tmp_path):
    f = tmp_path / "by.toml"
    f.write_text('[[card]]\nid = "MY-1"\nname = "By Test"\nclass = "Neutral"\n'
                 'type = "follower"\ncost = 1\nattack = 1\ndefense = 1\ncoverage = "full"\n'
                 '  [[card.ability]]\n  on = "activate"\n  by = "opponent"\n'
                 '  effects = [ { op = "draw", amount = 1 } ]\n')
    with pytest.raises(CardFileError, match="by = \"opponent\""):
        compile_pool(load_pool([f]))
