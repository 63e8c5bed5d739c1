"""`decksim cards --game bss`: the pool filtered and listed with its coverage,
then one coverage line per set."""
from __future__ import annotations

from collections import Counter

from decksim.games.base import coverage_line


def _tests(search, cls, type, cost, trait, coverage) -> list:
    lo, _, hi = (cost or "").partition("-")
    if cost and not (lo.isdigit() and (hi.isdigit() or not hi)):
        raise ValueError(f"--cost {cost!r} is not N or A-B (e.g. 2 or 2-4)")
    q = (search or "").lower()
    tests = []
    if q:
        tests.append(lambda c: q in " ".join([c.id, c.name, c.type, *c.families]).lower())
    if cls:        # --class: a colour in Battle Spirits
        tests.append(lambda c: cls.lower() in c.colours)
    if type:
        tests.append(lambda c: c.type == type)
    if cost:
        tests.append(lambda c: int(lo) <= c.cost <= int(hi or lo))
    if trait:      # --trait: a family
        tests.append(lambda c: trait.lower() in (f.lower() for f in c.families))
    if coverage:
        tests.append(lambda c: ("vanilla" if c.vanilla else c.coverage) == coverage
                     or (coverage == "full" and c.coverage == "full"))
    return tests


def list_cards(pool, search=None, cls=None, type=None, cost=None, trait=None,
               coverage=None) -> list[str]:
    """One line per card passing every filter, then a coverage line per set and the total."""
    colours = ("red", "purple", "green", "white", "yellow", "blue")
    if cls and cls.lower() not in colours:
        raise ValueError(f"--class {cls!r}: Battle Spirits colours are {', '.join(colours)}")
    if type and type not in ("spirit", "nexus", "magic"):
        raise ValueError(f"--type {type!r}: Battle Spirits types are spirit, nexus, magic")
    tests = _tests(search, cls, type, cost, trait, coverage)
    lines, sets = [], {}
    for c in pool.cards:
        if not all(f(c) for f in tests):
            continue
        bp = "/".join(str(bp // 1000) + "k" for _, bp in c.levels) if c.type == "spirit" else ""
        cov = c.coverage + (f": missing {c.missing}" if c.missing else "")
        lines.append(f"{c.id:<10} {c.name:<36} {'/'.join(c.colours):<12} {c.type:<6} "
                     f"{c.cost:>2} {bp:<10} {cov}")
        sets.setdefault(c.set, Counter())["vanilla" if c.vanilla else c.coverage] += 1
    total = Counter()
    for name, n in sorted(sets.items()):
        lines.append(f"{name}: {coverage_line(n)}")
        total.update(n)
    lines.append(f"{sum(total.values())} cards" + (f": {coverage_line(total)}" if total else ""))
    return lines
