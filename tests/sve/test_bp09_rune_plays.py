"""The BP09 Runecraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names

CERIDWEN = "Ceridwen, Eternity Hunter"
POISON = "Instant Poison"
POTION = "Eternal Potion"
FAUST = "Faust, Truthseeker"
WYRMIST = "Mysterian Wyrmist"
WHITE = "Mysterian Whitewyrm"
BLACK = "Mysterian Blackwyrm"
SNOWMAN = "Snowman King"
ZEROBLADE = "Absolute Zeroblade"
BERGENT = "Bergent, Onion Patchmaster"
ONION = "Onion Patch"
PALLA = "Palla, Student Teacher"
DRILLS = "Summoning Drills"
FORESIGHT = "Witch of Foresight"
BEASTFACED = "Beastfaced Mage"
TICO = "Tico, Mysterian Spellnerd"
STAFF = "Staff of Whirlwinds"
SEDIMENT = "Magic Sediment"
ELUSA = "Elusa, Magic Wunderkind"   # an Academic card
FILL = ["Fighter"] * 6


def sediment(stack=2):
    return {"card": SEDIMENT, "stack": stack}


# ------------------------------------------------------------ Ceridwen and its tokens

def test_13_3_3_ceridwen_earth_rite_puts_instant_poison_into_the_ex_area():
    sc = make({"pp": 3, "hand": [CERIDWEN], "field": [sediment()]})
    sc.dictate(("pay", True))
    sc.apply(f"play {CERIDWEN}")
    assert sc.zone("a", "ex") == [POISON]
    assert card(sc, "a", SEDIMENT)["stack"] == 1
    sc = make({"pp": 3, "hand": [CERIDWEN]})   # no Stack counter to remove: nothing
    sc.apply(f"play {CERIDWEN}")
    assert sc.zone("a", "ex") == []


def test_instant_poison_deals_4_to_a_follower_and_2_to_its_leader():
    sc = make({"pp": 2, "ex": [POISON]}, {"field": ["Goliath"]})
    sc.apply(f"play {POISON} from ex")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 18


def test_12_6_evolved_ceridwen_earth_rite_puts_eternal_potion_into_the_ex_area():
    sc = make({"pp": 1, "field": [CERIDWEN, sediment()], "evolve_deck": [CERIDWEN]})
    sc.dictate(("pay", True))
    sc.apply(f"evolve {CERIDWEN}")
    assert sc.zone("a", "ex") == [POTION]


def test_10_2_1_3_3_evolved_ceridwen_makes_the_first_forbidden_token_each_turn_cost_2_less():
    evolved = {"card": CERIDWEN, "evolved": True}
    sc = make({"pp": 2, "ex": [POISON, POTION], "field": [evolved],
               "cemetery": [BEASTFACED]}, {"field": ["Goliath", "Fighter"]})
    assert f"play {POISON} from ex" in sc.legal_actions()
    sc.dictate(("target", "b:Goliath"))
    sc.apply(f"play {POISON} from ex")          # 0 PP: the first this turn
    assert sc.player("a")["pp"] == 2
    sc.apply(f"play {POTION} from ex")           # the second costs 2
    assert sc.player("a")["pp"] == 0


def test_10_2_1_3_3_a_forbidden_token_played_before_evolving_ceridwen_was_the_first():
    sc = make({"pp": 3, "ex": [POISON, POTION], "field": [CERIDWEN],
               "evolve_deck": [CERIDWEN], "cemetery": [BEASTFACED]},
              {"field": ["Goliath"]})
    sc.apply(f"play {POISON} from ex")           # 2 PP, no discount yet
    sc.apply(f"evolve {CERIDWEN}")               # 1 PP
    assert sc.player("a")["pp"] == 0
    assert f"play {POTION} from ex" not in sc.legal_actions()   # the second: 2 PP


def test_5_4_1_eternal_potion_revives_a_runecraft_follower_with_rush_destroyed_at_end_phase():
    sc = make({"pp": 2, "ex": [POTION], "cemetery": [BEASTFACED, "Goliath", FAUST]},
              {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {POTION} from ex")
    assert names(sc.field("a")) == [BEASTFACED]   # Goliath: Neutral; Faust: cost 5
    assert f"attack {BEASTFACED} -> Fighter" in sc.legal_actions()   # 12.10 Rush
    sc.end_turn()
    # destroyed at the start of the end phase: its Last Words summon a Magic Sediment
    assert names(sc.field("a")) == [SEDIMENT]
    assert BEASTFACED in sc.zone("a", "cemetery")


# ------------------------------------------------------------ Faust

def test_5_7_faust_searches_earth_sigils_of_total_cost_4_that_cost_0_this_turn():
    deck = ["Price of Magic", "Alchemist's Workshop", "Teachings of Creation", *FILL]
    sc = make({"pp": 5, "hand": [FAUST], "deck": deck})
    sc.apply(f"play {FAUST}")
    ex = sc.zone("a", "ex")
    assert len(ex) == 2 and sorted(ex) in (
        sorted(["Price of Magic", "Teachings of Creation"]),
        sorted(["Alchemist's Workshop", "Teachings of Creation"]))
    assert sc.player("a")["pp"] == 0
    assert f"play {ex[0]} from ex" in sc.legal_actions()   # 0 PP this turn
    sc.apply(f"play {ex[0]} from ex")
    assert sc.player("a")["pp"] == 0


def test_faust_end_phase_earth_rite_buffs_a_follower_and_deals_2_to_the_enemy_leader():
    sc = make({"field": [FAUST, sediment()]})
    sc.dictate(("pay", True), ("target", f"a:{FAUST}"))
    sc.end_turn()
    f = card(sc, "a", FAUST)
    assert (f["attack"], f["defense"]) == (5, 5)
    assert sc.player("b")["leader"] == 18


# ------------------------------------------------------------ Mysterian Wyrmist

def test_12_2_wyrmist_evolves_only_with_5_academic_cards_in_the_cemetery():
    a = {"pp": 2, "field": [WYRMIST], "evolve_deck": [WHITE], "cemetery": [ELUSA] * 4}
    assert not any(x.startswith("evolve") for x in make(a).legal_actions())
    a["cemetery"] = [ELUSA] * 5
    sc = make(a)
    acts = sc.legal_actions()
    assert f"evolve {WYRMIST} into {WHITE}" in acts and f"evolve {WYRMIST} into {BLACK}" in acts


def test_12_6_wyrmist_evolved_into_whitewyrm_gives_3_defense_or_blackwyrm_deals_3():
    a = {"leader": 10, "pp": 2, "field": [WYRMIST], "evolve_deck": [WHITE],
         "cemetery": [ELUSA] * 5}
    sc = make(a)
    sc.apply(f"evolve {WYRMIST} into {WHITE}")
    assert sc.player("a")["leader"] == 13
    assert "ward" in card(sc, "a", WHITE)["keywords"]
    sc = make(a)
    sc.apply(f"evolve {WYRMIST} into {BLACK}")
    assert sc.player("b")["leader"] == 17


def test_10_4_7_wyrmist_discards_an_academic_card_to_draw_or_goes_to_the_cemetery():
    sc = make({"pp": 2, "hand": [WYRMIST, ELUSA], "deck": ["Goliath", *FILL]})
    sc.dictate(("pay", True))
    sc.apply(f"play {WYRMIST}")
    assert names(sc.field("a")) == [WYRMIST]
    assert sc.zone("a", "hand") == ["Goliath"] and ELUSA in sc.zone("a", "cemetery")
    sc = make({"pp": 2, "hand": [WYRMIST, "Goliath"]})   # no Academic card to discard
    sc.apply(f"play {WYRMIST}")
    assert sc.field("a") == [] and WYRMIST in sc.zone("a", "cemetery")


# ------------------------------------------------------------ Snowman King

def test_8_4_3_2_1_snowman_king_stops_followers_of_base_cost_3_or_less_on_both_fields():
    sc = make({"field": [SNOWMAN, "Fighter", "Goliath"]}, {"field": ["Fighter"]})
    acts = sc.legal_actions()
    assert not any(x.startswith(("attack Fighter", "attack Goliath")) for x in acts)
    assert f"attack {SNOWMAN} -> leader" in acts   # base cost 6
    sc.end_turn()
    assert not any(x.startswith("attack Fighter") for x in sc.legal_actions())


def test_12_5_snowman_king_last_words_gives_3_defense():
    sc = make({"leader": 10, "pp": 2, "hand": ["Angelic Snipe"]},
              {"field": [{"card": SNOWMAN, "damage": 5}]})
    sc.dictate(("target", f"b:{SNOWMAN}"))
    sc.apply("play Angelic Snipe")
    assert sc.field("b") == [] and sc.player("b")["leader"] == 23


# ------------------------------------------------------------ Absolute Zeroblade

def test_13_3_1_absolute_zeroblade_deals_1_more_with_spellchain_10_and_15():
    for spells, dmg in ((0, 1), (10, 2), (15, 3)):
        sc = make({"pp": 1, "hand": [ZEROBLADE], "cemetery": ["Angelic Snipe"] * spells},
                  {"field": ["Goliath"]})
        sc.apply(f"play {ZEROBLADE}")
        assert card(sc, "b", "Goliath")["damage"] == dmg, spells


# ------------------------------------------------------------ Bergent and Onion Patch

def test_5_10_bergent_summons_up_to_2_onion_patch_from_the_top_5():
    deck = [ONION, "Goliath", ONION, ONION, "Fighter", *FILL]   # top card first
    sc = make({"pp": 3, "hand": [BERGENT], "deck": deck})
    sc.apply(f"play {BERGENT}")
    assert names(sc.field("a")) == [BERGENT, ONION, ONION]


def test_10_2_1_3_2_evolved_bergent_adds_1_to_onion_patch_damage_and_searches_2():
    evolved = {"card": BERGENT, "evolved": True}
    sc = make({"pp": 1, "field": [evolved, ONION], "deck": [ONION, ONION, ONION, *FILL]},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply(f"attack {ONION} -> Goliath")
    assert card(sc, "b", "Goliath")["damage"] == 2
    sc.apply(f"activate {BERGENT} (evolved) #2")
    assert names(sc.field("a")).count(ONION) == 2   # the attacker died: 2 new ones
    assert sc.zone("a", "deck").count(ONION) == 1


def test_6_1_2_onion_patch_is_allowed_50_times_and_has_rush():
    sc = make({"pp": 1, "hand": [ONION]}, {"field": [{"card": "Fighter", "engaged": True}]})
    sc.apply(f"play {ONION}")
    acts = sc.legal_actions()
    assert f"attack {ONION} -> Fighter" in acts and f"attack {ONION} -> leader" not in acts


def test_12_9_onion_patch_has_storm_and_a_strike_with_5_onion_patch_in_the_cemetery():
    sc = make({"pp": 1, "hand": [ONION], "cemetery": [ONION] * 5},
              {"field": ["Fighter"]})
    sc.apply(f"play {ONION}")
    assert f"attack {ONION} -> leader" in sc.legal_actions()   # Storm
    sc.apply(f"attack {ONION} -> leader")
    assert card(sc, "b", "Fighter")["damage"] == 1 and sc.player("b")["leader"] == 19


# ------------------------------------------------------------ Palla

def test_5_14_palla_draws_and_recovers_1_pp_with_5_academic_cards():
    sc = make({"pp": 3, "hand": [PALLA], "cemetery": [ELUSA] * 5})
    sc.apply(f"play {PALLA}")
    assert sc.player("a")["pp"] == 1 and sc.zone("a", "hand") == ["Fighter"]
    sc = make({"pp": 3, "hand": [PALLA], "cemetery": [ELUSA] * 4})
    sc.apply(f"play {PALLA}")
    assert sc.player("a")["pp"] == 0


# ------------------------------------------------------------ Summoning Drills

def test_10_4_7_summoning_drills_discards_for_a_strikeform_golem_and_golem_attack():
    sc = make({"pp": 2, "hand": [DRILLS, "Goliath"]})
    sc.dictate(("pay", True))
    sc.apply(f"play {DRILLS}")
    assert names(sc.field("a")) == [DRILLS, "Guardform Golem"]
    assert sc.zone("a", "ex") == ["Strikeform Golem"] and sc.zone("a", "hand") == []
    assert card(sc, "a", "Guardform Golem")["attack"] == 3
    assert card(sc, "a", DRILLS)["stack"] == 1   # 13.3.2


# ------------------------------------------------------------ Witch of Foresight

def test_5_10_witch_of_foresight_may_bury_the_top_card():
    sc = make({"pp": 2, "hand": [FORESIGHT], "deck": ["Goliath", *FILL]})
    sc.apply(f"play {FORESIGHT}")
    assert sc.zone("a", "cemetery") == ["Goliath"]


def test_12_6_evolved_witch_of_foresight_buries_then_draws():
    sc = make({"pp": 1, "field": [FORESIGHT], "evolve_deck": [FORESIGHT],
               "deck": ["Goliath", "Angelic Snipe", *FILL]})
    sc.apply(f"evolve {FORESIGHT}")
    assert sc.zone("a", "cemetery") == ["Goliath"] and sc.zone("a", "hand") == ["Angelic Snipe"]


# ------------------------------------------------------------ Beastfaced Mage

def test_13_3_3_beastfaced_mage_engages_with_earth_rite_to_deal_2():
    sc = make({"field": [BEASTFACED, sediment(1)]}, {"field": ["Fighter"]})
    sc.apply(f"activate {BEASTFACED} #1")
    assert card(sc, "b", "Fighter")["damage"] == 2
    assert names(sc.field("a")) == [BEASTFACED]   # the last counter: the amulet is gone
    assert f"activate {BEASTFACED} #1" not in sc.legal_actions()


def test_12_5_beastfaced_mage_last_words_summons_a_magic_sediment():
    sc = make({"pp": 1, "hand": ["Angelic Snipe"]}, {"field": [{"card": BEASTFACED, "damage": 1}]})
    sc.dictate(("target", f"b:{BEASTFACED}"))
    sc.apply("play Angelic Snipe")
    assert names(sc.field("b")) == [SEDIMENT]


# ------------------------------------------------------------ Tico

def test_12_5_tico_last_words_takes_an_academic_top_card():
    sc = make({"pp": 1, "hand": ["Angelic Snipe"]},
              {"field": [{"card": TICO, "damage": 2}], "deck": [ELUSA, *FILL]})
    sc.dictate(("target", f"b:{TICO}"))
    sc.apply("play Angelic Snipe")
    assert sc.zone("b", "hand") == [ELUSA]
    sc = make({"pp": 1, "hand": ["Angelic Snipe"]},
              {"field": [{"card": TICO, "damage": 2}], "deck": ["Goliath", *FILL]})
    sc.dictate(("target", f"b:{TICO}"))
    sc.apply("play Angelic Snipe")
    assert sc.zone("b", "hand") == [] and sc.zone("b", "deck")[0] == "Goliath"


# ------------------------------------------------------------ Staff of Whirlwinds

def test_5_13_staff_of_whirlwinds_deals_the_runecraft_follower_count_to_leader_and_followers():
    sc = make({"pp": 4, "hand": [STAFF], "field": [BEASTFACED, TICO, "Fighter", sediment()]},
              {"field": ["Goliath", {"card": "Fighter", "damage": 1}]})
    sc.apply(f"play {STAFF}")
    assert sc.player("b")["leader"] == 18   # 2: Beastfaced Mage and Tico, not the Fighter
    assert card(sc, "b", "Goliath")["damage"] == 2 and sc.zone("b", "cemetery") == ["Fighter"]


# ------------------------------------------------------------ card files

def test_card_files_refuse_the_bp09_runecraft_words_where_the_engine_would_not_read_them(
        tmp_path):
    from scenario_kit import refuses
    refuses(tmp_path, 'on = "aura"\n  aura = "cost_first"\n  amount = -1\n'
                      '  filter = { keyword = "ward" }',
            "a cost_first aura's filter takes")
    refuses(tmp_path, 'on = "fanfare"\n  effects = [ { op = "draw", amount = 1, '
                      'cost_zero_eot = true } ]',
            "does not read ['cost_zero_eot']")
