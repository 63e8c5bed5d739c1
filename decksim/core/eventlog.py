"""An engine's event log, the same for every game: L is int32[rows, LOG_COLS];
row 0 holds the count of events and a filter (a bitmask of the event kinds to
keep, 0 = all), every other row one event: its kind and four values (one
column spare). A one-row L logs nothing: the fast path of batches and
look-aheads. Each game names its event kinds and formats them (replay.py)."""
from decksim.core.jit import kernel

LOG_COLS = 6


@kernel(inline=True)
def log(L, kind, a, b, c, d):
    """Append an event to L, unless L is one row or its filter leaves `kind` out."""
    n = L.shape[0]
    if n <= 1:
        return
    if L[0, 1] != 0 and (L[0, 1] >> kind) & 1 == 0:
        return
    i = L[0, 0] + 1
    if i < n:
        L[i, 0] = kind
        L[i, 1] = a
        L[i, 2] = b
        L[i, 3] = c
        L[i, 4] = d
        L[0, 0] = i
