"""Paired comparison of two deck lists and the fishtest-style sequential test.

Both lists play the same seeds against the same opponents. Seed i against one
opponent gives one *pair*: the baseline's score s_base and the candidate's s_cand
(1 win, 0.5 draw, 0 loss). The pair score x = (1 + s_cand - s_base) / 2 takes the five
values 0, 1/4, 1/2, 3/4, 1 (fishtest's pentanomial model: two games with reversed
roles). The candidate's edge is measured as

    d = mean(s_cand - s_base) = 2 E[x] - 1           (difference in win rate)
    elo = -400 log10(1 / E[x] - 1)                    (logistic Elo of E[x])

The SPRT tests H0: elo = elo0 against H1: elo = elo1 with the generalised
log-likelihood ratio of fishtest (normal approximation, Van den Bergh):

    LLR = N (x1 - x0) (2 mean(x) - x0 - x1) / (2 var(x))

and stops when LLR <= log(beta / (1 - alpha)) (accept H0) or LLR >= log((1 - beta) /
alpha) (accept H1). Definitions: docs/metrics.md.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from decksim.analysis.stats import mean_ci

PAIR_VALUES = np.array([0.0, 0.25, 0.5, 0.75, 1.0])


def score_from_elo(elo: float) -> float:
    """Expected score of a logistic Elo difference: 1 / (1 + 10^(-elo/400))."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_from_score(x: float) -> float:
    if x <= 0:
        return -math.inf
    if x >= 1:
        return math.inf
    return -400.0 * math.log10(1.0 / x - 1.0)


def score_from_wr_diff(d: float) -> float:
    """Pair score of a win-rate difference d: x = (1 + d) / 2."""
    return 0.5 + d / 2.0


def pentanomial(base_scores, cand_scores) -> np.ndarray:
    """Counts of the pair scores 0, 1/4, 1/2, 3/4, 1 for paired game scores."""
    b = np.asarray(base_scores, float)
    c = np.asarray(cand_scores, float)
    if b.shape != c.shape:
        raise ValueError("the two score lists must be paired (same length)")
    k = np.rint((1.0 + c - b) * 2.0).astype(int)          # 0..4
    return np.bincount(k, minlength=5)[:5].astype(np.int64)


def llr(counts, x0: float, x1: float) -> float:
    """fishtest's generalised log-likelihood ratio of H1 (mean x1) over H0 (mean x0)
    for pentanomial counts; 0 while the sample has no variance."""
    n = np.asarray(counts, float)
    N = n.sum()
    if N == 0:
        return 0.0
    p = n / N
    mu = float((p * PAIR_VALUES).sum())
    var = float((p * (PAIR_VALUES - mu) ** 2).sum())
    if var <= 0:
        return 0.0
    return float(N * (x1 - x0) * (2 * mu - x0 - x1) / (2 * var))


def llr_bounds(alpha: float = 0.05, beta: float = 0.05) -> tuple[float, float]:
    """(lower, upper): accept H0 at or below log(beta / (1 - alpha)), H1 at or above
    log((1 - beta) / alpha)."""
    return (math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha))


@dataclass
class SPRT:
    """A sequential test of H0: x = x0 against H1: x = x1 on pair scores."""
    x0: float
    x1: float
    alpha: float = 0.05
    beta: float = 0.05

    @classmethod
    def from_elo(cls, elo0: float, elo1: float, alpha=0.05, beta=0.05) -> "SPRT":
        return cls(score_from_elo(elo0), score_from_elo(elo1), alpha, beta)

    @classmethod
    def from_wr(cls, wr0: float, wr1: float, alpha=0.05, beta=0.05) -> "SPRT":
        return cls(score_from_wr_diff(wr0), score_from_wr_diff(wr1), alpha, beta)

    def __post_init__(self):
        for nm, v in (("alpha", self.alpha), ("beta", self.beta)):
            if not 0 < v < 0.5:
                raise ValueError(f"{nm} must be between 0 and 0.5 (got {v})")
        if not 0 < self.x0 < 1 or not 0 < self.x1 < 1:
            raise ValueError("the SPRT bounds must be inside (-1, 1) as win-rate differences")
        if self.x0 == self.x1:
            raise ValueError("the SPRT needs two different bounds (H0 and H1)")

    @property
    def elo0(self) -> float:
        return elo_from_score(self.x0)

    @property
    def elo1(self) -> float:
        return elo_from_score(self.x1)

    @property
    def wr0(self) -> float:
        return 2 * self.x0 - 1

    @property
    def wr1(self) -> float:
        return 2 * self.x1 - 1

    def bounds(self) -> tuple[float, float]:
        return llr_bounds(self.alpha, self.beta)

    def status(self, counts) -> dict:
        """LLR, its bounds and the decision: "H1" (accept the candidate's edge), "H0"
        (reject it) or "continue"."""
        value = llr(counts, self.x0, self.x1)
        lo, hi = self.bounds()
        decision = "H1" if value >= hi else "H0" if value <= lo else "continue"
        return {"llr": value, "lower": lo, "upper": hi, "decision": decision,
                "pairs": int(np.sum(counts))}

    def describe(self) -> dict:
        return {"elo0": self.elo0, "elo1": self.elo1, "wr0": self.wr0, "wr1": self.wr1,
                "alpha": self.alpha, "beta": self.beta, "x0": self.x0, "x1": self.x1}

    @classmethod
    def from_description(cls, d: dict) -> "SPRT":
        """The test `describe` recorded (a resumed compare goes on with it)."""
        return cls(d["x0"], d["x1"], d["alpha"], d["beta"])


EARLY_STOP_NOTE = ("after the early stop the interval is conditional on where the test "
                   "stopped: it covers the true difference less often than 95% "
                   "(docs/metrics.md); the SPRT's verdict is the result")


def paired_difference(base_scores, cand_scores) -> dict:
    """Mean per-seed difference d = mean(s_cand - s_base) with the normal 95% interval
    of a mean of paired differences, and the matching logistic Elo."""
    b = np.asarray(base_scores, float)
    c = np.asarray(cand_scores, float)
    d, lo, hi, n = mean_ci(c - b)
    return {"pairs": n, "base_win_rate": float(b.mean()) if n else float("nan"),
            "candidate_win_rate": float(c.mean()) if n else float("nan"),
            "diff": d, "diff_low": lo, "diff_high": hi,
            "elo": elo_from_score(score_from_wr_diff(d)) if n else float("nan")}
