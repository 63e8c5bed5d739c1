"""Result directories for the analysis tests, written in the on-disk layout of
docs/report.md: real games from the engine (or hand-made ones), plus synthetic
per-card and per-turn counters where a test needs them (the engine does not
produce those yet)."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import numpy as np
import polars as pl

from decksim.core.sve.records import CC_NAMES as CARD_COUNTERS, TC_NAMES as TURN_COUNTERS


def deck_entry(deck) -> dict:
    return {"name": deck.name, "path": str(deck.path), "hash": deck.content_hash,
            "main": [c.id for c in deck.main], "evolve": [c.id for c in deck.evolve],
            "leader": deck.leader.id}


def write_run(d: Path, games: pl.DataFrame, decks: dict, *, seed: int = 1,
              pilots=("greedy", "greedy"), cards: pl.DataFrame | None = None,
              turns: pl.DataFrame | None = None, shards: int = 1) -> Path:
    """RUN/manifest.json + RUN/games/part-*.parquet (split into `shards` files), and
    RUN/cards, RUN/turns shards when given."""
    d = Path(d)
    (d / "games").mkdir(parents=True, exist_ok=True)
    n = games.height
    bounds = np.linspace(0, n, shards + 1).astype(int)
    done = []
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        part = games.slice(int(lo), int(hi - lo))
        g0 = int(part["game"][0]) if part.height else int(lo)
        part.write_parquet(d / "games" / f"part-{g0:012d}-{g0 + part.height:012d}.parquet")
        done.append([g0, g0 + part.height])
    if cards is not None:
        (d / "cards").mkdir(exist_ok=True)
        cards.write_parquet(d / "cards" / f"part-000000000000-{n:012d}.parquet")
    if turns is not None:
        (d / "turns").mkdir(exist_ok=True)
        turns.write_parquet(d / "turns" / f"part-000000000000-{n:012d}.parquet")
    manifest = {"format": 1, "kind": "simulate", "decksim_version": "test", "root_seed": seed,
                "mirror": decks["a"].get("hash") == decks["b"].get("hash"), "games": n,
                "decks": decks, "pilots": {"a": pilots[0], "b": pilots[1]}, "done": done}
    (d / "manifest.json").write_text(json.dumps(manifest))
    return d


def fake_counters(games: pl.DataFrame, decks: dict, pool, seed: int = 0):
    """Plausible, internally consistent per-card and per-turn counters for the games."""
    rng = np.random.default_rng(seed)
    G = games.height
    card_rows, turn_rows = [], []
    for side in "ab":
        W = int((games["winner"] == side).sum())
        d = decks[side]
        for cid, copies in Counter(d["main"]).items():
            c = pool.by_id(cid)
            gih = int(rng.binomial(G, 0.3 + 0.15 * copies))
            gih_w = int(rng.hypergeometric(W, G - W, gih)) if gih else 0
            oh = int(rng.binomial(gih, 0.4))
            oh_w = int(rng.hypergeometric(gih_w, gih - gih_w, oh)) if oh else 0
            seen = int(rng.binomial(G, 0.1 * copies))
            kept = int(rng.binomial(seen, 0.75))
            kept_w = int(rng.hypergeometric(W, G - W, kept)) if kept else 0
            mull = seen - kept
            mull_w = int(rng.hypergeometric(W - kept_w, G - W - (kept - kept_w), mull)) \
                if mull else 0
            played = int(rng.binomial(gih, 0.8))
            played_w = int(rng.hypergeometric(gih_w, gih - gih_w, played)) if played else 0
            pc = played + int(rng.binomial(played, 0.3))
            card_rows.append({
                "deck": side, "card_id": cid, "card_name": c.name, "copies": copies,
                "games": G, "wins": W, "open_seen": seen, "open_seen_wins": kept_w + mull_w,
                "kept": kept, "kept_wins": kept_w, "mulliganed": mull, "mulliganed_wins": mull_w,
                "oh": oh, "oh_wins": oh_w, "drawn": gih - oh, "drawn_wins": gih_w - oh_w,
                "gih": gih, "gih_wins": gih_w, "gns": G - gih, "gns_wins": W - gih_w,
                "played": played, "played_wins": played_w, "played_copies": pc,
                "turn_played_sum": pc * (c.cost + 1), "held_sum": pc * 2,
                "evolved": 0, "evolved_wins": 0, "evolved_copies": 0})
        for cid, copies in Counter(d["evolve"]).items():
            c = pool.by_id(cid)
            ev = int(rng.binomial(G, 0.2))
            ev_w = int(rng.hypergeometric(W, G - W, ev)) if ev else 0
            row = {k: 0 for k in CARD_COUNTERS}
            row.update({"deck": side, "card_id": cid, "card_name": c.name, "copies": copies,
                        "games": G, "wins": W, "gns": G, "gns_wins": W, "evolved": ev,
                        "evolved_wins": ev_w, "evolved_copies": ev + int(rng.binomial(ev, 0.2))})
            card_rows.append(row)
        for seat in ("play", "draw"):
            n = int(((games["first"] == side) == (seat == "play")).sum())
            for t in range(1, 11):
                g = int(n * max(0.0, 1 - 0.08 * max(0, t - 5)))
                avail = min(t, 10)
                spent = int(rng.binomial(g * avail, 0.75)) if g else 0
                turn_rows.append({"deck": side, "seat": seat, "turn": t, "games": g,
                                  "pp_max_sum": g * avail, "pp_spent_sum": spent,
                                  "all_spent": int(rng.binomial(g, 0.5)),
                                  "on_curve": int(rng.binomial(g, 0.4)),
                                  "evolves": int(rng.binomial(g, 0.1 if t > 4 else 0)),
                                  "ep_used": int(rng.binomial(g, 0.05 if t > 4 else 0))})
    cards = pl.DataFrame(card_rows).with_columns(pl.col(c).cast(pl.Int64) for c in CARD_COUNTERS)
    turns = pl.DataFrame(turn_rows).with_columns(pl.col(c).cast(pl.Int64) for c in TURN_COUNTERS)
    return cards, turns
