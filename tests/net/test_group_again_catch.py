"""A group at one terminal (SSH): a person who plays again having missed a call keeps the keyboard, so a hand-off to
them first lets another person of the terminal call it out (as at the hot seat, ``tests/tui/test_again_catch.py``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from maumau_tui.cards import parse_card
from maumau_tui.engine.state import Phase
from maumau_tui.engine.views import View, view as view_of
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.notation import Move
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.hotseat import HandOff
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from net_helpers import at_the_hand_off, group_app, screen_text, until


def stacked() -> Table:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("8H 9H"), cards("KS QS AS")], cards("10H"),
                                cards("7C 7D 7S 8C 8D QD"), 1))
    return table


async def test_the_other_person_at_the_terminal_may_call_out_a_missed_call_before_the_same_one_plays_again() -> None:
    table = stacked()
    app, serving = group_app(Hub(), TableHost(Referee(table, ManualClock(), bot_delay=0.0)), [0, 1])
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)
        await pilot.press("enter")
        await until(pilot, lambda: group.holder == 0, "Anna at the keyboard")
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("1", "enter")                  # 8H, no "Mau": Ben misses his turn, Anna plays again
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")
        said = " ".join(screen_text(app).replace("\xa0", " ").split())
        assert "Anna plays again without calling: Ben, press c to catch them." in said, said
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("escape")                      # the way out asked, and "no": the offer stays
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "back to the lobby?")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert "Ben, press c to catch them." in " ".join(screen_text(app).replace("\xa0", " ").split())
        app.clock.advance(app.settings.handoff_guard)     # type: ignore[attr-defined]
        await pilot.press("c")
        await until(pilot, lambda: len(table.game.hands[0]) > 1, "Anna draws for the missed call")
    serving.cancel()


async def test_a_holding_that_began_with_a_draw_is_offered_too() -> None:
    """(Review 76: the group terminal told a play since the keyboard was taken by fewer cards than then; Anna took it
    with one card, drew two for a 7, played 8H and then 8D without "Mau": one card again, no offer.)"""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", None), ("Ben", None)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9H 8H"), cards("7H 9D 10C KS QS")],
                                cards("10H"), cards("8C 8D 7S JD QD KD AD 10S"), 1))
    app, serving = group_app(Hub(), TableHost(Referee(table, ManualClock(), bot_delay=0.0)), [0, 1])
    guard = app.clock
    assert isinstance(guard, ManualClock)
    async with app.run_test(size=(100, 30)) as pilot:
        group = await at_the_hand_off(pilot, app)

        async def take(seat: int) -> None:
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen) and group.holder is None, "a hand-off")
            guard.advance(app.settings.handoff_guard)
            await pilot.press("enter")
            await until(pilot, lambda: group.holder == seat, "the keyboard taken")
            guard.advance(app.settings.handoff_guard)

        async def play(seat: int, card: str, key: str = "enter") -> None:
            index = table.view_of(seat).hand.index(parse_card(card))
            await pilot.press(str(index + 1), key)
            await until(pilot, lambda: parse_card(card) not in table.game.hands[seat], f"{card} played")
            guard.advance(app.settings.key_hold)

        await take(0)
        await play(0, "9H", "m")                        # with "Mau"
        await take(1)
        await play(1, "7H")                             # two for Anna
        await take(0)
        await pilot.press("d")
        await until(pilot, lambda: len(table.game.hands[0]) == 3, "Anna's two cards")
        guard.advance(app.settings.key_hold)
        await play(0, "8H")                             # Ben misses his turn: Anna again, two cards
        await play(0, "8D")                             # no "Mau": one card, and again
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")
        assert "Anna plays again without calling: Ben, press c to catch them." in " ".join(
            screen_text(app).replace("\xa0", " ").split())
    serving.cancel()


class Link:
    def __init__(self, view: View) -> None:
        self.view, self.table, self.log = view, {"hand_number": 1}, []


class Remote:
    """A seat's remote as the group seat reads it: its link's view, as the host's pushes would set it."""

    def __init__(self, game: Game, seat: int | None) -> None:
        self.seat, self.link, self.on_refused = seat, Link(view_of(game, seat)), None

    def watch(self, changed: object) -> object:
        return lambda: None


def three(at_terminal: tuple[int, ...]) -> tuple[GroupSeat, Callable[..., None]]:
    """Anna, Ben and Carla; the seats ``at_terminal`` (Anna first) form the group, and ``state(hand, catchable,
    direction)`` sets Anna to move with ``hand``, the others able to call out the seats ``catchable``."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", None), ("Ben", None), ("Carla", None)], seed=1)
    game = Game.stacked(table.match.tables, table.names, [cards("8H 9H"), cards("KS QS AS"), cards("KD QD AD")],
                        cards("10H"), cards("7C 7D 7S 8C 8D QD"), 2)
    remotes = [Remote(game, seat) for seat in at_terminal]
    public = Remote(game, None)
    group = GroupSeat(remotes[0])  # type: ignore[arg-type]
    for remote in [*remotes[1:], public]:
        group.add(remote)  # type: ignore[arg-type]

    def state(hand: str, catchable: tuple[int, ...], direction: int = 1) -> None:
        told = {"actor": 0, "catchable": catchable, "phase": Phase.TURN, "window": (), "timed": False,
                "direction": direction}
        remotes[0].link.view = replace(remotes[0].link.view, hand=tuple(cards(hand)), drawn=False, **told)
        for other in remotes[1:]:
            other.link.view = replace(other.link.view, legal=tuple(Move("catch", seat=s) for s in catchable), **told)
        public.link.view = replace(public.link.view, **told)
        group.tell()

    return group, state


def test_a_fresh_miss_after_the_old_one_was_called_out_is_offered() -> None:
    """(Review 77: taken with an old miss open, the holding never offered a new one, though somebody at another
    terminal had called the old one out meanwhile.)  Anna and Carla at this terminal, Ben at another."""
    group, state = three((0, 2))
    state("9H", (0,))                                  # an old miss open as Anna takes the keyboard
    group.take_keyboard(0)
    state("9H 7C 7D", ())                              # Ben called it out: she drew
    assert group.next_step() is None
    state("7C 7D", ())
    assert group.next_step() is None
    state("7D", (0,))                                  # a fresh miss, and she plays again
    step = group.next_step()
    assert isinstance(step, HandOff) and step.again and step.catcher == 2 and step.caught == (0,), step


def test_the_next_person_in_the_direction_of_play_is_offered_the_call() -> None:
    """(Review 75: the person named was the first of the group's in seat order, also when the direction had turned.)"""
    for direction, catcher in ((1, 1), (-1, 2)):
        group, state = three((0, 1, 2))
        state("9H 7C", (), direction)
        group.take_keyboard(0)
        state("7C", (0,), direction)                   # no call, and she plays again
        step = group.next_step()
        assert isinstance(step, HandOff) and step.again and step.catcher == catcher, (direction, step)

