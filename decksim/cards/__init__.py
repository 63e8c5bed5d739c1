"""Card files and deck lists: the errors and the deck-file reader every game
shares (errors.py, deckfile.py), and Shadowverse: Evolve's pool, deck rules
and compiler to engine tables (pool.py, decklist.py, compile.py)."""
