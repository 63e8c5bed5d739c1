"""Rule-conformance tests: game preparation, turn structure, playing cards,
evolving, attacking and the combat keywords.

Every test names the rule of the Shadowverse: Evolve comprehensive rules 1.8.0
(/work/shared/rules/sve-comprehensive-rules-1.8.0.txt) that it checks. Positions
are built with the scenario API (docs/scenarios.md); whole-game rules (6.2, the
first player's skipped draw) use `setup_game` and logged games.

Tests that fail because the engine (not the test) is wrong are kept and marked
`xfail(strict=True)` with the reason.
"""
from __future__ import annotations

import numpy as np
import pytest

import decksim
from decksim.core.rng import seed_state
from decksim.core.sve import game as G
from decksim.core.sve import rules as R
from decksim.core.sve import state as ST
from decksim.sim.replay import play_logged
from decksim.games.sve.matchup import Matchup
from decksim.games.sve.pilots import pilot_vector
from decksim.games.sve.scenario import ScenarioError

DECKS = "examples/decks/sve"


# ---------------------------------------------------------------- helpers

@pytest.fixture(scope="module")
def pool():
    return decksim.pool()


def scen(spec, card_files=()):
    return decksim.scenario(spec, card_files=tuple(str(f) for f in card_files))


def names(cards):
    return [c["card"] for c in cards]


def one(field, name):
    """The single card called `name` in a field listing."""
    found = [c for c in field if c["card"] == name]
    assert len(found) == 1, f"expected one {name!r} in {names(field)}"
    return found[0]


def attacks(sc):
    return sorted(a for a in sc.legal_actions() if a.startswith("attack "))


def targets_of(sc, attacker):
    prefix = f"attack {attacker} -> "
    return sorted(a[len(prefix):] for a in sc.legal_actions() if a.startswith(prefix))


def greedy_pr():
    return np.stack([pilot_vector("greedy"), pilot_vector("greedy")])


@pytest.fixture(scope="module")
def matchup(pool):
    a = decksim.load_deck(f"{DECKS}/haven_wards.txt")
    b = decksim.load_deck(f"{DECKS}/sword_officers.txt")
    return Matchup.build(a, b, pool)


def setup_state(m, first, seed=7):
    """Run 6.2.1 (setup_game) only; return the state before the first turn."""
    S = np.zeros(ST.STATE_SIZE, np.int32)
    rng = np.zeros(2, np.uint64)
    seed_state(rng, np.uint64(seed), np.uint64(seed * 3 + 1))
    L = np.zeros((400, 6), np.int32)
    c = m.compiled
    G.setup_game(S, rng, m.decks, m.deck_n, m.evos, m.evo_n, first, c.CT, greedy_pr(), L)
    return S


def pscal(S, p, field):
    return int(S[ST.pb(p) + field])


def turn_starts(events):
    """(index, player, turn, max_pp, pp) of every EV_TURN event of a logged game."""
    out = []
    for i, (kind, a, b, c, d, _) in enumerate(events):
        if kind == R.EV_TURN:
            out.append((i, int(a), int(b), int(c), int(d)))
    return out


# ================================================================ 6.2 game preparation

@pytest.mark.parametrize("first", [0, 1])
def test_6_2_1_7_each_player_draws_four_cards(matchup, first):
    S = setup_state(matchup, first)
    for p in range(2):
        assert pscal(S, p, ST.P_HAND_N) == 4
        assert pscal(S, p, ST.P_DECK_N) == int(matchup.deck_n[p]) - 4


def test_6_2_1_8_mulligan_puts_the_hand_on_the_bottom_and_redraws_four(matchup):
    """With the random pilot some players mulligan; the hand still has 4 cards, the old
    hand is at the bottom of the deck, and no card is lost or added."""
    c = matchup.compiled
    pr = np.stack([pilot_vector("random"), pilot_vector("random")])
    seen = 0
    for seed in range(12):
        S = np.zeros(ST.STATE_SIZE, np.int32)
        rng = np.zeros(2, np.uint64)
        seed_state(rng, np.uint64(seed), np.uint64(seed * 3 + 1))
        L = np.zeros((400, 6), np.int32)
        G.setup_game(S, rng, matchup.decks, matchup.deck_n, matchup.evos, matchup.evo_n, 0,
                     c.CT, pr, L)
        ev = L[1:L[0, 0] + 1]
        mull = [(int(e[1]), int(e[2])) for e in ev if e[0] == R.EV_MULLIGAN]
        assert [p for p, _ in mull] == [0, 1]          # the first player decides first
        for p, did in mull:
            b = ST.pb(p)
            n = int(matchup.deck_n[p])
            hand = S[b + ST.HAND:b + ST.HAND + 4]
            deck = S[b + ST.DECK:b + ST.DECK + pscal(S, p, ST.P_DECK_N)]
            assert pscal(S, p, ST.P_HAND_N) == 4
            assert sorted(np.concatenate([hand, deck]).tolist()) == \
                sorted(matchup.decks[p, :n].tolist())
            if did:
                seen += 1
                assert pscal(S, p, ST.P_MULLIGAN) == 1
                first_hand = [int(e[2]) for e in ev if e[0] == R.EV_DRAW and e[1] == p][:4]
                assert sorted(deck[:4].tolist()) == sorted(first_hand)   # deck[0] = bottom
    assert seen > 0


@pytest.mark.parametrize("first", [0, 1])
def test_6_2_1_9_play_points_and_max_play_points_start_at_0(matchup, first):
    S = setup_state(matchup, first)
    for p in range(2):
        assert pscal(S, p, ST.P_PP) == 0
        assert pscal(S, p, ST.P_MAXPP) == 0
    assert int(S[ST.G_TURN]) == 0          # no turn has started yet


@pytest.mark.parametrize("first", [0, 1])
def test_6_2_1_10_first_player_gets_0_ep_second_player_3_ep(matchup, first):
    S = setup_state(matchup, first)
    assert pscal(S, first, ST.P_EP) == 0
    assert pscal(S, 1 - first, ST.P_EP) == 3


@pytest.mark.parametrize("first", [0, 1])
def test_6_2_1_11_leader_defense_is_20_and_6_2_1_12_first_player_is_active(matchup, first):
    S = setup_state(matchup, first)
    assert pscal(S, 0, ST.P_LEADER) == 20
    assert pscal(S, 1, ST.P_LEADER) == 20
    assert int(S[ST.G_FIRST]) == first
    assert int(S[ST.G_ACTIVE]) == first
    assert int(S[ST.G_WINNER]) == -1


@pytest.mark.parametrize("first", [0, 1])
def test_7_2_4_1_first_player_skips_only_the_first_draw(matchup, first):
    S, ev = play_logged(matchup, greedy_pr(), seed=11, game=0, first=first)
    starts = turn_starts(ev)
    assert len(starts) >= 3
    for i, p, turn, _, _ in starts:
        nxt = ev[i + 1]
        drew = nxt[0] == R.EV_DRAW and nxt[1] == p
        if turn == 1:
            assert p == first
            assert not drew, "the first player must not draw on turn 1 (7.2.4.1)"
        else:
            assert drew, f"turn {turn}: the active player must draw at the start phase (7.2.4)"


def test_7_2_1_and_7_2_2_full_game_max_pp_grows_by_one_to_10_and_pp_is_refilled(matchup):
    # haven vs sword: neither deck changes maximum play points by effects
    for game in range(40):                 # the first game long enough to reach max PP 10
        S, ev = play_logged(matchup, greedy_pr(), seed=0, game=game, first=0)
        starts = turn_starts(ev)
        if starts[-1][2] >= 19:
            break
    assert starts[-1][2] >= 19, "none of 40 games reached max PP 10"
    for _, p, turn, maxpp, pp in starts:
        own_turn = (turn + 1) // 2            # the player's own n-th turn
        assert maxpp == min(own_turn, 10)
        assert pp == maxpp


# ================================================================ 7.2 start phase

def test_7_2_1_max_pp_increases_by_one():
    sc = scen({"turn": 4, "active": "a", "first": "b",
               "players": {"a": {"pp": 0, "max_pp": 4}, "b": {"pp": 1, "max_pp": 3,
                                                             "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.state()["active"] == "b"
    assert sc.player("b")["max_pp"] == 4
    assert sc.player("a")["max_pp"] == 4      # the non-active player's max PP is unchanged


@pytest.mark.parametrize("start_max, expected", [(9, 10), (10, 10)])
def test_7_2_1_max_pp_never_rises_above_10(start_max, expected):
    sc = scen({"turn": 18, "active": "a", "first": "b",
               "players": {"a": {"pp": 0, "max_pp": 10},
                           "b": {"pp": 0, "max_pp": start_max, "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.player("b")["max_pp"] == expected
    assert sc.player("b")["pp"] == expected


def test_7_2_2_play_points_are_refilled_to_the_maximum():
    sc = scen({"turn": 6, "active": "a", "first": "b",
               "players": {"a": {"pp": 2, "max_pp": 5},
                           "b": {"pp": 0, "max_pp": 4, "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.player("b")["pp"] == 5
    assert sc.player("b")["max_pp"] == 5


def test_7_2_3_active_player_refreshes_own_field_only():
    sc = scen({"turn": 6, "active": "a", "first": "b",
               "players": {
                   "a": {"max_pp": 3, "field": [{"card": "Fighter", "engaged": True}]},
                   "b": {"max_pp": 3, "deck": ["Fighter"],
                         "field": [{"card": "Okami", "engaged": True},
                                   {"card": "Death Sentence", "engaged": True}]}}})
    sc.end_turn()
    assert [c["engaged"] for c in sc.field("b")] == [False, False]   # follower and amulet
    assert one(sc.field("a"), "Fighter")["engaged"] is True         # opponent's stay engaged


def test_7_2_4_active_player_draws_the_top_card():
    sc = scen({"turn": 4, "active": "a", "first": "a",
               "players": {"a": {"max_pp": 2},
                           "b": {"max_pp": 1, "hand": ["Fighter"],
                                 "deck": ["Okami", "Archer", "Merlin"]}}})
    sc.end_turn()
    assert sc.zone("b", "hand") == ["Fighter", "Okami"]
    assert sc.zone("b", "deck") == ["Archer", "Merlin"]


def test_7_2_4_first_player_draws_on_later_turns_in_a_scenario():
    sc = scen({"turn": 4, "active": "b", "first": "a",
               "players": {"a": {"max_pp": 2, "deck": ["Okami", "Archer"]},
                           "b": {"max_pp": 2}}})
    sc.end_turn()                              # turn 5: the first player's third turn
    assert sc.state()["turn"] == 5
    assert sc.zone("a", "hand") == ["Okami"]


# ================================================================ 7.4 end phase

def test_7_4_1_ghost_banishes_itself_at_the_start_of_its_controllers_end_phase():
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"pp": 3, "max_pp": 3, "hand": ["Phantom Howl"]},
                           "b": {"deck": ["Fighter"]}}})
    sc.apply("play Phantom Howl")
    assert names(sc.field("a")) == ["Ghost"] * 4
    # Storm (12.9): the Ghosts can hit the leader the turn they arrive
    for _ in range(4):
        sc.apply("attack Ghost -> leader")
    assert sc.player("b")["leader"] == 16
    sc.end_turn()
    assert sc.field("a") == []
    assert sc.zone("a", "banished") == []      # tokens cease to exist (9.1.4.3)
    assert sc.zone("a", "cemetery") == ["Phantom Howl"]


def test_7_4_1_end_phase_ability_triggers_only_in_its_controllers_end_phase():
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"field": ["Ghost"]},
                           "b": {"field": ["Ghost"], "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Ghost"]   # B's Ghost waits for B's end phase
    sc.end_turn()
    assert sc.field("b") == []


def test_7_4_1_end_phase_ability_effect_outlasts_the_turn():
    # Moon Al-mi'raj: +0/+2 at the start of your end phase, a lasting change (not 7.4.8)
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"field": ["Moon Al-mi'raj"]}, "b": {"deck": ["Fighter"]}}})
    sc.end_turn()
    assert one(sc.field("a"), "Moon Al-mi'raj")["defense"] == 7


def test_7_3_1_start_of_main_phase_ability_triggers_for_the_active_player():
    # Gargantuan Ghost banishes itself at the start of its controller's main phase
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"field": ["Gargantuan Ghost"]},
                           "b": {"field": ["Gargantuan Ghost"], "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.field("b") == []
    assert names(sc.field("a")) == ["Gargantuan Ghost"]


def test_7_4_3_ward_followers_are_engaged_in_the_end_phase():
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"field": ["Veteran Lancer", "Fighter"]},
                           "b": {"deck": ["Fighter"], "field": ["Okami"]}}})
    sc.end_turn()
    assert one(sc.field("a"), "Veteran Lancer")["engaged"] is True
    assert one(sc.field("a"), "Fighter")["engaged"] is False
    # during B's turn the engaged Ward follower is the only attack target (12.8.2 iii)
    assert targets_of(sc, "Okami") == ["Veteran Lancer"]


def test_7_4_7_active_player_discards_down_to_7():
    hand = ["Fighter", "Archer", "Okami", "Merlin", "Curate", "Mana Elk", "Swordsman",
            "Fire Lizard", "Angelic Snipe"]
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"hand": hand}, "b": {"deck": ["Fighter"]}}})
    sc.end_turn()
    kept, discarded = sc.zone("a", "hand"), sc.zone("a", "cemetery")
    assert len(kept) == 7
    assert len(discarded) == 2
    assert sorted(kept + discarded) == sorted(hand)


def test_7_4_7_no_discard_at_the_hand_limit():
    hand = ["Fighter", "Archer", "Okami", "Merlin", "Curate", "Mana Elk", "Swordsman"]
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"hand": hand},
                           "b": {"deck": ["Fighter"], "hand": hand + ["Fire Lizard"]}}})
    sc.end_turn()
    assert sc.zone("a", "hand") == hand
    assert sc.zone("a", "cemetery") == []
    assert len(sc.zone("b", "hand")) == 9     # only the active player discards (at its end)


@pytest.fixture(scope="module")
def eot_cards(tmp_path_factory):
    """No card of the built-in pool has an until-end-of-turn effect, so the 7.4.8 tests
    load two test cards through the user card-file mechanism (docs/cards.md)."""
    path = tmp_path_factory.mktemp("cards") / "eot_cards.toml"
    path.write_text('''
[[card]]
id = "TEST-EOT-1"
name = "Test Battle Cry"
class = "Neutral"
type = "spell"
cost = 1
keywords = []
coverage = "full"

  [[card.ability]]
  on = "spell"
  select = "own_follower"
  effects = [ { op = "buff_eot", to = "target", attack = 2, defense = 2 } ]

[[card]]
id = "TEST-EOT-2"
name = "Test Warding Cry"
class = "Neutral"
type = "spell"
cost = 1
keywords = []
coverage = "full"

  [[card.ability]]
  on = "spell"
  select = "own_follower"
  effects = [ { op = "grant_eot", to = "target", keyword = "ward" } ]
''', encoding="utf-8")
    return path


def test_7_4_8_until_end_of_turn_stat_changes_expire(eot_cards):
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Test Battle Cry"],
                                 "field": [{"card": "Fighter", "damage": 1}]},
                           "b": {"deck": ["Fighter"]}}}, card_files=[eot_cards])
    sc.apply("play Test Battle Cry")
    f = one(sc.field("a"), "Fighter")
    assert (f["attack"], f["defense"]) == (4, 4)
    sc.end_turn()
    f = one(sc.field("a"), "Fighter")
    assert (f["attack"], f["defense"]) == (2, 2)   # printed 2/3, still 1 damage


def test_7_4_8_until_end_of_turn_keywords_expire(eot_cards):
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Test Warding Cry"],
                                 "field": ["Fighter"]},
                           "b": {"deck": ["Fighter"]}}}, card_files=[eot_cards])
    sc.apply("play Test Warding Cry")
    assert "ward" in one(sc.field("a"), "Fighter")["keywords"]
    sc.end_turn()
    assert one(sc.field("a"), "Fighter")["keywords"] == []


# ================================================================ 8.2 playing cards

def test_8_2_1_playing_a_card_pays_its_cost():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 5, "max_pp": 5, "hand": ["Okami", "Fighter"]}}})
    sc.apply("play Okami")
    p = sc.player("a")
    assert p["pp"] == 1
    assert names(p["field"]) == ["Okami"]
    assert p["hand"] == ["Fighter"]
    assert p["played_this_turn"] == 1


def test_8_2_1_cannot_play_a_card_without_enough_play_points():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 3, "max_pp": 5, "hand": ["Okami", "Fighter"]}}})
    acts = sc.legal_actions()
    assert "play Fighter" in acts
    assert "play Okami" not in acts
    with pytest.raises(ScenarioError):
        sc.apply("play Okami")
    assert sc.player("a")["pp"] == 3


def test_10_6_2_6_cannot_play_a_follower_or_amulet_onto_a_full_field():
    # the field limit of 5 (4.4.4.1) counts amulets too
    field = ["Fighter", "Fighter", "Archer", "Okami", "Sacred Plea"]
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 5, "max_pp": 5, "field": field,
                                 "hand": ["Fighter", "Guardian Sun", "Fairy Circle"]}}})
    acts = sc.legal_actions()
    assert "play Fighter" not in acts
    assert "play Guardian Sun" not in acts
    assert "play Fairy Circle" in acts      # a spell does not need room on the field
    sc.apply("play Fairy Circle")
    assert sc.zone("a", "ex") == ["Fairy"] * 3
    assert "play Fairy from ex" not in sc.legal_actions()


def test_8_2_1_a_card_can_be_played_from_the_ex_area():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "ex": ["Fairy", "Fairy"]}}})
    assert "play Fairy from ex" in sc.legal_actions()
    sc.apply("play Fairy from ex")
    p = sc.player("a")
    assert p["ex"] == ["Fairy"]
    assert names(p["field"]) == ["Fairy"]
    assert p["pp"] == 1


# ================================================================ 8.3 / 12.2 evolving

def test_8_3_2_only_one_evolve_ability_per_turn():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6, "ep": 2,
                                 "field": ["Archer", "Elven Princess Mage"],
                                 "evolve_deck": ["Archer", "Elven Princess Mage"]}}})
    acts = sc.legal_actions()
    assert "evolve Archer" in acts and "evolve Elven Princess Mage" in acts
    sc.apply("evolve Archer")
    assert not [a for a in sc.legal_actions() if a.startswith("evolve")]
    assert sc.player("a")["pp"] == 5


def test_8_3_2_evolved_this_turn_flag_blocks_a_second_evolve():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6, "ep": 2, "evolved_this_turn": True,
                                 "field": ["Archer"], "evolve_deck": ["Archer"]}}})
    assert not [a for a in sc.legal_actions() if a.startswith("evolve")]


def test_12_2_3_one_evolution_point_in_lieu_of_one_play_point():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 1, "max_pp": 6, "ep": 1,
                                 "field": ["Sea Queen Otohime"],
                                 "evolve_deck": ["Sea Queen Otohime"]}}})
    acts = sc.legal_actions()
    assert "evolve Sea Queen Otohime" not in acts        # costs 2 PP, only 1 PP left
    assert "evolve Sea Queen Otohime with ep" in acts
    sc.apply("evolve Sea Queen Otohime with ep")
    p = sc.player("a")
    assert (p["pp"], p["ep"]) == (0, 0)
    assert one(p["field"], "Sea Queen Otohime")["evolved"] is True


def test_12_2_3_no_evolution_point_for_an_evolve_cost_without_play_points():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 0, "max_pp": 6, "ep": 2,
                                 "field": ["Ivory Dragon"], "evolve_deck": ["Ivory Dragon"]}}})
    acts = sc.legal_actions()
    assert "evolve Ivory Dragon" in acts                 # Evolve (0)
    assert "evolve Ivory Dragon with ep" not in acts
    sc.apply("evolve Ivory Dragon")
    assert sc.player("a")["ep"] == 2


def test_10_6_2_5_3_cannot_evolve_without_paying_the_cost():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 1, "max_pp": 6, "ep": 0,
                                 "field": ["Sea Queen Otohime"],
                                 "evolve_deck": ["Sea Queen Otohime"]}}})
    assert not [a for a in sc.legal_actions() if a.startswith("evolve")]
    sc2 = scen({"turn": 7, "active": "a",     # 1 EP covers only one of the 2 PP
                "players": {"a": {"pp": 0, "max_pp": 6, "ep": 1,
                                  "field": ["Sea Queen Otohime"],
                                  "evolve_deck": ["Sea Queen Otohime"]}}})
    assert not [a for a in sc2.legal_actions() if a.startswith("evolve")]


def test_5_15_4_evolve_card_stays_used_after_the_evolved_follower_leaves():
    sc = scen({"turn": 5, "active": "a", "first": "b",
               "players": {"a": {"pp": 3, "max_pp": 3, "field": ["Archer"],
                                 "hand": ["Archer"], "deck": ["Fighter"],
                                 "evolve_deck": ["Archer"]},
                           "b": {"deck": ["Fighter"],
                                 "field": [{"card": "Dread Dragon", "engaged": True}]}}})
    sc.apply("evolve Archer")
    sc.apply("attack Archer (evolved) -> Dread Dragon")
    assert sc.zone("a", "cemetery") == ["Archer"]        # the base card, not the evolved one
    sc.apply("play Archer")
    sc.end_turn()
    sc.end_turn()                                        # A's next turn: a new evolve is allowed
    assert sc.state()["active"] == "a"
    assert names(sc.field("a")) == ["Archer"]
    assert not [a for a in sc.legal_actions() if a.startswith("evolve")]


def test_12_2_2_evolving_needs_an_unused_corresponding_evolve_card():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6, "ep": 2,
                                 "field": ["Archer", "Okami", "Elven Princess Mage"],
                                 "evolve_deck": ["Archer"]}}})
    evolves = sorted(a for a in sc.legal_actions() if a.startswith("evolve"))
    assert evolves == ["evolve Archer", "evolve Archer with ep"]
    # a used (face-up) evolve card can't be revealed again: with the only Archer evolve
    # card linked to an evolved Archer, a second Archer can't evolve
    sc2 = scen({"turn": 9, "active": "a",
                "players": {"a": {"pp": 6, "max_pp": 6, "ep": 2,
                                  "field": [{"card": "Archer", "evolved": True}, "Archer"],
                                  "evolve_deck": []}}})
    assert not [a for a in sc2.legal_actions() if a.startswith("evolve")]


def test_5_15_2_evolved_card_uses_the_evolved_cards_information():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6,
                                 "field": ["Elven Princess Mage"],
                                 "evolve_deck": ["Elven Princess Mage"]}}})
    before = one(sc.field("a"), "Elven Princess Mage")
    assert (before["attack"], before["defense"], before["evolved"]) == (3, 3, False)
    sc.apply("evolve Elven Princess Mage")
    after = one(sc.field("a"), "Elven Princess Mage")
    assert (after["attack"], after["defense"], after["evolved"]) == (4, 4, True)
    assert sc.player("a")["pp"] == 5


def test_5_15_3_damage_and_effects_are_kept_after_evolving():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6,
                                 "field": [{"card": "Elven Princess Mage", "damage": 2,
                                            "attack_bonus": 1, "keywords": ["ward"]}],
                                 "evolve_deck": ["Elven Princess Mage"]}}})
    sc.apply("evolve Elven Princess Mage")
    f = one(sc.field("a"), "Elven Princess Mage")
    assert f["damage"] == 2
    assert f["attack"] == 5            # evolved 4 + 1
    assert f["defense"] == 2           # evolved 4 - 2 damage
    assert "ward" in f["keywords"]


def test_5_15_3_engaged_state_does_not_change_when_evolving():
    sc = scen({"turn": 7, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6,
                                 "field": [{"card": "Archer", "engaged": True}],
                                 "evolve_deck": ["Archer"]}}})
    sc.apply("evolve Archer")
    f = one(sc.field("a"), "Archer")
    assert f["evolved"] is True and f["engaged"] is True
    assert attacks(sc) == []


def test_12_6_on_evolve_abilities_trigger_when_evolving():
    sc = scen({"turn": 9, "active": "a",
               "players": {"a": {"pp": 6, "max_pp": 6, "leader": 10,
                                 "field": ["Elven Princess Mage", "Shenlong"],
                                 "evolve_deck": ["Elven Princess Mage", "Shenlong"]}}})
    sc.apply("evolve Elven Princess Mage")
    assert sc.zone("a", "ex") == ["Fairy Wisp", "Fairy Wisp"]
    sc2 = scen({"turn": 9, "active": "a",
                "players": {"a": {"pp": 6, "max_pp": 6, "leader": 10,
                                  "field": ["Shenlong"], "evolve_deck": ["Shenlong"]}}})
    sc2.apply("evolve Shenlong")
    assert sc2.player("a")["leader"] == 15


# ================================================================ 8.4 attacking

def test_8_4_2_1_follower_put_onto_the_field_this_turn_cannot_attack():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Fighter"]},
                           "b": {"field": [{"card": "Okami", "engaged": True}]}}})
    sc.apply("play Fighter")
    assert attacks(sc) == []
    sc2 = scen({"turn": 5, "active": "a",
                "players": {"a": {"field": [{"card": "Fighter", "entered_this_turn": True}]},
                            "b": {"field": [{"card": "Okami", "engaged": True}]}}})
    assert attacks(sc2) == []


def test_8_4_2_an_engaged_follower_cannot_attack():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Fighter", "engaged": True}]},
                           "b": {"field": [{"card": "Okami", "engaged": True}]}}})
    assert attacks(sc) == []


def test_8_4_2_amulets_never_attack():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Sacred Plea", "Death Sentence"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True}]}}})
    assert attacks(sc) == []


def test_8_4_3_1_leader_only_if_on_field_since_turn_start():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fighter"]}}})
    assert targets_of(sc, "Fighter") == ["leader"]


def test_12_9_storm_follower_can_attack_the_leader_the_turn_it_enters():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 3, "max_pp": 3, "hand": ["Novice Trooper"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True}]}}})
    sc.apply("play Novice Trooper")
    assert targets_of(sc, "Novice Trooper") == ["Fighter", "leader"]
    sc.apply("attack Novice Trooper -> leader")
    assert sc.player("b")["leader"] == 17


def test_12_10_rush_follower_attacks_only_engaged_followers_the_turn_it_enters():
    spec_b = {"field": [{"card": "Fighter", "engaged": True}, "Okami"]}
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Strikeform Golem",
                                            "entered_this_turn": True}]},
                           "b": spec_b}})
    assert targets_of(sc, "Strikeform Golem") == ["Fighter"]     # no leader, no reserved
    sc.apply("attack Strikeform Golem -> Fighter")
    assert sc.zone("b", "cemetery") == ["Fighter"]


def test_12_10_rush_follower_with_no_engaged_target_cannot_attack():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Strikeform Golem",
                                            "entered_this_turn": True}]},
                           "b": {"field": ["Okami"]}}})
    assert attacks(sc) == []


def test_8_4_2_1_evolved_this_turn_can_attack_followers_but_not_the_leader():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 3, "max_pp": 3, "ep": 1,
                                 "hand": ["Elven Princess Mage"],
                                 "evolve_deck": ["Elven Princess Mage"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True}]}}})
    sc.apply("play Elven Princess Mage")
    assert attacks(sc) == []
    sc.apply("evolve Elven Princess Mage with ep")
    assert targets_of(sc, "Elven Princess Mage (evolved)") == ["Fighter"]


def test_8_4_2_1_follower_on_field_since_turn_start_that_evolved_can_attack_the_leader():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 3, "max_pp": 3, "field": ["Elven Princess Mage"],
                                 "evolve_deck": ["Elven Princess Mage"]}}})
    sc.apply("evolve Elven Princess Mage")
    assert targets_of(sc, "Elven Princess Mage (evolved)") == ["leader"]
    sc.apply("attack Elven Princess Mage (evolved) -> leader")
    assert sc.player("b")["leader"] == 16


def test_8_4_3_1_only_engaged_enemy_followers_can_be_attacked():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True},
                                           {"card": "Archer", "engaged": False},
                                           {"card": "Death Sentence", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == ["Fighter", "leader"]   # no reserved, no amulet


def test_8_4_4_the_attacking_follower_is_engaged_and_cannot_attack_again():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fighter"]}}})
    sc.apply("attack Fighter -> leader")
    assert one(sc.field("a"), "Fighter")["engaged"] is True
    assert attacks(sc) == []
    assert sc.player("b")["leader"] == 18


def test_8_4_9_1_combat_damage_is_dealt_simultaneously():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fighter"]},
                           "b": {"field": [{"card": "Elf Metallurgist", "engaged": True}]}}})
    sc.apply("attack Fighter -> Elf Metallurgist")
    # the 3/2 dies to the 2-attack Fighter but still deals its 3 damage back
    assert sc.zone("b", "cemetery") == ["Elf Metallurgist"]
    assert sc.zone("a", "cemetery") == ["Fighter"]
    assert sc.player("b")["leader"] == 20


def test_8_4_9_1_surviving_followers_keep_combat_damage():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True,
                                            "defense_bonus": 3}]}}})
    sc.apply("attack Okami -> Fighter")
    okami, fighter = one(sc.field("a"), "Okami"), one(sc.field("b"), "Fighter")
    assert (okami["damage"], okami["defense"]) == (2, 3)
    assert (fighter["damage"], fighter["defense"]) == (5, 1)


def test_11_3_1_follower_with_0_or_less_defense_is_destroyed():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Fighter", "damage": 3},
                                           {"card": "Archer", "damage": 3}]},
                           "b": {"field": [{"card": "Okami", "damage": 9}]}}})
    sc.confirm()
    assert names(sc.field("a")) == ["Archer"]
    assert sc.zone("a", "cemetery") == ["Fighter"]
    assert sc.field("b") == [] and sc.zone("b", "cemetery") == ["Okami"]


def test_11_2_1_leader_at_0_defense_loses_the_game():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fighter"]}, "b": {"leader": 2}}})
    sc.apply("attack Fighter -> leader")
    assert sc.player("b")["leader"] == 0
    assert sc.winner == "a"
    with pytest.raises(ScenarioError):
        sc.apply("end")


def test_11_2_1_leader_above_0_defense_does_not_lose():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fighter"]}, "b": {"leader": 3}}})
    sc.apply("attack Fighter -> leader")
    assert sc.player("b")["leader"] == 1
    assert sc.winner is None


def test_1_2_2_both_players_losing_at_once_is_a_draw():
    # Ambling Wraith's Fanfare deals 1 damage to each leader
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"leader": 1, "pp": 1, "max_pp": 1, "hand": ["Ambling Wraith"]},
                           "b": {"leader": 1}}})
    sc.apply("play Ambling Wraith")
    assert sc.winner == "draw"


def test_8_4_3_2_1_follower_that_cant_attack_enemies_has_no_attack():
    # no card of the pool says "can't attack"; the keyword is given directly
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Okami", "keywords": ["cant_attack"]},
                                           "Fighter"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == []
    assert targets_of(sc, "Fighter") == ["Fighter", "leader"]


# ================================================================ 12.8-12.15 keywords

def test_12_8_2_iii_an_engaged_ward_follower_must_be_attacked():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True},
                                           {"card": "Veteran Lancer", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == ["Veteran Lancer"]


def test_12_8_2_iii_a_reserved_ward_follower_does_not_restrict_attacks():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Fighter", "engaged": True},
                                           {"card": "Veteran Lancer", "engaged": False}]}}})
    assert targets_of(sc, "Okami") == ["Fighter", "leader"]


def test_12_8_2_iii_ward_also_binds_storm_followers():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": [{"card": "Novice Trooper",
                                            "entered_this_turn": True}]},
                           "b": {"field": [{"card": "Snake Priestess", "engaged": True}]}}})
    assert targets_of(sc, "Novice Trooper") == ["Snake Priestess"]


def test_12_8_2_iii_ward_does_not_force_an_attack_on_an_intimidate_follower():
    # "if possible": an engaged Ward follower that can't be attacked does not bind
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Veteran Lancer", "engaged": True,
                                            "keywords": ["intimidate"]},
                                           {"card": "Fighter", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == ["Fighter", "leader"]


def test_12_11_assail_can_attack_reserved_followers():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Aiela, Dragon Knight", "Fighter"]},
                           "b": {"field": [{"card": "Archer", "engaged": False}]}}})
    assert targets_of(sc, "Aiela, Dragon Knight") == ["Archer", "leader"]
    assert targets_of(sc, "Fighter") == ["leader"]
    sc.apply("attack Aiela, Dragon Knight -> Archer")
    assert one(sc.field("b"), "Archer")["damage"] == 3


def test_12_12_intimidate_follower_cannot_be_attacked():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Mist Dragon", "engaged": True},
                                           {"card": "Fighter", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == ["Fighter", "leader"]


def test_12_12_2_1_intimidate_follower_can_still_be_selected_by_spells():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 1, "max_pp": 1, "hand": ["Angelic Snipe"]},
                           "b": {"field": [{"card": "Mist Dragon", "engaged": True}]}}})
    sc.apply("play Angelic Snipe")
    assert one(sc.field("b"), "Mist Dragon")["damage"] == 2


def test_12_13_drain_heals_the_leader_by_the_damage_dealt_to_a_leader():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"leader": 10,
                                 "field": [{"card": "Okami", "keywords": ["drain"]}]}}})
    sc.apply("attack Okami -> leader")
    assert sc.player("b")["leader"] == 15
    assert sc.player("a")["leader"] == 15


def test_12_13_drain_heals_when_attacking_a_follower():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"leader": 10,
                                 "field": [{"card": "Fighter", "keywords": ["drain"]}]},
                           "b": {"field": [{"card": "Okami", "engaged": True}]}}})
    sc.apply("attack Fighter -> Okami")
    assert sc.player("a")["leader"] == 12
    assert sc.player("b")["leader"] == 20


def test_12_13_2_2_drain_on_the_attacked_follower_does_not_heal():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"leader": 10,
                                 "field": [{"card": "Fighter", "engaged": True,
                                            "keywords": ["drain"]}]}}})
    sc.apply("attack Okami -> Fighter")
    assert sc.player("b")["leader"] == 10


def test_12_14_2_1_bane_destroys_even_without_damage():
    # a 0-attack Bane follower fights a 6/6: it deals no damage, the 6/6 is still destroyed
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Serpent"]},
                           "b": {"field": [{"card": "Goblin King", "engaged": True}]}}})
    sc.apply("attack Serpent -> Goblin King")
    assert sc.field("b") == []
    assert sc.field("a") == []          # Serpent took 6


def test_12_14_bane_on_the_attack_target_destroys_the_attacker():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Dread Dragon"]},
                           "b": {"field": [{"card": "Spectre", "engaged": True}]}}})
    sc.apply("attack Dread Dragon -> Spectre")
    assert sc.field("a") == []
    assert sc.zone("a", "cemetery") == ["Dread Dragon"]
    assert sc.zone("b", "cemetery") == ["Spectre"]


def test_12_14_bane_does_not_affect_leaders():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Spectre"]}}})
    sc.apply("attack Spectre -> leader")
    assert sc.player("b")["leader"] == 18
    assert sc.winner is None


def test_12_15_aura_follower_cannot_be_selected_by_enemy_cards():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 1, "max_pp": 1, "hand": ["Angelic Snipe"]},
                           "b": {"field": [{"card": "Mainyu", "engaged": True}]}}})
    # its only possible target has Aura, so the spell can't be played (10.6.2.3.4)
    assert "play Angelic Snipe" not in sc.legal_actions()
    sc2 = scen({"turn": 5, "active": "a",
                "players": {"a": {"pp": 1, "max_pp": 1, "hand": ["Angelic Snipe"]},
                            "b": {"field": [{"card": "Mainyu", "engaged": True},
                                            {"card": "Okami", "engaged": True}]}}})
    sc2.apply("play Angelic Snipe")
    assert one(sc2.field("b"), "Mainyu")["damage"] == 0
    assert one(sc2.field("b"), "Okami")["damage"] == 2


def test_12_15_3_aura_follower_can_be_attacked():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Okami"]},
                           "b": {"field": [{"card": "Mainyu", "engaged": True}]}}})
    assert targets_of(sc, "Okami") == ["Mainyu", "leader"]
    sc.apply("attack Okami -> Mainyu")
    assert sc.zone("b", "cemetery") == ["Mainyu"]


def test_12_15_2_aura_follower_can_be_selected_by_its_controllers_cards():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Forge Weaponry"],
                                 "deck": ["Fighter"], "field": ["Mainyu"]}}})
    sc.apply("play Forge Weaponry")
    f = one(sc.field("a"), "Mainyu")
    assert (f["attack"], f["defense"]) == (3, 3)


# ================================================================ 12.3 Quick

def test_12_3_4_quick_spell_answers_an_attack_before_damage():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fire Lizard"]},
                           "b": {"pp": 1, "max_pp": 4, "hand": ["Angelic Snipe"]}}})
    sc.apply("attack Fire Lizard -> leader")
    assert sc.zone("b", "cemetery") == ["Angelic Snipe"]
    assert sc.player("b")["pp"] == 0
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == ["Fire Lizard"]
    assert sc.player("b")["leader"] == 20      # 8.4.9: the attacker left, no damage


def test_12_3_4_quick_answer_kills_the_attacker_before_combat_with_a_follower():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fire Lizard"]},
                           "b": {"pp": 1, "max_pp": 4, "hand": ["Angelic Snipe"],
                                 "field": [{"card": "Fighter", "engaged": True}]}}})
    sc.apply("attack Fire Lizard -> Fighter")
    assert sc.zone("a", "cemetery") == ["Fire Lizard"]
    assert one(sc.field("b"), "Fighter")["damage"] == 0


def test_12_3_2_a_spell_without_quick_cannot_answer_an_attack():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fire Lizard"]},
                           "b": {"pp": 1, "max_pp": 4, "hand": ["Wind Blast"]}}})
    sc.apply("attack Fire Lizard -> leader")
    assert sc.zone("b", "hand") == ["Wind Blast"]
    assert sc.player("b")["leader"] == 17


def test_12_3_4_quick_needs_play_points_left():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"field": ["Fire Lizard"]},
                           "b": {"pp": 0, "max_pp": 4, "hand": ["Angelic Snipe"]}}})
    sc.apply("attack Fire Lizard -> leader")
    assert sc.zone("b", "hand") == ["Angelic Snipe"]
    assert sc.player("b")["leader"] == 17


def test_12_3_4_no_quick_window_when_the_opponent_plays_a_card():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Fire Lizard"]},
                           "b": {"pp": 1, "max_pp": 4, "hand": ["Angelic Snipe"]}}})
    sc.apply("play Fire Lizard")
    assert sc.zone("b", "hand") == ["Angelic Snipe"]
    assert names(sc.field("a")) == ["Fire Lizard"]


def test_7_4_5_quick_spell_at_the_end_of_the_opponents_turn():
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"field": ["Fire Lizard"]},
                           "b": {"pp": 1, "max_pp": 4, "hand": ["Angelic Snipe"],
                                 "deck": ["Fighter"]}}})
    sc.end_turn()
    assert sc.zone("b", "cemetery") == ["Angelic Snipe"]
    assert sc.field("a") == []
    assert sc.zone("b", "hand") == ["Fighter"]


# ================================================================ 11.2.2 deck out

def test_11_2_2_drawing_from_an_empty_deck_at_the_start_phase_loses():
    sc = scen({"turn": 5, "active": "a", "first": "a",
               "players": {"a": {"deck": ["Fighter"]}, "b": {"deck": []}}})
    sc.end_turn()
    assert sc.winner == "a"
    assert sc.state()["players"]["b"]["leader"] == 20


def test_11_2_2_drawing_from_an_empty_deck_by_an_effect_loses():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 3, "max_pp": 3, "hand": ["Fate's Hand"],
                                 "deck": ["Fighter"]}}})
    sc.apply("play Fate's Hand")          # draw 2 with one card left
    assert sc.zone("a", "hand") == ["Fighter"]
    assert sc.winner == "b"


def test_11_2_2_an_empty_deck_alone_does_not_lose():
    sc = scen({"turn": 5, "active": "a",
               "players": {"a": {"pp": 2, "max_pp": 2, "hand": ["Fighter"], "deck": []}}})
    sc.apply("play Fighter")
    sc.confirm()
    assert sc.winner is None


GUARD_CALLER = '''
[[card]]
id = "TEST-GUARD-CALLER"
name = "Test Guard Caller"
class = "Neutral"
type = "follower"
cost = 1
attack = 1
defense = 1
  [[card.ability]]
  on = "last_words"
  effects = [{ op = "summon", token = "Otohime's Bodyguard", amount = 1 }]
'''


def test_12_8_2_i_ward_follower_arriving_in_opponents_turn_enters_engaged(tmp_path):
    f = tmp_path / "guard.toml"
    f.write_text(GUARD_CALLER)
    sc = decksim.scenario({"turn": 4, "active": "b", "players": {
        "a": {"field": [{"card": "Test Guard Caller", "engaged": True}], "deck": ["Fighter"] * 3},
        "b": {"field": ["Fighter"], "deck": ["Fighter"] * 3}}}, card_files=(str(f),))
    sc.apply("attack Fighter -> Test Guard Caller")
    field = sc.field("a")
    assert [c["card"] for c in field] == ["Otohime's Bodyguard"]
    assert field[0]["engaged"] is True          # guards at once
    assert sc.legal_actions().count("attack Fighter -> Otohime's Bodyguard") == 0  # Fighter engaged


def test_12_8_2_i_ward_follower_played_in_own_turn_enters_reserved():
    sc = decksim.scenario({"turn": 3, "active": "a", "players": {
        "a": {"pp": 2, "hand": ["Veteran Lancer"], "deck": ["Fighter"] * 3},
        "b": {"deck": ["Fighter"] * 3}}})
    sc.apply("play Veteran Lancer")
    assert sc.field("a")[0]["engaged"] is False
    sc.apply("end")                              # 7.4.3 engages it in the end phase
    assert sc.field("a")[0]["engaged"] is True
