"""`decksim cards --game riftbound`: the pool filtered and listed with its
coverage, then one coverage line per set."""
from __future__ import annotations

from collections import Counter

from decksim.cards.riftbound.pool import DOMAINS
from decksim.games.base import coverage_line

TYPES = ("unit", "spell", "gear", "legend", "battlefield", "rune")


def _tests(search, cls, type, cost, trait, coverage) -> list:
    lo, _, hi = (cost or "").partition("-")
    if cost and not (lo.isdigit() and (hi.isdigit() or not hi)):
        raise ValueError(f"--cost {cost!r} is not N or A-B (e.g. 2 or 2-4)")
    q = (search or "").lower()
    tests = []
    if q:
        tests.append(lambda c: q in " ".join([c.id, c.name, c.type, *c.tags,
                                              *(p.code for p in c.printings)]).lower())
    if cls:        # --class: a domain in Riftbound
        tests.append(lambda c: cls.lower() in c.domains)
    if type:
        tests.append(lambda c: c.type == type)
    if cost:       # --cost: the Energy cost
        tests.append(lambda c: c.energy is not None and int(lo) <= c.energy <= int(hi or lo))
    if trait:      # --trait: a tag
        tests.append(lambda c: trait.lower() in (t.lower() for t in c.tags))
    if coverage:
        tests.append(lambda c: c.coverage == coverage)
    return tests


def list_cards(pool, search=None, cls=None, type=None, cost=None, trait=None,
               coverage=None) -> list[str]:
    """One line per card passing every filter, then a coverage line per set and the total."""
    if cls and cls.lower() not in DOMAINS:
        raise ValueError(f"--class {cls!r}: Riftbound domains are {', '.join(DOMAINS)}")
    if type and type not in TYPES:
        raise ValueError(f"--type {type!r}: Riftbound types are {', '.join(TYPES)}")
    tests = _tests(search, cls, type, cost, trait, coverage)
    lines, sets = [], {}
    for c in pool.cards:
        if not all(f(c) for f in tests):
            continue
        cost_text = "" if c.energy is None else f"{c.energy}" + (f"+{c.power}P" if c.power
                                                                 else "")
        might = "" if c.might is None else f"M{c.might}"
        cov = c.coverage + (f": {c.missing}" if c.missing else "")
        lines.append(f"{c.id:<14} {c.name:<34} {c.domain_text:<12} {c.type:<11} "
                     f"{cost_text:>5} {might:<4} {cov}")
        sets.setdefault(c.set, Counter())[c.coverage] += 1
    total = Counter()
    for name, n in sorted(sets.items()):
        lines.append(f"{name}: {coverage_line(n)}")
        total.update(n)
    lines.append(f"{sum(total.values())} cards" + (f": {coverage_line(total)}" if total else ""))
    return lines
