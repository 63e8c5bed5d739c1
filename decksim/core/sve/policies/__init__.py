"""SVE pilots: numba decision functions selected by an integer kind plus a
float parameter vector (params.py). See docs/pilots.md."""
