"""The title bar: whose view, the ruleset and the hand, and the keys on the right; a long title is cut before the
keys with a blank between them, never running into them ("Hand 1?: help")."""

from __future__ import annotations

import pytest

from maumau_tui.rules.loader import load
from maumau_tui.tui.seat_link import TableFacts
from maumau_tui.tui.table_text import title_texts


def test_a_long_title_leaves_a_blank_before_the_keys_and_a_short_one_is_as_it_was() -> None:
    info = TableFacts(load("standard"))
    title, keys = title_texts(info, ["Anna", "Ben"], 0, "en", 80, "Esc: menu", True)
    assert (title, keys) == (" View: Anna · Mau-Mau · Hand 1", "?: help · Esc: menu · s: settings ")
    long = "Maximiliane16abc"
    title, keys = title_texts(info, [long, "Ben"], 0, "de", 40, "Esc: Menü", True)
    assert title.startswith(f" Sicht: {long}") and keys == " ?: Hilfe "
    assert len(title) + len(keys) > 40          # the title is cut by its widget, the keys keep their blank
    title, keys = title_texts(info, ["Anna", "Ben"], 0, "en", 80, "Esc: lobby", False)   # Esc goes elsewhere
    assert keys == "?: help · Esc: lobby "


def test_the_rulesets_name_gives_way_before_the_hands_number() -> None:
    info = TableFacts(load("evil-seven"), hand_number=12)
    title, keys = title_texts(info, ["Ben", "Anna"], 0, "en", 80, "Esc: menu", True)   # its words in brackets go
    assert (title, keys) == (" View: Ben · Evil Seven · Hand 12", "?: help · Esc: menu · s: settings ")
    title, keys = title_texts(info, ["Ben", "Anna"], 0, "en", 40, "Esc: menu", True)   # then its end
    assert title.endswith("… · Hand 12") and title.startswith(" View: Ben · Evil") and keys == "?: help "
    assert len(title) + len(keys) <= 40
    title, keys = title_texts(info, ["Ben", "Anna"], 0, "en", 120, "Esc: menu", True)  # room: the whole name
    assert title == " View: Ben · Evil Seven (Haft khabis) · Hand 12"


def test_a_cut_name_never_ends_in_a_blank_before_its_dots() -> None:
    for ruleset in ("crazy-eights", "miese-punkte", "evil-seven"):
        for width in range(30, 90):
            title, _ = title_texts(TableFacts(load(ruleset), hand_number=12), ["Anna", "Ben"], 0, "de", width, None, False)
            assert " …" not in title, (ruleset, width, title)


def test_the_title_never_touches_the_keys() -> None:
    info = TableFacts(load("evil-seven"), hand_number=1)
    for width in range(40, 120):
        title, keys = title_texts(info, ["Maximiliane_X", "Robo"], 0, "en", width, "Esc: menu", True)
        assert len(title) + len(keys) < width or keys.startswith(" "), (width, title, keys)


def test_the_keys_give_way_one_by_one_settings_first() -> None:
    """PLAYTEST155 F3: at 60 columns, and in German at 80, only "?: help" was left, though Esc's key fitted."""
    title, keys = title_texts(TableFacts(load("standard"), hand_number=2), ["Ben", "Anna"], 0, "en", 60, "Esc: menu",
                              True)
    assert (title, keys) == (" View: Ben · Mau-Mau · Hand 2", "?: help · Esc: menu ")
    title, keys = title_texts(TableFacts(load("erftschmiede"), hand_number=4), ["Anna", "Ben"], 0, "de", 80,
                              "Esc: Menü", True)
    assert title.startswith(" Sicht: Anna · Erftschmiede") and keys == "?: Hilfe · Esc: Menü "
    assert len(title) + len(keys) < 80


def test_a_watchers_bar_keeps_three_blanks_before_its_keys_giving_up_the_settings_key_first() -> None:
    """PLAYTEST215 F8: " Hands hidden · Erftschmiede-MauMau · Hand 1 ?: help · Esc: lobby · s: settings" read
    "Hand 1 ?: help" as one item."""
    title, keys = title_texts(TableFacts(load("erftschmiede")), ["Anna", "Ben"], None, "en", 80, "Esc: lobby", True)
    assert (title, keys) == (" Hands hidden · Erftschmiede-MauMau · Hand 1", "?: help · Esc: lobby ")
    for width in range(40, 120):
        title, keys = title_texts(TableFacts(load("erftschmiede")), ["Anna", "Ben"], None, "en", width, "Esc: lobby",
                                  True)
        assert width - len(title) - len(keys) >= 3 or keys.startswith(" "), (width, title, keys)


@pytest.mark.parametrize(("lang", "esc"), [("en", "Esc: lobby"), ("de", "Esc: Lobby")])
def test_at_60_columns_escs_key_stays_and_the_rulesets_name_is_cut_first(lang: str, esc: str) -> None:
    """PLAYTEST220 N4: a watcher of Erftschmiede at 60 columns had no "Esc: lobby" in the title, and no other word of
    the way back; the ruleset's name, which the lobby listed, was whole."""
    for seat in (None, 0):
        title, keys = title_texts(TableFacts(load("erftschmiede")), ["Anna", "Ben"], seat, lang, 60, esc, True)
        assert keys.rstrip().endswith(esc) and "…" in title and title.endswith(("Hand 1", "Spiel 1")), (title, keys)
        assert 60 - len(title) - len(keys) >= 3
