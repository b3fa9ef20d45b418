"""The move notation: one short text per move (``play 7H say mau``, ``wish D``, ``name B``).

The same text is the game log, the scenario language and the wire format, so a move parses back
from what it formats to.  Seats appear by name; a ``Move`` keeps the seat's index.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from maumau_tui.cards import (
    CardError, format_card, parse_card, parse_rank, parse_suit, RANK_TEXT, short_repr, SUIT_LETTERS,
)
from maumau_tui.names import same_name



class MoveKind(StrEnum):
    """What kind of decision a move is; each equals its word in the notation (``MoveKind.PLAY == "play"``)."""

    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    SAY = "say"
    WISH = "wish"
    NAME = "name"
    GIVE = "give"
    ACCEPT = "accept"
    CHEAT = "cheat"
    CATCH = "catch"
    WAIT = "wait"


PLAY, DRAW, PASS, SAY, WISH, NAME = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS, MoveKind.SAY, MoveKind.WISH, MoveKind.NAME
GIVE, ACCEPT, CHEAT, CATCH, WAIT = MoveKind.GIVE, MoveKind.ACCEPT, MoveKind.CHEAT, MoveKind.CATCH, MoveKind.WAIT
KINDS = tuple(MoveKind)

# Spoken words and their synonyms; the first of each group is the one the game keeps.
WORDS = {
    "mau": "mau", "letzte-karte": "mau",
    "maumau": "maumau", "mau-mau": "maumau", "schluss": "maumau",
    "koenigsrunde": "koenigsrunde", "königsrunde": "koenigsrunde",
    "kauf": "kauf", "kauf-ich": "kauf", "kaufen": "kauf",
}
BUY_WORD = "kauf"   # play 3H say kauf: the 3 buys the card beneath it ("Kauf ich")


class NotationError(ValueError):
    """A text that is not a move."""


@dataclass(frozen=True, slots=True)
class Move:
    """One decision.  ``kind`` is one of ``KINDS``; the other fields are what that kind needs."""

    kind: str                    # a MoveKind (a plain word such as "play" compares equal)
    cards: tuple[int, ...] = ()
    say: str | None = None
    seat: int | None = None      # the seat named (name, catch)
    suit: int | None = None      # wish SUIT
    rank: int | None = None      # wish RANK
    as_card: int | None = None   # play * as CARD: what the joker stands for

    @property
    def card(self) -> int:
        return self.cards[0]

    def with_say(self, word: str) -> Move:
        return Move(self.kind, self.cards, word, self.seat, self.suit, self.rank, self.as_card)


def play(*cards: int, say: str | None = None, as_card: int | None = None) -> Move:
    return Move(PLAY, tuple(cards), say, as_card=as_card)


DRAW_MOVE, PASS_MOVE, ACCEPT_MOVE, WAIT_MOVE = Move(DRAW), Move(PASS), Move(ACCEPT), Move(WAIT)


def _seat_index(word: str, names: Sequence[str]) -> int:
    for index, name in enumerate(names):
        if same_name(name, word):      # (as the seats screen tells names apart: "strasse" is Straße's seat)
            return index
    raise NotationError(f"{short_repr(word)} is not a seat at this table ({', '.join(names)})")


def _word(text: str) -> str:
    """A call word: known synonyms are folded together; the ruleset decides which words count."""
    key = text.lower()
    if key in WORDS:
        return WORDS[key]
    if not re.fullmatch(r"[a-zäöüß][a-zäöüß-]*", key):
        raise NotationError(f"{short_repr(text)} is not a call (a word like mau, letzte-karte, koenigsrunde)")
    return key


def parse_move(text: str, names: Sequence[str] = ()) -> Move:
    """Parse one move.  ``names`` are the seat names, needed for ``name`` and ``catch``."""
    words = text.split()
    if not words:
        raise NotationError("an empty move")
    word, rest = words[0].lower(), words[1:]
    if word not in KINDS:
        raise NotationError(f"{short_repr(text)} is not a move (try: play 7H, draw, pass, wish H, name B, catch B ...)")
    kind = MoveKind(word)
    try:
        if kind in (PLAY, CHEAT):
            return _parse_play(kind, rest)
        if kind == SAY and len(rest) == 1:
            return Move(SAY, say=_word(rest[0]))
        if kind == WISH and len(rest) == 1:
            if rest[0].upper() in SUIT_LETTERS:
                return Move(WISH, suit=parse_suit(rest[0]))
            try:
                return Move(WISH, rank=parse_rank(rest[0]))
            except CardError:
                return Move(WISH, suit=parse_suit(rest[0]))
        if kind in (NAME, CATCH) and len(rest) == 1:
            return Move(kind, seat=_seat_index(rest[0], names))
        if kind == GIVE and len(rest) == 1:
            return Move(GIVE, (parse_card(rest[0]),))
        if kind in (DRAW, PASS, ACCEPT, WAIT) and not rest:
            return Move(kind)
    except CardError as error:
        raise NotationError(str(error)) from None
    raise NotationError(f"{short_repr(text)} is not a move (try: play 7H, draw, pass, wish H, name B, catch B ...)")


def _parse_play(kind: MoveKind, rest: list[str]) -> Move:
    cards: list[int] = []
    say = as_card = None
    index = 0
    while index < len(rest):
        word = rest[index].lower()
        has_next = index + 1 < len(rest)
        if word == "say" and has_next:
            say = _word(rest[index + 1])
            index += 2
            continue
        # lower-case "as" after a card declares it: a joker ("play * as 7H") or a blind play
        # ("play 9C as 7H"); the Ace of spades is written AS
        if rest[index] == "as" and has_next and cards:
            as_card = parse_card(rest[index + 1])
            index += 2
            continue
        if rest[index] == "as":
            raise NotationError("'as' follows the card it declares: play * as 7H (the Ace of spades is AS)")
        cards.append(parse_card(rest[index]))
        index += 1
    if not cards:
        raise NotationError(f"{kind} needs a card, like '{kind} 7H'")
    return Move(kind, tuple(cards), say, as_card=as_card)


def format_move(move: Move, names: Sequence[str] = ()) -> str:
    """The notation of a move; ``parse_move(format_move(m, names), names) == m``."""
    if move.kind == SAY:
        return f"say {move.say}"
    parts = [move.kind]
    if move.cards:
        parts += [format_card(c) for c in move.cards]
    if move.as_card is not None:
        parts += ["as", format_card(move.as_card)]
    if move.say is not None:
        parts += ["say", move.say]
    if move.seat is not None:
        parts.append(names[move.seat] if move.seat < len(names) else str(move.seat))
    if move.suit is not None:
        parts.append(SUIT_LETTERS[move.suit])
    if move.rank is not None:
        parts.append(RANK_TEXT[move.rank])
    return " ".join(parts)
