"""A hot-seat group in one seat app (Pilot): Anna and Ben share Anna's terminal at a table in the server.

Erftschmiede, dealt so that Anna names Ben with a Queen (he answers out of turn) and plays a 6 that Ben may block
with a 5 in a timed window (the deal of ``test_ssh_erftschmiede``); Robo is a bot on the referee's clock, which the
test turns.  Every decision is made by keys at Anna's terminal: the hand-off screen names the next person and
shows no card of any hand; Enter (after the guard, on the app's own clock) shows that person's hand; the window's
claim screen hands the keyboard to the one who claims.  After every step the rendered screen holds no card of a
seat that is not on screen, and while the bot is to move the screen keeps the last holder's view.
"""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import card_label
from maumau_tui.net.group_seat import GroupSeat
from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_app import SeatApp
from maumau_tui.clock import ManualClock
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.window import WindowScreen
from net_helpers import group_app, group_table, screen_text, until
from ssh_play import Mirror
from maumau_tui.net.window_claim import CLAIM_HOLD
from maumau_tui.tui.screens.window import claim_key
from test_ssh_erftschmiede import SEED, Policy

SEATS = [("Anna", False), ("Ben", False), ("Robo", True)]
WINDOW = 10           # seconds of the block window: a claim holds it longer than that (CLAIM_HOLD)


def leaked(play: Mirror, text: str, shown: int | None) -> set[str]:
    """Card labels on the screen that sit in the hand of a seat other than ``shown`` (None: in any hand)."""
    game = play.table.game
    hidden = {code for seat, hand in enumerate(game.hands) if seat != shown for code in hand}
    hidden -= {game.top, game.pile[-1]} | (set(game.hands[shown]) if shown is not None else set())
    return {card_label(code) for code in hidden if card_label(code) in text}

async def bots_then_news(pilot: Pilot[None], play: Mirror, group: GroupSeat) -> int:
    """The bots move; then every seat of the terminal has had the news.  The log's length then."""
    play.bots(only_bots=True)
    size = len(play.table.game.log)
    await until(pilot, lambda: all(remote.link.view is not None and remote.link.view.log_size == size
                                   for remote in [*group.seats.values(), group.public] if remote), "news")
    await pilot.pause()
    return size

async def holders_prompt(pilot: Pilot[None], app: SeatApp, play: Mirror, seat: int) -> ChoicePrompt:
    """The holder's hand on the table screen, then its question (or, with ``o``, the list of its moves)."""
    table_screen = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
    await until(pilot, lambda: table_screen.view.hand == tuple(sorted(play.table.game.hands[seat])),
                "the holder's hand")
    if not isinstance(app.screen, ChoicePrompt):
        await pilot.pause()
    if not isinstance(app.screen, ChoicePrompt):
        await pilot.press("o")
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the list of moves")
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt)
    return prompt


async def test_a_group_hands_the_keyboard_over_and_answers_out_of_turn_without_showing_another_hand() -> None:
    play = Mirror("erftschmiede", SEATS, SEED, bot_delay=0.05, options={"block_seconds": WINDOW})
    table, policy = play.table, Policy(SEED)
    app, serving = group_app(Hub(), TableHost(play.referee), [0, 1])   # Ben's seat is played from Anna's terminal
    clock = app.clock
    assert isinstance(clock, ManualClock)
    handoffs = claims = kept = 0
    async with app.run_test(size=(100, 30)) as pilot:
        group = await group_table(pilot, app)
        for _ in range(80):
            size = await bots_then_news(pilot, play, group)
            if table.hand_over or policy.done == {"queen", "block"}:
                break
            seat = next(s for s in table.game.seats_to_act() if not table.is_bot(s))
            claimed = isinstance(app.screen, WindowScreen)
            if claimed:                                       # a timed window: a claim key for each of the group
                assert not leaked(play, screen_text(app), None), screen_text(app)
                assert app.screen.seats == [s for s in table.game.seats_to_act() if s in (0, 1)]
                await pilot.press(claim_key(seat))
                claims += 1
                await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off after the claim")
                await until(pilot, lambda: play.referee.paused, "the window's clock held by the claim")
                left = play.referee.window_left()
                play.clock.advance(WINDOW + 1)              # the hand-off costs none of the window's time
                assert WINDOW + 1 < CLAIM_HOLD
                assert not play.referee.poll() and play.referee.window_left() == left
            if group.holder != seat:
                await until(pilot, lambda: isinstance(app.screen, HandoffScreen), f"the hand-off to {seat}")
                text = screen_text(app)
                assert f"{table.names[seat]}" in text and not leaked(play, text, None), text
                assert group.seat is None                          # nobody's hand under it either
                await pilot.press("enter")                          # too early: the guard drops it
                assert isinstance(app.screen, HandoffScreen)
                clock.advance(app.settings.handoff_guard)
                await pilot.press("enter")
                await until(pilot, lambda: group.holder == seat, "the keyboard taken")
                clock.advance(app.settings.handoff_guard)    # a look at the hand before the next Enter
                handoffs += 1
            prompt = await holders_prompt(pilot, app, play, seat)
            if claimed:                                    # the claimer's own question: its answer is awaited
                assert prompt.countdown_text().endswith("s left (paused until you answer)"), prompt.countdown_text()
            text = screen_text(app)
            assert not leaked(play, text, seat), f"{table.names[seat]}'s screen: {leaked(play, text, seat)}\n{text}"
            view = table.view_of(seat)
            index = policy.pick(play, seat, view, prompt.spec)
            move = prompt.spec.choices[index].move
            await pilot.press(str(min(index, 8) + 1), *["down"] * max(0, index - 8), "enter")
            await until(pilot, lambda: table.game.moves_made > 0 and table.game.log[-1:] != [] and
                        len(table.game.log) > size, "the move at the table")
            assert not play.referee.paused                 # answered: a claim's hold is over
            assert move is not None
            if table.next_bot() is not None and not table.game.seats_to_act() == []:
                await pilot.pause()
                if group.holder == seat and not isinstance(app.screen, HandoffScreen):
                    kept += 1                                       # the bot's turn: the last holder's view stays
                    assert not leaked(play, screen_text(app), seat)
        assert policy.done == {"queen", "block"}, f"only {policy.done} happened"
        assert handoffs >= 3 and claims >= 1 and kept >= 1, (handoffs, claims, kept)
    serving.cancel()
