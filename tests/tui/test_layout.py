"""Text that fits: the log wraps and keeps its newest line in sight, the status line wraps, the hand-off keeps
its border at 60×20, a terminal too small gets one plain message (and the game waits), every card of a long
hand has a key, and without colour every card reads."""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from maumau_tui.cards import card_label
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.i18n import tr
from maumau_tui.tui.screens.dialogs import HelpScreen, QuitScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.too_small import MIN_SIZE, TooSmallScreen
from maumau_tui.tui.widgets.game_log import GameLog
from maumau_tui.tui.widgets.hand import HandView
from tui_helpers import (cut_widgets, labels_on_screen, pass_guard, screen_text, send, settle, staged_app, table_screen, until,
                         until_decision)

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]
PAIR = [("Anna", False), ("Ben", False), ("Bot", True)]
LONG_HAND = "7H 9D 8S 10D QD AC 7C 8C 9C 10C JC QC"


def vote_lines(app: MauMauApp, times: int) -> None:
    """House-rule votes (the bot agrees): each leaves one of the log's longest lines."""
    referee = app.referee
    assert referee is not None
    for number in range(times):
        referee.finish_vote(referee.start_vote("seven_stacking", number % 2 == 0, by=0))


def log_rows(text: str) -> list[str]:
    """The rows inside the log's box (right of the table box)."""
    rows = text.splitlines()[3:]
    inside = []
    for row in rows:
        if row.startswith("╰"):
            break
        inside.append(row[32:].strip("│ "))
    return inside


@pytest.mark.parametrize("lang", ["en", "de"])
async def test_a_long_log_line_wraps_and_the_newest_line_stays_in_sight(lang: str) -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang=lang)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        vote_lines(app, 7)                             # 7 long lines: more than the box holds
        log = table_screen(app).query_one(GameLog)
        await until(pilot, lambda: len(log.texts) == 8, "the votes in the log")
        await pilot.pause()
        newest = log.texts[-1]
        assert len(newest) > log.scrollable_content_region.width   # it must wrap to fit
        assert log.virtual_size.width <= log.scrollable_content_region.width
        assert not log.show_horizontal_scrollbar
        assert log.scroll_y == log.max_scroll_y > 0
        rows = log_rows(screen_text(app))
        shown = " ".join(row for row in rows if row)
        assert shown.endswith(newest.split()[-1]) and newest.split()[-3] in shown
        assert " ".join(newest.split()) in " ".join(shown.split())   # every word, in order: nothing cut


async def test_the_log_wraps_again_when_the_terminal_changes_width() -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        vote_lines(app, 2)
        log = table_screen(app).query_one(GameLog)
        await until(pilot, lambda: len(log.texts) == 3, "the votes in the log")
        narrow = len(log.lines)
        await pilot.resize_terminal(120, 30)
        await until(pilot, lambda: log.wrapped_at == log.scrollable_content_region.width > 60, "wrapped again")
        assert len(log.lines) < narrow and log.virtual_size.width <= log.scrollable_content_region.width


async def test_a_long_status_line_wraps_instead_of_being_cut() -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        status = table_screen(app).query_one("#status")
        long_line = " ".join(["Königsrunde von Anna: König (oder Joker als König) legen oder ziehen"] * 2)
        status.update(long_line)                                   # type: ignore[attr-defined]
        await pilot.pause()
        assert status.size.height >= 2
        text = " ".join(screen_text(app).split())
        assert long_line in text


async def test_the_hand_off_keeps_its_border_and_words_at_60_by_20() -> None:
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="de")
    async with app.run_test(size=(60, 20)) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, HandoffScreen)
        text = screen_text(app)
        assert text.count("╔") == 1 and text.count("╚") == 1 and "Anna ist dran" in text
        assert "Gib die Tastatur an Anna. Alle anderen schauen weg." in text and "…" in text
        assert not labels_on_screen(text)


async def with_history(pilot: Pilot[None], app: MauMauApp, recent: list[str]) -> None:
    """The first hand-off, told ``recent`` as what happened."""
    await until_decision(pilot, app)
    screen = app.screen
    assert isinstance(screen, HandoffScreen)
    screen.recent = recent
    screen.on_resize(None)


async def test_the_hand_off_keeps_its_key_line_with_a_long_history_at_60_by_20() -> None:
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="en")
    async with app.run_test(size=(60, 20)) as pilot:
        await with_history(pilot, app, [f"line {number}" for number in range(12)])
        await pilot.pause()
        text = screen_text(app)
        assert "╚" in text and "…" in text and "line 11" in text and "line 0\n" not in text


async def test_the_hand_off_at_60_by_20_shows_a_line_of_two_rows_it_has_the_room_for() -> None:
    """PLAYTEST238 F1: "Ben lays a card face down and declares the 7 of Spades." (two rows in the box) was left out
    of what happened, while four rows of the terminal stayed blank: rows were kept for a catch line that was not there."""
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="en")
    declared = "Ben lays a card face down and declares the 7 of Spades."
    async with app.run_test(size=(60, 20)) as pilot:
        await with_history(pilot, app, ["Start card: 9 of Hearts.", declared, "Bot-1 believes Ben.", "Draw two!",
                                         "Bot-1 draws 2 cards.", "Bot-1 plays the 7 of Hearts.", "Draw two!"])
        await pilot.pause()
        text = screen_text(app)
        words = " ".join(text.replace("║", " ").split())
        assert declared in words and "Bot-1 plays the 7 of Hearts." in words, text
        assert text.count("╔") == 1 and text.count("╚") == 1 and "…" in text and not cut_widgets(app), text


async def test_the_hand_off_marks_that_it_leaves_out_what_happened_before_its_lines() -> None:
    """PLAYTEST238 N1: at 60x20 the lines began in the middle of a story ("Bot-1 believes Ben." without what Ben laid)
    with no sign that there was more; an ellipsis now leads them.  All lines shown: no ellipsis."""
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="en")
    async with app.run_test(size=(60, 20)) as pilot:
        await with_history(pilot, app, [f"line {number}" for number in range(12)])
        await pilot.pause()
        rows = [row.strip("║ ") for row in screen_text(app).splitlines()]
        first = next(index for index, row in enumerate(rows) if row.startswith("… line "))
        shown = int(rows[first].split()[-1])
        assert shown > 0 and rows[first + 1] == f"line {shown + 1}" and "line 11" in rows, rows
        await with_history(pilot, app, [f"line {number}" for number in range(3)])
        await pilot.pause()
        rows = [row.strip("║ ") for row in screen_text(app).splitlines()]
        assert "line 0" in rows and "line 2" in rows and not any(row.startswith("… line") for row in rows), rows
    app = staged_app(PAIR, ["7D 9D 10S", "KC QC 8C", "AS AH 7S"], pile="9H", dealer=2, lang="en")
    async with app.run_test(size=(80, 40)) as pilot:   # room for every line it keeps, but more happened before them
        await until_decision(pilot, app)
        await app.push_screen(HandoffScreen("Anna", [f"line {number}" for number in range(10)], "en"))
        await pilot.pause()
        rows = [row.strip("║ ") for row in screen_text(app).splitlines()]
        assert "… line 2" in rows and "line 9" in rows and "line 1" not in rows, rows


@pytest.mark.parametrize("lang", ["de", "en"])
async def test_a_long_name_wraps_the_hand_off_words_instead_of_cutting_them_at_60_by_20(lang: str) -> None:
    long_name = "ÄÖÜäöüßÄÖÜäöüßÄÖ"                                   # 16 characters, the most a name has
    app = staged_app([(long_name, False), ("Ben", False)], ["7D 9D 10S", "KC QC 8C"], pile="9H", dealer=1, lang=lang)
    async with app.run_test(size=(60, 20)) as pilot:
        await with_history(pilot, app, [f"A long line of what happened, number {n}, told in many words" for n in range(8)])
        pass_guard(app)
        await settle(pilot)
        text = screen_text(app)
        words = " ".join(text.replace("║", " ").split())
        assert tr(lang, "handoff_body", name=long_name) in words and tr(lang, "handoff_key", name=long_name) in words
        assert text.count("╔") == 1 and text.count("╚") == 1 and "number 7, told in many words" in words


async def test_a_terminal_too_small_shows_one_message_and_the_game_waits() -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        version = app.referee.version if app.referee else -1
        await pilot.resize_terminal(MIN_SIZE.width - 1, MIN_SIZE.height)
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")
        text = screen_text(app)
        assert f"needs at least {MIN_SIZE.width}×{MIN_SIZE.height}" in " ".join(text.split())
        assert not labels_on_screen(text)                      # no card, no broken table
        await send(pilot, "1", "enter", "d", "space", "escape")  # keys meanwhile do nothing
        assert isinstance(app.screen, TooSmallScreen) and app.referee and app.referee.version == version
        await pilot.resize_terminal(MIN_SIZE.width, MIN_SIZE.height - 1)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(*MIN_SIZE)
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table again")
        assert sum(isinstance(s, TooSmallScreen) for s in app.screen_stack) == 0
        assert "7♥" in screen_text(app)


async def shrunk(pilot: Pilot[None], app: MauMauApp) -> None:
    """At a decision, the terminal made too small: the notice is up."""
    await until_decision(pilot, app)
    await pilot.resize_terminal(50, 16)
    await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")


async def test_a_screen_that_comes_on_top_of_the_too_small_notice_gets_it_again() -> None:
    # over SSH a table can start under the notice (the terminal was small in the lobby)
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await shrunk(pilot, app)
        await app.push_screen(HelpScreen("en"))
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the notice over it")
        await pilot.resize_terminal(*SIZE)
        await until(pilot, lambda: isinstance(app.screen, HelpScreen), "the screen that came on top")
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        assert not any(isinstance(screen, TooSmallScreen) for screen in app.screen_stack)   # the first notice went too


async def test_ctrl_c_on_a_terminal_too_small_quits_as_the_notice_says() -> None:
    """(PLAYTEST110 F17: it opened the quit question under the notice, unseen until the window grew.)"""
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await shrunk(pilot, app)
        assert "Ctrl+C: quit" in " ".join(screen_text(app).split())
        await send(pilot, "ctrl+c")
        await until(pilot, lambda: app.return_code == 0, "the app ending")
        assert not any(isinstance(screen, QuitScreen) for screen in app.screen_stack)


async def test_an_app_started_in_a_small_terminal_says_so_first() -> None:
    app = MauMauApp()
    async with app.run_test(size=(40, 12)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TooSmallScreen), "the too-small screen")
        assert "40×12" in screen_text(app)


async def test_every_card_of_a_long_hand_has_a_key() -> None:
    app = staged_app(SOLO, [LONG_HAND, "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=(60, 24)) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        hand = screen.query_one(HandView)
        assert len(screen.view.hand) == 12 and hand.per_row() < 12
        text = screen_text(app)
        assert " 11 " in text and " 12" in text and "digit again: card +10" in text
        await send(pilot, "2")
        assert screen.selected == 1
        await send(pilot, "2")
        assert screen.selected == 11                      # the same digit again at once: ten on
        await send(pilot, "2")
        assert screen.selected == 1                       # and back
        await send(pilot, "right", "2")
        assert screen.selected == 1                       # another key between: the digit's own card
        await send(pilot, "0")
        assert screen.selected == 9
        await send(pilot, "1", "down")
        assert screen.selected == hand.per_row()          # a row further down
        await send(pilot, "up")
        assert screen.selected == 0
        await send(pilot, "1")
        assert screen.selected == 0                       # card 1 was chosen already: "1" keeps it
        await send(pilot, "1")
        assert screen.selected == 10                      # "1 1": card 11


@pytest.mark.parametrize(("reads", "played"), [([["1"], ["enter"]], 0), ([["1", "1", "enter"]], 10)])
async def test_digits_then_enter_play_their_card(reads: list[list[str]], played: int) -> None:
    """A turn starts with card 1 chosen: "1" then Enter plays card 1, never card 11; "1 1 Enter" typed at once (one
    read) plays card 11 (playtest 67: it played card 1, Enter having come in before the second digit's binding ran)."""
    hand = "7C 7H 8D 8S 9H 9D 10H 10D JH QH KC AC"       # sorted: 7♣ first, K♣ eleventh; both fit on 9♣
    app = staged_app(SOLO, [hand, "KD QS 10S 8H"], pile="9C", stock="AS AH", dealer=1)
    async with app.run_test(size=(60, 24)) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        cards = {0: screen.view.hand[0], 10: screen.view.hand[10]}
        assert card_label(cards[0]) == "7♣" and card_label(cards[10]) == "K♣"
        assert screen.selected == 0 and len(screen.view.hand) == 12
        for keys in reads:
            await send(pilot, *keys)
            if keys == ["1"]:
                assert screen.selected == 0                # card 1 was chosen already: "1" keeps it
        await until(pilot, lambda: len(screen.view.hand) == 11, "a card played")
        assert cards[played] not in screen.view.hand and cards[10 - played] in screen.view.hand


async def test_a_digit_beyond_the_hand_says_there_is_no_such_card() -> None:
    """Playtest 33: "7" with four cards did nothing at all."""
    app = staged_app(SOLO, ["7H 9D 8S 10D", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        await send(pilot, "2", "7", "7")                      # a burst: one notice, the card chosen stays
        await until(pilot, lambda: "No card 7: your hand has 4." in screen_text(app), "the notice")
        assert screen.selected == 1 and len(screen.view.hand) == 4
        assert [str(note.message) for note in app._notifications].count("No card 7: your hand has 4.") == 1


async def test_without_colour_every_card_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = staged_app(SOLO, ["7H 9D 8S 10D QD AC", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await pilot.pause()
        update = app.screen._compositor.render_update(full=True)
        seen = 0
        for row in update.strips:
            for strip in row:
                for segment in strip:
                    if segment.style is None or not any(suit in segment.text for suit in "♥♦♠♣"):
                        continue
                    fore, back = segment.style.color, segment.style.bgcolor
                    assert fore is not None and back is not None
                    assert fore.get_truecolor() == tuple(fore.get_truecolor())
                    red, green, blue = fore.get_truecolor()
                    assert red == green == blue, segment                # monochrome
                    light = lambda c: 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]  # noqa: E731
                    assert abs(light(fore.get_truecolor()) - light(back.get_truecolor())) >= 100, segment
                    seen += 1
        assert seen >= 3                                  # the top card and the hand's cards were looked at


async def test_the_hint_key_is_in_the_footer_at_60_by_20() -> None:
    """(Playtest 31: the footer was cut after "h Hausregeln", so a learner at the smallest size never saw t.)"""
    app = staged_app(SOLO, ["9D 10S", "KC QC 8C"], pile="9H", dealer=1, lang="de")   # a call to make
    async with app.run_test(size=(60, 20)) as pilot:
        await until_decision(pilot, app)
        assert isinstance(app.screen, TableScreen)
        footer = screen_text(app).splitlines()[-1]
        assert "m Ansage" in footer and "t Tipp" in footer, footer


async def test_the_footer_shows_only_keys_that_fit_whole_and_the_rest_again_when_there_is_room() -> None:
    """(Playtest 36: at a narrow terminal the last key was cut mid-word, "h Hausreg".)"""
    app = staged_app(SOLO, ["9D 10S", "KC QC 8C"], pile="9H", dealer=1, lang="de")
    async with app.run_test(size=(60, 20)) as pilot:
        await until_decision(pilot, app)
        footer = lambda: screen_text(app).splitlines()[-1]  # noqa: E731
        assert footer().split()[-2:] == ["r", "Regeln"], footer()
        assert "Hausreg" not in footer()
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert footer().split()[-2:] == ["h", "Hausregeln"], footer()
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert footer().split()[-2:] == ["r", "Regeln"], footer()


async def test_a_table_of_bots_alone_says_why_no_hand_is_shown() -> None:
    """(Review 38: "until the next person takes the keyboard" where nobody ever will.)"""
    app = staged_app([("Robo", True), ("Mia", True)], ["9D 10S", "KC QC 8C"], pile="9H", dealer=1, bot_delay=5.0)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        await settle(pilot)
        assert "Only bots play: their hands stay hidden." in screen_text(app)
        assert "next person" not in screen_text(app)


def test_a_sheets_key_line_breaks_between_its_items_never_inside_one() -> None:
    """(Playtest 36: at 60x20 the match's end read "a: noch einmal, ders" and "q: back to the lobby" was lost.)"""
    from maumau_tui.tui.widgets.text import fitted_keys

    line = "↑↓ blättern · Die Partie ist vorbei · a: noch einmal, derselbe Tisch · q: zurück in die Lobby"
    shown = fitted_keys(line, 58).splitlines()
    assert all(len(row) <= 58 for row in shown) and len(shown) == 2, shown
    assert " · ".join(shown) == line                      # every item whole, in order
    assert fitted_keys("n: next hand · q: leave\nwaiting for Ben", 80) == "n: next hand · q: leave\nwaiting for Ben"


def test_an_item_wider_than_the_line_breaks_between_its_words_under_its_own_indent() -> None:
    """(PLAYTEST125: at 60 columns a lobby table's seats went on at the line's start, "  medium)", under its number.)"""
    from rich.cells import cell_len

    from maumau_tui.net.lobby_lines import table_line
    from maumau_tui.tui.widgets.text import key_lines

    table = {"number": 4, "ruleset": "idioten-mau", "options": {}, "seats": ["Gabi", "Hans", "Bibi", "Robo", "名前"],
             "levels": ["", "", "", "medium", "hard"], "creator": "Gabi", "started": True, "over": False,
             "watchers": 0, "away": [], "parked": [], "stand_ins": []}
    shown = key_lines("> " + table_line(table, "en"), 40, indent="    ").splitlines()
    assert all(cell_len(row) <= 40 for row in shown), shown
    assert shown[0].startswith("> #4") and all(row.startswith("    ") for row in shown[1:]), shown
    assert " ".join(shown).replace("·", "").split() == ("> " + table_line(table, "en")).replace("·", "").split()   # whole


@pytest.mark.parametrize(("lang", "marking", "digits"), [
    ("de", "Leertaste markiert, Enter legt die markierten", "Ziffer noch mal: Karte +10"),
    ("en", "Space marks, Enter plays the marked", "digit again: card +10")])
async def test_a_long_hand_where_several_cards_go_at_once_says_how_to_reach_its_eleventh_card(
        lang: str, marking: str, digits: str) -> None:
    """PLAYTEST206 F4: Faraón at 80 columns in German, 16 cards: the hand's lower border ended "· Ziffer n…", and the
    digits past the tenth card went unsaid.  What the brackets mean gives way first, then how to mark."""
    app = staged_app(SOLO, ["7H 8H 9H 10H JH QH KH AH 7S 8S 9S 10S", "KD QS 10D JC"], pile="9D", stock="AS AC",
                     ruleset="faraon", lang=lang, dealer=1)
    async with app.run_test(size=(120, 30)) as pilot:
        await until_decision(pilot, app)

        def border() -> str:
            return [line for line in screen_text(app).splitlines() if line.startswith("╰")][-1]   # the hand's box

        assert "[ ]" in border() and marking in border() and digits in border()   # room for all of it
        for size, said in (((80, 24), (marking, digits)), ((60, 20), (digits,)), ((120, 30), ("[ ]", marking, digits))):
            await pilot.resize_terminal(*size)
            await until(pilot, lambda: "…" not in border() and all(part in border() for part in said),
                        f"the key line fitted at {size}")   # the line is fitted once the new size is laid out
        await pilot.resize_terminal(60, 20)
        await send(pilot, "2", "space")                   # one card marked: how many, and the digits, still whole
        await settle(pilot)
        marked = {"de": "1 markiert", "en": "1 marked"}[lang]
        assert "…" not in border() and marked in border() and digits in border(), border()
