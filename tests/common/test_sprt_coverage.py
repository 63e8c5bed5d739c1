"""After an SPRT stops early, the paired interval is the fixed-sample one and is
conditional on where the test stopped: simulated here, it covers the true
difference less often than 95%; compare says so (docs/metrics.md)."""
import numpy as np

from decksim.analysis.sprt import SPRT, paired_difference, pentanomial

ROUND, MOST = 200, 4000          # seeds a round, seeds at most (compare's defaults: 200, 2000)


def stopped_coverage(d: float, runs: int, seed: int) -> tuple[float, float]:
    """(share of runs the SPRT stopped early, coverage of the interval among them)
    for independent game pairs whose candidate wins d more often than the base."""
    rng = np.random.default_rng(seed)
    test = SPRT.from_wr(0.0, 0.04)
    stopped = covered = 0
    for _ in range(runs):
        base = (rng.random(MOST) < 0.5).astype(float)
        cand = (rng.random(MOST) < 0.5 + d).astype(float)
        for n in range(ROUND, MOST + 1, ROUND):
            if test.status(pentanomial(base[:n], cand[:n]))["decision"] != "continue":
                break
        if n < MOST:
            stopped += 1
            r = paired_difference(base[:n], cand[:n])
            covered += r["diff_low"] <= d <= r["diff_high"]
    return stopped / runs, covered / max(stopped, 1)


def test_after_an_early_stop_the_interval_covers_less_than_95_percent():
    share, coverage = stopped_coverage(0.02, runs=600, seed=3)
    assert share > 0.5                 # most runs stop early
    assert coverage < 0.93             # conditional: not a 95% interval any more
