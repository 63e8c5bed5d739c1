"""Riftbound Duel deck files (docs/riftbound.md): a Champion Legend, a Chosen
Champion, three battlefields, a main deck and a rune deck, in sections:

    Game: riftbound
    # Annie's Fury/Chaos burn
    Legend: Annie, Dark Child
    Champion: Annie, Fiery
    Battlefield: Void Gate
    Main:
    3 Flame Chompers
    Runes:
    6 Fury Rune

checked against the deck-construction rules 103.1-103.4 and the Duel mode
462.4.a, and the Duel ban list of facts.json. Every problem names the file, the
line, what is wrong and what would be right; all are collected before DeckError."""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from decksim.cards.deckfile import GAME_HEADER, read_deck_text
from decksim.cards.errors import DeckError
from decksim.cards.riftbound.pool import RbCard, RbPool

MAIN_MIN = 40            # 103.2: a Main Deck of at least 40 cards, the Chosen Champion included
MAX_COPIES = 3           # 103.2.b: up to 3 copies of a name, the Chosen Champion included
MAX_SIGNATURE = 3        # 103.2.d.1: at most 3 Signature cards in all
RUNES = 12               # 103.3.a: 12 rune cards
BATTLEFIELDS = 3         # 462.4.a: in Duel each player provides three battlefields

TITLES = {"legend": "Legend", "champion": "Champion", "battlefields": "Battlefields",
          "main": "Main", "runes": "Runes", "sideboard": "Sideboard"}
_SECTIONS = {"legend": "legend", "champion legend": "legend", "champion": "champion",
             "chosen champion": "champion", "battlefield": "battlefields",
             "battlefields": "battlefields", "main": "main", "main deck": "main", "deck": "main",
             "rune": "runes", "runes": "runes", "rune deck": "runes", "sideboard": "sideboard"}
_HEADER = re.compile(r"^\[?\s*([A-Za-z][A-Za-z ]*?)\s*\]?\s*(?::\s*(.*))?$")
_COUNT = re.compile(r"^(?:(\d+)\s*[x×]?\s+|(\d+)[x×]\s*|[x×](\d+)\s+)(.+)$", re.IGNORECASE)
_TRAILING = re.compile(r"^(.+?)\s+[x×](\d+)$", re.IGNORECASE)        # `Fury Rune x6`
_BAD_COUNT = re.compile(r"^([-+]?\d[\d.,]*[x×]?|zero|one|two|three|four|five|six)\s+(.+)$",
                        re.IGNORECASE)


@dataclass
class RbDeck:
    name: str
    path: str
    legend: RbCard
    champion: RbCard                     # the Chosen Champion (103.2.a)
    battlefields: list[RbCard]
    main: list[RbCard]                   # one entry per copy, the Chosen Champion not included
    runes: list[RbCard]
    sideboard: list[RbCard] = field(default_factory=list)
    description: str = ""                # the file's first comment line
    warnings: list[str] = field(default_factory=list)
    printings: dict = field(default_factory=dict)   # card id -> the printing id or code named
    game = "riftbound"

    @property
    def main_deck(self) -> list[RbCard]:
        """The Main Deck of 103.2: the Chosen Champion and the other cards."""
        return [self.champion, *self.main]

    @property
    def domains(self) -> tuple[str, ...]:
        return self.legend.domains            # the Domain Identity (103.1.b.2)

    def sections(self) -> list[tuple[str, list[RbCard]]]:
        return [("legend", [self.legend]), ("champion", [self.champion]),
                ("battlefields", self.battlefields), ("main", self.main), ("runes", self.runes),
                ("sideboard", self.sideboard)]

    @property
    def content_hash(self) -> str:
        """sha256 (16 hex chars) of the sorted "count id" listing of every section; order,
        formatting and which printing was named do not change it."""
        parts = []
        for sec, cards in self.sections():
            parts.append(sec)
            parts.extend(f"{n} {cid}" for cid, n in sorted(Counter(c.id for c in cards).items()))
        return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]

    def summary(self) -> str:
        return (f"{self.name}: {self.legend.domain_text}, legend {self.legend.name}, champion "
                f"{self.champion.name}, {len(self.main_deck)} main / {len(self.runes)} runes / "
                f"{len(self.battlefields)} battlefields [{self.content_hash}]")


@dataclass
class Entry:                 # one card line: of a file (line >= 1) or of a deck code (line 0)
    line: int
    section: str             # legend | champion | battlefields | main | runes | sideboard
    card: RbCard
    count: int
    ref: str = ""            # what named the card (a name, a printing id, a card code)


def _home(card: RbCard) -> str:
    return {"legend": "legend", "battlefield": "battlefields", "rune": "runes"}.get(card.type, "main")


def _lines(text: str):
    """(line, section or None, card text or None, comment or None) for every line
    that is not blank. `## Main` is a heading; any other `#` line is a comment."""
    for no, raw in enumerate(text.splitlines(), 1):
        s = raw.strip()
        lead = re.match(r"#+\s*", s)
        core = (s[lead.end():] if lead else s).split("#", 1)[0].strip()
        if not core or GAME_HEADER.match(core):
            continue
        h = _HEADER.match(core)
        name = re.sub(r"\s+", " ", h[1].lower()) if h else ""
        if name in _SECTIONS and (not lead or not h[2]):
            yield no, _SECTIONS[name], (h[2] or "").strip() or None, None
        elif lead:
            yield no, None, None, core                        # a comment
        elif h and h[2] is not None:
            yield no, "?" + h[1], None, None                  # `Something:` that is no section
        else:
            yield no, None, re.sub(r"^[-*]\s+", "", core), None   # markdown list bullets


def _parse_count(body: str, pool: RbPool) -> tuple[int, str] | str:
    """(count, ref) of a card line, or what is wrong with it."""
    m = _COUNT.match(body)
    if m:
        count, ref = int(m[1] or m[2] or m[3]), m[4].strip()
        if count < 1:
            return f"count {count} for {ref!r} must be at least 1 (e.g. '1 {ref}')"
        return count, ref
    if pool.lookup(body) is None:
        m = _TRAILING.match(body)
        if m and pool.lookup(m[1]) is not None:
            return int(m[2]), m[1].strip()
        m = _BAD_COUNT.match(body)
        if m:
            return (f"{m[1]!r} is not a count; write a whole number >= 1 before the card, "
                    f"e.g. '3 {m[2].strip()}'")
    return 1, body


def _did_you_mean(ref: str, pool: RbPool) -> str:
    near = pool.suggest(ref)
    if not near:
        return "check the spelling, or give a printing id such as 'ogn-007-298' or 'OGN-007'"
    return "did you mean " + " or ".join(repr(n) for n in near) + "?"


def parse_deck_text(text: str, pool: RbPool, path: str | Path = "<text>") -> RbDeck:
    """Parse and validate a Riftbound Duel deck list; DeckError lists every problem."""
    path = str(path)
    problems: list[tuple[int, str]] = []
    entries: list[Entry] = []
    headers: dict[str, int] = {}
    unresolved: Counter = Counter()
    unsure: set[str] = set()          # sections with a line of unknown count
    description = ""
    section: str | None = None
    for no, header, body, comment in _lines(text):
        if comment is not None:
            description = description or comment
            continue
        if header and header.startswith("?"):
            problems.append((no, f"unknown section {header[1:]!r}; the sections are "
                                 f"{', '.join(TITLES.values())}"))
            section = None                  # its lines are sorted by card type
            continue
        if header:
            section = header
            headers.setdefault(header, no)
            if body is None:
                continue
        parsed = _parse_count(body, pool)
        if isinstance(parsed, str):
            problems.append((no, parsed))
            unsure.add(section or "main")
            continue
        count, ref = parsed
        card = pool.lookup(ref)
        if card is None:
            problems.append((no, f"unknown Riftbound card {ref!r}; {_did_you_mean(ref, pool)}"))
            unresolved[section or "main"] += count
            continue
        entries.append(Entry(no, section or _home(card), card, count, ref))
    game = _declared_other_game(text)
    if game:
        problems.append(game)
    return build_deck(entries, pool, path, problems, headers, unresolved, description,
                      unsure=unsure)


def _declared_other_game(text: str) -> tuple[int, str] | None:
    for no, raw in enumerate(text.splitlines(), 1):
        m = GAME_HEADER.match(raw.strip().lstrip("#").strip())
        if m and m[1].lower() != "riftbound":
            return no, (f"the header names the game {m[1]!r}; a Riftbound deck says "
                        "'Game: riftbound'")
    return None


def build_deck(entries: list[Entry], pool: RbPool, path: str, problems=None, headers=None,
               unresolved=None, description: str = "", name: str | None = None,
               first_line: int = 1, unsure: set | None = None) -> RbDeck:
    """The deck of `entries` checked against 103.1-103.4, 462.4.a and the ban list;
    DeckError with every problem (and those already in `problems`), by line.
    `unresolved` counts copies of unknown cards per section, `unsure` names the
    sections whose size is not known (a bad count, a card in the wrong section):
    their sizes are not checked. `first_line` is 0 for a deck code (no lines)."""
    problems = list(problems or [])
    headers, unresolved = headers or {}, unresolved or Counter()
    unsure = set(unsure or ())
    kept = []
    for e in entries:
        wrong = _misplaced(e)
        if wrong:
            problems.append((e.line, wrong))
            unsure.update((e.section, _home(e.card)))
            unresolved[e.section] += e.count if e.section in ("legend", "champion") else 0
        else:
            kept.append(e)
    rows = {sec: [e for e in kept if e.section == sec] for sec in TITLES}

    def at(sec: str) -> int:
        """The line a problem of a whole section points at: its header, its first
        card, else line 1 of a file (0: a deck code, which has no lines)."""
        return headers.get(sec) or (rows[sec][0].line if rows[sec] else first_line)

    legend = _one(rows, "legend", problems, at, unresolved)
    champion = _one(rows, "champion", problems, at, unresolved)
    if legend is not None:
        problems += _identity(kept, legend)
        problems += _signatures(rows, legend)
        if champion is not None and legend.champion not in champion.tags:
            line = rows["champion"][0].line
            problems.append((line, f"the Chosen Champion {champion.name!r} has the tags "
                                   f"{', '.join(champion.tags) or 'none'}; it needs the tag "
                                   f"{legend.champion!r} of the legend {legend.name!r} (103.2.a.2)"))
        if not rows["champion"] and not unresolved["champion"]:
            problems.append(_no_champion(rows, legend, at))
    problems += _sizes(rows, at, unresolved, unsure)
    problems += _copies(rows)
    problems += [(e.line, f"{e.card.name!r} is banned in Duel (the ban list of "
                          f"{pool.ban_list_date or 'facts.json'}); take it out")
                 for e in kept if e.card.banned]
    if problems:
        problems.sort(key=lambda p: p[0])
        raise DeckError([f"{path}:{n}: {msg}" if n else f"{path}: {msg}" for n, msg in problems])
    copies = lambda sec: [e.card for e in rows[sec] for _ in range(e.count)]
    distinct = {e.card.id: e.card for e in kept}.values()
    partial = sorted(c.name for c in distinct if c.coverage != "full")
    warnings = [f"{path}: {len(partial)} of its {len(distinct)} cards are partial (their text "
                f"is not all encoded): {', '.join(partial)}"] if partial else []
    named = {}
    for e in kept:
        if e.ref and (pool.by_id(e.ref) is e.card or pool.by_code(e.ref) is e.card):
            named.setdefault(e.card.id, e.ref.strip())
    return RbDeck(name or Path(path).stem, path, legend, champion, copies("battlefields"),
                  copies("main"), copies("runes"), copies("sideboard"), description, warnings,
                  named)


def _misplaced(e: Entry) -> str:
    c, sec = e.card, e.section
    if c.is_token:
        return (f"{c.name!r} is a token; tokens are not cards (179) and are in no deck; "
                "take it out")
    home = _home(c)
    rule = {"legend": "103.1", "champion": "103.2.a.2", "battlefields": "103.4",
            "main": "103.2", "runes": "103.3.a", "sideboard": "103.2"}[sec]
    if sec == "champion":
        if c.is_champion_unit:
            return ""
        extra = " (a Signature card cannot be the Chosen Champion, 103.2.d.3)" \
            if c.is_signature else ""
        return (f"{c.name!r} is not a champion unit{extra}; the Chosen Champion is a champion "
                f"unit with the tag of the legend ({rule})")
    want = "main" if sec == "sideboard" else sec
    if home == want:
        return ""
    kind = {"legend": "a legend", "battlefields": "a battlefield", "runes": "a rune",
            "main": f"a {c.type}"}[home]
    holds = {"legend": "a Champion Legend", "battlefields": "battlefields", "runes": "rune cards",
             "main": "units, gear and spells"}[want]
    return (f"{c.name!r} is {kind}; the {TITLES[sec]} section holds {holds}: put it under "
            f"{TITLES[home]} ({rule})")


def _one(rows, sec: str, problems: list, at, unresolved) -> RbCard | None:
    """The one card of the Legend (103.1) or Champion (103.2.a) section."""
    total = sum(e.count for e in rows[sec])
    what, rule = (("Champion Legend", "103.1") if sec == "legend"
                  else ("Chosen Champion", "103.2.a"))
    if total > 1:
        names = " and ".join(f"{e.count} {e.card.name!r}" for e in rows[sec])
        problems.append((rows[sec][-1].line, f"{names} as the {what}; a deck has exactly one "
                                             f"({rule})"))
    elif total == 0 and sec == "legend" and not unresolved[sec]:
        problems.append((at(sec), f"no Champion Legend; add a line 'Legend: NAME' ({rule})"))
    return rows[sec][0].card if total == 1 else None


def _no_champion(rows, legend: RbCard, at) -> tuple[int, str]:
    fits = sorted({e.card.name for e in rows["main"]
                   if e.card.is_champion_unit and legend.champion in e.card.tags})
    hint = (f"e.g. 'Champion: {fits[0]}'" if fits else
            f"a champion unit with the tag {legend.champion!r}")
    return (at("champion"), f"no Chosen Champion; add a line 'Champion: NAME', {hint} (103.2.a)")


def _identity(entries: list[Entry], legend: RbCard) -> list[tuple[int, str]]:
    """103.1.b: every card's domains are among the legend's (103.1.b.3 one domain,
    103.1.b.4 several); runes 103.3.a.1, battlefields 103.4.b."""
    out = []
    allowed = set(legend.domains)
    for e in entries:
        c = e.card
        if e.section == "legend" or set(c.domains) <= allowed:
            continue
        rule = {"runes": "103.3.a.1", "battlefields": "103.4.b"}.get(
            e.section, "103.1.b.4" if len(c.domains) > 1 else "103.1.b.3")
        out.append((e.line, f"{c.name!r} is {c.domain_text}; the legend {legend.name!r} allows "
                            f"{legend.domain_text} cards only (Domain Identity, {rule})"))
    return out


def _signatures(rows, legend: RbCard) -> list[tuple[int, str]]:
    """103.2.d: at most 3 Signature cards, all of the legend's champion."""
    sig = [e for e in rows["main"] if e.card.is_signature]
    out = [(e.line, f"{e.card.name!r} is a Signature card of {e.card.champion or 'another champion'}; "
                    f"this deck's legend {legend.name!r} allows only Signature cards with the tag "
                    f"{legend.champion!r} (103.2.d.2)")
           for e in sig if legend.champion not in e.card.tags]
    total = sum(e.count for e in sig)
    if total > MAX_SIGNATURE:
        names = ", ".join(sorted({e.card.name for e in sig}))
        out.append((sig[-1].line, f"{total} Signature cards ({names}); a deck holds at most "
                                  f"{MAX_SIGNATURE} in all (103.2.d.1)"))
    return out


def _sizes(rows, at, unresolved, unsure) -> list[tuple[int, str]]:
    out = []
    chosen = min(1, sum(e.count for e in rows["champion"]) + unresolved["champion"])
    main = sum(e.count for e in rows["main"]) + unresolved["main"] + chosen
    if main < MAIN_MIN and not unsure & {"main", "champion"}:
        out.append((at("main"), f"the main deck has {main} cards, the Chosen Champion included; "
                                f"it needs at least {MAIN_MIN} (add {MAIN_MIN - main}) (103.2)"))
    for sec, want, what, rule in (("runes", RUNES, "runes", "103.3.a"),
                                  ("battlefields", BATTLEFIELDS, "battlefields", "462.4.a")):
        n = sum(e.count for e in rows[sec]) + unresolved[sec]
        if n != want and sec not in unsure:
            fix = f"add {want - n}" if n < want else f"remove {n - want}"
            out.append((at(sec), f"the deck has {n} {what}; a Duel deck has exactly {want} "
                                 f"({fix}) ({rule})"))
    return out


def _copies(rows) -> list[tuple[int, str]]:
    """103.2.b (the Chosen Champion included, 103.2.b.1) and 103.4.c."""
    out = []
    for secs, most, rule in ((("champion", "main"), MAX_COPIES, "103.2.b"),
                             (("battlefields",), 1, "103.4.c")):
        seen: dict[str, list[Entry]] = {}
        for sec in secs:
            for e in rows[sec]:
                seen.setdefault(e.card.name, []).append(e)
        for name, es in seen.items():
            n = sum(e.count for e in es)
            if n <= most:
                continue
            lines = sorted(e.line for e in es)
            on = f" (lines {', '.join(map(str, lines))})" if len(lines) > 1 else ""
            if rule == "103.4.c":
                msg = f"{n} battlefields named {name!r}{on}; at most one of a name ({rule})"
            else:
                champ = any(e.section == "champion" for e in es)
                inc = ", the Chosen Champion included" if champ else ""
                msg = (f"{n} copies of {name!r}{on}{inc}; at most {most} of a name "
                       f"({rule}{', 103.2.b.1' if champ else ''})")
            out.append((lines[-1], msg))
    return out


def load_deck_file(path: str | Path, pool: RbPool) -> RbDeck:
    """Read and check a deck file; an unreadable file is a DeckError naming the path."""
    return parse_deck_text(read_deck_text(path), pool, path)


def format_deck(deck: RbDeck, description: str | None = None) -> str:
    """The deck as a deck file (names; it parses back to the same content_hash)."""
    text = description if description is not None else deck.description
    out = ["Game: riftbound"] + ([f"# {text}"] if text else [])
    out += [f"Legend: {deck.legend.name}", f"Champion: {deck.champion.name}"]
    out += [f"Battlefield: {c.name}" for c in deck.battlefields]
    for title, cards in (("Main", deck.main), ("Runes", deck.runes), ("Sideboard", deck.sideboard)):
        if cards or title != "Sideboard":
            out.append(f"{title}:")
            out += [f"{n} {name}" for name, n in Counter(c.name for c in cards).items()]
    return "\n".join(out) + "\n"
