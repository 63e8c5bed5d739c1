"""The Riftbound pilots: `random` and `greedy`, chosen per player by PR[p]
(params.py). Only decide.py calls them."""
