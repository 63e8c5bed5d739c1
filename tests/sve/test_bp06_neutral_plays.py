"""The BP06 Neutral cards with a non-trivial ability, each played in an exact position
with the scenario API (docs/scenarios.md). Test names carry rule numbers of the
comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

import decksim
from decksim.core.sve import state as ST

from scenario_kit import FILL, card, make, names, refuses

MAMMOTH = "Mammoth God's Colosseum"
COLOSSEUM = "Colosseum on High"
BADB = "Badb Catha"
MITHRA = "Mithra, Daybreak Deity"
CHAHT = "Chaht, Ringside Announcer"
BAZOOKA = "Bazooka Goblins"
GATE = "Sentry Gate"


def seeded(a, b, seed):
    """make() with a seed for the scenario's random stream (the die rolls)."""
    a = {"deck": list(FILL), **a}
    b = {"deck": list(FILL), **b}
    return decksim.scenario({"turn": 5, "active": "a", "first": "a",
                             "players": {"a": a, "b": b}}, seed=seed)


def followers(sc, side):
    return [c for c in sc.field(side) if c["card"] != COLOSSEUM]


# ------------------------------------------------------------ Mammoth God's Colosseum

def test_4_9_mammoth_makes_each_player_bury_every_follower_but_one():
    sc = make({"pp": 7, "hand": [MAMMOTH], "field": ["Fighter", "Goblin", "Dire Bond"]},
              {"field": ["Goliath", "Fighter", "Veteran Lancer"]})
    sc.apply(f"play {MAMMOTH}")
    mine = [c for c in names(sc.field("a")) if c != "Dire Bond"]
    assert len(mine) == 1 and "Dire Bond" in names(sc.field("a"))   # amulets stay
    assert len(sc.field("b")) == 1
    assert len(sc.zone("a", "cemetery")) == 2 and len(sc.zone("b", "cemetery")) == 2


def test_4_9_mammoth_buries_nothing_of_a_player_with_one_follower():
    sc = make({"pp": 7, "hand": [MAMMOTH]}, {"field": ["Goliath"]})
    sc.apply(f"play {MAMMOTH}")
    assert names(sc.field("a")) == [MAMMOTH] and names(sc.field("b")) == ["Goliath"]


def test_12_5_mammoth_last_words_puts_colosseum_on_high_from_the_deck_onto_the_field():
    sc = make({"field": [{"card": MAMMOTH, "damage": 7}],
               "deck": ["Fighter", "Fighter", COLOSSEUM, "Fighter", "Fighter"]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"attack {MAMMOTH} -> Fighter")
    assert COLOSSEUM in names(sc.field("a"))
    assert COLOSSEUM not in sc.zone("a", "deck")


# ------------------------------------------------------------ Badb Catha

def test_5_17_badb_catha_option_1_gives_another_follower_plus_1_plus_1():
    sc = make({"pp": 3, "hand": [BADB], "field": ["Fighter"]})
    sc.dictate(("mode", 1), ("target", "a:Fighter")).apply(f"play {BADB}")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4)


def test_5_17_badb_catha_option_1_needs_another_follower():
    sc = make({"pp": 3, "hand": [BADB], "leader": 15})
    sc.dictate(("mode", 2)).apply(f"play {BADB}")
    assert sc.player("a")["leader"] == 17


def test_5_10_badb_catha_option_3_keeps_the_cards_it_can_play_on_top_and_sinks_the_rest():
    deck = [MAMMOTH, "Goblin", "Fighter", "Goliath", "Goliath"]   # top first
    sc = make({"pp": 3, "max_pp": 4, "hand": [BADB], "deck": deck})
    sc.dictate(("mode", 3)).apply(f"play {BADB}")
    d = sc.zone("a", "deck")
    # next turn 5 PP: Fighter (2) and Goblin (1) back on top, the dearer first; Mammoth (7)
    # to the bottom
    assert d[:2] == ["Fighter", "Goblin"] and d[-1] == MAMMOTH and len(d) == 5


def test_12_6_evolved_badb_catha_engages_every_enemy_follower():
    sc = make({"pp": 2, "field": [BADB], "evolve_deck": [BADB]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("mode", 1)).apply(f"evolve {BADB}")
    assert all(c["engaged"] for c in sc.field("b"))


def test_12_6_evolved_badb_catha_deals_2_to_the_enemy_leader_or_puts_the_top_card_into_ex():
    sc = make({"pp": 2, "field": [BADB], "evolve_deck": [BADB]})
    sc.dictate(("mode", 2)).apply(f"evolve {BADB}")
    assert sc.player("b")["leader"] == 18
    sc = make({"pp": 2, "field": [BADB], "evolve_deck": [BADB], "deck": ["Goliath", *FILL]})
    sc.dictate(("mode", 3)).apply(f"evolve {BADB}")
    assert sc.zone("a", "ex") == ["Goliath"]


# ------------------------------------------------------------ Mithra, Daybreak Deity

def test_5_18_mithra_each_player_rolls_1_to_3_draws_2_or_4_to_6_discards_2_at_random():
    hands = {"a": set(), "b": set()}
    for seed in range(12):
        sc = seeded({"pp": 6, "hand": [MITHRA, "Fighter", "Fighter", "Goblin"]},
                    {"hand": ["Fighter", "Goliath", "Goblin"]}, seed)
        sc.apply(f"play {MITHRA}")
        rolls = [line for line in sc.log_lines() if "rolls a die" in line]
        assert len(rolls) == 2
        for side in "ab":
            n = len(sc.zone(side, "hand"))
            hands[side].add(n)
            cem = len(sc.zone(side, "cemetery"))
            assert (n, cem) in ((5, 0), (1, 2))   # 3 cards: 2 drawn, or 2 discarded
    assert hands == {"a": {1, 5}, "b": {1, 5}}   # both outcomes met, for each player


def test_5_18_evolved_mithra_on_the_declared_number_heals_5_fetches_a_card_and_refills_pp():
    seen = set()
    for seed in range(30):
        sc = seeded({"pp": 1, "max_pp": 6, "leader": 10, "field": [MITHRA],
                     "evolve_deck": [MITHRA], "deck": ["Goliath", *FILL]}, {}, seed)
        sc.apply(f"evolve {MITHRA}")
        hit = sc.player("a")["leader"] == 15
        seen.add(hit)
        if hit:
            assert len(sc.zone("a", "ex")) == 1 and sc.player("a")["pp"] == 6
            assert len(sc.zone("a", "deck")) == len(FILL)
        else:
            assert sc.player("a")["leader"] == 10 and sc.zone("a", "ex") == []
            assert sc.player("a")["pp"] == 0
    assert seen == {True, False}


# ------------------------------------------------------------ Fall from Grace

def test_5_6_fall_from_grace_banishes_a_follower_its_leader_gains_2_and_its_player_draws():
    sc = make({"pp": 3, "hand": ["Fall from Grace"]},
              {"leader": 15, "field": ["Goliath"], "hand": []})
    sc.dictate(("target", "b:Goliath")).apply("play Fall from Grace")
    assert sc.field("b") == [] and sc.zone("b", "banished") == ["Goliath"]
    assert sc.player("b")["leader"] == 17 and len(sc.zone("b", "hand")) == 1
    assert sc.zone("a", "hand") == []


def test_5_6_fall_from_grace_on_your_own_follower_heals_your_leader_and_you_draw():
    sc = make({"pp": 3, "leader": 15, "hand": ["Fall from Grace"], "field": ["Fighter"]},
              {"field": ["Goliath"]})
    sc.dictate(("target", "a:Fighter")).apply("play Fall from Grace")
    assert sc.player("a")["leader"] == 17 and len(sc.zone("a", "hand")) == 1
    assert sc.player("b")["leader"] == 20


def test_12_3_fall_from_grace_is_quick():
    sc = make({"field": ["Goliath"]}, {"pp": 3, "hand": ["Fall from Grace"]})
    sc.dictate(("quick", "play Fall from Grace"), ("target", "a:Goliath"))
    sc.apply("attack Goliath -> leader")
    assert sc.player("b")["leader"] == 20 and sc.zone("a", "banished") == ["Goliath"]


# ------------------------------------------------------------ Colosseum on High

def test_5_4_1_colosseum_on_high_each_player_may_put_a_follower_of_their_top_3_onto_the_field():
    sc = make({"pp": 6, "hand": [COLOSSEUM], "deck": ["Angelic Snipe", "Goliath", "Goblin", *FILL]},
              {"deck": ["Fighter", "Angelic Snipe", "Angelic Snipe", *FILL]})
    sc.apply(f"play {COLOSSEUM}")
    assert len(followers(sc, "a")) == 1 and followers(sc, "a")[0]["card"] in ("Goliath", "Goblin")
    assert len(sc.zone("a", "cemetery")) == 2          # the rest is buried (4.9)
    assert names(sc.field("b")) == ["Fighter"]
    assert sorted(sc.zone("b", "cemetery")) == ["Angelic Snipe", "Angelic Snipe"]
    assert len(sc.zone("a", "deck")) == len(FILL) and len(sc.zone("b", "deck")) == len(FILL)


def test_8_4_3_2_1_colosseum_on_high_bars_leaders_to_followers_that_can_attack_a_follower():
    sc = make({"field": ["Goliath"]},
              {"field": [COLOSSEUM, {"card": "Fighter", "engaged": True}]})
    acts = sc.legal_actions()
    assert "attack Goliath -> Fighter" in acts and "attack Goliath -> leader" not in acts


def test_8_4_3_2_1_colosseum_on_high_leaves_the_leader_open_with_no_follower_to_attack():
    sc = make({"field": [COLOSSEUM, "Goliath"]}, {"field": ["Fighter"]})   # reserved
    assert "attack Goliath -> leader" in sc.legal_actions()
    sc = make({"field": ["Goliath"]}, {"field": [{"card": "Fighter", "engaged": True}]})
    assert "attack Goliath -> leader" in sc.legal_actions()   # no Colosseum


# ------------------------------------------------------------ Chaht, Ringside Announcer

def test_10_2_1_3_3_chaht_costs_3_less_with_colosseum_on_high_on_your_field():
    sc = make({"pp": 0, "hand": [CHAHT], "field": [COLOSSEUM]})
    assert f"play {CHAHT}" in sc.legal_actions()
    sc = make({"pp": 2, "hand": [CHAHT]})
    assert f"play {CHAHT}" not in sc.legal_actions()


def test_5_7_evolved_chaht_searches_a_challenger_card():
    sc = make({"pp": 1, "field": [CHAHT], "evolve_deck": [CHAHT],
               "deck": ["Fighter", "Clash of Heroes", "Fighter"]})
    sc.apply(f"evolve {CHAHT}")
    assert sc.zone("a", "hand") == ["Clash of Heroes"]


# ------------------------------------------------------------ Clash of Heroes

def test_5_13_clash_of_heroes_each_follower_takes_the_others_attack():
    sc = make({"pp": 1, "hand": ["Clash of Heroes"], "field": ["Goliath", "Fighter"]},
              {"field": ["Veteran Lancer", "Goblin"]})
    sc.dictate(("target", "a:Goliath"), ("target", "b:Veteran Lancer"))
    sc.apply("play Clash of Heroes")
    assert card(sc, "a", "Goliath")["damage"] == 2          # Lancer's attack
    assert "Veteran Lancer" not in names(sc.field("b"))     # 3 damage on 3 defense
    assert card(sc, "a", "Fighter")["damage"] == 0 and card(sc, "b", "Goblin")["damage"] == 0


def test_clash_goes_with_its_two_follower_selection(tmp_path):
    refuses(tmp_path, 'on = "fanfare"\n  select = "enemy_follower"\n'
            '  effects = [ { op = "clash", to = "target" } ]', "op clash works on")
    refuses(tmp_path, 'on = "fanfare"\n  select = "own_follower_and_enemy_follower"\n'
            '  effects = [ { op = "destroy", to = "target" } ]', "op clash works on")


def test_10_6_2_3_4_clash_of_heroes_needs_a_follower_on_each_side():
    sc = make({"pp": 1, "hand": ["Clash of Heroes"], "field": ["Goliath"]})
    assert "play Clash of Heroes" not in sc.legal_actions()
    sc = make({"pp": 1, "hand": ["Clash of Heroes"]}, {"field": ["Goliath"]})
    assert "play Clash of Heroes" not in sc.legal_actions()


def test_clash_of_heroes_pilot_picks_a_fight_its_follower_wins():
    sc = make({"pp": 1, "hand": ["Clash of Heroes"], "field": ["Goliath"]},
              {"field": ["Goblin", {"card": "Goliath", "attack_bonus": 5}]})
    sc.apply("play Clash of Heroes")
    assert names(sc.field("b")) == ["Goliath"]   # Goblin (2/2) dies, Goliath lives
    assert card(sc, "a", "Goliath")["damage"] == 2


# ------------------------------------------------------------ Biofabrication

def test_4_2_3_biofabrication_turns_a_face_up_evolved_follower_face_down_and_draws():
    sc = make({"pp": 1, "hand": ["Biofabrication"], "evolve_deck": [BADB],
               "evolve_deck_face_up": [MITHRA, CHAHT]})
    sc.dictate(("target", f"a:evolve:{CHAHT}")).apply("play Biofabrication")
    assert sc.evolve_deck("a") == [BADB, f"{MITHRA} (face up)", CHAHT]
    assert sc.zone("a", "hand") == ["Fighter"]


def test_10_6_2_3_4_biofabrication_needs_a_face_up_evolved_follower():
    sc = make({"pp": 1, "hand": ["Biofabrication"], "evolve_deck": [BADB]})
    assert "play Biofabrication" not in sc.legal_actions()


# ------------------------------------------------------------ Sweet-Tooth Sleuth

def test_5_20_sweet_tooth_sleuth_shows_the_opponents_hand_until_a_card_joins_it():
    sc = make({"pp": 3, "hand": ["Sweet-Tooth Sleuth"]}, {"hand": ["Goliath"]})
    b = ST.pb(1)
    assert sc.S[b + ST.P_HAND_SHOWN] == 0
    sc.apply("play Sweet-Tooth Sleuth")
    assert sc.S[b + ST.P_HAND_SHOWN] == 1 and sc.S[ST.pb(0) + ST.P_HAND_SHOWN] == 0
    sc.apply("end")                     # b draws at the start of their turn
    assert sc.S[b + ST.P_HAND_SHOWN] == 0


# ------------------------------------------------------------ Bazooka Goblins

def test_5_5_bazooka_goblins_destroys_an_enemy_card_of_printed_cost_2_or_less():
    sc = make({"pp": 4, "hand": [BAZOOKA]},
              {"field": ["Goliath", "Dire Bond", {"card": "Goblin", "evolved": True}]})
    sc.dictate(("target", "b:Dire Bond")).apply(f"play {BAZOOKA}")
    assert names(sc.field("b")) == ["Goliath", "Goblin"]
    sc = make({"pp": 4, "hand": [BAZOOKA]}, {"field": ["Goliath"]})
    sc.apply(f"play {BAZOOKA}")   # cost 3: no candidate; the Fanfare does nothing
    assert names(sc.field("b")) == ["Goliath"] and BAZOOKA in names(sc.field("a"))


def test_12_6_evolved_bazooka_goblins_destroys_an_evolved_goblin_by_its_printed_cost():
    sc = make({"pp": 2, "field": [BAZOOKA], "evolve_deck": [BAZOOKA]},
              {"field": [{"card": "Goblin", "evolved": True}, "Goliath"]})
    sc.dictate(("target", "b:Goblin (evolved)")).apply(f"evolve {BAZOOKA}")
    assert names(sc.field("b")) == ["Goliath"]


# ------------------------------------------------------------ Sentry Gate

def test_10_4_7_sentry_gate_hits_an_attacker_whose_player_does_not_pay():
    sc = make({"field": [GATE]}, {"pp": 5, "field": ["Goliath"]}, active="b")
    sc.dictate(("pay", False)).apply("attack Goliath -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 2 and names(sc.field("a")) == [GATE]
    assert sc.player("b")["pp"] == 5


def test_10_4_7_sentry_gate_is_destroyed_when_the_attackers_player_pays_2():
    sc = make({"field": [GATE]}, {"pp": 5, "field": ["Goliath"]}, active="b")
    sc.dictate(("pay", True)).apply("attack Goliath -> leader")
    assert card(sc, "b", "Goliath")["damage"] == 0 and sc.field("a") == []
    assert sc.zone("a", "cemetery") == [GATE] and sc.player("b")["pp"] == 3


def test_10_4_2_2_sentry_gate_hits_an_attacker_whose_player_cannot_pay():
    sc = make({"field": [GATE]}, {"pp": 1, "field": ["Fighter"]}, active="b")
    sc.apply("attack Fighter -> leader")
    assert card(sc, "b", "Fighter")["damage"] == 2 and names(sc.field("a")) == [GATE]


def test_sentry_gate_does_not_trigger_on_its_own_players_attacks():
    sc = make({"field": [GATE, "Goliath"]})
    sc.apply("attack Goliath -> leader")
    assert card(sc, "a", "Goliath")["damage"] == 0 and sc.player("b")["leader"] == 17
