"""The app never loses a match: an internal error or a signal saves it, ends with one plain message and a
non-zero status (the real-terminal side, the restored terminal, is in test_tmux_signals.py)."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest
from rich.console import Console

from maumau_tui.cards import rank_of
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.store.saves import Store
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.safety import Crashed, Rescued, rescue, signal_message
from maumau_tui.tui.settings import Settings
from tui_helpers import until_decision

SIZE = (80, 24)
JACK = 11


class BrokenBot:
    """A bot with a bug: it raises instead of choosing."""

    def choose(self, view: object) -> Move:
        raise RuntimeError("the bot fell over")


def broken_table() -> Table:
    table = Table("standard", [Seat("Anna"), Seat("Robo", BrokenBot())], seed=4)  # type: ignore[arg-type]
    table.deal()
    return table


def plain(renderable: object, soft_wrap: bool) -> str:
    """What a console 40 columns wide prints (narrower than any path the tests make: a path must not be cut)."""
    console = Console(width=40, record=True, color_system=None, soft_wrap=soft_wrap)
    console.print(renderable)
    return console.export_text()


async def test_an_internal_error_keeps_the_match_and_ends_with_a_plain_message(tmp_path: Path,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table = broken_table()
    app = MauMauApp(Settings(lang="en", bot_delay=0.0), table=table, clock=ManualClock())
    with pytest.raises(Crashed) as caught:
        async with app.run_test(size=SIZE) as pilot:
            await until_decision(pilot, app)
            view = app.flow.hotseat.view()
            play = next(move for move in view.legal if move.kind == "play" and rank_of(move.cards[0]) != JACK)
            await pilot.press(str(view.hand.index(play.cards[0]) + 1), "enter")   # then the bot's turn: it raises
            await pilot.pause()
    assert app.return_code == 1
    crashed = caught.value
    assert isinstance(crashed.error, RuntimeError) and crashed.__cause__ is crashed.error
    text = plain(crashed, app.error_console.soft_wrap)
    assert "internal error (RuntimeError: the bot fell over)" in text and "Traceback" not in text
    saved, details = crashed.rescued.saved, crashed.rescued.details
    assert saved is not None and saved.parent == tmp_path / "saves" and f"\n{saved}\n" in text
    assert details is not None and f"\n{details}" in text and "Traceback" in details.read_text(encoding="utf-8")
    resumed = Store(tmp_path).resume(saved.stem)                 # the save continues where the match stood
    assert resumed.moves == table.match.moves and len(resumed.moves) == 1


async def stopped(lang: str, signals: list[signal.Signals], monkeypatch: pytest.MonkeyPatch,
                  home: Path) -> tuple[MauMauApp, list[object], list[Path]]:
    """A match of standard in ``lang`` stopped by ``signals`` at Anna's first decision: the app, the messages it
    ended with, and the saves left."""
    monkeypatch.setenv("MAUMAU_HOME", str(home))
    app = MauMauApp(Settings(lang=lang, seed=3, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", False), ("Bot", True)], clock=ManualClock())
    messages: list[object] = []
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        real_exit = app.exit
        monkeypatch.setattr(app, "exit", lambda message=None, **kw: (messages.append(message),
                                                                     real_exit(message=message, **kw)))
        for signum in signals:
            app.stop_on_signal(signum)
        await pilot.pause()
    return app, messages, list((home / "saves").glob("*.json"))


async def test_a_signal_saves_the_match_and_exits_with_the_signals_status(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    # (review 87: a closing session sends several signals: one message, the first's)
    app, messages, saves = await stopped("en", [signal.SIGTERM, signal.SIGINT], monkeypatch, tmp_path)
    assert app.return_code == 143 and len(messages) == 1
    assert len(saves) == 1 and Store(tmp_path).resume(saves[0].stem).names == ["Anna", "Bot"]
    said = plain(signal_message(signal.SIGTERM, Rescued(saves[0], None)), app.error_console.soft_wrap)
    assert said.startswith("maumau: stopped by SIGTERM.") and f"\n{saves[0]}\n" in said   # whole, to copy


def test_nothing_to_save_before_a_deal_and_a_folder_that_cannot_be_written_never_raises(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert rescue(None, "SIGHUP") == Rescued()
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    monkeypatch.setenv("MAUMAU_HOME", str(blocked))          # every write below it fails
    rescued = rescue(broken_table().match, "error", RuntimeError("x"))
    assert rescued == Rescued(None, None, lost=True)
    said = signal_message(signal.SIGTERM, rescued)           # (review 87: it said only "stopped by SIGTERM.")
    assert said == f"maumau: stopped by SIGTERM. The match could not be saved: nothing could be written in\n{blocked}"


def test_an_error_before_any_deal_keeps_its_details_for_the_report(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """(PLAYTEST162 F1: a crash on the seats screen said "Please report it" and kept nothing to report.)"""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    try:
        raise IndexError("list index out of range")
    except IndexError as error:
        rescued = rescue(None, "error", error)
    assert rescued.saved is None and not rescued.lost and rescued.details is not None
    assert rescued.details.parent == tmp_path / "errors" and "IndexError" in rescued.details.read_text(encoding="utf-8")
    text = plain(Crashed(IndexError("list index out of range"), rescued), soft_wrap=True)
    assert text.endswith(f"Please report it, with\n{rescued.details}\n") and "match" not in text, text


def test_a_match_rescued_beside_a_save_that_failed_is_played_on_from_where_it_stood(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 87: with its save failing (a full disk, a size limit), a signal wrote the match to rescued/, which
    nothing read; `maumau resume` went on from the older save, moves behind."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=4)
    table.deal()
    store = Store(tmp_path)
    store.save("evening", table.match)                       # the last save that worked
    for _ in range(3):
        assert table.actor is not None
        table.apply(table.actor, table.view_of(table.actor).legal[0])
    monkeypatch.setattr(Store, "save", lambda *args, **kwargs: (_ for _ in ()).throw(OSError(28, "No space left")))
    rescued = rescue(table.match, "SIGTERM", match_id="evening")
    assert rescued.saved == tmp_path / "rescued" / "evening.json"
    monkeypatch.undo()
    [info] = Store(tmp_path).unfinished()                    # taken back among the saves
    assert info.id == "evening" and info.match.moves == table.match.moves and len(table.match.moves) == 3
    assert not rescued.saved.exists()
    rescue(table.match, "SIGTERM", match_id="evening")       # saved where it belongs: no rescued copy
    assert not (tmp_path / "rescued" / "evening.json").exists() and Store(tmp_path).find("evening").match.moves


def test_a_match_that_could_not_be_saved_at_the_end_names_the_earlier_save_it_goes_on_from(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Review 88: with the autosave's file there from before the disk filled up, the message said nothing could be
    written at all."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    table = broken_table()
    Store(tmp_path).save("evening", table.match)
    monkeypatch.setattr(Store, "save", lambda *args, **kwargs: (_ for _ in ()).throw(OSError(28, "No space left")))
    monkeypatch.setattr("maumau_tui.store.rescued.write_rescued",
                        lambda *args: (_ for _ in ()).throw(OSError(28, "No space left")))
    rescued = rescue(table.match, "SIGHUP", match_id="evening")
    assert rescued.saved is None and rescued.earlier == tmp_path / "saves" / "evening.json"
    assert signal_message(signal.SIGHUP, rescued) == ("maumau: stopped by SIGHUP. The match could not be saved; it "
                                                      f"goes on from an earlier save in\n{rescued.earlier}")


async def test_a_signal_while_the_app_quits_anyway_leaves_its_status_alone(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 72: q on the first screen, and a Ctrl-C that came while the app was closing made the status 130."""
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = MauMauApp(Settings(lang="en", seed=3, bot_delay=0.0), clock=ManualClock())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")                            # (q asks first: PLAYTEST155 F2)
        await pilot.press("y")
        app.stop_on_signal(signal.SIGINT)
    assert app.return_code == 0


async def test_a_german_match_stopped_by_a_signal_says_so_in_german(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 86: `kill -HUP` of a German match said "stopped by SIGHUP. The match is kept in" in English."""
    _, messages, saves = await stopped("de", [signal.SIGHUP], monkeypatch, tmp_path)
    assert messages == [f"maumau: beendet durch SIGHUP. Die Partie liegt in\n{saves[0]}"]


def test_an_internal_error_of_a_german_match_is_told_in_german(tmp_path: Path) -> None:
    crashed = Crashed(RuntimeError("x"), Rescued(tmp_path / "saves" / "m.json", tmp_path / "why.txt"), "de")
    said = str(crashed.__rich__())
    assert said == (f"maumau: das Spiel endete wegen eines internen Fehlers (RuntimeError: x).\nDie Partie liegt in\n"
                    f"{tmp_path / 'saves' / 'm.json'}\nBitte melde ihn, mit\n{tmp_path / 'why.txt'}")
