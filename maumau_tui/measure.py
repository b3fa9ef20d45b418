"""Figures of a benchmark's timings: the nearest-rank percentile that ``maumau bench`` and the load runs report."""

from __future__ import annotations


def percentile(values: list[float], share: float) -> float:
    """The value at ``share`` (0 to 1) of the sorted values, by nearest rank (``values`` must not be empty)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]
