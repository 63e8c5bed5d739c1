"""Battle Spirits Standard rules on exact positions (decksim/games/bss/scenario.py),
named after the rule numbers of battle-spirits-standard-rules-1.0."""
import pytest

from bss_kit import RED_DECK, names, two
from decksim.cards.errors import DeckError
from decksim.games.bss.scenario import ScenarioError


# ---- 6 setup

def test_6_1_1_a_deck_of_39_cards_is_refused(bss, bss_pool):
    text = "\n".join(["3 Raineedle", "3 Quicksand Dragon", "3 Dragron Captain", "3 Phobos Dragoon",
                      "3 Oviraptodon", "3 Ankylosauroid Gaston", "3 Pentaceratop",
                      "3 Horned Penguin", "3 Bearded Eagle", "3 Vajranoceros", "3 Chainviper",
                      "3 Skeleviper", "3 Bone Scout"])
    with pytest.raises(DeckError, match=r"39 cards; a deck needs 40 or more \(6-1-1\)"):
        bss.parse_deck(text, bss_pool, "d.txt")


def test_6_1_1_1_2_four_copies_of_a_card_are_refused_naming_the_line(bss, bss_pool):
    text = "Game: bss\n4 Raineedle\n" + "3 Quicksand Dragon\n" * 1 + "3 Dragron Captain\n"
    with pytest.raises(DeckError, match=r"d.txt, line 2: 4 copies of 'Raineedle'"):
        bss.parse_deck(text, bss_pool, "d.txt")


def test_6_1_1_an_unknown_card_names_the_line_and_a_near_name(bss, bss_pool):
    with pytest.raises(DeckError, match=r"d.txt, line 1: unknown Battle Spirits card "
                                        r"'Rainedle'; did you mean 'Raineedle'"):
        bss.parse_deck("3 Rainedle\n", bss_pool, "d.txt")


def test_6_2_1_3_life_5_and_a_reserve_of_3_cores_and_the_soul_core(bss, bss_decks, bss_pool):
    a = bss_decks["st01_red_star_dragons"]
    sc = bss.new_scenario(a, a, bss_pool, (1, 2), first=0)
    for side in "ab":
        p = sc.player(side)
        assert p["life"] == 5
        assert p["soul"] == "reserve"
    assert sc.player("a")["reserve"] == 4            # 7-3-3: no Core Step on turn 1
    assert sc.player("b")["reserve"] == 4


def test_6_2_1_5_four_cards_each_and_the_first_player_draws_on_turn_1(bss, bss_decks, bss_pool):
    a = bss_decks["st01_red_star_dragons"]
    sc = bss.new_scenario(a, a, bss_pool, (1, 2), first=0)
    assert len(sc.player("a")["hand"]) == 5          # 4 + the Draw Step (7-4-2)
    assert len(sc.player("b")["hand"]) == 4
    assert len(sc.player("a")["deck"]) == 48 - 5


def test_6_2_1_8_a_redraw_puts_the_hand_back_and_draws_4_again(bss, bss_decks, bss_pool):
    a = bss_decks["st01_red_star_dragons"]
    sc = bss.new_scenario(a, a, bss_pool, (1, 2), first=1,
                          pilots=("greedy:redraw_cost=-1", "greedy"))
    assert len(sc.player("a")["hand"]) == 4 and len(sc.player("a")["deck"]) == 44
    assert any("A redraws" in line for line in sc.log_lines())


# ---- 7 the turn

def test_7_3_2_the_core_step_adds_a_core_from_the_void(position):
    sc = position(two(a={"reserve": 0}, b={"reserve": 2}))
    sc.play_turn()
    assert sc.state()["active"] == "b"
    assert sc.player("b")["reserve"] == 3
    assert sc.player("b")["cores_from_void"] == -2 + 1    # built 2 short of 4, then +1


def test_7_3_3_and_7_7_2_the_first_players_first_turn_has_no_core_or_attack_step(position):
    sc = position(two(a={"reserve": 4, "field": ["Dragron Captain"]}, turn=1))
    assert "attack" not in " ".join(sc.legal_actions())
    sc.apply("end")
    assert sc.state()["active"] == "b" and sc.player("b")["life"] == 5


def test_7_4_2_the_draw_step_draws_the_top_card(position):
    sc = position(two(b={"deck": ["Quicksand Dragon"] + RED_DECK}))
    sc.play_turn()
    assert sc.player("b")["hand"] == ["Quicksand Dragon"]


def test_7_5_2_the_refresh_step_refreshes_and_returns_the_trash_cores(position):
    sc = position(two(b={"reserve": 0, "trash_cores": 3, "soul": "trash",
                         "field": [{"card": "Dragron Captain", "exhausted": True}]}))
    sc.play_turn("greedy:keep=99")
    b = sc.player("b")
    assert b["field"][0]["exhausted"] is False
    assert b["trash_cores"] == 0 and b["soul"] == "reserve"
    assert b["reserve"] == 3 + 1                      # the trash's three, the Core Step's one


def test_1_3_8_no_cards_in_the_deck_at_the_start_step_loses(position):
    sc = position(two(b={"deck": []}))
    sc.play_turn()
    assert sc.winner == "a"
    assert any("no cards in the deck" in line for line in sc.log_lines())


def test_1_3_8_the_last_card_drawn_loses_only_at_the_next_start_step(position):
    sc = position(two(b={"deck": ["Raineedle"]}))
    sc.play_turn()
    assert sc.winner is None and sc.player("b")["deck"] == []
    sc.play_turn()
    assert sc.winner is None                          # a's turn: a has cards
    sc.play_turn()
    assert sc.winner == "a"


def test_7_9_1_1_bp_gained_during_this_turn_expires_at_the_end_step(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "bp_turn": 2000}]}))
    assert sc.field("a")[0]["bp"] == 5000
    sc.play_turn("greedy:keep=99")
    assert sc.field("a")[0]["bp"] == 3000


# ---- 2-3, 11 costs

@pytest.mark.parametrize("reds,cost", [(0, 3), (1, 2), (2, 1), (3, 1)])
def test_2_3_3_the_cost_falls_by_one_per_field_symbol_up_to_the_reduction_symbols(position,
                                                                                 reds, cost):
    sc = position(two(a={"reserve": 9, "hand": ["Quicksand Dragon"],
                         "field": ["Raineedle"] * reds}))
    assert f"play Quicksand Dragon (cost {cost})" in sc.legal_actions()


def test_2_3_3_symbols_of_another_colour_do_not_reduce(position):
    sc = position(two(a={"reserve": 9, "hand": ["Quicksand Dragon"],
                         "field": ["Demo Bones", "Skull Fly"]}))
    assert "play Quicksand Dragon (cost 3)" in sc.legal_actions()


def test_11_1_1_5_the_summon_cost_goes_to_the_trash_and_11_1_1_6_lv1_cores_onto_the_spirit(
        position):
    sc = position(two(a={"reserve": 5, "hand": ["Quicksand Dragon"]}))
    sc.apply("play Quicksand Dragon")
    a = sc.player("a")
    assert a["trash_cores"] == 3 and a["reserve"] == 1
    assert a["field"][0]["cores"] == 1 and a["field"][0]["level"] == 1


def test_11_1_1_6_a_spirit_is_not_summoned_without_cores_for_its_lv1_cost(position):
    sc = position(two(a={"reserve": 3, "hand": ["Quicksand Dragon"]}))
    assert not any(x.startswith("play") for x in sc.legal_actions())


def test_11_1_1_5_field_cores_above_a_spirits_lv1_cost_can_pay(position):
    sc = position(two(a={"reserve": 0, "hand": ["Quicksand Dragon"],
                         "field": [{"card": "Dragron Captain", "cores": 4}]}))
    sc.apply("play Quicksand Dragon")                 # cost 3 - 1 red = 2, and 1 core on it
    f = sc.field("a")
    assert names(f) == ["Dragron Captain", "Quicksand Dragon"]
    assert f[0]["cores"] == 1 and f[1]["cores"] == 1
    assert sc.player("a")["trash_cores"] == 2


def test_11_2_1_6_a_nexus_needs_no_cores_and_3_3_3_3_is_never_depleted(position):
    sc = position(two(a={"reserve": 4, "hand": ["Scorched Battlefield"]}))
    sc.apply("play Scorched Battlefield")
    f = sc.field("a")
    assert f[0]["card"] == "Scorched Battlefield" and f[0]["cores"] == 0 and f[0]["level"] == 1
    assert sc.player("a")["reserve"] == 0
    sc.play_turn()
    assert names(sc.field("a")) == ["Scorched Battlefield"]


# ---- 2-8, 3-2-5, 7-6-1-2-2 cores and levels

@pytest.mark.parametrize("cores,level,bp", [(1, 1, 3000), (2, 2, 4000), (3, 2, 4000),
                                            (4, 3, 7000), (6, 3, 7000)])
def test_2_8_3_the_level_is_the_highest_whose_cost_the_cores_meet(position, cores, level, bp):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": cores}]}))
    f = sc.field("a")[0]
    assert (f["level"], f["bp"]) == (level, bp)


def test_7_6_1_2_2_cores_move_from_the_reserve_onto_a_spirit_and_level_it(position):
    sc = position(two(a={"reserve": 3, "field": ["Dragron Captain"]}))
    sc.apply("core onto Dragron Captain")
    f = sc.field("a")[0]
    assert (f["cores"], f["level"], f["bp"]) == (2, 2, 4000)
    assert sc.player("a")["reserve"] == 2 and sc.player("a")["level_ups"] == 1


def test_7_6_1_2_2_a_core_moves_off_a_spirit_only_down_to_its_lv1_cost(position):
    sc = position(two(a={"reserve": 0, "field": [{"card": "Dragron Captain", "cores": 2}]}))
    assert "core off Dragron Captain #0" in sc.legal_actions()
    sc.apply("core off Dragron Captain")
    assert sc.field("a")[0]["cores"] == 1
    assert "core off Dragron Captain #0" not in sc.legal_actions()


def test_7_6_1_2_2_the_soul_core_moves_onto_a_spirit(position):
    sc = position(two(a={"reserve": 2, "field": ["Dragron Captain"]}))
    sc.apply("soul core onto Dragron Captain")
    assert sc.field("a")[0]["soul"] and sc.field("a")[0]["cores"] == 2
    assert sc.player("a")["soul"] == 0


def test_3_2_5_4_a_spirit_below_its_lv1_cost_is_depleted_to_the_trash(position):
    sc = position(two(a={"reserve": 1, "field": [{"card": "Dragron Captain", "cores": 0},
                                                 "Raineedle"]}))
    sc.apply("core onto Raineedle")
    assert names(sc.field("a")) == ["Raineedle"]
    assert sc.player("a")["trash"] == ["Dragron Captain"]
    assert any("is depleted" in line for line in sc.log_lines())


# ---- 8 attack and battle

def test_8_1_1_1_an_attack_exhausts_the_attacker_and_3_2_4_a_new_spirit_attacks(position):
    sc = position(two(a={"reserve": 2, "hand": ["Raineedle"]}, step="main"))
    sc.apply("play Raineedle").apply("end")
    sc.apply("attack with Raineedle")               # (b has no blocker: nothing asked)
    assert sc.field("a")[0]["exhausted"]
    assert "attack with Raineedle #0" not in sc.legal_actions()


def test_8_1_5_1_an_unblocked_attack_takes_life_per_symbol_into_the_reserve(position):
    sc = position(two(a={"field": ["Dragron Captain"]}, b={"reserve": 0}, step="attack"))
    sc.apply("attack with Dragron Captain")
    assert sc.player("b")["life"] == 4 and sc.player("b")["reserve"] == 1


def test_1_3_2_1_taking_the_last_life_wins_at_once(position):
    sc = position(two(a={"field": ["Dragron Captain"]}, b={"life": 1}, step="attack"))
    sc.apply("attack with Dragron Captain")
    assert sc.winner == "a"


def test_8_1_6_1_the_lower_bp_spirit_is_destroyed(position):
    sc = position(two(a={"field": ["Dragron Captain"]},
                      b={"field": ["Raineedle", "Quicksand Dragon"]}, step="attack"))
    sc.dictate("block Quicksand Dragon").apply("attack with Dragron Captain")
    assert names(sc.field("b")) == ["Raineedle"]
    assert sc.player("b")["trash"] == ["Quicksand Dragon"]
    assert sc.player("b")["life"] == 5 and sc.player("b")["blocks"] == 1


def test_8_1_6_1_equal_bp_destroys_both(position):
    sc = position(two(a={"field": ["Dragron Captain"]}, b={"field": ["Seabeast Dugong"]},
                      step="attack"))
    sc.dictate("block Seabeast Dugong").apply("attack with Dragron Captain")
    assert sc.field("a") == [] and sc.field("b") == []


def test_8_1_3_1_an_exhausted_spirit_cannot_block(position):
    sc = position(two(a={"field": ["Dragron Captain"]},
                      b={"field": [{"card": "Mobile Golem", "exhausted": True}]}, step="attack"))
    with pytest.raises(ScenarioError, match="not asked for or not legal"):
        sc.dictate("block Mobile Golem").apply("attack with Dragron Captain")
    assert sc.player("b")["life"] == 4


def test_4_5_4_a_destroyed_spirits_cores_and_soul_core_go_to_its_owners_reserve(position):
    sc = position(two(a={"field": ["Dragron Captain"]},
                      b={"reserve": 0, "soul": 0, "field": [{"card": "Quicksand Dragon",
                                                             "cores": 2}]}, step="attack"))
    sc.dictate("block Quicksand Dragon").apply("attack with Dragron Captain")
    b = sc.player("b")
    assert b["field"] == [] and b["reserve"] == 2 and b["soul"] == "reserve"
    assert sc.broken_invariant() == 0


def test_8_1_1_1_after_attacking_a_spirit_cannot_block_on_the_opponents_turn(position):
    sc = position(two(a={"field": ["Dragron Captain"]}, b={"life": 2, "field": ["Mobile Golem"]},
                      step="attack"))
    sc.dictate("no block").apply("attack with Dragron Captain")
    sc.apply("end").apply("end")                      # attack step, second main step
    assert sc.state()["active"] == "b"
    # b's Golem is refreshed (it blocked nothing), a's Captain is still exhausted
    assert sc.field("a")[0]["exhausted"] and not sc.field("b")[0]["exhausted"]


# ---- 8-1-2, 9, 10-2-2, 11-3: flash timings, effects, pending states, magic

def test_8_1_2_1_the_defender_has_the_first_flash_right(position):
    # both hold Charged Draw (+2000 to a spirit at Flash); the defender's resolves first
    sc = position(two(a={"reserve": 9, "field": ["Dragron Captain"], "hand": ["Charged Draw"]},
                      b={"reserve": 9, "field": ["Quicksand Dragon"], "hand": ["Charged Draw"]},
                      step="attack"))
    sc.dictate("flash Charged Draw", "flash Charged Draw", "block Quicksand Dragon")
    sc.apply("attack with Dragron Captain")
    effects = [line for line in sc.log_lines() if "Charged Draw effect" in line]
    assert effects[0].startswith("B:") and effects[1].startswith("A:")


def test_8_1_5_2_1_no_bp_comparison_when_the_attacker_left_the_field(position):
    # b's Burning Force at the Flash Timing after the block destroys the attacker
    sc = position(two(a={"field": ["Quicksand Dragon"]},
                      b={"reserve": 9, "field": ["Raineedle", "Dragron Captain"],
                         "hand": ["Burning Force"]}, step="attack"))
    # b passes before the block (8-1-2-1), blocks, then destroys the attacker (8-1-4-1)
    sc.dictate("pass", "block Raineedle", "flash Burning Force")
    sc.apply("attack with Quicksand Dragon")
    assert sc.field("a") == []
    assert names(sc.field("b")) == ["Raineedle", "Dragron Captain"]   # 1000 BP survived
    assert sc.player("b")["life"] == 5


def test_1_4_6_bp_lowered_below_0_counts_as_0(position):
    sc = position(two(a={"reserve": 9, "hand": ["Drowsy Fumes"]}, b={"field": ["Raineedle"]}))
    sc.apply("flash Drowsy Fumes")                       # -2000 on a 1000 BP spirit
    assert sc.field("b")[0]["bp"] == 0


def test_10_2_2_3_a_destroyed_spirits_effect_uses_the_level_it_had(position):
    # White Hole Dragon's When Destroyed (Lv3 only) destroys a spirit of 6000 BP or less
    sc = position(two(a={"field": [{"card": "Pentaceratop", "cores": 3}, "Dragron Captain"]},
                      b={"field": [{"card": "White Hole Dragon", "cores": 4}]}, step="attack"))
    sc.dictate("block White Hole Dragon").apply("attack with Pentaceratop")   # 8000 vs 6000
    assert names(sc.field("a")) == ["Pentaceratop"]      # the effect took the Captain
    assert sc.field("b") == []


def test_10_2_2_3_below_that_level_the_when_destroyed_effect_does_not_happen(position):
    sc = position(two(a={"field": [{"card": "Pentaceratop", "cores": 3}, "Dragron Captain"]},
                      b={"field": [{"card": "White Hole Dragon", "cores": 3}]}, step="attack"))
    sc.dictate("block White Hole Dragon").apply("attack with Pentaceratop")   # Lv2: 5000
    assert names(sc.field("a")) == ["Pentaceratop", "Dragron Captain"]


def test_5_11_2_depletion_is_not_destruction_no_when_destroyed(position):
    # Bronze Golem: When Destroyed puts a core on one of your nexuses; depleted, it does not
    sc = position(two(a={"reserve": 1, "field": [{"card": "Bronze Golem", "cores": 0},
                                                 "Scorched Battlefield"]}))
    sc.apply("core onto Scorched Battlefield")
    assert names(sc.field("a")) == ["Scorched Battlefield"]
    assert sc.field("a")[0]["cores"] == 1                # only the core moved onto it


def test_12_2_1_12_a_destroyed_spirits_when_destroyed_effect_happens(position):
    sc = position(two(a={"field": ["Mobile Golem"]},
                      b={"field": ["Bronze Golem", "Scorched Battlefield"]}, step="attack"))
    sc.dictate("block Bronze Golem").apply("attack with Mobile Golem")    # 4000 vs 3000
    assert names(sc.field("b")) == ["Scorched Battlefield"]
    assert sc.field("b")[0]["cores"] == 1


def test_11_3_1_6_a_used_magic_goes_to_the_trash_after_its_effect(position):
    sc = position(two(a={"reserve": 9, "hand": ["Charged Draw"]}))
    sc.apply("play Charged Draw")
    a = sc.player("a")
    assert a["trash"] == ["Charged Draw"] and len(a["hand"]) == 2


def test_burst_is_set_in_the_main_step_and_activates_when_the_opponent_destroys_a_spirit(
        position):
    # Landmine: when the opponent destroys your spirit, destroy one of theirs of 3000 BP or
    # less; then pay its cost for its Flash effect (docs/cards.md, Burst)
    sc = position(two(a={"reserve": 1, "hand": ["Landmine"], "field": ["Raineedle"]},
                      b={"field": ["Dragron Captain", "Quicksand Dragon"]}))
    sc.apply("set burst Landmine")
    assert sc.player("a")["hand"] == [] and sc.broken_invariant() == 0
    sc.apply("end")                                      # a's turn 3: Attack Step
    sc.apply("end").apply("end")                         # then Second Main, End: b's turn
    sc.apply("end").dictate("block Raineedle").apply("attack with Dragron Captain")
    assert "A's burst Landmine activates" in sc.log_lines()
    assert sc.player("a")["trash"][-1] == "Landmine"
    assert len(sc.field("b")) == 1                       # one of b's two spirits destroyed


def test_1_3_8_drawing_from_an_empty_deck_by_an_effect_is_not_a_loss(position):
    sc = position(two(a={"reserve": 9, "deck": ["Raineedle"], "hand": ["Charged Draw"]}))
    sc.apply("play Charged Draw")                        # draw 2 from a 1-card deck
    assert sc.winner is None and sc.player("a")["deck"] == []
    assert sc.player("a")["hand"] == ["Raineedle"]
