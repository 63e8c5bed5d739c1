"""Matchups over many decks: the win-rate matrix, Bradley-Terry ratings (Hunter's MM
algorithm), expected win rate against a field, and the metagame Nash equilibrium.

Input: the long matchup table of metrics.matchups (deck, opponent, games, wins,
losses, draws, ...). Definitions: docs/metrics.md.
"""
from __future__ import annotations

import math

import numpy as np
import polars as pl

from decksim.analysis.stats import Z95

ELO_PER_NAT = 400.0 / math.log(10.0)


def matrix_arrays(matchups: pl.DataFrame, labels: list[str] | None = None):
    """(labels, S, N): S[i, j] = score of deck i against j (wins + draws / 2), N[i, j] =
    games; both filled from either orientation of a pair; mirrors are left out."""
    if labels is None:
        labels = sorted(set(matchups["deck"].to_list()) | set(matchups["opponent"].to_list()))
    idx = {x: i for i, x in enumerate(labels)}
    k = len(labels)
    S = np.zeros((k, k))
    N = np.zeros((k, k))
    for r in matchups.iter_rows(named=True):
        i, j = idx.get(r["deck"]), idx.get(r["opponent"])
        if i is None or j is None or i == j:
            continue
        S[i, j] += r["wins"] + 0.5 * r["draws"]
        N[i, j] += r["games"]
    # a table holding only one orientation of a pair: the other is its complement
    for i in range(k):
        for j in range(k):
            if N[i, j] > 0 and N[j, i] == 0:
                N[j, i] = N[i, j]
                S[j, i] = N[i, j] - S[i, j]
    return labels, S, N


def win_matrix(matchups: pl.DataFrame) -> pl.DataFrame:
    """Wide matrix: one row per deck, one column per opponent, the deck's win rate (null
    where the pair was not played; 0.5 on the diagonal)."""
    labels, S, N = matrix_arrays(matchups)
    with np.errstate(invalid="ignore", divide="ignore"):
        M = np.where(N > 0, S / np.where(N > 0, N, 1), np.nan)
    np.fill_diagonal(M, 0.5)
    data = {"deck": labels}
    for j, lab in enumerate(labels):
        data[lab] = [None if np.isnan(v) else float(v) for v in M[:, j]]
    return pl.DataFrame(data)


def _strongly_connected(S: np.ndarray, N: np.ndarray) -> bool:
    """Hunter's condition for the Bradley-Terry MLE to exist: in every split of the
    decks into two groups, some deck of each group beat some deck of the other."""
    k = len(S)
    adj = S > 0
    for start in range(k):
        seen = {start}
        todo = [start]
        while todo:
            i = todo.pop()
            for j in np.nonzero(adj[i])[0]:
                if j not in seen:
                    seen.add(int(j))
                    todo.append(int(j))
        if len(seen) < k:
            return False
    return True


def bradley_terry(matchups: pl.DataFrame, prior: float | None = None, tol: float = 1e-10,
                  max_iter: int = 10000) -> pl.DataFrame:
    """Bradley-Terry strengths by Hunter's MM iteration
    p_i <- W_i / sum_j N_ij / (p_i + p_j), with P(i beats j) = p_i / (p_i + p_j).
    A draw counts half a win for each side. `prior` adds that many virtual wins to
    each side of every played pair; None adds 0.5 only when the maximum-likelihood
    estimate does not exist (some deck won or lost everything).
    Returns deck, strength (sums to 1), elo (400 log10, mean 0) with a 95% interval
    from the Fisher information, games, score, and the prior used."""
    labels, S, N = matrix_arrays(matchups)
    k = len(labels)
    if prior is None:
        prior = 0.0 if _strongly_connected(S, N) else 0.5
    played = N > 0
    Sp = S + prior * played
    Np = N + 2 * prior * played
    W = Sp.sum(axis=1)
    p = np.ones(k) / k
    for _ in range(max_iter):
        denom = np.where(played, Np / (p[:, None] + p[None, :]), 0.0).sum(axis=1)
        new = np.where(denom > 0, W / np.where(denom > 0, denom, 1), p)
        new = np.maximum(new, 1e-300)
        new /= new.sum()
        if np.max(np.abs(np.log(new) - np.log(p))) < tol:
            p = new
            break
        p = new
    theta = np.log(p)
    theta -= theta.mean()
    # Fisher information of theta: graph Laplacian with weights N_ij pi_ij (1 - pi_ij)
    pi = p[:, None] / (p[:, None] + p[None, :])
    Wt = Np * pi * (1 - pi)
    np.fill_diagonal(Wt, 0.0)
    L = np.diag(Wt.sum(axis=1)) - Wt
    cov = np.linalg.pinv(L)            # the covariance under the constraint sum(theta) = 0
    se = np.sqrt(np.clip(np.diag(cov), 0, None))
    elo = ELO_PER_NAT * theta
    half = ELO_PER_NAT * Z95 * se
    return pl.DataFrame({
        "deck": labels, "strength": p, "elo": elo, "elo_low": elo - half, "elo_high": elo + half,
        "games": N.sum(axis=1), "score": S.sum(axis=1), "prior": [prior] * k,
    }).sort("elo", descending=True)


def field_win_rates(matchups: pl.DataFrame, shares: dict[str, float] | None = None
                    ) -> pl.DataFrame:
    """Expected win rate of each deck against a field of decks in the given shares
    (default: equal shares of every deck, the deck itself included; a mirror counts
    0.5): E_i = sum_j s_j M_ij, with the normal interval of
    Var = sum_j s_j^2 M_ij (1 - M_ij) / N_ij. Pairs never played are left out and
    the shares of the rest renormalised (column `coverage` = share covered)."""
    labels, S, N = matrix_arrays(matchups)
    if shares is None:
        shares = {x: 1.0 / len(labels) for x in labels}
    unknown = set(shares) - set(labels)
    if unknown:
        raise ValueError(f"shares name decks not in the matchups: {', '.join(sorted(unknown))}")
    s = np.array([float(shares.get(x, 0.0)) for x in labels])
    if s.sum() <= 0:
        raise ValueError("the field shares must add up to more than 0")
    s = s / s.sum()
    rows = []
    for i, lab in enumerate(labels):
        m = np.zeros(len(labels))
        var = np.zeros(len(labels))
        ok = np.zeros(len(labels), bool)
        for j in range(len(labels)):
            if i == j:
                m[j], ok[j] = 0.5, True
            elif N[i, j] > 0:
                m[j] = S[i, j] / N[i, j]
                var[j] = m[j] * (1 - m[j]) / N[i, j]
                ok[j] = True
        cov = s[ok].sum()
        w = np.where(ok, s, 0.0) / (cov if cov > 0 else 1.0)
        e = float((w * m).sum())
        sd = math.sqrt(float((w * w * var).sum()))
        rows.append({"deck": lab, "share": float(s[i]), "expected_win_rate": e,
                     "expected_win_rate_low": max(0.0, e - Z95 * sd),
                     "expected_win_rate_high": min(1.0, e + Z95 * sd), "coverage": float(cov)})
    return pl.DataFrame(rows).sort("expected_win_rate", descending=True)


def nash_from_matrix(M: np.ndarray) -> tuple[np.ndarray, float]:
    """Maximin mixed strategy x of the row player for payoff matrix M (row's win rate):
    maximise v subject to sum_i x_i M_ij >= v for every column j, sum x = 1, x >= 0.
    Solved as a linear program with scipy's HiGHS. Returns (x, v)."""
    from scipy.optimize import linprog
    k, m = M.shape
    # variables: x_1..x_k, v ; minimise -v
    c = np.zeros(k + 1)
    c[-1] = -1.0
    A_ub = np.hstack([-M.T, np.ones((m, 1))])        # v - sum_i x_i M_ij <= 0
    b_ub = np.zeros(m)
    A_eq = np.hstack([np.ones((1, k)), np.zeros((1, 1))])
    res = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=[1.0],
                  bounds=[(0, None)] * k + [(None, None)], method="highs")
    if not res.success:
        raise RuntimeError(f"the Nash linear program failed: {res.message}")
    x = np.clip(res.x[:k], 0, None)
    return x / x.sum(), float(res.x[-1])


def nash(matchups: pl.DataFrame, support_tol: float = 1e-6) -> pl.DataFrame:
    """The metagame Nash equilibrium of the symmetric deck-choice game: each player
    picks a deck; the payoff is the deck's win rate (0.5 in a mirror). Decks never
    played against some opponent are left out (a matrix needs every pair). Returns
    deck, share in the equilibrium, in_support, and the deck's win rate against the
    equilibrium field (decks in the support all score the game value, 0.5 when the
    matrix is antisymmetric)."""
    labels, S, N = matrix_arrays(matchups)
    k = len(labels)
    keep = [i for i in range(k) if all(N[i, j] > 0 for j in range(k) if j != i)]
    if not keep:
        raise ValueError("no deck has played every other deck; a Nash equilibrium needs "
                         "the full matchup matrix")
    M = np.full((k, k), 0.5)
    with np.errstate(invalid="ignore", divide="ignore"):
        off = N > 0
        M[off] = S[off] / N[off]
    sub = M[np.ix_(keep, keep)]
    x, v = nash_from_matrix(sub)
    vs_field = sub @ x
    rows = []
    for pos, i in enumerate(keep):
        rows.append({"deck": labels[i], "share": float(x[pos]),
                     "in_support": bool(x[pos] > support_tol),
                     "win_rate_vs_equilibrium": float(vs_field[pos]), "game_value": v})
    for i in range(k):
        if i not in keep:
            rows.append({"deck": labels[i], "share": None, "in_support": None,
                         "win_rate_vs_equilibrium": None, "game_value": v})
    return pl.DataFrame(rows).sort("share", descending=True, nulls_last=True)
