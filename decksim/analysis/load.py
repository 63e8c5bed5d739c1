"""Reading stored results: a run, a tournament or a compare directory.

The on-disk layout (docs/report.md):

    RUN/manifest.json            {"format": 1, "kind": "simulate", "root_seed", "decks": {"a", "b"}, ...}
    RUN/games/part-*.parquet     one row per game (decksim.sim.runner.records_frame columns:
                                 game, first, winner, end_reason, turns, and per deck
                                 a_NAME / b_NAME for each of the game's player columns)
    RUN/cards/part-*.parquet     per-card counters, summed over the shard's games (optional)
    RUN/turns/part-*.parquet     per-turn counters (optional)
    DIR/manifest.json            {"kind": "tournament", "decks": [...]}, DIR/pairs/II-JJ/ run dirs
    DIR/manifest.json            {"kind": "compare", ...}, DIR/runs/*/ run dirs

The older single-file layout of `decksim simulate --out` (games.parquet + run.json)
is read too. Everything is scanned lazily with polars; nothing here imports the engine.
Which columns and counters a game has comes from the stored files and the game's
interface (decksim.games, by the manifest's "game"); nothing here names one game's.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

import polars as pl

GAME_COLS = ("game", "first", "winner", "end_reason", "turns")
CARD_KEYS = ("deck", "card_id", "card_name", "copies")
TURN_KEYS = ("deck", "seat", "turn")


def collect(lf: pl.LazyFrame | pl.DataFrame) -> pl.DataFrame:
    """Run a query with polars' streaming engine: the shards are read in batches and
    aggregated as they come, so memory does not grow with the number of games (only
    with the number of result rows). Every table of the report is collected here."""
    return lf.lazy().collect(engine="streaming")


class ResultError(ValueError):
    """A directory is not a readable decksim result; the message says what is missing."""


@dataclass
class Run:
    """One run directory: deck a against deck b."""
    path: Path
    manifest: dict
    label_a: str
    label_b: str
    games_files: list[Path]
    cards_files: list[Path]
    turns_files: list[Path]


@dataclass
class Results:
    """Everything `decksim report` reads from one result directory."""
    path: Path
    kind: str                                  # simulate | tournament | compare
    manifest: dict
    runs: list[Run]
    decks: dict[str, dict] = field(default_factory=dict)   # label -> manifest deck entry
    notes: list[str] = field(default_factory=list)

    @property
    def game(self):
        """The game's interface (decksim.games), from the manifest's "game"."""
        import decksim.games as games
        return games.of_manifest(self.manifest)

    # --- lazy tables -------------------------------------------------------------------
    def games(self) -> pl.LazyFrame:
        """One row per game, with `run`, `deck_a`, `deck_b` (deck labels)."""
        records = self.game.records
        return pl.concat([_scan_games(i, r, records.player_names) for i, r in
                          enumerate(self.runs)], how="vertical")

    def players(self) -> pl.LazyFrame:
        """One row per game and deck (see player_view)."""
        return player_view(self.games())

    def cards(self) -> pl.DataFrame | None:
        """Per-card counters summed over every shard and run, by deck label; None if
        no run stored them."""
        parts = []
        for r in self.runs:
            if not r.cards_files:
                continue
            lf = pl.scan_parquet(r.cards_files).with_columns(
                pl.when(pl.col("deck") == "a").then(pl.lit(r.label_a))
                .otherwise(pl.lit(r.label_b)).alias("deck"))
            parts.append(lf.select(*CARD_KEYS, *[pl.col(c).cast(pl.Int64)
                                                 for c in _counters(lf, CARD_KEYS)]))
        if not parts:
            return None
        df = collect(sum_card_counters(pl.concat(parts, how="diagonal_relaxed")))
        if df.height == 0:
            return None
        sections = self.game.card_sections(list(zip(df["deck"], df["card_id"])), self.decks,
                                           self.manifest.get("card_files") or ())
        return df.with_columns(pl.Series("section", sections, dtype=pl.String))

    def turns(self) -> pl.DataFrame | None:
        """Per-turn counters summed over every shard and run, by deck label and seat."""
        parts = []
        for r in self.runs:
            if not r.turns_files:
                continue
            lf = pl.scan_parquet(r.turns_files).with_columns(
                pl.when(pl.col("deck") == "a").then(pl.lit(r.label_a))
                .otherwise(pl.lit(r.label_b)).alias("deck"))
            counters = _counters(lf, TURN_KEYS)
            parts.append(lf.select("deck", "seat", pl.col("turn").cast(pl.Int64),
                                   *[pl.col(c).cast(pl.Int64) for c in counters]))
        if not parts:
            return None
        lf = pl.concat(parts, how="diagonal_relaxed")
        df = collect(lf.group_by(TURN_KEYS).agg(pl.col(c).sum()
                                               for c in _counters(lf, TURN_KEYS))
                     .sort(TURN_KEYS))
        return df if df.filter(pl.col("games") > 0).height else None

    @property
    def has_cards(self) -> bool:
        return any(r.cards_files for r in self.runs)

    @property
    def has_turns(self) -> bool:
        return any(r.turns_files for r in self.runs)

    @property
    def labels(self) -> list[str]:
        return list(self.decks)


def _counters(lf: pl.LazyFrame, keys) -> list[str]:
    """The counter columns of a counters table: every column but its keys."""
    return [c for c in lf.collect_schema().names() if c not in keys]


def sum_card_counters(df: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame | pl.LazyFrame:
    """Sum per-card counter rows (shards, runs) by (deck, card_id); lazy in, lazy out."""
    lf = df.lazy()
    counters = [c for c in _counters(lf, CARD_KEYS) if c != "section"]
    out = (lf.group_by(["deck", "card_id"])
           .agg(pl.col("card_name").first(), pl.col("copies").max(),
                *[pl.col(c).sum() for c in counters])
           .sort(["deck", "card_id"]))
    return out if isinstance(df, pl.LazyFrame) else out.collect()


def player_columns(columns) -> list[str]:
    """The per-player column names of a records frame (a_NAME and b_NAME both present)."""
    cols = set(columns)
    return [c[2:] for c in columns if c.startswith("a_") and "b_" + c[2:] in cols]


def _scan_games(run_index: int, r: Run, player: tuple[str, ...]) -> pl.LazyFrame:
    """One run's games with the game's player columns (null where an older run
    did not record one)."""
    lf = pl.scan_parquet(r.games_files)
    have = set(lf.collect_schema().names())
    cols = [pl.col(c) for c in GAME_COLS]
    for s in "ab":
        for c in player:
            name = f"{s}_{c}"
            if c == "mulligan":
                cols.append(pl.col(name).cast(pl.Boolean) if name in have
                            else pl.lit(None, pl.Boolean).alias(name))
            else:
                cols.append(pl.col(name).cast(pl.Int64) if name in have
                            else pl.lit(None, pl.Int64).alias(name))
    return lf.select([
        pl.lit(run_index, pl.Int64).alias("run"), pl.lit(r.label_a).alias("deck_a"),
        pl.lit(r.label_b).alias("deck_b"), *cols,
    ]).with_columns(pl.col("game").cast(pl.Int64), pl.col("turns").cast(pl.Int64),
                    pl.col("end_reason").cast(pl.String))


def player_view(games: pl.DataFrame | pl.LazyFrame, name_a: str | None = None,
                name_b: str | None = None, columns: tuple[str, ...] | None = None
                ) -> pl.LazyFrame:
    """Per-game records -> one row per game and deck: run, game, deck, opponent, side
    ("a"/"b"), seat ("play" = went first, "draw"), result ("win"/"loss"/"draw"), score
    (1, 0.5, 0), turns, end_reason, and the deck's own value of each of the game's
    player columns (a_NAME / b_NAME -> NAME: for SVE mulligan, leader_defense,
    pp_spent, ep_used, evolves, cards_played, face_damage, first_evolve, ep_left).

    A plain records frame (decksim.simulate) needs name_a and name_b (default "a", "b").
    `columns`: the game's player columns (Game.records.player_names); any the frame
    lacks (an older run's) are null. Default: those the frame has."""
    lf = games.lazy()
    names = lf.collect_schema().names()
    have = set(names)
    if "deck_a" not in have:
        lf = lf.with_columns(pl.lit(name_a or "a").alias("deck_a"),
                             pl.lit(name_b or "b").alias("deck_b"))
    if "run" not in have:
        lf = lf.with_columns(pl.lit(0, pl.Int64).alias("run"))
    player = player_columns(names)
    for c in columns or ():
        if c not in player:
            lf = lf.with_columns(pl.lit(None, pl.Int64).alias(f"a_{c}"),
                                 pl.lit(None, pl.Int64).alias(f"b_{c}"))
            player.append(c)
    parts = []
    for s, o in (("a", "b"), ("b", "a")):
        parts.append(lf.select(
            "run", "game",
            pl.col(f"deck_{s}").alias("deck"), pl.col(f"deck_{o}").alias("opponent"),
            pl.lit(s).alias("side"),
            pl.when(pl.col("first") == s).then(pl.lit("play")).otherwise(pl.lit("draw"))
            .alias("seat"),
            pl.when(pl.col("winner") == s).then(pl.lit("win"))
            .when(pl.col("winner") == "draw").then(pl.lit("draw")).otherwise(pl.lit("loss"))
            .alias("result"),
            pl.when(pl.col("winner") == s).then(1.0)
            .when(pl.col("winner") == "draw").then(0.5).otherwise(0.0).alias("score"),
            pl.col("turns").cast(pl.Int64), pl.col("end_reason").cast(pl.String),
            *[pl.col(f"{s}_{c}").alias(c) for c in player],
        ))
    return pl.concat(parts, how="vertical")


# --- directory reading -------------------------------------------------------------------

def _read_manifest(path: Path) -> dict:
    try:
        m = json.loads(path.read_text())
    except json.JSONDecodeError as e:
        raise ResultError(f"{path}: not valid JSON (line {e.lineno}: {e.msg})") from None
    except OSError as e:
        raise ResultError(f"{path}: cannot read ({e.strerror})") from None
    if not isinstance(m, dict):
        raise ResultError(f"{path}: expected a JSON object")
    return m


def _shards(d: Path, name: str) -> list[Path]:
    return sorted((d / name).glob("part-*.parquet"))


def _legacy_manifest(run_json: Path) -> dict:
    """run.json of `decksim simulate --out` (before the sharded layout) as a manifest."""
    m = _read_manifest(run_json)
    decks = {}
    for s in "ab":
        d = m.get(f"deck_{s}") or {}
        decks[s] = {k: d.get(k) for k in ("name", "path", "hash")}
    return {"format": 0, "kind": "simulate", "decksim_version": m.get("decksim_version"),
            "root_seed": m.get("seed"), "games": m.get("games"), "decks": decks,
            "pilots": {"a": m.get("pilot_a"), "b": m.get("pilot_b")},
            "card_files": m.get("card_files", [])}


def _deck_key(d: dict) -> tuple:
    return (d.get("name") or "?", d.get("hash") or d.get("path") or d.get("name") or "?")


def _label_decks(entries: list[dict]) -> dict[tuple, str]:
    """Readable unique labels: the deck name, with a hash prefix where two different
    lists share a name."""
    by_name: dict[str, set] = {}
    for d in entries:
        k = _deck_key(d)
        by_name.setdefault(k[0], set()).add(k[1])
    out = {}
    for d in entries:
        k = _deck_key(d)
        out[k] = k[0] if len(by_name[k[0]]) == 1 else f"{k[0]}#{str(k[1])[:6]}"
    return out


def _open_run(d: Path, manifest: dict | None = None) -> tuple[dict, list[Path]]:
    games = _shards(d, "games")
    if manifest is None:
        if (d / "manifest.json").is_file():
            manifest = _read_manifest(d / "manifest.json")
        elif (d / "run.json").is_file():
            manifest = _legacy_manifest(d / "run.json")
        else:
            raise ResultError(f"{d} is not a decksim run directory: no manifest.json "
                              "(expected RUN/manifest.json and RUN/games/part-*.parquet)")
    if not games and (d / "games.parquet").is_file():
        games = [d / "games.parquet"]
    if not games:
        raise ResultError(f"{d} has no stored games: expected {d / 'games'}/part-*.parquet")
    decks = manifest.get("decks")
    if not isinstance(decks, dict) or "a" not in decks or "b" not in decks:
        raise ResultError(f"{d / 'manifest.json'}: \"decks\" must name deck \"a\" and deck \"b\"")
    return manifest, games


def load_results(path) -> Results:
    """Open a run, tournament or compare directory (raises ResultError)."""
    d = Path(path)
    if not d.exists():
        raise ResultError(f"{d}: no such directory")
    if not d.is_dir():
        raise ResultError(f"{d} is not a directory (give the directory a run wrote, "
                          "e.g. the --out of simulate)")
    mpath = d / "manifest.json"
    if mpath.is_file():
        manifest = _read_manifest(mpath)
    elif (d / "run.json").is_file():
        manifest = _legacy_manifest(d / "run.json")
    else:
        raise ResultError(f"{d} is not a decksim result directory: it has no manifest.json "
                          "(a run has RUN/manifest.json and RUN/games/part-*.parquet; "
                          "see docs/report.md)")
    kind = manifest.get("kind", "simulate")
    if kind == "simulate":
        return _load_single(d, manifest)
    if kind == "tournament":
        return _load_tournament(d, manifest)
    if kind == "compare":
        return _load_compare(d, manifest)
    raise ResultError(f"{mpath}: unknown kind {kind!r} (expected simulate, tournament or compare)")


def complete_parquet(path: Path) -> bool:
    """Does the file end as a parquet file does (its footer and magic bytes)? A
    shard cut short (a full disk, a killed copy) does not."""
    try:
        size = path.stat().st_size
        if size < 12:
            return False
        with open(path, "rb") as f:
            head = f.read(4)
            f.seek(-4, os.SEEK_END)
            return head == b"PAR1" and f.read(4) == b"PAR1"
    except OSError:
        return False


def coverage_notes(d: Path, manifest: dict, games: list[Path]) -> list[str]:
    """What the manifest records as done but no shard holds (a shard deleted or
    set aside), and shards that are not complete parquet files: a report of such a
    directory says so beside its smaller totals."""
    notes = []
    held = set()
    for f in games:
        parts = f.stem.split("-")
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            held.add((int(parts[1]), int(parts[2])))
    done = sum(e - s for s, e in manifest.get("done") or [] if isinstance(s, int))
    stored = sum(e - s for s, e in held)
    if done > stored:
        notes.append(f"{d}: the manifest records {done:,} games as done, the shards hold "
                     f"{stored:,}; the report counts the stored games (decksim simulate "
                     f"--resume --out {d} plays the missing ones again)")
    for f in games:
        if not complete_parquet(f):
            raise ResultError(f"{f}: not a complete parquet file (cut short?); decksim "
                              f"simulate --resume --out {d} sets it aside and plays its games "
                              "again")
    return notes


def _load_single(d: Path, manifest: dict) -> Results:
    manifest, games = _open_run(d, manifest)
    da, db = manifest["decks"]["a"], manifest["decks"]["b"]
    if _deck_key(da) == _deck_key(db):          # a mirror: keep the two seats apart
        la, lb = f"{da.get('name', 'a')} (a)", f"{db.get('name', 'b')} (b)"
    else:
        labels = _label_decks([da, db])
        la, lb = labels[_deck_key(da)], labels[_deck_key(db)]
    run = Run(d, manifest, la, lb, games, _shards(d, "cards"), _shards(d, "turns"))
    return Results(d, "simulate", manifest, [run], {la: da, lb: db},
                   coverage_notes(d, manifest, games))


def _load_tournament(d: Path, manifest: dict) -> Results:
    decks = manifest.get("decks")
    if not isinstance(decks, list) or not decks:
        raise ResultError(f"{d / 'manifest.json'}: a tournament needs a \"decks\" list")
    labels = _label_decks(decks)
    names = [labels[_deck_key(x)] for x in decks]
    runs, notes = [], []
    pairs = sorted(p for p in (d / "pairs").glob("*-*") if p.is_dir())
    for p in pairs:
        try:
            i, j = (int(x) for x in p.name.split("-"))
            names[i], names[j]
        except (ValueError, IndexError):
            notes.append(f"skipped {p.name}: not a pair of deck indices")
            continue
        try:
            m, games = _open_run(p)
            notes += coverage_notes(p, m, games)
        except ResultError as e:
            notes.append(f"skipped pair {p.name}: {e}")
            continue
        runs.append(Run(p, m, names[i], names[j], games, _shards(p, "cards"), _shards(p, "turns")))
    if not runs:
        raise ResultError(f"{d}: a tournament directory without any finished pair "
                          f"(expected {d / 'pairs'}/II-JJ/games/part-*.parquet)")
    entries = dict(zip(names, decks))
    for r in runs:                 # the pair manifests carry the card lists: prefer them
        for label, side in ((r.label_a, "a"), (r.label_b, "b")):
            full = r.manifest["decks"].get(side)
            if isinstance(full, dict) and full.get("main") and not entries[label].get("main"):
                entries[label] = {**full, **entries[label], "main": full["main"],
                                  "evolve": full.get("evolve", [])}
    return Results(d, "tournament", manifest, runs, entries, notes)


def _load_compare(d: Path, manifest: dict) -> Results:
    runs = []
    entries = []
    opened = []
    for p in sorted(x for x in (d / "runs").glob("*") if x.is_dir()):
        m, games = _open_run(p)
        opened.append((p, m, games))
        entries += [m["decks"]["a"], m["decks"]["b"]]
    if not opened:
        raise ResultError(f"{d}: a compare directory without runs (expected {d / 'runs'}/*/)")
    labels = _label_decks(entries)
    decks = {}
    for p, m, games in opened:
        la, lb = labels[_deck_key(m["decks"]["a"])], labels[_deck_key(m["decks"]["b"])]
        decks.setdefault(la, m["decks"]["a"])
        decks.setdefault(lb, m["decks"]["b"])
        runs.append(Run(p, m, la, lb, games, _shards(p, "cards"), _shards(p, "turns")))
    return Results(d, "compare", manifest, runs, decks)
