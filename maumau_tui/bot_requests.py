"""What a bot's decision is asked with, and who runs it: the contract between a table's referee and the
thinkers that decide for its bots (at once, in a Textual worker, in a thread of the table server).

A decision is asked for one state of the game (its ``version``) and applied only if the state has not moved
on meanwhile, so a bot may think in a worker thread: the request carries the bot and all it is given, made
in the owner's thread, and the worker reads nothing else of the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from maumau_tui.bots.base import Bot, Seen
from maumau_tui.engine.views import View
from maumau_tui.notation import Move


@dataclass(frozen=True)
class BotRequest:
    """A bot's decision asked for one state of the game (``version``): what the seat is given (``seen``; never
    the game), how many moves the match had, and the ``bot`` that decides (made for that count by the seat's
    level and seed, or the seat's own bot).  All of it is made in the owner's thread when the decision is
    asked, so a worker thread thinking about it reads nothing of the table: a seat whose bot changes (a
    person takes it back, a stand-in sits down) while the bot thinks changes no request already made."""

    seat: int
    version: int
    view: View
    seen: Seen | None = None
    moves: int = 0
    bot: Bot | None = field(default=None, compare=False)


class Thinker(Protocol):
    """Runs a bot's decision and hands the move to ``deliver`` (now, or later from the owner's loop)."""

    def __call__(self, request: BotRequest, decide: Callable[[BotRequest], Move],
                 deliver: Callable[[BotRequest, Move], bool]) -> None: ...


def think_at_once(request: BotRequest, decide: Callable[[BotRequest], Move],
                  deliver: Callable[[BotRequest, Move], bool]) -> None:
    """The default: decide right away, in the caller's thread."""
    deliver(request, decide(request))
