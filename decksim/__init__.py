"""decksim: Monte Carlo deck analysis for trading card games.

    import decksim
    a = decksim.load_deck("examples/decks/sve/forest_fairies.txt")
    b = decksim.load_deck("examples/decks/sve/sword_officers.txt")
    games = decksim.simulate(a, b, games=1000, seed=1, pilot_a="greedy", pilot_b="greedy")
    print(decksim.summarize(games, a.name, b.name))
"""
from __future__ import annotations

import decksim.games as _games  # the game interfaces: decksim/games/
from decksim.version import __version__
from decksim.cards.errors import CardFileError, DeckError
from decksim.games.base import GameError


def pool(card_files: tuple[str, ...] = (), game: str = "sve"):
    """A game's card pool (built-in cards plus optional user card files)."""
    return _games.get(game).pool(tuple(str(f) for f in card_files))


def load_deck(path, card_files: tuple[str, ...] = (), game: str | None = None):
    """Read and validate a deck list (docs/decks.md); raises DeckError. Its game
    comes from its `Game:` header, else `game`, else its cards (GameError if
    none fits)."""
    g = _games.get(_games.deck_game(path, game, card_files))
    return g.load_deck(path, g.pool(tuple(str(f) for f in card_files)))


def load_deck_file(path, pool, game: str | None = None):
    """Read and validate a deck list against a card pool already loaded."""
    return _games.get(_games.deck_game(path, game)).load_deck(path, pool)


def simulate(deck_a, deck_b, games: int = 1000, seed: int = 0,
             pilot_a: str = "greedy", pilot_b: str = "greedy", params_a: dict | None = None,
             params_b: dict | None = None, card_files: tuple[str, ...] = (),
             progress: bool = False, workers: int | None = None, mirror: bool = True,
             backend: str = "threads", scheduler: str | None = None, batch: int | None = None,
             out=None, resume: bool = False):
    """Play `games` games of deck_a (player a) against deck_b; per-game records as a
    polars DataFrame (docs/simulation.md).

    mirror=True plays mirrored pairs (games 2k and 2k+1 on the same shuffles, deck a
    first in 2k, deck b in 2k+1); mirror=False seeds game i alone with a random first
    player. `workers` cores (default all) with backend "threads", "processes" or
    "dask" (`scheduler` tcp://HOST:PORT, or a LocalCluster). With `out` the games
    are also stored as a run directory (resumable with resume=True)."""
    from decksim.sim import jobs
    from decksim.sim.backends import default_batch
    g = _games.get(deck_a.game)

    def spec(name, params):
        if not params:
            return name
        return name + ":" + ",".join(f"{k}={float(v)!r}" for k, v in params.items())

    o = jobs.simulate(deck_a, deck_b, g.pool(tuple(card_files)), games=games, seed=seed,
                      pilot_a=spec(pilot_a, params_a), pilot_b=spec(pilot_b, params_b),
                      mirror=mirror, batch=batch or default_batch(backend, games, scheduler),
                      out=out, resume=resume,
                      backend=backend, workers=workers, scheduler=scheduler,
                      progress="bar" if progress else "off", card_files=card_files)
    if out is not None:
        from decksim.sim.storage import scan_games
        return scan_games(out).collect()
    return o.frame


def compare(base, candidate, against: list, games: int = 2000, seed: int = 0,
            pilot: str = "greedy", pilot_against: str | None = None, wr0: float = 0.0,
            wr1: float = 0.04, alpha: float = 0.05, beta: float = 0.05, sprt: bool = True,
            round_size: int = 200, out=None, card_files: tuple[str, ...] = (),
            progress: bool = False):
    """Play `base` and `candidate` on identical seeds against each deck of `against`
    (paired), stopping early when the SPRT of H0: WR difference = wr0 against H1: = wr1
    decides; returns a decksim.sim.compare.CompareResult (`.pairs`, `.manifest`).
    With `out`, stores the games there (docs/report.md); decksim.report(out) then
    writes the report."""
    from decksim.analysis.sprt import SPRT
    from decksim.sim.compare import run_compare
    test = SPRT.from_wr(wr0, wr1, alpha, beta) if sprt else None
    return run_compare(base, candidate, list(against),
                       _games.get(base.game).pool(tuple(card_files)), games=games,
                       seed=seed, pilot=pilot, pilot_against=pilot_against, sprt=test,
                       round_size=round_size, out=out, progress=progress, version=__version__,
                       card_files=card_files)


def report(path, out=None):
    """CSV tables, PNG plots and a self-contained report.html for a stored run,
    tournament or compare directory (in DIR/report unless `out`); docs/report.md."""
    from decksim.analysis.report import build_report
    return build_report(path, out)


class _Scenarios:
    """decksim.scenario: exact positions to list and apply actions on, and to let a
    pilot play from (docs/scenarios.md).

        decksim.scenario({...})                              a position from a dict
        decksim.scenario.new_game(deck_a, deck_b, seed=1)    a game from its start
        decksim.scenario.from_game(deck_a, deck_b, seed=1, game=7, turn=5)
                                                             game 7 of a run, at turn 5
    """

    def __call__(self, spec: dict, card_files: tuple[str, ...] = (), seed: int = 0,
                 game: str = "sve"):
        g = _games.get(game)
        return g.scenario(spec, g.pool(tuple(card_files)), seed=seed)

    def new_game(self, deck_a, deck_b, seed: int = 0, first: str | None = None,
                 pilot_a: str = "greedy", pilot_b: str = "greedy",
                 card_files: tuple[str, ...] = ()):
        """A game from its start (game preparation by the rules, each pilot's
        mulligan), at the first player's first main phase: the game of root seed
        `seed` with a random first player (as game 0 of a --no-mirror run), or
        first "a" / "b"."""
        from decksim.sim.seeding import plan
        seeds, firsts = plan(seed, 0, 1, mirror=False)
        who = {None: int(firsts[0]), "a": 0, "b": 1}[first]
        return self._start(deck_a, deck_b, seeds[0], who, (pilot_a, pilot_b), card_files)

    def from_game(self, deck_a, deck_b, seed: int, game: int, turn: int, mirror: bool = True,
                  pilot_a: str = "greedy", pilot_b: str = "greedy",
                  card_files: tuple[str, ...] = ()):
        """Game `game` of a `simulate --seed SEED` run (mirror=False for a
        --no-mirror run), played by its pilots up to the main phase of turn `turn`
        (or its end, if it ends before): the same game as the run's, to the card."""
        from decksim.sim.seeding import plan
        seeds, firsts = plan(seed, game, 1, mirror)
        sc = self._start(deck_a, deck_b, seeds[0], int(firsts[0]), (pilot_a, pilot_b),
                         card_files)
        while sc.winner is None and sc.turn < turn:
            sc.play_turn()
        return sc

    @staticmethod
    def _start(deck_a, deck_b, seed_words, first, pilots, card_files):
        g = _games.get(deck_a.game)
        if deck_b.game != g.name:
            raise GameError(f"{deck_a.name} is {deck_a.game}, {deck_b.name} is {deck_b.game}: "
                            "a game has decks of one game")
        return g.new_scenario(deck_a, deck_b, g.pool(tuple(card_files)), seed_words, first,
                              pilots)


scenario = _Scenarios()


def __getattr__(name: str):
    """summarize and wilson on first use: they need polars, a third of a second to
    import, which the engine's processes (workers, the compile helper) never use."""
    if name in ("summarize", "wilson"):
        import decksim.analysis.summary as summary
        return getattr(summary, name)
    raise AttributeError(f"module 'decksim' has no attribute {name!r}")


__all__ = ["compare", "report", "scenario", "DeckError", "CardFileError", "GameError",
           "load_deck", "load_deck_file", "simulate", "summarize", "wilson", "pool",
           "__version__"]
