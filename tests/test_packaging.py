"""The wheel holds every module and the built-in rulesets, which load from the installed package."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_ships_all_modules_and_rulesets(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path), str(ROOT)], check=True, capture_output=True, timeout=300)
    wheel = next(tmp_path.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    sources = {str(p.relative_to(ROOT)) for p in (ROOT / "maumau_tui").rglob("*") if p.suffix in (".py", ".tcss")}
    assert sources <= names, f"missing from the wheel: {sorted(sources - names)}"
    for ruleset in (ROOT / "rulesets").glob("*.yaml"):
        assert f"maumau_tui/builtin_rulesets/{ruleset.name}" in names
    # the installed layout finds them there
    target = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    code = "from maumau_tui.rules.loader import builtin_dir, load; print(builtin_dir()); load('standard')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path,
                         env={"PYTHONPATH": str(target), "PATH": ""}, check=True).stdout
    assert out.strip().endswith("maumau_tui/builtin_rulesets")
