"""PNG plots of the report tables (matplotlib, Agg backend: no display needed).

Each function takes the polars table of the metric it draws and a path, writes one
PNG and returns the path."""
from __future__ import annotations

import math
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import polars as pl  # noqa: E402

SEAT_COLORS = {"all": "#4c72b0", "on the play": "#dd8452", "on the draw": "#55a868"}
DPI = 100


def save(fig, path) -> Path:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=DPI)   # one draw: the figures lay out themselves (constrained)
    plt.close(fig)
    return path


def grid(n: int, ncols: int = 2, w: float = 6.0, h: float = 3.6):
    ncols = max(1, min(ncols, n))
    nrows = math.ceil(n / ncols)
    fig, axes = plt.subplots(nrows, ncols, figsize=(w * ncols, h * nrows), squeeze=False,
                             layout="constrained")
    for ax in axes.flat[n:]:
        ax.set_visible(False)
    return fig, list(axes.flat[:n])


SEAT_LINES = (("on the play", "-"), ("on the draw", "--"))


def _seat_parts(curve: pl.DataFrame, deck: str):
    """(seat, line style, that deck's rows of that seat by turn) for each seat it has."""
    for seat, ls in SEAT_LINES:
        part = curve.filter((pl.col("deck") == deck) & (pl.col("seat") == seat)).sort("turn")
        if part.height:
            yield seat, ls, part


def plot_turn_curves(curve: pl.DataFrame, lines, path, ylabel: str, title: str) -> Path:
    """A game's per-turn counters (columns deck, seat, turn and the means), a panel per
    deck: each of `lines` ((column, colour, label)) per own turn, on the play solid and
    on the draw dashed."""
    decks = curve["deck"].unique(maintain_order=True).to_list()
    fig, axes = grid(len(decks))
    for ax, deck in zip(axes, decks):
        for seat, ls, part in _seat_parts(curve, deck):
            for col, colour, label in lines:
                ax.plot(part["turn"], part[col], ls, color=colour, marker="o", ms=3,
                        label=f"{label} ({seat})")
        ax.set_title(deck)
        ax.set_xlabel("own turn")
        ax.set_ylabel(ylabel)
        ax.legend(fontsize=6)
    fig.suptitle(title)
    return save(fig, path)


def plot_turn_curve(curve: pl.DataFrame, column: str, path, ylabel: str, title: str) -> Path:
    """One per-turn counter in one panel: a colour per deck, on the play solid and on the
    draw dashed."""
    fig, axes = grid(1)
    ax = axes[0]
    for i, deck in enumerate(curve["deck"].unique(maintain_order=True).to_list()):
        for seat, ls, part in _seat_parts(curve, deck):
            ax.plot(part["turn"], part[column], ls, color=f"C{i % 10}", marker="o", ms=3,
                    label=f"{deck} ({seat})")
    ax.set_xlabel("own turn")
    ax.set_ylabel(ylabel)
    ax.legend(fontsize=6)
    fig.suptitle(title)
    return save(fig, path)


def error_bars(df: pl.DataFrame, rate: str) -> np.ndarray:
    v = df[rate].to_numpy().astype(float)
    lo = df[f"{rate}_low"].to_numpy().astype(float)
    hi = df[f"{rate}_high"].to_numpy().astype(float)
    return np.vstack([np.clip(v - lo, 0, None), np.clip(hi - v, 0, None)])


def plot_win_rates(results: pl.DataFrame, path) -> Path:
    """Win rate per deck, all games / on the play / on the draw, with 95% intervals."""
    decks = results["deck"].unique(maintain_order=True).to_list()
    seats = [s for s in SEAT_COLORS if s in set(results["seat"].to_list())]
    fig, ax = plt.subplots(figsize=(8, 0.9 + 0.75 * len(decks) * len(seats) / 2),
                           layout="constrained")
    hgt = 0.8 / max(len(seats), 1)
    for k, seat in enumerate(seats):
        part = results.filter(pl.col("seat") == seat)
        order = {d: i for i, d in enumerate(decks)}
        y = np.array([order[d] for d in part["deck"].to_list()]) + (k - (len(seats) - 1) / 2) * hgt
        ax.barh(y, part["win_rate"].to_numpy(), height=hgt * 0.9, color=SEAT_COLORS[seat],
                xerr=error_bars(part, "win_rate"), capsize=3, label=seat)
    ax.axvline(0.5, color="grey", lw=1, ls="--")
    ax.set_yticks(range(len(decks)), decks)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (bars: 95% Wilson interval)")
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8)
    ax.set_title("Win rate by deck and seat")
    return save(fig, path)


def plot_matchup_heatmap(matrix: pl.DataFrame, games: pl.DataFrame | None, path) -> Path:
    """The win-rate matrix (row deck's win rate against the column deck)."""
    labels = matrix["deck"].to_list()
    M = np.array([[np.nan if v is None else v for v in matrix[c].to_list()] for c in labels]).T
    k = len(labels)
    fig, ax = plt.subplots(figsize=(1.6 + 1.1 * k, 1.2 + 0.9 * k), layout="constrained")
    im = ax.imshow(np.ma.masked_invalid(M), cmap="RdBu", vmin=0.2, vmax=0.8)
    for i in range(k):
        for j in range(k):
            if not np.isnan(M[i, j]):
                txt = f"{100 * M[i, j]:.0f}%"
                if games is not None and i != j:
                    g = games.filter((pl.col("deck") == labels[i]) &
                                     (pl.col("opponent") == labels[j]))
                    if g.height:
                        r = g.row(0, named=True)
                        txt += f"\n±{50 * (r['win_rate_high'] - r['win_rate_low']):.0f}"
                ax.text(j, i, txt, ha="center", va="center", fontsize=8,
                        color="white" if abs(M[i, j] - 0.5) > 0.18 else "black")
    ax.set_xticks(range(k), labels, rotation=35, ha="right")
    ax.set_yticks(range(k), labels)
    ax.set_xlabel("opponent")
    ax.set_title("Row deck's win rate (± half the 95% interval, points)")
    fig.colorbar(im, ax=ax, shrink=0.8)
    return save(fig, path)


def plot_game_length(length: pl.DataFrame, path) -> Path:
    """Game length (turns of both players) per deck: wins, losses, draws stacked."""
    decks = length["deck"].unique(maintain_order=True).to_list()
    fig, axes = grid(len(decks))
    for ax, deck in zip(axes, decks):
        part = length.filter(pl.col("deck") == deck).sort("turns")
        t = part["turns"].to_numpy()
        w, lo, d = (part[c].to_numpy() for c in ("wins", "losses", "draws"))
        ax.bar(t, w, color="#55a868", label="won")
        ax.bar(t, lo, bottom=w, color="#c44e52", label="lost")
        if d.sum():
            ax.bar(t, d, bottom=w + lo, color="#8c8c8c", label="draw")
        ax.set_title(deck)
        ax.set_xlabel("game length (turns, both players)")
        ax.set_ylabel("games")
        ax.legend(fontsize=8)
    fig.suptitle("Game length")
    return save(fig, path)


def _card_bars(df: pl.DataFrame, rate: str, path, title: str, xlabel: str, ref,
               note: str | None = None) -> Path:
    """Horizontal bars per card from `ref` (a number, or a column holding each deck's
    reference) to the rate, with its interval."""
    decks = df["deck"].unique(maintain_order=True).to_list()
    n_max = max(df.filter(pl.col("deck") == d).height for d in decks)
    fig, axes = grid(len(decks), ncols=2, w=6.5, h=0.9 + 0.28 * n_max)
    for ax, deck in zip(axes, decks):
        part = df.filter((pl.col("deck") == deck) & pl.col(rate).is_not_null()).sort(rate)
        r0 = float(part[ref][0]) if isinstance(ref, str) and part.height else (
            0.5 if isinstance(ref, str) else ref)
        y = np.arange(part.height)
        ax.barh(y, part[rate].to_numpy() - r0, left=r0, xerr=error_bars(part, rate), capsize=2,
                color=np.where(part[rate].to_numpy() >= r0, "#55a868", "#c44e52"))
        names = part["card_name"].to_list()
        if note:
            names = [f"{nm} ({100 * v:.0f}%)" if v is not None else nm
                     for nm, v in zip(names, part[note].to_list())]
        ax.set_yticks(y, names, fontsize=7)
        ax.axvline(r0, color="grey", lw=1)
        ax.set_title(deck)
        ax.set_xlabel(xlabel)
    fig.suptitle(title)
    return save(fig, path)


def plot_card_iwd(card_stats: pl.DataFrame, path) -> Path:
    """IWD (GIH WR - GNS WR) per card with Newcombe 95% intervals."""
    return _card_bars(card_stats, "iwd", path, "Improvement when drawn (IWD)",
                      "GIH WR - GNS WR (95% interval)", 0.0)


def plot_card_mulligan(card_mulligan: pl.DataFrame, path) -> Path:
    """Opening-hand (mulligan) win rate per card against the deck's overall win rate,
    kept % in brackets."""
    return _card_bars(card_mulligan, "mulligan_wr", path,
                      "Mulligan win rate (card in the opening hand; kept % when seen)",
                      "win rate (95% interval); line: the deck's win rate", "deck_win_rate",
                      note="kept_rate")


def plot_ratings(ratings: pl.DataFrame, path) -> Path:
    """Bradley-Terry Elo ratings with 95% intervals."""
    df = ratings.sort("elo")
    fig, ax = plt.subplots(figsize=(7, 0.8 + 0.45 * df.height), layout="constrained")
    y = np.arange(df.height)
    e = df["elo"].to_numpy()
    ax.errorbar(e, y, xerr=np.vstack([e - df["elo_low"].to_numpy(), df["elo_high"].to_numpy() - e]),
                fmt="o", capsize=3)
    ax.axvline(0, color="grey", lw=1)
    ax.set_yticks(y, df["deck"].to_list())
    ax.set_xlabel("Bradley-Terry rating (Elo scale, mean 0; 95% interval)")
    ax.set_title("Deck ratings")
    return save(fig, path)


def plot_sprt(trajectory: list[dict], path) -> Path:
    """The SPRT's log-likelihood ratio after each round, with its two bounds."""
    fig, ax = plt.subplots(figsize=(7, 3.6), layout="constrained")
    if trajectory:
        g = [t["games"] for t in trajectory]
        ax.plot(g, [t["llr"] for t in trajectory], marker="o", ms=3)
        lo, hi = trajectory[0]["lower"], trajectory[0]["upper"]
        ax.axhline(hi, color="#55a868", ls="--", label=f"accept H1 ({hi:.2f})")
        ax.axhline(lo, color="#c44e52", ls="--", label=f"accept H0 ({lo:.2f})")
        ax.legend(fontsize=8)
    ax.set_xlabel("games played")
    ax.set_ylabel("log-likelihood ratio")
    ax.set_title("Sequential probability ratio test")
    return save(fig, path)


def plot_compare(summary: pl.DataFrame, path) -> Path:
    """Win-rate difference (candidate - baseline) per opponent and overall."""
    df = summary
    fig, ax = plt.subplots(figsize=(7, 0.9 + 0.5 * df.height), layout="constrained")
    y = np.arange(df.height)
    d = 100 * df["diff"].to_numpy()
    ax.errorbar(d, y, xerr=np.vstack([d - 100 * df["diff_low"].to_numpy(),
                                      100 * df["diff_high"].to_numpy() - d]), fmt="o", capsize=3)
    ax.axvline(0, color="grey", lw=1)
    ax.set_yticks(y, df["opponent"].to_list())
    ax.invert_yaxis()
    ax.set_xlabel("win rate, candidate - baseline (points; paired 95% interval)")
    ax.set_title("Candidate vs baseline by opponent")
    return save(fig, path)
