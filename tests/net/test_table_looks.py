"""At a table of the server each player sets their own language and cards (playtests: the table had no key to switch
the language, only the lobby's ``e`` and ``k``).  ``s`` at the table, the hot seat's key for its settings, opens a
dialog of exactly those two; they change this terminal's screen alone (its log worded again by the host, its hand,
its keys), the host words what it says to the seat in the language, and the seat keeps both: a player back after a
drop gets the cards they chose as they get the language (a player who chose letters got symbols again), also after
a restart of the server."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from maumau_tui.net.looks_screen import LooksScreen
from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.words import word
from maumau_tui.tui.screens.dialogs import HelpScreen
from maumau_tui.tui.screens.hand_keys import in_suit_order
from net_helpers import Login, join, member, screen_text, seat_app, until
from test_away import a_table, seated
from test_group_host import a_group_at_a_table, a_hub
from test_lobby_return import table_in_play
from test_rejoin_lang import ENGLISH, back_again, chosen_in_the_lobby, kept_table, restarted
from test_remote_burst import notes_of

SUITS = set("♠♥♦♣")


async def test_s_at_the_table_sets_this_terminals_language_and_cards_and_the_host_learns_them() -> None:
    hub = table_in_play()
    host = hub.places["anna"][0]
    ben = await join(hub, "Ben")
    await ben.until("log")
    app, serving = seat_app(hub)
    shown = lambda: screen_text(app).replace("\xa0", " ")  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.pause()
        before = shown()
        assert "s: settings" in before.splitlines()[0] and "Ben deals 5 cards each." in before and SUITS & set(before)
        await pilot.press("s", "enter", "escape")      # Esc: nothing changes
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table again")
        assert app.settings.lang == "en" and not app.settings.ascii_cards
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the dialog")
        await pilot.press("enter")                     # Deutsch: the dialog says it in German at once
        await until(pilot, lambda: "Einstellungen dieses Terminals" in shown(), "the dialog in German")
        await pilot.press("down", "space")             # cards as letters
        await until(pilot, lambda: "Karten als Buchstaben (QD = Karo Dame): ‹ an ›" in shown(),
                    "letters chosen")
        await pilot.press("s")
        await until(pilot, lambda: "Ben gibt jedem 5 Karten." in shown(), "the log worded again in German")
        text = shown()
        assert "Ben deals" not in text and not SUITS & set(text) and "Deine Hand – Anna" in text and "Spielverlauf" in text
        assert "s: Einstellungen" in text.splitlines()[0] and "Legen" in text      # its keys too
        assert app.settings.lang == "de" and app.settings.ascii_cards
        anna = next(connection for connection in hub.connections if connection.user == "Anna")
        await until(pilot, lambda: host.letters == {0: True}, "the host told")
        assert anna.lang == "de" and host.langs == {0: "de", 1: "en"}     # Ben's seat as it was
        told = notes_of(app)
        app.send({"type": "next"})                     # the host's own words come in German now
        await until(pilot, lambda: any(word("de", "no_next_hand") in note for note in told), "a refusal")
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        help_page = app.screen
        assert isinstance(help_page, HelpScreen) and help_page.lang == "de"    # the seat's help, in German
        assert "  s              Sprache, Karten als Buchstaben, Ordnung der Hand:\n                 nur für dich" in help_page.text
    await ben.leave()
    serving.cancel()


async def test_the_settings_dialog_gives_way_to_a_timed_question() -> None:
    """A timed window that asks this seat closes the dialog as Esc does: the question goes on top."""
    hub = table_in_play()
    ben = await join(hub, "Ben")
    await ben.until("log")
    app, serving = seat_app(hub)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        table = app.screen
        assert isinstance(table, RemoteTableScreen)
        await pilot.press("s", "enter")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the dialog")
        remote = table.remote
        assert isinstance(remote, RemoteSeat)
        info, view = remote.info(), remote.view()       # a timed window opens that asks Anna (a 6 to block, say)
        remote.info = lambda: replace(info, window_left=5.0)  # type: ignore[method-assign]
        remote.view = lambda: replace(view, window=(0,))  # type: ignore[method-assign]
        table.changed()
        await until(pilot, lambda: not isinstance(app.screen, LooksScreen), "the dialog closed")
        assert app.settings.lang == "en"
    await ben.leave()
    serving.cancel()


async def test_a_language_chosen_at_the_table_sends_the_log_again_for_every_seat_of_the_terminal() -> None:
    hub = a_hub()
    anna, carla, host = await a_group_at_a_table(hub)
    await anna.until("log")
    await member(anna, "log")
    await anna.send({"type": "lang", "lang": "de"})
    own = await anna.until("log")
    assert own["start"] == 0 and any("gibt jedem" in line for line in own["lines"]), own
    bens = await member(anna, "log")
    assert bens["start"] == 0 and any("gibt jedem" in line for line in bens["lines"]), bens
    await anna.send({"type": "letters", "letters": True})
    await anna.send({"type": "ping", "n": 1})
    await anna.until("pong")
    assert host.langs == {0: "de", 1: "de", 2: "en"} and host.letters == {0: True, 1: True}   # Carla's as it was
    await anna.leave()
    await carla.leave()


@pytest.mark.parametrize(("chosen", "client", "letters"), [
    (True, ENGLISH, True),                     # letters chosen, a UTF-8 client: letters all the same
    (False, {"LANG": "C"}, False),             # symbols chosen, a client that says no UTF-8: symbols
])
async def test_a_player_back_at_their_seat_gets_the_cards_they_chose(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chosen: bool, client: dict[str, str], letters: bool) -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    code = ben.code
    await ben.send({"type": "letters", "letters": chosen})   # s at the table
    await ben.leave()                                  # Ben's connection drops
    await anna.until("pause")
    args = await back_again(hub, tmp_path, monkeypatch, Login("Ben", f"{code}\r", client, "xterm-256color"))
    assert ("--ascii" in args) == letters, args
    await anna.leave()


async def test_cards_chosen_in_the_lobby_while_a_bot_plays_the_seat_are_the_seats(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, referee, clock, hub = a_table()
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    login = Login("Ben", f"{ben.code}\r", ENGLISH, "xterm-256color")
    args = await chosen_in_the_lobby(hub, tmp_path, monkeypatch, ben, {"type": "letters", "letters": True}, login)  # k
    assert "--ascii" in args
    await anna.leave()


async def test_a_restarted_server_knows_each_seats_cards(tmp_path: Path) -> None:
    host, hub, saves = kept_table(tmp_path)
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    await ben.send({"type": "letters", "letters": True})   # saved at once
    await ben.send({"type": "ping", "n": 1})
    await ben.until("pong")
    again = restarted(saves, tmp_path)
    assert again.letters == {1: True} and again.langs == {0: "en", 1: "en"}
    await anna.leave()
    await ben.leave()



async def test_a_watcher_is_not_told_that_a_seat_keeps_the_settings() -> None:
    """PLAYTEST117 F6: a watcher read "your seat keeps them"; it has no seat."""
    from maumau_tui.net.lobby_screen import LobbyScreen

    hub = table_in_play()
    anna, ben = await join(hub, "Anna"), await join(hub, "Ben")
    app, serving = seat_app(hub, "Dora")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen) and bool(app.lobby.tables), "the lobby")
        await pilot.press("w")
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the dialog")
        text = " ".join(screen_text(app).split())
        assert "Only your screen changes." in text and "seat keeps" not in text, text
        assert "The hand's cards" not in text, text           # (a watcher is shown no hand)
    for raw in (anna, ben):
        await raw.leave()
    serving.cancel()


async def test_the_hands_order_is_the_players_own_the_host_keeps_it_for_a_rejoin_and_a_restart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """(``g`` grouped the hand by suit for the connection alone: a player back after a drop had it by rank again.)
    ``g`` or the dialog's row tells the host, which starts the seat process of a player back with ``--by-suit``."""
    host, hub, saves = kept_table(tmp_path)
    anna, ben = await seated(hub, "Anna"), await seated(hub, "Ben")
    code = ben.code
    await ben.send({"type": "order", "by_suit": True})    # g at the table
    await ben.send({"type": "ping", "n": 1})
    await ben.until("pong")
    assert host.orders == {1: True}
    assert restarted(saves, tmp_path).orders == {1: True}  # saved at once
    await ben.leave()                                  # Ben's connection drops
    await anna.until("pause")
    args = await back_again(hub, tmp_path, monkeypatch, Login("Ben", f"{code}\r", ENGLISH, "xterm-256color"))
    assert "--by-suit" in args, args
    await anna.leave()


async def test_g_and_the_settings_dialog_set_the_hands_order_and_tell_the_host() -> None:
    hub = table_in_play()
    host = hub.places["anna"][0]
    ben = await join(hub, "Ben")
    await ben.until("log")
    app, serving = seat_app(hub)
    shown = lambda: " ".join(screen_text(app).split())  # noqa: E731
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "the table")
        table = app.screen
        assert isinstance(table, RemoteTableScreen)
        assert in_suit_order(table.link.view()).hand != table.view.hand     # (the two orders differ in this hand)
        await pilot.press("g")
        await until(pilot, lambda: host.orders == {0: True}, "the host told of g")
        assert table.view.hand == in_suit_order(table.link.view()).hand
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the dialog")
        assert "The hand's cards (g at the table too): ‹ grouped by suit ›" in shown(), shown()
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is table, "the table again")
        app.action_language()                              # (the lobby's e: it starts from the settings, g's too)
        await pilot.pause()
        assert app.by_suit and host.orders == {0: True}
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, LooksScreen), "the dialog again")
        await pilot.press("up", "enter", "s")              # the last row: by rank
        await until(pilot, lambda: host.orders == {0: False}, "the host told of the dialog's order")
        await pilot.pause()
        assert app.screen is table and not app.by_suit
        assert table.view.hand == table.link.view().hand    # the game's own order again, at once
    await ben.leave()
    serving.cancel()
