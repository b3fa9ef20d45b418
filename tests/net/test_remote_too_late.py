"""Over SSH the table does not stop while a person's question is open: an accusation Anna opened with ``c`` ends
when the next player plays first.  The question goes, and a notice says it came too late (it vanished silently)."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.notation import format_move, parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import Raw, join, seat_app, settled, until


NAMES = ["Anna", "Ben", "Cleo", "Dora"]
BEN = NAMES.index("Ben")


def stacked_hub(ruleset: str, hands: list[str], pile: str, stock: str) -> tuple[Table, Hub]:
    """A hand laid out card by card for Anna, Ben, ... (Anna deals: Ben moves first), every seat placed in a hub."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    seats = [(name, None) for name in NAMES[:len(hands)]]
    table = Table.from_names(ruleset, seats, seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), 0))
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub = Hub()
    hub.lobby.add_hosted(host, ruleset, seats)
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    return table, hub


def noted(app: SeatApp, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The notices Anna's app gives, as they are given."""
    notes: list[str] = []
    monkeypatch.setattr(app, "notify", lambda message, **_: notes.append(str(message)))
    return notes


async def c_on(pilot: Pilot[None], app: SeatApp, table: Table, top: str) -> None:
    """Anna's table shows ``top`` on the pile; past the keys' hold she presses c."""
    await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen) and table.game.top == parse_card(top),
                f"{top} at Anna's table")
    await pilot.pause()
    app.clock.advance(1.0)
    await pilot.press("c")


async def test_an_accusation_the_next_play_ends_goes_with_a_word(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table, hub = stacked_hub("erftschmiede", ["10S KD 8S", "KH 5D QC", "8H 7C 10D"], "9H", "2C 3C 3S 3H 3D 4C")
    ben, cleo = await join(hub, "Ben"), await join(hub, "Cleo")
    await ben.send({"type": "submit", "move": "play KH"})    # Ben's turn first (Anna dealt): an honest King
    app, serving = seat_app(hub)
    notes = noted(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await c_on(pilot, app, table, "KH")                     # accuse Ben? asked first
        assert any(move.kind == "catch" for move in table.view_of(0).legal)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the accusation question")
        actor = table.game.actor
        move = next(move for move in table.view_of(actor).legal if move.kind in ("play", "draw"))
        await (ben if actor == 1 else cleo).send({"type": "submit", "move": format_move(move, table.names)})
        await until(pilot, lambda: not isinstance(app.screen, ChoicePrompt), "the question gone")
        await until(pilot, lambda: "Too late: somebody was quicker, or the game went on." in notes, "the word why")
        assert parse_move("catch Ben", table.names) not in table.view_of(0).legal
    await ben.leave()
    await cleo.leave()
    serving.cancel()


async def whom_to_catch(pilot: Pilot[None], app: SeatApp, table: Table) -> None:
    """Anna presses c on Cleo's 9C: the question whom to catch, Ben or Cleo, opens."""
    await c_on(pilot, app, table, "9C")
    await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the question whom to catch")


async def two_without_their_call() -> tuple[Table, Hub, tuple[Raw, Raw, Raw]]:
    """Ben, then Cleo, played down to one card without "Mau"; Dora is next (Anna's app joins after)."""
    table, hub = stacked_hub("standard", ["KS KD QS", "9H 8S", "9C 10D", "AH AD KC"], "10H", "7C 8C 8D 7D")
    ben, cleo, dora = await join(hub, "Ben"), await join(hub, "Cleo"), await join(hub, "Dora")
    await ben.send({"type": "submit", "move": "play 9H"})     # one card left, no "Mau"
    await settled(lambda: table.game.actor == 2, "Cleo's turn")
    await cleo.send({"type": "submit", "move": "play 9C"})    # the same
    return table, hub, (ben, cleo, dora)


@pytest.mark.parametrize(("first", "left"), [("Ben", "Cleo"), ("Cleo", "Ben")])
async def test_a_catch_somebody_else_made_first_leaves_the_question_with_the_others(  # type: ignore[no-untyped-def]
        monkeypatch, first: str, left: str) -> None:
    """Playtest 67: Anna's c asked whom of Ben and Cleo (both without their call); Dora caught one of them first, and
    Anna was told "Too late: the game went on" although the other was still to be caught (review 88: or, the one
    Anna's cursor was not on caught, the question just went)."""
    table, hub, (ben, cleo, dora) = await two_without_their_call()
    app, serving = seat_app(hub)
    notes = noted(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await whom_to_catch(pilot, app, table)
        await dora.send({"type": "submit", "move": f"catch {first}"})
        catch_left = parse_move(f"catch {left}", table.names)
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt)
                    and [choice.move for choice in app.screen.spec.choices] == [catch_left], f"{left} alone left")
        assert "Too late: the game went on." not in notes
    await ben.leave()
    await cleo.leave()
    await dora.leave()
    serving.cancel()


async def test_a_question_whose_catches_others_all_made_first_says_somebody_was_quicker(  # type: ignore[no-untyped-def]
        monkeypatch) -> None:
    """PLAYTEST108 F3: a bot caught the cheat a moment before Carla's c, and she read "Too late: the game went on"."""
    table, hub, (ben, cleo, dora) = await two_without_their_call()
    app, serving = seat_app(hub)
    notes = noted(app, monkeypatch)
    async with app.run_test(size=(100, 30)) as pilot:
        await whom_to_catch(pilot, app, table)
        for name in ("Ben", "Cleo"):                            # Dora calls out both first
            await dora.send({"type": "submit", "move": f"catch {name}"})
        await until(pilot, lambda: not isinstance(app.screen, ChoicePrompt), "the question gone")
        await until(pilot, lambda: "Too late: somebody was quicker, or the game went on." in notes, "the word why")
        assert "Too late: the game went on." not in notes
    await ben.leave()
    await cleo.leave()
    await dora.leave()
    serving.cancel()


async def test_a_catch_another_seat_made_first_is_refused_as_too_late() -> None:
    """PLAYTEST154 F1: Cleo and Emil pressed c on Fritz's missed "Mau" at once; the slower one was told "Not allowed:
    there is nothing to catch: Fritz made no missed call", under the log's line of the other's catch."""
    table, hub = stacked_hub("standard", ["10S KD 8S", "KH 5D", "8H 7C 10D"], "9H", "2C 3C 3S 3H 3D 4C")
    anna, ben, cleo = await join(hub, "Anna"), await join(hub, "Ben"), await join(hub, "Cleo")
    await ben.send({"type": "submit", "move": "play KH", "id": 1})      # his second-to-last card, no "Mau"
    await ben.until("accepted")
    assert BEN in table.game.catchable
    await anna.send({"type": "submit", "move": "catch Ben", "id": 1})
    await cleo.send({"type": "submit", "move": "catch Ben", "id": 1})
    assert (await anna.until("accepted"))["id"] == 1
    assert (await cleo.until("refused"))["reason"] == "somebody was quicker, or the game went on"
    await cleo.send({"type": "submit", "move": "play 7X", "id": 2})      # (any other refusal keeps its reason)
    assert "7X" in (await cleo.until("refused"))["reason"]
    for raw in (anna, ben, cleo):
        await raw.leave()
