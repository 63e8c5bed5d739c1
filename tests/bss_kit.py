"""Helpers of the Battle Spirits scenario tests (tests/bss/)."""

RED_DECK = ["Raineedle"] * 10


def two(a=None, b=None, deck=RED_DECK, **top):
    """A position spec: player a's turn 3 Main Step unless told otherwise, each player
    with `deck` (so that nobody decks out) and the given fields."""
    spec = {"turn": 3, "active": "a", "players": {
        "a": {"deck": deck, **(a or {})}, "b": {"deck": deck, **(b or {})}}}
    spec.update(top)
    return spec


def names(cards):
    """The card names of a field (dicts) or of a list of names."""
    return [c["card"] if isinstance(c, dict) else c for c in cards]
