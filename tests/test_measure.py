"""The benchmarks' percentile: the place share x (n - 1) of the sorted values, a half rounded up (Review 108: Python's
round() takes a half to the even place, so the median of 2, 6 or 8 values came out one place too low)."""

from __future__ import annotations

import pytest

from maumau_tui.measure import percentile


@pytest.mark.parametrize(("count", "median"), [(1, 1), (2, 2), (3, 2), (4, 3), (6, 4), (8, 5)])
def test_the_median_rounds_a_half_up(count: int, median: int) -> None:
    assert percentile([float(n) for n in range(count, 0, -1)], 0.5) == median


def test_the_ends_and_the_95th() -> None:
    values = [float(n) for n in range(1, 101)]
    assert (percentile(values, 0.0), percentile(values, 1.0), percentile(values, 0.95)) == (1.0, 100.0, 95.0)
