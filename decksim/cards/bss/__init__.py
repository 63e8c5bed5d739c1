"""Battle Spirits Standard cards: the facts (data/bss/facts.json, made by
convert.py), decksim's effect encodings (data/bss/effects/*.toml), the pool,
deck lists (decklist.py) and the compiler to the engine's tables (compile.py)."""
