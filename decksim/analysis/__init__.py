"""Statistics over stored results (polars; never imports numba code)."""
from decksim.analysis.summary import summarize, wilson

__all__ = ["summarize", "wilson"]
