"""The table of `decksim audit DIR` (rows from decksim/sim/audit.py) stored as
DIR/audit.csv, and the report's "How well the pilots played" section that shows
it, or says how to make it."""
from __future__ import annotations

from pathlib import Path

import polars as pl

import decksim.analysis.html as H
from decksim.analysis.html import num, pct, text

AUDIT_CSV = "audit.csv"


def write_audit(rows: list[dict], run_dir) -> Path:
    """The audit's rows as DIR/audit.csv, written atomically; OSError as it comes."""
    import os
    path = Path(run_dir) / AUDIT_CSV
    tmp = path.with_name(f".{AUDIT_CSV}.tmp")
    try:
        pl.DataFrame(rows).write_csv(tmp)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return path


def _cell(col: str, fmt: str):
    """A table cell formatter for an audit column (Game.audit_columns)."""
    if fmt == "text":
        return text(col)
    if fmt == "int":
        return num(col, 0)
    if fmt == "num2":
        return num(col, 2)
    if fmt in ("pct", "pct0"):
        return pct(col, 0 if fmt == "pct0" else 1)
    of = fmt.split(":", 1)[1]
    return lambda r: f"{r[col]} of {r[of]}"


def audit_section(run_dir: Path, game) -> str:
    path = Path(run_dir) / AUDIT_CSV
    if not path.exists():
        if not game.audit_counters:
            return H.para(f"{game.title} has no pilot audit yet.")
        return H.para(f"Not audited yet: `decksim audit {run_dir}` replays the run's first "
                      "games with checks between turns and the next report shows them here.")
    try:
        t = pl.read_csv(path)
    except (pl.exceptions.PolarsError, OSError) as e:
        return H.note(f"{path}: cannot read it ({e}); run `decksim audit {run_dir}` again")
    cols = [(head, _cell(col, fmt)) for head, col, fmt in game.audit_columns if col in t.columns]
    return H.para(game.audit_intro) + H.table(t, cols)
