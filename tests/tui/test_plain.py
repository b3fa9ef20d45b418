"""The screen in ASCII (``maumau_tui.tui.plain``): every character outside ASCII leaves as ASCII taking the same
cells, escape codes untouched; the app takes the driver that does it where the locale is not UTF-8 or ``--ascii``
was given, and names keys in words.  A real terminal: ``test_plain_tmux.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from textual._border import BORDER_CHARS
from textual.binding import Binding

from maumau_tui.tui import i18n, i18n_help
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.plain import PlainDriver, plain
from maumau_tui.tui.settings import Settings, start_settings


def every_text() -> list[str]:
    texts = [text for lang in i18n.STRINGS.values() for text in lang.values() if isinstance(text, str)]
    texts += [text for name in dir(i18n_help) for table in [getattr(i18n_help, name)] if isinstance(table, dict)
              for words in table.values() if isinstance(words, dict) for text in words.values() if isinstance(text, str)]
    borders = ["".join(char for row in rows for char in row) for rows in BORDER_CHARS.values()]
    return texts + borders + ["李雷 spielt", "Zoë, Łukasz, Øyvind, straße", "\u00a0€5 × 2 ÷ 3", "e\u0301", "🂡 ✓ ★"]


def test_every_text_of_the_app_and_every_border_leaves_in_ascii_in_the_cells_it_took() -> None:
    texts = every_text()
    assert len(texts) > 300 and not all(text.isascii() for text in texts)
    for text in texts:
        shown = plain(text)
        assert shown.isascii(), (text, shown)
        assert cell_len(shown) == cell_len(text), (text, shown)


@pytest.mark.parametrize(("text", "shown"), [
    ("╭─ Tisch ─╮", "+- Tisch -+"), ("│ x │", "| x |"), ("╔═╗", "+=+"), ("┃┣━", "|+-"),
    ("„Mau“ – “Mau-Mau” …", '"Mau" - "Mau-Mau" .'), ("Richtung: ← →  ↑↓", "Richtung: < >  ^v"),
    ("König, Größe, Zoë", "Konig, Grose, Zoe"), ("李雷", "????"), ("♣ ♠ ♥ ♦", "C S H D"),
    ("\x1b[1;7;38;5;253mä\x1b[0m\x1b[3;1H", "\x1b[1;7;38;5;253ma\x1b[0m\x1b[3;1H"), ("e\u0301", "e"),
    ("Your turn. · ←→ choose, Enter plays · f cheats", "Your turn. | <> choose, Enter plays | f cheats"),  # (PLAYTEST215
])                                                                          # F5: ". ." read as a typo, "plays . f" as a full stop)
def test_characters_read_as_their_ascii_look_alikes(text: str, shown: str) -> None:
    assert plain(text) == shown


@pytest.mark.parametrize(("env", "ascii_cards", "expected"), [
    ({"LANG": "C"}, None, True), ({"LC_ALL": "de_DE.ISO-8859-1"}, None, True), ({"LANG": "de_DE.UTF-8"}, None, False),
    ({"LANG": "de_DE.UTF-8"}, True, True), ({}, None, False)])
def test_the_screen_is_plain_where_the_locale_is_not_utf8_or_ascii_was_asked_for(
        env: dict[str, str], ascii_cards: bool | None, expected: bool, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    settings = start_settings(ascii_cards=ascii_cards, path=tmp_path / "settings.json")
    assert settings.plain is expected
    assert (MauMauApp(settings).driver_class is PlainDriver) is expected


@pytest.mark.parametrize("plain_screen", [True, False])
def test_the_footer_names_keys_in_words_on_a_plain_screen(plain_screen: bool) -> None:
    app = MauMauApp(Settings(lang="en", plain=plain_screen))
    shown = [app.get_key_display(Binding(key, "x")) for key in ("enter", "up", "left", "escape", "ctrl+c", "d")]
    assert shown == (["enter", "up", "left", "esc", "^c", "d"] if plain_screen else ["⏎", "↑", "←", "esc", "^c", "d"])


def test_german_words_are_spelled_out_once_the_process_screen_is_in_ascii() -> None:
    """(PLAYTEST113 F17: "Enter drucken", to print, for "drücken".)  The words, names filled in too, before they are
    laid out; the log's lines where they are shown (``GameLog``, the hand-off's)."""
    from maumau_tui.tui.i18n import tr
    from maumau_tui.tui.spelling import spell_out, spelled

    assert tr("de", "handoff_key", name="Jörg") == "Jörg: Enter drücken, um die eigene Hand zu sehen."
    spell_out()
    try:
        assert tr("de", "handoff_key", name="Jörg") == "Joerg: Enter druecken, um die eigene Hand zu sehen."
        assert spelled("Größe, Äpfel, Übung") == "Groesse, Aepfel, Uebung"
        assert spelled("As 7 …") == "As 7 ..."          # (not "As 7 .", a sentence's end)
    finally:
        spell_out(False)
    assert tr("de", "handoff_key", name="Jörg").startswith("Jörg: Enter drücken")


def test_the_spelling_holds_while_the_app_runs_and_ends_with_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test that starts the app in this process (its run replaced) leaves no spelling behind for the next one."""
    from maumau_tui.tui.app import run
    from maumau_tui.tui.i18n import tr

    monkeypatch.setenv("MAUMAU_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C")                                  # a terminal that is not UTF-8
    said: list[str] = []
    monkeypatch.setattr(MauMauApp, "run", lambda app, *_, **__: said.append(tr("de", "handoff_key", name="Jörg")))
    assert run(lang="de") == 0
    assert said == ["Joerg: Enter druecken, um die eigene Hand zu sehen."]
    assert tr("de", "handoff_key", name="Jörg").startswith("Jörg: Enter drücken")


async def test_the_hand_ends_last_lines_are_spelled_out_as_the_logs_other_places() -> None:
    from textual.widgets import Static

    from maumau_tui.tui.spelling import spell_out
    from test_match_end_screen import SIZE, EndApp, played

    first, _ = played("faraon", 3, to_the_end=True)
    assert any("ü" in line for line in first.recent["de"])          # (Robo legt Grün König.)
    spell_out()
    try:
        async with EndApp(first, "de").run_test(size=SIZE) as pilot:
            await pilot.pause()
            shown = str(pilot.app.screen.query_one("#hand-end-recent", Static).render())
            assert "Robo legt Gruen Koenig." in shown and not any(char in shown for char in "äöüß"), shown
    finally:
        spell_out(False)


async def test_a_rulesets_own_texts_and_the_footers_keys_are_spelled_out_too() -> None:
    """PLAYTEST116 F1: an option's "zählen" (to count) read "zahlen" (to pay), the footer's "Zurück" read "Zuruck"
    beside the app's own "zurueck"."""
    from maumau_tui.tui.spelling import spell_out
    from test_ruleset_numbers import RulesApp
    from tui_helpers import screen_text

    spell_out()
    try:
        async with RulesApp("de").run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            shown = screen_text(pilot.app)
            assert "Ziehstrafen zaehlen zusammen" in shown and "Bube wuenscht" in shown, shown
            assert "Zurueck" in shown and not any(char in shown for char in "äöüß"), shown
    finally:
        spell_out(False)


def test_the_hints_reason_is_spelled_out_too() -> None:
    """PLAYTEST119 F1: the learners' hints read "Die nachsten 2 Spieler" and "drausen" in German ASCII."""
    from maumau_tui.bots.hint import Hint
    from maumau_tui.notation import parse_move
    from maumau_tui.tui.hinting import hint_text
    from maumau_tui.tui.labels import Look
    from maumau_tui.tui.spelling import spell_out

    advice = Hint(parse_move("draw"), "draw", "Die nächsten 2 Spieler setzen aus; einer ist bald draußen.")
    spell_out()
    try:
        said = hint_text(advice, ["Anna", "Ben"], Look(lang="de", ascii_cards=True))
    finally:
        spell_out(False)
    assert said.endswith("Die naechsten 2 Spieler setzen aus; einer ist bald draussen."), said


def test_a_help_rows_key_spelled_out_keeps_its_column() -> None:
    """PLAYTEST119 F6: in ASCII "1 ... 9, 0" pushed its row's words two columns further than every other row's."""
    from maumau_tui.tui.i18n_help import HELP
    from maumau_tui.tui.spelling import spell_out, spelled_columns

    spell_out()
    try:
        page = spelled_columns(HELP["de"])
    finally:
        spell_out(False)
    rows = page.splitlines()
    digits = next(row for row in rows if row.startswith("  1 ... 9, 0"))
    enter = next(row for row in rows if row.startswith("  Enter "))
    assert digits.index("Karte Nummer 1 ... 10") == enter.index("gewaehlte Karte legen") == 17, (digits, enter)


def test_a_settings_value_reads_as_one_to_switch_in_ascii() -> None:
    """PLAYTEST119 F7: "Sprache: ' Deutsch '" read as quoted words, not as a value the arrows switch."""
    assert plain("Sprache: ‹ Deutsch ›") == "Sprache: < Deutsch >"


def test_an_ellipsis_made_by_the_code_is_three_dots_in_ascii_too() -> None:
    """PLAYTEST122 F7: the lobby's cut option ("The first player out wins and.: on"), a vote's answer not given yet
    ("Cleo: .") and a status line cut short read as sentences' ends: the driver sends "…" as one "."."""
    from maumau_tui.net.lobby_lines import short
    from maumau_tui.net.vote_screen import ballot_lines
    from maumau_tui.rules.loader import load
    from maumau_tui.tui.spelling import spell_out
    from maumau_tui.tui.status import clipped

    ballot = {"option": "quick", "value": True, "old": False, "by": 0, "at_once": True, "order": [1, 2],
              "answers": {"0": True}, "asking": 1, "bots": [2]}
    spell_out()
    try:
        assert short("The first player out wins and the hand ends there", 30) == "The first player out wins..."
        assert "  Robo: ... (bot)" in ballot_lines(ballot, load("standard"), ["Anna", "Ben", "Robo"], "en")
        assert clipped("Ace must be covered: play a fitting card or draw", 30) == "Ace must be covered: play ..."
    finally:
        spell_out(False)
    assert short("The first player out wins and the hand ends there", 30) == "The first player out wins…"


async def test_a_prompts_lines_are_spelled_out_as_the_log_spells_them() -> None:
    """PLAYTEST166 F1: the wish of a German pack read "S Grun" in ASCII while the log beside it said "Gruen"."""
    from textual.app import App
    from textual.widgets import OptionList

    from maumau_tui.notation import Move
    from maumau_tui.tui.labels import Look
    from maumau_tui.tui.prompts import prompt_for
    from maumau_tui.tui.screens.prompt import ChoicePrompt
    from maumau_tui.tui.spelling import spell_out
    from test_prompts import seat_view

    spec = prompt_for(seat_view(*(Move("wish", suit=suit) for suit in range(4))),
                      Look("de", ascii_cards=True, german_pack=True))
    assert spec is not None and any("ü" in choice.label for choice in spec.choices)
    spell_out()
    try:
        app: App[None] = App()
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(ChoicePrompt(spec, "de"))
            await pilot.pause()
            options = app.screen.query_one(OptionList)
            lines = [str(options.get_option_at_index(at).prompt) for at in range(options.option_count)]
            assert "S Gruen" in " ".join(lines) and not any("ü" in line for line in lines), lines
    finally:
        spell_out(False)


def test_a_name_refused_and_a_broken_rulesets_message_are_spelled_out_too() -> None:
    """PLAYTEST172 F1: in ASCII German a refused name read "'Jo,e' enthalt ','" and a broken ruleset "unbekannter
    Schlussel": the rules' German messages came through the driver's fallback, which drops the umlaut."""
    from maumau_tui.names import check_names
    from maumau_tui.tui.i18n import rules_message
    from maumau_tui.tui.spelling import spell_out

    with pytest.raises(ValueError) as refused:
        check_names(["Jo,e", "Ben"])
    assert "enthält" in rules_message("de", refused.value)
    spell_out()
    try:
        said = rules_message("de", refused.value)
        assert "enthaelt" in said and not any(char in said for char in "äöüß"), said
        unknown = rules_message("de", "mine.yaml, line 79: fooo: unknown key 'fooo' (see `maumau rules schema` for the "
                                      "keys a ruleset may have)")
        assert "Schluessel" in unknown and "ü" not in unknown, unknown
    finally:
        spell_out(False)


def test_a_votes_end_from_the_host_is_spelled_out_as_the_log_spells_it() -> None:
    """PLAYTEST216 F3: in ASCII the vote's dialog read "Hausregel geandert" (the driver's "ä" as "a") where the log
    beside it read "geaendert"."""
    from maumau_tui.net.vote_screen import RemoteVoteScreen
    from maumau_tui.rules.loader import load
    from maumau_tui.tui.spelling import spell_out

    screen = RemoteVoteScreen("de", load("standard"), {"quick": False}, ["Anna", "Ben"], 0, lambda message: None)
    screen.sentence = "Hausregel geändert (alle einverstanden): „Schnell“ gilt ab jetzt."
    spell_out()
    try:
        assert screen.text() == "Hausregel geaendert (alle einverstanden): „Schnell“ gilt ab jetzt."
    finally:
        spell_out(False)
    assert "geändert" in screen.text()
