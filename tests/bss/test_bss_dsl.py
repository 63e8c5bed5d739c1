"""The Battle Spirits effect words of docs/cards.md that the built-in encodings
may not use yet, from a user card file (`--cards`, `game = "bss"`): gates,
counts, summoning by an effect, continuous "cannot attack / block"."""
import pytest

import decksim
from bss_kit import names, two

WORDS = '''
game = "bss"

[[card]]
id = "ST04-012"   # Spiral Tower
effect = 1
do = [{ op = "summon", from = "hand", cost = 2, free = true }]

[[card]]
id = "ST04-003"   # Airavatah
effect = 1
do = [{ op = "summon", from = "trash", cost = 2, free = true }]

[[card]]
id = "BSS01-015"  # Dilophoza
effect = 1
do = [{ op = "cant_block" }]

[[card]]
id = "ST07-009"   # EVA-00 -Activation Test-
effect = 1
do = [{ op = "cant_attack", on = "always" }]

[[card]]
id = "BSS01-008"  # (a test of count and per: BP for each Terrasaur, when it attacks)
effect = 2
do = [{ op = "count", n = "all", family = "TERRASAUR", on = "attacks" },
      { op = "bp_turn", who = "self", amount = 1000, per = true, on = "attacks" }]

[[card]]
id = "ST07-012"   # (a test of a gate: draw when you hold 5 cards or fewer)
effect = 1
do = [{ op = "if_hand_at_most", amount = 5, on = "deployed" }, { op = "draw", on = "deployed" }]
'''


def with_cards(tmp_path, text):
    """position(spec) with the card file `text` loaded beside the built-in cards."""
    f = tmp_path / "cards.toml"
    f.write_text(text)

    def make(spec):
        return decksim.scenario(spec, card_files=(str(f),), game="bss")
    return make


@pytest.fixture
def words(tmp_path, bss):
    return with_cards(tmp_path, WORDS)


def test_summon_from_the_hand_free_needs_only_lv1_cores(words):
    sc = words(two(a={"reserve": 4, "hand": ["Spiral Tower", "Sword Angel"]}))
    sc.apply("play Spiral Tower")                      # cost 3, then Sword Angel free
    assert names(sc.field("a")) == ["Spiral Tower", "Sword Angel"]
    assert sc.field("a")[1]["cores"] == 1 and sc.player("a")["reserve"] == 0


def test_summon_from_the_trash_when_destroyed_and_its_when_summoned_effects(words):
    sc = words(two(a={"field": ["Dragron Captain"]},
                   b={"reserve": 1, "trash": ["Sword Angel"], "field": ["Airavatah"]},
                   step="attack"))
    sc.dictate("block Airavatah").apply("attack with Dragron Captain")
    assert names(sc.field("b")) == ["Sword Angel"]
    assert sc.player("b")["trash"] == ["Airavatah"]


def test_cant_block_keeps_a_refreshed_spirit_from_blocking(words):
    sc = words(two(a={"field": ["Dragron Captain"]}, b={"field": ["Dilophoza"]}, step="attack"))
    sc.apply("attack with Dragron Captain")            # no block is asked: none is possible
    assert sc.player("b")["life"] == 4


def test_cant_attack_keeps_a_spirit_out_of_the_attack_list(words):
    sc = words(two(a={"field": ["EVA-00 -Activation Test-", "Raineedle"]}, step="attack"))
    assert sc.legal_actions() == ["end", "attack with Raineedle #1"]


def test_count_and_per_give_bp_for_each_card_found(words):
    # Syntarsaurus (Lv2) counts the Terrasaurs a controls (itself and two Parasaurs)
    sc = words(two(a={"field": [{"card": "Syntarsaurus", "cores": 3}, "Blade Dino Parasaur",
                                "Blade Dino Parasaur"]}, step="attack"))
    base = sc.field("a")[0]["bp"]
    sc.apply("attack with Syntarsaurus")
    assert sc.field("a")[0]["bp"] == base + 3 * 1000


@pytest.mark.parametrize("hand,draws", [(1, 1), (6, 0)])
def test_a_gate_lets_the_rest_of_its_effect_happen_only_when_it_holds(words, hand, draws):
    # Shinji Ikari (a test encoding): when deployed, draw if you hold 5 cards or fewer
    sc = words(two(a={"reserve": 9, "hand": ["Shinji Ikari"] + ["Raineedle"] * hand}))
    sc.apply("play Shinji Ikari")
    assert len(sc.player("a")["hand"]) == hand + draws


MORE = '''
game = "bss"

[[card]]
id = "BSS01-122"  # Deadly Balance
effect = 1
do = [{ op = "destroy", chooser = "opponent" }, { op = "destroy", who = "yours" }]

[[card]]
id = "ST01-014"   # Charged Draw's [Main] effect replaced: both players discard (who = any)
effect = 1
do = [{ op = "discard", who = "any", amount = 2 }]

[[card]]
id = "BSS01-128"  # Regain
effect = 1
do = [{ op = "refresh", who = "yours", filters = ["not_attacking"] }]
'''


@pytest.fixture
def more(tmp_path, bss):
    return with_cards(tmp_path, MORE)


def test_chooser_opponent_lets_the_opponent_pick_its_own_spirit_to_lose(more):
    sc = more(two(a={"reserve": 9, "hand": ["Deadly Balance"], "field": ["Raineedle",
                                                                      "Dragron Captain"]},
                  b={"field": ["Mobile Golem", "Demo Bones"]}))
    sc.apply("flash Deadly Balance")
    assert names(sc.field("b")) == ["Mobile Golem"]    # b gave up its weakest
    assert len(sc.field("a")) == 1


def test_who_any_makes_both_players_discard(more):
    sc = more(two(a={"reserve": 9, "hand": ["Charged Draw"] + ["Raineedle"] * 3},
                  b={"hand": ["Raineedle"] * 3}))
    sc.apply("play Charged Draw")
    assert len(sc.player("a")["hand"]) == 1 and len(sc.player("b")["hand"]) == 1


def test_not_attacking_leaves_the_attacker_out(more):
    sc = more(two(a={"reserve": 9, "hand": ["Regain"],
                     "field": ["Dragron Captain", {"card": "Raineedle", "exhausted": True}]},
                  step="attack"))
    sc.dictate("flash Regain").apply("attack with Dragron Captain")
    f = {x["card"]: x for x in sc.field("a")}
    assert f["Dragron Captain"]["exhausted"] and not f["Raineedle"]["exhausted"]
