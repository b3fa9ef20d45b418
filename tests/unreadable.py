"""A saves folder that can be neither read nor written, as where the game has no permission there (the tests run as
root, for whom a folder's mode forbids nothing): a look at a file in it raises, and a write there is refused."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import pytest


def refused_in(saves: Path) -> Callable[..., NoReturn]:
    """A stand-in for what writes in ``saves``: refused, as the system refuses it."""
    def refused(*_: object) -> NoReturn:
        raise PermissionError(13, "Permission denied", str(saves))
    return refused


def unreadable(monkeypatch: pytest.MonkeyPatch, saves: Path) -> None:
    """``Path.is_file`` raises for every file in ``saves`` (as Python 3.11's does without permission to look)."""
    is_file = Path.is_file

    def looked_at(path: Path) -> bool:
        if saves in path.parents:
            raise PermissionError(13, "Permission denied", str(path))
        return is_file(path)

    monkeypatch.setattr(Path, "is_file", looked_at)
