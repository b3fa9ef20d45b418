"""Test helpers: the plain text an app shows (the lines its screenshot is made of), and a player who presses keys."""

from __future__ import annotations

import random
import re
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from textual import events
from textual.app import App
from textual.containers import ScrollableContainer
from textual.pilot import Pilot
from textual.widget import Widget

from maumau_tui.notation import Move
from maumau_tui.clock import ManualClock
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.seats import NamePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.textual_private import shown_text

CHARACTERS = {"enter": "\r", "space": " ", "escape": "\x1b", "tab": "\t", "backspace": "\x7f"}


def screen_text(app: App[object]) -> str:
    """The screen as lines of text, as a person would read it (the lines its screenshot is made of)."""
    lines = [line.replace("\xa0", " ").rstrip() for line in shown_text(app)]
    if lines and not lines[-1]:       # (as the screenshot, without a last empty line)
        lines.pop()
    return "\n".join(lines)


def table_screen(app: MauMauApp) -> TableScreen:
    for screen in app.screen_stack:
        if isinstance(screen, TableScreen):
            return screen
    raise AssertionError(f"no table screen in {app.screen_stack}")


def decision_due(app: MauMauApp) -> bool:
    """Something waits for a key: a hand-off, a prompt, a claim, the hand end, or a person's turn."""
    screen = app.screen
    if isinstance(screen, (HandoffScreen, ChoicePrompt, HandEndScreen, WindowScreen)):
        return True
    if isinstance(screen, TableScreen):
        return screen.seat is not None and screen.view.my_turn and screen.asking is None and not bot_pending(app)
    return False


def bot_pending(app: MauMauApp) -> bool:
    """A bot's move is on its way (the referee has it, at its pace)."""
    referee = app.referee
    return referee is not None and not referee.table.hand_over and referee.table.next_bot() is not None


def holder(app: MauMauApp) -> int | None:
    """The person at the keyboard."""
    assert app.flow is not None
    return app.flow.hotseat.holder


async def until(pilot: Pilot[None], ready: Callable[[], bool], what: str, limit: float = 30.0) -> None:
    """Let the app work until ``ready()``; the time limit only stops a test that would hang."""
    give_up = time.monotonic() + limit
    while not ready():
        await pilot.pause()
        assert time.monotonic() < give_up, f"never: {what}"
    await pilot.pause()


async def settle(pilot: Pilot[None]) -> None:
    """Let the app work off every message queued now, and what that queues, until the screen stays the same
    (quicker than ``pilot.pause()``, which also waits for the process to look idle)."""
    app = pilot.app

    def state() -> tuple[object, ...]:
        flow = getattr(app, "flow", None)
        table = None if flow is None else (flow.referee.version, flow.referee.paused, flow.hotseat.holder)
        return (tuple(app.screen_stack), app.focused, table)

    def busy() -> bool:
        nodes = [app, *(node for screen in app.screen_stack for node in screen.walk_children(with_self=True))]
        return any(node.message_queue_size for node in nodes)

    quiet = 0
    for _ in range(200):
        before = state()
        await pilot._wait_for_screen()
        quiet = quiet + 1 if state() == before and not busy() else 0
        if quiet == 2:
            app.screen._on_timer_update()   # draw now what changed (as pilot.pause() does)
            return
    raise AssertionError(f"the screens never settled: {app.screen_stack}")


async def send(pilot: Pilot[None], *keys: str) -> None:
    """Hand ``keys`` to the app at once, as a terminal delivers what was typed quickly, then settle."""
    app = pilot.app
    for key in keys:   # straight into the app's queue (the driver's way reaches it only a loop turn later)
        event = events.Key(key, key if len(key) == 1 else CHARACTERS.get(key))
        event.set_sender(app)
        app.post_message(event)
    await settle(pilot)


async def until_decision(pilot: Pilot[None], app: MauMauApp) -> None:
    await until(pilot, lambda: decision_due(app), f"a decision (on {app.screen})")


def choose(moves: list[Move], rng: random.Random) -> Move:
    """A person's pick: calls when they may, else a random play, else whatever else is legal."""
    said = [m for m in moves if m.kind == "play" and m.say]
    if said:
        return rng.choice(said)
    plays = [m for m in moves if m.kind == "play"]
    if plays:
        return rng.choice(plays)
    return rng.choice([m for m in moves if m.kind != "catch"] or moves)


def keys_for(move: Move, hand: tuple[int, ...]) -> list[str]:
    """The keys that make ``move`` on the table screen (``o``, the list of every move, for the rest)."""
    if move.kind in ("play", "cheat") and move.as_card is None:
        index = hand.index(move.cards[0])
        choose_card = [str((index + 1) % 10)] if index < 10 else ["end", *["left"] * (len(hand) - 1 - index)]
        return [*choose_card, *(["f", "f"] if move.kind == "cheat" else ["m"] if move.say else ["enter"])]   # (f asks first)
    return {"draw": ["d"], "pass": ["p"], "accept": ["a"], "catch": ["c"]}.get(move.kind, ["o"])


def pass_guard(app: MauMauApp) -> None:
    """Let the hand-off's guard time pass on the app's test clock (and a hold of keys: a person looks at what their
    own move brought before the next key, ``BurstHold``)."""
    clock = app.clock
    assert isinstance(clock, ManualClock), "the app runs on the wall clock"
    clock.advance(app.settings.handoff_guard)
    for screen in app.screen_stack:       # key lines and status lines that show "…" while keys are held,
        show_keys = getattr(screen, "show_keys_when_free", None)
        if show_keys is not None and screen.is_mounted:   # without waiting for their timers
            show_keys()


def everybody_looked(app: MauMauApp) -> None:
    """As after a round of turns: every person at the table has seen their cards this hand (a timed window's
    clock waits for anybody named in it who has not)."""
    assert app.flow is not None and app.table is not None
    app.flow.hotseat.looked.update(app.table.humans)


def ready_handoff(app: MauMauApp) -> None:
    """If a hand-off is on top: let its guard time pass; if a screen that still holds keys is (a hand-end sheet, a
    question): let that moment pass (``pass_guard`` shows their key lines)."""
    if isinstance(app.screen, HandoffScreen) or (
            getattr(app.screen, "show_keys_when_free", None) is not None and getattr(app.screen, "guarding", False)):
        pass_guard(app)


async def take_handoff(pilot: Pilot[None], app: MauMauApp, key: str = "enter") -> None:
    """The person named on the hand-off screen takes the keyboard (``key="c"``: the one still at it catches) and
    looks at the table a moment (a second Enter right after the hand-off's plays nothing)."""
    assert isinstance(app.screen, HandoffScreen), app.screen
    pass_guard(app)
    await pilot.press(key)
    pass_guard(app)


async def terminal_click(pilot: Pilot[None], app: App[object], x: int, y: int) -> None:
    """A click as a terminal's driver sends it: a press and a release posted to the app (``pilot.click`` hands
    them to the screen directly, past ``App.on_event``), then the app settles."""
    from textual import events

    for kind in (events.MouseDown, events.MouseUp):
        app.post_message(kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y))
        await pilot.pause()
    await pilot.pause()


def choice_keys(index: int) -> list[str]:
    """The keys that choose line ``index`` of a prompt and confirm it."""
    return [str(index + 1), "enter"] if index < 9 else ["home", *["down"] * index, "enter"]


async def step(pilot: Pilot[None], app: MauMauApp, rng: random.Random) -> str:
    """Make the next decision by keys; returns what kind of screen it was."""
    await until_decision(pilot, app)
    screen = app.screen
    if isinstance(screen, HandoffScreen):
        await take_handoff(pilot, app)
        return "handoff"
    if isinstance(screen, ChoicePrompt):
        await pilot.press(*choice_keys(rng.randrange(len(screen.spec.choices))))
        return "prompt"
    if isinstance(screen, HandEndScreen):
        return "end"
    table = table_screen(app)
    if table.guarding:          # a person looks at what their own move brought before the next key (``BurstHold``)
        pass_guard(app)
    view = table.view
    move = choose(list(view.legal), rng)
    await pilot.press(*keys_for(move, view.hand))
    return move.kind


async def play_hand(pilot: Pilot[None], app: MauMauApp, rng: random.Random, limit: int = 600) -> list[str]:
    """Decide until the hand-end screen shows; returns the kinds of decisions made."""
    kinds: list[str] = []
    for _ in range(limit):
        kind = await step(pilot, app, rng)
        if kind == "end":
            return kinds
        kinds.append(kind)
    raise AssertionError("the hand did not end")


def staged_app(seats: list[tuple[str, bool]], hands: list[str], pile: str, stock: str = "",
               ruleset: str = "standard", lang: str = "en", bot_delay: float = 0.0, dealer: int | None = None,
               options: dict[str, object] | None = None, start_effect: bool = False, **settings: object) -> MauMauApp:
    """An app on a hand laid out card by card (``hands=["7H JC", ...]``, ``pile="8H"``, stock drawn from the left;
    ``start_effect``: the start card acts, as a dealt one does)."""
    from maumau_tui.cards import parse_card
    from maumau_tui.engine.game import Game
    from maumau_tui.table import Table
    from maumau_tui.tui.settings import Settings

    table = Table.from_names(ruleset, seats, seed=1, options=options)
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    dealer = len(seats) - 1 if dealer is None else dealer
    game = Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                        cards(stock), dealer, start_effect=start_effect)
    table.use_hand(game)
    app = MauMauApp(Settings(lang=lang, seed=1, bot_delay=bot_delay, **settings),  # type: ignore[arg-type]
                    clock=ManualClock())
    app.table = table
    return app


def cut_widgets(app: App[object]) -> list[str]:
    """The widgets on the screen that reach past the inside of their box (one that does not scroll): their lines are
    cut there ("Esc: Me" at the edge of a window's box)."""
    cut = []
    for widget in app.screen.query("*"):
        box = widget.parent
        if not widget.display or not widget.region.area or not isinstance(box, Widget):
            continue
        if isinstance(box, ScrollableContainer) or box.styles.overflow_x in ("auto", "scroll"):
            continue
        inside = box.content_region
        if widget.region.x < inside.x or widget.region.right > inside.right:
            cut.append(f"{type(app.screen).__name__}: {widget!r} at {widget.region}, its box inside {inside}")
    return cut


CARD_LABEL = re.compile(r"(?:10|[2-9JQKABDUO])[♣♠♥♦]")   # English, German (Bube, Dame) and German-pack letters


def labels_on_screen(text: str) -> set[str]:
    """Every card label (``7♥``, ``10♠``) a screen shows."""
    return set(CARD_LABEL.findall(text))


@asynccontextmanager
async def at_a_name_prompt() -> AsyncIterator[tuple[Pilot[None], MauMauApp, NamePrompt]]:
    """An app with the seats screen's name question open (seat 1, "Anna"): the pilot, the app and the question."""
    from maumau_tui.tui.settings import Settings

    app = MauMauApp(Settings(lang="en"), variants=["standard"], clock=ManualClock())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        prompt = NamePrompt(1, "Anna", "en")
        await app.push_screen(prompt)
        await settle(pilot)
        yield pilot, app, prompt
