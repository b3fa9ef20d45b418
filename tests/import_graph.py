"""What a module's text imports, read one way for the tests of the package's shape: its layers
(``test_layers.py``), what lies below the app (``test_import_hygiene.py``) and cycles (``engine/test_import_graph.py``).
Every import counts, also one inside a function or under TYPE_CHECKING: a deferred import is still a dependency."""

from __future__ import annotations

import ast
from pathlib import Path

import maumau_tui

ROOT = Path(maumau_tui.__file__).parent


def imports(text: str, package: str = "") -> list[tuple[str, int]]:
    """Every module ``text`` imports anywhere, by its full dotted name, with its line: ``from P import name`` counts as
    ``P`` and as ``P.name`` (a module or a name in it); a relative import is resolved against ``package`` (the package
    the text is in)."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            found += [(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            found += [(base, node.lineno), *((f"{base}.{alias.name}", node.lineno) for alias in node.names)]
    return found


def imported_modules(text: str, package: str = "") -> set[str]:
    """The modules of ``imports``, without their lines."""
    return {module for module, _ in imports(text, package)}


def module_name(path: Path) -> str:
    """``.../maumau_tui/engine/game.py`` -> ``maumau_tui.engine.game`` (a package's ``__init__``: the package)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(("maumau_tui", *(parts[:-1] if parts[-1] == "__init__" else parts)))


def package_of(path: Path) -> str:
    """The package a module of ``maumau_tui`` is in (a package's ``__init__``: the package itself)."""
    name = module_name(path)
    return name if path.stem == "__init__" else name.rpartition(".")[0]
