"""HTML pieces of the report: formatted numbers, tables, images, paragraphs.

Column formatters take a column name and return a function of a row dict
(`table(df, [("win rate", pct("win_rate")), ...])`)."""
from __future__ import annotations

import base64
import html
from pathlib import Path

import polars as pl


def fmt_pct(v, digits=1) -> str:
    return "" if v is None else f"{100 * v:.{digits}f}%"


def fmt_num(v, digits=1) -> str:
    if v is None:
        return ""
    if isinstance(v, int):
        return f"{v:,}"
    return f"{v:,.{digits}f}"


def fmt_ci(lo, hi, digits=1, scale=100, unit="%") -> str:
    if lo is None or hi is None:
        return ""
    return f"{scale * lo:.{digits}f}–{scale * hi:.{digits}f}{unit}"


def pct(col, digits=1):
    return lambda r: fmt_pct(r[col], digits)


def num(col, digits=1):
    return lambda r: fmt_num(r[col], digits)


def ci(col, digits=1):
    """The interval of a rate; blank where the rate itself is undefined (no games)."""
    return lambda r: ("" if r.get(col, 0) is None else
                      fmt_ci(r[f"{col}_low"], r[f"{col}_high"], digits))


def signed_pct(col):
    return lambda r: "" if r[col] is None else f"{100 * r[col]:+.1f}"


def signed_ci(col):
    return lambda r: ("" if r[f"{col}_low"] is None else
                      f"{100 * r[f'{col}_low']:+.1f} to {100 * r[f'{col}_high']:+.1f}")


def text(col):
    def f(r):
        return "" if r[col] is None else str(r[col])
    f.left = True
    return f


def table(df: pl.DataFrame, cols: list[tuple[str, object]], max_rows: int | None = None) -> str:
    left = [getattr(f, "left", False) for _, f in cols]
    head = "".join(f'<th{" class=l" if lf else ""}>{html.escape(h)}</th>'
                   for (h, _), lf in zip(cols, left))
    body = []
    rows = df.iter_rows(named=True)
    for i, r in enumerate(rows):
        if max_rows is not None and i >= max_rows:
            body.append(f'<tr><td colspan="{len(cols)}">… {df.height - max_rows} more rows in '
                        "the CSV</td></tr>")
            break
        body.append("<tr>" + "".join(f'<td{" class=l" if lf else ""}>{html.escape(f(r))}</td>'
                                     for (_, f), lf in zip(cols, left)) + "</tr>")
    return (f'<div class="w"><table><thead><tr>{head}</tr></thead><tbody>{"".join(body)}'
            "</tbody></table></div>")


def img(path: Path, alt: str) -> str:
    data = base64.b64encode(Path(path).read_bytes()).decode("ascii")
    return f'<img alt="{html.escape(alt)}" src="data:image/png;base64,{data}">'


def para(s: str) -> str:
    return f"<p>{html.escape(s)}</p>"


def note(s: str) -> str:
    return f'<p class="note">{html.escape(s)}</p>'


