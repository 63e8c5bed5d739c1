"""The Battle Spirits pilots: numba functions selected by an integer kind plus
a float parameter vector (params.py). Rules code reaches them only through
core/bss/decide.py."""
