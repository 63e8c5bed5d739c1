"""Riftbound (1v1 Duel): the scenario API and the pilots by name. The `Game`
interface that makes `decksim simulate` take Riftbound decks comes later."""
