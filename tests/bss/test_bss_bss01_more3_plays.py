"""BSS01: the effects encoded with the newest words (who = any discards, chooser, grant with a
condition, on_magic and on_own_attacks watchers, n = count, res_to_life, end_attacks,
not_attacking; decksim/cards/data/bss/effects/bss01_red_purple.toml and bss01_rest.toml),
each played on an exact position."""
import pytest

from bss_kit import names, two as kit_two

DECK = ["Raineedle"] * 10


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def to_b_turn(sc, burst):
    """a sets `burst` in its Main Step and ends its turn; b's turn 4 Main Step."""
    sc.apply(f"set burst {burst}").apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "b" and sc.state()["step"] == "main"
    return sc


# ---- red and purple spirits

@pytest.mark.parametrize("cores,hands", [(6, (1, 2)), (2, (6, 7))])
def test_bss01_028_pandemium_destroyed_at_lv3_makes_both_players_discard_five(
        position, cores, hands):
    # Pandemium (Lv3 9000) ties Emperadore (Lv3 9000): both are destroyed
    sc = position(two(a={"hand": ["Raineedle"] * 6,
                         "field": [{"card": "Pandemium of the Dark World Seven", "cores": cores}]},
                      b={"hand": ["Raineedle"] * 7,
                         "field": [{"card": "Emperadore", "cores": 6 if cores == 6 else 3}]},
                      step="attack"))
    sc.dictate("block Emperadore").apply("attack with Pandemium")
    assert sc.player("a")["trash"][0] == "Pandemium of the Dark World Seven"
    assert (len(sc.player("a")["hand"]), len(sc.player("b")["hand"])) == hands


@pytest.mark.parametrize("cores,lost", [(3, ["Raineedle"]), (1, [])])
def test_bss01_038_nemesis_destroyed_at_lv2_makes_the_opponent_destroy_one_of_its_spirits(
        position, cores, lost):
    sc = position(two(a={"field": [{"card": "Dread Knight Nemesis", "cores": cores}]},
                      b={"field": [{"card": "Emperadore", "cores": 6}, "Racoon Guard",
                                   "Raineedle"]}, step="attack"))
    sc.dictate("block Emperadore").apply("attack with Dread Knight Nemesis")
    assert sc.player("a")["trash"] == ["Dread Knight Nemesis"]
    assert sc.player("b")["trash"] == lost             # b gives up its weakest


@pytest.mark.parametrize("soul,survives", [(0, False), ("reserve", True)])
def test_bss01_042_camelot_knight_with_the_soul_core_curses_its_blocker(position, soul, survives):
    sc = position(two(a={"field": ["Camelot Knight"], "soul": soul},
                      b={"field": ["Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Camelot Knight")
    assert sc.player("a")["trash"] == ["Camelot Knight"]          # 1000 against 3000
    assert (names(sc.field("b")) == ["Racoon Guard"]) is survives


# ---- white spirits

def test_bss01_051_dirm_dyna_pays_its_soul_core_to_make_a_white_spirit_unblockable_per_nexus(
        position):
    # two nexuses (one each side): Dirm Dyna itself and Racoon Guard, not Automatic Gunner
    sc = position(two(a={"field": [{"card": "Dualgun Mechlord Dirm Dyna", "cores": 2},
                                   "Racoon Guard", "Automatic Gunner", "Rocket City"],
                         "soul": 0},
                      b={"field": ["Emperadore", "Volcanic Canyon"]}, step="attack"))
    sc.apply("attack with Dualgun Mechlord Dirm Dyna")         # no block is asked
    assert sc.player("a")["soul"] == "trash" and sc.field("a")[0]["cores"] == 1
    sc.apply("attack with Racoon Guard")                        # nor here
    assert sc.player("b")["life"] == 5 - 2
    sc.dictate("block Emperadore").apply("attack with Automatic Gunner")
    assert "Automatic Gunner" in sc.player("a")["trash"]


def test_bss01_051_dirm_dyna_without_the_soul_core_can_be_blocked(position):
    sc = position(two(a={"field": ["Dualgun Mechlord Dirm Dyna", "Rocket City"]},
                      b={"field": [{"card": "Emperadore", "cores": 3}]}, step="attack"))
    sc.dictate("block Emperadore").apply("attack with Dualgun Mechlord Dirm Dyna")
    assert sc.player("a")["trash"] == ["Dualgun Mechlord Dirm Dyna"]     # 6000 against 7000


# ---- yellow spirits

SHIN = "War Angel Shin, Mindeye Celestial"


def test_bss01_077_shin_lv3_attacking_is_refreshed_by_a_magic_once_a_turn(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope", "Gleam of Hope"],
                         "field": [{"card": SHIN, "cores": 3}]}, step="attack"))
    sc.dictate("flash Gleam of Hope").apply(f"attack with {SHIN}")
    assert sc.field("a")[0]["exhausted"] is False
    sc.dictate("flash Gleam of Hope").apply(f"attack with {SHIN}")
    assert sc.field("a")[0]["exhausted"] is True                # once a turn
    assert sc.player("b")["life"] == 5 - 2


def test_bss01_077_shin_at_lv2_is_not_refreshed(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope"],
                         "field": [{"card": SHIN, "cores": 2}]}, step="attack"))
    sc.dictate("flash Gleam of Hope").apply(f"attack with {SHIN}")
    assert sc.field("a")[0]["exhausted"] is True


def test_bss01_077_shin_not_attacking_is_not_refreshed(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope"],
                         "field": [{"card": SHIN, "cores": 3, "exhausted": True}]}))
    sc.apply("flash Gleam of Hope")
    assert sc.field("a")[0]["exhausted"] is True


FLAVUM = "Twilight Dragonrider Flavum"


def test_bss01_079_flavum_attacking_exhausts_an_opponent_spirit_when_a_magic_is_used(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope"], "field": [FLAVUM]},
                      b={"field": ["Racoon Guard"]}, step="attack"))
    sc.dictate("flash Gleam of Hope").apply(f"attack with {FLAVUM}")   # then no block is left
    assert sc.field("b")[0]["exhausted"] is True
    assert sc.player("b")["life"] == 4


def test_bss01_079_flavum_not_attacking_exhausts_nothing(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope"], "field": [FLAVUM]},
                      b={"field": ["Racoon Guard"]}))
    sc.apply("flash Gleam of Hope")
    assert sc.field("b")[0]["exhausted"] is False


BOW_DECK = ["Armored Beast Gullin Bursti", "Flame Breath"] + DECK


@pytest.mark.parametrize("soul_paid", [True, False])
def test_bss01_080_greatbow_angel_with_the_soul_core_paid_draws_two_then_puts_two_back(
        position, soul_paid):
    # the Reserve holds exactly the cost (3), the Soul Core last; the Lv1 core from Oviraptodon
    a = {"reserve": 3, "deck": BOW_DECK, "hand": ["Greatbow Angel", "Phobos Dragoon"],
         "field": [{"card": "Oviraptodon", "cores": 3}]} if soul_paid else \
        {"reserve": 6, "deck": BOW_DECK, "hand": ["Greatbow Angel", "Phobos Dragoon"]}
    sc = position(two(a=a))
    sc.apply("play Greatbow Angel")
    p = sc.player("a")
    assert (p["soul"] == "trash") is soul_paid
    if soul_paid:                      # drew Gullin Bursti and Flame Breath; the two cheapest go
        assert p["hand"] == ["Armored Beast Gullin Bursti"]
        assert sorted(p["deck"][-2:]) == ["Flame Breath", "Phobos Dragoon"]
        assert len(p["deck"]) == len(BOW_DECK) - 2 + 2
    else:
        assert p["hand"] == ["Phobos Dragoon"] and p["deck"] == BOW_DECK


@pytest.mark.parametrize("turtles,lv1", [(1, ["Emperadore", "Racoon Guard"]), (0, ["Emperadore"])])
def test_bss01_085_liin_treats_an_opponent_spirit_as_lv1_for_each_fabled_beast(
        position, turtles, lv1):
    sc = position(two(a={"reserve": 10, "hand": ["Phantom Beast King Liin"],
                         "field": ["Flying Turtle"] * turtles},
                      b={"field": [{"card": "Emperadore", "cores": 6},
                                   {"card": "Racoon Guard", "cores": 2},
                                   {"card": "Raineedle", "cores": 3}]}))
    sc.apply("play Phantom Beast King Liin")
    assert [f["card"] for f in sc.field("b") if f["level"] == 1] == lv1


# ---- nexuses

@pytest.mark.parametrize("attacker,cores,destroyed", [("Phobos Dragoon", 2, True),
                                                       ("Dragron Captain", 2, False),
                                                       ("Phobos Dragoon", 0, False)])
def test_bss01_103_where_stars_are_born_lv2_destroys_a_1000_bp_spirit_when_a_cost_4_attacks(
        position, attacker, cores, destroyed):
    sc = position(two(a={"field": [attacker, {"card": "Where Stars Are Born", "cores": cores}]},
                      b={"field": ["Raineedle", "Racoon Guard"]}, step="attack"))
    sc.dictate("no block").apply(f"attack with {attacker}")
    assert (sc.player("b")["trash"] == ["Raineedle"]) is destroyed


@pytest.mark.parametrize("cores,returned", [(1, True), (0, False)])
def test_bss01_112_forest_of_steel_leaves_lv2_returns_a_nexus_when_the_opponent_destroys_a_spirit(
        position, cores, returned):
    sc = position(two(a={"field": ["Phobos Dragoon", "Rocket City"]},
                      b={"field": ["Raineedle", {"card": "Forest of Steel Leaves",
                                                 "cores": cores}]}, step="attack"))
    sc.dictate("block Raineedle").apply("attack with Phobos Dragoon")
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert (sc.player("a")["hand"] == ["Rocket City"]) is returned
    assert ("Rocket City" in names(sc.field("a"))) is not returned


def test_bss01_112_forest_of_steel_leaves_ignores_a_spirit_its_owner_destroyed(position):
    # b's own Deadly Balance destroys b's Raineedle: not by the opponent
    sc = position(two(a={"field": ["Racoon Guard", "Rocket City"]},
                      b={"reserve": 9, "hand": ["Deadly Balance"],
                         "field": ["Raineedle", {"card": "Forest of Steel Leaves", "cores": 1}]},
                      active="b"))
    sc.apply("flash Deadly Balance")
    assert sc.player("b")["trash"] == ["Raineedle", "Deadly Balance"]
    assert names(sc.field("a")) == ["Rocket City"]


# ---- magic

def test_bss01_122_deadly_balance_destroys_the_opponents_pick_and_your_weakest(position):
    sc = position(two(a={"reserve": 9, "hand": ["Deadly Balance"],
                         "field": ["Raineedle", "Dragron Captain"]},
                      b={"field": ["Emperadore", "Racoon Guard"]}))
    sc.apply("flash Deadly Balance")
    assert names(sc.field("b")) == ["Emperadore"]       # b gave up its weakest
    assert names(sc.field("a")) == ["Dragron Captain"]


# unpaid, b attacks with all three (its two Captains, the Raineedle it draws and summons)
@pytest.mark.parametrize("reserve,life", [(5, 5 - 1 + 1), (2, 5 - 1 + 1 - 2)])
def test_bss01_127_absolute_ice_shield_burst_gives_a_life_back_then_paid_ends_the_attack_step(
        position, reserve, life):
    sc = position(two(a={"reserve": reserve, "hand": ["Absolute Ice Shield"],
                         "field": [{"card": "Raineedle", "exhausted": True}]},
                      b={"reserve": 0, "field": ["Dragron Captain", "Dragron Captain"]}))
    to_b_turn(sc, "Absolute Ice Shield")
    sc.play_turn()                                     # b attacks with all it may
    a = sc.player("a")
    assert a["life"] == life and a["trash"] == ["Absolute Ice Shield"]


def test_bss01_127_absolute_ice_shield_flash_ends_the_attack_step_after_the_battle(position):
    sc = position(two(a={"reserve": 9, "hand": ["Absolute Ice Shield"]},
                      b={"field": ["Dragron Captain", "Dragron Captain"]},
                      active="b", step="attack"))
    sc.dictate("flash Absolute Ice Shield").play_turn()
    assert sc.player("a")["life"] == 4
    assert [f["exhausted"] for f in sc.field("b")].count(True) == 1


def test_bss01_128_regain_refreshes_a_spirit_that_is_not_attacking(position):
    sc = position(two(a={"reserve": 9, "hand": ["Regain"],
                         "field": ["Dragron Captain", {"card": "Raineedle", "exhausted": True}]},
                      step="attack"))
    sc.dictate("flash Regain").apply("attack with Dragron Captain")
    f = {x["card"]: x for x in sc.field("a")}
    assert f["Dragron Captain"]["exhausted"] and not f["Raineedle"]["exhausted"]
