"""Over SSH: a joker's rank chosen as a vote's dialog came from the server asked the suit over the dialog, and the
answer was lost (REPRO78).  The choice is dropped as a late key is; after the vote the rank is chosen again."""

from __future__ import annotations

from textual.widgets import OptionList

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.net.seat_screens import RemoteTableScreen
from maumau_tui.net.vote_screen import RemoteVoteScreen
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from maumau_tui.tui.screens.prompt import ChoicePrompt
from net_helpers import join, screen_text, seat_app, until


async def test_a_joker_rank_chosen_as_a_vote_came_is_chosen_again_after_the_vote() -> None:
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    names = [("Anna", None), ("Ben", None)]
    table = Table.from_names("erftschmiede", names, seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("* 8S 9D"), cards("KD QS 10S JH")],
                                cards("9H"), cards("2C 3C 3S 3H 3D 4C"), 1))
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0))
    hub = Hub()
    hub.lobby.add_hosted(host, "erftschmiede", names)
    for seat, name in enumerate(table.names):
        hub.place(name, host, seat)
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteTableScreen), "Anna at the table")
        joker = app.screen.view.hand.index(parse_card("*"))
        app.clock.advance(5.0)
        await pilot.press(str(joker + 1), "enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the joker's ranks")
        ranks = app.screen
        choices = ranks.query_one(OptionList)
        index = next(i for i, choice in enumerate(ranks.spec.choices) if choice.label.startswith("As 10"))
        app.clock.advance(5.0)
        await pilot.pause()
        await ben.send({"type": "propose", "option": "quick", "value": True})
        await until(pilot, lambda: isinstance(app.screen, RemoteVoteScreen), "the vote's dialog over the question")
        ranks.post_message(OptionList.OptionSelected(choices, choices.get_option_at_index(index), index))  # Enter's
        await pilot.pause()
        assert isinstance(app.screen, RemoteVoteScreen), [type(screen).__name__ for screen in app.screen_stack]
        await until(pilot, lambda: "Anna, do you agree?" in text(app), "Anna asked")
        app.clock.advance(5.0)
        await pilot.press("n")
        await until(pilot, lambda: "House rule refused" in text(app), "the vote over")
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is ranks, "the rank question again")
        app.clock.advance(5.0)
        choices.highlighted = index
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt) and app.screen is not ranks, "the suit asked")
        app.clock.advance(5.0)
        await pilot.press("enter")
        await until(pilot, lambda: parse_card("*") in table.game.pile, "the joker played")
    await ben.leave()
    serving.cancel()


def text(app: SeatApp) -> str:
    return screen_text(app).replace("\xa0", " ")
