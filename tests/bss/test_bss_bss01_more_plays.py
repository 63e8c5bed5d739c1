"""BSS01: the effects encoded with the step and battle-end triggers, the watchers of
attacks, blocks and summons, the event filters (op when, who = it), the keyword filter
(has) and once per turn (decksim/cards/data/bss/effects/bss01_red_purple.toml and
bss01_rest.toml), each played on an exact position."""

from bss_kit import names, two


def exhausted(field):
    return [f["exhausted"] for f in field]


# ---- red and purple spirits

def test_bss01_003_ares_dragoon_lv3_refreshes_your_awaken_spirits_when_its_battle_ends(position):
    sc = position(two(a={"field": [{"card": "Divine Mars Dragon Ares Dragoon", "cores": 6},
                                   {"card": "White Hole Dragon", "exhausted": True},
                                   {"card": "Raineedle", "exhausted": True}]},
                      step="attack"))
    sc.play_turn()
    # Ares Dragoon attacks, its battle ends: it and White Hole Dragon (Awaken) are refreshed and
    # attack too; once per turn: the second battle refreshes nothing; Raineedle never attacks
    assert sc.player("b")["life"] == 5 - 3
    assert exhausted(sc.field("a")) == [True, True, True]


def test_bss01_003_ares_dragoon_at_lv2_refreshes_nothing(position):
    sc = position(two(a={"field": [{"card": "Divine Mars Dragon Ares Dragoon", "cores": 3},
                                   {"card": "White Hole Dragon", "exhausted": True}]},
                      step="attack"))
    sc.play_turn()
    assert sc.player("b")["life"] == 5 - 1


def test_bss01_003_ares_dragoon_battle_end_refresh_through_an_applied_attack(position):
    sc = position(two(a={"field": [{"card": "Divine Mars Dragon Ares Dragoon", "cores": 6}]},
                      step="attack"))
    sc.apply("attack with Divine Mars Dragon Ares Dragoon")
    assert sc.player("b")["life"] == 4
    assert exhausted(sc.field("a")) == [False]


def test_bss01_015_dilophoza_cannot_block_in_the_opponents_attack_step(position):
    sc = position(two(a={"field": ["Raineedle"]}, b={"field": ["Dilophoza"]}))
    sc.apply("end")                                   # a's Attack Step starts
    sc.apply("attack with Raineedle")                 # 4000 BP would block 1000 BP
    assert sc.player("b")["life"] == 4
    assert names(sc.field("a")) == ["Raineedle"]
    assert exhausted(sc.field("b")) == [False]


def test_bss01_015_dilophoza_blocks_when_its_effect_has_not_started(position):
    # a position already inside the Attack Step: the step's start (the effect) is past
    sc = position(two(a={"field": ["Raineedle"]}, b={"field": ["Dilophoza"]}, step="attack"))
    sc.dictate("block Dilophoza").apply("attack with Raineedle")
    assert sc.player("b")["life"] == 5 and sc.player("a")["trash"] == ["Raineedle"]


def test_bss01_017_cornered_flamerat_lv2_draws_when_its_attack_reduces_life(position):
    sc = position(two(a={"field": [{"card": "Cornered Flamerat", "cores": 3}]}, step="attack"))
    sc.apply("attack with Cornered Flamerat")
    assert sc.player("b")["life"] == 4
    assert sc.player("a")["hand"] == ["Raineedle"] and len(sc.player("a")["deck"]) == 9


def test_bss01_017_cornered_flamerat_does_not_draw_for_another_spirits_attack(position):
    sc = position(two(a={"field": [{"card": "Cornered Flamerat", "cores": 3}, "Raineedle"]},
                      step="attack"))
    sc.apply("attack with Raineedle")
    assert sc.player("b")["life"] == 4 and sc.player("a")["hand"] == []


def test_bss01_017_cornered_flamerat_at_lv1_does_not_draw(position):
    sc = position(two(a={"field": ["Cornered Flamerat"]}, step="attack"))
    sc.apply("attack with Cornered Flamerat")
    assert sc.player("b")["life"] == 4 and sc.player("a")["hand"] == []


def test_bss01_021_dragno_guard_winning_its_attack_by_bp_destroys_an_opponents_nexus(position):
    sc = position(two(a={"field": [{"card": "Dragno Guard", "cores": 4}]},
                      b={"field": ["Rocket City", "Raineedle"]}, step="attack"))
    sc.dictate("block Raineedle").apply("attack with Dragno Guard")
    assert sc.field("b") == []
    assert sorted(sc.player("b")["trash"]) == ["Raineedle", "Rocket City"]


def test_bss01_021_dragno_guard_winning_as_a_blocker_destroys_no_nexus(position):
    sc = position(two(a={"field": ["Rocket City", "Raineedle"]},
                      b={"field": [{"card": "Dragno Guard", "cores": 4}]}, step="attack"))
    sc.dictate("block Dragno Guard").apply("attack with Raineedle")
    assert sc.player("a")["trash"] == ["Raineedle"]
    assert names(sc.field("a")) == ["Rocket City"]


def test_bss01_048_imp_takes_a_core_off_an_opponents_spirit_when_a_shadow_spirit_hits_life(
        position):
    sc = position(two(a={"field": ["Devilish Prankster Imp", "Werewolf Commando"]},
                      b={"reserve": 0, "field": [{"card": "Emperadore", "cores": 3}]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Werewolf Commando")
    assert sc.player("b")["life"] == 4              # the life core goes to b's reserve
    assert sc.field("b")[0]["cores"] == 2 and sc.player("b")["reserve"] == 1 + 1


def test_bss01_048_imp_ignores_a_life_hit_by_a_spirit_that_is_not_shadow(position):
    sc = position(two(a={"field": ["Devilish Prankster Imp", "Skull Fly"]},
                      b={"reserve": 0, "field": [{"card": "Emperadore", "cores": 3}]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Skull Fly")
    assert sc.player("b")["life"] == 4
    assert sc.field("b")[0]["cores"] == 3 and sc.player("b")["reserve"] == 1


# ---- white spirits

def test_bss01_067_enterprise_lv2_refreshes_itself_when_it_blocks_once_per_turn(position):
    sc = position(two(a={"field": ["Raineedle", "Raineedle"]},
                      b={"field": [{"card": "Armored Dragonship Enterprise", "cores": 2}]},
                      step="attack"))
    sc.dictate("block Armored Dragonship Enterprise").apply("attack with Raineedle #1")
    assert exhausted(sc.field("b")) == [False]
    sc.dictate("block Armored Dragonship Enterprise").apply("attack with Raineedle #0")
    assert exhausted(sc.field("b")) == [True]
    assert sc.player("a")["trash"] == ["Raineedle", "Raineedle"]


def test_bss01_067_enterprise_at_lv1_stays_exhausted_after_blocking(position):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"field": ["Armored Dragonship Enterprise"]}, step="attack"))
    sc.dictate("block Armored Dragonship Enterprise").apply("attack with Raineedle")
    assert exhausted(sc.field("b")) == [True]


def test_bss01_071_king_harald_refreshes_when_your_armor_spirit_blocks(position):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"field": [{"card": "King Harald", "exhausted": True}, "Snowflaken"]},
                      step="attack"))
    sc.dictate("block Snowflaken").apply("attack with Raineedle")
    assert exhausted(sc.field("b")) == [False, True]


def test_bss01_071_king_harald_stays_exhausted_when_a_spirit_without_armor_blocks(position):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"field": [{"card": "King Harald", "exhausted": True}, "Racoon Guard"]},
                      step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Raineedle")
    assert exhausted(sc.field("b")) == [True, True]


def test_bss01_071_king_harald_ignores_a_block_by_a_spirit_whose_armor_is_not_at_its_level(
        position):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"field": [{"card": "King Harald", "exhausted": True},
                                   "Type-90 Tankmobile"]}, step="attack"))
    sc.dictate("block Type-90 Tankmobile").apply("attack with Raineedle")
    assert exhausted(sc.field("b")) == [True, True]


# ---- nexuses

def test_bss01_107_amethyst_palace_lv2_takes_a_core_when_your_purple_spirit_is_destroyed(
        position):
    sc = position(two(a={"field": [{"card": "Ancient Amethyst Palace", "cores": 2},
                                   "Werewolf Commando"]},
                      b={"reserve": 0, "field": [{"card": "Emperadore", "cores": 3}]},
                      step="attack"))
    sc.dictate("block Emperadore").apply("attack with Werewolf Commando")
    assert sc.player("a")["trash"] == ["Werewolf Commando"]
    assert sc.field("b")[0]["cores"] == 2 and sc.player("b")["reserve"] == 1


def test_bss01_107_amethyst_palace_does_nothing_in_the_opponents_turn(position):
    sc = position(two(a={"field": [{"card": "Emperadore", "cores": 3}]},
                      b={"field": [{"card": "Ancient Amethyst Palace", "cores": 2},
                                   "Werewolf Commando"]}, step="attack"))
    sc.dictate("block Werewolf Commando").apply("attack with Emperadore")
    assert sc.player("b")["trash"] == ["Werewolf Commando"]
    assert sc.field("a")[0]["cores"] == 3


def test_bss01_107_amethyst_palace_ignores_a_spirit_of_another_colour(position):
    sc = position(two(a={"field": [{"card": "Ancient Amethyst Palace", "cores": 2},
                                   "Raineedle"]},
                      b={"reserve": 0, "field": [{"card": "Emperadore", "cores": 3}]},
                      step="attack"))
    sc.dictate("block Emperadore").apply("attack with Raineedle")
    assert sc.player("a")["trash"] == ["Raineedle"]
    assert sc.field("b")[0]["cores"] == 3 and sc.player("b")["reserve"] == 0


def test_bss01_110_infinity_mothership_moves_your_trash_cores_to_reserve_as_the_opponent_attacks(
        position):
    sc = position(two(b={"reserve": 0, "trash_cores": 3, "soul": "trash",
                         "field": ["Infinity Mothership"]}))
    sc.apply("end")                                   # a's Attack Step starts
    b = sc.player("b")
    assert (b["reserve"], b["trash_cores"], b["soul"]) == (3, 0, "reserve")
    assert sc.broken_invariant() == 0


def test_bss01_110_infinity_mothership_does_nothing_in_your_own_attack_step(position):
    sc = position(two(a={"reserve": 0, "trash_cores": 3, "field": ["Infinity Mothership"]}))
    sc.apply("end")
    assert (sc.player("a")["reserve"], sc.player("a")["trash_cores"]) == (0, 3)


def test_bss01_111_rocket_city_gives_your_blocking_spirit_1000_bp(position):
    sc = position(two(a={"field": ["Emperadore"]},
                      b={"field": ["Rocket City", "Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Emperadore")
    # 4000 against 3000 + 1000: both are destroyed
    assert sc.player("a")["trash"] == ["Emperadore"]
    assert sc.player("b")["trash"] == ["Racoon Guard"]


def test_bss01_111_rocket_city_bp_lasts_the_turn(position):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"field": ["Rocket City", "Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Raineedle")
    assert sc.field("b")[1]["bp"] == 4000
    assert sc.player("a")["trash"] == ["Raineedle"]


def test_bss01_113_phantasmal_paradise_exhausts_to_draw_when_you_summon_a_fabled_beast(
        position):
    sc = position(two(a={"reserve": 6, "hand": ["Gale Yale"], "field": ["Phantasmal Paradise"]}))
    sc.apply("play Gale Yale")
    assert names(sc.field("a")) == ["Phantasmal Paradise", "Gale Yale"]
    assert sc.field("a")[0]["exhausted"]
    assert sc.player("a")["hand"] == ["Raineedle"]


def test_bss01_113_phantasmal_paradise_already_exhausted_draws_nothing(position):
    sc = position(two(a={"reserve": 6, "hand": ["Gale Yale"],
                         "field": [{"card": "Phantasmal Paradise", "exhausted": True}]}))
    sc.apply("play Gale Yale")
    assert sc.player("a")["hand"] == []


def test_bss01_113_phantasmal_paradise_ignores_a_spirit_that_is_not_a_fabled_beast(position):
    sc = position(two(a={"reserve": 6, "hand": ["Racoon Guard"],
                         "field": ["Phantasmal Paradise"]}))
    sc.apply("play Racoon Guard")
    assert not sc.field("a")[0]["exhausted"] and sc.player("a")["hand"] == []
