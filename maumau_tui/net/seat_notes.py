"""Lines of a hosted table's log that no move writes: a bot takes over a seat whose person is away (the grace ran
out, or they went to the lobby or quit), the person is back (or came for the first time), or left the match for
good.  Every seat reads them (they are public: the seat bar shows the bot anyway), so nobody takes the stand-in's
moves, which the log names by the seat, for the person's.

They join the log as a house-rule vote's sentence does (``Table.vote_log``): each is kept with its hand and its
place in the hand's log, and with how many of the hand's votes came before it, so votes and notes stand in the
order they happened; the table's save keeps them (``TableHost``'s part of the save, ``"notes"``), so the log reads
the same after a rejoin and after a server restart.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from maumau_tui.net.words import word
from maumau_tui.table import Table
from maumau_tui.tui.labels import scharf_said, vote_sentence
from maumau_tui.votes import VoteResult

BOT = "log_bot"      # the words of a bot taking over a seat (``net.words``)
BACK = "log_back"    # ... and of its person back
CAME = "log_came"    # ... and of its person come for the first time (a ``--table`` seat a bot played meanwhile)
LEFT = "log_left"    # ... and of its person leaving the match for good (a bot plays the seat to its end)


@dataclass(frozen=True)
class Note:
    hand: int       # the hand number
    at: int         # its place in the hand's log (the events before it)
    votes: int      # the hand's votes before it
    words: str      # BOT, BACK, CAME or LEFT
    name: str       # whose seat


class SeatNotes:
    """The notes of one hosted table's match, in the order they happened."""

    def __init__(self) -> None:
        self.notes: list[Note] = []

    def add(self, table: Table, words: str, seat: int) -> None:
        """``words`` about ``seat`` join the log here (nothing before the first deal)."""
        if table.match.game is not None:
            self.notes.append(Note(table.hand_number, len(table.match.game.log), len(table.votes_in_hand()), words,
                                   table.names[seat]))

    def state(self) -> list[list[object]]:
        """The notes as plain data, for the table's save."""
        return [[note.hand, note.at, note.votes, note.words, note.name] for note in self.notes]

    def restore(self, raw: object) -> None:
        """The notes ``state`` gave; what is not a note (a hand-edited save) is left out."""
        for item in raw if isinstance(raw, list) else []:
            if (isinstance(item, list) and len(item) == 5 and all(type(number) is int and number >= 0
                                                                  for number in item[:3])
                    and item[3] in (BOT, BACK, CAME, LEFT) and isinstance(item[4], str)):
                self.notes.append(Note(*item))

    def carried(self, hand: int) -> list[Note]:
        """A bot's notes from before ``hand`` whose person was not back when it began: said again at its start
        (PLAYTEST106 F10: a stand-in that began at a hand's sheet played the next hand under the person's name)."""
        last: dict[str, Note] = {}
        for note in self.notes:
            if note.hand < hand:
                last[note.name] = note
        return [Note(hand, 0, 0, BOT, name) for name, note in last.items() if note.words in (BOT, LEFT)]

    def lines_of_hand(self, table: Table) -> list[tuple[int, Callable[[str], str]]]:
        """The hand's votes and notes in the order they happened: each one's place in the log, and its line in a
        language."""
        names = list(table.names)

        def vote_line(result: VoteResult) -> Callable[[str], str]:
            return lambda lang: vote_sentence(result, table.ruleset, names, lang)

        def note_line(note: Note) -> Callable[[str], str]:
            return lambda lang: word(lang, note.words, name=note.name)

        votes = table.votes_in_hand()
        lines: list[tuple[int, Callable[[str], str]]] = [(0, note_line(note)) for note in self.carried(table.hand_number)]
        scharf = scharf_said(table.game, names)      # (said at every terminal, as at one keyboard)
        lines += [scharf] if scharf is not None else []
        placed = 0                                  # the votes in ``lines`` so far
        for note in (note for note in self.notes if note.hand == table.hand_number):
            for at, result in votes[placed:note.votes]:
                lines.append((at, vote_line(result)))
            placed = max(placed, min(note.votes, len(votes)))
            lines.append((note.at, note_line(note)))
        return lines + [(at, vote_line(result)) for at, result in votes[placed:]]


def log_with_notes(table: Table, notes: SeatNotes, seat: int | None, lang: str, start: int,
                   sent: int) -> tuple[list[str], int]:
    """The log lines of the events from ``start`` on as ``seat`` may read them, with the hand's votes and notes after
    the first ``sent`` where they happened; and how many votes and notes the hand has had."""
    extra = notes.lines_of_hand(table)
    return table.log_with(seat, lang, start, [(at, line(lang)) for at, line in extra[sent:]]), len(extra)
