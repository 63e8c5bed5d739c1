"""SVE's pilot audit: a run's games replayed with the checks of core/sve/audit.py."""
from __future__ import annotations

import numpy as np

DEFENSIVE_DANGER = 4.0   # `danger` of the line that tells an avoidable dead-on-board turn end


def audit(matchup, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
          nodes: int) -> tuple[np.ndarray, np.ndarray]:
    import numba

    from decksim.core.sve import audit as A
    from decksim.core.sve import game as engine
    from decksim.core.sve.policies.params import PR_DANGER, PR_LETHAL_CERTAIN, PR_LETHAL_NODES
    from decksim.core.sve.records import R_COLS
    from decksim.core.threads import run_chunks
    engine.load()
    PA = np.ascontiguousarray(PR.copy())
    PA[:, PR_LETHAL_NODES] = nodes
    PA[:, PR_LETHAL_CERTAIN] = 1       # a missed lethal is one sure to win
    PA[:, PR_DANGER] = np.maximum(PA[:, PR_DANGER], DEFENSIVE_DANGER)   # the survival witness
    n = len(seeds)
    out = np.zeros((n, R_COLS), np.int32)
    AU = np.zeros((n, 2, A.N_AU), np.int64)
    c = matchup.compiled
    chunks = max(1, min(n, 4 * numba.get_num_threads()))
    chk = np.zeros(0, np.int64)

    def one(k):
        bufs = engine.chunk_buffers(0)
        A.audit_chunk(c.CT, c.AB, c.EF, c.FL, PR, PA, matchup.decks, matchup.deck_n,
                      matchup.evos, matchup.evo_n, seeds, firsts, out, AU, chk,
                      k * n // chunks, (k + 1) * n // chunks, *bufs[:3], *bufs[-7:])

    run_chunks(one, chunks)
    return out, AU
