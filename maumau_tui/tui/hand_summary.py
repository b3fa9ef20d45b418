"""A finished hand as plain data: how it ended, what each seat was charged and why, the score sheet.

``hand_summary(match)`` reads it from a match whose hand is over; ``HandEndScreen`` shows it, and a
remote seat (SSH) can show the same screen from ``HandSummary.from_data(data)`` of what the host sent
with ``summary.as_data()`` (JSON types only: ints, strings, lists, dicts).  Nothing here imports
Textual; the words are in ``score_words.py``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from maumau_tui.cards import JOKER, rank_of
from maumau_tui import log_words as ev
from maumau_tui.engine.events import out_quote, render_log
from maumau_tui.match import Match
from maumau_tui.tui.i18n import LANGS

RECENT = 6   # log lines of the hand's end shown on the hand-end screen


@dataclass(frozen=True)
class SeatScore:
    """One seat at the end of a hand."""

    name: str
    cards: tuple[int, ...]      # the cards left in hand (every hand is revealed once the hand is over)
    out: bool                   # went out this hand (or was not dealt in)
    card_points: int            # the points of those cards, before any multiplier or rounding
    points: int                 # what the hand charged the seat
    total: int                  # the running total after this hand
    eliminated: bool = False    # out of the match (Faraón)


@dataclass(frozen=True)
class SheetRow:
    """One hand on the score sheet."""

    number: int
    dealer: int
    scharf: bool
    first_out: int              # -1: nobody went out
    scores: tuple[int, ...]
    reset: tuple[int, ...] = ()   # seats whose total this hand brought to exactly ``reset_at``: back to 0


@dataclass(frozen=True)
class HandSummary:
    """Everything the hand-end screen shows, as plain values."""

    number: int                             # the hand's number (1 for the first)
    names: tuple[str, ...]
    seats: tuple[SeatScore, ...]
    winner: int = -1                        # the first seat out, -1: nobody
    loser: int = -1                         # the seat left holding cards (one_left), -1: none
    winner_card: int = -1                   # the card the winner went out with
    winner_joker: bool = False              # ... a joker standing for it
    winner_face_down: bool = False          # ... laid face down and believed: only what it was declared as was seen
    call: dict[str, str] = field(default_factory=dict)   # lang -> the call said with that card (none: empty)
    recent: dict[str, tuple[str, ...]] = field(default_factory=dict)   # lang -> the hand's last log lines
    scoring: str = "points"                 # points | loser (one point for the loser) | winner (collects)
    factor: int = 1                         # the winner's card multiplied every charge (a Jack: 2)
    round_to: int = 0
    minimum: int = 0
    finish_points: int = 0                  # points the winner's card scores for the winner (Pharaoh's Queen)
    dealer: int = 0
    scharf: bool = False                    # the dealer played alone against all
    german_pack: bool = False
    sheet: tuple[SheetRow, ...] = ()        # every hand of the match so far
    totals: tuple[int, ...] = ()
    match_over: bool = False
    losers: tuple[int, ...] = ()            # who lost the match (once it is over)
    winners: tuple[int, ...] = ()           # who did best in it (once it is over)
    idiot: int = -1                         # Idioten-Mau: the seat that lost the match
    eliminated: tuple[int, ...] = ()        # seats out of the match, in the order they went out
    next_dealer: int = -1
    runde: int = 0                          # the next hand's Runde (0: the match has no Runden)
    runden: int = 0
    next_scharf: bool = False
    target: int = 0
    target_wins: bool = False               # reaching the target wins the match (else it loses it)
    reset_at: int = 0                       # a total of exactly this goes back to 0 (Pharaoh's 101)
    start_cards: tuple[int, ...] | None = None   # each seat's cards next hand, where that changes
    next_packs: int = 1                     # packs shuffled together for the next hand
    packs: int = 1                          # packs this hand was dealt from
    settlement: tuple[tuple[int, float], ...] = ()   # (seat, euros) when the match is over with a stake
    endless: bool = False                   # the match has no end of its own: hands are played until the table stops

    def as_data(self) -> dict[str, Any]:
        """The summary as JSON values (tuples become lists)."""
        return asdict(self)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> HandSummary:
        """The summary from ``as_data()``'s output (after a JSON round trip)."""
        values = dict(data)
        values["names"] = tuple(values["names"])
        values["seats"] = tuple(SeatScore(**{**seat, "cards": tuple(seat["cards"])}) for seat in values["seats"])
        values["recent"] = {lang: tuple(lines) for lang, lines in values.get("recent", {}).items()}
        values["call"] = {lang: str(text) for lang, text in values.get("call", {}).items()}
        values["sheet"] = tuple(SheetRow(**{**row, "scores": tuple(row["scores"]), "reset": tuple(row.get("reset", ()))})
                                for row in values.get("sheet", ()))
        for key in ("totals", "losers", "winners", "eliminated"):
            values[key] = tuple(values.get(key, ()))
        if values.get("start_cards") is not None:
            values["start_cards"] = tuple(values["start_cards"])
        values["settlement"] = tuple((int(seat), float(euros)) for seat, euros in values.get("settlement", ()))
        return cls(**values)


def last_call(log: list[ev.Event], seat: int) -> str:
    """The word ``seat`` said with its last play, or ``""``."""
    for event in reversed(log):
        if event[0] in (ev.PLAY, ev.DECLARED) and event[1] == seat:
            say = event[3]
            return say if isinstance(say, str) and say != "kauf" else ""
    return ""


def out_with_joker(log: list[tuple[Any, ...]], winner: int) -> bool:
    """Whether ``winner``'s last card, as everybody saw it, was a joker for another card (the log's "plays a joker
    as ...", or a face-down card turned over by a challenge): its own play before it went out, not the card on the
    pile at the end (others may play on after, an Erftschmiede Queen's answer), and never a card still face down
    (blind play: only its declaration was seen)."""
    joker = False
    for event in log:
        kind = event[0]
        if kind in (ev.PLAY, ev.DECLARED) and event[1] == winner:
            joker = kind == ev.DECLARED
        elif kind == ev.REVEAL and event[2] == winner:
            joker = event[3] == JOKER
        elif kind == ev.OUT and event[1] == winner:   # (not a Prší last card: a penalty may come back to it)
            return joker
    return False


def out_face_down(log: list[tuple[Any, ...]], winner: int) -> bool:
    """Whether ``winner``'s last card went down face down (blind play) and was believed, never turned over: the sheet
    says what it was declared as, not that it was that card (PLAYTEST206 F2: "Robo goes out with Queen of Clubs" over
    a lie believed, while another seat's cards on the same sheet held the Queen of Clubs)."""
    down = False
    for index, event in enumerate(log):
        kind = event[0]
        if kind in (ev.PLAY, ev.DECLARED) and event[1] == winner:
            following = log[index + 1] if index + 1 < len(log) else None
            down = following is not None and following[0] == ev.BLIND and following[1] == winner
        elif kind == ev.REVEAL and event[2] == winner:
            down = False
        elif kind == ev.OUT and event[1] == winner:
            return down
    return False


def hand_summary(match: Match) -> HandSummary:
    """The summary of ``match``'s last hand, which must be over."""
    game = match.game
    if game is None or not game.finished or not match.results:
        raise ValueError("the hand is not over")
    T = game.T
    result = match.results[-1]
    totals = match.totals
    gone = match.eliminated()
    winner = game.out[0] if game.out else -1
    seats = tuple(
        SeatScore(name=name, cards=tuple(sorted(game.hands[seat])), out=seat in game.out or seat in game.absent,
                  card_points=game.hand_points(seat), points=result.scores[seat], total=totals[seat],
                  eliminated=seat in gone)
        for seat, name in enumerate(match.names))
    recent = {lang: tuple(render_log(game.log, game.names, lang, None, T.words, T.german_pack)[-RECENT:])
              for lang in LANGS}
    scoring = "loser" if T.score_loser_only else ("winner" if T.score_winner_only else "points")
    factor = T.win_multiplier.get(rank_of(game.winner_card), 1) if winner >= 0 and game.winner_card >= 0 else 1
    rules = match.rules
    over = match.over
    said = last_call(game.log, winner) if winner >= 0 else ""
    if said:
        call = {lang: ev.spoken(said, lang, T.words) for lang in LANGS}
    elif winner >= 0 and game.winner_card >= 0:   # the word the ruleset's sentence for going out says for the player
        call = {lang: quote for lang in LANGS if (quote := out_quote(game.winner_card, lang, T.words))}
    else:
        call = {}
    sheet = tuple(SheetRow(r.number, r.dealer, r.scharf, r.out[0] if r.out else -1, tuple(r.scores), reset)
                  for r, reset in zip(match.results, match.resets()))
    start_cards = None if over or rules.start_cards is None else tuple(match.start_cards())
    return HandSummary(
        number=result.number, names=tuple(match.names), seats=seats, winner=winner,
        loser=-1 if game.loser is None else game.loser, winner_card=game.winner_card if winner >= 0 else -1,
        winner_joker=winner >= 0 and out_with_joker(game.log, winner),
        winner_face_down=winner >= 0 and out_face_down(game.log, winner),
        call=call, recent=recent, scoring=scoring, factor=factor,
        round_to=T.round_to, minimum=T.minimum,
        finish_points=T.finish_points[game.winner_card] if winner >= 0 and game.winner_card >= 0 else 0,
        dealer=game.dealer, scharf=bool(game.scharf), german_pack=T.german_pack, sheet=sheet,
        totals=tuple(totals), match_over=over, losers=tuple(match.losers()),
        winners=tuple(match.winners()) if over else (),
        idiot=-1 if match.idiot is None else match.idiot, eliminated=tuple(gone),
        next_dealer=-1 if over else match.next_dealer(),
        runde=match.runde() if rules.runden and not over else 0, runden=rules.runden or 0,
        next_scharf=not over and match.is_scharf(), target=rules.target or 0,
        target_wins=bool(rules.target_wins), reset_at=rules.reset_at or 0, start_cards=start_cards,
        next_packs=1 if over else match.deal_packs(), packs=max(1, len(T.deck) // max(1, len(match.tables.deck))),
        settlement=tuple(match.settlement()) if over and rules.stake_cents else (), endless=match.single_hands)
