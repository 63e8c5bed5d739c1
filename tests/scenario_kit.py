"""Helpers the scenario tests share: build a position from two players' dicts
(docs/scenarios.md) and read the field back by card name."""
import decksim

FILL = ["Fighter"] * 8   # default decks, so a turn start never draws from an empty deck


def make(a=None, b=None, *, turn=5, active="a", pilots=None, card_files=()):
    a = dict(a or {})
    b = dict(b or {})
    a.setdefault("deck", list(FILL))
    b.setdefault("deck", list(FILL))
    spec = {"turn": turn, "active": active, "first": "a", "players": {"a": a, "b": b}}
    if pilots:
        spec["pilots"] = pilots
    return decksim.scenario(spec, card_files=tuple(str(f) for f in card_files))


def names(cards):
    return [c["card"] for c in cards]


def evolves(sc):
    """The active player's legal Evolve actions."""
    return [a for a in sc.legal_actions() if a.startswith("evolve ")]


def card(sc, side, name, evolved=None):
    hits = [c for c in sc.field(side) if c["card"] == name
            and (evolved is None or c["evolved"] == evolved)]
    assert hits, f"{name!r} not on {side}'s field: {names(sc.field(side))}"
    return hits[0]


USER_CARD = """[[card]]
id = "MY-001"
name = "Test Card"
class = "{cls}"
type = "follower"
cost = {cost}
attack = 2
defense = 2
coverage = "full"

  [[card.ability]]
  {ability}
"""


def refuses(tmp_path, ability, message, cls="Neutral", cost=2):
    """A card file whose one follower has `ability` (its TOML lines) is refused, with an
    error that says `message`."""
    import re
    import pytest
    from decksim.cards.compile import compile_pool
    from decksim.cards.pool import CardFileError, load_pool
    f = tmp_path / "cards.toml"
    f.write_text(USER_CARD.format(cls=cls, cost=cost, ability=ability), encoding="utf-8")
    with pytest.raises(CardFileError, match=re.escape(message)):
        compile_pool(load_pool([f]))
