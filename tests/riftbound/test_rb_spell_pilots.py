"""The pilots and card text: the greedy pilot's value rules for spells and
targets (policies/targets.py), the random pilot's uniform picks, and whole
precon games with spells keeping the engine's invariants."""
import numpy as np
import pytest

from test_rb_spells import names, pos


def test_greedy_casts_a_damage_spell_on_the_strongest_unit_it_kills(rb_position):
    sc = rb_position(pos(["Incinerate"], b=[("Pit Rookie", 1), ("Vanguard Sergeant", 1),
                                            ("Daring Poro", 1)]))
    sc.play_actions("greedy")
    assert names(sc.units("b")) == ["Vanguard Sergeant", "Daring Poro"] or \
        names(sc.units("b")) == ["Pit Rookie", "Vanguard Sergeant"]
    assert sc.zone("a", "trash") == ["Incinerate"]


def test_greedy_keeps_a_damage_spell_that_kills_nothing(rb_position):
    sc = rb_position(pos(["Incinerate"], b=[("Vanguard Sergeant", 1)]))
    sc.play_actions("greedy")
    assert sc.zone("a", "hand") == ["Incinerate"]


def test_greedy_boosts_a_ready_unit_before_it_attacks(rb_position):
    sc = rb_position(pos(["Discipline"], domain="calm",
                         a=[("Pit Rookie", "base"), {"card": "Sea Monkey", "at": 0,
                                                     "exhausted": True}],
                         b=[("Daring Poro", 1)]))
    sc.play_actions("greedy")
    assert sc.zone("a", "trash")[0] == "Discipline"
    assert sc.control(1) == "a"                                  # 4 Might beat 2


def test_greedy_does_not_boost_with_no_unit_to_attack(rb_position):
    sc = rb_position(pos(["Discipline"], domain="calm", a=[{"card": "Pit Rookie", "at": "base",
                                                           "exhausted": True}]))
    sc.play_actions("greedy")
    assert sc.zone("a", "hand") == ["Discipline"]


def test_greedy_draws_when_its_hand_is_low(rb_position):
    sc = rb_position(pos(["Consult the Past"], domain="mind", control=(None, None)))
    sc.play_actions("greedy")
    assert sc.zone("a", "trash") == ["Consult the Past"]
    assert len(sc.zone("a", "deck")) == 3                        # two drawn (then played)


def test_random_picks_every_legal_target_in_time(rb_position):
    picked = set()
    for seed in range(40):
        sc = rb_position(pos(["Incinerate"], b=[("Pit Rookie", 1), ("Daring Poro", 1),
                                                ("Sea Monkey", "base")],
                             control=("a", "b")) | {"pilots": {"a": "random"}}, seed=seed)
        sc.apply("cast Incinerate")
        picked |= {"Pit Rookie", "Daring Poro"} - set(names(sc.units("b")))
        assert len(sc.units("b")) == 2                           # one unit at a battlefield
    assert picked == {"Pit Rookie", "Daring Poro"}


@pytest.mark.parametrize("pilot", ["random", "greedy"])
def test_precon_games_with_spells_keep_the_invariants(rb_engine, rb_precons, pilot):
    from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
    from decksim.cards.riftbound.pool import load_pool
    from decksim.core.riftbound.records import R_BAD, R_WINNER
    from decksim.games.riftbound.pilots import pilot_vector
    cp = compile_pool(load_pool())
    PR = np.stack([pilot_vector(pilot), pilot_vector(pilot)])
    decks = list(rb_precons.values())
    for i, a in enumerate(decks):
        d, chk = matchup_arrays(a, decks[(i + 4) % len(decks)], cp)
        seeds = np.arange(16, dtype=np.uint64).reshape(8, 2) + np.uint64(100 * i)
        out = rb_engine.play_batch(cp.CT, PR, d, seeds, np.full(8, -1, np.int64), chk)
        assert (out[:, R_BAD] == 0).all(), (pilot, a.name)
        assert set(out[:, R_WINNER]) <= {0, 1, 2}
