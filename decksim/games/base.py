"""The game interface: everything game-specific that the rest of decksim needs.

sim/, analysis/, cli.py and decksim/__init__.py reach a game only through a
`Game` (decksim.games.get(name)); each game's package, decksim/games/<name>/,
defines one as `GAME`. Adding a game means adding its engine under
decksim/core/<name>/, its cards, and that package: sim/ and analysis/ stay as
they are (docs/architecture.md).

Nothing here imports numba, polars or a game's engine: the process that only
reads results, and the one that coordinates workers, never load them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


class PilotError(ValueError):
    """An unknown pilot or pilot parameter."""


class GameError(ValueError):
    """An unknown game, a deck whose game cannot be told, or decks of different
    games in one run; the message says which and what to write."""


@dataclass(frozen=True)
class Column:
    """One per-player record column: its stored name (a_NAME, b_NAME), its polars
    dtype by name ("Boolean", "Int8", "Int16", "Int32") and its offset in the
    player's block."""
    name: str
    dtype: str
    offset: int


@dataclass(frozen=True)
class RecordSchema:
    """What a game's records hold (decksim.sim.runner.records_frame names them)."""
    end_reasons: dict[int, str]         # end reason code -> stored name
    player: tuple[Column, ...]          # per-player columns
    player_width: int                   # columns of one player's block
    cols: int                           # columns of a record (debug columns may follow)
    optional: tuple[str, ...] = ()      # player columns that older stored runs may lack

    @property
    def player_names(self) -> tuple[str, ...]:
        return tuple(c.name for c in self.player)


@dataclass
class Stats:
    """Per-card and per-turn counters of the games played into it:
    cards[p, slot, card counter], turns[p, seat, own turn - 1, turn counter]."""
    cards: np.ndarray
    turns: np.ndarray

    def add(self, other: "Stats") -> None:
        self.cards += other.cards
        self.turns += other.turns


@dataclass
class Section:
    """One section of a game's own in the report (between the shared sections
    "Mulligan" and "Cards"): `build(results, report)` writes its tables and plots
    through the report's helpers and returns its HTML."""
    anchor: str
    title: str
    build: object


class Game:
    """One game, as sim/, analysis/, cli.py and decksim/__init__.py see it.

    Cards and decks: pool, parse_deck, load_deck, deck_reference, deck_entry,
    recognised.
    Playing: load_engine, matchup (an object with play(PR, seeds, firsts,
    check=False, stats=None) -> int32 records and, when the engine counts per
    card and per turn, new_stats() and card_slots()). Records: `records`,
    `card_counters`, `turn_counters`. Pilots: `pilots`, pilot_vector,
    pilot_params. Replays, scenarios, report sections: play_logged,
    format_log, scenario, report_sections, card_sections.
    """
    name = ""                  # short id: the manifest's "game", `--game NAME`, deck headers
    title = ""                 # the game's full name
    module = ""                # import path of the module defining GAME (worker processes)
    records: RecordSchema
    card_counters: tuple[str, ...] = ()
    turn_counters: tuple[str, ...] = ()
    pilots: dict[str, dict] = {}       # named pilots and their parameters
    default_pilot = "greedy"
    tune_params: tuple[str, ...] = ()  # what `decksim tune` tunes without --params (() SVE's)
    card_types: tuple[str, ...] = ("follower", "amulet", "spell", "leader", "evolved", "token")

    # ---- cards and decks
    def pool(self, card_files: tuple[str, ...] = ()):
        """The card pool: built-in cards plus the user card files."""
        raise NotImplementedError

    def parse_deck(self, text: str, pool, path: str = "<text>"):
        """A deck from its text; raises decksim.cards.errors.DeckError naming the
        file, line and problem. The deck has .name, .path, .content_hash,
        .warnings, .game and .summary()."""
        raise NotImplementedError

    def deck_reference(self, ref: str) -> bool:
        """Is `ref`, which names no file, a deck of this game all the same (a deck
        code)? load_deck then loads it; games.deck_game tells its game by it."""
        return False

    def load_deck(self, path, pool):
        """A deck from its file (DeckError for an unreadable file or a bad list)."""
        from decksim.cards.deckfile import read_deck_text
        return self.parse_deck(read_deck_text(path), pool, str(path))

    def list_cards(self, pool, **filters) -> list[str]:
        """`decksim cards`: one line per card passing the filters (search, cls, type,
        cost, trait, coverage; ValueError for a malformed one), then totals."""
        return [f"{c.id}  {c.name}" for c in pool.cards] + [f"{len(pool.cards)} cards"]

    def check_cards(self, pool) -> None:
        """Compile the pool's cards as a run would (CardFileError naming the file, the
        card and the problem): `decksim validate` checks what `simulate` plays."""

    def deck_entry(self, deck) -> dict:
        """The deck as the manifest records it (name, path, hash, and its cards)."""
        raise NotImplementedError

    def deck_columns(self, entry: dict) -> dict:
        """The report's deck table columns after deck, file and content hash, from a
        manifest's deck entry (deck_entry); called with {} for the column names."""
        return {"leader": entry.get("leader"),
                "main": len(entry["main"]) if entry.get("main") else None,
                "evolve": len(entry["evolve"]) if entry.get("evolve") is not None else None}

    # the report's explanation of the end reasons (records.end_reasons' names)
    end_reasons_text = ("leader = a leader's defense reached 0, deck_out = a player had to draw "
                        "from an empty deck, cap = the turn cap was reached (a draw), both_lost "
                        "= both players lost at once (a draw), cycle = whole rounds changed "
                        "nothing and nobody broke the cycle (15.2.1.3, a draw), effect = a "
                        "card's effect made a player win (5.22.1).")

    # what a mulligan is, in the report's mulligan section (records' `mulligan` column)
    mulligan_text = "redraws its 4-card hand, rule 6.2.1.8"

    def recognised(self, refs: list[str], pool) -> int:
        """How many of the card references (names or ids, counts stripped) name a
        card of this game (telling a deck's game from its cards)."""
        return sum(1 for r in refs if pool.lookup(r) is not None)

    # ---- playing
    def load_engine(self) -> None:
        """Compile the engine, or load it from numba's cache."""

    def engine_version(self) -> str:
        """What decides the games besides decks, seeds and pilots (a hash of the
        engine's sources and the compiler's version): a stored run is resumed only
        by the same engine."""
        import hashlib
        import importlib
        src = importlib.import_module(self.module).__file__
        return hashlib.sha256(open(src, "rb").read()).hexdigest()[:16]

    def matchup(self, deck_a, deck_b, pool):
        raise NotImplementedError

    def pilot_vector(self, name: str, overrides: dict | None = None) -> np.ndarray:
        """The float parameter vector of a named pilot with overrides by name
        (PilotError for an unknown pilot or parameter)."""
        raise NotImplementedError

    def pilot_params(self, vec: np.ndarray) -> dict:
        """The named parameters of a pilot vector (the manifest records them)."""
        return {}

    # ---- how well the pilots played (decksim audit)
    audit_counters: tuple[str, ...] = ()
    audit_intro = ""                   # the report section's first paragraph
    # the report's table: (header, column of the rows, format: "text", "int", "num2", "pct",
    # "pct0", or "of:COLUMN" for "x of y")
    audit_columns: tuple[tuple[str, str, str], ...] = ()

    def audit_table(self, rec: np.ndarray, AU: np.ndarray, names: tuple[str, str]) -> list[dict]:
        """The audit's rows per deck and seat, from the replayed games' records and
        counters (decksim/sim/audit.py stores them as DIR/audit.csv)."""
        raise GameError(f"{self.title} has no pilot audit yet")

    def audit_lines(self, rows: list[dict]) -> list[str]:
        """The rows as the lines `decksim audit` prints."""
        return [", ".join(f"{k} {v}" for k, v in r.items()) for r in rows]

    def audit(self, matchup, PR: np.ndarray, seeds: np.ndarray, firsts: np.ndarray,
              nodes: int) -> tuple[np.ndarray, np.ndarray]:
        """These games replayed with the audit's checks, the same games as a run's:
        (records, counters of shape games x 2 x len(audit_counters)). nodes: the
        budget of the exact lethal search that tells a missed lethal."""
        raise GameError(f"{self.title} has no pilot audit yet")

    # ---- looking at games
    def play_logged(self, matchup, PR: np.ndarray, seed_words, first: int):
        """One game from its two seed words and first player (0 / 1, -1 random),
        with its event log: (final state, events)."""
        raise NotImplementedError

    def format_log(self, events, matchup, names=("A", "B")) -> list[str]:
        """The events of play_logged, one readable line each."""
        raise NotImplementedError

    def scenario(self, spec: dict, pool, seed: int = 0):
        """An exact position from a dict (docs/scenarios.md): an object with
        legal_actions(), apply(action), state(), play_turn(pilot), copy(), turn
        and winner."""
        raise NotImplementedError

    def new_scenario(self, deck_a, deck_b, pool, seed_words, first: int = -1,
                     pilots=("greedy", "greedy")):
        """The same kind of object at the first main phase of a game played from
        its start (game preparation by the rules, mulligans by the pilots)."""
        raise NotImplementedError

    # ---- report
    def report_sections(self) -> list[Section]:
        """The game's own report sections (metrics and plots of its resources)."""
        return []

    def card_sections(self, card_ids: list[tuple[str, str]], decks: dict[str, dict],
                      card_files=()) -> list[str]:
        """The deck section of each (deck label, card id) row of the per-card
        counters ("main" unless the game has others)."""
        return ["main"] * len(card_ids)


AUDIT_SEATS = (("all", None), ("on the play", True), ("on the draw", False))


def audit_games(seeds: np.ndarray, firsts: np.ndarray, PR: np.ndarray, rec_cols: int,
                counters: int, chunk) -> tuple[np.ndarray, np.ndarray]:
    """A game's audit replays on every thread: chunk(lo, hi, PR, seeds, firsts, out, AU)
    plays games lo..hi-1 into the records `out` (rec_cols) and the audit counters AU
    (games x 2 x counters), the arrays contiguous as the kernels take them."""
    import numba

    from decksim.core.threads import run_chunks
    n = len(seeds)
    out = np.zeros((n, rec_cols), np.int32)
    AU = np.zeros((n, 2, counters), np.int64)
    chunks = max(1, min(n, 4 * numba.get_num_threads()))
    PR = np.ascontiguousarray(PR, np.float64)
    seeds = np.ascontiguousarray(seeds, np.uint64)
    firsts = np.ascontiguousarray(firsts, np.int64)
    run_chunks(lambda k: chunk(k * n // chunks, (k + 1) * n // chunks, PR, seeds, firsts, out,
                               AU), chunks)
    return out, AU


def audit_seats(rec: np.ndarray, AU: np.ndarray, names: tuple[str, str], counters, row):
    """An audit's rows per deck and seat (every game's): row(c, g, idx) gives the
    numbers of a deck and seat from its counters c (games x counters), its game
    count g and the counters' indices by name."""
    from decksim.core.records import R_FIRST
    idx = {k: i for i, k in enumerate(counters)}
    rows = []
    for p, name in enumerate(names):
        on_play = rec[:, R_FIRST] == p
        for seat, play in AUDIT_SEATS:
            sel = np.ones(len(rec), bool) if play is None else on_play == play
            g = int(sel.sum())
            if g:
                rows.append({"deck": name, "seat": seat, "games": g,
                             **row(AU[sel, p, :], g, idx)})
    return rows


def text_table(head: tuple, body: list[tuple]) -> list[str]:
    """Columns padded to their widest cell (the lines `decksim audit` prints)."""
    w = [max(len(str(x[i])) for x in [head] + body) for i in range(len(head))]
    return ["  ".join(str(x[i]).ljust(w[i]) for i in range(len(head))).rstrip()
            for x in [head] + body]


def coverage_line(n) -> str:
    """'170/209 full (81%; 10 of them vanilla), 39 partial' from a Counter of
    coverages: a vanilla card has no abilities, so its stats and keywords model it
    exactly and it counts as full (`decksim cards`, every game)."""
    full, total = n["full"] + n["vanilla"], sum(n.values())
    return (f"{full}/{total} full ({100 * full / total:.0f}%; {n['vanilla']} of them vanilla), "
            f"{n['partial']} partial")


def tuned_params(path: str, pilot: str) -> dict:
    """The parameters a `decksim tune` result file holds for `pilot` (NAME@FILE)."""
    import json
    from pathlib import Path
    try:
        data = json.loads(Path(path).read_text())
    except FileNotFoundError:
        raise PilotError(f"pilot file {path}: no such file (`decksim tune` writes one)") \
            from None
    except (json.JSONDecodeError, OSError, UnicodeDecodeError) as e:
        raise PilotError(f"pilot file {path}: not a tune result ({e})") from None
    if not isinstance(data, dict) or not isinstance(data.get("params"), dict):
        raise PilotError(f"pilot file {path}: no \"params\"; it is not a `decksim tune` result")
    if data.get("pilot") != pilot:
        raise PilotError(f"pilot file {path} tunes {data.get('pilot')!r}, not {pilot!r}; "
                         f"write {data.get('pilot')}@{path}")
    params = {}
    for k, v in data["params"].items():
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise PilotError(f"pilot file {path}: parameter {k} = {v!r} is not a finite number")
        params[str(k)] = float(v)
    return params


def parse_pilot(spec: str) -> tuple[str, dict]:
    """'greedy', 'greedy:face=1.5,board=0.8' or 'greedy@tuned.json' (a `decksim tune`
    result, then optional :overrides) -> (name, overrides), in every game."""
    name, _, rest = spec.partition(":")
    name, at, path = name.partition("@")
    if not name.strip():
        raise PilotError(f"pilot {spec!r} names no pilot; write NAME or NAME:PARAM=NUMBER, "
                         "e.g. greedy or greedy:face=1.5")
    overrides = tuned_params(path.strip(), name.strip()) if at else {}
    for part in filter(None, rest.split(",")):
        k, eq, v = part.partition("=")
        try:
            if not eq:
                raise ValueError
            overrides[k.strip()] = float(v)
        except ValueError:
            raise PilotError(f"bad pilot parameter {part!r} in {spec!r}; write NAME=NUMBER, "
                             "e.g. greedy:face=1.5") from None
        if not math.isfinite(overrides[k.strip()]):
            raise PilotError(f"pilot parameter {part!r} in {spec!r} is not a finite number")
    return name.strip(), overrides


def pilot_pair(game: "Game", spec_a: str, spec_b: str) -> np.ndarray:
    """The two pilots' parameter vectors of a game, one row each (PilotError if
    unknown)."""
    return np.stack([game.pilot_vector(*parse_pilot(spec_a)),
                     game.pilot_vector(*parse_pilot(spec_b))])


def pilot_from_presets(presets: dict[str, dict], names: dict[str, int], n: int, kind_slot: int,
                       name: str, overrides: dict | None) -> np.ndarray:
    """A pilot vector from a game's named presets (`kind` at kind_slot, every
    other parameter at its slot in `names`), with overrides by name."""
    if name not in presets:
        raise PilotError(f"unknown pilot {name!r}; choose one of {', '.join(presets)}")
    preset = dict(presets[name])
    for k, v in (overrides or {}).items():
        if k not in names:
            raise PilotError(f"unknown pilot parameter {k!r}; known: {', '.join(names)}")
        if not math.isfinite(float(v)):
            raise PilotError(f"pilot parameter {k}={v} is not a finite number")
        preset[k] = float(v)
    vec = np.zeros(n)
    vec[kind_slot] = preset["kind"]
    for k, i in names.items():
        vec[i] = preset[k]
    return vec
