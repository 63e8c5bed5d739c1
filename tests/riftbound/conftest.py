"""Riftbound's card layer: facts, pool, deck files and deck codes. No engine
exists yet, so these tests compile nothing (the session's `engine` fixture of
tests/conftest.py is replaced by one that does nothing)."""
import pytest


@pytest.fixture(scope="session", autouse=True)
def engine():
    """No Riftbound engine to compile (overrides tests/conftest.py's)."""
    return None


@pytest.fixture(scope="session")
def rb_pool():
    from decksim.cards.riftbound.pool import load_pool
    return load_pool()
