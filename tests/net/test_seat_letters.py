"""A player whose locale is not UTF-8 (``LANG=C``, a Latin-1 terminal) plays with the suits as letters, over SSH
as at home: the server reads the client's locale and starts the seat process with ``--ascii``."""

from __future__ import annotations

import argparse

import pytest

from maumau_tui.net.seat import make_app
from maumau_tui.net.client_text import not_utf8
from maumau_tui.net.session import seat_args


@pytest.mark.parametrize(("client", "letters"), [({"LANG": "C"}, True), ({"LC_ALL": "de_DE.ISO-8859-1"}, True),
                                                 ({"LANG": "de_DE.UTF-8"}, False), ({}, False)])
def test_the_seat_process_gets_letters_where_the_clients_locale_is_not_utf8(client: dict[str, str],
                                                                            letters: bool) -> None:
    args = seat_args("Anna", "en", "seat", "/dev/null", None, not_utf8(client), plain=not_utf8(client))
    assert ("--ascii" in args) is letters and ("--plain" in args) is letters


@pytest.mark.parametrize("app", ["seat", "solo"])
@pytest.mark.parametrize("letters", [True, False])
def test_the_seat_app_starts_with_the_letters_it_was_given(app: str, letters: bool) -> None:
    args = argparse.Namespace(user="Anna", lang="en", app=app, seed=1, bot_delay=0.0, ascii=letters, plain=letters,
                              by_suit=False)
    settings = make_app(args, None).settings   # type: ignore[attr-defined]
    assert settings.ascii_cards is letters and settings.plain is letters


def test_the_seat_app_starts_with_the_hands_order_it_was_given() -> None:
    """(``--by-suit``: a player back at a seat where they grouped the hand by suit.)"""
    args = seat_args("Anna", "en", "seat", "/dev/null", by_suit=True)
    assert "--by-suit" in args and "--by-suit" not in seat_args("Anna", "en", "seat", "/dev/null")
    parsed = argparse.Namespace(user="Anna", lang="en", app="seat", seed=None, ascii=False, plain=False, by_suit=True)
    assert make_app(parsed, None).by_suit   # type: ignore[attr-defined]
