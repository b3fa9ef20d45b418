"""Bots that think in a worker thread, so the app goes on answering keys and drawing while a bot thinks.

``WorkerThinker`` is a ``referee.Thinker``: each bot decision runs in one worker thread, one after the
other in the order they were asked (a seeded bot draws its random numbers in the same order), and the
decision comes back to the app as a message (``Decided``), handled in the app's own loop, where the
referee keeps it only if the state has not moved on.  The worker reads only the ``BotRequest`` (the bot
and what its seat is given, made in the app's thread).  A bot that raises raises there, so the app's
error handling keeps the match.  The time a bot thinks counts toward its pacing delay.

A search is pure Python, so under the GIL it takes turns with the app's loop: the app is slower while a
hard bot thinks (each turn of the loop may wait up to ``sys.getswitchinterval()``), but it never stops.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from textual.message import Message
from textual.message_pump import MessagePump

from maumau_tui.notation import Move
from maumau_tui.bot_requests import BotRequest

Deliver = Callable[[BotRequest, Move], bool]


class WorkerThinker:
    """Runs bot decisions in a worker thread and posts each to ``target`` (the app) as ``Decided``."""

    class Decided(Message):
        """A bot's decision is back from the worker thread (``future`` holds the move or the error)."""

        def __init__(self, request: BotRequest, future: Future[Move], deliver: Deliver) -> None:
            super().__init__()
            self.request, self.future, self.deliver = request, future, deliver

        def kept(self) -> bool:
            """Hand the move to the referee (in the app's loop); whether it was kept."""
            return self.deliver(self.request, self.future.result())

    def __init__(self, target: MessagePump) -> None:
        self.target = target
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")

    def __call__(self, request: BotRequest, decide: Callable[[BotRequest], Move], deliver: Deliver) -> None:
        future = self.pool.submit(decide, request)
        future.add_done_callback(lambda done: None if done.cancelled() else self.target.post_message(
            self.Decided(request, done, deliver)))   # (cancelled: the table was left before it began)

    def close(self) -> None:
        self.pool.shutdown(wait=False, cancel_futures=True)
