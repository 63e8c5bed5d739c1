"""The BP06 Forestcraft cards with a non-trivial ability, each played in an exact
position with the scenario API (docs/scenarios.md). Test names carry rule numbers of
the comprehensive rules 1.8.0 where a rule is at stake."""
from __future__ import annotations

from scenario_kit import card, make, names

FILL = ["Fighter"] * 6


def attacks(sc, who):
    return [a for a in sc.legal_actions() if a.startswith(f"attack {who} -> ")]


# ------------------------------------------------------------ Lymaga, Forest Champion

def test_5_4_1_lymaga_summons_a_cheap_hunter_follower_from_the_top_4():
    # the 6-cost Hunter (another Lymaga) and the Neutral followers are not taken
    deck = ["Lymaga, Forest Champion", "Fighter", "Woodland Cleaver", "Goliath", *FILL]
    sc = make({"pp": 6, "hand": ["Lymaga, Forest Champion"], "deck": deck})
    sc.apply("play Lymaga, Forest Champion")
    assert names(sc.field("a")) == ["Lymaga, Forest Champion", "Woodland Cleaver"]
    rest = sc.zone("a", "deck")
    assert rest[:6] == FILL and sorted(rest[6:]) == sorted(
        ["Lymaga, Forest Champion", "Fighter", "Goliath"])       # the rest went under
    lymaga = card(sc, "a", "Lymaga, Forest Champion")
    assert {"storm", "bane"} <= set(lymaga["keywords"])
    assert "attack Lymaga, Forest Champion -> leader" in sc.legal_actions()


def test_12_6_evolved_lymaga_looks_at_the_top_4_again_on_evolve():
    deck = ["Fighter", "Crossbow Sniper", *FILL]
    sc = make({"pp": 2, "deck": deck, "field": ["Lymaga, Forest Champion"],
               "evolve_deck": ["Lymaga, Forest Champion"]})
    sc.apply("evolve Lymaga, Forest Champion")
    assert names(sc.field("a")) == ["Lymaga, Forest Champion", "Crossbow Sniper"]
    assert card(sc, "a", "Lymaga, Forest Champion")["attack"] == 5


def test_5_15_1_1_lymaga_puts_the_matriarch_which_evolves_and_revives_two_hunters():
    """Lymaga's Fanfare puts Wildwood Matriarch onto the field by an ability, so the
    Matriarch's Fanfare evolves it (an evolve card of its name from the evolve deck,
    for no cost); its On Evolve brings back two Hunter followers of cost 2 or less,
    and the Woodland Cleavers, put onto the field by an ability too, get Storm."""
    sc = make({"pp": 6, "ep": 0, "hand": ["Lymaga, Forest Champion"],
               "deck": ["Wildwood Matriarch", *FILL],
               "cemetery": ["Woodland Cleaver", "Assault Jaguar", "Woodland Cleaver",
                            "Fighter"],
               "evolve_deck": ["Wildwood Matriarch"]})
    sc.apply("play Lymaga, Forest Champion")
    field = sc.field("a")
    assert names(field) == ["Lymaga, Forest Champion", "Wildwood Matriarch",
                            "Woodland Cleaver", "Woodland Cleaver"]
    matriarch = card(sc, "a", "Wildwood Matriarch")
    assert matriarch["evolved"] and (matriarch["attack"], matriarch["defense"]) == (4, 4)
    assert sorted(sc.zone("a", "cemetery")) == ["Assault Jaguar", "Fighter"]  # 3 cost, neutral
    assert all("storm" in c["keywords"] for c in field if c["card"] == "Woodland Cleaver")
    a = sc.player("a")
    assert a["pp"] == 0 and a["ep"] == 0 and not a["evolved_this_turn"]   # 8.3.2 unspent
    assert "attack Woodland Cleaver -> leader" in sc.legal_actions()
    assert "attack Wildwood Matriarch (evolved) -> leader" not in sc.legal_actions()


# ------------------------------------------------------------ Wildwood Matriarch

def test_wildwood_matriarch_played_from_hand_does_not_evolve():
    sc = make({"pp": 4, "hand": ["Wildwood Matriarch"], "evolve_deck": ["Wildwood Matriarch"],
               "cemetery": ["Woodland Cleaver"]})
    sc.apply("play Wildwood Matriarch")
    m = card(sc, "a", "Wildwood Matriarch")
    assert not m["evolved"] and names(sc.field("a")) == ["Wildwood Matriarch"]


def test_5_15_1_1_a_matriarch_put_onto_the_field_without_its_evolve_card_stays_unevolved():
    sc = make({"pp": 6, "hand": ["Lymaga, Forest Champion"],
               "deck": ["Wildwood Matriarch", *FILL], "cemetery": ["Woodland Cleaver"]})
    sc.apply("play Lymaga, Forest Champion")
    assert not card(sc, "a", "Wildwood Matriarch")["evolved"]
    assert sc.zone("a", "cemetery") == ["Woodland Cleaver"]


def test_12_6_evolving_the_matriarch_revives_up_to_two_cheap_hunters():
    sc = make({"pp": 2, "field": ["Wildwood Matriarch"], "evolve_deck": ["Wildwood Matriarch"],
               "cemetery": ["Crossbow Sniper", "Greenwood Guardian", "Woodland Cleaver"]})
    sc.dictate(("target", "a:cemetery:Crossbow Sniper"), ("target", "a:cemetery:Woodland Cleaver"))
    sc.apply("evolve Wildwood Matriarch")
    assert names(sc.field("a")) == ["Wildwood Matriarch", "Crossbow Sniper", "Woodland Cleaver"]
    assert sc.zone("a", "cemetery") == ["Greenwood Guardian"]
    assert "storm" in card(sc, "a", "Woodland Cleaver")["keywords"]   # put by an ability


# ------------------------------------------------------------ Woodland Cleaver

def test_woodland_cleaver_played_from_hand_has_no_storm_and_evolved_deals_2():
    sc = make({"pp": 3, "hand": ["Woodland Cleaver"], "evolve_deck": ["Woodland Cleaver"]},
              {"field": ["Goliath"]})
    sc.apply("play Woodland Cleaver")
    assert "storm" not in card(sc, "a", "Woodland Cleaver")["keywords"]
    assert attacks(sc, "Woodland Cleaver") == []
    sc.apply("evolve Woodland Cleaver")
    assert card(sc, "b", "Goliath")["damage"] == 2


# ------------------------------------------------------------ Amataz, Fairy Blader

def test_4_8_3_3_amataz_puts_a_fairy_into_ex_and_grows_the_pixie_followers_there():
    sc = make({"pp": 5, "hand": ["Amataz, Fairy Blader"], "ex": ["Fairy Wisp", "Fighter"]})
    sc.apply("play Amataz, Fairy Blader")
    assert sc.zone("a", "ex") == ["Fairy Wisp", "Fighter", "Fairy"]
    sc.apply("play Fairy from ex")
    sc.apply("play Fairy Wisp from ex")
    sc.apply("play Fighter from ex")
    stats = {c["card"]: (c["attack"], c["defense"]) for c in sc.field("a")}
    assert stats == {"Amataz, Fairy Blader": (2, 2), "Fairy": (2, 2), "Fairy Wisp": (2, 2),
                     "Fighter": (2, 3)}


def test_10_4_6_amataz_engages_to_give_two_cheap_pixie_followers_storm():
    sc = make({"field": ["Amataz, Fairy Blader",
                         {"card": "Fairy", "entered_this_turn": True},
                         {"card": "Fairy Wisp", "entered_this_turn": True},
                         {"card": "Fairy Dragon", "entered_this_turn": True}]})
    assert attacks(sc, "Fairy") == []
    sc.apply("activate Amataz, Fairy Blader #2")
    assert card(sc, "a", "Amataz, Fairy Blader")["engaged"]
    assert "storm" in card(sc, "a", "Fairy")["keywords"]
    assert "storm" in card(sc, "a", "Fairy Wisp")["keywords"]
    assert "storm" not in card(sc, "a", "Fairy Dragon")["keywords"]   # costs 2
    assert "attack Fairy -> leader" in sc.legal_actions()
    assert not any(a.startswith("activate Amataz") for a in sc.legal_actions())


# ------------------------------------------------------------ Greenbrier Elf

def test_10_4_7_greenbrier_elf_banishes_a_pixie_token_to_take_a_forestcraft_card():
    deck = ["Fighter", "Spiritshine", "Goliath", "Fighter", *FILL]
    sc = make({"pp": 2, "hand": ["Greenbrier Elf"], "ex": ["Fighter", "Fairy"], "deck": deck})
    sc.apply("play Greenbrier Elf")
    assert sc.zone("a", "ex") == ["Fighter"]          # the Fairy token ceased to exist
    assert sc.zone("a", "hand") == ["Spiritshine"]
    assert sc.zone("a", "deck")[:6] == FILL


def test_greenbrier_elf_without_a_pixie_token_in_ex_looks_at_nothing():
    deck = ["Fighter", "Spiritshine", *FILL]
    sc = make({"pp": 2, "hand": ["Greenbrier Elf"], "ex": ["Fighter"], "deck": deck})
    sc.apply("play Greenbrier Elf")
    assert sc.zone("a", "hand") == [] and sc.zone("a", "deck") == deck


# ------------------------------------------------------------ Fairy Dragon

def test_fairy_dragon_gains_attack_for_the_pixie_tokens_on_field_and_in_ex():
    # 1 on the field, 2 in the EX area; the other Fairy Dragon is a Pixie, not a token
    sc = make({"pp": 2, "hand": ["Fairy Dragon"], "field": ["Fairy", "Fairy Dragon"],
               "ex": ["Fairy Wisp", "Fairy", "Fighter"]})
    sc.apply("play Fairy Dragon")
    dragons = [c for c in sc.field("a") if c["card"] == "Fairy Dragon"]
    assert [(c["attack"], c["defense"]) for c in dragons] == [(0, 4), (3, 4)]
    assert "ward" in dragons[1]["keywords"]


def test_12_5_fairy_dragon_last_words_puts_a_fairy_wisp_and_a_fairy_into_ex():
    sc = make({"field": ["Goliath"]},
              {"field": [{"card": "Fairy Dragon", "engaged": True, "damage": 1}]})
    sc.apply("attack Goliath -> Fairy Dragon")
    assert sc.field("b") == [] and sorted(sc.zone("b", "ex")) == ["Fairy", "Fairy Wisp"]


# ------------------------------------------------------------ Assault Jaguar

def test_12_5_assault_jaguar_last_words_takes_a_hunter_and_buries_the_rest():
    deck = ["Fighter", "Synchronized Slash", *FILL]
    sc = make({"pp": 3, "hand": ["Assault Jaguar"], "deck": deck},
              {"field": [{"card": "Goliath", "engaged": True}]})
    sc.apply("play Assault Jaguar")
    sc.apply("attack Assault Jaguar -> Goliath")        # Rush; 4 damage each way
    assert sc.zone("a", "hand") == ["Synchronized Slash"]
    assert sorted(sc.zone("a", "cemetery")) == ["Assault Jaguar", "Fighter"]
    assert sc.zone("a", "deck") == FILL


# ------------------------------------------------------------ Spiritshine

def test_5_17_spiritshine_gives_a_pixie_token_on_the_field_2_2():
    sc = make({"pp": 1, "hand": ["Spiritshine"], "field": ["Fairy", "Fairy Dragon"]})
    sc.dictate(("mode", 1), ("target", "a:Fairy"))
    sc.apply("play Spiritshine")
    assert (card(sc, "a", "Fairy")["attack"], card(sc, "a", "Fairy")["defense"]) == (3, 3)


def test_4_8_3_3_spiritshine_gives_a_pixie_token_in_the_ex_area_2_2_kept_onto_the_field():
    sc = make({"pp": 2, "hand": ["Spiritshine"], "ex": ["Fighter", "Fairy"]})
    sc.dictate(("mode", 1), ("target", "a:ex:Fairy"))
    sc.apply("play Spiritshine")
    sc.apply("play Fairy from ex")
    assert (card(sc, "a", "Fairy")["attack"], card(sc, "a", "Fairy")["defense"]) == (3, 3)


def test_spiritshine_puts_2_fairies_into_ex():
    sc = make({"pp": 1, "hand": ["Spiritshine"], "field": ["Fairy"]})
    sc.dictate(("mode", 2))
    sc.apply("play Spiritshine")
    assert sc.zone("a", "ex") == ["Fairy", "Fairy"]
    assert card(sc, "a", "Fairy")["attack"] == 1


def test_10_6_2_3_4_spiritshine_without_a_pixie_token_can_only_make_fairies():
    # option 1 has no Pixie token to select (the Fairy Dragon is a Pixie, not a token)
    sc = make({"pp": 1, "hand": ["Spiritshine"], "field": ["Fairy Dragon"]})
    sc.apply("play Spiritshine")
    assert sc.zone("a", "ex") == ["Fairy", "Fairy"]
    assert card(sc, "a", "Fairy Dragon")["attack"] == 0


# ------------------------------------------------------------ Greenwood Guardian

def test_greenwood_guardian_buries_the_top_card_and_counts_hunters_in_the_cemetery():
    sc = make({"pp": 2, "hand": ["Greenwood Guardian"], "deck": ["Woodland Cleaver", *FILL],
               "cemetery": ["Crossbow Sniper", "Assault Jaguar", "Fighter"]})
    sc.apply("play Greenwood Guardian")
    g = card(sc, "a", "Greenwood Guardian")
    assert (g["attack"], g["defense"]) == (3, 3) and "ward" in g["keywords"]
    assert sc.zone("a", "cemetery")[-1] == "Woodland Cleaver"
    sc = make({"pp": 2, "hand": ["Greenwood Guardian"], "deck": ["Fighter", *FILL],
               "cemetery": ["Crossbow Sniper", "Assault Jaguar"]})
    sc.apply("play Greenwood Guardian")
    assert card(sc, "a", "Greenwood Guardian")["defense"] == 2


# ------------------------------------------------------------ Crossbow Sniper

def test_10_4_7_crossbow_sniper_discards_a_hunter_to_hit_and_draw():
    sc = make({"pp": 1, "hand": ["Crossbow Sniper", "Fighter", "Assault Jaguar"],
               "deck": ["Goliath", *FILL]}, {"field": ["Fighter"]})
    sc.dictate(("target", "b:leader"))
    sc.apply("play Crossbow Sniper")
    assert sc.player("b")["leader"] == 19
    assert sc.zone("a", "cemetery") == ["Assault Jaguar"]
    assert sc.zone("a", "hand") == ["Fighter", "Goliath"]


def test_crossbow_sniper_without_a_hunter_in_hand_does_nothing():
    sc = make({"pp": 1, "hand": ["Crossbow Sniper", "Fighter"]}, {"field": ["Fighter"]})
    sc.apply("play Crossbow Sniper")
    assert sc.player("b")["leader"] == 20 and sc.field("b")[0]["damage"] == 0
    assert sc.zone("a", "hand") == ["Fighter"]


# ------------------------------------------------------------ Mallet Monkey

def test_10_4_4_mallet_monkey_pays_2_to_summon_another_from_the_deck_in_a_chain():
    deck = ["Fighter", "Mallet Monkey", "Fighter", "Mallet Monkey", "Fighter"]
    sc = make({"pp": 7, "hand": ["Mallet Monkey"], "deck": deck})
    sc.apply("play Mallet Monkey")   # 3, then 2 and 2 for the two Fanfares after it
    assert names(sc.field("a")) == ["Mallet Monkey"] * 3
    assert sc.player("a")["pp"] == 0 and sorted(sc.zone("a", "deck")) == ["Fighter"] * 3
    assert len(attacks(sc, "Mallet Monkey")) == 1       # Storm: merged, the leader
    sc = make({"pp": 4, "hand": ["Mallet Monkey"], "deck": deck})
    sc.apply("play Mallet Monkey")                       # 1 PP left: not enough
    assert names(sc.field("a")) == ["Mallet Monkey"] and sc.player("a")["pp"] == 1


# ------------------------------------------------------------ Elven Sentry

def test_elven_sentry_costs_1_less_for_each_fairy_on_the_field():
    sc = make({"pp": 3, "hand": ["Elven Sentry"],
               "field": ["Fairy", "Fairy", "Fairy Wisp"]}, {"field": ["Goliath"]})
    assert "play Elven Sentry" in sc.legal_actions()      # 5 - 2 (Fairy Wisp: another name)
    sc.apply("play Elven Sentry")
    assert sc.player("a")["pp"] == 0
    assert "attack Elven Sentry -> Goliath" in sc.legal_actions()   # Rush, Assail
    sc = make({"pp": 2, "hand": ["Elven Sentry"], "field": ["Fairy", "Fairy"]})
    assert "play Elven Sentry" not in sc.legal_actions()


# ------------------------------------------------------------ Synchronized Slash

def test_10_4_6_synchronized_slash_engages_two_hunters_to_deal_4():
    sc = make({"pp": 1, "hand": ["Synchronized Slash"],
               "field": ["Woodland Cleaver",
                         {"card": "Crossbow Sniper", "entered_this_turn": True},
                         {"card": "Greenwood Guardian", "entered_this_turn": True}]},
              {"field": ["Goliath"]})
    sc.apply("play Synchronized Slash")
    assert sc.field("b") == []                             # 4 damage to the 3/4
    engaged = {c["card"]: c["engaged"] for c in sc.field("a")}
    # the two that could not attack this turn are engaged, the Cleaver still can
    assert engaged == {"Woodland Cleaver": False, "Crossbow Sniper": True,
                       "Greenwood Guardian": True}


def test_10_4_2_2_synchronized_slash_without_two_reserved_hunters_deals_nothing():
    sc = make({"pp": 1, "hand": ["Synchronized Slash"],
               "field": ["Woodland Cleaver", {"card": "Crossbow Sniper", "engaged": True},
                         "Fighter"]},
              {"field": ["Goliath"]})
    sc.apply("play Synchronized Slash")
    assert card(sc, "b", "Goliath")["damage"] == 0
    assert not card(sc, "a", "Woodland Cleaver")["engaged"]


def test_10_6_2_3_4_synchronized_slash_needs_an_enemy_follower():
    sc = make({"pp": 1, "hand": ["Synchronized Slash"],
               "field": ["Woodland Cleaver", "Crossbow Sniper"]})
    assert "play Synchronized Slash" not in sc.legal_actions()
