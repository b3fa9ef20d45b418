"""Notifications taken back: stale advice withdrawn, and a warning said once while it still shows; and the
config files set aside because they could not be read, told once; the saves the store could not use.

Textual 8.2.8 has no public call that withdraws one notification (only ``notify`` and ``clear_notifications``).
It reaches into ``App._notifications`` / ``App._unnotify`` (through ``textual_private``), and only while both
exist; ``withdraw`` says whether it could, so that each caller chooses what to do on a Textual without them.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Collection, Sequence
from typing import Any

from maumau_tui.tui.i18n import store_message, tr
from maumau_tui.tui.settings import take_set_aside
from maumau_tui.tui.textual_private import notifications, unnotify


def withdraw(app: Any, which: Callable[[Any], bool]) -> bool:
    """Take every notification for which ``which`` holds off the screen (every screen: also one under a dialog); False
    if this Textual cannot."""
    notes, take_off = notifications(app), unnotify(app)
    if notes is None or take_off is None:
        return False
    try:
        chosen = [note for note in notes if which(note)]
    except TypeError:               # not a collection of notifications any more
        return False
    for note in chosen:
        take_off(note)
    return True


def text_of(note: Any) -> str:
    """What a notification says."""
    return str(getattr(note, "message", ""))


def withdraw_said(app: Any, said: Collection[str]) -> bool:
    """``withdraw`` every notification that says one of ``said``."""
    return withdraw(app, lambda note: text_of(note) in said)


def private_note(app: Any, text: str, **options: Any) -> None:
    """A notice for the person at the keyboard only (a refusal of their key, advice on their hand, a question of
    theirs gone).  A screen that hides every hand (a hand-off, a public window: ``hides_hands``) clears the
    notifications when it comes, but a notification joins the screen only when the app handles its message: one on
    its way then (a refusal of the last person's key, typed in one burst with the key that handed the keyboard on)
    is taken back once it has joined (``joined``).  A notice for everybody (a save that failed) still comes."""
    app.notify(text, **options)
    app.call_later(joined, app, text)   # (queued behind its message)


def joined(app: Any, text: str) -> None:
    """A private notice's message was handled: one that joined while a screen that hides every hand is on top goes
    at once (one that joined before such a screen came went with its clear)."""
    if not getattr(app.screen, "hides_hands", False):
        return
    if not withdraw_said(app, {text}):
        app.clear_notifications()   # (a Textual that cannot withdraw one notice: all of them go)


def public_note(app: Any, text: str, **options: Any) -> None:
    """A notice for the whole table, about the match (its save mended, its rules changed): a screen that takes every
    notice for one person off (a hand-off, a public window, the hand's sheet, a covered hand: ``clear_private``)
    leaves it (PLAYTEST107 F7: the first hand-off took them too)."""
    app.public_notes = getattr(app, "public_notes", frozenset()) | {text}
    app.notify(text, **options)


def clear_private(app: Any) -> None:
    """Every notice off the screen but the public ones (all of them where this Textual cannot withdraw one)."""
    public: frozenset[str] = getattr(app, "public_notes", frozenset())
    if not public or not withdraw(app, lambda note: text_of(note) not in public):
        app.clear_notifications()


def warn_once(app: Any, text: str, private: bool = True) -> None:
    """Warn the person at the keyboard (``private_note``) with ``text``; the same warning shown before it goes, so
    that a key pressed again and again shows one notice (refreshed), not a pile of the same sentence over the
    table.  A notification joins the screen only when the app handles its message, so the older ones are taken
    off in a callback queued behind it."""
    if private:
        private_note(app, text, severity="warning")
    else:                  # (for whoever is at the keyboard: nobody holds it, nothing of anybody's hand is said)
        app.notify(text, severity="warning")
    app.call_later(keep_newest, app, text)


def keep_newest(app: Any, text: str) -> None:
    """Withdraw every warning reading ``text`` but the newest."""
    try:
        same = [note for note in notifications(app) or ()
                if text_of(note) == text and getattr(note, "severity", "") == "warning"]
    except TypeError:               # not a collection of notifications any more: they pile up, nothing breaks
        return
    older = set(map(id, same[:-1]))
    if older:
        withdraw(app, lambda note: id(note) in older)


def tell_problems(screen: Any, lang: str, problems: Sequence[Any]) -> None:
    """The store's problems with saves (``store.Problem``), on ``screen``: those set aside together, the rest each
    (``problem_notes``)."""
    for note in problem_notes(lang, problems):
        screen.notify(note, severity="warning", timeout=12)


def tell_set_aside(app: Any, lang: str) -> None:
    """Say of each config file set aside since the last call (``settings.take_set_aside``) that it could not be read,
    where it is kept, and that the defaults hold."""
    for found in take_set_aside():
        why = (tr(lang, "config_broken_at", line=found.line, column=found.column) if found.line
               else tr(lang, "config_no_object") if found.errno is None else read_reason(found.errno, lang))
        text = (tr(lang, "config_set_aside", name=found.path.name, why=why, kept=found.kept) if found.kept is not None
                else tr(lang, "config_unreadable", name=found.path if found.errno is not None else found.path.name,
                        why=why))   # (where it stays, as a save over it says: PLAYTEST236 N6)
        app.notify(text, severity="warning", timeout=15)


def read_reason(number: int, lang: str) -> str:
    """Why a file could not be read, in ``lang`` where the game knows the case, else in the system's words."""
    key = {errno.EACCES: "config_no_permission", errno.EPERM: "config_no_permission", errno.EISDIR: "config_folder"}
    return tr(lang, key[number]) if number in key else os.strerror(number)


def problem_text(lang: str, problem: Any) -> str:
    """What the store says of a save it could not use (``store.Problem``): set aside, waiting where it is, or mended
    to play on."""
    key = "save_mended" if getattr(problem, "mended", False) else "set_aside" if problem.moved_to else "save_waits"
    if key == "save_waits" and problem.path.parent.name == "history":   # (a finished match is shown, never continued:
        key = "finished_waits"                                           # PLAYTEST134 F11)
    return tr(lang, key, message=store_message(lang, problem.message))


def problem_notes(lang: str, problems: Sequence[Any]) -> list[str]:
    """The notices for saves the store could not use: each said in full, except that several set aside make one
    notice (how many, their names, where they are; a .why.txt beside each says why): a notice each ran off a
    terminal of 24 lines before the first ones could be read."""
    moved = [problem for problem in problems if problem.moved_to is not None and not getattr(problem, "mended", False)]
    if len(moved) < 2:
        return [problem_text(lang, problem) for problem in problems]
    names = ", ".join(problem.path.name for problem in moved[:3]) + (", …" if len(moved) > 3 else "")
    together = tr(lang, "set_aside_many", n=len(moved), names=names, folder=moved[0].moved_to.parent)
    return [together] + [problem_text(lang, problem) for problem in problems if all(problem is not m for m in moved)]
