"""The Riftbound 1v1 Duel engine (numpy + numba only): setup, the turn, moves,
showdowns and combat, scoring, and the pilots that decide (docs/riftbound.md,
The engine). Card abilities are not played yet."""
