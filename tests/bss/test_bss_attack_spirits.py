"""Attacks aimed at an exhausted spirit, a forced first attacker, and a return that
skips Ascend spirits (decksim/core/bss/aim.py; docs/cards.md: attack_spirit,
attack_spirit_turn, first_attacker, the no_ascend filter): BSS01-041 Dark Knight
Palomides, BSS01-124 Poison Mist, BSS01-059 Dinosaur Harrier Turborex.

An aimed attack is fought as if the spirit had blocked, without a block: the BP are
compared (8-1-6-1) and no Life is lost."""
import pytest

from bss_kit import names, two
from decksim.games.bss.scenario import ScenarioError

PALOMIDES = "Dark Knight Palomides"
TURBOREX = "Dinosaur Harrier Turborex"


def _palomides(position, b_field, cores=2, **b):
    """a's Palomides (Lv2 with two cores: 4000 BP) in a's Attack Step; b with no
    Reserve unless told."""
    return position(two(a={"field": [{"card": PALOMIDES, "cores": cores}]},
                        b={"reserve": 0, "field": b_field, **b}, step="attack"))


def test_8_1_6_bss01_041_palomides_attacks_an_exhausted_spirit_and_destroys_it(position):
    # a refreshed Racoon Guard at Lv2 (5000 BP) would beat Palomides if it could block
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True},
                               {"card": "Racoon Guard", "cores": 2}])
    sc.dictate("target Raineedle").apply(f"attack with {PALOMIDES}")
    log = sc.log_lines()
    assert "A aims the attack at B's Raineedle (1000 BP)" in log
    assert not any(line.startswith("B blocks") or line == "B does not block" for line in log)
    assert names(sc.field("b")) == ["Racoon Guard"]
    assert "Raineedle" in sc.player("b")["trash"]
    assert sc.player("b")["life"] == 5 and sc.player("b")["blocks"] == 0
    assert names(sc.field("a")) == [PALOMIDES] and sc.field("a")[0]["exhausted"]
    assert sc.broken_invariant() == 0


def test_8_1_6_bss01_041_palomides_aimed_at_a_stronger_spirit_is_destroyed(position):
    sc = _palomides(position, [{"card": "Racoon Guard", "cores": 2, "exhausted": True}])
    sc.dictate("target Racoon Guard").apply(f"attack with {PALOMIDES}")
    assert names(sc.field("a")) == []
    assert names(sc.field("b")) == ["Racoon Guard"]
    assert sc.player("b")["life"] == 5


def test_8_1_6_1_bss01_041_palomides_aimed_at_an_equal_spirit_both_are_destroyed(position):
    sc = _palomides(position, [{"card": "Raineedle", "cores": 3, "exhausted": True}])  # 4000
    sc.dictate("target Raineedle").apply(f"attack with {PALOMIDES}")
    assert names(sc.field("a")) == [] and names(sc.field("b")) == []
    assert sc.player("b")["life"] == 5


def test_8_1_5_1_bss01_041_palomides_declining_attacks_the_player(position):
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True}])
    sc.dictate("decline").apply(f"attack with {PALOMIDES}")
    assert sc.player("b")["life"] == 4
    assert names(sc.field("b")) == ["Raineedle"]
    assert not any("aims the attack" in line for line in sc.log_lines())


def test_bss01_041_greedy_palomides_takes_the_free_kill(position):
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True},
                               {"card": "Raineedle", "cores": 3, "exhausted": True}])
    sc.apply(f"attack with {PALOMIDES}")                     # the pilot picks
    assert [f["bp"] for f in sc.field("b")] == [4000]      # the one it beats is gone
    assert sc.player("b")["life"] == 5


def test_bss01_041_greedy_palomides_goes_for_life_when_it_beats_no_exhausted_spirit(position):
    sc = _palomides(position, [{"card": "Racoon Guard", "cores": 2, "exhausted": True}])
    sc.apply(f"attack with {PALOMIDES}")
    assert sc.player("b")["life"] == 4
    assert names(sc.field("a")) == [PALOMIDES] and names(sc.field("b")) == ["Racoon Guard"]


def test_bss01_041_greedy_palomides_goes_for_the_last_life_instead_of_the_kill(position):
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True}], life=1)
    sc.apply(f"attack with {PALOMIDES}")
    assert sc.winner == "a"


def test_bss01_041_palomides_at_lv1_has_no_such_effect(position):
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True}], cores=1)
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate("target Raineedle").apply(f"attack with {PALOMIDES}")
    assert sc.player("b")["life"] == 4


def test_bss01_041_palomides_cannot_aim_at_a_refreshed_spirit(position):
    sc = _palomides(position, [{"card": "Raineedle"}])
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate("target Raineedle", "no block").apply(f"attack with {PALOMIDES}")


def test_8_1_5_2_1_the_aimed_spirit_refreshed_before_the_battle_resolves_ends_it(position):
    # b's Regain ([Flash], refresh one of its spirits) in the Flash Timing
    sc = _palomides(position, [{"card": "Raineedle", "exhausted": True}], reserve=4,
                    hand=["Regain"])
    sc.dictate("target Raineedle", "flash Regain").apply(f"attack with {PALOMIDES}")
    assert names(sc.field("b")) == ["Raineedle"] and not sc.field("b")[0]["exhausted"]
    assert names(sc.field("a")) == [PALOMIDES]
    assert sc.player("b")["life"] == 5                       # no Life damage either


def _poison_mist(position, a_field, b_field):
    """a holds Poison Mist and can pay for it (a purple symbol on the field and reserve)."""
    return position(two(a={"reserve": 6, "hand": ["Poison Mist"], "field": a_field},
                        b={"reserve": 0, "field": b_field}))


def test_bss01_124_poison_mist_lets_only_curse_spirits_attack_exhausted_spirits(position):
    sc = _poison_mist(position, ["Boa-trictor", "Racoon Guard"],
                      [{"card": "Raineedle", "exhausted": True},
                       {"card": "Raineedle", "exhausted": True}])
    sc.apply("play Poison Mist").apply("end")               # to the Attack Step
    sc.apply("attack with Racoon Guard")                     # no Curse: at the player
    assert sc.player("b")["life"] == 4 and len(sc.field("b")) == 2
    sc.dictate("target Raineedle").apply("attack with Boa-trictor")    # Curse, 2000 BP
    assert sc.player("b")["life"] == 4 and names(sc.field("b")) == ["Raineedle"]
    assert "A aims the attack at B's Raineedle (1000 BP)" in sc.log_lines()


def test_bss01_124_poison_mist_without_curse_offers_no_target(position):
    sc = _poison_mist(position, ["Racoon Guard"], [{"card": "Raineedle", "exhausted": True}])
    sc.apply("play Poison Mist").apply("end")
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate("target Raineedle").apply("attack with Racoon Guard")


def test_bss01_124_poison_mist_lasts_this_turn_only(position):
    sc = _poison_mist(position, ["Boa-trictor"], [{"card": "Raineedle", "exhausted": True},
                                                  {"card": "Raineedle", "exhausted": True}])
    sc.apply("play Poison Mist").apply("end")
    sc.dictate("target Raineedle").apply("attack with Boa-trictor")
    assert len(sc.field("b")) == 1
    sc.apply("end").apply("end")                             # Second Main Step, b's turn
    assert sc.state()["active"] == "b"
    sc.apply("end").apply("attack with Raineedle")           # b attacks: it stays exhausted
    sc.apply("end").apply("end")                             # a's next turn
    assert sc.state()["active"] == "a" and sc.field("b")[0]["exhausted"]
    life = sc.player("b")["life"]
    sc.apply("end")
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate("target Raineedle").apply("attack with Boa-trictor")
    assert sc.player("b")["life"] == life - 1 and len(sc.field("b")) == 1


def test_bss01_124_the_aimed_spirit_did_not_block_no_curse_and_no_block_effect(position):
    # Snowflaken at Lv2 (6000 BP) would return a Curse spirit when it blocks; Curse would
    # destroy a spirit that blocked it: neither happens, the Curse spirit loses the battle
    sc = _poison_mist(position, ["Boa-trictor"],
                      [{"card": "Snowflaken", "cores": 4, "exhausted": True}])
    sc.apply("play Poison Mist").apply("end")
    sc.dictate("target Snowflaken").apply("attack with Boa-trictor")
    assert names(sc.field("b")) == ["Snowflaken"]
    assert names(sc.field("a")) == []
    assert "Boa-trictor" in sc.player("a")["trash"]
    assert "Boa-trictor" not in sc.player("a")["hand"]


def test_bss01_124_greedy_plays_poison_mist_for_a_kill_and_takes_it(position):
    sc = _poison_mist(position, ["Boa-trictor"], [{"card": "Raineedle", "exhausted": True}])
    sc.play_turn()
    assert any(line.startswith("A plays Poison Mist") for line in sc.log_lines())
    assert "Raineedle" in sc.player("b")["trash"]


def _turborex_defends(position, a_field):
    """a's turn 3 Main Step; b has a Turborex (Lv1) on the field."""
    return position(two(a={"field": a_field}, b={"reserve": 0, "field": [TURBOREX]}))


def test_bss01_059_turborex_makes_the_weakest_refreshed_spirit_attack_first(position):
    sc = _turborex_defends(position, [{"card": "Racoon Guard", "cores": 2}, "Raineedle",
                                      {"card": "Raineedle", "cores": 3, "exhausted": True}])
    sc.apply("end")                                          # the Attack Step starts
    assert "B selects A's Raineedle to attack first" in sc.log_lines()
    assert sc.legal_actions() == ["end", "attack with Raineedle #1"]
    sc.dictate("no block").apply("attack with Raineedle")
    assert sc.legal_actions() == ["end", "attack with Racoon Guard #0"]


def test_bss01_059_turborex_forced_attacker_is_the_controllers_pick(position):
    sc = _turborex_defends(position, [{"card": "Racoon Guard", "cores": 2}, "Raineedle"])
    sc.dictate("target Racoon Guard").apply("end")
    assert sc.legal_actions() == ["end", "attack with Racoon Guard #0"]


def test_bss01_059_turborex_declined_or_unable_leaves_every_attack(position):
    sc = _turborex_defends(position, [{"card": "Racoon Guard", "cores": 2}, "Raineedle"])
    sc.dictate("decline").apply("end")
    assert sc.legal_actions() == ["end", "attack with Racoon Guard #0",
                                  "attack with Raineedle #1"]
    sc = _turborex_defends(position, [{"card": "Racoon Guard", "exhausted": True}, "Raineedle"])
    sc.dictate("target Racoon Guard").apply("end")           # it cannot attack
    assert sc.legal_actions() == ["end", "attack with Raineedle #1"]


def test_bss01_059_turborex_forces_nothing_in_its_own_turn(position):
    sc = position(two(a={"field": [TURBOREX, "Raineedle"]}, b={"reserve": 0}))
    sc.apply("end")
    assert sc.legal_actions() == ["end", f"attack with {TURBOREX} #0", "attack with Raineedle #1"]
    assert not any("to attack first" in line for line in sc.log_lines())


def _turborex_attacks(position, b_field):
    """a's Turborex at Lv2 (8000 BP) in a's Attack Step."""
    return position(two(a={"field": [{"card": TURBOREX, "cores": 3}]},
                        b={"reserve": 0, "field": b_field}, step="attack"))


def test_bss01_059_turborex_returns_a_spirit_without_ascend(position):
    sc = _turborex_attacks(position, ["Supernova Dragon Siegwurm Nova", "Raineedle"])
    sc.dictate("no block").apply(f"attack with {TURBOREX}")
    assert names(sc.field("b")) == ["Supernova Dragon Siegwurm Nova"]
    assert sc.player("b")["hand"] == ["Raineedle"]


@pytest.mark.parametrize("ascend", ["Supernova Dragon Siegwurm Nova", TURBOREX])
def test_bss01_059_turborex_cannot_return_an_ascend_spirit(position, ascend):
    sc = _turborex_attacks(position, [ascend, "Raineedle"])
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate(f"target {ascend}", "no block").apply(f"attack with {TURBOREX}")
    sc = _turborex_attacks(position, [ascend])
    sc.dictate("no block").apply(f"attack with {TURBOREX}")
    assert names(sc.field("b")) == [ascend] and sc.player("b")["hand"] == []
