"""The way around: from the table back to the menu (after a question), the hand end's q asks, a rematch or a
new match at the match end, the settings screen (remembered, the language switched at once), several cards
marked with Space and played with Enter, and blind play whose prompt starts with the truth.  Keys come in
bursts too; no screen shows another seat's hand (``drawn_cards``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList

from maumau_tui.cards import card_label, parse_card
from maumau_tui.engine.game import Game
from maumau_tui.clock import ManualClock
from maumau_tui.table import Table
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.screens.dialogs import ConfirmScreen, LeaveScreen
from maumau_tui.tui.screens.hand_end import HandEndScreen
from maumau_tui.tui.screens.handoff import HandoffScreen
from maumau_tui.tui.screens.prompt import ChoicePrompt
from maumau_tui.tui.screens.settings import SettingsScreen
from maumau_tui.tui.screens.table import TableScreen
from maumau_tui.tui.screens.variant import VariantScreen
from maumau_tui.tui.settings import Settings, load_settings
from tui_helpers import (labels_on_screen, pass_guard, screen_text, send, settle, staged_app, table_screen, until,
                         until_decision)

SIZE = (80, 24)
SOLO = [("Anna", False), ("Bot", True)]
PAIR = [("Anna", False), ("Ben", False)]


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def app_on(table: Table, hands: list[str], pile: str, stock: str = "", lang: str = "en") -> MauMauApp:
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards(h) for h in hands], cards(pile),
                                cards(stock), dealer=len(hands) - 1))
    app = MauMauApp(Settings(lang=lang, seed=1, bot_delay=0.0), clock=ManualClock())
    app.table = table
    return app


async def test_esc_at_the_table_asks_then_goes_back_to_the_menu(drawn_cards: list[int]) -> None:
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        version = app.referee.version if app.referee else -1
        await send(pilot, "escape")
        assert isinstance(app.screen, ConfirmScreen)
        assert "Back to the menu? The match stays saved." in screen_text(app)
        await send(pilot, "n")                                    # no: the table, as it was
        assert isinstance(app.screen, TableScreen) and app.referee and app.referee.version == version
        await send(pilot, "q", "y")                               # a burst: y was meant for the table
        assert isinstance(app.screen, ConfirmScreen)
        await send(pilot, "y", "y", "enter")                      # yes, twice: one way back
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the variant chooser")
        assert app.flow is None and app.table is None
        assert app.screen_stack == [app.screen]                   # the chooser alone: no table left below it
    assert drawn_cards


def one_hand_match(lang: str = "en") -> MauMauApp:
    """Anna goes out with her only card; ``play_to: 1`` ends the match with that hand."""
    table = Table.from_names("standard", SOLO, 1, {"play_to": 1})
    return app_on(table, ["9D", "KC QC 7S"], pile="9H", lang=lang)


async def anna_goes_out(pilot: Pilot[None], app: MauMauApp) -> None:
    """Anna plays her only card; the hand-end sheet, once it takes keys."""
    await until_decision(pilot, app)
    await send(pilot, "enter")
    await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
    pass_guard(app)                                               # the sheet's hold on keys


async def end_the_match_here(pilot: Pilot[None], app: MauMauApp) -> None:
    """On the sheet of a match of single hands: q, its second line (the match ends here); its closing sheet."""
    await send(pilot, "q")
    pass_guard(app)
    await send(pilot, "2", "enter")
    await until(pilot, lambda: isinstance(app.screen, HandEndScreen) and app.screen.closing is not None,
                "the closing sheet")


async def test_q_on_the_hand_end_asks_and_esc_comes_back() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        assert "This match has no set end: play as long as you like." in " ".join(screen_text(app).split())
        await send(pilot, "q", "q", "escape")                     # a burst: only the first q counts
        assert isinstance(app.screen, LeaveScreen)
        assert [c for c in app.screen.choices] == ["menu", "finish", "quit_kept"]   # single hands: kept, or ended
        assert "Quit (the match stays saved)" in screen_text(app)    # (playtest 38: quitting said nothing of it)
        assert "Back to the menu (the match stays saved)" in screen_text(app)
        assert "End the match here (to the finished matches)" in screen_text(app)
        # (PLAYTEST94 F2: the sheet's key bar under the question still offered "n Next hand  q Leave  r Rules")
        await until(pilot, lambda: "Next hand" not in screen_text(app).splitlines()[-1], "no sheet keys under it")
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end again")
        await until(pilot, lambda: "Next hand" in screen_text(app).splitlines()[-1], "the sheet's keys again")
        await send(pilot, "q")
        pass_guard(app)                                           # read before Enter counts (a double press)
        await send(pilot, "2", "enter", "enter")                  # the second line: the match ends here (Enter twice)
        # (it ended without a word; then with a notice only, PLAYTEST91 F8): its sheet, who stood best as its title
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen) and app.screen.closing is not None,
                    "the closing sheet")
        text = screen_text(app)
        assert "The match ended after one hand. Best: Anna (0 points)." in text and "Every hand" in text, text
        assert "Next to deal" not in text and text.rstrip().endswith("…")   # (the second Enter chose nothing)
        pass_guard(app)
        await until(pilot, lambda: "Enter, n or q: what next? (rematch, new match, quit)" in screen_text(app), "its keys")
        await send(pilot, "enter")                                # what next, as at any match's end (PLAYTEST144 F4:
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["rematch", "new", "quit"]   # the menu)
        pass_guard(app)
        await send(pilot, "2", "enter")                           # a new match
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
        assert app.return_code is None


async def test_each_line_of_the_leave_question_keeps_its_digit_in_every_match() -> None:
    """In a match of single hands "2 Enter" ends the match here; in a match with an end of its own, whose question
    has no such line, the same keys quit the program (PLAYTEST158 F1).  Each line keeps its digit: 3 quits."""
    table = Table.from_names("standard", SOLO, 1, {"play_to": 100})       # (a total to reach: its own end)
    app = app_on(table, ["9D", "KC QC 7S"], pile="9H")
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["menu", "quit_kept"]
        text = screen_text(app)
        assert "1. Back to the menu (the match stays saved)" in text and "3. Quit (the match stays saved)" in text
        assert "2. (ending here: this match ends by its rules)" in text   # (PLAYTEST161 F1: a gap)
        pass_guard(app)
        await send(pilot, "down")                                 # none marked: down marks the first line
        assert app.screen.query_one(OptionList).highlighted == 0
        await send(pilot, "down")                                 # the cursor passes over the gap
        assert app.screen.query_one(OptionList).highlighted == 2
        await send(pilot, "up", "2")                              # its digit marks nothing, and says why (PLAYTEST176
        await until(pilot, lambda: any("Line 2 is not offered here (ending here: this match ends by its rules)."   # F1)
                                       == str(note.message) for note in app._notifications), "why not 2")
        assert app.screen.query_one(OptionList).highlighted is None
        await send(pilot, "enter")                                # nothing chosen
        await until(pilot, lambda: any("Choose a line first" in str(note.message) for note in app._notifications),
                    "choose a line first")
        assert isinstance(app.screen, LeaveScreen) and app.return_code is None and app.table is not None
        await send(pilot, "3", "enter")                           # 3 quits, as in every match
        await until(pilot, lambda: app.return_code is not None, "the app's end")


async def test_a_match_ended_here_offers_a_rematch_with_the_same_seats() -> None:
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        table = app.table
        await end_the_match_here(pilot, app)                      # (to the finished matches)
        pass_guard(app)
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen)
        pass_guard(app)
        await send(pilot, "1", "enter")                           # the rematch
        await until(pilot, lambda: app.table is not table and isinstance(app.screen, TableScreen), "the rematch")
        assert table is not None and app.table is not None and not app.table.match.results
        assert [seat.name for seat in app.table.seats] == [seat.name for seat in table.seats]


@pytest.mark.parametrize("signalled", [False, True])
async def test_a_match_ended_here_is_filed_even_if_the_terminal_closes_on_its_sheet(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, signalled: bool) -> None:
    """REVIEW115 F3: the match was filed only once the closing sheet was left; a SIGHUP on the sheet (the window
    closed on the final standings) kept it among the matches to play on."""
    import signal

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        await end_the_match_here(pilot, app)                      # (to the finished matches)
        if signalled:
            app.stop_on_signal(signal.SIGHUP)                     # the terminal closes on the sheet
        else:
            pass_guard(app)
            await send(pilot, "enter")
        await pilot.pause()
    files = {path.relative_to(tmp_path).parts[0] for path in tmp_path.rglob("*.json")}
    assert "history" in files and "saves" not in files, sorted(tmp_path.rglob("*"))
    filed, = (tmp_path / "history").glob("*.json")
    assert json.loads(filed.read_text(encoding="utf-8"))["record"]["ended"] is True   # (as a server's record says)


async def test_n_on_the_leave_question_comes_back_to_the_sheet_as_esc_does() -> None:
    """(Playtest 31: Esc by mistake on the sheet, then n as its key line says: nothing happened, again and again.)"""
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveScreen), "the leave question")
        pass_guard(app)                                           # (its key line, once keys count)
        await until(pilot, lambda: "n / Esc: back" in screen_text(app), "its keys")
        await send(pilot, "n")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end again")


async def test_a_rematch_deals_again_with_the_same_seats(drawn_cards: list[int]) -> None:
    app = one_hand_match()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        old = app.table
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        pass_guard(app)                                           # the sheet's hold on keys
        assert old is not None and old.match_over
        await send(pilot, "q")
        leave = app.screen
        assert isinstance(leave, LeaveScreen) and leave.choices == ["rematch", "new", "quit"]
        text = screen_text(app)
        assert "The match is over. What next?" in text and "Rematch: another match with the same seats" in text
        await send(pilot, "1", "enter")
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.table is not old, "a new table")
        new = app.table
        assert new is not None and new.names == old.names and new.humans == old.humans
        assert new.hand_number == 1 and new.match.options == old.match.options and not new.match.results
        assert new.match.seed == old.match.seed + 1                # seeded: the next seed, another shuffle
        assert old.match.results[-1].dealer == 1 and new.match.first_dealer == 0   # the deal goes on round the table
        assert app.screen is app.flow.screen and app.flow.referee.table is new
        assert all(screen.seat is None for screen in app.screen_stack[:-1] if isinstance(screen, TableScreen))
        await until_decision(pilot, app)                          # and it plays
        assert "Hand 1" in screen_text(app)


async def test_a_rematch_whose_ruleset_broke_meanwhile_says_why_on_the_first_screen(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW52: a rematch made its table without a guard, so a ruleset file broken or gone since the match began
    (its match played on from the copy of its rules) ended the app with an internal error."""
    from maumau_tui.rules.files import RulesetError

    app = one_hand_match()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await anna_goes_out(pilot, app)
        broken = RulesetError("friday.yaml, line 4: hand_sise: unknown key 'hand_sise'")
        monkeypatch.setattr(Table, "from_names", classmethod(lambda cls, *args, **kwargs: (_ for _ in ()).throw(broken)))
        await send(pilot, "q")
        assert isinstance(app.screen, LeaveScreen) and app.screen.choices == ["rematch", "new", "quit"]
        await send(pilot, "1", "enter")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the first screen")
        told = [str(note.message) for note in app._notifications]
        assert "No rematch – the ruleset cannot be dealt now: friday.yaml, line 4: hand_sise: unknown key 'hand_sise'" \
            in told, told        # (PLAYTEST194 F4: "now. no ruleset called ..." ran a full stop into a small letter)
        assert app.return_code is None and app.table is None


async def test_a_new_match_at_the_match_end_goes_to_the_variant_chooser() -> None:
    app = one_hand_match("de")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "enter")
        await until(pilot, lambda: isinstance(app.screen, HandEndScreen), "the hand end")
        pass_guard(app)                                           # the sheet's hold on keys
        await send(pilot, "q")
        assert "Neue Partie: Variante und Plätze wählen" in screen_text(app)
        await send(pilot, "2", "enter")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the variant chooser")
        assert app.table is None and app.flow is None


async def test_the_chooser_after_a_match_stands_on_the_variant_just_played() -> None:
    """PLAYTEST193: after "new match" the cursor stood on the first variant, not on the one just played."""
    table = Table.from_names("neuner", SOLO, 1, {"play_to": 1})
    app = app_on(table, ["10H", "KC QC 7S"], pile="8H")
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        await send(pilot, "q")
        await send(pilot, "2", "enter")                         # a new match
        await until(pilot, lambda: isinstance(app.screen, VariantScreen) and app.screen.described, "the chooser")
        chooser = app.screen.query_one(OptionList)
        assert chooser.highlighted is not None
        assert chooser.get_option_at_index(chooser.highlighted).id == "neuner"


async def test_settings_switch_the_language_at_once_and_are_remembered(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "s")
        assert isinstance(app.screen, SettingsScreen)
        assert "Language: ‹ English ›" in screen_text(app)
        await send(pilot, "enter")                                # English -> Deutsch, shown at once
        text = screen_text(app)
        assert "Sprache: ‹ Deutsch ›" in text and "Einstellungen" in text
        await send(pilot, "down", "down", "left")                 # bot speed: at once -> fast
        await send(pilot, "s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        await settle(pilot)
        text = screen_text(app)
        assert "Deine Hand – Anna" in text and "Spielverlauf" in text and "Legen" in text
        assert app.referee is not None and app.referee.bot_delay == 0.25
        saved = json.loads((tmp_path / "settings.json").read_text())
        assert saved == {"lang": "de", "bot_speed": "fast", "colours": "auto"}   # the suits: as the locale says
        assert load_settings().lang == "de" and load_settings().bot_delay == 0.25
        await send(pilot, "s", "down", "enter", "escape")          # a burst: only s reaches the table
        assert isinstance(app.screen, SettingsScreen)
        await send(pilot, "down")
        await send(pilot, "enter")                                # ASCII on, then Esc: nothing changes
        await send(pilot, "escape")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        assert not app.settings.ascii_cards and "7♥" in screen_text(app)


async def test_monochrome_from_the_settings_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    app = staged_app(SOLO, ["7H 9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1, lang="en")
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        await send(pilot, "s")
        await send(pilot, "up", "up")                              # the row before the last: colours
        await send(pilot, "enter")
        await send(pilot, "enter")                                 # auto -> ansi -> mono
        assert "Colours: ‹ monochrome ›" in screen_text(app)
        await send(pilot, "s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        assert app.no_color and app.settings.colours == "mono"


def faraon_app(hand: str, pile: str = "9H", lang: str = "en") -> MauMauApp:
    table = Table.from_names("faraon", SOLO, 1)
    return app_on(table, [hand, "KC QC 8C 10C"], pile=pile, stock="7D 8D 10D", lang=lang)


async def test_space_marks_several_cards_and_enter_plays_them(drawn_cards: list[int]) -> None:
    app = faraon_app("AH AC 8S KD")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        hand = screen.view.hand
        first, second = hand.index(parse_card("AH")), hand.index(parse_card("AC"))
        assert "Space marks, Enter plays the marked" in screen_text(app)
        await send(pilot, str(first + 1), "space", str(second + 1), "space")
        assert screen.marked == [first, second]
        text = screen_text(app)
        assert "2 marked – Enter plays them" in text and "*1" in text and "*2" in text
        await send(pilot, "space")                                 # again: unmarked
        assert screen.marked == [first]
        await send(pilot, "space", "enter")
        game = app.table.game if app.table else None
        assert game is not None and len(game.hands[0]) == 2
        assert game.log[1:3] == [("play", 0, parse_card("AH"), None), ("play", 0, parse_card("AC"), None)] or \
            {parse_card("AH"), parse_card("AC")} <= set(game.pile)
        assert screen.marked == []


async def test_marked_cards_that_cannot_go_together_are_refused_with_the_reason() -> None:
    app = faraon_app("AH AC 8S KD")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        hand = screen.view.hand
        await send(pilot, str(hand.index(parse_card("AH")) + 1), "space", str(hand.index(parse_card("KD")) + 1),
                   "space", "enter")
        await pilot.pause()
        assert "A♥ K♦ cannot go together: only cards of one rank do." in " ".join(screen_text(app).split())
        assert app.table is not None and len(app.table.game.hands[0]) == 4


async def test_marked_cards_of_one_rank_whose_first_does_not_fit_say_so() -> None:
    """PLAYTEST128 F9: Q♣ Q♠ on 7♦ were refused with "one rank, and the first must fit": they are of one rank (here 9♣
    9♠: a Queen goes on anything in Faraón)."""
    app = faraon_app("9C 9S 8S KD", pile="7D")
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        hand = table_screen(app).view.hand
        await send(pilot, str(hand.index(parse_card("9C")) + 1), "space", str(hand.index(parse_card("9S")) + 1),
                   "space", "enter")
        await pilot.pause()
        said = [str(note.message) for note in app._notifications]
        assert said == ["9♣ 9♠ cannot go like this: the first marked card, 9♣, does not fit."], said
        assert app.table is not None and len(app.table.game.hands[0]) == 4


@pytest.mark.parametrize(("lang", "legend", "refused"), [
    ("en", "1 marked – Enter plays it", "8♠ does not fit."), ("de", "1 markiert – Enter legt sie", "8♠ passt nicht.")])
async def test_one_marked_card_that_does_not_fit_is_said_of_one_card(lang: str, legend: str, refused: str) -> None:
    """PLAYTEST207 F2: one card marked read "8♠ gehen so nicht: die erste markierte Karte, 8♠, passt nicht." (and the
    legend "1 marked – Enter plays them")."""
    app = faraon_app("9C 9S 8S KD", pile="7D", lang=lang)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await until_decision(pilot, app)
        hand = table_screen(app).view.hand
        await send(pilot, str(hand.index(parse_card("8S")) + 1), "space")
        await pilot.pause()
        assert legend in screen_text(app)
        await send(pilot, "enter")
        await pilot.pause()
        said = [str(note.message) for note in app._notifications]
        assert said == [refused], said


async def test_space_plays_where_one_card_goes_at_a_time() -> None:
    app = staged_app(SOLO, ["9D 8S", "KD QS 10S JH"], pile="9H", stock="AS AH", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        screen = table_screen(app)
        await send(pilot, str(screen.view.hand.index(parse_card("9D")) + 1), "space")
        game = app.table.game if app.table else None
        assert game is not None and parse_card("9D") in game.pile and len(game.hands[0]) == 1 and screen.marked == []


def blind_app() -> MauMauApp:
    table = Table.from_names("standard", PAIR, 1, {"blind": True})
    return app_on(table, ["9C KS 8D", "10D QC"], pile="9H", stock="7S AC KD")


async def test_blind_play_enter_then_enter_tells_the_truth(drawn_cards: list[int]) -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        if isinstance(app.screen, HandoffScreen):
            pass_guard(app)
            await send(pilot, "enter")
            pass_guard(app)
        screen = table_screen(app)
        await send(pilot, str(screen.view.hand.index(parse_card("9C")) + 1))
        await send(pilot, "enter")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "declare"
        assert prompt.spec.choices[0].label == "9♣ – the truth"
        assert all("– a lie" in choice.label for choice in prompt.spec.choices[1:])
        assert "Lay 9♣ face down – declare it as …" in screen_text(app)
        await send(pilot, "enter")                          # at once: a double press, it declares nothing
        assert isinstance(app.screen, ChoicePrompt)
        pass_guard(app)                                     # read, then Enter: the first line
        await send(pilot, "enter")
        game = app.table.game if app.table else None
        assert game is not None and game.blind is not None and game.blind.real == game.blind.declared == parse_card("9C")


async def test_a_card_that_does_not_fit_can_only_be_declared_as_a_lie() -> None:
    app = blind_app()
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        if isinstance(app.screen, HandoffScreen):
            pass_guard(app)
            await send(pilot, "enter")
            pass_guard(app)
        screen = table_screen(app)
        await send(pilot, str(screen.view.hand.index(parse_card("KS")) + 1), "enter")
        prompt = app.screen
        assert isinstance(prompt, ChoicePrompt) and prompt.spec.kind == "declare"
        assert all("– a lie" in choice.label for choice in prompt.spec.choices)
        assert not labels_on_screen(prompt.spec.title) - {card_label(parse_card("KS"))}


async def test_leaving_for_the_menu_stops_the_bots_worker_thread() -> None:
    table = Table.from_names("standard", SOLO, 1)
    table.use_hand(Game.stacked(table.match.tables, table.names, [cards("7H 9D 8S"), cards("KD QS 10S JH")],
                                cards("9H"), cards("AS AH"), dealer=1))
    app = MauMauApp(Settings(lang="en", seed=1, bot_delay=0.0, bots_in_thread=True), clock=ManualClock())
    app.table = table
    async with app.run_test(size=SIZE) as pilot:
        await until_decision(pilot, app)
        worker = app.worker
        assert worker is not None and app.referee is not None and app.referee.thinker is worker
        await send(pilot, "escape")
        await send(pilot, "y")
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the menu")
        with pytest.raises(RuntimeError):                 # its pool takes no more work
            worker.pool.submit(print)


async def test_a_match_of_hands_lost_ended_here_names_them_not_points() -> None:
    """(Review 100.) Prší counts the hands each seat lost: "Best: Anna (0 points)" said a number of no points."""
    app = staged_app(SOLO, ["9D", "KC QC"], pile="9H", ruleset="prsi", dealer=1)
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        await end_the_match_here(pilot, app)                      # (to the finished matches)
        assert "The match ended after one hand. Best: Anna (never lost)." in screen_text(app)


def test_a_new_match_of_a_seeded_session_is_dealt_with_the_next_seed() -> None:
    """PLAYTEST276 N1: a new match set up from the match's end (or the menu) with --seed dealt the same cards as the
    match just played; each match of the session takes the seed after the last one, a rematch's too."""
    app = MauMauApp(Settings(lang="en", seed=5, bot_delay=0.0), ruleset="standard",
                    seats=[("Anna", None), ("Robo", "easy")], clock=ManualClock())
    assert app.table is not None and app.table.match.seed == 5
    seats = [("Anna", None), ("Ben", None)]
    assert app.make_table("kronenstube", seats, None, None).match.seed == 6
    app.dealt_with(app.next_seed(after=6))                      # (a rematch of the match of 6)
    assert app.seeded == 7
    assert app.make_table("standard", seats, None, None).match.seed == 8
    with pytest.raises(ValueError):
        app.make_table("no-such-rules", seats, None, None)
    assert app.make_table("standard", seats, None, None).match.seed == 9   # (a table not made took no seed)
    unseeded = MauMauApp(Settings(lang="en", bot_delay=0.0), clock=ManualClock())
    unseeded.dealt_with(unseeded.next_seed())
    assert unseeded.seeded is None                              # (no --seed: each a fresh seed, nothing counted)


async def test_a_rematch_counts_its_seed_and_one_not_dealt_takes_none(monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW274 N1: the rematch's own counting of its seed was untested (dropped or moved, every test passed)."""
    from maumau_tui.rules.files import RulesetError

    app = one_hand_match()                                      # a session with --seed 1: its match is seed 1
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        old = app.table
        await send(pilot, "q")
        await send(pilot, "1", "enter")                         # rematch
        await until(pilot, lambda: isinstance(app.screen, TableScreen) and app.table is not old, "a new table")
        assert app.table is not None and app.table.match.seed == 2 and app.next_seed() == 3
    app = one_hand_match()
    async with app.run_test(size=SIZE) as pilot:
        await anna_goes_out(pilot, app)
        broken = RulesetError("friday.yaml, line 4: hand_sise: unknown key 'hand_sise'")
        monkeypatch.setattr(Table, "from_names", classmethod(lambda cls, *a, **k: (_ for _ in ()).throw(broken)))
        await send(pilot, "q")
        await send(pilot, "1", "enter")                         # a rematch that cannot be dealt
        await until(pilot, lambda: isinstance(app.screen, VariantScreen), "the first screen")
        assert app.seeded is None                               # (no match took a seed: this app's was staged)


async def test_a_new_match_after_one_continued_in_a_seeded_session_takes_the_seed_after_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """REVIEW274 R4: ``--seed 5``, Continue on a match dealt with seed 5, then a new match: the same cards again. A
    match continued of another seed leaves the session's seeds as they were (REVIEW275 R1: an unseeded match's seed,
    62 random bits, took the session on from it, and the next match's seed told the continued match's)."""
    from maumau_tui.match import fresh_seed
    from maumau_tui.store.saves import Store

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    seats = [("Anna", None), ("Robo", "easy")]
    store = Store()
    for day, seed in ((5, 5), (3, 3), (1, fresh_seed())):
        earlier = Table.from_names("standard", seats, seed, None, None)
        earlier.deal()
        store.save(f"2026120{day}-120000-standard", earlier.match)
    for continued, dealt_next in (("20261205-120000-standard", 6), ("20261203-120000-standard", 5),
                                  ("20261201-120000-standard", 5)):
        app = MauMauApp(Settings(lang="en", seed=5, bot_delay=0.0), clock=ManualClock())
        async with app.run_test(size=SIZE) as pilot:
            app.resume_match(continued)
            await until(pilot, lambda: app.table is not None and app.flow is not None, "the continued table")
            assert app.make_table("standard", seats, None, None).match.seed == dealt_next
