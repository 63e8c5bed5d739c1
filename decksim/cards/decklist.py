"""Deck lists: parsing text deck files into a `Deck` and checking them against rule 6.1.

The format is documented in docs/decks.md. Every problem names the file, the line
and what would be right; all problems are collected before `DeckError` is raised.
"""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from decksim.cards.deckfile import GAME_HEADER, read_deck_text
from decksim.cards.errors import DeckError
from decksim.cards.pool import CardDef, CardPool

MAIN_MIN, MAIN_MAX = 40, 50      # 6.1.1.2
EVOLVE_MAX = 10                  # 6.1.1.3
MAX_COPIES = 3                   # 6.1.1.4

_SECTIONS = {"leader": "leader", "main": "main", "main deck": "main", "deck": "main",
             "evolve": "evolve", "evolve deck": "evolve"}
# `Leader`, `Leader:`, `[Main deck]`, `## Evolve`; also `Leader: Some Card` (card on the same line)
_HEADER = re.compile(r"^\[?\s*(main deck|main|deck|evolve deck|evolve)\s*\]?\s*:?$"
                     r"|^\[?\s*(leader)\s*\]?\s*(?::\s*(.*))?$", re.IGNORECASE)
_COUNT = re.compile(r"^(?:(\d+)\s*[x×]?\s+|(\d+)[x×]|[x×](\d+)\s+)(.+)$", re.IGNORECASE)
_TRAILING_COUNT = re.compile(r"^(.+?)\s+[x×](\d+)$", re.IGNORECASE)   # `Elf Child May x3`
# `Based on: Umamusume` / `Based on: class`: the declaration of 6.2.1.3 (docs/decks.md)
_BASED_ON = re.compile(r"^\[?\s*based\s+on\s*:\s*(.*?)\s*\]?$", re.IGNORECASE)
_BAD_COUNT = re.compile(r"^([-+]?\d[\d.,]*[x×]?|zero|one|two|three|four|five|six)\s+(.+)$",
                        re.IGNORECASE)


@dataclass
class Deck:
    name: str
    path: str
    leader: CardDef
    main: list[CardDef]              # one entry per copy, in file order
    evolve: list[CardDef]            # one entry per copy, in file order
    warnings: list[str] = field(default_factory=list)
    basis: str = "class"             # 6.1.1.5: "class" (6.1.1.5.1) or "universe" (6.1.1.5.2)
    game = "sve"                     # (a class attribute: decksim.games.get(deck.game))

    @property
    def cls(self) -> str:
        return self.leader.cls

    @property
    def based_on(self) -> str:
        """What the deck is based on (6.1.1.5): the leader's class, or its universe."""
        return self.leader.universe if self.basis == "universe" else self.leader.cls

    @property
    def content_hash(self) -> str:
        """sha256 (16 hex chars) of the sorted "count id" listing; order, formatting and
        which printing was named do not change it."""
        parts = []
        for section, cards in (("leader", [self.leader]), ("main", self.main), ("evolve", self.evolve)):
            counts = Counter(c.id.upper() for c in cards)
            parts.append(section)
            parts.extend(f"{n} {cid}" for cid, n in sorted(counts.items()))
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]

    def summary(self) -> str:
        kind = f"{self.based_on} universe" if self.basis == "universe" else self.cls
        return (f"{self.name}: {kind}, leader {self.leader.name}, {len(self.main)} main / "
                f"{len(self.evolve)} evolve [{self.content_hash}]")


@dataclass
class _Entry:                        # one card line of the file
    line: int
    section: str                     # leader | main | evolve
    card: CardDef
    count: int


def _did_you_mean(ref: str, pool: CardPool) -> str:
    names = pool.suggest(ref)
    if not names:
        return "check the spelling or the id, or load the card with --cards"
    quoted = [repr(n) for n in names]
    listed = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
    return f"did you mean {listed}?"


def _on_lines(lines: list[int]) -> str:
    return f" (lines {', '.join(map(str, lines))})" if len(lines) > 1 else ""


def _resolve(ref: str, section: str | None, pool: CardPool) -> CardDef | None:
    """An id names that exact card; in the evolve section a name means the evolved card."""
    card = pool.by_id(ref)
    if card is None and section == "evolve":
        found = pool.by_name(ref, evolved=True)
        card = found[0] if found else None
    card = card or pool.lookup(ref)
    # a back face names its two-faced card, which the deck holds by its front face
    return pool.evolve_deck_card(card) if card is not None and card.front_face else card


def _parse_count(body: str, section: str | None, pool: CardPool) -> tuple[int, str] | str:
    """(count, ref) for a card line, or an error message."""
    m = _COUNT.match(body)
    if m:
        count, ref = int(m[1] or m[2] or m[3]), m[4]
        if _resolve(ref.strip(), section, pool) is None and _resolve(body, section, pool) is not None:
            return 1, body                       # a card whose name starts with a number
        if count < 1:
            return f"count {count} for {ref.strip()!r} must be at least 1 (e.g. '1 {ref.strip()}')"
        return count, ref.strip()
    if _resolve(body, section, pool) is None:
        m = _TRAILING_COUNT.match(body)
        if m and _resolve(m[1], section, pool) is not None:
            return _parse_count(f"{m[2]} {m[1]}", section, pool)
        m = _BAD_COUNT.match(body)
        if m:
            return (f"{m[1]!r} is not a count; write a whole number >= 1 before the card, "
                    f"e.g. '3 {m[2].strip()}'")
    return 1, body


def _lines(text: str):
    """(line number, section or None, card text or None) for every line that is not blank or
    a comment. `# Main deck` is a markdown heading; any other `#...` is a comment."""
    for no, raw in enumerate(text.splitlines(), 1):
        s = raw.strip()
        lead = re.match(r"#+\s*", s)
        core = (s[lead.end():] if lead else s).split("#", 1)[0].strip()
        if GAME_HEADER.match(core):
            continue                    # `Game: sve` (decksim/cards/deckfile.py)
        based = _BASED_ON.match(core)
        if based:                       # 6.2.1.3: what the deck is based on
            yield no, "based on", based[1]
            continue
        h = _HEADER.match(core)
        if h:
            name = re.sub(r"\s+", " ", (h[1] or h[2]).lower())
            yield no, _SECTIONS[name], (h[3] or "").strip() or None
        elif core and not lead:
            yield no, None, re.sub(r"^[-*]\s+", "", core)     # markdown list bullets


def parse_deck_text(text: str, pool: CardPool, path: str | Path = "<text>") -> Deck:
    """Parse and validate a deck list (rule 6.1). Raises DeckError listing every problem."""
    path = str(path)
    errors: list[str] = []
    warnings: list[str] = []
    entries: list[_Entry] = []
    headers: dict[str, int] = {}
    unresolved: Counter = Counter()  # copies on bad lines, so deck sizes are not misreported
    section: str | None = None
    declared: tuple[int, str] | None = None      # (line, value) of `Based on:` (6.2.1.3)
    for no, header, body in _lines(text):
        if header == "based on":
            if declared is not None:
                errors.append(f"{path}:{no}: a second 'Based on:' line (the first is line "
                              f"{declared[0]}); a deck is based on one class or universe "
                              f"(6.1.1.5)")
            else:
                declared = (no, body)
            continue
        if header:
            section = header
            headers.setdefault(header, no)
            if body is None:
                continue
        parsed = _parse_count(body, section, pool)
        if isinstance(parsed, str):
            errors.append(f"{path}:{no}: {parsed}")
            continue
        count, ref = parsed
        card = _resolve(ref, section, pool)
        if card is None:
            kind = "card id" if re.fullmatch(r"[A-Za-z]+\d*-[\w-]+", ref) else "card"
            errors.append(f"{path}:{no}: unknown {kind} {ref!r}; {_did_you_mean(ref, pool)}")
            unresolved[section or "main"] += count
            continue
        other = pool.ja_reading(ref)
        if other is not None and other is not card:
            warnings.append(f"{path}:{no}: {ref!r} is read as the English printing id of "
                            f"{card.name!r}; as a Japanese printing id it is {other.name!r}: "
                            f"write 'ja:{ref.strip()}' for that one")
        where = section
        if where is None:  # before any header: sort by card kind
            where = "leader" if card.type == "leader" else "evolve" if card.evolved else "main"
        entries.append(_Entry(no, where, card, count))

    # --- card kinds per section (6.1.1.1-6.1.1.3) ---
    for e in entries:
        c, at = e.card, f"{path}:{e.line}"
        if e.section == "leader" and c.type != "leader":
            errors.append(f"{at}: {c.name!r} is not a leader card; the Leader section holds exactly "
                          f"one leader (6.1.1.1)")
        elif e.section == "main" and not c.is_main_deck_card:
            kind, fix = (("a leader card", "put it under 'Leader'") if c.type == "leader" else
                         ("an evolved card", "put it under 'Evolve'") if c.evolved else
                         ("a token", "tokens are not part of any deck"))
            errors.append(f"{at}: {c.name!r} ({c.id}) is {kind}, which the main deck may not contain; "
                          f"{fix} (6.1.1.2)")
        elif e.section == "evolve" and not c.evolved:
            fix = "; put it under Main" if c.is_main_deck_card else ""
            errors.append(f"{at}: {c.name!r} ({c.id}) is not an evolved card; only evolved cards may be "
                          f"in the evolve deck{fix} (6.1.1.3)")

    # --- exactly one leader (6.1.1.1) ---
    leaders = [e for e in entries if e.section == "leader"]
    n_leaders = sum(e.count for e in leaders)
    if n_leaders == 0:
        errors.append(f"{path}:{headers.get('leader', 1)}: no leader card; add one under a 'Leader' "
                      f"header, e.g. '1 <leader name>' (6.1.1.1)")
    elif n_leaders > 1:
        extra = leaders[1] if len(leaders) > 1 else leaders[0]
        errors.append(f"{path}:{extra.line}: {n_leaders} leader cards{_on_lines([e.line for e in leaders])}; "
                      f"a deck has exactly one leader (6.1.1.1)")

    # --- deck sizes (6.1.1.2, 6.1.1.3) and copies of a name (6.1.1.4) ---
    for sec, lo, hi, rule in (("main", MAIN_MIN, MAIN_MAX, "6.1.1.2"), ("evolve", 0, EVOLVE_MAX, "6.1.1.3")):
        rows = [e for e in entries if e.section == sec]
        total = sum(e.count for e in rows) + unresolved[sec]
        if not lo <= total <= hi:
            line = headers.get(sec) or (rows[0].line if rows else 1)
            fix = f"add {lo - total}" if total < lo else f"remove {total - hi}"
            errors.append(f"{path}:{line}: the {sec} deck has {total} cards; it must have {lo} to {hi} "
                          f"({fix}) ({rule})")
        seen: Counter = Counter()
        for e in rows:
            key = e.card.name.lower()
            most = e.card.max_copies or MAX_COPIES    # 6.1.2: the card's own limit (CP01-085)
            before, seen[key] = seen[key], seen[key] + e.count
            if before <= most < seen[key]:
                same = [r for r in rows if r.card.name.lower() == key]
                rule = ("6.1.2: its own deck-building limit replaces 6.1.1.4"
                        if e.card.max_copies else "6.1.1.4")
                errors.append(f"{path}:{e.line}: {sum(r.count for r in same)} copies of {e.card.name!r} in "
                              f"the {sec} deck{_on_lines([r.line for r in same])}; "
                              f"at most {most} of {'this card' if e.card.max_copies else 'a name'} "
                              f"({rule})")

    # --- a class or a universe (6.1.1.5; declared per 6.2.1.3) ---
    leader = next((e.card for e in leaders if e.card.type == "leader"), None)
    basis = "class"
    if leader is not None:
        basis, problems = _basis(path, leader, entries, declared)
        errors.extend(problems)

    # --- warnings ---
    reported: set[str] = set()
    main_names = {e.card.name.lower() for e in entries if e.section == "main"}
    for e in entries:   # 12.2.2.1 "unless specified": a card that evolves into another name
        if e.section == "main":
            main_names.update(f.name.lower() for f in pool.evolve_faces(e.card))
    faces = {c.front_face: c.name.lower() for c in pool if c.front_face}
    for e in entries:
        c = e.card
        if c.coverage == "partial" and c.id not in reported:
            reported.add(c.id)
            warnings.append(f"{path}:{e.line}: {c.name!r} is partially modelled: {c.missing}")
        if e.section == "evolve" and c.evolved and c.type == "follower" and \
                c.name.lower() not in main_names and faces.get(c.id) not in main_names:
            warnings.append(f"{path}:{e.line}: evolved {c.name!r} has no {c.name!r} in the main deck "
                            f"to evolve from (12.2.2.1)")

    by_line = lambda msg: int(msg[len(path) + 1:].split(":", 1)[0])
    if errors:
        raise DeckError(sorted(errors, key=by_line))
    warnings.sort(key=by_line)
    copies = lambda sec: [e.card for e in entries if e.section == sec for _ in range(e.count)]
    return Deck(name=Path(path).stem, path=path, leader=leader, main=copies("main"),
                evolve=copies("evolve"), warnings=warnings, basis=basis)


def _class_problems(path: str, leader: CardDef, entries: list[_Entry]) -> list[str]:
    """6.1.1.5.1: every main and evolve deck card of the leader's class or Neutral."""
    return [f"{path}:{e.line}: {e.card.name!r} is {e.card.cls}; a {leader.cls} deck may only hold "
            f"{leader.cls} or Neutral cards (6.1.1.5.1)"
            for e in entries if e.section != "leader" and e.card.cls not in (leader.cls, "Neutral")]


def _universe_problems(path: str, leader: CardDef, entries: list[_Entry]) -> list[str]:
    """6.1.1.5.2: the leader and every card have a universe, the same one."""
    u = leader.universe
    out = []
    for e in entries:
        if e.card.universe == u or e.section == "leader" and e.card is not leader:
            continue
        what = (f"is of the {e.card.universe} universe" if e.card.universe
                else "has no universe")
        out.append(f"{path}:{e.line}: {e.card.name!r} {what}; a deck based on the {u} universe "
                   f"may only hold {u} cards, its leader included (6.1.1.5.2)")
    return out


def _basis(path: str, leader: CardDef, entries: list[_Entry], declared) -> tuple:
    """("class" | "universe", problems). A leader with a class and a universe (6.2.1.3):
    the deck's `Based on:` line declares which; without one, the basis its cards fit
    (the class first); when they fit neither, the one with fewer problems."""
    if declared is not None:
        no, value = declared
        v = value.strip().lower()
        if v in ("class", leader.cls.lower()):
            return "class", _class_problems(path, leader, entries)
        if leader.universe and v in ("universe", leader.universe.lower()):
            return "universe", _universe_problems(path, leader, entries)
        fits = (f"'Based on: {leader.cls}' (its class, 6.1.1.5.1)" +
                (f" or 'Based on: {leader.universe}' (its universe, 6.1.1.5.2)"
                 if leader.universe else "; it has no universe"))
        return "class", [f"{path}:{no}: 'Based on: {value}': the leader {leader.name!r} allows "
                         f"{fits} (6.2.1.3)"]
    by_class = _class_problems(path, leader, entries)
    if not leader.universe or not by_class:
        return "class", by_class
    by_universe = _universe_problems(path, leader, entries)
    if len(by_universe) < len(by_class):
        return "universe", by_universe
    return "class", by_class


def load_deck_file(path: str | Path, pool: CardPool) -> Deck:
    """Read and parse a deck file; an unreadable file is a DeckError naming the path."""
    return parse_deck_text(read_deck_text(path), pool, path)


def format_deck(deck: Deck) -> str:
    """The deck in canonical form: sections with "count id  # name" lines, sorted by id.
    Ids (not names) make the round trip exact; parsing it gives the same content_hash."""
    out = [f"# {deck.name}  ({deck.cls}, {deck.content_hash})"]
    if deck.basis == "universe":      # 6.2.1.3: the declaration, so the round trip keeps it
        out.append(f"Based on: {deck.based_on}")
    for title, cards in (("Leader", [deck.leader]), ("Main deck", deck.main), ("Evolve deck", deck.evolve)):
        out += ["", f"{title}:"]
        counts = Counter(c.id for c in cards)
        names = {c.id: c.name for c in cards}
        out += [f"{n} {cid}  # {names[cid]}" for cid, n in sorted(counts.items())]
    return "\n".join(out) + "\n"
