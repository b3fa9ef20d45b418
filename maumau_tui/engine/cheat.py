"""Cheating on purpose ("fuschen"): ``cheat CARD`` plays a card that breaks a rule.

The card lies face up, so everybody can see that it does not fit; any other seat may ``catch`` the
cheat before the next move (the cheat's own naming, wish or gift is part of it; its next turn is not).
Caught, the game goes back to just before the cheat (the card back in hand) and the cheat draws the
penalty, or the larger one after disputing the catch (``say einspruch``); the turn is over.  Not caught,
the card stands and does what it does.

Catching is a judgment, as at a real table: ``catch SEAT`` for the last player is offered after every play
that could have been a cheat (``legal.may_cheat``), cheat or not, and a wrong accusation costs the accuser
a penalty card.  So the moves on offer never tell that a cheat happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from maumau_tui.engine import events as ev
from maumau_tui.engine.legal import CAUGHT
from maumau_tui.notation import Move

if TYPE_CHECKING:
    from maumau_tui.engine.game import Game


def cheat(game: Game, seat: int, move: Move) -> None:
    before = game.copy(with_log=False, with_rng=False)
    card = move.cards[0]
    game.lay(seat, (card,), card)
    game.log.append((ev.PLAY, seat, card, move.say))
    game.after_play(seat, (card,), move.say)
    game.cheat = (seat, before)


def judge(game: Game, seat: int, suspect: int) -> None:
    """``seat`` calls out the last play of ``suspect``: a cheat goes back, a missed call costs its penalty,
    and an honest play costs the accuser the wrong accusation's penalty (logged)."""
    game.suspect = -1
    if game.cheat is not None and game.cheat[0] == suspect:
        catch(game, seat, suspect)
    elif suspect in game.catchable:
        game.catchable.remove(suspect)
        game.log.append((ev.CATCH, seat, suspect))
        game.draw(suspect, game.T.mau_penalty, ev.R_CALL)
    else:
        game.log.append((ev.WRONG_CATCH, seat, suspect))
        game.draw(seat, game.T.cheat_wrong_penalty, ev.R_CALL)


def catch(game: Game, seat: int, cheater: int) -> None:
    assert game.cheat is not None
    before = game.cheat[1].copy(with_log=False, with_rng=False)
    game.cheat = None
    game.restore(before)
    game.log.append((ev.CHEAT_CAUGHT, seat, cheater))
    game.phase = CAUGHT
    game.actor = cheater


def settle(game: Game, seat: int, move: Move) -> None:
    """The caught cheat takes the penalty (``accept``) or disputes the catch and takes the larger one."""
    T = game.T
    if move.kind == "say":
        game.log.append((ev.DISPUTE, seat))
        game.draw(seat, T.cheat_dispute_penalty, ev.R_CALL)
    else:
        game.draw(seat, T.cheat_penalty, ev.R_CALL)
    game.begin_turn(game.next_seat(seat))
