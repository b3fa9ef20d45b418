"""The score sheet ("Schreiber"): every hand's points, the totals, and what comes next in the match.

The sheet lists every hand (the hand-end screen scrolls); it is read from a ``HandSummary``, or from a
``Match`` whose last hand is over.
"""

from __future__ import annotations

from rich.table import Table as RichTable

from maumau_tui.match import Match
from maumau_tui.tui import score_words
from maumau_tui.tui.hand_summary import HandSummary, hand_summary


def _summary(hand: HandSummary | Match) -> HandSummary:
    return hand_summary(hand) if isinstance(hand, Match) else hand


def sheet_table(hand: HandSummary | Match, lang: str) -> RichTable:
    """One row per hand (its dealer, Scharf marked) and the totals, every hand of the match."""
    return score_words.sheet_table(_summary(hand), lang)


def next_lines(hand: HandSummary | Match, lang: str) -> list[str]:
    """What the score keeper says before the next hand, or the result when the match is over."""
    return score_words.next_lines(_summary(hand), lang)
