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


@pytest.mark.parametrize("path", files("sim", "analysis", "cli.py", "cli_common.py",
                                       "cli_compare.py", "__init__.py"),
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


def module_graph() -> dict[str, set[str]]:
    """decksim's modules and the decksim modules each imports, at any depth of its
    code (`from a import b` counts a, and a.b when that is a module)."""
    mods = {}
    for f in PKG.rglob("*.py"):
        parts = list(f.relative_to(PKG.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        mods[".".join(parts)] = f

    def resolve(name):
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    graph = {}
    for m, f in mods.items():
        targets = {resolve(t) for t in imports(f) if t.split(".")[0] == "decksim"}
        graph[m] = {t for t in targets if t and t != m}
    return graph


def test_no_import_circle_anywhere_in_decksim():
    graph = module_graph()
    circles, state = [], {}

    def visit(m, path):
        state[m] = "open"
        for n in sorted(graph[m]):
            if state.get(n) == "open":
                circles.append(path[path.index(n):] + [n])
            elif n not in state:
                visit(n, path + [n])
        state[m] = "done"

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert not circles, "import circles: " + "; ".join(" -> ".join(c) for c in circles)


@pytest.mark.parametrize("path", sorted((PKG / "core").glob("*.py")),
                         ids=lambda p: str(p.relative_to(PKG)))
def test_the_shared_core_knows_no_game(path):
    bad = sorted(m for m in imports(path) if game_specific(m))
    assert not bad, f"{path.relative_to(PKG)} imports a game: {bad}"


# the decision interface (core/<game>/decide.py), the game loop, the driver that
# asks the pilot for the main-phase action (core/<game>/game.py and mainphase.py),
# and the pilot audit, which judges the pilots with their own search (audit.py)
PILOT_CALLERS = ("decide.py", "game.py", "mainphase.py", "audit.py")


@pytest.mark.parametrize("path", [p for g in GAMES for p in sorted((PKG / "core" / g).glob("*.py"))
                                  if p.name not in PILOT_CALLERS],
                         ids=lambda p: str(p.relative_to(PKG)))
def test_rules_ask_pilots_only_through_the_decision_interface(path):
    game = path.parent.name
    bad = sorted(m for m in imports(path) if m.startswith(f"decksim.core.{game}.policies"))
    assert not bad, (f"{path.relative_to(PKG)} imports pilot code {bad}; ask through "
                     f"core/{game}/decide.py")
