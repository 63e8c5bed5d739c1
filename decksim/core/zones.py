"""Fixed-capacity zones inside a flat int32 state: a zone is `count` cards
stored from offset `start`, its count kept at offset `count_at`."""
from decksim.core.jit import kernel


@kernel()
def push(S, start, count_at, cap, card):
    """Append `card`; False (and nothing changes) when the zone is full."""
    n = S[count_at]
    if n >= cap:
        return False
    S[start + n] = card
    S[count_at] = n + 1
    return True


@kernel(inline=True)
def pop_at(S, start, count_at, i):
    """Remove and return the card at index i, closing the gap."""
    n = S[count_at]
    card = S[start + i]
    for j in range(i, n - 1):
        S[start + j] = S[start + j + 1]
    S[count_at] = n - 1
    return card


@kernel()
def insert_first(S, start, count_at, cap, card):
    """Put `card` at index 0 (a deck's bottom), shifting the others up."""
    n = S[count_at]
    if n >= cap:
        return False
    for j in range(n, 0, -1):
        S[start + j] = S[start + j - 1]
    S[start] = card
    S[count_at] = n + 1
    return True
