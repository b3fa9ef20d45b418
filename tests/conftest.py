"""Every test runs with its own empty user folder, so a developer's own rulesets and saves never leak in, and
nothing one test leaves there (a save, the last seats) reaches another; nor does a config file one test set aside
reach another's notices, nor the command line's language one test's ``main`` chose (``Parser.lang``, the process's:
after ``--lang de`` the next test's refusals came in German)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from textual.app import App

from maumau_tui.arguments import Parser
from maumau_tui.tui.i18n import locale_says_utf8
from maumau_tui.tui.settings import take_set_aside

# The commands print ASCII where the locale is not UTF-8 (``cli_screen.printable_everywhere``); the tests that do not
# set a locale of their own expect UTF-8, also on a machine whose own locale is C.
if locale_says_utf8(os.environ) is False:
    os.environ.pop("LC_ALL", None)
    os.environ["LANG"] = os.environ["LC_CTYPE"] = "C.UTF-8"

@pytest.fixture(autouse=True)
def _notices_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """A notice shown without a time of its own stays while a test reads it: Textual takes it off after 5 s of the
    wall clock, and a loaded machine took longer than that between two steps of a test that read both notices."""
    monkeypatch.setattr(App, "NOTIFICATION_TIMEOUT", 600)


@pytest.fixture(autouse=True)
def _own_user_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    previous = os.environ.get("MAUMAU_HOME")
    os.environ["MAUMAU_HOME"] = str(tmp_path_factory.mktemp("maumau-home"))
    yield
    take_set_aside()
    Parser.lang = "en"
    if previous is None:
        os.environ.pop("MAUMAU_HOME", None)
    else:
        os.environ["MAUMAU_HOME"] = previous
