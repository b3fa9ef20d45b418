"""``?`` and F1 on every screen, through the app's priority binding (``GameApp.action_help``): the screen's own help,
or the help of the table beneath a screen that has none (a hand-off, a question, a hand's sheet, a dialog); it opens
behind the keys typed before ``?`` and only over the screen ``?`` was pressed on."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.widgets import Input

from maumau_tui.tui.screens.base import Guarded
from maumau_tui.tui.screens.too_small import TooSmallScreen
from maumau_tui.tui.textual_private import bindings_by_key

if TYPE_CHECKING:
    from maumau_tui.tui.screens.table import TableScreen

TABLE_MODULE = "maumau_tui.tui.screens.table"


def help_key_free(app: App[Any], away: str | None) -> bool:
    """Whether ``?`` (and F1) is the app's now: on a screen with a help of its own that its key bar does not name (the
    table, the seats, the settings ...), over a table, or where ``away`` is the help (the lobby's); not on the help
    itself (its ``?`` closes it), nor where a letter is typed (a name), nor while the screen ignores keys (a
    hand-off's first moment, a terminal too small for any screen), nor on a page with no help (the statistics).
    Otherwise the key goes on as if the app had no binding for it (its binding has priority, so that it reaches over
    a question or a dialog, which keep the app's other bindings from their keys; the screen's own guard then drops
    it as it drops any key).
    A screen's own help comes through the app too, so that the keys typed after ``?`` wait for it
    (``GameApp.action_help``; PLAYTEST90: "? d" at the table said under the help why d does nothing now)."""
    screen = app.screen
    if isinstance(app.focused, Input) or isinstance(screen, TooSmallScreen):
        return False
    if "question_mark" in bindings_by_key(screen) and not own_help(screen):
        return False                 # (the help itself, whose ? closes it; a screen whose key bar names its ?)
    return not (isinstance(screen, Guarded) and screen.guarding) and (
        own_help(screen) or away is not None or table_below(app) is not None)


def own_help(screen: Any) -> bool:
    """Whether ``screen`` binds ``?`` to a help of its own (``action_help``) that its key bar does not name: the app's
    binding, active, would stand in its footer's place unnamed (the first screen's "? Help" went), so a screen that
    names it keeps its own."""
    bound = bindings_by_key(screen).get("question_mark", [])
    return any(binding.action == "help" for binding in bound) and not any(binding.show for binding in bound)


def table_below(app: App[Any]) -> TableScreen | None:
    """The table nearest the top of the stack.  Asked by the first screen's footer before its first frame, so the
    table's module (and the engine with it) is not loaded for the question: until it is, no table can be open."""
    tables = sys.modules.get(TABLE_MODULE)
    if tables is None:
        return None
    return next((screen for screen in reversed(app.screen_stack) if isinstance(screen, tables.TableScreen)), None)


ROUNDS = 8      # walks up the chain at most, behind what the keys set going (a line chosen, a question answered)


def behind_keys(app: App[Any], callback: Callable[[], None]) -> None:
    """Run ``callback`` once the keys the app handed on before now have acted.  The app hands a key to the focused
    widget, and it comes back up to the screen and the app's bindings one message queue at a time; a priority
    binding (``?``) acts at once, ahead of keys typed before it (the help came over a question before the digit
    that chose its line got there, and the question dropped the digit as a key for a covered screen).  The callback
    follows the same queues, each first in, first out, so it comes after those keys; and again while the messages
    they sent (an Enter's choice going up to its question) wait in one of them."""
    chain = list((app.focused or app.screen).ancestors_with_self)

    def hop(nodes: list[Any], rounds: int) -> None:
        while nodes:
            node, nodes = nodes[0], nodes[1:]
            if node.call_later(hop, nodes, rounds):
                return
        if rounds > 1 and any(node.message_queue_size for node in chain):
            hop(list(chain), rounds - 1)
        else:
            callback()

    hop(list(chain), ROUNDS)


def open_help(app: App[Any], lang: str, text: str | None) -> None:
    """The help of the screen on top where it has one of its own, else of the table beneath it, or ``text`` (None:
    the app's keys) where no table is open."""
    from maumau_tui.tui.screens.dialogs import HelpScreen

    screen: Any = app.screen
    if own_help(screen):
        screen.action_help()
        return
    table = table_below(app)
    if table is not None:
        table.action_help()
    else:
        app.push_screen(HelpScreen(lang, text))
