"""A stack of work space at the end of each state array (state.SCRATCH).

Ability resolution needs candidate and target lists, and numba's arrays cost
an allocation, a free and reference counting on every call that passes them.
So a kernel takes a frame of S's scratch stack instead, views it as int64 or
float64 rows (`S[o:o + 2 * n].view(np.int64)`) and gives it back before it
returns. Frames nest as calls do. Look-ahead copies leave the stack out and
start with an empty one (lookahead.py)."""
from decksim.core.sve.kernel import kernel

from decksim.core.sve.state import SCRATCH, SCRATCH_WORDS


@kernel(inline=True)
def take(S, words):
    """Offset in S of `words` free words (even), or -1 when the stack is full."""
    top = S[SCRATCH]
    words += words % 2
    if top + words > SCRATCH_WORDS:
        return -1
    S[SCRATCH] = top + words
    return SCRATCH + 2 + top


@kernel(inline=True)
def give_back(S, o):
    """Release the frame at offset o and every frame taken after it."""
    S[SCRATCH] = o - SCRATCH - 2
