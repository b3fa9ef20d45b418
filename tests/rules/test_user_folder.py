"""The user's rulesets folder never stops the app: whatever lies in it, the built-in rulesets load and list."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from maumau_tui.rules import loader
from maumau_tui.rules.files import RulesetError, ruleset_paths, scan
from maumau_tui.rules.loader import load

ROOT = Path(__file__).resolve().parents[2]
HEAD = "id: {id}\nname: X\ndescription: x\n"
# nine aliases of nine aliases ...: 9**9 values from under 500 bytes
BOMB = 'a: &a ["x","x","x","x","x","x","x","x","x"]\n' + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [{','.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """An empty user folder of our own for this test."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    folder = tmp_path / "rulesets"
    folder.mkdir()
    yield folder


def maumau(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, MAUMAU_HOME=str(home.parent))
    return subprocess.run([sys.executable, "-m", "maumau_tui", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)


BROKEN = {
    "anchor": HEAD + "effects: &a [*a]\n",
    "options-number": HEAD + "options: 5\n",
    "options-list": HEAD + "options: [quick, blind]\n",
    "bomb": HEAD + BOMB,
    "deep": HEAD + "effects: " + "[" * 500 + "]" * 500 + "\n",
    "twice": HEAD + "hand_size: 5\nhand_size: 6\n",
    "binary": None,
}


def write_broken(folder: Path) -> None:
    for name, text in BROKEN.items():
        path = folder / f"{name}.yaml"
        if text is None:
            path.write_bytes(b"id: binary\nname: \xff\xfe\n")
        else:
            path.write_text(text.replace("{id}", name), encoding="utf-8")


def test_broken_files_are_listed_as_broken_and_the_rest_loads(home: Path) -> None:
    assert len(BOMB) < 500
    write_broken(home)
    (home / "mine.yaml").write_text("id: mine\nextends: standard\nname: Mine\ndescription: x\n", encoding="utf-8")
    for name in BROKEN:
        with pytest.raises(RulesetError) as error:
            load(name)
        assert str(home / f"{name}.yaml") in str(error.value)
    assert load("mine").effects["7"].draw is not None
    result = maumau("rules", "list", home=home)
    assert result.returncode == 0 and "Traceback" not in result.stdout + result.stderr
    lines = {line.split()[0]: line for line in result.stdout.splitlines()}
    for name in BROKEN:
        assert "(broken: " in lines[name], lines[name]
        assert lines[name].count(str(home / f"{name}.yaml")) == 1, lines[name]   # (PLAYTEST190 L11: it stood twice)
    assert "(broken" not in lines["standard"] and "(broken" not in lines["mine"]
    assert "anchor (&) contains an alias (*) of itself" in lines["anchor"]
    assert "expand to more than" in lines["bomb"]
    assert "written twice" in lines["twice"] and "lines 4 and 5" in lines["twice"]


def test_an_unknown_id_names_only_the_rulesets_that_can_be_played(home: Path) -> None:
    write_broken(home)
    (home / "mine.yaml").write_text("id: mine\nextends: standard\nname: Mine\ndescription: x\n", encoding="utf-8")
    with pytest.raises(RulesetError) as error:
        load("qqqqqqqqqqqq")
    known = str(error.value).split("known: ")[1].split(", ")
    assert "mine" in known and "standard" in known and not set(BROKEN) & set(known), known


def test_a_ruleset_extending_an_unknown_one_is_told_so_and_left_out_of_the_known(home: Path) -> None:
    (home / "friday.yaml").write_text("id: friday\nextends: zzqx\nname: F\ndescription: x\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="extends: no ruleset called 'zzqx'"):
        load("friday")
    with pytest.raises(RulesetError) as error:
        load("qqqqqqqqqqqq")
    known = str(error.value).split("known: ")[1].split(", ")
    assert "standard" in known and "friday" not in known


def test_a_fifo_named_like_a_ruleset_is_left_alone(home: Path) -> None:
    os.mkfifo(home / "x.yaml")
    assert "x" not in ruleset_paths()
    result = maumau("rules", "list", home=home)
    assert result.returncode == 0 and "standard" in result.stdout
    assert f"{home / 'x.yaml'}: is not a regular file" in result.stderr   # said, not opened (which would hang)
    result = maumau("rules", "validate", str(home / "x.yaml"), "rulesets/standard.yaml", home=home)
    assert result.returncode == 1
    assert "is not a regular file" in result.stdout and "rulesets/standard.yaml: valid" in result.stdout


def test_an_unreadable_folder_leaves_the_built_in_rulesets(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chmod cannot lock out root (the test may run as root), so the folder's read fails the way the OS fails it
    real_iterdir = Path.iterdir

    def iterdir(path: Path) -> Iterator[Path]:
        if path == home:
            raise PermissionError(13, "Permission denied", str(path))
        return real_iterdir(path)

    monkeypatch.setattr(Path, "iterdir", iterdir)
    found, problems = scan()
    assert "standard" in found and len(problems) == 1
    assert str(home) in problems[0] and "Permission denied" in problems[0]
    assert load("standard").id == "standard"
    from maumau_tui.cli import main
    assert main(["rules", "list"]) == 0


def test_a_file_where_the_rulesets_folder_belongs_is_said(home: Path) -> None:
    """(PLAYTEST134 F18: the player's own rulesets were gone from `rules list` and `play` without a word.)"""
    home.rmdir()
    home.write_text("")
    found, problems = scan()
    assert "standard" in found and problems == [f"{home}: is a file, not the rulesets folder, so no ruleset in it is read"]
    result = maumau("rules", "list", home=home)
    assert result.returncode == 0 and "standard" in result.stdout and f"{home}: is a file, not the rulesets" in result.stderr


def test_a_folder_named_like_a_ruleset_is_not_a_ruleset(home: Path) -> None:
    (home / "folder.yaml").mkdir()
    assert "folder" not in ruleset_paths()
    with pytest.raises(RulesetError, match="is a folder"):
        loader.read_source(home / "folder.yaml")


def test_a_huge_file_is_refused_before_it_is_read(home: Path) -> None:
    path = home / "huge.yaml"
    path.write_text(HEAD.replace("{id}", "huge") + "# " + "x" * 300_000 + "\n", encoding="utf-8")
    with pytest.raises(RulesetError, match="may have at most"):
        load("huge")


def test_rules_new_into_a_folder_that_cannot_be_made_is_a_plain_error(tmp_path: Path) -> None:
    blocker = tmp_path / "taken"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    with pytest.raises(RulesetError, match="cannot write the new ruleset"):
        loader.new_ruleset("mine", "standard", folder=blocker / "rulesets")


@pytest.mark.parametrize("value", ["", "relative/folder"])
def test_an_empty_or_relative_xdg_folder_is_not_used(value: str, monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
    """REVIEW107: XDG_DATA_HOME= put the saves, the statistics and the server's key into the current folder."""
    from maumau_tui.store.paths import data_dir
    from maumau_tui.tui.settings import config_dir

    monkeypatch.delenv("MAUMAU_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", value)
    monkeypatch.setenv("XDG_CONFIG_HOME", value)
    assert data_dir() == tmp_path / ".local" / "share" / "maumau-tui"
    assert config_dir() == tmp_path / ".config" / "maumau-tui"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert data_dir() == tmp_path / "data" / "maumau-tui"
