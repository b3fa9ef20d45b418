"""Players press keys twice, too early and too late: bursts of keys at random moments of whole seeded hands of
every ruleset, on whatever screen is up (the footer's keys and every other bound key, digits, Enter, Space,
sent faster than the app can take them).  No exception may escape, and no screen may show a card its person
may not see, also in the frames between two screens (every card the hand widget draws is checked).

``MAUMAU_BURST_HANDS`` (default 1) sets the hands per ruleset.
"""

from __future__ import annotations

import os
import random

import pytest
from textual.pilot import Pilot

from maumau_tui.cards import card_label
from maumau_tui.clock import ManualClock
from maumau_tui.rules.loader import load, ruleset_paths
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen, HelpScreen, LeaveScreen, QuitScreen, RulesPage
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.window import WindowScreen
from maumau_tui.tui.settings import Settings
from maumau_tui.tui.screens.window import claim_key
from tui_helpers import choice_keys, choose, keys_for, labels_on_screen, pass_guard, screen_text, send, settle, until

HANDS = int(os.environ.get("MAUMAU_BURST_HANDS", "1"))
SIZE = (80, 24)
BOT_DELAY = 0.5
NEVER = {"ctrl+q", "ctrl+c"}              # leaving the app is not what these tests are about
PUBLIC = (HandoffScreen, WindowScreen, HouseRulesScreen)


def burst_keys(app: MauMauApp, rng: random.Random) -> list[str]:
    """2 to 8 keys from every key bound on the screen now, the digits, Enter and Space."""
    pool = [key for key in app.active_bindings if key not in NEVER]
    pool += [*"1234567890", "enter", "space"]
    if isinstance(app.screen, HandEndScreen):    # q and Esc leave the match there
        pool = [key for key in pool if key not in ("q", "escape")]
    return [rng.choice(pool) for _ in range(rng.randint(2, 8))]


def check_screen(app: MauMauApp) -> None:
    """The screen shows no card but the holder's own, those their moves name, and the top card."""
    screen = app.screen
    if isinstance(screen, (HandEndScreen, RulesPage, HelpScreen)) or app.flow is None:
        return       # the hand end shows every hand; a rules page names cards of the rules
    text = screen_text(app)
    shown = labels_on_screen(text)
    if isinstance(screen, PUBLIC):
        assert not shown, f"cards on a public screen: {shown}\n{text}"
        return
    referee = app.flow.referee
    public = referee.view_of(None)
    allowed = {card_label(public.top), card_label(public.pile_top)}
    holder = app.flow.hotseat.holder
    if holder is not None:
        view = referee.view_of(holder)
        allowed |= {card_label(code) for code in view.hand}
        allowed |= {card_label(code) for move in view.legal for code in move.cards}
        allowed |= {card_label(move.as_card) for move in view.legal if move.as_card is not None}
    assert shown <= allowed, f"{sorted(shown - allowed)} shown while {holder} holds the keyboard\n{text}"


async def make_progress(pilot: Pilot[None], app: MauMauApp, rng: random.Random) -> None:
    """One step a careful table would take on the screen that is up."""
    screen, clock = app.screen, app.clock
    assert isinstance(clock, ManualClock) and app.flow is not None
    referee = app.flow.referee
    if isinstance(screen, (QuitScreen, ConfirmScreen)):
        await send(pilot, "n")
    elif isinstance(screen, (HelpScreen, RulesPage, HouseRulesScreen, SettingsScreen, LeaveScreen)):
        await send(pilot, "escape")
    elif isinstance(screen, WindowScreen):
        if rng.random() < 0.5:
            await send(pilot, claim_key(rng.choice(screen.seats)))
        else:
            clock.advance(referee.window_left() or 0.0)
            referee.poll()
            await settle(pilot)
    elif isinstance(screen, HandoffScreen):
        check_screen(app)
        pass_guard(app)
        await send(pilot, "enter")
    elif isinstance(screen, ChoicePrompt):
        await send(pilot, *choice_keys(rng.randrange(len(screen.spec.choices))))
    elif isinstance(screen, TableScreen):
        due = referee.due()
        if due is not None:
            while due is not None and referee.table.next_bot() is not None:   # the bots' moves, each at its time
                clock.advance(max(0.0, due - clock.now()))
                referee.poll()
                due = referee.due()
            await settle(pilot)
        elif screen.seat is not None and screen.view.my_turn and screen.view.legal:
            await send(pilot, *keys_for(choose(list(screen.view.legal), rng), screen.view.hand))
        else:
            await settle(pilot)


def seats_for(ruleset_id: str) -> list[tuple[str, bool]]:
    players = load(ruleset_id).players
    count = max(players.min, min(3, players.max))
    return [("Anna", False), ("Ben", False), *[(f"Bot-{n}", True) for n in range(1, count - 1)]]


@pytest.mark.parametrize("ruleset_id", sorted(ruleset_paths()))
async def test_bursts_of_keys_at_random_moments_never_break_a_hand_or_show_a_hidden_card(
        ruleset_id: str, drawn_cards: list[int]) -> None:
    bursts = 0     # (over all the hands: a first hand of Idioten-Mau deals one card each and may end at once)
    for hand in range(HANDS):
        seed = sum(map(ord, ruleset_id)) * 100 + hand
        rng = random.Random(seed)
        app = MauMauApp(Settings(lang="en", seed=seed, bot_delay=BOT_DELAY, window_seconds=3), ruleset=ruleset_id,
                        seats=seats_for(ruleset_id), clock=ManualClock())
        async with app.run_test(size=SIZE) as pilot:
            await until(pilot, lambda: app.flow is not None, "the table")
            for _ in range(1500):
                table = app.flow.referee.table
                if table.hand_over and isinstance(app.screen, HandEndScreen):
                    break
                if rng.random() < 0.3:
                    if rng.random() < 0.5:
                        app.clock.advance(app.settings.handoff_guard)   # now a hand-off takes the keys
                    await send(pilot, *burst_keys(app, rng))
                    bursts += 1
                    check_screen(app)
                await make_progress(pilot, app, rng)
            assert app.flow.referee.table.hand_over and isinstance(app.screen, HandEndScreen), app.screen
            assert app.return_code is None
    assert bursts >= 5
    assert drawn_cards, "the hand widget was never drawn"
