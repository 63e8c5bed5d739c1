"""Attackers that some spirits cannot block (8-1-3-1: the defender chooses among
the spirits able to block; decksim/cards/data/bss/effects: op "unblockable_by")."""
import pytest

from bss_kit import two
from decksim.games.bss.scenario import ScenarioError


def _attack(position, a, b, attacker, blocker):
    """a attacks with `attacker` and b is told to block with `blocker`."""
    sc = position(two(a=a, b={"reserve": 0, **b}, step="attack"))
    sc.dictate(f"block {blocker}").apply(f"attack with {attacker}")
    return sc


@pytest.mark.parametrize("soul", [0, "reserve"])
def test_st02_003_segro_snake_with_the_soul_core_is_not_blocked_by_a_one_core_spirit(position,
                                                                                     soul):
    a = {"field": ["Segro Snake"], "soul": soul}
    b = {"field": ["Raineedle"]}
    if soul == 0:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            _attack(position, a, b, "Segro Snake", "Raineedle")
    else:
        sc = _attack(position, a, b, "Segro Snake", "Raineedle")
        assert "B blocks with Raineedle (1000 BP)" in sc.log_lines()


def test_st02_003_segro_snake_is_blocked_by_a_spirit_with_two_cores(position):
    sc = _attack(position, {"field": ["Segro Snake"], "soul": 0},
                 {"field": [{"card": "Raineedle", "cores": 2}]}, "Segro Snake", "Raineedle")
    assert any(line.startswith("B blocks with Raineedle") for line in sc.log_lines())


@pytest.mark.parametrize("cores,blocks", [(1, False), (3, True)])
def test_bss01_047_zenas_lv2_keeps_lv1_spirits_from_blocking_curse_spirits(position, cores,
                                                                          blocks):
    a = {"field": [{"card": "Phantasm Archking Zenas", "cores": 4}]}
    b = {"field": [{"card": "Raineedle", "cores": cores}]}      # Lv1 / Lv2
    if blocks:
        sc = _attack(position, a, b, "Phantasm Archking Zenas", "Raineedle")
        assert any(line.startswith("B blocks with Raineedle") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            _attack(position, a, b, "Phantasm Archking Zenas", "Raineedle")


@pytest.mark.parametrize("cores,blocks", [(1, True), (2, False)])
def test_st02_013_purple_smoke_valley_lv2_curse_spirits_pass_one_core_blockers(position, cores,
                                                                               blocks):
    a = {"field": [{"card": "Phantasm Archking Zenas", "cores": 1},
                   {"card": "Purple Smoke Valley", "cores": cores}]}
    b = {"field": ["Raineedle"]}
    if blocks:
        sc = _attack(position, a, b, "Phantasm Archking Zenas", "Raineedle")
        assert any(line.startswith("B blocks with Raineedle") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            _attack(position, a, b, "Phantasm Archking Zenas", "Raineedle")


@pytest.mark.parametrize("blocker,blocks", [("Snowflaken", False), ("Racoon Guard", True)])
def test_st04_013_soap_bubble_lakeside_lv2_yellow_spirits_pass_blockers_with_block_effects(
        position, blocker, blocks):
    a = {"field": ["Gembeast Carbulc", {"card": "Soap Bubble Lakeside", "cores": 2}]}
    b = {"field": [blocker]}
    if blocks:
        sc = _attack(position, a, b, "Gembeast Carbulc", blocker)
        assert any(line.startswith(f"B blocks with {blocker}") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            _attack(position, a, b, "Gembeast Carbulc", blocker)
