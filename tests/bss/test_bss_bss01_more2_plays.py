"""BSS01: the effects encoded with counts (count, per), gates (if_control, unless_control,
unless_soul_paid) and more step triggers (decksim/cards/data/bss/effects/bss01_red_purple.toml
and bss01_rest.toml), each played on an exact position."""
import pytest

import decksim
from bss_kit import names, two as kit_two

DECK = ["Raineedle"] * 10


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def to_a_turn(sc):
    """b (the turn player) ends its turn: a's turn 4 starts and stops at its Main Step."""
    sc.apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "a" and sc.state()["step"] == "main"
    return sc


def to_b_turn(sc, burst):
    """a sets `burst` in its Main Step and ends its turn; b's turn 4 Main Step."""
    sc.apply(f"set burst {burst}").apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "b" and sc.state()["step"] == "main"
    return sc


# ---- red and purple spirits

def test_bss01_034_curse_dragon_takes_a_core_off_every_other_spirit_and_one_per_spirit_destroyed(
        position):
    sc = position(two(a={"reserve": 9, "hand": ["Infernal King Curse Dragon"],
                         "field": ["Bone Scout", {"card": "Scythe Jaw", "cores": 2}]},
                      b={"field": ["Raineedle", {"card": "Emperadore", "cores": 3}]}))
    sc.apply("play Infernal King Curse Dragon")       # cost 8 - 2 purple symbols, 1 core
    # Bone Scout and Raineedle lose their only core: two spirits destroyed, two cores onto it
    assert names(sc.field("a")) == ["Scythe Jaw", "Infernal King Curse Dragon"]
    assert [f["cores"] for f in sc.field("a")] == [1, 1 + 2]
    assert names(sc.field("b")) == ["Emperadore"] and sc.field("b")[0]["cores"] == 2
    assert sc.player("a")["trash"] == ["Bone Scout"] and sc.player("b")["trash"] == ["Raineedle"]
    assert sc.player("a")["reserve"] == 9 - 7 + 2 and sc.player("b")["reserve"] == 4 + 2
    assert sc.broken_invariant() == 0


def test_bss01_034_curse_dragon_gains_no_core_when_no_spirit_is_destroyed(position):
    sc = position(two(a={"reserve": 9, "hand": ["Infernal King Curse Dragon"]},
                      b={"field": [{"card": "Emperadore", "cores": 3},
                                   "Cannon Beastmech Liomail"]}))     # Armor: Purple
    sc.apply("play Infernal King Curse Dragon")
    assert sc.field("a")[0]["cores"] == 1
    assert [f["cores"] for f in sc.field("b")] == [2, 1]     # the Armor spirit keeps its core
    assert sc.player("b")["trash"] == []


# ---- white spirits

@pytest.mark.parametrize("nexus,exhausted", [("Rocket City", False),
                                             ("Volcanic Canyon", True)])
def test_bss01_052_odin_type_x_refreshes_as_the_opponents_attack_step_starts_with_a_white_nexus(
        position, nexus, exhausted):
    sc = position(two(b={"field": [{"card": "Fortress God Knight Odin Type-X",
                                    "exhausted": True}, nexus]}))
    sc.apply("end")                                   # a's Attack Step starts
    assert sc.field("b")[0]["exhausted"] is exhausted


def test_bss01_052_odin_type_x_stays_exhausted_at_the_start_of_its_own_attack_step(position):
    sc = position(two(a={"field": [{"card": "Fortress God Knight Odin Type-X",
                                    "exhausted": True}, "Rocket City"]}))
    sc.apply("end")                                   # a's own Attack Step
    assert sc.field("a")[0]["exhausted"] is True


# ---- yellow spirits

MAGIC_DECK = ["Angelic Pressure", "Raineedle", "Gleam of Hope", "Flame Breath"] + DECK


def test_bss01_076_michaela_reveals_a_card_for_each_yellow_spirit_and_nexus_and_takes_the_magic(
        position):
    sc = position(two(a={"reserve": 10, "deck": MAGIC_DECK, "hand": ["Archangel Michaela"],
                         "field": ["Sword Angel", "Phantasmal Paradise"]}))
    sc.apply("play Archangel Michaela")               # three yellow: it, Sword Angel, the nexus
    a = sc.player("a")
    assert sorted(a["hand"]) == ["Angelic Pressure", "Gleam of Hope"]
    assert a["deck"][0] == "Flame Breath" and a["deck"][-1] == "Raineedle"
    assert len(a["deck"]) == len(MAGIC_DECK) - 2


def test_bss01_076_michaela_alone_reveals_one_card(position):
    sc = position(two(a={"reserve": 10, "deck": MAGIC_DECK, "hand": ["Archangel Michaela"]}))
    sc.apply("play Archangel Michaela")
    a = sc.player("a")
    assert a["hand"] == ["Angelic Pressure"] and a["deck"][0] == "Raineedle"


def test_bss01_091_alice_lv2_attacking_takes_1000_bp_for_each_of_your_spirits(position):
    sc = position(two(a={"field": [{"card": "Wonderland Alice", "cores": 2}, "Raineedle",
                                   "Sky Dragonlord Platinum"]},
                      b={"field": ["Emperadore"]}, step="attack"))
    sc.dictate("no block").apply("attack with Wonderland Alice")
    assert sc.field("b")[0]["bp"] == 4000 - 3 * 1000


def test_bss01_091_alice_at_lv1_takes_no_bp(position):
    sc = position(two(a={"field": ["Wonderland Alice", "Raineedle"]},
                      b={"field": ["Emperadore"]}, step="attack"))
    sc.dictate("no block").apply("attack with Wonderland Alice")
    assert sc.field("b")[0]["bp"] == 4000


SOUL_DECK = ["Raineedle"] * 4 + ["Angelic Pressure"] + DECK


@pytest.mark.parametrize("soul_paid", [True, False])
def test_bss01_094_marigold_reveals_five_for_a_magic_when_the_soul_core_paid_else_three(
        position, soul_paid):
    # the Reserve holds exactly the cost (3), the Soul Core last; the Lv1 core from Oviraptodon
    a = {"reserve": 3, "deck": SOUL_DECK, "hand": ["Divine Flower Queen Marigold"],
         "field": [{"card": "Oviraptodon", "cores": 3}]} if soul_paid else \
        {"reserve": 6, "deck": SOUL_DECK, "hand": ["Divine Flower Queen Marigold"]}
    sc = position(two(a=a))
    sc.apply("play Divine Flower Queen Marigold")
    p = sc.player("a")
    assert (p["soul"] == "trash") is soul_paid
    if soul_paid:                                     # five revealed: the magic is the fifth
        assert p["hand"] == ["Angelic Pressure"]
        assert p["deck"][:2] == ["Raineedle", "Raineedle"] and p["deck"][-4:] == ["Raineedle"] * 4
    else:                                             # three Raineedles to the bottom
        assert p["hand"] == []
        assert p["deck"][:2] == ["Raineedle", "Angelic Pressure"]
    assert len(p["deck"]) + len(p["hand"]) == len(SOUL_DECK)


SUMMONER = '''
game = "bss"

[[card]]
id = "BSS01-135"   # (a test encoding: a magic that summons a spirit from the hand, free)
effect = 1
do = [{ op = "summon", from = "hand", cost_max = 3, free = true }]
'''


def test_bss01_094_marigold_summoned_free_by_an_effect_reveals_three(tmp_path, bss):
    f = tmp_path / "summoner.toml"
    f.write_text(SUMMONER)
    sc = decksim.scenario(two(a={"reserve": 3, "deck": SOUL_DECK,
                                 "hand": ["Gleam of Hope", "Divine Flower Queen Marigold"],
                                 "field": [{"card": "Oviraptodon", "cores": 3}]}),
                          card_files=(str(f),), game="bss")
    sc.apply("flash Gleam of Hope")                   # the Soul Core pays the magic's cost
    p = sc.player("a")
    assert p["soul"] == "trash" and "Divine Flower Queen Marigold" in names(p["field"])
    assert p["hand"] == []                            # three revealed: no magic among them


def test_bss01_094_marigold_takes_one_magic_of_three_revealed(position):
    sc = position(two(a={"reserve": 6, "deck": MAGIC_DECK,
                         "hand": ["Divine Flower Queen Marigold"]}))
    sc.apply("play Divine Flower Queen Marigold")
    p = sc.player("a")
    assert len(p["hand"]) == 1 and p["hand"][0] in ("Angelic Pressure", "Gleam of Hope")
    assert p["deck"][0] == "Flame Breath" and len(p["deck"]) == len(MAGIC_DECK) - 1


# ---- nexuses

def test_bss01_101_volcanic_canyon_draws_one_more_then_discards_after_the_draw(position):
    # the extra draw takes Gullin Bursti, the step's draw Raineedle; the cheapest goes
    sc = position(two(a={"hand": ["Phobos Dragoon"], "field": ["Volcanic Canyon"],
                         "deck": ["Armored Beast Gullin Bursti", "Raineedle"] + DECK},
                      active="b"))
    to_a_turn(sc)
    a = sc.player("a")
    assert sorted(a["hand"]) == ["Armored Beast Gullin Bursti", "Phobos Dragoon"]
    assert a["trash"] == ["Raineedle"] and len(a["deck"]) == 10


def test_bss01_101_volcanic_canyon_does_nothing_in_the_opponents_draw_step(position):
    sc = position(two(a={"hand": ["Phobos Dragoon"], "field": ["Volcanic Canyon"]}))
    sc.apply("end").apply("end").apply("end")        # b's turn
    assert sc.player("a")["hand"] == ["Phobos Dragoon"] and sc.player("a")["trash"] == []
    assert sc.player("b")["hand"] == ["Raineedle"]


STAR_DECK = ["Skull Fly", "Armored Beast Gullin Bursti", "Phobos Dragoon"] + DECK


def test_bss01_103_where_stars_are_born_reveals_one_per_star_dragon_and_takes_a_red_spirit(
        position):
    sc = position(two(a={"reserve": 5, "deck": STAR_DECK, "hand": ["Where Stars Are Born"],
                         "field": ["Raineedle", "Raineedle", "Phobos Dragoon"]}))
    sc.apply("play Where Stars Are Born")
    a = sc.player("a")
    assert a["hand"] == ["Phobos Dragoon"]
    assert a["deck"][0] == "Raineedle" and "Skull Fly" in a["deck"][-2:]


def test_bss01_103_where_stars_are_born_reveals_nothing_without_a_star_dragon(position):
    sc = position(two(a={"reserve": 5, "deck": ["Phobos Dragoon"] + DECK,
                         "hand": ["Where Stars Are Born"], "field": ["Skull Fly"]}))
    sc.apply("play Where Stars Are Born")
    assert sc.player("a")["hand"] == [] and sc.player("a")["deck"][0] == "Phobos Dragoon"


def test_bss01_103_where_stars_are_born_with_one_star_dragon_takes_the_top_red_spirit(position):
    sc = position(two(a={"reserve": 5, "deck": ["Phobos Dragoon"] + DECK,
                         "hand": ["Where Stars Are Born"], "field": ["Raineedle"]}))
    sc.apply("play Where Stars Are Born")
    assert sc.player("a")["hand"] == ["Phobos Dragoon"]
    assert len(sc.player("a")["deck"]) == 10


def test_bss01_105_guillotine_lv2_strips_an_opponent_spirit_when_none_is_exhausted(position):
    sc = position(two(a={"field": [{"card": "Abandoned Guillotine", "cores": 1}]},
                      b={"field": [{"card": "Emperadore", "cores": 3}]}, active="b"))
    to_a_turn(sc)
    assert sc.field("b")[0]["cores"] == 1 and sc.player("b")["reserve"] == 4 + 2


def test_bss01_105_guillotine_does_nothing_when_an_opponent_spirit_is_exhausted(position):
    sc = position(two(a={"field": [{"card": "Abandoned Guillotine", "cores": 1}]},
                      b={"field": [{"card": "Emperadore", "cores": 3},
                                   {"card": "Raineedle", "exhausted": True}]}, active="b"))
    to_a_turn(sc)
    assert sc.field("b")[0]["cores"] == 3 and sc.player("b")["reserve"] == 4


def test_bss01_105_guillotine_counts_an_exhausted_spirit_with_armor_against_purple(position):
    sc = position(two(a={"field": [{"card": "Abandoned Guillotine", "cores": 1}]},
                      b={"field": [{"card": "Emperadore", "cores": 3},
                                   {"card": "Cannon Beastmech Liomail", "exhausted": True}]},
                      active="b"))
    to_a_turn(sc)
    assert sc.field("b")[0]["cores"] == 3


def test_bss01_105_guillotine_at_lv1_does_nothing(position):
    sc = position(two(a={"field": ["Abandoned Guillotine"]},
                      b={"field": [{"card": "Emperadore", "cores": 3}]}, active="b"))
    to_a_turn(sc)
    assert sc.field("b")[0]["cores"] == 3


@pytest.mark.parametrize("spirit,gained", [("Automatic Gunner", 2), ("Raineedle", 1)])
def test_bss01_110_infinity_mothership_lv2_gives_two_cores_in_the_core_step_with_a_mecha(
        position, spirit, gained):
    sc = position(two(a={"reserve": 0, "field": [{"card": "Infinity Mothership", "cores": 2},
                                                 spirit]}, active="b"))
    to_a_turn(sc)
    assert sc.player("a")["reserve"] == gained


# ---- magic

@pytest.mark.parametrize("soul_paid", [True, False])
def test_bss01_119_volcanic_break_destroys_a_6000_bp_spirit_only_when_the_soul_core_paid(
        position, soul_paid):
    sc = position(two(a={"reserve": 5 if soul_paid else 6, "hand": ["Volcanic Break"]},
                      b={"field": ["Armored Beast Gullin Bursti"]}))
    sc.apply("flash Volcanic Break")
    assert (sc.player("a")["soul"] == "trash") is soul_paid
    assert names(sc.field("b")) == ([] if soul_paid else ["Armored Beast Gullin Bursti"])


def test_bss01_119_volcanic_break_without_the_soul_core_destroys_a_3000_bp_spirit(position):
    sc = position(two(a={"reserve": 6, "hand": ["Volcanic Break"]},
                      b={"field": ["Armored Beast Gullin Bursti", "Racoon Guard"]}))
    sc.apply("flash Volcanic Break")
    assert sc.player("a")["soul"] == "reserve"
    assert names(sc.field("b")) == ["Armored Beast Gullin Bursti"]
    assert sc.player("b")["trash"] == ["Racoon Guard"]


@pytest.mark.parametrize("reserve,bp", [(2, 6000 - 2 * 1000), (9, 6000 - 2 * 1000 - 3000)])
def test_bss01_136_exhaust_nexus_burst_takes_1000_bp_per_opponent_nexus_then_pays_for_3000(
        position, reserve, bp):
    sc = position(two(a={"reserve": reserve, "hand": ["Exhaust Nexus"]},
                      b={"reserve": 6, "hand": ["Valkyrie Mist"],
                         "field": ["Armored Beast Gullin Bursti", "Rocket City",
                                   "Volcanic Canyon"]}))
    to_b_turn(sc, "Exhaust Nexus")
    sc.apply("play Valkyrie Mist")                    # its When Summoned effect: the burst
    assert sc.field("b")[0]["card"] == "Armored Beast Gullin Bursti"
    assert sc.field("b")[0]["bp"] == bp
    assert sc.player("a")["trash"] == ["Exhaust Nexus"]
    assert sc.player("a")["reserve"] == (reserve if reserve < 7 else reserve - 7)


def test_bss01_136_exhaust_nexus_burst_takes_no_bp_when_the_opponent_has_no_nexus(position):
    sc = position(two(a={"reserve": 2, "hand": ["Exhaust Nexus"]},
                      b={"reserve": 6, "hand": ["Valkyrie Mist"], "field": ["Emperadore"]}))
    to_b_turn(sc, "Exhaust Nexus")
    sc.apply("play Valkyrie Mist")
    assert sc.field("b")[0]["bp"] == 4000
    assert sc.player("a")["trash"] == ["Exhaust Nexus"]
