"""Result storage: run directories of parquet shards plus a JSON manifest, written
atomically, resumable, and read back lazily (docs/simulation.md).

    OUT/manifest.json                         what the run is and which games are done
    OUT/games/part-{start:012d}-{end:012d}.parquet   per-game records of games [start, end)
    OUT/cards/part-....parquet                per-card counters of the same games
    OUT/turns/part-....parquet                per-turn counters of the same games
    OUT/summary.csv                           win rates by deck and seat

Every file is written under a temporary name (a leading dot, never matching
`part-*.parquet`) and renamed into place, so a file with a final name is complete.
A range's cards and turns shards are written before its games shard: the games
shard marks the range done. The shards on disk are the truth; the manifest's
`done` and `shards` are rewritten from them (at most about once a second while a
run is going, and at its end), and a resumed run first reconciles the manifest
with the files, so a run killed at any moment loses no finished game.
"""
from __future__ import annotations

import datetime
import errno
import json
import os
import re
import sys
import time
from pathlib import Path

import polars as pl

from decksim.analysis.load import complete_parquet
from decksim.analysis.summary import wilson

FORMAT = 1
KINDS = ("games", "cards", "turns")
MANIFEST = "manifest.json"
_SHARD = re.compile(r"^part-(\d{12})-(\d{12})\.parquet$")
PARQUET = {"compression": "zstd", "compression_level": 10, "statistics": True}


class StorageError(Exception):
    """A problem with an output directory; the message names it and what to do."""


# ----------------------------------------------------------------- names and ranges
def shard_name(start: int, end: int) -> str:
    return f"part-{start:012d}-{end:012d}.parquet"


def parse_shard(name: str) -> tuple[int, int] | None:
    m = _SHARD.match(name)
    return (int(m.group(1)), int(m.group(2))) if m else None


def merge_ranges(ranges) -> list[list[int]]:
    """Sorted, merged [start, end) ranges."""
    out: list[list[int]] = []
    for s, e in sorted((int(s), int(e)) for s, e in ranges):
        if e <= s:
            continue
        if out and s <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([s, e])
    return out


def count_done(done) -> int:
    return sum(e - s for s, e in done)


def missing_ranges(done, total: int) -> list[tuple[int, int]]:
    """The parts of [0, total) not covered by the merged ranges `done`."""
    out, pos = [], 0
    for s, e in merge_ranges(done):
        if s > pos:
            out.append((pos, min(s, total)))
        pos = max(pos, e)
        if pos >= total:
            break
    if pos < total:
        out.append((pos, total))
    return [(s, e) for s, e in out if e > s]


def batches(ranges, batch: int):
    """Split ranges at the multiples of `batch` (a fixed grid, so a resumed run cuts
    its remaining games where an uninterrupted one would)."""
    for s, e in ranges:
        while s < e:
            nxt = min(e, (s // batch + 1) * batch)
            yield s, nxt
            s = nxt


# ----------------------------------------------------------------- atomic writes
def _tmp(path: Path) -> Path:
    return path.with_name(f".{path.name}.tmp-{os.getpid()}")


def atomic_write(path: Path, write) -> None:
    """write(tmp_path), fsync, rename to path; the temporary file goes on failure."""
    tmp = _tmp(path)
    try:
        write(tmp)
        fd = os.open(tmp, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise


def dumps(obj, indent: int = 0) -> str:
    """JSON with one key per line but lists of plain values on one line."""
    pad = " " * (indent + 1)
    if isinstance(obj, dict) and obj:
        items = [f"{pad}{json.dumps(str(k))}: {dumps(v, indent + 1)}" for k, v in obj.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    if isinstance(obj, list) and any(isinstance(v, (dict, list)) for v in obj) and not all(
            isinstance(v, list) and not any(isinstance(x, (dict, list)) for x in v) for v in obj):
        items = [pad + dumps(v, indent + 1) for v in obj]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    return json.dumps(obj)


def write_json(path: Path, obj) -> None:
    atomic_write(path, lambda p: p.write_text(dumps(obj) + "\n"))


def write_parquet(df: pl.DataFrame, path: Path) -> None:
    atomic_write(path, lambda p: df.write_parquet(p, **PARQUET))


def write_csv(df: pl.DataFrame, path: Path) -> None:
    atomic_write(path, lambda p: df.write_csv(p))


def now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def disk_message(e: OSError, path) -> str:
    if e.errno == errno.ENOSPC:
        return f"no space left on the device while writing {path}"
    if e.errno == errno.EDQUOT:
        return f"disk quota exceeded while writing {path}"
    return f"cannot write {path}: {e.strerror or e}"


# ----------------------------------------------------------------- readers
def read_manifest(d) -> dict:
    """The manifest of a run or tournament directory (StorageError if missing/broken)."""
    path = Path(d) / MANIFEST
    try:
        m = json.loads(path.read_text())
    except FileNotFoundError:
        raise StorageError(f"{path}: no such file; {d} is not a decksim result "
                           "directory") from None
    except json.JSONDecodeError as e:
        raise StorageError(f"{path}: not valid JSON (line {e.lineno}: {e.msg})") from None
    except OSError as e:
        raise StorageError(f"{path}: cannot read ({e.strerror})") from None
    if not isinstance(m, dict) or "kind" not in m:
        raise StorageError(f"{path}: not a decksim manifest (no \"kind\")")
    return m


# what a run's games depend on: an edit of any of these in manifest.json is caught
RUN_ID_KEYS = ("game", "root_seed", "mirror", "engine")


def run_id(m: dict) -> str:
    """A hash of what decides a run's games (seed, seating, decks, pilots, engine)."""
    import hashlib
    decks = m.get("decks")
    hashes = ([d.get("hash") for d in decks] if isinstance(decks, list) else
              {k: (v or {}).get("hash") for k, v in (decks or {}).items()})
    what = {**{k: m.get(k) for k in RUN_ID_KEYS}, "decks": hashes,
            "pilot_params": m.get("pilot_params")}
    if m.get("kind") == "compare":      # its opponents and where the SPRT looks
        what.update(against=[(d or {}).get("hash") for d in m.get("against") or []],
                    round=m.get("round"), sprt=m.get("sprt"))
    return hashlib.sha256(json.dumps(what, sort_keys=True, default=str).encode()).hexdigest()[:16]


def check_resumable(m: dict, path) -> None:
    """StorageError naming what is missing or wrong in a manifest to resume from, or
    what was edited since the run was created (run_id)."""
    where = Path(path) / MANIFEST
    need = [("root_seed", int), ("games_per_pair" if m.get("kind") == "tournament" else "games",
                                 int), ("decks", (dict, list)), ("pilots", (dict, str))]
    if m.get("kind") == "compare":
        need += [("against", list), ("round", int)]
    for key, kind in need:
        if not isinstance(m.get(key), kind) or isinstance(m.get(key), bool):
            raise StorageError(f"{where}: key {key!r} is missing or of the wrong type; the run "
                               "cannot be resumed from it (restore the file, or start a new "
                               "run in another --out)")
    decks = list(m["decks"].values() if isinstance(m["decks"], dict) else m["decks"])
    decks += m.get("against") or []
    for d in decks:
        if not isinstance(d, dict) or not isinstance(d.get("path"), str) or "hash" not in d:
            raise StorageError(f"{where}: a deck entry lacks its 'path' or 'hash'; the run "
                               "cannot be resumed from it")
    if "run_id" in m and m["run_id"] != run_id(m):
        raise StorageError(f"{where} was edited: its seed, seating, decks, pilots or engine "
                           "no longer match the games stored (run_id); restore it, or start "
                           "a new run in another --out")


def shard_files(d, kind: str = "games") -> list[Path]:
    """Complete shards of one kind, in game order. cards/turns shards count only
    where the games shard of the same range exists."""
    d = Path(d)
    games = sorted(p for p in (d / "games").glob("part-*.parquet") if parse_shard(p.name))
    if kind == "games":
        return games
    out = []
    for g in games:
        p = d / kind / g.name
        if p.exists():
            out.append(p)
    return out


def scan_games(d) -> pl.LazyFrame:
    """All per-game records of a run directory as one lazy frame (one row per game)."""
    files = shard_files(d, "games") if d is not None else []
    if not files:     # no games yet: the columns every game's records have
        side = pl.Enum(["a", "b", "draw"])
        return pl.LazyFrame(schema={"game": pl.Int64, "first": side, "winner": side,
                                    "end_reason": pl.String, "turns": pl.Int16})
    return pl.scan_parquet(files)


def _counter_cols(lf: pl.LazyFrame, keys) -> list[str]:
    return [c for c in lf.collect_schema().names() if c not in keys]


def scan_cards(d) -> pl.LazyFrame | None:
    """Per-card counters summed over every shard: one row per (deck, card); None
    when the run stored none."""
    files = shard_files(d, "cards")
    if not files:
        return None
    lf = pl.scan_parquet(files)
    keys = ["deck", "card_id", "card_name", "copies"]
    return (lf.group_by(keys).agg([pl.col(c).cast(pl.Int64).sum() for c in _counter_cols(lf, keys)])
            .sort(["deck", "card_id"]))


def scan_turns(d) -> pl.LazyFrame | None:
    """Per-turn counters summed over every shard: one row per (deck, seat, turn);
    None when the run stored none."""
    files = shard_files(d, "turns")
    if not files:
        return None
    lf = pl.scan_parquet(files)
    keys = ["deck", "seat", "turn"]
    return (lf.group_by(keys).agg([pl.col(c).cast(pl.Int64).sum() for c in _counter_cols(lf, keys)])
            .sort(keys))


def summary_counts(lf: pl.LazyFrame) -> pl.DataFrame:
    """Games, and the sum of turns, by (first, winner): all a summary needs, computed
    in a streaming pass (memory does not grow with the games)."""
    capped = (pl.col("end_reason").cast(pl.String) == "cap").sum().alias("capped") \
        if "end_reason" in lf.collect_schema().names() else pl.lit(0).alias("capped")
    return (lf.group_by(["first", "winner"])
            .agg(pl.len().alias("n"), pl.col("turns").cast(pl.Int64).sum().alias("turns"),
                 capped.cast(pl.Int64))
            .collect())


def summary_from_counts(counts: pl.DataFrame, name_a: str = "a", name_b: str = "b",
                        sums: pl.DataFrame | None = None) -> pl.DataFrame:
    """The table of decksim.analysis.summary.summarize (same rows and columns) from
    summary_counts; the "all" rows' interval over mirrored pairs from `sums`
    (analysis/pairs.py, keyed by side "a" / "b"), Wilson's without them."""
    rows_in = [(str(r["first"]), str(r["winner"]), r["n"], r["turns"], r.get("capped") or 0)
               for r in counts.iter_rows(named=True)]
    out = []
    for deck, label in (("a", name_a), ("b", name_b)):
        for seat, keep in (("all", lambda f: True), ("on the play", lambda f: f == deck),
                           ("on the draw", lambda f: f != deck)):
            part = [r for r in rows_in if keep(r[0])]
            n = sum(r[2] for r in part)
            wins = sum(r[2] for r in part if r[1] == deck)
            draws = sum(r[2] for r in part if r[1] == "draw")
            score = wins + 0.5 * draws
            lo, hi = wilson(score, n)
            out.append({"deck": label, "seat": seat, "games": n, "wins": wins,
                        "losses": n - wins - draws, "draws": draws,
                        "win_rate": score / n if n else float("nan"), "ci_low": lo,
                        "ci_high": hi,
                        "mean_turns": sum(r[3] for r in part) / n if n else float("nan"),
                        "capped": sum(r[4] for r in part)})
    table = pl.DataFrame(out)
    if sums is None or not sums.height:
        return table
    from decksim.analysis.summary import pair_unit_summary
    return pair_unit_summary(table, sums)


def summarize_dir(d, name_a: str | None = None, name_b: str | None = None) -> pl.DataFrame:
    from decksim.analysis.load import load_results
    from decksim.analysis.pairs import pair_sums
    res = load_results(d)
    m = res.manifest
    a, b = res.runs[0].label_a, res.runs[0].label_b
    sums = pair_sums(res).with_columns(pl.col("deck").replace({a: "a", b: "b"}))
    return summary_from_counts(summary_counts(scan_games(d)), name_a or m["decks"]["a"]["name"],
                               name_b or m["decks"]["b"]["name"], sums)


# ----------------------------------------------------------------- sinks
class MemorySink:
    """Collects a run in memory (no output directory): every frame with
    keep=True (decksim.simulate), else only the summary counts (memory flat)."""

    def __init__(self, games: int, keep: bool = True):
        self.games, self.keep = games, keep
        self.parts: dict[str, list] = {k: [] for k in KINDS}
        self.counts: list[pl.DataFrame] = []
        self.sums = None            # pair-unit sums of the batches (analysis/pairs.py)
        self.done: list[list[int]] = []

    def missing(self):
        return missing_ranges(self.done, self.games)

    def add(self, start, end, games, cards=None, turns=None) -> None:
        if self.keep:
            self.parts["games"].append((start, games))
            for k, df in (("cards", cards), ("turns", turns)):
                if df is not None:
                    self.parts[k].append((start, df))
        else:
            from decksim.analysis.pairs import add_sums
            from decksim.analysis.summary import frame_pair_sums
            c = summary_counts(games.lazy())
            if self.counts:
                c = (pl.concat([self.counts[0], c]).group_by(["first", "winner"])
                     .agg(pl.col("n").sum(), pl.col("turns").sum(), pl.col("capped").sum()))
            self.counts = [c]
            self.sums = add_sums(self.sums, frame_pair_sums(games))   # batches hold whole pairs
        self.done = merge_ranges(self.done + [[start, end]])

    def flush(self, final: bool = False) -> None:
        pass

    def summary(self, name_a: str, name_b: str) -> pl.DataFrame:
        from decksim.analysis.summary import frame_pair_sums
        if self.keep:
            g = self.frame("games")
            return summary_from_counts(summary_counts(g.lazy()), name_a, name_b,
                                       frame_pair_sums(g))
        return summary_from_counts(self.counts[0] if self.counts else summary_counts(
            scan_games(None)), name_a, name_b, self.sums)

    def frame(self, kind: str = "games") -> pl.DataFrame | None:
        parts = [df for _, df in sorted(self.parts[kind], key=lambda x: x[0])]
        return pl.concat(parts) if parts else None


class RunDir:
    """One run directory being written (see the module docstring)."""

    def __init__(self, path: Path, manifest: dict, flush_every: float = 1.0):
        self.path = Path(path)
        self.manifest = manifest
        self.flush_every = flush_every
        self.shards: list[str] = []
        self.done: list[list[int]] = []
        self._last = 0.0
        self._dirty = False
        self.reconcile()

    @property
    def games(self) -> int:
        return int(self.manifest["games"])

    def games_done(self) -> int:
        return count_done(self.done)

    def missing(self):
        return missing_ranges(self.done, self.games)

    def reconcile(self) -> None:
        """Make the manifest agree with the shards on disk: drop temporary files of an
        interrupted write and counter shards whose games shard is missing."""
        for k in KINDS:
            (self.path / k).mkdir(parents=True, exist_ok=True)
            for p in (self.path / k).glob(".part-*"):
                p.unlink(missing_ok=True)
        games = {p.name for p in (self.path / "games").glob("part-*.parquet")
                 if parse_shard(p.name)}
        counters = self.manifest.get("counters", [])
        for k in KINDS:                     # a shard cut short: its games are played again
            for p in sorted((self.path / k).glob("part-*.parquet")):
                if not complete_parquet(p):
                    p.rename(p.with_name(p.name + ".broken"))
                    games.discard(p.name)
                    print(f"decksim: {p} is not a complete parquet file (cut short?); kept "
                          f"as {p.name}.broken, its games are played again", file=sys.stderr)
        for k in ("cards", "turns"):
            for p in (self.path / k).glob("part-*.parquet"):
                if p.name not in games:
                    p.unlink()
        for name in sorted(games):          # a range is done only with all its files
            if any(not (self.path / k / name).exists() for k in counters):
                (self.path / "games" / name).unlink()
                games.discard(name)
        self.shards = sorted(games)
        self.done = merge_ranges(parse_shard(n) for n in self.shards)
        for p in (self.path / MANIFEST).parent.glob(f".{MANIFEST}.tmp-*"):
            p.unlink(missing_ok=True)

    def add(self, start: int, end: int, games: pl.DataFrame, cards: pl.DataFrame | None = None,
            turns: pl.DataFrame | None = None) -> None:
        """Store the results of games [start, end) (cards, turns, then games)."""
        name = shard_name(start, end)
        for kind, df in (("cards", cards), ("turns", turns), ("games", games)):
            if df is None:
                continue
            target = self.path / kind / name
            try:
                write_parquet(df, target)
            except OSError as e:
                raise StorageError(disk_message(e, target)) from e
            except pl.exceptions.PolarsError as e:      # a file-size limit, a full disk
                raise StorageError(f"cannot write {target}: {e}") from e
        self.shards.append(name)
        self.done = merge_ranges(self.done + [[start, end]])
        self._dirty = True
        self.flush()

    def adopt_written(self) -> None:
        """List the shards whose files are all written but which `add` had not listed yet:
        a stop (Ctrl-C, SIGTERM) between the two, so that the manifest written on the
        way out agrees with the disk (reconcile does the same on resume)."""
        counters = self.manifest.get("counters", [])
        for p in sorted((self.path / "games").glob("part-*.parquet")):
            r = parse_shard(p.name)
            if r and p.name not in self.shards and complete_parquet(p) \
                    and all((self.path / k / p.name).exists() for k in counters):
                self.shards.append(p.name)
                self.done = merge_ranges(self.done + [list(r)])
                self._dirty = True

    def flush(self, final: bool = False) -> None:
        """Rewrite the manifest if something changed (at most every flush_every s)."""
        t = time.monotonic()
        if not final and (not self._dirty or t - self._last < self.flush_every):
            return
        m = self.manifest
        m["done"] = self.done
        m["shards"] = sorted(self.shards)
        m["games_done"] = self.games_done()
        m["updated"] = now()
        target = self.path / MANIFEST
        try:
            write_json(target, m)
        except OSError as e:
            raise StorageError(disk_message(e, target)) from e
        self._last = t
        self._dirty = False

    def write_summary(self) -> pl.DataFrame:
        s = summarize_dir(self.path)
        target = self.path / "summary.csv"
        try:
            write_csv(s, target)
        except OSError as e:
            raise StorageError(disk_message(e, target)) from e
        return s


def probe_writable(d: Path) -> None:
    """Create `d` and check a file can be written there (StorageError otherwise)."""
    try:
        if d.exists() and not d.is_dir():
            raise StorageError(f"output directory {d} is a file, not a directory")
        d.mkdir(parents=True, exist_ok=True)
        probe = d / f".write-test-{os.getpid()}"
        probe.write_text("")
        probe.unlink()
    except StorageError:
        raise
    except OSError as e:
        raise StorageError(f"cannot write to output directory {d}: "
                           f"{e.strerror or e}") from None


def describe_run(m: dict) -> str:
    if m.get("kind") == "tournament":
        names = ", ".join(d.get("name", "?") for d in m.get("decks", []))
        return f"a tournament of {names}, seed {m.get('root_seed')}"
    if m.get("kind") == "compare":
        d = m.get("decks") or {}
        opps = ", ".join((o or {}).get("name", "?") for o in m.get("against") or [])
        return (f"a compare of {(d.get('candidate') or {}).get('name', '?')} with "
                f"{(d.get('base') or {}).get('name', '?')} against {opps}, seed "
                f"{m.get('root_seed')}, {m.get('seeds_done', 0)} of {m.get('games')} seeds "
                "per opponent done")
    d = m.get("decks", {})
    return (f"a run of {d.get('a', {}).get('name', '?')} vs {d.get('b', {}).get('name', '?')}, "
            f"seed {m.get('root_seed')}, {m.get('games_done', count_done(m.get('done', [])))}"
            f"/{m.get('games')} games done")


def _stores_games(d: Path) -> bool:
    """Does `d` (a run, or a tournament's or compare's runs) hold a games shard?"""
    return any(p.parent.name == "games" for p in d.rglob("part-*.parquet"))


def check_target(d: Path, resume: bool, what: str = "--out",
                 kind: str | None = None) -> dict | None:
    """The existing manifest of `d` if there is one and resume is set; refuses to
    write into a directory that holds results without --resume, or results of
    another `kind` of run (simulate, tournament, compare) at all. A run that
    stopped before it stored a game holds nothing to keep: it is started anew,
    so that a corrected command runs (with or without --resume)."""
    probe_writable(d)
    path = d / MANIFEST
    if path.exists():
        m = read_manifest(d)
        if kind in (None, m.get("kind")) and not _stores_games(d):
            return None     # a run that stopped before its first game: start anew
        if kind is not None and m.get("kind") != kind:
            raise StorageError(f"{what} {d} holds {describe_run(m)}, not a {kind} run; "
                               f"choose another {what}")
        if resume:
            check_resumable(m, d)
        if not resume:
            raise StorageError(f"{what} {d} already holds {describe_run(m)}; add --resume to "
                               f"continue it, or choose another {what}")
        return m
    for name in ("games", "pairs", "games.parquet", "run.json"):
        if (d / name).exists():
            raise StorageError(f"{what} {d} holds decksim results without a manifest.json "
                               f"({name}); choose another {what} or remove them")
    return None
