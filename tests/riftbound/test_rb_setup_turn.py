"""Riftbound setup (110-118, Duel 462) and the Start and End of Turn (315, 317),
through the scenario API: the same engine functions the batches run."""
import pytest

from decksim.games.riftbound.scenario import Scenario

FURY = "Fury Rune"


@pytest.fixture(scope="module")
def annie_vs_garen(rb_pool, rb_precons, rb_engine):
    def make(seed=0, first=-1, pilots=("greedy", "greedy")):
        return Scenario.new_game(rb_precons["annie_proving_grounds"],
                                 rb_precons["garen_proving_grounds"], rb_pool, seed=seed,
                                 first=first, pilots=pilots)
    return make


def test_110_setup_zones_and_counts(annie_vs_garen, rb_precons):
    for seed in range(5):
        sc = annie_vs_garen(seed)
        for side, stem in (("a", "annie_proving_grounds"), ("b", "garen_proving_grounds")):
            deck = rb_precons[stem]
            assert sc.champion_zone(side) == deck.champion.name            # 112
            assert len(sc.zone(side, "hand")) == 4                        # 116, 117.2
            assert len(sc.zone(side, "deck")) == len(deck.main) - 4       # 114
            assert len(sc.zone(side, "rune_deck")) == 12                  # 114.2
            assert sc.runes(side) == [] and sc.units(side) == [] and sc.points(side) == 0
        assert sc.broken_invariant() == 0


def test_462_5_each_player_brings_one_of_its_three_battlefields(annie_vs_garen, rb_precons):
    seen = set()
    for seed in range(30):
        bfs = annie_vs_garen(seed).battlefields()
        assert [b["owner"] for b in bfs] == ["a", "b"]
        assert all(b["control"] is None for b in bfs)
        assert bfs[0]["card"] in {c.name for c in rb_precons["annie_proving_grounds"].battlefields}
        assert bfs[1]["card"] in {c.name for c in rb_precons["garen_proving_grounds"].battlefields}
        seen.add(bfs[0]["card"])
    assert len(seen) == 3                    # chosen at random among the three


def test_115_turn_order_is_random_and_first_can_be_given(annie_vs_garen):
    assert {annie_vs_garen(seed).first for seed in range(20)} == {"a", "b"}
    assert annie_vs_garen(3, first=1).active == "b"


def test_117_mulligan_recycles_the_set_aside_cards_to_the_bottom(annie_vs_garen):
    # the random pilot sets aside 0, 1 or 2 cards; the hand stays at 4 and the
    # set-aside cards end at the bottom of the deck
    sizes = set()
    for seed in range(30):
        sc = annie_vs_garen(seed, pilots=("random", "random"))
        for side in "ab":
            k = int(sc.S[sc.st.pb("ab".index(side)) + sc.st.P_SET_ASIDE])
            sizes.add(k)
            assert len(sc.zone(side, "hand")) == 4
            assert 0 <= k <= 2
        assert sc.broken_invariant() == 0
    assert sizes == {0, 1, 2}


def _start(rb_position, **player):
    spec = {"active": "a", "players": {"a": {"rune_deck": [FURY] * 6, "deck": ["Pit Rookie"] * 3,
                                             **player}}}
    return rb_position(spec)


def test_315_3_channel_two_runes_and_315_4_draw_one(rb_position):
    sc = _start(rb_position).start_turn()
    assert sc.runes("a") == [(FURY, False), (FURY, False)]
    assert len(sc.zone("a", "rune_deck")) == 4
    assert sc.zone("a", "hand") == ["Pit Rookie"] and len(sc.zone("a", "deck")) == 2


def test_462_7_the_second_player_channels_an_extra_rune_on_its_first_turn(rb_position):
    spec = {"active": "b", "first": "a",
            "players": {"b": {"own_turns": 0, "rune_deck": [FURY] * 6, "deck": ["Pit Rookie"]}}}
    sc = rb_position(spec).start_turn()
    assert len(sc.runes("b")) == 3
    sc.end_turn().end_turn().start_turn()          # its second turn: two again
    assert len(sc.runes("b")) == 5


def test_315_3_b_1_fewer_than_two_runes_channel_as_many_as_possible(rb_position):
    sc = _start(rb_position, rune_deck=[FURY]).start_turn()
    assert len(sc.runes("a")) == 1


def test_315_1_awaken_readies_units_and_runes(rb_position):
    sc = _start(rb_position, runes=[{"card": FURY, "exhausted": True}],
                units=[{"card": "Pit Rookie", "exhausted": True, "at": "base"}]).start_turn()
    assert all(not exh for _, exh in sc.runes("a"))
    assert sc.units("a")[0]["exhausted"] is False


def test_418_burn_out_recycles_the_trash_and_the_opponent_gains_a_point(rb_position):
    sc = _start(rb_position, deck=[], trash=["Pit Rookie", "Sea Monkey"]).start_turn()
    assert sc.points("b") == 1
    assert len(sc.zone("a", "hand")) == 1 and len(sc.zone("a", "deck")) == 1   # 418.2.d
    assert sc.zone("a", "trash") == []
    assert sc.broken_invariant() == 0


def test_418_3_burning_out_with_an_empty_trash_repeats_until_the_opponent_wins(rb_position):
    spec = {"active": "a", "players": {"a": {"rune_deck": [FURY] * 2}, "b": {"points": 5}}}
    sc = rb_position(spec).start_turn()
    assert sc.points("b") == 8 and sc.winner == "b"


def test_317_2_b_the_end_of_turn_heals_all_units(rb_position):
    sc = rb_position({"players": {"a": {"units": [{"card": "Flame Chompers", "damage": 2}]},
                                  "b": {"units": [{"card": "Pit Rookie", "damage": 1}]}}})
    sc.end_turn()
    assert sc.units("a")[0]["damage"] == 0 and sc.units("b")[0]["damage"] == 0
    assert sc.active == "b"


def test_117_the_set_aside_cards_go_to_the_bottom_after_the_draw(rb_position):
    # greedy sets aside its spell and its unit above 4 Energy, draws two, recycles them
    sc = rb_position({"players": {"a": {
        "hand": ["Incinerate", "Pit Rookie", "Magma Wurm", "Sea Monkey"],
        "deck": ["Flame Chompers", "Void Hatchling", "Cithria of Cloudfield"]}}})
    sc.mulligan("a")
    assert sc.zone("a", "hand") == ["Pit Rookie", "Sea Monkey", "Flame Chompers",
                                    "Void Hatchling"]
    deck = sc.zone("a", "deck")
    assert deck[0] == "Cithria of Cloudfield"
    assert sorted(deck[1:]) == ["Incinerate", "Magma Wurm"]
    assert sc.broken_invariant() == 0
