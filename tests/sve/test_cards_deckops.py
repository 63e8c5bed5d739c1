"""Cards whose effects move cards out of / into the deck and the hand: search and
look destinations (field, EX area, cemetery), several picks from one look,
cost changes on cards put into the EX area, random discard (5.18), a hand
card to the bottom of the deck, shuffling hands into decks, the top of the
deck into the EX area, banishing the top half of the deck, extra turns (5.27).

Scenario tests (docs/scenarios.md) on the built-in pool; names carry the rule
numbers of the comprehensive rules 1.8.0. Choices inside effects are made by
the deterministic greedy pilot.
"""
from __future__ import annotations

import pytest

import decksim
from decksim.cards.compile import compile_pool
from decksim.cards.pool import CardFileError, load_card_file, CardPool
from decksim.core.sve import tables as T
from decksim.core.sve import vocab as V
from scenario_kit import FILL, make, names

# ---------------------------------------------------------------- look / search to the field

def test_5_10_12_4_3_pompous_princess_puts_a_1_cost_follower_onto_the_field_with_its_fanfare():
    deck = ["Fighter", "Swordsman", "Angelic Snipe", "Shenlong", "Okami", "Merlin"]
    sc = make({"pp": 3, "hand": ["Pompous Princess"], "deck": deck,
               "field": ["Archer"]},
              {"field": ["Fighter"]})
    sc.apply("play Pompous Princess")
    assert names(sc.field("a")) == ["Archer", "Pompous Princess", "Swordsman"]
    enemy = sc.field("b")[0]
    # 12.4.3: Swordsman was put onto the field from the deck, so its Fanfare
    # (engage an enemy follower) triggered although it was not played
    assert enemy["engaged"] is True
    # 'enters' triggers do happen: Archer hit the enemy follower once for each
    # follower that entered (the Princess and the Swordsman)
    assert enemy["damage"] == 2
    # the other four looked-at cards went to the bottom, the sixth stays on top
    d = sc.zone("a", "deck")
    assert d[0] == "Merlin" and sorted(d[1:]) == sorted(["Fighter", "Angelic Snipe", "Shenlong",
                                                        "Okami"])


def test_4_4_4_2_look_to_a_full_field_moves_nothing():
    deck = ["Swordsman", "Fighter", "Okami"]
    sc = make({"pp": 3, "hand": ["Pompous Princess"], "deck": deck,
               "field": ["Fighter", "Fighter", "Fighter", "Fighter"]})
    sc.apply("play Pompous Princess")
    assert len(sc.field("a")) == 5 and "Swordsman" not in names(sc.field("a"))
    assert sorted(sc.zone("a", "deck")) == sorted(deck)
    assert sc.zone("a", "cemetery") == []


def test_5_10_airship_whale_evolved_puts_a_follower_costing_3_or_less_onto_the_field():
    deck = ["Shenlong", "Archer", "Angelic Snipe", "Okami", "Fighter", "Merlin"]
    sc = make({"pp": 5, "field": ["Airship Whale"], "evolve_deck": ["Airship Whale"],
               "deck": deck})
    sc.apply("evolve Airship Whale")
    f = names(sc.field("a"))
    assert f[0] == "Airship Whale" and len(f) == 2
    assert f[1] in ("Archer", "Okami", "Fighter")
    assert len(sc.zone("a", "deck")) == 5


def test_5_7_apostle_of_unkilling_evolved_searches_a_hunter_onto_the_field_and_shuffles():
    deck = ["Fighter", "Okami", "Archer", "Angelic Snipe", "Shenlong", "Merlin", "Curate"]
    sc = make({"pp": 5, "field": ["Apostle of Unkilling"],
               "evolve_deck": ["Apostle of Unkilling"], "deck": deck})
    sc.apply("evolve Apostle of Unkilling")
    assert names(sc.field("a")) == ["Apostle of Unkilling", "Archer"]
    rest = [c for c in deck if c != "Archer"]
    assert sorted(sc.zone("a", "deck")) == sorted(rest)
    assert sc.zone("a", "deck") != rest          # 5.7.2: shuffled


# ---------------------------------------------------------------- to the EX area, cost changes

def test_5_7_iron_staff_mechanic_searches_a_1_cost_card_into_ex_1_cheaper_this_turn():
    deck = ["Fighter", "Shenlong", "Goblin", "Okami", "Merlin"]
    sc = make({"pp": 5, "max_pp": 6, "hand": ["Iron Staff Mechanic"], "deck": deck},
              {"deck": list(FILL)})
    sc.apply("play Iron Staff Mechanic")
    assert sc.zone("a", "ex") == ["Goblin"]
    assert sc.player("a")["pp"] == 0
    assert "play Goblin from ex" in sc.legal_actions()       # costs 0 this turn
    sc.apply("play Goblin from ex")
    assert sc.player("a")["pp"] == 0
    assert "Goblin" in names(sc.field("a"))


def test_iron_staff_mechanic_cost_change_ends_with_the_turn():
    sc = make({"pp": 5, "max_pp": 5, "hand": ["Iron Staff Mechanic"],
               "deck": ["Goblin"] + list(FILL)})
    sc.apply("play Iron Staff Mechanic")
    assert sc.zone("a", "ex") == ["Goblin"]
    sc.end_turn()          # a's end phase, b's turn starts
    sc.end_turn()          # b's end phase, a's turn starts (6 PP)
    assert sc.state()["active"] == "a"
    pp = sc.player("a")["pp"]
    sc.apply("play Goblin from ex")
    assert sc.player("a")["pp"] == pp - 1


def test_5_10_raio_evolved_puts_up_to_3_cheap_cards_into_ex_3_cheaper_this_turn():
    deck = ["Fighter", "Shenlong", "Goblin", "Okami", "Merlin", "Angelic Snipe", "Curate",
            "Mist Dragon", "Spectre", "Fire Lizard", "Wind Blast"]
    sc = make({"pp": 2, "field": ["Raio, Omen of Truth"],
               "evolve_deck": ["Raio, Omen of Truth"], "deck": deck})
    sc.apply("evolve Raio, Omen of Truth")
    ex = sc.zone("a", "ex")
    assert len(ex) == 3
    pool = decksim.pool()
    cost = {c: pool.lookup(c).cost for c in ex}
    assert all(v <= 3 for v in cost.values())
    d = sc.zone("a", "deck")
    assert len(d) == len(deck) - 3
    assert d[:2] == ["Fire Lizard", "Wind Blast"]     # the two not looked at stay on top
    # each costs 3 less this turn: with 0 PP left, every one is playable
    pp = sc.player("a")["pp"]
    for c in ex:
        if pool.lookup(c).type != "spell":
            sc.apply(f"play {c} from ex")
            assert sc.player("a")["pp"] == pp


def test_4_8_3_2_raio_takes_only_as_many_as_the_ex_area_holds():
    deck = ["Fighter", "Goblin", "Okami", "Shenlong", "Merlin"]
    sc = make({"pp": 2, "field": ["Raio, Omen of Truth"], "ex": ["Fighter"] * 4,
               "evolve_deck": ["Raio, Omen of Truth"], "deck": deck})
    sc.apply("evolve Raio, Omen of Truth")
    assert len(sc.zone("a", "ex")) == 5
    assert len(sc.zone("a", "deck")) == 4
    assert sc.zone("a", "cemetery") == []


def test_4_8_wyvern_cavalier_puts_the_top_card_into_ex_2_cheaper_for_good():
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Wyvern Cavalier"],
               "deck": ["Merlin"] + list(FILL)})
    merlin = decksim.pool().lookup("Merlin").cost
    sc.apply("play Wyvern Cavalier")
    assert sc.zone("a", "ex") == ["Merlin"]
    sc.end_turn()
    sc.end_turn()          # a's next turn: the change has no end
    pp = sc.player("a")["pp"]
    sc.apply("play Merlin from ex")
    assert sc.player("a")["pp"] == pp - max(merlin - 2, 0)


def test_4_8_3_2_arcane_enlightenment_fills_the_ex_area_from_the_top():
    deck = ["Goblin", "Okami", "Merlin", "Shenlong", "Fighter"]
    sc = make({"pp": 4, "hand": ["Arcane Enlightenment"], "ex": ["Fighter", "Fighter"],
               "deck": deck})
    sc.apply("play Arcane Enlightenment")
    assert sc.zone("a", "ex") == ["Fighter", "Fighter", "Goblin", "Okami", "Merlin"]
    assert sc.zone("a", "deck") == ["Shenlong", "Fighter"]


# ---------------------------------------------------------------- several picks

def test_5_10_spinaria_adds_one_forestcraft_follower_and_one_forestcraft_spell():
    deck = ["Fighter", "Archer", "Fairy Circle", "Angelic Snipe", "Okami", "Merlin"]
    sc = make({"pp": 5, "hand": ["Spinaria, Keeper of Enigmas"], "deck": deck})
    sc.apply("play Spinaria, Keeper of Enigmas")
    assert sorted(sc.zone("a", "hand")) == ["Archer", "Fairy Circle"]
    d = sc.zone("a", "deck")
    assert d[:2] == ["Okami", "Merlin"]
    assert sorted(d[2:]) == ["Angelic Snipe", "Fighter"]


def test_5_10_sorcery_cache_takes_one_spell_and_puts_a_second_into_the_cemetery():
    deck = ["Fighter", "Angelic Snipe", "Wind Blast", "Okami", "Merlin"]
    sc = make({"pp": 2, "hand": ["Sorcery Cache"], "deck": deck})
    pool = decksim.pool()
    high, low = sorted(["Angelic Snipe", "Wind Blast"], key=lambda c: -pool.lookup(c).cost)
    sc.apply("play Sorcery Cache")
    assert sc.zone("a", "hand") == [high]
    assert sorted(sc.zone("a", "cemetery")) == sorted([low, "Sorcery Cache"])
    d = sc.zone("a", "deck")
    assert d[0] == "Merlin" and sorted(d[1:]) == ["Fighter", "Okami"]


# ---------------------------------------------------------------- hand and deck

def test_5_18_silent_purge_destroys_and_the_opponent_discards_a_random_card():
    hand_b = ["Shenlong", "Okami", "Merlin"]
    sc = make({"pp": 4, "hand": ["Silent Purge"]},
              {"field": ["Fighter"], "hand": list(hand_b)})
    sc.apply("play Silent Purge")
    assert sc.field("b") == []
    left = sc.zone("b", "hand")
    assert len(left) == 2
    cem = sc.zone("b", "cemetery")
    assert sorted(cem) == sorted(["Fighter"] + [c for c in hand_b if c not in left])


def test_5_18_a_random_discard_triggers_whenever_the_opponent_discards():
    # Servant of Silence (BP05-082) sees the random discard Silent Purge forces
    sc = make({"pp": 4, "hand": ["Silent Purge"], "field": ["Servant of Silence"]},
              {"field": ["Fighter"], "hand": ["Shenlong", "Okami"], "leader": 20})
    sc.apply("play Silent Purge")
    assert len(sc.zone("b", "hand")) == 1
    assert sc.player("b")["leader"] == 18
    assert len(sc.zone("a", "cemetery")) == 3   # Silent Purge and the 2 milled cards


def test_5_18_random_discard_is_not_always_the_same_card():
    got = set()
    for seed in range(12):
        sc = decksim.scenario({"turn": 5, "active": "a", "first": "a",
                               "players": {"a": {"pp": 4, "hand": ["Silent Purge"],
                                                 "deck": list(FILL)},
                                           "b": {"field": ["Fighter"], "deck": list(FILL),
                                                 "hand": ["Shenlong", "Okami", "Merlin"]}}},
                              seed=seed)
        sc.apply("play Silent Purge")
        got |= set(sc.zone("b", "cemetery")) - {"Fighter"}
    assert len(got) >= 2


def test_harnessed_glass_draws_then_puts_a_hand_card_on_the_bottom():
    sc = make({"pp": 3, "hand": ["Harnessed Glass", "Shenlong"],
               "deck": ["Goblin", "Okami", "Merlin"]})
    sc.apply("play Harnessed Glass")
    hand = sc.zone("a", "hand")
    assert len(hand) == 1
    d = sc.zone("a", "deck")
    assert len(d) == 3 and d[:2] == ["Okami", "Merlin"]
    assert sorted(hand + [d[2]]) == ["Goblin", "Shenlong"]


def test_5_8_altered_fate_shuffles_both_hands_into_the_decks_and_redraws():
    sc = make({"pp": 2, "hand": ["Altered Fate", "Shenlong", "Okami", "Merlin"],
               "deck": ["Goblin"] * 6},
              {"hand": ["Curate", "Spectre"], "deck": ["Fighter"] * 6})
    sc.apply("play Altered Fate")
    assert len(sc.zone("a", "hand")) == 4          # 3 returned, 3 drawn, 1 more
    assert len(sc.zone("a", "deck")) == 5
    assert len(sc.zone("b", "hand")) == 2
    assert len(sc.zone("b", "deck")) == 6
    every_a = sorted(sc.zone("a", "hand") + sc.zone("a", "deck"))
    assert every_a == sorted(["Shenlong", "Okami", "Merlin"] + ["Goblin"] * 6)


def test_magna_legacy_banishes_the_top_half_of_the_deck_rounded_up():
    deck = ["Goblin", "Okami", "Merlin", "Shenlong", "Fighter", "Curate", "Spectre"]
    sc = make({"pp": 8, "hand": ["Magna Legacy"], "deck": deck},
              {"leader": 20})
    sc.apply("play Magna Legacy")
    assert sc.zone("a", "banished") == deck[:4]
    assert sc.zone("a", "deck") == deck[4:]
    assert sc.player("b")["leader"] == 16


def test_5_27_dimension_shift_takes_another_turn():
    spells = ["Angelic Snipe"] * 10
    sc = make({"pp": 7, "max_pp": 7, "hand": ["Dimension Shift"], "cemetery": spells})
    sc.apply("play Dimension Shift by alternative cost #1")   # 10.4.7.3: 10 spells banished
    turn = sc.state()["turn"]
    sc.end_turn()
    st = sc.state()
    assert st["active"] == "a" and st["turn"] == turn + 1
    sc.end_turn()
    assert sc.state()["active"] == "b"          # only one extra turn


def test_electromagical_rhino_repeats_its_fanfare_while_it_mills_a_rhino():
    deck = ["Fighter", "Okami", "Electromagical Rhino", "Merlin",
            "Curate", "Spectre", "Goblin", "Fighter", "Shenlong"]
    sc = make({"pp": 5, "hand": ["Electromagical Rhino"], "deck": deck})
    sc.apply("play Electromagical Rhino")
    rhino = sc.field("a")[0]
    assert rhino["card"] == "Electromagical Rhino" and rhino["attack"] == 6   # twice +3
    assert sorted(sc.zone("a", "cemetery")) == sorted(deck[:8])
    assert sc.zone("a", "deck") == ["Shenlong"]


def test_electromagical_rhino_last_words_shuffles_every_rhino_into_the_deck():
    sc = make({"pp": 1, "hand": ["Angelic Snipe"]},
              {"field": [{"card": "Electromagical Rhino", "damage": 6}],
               "cemetery": ["Electromagical Rhino", "Fighter"]})
    sc.apply("play Angelic Snipe")
    assert sc.field("b") == []
    assert sc.zone("b", "cemetery") == ["Fighter"]
    d = sc.zone("b", "deck")
    assert sorted(d) == sorted(FILL + ["Electromagical Rhino"] * 2)


# ---------------------------------------------------------------- compiling the DSL

CARD = '''
[[card]]
id = "TEST-D01"
name = "Test Looker"
class = "Neutral"
type = "spell"
cost = 1
traits = ["Test"]
keywords = []
coverage = "full"
printings = ["TEST-D01"]

  [[card.ability]]
  on = "spell"
  effects = [ { @EFFECT@ } ]
'''


def _compile(tmp_path, effect):
    f = tmp_path / "t.toml"
    f.write_text(CARD.replace("@EFFECT@", effect))
    pool = CardPool(list(decksim.pool()) + load_card_file(f))
    return compile_pool(pool)


def test_look_top_picks_compile_to_one_row_per_pick(tmp_path):
    cp = _compile(tmp_path, 'op = "look_top", amount = 4, picks = [ { type = "spell", '
                            'count = 2 }, { type = "follower", dest = "ex", cost_down_eot = 2 } ]')
    ab = cp.CT[len(cp.cards) - 1, T.C_AB0]
    e0, en = cp.AB[ab, T.A_E0], cp.AB[ab, T.A_EN]
    assert en == 3
    ops = [int(cp.EF[e, T.E_OP]) for e in range(e0, e0 + en)]
    assert ops == [V.OP_LOOK_TOP, V.OP_LOOK_PICK, V.OP_LOOK_PICK]
    last = cp.EF[e0 + 2]
    assert last[T.E_DEST] == V.DEST_EX and last[T.E_DCOST] == 2 and last[T.E_ARG2] == 1


@pytest.mark.parametrize("effect", [
    'op = "search", dest = "deck"',
    'op = "search", cost_down = 1',
    'op = "look_pick"',
    'op = "look_top", filter = { type = "spell" }, picks = [ { type = "spell" } ]',
])
def test_bad_move_effects_are_rejected(tmp_path, effect):
    with pytest.raises(CardFileError):
        _compile(tmp_path, effect)
