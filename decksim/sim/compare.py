"""`decksim compare`: two deck lists on identical seeds against the same opponents,
in rounds, stopping early with the SPRT of decksim.analysis.sprt.

Seeds: against opponent k, seed index i is the seed stream (root, k * STRIDE + i),
the same for the baseline and the candidate, and the deck under test goes first
when i is even: both lists meet the opponent's same shuffles (the engine shuffles
each deck from its own stream, by slot) in the same seat, and their own decks
are shuffled alike by position when they have the same size.
With --out, each (list, opponent) pair is a run directory written round by round,
refused when it holds another run and resumable (compare_dir.py).
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import polars as pl

from decksim.analysis.sprt import SPRT, paired_difference, pentanomial
from decksim.sim import storage
from decksim.sim.compare_dir import STRIDE, CompareDir, compare_manifest, score
from decksim.sim.counters import counter_frames
from decksim.sim.errors import RunError
from decksim.sim.jobs import game_of
from decksim.sim.runner import records_frame
from decksim.sim.seeding import game_seeds

DEFAULT_ROUND = 200              # seeds per opponent between two SPRT looks


@dataclass
class CompareResult:
    """What compare played and concluded; `pairs` has one row per (opponent, seed)."""
    pairs: pl.DataFrame
    sprt: dict | None
    trajectory: list[dict]
    max_games: int
    played_seeds: int
    seconds: float
    manifest: dict = field(default_factory=dict)

    @property
    def games_played(self) -> int:
        return self.pairs.height * 2

    @property
    def games_saved(self) -> int:
        return (self.max_games - self.played_seeds) * 2 * self.pairs["opponent"].n_unique()


class _Progress:
    """Games done, games per second and the most games left, on stderr."""

    def __init__(self, total: int, enabled: bool):
        self.total, self.enabled = total, enabled
        self.start = self.last = time.perf_counter()

    def update(self, done: int, force: bool = False) -> None:
        now = time.perf_counter()
        if not self.enabled or (not force and now - self.last < 0.5):
            return
        self.last = now
        rate = done / max(now - self.start, 1e-9)
        left = (self.total - done) / rate if rate > 0 else float("inf")
        sys.stderr.write(f"\r{done:>10,}/{self.total:,} games (at most)  {rate:,.0f}/s  "
                         f"{left:5.0f}s left at most ")
        sys.stderr.flush()

    def finish(self, done: int) -> None:
        if self.enabled:
            self.update(done, force=True)
            sys.stderr.write("\n")


def _round_plan(done: int, games: int, round_size: int) -> int:
    """The last round boundary at or below `done` seeds (rounds of round_size seeds,
    the last cut at `games`): a resumed compare looks where an uninterrupted one did."""
    seeds = 0
    while seeds < games:
        n = min(round_size, games - seeds)
        if seeds + n > done:
            break
        seeds += n
    return seeds


def run_compare(base, cand, against: list, pool, *,
                games: int = 2000, seed: int = 0, pilot: str = "greedy",
                pilot_params: dict | None = None, pilot_against: str | None = None,
                pilot_against_params: dict | None = None, sprt: SPRT | None = None,
                round_size: int = DEFAULT_ROUND, out: str | Path | None = None,
                resume: bool = False, progress: bool = False, version: str = "",
                card_files=()) -> CompareResult:
    """Play up to `games` seeds per opponent with both lists (2 x games x opponents
    games at most), looking at the SPRT after every round of `round_size` seeds per
    opponent; stop as soon as it decides (sprt=None: play everything). With `out`,
    each round is stored as it ends (compare_dir.py); `resume` continues the compare
    stored there."""
    if games < 1 or round_size < 1:
        raise ValueError("games and round size must be at least 1")
    if not against:
        raise ValueError("compare needs at least one opponent (--against)")
    game = game_of([base, cand, *against])
    pa = game.pilot_vector(pilot, pilot_params)
    pb = game.pilot_vector(pilot_against or pilot, pilot_against_params if pilot_against
                           else pilot_params)
    PR = np.stack([pa, pb])
    matchups = {"base": [game.matchup(base, o, pool) for o in against],
                "cand": [game.matchup(cand, o, pool) for o in against]}
    # per-card / per-turn counters when the game's engine counts them
    counters = bool(game.card_counters) and hasattr(matchups["base"][0], "new_stats")
    pilots = {"decks": pilot, "decks_params": pilot_params or {},
              "against": pilot_against or pilot,
              "against_params": (pilot_against_params if pilot_against else pilot_params) or {}}
    manifest = compare_manifest(game, base, cand, against, seed=seed, games=games,
                                round_size=round_size, pilots=pilots,
                                sprt=None if sprt is None else sprt.describe(),
                                card_files=card_files, version=version)
    store = None
    stored = 0
    if out is not None:
        store = CompareDir.open(out, manifest, game, base, cand, against, resume)
        stored = _round_plan(store.seeds_stored(), games, round_size)
        store.keep_first(stored)

    def play(tag: str, k: int, start: int, seeds, firsts):
        m = matchups[tag][k]
        st = m.new_stats() if counters else None
        rec = m.play(PR, seeds, firsts, stats=st) if counters else m.play(PR, seeds, firsts)
        frame = records_frame(rec, game.records, start)
        if store is not None:
            cards, turns = counter_frames(game, m, st)
            store.add(tag, k, start, start + len(seeds), frame, cards, turns)
        return frame

    pair_parts, trajectory = [], []
    status = None
    counts = np.zeros(5, np.int64)
    bar = _Progress(games * 2 * len(against), progress)
    t0 = time.perf_counter()
    done = 0
    try:
        while done < games:
            n = min(round_size, games - done)
            for k in range(len(against)):
                start = k * STRIDE + done
                if done + n <= stored:                  # stored by an earlier start
                    g, first, sb, sc = store.stored_pairs(k, done, done + n)
                else:
                    seeds = game_seeds(seed, start, n)
                    firsts = (np.arange(done, done + n) % 2).astype(np.int64)  # 0: the list
                    rb, rc = play("base", k, start, seeds, firsts), play("cand", k, start,
                                                                       seeds, firsts)
                    g, first = rb["game"].to_numpy(), rb["first"].cast(pl.String).to_numpy()
                    sb, sc = score(rb), score(rc)
                counts += pentanomial(sb, sc)
                pair_parts.append(pl.DataFrame({
                    "opponent": [against[k].name] * n, "opponent_index": [k] * n,
                    "game": g, "first": first, "base_score": sb, "cand_score": sc}))
            done += n
            bar.update(done * 2 * len(against))
            if sprt is not None:
                status = sprt.status(counts)
                trajectory.append({"seeds": done, "games": done * 2 * len(against), **status})
            if store is not None:
                store.round_done(done, trajectory)
            if status is not None and status["decision"] != "continue":
                break
    except storage.StorageError as e:
        raise RunError(f"{e}; {done:,} seeds per opponent are stored and the compare can be "
                       "continued with --resume") from None
    except BaseException:
        if store is not None:
            try:
                store.flush()
            except Exception:
                pass
        raise
    finally:
        bar.finish(done * 2 * len(against))
    elapsed = time.perf_counter() - t0
    pairs = pl.concat(pair_parts).with_columns(pl.col("first").cast(pl.String))
    summary = paired_difference(pairs["base_score"], pairs["cand_score"])
    result = {
        "result": {"seeds_per_opponent": done, "games_played": int(pairs.height * 2),
                   "games_max": games * 2 * len(against),
                   "games_saved": (games - done) * 2 * len(against),
                   "decision": None if status is None else status["decision"],
                   "llr": None if status is None else status["llr"],
                   "pentanomial": counts.tolist(), **summary},
        "trajectory": trajectory, "seconds": elapsed}
    manifest.update(result)
    if store is not None:
        try:
            store.finish(result, pairs)
        except storage.StorageError as e:
            raise RunError(f"{e}; the games are stored: `decksim compare ... --resume "
                           f"--out {out}` writes the result") from None
    return CompareResult(pairs, status, trajectory, games, done, elapsed, manifest)
