"""SVE's card pools (built-in cards plus user card files), loaded once per
process for each set of card files."""
from __future__ import annotations

from decksim.cards.pool import CardPool, load_pool

_POOLS: dict[tuple, CardPool] = {}


def pool(card_files=()) -> CardPool:
    key = tuple(str(f) for f in card_files)
    if key not in _POOLS:
        _POOLS[key] = load_pool(list(key))
    return _POOLS[key]
