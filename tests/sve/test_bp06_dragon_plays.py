"""The BP06 Dragoncraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake. Overflow (13.4.1) is active
from 7 maximum play points."""
from __future__ import annotations

import pytest

from scenario_kit import card, make, names, refuses

FILL = ["Fighter"] * 6
GARYU = "Garyu, Supreme Dragonkin"
FILENE = "Filene, Whitefrost Dragonewt"
CHLOE = "Blue Sea Predator, Chloe Sakamata"
WHISPER = "Whitefrost Whisper"
WYRM = "Wyrm God of the Skies"
ICE = "Ice Dancing Dragonewt"


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Garyu, Supreme Dragonkin

def test_12_4_garyu_draws_and_gives_other_dragoncraft_followers_ward():
    sc = make({"pp": 5, "hand": [GARYU], "deck": ["Goliath", *FILL],
               "field": [ICE, "Fighter"]})
    sc.apply(f"play {GARYU}")
    assert "Goliath" in sc.zone("a", "hand")
    sc.legal_actions()                                  # auras refreshed
    assert "ward" in card(sc, "a", ICE)["keywords"]
    assert "ward" not in card(sc, "a", "Fighter")["keywords"]   # Neutral
    assert "ward" not in card(sc, "a", GARYU)["keywords"]       # "other"


def test_12_6_evolved_garyu_puts_a_cheap_dragoncraft_follower_from_hand_onto_the_field():
    sc = make({"pp": 1, "field": [GARYU], "evolve_deck": [GARYU],
               "hand": ["Genesis Dragon", "Fighter", ICE]})
    sc.apply(f"evolve {GARYU}")
    assert names(sc.field("a")) == [GARYU, ICE]
    assert sorted(sc.zone("a", "hand")) == ["Fighter", "Genesis Dragon"]   # 9 cost, Neutral
    sc.legal_actions()
    assert "ward" in card(sc, "a", ICE)["keywords"]     # the evolved side keeps the aura
    assert sc.player("a")["played_this_turn"] == 0      # put, not played (5.4.1)


# ------------------------------------------------------------ Filene / Chloe

def test_7_2_3_filene_engages_an_enemy_follower_which_skips_its_next_refresh():
    sc = make({"pp": 1, "max_pp": 3, "hand": [FILENE]}, {"field": ["Goliath"]})
    sc.apply(f"play {FILENE}")
    assert card(sc, "b", "Goliath")["engaged"]
    assert sc.zone("a", "ex") == []                     # no Overflow: no search
    sc.end_turn()                                       # b's start phase: stays engaged
    assert sc.state()["active"] == "b" and card(sc, "b", "Goliath")["engaged"]
    assert attacks(sc, "Goliath") == []
    sc.end_turn()
    sc.end_turn()                                       # b's following start phase
    assert not card(sc, "b", "Goliath")["engaged"]


def test_13_4_1_filene_with_overflow_searches_whitefrost_whisper_into_the_ex_area():
    sc = make({"pp": 1, "max_pp": 7, "hand": [FILENE], "deck": [WHISPER, *FILL]},
              {"field": ["Goliath"]})
    sc.apply(f"play {FILENE}")
    assert sc.zone("a", "ex") == [WHISPER]
    assert WHISPER not in sc.zone("a", "deck")


def test_chloe_engages_and_searches_like_filene_but_is_no_filene_for_the_whisper():
    sc = make({"pp": 3, "max_pp": 7, "hand": [CHLOE], "deck": [WHISPER, *FILL]},
              {"field": ["Goliath"], "leader": 20})
    sc.apply(f"play {CHLOE}")
    assert card(sc, "b", "Goliath")["engaged"] and sc.zone("a", "ex") == [WHISPER]
    sc.apply(f"play {WHISPER} from ex")                 # 1 PP with Overflow
    assert sc.field("b") == [] and sc.player("a")["pp"] == 1
    assert sc.player("b")["leader"] == 20               # no Filene on the field


# ------------------------------------------------------------ Whitefrost Whisper

def test_10_6_2_3_4_whitefrost_whisper_needs_an_engaged_enemy_follower():
    sc = make({"pp": 2, "hand": [WHISPER]}, {"field": ["Goliath"]})
    assert f"play {WHISPER}" not in sc.legal_actions()


def test_whitefrost_whisper_destroys_and_hits_the_leader_with_filene_on_the_field():
    sc = make({"pp": 2, "max_pp": 5, "hand": [WHISPER], "field": [FILENE]},
              {"field": [{"card": "Goliath", "engaged": True}, "Fighter"], "leader": 20})
    sc.apply(f"play {WHISPER}")
    assert names(sc.field("b")) == ["Fighter"]
    assert sc.player("b")["leader"] == 18
    assert sc.player("a")["pp"] == 0                    # 2 PP without Overflow


def test_ill_clean_you_up_is_a_whitefrost_whisper_of_its_own_name():
    sc = make({"pp": 1, "max_pp": 7, "hand": ["I'll Clean You Up♡"], "field": [FILENE]},
              {"field": [{"card": "Goliath", "engaged": True}], "leader": 20})
    sc.apply("play I'll Clean You Up♡")                 # 1 PP with Overflow
    assert sc.field("b") == [] and sc.player("b")["leader"] == 18


# ------------------------------------------------------------ Phoenix Empress

def _phoenix_trades(max_pp, pay=None):
    sc = make({"pp": 0, "max_pp": max_pp, "field": ["Phoenix Empress"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    if pay is not None:
        sc.dictate(("pay", pay))
    sc.apply("attack Phoenix Empress -> Goliath")       # 3 damage: both destroyed
    return sc


def test_12_5_phoenix_empress_pays_a_max_pp_to_come_back_engaged():
    sc = _phoenix_trades(8, pay=True)
    p = card(sc, "a", "Phoenix Empress")
    assert p["engaged"] and p["damage"] == 0
    assert sc.player("a")["max_pp"] == 7 and sc.zone("a", "cemetery") == []


def test_3_2_4_2_phoenix_empress_lowers_play_points_above_the_new_maximum():
    sc = make({"pp": 6, "max_pp": 6, "field": ["Phoenix Empress"]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.dictate(("pay", True))
    sc.apply("attack Phoenix Empress -> Goliath")
    assert (sc.player("a")["max_pp"], sc.player("a")["pp"]) == (5, 5)
    assert names(sc.field("a")) == ["Phoenix Empress"]


def test_phoenix_empress_not_paid_stays_in_the_cemetery():
    sc = _phoenix_trades(8, pay=False)
    assert sc.field("a") == [] and sc.zone("a", "cemetery") == ["Phoenix Empress"]
    assert sc.player("a")["max_pp"] == 8


def test_3_2_4_1_phoenix_empress_cant_pay_with_no_max_pp_and_pilots_keep_an_early_one():
    sc = _phoenix_trades(0)
    assert sc.zone("a", "cemetery") == ["Phoenix Empress"]
    sc = _phoenix_trades(4)                             # the pilot keeps its max PP early
    assert sc.zone("a", "cemetery") == ["Phoenix Empress"] and sc.player("a")["max_pp"] == 4
    sc = _phoenix_trades(9)                             # and pays late
    assert names(sc.field("a")) == ["Phoenix Empress"] and sc.player("a")["max_pp"] == 8


# ------------------------------------------------------------ Wyrm God of the Skies

def test_wyrm_god_can_only_be_played_from_hand():
    sc = make({"pp": 6, "hand": [WYRM], "ex": [WYRM]})
    acts = sc.legal_actions()
    assert f"play {WYRM}" in acts and f"play {WYRM} from ex" not in acts


def test_8_3_wyrm_god_in_the_ex_area_buries_itself_for_4_4_that_cant_attack():
    sc = make({"pp": 3, "ex": [WYRM], "field": ["Fighter"]}, {"field": ["Goliath"]})
    assert f"activate {WYRM} #1" not in sc.legal_actions()
    sc.apply(f"activate {WYRM} #1 from ex")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (6, 7)
    assert sc.zone("a", "ex") == [] and sc.zone("a", "cemetery") == [WYRM]
    assert sc.player("a")["pp"] == 1
    assert attacks(sc, "Fighter") == []                 # can't attack this turn
    sc.end_turn()
    sc.end_turn()
    assert attacks(sc, "Fighter")                       # next turn it can
    assert (card(sc, "a", "Fighter")["attack"], card(sc, "a", "Fighter")["defense"]) == (6, 7)


def test_wyrm_god_is_not_played_from_a_cemetery_by_play_free():
    sc = make({"pp": 8, "field": ["Octrice, Omen of Usurpation"]}, {"cemetery": [WYRM]})
    sc.apply("activate Octrice, Omen of Usurpation #3")
    assert sc.zone("b", "cemetery") == [WYRM] and names(sc.field("a")) == [
        "Octrice, Omen of Usurpation"]


def test_3_1_1_a_wyrm_god_taken_from_the_opponent_is_buried_into_their_cemetery():
    sc = make({"pp": 4, "field": ["Octrice, Omen of Usurpation", "Fighter"],
               "evolve_deck": ["Octrice, Omen of Usurpation"]}, {"cemetery": [WYRM]})
    sc.apply("evolve Octrice, Omen of Usurpation")      # its On Evolve: into a's EX area
    assert sc.zone("a", "ex") == [WYRM]
    assert f"play {WYRM} from ex" not in sc.legal_actions()
    sc.dictate(("target", "a:Fighter"))
    sc.apply(f"activate {WYRM} #1 from ex")
    assert sc.zone("a", "ex") == [] and sc.zone("b", "cemetery") == [WYRM]
    assert card(sc, "a", "Fighter")["attack"] == 6


def test_8_3_the_ex_ability_needs_its_pp_and_a_follower_and_never_works_from_the_field():
    sc = make({"pp": 1, "ex": [WYRM], "field": ["Fighter"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]
    sc = make({"pp": 3, "ex": [WYRM]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]
    sc = make({"pp": 3, "field": [WYRM, "Fighter"]})
    assert not [a for a in sc.legal_actions() if a.startswith("activate")]


def test_12_5_3_evolved_wyrm_god_heals_3_and_goes_to_the_ex_area_when_destroyed():
    sc = make({"pp": 1, "leader": 10, "field": [WYRM], "evolve_deck": [WYRM]},
              {"field": [{"card": "Goliath", "engaged": True, "attack_bonus": 2}]})
    sc.apply(f"evolve {WYRM}")
    assert sc.player("a")["leader"] == 13
    sc.apply(f"attack {WYRM} (evolved) -> Goliath")     # 5 damage each way
    assert sc.field("a") == [] and sc.zone("a", "ex") == [WYRM]
    assert sc.zone("a", "cemetery") == []
    assert sc.player("a")["evolve_deck"] == [f"{WYRM} (face up)"]   # 5.15.4, 11.6.1


# ------------------------------------------------------------ Ice Dancing Dragonewt

def test_13_4_1_ice_dancing_dragonewt_with_overflow_gets_attack_and_storm():
    sc = make({"pp": 2, "max_pp": 7, "hand": [ICE]})
    sc.apply(f"play {ICE}")
    c = card(sc, "a", ICE)
    assert (c["attack"], c["defense"]) == (3, 2) and "storm" in c["keywords"]
    assert f"attack {ICE} -> leader" in sc.legal_actions()


def test_ice_dancing_dragonewt_without_overflow_stays_a_2_2():
    sc = make({"pp": 2, "max_pp": 6, "hand": [ICE]})
    sc.apply(f"play {ICE}")
    c = card(sc, "a", ICE)
    assert (c["attack"], c["defense"]) == (2, 2) and "storm" not in c["keywords"]


def test_12_8_2_evolved_ice_dancing_dragonewt_ignores_ward():
    sc = make({"pp": 1, "field": [ICE], "evolve_deck": [ICE]},
              {"field": [{"card": "Aquascale Stalwart", "engaged": True}]})
    assert attacks(sc, ICE) == [f"attack {ICE} -> Aquascale Stalwart"]   # 12.8.2 (iii)
    sc.apply(f"evolve {ICE}")
    assert sorted(attacks(sc, f"{ICE} (evolved)")) == [
        f"attack {ICE} (evolved) -> Aquascale Stalwart", f"attack {ICE} (evolved) -> leader"]


# ------------------------------------------------------------ Jadelong Tactician

def test_12_7_jadelong_tactician_strike_buffs_another_follower():
    sc = make({"field": ["Jadelong Tactician", "Fighter"]})
    sc.apply("attack Jadelong Tactician -> leader")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (3, 4)


def test_10_2_1_3_jadelong_tactician_gives_garyu_2_2_instead():
    sc = make({"field": ["Jadelong Tactician", GARYU]})
    sc.apply("attack Jadelong Tactician -> leader")
    g = card(sc, "a", GARYU)
    assert (g["attack"], g["defense"]) == (5, 6)


# ------------------------------------------------------------ Aquascale Stalwart

def test_5_10_aquascale_stalwart_with_overflow_takes_a_big_dragoncraft_follower():
    deck = ["Fighter", ICE, "Jadelong Tactician", "Goliath", WHISPER, *FILL]
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Aquascale Stalwart"], "deck": deck})
    sc.apply("play Aquascale Stalwart")
    assert sc.zone("a", "hand") == ["Jadelong Tactician"]
    rest = sc.zone("a", "deck")
    assert rest[:6] == FILL and sorted(rest[6:]) == sorted(["Fighter", ICE, "Goliath", WHISPER])


def test_aquascale_stalwart_without_overflow_looks_at_nothing():
    deck = ["Jadelong Tactician", *FILL]
    sc = make({"pp": 2, "max_pp": 6, "hand": ["Aquascale Stalwart"], "deck": deck})
    sc.apply("play Aquascale Stalwart")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck") == deck
    assert "ward" in card(sc, "a", "Aquascale Stalwart")["keywords"]


# ------------------------------------------------------------ Swordwhip Dragoon

def test_10_6_2_4_swordwhip_dragoon_divides_2_damage():
    sc = make({"pp": 2, "max_pp": 6, "hand": ["Swordwhip Dragoon"]},
              {"field": ["Goliath", "Fighter"]})
    sc.dictate(("target", "b:Goliath"), ("target", "b:Fighter"))
    sc.apply("play Swordwhip Dragoon")
    dmg = sum(c["damage"] for c in sc.field("b"))
    assert dmg == 2 and all(c["damage"] >= 1 for c in sc.field("b"))


def test_13_4_1_swordwhip_dragoon_with_overflow_divides_4_instead():
    sc = make({"pp": 2, "max_pp": 7, "hand": ["Swordwhip Dragoon"]},
              {"field": ["Genesis Dragon", "Genesis Dragon"]})
    sc.dictate(("target", "b:Genesis Dragon"), ("target", "b:Genesis Dragon [2]"))
    sc.apply("play Swordwhip Dragoon")
    dmg = [c["damage"] for c in sc.field("b")]
    assert sum(dmg) == 4 and min(dmg) >= 1


# ------------------------------------------------------------ Dragonblader

def test_dragonblader_puts_a_dragon_into_each_players_ex_area():
    sc = make({"pp": 4, "hand": ["Dragonblader"]}, {"ex": ["Fighter"]})
    sc.apply("play Dragonblader")
    assert sc.zone("a", "ex") == ["Dragon"]
    assert sc.zone("b", "ex") == ["Fighter", "Dragon"]


def test_5_6_evolved_dragonblader_banishes_a_card_of_an_ex_area():
    sc = make({"pp": 1, "field": ["Dragonblader"], "evolve_deck": ["Dragonblader"],
               "ex": ["Dragon"]}, {"ex": ["Goliath"]})
    sc.dictate(("target", "b:ex:Goliath"))
    sc.apply("evolve Dragonblader")
    assert sc.zone("b", "ex") == [] and sc.zone("b", "banished") == ["Goliath"]
    assert sc.zone("a", "ex") == ["Dragon"]


# ------------------------------------------------------------ Trident Merman, Dragon Chef

def test_trident_merman_summons_two_megalorcas():
    sc = make({"pp": 5, "hand": ["Trident Merman"]})
    sc.apply("play Trident Merman")
    assert names(sc.field("a")) == ["Trident Merman", "Megalorca", "Megalorca"]


def test_5_26_dragon_chef_gives_2_or_4_with_an_amulet():
    sc = make({"pp": 3, "leader": 10, "hand": ["Dragon Chef"]})
    sc.apply("play Dragon Chef")
    assert sc.player("a")["leader"] == 12
    sc = make({"pp": 3, "leader": 10, "hand": ["Dragon Chef"], "field": ["Path to Purgatory"]})
    sc.apply("play Dragon Chef")
    assert sc.player("a")["leader"] == 14


def test_flamewinged_might_gives_2_attack():
    sc = make({"pp": 1, "hand": ["Flamewinged Might"], "field": ["Fighter"]})
    sc.apply("play Flamewinged Might")
    f = card(sc, "a", "Fighter")
    assert (f["attack"], f["defense"]) == (4, 3)


# ---------------------------------------------------------------- the new words, misused



@pytest.mark.parametrize("fields,message", [
    ('zone = "ex"\n  engage = true', "takes none of ['engage']"),
    ('zone = "ex"\n  once_per_turn = true', "takes none of ['once_per_turn']"),
    ('zone = "field"', 'zone = "hand" on on = "activate" ones'),   # (hand: zoneacts.py)
])
def test_card_files_refuse_an_ex_area_ability_with_what_the_engine_would_not_read(
        fields, message, tmp_path):
    refuses(tmp_path, f'on = "activate"\n  cost = 1\n  {fields}\n  '
            'effects = [ { op = "draw", amount = 1 } ]', message, "Dragoncraft")
