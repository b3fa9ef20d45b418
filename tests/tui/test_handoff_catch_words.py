"""The hand-off's line that lets the person still at the keyboard call somebody out names cheating only where the
rules allow it (PLAYTEST128 F4: standard's hand-off asked "c if you saw Robo cheat or miss a call", and new players
asked whether the bots cheat)."""

from __future__ import annotations

from test_erftschmiede import decide, select, take_keyboard
from tui_helpers import take_handoff, until

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.clock import ManualClock
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.settings import Settings


class SilentBot:
    """Plays what it may without a call, else draws."""

    def choose(self, view):  # type: ignore[no-untyped-def]
        legal = list(view.legal)
        return next((m for m in legal if m.kind == "play" and not m.say), next((m for m in legal if m.kind == "draw"), legal[0]))


async def test_a_hand_off_of_standard_offers_only_the_missed_call() -> None:
    table = Table("standard", [Seat("Anna"), Seat("Bot", SilentBot()), Seat("Cleo")], seed=1)  # type: ignore[arg-type]
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("10H KS QC"), cards("10D KC"),
                                                                   cards("QS 7C 10C")], cards("9H"),
                                cards("2C 3C 3S 3H 3D 4C"), 2))
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0), clock=ManualClock())
    app.table = table
    async with app.run_test(size=(80, 24)) as pilot:
        await take_keyboard(pilot, app, "Anna")
        await pilot.press(select(app, "10H"), "enter")
        text = await decide(pilot, app)                     # the bot plays 10♦ without "Mau"; the keyboard goes to Cleo
        assert isinstance(app.screen, HandoffScreen) and table.game.top == parse_card("10D")
        assert "Anna, before passing on: c if you saw Bot miss a call." in " ".join(text.split()), text
        assert "cheat" not in text
        await take_handoff(pilot, app, "c")              # (the one call to make: made at once)
        await until(pilot, lambda: len(table.game.hands[1]) > 1, "the bot caught: it draws")
