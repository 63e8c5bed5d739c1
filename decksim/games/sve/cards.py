"""`decksim cards` for Shadowverse: Evolve: the pool filtered and listed with its
coverage, then one coverage line per set."""
from __future__ import annotations

from collections import Counter

from decksim.games.base import coverage_line


def _filters(search, cls, type, cost, trait, coverage):
    """The tests a card must pass (ValueError for a malformed --cost)."""
    lo, _, hi = (cost or "").partition("-")
    if cost and not (lo.isdigit() and (hi.isdigit() or not hi)):
        raise ValueError(f"--cost {cost!r} is not N or A-B (e.g. 2 or 2-4)")
    if cost and hi and int(hi) < int(lo):
        raise ValueError(f"--cost {cost!r}: the range goes from low to high (e.g. {hi}-{lo})")
    q = (search or "").lower()
    tests = []
    if q:
        tests.append(lambda c: q in " ".join([c.id, c.name, c.cls, c.type, *c.traits,
                                              *c.printings]).lower())
    if cls:
        tests.append(lambda c: c.cls.lower().startswith(cls.lower()))
    if type:
        tests.append(lambda c: (c.evolved if type == "evolved" else c.token if type == "token"
                                else c.type == type))
    if cost:
        tests.append(lambda c: not (c.evolved or c.type == "leader")
                     and int(lo) <= c.cost <= int(hi or lo))
    if trait:
        tests.append(lambda c: trait.lower() in (t.lower() for t in c.traits))
    if coverage:
        tests.append(lambda c: c.coverage == coverage)
    return tests


def list_cards(pool, search=None, cls=None, type=None, cost=None, trait=None,
               coverage=None) -> list[str]:
    """One line per card passing every filter, then a coverage line per set and the total."""
    classes = sorted({c.cls for c in pool.cards})
    if cls and not any(k.lower().startswith(cls.lower()) for k in classes):
        raise ValueError(f"--class {cls!r}: no such class; classes: {', '.join(classes)}")
    traits = {t.lower() for c in pool.cards for t in c.traits}
    if trait and trait.lower() not in traits:
        raise ValueError(f"--trait {trait!r}: no card has this trait")
    tests = _filters(search, cls, type, cost, trait, coverage)
    lines, sets = [], {}
    for c in sorted(pool.cards, key=lambda c: c.id):
        if not all(f(c) for f in tests):
            continue
        kind = c.type + (" (evolved)" if c.evolved else "") + (" token" if c.token else "")
        stats = f"{c.attack}/{c.defense}" if c.type == "follower" else ""
        shown_cost = "" if c.evolved or c.type == "leader" else str(c.cost)
        cov = c.coverage + (f": missing {c.missing}" if c.missing else "")
        lines.append(f"{c.id:<14} {c.name:<28} {c.cls:<12} {kind:<22} {shown_cost:>2} "
                     f"{stats:>5}  {cov}")
        sets.setdefault(c.id.split("-")[0], Counter())[c.coverage] += 1
    total = Counter()
    for name, n in sorted(sets.items()):   # per-set coverage of the cards shown
        lines.append(f"{name}: {coverage_line(n)}")
        total.update(n)
    shown = sum(total.values())
    lines.append(f"{shown} cards" + (f": {coverage_line(total)}" if len(sets) > 1 else ""))
    return lines
