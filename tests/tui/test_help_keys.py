"""The help at a table lists only the keys its ruleset uses: a Round of Kings (`k`) and cheating (`f`) only in
Erftschmiede, a call (`m`) and a catch (`c`) only where there is a call or cheating, `a` only where something can
be accepted (a skip that may be passed on, a window, a caught cheat, blind play)."""

from __future__ import annotations

import pytest

from maumau_tui.net.seat_help import seat_help
from maumau_tui.rules.loader import load
from maumau_tui.tui.i18n import HELP
from maumau_tui.tui.i18n_help import SCREEN_HELP
from maumau_tui.tui.help_text import for_rules

KEY_LINES = {"k": "  k ", "f": "  f ", "m": "  m ", "c": "  c ", "a": "  a "}


def keys_in(text: str) -> set[str]:
    return {key for key, start in KEY_LINES.items() if any(line.startswith(start) for line in text.splitlines())}


@pytest.mark.parametrize(("ruleset_id", "keys"), [
    ("erftschmiede", {"k", "f", "m", "c", "a"}),
    ("miese-punkte", {"m", "c"}),               # "Mau" is called; its skips are taken at once; no Kings, no cheating
    ("idioten-mau", set()),                     # the Ace's skip cannot be countered; no call at all
    ("prsi", {"a"}),                            # an Ace may be passed on with an Ace, or the skip accepted
    ("standard", {"m", "c"}),
])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_help_lists_the_keys_the_ruleset_uses(ruleset_id: str, keys: set[str], lang: str) -> None:
    text = for_rules(HELP[lang], load(ruleset_id), lang)
    assert keys_in(text) == keys
    assert keys_in(HELP[lang]) == set(KEY_LINES)               # the menu's help (no ruleset) keeps them all
    kept = [line for line in HELP[lang].splitlines() if line[2:3] not in KEY_LINES or line[3:4] != " "]
    assert all(line in text.splitlines() for line in kept)   # every other line stays


@pytest.mark.parametrize(("options", "keys"), [
    ({"no_cheating": True}, {"k", "m", "c", "a"}),      # no cheating: no f, but calls are still caught
    ({"blind": True}, {"f", "m", "c", "a"}),             # blind play offers no round of Kings
])
def test_the_help_follows_the_house_rules_chosen(options: dict[str, bool], keys: set[str]) -> None:
    assert keys_in(for_rules(HELP["en"], load("erftschmiede", options), "en")) == keys


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_help_line_fits_the_help_box_unbroken(lang: str) -> None:
    # the box is 76 columns at most: less its border, padding and scroll bar, 69 hold a line (a longer German
    # line broke, and its end stood at the box's left edge, out of the key column)
    for text in (HELP[lang], seat_help(lang), *SCREEN_HELP[lang].values()):
        assert max(len(line) for line in text.splitlines()) <= 69


@pytest.mark.parametrize(("ruleset_id", "lang", "m_line", "c_line"), [
    ("switch", "de", "legen und ansagen („Letzte Karte“)", "erwischen, wer nicht angesagt hat"),
    ("tschau-sepp", "en", 'play it with the call (“Tschau”, “Sepp”)', "catch a player who missed a call"),
    ("erftschmiede", "en", 'play it with the call (“Last card”)', "catch a player who missed a call or cheated"),
])
def test_the_help_names_the_variants_own_calls(ruleset_id: str, lang: str, m_line: str, c_line: str) -> None:
    lines = for_rules(HELP[lang], load(ruleset_id), lang).splitlines()
    assert any(line.startswith("  m ") and line.endswith(m_line) for line in lines), lines
    assert any(line.startswith("  c ") and line.endswith(c_line) for line in lines), lines


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("width", [40, 56, 69])
def test_the_help_broken_for_a_narrow_box_goes_on_under_each_keys_words(lang: str, width: int) -> None:
    from maumau_tui.tui.screens.dialogs import KEY_COLUMN, hang

    text = HELP[lang]
    narrow = hang(text, width).splitlines()
    assert all(len(line) <= width for line in narrow)
    assert " ".join(" ".join(narrow).split()) == " ".join(" ".join(text.splitlines()).split())   # every word, in order
    keys = [index for index, line in enumerate(narrow) if line.startswith("  ") and line[2] != " "]
    for index in keys:                      # what follows a key line is another key line, its words, or a blank
        after = narrow[index + 1] if index + 1 < len(narrow) else ""
        assert not after.strip() or after.startswith("  ") and (after[2] != " " or after.startswith(" " * KEY_COLUMN))
    assert hang(text, 200) == text


async def test_the_help_at_60_columns_keeps_the_key_column() -> None:
    from maumau_tui.tui.screens.dialogs import HelpScreen
    from tui_helpers import screen_text, settle, staged_app, until_decision

    app = staged_app([("Anna", False), ("Bot", True)], ["9D 7C 8C", "KD QS 10S"], pile="9H", dealer=1, lang="en")
    async with app.run_test(size=(60, 20)) as pilot:
        await until_decision(pilot, app)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        lines = screen_text(app).splitlines()
        row = next(index for index, line in enumerate(lines) if "← → Home End" in line)
        assert lines[row + 1].startswith("█   ↑ ↓            a row up, down"), lines[row:row + 2]   # a key a line
        row = next(index for index, line in enumerate(lines) if "1 … 9, 0" in line)
        assert lines[row + 1].startswith("█" + " " * 18 + "again"), lines[row:row + 2]       # under its words
