"""The package stays clean under ruff and mypy (the project's config in pyproject.toml), the engine under mypy --strict."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False)


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "--no-cache", "--output-format", "concise", "maumau_tui", "tests")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing_in_the_package() -> None:
    result = _run("mypy", "maumau_tui")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict_finds_nothing_in_the_engine() -> None:
    result = _run("mypy", "--strict", "maumau_tui/engine")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_refuses_a_relative_import(tmp_path: Path) -> None:
    """(Review 113: ``from ..referee import Referee`` in the engine passed the layer and import checks, which read
    only imports that name their module in full.)"""
    package = tmp_path / "maumau_tui" / "engine"
    package.mkdir(parents=True)
    for folder in (package.parent, package):
        (folder / "__init__.py").write_text("", encoding="utf-8")
    probe = package / "probe.py"
    probe.write_text("from ..referee import Referee\n\nPROBE = Referee\n", encoding="utf-8")
    result = _run("ruff", "check", "--no-cache", "--output-format", "concise", "--config", str(ROOT / "pyproject.toml"),
                  str(probe))
    assert result.returncode != 0 and "TID252" in result.stdout, result.stdout + result.stderr
