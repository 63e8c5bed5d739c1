"""One batch of games of a matchup (`play_range`), per-game records as a polars
DataFrame (`records_frame`, named by the game's RecordSchema), progress, and
`run_games` (in memory). A matchup comes from its game (decksim.games).

Runs written to disk, several workers and Dask: decksim.sim.jobs."""
from __future__ import annotations

import functools
import sys
import time
from typing import TYPE_CHECKING

import numpy as np

from decksim.games.base import RecordSchema
from decksim.core.records import R_FIRST, R_P0, R_REASON, R_TURNS, R_WINNER
from decksim.sim.seeding import plan

if TYPE_CHECKING:
    import polars as pl

DEFAULT_BATCH = 2048


def play_range(matchup, PR: np.ndarray, seed: int, mirror: bool, start: int,
               end: int, stats: bool = False) -> tuple[np.ndarray, object | None]:
    """Play games start .. end-1 of a run: (records int32[n, R_COLS], counters or None).

    Pure function of its arguments: the same range gives the same records wherever
    and in whatever pieces it is played. `stats` asks for the per-card and per-turn
    counters when the game's engine counts them (None otherwise)."""
    seeds, firsts = plan(seed, start, end - start, mirror)
    st = None
    if stats and hasattr(matchup, "new_stats"):
        st = matchup.new_stats()
        return matchup.play(PR, seeds, firsts, stats=st), st
    return matchup.play(PR, seeds, firsts), st


class Progress:
    """Games done, games per second and time left, on stderr.

    mode "bar": one line rewritten in place (twice a second at most);
    "log": one full line every `interval` seconds (batch jobs, --quiet); "off"."""

    def __init__(self, total: int, mode: str | bool = "bar", label: str = "games",
                 interval: float = 10.0, already: int = 0, stream=None):
        if mode is True:
            mode = "bar"
        elif mode is False:
            mode = "off"
        self.total, self.mode, self.label, self.interval = total, mode, label, interval
        self.already = already            # done before this session (resume)
        self.stream = stream or sys.stderr
        self.start = time.perf_counter()
        self.last = self.start if mode == "log" else 0.0
        self.done = already

    def line(self, done: int) -> str:
        el = max(time.perf_counter() - self.start, 1e-9)
        rate = (done - self.already) / el
        left = (self.total - done) / rate if rate > 0 else float("inf")
        pct = 100.0 * done / self.total if self.total else 100.0
        eta = "?" if left == float("inf") else _duration(left)
        return (f"{done:,}/{self.total:,} {self.label} ({pct:.1f}%)  {rate:,.0f} {self.label}/s"
                f"  {eta} left")

    def update(self, done: int, force: bool = False) -> None:
        self.done = done
        if self.mode == "off":
            return
        now = time.perf_counter()
        wait = 0.5 if self.mode == "bar" else self.interval
        if not force and now - self.last < wait:
            return
        self.last = now
        if self.mode == "bar":
            self.stream.write("\r" + self.line(done) + " ")
            if done >= self.total:
                self.stream.write("\n")
        else:
            self.stream.write(time.strftime("%H:%M:%S ") + self.line(done) + "\n")
        self.stream.flush()

    def finish(self) -> None:
        if self.mode == "bar" and self.done < self.total:
            self.stream.write("\n")
            self.stream.flush()


def _duration(s: float) -> str:
    s = int(round(s))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"


SIDES = ["a", "b", "draw"]


@functools.cache
def _dtypes():
    import polars as pl
    return {"Boolean": pl.Boolean, "Int8": pl.Int8, "Int16": pl.Int16, "Int32": pl.Int32}


def records_frame(rec: np.ndarray, records: RecordSchema, start: int = 0) -> pl.DataFrame:
    """Per-game records as a DataFrame; player 0 is deck a, player 1 deck b.

    Small dtypes (the stored schema): game Int64; first, winner Enum(a, b, draw);
    end_reason Enum of the game's end reasons; turns Int16; per deck a_NAME and
    b_NAME for each of the game's player columns, in its dtype.
    polars is imported here, not with this module: the processes that only play
    games (workers, the compile helper) never need it (a quarter of a second)."""
    import polars as pl
    side = pl.Enum(SIDES)
    reasons = [records.end_reasons[r] for r in sorted(records.end_reasons)]
    cols = [
        pl.Series("game", np.arange(start, start + len(rec), dtype=np.int64)),
        pl.Series("first", np.asarray(SIDES)[rec[:, R_FIRST]], dtype=side),
        pl.Series("winner", np.asarray(SIDES)[rec[:, R_WINNER]], dtype=side),
        pl.Series("end_reason", np.asarray(reasons)[rec[:, R_REASON]], dtype=pl.Enum(reasons)),
        pl.Series("turns", rec[:, R_TURNS].astype(np.int16)),
    ]
    for p, tag in ((0, "a"), (1, "b")):
        for c in records.player:
            v = rec[:, R_P0 + p * records.player_width + c.offset]
            _check_fits(v, c.dtype, f"{tag}_{c.name}", start)
            cols.append(pl.Series(f"{tag}_{c.name}", v).cast(_dtypes()[c.dtype], strict=True))
    return pl.DataFrame(cols)


_RANGES = {"Boolean": (0, 1), "Int8": (-2 ** 7, 2 ** 7 - 1), "Int16": (-2 ** 15, 2 ** 15 - 1),
           "Int32": (-2 ** 31, 2 ** 31 - 1)}


def _check_fits(v: np.ndarray, dtype: str, name: str, start: int) -> None:
    """RunError naming the game when a record value does not fit its stored dtype (a
    card file's effects can build, say, 40,000 damage to a leader in one hit): a
    message instead of polars' cast error; the batches stored before it stay."""
    lo, hi = _RANGES[dtype]
    bad = np.flatnonzero((v < lo) | (v > hi))
    if bad.size:
        from decksim.sim.errors import RunError
        g = int(bad[0])
        raise RunError(f"game {start + g}: {name} = {int(v[g])} does not fit the stored "
                       f"record ({dtype}, {lo} to {hi}); the cards' numbers built a value "
                       "past what a game record holds. Games of earlier batches are stored; "
                       "lower the card's amounts")


def run_games(matchup, games: int, seed: int, PR: np.ndarray, batch: int = DEFAULT_BATCH,
              progress: bool | str = False, start: int = 0, mirror: bool = True) -> pl.DataFrame:
    """Play games start .. start+games-1 of a run in memory, in this process, with
    numba's threads (game g seeded as in decksim.sim.seeding.plan)."""
    import polars as pl

    from decksim.games import get as game_named
    records = game_named(matchup.game).records
    parts = []
    bar = Progress(games, progress)
    done = 0
    while done < games:
        n = min(batch, games - done)
        rec, _ = play_range(matchup, PR, seed, mirror, start + done, start + done + n)
        parts.append(records_frame(rec, records, start + done))
        done += n
        bar.update(done, force=done >= games)
    if not parts:
        return records_frame(np.zeros((0, records.cols), np.int32), records, start)
    return pl.concat(parts)
