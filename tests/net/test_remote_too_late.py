"""Over SSH the table does not stop while a person's question is open: an accusation Anna opened with ``c`` ends
when the next player plays first.  The question goes, and a notice says it came too late (it vanished silently)."""

from __future__ import annotations

import pytest

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.notation import format_move, parse_move
from maumau_tui.referee import ManualClock, Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import join, seat_app, settled, until


async def test_an_accusation_the_next_play_ends_goes_with_a_word(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("erftschmiede", [("Anna", None), ("Ben", None), ("Cleo", None)], seed=1)
    hands = [cards("10S KD 8S"), cards("KH 5D QC"), cards("8H 7C 10D")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 0))
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "erftschmiede", [("Anna", None), ("Ben", None), ("Cleo", None)])
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    await ben.send({"type": "submit", "move": "play KH"})    # Ben's turn first (Anna dealt): an honest King
    app, serving = seat_app(hub)
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.game.top == parse_card("KH"),
                    "Ben's King at Anna's table")
        assert any(move.kind == "catch" for move in table.view_of(0).legal)
        await pilot.pause()
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.press("c")                                   # accuse Ben? asked first
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the accusation question")
        actor = table.game.actor
        move = next(move for move in table.view_of(actor).legal if move.kind in ("play", "draw"))
        await (ben if actor == 1 else cleo).send({"type": "submit", "move": format_move(move, table.names)})
        await until(pilot, lambda: not isinstance(app.screen, ChoicePrompt), "the question gone")
        await until(pilot, lambda: "Too late: the game went on." in notes, "the word why")
        assert parse_move("catch Ben", table.names) not in table.view_of(0).legal
    await ben.leave()
    await cleo.leave()
    serving.cancel()


@pytest.mark.parametrize(("first", "left"), [("Ben", "Cleo"), ("Cleo", "Ben")])
async def test_a_catch_somebody_else_made_first_leaves_the_question_with_the_others(  # type: ignore[no-untyped-def]
        monkeypatch, first: str, left: str) -> None:
    """Playtest 67: Anna's c asked whom of Ben and Cleo (both without their call); Dora caught one of them first, and
    Anna was told "Too late: the game went on" although the other was still to be caught (review 88: or, the one
    Anna's cursor was not on caught, the question just went)."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    names = [("Anna", None), ("Ben", None), ("Cleo", None), ("Dora", None)]
    table = Table.from_names("standard", names, seed=1)
    hands = [cards("KS KD QS"), cards("9H 8S"), cards("9C 10D"), cards("AH AD KC")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("10H"), cards("7C 8C 8D 7D"), 0))
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "standard", names)
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben, cleo, dora = await join(hub, "Ben"), await join(hub, "Cleo"), await join(hub, "Dora")
    await ben.send({"type": "submit", "move": "play 9H"})     # one card left, no "Mau"
    await settled(lambda: table.game.actor == 2, "Cleo's turn")
    await cleo.send({"type": "submit", "move": "play 9C"})    # the same
    app, serving = seat_app(hub)
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.game.top == parse_card("9C"),
                    "Cleo's 9 at Anna's table")
        await pilot.pause()
        app.clock.advance(1.0)                                   # (past the keys' hold)
        await pilot.press("c")                                   # Ben or Cleo?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question whom to catch")
        await dora.send({"type": "submit", "move": f"catch {first}"})
        catch_left = parse_move(f"catch {left}", table.names)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt)
                    and [choice.move for choice in app.screen.spec.choices] == [catch_left], f"{left} alone left")
        assert "Too late: the game went on." not in notes
    await ben.leave()
    await cleo.leave()
    await dora.leave()
    serving.cancel()
