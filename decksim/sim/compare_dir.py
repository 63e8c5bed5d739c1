"""The directory of `decksim compare --out`: written round by round as the games are
played, refused when it holds another run, and resumed (docs/simulation.md).

    OUT/manifest.json            kind "compare": decks, opponents, pilots, SPRT, seeds done,
                                 and the result once the compare ends
    OUT/runs/base-KK/            baseline (deck a) vs opponent k: a run directory
    OUT/runs/cand-KK/            candidate (deck a) vs opponent k
        manifest.json, games/ cards/ turns/ part-SSSSSSSSSSSS-EEEEEEEEEEEE.parquet
    OUT/pairs.parquet            one row per (opponent, seed), written at the end

Each round of the compare stores one shard per run (storage.RunDir: counters first,
the games shard last, each file renamed into place when complete). The shards are
the truth: a resumed compare takes the seeds every run holds, reads their pairs
back, replays the SPRT's looks over them and plays on from there, so an interrupted
and resumed compare ends as one uninterrupted run would.
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
import polars as pl

from decksim.sim import storage
from decksim.sim.errors import RunError
from decksim.sim.jobs import card_files_entry, counter_kinds

STRIDE = 1_000_000_000           # seed indices of opponent k start at k * STRIDE


def compare_manifest(game, base, cand, against, *, seed: int, games: int, round_size: int,
                     pilots: dict, sprt: dict | None, card_files=(), version: str = "") -> dict:
    """What a compare is (its games depend on all but `games`, which may grow)."""
    t = storage.now()
    m = {"format": storage.FORMAT, "kind": "compare", "game": game.name,
         "decksim_version": version, "engine": game.engine_version(), "root_seed": int(seed),
         "games": int(games), "round": int(round_size), "seed_stride": STRIDE,
         "decks": {"base": game.deck_entry(base), "candidate": game.deck_entry(cand)},
         "against": [game.deck_entry(o) for o in against], "pilots": pilots,
         "pilot_params": {"decks": _params(game, pilots["decks"], pilots["decks_params"]),
                          "against": _params(game, pilots["against"], pilots["against_params"])},
         "sprt": sprt, "card_files": card_files_entry(card_files),
         "counters": counter_kinds(game), "seeds_done": 0, "created": t, "updated": t}
    m["run_id"] = storage.run_id(m)
    return m


def _params(game, name: str, over: dict | None) -> dict:
    """The full parameter set of a pilot and its overrides (what decides its play)."""
    return {"pilot": name, **game.pilot_params(game.pilot_vector(name, over or None))}


def compare_differences(old: dict, new: dict) -> list[str]:
    """Why the compare in a directory cannot be continued with the new options."""
    out = []
    if (old.get("game") or "sve") != new["game"]:
        return [f"it holds games of {old.get('game') or 'sve'}, not of {new['game']}"]
    if old.get("root_seed") != new["root_seed"]:
        out.append(f"seed: the compare has {old.get('root_seed')}, now {new['root_seed']}")
    for role in ("base", "candidate"):
        o, n = (old.get("decks") or {}).get(role) or {}, new["decks"][role]
        if o.get("hash") != n["hash"]:
            out.append(f"{role} list: the compare has {o.get('name')} [{o.get('hash')}], now "
                       f"{n['name']} [{n['hash']}]")
    oh = [d.get("hash") for d in old.get("against") or [] if isinstance(d, dict)]
    if oh != [d["hash"] for d in new["against"]]:
        out.append("opponents (--against): the compare has " + ", ".join(
            str(d.get("name")) for d in old.get("against") or [] if isinstance(d, dict))
            + "; now " + ", ".join(d["name"] for d in new["against"]))
    if old.get("pilot_params") != new["pilot_params"]:
        out.append(f"pilots: the compare has {old.get('pilots')}, now {new['pilots']}")
    if old.get("round") != new["round"]:
        out.append(f"--round: the compare has {old.get('round')}, now {new['round']} (the "
                   "SPRT looks after each round)")
    if old.get("sprt") != new["sprt"]:
        out.append(f"SPRT: the compare has {old.get('sprt')}, now {new['sprt']}")
    if [c.get("hash") for c in old.get("card_files") or []] != \
            [c.get("hash") for c in new["card_files"]]:
        out.append("card files (--cards) differ, or their contents changed")
    if old.get("engine") != new["engine"]:
        out.append(f"engine: the compare was played by decksim {old.get('decksim_version')} "
                   f"(engine {old.get('engine')}); its games would not match")
    if new["games"] < (old.get("games") or 0):
        out.append(f"--games: the compare asks for {old.get('games')}, now {new['games']} "
                   "(a compare can be extended, not shortened)")
    return out


def _run_manifest(game, deck, opp, k: int, cm: dict, tag: str) -> dict:
    p = cm["pilots"]
    return {"format": storage.FORMAT, "kind": "simulate", "game": game.name,
            "decksim_version": cm["decksim_version"], "engine": cm["engine"],
            "root_seed": cm["root_seed"], "mirror": deck.content_hash == opp.content_hash,
            "games": cm["games"], "seed_offset": k * STRIDE,
            "first": "deck a when the seed index is even",
            "decks": {"a": game.deck_entry(deck), "b": game.deck_entry(opp)},
            "pilots": {"a": p["decks"], "b": p["against"]},
            "counters": cm["counters"], "compare": {"dir": "../..", "role": tag, "opponent": k},
            "done": [], "shards": [], "created": cm["created"], "updated": cm["updated"]}


class CompareDir:
    """A compare's directory being written: its manifest and one RunDir per (list, opponent)."""

    def __init__(self, out, manifest: dict, runs: dict):
        self.path, self.manifest, self.runs = Path(out), manifest, runs

    @classmethod
    def open(cls, out, manifest: dict, game, base, cand, against, resume: bool) -> "CompareDir":
        """A new compare in `out`, or the stored one when resuming; RunError when `out`
        holds another run or another compare, or cannot be written."""
        out = Path(out)
        try:
            old = storage.check_target(out, resume, kind="compare")
        except storage.StorageError as e:
            raise RunError(str(e)) from None
        if old is not None:
            diff = compare_differences(old, manifest)
            if diff:
                raise RunError(f"cannot resume {out}: it holds {storage.describe_run(old)} and "
                               "the options differ:\n  " + "\n  ".join(diff) +
                               "\ngive the compare's options, or choose another --out")
            manifest["created"] = old.get("created", manifest["created"])
        runs = {}
        try:
            for k, opp in enumerate(against):
                for tag, deck in (("base", base), ("cand", cand)):
                    rm = _run_manifest(game, deck, opp, k, manifest, tag)
                    runs[(tag, k)] = storage.RunDir(out / "runs" / f"{tag}-{k:02d}", rm)
            d = cls(out, manifest, runs)
            d.write_manifest()
        except OSError as e:
            raise RunError(storage.disk_message(e, out)) from None
        except storage.StorageError as e:
            raise RunError(str(e)) from None
        return d

    # --------------------------------------------------------------- what is stored
    def seeds_stored(self) -> int:
        """Seeds per opponent that every run holds from its first game on."""
        held = []
        for (tag, k), rd in self.runs.items():
            first = rd.done[0] if rd.done else None
            held.append(first[1] - k * STRIDE if first and first[0] == k * STRIDE else 0)
        return min(held) if held else 0

    def keep_first(self, seeds: int) -> None:
        """Drop the shards of every seed index from `seeds` on (a round cut short, or
        rounds cut otherwise by an earlier --games): they are played again."""
        for (tag, k), rd in self.runs.items():
            for kind in storage.KINDS:
                for p in (rd.path / kind).glob("part-*.parquet"):
                    r = storage.parse_shard(p.name)
                    if r and r[1] > k * STRIDE + seeds:
                        p.unlink()
            rd.reconcile()
            rd.flush(final=True)

    def stored_pairs(self, k: int, start: int, end: int) -> tuple[np.ndarray, ...]:
        """(game, first, base score, candidate score) of opponent k's seeds [start, end)."""
        lo, hi = k * STRIDE + start, k * STRIDE + end
        frames = []
        for tag in ("base", "cand"):
            lf = storage.scan_games(self.runs[(tag, k)].path)
            frames.append(lf.filter((pl.col("game") >= lo) & (pl.col("game") < hi))
                          .select("game", "first", "winner").sort("game").collect())
        b, c = frames
        if b.height != end - start or not b["game"].equals(c["game"]):
            raise RunError(f"{self.path}: the stored games of opponent {k} do not pair up "
                           f"(seeds {start}-{end - 1}); start the compare in another --out")
        return (b["game"].to_numpy(), b["first"].cast(pl.String).to_numpy(), score(b),
                score(c))

    # --------------------------------------------------------------- writing
    def add(self, tag: str, k: int, start: int, end: int, games, cards, turns) -> None:
        self.runs[(tag, k)].add(start, end, games, cards, turns)

    def round_done(self, seeds: int, trajectory: list[dict]) -> None:
        self.manifest.update(seeds_done=seeds, trajectory=trajectory, updated=storage.now())
        self.write_manifest()

    def write_manifest(self) -> None:
        target = self.path / storage.MANIFEST
        try:
            storage.write_json(target, self.manifest)
        except OSError as e:
            raise storage.StorageError(storage.disk_message(e, target)) from e

    def flush(self) -> None:
        for rd in self.runs.values():
            rd.adopt_written()
            rd.flush(final=True)
        self.write_manifest()

    def finish(self, result: dict, pairs: pl.DataFrame) -> None:
        self.manifest.update(result)
        self.manifest["updated"] = storage.now()
        self.flush()
        target = self.path / "pairs.parquet"
        try:
            storage.write_parquet(pairs, target)
        except OSError as e:
            raise storage.StorageError(storage.disk_message(e, target)) from e


def score(frame: pl.DataFrame) -> np.ndarray:
    """Deck a's score of each game: 1 a win, 0.5 a draw, 0 a loss."""
    w = frame["winner"].cast(pl.String).to_numpy()
    return np.where(w == "a", 1.0, np.where(w == "draw", 0.5, 0.0))
