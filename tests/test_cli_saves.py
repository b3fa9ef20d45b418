"""The commands about saved matches keep hidden what is still hidden, set aside a save that cannot be seated,
and `maumau bench --saves` measures what a save costs (the figures the store's README cites)."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from maumau_tui.match import Match
from maumau_tui.store.commands import STATS_WORDS
from maumau_tui.store.saves import Store
from test_cli import ROOT, home, run_main, seeded_match

__all__ = ["home"]      # the fixture, shared with test_cli.py


def test_a_match_still_being_played_is_not_exported_unless_asked(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = seeded_match(3, 30)
    assert match.game is not None and not match.game.finished
    Store(home).save("evening", match)
    status, out, err = run_main(["record", "export", "evening"], capsys)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "'evening' is not over" in err and "`maumau record export --unfinished evening`" in err
    status, out, err = run_main(["record", "export", "--unfinished", "evening"], capsys)
    assert status == 0 and err == "" and "[Seed " in out
    Store(home).finish("done", seeded_match(4, 0, finish=True))       # a single hand played out: in the history
    status, out, err = run_main(["record", "export", "done"], capsys)
    assert status == 0 and err == "" and '[Result "' in out
    status, out, _ = run_main(["record", "export", "--help"], capsys)
    assert "shows what is still hidden" in " ".join(out.split())


def test_a_hand_still_being_played_is_not_cut(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Store(home).save("evening", seeded_match(6, 20))
    status, out, err = run_main(["record", "cut", "evening", "--hand", "1", "--move", "7"], capsys)
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert "hand 1 is still being played: a cut would show every hand and the stock" in err
    Store(home).save("later", seeded_match(7, 0, finish=True))       # the hand is over: it is cut as before
    status, out, err = run_main(["record", "cut", "later", "--hand", "1", "--move", "3"], capsys)
    assert status == 0 and err == "" and out.startswith("# A scenario cut from a game record")


def test_resume_sets_aside_a_save_that_cannot_be_seated(home: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from maumau_tui.table import Table

    Store(home).save("evening", seeded_match(8, 10))

    def refuse(cls: type[Table], _match: Match) -> Table:
        raise ValueError("no chair for Robo")

    monkeypatch.setattr(Table, "from_match", classmethod(refuse))
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)   # (in a terminal: it opens the saves)
    status, out, err = run_main(["resume", "evening"], capsys)
    assert status == 2 and out == "" and "evening.json: its match cannot be seated" in err, err
    assert "no chair for Robo" in err and "set aside" in err
    assert len(err.splitlines()) == 1, err                            # said once
    assert not (home / "saves" / "evening.json").exists() and list((home / "set-aside").glob("evening.json.*"))


def test_no_terminal_is_true_only_without_one(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from maumau_tui.cli import no_terminal

    class Stream(io.StringIO):
        def __init__(self, tty: bool) -> None:
            super().__init__()
            self.tty = tty

        def isatty(self) -> bool:
            return self.tty

    monkeypatch.setenv("TERM", "xterm")
    for stdin, stdout, expected in ((True, True, False), (False, True, True), (True, False, True)):
        monkeypatch.setattr(sys, "stdin", Stream(stdin))
        monkeypatch.setattr(sys, "stdout", Stream(stdout))
        assert no_terminal("en") is expected
        assert ("needs a terminal" in capsys.readouterr().err) is expected
    monkeypatch.setattr(sys, "stdin", Stream(True))
    monkeypatch.setattr(sys, "stdout", Stream(True))
    monkeypatch.setenv("TERM", "dumb")                # a terminal that prints escape codes as text
    assert no_terminal("en")
    assert "cannot show (TERM=dumb)" in capsys.readouterr().err
    assert no_terminal("de")                          # in the player's language (--lang, settings, locale)
    assert "den dieses Terminal nicht zeigen kann (TERM=dumb)" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", Stream(False))
    assert no_terminal("de") and "das Spiel braucht ein Terminal" in capsys.readouterr().err



def test_a_terminal_that_cannot_show_utf8_is_told_so_and_lists_still_print(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST82.) The app drew its boxes as \\u2502 escapes there, and ``rules list`` stopped at its first dash."""
    from maumau_tui.cli import no_terminal

    class Terminal(io.TextIOWrapper):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setattr(sys, "stdin", Terminal(io.BytesIO(), encoding="ascii"))
    monkeypatch.setattr(sys, "stdout", Terminal(io.BytesIO(), encoding="ascii"))
    assert no_terminal("en")
    assert "this terminal's character set (ascii) cannot show" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdout", Terminal(io.BytesIO(), encoding="utf-8"))
    assert not no_terminal("en")
    listed = subprocess.run([sys.executable, "-m", "maumau_tui", "rules", "list"], capture_output=True, cwd=ROOT,
                            timeout=300, env=dict(os.environ, PYTHONIOENCODING="ascii"))
    assert listed.returncode == 0 and b"standard" in listed.stdout and b"?" in listed.stdout, listed.stderr


def test_bench_measures_what_a_save_costs(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, "-m", "maumau_tui", "bench", "--seconds", "0.01", "--saves", "--json"],
                            capture_output=True, text=True, cwd=ROOT, timeout=300,
                            env=dict(os.environ, MAUMAU_HOME=str(tmp_path)))
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout)
    assert figures["saves_ruleset"] == "kronenstube" and figures["saves_moves"] == 1100
    assert figures["saves_bytes"] > 10_000 and figures["saves_folder"] == str(tmp_path)
    assert 0 < figures["saves_encode_p50_ms"] <= figures["saves_encode_p95_ms"]
    assert 0 < figures["saves_save_p50_ms"] <= figures["saves_save_p95_ms"]
    assert figures["saves_long_moves"] == 10_000 and figures["saves_long_bytes"] > 10 * figures["saves_bytes"] / 2
    assert 0 < figures["saves_long_save_p50_ms"] <= figures["saves_long_save_p95_ms"]
    assert list(tmp_path.iterdir()) == []                             # the saves it made are gone


def test_bench_says_plainly_why_the_data_folder_takes_no_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST279 F6: "[Errno 17] File exists" of a data folder that is a file; a full disk was taken for the output
    that could not be written (exit status 74, nothing said of the folder)."""
    import errno

    from maumau_tui.store import bench
    from maumau_tui.tui.i18n import store_message

    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MAUMAU_HOME", str(blocked))
    with pytest.raises(ValueError) as refused:
        bench.measure_saves(repeats=1, moves=20)
    assert str(refused.value) == f"{blocked}: the saves cannot be measured there (a file is in the way of the folder)"
    assert store_message("de", str(refused.value)) == (f"{blocked}: dort lässt sich das Speichern nicht messen (eine "
                                                       "Datei steht, wo der Ordner hingehört)")
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))

    def full(*_: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(bench.Store, "save", full)
    with pytest.raises(ValueError, match=r": the saves cannot be measured there \(No space left on device\)\Z"):
        bench.measure_saves(repeats=1, moves=20)


def test_resume_takes_the_save_files_name_as_well(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`ls saves` shows evening.json: `maumau resume evening.json` finds the match (then wants a terminal here)."""
    Store(home).save("evening", seeded_match(8, 10))
    status, out, err = run_main(["resume", "evening.json"], capsys)
    assert status == 2 and "needs a terminal" in err and "no saved match" not in err, err


def test_resume_list_says_a_rescued_copy_waits_and_leaves_it_where_it_is(home: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST134 F3: the list showed the older save alone while a copy one move further on waited in rescued/.)"""
    from maumau_tui.store.german import store_in_german
    from maumau_tui.store.rescued import write_rescued

    Store(home).save("evening", seeded_match(8, 10))
    write_rescued(home, "evening", seeded_match(8, 11))
    status, out, err = run_main(["resume", "--list"], capsys)
    said = (f"evening: a copy kept when its match could not be saved is waiting in {home / 'rescued'}; the game or "
            "`maumau resume` will restore it if it is more recent than the save")
    assert (status, err) == (0, "") and out.startswith("evening\n") and out.endswith(said + "\n"), out
    assert (home / "rescued" / "evening.json").exists()           # (a listing changes no file)
    assert "eine Kopie, aufbewahrt, als ihre Partie sich nicht speichern ließ, wartet in" in store_in_german(said)
    status, out, err = run_main(["--lang", "de", "resume", "--list"], capsys)
    assert "evening: eine Kopie, aufbewahrt, als ihre Partie sich nicht speichern ließ" in out


def test_empty_lists_and_wrong_names_are_said_not_left_blank(home: Path, capsys: pytest.CaptureFixture[str],
                                                             tmp_path: Path) -> None:
    status, out, err = run_main(["resume", "--list"], capsys)
    assert (status, err) == (0, "") and out == f"no unfinished match in {home / 'saves'}\n"
    status, out, err = run_main(["stats", "--ruleset", "standrad"], capsys)        # a typo
    assert status == 2 and out == "" and "no ruleset called 'standrad'; did you mean standard?" in err
    status, out, err = run_main(["stats", "--ruleset", "kronenstube"], capsys)
    assert (status, err, out) == (0, "", "no finished match of kronenstube yet\n")
    folder = tmp_path / "evening"
    folder.mkdir()
    status, out, err = run_main(["record", "cut", str(folder), "--hand", "1", "--move", "2"], capsys)
    assert status == 2 and out == "" and f"{folder} is a folder: give the id of a saved match" in err
    status, out, err = run_main(["stats", "--ruleset", "standrad", "--json"], capsys)
    assert status == 2 and out == "" and "no ruleset called 'standrad'" in err


def test_record_cut_finds_a_saved_match_beside_a_folder_of_its_name(home: Path, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str],
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    Store(home).finish("done", seeded_match(4, 0, finish=True))
    here = tmp_path / "here"
    (here / "done").mkdir(parents=True)
    monkeypatch.chdir(here)
    status, out, err = run_main(["record", "cut", "done", "--hand", "1", "--move", "2"], capsys)
    assert (status, err) == (0, "") and out.startswith("#") and "steps:" in out, (out, err)
    status, out, err = run_main(["record", "cut", "nosave", "--hand", "1", "--move", "2"], capsys)
    assert status == 2 and "there is no saved match 'nosave'" in err
    status, out, err = run_main(["record", "cut", "evening.txt", "--hand", "1", "--move", "2"], capsys)
    assert status == 2 and err == ("maumau: evening.txt: no such file, and no saved match has that id (`maumau record "
                                   "list`, `maumau resume --list`)\n")   # a file's name, mistyped: not "no saved match"
    status, out, err = run_main(["--lang", "de", "record", "cut", "evening.txt", "--hand", "1", "--move", "2"], capsys)
    assert err == "maumau: evening.txt: keine solche Datei, und keine gespeicherte Partie hat diese ID " \
                  "(`maumau record list`, `maumau resume --list`)\n"
    (here / "gone").mkdir()
    status, out, err = run_main(["record", "cut", "gone", "--hand", "1", "--move", "2"], capsys)
    assert status == 2 and "gone is a folder" in err
    (home / "saves").mkdir(exist_ok=True)
    (home / "saves" / "gone.json").write_text("", encoding="utf-8")   # a save of that name that cannot be used
    status, out, err = run_main(["record", "cut", "gone", "--hand", "1", "--move", "2"], capsys)
    assert status == 2 and "the file is empty" in err and "is a folder" not in err, err


def test_stats_of_a_ruleset_file_are_those_of_its_id_and_a_folder_is_refused(home: Path, tmp_path: Path,
                                                                              capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST218 F9: ``stats --ruleset rulesets/standard.yaml`` said "no finished match of rulesets/standard.yaml
    yet", and a folder or a broken file was taken as well (exit 0)."""
    from maumau_tui.rules.loader import find

    Store(home).finish("done", seeded_match(3, 0, finish=True))
    status, by_id, _ = run_main(["stats", "--ruleset", "standard"], capsys)
    assert status == 0 and "standard" in by_id
    status, by_file, _ = run_main(["stats", "--ruleset", str(find("standard"))], capsys)
    assert status == 0 and by_file == by_id
    folder = tmp_path / "rules"
    folder.mkdir()
    status, out, err = run_main(["stats", "--ruleset", str(folder)], capsys)
    assert status == 2 and out == "" and err == f"maumau: {folder}: is a folder, not a ruleset file\n"
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: broken\nextends: [standard\n", encoding="utf-8")
    status, out, err = run_main(["stats", "--ruleset", str(broken)], capsys)
    assert status == 2 and out == "" and "not valid YAML" in err


def test_stats_says_what_its_columns_count(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Store(home).finish("done", seeded_match(4, 0, finish=True))
    status, out, err = run_main(["stats"], capsys)
    assert status == 0 and err == ""
    said = " ".join(out.split())
    assert "won, lost: matches (won: the best at the end; lost: the match's loser by its rules" in said
    assert "an open-ended match has no loser" in said and "hands won: hands in which they went out first" in said
    assert "(where only a hand's loser is counted, as in Prší, a lost hand counts as 1)" in said
    legend = out.split("\n\n")[-1]
    assert legend.startswith("won, lost:") and all(len(line) <= 100 for line in legend.splitlines())   # lines


@pytest.mark.parametrize("lang", ["en", "de"])
def test_stats_fit_a_terminal_of_80_columns(home: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    Store(home).finish("done", seeded_match(4, 0, finish=True))
    monkeypatch.setenv("COLUMNS", "80")
    status, wide, _ = run_main(["--lang", lang, "stats"], capsys)      # (no terminal: the whole table)
    assert status == 0 and max(len(line) for line in wide.splitlines()) > 80
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)            # a terminal of 80 columns
    status, out, _ = run_main(["--lang", lang, "stats"], capsys)
    assert status == 0 and all(len(line) <= 80 for line in out.splitlines()), out
    words = STATS_WORDS[lang]
    assert out.splitlines()[0] == "standard" and out.splitlines()[1].split()[0] == "Anna", out
    for name in words["columns"][2:]:          # every figure named, with its value
        assert len(re.findall(rf"{re.escape(name)} -?[0-9.,]+", out)) >= 2, name
    assert "\n\n" + words["legend"][0][:20] in out


def test_stats_at_a_narrow_terminal_never_cut_a_figure_in_two() -> None:
    from maumau_tui.store.commands import stats_text
    from maumau_tui.store.stats import PlayerStats

    row = PlayerStats(player="Maximilian Maier", ruleset="standard", kind="person", level=None, matches=3,
                      hands=12345, wins=1, lost=0, hands_won=12345, points=99, best_hand=0, worst_hand=40,
                      longest_chain=2, cheats_caught=0, caught_cheating=0)
    out = stats_text([row], "de", width=40)
    assert any(line.strip().startswith("Spiele gewonnen 12345") for line in out.splitlines()), out
    assert "Punkte/Spiel\u00a00,0" in out or "Punkte/Spiel 0,0" in out, out    # (PLAYTEST97 F9: a German comma)


def test_resume_list_speaks_the_chosen_language(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Store(home).save("evening", seeded_match(6, 20))
    status, out, _ = run_main(["--lang", "de", "resume", "--list"], capsys)
    lines = out.splitlines()
    assert status == 0 and lines[:2] == ["evening", "  Weiterspielen: Mau-Mau · Spiel 1"], out
    assert lines[2].startswith("  Punkte: Anna ") and ", Robo (Bot, leicht) " in lines[2] and " · zuletzt " in lines[2], out
    status, out, _ = run_main(["--lang", "en", "resume", "--list"], capsys)
    assert status == 0 and out.startswith("evening\n  Continue: Mau-Mau · hand 1\n") and " · last played " in out


def test_resume_list_fits_a_terminal_of_80_columns(home: Path, capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Each seat beside its score, broken to the terminal (PLAYTEST35: 151-character lines, the scores apart from
    the names as "28 : 22 : 0 : 27")."""
    import random

    from maumau_tui.match import Match, SeatInfo
    match = Match.create("kronenstube", ["Jürgen", "Özlem", "Tante-Erna", "Bot-1"], seed=3,
                         seats=[SeatInfo("Jürgen"), SeatInfo("Özlem"), SeatInfo("Tante-Erna", "bot", "hard", 1),
                                SeatInfo("Bot-1", "bot", "easy", 2)])
    game, rng = match.deal(), random.Random(3)
    for _ in range(40):
        seat = rng.choice(game.seats_to_act())
        game.apply(rng.choice([m for m in game.legal_moves(seat) if m.kind != "wait"]), seat)
    Store(home).save("20261129-051241-kronenstube", match)
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    status, out, _ = run_main(["--lang", "de", "resume", "--list"], capsys)
    assert status == 0 and all(len(line) <= 80 for line in out.splitlines()), out
    said = " ".join(out.split())
    assert "Kronenstube-MauMau · Spiel 1" in said and "Tante-Erna (Bot, schwer) 0" in said and "Jürgen 0," in said


@pytest.mark.parametrize("content", [b"", b"{\"format\": ", b"\x00\xff garbage"])
def test_resume_of_a_broken_save_says_once_that_it_was_set_aside(home: Path, capsys: pytest.CaptureFixture[str],
                                                                  monkeypatch: pytest.MonkeyPatch, content: bytes) -> None:
    Store(home).save("evening", seeded_match(8, 10))
    (home / "saves" / "evening.json").write_bytes(content)
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)   # (in a terminal: it opens the saves)
    status, out, err = run_main(["resume", "evening"], capsys)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "evening.json" in err and "moved to" in err
    assert list((home / "set-aside").glob("evening.json.*"))


def test_resume_of_a_save_from_a_newer_version_says_once_that_it_stays(home: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    Store(home).save("evening", seeded_match(8, 10))
    path = home / "saves" / "evening.json"
    path.write_text(json.dumps({**json.loads(path.read_text(encoding="utf-8")), "version": 99}), encoding="utf-8")
    status, out, err = run_main(["resume", "evening"], capsys)
    assert status == 2 and out == "" and len(err.splitlines()) == 1, err
    assert "newer version of the game" in err and path.exists()


def test_stats_say_that_matches_still_saved_are_not_counted_yet(home: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """An evening of standard Mau-Mau (no end of its own) left in the middle of a hand stays saved, to be played on;
    the statistics count it once it is over, and say so instead of only "no finished match" (PLAYTEST35)."""
    store = Store(home)
    store.save("20261129-050154-standard", seeded_match(4, 0))
    store.save("20261129-050154-standard-2", seeded_match(5, 0))
    store.save("20261129-051241-kronenstube", seeded_match(6, 0))
    status, out, _ = run_main(["stats", "--ruleset", "standard"], capsys)
    assert status == 0 and out.startswith("no finished match of standard yet\n")
    assert "not counted yet, still saved to be played on: 2;" in " ".join(out.split())
    status, out, _ = run_main(["--lang", "de", "stats"], capsys)
    assert "noch nicht gezählt, weil zum Weiterspielen gespeichert: 3;" in " ".join(out.split())
    status, out, _ = run_main(["stats", "--json", "--ruleset", "standard"], capsys)
    assert status == 0 and json.loads(out) == []
    status, out, _ = run_main(["stats", "--ruleset", "pesten"], capsys)
    assert status == 0 and out.strip() == "no finished match of pesten yet"
    assert sorted(path.name for path in (home / "saves").glob("*.json")) == [
        "20261129-050154-standard-2.json", "20261129-050154-standard.json", "20261129-051241-kronenstube.json"]


def test_resume_and_replay_are_in_the_language_the_match_was_played_in(home: Path, capsys: pytest.CaptureFixture[str],
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """(Playtest 77: `maumau play --lang de`, then `maumau resume`: the German table was English from then on.)"""
    match = seeded_match(8, 10)
    match.lang = "de"
    Store(home).save("evening", match)
    started: list[dict[str, Any]] = []
    monkeypatch.setattr("maumau_tui.cli_screen.screen_missing", lambda: None)   # (a terminal)
    monkeypatch.setattr("maumau_tui.tui.app.run", lambda **given: started.append(given))
    assert run_main(["resume", "evening"], capsys)[0] == 0
    assert run_main(["resume", "evening", "--lang", "en"], capsys)[0] == 0   # said on the command line: it counts
    assert [given["lang"] for given in started] == ["de", "en"]
    saved = str(home / "saves" / "evening.json")           # replayed too (PLAYTEST217 N7: it opened in English)
    assert run_main(["replay", saved], capsys)[0] == 0 and run_main(["replay", saved, "--lang", "en"], capsys)[0] == 0
    assert [given["lang"] for given in started[2:]] == ["de", "en"]


def test_record_list_names_the_finished_matches_ids_for_export(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST163 F7: `record export nosuch` said there was none, and no command listed the finished ones.)"""
    status, out, err = run_main(["record", "list"], capsys)
    assert (status, err, out) == (0, "", f"no finished match in {home / 'history'}\n")
    Store(home).finish("done", seeded_match(4, 0, finish=True))
    Store(home).save("evening", seeded_match(3, 30))                   # unfinished: not listed
    status, out, err = run_main(["record", "list"], capsys)
    lines = out.splitlines()
    assert (status, err) == (0, "") and lines[0] == "done" and lines[1].startswith("  Mau-Mau  ") and len(lines) == 3
    status, out, err = run_main(["record", "export", "nosuch"], capsys)
    assert status == 2 and err.strip().endswith("; `maumau record list` lists the finished ones"), err
    from maumau_tui.store.german import store_in_german

    assert store_in_german(err.strip().removeprefix("maumau: ")).endswith("; `maumau record list` zeigt die beendeten")
    status, out, err = run_main(["--lang", "de", "record", "list", "--served"], capsys)
    assert (status, err, out) == (0, "", f"keine beendete Partie in {home / 'tables' / 'history'}\n")
    status, out, err = run_main(["--lang", "de", "stats", "--served"], capsys)   # (PLAYTEST243 N7: it said only
    assert (status, err, out) == (0, "", f"keine beendete Partie in {home / 'tables' / 'history'}\n")   # "none yet")
    elsewhere = home / "elsewhere"                                     # a server's own folder (--data-dir)
    (elsewhere / "tables").mkdir(parents=True)
    status, out, err = run_main(["record", "export", "--data-dir", str(elsewhere), "nosuch"], capsys)
    assert status == 2 and f"`maumau record list --data-dir {elsewhere}` lists" in err, err   # (that store's list)
    assert store_in_german(err.strip().removeprefix("maumau: ")).endswith(
        f"`maumau record list --data-dir {elsewhere}` zeigt die beendeten")
    (elsewhere / "tables" / "history").write_text("a file where the folder belongs")
    status, out, err = run_main(["record", "list", "--data-dir", str(elsewhere)], capsys)
    assert status == 2 and out == "" and "a file where the game's folder belongs" in err, (out, err)   # not "none"


def test_stats_and_records_of_the_servers_matches_with_served(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST114 F12: the matches of an evening over SSH (the server's own store, tables/) were out of reach of
    `stats` and `record`."""
    Store(home / "tables").finish("evening", seeded_match(4, 0, finish=True))
    status, out, _ = run_main(["stats"], capsys)
    assert status == 0 and "no finished match yet" in out
    status, out, err = run_main(["stats", "--served", "--json"], capsys)
    assert status == 0 and err == "" and json.loads(out)
    status, out, err = run_main(["record", "export", "evening"], capsys)
    assert status == 2 and "there is no saved match 'evening'" in err
    assert "the server on this machine played it: add --served" in err        # (PLAYTEST117 F4)
    status, out, err = run_main(["record", "export", str(home / "tables" / "history" / "evening.json")], capsys)
    assert status == 2 and "there is no saved match 'evening'" in err        # (its path: REVIEW142 R3)
    assert "the server on this machine played it: add --served" in err
    status, out, err = run_main(["record", "export", "--served", "evening"], capsys)
    assert status == 0 and err == "" and '[Result "' in out
    status, out, err = run_main(["record", "cut", "--served", "evening", "--hand", "1", "--move", "0"], capsys)
    assert status == 0 and err == "" and out
    Store(home / "tables").save("tonight", seeded_match(4, 6))
    status, out, err = run_main(["record", "export", "--served", "tonight"], capsys)   # not over
    assert status == 2 and "`maumau record export --unfinished --served tonight` prints it all the same" in err
    from maumau_tui.store.german import store_in_german

    assert store_in_german(err.strip().removeprefix("maumau: ")).endswith(
        "`maumau record export --unfinished --served tonight` gibt es trotzdem aus")
    status, out, err = run_main(["record", "export", "evening"], capsys)
    assert store_in_german(err.strip().removeprefix("maumau: ")).endswith(
        "; der Server auf diesem Rechner hat sie gespielt: --served dazu")



def test_served_reads_a_server_started_with_its_own_folder(home: Path, tmp_path: Path,
                                                           capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST133 F2: a server started with `--data-dir` kept its matches where `stats --served` never looked."""
    Store(tmp_path / "server" / "tables").finish("evening", seeded_match(4, 0, finish=True))
    status, out, _ = run_main(["stats", "--served", "--json"], capsys)
    assert status == 0 and json.loads(out) == []
    status, out, err = run_main(["stats", "--served", "--data-dir", str(tmp_path / "server"), "--json"], capsys)
    assert status == 0 and err == "" and json.loads(out)
    status, out, err = run_main(["record", "export", "--data-dir", str(tmp_path / "server"), "evening"], capsys)
    assert status == 0 and err == "" and '[Result "' in out
    status, again, err = run_main(["record", "export", "--data-dir", str(tmp_path / "server"), "evening.json"], capsys)
    assert status == 0 and err == "" and again == out           # (the file's name, as `ls` shows it: PLAYTEST134 F12)
    saved = tmp_path / "server" / "tables" / "history" / "evening.json"       # (its path, as a shell completes it:
    status, again, err = run_main(["record", "export", "--data-dir", str(tmp_path / "server"), str(saved)], capsys)
    assert status == 0 and err == "" and again == out                         # PLAYTEST138 F6)
    elsewhere = tmp_path / "evening.json"           # a file of that name elsewhere is not the saved match: as typed
    status, _, err = run_main(["record", "export", "--data-dir", str(tmp_path / "server"), str(elsewhere)], capsys)
    assert status == 2 and f"'{elsewhere}' is not the id of a saved match" in err
    status, _, err = run_main(["--lang", "de", "record", "export", str(elsewhere)], capsys)   # (PLAYTEST140 F6)
    assert status == 2 and f"'{elsewhere}' ist keine ID einer gespeicherten Partie" in err, err
    typo = tmp_path / "srever"          # (PLAYTEST134 F6: it was made, with an empty statistics file, and the
    status, out, err = run_main(["stats", "--served", "--data-dir", str(typo)], capsys)   # answer was "no match yet")
    assert status == 2 and f"--data-dir: no folder {typo}" in err and not typo.exists()
    status, out, err = run_main(["stats", "--lang", "de", "--served", "--data-dir", str(typo)], capsys)
    assert status == 2 and f"--data-dir: kein Ordner {typo} (der, mit dem" in err and not typo.exists()


def test_stats_columns_stay_in_line_after_a_name_of_wide_characters() -> None:
    """(PLAYTEST125: every figure after 名前 stood two columns to the left: its four cells were counted as two.)"""
    from rich.cells import cell_len

    from maumau_tui.store.commands import stats_text
    from maumau_tui.store.stats import PlayerStats

    rows = [PlayerStats(player=name, ruleset="standard", kind="person", level=None, matches=1, hands=2, wins=1, lost=0,
                        hands_won=1, points=9, best_hand=0, worst_hand=9, longest_chain=1, cheats_caught=0,
                        caught_cheating=0) for name in ("名前", "Anna")]
    lines = stats_text(rows, "en", width=200).splitlines()
    wide, plain = (next(line for line in lines if line.startswith(name)) for name in ("名前", "Anna"))
    assert cell_len(wide) == cell_len(plain) and wide.split()[1:] == plain.split()[1:], (wide, plain)


def test_a_file_of_another_kind_says_what_it_looks_like_and_which_command_takes_it(
        home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """(PLAYTEST134 F10: `replay` of a scenario said "'ruleset: standard' is not a move", `scenario` of a record "this
    is not valid YAML", with no word of what the file was.)"""
    scenario = ROOT / "tests" / "scenarios" / "standard" / "ace_follow_by_rank.yaml"
    status, _, err = run_main(["replay", str(scenario)], capsys)
    assert status == 2 and err == f"maumau: {scenario}: this looks like a scenario file: run it with `maumau scenario " \
                                  "FILE`\n", err
    status, _, err = run_main(["play", "--ruleset", str(scenario)], capsys)     # (PLAYTEST271 N6: seven schema
    assert status == 2 and err == f"maumau: {scenario}: this looks like a scenario file: run it with `maumau scenario " \
                                  "FILE`\n", err                                   # mistakes, not a word of what it was)
    status, _, err = run_main(["--lang", "de", "play", "--ruleset", str(scenario)], capsys)
    assert status == 2 and "das sieht nach einer Szenario-Datei aus: prüfe sie mit `maumau scenario DATEI`" in err, err
    for command in (["sim", "--ruleset"], ["rules", "show"]):   # (REVIEW269 R3: they listed its schema's mistakes)
        status, _, err = run_main([*command, str(scenario)], capsys)
        assert status == 2 and err == f"maumau: {scenario}: this looks like a scenario file: run it with `maumau " \
                                      "scenario FILE`\n", (command, err)
    status, _, err = run_main(["serve", "--port", "0", "--no-fork", "--table", str(scenario), "--seats", "Anna,Ben"], capsys)
    assert status == 2 and err == f"maumau serve: {scenario}: this looks like a scenario file: run it with `maumau " \
                                  "scenario FILE`\n", err
    status, _, err = run_main(["--lang", "de", "replay", str(ROOT / "rulesets" / "standard.yaml")], capsys)
    assert status == 2 and "das sieht nach einer Regeldatei aus: prüfe sie mit `maumau rules validate DATEI`" in err
    assert "spiel sie mit `maumau play --ruleset DATEI`" in err   # (PLAYTEST249 N3: `--ruleset DATEI` alone)
    status, _, err = run_main(["replay", str(ROOT / "rulesets" / "standard.yaml")], capsys)
    assert status == 2 and "play it with `maumau play --ruleset FILE`" in err
    record = tmp_path / "evening.maumau"
    record.write_text('[Game "maumau-tui"]\n[Ruleset "standard"]\n', encoding="utf-8")
    status, out, _ = run_main(["scenario", str(record)], capsys)
    assert status == 1 and "cannot run: this looks like a game record: step through it with `maumau replay FILE`" in out
    status, out, _ = run_main(["scenario", str(scenario)], capsys)                 # (the right kind: run as it is)
    assert status == 0 and "looks like" not in out


def test_resume_list_with_an_id_says_what_each_does(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST218 N6: ``resume --list extra`` listed the saves and passed over the ID without a word."""
    status, out, err = run_main(["resume", "--list", "extra"], capsys)
    assert status == 2 and out == ""
    assert err == "maumau: --list lists every unfinished match; `maumau resume extra` plays that one on\n"


def test_every_command_says_what_it_does_in_its_help(capsys: pytest.CaptureFixture[str]) -> None:
    """PLAYTEST218 N13: ``maumau play --help`` had no line saying what it does, as the others have."""
    status, out, _ = run_main(["play", "--help"], capsys)
    assert status == 0 and "Open the game: continue a saved match, or choose a variant" in out
    status, out, _ = run_main(["scenario", "--help"], capsys)   # (F4: its --lang read as if it chose the lines' language)
    assert status == 0 and "The lines are in English" in " ".join(out.split())
