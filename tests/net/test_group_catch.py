"""A hot-seat group calls a cheat out before the hand-off, as at the hot seat (``flow.call_out``): Anna and Cleo share
Anna's terminal at a table in the server, the bot between them cheats, and Anna, still at the keyboard, presses
``c`` on the hand-off to Cleo.  The deal of the hot seat's own test of it (``test_erftschmiede``), on the referee's
ManualClock; the hand-off's guard on the app's."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.engine.views import View
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import at_the_hand_off, group_app, join, screen_text, until


class CheatingBot:
    """Cheats whenever it may, else draws."""

    def choose(self, view: View) -> Move:
        legal = list(view.legal)
        return next((m for m in legal if m.kind == "cheat"), next((m for m in legal if m.kind == "draw"), legal[0]))


def shown(app: SeatApp) -> str:
    return screen_text(app).replace("\xa0", " ")


def stacked() -> Table:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table("erftschmiede", [Seat("Anna"), Seat("Bot", CheatingBot()), Seat("Cleo")], seed=1)  # type: ignore[arg-type]
    hands = [cards("10S KD 8H"), cards("7D KD QC"), cards("QS 7C 10D")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 2))
    return table


async def anna_takes_the_keyboard(pilot: Pilot[None], app: SeatApp, guard: ManualClock) -> None:
    """Enter on the first hand-off: Anna holds the keyboard, and looks at her hand a moment before the next key."""
    await at_the_hand_off(pilot, app)
    await pilot.press("enter")
    await until(pilot, lambda: app.group is not None and app.group.holder == 0, "Anna at the keyboard")
    guard.advance(app.settings.handoff_guard)


async def test_the_group_member_still_at_the_keyboard_catches_the_bot_before_the_hand_off() -> None:
    table = stacked()
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.0)
    app, serving = group_app(Hub(), TableHost(referee), [0, 2])       # Cleo's seat is played from Anna's terminal
    guard = app.clock
    assert isinstance(guard, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        await anna_takes_the_keyboard(pilot, app, guard)
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "Anna's list of moves")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt)
        index = next(i for i, choice in enumerate(prompt.spec.choices)
                     if choice.move is not None and choice.move.kind == "play" and choice.move.card == parse_card("10S"))
        await pilot.press(str(index + 1), "enter")
        await until(pilot, lambda: table.game.top == parse_card("10S"), "Anna's 10 on the pile")
        clock.advance(0.0)
        referee.poll()                                      # the bot cheats: a 7 that does not fit the 10
        assert table.game.top == parse_card("7D")
        offered = "Anna, before passing on: c if you saw Bot cheat or miss a call."
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and offered in shown(app),
                    "the hand-off to Cleo, with Anna's catch offered")
        guard.advance(app.settings.handoff_guard)
        await pilot.press("c")                              # Anna, still at the keyboard, calls it out
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the accusation asked")
        await pilot.press("enter")
        await until(pilot, lambda: parse_card("7D") in table.game.hands[1], "the cheat caught")
        assert table.game.top == parse_card("10S") and table.game.pending_draw == 0
    serving.cancel()


async def test_a_catch_made_from_the_hand_off_is_no_longer_offered_on_it() -> None:
    """Playtest 69: after c on the hand-off to Cleo (Ben at his own terminal had missed his call), the hand-off kept
    offering the catch, so the group could not tell that it had been made."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Cleo", None)], seed=1)
    hands = [cards("9S KD QS"), cards("9C 8H"), cards("AH AD KC")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("10S"), cards("7C 8C 8D 7D"), 2))
    hub, host = Hub(), TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub.place("Ben", host, 1)
    ben = await join(hub, "Ben")
    app, serving = group_app(hub, host, [0, 2])       # Cleo's seat is played from Anna's terminal
    guard = app.clock
    assert isinstance(guard, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        await anna_takes_the_keyboard(pilot, app, guard)
        await pilot.press("1", "enter")                     # 9♠ on the 10♠
        await until(pilot, lambda: table.game.actor == 1, "Ben's turn")
        await ben.send({"type": "submit", "move": "play 9C"})   # one card left, no "Mau"
        offered = "Anna, before passing on: c if you saw Ben miss a call."      # (standard: nobody cheats)
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and offered in shown(app),
                    "the hand-off to Cleo, with Anna's catch offered")
        guard.advance(app.settings.handoff_guard)
        await pilot.press("c")
        await until(pilot, lambda: len(table.game.hands[1]) == 2, "Ben caught: a penalty card")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and "Cleo" in shown(app)
                    and offered not in shown(app), "the hand-off to Cleo again, the catch made no longer offered")
    await ben.leave()
    serving.cancel()
