"""Run a decksim simulation or tournament on a SLURM cluster through dask-jobqueue.

This script is the Dask *driver*: it starts a Dask scheduler here, asks SLURM for
`--jobs` jobs of Dask workers, plays every game on them and writes the run
directory (shards + manifest) here as results arrive. Start it on a login node
(in tmux / screen / nohup) or inside a small one-core `sbatch` job; see
docs/cluster.md. If it stops (walltime, node failure, Ctrl-C), run the same
command with --resume: finished games are kept, nothing is played twice.

    pip install 'decksim[cluster]'
    python examples/cluster/slurm_job.py simulate A.txt B.txt --games 10000000 \
        --seed 1 --out /shared/runs/a-vs-b --jobs 8 --cores 32 --memory 32GB \
        --walltime 04:00:00 --queue compute
    python examples/cluster/slurm_job.py tournament decks/*.txt --games-per-pair 1000000 \
        --seed 1 --out /shared/runs/meta --jobs 16 --cores 32 --memory 32GB

    # print the SLURM job script and stop (no SLURM needed):
    python examples/cluster/slurm_job.py simulate A.txt B.txt --games 100 --out x --dry-run
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("command", choices=("simulate", "tournament"))
    ap.add_argument("decks", nargs="*", help="deck files (simulate: exactly two)")
    ap.add_argument("--out", required=True, help="run directory on a shared file system")
    ap.add_argument("--games", type=int, default=None, help="simulate: games")
    ap.add_argument("--games-per-pair", type=int, default=None, help="tournament: games per pair")
    ap.add_argument("--seed", type=int, default=None, help="root seed (default: random, printed)")
    ap.add_argument("--pilot-a", default=None, help="simulate: pilot of deck A (greedy)")
    ap.add_argument("--pilot-b", default=None, help="simulate: pilot of deck B (greedy)")
    ap.add_argument("--pilot", default=None, help="tournament: pilot of every deck (greedy)")
    ap.add_argument("--batch", type=int, default=8192,
                    help="games per Dask task (default 8192: seconds of work per task)")
    ap.add_argument("--no-mirror", dest="mirror", action="store_false")
    ap.add_argument("--resume", action="store_true", help="continue the run in --out")
    # SLURM
    ap.add_argument("--jobs", type=int, default=4, help="SLURM jobs (nodes) to request")
    ap.add_argument("--cores", type=int, default=32, help="cores per job")
    ap.add_argument("--processes", type=int, default=None,
                    help="Dask worker processes per job (default: one per core). A worker "
                         "plays one batch at a time on as many numba threads as it has "
                         "threads (cores / processes)")
    ap.add_argument("--memory", default="32GB", help="memory per job")
    ap.add_argument("--walltime", default="04:00:00")
    ap.add_argument("--queue", default=None, help="SLURM partition")
    ap.add_argument("--account", default=None, help="SLURM account")
    ap.add_argument("--venv", default=sys.prefix,
                    help="virtualenv with decksim on the compute nodes (default: this one)")
    ap.add_argument("--numba-cache", default=None,
                    help="shared directory for the compiled engine (DECKSIM_NUMBA_CACHE); "
                         "compile once with `python -c 'import decksim.core.sve.game'`")
    ap.add_argument("--interface", default=None, help="network interface of the workers (ib0)")
    ap.add_argument("--dry-run", action="store_true", help="print the job script and stop")
    return ap


def prologue(a) -> list[str]:
    lines = [f"source {Path(a.venv) / 'bin' / 'activate'}"]
    if a.numba_cache:
        lines.append(f"export DECKSIM_NUMBA_CACHE={a.numba_cache}")
    return lines


def make_cluster(a):
    from dask_jobqueue import SLURMCluster
    return SLURMCluster(
        cores=a.cores, processes=a.processes or a.cores, memory=a.memory,
        walltime=a.walltime, queue=a.queue, account=a.account, interface=a.interface,
        job_script_prologue=prologue(a), job_name="decksim",
        # workers retire gracefully a few minutes before the walltime; Dask
        # reschedules their unfinished tasks, so nothing is lost
        worker_extra_args=lifetime_args(a.walltime))


def lifetime_args(walltime: str | None) -> list[str]:
    """--lifetime a little under the SLURM walltime ([D-]HH:MM:SS or MM:SS)."""
    if not walltime:
        return []
    days, _, hms = walltime.rpartition("-")
    parts = [int(x) for x in hms.split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    secs = int(days or 0) * 86400 + parts[0] * 3600 + parts[1] * 60 + parts[2]
    margin = min(600, max(60, secs // 10))
    life = max(60, secs - margin)
    return ["--lifetime", f"{life}s", "--lifetime-stagger", f"{min(120, margin // 2)}s"]


def check(a, ap) -> None:
    if a.command == "simulate" and len(a.decks) not in (0, 2):
        ap.error("simulate needs two decks")
    if a.command == "simulate" and not a.decks and not a.resume:
        ap.error("simulate needs two decks (or --resume)")
    if a.command == "tournament" and len(a.decks) < 2 and not a.resume:
        ap.error("tournament needs at least two decks (or --resume)")
    for n in ("jobs", "cores", "batch", "games", "games_per_pair"):
        if getattr(a, n) is not None and getattr(a, n) < 1:
            ap.error(f"--{n.replace('_', '-')} must be at least 1")
    if a.processes is not None and not 1 <= a.processes <= a.cores:
        ap.error("--processes must be between 1 and --cores")


def main(argv=None) -> int:
    ap = parser()
    a = ap.parse_args(argv)
    check(a, ap)
    cluster = make_cluster(a)
    try:
        if a.dry_run:
            print(cluster.job_script())
            return 0
        cluster.scale(jobs=a.jobs)
        print(f"asked SLURM for {a.jobs} jobs x {a.cores} cores; scheduler at "
              f"{cluster.scheduler_address} (dashboard {cluster.dashboard_link})", file=sys.stderr)
        from decksim.cli import main as decksim_main
        args = [a.command, *a.decks, "--out", a.out, "--backend", "dask", "--scheduler",
                cluster.scheduler_address, "--batch", str(a.batch), "--quiet",
                "--scheduler-timeout", "60"]
        # options left out come from the manifest with --resume (or decksim's defaults)
        for flag, value in (("--games", a.games), ("--pilot-a", a.pilot_a),
                            ("--pilot-b", a.pilot_b), ("--games-per-pair", a.games_per_pair),
                            ("--pilot", a.pilot), ("--seed", a.seed)):
            if value is not None:
                args += [flag, str(value)]
        if not a.mirror:
            args.append("--no-mirror")
        if a.resume:
            args.append("--resume")
        return decksim_main(args)
    finally:
        cluster.close()


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    sys.exit(main())
