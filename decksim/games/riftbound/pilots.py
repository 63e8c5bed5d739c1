"""The Riftbound pilots by name and their parameters."""
from __future__ import annotations

import numpy as np

from decksim.core.riftbound.policies.params import N_PARAMS, NAMES, PI_KIND, PRESETS
from decksim.games.base import pilot_from_presets


def pilot_vector(name: str, overrides: dict | None = None) -> np.ndarray:
    return pilot_from_presets(PRESETS, NAMES, N_PARAMS, PI_KIND, name, overrides)


def pilot_matrix(a: str, b: str) -> np.ndarray:
    """PR for a game: player 0's vector, then player 1's."""
    return np.stack([pilot_vector(a), pilot_vector(b)])


def pilot_params(vec: np.ndarray) -> dict:
    """The named parameters (the manifest records them beside the pilot's name, which
    gives its kind)."""
    return {k: float(vec[i]) for k, i in NAMES.items()}
