"""A timed window's clock waits until the people in it have their cards on screen (``net.first_look``): a player who
had just connected to a served Erftschmiede table read "Time is up: the swap goes ahead" first, the start card's
swap having run its 4 seconds while their screen came up.  The wait is bounded, and the screen says why it stands."""

from __future__ import annotations

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.first_look import FIRST_LOOK
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.net.seat_screens import RemoteHandEnd
from net_helpers import at_a_hands_end, hosted, join, listed, looked, screen_text, seat_app, settled, until


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def swap_at_the_start() -> tuple[Table, TableHost, ManualClock, Hub]:
    """Anna and Ben (people) and Robo, who dealt the Ace of Hearts: Robo swaps with Ben as the hand opens (Anna may stop
    it with her 2)."""
    names = [("Anna", None), ("Ben", None), ("Robo", "medium")]
    table = Table.from_names("erftschmiede", names, seed=1)
    hands = [cards("10S KD 8S 2C"), cards("5D QC 9C"), cards("8H 7C 10D")]
    table.use_hand(Game.stacked(table.match.tables, table.names, hands, cards("AH"), cards("3C 3S 3H 3D 4C 5C"), 2,
                                start_effect=True))
    host, clock, hub = listed(table, "erftschmiede", names)
    return table, host, clock, hub


def swap_window_open(table: Table, host: TableHost, clock: ManualClock) -> None:
    """Robo names Ben (at its pace): the swap's window opens for the people."""
    for _ in range(4):
        if table.game.seats_to_act() and table.next_bot() is None:
            return
        clock.advance(1.0)
        host.referee.poll()
    raise AssertionError(f"no swap window: {table.game.phase}, {table.game.seats_to_act()}")


async def test_the_swaps_clock_waits_until_each_person_in_it_has_their_cards_on_screen() -> None:
    table, host, clock, hub = swap_at_the_start()
    anna, ben = await join(hub, "Anna"), await join(hub, "Ben")
    await settled(lambda: len(host.connections) == 2, "Anna and Ben at the table")
    swap_window_open(table, host, clock)
    assert set(table.game.seats_to_act()) == {0, 1}
    clock.advance(3.0)
    host.referee.poll()
    assert host.referee.window_left() == 4.0 and host.first_look.holding   # nobody's screen has shown the hand
    assert host.info(1)["looking"] and host.info(1)["held"]               # ... and every screen may say why
    await anna.send({"type": "looked", "hand": table.hand_number})
    await settled(lambda: host.seated(0)[0].looked == table.hand_number, "Anna has looked")
    assert host.first_look.holding                                          # Ben's has not yet
    await ben.send({"type": "looked", "hand": table.hand_number})
    await settled(lambda: not host.first_look.holding, "the hold over")
    assert not host.referee.paused and "looking" not in host.info(1)
    clock.advance(3.0)
    host.referee.poll()
    assert host.referee.window_left() == 1.0                                # the whole 4 seconds ran from there
    clock.advance(1.0)
    host.referee.poll()
    assert sorted(table.game.hands[1]) == sorted(cards("8H 7C 10D"))       # time is up: the swap went ahead
    await anna.leave()
    await ben.leave()


async def test_a_screen_that_never_says_so_holds_the_clock_only_so_long() -> None:
    table, host, clock, hub = swap_at_the_start()
    anna, ben = await join(hub, "Anna"), await join(hub, "Ben")
    await settled(lambda: len(host.connections) == 2, "Anna and Ben at the table")
    swap_window_open(table, host, clock)
    clock.advance(FIRST_LOOK - 0.5)
    host.referee.poll()
    assert host.first_look.holding and host.referee.window_left() == 4.0
    clock.advance(1.0)                                                      # the hold is over: the clock runs
    host.referee.poll()
    assert not host.first_look.holding and not host.referee.paused
    clock.advance(4.0)
    host.referee.poll()
    assert sorted(table.game.hands[1]) == sorted(cards("8H 7C 10D"))
    await ben.send({"type": "looked", "hand": table.hand_number})          # too late for this window: no new hold
    await settled(lambda: host.seated(1)[0].looked == table.hand_number, "Ben has looked")
    assert not host.first_look.holding
    await anna.leave()
    await ben.leave()


async def test_a_seat_screen_says_it_has_drawn_the_hand_and_the_question_says_why_its_clock_stands() -> None:
    table, host, clock, hub = swap_at_the_start()
    ben = await join(hub, "Ben")
    await settled(lambda: bool(host.seated(1)), "Ben at the table")
    swap_window_open(table, host, clock)
    clock.advance(60.0)                                                     # Anna has not connected yet: the
    host.referee.poll()                                                     # window waits for her, as her turn would
    assert host.first_look.holding and host.referee.window_left() == 4.0
    app, serving = seat_app(hub)                                            # Anna connects now
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: bool(host.seated(0)) and host.seated(0)[0].looked == table.hand_number,
                    "Anna's screen has shown her cards")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt)
                    and "4 s left (paused until everyone has their cards" in screen_text(app),
                    "Anna asked whether she stops the swap, and why its clock stands still")   # Ben's not yet
        assert host.first_look.holding
        await looked(host, ben)
        await until(pilot, lambda: "4 s left" in screen_text(app) and "stands still" not in screen_text(app),
                    "the clock runs")
        clock.advance(2.0)
        assert host.referee.window_left() == 2.0
    await ben.leave()
    serving.cancel()


async def test_each_new_hand_is_said_to_be_on_screen_whoever_was_ready_last() -> None:
    for anna_last in (True, False):
        table = at_a_hands_end([("Ben", None), ("Anna", None)])
        host, hub = hosted(table)
        ben = await join(hub, "Ben")
        await ben.until("hand_end")
        app, serving = seat_app(hub, "Anna")
        async with app.run_test(size=(100, 30)) as pilot:
            await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
            if not anna_last:
                app.clock.advance(5.0)                               # (past the sheet's hold)
                await pilot.press("enter")
                await until(pilot, lambda: host.waiting() == ["Ben"], "Anna ready")
            await ben.send({"type": "next"})
            if anna_last:
                await until(pilot, lambda: host.waiting() == ["Anna"], "Ben ready")
                app.clock.advance(5.0)
                await pilot.press("enter")
            await until(pilot, lambda: table.hand_number == 2, "the second hand dealt")
            await until(pilot, lambda: host.seated(1)[0].looked == 2, "Anna's screen has shown the second hand")
        await ben.leave()
        serving.cancel()
