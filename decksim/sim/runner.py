"""Pilots, the compiled matchup, one batch of games (`play_range`), per-game
records as a polars DataFrame, progress, and `run_games` (in memory).

Runs written to disk, several workers and Dask: decksim.sim.jobs."""
from __future__ import annotations

import functools
import sys
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from decksim.cards.compile import CompiledPool, compile_pool
from decksim.cards.decklist import Deck
from decksim.cards.pool import CardPool
from decksim.core.sve import records as R
from decksim.core.sve.policies.params import N_PARAMS, PARAM_NAMES, PR_KIND, PRESETS
from decksim.core.sve.records import (
    END_BOTH, END_CAP, END_CYCLE, END_DECKOUT, END_LEADER, N_CC, N_TC, TURNS as STATS_TURNS,
)
from decksim.sim.errors import PilotError
from decksim.sim.seeding import plan

if TYPE_CHECKING:
    import polars as pl

END_REASONS = {0: "none", END_LEADER: "leader", END_DECKOUT: "deck_out", END_CAP: "cap",
               END_BOTH: "both_lost", END_CYCLE: "cycle"}
DEFAULT_BATCH = 2048


def pilot_vector(name: str, overrides: dict | None = None) -> np.ndarray:
    """The float parameter vector of a named pilot, with overrides by name."""
    if name not in PRESETS:
        raise PilotError(f"unknown pilot {name!r}; choose one of {', '.join(PRESETS)}")
    preset = dict(PRESETS[name])
    for k, v in (overrides or {}).items():
        if k not in PARAM_NAMES:
            raise PilotError(f"unknown pilot parameter {k!r}; known: {', '.join(PARAM_NAMES)}")
        preset[k] = float(v)
    vec = np.zeros(N_PARAMS)
    vec[PR_KIND] = preset["kind"]
    for k, i in PARAM_NAMES.items():
        vec[i] = preset[k]
    return vec


def parse_pilot(spec: str) -> tuple[str, dict]:
    """'greedy' or 'greedy:face=1.5,board=0.8' -> (name, overrides)."""
    name, _, rest = spec.partition(":")
    overrides = {}
    for part in filter(None, rest.split(",")):
        k, eq, v = part.partition("=")
        try:
            if not eq:
                raise ValueError
            overrides[k.strip()] = float(v)
        except ValueError:
            raise PilotError(f"bad pilot parameter {part!r} in {spec!r}; write NAME=NUMBER, "
                             "e.g. greedy:face=1.5") from None
    return name.strip(), overrides


@dataclass
class Stats:
    """Per-card and per-turn counters of the games played into it (stats.py):
    cards[p, slot, CC_NAMES], turns[p, seat, own turn - 1, TC_NAMES]."""
    cards: np.ndarray
    turns: np.ndarray

    def add(self, other: "Stats") -> None:
        self.cards += other.cards
        self.turns += other.turns


_NO_STATS = Stats(np.zeros((2, 0, N_CC), np.int64), np.zeros((2, 2, STATS_TURNS, N_TC), np.int64))

@dataclass
class Matchup:
    """Two decks compiled into the arrays the kernel reads."""
    compiled: CompiledPool
    decks: np.ndarray
    deck_n: np.ndarray
    evos: np.ndarray
    evo_n: np.ndarray
    slot_cards: list          # per deck: the card row of each stats slot
    slot_of: np.ndarray       # int32[2, card rows]: slot of a card row, -1 none

    @classmethod
    def build(cls, deck_a: Deck, deck_b: Deck, pool: CardPool,
              compiled: CompiledPool | None = None) -> "Matchup":
        cp = compiled or compile_pool(pool)
        decks = np.zeros((2, 64), np.int32)
        evos = np.zeros((2, 12), np.int32)
        deck_n = np.zeros(2, np.int64)
        evo_n = np.zeros(2, np.int64)
        for p, d in enumerate((deck_a, deck_b)):
            main = [cp.row(c) for c in d.main]
            evo = [cp.row(c) for c in d.evolve]
            decks[p, :len(main)] = main
            evos[p, :len(evo)] = evo
            deck_n[p] = len(main)
            evo_n[p] = len(evo)
        slot_cards = [list(dict.fromkeys(decks[p, :deck_n[p]].tolist()
                                         + evos[p, :evo_n[p]].tolist())) for p in range(2)]
        slot_of = np.full((2, len(cp.CT)), -1, np.int32)
        for p in range(2):
            slot_of[p, slot_cards[p]] = np.arange(len(slot_cards[p]), dtype=np.int32)
        return cls(cp, decks, deck_n, evos, evo_n, slot_cards, slot_of)

    def new_stats(self) -> Stats:
        slots = max(len(s) for s in self.slot_cards)
        return Stats(np.zeros((2, slots, N_CC), np.int64),
                     np.zeros((2, 2, STATS_TURNS, N_TC), np.int64))

    def play(self, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
             check: bool = False, stats: Stats | None = None) -> np.ndarray:
        """Records of one batch; check=True tests the engine invariants after
        every action (column R_BAD of the records); the batch's counters are
        added into `stats` when given (new_stats())."""
        import numba

        from decksim.core.sve import game as G     # the engine: loaded where games are played
        out = np.zeros((len(seeds), R.R_COLS), np.int32)
        c = self.compiled
        chk = self.deck_n.copy() if check else np.zeros(0, np.int64)
        st = stats or _NO_STATS
        G.play_batch(c.CT, c.AB, c.EF, c.FL, PR, self.decks, self.deck_n, self.evos,
                     self.evo_n, seeds, firsts, out, chk, self.slot_of, st.cards, st.turns,
                     8 * numba.get_num_threads())
        return out


def play_range(matchup: Matchup, PR: np.ndarray, seed: int, mirror: bool, start: int,
               end: int, stats: bool = False) -> tuple[np.ndarray, object | None]:
    """Play games start .. end-1 of a run: (records int32[n, R_COLS], counters or None).

    Pure function of its arguments: the same range gives the same records wherever
    and in whatever pieces it is played. `stats` asks for the per-card and per-turn
    counters when the engine provides them (None otherwise)."""
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
def frame_types() -> tuple:
    """(side Enum, end reason Enum, {record offset: (column, dtype)} per deck).
    polars is imported here, not with this module: the processes that only play
    games (workers, the compile helper) never need it (a quarter of a second)."""
    import polars as pl
    return (pl.Enum(SIDES), pl.Enum([END_REASONS[r] for r in range(len(END_REASONS))]),
            {R.R_MULL: ("mulligan", pl.Boolean), R.R_LEADER: ("leader_defense", pl.Int16),
             R.R_PP_SPENT: ("pp_spent", pl.Int16), R.R_EP_USED: ("ep_used", pl.Int8),
             R.R_EVOLVES: ("evolves", pl.Int8), R.R_PLAYED: ("cards_played", pl.Int16),
             R.R_FACE_DMG: ("face_damage", pl.Int16),
             R.R_FIRST_EVO: ("first_evolve", pl.Int16), R.R_EP_LEFT: ("ep_left", pl.Int8)})


def records_frame(rec: np.ndarray, start: int = 0) -> pl.DataFrame:
    """Per-game records as a DataFrame; player 0 is deck a, player 1 deck b.

    Small dtypes (the stored schema): game Int64; first, winner Enum(a, b, draw);
    end_reason Enum; turns Int16; per deck mulligan Boolean, ep_used, evolves and
    ep_left Int8, the rest Int16 (first_evolve: own turn of the first evolve, 0 never)."""
    import polars as pl
    SIDE, END_REASON, PLAYER_COLS = frame_types()
    cols = [
        pl.Series("game", np.arange(start, start + len(rec), dtype=np.int64)),
        pl.Series("first", np.asarray(SIDES)[rec[:, R.R_FIRST]], dtype=SIDE),
        pl.Series("winner", np.asarray(SIDES)[rec[:, R.R_WINNER]], dtype=SIDE),
        pl.Series("end_reason", np.asarray(END_REASON.categories.to_list())[rec[:, R.R_REASON]],
                  dtype=END_REASON),
        pl.Series("turns", rec[:, R.R_TURNS].astype(np.int16)),
    ]
    for p, tag in ((0, "a"), (1, "b")):
        for off, (nm, dt) in PLAYER_COLS.items():
            v = rec[:, R.R_P0 + p * R.R_PN + off]
            cols.append(pl.Series(f"{tag}_{nm}", v).cast(dt, strict=True))
    return pl.DataFrame(cols)


def run_games(matchup: Matchup, games: int, seed: int, PR: np.ndarray,
              batch: int = DEFAULT_BATCH, progress: bool | str = False, start: int = 0,
              mirror: bool = True) -> pl.DataFrame:
    """Play games start .. start+games-1 of a run in memory, in this process, with
    numba's threads (game g seeded as in decksim.sim.seeding.plan)."""
    import polars as pl
    parts = []
    bar = Progress(games, progress)
    done = 0
    while done < games:
        n = min(batch, games - done)
        rec, _ = play_range(matchup, PR, seed, mirror, start + done, start + done + n)
        parts.append(records_frame(rec, start + done))
        done += n
        bar.update(done, force=done >= games)
    if not parts:
        return records_frame(np.zeros((0, R.R_COLS), np.int32), start)
    return pl.concat(parts)
