"""Riftbound (1v1 Duel): the card facts (convert.py, pool.py), deck files
(decklist.py) and the community's deck codes (deckcode.py); docs/riftbound.md.
No engine plays these cards yet."""
