"""Play N games of deck A against deck B in batches, with progress, into a
polars DataFrame of per-game records."""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass

import numba
import numpy as np
import polars as pl

from decksim.cards.compile import CompiledPool, compile_pool
from decksim.cards.decklist import Deck
from decksim.cards.pool import CardPool
from decksim.core.sve import game as G
from decksim.core.sve.policies.params import N_PARAMS, PARAM_NAMES, PR_KIND, PRESETS
from decksim.core.sve.state import END_BOTH, END_CAP, END_DECKOUT, END_LEADER
from decksim.core.sve.stats import N_CC, N_TC, TURNS as STATS_TURNS
from decksim.sim.seeding import game_seeds

END_REASONS = {0: "none", END_LEADER: "leader", END_DECKOUT: "deck_out", END_CAP: "cap",
               END_BOTH: "both_lost"}
DEFAULT_BATCH = 2048


class PilotError(ValueError):
    pass


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
        out = np.zeros((len(seeds), G.R_COLS), np.int32)
        c = self.compiled
        chk = self.deck_n.copy() if check else np.zeros(0, np.int64)
        st = stats or _NO_STATS
        G.play_batch(c.CT, c.AB, c.EF, c.FL, PR, self.decks, self.deck_n, self.evos,
                     self.evo_n, seeds, firsts, out, chk, self.slot_of, st.cards, st.turns,
                     8 * numba.get_num_threads())
        return out


class Progress:
    """Games done, games per second and time left, on stderr."""

    def __init__(self, total: int, enabled: bool, label: str = "games"):
        self.total, self.enabled, self.label = total, enabled, label
        self.start = time.perf_counter()
        self.last = 0.0

    def update(self, done: int, force: bool = False) -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if not force and now - self.last < 0.5:
            return
        self.last = now
        el = max(now - self.start, 1e-9)
        rate = done / el
        left = (self.total - done) / rate if rate > 0 else float("inf")
        sys.stderr.write(f"\r{done:>10,}/{self.total:,} {self.label}  {rate:,.0f}/s  "
                         f"{left:5.0f}s left ")
        if done >= self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def records_frame(rec: np.ndarray, start: int = 0) -> pl.DataFrame:
    """Per-game records as a DataFrame; player 0 is deck a, player 1 deck b."""
    side = np.array(["a", "b", "draw"])
    cols = {
        "game": np.arange(start, start + len(rec), dtype=np.int64),
        "first": side[rec[:, G.R_FIRST]],
        "winner": side[rec[:, G.R_WINNER]],
        "end_reason": np.array([END_REASONS[r] for r in range(len(END_REASONS))])[
            rec[:, G.R_REASON]],
        "turns": rec[:, G.R_TURNS],
    }
    names = {G.R_MULL: "mulligan", G.R_LEADER: "leader_defense", G.R_PP_SPENT: "pp_spent",
             G.R_EP_USED: "ep_used", G.R_EVOLVES: "evolves", G.R_PLAYED: "cards_played",
             G.R_FACE_DMG: "face_damage", G.R_FIRST_EVO: "first_evolve", G.R_EP_LEFT: "ep_left"}
    for p, tag in ((0, "a"), (1, "b")):
        for off, nm in names.items():
            v = rec[:, G.R_P0 + p * G.R_PN + off]
            cols[f"{tag}_{nm}"] = v.astype(bool) if off == G.R_MULL else v
    return pl.DataFrame(cols)


def run_games(matchup: Matchup, games: int, seed: int, PR: np.ndarray,
              batch: int = DEFAULT_BATCH, progress: bool = False, start: int = 0) -> pl.DataFrame:
    """Play games start .. start+games-1 (game i seeded by (seed, i))."""
    parts = []
    bar = Progress(games, progress)
    done = 0
    while done < games:
        n = min(batch, games - done)
        seeds = game_seeds(seed, start + done, n)
        firsts = -np.ones(n, np.int64)
        parts.append(matchup.play(PR, seeds, firsts))
        done += n
        bar.update(done, force=done >= games)
    rec = np.concatenate(parts) if parts else np.zeros((0, G.R_COLS), np.int32)
    return records_frame(rec, start)
