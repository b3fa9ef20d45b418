"""Command-line argument types shared by `maumau` and `maumau serve`: a number within bounds, else one line
saying what to give (argparse prints it with exit status 2)."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable
from typing import TypeVar

N = TypeVar("N", int, float)


def number(kind: Callable[[str], N], low: N, high: N, what: str) -> Callable[[str], N]:
    """An argument type: a ``kind`` number from ``low`` to ``high``, else one line saying what to give."""
    def parse(text: str) -> N:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text} is out of range: give {what} from {plain(low)} to {plain(high)}")
        return value
    return parse


def plain(value: float) -> str:
    """``10000`` -> ``10,000``; ``0.01`` -> ``0.01``."""
    return f"{value:,.0f}" if value == int(value) else f"{value:g}"
