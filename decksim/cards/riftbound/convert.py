"""Make decksim/cards/data/riftbound/facts.json from the fan database's card
list (../shared/data/riftbound/cards.json, with catalog-meta.json beside it):

    python -m decksim.cards.riftbound.convert [PATH/TO/cards.json]

Facts only (docs/riftbound.md): names, ids, sets, collector numbers, types,
supertypes, domains, energy, power, might, tags, keywords, rarities, the
variant flag and the Duel ban list. The source's card text, image addresses and
artists are never read into the output: Riot's policy for third-party tools
allows card facts, not card text or art.

Printings of one card (alternate art, overnumbered, signed, metal, promo and
starter printings, reprints in later sets) share one definition: they have the
same name once the source's spelling is made uniform (below) and the same game
facts (type, domains, energy, power, might). Each card's canonical id is the
riftboundId of its first printing in CANON order; every printing's id maps to it.

The source spells one card in several ways, which are made uniform here:
- a variant suffix, "Fury Rune (Alternate Art)", "Annie - Dark Child (Starter)",
  or a token's art number, "Recruit (271) // Buff": the card's name has none;
- "Jinx - Demolitionist" and "Jinx, Demolitionist": the comma, as the rules
  write names (103.2.a.3: "Jinx, Rebel");
- Vendetta legends without their champion, "Rogue Assassin": "Akali, Rogue
  Assassin" (the legend's champion tag);
- NAME_FIXES, the source's two misspellings.
Printings disagree on some facts; the card takes the union of their tags and
keywords (a reprint often lacks a region tag), and every legend is a Champion
Legend (103.1; the source records the supertype on some printings only). The
source's "Colorless" domain is no domain (179.2.b: tokens have none;
battlefields are colourless). Keywords are kept as printed ("Assault 2"),
without the source's non-keywords ("&gt;", "NO TEXT"); `ownKeywords` are those
the card has itself, unconditionally (own_keywords: the source lists the
keywords a card gives, or has under a condition, too)."""
from __future__ import annotations

import hashlib
import html
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT.parent / "shared" / "data" / "riftbound" / "cards.json"
OUT = Path(__file__).resolve().parent.parent / "data" / "riftbound" / "facts.json"

# the printing that names a card: a base printing before a variant, then by set
# (the main sets in release order, then the promotional sets), then by number
CANON = ["OGN", "OGS", "SFD", "UNL", "VEN", "OPP", "PR", "JDG"]
VARIANT_SUFFIX = re.compile(r"\s*\((?:Alternate Art|Overnumbered|Signature|Metal|Starter|GG EZ|"
                            r"Launch Exclusive|Ultimate|\d+)\)")
NAME_FIXES = {"Yordle, Kennen - Heart of the Tempest": "Kennen - Heart of the Tempest",
              "Rek'sai - Void Burrower": "Rek'Sai - Void Burrower"}
NOT_KEYWORDS = {"no text"}
GAME_FACTS = ("type", "domains", "energy", "power", "might")   # equal for all printings


def base_name(name: str) -> str:
    """The source's name without a variant suffix, NAME_FIXES applied, with the
    comma between a champion and its title."""
    name = VARIANT_SUFFIX.sub("", name).strip()
    return NAME_FIXES.get(name, name).replace(" - ", ", ", 1)


def champion_names(raw: list[dict]) -> set[str]:
    """The champions: what comes before the comma in a champion unit's name."""
    return {base_name(c["name"]).split(", ", 1)[0] for c in raw
            if c["type"] == "Unit" and c["supertype"] == "Champion" and "," in base_name(c["name"])}


def card_name(c: dict, champions: set[str]) -> str:
    name = base_name(c["name"])
    if c["type"] == "Legend" and "," not in name:
        tags = [t for t in c["tags"] if t in champions]
        if len(tags) == 1:
            name = f"{tags[0]}, {name}"
    return name


def keywords(raw: list[str]) -> list[str]:
    out = []
    for k in raw:
        k = html.unescape(k).strip()
        if not re.search(r"[A-Za-z]", k) or k.lower() in NOT_KEYWORDS:
            continue
        k = k.title() if k.isupper() else k                  # ADD -> Add
        if k not in out:
            out.append(k)
    return out


_REMINDER = re.compile(r"\([^)]*\)")
_LEADING = re.compile(r"^\s*((?:\[[^\]]+\][\s,]*)+)")


def own_keywords(text: str | None, kws: list[str]) -> list[str]:
    """The keywords of `kws` that begin one of the card's abilities in its text (read
    here, never kept): the card's own, unconditionally, as opposed to keywords it
    gives other units, has under a condition ("While I'm Mighty, I have ...") or
    offers as a mode. Reminder text is skipped; a sentence opening with bracketed
    keywords ("[Assault 2], [Shield 2]") gives them all."""
    body = _REMINDER.sub("", html.unescape(text or ""))
    own = set()
    for sentence in re.split(r"[.\n]", body):
        m = _LEADING.match(sentence)
        if m:
            own.update(b.strip().lower() for b in re.findall(r"\[([^\]]+)\]", m.group(1)))
    return [k for k in kws if k.lower() in own]


def _order(c: dict) -> tuple:
    rank = CANON.index(c["set"]) if c["set"] in CANON else len(CANON)
    return (c["variant"], rank, c["collectorNumber"] or 0, c["riftboundId"], c["id"])


def _union(lists) -> list:
    out = []
    for lst in lists:
        out.extend(x for x in lst if x not in out)
    return out


def convert(raw: list[dict]) -> list[dict]:
    champions = champion_names(raw)
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for c in raw:
        domains = [d.lower() for d in c["domains"] if d != "Colorless"]
        facts = (c["type"].lower(), tuple(domains), c["energy"], c["power"], c["might"])
        groups[(card_name(c, champions).lower(), facts)].append(c)
    names: dict[str, list] = defaultdict(list)
    for name, facts in groups:
        names[name].append(facts)
    clash = {n: f for n, f in names.items() if len(f) > 1}
    if clash:
        raise SystemExit(f"cards of one name with different facts {GAME_FACTS}: {clash}; "
                         "decide how to tell them apart before converting")
    cards = []
    for (_, facts), printings in groups.items():
        printings.sort(key=_order)
        first = printings[0]
        supers = [p["supertype"].lower() for p in printings if p["supertype"]]
        name = card_name(first, champions)
        cards.append({
            "id": first["riftboundId"], "name": name, "type": facts[0],
            "supertype": "champion" if facts[0] == "legend" else (supers[0] if supers else None),
            "domains": list(facts[1]), "energy": facts[2], "power": facts[3], "might": facts[4],
            "tags": _union(p["tags"] for p in printings),
            "keywords": keywords(_union(p["keywords"] for p in printings)),
            "ownKeywords": _union(own_keywords(p.get("text"), keywords(p["keywords"]))
                                  for p in printings),
            "bannedInDuel": any(p["bannedInDuel"] for p in printings),
            "printings": [_printing(p, name) for p in printings],
        })
    cards.sort(key=_order_key)
    _check_ids(cards)
    return cards


def _order_key(card: dict) -> tuple:
    p = card["printings"][0]
    rank = CANON.index(p["set"]) if p["set"] in CANON else len(CANON)
    return (rank, p["number"], card["id"])


def _printing(p: dict, name: str) -> dict:
    out = {"id": p["id"]}
    if p["riftboundId"] != p["id"]:
        out["riftboundId"] = p["riftboundId"]
    out.update({"set": p["set"], "number": p["collectorNumber"], "rarity": p["rarity"],
                "variant": p["variant"]})
    if p["name"] != name:
        out["name"] = p["name"]                      # as the printing is listed
    return out


def _check_ids(cards: list[dict]) -> None:
    """Every printing id and riftboundId names one card."""
    owner: dict[str, str] = {}
    for c in cards:
        for p in c["printings"]:
            for key in {p["id"], p.get("riftboundId", p["id"])}:
                if owner.setdefault(key.lower(), c["id"]) != c["id"]:
                    raise SystemExit(f"printing id {key} names two cards: {owner[key.lower()]} "
                                     f"and {c['id']}")


def render(cards: list[dict], meta: dict, source_sha: str) -> str:
    """facts.json: a header, then one card a line (readable diffs)."""
    head = {"game": "riftbound",
            "source": "Riftcodex card data (../shared/data/riftbound/cards.json), "
                      "facts only: no card text, images or artists",
            "sourceSha256": source_sha, "sourceFetchedAt": meta.get("fetchedAt"),
            "banListDate": meta.get("banListDate"), "banListSource": meta.get("banListSource"),
            "printingCount": sum(len(c["printings"]) for c in cards), "cardCount": len(cards)}
    lines = ",\n".join(json.dumps(c, ensure_ascii=False) for c in cards)
    top = json.dumps(head, ensure_ascii=False, indent=1)[:-2]
    return f"{top},\n\"cards\": [\n{lines}\n]\n}}\n"


def build(source: Path = SOURCE) -> str:
    data = source.read_bytes()
    meta_file = source.parent / "catalog-meta.json"
    meta = json.loads(meta_file.read_text()) if meta_file.exists() else {}
    return render(convert(json.loads(data)), meta, hashlib.sha256(data).hexdigest())


def main(argv: list[str]) -> int:
    if len(argv) > 1:
        print("usage: python -m decksim.cards.riftbound.convert [PATH/TO/cards.json]",
              file=sys.stderr)
        return 2
    source = Path(argv[0]) if argv else SOURCE
    if not source.is_file():
        print(f"{source}: no such file (the Riftbound card list)", file=sys.stderr)
        return 2
    text = build(source)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text, encoding="utf-8")
    head = json.loads(text)
    print(f"wrote {OUT} ({head['cardCount']} cards, {head['printingCount']} printings)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
