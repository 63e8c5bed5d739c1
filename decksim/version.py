"""decksim's version, from its installed distribution (a leaf module: anything
may import it without loading the rest of decksim)."""
from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("decksim")
except PackageNotFoundError:  # running from a source tree without install
    __version__ = "0.0.0+local"
