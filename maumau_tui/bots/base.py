"""What a computer seat is given and how it is asked: only what its seat may know, never the game itself.

``seen_by(game, seat, match)`` is the one gate between a game and a bot.  It hands the bot its seat's
``View`` (its hand, card counts, the open decision, its legal moves), the ruleset's tables (the rules
are public), the log as that seat saw it (other seats' drawn and given cards masked), the match as the
score sheet shows it, and for a searching bot the seat's information set from
``maumau_tui.engine.knowledge`` (what it may know about hidden cards, to re-deal them).  A bot never holds a
reference to the ``Game``: two games that agree on the seat's information give equal ``Seen`` values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from maumau_tui.engine.game import Game
from maumau_tui.engine.knowledge import InfoSet, information, seat_log
from maumau_tui.engine.views import View, view
from maumau_tui.notation import Move
from maumau_tui.rules.tables import Tables

if TYPE_CHECKING:
    from maumau_tui.match import Match

Event = tuple[Any, ...]


@dataclass(frozen=True)
class MatchSheet:
    """The match as the score sheet shows it to everybody: totals, where it ends, the hand's place in it."""

    totals: tuple[int, ...]
    target: int = 0               # points that end the match (0: none)
    target_wins: bool = False     # reaching the target wins (else: everybody at or over it loses)
    runden: int = 0               # Runden the match lasts (0: not counted)
    hand_number: int = 1
    scharf: bool = False          # this hand: the dealer plays alone against all others
    start_cards: tuple[int, ...] = ()   # each seat's start cards this hand, where they change (Idioten-Mau, Faraón)
    idiot_at: int = 0             # start cards that make a seat the Idiot (0: none)
    reset_at: int = 0             # a total exactly on this goes back to 0 (Pharaoh's 101; 0: none)

    @property
    def scored(self) -> bool:
        """Points decide the match (a target or Runden), not only who goes out first."""
        return bool(self.target or self.runden)

    def loses_with(self, seat: int, points: float) -> bool:
        """``points`` more would take ``seat``'s total to a target that loses the match (from under it, and not
        exactly onto the mark that sets it back to 0)."""
        if not self.target or self.target_wins or len(self.totals) <= seat:
            return False
        total = self.totals[seat]
        return total < self.target <= total + points and total + points != self.reset_at



def match_sheet(match: Match | None, game: Game) -> MatchSheet:
    """The public facts of ``match`` for the hand ``game`` (a single hand: only its Scharf flag)."""
    if match is None:
        return MatchSheet(totals=(0,) * game.n, scharf=game.scharf)
    rules = match.rules
    start = rules.start_cards
    return MatchSheet(
        totals=tuple(match.totals),
        target=rules.target or 0,
        target_wins=bool(rules.target_wins),
        runden=rules.runden or 0,
        hand_number=len(match.results) + (0 if game.finished else 1),
        scharf=game.scharf,
        start_cards=tuple(match.start_cards(len(match.results))) if start is not None else (),
        idiot_at=(start.idiot_at or 0) if start is not None else 0,
        reset_at=rules.reset_at or 0,
    )


@dataclass(frozen=True)
class Seen:
    """Everything a bot of seat ``view.seat`` is given for one decision."""

    view: View
    tables: Tables
    log: tuple[Event, ...]
    sheet: MatchSheet
    info: InfoSet | None = None   # the seat's information set (only for a bot that searches)

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def legal(self) -> tuple[Move, ...]:
        return self.view.legal


def seen_by(game: Game, seat: int, match: Match | None = None, with_info: bool = False,
            sheet: MatchSheet | None = None) -> Seen:
    """What seat ``seat`` is given for its next decision (``with_info``: also its information set; ``sheet``:
    the score sheet, when there is no ``Match`` to read it from)."""
    info = information(game, seat) if with_info else None
    return Seen(view(game, seat), game.T, seat_log(game, seat), sheet or match_sheet(match, game), info)


class Bot(Protocol):
    """A computer seat.  ``choose`` is asked when the game waits for the seat (its turn, a window it is in);
    ``catch`` out of turn, whenever the seat could call somebody out: a catch move, or None to stay quiet."""

    level: str
    searches: bool      # it needs ``Seen.info`` (``seen_by(..., with_info=True)``)

    def choose(self, seen: Seen) -> Move: ...

    def catch(self, seen: Seen) -> Move | None: ...


def ask(bot: Bot, game: Game, seat: int, match: Match | None = None) -> Move:
    """The move ``bot`` makes for ``seat`` now (the game waits for the seat)."""
    return bot.choose(seen_by(game, seat, match, bot.searches))
