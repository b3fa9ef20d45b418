"""The load scripts, run small: every seat connects, every key press and every move is answered, memory is read;
a seat's CPU per push and per own move is measured."""

from __future__ import annotations

import math
from pathlib import Path

from maumau_tui.net.load import measure
from maumau_tui.net.measure_saves import measure as measure_saves


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

    result = load_table.measure(tables=1, moves=3, pace=0.2)
    assert result["seat_processes"] == 4 and result["server_status"] == 0
    assert result["moves_alone"] == result["moves_paced"] == result["moves_together"] == 3
    for key in ("own_alone_p95_ms", "others_alone_p95_ms", "slowest_other_alone_p95_ms", "own_paced_p95_ms",
                "others_paced_p95_ms", "others_together_p95_ms"):
        assert 0 < result[key] < 60_000, key
    assert result["server_cpu_ms_per_move"] > 0
    assert result["slowest_other_alone_p95_ms"] >= result["others_alone_p50_ms"]
    assert not math.isnan(result["seat_pss_mb_mean"]) and result["seat_pss_mb_mean"] > 1


def test_the_seat_profile_times_pushes_and_own_moves_apart(tmp_path: Path) -> None:
    from maumau_tui.net import profile_seat

    result = profile_seat.measure(moves=9, seeds=1, profile=str(tmp_path / "seat.prof"))
    assert result["pushes"] >= 5 and result["own_moves"] >= 2 and result["pushes"] + result["own_moves"] == 9
    for key in ("push_cpu_ms_median", "own_cpu_ms_median", "key_o_cpu_ms_median", "key_enter_cpu_ms_median"):
        assert 0 < result[key] < 60_000, key
    assert result["own_cpu_ms_mean"] >= result["key_enter_cpu_ms_mean"]
    assert (tmp_path / "seat.prof").stat().st_size > 0


def test_the_save_measurement_times_encoding_and_writing_after_each_move(tmp_path: Path) -> None:
    result = measure_saves(8, seed=2, folder=tmp_path)
    assert result["moves"] == 8 and result["last_save_kb"] > 1
    assert 0 < result["encode_p50_ms"] <= result["encode_p95_ms"]
    assert 0 < result["write_p50_ms"] <= result["write_p95_ms"]
    assert (tmp_path / "measure.json").read_bytes().startswith(b"{")
