"""The Battle Spirits pilots by name and their parameters (docs/pilots.md)."""
from __future__ import annotations

import numpy as np

from decksim.core.bss.policies.params import N_PARAMS, NAMES, PI_KIND, PRESETS
from decksim.games.base import pilot_from_presets


def pilot_vector(name: str, overrides: dict | None = None) -> np.ndarray:
    return pilot_from_presets(PRESETS, NAMES, N_PARAMS, PI_KIND, name, overrides)


def pilot_params(vec: np.ndarray) -> dict:
    kinds = {v["kind"]: k for k, v in PRESETS.items()}
    return {"kind": kinds.get(int(vec[PI_KIND]), int(vec[PI_KIND])),
            **{k: float(vec[i]) for k, i in NAMES.items()}}
