"""The Shadowverse: Evolve engine: state, rules, decisions, pilots, game loop
(docs/engine.md). Importing this package loads nothing: its modules say what
they need."""
