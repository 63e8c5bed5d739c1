"""The encoded effects of the starter decks ST05 (green), ST06 (blue) and ST07
(Evangelion) played on exact positions (decksim/games/bss/scenario.py): one or
more tests per encoded effect (data/bss/effects/st05.toml .. st07.toml), each
named after what the card does."""
from bss_kit import names, two as kit_two

from decksim.core.bss.action_codes import A_PLAY

DECK = ["Raineedle"] * 10

GALE = "Rooster Zodiac Emperor Gale Phoenix"
ALDEED = "Emerald Greatbird Aldeed"
BRANBOAR = "Explosive Charger Branboar"
STUMP_CITY = "Sacred Tree Stump City"
SKYDIVE = "EVA-02 -Skydive Unit Type S Components-"
EVA01_YASHIMA = "EVA-01 -Operation Yashima-"
EVA00_YASHIMA = "EVA-00 -Operation Yashima-"
EVA01_ATTACK = "EVA-01 -Attack-"
MODEL_02 = "Evangelion Production Model-02"
TEST_TYPE_01 = "Evangelion Test Type-01"
ASUKA = "Asuka Shikinami Langle"
DONT_ORDER = "Don't Order Me Around!"
MY_LINK = "Because It's My Link"


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def card(sc, side, name):
    return next(f for f in sc.field(side) if f["card"] == name)


def to_opponents_main_step(sc):
    """a ends its Main Step, Attack Step and Second Main Step: b's turn, its Main Step."""
    sc.apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "b" and sc.state()["step"] == "main"
    return sc


def summon_now(sc, side, name):
    """Summon a hand card in the step the game is in. No card summons in the Attack
    Step yet (Swift is a keyword the engine does not play yet): this calls the
    engine's own summon (actions.apply_main) as a Swift summon would."""
    p = "ab".index(side)
    h = sc.player(side)["hand"].index(name)
    sc.actions.apply_main(sc.S, sc.cp.CT, sc.cp.AB, sc.PR, sc.rng, p, A_PLAY + h, sc.L, sc.ak)


# ---- ST05

def test_st05_001_lv2_attack_exhausts_an_opponent_spirit_so_it_cannot_block(position):
    sc = position(two(a={"field": [{"card": GALE, "cores": 3}]},
                      b={"field": ["Quicksand Dragon"]}, step="attack"))
    sc.apply(f"attack with {GALE}")
    assert sc.field("b")[0]["exhausted"]
    assert sc.player("b")["life"] == 4                # no block was possible
    assert sc.broken_invariant() == 0


def test_st05_001_lv1_attack_exhausts_nothing(position):
    sc = position(two(a={"field": [{"card": GALE, "cores": 1}]},
                      b={"field": ["Quicksand Dragon"]}, step="attack"))
    sc.dictate("no block").apply(f"attack with {GALE}")
    assert not sc.field("b")[0]["exhausted"]


def test_st05_002_when_summoned_exhausts_an_opponent_spirit(position):
    sc = position(two(a={"reserve": 8, "hand": [ALDEED]}, b={"field": ["Quicksand Dragon"]}))
    sc.apply(f"play {ALDEED}")
    assert names(sc.field("a")) == [ALDEED]
    assert sc.field("b")[0]["exhausted"]


def test_st05_002_lv2_attack_charges_a_core_into_the_reserve(position):
    sc = position(two(a={"reserve": 2, "field": [{"card": ALDEED, "cores": 3}]}, step="attack"))
    sc.apply(f"attack with {ALDEED}")
    assert sc.player("a")["reserve"] == 3
    assert sc.player("a")["cores_from_void"] == 1 + 1      # built 1 over the start, +1
    assert sc.broken_invariant() == 0


def test_st05_002_lv1_attack_charges_nothing(position):
    sc = position(two(a={"reserve": 2, "field": [{"card": ALDEED, "cores": 1}]}, step="attack"))
    sc.apply(f"attack with {ALDEED}")
    assert sc.player("a")["reserve"] == 2


def test_st05_005_a_spirit_summoned_in_your_attack_step_gives_branboar_2000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Leafbeak Toucan"],
                         "field": [{"card": BRANBOAR, "cores": 1}]}, step="attack"))
    summon_now(sc, "a", "Leafbeak Toucan")
    assert names(sc.field("a")) == [BRANBOAR, "Leafbeak Toucan"]
    assert card(sc, "a", BRANBOAR)["bp"] == 5000 + 2000
    assert card(sc, "a", "Leafbeak Toucan")["bp"] == 3000     # only Branboar gains
    sc.apply("end")                                   # the Second Main Step: still this turn
    assert card(sc, "a", BRANBOAR)["bp"] == 7000


def test_st05_005_a_spirit_summoned_in_the_main_step_gives_branboar_nothing(position):
    sc = position(two(a={"reserve": 5, "hand": ["Leafbeak Toucan"],
                         "field": [{"card": BRANBOAR, "cores": 1}]}))
    sc.apply("play Leafbeak Toucan")
    assert card(sc, "a", BRANBOAR)["bp"] == 5000


def test_st05_011_when_summoned_exhausts_itself_for_a_core_from_the_void(position):
    sc = position(two(a={"reserve": 5, "hand": ["Matangole"]}))
    sc.apply("play Matangole")
    m = sc.field("a")[0]
    assert m["exhausted"] and m["cores"] == 2 and m["level"] == 2 and m["bp"] == 3000
    assert sc.player("a")["reserve"] == 5 - 3 - 1      # its cost and its Lv1 core
    assert sc.broken_invariant() == 0


def _stump_city_attacked(position, nexus_cores):
    sc = position(two(a={"field": [{"card": STUMP_CITY, "cores": nexus_cores}]},
                      b={"field": ["Quicksand Dragon"]}, active="b", step="attack"))
    sc.apply("attack with Quicksand Dragon")
    assert sc.player("a")["life"] == 4
    return sc


def test_st05_012_lv2_draws_a_card_when_the_opponents_attack_reduces_your_life(position):
    sc = _stump_city_attacked(position, 3)
    assert sc.player("a")["hand"] == ["Raineedle"] and len(sc.player("a")["deck"]) == 9


def test_st05_012_lv1_draws_nothing(position):
    sc = _stump_city_attacked(position, 0)
    assert sc.player("a")["hand"] == []


def test_st05_014_savage_power_gives_a_spirit_2000_bp_this_turn(position):
    sc = position(two(a={"reserve": 5, "hand": ["Savage Power"], "field": ["Quicksand Dragon"]},
                      b={"field": ["Dragron Captain"]}))
    assert "play Savage Power" not in " ".join(sc.legal_actions())   # a [Main]/[Flash] effect
    sc.dictate("target Quicksand Dragon").apply("flash Savage Power")
    assert sc.field("a")[0]["bp"] == 2000 + 2000
    assert sc.field("b")[0]["bp"] == 3000
    assert "Savage Power" in sc.player("a")["trash"]


def test_st05_014_savage_power_may_select_an_opponent_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": ["Savage Power"], "field": ["Quicksand Dragon"]},
                      b={"field": ["Dragron Captain"]}))
    sc.dictate("target Dragron Captain").apply("flash Savage Power")
    assert sc.field("b")[0]["bp"] == 3000 + 2000
    assert sc.field("a")[0]["bp"] == 2000


def test_st05_015_needle_shot_exhausts_an_opponent_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": ["Needle Shot"], "field": ["Quicksand Dragon"]},
                      b={"field": ["Dragron Captain"]}))
    sc.apply("flash Needle Shot")
    assert sc.field("b")[0]["exhausted"]
    assert not sc.field("a")[0]["exhausted"]


def test_st05_016_main_puts_a_core_from_the_void_onto_your_spirit(position):
    sc = position(two(a={"reserve": 3, "hand": ["Multiple Cores"], "field": ["Raineedle"]}))
    sc.apply("play Multiple Cores")
    r = sc.field("a")[0]
    assert r["cores"] == 2 and r["level"] == 2
    assert sc.player("a")["reserve"] == 3 - 2
    assert sc.broken_invariant() == 0


def test_st05_016_burst_exhausts_the_summoner_spirit_then_pays_for_its_main_effect(position):
    sc = position(two(a={"reserve": 4, "hand": ["Multiple Cores"], "field": ["Raineedle"]},
                      b={"reserve": 6, "hand": [ALDEED]}))
    sc.apply("set burst Multiple Cores")
    to_opponents_main_step(sc)
    before = sc.player("a")["reserve"]
    sc.apply(f"play {ALDEED}")
    # Aldeed's When Summoned exhausts a's Raineedle; then a's burst: Aldeed exhausted,
    # a pays 2 and its Main effect puts a core onto Raineedle
    assert sc.field("b")[0]["exhausted"]
    assert sc.field("a")[0]["exhausted"] and sc.field("a")[0]["cores"] == 2
    assert sc.player("a")["reserve"] == before - 2
    assert "Multiple Cores" in sc.player("a")["trash"]
    assert sc.broken_invariant() == 0


def test_st05_016_burst_waits_for_a_spirit_with_a_when_summoned_effect(position):
    sc = position(two(a={"reserve": 4, "hand": ["Multiple Cores"], "field": ["Raineedle"]},
                      b={"reserve": 6, "hand": ["Quicksand Dragon"]}))
    sc.apply("set burst Multiple Cores")
    to_opponents_main_step(sc)
    sc.apply("play Quicksand Dragon")
    assert not sc.field("b")[0]["exhausted"]
    assert "Multiple Cores" not in sc.player("a")["trash"]


# ---- ST06

def _fort_golem_attacks(position, nexus=None):
    field = [{"card": "Fort Golem", "cores": 4}] + ([nexus] if nexus else [])
    sc = position(two(a={"field": field}, b={"field": ["Dragron Captain", "Mithril Golem"]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Fort Golem")
    return sc


def test_st06_005_lv2_attack_exhausts_a_nexus_to_destroy_a_cost_3_spirit(position):
    sc = _fort_golem_attacks(position, {"card": "Ancient Colosseum", "cores": 0})
    assert sc.field("a")[1]["exhausted"]
    assert names(sc.field("b")) == ["Mithril Golem"]             # cost 6 stays
    assert "Dragron Captain" in sc.player("b")["trash"]
    assert sc.broken_invariant() == 0


def test_st06_005_without_a_nexus_to_exhaust_nothing_is_destroyed(position):
    sc = _fort_golem_attacks(position)
    assert names(sc.field("b")) == ["Dragron Captain", "Mithril Golem"]


def test_st06_005_an_exhausted_nexus_cannot_pay(position):
    sc = _fort_golem_attacks(position, {"card": "Ancient Colosseum", "cores": 0,
                                        "exhausted": True})
    assert names(sc.field("b")) == ["Dragron Captain", "Mithril Golem"]


def test_st06_006_when_destroyed_puts_a_core_onto_your_nexus(position):
    sc = position(two(a={"field": ["Bronze Golem", {"card": "Ancient Colosseum", "cores": 2}]},
                      b={"field": ["Mithril Golem"]}, step="attack"))
    sc.dictate("block Mithril Golem").apply("attack with Bronze Golem")
    assert names(sc.field("a")) == ["Ancient Colosseum"]
    assert sc.field("a")[0]["cores"] == 3 and sc.field("a")[0]["level"] == 2
    assert sc.broken_invariant() == 0


def _opponent_attacks(position, a, b, attacker, answers, burst):
    """a sets `burst`; on b's turn b attacks with `attacker`; `answers` are dictated."""
    sc = position(two(a={**a, "hand": [burst] + a.get("hand", [])}, b=b))
    sc.apply(f"set burst {burst}")
    to_opponents_main_step(sc)
    sc.apply("end")                                   # b's Attack Step
    sc.dictate(*answers).apply(f"attack with {attacker}")
    return sc


def test_st06_014_burst_on_life_lost_treats_a_spirit_as_its_highest_level_then_pays_for_flash(
        position):
    sc = _opponent_attacks(position, {"reserve": 5, "field": ["Dragron Captain"]},
                           {"field": ["Quicksand Dragon"]}, "Quicksand Dragon",
                           ["no block", "target Dragron Captain"], "Flood Stream")
    assert sc.player("a")["life"] == 4
    c = sc.field("a")[0]
    assert c["cores"] == 1 and c["level"] == 3 and c["bp"] == 7000
    # then its cost (5) is paid for its [Flash]: the attacker (cost 3, within 5) is destroyed
    assert sc.player("a")["reserve"] == 5 + 1 - 5
    assert "A: Flood Stream effect (destroy_costs)" in sc.log_lines()
    assert sc.field("b") == [] and "Flood Stream" in sc.player("a")["trash"]


def test_st06_014_flash_destroys_spirits_whose_costs_add_up_to_5_or_less(position):
    sc = position(two(a={"reserve": 9, "hand": ["Flood Stream"]},
                      b={"field": ["Quicksand Dragon", "Raineedle", "Dragron Captain"]}))
    sc.apply("flash Flood Stream")
    # the pilot takes the strongest that still fits: Dragron Captain (3000 BP, cost 3);
    # Quicksand Dragon (cost 3) no longer fits in the 2 left, Raineedle (cost 1) does
    assert names(sc.field("b")) == ["Quicksand Dragon"]


def test_st06_015_burst_on_destruction_discards_five_then_pays_for_2000_bp(position):
    # Quicksand Dragon in slot 0: a dictated target is resolved to a slot when it is
    # dictated, and Raineedle's destruction would move the slots after it
    sc = _opponent_attacks(position, {"reserve": 4, "field": ["Quicksand Dragon", "Raineedle"]},
                           {"field": ["Mithril Golem"]}, "Mithril Golem",
                           ["block Raineedle", "target Quicksand Dragon"], "Blitz")
    assert names(sc.field("a")) == ["Quicksand Dragon"]
    assert len(sc.player("b")["deck"]) == 10 - 1 - 5          # b's draw step, then five
    assert sc.player("b")["trash"].count("Raineedle") == 5
    assert sc.field("a")[0]["bp"] == 2000 + 2000
    assert sc.player("a")["reserve"] == 4 + 1 - 3             # Raineedle's core back, cost 3
    assert sc.broken_invariant() == 0


def test_st06_015_burst_pilot_gives_the_2000_bp_to_its_own_spirit_not_the_attacker(position):
    sc = _opponent_attacks(position, {"reserve": 4, "field": ["Quicksand Dragon", "Raineedle"]},
                           {"field": ["Mithril Golem"]}, "Mithril Golem",
                           ["block Raineedle"], "Blitz")
    assert sc.field("b")[0]["bp"] == 6000
    assert sc.field("a")[0]["bp"] == 4000


def test_st06_015_blitz_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Blitz"], "field": ["Quicksand Dragon"]}))
    sc.apply("flash Blitz")
    assert sc.field("a")[0]["bp"] == 4000
    assert len(sc.player("b")["deck"]) == 10


def test_st06_016_main_puts_a_core_onto_two_of_your_nexuses(position):
    sc = position(two(a={"reserve": 5, "hand": ["Blessed Cores"],
                         "field": ["Ancient Colosseum", "Honorable Duel", "Star Altar"]}))
    sc.apply("play Blessed Cores")
    cores = [f["cores"] for f in sc.field("a")]
    assert sorted(cores) == [0, 1, 1]
    assert sc.player("a")["reserve"] == 5 - 2                 # cost 4 less 2 blue symbols
    assert sc.broken_invariant() == 0


def test_st06_016_flash_gives_a_spirit_3000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Blessed Cores"], "field": ["Quicksand Dragon"]}))
    sc.apply("flash Blessed Cores")
    assert sc.field("a")[0]["bp"] == 5000
    assert sc.field("a")[0]["cores"] == 1


# ---- ST07

def test_st07_001_lv3_attack_destroys_an_opponent_spirit_of_4000_bp_or_less(position):
    sc = position(two(a={"field": [{"card": SKYDIVE, "cores": 5}]},
                      b={"field": ["Dragron Captain", "Mithril Golem"]}, step="attack"))
    sc.dictate("no block").apply(f"attack with {SKYDIVE}")
    assert names(sc.field("b")) == ["Mithril Golem"]
    assert sc.player("b")["life"] == 4


def test_st07_001_lv2_attack_destroys_nothing(position):
    sc = position(two(a={"field": [{"card": SKYDIVE, "cores": 3}]},
                      b={"field": ["Dragron Captain", "Mithril Golem"]}, step="attack"))
    sc.dictate("no block").apply(f"attack with {SKYDIVE}")
    assert names(sc.field("b")) == ["Dragron Captain", "Mithril Golem"]


def test_st07_004_when_summoned_returns_a_nerv_card_of_cost_4_or_less_from_the_trash(position):
    sc = position(two(a={"reserve": 10, "hand": [EVA01_YASHIMA],
                         "trash": ["EVA-01 -Berserk-", "Dragron Captain", "Shinji Ikari"]}))
    sc.apply(f"play {EVA01_YASHIMA}")
    assert sc.player("a")["hand"] == ["Shinji Ikari"]
    assert sorted(sc.player("a")["trash"]) == ["Dragron Captain", "EVA-01 -Berserk-"]


def test_st07_004_when_summoned_returns_nothing_without_a_matching_card(position):
    sc = position(two(a={"reserve": 10, "hand": [EVA01_YASHIMA],
                         "trash": ["EVA-01 -Berserk-", "Dragron Captain"]}))
    sc.apply(f"play {EVA01_YASHIMA}")
    assert sc.player("a")["hand"] == []


def test_st07_006_when_summoned_draws_if_the_opponent_has_a_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": [EVA01_ATTACK]}, b={"field": ["Raineedle"]}))
    sc.apply(f"play {EVA01_ATTACK}")
    assert sc.player("a")["hand"] == ["Raineedle"]


def test_st07_006_when_summoned_draws_nothing_against_an_empty_field(position):
    sc = position(two(a={"reserve": 5, "hand": [EVA01_ATTACK]},
                      b={"field": [{"card": "Ancient Colosseum", "cores": 0}]}))
    sc.apply(f"play {EVA01_ATTACK}")
    assert sc.player("a")["hand"] == []


def _eva00_blocks(position, cores):
    sc = position(two(a={"field": [{"card": EVA00_YASHIMA, "cores": cores},
                                   {"card": EVA01_ATTACK, "exhausted": True},
                                   {"card": "Dragron Captain", "exhausted": True}]},
                      b={"field": ["Mithril Golem"]}, active="b", step="attack"))
    sc.dictate(f"block {EVA00_YASHIMA}").apply("attack with Mithril Golem")
    assert names(sc.field("a")) == [EVA01_ATTACK, "Dragron Captain"]
    return sc


def test_st07_008_lv2_destroyed_by_the_opponent_refreshes_a_nerv_spirit(position):
    sc = _eva00_blocks(position, 2)
    assert not card(sc, "a", EVA01_ATTACK)["exhausted"]
    assert card(sc, "a", "Dragron Captain")["exhausted"]      # not NERV


def test_st07_008_lv1_destroyed_refreshes_nothing(position):
    sc = _eva00_blocks(position, 1)
    assert card(sc, "a", EVA01_ATTACK)["exhausted"]


def _asuka_battle(position, attacker, asuka_cores):
    sc = position(two(a={"field": [attacker, {"card": ASUKA, "cores": asuka_cores}]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.dictate("block Raineedle").apply(f"attack with {attacker}")
    assert sc.field("b") == []
    return sc


def test_st07_011_lv2_draws_when_an_eva02_spirit_wins_a_bp_battle(position):
    sc = _asuka_battle(position, MODEL_02, 1)
    assert sc.player("a")["hand"] == ["Raineedle"]


def test_st07_011_lv2_draws_nothing_for_another_spirit(position):
    sc = _asuka_battle(position, TEST_TYPE_01, 1)
    assert sc.player("a")["hand"] == []


def test_st07_011_lv1_draws_nothing(position):
    sc = _asuka_battle(position, MODEL_02, 0)
    assert sc.player("a")["hand"] == []


def test_st07_014_burst_destroys_a_3000_bp_spirit_then_pays_to_draw_two(position):
    sc = _opponent_attacks(position, {"reserve": 5, "field": ["Raineedle"]},
                           {"field": ["Mithril Golem", "Dragron Captain"]}, "Mithril Golem",
                           ["block Raineedle"], DONT_ORDER)
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Mithril Golem"]
    assert sc.player("a")["hand"] == ["Raineedle", "Raineedle"]
    assert sc.player("a")["reserve"] == 5 + 1 - 5
    assert DONT_ORDER in sc.player("a")["trash"]
    assert sc.broken_invariant() == 0


def test_st07_014_main_draws_two(position):
    sc = position(two(a={"reserve": 5, "hand": [DONT_ORDER]}))
    sc.apply(f"play {DONT_ORDER}")
    assert sc.player("a")["hand"] == ["Raineedle", "Raineedle"]


def test_st07_016_burst_stops_an_attacker_then_pays_for_3000_bp(position):
    sc = _opponent_attacks(position, {"reserve": 4, "field": ["Raineedle"]},
                           {"field": ["Dragron Captain", "Mithril Golem"]}, "Dragron Captain",
                           ["no block", "target Mithril Golem", "target Raineedle"], MY_LINK)
    assert sc.player("a")["life"] == 4
    assert sc.legal_actions() == ["end"]              # Mithril Golem cannot attack
    assert sc.field("a")[0]["bp"] == 1000 + 3000
    assert sc.player("a")["reserve"] == 4 + 1 - 4     # cost 5 less Raineedle's red symbol
    assert MY_LINK in sc.player("a")["trash"]


def test_st07_016_flash_gives_a_spirit_3000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": [MY_LINK], "field": ["Quicksand Dragon"]}))
    sc.apply(f"flash {MY_LINK}")
    assert sc.field("a")[0]["bp"] == 5000
