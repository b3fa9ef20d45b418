"""Whether the server can save the table a terminal is at: said when its saves begin to fail and when they work again
(the ``info`` message's ``unsaved``, sent by ``saving.TableSaves.tell``), as the hot seat says its own trouble."""

from __future__ import annotations

from typing import Any

from textual.app import App

from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.words import word
from maumau_tui.tui.notes import public_note, withdraw


def told_saving(app: App[Any], seat: RemoteSeat | None, lang: str) -> None:
    """Say what changed of the saves of ``seat``'s table since its screen was last told (nothing before the table is
    shown; at each table anew: a player back at it is told again).  A notice for everybody at the table (a hand's
    sheet leaves it), the one before it taken off."""
    if seat is None:
        return
    unsaved = bool(seat.link.table.get("unsaved"))
    if unsaved == seat.unsaved:
        return
    seat.unsaved = unsaved
    before = word(lang, "saved_again" if unsaved else "unsaved")
    withdraw(app, lambda note: str(getattr(note, "message", "")) == before)
    public_note(app, word(lang, "unsaved" if unsaved else "saved_again"), severity="warning" if unsaved else "information",
                timeout=30 if unsaved else 8)
