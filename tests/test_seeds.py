"""REVIEW195 F1: a match's seed decides every deal, every reshuffle and every bot's choice of the match.  One of 30
bits, drawn where none was asked for, was found from one player's own hand by trying them all (under two core-hours in
plain Python), and with it every other hand and the stock.  Where none is asked for, a match's seed now has 62 bits
from the system's secure source: at one keyboard, at a lobby's table, at a table `maumau serve` sets up, at a rematch."""

from __future__ import annotations

from maumau_tui.match import fresh_seed
from maumau_tui.net.serve_args import TableSpec
from maumau_tui.tui.app import MauMauApp
from maumau_tui.tui.settings import Settings

FOUND_BY_TRYING = 2**32     # a seed under it is found in minutes (a seed drawn from 2**62 is under it once in 2**30)


def test_a_fresh_seed_has_62_bits() -> None:
    seeds = [fresh_seed() for _ in range(64)]
    assert len(set(seeds)) == 64 and all(FOUND_BY_TRYING <= seed < 2**62 for seed in seeds)


def test_a_table_nobody_asked_a_seed_for_gets_a_fresh_one() -> None:
    app = MauMauApp(Settings(lang="en"))
    assert app.make_table("standard", [("Anna", None), ("Robo", "easy")], None, None).match.seed >= FOUND_BY_TRYING
    assert TableSpec.parse("standard", "Anna,Robo:bot", None, 0.6).seed >= FOUND_BY_TRYING
    assert MauMauApp(Settings(lang="en", seed=7)).make_table("standard", [("Anna", None), ("Robo", "easy")], None,
                                                             None).match.seed == 7     # (one asked for stays)
