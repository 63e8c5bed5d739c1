"""The rooms of decksim/ (docs/architecture.md), checked on the source: sim/,
analysis/, cli.py and decksim/__init__.py reach a game only through the game
interface (decksim.games), and core/ imports only numpy and numba."""
import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parents[2] / "decksim"
GAMES = sorted(p.name for p in (PKG / "core").iterdir() if p.is_dir() and p.name != "__pycache__")
# the modules of one game outside its engine: its card layer and its interface package
GAME_CARD_MODULES = ("decksim.cards.pool", "decksim.cards.decklist", "decksim.cards.compile")


def imports(path: Path) -> set[str]:
    """Every module a file imports, at any depth of its code (`from a.b import c`
    counts a.b and a.b.c)."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{a.name}" for a in node.names)
    return out


def files(*rooms: str) -> list[Path]:
    out = []
    for r in rooms:
        p = PKG / r
        out += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    return out


def game_specific(module: str) -> bool:
    return (any(module == f"decksim.core.{g}" or module.startswith(f"decksim.core.{g}.")
                for g in GAMES)
            or any(module == f"decksim.games.{g}" or module.startswith(f"decksim.games.{g}.")
                   for g in GAMES)
            or module.startswith(GAME_CARD_MODULES))


@pytest.mark.parametrize("path", files("sim", "analysis", "cli.py", "__init__.py"),
                         ids=lambda p: str(p.relative_to(PKG)))
def test_sim_analysis_and_the_cli_reach_games_only_through_the_interface(path):
    bad = sorted(m for m in imports(path) if game_specific(m))
    assert not bad, f"{path.relative_to(PKG)} imports game code directly: {bad}"


@pytest.mark.parametrize("path", files("core"), ids=lambda p: str(p.relative_to(PKG)))
def test_core_imports_only_numpy_numba_and_core(path):
    bad = sorted(m for m in imports(path) if m.startswith("decksim.")
                 and not m.startswith("decksim.core"))
    bad += sorted(m.split(".")[0] for m in imports(path)
                  if m.split(".")[0] in ("polars", "pandas", "matplotlib", "dask", "pyarrow"))
    assert not bad, f"{path.relative_to(PKG)} imports outside the engine: {bad}"


def test_analysis_never_loads_numba():
    bad = [str(p.relative_to(PKG)) for p in files("analysis")
           if any(m.split(".")[0] == "numba" for m in imports(p))]
    assert not bad
