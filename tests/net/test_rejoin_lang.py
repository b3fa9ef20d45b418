"""A player who comes back to their seat gets the language they chose for it (PLAYTEST95 F2: Ben chose German with
``e`` in the lobby, his connection dropped, and the rejoin question and the whole table came back in English, the
language of his client's locale, with no key at the table to switch).  The seat remembers the language its person
chose (the table's save too), and the server asks for the rejoin code in it and starts the seat process in it; the
name was typed by whoever connects, and a language is no secret.  The question and the hand's title say the same
word for the code in each language."""

from __future__ import annotations

import asyncio
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from maumau_tui.net import server as server_module
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.looks import sit_down
from maumau_tui.net.rejoin import WORDS, intro
from maumau_tui.net.saving import TableSaves
from maumau_tui.net.server import MESSAGES, TableServer
from maumau_tui.net.session import Limits
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from net_helpers import Login, Raw, join
from test_away import a_table, seated

ENGLISH = {"LANG": "en_GB.UTF-8"}   # the clients' locale


async def german_ben(hub: Hub) -> Raw:
    """Ben's seat process, German (``e`` in the lobby before the table started), seated."""
    ben = await join(hub, "Ben", hello=False)
    await ben.send({"type": "hello", "user": "Ben", "lang": "de"})
    await ben.until("log")
    return ben


async def back_again(hub: Hub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, login: Login) -> list[str]:
    """``login`` connects: the arguments its seat process is started with (none: refused)."""
    started: list[list[str]] = []

    async def seat_process(process: Any, limits: Any, args: list[str], *rest: Any) -> None:
        started.append(args)

    async def not_served(*args: Any, **kwargs: Any) -> None:
        return None

    monkeypatch.setattr(server_module, "run_session", seat_process)
    server = TableServer(Limits(), tmp_path, hub=hub)
    monkeypatch.setattr(server.hub, "serve", not_served)
    await asyncio.wait_for(server.handle(login), 10)   # type: ignore[arg-type]
    return started[0] if started else []


async def test_a_player_back_at_their_seat_is_asked_and_seated_in_the_language_they_chose(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await german_ben(hub)
    code = ben.code
    assert code is not None
    await ben.leave()                                  # Ben's connection drops
    await anna.until("pause")
    login = Login("Ben", f"{code}\r", ENGLISH, "xterm-256color")   # his client's locale is English
    args = await back_again(hub, tmp_path, monkeypatch, login)
    shown = bytes(login.shown).decode()
    assert "Ben hat einen Platz an einem Tisch, der gerade spielt." in shown and "Rückkehr-Code: " in shown, shown
    assert "rejoin" not in shown
    assert args[args.index("--lang") + 1] == "de"      # the table in German too
    anna_login = Login("Anna", "", ENGLISH, "xterm-256color")   # Anna (English, still connected) is refused in English
    assert await back_again(hub, tmp_path, monkeypatch, anna_login) == []
    assert "Anna is playing this seat from another terminal" in bytes(anna_login.shown).decode()
    await anna.leave()


async def test_a_seat_taken_is_refused_in_the_language_of_whoever_connects(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST281 N1: a second log-in as Bert, who plays in German, was refused in German to a client whose locale
    is English: the refusal is read by somebody who is not given the seat."""
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await german_ben(hub)
    login = Login("Ben", "", ENGLISH, "xterm-256color")
    assert await back_again(hub, tmp_path, monkeypatch, login) == []
    shown = bytes(login.shown).decode()
    assert "Ben is playing this seat from another terminal" in shown and "spielt" not in shown, shown
    dumb = Login("Ben", "", ENGLISH, "dumb")                       # (REVIEW277 R2: any refusal before the question)
    assert await back_again(hub, tmp_path, monkeypatch, dumb) == []
    assert MESSAGES["en"]["dumb"] in " ".join(bytes(dumb.shown).decode().split()), bytes(dumb.shown)
    for raw in (anna, ben):
        await raw.leave()


async def chosen_in_the_lobby(hub: Hub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, raw: Raw, choice: dict[str, Any],
                              login: Login) -> list[str]:
    """``raw`` goes from its table to the lobby (q: a bot plays the seat), chooses there (``choice``: a language, the
    cards' look), quits (Ctrl+C) and logs in again (``login``): the seat process's arguments."""
    await raw.send({"type": "leave"})
    await raw.until("lobby")
    await raw.send(choice)
    await raw.send({"type": "bye", "reason": "leaving"})
    await raw.leave()
    return await back_again(hub, tmp_path, monkeypatch, login)


async def test_a_language_chosen_in_the_lobby_while_a_bot_plays_the_seat_is_the_seats_from_then_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await german_ben(hub)
    login = Login("Ben", f"{ben.code}\r", ENGLISH, "xterm-256color")
    login.env = {"LANG": "de_DE.UTF-8"}
    args = await chosen_in_the_lobby(hub, tmp_path, monkeypatch, ben, {"type": "lang", "lang": "en"}, login)  # e
    assert "Ben has a seat at a table in play." in bytes(login.shown).decode()
    assert args[args.index("--lang") + 1] == "en"
    await anna.leave()


def kept_table(tmp_path: Path) -> tuple[TableHost, Hub, TableSaves]:
    """Anna and Ben's table, its saves kept in ``tmp_path`` (for a server that restarts)."""
    table, referee, clock, hub = a_table()
    host = hub.places["ben"][0]
    saves = TableSaves(tmp_path)
    saves.keep(host)
    return host, hub, saves


def restarted(saves: TableSaves, tmp_path: Path) -> TableHost:
    """The server stops (its saves written) and starts again: the table resumed from them."""
    saves.close()
    (again,) = TableSaves(tmp_path).resume(lambda resumed: TableHost(Referee(resumed, ManualClock(), 1.0)))
    return again


async def test_a_restarted_server_knows_each_seats_language(tmp_path: Path) -> None:
    """Saved as each person sits down (PLAYTEST154 F8: a restart before anybody moved forgot them)."""
    host, hub, saves = kept_table(tmp_path)
    anna, ben = await seated(hub, "Anna"), await german_ben(hub)
    assert host.langs == {0: "en", 1: "de"}
    again = restarted(saves, tmp_path)
    assert again.langs == {0: "en", 1: "de"}
    await anna.leave()
    await ben.leave()


def test_sitting_down_saves_the_seats_language_and_letters_where_they_change() -> None:
    """PLAYTEST154 F8, the cards as letters too (``k`` in the lobby, then the table started)."""
    written: list[int] = []
    host = SimpleNamespace(langs={}, letters={}, orders={}, state_changed=lambda: written.append(1))
    connection = SimpleNamespace(lang="de", letters=True, by_suit=None)
    sit_down(host, connection, 1)  # type: ignore[arg-type]
    assert host.langs == {1: "de"} and host.letters == {1: True} and host.orders == {} and written == [1]
    sit_down(host, connection, 1)  # type: ignore[arg-type]
    assert written == [1]                              # the same again: nothing to write
    connection.by_suit = True                          # g at another table of this terminal: this seat takes it
    sit_down(host, connection, 1)  # type: ignore[arg-type]
    assert host.orders == {1: True} and written == [1, 1]


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_question_calls_the_code_what_the_hands_title_calls_it(lang: str) -> None:
    called = word(lang, "code_title", code="").strip()                     # "Rückkehr-Code", "rejoin code"
    assert WORDS[lang]["ask"].rstrip(": ").casefold() == called.casefold()
    assert called in WORDS[lang]["intro"]


async def test_a_group_is_asked_for_its_terminals_code_by_all_its_names(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAYTEST117 F9: a group's terminal that came back was asked "Ida has a seat at a table in play" for the code
    that gives back every seat of the group, the code its hand-offs call "this terminal's rejoin code"."""
    table, referee, clock, hub = a_table()
    ben = await seated(hub, "Ben")
    hub.places["ben"][0].claims.group([1, 0])          # Ben plays Anna's seat from his terminal too
    code = ben.code
    assert code is not None
    await ben.leave()
    login = Login("Ben", f"{code}\r", ENGLISH, "xterm-256color")
    assert await back_again(hub, tmp_path, monkeypatch, login)
    shown = bytes(login.shown).decode().replace("\r\n", " ")
    assert "Ben and Anna have seats at a table in play. Enter this terminal's rejoin code" in shown, shown
    german = intro("de", "Ida", ["Jan", "Kai"])
    assert german.startswith("Ida, Jan und Kai haben Plätze an einem Tisch, der gerade spielt."), german
    alone = intro("en", "Ben", [])
    assert alone.startswith("Ben has a seat at a table in play."), alone
    assert "hand-off" not in alone and "Übergabe" not in intro("de", "Ben", [])   # (PLAYTEST129 F7: a person
    #                                                     alone was told of the hand-offs of a terminal of several)


@pytest.mark.parametrize(("env", "lang"), [({}, "de"), ({"LANG": "en_GB.UTF-8"}, "en"), ({"LC_ALL": "de_AT.UTF-8"}, "de"),
                                           ({"LANG": "C"}, "de"), ({"LC_ALL": "C.UTF-8", "LANG": "en_US"}, "en")])
async def test_a_client_that_says_no_language_gets_the_servers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               env: dict[str, str], lang: str) -> None:
    """PLAYTEST274 F3: Windows' OpenSSH and PuTTY send no LANG, and their players came to an English lobby whatever
    the host chose; the server's language (``serve --lang``) is theirs now, a client's own locale still first."""
    started: list[list[str]] = []

    async def seat_process(process: Any, limits: Any, args: list[str], *rest: Any) -> None:
        started.append(args)

    monkeypatch.setattr(server_module, "run_session", seat_process)
    server = TableServer(Limits(), tmp_path, lang="de")
    await asyncio.wait_for(server.handle(Login("Oma", "", env, "xterm-256color")), 10)   # type: ignore[arg-type]
    [args] = started
    assert args[args.index("--lang") + 1] == lang
