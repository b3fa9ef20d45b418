"""What can go wrong with a saved match, as exceptions whose message a person can read (apart from ``saves``, so
that a command line can catch them without loading the engine)."""

from __future__ import annotations


class StoreError(Exception):
    """A saved match that cannot be used; the message names the file and says what is wrong."""


class PlayedElsewhere(StoreError):
    """The match is being played in another window (``pid``, on ``host``)."""

    def __init__(self, message: str, pid: int, host: str) -> None:
        super().__init__(message)
        self.pid, self.host = pid, host


class StillPlaying(StoreError):
    """A record asked for while its match is not over (it would show what is still hidden)."""


class NoSuchSave(StoreError):
    """No save of that id, finished or not."""


class BadSave(ValueError):
    """A save file that is not a whole save of this game (broken, cut short, edited by hand): it is set aside.  Any
    other error while one is read is a fault of the game, not of the file, and the file stays (REVIEW278 F1)."""
