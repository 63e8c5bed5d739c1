"""decksim's encodings of Riftbound card text (data/riftbound/effects/*.toml, the
words of dsl.py): one [[card]] per card, by name, with its steps (`do`) and,
when some of its text is not encoded, `missing` naming what is left out."""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

EFFECTS = Path(__file__).resolve().parent.parent / "data" / "riftbound" / "effects"


@dataclass(frozen=True)
class Encoding:
    name: str
    steps: tuple[dict, ...]
    missing: str            # '' when every piece of the card's text is encoded
    source: str             # the toml file


@lru_cache(maxsize=1)
def load_encodings(folder: str = str(EFFECTS)) -> dict[str, Encoding]:
    """Every encoding by lower-case card name; a card encoded twice is an error."""
    out: dict[str, Encoding] = {}
    for f in sorted(Path(folder).glob("*.toml")):
        data = tomllib.loads(f.read_text(encoding="utf-8"))
        if data.get("game") != "riftbound":
            raise ValueError(f"{f}: game = \"riftbound\" expected")
        for c in data.get("card", []):
            key = c["name"].lower()
            if key in out:
                raise ValueError(f"{f}: {c['name']} is already encoded in {out[key].source}")
            out[key] = Encoding(c["name"], tuple(c.get("do", ())), c.get("missing", ""), f.name)
    return out


EQUIPMENT = EFFECTS.parent / "equipment.toml"


@lru_cache(maxsize=1)
def load_equipment(path: str = str(EQUIPMENT)) -> dict[str, dict]:
    """decksim's Equipment data (data/riftbound/equipment.toml: the Might Bonus and Equip
    cost the facts leave out), by lower-case card name."""
    data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    if data.get("game") != "riftbound":
        raise ValueError(f"{path}: game = \"riftbound\" expected")
    out = {}
    for e in data.get("equipment", []):
        if not e.get("source"):
            raise ValueError(f"{path}: {e['name']} names no source")
        out[e["name"].lower()] = e
    return out
