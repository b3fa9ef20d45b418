"""Whether the server can save the table a terminal is at: said when its saves begin to fail and when they work again
(the ``info`` message's ``unsaved``, sent by ``saving.TableSaves.tell``), as the hot seat says its own trouble; and the
words a player's terminal is left with when the server ends the session, which promise the seat back only where a
save of its table stands (PLAYTEST140 F2)."""

from __future__ import annotations

from typing import Any

from textual.app import App

from maumau_tui.net.remote import RemoteSeat
from maumau_tui.net.words import WORDS, word
from maumau_tui.tui.notes import public_note, text_of, withdraw_said
from maumau_tui.tui.textual_private import notifications

HOLDS_NO_SAVE = frozenset({"never", "off"})   # a restart does not bring the table back
NOTICES = {"now": "unsaved", "never": "unsaved_never", "": "saved_again"}   # ("off": the server's choice, not news)


def told_saving(app: App[Any], seat: RemoteSeat | None, lang: str) -> None:
    """Say what changed of the saves of ``seat``'s table since its screen was last told (nothing before the table is
    shown; at each table anew: a player back at it is told again).  A notice for everybody at the table (a hand's
    sheet leaves it), the one before it taken off."""
    if seat is None:
        return
    unsaved = str(seat.link.table.get("unsaved", ""))
    if unsaved == seat.unsaved:
        return
    before, seat.unsaved = seat.unsaved, unsaved
    if unsaved not in NOTICES or (not unsaved and before not in ("now", "never")):
        return
    said = {word(one, key) for one in WORDS for key in NOTICES.values()}   # (in any language: one changed since, R7)
    withdraw_said(app, said)
    tell(app, lang, NOTICES[unsaved])


def tell(app: App[Any], lang: str, key: str) -> None:
    public_note(app, word(lang, key), severity="information" if key == "saved_again" else "warning",
                timeout=8 if key == "saved_again" else 12)   # (PLAYTEST140 F8: 30 s over the hand's right half was long)


def told_again(app: App[Any], lang: str) -> None:
    """A notice of the table's saves still shown, said again in ``lang``: the language chosen while it stood
    (PLAYTEST143 F6: it stayed in the other one)."""
    shown = {text_of(note) for note in notifications(app) or ()}
    for key in NOTICES.values():
        other = {word(one, key) for one in WORDS if one != lang}
        if shown & other:
            withdraw_said(app, other)
            tell(app, lang, key)


def farewell(lang: str, why: str, several: bool, name: str, code: str, unsaved: object) -> str:
    """How to take the seat (``several``: the seats of a group) back, said as the app ends (``why``: "gone", a bot plays
    it; "ended", the server ended the session: the seat stays the player's, while the server runs only where no save of
    the table stands; "stopped", the server stops: as "ended" after the reason, but where no save stands the match ends
    here, PLAYTEST140 F11: "stays yours while this server runs", then "The server is stopping")."""
    if why == "stopped" and unsaved in HOLDS_NO_SAVE:
        return word(lang, "stopped_unsaved")
    if why == "stopped":           # the reason first, then the code (said once: the server adds no line of its own)
        return word(lang, "stopping") + " " + farewell(lang, "ended", several, name, code, unsaved)
    key = f"{why}_seats" if several else f"{why}_seat"
    return word(lang, key + ("_unsaved" if why == "ended" and unsaved in HOLDS_NO_SAVE else ""), name=name, code=code)
