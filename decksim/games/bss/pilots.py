"""The Battle Spirits pilots by name and their parameters (docs/pilots.md)."""
from __future__ import annotations

import numpy as np

from decksim.core.bss.policies.params import N_PARAMS, NAMES, PI_KIND, PRESETS  # noqa: F401
from decksim.games.base import pilot_from_presets


def pilot_vector(name: str, overrides: dict | None = None) -> np.ndarray:
    return pilot_from_presets(PRESETS, NAMES, N_PARAMS, PI_KIND, name, overrides)


def pilot_params(vec: np.ndarray) -> dict:
    """The named parameters (the manifest records them beside the pilot's name, which
    gives its kind)."""
    return {k: float(vec[i]) for k, i in NAMES.items()}
