"""Running many games: seeding, batching, progress, result storage."""
