"""At one keyboard with a bot: when a person plays their second-to-last card without "Mau", the next person gets
the keyboard first and may call it out; the bot waits while they decide, and calls it once they have played on
without it (before their card, where that card ends the chance).  (The bot always called first, before the
hand-off; then, for a while, the table stood still 2 s with nobody at the keyboard who could call it out; then the
bot called it ``CATCH_CHANCE`` seconds after the person's cards showed, often before a person who had asked for a
hint could: PLAYTEST124 F1.)"""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.cards import parse_card
from maumau_tui.engine.game import Game
from maumau_tui.notation import Move, parse_move
from maumau_tui.clock import ManualClock
from maumau_tui.referee import CATCH_CHANCE, Referee
from maumau_tui.table import Seat, Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.hotseat import SharedWindow, HandOff, HotSeat
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.window import WindowScreen
from tui_helpers import keys_for, pass_guard, screen_text, send, settle, staged_app, table_screen, take_handoff, until, \
    until_decision

SEATS = [("Anna", None), ("Ben", None), ("Robo", "medium")]
HEADS_UP = [Seat("Anna"), Seat("Robo", level="medium", seed=1)]
HANDS = ["9D 7C", "9S 8C 8D", "KD QS 8H"]


async def anna_forgets_her_call(pilot: Pilot[None], app: MauMauApp, card: str = "9D") -> None:
    """Anna takes the keyboard and plays ``card`` (her second-to-last, or not) without "Mau"."""
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    await send(pilot, *keys_for(parse_move(f"play {card}"), table_screen(app).view.hand))   # no "m"


def erft_app(names: list[str], hand: str, pile: str) -> MauMauApp:
    """Erftschmiede at one keyboard: Anna (holding ``hand``), Ben and Carla are people, Robo a bot, in the order of
    ``names`` (where Robo sits decides whether a 6 puts him in its window); Anna plays first."""
    others = {"Ben": "9S 8C 5H", "Carla": "KD QS 8H", "Robo": "10D 10S 10C"}
    seats = [(name, "medium" if name == "Robo" else None) for name in names]
    hands = [hand if name == "Anna" else others[name] for name in names]
    return staged_app(seats, hands, pile=pile, stock="AS KS 7H 8S 7S 7D", dealer=len(names) - 1, bot_delay=0.5,
                      ruleset="erftschmiede")


def at_one_keyboard(seats: list[Seat], hands: list[str], pile: str, stock: str, dealer: int) -> tuple[
        Table, ManualClock, Referee, HotSeat]:
    """An Erftschmiede hand laid out card by card, its referee on a clock the test turns, Anna at the keyboard."""
    cards = lambda text: [parse_card(word) for word in text.split()]  # noqa: E731
    table = Table("erftschmiede", seats, seed=1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(hand) for hand in hands], cards(pile),
                                cards(stock), dealer))
    clock = ManualClock()
    referee = Referee(table, clock, bot_delay=0.5)
    hotseat = HotSeat(referee, "en")
    hotseat.take_keyboard(0)
    return table, clock, referee, hotseat


async def ben_at_his_cards(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna plays 9D without "Mau", and Ben, the next to play, takes the keyboard."""
    await anna_forgets_her_call(pilot, app)
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
    await take_handoff(pilot, app)
    await settle(pilot)


async def test_the_next_person_gets_the_keyboard_before_the_bot_and_may_call_it_out() -> None:
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app)
        table = app.table
        assert table is not None and table.game.catchable
        await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
        assert "Ben" in screen_text(app) and "catches" not in screen_text(app)   # the bot has not called it yet
        await take_handoff(pilot, app)
        await settle(pilot)                                      # Ben's turn, the bot's call still to come
        assert table_screen(app).seat == 1 and app.flow.referee.due() is None and table.game.catchable
        await send(pilot, "c")                                   # Ben calls it out
        await settle(pilot)
        assert any(event[0] == "catch" and event[1] == 1 for event in table.game.log), table.game.log[-3:]


async def test_the_next_person_has_time_to_read_the_table_before_the_bot_calls() -> None:
    """(Playtest 66: Ben pressed c a few seconds after his cards came up, and the bot had called it already.)"""
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_at_his_cards(pilot, app)
        table, referee = app.table, app.flow.referee
        assert table is not None
        app.clock.advance(2.5)                                  # some seconds at his cards (one passed with the guard)
        referee.poll()
        await settle(pilot)
        await send(pilot, "c")
        await settle(pilot)
        callers = [event[1] for event in table.game.log if event[0] == "catch"]
        assert callers == [1], table.game.log[-3:]


async def test_the_bot_calls_it_out_once_the_next_person_played_on_without_it() -> None:
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_at_his_cards(pilot, app)                     # (its guard: the clock moved 1 s with Ben at it)
        table, referee = app.table, app.flow.referee
        assert table is not None and table.game.catchable
        app.clock.advance(10 * CATCH_CHANCE)                   # Ben reads his cards, asks for a hint ...
        referee.poll()
        await settle(pilot)
        assert not any(event[0] == "catch" for event in table.game.log), table.game.log[-3:]
        await send(pilot, *keys_for(parse_move("play 9S"), table_screen(app).view.hand))   # ... and plays on
        due = referee.due()
        assert due is not None
        app.clock.advance(due - app.clock.now())
        referee.poll()
        await settle(pilot)
        assert any(event[0] == "catch" and event[1] == 2 for event in table.game.log), table.game.log[-3:]


async def test_a_card_the_next_person_plays_instead_comes_after_the_bots_call() -> None:
    """Ben plays on at once (an 8: Robo misses his turn, the call could no longer be made): the bot's call, which
    waited for Ben's chance, comes first, as a shout comes before the next card lands (review 26)."""
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_at_his_cards(pilot, app)
        table = app.table
        assert table is not None and table.game.catchable
        await send(pilot, *keys_for(parse_move("play 8D"), table_screen(app).view.hand))
        kinds = [(event[0], event[1]) for event in table.game.log[-6:]]
        assert ("catch", 2) in kinds and kinds.index(("catch", 2)) < kinds.index(("play", 1)), kinds


async def test_the_claim_screen_of_a_timed_window_offers_the_call_too() -> None:
    """Erftschmiede: Anna's second-to-last card is a 6 without "Mau", so the screen after it is the public claim
    screen of the block window, not a hand-off: it had no key to call her out, and the bot called it at its pace."""
    app = erft_app(["Anna", "Ben", "Carla", "Robo"], "6H 9C", "9H")
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app, "6H")
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the block window's claim screen")
        assert "c: Ben calls out Anna" in screen_text(app)
        due = app.flow.referee.due()                           # the bot's call waits for the people's chance
        assert due is not None and due - app.clock.now() == CATCH_CHANCE
        await send(pilot, "c")
        await settle(pilot)
        table = app.table
        assert table is not None and ("catch", 1, 0) in table.game.log, table.game.log[-3:]
        assert isinstance(app.screen, WindowScreen) and "calls out" not in screen_text(app)   # the window goes on
        assert app.flow.hotseat.unseen() == (1, 2)      # the call did not show Ben his cards (review 28: it counted)


async def test_the_claim_screen_accuses_nobody_of_cheating_in_somebody_elses_name() -> None:
    """An honest 6 from three cards may still be called a cheat in Erftschmiede, but a wrong accusation costs the
    accuser a card: the public screen, where nobody holds the keyboard, offers only a missed call (review 28)."""
    app = erft_app(["Anna", "Ben", "Carla", "Robo"], "6H 9C KC", "9H")
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app, "6H")
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the block window's claim screen")
        table = app.table
        assert table is not None and any(m.kind == "catch" for m in table.view_of(1).legal)   # (an accusation)
        assert "calls out" not in screen_text(app)
        await send(pilot, "c")
        await settle(pilot)
        assert isinstance(app.screen, WindowScreen) and not any(event[0] == "wrong_catch" for event in table.game.log)


def test_a_claim_ends_with_its_window_also_when_another_person_closed_it() -> None:
    """Anna claims the swap window (its clock stands still for her); Ben stops the swap with his 2 first.  The
    claim's pause outlived the window, and the table stood still for good (review 26)."""
    from test_lone_window import AceBot

    class AceOnBen(AceBot):
        def choose(self, seen):  # type: ignore[no-untyped-def]
            legal = list(seen.legal)
            return next((m for m in legal if m.kind == "play" and m.cards == (parse_card("AH"),) and not m.say),
                        next((m for m in legal if m.kind == "name" and m.seat == 2), legal[0]))

    seats = [Seat("Anna"), Seat("Robo", AceOnBen()), Seat("Ben")]  # type: ignore[arg-type]
    _, clock, referee, hotseat = at_one_keyboard(seats, ["10H 2D KC", "AH QC KS 9D", "8C 2S QS JD"], "10S",
                                                 "3C 3S 3H 4C", 2)
    referee.submit(0, parse_move("play 10H"))
    for _ in range(10):                                       # Robo plays the Ace and swaps with Ben
        if hotseat.window_seats():
            break
        due = referee.due()
        assert due is not None
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
    assert set(hotseat.window_seats()) == {0, 2}
    hotseat.claimed(0)
    assert referee.due() is None                              # her clock stands still ...
    referee.submit(2, parse_move("play 2S"))                  # ... and Ben stops the swap
    assert not hotseat.window_seats() and hotseat.claim is None
    assert "claim" not in referee._holds                      # nothing holds the table any more




async def test_a_bot_in_the_window_does_not_call_it_before_the_claim_screen_offered_c() -> None:
    """Robo, in the window himself, called Anna's missed call at his pace, before the claim screen (which waited for
    the bots in the window) came up at all (playtest 32)."""
    app = erft_app(["Anna", "Ben", "Robo", "Carla"], "6H 9C", "9H")
    async with app.run_test(size=(80, 24)) as pilot:
        await anna_forgets_her_call(pilot, app, "6H")
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the claim screen at once")
        assert "c: Ben calls out Anna" in screen_text(app)
        due = app.flow.referee.due()
        assert due is not None and due - app.clock.now() == CATCH_CHANCE


async def test_a_bots_call_waits_while_the_caught_person_still_names_whom_to_swap_with() -> None:
    """Anna's Ace without the call: while she chooses her partner nobody else holds the keyboard, and the bot's call
    came with her choice (playtest 32); it waits, and the swap window's claim screen offers c."""
    app = erft_app(["Anna", "Ben", "Robo", "Carla"], "AC 9D", "9C")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        await send(pilot, *keys_for(parse_move("play AC"), table_screen(app).view.hand))   # no "m"
        await settle(pilot)
        table = app.table
        assert table is not None and table.game.phase == "name" and app.flow.referee.due() is None
        app.clock.advance(5.0)
        app.flow.referee.poll()
        pass_guard(app)
        await send(pilot, "1", "enter")                                 # Ben
        await until(pilot, lambda: isinstance(app.screen, WindowScreen), "the swap window's claim screen")
        assert not any(event[0] == "catch" for event in table.game.log), table.game.log[-3:]
        assert "c: Ben calls out Anna" in screen_text(app)


def test_a_claim_made_while_a_bot_in_the_window_decides_still_hands_the_keyboard_to_its_claimer() -> None:
    """The claim screen comes while Robo, in the window, is still to answer (a missed call to call out); Ben claims it,
    which holds the bots too; then the missed call is called out by Carla.  With nothing left to call out, the
    keyboard waited for the bot, which the claim held: the table stood still for good (review 29)."""
    seats = [Seat("Anna"), Seat("Robo", level="medium", seed=1), Seat("Ben"), Seat("Carla")]
    table, _, referee, hotseat = at_one_keyboard(seats, ["6H 9C", "10D 10S 10C", "9S 8C 5H", "KD QS 8H"], "9H",
                                                 "AS KS 7H 8S", 3)
    referee.submit(0, parse_move("play 6H"))                  # no "mau"; Robo and Ben may block
    step = hotseat.next_step()
    assert isinstance(step, SharedWindow) and step.catcher == 2 and table.next_bot() == 1
    hotseat.hide()
    hotseat.claimed(2)                                        # Ben claims: the bots wait for him
    referee.submit(3, Move("catch", seat=0))                  # Carla calls the missed call out meanwhile
    step = hotseat.next_step()
    assert isinstance(step, HandOff) and step.seat == 2, step


def test_a_bot_calls_out_a_cheat_at_its_pace_also_when_the_cheat_plays_again_next() -> None:
    """Heads-up: Anna cheats an 8 (Robo misses his turn, so her next decision is her own turn again).  The bot's
    call waited for as long as she had a decision, and her next card then dropped it: the cheat stood (review 29)."""
    table, clock, referee, _ = at_one_keyboard(HEADS_UP, ["8S 9C 7D KC", "KD QS 9H JD"], "10H", "AS KS 7H 8H", 1)
    referee.submit(0, Move("cheat", cards=(parse_card("8S"),)))   # the 8 of Spades on the 10 of Hearts
    assert table.game.seats_to_act() == [0]                          # Robo misses his turn: Anna again
    due = referee.due()
    assert due is not None, "the bot's call waits for good"
    clock.advance(due - clock.now())
    referee.poll()
    assert any(event[0] == "cheat_caught" for event in table.game.log), table.game.log[-4:]


def test_a_timed_window_the_caught_person_is_in_still_runs_out() -> None:
    """Heads-up: Anna's Ace without the call, Robo named; she is in the swap window herself (a 2 stops it).  The
    bot's call waited on her answer, so the window's clock never started: its time could not run out (review 29)."""
    table, clock, referee, _ = at_one_keyboard(HEADS_UP, ["AC 2D", "KD QS 9H JD"], "9C", "AS KS 7H 8H", 1)
    referee.submit(0, Move("play", cards=(parse_card("AC"),)))     # no "mau"
    referee.submit(0, Move("name", seat=1))
    for _ in range(10):                                          # the call, Robo's answer, then the window's time
        due = referee.due()
        assert due is not None, f"nothing will happen by itself: {table.game.phase}, {table.game.log[-3:]}"
        clock.advance(max(0.0, due - clock.now()))
        referee.poll()
        if table.game.phase != "answer":
            break
    assert table.game.phase != "answer" and any(event[0] == "catch" for event in table.game.log)


async def test_after_a_vote_took_the_keyboard_a_bots_call_waits_for_nobody() -> None:
    """Playtest 74 (reduced in review 95): Ben played on, Robo was to call out Anna's missed "Mau" and waited the
    people's chance for Ben; then a house-rule vote went round and took the keyboard away, and the table showed no
    hand and answered every key with "Somebody takes the keyboard first", but the call still waited for Ben (a run
    of votes held it for good).  Nobody can press a key now, so it comes at the bot's pace."""
    app = staged_app(SEATS, HANDS, pile="9H", stock="AS KS 7H 8S", dealer=2, bot_delay=0.5)
    async with app.run_test(size=(80, 24)) as pilot:
        await ben_at_his_cards(pilot, app)
        await send(pilot, *keys_for(parse_move("play 9S"), table_screen(app).view.hand))
        await settle(pilot)
        referee = app.flow.referee
        due = referee.due()
        assert due is not None and due - app.clock.now() == CATCH_CHANCE, "the call waits for Ben"
        await pilot.press("h")                        # Ben proposes a house rule; the vote asks Anna too
        await until(pilot, lambda: isinstance(app.screen, HouseRulesScreen), "the house rules")
        await pilot.press("space")
        await until(pilot, lambda: "Anna, do you agree?" in " ".join(screen_text(app).split()), "Anna asked")
        pass_guard(app)
        await pilot.press("y")
        await until(pilot, lambda: app.screen.result is not None, "the vote's end")   # type: ignore[attr-defined]
        pass_guard(app)
        await pilot.press("enter")                    # back to the table: nobody holds the keyboard now
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.flow.hotseat.holder is None, "the table")
        due = referee.due()
        assert due is not None and due - app.clock.now() <= 0.5
        app.clock.advance(0.5)
        await until(pilot, lambda: any(event[0] == "catch" for event in app.table.game.log), "the bot's call")


def cheat_app() -> MauMauApp:
    """Erftschmiede at one keyboard: Anna, then Ben (people), then Robo (medium); Anna can cheat 2♣ on 5♦."""
    return staged_app([("Anna", None), ("Ben", None), ("Robo", "medium")], ["2C 3D 7D JS", "KH 9H 8S 4C",
                      "QH 10C 9C 5S"], pile="5D", stock="8D AC AS KS 7H 6H 6C", dealer=2, bot_delay=0.5,
                      ruleset="erftschmiede")


async def ben_after_annas_cheat(pilot: Pilot[None], app: MauMauApp) -> tuple[Table, Referee]:
    """Anna cheats 2♣ on 5♦; Ben takes the keyboard (his turn: he may accuse her, and so may Robo)."""
    await until_decision(pilot, app)
    await take_handoff(pilot, app)
    await until_decision(pilot, app)
    await send(pilot, *keys_for(parse_move("cheat 2C"), table_screen(app).view.hand))
    await until(pilot, lambda: isinstance(app.screen, HandoffScreen), "the hand-off to Ben")
    await take_handoff(pilot, app)
    await settle(pilot)
    table, referee = app.table, app.flow.referee
    assert table is not None and table_screen(app).seat == 1
    return table, referee


def accusers(table: Table) -> list[int]:
    return [event[1] for event in table.game.log if event[0] == "cheat_caught"]


async def test_a_person_asked_whom_to_accuse_of_cheating_is_not_overtaken_by_the_bot() -> None:
    """Anna cheated, Ben pressed c within his chance and reads the question "Whom do you accuse?" a long while: the
    question holds the table, so the bot's accusation does not overtake his (PLAYTEST155 F1 saw it credited to the
    bot; pressed within the chance, it is his)."""
    app = cheat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table, referee = await ben_after_annas_cheat(pilot, app)
        app.clock.advance(2.0)                                  # Ben sees the 2♣ and presses c in his chance
        referee.poll()
        await send(pilot, "c")
        await until(pilot, lambda: table_screen(app).asking is not None, "whom Ben accuses")
        assert referee.due() is None                            # the bot's call waits for Ben's answer
        app.clock.advance(3 * CATCH_CHANCE)                     # Ben reads the question a while
        referee.poll()
        await settle(pilot)
        assert accusers(table) == []
        await send(pilot, "enter")
        await until(pilot, lambda: bool(accusers(table)), "the catch")
        assert accusers(table) == [1]                           # Ben's, not Robo's


async def test_a_bot_still_accuses_when_the_person_lets_the_chance_go_by() -> None:
    """(The same cheat, and Ben does not press c: the bot calls it after his chance.)"""
    app = cheat_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table, referee = await ben_after_annas_cheat(pilot, app)
        app.clock.advance(CATCH_CHANCE + 0.5)
        referee.poll()
        await until(pilot, lambda: bool(accusers(table)), "the bot's catch")
        assert accusers(table) == [2]


async def test_a_hint_asked_in_the_chance_to_accuse_gives_the_whole_chance_again() -> None:
    """(PLAYTEST265 F1) Ben, reading his hand after Anna's cheat, asks for a hint near the end of his chance: the bot's
    accusation cut in before the hint had shown.  Asking shows he is deciding: the chance runs again from then."""
    app = cheat_app()
    assert app.table is not None
    app.table.hint_options = {"iterations": 40}
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table, referee = await ben_after_annas_cheat(pilot, app)
        app.clock.advance(CATCH_CHANCE - 2.0)                  # (a second of the chance left: a hand-off's hold had one)
        referee.poll()
        await send(pilot, "t")
        await until(pilot, lambda: bool(app._notifications), "the hint")
        app.clock.advance(CATCH_CHANCE - 0.5)                  # past the first chance's end, not the new one's
        referee.poll()
        await settle(pilot)
        assert accusers(table) == []
        app.clock.advance(1.0)
        referee.poll()
        await until(pilot, lambda: bool(accusers(table)), "the bot's catch")
        assert accusers(table) == [2]


async def test_a_hint_gives_the_chance_to_accuse_again_once() -> None:
    """PLAYTEST276: a hint asked every second and a half held the bots' accusation (and the game) for minutes: each
    one gave the whole chance again.  Only the first does."""
    app = cheat_app()
    assert app.table is not None
    app.table.hint_options = {"iterations": 40}
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table, referee = await ben_after_annas_cheat(pilot, app)
        app.clock.advance(CATCH_CHANCE - 2.0)
        referee.poll()
        await send(pilot, "t")                                  # the chance runs again from here
        await until(pilot, lambda: bool(app._notifications), "the hint")
        app.clock.advance(CATCH_CHANCE - 1.0)
        referee.poll()
        app.clear_notifications()
        await send(pilot, "t")                                  # again, near the end: no more
        await until(pilot, lambda: bool(app._notifications), "the second hint")
        app.clock.advance(1.0)
        referee.poll()
        await until(pilot, lambda: bool(accusers(table)), "the bot's catch")
