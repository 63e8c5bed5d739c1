"""More encoded effects of the starter decks ST01 .. ST07 (a third round: summoning
from the trash, a watcher of the opponent's summons, a gate on the event's spirit),
played on exact positions (decksim/games/bss/scenario.py): one or more tests per
encoded effect, each named after what the card does."""

import decksim
from bss_kit import RED_DECK, names, two

AIRAVATAH = "Airavatah"
COLOSSEUM = "Ancient Colosseum"
DUEL = "Honorable Duel"
EVA01 = "EVA-01 -Attack-"


def card(sc, side, name):
    return next(f for f in sc.field(side) if f["card"] == name)


# ---- ST04

def _airavatah_destroyed(position, reserve, trash):
    """b's Airavatah (1 core) blocks a's Dragron Captain and is destroyed: its core
    goes back to b's Reserve, then its When Destroyed effect."""
    sc = position(two(a={"field": ["Dragron Captain"]},
                      b={"reserve": reserve, "trash": trash, "field": [AIRAVATAH]},
                      step="attack"))
    sc.dictate(f"block {AIRAVATAH}").apply("attack with Dragron Captain")
    assert AIRAVATAH in sc.player("b")["trash"]
    return sc


def test_st04_003_destroyed_summons_a_cost_2_spirit_from_the_trash_paying_its_cost(position):
    sc = _airavatah_destroyed(position, 2, ["Sword Angel"])
    assert names(sc.field("b")) == ["Sword Angel"]
    assert card(sc, "b", "Sword Angel")["cores"] == 1
    assert sc.player("b")["reserve"] == 0             # 2 + 1 back: cost 2 and its Lv1 core
    assert sc.player("b")["trash"] == [AIRAVATAH]
    assert sc.broken_invariant() == 0


def test_st04_003_without_cores_for_the_cost_summons_nothing(position):
    sc = _airavatah_destroyed(position, 1, ["Sword Angel"])    # 1 + 1: the cost alone
    assert sc.field("b") == []
    assert sorted(sc.player("b")["trash"]) == [AIRAVATAH, "Sword Angel"]
    assert sc.player("b")["reserve"] == 2


def test_st04_003_summons_only_a_spirit_costing_exactly_2(position):
    sc = _airavatah_destroyed(position, 9, ["Raineedle", "Dragron Captain"])   # cost 1, 3
    assert sc.field("b") == []
    assert sc.player("b")["reserve"] == 10


def test_st04_003_summoned_spirit_resolves_its_when_summoned_effect(position):
    # Prince Pentan (cost 2): its reveal adds a cost 2 card from the deck's top
    sc = position(two(a={"field": ["Dragron Captain"]},
                      b={"reserve": 2, "trash": ["Prince Pentan"], "field": [AIRAVATAH],
                         "deck": ["Sword Angel"] + RED_DECK},
                      step="attack"))
    sc.dictate(f"block {AIRAVATAH}").apply("attack with Dragron Captain")
    assert names(sc.field("b")) == ["Prince Pentan"]
    assert sc.player("b")["hand"] == ["Sword Angel"]


# ---- ST06

def _colosseum_opponent_summons(position, nexus_cores, summoned, active="b"):
    """a's Ancient Colosseum; the turn player summons `summoned` from its hand."""
    side = "b" if active == "b" else "a"
    players = {"a": {"field": [{"card": COLOSSEUM, "cores": nexus_cores}]},
               "b": {}}
    players[side] = {**players[side], "reserve": 9, "hand": [summoned]}
    sc = position(two(a=players["a"], b=players["b"], active=active))
    sc.apply(f"play {summoned}")
    assert summoned in names(sc.field(side))
    return sc


def test_st06_012_lv2_opponent_summoning_a_when_summoned_spirit_mills_four(position):
    sc = _colosseum_opponent_summons(position, 3, EVA01)
    assert len(sc.player("b")["trash"]) == 4
    assert len(sc.player("b")["deck"]) == len(RED_DECK) - 4


def test_st06_012_lv1_mills_nothing(position):
    sc = _colosseum_opponent_summons(position, 0, EVA01)
    assert sc.player("b")["trash"] == []


def test_st06_012_a_spirit_without_a_when_summoned_effect_mills_nothing(position):
    sc = _colosseum_opponent_summons(position, 3, "Dragron Captain")
    assert sc.player("b")["trash"] == []


def test_st06_012_your_own_summon_mills_nothing(position):
    sc = _colosseum_opponent_summons(position, 3, EVA01, active="a")
    assert sc.player("a")["trash"] == [] and sc.player("b")["trash"] == []
    assert len(sc.player("b")["deck"]) == len(RED_DECK)


def _duel_battle(position, soul, active="a", blocker="Raineedle", attacker="Dragron Captain"):
    """a's Honorable Duel (Lv1) and a spirit; the turn player's spirit attacks and the
    other side's spirit blocks; the Soul Core where `soul` says."""
    a_field = [{"card": DUEL, "cores": 0}, attacker if active == "a" else blocker]
    b_field = [blocker if active == "a" else attacker]
    sc = position(two(a={"field": a_field, "soul": soul}, b={"field": b_field},
                      active=active, step="attack"))
    atk, blk = (a_field[1], b_field[0]) if active == "a" else (b_field[0], a_field[1])
    sc.dictate(f"block {blk}").apply(f"attack with {atk}")
    return sc


def test_st06_013_soul_core_spirit_winning_by_bp_mills_three_of_the_opponents_deck(position):
    sc = _duel_battle(position, soul=1)
    assert names(sc.field("a")) == [DUEL, "Dragron Captain"]
    assert len(sc.player("b")["trash"]) == 1 + 3          # Raineedle and three milled
    assert len(sc.player("b")["deck"]) == len(RED_DECK) - 3
    assert sc.broken_invariant() == 0


def test_st06_013_without_the_soul_core_on_the_winner_mills_nothing(position):
    sc = _duel_battle(position, soul="reserve")
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert len(sc.player("b")["deck"]) == len(RED_DECK)


def test_st06_013_in_the_opponents_attack_step_a_winning_blocker_mills_nothing(position):
    sc = _duel_battle(position, soul=1, active="b", blocker="Dragron Captain",
                      attacker="Raineedle")
    assert names(sc.field("a")) == [DUEL, "Dragron Captain"]
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert len(sc.player("b")["deck"]) == len(RED_DECK)


# ---- an engine bug met while encoding (Island Bearer Francis's conditional Raid:1 would
# need a once-per-turn effect of several rows): `once = true` on every row of an effect

ONCE_ROWS = '''
game = "bss"

[[card]]
id = "ST01-004"   # (a test of once on two rows: two draws when it attacks, once a turn)
effect = 1
do = [{ op = "draw", on = "attacks", once = true }, { op = "draw", on = "attacks", once = true }]
'''


def test_once_on_every_row_of_an_effect_resolves_all_its_rows_the_first_time(tmp_path, bss):
    f = tmp_path / "once.toml"
    f.write_text(ONCE_ROWS)
    sc = decksim.scenario(two(a={"field": ["Raineedle"]}, step="attack"),
                          card_files=(str(f),), game="bss")
    sc.apply("attack with Raineedle")
    assert sc.player("a")["hand"] == ["Raineedle", "Raineedle"]
