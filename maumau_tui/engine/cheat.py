"""Cheating on purpose ("fuschen"): ``cheat CARD`` plays a card that breaks a rule.

The card lies face up, so everybody can see that it does not fit; any other seat may ``catch`` the
cheat before the next move (the cheat's own naming, wish or gift is part of it, and a seat letting an answer
window go by while others may still answer is no move; the window closing, and the cheat's next turn, are).
Caught, the game goes back to just before the cheat (the card back in hand) and the cheat draws the
penalty, or the larger one after disputing the catch (``say einspruch``); the turn is over.  Not caught,
the card stands and does what it does.

Catching is a judgment, as at a real table: ``catch SEAT`` for the last player is offered after every play
that could have been a cheat (``legal.may_cheat``), cheat or not, and a wrong accusation costs the accuser
a penalty card.  So the moves on offer never tell that a cheat happened.
"""

from __future__ import annotations

from maumau_tui import log_words as ev
from maumau_tui.engine.plays import after_play
from maumau_tui.engine.state import CheatUndo, Phase, State
from maumau_tui.engine.turns import begin_turn, catch_missed_call, draw, lay, next_seat
from maumau_tui.notation import Move


def cheat(game: State, seat: int, move: Move) -> None:
    """``cheat CARD``: the card goes down face up although it does not fit, and does what it does."""
    before = game.copy(with_log=False, with_rng=False)
    at = len(game.log)
    card = move.cards[0]
    lay(game, seat, (card,), card)
    game.log.append((ev.PLAY, seat, card, move.say))
    after_play(game, seat, (card,), move.say)
    game.cheat = CheatUndo(seat, card, before, at)


def judge(game: State, seat: int, suspect: int) -> None:
    """``seat`` calls out the last play of ``suspect``: a cheat goes back, a missed call costs its penalty,
    and an honest play costs the accuser the wrong accusation's penalty (logged)."""
    game.suspect = -1
    if game.cheat is not None and game.cheat.seat == suspect:
        catch(game, seat, suspect)
    elif suspect in game.catchable:
        catch_missed_call(game, seat, suspect)
    else:
        game.log.append((ev.WRONG_CATCH, seat, suspect))
        draw(game, seat, game.T.cheat_wrong_penalty, ev.R_CALL)


def catch(game: State, seat: int, cheater: int) -> None:
    """Caught: the game goes back to just before the cheat; everybody saw the card go back."""
    assert game.cheat is not None
    game.restore(game.cheat.before)
    game.log.append((ev.CHEAT_CAUGHT, seat, cheater))
    game.phase = Phase.CAUGHT
    game.actor = cheater


def settle(game: State, seat: int, move: Move) -> None:
    """The caught cheat takes the penalty (``accept``) or disputes the catch and takes the larger one."""
    T = game.T
    if move.kind == "say":
        game.log.append((ev.DISPUTE, seat))
        draw(game, seat, T.cheat_dispute_penalty, ev.R_CALL)
    else:
        draw(game, seat, T.cheat_penalty, ev.R_CALL)
    begin_turn(game, next_seat(game, seat))
