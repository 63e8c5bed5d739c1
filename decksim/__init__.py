"""decksim: Monte Carlo deck analysis for trading card games.

    import decksim
    a = decksim.load_deck("examples/decks/sve/forest_fairies.txt")
    b = decksim.load_deck("examples/decks/sve/sword_officers.txt")
    games = decksim.simulate(a, b, games=1000, seed=1, pilot_a="greedy", pilot_b="greedy")
    print(decksim.summarize(games, a.name, b.name))
"""
from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("decksim")
except PackageNotFoundError:  # running from a source tree without install
    __version__ = "0.0.0+local"

from decksim.cards.decklist import Deck, DeckError, load_deck_file  # noqa: E402
from decksim.cards.pool import CardPool, load_pool  # noqa: E402

_POOLS: dict[tuple, CardPool] = {}


def pool(card_files: tuple[str, ...] = ()) -> CardPool:
    """The SVE card pool (built-in cards plus optional user card files)."""
    key = tuple(str(f) for f in card_files)
    if key not in _POOLS:
        _POOLS[key] = load_pool(list(key))
    return _POOLS[key]


def load_deck(path, card_files: tuple[str, ...] = ()) -> Deck:
    """Read and validate a deck list (docs/decks.md); raises DeckError."""
    return load_deck_file(path, pool(tuple(card_files)))


def simulate(deck_a: Deck, deck_b: Deck, games: int = 1000, seed: int = 0,
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

    def spec(name, params):
        if not params:
            return name
        return name + ":" + ",".join(f"{k}={float(v)!r}" for k, v in params.items())

    o = jobs.simulate(deck_a, deck_b, pool(tuple(card_files)), games=games, seed=seed,
                      pilot_a=spec(pilot_a, params_a), pilot_b=spec(pilot_b, params_b),
                      mirror=mirror, batch=batch or default_batch(backend, games, scheduler), out=out, resume=resume,
                      backend=backend, workers=workers, scheduler=scheduler,
                      progress="bar" if progress else "off", card_files=card_files)
    if out is not None:
        from decksim.sim.storage import scan_games
        return scan_games(out).collect()
    return o.frame


def compare(base: Deck, candidate: Deck, against: list, games: int = 2000, seed: int = 0,
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
    return run_compare(base, candidate, list(against), pool(tuple(card_files)), games=games,
                       seed=seed, pilot=pilot, pilot_against=pilot_against, sprt=test,
                       round_size=round_size, out=out, progress=progress, version=__version__)


def report(path, out=None):
    """CSV tables, PNG plots and a self-contained report.html for a stored run,
    tournament or compare directory (in DIR/report unless `out`); docs/report.md."""
    from decksim.analysis.report import build_report
    return build_report(path, out)


def scenario(spec: dict, card_files: tuple[str, ...] = (), seed: int = 0):
    """Build an exact position (docs/scenarios.md) to list and apply actions."""
    from decksim.sim.scenario import Scenario
    return Scenario.from_dict(spec, pool(tuple(card_files)), seed=seed)


def __getattr__(name: str):
    """summarize and wilson on first use: they need polars, a third of a second to
    import, which the engine's processes (workers, the compile helper) never use."""
    if name in ("summarize", "wilson"):
        from decksim.analysis import summary
        return getattr(summary, name)
    raise AttributeError(f"module 'decksim' has no attribute {name!r}")


__all__ = ["compare", "report", "scenario", "Deck", "DeckError", "CardPool", "load_deck", "simulate", "summarize", "wilson",
           "pool", "load_pool", "__version__"]
