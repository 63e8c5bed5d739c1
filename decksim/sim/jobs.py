"""Runs and tournaments: plan the game ranges still to play, hand them to a
backend in batches, store results as they arrive, resume (docs/simulation.md)."""
from __future__ import annotations

import hashlib
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import polars as pl

from decksim.games import get as game_named
from decksim.games.base import Game, GameError, parse_pilot, pilot_pair
from decksim.sim import storage
from decksim.sim.counters import counter_frames
from decksim.sim.errors import RunError
from decksim.sim.runner import Progress, records_frame
from decksim.sim.seeding import derived_seed
from decksim.version import __version__

DEFAULT_BATCH = 2048


# ----------------------------------------------------------------- manifest pieces
def game_of(decks) -> Game:
    """The one game of `decks` (RunError when they are of several: one run plays one game)."""
    kinds = sorted({d.game for d in decks})
    if len(kinds) > 1:
        raise RunError("one run plays one game, but the decks are of several: " + ", ".join(
            f"{d.name} is {d.game}" for d in decks))
    try:
        return game_named(kinds[0])
    except GameError as e:
        raise RunError(str(e)) from None


def pilot_params(game: Game, spec: str) -> dict:
    """The full parameter set a pilot spec resolves to (what decides its play)."""
    name, over = parse_pilot(spec)
    return {"pilot": name, **game.pilot_params(game.pilot_vector(name, over))}


def card_files_entry(files) -> list[dict]:
    out = []
    for f in files:
        try:
            h = hashlib.sha256(Path(f).read_bytes()).hexdigest()[:16]
        except OSError:
            h = None
        out.append({"path": str(Path(f).resolve()), "hash": h})
    return out


def counter_kinds(game: Game) -> list[str]:
    return ["cards", "turns"] if game.card_counters else []


def run_manifest(deck_a, deck_b, pilot_a: str, pilot_b: str, seed: int,
                 mirror: bool, games: int, batch: int, card_files=()) -> dict:
    game = game_of([deck_a, deck_b])
    t = storage.now()
    m = {"format": storage.FORMAT, "kind": "simulate", "game": game.name,
         "decksim_version": __version__,
         "engine": game.engine_version(), "root_seed": int(seed), "mirror": bool(mirror),
         "games": int(games), "batch": int(batch),
         "decks": {"a": game.deck_entry(deck_a), "b": game.deck_entry(deck_b)},
         "pilots": {"a": pilot_a, "b": pilot_b},
         "pilot_params": {"a": pilot_params(game, pilot_a), "b": pilot_params(game, pilot_b)},
         "card_files": card_files_entry(card_files), "counters": counter_kinds(game),
         "done": [], "games_done": 0, "shards": [], "created": t, "updated": t}
    m["run_id"] = storage.run_id(m)
    return m


def differences(old: dict, new: dict, games_key: str = "games") -> list[str]:
    """Why a run cannot be resumed with the new options (empty: it can)."""
    out = []
    if old.get("kind") != new.get("kind"):
        return [f"it is a {old.get('kind')} directory, not a {new.get('kind')} one"]
    if (old.get("game") or "sve") != new.get("game"):
        return [f"it holds games of {old.get('game') or 'sve'}, not of {new.get('game')}"]
    if old.get("format") != new.get("format"):
        out.append(f"storage format {old.get('format')} (this decksim writes {new['format']})")
    if old.get("root_seed") != new.get("root_seed"):
        out.append(f"seed: the run has {old.get('root_seed')}, now {new.get('root_seed')}")
    if old.get("mirror") != new.get("mirror"):
        def word(m):
            return "mirrored pairs" if m else "--no-mirror"
        out.append(f"seating: the run has {word(old.get('mirror'))}, now {word(new['mirror'])}")
    od, nd = old.get("decks"), new.get("decks")
    if isinstance(nd, dict):
        for side in ("a", "b"):
            o, n = (od or {}).get(side, {}), nd[side]
            if o.get("hash") != n["hash"]:
                out.append(f"deck {side}: the run has {o.get('name')} [{o.get('hash')}], now "
                           f"{n['name']} ({n['path']}) [{n['hash']}]")
    else:
        oh = [d.get("hash") for d in od or []]
        nh = [d["hash"] for d in nd]
        if oh != nh:
            out.append("decks: the run has " + ", ".join(
                f"{d.get('name')} [{d.get('hash')}]" for d in od or []) + "; now " + ", ".join(
                f"{d['name']} [{d['hash']}]" for d in nd))
    op, np_ = old.get("pilot_params", {}), new.get("pilot_params", {})
    if op != np_:
        ospec, nspec = old.get("pilots", {}), new.get("pilots", {})
        if isinstance(np_, dict) and "a" in np_:
            for side in ("a", "b"):
                if op.get(side) != np_.get(side):
                    out.append(f"pilot {side}: the run has {ospec.get(side)!r}, now "
                               f"{nspec.get(side)!r} (parameters differ)")
        else:
            out.append(f"pilot: the run has {ospec!r}, now {nspec!r} (parameters differ)")
    if [c.get("hash") for c in old.get("card_files", [])] != \
            [c.get("hash") for c in new.get("card_files", [])]:
        out.append("card files (--cards) differ: the run has "
                   f"{[c.get('path') for c in old.get('card_files', [])]}, now "
                   f"{[c.get('path') for c in new.get('card_files', [])]} (or their contents "
                   "changed)")
    if old.get("engine") != new.get("engine"):
        out.append(f"engine: the run was played by decksim {old.get('decksim_version')} "
                   f"(engine {old.get('engine')}), this is {new.get('decksim_version')} "
                   f"(engine {new.get('engine')}); its games would not match")
    if new.get(games_key, 0) < old.get(games_key, 0):
        out.append(f"--{games_key.replace('_', '-')}: the run asks for {old.get(games_key)}, "
                   f"now {new.get(games_key)} (a run can be extended, not shortened)")
    return out


def open_run(out: Path, manifest: dict, resume: bool, what: str = "--out") -> storage.RunDir:
    """A RunDir for `manifest` in `out`: new, or the existing run when resuming
    (RunError if it is a different run)."""
    try:
        old = storage.check_target(out, resume, what, kind=manifest["kind"])
    except storage.StorageError as e:
        raise RunError(str(e)) from None
    if old is not None:
        diff = differences(old, manifest)
        if diff:
            raise RunError(f"cannot resume {out}: it holds {storage.describe_run(old)} and the "
                           "options differ:\n  " + "\n  ".join(diff) +
                           f"\ngive the run's options, or choose another {what}")
        keep = {k: old[k] for k in ("created", "done", "shards", "games_done") if k in old}
        manifest = {**manifest, **keep}
    rd = storage.RunDir(out, manifest)
    try:
        rd.flush(final=True)
    except storage.StorageError as e:
        raise RunError(str(e)) from None
    return rd


# ----------------------------------------------------------------- execution
@dataclass
class Planned:
    """One run to play: where its results go and what decides its games."""
    sink: object                    # storage.RunDir or storage.MemorySink
    game: Game
    matchup: object                 # game.matchup(deck_a, deck_b, pool)
    PR: np.ndarray
    seed: int
    mirror: bool
    label: str = ""

    @property
    def stats(self) -> bool:
        return bool(self.game.card_counters) and hasattr(self.matchup, "new_stats")

    @property
    def payload(self):
        return (self.matchup, self.PR, self.seed, self.mirror, self.stats)


def execute(runs: list[Planned], backend, batch: int, progress: str = "bar") -> dict:
    """Play every missing game range of `runs` through `backend`, storing each
    batch as it arrives. Returns {"played", "elapsed"}. On any failure the
    manifests are brought up to date first (what is stored stays resumable)."""
    todo = [r.sink.missing() for r in runs]     # ranges; batches are cut as they are handed out
    total = sum(r.sink.games for r in runs)
    already = sum(storage.count_done(r.sink.done) for r in runs)
    bar = Progress(total, progress, already=already)

    def tasks():
        for i, (r, ranges) in enumerate(zip(runs, todo)):
            payload = r.payload
            for s, e in storage.batches(ranges, batch):
                yield i, payload, s, e

    done = already
    t0 = time.perf_counter()
    try:
        for i, start, end, rec, counters in backend.run(tasks()):
            r = runs[i]
            cards, turns = counter_frames(r.game, r.matchup, counters)
            r.sink.add(start, end, records_frame(rec, r.game.records, start), cards, turns)
            done += end - start
            bar.update(done, force=done >= total)
    except BaseException:
        for r in runs:
            try:
                r.sink.adopt_written()   # a stop between a shard's files and its listing
                r.sink.flush(final=True)
            except Exception:
                pass
        bar.finish()
        raise
    for r in runs:
        r.sink.flush(final=True)
    bar.finish()
    return {"played": done - already, "elapsed": time.perf_counter() - t0}


def played_message(runs: list[Planned]) -> str:
    done = sum(storage.count_done(r.sink.done) for r in runs)
    total = sum(r.sink.games for r in runs)
    return f"{done:,} of {total:,} games are stored"


# ----------------------------------------------------------------- tournaments
def pair_dir_name(i: int, j: int) -> str:
    return f"{i:02d}-{j:02d}"


def tournament_manifest(decks: list, pilot: str, seed: int, mirror: bool,
                        games_per_pair: int, batch: int, card_files=()) -> dict:
    game = game_of(decks)
    t = storage.now()
    pairs = []
    for i in range(len(decks)):
        for j in range(i + 1, len(decks)):
            pairs.append({"dir": f"pairs/{pair_dir_name(i, j)}", "a": i, "b": j,
                          "root_seed": derived_seed(seed, i, j)})
    m = {"format": storage.FORMAT, "kind": "tournament", "game": game.name,
         "decksim_version": __version__,
         "engine": game.engine_version(), "root_seed": int(seed), "mirror": bool(mirror),
         "games_per_pair": int(games_per_pair), "batch": int(batch),
         "decks": [game.deck_entry(d) for d in decks], "pilots": pilot,
         "pilot_params": pilot_params(game, pilot), "card_files": card_files_entry(card_files),
         "counters": counter_kinds(game), "pairs": pairs, "created": t, "updated": t}
    m["run_id"] = storage.run_id(m)
    return m


def matchup_rows(counts: pl.DataFrame, name_a: str, name_b: str) -> list[dict]:
    """(deck, opponent) rows of one pair from storage.summary_counts."""
    from decksim.analysis.summary import wilson
    rows = []
    for side, deck, opp in (("a", name_a, name_b), ("b", name_b, name_a)):
        n = int(counts["n"].sum()) if counts.height else 0
        wins = int(counts.filter(pl.col("winner").cast(pl.String) == side)["n"].sum())
        draws = int(counts.filter(pl.col("winner").cast(pl.String) == "draw")["n"].sum())
        score = wins + 0.5 * draws
        lo, hi = wilson(score, n)
        rows.append({"deck": deck, "opponent": opp, "games": n, "wins": wins,
                     "losses": n - wins - draws, "draws": draws,
                     "win_rate": score / n if n else float("nan"), "ci_low": lo, "ci_high": hi})
    return rows


def matchups_table(out: Path) -> pl.DataFrame:
    """matchups.csv of a tournament directory, from its pair runs (streaming)."""
    m = storage.read_manifest(out)
    names = [d["name"] for d in m["decks"]]
    rows = []
    for p in m["pairs"]:
        d = out / p["dir"]
        counts = storage.summary_counts(storage.scan_games(d))
        rows += matchup_rows(counts, names[p["a"]], names[p["b"]])
    schema = {"deck": pl.String, "opponent": pl.String, "games": pl.Int64, "wins": pl.Int64,
              "losses": pl.Int64, "draws": pl.Int64, "win_rate": pl.Float64,
              "ci_low": pl.Float64, "ci_high": pl.Float64}
    df = pl.DataFrame(rows, schema=schema)
    order = {n: i for i, n in enumerate(names)}
    return df.sort([pl.col("deck").replace_strict(order, return_dtype=pl.Int64),
                    pl.col("opponent").replace_strict(order, return_dtype=pl.Int64)])


def format_matrix(table: pl.DataFrame, names: list[str]) -> str:
    """Win rate of the row deck against the column deck, and over all its games."""
    rate = {(r["deck"], r["opponent"]): r for r in table.iter_rows(named=True)}
    head = ["deck \\ opponent", *names, "all"]
    lines = [head]
    for d in names:
        row = [d]
        for o in names:
            r = rate.get((d, o))
            row.append("-" if r is None or not r["games"] else f"{100 * r['win_rate']:.1f}%")
        mine = table.filter(pl.col("deck") == d)
        n = int(mine["games"].sum())
        sc = float(mine["wins"].sum()) + 0.5 * float(mine["draws"].sum())
        row.append(f"{100 * sc / n:.1f}%" if n else "-")
        lines.append(row)
    w = [max(len(x[i]) for x in lines) for i in range(len(head))]
    return "\n".join("  ".join(x[i].ljust(w[i]) for i in range(len(x))) for x in lines)


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ----------------------------------------------------------------- entry points
@dataclass
class Outcome:
    summary: pl.DataFrame           # summarize() table (simulate) or matchups table
    played: int                     # games played now
    elapsed: float
    games_done: int                 # games stored in all
    out: Path | None = None
    frame: pl.DataFrame | None = None       # the records, for in-memory runs
    backend: str = ""


def _backend(backend, workers, scheduler, timeout, games=0, game: Game | None = None):
    from decksim.sim.backends import BackendError, make_backend
    if not isinstance(backend, str):
        return backend
    try:
        return make_backend(backend, workers, scheduler, timeout, games,
                            game.module if game else None)
    except BackendError as e:
        raise RunError(str(e)) from None


def _run(planned: list[Planned], backend, batch: int, progress: str) -> tuple[dict, str]:
    """Start the backend, play, stop the backend; storage and backend failures become
    RunError saying how many games are kept."""
    from decksim.sim.backends import BackendError
    try:
        backend.__enter__()
    except BackendError as e:
        raise RunError(str(e)) from None
    ok = False
    try:
        desc = backend.describe()
        res = execute(planned, backend, batch, progress)
        ok = True
    except (storage.StorageError, BackendError) as e:
        resumable = isinstance(planned[0].sink, storage.RunDir)
        raise RunError(f"{e}; {played_message(planned)}" + (
            " and the run can be continued with --resume" if resumable else "")) from None
    finally:
        backend.__exit__(None if ok else RuntimeError, None, None)
    return res, desc


def simulate(deck_a, deck_b, pool, *, games: int, seed: int,
             pilot_a: str = "greedy", pilot_b: str = "greedy", mirror: bool = True,
             batch: int = DEFAULT_BATCH, out=None, resume: bool = False,
             backend="threads", workers: int | None = None, scheduler: str | None = None,
             timeout: float = 10.0, progress: str = "bar", card_files=(),
             keep_records: bool = True) -> Outcome:
    """Play `games` games of deck_a against deck_b (see docs/simulation.md); with
    `out`, into a run directory (resumable), else in memory (the records when
    keep_records, else only the summary)."""
    if games < 1:
        raise RunError(f"--games must be at least 1 (got {games})")
    if batch < 1:
        raise RunError(f"--batch must be at least 1 (got {batch})")
    game = game_of([deck_a, deck_b])
    PR = pilot_pair(game, pilot_a, pilot_b)
    m = game.matchup(deck_a, deck_b, pool)
    if out is not None:
        out = Path(out)
        if resume and not (out / storage.MANIFEST).exists():
            log(f"decksim: {out} holds no run to resume; starting a new one")
        sink = open_run(out, run_manifest(deck_a, deck_b, pilot_a, pilot_b, seed, mirror, games,
                                          batch, card_files), resume)
    else:
        sink = storage.MemorySink(games, keep=keep_records)
    be = _backend(backend, workers, scheduler, timeout, games - storage.count_done(sink.done), game)
    planned = [Planned(sink, game, m, PR, seed, mirror, f"{deck_a.name} vs {deck_b.name}")]
    res, desc = _run(planned, be, batch, progress)
    if out is not None:
        try:
            summary = sink.write_summary()
        except storage.StorageError as e:
            raise RunError(str(e)) from None
        frame = None
    else:
        frame = sink.frame("games") if keep_records else None
        summary = sink.summary(deck_a.name, deck_b.name)
    return Outcome(summary, res["played"], res["elapsed"], storage.count_done(sink.done), out, frame,
                   desc)


def tournament(decks: list, pool, *, games_per_pair: int, seed: int, out,
               pilot: str = "greedy", mirror: bool = True, batch: int = DEFAULT_BATCH,
               resume: bool = False, backend="threads", workers: int | None = None,
               scheduler: str | None = None, timeout: float = 10.0, progress: str = "bar",
               card_files=()) -> Outcome:
    """Every pair of `decks` (i < j, both seats by mirroring) into OUT/pairs/II-JJ/,
    plus OUT/matchups.csv."""
    if len(decks) < 2:
        raise RunError(f"a tournament needs at least 2 decks (got {len(decks)})")
    names = [d.name for d in decks]
    dup = sorted({n for n in names if names.count(n) > 1})
    if dup:
        paths = [str(d.path) for d in decks if d.name in dup]
        raise RunError(f"two decks are named {dup[0]!r} ({', '.join(paths)}); deck names come "
                       "from the file names and must differ")
    if games_per_pair < 1:
        raise RunError(f"--games-per-pair must be at least 1 (got {games_per_pair})")
    if batch < 1:
        raise RunError(f"--batch must be at least 1 (got {batch})")
    out = Path(out)
    game = game_of(decks)
    PR = pilot_pair(game, pilot, pilot)
    tm = tournament_manifest(decks, pilot, seed, mirror, games_per_pair, batch, card_files)
    try:
        old = storage.check_target(out, resume, kind="tournament")
    except storage.StorageError as e:
        raise RunError(str(e)) from None
    if old is not None:
        diff = differences(old, tm, "games_per_pair")
        if diff:
            raise RunError(f"cannot resume {out}: it holds {storage.describe_run(old)} and the options "
                           "differ:\n  " + "\n  ".join(diff) +
                           "\ngive the tournament's options, or choose another --out")
        tm["created"] = old.get("created", tm["created"])
    try:
        storage.write_json(out / storage.MANIFEST, tm)
    except OSError as e:
        raise RunError(storage.disk_message(e, out / storage.MANIFEST)) from None
    planned = []
    for p in tm["pairs"]:
        a, b = decks[p["a"]], decks[p["b"]]
        rm = run_manifest(a, b, pilot, pilot, p["root_seed"], mirror, games_per_pair, batch,
                          card_files)
        rm["tournament"] = {"dir": "../..", "a": p["a"], "b": p["b"]}
        sink = open_run(out / p["dir"], rm, True, what="pair directory")
        planned.append(Planned(sink, game, game.matchup(a, b, pool), PR, p["root_seed"],
                               mirror, f"{a.name} vs {b.name}"))
    todo = sum(r.sink.games - storage.count_done(r.sink.done) for r in planned)
    be = _backend(backend, workers, scheduler, timeout, todo, game)
    res, desc = _run(planned, be, batch, progress)
    try:
        for r in planned:
            r.sink.write_summary()
        table = matchups_table(out)
        storage.write_csv(table, out / "matchups.csv")
        tm["updated"] = storage.now()
        tm["games_done"] = sum(storage.count_done(r.sink.done) for r in planned)
        storage.write_json(out / storage.MANIFEST, tm)
    except storage.StorageError as e:
        raise RunError(str(e)) from None
    except OSError as e:
        raise RunError(storage.disk_message(e, out)) from None
    return Outcome(table, res["played"], res["elapsed"], tm["games_done"], out, None, desc)
