"""The SLURM example driver builds its job without a SLURM installation."""
import subprocess
import sys

import pytest

from conftest import DECK_FILES, ROOT

SCRIPT = ROOT / "examples" / "cluster" / "slurm_job.py"


def run(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_slurm_job_script_dry_run(tmp_path):
    pytest.importorskip("dask_jobqueue")
    r = run("simulate", DECK_FILES[0], DECK_FILES[1], "--games", "1000", "--out",
            str(tmp_path / "run"), "--jobs", "3", "--cores", "16", "--memory", "8GB",
            "--walltime", "02:00:00", "--queue", "short", "--account", "cards",
            "--numba-cache", "/shared/cache", "--dry-run")
    assert r.returncode == 0, r.stderr
    job = r.stdout
    for line in ("#SBATCH -p short", "#SBATCH -A cards", "#SBATCH --cpus-per-task=16",
                 "#SBATCH -t 02:00:00", "export DECKSIM_NUMBA_CACHE=/shared/cache",
                 "--nworkers 16", "--nthreads 1", "--lifetime 6600s"):
        assert line in job, line
    assert not (tmp_path / "run").exists()


def test_slurm_job_checks_its_arguments(tmp_path):
    r = run("simulate", DECK_FILES[0], "--out", str(tmp_path / "x"), "--dry-run")
    assert r.returncode == 2 and "needs two decks" in r.stderr
    r = run("tournament", *DECK_FILES[:3], "--out", str(tmp_path / "x"), "--processes", "64",
            "--cores", "32", "--dry-run")
    assert r.returncode == 2 and "--processes must be between 1 and --cores" in r.stderr
