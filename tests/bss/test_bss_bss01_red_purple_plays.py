"""BSS01's red and purple cards (BSS01-001 to BSS01-050) playing their encoded
effects (data/bss/effects/bss01_red_purple.toml) on exact positions."""
from bss_kit import names, two as kit_two

DECK = ["Phobos Dragoon"] * 10


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def by_name(field, name):
    return next(f for f in field if f["card"] == name)


# ---- red

def test_bss01_002_lv2_when_attacks_destroys_an_opponent_spirit_of_2000_bp_or_less(position):
    sc = position(two(a={"field": [{"card": "Divine Halberd Dragon Arc", "cores": 3}]},
                      b={"field": ["Bython", "Ankylosauroid Gaston"]}, step="attack"))
    sc.dictate("no block").apply("attack with Divine Halberd Dragon Arc")
    assert names(sc.field("b")) == ["Ankylosauroid Gaston"]
    assert sc.player("b")["trash"] == ["Bython"]


def test_bss01_002_lv1_when_attacks_destroys_nothing(position):
    sc = position(two(a={"field": ["Divine Halberd Dragon Arc"]},
                      b={"field": [{"card": "Bython", "exhausted": True}]}, step="attack"))
    sc.apply("attack with Divine Halberd Dragon Arc")
    assert names(sc.field("b")) == ["Bython"]


def test_bss01_004_lv3_when_destroyed_destroys_an_opponent_spirit_of_6000_bp_or_less(position):
    sc = position(two(a={"field": [{"card": "White Hole Dragon", "cores": 4}]},
                      b={"field": [{"card": "Nebula Dragon", "cores": 3}, "Pentaceratop",
                                   {"card": "Phobos Dragoon", "cores": 5}]}, step="attack"))
    # 6000 against Nebula Dragon's 7000: White Hole Dragon is destroyed; of b's
    # others Pentaceratop (5000) qualifies, Phobos Dragoon (8000) does not
    sc.dictate("block Nebula Dragon").apply("attack with White Hole Dragon")
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Nebula Dragon", "Phobos Dragoon"]
    assert sc.player("b")["trash"] == ["Pentaceratop"]


def test_bss01_004_lv2_when_destroyed_destroys_nothing(position):
    sc = position(two(a={"field": [{"card": "White Hole Dragon", "cores": 3}]},
                      b={"field": [{"card": "Nebula Dragon", "cores": 3}, "Pentaceratop"]},
                      step="attack"))
    sc.dictate("block Nebula Dragon").apply("attack with White Hole Dragon")
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Nebula Dragon", "Pentaceratop"]


def test_bss01_007_lv3_when_attacks_all_your_spirits_gain_3000_bp_this_turn(position):
    sc = position(two(a={"field": [{"card": "Jurassic King Gigano Rex", "cores": 6},
                                   "Oviraptodon"]},
                      b={"field": [{"card": "Bython", "exhausted": True}]}, step="attack"))
    sc.apply("attack with Jurassic King Gigano Rex")
    a = sc.field("a")
    assert by_name(a, "Jurassic King Gigano Rex")["bp"] == 13000
    assert by_name(a, "Oviraptodon")["bp"] == 4000
    assert sc.field("b")[0]["bp"] == 2000
    assert sc.player("b")["life"] == 4
    sc.play_turn("greedy:keep=99")                   # 7-9-1-1: it ends with the turn
    assert by_name(sc.field("a"), "Oviraptodon")["bp"] == 1000


def test_bss01_008_when_attacks_a_terrasaur_spirit_on_top_goes_to_the_hand(position):
    sc = position(two(a={"deck": ["Pentaceratop"] + DECK,
                         "field": ["Syntarsaurus"]}, step="attack"))
    sc.apply("attack with Syntarsaurus")
    a = sc.player("a")
    assert a["hand"] == ["Pentaceratop"]
    assert a["deck"] == DECK


def test_bss01_008_when_attacks_another_card_on_top_stays_there(position):
    sc = position(two(a={"deck": ["Bython"] + DECK, "field": ["Syntarsaurus"]}, step="attack"))
    sc.apply("attack with Syntarsaurus")
    a = sc.player("a")
    assert a["hand"] == []
    assert a["deck"] == ["Bython"] + DECK


def test_bss01_009_lv3_when_attacks_destroys_an_opponent_spirit_of_4000_bp_or_less(position):
    sc = position(two(a={"field": [{"card": "Raging Dino Dyrano Rex", "cores": 5}]},
                      b={"field": ["Ankylosauroid Gaston",
                                   {"card": "Pentaceratop", "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Raging Dino Dyrano Rex")
    assert names(sc.field("b")) == ["Pentaceratop"]
    assert sc.player("b")["trash"] == ["Ankylosauroid Gaston"]
    assert sc.player("b")["life"] == 4


def test_bss01_009_lv2_when_attacks_destroys_nothing(position):
    sc = position(two(a={"field": [{"card": "Raging Dino Dyrano Rex", "cores": 3}]},
                      b={"field": [{"card": "Ankylosauroid Gaston", "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Raging Dino Dyrano Rex")
    assert names(sc.field("b")) == ["Ankylosauroid Gaston"]


def test_bss01_013_lv3_when_attacks_draws_a_card(position):
    sc = position(two(a={"deck": ["Bython"] + DECK,
                         "field": [{"card": "Stormbeast Emperor Thunder Leon", "cores": 5}]},
                      step="attack"))
    sc.apply("attack with Stormbeast Emperor Thunder Leon")
    assert sc.player("a")["hand"] == ["Bython"]


def test_bss01_013_lv2_when_attacks_draws_nothing(position):
    sc = position(two(a={"field": [{"card": "Stormbeast Emperor Thunder Leon", "cores": 3}]},
                      step="attack"))
    sc.apply("attack with Stormbeast Emperor Thunder Leon")
    assert sc.player("a")["hand"] == []


def test_bss01_014_when_summoned_destroys_every_4000_bp_spirit_with_a_summon_effect(position):
    sc = position(two(a={"reserve": 6, "hand": ["Flame Emperor Agniffon"]},
                      b={"field": ["Iguaknife", "Dark Lancer Cavaliere", "Bython",
                                   {"card": "King Snake Quetzalcutl", "cores": 3}]}))
    sc.apply("play Flame Emperor Agniffon")
    assert names(sc.field("b")) == ["Bython", "King Snake Quetzalcutl"]
    assert sorted(sc.player("b")["trash"]) == ["Dark Lancer Cavaliere", "Iguaknife"]


def test_bss01_023_when_attacks_places_two_trash_cores_onto_your_spirit(position):
    sc = position(two(a={"trash_cores": 3, "field": ["Blaze Dragonoid Ma Gwo", "Oviraptodon"]},
                      step="attack"))
    sc.dictate("target Oviraptodon").apply("attack with Blaze Dragonoid Ma Gwo")
    a = sc.player("a")
    assert by_name(a["field"], "Oviraptodon")["cores"] == 3
    assert by_name(a["field"], "Oviraptodon")["level"] == 3
    assert a["trash_cores"] == 1
    assert sc.broken_invariant() == 0


def test_bss01_023_when_attacks_places_what_the_trash_has(position):
    sc = position(two(a={"trash_cores": 1, "field": ["Blaze Dragonoid Ma Gwo"]}, step="attack"))
    sc.apply("attack with Blaze Dragonoid Ma Gwo")
    assert sc.field("a")[0]["cores"] == 2
    assert sc.player("a")["trash_cores"] == 0
    assert sc.broken_invariant() == 0


def test_bss01_024_destroyed_with_the_soul_core_destroys_a_4000_bp_spirit(position):
    sc = position(two(a={"soul": 0, "field": [{"card": "Flamefish", "cores": 1}]},
                      b={"field": ["Ankylosauroid Gaston",
                                   {"card": "Pentaceratop", "cores": 3, "exhausted": True}]},
                      step="attack"))
    sc.dictate("block Ankylosauroid Gaston").apply("attack with Flamefish")
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Pentaceratop"]
    assert sc.player("b")["trash"] == ["Ankylosauroid Gaston"]


def test_bss01_024_destroyed_without_the_soul_core_destroys_nothing(position):
    sc = position(two(a={"field": ["Flamefish"]}, b={"field": ["Ankylosauroid Gaston"]},
                      step="attack"))
    sc.dictate("block Ankylosauroid Gaston").apply("attack with Flamefish")
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Ankylosauroid Gaston"]


def test_bss01_025_when_summoned_your_terrasaurs_gain_1000_bp_this_turn(position):
    sc = position(two(a={"reserve": 2, "hand": ["Iguaknife"], "field": ["Oviraptodon", "Bython"]},
                      b={"field": ["Pentaceratop"]}))
    sc.apply("play Iguaknife")
    a = sc.field("a")
    assert by_name(a, "Oviraptodon")["bp"] == 2000
    assert by_name(a, "Bython")["bp"] == 2000
    assert by_name(a, "Iguaknife")["bp"] == 1000
    assert sc.field("b")[0]["bp"] == 5000


# ---- purple

def test_bss01_027_lv2_when_attacks_destroys_an_opponent_spirit_with_one_core(position):
    sc = position(two(a={"field": [{"card": "King Snake Quetzalcutl", "cores": 3}]},
                      b={"field": ["Ankylosauroid Gaston", {"card": "Pentaceratop", "cores": 2}]},
                      step="attack"))
    sc.dictate("no block").apply("attack with King Snake Quetzalcutl")
    assert names(sc.field("b")) == ["Pentaceratop"]
    assert sc.player("b")["trash"] == ["Ankylosauroid Gaston"]


def test_bss01_028_lv2_when_destroyed_destroys_an_exhausted_and_strips_a_refreshed(position):
    sc = position(two(a={"field": [{"card": "Pandemium of the Dark World Seven", "cores": 2}]},
                      b={"reserve": 0,
                         "field": [{"card": "Nebula Dragon", "cores": 3},
                                   {"card": "Ankylosauroid Gaston", "exhausted": True},
                                   {"card": "Pentaceratop", "cores": 4}]},
                      step="attack"))
    # 6000 against 7000: Pandemium is destroyed; the blocker is exhausted too
    sc.dictate("block Nebula Dragon", "target Ankylosauroid Gaston") \
        .apply("attack with Pandemium of the Dark World Seven")
    b = sc.player("b")
    assert sc.field("a") == []
    assert names(b["field"]) == ["Nebula Dragon", "Pentaceratop"]
    assert b["trash"] == ["Ankylosauroid Gaston"]
    assert by_name(b["field"], "Pentaceratop")["cores"] == 1
    assert b["reserve"] == 1 + 3                     # Gaston's core, Pentaceratop's three
    assert sc.broken_invariant() == 0


def test_bss01_028_lv1_when_destroyed_destroys_an_exhausted_spirit_only(position):
    sc = position(two(a={"field": ["Pandemium of the Dark World Seven"]},
                      b={"field": ["Nebula Dragon",
                                   {"card": "Ankylosauroid Gaston", "exhausted": True},
                                   {"card": "Pentaceratop", "cores": 4}]},
                      step="attack"))
    # 5000 against 5000: both are destroyed
    sc.dictate("block Nebula Dragon").apply("attack with Pandemium of the Dark World Seven")
    b = sc.player("b")
    assert names(b["field"]) == ["Pentaceratop"]
    assert sorted(b["trash"]) == ["Ankylosauroid Gaston", "Nebula Dragon"]
    assert b["field"][0]["cores"] == 4


def test_bss01_029_when_attacks_with_the_soul_core_draws_a_card(position):
    sc = position(two(a={"soul": 0, "deck": ["Bython"] + DECK, "field": ["Bython"]},
                      step="attack"))
    sc.apply("attack with Bython")
    assert sc.player("a")["hand"] == ["Bython"]


def test_bss01_029_when_attacks_without_the_soul_core_draws_nothing(position):
    sc = position(two(a={"field": ["Bython"]}, step="attack"))
    sc.apply("attack with Bython")
    assert sc.player("a")["hand"] == []


def test_bss01_031_when_summoned_draws_when_the_soul_core_paid_its_cost(position):
    # the Reserve holds exactly the cost, the Soul Core last; the Lv1 core comes
    # from Oviraptodon
    sc = position(two(a={"reserve": 3, "deck": ["Bython"] + DECK, "hand": ["Magic Swordsman Dragonaga"],
                         "field": [{"card": "Oviraptodon", "cores": 3}]}))
    sc.apply("play Magic Swordsman Dragonaga")
    a = sc.player("a")
    assert a["soul"] == "trash"
    assert a["hand"] == ["Bython"]


def test_bss01_031_when_summoned_draws_nothing_when_the_soul_core_was_not_paid(position):
    sc = position(two(a={"reserve": 5, "hand": ["Magic Swordsman Dragonaga"]}))
    sc.apply("play Magic Swordsman Dragonaga")
    a = sc.player("a")
    assert a["soul"] != "trash"
    assert a["hand"] == []


def test_bss01_034_lv2_when_attacks_strips_an_opponent_spirit_to_one_core(position):
    sc = position(two(a={"field": [{"card": "Infernal King Curse Dragon", "cores": 4}]},
                      b={"reserve": 0, "field": [{"card": "Pentaceratop", "cores": 4}]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Infernal King Curse Dragon")
    b = sc.player("b")
    assert b["field"][0]["cores"] == 1
    assert b["reserve"] == 3 + 1                     # three cores, then a life
    assert b["life"] == 4


def test_bss01_035_when_summoned_strips_every_spirit_to_one_core(position):
    sc = position(two(a={"reserve": 7, "hand": ["Dark Bishop Baculus"],
                         "field": [{"card": "Oviraptodon", "cores": 3}]},
                      b={"reserve": 0, "field": [{"card": "Pentaceratop", "cores": 4},
                                                 {"card": "Bython", "cores": 2}]}))
    sc.apply("play Dark Bishop Baculus")
    a, b = sc.player("a"), sc.player("b")
    assert [f["cores"] for f in a["field"]] == [1, 1]
    assert a["reserve"] == 2
    assert [f["cores"] for f in b["field"]] == [1, 1]
    assert b["reserve"] == 4
    assert sc.broken_invariant() == 0


def test_bss01_039_when_summoned_destroys_an_exhausted_spirit_of_cost_4_or_less(position):
    sc = position(two(a={"reserve": 4, "hand": ["Beldegor of the Dark World Seven"]},
                      b={"field": [{"card": "Pentaceratop", "exhausted": True},
                                   {"card": "Ankylosauroid Gaston", "exhausted": True},
                                   "Syntarsaurus"]}))
    sc.apply("play Beldegor of the Dark World Seven")
    assert names(sc.field("b")) == ["Pentaceratop", "Syntarsaurus"]
    assert sc.player("b")["trash"] == ["Ankylosauroid Gaston"]


def test_bss01_040_when_summoned_takes_two_cores_off_an_exhausted_spirit(position):
    sc = position(two(a={"reserve": 6, "hand": ["Dark Knight Mordred"]},
                      b={"reserve": 0,
                         "field": [{"card": "Ankylosauroid Gaston", "cores": 4},
                                   {"card": "Pentaceratop", "cores": 4, "exhausted": True}]}))
    sc.apply("play Dark Knight Mordred")
    b = sc.player("b")
    assert [f["cores"] for f in b["field"]] == [4, 2]
    assert b["reserve"] == 2


def test_bss01_040_lv2_when_attacks_takes_a_core_off_an_opponent_spirit(position):
    sc = position(two(a={"field": [{"card": "Dark Knight Mordred", "cores": 3}]},
                      b={"reserve": 0, "field": [{"card": "Pentaceratop", "cores": 3,
                                                  "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Dark Knight Mordred")
    b = sc.player("b")
    assert b["field"][0]["cores"] == 2
    assert b["reserve"] == 1 + 1                     # the core, then a life


def test_bss01_043_lv2_refreshes_when_a_purple_spirit_is_destroyed_in_the_opponents_step(
        position):
    sc = position(two(a={"field": ["Pentaceratop"]},
                      b={"field": [{"card": "Shield Knight Guardner", "cores": 3,
                                    "exhausted": True}, "Bython"]},
                      step="attack"))
    sc.dictate("block Bython").apply("attack with Pentaceratop")
    b = sc.field("b")
    assert names(b) == ["Shield Knight Guardner"]
    assert b[0]["exhausted"] is False


def test_bss01_043_stays_exhausted_when_a_red_spirit_is_destroyed(position):
    sc = position(two(a={"field": ["Pentaceratop"]},
                      b={"field": [{"card": "Shield Knight Guardner", "cores": 3,
                                    "exhausted": True}, "Oviraptodon"]},
                      step="attack"))
    sc.dictate("block Oviraptodon").apply("attack with Pentaceratop")
    b = sc.field("b")
    assert names(b) == ["Shield Knight Guardner"]
    assert b[0]["exhausted"] is True


def test_bss01_043_lv1_stays_exhausted(position):
    sc = position(two(a={"field": ["Pentaceratop"]},
                      b={"field": [{"card": "Shield Knight Guardner", "exhausted": True},
                                   "Bython"]},
                      step="attack"))
    sc.dictate("block Bython").apply("attack with Pentaceratop")
    assert sc.field("b")[0]["exhausted"] is True


def test_bss01_044_destroyed_with_the_soul_core_draws_a_card(position):
    sc = position(two(a={"soul": 0, "deck": ["Bython"] + DECK,
                         "field": [{"card": "Dark Knight Aglovale", "cores": 1}]},
                      b={"field": ["Ankylosauroid Gaston"]}, step="attack"))
    sc.dictate("block Ankylosauroid Gaston").apply("attack with Dark Knight Aglovale")
    assert sc.field("a") == []
    assert sc.player("a")["hand"] == ["Bython"]


def test_bss01_044_destroyed_without_the_soul_core_draws_nothing(position):
    sc = position(two(a={"field": ["Dark Knight Aglovale"]},
                      b={"field": ["Ankylosauroid Gaston"]}, step="attack"))
    sc.dictate("block Ankylosauroid Gaston").apply("attack with Dark Knight Aglovale")
    assert sc.field("a") == []
    assert sc.player("a")["hand"] == []


def test_bss01_046_when_summoned_draws_a_card(position):
    sc = position(two(a={"reserve": 5, "deck": ["Bython"] + DECK,
                         "hand": ["Dark Lancer Cavaliere"]}))
    sc.apply("play Dark Lancer Cavaliere")
    assert sc.player("a")["hand"] == ["Bython"]


def test_bss01_049_when_attacks_with_the_soul_core_takes_a_core_off(position):
    sc = position(two(a={"soul": 0, "field": [{"card": "Earth Spider Demon", "cores": 1}]},
                      b={"reserve": 0, "field": [{"card": "Pentaceratop", "cores": 2,
                                                  "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Earth Spider Demon")
    b = sc.player("b")
    assert b["field"][0]["cores"] == 1
    assert b["reserve"] == 1 + 1


def test_bss01_049_when_attacks_without_the_soul_core_takes_nothing(position):
    sc = position(two(a={"field": ["Earth Spider Demon"]},
                      b={"reserve": 0, "field": [{"card": "Pentaceratop", "cores": 2,
                                                  "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Earth Spider Demon")
    assert sc.field("b")[0]["cores"] == 2


def test_bss01_023_when_attacks_the_soul_core_in_the_trash_is_one_of_the_two(position):
    sc = position(two(a={"trash_cores": 2, "soul": "trash", "field": ["Blaze Dragonoid Ma Gwo"]},
                      step="attack"))
    sc.apply("attack with Blaze Dragonoid Ma Gwo")
    assert sc.field("a")[0]["cores"] == 3
    assert sc.player("a")["trash_cores"] == 0
