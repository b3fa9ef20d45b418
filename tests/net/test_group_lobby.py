"""Bringing people to one's terminal in the lobby (Pilot): ``g``, the names on one line, Enter.

A name the rule refuses, or somebody already on the server, is one line in the player's language; the group the
host agreed to is shown; a table made with it seats them together, and the first decision at the table comes
after the hand-off screen, which shows no hand.  Back in the lobby (``q``) and Enter on the table gives every
seat of the group back.
"""

from __future__ import annotations

import asyncio
import socket

import pytest
from textual import events
from textual.widgets import Input, Static

from maumau_tui.cards import card_label
from maumau_tui.net.group_screen import MAX_TYPED, GroupScreen, group_names
from maumau_tui.net.host import Hub
from maumau_tui.net import lobby
from maumau_tui.net.lobby import Lobby
from maumau_tui.net.lobby_screen import LobbyScreen
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import in_lobby, join, seat_app, until
from net_helpers import screen_text as nbsp_text


def screen_text(app: SeatApp) -> str:
    return nbsp_text(app).replace("\xa0", " ")


def test_names_are_split_at_commas_and_blanks() -> None:
    assert group_names(" Ben,Carla  Dora,, ") == ["Ben", "Carla", "Dora"]
    assert group_names("  ") == []


async def test_a_group_made_in_the_lobby_sits_together_and_comes_back_together(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lobby, "fresh_seed", lambda: 511025150)   # the table's seed: the same deal at every run
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    carla = await join(hub, "Carla")
    await carla.until("lobby")
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "de", anna_end)
    app.clock = clock = ManualClock()
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        assert "Plätze an diesem Terminal: Anna · g" in screen_text(app)
        await until(pilot, lambda: "\n" in str(app.lobby.query_one("#lobby-keys", Static).render()), "the key line")
        for item in word("de", "keys").split(" · "):     # it breaks between its items, never inside one
            assert item in screen_text(app), item
        await pilot.press("s")                         # no table to start: said until the next key
        nothing = word("de", "no_table_to_start")
        await until(pilot, lambda: nothing in screen_text(app), "the refusal in the lobby")
        await pilot.press("down")
        await until(pilot, lambda: nothing not in screen_text(app), "the refusal gone with the next key")
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
        box = app.screen.query_one("#group-box").region  # as tall as its lines, in the middle of the screen
        assert "z. B. Ben, Carla" in screen_text(app) and box.height <= 8 and box.y > 5, box
        await pilot.press("escape")
        for typed, refusal in (("Ben Hur!", "„Hur!“ geht nicht als Name"), ("carla", "carla ist schon auf dem Server")):
            await pilot.press("g")
            await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
            await pilot.press(*typed, "enter")
            await until(pilot, lambda: refusal in screen_text(app), f"the refusal of {typed!r}")
            assert app.lobby.group == ["Anna"]          # said in the question, which stays open with the names
            assert isinstance(app.screen, GroupScreen) and app.screen.query_one(Input).value == typed
            await pilot.press("c")                      # a key typed now goes to the line, not to the lobby
            await pilot.pause()
            assert isinstance(app.screen, GroupScreen) and app.screen.query_one(Input).value == typed + "c"
            await pilot.press("escape")
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
        await pilot.press(*"Ben", "enter")
        await until(pilot, lambda: "Plätze an diesem Terminal: Anna, Ben" in screen_text(app), "the group agreed")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the question closed")
        await pilot.press("g")                         # the names there stay: what is typed adds to them
        await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
        await pilot.press(*" Dora", "enter")
        await until(pilot, lambda: "Plätze an diesem Terminal: Anna, Ben, Dora" in screen_text(app), "Dora added")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the question closed")
        await pilot.press("g")
        await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
        await pilot.press(*["backspace"] * len(" Dora"), "enter")
        await until(pilot, lambda: app.lobby.group == ["Anna", "Ben"], "Dora gone again")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the question closed")
        await pilot.press("c")                         # the form: two seats, both people (no bot to wait for)
        await until(pilot, lambda: not isinstance(app.screen, LobbyScreen), "the form")
        await pilot.pause()
        assert "Platz 2: Mensch (Ben)" in screen_text(app)   # the form says whose the person seat is
        await pilot.press("down", "left", "enter")
        await until(pilot, lambda: bool(hub.lobby.tables) and hub.lobby.tables[1].seats == [("Anna", None),
                                                                                             ("Ben", None)],
                    "Ben in the seat after Anna's")
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the first hand-off")
        host = hub.lobby.tables[1].host
        assert host is not None and app.group is not None and app.group.seat is None
        text = screen_text(app)
        hands = {card_label(code) for seat in (0, 1) for code in host.table.game.hands[seat]}
        assert not {label for label in hands if label in text} - {card_label(host.table.game.top)}, text
        await carla.send({"type": "watch", "table": 1})
        await carla.until("seated")
        assert hub.lobby.listing()[0]["watchers"] == 1     # Carla; not the group's own public view
        clock.advance(app.settings.handoff_guard)
        await pilot.press("enter")
        await until(pilot, lambda: not isinstance(app.screen, HandoffScreen) and app.group is not None
                    and app.group.seat is not None, "a hand on screen")   # (or the holder's question over it)
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "the question")
        await pilot.pause()
        assert "Alle an diesem Terminal zurück in die Lobby?" in screen_text(app)   # asked for both seats
        await pilot.press("j")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and host.table.is_bot(1), "the lobby, bots")
        assert host.table.is_bot(0)
        await pilot.press("w")                         # watching their own table: a watcher's words, no hand-offs
        await until(pilot, lambda: "Du schaust zu: keine Hand wird gezeigt." in screen_text(app), "the watcher's box")
        assert app.group is None and "bis die nächste Person die Tastatur nimmt" not in screen_text(app)
        await pilot.press("escape")                    # no seat to give to a bot: back at once, nothing asked
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await pilot.press("enter")
        await until(pilot, lambda: not host.table.is_bot(0) and not host.table.is_bot(1), "both seats back")
        await until(pilot, lambda: app.group is not None and len(app.group.seats) == 2, "the group again")
    await carla.leave()
    serving.cancel()


async def test_a_group_question_gone_with_the_lobby_leaves_no_trace_for_the_next_refusal() -> None:
    """Playtest 75: "w g" in one burst opened the table to watch and the question of who else plays here on the way;
    the question went with the lobby, but the lobby still sent every later refusal to it, and the next one (Enter on
    a table in play) ended the session."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    anna, ben = await in_lobby(hub, "Anna"), await in_lobby(hub, "Ben")
    await anna.send({"type": "create", "ruleset": "standard", "options": {}, "seats": [None, "medium"]})
    await ben.until("lobby")
    await ben.send({"type": "join", "table": 1})
    await anna.until("lobby")
    await anna.send({"type": "start"})
    await anna.until("seated")
    app, serving = seat_app(hub, "Kai")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.screen.tables), "the table listed")
        for key in ("w", "g"):                              # watch, and the group question, in one read
            event = events.Key(key, key)
            event.set_sender(app)
            app.post_message(event)
        await until(pilot, lambda: not isinstance(app.screen, (LobbyScreen, GroupScreen)), "the table watched")
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby again")
        await pilot.press("enter")                          # a table in play without a seat: refused
        await until(pilot, lambda: app.return_code is not None or bool(getattr(app.screen, "notice", "")),
                    "the refusal on the lobby's notice line")
        assert app.return_code is None and isinstance(app.screen, LobbyScreen), screen_text(app)
    serving.cancel()


async def test_names_pasted_beyond_the_fields_room_are_cut_to_it_and_enter_says_why_not() -> None:
    """PLAYTEST168 F1: a paste longer than the room the field had left vanished with only the bell (Textual's field
    refuses a change past its ``max_length`` whole); it is cut to that room, and Enter's answer says the rest."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    app, serving = seat_app(hub)
    pasted = ", ".join(f"Spieler{number:02d}" for number in range(1, 13))     # twelve names, 130 characters
    assert len(pasted) > MAX_TYPED
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        await pilot.press("g", *"Ben ")
        await until(pilot, lambda: isinstance(app.screen, GroupScreen), "the group's question")
        field = app.screen.query_one(Input)
        app.post_message(events.Paste(pasted))                               # as the terminal's bracketed paste
        await pilot.press("enter")
        answer = "At most 5 people can play with you at one terminal."
        await until(pilot, lambda: answer in screen_text(app) or app.lobby.group != ["Anna"], "the host's answer")
        assert field.value == ("Ben " + pasted)[:MAX_TYPED]                    # what fits, after what was typed
        assert answer in screen_text(app) and isinstance(app.screen, GroupScreen)
    serving.cancel()


async def test_at_60_columns_the_terminals_seats_and_g_break_between_them() -> None:
    """PLAYTEST187: at 60x20 in German "Plätze an diesem Terminal: Ben · g: wer hier noch" left "mitspielt" alone on
    the next line."""
    hub = Hub(Lobby(make_referee=lambda table, delay: Referee(table, ManualClock(), delay)))
    anna_end, host_end = socket.socketpair()
    serving = asyncio.create_task(hub.serve(host_end, "Anna"))
    app = SeatApp("Anna", "de", anna_end)
    async with app.run_test(size=(60, 20)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and app.link is not None, "the lobby")
        await until(pilot, lambda: any("g: wer hier noch mitspielt" in row for row in screen_text(app).splitlines()),
                    "the g item whole on its row")
        assert any("Plätze an diesem Terminal: Anna" in row for row in screen_text(app).splitlines())
    serving.cancel()


def test_the_group_questions_example_never_names_the_player() -> None:
    """PLAYTEST219 N6: Ben read "e.g. Ben, Carla" just above "you (Ben) are in already"."""
    from maumau_tui.net.group_screen import example

    assert example("en", "Anna") == "e.g. Ben, Carla" and example("de", "Anna") == "z. B. Ben, Carla"
    assert example("en", "ben") == "e.g. Carla, Dana" and example("en", "Carla") == "e.g. Ben, Dana"
