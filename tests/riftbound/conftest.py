"""The Riftbound engine's fixtures: the engine compiled (or loaded from numba's
cache) once per session, positions built by the scenario API, the precons."""
import pytest

from rb_kit import DECKS


@pytest.fixture(scope="session")
def rb_engine():
    from decksim.core.riftbound import game
    game.load()
    return game


@pytest.fixture(scope="session")
def rb_position(rb_pool, rb_engine):
    """rb_position(spec, seed=0) -> a Riftbound scenario (decksim/games/riftbound/scenario.py)."""
    from decksim.games.riftbound.scenario import Scenario

    def make(spec, seed=0):
        return Scenario.from_dict(spec, rb_pool, seed=seed)
    return make


@pytest.fixture(scope="session")
def rb_precons(rb_pool):
    from decksim.cards.riftbound.decklist import load_deck_file
    return {f.stem: load_deck_file(f, rb_pool) for f in sorted(DECKS.glob("*.txt"))}
