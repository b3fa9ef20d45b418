"""Card labels read in the app's language: B, D, K, A in German (Bube, Dame, König, Ass), U, O, K, A with
a German pack (Unter, Ober, König, Daus), J, Q, K, A in English; the move notation keeps J Q K A, and so do cards
as letters (ASCII) in every language: a German "AD" read as Ass Dame (PLAYTEST35)."""

from __future__ import annotations

import pytest

from maumau_tui.cards import format_card, parse_card
from maumau_tui.notation import Move, format_move
from maumau_tui.tui.labels import Look, label_of, move_label
from tui_helpers import labels_on_screen, screen_text, staged_app, until_decision

SOLO = [("Anna", False), ("Bot", True)]
HAND = "JH QS KD AC 10C"


@pytest.mark.parametrize(("look", "labels"), [
    (Look("de"), ["B♥", "D♠", "K♦", "A♣", "10♣"]),
    (Look("de", german_pack=True), ["U♥", "O♠", "K♦", "A♣", "10♣"]),
    (Look("en"), ["J♥", "Q♠", "K♦", "A♣", "10♣"]),
    (Look("en", german_pack=True), ["J♥", "Q♠", "K♦", "A♣", "10♣"]),   # German pack names are German only
    (Look("de", ascii_cards=True), ["JH", "QS", "KD", "AC", "10C"]),   # the notation's: D is only ever Diamonds
    (Look("de", ascii_cards=True, german_pack=True), ["JH", "QS", "KD", "AC", "10C"]),
])
def test_a_label_follows_the_language_and_the_pack(look: Look, labels: list[str]) -> None:
    assert [label_of(parse_card(word), look) for word in HAND.split()] == labels


def test_the_move_notation_keeps_its_letters() -> None:
    queen = parse_card("QS")
    assert format_card(queen) == "QS"
    assert format_move(Move("play", cards=(queen,))) == "play QS"
    assert move_label(Move("play", cards=(queen,)), ["Anna"], Look("de")) == "D♠ (Pik Dame) legen"


@pytest.mark.parametrize(("ruleset", "lang", "shown", "not_shown"), [
    ("standard", "de", {"B♥", "D♠", "K♦", "A♣"}, {"J♥", "Q♠"}),
    ("faraon", "de", {"U♥", "O♠", "K♦", "A♣"}, {"J♥", "Q♠", "B♥", "D♠"}),
    ("standard", "en", {"J♥", "Q♠", "K♦", "A♣"}, {"B♥", "D♠"}),
])
async def test_the_hand_on_the_table_shows_the_languages_letters(ruleset: str, lang: str, shown: set[str],
                                                                 not_shown: set[str]) -> None:
    app = staged_app(SOLO, [HAND, "7S 8S 9S 7D 8D"], pile="10H", stock="9D 9C", dealer=1, ruleset=ruleset, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        labels = labels_on_screen(screen_text(app))  # type: ignore[arg-type]
        assert shown <= labels and not labels & not_shown, labels


async def test_a_hand_without_colours_shows_the_languages_letters_too(monkeypatch: pytest.MonkeyPatch) -> None:
    """NO_COLOR draws the hand plainly: it fell back to the English letters at a German table (review 36)."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = staged_app(SOLO, [HAND, "7S 8S 9S 7D 8D"], pile="10H", stock="9D 9C", dealer=1, lang="de")
    async with app.run_test(size=(80, 24)) as pilot:
        await until_decision(pilot, app)
        assert app.no_color
        labels = labels_on_screen(screen_text(app))  # type: ignore[arg-type]
        assert {"B♥", "D♠", "K♦", "A♣"} <= labels and not labels & {"J♥", "Q♠"}, labels
