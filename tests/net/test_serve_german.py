"""`maumau serve` speaks German on its own console where its language is German (PLAYTEST274 F1: its help was German,
its first lines and every refusal English): each line made for real, said in German, leaves no English (paths,
ids and options aside); in English nothing changes."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest

from maumau_tui.clock import ManualClock
from maumau_tui.net.serve_args import ServeConfig, TableSpec
from maumau_tui.net.serve_german import serve_in
from maumau_tui.net.server import main, serve

from net_helpers import settled

ENGLISH = re.compile(r"\b(the|is|are|not|can|cannot|be|on|from|with|by|at|of|one|only|other|give|no|file|folder|"
                     r"password|keys|listening|made|now|access|anyone|sessions|most|once|address|table|tables|resumed|"
                     r"last|run|stopped|called|known|players|needs|least|person|like|write|value|whole|number|named|"
                     r"groups|read|users|first|line|put|there|exist|make|refusing|listen|without|already|use)\b")


def english_left(line: str) -> list[str]:
    """English words in ``line``, its paths, quoted words and options left out."""
    bare = re.sub(r"(/[^\s;:,()']+)|('[^']*')|(--[\w-]+)|(\b[A-Z_]+=\S+)|(\bSHA256:\S+)", " ", line)
    return ENGLISH.findall(bare)


async def test_the_servers_first_lines_are_said_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))
    said: list[str] = []
    stop = asyncio.Event()
    table = TableSpec("standard", (("Anna", None), ("Robo", "medium")), seed=3)
    serving = asyncio.create_task(serve(ServeConfig(port=0, data_dir=tmp_path / "data", table=table, fork=False),
                                        said.append, stop, ManualClock()))
    await settled(lambda: len(said) >= 4 or serving.done(), "the server's first lines")
    stop.set()
    await asyncio.wait_for(serving, 30)
    assert said[0].startswith("maumau serve: listening on 127.0.0.1:") and said[3].startswith("table: standard with")
    assert said[-1] == "maumau serve: stopped", said
    german = [serve_in("de", line) for line in said]
    assert [english_left(line) for line in said] != [[]] * len(said)   # (the check finds English where it is)
    assert [english_left(line) for line in german] == [[]] * len(german), german
    assert german[0].startswith("maumau serve: lauscht auf 127.0.0.1:") and "Robo (Bot, mittel)" in german[3], german
    assert [serve_in("en", line) for line in said] == said


@pytest.mark.parametrize("args", [
    ["--password-file", "{tmp}/open"], ["--password-file", "{tmp}/none"], ["--password-file", "{tmp}/empty"],
    ["--authorized-keys", "{tmp}/none"], ["--seats", "Anna"], ["--table", "nope"], ["--table", "standard", "--seats", "Anna"],
    ["--table", "standard", "--seats", "Robo:bot"], ["--table", "standard", "--seats", "Anna,Ben", "--option", "x"],
    ["--table", "standard", "--seats", "Anna,Ben", "--group", "Anna"], ["--host", "0.0.0.0"],
    ["--data-dir", "{tmp}/not/here"], ["--table", "standard", "--seats", "Anna,Ben", "--option", "foo=1"],
    ["--table", "standard", "--seats", "Anna,Ben", "--option", "play_to=-5"],   # (PLAYTEST275 F4: these two)
    ["--copies", "2"], ["--table", "standard", "--seats", "Anna,,Ben"]])          # (PLAYTEST275 N8)
def test_every_refusal_of_the_server_is_said_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path / "home"))
    (tmp_path / "open").write_text("s3cret\n")
    (tmp_path / "open").chmod(0o644)
    (tmp_path / "empty").write_text("\n")
    (tmp_path / "empty").chmod(0o600)
    given = [arg.format(tmp=tmp_path) for arg in args]
    assert main(["--port", "0", "--no-fork", *given]) == 2
    english = capsys.readouterr().err.strip()
    assert main(["--lang", "de", "--port", "0", "--no-fork", *given]) == 2
    german = capsys.readouterr().err.strip()
    assert english.startswith("maumau serve: ") and english_left(english), english
    assert german.startswith("maumau serve: ") and not english_left(german), german


@pytest.mark.parametrize(("who", "german"), [("Anna sits", "Anna sitzt"), ("Anna and Ben sit", "Anna und Ben sitzen"),
                                           ("Anna, Ben and Cleo sit", "Anna, Ben und Cleo sitzen"),
                                           ("they sit", "sie sitzen")])
def test_a_saved_table_not_resumed_says_who_sits_elsewhere_in_german(who: str, german: str) -> None:
    """REVIEW270 R3: "Anna, Ben sitzt jetzt am Tisch" (and "Anna, Ben sit" in English)."""
    line = (f"a saved standard table of the last run with Anna, Ben, Cleo is not resumed: {who} at the pesten table "
            "now; it stays saved (20261207-1-standard.json)")
    said = serve_in("de", line)
    assert said == ("ein gespeicherter Tisch standard des letzten Laufs mit Anna, Ben, Cleo wird nicht fortgesetzt: "
                    f"{german} jetzt am Tisch pesten; er bleibt gespeichert (20261207-1-standard.json)"), said


def test_the_people_of_a_saved_table_at_several_tables_are_said_in_german() -> None:
    """REVIEW271 R3: each person's table is named; the others' too, with "und"."""
    line = ("a saved standard table of the last run with Anna, Ben, Cleo, Dora is not resumed: Anna sits at the "
            "erftschmiede table now, Ben and Cleo at the pesten table, Dora at the prsi table; it stays saved (x.json)")
    assert serve_in("de", line) == ("ein gespeicherter Tisch standard des letzten Laufs mit Anna, Ben, Cleo, Dora wird "
                                    "nicht fortgesetzt: Anna sitzt jetzt am Tisch erftschmiede, Ben und Cleo am Tisch "
                                    "pesten, Dora am Tisch prsi; er bleibt gespeichert (x.json)")
