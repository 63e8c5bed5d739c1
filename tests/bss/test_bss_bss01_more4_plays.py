"""BSS01 effects on exact positions: keywords read but not played (Bloodcurse), blockers
kept out for a turn, symbols from the trash, a cost set for the turn, the Soul Core
from the trash, Armor granted with its colours, a blocker destroyed when the battle
ends, nexuses immune to one colour's effects, conditions on the colours and costs of
one's spirits, symbols doubled for magic, cores taken per card discarded and one
effect chosen of two (decksim/cards/data/bss/effects/bss01_*.toml)."""
import pytest

from bss_kit import names, two
from decksim.games.bss.scenario import ScenarioError


def _blocks(sc, attacker, blocker):
    """Whether the defender may block `attacker` with `blocker` (8-1-3-1)."""
    try:
        sc.copy().dictate(f"block {blocker}").apply(f"attack with {attacker}")
    except ScenarioError:
        return False
    return True


def test_4_4_1_bss01_027_quetzalcutl_returns_a_curse_or_bloodcurse_spirit_from_the_trash(position):
    sc = position(two(a={"reserve": 9, "hand": ["King Snake Quetzalcutl"],
                         "trash": ["Raineedle", "Grand Underworld Trio Queen Meduke"]}))
    sc.apply("play King Snake Quetzalcutl")
    assert "Grand Underworld Trio Queen Meduke" in sc.player("a")["hand"]   # Bloodcurse (Lv2)
    assert sc.player("a")["trash"] == ["Raineedle"]


@pytest.mark.parametrize("trash,cost", [(["Flying Turtle", "Arcana Soldier Cinq", "Raineedle"], 5),
                                        ([], 7)])
def test_2_3_3_bss01_083_behemoth_counts_the_symbols_of_cost_2_spirits_in_the_trash(
        position, trash, cost):
    sc = position(two(a={"reserve": 9, "hand": ["Godbeast Behemoth"], "field": ["Flying Turtle"],
                         "trash": trash}))
    assert f"play Godbeast Behemoth (cost {cost})" in sc.legal_actions()


def test_8_1_3_bss01_083_behemoth_keeps_lv2_blockers_off_cost_2_spirits_this_turn(position):
    sc = position(two(a={"field": [{"card": "Godbeast Behemoth", "cores": 2}, "Flying Turtle"]},
                      b={"reserve": 0, "field": [{"card": "Racoon Guard", "cores": 2},
                                                 "Raineedle"]}, step="attack"))
    assert _blocks(sc, "Flying Turtle", "Racoon Guard")             # before Behemoth attacks
    sc.dictate("block Raineedle").apply("attack with Godbeast Behemoth")
    assert not _blocks(sc, "Flying Turtle", "Racoon Guard")         # Lv2: kept out


@pytest.mark.parametrize("twos,kept_out", [(3, True), (2, False)])
def test_8_1_3_bss01_085_liin_lv3_with_three_cost_2_spirits_is_not_blocked_by_effect_spirits(
        position, twos, kept_out):
    sc = position(two(a={"field": [{"card": "Phantom Beast King Liin", "cores": 4}]
                         + ["Flying Turtle"] * twos},
                      b={"reserve": 0, "field": ["Flying Turtle", "Racoon Guard"]},
                      step="attack"))
    assert _blocks(sc, "Phantom Beast King Liin", "Flying Turtle") is not kept_out
    assert _blocks(sc, "Phantom Beast King Liin", "Racoon Guard")      # no effect listed


def test_9_1_7_1_3_bss01_117_big_bang_energy_star_dragons_in_hand_cost_your_life_this_turn(
        position):
    sc = position(two(a={"reserve": 9, "life": 3, "field": ["Raineedle"],
                         "hand": ["Big Bang Energy", "Nebula Dragon", "Racoon Guard"]}))
    assert "play Nebula Dragon (cost 5)" in sc.legal_actions()
    sc.apply("play Big Bang Energy")
    assert "play Nebula Dragon (cost 2)" in sc.legal_actions()   # Life 3 - 1
    assert "play Racoon Guard (cost 3)" in sc.legal_actions()        # not a Star Dragon
    assert sc.field("a")[0]["bp"] == 1000             # its [Flash] effect is the other use
    turn = sc.turn
    while sc.turn < turn + 2:                                        # the next own turn
        sc.play_turn("greedy") if sc.turn == turn + 1 else sc.apply("end")
    assert "play Nebula Dragon (cost 5)" in sc.legal_actions()


@pytest.mark.parametrize("soul,won", [("trash", True), ("reserve", False)])
def test_5_7_3_bss01_072_saga_takes_the_soul_core_from_the_trash_first_and_gains_3000(
        position, soul, won):
    sc = position(two(a={"reserve": 1, "trash_cores": 2, "soul": soul,
                         "field": ["Head Snow Librarian Saga"]},
                      b={"reserve": 0, "field": ["Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Head Snow Librarian Saga")
    assert sc.player("a")["soul"] == "reserve"
    assert sc.player("a")["trash_cores"] == 1
    # 1000 BP, 4000 with the Soul Core: against the blocker's 3000 (8-1-6)
    assert ("B's Racoon Guard is destroyed" in sc.log_lines()) is won
    assert ("A's Head Snow Librarian Saga is destroyed" in sc.log_lines()) is not won


@pytest.mark.parametrize("cores,kept", [(4, True), (2, False)])
def test_1_4_3_bss01_067_enterprise_lv3_gives_its_spirits_armor_red_purple_white(position, cores,
                                                                            kept):
    sc = position(two(a={"reserve": 9, "hand": ["Nebula Dragon Andromeda"]},
                      b={"field": [{"card": "Armored Dragonship Enterprise", "cores": cores},
                                   "Raineedle"]}))
    sc.apply("play Nebula Dragon Andromeda")          # destroys a spirit of 3000 BP or less
    assert ("Raineedle" in names(sc.field("b"))) is kept


@pytest.mark.parametrize("cores,doomed", [(3, True), (2, False)])
def test_8_1_7_bss01_106_netherworld_depths_lv2_pays_a_core_to_destroy_the_blocker_at_the_end(
        position, cores, doomed):
    sc = position(two(a={"field": [{"card": "Netherworld Depths", "cores": cores}, "Bone Scout"]},
                      b={"reserve": 0, "field": ["Racoon Guard"]}, step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Bone Scout")
    assert "A's Bone Scout is destroyed" in sc.log_lines()          # 1000 BP against 3000
    assert ("B's Racoon Guard is destroyed" in sc.log_lines()) is doomed
    assert sc.field("a")[0]["cores"] == cores - (1 if doomed else 0)
    assert sc.player("a")["trash_cores"] == (1 if doomed else 0)


@pytest.mark.parametrize("burst,kept", [("Landmine", True), (None, False)])
def test_5_10_1_bss01_112_forest_of_steel_leaves_with_a_burst_keeps_white_nexuses_from_red(
        position, burst, kept):
    sc = position(two(a={"reserve": 9, "hand": ["Nebula Dragon Andromeda"]},
                      b={"burst": burst, "field": ["Forest of Steel Leaves"]}))
    sc.apply("play Nebula Dragon Andromeda")          # destroys a spirit or nexus (3000 BP)
    assert ("Forest of Steel Leaves" in names(sc.field("b"))) is kept


@pytest.mark.parametrize("others,bp", [([], 2000), (["Raineedle"], 1000)])
def test_2_9_bss01_116_green_field_gives_1000_bp_in_your_attack_step_with_only_yellow_spirits(
        position, others, bp):
    sc = position(two(a={"field": ["Green Field of the Victor", "Flying Turtle"] + others},
                      b={"reserve": 0}, step="attack"))
    sc.apply("attack with Flying Turtle")
    assert f"A attacks with Flying Turtle ({bp} BP)" in sc.log_lines()


@pytest.mark.parametrize("second,bp", [("Arcana Soldier Cinq", 1000), ("Racoon Guard", 3000)])
def test_7_2_bss01_116_green_field_lv2_at_your_start_step_with_spirits_of_one_cost(
        position, second, bp):
    sc = position(two(a={"field": [{"card": "Green Field of the Victor", "cores": 1},
                                   "Flying Turtle", second]},
                      b={"field": ["Racoon Guard"]}, active="b"))
    sc.apply("end").apply("end").apply("end")        # b's Main, Attack, Second Main Steps
    assert sc.state()["active"] == "a"
    assert sc.field("b")[0]["bp"] == bp              # 3000, less 2000 when both cost 2


@pytest.mark.parametrize("cores,cost", [(3, 2), (1, 3)])
def test_2_3_3_bss01_100_pentan_chick_lv2_doubles_lyric_bird_symbols_for_magic(position, cores,
                                                                                cost):
    sc = position(two(a={"reserve": 9, "hand": ["Royal Potion", "Racoon Guard"],
                         "field": [{"card": "Pentan Chick", "cores": cores}, "Pentan"]}))
    assert "play Racoon Guard (cost 3)" in sc.legal_actions()          # not a magic
    sc.apply("flash Royal Potion")                                     # 5, up to 3 off
    assert sc.player("a")["reserve"] == 9 - cost


def test_5_13_1_bss01_125_core_theft_discards_one_card_for_each_core_taken_to_their_trash(position):
    sc = position(two(a={"reserve": 9, "hand": ["Core Theft", "Raineedle", "Racoon Guard",
                                                "Bone Scout", "Flying Turtle"]},
                      b={"field": [{"card": "Racoon Guard", "cores": 2}]}))
    sc.apply("flash Core Theft")
    assert len(sc.player("a")["hand"]) == 2              # two discarded, the cheapest first
    assert "Raineedle" in sc.player("a")["trash"]
    assert sc.player("b")["trash_cores"] == 2
    assert sc.field("b") == []                           # no core left: depleted (11-1-1-6)


@pytest.mark.parametrize("field,cost", [([], 5), (["Spear Angel"], 7)])
def test_7_6_bss01_081_spear_angel_takes_the_lv1_effects_off_nexuses_in_main_steps(
        position, field, cost):
    # Naumann City's Lv1 effect: its symbol counts three toward a Machine Beast of cost 6+
    sc = position(two(a={"reserve": 12, "hand": ["Mechabeast Fortress Naumanngard"],
                         "field": ["Fortress Metropolis Naumann City"] + field}))
    assert f"play Mechabeast Fortress Naumanngard (cost {cost})" in sc.legal_actions()


def test_7_7_bss01_081_spear_angel_leaves_nexus_effects_alone_in_the_attack_step(position):
    # Volcanic Canyon (Lv2: your spirits +1000 BP) works on in the Attack Step
    sc = position(two(a={"field": [{"card": "Volcanic Canyon", "cores": 1}, "Spear Angel"]},
                      b={"reserve": 0}, step="attack"))
    sc.apply("attack with Spear Angel")
    assert "A attacks with Spear Angel (3000 BP)" in sc.log_lines()


@pytest.mark.parametrize("used,life", [("Imperial Thunder Dragon Siegwurm", 5),
                                       ("Nebula Dragon", 2)])
def test_1_4_1_bss01_001_siegwurm_nova_ascending_from_a_siegwurm_trades_the_soul_core_for_5_life(
        position, used, life):
    sc = position(two(a={"reserve": 9, "life": 2, "hand": ["Supernova Dragon Siegwurm Nova"],
                         "field": [{"card": used, "cores": 5}]}))
    sc.apply("play Supernova Dragon Siegwurm Nova")
    a = sc.player("a")
    assert a["life"] == life
    assert (a["soul"] == -3) is (life == 5)          # state.SOUL_VOID: the card put it there
    assert sc.broken_invariant() == 0


def test_9_3_2_1_bss01_001_siegwurm_nova_lv2_destroys_spirits_of_10000_bp_together(position):
    sc = position(two(a={"field": [{"card": "Supernova Dragon Siegwurm Nova", "cores": 3}]},
                      b={"reserve": 0, "field": ["Racoon Guard", {"card": "Raineedle", "cores": 2},
                                                 {"card": "Racoon Guard", "cores": 2}]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Supernova Dragon Siegwurm Nova")
    assert len(sc.field("b")) == 1                   # 3000 + 3000, or 5000 + 3000: two of three


@pytest.mark.parametrize("theirs,drained", [(["Racoon Guard"], True), ([], False)])
def test_9_3_1_bss01_038_nemesis_destroys_one_of_yours_for_one_of_two_effects(position, theirs,
                                                                          drained):
    sc = position(two(a={"field": ["Dread Knight Nemesis", "Bone Scout"]},
                      b={"reserve": 0, "field": [{"card": c, "cores": 2} for c in theirs]},
                      step="attack"))
    sc.apply("attack with Dread Knight Nemesis")             # (nothing left to block)
    assert "Bone Scout" in sc.player("a")["trash"]           # the cost
    if drained:                                               # the first option: 2 cores off
        assert sc.field("b") == [] and sc.player("b")["reserve"] == 3   # 2, and a Life core
        assert len(sc.player("a")["hand"]) == 0
    else:                                                     # no target: the second, draw 2
        assert len(sc.player("a")["hand"]) == 2
