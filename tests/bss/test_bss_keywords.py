"""The Battle Spirits keywords the engine plays (docs/cards.md, Keywords), on
exact positions; each card here has the keyword and no other effect."""
from bss_kit import RED_DECK, names, two


def test_confront_the_defender_must_block_with_a_spirit_if_able(position):
    sc = position(two(a={"field": [{"card": "Fierce Gorer Horngrizzly", "cores": 3}]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.apply("attack with Fierce Gorer Horngrizzly")       # Lv2: Confront; b may not decline
    assert sc.player("b")["life"] == 5 and sc.player("b")["blocks"] == 1
    assert sc.field("b") == []


def test_confront_only_at_the_levels_that_have_it(position):
    sc = position(two(a={"field": [{"card": "Fierce Gorer Horngrizzly", "cores": 1}]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.dictate("no block").apply("attack with Fierce Gorer Horngrizzly")
    assert sc.player("b")["life"] == 4 and sc.player("b")["blocks"] == 0


def test_curse_destroys_the_blocker_at_the_end_of_battle_even_when_the_attacker_falls(position):
    sc = position(two(a={"field": ["Boa-trictor"]}, b={"field": ["Mobile Golem"]},
                      step="attack"))
    sc.dictate("block Mobile Golem").apply("attack with Boa-trictor")
    assert sc.field("a") == [] and sc.field("b") == []     # 2000 vs 4000, then Curse
    assert sc.player("b")["trash"] == ["Mobile Golem"]


def test_armor_stops_an_opponents_effect_of_its_colours(position):
    # Gatliphant: Armor against red and white; Nebula Dragon Andromeda (red) destroys one
    # spirit of 3000 BP or less when summoned: only Raineedle can be chosen
    sc = position(two(a={"reserve": 9, "hand": ["Nebula Dragon Andromeda"]},
                      b={"field": ["Gatliphant", "Raineedle"]}))
    sc.dictate("target Gatliphant")                    # not a legal target: left unanswered
    try:
        sc.apply("play Nebula Dragon Andromeda")
    except ValueError:
        pass
    assert names(sc.field("b")) == ["Gatliphant"]


def test_awaken_moves_the_cores_above_lv1_from_the_other_spirits_onto_it(position):
    sc = position(two(a={"reserve": 0, "field": [
        {"card": "Primal Bird Phoeneryx", "cores": 1},
        {"card": "Dragron Captain", "cores": 4}, {"card": "Quicksand Dragon", "cores": 3}]}))
    sc.apply("awaken Primal Bird Phoeneryx")
    f = sc.field("a")
    assert [x["cores"] for x in f] == [1 + 3 + 2, 1, 1]
    assert f[0]["level"] == 2 and f[0]["bp"] == 5000


def test_awaken_in_the_flash_timing_wins_a_battle_the_spirit_would_lose(position):
    sc = position(two(a={"field": ["Mobile Golem"]},
                      b={"reserve": 0, "field": [{"card": "Primal Bird Phoeneryx", "cores": 1},
                                                 {"card": "Dragron Captain", "cores": 4}]},
                      step="attack"))
    sc.dictate("block Primal Bird Phoeneryx").apply("attack with Mobile Golem")
    # the defender's pilot awakens after the block: 3000 -> 5000 beats the Golem's 4000
    assert names(sc.field("a")) == []
    assert sc.field("b")[0]["card"] == "Primal Bird Phoeneryx" and sc.field("b")[0]["bp"] == 5000


def test_blessed_gains_a_life_when_its_attack_takes_one(position):
    sc = position(two(a={"life": 3, "field": ["Hippocampo"]}, step="attack"))
    sc.apply("attack with Hippocampo")
    assert sc.player("b")["life"] == 4 and sc.player("a")["life"] == 4
    assert sc.broken_invariant() == 0


def test_crush_mills_level_plus_its_number_from_the_opponents_deck(position):
    # Great Javelin Morgan: Crush 1; at Lv2 (3 cores) it mills 2 + 1
    sc = position(two(a={"field": [{"card": "Great Javelin Morgan", "cores": 3}]},
                      b={"deck": ["Quicksand Dragon"] * 3 + RED_DECK}, step="attack"))
    sc.apply("attack with Great Javelin Morgan")
    assert sc.player("b")["trash"] == ["Quicksand Dragon"] * 3
    assert len(sc.player("b")["deck"]) == 10


def test_gale_exhausts_the_defenders_other_spirits_when_blocked(position):
    sc = position(two(a={"field": ["Loyal Retainer Ezowolf"]},
                      b={"field": ["Mobile Golem", "Raineedle", "Quicksand Dragon"]},
                      step="attack"))
    sc.dictate("block Mobile Golem").apply("attack with Loyal Retainer Ezowolf")
    exhausted = [f["card"] for f in sc.field("b") if f["exhausted"]]
    assert "Mobile Golem" in exhausted and len(exhausted) == 2   # the blocker and one more


def test_swift_summons_a_blocker_in_the_flash_timing_from_the_reserve(position):
    sc = position(two(a={"field": [{"card": "Dragron Captain", "cores": 1}]},
                      b={"reserve": 6, "hand": ["Wind Tiger Tiguard"]}, step="attack"))
    sc.dictate("flash Wind Tiger Tiguard")
    sc.apply("attack with Dragron Captain")
    # cost 5 (no green symbol on b's field) and 1 core on it: the whole Reserve; then b's
    # pilot trades it for the Captain (3000 vs 3000, 8-1-6-1)
    assert sc.player("b")["life"] == 5 and sc.player("b")["blocks"] == 1
    assert sc.field("a") == [] and sc.field("b") == []
    assert sc.player("b")["trash_cores"] == 5


def test_raid_exhausts_a_nexus_to_refresh_the_attacker(position):
    sc = position(two(a={"field": [{"card": "Aberrant Seabeast Seapolyp", "cores": 3},
                                   "Scorched Battlefield"]}, step="attack"))
    sc.apply("attack with Aberrant Seabeast Seapolyp")
    f = {x["card"]: x for x in sc.field("a")}
    assert not f["Aberrant Seabeast Seapolyp"]["exhausted"]
    assert f["Scorched Battlefield"]["exhausted"]
    sc.apply("attack with Aberrant Seabeast Seapolyp")        # Raid 1: once a turn
    assert sc.field("a")[0]["exhausted"]
    assert sc.player("b")["life"] == 3


def test_a_granted_keyword_acts_like_its_own_siegwurm_gives_awaken_spirits_confront(position):
    # Imperial Thunder Dragon Siegwurm at Lv3: your spirits with Awaken gain Confront in
    # your Attack Step; Moonbow Dragoon (Awaken) must then be blocked
    sc = position(two(a={"field": [{"card": "Imperial Thunder Dragon Siegwurm", "cores": 5},
                                   "Moonbow Dragoon"]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.apply("attack with Moonbow Dragoon")             # no "no block" choice for b
    assert sc.player("b")["blocks"] == 1 and sc.player("b")["life"] == 5


def test_no_granted_keyword_below_the_level_that_grants_it(position):
    sc = position(two(a={"field": [{"card": "Imperial Thunder Dragon Siegwurm", "cores": 3},
                                   "Moonbow Dragoon"]},
                      b={"field": ["Raineedle"]}, step="attack"))
    sc.dictate("no block").apply("attack with Moonbow Dragoon")
    assert sc.player("b")["blocks"] == 0 and sc.player("b")["life"] == 4


def test_luster_the_magic_used_in_its_battle_comes_back_to_the_hand(position):
    # Caladrius (Lv2: Luster) attacks; a uses Charged Draw's Flash effect in the battle
    sc = position(two(a={"reserve": 9, "hand": ["Charged Draw"],
                         "field": [{"card": "Caladrius", "cores": 3}]},
                      b={"field": ["Mobile Golem"]}, step="attack"))
    sc.dictate("pass", "block Mobile Golem", "flash Charged Draw")   # a passes, b blocks
    sc.apply("attack with Caladrius")
    assert "Charged Draw" in sc.player("a")["hand"] and sc.player("a")["trash"] == []


def test_without_luster_the_magic_stays_in_the_trash(position):
    sc = position(two(a={"reserve": 9, "hand": ["Charged Draw"],
                         "field": [{"card": "Caladrius", "cores": 1}]},
                      b={"field": ["Mobile Golem"]}, step="attack"))
    sc.dictate("pass", "block Mobile Golem", "flash Charged Draw")
    sc.apply("attack with Caladrius")
    a = sc.player("a")
    assert "Charged Draw" in a["trash"] and "Charged Draw" not in a["hand"]


def test_ascend_costs_all_the_cores_of_a_spirit_of_its_cost_or_more(position):
    # Dinosaur Harrier Turborex: Ascend 3; Dragron Captain (cost 3) gives its 4 cores
    sc = position(two(a={"reserve": 4, "hand": ["Dinosaur Harrier Turborex"],
                         "field": [{"card": "Dragron Captain", "cores": 4}, "Raineedle"]}))
    sc.apply("play Dinosaur Harrier Turborex")          # cost 6 (no white symbol)
    assert names(sc.field("a")) == ["Raineedle", "Dinosaur Harrier Turborex"]
    assert sc.player("a")["trash"] == ["Dragron Captain"]      # depleted, not destroyed
    assert sc.broken_invariant() == 0


def test_ascend_without_a_spirit_to_pay_it_cannot_be_summoned(position):
    sc = position(two(a={"reserve": 12, "hand": ["Dinosaur Harrier Turborex"],
                         "field": ["Raineedle"]}))             # cost 1: too cheap
    assert not any(a.startswith("play Dinosaur") for a in sc.legal_actions())
