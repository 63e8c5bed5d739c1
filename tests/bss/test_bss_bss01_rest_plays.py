"""BSS01-051 to BSS01-136 (white and yellow spirits, nexuses, magic): each encoded effect
(decksim/cards/data/bss/effects/bss01_rest.toml) played on an exact position."""
from bss_kit import names, two as kit_two

DECK = ["Raineedle"] * 10


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def to_b_turn(sc, burst):
    """a sets `burst` in its Main Step and ends its turn; b's turn 4 Main Step."""
    sc.apply(f"set burst {burst}").apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "b" and sc.state()["step"] == "main"
    return sc


# ---- white spirits

def test_bss01_052_odin_type_x_lv2_attacking_returns_an_opponent_spirit_costing_3_or_less(
        position):
    sc = position(two(a={"field": [{"card": "Fortress God Knight Odin Type-X", "cores": 3}]},
                      b={"field": ["Phobos Dragoon", "Quicksand Dragon"]}, step="attack"))
    sc.dictate("no block").apply("attack with Fortress God Knight Odin Type-X")
    assert names(sc.field("b")) == ["Phobos Dragoon"]
    assert sc.player("b")["hand"] == ["Quicksand Dragon"]


def test_bss01_052_odin_type_x_lv2_blocking_returns_an_opponent_spirit(position):
    sc = position(two(a={"field": ["Raineedle", "Phobos Dragoon"]},
                      b={"field": [{"card": "Fortress God Knight Odin Type-X", "cores": 3}]},
                      step="attack"))
    sc.dictate("block Fortress God Knight Odin Type-X").apply("attack with Phobos Dragoon")
    # Raineedle (cost 1) goes back; Phobos Dragoon (cost 5) stays and loses the battle
    assert sc.player("a")["hand"] == ["Raineedle"]
    assert sc.player("a")["trash"] == ["Phobos Dragoon"]


def test_bss01_052_odin_type_x_at_lv1_returns_nothing(position):
    sc = position(two(a={"field": ["Fortress God Knight Odin Type-X"]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.dictate("no block").apply("attack with Fortress God Knight Odin Type-X")
    assert names(sc.field("b")) == ["Raineedle"] and sc.player("b")["hand"] == []


def test_bss01_053_platinum_when_summoned_returns_every_spirit_of_3000_bp_or_less(position):
    sc = position(two(a={"reserve": 8, "hand": ["Sky Dragonlord Platinum"],
                         "field": ["Raineedle"]},
                      b={"field": ["Raineedle", "Phobos Dragoon"]}))
    sc.apply("play Sky Dragonlord Platinum")
    assert names(sc.field("a")) == ["Sky Dragonlord Platinum"]
    assert sc.player("a")["hand"] == ["Raineedle"]
    assert names(sc.field("b")) == ["Phobos Dragoon"]
    assert sc.player("b")["hand"] == ["Raineedle"]
    assert sc.broken_invariant() == 0


def test_bss01_054_heavybarrel_destroyed_by_opponent_sends_a_when_summoned_spirit_to_deck_bottom(
        position):
    sc = position(two(a={"field": ["Emperadore", "Valkyrie Mist", "Racoon Guard"]},
                      b={"field": ["Gun Knight Heavybarrel"]}, step="attack"))
    sc.dictate("block Gun Knight Heavybarrel").apply("attack with Emperadore")
    assert sc.player("b")["trash"] == ["Gun Knight Heavybarrel"]
    assert names(sc.field("a")) == ["Emperadore", "Racoon Guard"]
    assert sc.player("a")["deck"][-1] == "Valkyrie Mist"
    assert len(sc.player("a")["deck"]) == 11


def test_bss01_061_naumanngard_destroyed_by_opponent_draws_three_and_charges_three_cores(
        position):
    sc = position(two(a={"field": [{"card": "Armored Beast Gullin Bursti", "cores": 3}]},
                      b={"reserve": 0, "field": ["Mechabeast Fortress Naumanngard"]},
                      step="attack"))
    sc.dictate("block Mechabeast Fortress Naumanngard").apply(
        "attack with Armored Beast Gullin Bursti")
    b = sc.player("b")
    assert b["trash"] == ["Mechabeast Fortress Naumanngard"]
    assert len(b["hand"]) == 3 and len(b["deck"]) == 7
    assert b["reserve"] == 1 + 3                      # its own core, and three from the Void
    assert sc.broken_invariant() == 0


def test_bss01_062_fenrircannon_lv2_blocking_returns_all_opponent_spirits_costing_2_or_less(
        position):
    sc = position(two(a={"field": ["Emperadore", "Raineedle", "Bullet Ray", "Racoon Guard"]},
                      b={"field": [{"card": "Buster Fenrircannon", "cores": 3}]},
                      step="attack"))
    sc.dictate("block Buster Fenrircannon").apply("attack with Emperadore")
    assert sorted(sc.player("a")["hand"]) == ["Bullet Ray", "Raineedle"]
    assert names(sc.field("a")) == ["Racoon Guard"]            # Emperadore lost the battle
    assert sc.player("a")["trash"] == ["Emperadore"]


def test_bss01_064_stream_otter_lv2_has_4000_more_bp_while_blocking(position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"field": [{"card": "Stream Otter", "cores": 2}]}, step="attack"))
    assert sc.field("b")[0]["bp"] == 3000
    sc.dictate("block Stream Otter").apply("attack with Emperadore")
    assert names(sc.field("b")) == ["Stream Otter"]           # 7000 against 4000
    assert sc.player("a")["trash"] == ["Emperadore"]
    assert sc.field("b")[0]["bp"] == 3000


def test_bss01_069_valkyrie_mist_when_summoned_returns_an_opponent_spirit_costing_7_or_less(
        position):
    sc = position(two(a={"reserve": 6, "hand": ["Valkyrie Mist"]},
                      b={"field": ["Mechabeast Fortress Naumanngard",
                                   "Armored Beast Gullin Bursti"]}))
    sc.apply("play Valkyrie Mist")
    assert names(sc.field("b")) == ["Mechabeast Fortress Naumanngard"]
    assert sc.player("b")["hand"] == ["Armored Beast Gullin Bursti"]


# ---- yellow spirits

def test_bss01_078_angel_throne_when_summoned_takes_a_yellow_magic_of_cost_4_or_less_from_trash(
        position):
    sc = position(two(a={"reserve": 8, "hand": ["Angel Throne"],
                         "trash": ["Exhaust Nexus", "Charged Draw", "Angelic Pressure"]}))
    sc.apply("play Angel Throne")
    assert sc.player("a")["hand"] == ["Angelic Pressure"]
    assert sorted(sc.player("a")["trash"]) == ["Charged Draw", "Exhaust Nexus"]


def test_bss01_087_flying_turtle_adds_a_fabled_beast_from_the_top_of_the_deck(position):
    sc = position(two(a={"reserve": 4, "hand": ["Flying Turtle"],
                         "deck": ["Gale Yale"] + DECK}))
    sc.apply("play Flying Turtle")
    assert sc.player("a")["hand"] == ["Gale Yale"]
    assert sc.player("a")["deck"] == DECK


def test_bss01_087_flying_turtle_trashes_a_top_card_that_is_not_a_fabled_beast(position):
    sc = position(two(a={"reserve": 4, "hand": ["Flying Turtle"],
                         "deck": ["Luminangel Suriel"] + DECK}))
    sc.apply("play Flying Turtle")
    assert sc.player("a")["hand"] == []
    assert sc.player("a")["trash"] == ["Luminangel Suriel"]
    assert sc.player("a")["deck"] == DECK


# ---- nexuses

def test_bss01_101_volcanic_canyon_lv2_gives_your_spirits_1000_bp_in_your_attack_step(position):
    spec = two(a={"field": [{"card": "Volcanic Canyon", "cores": 1}, "Emperadore"]},
               b={"field": ["Raineedle"]})
    assert position(spec).field("a")[1]["bp"] == 4000
    sc = position({**spec, "step": "attack"})
    assert sc.field("a")[1]["bp"] == 5000
    assert sc.field("b")[0]["bp"] == 1000


def test_bss01_101_volcanic_canyon_at_lv1_gives_no_bp(position):
    sc = position(two(a={"field": ["Volcanic Canyon", "Emperadore"]}, step="attack"))
    assert sc.field("a")[1]["bp"] == 4000


def test_bss01_105_abandoned_guillotine_gives_shadow_spirits_2000_bp_in_your_attack_step(
        position):
    spec = two(a={"field": ["Abandoned Guillotine", "Werewolf Commando", "Skull Fly"]})
    assert [f["bp"] for f in position(spec).field("a")[1:]] == [2000, 2000]
    sc = position({**spec, "step": "attack"})
    assert [f["bp"] for f in sc.field("a")[1:]] == [4000, 2000]


def test_bss01_108_rotting_swamp_draws_when_your_spirit_is_destroyed_in_your_attack_step(
        position):
    sc = position(two(a={"field": ["Rotting Swamp", "Raineedle"]},
                      b={"field": ["Emperadore"]}, step="attack"))
    sc.dictate("block Emperadore").apply("attack with Raineedle")
    assert sc.player("a")["trash"] == ["Raineedle"]
    assert sc.player("a")["hand"] == ["Raineedle"] and len(sc.player("a")["deck"]) == 9


def test_bss01_108_rotting_swamp_does_not_draw_in_the_opponents_attack_step(position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"field": ["Rotting Swamp", "Raineedle"]}, step="attack"))
    sc.dictate("block Raineedle").apply("attack with Emperadore")
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert sc.player("b")["hand"] == []


def test_bss01_109_naumann_city_lv2_gives_your_spirits_1000_bp_in_the_opponents_turn(position):
    field = [{"card": "Fortress Metropolis Naumann City", "cores": 2}, "Emperadore"]
    sc = position(two(a={"field": field}))
    assert sc.field("a")[1]["bp"] == 4000
    sc = position(two(b={"field": field}))
    assert sc.field("b")[1]["bp"] == 5000


def test_bss01_113_phantasmal_paradise_lv2_gives_fabled_beasts_1000_bp_in_your_attack_step(
        position):
    sc = position(two(a={"field": [{"card": "Phantasmal Paradise", "cores": 2}, "Gale Yale",
                                   "Emperadore"]}, step="attack"))
    assert [f["bp"] for f in sc.field("a")[1:]] == [5000, 4000]


def test_bss01_114_blessed_cathedral_lv1_charges_a_core_when_your_yellow_spirit_is_destroyed(
        position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"reserve": 0, "field": ["Blessed Cathedral", "Gembeast Carbulc"]},
                      step="attack"))
    sc.dictate("block Gembeast Carbulc").apply("attack with Emperadore")
    b = sc.player("b")
    assert b["trash"] == ["Gembeast Carbulc"]
    assert b["reserve"] == 1 + 1 and b["hand"] == []


def test_bss01_114_blessed_cathedral_lv2_also_draws(position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"reserve": 0, "field": [{"card": "Blessed Cathedral", "cores": 3},
                                                 "Gembeast Carbulc"]}, step="attack"))
    sc.dictate("block Gembeast Carbulc").apply("attack with Emperadore")
    b = sc.player("b")
    assert b["reserve"] == 1 + 1 and b["hand"] == ["Raineedle"]


def test_bss01_114_blessed_cathedral_ignores_a_spirit_of_another_colour(position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"reserve": 0, "field": [{"card": "Blessed Cathedral", "cores": 3},
                                                 "Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Emperadore")
    b = sc.player("b")
    assert b["trash"] == ["Racoon Guard"]
    assert b["reserve"] == 1 and b["hand"] == []


# ---- magic

def test_bss01_117_big_bang_energy_flash_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Big Bang Energy"], "field": ["Emperadore"]},
                      b={"field": ["Raineedle"]}))
    sc.dictate("target Emperadore").apply("flash Big Bang Energy")
    assert sc.field("a")[0]["bp"] == 6000
    assert sc.player("a")["trash"] == ["Big Bang Energy"]


def test_bss01_117_big_bang_energy_may_select_an_opponents_spirit(position):
    sc = position(two(a={"reserve": 4, "hand": ["Big Bang Energy"], "field": ["Emperadore"]},
                      b={"field": ["Raineedle"]}))
    sc.dictate("target Raineedle").apply("flash Big Bang Energy")
    assert sc.field("b")[0]["bp"] == 3000 and sc.field("a")[0]["bp"] == 4000


def test_bss01_118_starblessed_draw_main_draws_two(position):
    sc = position(two(a={"reserve": 4, "hand": ["Starblessed Draw"]}))
    sc.apply("play Starblessed Draw")
    assert sc.player("a")["hand"] == ["Raineedle"] * 2
    assert sc.player("a")["reserve"] == 0


def test_bss01_118_starblessed_draw_burst_draws_two_then_pays_to_draw_two_more(position):
    sc = position(two(a={"reserve": 5, "hand": ["Starblessed Draw"]},
                      b={"reserve": 5, "hand": ["Valkyrie Mist"]}))
    to_b_turn(sc, "Starblessed Draw")
    sc.apply("play Valkyrie Mist")
    a = sc.player("a")
    assert a["hand"] == ["Raineedle"] * 4 and len(a["deck"]) == 6
    assert a["reserve"] == 1 and a["trash"] == ["Starblessed Draw"]


def test_bss01_118_starblessed_draw_burst_without_the_cost_only_draws_two(position):
    sc = position(two(a={"reserve": 3, "hand": ["Starblessed Draw"]},
                      b={"reserve": 5, "hand": ["Valkyrie Mist"]}))
    to_b_turn(sc, "Starblessed Draw")
    sc.apply("play Valkyrie Mist")
    a = sc.player("a")
    assert a["hand"] == ["Raineedle"] * 2 and a["reserve"] == 3


def test_bss01_120_flame_breath_flash_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 3, "hand": ["Flame Breath"], "field": ["Emperadore"]}))
    sc.apply("flash Flame Breath")
    assert sc.field("a")[0]["bp"] == 6000


def test_bss01_120_flame_breath_burst_destroys_a_4000_bp_spirit_then_pays_for_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Flame Breath"],
                         "field": ["Mechabeast Fortress Naumanngard"]},
                      b={"reserve": 6, "hand": ["Valkyrie Mist"],
                         "field": ["Armored Beast Gullin Bursti"]}))
    to_b_turn(sc, "Flame Breath")
    sc.dictate("target Mechabeast Fortress Naumanngard").apply("play Valkyrie Mist")
    # Valkyrie Mist finds nothing of a's costing 7 or less; the burst destroys it (1000 BP)
    assert names(sc.field("b")) == ["Armored Beast Gullin Bursti"]
    assert sc.player("b")["trash"] == ["Valkyrie Mist"]
    assert sc.field("a")[0]["bp"] == 9000
    assert sc.player("a")["reserve"] == 1 and sc.player("a")["trash"] == ["Flame Breath"]


def test_bss01_121_burning_force_main_destroys_an_opponents_nexus(position):
    sc = position(two(a={"reserve": 5, "hand": ["Burning Force"]},
                      b={"field": ["Rocket City", "Raineedle"]}))
    sc.apply("play Burning Force")
    assert names(sc.field("b")) == ["Raineedle"]
    assert sc.player("b")["trash"] == ["Rocket City"]


def test_bss01_121_burning_force_flash_destroys_two_spirits_of_3000_bp_or_less(position):
    sc = position(two(a={"reserve": 5, "hand": ["Burning Force"]},
                      b={"field": ["Raineedle", "Emperadore", "Quicksand Dragon", "Rocket City"]}))
    sc.apply("flash Burning Force")
    assert names(sc.field("b")) == ["Emperadore", "Rocket City"]
    assert sorted(sc.player("b")["trash"]) == ["Quicksand Dragon", "Raineedle"]


def test_bss01_123_burst_venom_flash_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Burst Venom"], "field": ["Emperadore"]}))
    sc.apply("flash Burst Venom")
    assert sc.field("a")[0]["bp"] == 6000


def test_bss01_123_burst_venom_strips_a_spirit_to_one_core_then_pays_for_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Burst Venom"],
                         "field": [{"card": "Emperadore", "exhausted": True}, "Raineedle"]},
                      b={"reserve": 0, "field": [{"card": "Armored Beast Gullin Bursti",
                                                  "cores": 4}]}))
    to_b_turn(sc, "Burst Venom")
    sc.apply("end")                                   # b's Attack Step
    sc.dictate("block Raineedle", "target Armored Beast Gullin Bursti", "target Emperadore")
    sc.apply("attack with Armored Beast Gullin Bursti")
    assert sc.player("a")["trash"] == ["Raineedle", "Burst Venom"]
    g = sc.field("b")[0]
    assert (g["cores"], g["level"]) == (1, 1)
    assert sc.player("b")["reserve"] == 1 + 3        # the Core Step's, and three off it
    assert sc.field("a")[0]["bp"] == 6000
    assert sc.player("a")["reserve"] == 4 - 4 + 1     # paid the cost; Raineedle's core back
    assert sc.broken_invariant() == 0


def test_bss01_124_poison_mist_flash_gives_a_spirit_3000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Poison Mist"], "field": ["Emperadore"]}))
    sc.apply("flash Poison Mist")
    assert sc.field("a")[0]["bp"] == 7000


def test_bss01_126_dark_matter_main_destroys_an_exhausted_spirit_costing_4_or_less(position):
    sc = position(two(a={"reserve": 4, "hand": ["Dark Matter"]},
                      b={"field": ["Emperadore", {"card": "Gale Yale", "exhausted": True},
                                   {"card": "Armored Beast Gullin Bursti", "exhausted": True}]}))
    sc.apply("play Dark Matter")
    assert names(sc.field("b")) == ["Emperadore", "Armored Beast Gullin Bursti"]
    assert sc.player("b")["trash"] == ["Gale Yale"]


def test_bss01_126_dark_matter_burst_takes_a_spirit_from_trash_then_pays_to_destroy_the_attacker(
        position):
    sc = position(two(a={"reserve": 4, "hand": ["Dark Matter"],
                         "trash": ["Armored Beast Gullin Bursti", "Gale Yale"]},
                      b={"field": ["Emperadore"]}))
    to_b_turn(sc, "Dark Matter")
    sc.apply("end").apply("attack with Emperadore")   # a has no blocker
    a = sc.player("a")
    assert a["life"] == 4
    assert a["hand"] == ["Gale Yale"]
    assert a["trash"] == ["Armored Beast Gullin Bursti", "Dark Matter"]
    assert sc.field("b") == [] and sc.player("b")["trash"] == ["Emperadore"]


def test_bss01_129_counter_sword_main_adds_a_core_from_the_void_to_life(position):
    sc = position(two(a={"life": 3, "reserve": 5, "hand": ["Counter Sword"]}))
    sc.apply("play Counter Sword")
    assert sc.player("a")["life"] == 4 and sc.player("a")["reserve"] == 0


def test_bss01_129_counter_sword_burst_puts_a_spirit_on_deck_top_then_pays_for_a_life(position):
    sc = position(two(a={"life": 3, "reserve": 5, "hand": ["Counter Sword"]},
                      b={"reserve": 5, "hand": ["Valkyrie Mist"]}))
    to_b_turn(sc, "Counter Sword")
    sc.apply("play Valkyrie Mist")
    assert sc.field("b") == []
    assert sc.player("b")["deck"][0] == "Valkyrie Mist"
    assert sc.player("a")["life"] == 4 and sc.player("a")["reserve"] == 0


def test_bss01_129_counter_sword_burst_removes_the_summoned_spirit_then_pays_for_a_life(position):
    sc = position(two(a={"life": 3, "reserve": 5, "hand": ["Counter Sword"]},
                      b={"reserve": 5, "hand": ["Valkyrie Mist"]}))
    to_b_turn(sc, "Counter Sword")
    sc.apply("play Valkyrie Mist")
    assert sc.field("b") == []
    assert sc.player("a")["life"] == 4 and sc.player("a")["reserve"] == 0
    assert sc.player("a")["trash"] == ["Counter Sword"]


def test_bss01_131_dream_blizzard_main_returns_every_nexus_to_its_owners_hand(position):
    sc = position(two(a={"reserve": 4, "hand": ["Dream Blizzard"],
                         "field": ["Rotting Swamp", "Emperadore"]},
                      b={"field": ["Rocket City", "Raineedle"]}))
    sc.apply("play Dream Blizzard")
    assert names(sc.field("a")) == ["Emperadore"] and sc.player("a")["hand"] == ["Rotting Swamp"]
    assert names(sc.field("b")) == ["Raineedle"] and sc.player("b")["hand"] == ["Rocket City"]


def test_bss01_131_dream_blizzard_flash_gives_a_spirit_3000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Dream Blizzard"], "field": ["Emperadore"]}))
    sc.apply("flash Dream Blizzard")
    assert sc.field("a")[0]["bp"] == 7000


def test_bss01_132_royal_potion_refreshes_all_your_spirits_that_cost_2(position):
    ex = {"exhausted": True}
    sc = position(two(a={"reserve": 5, "hand": ["Royal Potion"],
                         "field": [{"card": "Bullet Ray", **ex}, {"card": "Fairy Flautist", **ex},
                                   {"card": "Emperadore", **ex}]},
                      b={"field": [{"card": "Horned Penguin", **ex}]}))
    sc.apply("flash Royal Potion")
    assert [f["exhausted"] for f in sc.field("a")] == [False, False, True]
    assert sc.field("b")[0]["exhausted"]


def test_bss01_133_angelic_pressure_takes_3000_bp_from_an_opponents_spirit(position):
    sc = position(two(a={"reserve": 3, "hand": ["Angelic Pressure"], "field": ["Emperadore"]},
                      b={"field": ["Armored Beast Gullin Bursti"]}))
    sc.apply("flash Angelic Pressure")
    assert sc.field("b")[0]["bp"] == 3000 and sc.field("a")[0]["bp"] == 4000


def test_bss01_134_ascension_zero_flash_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Ascension Zero"], "field": ["Emperadore"]}))
    sc.apply("flash Ascension Zero")
    assert sc.field("a")[0]["bp"] == 6000


def test_bss01_134_ascension_zero_burst_makes_opponent_spirits_lv1_then_pays_for_2000_bp(
        position):
    sc = position(two(a={"reserve": 4, "hand": ["Ascension Zero"], "field": ["Emperadore"]},
                      b={"reserve": 5, "hand": ["Flying Turtle"],
                         "field": [{"card": "Armored Beast Gullin Bursti", "cores": 3}]}))
    to_b_turn(sc, "Ascension Zero")
    sc.dictate("target Emperadore").apply("play Flying Turtle")
    b = sc.field("b")
    assert [(f["card"], f["level"]) for f in b] == [("Armored Beast Gullin Bursti", 1),
                                                    ("Flying Turtle", 1)]
    assert b[0]["bp"] == 6000 and b[0]["cores"] == 3
    assert sc.field("a")[0]["bp"] == 6000
    assert sc.player("a")["reserve"] == 0


def test_bss01_136_exhaust_nexus_takes_3000_bp_from_every_opponent_spirit(position):
    sc = position(two(a={"reserve": 7, "hand": ["Exhaust Nexus"], "field": ["Emperadore"]},
                      b={"field": ["Armored Beast Gullin Bursti", "Phobos Dragoon"]}))
    sc.apply("flash Exhaust Nexus")
    assert [f["bp"] for f in sc.field("b")] == [3000, 1000]
    assert sc.field("a")[0]["bp"] == 4000
