"""decksim/cards/riftbound/compile.py: the card facts and a deck as the
engine's integer arrays."""
import numpy as np
import pytest

from decksim.cards.riftbound.compile import compile_pool, matchup_arrays
from decksim.core.riftbound import tables as t


@pytest.fixture(scope="module")
def cp(rb_pool):
    return compile_pool(rb_pool)


def row(cp, rb_pool, name):
    return cp.CT[cp.row(rb_pool.lookup(name))]


def test_costs_might_type_and_domains(cp, rb_pool):
    farron = row(cp, rb_pool, "Captain Farron")          # Fury, 4 Energy, 1 Power, 5 Might
    assert farron[t.C_TYPE] == t.T_UNIT and farron[t.C_DOMAINS] == 1 << t.DOMAINS.index("fury")
    assert (farron[t.C_ENERGY], farron[t.C_POWER], farron[t.C_MIGHT]) == (4, 1, 5)
    rune = row(cp, rb_pool, "Calm Rune")
    assert rune[t.C_TYPE] == t.T_RUNE and rune[t.C_DOMAINS] == 1 << t.DOMAINS.index("calm")
    assert row(cp, rb_pool, "Incinerate")[t.C_TYPE] == t.T_SPELL
    assert row(cp, rb_pool, "Iron Ballista")[t.C_TYPE] == t.T_GEAR


def test_733_740_numbered_keywords_with_one_when_the_number_is_omitted(cp, rb_pool):
    assert row(cp, rb_pool, "Chemtech Enforcer")[t.C_ASSAULT] == 2      # Assault 2
    assert row(cp, rb_pool, "Daring Poro")[t.C_ASSAULT] == 1            # Assault
    kraken = row(cp, rb_pool, "Kraken Hunter")                         # Accelerate, Assault
    assert kraken[t.C_ACCEL] == 1 and kraken[t.C_ASSAULT] == 1
    assert row(cp, rb_pool, "Stalwart Poro")[t.C_SHIELD] == 1           # Shield
    guardian = row(cp, rb_pool, "Sunlit Guardian")                     # Shield, Tank
    assert guardian[t.C_SHIELD] == 1 and guardian[t.C_TANK] == 1
    assert row(cp, rb_pool, "Vi, Destructive")[t.C_GANKING] == 1
    assert row(cp, rb_pool, "Legion Rearguard")[t.C_ACCEL] == 1
    assert row(cp, rb_pool, "Flame Chompers")[t.C_ASSAULT:t.C_ACCEL + 1].sum() == 0


def test_keywords_a_unit_gives_or_has_under_a_condition_are_not_its_own(cp, rb_pool):
    # the keyword facts list them too: Captain Farron gives other units Assault, Gem Jammer
    # gives a unit Ganking when played; card text will play them
    assert "Assault" in rb_pool.lookup("Captain Farron").keywords
    assert row(cp, rb_pool, "Captain Farron")[t.C_ASSAULT] == 0
    assert row(cp, rb_pool, "Gem Jammer")[t.C_GANKING] == 0


def test_only_units_get_keyword_columns(cp, rb_pool):
    CT = cp.CT[:len(cp.cards)]                      # the card rows; AB follows them
    kinds = CT[:, t.C_TYPE]
    assert (CT[kinds != t.T_UNIT][:, t.C_ASSAULT:t.C_ACCEL + 1] == 0).all()
    assert (CT[kinds == t.T_UNIT][:, t.C_TANK] == 1).sum() > 5


def test_a_matchup_s_deck_rows_and_invariant_totals(cp, rb_precons):
    a, b = rb_precons["annie_proving_grounds"], rb_precons["garen_proving_grounds"]
    decks, chk = matchup_arrays(a, b, cp)
    assert decks.shape == (2, t.DECK_W) and decks.dtype == np.int32
    assert cp.card(decks[0, t.D_LEGEND]).name == a.legend.name
    assert cp.card(decks[0, t.D_CHAMPION]).name == a.champion.name
    assert [cp.card(r).name for r in decks[1, t.D_BF:t.D_BF + 3]] == \
        [c.name for c in b.battlefields]
    n = decks[0, t.D_MAIN_N]
    assert n == len(a.main) == 39
    assert sorted(cp.card(r).name for r in decks[0, t.D_MAIN:t.D_MAIN + n]) == \
        sorted(c.name for c in a.main)
    assert {cp.card(r).type for r in decks[0, t.D_RUNES:t.D_RUNES + t.RUNES]} == {"rune"}
    assert chk.tolist() == [40, 40, 12, 12]
