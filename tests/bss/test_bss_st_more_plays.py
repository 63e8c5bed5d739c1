"""More encoded effects of the starter decks ST01 .. ST07, written with the DSL's
step and battle-end triggers, event filters (`when`, `who = "it"`) and keyword
filters (`has`), played on exact positions (decksim/games/bss/scenario.py): one or
more tests per encoded effect, each named after what the card does."""

from decksim.core.bss.action_codes import A_ATTACK, A_PLAY
from bss_kit import RED_DECK, names, two

STAR_ALTAR = "Star Altar"
PARASAUR = "Blade Dino Parasaur"
NORN = "Spring of Norn"
CASTLE = "Heaven-Piercing Castle"
BRANBOAR = "Explosive Charger Branboar"
GRUN = "Viridian Dragonrider Grun"
CRAG = "Airborne Crag"
COLOSSEUM = "Ancient Colosseum"
ACTIVATION_TEST = "EVA-00 -Activation Test-"
REI = "Rei Ayanami"
EVA00_YASHIMA = "EVA-00 -Operation Yashima-"

LEVEL_RECHECK = ("engine: triggers.fire checks each row's level again after the rows before "
                 "it resolved, so a cost that lowers the spirit's level stops the rest of an "
                 "effect that had already begun")


def card(sc, side, name):
    return next(f for f in sc.field(side) if f["card"] == name)


def summon_now(sc, side, name):
    """Summon a hand card in the step the game is in (no card summons in the Attack
    Step yet: Swift is not played there by the scenario API): the engine's own
    summon (actions.apply_main), as a Swift summon would."""
    p = "ab".index(side)
    h = sc.player(side)["hand"].index(name)
    sc.actions.apply_main(sc.S, sc.cp.CT, sc.cp.AB, sc.PR, sc.rng, p, A_PLAY + h, sc.L, sc.ak)


def attack_to_battle_end(sc, name, *answers):
    """One attack by the turn player's `name` through the engine's attack loop
    (mainphase.attacks), which ends the battle with its battle-end trigger (8-1-7-1);
    sc.apply does not (see test_st05_008_battle_end_effect_through_the_scenario_api).
    The attack is dictated, then `answers`; no other spirit of the attacker may be
    refreshed (the loop would go on with the pilot's attacks)."""
    st = sc.st
    p = int(sc.S[st.G_ACTIVE])
    slot = names(sc.field("ab"[p])).index(name)
    sc.S[st.G_DQ] = A_ATTACK + slot
    sc.S[st.G_DQ_N] = 1
    sc.dictate(*answers)
    sc.loop.attacks(sc.S, sc.cp.CT, sc.cp.AB, sc.PR, sc.rng, sc.L, sc.ak)
    assert sc.S[st.G_DQ_N] == 0
    return sc


# ---- ST01

def _parasaur_attacks(position, cores, soul):
    sc = position(two(a={"soul": soul, "deck": ["Skull Fly"] + RED_DECK,
                         "field": [{"card": PARASAUR, "cores": cores}]}, step="attack"))
    sc.apply(f"attack with {PARASAUR}")
    return sc


def test_st01_007_lv2_attack_pays_the_soul_core_to_draw_a_card(position):
    sc = _parasaur_attacks(position, 4, 0)
    assert sc.player("a")["hand"] == ["Skull Fly"]
    assert sc.player("a")["soul"] == "trash" and sc.player("a")["trash_cores"] == 1
    assert sc.field("a")[0]["cores"] == 3
    assert sc.broken_invariant() == 0


def test_st01_007_without_the_soul_core_on_it_nothing_is_drawn(position):
    sc = _parasaur_attacks(position, 4, "reserve")
    assert sc.player("a")["hand"] == []
    assert sc.field("a")[0]["cores"] == 4 and sc.player("a")["trash_cores"] == 0


def test_st01_007_lv1_attack_pays_nothing(position):
    sc = _parasaur_attacks(position, 2, 0)
    assert sc.player("a")["hand"] == [] and sc.player("a")["soul"] == 0


def test_st01_007_paying_the_soul_core_that_drops_it_to_lv1_still_draws(position):
    sc = _parasaur_attacks(position, 3, 0)         # Lv2 with 3 cores; 2 after the payment
    assert sc.player("a")["soul"] == "trash"
    assert sc.player("a")["hand"] == ["Skull Fly"]


def _star_altar_battle(position, attacker, altar_cores=3, altar_exhausted=False):
    sc = position(two(a={"field": [{"card": attacker, "cores": 3},
                                   {"card": STAR_ALTAR, "cores": altar_cores,
                                    "exhausted": altar_exhausted}]},
                      b={"field": ["Demo Bones"]}, step="attack"))
    sc.dictate("block Demo Bones").apply(f"attack with {attacker}")
    assert sc.field("b") == []                     # the attacker won its battle
    return sc


def test_st01_013_lv2_exhausts_to_refresh_a_blocked_star_dragon(position):
    sc = _star_altar_battle(position, "Raineedle")
    assert not card(sc, "a", "Raineedle")["exhausted"]
    assert card(sc, "a", STAR_ALTAR)["exhausted"]
    assert "attack with Raineedle #0" in sc.legal_actions()     # it may attack again


def test_st01_013_a_blocked_spirit_of_another_family_stays_exhausted(position):
    sc = _star_altar_battle(position, "Dragron Captain")
    assert card(sc, "a", "Dragron Captain")["exhausted"]
    assert not card(sc, "a", STAR_ALTAR)["exhausted"]


def test_st01_013_an_exhausted_star_altar_cannot_pay(position):
    sc = _star_altar_battle(position, "Raineedle", altar_exhausted=True)
    assert card(sc, "a", "Raineedle")["exhausted"]


def test_st01_013_lv1_refreshes_nothing(position):
    sc = _star_altar_battle(position, "Raineedle", altar_cores=0)
    assert card(sc, "a", "Raineedle")["exhausted"]
    assert not card(sc, "a", STAR_ALTAR)["exhausted"]


# ---- ST03

def _norn_at_opponents_attack_step(position, norn_cores, active="b"):
    sc = position(two(a={"field": [{"card": NORN, "cores": norn_cores},
                                   {"card": "Mobile Golem", "exhausted": True},
                                   {"card": "Brontech", "exhausted": True},
                                   {"card": "Greygarmr", "exhausted": True}]},
                      b={"field": ["Demo Bones"]}, active=active))
    sc.apply("end")                                 # the turn player's Attack Step starts
    assert sc.state()["step"] == "attack"
    return sc


def test_st03_012_lv1_refreshes_one_spirit_with_no_effects_at_the_opponents_attack_step(
        position):
    sc = _norn_at_opponents_attack_step(position, 0)
    refreshed = [f["card"] for f in sc.field("a")[1:] if not f["exhausted"]]
    assert len(refreshed) == 1 and refreshed[0] in ("Mobile Golem", "Brontech")
    assert card(sc, "a", "Greygarmr")["exhausted"]             # it has effects


def test_st03_012_lv2_refreshes_all_your_spirits_with_no_effects(position):
    sc = _norn_at_opponents_attack_step(position, 2)
    assert not card(sc, "a", "Mobile Golem")["exhausted"]
    assert not card(sc, "a", "Brontech")["exhausted"]
    assert card(sc, "a", "Greygarmr")["exhausted"]
    sc.dictate("block Mobile Golem").apply("attack with Demo Bones")   # and they block
    assert sc.field("b") == []


def test_st03_012_your_own_attack_step_refreshes_nothing(position):
    sc = _norn_at_opponents_attack_step(position, 2, active="a")
    assert all(f["exhausted"] for f in sc.field("a")[1:])


def _castle_attack(position, attacker, attacker_cores, castle_cores=2, trash_cores=3):
    sc = position(two(a={"trash_cores": trash_cores,
                         "field": [{"card": attacker, "cores": attacker_cores},
                                   {"card": CASTLE, "cores": castle_cores}]}, step="attack"))
    sc.apply(f"attack with {attacker}")
    assert sc.player("b")["life"] == 4
    return sc


def test_st03_013_lv2_puts_two_trash_cores_on_an_attacker_with_a_block_effect(position):
    sc = _castle_attack(position, "Greygarmr", 1)
    g = card(sc, "a", "Greygarmr")
    assert g["cores"] == 3 and g["level"] == 2
    assert sc.player("a")["trash_cores"] == 1
    assert sc.broken_invariant() == 0


def test_st03_013_puts_on_only_what_the_trash_holds(position):
    sc = _castle_attack(position, "Greygarmr", 1, trash_cores=1)
    assert card(sc, "a", "Greygarmr")["cores"] == 2
    assert sc.player("a")["trash_cores"] == 0


def test_st03_013_an_attacker_without_a_block_effect_gets_no_core(position):
    sc = _castle_attack(position, "Raineedle", 1)
    assert card(sc, "a", "Raineedle")["cores"] == 1
    assert sc.player("a")["trash_cores"] == 3


def test_st03_013_lv1_puts_no_core(position):
    sc = _castle_attack(position, "Greygarmr", 1, castle_cores=0)
    assert card(sc, "a", "Greygarmr")["cores"] == 1


# ---- ST05

def test_st05_005_lv2_attack_that_destroys_only_the_blocker_refreshes_branboar(position):
    sc = position(two(a={"field": [{"card": BRANBOAR, "cores": 4}]},
                      b={"field": ["Mithril Golem"]}, step="attack"))
    sc.dictate("block Mithril Golem").apply(f"attack with {BRANBOAR}")
    assert sc.field("b") == []
    assert not sc.field("a")[0]["exhausted"]


def test_st05_005_lv2_block_that_destroys_only_the_attacker_refreshes_branboar(position):
    sc = position(two(a={"field": [{"card": BRANBOAR, "cores": 4}]},
                      b={"field": ["Mithril Golem"]}, active="b", step="attack"))
    sc.dictate(f"block {BRANBOAR}").apply("attack with Mithril Golem")
    assert sc.field("b") == []
    assert not sc.field("a")[0]["exhausted"]


def test_st05_005_lv1_win_leaves_branboar_exhausted(position):
    sc = position(two(a={"field": [{"card": BRANBOAR, "cores": 1}]},
                      b={"field": ["Demo Bones"]}, step="attack"))
    sc.dictate("block Demo Bones").apply(f"attack with {BRANBOAR}")
    assert sc.field("b") == []
    assert sc.field("a")[0]["exhausted"]


def test_st05_005_another_spirits_win_does_not_refresh_branboar(position):
    sc = position(two(a={"field": [{"card": BRANBOAR, "cores": 4, "exhausted": True},
                                   {"card": "Mithril Golem"}]},
                      b={"field": ["Demo Bones"]}, step="attack"))
    sc.dictate("block Demo Bones").apply("attack with Mithril Golem")
    assert sc.field("b") == []
    assert card(sc, "a", BRANBOAR)["exhausted"]


def _grun(position, cores, b_field=()):
    return position(two(a={"reserve": 0, "field": [{"card": GRUN, "cores": cores},
                                                   {"card": "Raineedle", "exhausted": True}]},
                        b={"field": list(b_field)}, step="attack"))


def test_st05_008_lv3_battle_end_moves_two_cores_to_give_a_spirit_3000_bp(position):
    sc = attack_to_battle_end(_grun(position, 5), GRUN, "target Raineedle")
    assert sc.player("b")["life"] == 4
    g = card(sc, "a", GRUN)
    assert g["cores"] == 3 and g["level"] == 2
    assert sc.player("a")["reserve"] == 2
    assert card(sc, "a", "Raineedle")["bp"] == 1000 + 3000
    assert sc.broken_invariant() == 0


def test_st05_008_the_3000_bp_may_go_to_grun_itself(position):
    sc = attack_to_battle_end(_grun(position, 5), GRUN, f"target {GRUN}")
    assert card(sc, "a", GRUN)["bp"] == 5000 + 3000
    assert card(sc, "a", "Raineedle")["bp"] == 1000


def test_st05_008_lv1_battle_end_does_nothing(position):
    sc = attack_to_battle_end(_grun(position, 2), GRUN)
    assert card(sc, "a", GRUN)["cores"] == 2 and sc.player("a")["reserve"] == 0


def test_st05_008_grun_destroyed_in_its_battle_does_nothing_after(position):
    sc = attack_to_battle_end(_grun(position, 5, [{"card": "Mithril Golem", "cores": 3}]),
                              GRUN, "block Mithril Golem")     # 9000 BP against 7000
    assert names(sc.field("a")) == ["Raineedle"]
    assert card(sc, "a", "Raineedle")["bp"] == 1000
    assert sc.player("a")["reserve"] == 5                   # its cores, none moved first


def test_st05_008_lv2_paying_two_cores_that_drop_it_to_lv1_still_gives_3000_bp(position):
    sc = attack_to_battle_end(_grun(position, 3), GRUN)
    assert card(sc, "a", GRUN)["cores"] == 1 and sc.player("a")["reserve"] == 2
    assert card(sc, "a", GRUN)["bp"] + card(sc, "a", "Raineedle")["bp"] == 4000 + 1000 + 3000


def test_st05_008_battle_end_effect_through_the_scenario_api(position):
    sc = _grun(position, 5)
    sc.apply(f"attack with {GRUN}")
    assert card(sc, "a", GRUN)["cores"] == 3 and sc.player("a")["reserve"] == 2


def test_st05_013_a_spirit_summoned_in_an_attack_step_gains_2000_bp(position):
    sc = position(two(a={"reserve": 5, "hand": ["Leafbeak Toucan"],
                         "field": [CRAG, "Raineedle"]}, step="attack"))
    summon_now(sc, "a", "Leafbeak Toucan")
    assert card(sc, "a", "Leafbeak Toucan")["bp"] == 3000 + 2000
    assert card(sc, "a", "Raineedle")["bp"] == 1000           # only the summoned one
    sc.apply("end")                                           # still this turn
    assert card(sc, "a", "Leafbeak Toucan")["bp"] == 5000


def test_st05_013_a_spirit_summoned_in_the_main_step_gains_nothing(position):
    sc = position(two(a={"reserve": 5, "hand": ["Leafbeak Toucan"], "field": [CRAG]}))
    sc.apply("play Leafbeak Toucan")
    assert card(sc, "a", "Leafbeak Toucan")["bp"] == 3000


def _crag_end_of_turn(position, crag_cores, soul=1):
    sc = position(two(a={"soul": soul, "field": [{"card": CRAG, "cores": crag_cores},
                                                 {"card": "Leafbeak Toucan", "exhausted": True},
                                                 {"card": "Antman Soldier", "exhausted": True}]}))
    sc.apply("end").apply("end").apply("end")       # main, attack, second main: b's turn
    assert sc.state()["active"] == "b"
    return sc


def test_st05_013_lv2_your_end_step_refreshes_the_spirit_with_the_soul_core(position):
    sc = _crag_end_of_turn(position, 2)
    assert not card(sc, "a", "Leafbeak Toucan")["exhausted"]   # it can block b's attacks
    assert card(sc, "a", "Antman Soldier")["exhausted"]


def test_st05_013_lv1_end_step_refreshes_nothing(position):
    sc = _crag_end_of_turn(position, 0)
    assert card(sc, "a", "Leafbeak Toucan")["exhausted"]


def test_st05_013_the_opponents_end_step_refreshes_nothing(position):
    sc = position(two(a={"soul": 1, "field": [{"card": CRAG, "cores": 2},
                                              {"card": "Leafbeak Toucan", "exhausted": True}]},
                      active="b"))
    sc.apply("end").apply("end").apply("end")       # b's turn ends; a's refresh step after
    assert sc.state()["active"] == "a"
    log = "\n".join(sc.log_lines())
    assert CRAG not in log


# ---- ST06

def test_st06_012_your_spirits_with_crush_gain_1000_bp(position):
    sc = position(two(a={"field": ["Retainer Myo-oh Rudra", "Mithril Golem", COLOSSEUM]},
                      b={"field": ["Giant Captain Jason"]}))
    assert card(sc, "a", "Retainer Myo-oh Rudra")["bp"] == 3000 + 1000
    assert card(sc, "a", "Mithril Golem")["bp"] == 6000              # no Crush
    assert card(sc, "b", "Giant Captain Jason")["bp"] == 4000        # not yours


def test_st06_012_a_spirit_whose_crush_is_lv2_gains_nothing_at_lv1(position):
    sc = position(two(a={"field": [{"card": "Tsathoggua", "cores": 1}, COLOSSEUM]}))
    assert card(sc, "a", "Tsathoggua")["bp"] == 4000


# ---- ST07

def test_st07_009_activation_test_on_the_field_cannot_attack(position):
    sc = position(two(a={"field": [ACTIVATION_TEST, "Raineedle"]}))
    sc.apply("end")                                 # the Attack Step
    acts = sc.legal_actions()
    assert "attack with Raineedle #1" in acts
    assert not any(ACTIVATION_TEST in x for x in acts)


def test_st07_009_activation_test_summoned_this_turn_cannot_attack(position):
    sc = position(two(a={"hand": [ACTIVATION_TEST]}))
    sc.apply(f"play {ACTIVATION_TEST}")
    assert names(sc.field("a")) == [ACTIVATION_TEST]
    sc.apply("end")
    assert sc.legal_actions() == ["end"]


def test_st07_009_activation_test_still_blocks(position):
    sc = position(two(a={"field": [ACTIVATION_TEST]}, b={"field": ["Raineedle"]},
                      active="b", step="attack"))
    sc.dictate(f"block {ACTIVATION_TEST}").apply("attack with Raineedle")
    assert sc.player("a")["life"] == 5


def _rei_at_opponents_attack_step(position, rei_cores):
    sc = position(two(a={"field": [{"card": REI, "cores": rei_cores},
                                   {"card": EVA00_YASHIMA, "exhausted": True},
                                   {"card": "Evangelion Test Type-01", "exhausted": True}]},
                      b={"field": ["Raineedle"]}, active="b"))
    sc.apply("end")
    return sc


def test_st07_013_lv2_refreshes_an_eva00_spirit_at_the_opponents_attack_step(position):
    sc = _rei_at_opponents_attack_step(position, 1)
    assert not card(sc, "a", EVA00_YASHIMA)["exhausted"]
    assert card(sc, "a", "Evangelion Test Type-01")["exhausted"]     # EVA-01


def test_st07_013_lv1_refreshes_nothing(position):
    sc = _rei_at_opponents_attack_step(position, 0)
    assert card(sc, "a", EVA00_YASHIMA)["exhausted"]
