"""EBD02 in the SVE pool: Falise, Innocent Sea Spray (EBD02-003), the set's one card
not printed elsewhere, played in exact positions with the scenario API; the set's
leader loads (its other cards are reprints of BP01 and BP05 cards)."""
import decksim
from scenario_kit import make, names

# Mage followers and spells of printed cost 3 or less, and what is not one
DECK = ["Fighter", "Goliath", "Craig, Wizard of Mysteria", "Remi & Rami, Witchy Duo",
        "Insight", "Magic Missile", "Fighter", "Fighter"]


def test_falise_fanfare_puts_one_mage_follower_and_one_mage_spell_into_ex_3_cheaper():
    sc = make({"pp": 6, "hand": ["Falise, Innocent Sea Spray"], "deck": list(DECK)})
    sc.apply("play Falise, Innocent Sea Spray")
    ex = sc.zone("a", "ex")
    pool = decksim.pool()
    types = sorted(pool.lookup(c).type for c in ex)
    assert types == ["follower", "spell"]
    assert all("Mage" in pool.lookup(c).traits for c in ex)
    deck = sc.zone("a", "deck")
    assert len(deck) == len(DECK) - 2
    assert deck[:3] == DECK[5:]                      # the 3 not looked at are on top now
    rest = list(DECK[:5])
    for c in ex:
        rest.remove(c)
    assert sorted(deck[3:]) == sorted(rest)          # the other 3 looked at went under
    # 0 PP left: both cost 3 less this turn, so the follower (cost <= 3) is free
    follower = next(c for c in ex if pool.lookup(c).type == "follower")
    sc.apply(f"play {follower} from ex")
    assert follower in names(sc.field("a")) and sc.player("a")["pp"] == 0


def test_falise_takes_nothing_that_is_not_a_cheap_mage_card():
    deck = ["Fighter", "Goliath", "Sun Oracle Pascale", "Magical Strategy", "Angelic Snipe",
            "Fighter"]
    sc = make({"pp": 6, "hand": ["Falise, Innocent Sea Spray"], "deck": deck})
    sc.apply("play Falise, Innocent Sea Spray")
    assert sc.zone("a", "ex") == []                # 4-cost Mage cards are not taken
    assert sc.zone("a", "deck")[0] == "Fighter"    # the sixth card, on top; the five under it
    assert sorted(sc.zone("a", "deck")[1:]) == sorted(deck[:5])


def test_falise_deals_2_to_an_enemy_follower_whenever_you_play_a_mage_card():
    sc = make({"pp": 3, "hand": ["Insight", "Fighter"], "field": ["Falise, Innocent Sea Spray"]},
              {"field": ["Goliath"]})
    sc.apply("play Fighter")                       # not a Mage card: nothing
    assert sc.field("b")[0]["damage"] == 0
    sc.apply("play Insight")
    assert sc.field("b")[0]["damage"] == 2
