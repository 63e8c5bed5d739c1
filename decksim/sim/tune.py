"""`decksim tune DECK --against DECK...`: a pilot's numeric parameters tuned for one
deck against a field by SPSA, as chess engines are tuned on fishtest
(docs/pilots.md, "Tuning").

Each iteration k draws a random sign per parameter (delta), plays the deck with
the parameters moved up by c_k (theta+) and down by c_k (theta-) against every
deck of the field on the same seeds (paired: both see the same shuffles), and
moves theta along the difference of their win rates:

    theta += a_k * (w+ - w-) / (2 c_k delta) * scale,
    a_k = a / (k + 1 + A) ** 0.602,   c_k = c / (k + 1) ** 0.101

(Spall's gains; scale: each parameter's own size). The state is written after
every iteration, so an interrupted tune continues with --resume; the result
file holds the pilot and its parameters, which `--pilot-a NAME@FILE` loads.
"""
from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from decksim.games.base import parse_pilot
from decksim.sim.errors import RunError
from decksim.sim.seeding import derived_seed

ALPHA, GAMMA = 0.602, 0.101
A_GAIN, C_GAIN = 4.0, 0.15       # a (in units of scale per win-rate point), c (fraction)
DEFAULT_PARAMS = ("face", "board", "hand", "own_leader", "pp_waste", "ep", "danger",
                  "evolvable")
FORMAT = 1


class TuneError(RunError):
    """A tune that can't start or resume (what is wrong and what would be right)."""


@dataclass
class TuneRun:
    game: object
    deck: object
    field: list
    pool: object
    pilot: str
    names: list[str]
    iterations: int
    games: int
    seed: int
    field_pilot: str = "greedy"


def _win_rate(run: TuneRun, theta: dict, seeds: list[int], field: list) -> np.ndarray:
    """Per field deck, the deck's win rate with parameters theta (draws half).
    field: (matchup, the field pilot's vector) per field deck."""
    from decksim.core.records import R_WINNER
    from decksim.sim.runner import play_range
    out = []
    mine = run.game.pilot_vector(run.pilot, theta)
    for (m, theirs), seed in zip(field, seeds):
        rec, _ = play_range(m, np.stack([mine, theirs]), seed, True, 0, run.games)
        w = rec[:, R_WINNER]
        out.append(((w == 0).sum() + 0.5 * (w == 2).sum()) / len(w))
    return np.array(out)


def field_of(run: TuneRun) -> list:
    """The matchups against the field and the field pilot's vector, built once a tune."""
    theirs = run.game.pilot_vector(*parse_pilot(run.field_pilot))
    return [(run.game.matchup(run.deck, opp, run.pool), theirs) for opp in run.field]


def start_state(run: TuneRun) -> dict:
    base = run.game.pilot_params(run.game.pilot_vector(run.pilot))
    unknown = [n for n in run.names if n not in base]
    if unknown:
        raise TuneError(f"pilot {run.pilot!r} has no parameter {', '.join(unknown)}; "
                        f"tunable: {', '.join(base)}")
    theta = {n: float(base[n]) for n in run.names}
    return {"format": FORMAT, "game": run.game.name, "pilot": run.pilot,
            "deck": run.deck.name, "field": [d.name for d in run.field],
            "field_pilot": run.field_pilot, "seed": run.seed, "games": run.games,
            "iterations": run.iterations, "params": run.names,
            "scale": {n: max(abs(v), 0.5) for n, v in theta.items()},
            "theta": theta, "done": 0, "history": []}


def _check_resume(state: dict, run: TuneRun, path: Path) -> None:
    want = start_state(run)
    for key in ("game", "pilot", "deck", "field", "field_pilot", "seed", "games", "params"):
        if state.get(key) != want[key]:
            raise TuneError(f"{path} tunes {key} = {state.get(key)!r}, this command "
                            f"{want[key]!r}; give the same arguments to resume it, or another "
                            "--state file to start anew")


def step(run: TuneRun, state: dict, field: list) -> dict:
    """One SPSA iteration on state (changed in place); returns its history entry."""
    k = state["done"]
    rng = np.random.default_rng(derived_seed(run.seed, 1, k))
    delta = rng.choice([-1.0, 1.0], size=len(run.names))
    ck = C_GAIN / (k + 1) ** GAMMA
    ak = A_GAIN / (k + 1 + 0.1 * run.iterations) ** ALPHA
    scale = state["scale"]
    theta = state["theta"]
    plus = {n: theta[n] + ck * d * scale[n] for n, d in zip(run.names, delta)}
    minus = {n: theta[n] - ck * d * scale[n] for n, d in zip(run.names, delta)}
    seeds = [derived_seed(run.seed, 2, k, j) for j in range(len(run.field))]
    wp, wm = _win_rate(run, plus, seeds, field), _win_rate(run, minus, seeds, field)
    diff = float(wp.mean() - wm.mean())
    for n, d in zip(run.names, delta):
        theta[n] = max(0.0, theta[n] + ak * diff / (2 * ck * d) * scale[n])
    entry = {"iteration": k + 1, "plus": round(float(wp.mean()), 4),
             "minus": round(float(wm.mean()), 4), "theta": dict(theta)}
    state["history"].append(entry)
    state["done"] = k + 1
    return entry


def _write(path: Path, data: dict) -> None:
    from decksim.sim import storage
    try:
        storage.atomic_write(path, lambda p: Path(p).write_text(json.dumps(data, indent=1)))
    except OSError as e:
        raise storage.StorageError(storage.disk_message(e, path)) from None


def tune(run: TuneRun, state_path: Path, out_path: Path, resume: bool,
         progress: bool = True) -> dict:
    """Run (or continue) the tune; returns the result written to out_path."""
    if resume:
        try:
            state = json.loads(state_path.read_text())
        except FileNotFoundError:
            raise TuneError(f"{state_path}: no such file; drop --resume to start a tune") \
                from None
        except (json.JSONDecodeError, OSError) as e:
            raise TuneError(f"{state_path}: not a tune state file ({e})") from None
        _check_resume(state, run, state_path)
        state["iterations"] = run.iterations
    else:
        if state_path.exists():
            raise TuneError(f"{state_path} holds a tune already; add --resume to continue it, "
                            "or give another --state file")
        state = start_state(run)
        _write(state_path, state)
    t0, first = time.perf_counter(), state["done"]
    field = field_of(run)
    while state["done"] < run.iterations:
        e = step(run, state, field)
        _write(state_path, state)
        if progress:
            per = (time.perf_counter() - t0) / (state["done"] - first)
            params = " ".join(f"{n}={v:.3g}" for n, v in e["theta"].items())
            print(f"iteration {e['iteration']}/{run.iterations}: theta+ {100 * e['plus']:.1f}% "
                  f"theta- {100 * e['minus']:.1f}%  {params}  "
                  f"({per * (run.iterations - state['done']):.0f}s left)",
                  file=sys.stderr, flush=True)
    result = {"format": FORMAT, "game": run.game.name, "pilot": run.pilot,
              "params": {n: round(v, 4) for n, v in state["theta"].items()},
              "tuned_for": {"deck": run.deck.name, "field": [d.name for d in run.field],
                            "field_pilot": run.field_pilot, "seed": run.seed,
                            "iterations": state["done"], "games": run.games}}
    _write(out_path, result)
    return result
