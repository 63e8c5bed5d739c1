"""SVE's named pilots and their parameter vectors (decksim/core/sve/policies/params.py)."""
from __future__ import annotations

import numpy as np

from decksim.core.sve.policies.params import N_PARAMS, PARAM_NAMES, PR_KIND, PRESETS
from decksim.games.base import pilot_from_presets


def pilot_vector(name: str, overrides: dict | None = None) -> np.ndarray:
    """The float parameter vector of a named pilot, with overrides by name."""
    return pilot_from_presets(PRESETS, PARAM_NAMES, N_PARAMS, PR_KIND, name, overrides)


def pilot_params(vec: np.ndarray) -> dict:
    return {k: float(vec[i]) for k, i in PARAM_NAMES.items()}
