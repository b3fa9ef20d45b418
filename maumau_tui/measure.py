"""Figures of a benchmark's timings: the percentile that ``maumau bench`` and the load runs report."""

from __future__ import annotations


def percentile(values: list[float], share: float) -> float:
    """The sorted value at the place ``share`` (0 to 1) of the way from the first to the last, rounded to the nearest
    place, a half up (the median of four values is the third; ``values`` must not be empty)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * (len(ordered) - 1) + 0.5))]
