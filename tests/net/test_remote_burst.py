"""A remote seat between its move and the host's answer: a burst of keys right after one's own move is refused
with the true reason (the move is on its way), sends no second move, and asks nothing; once the host answers,
refused or accepted, the keys count again.  The host here is written by hand (``FakeHost``), so the answer
comes exactly when the test sends it.  Also what a remote table screen shows beside the view: each bot's level
(the host's ``levels``), for a watcher, a hand box that says so, and why a countdown stands still.
"""

from __future__ import annotations

import socket
from dataclasses import replace
from typing import Any

import pytest

from textual import events
from textual.pilot import Pilot
from textual.widgets import Label

from maumau_tui.engine.views import View
from maumau_tui.net.away_screen import AwayScreen
from maumau_tui.net.hand_end import hand_end_message
from maumau_tui.net.host import TableHost
from maumau_tui.net.protocol import view_to_json
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.tui.textual_private import notifications
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.notation import format_move
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.dialogs import QuitScreen
from maumau_tui.tui.screens.table import TableScreen
from net_helpers import FakeHost, FakeReferee, screen_text, until

SEATS: list[tuple[str, str | None]] = [("Anna", None), ("Ben", None), ("Robo", "hard")]
ON_ITS_WAY = "Your move is on its way to the table: wait for its answer."


def a_deal_for_anna() -> tuple[Table, int, int]:
    """A standard deal where Anna moves first, may not draw, holds a card that fits (in one move that passes
    the turn on) and one that does not: the first seed that gives one (the indices of both cards in her hand)."""
    for seed in range(200):
        table = Table.from_names("standard", SEATS, seed=seed)
        table.deal()
        seen = table.view_of(0)
        fits = [index for index, card in enumerate(seen.hand[:9]) if passes_on(seed, card)]
        stuck = [index for index, card in enumerate(seen.hand[:9])
                 if not any(move.kind == "play" and card in move.cards for move in seen.legal)]
        if table.actor == 0 and fits and stuck and not any(move.kind == "draw" for move in seen.legal):
            return table, fits[0], stuck[0]
    raise AssertionError("no such deal among 200 seeds")


def passes_on(seed: int, card: int) -> bool:
    """Whether ``card`` goes down in exactly one move after which somebody else acts (on a deal of its own)."""
    table = Table.from_names("standard", SEATS, seed=seed)
    table.deal()
    moves = [move for move in table.view_of(0).legal if move.kind == "play" and move.cards == (card,)]
    if len(moves) != 1 or moves[0].say:
        return False
    table.apply(0, moves[0])
    return table.actor != 0


def notes_of(app: SeatApp) -> list[str]:
    """Every notification the app shows from now on, in order."""
    told: list[str] = []
    notify = app.notify

    def noted(message: str, **options: Any) -> None:
        told.append(str(message))
        notify(message, **options)

    app.notify = noted   # type: ignore[method-assign]
    return told


def push(host: TableHost, seat: int | None, lines: list[str]) -> list[dict[str, Any]]:
    """What the table host pushes a seat after a change: its info, its view, its log."""
    seen: View = host.referee.view_of(seat)
    return [host.info(seat), {"type": "view", "view": view_to_json(seen)},
            {"type": "log", "start": 0, "lines": lines}]


def anna_app(table: Table) -> tuple[TableHost, SeatApp, list[str], socket.socket]:
    """The table's host (pushes made by hand), Anna's seat app, what it notifies, the host's end of its socket."""
    host = TableHost(FakeReferee(table))
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Anna", "en", seat_end)
    return host, app, notes_of(app), host_end


async def seat_anna(pilot: Pilot[None], host_end: socket.socket, host: TableHost) -> FakeHost:
    """The host's end answers the seat app's hello with Anna's seat and its first push; her table is shown."""
    fake = await FakeHost.open(host_end)
    assert (await fake.receive())["type"] == "hello"
    await fake.send({"type": "hello", "user": "Anna", "seat": 0, "names": host.table.names}, *push(host, 0, []))
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen), "Anna's table")
    return fake


async def test_keys_after_a_move_sent_are_refused_as_on_their_way_until_the_host_answers() -> None:
    table, fits, stuck = a_deal_for_anna()
    host, app, told, host_end = anna_app(table)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        fake = await seat_anna(pilot, host_end, host)
        assert "Robo 5 [bot, hard]" in screen_text(app).replace("\xa0", " ")   # the level, as the hot seat shows it
        screen = app.screen
        assert isinstance(screen, TableScreen)
        card = screen.view.hand[fits]

        await pilot.press(str(fits + 1), "enter")
        first = await fake.receive()
        assert first["type"] == "submit" and first["id"] == 1
        await pilot.press(str(fits + 1), "enter", str(stuck + 1), "enter", "d", "d", "p", "o")
        await until(pilot, lambda: len(told) >= 6, "a word for each move key of the burst")
        assert told == [ON_ITS_WAY] * 6, told             # not "play a card in [ ]", not "does not fit"
        await pilot.pause()
        shown = [str(note.message) for note in notifications(app)]
        assert shown.count(ON_ITS_WAY) == 1, shown       # one on the screen (PLAYTEST114 F7: three stacked)
        assert not isinstance(app.screen, ChoicePrompt)   # o listed nothing: the old view's moves are spent

        await fake.send({"type": "refused", "reason": "the table waits for Ben", "id": 1})
        await until(pilot, lambda: len(told) >= 7, "the refusal")
        assert told[-1] == "Not allowed: the table waits for Ben"
        await pilot.press(str(fits + 1), "enter")            # the same view counts again
        again = await fake.receive()                         # the next message: nothing was sent in the burst
        assert again["type"] == "submit" and again["id"] == 2 and again["move"] == first["move"]

        move = next(move for move in table.view_of(0).legal if format_move(move, table.names) == again["move"])
        assert move.cards == (card,)
        host.referee.submit(0, move)
        await fake.send(*push(host, 0, ["Anna plays a card."]))
        await pilot.press("d")
        await until(pilot, lambda: len(told) >= 8, "the key pressed between the new view and the answer")
        assert told[-1] == ON_ITS_WAY
        await fake.send({"type": "accepted", "id": 2})
        await until(pilot, lambda: not screen.remote.move_on_its_way, "the host's answer")  # type: ignore[attr-defined]
        await pilot.press("d")
        await until(pilot, lambda: len(told) >= 9, "the key after the answer")
        actor = table.actor
        assert actor is not None and told[-1] == f"It is {table.names[actor]}'s turn now.", told
        fake.close()


async def test_keys_that_come_in_one_read_with_the_move_are_told_it_is_on_its_way() -> None:
    """A terminal delivers a quick burst in one read: every key reaches the screen before the move's Enter has
    acted in the app; the keys after it are still judged after the move (not "play a card in [ ]")."""
    table, fits, _ = a_deal_for_anna()
    host, app, told, host_end = anna_app(table)
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await seat_anna(pilot, host_end, host)
        for key in (str(fits + 1), "enter", str(fits + 1), "enter", "d", "p"):   # all at once, as one read
            event = events.Key(key, "\r" if key == "enter" else key)
            event.set_sender(app)
            app.post_message(event)
        submitted = await fake.receive()
        assert submitted["type"] == "submit" and submitted["id"] == 1
        await until(pilot, lambda: len(told) >= 2, "a word for d and p")
        assert told == [ON_ITS_WAY] * 2, told
        fake.close()


async def dora_watches(pilot: Pilot[None], host_end: socket.socket, host: TableHost,
                       info: dict[str, Any] | None = None) -> FakeHost:
    """The host's end seats Dora's app as a watcher of ``host``'s table (``info``: in place of the table's own)."""
    fake = await FakeHost.open(host_end)
    assert (await fake.receive())["type"] == "hello"
    table_info, *rest = push(host, None, [])
    await fake.send({"type": "hello", "user": "Dora", "seat": None, "names": []},
                    {"type": "seated", "seat": None, "names": host.table.names, "table": 1}, info or table_info, *rest)
    await until(pilot, lambda: isinstance(pilot.app.screen, TableScreen), "the table Dora watches")
    return fake


def dora_beside_annas_deal() -> tuple[TableHost, socket.socket, SeatApp]:
    """A host at Anna's first deal, Dora's seat app and the host's end of her connection."""
    table, _, _ = a_deal_for_anna()
    seat_end, host_end = socket.socketpair()
    app = SeatApp("Dora", "en", seat_end)
    app.clock = ManualClock()       # (a countdown runs on it: the test holds it)
    return TableHost(FakeReferee(table)), host_end, app


async def test_a_watcher_is_told_no_hand_is_shown() -> None:
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        text = screen_text(app).replace("\xa0", " ")
        assert "You are watching: no hand is shown." in text
        assert "Hands stay hidden" not in text
        told = notes_of(app)
        await pilot.press("enter", "d")                  # a watcher's move keys say that she watches
        await until(pilot, lambda: told and set(told) == {"You are watching: no hand is shown."}, "the reason")
        await pilot.press("question_mark")              # the help of a watcher: no keys of a player (PLAYTEST114 F15)
        await until(pilot, lambda: "You are watching this table" in screen_text(app), "the watcher's help")
        assert "draw a card" not in screen_text(app) and "Esc, q" in screen_text(app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        await pilot.press("q")                           # no seat to leave to a bot: back to the lobby at once
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        assert (await fake.receive())["type"] == "leave"
        fake.close()


async def test_a_countdown_that_stands_still_says_why() -> None:
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(100, 24)) as pilot:
        info, *rest = push(host, None, [])              # a window open, its clock held
        fake = await dora_watches(pilot, host_end, host, {**info, "open_left": 3.0, "held": True})
        status = app.screen.query_one("#status", Label)
        await until(pilot, lambda: "3 s left (the clock is paused while someone answers)" in str(status.render()),
                    "the held countdown, said")
        await fake.send({**info, "open_left": 2.0, "held": False}, *rest)     # it runs again: no word of it
        await until(pilot, lambda: "s left" in str(status.render()) and "paused" not in str(status.render()),
                    "the running countdown")
        fake.close()


async def test_a_countdown_fits_on_the_status_line_of_a_narrow_terminal() -> None:
    """The window's title and time left are one part of the line, said as the time alone where there is no room;
    they were added after the fitted line and broke it between "8" and "s left" (playtest 39)."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(60, 24)) as pilot:
        info, *rest = push(host, None, [])
        fake = await dora_watches(pilot, host_end, host, {**info, "open_left": 8.0, "held": True})
        status = app.screen.query_one("#status", Label)
        await until(pilot, lambda: "8 s left" in str(status.render()), "the countdown")
        assert str(status.render()) == " Waiting for Anna. · 8 s left (paused)"
        assert " Waiting for Anna. · 8 s left (paused)\n" in screen_text(app).replace("\xa0", " ")
        fake.close()


@pytest.mark.parametrize(("kind", "lang", "said", "width"), [("swap", "en", "swap: 8 s left", 60),
                                                              ("block", "en", "block: 8 s left", 60),
                                                              ("block", "de", "Blocken: noch 8 s", 60),
                                                              ("block", "de", "Blocken: noch 8 s", 120)])
async def test_a_short_countdown_says_what_it_is_for(kind: str, lang: str, said: str, width: int) -> None:
    """(PLAYTEST100 F5: at 80 columns a seat not asked read "Waiting for Cleo. · 7 s left", for what not said; PLAYTEST101
    L2: where it fitted, the question's own words, "mit Herz 5 blocken?", read as asked of the seat that was not.)"""
    table, _, _ = a_deal_for_anna()
    seat_end, host_end = socket.socketpair()
    host, app = TableHost(FakeReferee(table)), SeatApp("Dora", lang, seat_end)
    app.clock = ManualClock()       # (8 s left stays 8 s however long the machine takes to show it)
    async with app.run_test(size=(width, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        info, _, log = push(host, None, [])
        view = {"type": "view", "view": view_to_json(replace(host.referee.view_of(None), window_kind=kind))}
        await fake.send({**info, "open_left": 8.0, "held": False}, view, log)
        status = app.screen.query_one("#status", Label)
        await until(pilot, lambda: said in str(status.render()), "the countdown")
        assert str(status.render()).endswith(" · " + said) and "?" not in str(status.render())
        fake.close()


async def test_a_watcher_who_quits_is_not_told_a_bot_plays_a_seat() -> None:
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        await fake.send({"type": "code", "code": "qq11zz"})       # a code from a seat she had at another table
        await until(pilot, lambda: app.link is not None and app.link.code == "qq11zz", "the code")
        await pilot.press("ctrl+c")
        await until(pilot, lambda: isinstance(app.screen, QuitScreen), "the quit question")
        text = " ".join(screen_text(app).split())
        assert "End the connection to the server?" in text and "A bot plays your seat" not in text
        await pilot.press("y")
        await until(pilot, lambda: app.leaving, "the app ending")
    assert app.farewell == ""                                      # nothing to take back
    fake.close()


async def test_a_watcher_is_not_shown_a_rejoin_code_while_the_table_waits_for_a_dropped_player() -> None:
    """Playtest 33: the notice said "Your rejoin code: ... only with it you get your seat back" to a watcher, with
    the code of a seat she had at another table."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        await fake.send({"type": "code", "code": "qq11zz"})       # a code from a seat she had at another table
        await until(pilot, lambda: app.link is not None and app.link.code == "qq11zz", "the code")
        await fake.send({"type": "pause", "seat": 1, "name": "Ben", "seconds": 120, "waits": True})
        await until(pilot, lambda: isinstance(app.screen, AwayScreen), "the notice")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Ben lost the connection." in text and "qq11zz" not in text and "rejoin code" not in text
        fake.close()


async def test_a_watcher_of_a_match_everybody_left_is_told_it_stands_still_on_the_status_line() -> None:
    """Playtest 33: the toast said so, but the status line went on saying a bot was thinking, for minutes."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        await fake.send({"type": "left_by_all"})
        status = app.screen.query_one("#status", Label)
        await until(pilot, lambda: "Everyone has left this match: it is paused" in str(status.render()), "the status")
        shown = lambda: [str(note.message) for note in notifications(app)]   # noqa: E731
        assert any("Everyone has left" in note for note in shown()), shown()
        await pilot.press("q")                           # to the lobby (and on to watch another table)
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        assert shown() == []                             # PLAYTEST36: its 30-second notice followed her there
        fake.close()


async def test_a_watcher_at_a_hands_end_is_not_asked_for_the_next_deal() -> None:
    """Watching the table of her own seat (a bot plays it), Dora was shown the player's hand end: `n`, "You are
    ready", her rejoin code, and "Not allowed" from the host when she pressed `n` (playtest 28)."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(80, 24)) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        await fake.send({"type": "code", "code": "qq11zz"})       # the code of her seat, a bot in it meanwhile
        ended = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=3)
        ended.deal()
        while not ended.hand_over:
            ended.apply(ended.game.seats_to_act()[0], ended.game.legal_moves()[0])
        await fake.send(hand_end_message(ended, ["Anna"]))
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        text = " ".join(screen_text(app).split())
        assert "You are watching · q: back to the lobby" in text and "Waiting for: Anna" in text
        assert "ready for the next hand" not in text and "qq11zz" not in text and "Next hand" not in text
        await pilot.press("n")
        await pilot.pause()
        assert not app.screen.asked                              # nothing sent, nothing said
        await pilot.press("q")                                    # no seat to hand to a bot: back at once
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        assert (await fake.receive())["type"] == "leave"
        fake.close()


async def test_a_watchers_burst_of_keys_shows_one_notice() -> None:
    """PLAYTEST108 F4: stray keys at a watched table stacked one "You are watching" notice per key (and, without a
    dialog over the table, none stayed at all: a private notice goes from a screen that shows no hand)."""
    host, host_end, app = dora_beside_annas_deal()
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        fake = await dora_watches(pilot, host_end, host)
        for key in ["c", "d", "f", "m", "o", "1", "2", "enter", "space", "p", "n"]:
            app.screen.post_message(events.Key(key, None if len(key) > 1 else key))
        await until(pilot, lambda: bool(notifications(app)), "the notice")
        for _ in range(5):
            await pilot.pause()
        assert [note.message for note in notifications(app)] == ["You are watching: no hand is shown."]
        fake.close()
