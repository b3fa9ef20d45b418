"""What the lobby tells a player about themselves: where they are (the lobby, a table gathering, their seat at
a table in play that a bot plays meanwhile), the connection check only after Space asks for it, and a rejoin
code typed without being echoed, and a client gone at that prompt ending its session in one line.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncssh
import pytest
from textual.pilot import Pilot

from maumau_tui.net import rejoin
from maumau_tui.net.rejoin import CLEAR, GAVE_UP, LINE_BYTES, LONGEST, TOO_LONG, ask_code, read_line
from maumau_tui.net.server import TableServer
from maumau_tui.net.protocol import HEADER
from maumau_tui.net.session import RESET, Limits
from maumau_tui.net.words import InEach, lobby_news
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.store.paths import Folders, data_dir
from maumau_tui.tui.screens.variant import VariantScreen
from net_helpers import FakeHost, screen_text, until


def table(started: bool, seats: list[str]) -> dict[str, Any]:
    return {"number": 1, "ruleset": "standard", "options": {}, "seats": seats, "levels": ["", "", "medium"],
            "creator": "Carla", "started": started, "watchers": 0}


@contextlib.asynccontextmanager
async def anna_before_a_fake_host() -> AsyncIterator[tuple[SeatApp, Pilot[None], FakeHost]]:
    """Anna's seat app, running, and the host's end of her connection written by hand (her hello read)."""
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", "en", seat_end)
    async with app.run_test(size=(100, 24)) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        yield app, pilot, fake


async def test_the_header_says_where_the_player_is_and_the_check_waits_for_space() -> None:
    async with anna_before_a_fake_host() as (app, pilot, fake):

        async def header(tables: list[dict[str, Any]], where: str) -> str:
            await fake.send({"type": "lobby", "tables": tables, "rulesets": ["standard"]})
            line = f"Connected to the table server · {where}"
            await until(pilot, lambda: line in " ".join(screen_text(app).replace("\xa0", " ").split()), line)   # (wrapped)
            return screen_text(app).replace("\xa0", " ")

        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []})
        text = await header([], "in the lobby")
        assert "answers:" not in text and "Terminal 100×24" not in text   # no diagnostics unasked
        await header([table(False, ["Carla", "Anna", "Robo"])], "at table #1 until it starts")
        await header([table(False, ["Carla", "", "Robo"])], "in the lobby")   # Anna left it (l)
        await header([table(True, ["Carla", "anna", "Robo"])],
                     "a bot plays your seat at table #1 now (Enter: back to the table)")   # after q at the table
        parked = {**table(True, ["Carla", "anna", "Robo"]), "parked": ["Carla", "anna"]}   # (PLAYTEST117 F10)
        await header([parked], "table #1 waits for you before its next hand (Enter: back to the table)")
        await fake.send({"type": "group", "names": ["Anna", "Ben"]})   # a group at this terminal (REVIEW127 R8)
        await until(pilot, lambda: app.lobby.group == ["Anna", "Ben"], "the group")
        await header([{**parked, "seats": ["Carla", "anna", "Ben"], "levels": ["", "", ""]}],
                     "table #1 waits for you all to deal its next hand (Enter: back to the table)")
        await header([table(True, ["Carla", "Ben", "Robo"])], "in the lobby")

        await pilot.press("x", "space")
        ping = await fake.receive()
        assert ping == {"type": "ping", "n": 2}
        await fake.send({"type": "pong", "n": 2})
        await until(pilot, lambda: "answers: 1 · keys: 2" in screen_text(app).replace("\xa0", " "), "the check")
        assert "Terminal 100×24" in screen_text(app).replace("\xa0", " ")
        fake.close()


async def test_news_of_a_listed_table_puts_the_cursor_on_it() -> None:
    """(REVIEW127 R3: "set up again: #2 (Enter: sit down there)", while Enter would join the table under the cursor.)"""
    async with anna_before_a_fake_host() as (app, pilot, fake):
        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []},
                        {"type": "lobby", "tables": [{**table(True, ["Carla", "Ben", "Robo"]), "number": 1},
                                                     {**table(False, ["", "Ben", ""]), "number": 2}],
                         "rulesets": ["standard"]})
        await until(pilot, lambda: len(app.lobby.tables) == 2, "the list")
        assert app.lobby.current() is not None and app.lobby.current()["number"] == 1
        await fake.send({"type": "news", "texts": {"en": "Your match is over, and its table was set up again: #2 (Enter: "
                                                          "sit down there)"}, "table": 2})
        await until(pilot, lambda: app.lobby.current() is not None and app.lobby.current()["number"] == 2, "the cursor")
        fake.close()


async def test_news_is_said_again_in_the_language_the_lobby_turns_to() -> None:
    """PLAYTEST237 N7: `e` turned the lobby German and the news of the match's end was gone, nothing in its place."""
    async with anna_before_a_fake_host() as (app, pilot, fake):
        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []},
                        {"type": "lobby", "tables": [{**table(False, ["", "Ben", ""]), "number": 2}],
                         "rulesets": ["standard"]})
        await until(pilot, lambda: len(app.lobby.tables) == 1, "the list")
        result = InEach({"en": "The match is over. Lost: Ben.", "de": "Die Partie ist vorbei. Verloren: Ben."})
        await fake.send(lobby_news("rematch_news", 2, number=2, result=result))
        english = "The match is over. Lost: Ben. The table was set up again: #2 (Enter: sit down there)."
        await until(pilot, lambda: english in " ".join(screen_text(app).split()), "the news")
        await pilot.press("e")
        german = "Die Partie ist vorbei. Verloren: Ben. Der Tisch wurde neu gedeckt: #2 (Enter: dort Platz nehmen)."
        await until(pilot, lambda: german in " ".join(screen_text(app).split()), "the news in German")
        await fake.send({"type": "lobby", "tables": [{**table(False, ["Carla", "Ben", ""]), "number": 2}],
                         "rulesets": ["standard"]})       # somebody sat down there: the news is no longer true
        await until(pilot, lambda: "neu gedeckt" not in screen_text(app), "the news gone")
        fake.close()


@pytest.mark.parametrize(("lang", "ends"), [
    ("en", "Connection to the table server ended: the table server closed the connection"),
    ("de", "Verbindung zum Tisch-Server beendet: der Tisch-Server hat die Verbindung geschlossen")])
async def test_a_host_gone_without_a_word_ends_the_seat_app_and_says_why(lang: str, ends: str) -> None:
    """(REVIEW242 T3: the seat's end on a link closed without a bye was never run; a seat that missed it would sit on
    a dead connection, its table stale.)"""
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", lang, seat_end)
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []},
                        {"type": "lobby", "tables": [], "rulesets": ["standard"]})
        await until(pilot, lambda: "Lobby" in screen_text(app), "the lobby")
        fake.close()
        await until(pilot, lambda: app.return_code is not None, "the app's end")
    assert app.farewell == ends


async def test_a_frame_the_protocol_refuses_ends_the_seat_app_with_its_reason() -> None:
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", "en", seat_end)
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []})
        fake.writer.write(HEADER.pack(8) + b"not json")
        await fake.writer.drain()
        await until(pilot, lambda: app.return_code is not None, "the app's end")
    assert app.farewell == "Connection to the table server ended: not a JSON message: JSONDecodeError"


async def test_a_seat_app_leaves_the_saves_folder_alone() -> None:
    """The seat process runs with the server's data folder: it must not read (nor set aside) the hot seat's
    saves there, nor tell a remote player about them."""
    saves = Folders(data_dir()).saves          # (MAUMAU_HOME: the suite's own folder, tests/conftest.py)
    saves.mkdir(parents=True, exist_ok=True)
    broken = saves / "20260101-120000-standard.json"
    broken.write_text("{ not json")
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", "en", seat_end)
    told: list[str] = []

    def noted(message: str, **options: Any) -> None:
        told.append(str(message))

    app.notify = noted   # type: ignore[method-assign]
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "Hello, Anna!" in screen_text(app).replace("\xa0", " "), "the lobby")
            await pilot.pause()
            assert not any(isinstance(screen, VariantScreen) for screen in app.screen_stack)
        assert broken.exists() and told == []
    finally:
        broken.unlink(missing_ok=True)
        host_end.close()


class Typing:
    """What ``read_line`` needs of an SSH process: keys typed in, what the terminal was sent."""

    def __init__(self, typed: bytes) -> None:
        self.stdin, self.stdout = self, self
        self.typed, self.shown = typed, bytearray()

    async def read(self, size: int) -> bytes:
        data, self.typed = self.typed[:size], self.typed[size:]
        return data

    def write(self, data: bytes) -> None:
        self.shown.extend(data)


def test_a_rejoin_code_is_echoed_as_dots_only() -> None:
    process = Typing(b"ab\x7fx7C1\rnext")
    pending = bytearray()
    assert asyncio.run(read_line(process, pending)) == "ax7C1"   # type: ignore[arg-type]
    assert bytes(process.shown) == "••\b \b••••\r\n".encode()
    assert pending == bytearray(b"next")                         # typed ahead: kept for the next line


def test_an_endless_line_at_the_rejoin_prompt_is_too_long_and_read_past_whole() -> None:
    """(REVIEW102.) Megabytes poured in without a line's end were read byte by byte on the server's one loop,
    slowing every table.  Past ``LINE_BYTES`` the rest of the line is read past by whole reads, up to its end
    (REVIEW106: a paste of more than one read cost a try for each), and what follows it is kept."""
    class Counted(Typing):
        reads = 0

        async def read(self, size: int) -> bytes:
            self.reads += 1
            return await super().read(size)

    process = Counted(b"a" * 100_000 + b"\r\nr8qr27\r")
    pending = bytearray()
    assert asyncio.run(read_line(process, pending)) == TOO_LONG   # type: ignore[arg-type]
    assert asyncio.run(read_line(process, pending)) == "r8qr27"   # type: ignore[arg-type]
    assert process.reads <= 100_000 // 1024 + 3                   # (whole reads, never a byte at a time)
    endless = Typing(b"a" * 100_000)
    assert asyncio.run(read_line(endless, bytearray())) is None   # type: ignore[arg-type]   # (the input ended)
    pasted = Typing(b"x" * LINE_BYTES + b"\r")                   # (REVIEW104: as long as it may be, and its end)
    assert asyncio.run(read_line(pasted, bytearray())) == "x" * LONGEST   # type: ignore[arg-type]


def test_keys_with_escape_sequences_type_nothing_into_the_code() -> None:
    """(REVIEW104.) An arrow key at the prompt (ESC [ D) typed a D into the code and cost a try."""
    process = Typing(b"ab\x1b[Dc\x1bOP\x1b[1;5Cd\x1bxe\r")       # left, F1, Ctrl+right, Alt+x
    assert asyncio.run(read_line(process, bytearray())) == "abcde"   # type: ignore[arg-type]
    assert bytes(process.shown) == "•••••\r\n".encode()
    lone_esc = Typing(b"\x1b\x03abc\r")                                   # (REVIEW106: Esc, then Ctrl+C gives up)
    assert asyncio.run(read_line(lone_esc, bytearray())) == GAVE_UP   # type: ignore[arg-type]
    pasted = Typing(b"\x1b[200~uqknkb\x1b[201~\r")   # (PLAYTEST83: a terminal left in bracketed paste by the dead
    assert asyncio.run(read_line(pasted, bytearray())) == "uqknkb"   # type: ignore[arg-type]   # session)


def test_a_window_resized_at_the_rejoin_prompt_is_no_end_of_the_line() -> None:
    """(REVIEW102.) A resize (or a break) while the code was typed ended the session with a traceback."""
    class Resized(Typing):
        def __init__(self, *reads: bytes | Exception) -> None:
            super().__init__(b"")
            self.reads = list(reads)

        async def read(self, size: int) -> bytes:
            data = self.reads.pop(0)
            if isinstance(data, Exception):
                raise data
            return data

    process = Resized(b"ab", asyncssh.TerminalSizeChanged(120, 40, 0, 0), asyncssh.BreakReceived(0), b"c\r")
    assert asyncio.run(read_line(process, bytearray())) == "abc"   # type: ignore[arg-type]


def test_a_client_gone_at_the_rejoin_prompt_ends_its_session_in_one_line(tmp_path: Path,
                                                                         caplog: pytest.LogCaptureFixture) -> None:
    """(PLAYTEST103 F10: the line read the name once the connection was gone, and asyncssh had none to give then.)"""
    connected = [True]

    class Gone(Typing):
        def get_extra_info(self, name: str) -> object:
            return "Anna" if name == "username" and connected[0] else None

        def exit(self, status: int) -> None:
            raise AssertionError("nobody is left to tell")

    server = TableServer(Limits(), tmp_path)

    async def lost(process: object) -> None:
        connected[0] = False
        raise asyncssh.ConnectionLost("Connection lost")

    server.admit = lost  # type: ignore[method-assign]
    with caplog.at_level(logging.INFO, logger="maumau.net.server"):
        asyncio.run(server.handle(Gone(b"")))  # type: ignore[arg-type]
    assert [(r.levelno, r.exc_info) for r in caplog.records] == [(logging.INFO, None)]
    assert "Anna left before a seat was theirs" in caplog.records[0].getMessage()


def test_a_rejoin_prompt_left_unanswered_says_its_time_ran_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest 73: after the minute the prompt waits, only the refusal came, as if a wrong code had been given."""
    class Silent(Typing):
        async def read(self, size: int) -> bytes:
            await asyncio.Event().wait()     # nothing is ever typed
            return b""

        def get_terminal_size(self) -> tuple[int, int, int, int]:
            return (80, 24, 0, 0)

    monkeypatch.setattr(rejoin, "ANSWER_SECONDS", 0.01)
    process = Silent(b"")
    assert asyncio.run(rejoin.ask_code(process, "Anna", "en", lambda given: True)) is None   # type: ignore[arg-type]
    assert bytes(process.shown).decode().endswith("Rejoin code: \r\nNo answer within 0.01 seconds.\r\n")


def test_an_answer_too_long_for_a_code_costs_one_try_and_says_so() -> None:
    """(PLAYTEST83.) A wrong clipboard pasted at the prompt ended the question with its tries unused, and nothing
    said why."""
    class Asked(Typing):
        def __init__(self, *reads: bytes) -> None:
            super().__init__(b"")
            self.reads = list(reads)

        async def read(self, size: int) -> bytes:
            return self.reads.pop(0) if self.reads else b""

        def get_terminal_size(self) -> tuple[int, int, int, int]:
            return 80, 24, 0, 0

    process = Asked(b"a" * 300 + b"\r", b"r8qr27\r")
    assert asyncio.run(ask_code(process, "Ben", "en", lambda code: code == "r8qr27")) == "r8qr27"  # type: ignore[arg-type]
    shown = bytes(process.shown).decode()
    assert bytes(process.shown).startswith(RESET + CLEAR)   # (PLAYTEST83: the dead session's table and modes go
                                                             # first; REVIEW106: on a clear screen, from its top)
    assert "That is too long to be a code (2 left)." in shown                     # said, and one try spent:
    assert shown.count("Rejoin code: ") == 2 and "not this seat's code" not in shown   # (REVIEW105: not two)


@pytest.mark.parametrize(("lang", "title", "seats", "answers"), [
    ("en", "> #3 Evil Seven", "Gina, Hans, Robo (bot medium) · playing", "answers: 1"),
    ("de", "> #3 Böse Sieben", "Gina, Hans, Robo (Bot mittel) · spielt", "Antworten: 1")])
async def test_the_connection_check_leaves_the_chosen_table_whole_at_60x20(lang: str, title: str, seats: str,
                                                                          answers: str) -> None:
    """PLAYTEST215 F3: at 60x20, after Space, the list of tables kept one row: the chosen table's seats and state
    never showed; PLAYTEST216 F1: in German (longer key lines) it kept none."""
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Quinn", lang, seat_end)
    async with app.run_test(size=(60, 20)) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        await fake.send({"type": "hello", "user": "Quinn", "seat": None, "names": []})
        tables = [{**table(True, ["Gina", "Hans", "Robo"]), "number": number, "ruleset": "evil-seven"}
                  for number in (3, 4, 5)]
        await fake.send({"type": "lobby", "tables": tables, "rulesets": ["standard"]})
        await until(pilot, lambda: title in screen_text(app), "the tables")
        await pilot.press("space")
        assert (await fake.receive())["type"] == "ping"
        await fake.send({"type": "pong", "n": 1})
        await until(pilot, lambda: answers in screen_text(app), "the check")
        rows = screen_text(app).replace("\xa0", " ").splitlines()
        chosen = next(index for index, row in enumerate(rows) if title in row)
        assert seats in rows[chosen + 1], rows
        fake.close()


async def test_at_60x20_a_groups_table_in_play_shows_whole_below_its_long_where_line() -> None:
    """PLAYTEST231 N2: at 60x20 a group of four, their seats played by bots, read their table as "> #7
    Erftschmiede-MauMau" alone: the where-line took three rows and blank rows the rest; who sat there and "spielt"
    showed only at 80x24."""
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", "de", seat_end)
    async with app.run_test(size=(60, 20)) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        await fake.send({"type": "hello", "user": "Anna", "seat": None, "names": []},
                        {"type": "group", "names": ["Anna", "Ben", "Dora", "Carla"]})
        ours = {**table(True, ["Anna", "Ben", "Dora", "Robo", "Carla"]), "number": 7, "ruleset": "erftschmiede",
                "levels": ["", "", "", "medium", ""], "stand_ins": [0, 1, 2]}
        other = {**table(True, ["Xaver", "Yvonne"]), "number": 2, "levels": ["", ""]}
        await fake.send({"type": "lobby", "tables": [other, ours], "rulesets": ["standard"]})
        await until(pilot, lambda: "> #7 Erftschmiede-MauMau" in screen_text(app), "the tables")
        await until(pilot, lambda: "Tisch #7" in screen_text(app), "the where-line")
        rows = screen_text(app).replace("\xa0", " ").splitlines()
        assert "#2 Mau-Mau · Xaver, Yvonne · spielt" in screen_text(app), rows
        chosen = next(index for index, row in enumerate(rows) if "> #7" in row)
        assert "Robo (Bot mittel)" in " ".join(rows[chosen:chosen + 4]), rows
        assert rows[chosen + 3].strip() == "spielt", rows
        fake.close()


GROUP_TABLES = [
    {**table(True, ["Anna", "Ben"]), "levels": ["", ""]},
    {**table(True, ["Dora", "Robo", "Bibi"]), "number": 3, "levels": ["", "easy", "hard"], "stand_ins": [0],
     "parked": ["Dora"]},
    {**table(True, ["Emil", "Fritz", "Gina", "Hugo", "Robo"]), "number": 4, "ruleset": "erftschmiede",
     "levels": ["", "", "", "", "medium"], "stand_ins": [0, 1, 2, 3], "parked": ["Emil", "Fritz", "Gina", "Hugo"]}]


@pytest.mark.parametrize(("size", "check", "news"), [((60, 20), True, False), ((60, 21), True, False),
                                                     ((60, 24), True, False), ((60, 25), True, False),
                                                     ((60, 20), False, True)])
async def test_a_groups_table_between_hands_shows_whole_with_the_check_or_a_news_on_a_short_terminal(
        size: tuple[int, int], check: bool, news: bool) -> None:
    """PLAYTEST237 F1, F3, F4, N1, N3: a German group of four, its table between hands, was cut: at 60x20 and 60x21
    with the connection check (the list shown scrolled to the table above), at 60x24 with the check (then not a short
    terminal), and at 60x20 by a news of three rows that came after the list had scrolled; an empty notice and the
    list's last line kept two blank rows; when the scroll bar came, a seat line broke before it and left "(Bot"
    alone on a row."""
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Emil", "de", seat_end)
    async with app.run_test(size=size) as pilot:
        fake = await FakeHost.open(host_end)
        assert (await fake.receive())["type"] == "hello"
        await fake.send({"type": "hello", "user": "Emil", "seat": None, "names": []},
                        {"type": "group", "names": ["Emil", "Fritz", "Gina", "Hugo"]},
                        {"type": "lobby", "tables": GROUP_TABLES, "rulesets": ["standard"]})
        await until(pilot, lambda: "> #4 Erftschmiede-MauMau" in screen_text(app), "the tables")
        if check:
            await pilot.press("space")
            assert (await fake.receive())["type"] == "ping"
            await fake.send({"type": "pong", "n": 1})
            await until(pilot, lambda: "Antworten: 1" in screen_text(app), "the check")
        if news:
            await fake.send({"type": "news", "texts": {"de": "Die Partie ist vorbei. Verloren: Ben. Am besten: Anna (0 "
                                                              "Punkte). Der Tisch wurde neu gedeckt: #4 (Enter: dort Platz "
                                                              "nehmen)"}, "table": 4})
            await until(pilot, lambda: "neu gedeckt" in screen_text(app), "the news")
        for _ in range(3):
            await pilot.pause()
        rows = screen_text(app).replace("\xa0", " ").splitlines()
        chosen = next(index for index, row in enumerate(rows) if "> #4" in row)
        last = next(index for index, row in enumerate(rows) if row.strip().startswith("↑↓"))
        whole = " ".join(row.strip(" ▇▆▅▄▃▂▁") for row in rows[chosen:last])
        assert "Robo (Bot mittel)" in whole and "wartet auf Emil, Fritz, Gina, Hugo" in whole, rows
        title = next(index for index, row in enumerate(rows) if "Lobby · Emil" in row)
        end = next(index for index, row in enumerate(rows) if index > chosen and "Gina, Hugo" in row)
        assert all(row.startswith(("  > ", "    ")) for row in rows[title + 1:end + 1] if row.strip()), rows   # (no
        assert all(row.strip() for row in rows[chosen:end + 1]), rows                                  # lone word)
        fake.close()
