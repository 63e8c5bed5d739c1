"""The encoded effects of ST02 (purple), ST03 (white) and ST04 (yellow) played on
exact positions (decksim/games/bss/scenario.py): one or more tests per card,
each asserting what the effect did."""
import pytest

from bss_kit import names, two as kit_two

DECK = ["Raineedle"] * 10


def two(a=None, b=None, **top):
    return kit_two(a, b, DECK, **top)


def set_burst_and_pass(sc, card):
    """The active player sets `card` as its burst and ends its turn with no other move."""
    sc.apply(f"set burst {card}")
    sc.apply("end").apply("end").apply("end")       # main, attack, second main
    return sc


# ======================================================================== ST02

def test_st02_001_when_summoned_strips_an_opponent_spirit_to_one_core(position):
    sc = position(two(a={"reserve": 9, "hand": ["Dark King Snake Pendocles"]},
                      b={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 4}]}))
    sc.apply("play Dark King Snake Pendocles")
    f = sc.field("b")[0]
    assert (f["cores"], f["level"]) == (1, 1)
    assert sc.player("b")["reserve"] == 3 and sc.player("b")["trash_cores"] == 0
    assert sc.broken_invariant() == 0


def test_st02_001_lv2_attack_sends_an_opponent_core_to_their_trash(position):
    sc = position(two(a={"field": [{"card": "Dark King Snake Pendocles", "cores": 3}]},
                      b={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 2,
                                                  "exhausted": True}]}, step="attack"))
    sc.apply("attack with Dark King Snake Pendocles")
    assert sc.field("b")[0]["cores"] == 1
    assert sc.player("b")["trash_cores"] == 1
    assert sc.player("b")["life"] == 4 and sc.player("b")["reserve"] == 1


def test_st02_001_lv1_attack_removes_no_core(position):
    sc = position(two(a={"field": [{"card": "Dark King Snake Pendocles", "cores": 1}]},
                      b={"field": [{"card": "Dragron Captain", "cores": 2, "exhausted": True}]},
                      step="attack"))
    sc.apply("attack with Dark King Snake Pendocles")
    assert sc.field("b")[0]["cores"] == 2 and sc.player("b")["trash_cores"] == 0


@pytest.mark.parametrize("soul,drawn", [(0, 1), ("reserve", 0)])
def test_st02_002_lv3_attack_draws_only_with_the_soul_core_on_it(position, soul, drawn):
    sc = position(two(a={"soul": soul, "deck": ["Skull Fly"] + DECK,
                         "field": [{"card": "Dragonaga Assassin", "cores": 3}]}, step="attack"))
    sc.apply("attack with Dragonaga Assassin")
    assert sc.player("a")["hand"] == ["Skull Fly"] * drawn
    assert sc.player("b")["life"] == 4


def test_st02_004_when_summoned_moves_an_opponent_core_to_their_reserve(position):
    sc = position(two(a={"reserve": 5, "hand": ["Mummirra"]},
                      b={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 2}]}))
    sc.apply("play Mummirra")
    assert sc.field("b")[0]["cores"] == 1 and sc.field("b")[0]["level"] == 1
    assert sc.player("b")["reserve"] == 1


@pytest.mark.parametrize("b_cores,drawn", [(1, 1), (2, 0)])
def test_st02_010_lv2_attack_draws_when_the_opponent_has_a_one_core_spirit(position, b_cores,
                                                                           drawn):
    sc = position(two(a={"deck": ["Skull Fly"] + DECK,
                         "field": [{"card": "Phasmobat", "cores": 3}]},
                      b={"field": [{"card": "Dragron Captain", "cores": b_cores,
                                    "exhausted": True}]}, step="attack"))
    sc.apply("attack with Phasmobat")
    assert len(sc.player("a")["hand"]) == drawn


def test_st02_011_when_summoned_takes_a_core_off_an_exhausted_opponent_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": ["Stray Soul"]},
                      b={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 4},
                                                 {"card": "Raineedle", "cores": 2,
                                                  "exhausted": True}]}))
    sc.apply("play Stray Soul")
    f = sc.field("b")
    assert f[0]["cores"] == 4                       # refreshed: not selectable
    assert f[1]["cores"] == 1
    assert sc.player("b")["reserve"] == 1


def test_st02_011_with_no_exhausted_opponent_spirit_nothing_happens(position):
    sc = position(two(a={"reserve": 5, "hand": ["Stray Soul"]},
                      b={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 4}]}))
    sc.apply("play Stray Soul")
    assert sc.field("b")[0]["cores"] == 4 and sc.player("b")["reserve"] == 0


def test_st02_012_when_placed_takes_a_core_off_a_spirit_with_two_or_more(position):
    sc = position(two(a={"reserve": 5, "hand": ["Dark Grail"]},
                      b={"reserve": 0, "field": [{"card": "Raineedle", "cores": 1},
                                                 {"card": "Dragron Captain", "cores": 2}]}))
    sc.apply("play Dark Grail")
    f = sc.field("b")
    assert [x["cores"] for x in f] == [1, 1]
    assert names(f) == ["Raineedle", "Dragron Captain"]
    assert sc.player("b")["reserve"] == 1


@pytest.mark.parametrize("attacker,drawn", [("Demo Bones", 1), ("Raineedle", 0)])
def test_st02_012_lv2_draws_when_a_purple_spirit_of_yours_is_destroyed(position, attacker,
                                                                        drawn):
    sc = position(two(a={"deck": ["Skull Fly"] + DECK,
                         "field": [{"card": "Dark Grail", "cores": 3}, attacker]},
                      b={"field": ["Dragron Captain"]}, step="attack"))
    sc.dictate("block Dragron Captain").apply(f"attack with {attacker}")
    assert sc.player("a")["trash"] == [attacker]
    assert len(sc.player("a")["hand"]) == drawn


def test_st02_012_lv1_draws_nothing_when_a_purple_spirit_is_destroyed(position):
    sc = position(two(a={"field": [{"card": "Dark Grail", "cores": 0}, "Demo Bones"]},
                      b={"field": ["Dragron Captain"]}, step="attack"))
    sc.dictate("block Dragron Captain").apply("attack with Demo Bones")
    assert sc.player("a")["trash"] == ["Demo Bones"] and sc.player("a")["hand"] == []


def test_st02_014_burst_draws_then_paid_flash_takes_a_core_off_the_attacker(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 5, "hand": ["Poison Shot"], "deck": ["Skull Fly"] * 10,
                         "field": ["Raineedle"]}, active="b"))
    set_burst_and_pass(sc, "Poison Shot")
    assert sc.state()["active"] == "a"
    sc.apply("end")                                  # to a's attack step
    b_hand = len(sc.player("b")["hand"])
    a_reserve = sc.player("a")["reserve"]
    sc.dictate("block Raineedle").apply("attack with Dragron Captain")
    b = sc.player("b")
    assert "Raineedle" in b["trash"] and "Poison Shot" in b["trash"]
    assert len(b["hand"]) == b_hand + 1             # the burst's draw
    assert sc.field("a")[0]["cores"] == 1           # the paid flash effect
    assert sc.player("a")["reserve"] == a_reserve + 1
    assert sc.broken_invariant() == 0


def test_st02_014_flash_can_take_a_core_off_ones_own_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": ["Poison Shot"],
                         "field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"field": [{"card": "Quicksand Dragon", "cores": 3}]}))
    sc.dictate("target Dragron Captain").apply("flash Poison Shot")
    assert sc.field("a")[0]["cores"] == 1 and sc.field("b")[0]["cores"] == 3
    assert sc.player("a")["reserve"] == 1            # 5 - cost 5 + the core taken off


def test_st02_014_flash_prefers_an_opponent_spirit(position):
    sc = position(two(a={"reserve": 5, "hand": ["Poison Shot"],
                         "field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 0, "field": [{"card": "Quicksand Dragon", "cores": 3}]}))
    sc.apply("flash Poison Shot")
    assert sc.field("a")[0]["cores"] == 2 and sc.field("b")[0]["cores"] == 2
    assert sc.player("b")["reserve"] == 1


def test_st02_015_main_removes_three_cores_from_an_exhausted_opponent_spirit(position):
    sc = position(two(a={"reserve": 3, "hand": ["Core Drain"]},
                      b={"reserve": 0, "field": [{"card": "Mobile Golem", "cores": 4},
                                                 {"card": "Dragron Captain", "cores": 4,
                                                  "exhausted": True}]}))
    sc.apply("play Core Drain")
    f = sc.field("b")
    assert f[0]["cores"] == 4 and f[1]["cores"] == 1
    assert sc.player("b")["reserve"] == 3


def test_st02_015_flash_gives_a_spirit_2000_bp_this_turn(position):
    sc = position(two(a={"reserve": 3, "hand": ["Core Drain"], "field": ["Dragron Captain"]},
                      b={"field": ["Mobile Golem"]}))
    sc.apply("flash Core Drain")
    assert sc.field("a")[0]["bp"] == 5000 and sc.field("b")[0]["bp"] == 4000
    sc.play_turn("greedy:keep=99")
    assert sc.field("a")[0]["bp"] == 3000            # 7-9-1-1: gone at the end of the turn


def test_st02_016_flash_after_the_block_wins_the_battle_for_the_blocker(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 4, "hand": ["Bloody Rain"], "field": ["Mobile Golem"]},
                      step="attack"))
    sc.dictate("pass", "block Mobile Golem", "flash Bloody Rain")
    sc.apply("attack with Dragron Captain")
    assert sc.field("a") == [] and names(sc.field("b")) == ["Mobile Golem"]
    assert sc.field("b")[0]["bp"] == 6000
    assert "Bloody Rain" in sc.player("b")["trash"]


def test_st02_016_its_burst_can_be_set_for_no_cores(position):
    sc = position(two(a={"reserve": 0, "hand": ["Bloody Rain"]}))
    assert "set burst Bloody Rain" in sc.legal_actions()


# ======================================================================== ST03

@pytest.mark.parametrize("cores,survives", [(2, True), (1, False)])
def test_st03_002_lv2_block_gains_3000_bp(position, cores, survives):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"field": [{"card": "Greygarmr", "cores": cores}]}, step="attack"))
    sc.dictate("block Greygarmr").apply("attack with Dragron Captain")
    assert names(sc.field("b")) == (["Greygarmr"] if survives else [])
    assert names(sc.field("a")) == ([] if survives else ["Dragron Captain"])
    if survives:
        assert sc.field("b")[0]["bp"] == 6000


def test_st03_003_lv2_block_returns_an_opponent_spirit_costing_2_or_less(position):
    sc = position(two(a={"field": ["Dragron Captain", "Raineedle"]},
                      b={"field": [{"card": "Mechatrice", "cores": 2}]}, step="attack"))
    sc.dictate("block Mechatrice").apply("attack with Dragron Captain")
    assert sc.player("a")["hand"] == ["Raineedle"]
    assert sc.player("a")["trash"] == ["Dragron Captain"]    # 3000 against 4000


def test_st03_003_lv1_block_returns_nothing(position):
    sc = position(two(a={"field": ["Dragron Captain", "Raineedle"]},
                      b={"field": [{"card": "Mechatrice", "cores": 1}]}, step="attack"))
    sc.dictate("block Mechatrice").apply("attack with Dragron Captain")
    assert sc.player("a")["hand"] == [] and names(sc.field("a")) == ["Dragron Captain",
                                                                     "Raineedle"]


@pytest.mark.parametrize("soul,cores", [(0, 2), ("reserve", 1)])
def test_st03_005_block_adds_a_core_from_the_void_with_the_soul_core(position, soul, cores):
    sc = position(two(a={"field": ["Raineedle"]},
                      b={"soul": soul, "field": [{"card": "Hollowbeast Glassbear", "cores": 1}]},
                      step="attack"))
    before = sc.player("b")["cores_from_void"]
    sc.dictate("block Hollowbeast Glassbear").apply("attack with Raineedle")
    assert sc.field("b")[0]["cores"] == cores
    assert sc.player("b")["cores_from_void"] == before + cores - 1
    assert sc.broken_invariant() == 0


def test_st03_008_block_returns_an_opponent_spirit_costing_5_or_less(position):
    sc = position(two(a={"field": ["Brontech"]}, b={"field": ["Buffalong Bill"]}, step="attack"))
    sc.dictate("block Buffalong Bill").apply("attack with Brontech")
    assert sc.player("a")["hand"] == ["Brontech"] and sc.field("a") == []
    assert names(sc.field("b")) == ["Buffalong Bill"]


def test_st03_008_block_leaves_a_spirit_costing_6_or_more(position):
    sc = position(two(a={"field": ["Dark King Snake Pendocles"]},
                      b={"field": [{"card": "Buffalong Bill", "cores": 2}]}, step="attack"))
    sc.dictate("block Buffalong Bill").apply("attack with Dark King Snake Pendocles")
    assert sc.player("a")["hand"] == []
    assert sc.player("a")["trash"] == ["Dark King Snake Pendocles"]   # 4000 against 5000
    assert names(sc.field("b")) == ["Buffalong Bill"]


@pytest.mark.parametrize("soul,returned", [(0, True), ("reserve", False)])
def test_st03_010_destroyed_with_the_soul_core_returns_an_opponent_spirit(position, soul,
                                                                          returned):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 4}]},
                      b={"soul": soul, "field": ["Iceblader Brigid"]}, step="attack"))
    sc.dictate("block Iceblader Brigid").apply("attack with Dragron Captain")
    assert sc.player("b")["trash"] == ["Iceblader Brigid"]
    assert (sc.player("a")["hand"] == ["Dragron Captain"]) == returned
    assert (sc.field("a") == []) == returned


def test_st03_011_when_summoned_puts_a_core_on_a_spirit_with_a_block_effect(position):
    sc = position(two(a={"reserve": 5, "hand": ["Frosttree Goddess Eir"],
                         "field": ["Mobile Golem", {"card": "Greygarmr", "cores": 1}]}))
    before = sc.player("a")["cores_from_void"]
    sc.apply("play Frosttree Goddess Eir")
    f = sc.field("a")
    assert [x["cores"] for x in f] == [1, 2, 1]
    assert f[1]["level"] == 2
    assert sc.player("a")["cores_from_void"] == before + 1


def dream_bomb_burst(position):
    sc = position(two(a={"field": ["Dark Grail", "Dragron Captain"]},
                      b={"reserve": 4, "hand": ["Dream Bomb"]}, active="b"))
    set_burst_and_pass(sc, "Dream Bomb")
    sc.apply("end")                                  # to a's attack step
    sc.apply("attack with Dragron Captain")          # b has no blocker: b loses a life
    return sc


def test_st03_015_burst_on_losing_life_then_paid_flash_returns_the_attacker(position):
    sc = dream_bomb_burst(position)
    assert sc.player("b")["life"] == 4
    assert "Dragron Captain" in sc.player("a")["hand"]
    assert sc.field("a") == []                       # the nexus is gone too
    assert "Dream Bomb" in sc.player("b")["trash"] and sc.player("b")["reserve"] == 0


def test_st03_015_burst_returns_the_opponent_nexus_to_the_hand(position):
    sc = dream_bomb_burst(position)
    assert "Dark Grail" in sc.player("a")["hand"]
    assert "Dark Grail" not in sc.player("a")["trash"]


def test_st03_015_main_returns_an_opponent_spirit_to_the_hand(position):
    sc = position(two(a={"reserve": 5, "hand": ["Dream Bomb"]},
                      b={"field": [{"card": "Dragron Captain", "cores": 2}], "reserve": 0}))
    sc.apply("flash Dream Bomb")                     # its [Main]/[Flash] effect
    assert sc.field("b") == [] and sc.player("b")["hand"] == ["Dragron Captain"]
    assert sc.player("b")["reserve"] == 2


def test_st03_016_on_the_opponents_turn_all_your_spirits_gain_3000(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 4}]},
                      b={"reserve": 4, "hand": ["Protection Aura"],
                         "field": ["Mobile Golem", "Raineedle"]}, step="attack"))
    sc.dictate("flash Protection Aura", "block Mobile Golem")
    sc.apply("attack with Dragron Captain")          # 7000 against 4000 + 3000: both go
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Raineedle"] and sc.field("b")[0]["bp"] == 4000


def test_st03_016_on_your_own_turn_it_does_nothing(position):
    sc = position(two(a={"reserve": 4, "hand": ["Protection Aura"],
                         "field": ["Mobile Golem", "Raineedle"]}))
    sc.apply("flash Protection Aura")
    assert [x["bp"] for x in sc.field("a")] == [4000, 1000]
    assert sc.player("a")["trash"] == ["Protection Aura"]


# ======================================================================== ST04

def test_st04_001_lv2_your_cost_2_spirits_gain_2000_in_your_attack_step(position):
    field = [{"card": "Calamity Beast Chaos Pegasoros", "cores": 2}, "Sword Angel", "Raineedle"]
    sc = position(two(a={"field": field}, step="attack"))
    assert [x["bp"] for x in sc.field("a")] == [5000, 3000, 1000]
    sc = position(two(a={"field": field}, step="main"))
    assert [x["bp"] for x in sc.field("a")] == [5000, 1000, 1000]
    sc = position(two(a={"field": [{"card": "Calamity Beast Chaos Pegasoros", "cores": 1},
                                   "Sword Angel"]}, step="attack"))
    assert sc.field("a")[1]["bp"] == 1000              # Lv1: not yet


def test_st04_001_lv3_attack_refreshes_two_of_your_cost_2_spirits(position):
    sc = position(two(a={"field": [{"card": "Calamity Beast Chaos Pegasoros", "cores": 3},
                                   {"card": "Sword Angel", "exhausted": True},
                                   {"card": "Raineedle", "exhausted": True},
                                   {"card": "Axe Angel", "exhausted": True}]}, step="attack"))
    sc.apply("attack with Calamity Beast Chaos Pegasoros")
    f = sc.field("a")
    assert [x["exhausted"] for x in f] == [True, False, True, False]
    assert "attack with Sword Angel #1" in sc.legal_actions()


def test_st04_002_when_summoned_adds_every_revealed_cost_2_card(position):
    sc = position(two(a={"reserve": 5, "hand": ["Rapier Knight Cat-Sith"],
                         "deck": ["Drowsy Fumes", "Axe Angel"] + DECK}))
    sc.apply("play Rapier Knight Cat-Sith")
    a = sc.player("a")
    assert sorted(a["hand"]) == ["Axe Angel", "Drowsy Fumes"] and a["trash"] == []
    assert len(a["deck"]) == 10


def test_st04_002_when_summoned_discards_the_revealed_cards_not_costing_2(position):
    sc = position(two(a={"reserve": 5, "hand": ["Rapier Knight Cat-Sith"],
                         "deck": ["Sword Angel", "Dragron Captain"] + DECK}))
    sc.apply("play Rapier Knight Cat-Sith")
    a = sc.player("a")
    assert a["hand"] == ["Sword Angel"] and a["trash"] == ["Dragron Captain"]
    assert a["deck"] == DECK


@pytest.mark.parametrize("attacker,refreshed", [("Sword Angel", True),
                                                ("Dragron Captain", False)])
def test_st04_004_lv2_refreshes_when_your_cost_2_spirit_is_blocked(position, attacker,
                                                                    refreshed):
    sc = position(two(a={"field": [{"card": "Al-Mi'raj", "cores": 2, "exhausted": True},
                                   attacker]},
                      b={"field": ["Mobile Golem"]}, step="attack"))
    sc.dictate("block Mobile Golem").apply(f"attack with {attacker}")
    assert sc.field("a")[0]["exhausted"] is not refreshed


def test_st04_004_lv1_does_not_refresh(position):
    sc = position(two(a={"field": [{"card": "Al-Mi'raj", "cores": 1, "exhausted": True},
                                   "Sword Angel"]},
                      b={"field": ["Mobile Golem"]}, step="attack"))
    sc.dictate("block Mobile Golem").apply("attack with Sword Angel")
    assert sc.field("a")[0]["exhausted"] is True


def test_st04_009_when_summoned_adds_a_magic_of_the_top_four_the_rest_to_the_bottom(position):
    top = ["Raineedle", "Drowsy Fumes", "Dragron Captain", "Quicksand Dragon"]
    sc = position(two(a={"reserve": 5, "hand": ["Grimoire Fairy"],
                         "deck": top + ["Mobile Golem"] + ["Skull Fly"] * 5}))
    sc.apply("play Grimoire Fairy")
    a = sc.player("a")
    assert a["hand"] == ["Drowsy Fumes"] and a["trash"] == []
    assert a["deck"][0] == "Mobile Golem"
    assert sorted(a["deck"][-3:]) == ["Dragron Captain", "Quicksand Dragon", "Raineedle"]


def test_st04_009_with_no_magic_in_the_top_four_all_go_to_the_bottom(position):
    sc = position(two(a={"reserve": 5, "hand": ["Grimoire Fairy"],
                         "deck": ["Raineedle"] * 4 + ["Mobile Golem"]}))
    sc.apply("play Grimoire Fairy")
    a = sc.player("a")
    assert a["hand"] == [] and a["deck"] == ["Mobile Golem"] + ["Raineedle"] * 4


@pytest.mark.parametrize("top,to_hand", [("Axe Angel", True), ("Dragron Captain", False)])
def test_st04_010_when_summoned_adds_the_top_card_if_it_costs_2(position, top, to_hand):
    sc = position(two(a={"reserve": 3, "hand": ["Prince Pentan"], "deck": [top] + DECK}))
    sc.apply("play Prince Pentan")
    a = sc.player("a")
    assert a["hand"] == ([top] if to_hand else [])
    assert a["trash"] == ([] if to_hand else [top])
    assert a["deck"] == DECK


@pytest.mark.parametrize("attacker,top,to_hand", [
    ("Sword Angel", "Drowsy Fumes", True),         # cost 2 and a cost 2 magic
    ("Sword Angel", "Dragron Captain", False),
    ("Quicksand Dragon", "Dragron Captain", True),  # cost 3 and cost 3
    ("Raineedle", "Demo Bones", True),              # cost 1 and cost 1
    ("Map Butterfly", "Map Butterfly", True),       # cost 0 and cost 0
])
def test_st04_013_reveals_on_your_spirit_destroyed_and_adds_the_same_cost(position, attacker,
                                                                          top, to_hand):
    sc = position(two(a={"deck": [top] + DECK, "field": ["Soap Bubble Lakeside", attacker]},
                      b={"field": [{"card": "Mobile Golem", "cores": 3}]}, step="attack"))
    sc.dictate("block Mobile Golem").apply(f"attack with {attacker}")
    a = sc.player("a")
    assert a["hand"] == ([top] if to_hand else [])
    assert a["trash"] == ([attacker] if to_hand else [attacker, top])
    assert a["deck"] == DECK


def test_st04_013_also_reveals_in_the_opponents_attack_step(position):
    sc = position(two(a={"deck": ["Axe Angel"] + DECK,
                         "field": ["Soap Bubble Lakeside", "Sword Angel"]},
                      b={"field": ["Dragron Captain"]}, active="b", step="attack"))
    sc.dictate("block Sword Angel").apply("attack with Dragron Captain")
    a = sc.player("a")
    assert a["trash"] == ["Sword Angel"] and a["hand"] == ["Axe Angel"]


def test_st04_013_a_destroyed_spirit_costing_4_or_more_reveals_nothing(position):
    sc = position(two(a={"deck": ["Mobile Golem"] + DECK,
                         "field": ["Soap Bubble Lakeside", "Mummyphant"]},
                      b={"field": [{"card": "Mobile Golem", "cores": 3}]}, step="attack"))
    sc.dictate("block Mobile Golem").apply("attack with Mummyphant")
    a = sc.player("a")
    assert a["trash"] == ["Mummyphant"] and a["hand"] == [] and a["deck"][0] == "Mobile Golem"


def test_st04_014_burst_mills_two_returns_cheap_spirits_then_paid_flash_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Prince Pentan"]},
                      b={"reserve": 4, "hand": ["Imaginary Gate"], "trash": ["Axe Angel"],
                         "deck": ["Sword Angel", "Dragron Captain"] + ["Skull Fly"] * 10,
                         "field": ["Mobile Golem"]}, active="b"))
    set_burst_and_pass(sc, "Imaginary Gate")
    assert sc.player("b")["deck"][:2] == ["Sword Angel", "Dragron Captain"]
    sc.apply("play Prince Pentan")                   # a When Summoned effect resolves
    b = sc.player("b")
    assert sorted(b["hand"]) == ["Axe Angel", "Sword Angel"]
    assert sorted(b["trash"]) == ["Dragron Captain", "Imaginary Gate"]
    assert b["reserve"] == 0                          # its cost paid
    assert sc.field("b")[0]["bp"] == 6000             # the flash effect on b's own spirit


def test_st04_014_flash_gives_a_spirit_2000_bp(position):
    sc = position(two(a={"reserve": 4, "hand": ["Imaginary Gate"], "field": ["Sword Angel"]}))
    sc.apply("flash Imaginary Gate")
    assert sc.field("a")[0]["bp"] == 3000


def test_st04_015_burst_refreshes_a_yellow_spirit_then_paid_flash_gives_3000(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 5, "hand": ["Puppet Strings"],
                         "field": [{"card": "Sword Angel", "exhausted": True},
                                   {"card": "Arcana Prince Obero", "exhausted": True},
                                   "Axe Angel"]}, active="b"))
    set_burst_and_pass(sc, "Puppet Strings")
    sc.apply("end")                                   # to a's attack step
    # the refresh's target, then the paid flash effect's (a dictated target is a slot:
    # Sword Angel keeps slot 0 when Axe Angel goes)
    sc.dictate("block Axe Angel", "target Sword Angel", "target Sword Angel")
    sc.apply("attack with Dragron Captain")
    f = sc.field("b")
    assert names(f) == ["Sword Angel", "Arcana Prince Obero"]
    assert [x["exhausted"] for x in f] == [False, True]
    assert f[0]["bp"] == 4000 and sc.field("a")[0]["bp"] == 4000
    b = sc.player("b")
    assert "Puppet Strings" in b["trash"]
    assert b["trash_cores"] == 3                      # cost 5 less two yellow symbols


def test_st04_015_flash_gives_a_spirit_3000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Puppet Strings"], "field": ["Sword Angel"]}))
    sc.apply("flash Puppet Strings")
    assert sc.field("a")[0]["bp"] == 4000


def test_st04_015_the_pilot_gives_the_paid_3000_to_its_own_spirit(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 5, "hand": ["Puppet Strings"],
                         "field": ["Axe Angel", {"card": "Sword Angel", "exhausted": True}]},
                      active="b"))
    set_burst_and_pass(sc, "Puppet Strings")
    sc.apply("end")
    sc.dictate("block Axe Angel").apply("attack with Dragron Captain")
    assert sc.field("b")[0]["bp"] == 4000 and sc.field("a")[0]["bp"] == 4000


def test_st04_016_flash_lowers_an_opponent_spirit_by_2000_and_wins_a_battle(position):
    sc = position(two(a={"reserve": 2, "hand": ["Drowsy Fumes"],
                         "field": [{"card": "Raineedle", "cores": 2}]},
                      b={"field": [{"card": "Dragron Captain", "cores": 2}]}, step="attack"))
    sc.dictate("block Dragron Captain", "flash Drowsy Fumes")
    sc.apply("attack with Raineedle")                 # 3000 against 4000 - 2000
    assert names(sc.field("a")) == ["Raineedle"] and sc.field("b") == []


def test_st04_016_in_the_main_step_the_opponent_spirit_loses_2000(position):
    sc = position(two(a={"reserve": 2, "hand": ["Drowsy Fumes"], "field": ["Raineedle"]},
                      b={"field": [{"card": "Dragron Captain", "cores": 2}]}))
    sc.apply("flash Drowsy Fumes")
    assert sc.field("b")[0]["bp"] == 2000 and sc.field("a")[0]["bp"] == 1000


@pytest.mark.parametrize("attacker,draws", [("Sword Angel", True), ("Airavatah", False)])
def test_st04_011_freezstal_draws_when_a_cost_2_spirit_of_yours_is_destroyed_in_battle(
        position, attacker, draws):
    sc = position(two(a={"field": ["Freezstal", attacker]}, b={"field": ["Racoon Guard"]},
                      step="attack"))
    sc.dictate("block Racoon Guard").apply(f"attack with {attacker}")
    assert sc.player("a")["trash"] == [attacker]                 # 1000 / 2000 against 3000
    assert sc.player("a")["hand"] == (["Raineedle"] if draws else [])


@pytest.mark.parametrize("cores,refreshed", [(3, True), (2, False)])
def test_st04_009_grimoire_fairy_lv3_refreshes_when_a_cost_2_spirit_dies_in_your_battle(
        position, cores, refreshed):
    sc = position(two(a={"field": [{"card": "Grimoire Fairy", "cores": cores, "exhausted": True},
                                   "Sword Angel"]},
                      b={"field": ["Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Sword Angel")
    assert sc.player("a")["trash"] == ["Sword Angel"]
    assert sc.field("a")[0]["exhausted"] is not refreshed
