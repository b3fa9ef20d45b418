"""What one seat may see: the only thing a screen, a remote seat or a bot is ever given.

``view(game, None)`` is the public view: what a spectator or a hand-off screen may show (no hand, no
legal moves).
"""

from __future__ import annotations

from dataclasses import dataclass

from maumau_tui.engine.events import render_log
from maumau_tui.engine.game import Game
from maumau_tui.engine.penalty_draw import held
from maumau_tui.engine.state import DRAWN_IN_PENALTY, Phase
from maumau_tui.log_words import CHEAT_CAUGHT, hidden_from
from maumau_tui.notation import Move


@dataclass(frozen=True)
class View:
    """One seat's view of a hand.  Other seats appear only as names and card counts."""

    seat: int                   # -1: the public view
    names: tuple[str, ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    top: int                    # the card the next play must fit (a joker shows what it stands for)
    pile_top: int               # the physical top card of the pile
    pile_size: int
    stock_size: int
    wish_suit: int              # -1: no wish
    wish_rank: int              # 0: no wish
    pending_draw: int
    pending_skip: int
    direction: int              # 1 clockwise, -1 counter-clockwise
    actor: int                  # whose decision the game waits for (-1: the hand is over)
    phase: str
    dealer: int
    legal: tuple[Move, ...]     # this seat's legal moves now (empty when it has none)
    catchable: tuple[int, ...]  # seats whose missed call may be called out
    out: tuple[int, ...]
    finished: bool
    drawn: bool                 # this seat has drawn in its current turn
    log_size: int
    window: tuple[int, ...] = ()  # seats that may still answer out of turn (phase "answer")
    window_kind: str = ""       # victim, gift, swap, block
    timed: bool = False         # the window closes by itself (a countdown, then `wait`)
    target: int = -1            # the seat named in an open chain (victim, receiver, swap partner)
    origin: int = -1            # the seat whose card opened the chain
    namer: int = -1             # in an open window, the seat that named its target last (a Queen passed on)
    kings: int = -1             # the seat that called a round of Kings, -1: none
    window_seconds: int = 4
    name_draw: int = 0          # cards a Q's victim draws if it does not answer
    cheat_penalties: tuple[int, int] = (1, 2)  # a caught cheat's penalty, and after a lost dispute
    # The last play lies face up and did not fit (a cheat): anybody who looks can see it, so a bot may
    # notice it.  Screens leave the noticing to the players: catching is a judgment, never a hint.
    last_play_misfit: bool = False
    following: bool = False     # the seat on turn must follow the card it just played (an Ace, Evil Seven's 8)
    absent: tuple[int, ...] = ()  # seats out of the match, dealt no cards (Faraón)
    opening: bool = False       # no move made in this hand yet (a wish now is the start card's)
    answered: bool = False      # the actor names or gives on after answering another seat's card: out of turn
    catcher: int = -1           # in phase "caught": the seat that caught the cheat (public: the log says it)

    @property
    def my_turn(self) -> bool:
        return self.actor == self.seat

    @property
    def may_answer(self) -> bool:
        """An open window waits (also) for this seat."""
        return self.seat in self.window


def view(game: Game, seat: int | None) -> View:
    """The view of ``seat`` (None: the public view); nothing in it depends on another seat's hidden cards."""
    public = seat is None
    mine = not public and seat == game.actor
    answering = game.phase == Phase.ANSWERING
    sizes = [len(hand) for hand in game.hands]
    stock, pile, pending, moves = len(game.stock), len(game.pile), game.pending_draw, game.moves_made
    logged = sum(not hidden_from(event, seat) for event in game.log) if game.T.drawn_answers else len(game.log)
    if game.drawn == DRAWN_IN_PENALTY and not mine:   # a drawn answer waits (Faraón's drawn 7): to all but the
        unseen, piles = held(game, game.actor)         # drawer the penalty is not drawn yet, so nobody sees where
        sizes[game.actor] -= unseen                    # the drawing stopped (``penalty_draw.tell_held``), nor a
        stock, pile = stock + unseen - sum(piles), pile + sum(piles)   # pile turned over meanwhile
        pending, moves = pending + unseen, moves - 1   # (the log counts only what the seat heard of)
    return View(
        seat=-1 if seat is None else seat,
        names=tuple(game.names),
        hand=() if seat is None else tuple(sorted(game.hands[seat])),
        hand_sizes=tuple(sizes),
        top=game.top,
        pile_top=shown_top(game),
        pile_size=pile,
        stock_size=stock,
        wish_suit=game.wish_suit,
        wish_rank=game.wish_rank,
        pending_draw=pending,
        pending_skip=game.pending_skip,
        direction=game.direction,
        actor=-1 if game.finished else game.actor,
        phase=game.phase,
        dealer=game.dealer,
        legal=() if seat is None else tuple(game.legal_moves(seat)),
        catchable=tuple(game.catchable),
        out=tuple(game.out),
        absent=tuple(game.absent),
        finished=game.finished,
        drawn=bool(game.drawn) and mine,
        log_size=logged,
        window=tuple(game.seats_to_act()) if answering else (),
        window_kind=game.answers.kind if answering else "",
        timed=game.timed,
        target=game.target if game.phase in (Phase.ANSWERING, Phase.GIVING) else -1,
        origin=game.origin if game.phase in (Phase.ANSWERING, Phase.GIVING, Phase.NAMING) else -1,
        namer=game.namer if answering else -1,
        kings=game.kings,
        window_seconds=game.T.window_seconds,
        name_draw=game.name_draw,
        cheat_penalties=(game.T.cheat_penalty, game.T.cheat_dispute_penalty),
        last_play_misfit=game.cheat is not None,
        following=bool(game.following) and game.phase == Phase.TURN and not game.finished,
        opening=moves == 0,
        answered=game.answered and game.phase in (Phase.NAMING, Phase.GIVING),
        catcher=next((event[1] for event in reversed(game.log) if event[0] == CHEAT_CAUGHT), -1)
        if game.phase == Phase.CAUGHT else -1,
    )


def shown_top(game: Game) -> int:
    """The card that lies on top as everybody sees it: the declared one where it lies face down (blind play, also
    after a vote switched blind play off: it is never turned over but by a challenge), else the real one (a joker
    beside the card it stands for)."""
    if not game.pile or game.T.blind or any(index == len(game.pile) - 1 for index, _owner, _declared in game.down):
        return game.top
    return game.pile[-1]


def log_lines(game: Game, seat: int | None, lang: str = "de", start: int = 0) -> list[str]:
    """The hand's log from event ``start`` on, in the variant's words, as ``seat`` may read it."""
    return render_log(game.log[start:], game.names, lang, seat, game.T.words, game.T.german_pack)

