"""`decksim compare`: two deck lists on identical seeds against the same opponents,
in rounds, stopping early with the SPRT of decksim.analysis.sprt.

Seeds: against opponent k, seed index i is the seed stream (root, k * STRIDE + i),
the same for the baseline and the candidate, and the deck under test goes first
when i is even: both lists meet the opponent's same shuffles (the engine shuffles
each deck from its own stream, by slot) in the same seat, and their own decks
are shuffled alike by position when they have the same size.
Each (list, opponent) pair is stored as an ordinary run directory:

    OUT/manifest.json                  kind "compare": decks, opponents, pilots, SPRT, result
    OUT/runs/base-KK/                  baseline (deck a) vs opponent k (deck b)
    OUT/runs/cand-KK/                  candidate (deck a) vs opponent k
        manifest.json, games/part-SSSSSSSSSSSS-EEEEEEEEEEEE.parquet
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import polars as pl

from decksim.analysis.sprt import SPRT, paired_difference, pentanomial
from decksim.sim.counters import counter_frames
from decksim.sim.jobs import game_of
from decksim.sim.runner import records_frame
from decksim.sim.seeding import game_seeds

STRIDE = 1_000_000_000           # seed indices of opponent k start at k * STRIDE
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


def _score(frame: pl.DataFrame) -> np.ndarray:
    w = frame["winner"].to_numpy()
    return np.where(w == "a", 1.0, np.where(w == "draw", 0.5, 0.0))


def _write_run(d: Path, games: pl.DataFrame, manifest: dict) -> None:
    (d / "games").mkdir(parents=True, exist_ok=True)
    for part in games.partition_by("_round", maintain_order=True):
        lo, hi = int(part["_start"][0]), int(part["_start"][0]) + part.height
        part.drop("_round", "_start").write_parquet(d / "games" / f"part-{lo:012d}-{hi:012d}.parquet")
    (d / "manifest.json").write_text(json.dumps(manifest, indent=2))


def _write_counters(d: Path, game, m, st, lo: int, hi: int) -> None:
    """RUN/cards and RUN/turns shards (docs/report.md) from the engine's counters."""
    for sub, df in zip(("cards", "turns"), counter_frames(game, m, st)):
        (d / sub).mkdir(exist_ok=True)
        df.write_parquet(d / sub / f"part-{lo:012d}-{hi:012d}.parquet")


def run_compare(base, cand, against: list, pool, *,
                games: int = 2000, seed: int = 0, pilot: str = "greedy",
                pilot_params: dict | None = None, pilot_against: str | None = None,
                pilot_against_params: dict | None = None, sprt: SPRT | None = None,
                round_size: int = DEFAULT_ROUND, out: str | Path | None = None,
                progress: bool = False, version: str = "") -> CompareResult:
    """Play up to `games` seeds per opponent with both lists (2 x games x opponents
    games at most), looking at the SPRT after every round of `round_size` seeds per
    opponent; stop as soon as it decides (sprt=None: play everything)."""
    if games < 1 or round_size < 1:
        raise ValueError("games and round size must be at least 1")
    if not against:
        raise ValueError("compare needs at least one opponent (--against)")
    game = game_of([base, cand, *against])
    pa = game.pilot_vector(pilot, pilot_params)
    pb = game.pilot_vector(pilot_against or pilot, pilot_against_params if pilot_against
                           else pilot_params)
    PR = np.stack([pa, pb])
    mbase = [game.matchup(base, o, pool) for o in against]
    mcand = [game.matchup(cand, o, pool) for o in against]
    # per-card / per-turn counters when the game's engine counts them
    counters = bool(game.card_counters) and hasattr(mbase[0], "new_stats")
    stats = {("base", k): mbase[k].new_stats() for k in range(len(against))} if counters else {}
    stats.update({("cand", k): mcand[k].new_stats() for k in range(len(against))}
                 if counters else {})
    frames = {("base", k): [] for k in range(len(against))}
    frames.update({("cand", k): [] for k in range(len(against))})
    pair_parts, trajectory = [], []
    status = None
    counts = np.zeros(5, np.int64)
    bar = _Progress(games * 2 * len(against), progress)
    t0 = time.perf_counter()
    done = 0
    rnd = 0
    while done < games:
        n = min(round_size, games - done)
        for k in range(len(against)):
            start = k * STRIDE + done
            seeds = game_seeds(seed, start, n)
            firsts = (np.arange(done, done + n) % 2).astype(np.int64)   # 0: the tested list
            kw_b = {"stats": stats[("base", k)]} if counters else {}
            kw_c = {"stats": stats[("cand", k)]} if counters else {}
            rb = records_frame(mbase[k].play(PR, seeds, firsts, **kw_b), game.records, start)
            rc = records_frame(mcand[k].play(PR, seeds, firsts, **kw_c), game.records, start)
            for tag, fr in (("base", rb), ("cand", rc)):
                frames[(tag, k)].append(fr.with_columns(pl.lit(rnd).alias("_round"),
                                                        pl.lit(start).alias("_start")))
            sb, sc = _score(rb), _score(rc)
            counts += pentanomial(sb, sc)
            pair_parts.append(pl.DataFrame({
                "opponent": [against[k].name] * n, "opponent_index": [k] * n,
                "game": rb["game"], "first": rb["first"], "base_score": sb, "cand_score": sc}))
        done += n
        rnd += 1
        bar.update(done * 2 * len(against))
        if sprt is not None:
            status = sprt.status(counts)
            trajectory.append({"seeds": done, "games": done * 2 * len(against), **status})
            if status["decision"] != "continue":
                break
    bar.finish(done * 2 * len(against))
    elapsed = time.perf_counter() - t0
    pairs = pl.concat(pair_parts)
    summary = paired_difference(pairs["base_score"], pairs["cand_score"])
    manifest = {
        "format": 1, "kind": "compare", "game": game.name, "decksim_version": version,
        "root_seed": seed, "games": games, "round": round_size, "seed_stride": STRIDE,
        "decks": {"base": game.deck_entry(base), "candidate": game.deck_entry(cand)},
        "against": [game.deck_entry(o) for o in against],
        "pilots": {"decks": pilot, "decks_params": pilot_params or {},
                   "against": pilot_against or pilot,
                   "against_params": (pilot_against_params if pilot_against else pilot_params)
                   or {}},
        "sprt": None if sprt is None else sprt.describe(),
        "result": {"seeds_per_opponent": done, "games_played": int(pairs.height * 2),
                   "games_max": games * 2 * len(against),
                   "games_saved": (games - done) * 2 * len(against),
                   "decision": None if status is None else status["decision"],
                   "llr": None if status is None else status["llr"],
                   "pentanomial": counts.tolist(), **summary},
        "trajectory": trajectory, "seconds": elapsed,
    }
    if out is not None:
        out = Path(out)
        out.mkdir(parents=True, exist_ok=True)
        for (tag, k), parts in frames.items():
            deck = base if tag == "base" else cand
            run_manifest = {
                "format": 1, "kind": "simulate", "game": game.name, "decksim_version": version,
                "root_seed": seed,
                "mirror": deck.content_hash == against[k].content_hash, "games": done,
                "seed_offset": k * STRIDE, "first": "deck a when the seed index is even",
                "decks": {"a": game.deck_entry(deck), "b": game.deck_entry(against[k])},
                "pilots": {"a": pilot, "b": pilot_against or pilot},
                "done": [[k * STRIDE, k * STRIDE + done]],
            }
            d = out / "runs" / f"{tag}-{k:02d}"
            _write_run(d, pl.concat(parts), run_manifest)
            if counters:
                m = (mbase if tag == "base" else mcand)[k]
                _write_counters(d, game, m, stats[(tag, k)], k * STRIDE, k * STRIDE + done)
        (out / "manifest.json").write_text(json.dumps(manifest, indent=2))
        pairs.write_parquet(out / "pairs.parquet")
    return CompareResult(pairs, status, trajectory, games, done, elapsed, manifest)
