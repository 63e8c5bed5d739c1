"""Make decksim/cards/data/bss/facts.json from the public fan database's
cards.json (../shared/data/bss/cards.json):

    python -m decksim.cards.bss.convert ../shared/data/bss/cards.json

Facts only: ids, names, sets, types, colours, costs, reduction symbols,
symbols, families, levels with their cores and BP, and for each effect its
levels, its timing (as a code), its keywords and when a magic can use it. The
effect sentences are not copied: each effect only records that it has text
(`text`), which decksim encodes in its own words (data/bss/effects/)."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "data" / "bss" / "facts.json"
TYPES = {"SPIRIT": "spirit", "NEXUS": "nexus", "MAGIC": "magic"}
NAME_FIXES = {"Bone Scou+E212t": "Bone Scout"}     # spreadsheet damage in the source


def timing_code(condition: str) -> str:
    """'When This Spirit Attacks' -> 'when_this_spirit_attacks'; 'N/A' -> ''."""
    if condition in ("N/A", ""):
        return ""
    return re.sub(r"[^a-z0-9]+", "_", condition.lower().replace("'s", "s")).strip("_")


def keyword(k) -> list:
    if isinstance(k, dict):
        name = k.get("keyword_name") or k.get("keyword")
        value = k.get("keyword_modifier", k.get("value"))
    else:
        name, value = str(k), None
    return [name.lower().replace(".", "").replace(" ", "_"), value]


def convert(raw: list[dict]) -> list[dict]:
    out = []
    for c in raw:
        red = c["reduction"] if isinstance(c["reduction"], list) else []
        counts: dict[str, int] = {}
        for r in red:
            counts[r.lower()] = counts.get(r.lower(), 0) + 1
        out.append({
            "id": c["ID"], "name": NAME_FIXES.get(c["name"], c["name"]), "set": c["set"],
            "type": TYPES[c["cardType"]],
            "colours": [x.lower() for x in c["color"]], "cost": int(c["cost"]),
            "reduction": counts, "symbols": [s.lower() for s in c["symbols"]],
            "families": [f for f in c["subType"] if f not in ("", "-")],
            "levels": [[r["cores"], r["battlePoints"]] for r in c["core_requirements"]],
            "effects": [{"levels": e["levels"], "timing": timing_code(e["condition"]),
                         "keywords": [keyword(k) for k in e["keywords"]],
                         "use": [s.lower() for s in e["steps"]],
                         "text": e["details"] not in ("N/A", "")} for e in c["effects"]],
        })
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m decksim.cards.bss.convert PATH/TO/cards.json", file=sys.stderr)
        return 2
    raw = json.loads(Path(argv[0]).read_text())
    OUT.write_text("[\n" + ",\n".join(json.dumps(c, ensure_ascii=False) for c in convert(raw))
                   + "\n]\n")
    print(f"wrote {OUT} ({len(raw)} cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
