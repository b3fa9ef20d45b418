"""``e`` and ``a`` on a remote seat's sheet where they do nothing: a match with an end of its own (Kronenstube's, to
101) is not ended by ``e``, and ``a`` sets the table up again only at the match's end.  A playtest pressed both on
a Kronenstube sheet, as the help names them, and nothing happened: each now says why (and neither is sent to the
table, nor offered in the footer)."""

from __future__ import annotations

import pytest

from maumau_tui.net.host import Hub, TableHost
from maumau_tui.net.seat_screens import RemoteHandEnd
from maumau_tui.net.words import word
from maumau_tui.clock import ManualClock
from maumau_tui.referee import Referee
from maumau_tui.table import Table
from net_helpers import join, screen_text, seat_app, until


def kronenstube_at_the_sheet() -> tuple[Table, TableHost, Hub]:
    """Anna, Ben and a bot at the end of the first hand of Kronenstube (played to 101: more hands follow)."""
    table = Table.from_names("kronenstube", [("Anna", None), ("Ben", None), ("Robo", "medium")], seed=3)
    table.deal()
    while not table.hand_over:
        seat = table.game.seats_to_act()[0]
        table.apply(seat, table.view_of(seat).legal[0])
    host = TableHost(Referee(table, ManualClock(), bot_delay=0.0), grace=120)
    hub = Hub()
    for seat, name in enumerate(table.names[:2]):
        hub.place(name, host, seat)
    return table, host, hub


@pytest.mark.parametrize(("lang", "size"), [("en", (80, 24)), ("de", (60, 20))])
async def test_e_and_a_on_a_kronenstube_sheet_say_why_they_do_nothing(lang: str, size: tuple[int, int]) -> None:
    table, host, hub = kronenstube_at_the_sheet()
    assert not table.match_over
    ben = await join(hub, "Ben")
    app, serving = seat_app(hub, "Anna", lang=lang)
    notes = lambda: [str(note.message) for note in app._notifications]   # noqa: E731
    async with app.run_test(size=size, notifications=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, RemoteHandEnd), "the hand's end")
        sheet = app.screen
        assert isinstance(sheet, RemoteHandEnd) and not sheet.summary.endless
        app.clock.advance(5.0)                      # (the sheet's guard has passed: keys count)
        await until(pilot, lambda: screen_text(app).strip() != "", "the sheet drawn")   # (on a loaded machine the
        footer = screen_text(app).splitlines()[-1]                                      # first frame comes later)
        assert " e " not in f" {footer} " and " a " not in f" {footer} ", footer   # neither is offered
        await pilot.press("e")
        await until(pilot, lambda: word(lang, "refused_end_own") in notes(), "why e does nothing")
        await pilot.press("a")
        await until(pilot, lambda: word(lang, "refused_again") in notes(), "why a does nothing")
        await pilot.press("e")                      # again: the same notice, not a second one
        await pilot.pause()
        assert notes().count(word(lang, "refused_end_own")) == 1, notes()
        assert not host.ending and app.screen is sheet and table.hand_over
    await ben.leave()
    serving.cancel()
