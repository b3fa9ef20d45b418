"""Pilot tests of the house-rules screen: a proposal, the vote (accepted, refused, cancelled), the log line."""

from __future__ import annotations

from textual.pilot import Pilot

from maumau_tui.match import HandResult
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.last_seats import remember, remembered, remembered_options
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.house_rules import HouseRulesScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.clock import ManualClock
from tui_helpers import (labels_on_screen, pass_guard, screen_text, staged_app, take_handoff, terminal_click, until,
                         until_decision)

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]
TRIO = [("Anna", False), ("Bot", True), ("Ben", False)]
FRAMES = str.maketrans(dict.fromkeys("║│▊▎▌═╔╗╚╝▔▁", " "))


def flat(app: MauMauApp) -> str:
    """The screen's text without frames, line breaks and runs of spaces (wrapped lines read on)."""
    return " ".join(screen_text(app).translate(FRAMES).split())


def log_text(app: MauMauApp) -> str:
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return " ".join(str(line.text).strip() for line in screen.query_one("#log").lines)  # type: ignore[attr-defined]


async def open_house_rules(pilot: Pilot[None], app: MauMauApp, option: str) -> HouseRulesScreen:
    """Press ``h`` at the table and highlight ``option``."""
    await until_decision(pilot, app)
    await pilot.press("h")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, HouseRulesScreen)
    await pilot.press(*["down"] * list(screen.values).index(option))
    return screen


async def test_an_accepted_change_applies_in_the_hand_in_play_and_is_logged() -> None:
    remember([("Anna", None), ("Bot", "medium")], 1)               # the table as the seats screen left it
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_house_rules(pilot, app, "seven_stacking")
        text = flat(app)
        assert "Change a house rule" in text and "[ ] A 7 may be answered with a 7" in text
        assert "Proposed by Anna." in text
        await pilot.press("space")
        await pilot.pause()
        text = flat(app)
        assert "Anna: yes (proposes)" in text and "Bot: yes (bot)" in text
        assert "Anna proposes" not in text        # the result names the rule: the proposal is not said twice
        assert "House rule switched on (everyone agreed): “A 7" in text   # (not "– on")
        assert not labels_on_screen(text), "the vote screen shows no card"
        assert screen.result is not None and screen.result.accepted
        pass_guard(app)                                  # (the result holds keys a moment: REVIEW147 R4)
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen)
        match = app.table.match  # type: ignore[union-attr]
        assert match.options == {"seven_stacking": True} and match.game.T is match.tables
        assert "House rule switched on (everyone agreed): “A 7 may be answered with a 7" in log_text(app)
        record = match.record()
        assert record["changes"][0]["option"] == "seven_stacking" and record["changes"][0]["by"] == "Anna"
    assert remembered_options("standard") == {"seven_stacking": True}   # the next set-up starts from it
    assert remembered() == ([("Anna", None), ("Bot", "medium")], 1)     # the seats as they were


async def test_a_click_on_the_result_goes_back_to_the_table_as_any_key_does() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_house_rules(pilot, app, "seven_stacking")
        await pilot.press("space")
        await until(pilot, lambda: screen.result is not None, "the vote's result")
        pass_guard(app)
        assert "Any key: back to the table" in flat(app)
        await terminal_click(pilot, app, 40, 12)
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")


async def test_a_person_saying_no_refuses_it_and_the_keyboard_goes_round_again() -> None:
    remember([("Anna", None), ("Bot", "medium"), ("Ben", None)], 2)
    app = staged_app(TRIO, ["7H 9C KD", "7S QC 10D", "8C 8D"], pile="9H", stock="8H AC AD", ruleset="kronenstube",
                     dealer=2, lang="de")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)                   # Anna takes the keyboard
        await open_house_rules(pilot, app, "blind")
        await pilot.press("space")
        await pilot.pause()
        text = flat(app)
        assert "Anna schlägt vor" in text and "Bot: ja (Bot)" in text and "Ben: ?" in text
        assert "Ben, bist du einverstanden?" in text
        assert not labels_on_screen(text)
        await pilot.press("n")
        await pilot.pause()
        text = flat(app)
        assert "Ben: nein" in text and "Hausregel abgelehnt (Ben ist dagegen)" in text and "bleibt aus" in text
        pass_guard(app)
        await pilot.press("escape")
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)      # Ben had the keyboard: hand it back first
        assert not labels_on_screen(flat(app))
        assert "Hausregel abgelehnt (Ben ist dagegen)" in flat(app), "the hand-off tells what happened since"
        table = app.table
        assert table is not None and table.match.options == {} and not table.match.changes
        assert not table.game.T.blind
        await take_handoff(pilot, app)
        await until_decision(pilot, app)
        assert "Hausregel abgelehnt (Ben ist dagegen)" in log_text(app)
    assert remembered_options("kronenstube") is None                   # a refused rule is not remembered


async def test_a_hand_off_tells_only_the_votes_since_its_person_last_had_the_keyboard() -> None:
    """Two votes refused one after the other, no move between: the second hand-off repeated the first refusal,
    which its person had been shown already (playtest 29)."""
    app = staged_app(TRIO, ["7H 9C KD", "7S QC 10D", "8C 8D"], pile="9H", stock="8H AC AD", ruleset="kronenstube",
                     dealer=2, lang="de")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)                   # Anna takes the keyboard
        for _ in range(2):
            await open_house_rules(pilot, app, "blind")
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("n")                        # Ben says no
            await pilot.pause()
            pass_guard(app)
            await pilot.press("escape")
            await until_decision(pilot, app)
            assert isinstance(app.screen, HandoffScreen)
            assert flat(app).count("Hausregel abgelehnt (Ben ist dagegen)") == 1, flat(app)
            await take_handoff(pilot, app)
            await until_decision(pilot, app)


async def test_a_yes_pressed_twice_does_not_answer_for_the_next_person_too() -> None:
    """(Playtest 31: Ben's `j j` also said yes for Clara, who never saw the question, and the rule changed.)"""
    trio = [("Anna", False), ("Ben", False), ("Clara", False), ("Bot", True)]
    app = staged_app(trio, ["7H 9C KD", "8C 8D", "9D 10D", "7S QC 10S"], pile="9H", stock="8H AC AD",
                     ruleset="kronenstube", dealer=3)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        screen = await open_house_rules(pilot, app, "blind")
        await pilot.press("space")
        await until(pilot, lambda: "Ben, do you agree?" in flat(app), "Ben's question")
        await pilot.press("j", "j")                                   # Ben, twice in one go
        await pilot.pause()
        vote = screen.vote
        assert vote is not None and vote.answers.get(1) is True and 2 not in vote.answers, vote.answers
        assert "Clara: ?" in flat(app) and "Clara, do you agree?" not in flat(app) and screen.result is None
        app.clock.advance(app.settings.key_hold)                     # Clara, after a moment: her question shows
        await until(pilot, lambda: "Clara, do you agree?" in flat(app), "Clara's question once keys count")
        await pilot.press("n")
        await until(pilot, lambda: screen.result is not None, "the result")
        assert vote.answers.get(2) is False


async def test_a_leading_bot_refuses_and_a_person_agrees_to_a_number() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    assert app.table is not None
    app.table.match.results.append(HandResult(1, 1, False, [1], 0, [30, 0]))   # the bot leads
    async with app.run_test(size=SIZE) as pilot:
        await open_house_rules(pilot, app, "eight_stacking")
        await pilot.press("space")
        await pilot.pause()
        text = flat(app)
        assert "Bot: no (bot)" in text and "House rule refused (Bot disagrees)" in text
        assert "Anna proposes" in text            # a refusal names only the rule as it stays: the proposal stays too
        pass_guard(app)
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert app.table.match.options == {}
        screen = await open_house_rules(pilot, app, "seven_stacking")
        await pilot.press("space")                       # away from the default again: refused
        await pilot.pause()
        assert screen.result is not None and screen.result.refused_by == 1
        pass_guard(app)
        await pilot.press("escape")
        await until_decision(pilot, app)
        screen = await open_house_rules(pilot, app, "play_to")
        await pilot.press("5", "0")
        assert "[0 → 50] Keep score" in flat(app)
        await pilot.press("minus", "enter")
        await pilot.pause()
        text = flat(app)
        assert "Bot: no (bot)" in text and screen.result is not None and screen.result.proposal.value == 49


async def test_going_back_to_the_default_is_agreed_by_every_bot() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    assert app.table is not None
    app.table.match.change_option("quick", True)
    app.table.match.results.append(HandResult(1, 1, False, [1], 0, [30, 0]))
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_house_rules(pilot, app, "quick")
        assert "[x] Quick" in flat(app)
        await pilot.press("space")
        await pilot.pause()
        assert screen.result is not None and screen.result.accepted
        pass_guard(app)                                  # (the result holds keys a moment: REVIEW147 R4)
        await pilot.press("enter")
        await until_decision(pilot, app)
        assert app.table.match.options == {"quick": False}


async def test_escape_cancels_before_and_during_the_vote_without_a_change() -> None:
    app = staged_app(TRIO, ["7H 9C KD", "7S QC 10D", "8C 8D"], pile="9H", stock="8H AC AD", dealer=2)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)
        await open_house_rules(pilot, app, "six_cards")
        await pilot.press("escape")
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen)
        await open_house_rules(pilot, app, "six_cards")
        await pilot.press("space")
        await pilot.pause()
        assert "Applies from the next hand on" in flat(app)
        await pilot.press("escape")                      # the proposal withdrawn instead of answering it
        await until_decision(pilot, app)
        table = app.table
        assert table is not None and table.match.options == {} and [r.cancelled for _, _, r in table.vote_log] == [True]
        assert "House rule" not in flat(app)
        # (PLAYTEST86 F5: those who had answered were not told that it ended)
        assert "Proposal withdrawn: “Six cards each instead of five.” stays off." in flat(app), flat(app)


async def test_a_change_the_match_cannot_take_is_explained_not_voted_on() -> None:
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1)
    assert app.table is not None
    app.table.match.results.append(HandResult(1, 1, False, [1], 0, [60, 0]))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        screen = await open_house_rules(pilot, app, "play_to")
        await pilot.press("enter")                       # the same value: nothing to vote on
        await pilot.pause()
        assert "Choose another value first" in flat(app)
        await pilot.press("4", "0", "enter")              # 40 < 60: the match would end at once
        await pilot.pause()
        text = flat(app)
        assert "Not possible: with it the match" in text and "would be over at once" in text  # a toast
        assert app.screen is screen and screen.vote is None and app.table.match.options == {}


async def test_choose_another_value_goes_once_a_change_is_proposed() -> None:
    """PLAYTEST193 F3: the notice stood under the vote's question to the next person."""
    app = staged_app(TRIO, ["7H 9C KD", "7S QC 10D", "8S 9S 10S"], pile="9H", stock="8C 8D 8H AC", dealer=2)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        await take_handoff(pilot, app)                   # Anna takes the keyboard
        screen = await open_house_rules(pilot, app, "play_to")
        await pilot.press("enter")                       # the same value: nothing to vote on
        await pilot.pause()
        assert "Choose another value first" in flat(app)
        await pilot.press("plus", "enter")               # a value of its own: Ben is asked
        await until(pilot, lambda: screen.vote is not None, "the vote")
        await pilot.pause()
        assert "Ben, do you agree?" in flat(app) and "Choose another value first" not in flat(app), flat(app)


async def test_the_key_works_while_a_bot_thinks_and_bots_wait_for_the_vote() -> None:
    app = staged_app(SOLO, ["9C 7H KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1, bot_delay=0.2)
    clock = app.clock
    assert isinstance(clock, ManualClock)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.press("1", "enter")                  # a card on 9♥ (every card but K♦ fits): the bot is on turn
        await pilot.press("h")
        referee = app.referee
        assert referee is not None
        clock.advance(0.4)                               # the bot's time has come, but a vote is open
        assert referee.due() is None and not referee.poll()
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen) and app.table.actor == 1   # the bot waits
        await pilot.press("escape")
        assert app.table.actor == 1
        for _ in range(5):                               # the bot waits its whole delay once more, per decision
            version = referee.version
            clock.advance(0.2)
            await until(pilot, lambda: referee.version > version, "the bot's decision after the vote")
            if app.table.actor != 1:
                break
        assert app.table.actor == 0 or app.table.hand_over
        assert len(app.table.game.hands[0]) == 2


async def test_the_key_line_stays_in_sight_on_a_low_terminal() -> None:
    """At 60x20 the list of house rules took 14 lines and pushed the box's key line below the screen (playtest 40);
    under 24 lines it is shorter and scrolls."""
    for lang in ("de", "en"):
        app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1, lang=lang)
        async with app.run_test(size=(60, 20)) as pilot:
            screen = await open_house_rules(pilot, app, "seven_stacking")
            hint = screen.query_one("#house-hint")
            assert hint.region.bottom <= 19, hint.region                    # above the box's lower border
            assert ("Esc: zurück" if lang == "de" else "Esc: back") in flat(app)


async def test_the_end_of_a_vote_fits_a_low_terminal_with_its_key_line() -> None:
    """(Playtest 41: at 60x20 in German the result's last words, "gilt ab sofort.", and its key line were cut off;
    the proposal above it said the rule a second time.)"""
    app = staged_app(SOLO, ["7H 9C KD", "7S QC 10D"], pile="9H", stock="8C 8D 8H AC", dealer=1, lang="de")
    async with app.run_test(size=(60, 20)) as pilot:
        screen = await open_house_rules(pilot, app, "quick")
        await pilot.press("space")
        await until(pilot, lambda: screen.result is not None, "the end of the vote")
        pass_guard(app)
        await pilot.pause()
        text = flat(app)
        assert "“ gilt ab sofort." in text and "Taste" in text and "Anna schlägt vor:" not in text, text
        assert screen.query_one("#house-hint").region.bottom <= 19
