"""A person who plays again (an 8 at two, a King in some house rules) having missed a call keeps the keyboard, so
nobody else could call it out before their next card (playtest 64): a hand-off to them first offers another person
``c`` (a missed call is public: everybody saw the play and heard no call)."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.events import DECLARED

from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.table import TableScreen
from tui_helpers import pass_guard, screen_text, send, settle, staged_app, take_handoff, until

SIZE = (80, 24)


def two() -> MauMauApp:
    return staged_app([("Anna", False), ("Ben", False)], ["8H 9H", "KS QS AS"], "10H", stock="7C 7D 7S 8C 8D QD")


async def silent_eight(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna takes the keyboard and plays 8H without "Mau": Ben misses his turn, the hand-off comes back to her."""
    await settle(pilot)
    await take_handoff(pilot, app)
    await send(pilot, "1", "enter")
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")


async def test_the_other_person_may_call_out_a_missed_call_before_the_same_person_plays_again() -> None:
    app = two()
    async with app.run_test(size=SIZE) as pilot:
        await silent_eight(pilot, app)                 # 8H, no "Mau": Ben misses his turn, Anna plays again
        said = " ".join(screen_text(app).split())
        assert "Anna plays again without calling: Ben, press c to catch them." in said
        assert "Anna keeps the keyboard." in said and "Pass the keyboard" not in said   # (playtest 66)
        assert not any(label in screen_text(app) for label in ("9♥", "K♠"))   # nobody's cards on it
        await take_handoff(pilot, app, "c")
        await until(pilot, lambda: len(app.table.game.hands[0]) > 1, "Anna draws for the missed call")
        assert "Ben catches Anna" in " ".join(app.table.log_of(None, "en"))
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the keyboard to Anna")
        await take_handoff(pilot, app)
        assert isinstance(app.screen, TableScreen) and app.flow.hotseat.holder == 0


async def test_taken_without_a_call_the_hand_off_is_not_offered_again_nor_after_a_call() -> None:
    app = two()
    async with app.run_test(size=SIZE) as pilot:
        await silent_eight(pilot, app)                 # 8H, no "Mau": Ben misses his turn, Anna plays again
        await take_handoff(pilot, app)                  # Anna goes on: nobody called it out
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.flow.hotseat.holder == 0
    app = two()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await send(pilot, "1", "m")                     # 8H with "Mau": nothing to call out, she plays on at once
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.flow.hotseat.holder == 0
        assert app.table.game.actor == 0 and len(app.table.game.hands[0]) == 1


async def test_the_offer_stays_after_esc_and_no_on_it() -> None:
    """(Review 75: the menu's "no" showed a plain hand-off to Anna, without Ben's c.)"""
    app = two()
    async with app.run_test(size=SIZE) as pilot:
        await silent_eight(pilot, app)                 # 8H, no "Mau": Ben misses his turn, Anna plays again
        pass_guard(app)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ConfirmScreen), "back to the menu?")
        await pilot.press("n")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off again")
        assert "Ben, press c to catch them." in " ".join(screen_text(app).split())
        await take_handoff(pilot, app, "c")
        await until(pilot, lambda: len(app.table.game.hands[0]) > 1, "Anna draws for the missed call")


async def test_a_miss_the_others_had_the_keyboard_for_is_not_offered_again() -> None:
    """(Review 76: in Kronenstube a missed call may be called out until its player goes out; Anna's, open since
    before Ben held the keyboard, brought the again hand-off on a later 8 that needed no call.)"""
    app = staged_app([("Anna", False), ("Ben", False)], ["9H KS", "7H QC QD"], "9S", stock="8H 10C 7C 7D 8D",
                     ruleset="kronenstube")
    async with app.run_test(size=SIZE) as pilot:

        async def play(seat: int, card: str) -> None:
            index = app.table.view_of(seat).hand.index(parse_card(card))
            await send(pilot, str(index + 1), "enter")

        await settle(pilot)
        await take_handoff(pilot, app)
        await play(0, "9H")                             # no "Mau": Anna may be called out until she goes out
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the keyboard to Ben")
        await take_handoff(pilot, app)                  # Ben could call it out now; he plays a 7
        await play(1, "7H")
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the keyboard to Anna")
        await take_handoff(pilot, app)
        await send(pilot, "d")                          # two cards for the 7, then she may play
        await settle(pilot)
        await play(0, "8H")                             # three cards: no call; Ben misses his turn
        await settle(pilot)
        game = app.table.game
        assert game.actor == 0 and 0 in game.catchable and len(game.hands[0]) == 2
        assert isinstance(app.screen, TableScreen) and app.flow.hotseat.holder == 0


async def test_a_joker_played_as_an_eight_without_a_call_is_offered_too() -> None:
    """(Review 75: a joker that stands for a card is logged as declared, not as played, so the hot seat offered
    nothing after one standing for an 8 at two; the group terminal, which counts the cards held, did.)"""
    app = staged_app([("Anna", False), ("Ben", False)], ["* 9H", "KS QS AS"], "10H", stock="2C 3C 3S 3H 3D 4C",
                     ruleset="erftschmiede")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await take_handoff(pilot, app)
        await send(pilot, "1", "enter")                 # the joker: which card does it stand for?
        await until(pilot, lambda: isinstance(app.screen, ChoicePrompt), "the joker's ranks")
        assert app.screen.spec.keys[choice_at(app, "As 8♥")] == "8"   # type: ignore[attr-defined]  # (a rank's digit)
        await send(pilot, "8", "enter")                 # no "letzte Karte": Ben misses his turn
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")
        assert any(event[0] == DECLARED and event[1] == 0 for event in app.table.game.log)
        assert "Anna plays again without calling: Ben, press c to catch them." in " ".join(screen_text(app).split())


def choice_at(app: MauMauApp, label_part: str) -> int:
    """The line of the open prompt whose label holds ``label_part``."""
    prompt = app.screen
    assert isinstance(prompt, ChoicePrompt), prompt
    return next(i for i, choice in enumerate(prompt.spec.choices) if label_part in choice.label)


async def test_the_next_person_in_the_direction_of_play_is_offered_the_call() -> None:
    """(Review 75: the person named was the next in seat order, also when an Ace had turned the direction.)"""
    app = staged_app([("Anna", False), ("Ben", False), ("Cleo", False)], ["AH KC 9S", "4C 5D 6D", "4H 5S 6S"],
                     "10H", stock="2D 3D 3S 3H", ruleset="pesten")
    async with app.run_test(size=SIZE) as pilot:

        async def play(seat: int, card: str) -> None:
            await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off")
            await take_handoff(pilot, app)
            index = app.table.view_of(seat).hand.index(parse_card(card))
            await send(pilot, str(index + 1), "enter")

        await settle(pilot)
        await play(0, "AH")                             # "Aas: draai": Cleo is next, then Ben
        await play(2, "4H")
        await play(1, "4C")
        await play(0, "KC")                             # a King goes again; one card left and no call
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "a hand-off back to Anna")
        assert "Anna plays again without calling: Cleo, press c to catch them." in " ".join(screen_text(app).split())


def test_a_match_resumed_right_after_the_silent_play_offers_it() -> None:
    """(Review 75: saved right after Anna's silent 8 and resumed, the first hand-off went to her without the ``c``:
    Ben never had the keyboard in between.)"""
    from maumau_tui.engine.game import Game
    from maumau_tui.notation import parse_move
    from maumau_tui.clock import ManualClock
    from maumau_tui.referee import Referee
    from maumau_tui.table import Table
    from maumau_tui.tui.hotseat import HandOff, HotSeat

    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", False), ("Ben", False)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("8H 9H"), cards("KS QS AS")], cards("10H"),
                                cards("7C 7D 7S 8C 8D QD"), 1))
    table.apply(0, parse_move("play 8H"))               # no "Mau": Ben misses his turn, Anna plays again
    hotseat = HotSeat(Referee(table, ManualClock(), bot_delay=0.0), "en")   # (as on a resume)
    step = hotseat.next_step()
    assert isinstance(step, HandOff) and step.again and step.seat == 0 and step.catcher == 1, step
    assert not step.keeps                               # (review 86: nobody holds the keyboard yet: "pass it to Anna")
    hotseat.take_keyboard(0)
    hotseat.hide()                                      # Esc and "no" after she took it: a plain hand-off now
    assert not hotseat.next_step().again  # type: ignore[union-attr]


def test_a_match_resumed_at_an_ordinary_turn_with_an_old_miss_does_not_offer_it() -> None:
    """(Review 80: in Kronenstube a miss may be called out until its player goes out; resumed at Anna's next turn,
    after Ben had drawn and passed, the first hand-off said "Anna plays again and made no call".)"""
    from maumau_tui.engine.game import Game
    from maumau_tui.notation import parse_move
    from maumau_tui.clock import ManualClock
    from maumau_tui.referee import Referee
    from maumau_tui.table import Table
    from maumau_tui.tui.hotseat import HandOff, HotSeat

    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("kronenstube", [("Anna", False), ("Ben", False)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("9H 10C KD"), cards("10H QS AS")],
                                cards("7H"), cards("7C 7D 7S 8C 8D QD"), 1))
    for seat, move in ((0, "play 9H"), (1, "play 10H"), (0, "play 10C"), (1, "draw"), (1, "pass")):
        table.apply(seat, parse_move(move))             # Anna's 10C without "Mau"; Ben draws and passes
    assert table.game.actor == 0 and 0 in table.game.catchable
    step = HotSeat(Referee(table, ManualClock(), bot_delay=0.0), "en").next_step()   # (as on a resume)
    assert isinstance(step, HandOff) and step.seat == 0 and not step.again, step


def test_a_match_resumed_at_a_hand_off_still_offers_the_last_person_the_catch() -> None:
    """(PLAYTEST183 M1: killed while Tom's hand-off offered Lena "c" for Robo's missed call, the resumed hand-off
    offered nobody anything: nobody held the keyboard yet.)  The person who made the hand's last move of their own
    held it when the match was saved: they may still call the miss out."""
    from maumau_tui.engine.game import Game
    from maumau_tui.notation import parse_move
    from maumau_tui.clock import ManualClock
    from maumau_tui.referee import Referee
    from maumau_tui.table import Table
    from maumau_tui.tui.hotseat import HandOff, HotSeat

    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table.from_names("standard", [("Anna", False), ("Robo", True), ("Ben", False)], seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("10D 9S 5C"), cards("KD 9H"), cards("QS AS 7C")],
                                cards("10H"), cards("7C 7S 8C 8D QD"), 2))
    table.apply(0, parse_move("play 10D"))
    table.apply(1, parse_move("play KD"))               # Robo's last but one card, no "Mau"
    assert table.game.actor == 2 and 1 in table.game.catchable
    step = HotSeat(Referee(table, ManualClock(), bot_delay=0.0), "en").next_step()   # (as on a resume)
    assert isinstance(step, HandOff) and step.seat == 2 and step.catcher == 0 and step.caught == (1,), step
