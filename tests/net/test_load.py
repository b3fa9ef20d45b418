"""The load script, run small: every seat connects, every key press is answered, memory is read."""

from __future__ import annotations

import math

from maumau_tui.net.load import measure


def test_the_load_script_measures_every_seat_and_stops_the_server() -> None:
    result = measure(seats=3, presses=3, app="seat")
    assert result["seat_processes"] == 3
    assert result["server_status"] == 0
    for key in ("first_frame_s_median", "key_alone_p95_ms", "key_together_p95_ms"):
        assert 0 < result[key] < 60_000, key
    for key in ("seat_rss_mb_mean", "seat_pss_mb_mean", "seat_uss_mb_mean", "server_rss_mb"):
        assert not math.isnan(result[key]) and result[key] > 1, key
