"""The load scripts, run small: every seat connects, every key press and every move is answered, memory is read."""

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


def test_the_table_load_script_measures_a_move_to_every_other_seat() -> None:
    from maumau_tui.net import load_table

    result = load_table.measure(tables=1, moves=3)
    assert result["seat_processes"] == 4 and result["server_status"] == 0
    assert result["moves_alone"] == 3 and result["moves_together"] == 3   # standard lasts longer than 3 moves
    for key in ("own_alone_p95_ms", "others_alone_p95_ms", "slowest_other_alone_p95_ms", "others_together_p95_ms"):
        assert 0 < result[key] < 60_000, key
    assert result["slowest_other_alone_p95_ms"] >= result["others_alone_p50_ms"]
    assert not math.isnan(result["seat_pss_mb_mean"]) and result["seat_pss_mb_mean"] > 1
