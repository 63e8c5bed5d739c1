"""A big run directory for memory tests of `decksim report`, without playing the games:
`python -m benchmarks.copy_run SRC DST K` hard-links the game, card and turn shards of
the run SRC K times into DST under new game ranges (copy k of shard [a, b) becomes
[a + k * N, b + k * N), N = SRC's games) and writes a manifest for K * N games.
Games repeat; the report's tables are then K times the counts of SRC (docs/report.md)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def copy_run(src: Path, dst: Path, k: int) -> None:
    m = json.loads((src / "manifest.json").read_text())
    n = int(m["games"])
    shards = []
    for sub in ("games", "cards", "turns"):
        files = sorted((src / sub).glob("part-*.parquet"))
        if files:
            (dst / sub).mkdir(parents=True, exist_ok=True)
        for f in files:
            a, b = (int(x) for x in f.stem.split("-")[1:])
            for i in range(k):
                name = f"part-{a + i * n:012d}-{b + i * n:012d}.parquet"
                if not (dst / sub / name).exists():
                    os.link(f, dst / sub / name)
                if sub == "games":
                    shards.append(name)
    m.update(games=n * k, games_done=n * k, done=[[0, n * k]], shards=sorted(shards))
    (dst / "manifest.json").write_text(json.dumps(m, indent=1))


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    copy_run(Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3]))
