"""More starter-deck effects on exact positions: the blocking spirit, a revealed
card other than the source, at most two cores, cores from the trash but not the
Soul Core, a cost in the hand, and a magic paid with the Soul Core
(decksim/cards/data/bss/effects/st04.toml, st06.toml, st07.toml)."""
import pytest

from bss_kit import names, two
from decksim.games.bss.scenario import ScenarioError


def test_st07_012_shinji_lv2_takes_a_core_from_the_spirit_blocking_an_eva_01(position):
    sc = position(two(a={"field": ["EVA-01 -Attack-", {"card": "Shinji Ikari", "cores": 2}]},
                      b={"reserve": 0, "field": [{"card": "Racoon Guard", "cores": 2},
                                                 {"card": "Raineedle", "cores": 2}]},
                      step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with EVA-01 -Attack-")
    assert [f["cores"] for f in sc.field("b")] == [1, 2]       # the blocker only
    assert sc.player("b")["reserve"] == 1


def test_st07_013_rei_ayanami_adds_a_nerv_card_other_than_itself_and_trashes_the_rest(
        position):
    sc = position(two(a={"reserve": 9, "hand": ["Rei Ayanami"],
                         "deck": ["Rei Ayanami", "Raineedle", "EVA-00 -Activation Test-",
                                  "Raineedle"]}))
    sc.apply("play Rei Ayanami")
    assert sc.player("a")["hand"] == ["EVA-00 -Activation Test-"]
    assert sorted(sc.player("a")["trash"]) == ["Raineedle", "Rei Ayanami"]


@pytest.mark.parametrize("shinji,left", [(True, ["Racoon Guard"]),
                                         (False, ["Racoon Guard", "Raineedle"])])
def test_st07_015_shinjis_decision_destroys_a_two_core_spirit_with_a_shinji_nexus(
        position, shinji, left):
    field = ["Shinji Ikari"] if shinji else []
    sc = position(two(a={"reserve": 9, "hand": ["Shinji's Decision"], "field": field},
                      b={"field": [{"card": "Racoon Guard", "cores": 4},
                                   {"card": "Raineedle", "cores": 2}]}))
    sc.apply("flash Shinji's Decision")
    assert names(sc.field("b")) == left
    assert sc.field("b")[0]["cores"] == 3                      # the first row: one core off


@pytest.mark.parametrize("soul,placed", [("reserve", 2), ("trash", 1)])
def test_st07_011_asuka_puts_two_trash_cores_but_not_the_soul_core_on_a_nerv_spirit(
        position, soul, placed):
    sc = position(two(a={"field": ["EVA-01 -Attack-", "Asuka Shikinami Langle"],
                         "trash_cores": 2, "soul": soul}))
    sc.apply("end")                                            # to the Attack Step
    assert sc.field("a")[0]["cores"] == 1 + placed
    assert sc.player("a")["trash_cores"] == 2 - placed


@pytest.mark.parametrize("field,cost", [(["Volcanic Canyon"], 4), ([], 6)])
def test_st06_005_fort_golem_costs_4_while_you_control_a_nexus(position, field, cost):
    sc = position(two(a={"reserve": 9, "hand": ["Fort Golem"], "field": field}))
    assert f"play Fort Golem (cost {cost})" in sc.legal_actions()


@pytest.mark.parametrize("reserve,blocks", [(1, False), (3, True)])
def test_st04_005_chain_angel_a_magic_paid_with_the_soul_core_stops_a_blocker(
        position, reserve, blocks):
    # Drowsy Fumes costs 1 after Chain Angel's symbol: with the Soul Core alone in the
    # Reserve the Soul Core pays it
    sc = position(two(a={"reserve": reserve, "hand": ["Drowsy Fumes"], "field": ["Chain Angel"]},
                      b={"field": [{"card": "Racoon Guard", "cores": 2}]}))
    sc.apply("flash Drowsy Fumes")
    assert (sc.player("a")["soul"] == "trash") is not blocks
    sc.apply("end")
    if blocks:
        sc.dictate("block Racoon Guard").apply("attack with Chain Angel")
        assert any(line.startswith("B blocks with Racoon Guard") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            sc.dictate("block Racoon Guard").apply("attack with Chain Angel")


def test_st03_010_brigid_lv2_blocking_keeps_an_opponent_spirit_exhausted_through_its_refresh(
        position):
    sc = position(two(a={"field": [{"card": "Iceblader Brigid", "cores": 3}]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}, "Dragron Captain"]},
                      active="b", step="attack"))
    # 8000 BP against 5000: the attacker survives; Brigid's effect picks it (in battle)
    sc.dictate("block Iceblader Brigid").apply("attack with Phobos Dragoon")
    sc.play_turn("greedy:all_in=0")          # b's turn ends: Dragron Captain attacks, or not
    sc.play_turn("greedy")                   # a's turn
    assert sc.state()["active"] == "b"       # b's next turn, after its Refresh Step
    field = {f["card"]: f["exhausted"] for f in sc.field("b")}
    assert field == {"Phobos Dragoon": True, "Dragron Captain": False}


@pytest.mark.parametrize("card,cost", [("EVA-02 -Engagement Complete-", 4),   # NERV: 5 - 1
                                       ("Quicksand Dragon", 3)])             # not NERV
def test_st07_009_eva_00_symbol_is_red_and_purple_too_for_a_nerv_card(position, card, cost):
    sc = position(two(a={"reserve": 9, "hand": [card], "field": ["EVA-00 -Activation Test-"]}))
    assert f"play {card} (cost {cost})" in sc.legal_actions()


@pytest.mark.parametrize("other,returned", [("Phantasm Archking Zenas", "Phantasm Archking Zenas"),
                                            ("Blade Dino Parasaur", "Blade Dino Parasaur"),
                                            ("Dragron Captain", None)])
def test_bss01_068_snowflaken_lv2_blocking_returns_a_spirit_with_confront_or_curse(
        position, other, returned):
    sc = position(two(a={"field": [{"card": "Snowflaken", "cores": 4}]},
                      b={"field": ["Raineedle", other]}, active="b", step="attack"))
    sc.dictate("block Snowflaken").apply("attack with Raineedle")
    assert sc.player("b")["hand"] == ([returned] if returned else [])


def test_st06_013_honorable_duel_lv2_refreshes_a_golem_or_war_god_at_your_end_step(position):
    sc = position(two(a={"field": [{"card": "Honorable Duel", "cores": 2},
                                   {"card": "Raineedle", "exhausted": True},
                                   {"card": "Retainer Myo-oh Rudra", "exhausted": True}]}))
    sc.apply("end").apply("end").apply("end")          # Main, Attack, Second Main: End Step
    assert sc.state()["active"] == "b"
    assert [f["exhausted"] for f in sc.field("a")] == [False, True, False]


def test_st03_014_holy_elixir_burst_puts_two_void_cores_in_the_trash_then_pays_for_refresh(
        position):
    sc = position(two(a={"reserve": 4, "hand": ["Holy Elixir"],
                         "field": [{"card": "Mechabeast Fortress Naumanngard", "exhausted": True},
                                   {"card": "Armored Dragonship Enterprise", "exhausted": True},
                                   {"card": "Raineedle", "exhausted": True}]},
                      b={"reserve": 6, "hand": ["Valkyrie Mist"]}))
    sc.apply("set burst Holy Elixir").apply("end").apply("end").apply("end")   # b's turn
    sc.apply("play Valkyrie Mist")        # When Summoned: returns Raineedle (cost 7 or less)
    a = sc.player("a")
    # 2 cores from the Void, then the cost (4 less 1 for the white symbols) paid
    assert a["trash_cores"] == 2 + 3 and a["trash"] == ["Holy Elixir"]
    assert [f["exhausted"] for f in sc.field("a")] == [False, False]


def test_st03_014_holy_elixir_flash_refreshes_two_that_then_cannot_attack(position):
    sc = position(two(a={"reserve": 4, "hand": ["Holy Elixir"],
                         "field": [{"card": "Raineedle", "exhausted": True},
                                   {"card": "Dragron Captain", "exhausted": True},
                                   "Quicksand Dragon"]}))
    sc.apply("flash Holy Elixir").apply("end")                  # to the Attack Step
    assert [f["exhausted"] for f in sc.field("a")] == [False, False, False]
    assert sc.legal_actions() == ["end", "attack with Quicksand Dragon #2"]


@pytest.mark.parametrize("cores,returned", [(5, ["Racoon Guard"]), (3, [])])
def test_st03_008_buffalong_bill_lv3_when_blocks_effects_also_happen_when_attacking(
        position, cores, returned):
    # its own When Blocks returns an opponent spirit costing 5 or less (the pilot takes
    # the strongest): at Lv3 (5 cores) its attack does it too
    sc = position(two(a={"field": [{"card": "Buffalong Bill", "cores": cores}]},
                      b={"field": ["Raineedle", "Racoon Guard"]}, step="attack"))
    sc.dictate("no block").apply("attack with Buffalong Bill")
    assert sc.player("b")["hand"] == returned


@pytest.mark.parametrize("cores,refreshed", [(4, True), (1, False)])
def test_bss01_061_naumanngard_lv2_a_refresh_step_follows_your_attack_step(position, cores,
                                                                            refreshed):
    sc = position(two(a={"field": [{"card": "Mechabeast Fortress Naumanngard", "cores": cores},
                                   "Raineedle"]}, step="attack"))
    sc.apply("attack with Raineedle").apply("end")              # to the Second Main Step
    assert sc.state()["step"] == "main2"
    assert sc.field("a")[1]["exhausted"] is not refreshed


# ---- events other cards watch: draws, returns, Life, exhaustion

def test_bss01_111_rocket_city_lv2_the_opponent_discards_after_drawing_outside_its_draw_step(
        position):
    sc = position(two(a={"field": [{"card": "Rocket City", "cores": 3}]},
                      b={"reserve": 9, "hand": ["Charged Draw", "Dragron Captain"]},
                      active="b"))
    sc.apply("play Charged Draw")             # b draws 2, then discards its cheapest card
    assert sorted(sc.player("b")["hand"]) == ["Dragron Captain", "Raineedle"]
    assert sorted(sc.player("b")["trash"]) == ["Charged Draw", "Raineedle"]


def test_st03_004_mechawing_duck_gains_a_core_when_an_opponent_spirit_goes_back_to_hand(
        position):
    # a blocks with Odin Type-X (Lv2): its When Blocks returns the attacker (cost 3 or less)
    sc = position(two(a={"field": ["Mechawing Duck",
                                   {"card": "Fortress God Knight Odin Type-X", "cores": 3}]},
                      b={"field": ["Raineedle", "Quicksand Dragon"]}, active="b", step="attack"))
    sc.dictate("block Fortress God Knight Odin Type-X").apply("attack with Raineedle")
    assert sc.player("b")["hand"] == ["Raineedle"]
    assert sc.field("a")[0]["cores"] == 2


LIFE_FLASH = '''
game = "bss"

[[card]]
id = "BSS01-135"   # (a test card: its [Main]/[Flash] effect here is one Life from the Void)
effect = 1
do = [{ op = "life" }]
'''


def test_bss01_092_arcana_knight_hex_draws_when_your_life_increases_in_your_attack_step(
        tmp_path, bss):
    import decksim
    f = tmp_path / "life.toml"
    f.write_text(LIFE_FLASH)
    sc = decksim.scenario(two(a={"reserve": 9, "hand": ["Gleam of Hope"],
                                 "field": ["Arcana Knight Hex", "Raineedle"]}, step="attack"),
                          card_files=(str(f),), game="bss")
    sc.dictate("flash Gleam of Hope").apply("attack with Raineedle")
    a = sc.player("a")
    assert a["life"] == 6 and a["hand"] == ["Raineedle"]


def test_bss01_106_netherworld_depths_draws_when_an_opponent_spirit_is_exhausted(position):
    sc = position(two(a={"field": ["Netherworld Depths", "Racoon Guard"]},
                      b={"field": ["Raineedle"]}, active="b", step="attack"))
    sc.dictate("no block").apply("attack with Raineedle")        # attacking exhausts it
    assert sc.player("a")["hand"] == ["Raineedle"]


def test_st06_008_rammer_golem_destroys_a_cost_4_spirit_when_your_blue_nexus_is_exhausted(
        position):
    # Nirvana's Raid (Lv2) exhausts the Colosseum to refresh it as it attacks
    sc = position(two(a={"field": [{"card": "Conquest Myo-oh Nirvana", "cores": 3},
                                   "Ancient Colosseum", "Rammer Golem"]},
                      b={"field": ["Quicksand Dragon", "Mithril Golem"]}, step="attack"))
    sc.apply("attack with Conquest Myo-oh Nirvana")
    assert sc.field("a")[1]["exhausted"]
    assert names(sc.field("b")) == ["Mithril Golem"]             # cost 6: out of reach


def test_st06_011_bulltopdog_puts_a_void_core_on_your_spirit_for_each_spirit_crushed(position):
    sc = position(two(a={"field": ["Conquest Myo-oh Nirvana", "Battlebeast Bulltopdog"]},
                      b={"deck": ["Raineedle", "Charged Draw", "Quicksand Dragon", "Raineedle"]},
                      step="attack"))
    sc.apply("attack with Conquest Myo-oh Nirvana")     # Crush 2 at Lv1: the top 3 cards
    assert sorted(sc.player("b")["trash"]) == ["Charged Draw", "Quicksand Dragon", "Raineedle"]
    assert sum(f["cores"] for f in sc.field("a")) == 2 + 2         # two spirit cards


@pytest.mark.parametrize("lv", [1, 2])
def test_st05_012_stump_city_the_first_attacker_gains_1000_bp_a_green_spirit(position, lv):
    sc = position(two(a={"field": ["Leafwolf", "Caprihorn",
                                   {"card": "Sacred Tree Stump City", "cores": 3 if lv == 2 else 0}]},
                      b={"reserve": 0}, step="attack"))
    sc.apply("attack with Leafwolf").apply("attack with Caprihorn")
    assert [f["bp"] for f in sc.field("a")[:2]] == [2000 + 2000, 1000]


# ---- replacement effects: a spirit that would be destroyed is saved (op "save")

DESTROY_FLASH = '''
game = "bss"

[[card]]
id = "BSS01-120"   # (a test card: its [Flash] effect here destroys any spirit)
effect = 2
do = [{ op = "destroy" }]
'''


def _destroyed_by_a_flash(tmp_path, a, target):
    """b's test flash destroys a's `target` while a's Raineedle attacks."""
    import decksim
    f = tmp_path / "destroy.toml"
    f.write_text(DESTROY_FLASH)
    sc = decksim.scenario(two(a=a, b={"reserve": 5, "hand": ["Flame Breath"]}, step="attack"),
                          card_files=(str(f),), game="bss")
    sc.dictate("flash Flame Breath", f"target {target}").apply("attack with Raineedle")
    assert "Flame Breath" in sc.player("b")["trash"]
    return sc


@pytest.mark.parametrize("cores,saved", [(3, True), (1, False)])
def test_bss01_051_dirm_dyna_lv2_pays_a_core_to_stay_refreshed_when_an_opponent_effect_destroys(
        tmp_path, bss, cores, saved):
    sc = _destroyed_by_a_flash(tmp_path, {"reserve": 1, "soul": "trash", "field": [
        {"card": "Dualgun Mechlord Dirm Dyna", "cores": cores, "exhausted": True}, "Raineedle"]},
        "Dualgun Mechlord Dirm Dyna")
    if saved:
        assert sc.field("a")[0]["card"] == "Dualgun Mechlord Dirm Dyna"
        assert not sc.field("a")[0]["exhausted"] and sc.player("a")["reserve"] == 0
    else:
        assert sc.player("a")["trash"] == ["Dualgun Mechlord Dirm Dyna"]


@pytest.mark.parametrize("cores,saved", [(2, True), (1, False)])
def test_bss01_057_heavy_tank_curiosity_lv2_a_mecha_destroyed_by_an_opponent_effect_stays(
        tmp_path, bss, cores, saved):
    sc = _destroyed_by_a_flash(tmp_path, {"field": [
        "Raineedle", {"card": "Heavy Tank Curiosity", "cores": cores}]}, "Heavy Tank Curiosity")
    if saved:
        assert sc.field("a")[1]["card"] == "Heavy Tank Curiosity" and sc.field("a")[1]["exhausted"]
    else:
        assert sc.player("a")["trash"] == ["Heavy Tank Curiosity"]


@pytest.mark.parametrize("others,saved", [(["Raineedle", "Dragron Captain"], True),
                                          (["Raineedle"], False)])
def test_bss01_091_wonderland_alice_lv3_with_three_spirits_stays_exhausted_with_a_void_core(
        position, others, saved):
    sc = position(two(a={"field": [{"card": "Wonderland Alice", "cores": 3}] + others},
                      b={"field": [{"card": "Conquest Myo-oh Nirvana", "cores": 6}]},
                      step="attack"))
    # 7000 against 11000 less the 2000 of Alice's own attack effect
    sc.dictate("block Conquest Myo-oh Nirvana").apply("attack with Wonderland Alice")
    if saved:
        assert sc.field("a")[0]["card"] == "Wonderland Alice"
        assert sc.field("a")[0]["exhausted"] and sc.field("a")[0]["cores"] == 4
    else:
        assert sc.player("a")["trash"] == ["Wonderland Alice"]


def test_bss01_108_rotting_swamp_lv2_a_serpent_returns_to_hand_for_a_discard_once_a_turn(
        position):
    sc = position(two(a={"hand": ["Raineedle"],
                         "field": ["Segro Snake", "Dark King Snake Pendocles",
                                   {"card": "Rotting Swamp", "cores": 3}]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5},
                                   {"card": "Mithril Golem", "cores": 4}]}, step="attack"))
    sc.dictate("block Phobos Dragoon").apply("attack with Segro Snake")
    assert sc.player("a")["hand"] == ["Segro Snake"] and sc.player("a")["trash"] == ["Raineedle"]
    sc.dictate("block Mithril Golem").apply("attack with Dark King Snake Pendocles")
    assert sc.player("a")["trash"] == ["Raineedle", "Dark King Snake Pendocles"]   # once a turn


def test_st04_012_spiral_tower_lv2_exhausts_to_send_a_destroyed_yellow_spirit_to_the_hand(
        position):
    sc = position(two(a={"field": ["Gembeast Carbulc", {"card": "Spiral Tower", "cores": 2}]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}]}, step="attack"))
    sc.dictate("block Phobos Dragoon").apply("attack with Gembeast Carbulc")
    assert sc.player("a")["hand"] == ["Gembeast Carbulc"] and sc.player("a")["trash"] == []
    assert names(sc.field("a")) == ["Spiral Tower"] and sc.field("a")[0]["exhausted"]
    assert any("Gembeast Carbulc is destroyed" in line for line in sc.log_lines())


def test_bss01_013_thunder_leon_destroys_2000_bp_spirits_without_their_when_destroyed(position):
    # Flamefish with the Soul Core would destroy a 4000 BP spirit when destroyed
    sc = position(two(a={"reserve": 9, "hand": ["Stormbeast Emperor Thunder Leon"],
                         "field": ["Quicksand Dragon"]},
                      b={"soul": 0, "field": ["Flamefish", "Racoon Guard"]}))
    sc.apply("play Stormbeast Emperor Thunder Leon")
    assert names(sc.field("b")) == ["Racoon Guard"] and sc.player("b")["trash"] == ["Flamefish"]
    assert names(sc.field("a")) == ["Quicksand Dragon", "Stormbeast Emperor Thunder Leon"]


def test_bss01_135_gleam_of_hope_draws_and_gives_luster_and_blessed_spirits_1000(position):
    sc = position(two(a={"reserve": 9, "hand": ["Gleam of Hope"],
                         "field": ["War Angel Shin, Mindeye Celestial", "Hippocampo",
                                   "Caladrius"]}))      # Luster, Blessed, Luster only at Lv2
    before = [f["bp"] for f in sc.field("a")]
    sc.apply("flash Gleam of Hope")
    assert sc.player("a")["hand"] == ["Raineedle"]
    assert [f["bp"] - b for f, b in zip(sc.field("a"), before)] == [1000, 1000, 0]


@pytest.mark.parametrize("side,attacker,life", [("a", "Raineedle", 5), ("b", "Raineedle", 5),
                                                ("a", "Dragron Captain", 4)])
def test_bss01_002_arc_no_life_is_lost_to_an_attack_of_2000_bp_or_less(position, side,
                                                                       attacker, life):
    arc = ["Divine Halberd Dragon Arc"]
    sc = position(two(a={"field": [attacker] + (arc if side == "a" else [])},
                      b={"reserve": 0, "field": [] if side == "a" else arc}, step="attack"))
    sc.dictate(*(["no block"] if side == "b" else [])).apply(f"attack with {attacker}")
    assert sc.player("b")["life"] == life


# ---- protection, Life to the trash, magic costs, a destroyed card back from the trash

@pytest.mark.parametrize("cores,life", [(3, 4), (1, 5)])      # e2 at Lv2 only
def test_st03_001_elk_blocking_is_not_destroyed_and_lv2_takes_a_life_core_if_you_lost_none(
        position, cores, life):
    sc = position(two(a={"field": [{"card": "Divine Moonsky Beast Fanatech Elk", "cores": cores}]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}]},
                      active="b", step="attack"))
    sc.dictate("block Divine Moonsky Beast Fanatech Elk").apply("attack with Phobos Dragoon")
    assert names(sc.field("a")) == ["Divine Moonsky Beast Fanatech Elk"]    # 8000 vs 4000-6000
    sc.apply("end").apply("end")                              # b's Second Main, End Step
    assert sc.player("b")["life"] == life
    assert sc.player("b")["trash_cores"] == 5 - life


def test_bss01_073_fulla_no_core_of_it_or_of_a_soul_core_spirit_goes_to_the_opponent(position):
    sc = position(two(a={"soul": 1, "field": [{"card": "Head Icemaid Fulla", "cores": 2},
                                              {"card": "Raineedle", "cores": 2},
                                              {"card": "Dragron Captain", "cores": 2}]},
                      b={"reserve": 9, "hand": ["Poison Shot"]}, active="b"))
    sc.apply("flash Poison Shot")
    assert [f["cores"] for f in sc.field("a")] == [2, 2, 1]


def test_bss01_099_pentan_lv2_the_first_magic_of_each_turn_costs_1_less(position):
    sc = position(two(a={"reserve": 9, "hand": ["Charged Draw", "Charged Draw"],
                         "field": [{"card": "Pentan", "cores": 2}]}))
    assert "play Charged Draw (cost 3)" in sc.legal_actions()
    sc.apply("play Charged Draw")
    assert "play Charged Draw (cost 4)" in sc.legal_actions()


@pytest.mark.parametrize("step,reserve", [("attack", 9), ("main", 8)])
def test_bss01_086_iberix_in_an_attack_step_magic_has_one_more_yellow_reduction(
        position, step, reserve):
    # Drowsy Fumes: cost 2, one yellow reduction symbol; two yellow symbols on the field
    sc = position(two(a={"reserve": 9, "hand": ["Drowsy Fumes"],
                         "field": ["Sage Beast Iberix", "Gembeast Carbulc"]},
                      b={"field": ["Raineedle"]}, step=step))
    if step == "attack":
        sc.dictate("flash Drowsy Fumes", "no block").apply("attack with Gembeast Carbulc")
    else:
        sc.apply("flash Drowsy Fumes")
    assert sc.player("a")["reserve"] == reserve and sc.player("a")["trash"] == ["Drowsy Fumes"]


def test_bss01_115_flying_ark_luster_spirits_gain_2000_in_your_attack_step(position):
    sc = position(two(a={"field": ["War Angel Shin, Mindeye Celestial", "Flying Ark"]},
                      step="attack"))
    assert sc.field("a")[0]["bp"] == 2000 + 2000


def test_bss01_115_flying_ark_lv2_a_destroyed_luster_spirit_comes_back_to_hand(position):
    sc = position(two(a={"hand": [], "field": ["War Angel Shin, Mindeye Celestial",
                                               {"card": "Flying Ark", "cores": 2}]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}]},
                      active="b", step="attack"))
    sc.dictate("block War Angel Shin, Mindeye Celestial").apply("attack with Phobos Dragoon")
    assert sc.player("a")["hand"] == ["War Angel Shin, Mindeye Celestial"]
    assert sc.player("a")["trash"] == []


def test_st02_016_bloody_rain_burst_each_attack_this_turn_moves_a_core_from_the_attacker(
        position):
    sc = position(two(a={"reserve": 5, "hand": ["Bloody Rain"]},
                      b={"field": ["Raineedle", {"card": "Dragron Captain", "cores": 3},
                                   "Quicksand Dragon"]}))
    sc.apply("set burst Bloody Rain").apply("end").apply("end").apply("end")   # b's turn
    sc.apply("end")                                            # b's Attack Step
    sc.apply("attack with Raineedle")                          # a loses a Life: the burst
    assert sc.player("a")["life"] == 4 and "Bloody Rain" in sc.player("a")["trash"]
    # Quicksand Dragon (one core, its Lv1 cost) could not pay without being depleted
    assert sc.legal_actions() == ["end", "attack with Dragron Captain #1"]
    reserve = sc.player("b")["reserve"]
    sc.apply("attack with Dragron Captain")
    assert sc.field("b")[1]["cores"] == 2 and sc.player("b")["reserve"] == reserve + 1


@pytest.mark.parametrize("attacker,exhausts", [("Rooster Zodiac Emperor Gale Phoenix", True),
                                               ("Leafwolf", True),          # Swift
                                               ("Leafbeak Toucan", False)])
def test_st05_001_gale_phoenix_when_it_or_a_swift_spirit_wins_comparing_bp_exhausts_one(
        position, attacker, exhausts):
    field = ["Rooster Zodiac Emperor Gale Phoenix"] + ([attacker] if attacker[0] == "L" else [])
    sc = position(two(a={"field": field}, b={"field": ["Raineedle", "Dragron Captain"]},
                      step="attack"))
    sc.dictate("block Raineedle").apply(f"attack with {attacker}")
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert sc.field("b")[0]["exhausted"] is exhausts


def test_st01_013_star_altar_moves_the_cores_of_a_destroyed_soul_core_spirit_to_another(
        position):
    sc = position(two(a={"soul": 0, "field": [{"card": "Raineedle", "cores": 3}, "Dragron Captain",
                                              "Star Altar"]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}]}, step="attack"))
    sc.dictate("block Phobos Dragoon").apply("attack with Raineedle")     # 4000 vs 8000
    assert sc.player("a")["trash"] == ["Raineedle"]
    f = sc.field("a")[0]
    assert f["card"] == "Dragron Captain" and f["cores"] == 1 + 3 and f["soul"]
    assert sc.player("a")["reserve"] == 4        # its 3 cores went to the Reserve, then onto it


def test_st03_003_mechatrice_keeps_on_top_what_it_can_pay_for_next_turn_and_sends_down_the_rest(
        position):
    sc = position(two(a={"reserve": 5, "hand": ["Mechatrice"],
                         "deck": ["Mechabeast Fortress Naumanngard", "Racoon Guard", "Raineedle",
                                  "Raineedle"]}))
    sc.apply("play Mechatrice")               # cost 4 and a Lv1 core: 5 cores next turn
    assert sc.player("a")["deck"] == ["Racoon Guard", "Raineedle", "Raineedle",
                                      "Mechabeast Fortress Naumanngard"]


@pytest.mark.parametrize("soul,draws", [("reserve", True), ("trash", False)])
def test_st03_013_heaven_piercing_castle_pays_the_soul_core_to_draw_when_the_opponent_draws(
        position, soul, draws):
    sc = position(two(a={"soul": soul, "field": ["Heaven-Piercing Castle"]},
                      b={"reserve": 9, "hand": ["Charged Draw"]}, active="b"))
    sc.apply("play Charged Draw")
    assert sc.player("a")["hand"] == (["Raineedle"] if draws else [])
    assert sc.player("a")["soul"] == "trash"


def test_st02_013_purple_smoke_valley_draws_when_your_effect_drains_an_opponent_spirit(
        position):
    sc = position(two(a={"reserve": 9, "hand": ["Poison Shot"], "field": ["Purple Smoke Valley"]},
                      b={"field": ["Raineedle"]}))
    sc.apply("flash Poison Shot")              # its one core taken: depleted
    assert sc.player("b")["trash"] == ["Raineedle"]
    assert sc.player("a")["hand"] == ["Raineedle"]


@pytest.mark.parametrize("trash,refreshed", [(10, True), (7, True), (6, False)])
def test_st06_002_francis_lv2_has_raid_1_while_the_opponent_trash_holds_ten(position, trash,
                                                                           refreshed):
    # its own Crush (Lv2 + 1: three cards) goes first: 7 + 3 make ten
    sc = position(two(a={"field": [{"card": "Island Bearer Francis", "cores": 4},
                                   "Ancient Colosseum"]},
                      b={"reserve": 0, "trash": ["Raineedle"] * trash}, step="attack"))
    sc.apply("attack with Island Bearer Francis")
    assert sc.field("a")[0]["exhausted"] is not refreshed
    assert sc.field("a")[1]["exhausted"] is refreshed


def test_bss01_008_syntarsaurus_lv2_attacking_gains_1000_bp_per_terrasaur_you_control(position):
    sc = position(two(a={"field": [{"card": "Syntarsaurus", "cores": 3}, "Pentaceratop",
                                   "Ankylosauroid Gaston", "Raineedle"]},
                      b={"field": [{"card": "Mithril Golem", "cores": 3}]}, step="attack"))
    sc.dictate("block Mithril Golem").apply("attack with Syntarsaurus")
    assert "A attacks with Syntarsaurus (8000 BP)" in sc.log_lines()     # 5000 + 3 x 1000
    assert sc.field("a")[0]["bp"] == 5000                                 # not attacking now


@pytest.mark.parametrize("lepri", [True, False])
def test_bss01_095_lepri_a_blocker_of_a_luster_spirit_is_lv1_in_the_battle(position, lepri):
    field = [{"card": "War Angel Shin, Mindeye Celestial", "cores": 2}] + (
        ["Crafter Fairy Lepri"] if lepri else [])
    sc = position(two(a={"field": field}, b={"field": [{"card": "Racoon Guard", "cores": 2}]},
                      step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with War Angel Shin, Mindeye Celestial")
    # 3000 against Racoon Guard's Lv2 5000, or its Lv1 3000: both destroyed
    assert sc.player("a")["trash"] == ["War Angel Shin, Mindeye Celestial"]
    assert sc.player("b")["trash"] == (["Racoon Guard"] if lepri else [])


def test_bss01_104_thundering_peaks_a_spirit_lost_in_battle_brings_back_a_cheaper_one(position):
    sc = position(two(a={"trash": ["Quicksand Dragon", "Raineedle"],
                         "field": ["Dragron Captain", "Sacred Thundering Peaks"]},
                      b={"field": [{"card": "Phobos Dragoon", "cores": 5}]}, step="attack"))
    sc.dictate("block Phobos Dragoon").apply("attack with Dragron Captain")   # cost 3
    assert sc.player("a")["hand"] == ["Raineedle"]                           # cost 1 < 3


@pytest.mark.parametrize("cores,refreshed", [(3, True), (0, False)])
def test_bss01_104_thundering_peaks_lv2_the_first_confront_attacker_is_refreshed(
        position, cores, refreshed):
    sc = position(two(a={"field": ["Blade Dino Parasaur",
                                   {"card": "Sacred Thundering Peaks", "cores": cores}]},
                      b={"reserve": 0}, step="attack"))
    sc.apply("attack with Blade Dino Parasaur")
    assert sc.field("a")[0]["exhausted"] is not refreshed


@pytest.mark.parametrize("top,cores", [("Charged Draw", 1), ("Raineedle", 2)])
def test_bss01_107_amethyst_palace_a_milled_non_spirit_takes_an_opponent_core(position, top,
                                                                             cores):
    sc = position(two(a={"reserve": 9, "hand": ["Ancient Amethyst Palace"],
                         "deck": [top, "Raineedle"]},
                      b={"field": [{"card": "Racoon Guard", "cores": 2}]}))
    sc.apply("play Ancient Amethyst Palace")
    assert sc.player("a")["trash"] == [top] and sc.field("b")[0]["cores"] == cores


@pytest.mark.parametrize("soul,reserve", [(0, 9), ("reserve", 8)])
def test_bss01_076_michaela_lv2_with_the_soul_core_magic_costs_nothing_in_an_attack_step(
        position, soul, reserve):
    sc = position(two(a={"reserve": 9, "soul": soul, "hand": ["Drowsy Fumes"],
                         "field": [{"card": "Archangel Michaela", "cores": 4}, "Raineedle"]},
                      step="attack"))
    sc.dictate("flash Drowsy Fumes").apply("attack with Raineedle")
    assert sc.player("a")["trash"] == ["Drowsy Fumes"]
    # without her effect Drowsy Fumes costs 1 (2 less her yellow symbol)
    assert sc.player("a")["reserve"] == reserve


def test_bss01_084_ryute_in_a_main_step_life_cores_go_onto_it_instead(position):
    sc = position(two(a={"reserve": 9, "hand": ["Counter Sword"],
                         "field": ["Heavenblade Dragon Ryute"]}))
    sc.apply("play Counter Sword")
    assert sc.player("a")["life"] == 5 and sc.field("a")[0]["cores"] == 2


def test_bss01_084_ryute_lv3_your_spirits_are_not_returned_by_the_opponent_in_your_turn(
        position):
    # Odin Type-X blocking (Lv2) would return a spirit costing 3 or less
    sc = position(two(a={"field": [{"card": "Heavenblade Dragon Ryute", "cores": 3},
                                   "Quicksand Dragon"]},
                      b={"field": [{"card": "Fortress God Knight Odin Type-X", "cores": 3}]},
                      step="attack"))
    sc.dictate("block Fortress God Knight Odin Type-X").apply("attack with Quicksand Dragon")
    assert sc.player("a")["hand"] == []


def test_bss01_102_ancient_fault_lv2_a_terrasaur_win_destroys_a_spirit_of_the_beaten_bp(
        position):
    sc = position(two(a={"field": ["Pentaceratop", {"card": "Ancient Fault", "cores": 1}]},
                      b={"field": ["Racoon Guard", "Dragron Captain", "Phobos Dragoon"]},
                      step="attack"))
    sc.dictate("block Racoon Guard").apply("attack with Pentaceratop")    # 5000 vs 3000
    assert names(sc.field("b")) == ["Phobos Dragoon"]                       # 3000 too: gone


@pytest.mark.parametrize("others,level", [(["Raineedle"], 3), (["Raineedle", "Raineedle"], 1)])
def test_bss01_022_dinoman_is_lv3_while_you_have_two_spirits_or_fewer(position, others, level):
    sc = position(two(a={"field": ["Dinoman Tyrannoid"] + others + ["Volcanic Canyon"]}))
    assert sc.field("a")[0]["level"] == level
    assert sc.field("a")[0]["bp"] == (6000 if level == 3 else 2000)


@pytest.mark.parametrize("other,level", [("Pentaceratop", 3), ("Raineedle", 1)])
def test_bss01_007_gigano_rex_is_lv3_while_your_spirits_are_terrasaurs_or_emperor_beasts(
        position, other, level):
    sc = position(two(a={"field": ["Jurassic King Gigano Rex", other, "Bearded Eagle"]}))
    assert sc.field("a")[0]["level"] == level


@pytest.mark.parametrize("field,cost", [(["Pentaceratop", "Bearded Eagle"], 4),   # 8 - 2 x 2
                                        (["Raineedle", "Dragron Captain"], 6)])   # 8 - 2
def test_bss01_007_gigano_rex_counts_terrasaur_and_emperor_beast_symbols_twice_for_itself(
        position, field, cost):
    sc = position(two(a={"reserve": 12, "hand": ["Jurassic King Gigano Rex"], "field": field}))
    assert f"play Jurassic King Gigano Rex (cost {cost})" in sc.legal_actions()


@pytest.mark.parametrize("cores,blocks", [(2, True), (3, False)])
def test_bss01_060_pegacyone_lv2_with_the_soul_core_blocks_exhausted_a_two_core_attacker(
        position, cores, blocks):
    sc = position(two(a={"soul": 0, "field": [{"card": "Pegacyone", "cores": 2,
                                               "exhausted": True}]},
                      b={"field": [{"card": "Dragron Captain", "cores": cores}]},
                      active="b", step="attack"))
    if blocks:
        sc.dictate("block Pegacyone").apply("attack with Dragron Captain")
        assert any(line.startswith("A blocks with Pegacyone") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            sc.dictate("block Pegacyone").apply("attack with Dragron Captain")


@pytest.mark.parametrize("reserve,blocks", [(3, True), (4, False)])
def test_bss01_130_suppression_paid_with_the_soul_core_lets_its_spirit_block_exhausted(
        position, reserve, blocks):
    # it costs 3 (4 less Racoon Guard's white symbol), paid from the Reserve: the Soul Core
    # (counted in it) goes last, so with 3 it is paid and with 4 it is not
    sc = position(two(a={"reserve": reserve, "hand": ["Suppression"],
                         "field": [{"card": "Racoon Guard", "cores": 2, "exhausted": True}]},
                      b={"field": ["Dragron Captain"]}, active="b", step="attack"))
    answers = ["flash Suppression", "block Racoon Guard"]
    if blocks:
        sc.dictate(*answers).apply("attack with Dragron Captain")
        assert any(line.startswith("A blocks with Racoon Guard (8000") for line in sc.log_lines())
    else:
        with pytest.raises(ScenarioError, match="not asked for or not legal"):
            sc.dictate(*answers).apply("attack with Dragron Captain")
