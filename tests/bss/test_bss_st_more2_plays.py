"""More encoded effects of the starter decks ST01 .. ST07, written with the newest DSL
words (summon, gates), played on exact positions (decksim/games/bss/scenario.py): one
or more tests per encoded effect, each named after what the card does."""
import pytest

from bss_kit import RED_DECK, names, two

SPIRAL = "Spiral Tower"
PENTAN = "Prince Pentan"
CAPRIHORN = "Caprihorn"
SAVAGE = "Savage Power"
SHINJI = "Shinji Ikari"
EVA01 = "EVA-01 -Attack-"


def card(sc, side, name):
    return next(f for f in sc.field(side) if f["card"] == name)


def to_b_turn(sc, burst):
    """a sets `burst` in its Main Step and ends its turn; b's turn 4 Main Step."""
    sc.apply(f"set burst {burst}").apply("end").apply("end").apply("end")
    assert sc.state()["active"] == "b" and sc.state()["step"] == "main"
    return sc


# ---- ST04

def test_st04_012_placed_summons_a_cost_2_spirit_free_with_its_when_summoned_effect(position):
    sc = position(two(a={"reserve": 4, "hand": [SPIRAL, PENTAN],
                         "deck": ["Sword Angel"] + RED_DECK}))
    sc.apply(f"play {SPIRAL}")                     # 3 for the nexus, 1 core for Pentan's Lv1
    assert names(sc.field("a")) == [SPIRAL, PENTAN]
    assert card(sc, "a", PENTAN)["cores"] == 1
    assert sc.player("a")["reserve"] == 0
    assert sc.player("a")["hand"] == ["Sword Angel"]       # Pentan's reveal: a cost 2 card
    assert sc.broken_invariant() == 0


def test_st04_012_no_core_left_for_its_lv1_cost_summons_nothing(position):
    sc = position(two(a={"reserve": 3, "hand": [SPIRAL, PENTAN]}))
    sc.apply(f"play {SPIRAL}")
    assert names(sc.field("a")) == [SPIRAL]
    assert sc.player("a")["hand"] == [PENTAN]


def test_st04_012_only_a_spirit_costing_exactly_2_is_summoned(position):
    sc = position(two(a={"reserve": 9, "hand": [SPIRAL, "Rapier Knight Cat-Sith",
                                                 "Demo Bones"]}))
    sc.apply(f"play {SPIRAL}")
    assert names(sc.field("a")) == [SPIRAL]
    assert sorted(sc.player("a")["hand"]) == ["Demo Bones", "Rapier Knight Cat-Sith"]


# ---- ST05

def _caprihorn_at_attack_step(position, soul=0, cores=1, active="b"):
    sc = position(two(a={"reserve": 0, "trash_cores": 2, "soul": soul,
                         "field": [{"card": CAPRIHORN, "cores": cores}]},
                      b={"field": ["Raineedle"]}, active=active))
    sc.apply("end")                                 # the turn player's Attack Step starts
    assert sc.state()["step"] == "attack"
    return sc


@pytest.mark.parametrize("cores", [1, 3])
def test_st05_010_soul_core_on_it_moves_a_trash_core_to_the_reserve_at_the_opponents_attack_step(
        position, cores):
    sc = _caprihorn_at_attack_step(position, cores=cores)
    assert sc.player("a")["reserve"] == 1 and sc.player("a")["trash_cores"] == 1
    assert sc.broken_invariant() == 0


def test_st05_010_without_the_soul_core_on_it_nothing_moves(position):
    sc = _caprihorn_at_attack_step(position, soul="reserve")
    assert sc.player("a")["reserve"] == 0 and sc.player("a")["trash_cores"] == 2


def test_st05_010_your_own_attack_step_moves_nothing(position):
    sc = _caprihorn_at_attack_step(position, active="a")
    assert sc.player("a")["reserve"] == 0 and sc.player("a")["trash_cores"] == 2


def _savage_power_blocker_destroyed(position, reserve, hand, field=()):
    """a sets Savage Power; in b's turn a's Raineedle blocks Dragron Captain and is
    destroyed (its core goes to a's Reserve): a's burst comes."""
    sc = position(two(a={"reserve": reserve, "hand": [SAVAGE] + hand,
                         "field": ["Raineedle"] + list(field)},
                      b={"field": ["Dragron Captain"]}))
    to_b_turn(sc, SAVAGE)
    sc.apply("end")
    sc.dictate("block Raineedle").apply("attack with Dragron Captain")
    assert "Raineedle" in sc.player("a")["trash"]
    assert SAVAGE in sc.player("a")["trash"]
    return sc


def test_st05_014_burst_summons_a_green_spirit_from_the_hand_paid_from_the_reserve(position):
    sc = _savage_power_blocker_destroyed(position, 2, ["Leafwolf"])
    assert names(sc.field("a")) == ["Leafwolf"]
    assert card(sc, "a", "Leafwolf")["cores"] == 1
    assert sc.player("a")["reserve"] == 0             # 2 + 1: cost 2 and its Lv1 core
    assert card(sc, "a", "Leafwolf")["bp"] == 2000    # nothing left to pay for the flash
    assert sc.broken_invariant() == 0


def test_st05_014_burst_summons_then_pays_for_its_flash_2000_bp(position):
    sc = _savage_power_blocker_destroyed(position, 4, ["Leafwolf"])
    assert names(sc.field("a")) == ["Leafwolf"]
    assert sc.player("a")["reserve"] == 0             # 4 + 1: 3 for Leafwolf, 2 for Savage Power
    assert card(sc, "a", "Leafwolf")["bp"] == 2000 + 2000


def test_st05_014_burst_summons_no_spirit_of_another_colour(position):
    sc = _savage_power_blocker_destroyed(position, 1, ["Raineedle"])   # 2 would pay for it
    assert sc.field("a") == []
    assert sc.player("a")["hand"] == ["Raineedle"] and sc.player("a")["reserve"] == 2


def test_st05_014_burst_summon_uses_no_core_of_the_field(position):
    # Viscount Minoba costs 3 here (Leafwolf's symbol) + 1 core: the Reserve holds 3,
    # Leafwolf 2 more above its Lv1 cost, which this summon may not use
    sc = _savage_power_blocker_destroyed(position, 2, ["Viscount Minoba"],
                                         [{"card": "Leafwolf", "cores": 3}])
    assert names(sc.field("a")) == ["Leafwolf"]
    assert sc.player("a")["hand"] == ["Viscount Minoba"]


# ---- ST07

def _shinji_eva_destroyed(position, eva, hand=0):
    sc = position(two(a={"hand": ["Raineedle"] * hand,
                         "field": [{"card": SHINJI, "cores": 0}, eva]},
                      b={"field": ["Dragron Captain"]}, step="attack"))
    sc.dictate("block Dragron Captain").apply(f"attack with {eva}")
    assert names(sc.field("a")) == [SHINJI]
    return sc


@pytest.mark.parametrize("hand,draws", [(0, 1), (5, 1), (6, 0)])
def test_st07_012_an_eva01_spirit_destroyed_draws_a_card_with_five_or_fewer_in_hand(
        position, hand, draws):
    sc = _shinji_eva_destroyed(position, EVA01, hand)
    assert len(sc.player("a")["hand"]) == hand + draws


def test_st07_012_another_nerv_spirit_destroyed_draws_nothing(position):
    sc = _shinji_eva_destroyed(position, "Evangelion Production Model-02")   # an EVA-02
    assert sc.player("a")["hand"] == []


def test_st07_012_an_eva01_spirit_destroyed_blocking_in_the_opponents_turn_draws(position):
    sc = position(two(a={"field": [{"card": SHINJI, "cores": 0}, EVA01]},
                      b={"field": ["Dragron Captain"]}, active="b", step="attack"))
    sc.dictate(f"block {EVA01}").apply("attack with Dragron Captain")
    assert names(sc.field("a")) == [SHINJI]
    assert sc.player("a")["hand"] == ["Raineedle"]
