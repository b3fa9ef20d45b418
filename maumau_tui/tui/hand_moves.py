"""What the moves of the hand in play say, for the hot seat after a match resumed: who moved (and so saw their
cards), who held the keyboard last, whose play was the last move, and where a seat's own latest events begin in the log."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from maumau_tui.match import Match


def moved(match: Match) -> set[int]:
    """The seats that made a move of their own this hand (so saw their cards, also before a resume)."""
    hand = len(match.results) + 1
    seats: set[int] = set()
    for number, seat, text in reversed(match.moves):
        if number != hand:
            break
        if text != "wait" and not text.startswith("catch"):   # (a catch may come from a public screen)
            seats.add(seat)
    return seats


def last_mover(match: Match, people: Collection[int]) -> int | None:
    """The last of ``people`` who made a move of their own this hand (who held the keyboard when the match was saved,
    at the hot seat), or None."""
    hand = len(match.results) + 1
    for number, seat, text in reversed(match.moves):
        if number != hand:
            return None
        if seat in people and text != "wait" and not text.startswith("catch"):
            return seat
    return None


def last_play(match: Match) -> int | None:
    """The seat whose play was the hand's last move (None: no move yet, or the last move was no play)."""
    hand = len(match.results) + 1
    last = next(((seat, text) for number, seat, text in reversed(match.moves) if number == hand and text != "wait"),
                None)
    return last[0] if last is not None and last[1].startswith("play ") else None


def own_turn_start(log: Sequence[tuple[object, ...]], seat: int) -> int:
    """Where ``seat``'s own latest moves begin in ``log`` (its length when the last event is somebody else's),
    for the first hand-off after a match resumed in the middle of a turn: what the seat did before the
    close (a Jack played, then the match resumed at its wish) is told at the next hand-off with the rest of its
    turn.  (Read by the event's seat field, which some events use for the seat a thing happens to: at worst a
    public line is told once more.)"""
    start = len(log)
    while start and len(log[start - 1]) > 1 and log[start - 1][1] == seat:
        start -= 1
    return start
